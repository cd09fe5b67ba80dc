"""Which games a declaration is for, named by the games' traits (family, low, high), never by their names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import msgspec

if TYPE_CHECKING:
    from floorcall.model.procedure import GameSpec

__all__ = ["GameMatch"]


class GameMatch(msgspec.Struct, frozen=True, kw_only=True):
    """Which games an option default is for, by the games' traits, never their names (None: any game).

    :param family: ``"stud"``, ``"flop"`` or ``"draw"``.
    :param low: whether the game plays for a low hand (razz, stud-8, lowball: True; stud high, hold'em: False).
    :param high: whether a high hand wins the pot or half of it (stud-8: True; razz, lowball: False).
    """

    family: Literal["stud", "flop", "draw"] | None = None
    low: bool | None = None
    high: bool | None = None

    def matches(self, game: GameSpec) -> bool:
        """Whether ``game`` has every trait this match names.

        :param game: the hand's game.
        :returns: True when each field that is not None agrees with the game's trait.
        """
        return (
            (self.family is None or game.family == self.family)
            and (self.low is None or (game.low is not None) == self.low)
            and (self.high is None or game.high == self.high)
        )
