"""``floorcall run`` with a ``[tournament]`` config: a whole multi-table tournament, played to a winner.

The players draw their seats; then the tables deal in rounds, one hand each, and between rounds the floor takes the
results, sells rebuys, add-ons and re-entries (a seeded policy decides who buys), places the players out, breaks and
balances tables, and runs the clock (a break's colour-up included); with ``penalty-chance`` the floor gives a
missed-rounds penalty now and then (a seeded draw), served at whatever table the entry sits. ``--out`` receives each
hand as ``table-TTTT-hand-HHHH.phh`` (its number at its table) and the tournament's record as ``tournament.jsonl``
(:mod:`floorcall._tournament.record`). ``--json`` prints the record's events, one a line; without it, a line a
person reads for each event but the hands. ``--hands N`` stops after N rounds (the record then has no
``finished``); ``--tables`` does not apply (the tournament opens as many tables as its players need). ``--jobs N``
plays a round's tables in N processes, with the same output at any N.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import msgspec

from floorcall._app.batch_pool import Pool
from floorcall._app.config import TournamentConfig
from floorcall._app.dask_cluster import route
from floorcall._app.hand_folder import HandFolder
from floorcall._app.mtt_hands import DealtHand, TableDeal, deal_seed, play_deals
from floorcall._app.mtt_setup import big_blind_of, game_at, hand_start, settings_of
from floorcall._app.mtt_text import event_line
from floorcall._app.output import ResultsOut
from floorcall._app.running import out_name
from floorcall._plugins import Floor, discover
from floorcall._tournament import Tournament, TournamentError, encode_line
from floorcall._tournament.record import Busted, PurchaseKind
from floorcall.i18n import Translator, translator

__all__ = ["RECORD_NAME", "play_tournament", "tournament_command"]

#: The record's file name in ``--out``.
RECORD_NAME = "tournament.jsonl"

#: A guard against a tournament that never ends (an engine bug): the most rounds played.
_MOST_ROUNDS = 100_000


def play_tournament(
    config: TournamentConfig,
    seed: int,
    *,
    parts: tuple[str, ...] = (),
    rounds: int | None = None,
    rate: float = 0.0,
    jobs: int = 1,
    on_hand: Callable[[DealtHand], None] | None = None,
    floor: Floor | None = None,
) -> Tournament:
    """Play the config's tournament; returns it, over (or stopped after ``rounds`` rounds).

    :param parts: the renderings each hand is played with (``phh``, ``json``), given to ``on_hand``.
    :param rate: the chance, 0 to 1, that a table's hand gets an injected irregularity (0: none, the hands played as
        the simulator plays them).
    :param jobs: processes a round's tables are played in (1: in this process).
    :param floor: the plugins in force (default: the config's), so a test can add a house plugin.
    """
    floor = floor or Floor(discover(), config.selection)
    settings = settings_of(config, floor)
    mtt = config.tournament
    assert mtt is not None  # settings_of checked it
    tournament = Tournament(floor, settings, seed)
    decisions = random.Random(seed)
    offered: set[str] = set()  # the entries the add-on was offered to
    for number in range(1, mtt.players + 1):
        tournament.register(f"P{number:0{len(str(mtt.players))}d}")
    encoded = msgspec.msgpack.encode(config)
    pool = Pool(None, jobs) if jobs > 1 else None
    try:
        while len(tournament.seated) > 1 and tournament.round < min(rounds or _MOST_ROUNDS, _MOST_ROUNDS):
            _play_round(config, floor, tournament, seed, encoded, parts, rate, pool, on_hand)
            _sell_purchases(tournament, config, decisions, offered)
            _sell_re_entries(tournament, config, decisions)
            _give_penalties(tournament, config, decisions)
            tournament.close_round()
            tournament.advance_clock(config.event.hand_minutes)
    finally:
        if pool is not None:
            pool.close(stop=False)
    if len(tournament.seated) == 1:
        tournament.finish()
    return tournament


def _play_round(
    config: TournamentConfig,
    floor: Floor,
    tournament: Tournament,
    seed: int,
    encoded: bytes,
    parts: tuple[str, ...],
    rate: float,
    pool: Pool | None,
    on_hand: Callable[[DealtHand], None] | None,
) -> None:
    level = tournament.clock.level
    game = game_at(config, level)
    halted = set(tournament.halted())
    deals = []
    for table in sorted(tournament.tables):
        started = hand_start(config, floor, tournament, table, game) if table not in halted else None
        if started is not None:
            hand = started.hand_number or 0
            deals.append(
                TableDeal(table=table, hand=hand, level=level, seed=deal_seed(seed, table, hand), started=started)
            )
    for dealt in _dealt(encoded, deals, parts, rate, pool):
        started = next(d.started for d in deals if d.table == dealt.table)
        tournament.settle_hand(dealt.table, game, dealt.finishing, started.table.button, big_blind_of(started))
        if on_hand is not None:
            on_hand(dealt)


def _dealt(
    encoded: bytes, deals: list[TableDeal], parts: tuple[str, ...], rate: float, pool: Pool | None
) -> list[DealtHand]:
    if pool is None or len(deals) < 2:
        played = play_deals(encoded, msgspec.msgpack.encode(deals), parts, None, rate)
        return msgspec.msgpack.decode(played, type=list[DealtHand])
    size = -(-len(deals) // pool.workers)
    chunks = [deals[i : i + size] for i in range(0, len(deals), size)]
    futures = [pool.submit(play_deals, (encoded, msgspec.msgpack.encode(chunk), parts, None, rate)) for chunk in chunks]
    return [hand for future in futures for hand in msgspec.msgpack.decode(future.result(), type=list[DealtHand])]


def _sell_purchases(
    tournament: Tournament, config: TournamentConfig, decisions: random.Random, offered: set[str]
) -> None:
    """The round's rebuys and add-ons, by a seeded policy: nothing is bought where the config sells nothing.

    An entry busted this round rebuys, with ``rebuy-chance``, while the config sells him one (he sits again where he
    busted). In the add-on's last level each seated entry is offered the add-on once, in seat order, and takes it
    with ``add-on-chance``. Each decision is drawn only for a purchase the tournament would sell, so a config without
    purchases draws nothing (and plays as it did).
    """
    mtt = config.tournament
    assert mtt is not None
    terms, level = mtt.purchases, tournament.clock.level + 1
    if terms.rebuys and level <= terms.rebuy_levels:
        for entry in [e.entry for e in tournament.record if isinstance(e, Busted) and e.round == tournament.round]:
            busted = tournament.where(entry) is None
            if busted and _sells(tournament, entry, "rebuy") and decisions.random() < mtt.rebuy_chance:
                tournament.buy(entry, "rebuy")
    if terms.add_on_stack and level == terms.add_on_levels:
        for entry in [e for e in tournament.seated if e not in offered]:
            offered.add(entry)
            if _sells(tournament, entry, "add-on") and decisions.random() < mtt.add_on_chance:
                tournament.buy(entry, "add-on")


def _sells(tournament: Tournament, entry: str, kind: PurchaseKind) -> bool:
    """Whether the tournament sells ``entry`` a ``kind`` now (asked without buying)."""
    try:
        tournament.check_purchase(entry, kind)
    except TournamentError:
        return False
    return True


def _sell_re_entries(tournament: Tournament, config: TournamentConfig, decisions: random.Random) -> None:
    """Busted players re-enter, each with the config's chance, while late registration lasts and they may.

    An entry who rebought his seat this round is not out, and does not re-enter.
    """
    mtt = config.tournament
    assert mtt is not None
    if tournament.clock.level + 1 > mtt.late_registration_levels:
        return
    busted = [e.entry for e in tournament.record if isinstance(e, Busted) and e.round == tournament.round]
    for entry in [e for e in busted if tournament.where(e) is None]:
        player = tournament.player_of[entry]
        if len(tournament.entries[player]) <= mtt.re_entries and decisions.random() < mtt.re_entry_chance:
            tournament.re_enter(player)


def _give_penalties(tournament: Tournament, config: TournamentConfig, decisions: random.Random) -> None:
    """With ``penalty-chance``, one seated entry drawn at random gets a missed-rounds penalty this round.

    He misses one hand for each player then at his table (himself included), times ``penalty-rounds``: the count is
    made when the penalty is given (TDA 2024 rule 71-A's counting; the rulebook's penalty ruling cites the rules).
    Nothing is drawn when the chance is 0, so a config without it plays as it always did.
    """
    mtt = config.tournament
    assert mtt is not None
    if not mtt.penalty_chance or len(tournament.seated) < 2 or decisions.random() >= mtt.penalty_chance:
        return
    entry = decisions.choice(tournament.seated)
    found = tournament.where(entry)
    assert found is not None  # a seated entry
    tournament.penalize(entry, len(tournament.tables[found[0]].players) * mtt.penalty_rounds)


def tournament_command(
    config: TournamentConfig,
    seed: int,
    out: str | None,
    as_json: bool,
    *,
    rounds: int | None = None,
    rate: float = 0.0,
    jobs: int | None = None,
    dask: str | None = None,
    force: bool = False,
    t: Translator | None = None,
) -> int:
    """Play the tournament of ``config`` and print its events; with ``out``, write its hands and its record.

    :param rate: the chance, 0 to 1, that a table's hand gets an injected irregularity (``--irregularities``).

    :returns: the exit status (0).
    :raises OutputError: ``out`` cannot be used, or a file cannot be written.
    """
    words = t or translator()
    folder = HandFolder(Path(out), force=force) if out else None
    results = ResultsOut()

    def write_hand(dealt: DealtHand) -> None:
        if folder is not None and dealt.phh is not None:
            folder.write(out_name(dealt.table, dealt.hand, 2), dealt.phh)

    with route(jobs, dask) as where:
        tournament = play_tournament(
            config,
            seed,
            parts=("phh",) if folder else (),
            rounds=rounds,
            rate=rate,
            jobs=where.workers,
            on_hand=write_hand,
        )
    for event in tournament.record:
        line = encode_line(event) if as_json else event_line(event, words)
        if line is not None:
            results.write(line + "\n")
    if folder is not None:
        folder.write(RECORD_NAME, "".join(encode_line(e) + "\n" for e in tournament.record))
    results.flush()
    return 0
