"""``floorcall run`` gives missed-rounds penalties (``penalty-chance``), and each is served at whatever table the
player sits, hand by hand, through balancing and breaking, in hands that replay (TDA2024-71A, TDA2024-71C)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from floorcall._app.cli import main
from floorcall._app.config import loads_config
from floorcall._app.mtt_replay import verify_folder
from floorcall._app.mtt_run import RECORD_NAME, play_tournament
from floorcall._plugins import discover
from floorcall.errors import ConfigError
from floorcall.i18n import translator
from tests.tournament.test_tournament_run import CONFIG

#: The test config, its penalties given each round with this chance and two rounds each.
_PENALTIES = "hand-for-hand-at = 8\npenalty-chance = 0.5\npenalty-rounds = 2\n"


def _text(book: str = "tda-2024", penalties: str = _PENALTIES) -> str:
    return CONFIG.format(book=book).replace("hand-for-hand-at = 8\n", penalties)


@pytest.fixture(scope="module")
def penalised(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, object]]]:
    config = tmp_path_factory.mktemp("mtt") / "mtt.toml"
    config.write_text(_text())
    out = tmp_path_factory.mktemp("out") / "run"
    assert main(["run", str(config), "--out", str(out), "--seed", "3", "--hands", "30"]) == 0
    return out, [json.loads(line) for line in (out / RECORD_NAME).read_text().splitlines()]


def test_tda_2024_r71a_a_simulated_penalty_is_a_hand_for_each_player_at_his_table_times_the_rounds(penalised):
    _, record = penalised
    given = [e for e in record if e["type"] == "penalized"]
    assert len(given) >= 5
    for event in given:
        assert event["citations"] == ["TDA2024-71A", "TDA2024-71C"]
        # two rounds at a table of 2 to 6 players (himself included)
        assert event["hands"] % 2 == 0 and 4 <= event["hands"] <= 12
        assert event["left"] >= event["hands"]


def test_tda_2024_r71c_the_seats_serving_a_penalty_are_dealt_as_penalty_seats_and_the_hands_replay(penalised):
    out, record = penalised
    served = [e for e in record if e["type"] == "hand_played" and e.get("penalized")]
    assert len(served) >= 10
    for event in served:
        text = (out / f"table-{event['table']:04d}-hand-{event['hand']:04d}.phh").read_text()
        listed = re.search(r"penalty = \[([^\]]*)\]", text)
        assert listed is not None, text
        assert sorted(int(s) for s in re.findall(r"\d+", listed[1])) == event["penalized"]
    assert verify_folder(out / RECORD_NAME).problems == []
    assert main(["replay", str(out)]) == 0  # every hand, its killed penalty seats included, replays


def test_tda_2024_r71a_a_penalty_goes_with_the_player_to_his_new_table_and_is_served_there(penalised):
    _, record = penalised
    carried = [e for e in record if e["type"] == "penalty_moved"]
    assert carried and all(e["kept"] for e in carried)
    for moved in carried:
        at = record.index(moved)
        entry = moved["entry"]
        later = next(e for e in record[at:] if e["type"] == "hand_played" and entry in e["seats"].values())
        seat = next(int(s) for s, e in later["seats"].items() if e == entry)
        assert later["table"] == moved["table"] and seat in later["penalized"]


def test_a_hand_file_that_drops_a_penalty_seat_is_found_in_the_readers_language(penalised, tmp_path):
    out, record = penalised
    copy = tmp_path / "run"
    copy.mkdir()
    for path in out.iterdir():
        (copy / path.name).write_bytes(path.read_bytes())
    event = next(e for e in record if e["type"] == "hand_played" and e.get("penalized"))
    name = f"table-{event['table']:04d}-hand-{event['hand']:04d}.phh"
    text = (copy / name).read_text()
    (copy / name).write_text(re.sub(r"penalty = \[[^\]]*\]\n", "", text, count=1))
    problems = verify_folder(copy / RECORD_NAME).problems
    assert [p.english() for p in problems] == [
        f"event {record.index(event) + 1} (hand_played): {name} deals seats [] on penalty, the record seats "
        f"{event['penalized']}"
    ]
    spanish = problems[0].text(translator("es").message)
    assert "penalización" in spanish and name in spanish


def test_penalties_play_the_same_at_any_number_of_processes_and_none_are_given_by_default():
    config = loads_config(_text(), discover())
    two = play_tournament(config, 7, rounds=10, jobs=2)
    assert two.record == play_tournament(config, 7, rounds=10, jobs=1).record
    assert any(type(e).__name__ == "Penalized" for e in two.record)
    plain = loads_config(_text(penalties="hand-for-hand-at = 8\n"), discover())
    never = loads_config(_text(penalties="hand-for-hand-at = 8\npenalty-chance = 0\npenalty-rounds = 3\n"), discover())
    assert play_tournament(plain, 7, rounds=10).record == play_tournament(never, 7, rounds=10).record  # no draw


def test_under_robert_s_rules_a_simulated_penalty_cites_floorcall_s_default():
    config = loads_config(_text(book="rrop"), discover())
    given = [e for e in play_tournament(config, 3, rounds=10).record if type(e).__name__ == "Penalized"]
    assert given and {e.citations for e in given} == {("FLOORCALL-DEFAULT-44",)}


@pytest.mark.parametrize(
    ("line", "key"), [("penalty-chance = 1.5", "penalty-chance"), ("penalty-rounds = 0", "penalty-rounds")]
)
def test_a_penalty_setting_out_of_range_names_its_key(line, key):
    with pytest.raises(ConfigError, match=re.escape(f"$.tournament.{key}")):
        loads_config(_text(penalties=f"hand-for-hand-at = 8\n{line}\n"), discover())
