"""Situations: a hand so far (a PHH file) plus what happened next, for ``floorcall rule`` and ``floorcall next``.

A situation file is a hand history whose ``_floorcall`` table names the rulebook, the house option values, the table
(dealer, button, absent, penalty and looked seats) and, under ``events``, the deviating events or reports. ``rule``
plays the hand to that point, applies the events and answers with the ruling and the hand as it stands after it;
``next`` answers with what the hand expects next.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import msgspec

from floorcall._app.phh import FrozenTable, HandHistory, freeze, load, loads, thaw
from floorcall._app.phh.codec import loads_one_of_many
from floorcall._app.record import plain
from floorcall._app.replay import Replayer
from floorcall._app.replay_extension import house_values, read_extension
from floorcall._engine.hand import Hand
from floorcall._plugins import Catalog, Selection
from floorcall.errors import HandHistoryError, NothingToRuleOnError
from floorcall.i18n import Translator, message_json, translator
from floorcall.model.events import IrregularityReported, RulingApplied
from floorcall.model.expectations import (
    AnyExpectation,
    ExpectAction,
    ExpectDeal,
    ExpectDecision,
    ExpectDraw,
    ExpectShowdown,
    HandOver,
)
from floorcall.model.procedure import OptionValue
from floorcall.model.remedies import WagerStandsAs
from floorcall.model.rulings import Ruling
from floorcall.model.wagers import WagerReading

__all__ = [
    "SituationReader",
    "expectation_answer",
    "next_answer",
    "open_situation",
    "open_situation_text",
    "rule_answer",
    "ruling_answer",
    "wager_taken",
]


def _with_house(history: HandHistory, selection: Selection | None, source: str) -> Selection | None:
    """The config's selection, with the situation's own house values on top (they win)."""
    if selection is None:
        return None
    try:
        extension = read_extension(history)
    except HandHistoryError as exc:
        raise HandHistoryError.within(source, exc) from None
    options: dict[str, OptionValue] = {**selection.options, **house_values(extension)}
    return msgspec.structs.replace(selection, options=options)


def open_situation(path: Path, catalog: Catalog, selection: Selection | None = None) -> tuple[Hand, list[Any]]:
    """Read a situation and play its hand to the point where the question is asked.

    :param path: the situation file.
    :param catalog: the installed plugins.
    :param selection: a config's selection (``--config``); the situation's house values override its options.
    :returns: the hand, and the events still to apply.
    :raises HandHistoryError: the file cannot be read, or its hand cannot be played to that point.
    """
    return _build(load(path), str(path), catalog, selection)


def open_situation_text(
    text: str,
    source: str,
    catalog: Catalog,
    selection: Selection | None = None,
    house: Mapping[str, OptionValue] | None = None,
) -> tuple[Hand, list[Any]]:
    """As :func:`open_situation`, for a situation's text (the HTTP API's ``phh`` field).

    :param text: the situation (PHH with ``_floorcall``).
    :param source: what to call it in error messages.
    :param house: house option values put over the situation's own ``_floorcall.house`` values (they win).
    :raises HandHistoryError: the text cannot be read, or its hand cannot be played to that point.
    """
    return SituationReader(catalog).open_text(text, source, selection, house)


class SituationReader:
    """Reads situation texts one after the other (a server's requests), building each selection's managers once.

    Building the plugin managers costs more than playing a situation, so a reader keeps one replayer per distinct
    selection, and each replayer keeps its managers.

    :param catalog: the installed plugins.
    """

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self._replayers: dict[bytes, Replayer] = {}

    def open_text(
        self,
        text: str,
        source: str,
        selection: Selection | None = None,
        house: Mapping[str, OptionValue] | None = None,
        hand: str | None = None,
    ) -> tuple[Hand, list[Any]]:
        """As :func:`open_situation_text`; ``hand``, the key of the hand to open when ``text`` is a ``.phhs`` document.

        :raises HandHistoryError: as there, or the document holds no hand ``hand`` (the message names it).
        """
        history = loads(text, source) if hand is None else loads_one_of_many(text, source, hand)
        if house:
            history = _house_over(history, house)
        chosen = _with_house(history, selection, source)
        key = msgspec.json.encode(chosen)
        replayer = self._replayers.get(key)
        if replayer is None:
            replayer = self._replayers.setdefault(key, Replayer(self.catalog, chosen))
        return replayer.build(history, source)


def _house_over(history: HandHistory, house: Mapping[str, OptionValue]) -> HandHistory:
    fields = thaw(history.user_fields)
    assert isinstance(fields, dict)
    table = fields.get("_floorcall")
    table = dict(table) if isinstance(table, dict) else {}
    own = table.get("house")
    table["house"] = {**(own if isinstance(own, dict) else {}), **house}
    fields["_floorcall"] = table
    frozen = freeze(fields)
    assert isinstance(frozen, FrozenTable)
    return msgspec.structs.replace(history, user_fields=frozen)


def _build(history: HandHistory, source: str, catalog: Catalog, selection: Selection | None) -> tuple[Hand, list[Any]]:
    replayer = Replayer(catalog, _with_house(history, selection, source))
    return replayer.build(history, source)


def _betting(expectation: AnyExpectation) -> dict[str, Any]:
    if not isinstance(expectation, ExpectAction):
        return {}
    options = expectation.options
    answer: dict[str, Any] = {"to_call": options.call}
    if options.bet_to:
        answer["legal_bets"] = list(options.bet_to)
    elif options.min_to is not None:
        answer["bet_range"] = [options.min_to, options.max_to]
        answer["legal_bets"] = []
    else:
        answer["legal_bets"] = []
    if options.bring_in is not None:
        answer["bring_in_amount"] = options.bring_in
    return answer


def _state(hand: Hand) -> dict[str, Any]:
    expectation = hand.expected()
    state: dict[str, Any] = {}
    dead = sorted(s for s, h in hand.seats.items() if h.dead)
    if dead:
        state["dead_seats"] = dead
    if hand.bring_in_seat is not None:
        state["bring_in"] = hand.bring_in_seat
    if isinstance(expectation, ExpectAction):
        state["first_to_act"] = expectation.seat
    state.update(_betting(expectation))
    return state


def _last_detection(events: list[Any]) -> RulingApplied | None:
    """The ruling on the last irregularity the engine detected itself in the log, if any."""
    for found, ruled in zip(reversed(events[:-1]), reversed(events[1:]), strict=True):
        if isinstance(found, IrregularityReported) and found.detected and isinstance(ruled, RulingApplied):
            return ruled
    return None


def rule_answer(hand: Hand, events: list[Any], t: Translator | None = None) -> dict[str, Any]:
    """Apply a situation's events and describe the last ruling and the hand after it.

    :param t: the language of the ``explanation`` (English when None); every other value is an identifier.
    :returns: ``kind``, ``citations``, ``remedies`` (names), ``remedy_details``, ``explanation``, ``message``
        (``{"id", "params"}``, None for a plain-text explanation), ``options``, ``ruled_by`` (the plugin that
        answered, with the rulebook's rule ID: ``tda-2024/TDA2024-RP10-A``), ``edition`` (the rulebook in force's
        ``rulebook``, ``version`` and ``issued`` date, when it declares them), and as they apply ``wager`` (for a
        wager: ``seat``, ``is`` (check, call, bring-in, bet, raise, completion, all-in, fold), ``to``, the total, and
        ``returned``, the chips put out that go back to his stack, and, when he is held to more than
        his chips make, ``adds``, the chips he adds from his stack),
        ``dead_seats``, ``first_to_act``, ``bring_in``,
        ``legal_bets``, ``to_call``.

    The last ruling is the one on the last irregular event, or on what the engine detected itself while applying the
    events (a short stub, a seat on penalty, a wrong card count once the deal is complete), whichever came last;
    when the situation has no irregular event of its own, the ruling on the last irregularity the engine detected
    while playing the hand's actions.

    :raises NoRulingError: no plugin rules on the irregularity; its :class:`~floorcall.errors.NothingToRuleOnError`
        when no event was irregular and the engine detected nothing.
    """
    t = t or translator()
    size = len(hand.events)
    for event in events:
        hand.apply(event)
    # the last ruling of the situation, whether on one of its events or on what the engine detected in applying them
    record = next((e for e in reversed(hand.events[size:]) if isinstance(e, RulingApplied)), None)
    if record is None:  # no event of its own: what the engine detected playing the hand's actions, if anything
        record = _last_detection(hand.events)
    if record is None:
        raise NothingToRuleOnError
    ruling: Ruling = record.ruling
    return ruling_answer(hand, ruling, t)


def ruling_answer(hand: Hand, ruling: Ruling, t: Translator | None = None) -> dict[str, Any]:
    """A ruling and the hand after it, as ``floorcall rule --json`` prints them (keys as :func:`rule_answer`).

    :param t: the language of the ``explanation`` (English when None).
    """
    t = t or translator()
    return {
        "kind": ruling.kind.value,
        "citations": list(ruling.citations),
        "remedies": list(ruling.remedy_names),
        "remedy_details": plain(ruling.remedies),
        "explanation": t.explanation(ruling),
        "message": message_json(ruling.message),
        "options": [o.name for o in ruling.options],
        "ruled_by": _ruled_by(hand, ruling),
        **_edition(hand),
        **_wager(hand, ruling),
        **_state(hand),
    }


def _edition(hand: Hand) -> dict[str, Any]:
    """The edition of the rulebook in force, beside its ruling: ``rulebook``, ``version`` and ``issued`` (ISO date).

    Nothing when no rulebook is in force or it declares neither a version nor a date.
    """
    book = hand.floor.rulebook
    if book is None or not (book.version or book.issued):
        return {}
    return {"edition": {"rulebook": book.name, "version": book.version, "issued": book.issued}}


def _wager(hand: Hand, ruling: Ruling) -> dict[str, Any]:
    """What an unclear or incorrect wager is, as ruled: the seat, what it is, its total and the chips given back."""
    taken = next((r for r in ruling.remedies if isinstance(r, WagerStandsAs)), None)
    record = next((e for e in reversed(hand.events) if isinstance(e, RulingApplied)), None)
    reading = getattr(record.irregularity, "reading", None) if record is not None else None
    if taken is None or not isinstance(reading, WagerReading):
        return {}
    return {"wager": wager_taken(taken, reading)}


def wager_taken(taken: WagerStandsAs, reading: WagerReading) -> dict[str, Any]:
    """A wager as ruled (``taken``) read against what the player did (``reading``).

    :returns: ``seat``; ``is`` (check, call, bring-in, bet, raise, completion, all-in, fold); ``to``, its total in
        chips; ``returned``, the chips he put out that go back to his stack; and, when he is held to more than his
        chips make, ``adds``, the chips he adds from his stack.
    """
    if taken.action == "check_call":
        what = "check" if taken.to <= reading.in_front else "call"
    elif taken.action != "bet_raise_to":
        what = taken.action.replace("_", "-")
    elif taken.to == reading.all_in_to:
        what = "all-in"
    else:
        what = "completion" if reading.completes else "bet" if reading.facing == 0 else "raise"
    moved = max(taken.to - reading.in_front, 0) if taken.action != "fold" else 0
    wager: dict[str, Any] = {
        "seat": taken.seat,
        "is": what,
        "to": taken.to,
        "returned": max(reading.put_forward - moved, 0),
    }
    if moved > reading.put_forward:  # held to more than his chips make: he adds the rest from his stack
        wager["adds"] = moved - reading.put_forward
    return wager


def _ruled_by(hand: Hand, ruling: Ruling) -> str | None:
    """Who gave ``ruling`` (``RulingApplied.ruled_by`` of its own record), or None when the log does not say.

    Not simply the last record: the engine may log a finding of its own, with its ruling, in the same step (a player
    away found as the deal completes).
    """
    applied = [e for e in reversed(hand.events) if isinstance(e, RulingApplied)]
    mine = next((e for e in applied if e.ruling is ruling), None)
    if mine is None:
        mine = next((e for e in applied if e.ruling == ruling), None)
    return mine.ruled_by if mine is not None else None


def next_answer(hand: Hand, events: list[Any]) -> dict[str, Any]:
    """Apply a situation's events, then describe what the hand expects next.

    :returns: ``expect`` (``deal``, ``burn``, ``board``, ``action``, ``draw``, ``showdown``, ``decision``, ``over``)
        and, as they apply, ``seat`` (dealt to, drawing, or deciding), ``seats`` (to show down), ``first_to_show``
        (at a showdown nobody is all in for, the seat due to table first), ``face_up``,
        ``deal_down`` (seats still due a face-down card this street), ``options``, ``legal_bets``, ``to_call``,
        ``bet_range``, ``bring_in``, ``first_to_act``.
    """
    for event in events:
        hand.apply(event)
    return expectation_answer(hand)


def expectation_answer(hand: Hand) -> dict[str, Any]:
    """What the hand expects next, as ``floorcall next --json`` prints it (keys as :func:`next_answer`)."""
    expectation = hand.expected()
    answer: dict[str, Any] = {"expect": expectation.__struct_config__.tag}
    if isinstance(expectation, ExpectDeal):
        answer["seat"] = expectation.seat
        answer["face_up"] = expectation.face_up
    elif isinstance(expectation, ExpectDraw | ExpectDecision) and expectation.seat is not None:
        answer["seat"] = expectation.seat  # who draws, or whose option the pending decision is
    elif isinstance(expectation, ExpectShowdown):
        answer["seats"] = list(expectation.seats)
        if expectation.first is not None:
            answer["first_to_show"] = expectation.first
    due = hand.cursor.queue[hand.cursor.pos :] if not isinstance(expectation, HandOver) else []
    down = [seat for seat, face_up in due if not (face_up and not hand.seats[seat].next_down)]
    if down:
        answer["deal_down"] = down
    if hasattr(expectation, "options"):
        answer["options"] = plain(expectation.options)
    answer.update(_state(hand))
    return answer
