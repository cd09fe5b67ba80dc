"""What a hand expects next: a card to a seat, a burn, a board card, an action, a showdown, a decision, or nothing.

An expectation is a frozen Struct; ``Hand.expected()`` returns one. A well-formed event that does not match it is
an irregularity, not an error.
"""

from __future__ import annotations

from enum import StrEnum

import msgspec

from floorcall.model.types import SeatNumber, Street

__all__ = [
    "AnyExpectation",
    "BettingOptions",
    "ExpectAction",
    "ExpectBoardCard",
    "ExpectBurn",
    "ExpectDeal",
    "ExpectDecision",
    "ExpectDraw",
    "ExpectShowdown",
    "Expectation",
    "HandOutcome",
    "HandOver",
]


# gc=False: frozen, holding only immutable values, so never part of a reference cycle; a hand makes thousands,
# and untracked structs keep the garbage collector's passes short.
class Expectation(msgspec.Struct, frozen=True, kw_only=True, gc=False, tag_field="expect"):
    """Base of every expectation (never used on its own)."""


# gc=False: frozen, holding only immutable values, so never part of a reference cycle; a hand makes thousands,
# and untracked structs keep the garbage collector's passes short.
class BettingOptions(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """What the seat to act may do now.

    Totals ("to" amounts) are the seat's whole wager for the round, counting chips already in front of him
    (blinds, a bring-in, earlier bets this round).

    :param seat: the seat to act.
    :param can_fold: whether folding is allowed (not while he owes the bring-in).
    :param can_check: whether he may check (he owes nothing and no opening obligation stands).
    :param call: chips he adds to call, at most his stack; 0 when he may check or must open.
    :param bring_in: chips he may post as the bring-in now (his stack when that is less), or ``None``.
    :param bet_to: fixed limit: every legal completion, bet or raise total, smallest first, including an all in
        for less and, while he must open the round, the bring-in amount; empty when he may not bet or raise.
    :param min_to: pot and no limit: the smallest legal bet or raise total (his all-in when he holds less), or
        ``None`` when he may not bet or raise.
    :param max_to: pot and no limit: the largest legal total (his all-in, or the pot limit), or ``None``.
    """

    seat: int
    can_fold: bool
    can_check: bool
    call: int
    bring_in: int | None
    bet_to: tuple[int, ...]
    min_to: int | None
    max_to: int | None


class ExpectDeal(Expectation, frozen=True, kw_only=True, tag="deal"):
    """The next card goes to ``seat``, face up or face down."""

    seat: SeatNumber
    face_up: bool
    street: Street


class ExpectBurn(Expectation, frozen=True, kw_only=True, tag="burn"):
    """The next card off the stub is burned before the street's cards."""

    street: Street


class ExpectBoardCard(Expectation, frozen=True, kw_only=True, tag="board"):
    """The next card is turned face up in the middle; ``remaining`` counts this one."""

    street: Street
    remaining: int


class ExpectAction(Expectation, frozen=True, kw_only=True, tag="action"):
    """``seat`` is to act, with the options and amounts in ``options``."""

    seat: SeatNumber
    street: Street
    options: BettingOptions


class ExpectShowdown(Expectation, frozen=True, kw_only=True, tag="showdown"):
    """The hands of ``seats`` must be shown (or mucked) before the pots can be awarded.

    :param first: at a showdown with nobody all in, the seat due to table his hand first while it is still unshown
        (the last to bet or raise on the final betting round, else the first to act on it); None otherwise.
    """

    seats: tuple[SeatNumber, ...]
    first: SeatNumber | None = None


class ExpectDecision(Expectation, frozen=True, kw_only=True, tag="decision"):
    """The last ruling left a choice: ``seat`` (a player's option) or the floor (None) picks one of ``options``."""

    options: tuple[str, ...]
    seat: SeatNumber | None = None


class HandOutcome(StrEnum):
    """How a hand ended."""

    COMPLETE = "complete"
    MISDEAL = "misdeal"
    VOID = "void"


class HandOver(Expectation, frozen=True, kw_only=True, tag="over"):
    """Nothing more: the hand is over."""

    outcome: HandOutcome


class ExpectDraw(Expectation, frozen=True, kw_only=True, tag="draw"):
    """In a draw, ``seat`` is to discard (or stand pat) before the replacements of ``street`` are dealt."""

    seat: SeatNumber
    street: Street


AnyExpectation = (
    ExpectDeal | ExpectBurn | ExpectBoardCard | ExpectAction | ExpectShowdown | ExpectDecision | HandOver | ExpectDraw
)
