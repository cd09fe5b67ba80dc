"""No English in what ``rule``, ``next`` and ``replay`` print in Spanish or Italian.

On every example situation, a hand of each game of the shared WSOP hands, the bad hand histories of
``tests/badinput`` (a bring-in above the small bet, a seat not dealt, an entry never reached) and a hand in cents.

An English word here is a word of some English msgid that no Spanish or Italian msgstr uses (``call``, ``stub``,
``board`` or ``misdeal`` are words of both, and pass); identifiers are left out first: rule IDs and citations
(``TDA2024-RP10-A``, ``tda-2024/TDA2024-44``), file paths and key paths (``_floorcall.events[0].at``), cards, option
names and values, code, and the tags that name an event, an irregularity, a remedy or a ruling kind in a replay's
compact form (``irregularity_reported``, ``discarded``, ``continue (FLOORCALL-DEFAULT-1)``).
"""

from __future__ import annotations

import functools
import re
import typing
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from floorcall._app.cli import main
from floorcall.model.events import AnyEvent
from floorcall.model.irregularities import AnyIrregularity
from floorcall.model.remedies import AnyRemedy
from floorcall.model.rulings import RulingKind
from tools import catalogs

ROOT = Path(__file__).resolve().parents[2]
SITUATIONS = sorted((ROOT / "examples" / "situations").glob("*.phh"))
#: The first hand of each game of the shared WSOP hands.
SHARED = [sorted(game.glob("*.phh"))[0] for game in sorted((ROOT / "tests" / "shared" / "data" / "phh").glob("*/*"))]
#: Hand histories that replay refuses or fails, and a hand in cents (decimal amounts in its reason).
REFUSED = [
    *sorted((ROOT / "tests" / "badinput" / "hands").glob("*.phh")),
    ROOT / "tests" / "phh" / "conformance" / "handhq-cents.phhs",
]
_WORD = re.compile(r"[A-Za-zÀ-ÿ]+")
_IDENTIFIERS = re.compile(
    r"\S*[/\\]\S*"  # a path, a plugin/rule reference
    r"|\S+\.phh\b"
    r"|\b[A-Z][A-Z0-9]*(?:[-:.][A-Za-z0-9]+)+\b"  # a rule ID
    r"|\b(?:[2-9TJQKA][cdhs])+\b"  # cards
    r"|`[^`]*`|'[\w-]+'"
    r"|(?<![\w.])_floorcall[\w.\[\]-]*"  # a key path in a hand history's _floorcall table
    r"|\b[a-z0-9]+(?:[_-][a-z0-9]+)+\b"  # snake_case tags, kebab-case option names
    r"|^floorcall \w+:",  # the command's name before its error
    re.MULTILINE,
)


#: Code a translation keeps as written (``detected=False``, ``floorcall.model.events``): its words are no translation.
_CODE = re.compile(r"\b\w+(?:\.\w+)+\b|\b\w+=\w+\b")


@functools.cache
def english_words() -> frozenset[str]:
    """Words of the English source that no translation uses."""
    english, translated = set(), set()
    for domain, folder in catalogs.domains().items():
        for language in ("es", "it"):
            with catalogs.po_path(folder, domain, language).open("rb") as handle:
                for message in read_po(handle, locale=language, domain=domain):
                    if not message.id:
                        continue
                    ids = message.id if isinstance(message.id, tuple) else (message.id,)
                    forms = message.string if isinstance(message.string, tuple) else (message.string,)
                    english.update(w.lower() for text in ids for w in _WORD.findall(re.sub(r"\{\w+\}", " ", text)))
                    translated.update(w.lower() for text in forms for w in _WORD.findall(_CODE.sub(" ", text)))
    return frozenset(w for w in english - translated if len(w) > 2)


@functools.cache
def tags() -> frozenset[str]:
    """The tags of the events, irregularities and remedies, and the ruling kinds: identifiers, never translated."""
    found = {kind.value for kind in RulingKind}
    for union in (AnyEvent, AnyIrregularity, AnyRemedy):
        found.update(struct.__struct_config__.tag for struct in typing.get_args(union))
    return frozenset(found)


def english_in(text: str) -> list[str]:
    """The English words of a text, identifiers left out."""
    words = english_words() - tags()
    return [w for w in _WORD.findall(_IDENTIFIERS.sub(" ", text)) if w.lower() in words]


def test_the_check_finds_english_left_in_a_translated_line():
    leaked = "ningún plugin decide sobre the situation's events (none is irregular, and the engine detected nothing)"
    assert {"events", "engine", "detected", "nothing"} <= set(english_in(leaked))
    stakes = "FALLÓ x.phh: bring_in, small_bet, big_bet: the bring-in (250) must be positive and below the small bet"
    assert {"must", "positive", "below"} <= set(english_in(stakes))
    assert english_in("acción 6: hubo decisión sobre discarded; decisión: sigue (FLOORCALL-DEFAULT-1)") == []
    assert english_in("decidido por: tda-2024/TDA2024-44; reglas: TDA2024-RP10-A; el call de 200 (Kh)") == []


def _leaks(command: str, files: list[Path], language: str, capsys: pytest.CaptureFixture[str]) -> dict[str, list]:
    leaks = {}
    for situation in files:
        main([command, str(situation), "--lang", language])
        shown = capsys.readouterr()
        found = english_in(shown.out + shown.err)
        if found:
            leaks[situation.name] = found
    return leaks


@pytest.mark.parametrize("language", ["es", "it"])
@pytest.mark.parametrize("command", ["rule", "next", "replay"])
def test_rule_next_and_replay_print_no_english_on_the_example_situations(command, language, capsys):
    assert _leaks(command, SITUATIONS, language, capsys) == {}


@pytest.mark.parametrize("language", ["es", "it"])
@pytest.mark.parametrize("command", ["rule", "next", "replay"])
def test_rule_next_and_replay_print_no_english_on_the_shared_hands(command, language, capsys):
    assert len(SHARED) == 9
    assert _leaks(command, SHARED, language, capsys) == {}


@pytest.mark.parametrize("language", ["es", "it"])
def test_replay_explains_a_refused_or_failed_hand_history_without_english(language, capsys):
    assert len(REFUSED) > 5
    assert _leaks("replay", REFUSED, language, capsys) == {}
    main(["replay", str(REFUSED[0]), "--lang", language])  # the bring-in above the small bet: Stakes' reason
    assert REFUSED[0].name == "bring-in-above-the-small-bet.phh" and "(250)" in capsys.readouterr().out


_HAND = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [200, 200]\n"
#: Hand histories a reader turns down: an action's notation, and the checks of the hand history itself.
BAD = {
    "chip amount": _HAND + "actions = ['d dh p1 AsKs', 'p1 cbr x']\n",
    "unknown action": _HAND + "actions = ['p1 zz']\n",
    "not a card": _HAND + "actions = ['d dh p1 AsXx']\n",
    "odd cards": _HAND + "actions = ['d dh p1 KdQ']\n",
    "actor": _HAND + "actions = ['q1 f']\n",
    "seat twice": _HAND + "seats = [1, 1]\nactions = []\n",
    "one player": _HAND.replace("[200, 200]", "[200]") + "actions = []\n",
    "both sizes": _HAND + "small_bet = 2\nactions = []\n",
}


@pytest.mark.parametrize("language", ["es", "it"])
def test_a_bad_hand_history_is_explained_without_english(language, tmp_path, capsys):
    leaks = {}
    for name, text in BAD.items():
        situation = tmp_path / "bad.phh"
        situation.write_text(text)
        assert main(["rule", str(situation), "--lang", "en"]) == 2, name
        english = capsys.readouterr().err
        assert main(["rule", str(situation), "--lang", language]) == 2, name
        shown = capsys.readouterr().err
        if english_in(shown) or shown == english:
            leaks[name] = shown
    assert leaks == {}
