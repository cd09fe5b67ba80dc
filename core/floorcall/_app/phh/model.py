"""The hand history model: every field of the PHH standard, plus the user-defined fields, in one frozen Struct.

Field names and meanings follow the PHH specification (public repository uoftcprg/phh-std). Chip amounts are
integers, or :class:`decimal.Decimal` where the file writes a decimal (``0.50``, kept exactly as written, trailing
zeros included); an unknown starting stack (``inf`` in a file) is ``None``. Optional fields default to ``None`` and are
left out when the hand is written, so nothing is invented on a round trip. Per-player arrays are ordered p1..pN and
must all have one entry per player; the player count is the length of ``starting_stacks``. Which fields a given
variant needs, and which variant codes exist, is decided by the game plugins, not here: this layer accepts any
variant code and checks only what holds for every hand.
"""

from __future__ import annotations

import datetime
from decimal import Decimal
from typing import Annotated, Final

import msgspec

from floorcall._app.phh.actions import AnyPhhAction, format_action
from floorcall._app.phh.frozen import FrozenTable
from floorcall.errors import invalid, ninvalid

__all__ = ["AMOUNT_ARRAYS", "AMOUNT_FIELDS", "PER_PLAYER_FIELDS", "Chips", "HandHistory", "PositiveChips"]

#: A chip amount that may be zero (antes, blinds, finishing stacks, winnings).
#: The largest chip amount a hand history may give: the largest signed 64-bit integer.
MAX_CHIPS = 2**63 - 1
Chips = Annotated[int, msgspec.Meta(ge=0, le=MAX_CHIPS, description="chip amount, in the smallest chip")] | Decimal
#: A blind, straddle or post: negative for a live blind posted out of place (PokerKit's "post", the HandHQ files').
SignedChips = (
    Annotated[int, msgspec.Meta(ge=-MAX_CHIPS, le=MAX_CHIPS, description="chip amount, negative for a post")] | Decimal
)
#: A chip amount that must be positive (bring-in, bet sizes, known starting stacks).
PositiveChips = (
    Annotated[int, msgspec.Meta(gt=0, le=MAX_CHIPS, description="positive chip amount, in the smallest chip")] | Decimal
)
#: The fields holding one chip amount, and those holding one per player (``starting_stacks`` apart).
AMOUNT_FIELDS: Final = ("bring_in", "small_bet", "big_bet", "min_bet", "rake")
AMOUNT_ARRAYS: Final = ("antes", "blinds_or_straddles", "finishing_stacks", "winnings")
_POSITIVE: Final = frozenset(("bring_in", "small_bet", "big_bet", "min_bet"))
_Seconds = Annotated[float, msgspec.Meta(ge=0)] | Annotated[int, msgspec.Meta(ge=0)]
_SeatNumber = Annotated[int, msgspec.Meta(ge=1, description="1-based physical seat")]

#: The fields holding one entry per player (p1 first), which must be as long as ``starting_stacks``.
PER_PLAYER_FIELDS: Final = (
    "antes",
    "blinds_or_straddles",
    "seats",
    "players",
    "finishing_stacks",
    "winnings",
    "time_banks",
)
_EMPTY: Final = FrozenTable()


class HandHistory(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, repr_omit_defaults=True):
    """One hand in the PHH format. Fields are declared in the order :func:`~floorcall._app.phh.dumps` writes them.

    Required by the standard:

    :param variant: the PHH variant code (``"F7S"``, ``"F7S/8"``, ``"NT"``...); any code is accepted here.
    :param antes: each player's ante in chips, p1 first.
    :param starting_stacks: each player's stack in chips before the hand; ``None`` when unknown (``inf``). Its
        length is the number of players.
    :param actions: the parsed actions in the order they happened (see :mod:`floorcall._app.phh.actions`).

    Forced bets and bet sizes (which ones a variant needs is the game plugin's business; the standard never
    combines a bring-in with blinds, nor ``min_bet`` with fixed-limit bet sizes):

    :param blinds_or_straddles: each player's blind or straddle in chips (button games; p1 is the small blind); a
        negative amount, after the first two, is a live blind of that many chips posted out of place (a player
        posting in), which PokerKit and the HandHQ conversions write so, beside the specification's non-negative
        amounts.
    :param bring_in: the bring-in in chips (games whose first round opens with a bring-in).
    :param small_bet: the fixed-limit bet size of the early betting rounds, in chips.
    :param big_bet: the fixed-limit bet size of the late betting rounds, in chips.
    :param min_bet: the minimum bet of a no-limit or pot-limit game, in chips.
    :param ante_trimming_status: ``True`` when a player short of the full ante can win only what they matched.
    :param rake: the chips the house took from the pots, in the file's amounts (not a field of the PHH standard:
        a field of PokerKit's hand histories that the HandHQ conversions can carry); ``winnings`` are after it.

    Optional description (kept as given; ``None`` when absent):

    :param author: who transcribed the hand.
    :param event: the event's name.
    :param url: a link about the event or organizer.
    :param venue: the venue's name.
    :param address: the venue's street address.
    :param city: the venue's city.
    :param region: the venue's region, state or province.
    :param postal_code: the venue's postal code.
    :param country: the venue's country.
    :param time: local time the hand started (a TOML local time, no date or zone).
    :param time_zone: IANA time zone name (``"America/Los_Angeles"``).
    :param time_zone_abbreviation: time zone abbreviation (``"PDT"``).
    :param day: day of the month, 1-31.
    :param month: month, 1-12.
    :param year: year.
    :param hand: hand name or number.
    :param level: tournament level.
    :param seats: each player's 1-based seat number, p1 first; all different.
    :param seat_count: number of seats at the table (at least the number of players and the highest seat).
    :param table: table name or number.
    :param players: each player's name, p1 first (``""`` when anonymous).
    :param finishing_stacks: each player's stack in chips after the recorded actions.
    :param winnings: each player's collected pots in chips.
    :param currency: ISO 4217 currency code (``"USD"``).
    :param currency_symbol: the currency's symbol (``"$"``).
    :param time_limit: seconds allowed per action (``inf`` for none).
    :param time_banks: each player's time bank in seconds at the start of the hand.

    Not in the standard's field list:

    :param user_fields: every top-level key beginning with ``_`` (floorcall's ``_floorcall`` table included),
        frozen as read, in file order; see :mod:`floorcall._app.phh.frozen`.
    :raises ValueError: a per-player array whose length is not the player count, fewer than two players, a
        bring-in together with blinds, an incomplete or doubled betting structure, repeated or out-of-range seats,
        or an action naming a player the hand does not have. The message starts with the field (``antes: ...``,
        ``actions[7]: ...``).
    """

    variant: Annotated[str, msgspec.Meta(min_length=1)]
    ante_trimming_status: bool | None = None
    antes: tuple[Chips, ...]
    blinds_or_straddles: tuple[SignedChips, ...] | None = None
    bring_in: PositiveChips | None = None
    small_bet: PositiveChips | None = None
    big_bet: PositiveChips | None = None
    min_bet: PositiveChips | None = None
    rake: Chips | None = None
    starting_stacks: tuple[PositiveChips | None, ...]
    actions: tuple[AnyPhhAction, ...]
    author: str | None = None
    event: str | None = None
    url: str | None = None
    venue: str | None = None
    address: str | None = None
    city: str | None = None
    region: str | None = None
    postal_code: str | None = None
    country: str | None = None
    time: datetime.time | None = None
    time_zone: str | None = None
    time_zone_abbreviation: str | None = None
    day: Annotated[int, msgspec.Meta(ge=1, le=31)] | None = None
    month: Annotated[int, msgspec.Meta(ge=1, le=12)] | None = None
    year: int | None = None
    hand: int | str | None = None
    level: int | None = None
    seats: tuple[_SeatNumber, ...] | None = None
    seat_count: Annotated[int, msgspec.Meta(ge=1)] | None = None
    table: int | str | None = None
    players: tuple[str, ...] | None = None
    finishing_stacks: tuple[Chips, ...] | None = None
    winnings: tuple[Chips, ...] | None = None
    currency: str | None = None
    currency_symbol: str | None = None
    time_limit: _Seconds | None = None
    time_banks: tuple[_Seconds, ...] | None = None
    user_fields: FrozenTable = _EMPTY

    def __post_init__(self) -> None:
        """Check the invariants every hand history satisfies, whatever its variant."""
        count = len(self.starting_stacks)
        if count < 2:
            raise invalid(
                "phh.check.players", "starting_stacks: a hand has at least 2 players, this one has {count}", count=count
            )
        for name in PER_PLAYER_FIELDS:
            values = getattr(self, name)
            if values is not None and len(values) != count:
                raise ninvalid(
                    "phh.check.per_player",
                    "{name}: {entries} entry, but the hand has {count} players (one per starting stack)",
                    "{name}: {entries} entries, but the hand has {count} players (one per starting stack)",
                    len(values),
                    name=name,
                    entries=len(values),
                    count=count,
                )
        _check_forced_bets_and_sizes(self)
        _check_decimal_amounts(self)
        if self.time is not None and self.time.tzinfo is not None:
            raise invalid(
                "phh.check.time_zone", "time: a PHH time is a local time, without a time zone (use time_zone)"
            )
        if self.seats is not None or self.seat_count is not None:
            _check_seats(self.seats or (), self.seat_count, count)
        _check_action_players(self.actions, count)

    @property
    def player_count(self) -> int:
        """The number of players in the hand (p1..pN), i.e. the length of ``starting_stacks``."""
        return len(self.starting_stacks)


def _check_decimal_amounts(hand: HandHistory) -> None:
    """The checks msgspec's constraints make on whole amounts, made on decimal ones: finite, and not negative."""
    for name in AMOUNT_FIELDS:
        value = getattr(hand, name)
        if type(value) is Decimal:
            _check_decimal(value, name, positive=name in _POSITIVE)
    for name in (*AMOUNT_ARRAYS, "starting_stacks"):
        values = getattr(hand, name)
        if values is not None and Decimal in set(map(type, values)):
            for index, value in enumerate(values):
                if type(value) is Decimal:
                    where = f"{name}[{index}]"
                    _check_decimal(
                        abs(value) if index > 1 and name == "blinds_or_straddles" else value,
                        where,
                        positive=name == "starting_stacks",
                    )
    _check_posts(hand.blinds_or_straddles or ())


def _check_posts(blinds: tuple[int | Decimal, ...]) -> None:
    """A negative blind (a post) comes after the small and the big blind, whose places it cannot take."""
    for index, value in enumerate(blinds[:2]):
        if value < 0:
            raise invalid(
                "phh.check.post_place",
                "{where}: a negative blind (a live blind posted out of place) comes after the two blinds, not {value}",
                where=f"blinds_or_straddles[{index}]",
                value=str(value),
            )


def _check_decimal(value: Decimal, where: str, *, positive: bool) -> None:
    if not value.is_finite():
        spelled = "nan" if value.is_nan() else "inf" if value > 0 else "-inf"
        raise invalid(
            "phh.check.unknown_amount",
            "{where}: an unknown amount ({spelled}) is allowed only in starting_stacks",
            where=where,
            spelled=spelled,
        )
    if positive and value <= 0:
        raise invalid(
            "phh.check.amount_positive",
            "{where}: a chip amount is positive, not {value}",
            where=where,
            value=str(value),
        )
    if value < 0:
        raise invalid(
            "phh.check.amount_not_negative",
            "{where}: a chip amount is zero or more, not {value}",
            where=where,
            value=str(value),
        )


def _check_forced_bets_and_sizes(hand: HandHistory) -> None:
    if hand.bring_in is not None and hand.blinds_or_straddles is not None:
        raise invalid(
            "phh.check.bring_in_and_blinds", "bring_in: a hand has a bring-in or blinds_or_straddles, never both"
        )
    fixed = (hand.small_bet is not None, hand.big_bet is not None)
    if fixed[0] != fixed[1]:
        missing = "big_bet" if fixed[0] else "small_bet"
        raise invalid(
            "phh.check.fixed_limit", "{missing}: a fixed-limit hand gives both small_bet and big_bet", missing=missing
        )
    if hand.min_bet is not None and fixed[0]:
        raise invalid(
            "phh.check.min_bet_and_fixed",
            "min_bet: a hand has min_bet (no-limit, pot-limit) or small_bet and big_bet, never both",
        )
    if hand.min_bet is None and not fixed[0]:
        raise invalid(
            "phh.check.no_bet_size",
            "min_bet: missing; give min_bet (no-limit, pot-limit) or small_bet and big_bet (fixed limit)",
        )


def _check_seats(seats: tuple[int, ...], seat_count: int | None, players: int) -> None:
    if len(set(seats)) != len(seats):
        raise invalid("phh.check.seat_twice", "seats: a seat appears twice in {seats}", seats=str(list(seats)))
    if seat_count is None:
        return
    if seat_count < players:
        raise ninvalid(
            "phh.check.seat_count",
            "seat_count: {seat_count} seat cannot hold {players} players",
            "seat_count: {seat_count} seats cannot hold {players} players",
            seat_count,
            seat_count=seat_count,
            players=players,
        )
    if seats and max(seats) > seat_count:
        raise ninvalid(
            "phh.check.no_such_seat",
            "seats: seat {seat} does not exist at a table of {seat_count} seat",
            "seats: seat {seat} does not exist at a table of {seat_count} seats",
            seat_count,
            seat=max(seats),
            seat_count=seat_count,
        )


def _check_action_players(actions: tuple[AnyPhhAction, ...], players: int) -> None:
    for index, action in enumerate(actions):
        player = getattr(action, "player", 1)
        if not 1 <= player <= players:
            raise invalid(
                "phh.check.action_player",
                "actions[{index}]: {action} names player {player} but the hand has {players} players",
                index=index,
                action=repr(format_action(action)),
                player=player,
                players=players,
            )
