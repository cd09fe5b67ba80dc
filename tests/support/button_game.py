"""A minimal button game for rule tests: two hole cards, blinds from the button's left, a one-card flop and turn.

``duo`` is declared in the flop family and ``duo-draw`` (five cards down, one betting round) in the draw family, so
that the general rulings can be proven on a blinds-and-button game without the real flop or draw plugins. The
highest single card wins; fixed limit with the small bet throughout.
"""

from __future__ import annotations

import floorcall
from floorcall import STANDARD_DECK, DealStart, GameSpec, Street, StreetPlan
from floorcall._mechanics.betting import StreetBetting, Structure
from floorcall._mechanics.pots import award_pots
from floorcall._mechanics.seats import clockwise

DUO = GameSpec(
    name="duo",
    family="flop",
    streets=(Street.PREFLOP, Street.FLOP, Street.TURN),
    deck=STANDARD_DECK,
    max_seats=9,
    deal_start=DealStart.BUTTON_LEFT,
    description="test button game: two down, one board card on the flop and one on the turn",
)
DUO_DRAW = GameSpec(
    name="duo-draw",
    family="draw",
    streets=(Street.PREDRAW,),
    deck=STANDARD_DECK,
    max_seats=6,
    deal_start=DealStart.BUTTON_LEFT,
    description="test draw-family game: five down, one betting round",
)
_PLANS = {
    Street.PREFLOP: StreetPlan(street=Street.PREFLOP, hole=(False, False)),
    Street.FLOP: StreetPlan(street=Street.FLOP, burn=True, board=1),
    Street.TURN: StreetPlan(street=Street.TURN, burn=True, board=1),
    Street.PREDRAW: StreetPlan(street=Street.PREDRAW, hole=(False,) * 5),
}
_NAMES = (DUO.name, DUO_DRAW.name)


class ButtonGame:
    """Procedure for ``duo`` and ``duo-draw``."""

    @floorcall.hookimpl
    def floorcall_register_games(self, register):
        register(DUO)
        register(DUO_DRAW)

    @floorcall.hookimpl(trylast=True)
    def floorcall_plan_street(self, hand, street):
        return _PLANS[street] if hand.game.name in _NAMES else None

    @floorcall.hookimpl(trylast=True)
    def floorcall_plan_betting(self, hand, street):
        if hand.game.name not in _NAMES:
            return None
        return StreetBetting(structure=Structure.FIXED_LIMIT, bet=hand.stakes.small_bet, max_bets=4)

    @floorcall.hookimpl(trylast=True)
    def floorcall_pick_first_to_act(self, hand, street):
        if hand.game.name not in _NAMES:
            return None
        live = list(hand.live_seats)
        button = hand.table.button or 0
        if street in (Street.PREFLOP, Street.PREDRAW):
            posters = clockwise(list(hand.seats), button)
            if len(posters) == 2:
                return posters[1] if posters[1] in live else live[0]
            big_blind = posters[1]
            return clockwise(live, big_blind)[0]
        return clockwise(live, button)[0]

    @floorcall.hookimpl(trylast=True)
    def floorcall_award_pots(self, hand, pots):
        if hand.game.name not in _NAMES:
            return None
        strength = {s: max(c.index for c in (*hand.cards(s), *hand.board)) for s in hand.live_seats}
        return award_pots(pots, strength, high_order=lambda seats: sorted(seats))
