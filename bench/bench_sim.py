"""Full-hand simulation throughput: floorcall side by side with PokerKit 0.7.7, in one run.

Both sides play the same tables as the shared PokerKit scripts (../shared/bench/_common.py): seven-card stud, razz
and stud-8 with seven players (ante 1, bring-in 2, bets 5/10, 1,000 chips), six-handed no-limit hold'em (blinds 1/2,
200 chips) and six-handed 2-7 triple draw (blinds 1/2, bets 2/4, 400 chips), with the same random policy (fold 15%,
check/call 60%, bet or raise 25%; bring-in completed 25%). floorcall runs with its rulebook in force (tda-2024), so
every dealt card and action is checked against the procedure as it would be at a live table. Each side gets a fresh
hand per deal and the same number of hands; the table shows hands/s (median of --runs), microseconds per hand, peak
traced memory of one run, and floorcall's ratio to PokerKit. Each side gets one untimed warm-up run first.

With ``--instructions`` (needs valgrind) each row also gives the instructions one more hand costs on each side and
their ratio, counted by callgrind in fresh processes that play ``--instr-hands LOW,HIGH`` hands after a three-hand
warm-up (bench/callgrind.py): a figure that, unlike wall clock, a machine loaded by other work does not disturb.

Usage: python bench/bench_sim.py [--hands 2000] [--runs 3] [--variants F7S,FR,F7S/8,NT,F2L3D] [--shared SHARED]
                                 [--instructions] [--instr-hands 5,25]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import tracemalloc
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import callgrind  # bench/callgrind.py, beside this script
from floorcall import HandStarted, Stakes, Table
from floorcall._app.simulate import new_hand, play
from floorcall._plugins import Floor, Selection, discover
from floorcall.build import BUILD
from shared_folder import default_shared

WARM_UP_HANDS = 3


@dataclass(frozen=True)
class Game:
    """A benchmark table: the PHH code, floorcall's game, its stakes, stacks and players."""

    code: str
    game: str
    stakes: Stakes
    stack: int
    players: int


GAMES = {
    "F7S": Game("F7S", "stud", Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10), 1000, 7),
    "FR": Game("FR", "razz", Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10), 1000, 7),
    "F7S/8": Game("F7S/8", "stud8", Stakes(ante=1, bring_in=2, small_bet=5, big_bet=10), 1000, 7),
    "NT": Game("NT", "nlhe", Stakes(blinds=(1, 2), small_bet=2), 200, 6),
    "F2L3D": Game("F2L3D", "27td", Stakes(blinds=(1, 2), small_bet=2, big_bet=4), 400, 6),
}


def floorcall_runner(game: Game, hands: int, seed: int) -> Callable[[], None]:
    """A function that plays ``hands`` floorcall hands of ``game`` from ``seed``."""
    floor = Floor(discover(), Selection(games=(game.game,), rulebook="tda-2024"))
    button = game.players if floor.game(game.game).family != "stud" else None
    started = HandStarted(
        game=game.game, table=Table.of([game.stack] * game.players, button=button), stakes=game.stakes
    )

    def run() -> None:
        rng = random.Random(seed)
        for _ in range(hands):
            play(new_hand(floor, started, rng), rng)

    return run


def pokerkit_runner(game: Game, hands: int, seed: int, shared: Path) -> Callable[[], None] | None:
    """The same with PokerKit, through the shared peer scripts; None when PokerKit is not installed."""
    sys.path.insert(0, str(shared / "bench"))
    try:
        from _common import TABLES, play_random_hand  # type: ignore[import-not-found]
    except ImportError:
        return None
    table = TABLES[game.code]
    peer_game = table.make_game()

    def run() -> None:
        random.seed(seed)
        rng = random.Random(seed + 1)
        for _ in range(hands):
            play_random_hand(peer_game, table.stacks, table.players, rng)

    return run


def measure(run: Callable[[], None], runs: int) -> tuple[float, int]:
    """Median seconds of ``runs`` timed runs after one untimed warm-up run, and the peak traced memory of one more.

    The warm-up lets each side fill what it fills on first use (floorcall's evaluation tables) before the clock runs.
    """
    run()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    tracemalloc.start()
    run()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return statistics.median(times), peak


def child(side: str, code: str, hands: int, seed: int, shared: Path) -> int:
    """Play a short warm-up, then ``hands`` hands, on one side only: the workload that callgrind counts."""
    game = GAMES[code]
    runners: list[Callable[[], None] | None]
    if side == "floorcall":
        runners = [floorcall_runner(game, WARM_UP_HANDS, seed + 7), floorcall_runner(game, hands, seed)]
    else:
        runners = [pokerkit_runner(game, WARM_UP_HANDS, seed + 7, shared), pokerkit_runner(game, hands, seed, shared)]
    for run in runners:
        if run is None:
            return 1
        run()
    return 0


def instructions(side: str, code: str, args: argparse.Namespace) -> float:
    """Instructions one more hand of ``code`` costs on ``side``, counted by callgrind."""
    low, high = (int(n) for n in args.instr_hands.split(","))

    def command(hands: int) -> list[str]:
        options = ["--variants", code, "--hands", str(hands), "--seed", str(args.seed), "--shared", args.shared]
        return [sys.executable, __file__, "--child", side, *options]

    return callgrind.instructions_per_item(command, low, high)


def main() -> int:
    """Run the benchmark and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--variants", default="F7S,FR,F7S/8,NT,F2L3D")
    parser.add_argument("--shared", default=default_shared())
    parser.add_argument("--instructions", action="store_true", help="also count instructions per hand (valgrind)")
    parser.add_argument("--instr-hands", default="5,25", help="LOW,HIGH hands of the two counted runs")
    parser.add_argument("--child", choices=("floorcall", "pokerkit"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    warnings.filterwarnings("ignore", category=UserWarning)
    if args.child:
        return child(args.child, args.variants, args.hands, args.seed, Path(args.shared))
    if args.instructions and not callgrind.available():
        print("--instructions needs valgrind on the PATH (apt-get install valgrind)")
        return 1
    installed = set(discover().games)
    print(f"bench_sim.py  {args.hands} hands per run, median of {args.runs} runs, seed {args.seed}")
    print(f"engine: {BUILD}")
    instr_heading = f" {'Minstr/hand':>11} {'ratio':>7}" if args.instructions else ""
    print(f"{'variant':8} {'side':10} {'hands/s':>9} {'us/hand':>9} {'peak KiB':>9} {'ratio':>7}{instr_heading}")
    for code in args.variants.split(","):
        game = GAMES[code]
        if game.game not in installed:
            print(f"{code:8} skipped: floorcall game {game.game} is not installed")
            continue
        ours, our_peak = measure(floorcall_runner(game, args.hands, args.seed), args.runs)
        peer_run = pokerkit_runner(game, args.hands, args.seed, Path(args.shared))
        theirs, their_peak = measure(peer_run, args.runs) if peer_run else (None, 0)
        ratio = f"{theirs / ours:6.1f}x" if theirs else "   n/a"
        our_instr = their_instr = ""
        if args.instructions:
            mine = instructions("floorcall", code, args)
            peer = instructions("pokerkit", code, args) if peer_run else None
            our_instr = f" {mine / 1e6:11.2f} " + (f"{peer / mine:6.1f}x" if peer else "   n/a")
            their_instr = f" {peer / 1e6:11.2f}" if peer else ""
        print(
            f"{code:8} {'floorcall':10} {args.hands / ours:9.0f} {1e6 * ours / args.hands:9.0f} "
            f"{our_peak / 1024:9.0f} {ratio}{our_instr}"
        )
        if theirs:
            print(
                f"{'':8} {'pokerkit':10} {args.hands / theirs:9.0f} {1e6 * theirs / args.hands:9.0f} "
                f"{their_peak / 1024:9.0f} {'':7}{their_instr}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
