"""Show that the engine's behaviour is unchanged: ``floorcall run --json`` on every game under both rulebooks.

For each game the installed plugins provide (``floorcall plugins``) and each rulebook (tda-2024, rrop) the script
writes a small one-game cash config, runs ``floorcall run --json`` seeded for N hands at the default irregularity
rate, and digests the output (SHA-256 over the bytes). ``--write FILE`` records the digests; ``--check FILE``
compares against a record and exits 1 naming each run that differs. ``--test-data DIR`` writes the full output of a
small set of runs (the CI golden test, ``tests/core/test_golden_runs.py``, compares against it).

Usage::

    python tools/golden_run.py --hands 200 --write /tmp/golden-main.json
    python tools/golden_run.py --hands 200 --check /tmp/golden-main.json
    python tools/golden_run.py --test-data tests/core/data/golden
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

RULEBOOKS = ("tda-2024", "rrop")
#: The games and hand count of the CI golden test: one of each family, a limit and a no-limit betting structure.
TEST_GAMES = ("stud", "nlhe", "27td", "o8")
TEST_HANDS = 30
TEST_SEED = 7

#: One level per family: the stakes a one-game config plays at.
_LEVELS = {
    "stud": "{ ante = 10, bring-in = 25, small-bet = 100, big-bet = 200 }",
    "flop": "{ blinds = [50, 100], small-bet = 100, big-bet = 200 }",
    "draw": "{ blinds = [50, 100], small-bet = 100, big-bet = 200 }",
}


def floorcall() -> str:
    """The ``floorcall`` script of the interpreter running this one."""
    return str(Path(sys.executable).with_name("floorcall"))


def installed_games() -> dict[str, tuple[str, int]]:
    """Game name -> (family, most seats), read from ``floorcall plugins``."""
    listing = subprocess.run([floorcall(), "plugins"], check=True, capture_output=True, text=True).stdout
    games: dict[str, tuple[str, int]] = {}
    section = ""
    for line in listing.splitlines():
        if not line.startswith(" "):
            section = line.rstrip(":")
            continue
        if section == "games":
            name, family, _phh, _code, _up, _to, most, *_ = line.split()
            games[name] = (family, int(most))
    return games


def config_text(game: str, family: str, most: int, rulebook: str) -> str:
    """A one-game cash config for ``game`` under ``rulebook``, six seats or as many as the game seats."""
    return (
        f'[event]\nname = "golden {game}"\nkind = "cash"\nrulebook = "{rulebook}"\nseats = {min(6, most)}\n'
        f'starting-stack = 10000\nhand-minutes = 3\n\n[rotation]\ngames = ["{game}"]\n\n'
        f"[[levels]]\nminutes = 6000\n{family} = {_LEVELS[family]}\n"
    )


def run_output(game: str, family: str, most: int, rulebook: str, hands: int, seed: int, folder: Path) -> bytes:
    """The bytes ``floorcall run --json`` writes for one game and rulebook."""
    path = folder / f"{game}-{rulebook}.toml"
    path.write_text(config_text(game, family, most, rulebook), encoding="utf-8")
    command = [floorcall(), "run", str(path), "--json", "--hands", str(hands), "--seed", str(seed), "--lang", "en"]
    env = {**os.environ, "LC_ALL": "C.UTF-8"}
    return subprocess.run(command, check=True, capture_output=True, env=env).stdout


def digests(games: dict[str, tuple[str, int]], hands: int, seed: int) -> dict[str, dict[str, object]]:
    """``game/rulebook`` -> the run's digest and its hand count."""
    result: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory() as folder:
        for game, (family, most) in sorted(games.items()):
            for rulebook in RULEBOOKS:
                out = run_output(game, family, most, rulebook, hands, seed, Path(folder))
                lines = out.count(b"\n")
                result[f"{game}/{rulebook}"] = {"sha256": hashlib.sha256(out).hexdigest(), "hands": lines}
    return result


def write_test_data(folder: Path) -> None:
    """Write the CI golden test's expected outputs (one ``.jsonl`` a game and rulebook) into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    games = installed_games()
    with tempfile.TemporaryDirectory() as work:
        for game in TEST_GAMES:
            family, most = games[game]
            for rulebook in RULEBOOKS:
                out = run_output(game, family, most, rulebook, TEST_HANDS, TEST_SEED, Path(work))
                (folder / f"{game}-{rulebook}.jsonl").write_bytes(out)


def main() -> int:
    """Run the golden set; 0 when the digests are equal (or only written), 1 when a run differs."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--write", type=Path, help="record the digests in this JSON file")
    parser.add_argument("--check", type=Path, help="compare the digests with this JSON file")
    parser.add_argument("--test-data", type=Path, help="write the CI golden test's expected outputs here")
    args = parser.parse_args()
    if args.test_data is not None:
        write_test_data(args.test_data)
        return 0
    found = digests(installed_games(), args.hands, args.seed)
    runs, total = len(found), sum(int(str(d["hands"])) for d in found.values())
    print(f"{runs} runs ({runs // len(RULEBOOKS)} games x {len(RULEBOOKS)} rulebooks), {total} hands")
    if args.write is not None:
        args.write.write_text(json.dumps(found, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if args.check is not None:
        expected = json.loads(args.check.read_text(encoding="utf-8"))
        differ = sorted(k for k in expected.keys() | found.keys() if expected.get(k) != found.get(k))
        for key in differ:
            print(f"differs: {key}: {expected.get(key)} != {found.get(key)}")
        print("digests equal" if not differ else f"{len(differ)} runs differ")
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
