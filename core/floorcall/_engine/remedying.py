"""How the engine carries out rulings: a ruling's remedies one by one, then what its kind does to the hand.

Each remedy has one handler, registered here from the modules that carry them out (cards and seats, deal repairs,
draws, redress, the table). A handler changes the hand through its parts' methods and never moves the stage on
itself: the ruling does that once every remedy is carried out (:mod:`floorcall._engine.rulings`). Everything here
runs inside :meth:`Hand.apply`'s all-or-nothing envelope: a remedy that cannot apply raises
:class:`~floorcall.errors.InvalidEventError` and the hand is put back as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from floorcall._engine.card_remedies import CARD_HANDLERS
from floorcall._engine.draw_repairs import DRAW_HANDLERS
from floorcall._engine.redress import REDRESS_HANDLERS
from floorcall._engine.repairs import REPAIR_HANDLERS
from floorcall._engine.settlement import finish, return_all_chips
from floorcall._engine.table_repairs import TABLE_HANDLERS
from floorcall.errors import refused
from floorcall.model.expectations import HandOutcome
from floorcall.model.remedies import SetAsidePrematureCard
from floorcall.model.rulings import RulingKind

if TYPE_CHECKING:
    from floorcall._engine.handstate import HandState as Hand
    from floorcall.model.irregularities import AnyIrregularity
    from floorcall.model.remedies import AnyRemedy
    from floorcall.model.rulings import Option, Ruling

__all__ = ["apply_option", "apply_remedy", "apply_ruling", "run_deferred"]


def apply_ruling(hand: Hand, ruling: Ruling, irregularity: AnyIrregularity) -> None:
    """Carry out a ruling: its remedies, then what its kind does to the hand (a pending kind makes it wait)."""
    if ruling.kind in (RulingKind.PLAYER_OPTION, RulingKind.FLOOR_DECISION):
        _carry_out(hand, RulingKind.CONTINUE, ruling.remedies, irregularity)
        hand.desk.wait(ruling, irregularity, hand.stage.phase)
        hand.stage.wait()
    elif ruling.kind is not RulingKind.REFUSED:
        _carry_out(hand, ruling.kind, ruling.remedies, irregularity)


def apply_option(hand: Hand, option: Option, irregularity: AnyIrregularity) -> None:
    """Carry out the chosen option of a pending decision on the irregularity that caused it."""
    _carry_out(hand, option.kind, option.remedies, irregularity)


def _carry_out(hand: Hand, kind: RulingKind, remedies: tuple[AnyRemedy, ...], irregularity: AnyIrregularity) -> None:
    for index, remedy in enumerate(remedies):
        apply_remedy(hand, remedy, irregularity)
        if isinstance(remedy, SetAsidePrematureCard):
            # The card sits out the next street; what the ruling orders after it waits for the street after that.
            hand.cursor.defer(hand.stage.street_index + 2, remedies[index + 1 :], irregularity)
            break
    if hand.outcome is not None and hand.outcome is not HandOutcome.COMPLETE:
        return
    if kind is RulingKind.VOID:
        return_all_chips(hand)
        finish(hand, HandOutcome.VOID)
    elif kind is RulingKind.MISDEAL:
        return_all_chips(hand)
        finish(hand, HandOutcome.MISDEAL)


def run_deferred(hand: Hand) -> None:
    """Carry out the remedies a ruling left for the street now beginning (called once its plan is set).

    :raises InvalidEventError: a deferred remedy cannot apply to the hand as it stands.
    """
    for _, remedies, irregularity in hand.cursor.take_deferred(hand.stage.street_index):
        for remedy in remedies:
            apply_remedy(hand, remedy, irregularity)


def apply_remedy(hand: Hand, remedy: AnyRemedy, irregularity: AnyIrregularity) -> None:
    """Carry out one remedy.

    :raises InvalidEventError: the remedy names a seat not in the hand or a card that is not where it must be.
    """
    handler = _HANDLERS.get(type(remedy))
    if handler is None:
        raise refused(
            "engine.remedying.engine_apply_remedy",
            "the engine cannot apply the remedy {name}",
            name=type(remedy).__name__,
        )
    handler(hand, remedy, irregularity)


_HANDLERS: dict[type, Callable[[Hand, object, AnyIrregularity], None]] = {
    **CARD_HANDLERS,
    **REPAIR_HANDLERS,
    **DRAW_HANDLERS,
    **REDRESS_HANDLERS,
    **TABLE_HANDLERS,
}
