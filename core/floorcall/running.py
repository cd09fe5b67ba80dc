"""``floorcall run``: the main job, wired from the command line to a session, its output and its PHH files."""

from __future__ import annotations

import sys
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import msgspec

from floorcall.config import TournamentConfig, load_config, loads_config
from floorcall.hand_folder import HandFolder
from floorcall.i18n import Translator
from floorcall.plugins import Floor, discover
from floorcall.record import hand_to_history
from floorcall.render import hand_json, hand_text
from floorcall.session import Session

__all__ = ["DEFAULT_CONFIG", "default_config_text", "run_command"]

DEFAULT_CONFIG = "default.toml"


def default_config_text() -> str:
    """The embedded default config (a six-handed eight-game mix under the TDA rules)."""
    return resources.files("floorcall.data").joinpath(DEFAULT_CONFIG).read_text()


def _config(path: str | None) -> TournamentConfig:
    catalog = discover()
    if path is None:
        return loads_config(default_config_text(), catalog, f"<embedded {DEFAULT_CONFIG}>")
    return load_config(Path(path), catalog)


def run_command(
    path: str | None,
    hands: int,
    seed: int,
    rate: float,
    out: str | None,
    as_json: bool,
    *,
    force: bool = False,
    t: Translator | None = None,
) -> int:
    """Run ``hands`` hands of the config at ``path`` (or the embedded default) and print each.

    :param t: the language the hands are shown in (English when None); the PHH files are the same in every language.

    :param out: a folder to write one PHH file per hand to, or None.
    :param force: let ``out`` be a folder that already holds hand files (an earlier run's are replaced).
    :returns: the exit status (0).
    :raises ConfigError: the config is invalid.
    :raises OutputError: ``out`` cannot be used (checked before the first hand) or a hand cannot be written.
    """
    config = _config(path)
    floor = Floor(discover(), config.selection)
    session = Session(config, floor, seed=seed, irregularity_rate=rate)
    folder = HandFolder(Path(out), force=force) if out else None
    progress = _progress(hands)
    for record in session.hands(hands):
        if as_json:
            sys.stdout.write(msgspec.json.encode(hand_json(record, t)).decode() + "\n")
        else:
            sys.stdout.write(hand_text(record, t))
        if folder is not None:
            variant = record.final.game.phh_code or record.final.game.name
            folder.write(record.number, hand_to_history(record.deals, variant))
        progress(record.number)
    progress(None)
    return 0


def _progress(total: int) -> Callable[[int | None], None]:
    """A progress bar on stderr for long runs in a terminal; a no-op otherwise (None ends it)."""
    if total < 50 or not sys.stderr.isatty():
        return lambda done: None
    from rich.console import Console
    from rich.progress import Progress

    bar = Progress(transient=True, console=Console(stderr=True))
    task = bar.add_task("hands", total=total)
    bar.start()

    def advance(done: int | None) -> None:
        if done is None:
            bar.stop()
        else:
            bar.update(task, completed=done)

    return advance
