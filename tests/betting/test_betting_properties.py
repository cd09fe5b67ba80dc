"""Invariants of betting and pots over random tables and random legal play driven from ``options()``."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcall._mechanics.betting import BettingRound, StreetBetting, Structure
from floorcall._mechanics.pots import award_pots, build_pots, clockwise_order
from floorcall.errors import InvalidEventError

SETTINGS = settings(max_examples=300, deadline=None, database=None)


@dataclass
class Table:
    """A hand in progress across betting rounds: what each seat holds and has put in."""

    stacks: dict[int, int]
    contributed: dict[int, int]
    live: list[int]
    dead_money: int


@st.composite
def street_betting(draw: st.DrawFn) -> StreetBetting:
    structure = draw(st.sampled_from(Structure))
    bet = draw(st.integers(1, 200))
    fixed = structure is Structure.FIXED_LIMIT
    big = draw(st.none() | st.integers(bet + 1, 3 * bet)) if fixed else None
    bring_in = draw(st.none() | st.integers(1, bet - 1)) if bet > 1 else None
    return StreetBetting(
        structure=structure,
        bet=bet,
        big_bet_option=big,
        bring_in=bring_in,
        max_bets=draw(st.none() | st.integers(1, 5)),
        cap_heads_up=draw(st.booleans()),
        reopen_fraction=draw(st.sampled_from([1.0, 0.5])) if fixed else 1.0,
        must_open=draw(st.booleans()),
    )


@st.composite
def tables(draw: st.DrawFn) -> Table:
    seats = draw(st.lists(st.integers(1, 10), min_size=2, max_size=8, unique=True))
    stacks = {seat: draw(st.integers(0, 3000)) for seat in seats}
    ante = draw(st.integers(0, 25))
    contributed = {}
    for seat in seats:
        contributed[seat] = min(ante, stacks[seat])
        stacks[seat] -= contributed[seat]
    return Table(stacks=stacks, contributed=contributed, live=seats, dead_money=draw(st.integers(0, 100)))


def snapshot(betting: BettingRound) -> tuple[object, ...]:
    sizing = betting.sizing
    return (
        dict(betting.stacks),
        dict(betting.wagers),
        betting.actor,
        betting.folded,
        betting.all_in,
        betting.current_bet,
        betting.is_complete,
        (sizing.level, sizing.last_full_raise, sizing.bet_count, sizing.big_used, sizing.completion_pending),
    )


def check_offer_is_honest(betting: BettingRound) -> None:
    """Everything options() offers is legal; the amounts just outside it are not, and asking changes nothing."""
    opts = betting.options()
    seat = opts.seat
    before = snapshot(betting)
    assert (betting.check_legal(seat, "fold") is None) == opts.can_fold
    assert (betting.check_legal(seat, "bring_in") is None) == (opts.bring_in is not None)
    assert (betting.check_legal(seat, "check_call") is None) == (opts.can_check or opts.call > 0)
    for total in opts.bet_to:
        assert betting.check_legal(seat, "bet_raise_to", total) is None
    if opts.min_to is not None and opts.max_to is not None:
        assert opts.min_to <= opts.max_to
        assert betting.check_legal(seat, "bet_raise_to", opts.min_to) is None
        assert betting.check_legal(seat, "bet_raise_to", opts.max_to) is None
        if opts.min_to - 1 != opts.bring_in:  # opening for the bring-in is a legal total below a full bet
            assert betting.check_legal(seat, "bet_raise_to", opts.min_to - 1) is not None
        assert betting.check_legal(seat, "bet_raise_to", opts.max_to + 1) is not None
    elif not opts.bet_to:
        assert betting.check_legal(seat, "bet_raise_to", betting.current_bet + 10_000) is not None
    other = next(s for s in betting.order if s != seat)
    assert betting.check_legal(other, "check_call") is not None
    assert opts.call <= betting.stacks[seat]
    assert snapshot(betting) == before


def play_round(draw: st.DrawFn, betting: BettingRound) -> None:
    total_chips = sum(betting.stacks.values()) + sum(betting.wagers.values())
    while not betting.is_complete:
        check_offer_is_honest(betting)
        opts = betting.options()
        seat = opts.seat
        stack_before = betting.stacks[seat]
        choices = []
        if opts.can_fold:
            choices.append("fold")
        if betting.check_legal(seat, "check_call") is None:
            choices.append("check_call")
        if opts.bring_in is not None:
            choices.append("bring_in")
        if opts.bet_to or opts.min_to is not None:
            choices.append("bet_raise_to")
        assert choices, opts
        action = draw(st.sampled_from(choices))
        if action == "fold":
            betting.fold(seat)
            moved = 0
        elif action == "check_call":
            moved = betting.check_or_call(seat)
            assert moved == opts.call
        elif action == "bring_in":
            moved = betting.post_bring_in(seat)
            assert moved == opts.bring_in
        else:
            if opts.bet_to:
                total = draw(st.sampled_from(opts.bet_to))
            else:
                assert opts.min_to is not None and opts.max_to is not None
                total = draw(st.sampled_from([opts.min_to, opts.max_to]) | st.integers(opts.min_to, opts.max_to))
            moved = betting.bet_or_raise_to(seat, total)
            assert betting.wagers[seat] == total
        assert betting.stacks[seat] == stack_before - moved
        assert sum(betting.stacks.values()) + sum(betting.wagers.values()) == total_chips
    live = [s for s in betting.order if s not in betting.folded]
    for seat in live:
        if seat not in betting.all_in:
            assert all(betting.wagers[seat] >= betting.wagers[other] for other in live), "a live seat is behind"


@st.composite
def played_hand(draw: st.DrawFn) -> Table:
    table = draw(tables())
    for street in range(draw(st.integers(1, 3))):
        if len(table.live) < 2:
            break
        spec = draw(street_betting())
        first = draw(st.sampled_from(table.live))
        order = clockwise_order(table.live, first, 10)
        order = order[-1:] + order[:-1]
        bring_in_seat = None
        if street == 0 and spec.bring_in is not None and table.stacks[order[0]] > 0 and draw(st.booleans()):
            bring_in_seat = order[0]
        pot = sum(table.contributed.values()) + table.dead_money
        betting = BettingRound(spec, order, table.stacks, pot=pot, bring_in_seat=bring_in_seat)
        play_round(draw, betting)
        for seat in order:
            table.contributed[seat] += betting.wagers[seat]
            table.stacks[seat] = betting.stacks[seat]
        table.live = [s for s in order if s not in betting.folded]
    return table


@SETTINGS
@given(data=st.data())
def test_random_play_conserves_chips_and_pots_pay_exactly(data: st.DataObject) -> None:
    table = data.draw(played_hand())
    live = frozenset(table.live)
    pots, returned = build_pots(table.contributed, live, dead_money=table.dead_money)
    total_in = sum(table.contributed.values()) + table.dead_money
    assert sum(p.amount for p in pots) + sum(returned.values()) == total_in
    assert all(p.amount > 0 and p.eligible <= live for p in pots)
    assert len(returned) <= 1
    high = {seat: data.draw(st.integers(0, 3)) for seat in live}
    low = {seat: data.draw(st.none() | st.integers(0, 3)) for seat in live}
    unit = data.draw(st.sampled_from([1, 5, 25]))
    for pot in pots:
        won = award_pots(
            [pot], high, low=low, high_order=sorted, low_order=lambda t: sorted(t, reverse=True), unit=unit
        )
        assert sum(won.values()) == pot.amount
        assert set(won) <= pot.eligible
    payouts = award_pots(pots, high, low=low, high_order=sorted, unit=unit)
    assert sum(payouts.values()) + sum(returned.values()) == total_in
    assert all(chips > 0 for chips in payouts.values())


@SETTINGS
@given(
    contributions=st.dictionaries(st.integers(1, 10), st.integers(0, 5000), min_size=1, max_size=9),
    data=st.data(),
)
def test_pots_conserve_chips_and_only_eligible_seats_win(contributions: dict[int, int], data: st.DataObject) -> None:
    seats = sorted(contributions)
    live = frozenset(data.draw(st.lists(st.sampled_from(seats), min_size=1, unique=True)))
    dead = data.draw(st.integers(0, 300))
    pots, returned = build_pots(contributions, live, dead_money=dead)
    assert sum(p.amount for p in pots) + sum(returned.values()) == sum(contributions.values()) + dead
    for seat, chips in returned.items():
        others = [amount for other, amount in contributions.items() if other != seat]
        assert chips == contributions[seat] - max(others, default=0)
    assert len({p.eligible for p in pots}) == len(pots)
    high = {seat: data.draw(st.integers(-2, 2)) for seat in live}
    unit = data.draw(st.sampled_from([1, 7]))
    for pot in pots:
        won = award_pots([pot], high, high_order=lambda t: list(reversed(t)), unit=unit)
        assert sum(won.values()) == pot.amount and set(won) <= pot.eligible
        best = max(high[s] for s in pot.eligible)
        winners = [s for s in pot.eligible if high[s] == best]
        assert set(won) <= set(winners)
        shares = [won.get(s, 0) for s in winners]
        assert max(shares) - min(shares) <= unit + pot.amount % unit


@SETTINGS
@given(
    data=st.data(),
    seat=st.integers(-3, 14),
    action=st.sampled_from(["fold", "check_call", "bet_raise_to", "bring_in", "raise", ""]),
    amount=st.none() | st.integers(-100, 10_000),
)
def test_check_legal_never_raises_and_illegal_actions_change_nothing(
    data: st.DataObject, seat: int, action: str, amount: int | None
) -> None:
    table = data.draw(tables())
    spec = data.draw(street_betting())
    betting = BettingRound(spec, table.live, table.stacks)
    before = snapshot(betting)
    reason = betting.check_legal(seat, action, amount)
    assert snapshot(betting) == before
    if reason is None:
        return
    assert isinstance(reason, str) and reason
    methods = {
        "fold": lambda: betting.fold(seat),
        "check_call": lambda: betting.check_or_call(seat),
        "bring_in": lambda: betting.post_bring_in(seat),
        "bet_raise_to": lambda: betting.bet_or_raise_to(seat, amount),  # type: ignore[arg-type]
    }
    if action in methods:
        with pytest.raises(InvalidEventError, match=f"seat {seat}"):
            methods[action]()
        assert snapshot(betting) == before


@SETTINGS
@given(data=st.data())
def test_a_round_opened_unchecked_plays_exactly_as_a_checked_one(data: st.DataObject) -> None:
    # the engine opens its rounds with checked=False; for valid arguments nothing may differ, action by action
    table = data.draw(tables())
    spec = data.draw(street_betting())
    order = clockwise_order(table.live, data.draw(st.sampled_from(table.live)), 10)
    bring_in_seat = order[0] if spec.bring_in is not None and table.stacks[order[0]] > 0 else None
    if bring_in_seat is None and data.draw(st.booleans()):  # posted blinds, some of them by a seat not in the round
        posters = data.draw(st.lists(st.integers(1, 10), min_size=1, max_size=3, unique=True))
        wagers = {seat: min(data.draw(st.integers(0, 50)), table.stacks.get(seat, 50)) for seat in posters}
        to_call = data.draw(st.none() | st.integers(0, 60))
    else:
        wagers, to_call = {}, None
    stacks = {seat: table.stacks[seat] - wagers.get(seat, 0) for seat in order}
    args = {"wagers": wagers, "pot": table.dead_money, "bring_in_seat": bring_in_seat, "to_call": to_call}
    checked = BettingRound(spec, order, stacks, **args)
    trusted = BettingRound(spec, order, stacks, **args, checked=False)
    while True:
        assert snapshot(trusted) == snapshot(checked)
        assert trusted.pot == checked.pot
        if checked.actor is None:
            break
        assert trusted.options() == checked.options()
        opts = checked.options()
        choices = ["fold"] * opts.can_fold + ["call"] * (opts.can_check or opts.call > 0)
        choices += ["bring_in"] * (opts.bring_in is not None) + ["bet"] * bool(opts.bet_to or opts.min_to is not None)
        choice = data.draw(st.sampled_from(choices))
        for betting in (checked, trusted):
            if choice == "fold":
                betting.fold(opts.seat)
            elif choice == "call":
                betting.check_or_call(opts.seat)
            elif choice == "bring_in":
                betting.post_bring_in(opts.seat)
            else:
                betting.bet_or_raise_to(opts.seat, opts.bet_to[0] if opts.bet_to else opts.min_to)
