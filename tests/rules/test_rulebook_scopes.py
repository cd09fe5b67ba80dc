"""Contract, statically: in every rulebook, no two rules can answer the same irregularity in the same game.

Read from what the rules declare (their scopes, topics and ``yields_to``), over every installed game, without
playing a hand; the generated corpus of ``test_rulebook_contract`` checks the same at every step of its hands and
that some rule answers each irregularity it reports. A book bound to the book it falls back to is checked with its
adopted rules in their sources' scopes.
"""

import typing

import pytest

from floorcall import AnyIrregularity
from floorcall._plugins import discover
from floorcall.model.irregularities import DowncardExposed
from floorcall.rulekit import Rule, Rulebook
from floorcall.rulekit.contract import contract_problems
from floorcall.rulekit.games import board_game, stud_game

CATALOG = discover()
BOOKS = {name: info.obj for name, (info, _) in CATALOG.rulebooks.items() if isinstance(info.obj, Rulebook)}
GAMES = {name: spec for name, (_, spec) in CATALOG.games.items()}
KINDS = typing.get_args(AnyIrregularity)


def _bound(book):
    if book.fallback is None:
        return book
    return book.with_fallback(BOOKS[book.fallback.book])


@pytest.mark.parametrize("name", sorted(BOOKS))
def test_no_two_rules_of_a_book_answer_one_question_in_any_game(name):
    problems = contract_problems(_bound(BOOKS[name]), GAMES, KINDS)
    assert not problems, "\n".join(map(str, problems))


def _book(*rules):
    spec = next(iter(BOOKS.values())).spec
    return Rulebook(spec, rules=rules)


def _never(irregularity, hand):
    return None


def test_two_rules_in_one_scope_with_nothing_between_them_are_reported():
    book = _book(Rule("HOUSE:t:1", (DowncardExposed,), _never), Rule("HOUSE:t:2", (DowncardExposed,), _never))
    problems = contract_problems(book, {"stud": GAMES["stud"]}, KINDS)
    assert [(p.game, p.irregularity, p.rule_ids) for p in problems] == [
        ("stud", "DowncardExposed", ("HOUSE:t:1", "HOUSE:t:2"))
    ]


def test_disjoint_scopes_a_shared_topic_or_a_yield_set_two_rules_apart():
    def topic(irregularity, hand):
        return "HOUSE:t:3"

    apart = [
        (
            Rule("HOUSE:t:1", (DowncardExposed,), _never, scope=stud_game),
            Rule("HOUSE:t:2", (DowncardExposed,), _never, scope=board_game),
        ),
        (
            Rule("HOUSE:t:3", (DowncardExposed,), _never, topic=topic),
            Rule("HOUSE:t:4", (DowncardExposed,), _never, topic=topic),
        ),
        (
            Rule("HOUSE:t:5", (DowncardExposed,), _never, yields_to=("HOUSE:t:6",)),
            Rule("HOUSE:t:6", (DowncardExposed,), _never),
        ),
    ]
    for first, second in apart:
        assert contract_problems(_book(first, second), GAMES, KINDS) == [], (first.id, second.id)


def test_a_scope_that_reads_the_hand_beyond_its_game_is_reported():
    def late_street(hand):
        return hand is not None and hand.street.value > 3

    book = _book(Rule("HOUSE:t:1", (DowncardExposed,), _never, scope=late_street))
    problems = contract_problems(book, {"stud": GAMES["stud"]}, KINDS)
    assert [(p.rule_ids, p.detail) for p in problems] == [(("HOUSE:t:1",), "street")]
