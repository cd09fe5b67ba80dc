"""The guides' code runs as shown: docs/examples/myroom.py, the house plugin of "Writing a house plugin"."""

import importlib.util
import re
from pathlib import Path

from floorcall import BackUpAction, BoxedCardFound, CheckedOrCalled, IrregularityReported, RulingApplied
from floorcall.model.expectations import ExpectAction
from floorcall.testing import make_floor
from tests.rules.general_helpers import deal_out, start

REPO = Path(__file__).resolve().parents[2]


def _myroom():
    spec = importlib.util.spec_from_file_location("myroom", REPO / "docs" / "examples" / "myroom.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _floor(options=None):
    return make_floor(
        games=("nlhe",), rulebook="tda-2024", house=("myroom",), options=options, plugins={"myroom": _myroom()}
    )


def _early_call(floor):
    hand = start(floor, "nlhe", {s: 1000 for s in range(1, 6)}, button=5, seed=3)
    assert isinstance(deal_out(hand), ExpectAction)
    live = hand.live_seats()
    late = live[(live.index(hand.expected().seat) + 2) % len(live)]
    return hand, late, hand.apply(CheckedOrCalled(seat=late))


def test_the_house_plugin_replaces_tda_53a_by_id_and_its_option_switches_it():
    floor = _floor()
    hand, late, ruling = _early_call(floor)
    assert ruling.remedies == (BackUpAction(seat=late, hold=False),)
    assert ruling.citations == ("HOUSE:myroom:1",)
    assert [e.ruled_by for e in hand.events if isinstance(e, RulingApplied)][-1] == "myroom/TDA2024-53A"
    binds = _floor({"myroom-early-action-binds": True})
    _, late, held = _early_call(binds)
    assert held.remedies == (BackUpAction(seat=late, hold=True),)


def test_the_amended_rule_and_the_house_default():
    floor = _floor()
    hand, _, _ = _early_call(floor)
    ruling = hand.apply(IrregularityReported(irregularity=BoxedCardFound(count=1)))
    assert ruling.citations == ("FLOORCALL-DEFAULT-1", "HOUSE:myroom:2")
    assert (floor.options["one-extra-card"], floor.option_sources["one-extra-card"]) == (
        "burn",
        "house plugin (myroom)",
    )


def test_every_house_rule_the_plugin_cites_is_in_its_own_catalog():
    myroom = _myroom()
    cited = set(re.findall(r'"(HOUSE:myroom:\d+)"', (REPO / "docs" / "examples" / "myroom.py").read_text()))
    assert cited == set(myroom.CATALOG)
