"""A misdeal under the WSOP 2024 tournament rules and its redeal (WSOP24T-88b), the seats away from the deal dead.

:func:`misdeal` is the book's own misdeal (its causes are ruled with their questions: :mod:`.counts`,
:mod:`.exposed`); :func:`redeal_adjusted` gives the misdeals the book takes from tda-2024 the same consequence (house
option ``redeal-kills-absent``).
"""

from __future__ import annotations

import msgspec

from floorcall import AnyRemedy, HandView, KillHand, Message, RedealExact, Ruling, RulingKind
from floorcall.rulekit import option

__all__ = ["REDEAL", "misdeal", "redeal_adjusted"]


REDEAL = "WSOP24T-88b"


_ABSENT_IN_TDA_REDEAL = "TDA2024-35C.2"


def _killed_in_redeal(hand: HandView | None) -> tuple[int, ...]:
    """The seats a redeal deals dead hands to: those on penalty and, by WSOP24T-88b, those who were away."""
    if hand is None:
        return ()
    absent = bool(option(hand, "redeal-kills-absent", True))
    return tuple(s for s in hand.seats if hand.on_penalty(s) or (absent and not hand.is_present(s)))


def misdeal(hand: HandView | None, citations: tuple[str, ...], explanation: Message) -> Ruling:
    """A misdeal and its redeal (WSOP24T-88b), the seats on penalty or away from the first deal killed in it.

    :param hand: the hand misdealt (None outside a hand: no seat is killed).
    :param citations: the cause's rule IDs, the redeal's appended.
    :param explanation: the cause, in the book's words.
    :returns: a ``misdeal`` ruling: ``redeal_exact`` then a ``kill_hand`` per seat killed.
    """
    remedies: tuple[AnyRemedy, ...] = (RedealExact(), *(KillHand(seat=s) for s in _killed_in_redeal(hand)))
    cited = tuple(dict.fromkeys((*citations, REDEAL)))
    return Ruling(kind=RulingKind.MISDEAL, remedies=remedies, citations=cited, message=explanation)


def redeal_adjusted(ruling: Ruling, hand: HandView | None) -> Ruling:
    """A misdeal taken from tda-2024 with WSOP24T-88b's consequence: the seats away from the first deal are dead.

    :param ruling: a ruling tda-2024 gave, its citations already recited into this book's IDs.
    :param hand: the hand it was given in.
    :returns: ``ruling`` itself unless it is a misdeal with seats to kill that it leaves alive.
    """
    if ruling.kind is not RulingKind.MISDEAL:
        return ruling
    killed = {r.seat for r in ruling.remedies if isinstance(r, KillHand)}
    more = tuple(KillHand(seat=s) for s in _killed_in_redeal(hand) if s not in killed)
    if not more:
        return ruling
    cited = tuple(dict.fromkeys((*(c for c in ruling.citations if c != _ABSENT_IN_TDA_REDEAL), REDEAL)))
    return msgspec.structs.replace(ruling, remedies=(*ruling.remedies, *more), citations=cited)
