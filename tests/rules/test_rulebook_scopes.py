"""Contract, statically: in every rulebook, exactly one rule answers each irregularity in each game it can arise in.

Read from what the rules declare (their scopes, topics and ``yields_to``), over every installed game, without
playing a hand; the generated corpus of ``test_rulebook_contract`` checks the same at every step of its hands and
that some rule answers each irregularity it reports. A book bound to the book it falls back to is checked with its
adopted rules in their sources' scopes.
"""

import typing

import pytest

from floorcall import AnyIrregularity
from floorcall._plugins import discover
from floorcall.model.irregularities import (
    DiscardsChanged,
    DowncardExposed,
    DrawCardToWrongSeat,
    DrawOutOfTurn,
    FirstActionDisputed,
    ImpossibleCall,
    OpenerMisnamed,
    OwnDowncardExposed,
    SeatSkipped,
    StubExhausted,
    StubShort,
    UpcardDealtDown,
    UpcardsLifted,
    WrongBringIn,
)
from floorcall.rulekit import Rule, Rulebook
from floorcall.rulekit.contract import contract_problems, rules_in_scope
from floorcall.rulekit.games import board_game, draw_game, stud_game

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


#: Where the engine lets an irregularity arise, by the game's traits (its report checks and its own findings): the
#: stud questions need upcards, the draw's need a draw; every other type can arise in every game.
ARISES_IN = {
    **{
        kind: stud_game
        for kind in (
            FirstActionDisputed,
            ImpossibleCall,
            OpenerMisnamed,
            OwnDowncardExposed,
            SeatSkipped,
            StubShort,
            UpcardDealtDown,
            UpcardsLifted,
            WrongBringIn,
        )
    },
    **{kind: draw_game for kind in (DiscardsChanged, DrawCardToWrongSeat, DrawOutOfTurn, StubExhausted)},
}


class _Game:
    def __init__(self, spec):
        self.game = spec


@pytest.mark.parametrize("name", sorted(BOOKS))
def test_some_rule_of_a_book_answers_each_irregularity_in_every_game_where_it_can_arise(name):
    """With the first test, exactly one: a fault of the deal in a flop game or a stud street's missed burn once found
    no rule at all, which this listing showed."""
    book = _bound(BOOKS[name])
    unanswered = []
    for game, spec in GAMES.items():
        for kind in KINDS:
            if kind in ARISES_IN and not ARISES_IN[kind](_Game(spec)):
                continue
            behind = book.behind is not None and rules_in_scope(book.behind, kind, spec)
            if not rules_in_scope(book, kind, spec) and not behind:
                unanswered.append((game, kind.__name__))
    assert unanswered == []
