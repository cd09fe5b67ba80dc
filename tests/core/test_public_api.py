"""Everything a plugin author needs is importable from floorcall, and the list of public names only grows."""

import importlib

import floorcall

#: Names plugin authors were promised by issue 14 (the kits, betting and pots, the counter, the betting options).
FOR_PLUGIN_AUTHORS = {
    "hookimpl",
    "GamePlugin",
    "Rulebook",
    "Rule",
    "rule",
    "RuleChange",
    "replace_rule",
    "amend_rule",
    "StreetBetting",
    "Pot",
    "award_pots",
    "clockwise_order",
    "clockwise",
    "evaluator",
    "substantial_action",
    "MAX_BETS",
    "CHIP_UNIT",
    "HandView",
    "Ruling",
    "OptionSpec",
    "OptionDefault",
    "RulebookSpec",
    "GameSpec",
}


def test_every_public_name_imports_from_floorcall():
    missing = [name for name in floorcall.__all__ if not hasattr(floorcall, name)]
    assert missing == []
    assert set(floorcall.__all__) >= FOR_PLUGIN_AUTHORS


def test_lazy_names_are_the_objects_of_their_modules():
    from floorcall.rulekit import Rulebook, replace_rule

    assert floorcall.Rulebook is Rulebook
    assert floorcall.replace_rule is replace_rule
    assert importlib.import_module("floorcall.gamekit").GamePlugin is floorcall.GamePlugin
