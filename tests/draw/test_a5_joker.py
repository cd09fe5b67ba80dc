"""Ace-to-five lowball with the joker: the 53-card deck, the joker's value (RROP-A5-1), the ``a5sd`` game.

The joker is ranked as the lowest card the hand lacks (a property against every substitute card), standard hands
rank exactly as under ``a5-low``, a hand holding the joker wins a real showdown, and Robert's Rules keep an exposed
joker with its player (RROP-A5-3 with RROP-A5-1) while TDA replaces it.
"""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floorcall import (
    STANDARD_DECK,
    STANDARD_DECK_WITH_JOKER,
    BetOrRaisedTo,
    Card,
    CardDealt,
    CheckedOrCalled,
    Discarded,
    Hand,
    HandOutcome,
    HandStarted,
    RulingKind,
    SeatSetup,
    Stakes,
    Table,
    joker_low_ranks,
)
from floorcall._app.simulate import deal_next, new_hand, play
from floorcall._engine.deck import Zone
from floorcall._plugins import discover
from floorcall.cards import parse_cards
from floorcall.model.expectations import ExpectAction, ExpectDeal, ExpectDraw, HandOver
from floorcall.ranking import evaluator
from floorcall.testing import make_floor
from floorcall_rrop.sevens import seven_or_better

JOKER = evaluator("a5-low-joker")
PLAIN = evaluator("a5-low")
LIMIT = Stakes(small_bet=400, big_bet=800, blinds=(200, 400))
cards = st.sampled_from(STANDARD_DECK.cards)


def _strength(text):
    return JOKER.strength(parse_cards(text), ())


@pytest.mark.parametrize(
    ("with_joker", "as_if"),
    [
        ("As 2d 3c 4h Xr", "As 2d 3c 4h 5s"),  # the joker is the five: a wheel
        ("2d 3c 4h 6s Xr", "As 2d 3c 4h 6s"),  # the joker is the ace: a 6-4
        ("As Ad 2c 2h Xr", "As Ad 2c 2h 3s"),  # it never pairs: the lowest rank missing is a three
        ("Ks Kd Kc Kh Xr", "Ks Kd Kc Kh As"),  # four kings and an ace
    ],
)
def test_rrop_a5_1_the_joker_is_the_lowest_card_the_hand_lacks(with_joker, as_if):
    assert _strength(with_joker) == PLAIN.strength(parse_cards(as_if), ())


def test_the_joker_in_a_larger_pool_plays_where_it_helps_most():
    value = JOKER.hand(parse_cards("Ks Qs 2s 3s 4s Xr 7d"), ())
    assert value.category == "7-low" and Card.RED_JOKER in value.cards
    assert value.strength == PLAIN.strength(parse_cards("7d 4s 3s 2s As"), ())


@given(st.lists(cards, min_size=5, max_size=7, unique=True))
def test_hands_without_a_joker_rank_exactly_as_a5_low(hand):
    assert JOKER.strength(hand, ()) == PLAIN.strength(hand, ())


@given(st.lists(cards, min_size=4, max_size=4, unique=True))
def test_the_joker_is_worth_the_best_card_that_could_stand_in_for_it(four):
    with_joker = JOKER.strength([*four, Card.RED_JOKER], ())
    substitutes = [PLAIN.strength([*four, card], ()) for card in STANDARD_DECK.cards if card not in four]
    assert with_joker == max(substitutes)
    ranks = joker_low_ranks([*four, Card.RED_JOKER])
    assert len(set(ranks)) == len({*ranks[:4]}) + 1 and ranks[4] <= 5


def test_the_joker_evaluator_still_refuses_what_is_not_a_hand():
    with pytest.raises(ValueError, match="5 to 7 cards"):
        JOKER.strength(parse_cards("As 2s Xr"), ())
    with pytest.raises(ValueError, match="unknown card"):
        JOKER.strength(parse_cards("As 2s 3s ?? Xr"), ())
    with pytest.raises(ValueError, match="twice"):
        JOKER.strength(parse_cards("As As 3s 4s Xr"), ())
    with pytest.raises(ValueError, match="joker"):
        PLAIN.strength(parse_cards("As 2s 3s 4s Xr"), ())


def test_rrop_a5_4_a_joker_seven_is_a_seven_or_better():
    assert seven_or_better(parse_cards("7s 6d 4c 3h Xr"))  # the joker is the ace
    assert not seven_or_better(parse_cards("8s 6d 4c 3h Xr"))


def test_a5sd_is_dealt_from_53_cards_with_the_joker():
    spec = discover().games["a5sd"][1]
    assert spec.deck == STANDARD_DECK_WITH_JOKER and spec.deck.size == 53 and Card.RED_JOKER in spec.deck.cards
    assert Card.BLACK_JOKER not in spec.deck.cards
    assert (spec.draws, spec.hand_cards, spec.phh_code, spec.max_seats) == (1, 5, "FA5L1D", 8)
    assert discover().games["a5td"][1].deck == STANDARD_DECK  # the other games keep the 52 cards


def _hand(book, first):
    """Three seats (button 3), dealt ``first`` (one card at a time, seat 1 first) from a 53-card deck."""
    floor = make_floor(games=("a5sd",), rulebook=book)
    top = parse_cards(first)
    rest = [card for card in STANDARD_DECK_WITH_JOKER.cards if card not in top]
    random.Random(3).shuffle(rest)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=10_000) for s in (1, 2, 3)), button=3)
    return Hand(floor, HandStarted(game="a5sd", table=table, stakes=LIMIT), deck_order=rest + list(reversed(top)))


def _passively(hand, stop):
    """Deal from the stub, check or call every action and stand pat on every draw until ``stop(expectation)``."""
    for _ in range(300):
        expectation = hand.expected()
        if stop(expectation):
            return
        event = deal_next(hand, expectation)
        if isinstance(expectation, ExpectAction):
            event = CheckedOrCalled(seat=expectation.seat)
        elif isinstance(expectation, ExpectDraw):
            event = Discarded(seat=expectation.seat)
        hand.apply(event)
    raise AssertionError("the hand did not get there")


def _deal(hands):
    split = [h.split() for h in hands]
    return " ".join(split[seat][i] for i in range(5) for seat in range(len(split)))


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_a_joker_wheel_wins_the_showdown_and_every_chip_is_paid(book):
    hand = _hand(book, _deal(("As 2d 3c 4h Xr", "Ac 2c 3d 4s 6h", "Kc Kd Qs Js 9h")))
    _passively(hand, lambda expectation: isinstance(expectation, HandOver))
    assert hand.outcome is HandOutcome.COMPLETE
    assert hand.payouts == {1: sum(hand.payouts.values())}  # the wheel with the joker beats the 6-4
    assert sum(hand.stacks.values()) == 30_000


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_simulated_joker_hands_conserve_chips_and_cards(book, seed):
    floor = make_floor(games=("a5sd",), rulebook=book)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=5_000) for s in range(1, 9)), button=8)
    hand = new_hand(floor, HandStarted(game="a5sd", table=table, stakes=LIMIT), random.Random(seed))
    play(hand, random.Random(seed))
    assert sum(hand.stacks.values()) == 40_000
    out = [card for seat in hand.seats.values() for card in seat.cards]
    assert len(out) == len(set(out)) and all(card in STANDARD_DECK_WITH_JOKER.cards for card in out)


def _expose_joker(book, options=None):
    """Seat 3's second card, the joker, comes face up on the deal (after eight cards of six seats, button 6)."""
    floor = make_floor(games=("a5sd",), rulebook=book, options=options)
    top = parse_cards("Kc Qd Jh Ts 9d 8h Kd Qh Xr")
    rest = [card for card in STANDARD_DECK_WITH_JOKER.cards if card not in top]
    random.Random(5).shuffle(rest)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=10_000) for s in range(1, 7)), button=6)
    hand = Hand(floor, HandStarted(game="a5sd", table=table, stakes=LIMIT), deck_order=rest + list(reversed(top)))
    for _ in range(8):
        hand.apply(deal_next(hand, hand.expected()))
    assert hand.next_card is Card.RED_JOKER
    return hand, hand.apply(CardDealt(seat=3, card=Card.RED_JOKER, face_up=True))


def _finish_deal(hand):
    while isinstance(expectation := hand.expected(), ExpectDeal):
        hand.apply(deal_next(hand, expectation))


def test_rrop_a5_1_an_exposed_joker_is_a_low_card_the_player_keeps():
    hand, ruling = _expose_joker("rrop")
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.citations == ("RROP-A5-3", "RROP-A5-1") and ruling.remedy_names == ("plays_as_upcard",)
    _finish_deal(hand)
    assert Card.RED_JOKER in hand.seats[3].cards and hand.tracker.zone_of(Card.RED_JOKER) == (Zone.UP, 3)
    assert hand.burns == []


def test_rrop_a5_1_the_joker_is_kept_even_when_only_a_perfect_card_stays():
    _, ruling = _expose_joker("rrop", {"a5-exposed-predraw-keep-max": "5"})
    assert ruling.citations == ("RROP-A5-3", "RROP-A5-1") and ruling.remedy_names == ("plays_as_upcard",)


def test_tda_2024_replaces_an_exposed_joker_like_any_card():
    hand, ruling = _expose_joker("tda-2024")
    assert "RROP-A5-1" not in ruling.citations and ruling.remedy_names == ("replace_from_stub",)
    _finish_deal(hand)
    assert Card.RED_JOKER not in hand.seats[3].cards


def test_a_lowball_session_with_the_joker_writes_hands_that_replay(capsys, tmp_path):
    from pathlib import Path

    from floorcall._app.cli import main
    from floorcall._app.phh import load

    config = Path(__file__).resolve().parents[2] / "examples" / "configs" / "lowball-joker-rrop.toml"
    out = tmp_path / "hands"
    assert main(["run", str(config), "--hands", "30", "--seed", "3", "--irregularities", "0.5", "--out", str(out)]) == 0
    capsys.readouterr()
    paths = sorted(out.glob("*.phh"))
    assert {load(path).variant for path in paths} == {"FA5L1D"}
    assert any("Xr" in path.read_text() for path in paths)  # the joker is dealt, written and read back
    assert main(["replay", str(out)]) == 0
    assert "30 replayed, 30 matched, 0 played, 0 failed" in capsys.readouterr().out


# -- RROP-A5-2: no check-raise in limit A-5 -----------------------------------------------------------------------


def _to_post_draw_round(book, game, options=None):
    """Three seats (button 3, blinds 1 and 2), everyone calling and standing pat to the round after the last draw."""
    floor = make_floor(games=(game,), rulebook=book, options=options)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=10_000) for s in (1, 2, 3)), button=3)
    hand = new_hand(floor, HandStarted(game=game, table=table, stakes=LIMIT), random.Random(11))
    last = floor.game(game).streets[-1]
    _passively(hand, lambda expectation: isinstance(expectation, ExpectAction) and expectation.street is last)
    assert hand.expected().seat == 1
    return hand


def _check_then_raise(hand):
    """Seat 1 checks, seat 2 bets 800, seat 3 calls, seat 1 raises to 1600; returns the ruling on the raise."""
    hand.apply(CheckedOrCalled(seat=1))
    hand.apply(BetOrRaisedTo(seat=2, amount=800))
    hand.apply(CheckedOrCalled(seat=3))
    return hand.apply(BetOrRaisedTo(seat=1, amount=1600))


@pytest.mark.parametrize("game", ["a5sd", "a5td"])
def test_rrop_a5_2_a_raise_after_a_check_stands_as_a_call(game):
    hand = _to_post_draw_round("rrop", game)
    chips = sum(hand.stacks.values()) + hand.view.pot
    assert hand.expected().options.bet_to  # seat 1 may bet before he checks
    ruling = _check_then_raise(hand)
    assert ruling is not None and ruling.citations == ("RROP-A5-2",) and ruling.remedy_names == ("wager_stands_as",)
    assert hand.view.pot == 1200 + 3 * 800  # he put in the call only: the others need not act again
    assert isinstance(hand.expected(), HandOver)
    assert sum(hand.stacks.values()) == chips


@pytest.mark.parametrize("game", ["a5sd", "a5td"])
def test_a_house_barring_the_check_raise_under_tda_gets_the_raise_as_a_call(game):
    hand = _to_post_draw_round("tda-2024", game, {"a5-check-raise": False})
    chips = sum(hand.stacks.values()) + hand.view.pot
    ruling = _check_then_raise(hand)
    assert ruling is not None and ruling.citations == ("FLOORCALL-DEFAULT-10",)
    assert ruling.remedy_names == ("wager_stands_as",)
    assert ruling.message.id == "rulelib.wager.check_raise_barred"
    assert hand.view.pot == 1200 + 3 * 800  # the call only: the others need not act again
    assert isinstance(hand.expected(), HandOver)
    assert sum(hand.stacks.values()) == chips


@pytest.mark.parametrize("game", ["a5sd", "a5td"])
def test_rrop_a5_2_a_checked_seat_is_offered_no_raise(game):
    hand = _to_post_draw_round("rrop", game)
    hand.apply(CheckedOrCalled(seat=1))
    hand.apply(BetOrRaisedTo(seat=2, amount=800))
    hand.apply(CheckedOrCalled(seat=3))
    options = hand.expected().options
    assert options.seat == 1 and options.call == 800 and not options.bet_to


@pytest.mark.parametrize(
    ("book", "game", "options"),
    [("tda-2024", "a5sd", None), ("rrop", "a5sd", {"a5-check-raise": True}), ("rrop", "27td", None)],
)
def test_the_check_raise_stands_where_it_is_allowed(book, game, options):
    hand = _to_post_draw_round(book, game, options)
    assert _check_then_raise(hand) is None  # a legal raise: no ruling
    assert hand.expected().seat == 2
