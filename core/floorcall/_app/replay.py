"""Replaying hand histories: every action checked at its turn, the final stacks checked against the record.

A PHH file becomes a :class:`~floorcall._engine.hand.Hand` (its start: :mod:`floorcall._app.replay_start`), burns
are implicit (PHH does not record them), and every show and muck is reported. Each action is given to the engine at
its turn; the events the file's ``_floorcall`` table records are applied at their action and their rulings checked
(:mod:`floorcall._app.replay_checks`); the result is compared with the record last
(:mod:`floorcall._app.replay_result`).

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

from floorcall._app.phh import HandHistory, load
from floorcall._app.phh.units import whole_chips
from floorcall._app.replay_actions import play_actions
from floorcall._app.replay_checks import check_detections
from floorcall._app.replay_extension import (
    Extension,
    check_rulebook,
    house_values,
    missing_house_plugins,
    options_in_force,
    read_extension,
    recorded_events,
)
from floorcall._app.replay_failure import ReplayFailure
from floorcall._app.replay_result import RakeModel, check_result
from floorcall._app.replay_start import start_from_snapshot, start_hand
from floorcall._app.wording import unreadable
from floorcall._engine.hand import Hand
from floorcall._plugins import Catalog, Floor, Selection
from floorcall.errors import FloorcallError, HandHistoryError
from floorcall.i18n import CORE
from floorcall.model.events import AnyEvent, DowncardsLooked
from floorcall.model.messages import Message
from floorcall.model.procedure import GameSpec

__all__ = ["ReplayOutcome", "Replayer", "outcome_of_error", "phh_files"]

Status = Literal["matched", "played", "failed", "invalid", "skipped"]


class ReplayOutcome(msgspec.Struct, frozen=True, kw_only=True):
    """What replaying one file gave.

    :param path: the file.
    :param status: matched (played as recorded, and its recorded result agrees), played (played as recorded; the
        file records no result to compare: neither ``finishing_stacks`` nor ``winnings``), failed, invalid (the file
        cannot be read or is not a valid hand history), or skipped (its variant or a house plugin it names is not
        installed).
    :param action: the index of the action where it failed (None when it failed elsewhere or did not fail).
    :param reason: why it failed or was skipped.
    :param variant: the file's PHH variant code, when it could be read.
    :param game: the floorcall game that replayed it.
    :param message: the reason as a message, for the reader's language (None when it is plain text).
    :param places: what the reason names before itself (the file, a field, an irregularity), never translated.
    :param frame: the sentence ``message`` sits in, at its ``{reason}`` placeholder
        (``"{tag} report, field {field}: {reason}; the report is refused"``), or None.
    """

    path: str
    status: Status
    action: int | None = None
    reason: str = ""
    variant: str | None = None
    game: str | None = None
    message: Message | None = None
    places: tuple[str, ...] = ()
    frame: Message | None = None


def outcome_of_error(source: str, error: HandHistoryError) -> ReplayOutcome:
    """The outcome of a file or hand that cannot be read or is not a valid hand history (``invalid``)."""
    return ReplayOutcome(
        path=source,
        status="invalid",
        reason=str(error),
        message=error.message,
        places=error.places,
        frame=error.frame,
    )


_invalid = outcome_of_error


def _failed(base: ReplayOutcome, failure: ReplayFailure) -> ReplayOutcome:
    """The outcome of a hand that did not replay as recorded, its reason kept as a message when it is one."""
    return msgspec.structs.replace(
        base,
        status="failed",
        action=failure.action,
        reason=failure.reason,
        message=failure.message,
        places=failure.places,
        frame=failure.frame,
    )


@dataclass
class Replayer:
    """Replays hand histories against the installed plugins, caching one manager per distinct selection.

    :param catalog: the installed plugins.
    :param selection: rules to replay under (a config's); None to take them from each file.
    :param rake: the house's rake, for files whose winnings are after a rake they do not record (``--rake``).
    """

    catalog: Catalog
    selection: Selection | None = None
    rake: RakeModel | None = None
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
        status: Status = "played" if history.finishing_stacks is None and history.winnings is None else "matched"
        base = ReplayOutcome(path=source, status=status, variant=history.variant, game=game.name)
        played, unit = whole_chips(history)
        try:
            extension = read_extension(history)
            missing = self._missing_house(extension)
            if missing is not None:
                return msgspec.structs.replace(base, status="skipped", reason=missing.english(), message=missing)
            hand, seats = start_hand(self._floor(game, extension), played, game, extension)
            recorded = recorded_events(extension, len(history.actions))
            play_actions(hand, played, seats, recorded)
            check_detections(hand, recorded)
            check_result(hand, history, seats, unit, self.rake)
        except ReplayFailure as failure:
            return _failed(base, failure)
        except FloorcallError as exc:
            return _failed(base, ReplayFailure.of_error(None, exc))
        return base

    def _missing_house(self, extension: Extension | None) -> Message | None:
        """The reason to skip a file whose ``_floorcall`` house options belong to a plugin not installed, or None."""
        if extension is None or not extension.house_plugins or self.selection is not None:
            return None
        names = missing_house_plugins(extension, self.catalog)
        if not names:
            return None
        return CORE.nmsg(
            "replay.house_not_installed",
            "the file's house plugin {plugins} is not installed",
            "the file's house plugins {plugins} are not installed",
            len(names),
            plugins=", ".join(names),
        )

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
            floor = self._floor(found[1], extension)
            if extension is not None and extension.snapshot is not None:
                hand, seats = start_from_snapshot(floor, self.catalog, extension.snapshot, found[1], history.seats)
            else:
                hand, seats = start_hand(floor, history, found[1], extension)
        except HandHistoryError as exc:
            raise HandHistoryError.within(source, exc) from None
        try:
            play_actions(hand, history, seats, [e for e in entries if e.at < len(history.actions)])
            for seat in extension.table.looked if extension is not None else ():
                hand.apply(DowncardsLooked(seat=seat))
        except ReplayFailure as failure:
            where = (f"actions[{failure.action}]",) if failure.action is not None else ()
            if failure.message is None:
                raise HandHistoryError(": ".join((source, *where, failure.reason))) from failure
            raise HandHistoryError.of(
                failure.message, source, *where, *failure.places, frame=failure.frame
            ) from failure
        return hand, [e.event for e in entries if e.at >= len(history.actions)]

    # -- setting the hand up --------------------------------------------------------------------------------------

    def _floor(self, game: GameSpec, extension: Extension | None) -> Floor:
        """The manager for a file's rules, made once per distinct selection.

        Only a file that names its own rulebook or house options can differ from the others of its game; for the
        rest the selection depends on the game alone, so their manager is found by the game's name.
        """
        by_game = self.selection is not None or not _names_rules(extension)
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
        if extension is not None and _names_rules(extension):
            check_rulebook(extension, self.catalog)
            own = Selection(games=(game.name,), rulebook=extension.rulebook, house=extension.house_plugins)
            options = options_in_force(house_values(extension), self.catalog, own)
            return msgspec.structs.replace(own, options=options)
        return Selection(games=(game.name,), options={d.option: d.value for d in game.phh_defaults})


def _names_rules(extension: Extension | None) -> bool:
    """Whether a file's ``_floorcall`` table names its own rules (a rulebook or house option values)."""
    return extension is not None and (
        extension.rulebook is not None or extension.house is not None or bool(extension.house_plugins)
    )


def phh_files(paths: Iterable[Path]) -> list[Path]:
    """The ``.phh`` files named or found (recursively) under the given paths, sorted within each folder.

    (``floorcall replay`` lists hands, ``.phhs`` files' included, with :func:`floorcall._app.replay_names.hand_names`.)

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
