"""TDA 2024 rules 35-A, 35-B, 35-D, 37 and 38: what goes wrong on the deal, before and after substantial action.

Before substantial action (rule 36, counted by the hook in :mod:`floorcall_tda2024`) the listed causes are
misdeals, redealt exactly (rule 35-C). After it no misdeal is possible: a hand with the wrong number of cards is
dead, a non-standard card is replaced, and a killed hand changes nothing about the burns (one per later street).
"""

from __future__ import annotations

from floorcall import (
    AnyRemedy,
    BoxedCardFound,
    CardToBurn,
    CardToWrongSeat,
    CountsAsNextCard,
    DealMissingCard,
    DealSkippedSeatLater,
    DowncardExposed,
    HandView,
    NonStandardCard,
    ReplaceFromStub,
    Ruling,
    ScrapBoxedCard,
    WrongCardCount,
)
from floorcall.rulekit import board_game, rule, stud_game
from floorcall_rulelib.burns import extra_card_burned
from floorcall_rulelib.scopes import not_draw_game
from floorcall_tda2024.general.common import carry_on, dead_hand, earlier, misdeal, option, substantial
from floorcall_tda2024.messages import msg, nmsg

__all__ = ["boxed_cards", "downcard_exposed", "non_standard_card", "wrong_card_count", "wrong_seat"]


@rule("TDA2024-35A.1", BoxedCardFound)
def boxed_cards(irregularity: BoxedCardFound, hand: HandView | None) -> Ruling | None:
    """TDA2024-35A.1: a second boxed card on the initial deal before SA is a misdeal; one is a scrap of paper.

    One boxed card is not a TDA cause: floorcall's default (FLOORCALL-DEFAULT-1, house option
    ``single-boxed-card``) shows it, mucks it and lets the next card take its place.
    """
    count = max(irregularity.count, 1 + earlier(hand, BoxedCardFound))
    before_sa = irregularity.initial_deal and not substantial(hand)
    if count >= 2 and before_sa:
        return misdeal(
            hand,
            ("TDA2024-35A.1", "TDA2024-36"),
            msg(
                "tda.misdeals.boxed_cards.1",
                "A second card found face up in the deck during the initial deal, before substantial action, makes"
                " it a "
                "misdeal: the hand is dealt again as it was.",
            ),
        )
    if before_sa and option(hand, "single-boxed-card", "scrap-of-paper") == "misdeal":
        return misdeal(
            hand,
            ("FLOORCALL-DEFAULT-1",),
            msg("tda.misdeals.boxed_cards.2", "This house redeals a hand for a single boxed card."),
        )
    cited = ("FLOORCALL-DEFAULT-1",) if count == 1 else ("TDA2024-35D.1", "FLOORCALL-DEFAULT-1")
    return carry_on(
        (ScrapBoxedCard(card=irregularity.card),),
        cited,
        msg(
            "tda.misdeals.boxed_cards.3",
            "The boxed card is treated like a blank: it is shown, put in the muck, and the next card is dealt in its "
            "place.",
        ),
    )


@rule("TDA2024-35A.2", CardToWrongSeat, yields_to=("RROP-ES-STUD-IRR-6",))
def wrong_seat(irregularity: CardToWrongSeat, hand: HandView | None) -> Ruling | None:
    """TDA2024-35A.2 and 35A.3 before SA; otherwise the deal goes on (TDA2024-35B for a skipped button)."""
    sa = substantial(hand)
    if not irregularity.entitled:
        if not sa:
            return misdeal(
                hand,
                ("TDA2024-35A.3", "TDA2024-36"),
                msg(
                    "tda.misdeals.wrong_seat.1",
                    "Seat {seat} is not entitled to a hand and was dealt a card before substantial action: misdeal.",
                    seat=irregularity.seat,
                ),
            )
        return carry_on(
            (),
            ("TDA2024-35D.1", "TDA2024-36"),
            msg(
                "tda.misdeals.wrong_seat.2",
                "After substantial action there is no misdeal: the card dealt to a seat without a hand is dead.",
            ),
        )
    if irregularity.first_card and not sa:
        return misdeal(
            hand,
            ("TDA2024-35A.2", "TDA2024-36"),
            msg(
                "tda.misdeals.wrong_seat.3",
                "The first card of the deal went to seat {seat} instead of seat {expected_seat}: misdeal.",
                seat=irregularity.seat,
                expected_seat=irregularity.expected_seat,
            ),
        )
    if hand is not None and hand.street_index == 0 and not hand.dealing and irregularity.first_card:
        return carry_on(
            (),
            ("TDA2024-35D.1", "TDA2024-36"),
            msg(
                "tda.misdeals.wrong_seat.after_action",
                "The deal began at the wrong seat, but substantial action came before anyone said so: there is no "
                "misdeal, and the hand plays on with the cards as dealt.",
            ),
        )
    button = hand.table.button if hand is not None and not stud_game(hand) else None
    remedies = (CountsAsNextCard(seat=irregularity.seat), DealSkippedSeatLater(seat=irregularity.expected_seat))
    if irregularity.expected_seat == button:
        return carry_on(
            remedies,
            ("TDA2024-35B",),
            msg(
                "tda.misdeals.wrong_seat.4",
                "The button was passed over; it gets its cards in a row once the dealer reaches it, which is legal.",
            ),
        )
    return carry_on(
        remedies,
        ("TDA2024-35A", "TDA2024-1"),
        msg(
            "tda.misdeals.wrong_seat.5",
            "A card out of turn is not a listed misdeal cause: seat {seat} keeps it as his next "
            "card and seat {expected_seat} is dealt his when the dealer comes round; a wrong "
            "count would be ruled when the deal is complete.",
            seat=irregularity.seat,
            expected_seat=irregularity.expected_seat,
        ),
    )


def _button_short(irregularity: WrongCardCount, hand: HandView) -> Ruling:
    """TDA2024-37 with 35B: the button may be completed, even after SA, until he checks or bets."""
    if any(action.seat == irregularity.seat for action in hand.actions_in_turn):
        return dead_hand(
            irregularity.seat,
            ("TDA2024-37", "TDA2024-35B"),
            msg(
                "tda.misdeals.button_short.1",
                "The button acted while short a card, so his hand is dead; the chips he put in stay in the pot.",
            ),
        )
    missing = irregularity.expected - irregularity.held
    return carry_on(
        tuple(DealMissingCard(seat=irregularity.seat) for _ in range(missing)),
        ("TDA2024-35B", "TDA2024-37"),
        msg(
            "tda.misdeals.button_short.2",
            "The button is short but has not acted: he is given the missing card now and the action goes on.",
        ),
    )


@rule("TDA2024-35D.1", WrongCardCount, scope=not_draw_game)
def wrong_card_count(irregularity: WrongCardCount, hand: HandView | None) -> Ruling | None:
    """TDA2024-35A.4 / 35A.5 before SA (misdeal); TDA2024-35D.1 with 38 after it (the hand is dead).

    Not in draw games: TDA leaves their deals to the house, and the draw rules (WSOP24T-108) answer.
    """
    short = irregularity.held < irregularity.expected
    on_button = hand is not None and irregularity.seat == hand.table.button
    if hand is not None and on_button and short and irregularity.held > 0 and board_game(hand):
        return _button_short(irregularity, hand)
    if not substantial(hand):
        burned = extra_card_burned(
            irregularity,
            hand,
            "misdeal",
            ("WSOP24L-118", "TDA2024-35A.5"),
            msg(
                "tda.misdeals.wrong_card_count.1",
                "This house repairs a single extra card: it goes back and serves as the next burn.",
            ),
        )
        if burned is not None:
            return burned
        cause = "TDA2024-35A.4" if irregularity.held == 0 else "TDA2024-35A.5"
        return misdeal(
            hand,
            (cause, "TDA2024-36"),
            nmsg(
                "tda.misdeals.wrong_card_count.2",
                "Seat {seat} holds {held} card instead of {expected} before substantial action: misdeal.",
                "Seat {seat} holds {held} cards instead of {expected} before substantial action: misdeal.",
                irregularity.held,
                seat=irregularity.seat,
                held=irregularity.held,
                expected=irregularity.expected,
            ),
        )
    return dead_hand(  # each player checks his own card count before SA (rule 2): found later, the hand is dead
        irregularity.seat,
        ("TDA2024-35D.1", "TDA2024-38", "TDA2024-36", "TDA2024-2"),
        nmsg(
            "tda.misdeals.wrong_card_count.3",
            "After substantial action there is no misdeal: seat {seat}'s hand of {held} card is "
            "dead, and each later street still gets exactly one burn.",
            "After substantial action there is no misdeal: seat {seat}'s hand of {held} cards is "
            "dead, and each later street still gets exactly one burn.",
            irregularity.held,
            seat=irregularity.seat,
            held=irregularity.held,
        ),
    )


@rule("TDA2024-35A.6", NonStandardCard)
def non_standard_card(irregularity: NonStandardCard, hand: HandView | None) -> Ruling | None:
    """TDA2024-35A.6 before SA (misdeal); TDA2024-35D.2 after it (removed and replaced)."""
    if not substantial(hand):
        return misdeal(
            hand,
            ("TDA2024-35A.6", "TDA2024-36"),
            msg(
                "tda.misdeals.non_standard_card.1",
                "{card} does not belong in this game's deck and turned up before substantial action: misdeal.",
                card=irregularity.card,
            ),
        )
    return carry_on(
        (ReplaceFromStub(seat=irregularity.seat),),
        ("TDA2024-35D.2", "TDA2024-38"),
        msg(
            "tda.misdeals.non_standard_card.board",
            "After substantial action the {card} on the board is a scrap of paper: it is taken out and the next card "
            "replaces it, without another burn.",
            card=irregularity.card,
        )
        if irregularity.seat is None
        else msg(
            "tda.misdeals.non_standard_card.seat",
            "After substantial action the {card} of seat {seat} is a scrap of paper: it is taken out and the next "
            "card replaces it, without another burn.",
            card=irregularity.card,
            seat=irregularity.seat,
        ),
    )


def _flop_exposure(irregularity: DowncardExposed, hand: HandView) -> Ruling:
    """TDA2024-35A.7 in flop games: one of the first two cards, or a second exposure, before SA is a misdeal."""
    dealt_before = sum(len(hand.cards(seat)) for seat in hand.seats)
    if not hand.substantial_action and (dealt_before < 2 or earlier(hand, DowncardExposed) >= 1):
        return misdeal(
            hand,
            ("TDA2024-35A.7", "TDA2024-36"),
            msg(
                "tda.misdeals.flop_exposure.1",
                "In a flop game the dealer exposed one of the first two cards off the deck, or a second downcard:"
                " misdeal.",
            ),
        )
    if option(hand, "flop-exposed-downcard", "replace") == "keep":
        return carry_on(
            (),
            ("TDA2024-35A.7",),
            msg("tda.misdeals.flop_exposure.2", "A single later exposure is no misdeal; this house lets him keep it."),
        )
    remedies: tuple[AnyRemedy, ...] = (ReplaceFromStub(seat=irregularity.seat, after_round=True),)
    if irregularity.card.is_known:
        remedies += (CardToBurn(card=irregularity.card),)
    return carry_on(
        remedies,
        ("TDA2024-35A.7", "RROP-HE-1"),
        msg(
            "tda.misdeals.flop_exposure.3",
            "One exposed downcard other than the first two is no misdeal; TDA gives no repair, so the card-room"
            " practice "
            "applies: the player gets the next card after the round and the exposed card is the first burn.",
        ),
    )


@rule("TDA2024-35A.7", DowncardExposed, scope=board_game)
def downcard_exposed(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """Exposed downcards on the initial deal of flop games (stud and draw exposures have rules of their own)."""
    if not irregularity.initial_deal or hand is None:
        return None
    return _flop_exposure(irregularity, hand)
