"""Every word of the console's ruling log screen, of the event and table line on every screen, and of the sheets.

Kept apart from :data:`floorcall._app.serve.console.MESSAGES` (which it joins: the page's script gets both as one
table), in English; ``tools/catalogs.py`` extracts it into the core's catalog under the same ``console.<key>``
contexts, where the Spanish and Italian live.
"""

from __future__ import annotations

from typing import Final

__all__ = ["WORDS"]

WORDS: Final[dict[str, str]] = {
    # the event and table line on every screen
    "where.event": "Event: {name}",
    "where.table": "Table: {name}",
    "where.no_event": "No event named (cash game)",
    "where.no_table": "No table named",
    "start.event_name": "Event",
    "start.table_name": "Table",
    "start.rulebook_fixed": "This event plays under {rulebook}: the config fixes it.",
    "nav.log": "Rulings",
    "start.floor_person": "Your name (floor person), kept with each ruling you give",
    # the ruling log screen
    "log.heading": "The day's rulings",
    "log.day": "Day",
    "log.table": "Table",
    "log.rule": "Rule ID",
    "log.rulebook": "Rulebook",
    "log.any": "any",
    "log.show": "Show these rulings",
    "log.csv": "Export as CSV",
    "log.more": "More rulings",
    "log.none": "No ruling fits these filters.",
    "log.entry": "{time}, {table}: {irregularity}, {kind} ({citations})",
    "log.no_table": "no table",
    "log.status.given": "as given",
    "log.status.amended": "amended",
    "log.status.voided": "voided",
    "log.status.undone": "taken back: the entry that brought it was undone",
    "log.sheet": "Sheet for the player",
    "log.notes": "Notes and penalties",
    "log.floor_person": "Floor person",
    "log.note": "Note",
    "log.players": "Players involved (one a line: the seat, then the name if known, as 3 Ann)",
    "log.penalty": "Penalty",
    "log.penalty_seat": "Seat penalised",
    "log.penalty_hands": "Hands to miss",
    "log.penalty.none": "no penalty",
    "log.penalty.warning": "a warning",
    "log.penalty.missed_hands": "missed hands",
    "log.penalty.disqualification": "disqualification",
    "log.penalties": "Penalties given",
    "log.penalty_add": "Add a penalty",
    "log.penalty_remove": "Remove this penalty",
    "log.save": "Save the notes",
    "log.saved": "Saved: version {version} of this ruling.",
    "log.void_reason": "Why it is void",
    "log.void": "Void this ruling",
    "log.voided": "Voided: version {version} of this ruling.",
    "log.version": "version {version}, {status}",
    "log.bad_player": "{line} is not a seat number followed by a name.",
    "log.reason_needed": "Say first why the ruling is void.",
    "log.hand": "hand {hand}",
    "log.given_hint": "The ruling is in the day's log; add your name, a note or a penalty below.",
    # the printable sheet of one ruling
    "sheet.title": "floorcall: ruling {id}",
    "sheet.heading": "Floor ruling",
    "sheet.language": "Language of this sheet",
    "sheet.event": "Event",
    "sheet.table": "Table",
    "sheet.hand": "Hand",
    "sheet.time": "Given at",
    "sheet.game": "Game",
    "sheet.rulebook": "Rulebook",
    "sheet.irregularity": "What happened",
    "sheet.ruling": "Ruling",
    "sheet.why": "Why",
    "sheet.rules": "Rules applied",
    "sheet.players": "Players involved",
    "sheet.penalties": "Penalties",
    "sheet.floor_person": "Floor person",
    "sheet.note": "Note",
    "sheet.none": "none",
    "sheet.seat": "seat {seat}",
    "sheet.seat_named": "seat {seat}, {name}",
    "sheet.penalty.warning": "seat {seat}: a warning",
    "sheet.penalty.missed_hands": "seat {seat}: misses {hands} hands",
    "sheet.penalty.disqualification": "seat {seat}: disqualified",
    "sheet.version": "Version {version} ({status}), written {time}",
    "sheet.voided": "This ruling was voided: {reason}",
    "sheet.undone": "This ruling no longer stands: the entry that brought it was taken back.",
    "sheet.link": "Permanent link to this sheet",
    "sheet.print": "Print",
}
"""The words, by key (no key is also in the console's own table)."""
