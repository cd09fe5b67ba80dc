"""The command line in Spanish and Italian: help, usage, argparse's own words, argument errors."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file

from floorcall._app.cli import main
from floorcall._app.cli_language import ARGPARSE_WORDS, ARGPARSE_WORDS_SINCE_3_13, requested_language
from floorcall._app.config import load_config
from floorcall._app.report import source_words
from floorcall._plugins import discover
from floorcall.errors import ConfigError
from floorcall.i18n import translator

INSTALLED = ", ".join(sorted(discover().games))

HELP = {
    "en": ("usage: floorcall run", "options:", "hands to run (default 20)", "show this help message and exit"),
    "es": ("uso: floorcall run", "opciones:", "manos a jugar (por defecto 20)", "muestra esta ayuda y termina"),
    "it": ("uso: floorcall run", "opzioni:", "mani da giocare (predefinito 20)", "mostra questo aiuto ed esce"),
}


def _help(capsys, argv):
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("language", sorted(HELP))
def test_the_help_of_a_command_follows_lang(language, capsys):
    shown = _help(capsys, ["run", "--lang", language, "--help"])
    for words in HELP[language]:
        assert words in shown, (words, shown)
    assert "--irregularities RATE" in shown  # option names and metavars never change


@pytest.mark.parametrize(("variable", "value"), [("LANG", "es_ES.UTF-8"), ("LC_ALL", "it_IT.UTF-8")])
def test_the_help_follows_the_environment_and_lang_wins_over_it(variable, value, capsys, monkeypatch):
    monkeypatch.setenv(variable, value)
    language = value[:2]
    shown = _help(capsys, ["replay", "--help"])
    assert all(words in shown for words in (HELP[language][0].replace(" run", " replay"), HELP[language][1]))
    assert "usage: floorcall replay" in _help(capsys, ["replay", "--lang", "en", "--help"])


@pytest.mark.parametrize(
    ("argv", "language"),
    [
        (["--lang", "es", "run", "--hands", "1"], "es"),
        (["--lang=it", "run", "--hands", "1"], "it"),
        (["--lang", "it", "run", "--lang", "es", "--hands", "1"], "es"),  # the command's own, given after, wins
        (["run", "--hands", "1"], "en"),
    ],
)
def test_lang_goes_before_the_command_name_or_after_it(argv, language, capsys):
    assert main(argv) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith({"en": "hand 1:", "es": "mano 1:", "it": "mano 1:"}[language]), first
    assert ("livello" in first) is (language == "it")


def test_language_comes_first_as_gettext_reads_the_environment(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    monkeypatch.setenv("LANGUAGE", "fr:it")
    assert HELP["it"][0] in _help(capsys, ["run", "--help"])
    assert HELP["es"][0] in _help(capsys, ["--lang", "es", "run", "--help"])


def test_the_top_level_help_lists_the_commands_in_the_language(capsys, monkeypatch):
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    shown = _help(capsys, ["--help"])
    assert "argomenti posizionali:" in shown
    assert "rigioca storici di mani PHH" in shown
    assert "mostra la versione del programma ed esce" in shown


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["run", "--lang", "es", "--hands", "0"], "floorcall run: error: argumento --hands: debe ser al menos 1, no 0"),
        (
            ["run", "--lang=it", "--seed", "x"],
            "floorcall run: errore: argomento --seed: atteso un numero intero, non 'x'",
        ),
        (["run", "--lang", "es", "--irregularities", "2"], "una tasa es un número de 0 a 1, no 2"),
        (["replay", "--lang", "it", "--jobs", "-1"], "deve essere 0 (tutti i core) o più, non -1"),
        (["serve", "--lang", "es", "--port", "70000"], "un puerto va de 1 a 65535, no 70000"),
        (["rule", "--lang", "es"], "faltan estos argumentos obligatorios: SITUATION"),
        (["run", "--lang", "it", "--bogus"], "argomenti non riconosciuti: --bogus"),
        (["run", "--lang", "es", "--lang", "fr"], "opción no válida: 'fr' (elija entre 'en', 'es', 'it')"),
    ],
)
def test_argument_errors_are_in_the_language(argv, expected, capsys):
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert expected in err, err
    assert err.splitlines()[0].startswith(("uso: ", "usage: "))


def test_the_english_argument_errors_are_unchanged(capsys):
    with pytest.raises(SystemExit):
        main(["run", "--hands", "0"])
    assert "floorcall run: error: argument --hands: must be at least 1, not 0" in capsys.readouterr().err


def test_gettext_is_left_as_it_was_after_a_command(capsys):
    import gettext

    before = (gettext.textdomain(), os.environ.get("LANGUAGE"))
    with pytest.raises(SystemExit):
        main(["run", "--lang", "es", "--help"])
    capsys.readouterr()
    assert (gettext.textdomain(), os.environ.get("LANGUAGE")) == before


def test_lang_is_found_before_the_parser_is_built():
    assert requested_language(["run", "--lang", "it"]) == "it"
    assert requested_language(["run", "--lang=es", "--hands", "3"]) == "es"
    assert requested_language(["run", "--lang", "fr"]) is None
    assert requested_language(["replay", "--", "--lang", "es"]) is None
    assert requested_language(["run"]) is None
    assert requested_language(["--lang", "es", "run"]) == "es"
    assert requested_language(["--lang", "es", "run", "--lang", "it"]) == "it"


#: argparse's words that only a programmer building a parser meets (a wrong add_argument), never a user.
FOR_PROGRAMMERS = {
    ".__call__() not defined",
    "conflicting subparser: %s",
    "conflicting subparser alias: %s",
    "unknown parser %(parser_name)r (choices: %(choices)s)",
    'argument "-" with mode %r',
    "cannot merge actions - two groups are named %r",
    "'required' is an invalid argument for positionals",
    "invalid option string %(option)r: must start with a character %(prefix_chars)r",
    "dest= is required for options like %r",
    "invalid conflict_resolution value: %r",
    ("conflicting option string: %s", "conflicting option strings: %s"),
    "mutually exclusive arguments must be optional",
    "cannot have multiple subparser arguments",
    "%r is not callable",
}


def test_every_word_argparse_shows_a_person_has_a_translation():
    asked = {
        message if isinstance(message, str) else tuple(message)
        for _, message, _, _ in extract_from_file("python", argparse.__file__, keywords={"_": None, "ngettext": (1, 2)})
    }
    assert asked - FOR_PROGRAMMERS - set(ARGPARSE_WORDS) == set(), "argparse asks for words floorcall does not list"
    not_yet_asked = set(ARGPARSE_WORDS_SINCE_3_13) if sys.version_info < (3, 13) else set()
    assert set(ARGPARSE_WORDS) - asked == not_yet_asked, "listed words no supported Python's argparse asks for"


#: argparse's words whose Spanish and Italian are the English (a heading's colon; "error" in Spanish)
SAME_IN_EVERY_LANGUAGE = {"%(prog)s: error: %(message)s\n", "%(heading)s:"}
_PERCENT = re.compile(r"%(?:\([a-z_]+\))?[rsd]")


@pytest.mark.parametrize("language", ["es", "it"])
def test_argparse_words_keep_their_percent_placeholders(language):
    import gettext

    from floorcall.i18n import CORE

    catalog = gettext.translation(CORE.name, localedir=CORE.locale_dir, languages=[language])
    for words in ARGPARSE_WORDS:
        if isinstance(words, str):
            pairs = [(words, catalog.gettext(words))]
        else:
            pairs = [(words[0], catalog.ngettext(*words, 1)), (words[1], catalog.ngettext(*words, 2))]
        for english, translated in pairs:
            assert translated != english or english in SAME_IN_EVERY_LANGUAGE, english
            assert sorted(_PERCENT.findall(translated)) == sorted(_PERCENT.findall(english)), english


def test_the_default_translator_is_english():
    assert translator().language == "en"


# -- bad input, replay reasons and option sources ------------------------------------------------------------------

HANDS = Path(__file__).resolve().parents[1] / "badinput" / "hands"
CONFIGS = Path(__file__).resolve().parents[2] / "examples" / "configs"
BAD_GAME = '[event]\nname = "x"\n[rotation]\ngames = ["razzz"]\n[[levels]]\nminutes = 1\n'


def test_a_config_error_names_the_file_and_key_as_written_and_the_reason_in_the_language(tmp_path, capsys):
    config = tmp_path / "event.toml"
    config.write_text(BAD_GAME)
    with pytest.raises(ConfigError) as raised:  # the library's error keeps its English str() for programmers
        load_config(config, discover())
    assert str(raised.value).endswith(
        "unknown game 'razzz'; installed games: " + INSTALLED + " - at `$.rotation.games[0]`"
    )
    assert raised.value.key == "$.rotation.games[0]"
    assert raised.value.places == (str(config),)
    for language, words in (("es", "juego desconocido 'razzz'"), ("it", "gioco sconosciuto 'razzz'")):
        assert main(["run", str(config), "--lang", language]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"floorcall run: {config}: {words}"), err
        assert err.rstrip().endswith(("- en `$.rotation.games[0]`", "- in `$.rotation.games[0]`"))
        assert len(err.strip().splitlines()) == 1


def test_msgspec_reasons_are_whole_messages_in_the_language(tmp_path, capsys):
    config = tmp_path / "event.toml"
    config.write_text(BAD_GAME.replace('games = ["razzz"]', 'games = ["razz"]').replace("minutes = 1", 'minutes = "x"'))
    assert main(["run", str(config), "--lang", "it"]) == 2
    err = capsys.readouterr().err
    assert "atteso un numero, trovato testo - in `$.levels[0].minutes`" in err, err
    assert main(["run", str(config)]) == 2
    assert "expected a number, got text - at `$.levels[0].minutes`" in capsys.readouterr().err


def test_a_missing_file_is_said_in_the_language(tmp_path, capsys):
    missing = tmp_path / "nope.toml"
    assert main(["plugins", "--config", str(missing), "--lang", "es"]) == 2
    assert capsys.readouterr().err.strip() == f"floorcall plugins: {missing}: no se puede leer: el archivo no existe"
    assert main(["rule", str(tmp_path / "nope.phh"), "--lang", "it"]) == 2
    assert f"{tmp_path / 'nope.phh'}: il file non esiste" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "gone"), "--lang", "es"]) == 2
    assert f"{tmp_path / 'gone'}: no existe ese archivo ni esa carpeta" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("hand", "spanish"),
    [
        (
            "recorded-ruling-differs",
            "FALLÓ {path}: acción 53: irregularity_reported: decisión: sigue (FLOORCALL-DEFAULT-1); el archivo "
            "registra: sigue (FLOORCALL-DEFAULT-2)",
        ),
        ("dealer-not-at-the-table", "_floorcall.table.dealer: el asiento 9 no está en la mesa (asientos: 1, 2"),
        ("seat-above-ten", "seats[0]: el asiento 11 no existe: los asientos van del 1 al 10"),
        ("chips-beyond-64-bit", "NO VÁLIDO {path}: starting_stacks[0]: se esperaba un número entero de como mucho"),
    ],
)
def test_replay_reasons_are_in_the_language_with_the_places_unchanged(hand, spanish, capsys):
    path = HANDS / f"{hand}.phh"
    assert main(["replay", str(path)]) == 1
    english = capsys.readouterr().out
    assert main(["replay", str(path), "--lang", "es"]) == 1
    shown = capsys.readouterr().out
    assert spanish.format(path=path) in shown, shown
    assert shown != english and len(shown.splitlines()) == len(english.splitlines())


def test_replay_json_gives_the_reason_in_the_language_and_the_message_beside_it(capsys):
    path = HANDS / "recorded-ruling-differs.phh"
    lines = {}
    for language in ("en", "it"):
        assert main(["replay", str(path), "--json", "--lang", language]) == 1
        lines[language] = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    english, italian = lines["en"][0], lines["it"][0]
    assert english["status"] == italian["status"] == "failed" and english["action"] == italian["action"] == 53
    assert english["message"] == italian["message"]
    assert english["message"]["id"] == "replay.ruled_other"
    assert english["reason"].startswith("irregularity_reported: ruled continue (FLOORCALL-DEFAULT-1)")
    # the ruling's kind is named in the reader's language; the key in the message stays the kind's value
    assert italian["reason"].startswith("irregularity_reported: decisione: si prosegue (FLOORCALL-DEFAULT-1)")
    assert english["message"]["params"]["got_ruling_kind"] == "continue"
    assert lines["en"][1] == lines["it"][1]  # the summary: counts only


FRAMED = {
    "en": "action 53: hand_fouled report, field seat: seat 9 is not dealt in this hand (dealt in: [1, 2, 3, 4, 5, 6, "
    "7, 8]); the report is refused",
    "es": "acción 53: aviso hand_fouled, campo seat: el asiento 9 no recibió cartas en esta mano (las recibieron: [1, "
    "2, 3, 4, 5, 6, 7, 8]); el aviso se rechaza",
    "it": "azione 53: segnalazione hand_fouled, campo seat: il posto 9 non ha ricevuto carte in questa mano (le hanno "
    "ricevute: [1, 2, 3, 4, 5, 6, 7, 8]); la segnalazione è respinta",
}


@pytest.mark.parametrize("language", sorted(FRAMED))
def test_a_replayed_refusal_keeps_the_sentence_that_frames_its_reason(language, capsys):
    path = HANDS / "report-seat-not-dealt.phh"
    assert main(["replay", str(path), "--lang", language]) == 1
    assert capsys.readouterr().out.splitlines()[0].endswith(FRAMED[language].split(": ", 1)[1])
    assert main(["replay", str(path), "--lang", language, "--json"]) == 1
    shown = json.loads(capsys.readouterr().out.splitlines()[0])
    assert shown["reason"] == FRAMED[language].split(": ", 1)[1]
    assert shown["message"]["id"] == "claim.seat_dealt_hand_dealt" and shown["message"]["params"]["seat"] == 9
    assert shown["frame"]["id"] == "engine.claims.report_refused" and shown["frame"]["params"]["field"] == "seat"
    assert main(["rule", str(path), "--lang", language]) == 2  # the situation's error frames it the same way
    assert capsys.readouterr().err.rstrip().endswith(FRAMED[language].split(": ", 1)[1])


def test_replay_over_processes_shows_the_same_translated_lines(capsys):
    names = ("recorded-ruling-differs", "seat-above-ten", "report-seat-not-dealt")
    paths = [str(HANDS / f"{name}.phh") for name in names]
    assert main(["replay", *paths, "--lang", "es"]) == 1
    serial = capsys.readouterr().out
    assert main(["replay", *paths, "--lang", "es", "--jobs", "2"]) == 1
    assert capsys.readouterr().out == serial
    assert "decisión: sigue" in serial and FRAMED["es"].split(": ", 1)[1] in serial  # the frame crosses processes too


def test_option_sources_and_plugin_kinds_are_words_in_the_text_and_identifiers_in_json(capsys):
    config = str(CONFIGS / "stud-mix-tda.toml")
    assert main(["plugins", "--config", config, "--lang", "es"]) == 0
    text = capsys.readouterr().out
    assert "reglamento (tda-2024)" in text and "por defecto (" in text
    assert " reglamento " in text.split("juegos:")[0]  # the tda-2024 plugin's kind
    assert main(["plugins", "--config", config, "--lang", "es", "--json"]) == 0
    spanish = json.loads(capsys.readouterr().out)
    assert main(["plugins", "--config", config, "--json"]) == 0
    english = json.loads(capsys.readouterr().out)
    assert [o["source"] for o in spanish["options"]] == [o["source"] for o in english["options"]]
    assert {o["source"].split(" (")[0] for o in english["options"]} <= {"default", "rulebook", "house plugin", "house"}
    assert [p["kind"] for p in spanish["plugins"]] == [p["kind"] for p in english["plugins"]]


@pytest.mark.parametrize(
    ("source", "spanish"),
    [
        ("default (floorcall-core)", "por defecto (floorcall-core)"),
        ("rulebook (rrop)", "reglamento (rrop)"),
        ("house plugin (acme-floor)", "plugin de la sala (acme-floor)"),
        ("house", "sala (configuración)"),
        ("something else", "something else"),
    ],
)
def test_every_option_source_has_its_words(source, spanish):
    assert source_words(source, translator("es")) == spanish
    assert source_words(source, translator("en")) == source


def test_an_unusable_out_folder_is_refused_in_the_language(tmp_path, capsys):
    taken = tmp_path / "taken"
    taken.mkdir()
    (taken / "notes.phh").write_text("")
    assert main(["run", "--hands", "1", "--out", str(taken), "--lang", "it"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"floorcall run: --out {taken}: contiene già 1 file di mani (notes.phh)"), err
    a_file = tmp_path / "a-file"
    a_file.write_text("")
    assert main(["run", "--hands", "1", "--out", str(a_file), "--lang", "es"]) == 2
    assert capsys.readouterr().err.strip() == f"floorcall run: --out {a_file}: existe y no es una carpeta"
    assert main(["run", "--hands", "1", "--out", str(a_file)]) == 2
    assert capsys.readouterr().err.strip() == f"floorcall run: --out {a_file}: exists and is not a folder"


def test_no_ruling_keeps_english_for_programmers_and_shows_in_the_language():
    from floorcall.errors import NoRulingError
    from floorcall.model.irregularities import BoxedCardFound

    error = NoRulingError(BoxedCardFound(count=2), ["acme-floor", "tda-2024"])
    what = "boxed_card_found (count 2, card ??, initial deal true)"
    assert str(error) == f"no plugin rules on {what}; plugins consulted: acme-floor, tda-2024"
    shown = translator("es").error(error)
    assert shown == f"ningún plugin decide sobre {what}; plugins consultados: acme-floor, tda-2024"
    alone = NoRulingError("first_to_act", [])
    assert str(alone).endswith("plugins consulted: none")
    assert translator("it").error(alone) == "nessun plugin decide su first_to_act; plugin consultati: nessuno"
