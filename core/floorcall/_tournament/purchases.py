"""Rebuys and add-ons: what an entry may buy beside his entry, when, and what it brings.

The terms are the config's ``[tournament.purchases]`` table (:class:`~.settings.PurchaseTerms`). A rebuy adds
``rebuy-stack`` chips (the starting stack when 0) to a seated entry with ``rebuy-at-or-below`` chips or fewer (the
starting stack when 0), at most ``rebuys`` times an entry, up to the end of level ``rebuy-levels`` (the break after it
included). An entry who loses his last chip while rebuys are sold may rebuy before he is placed (before the round
closes): he sits again at the seat he busted from, if it is still open, with the rebuy's chips (no chips are at or
below any threshold). The add-on adds ``add-on-stack`` chips once an entry, whatever his stack, up to the end of
level ``add-on-levels``. Each one's money (``rebuy-buy-in``, ``add-on-buy-in``) goes into the prize pool. No rule of
the TDA 2024 rules or of Robert's Rules numbers these: they are the event's structure, so a purchase cites nothing.
Its chips enter play and are counted with the entries' stacks (:class:`~.record.Bought`).
"""

from __future__ import annotations

from floorcall._tournament import refusals
from floorcall._tournament.record import Bought, PurchaseKind, RecordEvent
from floorcall._tournament.settings import TournamentSettings
from floorcall.model.messages import Message

__all__ = ["bought", "purchased_money", "refusal"]


def refusal(
    settings: TournamentSettings,
    record: list[RecordEvent],
    entry: str,
    stack: int | None,
    kind: PurchaseKind,
    level: int,
) -> Message | None:
    """Why ``entry`` (with ``stack`` chips, None when not seated) may not buy ``kind`` at ``level``, or None.

    :param record: the tournament's record so far (the entry's earlier purchases are read from it).
    :param level: the level in force, from 1 (during a break, the one before it).
    """
    if stack is None:
        return refusals.not_seated(entry)
    before = sum(1 for e in record if isinstance(e, Bought) and e.entry == entry and e.kind == kind)
    if kind == "rebuy":
        most, last = settings.purchases.rebuys, settings.purchases.rebuy_levels
        below = settings.purchases.rebuy_at_or_below or settings.starting_stack
        if most and stack > below:
            return refusals.rebuy_stack_too_big(entry, stack, below)
    else:
        most, last = (1 if settings.purchases.add_on_stack else 0), settings.purchases.add_on_levels
    if not most:
        return refusals.not_sold(kind)
    if before >= most:
        return refusals.bought_all(entry, kind, most)
    if level > last:
        return refusals.purchase_closed(kind, last, level)
    return None


def bought(
    settings: TournamentSettings, entry: str, kind: PurchaseKind, level: int, back: tuple[int, int] | None = None
) -> Bought:
    """The record of ``entry`` buying ``kind`` at ``level``: its chips and money from the settings.

    :param back: the (table, seat) a busted entry's rebuy seats him at again, or None.
    """
    if kind == "rebuy":
        chips, money = settings.purchases.rebuy_stack or settings.starting_stack, settings.purchases.rebuy_buy_in
    else:
        chips, money = settings.purchases.add_on_stack, settings.purchases.add_on_buy_in
    table, seat = back if back is not None else (None, None)
    return Bought(entry=entry, kind=kind, chips=chips, money=money, level=level, table=table, seat=seat)


def purchased_money(record: list[RecordEvent]) -> int:
    """The money the rebuys and add-ons in ``record`` put into the prize pool."""
    return sum(e.money for e in record if isinstance(e, Bought))
