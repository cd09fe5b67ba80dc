"""A hand played through ``/hands`` at a tournament table, taken into the tournament's stacks.

The floor names the finished hand and the tournament table it was dealt at (``POST
/tournaments/{id}/hand``). The hand must be over and complete (a misdeal is dealt again as its own hand), and it
must have begun as the table stands: the seats dealt in at that table and each one's stack. Its result is then
settled as any tournament hand is (:meth:`Tournament.settle_hand <floorcall._tournament.Tournament.settle_hand>`):
the stacks move, and a player left with no chip busts and is placed at the next balancing point by the rulebook's
rules for players out. What is stored is the result itself (:class:`HandSettled`), so that the tournament rebuilt
after a restart does not depend on the hand as it stands then.
"""

from __future__ import annotations

from floorcall._app.mtt_setup import big_blind_of
from floorcall._app.serve.errors import ApiError
from floorcall._app.serve.hands import HandService
from floorcall._app.serve.messages import message
from floorcall._app.serve.tournament_schema import HandAction, HandSettled
from floorcall._tournament import Tournament
from floorcall.model.events import HandStarted
from floorcall.model.expectations import HandOutcome

__all__ = ["settled_of"]


def settled_of(hands: HandService, tournament: Tournament, action: HandAction, settled: set[str]) -> HandSettled:
    """The result of the stored hand ``action.hand``, checked against ``action.table`` of ``tournament``.

    :param settled: the ids of the hands the tournament has taken already.
    :raises ApiError: 404 no stored hand has the id; 422 a hand taken already, not over, not complete, not begun
        with the table's seats and stacks, or not dealing the seats serving a penalty there as penalty seats (``path``
        names the field); nothing changes.
    """
    if action.hand in settled:
        raise ApiError(422, "hand", message("hand_settled_already", id=action.hand))
    with hands.locked(action.hand) as live:
        hand = live.hand
        started = hand.events[0]
        outcome = hand.outcome
        finishing = dict(hand.stacks)
    if outcome is None:
        raise ApiError(422, "hand", message("hand_not_over", id=action.hand))
    if outcome is not HandOutcome.COMPLETE:
        raise ApiError(422, "hand", message("hand_not_complete", id=action.hand, outcome=str(outcome)))
    assert isinstance(started, HandStarted)  # every hand's log begins with its start
    table = tournament.tables.get(action.table)
    expected = {s: tournament.stacks[table.players[s]] for s in tournament.dealt_at(action.table)} if table else None
    began = {s.seat: s.stack for s in started.table.seats}
    if began != expected:
        raise ApiError(422, "table", message("hand_not_at_table", id=action.hand, table=action.table))
    serving = set(tournament.penalized_at(action.table))  # their hands are killed while they miss hands (the penalty)
    if {s.seat for s in started.table.seats if s.penalty} != serving:
        seats = ", ".join(map(str, sorted(serving))) or "—"
        raise ApiError(422, "table", message("hand_penalty_seats", id=action.hand, table=action.table, seats=seats))
    return HandSettled(
        hand=action.hand,
        table=action.table,
        game=started.game,
        finishing={seat: finishing[seat] for seat in began},
        button=started.table.button,
        big_blind=big_blind_of(started),
        seq=action.seq,
    )
