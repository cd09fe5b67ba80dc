"""Small inline plugins for core tests: a two-street stud-like game and a test rulebook.

They are registered through catalogs and fake entry points exactly as third-party plugins would be, which proves
that the core needs nothing game-specific.
"""

from __future__ import annotations

from collections.abc import Callable

import floorcall
from floorcall import (
    STANDARD_DECK,
    BoxedCardFound,
    CardToWrongSeat,
    DeckFouled,
    DowncardExposed,
    GameSpec,
    KillHand,
    NextCardDown,
    OptionSpec,
    PlaysAsUpcard,
    RedealExact,
    ReturnAllChips,
    RulebookSpec,
    Ruling,
    RulingKind,
    Street,
    StreetPlan,
)
from floorcall._mechanics.betting import StreetBetting, Structure
from floorcall._mechanics.pots import award_pots

MINI = GameSpec(
    name="mini",
    family="stud",
    streets=(Street.THIRD, Street.FOURTH),
    deck=STANDARD_DECK,
    max_seats=8,
    description="two-street test stud: one down and one up, then one up",
)


def _strength(hand, seat):
    return max(card.index for card in hand.cards(seat))


class MiniGame:
    """Procedure for the mini game: plans, limits, bring-in, first to act, awards (highest single card wins)."""

    @floorcall.hookimpl
    def floorcall_register_games(self, register: Callable[[GameSpec], None]) -> None:
        register(MINI)

    @floorcall.hookimpl
    def floorcall_register_options(self, register):
        register(OptionSpec(name="mini-double-fourth", default=False, description="big bet on fourth street"))

    @floorcall.hookimpl(trylast=True)
    def floorcall_plan_street(self, hand, street):
        if hand.game.name != "mini":
            return None
        if street is Street.THIRD:
            return StreetPlan(street=street, hole=(False, True))
        return StreetPlan(street=street, burn=True, hole=(True,), reserve=1)

    @floorcall.hookimpl(trylast=True)
    def floorcall_plan_betting(self, hand, street):
        if hand.game.name != "mini":
            return None
        stakes = hand.stakes
        if street is Street.THIRD:
            return StreetBetting(
                structure=Structure.FIXED_LIMIT, bet=stakes.small_bet, bring_in=stakes.bring_in, max_bets=4
            )
        big = hand.options.get("mini-double-fourth", False)
        return StreetBetting(
            structure=Structure.FIXED_LIMIT, bet=stakes.big_bet if big else stakes.small_bet, max_bets=4
        )

    @floorcall.hookimpl(trylast=True)
    def floorcall_pick_bring_in(self, hand):
        if hand.game.name != "mini":
            return None
        return min(hand.live_seats, key=lambda s: hand.upcards(s)[-1].index)

    @floorcall.hookimpl(trylast=True)
    def floorcall_pick_first_to_act(self, hand, street):
        if hand.game.name != "mini":
            return None
        return max(hand.live_seats, key=lambda s: max(c.index for c in hand.upcards(s)))

    @floorcall.hookimpl(trylast=True)
    def floorcall_award_pots(self, hand, pots):
        if hand.game.name != "mini":
            return None
        high = {seat: _strength(hand, seat) for seat in hand.live_seats}
        return award_pots(pots, high, high_order=lambda seats: sorted(seats))


class TestBook:
    """A rulebook for tests: answers exposed downcards, boxed cards and fouled decks."""

    __test__ = False

    @floorcall.hookimpl
    def floorcall_register_rulebooks(self, register):
        register(RulebookSpec(name="test-book", description="rulebook for core tests"))

    @floorcall.hookimpl
    def floorcall_rule_irregularity(self, irregularity, hand):
        if isinstance(irregularity, DowncardExposed):
            return Ruling(
                kind=RulingKind.CONTINUE,
                remedies=(PlaysAsUpcard(seat=irregularity.seat), NextCardDown(seat=irregularity.seat)),
                citations=("TDA2024-RP10-A",),
                explanation="The exposed card becomes his upcard and his next card comes down.",
            )
        if isinstance(irregularity, CardToWrongSeat):
            return Ruling(
                kind=RulingKind.MISDEAL,
                remedies=(RedealExact(),),
                citations=("TDA2024-35A.2",),
                explanation="A card to the wrong seat: the hand is dealt again.",
            )
        if isinstance(irregularity, BoxedCardFound):
            return Ruling(
                kind=RulingKind.MISDEAL,
                remedies=(RedealExact(),),
                citations=("TDA2024-35A.1",),
                explanation="Two boxed cards on the deal: the hand is dealt again.",
            )
        if isinstance(irregularity, DeckFouled):
            return Ruling(
                kind=RulingKind.VOID,
                remedies=(ReturnAllChips(),),
                citations=("TDA2024-35E.2",),
                explanation="A fouled deck voids the hand and every chip goes back.",
            )
        return None


class KillOnExposure:
    """House plugin for tests: an exposed downcard kills the hand it went to."""

    @floorcall.hookimpl
    def floorcall_rule_irregularity(self, irregularity, hand):
        if isinstance(irregularity, DowncardExposed):
            return Ruling(
                kind=RulingKind.DEAD_HAND,
                remedies=(KillHand(seat=irregularity.seat),),
                citations=("HOUSE:kill-exposed:1",),
                explanation="Here an exposed downcard kills the hand.",
            )
        return None
