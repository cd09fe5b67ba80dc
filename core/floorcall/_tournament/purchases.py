"""Rebuys and add-ons: what a seated entry may buy beside his entry, when, and what it brings.

The terms are the config's ``[tournament.purchases]`` table (:class:`~.settings.PurchaseTerms`). A rebuy adds
``rebuy-stack`` chips (the starting stack when 0) to a seated entry with ``rebuy-at-or-below`` chips
or fewer (the starting stack when 0), at most ``rebuys`` times an entry, up to the end of level ``rebuy-levels``
(the break after it included). The add-on adds ``add-on-stack`` chips once an entry, whatever his stack, up to the
end of level ``add-on-levels``. Each one's money (``rebuy-buy-in``, ``add-on-buy-in``) goes into the prize pool.
No rule of the TDA 2024 rules or of Robert's Rules numbers these: they are the event's structure, so a purchase
cites nothing. Its chips enter play and are counted with the entries' stacks (:class:`~.record.Bought`).
"""

from __future__ import annotations

from floorcall._tournament.record import Bought, PurchaseKind, RecordEvent
from floorcall._tournament.settings import TournamentSettings

__all__ = ["bought", "purchased_money", "refusal"]


def refusal(
    settings: TournamentSettings,
    record: list[RecordEvent],
    entry: str,
    stack: int | None,
    kind: PurchaseKind,
    level: int,
) -> str | None:
    """Why ``entry`` (with ``stack`` chips, None when not seated) may not buy ``kind`` at ``level``, or None.

    :param record: the tournament's record so far (the entry's earlier purchases are read from it).
    :param level: the level in force, from 1 (during a break, the one before it).
    """
    if stack is None:
        return f"{entry} is not seated"
    before = sum(1 for e in record if isinstance(e, Bought) and e.entry == entry and e.kind == kind)
    if kind == "rebuy":
        most, last = settings.purchases.rebuys, settings.purchases.rebuy_levels
        below = settings.purchases.rebuy_at_or_below or settings.starting_stack
        if most and stack > below:
            return f"{entry} has {stack} chips; a rebuy is sold at {below} chips or fewer"
    else:
        most, last = (1 if settings.purchases.add_on_stack else 0), settings.purchases.add_on_levels
    if not most:
        return f"this event sells no {kind}"
    if before >= most:
        return f"{entry} has bought the {most} {kind} the event sells an entry"
    if level > last:
        return f"the {kind} was sold up to the end of level {last}; the clock is at level {level}"
    return None


def bought(settings: TournamentSettings, entry: str, kind: PurchaseKind, level: int) -> Bought:
    """The record of ``entry`` buying ``kind`` at ``level``: its chips and money from the settings."""
    if kind == "rebuy":
        chips, money = settings.purchases.rebuy_stack or settings.starting_stack, settings.purchases.rebuy_buy_in
    else:
        chips, money = settings.purchases.add_on_stack, settings.purchases.add_on_buy_in
    return Bought(entry=entry, kind=kind, chips=chips, money=money, level=level)


def purchased_money(record: list[RecordEvent]) -> int:
    """The money the rebuys and add-ons in ``record`` put into the prize pool."""
    return sum(e.money for e in record if isinstance(e, Bought))
