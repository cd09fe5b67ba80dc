"""Hook specifications: the questions floorcall asks its plugins. Specs only, no logic.

Precedence for every first-result hook is house plugins, then the rulebook, then the game, then the core default:
games and the core mark their implementations ``trylast`` and are registered first, and house plugins are registered
last in reverse config order, so the first house plugin listed answers first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from floorcall._mechanics.betting import StreetBetting
    from floorcall._mechanics.pots import Pot
    from floorcall.model.irregularities import AnyIrregularity
    from floorcall.model.procedure import GameSpec, OptionDefault, OptionSpec, RulebookSpec, StreetPlan
    from floorcall.model.rulings import RuleSummary, Ruling
    from floorcall.model.selection import Selection
    from floorcall.model.tournament import (
        BalancingQuestion,
        BalancingRuling,
        BreakingQuestion,
        BreakingRuling,
        ColourUpQuestion,
        ColourUpRuling,
        HandForHandQuestion,
        HandForHandRuling,
        PenaltyQuestion,
        PenaltyRuling,
        SeatingQuestion,
        SeatingRuling,
    )
    from floorcall.model.types import Street
    from floorcall.rulekit.rules import RuleChange
    from floorcall.view import HandView

PROJECT = "floorcall"

hookspec = pluggy.HookspecMarker(PROJECT)

#: Marks a plugin's hook implementations: ``@floorcall.hookimpl`` (never build a marker of your own). Defined here,
#: below everything that uses it, so that the core's own hook implementations need not import the facade.
hookimpl = pluggy.HookimplMarker(PROJECT)


@hookspec
def floorcall_register_games(register: Callable[[GameSpec], None]) -> None:
    """Declare the games a plugin provides, without activating it.

    :param register: call it once per game with its :class:`~floorcall.model.procedure.GameSpec`.

    Every plugin is called, at discovery.
    """


@hookspec
def floorcall_register_rulebooks(register: Callable[[RulebookSpec], None]) -> None:
    """Declare the rulebooks a plugin provides, with their defaults for options, without activating it.

    :param register: call it once per rulebook with its :class:`~floorcall.model.procedure.RulebookSpec`.

    Every plugin is called, at discovery.
    """


@hookspec
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the typed options a plugin owns (name, type through the default, choices).

    :param register: call it once per option with its :class:`~floorcall.model.procedure.OptionSpec`.

    Every plugin is called, at discovery.
    """


@hookspec
def floorcall_register_defaults(register: Callable[[OptionDefault], None]) -> None:
    """Declare a house plugin's defaults for options other plugins own, above the rulebook's.

    :param register: call it once per option with an :class:`~floorcall.model.procedure.OptionDefault`.

    Every plugin is called, at discovery. The defaults of the house plugins in force apply over the rulebook's, the
    first house plugin listed winning, and a config's ``[house] options`` over them; each value is checked against
    the option's declaration when the floor is built. A default for an option no plugin in force declares is unused.
    """


@hookspec
def floorcall_register_rule_changes(register: Callable[[RuleChange], None]) -> None:
    """Declare a house plugin's changes to rules of a rulebook, each addressed by the rule's ID.

    :param register: call it once per change with a :class:`~floorcall.rulekit.rules.RuleChange`, made with
        :func:`~floorcall.rulekit.replace_rule` or :func:`~floorcall.rulekit.amend_rule`.

    Every plugin is called, at discovery. When the plugin is in force as a house plugin, the rulebook in force (a
    :class:`~floorcall.rulekit.Rulebook`) asks the change instead of the rule; the first house plugin listed wins
    when two change one rule. A change to a rule that no installed rulebook has is a load error.
    """


@hookspec
def floorcall_register_rules(register: Callable[[RuleSummary], None]) -> None:
    """Describe the rules a plugin cites (ID, title, one-line summary), for people reading its rulings.

    :param register: call it once per rule with its :class:`~floorcall.model.rulings.RuleSummary`.

    Every plugin is called, at discovery. The title and summary are shown in the reader's language from the plugin's
    gettext catalog (contexts ``rule.<ID>.title`` and ``rule.<ID>.summary``, which ``tools/catalogs.py`` extracts
    from literal summaries), in English where it has none.
    """


@hookspec(historic=True)
def floorcall_configure(selection: Selection) -> None:
    """Tell the plugins in force what was selected, once per manager (late plugins are called at registration).

    :param selection: the games, rulebook, house plugins and option values in force.

    Historic: must be idempotent and must not raise for a valid selection.
    """


@hookspec(firstresult=True)
def floorcall_plan_street(hand: HandView, street: Street) -> StreetPlan | None:
    """Plan a street: the burn, the rounds of hole cards and their faces, board cards, a draw.

    :param hand: read-only view of the hand (game, seats, cards so far, options).
    :param street: the street about to be dealt.
    :returns: the street's plan, or None to let the next plugin answer.

    First non-None result wins. Answered by the game (``trylast``); a house plugin may change the procedure.
    """


@hookspec(firstresult=True)
def floorcall_plan_betting(hand: HandView, street: Street) -> StreetBetting | None:
    """Give the betting limits of a street: structure, bet size, bring-in, cap, re-opening standard.

    :param hand: read-only view of the hand, with the street's cards dealt.
    :param street: the street whose betting round begins.
    :returns: the round's limits, or None to let the next plugin answer.

    First non-None result wins. Answered by the game (``trylast``), which reads house options such as the
    open-pair double bet from ``hand.options``.
    """


@hookspec(firstresult=True)
def floorcall_pick_bring_in(hand: HandView) -> int | None:
    """Pick the seat whose upcard makes him post the bring-in.

    :param hand: read-only view of the hand after the first upcards are out.
    :returns: the seat number, or None to let the next plugin answer.

    First non-None result wins. Answered by stud games (``trylast``).
    """


@hookspec(firstresult=True)
def floorcall_pick_first_to_act(hand: HandView, street: Street) -> int | None:
    """Pick the first seat to act on a street (after any bring-in on the first street).

    :param hand: read-only view of the hand with the street's cards dealt.
    :param street: the street whose betting round begins.
    :returns: the seat number, or None to let the next plugin answer.

    First non-None result wins. Answered by the game (``trylast``), using the rulebook's tie rule from
    ``hand.options``.
    """


@hookspec(firstresult=True)
def floorcall_award_pots(hand: HandView, pots: tuple[Pot, ...]) -> dict[int, int] | None:
    """Award the pots at showdown: who wins what, with odd chips per the rulebook.

    :param hand: read-only view of the hand with every contender's cards known.
    :param pots: the main pot first, then side pots, each with its eligible seats.
    :returns: chips won per seat (summing to exactly the pots' total), or None to let the next plugin answer. A
        seat that is no longer live may appear only to get back at most what it put into the hand.

    First non-None result wins. Answered by the game (``trylast``), with the odd-chip rule from ``hand.options``; a
    rulebook whose settlement differs answers first for the hands it changes and None for the others.
    """


@hookspec(firstresult=True)
def floorcall_cite_award(hand: HandView, pots: tuple[Pot, ...], payouts: dict[int, int]) -> tuple[str, ...] | None:
    """Name the rules that settled the pots at a showdown (side pots split on their own, odd chips), for the record.

    :param hand: read-only view of the hand at showdown, every contender's cards known.
    :param pots: the main pot first, then side pots, each with its eligible seats.
    :param payouts: chips won per seat, as the award gave them.
    :returns: the rule IDs (catalog IDs, ``FLOORCALL-DEFAULT-<n>`` or ``HOUSE:<plugin>:<id>``), possibly empty, or
        None to let the next plugin answer.

    First non-None result wins. Answered by the rulebook; when nobody answers the award cites nothing.
    """


@hookspec(firstresult=True)
def floorcall_count_substantial_action(hand: HandView) -> bool | None:
    """Say whether substantial action has occurred in the hand so far.

    :param hand: read-only view of the hand, with ``hand.actions_in_turn``.
    :returns: True or False, or None to let the next plugin answer.

    First non-None result wins. Answered by the rulebook; a house plugin may override; the core default counts
    two actions in turn of which one put chips in, or any three actions in turn.
    """


@hookspec(firstresult=True)
def floorcall_rule_irregularity(irregularity: AnyIrregularity, hand: HandView | None) -> Ruling | None:
    """Decide what the floor rules for an irregularity.

    :param irregularity: what went wrong (boxed card, exposed downcard, action out of turn...).
    :param hand: read-only view of the hand when the irregularity happened, or None when asked outside a hand.
    :returns: a Ruling, or None to let the next plugin decide.

    First non-None result wins. Answered by house plugins, then the rulebook; games never rule.
    """


@hookspec
def floorcall_on_hand_start(hand: HandView) -> None:
    """Observe a hand that has just started (its antes and blinds posted).

    :param hand: read-only view of the hand.

    Every plugin is called; results are ignored.
    """


@hookspec
def floorcall_on_ruling(hand: HandView, irregularity: AnyIrregularity, ruling: Ruling) -> None:
    """Observe a ruling that the engine has just applied.

    :param hand: read-only view of the hand after the ruling was applied.
    :param irregularity: what went wrong.
    :param ruling: what was ruled.

    Every plugin is called; results are ignored.
    """


@hookspec
def floorcall_on_hand_end(hand: HandView) -> None:
    """Observe a hand that has ended (pots awarded, misdealt or void).

    :param hand: read-only view of the finished hand.

    Every plugin is called; results are ignored.
    """


# -- the tournament: the floor's moves between hands ---------------------------------------------------------------


@hookspec(firstresult=True)
def floorcall_rule_seating(question: SeatingQuestion) -> SeatingRuling | None:
    """Say how an entrant (opening draw, late registration, re-entry, alternate, wrong seat) gets his seat.

    :param question: why the player needs a seat.
    :returns: the seating procedure and the rules it rests on, or None to let the next plugin answer.

    First non-None result wins. Answered by house plugins, then the rulebook.
    """


@hookspec(firstresult=True)
def floorcall_rule_balancing(question: BalancingQuestion) -> BalancingRuling | None:
    """Say who moves to balance the tables, to which seat, and when play halts at a short table.

    :param question: the game family and the players at each table.
    :returns: the balancing procedure and the rules it rests on, or None to let the next plugin answer.

    First non-None result wins. Answered by house plugins, then the rulebook.
    """


@hookspec(firstresult=True)
def floorcall_rule_breaking(question: BreakingQuestion) -> BreakingRuling | None:
    """Say how the players of a broken table (or of the final-table redraw) get new seats.

    :param question: the table that breaks.
    :returns: the draw and the rules it rests on, or None to let the next plugin answer.

    First non-None result wins. Answered by house plugins, then the rulebook.
    """


@hookspec(firstresult=True)
def floorcall_rule_colour_up(question: ColourUpQuestion) -> ColourUpRuling | None:
    """Say how a scheduled colour-up races off a denomination.

    :param question: the denomination removed and the smallest one left (chips).
    :returns: the chip race's procedure and the rules it rests on, or None to let the next plugin answer.

    First non-None result wins. Answered by house plugins, then the rulebook.
    """


@hookspec(firstresult=True)
def floorcall_rule_hand_for_hand(question: HandForHandQuestion) -> HandForHandRuling | None:
    """Say how players knocked out on the same hand are placed, in and out of hand-for-hand play.

    :param question: whether the tables play hand for hand.
    :returns: the order of places and the rules it rests on, or None to let the next plugin answer.

    First non-None result wins. Answered by house plugins, then the rulebook.
    """


@hookspec(firstresult=True)
def floorcall_rule_penalty(question: PenaltyQuestion) -> PenaltyRuling | None:
    """Say how a missed-hands penalty is served, when it is given and when the player changes tables during it.

    :param question: the hands to miss (or still to miss), and whether the player is moving.
    :returns: how the hands are served and the rules it rests on, or None to let the next plugin answer.

    First non-None result wins. Answered by house plugins, then the rulebook.
    """
