"""The chip race of a colour-up: each stack's part below the new smallest chip is raced off at the table.

Every player keeps the part of his stack that the chips left in play make up. The parts below the smallest chip left
(the remainders) are pooled; the new chips they make are won by the best cards, each player dealt one card per
removed chip he holds (at least one), dealt from ``start_seat`` clockwise, every card of one player before the next.
Cards rank by rank, then by suit (clubs, diamonds, hearts, spades). What the race takes off the table and does not
give back (or gives beyond what it took) is the race's remainder, kept in the record.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from floorcall._mechanics.seats import clockwise
from floorcall._tournament.record import Raced
from floorcall._tournament.seating import TableSeats
from floorcall.model.tournament import ColourUpRuling

__all__ = ["RaceResult", "chip_race", "race_tables"]


@dataclass(frozen=True)
class RaceResult:
    """A race's outcome at one table.

    :param after: each seat's chips after the race.
    :param won: the seats that won a new chip (or were given one so as not to be raced out), with the count.
    :param remainder: chips the race took out of play (negative when it put more in than it took).
    """

    after: dict[int, int]
    won: dict[int, int]
    remainder: int


def chip_race(
    stacks: Mapping[int, int], removed: int, smallest: int, ruling: ColourUpRuling, rng: random.Random
) -> RaceResult:
    """Race off each stack's remainder below ``smallest`` (chips) as ``ruling`` says.

    :param stacks: chips by seat (every player at the table).
    :param removed: the denomination leaving play; each ``removed`` of a remainder is one card in the race.
    :param smallest: the smallest denomination left in play.
    :raises ValueError: ``smallest`` is not larger than ``removed``.
    """
    if smallest <= removed:
        raise ValueError(f"the colour-up removes {removed} chips but keeps {smallest} as the smallest")
    parts = {seat: chips % smallest for seat, chips in stacks.items()}
    racers = [s for s in clockwise(stacks, ruling.start_seat - 1) if parts[s] > 0]
    best = _best_cards(racers, parts, removed, rng)
    order = sorted(racers, key=lambda s: -best[s])
    won = _winners(order, parts, smallest, ruling)
    if ruling.nobody_raced_out:
        for seat in racers:
            if stacks[seat] - parts[seat] == 0 and not won.get(seat):
                won[seat] = 1
    after = {seat: chips - parts[seat] + smallest * won.get(seat, 0) for seat, chips in stacks.items()}
    return RaceResult(after=after, won=won, remainder=sum(stacks.values()) - sum(after.values()))


def _best_cards(racers: list[int], parts: Mapping[int, int], removed: int, rng: random.Random) -> dict[int, int]:
    deck = list(range(52))  # rank * 4 + suit: the larger, the better card
    rng.shuffle(deck)
    best: dict[int, int] = {}
    for seat in racers:
        count = max(1, parts[seat] // removed)
        dealt, deck = deck[:count], deck[count:] or list(range(52))
        best[seat] = max(dealt)
    return best


def _winners(order: list[int], parts: Mapping[int, int], smallest: int, ruling: ColourUpRuling) -> dict[int, int]:
    total = sum(parts[s] for s in order)
    whole, odd = divmod(total, smallest)
    capacity = len(order) * ruling.most_per_player
    won: dict[int, int] = {}
    if ruling.odd_part == "table-half":
        count = min(whole + (1 if odd and 2 * odd >= smallest else 0), capacity)
        _deal_chips(order, count, ruling.most_per_player, won)
        return won
    _deal_chips(order, min(whole, capacity), ruling.most_per_player, won)
    if odd:  # one more chip to the best card left whose own remainder is half a chip or more
        left = [s for s in order if won.get(s, 0) < ruling.most_per_player and 2 * parts[s] >= smallest]
        if left:
            won[left[0]] = won.get(left[0], 0) + 1
    return won


def _deal_chips(order: list[int], count: int, most: int, won: dict[int, int]) -> None:
    """Give ``count`` chips down ``order``, one a player a pass, no player more than ``most``."""
    given = 0
    for _ in range(most):
        for seat in order:
            if given == count:
                return
            won[seat] = won.get(seat, 0) + 1
            given += 1


def race_tables(
    tables: Mapping[int, TableSeats],
    stacks: Mapping[str, int],
    removed: int,
    smallest: int,
    ruling: ColourUpRuling,
    rng: random.Random,
) -> list[Raced]:
    """The chip race at every table with players, in table order (``tables`` and ``stacks`` are only read).

    :param stacks: each entry's chips.
    :returns: one :class:`~floorcall._tournament.record.Raced` a table, its ``after`` the chips by seat.
    """
    events = []
    for number, table in sorted(tables.items()):
        before = {s: stacks[e] for s, e in table.players.items()}
        if not before:
            continue
        result = chip_race(before, removed, smallest, ruling, rng)
        events.append(
            Raced(
                table=number,
                removed=removed,
                smallest=smallest,
                before=before,
                after=result.after,
                remainder=result.remainder,
                citations=ruling.citations,
            )
        )
    return events
