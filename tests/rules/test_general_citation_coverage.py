"""Every clause of seed 002 (TDA 2024 rule 35) is cited, spelled exactly, by a ruling the tda-2024 plugin returns.

Each clause is asked on the button-game fixture (``duo``, or ``duo-draw`` for the draw clause) before or after
substantial action; the ruling is only asked for here, and carried out in test_general_cases / test_general_engine.
"""

import pytest

from floorcall import (
    BoxedCardFound,
    Card,
    CardToWrongSeat,
    DeckFouled,
    DowncardExposed,
    FoulReason,
    NonStandardCard,
    PenaltySeatDealt,
    Street,
    WrongCardCount,
)
from tests.rules.general_helpers import act, call, floor, start

SEATS = {s: 1000 for s in range(1, 5)}
PRE = Street.PREFLOP


def _fresh(game="duo", **kwargs):
    return start(floor(game), game, SEATS, button=4, **kwargs)


def _after_sa():
    hand = _fresh()
    act(hand, call(3), call(4))
    assert hand.view.substantial_action
    return hand


def _redeal_of_penalised():
    from floorcall import CardDealt

    hand = _fresh(penalty=(2,))
    hand.apply(CardDealt(seat=3, card=hand.next_card))
    return hand.redeal()


SCENARIOS = {
    "TDA2024-35A.1": (_fresh, BoxedCardFound(count=2)),
    "TDA2024-35A.2": (_fresh, CardToWrongSeat(seat=2, expected_seat=1, street=PRE, first_card=True)),
    "TDA2024-35A.3": (_fresh, CardToWrongSeat(seat=7, expected_seat=1, street=PRE, entitled=False)),
    "TDA2024-35A.4": (_fresh, WrongCardCount(seat=2, held=0, expected=2, street=PRE)),
    "TDA2024-35A.5": (_fresh, WrongCardCount(seat=2, held=3, expected=2, street=PRE)),
    "TDA2024-35A.6": (_fresh, NonStandardCard(card=Card.BLACK_JOKER, seat=1, street=PRE)),
    "TDA2024-35A.7": (_fresh, DowncardExposed(seat=1, card=Card("Ah"), street=PRE, initial_deal=True)),
    "TDA2024-35A.8": (lambda: _fresh("duo-draw"), DowncardExposed(seat=1, street=Street.PREDRAW, initial_deal=True)),
    "TDA2024-35B": (_fresh, CardToWrongSeat(seat=1, expected_seat=4, street=PRE)),
    "TDA2024-35C.1": (_fresh, BoxedCardFound(count=2)),
    "TDA2024-35C.2": (lambda: _fresh(away=(3,)), BoxedCardFound(count=2)),
    "TDA2024-35C.3": (_redeal_of_penalised, PenaltySeatDealt(seat=2)),
    "TDA2024-35D.1": (_after_sa, WrongCardCount(seat=1, held=3, expected=2, street=PRE)),
    "TDA2024-35D.2": (_after_sa, NonStandardCard(card=Card.RED_JOKER, seat=1, street=PRE)),
    "TDA2024-35E.1": (_after_sa, DeckFouled(reason=FoulReason.DUPLICATE, card=Card("Kd"))),
    "TDA2024-35E.2": (_fresh, DeckFouled(reason=FoulReason.HOUSE, detail="a card with another back")),
    "TDA2024-35E.3": (_fresh, DeckFouled(reason=FoulReason.HOUSE, hand_over=True, next_hand_begun=True)),
}


def test_every_seed_002_clause_has_a_scenario():
    clauses = [f"TDA2024-35A.{n}" for n in range(1, 9)] + ["TDA2024-35B"]
    clauses += [f"TDA2024-35C.{n}" for n in (1, 2, 3)] + ["TDA2024-35D.1", "TDA2024-35D.2"]
    clauses += [f"TDA2024-35E.{n}" for n in (1, 2, 3)]
    assert sorted(SCENARIOS) == sorted(clauses)


@pytest.mark.parametrize("clause", sorted(SCENARIOS))
def test_tda_2024_seed_002_clause_is_cited(clause):
    make, irregularity = SCENARIOS[clause]
    hand = make()
    ruling = hand.floor.rule(irregularity, hand.view)
    assert clause in ruling.citations, (clause, ruling.citations)
