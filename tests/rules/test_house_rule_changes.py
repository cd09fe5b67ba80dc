"""A house plugin replaces or amends one rule of the rulebook in force by its ID, and every ruling says who gave it."""

import random

import msgspec
import pytest

import floorcall
from floorcall import (
    AnyEvent,
    CardDealt,
    DowncardExposed,
    Hand,
    HandStarted,
    PlaysAsUpcard,
    PluginLoadError,
    Ruling,
    RulingApplied,
    RulingKind,
    Stakes,
    Table,
)
from floorcall._app.record import hand_to_history
from floorcall._app.replay_extension import read_extension, recorded_events
from floorcall._app.simulate import new_hand, play
from floorcall.rulekit import amend_rule, replace_rule
from floorcall.testing import make_floor

STAKES = Stakes(ante=25, bring_in=25, small_bet=100, big_bet=200)


def keep_face_up(irregularity, hand):
    """A room that lets an exposed downcard simply play face up, with no face-down card to follow."""
    return Ruling(
        kind=RulingKind.CONTINUE,
        remedies=(PlaysAsUpcard(seat=irregularity.seat),),
        citations=("HOUSE:keep-up:1",),
        explanation="In this room an exposed downcard plays face up and nothing else changes.",
    )


class KeepUp:
    """House plugin: replaces TDA2024-RP10-A, and only that rule."""

    @floorcall.hookimpl
    def floorcall_register_rule_changes(self, register):
        register(replace_rule("TDA2024-RP10-A", keep_face_up))


class Louder:
    """House plugin: keeps RP10-A's ruling but adds its own rule to the citations."""

    @floorcall.hookimpl
    def floorcall_register_rule_changes(self, register):
        register(
            amend_rule(
                "TDA2024-RP10-A",
                lambda ruling, irregularity, hand: msgspec.structs.replace(
                    ruling, citations=(*ruling.citations, "HOUSE:louder:1")
                ),
            )
        )


class Typo:
    @floorcall.hookimpl
    def floorcall_register_rule_changes(self, register):
        register(replace_rule("TDA2024-RP10-Z", keep_face_up))


def _exposed_on_third(house=(), plugins=None):
    floor = make_floor(games=("stud",), rulebook="tda-2024", house=house, plugins=plugins or {})
    started = HandStarted(game="stud", table=Table.of([2000, 1500, 1800]), stakes=STAKES)
    hand = new_hand(floor, started, random.Random(7))
    due = hand.expected()
    ruling = hand.apply(CardDealt(seat=due.seat, card=hand.next_card, face_up=True))
    applied = [e for e in hand.events if isinstance(e, RulingApplied)]
    return ruling, applied[-1]


def test_hook_floorcall_register_rule_changes():
    book, book_event = _exposed_on_third()
    assert book.remedy_names == ("plays_as_upcard", "next_card_down")
    assert book_event.ruled_by == "tda-2024/TDA2024-RP10-A"

    mine, event = _exposed_on_third(house=("keep-up",), plugins={"keep-up": KeepUp()})
    assert mine.citations == ("HOUSE:keep-up:1",)
    assert mine.remedy_names == ("plays_as_upcard",)
    assert event.ruled_by == "keep-up/TDA2024-RP10-A"


def test_an_amendment_edits_the_books_ruling():
    ruling, event = _exposed_on_third(house=("louder",), plugins={"louder": Louder()})
    assert ruling.citations == ("TDA2024-RP10-A", "HOUSE:louder:1")
    assert ruling.remedy_names == ("plays_as_upcard", "next_card_down")
    assert event.ruled_by == "louder/TDA2024-RP10-A"


def test_the_first_house_plugin_listed_wins_a_rule_both_change():
    plugins = {"keep-up": KeepUp(), "louder": Louder()}
    first, _ = _exposed_on_third(house=("louder", "keep-up"), plugins=plugins)
    assert first.citations == ("TDA2024-RP10-A", "HOUSE:louder:1")
    other, _ = _exposed_on_third(house=("keep-up", "louder"), plugins=plugins)
    assert other.citations == ("HOUSE:keep-up:1",)


def test_a_change_is_inert_when_its_plugin_is_not_in_force():
    ruling, event = _exposed_on_third(plugins={"keep-up": KeepUp()})
    assert ruling.citations == ("TDA2024-RP10-A",) and event.ruled_by == "tda-2024/TDA2024-RP10-A"


def test_a_change_to_a_rule_no_rulebook_has_is_a_load_error_naming_the_plugin_and_the_rule():
    with pytest.raises(PluginLoadError, match=r"plugin typo: changes rule 'TDA2024-RP10-Z'"):
        make_floor(games=("stud",), rulebook="tda-2024", house=("typo",), plugins={"typo": Typo()})


def test_a_plain_house_hook_is_named_as_the_plugin():
    class Plain:
        @floorcall.hookimpl
        def floorcall_rule_irregularity(self, irregularity, hand):
            return keep_face_up(irregularity, hand) if isinstance(irregularity, DowncardExposed) else None

    ruling, event = _exposed_on_third(house=("plain",), plugins={"plain": Plain()})
    assert ruling.citations == ("HOUSE:keep-up:1",) and event.ruled_by == "plain"


def test_ruled_by_round_trips_through_the_log_and_logs_without_it_still_read():
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    started = HandStarted(game="stud", table=Table.of([2000, 1500, 1800]), stakes=STAKES)
    hand = new_hand(floor, started, random.Random(7))
    due = hand.expected()
    hand.apply(CardDealt(seat=due.seat, card=hand.next_card, face_up=True))
    wire = msgspec.json.encode(hand.events)
    events = msgspec.json.decode(wire, type=list[AnyEvent])
    again = Hand.from_events(floor, events)
    assert again.events == hand.events
    assert [e.ruled_by for e in again.events if isinstance(e, RulingApplied)] == ["tda-2024/TDA2024-RP10-A"]
    old = msgspec.json.decode(wire)
    for event in old:
        event.pop("ruled_by", None)
    older = msgspec.json.decode(msgspec.json.encode(old), type=list[AnyEvent])
    assert [e.ruled_by for e in older if isinstance(e, RulingApplied)] == [None]
    assert Hand.from_events(floor, older).stacks == hand.stacks


def test_a_hand_history_written_by_floorcall_names_who_ruled_and_reads_back():
    floor = make_floor(games=("stud",), rulebook="tda-2024", house=("keep-up",), plugins={"keep-up": KeepUp()})
    started = HandStarted(game="stud", table=Table.of([2000, 1500, 1800]), stakes=STAKES)
    hand = new_hand(floor, started, random.Random(7))
    due = hand.expected()
    hand.apply(CardDealt(seat=due.seat, card=hand.next_card, face_up=True))
    play(hand, random.Random(7))
    history = hand_to_history([hand], "F7S")
    extension = read_extension(history)
    assert [e.get("ruled_by") for e in extension.events] == ["keep-up/TDA2024-RP10-A"]
    recorded = recorded_events(extension, len(history.actions))
    assert [r.ruled_by for r in recorded] == ["keep-up/TDA2024-RP10-A"]
    assert isinstance(recorded[0].event, CardDealt) and recorded[0].ruling.citations == ("HOUSE:keep-up:1",)
    del extension.events[0]["ruled_by"]  # a file written before floorcall recorded it
    assert recorded_events(extension, len(history.actions))[0].ruled_by is None
