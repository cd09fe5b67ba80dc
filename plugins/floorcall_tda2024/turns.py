"""Turns under TDA 2024: an action out of turn (53-A, 53-B), the opener misnamed, who acts first, a draw out of turn.

An early action is taken back and stands when its turn comes if no bet or raise intervened (53-A); in stud the seat
the dealer wrongly named to open, and who acted, is ruled by 53-B; a dispute over who acts first is answered by the
stud procedures (RP-10-D, E, H.D). In draw games, discards made before one's turn bind (FLOORCALL-DEFAULT-8) and
their number is fixed once placed in turn (WSOP24T-DRAW.7).
"""

from __future__ import annotations

from floorcall import FirstActionDisputed, HandView, OpenerMisnamed, Ruling
from floorcall.rulekit import Rule, carry_on, rule
from floorcall_rulelib.draw import discards_change_rule
from floorcall_rulelib.stud import misnamed_opener_rule
from floorcall_rulelib.turns import first_action_refused, out_of_turn_rule
from floorcall_tda2024.common import stud
from floorcall_tda2024.draw import HOUSE, SHARED
from floorcall_tda2024.messages import msg, nmsg

__all__ = [
    "RULES",
    "action_out_of_turn",
    "discards_changed",
    "first_action_disputed",
    "misnamed_opener_acts",
    "opener_misnamed",
]


#: TDA2024-53A: play goes back to the player whose turn it was; the early action is held for its player. When his
#: turn comes, a held fold binds, and a held check, call or raise binds if nobody bet or raised in between; otherwise
#: he acts afresh with every option.
action_out_of_turn = out_of_turn_rule(
    "TDA2024-53A",
    lambda seat, expected_seat: msg(
        "tda.turns.action_out_of_turn",
        "Seat {seat} acted before seat {expected_seat}: the action goes back to seat "
        "{expected_seat}, and seat {seat}'s early action stands when his turn comes unless "
        "someone bets or raises first.",
        seat=seat,
        expected_seat=expected_seat,
    ),
    yields_to=("TDA2024-53B",),
)


@rule("TDA2024-53A/B", OpenerMisnamed, scope=stud)
def opener_misnamed(irregularity: OpenerMisnamed, hand: HandView | None) -> Ruling | None:
    """The dealer named the wrong seat to open: nothing changes yet; a bet by that seat is out of turn (53-A/B)."""
    assert hand is not None
    if hand.actor is None:
        return carry_on(
            (),
            ("TDA2024-53A/B",),
            msg(
                "tda.seed.opener_misnamed.nobody",
                "Nobody is to act yet; an action by seat {seat} before his turn will be out of turn.",
                seat=irregularity.seat,
            ),
        )
    return carry_on(
        (),
        ("TDA2024-53A/B",),
        msg(
            "tda.seed.opener_misnamed",
            "Seat {actor} holds the best board and acts first; an action by seat {seat} before "
            "him will be out of turn.",
            actor=hand.actor,
            seat=irregularity.seat,
        ),
    )


#: The misnamed seat acted before the real opener: backed up under TDA 53-A/B (``misnamed-opener`` option); a
#: bring-in is owed by the lowest card, so it cannot stand for another seat.
misnamed_opener_acts = misnamed_opener_rule(
    "TDA2024-53B",
    "back-up",
    bring_in=(
        ("TDA2024-53A/B", "WSOP24T-7CS.2"),
        lambda seat: msg(
            "tda.seed.misnamed_opener_acts.bring_in",
            "Seat {seat} was named to bring in by mistake and nobody has acted after him: he takes his bring-in "
            "back and the real low card brings in.",
            seat=seat,
        ),
    ),
    bet_stands=(
        ("RROP-ES-STUD-IRR-10", "TDA2024-1"),
        lambda _seat: msg(
            "tda.seed.misnamed_opener_acts.1",
            "The house lets the action of the seat the dealer named stand as made in turn.",
        ),
    ),
    back_up=(
        ("TDA2024-53A/B", "TDA2024-53B"),
        lambda _seat: msg(
            "tda.seed.misnamed_opener_acts.2",
            "The dealer named the wrong opener: the action is out of turn and goes back to the real opener; it "
            "binds the player if the action to him does not change.",
        ),
    ),
)


@rule("TDA2024-RP10-D", FirstActionDisputed, scope=stud)
def first_action_disputed(irregularity: FirstActionDisputed, hand: HandView | None) -> Ruling | None:
    """RP-10-D (ties by the highest upcard by suit), RP-10-E (bring-in all in) and RP-10-H.D (shared card)."""
    assert hand is not None
    actor = hand.actor
    if hand.street_index == 0:
        bring_in = hand.bring_in_seat
        all_in = bring_in is not None and hand.stack(bring_in) == 0 and hand.contributed(bring_in) > 0
        cited = ("TDA2024-RP10-E",) if all_in else ("FACT-2", "TDA2024-RP10-E")
    elif hand.board:
        cited = ("TDA2024-RP10-H.D",)
    else:
        cited = ("TDA2024-RP10-D",)
    return first_action_refused(
        cited,
        actor,
        lambda seat: msg(
            "tda.rp10.first_action_disputed",
            "The action is where the rules put it: seat {actor} acts first on this street.",
            actor=seat,
        ),
        msg("tda.rp10.first_action_disputed.nobody", "The action is where the rules put it: nobody is to act now."),
    )


#: WSOP24T-DRAW.7: once discards are placed in turn the count is fixed; which cards may change until the deal.
discards_changed = discards_change_rule(
    "WSOP24T-DRAW.7",
    (HOUSE, "WSOP24T-DRAW.7"),
    lambda claim: claim.after == claim.before and not claim.dealing_begun,
    msg(
        "tda.draw.discards_changed.1",
        "The number of cards drawn stays the same, and no card has been dealt yet: the player may throw "
        "different cards.",
    ),
    (
        lambda seat, placed: nmsg(
            "tda.draw.discards_changed.dealing",
            "Seat {seat} placed {count} discard in turn; the cards of the draw are already being dealt, so nothing "
            "may change.",
            "Seat {seat} placed {count} discards in turn; the cards of the draw are already being dealt, so nothing "
            "may change.",
            placed,
            seat=seat,
            count=placed,
        ),
        lambda seat, placed: nmsg(
            "tda.draw.discards_changed.count",
            "Seat {seat} placed {count} discard in turn; in a tournament the number of cards he draws can no longer "
            "change.",
            "Seat {seat} placed {count} discards in turn; in a tournament the number of cards he draws can no longer "
            "change.",
            placed,
            seat=seat,
            count=placed,
        ),
    ),
)


RULES: tuple[Rule, ...] = (
    action_out_of_turn,
    opener_misnamed,
    misnamed_opener_acts,
    first_action_disputed,
    discards_changed,
    SHARED.draw_out_of_turn,
)
