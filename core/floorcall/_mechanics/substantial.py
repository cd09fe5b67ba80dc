"""The substantial-action counter: whether enough has happened in a hand that it can no longer be misdealt.

The counter is parameterised so that rulebooks and houses can redefine it; the parameters' defaults give the
common tournament test (two actions in turn of which at least one put chips in, or any three actions in turn;
posted blinds and antes are not actions).
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from floorcall.model.types import SeatNumber

__all__ = ["ActionInTurn", "substantial_action"]


# gc=False: frozen, holding only immutable values, so never part of a reference cycle; a hand makes thousands,
# and untracked structs keep the garbage collector's passes short.
class ActionInTurn(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """One voluntary action taken in turn, as the counter sees it.

    :param seat: who acted.
    :param chips: whether the action put chips in (bet, raise, call, completion, bring-in).
    :param forced: whether it was a forced bet (the stud bring-in), which counts only when the counter says so.
    :param fold: whether it was a fold.
    """

    seat: SeatNumber
    chips: bool
    forced: bool = False
    fold: bool = False


def substantial_action(
    actions: Sequence[ActionInTurn],
    *,
    with_chips: int = 2,
    any_actions: int = 3,
    count_forced: bool = False,
    folds_count: bool = True,
) -> bool:
    """Decide whether substantial action has occurred.

    :param actions: the voluntary actions taken in turn so far this hand, in order.
    :param with_chips: this many actions of which at least one put chips in are enough.
    :param any_actions: this many actions of any kind are enough.
    :param count_forced: whether a forced bet taken as an action (the bring-in) counts.
    :param folds_count: whether folds count as actions.
    :returns: True once either threshold is reached.
    """
    counted = [a for a in actions if (count_forced or not a.forced) and (folds_count or not a.fold)]
    if len(counted) >= any_actions:
        return True
    return len(counted) >= with_chips and any(a.chips for a in counted)
