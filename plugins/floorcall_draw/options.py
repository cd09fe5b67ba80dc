"""The typed options the draw games read, with the defaults they take when no rulebook or house sets them.

Every game module registers the options it reads. The betting options every game shares (``max-bets``,
``cap-counts-big-blind``, ``cap-heads-up``, ``chip-unit``) are the core's own
(:mod:`floorcall._mechanics.betting_options`).

The draw options (``draw-reshuffle-burns``, ``draw-short-fallback``, ``draw-surplus-card``) are read by the
rulebooks' draw rulings; the games declare them because only draw games have draws.
"""

from __future__ import annotations

from typing import Final

from floorcall import OptionSpec

__all__ = [
    "DRAW_OPTIONS",
    "JACKS_OR_BETTER",
    "RESHUFFLE_BURNS",
    "SHORT_FALLBACK",
    "SHORT_FALLBACK_CHOICES",
    "SURPLUS_CARD",
    "SURPLUS_CARD_CHOICES",
]


RESHUFFLE_BURNS: Final = OptionSpec(
    name="draw-reshuffle-burns",
    default=True,
    description=(
        "Draw games: whether the burned cards join the muck and the earlier discards when the stub runs out during a "
        "draw and is rebuilt. True by default: the WSOP cash rules name the burns (WSOP24L-LOWBALL.1) and in practice "
        "they lie in the muck; the WSOP tournament text names only the muck and earlier discards (WSOP24T-DRAW.1)."
    ),
)

SHORT_FALLBACK_CHOICES: Final = ("current-discards", "void")
SHORT_FALLBACK: Final = OptionSpec(
    name="draw-short-fallback",
    default="current-discards",
    choices=SHORT_FALLBACK_CHOICES,
    description=(
        "Draw games: what happens when even the rebuilt stub cannot complete a draw (many players drawing many "
        "cards). current-discards: the current draw's discards are shuffled in as well, a player may get back a card "
        "he threw; void: the hand stops and every chip goes back. No rulebook in scope covers the case."
    ),
)

SURPLUS_CARD_CHOICES: Final = ("to-burns", "to-next-player")
SURPLUS_CARD: Final = OptionSpec(
    name="draw-surplus-card",
    default="to-burns",
    choices=SURPLUS_CARD_CHOICES,
    description=(
        "Draw games: where a replacement card goes that the dealer gave to a player whose draw was already complete, "
        "noticed before he took it up (FLOORCALL-DEFAULT-9): to-burns puts it with the burns unseen; to-next-player "
        "gives it to the player who was due it."
    ),
)

JACKS_OR_BETTER: Final = OptionSpec(
    name="jacks-or-better",
    default=False,
    description=(
        "Five-card draw: the first player to bet or raise before the draw must hold a pair of jacks or better in the "
        "five cards he was dealt; one who opened without them cannot win a pot contested at showdown."
    ),
)

#: The options every draw game reads about the draw itself.
DRAW_OPTIONS: Final = (RESHUFFLE_BURNS, SHORT_FALLBACK, SURPLUS_CARD)
