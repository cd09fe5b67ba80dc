"""Every count a person reads takes its own plural form, in each language; the wire keeps the numbers."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from floorcall import (
    Hand,
    HandStarted,
    InvalidEventError,
    IrregularityReported,
    Stakes,
    Table,
    WrongCardCount,
)
from floorcall._app.answer_text import answer_text
from floorcall._app.replaying import _summary_text
from floorcall._app.simulate import next_event
from floorcall._engine.claim_reasons import REASONS, reason
from floorcall.i18n import CORE, translator
from floorcall.model.messages import Message, fill
from floorcall.model.types import Street
from floorcall.testing import make_floor


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "1 replayed, 2 matched, 3 played, 1 failed, 1 invalid, 0 skipped"),
        ("es", "1 reproducida, 2 coinciden, 3 jugadas, 1 falló, 1 no válida, 0 omitidas"),
        ("it", "1 rigiocata, 2 corrispondono, 3 giocate, 1 fallita, 1 non valida, 0 saltate"),
    ],
)
def test_each_count_of_the_replay_summary_has_its_own_form(language, expected):
    counts = {"replayed": 1, "matched": 2, "played": 3, "failed": 1, "invalid": 1, "skipped": 0}
    assert _summary_text(counts, translator(language)) == expected


@pytest.mark.parametrize(("returned", "verb"), [(1, "vuelve"), (400, "vuelven")])
def test_chips_back_to_the_stack_agree_with_their_count(returned, verb):
    wager = {"wager": {"seat": 4, "is": "call", "to": 1000, "returned": returned}}
    assert f"{returned} {verb} a su stack" in answer_text(wager, translator("es"))


def test_a_message_with_a_count_keeps_its_id_and_params_on_the_wire():
    one = CORE.nmsg("replay.detections_count", "{found} x", "{found} xs", 1, found=1, mine="a", wanted=2, theirs="b")
    assert one.id == "replay.detections_count" and one.params == {"found": 1, "mine": "a", "wanted": 2, "theirs": "b"}
    text = translator("es").message(
        CORE.nmsg(
            "replay.detections_count",
            "the engine detected {found} irregularity {mine}, the file records {wanted} {theirs}",
            "the engine detected {found} irregularities {mine}, the file records {wanted} {theirs}",
            1,
            found=1,
            mine="[a]",
            wanted=2,
            theirs="[a, b]",
        )
    )
    assert text == "el motor detectó 1 irregularidad [a]; el archivo registra 2: [a, b]"


# -- the engine's refusals and the report checks' failures ---------------------------------------------------------

_STUD = Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40)


def _stud_with_cards(held: int) -> Hand:
    """A three-handed stud hand dealt until seat 1 holds ``held`` cards (the deal goes round one card at a time)."""
    hand = Hand(
        make_floor(games=["stud"], rulebook="tda-2024"),
        HandStarted(game="stud", table=Table.of([500, 500, 500]), stakes=_STUD),
    )
    rng = random.Random(7)
    while len(hand.seats[1].cards) < held:
        hand.apply(next_event(hand, hand.expected(), rng))
    return hand


DEALT = {
    ("es", 1): "el asiento 1 ha recibido 1 carta, no 3",
    ("es", 2): "el asiento 1 ha recibido 2 cartas, no 3",
    ("it", 1): "il posto 1 ha ricevuto 1 carta, non 3",
    ("it", 2): "il posto 1 ha ricevuto 2 carte, non 3",
    ("en", 1): "seat 1 has been dealt 1 card, not 3",
    ("en", 2): "seat 1 has been dealt 2 cards, not 3",
}


@pytest.mark.parametrize(("language", "dealt"), sorted(DEALT))
def test_a_refused_report_says_its_count_in_the_singular_or_the_plural(language, dealt):
    hand = _stud_with_cards(dealt)
    report = IrregularityReported(irregularity=WrongCardCount(seat=1, held=4, expected=3, street=Street.THIRD))
    with pytest.raises(InvalidEventError) as raised:
        hand.apply(report)
    assert raised.value.message.id == "claim.seat_been_dealt_cards" and raised.value.message.count == dealt
    assert DEALT[language, dealt] in translator(language).error(raised.value)


#: the core catalog's template, from the checkout (a wheel ships the compiled catalogs, not the template)
_TEMPLATE = Path(__file__).resolve().parents[2] / "core" / "floorcall" / "locale" / "floorcall.pot"


def _counted() -> list[tuple[Message, Message]]:
    """Every counted message of the report checks' table and of the engine's refusals, with a count of 1 and of 2.

    Every whole-number placeholder gets the count, so that the singular reads ``seat 1 has been dealt 1 card``.
    """
    found = []
    for key, text in REASONS.items():
        if isinstance(text, tuple):
            names = re.findall(r"\{([a-z_0-9]+)\}", text[1])
            found.append(tuple(reason(key, **dict.fromkeys(names, count)) for count in (1, 2)))
    with _TEMPLATE.open("rb") as handle:
        pot = read_po(handle)
    for entry in pot:
        if isinstance(entry.id, tuple) and str(entry.context).startswith(("engine.", "mechanics.", "claim.")):
            names = re.findall(r"\{([a-z_0-9]+)\}", entry.id[1])
            found.append(tuple(CORE.nmsg(entry.context, *entry.id, n, **dict.fromkeys(names, n)) for n in (1, 2)))
    return found  # type: ignore[return-value]


COUNTED = _counted()


@pytest.mark.parametrize(("one", "two"), COUNTED, ids=[one.id for one, _ in COUNTED])
def test_every_count_of_the_refusals_has_its_singular_and_plural_in_each_language(one, two):
    assert (one.english(), two.english()) == (fill(one.text, one.params), fill(one.plural, two.params))
    for language in ("es", "it"):
        singular, plural = translator(language).message(one), translator(language).message(two)
        assert " 1 " in f" {singular} " and " 2 " in f" {plural} ", (language, singular, plural)
        assert singular.replace("1", "2") != plural or "fiches" in plural, (language, singular)  # it: fiches is one


def test_the_counted_refusals_are_all_found():
    contexts = {one.id for one, _ in COUNTED}
    assert {"claim.hands_live", "engine.showdown.seat_shows_cards_holds", "mechanics.legality.capped"} <= contexts
    assert len(contexts) >= 15
