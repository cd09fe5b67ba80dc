"""A game plugin built from a game's answers: the hooks every game implements, each answering only for its game.

A game plugin declares one game and answers the procedure questions about it: the plan of each street, the betting
limits, the first seat to act, the award of the pots and, in the games that have one, the bring-in. Every game
answers them alike (``trylast``, so that rulebooks and house plugins come first, and None for any other game), so a
game is a :class:`GamePlugin` given those answers as functions::

    plugin = GamePlugin(RAZZ, options=RAZZ_OPTIONS, plan_street=..., plan_betting=..., first_to_act=...,
                        award=..., bring_in=...)   # entry point: "razz = my_games.razz:plugin"
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from floorcall.hookspecs import hookimpl

if TYPE_CHECKING:
    from floorcall._mechanics.betting import StreetBetting
    from floorcall._mechanics.pots import Pot
    from floorcall.model.procedure import GameSpec, OptionSpec, OptionValue, StreetPlan
    from floorcall.model.types import Street
    from floorcall.view import HandView

__all__ = ["GamePlugin"]


class GamePlugin:
    """One game's hook implementations, answering from the functions given (and None for other games).

    :param spec: the game it declares and answers for.
    :param options: the options the game reads, declared with it.
    :param plan_street: ``(hand, street) -> StreetPlan``: the burn, hole-card rounds, board cards or draw of a street.
    :param plan_betting: ``(hand, street) -> StreetBetting``: the betting limits of a street.
    :param first_to_act: ``(hand, street) -> seat``: the first seat to act on a street.
    :param award: ``(hand, pots) -> {seat: chips}``: the award of the pots at showdown, summing to their total.
    :param bring_in: ``(hand) -> seat``: the seat that brings in, for games with a bring-in; None otherwise.
    :param steady: ``(hook, options, street) -> bool``: whether the answer to ``floorcall_plan_street`` or
        ``floorcall_plan_betting`` for a street, under the hand's option values, depends on nothing but the game,
        the stakes, those options and the street (never on the cards, the seats or the chips). While the game's
        plugin is the only one answering such a hook, the floor then asks it once and gives the same answer to
        every later hand of the same game, stakes and options (:meth:`floorcall._plugins.Floor.plan_street`).
        None: no answer is steady.
    """

    def __init__(
        self,
        spec: GameSpec,
        options: Sequence[OptionSpec],
        *,
        plan_street: Callable[[HandView, Street], StreetPlan],
        plan_betting: Callable[[HandView, Street], StreetBetting],
        first_to_act: Callable[[HandView, Street], int],
        award: Callable[[HandView, tuple[Pot, ...]], dict[int, int]],
        bring_in: Callable[[HandView], int] | None = None,
        steady: Callable[[str, Mapping[str, OptionValue], Street], bool] | None = None,
    ) -> None:
        """Keep the game and its answers (nothing is registered until a plugin manager asks)."""
        self.spec = spec
        self.options = tuple(options)
        self._plan_street = plan_street
        self._plan_betting = plan_betting
        self._first_to_act = first_to_act
        self._award = award
        self._bring_in = bring_in
        self._steady = steady

    def __repr__(self) -> str:
        return f"GamePlugin({self.spec.name!r})"

    def answers_steadily(self, hook: str, options: Mapping[str, OptionValue], street: Street) -> bool:
        """Whether the game's answer to ``hook`` on ``street`` depends only on the game, stakes, options and street.

        :param hook: a hook name (``"floorcall_plan_betting"``).
        :param options: the hand's option values by kebab-case name.
        :param street: the street asked about.
        """
        return self._steady is not None and self._steady(hook, options, street)

    def own_answer(self, hook: str) -> Callable[..., object] | None:
        """The game's function behind ``hook`` when this plugin answers it as :class:`GamePlugin` defines, else None.

        Its answer is the hook's for a hand of this game: the floor calls it directly while the game is the only
        plugin answering the hook (:meth:`floorcall._plugins.steady.SteadyAnswers.game_answer`). None for a hook it
        does not answer that way: another hook, a method a subclass overrides, a bring-in the game does not have.

        :param hook: a hook name (``"floorcall_pick_first_to_act"``).
        """
        own = {"floorcall_pick_first_to_act": self._first_to_act, "floorcall_pick_bring_in": self._bring_in}.get(hook)
        if own is None or getattr(type(self), hook) is not getattr(GamePlugin, hook):
            return None
        return own

    def plays(self, hand: HandView) -> bool:
        """Whether ``hand`` is of this plugin's game."""
        return hand.game.name == self.spec.name

    @hookimpl
    def floorcall_register_games(self, register: Callable[[GameSpec], None]) -> None:
        """Declare the game."""
        register(self.spec)

    @hookimpl
    def floorcall_register_options(self, register: Callable[[OptionSpec], None]) -> None:
        """Declare the options the game reads."""
        for option in self.options:
            register(option)

    @hookimpl(trylast=True)
    def floorcall_plan_street(self, hand: HandView, street: Street) -> StreetPlan | None:
        """The game's plan of a street; None for other games."""
        return self._plan_street(hand, street) if self.plays(hand) else None

    @hookimpl(trylast=True)
    def floorcall_plan_betting(self, hand: HandView, street: Street) -> StreetBetting | None:
        """The game's betting limits on a street; None for other games."""
        return self._plan_betting(hand, street) if self.plays(hand) else None

    @hookimpl(trylast=True)
    def floorcall_pick_first_to_act(self, hand: HandView, street: Street) -> int | None:
        """The game's first seat to act on a street; None for other games."""
        return self._first_to_act(hand, street) if self.plays(hand) else None

    @hookimpl(trylast=True)
    def floorcall_pick_bring_in(self, hand: HandView) -> int | None:
        """The game's bring-in seat; None for other games and for games without a bring-in."""
        return self._bring_in(hand) if self._bring_in is not None and self.plays(hand) else None

    @hookimpl(trylast=True)
    def floorcall_award_pots(self, hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
        """The game's award of the pots; None for other games."""
        return self._award(hand, pots) if self.plays(hand) else None
