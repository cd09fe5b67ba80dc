"""Whole-process replay throughput: ``floorcall replay`` side by side with PokerKit 0.7.7, in one run.

The workload is seeded random-play hands written by the shared generator (../shared/bench/gen_synthetic_phh.py):
seven-player seven-card stud, stud-8 and razz (500 each by default), into a temporary folder. Each side replays all
of them in a fresh process, timed from outside, and its start-up is timed the same way and subtracted: for floorcall
``floorcall --help``, for PokerKit ``import pokerkit.notation``. The PokerKit side parses each file with
``HandHistory.loads`` and iterates the replay to its last state, as ../shared/bench/peer_phh.py does. The peak
resident memory of one more whole-process run of each side is reported too (start-up included).

With ``--instructions`` (needs valgrind) it also gives the instructions one more file costs on each side, counted
by callgrind as the difference between two whole-process replays of ``--instr-files LOW,HIGH`` of the files (10,40
for the stud-family files, 40,100 for NLHE, whose first ten files reach no showdown: a count from 10 took in the
one-time read of the evaluation table and gave 4.9 M a file where the steady cost is 1.2 M), taken
in turn from each variant (bench/callgrind.py), so start-up cancels out and a loaded machine does not disturb it.

``--workload nlhe`` replays six-max no-limit hold'em hands in the shape of the public Pluribus hands instead (10,000
chips, blinds 50/100, most hands over before the flop), 1,500 by default, written by bench/nlhe_hands.py with
PokerKit: short hands, where what every hand pays once (opening it, reading its file) weighs most.

Usage: python bench/bench_replay.py [--workload stud|nlhe] [--count 500] [--runs 3] [--variants F7S,F7S8,FR]
                                    [--shared SHARED] [--instructions] [--instr-files LOW,HIGH]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import callgrind  # bench/callgrind.py, beside this script
import nlhe_hands  # bench/nlhe_hands.py, beside this script
from shared_folder import default_shared

PEER = """
import sys, warnings
from pathlib import Path
from pokerkit.notation import HandHistory
warnings.filterwarnings('ignore')
for folder in sys.argv[1:]:
    for path in sorted(Path(folder).glob('*.phh')):
        for _ in HandHistory.loads(path.read_text()):
            pass
"""


def timed(command: list[str], runs: int) -> float:
    """Median wall-clock seconds of ``runs`` runs of a command (its output discarded)."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def peak_rss_kib(command: list[str]) -> int:
    """Peak resident memory of one run of a command, in KiB, read by a small parent process of its own."""
    probe = (
        "import resource, subprocess, sys; "
        "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    )
    done = subprocess.run([sys.executable, "-c", probe, *command], check=True, capture_output=True, text=True)
    return int(done.stdout.strip())


def generate(shared: Path, count: int, out: Path) -> None:
    """Write the synthetic hands with the shared generator (needs PokerKit)."""
    script = shared / "bench" / "gen_synthetic_phh.py"
    subprocess.run(
        [sys.executable, str(script), "--count", str(count), "--out", str(out)],
        check=True,
        cwd=script.parent,
        stdout=subprocess.DEVNULL,
    )


def subset(folders: list[str], count: int, out: Path) -> Path:
    """A folder of links to ``count`` of the files, taken in turn from each folder (the variants mixed)."""
    lists = [sorted(Path(folder).glob("*.phh")) for folder in folders]
    mixed = [path for group in zip(*lists, strict=False) for path in group][:count]
    if len(mixed) < count:  # a count per file over fewer files would be wrong
        raise SystemExit(f"bench_replay.py: {count} files are needed for the instruction count, {len(mixed)} were made")
    if out.exists():
        return out
    out.mkdir()
    for number, path in enumerate(mixed):
        (out / f"{number:05}-{path.name}").symlink_to(path)
    return out


def instructions_per_file(command: list[str], folders: list[str], low: int, high: int, root: Path) -> float:
    """Instructions one more file costs when ``command`` replays a folder of files, counted by callgrind."""
    made = {count: subset(folders, count, root / f"subset-{count}") for count in (low, high)}
    return callgrind.instructions_per_item(lambda count: [*command, str(made[count])], low, high)


def main() -> int:
    """Generate, replay on both sides, and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workload", choices=("stud", "nlhe"), default="stud", help="stud-family files or NLHE")
    parser.add_argument("--count", type=int, help="hands per variant (default 500; 1,500 for --workload nlhe)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--variants", default="F7S,F7S8,FR", help="folders of the generator's output")
    parser.add_argument("--shared", default=default_shared())
    parser.add_argument("--instructions", action="store_true", help="also count instructions per file (valgrind)")
    parser.add_argument("--instr-files", help="LOW,HIGH files of the two counted runs (10,40; NLHE 40,100)")
    args = parser.parse_args()
    if args.instructions and not callgrind.available():
        print("--instructions needs valgrind on the PATH (apt-get install valgrind)")
        return 1
    # the floorcall of this interpreter's environment (compiled or pure Python), else the first on PATH
    floorcall = shutil.which("floorcall", path=str(Path(sys.executable).parent)) or shutil.which("floorcall")
    if floorcall is None:
        print("floorcall is not installed in this environment")
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        if args.workload == "nlhe":
            args.variants = "NT"
            nlhe_hands.write(args.count or 1500, root / "NT")
        else:
            generate(Path(args.shared), args.count or 500, root)
        folders = [str(root / variant) for variant in args.variants.split(",")]
        files = sum(len(list(Path(f).glob("*.phh"))) for f in folders)
        ours = timed([floorcall, "replay", *folders], args.runs) - timed([floorcall, "--help"], args.runs)
        theirs = timed([sys.executable, "-c", PEER, *folders], args.runs)
        theirs -= timed([sys.executable, "-c", "import pokerkit.notation"], args.runs)
        our_peak = peak_rss_kib([floorcall, "replay", *folders])
        their_peak = peak_rss_kib([sys.executable, "-c", PEER, *folders])
        counted = None
        if args.instructions:
            counts = args.instr_files or ("40,100" if args.workload == "nlhe" else "10,40")
            low, high = (int(n) for n in counts.split(","))
            # no hook limit under callgrind: a slowed first showdown (its evaluation table read) must not be stopped
            mine = instructions_per_file([floorcall, "replay", "--hook-limit", "0"], folders, low, high, root)
            peer = instructions_per_file([sys.executable, "-c", PEER], folders, low, high, root)
            counted = (mine, peer)
    build = subprocess.run([floorcall, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    print(f"bench_replay.py  {files} files ({args.variants}), median of {args.runs} runs, start-up subtracted")
    print(f"engine: {build}")
    print(f"{'side':10} {'hands/s':>9} {'us/hand':>9} {'peak RSS MiB':>13}")
    print(f"{'floorcall':10} {files / ours:9.0f} {1e6 * ours / files:9.0f} {our_peak / 1024:13.1f}")
    print(f"{'pokerkit':10} {files / theirs:9.0f} {1e6 * theirs / files:9.0f} {their_peak / 1024:13.1f}")
    print(f"ratio: floorcall is {theirs / ours:.1f}x PokerKit")
    if counted is not None:
        mine, peer = counted
        print(f"instructions per file (callgrind): floorcall {mine / 1e6:.2f} M, pokerkit {peer / 1e6:.2f} M, ", end="")
        print(f"ratio {peer / mine:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
