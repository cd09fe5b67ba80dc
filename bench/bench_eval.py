"""Hand-evaluation throughput: floorcall.ranking side by side with PokerKit, treys and phevaluator, in one run.

One seeded set of random seven-card hands (distinct cards of one 52-card deck) is dealt up front and converted,
outside the timed region, into each library's own card objects. Every row times only the evaluation calls over
the whole set, repeated until a pass lasts at least ``--min-run`` seconds, ``--runs`` times; the table shows
evaluations per second (median, min, max) and, per evaluation, how many times faster floorcall is than each peer.

Evaluations: seven-card high (floorcall, PokerKit, treys, phevaluator) and five-card high on the first five cards;
razz-style ace-to-five low, eight-or-better low, deuce-to-seven low (seven and five cards), badugi (first four
cards) against PokerKit. Short-deck high deals its own hands from the 36-card deck, and the two-hole-plus-three-board
evaluators deal their own four hole and five board cards (``--omaha-hands`` deals, PokerKit being slow there).

floorcall fills its lookup tables on first use, so its first pass over the hands is timed on its own and shown as
the "cold" rate; the import cost of ``floorcall.ranking`` is measured in a fresh interpreter. A cross-check compares
the winner of consecutive pairs of hands between floorcall and every peer that ranks the same game, and the script
exits with status 1 if any pair disagrees.

Usage: python bench/bench_eval.py [--hands 20000] [--runs 3] [--seed 11] [--min-run 0.5] [--omaha-hands 5000]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

CORE = Path(__file__).resolve().parents[1] / "core"
try:
    import floorcall.ranking as ranking
    from floorcall.cards import Card, parse_card
except ImportError:  # running from a checkout without the package installed
    sys.path.insert(0, str(CORE))
    import floorcall.ranking as ranking
    from floorcall.cards import Card, parse_card

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
SHORT_DECK = [card for card in DECK if card[0] in "6789TJQKA"]


@dataclass
class Row:
    """One timed evaluation: a library's calls over a list of items."""

    evaluation: str
    library: str
    evaluate_all: Callable[[], object]
    count: int
    rates: list[float] = field(default_factory=list)
    cold: float | None = None


def deal(count: int, size: int, seed: int, deck: Sequence[str] = DECK) -> list[list[str]]:
    rng = random.Random(seed)
    return [rng.sample(deck, size) for _ in range(count)]


def version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "?"


def over(function: Callable[..., object], items: Sequence[Any]) -> Callable[[], object]:
    """A callable that evaluates every item once (items are tuples of the function's arguments)."""

    def evaluate_all() -> object:
        for arguments in items:
            function(*arguments)
        return None

    return evaluate_all


def time_row(row: Row, runs: int, min_run: float) -> None:
    started = time.perf_counter()
    row.evaluate_all()
    one_pass = max(time.perf_counter() - started, 1e-9)
    repeats = max(1, round(min_run / one_pass))
    for _ in range(runs):
        started = time.perf_counter()
        for _ in range(repeats):
            row.evaluate_all()
        row.rates.append(row.count * repeats / (time.perf_counter() - started))


def floorcall_rows(hands: list[list[Card]], short: list[list[Card]], omaha: list[list[Card]]) -> list[Row]:
    seven = [(hand,) for hand in hands]
    five = [(hand[:5],) for hand in hands]
    four = [(hand[:4],) for hand in hands]
    split = [(deal_[:4], deal_[4:]) for deal_ in omaha]
    label = "floorcall"
    return [
        Row("7-card high", label, over(ranking.high_strength, seven), len(seven)),
        Row("5-card high", label, over(ranking.high_strength, five), len(five)),
        Row("7-card A-5 low (razz)", label, over(ranking.ace_to_five_low_strength, seven), len(seven)),
        Row("7-card 8-or-better low", label, over(ranking.eight_or_better_low_strength, seven), len(seven)),
        Row("7-card 2-7 low", label, over(ranking.deuce_to_seven_low_strength, seven), len(seven)),
        Row("5-card 2-7 low", label, over(ranking.deuce_to_seven_low_strength, five), len(five)),
        Row("4-card badugi", label, over(ranking.badugi_strength, four), len(four)),
        Row("7-card short-deck high", label, over(ranking.short_deck_high_strength, [(h,) for h in short]), len(short)),
        Row("4+5 omaha high", label, over(ranking.omaha_high_strength, split), len(split)),
        Row("4+5 omaha 8-or-better", label, over(ranking.omaha_eight_or_better_low_strength, split), len(split)),
    ]


def pokerkit_rows(hands: list[list[str]], short: list[list[str]], omaha: list[list[str]]) -> list[Row]:
    import pokerkit

    def cards(notation: Sequence[str]) -> tuple[Any, ...]:
        return tuple(pokerkit.Card.parse("".join(notation)))

    seven = [(cards(hand),) for hand in hands]
    five = [(cards(hand[:5]),) for hand in hands]
    four = [(cards(hand[:4]),) for hand in hands]
    split = [(cards(deal_[:4]), cards(deal_[4:])) for deal_ in omaha]
    label = f"pokerkit {version('pokerkit')}"
    return [
        Row("7-card high", label, over(pokerkit.StandardHighHand.from_game, seven), len(seven)),
        Row("5-card high", label, over(pokerkit.StandardHighHand.from_game, five), len(five)),
        Row("7-card A-5 low (razz)", label, over(pokerkit.RegularLowHand.from_game, seven), len(seven)),
        Row("7-card 8-or-better low", label, over(pokerkit.EightOrBetterLowHand.from_game_or_none, seven), len(seven)),
        Row("7-card 2-7 low", label, over(pokerkit.StandardLowHand.from_game, seven), len(seven)),
        Row("5-card 2-7 low", label, over(pokerkit.StandardLowHand.from_game, five), len(five)),
        Row("4-card badugi", label, over(pokerkit.BadugiHand.from_game, four), len(four)),
        Row(
            "7-card short-deck high",
            label,
            over(pokerkit.ShortDeckHoldemHand.from_game, [(cards(hand),) for hand in short]),
            len(short),
        ),
        Row("4+5 omaha high", label, over(pokerkit.OmahaHoldemHand.from_game, split), len(split)),
        Row(
            "4+5 omaha 8-or-better",
            label,
            over(pokerkit.OmahaEightOrBetterLowHand.from_game_or_none, split),
            len(split),
        ),
    ]


def treys_rows(hands: list[list[str]]) -> list[Row]:
    from treys import Card as TreysCard
    from treys import Evaluator

    evaluate = Evaluator().evaluate
    seven = [([TreysCard.new(card) for card in hand[:2]], [TreysCard.new(card) for card in hand[2:]]) for hand in hands]
    five = [(board[:2], board[2:5]) for board in ([TreysCard.new(card) for card in hand] for hand in hands)]
    label = f"treys {version('treys')}"
    return [
        Row("7-card high", label, over(evaluate, seven), len(seven)),
        Row("5-card high", label, over(evaluate, five), len(five)),
    ]


def phevaluator_rows(hands: list[list[str]]) -> list[Row]:
    from phevaluator import Card as PhCard
    from phevaluator import evaluate_cards

    seven = [tuple(PhCard(card).id_ for card in hand) for hand in hands]
    label = f"phevaluator {version('phevaluator')}"
    return [
        Row("7-card high", label, over(evaluate_cards, seven), len(seven)),
        Row("5-card high", label, over(evaluate_cards, [ids[:5] for ids in seven]), len(seven)),
    ]


def winners(strengths: Sequence[Any]) -> list[int]:
    """1, 0 or -1 for each consecutive pair (first wins, tie, second wins); ``None`` loses to any hand."""
    outcomes = []
    for first, second in zip(strengths[::2], strengths[1::2], strict=False):
        if first is None or second is None:
            outcomes.append((first is not None) - (second is not None))
        else:
            outcomes.append((first > second) - (first < second))
    return outcomes


def cross_check(hands: list[list[str]], ours: list[list[Card]], libraries: set[str]) -> list[str]:
    """Winner agreement on consecutive pairs of hands with each available peer, one line per comparison."""
    checks: list[tuple[str, str, Callable[[list[Card]], Any], Callable[[list[str]], Any]]] = []
    if "pokerkit" in libraries:
        import pokerkit

        def pk(hand_type: Any) -> Callable[[list[str]], Any]:
            return lambda hand: hand_type.from_game_or_none("".join(hand))

        checks += [
            ("7-card high", "pokerkit", ranking.high_strength, pk(pokerkit.StandardHighHand)),
            ("7-card A-5 low", "pokerkit", ranking.ace_to_five_low_strength, pk(pokerkit.RegularLowHand)),
            ("7-card 8-or-better", "pokerkit", ranking.eight_or_better_low_strength, pk(pokerkit.EightOrBetterLowHand)),
            ("7-card 2-7 low", "pokerkit", ranking.deuce_to_seven_low_strength, pk(pokerkit.StandardLowHand)),
        ]
    if "treys" in libraries:
        from treys import Card as TreysCard
        from treys import Evaluator

        treys_evaluate = Evaluator().evaluate

        def treys(hand: list[str]) -> int:
            cards = [TreysCard.new(card) for card in hand]
            return -int(treys_evaluate(cards[:2], cards[2:]))  # treys: lower is better

        checks.append(("7-card high", "treys", ranking.high_strength, treys))
    if "phevaluator" in libraries:
        from phevaluator import evaluate_cards

        checks.append(("7-card high", "phevaluator", ranking.high_strength, lambda hand: -evaluate_cards(*hand)))
    lines = []
    for evaluation, library, mine, theirs in checks:
        our_winners = winners([mine(hand) for hand in ours])
        their_winners = winners([theirs(hand) for hand in hands])
        same = sum(a == b for a, b in zip(our_winners, their_winners, strict=True))
        verdict = "" if same == len(our_winners) else "  <-- MISMATCH"
        lines.append(
            f"{evaluation:20} floorcall vs {library:12} winners agree on {same}/{len(our_winners)} pairs{verdict}"
        )
    return lines


def import_cost() -> str:
    code = (
        "import time, floorcall.cards; t = time.perf_counter(); import floorcall.ranking; "
        "print(time.perf_counter() - t)"
    )
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(CORE), os.environ.get("PYTHONPATH")])))
    costs = []
    for _ in range(3):
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environment, check=True)
        costs.append(float(done.stdout) * 1000)
    cached = "off (PYTHONDONTWRITEBYTECODE)" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "on"
    return f"import floorcall.ranking (after floorcall.cards): {min(costs):.1f} ms best of 3, bytecode cache {cached}"


HEADER = f"{'evaluation':24} {'library':28} {'evals/s median':>14} {'min':>11} {'max':>11} {'cold':>11} {'ratio':>8}"


def table_line(row: Row, ours: dict[str, float]) -> str:
    """One printed row; the ratio is floorcall's median rate over this library's, for the same evaluation."""
    median = statistics.median(row.rates)
    cold = f"{row.cold:11,.0f}" if row.cold is not None else ""
    ratio = f"{ours[row.evaluation] / median:7.1f}x" if row.library != "floorcall" else ""
    rates = f"{median:14,.0f} {min(row.rates):11,.0f} {max(row.rates):11,.0f}"
    return f"{row.evaluation:24} {row.library:28} {rates} {cold:>11} {ratio:>8}"


def to_cards(deals: list[list[str]]) -> list[list[Card]]:
    return [[parse_card(card) for card in dealt] for dealt in deals]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000, help="seven-card hands dealt (default 20000)")
    parser.add_argument("--runs", type=int, default=3, help="timed runs per row (default 3)")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--min-run", type=float, default=0.5, help="least seconds per timed run (default 0.5)")
    parser.add_argument("--omaha-hands", type=int, default=5000, help="four-hole, five-board deals (default 5000)")
    args = parser.parse_args(argv)

    hands = deal(args.hands, 7, args.seed)
    short = deal(args.hands, 7, args.seed + 1, SHORT_DECK)
    omaha = deal(args.omaha_hands, 9, args.seed + 2)
    ours, ours_short, ours_omaha = to_cards(hands), to_cards(short), to_cards(omaha)

    rows = floorcall_rows(ours, ours_short, ours_omaha)
    for row in rows:  # first, while floorcall's lookup tables are still empty
        started = time.perf_counter()
        row.evaluate_all()
        row.cold = row.count / (time.perf_counter() - started)
    available, skipped = {"floorcall"}, []
    for name, build in (
        ("pokerkit", lambda: pokerkit_rows(hands, short, omaha)),
        ("treys", lambda: treys_rows(hands)),
        ("phevaluator", lambda: phevaluator_rows(hands)),
    ):
        try:
            rows += build()
            available.add(name)
        except ImportError as error:
            skipped.append(f"{name}: {error}")
    order = {evaluation: position for position, evaluation in enumerate(dict.fromkeys(row.evaluation for row in rows))}
    rows.sort(key=lambda row: order[row.evaluation])  # stable: floorcall first in each evaluation

    print("bench_eval.py  hand-evaluation throughput, floorcall.ranking vs peers")
    print(f"python {platform.python_version()}, {os.cpu_count()} cpus, {platform.platform()}")
    print(
        f"hands={args.hands} seed={args.seed} runs={args.runs} min-run={args.min_run}s omaha-hands={args.omaha_hands}"
    )
    print(import_cost())
    print(
        "cold: floorcall's first pass over the hands, its lookup tables filling; ratio: floorcall median / peer median"
    )
    for line in skipped:
        print("SKIPPED", line)
    check = cross_check(hands, ours, available)
    print(*check, sep="\n")
    print()
    print(HEADER)
    print("-" * len(HEADER))
    ours_median: dict[str, float] = {}
    for row in rows:
        time_row(row, args.runs, args.min_run)
        if row.library == "floorcall":
            ours_median[row.evaluation] = statistics.median(row.rates)
        print(table_line(row, ours_median), flush=True)
    return 1 if any("MISMATCH" in line for line in check) else 0


if __name__ == "__main__":
    sys.exit(main())
