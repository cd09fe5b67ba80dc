"""What a ruling says about the next deal.

Who deals the redeal of a misdeal, where its button is, at what stakes, and where the next hand's button goes.

The table remedies (table_repairs.py, redress.py) set these through its methods; it is the only writer of its fields.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from floorcall.model.procedure import Stakes

__all__ = ["NextDeal"]


class NextDeal:
    """The corrections a ruling makes to the deal after this hand (none when the hand begins)."""

    def __init__(self) -> None:
        self.redeal_dealer: int | None = None
        """The seat that deals the redeal of a misdeal, when a ruling names another dealer."""
        self.redeal_button: int | None = None
        """The button's seat for the redeal of a misdeal, when a ruling corrects a misplaced button."""
        self.redeal_stakes: Stakes | None = None
        """The stakes of the redeal of a misdeal, when a ruling deals it again at the level in force."""
        self.next_button: int | None = None
        """Where a ruling puts the next hand's button (the session places it there), or None: it moves as usual."""

    def dealt_by(self, seat: int) -> None:
        """The redeal is dealt by ``seat``."""
        self.redeal_dealer = seat

    def button_for_redeal(self, seat: int) -> None:
        """The redeal has the button at ``seat``."""
        self.redeal_button = seat

    def stakes_for_redeal(self, stakes: Stakes) -> None:
        """The redeal is dealt at ``stakes``."""
        self.redeal_stakes = stakes

    def button_next_hand(self, seat: int) -> None:
        """The next hand's button is at ``seat``."""
        self.next_button = seat
