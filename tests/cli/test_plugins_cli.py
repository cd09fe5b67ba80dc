import json

from floorcall.cli import main


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
