"""The draw procedure on the engine: draw order, one burn after the discards, replacements in a row, limits, awards."""

import pytest

from floorcall import (
    BetOrRaisedTo,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    DeckFouled,
    Discarded,
    Folded,
    Hand,
    HandOutcome,
    InvalidEventError,
    RulingApplied,
    Street,
)
from floorcall import procedure as policy
from floorcall._app.simulate import deal_next
from floorcall._engine.deck import Zone
from floorcall.cards import parse_cards
from floorcall.model.expectations import ExpectAction, ExpectBurn, ExpectDeal, ExpectDraw, HandOver
from floorcall_draw.deuce_seven_triple import GAME as TRIPLE
from floorcall_draw.five_card_draw import GAME as FIVE_CARD
from floorcall_draw.openers import has_openers
from tests.draw.draw_helpers import (
    DRAWS,
    GAMES,
    HAND_SIZE,
    check_cards,
    draw_floor,
    run_until,
    scripted,
    stakes_for,
    started,
)


def _to_first_draw(game="27td", seats=6, **kwargs):
    hand = scripted(draw_floor(games=(game,)), started(game, seats=seats, **kwargs), "")
    run_until(hand, lambda e: isinstance(e, ExpectDraw))
    return hand


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_deal_gives_each_seat_its_hand_face_down_from_the_button_s_left(game):
    hand = scripted(draw_floor(games=(game,)), started(game, seats=4), "")
    order = [run_until(hand, lambda e: isinstance(e, ExpectDeal | ExpectAction))]
    while isinstance(order[-1], ExpectDeal):
        hand.apply(deal_next(hand, order[-1]))
        order.append(hand.expected())
    seats = [e.seat for e in order[:-1]]
    assert seats == [1, 2, 3, 4] * HAND_SIZE[game]
    assert not any(e.face_up for e in order[:-1])
    assert order[-1].street is Street.PREDRAW and order[-1].seat == 3  # left of the big blind (seat 2)
    assert hand.game.streets == (Street.PREDRAW, Street.DRAW_1, Street.DRAW_2, Street.DRAW_3)[: DRAWS[game] + 1]


def test_draw_order_starts_left_of_the_button_and_the_burn_follows_every_discard():
    hand = _to_first_draw(seats=6)
    seen = []
    while isinstance(expectation := hand.expected(), ExpectDraw):
        assert expectation.street is Street.DRAW_1
        seen.append(expectation.seat)
        hand.apply(
            Discarded(seat=expectation.seat, cards=tuple(hand.seats[expectation.seat].cards[: expectation.seat % 4]))
        )
    assert seen == [1, 2, 3, 4, 5, 6]
    assert hand.expected() == ExpectBurn(street=Street.DRAW_1)
    hand.apply(CardBurned(card=hand.next_card))
    dealt = []
    while isinstance(expectation := hand.expected(), ExpectDeal):
        dealt.append(expectation.seat)
        hand.apply(deal_next(hand, expectation))
    assert dealt == [1, 2, 2, 3, 3, 3, 5, 6, 6]  # each seat's cards in a row, in draw order; 4 stood pat
    assert isinstance(hand.expected(), ExpectAction) and hand.expected().seat == 1
    assert all(len(seat.cards) == 5 for seat in hand.seats.values())
    assert len(hand.discards) == 1 and len(hand.discards[0]) == 9
    assert all(hand.tracker.zone_of(card) == (Zone.DISCARD, 1) for card in hand.discards[0])
    check_cards(hand)


def test_everyone_standing_pat_still_takes_a_burn():
    hand = _to_first_draw(seats=3)
    for seat in (1, 2, 3):
        hand.apply(Discarded(seat=seat))
    assert hand.expected() == ExpectBurn(street=Street.DRAW_1)
    hand.apply(CardBurned(card=hand.next_card))
    assert isinstance(hand.expected(), ExpectAction)
    assert len(hand.burns) == 1


def test_heads_up_the_button_posts_the_small_blind_acts_first_before_the_draw_and_draws_last():
    hand = scripted(draw_floor(games=("27td",)), started("27td", seats=(3, 7), button=7), "")
    assert hand.seats[7].contributed == 200 and hand.seats[3].contributed == 400
    first = run_until(hand, lambda e: isinstance(e, ExpectAction))
    assert first.seat == 7
    assert run_until(hand, lambda e: isinstance(e, ExpectDraw)).seat == 3
    hand.apply(Discarded(seat=3))
    assert hand.expected().seat == 7


@pytest.mark.parametrize(
    ("street", "bet"), [(Street.PREDRAW, 400), (Street.DRAW_1, 400), (Street.DRAW_2, 800), (Street.DRAW_3, 800)]
)
def test_triple_draw_bets_the_small_bet_before_the_second_draw_and_the_big_bet_after(street, bet):
    limits = policy.street_betting(TRIPLE, street, stakes_for("27td"), {"max-bets": 5})
    assert (limits.bet, limits.max_bets, limits.reopen_fraction) == (bet, 5, 0.5)


@pytest.mark.parametrize(("street", "bet"), [(Street.PREDRAW, 400), (Street.DRAW_1, 800)])
def test_five_card_draw_bets_the_small_bet_before_the_draw_and_the_big_bet_after(street, bet):
    assert policy.street_betting(FIVE_CARD, street, stakes_for("5cd"), {}).bet == bet


def test_no_limit_single_draw_opens_at_the_minimum_bet_up_to_all_in():
    hand = scripted(draw_floor(games=("27sd",)), started("27sd", seats=3, stack=5_000), "")
    expectation = run_until(hand, lambda e: isinstance(e, ExpectAction))
    assert (expectation.options.min_to, expectation.options.max_to) == (800, 5_000)


def test_a_discard_of_a_card_not_held_is_refused_and_changes_nothing():
    hand = _to_first_draw(seats=3)
    before = list(hand.events)
    stranger = next(card for card in parse_cards("2c3c4c5c6c7c8c") if card not in hand.seats[1].cards)
    with pytest.raises(InvalidEventError, match="does not hold"):
        hand.apply(Discarded(seat=1, cards=(stranger,)))
    assert hand.events == before
    assert hand.expected() == ExpectDraw(seat=1, street=Street.DRAW_1)


def test_a_discard_outside_a_draw_is_refused():
    hand = scripted(draw_floor(games=("27td",)), started("27td", seats=3), "")
    run_until(hand, lambda e: isinstance(e, ExpectAction))
    with pytest.raises(InvalidEventError, match="no draw"):
        hand.apply(Discarded(seat=1))


def _showdown(game, first):
    """Two players, seats 1 and 2 (button 2), dealt ``first`` (alternating), both calling and standing pat."""
    hand = scripted(draw_floor(games=(game,)), started(game, seats=2, stack=2_000), first)
    run_until(hand, lambda e: False)
    return hand


@pytest.mark.parametrize(
    ("game", "first", "winner"),
    [
        ("27td", "7c 8c 5d 6d 4h 4s 3s 3c 2c 2h", 1),  # 7-5-4-3-2 beats 8-6-4-3-2
        ("27td", "Ac 7c 5d 6d 4h 4s 3s 3c 2c 2h", 2),  # the ace is high: A-5-4-3-2 loses to 7-6-4-3-2
        ("a5td", "Ac 7c 2d 6d 3h 4s 4d 3c 5c 2h", 1),  # the wheel beats 7-6-4-3-2
        ("badugi", "Ac Ah 2d 2c 3h 3d 4s 5s", 1),  # A-2-3-4 beats A-2-3-5, both of four suits
        ("5cd", "Ac 2c Ad 3c Kh 4h Ks 5d 7c 8s", 1),  # aces up beat a low hand
    ],
)
def test_the_best_hand_by_the_game_s_ranking_wins_the_pot(game, first, winner):
    hand = _showdown(game, first)
    assert hand.outcome is HandOutcome.COMPLETE
    assert hand.payouts == {winner: 800}


def test_a_false_opener_cannot_win_a_contested_pot_under_jacks_or_better():
    first = "Ac Tc 9d Td 7h 4h Ks 5d 2s 8s"  # seat 1: A-K-9-7-2; seat 2 (the button): a pair of tens
    for jacks, winner in ((False, 2), (True, 1)):
        floor = draw_floor(games=("5cd",), options={"jacks-or-better": jacks})
        hand = scripted(floor, started("5cd", seats=2, stack=2_000), first)
        assert run_until(hand, lambda e: isinstance(e, ExpectAction)).seat == 2
        hand.apply(BetOrRaisedTo(seat=2, amount=800))  # seat 2 opens without jacks or better
        hand.apply(CheckedOrCalled(seat=1))
        run_until(hand, lambda e: False)
        assert hand.payouts == {winner: 1_600}


def test_has_openers_needs_jacks_or_better():
    assert has_openers(parse_cards("JcJd4h3s2c"))
    assert has_openers(parse_cards("2c2d3h3s9c"))
    assert not has_openers(parse_cards("TcTdAhKsQc"))


# -- hand histories -------------------------------------------------------------------------------------------------


def _history_hand(seats=6):
    hand = Hand(draw_floor(games=("27td",)), started("27td", seats=seats, burns_recorded=False))
    return hand


def test_a_hand_history_burns_by_itself_after_the_last_discard():
    hand = _history_hand(seats=2)
    cards = parse_cards("2c3c4c5c6c2d3d4d5d6d")
    for index, card in enumerate(cards):
        hand.apply(CardDealt(seat=1 + index % 2, card=card))
    hand.apply(CheckedOrCalled(seat=2))
    hand.apply(CheckedOrCalled(seat=1))
    hand.apply(Discarded(seat=1, cards=parse_cards("2c")))
    hand.apply(Discarded(seat=2))
    assert hand.burns == [parse_cards("??")[0]]
    assert hand.expected() == ExpectDeal(seat=1, face_up=False, street=Street.DRAW_1)


def test_a_hand_history_may_deal_again_a_discarded_card_once_the_stub_ran_out():
    hand = _history_hand(seats=6)
    deck = list(parse_cards("".join(card.value for card in hand.game.deck.cards)))
    for index in range(30):
        hand.apply(CardDealt(seat=1 + index % 6, card=deck[index]))
    for seat in (3, 4, 5, 6, 1, 2):
        hand.apply(CheckedOrCalled(seat=seat))
    nxt = 30
    for _ in range(2):  # two draws of three cards each: 1 burn + 18 cards a draw
        for seat in range(1, 7):
            hand.apply(Discarded(seat=seat, cards=tuple(hand.seats[seat].cards[:3])))
        for seat in range(1, 7):
            for _ in range(3):
                if nxt < 51:
                    hand.apply(CardDealt(seat=seat, card=deck[nxt]))
                    nxt += 1
                else:  # the record's reshuffle: the next cards come from the earlier discards
                    again = next(c for c in hand.discards[0] if hand.tracker.zone_of(c)[0] is not Zone.DOWN)
                    assert hand.apply(CardDealt(seat=seat, card=again)) is None
        assert isinstance(hand.expected(), ExpectAction)
        for seat in range(1, 7):
            hand.apply(CheckedOrCalled(seat=seat))
    assert not any(isinstance(e, RulingApplied) for e in hand.events)
    assert hand.draw_round.refilled


def test_a_hand_history_dealing_a_discard_while_the_stub_still_holds_cards_fouls_the_deck():
    hand = _history_hand(seats=2)
    for index, card in enumerate(parse_cards("2c3c4c5c6c2d3d4d5d6d")):
        hand.apply(CardDealt(seat=1 + index % 2, card=card))
    hand.apply(CheckedOrCalled(seat=2))
    hand.apply(CheckedOrCalled(seat=1))
    hand.apply(Discarded(seat=1, cards=parse_cards("2c")))
    hand.apply(Discarded(seat=2))
    hand.apply(CardDealt(seat=1, card=parse_cards("2c")[0]))
    record = hand.events[-1]
    assert isinstance(record, RulingApplied) and isinstance(record.irregularity, DeckFouled)


def test_folding_to_one_player_during_the_hand_ends_it_before_the_draw():
    hand = scripted(draw_floor(games=("27td",)), started("27td", seats=3), "")
    expectation = run_until(hand, lambda e: isinstance(e, ExpectAction))
    hand.apply(Folded(seat=expectation.seat))
    hand.apply(Folded(seat=1))
    assert isinstance(hand.expected(), HandOver)
    assert hand.stacks == {1: 9_800, 2: 10_200, 3: 10_000}


def test_a_rebuilt_hand_log_replays_to_the_same_state():
    hand = scripted(draw_floor(games=("27td",)), started("27td", seats=6), "")
    run_until(hand, lambda e: False, draw=lambda cards: cards[:3])
    assert any(isinstance(e, RulingApplied) for e in hand.events)
    again = Hand.from_events(hand.floor, hand.events)
    assert again.events == hand.events
    assert again.stacks == hand.stacks
    assert again.payouts == hand.payouts
