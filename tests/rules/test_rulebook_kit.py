"""The rule kit: rules by irregularity type and ID, one answer per question, and the draw option that now works."""

import random
import re
import sys

import pytest

import floorcall_rrop
import floorcall_tda2024
from floorcall import (
    BoxedCardFound,
    CardDealt,
    DowncardExposed,
    HandOutcome,
    HandStarted,
    PluginError,
    RulebookSpec,
    Ruling,
    RulingKind,
    SeatSetup,
    Stakes,
    Street,
    Table,
)
from floorcall._app.simulate import deal_next, new_hand
from floorcall.model.expectations import ExpectDeal
from floorcall.rulekit import Rule, Rulebook, RuleConflictError, rule
from floorcall.testing import make_floor
from tests.draw.draw_helpers import draw_floor

BOOKS = {"tda-2024": floorcall_tda2024.plugin, "rrop": floorcall_rrop.plugin}


def _first_exposure_on_the_deal(options):
    """A 2-7 triple draw hand under tda-2024, its first card exposed mid-deal (not one of the first two)."""
    floor = draw_floor(games=("27td",), options=options)
    table = Table(seats=tuple(SeatSetup(seat=s, stack=10_000) for s in range(1, 7)), button=6)
    started = HandStarted(game="27td", table=table, stakes=Stakes(small_bet=400, big_bet=800, blinds=(200, 400)))
    hand = new_hand(floor, started, random.Random(3))
    for _ in range(8):
        deal_next(hand, hand.expected())
    due = hand.expected()
    assert isinstance(due, ExpectDeal) and not due.face_up
    return hand, hand.apply(CardDealt(seat=due.seat, card=hand.next_card, face_up=True))


def test_draw_exposed_card_option_changes_the_tda_ruling_both_ways():
    hand, default = _first_exposure_on_the_deal(None)
    assert default.kind is RulingKind.CONTINUE
    assert default.remedy_names == ("replace_from_stub",)
    assert default.citations == ("TDA2024-35A.8", "WSOP24T-DRAW.2")

    hand, strict = _first_exposure_on_the_deal({"draw-exposed-card": "misdeal"})
    assert strict.kind is RulingKind.MISDEAL
    assert strict.remedy_names == ("redeal_exact",)
    assert strict.citations == ("TDA2024-35A.8", "WSOP24T-DRAW.2")
    assert hand.outcome is HandOutcome.MISDEAL


@pytest.mark.parametrize("book", sorted(BOOKS))
def test_every_rule_id_is_unique_and_names_a_catalog_entry(book, shared_dir):
    catalog = (shared_dir / "rules" / "catalog.md").read_text()
    plugin = BOOKS[book]
    assert len(plugin.rules) == len(set(plugin.rules)) > 20
    for rule_id, each in plugin.rules.items():
        base = each.citation
        known = base.startswith(("FLOORCALL-DEFAULT-", "HOUSE:")) or re.search(re.escape(base) + r"\b", catalog)
        assert known, f"{book}: rule {rule_id} is not in the catalog"
        assert all(each in plugin.rules_for(kind) for kind in each.answers)


def _stud_book(*rules):
    return Rulebook(RulebookSpec(name="twice"), rules)


def _always(citation):
    def decide(irregularity, hand):
        return Ruling(kind=RulingKind.CONTINUE, citations=(citation,), explanation="inline test rule")

    return decide


def test_two_rules_that_answer_one_question_are_the_books_error_not_the_first_listed():
    book = _stud_book(
        Rule(id="HOUSE:test:1", answers=(BoxedCardFound,), decide=_always("HOUSE:test:1")),
        Rule(id="HOUSE:test:2", answers=(BoxedCardFound,), decide=_always("HOUSE:test:2")),
    )
    with pytest.raises(RuleConflictError, match=r"HOUSE:test:1, HOUSE:test:2"):
        book.answer(BoxedCardFound(count=1), None)
    floor = make_floor(rulebook="twice", plugins={"twice": book})
    with pytest.raises(PluginError, match="twice") as caught:
        floor.rule(BoxedCardFound(count=1))
    assert isinstance(caught.value.error, RuleConflictError)


def test_a_general_rule_gives_way_only_to_the_special_rule_it_names():
    special = rule("HOUSE:test:special", BoxedCardFound)(
        lambda irr, hand: _always("HOUSE:test:special")(irr, hand) if irr.count == 2 else None
    )
    general = rule("HOUSE:test:general", BoxedCardFound, yields_to=("HOUSE:test:special",))(_always("HOUSE:test:g"))
    book = _stud_book(general, special)
    assert book.answer(BoxedCardFound(count=2), None).rule.id == "HOUSE:test:special"
    assert book.answer(BoxedCardFound(count=1), None).rule.id == "HOUSE:test:general"
    assert [a.rule.id for a in book.every_answer(BoxedCardFound(count=2), None)] == [
        "HOUSE:test:general",
        "HOUSE:test:special",
    ]


def test_rule_declarations_are_checked():
    with pytest.raises(ValueError, match="not a rule ID"):
        Rule(id="rp10a", answers=(BoxedCardFound,), decide=_always("HOUSE:test:1"))
    with pytest.raises(ValueError, match="no irregularity type"):
        Rule(id="HOUSE:test:1", answers=(), decide=_always("HOUSE:test:1"))
    same = Rule(id="HOUSE:test:1", answers=(BoxedCardFound,), decide=_always("HOUSE:test:1"))
    with pytest.raises(ValueError, match="two rules have the ID"):
        _stud_book(same, same)
    lone = rule("HOUSE:test:2", DowncardExposed, yields_to=("HOUSE:test:1",))(_always("HOUSE:test:2"))
    with pytest.raises(ValueError, match="yields to HOUSE:test:1"):
        _stud_book(same, lone)


def test_a_rule_is_asked_only_for_its_types():
    exposed = DowncardExposed(seat=1, street=Street.THIRD, initial_deal=True)
    assert floorcall_tda2024.plugin.rules["TDA2024-35A.1"](exposed, None) is None


def _two_rule_book():
    return _stud_book(
        Rule(id="HOUSE:test:boxed", answers=(BoxedCardFound,), decide=_always("HOUSE:test:boxed")),
        Rule(id="HOUSE:test:exposed", answers=(DowncardExposed,), decide=_always("HOUSE:test:exposed")),
    )


_EXPOSED = DowncardExposed(seat=1, card="As", street=Street.THIRD)


def test_the_source_of_a_ruling_is_the_askers_own_when_another_thread_asks_in_between():
    import threading

    book = _two_rule_book()
    mine = book.floorcall_rule_irregularity(BoxedCardFound(count=1), None)
    other = threading.Thread(target=book.floorcall_rule_irregularity, args=(_EXPOSED, None))
    other.start()
    other.join()
    assert book.source_of(mine).rule.id == "HOUSE:test:boxed"


def test_ruled_by_stays_right_with_one_floor_shared_by_threads():
    from concurrent.futures import ThreadPoolExecutor

    floor = make_floor(rulebook="twice", plugins={"twice": _two_rule_book()})
    questions = [BoxedCardFound(count=1), _EXPOSED] * 400

    def ask(irregularity):
        ruling, ruled_by = floor.rule_with_source(irregularity)
        return ruling.citations[0], ruled_by

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible, so that the askers interleave
    try:
        with ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(ask, questions))
    finally:
        sys.setswitchinterval(interval)
    assert {ruled_by for _, ruled_by in answers} == {"twice/HOUSE:test:boxed", "twice/HOUSE:test:exposed"}
    assert all(ruled_by == f"twice/{citation}" for citation, ruled_by in answers)
