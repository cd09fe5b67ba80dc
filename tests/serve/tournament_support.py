"""What the tournament API tests share: a small two-break config, a settable wall clock, and helpers to read a state."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

# 14 players at six-handed tables (three tables); a 20-minute level, a 5-minute break that races off the 25 chips,
# then a level with a big-blind ante. The stack of 1010 leaves a remainder below 100 for the race to take.
CONFIG = """
[event]
name = "Tuesday 14"
kind = "tournament"
rulebook = "tda-2024"
seats = 6
starting-stack = 1010

[rotation]
games = ["nlhe"]

[tournament]
players = 14
buy-in = 50
rounding = 5
payouts = [60, 40]
chip-set = [5, 25, 100]

[[levels]]
minutes = 20
flop = { blinds = [25, 50] }

[[levels]]
break = true
minutes = 5
colour-up = 25

[[levels]]
minutes = 20
flop = { blinds = [50, 100], big-blind-ante = 100 }
"""

START = datetime(2026, 3, 14, 19, 0, tzinfo=UTC)


class WallClock:
    """The server's wall clock in a test: it stands still until the test moves it."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now

    def wait(self, **delta: float) -> None:
        self.now += timedelta(**delta)


def seating(state: dict) -> dict[str, tuple[int, int, int]]:
    """Each seated entry's (table, seat, chips) in an answered state."""
    return {p["entry"]: (t["table"], p["seat"], p["stack"]) for t in state["tables"] for p in t["players"]}


def counts(state: dict) -> list[int]:
    """The players at each table, by table number."""
    return [len(t["players"]) for t in state["tables"]]
