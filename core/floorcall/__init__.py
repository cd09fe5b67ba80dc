"""floorcall: poker card-room procedures as executable, tested software.

The public API for embedders and plugin authors: everything a plugin needs is importable from here. Plugins mark
their hook implementations with ``floorcall.hookimpl``; the models (events, irregularities, remedies, rulings,
procedure) are also in :mod:`floorcall.model`, the rule kit in :mod:`floorcall.rulekit`, the game kit in
:mod:`floorcall.gamekit`, hand evaluators in :mod:`floorcall.ranking`. The engine's own modules (the hand and its
parts, the plugin manager's internals, the session) are not for plugins; an import contract keeps them off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

from floorcall.cards import (
    SHORT_DECK,
    STANDARD_DECK,
    STANDARD_DECK_WITH_JOKER,
    STANDARD_DECK_WITH_JOKERS,
    Card,
    DeckSpec,
    parse_cards,
)
from floorcall.errors import (
    CardError,
    ConfigError,
    FloorcallError,
    HandHistoryError,
    InvalidEventError,
    NoRulingError,
    PluginAnswerError,
    PluginError,
    PluginLoadError,
)
from floorcall.hookspecs import PROJECT
from floorcall.model import *  # noqa: F403
from floorcall.model import __all__ as _model_all
from floorcall.table import SeatSetup, Table

if TYPE_CHECKING:
    from floorcall.betting import StreetBetting
    from floorcall.betting_options import BETTING_OPTIONS, CAP_COUNTS_BIG_BLIND, CAP_HEADS_UP, CHIP_UNIT, MAX_BETS
    from floorcall.gamekit import GamePlugin
    from floorcall.hand import Hand
    from floorcall.plugins import Floor, Selection, discover, make_manager
    from floorcall.pots import Pot, award_pots, clockwise_order
    from floorcall.ranking import evaluator, high_strength, joker_low_ranks
    from floorcall.rulekit import Rule, Rulebook, RuleChange, amend_rule, replace_rule, rule
    from floorcall.seats import clockwise
    from floorcall.substantial import ActionInTurn, substantial_action
    from floorcall.view import HandView

__version__ = "0.1.0"

#: Marks a plugin's hook implementations: ``@floorcall.hookimpl`` (never build a marker of your own).
hookimpl = pluggy.HookimplMarker(PROJECT)

_LAZY = {
    "Hand": "floorcall.hand",
    "HandView": "floorcall.view",
    "Floor": "floorcall.plugins",
    "Selection": "floorcall.plugins",
    "discover": "floorcall.plugins",
    "make_manager": "floorcall.plugins",
    # for plugin authors: the kits, betting and pots, the substantial-action counter, the betting options
    "GamePlugin": "floorcall.gamekit",
    "Rule": "floorcall.rulekit",
    "RuleChange": "floorcall.rulekit",
    "Rulebook": "floorcall.rulekit",
    "amend_rule": "floorcall.rulekit",
    "replace_rule": "floorcall.rulekit",
    "rule": "floorcall.rulekit",
    "StreetBetting": "floorcall.betting",
    "Pot": "floorcall.pots",
    "award_pots": "floorcall.pots",
    "clockwise_order": "floorcall.pots",
    "clockwise": "floorcall.seats",
    "evaluator": "floorcall.ranking",
    "high_strength": "floorcall.ranking",
    "joker_low_ranks": "floorcall.ranking",
    "ActionInTurn": "floorcall.substantial",
    "substantial_action": "floorcall.substantial",
    "BETTING_OPTIONS": "floorcall.betting_options",
    "CAP_COUNTS_BIG_BLIND": "floorcall.betting_options",
    "CAP_HEADS_UP": "floorcall.betting_options",
    "CHIP_UNIT": "floorcall.betting_options",
    "MAX_BETS": "floorcall.betting_options",
}


def __getattr__(name: str) -> Any:
    """Import the engine and the plugin manager only when used, so that ``floorcall --help`` starts fast."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'floorcall' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)


__all__ = [
    "ActionInTurn",
    "BETTING_OPTIONS",
    "CAP_COUNTS_BIG_BLIND",
    "CAP_HEADS_UP",
    "CHIP_UNIT",
    "Card",
    "CardError",
    "ConfigError",
    "DeckSpec",
    "Floor",
    "FloorcallError",
    "GamePlugin",
    "Hand",
    "HandHistoryError",
    "HandView",
    "InvalidEventError",
    "MAX_BETS",
    "NoRulingError",
    "PluginAnswerError",
    "PluginError",
    "PluginLoadError",
    "Pot",
    "Rule",
    "RuleChange",
    "Rulebook",
    "SHORT_DECK",
    "STANDARD_DECK",
    "STANDARD_DECK_WITH_JOKER",
    "STANDARD_DECK_WITH_JOKERS",
    "SeatSetup",
    "Selection",
    "StreetBetting",
    "Table",
    "amend_rule",
    "award_pots",
    "clockwise",
    "clockwise_order",
    "discover",
    "evaluator",
    "high_strength",
    "joker_low_ranks",
    "hookimpl",
    "make_manager",
    "parse_cards",
    "replace_rule",
    "rule",
    "substantial_action",
    *_model_all,
]
