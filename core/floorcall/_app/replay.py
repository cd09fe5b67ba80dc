"""Replaying hand histories: every action checked at its turn, the final stacks checked against the record.

A PHH file becomes a :class:`~floorcall._engine.hand.Hand`: players p1..pN sit at the seats of the ``seats`` field (or
seats 1..N), burns are implicit (PHH does not record them), and every show and muck is reported. In games dealt from the
button (``DealStart.BUTTON_LEFT``) the button is pN's seat: p1 is the first seat after it, so p1 posts the first blind
and is dealt first, and heads-up pN (p2) is the button who posts the small blind, which is PHH's reversal of the blinds
and antes for two players. Blinds keep their places: a zero before a later blind is a seat that posts nothing.

The rules are, in order: a selection passed in (``--config``), the rulebook and house options of the file's
``_floorcall`` table, else the PHH reference conventions that the game plugin declares (``GameSpec.phh_defaults``).
A hand matches when every action applies without an irregularity the file does not record, the hand ends, and the
final stacks equal ``finishing_stacks`` when the file has them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import msgspec

from floorcall._app.phh import DealHole, HandHistory, ShowOrMuck, load
from floorcall._app.replay_checks import (
    apply_recorded,
    by_action,
    check_detections,
    irregularity_tag,
    ruling_mismatch,
    same_ruling,
)
from floorcall._app.replay_events import BUILDERS, HoleCards, ReplayFailure, builder_for
from floorcall._app.replay_extension import (
    Extension,
    Recorded,
    check_rulebook,
    house_values,
    misdealt_logs,
    options_in_force,
    read_extension,
    recorded_events,
)
from floorcall._app.replay_start import UNKNOWN_STACK, history_stakes, history_table, names_rules, reports_showdown
from floorcall._app.wording import unreadable
from floorcall._engine.hand import Hand
from floorcall._plugins import Catalog, Floor, Selection
from floorcall.errors import FloorcallError, HandHistoryError
from floorcall.i18n import CORE
from floorcall.model.events import (
    AnyEvent,
    DowncardsLooked,
    HandStarted,
    RulingApplied,
)
from floorcall.model.expectations import HandOutcome, HandOver
from floorcall.model.messages import Message
from floorcall.model.procedure import GameSpec

__all__ = ["ReplayOutcome", "Replayer", "phh_files"]

Status = Literal["matched", "failed", "invalid", "skipped"]


class ReplayOutcome(msgspec.Struct, frozen=True, kw_only=True):
    """What replaying one file gave.

    :param path: the file.
    :param status: matched, failed, invalid (the file cannot be read or is not a valid hand history), or skipped
        (its variant is not installed).
    :param action: the index of the action where it failed (None when it failed elsewhere or did not fail).
    :param reason: why it failed or was skipped.
    :param variant: the file's PHH variant code, when it could be read.
    :param game: the floorcall game that replayed it.
    :param message: the reason as a message, for the reader's language (None when it is plain text).
    :param places: what the reason names before itself (the file, a field, an irregularity), never translated.
    """

    path: str
    status: Status
    action: int | None = None
    reason: str = ""
    variant: str | None = None
    game: str | None = None
    message: Message | None = None
    places: tuple[str, ...] = ()


def _invalid(source: str, error: HandHistoryError) -> ReplayOutcome:
    """The outcome of a file that cannot be read or is not a valid hand history."""
    return ReplayOutcome(path=source, status="invalid", reason=str(error), message=error.message, places=error.places)


def _failed(base: ReplayOutcome, failure: ReplayFailure) -> ReplayOutcome:
    """The outcome of a hand that did not replay as recorded, its reason kept as a message when it is one."""
    return msgspec.structs.replace(
        base,
        status="failed",
        action=failure.action,
        reason=failure.reason,
        message=failure.message,
        places=failure.places,
    )


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

    def replay_path(self, path: str | Path, read: Callable[[str], HandHistory] = load) -> ReplayOutcome:
        """Read and replay one file; a file that cannot be read or is not a valid hand history is invalid.

        :param path: the file, named in the outcome as given.
        :param read: how to read it (:func:`floorcall._app.phh.load` for local files).
        """
        source = str(path)
        try:
            history = read(source)
        except HandHistoryError as exc:
            return _invalid(source, exc)
        except OSError as exc:
            return _invalid(source, HandHistoryError.of(unreadable(exc), source))
        return self.replay(history, source)

    def replay(self, history: HandHistory, source: str) -> ReplayOutcome:
        """Replay one parsed hand history.

        :param history: the hand.
        :param source: the file name, for the outcome.
        :returns: matched, failed (with the action index and reason) or skipped.
        """
        found = self.catalog.by_phh_code(history.variant)
        if found is None:
            message = CORE.msg("replay.not_installed", "variant {variant} is not installed", variant=history.variant)
            return ReplayOutcome(
                path=source, status="skipped", reason=message.english(), variant=history.variant, message=message
            )
        game = found[1]
        base = ReplayOutcome(path=source, status="matched", variant=history.variant, game=game.name)
        try:
            extension = read_extension(history)
            hand = self._start(history, game, extension)
            recorded = recorded_events(extension, len(history.actions))
            self._play(hand, history, recorded)
            check_detections(hand, recorded)
            self._check_end(hand, history)
        except ReplayFailure as failure:
            return _failed(base, failure)
        except FloorcallError as exc:
            return _failed(base, ReplayFailure.of_error(None, exc))
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
            message = CORE.msg(
                "replay.variant_unknown",
                "variant {variant} is not installed (installed: {installed})",
                variant=repr(history.variant),
                installed=installed,
            )
            raise HandHistoryError.of(message, source)
        try:
            extension = read_extension(history)
            entries = recorded_events(extension, len(history.actions))
            hand = self._start(history, found[1], extension)
        except HandHistoryError as exc:
            raise HandHistoryError.within(source, exc) from None
        try:
            self._play(hand, history, [e for e in entries if e.at < len(history.actions)])
            for seat in extension.table.looked if extension is not None else ():
                hand.apply(DowncardsLooked(seat=seat))
        except ReplayFailure as failure:
            where = (f"actions[{failure.action}]",) if failure.action is not None else ()
            if failure.message is None:
                raise HandHistoryError(": ".join((source, *where, failure.reason))) from failure
            raise HandHistoryError.of(failure.message, source, *where, *failure.places) from failure
        return hand, [e.event for e in entries if e.at >= len(history.actions)]

    # -- setting the hand up --------------------------------------------------------------------------------------

    def _floor(self, game: GameSpec, extension: Extension | None) -> Floor:
        """The manager for a file's rules, made once per distinct selection.

        Only a file that names its own rulebook or house options can differ from the others of its game; for the
        rest the selection depends on the game alone, so their manager is found by the game's name.
        """
        by_game = self.selection is not None or not names_rules(extension)
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

    def _selection(self, game: GameSpec, extension: Extension | None) -> Selection:
        if self.selection is not None:
            one_game = msgspec.structs.replace(self.selection, games=(game.name,), options={})
            options = options_in_force(self.selection.options, self.catalog, one_game)
            return msgspec.structs.replace(one_game, options=options)
        if extension is not None and names_rules(extension):
            check_rulebook(extension, self.catalog)
            own = Selection(games=(game.name,), rulebook=extension.rulebook)
            options = options_in_force(house_values(extension), self.catalog, own)
            return msgspec.structs.replace(own, options=options)
        return Selection(games=(game.name,), options={d.option: d.value for d in game.phh_defaults})

    def _start(self, history: HandHistory, game: GameSpec, extension: Extension | None) -> Hand:
        floor = self._floor(game, extension)
        seats, table = history_table(history, game, extension)
        misdeals = misdealt_logs(extension)
        started = HandStarted(
            game=game.name,
            table=table,
            stakes=history_stakes(history),
            # a file with floorcall's own data records its irregularities; a plain one only says how it was dealt
            rulebook=floor.selection.rulebook if extension is not None else None,
            burns_recorded=False,
            showdown_reported=any(issubclass(kind, ShowOrMuck) for kind in set(map(type, history.actions)))
            or reports_showdown(extension),
            redeal=bool(misdeals),
            hand_number=history.hand if isinstance(history.hand, int) else 1,
        )
        self._seats = seats
        for number, deal in enumerate(misdeals):
            misdealt = msgspec.structs.replace(started, redeal=number > 0, burns_recorded=True)
            if deal.button is not None:
                misdealt = msgspec.structs.replace(misdealt, table=msgspec.structs.replace(table, button=deal.button))
            if deal.stakes is not None:
                misdealt = msgspec.structs.replace(misdealt, stakes=deal.stakes)
            self._misdeal(floor, misdealt, list(deal.events), number)
        return Hand(floor, started)

    def _misdeal(self, floor: Floor, started: HandStarted, log: list[AnyEvent], number: int) -> None:
        """Replay a misdealt deal of the hand, ruling again on each irregularity; it must end in a misdeal."""
        hand = Hand(floor, started)
        for index, event in enumerate(log):
            if isinstance(event, RulingApplied):
                continue
            recorded = log[index + 1] if index + 1 < len(log) else None
            got = hand.apply(event)
            if isinstance(recorded, RulingApplied) and (got is None or not same_ruling(got, recorded.ruling)):
                raise ReplayFailure(
                    None, ruling_mismatch(got, recorded.ruling), places=(f"_floorcall.misdeals[{number}][{index}]",)
                )
        if hand.outcome is not HandOutcome.MISDEAL:
            message = CORE.msg("replay.misdeal_not_ended", "a recorded misdealt deal did not end in a misdeal")
            raise ReplayFailure(None, message)

    # -- playing the actions --------------------------------------------------------------------------------------

    def _play(self, hand: Hand, history: HandHistory, recorded: list[Recorded]) -> None:
        actions = history.actions
        seats = self._seats
        due = by_action(recorded)
        holes = HoleCards()
        apply, builders = hand.apply, BUILDERS  # looked up once: this loop runs for every action of every file
        for index, action in enumerate(actions):
            try:
                if index in due:
                    apply_recorded(hand, due[index], index)
                if isinstance(action, DealHole):
                    holes.add(seats[action.player - 1], action.cards, index)
                    following = index + 1
                    if following < len(actions) and isinstance(actions[following], DealHole) and following not in due:
                        continue  # the next action deals hole cards too: the engine is asked once for both
                    holes.deal(hand)
                    continue
                if holes.count:
                    holes.require_dealt(index)
                build = builders.get(type(action)) or builder_for(action)
                for event in build(action, seats, hand):
                    ruling = apply(event)
                    if ruling is not None:
                        tag = irregularity_tag(hand)
                        message = CORE.msg(
                            "replay.not_recorded",
                            "irregularity not recorded in the file: {tag} ({kind})",
                            tag=tag,
                            kind=ruling.kind.value,
                        )
                        raise ReplayFailure(index, message)
            except FloorcallError as exc:
                raise ReplayFailure.of_error(index, exc) from exc
        holes.require_dealt(len(actions))
        try:
            apply_recorded(hand, due.get(len(actions), []), len(actions))
        except FloorcallError as exc:
            raise ReplayFailure.of_error(len(actions), exc) from exc

    def _check_end(self, hand: Hand, history: HandHistory) -> None:
        if history.finishing_stacks is None:
            return
        if not isinstance(hand.expected(), HandOver):
            message = CORE.msg(
                "replay.not_ended",
                "the hand did not end: it still expects {expected}",
                expected=_describe(hand.expected()),
            )
            raise ReplayFailure(None, message)
        final = hand.stacks
        for number, (seat, expected) in enumerate(zip(self._seats, history.finishing_stacks, strict=True), start=1):
            start = history.starting_stacks[number - 1]
            got = final.get(seat, UNKNOWN_STACK if start is None else start)
            if start is None:
                continue
            if got != expected:
                stacks = [final.get(s, 0) for s in self._seats]
                message = CORE.msg(
                    "replay.stack_differs",
                    "finishing stack of p{number} is {got}, the file says {expected} ({stacks})",
                    number=number,
                    got=got,
                    expected=expected,
                    stacks=str(stacks),
                )
                raise ReplayFailure(None, message)


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
            missing = FileNotFoundError(f"{path}: no such file or folder")
            missing.filename = str(path)
            raise missing
    return files
