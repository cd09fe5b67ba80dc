"""Contract: in every rulebook at most one rule answers any (irregularity, hand), over a generated corpus.

The corpus: every installed game under every rulebook, with its defaults and with every string option of the book
turned to another choice, simulated from seeded shuffles with irregularities injected and ruled (so that rules
reading what was ruled before are reached too); at every step of every hand one irregularity of each type, its fields
drawn from the hand as it stands, is put to each rulebook without being applied. The shared cases run through the
same check in their own tests, because a rulebook built with the rule kit raises ``RuleConflictError`` whenever two
of its rules answer.

The never-fail contract runs on the same corpus: every report a rule answers, and at every action an action out of
turn, a wager that is not plain and the wagers off the structure (a barred raise, one over the limit, "pot", an
ambiguous amount, a check when the bring-in is owed), is applied to a copy of the hand, which must then play on to
its end: no ruling the engine cannot carry out, no irregularity nobody rules on. Every rule of each book must answer
somewhere in the corpus, but for the few listed in ``NOT_YET_REACHED``.
"""

import random
import typing
from enum import Enum

import msgspec
import pytest

from floorcall import (
    AnyIrregularity,
    BetOrRaisedTo,
    BringInPosted,
    Card,
    CheckedOrCalled,
    FloorcallError,
    Folded,
    Hand,
    HandStarted,
    IrregularityReported,
    RulingApplied,
    SeatSetup,
    Stakes,
    Table,
    WagerIncorrect,
    WagerMade,
)
from floorcall._app.inject import inject, wager_irregularity
from floorcall._app.simulate import new_hand, next_event
from floorcall._plugins import discover
from floorcall.errors import NoRulingError, PluginAnswerError, PluginError
from floorcall.model.expectations import ExpectAction, HandOver
from floorcall.model.wagers import SaidAmount, SaidPot
from floorcall.rulekit import Rulebook
from floorcall.testing import make_floor

CATALOG = discover()
BOOKS = {name: info.obj for name, (info, _) in CATALOG.rulebooks.items() if isinstance(info.obj, Rulebook)}
GAMES = sorted(CATALOG.games)
KINDS = typing.get_args(AnyIrregularity)
HANDS_PER_GAME = 10
#: Rules the generated corpus does not reach yet (the wager situations its seeded hands seldom build: a capped round,
#: short all-ins that do not re-open, "pot" in pot limit, a check-raise in limit A-5, a held wager, a wager taken
#: unnoticed and reported later). Each has tests of its own (tests/wagers, tests/draw/test_a5_joker.py,
#: tests/rules/test_stud_seed_000.py, tests/rules/test_general_flop_more.py); the list may only shrink: a rule
#: reached must come off it. The seeded corpus moves whenever the simulator injects something new, so it runs 10 hands
#: a game (at 5, each such change lost a few rules).
NOT_YET_REACHED = {
    "tda-2024": {
        "TDA2024-47A",
        "TDA2024-47B",
        "TDA2024-52B",
        "TDA2024-54B",
        "WSOP24T-7CS.3",
    },
    # the TDA rules wsop-2024 adopts that the corpus does not reach under tda-2024 either (TDA2024-52B, 47A)
    # WSOP24T-RAZZ (a disputed first action on a razz street with tied boards: tests/rules/test_wsop_board_ties.py)
    # left the corpus when the stud burns and the faults of the deal began to be ruled
    "wsop-2024": {"WSOP24T-90e#pot-count", "WSOP24T-96", "WSOP24T-RAZZ"},
    "rrop": {
        "RROP-A5-2",
        "RROP-BET-6",
        # a misnamed stud opener who acts (tests/rules/test_stud_seed_000.py), out of the corpus since the same change
        "RROP-ES-STUD-IRR-10#acts",
        "RROP-NL-4",
        "RROP-NL-5",
        "WSOP24L-138",
    },
}


def _stakes(game):
    needed = set(CATALOG.games[game][1].stakes_needed)
    return Stakes(
        ante=1 if "bring_in" in needed else 0,
        bring_in=2 if "bring_in" in needed else None,
        small_bet=5,
        big_bet=10 if "big_bet" in needed else None,
        blinds=(1, 2) if "blinds" in needed else (),
    )


def _other_choices(book):
    """Every string option of the book set to a choice other than its default."""
    return {spec.name: spec.choices[-1] for spec in book.options if spec.choices and spec.choices[-1] != spec.default}


def _value(field, view, rng):
    name, kind = field.name, field.type
    seats = list(view.seats)
    if isinstance(kind, type) and issubclass(kind, Enum) and kind is not Card and name != "street":
        return rng.choice(list(kind))
    if name in ("seat", "expected_seat", "reported_by", "proper_dealer"):
        if name not in ("seat", "expected_seat") and rng.random() < 0.3:
            return None
        ruled = [getattr(e.irregularity, "seat", None) for e in view.events if isinstance(e, RulingApplied)]
        ruled = [seat for seat in ruled if seat is not None]
        return rng.choice(ruled) if ruled and rng.random() < 0.5 else rng.choice(seats)
    if name == "street":
        return view.street
    if name == "card":
        return rng.choice([*Card.__members__.values()][:52])
    if name == "action":
        return rng.choice(("fold", "check", "call", "bet", "raise"))
    if name == "reason":
        return "wrong size"
    if name == "button":  # a misplaced button is reported at the seat where the table has it
        return view.table.button
    if name == "stakes":  # the next level: every amount doubled
        return msgspec.structs.replace(
            view.stakes,
            small_bet=view.stakes.small_bet * 2,
            blinds=tuple(2 * b for b in view.stakes.blinds),
            big_bet=None if view.stakes.big_bet is None else 2 * view.stakes.big_bet,
        )
    if name == "amount":
        return rng.choice((None, 5, 10, 20)) if "None" in str(kind) else rng.choice((5, 10, 20))
    origin = typing.get_args(kind) or (kind,)
    if kind is bool:
        return rng.random() < 0.5
    if kind is int or int in origin or "int" in str(kind):
        return rng.randint(0, 8)
    return field.default


_FIELDS = {kind: msgspec.structs.fields(kind) for kind in KINDS}


def _irregularity(kind, view, rng):
    values = {}
    for field in _FIELDS[kind]:
        values[field.name] = _value(field, view, rng)
    try:
        return msgspec.convert(values, kind, from_attributes=False)
    except msgspec.ValidationError:
        return None


def _hand(floor, game, seed):
    rng = random.Random(seed)
    players = min(6, CATALOG.games[game][1].max_seats)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=400) for s in range(1, players + 1)), button=players)
    started = HandStarted(game=game, table=table, stakes=_stakes(game))
    return new_hand(floor, started, rng), rng


def _report(hand, irregularity):
    """Report an irregularity to the hand and apply its ruling; False when the hand refuses it (nothing changed)."""
    try:
        hand.apply(IrregularityReported(irregularity=irregularity))
    except FloorcallError:
        return False
    return True


def _carried_out(hand, irregularity, failures, reached=None):
    """Report the irregularity to a copy of the hand: a ruling the engine cannot carry out is a failure.

    A report the hand refuses (it contradicts the hand, :mod:`floorcall._engine.claims`) is not: only a ruling given to
    a report the hand accepts must be one the engine can apply at that point, and the copy must then play on to the end
    (no later event meets a ruling it cannot carry out, or an irregularity nobody rules on).
    """
    _event_carried_out(hand, IrregularityReported(irregularity=irregularity), failures, reached)


def _out_of_turn(hand, expectation, rng):
    """An action by a seat other than the one to act (a bring-in where one is owed), as a wrong seat makes it."""
    if not isinstance(expectation, ExpectAction):
        return None
    others = [seat for seat in hand.live_seats() if seat != expectation.seat and hand.seats[seat].stack > 0]
    if not others:
        return None
    misnamed = [getattr(e.irregularity, "seat", None) for e in hand.events if isinstance(e, RulingApplied)]
    misnamed = [s for s in misnamed if s in others]
    seat = rng.choice(misnamed) if misnamed and rng.random() < 0.5 else rng.choice(others)
    if expectation.options.bring_in is not None:
        return BringInPosted(seat=seat)
    return rng.choice((CheckedOrCalled(seat=seat), Folded(seat=seat)))


def _wagers_off_the_structure(hand, expectation):
    """Wagers by the seat to act that the structure does not allow or the words leave unclear, made in turn.

    A raise when he may not raise (a capped round, one not re-opened, a check-raise barred), a wager over the limit
    (the pot, the fixed size) within his stack, "pot", an amount that can mean two totals, a check or call when he
    owes the bring-in, a fixed-limit bet between the two sizes an open pair allows (41 where 20 and 40 are legal),
    and a "raise" whose total is only the call.
    """
    if not isinstance(expectation, ExpectAction) or hand.betting is None:
        return []
    options, seat = expectation.options, expectation.seat
    stack, in_front, bet = hand.seats[seat].stack, hand.betting.wagers[seat], hand.started.stakes.small_bet
    made = []
    if options.bring_in is not None:
        made.append(CheckedOrCalled(seat=seat))
    can_raise = options.bet_to or options.min_to is not None
    if not can_raise and 0 < options.call < stack:
        made.append(BetOrRaisedTo(seat=seat, amount=in_front + options.call + bet))
    most = options.bet_to[-1] if options.bet_to else options.max_to
    if most is not None and most + bet <= in_front + stack:
        made.append(BetOrRaisedTo(seat=seat, amount=most + bet))
    if options.min_to is not None:
        least = options.min_to - in_front
        made.append(WagerMade(seat=seat, said=SaidPot()))
        made.append(WagerMade(seat=seat, said=SaidAmount(meanings=(least, least * 10))))
    if len(options.bet_to) > 1 and options.bet_to[0] + 1 <= in_front + stack:  # one chip over the smaller size
        made.append(BetOrRaisedTo(seat=seat, amount=options.bet_to[0] + 1))
    if can_raise and 0 < options.call < stack:  # a "raise" in turn whose total is only the call
        made.append(BetOrRaisedTo(seat=seat, amount=in_front + options.call))
    return made


def _ruled_by(hand, reached):
    """Add the rule IDs of every ruling in the hand's log (``RulingApplied.ruled_by`` is ``book/ID``)."""
    if reached is not None:
        reached.update(e.ruled_by.partition("/")[2] for e in hand.events if isinstance(e, RulingApplied) and e.ruled_by)


def _event_carried_out(hand, event, failures, reached=None):
    copy = Hand.from_events(hand.floor, hand.events, deck_order=hand.initial_order)
    irregularity = getattr(event, "irregularity", event)
    try:
        copy.apply(event)
    except (PluginError, NoRulingError) as exc:
        failures.append((hand.game.name, irregularity, repr(exc)))
        return
    except FloorcallError:
        return
    rng = random.Random(len(hand.events))
    for _ in range(400):
        expectation = copy.expected()
        if isinstance(expectation, HandOver):
            _ruled_by(copy, reached)
            return
        try:
            copy.apply(next_event(copy, expectation, rng))
        except (PluginError, NoRulingError, RuntimeError) as exc:
            failures.append((hand.game.name, irregularity, "later: " + repr(exc)))
            return
    _ruled_by(copy, reached)


def _first_time(seen, key):
    """Whether ``key`` is new to ``seen`` (and add it): a rule's ruling is carried out once for each kind of report at
    each street and each point of the procedure, not at every step where it answers the same way (the copies, replayed
    from the log, are the contract's whole cost)."""
    if key in seen:
        return False
    seen.add(key)
    return True


def _probe(book_name, book, game, options, failures=None, reached=None):
    floor = make_floor(games=(game,), rulebook=book_name, options=options)
    bound = floor.pm.get_plugin(book_name)
    probes = 0
    carried: set[tuple] = set()
    for seed in range(HANDS_PER_GAME):
        hand, rng = _hand(floor, game, seed)
        reported = False
        for _ in range(400):
            expectation = hand.expected()
            if isinstance(expectation, HandOver):
                break
            answered = []
            for kind in KINDS:
                irregularity = _irregularity(kind, hand.view, rng)
                if irregularity is None:
                    continue
                answers = bound.answers(irregularity, hand.view)
                assert len(answers) <= 1, (game, irregularity, [a.rule.id for a in answers])
                if reached is not None:
                    reached.update(a.rule.id for a in answers)
                answered += [(irregularity, answers[0].rule.id)] if answers else []
                probes += 1
            if failures is not None:
                for irregularity, rule_id in answered:
                    # a made-up wager reading is not carried out (wagers come as events)
                    if not isinstance(irregularity, WagerIncorrect) and _first_time(
                        carried, (rule_id, type(irregularity), hand.view.street, type(expectation))
                    ):
                        _carried_out(hand, irregularity, failures, reached)
                # actions the engine finds irregular itself: out of turn, a wager that is not plain, a barred raise
                for made in (_out_of_turn(hand, expectation, rng), wager_irregularity(hand, rng)):
                    if made is not None:
                        _event_carried_out(hand, made, failures, reached)
                for made in _wagers_off_the_structure(hand, expectation):
                    _event_carried_out(hand, made, failures, reached)
            if answered and rng.random() < 0.2 and _report(hand, rng.choice(answered)[0]):
                reported = True  # a ruled report: later questions see it in the log (rules that read what came before)
                continue
            event = inject(hand, rng) if rng.random() < 0.15 else None
            try:
                hand.apply(event or next_event(hand, expectation, rng))
            except (PluginAnswerError, NoRulingError):
                raise
            except (FloorcallError, RuntimeError):
                if not reported:
                    raise
                break  # a made-up report can leave a hand no simulation can finish: the questions asked so far count
    return probes


@pytest.mark.parametrize("book_name", sorted(BOOKS))
@pytest.mark.parametrize("game", GAMES)
def test_at_most_one_rule_answers_each_generated_question(book_name, game):
    book = BOOKS[book_name]
    assert _probe(book_name, book, game, None) > 100
    assert _probe(book_name, book, game, _other_choices(book)) > 100


def test_the_corpus_reaches_every_built_in_rulebook_and_game():
    assert {"tda-2024", "rrop", "wsop-2024"} <= set(BOOKS)
    assert {"stud", "stud5", "razz", "nlhe", "plo", "27td", "a5td", "badugi"} <= set(GAMES)


@pytest.mark.parametrize("book_name", sorted(BOOKS))
def test_every_rule_of_the_book_rules_in_the_corpus_and_every_ruling_can_be_carried_out(book_name):
    """Every rule function of the book, asked at every phase of generated hands of every game, picks a remedy the
    engine applies; and every rule of the book answers somewhere in the corpus (so none goes untested)."""
    book, failures, reached = BOOKS[book_name], [], set()
    for game in GAMES:
        _probe(book_name, book, game, None, failures, reached)
        if book.fallback is None:  # a book's other choices are those of the book it falls back to, probed under it
            _probe(book_name, book, game, _other_choices(book), failures, reached)
    assert not failures, failures[:5]
    unreached = set(book.rules) - reached
    assert sorted(unreached - NOT_YET_REACHED[book_name]) == [], sorted(unreached - NOT_YET_REACHED[book_name])
    reached_now = sorted(NOT_YET_REACHED[book_name] - unreached)
    assert reached_now == [], f"reached now: take {reached_now} off NOT_YET_REACHED"
