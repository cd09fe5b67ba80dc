"""Every call, in words: each irregularity the engine does not find by itself can be reported, and every remedy and
every reading of a wager is a sentence with its amounts in each language, never an identifier.

The irregularities the engine builds itself are found by reading the engine's source (the classes it constructs);
the rest must be offered by ``GET /hands/{id}/reportable`` at some point of a real hand (the shipped situations at
their question, and hands played through) and get a ruling when posted.
"""

from __future__ import annotations

import random
import re
import typing
from pathlib import Path

import msgspec
import msgspec.inspect as mi
import pytest

from floorcall._app.phh import dumps, freeze, loads, thaw
from floorcall._app.serve.sentences import WAGER_READINGS, remedy_sentences
from floorcall._plugins import discover
from floorcall.model.irregularities import AnyIrregularity
from floorcall.model.remedies import AnyRemedy
from tests.serve.support import SITUATIONS, next_event, seats

ENGINE = Path(__file__).resolve().parents[2] / "core" / "floorcall" / "_engine"
KINDS = {c.__name__: str(c.__struct_config__.tag) for c in typing.get_args(AnyIrregularity)}


def _built_by_the_engine() -> set[str]:
    source = "\n".join(path.read_text() for path in ENGINE.glob("*.py"))
    return {tag for name, tag in KINDS.items() if re.search(rf"\b{name}\(", source)}


def _question(path: Path):
    """A situation's text without its events (the hand at the question), and its events as JSON."""
    return _question_text(path.read_text(), str(path))


def _question_text(text: str, source: str = "situation"):
    history = loads(text, source)
    fields = thaw(history.user_fields)
    events = fields.get("_floorcall", {}).pop("events", [])
    return dumps(msgspec.structs.replace(history, user_fields=freeze(fields))), events


def _offered(client, hand_id) -> set[str]:
    found = client.get(f"/api/v1/hands/{hand_id}/reportable").json()
    return {entry["kind"] for entry in found["irregularities"]}


def _played_hands(client):
    """Offered kinds at every step of a few hands played through (stud, hold'em, a single draw game)."""
    offered: set[str] = set()
    single_draw = {"small_bet": 100, "blinds": [50, 100]}
    for game, count, stakes in (("stud", 4, None), ("nlhe", 3, None), ("27sd", 3, single_draw)):
        body = {
            "game": game,
            "seats": seats(*[2000] * count),
            "shuffle_seed": 5,
            **({"stakes": stakes} if stakes else {}),
        }
        started = client.post("/api/v1/hands", json=body if game == "stud" else {**body, "button": count})
        assert started.status_code == 201, started.text
        state = started.json()
        rng = random.Random(3)
        while not state["view"]["over"] and state["seq"] < 80 and state["expected"]["expect"] != "draw":
            offered |= _offered(client, state["id"])
            answer = client.post(
                f"/api/v1/hands/{state['id']}/events", json={"seq": state["seq"], "event": next_event(state, rng)}
            )
            state = {**state, **answer.json()}
    return offered


def test_every_irregularity_the_engine_does_not_find_is_offered_and_ruled(client):
    offered = _played_hands(client)
    ruled = set()
    for path in sorted(SITUATIONS.glob("*.phh")):
        text, events = _question(path)
        created = client.post("/api/v1/hands", json={"phh": text})
        if created.status_code != 201:  # a situation whose question is an action the hand history cannot hold
            continue
        state = created.json()
        offered |= _offered(client, state["id"])
        for event in events:
            answer = client.post(f"/api/v1/hands/{state['id']}/events", json={"seq": state["seq"], "event": event})
            assert answer.status_code == 200, (path.name, answer.text)
            state = {**state, **answer.json()}
            if event["kind"] == "irregularity_reported" and answer.json()["ruling"] is not None:
                ruled.add(event["irregularity"]["kind"])
    reported_only = set(KINDS.values()) - _built_by_the_engine()
    assert reported_only - offered == set()
    shown = {"hand_not_tabled", "hand_miscalled", "show_out_of_order", "show_refused"}
    assert shown | {"button_misplaced", "level_changed", "wrong_bring_in", "wager_incorrect"} <= ruled


@pytest.mark.parametrize("rulebook", sorted(discover().rulebooks))
def test_a_heads_up_miscall_is_reported_before_the_muck_that_would_end_the_hand(client, rulebook):
    text = (SITUATIONS / "miscall-heads-up-holdem.phh").read_text().replace("'tda-2024'", f"'{rulebook}'")
    bare, events = _question_text(text)
    state = client.post("/api/v1/hands", json={"phh": bare}).json()
    assert "hand_miscalled" in _offered(client, state["id"])
    answer = client.post(f"/api/v1/hands/{state['id']}/events", json={"seq": state["seq"], "event": events[0]}).json()
    assert answer["ruling"]["citations"] and not answer["view"]["over"]
    if answer["expected"]["expect"] == "decision":
        answer = client.post(
            f"/api/v1/hands/{state['id']}/events",
            json={"seq": answer["seq"], "event": {"kind": "decision_made", "option": "cards_speak"}},
        ).json()
    mucked = {"kind": "hand_mucked", "seat": 2}
    final = client.post(f"/api/v1/hands/{state['id']}/events", json={"seq": answer["seq"], "event": mucked}).json()
    assert final["view"]["payouts"] == {"1": 600}


# -- remedies and wagers in words -------------------------------------------------------------------------------

AMOUNT = 1250
WRITTEN = {"en": "1,250", "es": "1.250", "it": "1.250"}


def _sample(struct: type) -> dict[str, typing.Any]:
    """A remedy of this kind with every field filled: seats 3, cards K♦, amounts 1,250."""
    info = mi.type_info(struct)
    assert isinstance(info, mi.StructType)
    values: dict[str, typing.Any] = {"kind": struct.__struct_config__.tag}
    for field in info.fields:
        kind = field.type.type if isinstance(field.type, mi.Metadata) else field.type
        if isinstance(kind, mi.UnionType):
            kind = next(t for t in kind.types if not isinstance(t, mi.NoneType))
        kind = kind.type if isinstance(kind, mi.Metadata) else kind
        if isinstance(kind, mi.IntType):
            values[field.name] = 3 if "seat" in field.name or field.name in ("dealer", "button") else AMOUNT
        elif isinstance(kind, mi.EnumType):
            values[field.name] = "Kd"
        elif isinstance(kind, mi.LiteralType):  # a wager taken as a raise: the reading with an amount
            values[field.name] = "bet_raise_to" if "bet_raise_to" in kind.values else kind.values[0]
        elif isinstance(kind, mi.StructType):  # a level's stakes
            values[field.name] = {"ante": AMOUNT, "small_bet": AMOUNT * 2, "big_bet": AMOUNT * 4}
        elif isinstance(kind, mi.BoolType):
            values[field.name] = True
    return msgspec.to_builtins(msgspec.convert(values, AnyRemedy))


@pytest.mark.parametrize("language", ["en", "es", "it"])
@pytest.mark.parametrize("remedy", typing.get_args(AnyRemedy), ids=lambda r: r.__struct_config__.tag)
def test_every_remedy_is_a_sentence_with_its_seats_and_amounts(language, remedy):
    data = _sample(remedy)
    (sentence,) = remedy_sentences([data], language)
    assert "_" not in sentence and "{" not in sentence and sentence[:1].isupper()
    for name, value in data.items():
        if name == "kind" or isinstance(value, bool):
            continue
        if value == AMOUNT:
            assert WRITTEN[language] in sentence, (name, sentence)
        elif value == 3 and name == "seat":
            assert "3" in sentence, sentence
    if language != "en":
        assert sentence != remedy_sentences([data], "en")[0]


@pytest.mark.parametrize("language", ["en", "es", "it"])
@pytest.mark.parametrize("reading", WAGER_READINGS)
def test_every_reading_of_a_wager_is_a_sentence_with_its_amounts(language, reading):
    taken = {"kind": "wager_stands_as", "seat": 4, "action": "bet_raise_to", "to": 11000}
    wager = {"seat": 4, "is": reading, "to": 11000, "returned": 1000, "adds": 100}
    sentence = " ".join(remedy_sentences([taken], language, wager))
    assert "_" not in sentence and "bet_raise_to" not in sentence
    written = {"en": ("11,000", "1,000", "100"), "es": ("11.000", "1.000", "100"), "it": ("11.000", "1.000", "100")}
    for amount in written[language][reading in ("fold", "check") :]:  # a fold or a check has no total
        assert amount in sentence, (reading, sentence)
    if language != "en":
        assert sentence != " ".join(remedy_sentences([taken], "en", wager))
