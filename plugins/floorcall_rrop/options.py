"""The options rrop reads (its own, and the shared ones of floorcall.rulekit.options), and its defaults."""

from __future__ import annotations

from floorcall import OptionDefault, OptionSpec
from floorcall.rulekit.options import SHARED_OPTIONS

OPTIONS: tuple[OptionSpec, ...] = (
    *SHARED_OPTIONS,
    OptionSpec(
        name="extra-card-window",
        default="before-upcards",
        choices=("before-upcards", "before-next-round"),
        description="Five-card stud (Robert's Rules' stud irregularities): how long a player dealt extra cards on "
        "the first deal may ask for a redeal: until any upcard is dealt, or until the round after the initial deal "
        "begins.",
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

#: rrop's defaults for the shared rulebook options (the seed text's and the WSOP cash answers) and for options the
#: game plugins declare: ties on board by position (RROP-STUD-1), odd chips to the
#: lowest card by suit in low games (RROP-TIES-3), the open-pair double bet in seven-card stud (RROP-STUD-4), a bet
#: and three raises (RROP-BET-3) and no cap heads-up (RROP-BET-4).
DEFAULTS: tuple[OptionDefault, ...] = (
    OptionDefault(option="stud-two-exposed", value="continue"),
    OptionDefault(option="seventh-exposed", value="keep"),
    OptionDefault(option="premature-stud-card", value="discard-and-rotate"),
    OptionDefault(option="impossible-call-refund", value=True),
    OptionDefault(option="misnamed-opener", value="bet-stands"),
    OptionDefault(option="one-extra-card", value="burn"),
    OptionDefault(option="exposed-burn", value="keep-and-show"),
    OptionDefault(option="board-tie", value="position"),
    OptionDefault(option="a5-check-raise", value=False),  # RROP-A5-2: no check-raise in limit A-5 unless announced
    # odd chips at a stud showdown: suits rank spades, hearts, diamonds, clubs (RROP-TIES-1), one unit of the
    # smallest chip each and never two to one player (RROP-TIES-2), every card held counting (RROP-TIES-3)
    OptionDefault(option="odd-chip", value="low-card-by-suit"),
    OptionDefault(option="open-pair-double", value=True),
    OptionDefault(option="max-bets", value=4),
    OptionDefault(option="cap-heads-up", value=False),
    # the house designates a moving or a dead button (RROP-BLINDS-2); the dead button is the default, as in the
    # WSOP cash rules Robert's Rules is read with, and "moving" is the house's other choice
    OptionDefault(option="button-mode", value="dead"),
)
