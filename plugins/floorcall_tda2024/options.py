"""The options tda-2024 reads, and its defaults for options the games declare."""

from __future__ import annotations

from floorcall import OptionDefault, OptionSpec

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        name="stud-two-exposed",
        default="misdeal",
        choices=("misdeal", "floor-decision", "continue"),
        description="Stud: a second downcard exposed to one player on the initial deal (RP-10-A covers one): a "
        "misdeal (tda-2024 default, after RP-14), the floor's decision, or it plays as an upcard too (rrop default).",
    ),
    OptionSpec(
        name="seventh-exposed",
        default="replace",
        choices=("replace", "keep"),
        description="Stud: a last-street downcard exposed while betting can still happen: replaced by the next stub "
        "card (RP-10-B), or kept face up with the player's option to play all in for the pot (Robert's Rules).",
    ),
    OptionSpec(
        name="premature-stud-card",
        default="reshuffle",
        choices=("reshuffle", "discard-and-rotate"),
        description="Stud: a card dealt before the betting ended goes back into the stub, reshuffled (RP-5-D), or is "
        "discarded and its owner dealt last in the next upcard round (seed 000).",
    ),
    OptionSpec(
        name="impossible-call-refund",
        default=False,
        description="Stud: whether a last call that cannot beat the bettor's board is given back when pointed out "
        "before any hand is shown (seed 000), or stands (TDA silent; WSOP cash rule 232).",
    ),
    OptionSpec(
        name="misnamed-opener",
        default="back-up",
        choices=("back-up", "bet-stands"),
        description="Stud: a bet by the seat the dealer wrongly named to open is out of turn and backed up (TDA 53), "
        "or stands as made in turn (seed 000).",
    ),
    OptionSpec(
        name="sa-counts-bring-in",
        default=False,
        description="Whether the stud bring-in counts as an action toward substantial action (TDA is silent).",
    ),
    OptionSpec(
        name="single-boxed-card",
        default="scrap-of-paper",
        choices=("scrap-of-paper", "misdeal"),
        description="One boxed card on the initial deal: shown, mucked and replaced (floorcall default), or a misdeal.",
    ),
    OptionSpec(
        name="one-extra-card",
        default="misdeal",
        choices=("misdeal", "burn"),
        description="One card too many on the initial deal before SA: a misdeal (TDA), or the card becomes the burn "
        "(Robert's Rules and WSOP cash practice).",
    ),
    OptionSpec(
        name="flop-exposed-downcard",
        default="replace",
        choices=("replace", "keep"),
        description="A single exposed hole card that is not one of the first two in a flop game: replaced after the "
        "round and used as the first burn, or kept by the player.",
    ),
    OptionSpec(
        name="draw-exposed-card",
        default="replace-one",
        choices=("replace-one", "misdeal"),
        description="The house profile for exposures on a draw game's initial deal (TDA leaves it to the house): "
        "replace the first and misdeal on a second (WSOP tournaments), or misdeal on any.",
    ),
    OptionSpec(
        name="exposed-burn",
        default="keep-and-show",
        choices=("keep-and-show", "reshuffle-into-stub"),
        description="A burn card exposed while a street is dealt: it stays the burn and is shown to the table "
        "(floorcall default), or it goes back into the stub, shuffled face down, and the dealer burns again.",
    ),
)

#: tda-2024's defaults for options the game plugins declare (board ties by suit, odd chip by high card and suit,
#: no open-pair double bet, a bet and four raises).
DEFAULTS: tuple[OptionDefault, ...] = (
    OptionDefault(option="board-tie", value="suit"),
    OptionDefault(option="odd-chip", value="high-card-by-suit"),
    OptionDefault(option="open-pair-double", value=False),
    OptionDefault(option="max-bets", value=5),
)
