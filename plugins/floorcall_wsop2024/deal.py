"""WSOP 2024 tournament rule 88 where it parts from the TDA: the initial deal's extra cards and stud exposures.

- WSOP24T-88a.2: only two or more extra cards make a misdeal; one is taken back and burnt.
- WSOP24T-88a.6: in stud, the dealer's exposure of either of a player's first two downcards is a misdeal.
- WSOP24T-88d.2: a duplicated card voids the hand (the other fouled conditions are the TDA's rule, WSOP24T-88d.1).
- WSOP24T-88b: in the redeal of a misdeal, the players who were away from their seats for the first deal have dead
  hands (house option ``redeal-kills-absent``); :func:`redeal_adjusted` gives the misdeals the book takes from
  tda-2024 the same consequence.
"""

from __future__ import annotations

import msgspec

from floorcall import (
    AnyRemedy,
    DeckFouled,
    DowncardExposed,
    FoulReason,
    HandView,
    KillHand,
    Message,
    RedealExact,
    ReturnAllChips,
    Ruling,
    RulingKind,
    WrongCardCount,
)
from floorcall.rulekit import five_card_stud, option, rule, stud_game, substantial
from floorcall_rulelib.burns import extra_card_burned
from floorcall_rulelib.scopes import not_draw_game
from floorcall_wsop2024.messages import msg, nmsg

__all__ = [
    "RULES",
    "duplicate_card",
    "exposed_first_downcards",
    "extra_cards",
    "misdeal",
    "redeal_adjusted",
]

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


@rule("WSOP24T-88a.2", WrongCardCount, scope=not_draw_game)
def extra_cards(irregularity: WrongCardCount, hand: HandView | None) -> Ruling | None:
    """WSOP24T-88a.2: extra cards on the deal before substantial action (WSOP24T-88c).

    One card too many, when it can be told apart, goes back and serves as the next burn (unless the house's
    ``one-extra-card`` makes it a misdeal, as tda-2024 does); two or more make a misdeal. A short hand, or any wrong
    count after substantial action, is left to the rules the book falls back to.
    """
    extra = irregularity.held - irregularity.expected
    if extra < 1 or substantial(hand):
        return None
    if extra == 1:
        return extra_card_burned(
            irregularity,
            hand,
            "burn",
            ("WSOP24T-88a.2", "WSOP24T-88c"),
            msg(
                "wsop.deal.extra_cards.one",
                "A single surplus card is no misdeal under these rules: it is taken back from seat {seat} and used "
                "as the next burn.",
                seat=irregularity.seat,
            ),
        )
    return misdeal(
        hand,
        ("WSOP24T-88a.2", "WSOP24T-88c"),
        nmsg(
            "wsop.deal.extra_cards.many",
            "Seat {seat} was dealt {extra} card too many before substantial action; two or more surplus cards make "
            "a misdeal.",
            "Seat {seat} was dealt {extra} cards too many before substantial action; two or more surplus cards make "
            "a misdeal.",
            extra,
            seat=irregularity.seat,
            extra=extra,
        ),
    )


@rule("WSOP24T-88a.6", DowncardExposed, scope=stud_game)
def exposed_first_downcards(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """WSOP24T-88a.6: the dealer exposes one of a stud player's first two downcards (five-card stud: his one).

    Before substantial action the hand is misdealt, whichever of the two it was; a later downcard, or an exposure
    after substantial action, is left to the rules the book falls back to (TDA2024-RP10-A, RP10-B).
    """
    downcards = 1 if five_card_stud(hand) else 2
    if not irregularity.initial_deal or not 1 <= irregularity.position <= downcards or substantial(hand):
        return None
    return misdeal(
        hand,
        ("WSOP24T-88a.6", "WSOP24T-88c"),
        msg(
            "wsop.deal.exposed_first_downcards",
            "The dealer turned up one of seat {seat}'s opening hole cards; in stud that makes the deal a misdeal, "
            "and it is dealt again.",
            seat=irregularity.seat,
        ),
    )


@rule("WSOP24T-88d.2", DeckFouled)
def duplicate_card(irregularity: DeckFouled, hand: HandView | None) -> Ruling | None:
    """WSOP24T-88d.2: two cards of one rank and suit found while the hand is played void it, every chip returned.

    A claim against a finished hand, and the other fouled conditions, are ruled by WSOP24T-88d.1 (the TDA's rule).
    """
    if irregularity.reason is not FoulReason.DUPLICATE or irregularity.hand_over:
        return None
    return Ruling(
        kind=RulingKind.VOID,
        remedies=(ReturnAllChips(),),
        citations=("WSOP24T-88d.2",),
        message=msg(
            "wsop.deal.duplicate_card",
            "A second {card} turned up, so the deck is not a true deck: nothing of this hand counts and each player "
            "takes back every chip he put in.",
            card=irregularity.card,
        ),
    )


RULES = (extra_cards, exposed_first_downcards, duplicate_card)
