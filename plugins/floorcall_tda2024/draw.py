"""The house's draw procedures under TDA 2024: the WSOP tournament draw rules, as this book cites them.

TDA 2024 leaves the irregularities of draw games to the house (TDA2024-35A.8). floorcall's default house for this
rulebook is the WSOP tournament: its draw-game rules (WSOP24T-DRAW.*) answer where they speak, the WSOP cash lowball
text (WSOP24L-LOWBALL.*) where the catalog applies it to both WSOP profiles, and floorcall's documented defaults
(FLOORCALL-DEFAULT-8, -9) where no rulebook in scope does. Every ruling cites TDA2024-35A.8 or the WSOP clause.

:data:`SHARED` is the shared draw procedures (:mod:`floorcall_rulelib.draw`) with this book's citations; their
rules are listed with their questions (a short stub in :mod:`.stub`, a draw out of turn in :mod:`.turns`, a wrong
count or a card to the wrong seat in :mod:`.counts`), as are the book's own draw rules (an exposed card in
:mod:`.exposed`, changed discards in :mod:`.turns`). :data:`RULES` lists the shared ones; none answers outside draw
games.
"""

from __future__ import annotations

from floorcall.rulekit import Message, Rule
from floorcall_rulelib.draw import FALLBACK, DrawCitations, draw_rules
from floorcall_tda2024.messages import msg

__all__ = ["HOUSE", "RULES", "SHARED"]


HOUSE = "TDA2024-35A.8"
"""TDA's rule that the house decides draw-game irregularities; cited first by every ruling here."""


def _house(*cited: str) -> tuple[str, ...]:
    """The citations of a ruling here: the house rule of TDA (TDA2024-35A.8) first, then the clauses it applies."""
    return (HOUSE, *cited)


def _dealt_too_many(seat: int) -> Message:
    """TDA2024-35A.5's words for a seat dealt a card too many while a misdeal is still possible."""
    return msg(
        "tda.draw.wrong_count.2", "Seat {seat} was dealt too many cards before substantial action: misdeal.", seat=seat
    )


#: The shared draw procedures (:mod:`floorcall_rulelib.draw`) as this book cites them: every ruling cites the house
#: rule (TDA2024-35A.8) and the WSOP tournament clause that answers (WSOP24T-DRAW.1, WSOP24T-108).
SHARED = draw_rules(
    DrawCitations(
        stub_rule="WSOP24T-DRAW.1",
        count_rule="WSOP24T-108",
        stub=_house("WSOP24T-DRAW.1", "TDA2024-39D"),
        wrong_count=_house("WSOP24T-108"),
        too_many=_house("TDA2024-35A.5"),
        out_of_turn=("FLOORCALL-DEFAULT-8", *_house("WSOP24T-DRAW.7")),
        owed_card=("FLOORCALL-DEFAULT-8", HOUSE),
        surplus_card=("FLOORCALL-DEFAULT-9", HOUSE),
        fallback_void=(FALLBACK, "WSOP24T-DRAW.1"),
        fallback_reshuffle=(FALLBACK, "WSOP24T-DRAW.1", "TDA2024-39D"),
    ),
    _dealt_too_many,
)


RULES: tuple[Rule, ...] = SHARED.rules
