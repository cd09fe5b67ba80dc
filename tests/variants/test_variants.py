"""The variants written with the public API only: plo8, plo5, bigo and stud5-8.

Each is checked as a third party's game would be: its module imports nothing but ``floorcall`` and
``floorcall.procedure``; it is installed (entry point) with its traits and extension code; worked showdowns rank
its hand types; chips and cards are conserved in random hands with irregularities under both rulebooks; and a
dealer's choice session (examples/configs/dealers-choice.toml) under each rulebook writes PHH files that replay.
"""

import ast
import importlib
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import floorcall
from floorcall import Low, Opening, Stakes, Structure, parse_cards
from floorcall._app.cli import main
from floorcall._app.phh import load
from floorcall._app.replay import Replayer, phh_files
from floorcall._mechanics.pots import Pot
from floorcall._plugins import discover
from floorcall.model.expectations import ExpectAction
from floorcall.procedure import award_showdown
from floorcall.ranking import evaluator
from floorcall.testing import make_floor
from tests.flop.flop_helpers import ScriptedDeal
from tests.support.drive import play_conserving, start

REPO = Path(__file__).resolve().parents[2]
VARIANTS = {"plo8": "plo8", "plo5": "plo5", "bigo": "bigo", "stud5-8": "stud5_8"}
PUBLIC = {"floorcall", "floorcall.procedure", "__future__"}
BOOKS = ("tda-2024", "rrop")
STAKES = {
    "plo8": Stakes(small_bet=100, blinds=(50, 100)),
    "plo5": Stakes(small_bet=100, blinds=(50, 100)),
    "bigo": Stakes(small_bet=100, blinds=(50, 100)),
    "stud5-8": Stakes(ante=10, bring_in=25, small_bet=100, big_bet=200),
}
# code, family, hand_cards, upcards, board_cards, opening, structure, low, qualifier, max seats
DECLARED = {
    "plo8": ("PO/8", "flop", 4, 0, 5, Opening.BLINDS, Structure.POT_LIMIT, Low.ACE_TO_FIVE, 8, 10),
    "plo5": ("P5O", "flop", 5, 0, 5, Opening.BLINDS, Structure.POT_LIMIT, None, None, 8),
    "bigo": ("P5O/8", "flop", 5, 0, 5, Opening.BLINDS, Structure.POT_LIMIT, Low.ACE_TO_FIVE, 8, 8),
    "stud5-8": ("F5S/8", "stud", 5, 4, 0, Opening.BRING_IN, Structure.FIXED_LIMIT, Low.ACE_TO_FIVE, 8, 8),
}


def _game(name):
    return importlib.import_module(f"floorcall_variants.{VARIANTS[name]}").GAME


def _imports(path):
    imported = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            imported.add(node.module)
        elif isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
    return imported


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_a_variant_imports_only_the_public_api(name):
    imported = _imports(REPO / "plugins" / "floorcall_variants" / f"{VARIANTS[name]}.py")
    assert imported <= PUBLIC, f"{name} imports {sorted(imported - PUBLIC)}"


@pytest.mark.parametrize("family", ["floorcall_stud", "floorcall_flop", "floorcall_draw"])
def test_the_built_in_families_are_data_on_the_public_api_too(family):
    folder = REPO / "plugins" / family
    assert not (folder / "policy.py").exists()
    assert len(list(folder.glob("*.py"))) >= 5
    for path in folder.glob("*.py"):
        of_floorcall = {name for name in _imports(path) if name.split(".")[0] == "floorcall"}
        assert of_floorcall <= PUBLIC | {"floorcall.ranking"}, f"{path.name} imports {sorted(of_floorcall)}"


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_a_variant_is_installed_with_its_code_and_traits(name):
    info, spec = discover().games[name]
    assert info.name == name and info.value == f"floorcall_variants.{VARIANTS[name]}:plugin"
    declared = (
        spec.phh_code,
        spec.family,
        spec.hand_cards,
        spec.upcards,
        spec.board_cards,
        spec.opening,
        spec.structure,
        spec.low,
        spec.low_qualifier,
        spec.max_seats,
    )
    assert declared == DECLARED[name]
    assert spec.high and spec.hi_lo is (spec.low is not None)


def _pots(amount, *seats):
    return (Pot(amount=amount, eligible=frozenset(seats)),)


def _holes(by_seat):
    return {seat: parse_cards(text) for seat, text in by_seat.items()}


def test_big_o_splits_the_high_and_the_eight_or_better_low():
    # seat 2's two aces make trips with the board's ace; seat 1's 3-4 make the best low, 7-4-3-2-A
    holes = _holes({1: "3c4dKsKdQh", 2: "5h6hAcAdQc"})
    won = award_showdown(_pots(1000, 1, 2), holes, parse_cards("As2d7cKh9s"), game=_game("bigo"), button=2)
    assert won == {1: 500, 2: 500}


def test_plo8_gives_the_high_hand_the_whole_pot_when_no_low_qualifies():
    holes = _holes({1: "3c4dKsKd", 2: "5h6hAcAd"})
    won = award_showdown(_pots(1000, 1, 2), holes, parse_cards("AsTd9cKhQs"), game=_game("plo8"), button=2)
    assert won == {2: 1000}


def test_five_card_omaha_plays_exactly_two_hole_cards():
    # seat 1 holds one heart to the board's four: no flush in Omaha; seat 2's two deuces make trips with the board's
    board = parse_cards("AhKhQh7h2c")
    holes = _holes({1: "3h8s8d9cTc", 2: "2s2d4c5c6d"})
    assert award_showdown(_pots(600, 1, 2), holes, board, game=_game("plo5"), button=1) == {2: 600}


@pytest.mark.parametrize(
    ("holes", "expected"),
    [
        ({1: "As2d3c4h7s", 2: "KcKd9h9cQs"}, {1: 500, 2: 500}),  # a seven-low for one half, kings up for the other
        ({1: "As2d3c4h9s", 2: "KcKd9h9cQs"}, {2: 1000}),  # a nine-low does not qualify: the high hand scoops
    ],
)
def test_five_card_stud_hi_lo_splits_with_an_eight_or_better_low(holes, expected):
    won = award_showdown(_pots(1000, 1, 2), _holes(holes), game=_game("stud5-8"), odd_chip="high-card-by-suit")
    assert won == expected


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("name", sorted(VARIANTS))
@settings(max_examples=15, deadline=None)
@given(
    stacks=st.lists(st.integers(min_value=50, max_value=3000), min_size=2, max_size=8),
    seed=st.integers(0, 2**32),
    rate=st.sampled_from([0.0, 0.2]),
)
def test_cards_and_chips_are_conserved_with_irregularities(name, book, stacks, seed, rate):
    floor = floorcall.make_manager(floorcall.Selection(games=(name,), rulebook=book))
    hand = start(floor, stacks, seed, game=name, stakes=STAKES[name])
    play_conserving(hand, random.Random(seed), rate)
    assert sum(hand.stacks.values()) == sum(stacks)


@pytest.mark.parametrize("book", BOOKS)
def test_a_dealers_choice_session_rules_writes_and_replays_every_variant(book, tmp_path, capsys):
    config = tmp_path / "dealers-choice.toml"
    text = (REPO / "examples" / "configs" / "dealers-choice.toml").read_text()
    config.write_text(text.replace('rulebook = "tda-2024"', f'rulebook = "{book}"'))
    out = tmp_path / "hands"
    assert main(["run", str(config), "--hands", "64", "--seed", "5", "--irregularities", "0.5", "--out", str(out)]) == 0
    files = phh_files([out])
    assert len(files) == 64
    outcomes = [Replayer(discover()).replay_path(path) for path in files]
    assert [o for o in outcomes if o.status != "matched"] == []
    histories = [load(path) for path in files]
    codes = {history.variant for history in histories}
    assert {DECLARED[name][0] for name in VARIANTS} <= codes
    ruled = {
        history.variant
        for history in histories
        for entry in dict(history.user_fields["_floorcall"]).get("events", ())
        if "ruling" in entry and entry["ruling"]["citations"]
    }
    assert {DECLARED[name][0] for name in VARIANTS} <= ruled, "every variant had an irregularity ruled on"
    assert all(dict(h.user_fields["_floorcall"])["rulebook"] == book for h in histories)


class _HighOnlyHouse:
    """A house that plays Big O for the high hand only: it answers the award hook before the game does."""

    @floorcall.hookimpl
    def floorcall_award_pots(self, hand, pots):
        if hand.game.name != "bigo":
            return None
        strengths = {seat: evaluator("omaha-high").strength(hand.cards(seat), hand.board) for seat in hand.live_seats}
        best = max(strengths.values())
        winners = sorted(seat for seat, value in strengths.items() if value == best)
        total = sum(pot.amount for pot in pots)
        return {seat: total // len(winners) + (index < total % len(winners)) for index, seat in enumerate(winners)}


def _showdown(floor):
    """A heads-up Big O hand dealt from a script and checked down: seat 2's aces win high, seat 1's 7-4 low."""
    started = floorcall.HandStarted(
        game="bigo", table=floorcall.Table.of([1000, 1000], button=2), stakes=STAKES["bigo"]
    )
    hand = floorcall.Hand(floor, started)
    dealer = ScriptedDeal({1: "3c4dKsKdQh", 2: "5h6hAcAdQc"}, "As2d7cKh9s")
    while hand.outcome is None:
        exp = dealer.until_action(hand)
        if isinstance(exp, ExpectAction):
            hand.apply(floorcall.CheckedOrCalled(seat=exp.options.seat))
    return hand.payouts


def test_a_house_plugin_still_answers_a_hook_of_a_game_built_from_data():
    plain = make_floor(games=["bigo"], rulebook="tda-2024")
    house = make_floor(
        games=["bigo"], rulebook="tda-2024", plugins={"high-only": _HighOnlyHouse()}, house=["high-only"]
    )
    assert _showdown(plain) == {1: 100, 2: 100}  # the blinds, called and checked down: split high and low
    assert _showdown(house) == {2: 200}
