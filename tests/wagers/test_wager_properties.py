"""Properties of wagers as the floor sees them, over hands of real games under both rulebooks.

Any wager (words, chips in one motion or several, in either order) made at any turn of a simulated hand is ruled by
exactly one rule (a book whose rules both answer raises), its correction moves only chips the seat holds, the hand
plays on to the end with every chip accounted for, and its log replays to the same stacks.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorcall import (
    ChipMotion,
    CorrectWager,
    ExpectAction,
    ExpectDecision,
    Hand,
    HandOver,
    HandStarted,
    InvalidEventError,
    IrregularityReported,
    RulingKind,
    SaidAllIn,
    SaidAmount,
    SaidCall,
    SaidCheck,
    SaidPot,
    SaidRaise,
    SaidTotal,
    Table,
    WagerIncorrect,
    WagerMade,
)
from floorcall._app.simulate import new_hand, next_event, play
from tests.wagers.wager_helpers import STAKES, chip_total, floor

GAMES = ("nlhe", "plo", "lhe", "stud", "razz")
DENOMINATIONS = (25, 50, 100, 500, 1000, 5000)

speech = st.one_of(
    st.none(),
    st.sampled_from((SaidCheck(), SaidCall(), SaidRaise(), SaidAllIn(), SaidPot())),
    st.builds(
        SaidAmount, meanings=st.lists(st.sampled_from((50, 300, 500, 2000, 5000)), min_size=1, max_size=2).map(tuple)
    ),
    st.builds(SaidTotal, amount=st.sampled_from((100, 300, 400, 700, 1500, 9000))),
)
motions = st.lists(
    st.tuples(st.lists(st.sampled_from(DENOMINATIONS), min_size=1, max_size=6), st.booleans()),
    min_size=0,
    max_size=3,
)


def _to_turn(hand: Hand, steps: int, rng: random.Random) -> bool:
    """Play ``steps`` simulated events, then on to the next action; False when the hand ended first."""
    for _ in range(steps):
        if isinstance(hand.expected(), HandOver):
            return False
        hand.apply(next_event(hand, hand.expected(), rng))
    while not isinstance(hand.expected(), ExpectAction | HandOver):
        hand.apply(next_event(hand, hand.expected(), rng))
    return isinstance(hand.expected(), ExpectAction)


def _affordable(raw: list[tuple[list[int], bool]], stack: int) -> tuple[ChipMotion, ...]:
    """The motions, dropping chips once the stack would run out."""
    kept: list[ChipMotion] = []
    left = stack
    for values, returned in raw:
        chips = []
        for value in values:
            if value <= left:
                chips.append(value)
                left -= value
        if chips:
            kept.append(ChipMotion(chips=tuple(chips), returned=returned))
    return tuple(kept)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(GAMES),
    book=st.sampled_from(("tda-2024", "rrop")),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 40),
    said=speech,
    raw=motions,
    spoke_first=st.booleans(),
    short=st.booleans(),
)
def test_every_wager_is_ruled_once_conserves_chips_and_replays(game, book, seed, steps, said, raw, spoke_first, short):
    rng = random.Random(seed)
    stacks = [rng.choice((600, 3000, 20000)) if short else 20000 for _ in range(6)]
    started = HandStarted(game=game, table=Table.of(stacks), stakes=STAKES[game])
    hand = new_hand(floor(game, book), started, rng)
    total = chip_total(hand)
    if not _to_turn(hand, steps, rng):
        return
    seat = hand.expected().seat
    made = WagerMade(seat=seat, said=said, motions=_affordable(raw, hand.seats[seat].stack), spoke_first=spoke_first)
    if not made.motions and said is None:
        with pytest.raises(InvalidEventError, match="said nothing and put out no chips"):
            hand.apply(made)
        return
    before = hand.seats[seat].stack
    hand.apply(made)
    over = isinstance(hand.expected(), HandOver)  # a call that ends the hand: the pot is paid out already
    assert (sum(hand.stacks.values()) if over else chip_total(hand)) == total
    assert over or 0 <= before - hand.seats[seat].stack <= before  # only chips he holds, never more
    play(hand, rng)
    assert sum(hand.stacks.values()) == total
    again = Hand.from_events(hand.floor, hand.events, deck_order=hand.initial_order)
    assert again.stacks == hand.stacks


LATE_CITATIONS = {"tda-2024": {"TDA2024-52A"}, "rrop": {"WSOP24L-138"}}


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(GAMES),
    book=st.sampled_from(("tda-2024", "rrop")),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 30),
    later=st.integers(0, 12),
    short_by=st.sampled_from((25, 50, 100, 150)),
)
def test_a_late_reported_wager_is_corrected_or_stands_and_conserves_chips(game, book, seed, steps, later, short_by):
    """A short wager the table took unnoticed, reported ``later`` events on: corrected in the window, else it stands.

    Either way only the seat's own chips move (and, in the window, those who matched owe the difference), the hand
    plays on to the end with every chip accounted for, and the log replays.
    """
    rng = random.Random(seed)
    started = HandStarted(game=game, table=Table.of([20000] * 6), stakes=STAKES[game])
    hand = new_hand(floor(game, book), started, rng)
    total = chip_total(hand)
    if not _to_turn(hand, steps, rng):
        return
    seat, street = hand.expected().seat, hand.street
    options = hand.betting.options()
    least = options.min_to if options.min_to is not None else (options.bet_to[-1] if options.bet_to else None)
    in_front = hand.betting.wagers[seat]
    call_to = in_front + (options.bring_in if options.bring_in is not None else options.call)
    if least is None or least - short_by <= call_to:
        return
    made = least - short_by
    assert hand.apply(WagerMade(seat=seat, motions=(ChipMotion(chips=(made - in_front,)),), unnoticed=True)) is None
    assert chip_total(hand) == total
    for _ in range(later):
        if isinstance(hand.expected(), HandOver):
            return
        hand.apply(next_event(hand, hand.expected(), rng))
    if isinstance(hand.expected(), HandOver | ExpectDecision):
        return
    claim = WagerIncorrect(seat=seat, action="bet_raise_to", amount=made, reason="short", street=street)
    stack = hand.seats[seat].stack
    wagered = hand.betting.wagers.get(seat, 0) if hand.betting is not None else None
    ruling = hand.apply(IrregularityReported(irregularity=claim))
    assert ruling.kind is RulingKind.CONTINUE
    assert set(ruling.citations) <= LATE_CITATIONS[book]
    late = hand.events[-1].irregularity.late
    if ruling.remedies:
        assert ruling.remedies == (CorrectWager(seat=seat, amount=least),)
        assert not late.next_card and not late.showdown_begun  # TDA: its street lasts (its round taken up again)
        assert book == "tda-2024" or not late.round_over  # Robert's Rules: its round is open
        moved = stack - hand.seats[seat].stack
        if wagered is not None:
            assert moved == min(max(least - wagered, 0), stack)  # only his chips, to the minimum
        assert 0 <= moved <= least - made
    else:
        assert late.next_card or late.showdown_begun or late.seat_folded or (book == "rrop" and late.round_over)
        assert hand.seats[seat].stack == stack  # the amount stands: nothing moves
    assert chip_total(hand) == total
    play(hand, rng)
    assert sum(hand.stacks.values()) == total
    again = Hand.from_events(hand.floor, hand.events, deck_order=hand.initial_order)
    assert again.stacks == hand.stacks
