"""The seed-000 stud irregularities (RROP-ES-STUD-IRR-1 to -11) under rrop, with tda-2024's answers where the cases
assert them, each played on a five-card stud hand (the game the seed is written for) dealt by a player in turn.
"""

import pytest

from floorcall import (
    BetOrRaisedTo,
    BoxedCardFound,
    BringInPosted,
    Card,
    CardDealt,
    CheckedOrCalled,
    DealFault,
    DealingFault,
    DecisionMade,
    DeckFouled,
    DowncardsLooked,
    Folded,
    FoulReason,
    HandOutcome,
    ImpossibleCall,
    IrregularityReported,
    OpenerMisnamed,
    OwnDowncardExposed,
    RulingKind,
    SeatDealtOut,
    SeatSkipped,
    Street,
    WrongCardCount,
)
from floorcall._engine.deck import Zone
from floorcall.cards import parse_cards
from floorcall.model.expectations import ExpectAction, ExpectDeal, ExpectDecision, ExpectShowdown, HandOver
from tests.rules.harness import answer, assert_ruling, load_case
from tests.rules.stud_rules import FIVE_STAKES, Script, chips_in_play, last_ruling, passive, play_until, start

#: Five players' cards for five-card stud: hole card, door card, then third to fifth street.
FIVE = {1: "2d 3c 4d 5c 6d", 2: "7d 6c 8h 9h Th", 3: "8d 9c Jh Qh Kh", 4: "Jd Ah As 2h 3h", 5: "Qd Kc 4s 5s 6s"}


def _five(book, seats, dealer, **kwargs):
    cards = {seat: FIVE[seat] for seat in seats}
    hand = start(book, "stud5", dict.fromkeys(seats, 500), dealer=dealer, stakes=FIVE_STAKES, **kwargs)
    return hand, Script(cards, faces=kwargs.pop("faces", None))


def _hole_round(hand, script):
    """Deal the hole cards (the first round) and stop before the first door card."""
    while isinstance(exp := hand.expected(), ExpectDeal) and not exp.face_up:
        script.step(hand)


def _report(hand, irregularity):
    return hand.apply(IrregularityReported(irregularity=irregularity))


def _look(hand, seats):
    for seat in seats:
        hand.apply(DowncardsLooked(seat=seat))


def _check(shared_dir, case, book, ruling, **kwargs):
    expected = answer(load_case(shared_dir, case), book)
    assert_ruling(ruling, expected, **kwargs)
    return expected


# -- IRR-1: the right to a new deal -----------------------------------------------------------------------------


@pytest.mark.parametrize("book", ["rrop", "tda-2024"])
def test_rrop_es_stud_irr_1_case_001_deck_not_cut(shared_dir, book):
    hand, script = _five(book, [1, 2, 3, 4, 5], dealer=1)
    _hole_round(hand, script)
    _look(hand, [3])
    ruling = _report(hand, DealingFault(fault=DealFault.NOT_CUT, reported_by=4))
    _check(shared_dir, "001", book, ruling)
    if book == "rrop":
        assert ruling.citations == ("RROP-ES-STUD-IRR-1",)
        assert hand.outcome is HandOutcome.MISDEAL and hand.stacks == dict.fromkeys(range(1, 6), 500)
        assert hand.redeal().started.table.dealer == 1
    else:
        assert "TDA2024-1" in ruling.citations
        hand.apply(DecisionMade(option="continue"))
        assert isinstance(hand.expected(), ExpectDeal) and hand.expected().face_up


def test_rrop_es_stud_irr_1_case_002_everyone_has_looked(shared_dir):
    hand, script = _five("rrop", [1, 2, 3, 4], dealer=3)
    _hole_round(hand, script)
    _look(hand, [1, 2, 3, 4])
    ruling = _report(hand, DealingFault(fault=DealFault.CUT_PACKET_SHORT, reported_by=2))
    _check(shared_dir, "002", "rrop", ruling)
    assert ruling.citations == ("RROP-ES-STUD-IRR-1",)
    assert hand.expected().face_up  # the door cards come next, as if nothing happened


@pytest.mark.parametrize("book", ["rrop", "tda-2024"])
def test_rrop_es_stud_irr_1_case_003_two_cards_face_up_in_the_deck(shared_dir, book):
    hand, script = _five(book, [1, 2, 3, 4, 5], dealer=2)
    _hole_round(hand, script)
    _look(hand, [1, 2, 3, 4])
    ruling = _report(hand, BoxedCardFound(count=2, card=parse_cards("Qc")[0], initial_deal=True))
    _check(shared_dir, "003", book, ruling)
    if book == "rrop":
        assert ruling.decided_by == 5 and "RROP-ES-STUD-IRR-1" in ruling.citations
        hand.apply(DecisionMade(option="redeal", seat=5))
        assert hand.outcome is HandOutcome.MISDEAL


@pytest.mark.parametrize("book", ["rrop", "tda-2024"])
def test_rrop_es_stud_irr_1_case_004_imperfect_deck(shared_dir, book):
    hand, script = _five(book, [1, 2, 3, 4], dealer=4)
    _hole_round(hand, script)
    _look(hand, [1, 3, 4])
    duplicate = DeckFouled(reason=FoulReason.DUPLICATE, card=parse_cards("2d")[0], detail="a second one on the stub")
    ruling = _report(hand, duplicate)
    _check(shared_dir, "004", book, ruling)
    if book == "rrop":
        assert ruling.decided_by == 2 and ruling.citations == ("RROP-ES-STUD-IRR-1",)
    else:
        assert hand.outcome is HandOutcome.VOID and hand.stacks == dict.fromkeys(range(1, 5), 500)


def test_rrop_es_stud_irr_1_case_005_wrong_dealer_passes_the_deal(shared_dir):
    hand, script = _five("rrop", [1, 2, 3, 4, 5], dealer=3)
    _hole_round(hand, script)
    _look(hand, [1, 2, 3, 5])
    fault = DealingFault(fault=DealFault.WRONG_DEALER, reported_by=4, proper_dealer=2)
    ruling = _report(hand, fault)
    _check(shared_dir, "005", "rrop", ruling)
    assert ruling.citations == ("RROP-ES-STUD-IRR-1",)
    redeal = hand.redeal()
    assert redeal.started.table.dealer == 2 and redeal.deal_order[0] == 3


# -- IRR-2, IRR-3: too many and too few hands ----------------------------------------------------------------


@pytest.mark.parametrize("book", ["rrop", "tda-2024"])
def test_rrop_es_stud_irr_2_case_006_one_hand_too_many(shared_dir, book):
    hand = start(book, "stud5", {1: 500, 2: 500, 3: 500, 4: 500, 6: 500}, dealer=1, stakes=FIVE_STAKES)
    script = Script({seat: FIVE[seat] for seat in (1, 2, 3, 4)} | {6: "7s 8s 9s Ts Js"})
    for _ in range(3):
        script.step(hand)  # seats 2, 3 and 4
    surplus = parse_cards("Ks")[0]
    ruling = hand.apply(CardDealt(seat=5, card=surplus))
    _check(shared_dir, "006", book, ruling)
    if book == "rrop":
        assert ruling.citations == ("RROP-ES-STUD-IRR-2",)
        assert hand.tracker.zone_of(surplus)[0] is Zone.MUCK and hand.expected().seat == 6
    else:
        assert hand.outcome is HandOutcome.MISDEAL


@pytest.mark.parametrize("book", ["rrop", "tda-2024"])
def test_rrop_es_stud_irr_3_case_007_dealer_left_a_player_out(shared_dir, book):
    hand = start(book, "stud5", dict.fromkeys(range(1, 7), 500), dealer=6, stakes=FIVE_STAKES)
    script = Script({seat: FIVE.get(seat, "7s 8s 9s Ts Js") for seat in range(1, 7)})
    ruling = _report(hand, SeatDealtOut(seat=1, street=Street.SECOND))
    _check(shared_dir, "007", book, ruling)
    if book == "rrop":
        assert ruling.citations == ("RROP-ES-STUD-IRR-3",)
        exp = script.deal(hand)
        assert hand.seats[6].dead and hand.view.cards(6) == ()
        assert all(len(hand.view.cards(s)) == 2 for s in range(1, 6)) and isinstance(exp, ExpectAction)
        assert chips_in_play(hand) == 6 * 500
    else:
        assert ruling.citations[0] == "TDA2024-35A.4" and hand.outcome is HandOutcome.MISDEAL


# -- IRR-4, IRR-5: extra cards on the first round ---------------------------------------------------------------


def test_rrop_es_stud_irr_4_case_008_two_downcards_in_the_first_round(shared_dir):
    hand, script = _five("rrop", [1, 2, 3, 4, 5], dealer=5)
    script.step(hand)
    script.step(hand)  # seats 1 and 2 have their hole cards
    extra = parse_cards("Ac")[0]
    ruling = hand.apply(CardDealt(seat=2, card=extra))
    _check(shared_dir, "008", "rrop", ruling)
    assert ruling.citations == ("RROP-ES-STUD-IRR-4",)
    assert hand.view.upcards(2) == (extra,) and len(hand.view.downcards(2)) == 1
    exp = script.deal(hand)
    assert isinstance(exp, ExpectAction)
    assert all(len(hand.view.cards(s)) == 2 for s in range(1, 6))
    assert script.cards[2] == list(parse_cards("6c 8h 9h Th"))  # his door card was never dealt: he was passed


def test_rrop_es_stud_irr_5_engine_finds_a_third_card_on_the_first_round():
    hand, script = _five("rrop", [1, 2, 3, 4], dealer=4)
    for _ in range(3):
        script.step(hand)
    hand.apply(CardDealt(seat=3, card=parse_cards("Ks")[0]))  # IRR-4: turned up
    ruling = hand.apply(CardDealt(seat=3, card=parse_cards("Qs")[0]))
    assert ruling.kind is RulingKind.PLAYER_OPTION and ruling.citations == ("RROP-ES-STUD-IRR-5",)
    assert ruling.decided_by == 3 and [o.name for o in ruling.options] == ["redeal", "continue"]
    hand.apply(DecisionMade(option="redeal", seat=3))
    assert hand.outcome is HandOutcome.MISDEAL


@pytest.mark.parametrize("book", ["rrop", "tda-2024"])
def test_rrop_es_stud_irr_5_case_009a_three_cards_raised_before_the_upcards(shared_dir, book):
    hand, script = _five(book, [1, 2, 3, 4], dealer=4)
    _hole_round(hand, script)
    ruling = _report(hand, WrongCardCount(seat=3, held=3, expected=1, street=Street.SECOND))
    _check(shared_dir, "009a", book, ruling)
    if book == "rrop":
        assert ruling.decided_by == 3 and ruling.citations == ("RROP-ES-STUD-IRR-5",)


@pytest.mark.parametrize("book", ["rrop", "tda-2024"])
def test_rrop_es_stud_irr_5_case_009b_three_cards_found_late(shared_dir, book):
    hand, script = _five(book, [1, 2, 3, 4], dealer=4)
    play_until(hand, script, lambda exp: isinstance(exp, ExpectAction) and exp.street is Street.FOURTH)
    ruling = _report(hand, WrongCardCount(seat=3, held=6, expected=4, street=Street.FOURTH))
    _check(shared_dir, "009b", book, ruling, dead_seats={s for s, h in hand.seats.items() if h.dead})
    if book == "rrop":
        assert ruling.citations == ("RROP-ES-STUD-IRR-5",)
    assert chips_in_play(hand) == 4 * 500


@pytest.mark.parametrize("window", ["before-upcards", "before-next-round"])
def test_rrop_es_stud_irr_5_window_house_option_after_the_door_cards(window):
    # Uncertain branch (catalog IRR-5 reading note): door cards out, next round not begun.
    hand, script = _five("rrop", [1, 2, 3, 4], dealer=4, options={"extra-card-window": window})
    script.deal(hand)
    ruling = _report(hand, WrongCardCount(seat=3, held=3, expected=2, street=Street.SECOND))
    assert ruling.citations == ("RROP-ES-STUD-IRR-5",)
    assert ruling.kind is (RulingKind.DEAD_HAND if window == "before-upcards" else RulingKind.PLAYER_OPTION)


# -- IRR-6: a seat passed over on an upcard round ---------------------------------------------------------------


def _to_third_street(book):
    hand, script = _five(book, [1, 2, 3, 4, 5], dealer=5)
    exp = play_until(hand, script, lambda exp: isinstance(exp, ExpectAction) and exp.street is Street.THIRD)
    return hand, script, exp


def test_rrop_es_stud_irr_6_case_011_skipped_seat_noticed_after_the_bet(shared_dir):
    hand, _, exp = _to_third_street("rrop")
    assert exp.seat == 4  # aces showing
    hand.apply(BetOrRaisedTo(seat=4, amount=10))
    put_in = hand.seats[2].contributed
    ruling = _report(hand, SeatSkipped(seat=2, street=Street.THIRD))
    _check(shared_dir, "011", "rrop", ruling, dead_seats={s for s, h in hand.seats.items() if h.dead})
    assert ruling.citations == ("RROP-ES-STUD-IRR-6",)
    assert hand.seats[2].contributed == put_in and chips_in_play(hand) == 5 * 500
    assert hand.expected().seat == 5


def test_rrop_es_stud_irr_6_skipped_seat_noticed_before_the_bet_slides_back():
    hand, _, exp = _to_third_street("rrop")
    ruling = _report(hand, SeatSkipped(seat=2, street=Street.THIRD))
    assert ruling.kind is RulingKind.CONTINUE and ruling.remedy_names == ("slide_cards_back",)
    assert ruling.citations == ("RROP-ES-STUD-IRR-6",) and hand.expected() == exp


def test_rrop_es_stud_irr_6_card_dealt_past_a_seat_goes_back_to_him():
    hand, script = _five("rrop", [1, 2, 3, 4, 5], dealer=5)
    play_until(hand, script, lambda exp: isinstance(exp, ExpectDeal) and exp.street is Street.THIRD and exp.seat == 2)
    card = script.cards[2].pop(0)
    ruling = hand.apply(CardDealt(seat=3, card=card, face_up=True))
    assert ruling.remedy_names == ("slide_cards_back",) and ruling.citations == ("RROP-ES-STUD-IRR-6",)
    assert hand.view.upcards(2)[-1] == card and hand.expected().seat == 3
    script.dealt[2] += 1
    assert isinstance(script.deal(hand), ExpectAction)
    assert all(len(hand.view.cards(s)) == 3 for s in hand.view.live_seats)


# -- IRR-7: a hole card dealt face up, and the escalation --------------------------------------------------------


@pytest.mark.parametrize("book", ["rrop", "tda-2024"])
def test_rrop_es_stud_irr_7_case_012_hole_card_dealt_face_up(shared_dir, book):
    hand, script = _five(book, [1, 2, 3, 4], dealer=4)
    script.step(hand)
    ruling = hand.apply(CardDealt(seat=2, card=script.cards[2].pop(0), face_up=True))
    script.dealt[2] += 1
    _check(shared_dir, "012", book, ruling)
    assert ("RROP-ES-STUD-IRR-7" if book == "rrop" else "TDA2024-RP10-A") in ruling.citations
    while (exp := hand.expected()).seat != 2:
        script.step(hand)
    assert exp.face_up is False  # his door card comes down


def _escalate():
    """Deal seat 2 every card face up, playing passively, until the ruling that gives him the option."""
    hand, script = _five("rrop", [1, 2, 3, 4], dealer=4)
    script.faces = {(2, n): True for n in range(1, 6)}
    play_until(hand, script, lambda exp: isinstance(exp, ExpectDecision))
    return hand, script, last_ruling(hand)


def test_rrop_es_stud_irr_7_case_013_four_cards_and_none_down(shared_dir):
    hand, _, ruling = _escalate()
    _check(shared_dir, "013", "rrop", ruling)
    assert ruling.decided_by == 2 and ruling.citations == ("RROP-ES-STUD-IRR-7",)
    assert len(hand.view.upcards(2)) == 4 and not hand.view.downcards(2)
    put_in, stack = hand.seats[2].contributed, hand.seats[2].stack
    hand.apply(DecisionMade(option="withdraw", seat=2))
    assert not hand.seats[2].live and hand.seats[2].stack == stack + put_in and hand.seats[2].contributed == 0
    assert chips_in_play(hand) == 4 * 500


def test_rrop_es_stud_irr_7_escalation_continue_then_fifth_card_up_again():
    hand, script, _ = _escalate()
    hand.apply(DecisionMade(option="continue", seat=2))
    play_until(hand, script, lambda exp: isinstance(exp, ExpectDecision | HandOver))
    ruling = last_ruling(hand)
    assert ruling.kind is RulingKind.PLAYER_OPTION and len(hand.view.upcards(2)) == 5
    hand.apply(DecisionMade(option="continue", seat=2))
    play_until(hand, script, lambda exp: isinstance(exp, HandOver))
    assert sum(hand.stacks.values()) == 4 * 500


# -- IRR-8: a card exposed in the deck (during a round) ----------------------------------------------------------


def test_rrop_es_stud_irr_8_case_015_face_up_card_found_while_dealing(shared_dir):
    hand, script = _five("rrop", [1, 2, 3, 4, 5], dealer=5)
    play_until(hand, script, lambda exp: isinstance(exp, ExpectDeal) and exp.street is Street.THIRD and exp.seat == 3)
    found = parse_cards("Jh")[0]  # seat 3's third card, face up in the deck
    ruling = _report(hand, BoxedCardFound(count=1, card=found, initial_deal=False))
    _check(shared_dir, "015", "rrop", ruling)
    assert ruling.citations == ("RROP-ES-STUD-IRR-8",) and ruling.remedies[0].seat == 3
    script.step(hand)
    assert hand.view.upcards(3)[-1] == found


# -- IRR-9: the impossible call ----------------------------------------------------------------------------------


def _impossible_call(book, options=None):
    cards = {1: "?? Ah Ad Ac Ks", 2: "?? 2c 3d 7h 9s"}
    hand = start(book, "stud5", {1: 500, 2: 500}, stakes=FIVE_STAKES, options=options)
    script = Script(cards)

    def bet_on_fifth(options):
        if options.seat == 1 and hand.street is Street.FIFTH and options.bet_to:
            return BetOrRaisedTo(seat=1, amount=options.bet_to[0])
        return passive(options)

    play_until(hand, script, lambda exp: isinstance(exp, ExpectShowdown), bet_on_fifth)
    return hand


def test_rrop_es_stud_irr_9_impossible_call_is_given_back():
    hand = _impossible_call("rrop")
    before = hand.seats[2].stack
    ruling = _report(hand, ImpossibleCall(seat=2, street=Street.FIFTH, amount=20))
    assert ruling.kind is RulingKind.CONTINUE and ruling.citations == ("RROP-ES-STUD-IRR-9",)
    assert ruling.remedy_names == ("refund_call",)
    assert hand.outcome is HandOutcome.COMPLETE and hand.payouts == {1: hand.payouts[1]}
    assert hand.seats[2].stack == before + 20 and sum(hand.stacks.values()) == 1000


def test_tda_2024_impossible_call_stands():
    hand = _impossible_call("tda-2024")
    ruling = _report(hand, ImpossibleCall(seat=2, street=Street.FIFTH, amount=20))
    assert ruling.kind is RulingKind.REFUSED and ruling.citations == ("TDA2024-1", "WSOP24L-232")
    assert isinstance(hand.expected(), ExpectShowdown)


def test_tda_2024_with_the_house_refund_gives_back_a_last_call_at_the_showdown():
    hand = _impossible_call("tda-2024", {"impossible-call-refund": True})
    ruling = _report(hand, ImpossibleCall(seat=2, street=Street.FIFTH, amount=20))
    assert ruling.citations == ("RROP-ES-STUD-IRR-9", "TDA2024-1") and ruling.remedy_names == ("refund_call",)
    assert hand.outcome is HandOutcome.COMPLETE and sum(hand.stacks.values()) == 1000


def test_tda_2024_with_the_house_refund_refuses_a_call_reported_on_fourth_street_in_razz():
    # the refund was given on any street, and the engine could not take a call back from a pot still being bet
    cards = {1: "Ks Qs 2c 3d", 2: "Kd Qd Ac 4h"}
    hand = start("tda-2024", "razz", {1: 500, 2: 500}, options={"impossible-call-refund": True})
    play_until(hand, Script(cards), lambda exp: isinstance(exp, ExpectAction) and exp.street is Street.FOURTH)
    caller = max(hand.live_seats(), key=lambda seat: hand.seats[seat].contributed)
    stacks, expected = dict(hand.stacks), hand.expected()
    ruling = _report(hand, ImpossibleCall(seat=caller, street=Street.FOURTH, amount=hand.seats[caller].contributed))
    assert ruling.kind is RulingKind.REFUSED and ruling.citations == ("RROP-ES-STUD-IRR-9", "TDA2024-1")
    assert (hand.stacks, hand.expected()) == (stacks, expected)


# -- IRR-10: the misread high board ------------------------------------------------------------------------------


def _misread(book):
    cards = {1: "Kd 2c 4c", 2: "5d Ac 3h", 3: "6d 9d Qc", 4: "7d Js 9h", 5: "8c Td Qs"}

    def fold_others(options):
        seat = options.seat
        if seat == 2 and options.bet_to:
            return BetOrRaisedTo(seat=2, amount=options.bet_to[0])
        if seat in (1, 3, 5) and options.can_fold:
            return Folded(seat=seat)
        if options.bring_in is not None and not options.can_fold:
            return BringInPosted(seat=seat)
        return CheckedOrCalled(seat=seat)

    hand = start(book, "stud5", dict.fromkeys(cards, 500), dealer=5, stakes=FIVE_STAKES)
    exp = play_until(
        hand, Script(cards), lambda exp: isinstance(exp, ExpectAction) and exp.street is Street.THIRD, fold_others
    )
    return hand, exp


@pytest.mark.parametrize("book", ["rrop", "tda-2024"])
def test_rrop_es_stud_irr_10_case_018_dealer_names_the_wrong_high_board(shared_dir, book):
    hand, exp = _misread(book)
    assert exp.seat == 2 and hand.view.live_seats == (2, 4)
    named = _report(hand, OpenerMisnamed(seat=4, street=Street.THIRD))
    assert named.kind is RulingKind.CONTINUE and named.remedies == ()
    assert named.citations == (("RROP-ES-STUD-IRR-10",) if book == "rrop" else ("TDA2024-53A/B",))
    ruling = hand.apply(BetOrRaisedTo(seat=4, amount=10))
    expected = _check(shared_dir, "018", book, ruling)
    assert hand.expected().seat == expected["first_to_act"] == 2
    if book == "rrop":
        assert ruling.citations == ("RROP-ES-STUD-IRR-10",) and hand.expected().options.call == 10
    else:
        # TDA 53-B: the opener the dealer skipped keeps his right to act, claimed before anyone acts after him
        assert ruling.citations == ("TDA2024-53A/B", "TDA2024-53B")
        assert ruling.remedy_names == ("back_up_action",)
        assert hand.expected().options.call == 0


# -- IRR-11: the player exposes his own hole card ----------------------------------------------------------------


def test_rrop_es_stud_irr_11_case_019_player_turns_his_own_card(shared_dir):
    hand, script = _five("rrop", [1, 2, 3], dealer=1)
    _hole_round(hand, script)
    ruling = _report(hand, OwnDowncardExposed(seat=3, card=parse_cards("8d")[0]))
    _check(shared_dir, "019", "rrop", ruling)
    assert ruling.citations == ("RROP-ES-STUD-IRR-11",)
    while (exp := hand.expected()).seat != 3:
        script.step(hand)
    assert exp.face_up is True


def test_tda_2024_player_exposing_his_own_card_gets_nothing():
    hand, script = _five("tda-2024", [1, 2, 3], dealer=1)
    _hole_round(hand, script)
    ruling = _report(hand, OwnDowncardExposed(seat=3, card=parse_cards("8d")[0]))
    assert ruling.kind is RulingKind.REFUSED and "RROP-ES-STUD-IRR-11" in ruling.citations


del Card
