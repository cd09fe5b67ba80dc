"""The tournament's own record: every draw, move, break, level, hand, bust, race, penalty and place, in order.

The record is a list of frozen msgspec Structs tagged by ``type``; ``floorcall run`` writes it as JSON Lines
(``tournament.jsonl``, one event an object, the first a ``started``) and prints the same lines with ``--json``.
It is enough to rebuild every table's seating and every stack at every hand (:mod:`floorcall._tournament.rebuild`).
Seats and tables are numbers from 1; chips are whole chips; entries are named ``<player>`` for a first entry and
``<player>#<n>`` for the player's n-th entry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import msgspec

from floorcall.model.tournament import EntryKind

if TYPE_CHECKING:
    from floorcall._tournament.settings import TournamentSettings

__all__ = [
    "AnyRecordEvent",
    "Bought",
    "Break",
    "Busted",
    "Finished",
    "Forfeited",
    "HandForHand",
    "HandPlayed",
    "LevelStarted",
    "MoveReason",
    "Moved",
    "Penalized",
    "PenaltyMoved",
    "Placed",
    "PurchaseKind",
    "Raced",
    "RecordEvent",
    "Seated",
    "Started",
    "TableBroken",
    "Waiting",
    "decode_line",
    "encode_line",
    "moved",
]


class RecordEvent(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    """Base of the record's events."""


class Started(RecordEvent, frozen=True, kw_only=True, tag="started"):
    """The event begins: its name, seed, tables and seats, and each entry's stack, buy-in and fee."""

    name: str
    seed: int
    tables: int
    seats: int
    starting_stack: int
    buy_in: int
    fee: int

    @classmethod
    def of(cls, settings: TournamentSettings, seed: int) -> Started:
        """The first event of a tournament set up with ``settings`` and seeded ``seed``."""
        return cls(
            name=settings.name,
            seed=seed,
            tables=settings.tables,
            seats=settings.seats,
            starting_stack=settings.starting_stack,
            buy_in=settings.buy_in,
            fee=settings.fee,
        )


class Seated(RecordEvent, frozen=True, kw_only=True, tag="seated"):
    """An entry drew ``table`` and ``seat`` with ``stack`` chips; ``waits`` until the button passes if set."""

    entry: str
    player: str
    kind: EntryKind
    table: int
    seat: int
    stack: int
    waits: bool
    citations: tuple[str, ...]


#: Why an entry moved: to balance the tables, from a broken table, to the final table, or to the seat he drew.
MoveReason = Literal["balance", "break", "final", "wrong-seat"]


class Moved(RecordEvent, frozen=True, kw_only=True, tag="moved"):
    """An entry moved with his chips (``waits`` until the button passes if set)."""

    entry: str
    reason: MoveReason
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    waits: bool
    citations: tuple[str, ...]


class TableBroken(RecordEvent, frozen=True, kw_only=True, tag="table_broken"):
    """A table closed (its players were moved by the ``moved`` events that follow)."""

    table: int
    citations: tuple[str, ...]


class LevelStarted(RecordEvent, frozen=True, kw_only=True, tag="level"):
    """Level ``level`` (from 1) is in force from round ``round`` on."""

    level: int
    round: int


class Break(RecordEvent, frozen=True, kw_only=True, tag="break"):
    """A break before round ``round``, ``minutes`` long, colouring up ``colour_up`` chips if set."""

    round: int
    minutes: float
    colour_up: int | None = None


class Raced(RecordEvent, frozen=True, kw_only=True, tag="raced"):
    """The chip race at one table: each seat's chips before and after, and the chips the race took out of play."""

    table: int
    removed: int
    smallest: int
    before: dict[int, int]
    after: dict[int, int]
    remainder: int
    citations: tuple[str, ...]


class HandPlayed(RecordEvent, frozen=True, kw_only=True, tag="hand_played", omit_defaults=True):
    """Hand ``hand`` of ``table`` in round ``round``: the entries dealt in by seat, their chips before and after.

    :param penalized: the seats dealt in while serving a missed-hands penalty (their hands killed; written only when
        there is one).
    """

    table: int
    hand: int
    round: int
    level: int
    game: str
    seats: dict[int, str]
    starting: dict[int, int]
    finishing: dict[int, int]
    penalized: list[int] = []


class Penalized(RecordEvent, frozen=True, kw_only=True, tag="penalized"):
    """A seated entry is to miss ``hands`` more hands (``left`` in all, with any he was serving already)."""

    entry: str
    hands: int
    left: int
    citations: tuple[str, ...]


class PenaltyMoved(RecordEvent, frozen=True, kw_only=True, tag="penalty_moved"):
    """An entry serving a penalty moved to ``table`` with ``hands`` still to miss; ``kept``: he serves them there."""

    entry: str
    hands: int
    table: int
    kept: bool
    citations: tuple[str, ...]


class Busted(RecordEvent, frozen=True, kw_only=True, tag="busted"):
    """An entry lost his last chip on hand ``hand`` of ``table`` (he started it with ``starting`` chips)."""

    entry: str
    table: int
    seat: int
    hand: int
    round: int
    starting: int


class Forfeited(RecordEvent, frozen=True, kw_only=True, tag="forfeited"):
    """An entry gave up his chips to re-enter; they left play."""

    entry: str
    chips: int
    citations: tuple[str, ...]


class Waiting(RecordEvent, frozen=True, kw_only=True, tag="waiting"):
    """A player joins the alternates list at ``place`` (from 1); he is seated when a seat opens."""

    player: str
    place: int


PurchaseKind = Literal["rebuy", "add-on"]
"""What a seated entry buys beside his entry: a rebuy or an add-on."""


class Bought(RecordEvent, frozen=True, kw_only=True, tag="bought"):
    """An entry bought a rebuy or an add-on at level ``level``: ``chips`` joined his stack, ``money`` the pool.

    A rebuy bought by an entry who has just lost his last chip (busted, not yet placed) seats him again at ``table``
    and ``seat``, the seat he busted from; both are None for a purchase by a seated entry.
    """

    entry: str
    kind: PurchaseKind
    chips: int
    money: int
    level: int
    table: int | None = None
    seat: int | None = None


class HandForHand(RecordEvent, frozen=True, kw_only=True, tag="hand_for_hand"):
    """Hand-for-hand play begins (or ends) with ``players_left`` players."""

    players_left: int
    round: int
    on: bool
    citations: tuple[str, ...]


class Placed(RecordEvent, frozen=True, kw_only=True, tag="placed"):
    """A player's finishing place and prize (players tied share a place)."""

    player: str
    place: int
    prize: int
    citations: tuple[str, ...]


class Finished(RecordEvent, frozen=True, kw_only=True, tag="finished"):
    """The event is over: its winner, the rounds played, the entries sold and the prize pool."""

    winner: str
    rounds: int
    entries: int
    prize_pool: int


AnyRecordEvent = (
    Started
    | Seated
    | Moved
    | TableBroken
    | LevelStarted
    | Break
    | Raced
    | HandPlayed
    | Busted
    | Forfeited
    | Waiting
    | Bought
    | Penalized
    | PenaltyMoved
    | HandForHand
    | Placed
    | Finished
)

_ENCODER = msgspec.json.Encoder()
_DECODER: msgspec.json.Decoder[AnyRecordEvent] = msgspec.json.Decoder(AnyRecordEvent)


def moved(
    entry: str,
    reason: MoveReason,
    origin: tuple[int, int],
    destination: tuple[int, int],
    waits: bool,
    citations: tuple[str, ...],
) -> Moved:
    """A :class:`Moved` event from (table, seat) pairs."""
    return Moved(
        entry=entry,
        reason=reason,
        from_table=origin[0],
        from_seat=origin[1],
        to_table=destination[0],
        to_seat=destination[1],
        waits=waits,
        citations=citations,
    )


def encode_line(event: RecordEvent) -> str:
    """One event as a line of JSON (without the line end)."""
    return _ENCODER.encode(event).decode()


def decode_line(line: str | bytes) -> AnyRecordEvent:
    """One event from a line of JSON. :raises msgspec.ValidationError: not a record event."""
    return _DECODER.decode(line)
