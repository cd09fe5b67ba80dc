import json

from floorcall._app.cli import main


def test_plugins_lists_installed_plugins_in_precedence_order(capsys):
    assert main(["plugins"]) == 0
    out = capsys.readouterr().out
    assert out.index("tda-2024") < out.index("stud ") < out.index("floorcall-core")
    assert "F7S" in out


def test_plugins_json(capsys):
    assert main(["plugins", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    kinds = [p["kind"] for p in report["plugins"]]
    assert kinds == sorted(kinds, key=["house", "rulebook", "game", "core"].index)
    games = {g["name"]: g["phh_code"] for g in report["games"]}
    assert games["stud"] == "F7S" and games["razz"] == "FR" and games["stud8"] == "F7S/8"
    assert {name for name, _, _ in report["rulebooks"]} >= {"tda-2024", "rrop"}


def test_plugins_options_are_aligned_however_long_a_value(capsys):
    # rrop's odd-chip value, low-card-by-suit, is longer than the column once was: its source ran into it
    assert main(["plugins", "--config", "examples/configs/razz-cash-rrop.toml"]) == 0
    out = capsys.readouterr().out
    options = out.split("options:\n")[1].splitlines()
    values = {line.split(" = ")[1].split()[0] for line in options}
    assert "low-card-by-suit" in values and "discard-and-rotate" in values
    assert all("  " in line.split(" = ")[1] for line in options)  # two spaces at least between value and source
    source_columns = {len(line) - len(line.rsplit("  ", 1)[1]) for line in options}
    assert len(source_columns) == 1


def test_the_plugins_tables_are_plain_text_of_one_width_whatever_the_terminal_asks(capsys, monkeypatch):
    assert main(["plugins", "--config", "examples/configs/razz-cash-rrop.toml"]) == 0
    plain = capsys.readouterr().out
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "40")
    monkeypatch.setenv("TERM", "xterm-256color")
    assert main(["plugins", "--config", "examples/configs/razz-cash-rrop.toml"]) == 0
    forced = capsys.readouterr().out
    assert forced == plain and "\x1b" not in plain
    games = plain.split("games:\n")[1].split("rulebooks:\n")[0]
    assert games.startswith("  razz  stud  phh FR  up to 8 seats  razz, fixed limit: ")  # no wrapping at 40
