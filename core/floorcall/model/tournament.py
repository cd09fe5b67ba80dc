"""The questions a tournament asks its rulebook, and the rulings that answer them.

The questions are about seating, balancing, breaking, the colour-up, hand-for-hand play and a penalty's missed
hands.

A tournament ruling names the procedure the floor follows and the rules it rests on; the tournament (the core)
carries the procedure out with its own machinery (the seat pool's draws, the positions at a table, the chip race),
so that every move it makes cites the rule that ordered it. The rulebooks answer through the hooks of
:mod:`floorcall.hookspecs`; a house plugin that answers first overrides them.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from floorcall.model.messages import Message
from floorcall.model.rulings import CITATION_PATTERN

__all__ = [
    "BalancingQuestion",
    "BalancingRuling",
    "BreakingQuestion",
    "BreakingRuling",
    "ColourUpQuestion",
    "ColourUpRuling",
    "EntryKind",
    "HandForHandQuestion",
    "HandForHandRuling",
    "PenaltyQuestion",
    "PenaltyRuling",
    "SeatingQuestion",
    "SeatingRuling",
    "TournamentRuling",
]

#: How a player comes to a seat: the opening draw, a late registration, a re-entry, an alternate, or a player
#: found in a seat that is not the one he drew.
EntryKind = Literal["opening", "late", "re-entry", "alternate", "wrong-seat"]


class TournamentRuling(msgspec.Struct, frozen=True, kw_only=True):
    """What every tournament ruling carries: the rules it rests on and an explanation.

    :param citations: at least one rule ID (catalog IDs, ``HOUSE:<plugin>:<id>``, ``FLOORCALL-DEFAULT-<n>``).
    :param message: the explanation, as a translatable message.
    :raises ValueError: no citation, or one that is not a rule ID.
    """

    citations: tuple[str, ...]
    message: Message

    def __post_init__(self) -> None:
        """Check the citations."""
        if not self.citations:
            raise ValueError("a tournament ruling cites at least one rule")
        bad = [c for c in self.citations if not CITATION_PATTERN.match(c)]
        if bad:
            raise ValueError(f"not rule IDs: {bad}")


class SeatingQuestion(msgspec.Struct, frozen=True, kw_only=True):
    """How a player who enters (or is found in the wrong seat) gets his seat.

    :param entry: why he needs a seat.
    """

    entry: EntryKind


class SeatingRuling(TournamentRuling, frozen=True, kw_only=True):
    """The seat of an entrant.

    :param wait_between_blind_and_button: whether a seat drawn between the small blind and the button is dealt in
        only once the button has passed it (True) or at once (False).
    :param full_stack: whether the entrant buys a full starting stack.
    :param forfeited_chips_leave_play: on a re-entry, whether the chips the player gives up leave play.
    :param keeps_stack: for a player found in the wrong seat, whether he moves with his current stack.
    """

    wait_between_blind_and_button: bool = True
    full_stack: bool = True
    forfeited_chips_leave_play: bool = True
    keeps_stack: bool = True


class BalancingQuestion(msgspec.Struct, frozen=True, kw_only=True):
    """Which player moves to balance the tables, and where.

    :param family: the game family the tables are playing (``flop``, ``draw``, ``stud``), or ``mixed``.
    :param players: the players seated at each table, by table number.
    :param seats: the seats a table has.
    :param stud_round: a mixed game is in a stud round (the button frozen where the next button hand would have it).
    """

    family: str
    players: dict[int, int]
    seats: Annotated[int, Meta(ge=2)]
    stud_round: bool = False

    @property
    def stud_only(self) -> bool:
        """True when the tables play stud-family games only: players then move by position, not by the blinds."""
        return self.family == "stud"


class BalancingRuling(TournamentRuling, frozen=True, kw_only=True):
    """The balancing procedure.

    :param mover: ``next-big-blind`` (the player due the big blind next moves) or ``position`` (the player in the
        position of the seat to be filled).
    :param placement: ``worst-position`` (the open seat the big blind reaches first, never the small blind) or
        ``last-opened`` (the seat that opened last at the short table).
    :param spread: the most a table may hold more than another once balanced (players).
    :param halt_short_by: a table this many players or more short of the fullest table stops until balanced.
    """

    mover: Literal["next-big-blind", "position"]
    placement: Literal["worst-position", "last-opened"]
    spread: Annotated[int, Meta(ge=1)] = 1
    halt_short_by: Annotated[int, Meta(ge=2)] = 3


class BreakingQuestion(msgspec.Struct, frozen=True, kw_only=True):
    """How the players of a table that breaks get new seats.

    :param table: the table that breaks.
    :param final: whether the players left are being redrawn for the final table.
    """

    table: int
    final: bool = False


class BreakingRuling(TournamentRuling, frozen=True, kw_only=True):
    """The draw for the players of a broken table.

    :param draw: ``two-step`` (a table, then a seat at it, each at random) or ``pool`` (one draw from every open
        seat).
    :param wait_between_blind_and_button: as :class:`SeatingRuling`.
    """

    draw: Literal["two-step", "pool"] = "two-step"
    wait_between_blind_and_button: bool = True


class ColourUpQuestion(msgspec.Struct, frozen=True, kw_only=True):
    """How a scheduled colour-up races off a denomination.

    :param removed: the chip denomination taken out of play (chips).
    :param smallest: the smallest denomination left in play (chips).
    """

    removed: Annotated[int, Meta(gt=0)]
    smallest: Annotated[int, Meta(gt=0)]


class ColourUpRuling(TournamentRuling, frozen=True, kw_only=True):
    """The chip race.

    :param start_seat: the seat the race deals from first.
    :param most_per_player: the most new chips one player wins in the race.
    :param nobody_raced_out: whether a player who would lose his last chips gets one chip of ``smallest``.
    :param odd_part: how many new chips the table's remainders make: ``table-half`` (the table's total, a part of
        half a chip or more making one more chip) or ``holder-half`` (whole chips only, and one more to the best
        card left whose own remainder is half a chip or more).
    """

    start_seat: Annotated[int, Meta(ge=1)] = 1
    most_per_player: Annotated[int, Meta(ge=1)] = 1
    nobody_raced_out: bool = True
    odd_part: Literal["table-half", "holder-half"] = "table-half"


class HandForHandQuestion(msgspec.Struct, frozen=True, kw_only=True):
    """How players knocked out are placed, in and out of hand-for-hand play.

    :param hand_for_hand: whether the tables are playing hand for hand.
    """

    hand_for_hand: bool


class HandForHandRuling(TournamentRuling, frozen=True, kw_only=True):
    """The order of places among players knocked out together.

    :param by_starting_stack: players out on the same hand at one table place by their chips at its start (more
        chips, better place).
    :param tables_tie: players out on the same hand at different tables tie for their places (hand for hand).
    """

    by_starting_stack: bool = True
    tables_tie: bool = True


class PenaltyQuestion(msgspec.Struct, frozen=True, kw_only=True):
    """How a player serves a missed-hands penalty, when it is given or when he changes tables while serving it.

    :param hands: the hands he is to miss (when given), or the hands he still has to miss (when he moves).
    :param moved: he is moving to another table (balancing, breaking, the final redraw) with hands still to miss.
    """

    hands: Annotated[int, Meta(ge=1)]
    moved: bool = False


class PenaltyRuling(TournamentRuling, frozen=True, kw_only=True):
    """How the missed hands are served.

    The tournament deals a penalised seat in, its blinds and antes posted and its hand killed (each such hand is
    one missed); the ruling says whether the penalty goes with the player when he changes tables.

    :param follows_player: the hands still to miss are served at whatever table the player sits, a move included
        (False: a move ends the penalty).
    """

    follows_player: bool = True
