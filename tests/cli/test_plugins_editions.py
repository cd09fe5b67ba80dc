"""``floorcall plugins`` shows a rulebook's edition and date, and the books it falls back to where it is silent."""

import json
from pathlib import Path

import pytest

import floorcall
from floorcall._app.cli import main
from floorcall._app.report import follows, plugins_report
from floorcall.rulekit import Fallback, Rulebook
from floorcall.testing import catalog_of


def test_plugins_shows_the_wsop_edition_and_the_tda_book_behind_it(capsys):
    assert main(["plugins"]) == 0
    [row] = [line for line in capsys.readouterr().out.splitlines() if line.startswith("  wsop-2024  from")]
    assert row.endswith("version 2024 final of 2024-04-22; where silent: tda-2024")


def test_plugins_json_gives_editions_and_fallbacks_by_rulebook(capsys):
    assert main(["plugins", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["editions"]["wsop-2024"] == ["2024 final", "2024-04-22"]
    assert report["follows"] == {"wsop-2024": ["tda-2024"]}  # the others follow no book


def test_plugins_shows_the_tda_and_rrop_editions_without_a_day_none_of_their_texts_prints(capsys):
    assert main(["plugins", "--json"]) == 0
    editions = json.loads(capsys.readouterr().out)["editions"]
    assert editions["tda-2024"] == ["2024", ""]
    assert editions["rrop"] == ["v10/v11", ""]
    assert main(["plugins", "--lang", "it"]) == 0
    rows = {line.split()[0]: line for line in capsys.readouterr().out.splitlines() if line.startswith("  ")}
    assert rows["tda-2024"].endswith("2024") and "2024-" not in rows["tda-2024"]
    assert rows["rrop"].endswith("v10/v11")


def test_a_config_under_wsop_shows_the_book_behind_in_spanish(tmp_path, capsys):
    text = (Path(__file__).resolve().parents[2] / "examples" / "configs" / "stud-mix-tda.toml").read_text()
    assert 'rulebook = "tda-2024"' in text
    config = tmp_path / "wsop.toml"
    config.write_text(text.replace('rulebook = "tda-2024"', 'rulebook = "wsop-2024"'), encoding="utf-8")
    assert main(["plugins", "--config", str(config), "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "versión 2024 final del 2024-04-22; donde no dice nada: tda-2024" in out


def _book(name, behind=None):
    return Rulebook(floorcall.RulebookSpec(name=name), [], fallback=Fallback(behind) if behind else None)


def test_the_chain_of_books_behind_is_followed_and_stops_at_a_loop_or_a_book_not_installed():
    catalog = catalog_of({"a": _book("a", "b"), "b": _book("b", "c"), "c": _book("c", "a"), "d": _book("d", "gone")})
    assert follows(catalog, "a") == ("b", "c")
    assert follows(catalog, "b") == ("c", "a")
    assert follows(catalog, "d") == ("gone",)
    assert plugins_report(catalog).follows == {"a": ("b", "c"), "b": ("c", "a"), "c": ("a", "b"), "d": ("gone",)}
    assert plugins_report(catalog).editions == {}


@pytest.mark.parametrize("issued", ["2024", "2024-4-22", "2024-02-30", "22/04/2024"])
def test_an_edition_date_that_is_not_a_day_written_yyyy_mm_dd_is_refused(issued):
    with pytest.raises(ValueError, match=rf"rulebook 'x': issued must be a date written YYYY-MM-DD, not {issued!r}"):
        floorcall.RulebookSpec(name="x", issued=issued)
