"""The options more than one rulebook reads, declared once here; each rulebook gives them its own default.

A rulebook lists the ones it reads in its ``options`` (:class:`~floorcall.rulekit.Rulebook`) and sets its values in
its :class:`~floorcall.model.procedure.RulebookSpec` ``defaults``; a house overrides them like any option. Two
plugins may declare an option of one name only when the declarations are identical, so sharing these objects is what
lets every rulebook read them.
"""

from __future__ import annotations

from typing import Final

from floorcall.model.procedure import OptionSpec

__all__ = [
    "EXPOSED_BURN",
    "IMPOSSIBLE_CALL_REFUND",
    "MISNAMED_OPENER",
    "ONE_EXTRA_CARD",
    "PREMATURE_STUD_CARD",
    "SEVENTH_EXPOSED",
    "SHARED_OPTIONS",
    "STUD_TWO_EXPOSED",
]

STUD_TWO_EXPOSED: Final = OptionSpec(
    name="stud-two-exposed",
    default="misdeal",
    choices=("misdeal", "floor-decision", "continue"),
    description="Stud: what a second downcard exposed to the same player on the initial deal brings: a misdeal, "
    "the floor's decision, or it plays face up like the first.",
)

SEVENTH_EXPOSED: Final = OptionSpec(
    name="seventh-exposed",
    default="replace",
    choices=("replace", "keep"),
    description="Stud: a last-street downcard exposed while betting can still happen is replaced by the next stub "
    "card, or stays face up with the player's option to play all in for the pot.",
)

PREMATURE_STUD_CARD: Final = OptionSpec(
    name="premature-stud-card",
    default="reshuffle",
    choices=("reshuffle", "discard-and-rotate"),
    description="Stud: a card dealt before the betting ended goes back into the stub, which is reshuffled, or is "
    "discarded and its owner is dealt last in the next upcard round.",
)

IMPOSSIBLE_CALL_REFUND: Final = OptionSpec(
    name="impossible-call-refund",
    default=False,
    description="Stud: whether a last call that cannot beat the bettor's board is given back when it is pointed out "
    "before any hand is shown (false: a call is a call).",
)

MISNAMED_OPENER: Final = OptionSpec(
    name="misnamed-opener",
    default="back-up",
    choices=("back-up", "bet-stands"),
    description="Stud: a bet by the seat the dealer wrongly named to open is out of turn and backed up, or stands "
    "as if made in turn.",
)

ONE_EXTRA_CARD: Final = OptionSpec(
    name="one-extra-card",
    default="misdeal",
    choices=("misdeal", "burn"),
    description="One card too many on the initial deal, before substantial action: the hand is misdealt, or the "
    "extra card goes back and serves as the next burn.",
)

EXPOSED_BURN: Final = OptionSpec(
    name="exposed-burn",
    default="keep-and-show",
    choices=("keep-and-show", "reshuffle-into-stub"),
    description="A burn card exposed while a street is dealt stays the burn and is shown to the table, or goes back "
    "into the stub, shuffled face down, and the dealer burns again.",
)

#: Every option this module declares.
SHARED_OPTIONS: Final = (
    STUD_TWO_EXPOSED,
    SEVENTH_EXPOSED,
    PREMATURE_STUD_CARD,
    IMPOSSIBLE_CALL_REFUND,
    MISNAMED_OPENER,
    ONE_EXTRA_CARD,
    EXPOSED_BURN,
)
