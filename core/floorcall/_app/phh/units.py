"""The chip unit of a hand history: the smallest amount its inputs can move, so the engine plays in whole chips.

The engine counts whole chips. A hand written in decimals (the online hands' dollars and cents, ``0.50``) is played
in units of its finest input digit: the unit is ``10 ** -d`` where ``d`` is the most decimal places, trailing zeros
aside, of any input amount (the antes, blinds or straddles, bring-in, bet sizes, starting stacks and bet amounts).
The results (``finishing_stacks``, ``winnings``) never set the unit: they are what the hand is checked against, so a
result that is finer than the inputs (a half chip of a split pot, as the Pluribus logs write ``10112.5``) differs
from what the rulebook awards at that unit and is reported as a mismatch, not read as a finer unit.
"""

from __future__ import annotations

from decimal import ROUND_FLOOR, Decimal
from typing import Final

import msgspec

from floorcall._app.phh.actions import AnyPhhAction, CompleteBetOrRaiseTo
from floorcall._app.phh.model import HandHistory

__all__ = ["WHOLE", "RakeModel", "chip_unit", "to_amount", "whole_chips"]

#: The unit of a hand of whole chips.
WHOLE: Final = Decimal(1)
_INPUT_FIELDS: Final = ("bring_in", "small_bet", "big_bet", "min_bet")
_INPUT_ARRAYS: Final = ("antes", "blinds_or_straddles", "starting_stacks")


def _places(value: Decimal) -> int:
    exponent = value.normalize().as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def _input_decimals(history: HandHistory) -> list[Decimal]:
    """Every input amount written as a decimal, in no particular order (empty for a hand of integers)."""
    found: list[Decimal] = []
    for name in _INPUT_FIELDS:
        value = getattr(history, name)
        if type(value) is Decimal:
            found.append(value)
    for name in _INPUT_ARRAYS:
        values = getattr(history, name) or ()
        if Decimal in set(map(type, values)):
            found.extend(v for v in values if type(v) is Decimal)
    if CompleteBetOrRaiseTo in set(map(type, history.actions)):
        found.extend(a.amount for a in history.actions if type(a) is CompleteBetOrRaiseTo and type(a.amount) is Decimal)
    return found


def chip_unit(history: HandHistory) -> Decimal:
    """The chip unit of a hand: :data:`WHOLE` when no input amount has a fraction, else ``10 ** -places``.

    :param history: the hand as read.
    :returns: the unit, a power of ten (``Decimal("0.01")`` for a hand in cents).
    """
    places = max(map(_places, _input_decimals(history)), default=0)
    return WHOLE if places == 0 else Decimal(1).scaleb(-places)


def whole_chips(history: HandHistory) -> tuple[HandHistory, Decimal]:
    """The hand in whole units of its :func:`chip_unit`, and that unit.

    :param history: the hand as read.
    :returns: ``(history, WHOLE)`` itself for a hand of integers; else a copy whose input amounts are integers
        (``0.50`` at a unit of ``0.01`` is 50) and whose ``finishing_stacks``, ``winnings`` and ``rake`` are None
        (compare them with :func:`to_amount` of the engine's results), and the unit.
    """
    decimals = _input_decimals(history)
    if not decimals:
        return history, WHOLE
    places = max(map(_places, decimals))
    unit = WHOLE if places == 0 else Decimal(1).scaleb(-places)
    changes: dict[str, object] = {"finishing_stacks": None, "winnings": None, "rake": None}
    for name in _INPUT_FIELDS:
        value = getattr(history, name)
        if value is not None:
            changes[name] = _whole(value, unit)
    for name in _INPUT_ARRAYS:
        values = getattr(history, name)
        if values is not None:
            changes[name] = tuple(None if v is None else _whole(v, unit) for v in values)
    changes["actions"] = tuple(_action_in_units(action, unit) for action in history.actions)
    return msgspec.structs.replace(history, **changes), unit


def _whole(value: int | Decimal, unit: Decimal) -> int:
    return int(Decimal(value) / unit)


def _action_in_units(action: AnyPhhAction, unit: Decimal) -> AnyPhhAction:
    if type(action) is CompleteBetOrRaiseTo:
        return msgspec.structs.replace(action, amount=_whole(action.amount, unit))
    return action


def to_amount(chips: int, unit: Decimal) -> int | Decimal:
    """An engine amount in the file's terms: ``chips`` itself at :data:`WHOLE`, else ``chips * unit`` as a decimal."""
    return chips if unit == WHOLE else chips * unit


class RakeModel(msgspec.Struct, frozen=True, kw_only=True):
    """A house rake: a share of each hand's pots, rounded down to the chip unit, up to a cap.

    :param percent: the share taken, in percent of the pots awarded (``5`` for five percent).
    :param cap: the most taken from one hand, in the file's amounts; None for no cap.
    """

    percent: Decimal
    cap: Decimal | None = None

    def take(self, pots: Decimal, unit: Decimal) -> Decimal:
        """The rake on ``pots`` (the file's amounts) at chip unit ``unit``."""
        rake = (pots * self.percent / 100 / unit).to_integral_value(rounding=ROUND_FLOOR) * unit
        return rake if self.cap is None else min(rake, self.cap)
