"""wsop-2024 against tda-2024 on a generated corpus: the same ruling wherever WSOP states the TDA's rule.

Seeded hands of a stud, a flop and a draw game are played under wsop-2024 with irregularities generated at every
step (the generator of the rulebook contract, tests/rules/test_rulebook_contract.py); each question is put to the
book and to the tda-2024 copy bound behind it. Where the answer is not one of the book's own rules (WSOP24T-88a.2,
88a.6, 88d.2), it must be tda-2024's ruling with its citations recited into the WSOP clauses (and the redeal's dead
hands of WSOP24T-88b added), given by the WSOP rule that adopts the TDA rule, or by the TDA rule itself where WSOP has
no clause. The WSOP rules the corpus reaches are named, so a WSOP clause that stops answering fails the test.
"""

import random
import typing

import pytest

from floorcall import AnyIrregularity, HandOver
from floorcall._app.simulate import next_event
from floorcall.errors import FloorcallError
from floorcall.testing import make_floor
from floorcall_wsop2024 import adopted, counts, deck, exposed, misdeals
from tests.rules.test_rulebook_contract import _hand, _irregularity

KINDS = typing.get_args(AnyIrregularity)
OWN = {each.id for each in (*counts.RULES, *exposed.RULES, *deck.RULES)}
ADOPTS = {each.decide.rule_id: each.id for each in adopted.RULES}
#: The WSOP rules the seeded corpus below reaches, by game (each must give a ruling somewhere in its game's hands).
REACHED = {
    "stud": {
        "WSOP24T-7CS.1",
        "WSOP24T-7CS.2",
        "WSOP24T-82",
        "WSOP24T-88a.1",
        "WSOP24T-88a.3",
        "WSOP24T-88a.5",
        "WSOP24T-88d.1",
        "WSOP24T-88d.2",
        "WSOP24T-90d",
        "WSOP24T-90f.d",
    },
    "nlhe": {
        "WSOP24T-82",
        "WSOP24T-88a.1",
        "WSOP24T-88a.3",
        "WSOP24T-88a.5",
        "WSOP24T-88a.7",
        "WSOP24T-88d.1",
        "WSOP24T-88d.2",
        "WSOP24T-90d",
    },
    "27td": {"WSOP24T-108", "WSOP24T-DRAW.1", "WSOP24T-DRAW.2", "WSOP24T-DRAW.7", "WSOP24T-82", "WSOP24T-88d.1"},
}
HANDS = 4


def _questions(game):
    """Every generated (irregularity, hand view) of the seeded hands of ``game`` under wsop-2024, and the book."""
    floor = make_floor(games=(game,), rulebook="wsop-2024")
    book = floor.pm.get_plugin("wsop-2024")
    asked = []
    for seed in range(HANDS):
        hand, rng = _hand(floor, game, seed)
        for _ in range(300):
            expectation = hand.expected()
            if isinstance(expectation, HandOver):
                break
            for kind in KINDS:
                irregularity = _irregularity(kind, hand.view, rng)
                if irregularity is not None:
                    asked.append((irregularity, hand.view))
            try:
                hand.apply(next_event(hand, expectation, random.Random(rng.random())))
            except FloorcallError:
                break
    return book, asked


@pytest.mark.parametrize("game", sorted(REACHED))
def test_wsop_gives_the_tda_ruling_recited_wherever_it_states_the_tda_rule(game):
    book, asked = _questions(game)
    reached = set()
    for irregularity, view in asked:
        [*mine] = book.answers(irregularity, view)
        theirs = book.behind.answers(irregularity, view)
        if not mine:
            assert not theirs, (irregularity, [a.rule.id for a in theirs])
            continue
        [answer] = mine
        reached.add(answer.rule.id)
        if answer.rule.id in OWN:
            continue
        [tda] = theirs
        assert answer.rule.id == ADOPTS.get(tda.rule.id, tda.rule.id), (irregularity, answer.rule.id, tda.rule.id)
        assert answer.ruling == misdeals.redeal_adjusted(book.fallback.recite(tda.ruling, None), view)
        assert not set(answer.ruling.citations) & set(adopted.RECITES), answer.ruling.citations
    assert REACHED[game] <= reached, sorted(REACHED[game] - reached)
