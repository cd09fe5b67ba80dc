"""Robert's Rules on cards turned too early and on burns: premature board and stud cards, a burn missed or extra.

In flop games an early flop goes back into the deck and an early turn card sits out a round (RROP-HE-3, -4; an early
river as the WSOP cash rules say, WSOP24L-167, -123); in stud the early card is dead and its owner is dealt last
(RROP-ES-STUD-IRR-8); in a draw game it goes back into the stub, since cards dealt before the betting is over never
play (WSOP24L-123). A board street turned without its burn stands once acted on (WSOP24L-164, -165); a stud
street's cards go back to their places while it is dealt (WSOP24L-226); an extra burn serves the next street
(WSOP24L-122): :func:`burn_topic` tells them apart. An exposed burn is shown to all
(FLOORCALL-DEFAULT-2).
"""

from __future__ import annotations

from floorcall import (
    BurnOutOfSequence,
    DealWithoutBurn,
    HandView,
    PrematureCard,
    RedealBoardStreet,
    ReshufflePrematureCard,
    Ruling,
    SetAsidePrematureCard,
    Street,
)
from floorcall.rulekit import (
    Rule,
    board_game,
    board_just_turned,
    carry_on,
    rule,
    street_wagers,
    stud_game,
)
from floorcall_rrop.messages import msg
from floorcall_rulelib.burns import exposed_burn, extra_burn_rule, reshuffled, stud_missed_burn_rule
from floorcall_rulelib.premature import draw_premature_card_rule
from floorcall_rulelib.stud import (
    premature_card_rule,
)


@rule("RROP-HE-4", PrematureCard, scope=board_game)
def premature_flop(irregularity: PrematureCard, hand: HandView | None) -> Ruling | None:
    """RROP-HE-4: a flop turned before the betting ended goes back into the deck; the new flop has no burn.

    A turn card turned early is set aside for the flop round and shuffled back in only before the river.
    """
    if irregularity.seat is not None:
        return None
    assert hand is not None
    if irregularity.street is Street.FLOP and len(hand.board) == 3 and not hand.dealing and board_just_turned(hand):
        return carry_on(
            (ReshufflePrematureCard(card=irregularity.card, board=hand.board), DealWithoutBurn()),
            ("RROP-HE-3",),
            msg(
                "rrop.general.premature_flop.1",
                "The flop came with a fourth card: all four go back into the deck, which is shuffled, and a new flop"
                " is "
                "dealt with no new burn; the turn is burned as usual.",
            ),
        )
    if irregularity.street is Street.FLOP and hand.street_index + 2 < len(hand.game.streets):
        return carry_on(
            (
                SetAsidePrematureCard(card=irregularity.card),
                ReshufflePrematureCard(card=irregularity.card),
                DealWithoutBurn(),
            ),
            ("RROP-HE-4",),
            msg(
                "rrop.general.premature_flop.2",
                "The early turn card sits out this round: after the flop betting the turn is burned and dealt from the "
                "stub; after the turn betting that card is shuffled back into the stub (burns and discards stay out)"
                " and "
                "the river comes without a burn.",
            ),
        )
    if irregularity.street is not Street.PREFLOP:
        # A premature river: the WSOP cash rule Robert's Rules descends from, reshuffle now and no new burn.
        return reshuffled(
            irregularity.card,
            ("WSOP24L-167", "WSOP24L-123"),
            msg(
                "rrop.general.premature_flop.3",
                "The early board card never plays: it goes back into the stub, which is shuffled, and the street is "
                "dealt again without another burn once the betting is over.",
            ),
        )
    return reshuffled(
        irregularity.card,
        ("RROP-HE-4",),
        msg(
            "rrop.general.premature_flop.4",
            "The early flop cards are shuffled back into the deck; the burn stays and the new flop comes without one.",
        ),
    )


#: IRR-8 (during betting): the card turned too early is dead. The player it would have gone to is dealt last in the
#: next upcard round (``premature-stud-card``; ``reshuffle`` follows TDA RP-5-D instead).
premature_card = premature_card_rule(
    "RROP-ES-STUD-IRR-8#premature",
    "discard-and-rotate",
    reshuffle=(
        ("TDA2024-RP5-D", "RROP-ES-STUD-IRR-8"),
        msg(
            "rrop.play.premature_card.1",
            "The house returns the early card to the stub, reshuffles it and deals the street without a new burn.",
        ),
    ),
    rotate=(
        ("RROP-ES-STUD-IRR-8",),
        msg(
            "rrop.play.premature_card.2",
            "The card turned during the betting is dead; in the next upcard round its owner is passed and dealt "
            "last, and later rounds go as usual.",
        ),
    ),
    rotate_only_before_upcards=True,
)


def burn_topic(irregularity: BurnOutOfSequence, hand: HandView | None) -> str:
    """Of the rules on a burn out of sequence, the one that answers.

    A missed burn is WSOP24L-164's in flop games and WSOP24L-226's in stud; an extra one is WSOP24L-122's.
    """
    if not irregularity.missed:
        return "WSOP24L-122"
    return "WSOP24L-226" if stud_game(hand) else "WSOP24L-164"


#: WSOP24L-122: a burn too many is corrected by using it as the next street's burn, in every game.
extra_burn = extra_burn_rule(
    "WSOP24L-122",
    ("WSOP24L-122",),
    msg("rrop.general.extra_burn", "The extra burn stands as the next street's burn."),
    topic=burn_topic,
)
#: WSOP24L-226: in stud the cards of a street dealt without its burn go back to their proper places where they can.
missed_stud_burn = stud_missed_burn_rule("WSOP24L-226", ("WSOP24L-226",), burn_topic)


def _missed_flop_burn_fixed(irregularity: BurnOutOfSequence, hand: HandView) -> Ruling | None:
    """WSOP24L-164: the flop's missed burn is put right while the flop is being dealt."""
    card = irregularity.card
    if not card.is_known or hand.due_deal is not None:  # only a board card turned in the burn's place
        return None
    return carry_on(
        (ReshufflePrematureCard(card=card),),
        ("WSOP24L-164",),
        msg(
            "rrop.general.missed_flop_burn_fixed",
            "The flop was started without a burn and {card} is exposed: it goes back into the "
            "stub, which is shuffled face down; the dealer then burns and deals the flop.",
            card=card,
        ),
    )


@rule("WSOP24L-164", BurnOutOfSequence, scope=board_game, topic=burn_topic)
def missed_board_burn(irregularity: BurnOutOfSequence, hand: HandView | None) -> Ruling | None:
    """WSOP24L-164/165: a board street turned without its burn stands once anyone has acted on it.

    The next street is burned as usual. Before that, a flop card turned without the burn goes back into the stub,
    which is shuffled, and the dealer burns and deals the flop (WSOP24L-164). (Caught before any flop card is
    exposed there is nothing to rule on: the burn is still due.)
    """
    if not irregularity.missed:
        return None
    assert hand is not None
    if hand.dealing and irregularity.street is Street.FLOP:
        return _missed_flop_burn_fixed(irregularity, hand)
    if hand.dealing:
        return None
    if not street_wagers(hand) and hand.street_index > 0 and hand.actor is not None:
        return carry_on(
            (RedealBoardStreet(),),
            ("WSOP24L-164/165",),
            msg(
                "rrop.general.missed_board_burn.redeal",
                "The board cards of this street were turned without a burn and nobody has acted on them yet: they go "
                "back into the stub, which is shuffled face down, and the dealer burns and deals the street again.",
            ),
        )
    return carry_on(
        (),
        ("WSOP24L-164/165",),
        msg(
            "rrop.general.missed_board_burn",
            "The board came without a burn, but action has been taken on it: it stands, and the next street gets its "
            "one burn.",
        ),
    )


#: WSOP24L-123: in a draw game too, a card dealt before the betting is over never plays: it goes back into the stub.
premature_draw_card = draw_premature_card_rule("WSOP24L-123", ("WSOP24L-123",))

RULES: tuple[Rule, ...] = (
    premature_flop,
    premature_card,
    premature_draw_card,
    extra_burn,
    missed_board_burn,
    missed_stud_burn,
    exposed_burn,
)
