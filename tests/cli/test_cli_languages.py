"""The command line in Spanish and Italian: help, usage, argparse's own words, argument errors."""

from __future__ import annotations

import argparse
import os
import re

import pytest
from babel.messages.extract import extract_from_file

from floorcall.cli import main
from floorcall.cli_parser import ARGPARSE_WORDS, requested_language
from floorcall.i18n import translator

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
    assert set(ARGPARSE_WORDS) - asked == set(), "listed words this Python's argparse no longer asks for"


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
            assert translated != english or english == "%(prog)s: error: %(message)s\n", english
            assert sorted(_PERCENT.findall(translated)) == sorted(_PERCENT.findall(english)), english


def test_the_default_translator_is_english():
    assert translator().language == "en"
