"""The bodies and answers of the tournament routes as msgspec Structs: a new tournament, the floor's actions, its state.

A tournament is made from a config's TOML text with a ``[tournament]`` table (:class:`TournamentBody`); the floor's
actions on it (:data:`AnyAction`) are stored in order and replayed when the server starts again; its state
(:class:`TournamentState`) and its clock (:class:`ClockState`, what the TV clock page shows) are read back.
"""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import UNSET, Meta, UnsetType

from floorcall._app.serve.schema_base import Answer, Body, Seq

__all__ = [
    "ActionRow",
    "AddOnAction",
    "AlternateAction",
    "AnyAction",
    "BalanceAction",
    "BreakTableAction",
    "BustAction",
    "ClockAction",
    "ClockState",
    "ColourUpAction",
    "HandAction",
    "HandSettled",
    "LevelStakes",
    "MoveAction",
    "MoveMade",
    "PenaltyAction",
    "PlaceRow",
    "PlayerAction",
    "RebuyAction",
    "SeatCard",
    "SeatRow",
    "StoredAction",
    "TableRow",
    "TournamentBody",
    "TournamentRow",
    "TournamentState",
    "UndoBody",
]

Player = Annotated[str, Meta(min_length=1, max_length=60, pattern=r"^[^#\s][^#]*$", description="a player's name")]
Entry = Annotated[
    str, Meta(min_length=1, max_length=70, description="an entry: the player's name, '#n' after it for his n-th entry")
]
TableNumber = Annotated[int, Meta(ge=1, le=100_000, description="a table's number, from 1")]
SeatAt = Annotated[int, Meta(ge=1, le=10, description="a seat's number at its table, from 1")]


class TournamentBody(Body, frozen=True, kw_only=True):
    """A new tournament: a config's TOML text (with a ``[tournament]`` table), the draw's seed and the players.

    Without ``players`` the config's ``players`` count is registered as ``P1``, ``P2``, ... (as ``floorcall run``).
    """

    config: Annotated[str, Meta(min_length=1, max_length=200_000, description="the config, as TOML text")]
    seed: Annotated[int, Meta(ge=0, le=2**63 - 1, description="seeds the seat draws and the chip races")] = 0
    players: Annotated[list[Player], Meta(min_length=2, max_length=5000)] | UnsetType = UNSET


class PlayerAction(Body, frozen=True, kw_only=True, tag_field="action", tag="register"):
    """Enter a player (``register``: a new one, drawn a seat; ``re-enter``: one who entered before)."""

    player: Player
    seq: Seq


class ReEnterAction(PlayerAction, frozen=True, kw_only=True, tag="re-enter"):
    """A player enters again: a full stack at a drawn seat; chips he still has leave play."""


class AlternateAction(PlayerAction, frozen=True, kw_only=True, tag="alternate"):
    """A player joins the alternates list: the next balancing point with a seat open seats him."""


class BustAction(Body, frozen=True, kw_only=True, tag_field="action", tag="bust"):
    """The floor takes an entry out; his chips go to ``winner`` (another entry at his table) when named."""

    entry: Entry
    seq: Seq
    winner: Entry | None = None


class MoveAction(Body, frozen=True, kw_only=True, tag_field="action", tag="move"):
    """Move an entry with his chips to an open seat (a player found in the wrong seat goes to the one he drew)."""

    entry: Entry
    table: TableNumber
    seat: SeatAt
    seq: Seq


class PenaltyAction(Body, frozen=True, kw_only=True, tag_field="action", tag="penalty"):
    """A seated entry is to miss ``hands`` hands, at whatever table he sits (TDA 2024 rules 71-A and 71-C)."""

    entry: Entry
    hands: Annotated[int, Meta(ge=1, le=1000)]
    seq: Seq


class RebuyAction(Body, frozen=True, kw_only=True, tag_field="action", tag="rebuy"):
    """A seated entry buys a rebuy (``rebuy``) or the add-on (``add-on``), as the config sells them."""

    entry: Entry
    seq: Seq


class AddOnAction(RebuyAction, frozen=True, kw_only=True, tag="add-on"):
    """A seated entry buys the add-on: its chips join his stack, its money the prize pool."""


class BalanceAction(Body, frozen=True, kw_only=True, tag_field="action", tag="balance"):
    """A balancing point (the hands at every table are over): place the busts, break and balance the tables."""

    seq: Seq


class BreakTableAction(Body, frozen=True, kw_only=True, tag_field="action", tag="break-table"):
    """Break one table now: its players draw new tables and seats."""

    table: TableNumber
    seq: Seq


class ColourUpAction(Body, frozen=True, kw_only=True, tag_field="action", tag="colour-up"):
    """Colour up now, between hands: the ``chip`` chips are raced off at every table, as at a break's colour-up."""

    chip: Annotated[int, Meta(gt=0, description="the denomination raced off: a chip of the config's chip-set")]
    seq: Seq


class ClockAction(Body, frozen=True, kw_only=True, tag_field="action", tag="clock"):
    """Start, pause or resume the clock, or add minutes to the current level or break (negative takes them)."""

    clock: Literal["start", "pause", "resume", "add"]
    seq: Seq
    minutes: Annotated[float, Meta(ge=-600, le=600)] = 0.0


class HandAction(Body, frozen=True, kw_only=True, tag_field="action", tag="hand"):
    """Take a hand played through ``/hands`` at a tournament table into the tournament's stacks."""

    hand: Annotated[str, Meta(min_length=1, max_length=40, description="the finished hand's id")]
    table: TableNumber
    seq: Seq


class HandSettled(Body, frozen=True, kw_only=True, tag_field="action", tag="hand-settled"):
    """A hand's result as the tournament stores it: the hand, its table and game, the chips by seat after it.

    :param button: the hand's button seat (None in stud); ``big_blind`` the seat that posted the big blind.
    """

    hand: str
    table: int
    game: str
    finishing: dict[int, int]
    button: int | None
    big_blind: int | None
    seq: Seq


AnyAction = (
    PlayerAction
    | ReEnterAction
    | AlternateAction
    | BustAction
    | MoveAction
    | RebuyAction
    | AddOnAction
    | PenaltyAction
    | BalanceAction
    | BreakTableAction
    | ColourUpAction
    | ClockAction
)
"""Every action the floor takes on a tournament, told apart by ``action``."""

StoredAction = AnyAction | HandSettled
"""Every action as stored: a posted :class:`HandAction` is stored as the :class:`HandSettled` result it took."""


class UndoBody(Body, frozen=True, kw_only=True):
    """Undo the last action still in force, when it is a bust or a move (the floor's mistake)."""

    seq: Seq


class SeatRow(Answer, frozen=True, kw_only=True):
    """A seated entry: his seat, entry, player and chips; ``waits`` until the button passes him.

    :param penalty: the hands he still has to miss (0: none); his seat is dealt in and his hand killed meanwhile.
    """

    seat: int
    entry: str
    player: str
    stack: int
    waits: bool
    penalty: int


class TableRow(Answer, frozen=True, kw_only=True):
    """A table in play: its number, its seats and players, and whether its play halts until it is balanced."""

    table: int
    seats: int
    players: list[SeatRow]
    halted: bool


class MoveMade(Answer, frozen=True, kw_only=True):
    """A balancing move to make: the entry, the seat he leaves and the seat he fills."""

    entry: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int


class PlaceRow(Answer, frozen=True, kw_only=True):
    """A player out (or the winner): his place, and his prize from the payout table (money units)."""

    player: str
    place: int
    prize: int


class PurchaseRow(Answer, frozen=True, kw_only=True):
    """A rebuy or an add-on sold: the entry, ``rebuy`` or ``add-on``, its chips, its money and the level it was sold in.

    :param seat: the seat a busted entry's rebuy seated him at again (with ``table``); None for a seated entry's.
    """

    entry: str
    kind: str
    chips: int
    money: int
    level: int
    table: int | None
    seat: int | None


class LevelStakes(Answer, frozen=True, kw_only=True):
    """A level's game and stakes (chips): blinds, antes, the stud bring-in and the bet sizes."""

    level: int
    game: str
    blinds: list[int]
    ante: int
    big_blind_ante: int
    bring_in: int | None
    small_bet: int
    big_bet: int | None


class ClockState(Answer, frozen=True, kw_only=True):
    """The clock as the room's TV shows it.

    :param level: the level in force (from 1); during a break, the one before it.
    :param on_break: the clock is in a break; ``colour_up`` the chip it races off, if any.
    :param seconds_left: of the current level or break, by the server's wall clock.
    :param next_break_in: seconds to the next break (None when none is left).
    :param next: the level after the current one (None after the last).
    :param prize_pool: every entry's buy-in and the money of the rebuys and add-ons sold (money units).
    :param rebuys: the rebuys sold so far; ``add_ons`` the add-ons.
    :param alternates: the players waiting for a seat, first first.
    """

    name: str
    started: bool
    paused: bool
    on_break: bool
    colour_up: int | None
    level: int
    stakes: LevelStakes
    seconds_left: float
    next: LevelStakes | None
    next_break_in: float | None
    players_left: int
    entries: int
    average_stack: int
    prize_pool: int
    rebuys: int
    add_ons: int
    alternates: list[str]


class ActionRow(Answer, frozen=True, kw_only=True):
    """One of the floor's actions as stored: its ``seq``, when (UTC), what it was, and the ``seq`` that undid it."""

    seq: int
    at: str
    action: str
    undone_by: int | None


class TournamentState(Answer, frozen=True, kw_only=True):
    """A tournament as it stands.

    :param seq: the number of the last action stored; an action or an undo is made against it.
    :param busts: entries out since the last balancing point, not placed yet.
    :param places: the players placed, best place first, with their prizes.
    :param payouts: the prize of each paid place, first place first (money units).
    :param pending_moves: the moves the next balancing point makes.
    :param alternates: the players waiting for a seat, first first; the next balancing point seats them as seats open.
    :param purchases: the rebuys and add-ons sold, in the order they were.
    """

    id: str
    name: str
    created: str
    seq: int
    clock: ClockState
    tables: list[TableRow]
    busts: list[str]
    places: list[PlaceRow]
    payouts: list[int]
    prize_pool: int
    chips_in_play: int
    pending_moves: list[MoveMade]
    hand_for_hand: bool
    alternates: list[str]
    purchases: list[PurchaseRow]
    actions: list[ActionRow]


class SeatCard(Answer, frozen=True, kw_only=True):
    """A player's seat card: the event, the player and his live entry, his table and seat, his chips, the level.

    :param waits: he is not dealt in until the button has passed his seat.
    """

    event: str
    player: str
    entry: str
    table: int
    seat: int
    stack: int
    waits: bool
    level: int


class TournamentRow(Answer, frozen=True, kw_only=True):
    """A stored tournament in a list: its id, name, when it was made, its ``seq`` and the players left."""

    id: str
    name: str
    created: str
    seq: int
    players_left: int
