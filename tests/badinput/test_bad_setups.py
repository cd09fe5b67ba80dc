"""Options and stakes a hand cannot be played with, refused at every entrance before the first hand, naming the key.

One set of bad setups (an option outside its declaration's bounds, stakes whose amounts do not fit together) goes
through each way a hand starts: a config (``run`` and ``plugins --config``), ``POST /hands`` and a situation file.
Each is refused at the start with the key it is about (and, for an option, the plugin declaring it): never a
Python ValueError inside hand 1, never an ``--out`` folder left behind.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
from litestar.testing import TestClient

from floorcall._app.cli import main
from tests.serve.conftest import BASE_URL
from tests.serve.support import make_app, store_of

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
RAZZ_SITUATION = (EXAMPLES / "situations" / "first-to-show-refuses-razz.phh").read_text()
NLHE_SITUATION = (EXAMPLES / "situations" / "string-raise.phh").read_text()


@dataclass(frozen=True)
class BadSetup:
    """One bad setup as each entrance writes it, and the key each must name."""

    id: str
    game: str
    seats: int
    toml_stakes: str  # a config level's table for the game
    api_stakes: dict[str, object]
    options: dict[str, int] = field(default_factory=dict)
    config_key: str = ""
    api_path: str = ""
    situation_edit: tuple[str, str] = ("", "")  # (old, new) in the example situation
    situation_key: str = ""
    declared_by: str = ""


RAZZ = "razz = { ante = 10, bring-in = 30, small-bet = 100, big-bet = 200 }"
RAZZ_API = {"ante": 10, "bring_in": 30, "small_bet": 100, "big_bet": 200}
NLHE = "nlhe = { blinds = [100, 200] }"
NLHE_API = {"small_bet": 200, "blinds": [100, 200]}

SETUPS = [
    BadSetup(
        id="max-bets-negative",
        game="razz",
        seats=8,
        toml_stakes=RAZZ,
        api_stakes=RAZZ_API,
        options={"max-bets": -3},
        config_key="$.house.options.max-bets",
        api_path="options.max-bets",
        situation_edit=("rulebook = 'rrop'", "rulebook = 'rrop'\nhouse = { max-bets = -3 }"),
        situation_key="_floorcall.house.max-bets",
        declared_by="floorcall-core",
    ),
    BadSetup(
        id="chip-unit-zero",
        game="razz",
        seats=8,
        toml_stakes=RAZZ,
        api_stakes=RAZZ_API,
        options={"chip-unit": 0},
        config_key="$.house.options.chip-unit",
        api_path="options.chip-unit",
        situation_edit=("rulebook = 'rrop'", "rulebook = 'rrop'\nhouse = { chip-unit = 0 }"),
        situation_key="_floorcall.house.chip-unit",
        declared_by="floorcall-core",
    ),
    BadSetup(
        id="small-blind-above-big-blind",
        game="nlhe",
        seats=6,
        toml_stakes="nlhe = { blinds = [200, 100], min-bet = 200 }",
        api_stakes={"small_bet": 200, "blinds": [200, 100]},
        config_key="$.levels[0].nlhe.blinds",
        api_path="stakes.blinds",
        situation_edit=("[100, 200, 0, 0, 0, 0]", "[200, 100, 0, 0, 0, 0]"),
        situation_key="blinds_or_straddles",
    ),
    BadSetup(
        id="twelve-blinds-at-three-seats",
        game="nlhe",
        seats=3,
        toml_stakes="nlhe = { blinds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }",
        api_stakes={"small_bet": 12, "blinds": list(range(1, 13))},
        config_key="$.levels[0].nlhe",
        api_path="stakes",
        situation_edit=("[100, 200, 0, 0, 0, 0]", str(list(range(100, 1300, 100)))),
        situation_key="blinds_or_straddles",
    ),
    BadSetup(
        id="bring-in-equal-to-the-small-bet",
        game="razz",
        seats=8,
        toml_stakes="razz = { ante = 10, bring-in = 100, small-bet = 100, big-bet = 200 }",
        api_stakes={"ante": 10, "bring_in": 100, "small_bet": 100, "big_bet": 200},
        config_key="$.levels[0].razz",
        api_path="stakes",
        situation_edit=("bring_in = 25", "bring_in = 100"),  # the small bet is 100
        situation_key="bring_in",
    ),
]


def _config(setup: BadSetup, folder: Path) -> Path:
    options = ", ".join(f"{k} = {v}" for k, v in setup.options.items())
    text = (
        f'[event]\nname = "bad setup"\nkind = "cash"\nrulebook = "tda-2024"\nseats = {setup.seats}\n'
        f'starting-stack = 10000\nhand-minutes = 3\n\n[rotation]\ngames = ["{setup.game}"]\n\n'
        f"[[levels]]\nminutes = 600\n{setup.toml_stakes}\n\n[house]\noptions = {{ {options} }}\n"
    )
    path = folder / "bad.toml"
    path.write_text(text)
    return path


def _config_entrance(setup: BadSetup, folder: Path, capsys, command: str) -> tuple[int, str, str]:
    config = _config(setup, folder)
    argv = ["plugins", "--config", str(config)] if command == "plugins" else ["run", str(config), "--hands", "2"]
    if command == "run":
        argv += ["--out", str(folder / "hands")]
    code = main(argv)
    out, err = capsys.readouterr()
    assert not (folder / "hands").exists()  # refused before the --out folder is made
    assert out == ""
    return code, err, setup.config_key


def _api_entrance(setup: BadSetup, folder: Path) -> tuple[int, str, str]:
    body: dict[str, object] = {
        "game": setup.game,
        "seats": [{"seat": s, "stack": 10000} for s in range(1, setup.seats + 1)],
        "stakes": setup.api_stakes,
    }
    if setup.options:
        body["options"] = setup.options
    app = make_app(folder / "hands.sqlite3")
    with store_of(app), TestClient(app, base_url=BASE_URL) as client:
        answer = client.post("/api/v1/hands", json=body)
        assert client.get("/api/v1/hands").json()["hands"] == []  # nothing stored
    error = answer.json()["error"]
    assert error["path"] == setup.api_path, error
    return answer.status_code, error["reason"], setup.api_path


def _situation_entrance(setup: BadSetup, folder: Path, capsys) -> tuple[int, str, str]:
    text = RAZZ_SITUATION if setup.game == "razz" else NLHE_SITUATION
    old, new = setup.situation_edit
    assert old in text
    path = folder / "bad.phh"
    path.write_text(text.replace(old, new, 1))
    code = main(["rule", str(path)])
    _, err = capsys.readouterr()
    return code, err, setup.situation_key


@pytest.mark.parametrize("entrance", ["run", "plugins", "api", "situation"])
@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: s.id)
def test_a_bad_setup_is_refused_at_the_start_naming_the_key(setup, entrance, tmp_path, capsys):
    if entrance == "api":
        code, reason, key = _api_entrance(setup, tmp_path)
        assert code in (400, 422), reason
        assert code == 422 or "bring-in" in setup.id  # a bring-in the Stakes refuse is a malformed body
    elif entrance == "situation":
        code, reason, key = _situation_entrance(setup, tmp_path, capsys)
        assert code == 2, reason
    else:
        code, reason, key = _config_entrance(setup, tmp_path, capsys, entrance)
        assert code == 2, reason
    if entrance != "api":
        assert key in reason, reason
        assert len(reason.strip().splitlines()) == 1, reason
    assert "Traceback" not in reason
    assert "ValueError" not in reason
    if setup.declared_by:
        assert setup.declared_by in reason, reason
