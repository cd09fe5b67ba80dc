"""TDA RP-10 A-G (and the Robert's Rules answers to the same situations), each case played on a real hand.

Each test deals the case's situation from a per-seat script, lets the engine find (or the floor report) the
irregularity, checks the ruling against the case's [check] answer, then checks the hand after the ruling.
"""

import pytest

from floorcall import (
    BetOrRaisedTo,
    BoardCardDealt,
    BringInPosted,
    CardDealt,
    CheckedOrCalled,
    DecisionMade,
    FirstActionDisputed,
    Folded,
    IrregularityReported,
    RulingKind,
    Stakes,
    Street,
)
from floorcall._engine.deck import Zone
from floorcall.cards import parse_cards
from floorcall.model.expectations import ExpectAction, ExpectBurn, ExpectDeal, HandOver
from tests.rules.harness import answer, assert_ruling, load_case
from tests.rules.stud_rules import (
    FIVE_STAKES,
    Script,
    chips_in_play,
    door_cards,
    last_ruling,
    passive,
    play_until,
    start,
)

BOTH = ["tda-2024", "rrop"]


def _street(street):
    return lambda exp: isinstance(exp, ExpectAction) and exp.street is street


def _legal_bets(options):
    return sorted({*options.bet_to, *((options.bring_in,) if options.bring_in is not None else ())})


# -- RP-10-A ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("book", BOTH)
def test_tda_2024_rp10_a_case_020_exposed_downcard_becomes_the_door_card(shared_dir, book):
    doors = {1: "5d", 2: "Kh", 3: "9c", 4: "3c", 5: "9s", 6: "2d", 7: "Jh"}
    cards = door_cards(doors, down={3: "Ah2c"})  # seat 3's second downcard (2c) comes face up
    script = Script(cards, faces={(3, 2): True})
    hand = start(book, "stud", dict.fromkeys(doors, 5000))
    while script.dealt[3] < 2:
        script.step(hand)
    ruling = last_ruling(hand)
    expected = answer(load_case(shared_dir, "020"), book)
    assert_ruling(ruling, expected)
    assert ("TDA2024-RP10-A" if book == "tda-2024" else "RROP-STUD-5") in ruling.citations
    exp = script.deal(hand)
    assert hand.view.upcards(3) == parse_cards("2c")
    assert len(hand.view.downcards(3)) == 2  # the third card came face down
    assert exp.seat == hand.bring_in_seat == 3
    if "bring_in" in expected:
        assert expected["bring_in"] == 3
    hand.apply(BringInPosted(seat=3))
    assert hand.expected().seat == 4


@pytest.mark.parametrize(("book", "kind"), [("tda-2024", RulingKind.MISDEAL), ("rrop", RulingKind.CONTINUE)])
def test_tda_2024_rp10_a_second_exposed_downcard_by_rulebook(book, kind):
    # Uncertain branch (catalog RP-10-A open points): RP-10-A covers one exposed downcard only.
    cards = door_cards({1: "5d", 2: "Kh", 3: "9c"}, down={2: "Ah2c"})
    script = Script(cards, faces={(2, 1): True, (2, 2): True})
    hand = start(book, "stud", {1: 5000, 2: 5000, 3: 5000})
    while script.dealt[2] < 2:
        script.step(hand)
    ruling = last_ruling(hand)
    assert ruling.kind is kind
    if book == "tda-2024":
        assert ruling.citations[:2] == ("TDA2024-RP14", "TDA2024-RP10-A")
        assert hand.outcome.value == "misdeal"
        assert chips_in_play(hand) == 15000
    else:
        assert "RROP-STUD-5" in ruling.citations
        script.deal(hand)
        assert len(hand.view.upcards(2)) == 2 and len(hand.view.downcards(2)) == 1


@pytest.mark.parametrize("choice", ["misdeal", "floor-decision", "continue"])
def test_tda_2024_rp10_a_second_exposure_follows_the_house_option(choice):
    cards = door_cards({1: "5d", 2: "Kh", 3: "9c"}, down={2: "Ah2c"})
    script = Script(cards, faces={(2, 1): True, (2, 2): True})
    hand = start("tda-2024", "stud", {1: 5000, 2: 5000, 3: 5000}, options={"stud-two-exposed": choice})
    while script.dealt[2] < 2:
        script.step(hand)
    ruling = last_ruling(hand)
    kinds = {"misdeal": "misdeal", "floor-decision": "floor_decision", "continue": "continue"}
    assert ruling.kind.value == kinds[choice]
    assert "TDA2024-RP10-A" in ruling.citations


def test_rrop_all_three_initial_cards_exposed_is_a_misdeal():
    cards = door_cards({1: "5d", 2: "Kh", 3: "9c"}, down={2: "Ah2c"})
    script = Script(cards, faces={(2, 1): True, (2, 2): True, (2, 3): True})
    hand = start("rrop", "stud", {1: 5000, 2: 5000, 3: 5000})
    while script.dealt[2] < 3:
        script.step(hand)
    ruling = last_ruling(hand)
    assert ruling.kind is RulingKind.MISDEAL and "RROP-STUD-5" in ruling.citations


# -- RP-10-B ----------------------------------------------------------------------------------------------------


def _seventh_street_hand(book, stacks, action=passive):
    doors = {2: "9c", 5: "Kc", 7: "Qs"}
    later = {2: "9d 4h 2s 3d", 5: "Kh 7d 3c Ah Jc", 7: "Js 8s 5h 6c"}
    script = Script(door_cards(doors, later), faces={(5, 7): True})
    hand = start(book, "stud", stacks)
    play_until(hand, script, lambda exp: isinstance(exp, ExpectBurn) and exp.street is Street.SEVENTH, action)
    return hand, script


@pytest.mark.parametrize("book", BOTH)
def test_tda_2024_rp10_b_case_021_seventh_card_exposed_with_betting_left(shared_dir, book):
    hand, script = _seventh_street_hand(book, {2: 6000, 5: 6000, 7: 6000})
    while script.dealt[5] < 7:
        script.step(hand)
    ruling = last_ruling(hand)
    expected = answer(load_case(shared_dir, "021"), book)
    assert_ruling(ruling, expected)
    if book == "tda-2024":
        assert "TDA2024-RP10-B" in ruling.citations
        assert hand.tracker.zone_of(parse_cards("Ah")[0])[0] is Zone.MUCK
    else:
        assert "WSOP24L-214..231" in ruling.citations
        assert hand.view.upcards(5)[-1] == parse_cards("Ah")[0]
        hand.apply(DecisionMade(option="continue", seat=5))
    exp = script.deal(hand)
    assert len(hand.view.downcards(5)) == 3 if book == "tda-2024" else 2
    assert exp.seat == expected["first_to_act"] == 5


def test_rrop_seventh_card_exposed_player_declares_all_in_for_the_pot():
    hand, script = _seventh_street_hand("rrop", {2: 6000, 5: 6000, 7: 6000})
    total = chips_in_play(hand)
    while script.dealt[5] < 7:
        script.step(hand)
    hand.apply(DecisionMade(option="declare_all_in", seat=5))
    behind = hand.chips.held_out[5]
    assert behind > 0 and hand.seats[5].stack == 0
    exp = script.deal(hand)
    while not isinstance(exp, HandOver):
        hand.apply(
            BetOrRaisedTo(seat=exp.seat, amount=exp.options.bet_to[0]) if exp.options.bet_to else passive(exp.options)
        )
        assert chips_in_play(hand) == total
        exp = hand.expected()
    assert sum(hand.stacks.values()) == total and hand.seats[5].stack >= behind


def test_tda_2024_rp10_b_seventh_card_exposed_with_no_betting_left_plays():
    def seat_5_raises(options):
        if options.seat == 5 and options.bet_to:
            return BetOrRaisedTo(seat=5, amount=options.bet_to[-1])
        return passive(options)

    hand, script = _seventh_street_hand("tda-2024", {2: 700, 5: 6000, 7: 700}, seat_5_raises)
    assert not any(hand.seats[s].stack for s in (2, 7))
    while script.dealt[5] < 7:
        script.step(hand)
    ruling = last_ruling(hand)
    assert ruling.remedy_names == ("plays_as_upcard",)
    assert ruling.citations == ("TDA2024-RP10-B", "TDA2024-16")


def _raise_then_call(options):
    if options.seat == 6 and options.bet_to:
        return BetOrRaisedTo(seat=6, amount=options.bet_to[-1])
    return passive(options)


@pytest.mark.parametrize("book", BOTH)
def test_tda_2024_rp10_b_case_022_seventh_street_dealt_down_with_no_betting(shared_dir, book):
    script = Script(door_cards({3: "Kd", 6: "Qc"}, {3: "2h 3h 4h 5h", 6: "7s 8s 9s Ts"}))
    hand = start(book, "stud", {3: 1500, 6: 10000})
    play_until(hand, script, lambda exp: isinstance(exp, ExpectBurn) and exp.street is Street.SEVENTH, _raise_then_call)
    assert hand.view.is_all_in(3)
    script.step(hand)  # the burn
    dealt_down = []
    while isinstance(exp := hand.expected(), ExpectDeal):
        dealt_down.append(exp.seat) if not exp.face_up else None
        script.step(hand)
    assert dealt_down == answer(load_case(shared_dir, "022"), book)["deal_down"] == [3, 6]


# -- RP-10-C ----------------------------------------------------------------------------------------------------


def test_tda_2024_rp10_c_case_023_absent_player_holds_the_bring_in_card(shared_dir):
    doors = {1: "Td", 2: "8c", 3: "Ks", 4: "5h", 5: "7d", 6: "2d", 7: "9c"}
    hand = start("tda-2024", "stud", dict.fromkeys(doors, 5000), away={6})
    script = Script(door_cards(doors, dict(zip(doors, ["Ah", "Kd", "Qh", "Jd", "Th", "9d", "8h"], strict=True))))
    exp = script.deal(hand)
    ruling = last_ruling(hand)
    expected = answer(load_case(shared_dir, "023"), "tda-2024")
    assert_ruling(ruling, expected, dead_seats={s for s, h in hand.seats.items() if h.dead})
    assert ruling.citations == ("TDA2024-30", "TDA2024-RP10-C")
    assert hand.bring_in_seat == expected["bring_in"] == 6
    assert hand.seats[6].stack == 5000 - 100 - 100  # ante and bring-in
    assert exp.seat == expected["first_to_act"] == 7
    assert exp.options.call == expected["to_call"] == 100
    assert list(exp.options.bet_to) == expected["legal_bets"] == [400]
    play_until(hand, script, _street(Street.FOURTH))
    assert len(hand.view.cards(6)) == 3 and all(len(hand.view.cards(s)) == 4 for s in hand.view.live_seats)


@pytest.mark.parametrize("book", BOTH)
def test_tda_2024_rp10_c_absent_player_without_the_bring_in_card(book):
    doors = {1: "Td", 2: "2c", 3: "Ks"}
    hand = start(book, "stud", dict.fromkeys(doors, 5000), away={3})
    exp = Script(door_cards(doors)).deal(hand)
    ruling = last_ruling(hand)
    assert ruling.kind is RulingKind.DEAD_HAND and ruling.remedy_names == ("kill_hand",)
    assert ("TDA2024-RP10-C" if book == "tda-2024" else "WSOP24L-221") in ruling.citations
    assert exp.seat == hand.bring_in_seat == 2


# -- RP-10-D, E, F: procedure through the rulebook's defaults, disputes answered with the clause --------------


@pytest.mark.parametrize("book", BOTH)
def test_tda_2024_rp10_d_case_024_tied_boards_and_a_dispute(shared_dir, book):
    script = Script(door_cards({2: "Qh", 4: "Jc", 5: "Qs", 7: "8d"}, {2: "9d", 4: "Th", 5: "9c", 7: "4s"}))
    hand = start(book, "stud", {2: 5000, 4: 5000, 5: 5000, 7: 5000})
    exp = play_until(hand, script, _street(Street.FOURTH))
    expected = answer(load_case(shared_dir, "024"), book)
    assert exp.seat == expected["first_to_act"]
    if "legal_bets" in expected:
        assert _legal_bets(exp.options) == expected["legal_bets"]
    claimant = 2 if book == "tda-2024" else 5
    ruling = hand.apply(IrregularityReported(irregularity=FirstActionDisputed(seat=claimant, street=Street.FOURTH)))
    assert ruling.kind is RulingKind.REFUSED
    assert ("TDA2024-RP10-D" if book == "tda-2024" else "RROP-STUD-1") in ruling.citations
    assert hand.expected().seat == expected["first_to_act"]


def test_tda_2024_rp10_d_case_026_stud8_tie_by_suit(shared_dir):
    script = Script(door_cards({3: "Ad", 6: "As", 8: "7c"}, {3: "Kc 5h", 6: "Kh 5c", 8: "6c 2d"}))
    hand = start("tda-2024", "stud8", {3: 5000, 6: 5000, 8: 5000})
    exp = play_until(hand, script, _street(Street.FIFTH))
    assert exp.seat == answer(load_case(shared_dir, "026"), "tda-2024")["first_to_act"] == 6


def test_tda_2024_rp10_e_case_027_bring_in_all_in_for_the_ante(shared_dir):
    doors = {1: "9h", 2: "Td", 3: "4s", 4: "2c", 5: "6d", 6: "Kc"}
    stacks = {1: 3000, 2: 5200, 3: 900, 4: 100, 5: 2500, 6: 7000}
    hand = start("tda-2024", "stud", stacks)
    exp = Script(door_cards(doors)).deal(hand)
    expected = answer(load_case(shared_dir, "027"), "tda-2024")
    assert exp.seat == expected["first_to_act"] == 5
    assert not exp.options.can_check and _legal_bets(exp.options) == expected["legal_bets"]
    ruling = hand.apply(IrregularityReported(irregularity=FirstActionDisputed(seat=6, street=Street.THIRD)))
    assert ruling.kind is RulingKind.REFUSED and ruling.citations == ("TDA2024-RP10-E",)


@pytest.mark.parametrize("book", BOTH)
def test_tda_2024_rp10_f_case_029_open_pair_on_fourth_street(shared_dir, book):
    script = Script(door_cards({1: "Ad", 3: "8h", 6: "Kd"}, {1: "7s", 3: "8c", 6: "2h"}))
    hand = start(book, "stud", {1: 5000, 3: 5000, 6: 5000})
    exp = play_until(hand, script, _street(Street.FOURTH))
    expected = answer(load_case(shared_dir, "029"), book)
    assert exp.seat == expected["first_to_act"] == 3
    assert _legal_bets(exp.options) == expected["legal_bets"]
    before = hand.seats[3].contributed
    ruling = hand.apply(BetOrRaisedTo(seat=3, amount=800))
    if book == "tda-2024":
        assert ruling.kind is RulingKind.CONTINUE and ruling.citations == ("TDA2024-RP10-F",)
        assert ruling.remedy_names == ("correct_wager",)
        assert hand.seats[3].contributed - before == 400
    else:
        assert ruling is None and hand.seats[3].contributed - before == 800
    assert hand.expected().seat == 6


# -- RP-10-G (RP-5-D) and the seed's discard-and-rotate --------------------------------------------------------


@pytest.mark.parametrize("book", BOTH)
def test_tda_2024_rp10_g_case_030_premature_fifth_street_card(shared_dir, book):
    script = Script(door_cards({1: "Ts", 5: "Ac", 7: "9h"}, {1: "6h", 5: "Qd", 7: "9s"}))
    hand = start(book, "stud", {1: 5000, 5: 5000, 7: 5000})
    exp = play_until(hand, script, _street(Street.FOURTH))
    assert exp.seat == 7
    hand.apply(BetOrRaisedTo(seat=7, amount=400))
    hand.apply(CheckedOrCalled(seat=1))
    js = parse_cards("Js")[0]
    ruling = hand.apply(CardDealt(seat=1, card=js, face_up=True))
    expected = answer(load_case(shared_dir, "030"), book)
    assert_ruling(ruling, expected)
    assert hand.expected().seat == expected.get("first_to_act", 5) == 5
    hand.apply(CheckedOrCalled(seat=5))
    exp = hand.expected()
    if book == "tda-2024":
        assert {"TDA2024-RP10-G", "TDA2024-RP5-D"} <= set(ruling.citations)
        assert hand.tracker.zone_of(js)[0] is Zone.STUB
        assert isinstance(exp, ExpectDeal) and exp.seat == 1  # no new burn
    else:
        assert "RROP-ES-STUD-IRR-8" in ruling.citations
        assert hand.tracker.zone_of(js)[0] is Zone.MUCK
        script.step(hand)  # the burn
        assert [s for s, _ in hand.cursor.queue] == [5, 7, 1]  # seat 1 is dealt last this round


@pytest.mark.parametrize("book", BOTH)
def test_rrop_es_stud_irr_8_case_016_top_card_turned_during_betting(shared_dir, book):
    cards = {1: "3d 9c", 2: "4d 2c 5s", 3: "5d Ah Ad", 4: "6d Kh 7s", 5: "7d Qh 8s"}

    def fold_seat_1(options):
        return Folded(seat=1) if options.seat == 1 and options.can_fold else passive(options)

    hand = start(book, "stud5", dict.fromkeys(cards, 500), dealer=5, stakes=FIVE_STAKES)
    script = Script(cards)
    exp = play_until(hand, script, _street(Street.THIRD), fold_seat_1)
    assert exp.seat == 3 and not hand.seats[1].live
    hand.apply(BetOrRaisedTo(seat=3, amount=10))
    kc = parse_cards("Kc")[0]
    ruling = hand.apply(BoardCardDealt(card=kc))
    assert_ruling(ruling, answer(load_case(shared_dir, "016"), book))
    assert hand.expected().seat == 4
    for seat in (4, 5, 2):
        hand.apply(CheckedOrCalled(seat=seat))
    if book == "tda-2024":
        assert "TDA2024-RP10-G" in ruling.citations and hand.tracker.zone_of(kc)[0] is Zone.STUB
        assert isinstance(hand.expected(), ExpectDeal)
    else:
        assert ruling.citations == ("RROP-ES-STUD-IRR-8",) and hand.tracker.zone_of(kc)[0] is Zone.MUCK
        script.step(hand)  # the burn
        assert [s for s, _ in hand.cursor.queue] == [3, 4, 5, 2]


@pytest.mark.parametrize("book", BOTH)
def test_premature_stud_card_follows_the_house_option(book):
    other = {"tda-2024": "discard-and-rotate", "rrop": "reshuffle"}[book]
    script = Script(door_cards({1: "Ts", 5: "Ac", 7: "9h"}, {1: "6h", 5: "Qd", 7: "9s"}))
    hand = start(book, "stud", {1: 5000, 5: 5000, 7: 5000}, options={"premature-stud-card": other})
    play_until(hand, script, _street(Street.FOURTH))
    hand.apply(BetOrRaisedTo(seat=7, amount=400))
    ruling = hand.apply(CardDealt(seat=1, card=parse_cards("Js")[0], face_up=True))
    want = (
        ("discard_exposed_card", "deal_seat_last_next_round")
        if other == "discard-and-rotate"
        else (
            "reshuffle_premature_card",
            "deal_without_burn",
        )
    )
    assert ruling.remedy_names == want


# -- the three-downcards gap (WSOP 7CS.1, TDA RP-14) ------------------------------------------------------------


@pytest.mark.parametrize("book", BOTH)
def test_tda_2024_rp14_case_065_three_downcards_one_turned_at_random(shared_dir, book):
    doors = {1: "Kd", 2: "7c", 3: "2d", 4: "Jh", 5: "9s", 6: "Qc", 7: "5h"}
    script = Script(door_cards(doors), faces={(5, 3): False})
    hand = start(book, "stud", dict.fromkeys(doors, 5000))
    exp = script.deal(hand)
    ruling = last_ruling(hand)
    if book == "tda-2024":
        assert_ruling(ruling, answer(load_case(shared_dir, "065"), book))
    assert "TDA2024-RP14" in ruling.citations and ruling.remedy_names == ("turn_random_card_up",)
    assert len(hand.view.upcards(5)) == 1 and len(hand.view.downcards(5)) == 2
    shown = hand.view.upcards(5)[0]
    assert exp.seat == hand.bring_in_seat == (5 if shown.rank == 2 and shown.suit < 1 else 3)


def test_turn_random_card_up_replays_exactly(shared_dir):
    from floorcall import Hand

    doors = {1: "Kd", 2: "7c", 5: "9s"}
    script = Script(door_cards(doors), faces={(5, 3): False})
    hand = start("tda-2024", "stud", dict.fromkeys(doors, 5000))
    script.deal(hand)
    again = Hand.from_events(hand.floor, hand.events)
    assert again.view.upcards(5) == hand.view.upcards(5) and again.expected() == hand.expected()


def test_case_060_razz_odd_chip_by_rulebook_defaults(shared_dir):
    stakes = Stakes(ante=25, bring_in=25, small_bet=50, big_bet=100)
    cards = {1: "2c 2d 9c", 2: "8s 6c Kd Kc 4d 3h Ah", 5: "8d 6h Qs Jd 4s 3c Ac"}

    def all_in(options):
        if options.seat == 1 and options.can_fold:
            return Folded(seat=1)
        if options.bet_to:
            return BetOrRaisedTo(seat=options.seat, amount=options.bet_to[-1])
        return passive(options)

    for book in BOTH:
        hand = start(book, "razz", {1: 1000, 2: 475, 5: 475}, stakes=stakes, options={"chip-unit": 25})
        play_until(hand, Script(cards), lambda exp: isinstance(exp, HandOver), all_in)
        want = answer(load_case(shared_dir, "060"), book)["payouts"]
        assert hand.payouts == {int(seat): chips for seat, chips in want.items()}


@pytest.mark.parametrize(
    ("case", "game", "doors"),
    [
        ("061", "stud", {1: "Kd", 2: "7c", 3: "2d", 4: "Jh", 5: "9s", 6: "2c", 7: "5h"}),
        ("062", "razz", {1: "Ac", 2: "Kh", 3: "4d", 4: "Ks", 5: "9c", 6: "Qs"}),
    ],
)
def test_cases_061_062_bring_in_by_suit_under_tda(shared_dir, case, game, doors):
    hand = start("tda-2024", game, dict.fromkeys(doors, 5000))
    exp = Script(door_cards(doors)).deal(hand)
    expected = answer(load_case(shared_dir, case), "tda-2024")
    assert exp.seat == hand.bring_in_seat == expected["bring_in"]
    hand.apply(BringInPosted(seat=exp.seat))
    assert hand.expected().seat == expected["first_to_act"]
