"""TDA 2024 rule 53-A: an early action is taken back, and stands when its turn comes if no bet or raise intervened."""

from __future__ import annotations

from floorcall import ActionOutOfTurn, BackUpAction, HandView, Ruling, RulingKind
from floorcall.rulekit import rule
from floorcall_tda2024.messages import msg

__all__ = ["action_out_of_turn"]


@rule("TDA2024-53A", ActionOutOfTurn, yields_to=("TDA2024-53B",))
def action_out_of_turn(irregularity: ActionOutOfTurn, hand: HandView | None) -> Ruling | None:
    """TDA2024-53A: play goes back to the player whose turn it was; the early action is held for its player.

    When his turn comes, a held fold binds, and a held check, call or raise binds if nobody bet or raised in between;
    otherwise he acts afresh with every option.
    """
    return Ruling(
        kind=RulingKind.CONTINUE,
        remedies=(BackUpAction(seat=irregularity.seat, hold=True),),
        citations=("TDA2024-53A",),
        message=msg(
            "tda.turns.action_out_of_turn",
            "Seat {seat} acted before seat {expected_seat}: the action goes back to seat "
            "{expected_seat}, and seat {seat}'s early action stands when his turn comes unless "
            "someone bets or raises first.",
            seat=irregularity.seat,
            expected_seat=irregularity.expected_seat,
        ),
    )
