"""Where the button and the blinds go from one hand to the next: a dead button or a moving button.

The house chooses the method with the option ``button-mode`` (the rulebooks give its default):

- ``dead``: the big blind moves on by exactly one player each hand, to the next occupied seat after the seat that
  posted it last, so nobody skips or repeats the big blind when a seat is vacated. The small blind is the occupied
  seat before the big blind, and the button the seat before that position: the seat clockwise nearest the last
  button, which may be empty (a dead button, TDA 2024 rule 32), or the last button itself, which then stays put (when
  the last big blind left, the last small blind posts the small blind again).
- ``moving``: the button always goes to the next player who played the last hand and is still seated, and the
  blinds follow it; a player who sits down in between posts nothing until the blinds reach him (Robert's Rules).

Heads-up, with either method, the button posts the small blind (TDA 2024 rule 34-B), and the player who posted the
big blind last hand never posts it again: on the hand a table goes heads-up the button is placed so that the other
player takes the big blind.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from floorcall._mechanics.seats import clockwise
from floorcall.model.procedure import OptionSpec
from floorcall.model.types import MAX_SEATS

__all__ = ["BUTTON_MODE", "BUTTON_MODES", "next_button"]

BUTTON_MODES: Final = ("dead", "moving")
BUTTON_MODE: Final = OptionSpec(
    name="button-mode",
    default="dead",
    choices=BUTTON_MODES,
    description=(
        "How the button and the blinds move on between hands when a seat is vacated or taken. 'dead': the big blind "
        "moves on one player every hand and the button may sit in front of an empty seat or stay where it was "
        "(tournaments, TDA 2024 rule 32). 'moving': the button always moves to the next player of the last hand and "
        "the blinds follow it (a house choice in Robert's Rules)."
    ),
)


def next_button(mode: str, seats: Sequence[int], button: int, big_blind: int | None, dealt: Sequence[int]) -> int:
    """Place the button for the next hand of a button game.

    :param mode: ``"dead"`` or ``"moving"`` (the ``button-mode`` option).
    :param seats: the seats dealt in next hand (at least two).
    :param button: the last hand's button seat (it may be an empty seat).
    :param big_blind: the seat that posted the big blind last hand, or None when not known (the button then moves as
        a moving button).
    :param dealt: the seats dealt in last hand.
    :returns: the next hand's button seat, 1..10, possibly empty; the blinds are the seats after it, clockwise
        (heads-up the button posts the small blind).
    :raises ValueError: fewer than two seats, or an unknown mode.
    """
    if len(seats) < 2:
        raise ValueError(f"a hand needs at least two seats, not {list(seats)}")
    if mode not in BUTTON_MODES:
        raise ValueError(f"button mode {mode!r} is not one of {', '.join(BUTTON_MODES)}")
    if len(seats) == 2 and big_blind is not None:
        big = clockwise(list(seats), big_blind)[0]
        return next(seat for seat in seats if seat != big)
    if mode == "moving" or big_blind is None:
        stayed = [seat for seat in seats if seat in dealt] or list(seats)
        return clockwise(stayed, button)[0]
    order = clockwise(list(seats), clockwise(list(seats), big_blind)[0])  # ends with the new big blind
    small, before_small = order[-2], order[-3]
    candidates = []
    position = before_small
    while position != small:  # the positions from the seat before the small blind up to the small blind
        candidates.append(position)
        position = position % MAX_SEATS + 1
    return clockwise(candidates, button)[0]
