"""Scaling out: replay and simulation hands per second in this process, over 2 processes and on a local Dask cluster.

Replay: PokerKit-written stud, stud-8 and razz files from the shared generator (../shared/bench/gen_synthetic_phh.py),
replayed with ``floorcall._app.batch.replay_many``; PokerKit's own serial replay of the same files is printed beside it.
Simulation: ``simulate_many`` of the embedded default mix, several tables, the text of each hand rendered (as
``floorcall run`` does). Each route is timed in this process (median of --runs, after one warm-up run; a process
pool is started inside the timing, a Dask cluster before it):

- ``jobs 1``: in this process, no pool (the default of the command line);
- ``jobs N``: a process pool of N (this machine has 2 cores), its speed-up over ``jobs 1``;
- ``dask N``: a LocalCluster of N single-threaded worker processes, through ``Client.get_executor()``.

The per-hand overhead of a route is its CPU time per hand, counted over this process and all its workers (a
process pool's, reaped, from ``getrusage``; a Dask cluster's from each worker's ``time.process_time``), minus the CPU
time per hand of the in-process run: what batching, the transfers, the workers' start and their cold caches cost.
CPU time stays meaningful on a machine that others load, where the wall-clock speed-up does not.

Usage: python bench/bench_scale.py [--count 500] [--tables 4] [--hands 400] [--runs 3] [--jobs 2]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from floorcall._app.batch import replay_many, simulate_many
from floorcall._app.replay import phh_files
from floorcall._app.running import _config

REPO = Path(__file__).resolve().parents[1]
BILLION_A_DAY = 1e9 / 86400

PEER = """
import sys, warnings
from pathlib import Path
from pokerkit.notation import HandHistory
warnings.filterwarnings('ignore')
for path in sys.argv[1:]:
    for _ in HandHistory.loads(Path(path).read_text()):
        pass
"""


class Timing:
    """Wall-clock and CPU seconds of one route, the median of its runs (CPU: this process and its workers)."""

    def __init__(self, wall: float, cpu: float) -> None:
        self.wall = wall
        self.cpu = cpu


def measure(run: Callable[[], Iterable[Any]], runs: int, worker_cpu: Callable[[], float] = lambda: 0.0) -> Timing:
    """Consume ``run()`` ``runs`` times after one untimed warm-up; CPU counts this process, the workers it has
    reaped (a process pool of its own) and ``worker_cpu()`` (a Dask cluster's workers)."""
    for _ in run():
        pass
    walls, cpus = [], []
    for _ in range(runs):
        cpu_start = time.process_time() + reaped_children_cpu() + worker_cpu()
        start = time.perf_counter()
        for _ in run():
            pass
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() + reaped_children_cpu() + worker_cpu() - cpu_start)
    return Timing(statistics.median(walls), statistics.median(cpus))


def reaped_children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def generate(shared: Path, count: int, out: Path) -> list[str]:
    script = shared / "bench" / "gen_synthetic_phh.py"
    command = [sys.executable, str(script), "--count", str(count), "--out", str(out)]
    subprocess.run(command, check=True, cwd=script.parent, stdout=subprocess.DEVNULL)
    return [str(p) for variant in ("F7S", "F7S8", "FR") for p in phh_files([out / variant])]


def pokerkit_seconds(files: list[str]) -> float | None:
    """PokerKit's serial replay of the files, whole process minus its import; None without PokerKit."""

    def timed(code: str, *args: str) -> float:
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code, *args], check=True, stdout=subprocess.DEVNULL)
        return time.perf_counter() - start

    try:
        return timed(PEER, *files) - timed("import pokerkit.notation")
    except subprocess.CalledProcessError:
        return None


def report(name: str, hands: int, timing: Timing, serial: Timing) -> None:
    extra = (timing.cpu - serial.cpu) / hands
    print(
        f"  {name:26} {hands / timing.wall:7,.0f} hands/s {serial.wall / timing.wall:5.2f}x"
        f"   CPU {1e6 * timing.cpu / hands:6.0f} us/hand, overhead {1e6 * extra:+6.0f} us"
        f" = {100 * extra / (serial.cpu / hands):+5.1f}%"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=500, help="replay: hands per variant (3 variants)")
    parser.add_argument("--tables", type=int, default=4, help="simulation: tables")
    parser.add_argument("--hands", type=int, default=400, help="simulation: hands per table")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--dask-batch", type=int, default=1000, help="files per Dask replay batch")
    parser.add_argument("--shared", default=os.environ.get("FLOORCALL_SHARED", str(REPO.parent / "shared")))
    args = parser.parse_args()
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        print('the Dask routes need pip install "floorcall[dask]"')
        return 1
    config = _config(None)
    simulated = args.tables * args.hands
    jobs = args.jobs

    def simulate(**route: Any) -> Iterable[Any]:
        return simulate_many(config, args.tables, args.hands, 0, parts=("text",), **route)

    with tempfile.TemporaryDirectory() as tmp:
        files = generate(Path(args.shared), args.count, Path(tmp))
        replayed = len(files)
        replay_serial = measure(lambda: replay_many(files, jobs=1), args.runs)
        replay_pool = measure(lambda: replay_many(files, jobs=jobs), args.runs)
        sim_serial = measure(lambda: simulate(jobs=1), args.runs)
        sim_pool = measure(lambda: simulate(jobs=jobs), args.runs)
        with (
            LocalCluster(n_workers=jobs, threads_per_worker=1, dashboard_address=None) as cluster,
            Client(cluster) as client,
        ):
            executor = client.get_executor(pure=False)

            def dask_cpu() -> float:
                return float(sum(client.run(time.process_time).values()))

            replay_dask_default = measure(lambda: replay_many(files, executor=executor, jobs=jobs), args.runs, dask_cpu)
            replay_dask = measure(
                lambda: replay_many(files, executor=executor, jobs=jobs, batch_size=args.dask_batch),
                args.runs,
                dask_cpu,
            )
            sim_dask = measure(lambda: simulate(executor=executor, jobs=jobs), args.runs, dask_cpu)
        peer = pokerkit_seconds(files)
    print(f"bench_scale.py  {os.cpu_count()} cores, median of {args.runs} runs after a warm-up; overhead = the CPU")
    print("time of all the processes of a route per hand, minus that of the in-process run")
    print(f"replay of {replayed} PokerKit-written stud, stud-8 and razz files")
    report("jobs 1 (this process)", replayed, replay_serial, replay_serial)
    report(f"jobs {jobs} (process pool)", replayed, replay_pool, replay_serial)
    report(f"dask {jobs}", replayed, replay_dask_default, replay_serial)
    report(f"dask {jobs}, {args.dask_batch}-file batches", replayed, replay_dask, replay_serial)
    if peer is not None:
        print(f"  {'PokerKit 0.7.7, serial':26} {replayed / peer:7,.0f} hands/s (reference, whole process)")
    print(f"simulation of {args.tables} tables x {args.hands} hands of the default eight-game mix (text rendered)")
    report("jobs 1 (this process)", simulated, sim_serial, sim_serial)
    report(f"jobs {jobs} (process pool)", simulated, sim_pool, sim_serial)
    report(f"dask {jobs}, 500-hand chunks", simulated, sim_dask, sim_serial)
    per_worker = replayed / replay_serial.cpu
    print(
        f"sizing: a billion hands a day is {BILLION_A_DAY:,.0f} hands/s; at {per_worker:,.0f} hands/s per CPU-second"
        f" (replay) that is {BILLION_A_DAY / per_worker:.0f} busy single-threaded workers"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
