"""Helpers for testing plugins: fake installed distributions, catalogs of inline plugins, a fresh manager per test.

Nothing here keeps global state: every helper builds new objects, so tests need no cleanup.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

from floorcall._app.simulate import deal_next, new_hand, play
from floorcall._plugins import Catalog, Floor, PluginInfo, Selection, declarations, discover
from floorcall.model.procedure import OptionValue

#: ``new_hand``, ``play`` and ``deal_next`` (seeded random play of a hand) are re-exported for plugins' tests.
__all__ = ["catalog_of", "deal_next", "fake_distribution", "floor_for", "make_floor", "new_hand", "play"]


def fake_distribution(
    folder: Path,
    name: str,
    entry_points: Mapping[str, str],
    modules: Mapping[str, str] | None = None,
    version: str = "0.0.0",
) -> Path:
    """Write a fake installed distribution (a ``*.dist-info`` folder) with ``floorcall`` entry points.

    Put ``folder`` on ``sys.path`` (``monkeypatch.syspath_prepend(folder)``) so its modules import, and pass it to
    :func:`floorcall._plugins.discover` as ``paths=[str(folder)]``.

    :param folder: where to write (a test's ``tmp_path``).
    :param name: the distribution's name (``"acme-floor"``).
    :param entry_points: entry-point name to target (``{"keep-exposed": "acme_keep"}``).
    :param modules: module name to source code, written as ``<module>.py`` beside the dist-info.
    :param version: the distribution's version.
    :returns: ``folder``.
    """
    dist_info = folder / f"{name.replace('-', '_')}-{version}.dist-info"
    dist_info.mkdir(parents=True, exist_ok=True)
    (dist_info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")
    lines = ["[floorcall]", *(f"{ep} = {target}" for ep, target in entry_points.items())]
    (dist_info / "entry_points.txt").write_text("\n".join(lines) + "\n")
    for module, source in (modules or {}).items():
        (folder / f"{module}.py").write_text(source)
    return folder


def catalog_of(plugins: Mapping[str, object]) -> Catalog:
    """A catalog of plugins given as objects (modules or class instances), named by the mapping's keys.

    :raises PluginLoadError: as :func:`floorcall._plugins.discover` would for the same plugins.
    """
    return Catalog.of(declarations(name, obj) for name, obj in plugins.items())


def make_floor(
    *,
    games: Iterable[str] = (),
    rulebook: str | None = None,
    house: Iterable[str] = (),
    options: Mapping[str, OptionValue] | None = None,
    plugins: Mapping[str, object] | None = None,
    installed: bool = True,
) -> Floor:
    """A fresh :class:`Floor` for one test.

    :param games: game names to activate.
    :param rulebook: rulebook name to activate.
    :param house: house plugin names, highest precedence first.
    :param options: house option values.
    :param plugins: extra plugins given inline (name -> object), added to the catalog.
    :param installed: whether to include the installed plugins (entry points) in the catalog.
    """
    base: dict[str, PluginInfo] = dict(discover().plugins) if installed else {}
    extra = catalog_of(plugins or {}).plugins
    catalog = Catalog.of([*base.values(), *extra.values()])
    selection = Selection(games=tuple(games), rulebook=rulebook, house=tuple(house), options=dict(options or {}))
    return Floor(catalog, selection)


def floor_for() -> Callable[..., Floor]:
    """Pytest fixture body: ``floor_for(game="stud", rulebook="tda-2024")`` builds a fresh manager per call.

    Register it in a ``conftest.py`` with ``floor_for = pytest.fixture(floorcall.testing.floor_for)``.
    """

    def build(
        game: str | None = None,
        rulebook: str | None = None,
        house: Iterable[str] = (),
        options: Mapping[str, OptionValue] | None = None,
    ) -> Floor:
        return make_floor(games=(game,) if game else (), rulebook=rulebook, house=house, options=options)

    return build
