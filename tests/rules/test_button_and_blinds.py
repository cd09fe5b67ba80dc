"""The button and the blinds under both rulebooks, in hold'em, Omaha and a draw game with blinds.

A button at the wrong seat (TDA2024-34A, RROP-IRR-1) before substantial action is a misdeal whose redeal puts the
button right: every chip goes back, and the blinds are posted again by the seats after the proper button. After it
the hand plays on, and the next hand's button moves on from where it is (TDA2024-32) or goes to the seat passed over
(RROP-IRR-1 with RROP-BLINDS-2). A hand dealt at the old level by mistake is dealt again at the new one until
substantial action (TDA2024-23); a limp in single draw stands (TDA2024-RP17); a big blind all in for less does not
shrink the call (RROP-BLINDS-1, WSOP24L-150).
"""

import random

import pytest

import floorcall
from floorcall import (
    ButtonMisplaced,
    ButtonNextHand,
    CheckedOrCalled,
    HandStarted,
    InvalidEventError,
    IrregularityReported,
    LevelChanged,
    LimpDisputed,
    RedealAtStakes,
    RedealWithButton,
    RulingKind,
    ShortBlindCalled,
    Stakes,
    Table,
)
from floorcall._app.simulate import new_hand, next_event
from floorcall.model.expectations import ExpectAction, HandOutcome

BOOKS = ("tda-2024", "rrop")
GAMES = ("nlhe", "plo", "27td")  # hold'em, Omaha and a draw game with blinds
STAKES = {
    "nlhe": Stakes(small_bet=100, blinds=(50, 100)),
    "plo": Stakes(small_bet=100, blinds=(50, 100)),
    "27td": Stakes(small_bet=100, big_bet=200, blinds=(50, 100)),
    "27sd": Stakes(small_bet=100, blinds=(50, 100)),
}


def _hand(game, book, stacks, button, seed=1, stakes=None):
    floor = floorcall.make_manager(floorcall.Selection(games=(game,), rulebook=book))
    table = Table.of(stacks, button=button)
    started = HandStarted(game=game, table=table, stakes=stakes or STAKES[game], rulebook=book)
    return new_hand(floor, started, random.Random(seed))


def _to_first_action(hand):
    while not isinstance(hand.expected(), ExpectAction):
        hand.apply(next_event(hand, hand.expected(), random.Random(0)))


def _to_substantial_action(hand):
    """Deal and call around until substantial action has occurred (every seat calls or checks, none folds)."""
    while not hand.view.substantial_action:
        expected = hand.expected()
        if isinstance(expected, ExpectAction):
            hand.apply(CheckedOrCalled(seat=expected.seat))
        else:
            hand.apply(next_event(hand, expected, random.Random(0)))


def _chips(hand):
    return sum(hand.stacks.values()) + sum(seat.contributed for seat in hand.seats.values())


def _report(irregularity):
    return IrregularityReported(irregularity=irregularity)


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("game", GAMES)
def test_tda2024_34a_rrop_irr_1_button_corrected_before_substantial_action_by_a_redeal(game, book):
    stacks = [1000, 1200, 1400, 1600, 1800, 2000]
    hand = _hand(game, book, stacks, button=4)
    assert list(hand.chips.blind_wagers) == [5, 6]  # the blinds the wrong button put on seats 5 and 6
    _to_first_action(hand)
    ruling = hand.apply(_report(ButtonMisplaced(button=4, proper_button=3, previous_hand=book == "rrop")))
    assert ruling.kind is RulingKind.MISDEAL
    assert ruling.remedies == (RedealWithButton(button=3),)
    assert ruling.citations == (("TDA2024-34A",) if book == "tda-2024" else ("RROP-IRR-1",))
    assert hand.outcome is HandOutcome.MISDEAL
    assert hand.stacks == dict(enumerate(stacks, start=1))  # every blind went back to the seat that posted it
    redeal = hand.redeal(random.Random(2))
    assert redeal.started.table.button == 3 and redeal.started.redeal
    assert redeal.chips.blind_wagers == {4: 50, 5: 100}  # posted again by the seats after the proper button
    assert redeal.stacks == {1: 1000, 2: 1200, 3: 1400, 4: 1550, 5: 1700, 6: 2000}
    assert _chips(redeal) == sum(stacks)


@pytest.mark.parametrize("game", GAMES)
def test_tda2024_34a_after_substantial_action_the_hand_stands_and_the_dead_button_moves_on(game):
    hand = _hand(game, "tda-2024", [1000] * 6, button=4)
    _to_substantial_action(hand)
    before = (hand.stacks, {s: seat.contributed for s, seat in hand.seats.items()})
    ruling = hand.apply(_report(ButtonMisplaced(button=4, proper_button=3)))
    assert ruling.kind is RulingKind.CONTINUE and ruling.remedies == ()
    assert ruling.citations == ("TDA2024-34A", "TDA2024-32")
    assert hand.outcome is None and hand.next_button is None  # the session moves the button on from seat 4
    assert (hand.stacks, {s: seat.contributed for s, seat in hand.seats.items()}) == before


@pytest.mark.parametrize("game", GAMES)
def test_rrop_irr_1_after_the_action_threshold_the_next_hand_gets_the_proper_button(game):
    hand = _hand(game, "rrop", [1000] * 6, button=4)
    _to_substantial_action(hand)
    chips = _chips(hand)
    ruling = hand.apply(_report(ButtonMisplaced(button=4, proper_button=3, previous_hand=True)))
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.remedies == (ButtonNextHand(button=3),)
    assert ruling.citations == ("RROP-IRR-1", "RROP-BLINDS-2")
    assert hand.next_button == 3 and hand.outcome is None and _chips(hand) == chips


@pytest.mark.parametrize("game", ["nlhe", "27td"])
def test_tda2024_34b_heads_up_the_corrected_button_posts_the_small_blind(game):
    hand = _hand(game, "tda-2024", {2: 900, 7: 1100}, button=2)
    assert list(hand.chips.blind_wagers) == [2, 7]
    ruling = hand.apply(_report(ButtonMisplaced(button=2, proper_button=7)))
    assert ruling.citations == ("TDA2024-34A", "TDA2024-34B")
    assert ruling.kind is RulingKind.MISDEAL and ruling.remedies == (RedealWithButton(button=7),)
    redeal = hand.redeal(random.Random(3))
    assert redeal.chips.blind_wagers == {7: 50, 2: 100}
    assert redeal.stacks == {2: 800, 7: 1050}


@pytest.mark.parametrize(
    ("irregularity", "field"),
    [
        (ButtonMisplaced(button=2, proper_button=3), "button"),  # the hand's button is at seat 4
        (ButtonMisplaced(button=4, proper_button=4), "proper_button"),
    ],
)
def test_a_button_report_that_contradicts_the_table_is_refused_and_changes_nothing(irregularity, field):
    hand = _hand("nlhe", "tda-2024", [1000] * 6, button=4)
    events = list(hand.events)
    with pytest.raises(InvalidEventError, match=f"field {field}"):
        hand.apply(_report(irregularity))
    assert list(hand.events) == events


def test_a_stud_hand_has_no_button_to_misplace():
    floor = floorcall.make_manager(floorcall.Selection(games=("stud",), rulebook="tda-2024"))
    stakes = Stakes(ante=10, bring_in=10, small_bet=20, big_bet=40)
    hand = new_hand(floor, HandStarted(game="stud", table=Table.of([500] * 4), stakes=stakes), random.Random(1))
    with pytest.raises(InvalidEventError, match="without a button"):
        hand.apply(_report(ButtonMisplaced(button=4, proper_button=3)))


# -- TDA2024-23: the level a hand is played at ------------------------------------------------------------------

NEW_LEVEL = {
    "nlhe": Stakes(small_bet=200, blinds=(100, 200)),
    "plo": Stakes(small_bet=200, blinds=(100, 200)),
    "27td": Stakes(small_bet=200, big_bet=400, blinds=(100, 200)),
}


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("game", GAMES)
def test_tda2024_23_a_hand_started_at_the_old_level_by_mistake_is_dealt_again_at_the_new_one(game, book):
    hand = _hand(game, book, [3000] * 5, button=5)
    _to_first_action(hand)
    ruling = hand.apply(_report(LevelChanged(stakes=NEW_LEVEL[game])))
    assert ruling.kind is RulingKind.MISDEAL and ruling.citations == ("TDA2024-23",)
    assert ruling.remedies == (RedealAtStakes(stakes=NEW_LEVEL[game]),)
    assert hand.stacks == dict.fromkeys(range(1, 6), 3000)
    redeal = hand.redeal(random.Random(4))
    assert redeal.started.stakes == NEW_LEVEL[game] and redeal.started.table.button == 5
    assert redeal.chips.blind_wagers == {1: 100, 2: 200} and _chips(redeal) == 15000


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("game", GAMES)
def test_tda2024_23_the_level_stays_once_substantial_action_occurred_or_when_it_changed_mid_hand(game, book):
    late = _hand(game, book, [3000] * 5, button=5)
    _to_first_action(late)
    ruling = late.apply(_report(LevelChanged(stakes=NEW_LEVEL[game], began_before_start=False)))
    assert (ruling.kind, ruling.remedies, ruling.citations) == (RulingKind.REFUSED, (), ("TDA2024-23",))
    acted = _hand(game, book, [3000] * 5, button=5)
    _to_substantial_action(acted)
    chips = _chips(acted)
    ruling = acted.apply(_report(LevelChanged(stakes=NEW_LEVEL[game])))
    assert (ruling.kind, ruling.remedies, ruling.citations) == (RulingKind.REFUSED, (), ("TDA2024-23",))
    assert acted.outcome is None and _chips(acted) == chips and acted.started.stakes == STAKES[game]


def test_a_level_report_with_stakes_that_do_not_fit_the_game_is_refused():
    hand = _hand("27td", "tda-2024", [3000] * 5, button=5)
    with pytest.raises(InvalidEventError, match="field stakes"):
        hand.apply(_report(LevelChanged(stakes=Stakes(small_bet=200, blinds=(100, 200)))))  # no big bet
    with pytest.raises(InvalidEventError, match="field stakes"):
        hand.apply(_report(LevelChanged(stakes=STAKES["27td"])))


# -- TDA2024-RP17: limping in single draw; RROP-BLINDS-1: the blinds do not shrink -------------------------------


@pytest.mark.parametrize("book", BOOKS)
def test_tda2024_rp17_a_limp_in_single_draw_stands(book):
    hand = _hand("27sd", book, [2000] * 6, button=6)
    _to_first_action(hand)
    limper = hand.expected().seat
    hand.apply(CheckedOrCalled(seat=limper))
    ruling = hand.apply(_report(LimpDisputed(seat=limper, street=hand.street)))
    assert (ruling.kind, ruling.remedies, ruling.citations) == (RulingKind.REFUSED, (), ("TDA2024-RP17",))
    assert hand.betting.wagers[limper] == 100 and hand.stacks[limper] == 1900


def test_a_limp_is_disputed_only_in_single_draw_and_only_for_a_call_of_the_big_blind():
    hand = _hand("nlhe", "tda-2024", [2000] * 6, button=6)
    _to_first_action(hand)
    seat = hand.expected().seat
    hand.apply(CheckedOrCalled(seat=seat))
    with pytest.raises(InvalidEventError, match="single-draw"):
        hand.apply(_report(LimpDisputed(seat=seat, street=hand.street)))
    draw = _hand("27sd", "rrop", [2000] * 6, button=6)
    _to_first_action(draw)
    with pytest.raises(InvalidEventError, match="field seat"):
        draw.apply(_report(LimpDisputed(seat=2, street=draw.street)))  # seat 2 posted the big blind himself


@pytest.mark.parametrize(
    ("book", "citations"), [("rrop", ("RROP-BLINDS-1", "WSOP24L-150")), ("tda-2024", ("WSOP24L-150",))]
)
@pytest.mark.parametrize("game", ["nlhe", "plo", "27sd"])
def test_rrop_blinds_1_a_short_all_in_big_blind_is_still_called_in_full(game, book, citations):
    hand = _hand(game, book, [1000, 60, 1000, 1000], button=4)
    assert hand.chips.blind_wagers == {1: 50, 2: 60}
    _to_first_action(hand)
    assert hand.expected().seat == 3
    ruling = hand.apply(_report(ShortBlindCalled(seat=3, street=hand.street)))
    assert (ruling.kind, ruling.remedies, ruling.citations) == (RulingKind.REFUSED, (), citations)
    assert hand.expected().options.call == 100
    hand.apply(CheckedOrCalled(seat=3))
    assert hand.betting.wagers[3] == 100 and hand.stacks[3] == 900


def test_no_short_blind_is_faced_when_the_big_blind_posted_in_full():
    hand = _hand("nlhe", "rrop", [1000] * 4, button=4)
    _to_first_action(hand)
    with pytest.raises(InvalidEventError, match="posted the whole 100"):
        hand.apply(_report(ShortBlindCalled(seat=3, street=hand.street)))


def test_a_live_blind_posted_out_of_place_is_not_the_big_blind_a_short_blind_is_measured_against():
    # PHH's [1, 2, 0, 2]: seat 4 posts a live blind to come in; seat 2's big blind, all in for 60, is still the big
    # blind the first round counts from, so the player to act faces a short big blind
    stakes = Stakes(small_bet=100, blinds=(50, 100, 0, 100))
    hand = _hand("nlhe", "rrop", [1000, 60, 1000, 1000, 1000], button=5, stakes=stakes)
    assert hand.chips.blind_wagers == {1: 50, 2: 60, 3: 0, 4: 100}
    _to_first_action(hand)
    assert hand.expected().seat == 3
    ruling = hand.apply(_report(ShortBlindCalled(seat=3, street=hand.street)))
    assert (ruling.kind, ruling.citations) == (RulingKind.REFUSED, ("RROP-BLINDS-1", "WSOP24L-150"))
