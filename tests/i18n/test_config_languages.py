"""A selection, an option value, a tournament config and a tournament record refused in the reader's language.

The plugin machinery's refusals (an unknown game, rulebook or house plugin; an option value a rulebook or a house
plugin gives by default that its declaration does not take), ``floorcall rules`` without a rulebook, a payout table
over the prize pool and a record line that is not JSON: each a message, framed by where the value comes from, with
no English left in the Spanish or Italian line. A static check keeps every error of the core raised with a message,
never bare text.
"""

from __future__ import annotations

import ast
from pathlib import Path

import msgspec
import pytest

import floorcall
import floorcall.errors
from floorcall import ConfigError, OptionDefault, OptionSpec, RulebookSpec
from floorcall._app.batch_pool import failed
from floorcall._app.cli import main
from floorcall._app.dask_cluster import _unreachable
from floorcall._app.wording import not_json
from floorcall._plugins import Floor, Selection
from floorcall.i18n import CORE, translator
from floorcall.testing import catalog_of
from tests.i18n.test_no_english import english_in
from tests.support.mini import MiniGame

SOURCE = Path(__file__).resolve().parents[2] / "core" / "floorcall"
_TEXT = (ast.JoinedStr, ast.Constant, ast.BinOp)


#: floorcall's errors whose first argument is the reason (PluginLoadError's is the plugin, checked in test_refusals).
_REASON_FIRST = {
    name
    for name, value in vars(floorcall.errors).items()
    if isinstance(value, type) and issubclass(value, floorcall.errors.FloorcallError) and name != "PluginLoadError"
}


def test_no_error_of_the_core_is_raised_with_bare_text():
    bare, calls = [], 0
    for path in sorted(SOURCE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in _REASON_FIRST | {"BatchError"}:
                calls += 1
                if node.args and isinstance(node.args[0], _TEXT):
                    bare.append(f"{path.relative_to(SOURCE)}:{node.lineno}")
    assert calls > 20 and bare == []


class _Bounded:
    """A house plugin declaring a whole-number option from 2 to 10."""

    @floorcall.hookimpl
    def floorcall_register_options(self, register):
        register(OptionSpec(name="acme-max-seats", default=9, minimum=2, maximum=10, description="seats a table"))


def _book(value: object) -> object:
    class Book:
        @floorcall.hookimpl
        def floorcall_register_rulebooks(self, register):
            register(RulebookSpec(name="odd-book", defaults=(OptionDefault(option="mini-double-fourth", value=value),)))

    return Book()


def _house(value: object) -> object:
    class House(_Bounded):
        @floorcall.hookimpl
        def floorcall_register_defaults(self, register):
            register(OptionDefault(option="acme-max-seats", value=value))

    return House()


def _refusal(catalog, selection) -> ConfigError:
    with pytest.raises(ConfigError) as caught:
        Floor(catalog, selection)
    return caught.value


def test_a_rulebook_default_the_option_does_not_take_is_refused_naming_the_rulebook():
    catalog = catalog_of({"mini": MiniGame(), "odd-book": _book("yes")})
    error = _refusal(catalog, Selection(games=("mini",), rulebook="odd-book"))
    said = "the default that rulebook odd-book gives: option 'mini-double-fourth' takes true or false, not 'yes'"
    assert str(error) == said
    spanish = translator("es").error(error)
    assert spanish.startswith("valor por defecto del reglamento odd-book: la opción 'mini-double-fourth'")
    assert english_in(spanish) == [] and english_in(translator("it").error(error)) == []


def test_a_house_plugin_default_outside_the_bounds_names_the_house_plugin_and_the_declaring_plugin():
    catalog = catalog_of({"mini": MiniGame(), "acme": _house(12)})
    error = _refusal(catalog, Selection(games=("mini",), house=("acme",)))
    assert "the default that house plugin acme gives: option 'acme-max-seats', declared by acme" in str(error)
    assert "from 2 to 10; got 12" in str(error)
    italian = translator("it").error(error)
    assert "plugin della sala acme" in italian and english_in(italian) == []
    assert Floor(catalog_of({"mini": MiniGame(), "acme": _house(10)}), Selection(games=("mini",), house=("acme",)))


def test_an_option_of_the_config_is_refused_without_a_frame():
    catalog = catalog_of({"mini": MiniGame()})
    error = _refusal(catalog, Selection(games=("mini",), options={"mini-double-fourth": 1}))
    assert str(error) == "option 'mini-double-fourth' takes true or false, not 1"
    assert translator("es").error(error) == "la opción 'mini-double-fourth' admite true o false, no 1"


@pytest.mark.parametrize(
    ("selection", "english"),
    [
        (Selection(games=("razzz",)), "unknown game 'razzz'; installed games: mini"),
        (Selection(rulebook="tda-2099"), "unknown rulebook 'tda-2099'; installed rulebooks: —"),
        (Selection(house=("acme",)), "unknown house plugin 'acme'; installed house plugins: —"),
    ],
)
def test_an_unknown_name_in_a_selection_is_refused_in_the_reader_s_language(selection, english):
    error = _refusal(catalog_of({"mini": MiniGame()}), selection)
    assert str(error) == english
    if selection.house:
        said = "plugin de la sala desconocido 'acme'; plugins de la sala instalados: —"
        assert translator("es").error(error) == said
    for language in ("es", "it"):
        shown = translator(language).error(error)
        assert shown != english and english_in(shown) == [], shown


@pytest.mark.parametrize("language", ["es", "it"])
def test_rules_without_a_rulebook_or_with_an_unknown_one_print_no_english(language, capsys):
    unknown_game = ["rules", "--game", "razzz", "--rulebook", "rrop"]
    for arguments in (["rules"], ["rules", "--rulebook", "tda-2099"], unknown_game):
        assert main(["--lang", language, *arguments]) != 0
        shown = capsys.readouterr().err
        assert shown and english_in(shown) == [], shown


@pytest.mark.parametrize(
    ("text", "english"),
    [
        (b"x", "not valid JSON: a character JSON does not allow at byte 1"),
        (b'{"type": 1} x', "not valid JSON: more text after its value, at byte 13"),
        (b"[1 2]", "not valid JSON: a comma, colon or bracket is missing at byte 4"),
        (b'{"type": "started"', "not valid JSON: it ends before its value is complete"),
    ],
)
def test_each_way_json_can_be_broken_is_a_message_of_its_own(text, english):
    with pytest.raises(msgspec.DecodeError) as caught:
        msgspec.json.decode(text)
    said = not_json(caught.value)
    assert said.english() == english
    assert english_in(translator("es").message(said)) == [] and english_in(translator("it").message(said)) == []


@pytest.mark.parametrize("language", ["es", "it"])
def test_a_record_line_that_is_not_an_event_is_explained_without_english(language, tmp_path, capsys):
    record = tmp_path / "tournament.jsonl"
    lines = ('{"type": "started"', '{"type": "seated", "entry": "P001"}', '{"type": "started", "seed": "x"}')
    for line in lines:
        record.write_text(line + "\n")
        assert main(["--lang", language, "replay", str(record)]) == 1
        shown = capsys.readouterr().out
        assert ("línea 1" if language == "es" else "riga 1") in shown, shown
        assert "TOML" not in shown and english_in(shown) == [], shown


def test_a_record_alone_in_its_folder_is_checked_and_not_read_as_a_hand(tmp_path, capsys):
    (tmp_path / "tournament.jsonl").write_text("x\n")
    assert main(["replay", str(tmp_path)]) == 1
    shown = capsys.readouterr().out
    assert "line 1: not a tournament event: not valid JSON" in shown and "0 replayed" in shown


@pytest.mark.parametrize("language", ["es", "it"])
def test_payouts_over_the_prize_pool_are_refused_in_the_reader_s_language(language, tmp_path, capsys):
    config = (Path(__file__).resolve().parents[2] / "examples" / "configs" / "mtt-nlhe-200.toml").read_text()
    start = config.index("payouts = [")
    broken = config[:start] + "payouts = [60, 30, 20.5]" + config[config.index("]", start) + 1 :]
    (tmp_path / "mtt.toml").write_text(broken)
    assert main(["--lang", language, "run", str(tmp_path / "mtt.toml")]) == 2
    shown = capsys.readouterr().err
    assert ("110,5" in shown) and english_in(shown) == [], shown


#: Broken TOML, each of one kind of mistake rtoml describes, and the mistake's English, line and column.
BROKEN_TOML = {
    "[[levels]\nminutes = 20\n": ("a bracket or brace left open", 1, 10),
    "[event]\nseats = 8\nseats = 9\n": ("a key or table given twice", 3, 1),
    'name = "Friday\n': ("a quoted text written wrong", 1, 15),
    "name = Saturday\n": ("a text value without quotes", 1, 8),
    "[event]\nseats\n": ("a key without its value", 2, 6),
    "seats = 8.8.8\n": ("a number, a date or true/false written wrong", 1, 12),
    "[event]]\n": ("more on a line after its value or table name", 1, 8),
    "= 8\n": ("a key missing or written wrong", 1, 1),
    "[rotation]\ngames = ['razz',,'stud']\n": ("a comma out of place", 2, 17),
    "seats = 08\n": ("a number, a date or true/false written wrong", 1, 9),
}


@pytest.mark.parametrize(("text", "mistake"), BROKEN_TOML.items())
def test_each_kind_of_toml_mistake_is_named_with_its_line_and_column_in_the_reader_s_language(
    text, mistake, tmp_path, capsys
):
    config = tmp_path / "broken.toml"
    config.write_text(text)
    assert main(["run", str(config)]) == 2
    english, line, column = mistake
    assert f"broken.toml: not valid TOML at line {line}, column {column}: {english}" in capsys.readouterr().err
    for language in ("es", "it"):
        assert main(["--lang", language, "run", str(config)]) == 2
        shown = capsys.readouterr().err
        assert "TOML" in shown and english_in(shown) == [], shown


def test_a_toml_mistake_of_no_known_kind_is_a_character_toml_does_not_allow_at_its_line_and_column(tmp_path, capsys):
    config = tmp_path / "broken.toml"
    config.write_text("seats = 8 # \x01\n")
    assert main(["--lang", "es", "run", str(config)]) == 2
    said = "no es TOML válido en la línea 1, columna 13: un carácter que TOML no admite aquí"
    assert said in capsys.readouterr().err


def test_an_unknown_record_type_lists_the_types_and_a_record_not_utf8_is_named(tmp_path, capsys):
    record = tmp_path / "tournament.jsonl"
    record.write_text('{"type": "nosuch"}\n')
    assert main(["replay", str(record)]) == 1
    assert (
        "line 1: not a tournament event: 'nosuch' is not a valid choice; one of: bought, break,"
        in capsys.readouterr().out
    )
    record.write_bytes(b'{"type": "started"}\n\xff\n')
    assert main(["--lang", "it", "replay", str(record)]) == 1
    assert "non è testo UTF-8: il byte in posizione 20 (0xff) non è UTF-8" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("error", "english"),
    [
        (ConnectionRefusedError(111, "Connection refused"), "cannot reach the scheduler: it refuses the connection"),
        (OSError("Timed out trying to connect to tcp://10.0.0.9:8786 after 20 s"), "no answer within 20 seconds"),
    ],
)
def test_an_unreachable_dask_scheduler_says_why_in_the_reader_s_language(error, english):
    said = _unreachable(error)
    assert said.english().endswith(english)
    assert english_in(translator("es").message(said)) == [] and english_in(translator("it").message(said)) == []


def test_a_batch_that_failed_once_says_so_in_the_singular():
    label = CORE.msg("batch.table_label", "table {table}, hands {first} to {last}", table=2, first=1, last=4)
    error = failed(label, 1, MemoryError("out of memory"))
    assert str(error) == "table 2, hands 1 to 4 failed 1 time: MemoryError: out of memory"
    assert translator("es").error(error) == "mesa 2, manos de 1 a 4 falló 1 vez: MemoryError: out of memory"
