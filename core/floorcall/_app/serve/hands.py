"""The hands the server keeps: started or imported, driven by posted events and undos, stored before answering.

Each hand lives in memory as a :class:`~floorcall._engine.hand.Hand` beside its stored log; a server started again
rebuilds it from the log with :meth:`Hand.from_events <floorcall._engine.hand.Hand.from_events>`. Requests for one hand
are serialized by the hand's lock; different hands proceed in parallel. A change is applied to the hand, stored in one
transaction, and only then answered; when storing fails the hand is rebuilt from the log as it was.
"""

from __future__ import annotations

import itertools
import secrets
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

import msgspec

from floorcall._app.config import TournamentConfig
from floorcall._app.serve.errors import ApiError, engine_call
from floorcall._app.serve.hand_start import start_hand
from floorcall._app.serve.hook_guard import discard_if_abandoned, on_abandon
from floorcall._app.serve.logbook import Room, check_notes, new_rulings, utc_now
from floorcall._app.serve.logbook_schema import RulingNotes
from floorcall._app.serve.logbook_store import LoggedRuling
from floorcall._app.serve.messages import message
from floorcall._app.serve.schema import PostedEvent, StartBody
from floorcall._app.serve.store import Conflict, Store, StoredHand
from floorcall._app.serve.views import shuffled_deck
from floorcall._app.situation import SituationReader
from floorcall._engine.hand import Hand
from floorcall._plugins import Catalog, Floor, Selection
from floorcall.cards import Card
from floorcall.model.events import AnyEvent
from floorcall.model.procedure import Stakes
from floorcall.model.rulings import Ruling

__all__ = ["LIVE_HANDS", "HandService", "LiveHand"]

LIVE_HANDS = 1000
"""Hands kept in memory; an idle one beyond this is dropped and rebuilt from the store when asked for again."""

_encode = msgspec.json.encode
_decode_event = msgspec.json.Decoder(AnyEvent).decode


class LiveHand:
    """One hand in memory: the engine's hand, its ``seq``, the log positions of its events still in force.

    :param active: (record seq, log position where its entries start) of each accepted event not undone.
    """

    def __init__(
        self,
        hand_id: str,
        hand: Hand,
        seq: int,
        created: str,
        shuffle: list[Card] | None,
        active: list[tuple[int, int]],
        names: tuple[str, str] = ("", ""),
    ) -> None:
        self.id = hand_id
        self.event_name, self.table_name = names
        self.hand = hand
        self.seq = seq
        self.created = created
        self.shuffle = shuffle
        self.active = active
        self.lock = threading.Lock()

    @property
    def rulebook(self) -> str | None:
        """The rulebook in force for this hand."""
        return self.hand.floor.selection.rulebook

    @property
    def seats(self) -> list[int]:
        """The seats at the hand's table (dealt in or not), in order."""
        return sorted(setup.seat for setup in self.hand.view.table.seats)

    def log_row(self, seq: int) -> LoggedRuling:
        """A ruling log row with this hand's id, names, game and rulebook, for the event at record ``seq``."""
        return LoggedRuling(
            id="",
            version=1,
            status="given",
            hand=self.id,
            seq=seq,
            given_at="",
            changed_at="",
            event_name=self.event_name,
            table_name=self.table_name,
            game=self.hand.game.name,
            rulebook=self.rulebook,
            citations=(),
            applied=b"",
            notes=b"",
        )


class HandService:
    """Starts, imports, finds and changes hands; every change is stored before it is answered.

    :param catalog: the installed plugins.
    :param config: the server's tournament config (games, rulebook, house plugins and options, levels).
    :param store: where the hands are kept.
    :param situation_selection: the rules for imported hand histories and situations: the config's selection when
        the server was given a config (as ``--config``), else None (each file's own ``_floorcall`` rulebook).
    :param room: the event (its default name, the rulebook it fixes) and the room's time zone.
    """

    def __init__(
        self,
        catalog: Catalog,
        config: TournamentConfig,
        store: Store,
        situation_selection: Selection | None,
        room: Room | None = None,
    ) -> None:
        self.catalog = catalog
        self.room = room or Room()
        self.config = config
        self.store = store
        self.situation_selection = situation_selection
        self.situations = SituationReader(catalog)
        self._hands: dict[str, LiveHand] = {}
        self._floors: dict[bytes, Floor] = {}
        #: The stakes of a tournament's level now, by its id and the game (see :meth:`take_stakes_from`).
        self.tournament_stakes: Callable[[str, str], Stakes] | None = None
        self._lock = threading.Lock()

    def take_stakes_from(self, stakes_now: Callable[[str, str], Stakes]) -> None:
        """Start a hand at a tournament's table at the stakes ``stakes_now(tournament id, game)`` gives.

        The server's tournaments are built after this service (they settle hands into it), so they are attached here.
        """
        self.tournament_stakes = stakes_now

    # -- the plugins in force per hand ---------------------------------------------------------------------------

    def floor(self, selection: Selection) -> Floor:
        """The manager for a selection, built once (rulings and procedure hooks are pure, so hands share it)."""
        key = _encode(selection)
        with self._lock:
            floor = self._floors.get(key)
            if floor is None:
                floor = self._floors[key] = Floor(self.catalog, selection)
        return floor

    # -- starting and storing ------------------------------------------------------------------------------------

    def start(self, body: StartBody) -> LiveHand:
        """Start a new hand (``game`` and ``seats``), import one (``phh``) or deal a misdeal again (``redeal_of``).

        The body is checked and the hand built by :func:`~floorcall._app.serve.hand_start.start_hand`, then stored.

        :raises ApiError: 400/422 for a body that cannot start a hand (the path names the field).
        :raises ConfigError: an unknown game, rulebook or option, or a bad option value.
        :raises HandHistoryError: the imported text cannot be read or played.
        """
        return start_hand(self, body)

    def store_new(self, hand: Hand, seed: int | None, names: tuple[str, str] | None = None) -> LiveHand:
        """Store a hand just built (started, imported, redealt or from a snapshot) and keep it in memory.

        The rulings its log already holds (an imported one's, a snapshot's) are logged as given now.

        :param seed: the server's shuffle, or None when the cards come from the table.
        :param names: the hand's event and table names; None for the config's event and no table.
        """
        if names is None:
            names = (self.room.event_name.strip(), "")
        hand_id = secrets.token_hex(6)
        created = datetime.now(UTC).isoformat(timespec="microseconds")
        stored = StoredHand(
            id=hand_id,
            created=created,
            game=hand.game.name,
            rulebook=hand.floor.selection.rulebook,
            selection=_encode(hand.floor.selection),
            shuffle_seed=seed,
            seq=0,
            over=hand.outcome is not None,
            log=tuple(_encode(e) for e in hand.events),
            record=(),
            event_name=names[0],
            table_name=names[1],
        )
        discard_if_abandoned()
        live = LiveHand(hand_id, hand, 0, created, shuffled_deck(hand, seed) if seed is not None else None, [], names)
        self.store.create(stored, new_rulings(live.log_row(0), hand.events, None, utc_now()))
        with self._lock:
            self._hands[hand_id] = live
            self._evict()
        return live

    # -- finding -------------------------------------------------------------------------------------------------

    def get(self, hand_id: str) -> LiveHand:
        """The hand with this id, rebuilt from the store the first time it is asked for after a start.

        :raises ApiError: 404 when no stored hand has this id.
        """
        with self._lock:
            live = self._hands.pop(hand_id, None)
            if live is not None:
                self._hands[hand_id] = live  # the most recently used last
                return live
        stored = self.store.load(hand_id)
        if stored is None:
            raise ApiError(404, "id", message("no_hand", id=hand_id))
        rebuilt = self._rebuild(stored)
        with self._lock:  # two requests may both have rebuilt it: keep the first
            live = self._hands.setdefault(hand_id, rebuilt)
            self._evict()
            return live

    def _evict(self) -> None:
        """Keep at most :data:`LIVE_HANDS` hands in memory, dropping the least recently used idle ones."""
        idle = (key for key, live in self._hands.items() if not live.lock.locked())
        for key in list(itertools.islice(idle, max(0, len(self._hands) - LIVE_HANDS))):
            del self._hands[key]

    def _forget(self, live: LiveHand) -> None:
        with self._lock:
            if self._hands.get(live.id) is live:
                del self._hands[live.id]

    def _rebuild(self, stored: StoredHand) -> LiveHand:
        floor = self.floor(msgspec.json.decode(stored.selection, type=Selection))
        hand = Hand.from_events(floor, [_decode_event(e) for e in stored.log])
        active = [(r.seq, r.log_start) for r in stored.record if r.op == "event" and r.undone_at is None]
        order = shuffled_deck(hand, stored.shuffle_seed) if stored.shuffle_seed is not None else None
        names = (stored.event_name, stored.table_name)
        return LiveHand(stored.id, hand, stored.seq, stored.created, order, active, names)

    def seats_of(self, hand_id: str) -> list[int]:
        """The seats at a stored hand's table.

        :raises ApiError: 404 when no stored hand has this id.
        """
        with self.locked(hand_id) as live:
            return live.seats

    @contextmanager
    def locked(self, hand_id: str) -> Iterator[LiveHand]:
        """The hand, held for one request (requests for one hand wait for each other)."""
        live = self.get(hand_id)
        with live.lock:
            on_abandon(lambda: self._forget(live))  # a request answered 503 keeps the lock: the next one rebuilds
            yield live

    # -- changing ------------------------------------------------------------------------------------------------

    def post(
        self, live: LiveHand, seq: int, event: PostedEvent, notes: RulingNotes | None = None
    ) -> tuple[Ruling | None, list[str]]:
        """Apply a posted event to a locked hand and store it, with the rulings it brings in the ruling log.

        :param notes: the floor's notes for those rulings (``ruling_notes``).
        :returns: the ruling the event got (or None), and the ruling log ids of every ruling it brought.
        :raises ApiError: 409 for a stale ``seq``; 422 for an event the engine cannot apply, or notes naming a seat
            not in the hand (hand unchanged).
        """
        _check_seq(live, seq)
        hand = live.hand
        if notes is not None:
            check_notes(notes, live.seats, "ruling_notes")
        start = len(hand.events)
        ruling = engine_call(lambda: hand.apply(event), "event")
        new = [_encode(e) for e in hand.events[start:]]
        logged = new_rulings(live.log_row(seq + 1), hand.events[start:], notes, utc_now())
        self._persist(
            live,
            start,
            lambda: self.store.append(live.id, seq, _encode(event), start, new, hand.outcome is not None, logged),
        )
        live.active.append((seq + 1, start))
        return ruling, [row.id for row in logged]

    def undo(self, live: LiveHand, seq: int) -> None:
        """Take back the last accepted event still in force, with all the engine logged with it, and store that.

        :raises ApiError: 409 for a stale ``seq`` (the client's, or this copy's when the store moved on); 422 when
            no event is left to undo.
        """
        _check_seq(live, seq)
        if not live.active:
            raise ApiError(422, "seq", message("nothing_to_undo"))
        target, start = live.active[-1]
        hand = live.hand
        rebuilt = Hand.from_events(hand.floor, hand.events[:start])
        try:
            discard_if_abandoned()
            self.store.undo(live.id, seq, target, start, rebuilt.outcome is not None, utc_now())
        except Conflict as exc:
            raise self._moved_on(live, exc) from None
        live.hand = rebuilt
        live.active.pop()
        live.seq = seq + 1

    def undone(self, live: LiveHand) -> list[dict[str, object]]:
        """The hand's audit trail: every undone event as posted, its ``seq`` and the ``seq`` of its undo."""
        stored = self.store.load(live.id)
        rows = stored.record if stored is not None else ()
        return [
            {"event": msgspec.json.decode(r.event), "seq": r.seq, "undone_at": r.undone_at}
            for r in rows
            if r.op == "event" and r.undone_at is not None and r.event is not None
        ]

    def _persist(self, live: LiveHand, start: int, write: Callable[[], None]) -> None:
        try:
            discard_if_abandoned()
            write()
        except BaseException as exc:
            live.hand = Hand.from_events(live.hand.floor, live.hand.events[:start])
            if isinstance(exc, Conflict):
                raise self._moved_on(live, exc) from None
            raise
        live.seq += 1

    def _moved_on(self, live: LiveHand, conflict: Conflict) -> ApiError:
        """The 409 for a change the store refused because its ``seq`` moved on without this copy of the hand.

        That happens when another process serves the same file, or when this copy was evicted and rebuilt
        meanwhile: the store is the truth, so the copy is dropped and the next request rebuilds the hand from it.
        """
        self._forget(live)
        return ApiError(409, "seq", message("stale_seq", current=conflict.current, given=live.seq), conflict.current)


def _check_seq(live: LiveHand, seq: int) -> None:
    if seq != live.seq:
        raise ApiError(409, "seq", message("stale_seq", current=live.seq, given=seq), live.seq)
