"""The tournaments the server runs: made from a config, changed by the floor's actions, rebuilt after a restart.

A tournament lives in memory as a :class:`~floorcall._tournament.Tournament` beside its stored actions. Its state is
a replay: the config's tournament with its seed and players, then every action still in force, in order, each at
its stored wall-clock time (the clock runs from its ``start`` by the server's clock, so a break lasts its minutes
and a level ends on time across a restart). An action is checked by applying it to the tournament in memory, then
stored, then answered; when it raises nothing is stored (the tournament refuses bad input before changing
anything), and when storing fails the tournament is rebuilt from the store. Undoing the last action in force (a bust
or a move) marks it undone and replays the rest: the draws before it come out as they did.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from fractions import Fraction

import msgspec

from floorcall._app.config import TournamentConfig, loads_config
from floorcall._app.mtt_setup import settings_of
from floorcall._app.serve.errors import ApiError
from floorcall._app.serve.hands import HandService
from floorcall._app.serve.messages import Refused, message
from floorcall._app.serve.store import Conflict, Store
from floorcall._app.serve.tournament_hands import settled_of
from floorcall._app.serve.tournament_schema import (
    AddOnAction,
    AlternateAction,
    AnyAction,
    BalanceAction,
    BreakTableAction,
    BustAction,
    ClockAction,
    ColourUpAction,
    HandAction,
    HandSettled,
    MoveAction,
    PenaltyAction,
    PlayerAction,
    RebuyAction,
    ReEnterAction,
    StoredAction,
    TournamentBody,
)
from floorcall._app.serve.tournament_store import ActionStored, TournamentStore, TournamentStored
from floorcall._plugins import Catalog, Floor
from floorcall._tournament import Tournament
from floorcall._tournament.clock import MICROS_A_MINUTE
from floorcall.errors import ConfigError, FloorcallError
from floorcall.model.procedure import Stakes

__all__ = ["MOST_PLAYERS", "LiveTournament", "TournamentFloor"]

MOST_PLAYERS = 5000
"""The most players a tournament made through the API registers at its start."""

_decode_action = msgspec.json.Decoder(StoredAction).decode
_UNDOABLE = (BustAction, MoveAction)
_MICROSECOND = timedelta(microseconds=1)


def _time(text: str) -> datetime:
    return datetime.fromisoformat(text)


class LiveTournament:
    """One tournament in memory: its header, config, the tournament itself and the actions in force.

    :param in_force: (seq, action) of every stored action not undone, in order.
    :param clock_from: the wall-clock time the tournament's clock has been run up to (None before ``start``).
    :param settled: the ids of the ``/hands`` hands taken into the stacks.
    """

    def __init__(self, stored: TournamentStored, config: TournamentConfig, tournament: Tournament) -> None:
        self.stored = stored
        self.config = config
        self.tournament = tournament
        self.seq = stored.seq
        self.in_force: list[tuple[int, StoredAction]] = []
        self.actions: list[ActionStored] = []
        self.clock_from: datetime | None = None
        self.settled: set[str] = set()
        self.lock = threading.Lock()

    @property
    def id(self) -> str:
        """The tournament's id."""
        return self.stored.id

    def run_clock_to(self, moment: datetime) -> None:
        """Run the tournament's clock up to ``moment`` (nothing before the clock's start, nor backwards)."""
        if self.clock_from is None or moment <= self.clock_from:
            return
        span = (moment - self.clock_from) // _MICROSECOND  # exact: the stored times are to the microsecond
        self.tournament.run_clock(Fraction(span, MICROS_A_MINUTE))
        self.clock_from = moment

    def apply(self, action: StoredAction, at: datetime) -> None:
        """Make ``action`` at wall-clock time ``at`` (the clock first runs up to it).

        :raises ApiError: 422 for an action the tournament's state does not allow (nothing changed but the clock).
        """
        self.run_clock_to(at)
        try:
            self._make(action, at)
        except FloorcallError as exc:
            raise ApiError(422, _place_of(action), Refused(exc)) from None

    def _make(self, action: StoredAction, at: datetime) -> None:
        tournament = self.tournament
        if isinstance(action, HandSettled):
            tournament.settle_hand(action.table, action.game, action.finishing, action.button, action.big_blind)
            self.settled.add(action.hand)
        elif isinstance(action, AlternateAction):
            tournament.add_alternate(action.player)
        elif isinstance(action, ReEnterAction):
            self._check_entry(action.player, again=True)
            tournament.re_enter(action.player)
        elif isinstance(action, PlayerAction):
            self._check_entry(action.player, again=False)
            tournament.register(action.player)
        elif isinstance(action, RebuyAction):
            tournament.buy(action.entry, "add-on" if isinstance(action, AddOnAction) else "rebuy")
        elif isinstance(action, PenaltyAction):
            tournament.penalize(action.entry, action.hands)
        elif isinstance(action, BustAction):
            tournament.bust(action.entry, action.winner)
        elif isinstance(action, MoveAction):
            tournament.correct_seat(action.entry, action.table, action.seat)
        elif isinstance(action, BalanceAction):
            tournament.close_round()
        elif isinstance(action, BreakTableAction):
            tournament.break_table(action.table)
        elif isinstance(action, ColourUpAction):
            tournament.colour_up_now(action.chip)
        else:
            self._clock(action, at)

    def _check_entry(self, player: str, again: bool) -> None:
        """Refuse an entry the config does not sell: late registration closed, or the re-entries used up.

        Late registration (a re-entry too) lasts to the end of the config's ``late-registration-levels`` level,
        through the break after it; a player re-enters at most ``re-entries`` times. A player not entered yet, or
        entered already, is the tournament's to refuse.
        """
        mtt = self.config.tournament
        assert mtt is not None  # a tournament is made only from a config with [tournament]
        entries = self.tournament.entries
        if again and player in entries and len(entries[player]) > mtt.re_entries:
            raise ApiError(422, "player", message("re_entries_used", player=player, limit=mtt.re_entries))
        level = self.tournament.clock.level + 1
        if (again or player not in entries) and level > mtt.late_registration_levels:
            closed = mtt.late_registration_levels
            raise ApiError(422, "player", message("late_registration_closed", level=level, last=closed))

    def _clock(self, action: ClockAction, at: datetime) -> None:
        clock = self.tournament.clock
        if action.clock == "start":
            if self.clock_from is not None:
                raise ApiError(422, "clock", message("clock_started"))
            self.clock_from = at
        elif self.clock_from is None:
            raise ApiError(422, "clock", message("clock_not_started"))
        elif action.clock == "pause":
            clock.pause()
        elif action.clock == "resume":
            clock.resume()
        else:
            clock.add_time(action.minutes)


def _place_of(action: StoredAction) -> str:
    """The field an action's refusal names: the hand, entry or player it is about, else the table, chip or clock."""
    for name in ("hand", "entry", "player", "table", "chip", "clock"):
        if hasattr(action, name):
            return name
    return ""


class TournamentFloor:
    """Makes, finds and changes the server's tournaments; every change is stored before it is answered.

    :param catalog: the installed plugins (a tournament's config selects among them).
    :param store: the server's store.
    :param now: the wall clock (UTC); a test may give its own.
    :param hands: the server's hands, whose finished ones a :class:`HandAction` takes into a tournament's stacks.
    """

    def __init__(
        self,
        catalog: Catalog,
        store: Store,
        now: Callable[[], datetime] | None = None,
        hands: HandService | None = None,
    ) -> None:
        self.catalog = catalog
        self.hands = hands
        self.store = TournamentStore(store)
        self.now = now or (lambda: datetime.now(UTC))
        self._live: dict[str, LiveTournament] = {}
        self._lock = threading.Lock()

    def _config(self, text: str) -> TournamentConfig:
        try:
            config = loads_config(text, self.catalog, "config")
        except ConfigError as exc:
            raise ApiError(422, "config", Refused(exc)) from None
        if config.tournament is None:
            raise ApiError(422, "config", message("no_tournament_table"))
        return config

    def _build(self, stored: TournamentStored) -> LiveTournament:
        config = self._config(stored.config)
        floor = Floor(self.catalog, config.selection)
        settings = settings_of(config, floor)
        tables = -(-len(stored.players) // settings.seats)
        tournament = Tournament(floor, msgspec.structs.replace(settings, tables=tables), stored.seed)
        for player in stored.players:
            tournament.register(player)
        return LiveTournament(stored, config, tournament)

    def create(self, body: TournamentBody) -> LiveTournament:
        """Make a tournament from the body's config and register its players (the opening seat draw).

        :raises ApiError: 422 for a config that is not a valid tournament config, or players that cannot be seated.
        """
        config = self._config(body.config)
        assert config.tournament is not None  # _config checked it
        if isinstance(body.players, msgspec.UnsetType):
            count = config.tournament.players
            if count > MOST_PLAYERS:
                raise ApiError(422, "config", message("too_many_players", count=count, limit=MOST_PLAYERS))
            players = tuple(f"P{n:0{len(str(count))}d}" for n in range(1, count + 1))
        else:
            players = tuple(body.players)
            if len(set(players)) != len(players):
                raise ApiError(422, "players", message("players_twice"))
        stored = TournamentStored(
            id=secrets.token_hex(6),
            created=self.now().isoformat(timespec="microseconds"),
            name=config.event.name,
            config=body.config,
            seed=body.seed,
            players=players,
            seq=0,
        )
        try:
            live = self._build(stored)
        except FloorcallError as exc:
            raise ApiError(422, "players", Refused(exc)) from None
        self.store.create(stored)
        with self._lock:
            self._live[stored.id] = live
        return live

    def _replayed(self, tournament_id: str) -> LiveTournament | None:
        loaded = self.store.load(tournament_id)
        if loaded is None:
            return None
        stored, actions = loaded
        live = self._build(stored)
        live.actions = actions
        for row in actions:
            if row.undone_at is None:
                action = _decode_action(row.action)
                live.apply(action, _time(row.at))
                live.in_force.append((row.seq, action))
        return live

    def get(self, tournament_id: str) -> LiveTournament:
        """The tournament with this id (rebuilt from the store when not in memory), its clock run up to now.

        :raises ApiError: 404 when no tournament has this id.
        """
        with self._lock:
            live = self._live.get(tournament_id)
        if live is None:
            live = self._replayed(tournament_id)
            if live is None:
                raise ApiError(404, "tournament_id", message("no_tournament", id=tournament_id))
            with self._lock:
                live = self._live.setdefault(tournament_id, live)
        with live.lock:
            live.run_clock_to(self.now())
        return live

    def act(self, tournament_id: str, posted: AnyAction | HandAction) -> LiveTournament:
        """Make and store the floor's action, made against the tournament's ``seq``.

        A :class:`HandAction` is stored as the hand's result (:func:`.tournament_hands.settled_of`).

        :raises ApiError: 404 no such tournament (or hand); 409 a stale ``seq``; 422 an action the state does not
            allow.
        """
        live = self.get(tournament_id)
        with live.lock:
            self._check_seq(live, posted.seq)
            at = self.now()
            live.run_clock_to(at)
            action = self._settled(live, posted) if isinstance(posted, HandAction) else posted
            live.apply(action, at)
            stamp = at.isoformat(timespec="microseconds")
            encoded = msgspec.json.encode(action)
            self._stored(live, lambda: self.store.append(live.id, live.seq, stamp, encoded))
            live.seq += 1
            live.in_force.append((live.seq, action))
            live.actions.append(ActionStored(seq=live.seq, at=stamp, action=encoded, undone_at=None))
        return live

    def stakes_now(self, tournament_id: str, game: str) -> Stakes:
        """The stakes of ``game`` at the level the tournament's clock is in now, from its config.

        :raises ApiError: 404 no such tournament; 422 its config's levels set no stakes for ``game``.
        """
        live = self.get(tournament_id)
        with live.lock:
            level = live.tournament.clock.level
        try:
            return live.config.stakes(level, game)
        except KeyError:
            raise ApiError(422, "game", message("no_level_stakes", game=game)) from None

    def _settled(self, live: LiveTournament, posted: HandAction) -> HandSettled:
        if self.hands is None:
            raise ApiError(404, "hand", message("no_hand", id=posted.hand))
        return settled_of(self.hands, live.tournament, posted, live.settled)

    def undo(self, tournament_id: str, seq: int) -> LiveTournament:
        """Undo the last action in force when it is a bust or a move, and replay the rest.

        :raises ApiError: 404 no such tournament; 409 a stale ``seq``; 422 nothing of that kind to undo.
        """
        live = self.get(tournament_id)
        with live.lock:
            self._check_seq(live, seq)
            if not live.in_force or not isinstance(live.in_force[-1][1], _UNDOABLE):
                raise ApiError(422, "seq", message("tournament_nothing_to_undo"))
            target = live.in_force[-1][0]
            self._stored(live, lambda: self.store.undo(live.id, seq, target))
        with self._lock:
            del self._live[tournament_id]
        return self.get(tournament_id)

    @staticmethod
    def _check_seq(live: LiveTournament, seq: int) -> None:
        if seq != live.seq:
            raise ApiError(409, "seq", message("stale_seq", current=live.seq, given=seq), seq=live.seq)

    def _stored(self, live: LiveTournament, write: Callable[[], None]) -> None:
        """Write to the store; on failure drop the tournament from memory (it is rebuilt from the store)."""
        try:
            write()
        except Conflict as exc:
            with self._lock:
                self._live.pop(live.id, None)
            raise ApiError(409, "seq", message("stale_seq", current=exc.current, given=live.seq)) from None
        except BaseException:
            with self._lock:
                self._live.pop(live.id, None)
            raise

    def all(self) -> list[LiveTournament]:
        """Every stored tournament, newest first."""
        return [self.get(tournament_id) for tournament_id, _ in self.store.ids()]
