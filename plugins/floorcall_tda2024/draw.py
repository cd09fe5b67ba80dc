"""Rulings for the draw games (five-card draw, 2-7 single and triple draw, A-5 triple draw, badugi) under TDA 2024.

TDA 2024 leaves the irregularities of draw games to the house (TDA2024-35A.8). floorcall's default house for this
rulebook is the WSOP tournament: its draw-game rules (WSOP24T-DRAW.*) answer where they speak, the WSOP cash lowball
text (WSOP24L-LOWBALL.*) where the catalog applies it to both WSOP profiles, and floorcall's documented defaults
(FLOORCALL-DEFAULT-8, -9) where no rulebook in scope does. Every ruling cites TDA2024-35A.8 or the WSOP clause.

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
from floorcall_tda2024.messages import msg, nmsg

__all__ = [
    "RULES",
    "discards_changed",
    "draw_card_to_wrong_seat",
    "draw_out_of_turn",
    "exposed_card",
    "stub_exhausted",
    "wrong_count",
]

HOUSE = "TDA2024-35A.8"
"""TDA's rule that the house decides draw-game irregularities; cited first by every ruling here."""
FALLBACK = "HOUSE:floorcall:draw-short-fallback"
"""The house option that answers a draw even a rebuilt stub cannot complete (no rulebook in scope covers it)."""


@rule("WSOP24T-DRAW.2", DowncardExposed)
def exposed_card(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """WSOP24T-DRAW.2 on the initial deal; WSOP24L-LOWBALL.2 for a card exposed while a draw is dealt.

    Initial deal: the first exposed card is replaced (after the round of dealing) and goes out of play; a second one
    makes the deal a misdeal. The house option ``draw-exposed-card = "misdeal"`` makes any exposure on the initial
    deal a misdeal. The draw: the player gets a replacement once everyone else's draw is dealt; the first
    card exposed in a draw becomes the burn of the next draw, later ones go to the muck.
    """
    if not draw_game(hand):
        return None
    assert hand is not None
    earlier = exposures_in_deal(hand, irregularity)
    if irregularity.initial_deal:
        if not earlier and hand.options.get("draw-exposed-card", "replace-one") == "misdeal":
            return ruling(
                RulingKind.MISDEAL,
                (RedealExact(),),
                (HOUSE, "WSOP24T-DRAW.2"),
                msg(
                    "tda.draw.exposed_card.1",
                    "This house misdeals a draw hand for any card exposed while the hands are first dealt: it is dealt "
                    "again.",
                ),
            )
        if earlier:
            return ruling(
                RulingKind.MISDEAL,
                (RedealExact(),),
                (HOUSE, "WSOP24T-DRAW.2"),
                msg(
                    "tda.draw.exposed_card.2",
                    "A second card exposed while the hands are first dealt makes it a misdeal; the hand is dealt"
                    " again.",
                ),
            )
        return ruling(
            RulingKind.CONTINUE,
            (ReplaceFromStub(seat=irregularity.seat, after_round=True),),
            (HOUSE, "WSOP24T-DRAW.2"),
            msg(
                "tda.draw.exposed_card.3",
                "The exposed {card} is out of play; seat {seat} gets another card after this round of"
                " the deal, and the deal goes on.",
                card=irregularity.card,
                seat=irregularity.seat,
            ),
        )
    remedies: tuple[AnyRemedy, ...] = (ReplaceAfterDraw(seat=irregularity.seat),)
    if not earlier:
        remedies += (CardToBurn(card=irregularity.card),)
    return ruling(
        RulingKind.CONTINUE,
        remedies,
        (HOUSE, "WSOP24L-LOWBALL.2"),
        msg(
            "tda.draw.exposed_card.burn",
            "The exposed {card} cannot stay in seat {seat}'s hand: the rest of the draw is dealt, then he gets the "
            "next card; the exposed card serves as the next burn.",
            card=irregularity.card,
            seat=irregularity.seat,
        )
        if not earlier
        else msg(
            "tda.draw.exposed_card.muck",
            "The exposed {card} cannot stay in seat {seat}'s hand: the rest of the draw is dealt, then he gets the "
            "next card; the exposed card goes to the muck.",
            card=irregularity.card,
            seat=irregularity.seat,
        ),
    )


@rule("WSOP24T-DRAW.1", StubExhausted)
def stub_exhausted(irregularity: StubExhausted, hand: HandView | None) -> Ruling | None:
    """WSOP24T-DRAW.1 (FACT-7): the stub is rebuilt from the muck and the earlier discards, face down (TDA2024-39D).

    The burns join when the house option ``draw-reshuffle-burns`` says so (true by default). If even that stub
    cannot complete the draw, the house option ``draw-short-fallback`` decides: shuffle in the current draw's
    discards too (the default), or void the hand.
    """
    if not draw_game(hand):
        return None
    assert hand is not None
    burns = hand.options.get("draw-reshuffle-burns", True) is True
    if not irregularity.reshuffles:
        return ruling(
            RulingKind.CONTINUE,
            (ReshuffleStubWithMuck(burns=burns),),
            (HOUSE, "WSOP24T-DRAW.1", "TDA2024-39D"),
            nmsg(
                "tda.draw.stub_exhausted.burns",
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
                "tda.draw.stub_exhausted.no_burns",
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
            (FALLBACK, "WSOP24T-DRAW.1"),
            nmsg(
                "tda.draw.fallback.1",
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
        (FALLBACK, "WSOP24T-DRAW.1", "TDA2024-39D"),
        nmsg(
            "tda.draw.fallback.2",
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
    """FLOORCALL-DEFAULT-8: discards made before one's turn are held face down and bind; the draw backs up."""
    if not draw_game(hand):
        return None
    return ruling(
        RulingKind.CONTINUE,
        (HoldDiscards(seat=irregularity.seat),),
        ("FLOORCALL-DEFAULT-8", HOUSE, "WSOP24T-DRAW.7"),
        nmsg(
            "tda.draw.draw_out_of_turn",
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


@rule("WSOP24T-DRAW.7", DiscardsChanged)
def discards_changed(irregularity: DiscardsChanged, hand: HandView | None) -> Ruling | None:
    """WSOP24T-DRAW.7: once discards are placed in turn the count is fixed; which cards may change until the deal."""
    if not draw_game(hand):
        return None
    if irregularity.after == irregularity.before and not irregularity.dealing_begun:
        return ruling(
            RulingKind.CONTINUE,
            (ChangeDiscards(seat=irregularity.seat),),
            (HOUSE, "WSOP24T-DRAW.7"),
            msg(
                "tda.draw.discards_changed.1",
                "The number of cards drawn stays the same, and no card has been dealt yet: the player may throw "
                "different cards.",
            ),
        )
    return ruling(
        RulingKind.REFUSED,
        (),
        (HOUSE, "WSOP24T-DRAW.7"),
        nmsg(
            "tda.draw.discards_changed.dealing",
            "Seat {seat} placed {count} discard in turn; the cards of the draw are already being dealt, so nothing "
            "may change.",
            "Seat {seat} placed {count} discards in turn; the cards of the draw are already being dealt, so nothing "
            "may change.",
            irregularity.before,
            seat=irregularity.seat,
            count=irregularity.before,
        )
        if irregularity.dealing_begun
        else nmsg(
            "tda.draw.discards_changed.count",
            "Seat {seat} placed {count} discard in turn; in a tournament the number of cards he draws can no longer "
            "change.",
            "Seat {seat} placed {count} discards in turn; in a tournament the number of cards he draws can no longer "
            "change.",
            irregularity.before,
            seat=irregularity.seat,
            count=irregularity.before,
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
            ("FLOORCALL-DEFAULT-8", HOUSE),
            msg(
                "tda.draw.draw_card_to_wrong_seat.1",
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
            ("FLOORCALL-DEFAULT-9", HOUSE),
            msg(
                "tda.draw.draw_card_to_wrong_seat.2",
                "Seat {seat}'s draw was complete: the extra card goes on to seat {expected_seat}, who was due it.",
                seat=irregularity.seat,
                expected_seat=irregularity.expected_seat,
            ),
        )
    return ruling(
        RulingKind.CONTINUE,
        (SurplusCardToBurns(seat=irregularity.seat),),
        ("FLOORCALL-DEFAULT-9", HOUSE),
        msg(
            "tda.draw.draw_card_to_wrong_seat.3",
            "Seat {seat}'s draw was complete: the extra card is taken back unseen and put with the burns.",
            seat=irregularity.seat,
        ),
    )


@rule("WSOP24T-108", WrongCardCount)
def wrong_count(irregularity: WrongCardCount, hand: HandView | None) -> Ruling | None:
    """WSOP24T-108: too few cards before the first draw is a live hand; a wrong count after a draw is dead.

    Before the first draw a short hand is completed at once while nobody has acted, otherwise on the draw (the
    engine deals every hand back to its size); one card too many is a misdeal before substantial action
    (TDA2024-35A.5) and a dead hand after it.
    """
    if not draw_game(hand):
        return None
    assert hand is not None
    seat = irregularity.seat
    if hand.street_index > 0 or (irregularity.held > irregularity.expected and hand.substantial_action):
        return ruling(
            RulingKind.DEAD_HAND,
            (KillHand(seat=seat),),
            (HOUSE, "WSOP24T-108"),
            nmsg(
                "tda.draw.wrong_count.1",
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
            (HOUSE, "TDA2024-35A.5"),
            msg(
                "tda.draw.wrong_count.2",
                "Seat {seat} was dealt too many cards before substantial action: misdeal.",
                seat=seat,
            ),
        )
    missing = irregularity.expected - irregularity.held
    if hand.actions_in_turn:
        return ruling(
            RulingKind.CONTINUE,
            (),
            (HOUSE, "WSOP24T-108"),
            nmsg(
                "tda.draw.wrong_count.3",
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
        (HOUSE, "WSOP24T-108"),
        nmsg(
            "tda.draw.wrong_count.4",
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
