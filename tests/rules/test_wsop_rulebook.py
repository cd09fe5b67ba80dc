"""The wsop-2024 rulebook: where the WSOP tournament rules part from the TDA's, shown on real hands.

Each difference the catalog notes is played on the engine under both books (shared cases 020, 036, 039 and 048
where they apply); the rules the book shares with tda-2024 are cited by their WSOP IDs; what WSOP leaves unsaid
is answered by tda-2024's rule, named as such; a house changes an adopted rule by its WSOP ID.
"""

import json
from pathlib import Path

import pytest

import floorcall
from floorcall import (
    BoxedCardFound,
    CardDealt,
    CardToBurn,
    HandOutcome,
    IrregularityReported,
    KillHand,
    Ruling,
    RulingApplied,
    RulingKind,
    Stakes,
    WrongCardCount,
)
from floorcall._app.rules_in_force import rules_in_force
from floorcall._plugins import Selection, discover
from floorcall.errors import PluginLoadError
from floorcall.i18n import translator
from floorcall.rulekit import Fallback, Rulebook, adopt, replace_rule
from floorcall.testing import make_floor
from tests.rules.general_helpers import deal_cards, start

BOOKS = ("tda-2024", "wsop-2024")


def _floor(game, book, house=(), plugins=None):
    return make_floor(games=(game,), rulebook=book, house=house, plugins=plugins or {})


def _last_applied(hand):
    return [e for e in hand.events if isinstance(e, RulingApplied)][-1]


def _second_downcard_exposed(book):
    """Case 020: the dealer turns up seat 3's second downcard on the initial deal of seven-card stud."""
    hand = start(_floor("stud", book), "stud", {s: 5000 for s in range(1, 8)}, seed=20)
    while hand.expected().seat != 3 or hand.seats[3].cards:
        deal_cards(hand, 1)
    deal_cards(hand, 7)  # every seat's first downcard; seat 3's second is next
    assert hand.expected().seat == 3
    return hand, hand.apply(CardDealt(seat=3, card=hand.next_card, face_up=True))


@pytest.mark.parametrize("book", BOOKS)
def test_an_exposed_opening_stud_downcard_misdeals_under_wsop_only_case_020(book):
    hand, ruling = _second_downcard_exposed(book)
    if book == "tda-2024":
        assert ruling.kind is RulingKind.CONTINUE and ruling.citations[0] == "TDA2024-RP10-A"
        return
    assert ruling.kind is RulingKind.MISDEAL
    assert ruling.citations[:2] == ("WSOP24T-88a.6", "WSOP24T-88c") and "WSOP24T-88b" in ruling.citations
    assert _last_applied(hand).ruled_by == "wsop-2024/WSOP24T-88a.6"
    assert hand.outcome is HandOutcome.MISDEAL


@pytest.mark.parametrize("book", BOOKS)
def test_one_surplus_hole_card_is_burnt_under_wsop_and_misdeals_under_tda_case_039(book):
    hand = start(_floor("nlhe", book), "nlhe", {s: 20000 for s in range(1, 7)}, button=6)
    deal_cards(hand, 12)
    extra = hand.next_card
    wrong = WrongCardCount(seat=2, held=3, expected=2, street=floorcall.Street.PREFLOP, card=extra)
    ruling = hand.apply(IrregularityReported(irregularity=wrong))
    if book == "tda-2024":
        assert ruling.kind is RulingKind.MISDEAL and "TDA2024-35A.5" in ruling.citations
        return
    assert ruling.kind is RulingKind.CONTINUE
    assert ruling.remedies == (CardToBurn(card=extra),)
    assert ruling.citations == ("WSOP24T-88a.2", "WSOP24T-88c")
    assert _last_applied(hand).ruled_by == "wsop-2024/WSOP24T-88a.2"


def test_two_surplus_hole_cards_misdeal_under_wsop_too():
    hand = start(_floor("plo", "wsop-2024"), "plo", {s: 20000 for s in range(1, 7)}, button=6)
    deal_cards(hand, 24)
    wrong = WrongCardCount(seat=4, held=6, expected=4, street=floorcall.Street.PREFLOP)
    ruling = hand.apply(IrregularityReported(irregularity=wrong))
    assert ruling.kind is RulingKind.MISDEAL and ruling.citations[0] == "WSOP24T-88a.2"
    assert "2 cards too many" in ruling.explanation


@pytest.mark.parametrize("book", BOOKS)
def test_the_redeal_kills_the_players_away_from_the_first_deal_under_wsop_only_case_048(book):
    """Case 036's cause (the first card to the wrong seat) with seat 2 away: 88b kills seat 2 in the redeal."""
    hand = start(_floor("plo", book), "plo", {s: 20000 for s in range(1, 9)}, button=4, away=(2,))
    assert hand.expected().seat == 5
    ruling = hand.apply(CardDealt(seat=6, card=hand.next_card))
    assert ruling.kind is RulingKind.MISDEAL
    if book == "tda-2024":
        assert KillHand(seat=2) not in ruling.remedies and "TDA2024-35C.2" in ruling.citations
        return
    assert ruling.citations[0] == "WSOP24T-88a.3"  # the TDA rule, under the WSOP clause that says the same
    assert KillHand(seat=2) in ruling.remedies and "WSOP24T-88b" in ruling.citations
    assert not any(c.startswith("TDA2024-35") for c in ruling.citations)
    assert _last_applied(hand).ruled_by == "wsop-2024/WSOP24T-88a.3"


def test_the_redeal_option_lets_the_house_deal_the_absent_players_back_in():
    floor_ = make_floor(games=("plo",), rulebook="wsop-2024", options={"redeal-kills-absent": False})
    hand = start(floor_, "plo", {s: 20000 for s in range(1, 9)}, button=4, away=(2,))
    ruling = hand.apply(CardDealt(seat=6, card=hand.next_card))
    assert ruling.kind is RulingKind.MISDEAL and KillHand(seat=2) not in ruling.remedies


def test_a_second_boxed_card_cites_the_wsop_clause_and_one_the_wsop_glossary():
    hand = start(_floor("nlhe", "wsop-2024"), "nlhe", {s: 20000 for s in range(1, 10)}, button=9)
    deal_cards(hand, 12)
    first = hand.apply(IrregularityReported(irregularity=BoxedCardFound(card=hand.next_card)))
    assert first.citations == ("WSOP24T-GLOSSARY-BOXED",)
    assert first.remedy_names == ("scrap_boxed_card",)
    deal_cards(hand, 2)
    second = hand.apply(IrregularityReported(irregularity=BoxedCardFound(card=hand.next_card)))
    assert second.citations[:2] == ("WSOP24T-88a.1", "WSOP24T-88c")
    assert _last_applied(hand).ruled_by == "wsop-2024/WSOP24T-88a.1"


def test_where_wsop_is_silent_the_tda_rule_answers_and_is_named():
    """A level that changed before the hand began: no WSOP tournament clause; TDA2024-23 rules, under wsop-2024."""
    hand = start(_floor("nlhe", "wsop-2024"), "nlhe", {s: 20000 for s in range(1, 7)}, button=6)
    level = floorcall.LevelChanged(stakes=Stakes(small_bet=200, big_bet=400, blinds=(100, 200)))
    ruling = hand.apply(IrregularityReported(irregularity=level))
    assert ruling.citations[0].startswith("TDA2024-")
    assert _last_applied(hand).ruled_by == f"wsop-2024/{ruling.citations[0].split('#')[0]}"


def _face_up(irregularity, hand):
    return Ruling(kind=RulingKind.CONTINUE, citations=("HOUSE:open-deal:1",), explanation="It plays face up here.")


class OpenDeal:
    """House plugin: replaces the WSOP stud-exposure clause by its ID."""

    @floorcall.hookimpl
    def floorcall_register_rule_changes(self, register):
        register(replace_rule("WSOP24T-88a.6", _face_up))


def test_a_house_replaces_a_wsop_rule_by_its_wsop_id():
    house = {"open-deal": OpenDeal()}
    floor_ = make_floor(games=("stud",), rulebook="wsop-2024", house=("open-deal",), plugins=house)
    hand = start(floor_, "stud", {s: 5000 for s in range(1, 8)}, seed=20)
    deal_cards(hand, 7)
    due = hand.expected().seat
    ruling = hand.apply(CardDealt(seat=due, card=hand.next_card, face_up=True))
    assert ruling.citations == ("HOUSE:open-deal:1",)
    assert _last_applied(hand).ruled_by == "open-deal/WSOP24T-88a.6"


def test_the_rules_in_force_list_the_wsop_rules_and_the_tda_rules_behind_them():
    report = rules_in_force(discover(), Selection(games=("stud",), rulebook="wsop-2024"), "stud", translator("en"))
    by_id = {entry.id: entry for entry in report.rules}
    assert report.rulebook == "wsop-2024"
    assert (by_id["WSOP24T-88a.6"].plugin, by_id["WSOP24T-88a.6"].rulebook) == ("wsop-2024", "wsop-2024")
    assert by_id["WSOP24T-88a.6"].title == "Stud hole card turned"
    assert by_id["TDA2024-RP10-A"].rulebook == "tda-2024"  # the later exposures: WSOP is silent
    assert "TDA2024-35A.1" not in by_id  # adopted: listed under its WSOP ID
    assert by_id["WSOP24T-88a.1"].rulebook == "wsop-2024"


def test_the_book_is_installed_with_its_options_and_defaults():
    catalog = discover()
    info, spec = catalog.rulebooks["wsop-2024"]
    assert "2024" in spec.description
    assert dict((d.option, d.value) for d in spec.defaults)["one-extra-card"] == "burn"
    assert "redeal-kills-absent" in {o.name for o in info.options}


def test_a_fallback_to_a_rulebook_not_installed_names_the_plugin():
    lost = Rulebook(
        floorcall.RulebookSpec(name="lost-book"),
        [adopt("WSOP24T-89", "TDA2024-39A", floorcall.PrematureCard)],
        fallback=Fallback("no-such-book"),
    )
    with pytest.raises(PluginLoadError, match=r"lost-book.*no-such-book"):
        make_floor(games=("nlhe",), rulebook="lost-book", plugins={"lost-book": lost})


def test_an_adoption_of_a_rule_the_other_book_lacks_is_refused():
    book = Rulebook(
        floorcall.RulebookSpec(name="odd"),
        [adopt("WSOP24T-89", "TDA2024-99", floorcall.PrematureCard)],
        fallback=Fallback("tda-2024"),
    )
    tda = discover().rulebooks["tda-2024"][0].obj
    with pytest.raises(ValueError, match="TDA2024-99"):
        book.with_fallback(tda)


def test_a_tournament_config_selects_wsop_and_its_tda_options(tmp_path, capsys):
    """The stud-mix tournament config under ``rulebook = "wsop-2024"``: its house option of the TDA rules
    (``sa-counts-bring-in``) is one wsop-2024 declares, and every ruling of the run is the book's."""
    from floorcall._app.cli import main

    config = (Path(__file__).resolve().parents[2] / "examples" / "configs" / "stud-mix-tda.toml").read_text()
    assert 'rulebook = "tda-2024"' in config and "sa-counts-bring-in" in config
    path = tmp_path / "wsop.toml"
    path.write_text(config.replace('rulebook = "tda-2024"', 'rulebook = "wsop-2024"'), encoding="utf-8")
    assert main(["run", str(path), "--hands", "6", "--irregularities", "1", "--json", "-q"]) == 0
    rulings = [r for line in capsys.readouterr().out.splitlines() for r in json.loads(line)["rulings"]]
    assert rulings and all(r["ruled_by"].split("/")[0] in ("wsop-2024", "floorcall-core") for r in rulings)
    assert any(c.startswith("WSOP24T-") for r in rulings for c in r["ruling"]["citations"])


@pytest.mark.parametrize(("counts", "expected"), [(False, False), (True, True)])
def test_substantial_action_is_the_tdas_count_with_the_houses_bring_in_choice_case_052(counts, expected):
    """WSOP24T-88c counted as tda-2024 counts it: the bring-in and one call make it only where the bring-in counts."""
    floor_ = make_floor(games=("stud",), rulebook="wsop-2024", options={"sa-counts-bring-in": counts})
    hand = start(floor_, "stud", {s: 5000 for s in range(1, 6)}, seed=52)
    while not isinstance(hand.expected(), floorcall.ExpectAction):
        deal_cards(hand, 1)
    hand.apply(floorcall.BringInPosted(seat=hand.expected().seat))
    hand.apply(floorcall.CheckedOrCalled(seat=hand.expected().seat))
    assert hand.view.substantial_action is expected
