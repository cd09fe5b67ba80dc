"""Plugins that raise, fail to import or misname a hook are reported by name; the hand is left unchanged."""

import random
import textwrap

import pytest

import floorcall
from floorcall import (
    BringInPosted,
    CardDealt,
    CheckedOrCalled,
    DowncardExposed,
    Folded,
    HandStarted,
    PluginError,
    PluginLoadError,
    Stakes,
    Street,
    Table,
)
from floorcall._app.simulate import new_hand, play
from floorcall._plugins import Catalog, Floor, Selection, discover
from floorcall.testing import catalog_of, fake_distribution
from tests.support.mini import MiniGame, TestBook


class Exploding:
    @floorcall.hookimpl
    def floorcall_rule_irregularity(self, irregularity, hand):
        raise ZeroDivisionError("house rule divided by zero")


def _hand(floor):
    started = HandStarted(
        game="mini", table=Table.of([500, 500, 500]), stakes=Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40)
    )
    return new_hand(floor, started, random.Random(3))


def test_plugin_raising_in_a_hook_is_named_and_the_hand_is_unchanged():
    catalog = catalog_of({"mini": MiniGame(), "test-book": TestBook(), "acme-exploding": Exploding()})
    floor = Floor(catalog, Selection(games=("mini",), rulebook="test-book", house=("acme-exploding",)))
    hand = _hand(floor)
    before = (list(hand.events), hand.stacks, hand.expected(), hand.tracker.stub)
    due = hand.expected()
    with pytest.raises(PluginError) as caught:
        hand.apply(CardDealt(seat=due.seat, card=hand.next_card, face_up=True))
    assert caught.value.plugin == "acme-exploding"
    assert caught.value.hook == "floorcall_rule_irregularity"
    assert "ZeroDivisionError" in str(caught.value)
    assert (list(hand.events), hand.stacks, hand.expected(), hand.tracker.stub) == before


def test_plugin_whose_import_fails_is_named(tmp_path, monkeypatch):
    fake_distribution(
        tmp_path,
        "acme-floor",
        {"keep-exposed": "acme_broken"},
        {"acme_broken": "import a_module_that_does_not_exist\n"},
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(PluginLoadError) as caught:
        discover(paths=[str(tmp_path)])
    assert caught.value.plugin == "acme-floor[keep-exposed]"
    assert "a_module_that_does_not_exist" in str(caught.value)


def test_two_distributions_claiming_one_name(tmp_path, monkeypatch):
    source = "import floorcall\n"
    fake_distribution(tmp_path, "acme-one", {"shared-name": "acme_one"}, {"acme_one": source})
    fake_distribution(tmp_path, "acme-two", {"shared-name": "acme_two"}, {"acme_two": source})
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(PluginLoadError, match="also claimed"):
        discover(paths=[str(tmp_path)])


def test_misnamed_hook_is_reported_with_the_plugin_name(tmp_path, monkeypatch):
    source = textwrap.dedent(
        """
        import floorcall

        @floorcall.hookimpl
        def floorcall_rule_irregularty(irregularity, hand):
            return None
        """
    )
    fake_distribution(tmp_path, "acme-floor", {"typo-house": "acme_typo"}, {"acme_typo": source})
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(PluginLoadError) as caught:
        discover(paths=[str(tmp_path)])
    assert caught.value.plugin == "acme-floor[typo-house]"
    assert "floorcall_rule_irregularty" in str(caught.value)


def test_misspelled_hook_argument_is_reported():
    class BadArgs:
        @floorcall.hookimpl
        def floorcall_rule_irregularity(self, irregularity, situaton):
            return None

    with pytest.raises(PluginLoadError, match="situaton"):
        catalog_of({"bad-args": BadArgs()})


def test_inline_registration_checks_names_too():
    floor = Floor(Catalog.of([]), Selection())

    class Typo:
        @floorcall.hookimpl
        def floorcall_rule_irregularty(self, irregularity):
            return None

    with pytest.raises(PluginLoadError, match="typo-house"):
        floor.register(Typo(), name="typo-house")
    assert "typo-house" not in floor.plugin_names


def test_a_plugin_answering_with_the_wrong_type_is_an_error():
    class Wrong:
        @floorcall.hookimpl
        def floorcall_rule_irregularity(self, irregularity):
            return False

    class Silent:
        @floorcall.hookimpl
        def floorcall_rule_irregularity(self, irregularity):
            return None

    floor = Floor(Catalog.of([]), Selection())
    floor.register(Wrong(), name="wrong-type")
    floor.register(Silent(), name="silent-house")  # asked first, defers: the error still names the one that answered
    with pytest.raises(PluginError, match="plugin wrong-type raised") as caught:
        floor.rule(DowncardExposed(seat=1, street=Street.THIRD))
    assert caught.value.plugin == "wrong-type"


@pytest.mark.parametrize(
    ("award", "problem"),
    [
        (lambda pots, seats: {seats[0]: sum(p.amount for p in pots) + 1}, "awards .* chips from pots holding"),
        (lambda pots, seats: {seats[0]: -1, seats[1]: sum(p.amount for p in pots) + 1}, "negative amount"),
    ],
)
def test_a_wrong_award_names_the_plugin_that_answered_and_pays_nobody(award, problem):
    class Greedy:
        @floorcall.hookimpl
        def floorcall_award_pots(self, hand, pots):
            return award(pots, sorted(hand.live_seats))

    class Silent:
        @floorcall.hookimpl
        def floorcall_award_pots(self, hand, pots):
            return None

    floor = Floor(catalog_of({"mini": MiniGame(), "test-book": TestBook()}), Selection(games=("mini",)))
    floor.register(Greedy(), name="greedy-house")
    floor.register(Silent(), name="silent-house")  # asked first, defers
    hand = _hand(floor)
    rng = random.Random(5)
    with pytest.raises(PluginError, match=problem) as caught:
        play(
            hand,
            rng,
            policy=lambda options, _: (
                CheckedOrCalled(seat=options.seat) if options.bring_in is None else BringInPosted(seat=options.seat)
            ),
        )
    assert caught.value.plugin == "greedy-house"
    assert hand.payouts == {}
    assert sum(hand.stacks.values()) + sum(s.contributed for s in hand.seats.values()) == 1500


def _seat_three_folds(options, _rng):
    if options.bring_in is not None:
        return BringInPosted(seat=options.seat)
    if options.seat == 3 and options.can_fold:
        return Folded(seat=3)
    return CheckedOrCalled(seat=options.seat)


class GivesBack:
    """Gives folded seat 3 back its chips in the pots plus ``extra``, the rest to the lowest live seat."""

    def __init__(self, extra):
        self.extra = extra

    @floorcall.hookimpl
    def floorcall_award_pots(self, hand, pots):
        back = hand.contributed(3) + self.extra
        return {3: back, min(hand.live_seats): sum(p.amount for p in pots) - back}


@pytest.mark.parametrize(
    ("extra", "accepted"),
    [(0, True), (1, False)],
)
def test_a_seat_that_folded_may_get_back_only_its_own_chips(extra, accepted):
    floor = Floor(catalog_of({"mini": MiniGame(), "test-book": TestBook()}), Selection(games=("mini",)))
    floor.register(GivesBack(extra), name="refund-house")
    hand = _hand(floor)
    if accepted:
        play(hand, random.Random(5), policy=_seat_three_folds)
        assert hand.seats[3].folded
        assert hand.payouts[3] == hand.seats[3].contributed
        assert sum(hand.stacks.values()) == 1500
        return
    with pytest.raises(PluginError, match=r"not live, beyond what they have in the pots: \[3\]") as caught:
        play(hand, random.Random(5), policy=_seat_three_folds)
    assert caught.value.plugin == "refund-house"
    assert hand.payouts == {}


def test_an_award_in_fractions_of_a_chip_is_refused():
    class Fractional:
        @floorcall.hookimpl
        def floorcall_award_pots(self, hand, pots):
            first, second = sorted(hand.live_seats)[:2]
            total = sum(p.amount for p in pots)
            return {first: total / 2, second: total / 2}

    floor = Floor(catalog_of({"mini": MiniGame(), "test-book": TestBook()}), Selection(games=("mini",)))
    floor.register(Fractional(), name="fraction-house")
    with pytest.raises(PluginError, match="other than whole chips") as caught:
        play(
            _hand(floor),
            random.Random(5),
            policy=lambda options, _: (
                BringInPosted(seat=options.seat) if options.bring_in is not None else CheckedOrCalled(seat=options.seat)
            ),
        )
    assert caught.value.plugin == "fraction-house"
