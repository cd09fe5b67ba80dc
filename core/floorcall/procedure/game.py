"""A game as a frozen value: its deck, its streets, who opens each of them, its bet sizes and its showdown.

A game plugin no longer writes its procedure as code: it describes the game with a :class:`Game` and the core
builds the hook implementations from it (:func:`floorcall.procedure.game_plugin`). Each street is a
:class:`StreetProcedure`: what is dealt before its betting (a :class:`~floorcall.model.StreetPlan`), who opens its
betting (an :class:`Opener`) and, in fixed limit, whether it is played for the small or the big bet. The
:class:`Showdown` names the hand types that win (by their names in :data:`floorcall.ranking.EVALUATORS`) and how odd
chips are given. What no data describes (the jacks-or-better opener of five-card draw) comes in as a small function.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Final, Literal, Protocol

import msgspec

from floorcall.cards import STANDARD_DECK, DeckSpec
from floorcall.model.procedure import DealStart, GameSpec, Low, Opening, OptionDefault, OptionSpec, StreetPlan
from floorcall.model.types import MAX_SEATS, PluginName, Street, Structure
from floorcall.ranking import evaluator

if TYPE_CHECKING:
    from floorcall.view import HandView

__all__ = ["BetSize", "Game", "OddChips", "Opener", "Showdown", "StreetProcedure"]


class Opener(StrEnum):
    """Who opens the betting of a street."""

    LOW_CARD = "low-card"
    """The lowest upcard brings in, by rank with the ace high, then by suit, clubs lowest (high stud games)."""
    HIGH_CARD = "high-card"
    """The highest upcard brings in, by rank with the ace low, then by suit (razz)."""
    HIGH_BOARD = "high-board"
    """The best high board showing acts first; ties by the ``board-tie`` option (stud games' later streets)."""
    LOW_BOARD = "low-board"
    """The best low board showing (ace low, pairs count against it) acts first; ties by ``board-tie`` (razz)."""
    BIG_BLIND_LEFT = "big-blind-left"
    """The first live seat after the big blind (the largest blind, the later one on a tie) acts first."""
    BUTTON_LEFT = "button-left"
    """The first live seat after the button acts (or draws) first."""

    @property
    def brings_in(self) -> bool:
        """Whether the street opens with a forced bring-in by the worst upcard."""
        return self in _BRING_IN

    @property
    def by_board(self) -> bool:
        """Whether a stud board (or upcard) decides who opens."""
        return self in _STUD_OPENERS

    @property
    def board_opener(self) -> Opener:
        """The board that opens instead when no bring-in is posted: the high board, or the low board in razz."""
        return Opener.LOW_BOARD if self in (Opener.HIGH_CARD, Opener.LOW_BOARD) else Opener.HIGH_BOARD


_BRING_IN: Final = frozenset({Opener.LOW_CARD, Opener.HIGH_CARD})
_STUD_OPENERS: Final = frozenset({Opener.LOW_CARD, Opener.HIGH_CARD, Opener.HIGH_BOARD, Opener.LOW_BOARD})


class BetSize(StrEnum):
    """The fixed-limit bet of a street."""

    SMALL = "small-bet"
    BIG = "big-bet"


class OddChips(StrEnum):
    """Who gets the odd chips of a split pot."""

    BY_CARDS = "by-cards"
    """By the cards, as the ``odd-chip`` option says (stud games: no button to count from)."""
    BUTTON_LEFT = "button-left"
    """The first tied seat clockwise from the button (TDA2024-20A; board and draw games)."""


class StreetProcedure(msgspec.Struct, frozen=True, kw_only=True):
    """One street of a game: what is dealt, who opens the betting, and its bet size in fixed limit.

    :param plan: the burn, the rounds of hole cards and their faces, the board cards, the draw, the reserve.
    :param opener: who opens the street's betting (and, in draw games, draws first).
    :param bet: the fixed-limit bet of the street (pot and no limit ignore it).
    """

    plan: StreetPlan
    opener: Opener
    bet: BetSize = BetSize.SMALL

    @property
    def street(self) -> Street:
        """The street."""
        return self.plan.street


class Showdown(msgspec.Struct, frozen=True, kw_only=True):
    """How the pots are won.

    :param high: the evaluator of the high hand (``"high"``, ``"omaha-high"``...), or None when only a low wins.
    :param low: the evaluator of the low that takes the pot (no high) or half of it (with a high): ``"a5-low"``,
        ``"8-or-better-low"``, ``"omaha-8-or-better-low"``, ``"2-7-low"``, ``"badugi"``; None in high games. A low
        with a qualifier yields the whole pot to the high hand when nobody qualifies.
    :param odd_chips: who gets odd chips.
    :param mergeable: whether the ``split-pots`` option may merge the pots the PHH reference's way (board games).
    :raises ValueError: no hand type, an unknown evaluator, a high that ranks lows or a low that ranks highs.
    """

    high: str | None = "high"
    low: str | None = None
    odd_chips: OddChips = OddChips.BUTTON_LEFT
    mergeable: bool = False

    def __post_init__(self) -> None:
        """Check the evaluators against the registry."""
        if self.high is None and self.low is None:
            raise ValueError("a showdown needs a high hand, a low, or both")
        if self.high is not None and evaluator(self.high).low:
            raise ValueError(f"{self.high!r} ranks lows, not high hands")
        if self.low is not None and not evaluator(self.low).low:
            raise ValueError(f"{self.low!r} ranks high hands, not lows")
        if self.high is not None and self.low is not None and not evaluator(self.low).qualifies:
            raise ValueError(f"the low half of a high-low game needs a qualifier; {self.low!r} has none")

    @property
    def main(self) -> str:
        """The evaluator that wins the whole pot, or its high half in a high-low game."""
        return self.high if self.high is not None else self.low  # type: ignore[return-value]

    @property
    def split_low(self) -> str | None:
        """The evaluator of the low half in a high-low game, else None."""
        return self.low if self.high is not None else None


#: The low each low evaluator plays, and its qualifier.
_LOWS: Final[dict[str, tuple[Low, int | None]]] = {
    "a5-low": (Low.ACE_TO_FIVE, None),
    "a5-low-joker": (Low.ACE_TO_FIVE, None),
    "8-or-better-low": (Low.ACE_TO_FIVE, 8),
    "omaha-8-or-better-low": (Low.ACE_TO_FIVE, 8),
    "2-7-low": (Low.DEUCE_TO_SEVEN, None),
    "badugi": (Low.BADUGI, None),
}


class Barred(Protocol):
    """A speciality read at the showdown: the seats of a hand that cannot win a contested pot (a false opener)."""

    def __call__(self, hand: HandView, /) -> frozenset[int]:
        """The barred seats of ``hand`` (often none)."""
        ...


class Game(msgspec.Struct, frozen=True, kw_only=True):
    """A game: everything the engine must know to run it, as data.

    :param name: the game's short stable name (``"bigo"``), unique among installed plugins.
    :param streets: the streets in order, each with its deal, its opener and its bet size.
    :param structure: fixed limit, pot limit or no limit.
    :param showdown: the hand types that win and who gets odd chips.
    :param deck: the deck it is dealt from.
    :param max_seats: the most players it seats (mind the deck: five hole cards a seat and a board).
    :param phh_code: its PHH variant code, or floorcall's extension code (README lists them).
    :param description: one line for ``floorcall plugins``.
    :param options: options the game reads besides those its procedure declares itself (see
        :func:`floorcall.procedure.procedure_options`).
    :param phh_defaults: option values that reproduce the PHH reference's conventions for plain hand histories.
    :param open_pair_street: the street where the ``open-pair-double`` option may offer the big bet, or None.
    :param opener_option: a string option that, set to ``"high-card"``, replaces the bring-in by the best board.
    :param barred: a speciality returning the seats that cannot win a contested pot (false openers), or None.
    :raises ValueError: no streets, a street twice, a bring-in after the first street, blinds and bring-in mixed,
        a draw on the first street, or an impossible table size.
    """

    name: PluginName
    streets: tuple[StreetProcedure, ...]
    structure: Structure
    showdown: Showdown
    deck: DeckSpec = STANDARD_DECK
    max_seats: int = 8
    phh_code: str | None = None
    description: str = ""
    options: tuple[OptionSpec, ...] = ()
    phh_defaults: tuple[OptionDefault, ...] = ()
    open_pair_street: Street | None = None
    opener_option: str | None = None
    barred: Barred | None = None

    def __post_init__(self) -> None:
        """Check that the streets make a game the engine can run."""
        if not self.streets:
            raise ValueError(f"game {self.name!r} has no streets")
        names = [street.street for street in self.streets]
        if len(set(names)) != len(names):
            raise ValueError(f"game {self.name!r} plays a street twice: {[str(name) for name in names]}")
        first, *later = self.streets
        if any(street.opener.brings_in for street in later):
            raise ValueError(f"game {self.name!r}: only the first street can open with a bring-in")
        stud = first.opener.by_board
        if any(street.opener.by_board is not stud for street in later):
            raise ValueError(f"game {self.name!r}: a game opens by upcards and boards or by the button, not both")
        if first.plan.draw:
            raise ValueError(f"game {self.name!r}: the first street deals the hands; a draw comes later")
        if not 2 <= self.max_seats <= MAX_SEATS:
            raise ValueError(f"game {self.name!r}: max_seats must be 2..{MAX_SEATS}, not {self.max_seats}")
        if self.open_pair_street is not None and self.open_pair_street not in names:
            raise ValueError(f"game {self.name!r}: the open-pair street {self.open_pair_street} is not one of its own")

    @property
    def ace_to_five_lowball(self) -> bool:
        """Whether the game is ace-to-five lowball: a draw game won by an ace-to-five low alone."""
        low = self.showdown.low
        drawn = any(street.plan.draw for street in self.streets)
        return self.showdown.high is None and low is not None and _LOWS[low][0] is Low.ACE_TO_FIVE and drawn

    @property
    def opening(self) -> Opening:
        """Bring-in (stud) or blinds and the button."""
        return Opening.BRING_IN if self.streets[0].opener.by_board else Opening.BLINDS

    @property
    def spec(self) -> GameSpec:
        """The :class:`GameSpec` the game registers: its name, streets, deck, stakes, PHH code and traits."""
        plans = [street.plan for street in self.streets]
        opening = self.opening
        board = sum(plan.board for plan in plans)
        family: Literal["stud", "flop", "draw"] = "stud" if opening is Opening.BRING_IN else "flop" if board else "draw"
        fixed = self.structure is Structure.FIXED_LIMIT
        stakes = (
            *(("bring_in",) if opening is Opening.BRING_IN else ()),
            "small_bet",
            *(("big_bet",) if fixed else ()),
            *(("blinds",) if opening is Opening.BLINDS else ()),
        )
        low, qualifier = _LOWS[self.showdown.low] if self.showdown.low is not None else (None, None)
        return GameSpec(
            name=self.name,
            family=family,
            streets=tuple(plan.street for plan in plans),
            deck=self.deck,
            max_seats=self.max_seats,
            deal_start=DealStart.DEALER_LEFT if opening is Opening.BRING_IN else DealStart.BUTTON_LEFT,
            phh_code=self.phh_code,
            stakes_needed=stakes,
            phh_defaults=self.phh_defaults,
            description=self.description,
            hand_cards=sum(len(plan.hole) for plan in plans),
            upcards=sum(sum(plan.hole) for plan in plans),
            board_cards=board,
            draws=sum(plan.draw for plan in plans),
            opening=opening,
            structure=self.structure,
            high=self.showdown.high is not None,
            low=low,
            low_qualifier=qualifier,
        )

    def street_of(self, street: Street) -> StreetProcedure:
        """The procedure of one of the game's streets.

        :raises ValueError: the street is not one of the game's.
        """
        for procedure in self.streets:
            if procedure.plan.street is street:
                return procedure
        raise ValueError(f"{self.name} has no {street} street")

    def index_of(self, street: Street) -> int:
        """The 0-based position of one of the game's streets.

        :raises ValueError: the street is not one of the game's.
        """
        for index, procedure in enumerate(self.streets):
            if procedure.plan.street is street:
                return index
        raise ValueError(f"{self.name} has no {street} street")
