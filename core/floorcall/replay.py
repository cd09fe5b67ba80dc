"""Replaying hand histories: every action checked at its turn, the final stacks checked against the record.

A PHH file becomes a :class:`~floorcall.hand.Hand`: players p1..pN sit at the seats of the ``seats`` field (or seats
1..N), burns are implicit (PHH does not record them), and every show and muck is reported. In games dealt from the
button (``DealStart.BUTTON_LEFT``) the button is pN's seat: p1 is the first seat after it, so p1 posts the first blind
and is dealt first, and heads-up pN (p2) is the button who posts the small blind, which is PHH's reversal of the blinds
and antes for two players. Blinds keep their places: a zero before a later blind is a seat that posts nothing.

The rules are, in order: a selection passed in (``--config``), the rulebook and house options of the file's
``_floorcall`` table, else the PHH reference conventions that the game plugin declares (``GameSpec.phh_defaults``).
A hand matches when every action applies without an irregularity the file does not record, the hand ends, and the
final stacks equal ``finishing_stacks`` when the file has them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Any, Final, Literal

import msgspec

from floorcall.cards import Card
from floorcall.errors import FloorcallError, HandHistoryError
from floorcall.hand import Hand
from floorcall.model.events import (
    AnyEvent,
    BetOrRaisedTo,
    BoardCardDealt,
    BringInPosted,
    CardDealt,
    CheckedOrCalled,
    Discarded,
    DowncardsLooked,
    Folded,
    HandMucked,
    HandShown,
    HandStarted,
    IrregularityReported,
    RulingApplied,
)
from floorcall.model.expectations import ExpectDeal, HandOutcome, HandOver
from floorcall.model.procedure import DealStart, GameSpec, OptionValue, Stakes
from floorcall.model.rulings import Ruling
from floorcall.phh import (
    AnyPhhAction,
    CheckOrCall,
    CompleteBetOrRaiseTo,
    DealBoard,
    DealHole,
    Fold,
    HandHistory,
    NoOp,
    PostBringIn,
    ShowOrMuck,
    StandPatOrDiscard,
    load,
    thaw,
)
from floorcall.plugins import Catalog, Floor, Selection
from floorcall.table import SeatSetup, Table

__all__ = ["ReplayOutcome", "Replayer", "phh_files"]

#: The stack given to a player whose starting stack a hand history leaves unknown (``inf``).
UNKNOWN_STACK = 10**15

Status = Literal["matched", "failed", "skipped"]


class ReplayOutcome(msgspec.Struct, frozen=True, kw_only=True):
    """What replaying one file gave.

    :param path: the file.
    :param status: matched, failed, or skipped (its variant is not installed).
    :param action: the index of the action where it failed (None when it failed elsewhere or did not fail).
    :param reason: why it failed or was skipped.
    :param variant: the file's PHH variant code, when it could be read.
    :param game: the floorcall game that replayed it.
    """

    path: str
    status: Status
    action: int | None = None
    reason: str = ""
    variant: str | None = None
    game: str | None = None


class _Recorded(msgspec.Struct, frozen=True, kw_only=True):
    """One entry of ``_floorcall.events``: an event that is not a PHH action, where it happened, and its ruling."""

    at: int
    event: AnyEvent
    ruling: Ruling | None = None


def _extension(history: HandHistory) -> dict[str, Any]:
    table = history.user_fields.get("_floorcall")
    data = thaw(table) if table is not None else {}
    return data if isinstance(data, dict) else {}


def _recorded(extension: Mapping[str, Any], end: int) -> list[_Recorded]:
    """The extension's events; an entry without ``at`` happened after the last action (``end``)."""
    entries = []
    for index, raw in enumerate(extension.get("events", ())):
        try:
            fields = {k: v for k, v in raw.items() if k not in ("at", "ruling")}
            entries.append(
                _Recorded(
                    at=int(raw.get("at", end)),
                    event=msgspec.convert(fields, AnyEvent),
                    ruling=msgspec.convert(raw["ruling"], Ruling) if "ruling" in raw else None,
                )
            )
        except (msgspec.ValidationError, KeyError, TypeError, ValueError) as exc:
            raise HandHistoryError(f"_floorcall.events[{index}]: {exc}") from exc
    return entries


def _misdealt_logs(extension: Mapping[str, Any]) -> list[list[AnyEvent]]:
    logs = []
    for index, deal in enumerate(extension.get("misdeals", ())):
        try:
            logs.append(msgspec.convert(deal["events"], list[AnyEvent]))
        except (msgspec.ValidationError, KeyError, TypeError) as exc:
            raise HandHistoryError(f"_floorcall.misdeals[{index}]: {exc}") from exc
    return logs


def _same_ruling(got: Ruling, recorded: Ruling) -> bool:
    return (got.kind, got.remedies, got.citations, got.options) == (
        recorded.kind,
        recorded.remedies,
        recorded.citations,
        recorded.options,
    )


class _Failure(Exception):
    def __init__(self, action: int | None, reason: str) -> None:
        super().__init__(reason)
        self.action = action
        self.reason = reason


@dataclass
class Replayer:
    """Replays hand histories against the installed plugins, caching one manager per distinct selection.

    :param catalog: the installed plugins.
    :param selection: rules to replay under (a config's); None to take them from each file.
    """

    catalog: Catalog
    selection: Selection | None = None
    _floors: dict[bytes, Floor] = field(default_factory=dict)
    _game_floors: dict[str, Floor] = field(default_factory=dict)

    def replay_path(self, path: Path) -> ReplayOutcome:
        """Read and replay one file; a file that cannot be read counts as failed."""
        try:
            history = load(path)
        except HandHistoryError as exc:
            return ReplayOutcome(path=str(path), status="failed", reason=str(exc))
        return self.replay(history, str(path))

    def replay(self, history: HandHistory, source: str) -> ReplayOutcome:
        """Replay one parsed hand history.

        :param history: the hand.
        :param source: the file name, for the outcome.
        :returns: matched, failed (with the action index and reason) or skipped.
        """
        found = self.catalog.by_phh_code(history.variant)
        if found is None:
            reason = f"variant {history.variant} is not installed"
            return ReplayOutcome(path=source, status="skipped", reason=reason, variant=history.variant)
        game = found[1]
        base = ReplayOutcome(path=source, status="matched", variant=history.variant, game=game.name)
        try:
            extension = _extension(history)
            hand = self._start(history, game, extension)
            recorded = _recorded(extension, len(history.actions))
            self._play(hand, history, recorded)
            _check_detections(hand, recorded)
            self._check_end(hand, history)
        except _Failure as failure:
            return msgspec.structs.replace(base, status="failed", action=failure.action, reason=failure.reason)
        except FloorcallError as exc:
            return msgspec.structs.replace(base, status="failed", reason=str(exc))
        return base

    def build(self, history: HandHistory, source: str) -> tuple[Hand, list[AnyEvent]]:
        """Set a situation up: the hand with every action played (each checked), not necessarily finished.

        :param history: a hand history whose ``_floorcall`` table may name the rulebook, house options, the table
            (dealer, button, absent, penalty and looked seats) and the events that happened next.
        :param source: the file name, for messages.
        :returns: the hand, and the extension's events that come after the last action (the situation's question),
            not yet applied.
        :raises HandHistoryError: the variant is not installed, or the extension is malformed.
        :raises FloorcallError: an action does not apply (the message names its index).
        """
        found = self.catalog.by_phh_code(history.variant)
        if found is None:
            installed = ", ".join(sorted(g.phh_code or g.name for _, g in self.catalog.games.values()))
            raise HandHistoryError(f"{source}: variant {history.variant} is not installed (installed: {installed})")
        extension = _extension(history)
        entries = _recorded(extension, len(history.actions))
        hand = self._start(history, found[1], extension)
        try:
            self._play(hand, history, [e for e in entries if e.at < len(history.actions)])
            for seat in extension.get("table", {}).get("looked", ()):
                hand.apply(DowncardsLooked(seat=seat))
        except _Failure as failure:
            where = f"actions[{failure.action}]: " if failure.action is not None else ""
            raise HandHistoryError(f"{source}: {where}{failure.reason}") from failure
        return hand, [e.event for e in entries if e.at >= len(history.actions)]

    # -- setting the hand up --------------------------------------------------------------------------------------

    def _floor(self, game: GameSpec, extension: Mapping[str, Any]) -> Floor:
        """The manager for a file's rules, made once per distinct selection.

        Only a file that names its own rulebook or house options can differ from the others of its game; for the
        rest the selection depends on the game alone, so their manager is found by the game's name.
        """
        by_game = self.selection is not None or not ("rulebook" in extension or "house" in extension)
        floor = self._game_floors.get(game.name) if by_game else None
        if floor is None:
            selection = self._selection(game, extension)
            key = msgspec.json.encode(selection)
            floor = self._floors.get(key)
            if floor is None:
                floor = self._floors[key] = Floor(self.catalog, selection)
            if by_game:
                self._game_floors[game.name] = floor
        return floor

    def _selection(self, game: GameSpec, data: Mapping[str, Any]) -> Selection:
        if self.selection is not None:
            return msgspec.structs.replace(self.selection, games=(game.name,))
        if "rulebook" in data or "house" in data:
            house = data.get("house", {})
            options: dict[str, OptionValue] = (
                {str(k): v for k, v in house.items() if isinstance(v, bool | int | str)}
                if isinstance(house, Mapping)
                else {}
            )
            rulebook = data.get("rulebook")
            return Selection(games=(game.name,), rulebook=str(rulebook) if rulebook else None, options=options)
        return Selection(games=(game.name,), options={d.option: d.value for d in game.phh_defaults})

    def _start(self, history: HandHistory, game: GameSpec, extension: Mapping[str, Any]) -> Hand:
        floor = self._floor(game, extension)
        seats = history.seats or tuple(range(1, len(history.starting_stacks) + 1))
        layout = extension.get("table", {})
        button = layout.get("button", seats[-1] if game.deal_start is DealStart.BUTTON_LEFT else None)
        table = Table(
            seats=tuple(
                SeatSetup(
                    seat=seat,
                    stack=UNKNOWN_STACK if stack is None else stack,
                    present=seat not in layout.get("absent", ()),
                    penalty=seat in layout.get("penalty", ()),
                )
                for seat, stack in zip(seats, history.starting_stacks, strict=True)
            ),
            button=button,
            dealer=layout.get("dealer", "house"),
        )
        misdeals = _misdealt_logs(extension)
        started = HandStarted(
            game=game.name,
            table=table,
            stakes=_stakes(history),
            # a file with floorcall's own data records its irregularities; a plain one only says how it was dealt
            rulebook=floor.selection.rulebook if extension else None,
            burns_recorded=False,
            showdown_reported=any(issubclass(kind, ShowOrMuck) for kind in set(map(type, history.actions))),
            redeal=bool(misdeals),
            hand_number=history.hand if isinstance(history.hand, int) else 1,
        )
        self._seats = seats
        for number, log in enumerate(misdeals):
            self._misdeal(floor, msgspec.structs.replace(started, redeal=number > 0, burns_recorded=True), log)
        return Hand(floor, started)

    def _misdeal(self, floor: Floor, started: HandStarted, log: list[AnyEvent]) -> None:
        """Replay a misdealt deal of the hand, ruling again on each irregularity; it must end in a misdeal."""
        hand = Hand(floor, started)
        for index, event in enumerate(log):
            if isinstance(event, RulingApplied):
                continue
            recorded = log[index + 1] if index + 1 < len(log) else None
            got = hand.apply(event)
            if isinstance(recorded, RulingApplied) and (got is None or not _same_ruling(got, recorded.ruling)):
                raise _Failure(None, f"misdealt deal, event {index}: the ruling differs from the recorded one")
        if hand.outcome is not HandOutcome.MISDEAL:
            raise _Failure(None, "a recorded misdealt deal did not end in a misdeal")

    # -- playing the actions --------------------------------------------------------------------------------------

    def _play(self, hand: Hand, history: HandHistory, recorded: list[_Recorded]) -> None:
        actions = history.actions
        seats = self._seats
        due = _by_action(recorded)
        holes = _HoleCards()
        apply, builders = hand.apply, _BUILDERS  # looked up once: this loop runs for every action of every file
        for index, action in enumerate(actions):
            try:
                if index in due:
                    _apply_recorded(hand, due[index], index)
                if isinstance(action, DealHole):
                    holes.add(seats[action.player - 1], action.cards, index)
                    following = index + 1
                    if following < len(actions) and isinstance(actions[following], DealHole) and following not in due:
                        continue  # the next action deals hole cards too: the engine is asked once for both
                    holes.deal(hand)
                    continue
                if holes.count:
                    holes.require_dealt(index)
                build = builders.get(type(action)) or _builder(action)
                for event in build(action, seats, hand):
                    ruling = apply(event)
                    if ruling is not None:
                        tag = _irregularity_tag(hand)
                        raise _Failure(index, f"irregularity not recorded in the file: {tag} ({ruling.kind.value})")
            except FloorcallError as exc:
                raise _Failure(index, str(exc)) from exc
        holes.require_dealt(len(actions))
        try:
            _apply_recorded(hand, due.get(len(actions), []), len(actions))
        except FloorcallError as exc:
            raise _Failure(len(actions), str(exc)) from exc

    def _check_end(self, hand: Hand, history: HandHistory) -> None:
        if history.finishing_stacks is None:
            return
        if not isinstance(hand.expected(), HandOver):
            raise _Failure(None, f"the hand did not end: it still expects {_describe(hand.expected())}")
        final = hand.stacks
        for number, (seat, expected) in enumerate(zip(self._seats, history.finishing_stacks, strict=True), start=1):
            start = history.starting_stacks[number - 1]
            got = final.get(seat, UNKNOWN_STACK if start is None else start)
            if start is None:
                continue
            if got != expected:
                stacks = [final.get(s, 0) for s in self._seats]
                raise _Failure(None, f"finishing stack of p{number} is {got}, the file says {expected} ({stacks})")


def _by_action(recorded: list[_Recorded]) -> dict[int, list[_Recorded]]:
    """The extension's events to apply, by the index of the action they come before (``len(actions)``: after all).

    Irregularities the engine detected itself (``detected = true``) are left out: the replaying engine detects them
    again, and :func:`_check_detections` compares its rulings with the recorded ones.
    """
    due: dict[int, list[_Recorded]] = {}
    for entry in recorded:
        if not _is_detected(entry.event):
            due.setdefault(entry.at, []).append(entry)
    return due


def _apply_recorded(hand: Hand, entries: list[_Recorded], index: int) -> None:
    """Apply the extension's events recorded at action ``index`` in order; each must get exactly its recorded ruling."""
    for entry in entries:
        got = hand.apply(entry.event)
        if entry.ruling is None and got is not None:
            raise _Failure(index, f"{entry.event.__struct_config__.tag} was ruled on, the file records no ruling")
        if entry.ruling is not None and (got is None or not _same_ruling(got, entry.ruling)):
            found = "no ruling" if got is None else f"{got.kind.value} ({', '.join(got.citations)})"
            want = f"{entry.ruling.kind.value} ({', '.join(entry.ruling.citations)})"
            raise _Failure(index, f"{entry.event.__struct_config__.tag}: ruled {found}, the file records {want}")


def _is_detected(event: AnyEvent) -> bool:
    return isinstance(event, IrregularityReported) and event.detected


def _check_detections(hand: Hand, recorded: list[_Recorded]) -> None:
    """The irregularities the engine detected while replaying must be those recorded, with the same rulings."""
    events = hand.events
    found = (
        [
            (event.irregularity, following.ruling)
            for event, following in pairwise(events)
            if isinstance(event, IrregularityReported) and event.detected and isinstance(following, RulingApplied)
        ]
        if any(issubclass(kind, IrregularityReported) for kind in set(map(type, events)))
        else []
    )
    wanted = [
        (entry.event.irregularity, entry.ruling)
        for entry in recorded
        if isinstance(entry.event, IrregularityReported) and entry.event.detected
    ]
    if len(found) != len(wanted):
        raise _Failure(None, f"the engine detected {len(found)} irregularities, the file records {len(wanted)}")
    for (irregularity, ruling), (want_irregularity, want_ruling) in zip(found, wanted, strict=True):
        if irregularity != want_irregularity or want_ruling is None or not _same_ruling(ruling, want_ruling):
            tag = irregularity.__struct_config__.tag
            raise _Failure(None, f"detected {tag}: the ruling differs from the recorded one")


def _irregularity_tag(hand: Hand) -> str:
    record = hand.events[-1]
    irregularity = getattr(record, "irregularity", None)
    return str(irregularity.__struct_config__.tag) if irregularity is not None else "unknown"


class _HoleCards:
    """Hole cards read from the file and not dealt yet, by seat, each with the index of the action that gave it.

    A PHH file gives a player's cards of a round in one action, the engine deals them one at a time around the table,
    so the cards wait here until the engine asks for them.
    """

    __slots__ = ("by_seat", "count")

    def __init__(self) -> None:
        self.by_seat: dict[int, list[tuple[Card, int]]] = {}
        self.count = 0

    def add(self, seat: int, cards: tuple[Card, ...], index: int) -> None:
        self.by_seat.setdefault(seat, []).extend([(card, index) for card in cards])
        self.count += len(cards)

    def deal(self, hand: Hand) -> None:
        """Deal waiting cards in the order the engine asks for them, until it asks for one that is not here.

        A failure names the action by which the card could first be dealt: the latest action whose cards were dealt
        so far in this call (the calls come after each run of hole-card actions, so that is where dealing one action
        at a time would have failed).
        """
        reached = -1
        by_seat, ask, apply = self.by_seat, hand.expected, hand.apply
        while self.count:
            expected = ask()
            if not isinstance(expected, ExpectDeal):
                return
            waiting = by_seat.get(expected.seat)
            if not waiting:
                return
            card, index = waiting.pop(0)
            self.count -= 1
            if index > reached:
                reached = index
            try:
                ruling = apply(CardDealt(seat=expected.seat, card=card, face_up=expected.face_up))
            except FloorcallError as exc:
                raise _Failure(reached, str(exc)) from exc
            if ruling is not None:
                raise _Failure(reached, f"irregular deal: {ruling.kind.value} ({', '.join(ruling.citations)})")

    def require_dealt(self, index: int) -> None:
        """Fail at action ``index`` when cards are still waiting: the file dealt them before the engine could."""
        if self.count:
            seats = ", ".join(f"seat {seat}" for seat, waiting in self.by_seat.items() if waiting)
            raise _Failure(index, f"cards dealt to {seats} were not due at that point")


_Build = Callable[[Any, tuple[int, ...], Hand], tuple[AnyEvent, ...]]


def _show_or_muck(action: ShowOrMuck, seats: tuple[int, ...], hand: Hand) -> tuple[AnyEvent, ...]:
    seat = seats[action.player - 1]
    if action.mucks:
        return (HandMucked(seat=seat),)
    cards = tuple(hand.seats[seat].cards) if action.known and seat in hand.seats else action.cards
    return (HandShown(seat=seat, cards=cards),)


#: The engine events of each kind of PHH action (``seats`` maps p1..pN to seats), as a table for the hot loop.
_BUILDERS: Final[dict[type, _Build]] = {
    CheckOrCall: lambda action, seats, hand: (CheckedOrCalled(seat=seats[action.player - 1]),),
    CompleteBetOrRaiseTo: lambda action, seats, hand: (
        BetOrRaisedTo(seat=seats[action.player - 1], amount=action.amount),
    ),
    Fold: lambda action, seats, hand: (Folded(seat=seats[action.player - 1]),),
    PostBringIn: lambda action, seats, hand: (BringInPosted(seat=seats[action.player - 1]),),
    StandPatOrDiscard: lambda action, seats, hand: (Discarded(seat=seats[action.player - 1], cards=action.cards),),
    ShowOrMuck: _show_or_muck,
    DealBoard: lambda action, seats, hand: tuple(BoardCardDealt(card=card) for card in action.cards),
    NoOp: lambda action, seats, hand: (),
}


def _builder(action: AnyPhhAction) -> _Build:
    """The builder of an action whose type is not in the table (a subclass): that of its nearest listed base."""
    for kind, build in _BUILDERS.items():
        if isinstance(action, kind):
            return build
    raise FloorcallError(f"{type(action).__name__} actions are not replayed yet")


def _stakes(history: HandHistory) -> Stakes:
    antes = [a for a in history.antes if a]
    ante = 0
    big_blind_ante = 0
    if antes:
        if len(antes) == len(history.antes) and len(set(antes)) == 1 and history.ante_trimming_status:
            ante = antes[0]
        elif len(antes) == 1 and history.blinds_or_straddles and not history.ante_trimming_status:
            big_blind_ante = antes[0]
        else:
            raise HandHistoryError(f"antes {list(history.antes)} are not a structure floorcall plays")
    blinds = _posted_in_order(history.blinds_or_straddles or ())
    small = history.small_bet or history.min_bet
    if small is None:
        raise HandHistoryError("the hand has neither small_bet nor min_bet")
    return Stakes(
        ante=ante,
        bring_in=history.bring_in,
        small_bet=small,
        big_bet=history.big_bet,
        blinds=blinds,
        big_blind_ante=big_blind_ante,
    )


def _posted_in_order(amounts: Iterable[int]) -> tuple[int, ...]:
    """The blinds and straddles in posting order up to the last one posted; a zero before it keeps its seat's place."""
    posted = list(amounts)
    while posted and not posted[-1]:
        posted.pop()
    return tuple(posted)


def _describe(expectation: object) -> str:
    return msgspec.json.encode(expectation).decode()


def phh_files(paths: Iterable[Path]) -> list[Path]:
    """The PHH files named or found (recursively) under the given paths, sorted within each folder.

    :raises FileNotFoundError: a path does not exist.
    """
    files: list[Path] = []
    for path in paths:
        if path.is_dir():
            files.extend(sorted(path.rglob("*.phh")))
        elif path.exists():
            files.append(path)
        else:
            raise FileNotFoundError(f"{path}: no such file or folder")
    return files
