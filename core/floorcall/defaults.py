"""The core's own answers, asked last: what floorcall does where no game, rulebook or house says otherwise."""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall import hookimpl
from floorcall.substantial import substantial_action

if TYPE_CHECKING:
    from floorcall.view import HandView


@hookimpl(trylast=True)
def floorcall_count_substantial_action(hand: HandView) -> bool:
    """Two actions in turn of which one put chips in, or any three actions in turn; forced bets do not count."""
    return substantial_action(hand.actions_in_turn)
