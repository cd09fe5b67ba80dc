"""The same hands in English, Spanish and Italian: identical rulings, citations, chips and files; only text differs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from floorcall._app.cli import main
from floorcall._app.phh import dumps, loads
from floorcall._app.replay import Replayer
from floorcall._plugins import discover

REPO = Path(__file__).resolve().parents[2]
SITUATIONS = REPO / "examples" / "situations"
RUN = ["run", "--hands", "12", "--seed", "11", "--irregularities", "0.9"]


def _run(capsys, tmp_path, language, *extra):
    out = tmp_path / language
    assert main([*RUN, "--lang", language, "--out", str(out), *extra]) == 0
    printed = capsys.readouterr().out
    return printed, {p.name: p.read_text() for p in sorted(out.glob("*.phh"))}


def _without_text(hands):
    """The hands with every ruling's explanation taken out (the one thing a language changes)."""
    copied = json.loads(json.dumps(hands))
    for hand in copied:
        for ruling in hand["rulings"]:
            ruling["ruling"].pop("explanation")
    return copied


def _explanations(hands):
    return [r["ruling"]["explanation"] for hand in hands for r in hand["rulings"]]


def test_a_seeded_run_rules_and_writes_the_same_in_every_language(capsys, tmp_path):
    shown, files = {}, {}
    for language in ("en", "es", "it"):
        printed, files[language] = _run(capsys, tmp_path, language, "--json")
        shown[language] = [json.loads(line) for line in printed.splitlines()]
    assert files["en"], "the run wrote no hand"
    assert files["es"] == files["en"] == files["it"], "the PHH files differ between languages"
    rulings = [r["ruling"] for hand in shown["en"] for r in hand["rulings"]]
    assert len(rulings) >= 5, "the seeded run made too few rulings"
    assert all(r["message"] is not None for r in rulings), "a built-in ruling without a message"
    # rulings, citations, remedies, chips, messages: all the same; the explanations are each language's own
    assert _without_text(shown["es"]) == _without_text(shown["en"]) == _without_text(shown["it"])
    english, spanish, italian = (_explanations(shown[lang]) for lang in ("en", "es", "it"))
    assert all(e != s and e != i and s != i for e, s, i in zip(english, spanish, italian, strict=True))


def test_the_text_of_a_run_is_translated_and_its_numbers_are_not(capsys, tmp_path):
    texts = {language: _run(capsys, tmp_path, language)[0] for language in ("en", "es", "it")}
    assert texts["en"].startswith("hand 1: ")
    assert texts["es"].startswith("mano 1: ")
    assert texts["it"].startswith("mano 1: ")
    assert "decisión: " in texts["es"] and "decisione: " in texts["it"]
    for language in ("es", "it"):
        assert texts[language] != texts["en"]
        assert len(texts[language].splitlines()) == len(texts["en"].splitlines())
        for mine, english in zip(texts[language].splitlines(), texts["en"].splitlines(), strict=True):
            for cited in english.split("[")[1:]:
                assert cited.split("]")[0] in mine  # citations never change


def test_the_files_of_any_language_replay_and_so_do_files_without_messages(capsys, tmp_path):
    _, files = _run(capsys, tmp_path, "es")
    replayer = Replayer(discover(), None)
    with_rulings = 0
    for name, text in files.items():
        path = tmp_path / f"old-{name}"
        older = text
        if "[_floorcall.events.ruling.message]" in text:
            with_rulings += 1
            older = _strip_messages(text)
            assert "[_floorcall.events.ruling.message" not in older
        path.write_text(older)
        assert replayer.replay_path(path).status == "matched", name
    assert with_rulings, "no hand of the run had a ruling"


def _strip_messages(text):
    """The file as a floorcall before messages wrote it: no ``message`` table under a ruling."""
    kept, skipping = [], False
    for line in text.splitlines():
        if line.startswith("["):
            skipping = line.startswith("[_floorcall.events.ruling.message")
        if not skipping:
            kept.append(line)
    return "\n".join(kept) + "\n"


@pytest.mark.parametrize("situation", ["exposed-downcard-third-street.phh"])
def test_rule_json_in_spanish_keeps_the_identifiers_and_explains_in_spanish(capsys, situation):
    answers = {}
    for language in ("en", "es", "it"):
        assert main(["rule", str(SITUATIONS / situation), "--json", "--lang", language]) == 0
        answers[language] = json.loads(capsys.readouterr().out)
    english, spanish, italian = answers["en"], answers["es"], answers["it"]
    for key in ("kind", "citations", "remedies", "remedy_details", "options", "ruled_by", "message"):
        assert spanish[key] == english[key] == italian[key], key
    assert english["message"]["id"] == "tda.rp10.downcard_exposed"
    assert english["explanation"].startswith("The exposed downcard stays with the player")
    assert spanish["explanation"].startswith("La carta tapada expuesta se queda con el jugador")
    assert italian["explanation"].startswith("La carta coperta esposta resta al giocatore")


def test_the_environment_chooses_the_language_and_lang_overrides_it(capsys, monkeypatch):
    situation = str(SITUATIONS / "exposed-downcard-third-street.phh")
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    assert main(["rule", situation]) == 0
    italian = capsys.readouterr().out
    assert "spiegazione: La carta coperta esposta" in italian
    assert "tipo: si prosegue" in italian
    assert main(["rule", situation, "--lang", "en"]) == 0
    assert "explanation: The exposed downcard" in capsys.readouterr().out


@pytest.mark.parametrize(
    "command", [["plugins"], ["run", "--hands", "1"], ["rule", "x"], ["next", "x"], ["replay", "x"]]
)
def test_every_command_takes_lang(command, capsys):
    with pytest.raises(SystemExit) as raised:
        main([*command, "--lang", "fr"])
    assert raised.value.code == 2
    assert "invalid choice: 'fr'" in capsys.readouterr().err


def test_a_phh_file_is_the_same_text_whatever_language_shows_it(capsys, tmp_path):
    _, english = _run(capsys, tmp_path, "en")
    for text in english.values():
        assert dumps(loads(text)) == text


def test_plugins_describes_games_and_options_in_the_language_with_the_same_names_and_values(capsys):
    answers = {}
    for language in ("en", "es"):
        assert main(["plugins", "--json", "--lang", language]) == 0
        answers[language] = json.loads(capsys.readouterr().out)
    english, spanish = answers["en"], answers["es"]
    for key in ("games", "options"):
        assert [(e["name"], e.get("value")) for e in english[key]] == [
            (e["name"], e.get("value")) for e in spanish[key]
        ]
        assert all(e["description"] != s["description"] for e, s in zip(english[key], spanish[key], strict=True))
    stud = next(g for g in spanish["games"] if g["name"] == "stud")
    assert stud["description"].startswith("stud de siete cartas")
    assert main(["plugins", "--lang", "it"]) == 0
    assert "regolamenti:" in capsys.readouterr().out
