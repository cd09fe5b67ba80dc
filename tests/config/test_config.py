"""Tournament configs: valid ones load, and every error names the file, the key path and the reason."""

import pytest

import floorcall_stud.razz
import floorcall_stud.stud
import floorcall_stud.stud8
import floorcall_tda2024
from floorcall import ConfigError, Stakes
from floorcall._app.config import load_config, loads_config
from floorcall._app.running import default_config_text
from floorcall._plugins import Floor, discover
from floorcall.testing import catalog_of

CATALOG = catalog_of(
    {
        "stud": floorcall_stud.stud.plugin,
        "razz": floorcall_stud.razz.plugin,
        "stud8": floorcall_stud.stud8.plugin,
        "tda-2024": floorcall_tda2024.plugin,
    }
)

GOOD = """
[event]
name = "Thursday stud mix"
rulebook = "tda-2024"
seats = 8
starting-stack = 20000

[rotation]
games = ["razz", "stud", "stud8"]
change = { hands = 8 }

[[levels]]
minutes = 40
stud = { ante = 25, bring-in = 25, small-bet = 100, big-bet = 200 }
razz = { ante = 50, bring-in = 50, small-bet = 200, big-bet = 400 }

[house]
options = { open-pair-double = false }
"""


def test_a_good_config_resolves_stakes_by_game_then_family():
    config = loads_config(GOOD, CATALOG, "good.toml")
    assert config.stakes(0, "razz") == Stakes(ante=50, bring_in=50, small_bet=200, big_bet=400)
    assert config.stakes(0, "stud8") == Stakes(ante=25, bring_in=25, small_bet=100, big_bet=200)
    assert config.stakes(7, "stud") == config.stakes(0, "stud")
    floor = Floor(CATALOG, config.selection)
    assert floor.options["open-pair-double"] is False
    assert floor.option_sources["open-pair-double"] == "house"


def test_the_embedded_default_is_valid():
    config = loads_config(default_config_text(), discover(), "<embedded>")
    assert config.event.rulebook == "tda-2024"
    assert config.rotation.games == ("27td", "lhe", "o8", "razz", "stud", "stud8", "nlhe", "plo")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            ('games = ["razz", "stud", "stud8"]', 'games = ["razz", "studd"]'),
            r"unknown game 'studd'; installed games: razz, stud, stud8 - at `\$.rotation.games\[1\]`",
        ),
        (
            ("bring-in = 25, small-bet = 100", "bring-in = 250, small-bet = 100"),
            r"bring-in \(250\) must be positive and below the small bet \(100\) - at `\$.levels\[0\].stud`",
        ),
        (("seats = 8", "seats = 9"), r"9 seats, but razz seats at most 8 - at `\$.event.seats`"),
        (("starting-stack = 20000", "startingstack = 20000"), r"unknown key `startingstack` - at `\$.event`"),
        (
            ('rulebook = "tda-2024"', 'rulebook = "tda-2099"'),
            r"unknown rulebook 'tda-2099'; installed rulebooks: tda-2024",
        ),
        (
            ("small-bet = 100, big-bet = 200 }", "small-bet = 100 }"),
            r"stud needs big-bet in its stakes - at `\$.levels\[0\].stud`",
        ),
        (("minutes = 40", "minutes = -4"), r"expected a number above 0.0 - at `\$.levels\[0\].minutes`"),
        (("seats = 8", "seats = 'eight'"), r"expected a whole number, got text - at `\$.event.seats`"),
        (("[house]", "[house\n"), r"not valid TOML"),
    ],
)
def test_errors_name_file_key_and_reason(change, message):
    old, new = change
    assert old in GOOD
    with pytest.raises(ConfigError, match=message) as caught:
        loads_config(GOOD.replace(old, new, 1), CATALOG, "event.toml")
    assert str(caught.value).startswith("event.toml: ")


def test_a_level_without_stakes_for_a_game():
    text = GOOD.replace('games = ["razz", "stud", "stud8"]', 'games = ["razz"]').replace("stud = {", "seven = {")
    text = text.replace("options = { open-pair-double = false }", "")  # a stud option: razz does not have it
    with pytest.raises(ConfigError, match=r"'seven' is neither a game of the rotation nor its family"):
        loads_config(text, CATALOG, "event.toml")


def test_unknown_house_option_is_rejected_when_the_config_loads():
    where = r" - at `\$.house.options.open-pair-triple`"
    with pytest.raises(ConfigError, match=r"unknown option 'open-pair-triple'.*" + where):
        loads_config(GOOD.replace("open-pair-double", "open-pair-triple"), CATALOG, "event.toml")


def test_missing_file(tmp_path):
    with pytest.raises(ConfigError, match="cannot be read"):
        load_config(tmp_path / "nope.toml", CATALOG)
