"""Wagers as the floor sees them: what the player said, the chips he put forward, in which order, and what that is.

A plain amount (:class:`floorcall.model.events.BetOrRaisedTo`) stays the way hand histories and the simulator state
a wager. :class:`floorcall.model.events.WagerMade` records one made at a live table: the words (:data:`AnySpeech`),
the chips in one motion or several (:class:`ChipMotion`) and whether the words came first. The engine reads it by
the betting structure's arithmetic into a :class:`WagerReading` (what the chips and words amount to: a call, a
minimum raise, a raise, an all in, and what the 50% standard makes of them) and, when the wager is not plain, asks
the rulebook what it is; the ruling's :class:`floorcall.model.remedies.WagerStandsAs` says.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

import msgspec
from msgspec import Meta

from floorcall.model.types import Chips, Structure

__all__ = [
    "AnySpeech",
    "ChipMotion",
    "SaidAllIn",
    "SaidAmount",
    "SaidCall",
    "SaidCheck",
    "SaidPot",
    "SaidRaise",
    "SaidTotal",
    "Speech",
    "WagerBar",
    "WagerKind",
    "WagerReading",
    "WagerSince",
]

ChipValue = Annotated[int, Meta(ge=1, description="one chip's value, in the smallest chip in play")]


class Speech(msgspec.Struct, frozen=True, kw_only=True, gc=False, tag_field="said"):
    """Base of what a player says with a wager (never used on its own)."""


class SaidCheck(Speech, frozen=True, kw_only=True, tag="check"):
    """He said "check"."""


class SaidCall(Speech, frozen=True, kw_only=True, tag="call"):
    """He said "call"."""


class SaidRaise(Speech, frozen=True, kw_only=True, tag="raise"):
    """He said "raise" (or "bet") and no amount."""


class SaidAllIn(Speech, frozen=True, kw_only=True, tag="all_in"):
    """He said "all in"."""


class SaidPot(Speech, frozen=True, kw_only=True, tag="pot"):
    """He said "pot" ("I bet the pot", "pot it")."""


class SaidAmount(Speech, frozen=True, kw_only=True, tag="amount"):
    """He said only a number.

    :param meanings: the chip amounts the words can mean: one, unless they are ambiguous ("five" at 200-400 can mean
        500 or 5,000).
    """

    meanings: Annotated[tuple[ChipValue, ...], Meta(min_length=1, max_length=8)]


class SaidTotal(Speech, frozen=True, kw_only=True, tag="total"):
    """He said "raise" (or "bet") and an amount: ``amount`` is the total he names, in chips."""

    amount: ChipValue


AnySpeech = SaidCheck | SaidCall | SaidRaise | SaidAllIn | SaidPot | SaidAmount | SaidTotal
"""What a player can say with a wager, tagged by ``said``."""


class ChipMotion(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """One forward motion of chips: their denominations, and whether his hand went back to his stack after it.

    :param chips: each chip's value, in the smallest chip in play (at least one chip).
    :param returned: True when he went back to his stack for more chips after this motion (a string wager when
        another motion follows).
    """

    chips: Annotated[tuple[ChipValue, ...], Meta(min_length=1, max_length=200)]
    returned: bool = False


class WagerKind(StrEnum):
    """What a wager's total is by the structure's arithmetic."""

    CHECK = "check"
    CALL = "call"
    BRING_IN = "bring_in"
    BET = "bet"
    SHORT_RAISE = "short_raise"  # above the call, below a full raise, with chips behind
    MIN_RAISE = "min_raise"
    RAISE = "raise"
    ALL_IN = "all_in"
    OVER_LIMIT = "over_limit"  # above what the structure allows (the pot limit, the fixed size, a barred raise)
    OVER_STACK = "over_stack"  # more than he holds, where the structure would let him bet all he holds


class WagerBar(StrEnum):
    """Why a seat may not bet or raise at all now."""

    NO_CHIPS = "no_chips"  # no chips beyond the call
    NO_OPPONENT = "no_opponent"  # nobody else has chips to call a raise (beyond the wager standing)
    CAPPED = "capped"  # the round holds the most bets the structure allows
    NOT_REOPENED = "not_reopened"  # he acted, and only short all-ins (less than a full raise) came since
    CHECKED = "checked"  # he checked earlier in the round, and the round bars a check-raise


class WagerReading(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """A wager read by the betting structure's arithmetic, before any rulebook says what it is.

    Chips throughout; totals (``*_to``) are the seat's whole wager for the round, counting what he already had in
    front of him.

    :param structure: the round's betting structure.
    :param barred: why he may not bet or raise now, or None when he may.
    :param in_front: chips he had in front of him this round before the wager.
    :param stack: chips behind him before the wager.
    :param facing: chips he had to add to call (0: no bet to him).
    :param call_to: the total of a call (his all in when he holds less).
    :param min_raise_to: the smallest full bet or raise total, or None when he may not bet or raise.
    :param max_to: the largest total he may bet or raise to (his all in, the pot limit, the fixed size), or None.
    :param pot: chips in the pot before his wager, every wager of this round included.
    :param bring_in: the bring-in he owes, or None.
    :param completes: True when a bet now completes the bring-in (only the bring-in stands, or he owes it).
    :param put_forward: the value of every chip he put forward.
    :param chips_to: the total the chips make (``in_front + put_forward``).
    :param chips_kind: what ``chips_to`` is by the arithmetic.
    :param fifty_percent_to: what the 50% standard holds silent chips to: ``min_raise_to`` when they add at least
        half a full raise to the call, else ``call_to`` (equal to ``chips_to`` when that is a call or a full raise).
    :param all_needed: facing a bet, True when taking away any one of the smallest chips would leave less than the
        call (every chip was needed to call).
    :param single_chip: True when he put forward exactly one chip.
    :param string: True when the chips came in more than one motion with a return to his stack in between.
    :param spoke_first: True when his words came before his chips (or there were no chips).
    """

    structure: Structure
    barred: WagerBar | None = None
    in_front: Chips
    stack: Chips
    facing: Chips
    call_to: Chips
    min_raise_to: Chips | None
    max_to: Chips | None
    pot: Chips
    bring_in: Chips | None = None
    completes: bool = False
    put_forward: Chips
    chips_to: Chips
    chips_kind: WagerKind
    fifty_percent_to: Chips
    all_needed: bool
    single_chip: bool
    string: bool
    spoke_first: bool

    @property
    def all_in_to(self) -> int:
        """The total of his all in: everything he had in front and behind."""
        return self.in_front + self.stack

    @property
    def last_chips(self) -> bool:
        """True when the chips he put forward are every chip he had behind."""
        return self.put_forward == self.stack


class WagerSince(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """What happened between a wager the table took unnoticed and the report that it was the wrong size.

    The engine fills it in on a reported :class:`floorcall.model.irregularities.WagerIncorrect`; the rulebook says
    from it whether the correction window is still open.

    :param next_card: a card was dealt after the wager (its street is over); in a draw game a discard counts as
        the next street's first card (the draw has begun).
    :param round_over: the wager's betting round is over (no seat is left to act in it). Over, it can still be
        corrected in a ruling while neither ``next_card`` nor ``showdown_begun`` holds: the engine takes it up again.
    :param substantial_action: substantial action came after the wager: two actions in turn of which one put chips
        in, or three actions in turn (the common count of TDA 2024 rule 36).
    :param seat_folded: the seat that made it has folded (or his hand was killed) since: there is nothing left to
        correct.
    :param showdown_begun: a hand has been shown or mucked since (at the showdown, or an all-in's early show).
    """

    next_card: bool
    round_over: bool
    substantial_action: bool
    seat_folded: bool = False
    showdown_begun: bool = False
