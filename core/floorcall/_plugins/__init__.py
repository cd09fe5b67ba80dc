"""The plugin machinery: discovery, activation and options, the steady cache, the floor's typed calls. Private.

Plugins never import it; the public names (:class:`Floor`, :class:`Selection`, :func:`discover`,
:func:`make_manager`) are re-exported by :mod:`floorcall`, and :mod:`floorcall.testing` has the helpers for tests.
"""

from floorcall._plugins.activation import option_owners, option_specs
from floorcall._plugins.discovery import (
    CORE_DEFAULTS,
    ENTRY_POINT_GROUP,
    Catalog,
    PluginInfo,
    check_option_declarations,
    declarations,
    discover,
    new_plugin_manager,
)
from floorcall._plugins.floor import Floor, make_manager
from floorcall._plugins.option_problems import option_problem
from floorcall.model.selection import Selection

__all__ = [
    "CORE_DEFAULTS",
    "ENTRY_POINT_GROUP",
    "Catalog",
    "Floor",
    "PluginInfo",
    "Selection",
    "check_option_declarations",
    "declarations",
    "discover",
    "make_manager",
    "new_plugin_manager",
    "option_owners",
    "option_problem",
    "option_specs",
]
