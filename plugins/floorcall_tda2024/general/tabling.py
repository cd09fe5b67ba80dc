"""TDA 2024 rules 13-A and 17-A at a showdown nobody is all in for: who tables first, and what a tabled hand is.

The order of show (17-A): the last player to bet or raise on the final betting round tables first, else the first to
act on it (the engine's ``show_first``). A player asked out of that order who has not tabled yet waits, and the
call goes back to the player due; one who has tabled already keeps his hand face up, since a tabled hand plays for
what it is. The player due who will neither table nor muck gives up his claim to the pot, which the floor enforces
by killing his hand.

Proper tabling (13-A): every card face up on the table. A hand that went into the muck before its cards were all
face up cannot be read and is dead; one partly turned up still in front of him waits until he turns up the rest.
Cards speak: a tabled hand is read for what the cards make, whatever the player called it, and a player who mucks
because of another's wrong call mucked an untabled hand, which stays dead.
"""

from __future__ import annotations

from floorcall import HandMiscalled, HandView, Ruling
from floorcall.rulekit import carry_on
from floorcall_rulelib.tabling import TablingIds, miscall_rule, tabling_rules
from floorcall_tda2024.messages import msg

__all__ = ["ORDER_AND_TABLING", "RULES", "hand_miscalled"]


ORDER_AND_TABLING = tabling_rules(
    TablingIds(out_of_order="TDA2024-17A", refused="TDA2024-17A#refused", not_tabled="TDA2024-13A")
)
"""The order of show and tabling, the shared procedure (:mod:`floorcall_rulelib.tabling`) with this book's IDs."""


def _misled(irregularity: HandMiscalled, misled: int, hand: HandView | None) -> Ruling:
    """TDA2024-13A: a hand mucked on the strength of another's wrong call was never tabled and stays dead."""
    message = msg(
        "tda.miscall.misled",
        "Seat {seat}'s tabled cards are read for what they make, whatever he called them. Seat {misled} mucked "
        "without tabling his hand, so it stays dead; a deliberate miscall can still be penalised.",
        seat=irregularity.seat,
        misled=misled,
    )
    return carry_on((), ("TDA2024-13A",), message)


#: TDA2024-13A: cards speak; a hand mucked on the strength of another's wrong call was never tabled and is dead.
hand_miscalled = miscall_rule(
    "TDA2024-13A#miscall",
    ("TDA2024-13A",),
    lambda seat: msg(
        "tda.miscall.cards_speak",
        "Seat {seat} called his hand wrong, but his cards are face up and are read for what they make: the "
        "dealer reads them, and the call changes nothing.",
        seat=seat,
    ),
    _misled,
)


RULES = (*ORDER_AND_TABLING, hand_miscalled)
