"""Places and prizes: the order players are knocked out in, ties among them, and the payout of each place.

Players out together form a group. The rulebook's :class:`~floorcall.model.tournament.HandForHandRuling` says how
a group is ordered: at one table by the chips each had when the hand began (more chips, better place), and in
hand-for-hand play, across tables, as a tie that shares its places. Outside hand-for-hand the tables of a simulated
round deal their hands at once, so the round's players out are ordered by their starting chips as if at one table
(equal chips tie): floorcall's convention for a round, not a rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from floorcall._tournament.settings import TournamentSettings
from floorcall.model.tournament import HandForHandRuling

__all__ = ["order_round", "payouts", "places", "prize_table", "standings"]


def order_round(
    busts: Mapping[int, Sequence[tuple[str, int]]], ruling: HandForHandRuling, hand_for_hand: bool
) -> list[list[str]]:
    """The groups of one round's players out, worst place first; the members of a group share their places.

    :param busts: by table, each player out and the chips he started the hand with.
    """
    everyone = [bust for table in sorted(busts) for bust in busts[table]]
    if not everyone:
        return []
    if hand_for_hand and ruling.tables_tie and len([t for t in busts if busts[t]]) > 1:
        return [[entry for entry, _ in everyone]]
    if not ruling.by_starting_stack:
        return [[entry for entry, _ in everyone]]
    groups: dict[int, list[str]] = {}
    for entry, chips in everyone:
        groups.setdefault(chips, []).append(entry)
    return [groups[chips] for chips in sorted(groups)]


def places(groups: Sequence[Sequence[str]], field: int, alive: Sequence[str] = ()) -> dict[str, int]:
    """Each player's place, from the groups in the order they went out (and the winner, when one is left).

    :param groups: the groups of players out, in order (first out first).
    :param field: the players who entered (each counted once, re-entries aside).
    :param alive: the players still in; with one left he is placed first.
    :raises ValueError: more players out than the field.
    """
    out = sum(len(g) for g in groups)
    if out > field:
        raise ValueError(f"{out} players out of a field of {field}")
    placed: dict[str, int] = {}
    before = 0
    for group in groups:
        for entry in group:
            placed[entry] = field - before - len(group) + 1
        before += len(group)
    if len(alive) == 1:
        placed[alive[0]] = 1
    return placed


def prize_table(pool: int, percents: Sequence[float], rounding: int) -> list[int]:
    """The prize of each paid place: its share of ``pool`` rounded down to ``rounding``.

    What rounding leaves goes to first place, so the prizes add up to the pool.
    """
    prizes = [int(pool * pct / 100) // rounding * rounding for pct in percents]
    if prizes:
        prizes[0] += pool - sum(prizes)
    return prizes


def payouts(placed: Mapping[str, int], prizes: Sequence[int], rounding: int) -> dict[str, int]:
    """Each paid player's prize.

    Players tied share the prizes of the places they occupy (rounded down to ``rounding``, what is left to the first
    of them listed).
    """
    by_place: dict[int, list[str]] = {}
    for entry, place in placed.items():
        by_place.setdefault(place, []).append(entry)
    paid: dict[str, int] = {}
    for place, tied in sorted(by_place.items()):
        share = sum(prizes[p - 1] for p in range(place, place + len(tied)) if p <= len(prizes))
        if not share:
            continue
        each = share // len(tied) // rounding * rounding
        for entry in tied:
            paid[entry] = each
        paid[tied[0]] += share - each * len(tied)
    return paid


def standings(
    groups: Sequence[Sequence[str]], field: int, winner: str, pool: int, settings: TournamentSettings
) -> list[tuple[str, int, int]]:
    """Every player's (name, place, prize), best place first (players tied in name order)."""
    placed = places(groups, field, (winner,))
    prizes = prize_table(pool, settings.payouts, settings.rounding)
    paid = payouts(placed, prizes, settings.rounding)
    return [(p, place, paid.get(p, 0)) for p, place in sorted(placed.items(), key=lambda item: (item[1], item[0]))]
