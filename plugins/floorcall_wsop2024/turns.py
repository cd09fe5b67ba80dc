"""Who acts first after tied boards in the stud games played for a low: WSOP24T-STUD8 and WSOP24T-RAZZ.

The WSOP's stud-8 and razz sections give a tie of the best boards (high boards in stud-8, low boards in razz) to the
tied seat dealt first, counting from the dealer's left; the TDA breaks it by suit (TDA2024-RP10-D), as the WSOP does
in stud high (WSOP24T-STUD). The hand follows the book's ``board-tie`` default for those games
(:mod:`floorcall_wsop2024.options`); this rule answers a player who disputes the first action on a later street
there, citing the WSOP section. The bring-in street and a shared board card stay with the TDA's rules behind the book.
"""

from __future__ import annotations

from floorcall import FirstActionDisputed, HandView, Ruling
from floorcall.rulekit import Rule, rule
from floorcall_rulelib.turns import first_action_refused
from floorcall_wsop2024.messages import msg

__all__ = ["RULES", "hi_lo_stud", "low_stud", "razz_tied_boards", "stud8_tied_boards"]


def hi_lo_stud(hand: HandView | None) -> bool:
    """Whether the hand is of a stud game whose pot a high and a low share (stud-8)."""
    return hand is not None and hand.game.upcards > 0 and hand.game.low is not None and hand.game.high


def low_stud(hand: HandView | None) -> bool:
    """Whether the hand is of a stud game only a low hand wins (razz)."""
    return hand is not None and hand.game.upcards > 0 and hand.game.low is not None and not hand.game.high


def _first_dealt(section: str, hand: HandView | None) -> Ruling | None:
    """The claim refused, citing ``section``; None on the bring-in street and when a shared card replaced the board."""
    assert hand is not None
    if hand.street_index == 0 or hand.board:
        return None
    return first_action_refused(
        (section,),
        hand.actor,
        lambda actor: msg(
            "wsop.boards.first_dealt",
            "Seat {actor} acts first on this street: the best board showing leads, and between boards that tie the "
            "seat that got its cards first, counting from the dealer's left, leads (never the suits).",
            actor=actor,
        ),
        msg("wsop.boards.nobody", "Nobody is to act now, so no seat takes the first action."),
    )


@rule("WSOP24T-STUD8", FirstActionDisputed, scope=hi_lo_stud)
def stud8_tied_boards(irregularity: FirstActionDisputed, hand: HandView | None) -> Ruling | None:
    """WSOP24T-STUD8: on a later street the best high board acts first, a tie going to the seat dealt first.

    :param irregularity: the disputed first action (the claimant's seat and the street).
    :param hand: the hand, of a stud game a high and a low share.
    :returns: the claim refused, the action staying with the seat the procedure named; None on the bring-in street
        and when a shared card replaced the board (the TDA's rules answer there).
    """
    return _first_dealt("WSOP24T-STUD8", hand)


@rule("WSOP24T-RAZZ", FirstActionDisputed, scope=low_stud)
def razz_tied_boards(irregularity: FirstActionDisputed, hand: HandView | None) -> Ruling | None:
    """WSOP24T-RAZZ: on a later street the lowest board acts first, a tie going to the seat dealt first.

    :param irregularity: the disputed first action (the claimant's seat and the street).
    :param hand: the hand, of a stud game only a low wins.
    :returns: as :func:`stud8_tied_boards`.
    """
    return _first_dealt("WSOP24T-RAZZ", hand)


RULES: tuple[Rule, ...] = (stud8_tied_boards, razz_tied_boards)
