"""The core's own answers, asked last: what floorcall does where no game, rulebook or house says otherwise."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from floorcall._mechanics.betting_options import BETTING_OPTIONS
from floorcall._mechanics.substantial import substantial_action
from floorcall.hookspecs import hookimpl
from floorcall.model.procedure import OptionSpec
from floorcall.procedure.button import BUTTON_MODE

if TYPE_CHECKING:
    from floorcall.view import HandView


@hookimpl(trylast=True)
def floorcall_count_substantial_action(hand: HandView) -> bool:
    """Two actions in turn of which one put chips in, or any three actions in turn; forced bets do not count."""
    return substantial_action(hand.actions_in_turn)


#: Whether a player away from his seat for a misdealt deal may play the redeal (``may-play``) or has his redealt
#: hand killed (``killed``); read by :meth:`floorcall._engine.hand.Hand.redeal`.
REDEAL_ABSENT = OptionSpec(
    name="redeal-absent",
    default="may-play",
    choices=("may-play", "killed"),
    description="A player away for a misdealt deal may play the redeal if back (may-play), or his hand is killed.",
)


@hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the options the core owns: the redeal's absent players, the button's method and the betting options."""
    register(REDEAL_ABSENT)
    register(BUTTON_MODE)
    for spec in BETTING_OPTIONS:
        register(spec)
