"""The showdown's record: which hands are shown, how the hand ended, and the rules the award named.

The showdown part (showdown.py) and the remedies change it through its methods; it is the only writer of its fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from floorcall.model.expectations import HandOutcome

__all__ = ["ShowdownRecord"]


class ShowdownRecord:
    """Hands shown so far, the outcome once the hand is over, and the award's citations."""

    def __init__(self) -> None:
        self.shown: dict[int, int] = {}
        """Seat -> how many of its cards are shown (a shown hand counts all the cards it held then)."""
        self.outcome: HandOutcome | None = None
        """How the hand ended (complete, void, misdeal), or None while it runs."""
        self.award_citations: tuple[str, ...] = ()
        """The rule IDs the rulebook names for the settlement of the pots (side pots, odd chips); empty before it."""

    def is_shown(self, seat: int, cards: int) -> bool:
        """Whether the seat has shown a hand of ``cards`` cards (or more)."""
        return self.shown.get(seat, -1) >= cards

    def show(self, seat: int, cards: int) -> None:
        """The seat's ``cards`` cards are shown (or count as shown: the last live hand mucked)."""
        self.shown[seat] = cards

    def unshow(self, seat: int) -> None:
        """The seat's hand no longer counts as shown (it left the pot)."""
        self.shown.pop(seat, None)

    def cite(self, citations: tuple[str, ...]) -> None:
        """Keep the rule IDs the rulebook named for the award."""
        self.award_citations = citations

    def end(self, outcome: HandOutcome) -> None:
        """The hand is over, with ``outcome``."""
        self.outcome = outcome
