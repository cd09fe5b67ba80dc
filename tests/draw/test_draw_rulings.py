"""The draw irregularities under both rulebooks, each raised on a real hand, ruled, and checked after the ruling."""

import re
from pathlib import Path

import pytest

from floorcall import (
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    Discarded,
    HandOutcome,
    IrregularityReported,
    RulingKind,
    Street,
    StubExhausted,
    WrongCardCount,
)
from floorcall._app.simulate import deal_next
from floorcall._engine.deck import Zone
from floorcall.model.expectations import ExpectAction, ExpectBurn, ExpectDeal, ExpectDraw
from floorcall_rrop.counts import cards as rrop_draw
from floorcall_tda2024 import draw as tda_draw
from tests.draw.draw_helpers import check_cards, draw_floor, run_until, scripted, started

BOOKS = ("tda-2024", "rrop")


def _first_draw(book, game="27td", seats=4, options=None):
    hand = scripted(draw_floor(games=(game,), rulebook=book, options=options), started(game, seats=seats), "")
    run_until(hand, lambda e: isinstance(e, ExpectDraw))
    return hand


def _discard(hand, seat, count):
    return hand.apply(Discarded(seat=seat, cards=tuple(hand.seats[seat].cards[:count])))


def _to_draw_deal(hand, counts):
    for seat, count in counts.items():
        _discard(hand, seat, count)
    hand.apply(CardBurned(card=hand.next_card))


# -- drawing out of turn (FLOORCALL-DEFAULT-8) --------------------------------------------------------------------


@pytest.mark.parametrize("book", BOOKS)
def test_floorcall_default_8_discards_out_of_turn_are_held_and_the_draw_backs_up(book):
    hand = _first_draw(book)
    thrown = tuple(hand.seats[3].cards[:2])
    ruling = hand.apply(Discarded(seat=3, cards=thrown))
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.citations[0] == "FLOORCALL-DEFAULT-8"
    assert ruling.remedy_names == ("hold_discards",)
    assert hand.expected() == ExpectDraw(seat=1, street=Street.DRAW_1)
    assert all(hand.tracker.zone_of(card) == (Zone.DISCARD, 1) for card in thrown)
    _discard(hand, 1, 0)
    _discard(hand, 2, 1)
    assert hand.expected() == ExpectDraw(seat=4, street=Street.DRAW_1)  # seat 3's turn passes: his draw stands
    _discard(hand, 4, 0)
    assert isinstance(hand.expected(), ExpectBurn)
    hand.apply(CardBurned(card=hand.next_card))
    seats = []
    while isinstance(expectation := hand.expected(), ExpectDeal):
        seats.append(expectation.seat)
        hand.apply(deal_next(hand, expectation))
    assert seats == [2, 3, 3]
    check_cards(hand)


# -- asking for another number of cards ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("book", "after", "later_acted", "allowed"),
    [
        ("tda-2024", 2, False, True),  # the same number, other cards: allowed before the deal (WSOP24T-DRAW.7)
        ("tda-2024", 3, False, False),  # the number is fixed once placed
        ("rrop", 3, False, True),  # WSOP24L-272: nobody has acted on it and no card has been dealt
        ("rrop", 3, True, False),  # a later seat drew on his number
    ],
)
def test_wsop_draw_7_and_wsop_l_272_a_player_who_asks_for_another_number(book, after, later_acted, allowed):
    hand = _first_draw(book)
    first = tuple(hand.seats[1].cards[:2])
    _discard(hand, 1, 2)
    if later_acted:
        _discard(hand, 2, 1)
    held_before = list(hand.seats[1].cards)
    wanted = tuple(hand.seats[1].cards[-after:]) if after == 2 else (*first, hand.seats[1].cards[0])
    ruling = hand.apply(Discarded(seat=1, cards=wanted))
    assert ruling.citations[-1] in ("WSOP24T-DRAW.7", "WSOP24L-272")
    if allowed:
        assert ruling.remedy_names == ("change_discards",)
        assert len(hand.seats[1].cards) == 5 - len(wanted)
        assert all(hand.tracker.zone_of(card) == (Zone.DISCARD, 1) for card in wanted)
        assert all(card in hand.seats[1].cards for card in first if card not in wanted)
    else:
        assert ruling.kind is RulingKind.REFUSED
        assert hand.seats[1].cards == held_before
    check_cards(hand)


@pytest.mark.parametrize("book", BOOKS)
def test_no_change_of_discards_once_the_draw_is_being_dealt(book):
    hand = _first_draw(book)
    _to_draw_deal(hand, {1: 2, 2: 0, 3: 0, 4: 1})
    ruling = hand.apply(Discarded(seat=4, cards=tuple(hand.seats[4].cards[:1])))
    assert ruling.kind is RulingKind.REFUSED
    assert isinstance(hand.expected(), ExpectDeal)


# -- wrong seat, too many cards (FLOORCALL-DEFAULT-8, -9) ----------------------------------------------------------


@pytest.mark.parametrize("book", BOOKS)
def test_floorcall_default_8_a_draw_card_out_of_seat_order_stands(book):
    hand = _first_draw(book)
    _to_draw_deal(hand, {1: 2, 2: 0, 3: 1, 4: 0})
    ruling = hand.apply(CardDealt(seat=3, card=hand.next_card))
    assert ruling.remedy_names == ("counts_as_next_card",)
    assert ruling.citations[0] == "FLOORCALL-DEFAULT-8"
    seats = []
    while isinstance(expectation := hand.expected(), ExpectDeal):
        seats.append(expectation.seat)
        hand.apply(deal_next(hand, expectation))
    assert seats == [1, 1]
    assert all(len(hand.seats[s].cards) == 5 for s in (1, 2, 3, 4))
    check_cards(hand)


@pytest.mark.parametrize(
    ("book", "option", "remedy", "receiver"),
    [
        ("tda-2024", "to-burns", "surplus_card_to_burns", None),
        ("rrop", "to-burns", "surplus_card_to_burns", None),
        ("tda-2024", "to-next-player", "pass_surplus_card", 3),
    ],
)
def test_floorcall_default_9_a_card_too_many_on_the_draw(book, option, remedy, receiver):
    hand = _first_draw(book, options={"draw-surplus-card": option})
    _to_draw_deal(hand, {1: 1, 2: 0, 3: 1, 4: 0})
    hand.apply(deal_next(hand, hand.expected()))  # seat 1's card
    extra = hand.next_card
    ruling = hand.apply(CardDealt(seat=1, card=extra))  # seat 1's draw is complete: one too many
    assert ruling.remedy_names == (remedy,)
    assert ruling.citations[0] == "FLOORCALL-DEFAULT-9"
    assert len(hand.seats[1].cards) == 5
    if receiver is None:
        assert hand.tracker.zone_of(extra) == (Zone.BURN, 0)
        assert hand.expected() == ExpectDeal(seat=3, face_up=False, street=Street.DRAW_1)
    else:
        assert extra in hand.seats[receiver].cards
        assert isinstance(hand.expected(), ExpectAction)
    check_cards(hand)


# -- a card exposed on the draw (WSOP24L-LOWBALL.2) and on the deal --------------------------------------------------


@pytest.mark.parametrize("book", BOOKS)
def test_wsop_l_lowball_2_a_card_exposed_on_the_draw_is_replaced_after_it_and_burns_next(book):
    hand = _first_draw(book)
    _to_draw_deal(hand, {1: 2, 2: 1, 3: 0, 4: 0})
    first = hand.next_card
    ruling = hand.apply(CardDealt(seat=1, card=first, face_up=True))
    assert ruling.remedy_names == ("replace_after_draw", "card_to_burn")
    assert "WSOP24L-LOWBALL.2" in ruling.citations
    hand.apply(deal_next(hand, hand.expected()))  # seat 1's second card
    second = hand.next_card
    ruling = hand.apply(CardDealt(seat=2, card=second, face_up=True))
    assert ruling.remedy_names == ("replace_after_draw",)  # the second exposed card goes to the muck
    seats = []
    while isinstance(expectation := hand.expected(), ExpectDeal):
        seats.append(expectation.seat)
        hand.apply(deal_next(hand, expectation))
    assert seats == [1, 2]  # the replacements come after the rest of the draw
    assert hand.tracker.zone_of(first) == (Zone.BURN, 0) and hand.tracker.zone_of(second) == (Zone.MUCK, 0)
    assert all(len(hand.seats[s].cards) == 5 and not any(hand.seats[s].faces) for s in (1, 2, 3, 4))
    run_until(hand, lambda e: isinstance(e, ExpectDraw))
    for seat in (1, 2, 3, 4):
        _discard(hand, seat, 0)
    assert isinstance(hand.expected(), ExpectAction)  # the exposed card was the second draw's burn
    check_cards(hand)


def test_rrop_wsop_l_262_the_first_card_off_the_deck_exposed_is_a_misdeal():
    hand = scripted(draw_floor(games=("27td",), rulebook="rrop"), started("27td", seats=4), "")
    ruling = hand.apply(CardDealt(seat=1, card=hand.next_card, face_up=True))
    assert ruling.kind is RulingKind.MISDEAL
    assert ruling.citations == ("WSOP24L-262", "RROP-LOWBALL-1")
    assert hand.outcome is HandOutcome.MISDEAL


def test_rrop_wsop_l_269_a_later_exposed_card_is_replaced_and_becomes_the_first_burn():
    hand = scripted(draw_floor(games=("27td",), rulebook="rrop"), started("27td", seats=4), "")
    for _ in range(6):
        hand.apply(deal_next(hand, hand.expected()))
    exposed = hand.next_card
    ruling = hand.apply(CardDealt(seat=3, card=exposed, face_up=True))
    assert ruling.remedy_names == ("replace_from_stub", "card_to_burn")
    run_until(hand, lambda e: isinstance(e, ExpectDraw))
    assert hand.tracker.zone_of(exposed) == (Zone.BURN, 0)
    for seat in (1, 2, 3, 4):
        _discard(hand, seat, 1)
    assert isinstance(hand.expected(), ExpectDeal)  # no burn: the exposed card was it
    check_cards(hand)


# -- wrong count after the draw, and the stub that cannot be rebuilt enough ----------------------------------------


@pytest.mark.parametrize(("book", "cited"), [("tda-2024", "WSOP24T-108"), ("rrop", "WSOP24L-271")])
def test_a_wrong_number_of_cards_found_after_a_draw_kills_the_hand(book, cited):
    hand = _first_draw(book)
    run_until(hand, lambda e: isinstance(e, ExpectAction))
    report = WrongCardCount(seat=2, held=6, expected=5, street=Street.DRAW_1)
    ruling = hand.apply(IrregularityReported(irregularity=report))
    assert ruling.kind is RulingKind.DEAD_HAND and cited in ruling.citations
    assert not hand.seats[2].live


@pytest.mark.parametrize(
    ("fallback", "outcome"), [("current-discards", HandOutcome.COMPLETE), ("void", HandOutcome.VOID)]
)
def test_a_draw_even_a_rebuilt_stub_cannot_complete_takes_the_house_fallback(fallback, outcome):
    """Eight players of five-card draw each draw five: 40 cards for an 11-card stub and nothing else dead."""
    floor = draw_floor(games=("5cd",), options={"draw-short-fallback": fallback})
    hand = scripted(floor, started("5cd", seats=8), "")
    run_until(hand, lambda e: False, draw=lambda cards: cards)
    found = [e.irregularity for e in hand.events if isinstance(getattr(e, "irregularity", None), StubExhausted)]
    assert [x.reshuffles for x in found[::2]] == [0, 1]
    assert hand.outcome is outcome
    if outcome is HandOutcome.VOID:
        assert hand.stacks == {seat: 10_000 for seat in range(1, 9)}
    else:
        assert sum(hand.stacks.values()) == 80_000
        assert all(len(seat.cards) == 5 for seat in hand.seats.values())
        check_cards(hand)


# -- the rule modules themselves ----------------------------------------------------------------------------------


@pytest.mark.parametrize("module", [tda_draw, rrop_draw])
def test_every_draw_citation_is_in_the_catalog(shared_dir, module):
    catalog = (shared_dir / "rules" / "catalog.md").read_text()
    source = Path(module.__file__).read_text()
    cited = set(re.findall(r'"((?:TDA2024|WSOP24[TL]|RROP|FLOORCALL-DEFAULT)-[A-Za-z0-9.-]+)"', source))
    assert cited
    missing = [c for c in cited if c not in catalog]
    assert not missing


@pytest.mark.parametrize("module", [tda_draw, rrop_draw])
def test_draw_rules_answer_nothing_outside_draw_games(module):
    exhausted = StubExhausted(street=Street.DRAW_1, owed=3, stub=1)
    assert all(rule(exhausted, None) is None for rule in module.RULES)


@pytest.mark.parametrize(
    ("module", "held", "acted", "kind", "remedies"),
    [
        (tda_draw, 4, False, RulingKind.CONTINUE, ("deal_missing_card",)),
        (tda_draw, 4, True, RulingKind.CONTINUE, ()),  # live, filled on the draw (WSOP24T-108)
        (tda_draw, 6, False, RulingKind.MISDEAL, ("redeal_exact",)),
        (rrop_draw, 3, False, RulingKind.CONTINUE, ("deal_missing_card", "deal_missing_card")),
        (rrop_draw, 6, False, RulingKind.MISDEAL, ("redeal_exact",)),
    ],
)
def test_a_wrong_number_of_cards_before_the_first_draw(module, held, acted, kind, remedies):
    hand = scripted(draw_floor(games=("27td",)), started("27td", seats=4), "")
    expectation = run_until(hand, lambda e: isinstance(e, ExpectAction))
    if acted:
        hand.apply(CheckedOrCalled(seat=expectation.seat))
    ruling = module.SHARED.wrong_count(WrongCardCount(seat=2, held=held, expected=5, street=Street.PREDRAW), hand.view)
    assert ruling.kind is kind
    assert ruling.remedy_names == remedies
