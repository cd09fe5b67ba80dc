"""floorcall: poker card-room procedures as executable, tested software.

The public API for embedders and plugin authors: everything a plugin needs is importable from here. Plugins mark
their hook implementations with ``floorcall.hookimpl``; the models (events, irregularities, remedies, rulings,
procedure) are also in :mod:`floorcall.model`, the rule kit in :mod:`floorcall.rulekit`, the game kit in
:mod:`floorcall.gamekit`, hand evaluators in :mod:`floorcall.ranking`. The engine's own modules (the hand and its
parts, the plugin manager's internals, the session) are not for plugins; an import contract keeps them off.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from floorcall.build import VERSION
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
from floorcall.hookspecs import hookimpl
from floorcall.model import *  # noqa: F403
from floorcall.model import __all__ as _model_all
from floorcall.table import SeatSetup, Table

if TYPE_CHECKING:
    from floorcall._app.batch import replay_many, simulate_many
    from floorcall._app.batch_work import table_seed
    from floorcall._engine.hand import Hand
    from floorcall._mechanics.betting import StreetBetting
    from floorcall._mechanics.betting_options import (
        BETTING_OPTIONS,
        CAP_COUNTS_BIG_BLIND,
        CAP_HEADS_UP,
        CHIP_UNIT,
        MAX_BETS,
    )
    from floorcall._mechanics.pots import Pot, award_pots, clockwise_order
    from floorcall._mechanics.seats import clockwise
    from floorcall._mechanics.substantial import ActionInTurn, substantial_action
    from floorcall._plugins import Floor, Selection, discover, make_manager
    from floorcall.build import BUILD
    from floorcall.gamekit import GamePlugin
    from floorcall.ranking import evaluator, high_strength, joker_low_ranks
    from floorcall.rulekit import Rule, Rulebook, RuleChange, amend_rule, replace_rule, rule
    from floorcall.view import HandView

__version__ = VERSION


_LAZY = {
    "BUILD": "floorcall.build",
    "Hand": "floorcall._engine.hand",
    "HandView": "floorcall.view",
    "Floor": "floorcall._plugins",
    "Selection": "floorcall._plugins",
    "discover": "floorcall._plugins",
    "make_manager": "floorcall._plugins",
    # for embedders: many hands at once over an executor
    "replay_many": "floorcall._app.batch",
    "simulate_many": "floorcall._app.batch",
    "table_seed": "floorcall._app.batch_work",
    # for plugin authors: the kits, betting and pots, the substantial-action counter, the betting options
    "GamePlugin": "floorcall.gamekit",
    "Rule": "floorcall.rulekit",
    "RuleChange": "floorcall.rulekit",
    "Rulebook": "floorcall.rulekit",
    "amend_rule": "floorcall.rulekit",
    "replace_rule": "floorcall.rulekit",
    "rule": "floorcall.rulekit",
    "StreetBetting": "floorcall._mechanics.betting",
    "Pot": "floorcall._mechanics.pots",
    "award_pots": "floorcall._mechanics.pots",
    "clockwise_order": "floorcall._mechanics.pots",
    "clockwise": "floorcall._mechanics.seats",
    "evaluator": "floorcall.ranking",
    "high_strength": "floorcall.ranking",
    "joker_low_ranks": "floorcall.ranking",
    "ActionInTurn": "floorcall._mechanics.substantial",
    "substantial_action": "floorcall._mechanics.substantial",
    "BETTING_OPTIONS": "floorcall._mechanics.betting_options",
    "CAP_COUNTS_BIG_BLIND": "floorcall._mechanics.betting_options",
    "CAP_HEADS_UP": "floorcall._mechanics.betting_options",
    "CHIP_UNIT": "floorcall._mechanics.betting_options",
    "MAX_BETS": "floorcall._mechanics.betting_options",
}


def __getattr__(name: str) -> Any:
    """Import the engine and the plugin manager only when used, so that ``floorcall --help`` starts fast."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'floorcall' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)


__all__ = [
    "BUILD",
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
    "replay_many",
    "simulate_many",
    "table_seed",
    "rule",
    "substantial_action",
    *_model_all,
]
