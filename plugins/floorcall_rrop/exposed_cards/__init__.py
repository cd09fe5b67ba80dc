"""Robert's Rules on a downcard the dealer exposes, in every game: the rules of this one question.

Each rule declares the games it speaks to (its ``scope``), so that one rule answers an exposure in any game:

- flop games: one of the first two cards, or a second exposure, is a misdeal; another card is replaced and burned
  (RROP-HE-1, here);
- five-card stud: the card plays as an upcard, a player left with no downcard may withdraw (RROP-ES-STUD-IRR-7),
  and seven-card stud, stud-8 and razz: the card plays up, the next comes down, the last card is kept
  (RROP-STUD-5), in :mod:`.stud`, with a player who shows his own downcard (RROP-ES-STUD-IRR-11) and an upcard
  dealt down (WSOP24T-7CS);
- draw games: the card is replaced (WSOP24L-269), except a low card in limit A-5, which stays (RROP-A5-3), in
  :mod:`.draw`.
"""

from __future__ import annotations

from floorcall import AnyRemedy, CardToBurn, DowncardExposed, HandView, ReplaceFromStub, Ruling
from floorcall.rulekit import Rule, board_game, carry_on, earlier, misdeal, rule
from floorcall_rrop.exposed_cards import draw, stud
from floorcall_rrop.messages import msg


@rule("RROP-HE-1", DowncardExposed, scope=board_game)
def downcard_exposed(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """RROP-HE-1: in flop games the first two cards, or a second exposure, make a misdeal; one other is replaced."""
    if not irregularity.initial_deal:
        return None
    assert hand is not None
    first_two = sum(len(hand.cards(seat)) for seat in hand.seats) < 2
    if not hand.substantial_action and (first_two or earlier(hand, DowncardExposed) >= 1):
        return misdeal(
            ("RROP-HE-1", "RROP-MISDEAL-1"),
            msg(
                "rrop.general.downcard_exposed.1",
                "The dealer exposed one of the first two cards, or a second downcard: misdeal.",
            ),
        )
    remedies: tuple[AnyRemedy, ...] = (ReplaceFromStub(seat=irregularity.seat, after_round=True),)
    if irregularity.card.is_known:
        remedies += (CardToBurn(card=irregularity.card),)
    return carry_on(
        remedies,
        ("RROP-HE-1",),
        msg(
            "rrop.general.downcard_exposed.2",
            "The exposed card cannot be kept: the player gets the next card after "
            "the round and the exposed card becomes the first burn.",
        ),
    )


RULES: tuple[Rule, ...] = (
    stud.hole_card_exposed,
    stud.downcard_exposed,
    stud.own_downcard_exposed,
    stud.upcard_dealt_down,
    draw.a5_exposed_card,
    draw.exposed_card,
    downcard_exposed,
)
