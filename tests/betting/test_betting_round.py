"""The betting round's API around the rules: validation, errors that change nothing, removal, opening states."""

from __future__ import annotations

import msgspec
import pytest

from floorcall._mechanics.betting import BettingOptions, BettingRound, StreetBetting, Structure
from floorcall.errors import InvalidEventError

FL, PL, NL = Structure.FIXED_LIMIT, Structure.POT_LIMIT, Structure.NO_LIMIT


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"structure": NL, "bet": 0}, "bet size must be a positive"),
        ({"structure": NL, "bet": 100, "big_bet_option": 200}, "only in fixed limit"),
        ({"structure": FL, "bet": 100, "big_bet_option": 100}, "must be above the bet"),
        ({"structure": FL, "bet": 100, "bring_in": 100}, "below the bet"),
        ({"structure": FL, "bet": 100, "bring_in": 0}, "at least one chip"),
        ({"structure": FL, "bet": 100, "max_bets": 0}, "at least one bet"),
        ({"structure": FL, "bet": 100, "reopen_fraction": 0.0}, "reopen_fraction"),
        ({"structure": FL, "bet": 100, "reopen_fraction": 1.5}, "reopen_fraction"),
    ],
)
def test_street_betting_rejects_impossible_limits(fields: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        StreetBetting(**fields)  # type: ignore[arg-type]
    with pytest.raises(msgspec.ValidationError, match=message):
        msgspec.convert({**fields, "structure": str(fields["structure"])}, StreetBetting)


def test_street_betting_decodes_from_data() -> None:
    spec = msgspec.convert({"structure": "fixed-limit", "bet": 400, "bring_in": 100, "max_bets": 5}, StreetBetting)
    assert spec.structure is FL
    assert (spec.bet, spec.bring_in, spec.max_bets, spec.reopen_fraction) == (400, 100, 5, 1.0)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"order": []}, "at least one seat"),
        ({"order": [1, 1]}, "distinct"),
        ({"order": [0, 1]}, "distinct"),
        ({"stacks": {1: 100}}, "no stack given for seat 2"),
        ({"stacks": {1: 100, 2: -5}}, "seat 2: the stack"),
        ({"wagers": {1: -1}}, "seat 1: the wager"),
        ({"pot": -1}, "pot"),
        ({"to_call": -1}, "to_call"),
        ({"bring_in_seat": 1}, "street has none"),
    ],
)
def test_round_rejects_inconsistent_setup(kwargs: dict[str, object], message: str) -> None:
    args: dict[str, object] = {"order": [1, 2], "stacks": {1: 100, 2: 100}, **kwargs}
    with pytest.raises(ValueError, match=message):
        BettingRound(StreetBetting(structure=NL, bet=10), **args)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("order", "stacks", "wagers", "message"),
    [
        ((2, 1), {1: 100, 2: 100}, {}, "must act first"),
        ((1, 2), {1: 0, 2: 100}, {}, "no chips for the bring-in"),
        ((1, 2), {1: 100, 2: 100}, {2: 10}, "once wagers stand"),
    ],
)
def test_bring_in_seat_must_be_able_to_bring_in(order, stacks, wagers, message) -> None:
    spec = StreetBetting(structure=FL, bet=40, bring_in=10)
    with pytest.raises(ValueError, match=message):
        BettingRound(spec, order, stacks, wagers=wagers, bring_in_seat=1)


def test_illegal_action_raises_names_the_seat_and_changes_nothing() -> None:
    betting = BettingRound(
        StreetBetting(structure=NL, bet=100), [3, 1, 2], {1: 950, 2: 900, 3: 1000}, wagers={1: 50, 2: 100}
    )
    before = (dict(betting.stacks), dict(betting.wagers), betting.actor, betting.current_bet, betting.has_action)
    with pytest.raises(InvalidEventError, match=r"^seat 3: raise to 150 is below the minimum 200$"):
        betting.bet_or_raise_to(3, 150)
    with pytest.raises(InvalidEventError, match=r"^seat 1 acts out of turn: seat 3 is to act$"):
        betting.fold(1)
    with pytest.raises(InvalidEventError, match=r"^seat 3: raise to 1001 is more than seat 3 holds \(1000\)$"):
        betting.bet_or_raise_to(3, 1001)
    with pytest.raises(InvalidEventError, match="seat 3 owes no bring-in"):
        betting.post_bring_in(3)
    with pytest.raises(InvalidEventError, match="seat 9 is not in this betting round"):
        betting.check_or_call(9)
    assert (
        dict(betting.stacks),
        dict(betting.wagers),
        betting.actor,
        betting.current_bet,
        betting.has_action,
    ) == before


def test_check_legal_reports_unknown_actions_and_bad_amounts() -> None:
    betting = BettingRound(StreetBetting(structure=NL, bet=100), [1, 2], {1: 500, 2: 500})
    assert betting.check_legal(1, "raise", 200) == (
        "unknown action 'raise': expected one of fold, check_call, bet_raise_to, bring_in"
    )
    assert (
        betting.check_legal(1, "bet_raise_to")
        == "bet_raise_to needs the new total wager as a whole number of chips, not None"
    )
    assert betting.check_legal(1, "bet_raise_to", True) is not None  # type: ignore[arg-type]
    assert betting.check_legal(1, "bet_raise_to", 99) == "bet to 99 is below the minimum 100"


def test_finished_round_has_no_actor_and_refuses_actions() -> None:
    betting = BettingRound(StreetBetting(structure=NL, bet=100), [1, 2], {1: 500, 2: 500})
    betting.check_or_call(1)
    betting.check_or_call(2)
    assert betting.is_complete and betting.actor is None
    assert betting.check_legal(1, "check_call") == "the betting round is over"
    with pytest.raises(InvalidEventError, match="over"):
        betting.options()
    with pytest.raises(InvalidEventError, match="seat 1: the betting round is over"):
        betting.check_or_call(1)


def test_everyone_checks_and_options_are_a_struct() -> None:
    betting = BettingRound(StreetBetting(structure=PL, bet=100), [1, 2, 3], {1: 500, 2: 500, 3: 500}, pot=300)
    assert betting.options() == BettingOptions(
        seat=1, can_fold=True, can_check=True, call=0, bring_in=None, bet_to=(), min_to=100, max_to=300
    )
    assert not betting.has_action
    for seat in (1, 2, 3):
        assert betting.check_or_call(seat) == 0
    assert betting.is_complete and betting.has_action


def test_remove_takes_a_killed_hand_out_of_turn() -> None:
    betting = BettingRound(StreetBetting(structure=NL, bet=100), [1, 2, 3], {1: 500, 2: 500, 3: 500})
    betting.bet_or_raise_to(1, 200)
    betting.remove(3)
    assert betting.actor == 2 and betting.folded == {3}
    betting.remove(2)
    assert betting.is_complete and betting.actor is None
    with pytest.raises(InvalidEventError, match="already out"):
        betting.remove(2)
    with pytest.raises(InvalidEventError, match="not in this betting round"):
        betting.remove(7)


def test_remove_the_actor_passes_the_turn_on() -> None:
    betting = BettingRound(StreetBetting(structure=NL, bet=100), [1, 2, 3], {1: 500, 2: 500, 3: 500})
    betting.remove(1)
    assert betting.actor == 2
    assert not betting.has_action


def test_remove_the_bring_in_lifts_the_obligation() -> None:
    spec = StreetBetting(structure=FL, bet=40, bring_in=10)
    betting = BettingRound(spec, [1, 2, 3], {1: 100, 2: 100, 3: 100}, bring_in_seat=1)
    betting.remove(1)
    options = betting.options()
    assert (options.seat, options.can_check, options.bring_in, options.bet_to) == (2, True, None, (40,))


def test_blind_of_a_seat_out_of_the_hand_sets_the_call_and_counts_in_the_pot() -> None:
    betting = BettingRound(StreetBetting(structure=PL, bet=100), [3, 1], {1: 950, 3: 1000}, wagers={1: 50, 2: 100})
    options = betting.options()
    assert (options.call, options.min_to, options.max_to) == (100, 200, 350)
    assert dict(betting.wagers) == {3: 0, 1: 50} and betting.pot == 100


def test_must_open_without_bring_in_requires_a_full_bet() -> None:
    betting = BettingRound(StreetBetting(structure=NL, bet=100, must_open=True), [1, 2], {1: 500, 2: 500})
    options = betting.options()
    assert (options.can_check, options.bring_in, options.min_to) == (False, None, 100)
    assert betting.check_legal(1, "check_call") == "no check while no wager stands: open for at least 100 or fold"


def test_must_open_in_no_limit_offers_the_bring_in_apart_from_the_bet_range() -> None:
    spec = StreetBetting(structure=NL, bet=100, bring_in=25, must_open=True)
    betting = BettingRound(spec, [1, 2, 3], {1: 500, 2: 500, 3: 500})
    options = betting.options()
    assert (options.bring_in, options.min_to, options.max_to) == (25, 100, 500)
    assert betting.check_legal(1, "bet_raise_to", 60) == "bet to 60 is below the minimum 100"
    assert betting.bet_or_raise_to(1, 25) == 25  # the same as posting the bring-in
    options = betting.options()
    assert (options.seat, options.call, options.bring_in, options.min_to) == (2, 25, None, 100)


def test_no_limit_bring_in_completes_to_the_bet_then_raises_by_it() -> None:
    spec = StreetBetting(structure=NL, bet=100, bring_in=25)
    betting = BettingRound(spec, [1, 2, 3], {1: 500, 2: 500, 3: 500}, bring_in_seat=1)
    assert (betting.options().min_to, betting.options().bring_in) == (100, 25)
    betting.post_bring_in(1)
    assert betting.options().min_to == 100
    betting.bet_or_raise_to(2, 100)
    assert betting.options().min_to == 200
    assert betting.bet_count == 1 and betting.last_full_raise == 100


def test_bring_in_owner_may_raise_after_a_completion() -> None:
    spec = StreetBetting(structure=FL, bet=40, bring_in=10)
    betting = BettingRound(spec, [1, 2, 3], {1: 500, 2: 500, 3: 500}, bring_in_seat=1)
    betting.post_bring_in(1)
    betting.bet_or_raise_to(2, 40)
    betting.check_or_call(3)
    options = betting.options()
    assert (options.seat, options.call, options.bet_to) == (1, 30, (80,))


def test_short_all_in_completion_of_the_bring_in() -> None:
    spec = StreetBetting(structure=FL, bet=40, bring_in=10)
    betting = BettingRound(spec, [1, 2, 3], {1: 500, 2: 25, 3: 500}, bring_in_seat=1)
    betting.post_bring_in(1)
    assert betting.options().bet_to == (25,)
    betting.bet_or_raise_to(2, 25)
    options = betting.options()
    assert (options.seat, options.call, options.bet_to) == (3, 25, (40,))
    assert betting.bet_count == 0
