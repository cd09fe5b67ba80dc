"""Rulings for the draw games (five-card draw, 2-7 single and triple draw, A-5 triple draw, badugi) under RRoP.

Of the Robert's Rules lowball section only its first rule could be read (RROP-LOWBALL-1: lowball misdeals follow the
button-game list); for the rest the WSOP live-action lowball and badugi rules stand in (WSOP24L-LOWBALL.*, 262-301),
as the catalog does for this rulebook, with floorcall's documented defaults (FLOORCALL-DEFAULT-8, -9) where none of
them speaks.

Each rule is a pure function ``(irregularity, hand) -> Ruling | None`` that returns None outside draw games;
:data:`RULES` lists them in the order they are asked, before the general rules.
"""

from __future__ import annotations

from floorcall import (
    AnyRemedy,
    CardToBurn,
    ChangeDiscards,
    CountsAsNextCard,
    DealMissingCard,
    DiscardsChanged,
    DowncardExposed,
    DrawCardToWrongSeat,
    DrawOutOfTurn,
    HandView,
    HoldDiscards,
    KillHand,
    PassSurplusCard,
    RedealExact,
    ReplaceAfterDraw,
    ReplaceFromStub,
    ReshuffleStubWithMuck,
    ReturnAllChips,
    Ruling,
    RulingKind,
    StubExhausted,
    SurplusCardToBurns,
    WrongCardCount,
)
from floorcall.rulekit import Rule, draw_game, exposures_in_deal, rule, ruling
from floorcall_rrop.messages import msg, nmsg

__all__ = [
    "RULES",
    "deal_exposure_is_misdeal",
    "discards_changed",
    "draw_card_to_wrong_seat",
    "draw_out_of_turn",
    "exposed_card",
    "stub_exhausted",
    "wrong_count",
]

CASH_DRAW = "WSOP24L-LOWBALL.1"
"""The WSOP cash rule for a stub that runs out in a draw (it names the burns among the cards reshuffled)."""
EXPOSED = "WSOP24L-269"
"""The WSOP cash rule that every card exposed on the deal or a draw is replaced (done as WSOP24L-LOWBALL.2)."""
FALLBACK = "HOUSE:floorcall:draw-short-fallback"
"""The house option that answers a draw even a rebuilt stub cannot complete (no rulebook in scope covers it)."""


def deal_exposure_is_misdeal(exposed: DowncardExposed, hand: HandView) -> bool:
    """WSOP24L-262 (RROP-LOWBALL-1): whether a card exposed on the initial deal makes the deal a misdeal.

    :param exposed: the exposure, on the initial deal.
    :param hand: the hand being dealt.
    :returns: True for the first card of either of the first two seats dealt, or when a card was already ruled
        exposed on this deal.
    """
    off_the_top = exposed.position == 1 and exposed.seat in hand.seats[:2]
    return off_the_top or exposures_in_deal(hand, exposed) > 0


@rule("WSOP24L-269", DowncardExposed, yields_to=("RROP-A5-3",))
def exposed_card(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """WSOP24L-262 and 269 with WSOP24L-LOWBALL.2: exposed cards on the deal or a draw.

    Initial deal: the first or second card off the deck exposed, or a second exposed card, is a misdeal (WSOP24L-262,
    RROP-LOWBALL-1); any other exposed card is replaced after the round of dealing and becomes the first burn. The
    draw: the player gets a replacement once everyone else's draw is dealt; the first card exposed in a draw becomes
    the burn of the next draw, later ones go to the muck.
    """
    if not draw_game(hand):
        return None
    assert hand is not None
    earlier = exposures_in_deal(hand, irregularity)
    if irregularity.initial_deal:
        if deal_exposure_is_misdeal(irregularity, hand):
            return ruling(
                RulingKind.MISDEAL,
                (RedealExact(),),
                ("WSOP24L-262", "RROP-LOWBALL-1"),
                msg(
                    "rrop.draw.exposed_card.1",
                    "One of the first two cards off the deck, or a second card, was exposed on the deal: misdeal.",
                ),
            )
        return ruling(
            RulingKind.CONTINUE,
            (ReplaceFromStub(seat=irregularity.seat, after_round=True), CardToBurn(card=irregularity.card)),
            (EXPOSED, "WSOP24L-LOWBALL.2"),
            msg(
                "rrop.draw.exposed_card.2",
                "The exposed {card} is replaced after this round of the deal and becomes the burn of the first draw.",
                card=irregularity.card,
            ),
        )
    remedies: tuple[AnyRemedy, ...] = (ReplaceAfterDraw(seat=irregularity.seat),)
    if not earlier:
        remedies += (CardToBurn(card=irregularity.card),)
    return ruling(
        RulingKind.CONTINUE,
        remedies,
        (EXPOSED, "WSOP24L-LOWBALL.2"),
        msg(
            "rrop.draw.exposed_card.burn",
            "The exposed {card} cannot stay in seat {seat}'s hand: the rest of the draw is dealt, then he gets the "
            "next card; the exposed card serves as the next burn.",
            card=irregularity.card,
            seat=irregularity.seat,
        )
        if not earlier
        else msg(
            "rrop.draw.exposed_card.muck",
            "The exposed {card} cannot stay in seat {seat}'s hand: the rest of the draw is dealt, then he gets the "
            "next card; the exposed card goes to the muck.",
            card=irregularity.card,
            seat=irregularity.seat,
        ),
    )


@rule("WSOP24L-LOWBALL.1", StubExhausted)
def stub_exhausted(irregularity: StubExhausted, hand: HandView | None) -> Ruling | None:
    """WSOP24L-LOWBALL.1 (FACT-7): the stub is rebuilt from the muck, the burns and the earlier discards, face down.

    The burns join unless the house option ``draw-reshuffle-burns`` is false (the cash text names them). If even
    that stub cannot complete the draw, the house option ``draw-short-fallback`` decides: shuffle in the current
    draw's discards too (the default), or void the hand.
    """
    if not draw_game(hand):
        return None
    assert hand is not None
    burns = hand.options.get("draw-reshuffle-burns", True) is True
    if not irregularity.reshuffles:
        return ruling(
            RulingKind.CONTINUE,
            (ReshuffleStubWithMuck(burns=burns),),
            (CASH_DRAW,),
            nmsg(
                "rrop.draw.stub_exhausted.burns",
                "The stub cannot complete the draw ({owed} card owed, {stub} left): the last card is not dealt but "
                "shuffled face down with the muck, the discards of the earlier draws and the burns (never this "
                "draw's discards); the new stub is cut and the draw goes on.",
                "The stub cannot complete the draw ({owed} cards owed, {stub} left): the last card is not dealt but "
                "shuffled face down with the muck, the discards of the earlier draws and the burns (never this "
                "draw's discards); the new stub is cut and the draw goes on.",
                irregularity.owed,
                owed=irregularity.owed,
                stub=irregularity.stub,
            )
            if burns
            else nmsg(
                "rrop.draw.stub_exhausted.no_burns",
                "The stub cannot complete the draw ({owed} card owed, {stub} left): the last card is not dealt but "
                "shuffled face down with the muck and the discards of the earlier draws (never this draw's discards "
                "nor the burns); the new stub is cut and the draw goes on.",
                "The stub cannot complete the draw ({owed} cards owed, {stub} left): the last card is not dealt but "
                "shuffled face down with the muck and the discards of the earlier draws (never this draw's discards "
                "nor the burns); the new stub is cut and the draw goes on.",
                irregularity.owed,
                owed=irregularity.owed,
                stub=irregularity.stub,
            ),
        )
    return _fallback(hand, burns, irregularity)


def _fallback(hand: HandView, burns: bool, irregularity: StubExhausted) -> Ruling:
    if hand.options.get("draw-short-fallback", "current-discards") == "void":
        return ruling(
            RulingKind.VOID,
            (ReturnAllChips(),),
            (FALLBACK, CASH_DRAW),
            nmsg(
                "rrop.draw.fallback.1",
                "Even the rebuilt stub cannot complete the draw ({owed} card owed): this house voids "
                "the hand and every chip goes back.",
                "Even the rebuilt stub cannot complete the draw ({owed} cards owed): this house voids"
                " the hand and every chip goes back.",
                irregularity.owed,
                owed=irregularity.owed,
            ),
        )
    return ruling(
        RulingKind.CONTINUE,
        (ReshuffleStubWithMuck(burns=burns, current_discards=True),),
        (FALLBACK, CASH_DRAW),
        nmsg(
            "rrop.draw.fallback.2",
            "Even the rebuilt stub cannot complete the draw ({owed} card owed): as a last resort "
            "this draw's discards are shuffled in too, face down, and the draw goes on.",
            "Even the rebuilt stub cannot complete the draw ({owed} cards owed): as a last resort"
            " this draw's discards are shuffled in too, face down, and the draw goes on.",
            irregularity.owed,
            owed=irregularity.owed,
        ),
    )


@rule("FLOORCALL-DEFAULT-8", DrawOutOfTurn)
def draw_out_of_turn(irregularity: DrawOutOfTurn, hand: HandView | None) -> Ruling | None:
    """FLOORCALL-DEFAULT-8: discards made before one's turn are held face down and bind; the draw backs up.

    Under these rules he may still change his number when his turn comes, as long as WSOP24L-272 allows (a new set
    of discards is then ruled by :func:`discards_changed`).
    """
    if not draw_game(hand):
        return None
    return ruling(
        RulingKind.CONTINUE,
        (HoldDiscards(seat=irregularity.seat),),
        ("FLOORCALL-DEFAULT-8", "WSOP24L-132"),
        nmsg(
            "rrop.draw.draw_out_of_turn",
            "Seat {seat} discarded before his turn: his {count} discard are held and stand, and "
            "the draw goes back to seat {expected_seat}.",
            "Seat {seat} discarded before his turn: his {count} discards are held and stand, and "
            "the draw goes back to seat {expected_seat}.",
            irregularity.count,
            seat=irregularity.seat,
            count=irregularity.count,
            expected_seat=irregularity.expected_seat,
        ),
    )


@rule("WSOP24L-272", DiscardsChanged)
def discards_changed(irregularity: DiscardsChanged, hand: HandView | None) -> Ruling | None:
    """WSOP24L-272: a player may change his draw until a card (the burn included) is dealt or someone acts on it."""
    if not draw_game(hand):
        return None
    if not irregularity.dealing_begun and not irregularity.later_acted:
        return ruling(
            RulingKind.CONTINUE,
            (ChangeDiscards(seat=irregularity.seat),),
            ("WSOP24L-272",),
            msg(
                "rrop.draw.discards_changed.1",
                "No card has come off the deck for this draw and nobody after him has drawn on his number: the player "
                "may change his discards.",
            ),
        )
    return ruling(
        RulingKind.REFUSED,
        (),
        ("WSOP24L-272",),
        msg(
            "rrop.draw.discards_changed.dealing",
            "Seat {seat} keeps his first discards: the cards of the draw are already being dealt.",
            seat=irregularity.seat,
        )
        if irregularity.dealing_begun
        else msg(
            "rrop.draw.discards_changed.drawn",
            "Seat {seat} keeps his first discards: a player after him has already drawn on his number.",
            seat=irregularity.seat,
        ),
    )


@rule("FLOORCALL-DEFAULT-9", DrawCardToWrongSeat)
def draw_card_to_wrong_seat(irregularity: DrawCardToWrongSeat, hand: HandView | None) -> Ruling | None:
    """FLOORCALL-DEFAULT-8 (a card out of seat order stands) and FLOORCALL-DEFAULT-9 (a card one too many)."""
    if not draw_game(hand):
        return None
    assert hand is not None
    if irregularity.owed:
        return ruling(
            RulingKind.CONTINUE,
            (CountsAsNextCard(seat=irregularity.seat),),
            ("FLOORCALL-DEFAULT-8",),
            msg(
                "rrop.draw.draw_card_to_wrong_seat.1",
                "Seat {seat} was owed cards of this draw: the card stands as one of them and the "
                "dealer goes back to seat {expected_seat}, in seat order.",
                seat=irregularity.seat,
                expected_seat=irregularity.expected_seat,
            ),
        )
    if hand.options.get("draw-surplus-card", "to-burns") == "to-next-player":
        return ruling(
            RulingKind.CONTINUE,
            (PassSurplusCard(seat=irregularity.seat),),
            ("FLOORCALL-DEFAULT-9",),
            msg(
                "rrop.draw.draw_card_to_wrong_seat.2",
                "Seat {seat}'s draw was complete: the extra card goes on to seat {expected_seat}, who was due it.",
                seat=irregularity.seat,
                expected_seat=irregularity.expected_seat,
            ),
        )
    return ruling(
        RulingKind.CONTINUE,
        (SurplusCardToBurns(seat=irregularity.seat),),
        ("FLOORCALL-DEFAULT-9",),
        msg(
            "rrop.draw.draw_card_to_wrong_seat.3",
            "Seat {seat}'s draw was complete: the extra card is taken back unseen and put with the burns.",
            seat=irregularity.seat,
        ),
    )


@rule("WSOP24L-271", WrongCardCount)
def wrong_count(irregularity: WrongCardCount, hand: HandView | None) -> Ruling | None:
    """WSOP24L-271: a wrong number of cards after a draw is a dead hand; before the first draw it is mended.

    Before the first draw a short hand is completed at once while nobody has acted, otherwise on the draw (the
    engine deals every hand back to its size); one card too many is a misdeal before the action threshold
    (WSOP24L-262) and a dead hand after it.
    """
    if not draw_game(hand):
        return None
    assert hand is not None
    seat = irregularity.seat
    if hand.street_index > 0 or (irregularity.held > irregularity.expected and hand.substantial_action):
        return ruling(
            RulingKind.DEAD_HAND,
            (KillHand(seat=seat),),
            ("WSOP24L-271",),
            nmsg(
                "rrop.draw.wrong_count.1",
                "Seat {seat} holds {held} card where the hand has {expected}: it is dead.",
                "Seat {seat} holds {held} cards where the hand has {expected}: it is dead.",
                irregularity.held,
                seat=seat,
                held=irregularity.held,
                expected=irregularity.expected,
            ),
        )
    if irregularity.held > irregularity.expected:
        return ruling(
            RulingKind.MISDEAL,
            (RedealExact(),),
            ("WSOP24L-262", "RROP-LOWBALL-1"),
            msg(
                "rrop.draw.wrong_count.2",
                "Seat {seat} was dealt too many cards before the action threshold: misdeal.",
                seat=seat,
            ),
        )
    missing = irregularity.expected - irregularity.held
    if hand.actions_in_turn:
        return ruling(
            RulingKind.CONTINUE,
            (),
            ("WSOP24L-271",),
            nmsg(
                "rrop.draw.wrong_count.3",
                "Seat {seat} is short {missing} card after the action began: his hand is live, filled on the draw.",
                "Seat {seat} is short {missing} cards after the action began: his hand is live, filled on the draw.",
                missing,
                seat=seat,
                missing=missing,
            ),
        )
    return ruling(
        RulingKind.CONTINUE,
        tuple(DealMissingCard(seat=seat) for _ in range(missing)),
        ("WSOP24L-271",),
        nmsg(
            "rrop.draw.wrong_count.4",
            "Seat {seat} is short {missing} card and nobody has acted: he is given it now.",
            "Seat {seat} is short {missing} cards and nobody has acted: he is given them now.",
            missing,
            seat=seat,
            missing=missing,
        ),
    )


RULES: tuple[Rule, ...] = (
    exposed_card,
    stub_exhausted,
    draw_out_of_turn,
    discards_changed,
    draw_card_to_wrong_seat,
    wrong_count,
)
