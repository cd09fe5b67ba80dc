"""The TDA wager situations of test_wager_rulings played under wsop-2024: the same correction, the WSOP clause cited.

WSOP tournament rules 90 to 103 state the TDA's wager rules (the catalog's "=" notes); under wsop-2024 each ruling
moves the same chips, cites the WSOP clause in place of the TDA rule and is given by the WSOP rule.
"""

from __future__ import annotations

import pytest

from floorcall import RulingKind, WagerStandsAs
from floorcall_wsop2024.adopted import RECITES
from tests.wagers.test_wager_rulings import CASES, TDA, _ruled

#: the TDA wager rule -> the WSOP tournament clause that states it
CLAUSES = {
    "TDA2024-40C": "WSOP24T-90",
    "TDA2024-43A": "WSOP24T-95",
    "TDA2024-44": "WSOP24T-97",
    "TDA2024-45": "WSOP24T-92",
    "TDA2024-47A": "WSOP24T-96",
    "TDA2024-48": "WSOP24T-100",
    "TDA2024-52A": "WSOP24T-90e",
    "TDA2024-52B": "WSOP24T-90e",
    "TDA2024-54D": "WSOP24T-102",
    "TDA2024-55": "WSOP24T-90b.1",
    "TDA2024-56": "WSOP24T-103",
}
#: the TDA rule -> the WSOP rule that adopts it, where the clause holds two of the TDA's rules
RULES = {**CLAUSES, "TDA2024-52B": "WSOP24T-90e#pot-count"}
WSOP_CASES = [c for c in CASES if c[1] == TDA]


def test_the_clauses_are_the_books_recitations():
    assert {tda: RECITES[tda] for tda in CLAUSES} == CLAUSES


@pytest.mark.parametrize(("rule_id", "make", "event", "cited", "remedy"), [(c[0], *c[2:]) for c in WSOP_CASES])
def test_the_wsop_book_makes_the_tda_correction_and_cites_the_wsop_clause(rule_id, make, event, cited, remedy):
    tda_hand, wsop_hand = make(TDA), make("wsop-2024")
    tda_ruling, tda_moved = _ruled(tda_hand, event(tda_hand))
    made = event(wsop_hand)
    ruling, moved = _ruled(wsop_hand, made)
    assert ruling.kind is RulingKind.CONTINUE
    assert (ruling.remedies, moved) == (tda_ruling.remedies, tda_moved)
    assert isinstance(ruling.remedies[0], WagerStandsAs)
    assert ruling.citations == tuple(dict.fromkeys(CLAUSES.get(c, c) for c in cited))
    assert wsop_hand.events[-1].ruled_by == f"wsop-2024/{RULES.get(rule_id, rule_id)}"
