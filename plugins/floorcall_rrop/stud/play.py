"""Seed 000, the play (RROP-ES-STUD-IRR-7 to -11).

A hole card dealt face up, a card exposed in the deck, the impossible call, the misread high board, and a player who
exposes his own hole card.
"""

from __future__ import annotations

from floorcall import (
    BoxedCardFound,
    DealSeatLastNextRound,
    DowncardExposed,
    HandView,
    OpenerMisnamed,
    PlaysAsUpcard,
    Ruling,
    ScrapBoxedCard,
    WithdrawWithRefund,
    WrongBringIn,
)
from floorcall.model import Option
from floorcall.rulekit import (
    carry_on,
    choice,
    rule,
)
from floorcall_rrop.messages import msg, nmsg
from floorcall_rrop.stud.common import boxed_card_topic, five_card, stud
from floorcall_rulelib.stud import (
    impossible_call_rule,
    misnamed_opener_rule,
    own_downcard_rule,
    plays_up,
    premature_card_rule,
    turned_up,
)

__all__ = [
    "card_exposed_in_deck",
    "hole_card_exposed",
    "impossible_call",
    "misnamed_opener_acts",
    "opener_misnamed",
    "own_downcard_exposed",
    "premature_card",
]

_EXPOSED = ("RROP-ES-STUD-IRR-7",)


@rule("RROP-ES-STUD-IRR-7", DowncardExposed, scope=five_card)
def hole_card_exposed(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """IRR-7 (five-card stud): the exposed card plays as an upcard and the next comes down.

    A player left with four or five cards and no downcard may withdraw and take back every chip he put in, or play
    on.
    """
    assert hand is not None
    seat = irregularity.seat
    held = len(hand.cards(seat)) + 1
    if hand.downcards(seat) or held < 4:
        return plays_up(
            seat,
            _EXPOSED,
            msg(
                "rrop.play.hole_card_exposed.1",
                "The exposed card stays with the player as an upcard and his next card comes face down; nothing else.",
            ),
        )
    stay = turned_up(seat) if held < 5 else ()
    return choice(
        (Option(name="withdraw", remedies=(WithdrawWithRefund(seat=seat),)), Option(name="continue", remedies=stay)),
        _EXPOSED,
        nmsg(
            "rrop.play.hole_card_exposed.2",
            "The dealer has left seat {seat} with {held} card and none face down: he may leave "
            "the hand and take back every chip he put in, or play on.",
            "The dealer has left seat {seat} with {held} cards and none face down: he may leave "
            "the hand and take back every chip he put in, or play on.",
            held,
            seat=seat,
            held=held,
        ),
        seat=seat,
        remedies=(PlaysAsUpcard(seat=seat),),
    )


@rule("RROP-ES-STUD-IRR-8", BoxedCardFound, scope=stud, topic=boxed_card_topic)
def card_exposed_in_deck(irregularity: BoxedCardFound, hand: HandView | None) -> Ruling | None:
    """IRR-8: a card found face up while a round is dealt goes to the player it falls to and plays.

    Found during a betting interval it is dead (see :func:`premature_card` for one turned too early).
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


#: IRR-9: a last call that cannot win whatever the bettor's hole cards are is void. It must be pointed out before any
#: hand is shown, at the showdown of the last street (``impossible-call-refund``; off, the call stands as in WSOP cash
#: rule 232). The refund is given only when the caller's hand really loses every half to the bettor's upcards with
#: any downcards the caller has not seen.
impossible_call = impossible_call_rule(
    "RROP-ES-STUD-IRR-9",
    True,
    off=(
        ("WSOP24L-232", "RROP-ES-STUD-IRR-9"),
        msg("rrop.play.impossible_call.1", "The call stands: it is not given back."),
    ),
    late=(
        ("RROP-ES-STUD-IRR-9",),
        msg(
            "rrop.play.impossible_call.possible",
            "The call stands: it was not a last call that could not beat the bettor's upcards, pointed out before "
            "any hand was shown.",
        ),
    ),
    refund=(
        ("RROP-ES-STUD-IRR-9",),
        msg(
            "rrop.play.impossible_call.2",
            "The last call could not beat the bettor's board whatever the hole card, and it was pointed out in "
            "time: the caller takes his chips back and is out of the pot.",
        ),
    ),
    only_on_last_street=True,
    verified=True,
)


@rule("RROP-ES-STUD-IRR-10", OpenerMisnamed, scope=stud)
def opener_misnamed(irregularity: OpenerMisnamed, hand: HandView | None) -> Ruling | None:
    """IRR-10: the dealer named the wrong high board: nobody has redress."""
    return carry_on(
        (),
        ("RROP-ES-STUD-IRR-10",),
        msg(
            "rrop.play.opener_misnamed",
            "A misread of the high board gives nobody redress; if the named player bets, the bet is not out of turn.",
        ),
    )


#: IRR-10: the bet of the player the dealer wrongly named high stands, and play goes on from his left. A bring-in
#: posted by the seat named by mistake is taken back while nobody has acted after it (WSOP24T-7CS.2): a bring-in is
#: owed by the lowest card, so it cannot stand for another seat.
misnamed_opener_acts = misnamed_opener_rule(
    "RROP-ES-STUD-IRR-10#acts",
    "bet-stands",
    bring_in=(
        ("WSOP24T-7CS.2", "RROP-ES-STUD-IRR-10"),
        lambda seat: msg(
            "rrop.play.misnamed_opener_acts.bring_in",
            "Seat {seat} was named to bring in by mistake and nobody has acted after him: he takes his bring-in "
            "back and the real low card brings in.",
            seat=seat,
        ),
    ),
    back_up=(
        ("TDA2024-53A/B", "RROP-ES-STUD-IRR-10"),
        lambda _seat: msg("rrop.play.misnamed_opener_acts.1", "The house backs the action up to the real high board."),
    ),
    bet_stands=(
        ("RROP-ES-STUD-IRR-10",),
        lambda _seat: msg(
            "rrop.play.misnamed_opener_acts.2",
            "The dealer named this player high, so his bet is not out of turn: it stands and play goes on to his left.",
        ),
    ),
)


#: IRR-11: a player who turns his own hole card up gets no face-down card in return.
own_downcard_exposed = own_downcard_rule(
    "RROP-ES-STUD-IRR-11",
    ("RROP-ES-STUD-IRR-11",),
    msg(
        "rrop.play.own_downcard_exposed",
        "The player exposed his own card: there is no face-down card in return, and he plays on with it showing.",
    ),
)


@rule("WSOP24L-218", WrongBringIn, scope=stud)
def wrong_bring_in(irregularity: WrongBringIn, hand: HandView | None) -> Ruling | None:
    """WSOP24L-218 (the cash stud rule rrop follows): a wrong bring-in the next player acted on stands.

    The claim was checked against the log (:mod:`floorcall._engine.claims`): the seat brought in, a later seat acted
    after him, and the door card reported would have named the other seat. Nothing is undone: the chips stay where they
    went, play goes on in turn, and the seat that should have brought in owes nothing.
    """
    return carry_on(
        (),
        ("WSOP24L-218", "WSOP24T-7CS.2"),
        msg(
            "rrop.play.wrong_bring_in",
            "Seat {seat} brought in although seat {proper}'s {card} should have, and the players after him have "
            "already acted: the action stands as it went, play goes on, and seat {proper} owes nothing.",
            seat=irregularity.seat,
            proper=irregularity.proper_seat,
            card=irregularity.card,
        ),
    )
