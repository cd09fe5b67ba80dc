"""The three shapes of game, as functions returning a :class:`~floorcall.procedure.Game`: stud, board and draw games.

Each fills in what every game of its shape shares (the streets and who opens them, the bet sizes per street, odd
chips, the PHH reference's conventions), so a game is a few lines of data::

    BIG_O = board_game("bigo", hole_cards=5, structure=Structure.POT_LIMIT, high="omaha-high",
                       low="omaha-8-or-better-low", phh_code="P5O/8", max_seats=8, description="...")
"""

from __future__ import annotations

from collections.abc import Sequence

from floorcall.cards import STANDARD_DECK, DeckSpec
from floorcall.model.procedure import OptionSpec, StreetPlan
from floorcall.model.types import MAX_SEATS, Street, Structure
from floorcall.procedure.game import Barred, BetSize, Game, OddChips, Opener, Showdown, StreetProcedure
from floorcall.procedure.options import LIMIT_PHH_DEFAULTS, MERGED_PHH_DEFAULTS, STUD_PHH_DEFAULTS
from floorcall.ranking import evaluator

__all__ = ["board_game", "board_streets", "draw_game", "draw_streets", "stud_game", "stud_streets"]

_SMALL, _BIG = BetSize.SMALL, BetSize.BIG


def stud_streets(cards: int = 7, *, low_board: bool = False) -> tuple[StreetProcedure, ...]:
    """The streets of seven-card or five-card stud.

    Seven cards: two down and one up on third street, one up on fourth to sixth, one down on seventh; a burn before
    each later street, and the stub's last card never dealt (on seventh street the engine reports a short stub
    instead). Five cards (FLOORCALL-DEFAULT-4): one down and one up on second street, then one up on each of three
    streets after a burn. The worst upcard brings in on the first street and the best board opens the later ones;
    the small bet is played on the first two streets and the big bet after.

    :param cards: 7 or 5.
    :param low_board: True in low games (razz): the highest upcard brings in and the lowest board opens.
    :returns: the streets, in order.
    :raises ValueError: ``cards`` is neither 7 nor 5.
    """
    first, later = (Opener.HIGH_CARD, Opener.LOW_BOARD) if low_board else (Opener.LOW_CARD, Opener.HIGH_BOARD)
    plans: tuple[StreetPlan, ...]
    if cards == 7:
        plans = (
            StreetPlan(street=Street.THIRD, hole=(False, False, True)),
            StreetPlan(street=Street.FOURTH, burn=True, hole=(True,)),
            StreetPlan(street=Street.FIFTH, burn=True, hole=(True,)),
            StreetPlan(street=Street.SIXTH, burn=True, hole=(True,)),
            StreetPlan(street=Street.SEVENTH, burn=True, hole=(False,), reserve=1),
        )
    elif cards == 5:
        plans = (
            StreetPlan(street=Street.SECOND, hole=(False, True)),
            StreetPlan(street=Street.THIRD, burn=True, hole=(True,)),
            StreetPlan(street=Street.FOURTH, burn=True, hole=(True,)),
            StreetPlan(street=Street.FIFTH, burn=True, hole=(True,)),
        )
    else:
        raise ValueError(f"stud is dealt seven or five cards, not {cards}")
    return tuple(
        StreetProcedure(plan=plan, opener=first if index == 0 else later, bet=_SMALL if index < 2 else _BIG)
        for index, plan in enumerate(plans)
    )


def board_streets(hole_cards: int) -> tuple[StreetProcedure, ...]:
    """The streets of a board game: hole cards, then flop, turn and river.

    Before the flop every seat gets ``hole_cards`` downcards, one per round from the button's left, and the first
    seat after the big blind opens; the flop is three board cards, the turn and river one each, each after a burn,
    and the first live seat after the button opens them. The small bet before the flop and on it, the big bet on
    the turn and river.

    :param hole_cards: downcards per seat: 2 in hold'em, 4 or 5 in Omaha.
    :returns: the streets, in order.
    :raises ValueError: fewer than two hole cards.
    """
    if hole_cards < 2:
        raise ValueError(f"a board game deals at least two hole cards, not {hole_cards}")
    return (
        StreetProcedure(
            plan=StreetPlan(street=Street.PREFLOP, hole=(False,) * hole_cards), opener=Opener.BIG_BLIND_LEFT
        ),
        StreetProcedure(plan=StreetPlan(street=Street.FLOP, burn=True, board=3), opener=Opener.BUTTON_LEFT),
        StreetProcedure(plan=StreetPlan(street=Street.TURN, burn=True, board=1), opener=Opener.BUTTON_LEFT, bet=_BIG),
        StreetProcedure(plan=StreetPlan(street=Street.RIVER, burn=True, board=1), opener=Opener.BUTTON_LEFT, bet=_BIG),
    )


def draw_streets(hand_size: int, draws: int) -> tuple[StreetProcedure, ...]:
    """The streets of a draw game: ``hand_size`` cards face down one at a time, then the draws.

    Each draw street opens with the draw: discards in turn from the button's left, one burn, the replacements
    (WSOP24T-DRAW.3); its betting follows, opened from the button's left. The first betting round is opened by the
    first seat after the big blind. The small bet is played in the first half of the rounds and the big bet in the
    second (triple draw: small, small, big, big; single draw: small, big).

    :param hand_size: cards per hand: 5, or 4 in badugi.
    :param draws: 1 (single draw) to 3 (triple draw).
    :returns: the streets, in order.
    :raises ValueError: a hand size below 2 or a number of draws outside 1..3.
    """
    if hand_size < 2 or not 1 <= draws <= 3:
        raise ValueError(f"a draw game deals at least two cards and has 1 to 3 draws, not {hand_size} and {draws}")
    streets = (Street.PREDRAW, Street.DRAW_1, Street.DRAW_2, Street.DRAW_3)[: draws + 1]
    half = len(streets) // 2
    first = StreetProcedure(
        plan=StreetPlan(street=Street.PREDRAW, hole=(False,) * hand_size), opener=Opener.BIG_BLIND_LEFT
    )
    return (
        first,
        *(
            StreetProcedure(
                plan=StreetPlan(street=street, burn=True, draw=True),
                opener=Opener.BUTTON_LEFT,
                bet=_SMALL if index < half else _BIG,
            )
            for index, street in enumerate(streets[1:], start=1)
        ),
    )


def stud_game(
    name: str,
    *,
    cards: int = 7,
    high: str | None = "high",
    low: str | None = None,
    phh_code: str | None,
    description: str,
    max_seats: int = 8,
    open_pair_street: Street | None = None,
    opener_option: str | None = None,
    options: Sequence[OptionSpec] = (),
) -> Game:
    """Describe a fixed-limit stud game: antes and a bring-in, odd chips by the cards, dealt from the dealer's left.

    A game without a high hand (razz) is a low game: the highest upcard brings in and the lowest board opens. Plain
    PHH files replay under the reference's conventions (:data:`~floorcall.procedure.options.STUD_PHH_DEFAULTS`).

    :param name: the game's name.
    :param cards: 7 or 5.
    :param high: the high-hand evaluator, or None in a low game.
    :param low: the low evaluator (with a qualifier in a high-low game), or None.
    :param phh_code: the PHH variant code or floorcall's extension code.
    :param description: one line for ``floorcall plugins``.
    :param max_seats: the most players it seats.
    :param open_pair_street: the street where ``open-pair-double`` may offer the big bet (high stud), or None.
    :param opener_option: a string option that, set to ``"high-card"``, has the best board open instead of a bring-in.
    :param options: further options the game reads.
    :returns: the game.
    :raises ValueError: as :func:`stud_streets`, :class:`~floorcall.procedure.Showdown` and
        :class:`~floorcall.procedure.Game`.
    """
    return Game(
        name=name,
        streets=stud_streets(cards, low_board=high is None),
        structure=Structure.FIXED_LIMIT,
        showdown=Showdown(high=high, low=low, odd_chips=OddChips.BY_CARDS),
        max_seats=max_seats,
        phh_code=phh_code,
        description=description,
        options=tuple(options),
        phh_defaults=STUD_PHH_DEFAULTS,
        open_pair_street=open_pair_street,
        opener_option=opener_option,
    )


def board_game(
    name: str,
    *,
    hole_cards: int,
    structure: Structure,
    high: str = "high",
    low: str | None = None,
    phh_code: str | None,
    description: str,
    deck: DeckSpec = STANDARD_DECK,
    max_seats: int = MAX_SEATS,
    options: Sequence[OptionSpec] = (),
) -> Game:
    """Describe a board game (hold'em, Omaha): blinds and the button, odd chips from the button, up to ten seats.

    Plain PHH files replay under the reference's conventions: pots merged (``split-pots``), and in fixed limit four
    bets a round with the blinds not counted.

    :param name: the game's name.
    :param hole_cards: downcards per seat.
    :param structure: its betting structure.
    :param high: the high-hand evaluator (``"high"``, ``"short-deck-high"``, ``"omaha-high"``).
    :param low: a qualifying low evaluator for high-low games (``"omaha-8-or-better-low"``), or None.
    :param phh_code: the PHH variant code or floorcall's extension code.
    :param description: one line for ``floorcall plugins``.
    :param deck: the deck it is dealt from.
    :param max_seats: the most players it seats.
    :param options: further options the game reads.
    :returns: the game.
    :raises ValueError: as :func:`board_streets`, :class:`~floorcall.procedure.Showdown` and
        :class:`~floorcall.procedure.Game`.
    """
    fixed = structure is Structure.FIXED_LIMIT
    return Game(
        name=name,
        streets=board_streets(hole_cards),
        structure=structure,
        showdown=Showdown(high=high, low=low, odd_chips=OddChips.BUTTON_LEFT, mergeable=True),
        deck=deck,
        max_seats=max_seats,
        phh_code=phh_code,
        description=description,
        options=tuple(options),
        phh_defaults=(*MERGED_PHH_DEFAULTS, *LIMIT_PHH_DEFAULTS) if fixed else MERGED_PHH_DEFAULTS,
    )


def draw_game(
    name: str,
    *,
    hand_size: int = 5,
    draws: int,
    structure: Structure,
    ranking: str,
    phh_code: str | None,
    description: str,
    max_seats: int = 8,
    options: Sequence[OptionSpec] = (),
    barred: Barred | None = None,
    deck: DeckSpec = STANDARD_DECK,
) -> Game:
    """Describe a draw game: blinds and the button, one evaluator takes the whole pot, odd chips from the button.

    Fixed-limit games replay plain PHH files under the reference raise cap (four bets, the blinds not counted).

    :param name: the game's name.
    :param hand_size: cards per hand.
    :param draws: the number of draws.
    :param structure: its betting structure.
    :param ranking: the evaluator that ranks the hands (``"high"``, ``"2-7-low"``, ``"a5-low"``, ``"badugi"``); it
        must always name a winner (no qualifier).
    :param phh_code: the PHH variant code or floorcall's extension code.
    :param description: one line for ``floorcall plugins``.
    :param max_seats: the most players it seats.
    :param options: further options the game reads.
    :param barred: a speciality naming seats that cannot win a contested pot (false openers), or None.
    :param deck: the deck it is dealt from (the standard 52 cards unless given; A-5 lowball may add the joker).
    :returns: the game.
    :raises ValueError: as :func:`draw_streets` and :class:`~floorcall.procedure.Game`, or a ranking with a
        qualifier.
    """
    ranks = evaluator(ranking)
    if ranks.qualifies:
        raise ValueError(f"game {name!r}: {ranking!r} has a qualifier; a draw game needs a winner")
    showdown = Showdown(high=None, low=ranking) if ranks.low else Showdown(high=ranking)
    return Game(
        name=name,
        streets=draw_streets(hand_size, draws),
        structure=structure,
        showdown=showdown,
        deck=deck,
        max_seats=max_seats,
        phh_code=phh_code,
        description=description,
        options=tuple(options),
        phh_defaults=LIMIT_PHH_DEFAULTS if structure is Structure.FIXED_LIMIT else (),
        barred=barred,
    )
