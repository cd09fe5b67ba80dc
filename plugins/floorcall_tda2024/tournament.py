"""The TDA 2024 rules on running a multi-table event.

They cover the seat draw, re-entries, breaking and balancing tables, halting play, the chip race, the places of
players knocked out together, and how a missed-hands penalty is served.

Each function answers one of the tournament's questions with the procedure the rules give and the rules cited; the
tournament carries the procedure out. Players out on the same hand sharing their places when play is hand for hand
is the 2024 recommended procedure RP-8-A; their placing by the chips they began the hand with is no numbered rule
of the 2024 text and is cited by the descriptive ID ``TDA2024-ELIMINATION-A`` (see the catalog), and the
final-table redraw, which the 2024 rules do not number either, by ``FLOORCALL-DEFAULT-43``.
"""

from __future__ import annotations

from floorcall.model.tournament import SeatingQuestion, SeatingRuling
from floorcall_rulelib.tournament import (
    balancing_rule,
    breaking_rule,
    colour_up_rule,
    penalty_rule,
    tournament_rules,
)
from floorcall_tda2024.messages import msg

__all__ = ["RULES", "balancing", "breaking", "colour_up", "penalty", "seating"]


def seating(question: SeatingQuestion) -> SeatingRuling:
    """How an entrant is seated (TDA2024-7, TDA2024-8A/8B, TDA2024-10A).

    Seats are drawn at random, and a player in a wrong seat moves with his current stack (7); late entrants and
    re-entries buy a full stack from the same pool and are dealt in except between the small blind and the button
    (8-A, 10-A); chips given up to re-enter leave play (8-B).
    """
    if question.entry == "opening":
        return SeatingRuling(
            citations=("TDA2024-7",),
            message=msg("tda.tournament.opening_draw", "Every seat is drawn at random from the seat pool."),
        )
    if question.entry == "wrong-seat":
        return SeatingRuling(
            citations=("TDA2024-7",),
            message=msg(
                "tda.tournament.wrong_seat", "The player goes to the seat he drew and takes his current stack there."
            ),
        )
    cited = ("TDA2024-8A", "TDA2024-10A") + (("TDA2024-8B",) if question.entry == "re-entry" else ())
    return SeatingRuling(
        citations=cited,
        message=msg(
            "tda.tournament.late_seat",
            "A full stack at a seat drawn from the same pool; a seat between the small blind and the button is dealt "
            "in once the button has passed it.",
        ),
    )


#: How the tables are balanced (TDA2024-11A, TDA2024-11B, TDA2024-11C, TDA2024-11D). In flop and mixed games the
#: next big blind moves to the worst position; in stud players move by position (11-A); in a mixed game's stud round
#: the button is frozen and the player who would be big blind moves (11-B); the table a player leaves is fixed in
#: advance (11-C); a table three players short halts (11-D).
balancing = balancing_rule(
    stud=(
        ("TDA2024-11A", "TDA2024-11C", "TDA2024-11D"),
        msg(
            "tda.tournament.balance_stud",
            "In stud the player in the position of the seat to fill moves to the seat that opened last.",
        ),
    ),
    frozen_button=(
        ("TDA2024-11A", "TDA2024-11B", "TDA2024-11C", "TDA2024-11D"),
        msg(
            "tda.tournament.balance_frozen",
            "In a stud round of a mixed game the button stays where the next flop hand would put it; the player "
            "who would then post the big blind moves to the worst position at the short table.",
        ),
    ),
    flop=(
        ("TDA2024-11A", "TDA2024-11C", "TDA2024-11D"),
        msg(
            "tda.tournament.balance_flop",
            "The player due the big blind next moves to the worst position at the short table, never the small blind.",
        ),
    ),
)

#: TDA2024-10A/10B: a broken table's players draw a table, then a seat, at random, and may get any seat; the final
#: table's redraw is FLOORCALL-DEFAULT-43.
breaking = breaking_rule(
    final=(
        ("FLOORCALL-DEFAULT-43", "TDA2024-10A"),
        msg("tda.tournament.final_draw", "Every player left draws a seat at the final table at random."),
    ),
    tables=(
        ("TDA2024-10B", "TDA2024-10A"),
        msg(
            "tda.tournament.break_draw",
            "The players draw a table and then a seat at random; a seat between the small blind and the button is "
            "dealt in once the button has passed it.",
        ),
    ),
)


#: TDA2024-24A/24C: race from seat 1, one chip at most a player, nobody raced out; odd chips are not paid for.
colour_up = colour_up_rule(
    (
        ("TDA2024-24A", "TDA2024-24C"),
        lambda removed: msg(
            "tda.tournament.chip_race",
            "The {removed} chips are raced off from seat 1, at most one new chip a player, and nobody is raced out.",
            removed=removed,
        ),
    )
)

#: TDA2024-71A/71C: the hands to miss are counted when the penalty is given (a hand for each player at his table,
#: times the rounds: 71-A), so a move to another table changes neither the count nor how it is served: his seat
#: there is dealt, his blinds and antes posted, and his hand killed (71-C).
penalty = penalty_rule(
    served=(
        ("TDA2024-71A", "TDA2024-71C"),
        lambda hands: msg(
            "tda.tournament.penalty",
            "The player misses {hands} hands away from the table: his seat is dealt, his blinds and antes are posted "
            "and his hand is killed.",
            hands=hands,
        ),
    ),
    moved=(
        ("TDA2024-71A", "TDA2024-71C"),
        lambda hands: msg(
            "tda.tournament.penalty_moved",
            "The {hands} hands still to miss go with the player to his new seat, where he keeps serving them.",
            hands=hands,
        ),
    ),
)


#: The book's answers to the tournament's questions (``Rulebook(..., tournament=RULES)``). The places of players out
#: together: players out on one hand place by their starting chips (TDA2024-ELIMINATION-A, a descriptive ID); hand
#: for hand, across tables they tie and share their places (TDA2024-RP8-A).
RULES = tournament_rules(
    seating=seating,
    balancing=balancing,
    breaking=breaking,
    colour_up=colour_up,
    penalty=penalty,
    places=(
        ("TDA2024-ELIMINATION-A", "TDA2024-RP8-A"),
        msg(
            "tda.tournament.places",
            "Players out on the same hand place by the chips they began it with; hand for hand, players out at "
            "different tables share their places.",
        ),
    ),
)
