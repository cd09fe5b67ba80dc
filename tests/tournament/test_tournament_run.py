"""``floorcall run`` with a ``[tournament]`` config played to a winner, and ``floorcall replay`` checking its record."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floorcall._app.cli import main
from floorcall._app.config import loads_config
from floorcall._app.mtt_replay import verify_folder
from floorcall._app.mtt_run import RECORD_NAME, play_tournament
from floorcall._app.mtt_setup import game_at, hand_start
from floorcall._plugins import discover
from floorcall.errors import ConfigError

CONFIG = """
[event]
name = "Small MTT"
rulebook = "{book}"
seats = 6
starting-stack = 2000
hand-minutes = 2

[rotation]
games = ["nlhe"]

[tournament]
players = 20
re-entries = 1
late-registration-levels = 2
buy-in = 50
fee = 5
payouts = [50, 30, 20]
chip-set = [25, 100, 500]
hand-for-hand-at = 8

[[levels]]
minutes = 6
flop = {{ blinds = [25, 50] }}

[[levels]]
break = true
minutes = 5
colour-up = 25

[[levels]]
minutes = 6
flop = {{ blinds = [100, 200] }}

[[levels]]
minutes = 6
flop = {{ blinds = [200, 400], big-blind-ante = 400 }}
"""


@pytest.fixture(scope="module")
def config_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("mtt") / "mtt.toml"
    path.write_text(CONFIG.format(book="tda-2024"))
    return path


@pytest.fixture(scope="module")
def played(config_file: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, object]]]:
    out = tmp_path_factory.mktemp("out") / "run"
    assert main(["run", str(config_file), "--out", str(out), "--seed", "3"]) == 0
    return out, [json.loads(line) for line in (out / RECORD_NAME).read_text().splitlines()]


def test_run_plays_the_tournament_to_a_winner_and_writes_every_hand(played):
    out, record = played
    kinds = [e["type"] for e in record]
    assert kinds[0] == "started" and kinds[-1] == "finished"
    assert {"seated", "hand_played", "busted", "placed", "break", "level"} <= set(kinds)
    hands = [e for e in record if e["type"] == "hand_played"]
    assert sorted(p.name for p in out.glob("*.phh")) == sorted(
        f"table-{h['table']:04d}-hand-{h['hand']:04d}.phh" for h in hands
    )
    placed = [e for e in record if e["type"] == "placed"]
    assert len(placed) == 20 and sum(e["prize"] for e in placed) == record[-1]["prize_pool"]
    assert record[-1]["prize_pool"] == 50 * record[-1]["entries"]


def test_replay_rebuilds_the_record_and_checks_every_hand_file(played, capsys):
    out, record = played
    rebuilt = verify_folder(out / RECORD_NAME)
    assert rebuilt.problems == [] and rebuilt.hands == sum(1 for e in record if e["type"] == "hand_played")
    assert main(["replay", str(out)]) == 0
    assert "0 problems" in capsys.readouterr().out


def _copied(out: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "copy"
    copy.mkdir()
    for path in out.iterdir():
        (copy / path.name).write_bytes(path.read_bytes())
    return copy


def _hand_file(event: dict) -> str:
    return f"table-{event['table']:04d}-hand-{event['hand']:04d}.phh"


def test_a_hand_file_that_departs_from_the_record_is_found(played, tmp_path):
    out, record = played
    copy = _copied(out, tmp_path)
    first = next(e for e in record if e["type"] == "hand_played")
    name = _hand_file(first)
    text = (copy / name).read_text()
    stack = str(next(iter(first["starting"].values())))
    (copy / name).write_text(text.replace(stack, str(int(stack) + 25), 1))
    problems = verify_folder(copy / RECORD_NAME).problems
    assert problems and name in problems[0].english()
    assert problems[0].english().startswith(f"event {record.index(first) + 1} (hand_played): {name} deals ")


@pytest.mark.parametrize(("language", "deals"), [("en", "deals"), ("es", "reparte"), ("it", "distribuisce")])
def test_a_departing_hand_file_is_reported_in_the_reader_s_language(played, tmp_path, capsys, language, deals):
    out, record = played
    copy = _copied(out, tmp_path)
    first = next(e for e in record if e["type"] == "hand_played")
    name = _hand_file(first)
    (copy / name).unlink()
    second = next(e for e in record if e["type"] == "hand_played" and e is not first)
    other = _hand_file(second)
    (copy / other).write_text((copy / other).read_text().replace(str(next(iter(second["starting"].values()))), "7", 1))
    assert main(["--lang", language, "replay", str(copy / RECORD_NAME)]) == 1
    text = capsys.readouterr().out
    problem_lines = [line for line in text.splitlines() if line.startswith("  ")]
    assert any(other in line and f" {deals} " in line for line in problem_lines), text
    assert any(name in line for line in problem_lines), text  # the missing file, named
    if language != "en":
        assert not any(" the record" in line or "cannot be read" in line for line in problem_lines), text
    assert main(["--lang", language, "replay", "--json", str(copy / RECORD_NAME)]) == 1
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    tournament = next(line for line in lines if line.get("type") == "tournament")
    assert any(f"{other} deals " in p for p in tournament["problems"])  # --json keeps the English


def test_the_output_is_the_same_at_any_number_of_processes(config_file):
    config = loads_config(config_file.read_text(), discover())
    one = play_tournament(config, 11, parts=("phh",), jobs=1)
    two = play_tournament(config, 11, parts=("phh",), jobs=2)
    assert one.record == two.record


def test_json_prints_the_record_one_event_a_line(config_file, capsys):
    assert main(["run", str(config_file), "--json", "--seed", "3", "--hands", "3"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines[0]["type"] == "started" and all("type" in line for line in lines)
    assert {e["round"] for e in lines if e["type"] == "hand_played"} == {0, 1, 2}  # three rounds played
    assert "finished" not in {e["type"] for e in lines}


def test_under_robert_s_rules_the_race_and_the_draws_cite_the_book_and_floorcall_s_defaults(tmp_path):
    config = loads_config(CONFIG.format(book="rrop"), discover())
    record = play_tournament(config, 5).record
    cited = {c for e in record for c in getattr(e, "citations", ())}
    assert {"FLOORCALL-DEFAULT-40", "FLOORCALL-DEFAULT-42"} <= cited
    assert not any(c.startswith("TDA2024") for c in cited)


def test_tables_do_not_apply_to_a_tournament(config_file, capsys):
    assert main(["run", str(config_file), "--tables", "2"]) != 0
    assert "--tables does not apply" in capsys.readouterr().err


def test_a_colour_up_of_a_chip_not_in_the_set_names_the_key():
    with pytest.raises(ConfigError, match=r"levels\[1\]\.colour-up"):
        loads_config(CONFIG.format(book="tda-2024").replace("colour-up = 25", "colour-up = 5"), discover())


_PURCHASES = """hand-for-hand-at = 8

[tournament.purchases]
rebuys = 1
rebuy-levels = 2
rebuy-buy-in = 50
add-on-stack = 1500
add-on-levels = 2
add-on-buy-in = 40
"""


def test_the_simulation_buys_rebuys_and_add_ons_the_config_sells_and_replay_checks_them(tmp_path):
    text = CONFIG.format(book="tda-2024").replace("hand-for-hand-at = 8\n", _PURCHASES)
    path = tmp_path / "mtt.toml"
    path.write_text(text)
    out = tmp_path / "run"
    assert main(["run", str(path), "--out", str(out), "--seed", "3"]) == 0
    record = [json.loads(line) for line in (out / RECORD_NAME).read_text().splitlines()]
    bought = [e for e in record if e["type"] == "bought"]
    rebuys = [e for e in bought if e["kind"] == "rebuy"]
    add_ons = [e for e in bought if e["kind"] == "add-on"]
    assert rebuys and add_ons and all(e["level"] <= 2 for e in bought)
    assert all(e["seat"] is not None for e in rebuys)  # each rebuyer had busted and sits again where he did
    assert all(e["seat"] is None for e in add_ons) and len({e["entry"] for e in add_ons}) == len(add_ons)
    finished = record[-1]
    assert finished["prize_pool"] == 50 * finished["entries"] + 50 * len(rebuys) + 40 * len(add_ons)
    rebuilt = verify_folder(out / RECORD_NAME)
    assert rebuilt.problems == [] and rebuilt.bought == 2000 * len(rebuys) + 1500 * len(add_ons)
    config = loads_config(text, discover())
    assert play_tournament(config, 3, jobs=2).record == play_tournament(config, 3, jobs=1).record


def test_a_penalised_seat_starts_its_hand_as_a_penalty_seat(config_file):
    config = loads_config(config_file.read_text(), discover())
    tournament = play_tournament(config, 3, rounds=1)
    entry = tournament.seated[0]
    table, seat = tournament.where(entry)
    tournament.penalize(entry, 2)
    started = hand_start(config, tournament.floor, tournament, table, game_at(config, tournament.clock.level))
    assert [s.seat for s in started.table.seats if s.penalty] == [seat]


def test_irregularities_injected_into_a_tournament_s_hands_are_ruled_and_its_record_replays(
    config_file, tmp_path, played
):
    out = tmp_path / "run"
    assert main(["run", str(config_file), "--out", str(out), "--seed", "5", "--irregularities", "1"]) == 0
    ruled = [hand for hand in sorted(out.glob("*.phh")) if "ruled_by = " in hand.read_text()]
    # an irregularity comes at a step drawn among a hand's first 60: most of these short hands end before theirs
    assert len(ruled) >= 3
    assert not [hand for hand in played[0].glob("*.phh") if "ruled_by = " in hand.read_text()]  # none by default
    assert verify_folder(out / RECORD_NAME).problems == []
    assert main(["replay", str(out)]) == 0


def test_injected_irregularities_play_the_same_at_any_number_of_processes_and_none_by_default(config_file):
    config = loads_config(config_file.read_text(), discover())
    plain = play_tournament(config, 11, parts=("phh",), jobs=1)
    one = play_tournament(config, 11, parts=("phh",), rate=0.5, jobs=1)
    two = play_tournament(config, 11, parts=("phh",), rate=0.5, jobs=2)
    assert one.record == two.record
    assert one.record != plain.record  # the rulings change the hands, so the chips and the busts
