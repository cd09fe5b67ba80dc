"""Contract: every irregularity the engine detects itself gets a ruling under each built-in rulebook, in every game.

The engine finds four things on its own: a seat on penalty dealt in (or a player away from the table), a seat
holding the wrong number of cards when the initial deal is complete, a stub too short for a street, and a draw's
stub exhausted. Hands of every installed game are driven into each under every built-in rulebook: a full table
where nobody folds (the stub runs short in stud, the draw's stub runs out when everyone draws five), a penalised and
an absent seat, and a card dealt to the wrong seat during the initial deal. None may meet an irregularity nobody
rules on, or a ruling the engine cannot carry out, and each must reach its end with every chip accounted for.
"""

import random
from itertools import pairwise

import pytest

from floorcall import (
    BringInPosted,
    CardDealt,
    CheckedOrCalled,
    HandStarted,
    IrregularityReported,
    PenaltySeatDealt,
    PlayerAbsent,
    RulingApplied,
    SeatSetup,
    StubExhausted,
    StubShort,
    Table,
    WrongCardCount,
)
from floorcall._app.simulate import new_hand, next_event
from floorcall.model.expectations import ExpectDeal, HandOver
from floorcall.testing import make_floor
from tests.rules.test_rulebook_contract import BOOKS, CATALOG, GAMES, _stakes

STACK = 100_000


def _calls(options, rng):
    """Nobody folds: post the bring-in when owed, else check or call."""
    if options.bring_in is not None and not options.can_fold:
        return BringInPosted(seat=options.seat)
    return CheckedOrCalled(seat=options.seat)


def _draw_five(cards, rng):
    return tuple(cards)


def _hand(book, game, seed, *, penalty=(), away=()):
    floor = make_floor(games=(game,), rulebook=book)
    seats = CATALOG.games[game][1].max_seats
    table = Table(
        seats=tuple(
            SeatSetup(seat=s, stack=STACK, penalty=s in penalty, present=s not in away) for s in range(1, seats + 1)
        ),
        button=seats,
    )
    return new_hand(floor, HandStarted(game=game, table=table, stakes=_stakes(game)), random.Random(seed))


def _play(hand, seed, misdeal_card=False):
    rng = random.Random(seed)
    for _ in range(3000):
        exp = hand.expected()
        if isinstance(exp, HandOver):
            return hand
        full = len(hand.seats[1].cards) == len(hand.cursor.plan.hole)
        if misdeal_card and isinstance(exp, ExpectDeal) and hand.initial_deal and exp.seat != 1 and full:
            misdeal_card = False  # seat 1, dealt all his cards, takes the next seat's: one too many, one short
            hand.apply(CardDealt(seat=1, card=hand.next_card, face_up=exp.face_up))
            continue
        hand.apply(next_event(hand, exp, rng, policy=_calls, draw_policy=_draw_five))
    raise AssertionError("the hand did not end")


def _detected(hand):
    found = []
    for event, following in pairwise(hand.events):
        if isinstance(event, IrregularityReported) and event.detected and isinstance(following, RulingApplied):
            found.append(type(event.irregularity))
    return found


def _chips(hand):
    return sum(seat.stack for seat in hand.seats.values())


@pytest.mark.parametrize("book", sorted(BOOKS))
@pytest.mark.parametrize("game", GAMES)
def test_every_detection_of_the_engine_gets_a_ruling(book, game):
    found = set()
    seats = CATALOG.games[game][1].max_seats
    for seed in range(2):
        for kwargs in ({}, {"penalty": (2,), "away": (3,)}):
            hand = _play(_hand(book, game, seed, **kwargs), seed)
            assert _chips(hand) == seats * STACK
            found.update(_detected(hand))
        hand = _play(_hand(book, game, seed), seed, misdeal_card=True)
        found.update(_detected(hand))
        assert _chips(hand) == seats * STACK
    assert {PenaltySeatDealt, PlayerAbsent} <= found, found
    assert WrongCardCount in found or hand.outcome.value == "misdeal", found
    game_spec = CATALOG.games[game][1]
    if game_spec.upcards and game_spec.hand_cards * seats > game_spec.deck.size:
        assert StubShort in found, found
    if game_spec.draws == 3:
        assert StubExhausted in found, found
