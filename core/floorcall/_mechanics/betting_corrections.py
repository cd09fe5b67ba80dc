"""A wrong-size wager corrected after others acted on it: which wagers of the round move, and by how many chips.

The betting round (:meth:`floorcall._mechanics.betting.BettingRound.correct_wager`) asks this and moves the chips. A
short wager is brought up from its seat's stack (all in when he holds less); a wager over the limit is cut back, and
with it every call of it: each wager above the corrected total and up to the wager as made. A raise above it stands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall.errors import refused

if TYPE_CHECKING:
    from floorcall._mechanics.betting import BettingRound

__all__ = ["correction_moves"]


def correction_moves(betting: BettingRound, seat: int, total: int, made: int) -> dict[int, int]:
    """The chips each seat moves when ``seat``'s wager, ``made`` as he made it, is corrected to ``total``.

    :param betting: the round the wager was made in (over or not).
    :param seat: the seat whose wager is corrected.
    :param total: his corrected total for the round, in chips.
    :param made: his total as he made it, in chips (the calls of it match it).
    :returns: seat -> chips from his stack to his wager (negative: back to his stack), only the seats that move.
    :raises InvalidEventError: the seat is not in the round or has folded in it.
    """
    wagers, folded = betting.wagers, betting.folded
    if seat not in wagers or seat in folded or seat not in betting.order:
        raise refused(
            "mechanics.betting.seat_holds_wager_betting", "seat {seat} holds no wager in this betting round", seat=seat
        )
    wager = wagers[seat]
    if total >= wager:
        up = min(total - wager, betting.stacks[seat])
        return {seat: up} if up else {}
    return {s: total - chips for s, chips in wagers.items() if total < chips <= made and s not in folded}
