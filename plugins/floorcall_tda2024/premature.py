"""Premature cards under TDA 2024: a board card turned before the betting ends (RP-5, 39-A), a stud card (RP-10-G).

A board card goes back into the stub, shuffled face down, and the street comes with no new burn; a fourth card
turned with the flop before anyone acted is a four-card flop (39-A). In stud, the card goes back into the stub as
RP-5-D says (RP-10-G), or is discarded and its seat dealt last, as the house's ``premature-stud-card`` says. In a
draw game, of which RP-5 says nothing, it goes back into the stub the same way (floorcall's FLOORCALL-DEFAULT-47).
"""

from __future__ import annotations

from floorcall import CardToBurn, DiscardExposedCard, HandView, PrematureCard, Ruling, Street
from floorcall.rulekit import Rule, board_game, board_just_turned, board_turned_this_street, rule, ruling_rng
from floorcall_rulelib.boards import flop_cards
from floorcall_rulelib.burns import reshuffled
from floorcall_rulelib.premature import draw_premature_card_rule
from floorcall_rulelib.stud import premature_card_rule
from floorcall_tda2024.common import carry_on
from floorcall_tda2024.messages import msg, nmsg

__all__ = ["RULES", "premature_board_card", "premature_card", "premature_draw_card"]


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
    flop = len(turned) - 1  # the cards the flop street turns: the engine dealt them all before the one too many
    if earlier:
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
    if flop == 3:
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
        nmsg(
            "tda.premature.extra_flop_card",
            "{turned} cards came out for a flop of {flop} card: they are mixed face down and {burned}, picked at "
            "random, becomes the burn for the turn; the other card is the flop, and the turn comes without another "
            "burn.",
            "{turned} cards came out for a flop of {flop} cards: they are mixed face down and {burned}, picked at "
            "random, becomes the burn for the turn; the other {flop} are the flop, and the turn comes without "
            "another burn.",
            flop,
            turned=len(turned),
            flop=flop,
            burned=burned,
        ),
    )


def _flop_unacted(irregularity: PrematureCard, hand: HandView | None) -> bool:
    """Whether the premature card is one too many for the flop: the flop out, nothing dealt or done since.

    The flop is out when the board holds the cards the game shows once the flop street is dealt
    (:func:`floorcall_rulelib.boards.flop_cards`: three in hold'em and Omaha).
    """
    return (
        hand is not None
        and irregularity.street is Street.FLOP
        and len(hand.board) == flop_cards(hand.game)
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


#: RP-10-G sends stud premature cards to RP-5-D: back into the stub, reshuffled face down, no new burn.
premature_card = premature_card_rule(
    "TDA2024-RP10-G",
    "reshuffle",
    rotate=(
        ("TDA2024-RP10-G", "RROP-ES-STUD-IRR-8"),
        msg(
            "tda.rp10.premature_card.1",
            "The house discards the early card and deals its owner last in the next round.",
        ),
    ),
    reshuffle=(
        ("TDA2024-RP10-G", "TDA2024-RP5-D", "TDA2024-39D"),
        msg(
            "tda.rp10.premature_card.2",
            "The card dealt before the betting ended goes back into the stub, which is shuffled face down; the "
            "street is then dealt from it without another burn.",
        ),
    ),
    rotate_only_before_upcards=False,
)


#: FLOORCALL-DEFAULT-47: a draw game's card dealt during a betting round goes back into the stub (TDA's premature-card
#: procedures, RP-5, speak of the flop and stud only).
premature_draw_card = draw_premature_card_rule("FLOORCALL-DEFAULT-47", ("FLOORCALL-DEFAULT-47", "TDA2024-1"))

RULES: tuple[Rule, ...] = (premature_board_card, premature_card, premature_draw_card)
