"""My Room's house rules: one rule of the rulebook replaced by its ID, one option of its own, its own catalog.

Register it with an entry point in the ``floorcall`` group (``myroom = "myroom.house"``) and name it in a config's
``[house] plugins``. tests/docs/test_guides.py runs this file as the guide shows it.
"""

from __future__ import annotations

from collections.abc import Callable

import floorcall
from floorcall import (
    ActionOutOfTurn,
    BackUpAction,
    HandView,
    OptionDefault,
    OptionSpec,
    RuleChange,
    Ruling,
    RulingKind,
    amend_rule,
    replace_rule,
)

#: The room's own catalog: every rule ID this plugin cites, with what the rule says in the room's words.
CATALOG = {
    "HOUSE:myroom:1": "An action out of turn is taken back and does not bind: the player acts afresh in his turn.",
    "HOUSE:myroom:2": "The floor tells the table the house rule it applied.",
}

#: The room's option: whether an early action binds after all (off: HOUSE:myroom:1 applies).
EARLY_ACTION_BINDS = OptionSpec(
    name="myroom-early-action-binds",
    default=False,
    description="Whether an action taken out of turn binds when the turn comes back to the player (My Room: no).",
)


def out_of_turn(irregularity: ActionOutOfTurn, hand: HandView | None) -> Ruling:
    """HOUSE:myroom:1, in place of TDA2024-53A: the early action is backed up and, unless the option says, not held."""
    binds = hand is not None and hand.options.get(EARLY_ACTION_BINDS.name) is True
    return Ruling(
        kind=RulingKind.CONTINUE,
        remedies=(BackUpAction(seat=irregularity.seat, hold=binds),),
        citations=("HOUSE:myroom:1",),
        explanation=f"Seat {irregularity.seat} acted before his turn: the action is taken back"
        + (" and binds when his turn comes." if binds else "; he decides again when his turn comes."),
    )


def announce(ruling: Ruling, irregularity: object, hand: HandView | None) -> Ruling:
    """HOUSE:myroom:2: the book's ruling on a boxed card stands; the room adds its own rule to the citations."""
    return Ruling(
        kind=ruling.kind,
        remedies=ruling.remedies,
        options=ruling.options,
        decided_by=ruling.decided_by,
        citations=(*ruling.citations, "HOUSE:myroom:2"),
        explanation=ruling.explanation,
    )


@floorcall.hookimpl
def floorcall_register_rule_changes(register: Callable[[RuleChange], None]) -> None:
    """Replace TDA 53-A by the room's rule; amend the boxed-card rule."""
    register(replace_rule("TDA2024-53A", out_of_turn))
    register(amend_rule("TDA2024-35A.1", announce))


@floorcall.hookimpl
def floorcall_register_options(register: Callable[[OptionSpec], None]) -> None:
    """Declare the room's option."""
    register(EARLY_ACTION_BINDS)


@floorcall.hookimpl
def floorcall_register_defaults(register: Callable[[OptionDefault], None]) -> None:
    """The room's defaults for options the rulebook and the games own, above the rulebook's."""
    register(OptionDefault(option="one-extra-card", value="burn"))
