"""Replaying hand histories, the checks: each ruling the replay gives against the one the file records.

A file written by ``floorcall run`` or ``serve`` records every irregularity with the ruling applied
(``_floorcall.events``) and the misdealt deals of a hand (``_floorcall.misdeals``). The replay applies the recorded
events at their action and rules again; these functions say whether the rulings agree (kind, remedies, citations,
options: never the wording), compare the irregularities the engine detects itself with those recorded, and replay
a misdealt deal to its misdeal. A difference is a :class:`~floorcall._app.replay_events.ReplayFailure` whose
reason names both rulings in one line.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import msgspec

from floorcall._app.replay_extension import Recorded
from floorcall._app.replay_failure import ReplayFailure
from floorcall._engine.hand import Hand
from floorcall._plugins import Floor
from floorcall.i18n import CORE
from floorcall.model.events import AnyEvent, HandStarted, IrregularityReported, RulingApplied
from floorcall.model.expectations import HandOutcome
from floorcall.model.messages import Message
from floorcall.model.rulings import Ruling
from floorcall.rulekit.book import Rulebook

__all__ = [
    "apply_recorded",
    "by_action",
    "check_detections",
    "compact",
    "irregularity_tag",
    "replay_misdeal",
    "ruling_mismatch",
    "same_ruling",
]


def same_ruling(got: Ruling, recorded: Ruling, floor: Floor) -> bool:
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


def ruling_mismatch(got: Ruling | None, recorded: Ruling) -> Message:
    """How the replay's ruling differs from the recorded one: the kinds and citations, then the remedies and options.

    :returns: ``"ruled <kind> (<citations>), the file records <kind> (<citations>)"`` followed, for the remedies
        and the options that differ, by both versions in the compact form of :func:`compact`.
    """
    if got is None:
        return CORE.msg(
            "replay.ruled_nothing",
            "ruled nothing, the file records {recorded_ruling_kind} ({recorded_citations})",
            **_headline("recorded", recorded),
        )
    heads = _headline("got", got) | _headline("recorded", recorded)
    remedies = {"mine": compact(got.remedies), "theirs": compact(recorded.remedies)}
    options = {"my_options": compact(got.options), "their_options": compact(recorded.options)}
    if got.remedies != recorded.remedies and got.options != recorded.options:
        return CORE.msg(
            "replay.ruled_other.remedies_options",
            "ruled {got_ruling_kind} ({got_citations}), the file records {recorded_ruling_kind} "
            "({recorded_citations}); remedies {mine} where the file has {theirs}; options "
            "{my_options} where the file has {their_options}",
            **heads,
            **remedies,
            **options,
        )
    if got.remedies != recorded.remedies:
        return CORE.msg(
            "replay.ruled_other.remedies",
            "ruled {got_ruling_kind} ({got_citations}), the file records {recorded_ruling_kind} "
            "({recorded_citations}); remedies {mine} where the file has {theirs}",
            **heads,
            **remedies,
        )
    if got.options != recorded.options:
        return CORE.msg(
            "replay.ruled_other.options",
            "ruled {got_ruling_kind} ({got_citations}), the file records {recorded_ruling_kind} "
            "({recorded_citations}); options {my_options} where the file has {their_options}",
            **heads,
            **options,
        )
    return CORE.msg(
        "replay.ruled_other",
        "ruled {got_ruling_kind} ({got_citations}), the file records {recorded_ruling_kind} ({recorded_citations})",
        **heads,
    )


def _headline(side: str, ruling: Ruling) -> dict[str, str]:
    """A ruling's kind (named in the reader's language: a ``*_ruling_kind`` parameter) and its citations."""
    return {f"{side}_ruling_kind": ruling.kind.value, f"{side}_citations": ", ".join(ruling.citations)}


def compact(value: object) -> str:
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


def by_action(recorded: list[Recorded]) -> dict[int, list[Recorded]]:
    """The extension's events to apply, by the index of the action they come before (``len(actions)``: after all).

    Irregularities the engine detected itself (``detected = true``) are left out: the replaying engine detects them
    again, and :func:`check_detections` compares its rulings with the recorded ones.
    """
    due: dict[int, list[Recorded]] = {}
    for entry in recorded:
        if not _is_detected(entry.event):
            due.setdefault(entry.at, []).append(entry)
    return due


def apply_recorded(hand: Hand, entries: list[Recorded], index: int) -> None:
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
        if entry.ruling is not None and (got is None or not same_ruling(got, entry.ruling, hand.floor)):
            tag = str(entry.event.__struct_config__.tag)
            raise ReplayFailure(index, ruling_mismatch(got, entry.ruling), places=(tag,))


def _is_detected(event: AnyEvent) -> bool:
    return isinstance(event, IrregularityReported) and event.detected


def check_detections(hand: Hand, recorded: list[Recorded]) -> None:
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
        mine, theirs = compact([i for i, _ in found]), compact([i for i, _ in wanted])
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
            mine, theirs = compact(irregularity), compact(want_irregularity)
            message = CORE.msg(
                "replay.detection_differs",
                "the engine detected {mine}, the file records {theirs}",
                mine=mine,
                theirs=theirs,
            )
            raise ReplayFailure(None, message)
        if want_ruling is None or not same_ruling(ruling, want_ruling, hand.floor):
            tag = irregularity.__struct_config__.tag
            difference = (
                CORE.msg("replay.no_recorded_ruling", "the file records no ruling")
                if want_ruling is None
                else ruling_mismatch(ruling, want_ruling)
            )
            raise ReplayFailure(None, difference, places=(f"detected {tag}",))


def irregularity_tag(hand: Hand) -> str:
    record = hand.events[-1]
    irregularity = getattr(record, "irregularity", None)
    return str(irregularity.__struct_config__.tag) if irregularity is not None else "unknown"


def replay_misdeal(floor: Floor, started: HandStarted, log: list[AnyEvent], number: int) -> None:
    """Replay a misdealt deal of the hand, ruling again on each irregularity; it must end in a misdeal."""
    hand = Hand(floor, started)
    for index, event in enumerate(log):
        if isinstance(event, RulingApplied):
            continue
        recorded = log[index + 1] if index + 1 < len(log) else None
        got = hand.apply(event)
        if isinstance(recorded, RulingApplied) and (got is None or not same_ruling(got, recorded.ruling, floor)):
            raise ReplayFailure(
                None, ruling_mismatch(got, recorded.ruling), places=(f"_floorcall.misdeals[{number}][{index}]",)
            )
    if hand.outcome is not HandOutcome.MISDEAL:
        message = CORE.msg("replay.misdeal_not_ended", "a recorded misdealt deal did not end in a misdeal")
        raise ReplayFailure(None, message)
