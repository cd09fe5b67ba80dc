"""The betting limits of a street, read from the game: its structure, the street's bet size, bring-in and cap."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from floorcall._mechanics.betting_limits import StreetBetting
from floorcall._mechanics.betting_options import A5_CHECK_RAISE, CAP_COUNTS_BIG_BLIND, CAP_HEADS_UP, MAX_BETS
from floorcall.cards import Card
from floorcall.model.procedure import OptionValue, Stakes
from floorcall.model.types import Street, Structure
from floorcall.procedure import openers
from floorcall.procedure.game import BetSize, Game
from floorcall.procedure.options import OPEN_PAIR_DOUBLE

if TYPE_CHECKING:
    from floorcall.view import HandView

__all__ = ["REOPEN_FRACTION", "betting_for", "street_betting", "whole_option"]

#: In fixed limit an all-in short of a full bet re-opens the betting only from half a bet up (TDA 2024 rule 47-B;
#: the WSOP live-action rule 129 and Robert's Rules count the same half); pot and no limit need a full raise
#: (TDA 2024 rule 47-A).
REOPEN_FRACTION: Final = 0.5


def whole_option(options: Mapping[str, OptionValue], name: str, default: OptionValue) -> int:
    """Read a whole-number option, at least 0.

    :raises ValueError: the value is not a whole number of at least 0; the message names the option.
    """
    value = options.get(name, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{name} must be a whole number, at least 0, not {value!r}")
    return value


def street_betting(
    game: Game,
    street: Street,
    stakes: Stakes,
    options: Mapping[str, OptionValue],
    boards: Mapping[int, Sequence[Card]] | None = None,
) -> StreetBetting:
    """Give a street's betting limits (FACT-3, TDA2024-43A, TDA2024-47, TDA2024-48).

    Pot and no limit: the smallest bet is the stakes' minimum bet (``small_bet``, normally the big blind), raises
    are at least the largest full raise of the round, and no cap applies. Fixed limit: the street's bet size (small
    or big bet); a street opened by a bring-in carries it, and the bring-in may be completed to the small bet (not a
    raise) unless the game's opener option is ``"high-card"``; with ``open-pair-double`` on, the game's open-pair
    street also offers the big bet while any board shows a pair (RROP-STUD-4; off by default, TDA2024-RP10-F). The cap
    is ``max-bets`` (0: none), counting a posted big blind as the first bet of the first round unless
    ``cap-counts-big-blind`` is false; ``cap-heads-up`` says whether it holds heads-up; an all-in of half a bet or
    more re-opens the betting. In ace-to-five lowball (a low-only game with a draw) ``a5-check-raise`` at false
    bars a seat that checked from raising later in the round (RROP-A5-2).

    :param game: the game.
    :param street: one of the game's streets.
    :param stakes: the level's forced bets and bet sizes, in chips.
    :param options: option values in force by kebab-case name; missing ones take their declared defaults.
    :param boards: live seat -> its board, for the open-pair condition (None or empty: no board shows a pair).
    :returns: the round's limits.
    :raises ValueError: the street is not the game's, a big-bet street without a big bet in the stakes, ``max-bets``
        not a whole number, or a bring-in not below the small bet.
    """
    index = game.index_of(street)
    if game.structure is not Structure.FIXED_LIMIT:
        return StreetBetting(structure=game.structure, bet=stakes.small_bet)
    procedure = game.streets[index]
    if procedure.bet is BetSize.SMALL:
        bet = stakes.small_bet
    elif stakes.big_bet is not None:
        bet = stakes.big_bet
    else:
        raise ValueError(f"{game.name} is played fixed limit: the stakes need a big bet for {street}")
    bring_in = stakes.bring_in if procedure.opener.brings_in else None
    if bring_in is not None and game.opener_option and options.get(game.opener_option) == "high-card":
        bring_in = None
    big_bet_option = None
    if (
        street is game.open_pair_street
        and options.get(OPEN_PAIR_DOUBLE.name, OPEN_PAIR_DOUBLE.default) is True
        and stakes.big_bet is not None
        and stakes.big_bet > bet
        and openers.shows_open_pair(boards or {})
    ):
        big_bet_option = stakes.big_bet
    max_bets = whole_option(options, MAX_BETS.name, MAX_BETS.default)
    blind_is_a_bet = bool(stakes.blinds) and max(stakes.blinds) >= bet
    if max_bets and index == 0 and blind_is_a_bet and options.get(CAP_COUNTS_BIG_BLIND.name) is False:
        max_bets += 1
    return StreetBetting(
        structure=Structure.FIXED_LIMIT,
        bet=bet,
        big_bet_option=big_bet_option,
        bring_in=bring_in,
        max_bets=max_bets or None,
        cap_heads_up=options.get(CAP_HEADS_UP.name, CAP_HEADS_UP.default) is True,
        reopen_fraction=REOPEN_FRACTION,
        check_raise=not game.ace_to_five_lowball or options.get(A5_CHECK_RAISE.name, A5_CHECK_RAISE.default) is True,
    )


def betting_for(game: Game, hand: HandView, street: Street) -> StreetBetting:
    """Give the limits of the street about to be bet in ``hand`` (see :func:`street_betting`).

    :param game: the game being played.
    :param hand: the hand, with the street's cards dealt.
    :param street: the street whose betting begins.
    :returns: the round's limits.
    :raises ValueError: as :func:`street_betting`.
    """
    options = hand.options
    # the boards matter only for the open-pair option: skip reading them on every other street
    open_pair_possible = street is game.open_pair_street and options.get(OPEN_PAIR_DOUBLE.name) is True
    return street_betting(game, street, hand.stakes, options, openers.boards(hand) if open_pair_possible else None)
