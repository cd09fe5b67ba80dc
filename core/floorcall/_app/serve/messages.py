"""Every human-readable string the HTTP API answers with, in English, translated through the core's gettext catalog.

Error reasons and the one-line descriptions of reportable irregularities are looked up here by key and filled in
with :meth:`str.format`; the keys are stable, the wording is the project's own. ``tools/catalogs.py`` extracts both
tables into the core's catalog (contexts ``api.<key>`` and ``reportable.<kind>``), where their Spanish and Italian
live. The server's log lines on stderr stay language-neutral and are not here.
"""

from __future__ import annotations

from typing import Final

from floorcall.i18n import Translator
from floorcall.model.messages import Message

__all__ = ["MESSAGES", "REPORTABLE", "Refused", "Reworded", "Words", "message", "reportable_description", "shown"]

MESSAGES: Final[dict[str, str]] = {
    "stale_seq": "the hand has moved on to seq {current} (this request was made at seq {given}): reload and retry",
    "no_hand": "no stored hand has the id {id!r}",
    "no_rule": "no installed plugin describes the rule {id!r}",
    "no_rulebook": "the server's config names no rulebook: give 'rulebook'",
    "token_missing": "this server wants 'Authorization: Bearer <token>'",
    "token_wrong": "the token does not match the server's",
    "too_large": "the request body is larger than {limit} bytes",
    "unknown_field": "unknown field {name!r}",
    "missing_field": "the field {name!r} is required",
    "not_found": "no such path: {path}",
    "method": "{method} is not allowed here",
    "internal": "internal error",
    "start_or_import": "give either 'phh' (to import a hand) or 'game' and 'seats' (to start one), not both",
    "redeal_alone": "a redeal repeats the misdealt hand: give only 'redeal_of', 'present' and 'shuffle_seed'",
    "start_needs": "a new hand needs 'game' and 'seats'",
    "level_and_stakes": "give 'level' or 'stakes', not both",
    "tournament_sets_stakes": "a hand at a tournament's table is dealt at its clock's level: give neither 'level' "
    "nor 'stakes'",
    "level_range": "level {level} does not exist (the config's levels: 1 to {count})",
    "no_level_stakes": "the config's levels set no stakes for {game!r}: give 'stakes'",
    "unknown_game": "no installed game is called {game!r} (installed: {installed})",
    "unknown_rulebook": "no installed rulebook is called {rulebook!r} (installed: {installed})",
    "nothing_to_undo": "nothing to undo: no event of this hand is still in force after its start",
    "no_question": "the situation has no events to rule on",
    "engine_kind": "{kind} events are logged by the engine, never posted",
    "empty_body": "the request body is empty: send a JSON object",
    "too_deep": "the request body nests deeper than {limit} levels",
    "media_type": "send the request body as application/json (it came as {given!r})",
    "in_key": "a key of this object: {reason}",
    "bad_host": "this server does not answer to the host {host!r} (start it with --allowed-host {host} to allow it)",
    "cross_origin": "a change sent from another site ({origin}) is refused",
    "cross_site": "a change sent from another site is refused (Sec-Fetch-Site: cross-site)",
    "bad_cursor": "this cursor was not given by this server: start again from the first page",
    "no_ruling": "no logged ruling has the id {id!r}",
    "seat_not_in_hand": "seat {seat} is not in this hand (its seats: {seats})",
    "penalty_hands": "give 'hands' with a missed_hands penalty, and only with one (this one is {kind})",
    "amend_nothing": "an amendment changes at least one of 'floor_person', 'players', 'note' and 'penalties'",
    "stale_version": "the ruling is at version {current} (this request was made at version {given}): reload and retry",
    "ruling_closed": "the ruling is {status}: it can no longer change",
    "rulebook_fixed": "this event plays under {fixed}: a hand cannot use {rulebook}",
    "hook_limit": "plugin {plugin} gave no answer to {hook} within the hook limit of {limit} s: nothing was changed",
    "no_tournament": "no stored tournament has the id {id!r}",
    "no_tournament_table": "the config has no [tournament] table, so it sets up no multi-table tournament",
    "too_many_players": "the config registers {count} players; a tournament made here takes at most {limit}",
    "players_twice": "a player's name is given twice in 'players'",
    "clock_started": "the clock has started already",
    "clock_not_started": "the clock has not started: start it first",
    "tournament_nothing_to_undo": "nothing to undo: the last action in force is not a bust or a move",
    "hand_settled_already": "the hand {id!r} has been taken into the tournament's stacks already",
    "hand_not_over": "the hand {id!r} is not over yet: its result can be taken once it ends",
    "hand_not_complete": "the hand {id!r} ended as {outcome}: only a hand played to its end moves the stacks",
    "re_entries_used": "{player} has used the {limit} re-entries the event allows",
    "late_registration_closed": "late registration closed at the end of level {last}; the clock is at level {level}",
    "player_not_seated": "{player} has no seat in this tournament (not entered, out, or waiting as an alternate)",
    "hand_not_at_table": "the hand {id!r} did not begin with the seats and stacks of table {table} as it stands",
    "hand_penalty_seats": (
        "the hand {id!r} did not deal the seats serving a penalty at table {table} ({seats}) as penalty seats: "
        "start it with those seats' penalty set"
    ),
}
"""Error reasons, by key."""

REPORTABLE: Final[dict[str, str]] = {
    "boxed_card_found": "A card was found face up inside the deck while dealing.",
    "deck_fouled": "The deck is fouled: a card turned up twice, or a card does not belong (another back).",
    "non_standard_card": "A card that is not in this game's deck (a joker, a card from another deck) was dealt.",
    "dealing_fault": "The deck was not shuffled or cut properly, a card showed in the cut, or the wrong player deals.",
    "seat_dealt_out": "The dealer left out a seat that should have been dealt a hand.",
    "seat_skipped": "In a round of upcards the dealer passed over a seat and dealt on.",
    "wrong_card_count": "A player holds more or fewer cards than he should at this point.",
    "own_downcard_exposed": "A player turned one of his own downcards face up.",
    "opener_misnamed": "The dealer named the wrong seat as first to act on this street.",
    "first_action_disputed": "A player says the first action (or the bring-in) of this street belongs elsewhere.",
    "impossible_call": "The last caller cannot beat the bettor's upcards whatever his downcards are.",
    "burn_exposed": "The burn card for this street was turned or flashed face up.",
    "downcard_exposed": "A card that should be face down was flashed or turned face up.",
    "button_misplaced": "The button is at the wrong seat for this hand, so the blinds may be too.",
    "level_changed": "The level went up around this hand's start, and the hand is dealt at the old stakes.",
    "hand_fouled": "A player's cards got mixed with other cards (the muck, another hand, the stub).",
    "wrong_bring_in": "The wrong seat brought in, and the players after him have acted on it.",
    "upcards_lifted": "The player to act, facing a bet, picked his upcards up off the table.",
    "limp_disputed": "In single draw, a player objects that a seat only called the big blind to come in.",
    "short_blind_called": "The big blind is all in for less than a full blind, and a player wants to call just that.",
    "wager_incorrect": "A wager the table took unnoticed was the wrong size, and it comes up only now.",
    "hand_not_tabled": "A player claims the pot without every card of his hand face up, or mucked it first.",
    "hand_miscalled": "A player who tabled his hand announced it as something it is not.",
    "show_out_of_order": "The dealer asked a player to show first who was not the one due to.",
    "show_refused": "The player due to show first will neither show his hand nor muck it.",
}
"""One plain-words line per irregularity a dealer or floor person can report, by its ``kind``."""


class Words(str):
    """An error reason: the English text (the string itself), with its key and values to show it in another language.

    :param key: the key in :data:`MESSAGES`.
    :param values: the values of its placeholders.
    """

    key: str
    values: dict[str, object]

    def __new__(cls, key: str, values: dict[str, object]) -> Words:
        """The English text of ``key`` with ``values`` filled in."""
        words = super().__new__(cls, MESSAGES[key].format(**values))
        words.key, words.values = key, values
        return words

    def shown(self, t: Translator) -> str:
        """The reason in ``t``'s language (a value that is itself a reason in words is translated too)."""
        values = {name: shown(value, t) if isinstance(value, str) else value for name, value in self.values.items()}
        return t.template(f"api.{self.key}", MESSAGES[self.key]).format(**values)


class Reworded(str):
    """A reason the core words as a :class:`~floorcall.model.messages.Message` (msgspec's validation reasons).

    :param said: the message; the string itself is its English.
    """

    said: Message

    def __new__(cls, said: Message) -> Reworded:
        """The English of ``said``."""
        words = super().__new__(cls, said.english())
        words.said = said
        return words


class Refused(str):
    """An error of the core (an engine's refusal of an event, a report check's failure), shown as its reader reads it.

    :param error: the error; the string itself is its English (``str(error)``), :func:`shown` renders it with
        :meth:`floorcall.i18n.Translator.error` (the places as written, the reason in the request's language).
    """

    error: BaseException

    def __new__(cls, error: BaseException) -> Refused:
        """The English of ``error``."""
        words = super().__new__(cls, str(error))
        words.error = error
        return words


def message(key: str, **values: object) -> Words:
    """The reason ``key`` in words, with ``values`` filled in (English; :func:`shown` puts it in a language).

    :raises KeyError: no such key (a defect: every key the API uses is in :data:`MESSAGES`).
    """
    return Words(key, values)


def shown(reason: str, t: Translator) -> str:
    """An error reason in ``t``'s language: ours or the core's words translated, any other (an engine's) as is."""
    if isinstance(reason, Reworded):
        return t.message(reason.said)
    if isinstance(reason, Refused):
        return t.error(reason.error)
    return reason.shown(t) if isinstance(reason, Words) else reason


def reportable_description(kind: str, t: Translator) -> str:
    """The one-line description of a reportable irregularity in ``t``'s language."""
    return t.template(f"reportable.{kind}", REPORTABLE[kind])
