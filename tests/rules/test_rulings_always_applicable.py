"""Rulings the engine can always carry out: reports it used to get wrong, each in more than one game.

- a flop turned without its burn and reported before anyone acts on it (TDA2024-39B; WSOP24L-164/165 for rrop);
- Robert's Rules' impossible-call refund only when the caller really cannot beat the bettor's upcards
  (RROP-ES-STUD-IRR-9);
- reports of what the hand sees in its own events (a premature card, a discard out of turn, an action out of turn)
  are refused, naming the event to apply, and leave the hand as it was;
- a card reported dealt to the wrong player comes off the stub into his hand as it did at the table.
"""

import random

import pytest

from floorcall import (
    ActionOutOfTurn,
    BetOrRaisedTo,
    BoxedCardFound,
    BringInPosted,
    BurnOutOfSequence,
    Card,
    CardToWrongSeat,
    CheckedOrCalled,
    ExpectBoardCard,
    ExpectBurn,
    HandOutcome,
    ImpossibleCall,
    InvalidEventError,
    IrregularityReported,
    OpenerMisnamed,
    PrematureCard,
    RulingKind,
    SeatDealtOut,
    SeatSkipped,
    Street,
    UpcardDealtDown,
    UpcardsLifted,
)
from floorcall.model.expectations import ExpectShowdown
from tests.rules import general_helpers as flop
from tests.rules import stud_rules as studs

SEATS = {1: 20000, 3: 20000, 5: 20000}


def _report(hand, irregularity):
    return hand.apply(IrregularityReported(irregularity=irregularity))


@pytest.mark.parametrize("game", ["nlhe", "plo"])
def test_tda_2024_39b_a_whole_flop_without_its_burn_before_action_gets_a_burn_from_it(game):
    hand = flop.start(flop.floor(game), game, SEATS, button=5, seed=4)
    flop.play_to(hand, Street.FLOP)
    chips, flop_cards = flop.stacks_plus_pot(hand), list(hand.board)
    ruling = _report(hand, BurnOutOfSequence(street=Street.FLOP, missed=True))
    assert ruling.citations == ("TDA2024-39B",) and ruling.remedy_names == ("card_to_burn",)
    [burned] = ruling.remedies
    assert burned.card in flop_cards and hand.burns[-1] is burned.card
    assert sorted(hand.board) == sorted(c for c in flop_cards if c is not burned.card)
    assert hand.expected() == ExpectBoardCard(street=Street.FLOP, remaining=1)
    flop.deal_cards(hand, 1)
    assert len(hand.board) == 3 and hand.expected().street is Street.FLOP
    flop.finish(hand)
    assert hand.outcome is HandOutcome.COMPLETE and flop.stacks_plus_pot(hand) == chips


@pytest.mark.parametrize("game", ["nlhe", "plo"])
def test_wsop_2024_l164_rrop_a_whole_flop_without_its_burn_before_action_is_dealt_again(game):
    hand = flop.start(flop.floor(game, "rrop"), game, SEATS, button=5, seed=4)
    flop.play_to(hand, Street.FLOP)
    chips, burns, stub = flop.stacks_plus_pot(hand), len(hand.burns), hand.tracker.stub
    ruling = _report(hand, BurnOutOfSequence(street=Street.FLOP, missed=True))
    assert ruling.citations == ("WSOP24L-164/165",) and ruling.remedy_names == ("redeal_board_street",)
    assert hand.board == [] and hand.tracker.stub == stub + 3
    assert isinstance(hand.expected(), ExpectBurn)
    flop.deal_cards(hand, 4)
    assert len(hand.board) == 3 and len(hand.burns) == burns + 1
    flop.finish(hand)
    assert hand.outcome is HandOutcome.COMPLETE and flop.stacks_plus_pot(hand) == chips


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
def test_a_flop_burn_missed_but_acted_on_stands_under_both_books(book):
    hand = flop.start(flop.floor("nlhe", book), "nlhe", SEATS, button=5, seed=4)
    exp = flop.play_to(hand, Street.FLOP)
    hand.apply(flop.call(exp.seat))
    board = list(hand.board)
    ruling = _report(hand, BurnOutOfSequence(street=Street.FLOP, missed=True))
    assert ruling.kind is RulingKind.CONTINUE and ruling.remedies == () and hand.board == board


def _last_call(book, game, cards, stakes=studs.FIVE_STAKES):
    """Two players; seat 1 bets the last street and seat 2 calls; returns the hand at its showdown."""
    hand = studs.start(book, game, {1: 500, 2: 500}, stakes=stakes)
    script = studs.Script(cards)

    def bet_last(options):
        if options.seat == 1 and hand.street is hand.view.game.streets[-1] and options.bet_to:
            return BetOrRaisedTo(seat=1, amount=options.bet_to[0])
        return studs.passive(options)

    studs.play_until(hand, script, lambda exp: isinstance(exp, ExpectShowdown), bet_last)
    return hand


# the bettor's (seat 1's) downcards are hidden from the engine as from the caller: any unseen card may be there
CANNOT_WIN = {
    "stud5": {1: "?? Ah Ad Ac Ks", 2: "4d 2c 3d 7h 9s"},
    "stud": {1: "?? ?? Ah Ad Ac Ks ??", 2: "4d 5d 2c 3h 7h 9s Th"},
}
COULD_WIN = {
    "stud5": {1: "?? Ah Kd 7c 2s", 2: "4d Qc Qd 7h 9s"},  # his pair of queens beats the bettor's board
    "stud": {1: "?? ?? Ah Kd 7c 2s ??", 2: "4d 5d Qs Qd 7h 9s Th"},
}


@pytest.mark.parametrize("game", sorted(CANNOT_WIN))
def test_rrop_es_stud_irr_9_refund_when_the_caller_cannot_beat_the_board(game):
    hand = _last_call("rrop", game, CANNOT_WIN[game])
    before, chips = hand.seats[2].stack, studs.chips_in_play(hand)
    called = studs.FIVE_STAKES.big_bet
    ruling = _report(hand, ImpossibleCall(seat=2, street=hand.street, amount=called))
    assert ruling.remedy_names == ("refund_call",) and ruling.citations == ("RROP-ES-STUD-IRR-9",)
    assert hand.outcome is HandOutcome.COMPLETE and hand.seats[2].stack == before + called
    assert studs.chips_in_play(hand) == chips


@pytest.mark.parametrize("game", sorted(COULD_WIN))
def test_rrop_es_stud_irr_9_no_refund_when_the_caller_could_beat_the_board(game):
    hand = _last_call("rrop", game, COULD_WIN[game])
    called = studs.FIVE_STAKES.big_bet
    ruling = _report(hand, ImpossibleCall(seat=2, street=hand.street, amount=called))
    assert ruling.kind is RulingKind.REFUSED and ruling.citations == ("RROP-ES-STUD-IRR-9",)
    assert isinstance(hand.expected(), ExpectShowdown)


def _flop_hand():
    hand = flop.start(flop.floor("nlhe"), "nlhe", SEATS, button=5, seed=4)
    flop.play_to(hand, Street.FLOP)
    return hand


def _stud_hand():
    hand = studs.start("tda-2024", "stud", {1: 500, 2: 500, 3: 500})
    studs.play_until(hand, studs.Script({s: "?? ?? ?? ?? ?? ?? ??" for s in (1, 2, 3)}), lambda e: True)
    return hand


@pytest.mark.parametrize(
    ("make", "claim", "event"),
    [
        (_flop_hand, lambda h: PrematureCard(card=h.next_card, street=Street.FLOP), "board_card_dealt"),
        (_stud_hand, lambda h: UpcardDealtDown(seat=1, street=Street.THIRD), "card_dealt"),
        (_flop_hand, lambda h: ActionOutOfTurn(seat=3, expected_seat=1, action="fold", street=Street.FLOP), "action"),
    ],
)
def test_a_report_of_what_the_hand_sees_in_its_events_is_refused(make, claim, event):
    hand = make()
    size = len(hand.events)
    with pytest.raises(InvalidEventError, match=f"field kind: .*apply the .*{event}"):
        _report(hand, claim(hand))
    assert len(hand.events) == size


@pytest.mark.parametrize("game", ["nlhe", "stud"])
def test_a_card_reported_to_the_wrong_player_is_dealt_to_him(game):
    if game == "nlhe":
        hand = flop.start(flop.floor("nlhe"), "nlhe", {1: 1000, 2: 1000, 3: 1000, 4: 1000}, button=4)
        flop.deal_cards(hand, 2)
        street = Street.PREFLOP
    else:
        hand = studs.start("tda-2024", "stud", {1: 500, 2: 500, 3: 500, 4: 500})
        script = studs.Script({s: "?? ?? ?? ?? ?? ?? ??" for s in (1, 2, 3, 4)})
        script.step(hand)
        script.step(hand)
        street = Street.THIRD
    due = hand.expected().seat
    other = next(s for s in hand.seats if s != due)
    held = len(hand.seats[other].cards)
    card = hand.next_card
    wrong = CardToWrongSeat(seat=other, expected_seat=due, card=card, street=street)
    ruling = _report(hand, wrong)
    assert ruling.kind is RulingKind.CONTINUE
    assert card in hand.seats[other].cards and len(hand.seats[other].cards) == held + 1
    refused = CardToWrongSeat(seat=other, expected_seat=other % 4 + 1, card=Card.UNKNOWN, street=street)
    if refused.expected_seat != hand.expected().seat:
        with pytest.raises(InvalidEventError, match="field expected_seat"):
            _report(hand, refused)


def _button_hand(book, game, seed=2):
    from floorcall import HandStarted, SeatSetup, Table
    from floorcall._app.simulate import new_hand
    from floorcall.testing import make_floor
    from tests.rules.test_rulebook_contract import _stakes

    table = Table(seats=tuple(SeatSetup(seat=s, stack=1000) for s in range(1, 5)), button=4)
    floor = make_floor(games=(game,), rulebook=book)
    return new_hand(floor, HandStarted(game=game, table=table, stakes=_stakes(game)), random.Random(seed))


def _to_first_action(hand):
    from floorcall._app.simulate import deal_next

    while (event := deal_next(hand, hand.expected())) is not None:
        hand.apply(event)
    return hand.expected()


DEALT_OUT = {"tda-2024": ("TDA2024-35A.4", "TDA2024-35D.1"), "rrop": ("RROP-MISDEAL-1", "RROP-MISDEAL-2")}


@pytest.mark.parametrize("book", sorted(DEALT_OUT))
@pytest.mark.parametrize("game", ["nlhe", "27td"])
def test_a_seat_dealt_out_in_a_button_game_is_a_misdeal_before_the_threshold(book, game):
    hand = _button_hand(book, game)
    exp = _to_first_action(hand)
    ruling = _report(hand, SeatDealtOut(seat=2, street=exp.street))
    assert ruling.kind is RulingKind.MISDEAL and DEALT_OUT[book][0] in ruling.citations
    assert hand.outcome is HandOutcome.MISDEAL and sum(hand.stacks.values()) == 4000


@pytest.mark.parametrize("book", sorted(DEALT_OUT))
@pytest.mark.parametrize("game", ["nlhe", "27td"])
def test_a_seat_dealt_out_past_the_threshold_has_no_hand_and_the_others_play_on(book, game):
    hand = _button_hand(book, game)
    for _ in range(2):
        exp = _to_first_action(hand)
        hand.apply(CheckedOrCalled(seat=exp.seat))
    assert hand.view.substantial_action or book == "rrop"
    dealt_out = next(s for s in hand.live_seats() if s != hand.expected().seat)
    ruling = _report(hand, SeatDealtOut(seat=dealt_out, street=hand.street))
    assert ruling.kind is RulingKind.DEAD_HAND and DEALT_OUT[book][1] in ruling.citations
    assert not hand.seats[dealt_out].live
    flop.finish(hand)
    assert hand.outcome is HandOutcome.COMPLETE and sum(hand.stacks.values()) == 4000


def _second_round(game):
    hand = studs.start("tda-2024", game, {1: 500, 2: 500, 3: 500}, stakes=studs.FIVE_STAKES)
    script = studs.Script({1: "2c 3c 4c 5c 6c 7c 8c", 2: "2d 3d 4d 5d 6d 7d 8d", 3: "2h 3h Kh 5h 6h 7h 8h"})
    second = hand.view.game.streets[1]
    exp = studs.play_until(hand, script, lambda e: getattr(e, "street", None) is second and hasattr(e, "options"))
    return hand, exp


@pytest.mark.parametrize("game", ["stud", "stud5"])
def test_tda_2024_a_seat_skipped_on_an_upcard_round_before_any_bet_is_put_right_not_killed(game):
    hand, exp = _second_round(game)
    seat = next(s for s in hand.live_seats() if s != exp.seat)
    chips = studs.chips_in_play(hand)
    ruling = _report(hand, SeatSkipped(seat=seat, street=exp.street))
    assert ruling.remedy_names == ("slide_cards_back",) and ruling.citations == ("TDA2024-1", "RROP-ES-STUD-IRR-6")
    assert hand.seats[seat].live and studs.chips_in_play(hand) == chips


@pytest.mark.parametrize("game", ["stud", "stud5"])
def test_tda_2024_a_seat_skipped_on_an_upcard_round_after_a_bet_is_dead(game):
    hand, exp = _second_round(game)
    hand.apply(BetOrRaisedTo(seat=exp.seat, amount=exp.options.bet_to[0]))
    seat = next(s for s in hand.live_seats() if s != exp.seat)
    ruling = _report(hand, SeatSkipped(seat=seat, street=exp.street))
    assert ruling.kind is RulingKind.DEAD_HAND and "TDA2024-38" in ruling.citations
    assert not hand.seats[seat].live


@pytest.mark.parametrize("game", ["stud", "razz"])
def test_rrop_a_bring_in_posted_by_the_seat_named_by_mistake_is_taken_back(game):
    hand = studs.start("rrop", game, {1: 500, 2: 500, 3: 500, 4: 500}, stakes=studs.FIVE_STAKES)
    script = studs.Script(
        {1: "2c 3c 4c 5c 6c 7c 8c", 2: "2d 3d 4d 5d 6d 7d 8d", 3: "2h 3h Kh 5h 6h 7h 8h", 4: "2s 3s Qs 5s 6s 7s 8s"}
    )
    exp = studs.play_until(hand, script, lambda e: hasattr(e, "options"))
    owner = exp.seat
    wrong = next(s for s in hand.live_seats() if s != owner)
    chips = studs.chips_in_play(hand)
    _report(hand, OpenerMisnamed(seat=wrong, street=exp.street))
    ruling = hand.apply(BringInPosted(seat=wrong))
    assert ruling.citations == ("WSOP24T-7CS.2", "RROP-ES-STUD-IRR-10") and ruling.remedy_names == ("back_up_action",)
    assert hand.expected().seat == owner and hand.expected().options.bring_in is not None
    assert hand.seats[wrong].contributed == hand.seats[owner].contributed  # the ante each, nothing more
    assert studs.chips_in_play(hand) == chips


@pytest.mark.parametrize("book", ["tda-2024", "rrop"])
@pytest.mark.parametrize("game", ["nlhe", "27td"])
def test_the_replacement_for_a_first_round_exposure_comes_when_that_round_ends(book, game):
    from floorcall import HandStarted, SeatSetup, Stakes, Table
    from floorcall._app.simulate import new_hand
    from floorcall.testing import make_floor

    table = Table(seats=tuple(SeatSetup(seat=s, stack=100) for s in range(1, 6)), button=5)
    started = HandStarted(game=game, table=table, stakes=Stakes(small_bet=5, big_bet=10, blinds=(1, 2)))
    hand = new_hand(make_floor(games=(game,), rulebook=book), started, random.Random(3))
    order = []
    for _ in range(2):
        due = hand.expected().seat
        order.append(due)
        hand.apply(flop.CardDealt(seat=due, card=hand.next_card))
    exposed = hand.expected().seat
    ruling = hand.apply(flop.CardDealt(seat=exposed, card=hand.next_card, face_up=True))
    assert ruling.remedy_names[0] == "replace_from_stub"
    later = []
    while len(later) < 4:
        due = hand.expected().seat
        later.append(due)
        hand.apply(flop.CardDealt(seat=due, card=hand.next_card))
    rest_of_round = [s for s in (4, 5, 1, 2, 3) if s not in (*order, exposed)]
    assert later == [*rest_of_round, exposed, order[0]]  # the round ends, then his replacement, then round two
    flop.finish(hand)
    assert sum(hand.stacks.values()) == 500


@pytest.mark.parametrize("game", ["stud", "stud5"])
def test_tda_2024_a_misnamed_bring_in_under_bet_stands_is_taken_back(game):
    options = {"misnamed-opener": "bet-stands"}
    hand = studs.start("tda-2024", game, {1: 500, 2: 500, 3: 500, 4: 500}, stakes=studs.FIVE_STAKES, options=options)
    script = studs.Script(
        {1: "2c 3c 4c 5c 6c 7c 8c", 2: "2d 3d 4d 5d 6d 7d 8d", 3: "2h 3h Kh 5h 6h 7h 8h", 4: "2s 3s Qs 5s 6s 7s 8s"}
    )
    exp = studs.play_until(hand, script, lambda e: hasattr(e, "options"))
    wrong = next(s for s in hand.live_seats() if s != exp.seat)
    _report(hand, OpenerMisnamed(seat=wrong, street=exp.street))
    ruling = hand.apply(BringInPosted(seat=wrong))
    assert ruling.citations == ("TDA2024-53A/B", "WSOP24T-7CS.2") and ruling.remedy_names == ("back_up_action",)
    assert hand.expected().seat == exp.seat


@pytest.mark.parametrize("game", ["nlhe", "27td"])
def test_rrop_irr_7_one_boxed_card_is_a_scrap_of_paper(game):
    hand = _button_hand("rrop", game)
    boxed = hand.next_card
    ruling = _report(hand, BoxedCardFound(count=1, card=boxed))
    assert ruling.citations == ("RROP-IRR-7",) and ruling.remedy_names == ("scrap_boxed_card",)
    assert hand.next_card is not boxed and all(boxed not in seat.cards for seat in hand.seats.values())
    flop.finish(hand)
    assert hand.outcome is HandOutcome.COMPLETE and sum(hand.stacks.values()) == 4000


@pytest.mark.parametrize(
    ("game", "street", "cited"),
    [
        ("nlhe", Street.PREFLOP, "TDA2024-RP5-A"),
        ("plo", Street.PREFLOP, "TDA2024-RP5-A"),
        ("nlhe", Street.TURN, "TDA2024-RP5-C"),
        ("plo", Street.TURN, "TDA2024-RP5-C"),
    ],
)
def test_tda_2024_rp5_a_and_c_a_premature_board_card_goes_back_into_the_stub(game, street, cited):
    from floorcall import BoardCardDealt

    hand = flop.start(flop.floor(game), game, SEATS, button=5, seed=4)
    exp = flop.play_to(hand, street)
    early = hand.next_card
    ruling = hand.apply(BoardCardDealt(card=early))
    assert cited in ruling.citations and ruling.remedy_names == ("reshuffle_premature_card", "deal_without_burn")
    assert early not in hand.board and hand.expected().seat == exp.seat
    flop.finish(hand)
    assert hand.outcome is HandOutcome.COMPLETE and flop.stacks_plus_pot(hand) == sum(SEATS.values())


@pytest.mark.parametrize("game", ["stud", "razz"])
def test_rrop_stud_5_a_fourth_card_due_down_after_earlier_exposures_that_comes_up_plays_as_an_upcard(game):
    faces = {(1, 1): True, (1, 3): True, (1, 4): True}  # each card due down to him comes up: 1st, door, 4th
    cards = {1: "2c 3c 4c 5c 6c 7c 8c", 2: "2d 3d 4d 5d 6d 7d 8d", 3: "2h 3h Kh 5h 6h 7h 8h"}
    hand = studs.start("rrop", game, {1: 500, 2: 500, 3: 500}, stakes=studs.FIVE_STAKES)
    script = studs.Script(cards, faces=faces)
    exposures = []
    while not isinstance(exp := hand.expected(), flop.HandOver):
        if isinstance(exp, flop.ExpectDeal | ExpectBurn):
            ruling = script.step(hand)
            if ruling is not None and not isinstance(ruling, flop.ExpectDeal | ExpectBurn):
                exposures.append(ruling)
        elif isinstance(exp, ExpectShowdown):
            break
        else:
            hand.apply(studs.passive(exp.options))
    assert [r.citations[0] for r in exposures] == ["RROP-STUD-5", "RROP-STUD-5", "RROP-STUD-5"]
    assert exposures[-1].remedy_names == ("plays_as_upcard", "next_card_down")
    assert len(hand.seats[1].cards) == 7 and hand.seats[1].live


def _facing_a_bet(book, game):
    """A stud hand of three where seat 1's bet on the second street is to be answered by the next seat."""
    cards = {1: "Ac Kc 4c 5c 6c 7c 8c", 2: "2d 3d 9d 5d 6d 7d 8d", 3: "2h 3h Th 5h 6h 7h 8h"}
    hand = studs.start(book, game, {1: 500, 2: 500, 3: 500}, stakes=studs.FIVE_STAKES)
    script = studs.Script(cards)
    second = hand.view.game.streets[1]

    def bet_second(options):
        if hand.street is second and options.bet_to and not options.call:
            return BetOrRaisedTo(seat=options.seat, amount=options.bet_to[0])
        return studs.passive(options)

    exp = studs.play_until(
        hand, script, lambda e: hasattr(e, "options") and e.options.call > 0 and hand.street is second, bet_second
    )
    return hand, exp


UPCARDS_LIFTED = {"tda-2024": "TDA2024-66", "rrop": "FLOORCALL-DEFAULT-14"}


@pytest.mark.parametrize("book", sorted(UPCARDS_LIFTED))
@pytest.mark.parametrize("game", ["stud", "stud5"])
def test_a_stud_player_who_lifts_his_upcards_facing_a_bet_has_a_dead_hand(book, game):
    hand, exp = _facing_a_bet(book, game)
    chips = studs.chips_in_play(hand)
    ruling = _report(hand, UpcardsLifted(seat=exp.seat, street=exp.street))
    assert ruling.kind is RulingKind.DEAD_HAND and ruling.citations == (UPCARDS_LIFTED[book],)
    assert not hand.seats[exp.seat].live and studs.chips_in_play(hand) == chips
    other = next(s for s in hand.live_seats() if s != hand.expected().seat) if hand.outcome is None else None
    if other is not None:  # not his turn facing a bet: the report is refused
        with pytest.raises(InvalidEventError, match="field seat"):
            _report(hand, UpcardsLifted(seat=other, street=exp.street))


FOULED = {"tda-2024": ("TDA2024-65B", "TDA2024-65B"), "rrop": ("FLOORCALL-DEFAULT-13", "RROP-MISDEAL-2")}


@pytest.mark.parametrize("book", sorted(FOULED))
@pytest.mark.parametrize("game", ["stud", "nlhe"])
def test_a_fouled_hand_stays_live_when_identifiable_and_is_dead_when_not(book, game):
    if game == "nlhe":
        hand = flop.start(flop.floor("nlhe", book), "nlhe", SEATS, button=5, seed=4)
        flop.play_to(hand, Street.FLOP)
    else:
        hand, _ = _facing_a_bet(book, game)
    seat = hand.live_seats()[0]
    live = _report(hand, flop_fouled(seat, True))
    assert live.kind is RulingKind.CONTINUE and live.citations == (FOULED[book][0],) and hand.seats[seat].live
    dead = _report(hand, flop_fouled(seat, False))
    assert dead.kind is RulingKind.DEAD_HAND and dead.citations == (FOULED[book][1],)
    assert not hand.seats[seat].live


def flop_fouled(seat, identifiable):
    from floorcall import HandFouled

    return HandFouled(seat=seat, identifiable=identifiable)


@pytest.mark.parametrize("game", ["nlhe", "plo"])  # in draw games a short hand is filled on the draw instead
def test_tda_2024_2_a_wrong_count_found_after_substantial_action_kills_the_hand(game):
    from floorcall import WrongCardCount

    hand = _button_hand("tda-2024", game)
    for _ in range(2):
        exp = _to_first_action(hand)
        hand.apply(CheckedOrCalled(seat=exp.seat))
    assert hand.view.substantial_action
    seat = next(s for s in hand.live_seats() if s != hand.expected().seat)
    held = len(hand.seats[seat].cards)
    ruling = _report(hand, WrongCardCount(seat=seat, held=held - 1, expected=held, street=hand.street))
    assert ruling.kind is RulingKind.DEAD_HAND and ruling.citations[-1] == "TDA2024-2"
    assert not hand.seats[seat].live
