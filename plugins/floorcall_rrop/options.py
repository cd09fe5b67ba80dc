"""The options rrop reads, and its defaults for options the games declare."""

from __future__ import annotations

from floorcall import OptionDefault, OptionSpec

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        name="stud-two-exposed",
        default="continue",
        choices=("misdeal", "floor-decision", "continue"),
        description="Stud: a second downcard exposed to one player on the initial deal (RP-10-A covers one): a "
        "misdeal (tda-2024 default, after RP-14), the floor's decision, or it plays as an upcard too (rrop default).",
    ),
    OptionSpec(
        name="seventh-exposed",
        default="keep",
        choices=("replace", "keep"),
        description="Stud: a last-street downcard exposed while betting can still happen: replaced by the next stub "
        "card (RP-10-B), or kept face up with the player's option to play all in for the pot (Robert's Rules).",
    ),
    OptionSpec(
        name="premature-stud-card",
        default="discard-and-rotate",
        choices=("reshuffle", "discard-and-rotate"),
        description="Stud: a card dealt before the betting ended goes back into the stub, reshuffled (RP-5-D), or is "
        "discarded and its owner dealt last in the next upcard round (seed 000).",
    ),
    OptionSpec(
        name="impossible-call-refund",
        default=True,
        description="Stud: whether a last call that cannot beat the bettor's board is given back when pointed out "
        "before any hand is shown (seed 000), or stands (TDA silent; WSOP cash rule 232).",
    ),
    OptionSpec(
        name="misnamed-opener",
        default="bet-stands",
        choices=("back-up", "bet-stands"),
        description="Stud: a bet by the seat the dealer wrongly named to open is out of turn and backed up (TDA 53), "
        "or stands as made in turn (seed 000).",
    ),
    OptionSpec(
        name="extra-card-window",
        default="before-upcards",
        choices=("before-upcards", "before-next-round"),
        description="Five-card stud, seed 000: how long a player dealt extra cards on the first deal may ask for a "
        "redeal: until any upcard is dealt, or until the round after the initial deal begins.",
    ),
    OptionSpec(
        name="one-extra-card",
        default="burn",
        choices=("misdeal", "burn"),
        description="One card too many on the initial deal before the action threshold: it becomes the burn "
        "(Robert's Rules, WSOP cash), or the hand is misdealt (TDA).",
    ),
    OptionSpec(
        name="exposed-burn",
        default="keep-and-show",
        choices=("keep-and-show", "reshuffle-into-stub"),
        description="A burn card exposed while a street is dealt: it stays the burn and is shown to the table "
        "(floorcall default), or it goes back into the stub, shuffled face down, and the dealer burns again.",
    ),
    OptionSpec(
        name="a5-exposed-predraw-keep-max",
        default="7",
        choices=("7", "5", "none"),
        description="Limit A-5 (RROP-A5-3): the highest rank, ace low, of a card exposed on the deal that the player "
        "must keep: 7 (rrop), 5 (only ace to five, the cards of a perfect hand), or none (every such card is "
        "replaced, as WSOP).",
    ),
    OptionSpec(
        name="sevens-rule",
        default=True,
        description="Limit A-5 (RROP-A5-4): a player who checks a seven-low or better after the last draw and wins "
        "takes only the pot as it stood before that betting round; the bets made after it go back to their owners.",
    ),
)

#: rrop's defaults for options the game plugins declare: ties on board by position (RROP-STUD-1), odd chips to the
#: lowest card by suit in low games (RROP-TIES-3), the open-pair double bet in seven-card stud (RROP-STUD-4), a bet
#: and three raises (RROP-BET-3) and no cap heads-up (RROP-BET-4).
DEFAULTS: tuple[OptionDefault, ...] = (
    OptionDefault(option="board-tie", value="position"),
    OptionDefault(option="odd-chip", value="low-card-by-suit"),
    OptionDefault(option="open-pair-double", value=True),
    OptionDefault(option="max-bets", value=4),
    OptionDefault(option="cap-heads-up", value=False),
)
