"""The hands of one tournament round, as a worker process plays them.

Each hand is dealt from its own seed (:func:`deal_seed` of the run's seed, the table and the hand's number at its
table), so a round's hands come out the same whichever process plays them and in whatever order: ``--jobs N``
gives the same output at any N. Arguments and results cross between processes as MessagePack bytes.
"""

from __future__ import annotations

import random
import threading

import msgspec

from floorcall._app.batch_work import render_hand
from floorcall._app.config import TournamentConfig
from floorcall._app.injected_play import play_injected
from floorcall._app.session import HandRecord, Unruled
from floorcall._app.simulate import new_hand, play
from floorcall._engine.hand import Hand
from floorcall._plugins import Floor, discover
from floorcall.model.events import HandStarted
from floorcall.model.expectations import HandOutcome

__all__ = ["DealtHand", "TableDeal", "deal_seed", "play_deals"]

#: A hand misdealt this many times running stands as dealt (a guard; the simulation injects no irregularity).
_MOST_REDEALS = 5


class TableDeal(msgspec.Struct, frozen=True, kw_only=True):
    """One table's hand to play: its table and number there, its seed, and how it starts."""

    table: int
    hand: int
    level: int
    seed: int
    started: HandStarted


class DealtHand(msgspec.Struct, frozen=True, kw_only=True):
    """A played hand: chips by seat after it, and the hand rendered as asked (PHH text, a JSON line)."""

    table: int
    hand: int
    finishing: dict[int, int]
    phh: str | None = None
    json: str | None = None


def deal_seed(seed: int, table: int, hand: int) -> int:
    """The seed of hand ``hand`` of table ``table`` in a run seeded ``seed`` (the first 8 bytes of a SHA-256)."""
    import hashlib  # here, not at the top: its OpenSSL start-up is ~3.5 MiB resident that a replay never needs

    return int.from_bytes(hashlib.sha256(f"{seed}/{table}/{hand}".encode()).digest()[:8], "big")


_local = threading.local()


def _floor(config: bytes) -> tuple[TournamentConfig, Floor]:
    """The config and its floor, built once per thread of a worker."""
    cached = getattr(_local, "dealing_floor", None)
    if cached is None or cached[0] != config:
        chosen = msgspec.msgpack.decode(config, type=TournamentConfig)
        catalog = getattr(_local, "catalog", None) or discover()
        _local.catalog = catalog
        cached = _local.dealing_floor = (config, chosen, Floor(catalog, chosen.selection))
    return cached[1], cached[2]


def play_deals(
    config: bytes, deals: bytes, parts: tuple[str, ...], lang: str | None = None, rate: float = 0.0
) -> bytes:
    """Play each :class:`TableDeal` (a MessagePack list) to its end; returns the :class:`DealtHand` list as bytes.

    :param parts: ``json`` and ``phh``, the renderings wanted.
    :param rate: the chance, 0 to 1, that a deal gets an injected irregularity, ruled on like any
        (:func:`~floorcall._app.injected_play.play_injected`); at 0 the hands are played as they always were.
    """
    _, floor = _floor(config)
    wanted = frozenset(parts)
    played = []
    for deal in msgspec.msgpack.decode(deals, type=list[TableDeal]):
        rng = random.Random(deal.seed)
        record = HandRecord(number=deal.hand, level=deal.level, deals=[])
        hand = new_hand(floor, deal.started, rng)
        while True:
            _play(hand, rng, rate, record)
            record.deals.append(hand)
            if hand.outcome is not HandOutcome.MISDEAL or len(record.deals) > _MOST_REDEALS:
                break
            hand = hand.redeal(rng)
        shown = render_hand(record, deal.table, wanted, True, lang) if wanted else None
        played.append(
            DealtHand(
                table=deal.table,
                hand=deal.hand,
                finishing=dict(hand.stacks),
                phh=shown.phh if shown else None,
                json=shown.json if shown else None,
            )
        )
    return msgspec.msgpack.encode(played)


def _play(hand: Hand, rng: random.Random, rate: float, record: HandRecord) -> None:
    """One deal to its end: as the simulator plays it, or with irregularities injected at ``rate``."""
    if rate:
        play_injected(hand, rng, rate, lambda event, error: record.unruled.append(Unruled(event, error)))
    else:
        play(hand, rng)  # no draw for an injection: a tournament without irregularities plays as it always did
