"""Robert's Rules on the deck and the deal: a fouled deck, a fault of the deal, cards found face up in the deck.

In stud a player who has not looked at his downcards may ask for a new deal until the second round (the seed text,
RROP-ES-STUD-IRR-1); in the other games, whose misdeal causes do not name a fault of the shuffle, the cut or the
dealer, the floor decides before the action threshold whether to deal again (floorcall's FLOORCALL-DEFAULT-45),
and after it the hand plays on (RROP-MISDEAL-2). One card found face up while a round is dealt plays or is dead
(RROP-ES-STUD-IRR-8), :func:`boxed_card_topic` telling the two apart. In every game two boxed cards before the
action threshold (RROP-MISDEAL-1) are a misdeal and one is a scrap of paper (RROP-IRR-7); a fouled deck voids the
hand (WSOP24L-111, -112), and a card not of the game's deck is removed (WSOP24L-115).
"""

from __future__ import annotations

from floorcall import (
    AnyIrregularity,
    BoxedCardFound,
    DealingFault,
    DealSeatLastNextRound,
    DeckFouled,
    FoulReason,
    HandView,
    NonStandardCard,
    PlaysAsUpcard,
    RedealExact,
    ReplaceFromStub,
    Ruling,
    RulingKind,
    ScrapBoxedCard,
)
from floorcall.model import Option
from floorcall.rulekit import (
    Rule,
    carry_on,
    choice,
    earlier,
    misdeal,
    rule,
    substantial,
)
from floorcall_rrop.common import first_round, redeal, stud, unlooked
from floorcall_rrop.messages import msg
from floorcall_rulelib.dealing import dealing_fault_rule
from floorcall_rulelib.deck import fouled_deck_rule
from floorcall_rulelib.scopes import not_stud_game
from floorcall_rulelib.stud import fault_redeal


def boxed_card_topic(irregularity: object, hand: HandView | None) -> str:
    """Of the stud rules on a card found face up in the deck, the one that answers.

    One card is RROP-ES-STUD-IRR-8's (it plays or is dead); two or more, like the other faults of the deal, are
    RROP-ES-STUD-IRR-1's (the right to a new deal).
    """
    if isinstance(irregularity, BoxedCardFound) and irregularity.count == 1:
        return "RROP-ES-STUD-IRR-8"
    return "RROP-ES-STUD-IRR-1"


_RIGHT = ("RROP-ES-STUD-IRR-1",)


@rule("RROP-ES-STUD-IRR-1", DealingFault, DeckFouled, BoxedCardFound, scope=stud, topic=boxed_card_topic)
def new_deal_right(irregularity: AnyIrregularity, hand: HandView | None) -> Ruling | None:
    """IRR-1: until the second round starts, a player who has not seen his downcards can insist on a fresh deal.

    The causes are a deck not shuffled or cut, a card exposed in the cut or a short cut packet, two or more cards
    face up in the deck, an imperfect deck and the wrong dealer (who then gives the deal to the right one). Raised by
    a player who has not looked, it is his demand; otherwise the first such player in deal order has the option.
    """
    assert hand is not None
    if isinstance(irregularity, DealingFault):
        reporter = irregularity.reported_by
        remedy = fault_redeal(irregularity, hand)
    elif (isinstance(irregularity, BoxedCardFound) and irregularity.count >= 2) or isinstance(irregularity, DeckFouled):
        reporter, remedy = None, RedealExact()
    else:
        return None
    entitled = unlooked(hand) if first_round(hand) else []
    if reporter in entitled:
        return redeal(
            remedy,
            _RIGHT,
            msg(
                "rrop.deal.new_deal_right.1",
                "Seat {reporter} has not looked at his card and asks in time: new deal.",
                reporter=reporter,
            ),
        )
    if entitled:
        return choice(
            (Option(name="redeal", kind=RulingKind.MISDEAL, remedies=(remedy,)), Option(name="continue")),
            _RIGHT,
            msg(
                "rrop.deal.new_deal_right.choice",
                "Seat {seat} has not looked at his downcard, so he may demand a new deal before the second round.",
                seat=entitled[0],
            ),
            seat=entitled[0],
        )
    if isinstance(irregularity, DealingFault):
        return carry_on(
            (),
            _RIGHT,
            msg("rrop.deal.new_deal_right.3", "Nobody who could demand a new deal did so in time: the deal goes on."),
        )
    return None


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


@rule("RROP-ES-STUD-IRR-8", BoxedCardFound, scope=stud, topic=boxed_card_topic)
def card_exposed_in_deck(irregularity: BoxedCardFound, hand: HandView | None) -> Ruling | None:
    """IRR-8: a card found face up while a round is dealt goes to the player it falls to and plays.

    Found during a betting interval it is dead (see :data:`floorcall_rrop.premature.premature_card` for one turned too
    early).
    """
    if irregularity.count != 1:
        return None
    assert hand is not None
    due = hand.due_deal
    if due is not None and due[1]:
        return carry_on(
            (PlaysAsUpcard(seat=due[0]),),
            ("RROP-ES-STUD-IRR-8",),
            msg(
                "rrop.play.card_exposed_in_deck.upcard",
                "The card face up in the deck falls to seat {seat} in an upcard round: it is his card and plays.",
                seat=due[0],
            ),
        )
    if due is None and not hand.dealing and hand.live_seats:
        return carry_on(
            (ScrapBoxedCard(card=irregularity.card), DealSeatLastNextRound(seat=hand.live_seats[0])),
            ("RROP-ES-STUD-IRR-8",),
            msg(
                "rrop.play.card_exposed_in_deck.2",
                "A card exposed on the deck between rounds is dead; its owner is dealt last in the next upcard round.",
            ),
        )
    return None


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


#: FLOORCALL-DEFAULT-45: a dealing fault in a game without upcards, which no misdeal cause of the book names.
_PLAYED_ON = msg("rrop.deal.dealing_fault.played_on", "The action threshold has passed: no misdeal, the hand plays on.")
_FLOOR_DECIDES = msg(
    "rrop.deal.dealing_fault.floor_decides",
    "No misdeal cause covers this fault of the deal; before the action threshold the floor decides whether the hand is "
    "dealt again.",
)
_DEFAULT = "FLOORCALL-DEFAULT-45"
dealing_fault = dealing_fault_rule(
    _DEFAULT, not_stud_game, (("RROP-MISDEAL-2", _DEFAULT), _PLAYED_ON), ((_DEFAULT,), _FLOOR_DECIDES)
)

RULES: tuple[Rule, ...] = (
    new_deal_right,
    dealing_fault,
    fouled_deck,
    boxed_cards,
    card_exposed_in_deck,
    non_standard_card,
)
