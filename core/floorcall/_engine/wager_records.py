"""What the engine remembers of a wager the table took as made: a record a late report is checked against.

A msgspec Struct, so it lives outside the compiled hand modules (a Struct defined in a mypyc-compiled module loses its
configuration: frozen, keyword-only).
"""

from __future__ import annotations

import msgspec

from floorcall.model.types import Street
from floorcall.model.wagers import WagerReading

__all__ = ["UnnoticedWager"]


class UnnoticedWager(msgspec.Struct, frozen=True, kw_only=True):
    """A wrong-size wager the table took as made: where it stands in the log and what it was.

    :param at: the wager's index in the log.
    :param actions: how many actions in turn the hand held once it was made (those after it count toward
        substantial action since the wager).
    """

    seat: int
    street: Street
    total: int
    reading: WagerReading
    at: int
    actions: int
    street_index: int
