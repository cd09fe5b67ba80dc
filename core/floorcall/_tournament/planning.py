"""The moves the next balancing point will make, planned without making them (the floor's list of pending moves).

The plan repeats :meth:`Tournament.rebalance <floorcall._tournament.tournament.Tournament.rebalance>` on copies of
the tables and of the draw's random generator: the final-table redraw when the players left fit at one table, the
tables broken, then the balancing moves. Since the copies draw what the tournament will draw, the plan is exactly
what the balancing point then does (as long as nothing changes in between). The tournament itself is only read.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping

from floorcall._plugins import Floor
from floorcall._tournament import balancing, breaking
from floorcall._tournament.asking import ask_balancing, ask_breaking
from floorcall._tournament.seating import TableSeats
from floorcall._tournament.settings import TournamentSettings
from floorcall.model.tournament import BreakingQuestion

__all__ = ["PlannedMove", "planned_moves"]

#: (entry, from table, from seat, to table, to seat)
PlannedMove = tuple[str, int, int, int, int]


def planned_moves(
    floor: Floor, tables: Mapping[int, TableSeats], settings: TournamentSettings, rng: random.Random
) -> list[PlannedMove]:
    """Every move the next balancing point makes, in order: the final redraw, the broken tables', the balancing.

    :param floor: the plugins in force (their rulings say who moves where).
    :param tables: the tables in play (only read).
    :param rng: the tournament's draw generator (only copied).
    """
    planned = copy.deepcopy(dict(tables))
    draws = copy.deepcopy(rng)
    seated = sum(len(t.players) for t in planned.values())
    if len(planned) > 1 and seated <= settings.seats:
        final = min(planned)
        return [
            (planned[table].players[seat], table, seat, final, to)
            for table, seat, to in breaking.final_draw(planned, settings.seats, draws)
        ]
    moves: list[PlannedMove] = []
    while number := breaking.table_to_break(planned, settings.seats, settings.break_order):
        ruling = ask_breaking(floor, BreakingQuestion(table=number))
        for seat, table, to in breaking.plan_break(planned, number, ruling, draws):
            entry = planned[number].leave(seat)
            planned[table].sit(entry, to)
            moves.append((entry, number, seat, table, to))
        del planned[number]
    if len(planned) < 2:
        return moves
    question = balancing.question_of(planned, settings.family, settings.seats)
    return moves + balancing.pending_moves(planned, ask_balancing(floor, question), settings.move_from)
