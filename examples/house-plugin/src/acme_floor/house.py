"""ACME's house rule 12: after third street, a downcard the dealer exposes simply plays face up.

Everything else falls through to the rulebook in force: the hook returns None for every other irregularity.
"""

from __future__ import annotations

from pathlib import Path

import floorcall
from floorcall import AnyIrregularity, Domain, DowncardExposed, HandView, PlaysAsUpcard, Ruling, RulingKind, Street

#: ACME's own gettext domain: its catalogs are ``locale/<lang>/LC_MESSAGES/acme_floor.po`` beside this module.
MESSAGES = Domain("acme_floor", Path(__file__).parent / "locale")


@floorcall.hookimpl
def floorcall_rule_irregularity(irregularity: AnyIrregularity, hand: HandView | None) -> Ruling | None:
    """Rule on exposed downcards after third street; defer everything else."""
    if isinstance(irregularity, DowncardExposed) and irregularity.street is not Street.THIRD:
        return Ruling(
            kind=RulingKind.CONTINUE,
            remedies=(PlaysAsUpcard(seat=irregularity.seat),),
            citations=("HOUSE:acme-floor:12",),
            message=MESSAGES.msg(
                "acme.12.exposed_downcard",
                "At ACME a downcard the dealer turns up on {street} stays with seat {seat}, face up.",
                street=irregularity.street,
                seat=irregularity.seat,
            ),
        )
    return None
