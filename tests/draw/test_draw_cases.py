"""The worked draw cases (shared/rules/cases 046a, 046b, 057), each built as a 2-7 triple draw hand and ruled.

Every case is dealt on a real hand: the exposure or the exhausted stub happens at the described moment, the
tda-2024 answer of the case's [check] table is asserted, and the state after the ruling is checked.
"""

from floorcall import (
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    Discarded,
    Folded,
    HandOutcome,
    RulingApplied,
    StubExhausted,
)
from floorcall._app.simulate import deal_next
from floorcall._engine.deck import Zone
from floorcall.model.expectations import ExpectAction, ExpectDeal, ExpectDraw
from tests.draw.draw_helpers import check_cards, draw_floor, run_until, scripted, started
from tests.rules.harness import answer, assert_ruling, house_options, load_case

# Seats 1..6, button 6: seat 1 is dealt first. Seat 2's third card is the 14th card off the deck (2 rounds of 6,
# then seat 1, then seat 2); seat 5's fifth card is the 29th.
DEAL = "2c 3d 4h 5s 7c 8d 2d 3h 4s 5c 7d 8h 2h 4c 9s Tc Jd Qh 3c 6h 9d Th Js Qs 6c 6d 9h Ts 7s Kc"


def _deal_to(hand, seat, position):
    """Deal until the card due is the seat's ``position``-th card of the initial deal."""
    return run_until(
        hand,
        lambda e: isinstance(e, ExpectDeal) and e.seat == seat and len(hand.seats[seat].cards) == position - 1,
    )


def _floor(case):
    return draw_floor(games=(case["check"]["game"],), rulebook="tda-2024", options=house_options(case))


def test_tda_2024_35a8_wsop_draw_2_case_046a_one_exposed_card_is_replaced(shared_dir):
    case = load_case(shared_dir, "046a")
    hand = scripted(_floor(case), started("27td", seats=6), DEAL)
    expected = _deal_to(hand, seat=2, position=3)
    ruling = hand.apply(CardDealt(seat=2, card=hand.next_card, face_up=True))
    assert hand.events[-1] == RulingApplied(
        irregularity=hand.events[-1].irregularity, ruling=ruling, ruled_by="tda-2024/WSOP24T-DRAW.2"
    )
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert ruling.kind.value == "continue"
    assert expected.seat == 2
    assert hand.tracker.zone_of(hand.events[-2].card) == (Zone.MUCK, 0)  # 4c is out of play
    assert len(hand.seats[2].cards) == 2
    run_until(hand, lambda e: isinstance(e, ExpectAction))
    assert [len(hand.seats[s].cards) for s in range(1, 7)] == [5] * 6
    assert all(not up for s in hand.seats.values() for up in s.faces)
    check_cards(hand)


def test_tda_2024_35a8_wsop_draw_2_case_046b_second_exposed_card_is_a_misdeal(shared_dir):
    case = load_case(shared_dir, "046b")
    hand = scripted(_floor(case), started("27td", seats=6), DEAL)
    _deal_to(hand, seat=2, position=3)
    hand.apply(CardDealt(seat=2, card=hand.next_card, face_up=True))
    _deal_to(hand, seat=5, position=5)
    ruling = hand.apply(CardDealt(seat=5, card=hand.next_card, face_up=True))
    assert_ruling(ruling, answer(case, "tda-2024"))
    assert hand.outcome is HandOutcome.MISDEAL
    assert hand.stacks == {seat: 10_000 for seat in range(1, 7)}  # the blinds went back
    assert hand.redeal().started.redeal


def test_tda_2024_35a8_wsop_draw_1_case_057_stub_exhausted_on_the_third_draw(shared_dir):
    """30 dealt, draw 1: burn + 12 (43 used), draw 2: burn + 6 with seats 1, 3, 5 left (50 used), stub 2."""
    case = load_case(shared_dir, "057")
    hand = scripted(_floor(case), started("27td", seats=6), "")
    run_until(hand, lambda e: isinstance(e, ExpectDraw))
    for seat in range(1, 7):  # draw 1: two cards each
        hand.apply(Discarded(seat=seat, cards=tuple(hand.seats[seat].cards[:2])))
    run_until(hand, lambda e: isinstance(e, ExpectAction))
    for seat in (1, 2, 3, 4, 5, 6):  # seats 2, 4, 6 fold on the second round
        hand.apply(CheckedOrCalled(seat=seat) if seat % 2 else Folded(seat=seat))
    assert hand.tracker.stub == 52 - 43
    for seat in (1, 3, 5):  # draw 2: two cards each
        hand.apply(Discarded(seat=seat, cards=tuple(hand.seats[seat].cards[:2])))
    run_until(hand, lambda e: isinstance(e, ExpectAction))
    assert hand.tracker.stub == 2
    second_draw = set(hand.discards[1])
    run_until(hand, lambda e: isinstance(e, ExpectDraw))
    third = {1: 2, 3: 1, 5: 3}
    for seat, count in third.items():
        hand.apply(Discarded(seat=seat, cards=tuple(hand.seats[seat].cards[:count])))
    current = set(hand.discards[2])
    burn = hand.next_card
    ruling = hand.apply(CardBurned(card=burn))  # the burn leaves one card for six owed
    assert ruling is None
    record = hand.events[-1]
    assert isinstance(record, RulingApplied) and record.irregularity == StubExhausted(
        street=hand.street, owed=6, stub=1, reshuffles=0
    )
    assert_ruling(record.ruling, answer(case, "tda-2024"))
    # the new stub: the last card, the muck (folded hands), the earlier burns and the discards of draws 1 and 2
    assert hand.tracker.stub == 1 + 15 + 3 + 12 + 6
    assert all(hand.tracker.zone_of(card)[0] is Zone.DISCARD for card in current)
    assert all(hand.tracker.zone_of(card)[0] is Zone.STUB for card in second_draw)
    dealt = []
    for _ in range(6):
        expectation = hand.expected()
        dealt.append(expectation.seat)
        hand.apply(deal_next(hand, expectation))
    assert dealt == [1, 1, 3, 5, 5, 5]
    assert not set(hand.seats[1].cards) & current
    check_cards(hand)
