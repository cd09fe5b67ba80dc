"""Rulings for the stud games (seven-card stud, stud-8, razz, five-card stud) under Robert's Rules.

Each rule is a pure function ``(irregularity, hand) -> Ruling | None`` that returns None for other games (a player
away from his seat is answered for every game); :data:`RULES` lists them in the order they are asked, before the
general rules. The seed-000 stud irregularities (RROP-ES-STUD-IRR-1 to -11) are in :mod:`.deal` and :mod:`.play`;
the seven-card rules and the WSOP live-action stud rules that stand in for missing Robert's Rules text are in
:mod:`.seven`.
"""

from __future__ import annotations

from floorcall_rrop.stud import deal, play, seven
from floorcall_rrop.stud.common import Rule

__all__ = ["RULES", "Rule"]

RULES: tuple[Rule, ...] = (
    deal.new_deal_right,
    deal.wrong_seat_card,
    deal.extra_cards_found,
    deal.seat_dealt_out,
    deal.seat_skipped,
    play.hole_card_exposed,
    seven.downcard_exposed,
    seven.upcard_dealt_down,
    seven.absent_player,
    seven.short_stub,
    play.card_exposed_in_deck,
    play.premature_card,
    play.impossible_call,
    play.opener_misnamed,
    play.misnamed_opener_acts,
    play.own_downcard_exposed,
    seven.first_action_disputed,
    play.wrong_bring_in,
)
