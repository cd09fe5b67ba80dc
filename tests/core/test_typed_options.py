"""Typed options: one declaration per name, values checked when the floor is built, house defaults over the book's."""

import pytest

import floorcall
import floorcall_rrop
import floorcall_tda2024
from floorcall import ConfigError, OptionDefault, OptionSpec, PluginLoadError
from floorcall.rulekit.options import SHARED_OPTIONS
from floorcall.testing import catalog_of, make_floor


class Declares:
    def __init__(self, *specs):
        self.specs = specs

    @floorcall.hookimpl
    def floorcall_register_options(self, register):
        for spec in self.specs:
            register(spec)


class HouseDefaults:
    def __init__(self, **values):
        self.values = values

    @floorcall.hookimpl
    def floorcall_register_defaults(self, register):
        for name, value in self.values.items():
            register(OptionDefault(option=name, value=value))


LOUD = OptionSpec(name="loud-dealer", default=False, description="whether the dealer calls every bet aloud")


def test_a_second_different_declaration_is_a_load_error_naming_both_plugins():
    other = OptionSpec(name="loud-dealer", default="yes", choices=("yes", "no"))
    with pytest.raises(PluginLoadError, match=r"plugin room-b: option 'loud-dealer' is also declared by room-a"):
        catalog_of({"room-a": Declares(LOUD), "room-b": Declares(other)})
    catalog = catalog_of({"room-a": Declares(LOUD), "room-b": Declares(LOUD)})  # identical: shared, no error
    assert set(catalog.plugins) == {"room-a", "room-b"}


def test_an_option_the_core_declares_cannot_be_declared_again_differently():
    cap = OptionSpec(name="max-bets", default=4)
    with pytest.raises(PluginLoadError, match=r"option 'max-bets' is also declared by floorcall-core"):
        make_floor(games=("stud",), rulebook="tda-2024", house=("caps",), plugins={"caps": Declares(cap)})


def test_the_options_both_rulebooks_read_are_declared_once_with_each_books_default():
    for spec in SHARED_OPTIONS:
        assert spec in floorcall_tda2024.plugin.options and spec in floorcall_rrop.plugin.options
    tda = make_floor(games=("stud",), rulebook="tda-2024")
    rrop = make_floor(games=("stud",), rulebook="rrop")
    assert (tda.options["stud-two-exposed"], rrop.options["stud-two-exposed"]) == ("misdeal", "continue")
    assert rrop.option_sources["one-extra-card"] == "rulebook (rrop)"
    assert tda.option_specs["one-extra-card"] is rrop.option_specs["one-extra-card"]


def test_hook_floorcall_register_defaults():
    plugins = {"strict": HouseDefaults(**{"stud-two-exposed": "floor-decision"})}
    floor = make_floor(games=("stud",), rulebook="rrop", house=("strict",), plugins=plugins)
    assert floor.options["stud-two-exposed"] == "floor-decision"
    assert floor.option_sources["stud-two-exposed"] == "house plugin (strict)"
    assert floor.options["seventh-exposed"] == "keep"  # the rulebook's default where the house sets none
    configured = make_floor(
        games=("stud",), rulebook="rrop", house=("strict",), plugins=plugins, options={"stud-two-exposed": "misdeal"}
    )
    assert (configured.options["stud-two-exposed"], configured.option_sources["stud-two-exposed"]) == (
        "misdeal",
        "house",
    )
    unused = make_floor(games=("stud",), rulebook="rrop", plugins=plugins)  # not in force: no effect
    assert unused.options["stud-two-exposed"] == "continue"


def test_house_defaults_follow_the_house_order_and_are_checked_when_the_floor_is_built():
    plugins = {
        "first": HouseDefaults(**{"max-bets": 3}),
        "second": HouseDefaults(**{"max-bets": 6, "cap-heads-up": False}),
        "broken": HouseDefaults(**{"max-bets": "three"}),
    }
    floor = make_floor(games=("stud",), rulebook="tda-2024", house=("first", "second"), plugins=plugins)
    assert (floor.options["max-bets"], floor.option_sources["max-bets"]) == (3, "house plugin (first)")
    assert floor.options["cap-heads-up"] is False
    swapped = make_floor(games=("stud",), rulebook="tda-2024", house=("second", "first"), plugins=plugins)
    assert swapped.options["max-bets"] == 6
    with pytest.raises(
        ConfigError,
        match=r"the default that house plugin broken gives: option 'max-bets' takes a whole number, not 'three'",
    ):
        make_floor(games=("stud",), rulebook="tda-2024", house=("broken",), plugins=plugins)
