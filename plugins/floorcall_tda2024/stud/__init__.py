"""Rulings for the stud games (seven-card stud, stud-8, razz, five-card stud) under TDA 2024.

Each rule is a pure function ``(irregularity, hand) -> Ruling | None`` that returns None for other games (absence
from the seat, rule 30, is answered for every game); :data:`RULES` lists them in the order they are asked, before the
general rules. :mod:`.rp10` holds recommended procedure 10 A-G, :mod:`.stub` its short-stub part H, and :mod:`.seed`
TDA's answers to the situations of the seed-000 stud irregularities.
"""

from __future__ import annotations

from floorcall_tda2024.stud.common import Rule
from floorcall_tda2024.stud.rp10 import (
    absent_player,
    downcard_exposed,
    first_action_disputed,
    open_pair_wager,
    premature_card,
    upcard_dealt_down,
)
from floorcall_tda2024.stud.seed import (
    card_to_served_seat,
    dealing_fault,
    impossible_call,
    misnamed_opener_acts,
    opener_misnamed,
    own_downcard_exposed,
    seat_dealt_out,
    seat_skipped,
    wrong_bring_in,
)
from floorcall_tda2024.stud.stub import short_stub

__all__ = ["RULES", "Rule"]

RULES: tuple[Rule, ...] = (
    downcard_exposed,
    upcard_dealt_down,
    absent_player,
    short_stub,
    premature_card,
    open_pair_wager,
    first_action_disputed,
    dealing_fault,
    seat_dealt_out,
    seat_skipped,
    opener_misnamed,
    misnamed_opener_acts,
    impossible_call,
    own_downcard_exposed,
    card_to_served_seat,
    wrong_bring_in,
)
