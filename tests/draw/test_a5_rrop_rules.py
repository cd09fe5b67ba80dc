"""Robert's Rules for limit A-5 triple draw: a card exposed on the deal (RROP-A5-3) and the sevens rule (RROP-A5-4).

Each rule is raised on a real hand dealt from a scripted deck, ruled or settled by the engine, and checked after.
"""

import random
import re
from pathlib import Path

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import floorcall
import floorcall_draw.ace_five_triple
import floorcall_rrop
import floorcall_stud.razz
from floorcall import (
    AnyEvent,
    BetOrRaisedTo,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    Discarded,
    DowncardExposed,
    Folded,
    Hand,
    HandOutcome,
    HandStarted,
    RulingKind,
    SeatSetup,
    Stakes,
    Street,
    Table,
)
from floorcall._app.simulate import deal_next, new_hand, play, random_action
from floorcall._engine.deck import Zone
from floorcall.cards import parse_cards
from floorcall.model.expectations import ExpectAction, ExpectDeal, ExpectDraw, HandOver
from floorcall.procedure import awards_for
from floorcall.ranking import evaluator
from floorcall.testing import make_floor
from floorcall_rrop import sevens
from floorcall_rrop.exposed_cards import draw as exposed_in_draw
from tests.draw.draw_helpers import GAMES, draw_floor, run_until, scripted, started

# -- RROP-A5-3: a card exposed on the deal --------------------------------------------------------------------------

# Six seats, button 6: the deal goes 1..6 twice, so the ninth card off the deck is seat 3's second card.
EIGHT_CARDS = "Kc Qd Jh Ts 9d 8h Kd Qh"


def _deal_with_exposure(book, exposed, options=None, game="a5td"):
    """Deal eight cards, then seat 3's second card face up; returns (hand, ruling)."""
    floor = draw_floor(games=(game,), rulebook=book, options=options)
    hand = scripted(floor, started(game, seats=6), f"{EIGHT_CARDS} {exposed}")
    for _ in range(8):
        hand.apply(deal_next(hand, hand.expected()))
    card = parse_cards(exposed)[0]
    assert hand.next_card is card
    return hand, hand.apply(CardDealt(seat=3, card=card, face_up=True))


def _finish_deal(hand):
    while isinstance(expectation := hand.expected(), ExpectDeal):
        hand.apply(deal_next(hand, expectation))


def _live_cards_where_they_belong(hand):
    for seat in hand.seats.values():
        assert len(seat.cards) == 5
        for card, face_up in zip(seat.cards, seat.faces, strict=True):
            assert hand.tracker.zone_of(card) == (Zone.UP if face_up else Zone.DOWN, seat.seat)


@pytest.mark.parametrize(("option", "exposed"), [("7", "4c"), ("7", "Ac"), ("7", "7c"), ("5", "5c"), ("5", "Ah")])
def test_rrop_a5_3_a_low_card_exposed_on_the_deal_stays_with_the_player(option, exposed):
    hand, ruling = _deal_with_exposure("rrop", exposed, options={"a5-exposed-predraw-keep-max": option})
    card = parse_cards(exposed)[0]
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.citations == ("RROP-A5-3",)
    assert ruling.remedy_names == ("plays_as_upcard",)
    assert hand.seats[3].cards[-1] is card and hand.seats[3].faces[-1]
    assert hand.tracker.zone_of(card) == (Zone.UP, 3)
    _finish_deal(hand)
    _live_cards_where_they_belong(hand)
    assert card in hand.seats[3].cards and hand.burns == []
    # the kept card may be thrown on the draw like any other; the draw still has its own burn
    run_until(hand, lambda e: isinstance(e, ExpectDraw))
    for seat in (1, 2):
        hand.apply(Discarded(seat=seat))
    hand.apply(Discarded(seat=3, cards=(card,)))
    for seat in (4, 5, 6):
        hand.apply(Discarded(seat=seat))
    burn = hand.next_card
    hand.apply(CardBurned(card=burn))
    _finish_deal(hand)
    assert hand.tracker.zone_of(card) == (Zone.DISCARD, 1)
    assert hand.tracker.zone_of(burn) == (Zone.BURN, 0)
    assert len(hand.seats[3].cards) == 5 and not any(hand.seats[3].faces)


@pytest.mark.parametrize(("option", "exposed"), [("7", "9c"), ("7", "8s"), ("5", "6c"), ("5", "7d")])
def test_rrop_a5_3_a_higher_card_exposed_on_the_deal_is_replaced_and_burns(option, exposed):
    hand, ruling = _deal_with_exposure("rrop", exposed, options={"a5-exposed-predraw-keep-max": option})
    card = parse_cards(exposed)[0]
    assert ruling.citations == ("RROP-A5-3",)
    assert ruling.remedy_names == ("replace_from_stub", "card_to_burn")
    assert hand.tracker.zone_of(card) == (Zone.BURN, 0)
    _finish_deal(hand)
    _live_cards_where_they_belong(hand)
    assert card not in hand.seats[3].cards
    run_until(hand, lambda e: isinstance(e, ExpectDraw))
    for seat in range(1, 7):
        hand.apply(Discarded(seat=seat, cards=tuple(hand.seats[seat].cards[:1])))
    assert isinstance(hand.expected(), ExpectDeal)  # no burn: the exposed card is the first draw's burn


def test_rrop_a5_3_with_the_option_at_none_every_exposed_card_is_replaced_as_wsop():
    hand, ruling = _deal_with_exposure("rrop", "4c", options={"a5-exposed-predraw-keep-max": "none"})
    assert ruling.citations == ("WSOP24L-269", "WSOP24L-LOWBALL.2")
    assert ruling.remedy_names == ("replace_from_stub", "card_to_burn")
    _finish_deal(hand)
    assert parse_cards("4c")[0] not in hand.seats[3].cards
    _live_cards_where_they_belong(hand)


def test_tda_2024_replaces_a_low_card_exposed_on_the_deal_of_a5():
    hand, ruling = _deal_with_exposure("tda-2024", "4c")
    assert "WSOP24T-DRAW.2" in ruling.citations and "RROP-A5-3" not in ruling.citations
    assert ruling.remedy_names == ("replace_from_stub",)
    _finish_deal(hand)
    assert parse_cards("4c")[0] not in hand.seats[3].cards
    _live_cards_where_they_belong(hand)


def test_rrop_a5_3_does_not_reach_2_7_lowball():
    hand, ruling = _deal_with_exposure("rrop", "4c", game="27td")
    assert ruling.citations == ("WSOP24L-269", "WSOP24L-LOWBALL.2")
    assert ruling.remedy_names == ("replace_from_stub", "card_to_burn")
    _finish_deal(hand)
    assert parse_cards("4c")[0] not in hand.seats[3].cards


def test_rrop_a5_3_the_misdeal_causes_come_first():
    floor = draw_floor(games=("a5td",), rulebook="rrop")
    hand = scripted(floor, started("a5td", seats=6), "2c")
    ruling = hand.apply(CardDealt(seat=1, card=hand.next_card, face_up=True))  # first card off the deck
    assert ruling.kind is RulingKind.MISDEAL and ruling.citations == ("WSOP24L-262", "RROP-LOWBALL-1")
    hand, ruling = _deal_with_exposure("rrop", "4c")
    assert ruling.remedy_names == ("plays_as_upcard",)
    second = hand.next_card
    ruling = hand.apply(CardDealt(seat=4, card=second, face_up=True))  # a second exposed card, even a kept one
    assert ruling.kind is RulingKind.MISDEAL
    assert hand.outcome is HandOutcome.MISDEAL


def test_rrop_a5_3_covers_the_deal_only_not_a_draw():
    floor = draw_floor(games=("a5td",), rulebook="rrop")
    hand = scripted(floor, started("a5td", seats=4), "")
    run_until(hand, lambda e: isinstance(e, ExpectDraw))
    for seat in (1, 2, 3, 4):
        hand.apply(Discarded(seat=seat, cards=tuple(hand.seats[seat].cards[:1])))
    hand.apply(CardBurned(card=hand.next_card))
    ruling = hand.apply(CardDealt(seat=1, card=hand.next_card, face_up=True))
    assert ruling.remedy_names == ("replace_after_draw", "card_to_burn")
    assert "WSOP24L-LOWBALL.2" in ruling.citations


def test_rrop_a5_3_rules_nothing_without_a_hand():
    exposed = DowncardExposed(seat=3, card=parse_cards("4c")[0], street=Street.PREDRAW, initial_deal=True, position=2)
    assert exposed_in_draw.a5_exposed_card(exposed, None) is None


# -- RROP-A5-4: the sevens rule -----------------------------------------------------------------------------------

LIMIT = Stakes(small_bet=400, big_bet=800, blinds=(200, 400))
SEVEN = "7h 6d 4c 3s 2h"  # a seven-low
EIGHT = "8c 6s 5d 3h Ad"  # an eight-low
SIX = "6c 4d 3c 2d As"  # a six-low
PAIR = "Kc Kd Qs Js 9h"  # a pair of kings


def _deck(*hands):
    """The first cards off the deck for three seats dealt one card at a time, seat 1 first."""
    cards = [card.split() for card in hands]
    return " ".join(cards[seat][i] for i in range(5) for seat in range(len(cards)))


def _to_last_round(hands, book="rrop", game="a5td", options=None, stacks=(10_000, 10_000, 10_000)):
    """Three seats (button 3, blinds 1 and 2) holding ``hands``, everyone calling and standing pat to the last round.

    Seat 1 (left of the button) acts first after each draw; the pot before the last round is 1200.
    """
    floor = draw_floor(games=(game,), rulebook=book, options=options)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=c) for s, c in enumerate(stacks, 1)), button=3)
    hand = scripted(floor, HandStarted(game=game, table=table, stakes=LIMIT), _deck(*hands))
    last = floor.game(game).streets[-1]
    run_until(hand, lambda e: isinstance(e, ExpectAction) and e.street is last)
    assert hand.view.pot == 1200 and hand.expected().seat == 1
    return hand


def _act(hand, *actions):
    for action in actions:
        hand.apply(action)
    assert isinstance(hand.expected(), HandOver) and hand.outcome is HandOutcome.COMPLETE


def test_rrop_a5_4_a_checked_seven_that_wins_takes_only_the_pot_before_the_last_round():
    hand = _to_last_round((SEVEN, EIGHT, PAIR))
    _act(hand, CheckedOrCalled(seat=1), BetOrRaisedTo(seat=2, amount=800), Folded(seat=3), CheckedOrCalled(seat=1))
    assert hand.payouts == {1: 2000, 2: 800}  # the 1200 before the last round plus his own 800; the bet goes back
    assert "RROP-A5-4" in hand.award_citations  # the award record names the sevens rule
    assert hand.stacks == {1: 10_800, 2: 9_600, 3: 9_600}


def test_rrop_a5_4_a_hand_rebuilt_from_its_log_is_settled_the_same_way():
    hand = _to_last_round((SEVEN, EIGHT, PAIR))
    _act(hand, CheckedOrCalled(seat=1), BetOrRaisedTo(seat=2, amount=800), Folded(seat=3), CheckedOrCalled(seat=1))
    events = msgspec.json.decode(msgspec.json.encode(hand.events), type=list[AnyEvent])
    again = Hand.from_events(draw_floor(games=("a5td",), rulebook="rrop"), events)
    assert again.payouts == hand.payouts == {1: 2000, 2: 800}
    assert again.stacks == hand.stacks


def test_rrop_a5_4_every_bet_after_the_draw_goes_back_even_to_a_bettor_who_folded():
    hand = _to_last_round((SEVEN, EIGHT, PAIR))
    _act(
        hand,
        CheckedOrCalled(seat=1),
        BetOrRaisedTo(seat=2, amount=800),
        BetOrRaisedTo(seat=3, amount=1600),
        CheckedOrCalled(seat=1),
        Folded(seat=2),
    )
    assert hand.payouts == {1: 2800, 2: 800, 3: 1600}
    assert hand.stacks == {1: 10_800, 2: 9_600, 3: 9_600}


def test_rrop_a5_4_a_checked_seven_all_in_on_the_call_leaves_the_side_pot_to_the_others():
    hand = _to_last_round((SEVEN, EIGHT, PAIR), stacks=(900, 10_000, 10_000))
    _act(
        hand,
        CheckedOrCalled(seat=1),
        BetOrRaisedTo(seat=2, amount=800),
        CheckedOrCalled(seat=3),
        CheckedOrCalled(seat=1),  # all in for 500
    )
    # main pot 1200 + 3 x 500 to seat 1 less the others' 500 each; the 600 side pot to seat 2's eight
    assert hand.payouts == {1: 1700, 2: 1100, 3: 500}
    assert hand.stacks == {1: 1700, 2: 9_900, 3: 9_300}


def test_rrop_a5_4_a_checked_seven_that_loses_settles_as_usual():
    hand = _to_last_round((SEVEN, SIX, PAIR))
    _act(hand, CheckedOrCalled(seat=1), BetOrRaisedTo(seat=2, amount=800), Folded(seat=3), CheckedOrCalled(seat=1))
    assert hand.payouts == {2: 2800}
    assert "RROP-A5-4" not in hand.award_citations
    assert hand.stacks == {1: 8_800, 2: 11_600, 3: 9_600}


def test_rrop_a5_4_a_seven_that_is_bet_wins_everything():
    hand = _to_last_round((SEVEN, EIGHT, PAIR))
    _act(hand, BetOrRaisedTo(seat=1, amount=800), CheckedOrCalled(seat=2), Folded(seat=3))
    assert hand.payouts == {1: 2800}


def test_rrop_a5_4_an_eight_that_is_checked_wins_everything():
    hand = _to_last_round((EIGHT, PAIR, "Qc Jd Th 9s 9c"))
    _act(hand, CheckedOrCalled(seat=1), BetOrRaisedTo(seat=2, amount=800), Folded(seat=3), CheckedOrCalled(seat=1))
    assert hand.payouts == {1: 2800}


def test_rrop_a5_4_with_the_option_off_settles_as_usual():
    hand = _to_last_round((SEVEN, EIGHT, PAIR), options={"sevens-rule": False})
    _act(hand, CheckedOrCalled(seat=1), BetOrRaisedTo(seat=2, amount=800), Folded(seat=3), CheckedOrCalled(seat=1))
    assert hand.payouts == {1: 2800}


def test_tda_2024_has_no_sevens_rule():
    hand = _to_last_round((SEVEN, EIGHT, PAIR), book="tda-2024")
    assert "sevens-rule" not in hand.options
    _act(hand, CheckedOrCalled(seat=1), BetOrRaisedTo(seat=2, amount=800), Folded(seat=3), CheckedOrCalled(seat=1))
    assert hand.payouts == {1: 2800}


def test_rrop_a5_4_does_not_reach_2_7_triple_draw():
    hand = _to_last_round(("7h 5d 4c 3s 2h", "8c 6s 5h 3h 2d", PAIR), game="27td")
    _act(hand, CheckedOrCalled(seat=1), BetOrRaisedTo(seat=2, amount=800), Folded(seat=3), CheckedOrCalled(seat=1))
    assert hand.payouts == {1: 2800}


def test_rrop_a5_4_a_seven_may_just_call_a_short_all_in_bet_and_the_overcall_goes_back():
    # seat 2 has 300 left after the big blind; seat 3 holds the seven and acts after the short bet
    hand = _to_last_round((EIGHT, PAIR, SEVEN), stacks=(10_000, 700, 10_000))
    _act(
        hand,
        CheckedOrCalled(seat=1),
        BetOrRaisedTo(seat=2, amount=300),  # all in, less than half of the 800 bet
        CheckedOrCalled(seat=3),
        CheckedOrCalled(seat=1),  # the overcall
    )
    assert hand.payouts == {3: 1800, 1: 300}  # seat 3 wins the short bet but not seat 1's call of it
    assert hand.stacks == {1: 9_600, 2: 0, 3: 11_100}


def test_rrop_a5_4_completing_the_short_bet_satisfies_the_rule():
    hand = _to_last_round((EIGHT, PAIR, SEVEN), stacks=(10_000, 700, 10_000))
    _act(
        hand,
        CheckedOrCalled(seat=1),
        BetOrRaisedTo(seat=2, amount=300),
        BetOrRaisedTo(seat=3, amount=800),  # completed to a full bet
        CheckedOrCalled(seat=1),
    )
    assert hand.payouts == {3: 3100}


def test_rrop_a5_4_a_checked_seven_facing_a_short_all_in_forfeits_it_too():
    hand = _to_last_round((SEVEN, EIGHT, PAIR), stacks=(10_000, 700, 10_000))
    _act(hand, CheckedOrCalled(seat=1), BetOrRaisedTo(seat=2, amount=300), Folded(seat=3), CheckedOrCalled(seat=1))
    assert hand.payouts == {1: 1500, 2: 300}


@pytest.mark.parametrize(
    ("cards", "qualifies"),
    [
        (SEVEN, True),
        ("7s 6s 5s 4s 3s", True),  # straights and flushes do not count at ace-to-five
        (SIX, True),
        ("5c 4d 3h 2s Ac", True),
        (EIGHT, False),
        ("7c 7d 4c 3s 2h", False),  # a pair is no seven-low
        (PAIR, False),
    ],
)
def test_rrop_a5_4_what_is_a_seven_or_better(cards, qualifies):
    assert sevens.seven_or_better(parse_cards(cards.replace(" ", ""))) is qualifies


# -- chips are conserved, and the rule only ever moves chips from the winner to the others ----------------------


def _checky(options, rng):
    """Mostly check and call (so sevens get checked), bet now and then, fold rarely."""
    draw = rng.random()
    if draw < 0.08 and options.can_fold and not options.can_check:
        return Folded(seat=options.seat)
    if draw > 0.8 and options.bet_to:
        return BetOrRaisedTo(seat=options.seat, amount=rng.choice(options.bet_to))
    return CheckedOrCalled(seat=options.seat) if options.can_check or options.call > 0 else Folded(seat=options.seat)


def _keep_lows(cards, rng):
    """Throw the cards above seven and pairs, as an A-5 player would."""
    seen, thrown = set(), []
    for card in cards:
        low = 1 if card.rank == 14 else card.rank
        if low > 7 or low in seen:
            thrown.append(card)
        seen.add(low)
    return tuple(thrown)


def _played(game, book, seed, stacks, sevens_rule, policy=_checky):
    games = {"razz": floorcall_stud.razz.plugin} if game == "razz" else GAMES
    plugins = {**games, "rrop": floorcall_rrop.plugin}
    options = {"sevens-rule": sevens_rule}
    floor = make_floor(games=[game], rulebook=book, options=options, plugins=plugins, installed=False)
    seats = tuple(SeatSetup(seat=s, stack=c) for s, c in enumerate(stacks, 1))
    stakes = Stakes(ante=50, bring_in=100, small_bet=400, big_bet=800) if game == "razz" else LIMIT
    start = HandStarted(game=game, table=Table(seats=seats, button=len(stacks)), stakes=stakes)
    rng = random.Random(seed)
    hand = new_hand(floor, start, rng)
    return play(hand, rng, policy=policy, draw_policy=_keep_lows)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    stacks=st.lists(st.integers(300, 6_000), min_size=2, max_size=6),
)
def test_rrop_a5_4_conserves_chips_and_only_moves_them_away_from_the_winner(seed, stacks):
    on = _played("a5td", "rrop", seed, stacks, sevens_rule=True)
    off = _played("a5td", "rrop", seed, stacks, sevens_rule=False)
    assert [type(e) for e in on.events] == [type(e) for e in off.events]
    assert on.outcome is off.outcome is HandOutcome.COMPLETE
    assert sum(on.stacks.values()) == sum(off.stacks.values()) == sum(stacks)
    change = {seat: on.stacks[seat] - off.stacks[seat] for seat in on.stacks}
    losers = [seat for seat, chips in change.items() if chips < 0]
    assert len(losers) <= 1
    if losers:
        (winner,) = losers
        assert off.payouts[winner] > 0
        assert sevens.seven_or_better(on.seats[winner].cards)


def test_rrop_a5_4_changes_some_random_hands():
    """The property above is not empty: over a fixed set of seeds the rule does change some settlements."""
    changed = 0
    for seed in range(150):
        on = _played("a5td", "rrop", seed, [4_000] * 4, sevens_rule=True)
        off = _played("a5td", "rrop", seed, [4_000] * 4, sevens_rule=False)
        changed += on.stacks != off.stacks
    assert changed > 0


@pytest.mark.parametrize("game", ["27td", "razz"])
def test_rrop_a5_4_has_no_effect_on_other_lowball_games(game):
    for seed in range(40):
        on = _played(game, "rrop", seed, [4_000] * 4, sevens_rule=True, policy=random_action)
        off = _played(game, "rrop", seed, [4_000] * 4, sevens_rule=False, policy=random_action)
        assert on.stacks == off.stacks


# -- the rule modules themselves ----------------------------------------------------------------------------------


@pytest.mark.parametrize("module", [exposed_in_draw, sevens])
def test_every_a5_citation_is_in_the_catalog(shared_dir, module):
    catalog = (shared_dir / "rules" / "catalog.md").read_text()
    source = Path(module.__file__).read_text()
    cited = set(re.findall(r'"((?:TDA2024|WSOP24[TL]|RROP|FLOORCALL-DEFAULT)-[A-Za-z0-9.-]+)"', source))
    assert cited
    assert all(f"### {c} " in catalog for c in cited)


def test_rrop_declares_both_options_with_its_defaults():
    specs = {spec.name: spec for spec in floorcall_rrop.options.OPTIONS}
    assert specs["a5-exposed-predraw-keep-max"].default == "7"
    assert specs["a5-exposed-predraw-keep-max"].choices == ("7", "5", "none")
    assert specs["sevens-rule"].default is True
    hand, _ = _deal_with_exposure("rrop", "4c")
    assert hand.options["sevens-rule"] is True and hand.options["a5-exposed-predraw-keep-max"] == "7"


class _CompareAwards:
    """Asked first at every showdown: records the rule's usual award beside the game's own, and answers nothing."""

    def __init__(self) -> None:
        self.pairs: list[tuple[dict[int, int], dict[int, int]]] = []

    @floorcall.hookimpl(tryfirst=True)
    def floorcall_award_pots(self, hand, pots):
        rank = evaluator("a5-low").strength
        strengths = {seat: rank(hand.cards(seat), ()) for seat in hand.live_seats}
        own = awards_for(floorcall_draw.ace_five_triple.GAME, hand, pots)
        self.pairs.append((sevens._usual_award(hand, pots, strengths), own))


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    stacks=st.lists(st.integers(300, 6_000), min_size=3, max_size=6),
)
def test_rrop_a5_4_starts_from_the_award_the_game_itself_gives(seed, stacks):
    # the sevens rule adjusts its own copy of the game's award: the two must not drift apart (odd chips, ties)
    compare = _CompareAwards()
    floor = make_floor(
        games=["a5td"], rulebook="rrop", plugins={**GAMES, "rrop": floorcall_rrop.plugin}, installed=False
    )
    floor.register(compare, name="compare-awards")
    seats = tuple(SeatSetup(seat=s, stack=c) for s, c in enumerate(stacks, 1))
    rng = random.Random(seed)
    start = HandStarted(game="a5td", table=Table(seats=seats, button=len(stacks)), stakes=LIMIT)
    play(new_hand(floor, start, rng), rng, policy=_checky, draw_policy=_keep_lows)
    for usual, own in compare.pairs:
        assert usual == own
