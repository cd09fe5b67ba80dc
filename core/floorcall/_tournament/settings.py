"""What a tournament is set up with: its tables and seats, stacks and money, and the event's fixed procedures."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from floorcall._tournament.balancing import MoveFrom
from floorcall._tournament.clock import Segment
from floorcall.errors import InvalidValueError, invalid

__all__ = ["PurchaseTerms", "TournamentSettings", "payouts_over_the_pool"]


class PurchaseTerms(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, rename="kebab"):
    """The rebuys and the add-on an event sells (also the config's ``[tournament.purchases]`` table, kebab-case keys).

    :param rebuys: the most rebuys one entry may buy (0: none are sold).
    :param rebuy_stack: the chips of a rebuy (0: the starting stack).
    :param rebuy_at_or_below: a rebuy is sold to an entry with this many chips or fewer (0: the starting stack).
    :param rebuy_levels: rebuys are sold up to the end of this level, through the break after it (1-based).
    :param rebuy_buy_in: a rebuy's money into the prize pool (money units).
    :param add_on_stack: the chips of the add-on, one an entry (0: no add-on is sold).
    :param add_on_levels: the add-on is sold up to the end of this level, through the break after it (1-based).
    :param add_on_buy_in: the add-on's money into the prize pool (money units).
    """

    rebuys: Annotated[int, Meta(ge=0)] = 0
    rebuy_stack: Annotated[int, Meta(ge=0)] = 0
    rebuy_at_or_below: Annotated[int, Meta(ge=0)] = 0
    rebuy_levels: Annotated[int, Meta(ge=0)] = 0
    rebuy_buy_in: Annotated[int, Meta(ge=0)] = 0
    add_on_stack: Annotated[int, Meta(ge=0)] = 0
    add_on_levels: Annotated[int, Meta(ge=0)] = 0
    add_on_buy_in: Annotated[int, Meta(ge=0)] = 0


class TournamentSettings(msgspec.Struct, frozen=True, kw_only=True):
    """A tournament's setup.

    :param name: the event's name.
    :param tables: the tables open at the start.
    :param seats: the seats at each table.
    :param starting_stack: the chips of every entry (chips).
    :param family: the game family played (``flop``, ``draw``, ``stud``), or ``mixed``.
    :param schedule: the levels and breaks, in order.
    :param buy_in: each entry's contribution to the prize pool (money units).
    :param fee: each entry's fee to the house (money units).
    :param payouts: the prize pool's percentage for each paid place, first place first.
    :param rounding: prizes are whole multiples of this (money units).
    :param move_from: among the fullest tables, the one a balancing move takes a player from.
    :param break_order: which table breaks first: the highest-numbered or the lowest-numbered.
    :param hand_for_hand_at: hand-for-hand play begins with this many players left (0: never).
    :param halt_waived: the director waives halting short tables (TDA 2024 rule 11-D lets him): a table far short of
        the fullest one deals on until the next balancing point.
    :param chip_set: the denominations in play at the start, smallest first (chips).
    :param purchases: the rebuys and the add-on the event sells.
    """

    name: str
    tables: Annotated[int, Meta(ge=1)]
    seats: Annotated[int, Meta(ge=2, le=10)]
    starting_stack: Annotated[int, Meta(gt=0)]
    family: str
    schedule: tuple[Segment, ...]
    buy_in: Annotated[int, Meta(ge=0)] = 0
    fee: Annotated[int, Meta(ge=0)] = 0
    payouts: tuple[float, ...] = (100.0,)
    rounding: Annotated[int, Meta(ge=1)] = 1
    move_from: MoveFrom = "highest"
    break_order: Literal["highest", "lowest"] = "highest"
    hand_for_hand_at: Annotated[int, Meta(ge=0)] = 0
    halt_waived: bool = False
    chip_set: tuple[int, ...] = ()
    purchases: PurchaseTerms = PurchaseTerms()

    def __post_init__(self) -> None:
        """Check the payouts add up to 100 percent at most."""
        if any(p < 0 for p in self.payouts) or sum(self.payouts) > 100.0 + 1e-9:
            raise payouts_over_the_pool(self.payouts)

    def chip_after(self, removed: int) -> int:
        """The smallest chip left once ``removed`` leaves play.

        :raises ValueError: ``removed`` is not a chip of the set, or the largest one.
        """
        larger = [c for c in self.chip_set if c > removed]
        if removed not in self.chip_set or not larger:
            raise ValueError(f"a colour-up removes {removed} chips, which is not a chip of {list(self.chip_set)}")
        return larger[0]


def payouts_over_the_pool(payouts: tuple[float, ...]) -> InvalidValueError:
    """The error for a payout table that pays out more than the prize pool (its percentages' sum past 100)."""
    return invalid(
        "mtt.config.payouts_over_pool",
        "the payouts add up to {percent} percent, more than the prize pool",
        percent=f"{sum(payouts):g}",
    )
