"""Small helpers the TDA rulings share: what the hand shows, the games a rule speaks to, the usual rulings' shapes.

The game-trait scopes (:func:`stud`, :func:`five_card`), the short-stub arithmetic of RP-10-H (:data:`PRIOR_BURNS`,
:func:`stub_branch`) and the misdeal with its exact redeal (:func:`misdeal`, rule 35-C).
"""

from __future__ import annotations

from floorcall import AnyRemedy, HandView, KillHand, Message, RedealExact, Ruling, RulingKind
from floorcall.rulekit import PRIOR_BURNS, Rule, carry_on, dead_hand, earlier, option, stub_branch, substantial
from floorcall.rulekit import five_card_stud as five_card
from floorcall.rulekit import stud_game as stud

__all__ = [
    "PRIOR_BURNS",
    "Rule",
    "carry_on",
    "dead_hand",
    "earlier",
    "five_card",
    "misdeal",
    "option",
    "stub_branch",
    "stud",
    "substantial",
]


def misdeal(hand: HandView | None, citations: tuple[str, ...], explanation: Message) -> Ruling:
    """A misdeal with its exact redeal (TDA 35-C), naming the seats on penalty for killing.

    The redeal's rules are cited after the cause: TDA2024-35C.1 always, .2 when someone was away, .3 when someone
    is on penalty.
    """
    seats = hand.seats if hand is not None else ()
    penalised = tuple(s for s in seats if hand is not None and hand.on_penalty(s))
    away = [s for s in seats if hand is not None and not hand.is_present(s)]
    redeal = ("TDA2024-35C.1",) + (("TDA2024-35C.2",) if away else ()) + (("TDA2024-35C.3",) if penalised else ())
    remedies: tuple[AnyRemedy, ...] = (RedealExact(), *(KillHand(seat=s) for s in penalised))
    cited = tuple(dict.fromkeys((*citations, *redeal)))
    return Ruling(kind=RulingKind.MISDEAL, remedies=remedies, citations=cited, message=explanation)
