"""Six-max no-limit hold'em hands in the shape of the public Pluribus hands, written as PHH files by PokerKit 0.7.7.

The Pluribus hands (uoftcprg/phh-dataset ``data/pluribus``) are six-max NLHE, every seat 10,000 chips at the start
of each hand, blinds 50/100 and no ante, and most of them are over before the flop: everybody folds to an open
raise, or to a three-bet. These hands are seeded random play with a policy tuned to that shape (an open or a fold
before the flop, rarely a limp; a raise faced folded to most of the time; bets of a third of the pot to the pot after
the flop), played by PokerKit, written with ``HandHistory.from_game_state`` plus ``finishing_stacks`` (as
../shared/bench/gen_synthetic_phh.py does), read back and replayed by PokerKit to check them. They are not real play.

Used by ``bench_replay.py --workload nlhe``; ``python bench/nlhe_hands.py --count 2000 --out DIR`` writes them alone.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import warnings
from pathlib import Path

from pokerkit import NoLimitTexasHoldem
from pokerkit.notation import HandHistory

# the shared PokerKit scripts' automations (everything but the players' decisions), from the project's copy
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "shared" / "bench"))
from _common import AUTOMATIONS  # type: ignore[import-not-found]

PLAYERS = 6
STACK = 10_000
BLINDS = (50, 100)
SEED = 9_100_000


def _raise_to(state: object, wanted: int) -> int:
    """``wanted`` within the actor's legal raise totals."""
    low = state.min_completion_betting_or_raising_to_amount  # type: ignore[attr-defined]
    high = state.max_completion_betting_or_raising_to_amount  # type: ignore[attr-defined]
    return int(max(low, min(high, wanted)))


def _decide(state: object, rng: random.Random) -> None:
    """One decision of the actor: fold, check or call, or a raise sized as the street and the action stand."""
    bets = state.bets  # type: ignore[attr-defined]
    facing = max(bets) - bets[state.actor_index]  # type: ignore[attr-defined]
    preflop = state.street_index == 0  # type: ignore[attr-defined]
    can_raise = state.can_complete_bet_or_raise_to()  # type: ignore[attr-defined]
    roll = rng.random()
    if preflop:
        opened = max(bets) > BLINDS[1]
        if not opened and facing == 0:  # the big blind, limped or folded to: check mostly
            fold, call = 0.0, 0.85
        elif not opened:
            fold, call = 0.74, 0.77
        else:
            fold, call = 0.82, 0.96
        size = max(bets) * (3 if opened else rng.choice((2, 2.25, 2.5, 3)))
    else:
        pot = state.total_pot_amount  # type: ignore[attr-defined]
        fold, call = (0.45, 0.90) if facing else (0.0, 0.55)
        size = max(bets) * 2 + pot if facing else pot * rng.choice((0.33, 0.5, 0.75, 1.0))
    if roll < fold and facing > 0:
        state.fold()  # type: ignore[attr-defined]
    elif roll < call or not can_raise:
        state.check_or_call()  # type: ignore[attr-defined]
    else:
        state.complete_bet_or_raise_to(_raise_to(state, int(size)))  # type: ignore[attr-defined]


def play(rng: random.Random) -> object:
    """One hand played to its end; PokerKit's deck shuffle comes from the module ``random`` (seed it too)."""
    state = NoLimitTexasHoldem(AUTOMATIONS, True, 0, BLINDS, BLINDS[1])(STACK, PLAYERS)
    while state.status:
        if state.actor_index is None:
            raise RuntimeError("the hand is stuck: nothing automated or legal")
        _decide(state, rng)
    return state


def write(count: int, out: Path, seed: int = SEED) -> list[Path]:
    """Write ``count`` checked hands as ``out/NNNN.phh``; hand ``i`` is seeded ``seed + i``. Returns the files."""
    warnings.filterwarnings("ignore", category=UserWarning)
    out.mkdir(parents=True, exist_ok=True)
    game = NoLimitTexasHoldem(AUTOMATIONS, True, 0, BLINDS, BLINDS[1])
    written = []
    for number in range(count):
        random.seed(seed + number)
        state = play(random.Random(seed + number + 1_000_003))
        history = HandHistory.from_game_state(game, state)
        history = dataclasses.replace(history, finishing_stacks=list(state.stacks))  # type: ignore[attr-defined]
        text = f"# synthetic six-max NLHE hand in the Pluribus shape, seed={seed + number}; not real play\n"
        path = out / f"{number:04d}.phh"
        path.write_text(text + history.dumps() + "\n")
        replayed = [step for step, _ in HandHistory.loads(path.read_text()).state_actions]
        if not replayed or list(replayed[-1].stacks) != list(state.stacks):  # type: ignore[attr-defined]
            raise RuntimeError(f"{path}: PokerKit does not replay the hand it wrote")
        written.append(path)
    return written


def main() -> int:
    """Write the hands and say how many ended before the flop."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    files = write(args.count, args.out, args.seed)
    preflop = sum(" db " not in path.read_text() for path in files)
    print(f"{len(files)} hands in {args.out}, {preflop} over before the flop")
    return 0


if __name__ == "__main__":
    sys.exit(main())
