"""Small helpers the general TDA rulings share: what the hand shows, and the shapes of the usual rulings."""

from __future__ import annotations

from collections.abc import Callable

from floorcall import (
    AnyIrregularity,
    AnyRemedy,
    HandView,
    KillHand,
    OptionValue,
    RedealExact,
    Ruling,
    RulingApplied,
    RulingKind,
)

Rule = Callable[[AnyIrregularity, HandView | None], Ruling | None]
"""A ruling function: the irregularity and the hand (None when asked without one) to a ruling, or None."""

__all__ = ["Rule", "carry_on", "dead_hand", "earlier", "family", "misdeal", "option", "substantial"]


def substantial(hand: HandView | None) -> bool:
    """Whether substantial action has occurred, as the plugins in force count it (False without a hand)."""
    return hand is not None and hand.substantial_action


def family(hand: HandView | None) -> str | None:
    """The game family (``"stud"``, ``"flop"``, ``"draw"``), or None without a hand."""
    return hand.game.family if hand is not None else None


def option(hand: HandView | None, name: str, default: OptionValue) -> OptionValue:
    """The value of an option in force for the hand, or ``default`` without a hand or when nobody declares it."""
    return hand.options.get(name, default) if hand is not None else default


def earlier(hand: HandView | None, kind: type) -> int:
    """How many irregularities of ``kind`` were already ruled on in this hand."""
    if hand is None:
        return 0
    return sum(1 for e in hand.events if isinstance(e, RulingApplied) and isinstance(e.irregularity, kind))


def misdeal(hand: HandView | None, citations: tuple[str, ...], explanation: str) -> Ruling:
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
    return Ruling(kind=RulingKind.MISDEAL, remedies=remedies, citations=cited, explanation=explanation)


def dead_hand(seat: int, citations: tuple[str, ...], explanation: str) -> Ruling:
    """The seat's hand is killed and the hand goes on."""
    return Ruling(
        kind=RulingKind.DEAD_HAND, remedies=(KillHand(seat=seat),), citations=citations, explanation=explanation
    )


def carry_on(remedies: tuple[AnyRemedy, ...], citations: tuple[str, ...], explanation: str) -> Ruling:
    """The hand goes on after the remedies."""
    return Ruling(kind=RulingKind.CONTINUE, remedies=remedies, citations=citations, explanation=explanation)
