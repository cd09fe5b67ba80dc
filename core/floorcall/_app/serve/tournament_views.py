"""A live tournament as the API shows it: its tables, clock, busts, places, payouts, purchases and the moves to make.

Only reads the tournament (:class:`~floorcall._app.serve.tournament_floor.LiveTournament`); the places and prizes are
the ones :mod:`floorcall._tournament.places` gives (a winner is placed first once one player is left).
"""

from __future__ import annotations

import msgspec

from floorcall._app.mtt_setup import game_at
from floorcall._app.serve.errors import ApiError
from floorcall._app.serve.messages import message
from floorcall._app.serve.tournament_floor import LiveTournament
from floorcall._app.serve.tournament_schema import (
    ActionRow,
    ClockAction,
    ClockState,
    LevelStakes,
    MoveMade,
    PlaceRow,
    PurchaseRow,
    SeatCard,
    SeatRow,
    StoredAction,
    TableRow,
    TournamentRow,
    TournamentState,
)
from floorcall._tournament import places
from floorcall._tournament.record import Bought

__all__ = ["clock_of", "row_of", "state_of"]

_decode_action = msgspec.json.Decoder(StoredAction).decode


def _stakes(live: LiveTournament, level: int) -> LevelStakes:
    """The game and stakes of ``level`` (0-based) from the tournament's config."""
    game = game_at(live.config, level)
    stakes = live.config.stakes(level, game)
    return LevelStakes(
        level=level + 1,
        game=game,
        blinds=list(stakes.blinds),
        ante=stakes.ante,
        big_blind_ante=stakes.big_blind_ante,
        bring_in=stakes.bring_in,
        small_bet=stakes.small_bet,
        big_bet=stakes.big_bet,
    )


def clock_of(live: LiveTournament) -> ClockState:
    """The clock as the TV shows it (run up to now by the caller): level, stakes, time left, the next level."""
    tournament = live.tournament
    clock = tournament.clock
    level = clock.level
    upcoming = next((s.level for s in clock.segments[clock.index + 1 :] if s.level is not None), None)
    following = clock.next_break()
    between = sum(s.length for s in clock.segments[clock.index + 1 : following]) if following is not None else 0
    seated = tournament.seated
    bought = _bought(live)
    return ClockState(
        name=tournament.settings.name,
        started=live.clock_from is not None,
        paused=clock.paused,
        on_break=clock.on_break,
        colour_up=clock.segment.colour_up,
        level=level + 1,
        stakes=_stakes(live, level),
        seconds_left=round(clock.remaining_micros / 1e6, 3),
        next=_stakes(live, upcoming) if upcoming is not None else None,
        next_break_in=round((clock.remaining_micros + between) / 1e6, 3) if following is not None else None,
        players_left=len({tournament.player_of[e] for e in seated}),
        entries=sum(len(e) for e in tournament.entries.values()),
        average_stack=tournament.average_stack,
        prize_pool=tournament.prize_pool,
        rebuys=sum(1 for b in bought if b.kind == "rebuy"),
        add_ons=sum(1 for b in bought if b.kind == "add-on"),
        alternates=list(tournament.alternates),
    )


def _bought(live: LiveTournament) -> list[Bought]:
    """The rebuys and add-ons the tournament has sold, in order."""
    return [event for event in live.tournament.record if isinstance(event, Bought)]


def _tables(live: LiveTournament) -> list[TableRow]:
    tournament = live.tournament
    halted = set(tournament.halted())
    dealt = {n: set(tournament.dealt_at(n)) for n in tournament.tables}
    return [
        TableRow(
            table=number,
            seats=table.size,
            players=[
                SeatRow(
                    seat=seat,
                    entry=entry,
                    player=tournament.player_of[entry],
                    stack=tournament.stacks[entry],
                    waits=seat not in dealt[number],
                    penalty=tournament.penalties.get(entry, 0),
                )
                for seat, entry in sorted(table.players.items())
            ],
            halted=number in halted,
        )
        for number, table in sorted(tournament.tables.items())
    ]


def _places(live: LiveTournament) -> tuple[list[PlaceRow], list[int]]:
    tournament = live.tournament
    alive = sorted({tournament.player_of[e] for e in tournament.seated})
    placed = places.places(tournament.out, len(tournament.entries), alive)
    settings = tournament.settings
    prizes = places.prize_table(tournament.prize_pool, settings.payouts, settings.rounding)
    paid = places.payouts(placed, prizes, settings.rounding)
    rows = [
        PlaceRow(player=player, place=place, prize=paid.get(player, 0))
        for player, place in sorted(placed.items(), key=lambda item: (item[1], item[0]))
    ]
    return rows, prizes


def _action_name(action: StoredAction) -> str:
    tag = str(action.__struct_config__.tag)
    return f"clock-{action.clock}" if isinstance(action, ClockAction) else tag


def state_of(live: LiveTournament) -> TournamentState:
    """The tournament as it stands (its clock run up to now by the caller)."""
    tournament = live.tournament
    placed, prizes = _places(live)
    return TournamentState(
        id=live.id,
        name=tournament.settings.name,
        created=live.stored.created,
        seq=live.seq,
        clock=clock_of(live),
        tables=_tables(live),
        busts=[entry for table in sorted(tournament.pending_busts) for entry, _ in tournament.pending_busts[table]],
        places=placed,
        payouts=prizes,
        prize_pool=tournament.prize_pool,
        chips_in_play=tournament.chips_in_play,
        pending_moves=[
            MoveMade(entry=entry, from_table=ft, from_seat=fs, to_table=tt, to_seat=ts)
            for entry, ft, fs, tt, ts in tournament.pending_moves()
        ],
        hand_for_hand=tournament.hand_for_hand,
        alternates=list(tournament.alternates),
        purchases=[
            PurchaseRow(
                entry=b.entry, kind=b.kind, chips=b.chips, money=b.money, level=b.level, table=b.table, seat=b.seat
            )
            for b in _bought(live)
        ],
        actions=[
            ActionRow(seq=row.seq, at=row.at, action=_action_name(_decode_action(row.action)), undone_by=row.undone_at)
            for row in live.actions
        ],
    )


def seat_card_of(live: LiveTournament, player: str) -> SeatCard:
    """The seat card of ``player``: where his live entry sits, with his chips.

    :raises ApiError: 404 when the player has no seated entry (not entered, out, or on the alternates list).
    """
    tournament = live.tournament
    entry = tournament.live_entry(player)
    found = tournament.where(entry) if entry is not None else None
    if entry is None or found is None:
        raise ApiError(404, "player", message("player_not_seated", player=player))
    table, seat = found
    return SeatCard(
        event=tournament.settings.name,
        player=player,
        entry=entry,
        table=table,
        seat=seat,
        stack=tournament.stacks[entry],
        waits=seat not in tournament.dealt_at(table),
        level=tournament.clock.level + 1,
    )


def row_of(live: LiveTournament) -> TournamentRow:
    """A tournament in the list of them."""
    tournament = live.tournament
    left = len({tournament.player_of[e] for e in tournament.seated})
    return TournamentRow(
        id=live.id, name=tournament.settings.name, created=live.stored.created, seq=live.seq, players_left=left
    )
