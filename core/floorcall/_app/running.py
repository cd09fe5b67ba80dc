"""``floorcall run``: the main job, wired from the command line to table sessions, their output and PHH files."""

from __future__ import annotations

import re
from contextlib import closing
from importlib import resources
from pathlib import Path
from typing import Final

from floorcall._app.batch import BatchError, simulate_many, table_seed
from floorcall._app.config import TournamentConfig, load_config, loads_config
from floorcall._app.dask_cluster import route
from floorcall._app.hand_folder import HandFolder
from floorcall._app.log_setup import LOGGER
from floorcall._app.output import EXIT_INTERRUPTED, ResultsOut, warn
from floorcall._app.progress import progress_bar
from floorcall._plugins import discover
from floorcall._plugins.watch import DEFAULT_HOOK_LIMIT
from floorcall.errors import ConfigError, OutputError
from floorcall.i18n import CORE, Translator, translator

__all__ = ["DEFAULT_CONFIG", "as_phhs_hand", "default_config_text", "out_name", "run_command", "table_file_name"]

DEFAULT_CONFIG = "default.toml"


def default_config_text() -> str:
    """The embedded default config (a six-handed eight-game mix under the TDA rules)."""
    return resources.files("floorcall.data").joinpath(DEFAULT_CONFIG).read_text()


def _config(path: str | None) -> TournamentConfig:
    catalog = discover()
    if path is None:
        return loads_config(default_config_text(), catalog, f"<embedded {DEFAULT_CONFIG}>")
    return load_config(Path(path), catalog)


def out_name(table: int, hand: int, tables: int) -> str:
    """The file ``--out`` writes a hand to: ``hand-0001.phh``, or with several tables ``table-0002-hand-0001.phh``."""
    return f"hand-{hand:04d}.phh" if tables == 1 else f"table-{table:04d}-hand-{hand:04d}.phh"


def table_file_name(table: int, tables: int) -> str:
    """The file ``--out --phhs`` writes a table's hands to: ``hands.phhs``, with several tables ``table-0002.phhs``."""
    return "hands.phhs" if tables == 1 else f"table-{table:04d}.phhs"


_USER_HEADER: Final = re.compile(r"^(\[\[?)(_)", re.MULTILINE)


def as_phhs_hand(key: int, text: str) -> str:
    """One hand's PHH text as a hand of a ``.phhs`` file: under the header ``[key]``, its user tables under it.

    :param key: the hand's number, its key in the file.
    :param text: the hand as :func:`floorcall.phh.dumps` writes it (its user tables' headers start with ``[_``).
    """
    return f"[{key}]\n" + _USER_HEADER.sub(lambda m: f"{m.group(1)}{key}.{m.group(2)}", text)


#: The chance that a hand of a single-table run gets an injected irregularity when ``--irregularities`` is not given.
DEFAULT_RATE = 0.3


def run_command(
    path: str | None,
    hands: int | None,
    seed: int,
    rate: float | None,
    out: str | None,
    as_json: bool,
    *,
    tables: int | None = None,
    jobs: int | None = None,
    dask: str | None = None,
    force: bool = False,
    t: Translator | None = None,
    phhs: bool = False,
    hook_limit: float = DEFAULT_HOOK_LIMIT,
) -> int:
    """Run ``tables`` sessions of ``hands`` hands of the config at ``path`` (or the embedded default), print each.

    Table t is seeded from ``(seed, t)`` (:func:`floorcall._app.batch.table_seed`; table 1 with ``seed``). With several
    tables each table's hands are headed by ``table T (seed N)`` and its JSON objects carry ``table``. The output
    is the same, in table order, for every ``jobs`` and ``dask``.

    With a ``[tournament]`` config the whole multi-table tournament is played instead
    (:func:`floorcall._app.mtt_run.tournament_command`): ``hands`` is then the most rounds to play (None: to a
    winner), and ``tables`` may not be given (the tournament opens the tables its players need).

    :param hands: hands per table (None: 20).
    :param rate: the chance, 0 to 1, that a hand gets an injected irregularity (None: :data:`DEFAULT_RATE`, and in
        a tournament's hands none).
    :param tables: independent tables (None: 1).
    :param out: a folder to write one PHH file per hand to, or None.
    :param force: let ``out`` be a folder that already holds hand files (an earlier run's are replaced).
    :param t: the language the hands are shown in (English when None); the PHH files are the same in every language.
    :param phhs: with ``out``, one ``.phhs`` file per table (:func:`table_file_name`), written when the table's last
        hand is played, instead of one ``.phh`` file per hand.
    :param hook_limit: seconds a plugin's hook call may run (``--hook-limit``; 0: no limit; not applied under Dask).
    :returns: the exit status (0; 130 after Ctrl-C).
    :raises ConfigError: the config is invalid.
    :raises OutputError: ``out`` cannot be used (checked before the first hand) or a hand cannot be written.
    :raises FloorcallError: Dask is not installed or its scheduler cannot be reached.
    :raises HookTimeoutError: a hook call passed ``hook_limit``; it names the plugin and the hook.
    """
    config = _config(path)
    if config.tournament is not None:
        return _tournament(config, hands, seed, rate or 0.0, out, as_json, tables, jobs, dask, force, t)
    rate = DEFAULT_RATE if rate is None else rate
    hands = 20 if hands is None else hands
    tables = 1 if tables is None else tables
    folder = HandFolder(Path(out), force=force) if out else None
    parts = ("json" if as_json else "text",) + (("phh",) if folder is not None else ())
    results = ResultsOut()
    table = 0
    pending: tuple[int, list[str]] | None = None  # --phhs: the table being written, and its hands so far
    try:
        with route(jobs, dask) as where, progress_bar(tables * hands, "run") as advance:
            played = simulate_many(
                config,
                tables,
                hands,
                seed,
                rate=rate,
                parts=parts,
                lang=t.language if t is not None else None,
                executor=where.executor,
                jobs=where.workers,
                on_retry=warn("run", t or translator()),
                hook_limit=hook_limit,
            )
            with closing(played):
                for played_hand in played:
                    if tables > 1 and not as_json and played_hand.table != table:
                        table = played_hand.table
                        heading = (t or translator()).words(
                            "run.table_heading",
                            "table {table} (seed {seed})",
                            table=table,
                            seed=table_seed(seed, table),
                        )
                        results.write(heading + "\n")
                    results.write(played_hand.json + "\n" if played_hand.json is not None else played_hand.text or "")
                    if folder is not None and played_hand.phh is not None and phhs:
                        if pending and pending[0] != played_hand.table:
                            folder.write(table_file_name(pending[0], tables), "\n".join(pending[1]))
                            pending = None
                        pending = pending or (played_hand.table, [])
                        pending[1].append(as_phhs_hand(played_hand.hand, played_hand.phh))
                    elif folder is not None and played_hand.phh is not None:
                        name = out_name(played_hand.table, played_hand.hand, tables)
                        folder.write(name, played_hand.phh)
                    advance(1)
                    if results.closed:
                        break
    except KeyboardInterrupt:
        LOGGER.error((t or translator()).words("cli.run.interrupted", "floorcall run: interrupted"))
        return EXIT_INTERRUPTED
    except OutputError:
        results.flush()  # the hands printed before the failed write
        raise
    except BatchError as exc:
        results.flush()
        stopped = (t or translator()).words("cli.run.stopped", "{error}; stopped", error=(t or translator()).error(exc))
        LOGGER.error(f"floorcall run: {stopped}")
        return 1
    if folder is not None and pending:
        folder.write(table_file_name(pending[0], tables), "\n".join(pending[1]))
    results.flush()
    return 0


def _tournament(
    config: TournamentConfig,
    rounds: int | None,
    seed: int,
    rate: float,
    out: str | None,
    as_json: bool,
    tables: int | None,
    jobs: int | None,
    dask: str | None,
    force: bool,
    t: Translator | None,
) -> int:
    from floorcall._app.mtt_run import tournament_command

    if tables is not None:
        reason = CORE.msg(
            "config.tournament_tables", "--tables does not apply: a [tournament] opens the tables its players need"
        )
        raise ConfigError.of(reason, config.source, key="$.tournament")
    return tournament_command(
        config, seed, out, as_json, rounds=rounds, rate=rate, jobs=jobs, dask=dask, force=force, t=t
    )
