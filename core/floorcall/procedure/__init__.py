"""Games as data: a game is a frozen :class:`Game`, and the core builds its plugin's hooks from it.

A game plugin module is a few lines of data and one call::

    from floorcall.procedure import board_game, game_plugin
    from floorcall.model.types import Structure

    GAME = board_game("plo5", hole_cards=5, structure=Structure.POT_LIMIT, high="omaha-high",
                      phh_code="P5O", max_seats=8, description="five-card pot-limit Omaha")
    plugin = game_plugin(GAME)        # entry point: plo5 = "my_games.plo5:plugin"

The parts, each usable on its own: :class:`Game` and its :class:`StreetProcedure`, :class:`Opener`,
:class:`BetSize`, :class:`Showdown` and :class:`OddChips`; the shapes :func:`stud_game`, :func:`board_game`,
:func:`draw_game` (and their streets); who posts and who opens (:mod:`floorcall.procedure.openers`);
where the button goes between hands (:mod:`floorcall.procedure.button`); the limits of a
street (:mod:`floorcall.procedure.limits`); the showdown (:mod:`floorcall.procedure.awards`); the options the
procedure reads (:mod:`floorcall.procedure.options`).
"""

from __future__ import annotations

from floorcall.procedure.awards import (
    award_showdown,
    awards_for,
    button_order,
    merge_pots,
    odd_chip_order,
    split_to_first_seat,
)
from floorcall.procedure.button import BUTTON_MODE, next_button
from floorcall.procedure.game import BetSize, Game, OddChips, Opener, Showdown, StreetProcedure
from floorcall.procedure.limits import betting_for, street_betting
from floorcall.procedure.openers import (
    blind_posters,
    board_of,
    bring_in_for,
    bring_in_seat,
    button_of,
    first_to_act_for,
    first_to_act_seat,
    postflop_first_to_act,
    preflop_first_to_act,
    shows_open_pair,
)
from floorcall.procedure.options import BOARD_TIE, ODD_CHIP, OPEN_PAIR_DOUBLE, SPLIT_POTS
from floorcall.procedure.plugin import game_plugin, procedure_options
from floorcall.procedure.shapes import board_game, board_streets, draw_game, draw_streets, stud_game, stud_streets

__all__ = [
    "BOARD_TIE",
    "BUTTON_MODE",
    "ODD_CHIP",
    "OPEN_PAIR_DOUBLE",
    "SPLIT_POTS",
    "BetSize",
    "Game",
    "OddChips",
    "Opener",
    "Showdown",
    "StreetProcedure",
    "award_showdown",
    "awards_for",
    "betting_for",
    "blind_posters",
    "board_game",
    "board_of",
    "board_streets",
    "bring_in_for",
    "bring_in_seat",
    "button_of",
    "button_order",
    "draw_game",
    "draw_streets",
    "first_to_act_for",
    "first_to_act_seat",
    "game_plugin",
    "merge_pots",
    "next_button",
    "odd_chip_order",
    "postflop_first_to_act",
    "preflop_first_to_act",
    "procedure_options",
    "shows_open_pair",
    "split_to_first_seat",
    "street_betting",
    "stud_game",
    "stud_streets",
]
