"""TDA 2024 RP-5 A to C (premature board cards), 39-A (four-card flop) and 38 (one burn a street) for board games.

The stud premature card (RP-5 D) is ruled by :mod:`floorcall_tda2024.stud`; these rulings answer only games with a
board.
"""

from __future__ import annotations

from floorcall import (
    BurnOutOfSequence,
    CardToBurn,
    DiscardExposedCard,
    HandView,
    PrematureCard,
    Ruling,
    Street,
)
from floorcall.rulekit import (
    board_game,
    board_just_turned,
    board_turned_this_street,
    rule,
    ruling_rng,
    street_wagers,
)
from floorcall_rulelib.burns import extra_burn_rule, reshuffled
from floorcall_tda2024.general.common import carry_on
from floorcall_tda2024.messages import msg

__all__ = ["burn_topic", "extra_burn", "missed_flop_burn", "premature_board_card"]

#: The RP-5 part for a board card turned during each betting round.
_PREMATURE = {Street.PREFLOP: "TDA2024-RP5-A", Street.FLOP: "TDA2024-RP5-B", Street.TURN: "TDA2024-RP5-C"}


def _four_card_flop(irregularity: PrematureCard, hand: HandView) -> Ruling:
    """TDA2024-39A: the cards turned on the flop street, one too many, are scrambled; one is the turn's burn.

    Only the cards that came out on the flop street take part: in a game that turns a board card with the hole
    cards, that card stays, and the flop is it and the cards left. The pick is seeded from the hand's number, its
    position in the log (burns left out, as a hand history does not record them) and the cards, so a replay picks
    the same card. The words follow the game: how many came out, and how many board cards were already there.
    """
    turned = (*board_turned_this_street(hand), irregularity.card)
    rng = ruling_rng(hand, "four-card-flop", "".join(map(str, turned)))
    burned = turned[rng.randrange(len(turned))]
    remedies = (CardToBurn(card=burned, replaced=burned is not irregularity.card),)
    earlier = len(hand.board) + 1 - len(turned)
    if not earlier:
        return carry_on(
            remedies,
            ("TDA2024-39A",),
            msg(
                "tda.premature.four_card_flop",
                "Four cards came out for the flop: they are mixed face down and {burned}, picked at "
                "random, becomes the burn for the turn; the other three are the flop, and the turn "
                "comes without another burn.",
                burned=burned,
            ),
        )
    return carry_on(
        remedies,
        ("TDA2024-39A",),
        msg(
            "tda.premature.four_card_flop.early_board",
            "{turned} cards came out on the flop street, one more than it turns: they are mixed face down and "
            "{burned}, picked at random, becomes the burn for the turn; the others join the board cards turned "
            "before the flop ({earlier} of them) to make it, and the turn comes without another burn.",
            turned=len(turned),
            burned=burned,
            earlier=earlier,
        ),
    )


def _flop_unacted(irregularity: PrematureCard, hand: HandView | None) -> bool:
    """Whether the premature card is a fourth flop card: three on the board, turned with nothing dealt or done since."""
    return (
        hand is not None
        and irregularity.street is Street.FLOP
        and len(hand.board) == 3
        and not hand.dealing
        and board_just_turned(hand)
    )


@rule("TDA2024-39A", PrematureCard, scope=board_game)
def premature_board_card(irregularity: PrematureCard, hand: HandView | None) -> Ruling | None:
    """TDA2024-RP5-A/B/C: the card goes back into the stub, shuffled face down; the burn taken stands.

    A fourth card turned with the flop, before anyone acted on it, is a four-card flop (TDA2024-39A) instead.
    """
    if irregularity.seat is not None:
        return None
    if hand is not None and _flop_unacted(irregularity, hand):
        return _four_card_flop(irregularity, hand)
    rule = _PREMATURE.get(irregularity.street)
    if rule is None:
        return carry_on(
            (DiscardExposedCard(card=irregularity.card),),
            ("TDA2024-1", "TDA2024-RP5-C"),
            msg(
                "tda.premature.premature_board_card.1",
                "No board card is still to come, so the card turned during the last betting round plays no part: the "
                "floor takes it out of play and the betting goes on.",
            ),
        )
    return reshuffled(
        irregularity.card,
        (rule, "TDA2024-39D"),
        msg(
            "tda.premature.premature_board_card.2",
            "The board card came before the betting was over: it goes back into the stub, which is shuffled face down, "
            "and once the betting ends the street is dealt again with no new burn.",
        ),
    )


def burn_topic(irregularity: BurnOutOfSequence, hand: HandView | None) -> str:
    """The one rule on a burn out of sequence: a missed burn 39-B (flop games), a burn too many 38."""
    return "TDA2024-39B" if irregularity.missed else "TDA2024-38"


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
    if not hand.dealing and hand.actor is not None and len(hand.board) == 3:  # the flop out, nobody acted yet
        card = irregularity.card
        if card not in hand.board:
            card = ruling_rng(hand, "flop-burn").choice(hand.board)
        return carry_on(
            (CardToBurn(card=card, this_street=True),),
            ("TDA2024-39B",),
            msg(
                "tda.premature.missed_flop_burn.whole_flop",
                "The flop was turned without a burn and nobody has acted on it: the three cards are scrambled, {card} "
                "becomes the burn and the next card completes the flop.",
                card=card,
            ),
        )
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
