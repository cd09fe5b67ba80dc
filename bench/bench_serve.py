"""The HTTP API's speed over loopback: POST events on one hand, spread over 100 hands, and POST /api/v1/rule.

A real ``floorcall serve`` process (its store in a temporary SQLite file, WAL; ``--fsync`` to flush each event to the
disk) is driven with httpx
over 127.0.0.1 with kept-alive connections. Each event is the next card of the server's shuffle or a seeded random
decision (:func:`floorcall._app.serve.autoplay.event_for`), seven-card stud with seven players; a hand that ends is
replaced by a new one. Reported: events (or rulings) per second over the whole run, and the p50 / p99 latency of
one request as the client sees it. There is no PokerKit side: PokerKit has no server to compare with.

- one hand: one client posts each event of one hand after the other (a dealer-assist table);
- 100 hands: --clients clients (threads) post to 100 hands at once, round robin over their share;
- rule: one client posts the exposed-downcard situation to ``/api/v1/rule``.

Usage: python bench/bench_serve.py [--events 3000] [--rulings 500] [--clients 4] [--fsync]
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

from floorcall._app.serve.autoplay import event_for

REPO = Path(__file__).resolve().parents[1]
SITUATION = REPO / "examples" / "situations" / "exposed-downcard-third-street.phh"
SEATS = [{"seat": n, "stack": 5000} for n in range(1, 8)]


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _serve(db: Path, fsync: bool) -> tuple[subprocess.Popen[bytes], str]:
    port = _free_port()
    command = [sys.executable, "-m", "floorcall._app.cli", "serve", "--port", str(port), "--db", str(db)]
    command += ["--fsync"] if fsync else []
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            if httpx.get(f"{url}/api/v1/health", timeout=1).status_code == 200:
                return process, url
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("floorcall serve did not start")


class Table:
    """One hand at a time for one client: posts its events, starts a new hand when one ends."""

    def __init__(self, http: httpx.Client, seed: int) -> None:
        self.http = http
        self.rng = random.Random(seed)
        self.seed = seed
        self.state = self._start()

    def _start(self) -> dict:
        self.seed += 1000
        answer = self.http.post("/api/v1/hands", json={"game": "stud", "seats": SEATS, "shuffle_seed": self.seed})
        answer.raise_for_status()
        return answer.json()

    def step(self) -> float:
        """Post the next event; the seconds the request took."""
        state = self.state
        event = event_for(state["expected"], self.rng)
        began = time.perf_counter()
        answer = self.http.post(f"/api/v1/hands/{state['id']}/events", json={"seq": state["seq"], "event": event})
        took = time.perf_counter() - began
        answer.raise_for_status()
        self.state = {**state, **answer.json()}
        if self.state["view"]["over"]:
            self.state = self._start()
        return took


def _one_hand(url: str, events: int) -> tuple[float, list[float]]:
    with httpx.Client(base_url=url, timeout=30) as http:
        table = Table(http, 1)
        latencies = []
        began = time.perf_counter()
        for _ in range(events):
            latencies.append(table.step())
        return time.perf_counter() - began, latencies


def _many_hands(url: str, events: int, clients: int, hands: int = 100) -> tuple[float, list[float]]:
    latencies: list[float] = []
    lock = threading.Lock()
    share = events // clients

    def client(index: int) -> None:
        with httpx.Client(base_url=url, timeout=30) as http:
            tables = [Table(http, 10_000 * index + n) for n in range(hands // clients)]
            ready.wait()
            mine = [tables[n % len(tables)].step() for n in range(share)]
        with lock:
            latencies.extend(mine)

    ready = threading.Event()
    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    time.sleep(2.0)  # every client has started its hands
    began = time.perf_counter()
    ready.set()
    for thread in threads:
        thread.join()
    return time.perf_counter() - began, latencies


def _rulings(url: str, count: int) -> tuple[float, list[float]]:
    body = {"phh": SITUATION.read_text()}
    latencies = []
    with httpx.Client(base_url=url, timeout=30) as http:
        began = time.perf_counter()
        for _ in range(count):
            start = time.perf_counter()
            http.post("/api/v1/rule", json=body).raise_for_status()
            latencies.append(time.perf_counter() - start)
        return time.perf_counter() - began, latencies


def _row(name: str, elapsed: float, latencies: list[float]) -> str:
    ordered = sorted(latencies)
    p50 = statistics.median(ordered) * 1000
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000
    rate = len(latencies) / elapsed
    return f"| {name} | {len(latencies):,} | {rate:,.0f}/s | {p50:.2f} ms | {p99:.2f} ms |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=3000)
    parser.add_argument("--rulings", type=int, default=500)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--fsync", action="store_true", help="serve with --fsync (one fsync per stored event)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        process, url = _serve(Path(folder) / "bench.sqlite3", args.fsync)
        try:
            rows = [
                _row("POST events, one hand", *_one_hand(url, args.events)),
                _row(f"POST events, 100 hands, {args.clients} clients", *_many_hands(url, args.events, args.clients)),
                _row("POST /api/v1/rule", *_rulings(url, args.rulings)),
            ]
        finally:
            process.kill()
            process.wait()
    print("| workload | requests | throughput | p50 | p99 |")
    print("| --- | ---: | ---: | ---: | ---: |")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
