"""A showdown under Robert's Rules: who shows first, showing every card, cards speak and a miscalled hand.

Robert's Rules' showdown procedure (the last player to bet or raise on the final round shows first, else the first
to act; a player must show all his cards to win any part of the pot) has no number in the rule catalog, so those
rulings cite floorcall's defaults that follow it (FLOORCALL-DEFAULT-31 to 33). For cards speak and a miscall the
book's WSOP live-action descendant stands in (WSOP24L-275): a tabled hand is read for what it makes, and a miscall
that makes another player muck may cost the miscalled hand the pot, which the floor decides.
"""

from __future__ import annotations

from floorcall import (
    HandMiscalled,
    HandView,
    KillHand,
    Option,
    RetrieveMuckedHand,
    Ruling,
    RulingKind,
)
from floorcall.rulekit import choice
from floorcall_rrop.messages import msg
from floorcall_rulelib.tabling import TablingIds, miscall_rule, tabling_rules

__all__ = ["ORDER_AND_TABLING", "RULES", "hand_miscalled"]


ORDER_AND_TABLING = tabling_rules(
    TablingIds(out_of_order="FLOORCALL-DEFAULT-31", refused="FLOORCALL-DEFAULT-32", not_tabled="FLOORCALL-DEFAULT-33")
)
"""The order of show and tabling, the shared procedure (:mod:`floorcall_rulelib.tabling`) with this book's IDs."""


def _misled(irregularity: HandMiscalled, misled: int, hand: HandView | None) -> Ruling:
    """WSOP24L-275: a miscall that made another player muck may make the miscalled hand dead; the floor decides."""
    seat = irregularity.seat
    others = [s for s in hand.live_seats if s != seat] if hand is not None else []
    dead = (KillHand(seat=seat), *((RetrieveMuckedHand(seat=misled),) if irregularity.misled_identifiable else ()))
    options = [Option(name="cards_speak")]
    if others or irregularity.misled_identifiable:
        options.insert(0, Option(name="miscalled_hand_dead", kind=RulingKind.DEAD_HAND, remedies=dead))
    return choice(
        tuple(options),
        ("WSOP24L-275",),
        msg(
            "rrop.miscall.misled",
            "Seat {seat}'s wrong call made seat {misled} muck: the floor decides whether the miscalled hand is dead "
            "(a mucked hand that can still be told apart is given back) or the cards speak as they lie.",
            seat=seat,
            misled=misled,
        ),
    )


#: WSOP24L-275: cards speak; a miscall that made another player muck may make the miscalled hand dead.
hand_miscalled = miscall_rule(
    "WSOP24L-275",
    ("WSOP24L-275",),
    lambda seat: msg(
        "rrop.miscall.cards_speak",
        "Seat {seat} called his hand wrong; the cards on the table are read for what they make, and the call "
        "does not count.",
        seat=seat,
    ),
    _misled,
)


RULES = (*ORDER_AND_TABLING, hand_miscalled)
