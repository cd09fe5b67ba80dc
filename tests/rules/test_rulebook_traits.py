"""Rulebooks key on game traits, never on game names: a scan of their source, and the trait questions themselves."""

import ast
import random
from pathlib import Path

import pytest

import floorcall_rrop
import floorcall_tda2024
from floorcall import CardDealt, HandStarted, Stakes, Table
from floorcall._app.simulate import new_hand
from floorcall._plugins import discover
from floorcall.testing import make_floor

BOOK_PACKAGES = {"tda-2024": floorcall_tda2024, "rrop": floorcall_rrop}
#: What a rulebook may not read off a game: its name, or the family label that stands for a list of names.
FORBIDDEN_GAME_FIELDS = {"name", "family"}


def _sources(package):
    return sorted(Path(package.__file__).parent.rglob("*.py"))


def _game_names():
    return set(discover().games)


def _string_constants(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.Set | ast.Tuple | ast.List):
        for element in node.elts:
            yield from _string_constants(element)
    elif isinstance(node, ast.Call):  # frozenset({...}), set((...))
        for argument in node.args:
            yield from _string_constants(argument)


def _offences(path, names):
    tree = ast.parse(path.read_text())
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and node.attr in FORBIDDEN_GAME_FIELDS
            and isinstance(node.value, ast.Attribute)
            and node.value.attr == "game"
        ):
            found.append(f"{path.name}:{node.lineno} reads game.{node.attr}")
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                hits = [v for v in _string_constants(side) if v in names]
                found += [f"{path.name}:{node.lineno} compares with {v!r}" for v in hits]
        if isinstance(node, ast.Assign | ast.AnnAssign):
            value = node.value
            if isinstance(value, ast.Set | ast.Call | ast.Tuple):
                hits = [v for v in _string_constants(value) if v in names]
                found += [f"{path.name}:{node.lineno} lists game {v!r}" for v in hits]
    return found


@pytest.mark.parametrize("book", sorted(BOOK_PACKAGES))
def test_no_rulebook_compares_a_games_name(book):
    names = _game_names()
    assert {"stud", "stud5", "a5td", "razz"} <= names
    offences = [o for path in _sources(BOOK_PACKAGES[book]) for o in _offences(path, names)]
    assert offences == []


def test_the_scan_catches_a_name_comparison(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        'def five(hand):\n    return hand.game.name == "stud5"\n'
        'LOWBALL = frozenset({"a5td"})\n'
        'def lowball(hand, game):\n    return game in ("razz", "a5td") or hand.game.family == "draw"\n'
    )
    offences = _offences(sample, _game_names())
    assert len([o for o in offences if "game.name" in o]) == 1
    assert len([o for o in offences if "game.family" in o]) == 1
    assert any("lists game 'a5td'" in o for o in offences)
    assert any("compares with 'razz'" in o for o in offences)


def _first_downcard_exposed(game):
    floor = make_floor(games=(game,), rulebook="tda-2024")
    started = HandStarted(
        game=game, table=Table.of([500, 500, 500]), stakes=Stakes(ante=1, bring_in=5, small_bet=10, big_bet=20)
    )
    hand = new_hand(floor, started, random.Random(2))
    due = hand.expected()
    assert not due.face_up
    return hand.apply(CardDealt(seat=due.seat, card=hand.next_card, face_up=True))


def test_a_five_card_stud_variant_gets_the_five_card_rulings_by_its_traits_alone():
    """stud5-8 is a name no rulebook knows: its traits (five cards a player, upcards) bring the five-card ruling."""
    assert "stud5-8" in _game_names()
    assert _first_downcard_exposed("stud").citations == ("TDA2024-RP10-A",)
    five = _first_downcard_exposed("stud5").citations
    assert five == ("TDA2024-RP10-A", "FLOORCALL-DEFAULT-7")
    assert _first_downcard_exposed("stud5-8").citations == five
