"""Rulings that apply to every game under Robert's Rules.

They cover misdeals before the action threshold, fouled decks, boxed, non-standard and premature cards, wrong card
counts and burns.
The action threshold (two players have acted after the forced bet or the blinds, RROP-MISDEAL-1) is counted by the
rulebook's hook in :mod:`floorcall_rrop` and read here through ``hand.substantial_action``. Where the Robert's Rules
text could not be read, the WSOP live-action rules that follow it are cited. Each rule is a pure function
``(irregularity, hand) -> Ruling | None``; :data:`RULES` lists them in the order they are asked.
"""

from __future__ import annotations

import dataclasses

from floorcall import (
    ActionOutOfTurn,
    AnyRemedy,
    BackUpAction,
    BoxedCardFound,
    BurnOutOfSequence,
    CardToBurn,
    CardToWrongSeat,
    CountsAsNextCard,
    DealSkippedSeatLater,
    DealWithoutBurn,
    DowncardExposed,
    FoulReason,
    HandView,
    KillHand,
    NonStandardCard,
    PrematureCard,
    RedealBoardStreet,
    ReplaceFromStub,
    ReshufflePrematureCard,
    Ruling,
    RulingKind,
    ScrapBoxedCard,
    SeatDealtOut,
    SetAsidePrematureCard,
    Street,
    WrongCardCount,
)
from floorcall.rulekit import (
    Rule,
    board_game,
    board_just_turned,
    carry_on,
    dead_hand,
    earlier,
    misdeal,
    rule,
    street_wagers,
    substantial,
)
from floorcall_rrop.messages import msg, nmsg
from floorcall_rrop.scopes import button_game, no_draw_game, no_upcards
from floorcall_rrop.wagers import RULES as WAGER_RULES
from floorcall_rulelib.burns import exposed_burn, extra_burn_rule, extra_card_burned, reshuffled
from floorcall_rulelib.deck import fouled_deck_rule

#: WSOP24L-112 (a duplicate card) and WSOP24L-111 (a card with another back): the hand is void, chips returned. The
#: cash texts give no window for a claim against a finished hand, so rrop falls back on the tournament rule's
#: (TDA2024-35E.3 with TDA2024-22): the claim is heard until the next hand begins, and refused after.
fouled_deck = fouled_deck_rule(
    "WSOP24L-112",
    lambda claim: ("WSOP24L-112" if claim.reason is FoulReason.DUPLICATE else "WSOP24L-111",),
    msg(
        "rrop.general.fouled_deck.1",
        "Robert's Rules set no window for this claim; as in tournaments, once the next hand has "
        "begun the finished hand's result stands.",
    ),
    lambda claim: msg(
        "rrop.general.fouled_deck.2",
        "A fouled deck voids the hand: every chip goes back to the player who put it in.",
    ),
    yields_to=("RROP-ES-STUD-IRR-1",),
)


@rule("RROP-IRR-7", BoxedCardFound, yields_to=("RROP-ES-STUD-IRR-1", "RROP-ES-STUD-IRR-8"))
def boxed_cards(irregularity: BoxedCardFound, hand: HandView | None) -> Ruling | None:
    """RROP-MISDEAL-1: two or more boxed cards before the threshold; RROP-IRR-7: one is a scrap of paper."""
    if max(irregularity.count, 1 + earlier(hand, BoxedCardFound)) >= 2 and not substantial(hand):
        return misdeal(
            ("RROP-MISDEAL-1", "WSOP24L-104"),
            msg("rrop.general.boxed_cards.1", "Two boxed cards before the action threshold: misdeal."),
        )
    return carry_on(
        (ScrapBoxedCard(card=irregularity.card),),
        ("RROP-IRR-7",),
        msg(
            "rrop.general.boxed_cards.2",
            "A boxed card counts as a blank: it is mucked face up and the card under it takes its place.",
        ),
    )


@rule("RROP-MISDEAL-2", CardToWrongSeat, yields_to=("RROP-ES-STUD-IRR-2",))
def wrong_seat(irregularity: CardToWrongSeat, hand: HandView | None) -> Ruling | None:
    """RROP-MISDEAL-1 before the threshold; after it the deal goes on (RROP-MISDEAL-2).

    Before the threshold a first card to the wrong seat, a card to an ineligible seat and a card out of sequence are
    all misdeals.
    """
    if not substantial(hand):
        return misdeal(
            ("RROP-MISDEAL-1",),
            msg(
                "rrop.general.wrong_seat.1",
                "A card went to seat {seat} out of sequence before the action threshold: misdeal.",
                seat=irregularity.seat,
            ),
        )
    if not irregularity.entitled:
        return carry_on(
            (),
            ("RROP-MISDEAL-2",),
            msg("rrop.general.wrong_seat.2", "Past the threshold the hand is played; the stray card is dead."),
        )
    if hand is not None and hand.street_index == 0 and not hand.dealing and irregularity.first_card:
        return carry_on(
            (),
            ("RROP-MISDEAL-2",),
            msg(
                "rrop.general.wrong_seat.after_action",
                "The deal began at the wrong seat and was found only past the action threshold: the hand is played "
                "with the cards as dealt.",
            ),
        )
    return carry_on(
        (CountsAsNextCard(seat=irregularity.seat), DealSkippedSeatLater(seat=irregularity.expected_seat)),
        ("RROP-MISDEAL-2",),
        msg(
            "rrop.general.wrong_seat.3",
            "Past the threshold there is no misdeal: the card stays where it went and the passed seat is dealt later.",
        ),
    )


@rule("RROP-MISDEAL-1#dealt-out", SeatDealtOut, scope=button_game)
def seat_dealt_out(irregularity: SeatDealtOut, hand: HandView | None) -> Ruling | None:
    """RROP-MISDEAL-1 / -2 in the button games: an eligible seat dealt out is a misdeal before the threshold.

    Past the threshold the hand is played without him (the stud games have their own rule, RROP-ES-STUD-IRR-3).
    """
    if not substantial(hand):
        return misdeal(
            ("RROP-MISDEAL-1",),
            msg(
                "rrop.general.seat_dealt_out.misdeal",
                "Seat {seat} was entitled to a hand and was dealt out before the action threshold: the hand is dealt "
                "again.",
                seat=irregularity.seat,
            ),
        )
    return dead_hand(
        irregularity.seat,
        ("RROP-MISDEAL-2",),
        msg(
            "rrop.general.seat_dealt_out.dead",
            "Two players have acted, so the hand is played on: seat {seat}, dealt out, has no hand in it.",
            seat=irregularity.seat,
        ),
    )


@rule("WSOP24L-106", WrongCardCount, yields_to=("RROP-ES-STUD-IRR-5",), scope=no_draw_game)
def wrong_card_count(irregularity: WrongCardCount, hand: HandView | None) -> Ruling | None:
    """RROP-HE-2 / WSOP24L-118: one extra card becomes the burn; RROP-MISDEAL-1 / -2 otherwise."""
    if substantial(hand):
        return Ruling(
            kind=RulingKind.DEAD_HAND,
            remedies=(KillHand(seat=irregularity.seat),),
            citations=("RROP-MISDEAL-2", "RROP-MISDEAL-1", "WSOP24L-104/105"),
            message=msg(
                "rrop.general.wrong_card_count.1",
                "Two players have acted, so the hand must be played: seat {seat}'s hand with the "
                "wrong number of cards is dead, with no refund.",
                seat=irregularity.seat,
            ),
        )
    burned = extra_card_burned(
        irregularity,
        hand,
        "burn",
        ("RROP-HE-2", "WSOP24L-118"),
        msg(
            "rrop.general.wrong_card_count.2",
            "A single extra card on the deal goes back and is used as the burn; the deal stands.",
        ),
    )
    if burned is not None:
        return burned
    return misdeal(
        ("RROP-MISDEAL-1",),
        nmsg(
            "rrop.general.wrong_card_count.3",
            "Seat {seat} holds {held} card instead of {expected} before the action threshold: misdeal.",
            "Seat {seat} holds {held} cards instead of {expected} before the action threshold: misdeal.",
            irregularity.held,
            seat=irregularity.seat,
            held=irregularity.held,
            expected=irregularity.expected,
        ),
    )


@rule("WSOP24L-115", NonStandardCard)
def non_standard_card(irregularity: NonStandardCard, hand: HandView | None) -> Ruling | None:
    """WSOP24L-115: a joker where none is used is a scrap of paper, replaced by the next card."""
    return carry_on(
        (ReplaceFromStub(seat=irregularity.seat),),
        ("WSOP24L-115",),
        msg(
            "rrop.general.non_standard_card",
            "The {card} is not part of this game's deck: it is removed and the next card replaces it.",
            card=irregularity.card,
        ),
    )


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


def burn_topic(irregularity: BurnOutOfSequence, hand: HandView | None) -> str:
    """Of the rules on a burn out of sequence, the one that answers: WSOP24L-164 a missed burn, WSOP24L-122 an extra."""
    return "WSOP24L-164" if irregularity.missed else "WSOP24L-122"


#: WSOP24L-122: a burn too many is corrected by using it as the next street's burn (outside stud).
extra_burn = dataclasses.replace(
    extra_burn_rule(
        "WSOP24L-122",
        ("WSOP24L-122",),
        msg("rrop.general.extra_burn", "The extra burn stands as the next street's burn."),
    ),
    scope=no_upcards,
    topic=burn_topic,
)


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


@rule("WSOP24L-132", ActionOutOfTurn, yields_to=("RROP-ES-STUD-IRR-10#acts",))
def action_out_of_turn(irregularity: ActionOutOfTurn, hand: HandView | None) -> Ruling | None:
    """WSOP24L-132 (Robert's Rules lineage): the action backs up to the player whose turn it was.

    The early action binds if the action to its player does not change, and he may act afresh when it does.
    """
    return carry_on(
        (BackUpAction(seat=irregularity.seat, hold=True),),
        ("WSOP24L-132",),
        msg(
            "rrop.general.action_out_of_turn",
            "Seat {seat} acted out of turn: play returns to seat {expected_seat}; the early "
            "action holds for its player unless a bet or raise comes first.",
            seat=irregularity.seat,
            expected_seat=irregularity.expected_seat,
        ),
    )


RULES: tuple[Rule, ...] = (
    *WAGER_RULES,
    action_out_of_turn,
    fouled_deck,
    boxed_cards,
    wrong_seat,
    wrong_card_count,
    seat_dealt_out,
    non_standard_card,
    downcard_exposed,
    premature_flop,
    extra_burn,
    missed_board_burn,
    exposed_burn,
)
