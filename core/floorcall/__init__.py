"""floorcall: poker card-room procedures as executable, tested software.

The public API for embedders and plugin authors. Plugins import ``floorcall.hookimpl`` to mark their hook
implementations, and the models they need from here or from :mod:`floorcall.model`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

from floorcall.cards import SHORT_DECK, STANDARD_DECK, STANDARD_DECK_WITH_JOKERS, Card, DeckSpec, parse_cards
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
    from floorcall.hand import Hand
    from floorcall.plugins import Floor, Selection, discover, make_manager
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
}


def __getattr__(name: str) -> Any:
    """Import the engine and the plugin manager only when used, so that ``floorcall --help`` starts fast."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'floorcall' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)


__all__ = [
    "SHORT_DECK",
    "STANDARD_DECK",
    "STANDARD_DECK_WITH_JOKERS",
    "Card",
    "CardError",
    "ConfigError",
    "DeckSpec",
    "Floor",
    "FloorcallError",
    "Hand",
    "HandHistoryError",
    "HandView",
    "InvalidEventError",
    "NoRulingError",
    "PluginAnswerError",
    "PluginError",
    "PluginLoadError",
    "SeatSetup",
    "Selection",
    "Table",
    "discover",
    "hookimpl",
    "make_manager",
    "parse_cards",
    *_model_all,
]
