"""The message API: a ruling's explanation as a message id with parameters, English filled in from it."""

from __future__ import annotations

import tempfile
from pathlib import Path

import msgspec
import pytest

from floorcall import Card, Ruling, RulingKind, Street
from floorcall.i18n import language_from_environment, negotiate, translator
from floorcall.model.messages import Domain, Message
from floorcall.rulekit import carry_on

DOMAIN = Domain("floorcall_test_inline", Path(tempfile.gettempdir()) / "floorcall-no-catalog")


def test_a_message_fills_the_english_explanation_and_keeps_its_id_and_params():
    message = DOMAIN.msg(
        "test.upcard", "Seat {seat}'s {card} plays on {street}.", seat=3, card=Card("As"), street=Street.FOURTH
    )
    ruling = carry_on((), ("TDA2024-RP10-A",), message)
    assert ruling.explanation == "Seat 3's As plays on fourth street."
    assert ruling.message is not None
    assert (ruling.message.id, ruling.message.params) == ("test.upcard", {"seat": 3, "card": "As", "street": "fourth"})
    assert translator("en").explanation(ruling) == "Seat 3's As plays on fourth street."


def test_a_ruling_with_a_message_survives_the_wire_and_plain_text_stays_as_written():
    message = DOMAIN.nmsg("test.short", "One card is missing.", "{count} cards are missing.", 2, count=2)
    ruling = Ruling(kind=RulingKind.CONTINUE, citations=("FLOORCALL-DEFAULT-1",), message=message)
    back = msgspec.json.decode(msgspec.json.encode(ruling), type=Ruling)
    assert back == ruling
    assert back.explanation == "2 cards are missing."
    old = msgspec.json.decode(
        b'{"kind":"continue","citations":["FLOORCALL-DEFAULT-1"],"explanation":"As is."}', type=Ruling
    )
    assert old.message is None
    assert translator("es").explanation(old) == "As is."


def test_a_message_must_have_every_placeholder_and_a_plain_ruling_an_explanation():
    with pytest.raises(ValueError, match="lacks parameters"):
        DOMAIN.msg("test.x", "Seat {seat} acts.")
    with pytest.raises(ValueError, match="neither whole numbers nor text"):
        Message(domain="floorcall_test_inline", id="test.x", text="ok {flag}", params={"flag": True})
    with pytest.raises(ValueError, match="explain"):
        Ruling(kind=RulingKind.CONTINUE, citations=("FLOORCALL-DEFAULT-1",))


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("es-AR,es;q=0.9,en;q=0.8", "es"),
        ("fr, it;q=0.5, en;q=0.4", "it"),
        ("de", "en"),
        (None, "en"),
        ("en;q=0.2, es;q=0.3", "es"),
        ("garbage;;", "en"),
    ],
)
def test_negotiate_picks_the_best_shipped_language(header, language):
    assert negotiate(header) == language


@pytest.mark.parametrize(
    ("environment", "language"),
    [
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LC_ALL": "it_IT.UTF-8", "LANG": "es_ES"}, "it"),
        ({"LC_MESSAGES": "C", "LANG": "it_IT"}, "en"),
        ({}, "en"),
        ({"LANGUAGE": "it", "LC_ALL": "es_ES.UTF-8"}, "it"),  # gettext's convention: LANGUAGE comes first
        ({"LANGUAGE": "fr:de:es", "LANG": "it_IT"}, "es"),  # the first shipped language of the list
        ({"LANGUAGE": "fr", "LANG": "es_ES"}, "en"),  # a list with none of ours: the source texts
        ({"LANG": "de_DE.UTF-8"}, "en"),
    ],
)
def test_the_environment_names_the_default_language(monkeypatch, environment, language):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    assert language_from_environment() == language
