"""README's games table and variant-code list are the contract: they name exactly the installed games."""

import re
from pathlib import Path

import pytest

from floorcall._plugins import discover

README = (Path(__file__).resolve().parents[2] / "README.md").read_text()
ROW = re.compile(
    r"^\| `(?P<name>[^`]+)` \| `(?P<code>[^`]+)`[^|]*"  # game, PHH code (and "(extension)")
    r"\| (?P<shape>\w+) \| (?P<structure>[a-z ]+) \|.*\| (?P<seats>\d+) \|$"  # shape, structure, ..., seats
)
SHAPES = {"stud": "stud", "board": "flop", "draw": "draw"}


def _rows():
    return {m["name"]: m for m in map(ROW.match, README.splitlines()) if m}


def test_the_table_lists_every_installed_game_and_no_other():
    assert sorted(_rows()) == sorted(discover().games)


@pytest.mark.parametrize("name", sorted(discover().games))
def test_each_row_says_what_the_game_declares(name):
    row, spec = _rows()[name], discover().games[name][1]
    assert (row["code"], SHAPES[row["shape"]], int(row["seats"])) == (spec.phh_code, spec.family, spec.max_seats)
    assert row["structure"].replace(" ", "-") == spec.structure.value


def test_the_code_list_names_every_game_code():
    listed = README[README.index("Variant codes:") : README.index("## Games")]
    for _, spec in discover().games.values():
        assert f"`{spec.phh_code}`" in listed, spec.phh_code
