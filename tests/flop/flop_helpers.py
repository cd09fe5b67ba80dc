"""Helpers for the flop tests: a floor with the five flop games, and hands dealt from a script or a shuffled deck."""

from __future__ import annotations

import random

import floorcall_flop.lhe
import floorcall_flop.nlhe
import floorcall_flop.nlhe_short
import floorcall_flop.o8
import floorcall_flop.plo
from floorcall import (
    SHORT_DECK,
    STANDARD_DECK,
    BoardCardDealt,
    CardBurned,
    CardDealt,
    Hand,
    HandStarted,
    OptionSetting,
    SeatSetup,
    Stakes,
    Table,
)
from floorcall._app.simulate import deal_next, new_hand
from floorcall.cards import parse_cards
from floorcall.model.expectations import ExpectBoardCard, ExpectBurn, ExpectDeal
from floorcall.testing import catalog_of, make_floor

PLUGINS = {
    "lhe": floorcall_flop.lhe.plugin,
    "nlhe": floorcall_flop.nlhe.plugin,
    "nlhe-short": floorcall_flop.nlhe_short.plugin,
    "plo": floorcall_flop.plo.plugin,
    "o8": floorcall_flop.o8.plugin,
}
GAMES = tuple(PLUGINS)
LIMIT_GAMES = ("lhe", "o8")
#: Blinds 50-100: limit 100/200, or a minimum bet of 100 in pot and no limit.
LIMIT_STAKES = Stakes(small_bet=100, big_bet=200, blinds=(50, 100))
BIG_BET_STAKES = Stakes(small_bet=100, blinds=(50, 100))


def stakes_for(game):
    return LIMIT_STAKES if game in LIMIT_GAMES else BIG_BET_STAKES


def flop_catalog():
    return catalog_of(PLUGINS)


def flop_floor(games=GAMES, options=None):
    """A fresh floor with the flop plugins given inline (no entry points needed)."""
    return make_floor(games=list(games), options=options, plugins=PLUGINS, installed=False)


def started(game, stacks, button, stakes=None, options=()):
    """The first event of a hand at a house-dealt table: ``stacks`` is seat -> chips."""
    table = Table(seats=tuple(SeatSetup(seat=s, stack=c) for s, c in sorted(stacks.items())), button=button)
    return HandStarted(
        game=game,
        table=table,
        stakes=stakes or stakes_for(game),
        options=tuple(OptionSetting(name=name, value=value) for name, value in options),
    )


def shuffled_hand(floor, game, stacks, button, seed=1, stakes=None, options=()):
    """A hand dealt from a seeded shuffle, dealt up to its first betting action."""
    hand = new_hand(floor, started(game, stacks, button, stakes, options), random.Random(seed))
    deal_until_action(hand)
    return hand


def deal_until_action(hand):
    """Deal, burn and turn board cards from the known stub until the hand expects something else; return that."""
    while True:
        exp = hand.expected()
        event = deal_next(hand, exp)
        if event is None:
            return exp
        hand.apply(event)


class ScriptedDeal:
    """Deal each seat its scripted hole cards and the board in order; burns come from cards nobody was given."""

    def __init__(self, holes, board="", deck=STANDARD_DECK):
        self.holes = {seat: list(parse_cards(text)) for seat, text in holes.items()}
        self.board = list(parse_cards(board))
        used = [card for cards in self.holes.values() for card in cards] + self.board
        assert len(used) == len(set(used)), "a card is scripted twice"
        self.spare = [card for card in deck.cards if card not in used]

    def until_action(self, hand):
        """Deal, burn and turn until the hand expects something else; return that expectation."""
        while True:
            exp = hand.expected()
            if isinstance(exp, ExpectDeal):
                hand.apply(CardDealt(seat=exp.seat, card=self.holes[exp.seat].pop(0), face_up=exp.face_up))
            elif isinstance(exp, ExpectBurn):
                hand.apply(CardBurned(card=self.spare.pop()))
            elif isinstance(exp, ExpectBoardCard):
                hand.apply(BoardCardDealt(card=self.board.pop(0)))
            else:
                return exp


def scripted_hand(floor, game, stacks, button, holes, board="", stakes=None, options=()):
    """Start a hand and deal its first street from a script; return the hand, its dealer and what it expects."""
    deck = SHORT_DECK if game == "nlhe-short" else STANDARD_DECK
    hand = Hand(floor, started(game, stacks, button, stakes, options))
    dealer = ScriptedDeal(holes, board, deck)
    return hand, dealer, dealer.until_action(hand)


def total_chips(hand):
    """Chips behind plus chips in the pot; once the hand is over the pot has been paid into the stacks."""
    if hand.outcome is not None:
        return sum(s.stack for s in hand.seats.values())
    return sum(s.stack + s.contributed for s in hand.seats.values())
