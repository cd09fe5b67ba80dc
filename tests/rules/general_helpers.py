"""Helpers for the general-irregularity tests: floors with a rulebook, and hands driven to a chosen moment.

Hands are dealt from a deck the engine shuffles (seeded), so every card is known and ``hand.next_card`` is the
stub's top; irregular events are built from it.
"""

from __future__ import annotations

import importlib
import random

import floorcall_flop.nlhe
import floorcall_flop.nlhe_short
import floorcall_flop.plo
import floorcall_stud.stud
from floorcall import (
    BoardCardDealt,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    Folded,
    HandStarted,
    OptionSetting,
    SeatSetup,
    Stakes,
    Table,
)
from floorcall._app.simulate import deal_next, new_hand
from floorcall.model.expectations import ExpectAction, ExpectBoardCard, ExpectBurn, ExpectDeal, HandOver
from floorcall.testing import make_floor
from tests.support.button_game import ButtonGame

BOOKS = {"tda-2024": "floorcall_tda2024", "rrop": "floorcall_rrop"}
GAME_PLUGINS = {
    "stud": floorcall_stud.stud.plugin,
    "nlhe": floorcall_flop.nlhe.plugin,
    "nlhe-short": floorcall_flop.nlhe_short.plugin,
    "plo": floorcall_flop.plo.plugin,
    "button-game": ButtonGame(),
}
GAMES_OF = {"stud": "stud", "nlhe": "nlhe", "nlhe-short": "nlhe-short", "plo": "plo", "duo": "button-game"}
GAMES_OF["duo-draw"] = "button-game"

STUD_STAKES = Stakes(ante=100, bring_in=100, small_bet=400, big_bet=800)
BLIND_STAKES = Stakes(small_bet=100, big_bet=200, blinds=(50, 100))


def floor(game, rulebook="tda-2024", options=None):
    """A fresh floor with one game and a rulebook (house options as given)."""
    plugins = {GAMES_OF[game]: GAME_PLUGINS[GAMES_OF[game]], rulebook: importlib.import_module(BOOKS[rulebook]).plugin}
    return make_floor(games=[game], rulebook=rulebook, options=options, plugins=plugins, installed=False)


def start(floor_, game, seats, *, button=None, seed=1, stakes=None, away=(), penalty=(), options=()):
    """A hand dealt from a seeded shuffle; ``seats`` maps seat -> chips; ``away`` and ``penalty`` list seats."""
    table = Table(
        seats=tuple(
            SeatSetup(seat=s, stack=c, present=s not in away, penalty=s in penalty) for s, c in sorted(seats.items())
        ),
        button=button,
    )
    if stakes is None:
        stakes = STUD_STAKES if game == "stud" else BLIND_STAKES
    started = HandStarted(
        game=game,
        table=table,
        stakes=stakes,
        options=tuple(OptionSetting(name=n, value=v) for n, v in options),
    )
    return new_hand(floor_, started, random.Random(seed))


def step(hand):
    """Apply the regular dealing event the hand expects; False when it expects something else."""
    event = deal_next(hand, hand.expected())
    if event is None:
        return False
    hand.apply(event)
    return True


def deal_cards(hand, count):
    """Deal ``count`` regular cards (burns and board cards count too)."""
    for _ in range(count):
        assert step(hand), hand.expected()


def deal_out(hand):
    """Deal until the hand expects anything but a card; return that expectation."""
    while step(hand):
        pass
    return hand.expected()


def passive(options):
    """Post the bring-in when owed, check when possible, otherwise call."""
    from floorcall import BringInPosted

    if options.bring_in is not None:
        return BringInPosted(seat=options.seat)
    return CheckedOrCalled(seat=options.seat)


def act(hand, *events):
    """Apply actions in order, dealing any cards due in between."""
    for event in events:
        deal_out(hand)
        exp = hand.expected()
        assert isinstance(exp, ExpectAction) and exp.seat == event.seat, (exp, event)
        hand.apply(event)


def play_to(hand, street, policy=passive):
    """Deal and act passively until the first action of ``street``; return that expectation."""
    while True:
        exp = deal_out(hand)
        if isinstance(exp, ExpectAction) and exp.street is street:
            return exp
        if isinstance(exp, HandOver):
            raise AssertionError(f"the hand ended before {street}")
        assert isinstance(exp, ExpectAction), exp
        hand.apply(policy(exp.options))


def fold(seat):
    return Folded(seat=seat)


def call(seat):
    return CheckedOrCalled(seat=seat)


def stacks_plus_pot(hand):
    """Every chip at the table: stacks plus what is in the pot while the hand runs."""
    if hand.outcome is not None:
        return sum(s.stack for s in hand.seats.values())
    return sum(s.stack + s.contributed for s in hand.seats.values())


__all__ = [
    "BoardCardDealt",
    "CardBurned",
    "CardDealt",
    "ExpectBoardCard",
    "ExpectBurn",
    "ExpectDeal",
]


def finish(hand, seed=0):
    """Play the hand to its end passively (checks and calls), showing hands at showdown."""
    from floorcall._app.simulate import play

    return play(hand, random.Random(seed), policy=lambda options, rng: passive(options))


def to_board_card(hand, street, policy=passive):
    """Deal and act passively until the hand expects the first board card of ``street`` (after its burn)."""
    for _ in range(500):
        exp = hand.expected()
        if isinstance(exp, ExpectBoardCard) and hand.street is street:
            return exp
        if isinstance(exp, ExpectAction):
            hand.apply(policy(exp.options))
        else:
            assert step(hand), exp
    raise AssertionError(f"never reached the {street} board card")
