"""Burns under TDA 2024: a burn missed on the flop (39-B), a burn too many (38), an exposed burn (FLOORCALL-DEFAULT-2).

:func:`burn_topic` names the one rule on a burn out of sequence: a missed burn 39-B (flop games), an extra one 38
(any game but stud, where the stud procedures answer).
"""

from __future__ import annotations

from floorcall import BurnOutOfSequence, Card, CardToBurn, HandView, Message, Ruling, Street
from floorcall.rulekit import Rule, board_game, rule, ruling_rng, street_wagers, stud_game
from floorcall_rulelib.boards import flop_cards
from floorcall_rulelib.burns import exposed_burn, extra_burn_rule, stud_missed_burn_rule
from floorcall_tda2024.common import carry_on
from floorcall_tda2024.messages import msg, nmsg

__all__ = ["RULES", "burn_topic", "exposed_burn", "extra_burn", "missed_flop_burn", "missed_stud_burn"]


def burn_topic(irregularity: BurnOutOfSequence, hand: HandView | None) -> str:
    """The one rule on a burn out of sequence: a missed burn 39-B (flop games) or the stud default, an extra one 38."""
    if not irregularity.missed:
        return "TDA2024-38"
    return "FLOORCALL-DEFAULT-46" if stud_game(hand) else "TDA2024-39B"


@rule("TDA2024-39B", BurnOutOfSequence, scope=board_game, topic=burn_topic)
def missed_flop_burn(irregularity: BurnOutOfSequence, hand: HandView | None) -> Ruling | None:
    """TDA2024-39B: a flop turned without its burn.

    Once anyone has acted on the flop it stands, and the turn is burned as usual. Before that the flop cards turned
    are scrambled and one becomes the burn; the engine catches the skipped burn on the first flop card, so that card
    is the one there is to choose: it becomes the flop's burn and the flop is completed from the stub.
    """
    if irregularity.street is not Street.FLOP or hand is None:
        return None
    if not hand.dealing and street_wagers(hand):
        return carry_on(
            (),
            ("TDA2024-39B",),
            msg(
                "tda.premature.missed_flop_burn.1",
                "The flop came without a burn, but the action on it has begun: the flop stands and the turn gets its "
                "one burn.",
            ),
        )
    flop = flop_cards(hand.game)
    if not hand.dealing and hand.actor is not None and len(hand.board) == flop:  # the flop out, nobody acted yet
        card = irregularity.card
        if card not in hand.board:
            card = ruling_rng(hand, "flop-burn").choice(hand.board)
        return carry_on((CardToBurn(card=card, this_street=True),), ("TDA2024-39B",), _whole_flop(card, flop))
    if irregularity.card.is_known and hand.dealing:
        return carry_on(
            (CardToBurn(card=irregularity.card, this_street=True),),
            ("TDA2024-39B",),
            msg(
                "tda.premature.missed_flop_burn.2",
                "The flop was being turned without a burn and nobody has acted: {card} becomes the "
                "burn and the flop is completed from the stub.",
                card=irregularity.card,
            ),
        )
    return None


def _whole_flop(card: Card, flop: int) -> Message:
    """39-B's words for a whole flop turned without its burn: as many cards as the game's flop shows."""
    if flop == 3:
        return msg(
            "tda.premature.missed_flop_burn.whole_flop",
            "The flop was turned without a burn and nobody has acted on it: the three cards are scrambled, {card} "
            "becomes the burn and the next card completes the flop.",
            card=card,
        )
    return nmsg(
        "tda.premature.missed_flop_burn.whole_flop.counted",
        "The flop was turned without a burn and nobody has acted on it: its {count} card, {card}, becomes the burn "
        "and the next card completes the flop.",
        "The flop was turned without a burn and nobody has acted on it: the {count} cards are scrambled, {card} "
        "becomes the burn and the next card completes the flop.",
        flop,
        count=flop,
        card=card,
    )


#: TDA2024-38: a burn taken where none was due stands as the next street's burn, so no street gets two.
extra_burn = extra_burn_rule(
    "TDA2024-38",
    ("TDA2024-38",),
    msg(
        "tda.premature.extra_burn",
        "Each street gets exactly one burn: the card burned early stands as the next street's burn.",
    ),
    topic=burn_topic,
)


#: FLOORCALL-DEFAULT-46: a stud street dealt without its burn (TDA has no stud burn rule).
missed_stud_burn = stud_missed_burn_rule("FLOORCALL-DEFAULT-46", ("FLOORCALL-DEFAULT-46", "TDA2024-1"), burn_topic)

RULES: tuple[Rule, ...] = (missed_flop_burn, missed_stud_burn, extra_burn, exposed_burn)
