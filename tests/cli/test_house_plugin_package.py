"""The sample house-rule package in examples/house-plugin, installed for real by tox, takes effect by entry point."""

import os
import random

import pytest

from floorcall import BringInPosted, CardDealt, CheckedOrCalled, HandStarted, Stakes, Street, Table
from floorcall._app.simulate import deal_next, new_hand
from floorcall._plugins import Floor, Selection, discover
from floorcall.model.expectations import ExpectAction, ExpectDeal


@pytest.fixture(scope="module")
def catalog():
    found = discover()
    if "acme-floor" not in found.plugins:
        if os.environ.get("CI") == "true":
            pytest.fail("examples/house-plugin is not installed (tox installs it)")
        pytest.skip("examples/house-plugin is not installed (pip install ./examples/house-plugin)")
    return found


def test_the_sample_package_is_a_house_plugin(catalog):
    info = catalog.plugins["acme-floor"]
    assert (info.kind, info.distribution, info.value) == ("house", "acme-floor", "acme_floor.house")


def _exposed_on(floor, street):
    """Deal a stud hand, checking and calling, until ``street``'s first downcard; deal that one face up."""
    started = HandStarted(
        game="stud", table=Table.of([1000, 1000, 1000]), stakes=Stakes(ante=5, bring_in=10, small_bet=20, big_bet=40)
    )
    hand = new_hand(floor, started, random.Random(5))
    while True:
        expected = hand.expected()
        if isinstance(expected, ExpectDeal) and expected.street is street and not expected.face_up:
            return hand.apply(CardDealt(seat=expected.seat, card=hand.next_card, face_up=True))
        if isinstance(expected, ExpectAction):
            seat = expected.seat
            hand.apply(BringInPosted(seat=seat) if expected.options.bring_in else CheckedOrCalled(seat=seat))
        else:
            hand.apply(deal_next(hand, expected))


def test_house_rule_12_overrides_the_rulebook_and_the_rest_falls_through(catalog):
    floor = Floor(catalog, Selection(games=("stud",), rulebook="tda-2024", house=("acme-floor",)))
    seventh = _exposed_on(floor, Street.SEVENTH)
    assert seventh.citations == ("HOUSE:acme-floor:12",)
    assert seventh.remedy_names == ("plays_as_upcard",)
    third = _exposed_on(floor, Street.THIRD)
    assert "TDA2024-RP10-A" in third.citations


def test_house_rule_12_speaks_spanish_from_the_house_plugin_s_own_catalog(catalog):
    from floorcall.i18n import translator

    floor = Floor(catalog, Selection(games=("stud",), rulebook="tda-2024", house=("acme-floor",)))
    ruling = _exposed_on(floor, Street.SEVENTH)
    assert ruling.message is not None
    assert ruling.message.domain == "acme_floor"
    assert ruling.explanation.startswith("At ACME a downcard the dealer turns up on seventh street")
    spanish = translator("es").explanation(ruling)
    assert spanish.startswith("En ACME, una carta tapada que el dealer destapa en séptima calle")
    assert "asiento" in spanish
    assert translator("it").explanation(ruling).startswith("Da ACME una carta coperta")
