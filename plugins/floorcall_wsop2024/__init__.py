"""The 2024 WSOP tournament rules as a floorcall rulebook plugin, following tda-2024 where they are silent.

The WSOP tournament rules repeat the TDA's in most places. This book holds its own rules where the two part, one
question a module as in tda-2024:

| question | module (of floorcall_wsop2024) |
| --- | --- |
| counts: the initial deal's extra cards (88a.2) | :mod:`.counts` |
| exposed cards: a stud player's first downcards (88a.6) | :mod:`.exposed` |
| the deck: a duplicated card (88d.2) | :mod:`.deck` |
| misdeals: the redeal's dead hands (88b) | :mod:`.misdeals` |
| turns: who acts first after tied boards in stud-8 and razz | :mod:`.turns` |

and adopts the TDA rule under the WSOP ID where they agree (:mod:`floorcall_wsop2024.adopted`, a table of every
question's adopted rules); for everything else it falls back to the installed ``tda-2024`` book
(:class:`floorcall.rulekit.Fallback`), its rulings citing the WSOP clause where one says the same and the TDA rule
where none does. The WSOP live-action rules that the TDA book itself follows (WSOP24L-*) come through with it.
Options and defaults: :mod:`floorcall_wsop2024.options`.

On running a multi-table event (the seat draw, balancing, breaking, the chip race, the places of players out
together, missed-hands penalties) the catalog's WSOP 2024 entries hold no clause of their own, so the book has no
tournament rules: the fallback answers those questions with tda-2024's, whose rulings cite the TDA rules
(``TDA2024-7``, ``TDA2024-11A``, ``TDA2024-24A``, ``TDA2024-71A`` and the rest), showing the ruling is the TDA's.
"""

from __future__ import annotations

from floorcall import Rulebook, RulebookSpec
from floorcall.rulekit import Fallback, read_summaries
from floorcall_wsop2024 import adopted, counts, deck, exposed, misdeals, options, turns

__all__ = ["DATE", "RULEBOOK", "RULES", "VERSION", "plugin"]

#: The edition of the rules this book implements, and its date. The rules' text prints no day of issue; the document
#: the catalog was read from (2024-WSOP-Tournament-Rules.pdf, in PokerKit's docs/_static) is titled the final 2024
#: version and was made on 22 April 2024, five weeks before the series began on 28 May.
VERSION = "2024 final"
DATE = "2024-04-22"

RULEBOOK = RulebookSpec(
    name="wsop-2024",
    description="WSOP 2024 tournament rules, with the TDA 2024 rules where they are silent",
    defaults=options.DEFAULTS,
    version=VERSION,
    issued=DATE,
)

RULES = (*counts.RULES, *exposed.RULES, *deck.RULES, *turns.RULES, *adopted.RULES)

#: The rulebook plugin (entry point ``wsop-2024 = "floorcall_wsop2024:plugin"``).
plugin = Rulebook(
    RULEBOOK,
    RULES,
    options=options.OPTIONS,
    summaries=read_summaries(__name__),
    fallback=Fallback("tda-2024", recites=adopted.RECITES, adjust=misdeals.redeal_adjusted),
)
