"""The chip ledger: the hand's record of chips beyond each seat's stack and contribution.

It keeps the blinds as posted, the chips a ruling holds out of the hand, and the settlement (what each seat won and
what came back to it). The seats' stacks move where the chips move; the ledger is the only writer of these records.
All amounts are chips, keyed by seat number.
"""

from __future__ import annotations

__all__ = ["ChipLedger"]


class ChipLedger:
    """Blind wagers, chips held out, payouts and returns of one hand (all empty when it begins)."""

    def __init__(self) -> None:
        self.blind_wagers: dict[int, int] = {}
        """The blinds and a posted bring-in as posted (short when the stack was), in posting order."""
        self.held_out: dict[int, int] = {}
        """Chips behind held out of the hand by a ruling (a player all in for the pot); they return when it ends."""
        self.payouts: dict[int, int] = {}
        """What each seat won from the pots, once they are awarded."""
        self.returned: dict[int, int] = {}
        """Chips given back to each seat: uncalled bets at the award, or everything a void hand or misdeal returns."""

    def post(self, seat: int, chips: int) -> None:
        """Record a blind (or the bring-in) of ``chips`` posted by ``seat``."""
        self.blind_wagers[seat] = chips

    def hold_out(self, seat: int, chips: int) -> None:
        """Hold ``chips`` of the seat's stack out of the hand until it ends."""
        self.held_out[seat] = self.held_out.get(seat, 0) + chips

    def release(self) -> dict[int, int]:
        """The chips held out, seat -> chips, which leave the ledger (the hand is over: they go back)."""
        held, self.held_out = self.held_out, {}
        return held

    def settle(self, payouts: dict[int, int], returned: dict[int, int]) -> None:
        """Record the award: the pots' chips each seat won, and the uncalled chips given back."""
        self.returned = dict(returned)
        self.payouts = dict(payouts)

    def refund(self, seat: int, chips: int) -> None:
        """Record that ``seat`` got back ``chips``, everything it put in (a void hand or a misdeal)."""
        self.returned[seat] = chips

    def unpay(self) -> None:
        """Take back the award (a hand already settled is made void): no seat has won anything."""
        self.payouts.clear()
