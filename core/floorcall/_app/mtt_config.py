"""The ``[tournament]`` table of a config, and the breaks among its ``[[levels]]``: a multi-table event.

With a ``[tournament]`` table, ``floorcall run`` plays a whole multi-table tournament instead of single-table
sessions. A ``[[levels]]`` entry with ``break = true`` is a break (its ``minutes``, and the chip it colours up, if
any), placed between the levels around it.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from floorcall._tournament.settings import PurchaseTerms, payouts_over_the_pool
from floorcall.errors import invalid

__all__ = ["BreakConfig", "MttConfig"]


class _Table(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, rename="kebab"):
    """A config table: frozen, keyword-only, kebab-case keys, unknown keys rejected."""


class MttConfig(_Table, frozen=True, kw_only=True):
    """The ``[tournament]`` table.

    :param players: the players registered for the opening draw.
    :param re_entries: the most times one player may re-enter.
    :param re_entry_chance: in simulation, the chance a player who busts re-enters while he may (0 to 1).
    :param late_registration_levels: re-entries are sold up to the end of this level (1-based; 0: none).
    :param buy_in: each entry's part of the prize pool (money units).
    :param fee: each entry's fee to the house (money units).
    :param rounding: prizes are whole multiples of this (money units).
    :param payouts: the prize pool's percentage per paid place, first place first.
    :param chip_set: the chip denominations in play at the start, smallest first.
    :param move_from: among the fullest tables, the one a balancing move takes a player from (``highest`` or
        ``lowest`` number).
    :param break_order: which table breaks first (``highest`` or ``lowest`` number).
    :param hand_for_hand_at: hand-for-hand play from this many players left (0: never).
    :param halt_waived: the director waives halting a table three or more players short of the fullest (TDA 2024
        rule 11-D lets him): it deals on until the next balancing point.
    :param purchases: the ``[tournament.purchases]`` table: the rebuys and the add-on sold.
    :param rebuy_chance: in simulation, the chance an entry who busts while he may rebuy does (0 to 1).
    :param add_on_chance: in simulation, the chance a seated entry takes the add-on, offered once an entry in the
        add-on's last level (0 to 1).
    :param penalty_chance: in simulation, the chance, each round, that the floor gives one seated entry (drawn at
        random) a missed-rounds penalty (0 to 1; 0, the default: no penalty is given, and nothing is drawn for one).
    :param penalty_rounds: the rounds a simulated penalty makes him miss: he misses one hand for each player at his
        table when it is given, times this (the counting of TDA 2024 rule 71-A).
    """

    players: Annotated[int, Meta(ge=2, le=100_000)]
    re_entries: Annotated[int, Meta(ge=0)] = 0
    re_entry_chance: Annotated[float, Meta(ge=0, le=1)] = 0.5
    late_registration_levels: Annotated[int, Meta(ge=0)] = 0
    buy_in: Annotated[int, Meta(ge=0)] = 0
    fee: Annotated[int, Meta(ge=0)] = 0
    rounding: Annotated[int, Meta(ge=1)] = 1
    payouts: tuple[Annotated[float, Meta(ge=0)], ...] = (100.0,)
    chip_set: tuple[Annotated[int, Meta(gt=0)], ...] = ()
    move_from: Literal["highest", "lowest"] = "highest"
    break_order: Literal["highest", "lowest"] = "highest"
    hand_for_hand_at: Annotated[int, Meta(ge=0)] = 0
    halt_waived: bool = False
    purchases: PurchaseTerms = PurchaseTerms()
    rebuy_chance: Annotated[float, Meta(ge=0, le=1)] = 0.5
    add_on_chance: Annotated[float, Meta(ge=0, le=1)] = 0.5
    penalty_chance: Annotated[float, Meta(ge=0, le=1)] = 0.0
    penalty_rounds: Annotated[int, Meta(ge=1, le=10)] = 1

    def __post_init__(self) -> None:
        """Check the payouts and the chip set."""
        if sum(self.payouts) > 100.0 + 1e-9:
            raise payouts_over_the_pool(self.payouts)
        if list(self.chip_set) != sorted(set(self.chip_set)):
            raise invalid("mtt.config.chip_set_order", "the chip set lists each denomination once, smallest first")


class BreakConfig(_Table, frozen=True, kw_only=True):
    """A ``[[levels]]`` entry that is a break.

    :param minutes: how long the break lasts.
    :param colour_up: the denomination raced off at the break (one of ``[tournament] chip-set``, not the largest).
    """

    break_: bool = msgspec.field(name="break")
    minutes: Annotated[float, Meta(gt=0)]
    colour_up: Annotated[int, Meta(gt=0)] | None = None
