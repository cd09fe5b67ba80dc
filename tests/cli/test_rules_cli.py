"""``floorcall rules``: the rules in force for a game, with the plugin that answers each and the house's changes."""

import json

import msgspec
import pytest

import floorcall
from floorcall import Ruling, RulingKind
from floorcall._app.cli import main
from floorcall._app.rules_in_force import rules_in_force
from floorcall._plugins import Catalog, Selection, discover
from floorcall.i18n import translator
from floorcall.rulekit import amend_rule, replace_rule
from floorcall.testing import catalog_of


def _rules(capsys, *argv):
    assert main(["rules", *argv, "--json"]) == 0
    return {entry["id"]: entry for entry in json.loads(capsys.readouterr().out)["rules"]}


def test_the_rules_for_stud_and_for_a_draw_game_follow_the_declared_scopes(capsys):
    stud = _rules(capsys, "--game", "stud", "--rulebook", "tda-2024")
    draw = _rules(capsys, "--game", "27td", "--rulebook", "tda-2024")
    # RP-10-H (a short stub) is scoped to the stud games: a stud hand reaches it, a draw hand never does
    assert stud["TDA2024-RP10-H"]["scope"] == "stud_game" and "TDA2024-RP10-H" not in draw
    assert draw["WSOP24T-DRAW.7"]["scope"] == "draw_game" and "WSOP24T-DRAW.7" not in stud
    entry = stud["TDA2024-RP10-A"]
    assert entry["plugin"] == entry["rulebook"] == "tda-2024" and entry["title"]
    assert entry["answers"] == ["downcard_exposed"] and entry["change"] is None
    # a rule whose own code decides where it applies is listed for every game, with no scope named
    assert stud["FLOORCALL-DEFAULT-11"]["scope"] is None and "FLOORCALL-DEFAULT-11" in draw


def test_a_configs_rulebook_is_listed_and_rulebook_overrides_it(capsys):
    from_config = _rules(capsys, "--config", "examples/configs/razz-cash-rrop.toml")
    assert "RROP-STUD-1" in from_config and "TDA2024-RP10-A" not in from_config
    assert {entry["rulebook"] for entry in from_config.values()} == {"rrop"}
    other = _rules(capsys, "--config", "examples/configs/razz-cash-rrop.toml", "--rulebook", "tda-2024")
    assert "TDA2024-RP10-A" in other


def test_the_table_is_in_the_readers_language(capsys):
    assert main(["rules", "--game", "stud", "--rulebook", "tda-2024", "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("reglas de tda-2024 en vigor para stud:")
    assert "TDA2024-RP10-A" in out and "(alcance en su código)" in out


def test_without_a_rulebook_it_is_a_usage_error_and_an_unknown_game_names_the_installed_ones(capsys):
    assert main(["rules", "--game", "stud"]) == 2
    assert "no rulebook is selected" in capsys.readouterr().err
    assert main(["rules", "--game", "holdem-nine", "--rulebook", "rrop"]) == 2
    assert "unknown game 'holdem-nine'" in capsys.readouterr().err


class KeepUp:
    """A room where an exposed downcard plays face up (replaces RP-10-A) and the stub rule gets a note (amends)."""

    @floorcall.hookimpl
    def floorcall_register_rule_changes(self, register):
        register(replace_rule("TDA2024-RP10-A", self.face_up))
        register(amend_rule("TDA2024-RP10-H", lambda ruling, irregularity, hand: None))

    @staticmethod
    def face_up(irregularity, hand):
        return Ruling(kind=RulingKind.CONTINUE, citations=("HOUSE:keep-up:1",), explanation="It plays face up.")


@pytest.fixture(scope="module")
def with_house():
    return Catalog.of([*discover().plugins.values(), *catalog_of({"keep-up": KeepUp()}).plugins.values()])


def test_the_houses_replacement_and_amendment_are_listed_by_id(with_house):
    selection = Selection(games=("stud",), rulebook="tda-2024", house=("keep-up",))
    report = rules_in_force(with_house, selection, "stud", translator("en"))
    by_id = {entry.id: entry for entry in report.rules}
    assert report.house == ("keep-up",)
    replaced, amended = by_id["TDA2024-RP10-A"], by_id["TDA2024-RP10-H"]
    assert (replaced.plugin, replaced.change, replaced.changed_by) == ("keep-up", "replaced", "keep-up")
    assert (amended.plugin, amended.change, amended.changed_by) == ("tda-2024", "amended", "keep-up")
    unchanged = rules_in_force(with_house, msgspec.structs.replace(selection, house=()), "stud", translator("en"))
    assert all(entry.change is None for entry in unchanged.rules)
