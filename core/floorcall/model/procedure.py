"""What plugins declare and answer about procedure: games, rulebooks, options, street plans and stakes."""

from __future__ import annotations

from enum import StrEnum
from typing import Final, Literal

import msgspec

from floorcall.cards import DeckSpec
from floorcall.errors import invalid
from floorcall.model.types import MAX_SEATS, Chips, PluginName, SeatNumber, Street, Structure

__all__ = [
    "DealStart",
    "GameSpec",
    "Low",
    "Opening",
    "OptionDefault",
    "OptionSpec",
    "OptionValue",
    "RulebookSpec",
    "Stakes",
    "StreetPlan",
]

OptionValue = bool | int | str


class DealStart(StrEnum):
    """Where each round of dealing starts."""

    DEALER_LEFT = "dealer-left"
    """The first seat clockwise from the dealer (a house dealer deals from seat 1)."""
    BUTTON_LEFT = "button-left"
    """The first seat clockwise from the button."""


class Opening(StrEnum):
    """How a game's first betting round is opened: the forced bet that starts it and whom position follows."""

    BRING_IN = "bring-in"
    """Stud: the worst upcard posts a forced bring-in; later streets open with the best board."""
    BLINDS = "blinds"
    """Button games: blinds posted from the button's left; position follows the button."""


class Low(StrEnum):
    """The low a game's pot (or its low half) goes to."""

    ACE_TO_FIVE = "a5"
    """Ace-to-five: aces low, straights and flushes do not count (razz, stud hi-lo, Omaha hi-lo, A-5 draw)."""
    DEUCE_TO_SEVEN = "27"
    """Deuce-to-seven: aces high, straights and flushes count against a hand (2-7 draw)."""
    BADUGI = "badugi"
    """Badugi: four cards of different suits and ranks, aces low."""


#: The traits a game of each family takes when its spec declares none (``hand_cards`` left at 0): the classic game
#: of the family (seven-card stud, no-limit hold'em, five-card draw with one draw, fixed limit).
_FAMILY_TRAITS: Final[dict[str, dict[str, object]]] = {
    "stud": {"hand_cards": 7, "upcards": 4, "opening": "bring-in", "structure": "fixed-limit"},
    "flop": {"hand_cards": 2, "board_cards": 5, "opening": "blinds", "structure": "no-limit"},
    "draw": {"hand_cards": 5, "draws": 1, "opening": "blinds", "structure": "fixed-limit"},
}


class OptionDefault(msgspec.Struct, frozen=True, kw_only=True):
    """A rulebook's default for an option (the option may be declared by another plugin)."""

    option: PluginName
    value: OptionValue


class GameSpec(msgspec.Struct, frozen=True, kw_only=True):
    """A game a plugin declares through ``floorcall_register_games``.

    :param name: the game's short stable name (``"stud"``), unique among installed plugins.
    :param family: ``"stud"``, ``"flop"`` or ``"draw"`` (configs name stakes tables by it; rulebooks read the traits).
    :param streets: the betting rounds in order.
    :param deck: the deck the game is dealt from.
    :param max_seats: the most players the game seats.
    :param deal_start: where each round of dealing starts.
    :param phh_code: the PHH variant code (``"F7S"``), or floorcall's documented extension code.
    :param stakes_needed: the :class:`Stakes` amounts a level must give for this game (``"bring_in"``,
        ``"small_bet"``, ``"big_bet"``, ``"blinds"``...); configs without them are rejected.
    :param phh_defaults: option values that reproduce the PHH reference conventions (as PokerKit applies them)
        for a plain hand history that names no rulebook: board ties, odd chips, the raise cap.
    :param description: one line for ``floorcall plugins``.

    The game's **traits** say what kind of game it is, so that rulebooks can rule by what a game is and never by its
    name (a new five-card stud variant gets five-card rulings). A game built from a :class:`floorcall.Game` gets
    them from its procedure; a spec written by hand that leaves ``hand_cards`` at 0 gets its family's classic
    traits (seven-card stud; no-limit hold'em; five-card draw, one draw, fixed limit).

    :param hand_cards: the cards each seat is dealt over the hand, up and down, replacements in a draw not counted:
        7 in seven-card stud, 5 in five-card stud, five-card draw and five-card Omaha, 4 in Omaha and badugi, 2 in
        hold'em.
    :param upcards: how many of them are dealt face up (4 in both studs; 0 in games without upcards).
    :param board_cards: community cards turned over the hand (5 in flop games, else 0).
    :param draws: the number of draws (1 single draw, 3 triple draw; 0 in games without a draw).
    :param opening: bring-in (stud) or blinds and the button.
    :param structure: fixed limit, pot limit or no limit.
    :param high: whether a high hand wins the pot (or, with a low, half of it).
    :param low: the low that wins the pot (or half of it), or None in high-only games.
    :param low_qualifier: the highest card a low may hold to qualify (8 for eight-or-better), or None: any low.
    :raises floorcall.errors.InvalidValueError: (a ``ValueError``, its reason a message of the core's catalog)
        no streets, a table size outside 2..10, unknown stakes amounts, or impossible traits (more upcards than
        cards, a qualifier without a low, no way to win).
    """

    name: PluginName
    family: Literal["stud", "flop", "draw"]
    streets: tuple[Street, ...]
    deck: DeckSpec
    max_seats: int = 8
    deal_start: DealStart = DealStart.DEALER_LEFT
    phh_code: str | None = None
    stakes_needed: tuple[str, ...] = ()
    phh_defaults: tuple[OptionDefault, ...] = ()
    description: str = ""
    hand_cards: int = 0
    upcards: int = 0
    board_cards: int = 0
    draws: int = 0
    opening: Opening = Opening.BLINDS
    structure: Structure = Structure.FIXED_LIMIT
    high: bool = True
    low: Low | None = None
    low_qualifier: int | None = None

    @property
    def hi_lo(self) -> bool:
        """Whether each pot is split between the best high hand and the best (qualifying) low."""
        return self.high and self.low is not None

    @property
    def downcards(self) -> int:
        """The cards each seat is dealt face down over the hand (hole cards): ``hand_cards - upcards``."""
        return self.hand_cards - self.upcards

    def __post_init__(self) -> None:
        """Reject a game without streets or with an impossible table size; fill undeclared traits from the family."""
        if self.hand_cards == 0:
            for field, value in _FAMILY_TRAITS[self.family].items():
                kind = type(getattr(self, field))
                msgspec.structs.force_setattr(self, field, kind(value))
        self._check_traits()
        if not self.streets:
            raise invalid("game_spec.no_streets", "game {game} declares no streets", game=repr(self.name))
        if not 2 <= self.max_seats <= MAX_SEATS:
            raise invalid(
                "game_spec.max_seats",
                "game {game}: max_seats must be 2..{most}, not {max_seats}",
                game=repr(self.name),
                most=MAX_SEATS,
                max_seats=self.max_seats,
            )
        unknown = set(self.stakes_needed) - set(Stakes.__struct_fields__)
        if unknown:
            raise invalid(
                "game_spec.unknown_stakes",
                "game {game}: stakes_needed names unknown amounts {names}",
                game=repr(self.name),
                names=str(sorted(unknown)),
            )

    def _check_traits(self) -> None:
        if not 0 <= self.upcards <= self.hand_cards or min(self.board_cards, self.draws) < 0:
            raise invalid(
                "game_spec.impossible_traits",
                "game {game}: impossible traits: {hand_cards} cards a hand, {upcards} up, {board_cards} on the "
                "board, {draws} draws",
                game=repr(self.name),
                hand_cards=self.hand_cards,
                upcards=self.upcards,
                board_cards=self.board_cards,
                draws=self.draws,
            )
        if not self.high and self.low is None:
            raise invalid(
                "game_spec.no_winner", "game {game}: neither a high hand nor a low wins the pot", game=repr(self.name)
            )
        if self.low_qualifier is not None and self.low is None:
            raise invalid(
                "game_spec.qualifier_without_low",
                "game {game}: a low qualifier ({qualifier}) without a low",
                game=repr(self.name),
                qualifier=self.low_qualifier,
            )


class RulebookSpec(msgspec.Struct, frozen=True, kw_only=True):
    """A rulebook a plugin declares through ``floorcall_register_rulebooks``.

    :param name: the rulebook's name (``"tda-2024"``).
    :param description: one line for ``floorcall plugins``.
    :param defaults: this rulebook's defaults for options, overriding the defaults the options declare.
    """

    name: PluginName
    description: str = ""
    defaults: tuple[OptionDefault, ...] = ()


class OptionSpec(msgspec.Struct, frozen=True, kw_only=True):
    """A typed option a plugin owns, which rulebooks give defaults and house configs override.

    :param name: kebab-case key (``"sa-counts-bring-in"``), the catalog's snake_case name with dashes.
    :param default: the value when neither rulebook nor house sets one; its type is the option's type.
    :param choices: for a string option, the allowed values (empty: any string).
    :param description: what the option changes, one or two sentences.
    :param minimum: for a whole-number option, the smallest value it takes (None: no bound).
    :param maximum: for a whole-number option, the largest value it takes (None: no bound).
    :raises ValueError: choices on an option that is not text, bounds on one that is not a whole number, or a
        default outside the choices or the bounds.
    """

    name: PluginName
    default: OptionValue
    choices: tuple[str, ...] = ()
    description: str = ""
    minimum: int | None = None
    maximum: int | None = None

    def __post_init__(self) -> None:
        """Reject choices on a non-string option, bounds on a non-integer one, or a default outside either."""
        if self.choices and not isinstance(self.default, str):
            raise ValueError(f"option {self.name!r}: only string options have choices")
        if self.choices and self.default not in self.choices:
            raise ValueError(f"option {self.name!r}: default {self.default!r} is not one of {self.choices}")
        bounded = self.minimum is not None or self.maximum is not None
        if bounded and type(self.default) is not int:
            raise ValueError(f"option {self.name!r}: only whole-number options have bounds")
        if bounded and not self.within_bounds(self.default):
            raise ValueError(f"option {self.name!r}: default {self.default!r} is outside its bounds")

    def within_bounds(self, value: OptionValue) -> bool:
        """Whether a value of the option's type is inside its bounds (always, for an option without any)."""
        if type(value) is not int:
            return True
        return (self.minimum is None or value >= self.minimum) and (self.maximum is None or value <= self.maximum)

    def bounds_in_words(self) -> str:
        """The bounds as ``from 0``, ``from 1 to 9`` or ``up to 9`` (empty for an option without any)."""
        if self.minimum is not None and self.maximum is not None:
            return f"from {self.minimum} to {self.maximum}"
        if self.minimum is not None:
            return f"from {self.minimum}"
        return f"up to {self.maximum}" if self.maximum is not None else ""

    def check(self, value: object) -> OptionValue:
        """Validate a value for this option.

        :param value: the value from a rulebook, a config or a situation file.
        :returns: the value, typed like the default.
        :raises ValueError: wrong type, a string outside the choices or a number outside the bounds; the message
            names the option.
        """
        expected = type(self.default)
        if self.choices and (type(value) is not expected or value not in self.choices):
            raise ValueError(f"option {self.name!r} must be one of {', '.join(self.choices)}; got {value!r}")
        if type(value) is not expected:
            raise ValueError(f"option {self.name!r} takes {_OPTION_TYPE_WORDS[expected]}, not {value!r}")
        if not self.within_bounds(value):
            raise ValueError(f"option {self.name!r} takes a whole number {self.bounds_in_words()}, not {value!r}")
        return value


#: How an option's type is said in a message.
_OPTION_TYPE_WORDS: dict[type, str] = {bool: "true or false", int: "a whole number", str: "text"}


class StreetPlan(msgspec.Struct, frozen=True, kw_only=True):
    """What happens on one street before its betting, as a game plugin plans it.

    :param street: the street.
    :param burn: whether one card is burned before the street's cards.
    :param hole: one entry per round of cards dealt to every live seat in deal order; True = face up.
    :param board: community cards turned after the hole rounds.
    :param draw: whether the live players draw (discard and get replacements) before the betting.
    :param reserve: cards that must stay in the stub undealt (the last card in stud); a street whose cards and
        burn would eat into the reserve makes the engine report a short stub.
    """

    street: Street
    burn: bool = False
    hole: tuple[bool, ...] = ()
    board: int = 0
    draw: bool = False
    reserve: int = 0


class Stakes(msgspec.Struct, frozen=True, kw_only=True):
    """The forced bets and bet sizes of a level.

    :param ante: chips each dealt-in seat antes.
    :param bring_in: the stud bring-in (None in games without one).
    :param small_bet: fixed limit: the small bet; pot and no limit: the minimum bet.
    :param big_bet: fixed limit: the big bet (None elsewhere).
    :param blinds: small blind, big blind and straddles, in posting order from the first seat after the button.
    :param big_blind_ante: an ante posted by the big blind for the table.
    :param seat_antes: antes that differ from seat to seat, as ``(seat, chips)`` pairs (a hand history's per-player
        antes); posted before the blinds, besides ``ante``.
    :param seat_antes_dead: True when the seat antes belong to no betting layer (PHH's ``ante_trimming_status =
        false``: every live hand can win them all, as a big-blind ante); False when each seat can win from the
        others only as much ante as it put in.
    :raises floorcall.errors.InvalidValueError: (a ``ValueError``, its reason a message of the core's catalog) a
        negative amount, a small bet of 0, a bring-in not below the small bet, or a big bet below the small bet.
    """

    ante: Chips = 0
    bring_in: Chips | None = None
    small_bet: Chips
    big_bet: Chips | None = None
    blinds: tuple[Chips, ...] = ()
    big_blind_ante: Chips = 0
    seat_antes: tuple[tuple[SeatNumber, Chips], ...] = ()
    seat_antes_dead: bool = False

    def __post_init__(self) -> None:
        """Check the relations between the amounts."""
        amounts = (
            self.ante,
            self.bring_in or 0,
            self.small_bet,
            self.big_bet or 0,
            self.big_blind_ante,
            *self.blinds,
            *(chips for _, chips in self.seat_antes),
        )
        if min(amounts) < 0:
            raise invalid("stakes.negative", "chip amounts cannot be negative")
        if self.small_bet <= 0:
            raise invalid(
                "stakes.small_bet_positive", "the small bet must be positive, not {small_bet}", small_bet=self.small_bet
            )
        if self.bring_in is not None and not 0 < self.bring_in < self.small_bet:
            raise invalid(
                "stakes.bring_in_range",
                "the bring-in ({bring_in}) must be positive and below the small bet ({small_bet})",
                bring_in=self.bring_in,
                small_bet=self.small_bet,
            )
        if self.big_bet is not None and self.big_bet < self.small_bet:
            raise invalid(
                "stakes.big_bet_below",
                "the big bet ({big_bet}) is below the small bet ({small_bet})",
                big_bet=self.big_bet,
                small_bet=self.small_bet,
            )
