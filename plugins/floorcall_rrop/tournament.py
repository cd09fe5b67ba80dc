"""Robert's Rules of Poker on running a multi-table event, where its text could be read, and floorcall's defaults.

The one procedure we could read that differs from the TDA's is the chip race: the remainders are changed up into
whole new chips for the best cards, and the part left over makes one more chip only for the best card left whose
own remainder is half a chip or more (``RROP-TOURN-RACE``; its number could not be confirmed, see the catalog).
For the seat draw, balancing, breaking and the places of players out together no Robert's Rules text was reached,
so this book gives floorcall's documented defaults (``FLOORCALL-DEFAULT-40`` to ``42``), the same procedures as the
TDA's; a missed-hands penalty, of which Robert's Rules say nothing, is served as floorcall's ``FLOORCALL-DEFAULT-44``
says (the TDA's way: the count goes with the player to any table).
"""

from __future__ import annotations

from floorcall.model.tournament import SeatingQuestion, SeatingRuling
from floorcall_rrop.messages import msg
from floorcall_rulelib.tournament import (
    balancing_rule,
    breaking_rule,
    colour_up_rule,
    penalty_rule,
    tournament_rules,
)

__all__ = ["RULES", "colour_up", "penalty", "seating"]


def seating(question: SeatingQuestion) -> SeatingRuling:
    """FLOORCALL-DEFAULT-40: seats drawn at random from one pool, late seats dealt in once the button has passed."""
    return SeatingRuling(
        citations=("FLOORCALL-DEFAULT-40",),
        message=msg(
            "rrop.tournament.seat_draw",
            "The seat is drawn at random from the seat pool; a seat between the small blind and the button is dealt "
            "in once the button has passed it.",
        ),
    )


#: FLOORCALL-DEFAULT-41: the next big blind moves to the worst position; stud moves by position (one sentence).
_BALANCE = (
    ("FLOORCALL-DEFAULT-41",),
    msg(
        "rrop.tournament.balance",
        "A player moves from the fullest table to the short one, to the seat that pays the blinds soonest.",
    ),
)

#: FLOORCALL-DEFAULT-40: a broken table's players (and at the final table everyone left) draw new seats.
_DRAW = (("FLOORCALL-DEFAULT-40",), msg("rrop.tournament.break", "The players draw their new seats at random."))


#: RROP-TOURN-RACE: whole chips to the best cards, one more only to a best card holding half a chip's worth.
colour_up = colour_up_rule(
    (
        ("RROP-TOURN-RACE",),
        lambda removed: msg(
            "rrop.tournament.chip_race",
            "The {removed} chips are raced off: whole new chips to the best cards, and one more to the best card left "
            "only if that player holds half a new chip or more.",
            removed=removed,
        ),
    ),
    odd_part="holder-half",
)

#: FLOORCALL-DEFAULT-44: the hands to miss are served at whatever table the player sits, his seat dealt dead.
penalty = penalty_rule(
    served=(
        ("FLOORCALL-DEFAULT-44",),
        lambda hands: msg(
            "rrop.tournament.penalty",
            "The player misses {hands} hands wherever he is seated: his seat is dealt, he posts his blinds and antes, "
            "and his hand is killed.",
            hands=hands,
        ),
    )
)


#: The book's answers to the tournament's questions; players out together place by their chips, and hand for hand,
#: across tables they tie (FLOORCALL-DEFAULT-42).
RULES = tournament_rules(
    seating=seating,
    balancing=balancing_rule(flop=_BALANCE, stud=_BALANCE),
    breaking=breaking_rule(tables=_DRAW, final=_DRAW),
    colour_up=colour_up,
    penalty=penalty,
    places=(
        ("FLOORCALL-DEFAULT-42",),
        msg(
            "rrop.tournament.places",
            "Players out on the same hand place by the chips they began it with; hand for hand, players out at "
            "different tables share their places.",
        ),
    ),
)
