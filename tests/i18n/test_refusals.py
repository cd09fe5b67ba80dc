"""The engine's refusals, the report checks' failures and plugin load errors read in the reader's language.

A static check finds every place in the engine, the betting mechanics and the plugin machinery that raises
``InvalidEventError`` or ``PluginLoadError``, or fails a report, and requires a marked message there (never a bare
f-string or literal); a broken plugin is named by ``floorcall --lang it`` in Italian, and
``tests/serve/test_refusals.py`` sends bad events and reports to the HTTP API with ``?lang=``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from floorcall import (
    BetOrRaisedTo,
    CheckedOrCalled,
    Discarded,
    Hand,
    HandStarted,
    InvalidEventError,
    IrregularityReported,
    Stakes,
    Table,
    WrongCardCount,
)
from floorcall._app.cli import main
from floorcall._engine.claim_reasons import REASONS
from floorcall.errors import PluginLoadError, because, refused
from floorcall.i18n import translator
from floorcall.model.types import Street
from floorcall.testing import fake_distribution, make_floor

CORE = Path(__file__).resolve().parents[2] / "core" / "floorcall"
SCANNED = sorted(path for folder in ("_engine", "_mechanics", "_plugins") for path in (CORE / folder).glob("*.py"))
_TEXT = (ast.JoinedStr, ast.Constant, ast.BinOp)


def _calls(name: str) -> list[tuple[str, ast.Call]]:
    found = []
    for path in SCANNED:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == name:
                found.append((f"{path.relative_to(CORE)}:{node.lineno}", node))
    return found


def test_no_invalid_event_error_is_raised_with_bare_text():
    calls = _calls("InvalidEventError")
    bare = [place for place, call in calls if any(isinstance(arg, _TEXT) for arg in call.args)]
    assert calls and bare == []


def test_no_plugin_load_error_has_a_bare_reason():
    calls = _calls("PluginLoadError")
    bare = [place for place, call in calls if len(call.args) > 1 and isinstance(call.args[1], _TEXT)]
    assert calls and bare == []


def test_every_report_check_fails_with_a_reason_of_the_table():
    keys = []
    for place, call in _calls("fail"):
        reason = call.args[1]
        options = [reason.body, reason.orelse] if isinstance(reason, ast.IfExp) else [reason]
        for option in options:
            assert isinstance(option, ast.Constant) and option.value in REASONS, place
            keys.append(option.value)
    assert set(keys) == set(REASONS)  # every reason of the table is used


def test_every_marked_message_is_a_literal_babel_extracts():
    for name, texts in (("refused", 2), ("because", 2), ("nrefused", 3), ("nbecause", 3)):
        calls = _calls(name)
        for place, call in calls:
            literal = all(isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in call.args[:texts])
            assert literal or place.startswith("_engine/claim_reasons.py"), place
        assert calls, name


def test_a_framed_reason_is_translated_inside_its_frame():
    taken = because("plugin.floor.plugin_name_already_registered", "a plugin of that name is already registered")
    error = PluginLoadError("acme-floor[x]", taken)
    assert str(error) == "plugin acme-floor[x]: a plugin of that name is already registered"
    assert translator("es").error(error) == "plugin acme-floor[x]: ya hay registrado un plugin con ese nombre"
    plain = refused("engine.rulings.decision_pending", "no decision is pending")
    assert isinstance(plain, InvalidEventError) and str(plain) == "no decision is pending"
    assert translator("it").error(plain) == "nessuna decisione è in sospeso"


def test_a_broken_plugin_is_named_in_italian(tmp_path, monkeypatch, capsys):
    fake_distribution(
        tmp_path, "acme-floor", {"broken-house": "acme_broken"}, {"acme_broken": "import no_such_module_here\n"}
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    assert main(["--lang", "it", "plugins"]) != 0
    said = capsys.readouterr().err
    assert "plugin acme-floor[broken-house]: non si può importare: ModuleNotFoundError:" in said, said
    assert "cannot be imported" not in said


# -- msgspec's reasons for a malformed event, parsed and said in the reader's language ---------------------------

_STUD = Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40)
_FLOOR = make_floor(games=["stud"], rulebook="tda-2024")
MALFORMED = [
    (
        CheckedOrCalled(seat="2"),
        ("reason.wrong_type", {"expected_type": "int", "got_type": "str"}),
        "checked_or_called event, field seat: expected a whole number, got text (got '2')",
        "evento checked_or_called, campo seat: se esperaba un número entero y hay texto (se recibió '2')",
        "evento checked_or_called, campo seat: atteso un numero intero, trovato testo (ricevuto '2')",
    ),
    (
        BetOrRaisedTo(seat=1, amount=-20),
        ("reason.at_least", {"expected_type": "int", "bound": "0"}),
        "bet_or_raised_to event, field amount: expected a whole number of at least 0 (got -20)",
        "evento bet_or_raised_to, campo amount: se esperaba un número entero de al menos 0 (se recibió -20)",
        "evento bet_or_raised_to, campo amount: atteso un numero intero di almeno 0 (ricevuto -20)",
    ),
    (
        Discarded(seat=1, cards=("As", "Zz")),
        ("reason.not_a_card", {"value": "'Zz'"}),
        "discarded event, field cards[1]: 'Zz' is not a card (a rank 2-9, T, J, Q, K or A, then a suit c, d, h or s: "
        "As, Td)",
        "evento discarded, campo cards[1]: 'Zz' no es una carta (un valor 2-9, T, J, Q, K o A y luego un palo c, d, h "
        "o s: As, Td)",
        "evento discarded, campo cards[1]: 'Zz' non è una carta (un valore 2-9, T, J, Q, K o A e poi un seme c, d, h "
        "o s: As, Td)",
    ),
    (
        IrregularityReported(irregularity=WrongCardCount(seat=1.0, held=1, expected=2, street=Street.THIRD)),
        ("reason.wrong_type", {"expected_type": "int", "got_type": "float"}),
        "irregularity_reported event, field irregularity.seat: expected a whole number, got a number (got 1.0)",
        "evento irregularity_reported, campo irregularity.seat: se esperaba un número entero y hay un número (se "
        "recibió 1,0)",
        "evento irregularity_reported, campo irregularity.seat: atteso un numero intero, trovato un numero (ricevuto "
        "1,0)",
    ),
    (
        BetOrRaisedTo(seat=1, amount=2**70),
        ("engine.validation.beyond_64_bits", {}),
        "bet_or_raised_to event cannot be written to a hand log: a whole number does not fit in 64 bits",
        "el evento bet_or_raised_to no se puede escribir en el registro de una mano: un número entero no cabe en 64 "
        "bits",
        "l'evento bet_or_raised_to non si può scrivere nel registro di una mano: un numero intero non sta in 64 bit",
    ),
]


@pytest.mark.parametrize(("event", "wire", "en", "es", "it"), MALFORMED, ids=[case[2][:40] for case in MALFORMED])
def test_a_malformed_event_is_refused_in_the_readers_words_the_path_as_msgspec_writes_it(event, wire, en, es, it):
    hand = Hand(_FLOOR, HandStarted(game="stud", table=Table.of([500, 500, 500]), stakes=_STUD))
    with pytest.raises(InvalidEventError) as raised:
        hand.apply(event)
    error = raised.value
    assert (error.message.id, error.message.params) == wire  # the parts of msgspec's text, on the wire
    assert "Expected" not in str(error) and "Invalid" not in str(error)
    assert [str(error), translator("es").error(error), translator("it").error(error)] == [en, es, it]
