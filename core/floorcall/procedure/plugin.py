"""The game plugin built from a :class:`~floorcall.procedure.Game`: the hook implementations answer from the data."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import TYPE_CHECKING

from floorcall.gamekit import GamePlugin
from floorcall.procedure.awards import awards_for
from floorcall.procedure.game import Game, OddChips
from floorcall.procedure.limits import betting_for
from floorcall.procedure.openers import bring_in_for, first_to_act_for
from floorcall.procedure.options import BOARD_TIE, ODD_CHIP, OPEN_PAIR_DOUBLE, SPLIT_POTS

if TYPE_CHECKING:
    from floorcall.model.procedure import OptionSpec, OptionValue, StreetPlan
    from floorcall.model.types import Street
    from floorcall.view import HandView

__all__ = ["answers_steadily", "game_plugin", "procedure_options"]


def procedure_options(game: Game) -> tuple[OptionSpec, ...]:
    """The options a game's procedure reads, then the game's own (:attr:`Game.options`), each once.

    ``board-tie`` where boards open streets, ``odd-chip`` where the cards decide odd chips, ``open-pair-double``
    with an open-pair street, ``split-pots`` where the pots may be merged.

    :param game: the game.
    :returns: the options to declare with the game's plugin.
    """
    read = (
        *((BOARD_TIE,) if any(street.opener.by_board for street in game.streets) else ()),
        *((ODD_CHIP,) if game.showdown.odd_chips is OddChips.BY_CARDS else ()),
        *((OPEN_PAIR_DOUBLE,) if game.open_pair_street is not None else ()),
        *((SPLIT_POTS,) if game.showdown.mergeable else ()),
    )
    return tuple(dict.fromkeys((*read, *game.options)))


def game_plugin(game: Game) -> GamePlugin:
    """Build the plugin of a game: its hooks answer from ``game`` (and None for any other game).

    House plugins and rulebooks still answer any of these hooks first: the game's implementations are ``trylast``.

    :param game: the game.
    :returns: the plugin object a game module exposes as its entry point (``bigo = my_games.bigo:plugin``).
    """
    plans = {street.plan.street: street.plan for street in game.streets}

    def plan_street(hand: HandView, street: Street) -> StreetPlan:
        try:
            return plans[street]
        except KeyError:
            raise ValueError(f"{game.name} has no {street} street") from None

    return GamePlugin(
        game.spec,
        procedure_options(game),
        plan_street=plan_street,
        plan_betting=functools.partial(betting_for, game),
        first_to_act=functools.partial(first_to_act_for, game),
        award=functools.partial(awards_for, game),
        bring_in=functools.partial(bring_in_for, game) if game.streets[0].opener.brings_in else None,
        steady=functools.partial(answers_steadily, game),
    )


def answers_steadily(game: Game, hook: str, options: Mapping[str, OptionValue], street: Street) -> bool:
    """Whether the game's answer to ``hook`` on ``street`` depends only on the game, stakes, options and street.

    The plan of a street always does (it is data). The betting limits do too, except on the game's open-pair street
    with ``open-pair-double`` on, where they depend on the boards showing (see ``betting_for``).

    :param game: the game.
    :param hook: the hook asked.
    :param options: the hand's option values.
    :param street: the street asked about.
    """
    if hook == "floorcall_plan_street":
        return True
    if hook == "floorcall_plan_betting":
        return street is not game.open_pair_street or options.get(OPEN_PAIR_DOUBLE.name) is not True
    return False
