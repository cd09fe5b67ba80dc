"""What a house selects: the games, the rulebook, the house plugins and the house's option values.

A model type, below the plugin machinery, so that the hook specs can name it without importing
:mod:`floorcall._plugins` (which resolves a selection into the plugins in force).
"""

from __future__ import annotations

import msgspec

from floorcall.model.procedure import OptionValue
from floorcall.model.types import PluginName

__all__ = ["Selection"]


class Selection(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Which plugins are in force and the house's option values.

    :param games: the game names played (each provided by an installed game plugin).
    :param rulebook: the rulebook's name, or None to play by the games' and core's defaults only.
    :param house: house plugin names, highest precedence first.
    :param options: house option values by kebab-case name; they override the rulebook's defaults.
    """

    games: tuple[PluginName, ...] = ()
    rulebook: PluginName | None = None
    house: tuple[PluginName, ...] = ()
    options: dict[str, OptionValue] = msgspec.field(default_factory=dict)
