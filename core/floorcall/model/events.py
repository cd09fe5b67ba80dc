"""Events: the facts a hand is made of, in the order they happened.

A hand is its event log. The first event is :class:`HandStarted`; after it come cards dealt, actions, reports and
decisions from outside, and the rulings the engine recorded for irregular events (:class:`RulingApplied`), so that a
log replays exactly even when the plugins have changed since. Events are facts in the past tense.
"""

from __future__ import annotations

import msgspec

from floorcall.cards import Card
from floorcall.model.irregularities import AnyIrregularity
from floorcall.model.procedure import OptionValue, Stakes
from floorcall.model.rulings import Ruling
from floorcall.model.snapshot import HandSnapshot
from floorcall.model.types import Chips, PluginName, SeatNumber
from floorcall.model.wagers import AnySpeech, ChipMotion
from floorcall.table import Table

__all__ = [
    "AnyEvent",
    "BetOrRaisedTo",
    "BoardCardDealt",
    "BringInPosted",
    "CardBurned",
    "CardDealt",
    "CheckedOrCalled",
    "DecisionMade",
    "Discarded",
    "DowncardsLooked",
    "Event",
    "Folded",
    "HandMucked",
    "HandShown",
    "HandStarted",
    "IrregularityReported",
    "OptionSetting",
    "RulingApplied",
    "SnapshotTaken",
    "WagerMade",
]


# gc=False: frozen, holding only immutable values, so never part of a reference cycle; a hand makes thousands,
# and untracked structs keep the garbage collector's passes short.
class Event(msgspec.Struct, frozen=True, kw_only=True, gc=False, tag_field="kind"):
    """Base of every event (never used on its own, never in a union)."""


class OptionSetting(msgspec.Struct, frozen=True, kw_only=True):
    """One option value in force for a hand."""

    name: PluginName
    value: OptionValue


class HandStarted(Event, frozen=True, kw_only=True, tag="hand_started"):
    """A hand begins: everything needed to run it again exactly.

    :param game: the game's name.
    :param table: seats, stacks, presence, penalties, button and dealer as the hand begins.
    :param stakes: forced bets and bet sizes of the level.
    :param options: every option value in force (rulebook defaults and house values resolved).
    :param rulebook: the rulebook in force, when there is one.
    :param hand_number: the hand's number in its session, for messages.
    :param redeal: True when this hand is the redeal of a misdealt hand.
    :param burns_recorded: False when the source does not report burns (hand histories): the engine burns an
        unknown card itself wherever a burn is due.
    :param showdown_reported: True when the source reports every show and muck at showdown (hand histories): the
        engine then waits for each live seat to show or muck before awarding the pots; otherwise it awards them
        as soon as every live hand is known.
    """

    game: PluginName
    table: Table
    stakes: Stakes
    options: tuple[OptionSetting, ...] = ()
    rulebook: PluginName | None = None
    hand_number: int = 1
    redeal: bool = False
    burns_recorded: bool = True
    showdown_reported: bool = False


class CardDealt(Event, frozen=True, kw_only=True, tag="card_dealt"):
    """A card was dealt to a seat, face up or face down (``??`` when its face is not known)."""

    seat: SeatNumber
    card: Card
    face_up: bool = False


class CardBurned(Event, frozen=True, kw_only=True, tag="card_burned"):
    """A card was burned (``??`` when its face is not known)."""

    card: Card = Card.UNKNOWN


class BoardCardDealt(Event, frozen=True, kw_only=True, tag="board_card_dealt"):
    """A community card was turned face up in the middle."""

    card: Card


class BringInPosted(Event, frozen=True, kw_only=True, tag="bring_in_posted"):
    """The seat posted the bring-in (or all he had, if less)."""

    seat: SeatNumber


class Folded(Event, frozen=True, kw_only=True, tag="folded"):
    """The seat folded."""

    seat: SeatNumber


class CheckedOrCalled(Event, frozen=True, kw_only=True, tag="checked_or_called"):
    """The seat checked, or called what he faced (all in if he had less)."""

    seat: SeatNumber


class BetOrRaisedTo(Event, frozen=True, kw_only=True, tag="bet_or_raised_to"):
    """The seat completed, bet or raised to a total wager for the street, in chips."""

    seat: SeatNumber
    amount: Chips


class WagerMade(Event, frozen=True, kw_only=True, tag="wager_made"):
    """The seat made a wager as a live table sees it: what he said, the chips he put forward, and in which order.

    The engine reads it (:class:`floorcall.model.wagers.WagerReading`); a plain one (no words or words that say
    what the chips do, one motion, the chips exactly a call or a legal bet or raise) is taken as that action, any
    other is put to the rulebook as :class:`floorcall.model.irregularities.WagerUnclear`.

    :param seat: the seat that wagered.
    :param said: his words, or None when he said nothing.
    :param motions: the chips he put forward, motion by motion (none: a verbal wager only).
    :param spoke_first: True when he spoke before his chips crossed the line (ignored without words or chips).
    :param unnoticed: True when nobody at the table saw that the wager was the wrong size and play went on with it:
        chips short of the smallest full bet or raise, or chips short of the pot after "pot" in pot limit (a
        miscount). The engine then takes the chips as made, and rules when someone reports it
        (:class:`floorcall.model.irregularities.WagerIncorrect`); on any other wager the flag changes nothing.
    """

    seat: SeatNumber
    said: AnySpeech | None = None
    motions: tuple[ChipMotion, ...] = ()
    spoke_first: bool = True
    unnoticed: bool = False


class DowncardsLooked(Event, frozen=True, kw_only=True, tag="downcards_looked"):
    """The player at the seat looked at his downcards (some rulings depend on whether he has)."""

    seat: SeatNumber


class HandShown(Event, frozen=True, kw_only=True, tag="hand_shown"):
    """At showdown the seat showed his hand: his downcards in the order dealt (upcards are already known)."""

    seat: SeatNumber
    cards: tuple[Card, ...]


class HandMucked(Event, frozen=True, kw_only=True, tag="hand_mucked"):
    """At showdown the seat gave up his hand without showing it."""

    seat: SeatNumber


class IrregularityReported(Event, frozen=True, kw_only=True, tag="irregularity_reported"):
    """The dealer or the floor reports an irregularity the engine cannot see from the cards and actions alone.

    :param detected: True when the engine itself found the irregularity (a wrong card count or a seat on penalty
        once the initial deal is complete) and logged it as a report, so that a replay uses the recorded ruling.
    """

    irregularity: AnyIrregularity
    detected: bool = False


class DecisionMade(Event, frozen=True, kw_only=True, tag="decision_made"):
    """The pending decision of the last ruling was made.

    :param option: the chosen option's name.
    :param seat: the seat that chose (a player's option), or None for the floor.
    """

    option: str
    seat: SeatNumber | None = None


class Discarded(Event, frozen=True, kw_only=True, tag="discarded"):
    """In a draw the seat threw away ``cards`` face down (``??`` where unknown); no cards means he stood pat.

    A second discard by the same seat in the same draw lists the whole new set of cards he wants to throw.
    """

    seat: SeatNumber
    cards: tuple[Card, ...] = ()


class RulingApplied(Event, frozen=True, kw_only=True, tag="ruling_applied"):
    """Recorded by the engine right after the event that caused an irregularity: what was ruled and applied.

    :param ruled_by: who answered: the plugin's name, and for a rulebook built with the rule kit the rule's ID after a
        slash (``"tda-2024/TDA2024-RP10-A"``; a house plugin that changed that rule by its ID names itself,
        ``"acme-floor/TDA2024-RP10-A"``). None in logs written before floorcall recorded it.
    """

    irregularity: AnyIrregularity
    ruling: Ruling
    ruled_by: str | None = None


class SnapshotTaken(Event, frozen=True, kw_only=True, tag="snapshot_taken"):
    """The hand as the floor found it, in place of the deal and the action so far (the floor's quick question).

    Logged by the engine right after :class:`HandStarted`, whose table holds each seat's chips as the hand began
    (his stack, his wager and his chips in the pot of the snapshot); never posted by a client.
    """

    snapshot: HandSnapshot


AnyEvent = (
    HandStarted
    | CardDealt
    | CardBurned
    | BoardCardDealt
    | BringInPosted
    | Folded
    | CheckedOrCalled
    | BetOrRaisedTo
    | DowncardsLooked
    | HandShown
    | HandMucked
    | IrregularityReported
    | DecisionMade
    | RulingApplied
    | Discarded
    | WagerMade
    | SnapshotTaken
)
