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
from decimal import Decimal
from itertools import pairwise
from pathlib import Path
from typing import Any, Literal

import msgspec

from floorcall._app.config_checks import stakes_problem
from floorcall._app.phh import DealHole, HandHistory, ShowOrMuck, load
from floorcall._app.phh.units import whole_chips
from floorcall._app.replay_events import BUILDERS, HoleCards, ReplayFailure, builder_for
from floorcall._app.replay_extension import (
    Extension,
    Recorded,
    TableLayout,
    check_layout,
    check_rulebook,
    house_values,
    misdealt_logs,
    missing_house_plugins,
    options_in_force,
    read_extension,
    recorded_events,
)
from floorcall._app.replay_result import RakeModel, check_result, unrankable
from floorcall._app.wording import unreadable
from floorcall._engine.hand import Hand
from floorcall._plugins import Catalog, Floor, Selection
from floorcall.errors import FloorcallError, HandHistoryError
from floorcall.i18n import CORE
from floorcall.model.events import (
    AnyEvent,
    DowncardsLooked,
    HandStarted,
    IrregularityReported,
    RulingApplied,
)
from floorcall.model.expectations import HandOutcome
from floorcall.model.irregularities import HandMiscalled, HandNotTabled, ShowOutOfOrder, ShowRefused
from floorcall.model.messages import Message
from floorcall.model.procedure import DealStart, GameSpec, Stakes
from floorcall.model.rulings import Ruling
from floorcall.model.types import MAX_SEATS
from floorcall.rulekit.book import Rulebook
from floorcall.table import SeatSetup, Table

__all__ = ["ReplayOutcome", "Replayer", "outcome_of_error", "phh_files"]

#: The stack given to a player whose starting stack a hand history leaves unknown (``inf``).
UNKNOWN_STACK = 10**15

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
    """

    path: str
    status: Status
    action: int | None = None
    reason: str = ""
    variant: str | None = None
    game: str | None = None
    message: Message | None = None
    places: tuple[str, ...] = ()


def outcome_of_error(source: str, error: HandHistoryError) -> ReplayOutcome:
    """The outcome of a file or hand that cannot be read or is not a valid hand history (``invalid``)."""
    return ReplayOutcome(path=source, status="invalid", reason=str(error), message=error.message, places=error.places)


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
    )


def _same_ruling(got: Ruling, recorded: Ruling, floor: Floor) -> bool:
    """Whether the replay's ruling is the recorded one: kind, remedies and options equal, and the citations too.

    A citation may be one the rulebook's rule had before for the same ruling (its former citation), so that a file
    recorded before the book found the lineage's own text for a ruling still replays.
    """
    if (got.kind, got.remedies, got.options) != (recorded.kind, recorded.remedies, recorded.options):
        return False
    return got.citations == recorded.citations or _cited_alike(floor, got.citations, recorded.citations)


def _cited_alike(floor: Floor, got: tuple[str, ...], recorded: tuple[str, ...]) -> bool:
    name = floor.selection.rulebook
    if name is None or name not in floor.catalog.rulebooks:
        return False
    book = floor.pm.get_plugin(floor.catalog.rulebooks[name][0].name)
    return isinstance(book, Rulebook) and book.cites_alike(got, recorded)


def _ruling_mismatch(got: Ruling | None, recorded: Ruling) -> Message:
    """How the replay's ruling differs from the recorded one: the kinds and citations, then the remedies and options.

    :returns: ``"ruled <kind> (<citations>), the file records <kind> (<citations>)"`` followed, for the remedies
        and the options that differ, by both versions in the compact form of :func:`_compact`.
    """
    if got is None:
        return CORE.msg(
            "replay.ruled_nothing", "ruled nothing, the file records {recorded}", recorded=_headline(recorded)
        )
    heads = {"got": _headline(got), "recorded": _headline(recorded)}
    remedies = {"mine": _compact(got.remedies), "theirs": _compact(recorded.remedies)}
    options = {"my_options": _compact(got.options), "their_options": _compact(recorded.options)}
    if got.remedies != recorded.remedies and got.options != recorded.options:
        return CORE.msg(
            "replay.ruled_other.remedies_options",
            "ruled {got}, the file records {recorded}; remedies {mine} where the file has {theirs}; options "
            "{my_options} where the file has {their_options}",
            **heads,
            **remedies,
            **options,
        )
    if got.remedies != recorded.remedies:
        return CORE.msg(
            "replay.ruled_other.remedies",
            "ruled {got}, the file records {recorded}; remedies {mine} where the file has {theirs}",
            **heads,
            **remedies,
        )
    if got.options != recorded.options:
        return CORE.msg(
            "replay.ruled_other.options",
            "ruled {got}, the file records {recorded}; options {my_options} where the file has {their_options}",
            **heads,
            **options,
        )
    return CORE.msg("replay.ruled_other", "ruled {got}, the file records {recorded}", **heads)


def _headline(ruling: Ruling) -> str:
    return f"{ruling.kind.value} ({', '.join(ruling.citations)})"


def _compact(value: object) -> str:
    """A model (a remedy, an option, an irregularity, or a tuple of them) on one line: ``tag(field=value, ...)``.

    A Struct is labelled by its ``name`` (options) or else its tag; strings are not quoted and booleans are spelled
    as in TOML.
    """
    return _compact_builtins(msgspec.to_builtins(value))


def _compact_builtins(data: Any) -> str:
    if isinstance(data, dict):
        key = "name" if "name" in data else "kind"
        fields = ", ".join(f"{k}={_compact_builtins(v)}" for k, v in data.items() if k != key)
        return f"{data.get(key, '')}({fields})"
    if isinstance(data, list | tuple):
        return "[" + ", ".join(_compact_builtins(item) for item in data) + "]"
    if isinstance(data, bool):
        return str(data).lower()
    return str(data)


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
            hand = self._start(played, game, extension)
            recorded = recorded_events(extension, len(history.actions))
            self._play(hand, played, recorded)
            _check_detections(hand, recorded)
            check_result(hand, history, self._seats, unit, self.rake)
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

    def _start(self, history: HandHistory, game: GameSpec, extension: Extension | None) -> Hand:
        floor = self._floor(game, extension)
        seats = history.seats or tuple(range(1, len(history.starting_stacks) + 1))
        for index, seat in enumerate(seats):
            if not 1 <= seat <= MAX_SEATS:
                message = CORE.msg(
                    "phh.no_such_seat",
                    "seat {seat} does not exist: seats are numbered 1 to {most}",
                    seat=seat,
                    most=MAX_SEATS,
                )
                raise HandHistoryError.of(message, f"seats[{index}]")
        layout = extension.table if extension is not None else TableLayout()
        check_layout(layout, seats)
        default_button = seats[-1] if game.deal_start is DealStart.BUTTON_LEFT else None
        table = Table(
            seats=tuple(
                SeatSetup(
                    seat=seat,
                    stack=UNKNOWN_STACK if stack is None else int(stack),  # whole chips already (whole_chips)
                    present=seat not in layout.absent,
                    penalty=seat in layout.penalty,
                )
                for seat, stack in zip(seats, history.starting_stacks, strict=True)
            ),
            button=layout.button if layout.button is not None else default_button,
            dealer="house" if isinstance(layout.dealer, str) else layout.dealer,  # read_extension checked the text
        )
        misdeals = misdealt_logs(extension)
        stakes = _stakes(history, seats)
        refused = stakes_problem(stakes, game, len(seats), dead_blinds=True)  # a 0 keeps a seat's place in PHH
        if refused is not None:
            raise HandHistoryError.of(refused[1], _PHH_STAKES_FIELDS[refused[0]])
        started = HandStarted(
            game=game.name,
            table=table,
            stakes=stakes,
            # a file with floorcall's own data records its irregularities; a plain one only says how it was dealt
            rulebook=floor.selection.rulebook if extension is not None else None,
            burns_recorded=False,
            showdown_reported=any(issubclass(kind, ShowOrMuck) for kind in set(map(type, history.actions)))
            or _reports_showdown(extension),
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
            if isinstance(recorded, RulingApplied) and (got is None or not _same_ruling(got, recorded.ruling, floor)):
                raise ReplayFailure(
                    None, _ruling_mismatch(got, recorded.ruling), places=(f"_floorcall.misdeals[{number}][{index}]",)
                )
        if hand.outcome is not HandOutcome.MISDEAL:
            message = CORE.msg("replay.misdeal_not_ended", "a recorded misdealt deal did not end in a misdeal")
            raise ReplayFailure(None, message)

    # -- playing the actions --------------------------------------------------------------------------------------

    def _play(self, hand: Hand, history: HandHistory, recorded: list[Recorded]) -> None:
        actions = history.actions
        seats = self._seats
        due = _by_action(recorded)
        holes = HoleCards()
        apply, builders = hand.apply, BUILDERS  # looked up once: this loop runs for every action of every file
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
                build = builders.get(type(action)) or builder_for(action)
                for event in build(action, seats, hand):
                    ruling = apply(event)
                    if ruling is not None:
                        tag = _irregularity_tag(hand)
                        message = CORE.msg(
                            "replay.not_recorded",
                            "irregularity not recorded in the file: {tag} ({kind})",
                            tag=tag,
                            kind=ruling.kind.value,
                        )
                        raise ReplayFailure(index, message)
            except FloorcallError as exc:
                refusal = unrankable(hand, exc, seats)
                if refusal is not None:
                    raise ReplayFailure(index, refusal) from exc
                raise ReplayFailure.of_error(index, exc) from exc
        holes.require_dealt(len(actions))
        try:
            _apply_recorded(hand, due.get(len(actions), []), len(actions))
        except FloorcallError as exc:
            raise ReplayFailure.of_error(len(actions), exc) from exc


_SHOWDOWN_REPORTS = frozenset(
    str(kind.__struct_config__.tag) for kind in (ShowOutOfOrder, ShowRefused, HandNotTabled, HandMiscalled)
)


def _reports_showdown(extension: Extension | None) -> bool:
    """Whether the file reports an irregularity of the showdown, so that its shows were reported one by one.

    True even where the actions are cut short before the first ``sm`` (a hand stepped through up to the report).
    """
    if extension is None:
        return False
    for entry in extension.events:
        irregularity = entry.get("irregularity")
        if isinstance(irregularity, dict) and irregularity.get("kind") in _SHOWDOWN_REPORTS:
            return True
    return False


def _names_rules(extension: Extension | None) -> bool:
    """Whether a file's ``_floorcall`` table names its own rules (a rulebook or house option values)."""
    return extension is not None and (
        extension.rulebook is not None or extension.house is not None or bool(extension.house_plugins)
    )


def _by_action(recorded: list[Recorded]) -> dict[int, list[Recorded]]:
    """The extension's events to apply, by the index of the action they come before (``len(actions)``: after all).

    Irregularities the engine detected itself (``detected = true``) are left out: the replaying engine detects them
    again, and :func:`_check_detections` compares its rulings with the recorded ones.
    """
    due: dict[int, list[Recorded]] = {}
    for entry in recorded:
        if not _is_detected(entry.event):
            due.setdefault(entry.at, []).append(entry)
    return due


def _apply_recorded(hand: Hand, entries: list[Recorded], index: int) -> None:
    """Apply the extension's events recorded at action ``index`` in order; each must get exactly its recorded ruling."""
    for entry in entries:
        got = hand.apply(entry.event)
        if entry.ruling is None and got is not None:
            message = CORE.msg(
                "replay.ruled_unrecorded",
                "{tag} was ruled on, the file records no ruling",
                tag=str(entry.event.__struct_config__.tag),
            )
            raise ReplayFailure(index, message)
        if entry.ruling is not None and (got is None or not _same_ruling(got, entry.ruling, hand.floor)):
            tag = str(entry.event.__struct_config__.tag)
            raise ReplayFailure(index, _ruling_mismatch(got, entry.ruling), places=(tag,))


def _is_detected(event: AnyEvent) -> bool:
    return isinstance(event, IrregularityReported) and event.detected


def _check_detections(hand: Hand, recorded: list[Recorded]) -> None:
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
        mine, theirs = _compact([i for i, _ in found]), _compact([i for i, _ in wanted])
        message = CORE.nmsg(
            "replay.detections_count",
            "the engine detected {found} irregularity {mine}, the file records {wanted} {theirs}",
            "the engine detected {found} irregularities {mine}, the file records {wanted} {theirs}",
            len(found),
            found=len(found),
            mine=mine,
            wanted=len(wanted),
            theirs=theirs,
        )
        raise ReplayFailure(None, message)
    for (irregularity, ruling), (want_irregularity, want_ruling) in zip(found, wanted, strict=True):
        if irregularity != want_irregularity:
            mine, theirs = _compact(irregularity), _compact(want_irregularity)
            message = CORE.msg(
                "replay.detection_differs",
                "the engine detected {mine}, the file records {theirs}",
                mine=mine,
                theirs=theirs,
            )
            raise ReplayFailure(None, message)
        if want_ruling is None or not _same_ruling(ruling, want_ruling, hand.floor):
            tag = irregularity.__struct_config__.tag
            difference = (
                CORE.msg("replay.no_recorded_ruling", "the file records no ruling")
                if want_ruling is None
                else _ruling_mismatch(ruling, want_ruling)
            )
            raise ReplayFailure(None, difference, places=(f"detected {tag}",))


def _irregularity_tag(hand: Hand) -> str:
    record = hand.events[-1]
    irregularity = getattr(record, "irregularity", None)
    return str(irregularity.__struct_config__.tag) if irregularity is not None else "unknown"


#: The PHH fields that hold what :func:`floorcall.config_checks.stakes_problem` names in the stakes.
_PHH_STAKES_FIELDS = {
    "": "antes, blinds_or_straddles, bring_in, small_bet, big_bet",
    ".blinds": "blinds_or_straddles",
    ".bring_in": "bring_in",
}


def _stakes(history: HandHistory, seats: tuple[int, ...]) -> Stakes:
    """The hand's stakes, the antes as PHH places them.

    Equal antes from every player with ``ante_trimming_status = true`` are the table's ante; a single ante from p2
    (the big blind's place in PHH's order) in a game with blinds is the big-blind ante; any other antes are each
    seat's own (a single ante is charged to the seat that posts it), dead money unless ``ante_trimming_status`` is
    true. Heads-up, PHH lists the antes as it lists the blinds, reversed: p1's is the button's.
    """
    amounts = [int(a) for a in history.antes]  # whole chips already (whole_chips)
    posted = [index for index, chips in enumerate(amounts) if chips]
    trimming = bool(history.ante_trimming_status)
    ante, big_blind_ante = 0, 0
    seat_antes: tuple[tuple[int, int], ...] = ()
    if posted and len(posted) == len(amounts) and len(set(amounts)) == 1 and trimming:
        ante = amounts[0]
    elif posted == [1] and history.blinds_or_straddles and not trimming:
        big_blind_ante = amounts[1]
    elif posted:
        by_player = seats[::-1] if len(seats) == 2 else seats
        seat_antes = tuple((by_player[index], amounts[index]) for index in posted)
    blinds = _posted_in_order(history.blinds_or_straddles or ())
    small = history.small_bet or history.min_bet
    if small is None:
        raise HandHistoryError(CORE.msg("phh.no_bet_size", "the hand has neither small_bet nor min_bet"))
    try:
        return Stakes(
            ante=ante,
            bring_in=None if history.bring_in is None else int(history.bring_in),
            small_bet=int(small),
            big_bet=None if history.big_bet is None else int(history.big_bet),
            blinds=tuple(map(int, blinds)),
            big_blind_ante=big_blind_ante,
            seat_antes=seat_antes,
            seat_antes_dead=not trimming,
        )
    except ValueError as exc:  # amounts that do not fit together (a bring-in above the small bet, ...)
        raise HandHistoryError.of(
            CORE.msg("reason.as_given", "{reason}", reason=str(exc)), "bring_in, small_bet, big_bet"
        ) from None


def _posted_in_order(amounts: Iterable[int | Decimal]) -> tuple[int | Decimal, ...]:
    """The blinds and straddles in posting order up to the last one posted; a zero before it keeps its seat's place."""
    posted = list(amounts)
    while posted and not posted[-1]:
        posted.pop()
    return tuple(posted)


def _describe(expectation: object) -> str:
    return msgspec.json.encode(expectation).decode()


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
