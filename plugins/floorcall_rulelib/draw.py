"""The draw-game procedures both rulebooks cite, built into rules with the citing book's IDs.

A book describes what it cites with a :class:`DrawCitations` and, for the one sentence that names its own action
threshold, a :data:`TooManyWords`; :func:`draw_rules` returns the rules, each a pure ``(irregularity, hand)``
function that answers only in draw games. A card exposed while a draw is dealt is ruled alike by both books
(:func:`exposed_on_draw`); what the books say of a card exposed on the first deal differs and stays in each book.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

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
    ReshuffleStubWithMuck,
    ReturnAllChips,
    Ruling,
    RulingKind,
    StubExhausted,
    SurplusCardToBurns,
    WrongCardCount,
)
from floorcall.rulekit import Message, Rule, draw_game, exposures_in_deal, refused, ruling
from floorcall_rulelib.messages import msg, nmsg

__all__ = [
    "FALLBACK",
    "DrawCitations",
    "DrawRules",
    "FirstDealExposure",
    "KeptWords",
    "TooManyWords",
    "discards_change_rule",
    "draw_rules",
    "exposed_on_draw",
    "exposure_rule",
]

FALLBACK = "HOUSE:floorcall:draw-short-fallback"
"""The house option that answers a draw even a rebuilt stub cannot complete (no rulebook in scope covers it)."""

TooManyWords = Callable[[int], Message]
"""``seat -> Message``: the citing book's words for a seat dealt a card too many before its action threshold."""


@dataclasses.dataclass(frozen=True, slots=True)
class DrawCitations:
    """The rule IDs a book gives the shared draw rules, and what each of their rulings cites.

    :param stub_rule: the ID of the rule on a stub that runs out in a draw.
    :param stub: cited when the stub is rebuilt from the muck.
    :param fallback_void: cited when even the rebuilt stub falls short and the house voids the hand.
    :param fallback_reshuffle: cited when even the rebuilt stub falls short and this draw's discards join it.
    :param out_of_turn: cited when discards made before one's turn are held (rule FLOORCALL-DEFAULT-8).
    :param owed_card: cited when a draw card to the wrong seat stands as one he was owed.
    :param surplus_card: cited when a draw card goes to a seat whose draw was complete (rule FLOORCALL-DEFAULT-9).
    :param count_rule: the ID of the rule on a wrong number of cards.
    :param wrong_count: cited when a wrong number of cards kills a hand or is mended.
    :param too_many: cited when a card too many before the action threshold makes a misdeal.
    """

    stub_rule: str
    stub: tuple[str, ...]
    fallback_void: tuple[str, ...]
    fallback_reshuffle: tuple[str, ...]
    out_of_turn: tuple[str, ...]
    owed_card: tuple[str, ...]
    surplus_card: tuple[str, ...]
    count_rule: str
    wrong_count: tuple[str, ...]
    too_many: tuple[str, ...]


@dataclasses.dataclass(frozen=True, slots=True)
class DrawRules:
    """The shared draw rules as one book cites them (each a :class:`~floorcall.rulekit.Rule`)."""

    stub_exhausted: Rule
    draw_out_of_turn: Rule
    draw_card_to_wrong_seat: Rule
    wrong_count: Rule

    @property
    def rules(self) -> tuple[Rule, ...]:
        """The four rules, in the order a book lists them."""
        return (self.stub_exhausted, self.draw_out_of_turn, self.draw_card_to_wrong_seat, self.wrong_count)


KeptWords = Callable[[int, int], Message]
"""``(seat, discards placed) -> Message``: the citing book's words for a player held to his first discards."""


def discards_change_rule(
    rule_id: str,
    cited: tuple[str, ...],
    may_change: Callable[[DiscardsChanged], bool],
    changed: Message,
    kept: tuple[KeptWords, KeptWords],
) -> Rule:
    """The rule on a player who wants his discards back or other cards thrown, as a book bounds it.

    Where the book's bound allows it he changes them and the hand goes on; else the claim is refused and his first
    discards stand: because the cards of the draw are being dealt, or for the book's own reason.

    :param rule_id: the book's ID for the rule.
    :param cited: what each ruling cites, the book's own IDs.
    :param may_change: the book's bound: True while the change is still allowed.
    :param changed: the book's words for an allowed change.
    :param kept: the book's words for a refused one: the draw's cards already being dealt, then any other reason.
    :returns: the rule; it answers in draw games only.
    """

    def discards_changed(irregularity: DiscardsChanged, hand: HandView | None) -> Ruling | None:
        if may_change(irregularity):
            return ruling(RulingKind.CONTINUE, (ChangeDiscards(seat=irregularity.seat),), cited, changed)
        words = kept[0] if irregularity.dealing_begun else kept[1]
        return refused(cited, words(irregularity.seat, irregularity.before))

    discards_changed.__doc__ = discards_change_rule.__doc__
    return Rule(rule_id, (DiscardsChanged,), discards_changed, scope=draw_game)


FirstDealExposure = Callable[[DowncardExposed, HandView, int], Ruling]
"""``(exposure, hand, earlier exposures) -> Ruling``: the citing book's ruling on a card exposed on the first deal."""


def exposure_rule(
    rule_id: str, first_deal: FirstDealExposure, on_draw: tuple[str, ...], yields_to: tuple[str, ...] = ()
) -> Rule:
    """The rule on a downcard exposed in a draw game: the book's ruling on the first deal, the shared one on a draw.

    :param rule_id: the book's ID for the rule.
    :param first_deal: the book's ruling for a card exposed while the hands are first dealt.
    :param on_draw: what a ruling on a card exposed while a draw is dealt cites (see :func:`exposed_on_draw`).
    :param yields_to: the book's special rules this one gives way to.
    :returns: the rule, in draw games only.
    """

    def exposed_card(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
        assert hand is not None
        earlier = exposures_in_deal(hand, irregularity)
        if irregularity.initial_deal:
            return first_deal(irregularity, hand, earlier)
        return exposed_on_draw(irregularity, earlier, on_draw)

    exposed_card.__doc__ = first_deal.__doc__
    return Rule(id=rule_id, answers=(DowncardExposed,), decide=exposed_card, yields_to=yields_to, scope=draw_game)


def exposed_on_draw(irregularity: DowncardExposed, earlier: int, cited: tuple[str, ...]) -> Ruling:
    """A card exposed while a draw is dealt: the seat's replacement comes after the rest of the draw.

    :param irregularity: the exposure, during a draw.
    :param earlier: how many cards were already ruled exposed in this deal (the first one becomes the next burn,
        later ones go to the muck).
    :param cited: the citing book's IDs for this ruling.
    :returns: a CONTINUE ruling.
    """
    remedies: tuple[AnyRemedy, ...] = (ReplaceAfterDraw(seat=irregularity.seat),)
    if not earlier:
        remedies += (CardToBurn(card=irregularity.card),)
    return ruling(
        RulingKind.CONTINUE,
        remedies,
        cited,
        msg(
            "rulelib.draw.exposed_card.burn",
            "The exposed {card} cannot stay in seat {seat}'s hand: the rest of the draw is dealt, then he gets the "
            "next card; the exposed card serves as the next burn.",
            card=irregularity.card,
            seat=irregularity.seat,
        )
        if not earlier
        else msg(
            "rulelib.draw.exposed_card.muck",
            "The exposed {card} cannot stay in seat {seat}'s hand: the rest of the draw is dealt, then he gets the "
            "next card; the exposed card goes to the muck.",
            card=irregularity.card,
            seat=irregularity.seat,
        ),
    )


def draw_rules(cited: DrawCitations, too_many: TooManyWords) -> DrawRules:
    """The shared draw rules, carrying the book's IDs and citations.

    :param cited: the book's rule IDs and the citations of each ruling.
    :param too_many: the book's words for a card too many before its action threshold.
    :returns: the four rules, each in draw games only.
    """

    def stub_exhausted(irregularity: StubExhausted, hand: HandView | None) -> Ruling | None:
        """FACT-7: the stub is rebuilt face down from the muck and the earlier discards, the burns by option.

        The burns join when ``draw-reshuffle-burns`` is true (the default). If even that stub cannot complete the
        draw, ``draw-short-fallback`` decides: shuffle in this draw's discards too (the default), or void the hand.
        """
        assert hand is not None
        burns = hand.options.get("draw-reshuffle-burns", True) is True
        if irregularity.reshuffles:
            return _fallback(hand, burns, irregularity, cited)
        return ruling(
            RulingKind.CONTINUE, (ReshuffleStubWithMuck(burns=burns),), cited.stub, _rebuilt(irregularity, burns)
        )

    def draw_out_of_turn(irregularity: DrawOutOfTurn, hand: HandView | None) -> Ruling | None:
        """FLOORCALL-DEFAULT-8: discards made before one's turn are held face down and bind; the draw backs up."""
        return ruling(
            RulingKind.CONTINUE,
            (HoldDiscards(seat=irregularity.seat),),
            cited.out_of_turn,
            nmsg(
                "rulelib.draw.draw_out_of_turn",
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

    def draw_card_to_wrong_seat(irregularity: DrawCardToWrongSeat, hand: HandView | None) -> Ruling | None:
        """FLOORCALL-DEFAULT-8 (a card out of seat order stands) and FLOORCALL-DEFAULT-9 (a card one too many)."""
        assert hand is not None
        return _wrong_seat(irregularity, hand, cited)

    def wrong_count(irregularity: WrongCardCount, hand: HandView | None) -> Ruling | None:
        """A wrong number of cards: dead after a draw; before the first draw mended, or a misdeal if one too many.

        Before the first draw a short hand is completed at once while nobody has acted, otherwise on the draw (the
        engine deals every hand back to its size); one card too many is a misdeal before the action threshold and a
        dead hand after it.
        """
        assert hand is not None
        return _wrong_count(irregularity, hand, cited, too_many)

    return DrawRules(
        stub_exhausted=Rule(cited.stub_rule, (StubExhausted,), stub_exhausted, scope=draw_game),
        draw_out_of_turn=Rule("FLOORCALL-DEFAULT-8", (DrawOutOfTurn,), draw_out_of_turn, scope=draw_game),
        draw_card_to_wrong_seat=Rule(
            "FLOORCALL-DEFAULT-9", (DrawCardToWrongSeat,), draw_card_to_wrong_seat, scope=draw_game
        ),
        wrong_count=Rule(cited.count_rule, (WrongCardCount,), wrong_count, scope=draw_game),
    )


def _rebuilt(irregularity: StubExhausted, burns: bool) -> Message:
    if burns:
        return nmsg(
            "rulelib.draw.stub_exhausted.burns",
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
    return nmsg(
        "rulelib.draw.stub_exhausted.no_burns",
        "The stub cannot complete the draw ({owed} card owed, {stub} left): the last card is not dealt but "
        "shuffled face down with the muck and the discards of the earlier draws (never this draw's discards "
        "nor the burns); the new stub is cut and the draw goes on.",
        "The stub cannot complete the draw ({owed} cards owed, {stub} left): the last card is not dealt but "
        "shuffled face down with the muck and the discards of the earlier draws (never this draw's discards "
        "nor the burns); the new stub is cut and the draw goes on.",
        irregularity.owed,
        owed=irregularity.owed,
        stub=irregularity.stub,
    )


def _fallback(hand: HandView, burns: bool, irregularity: StubExhausted, cited: DrawCitations) -> Ruling:
    if hand.options.get("draw-short-fallback", "current-discards") == "void":
        return ruling(
            RulingKind.VOID,
            (ReturnAllChips(),),
            cited.fallback_void,
            nmsg(
                "rulelib.draw.fallback.void",
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
        cited.fallback_reshuffle,
        nmsg(
            "rulelib.draw.fallback.reshuffle",
            "Even the rebuilt stub cannot complete the draw ({owed} card owed): as a last resort "
            "this draw's discards are shuffled in too, face down, and the draw goes on.",
            "Even the rebuilt stub cannot complete the draw ({owed} cards owed): as a last resort"
            " this draw's discards are shuffled in too, face down, and the draw goes on.",
            irregularity.owed,
            owed=irregularity.owed,
        ),
    )


def _wrong_seat(irregularity: DrawCardToWrongSeat, hand: HandView, cited: DrawCitations) -> Ruling:
    seat, expected = irregularity.seat, irregularity.expected_seat
    if irregularity.owed:
        return ruling(
            RulingKind.CONTINUE,
            (CountsAsNextCard(seat=seat),),
            cited.owed_card,
            msg(
                "rulelib.draw.draw_card_to_wrong_seat.owed",
                "Seat {seat} was owed cards of this draw: the card stands as one of them and the "
                "dealer goes back to seat {expected_seat}, in seat order.",
                seat=seat,
                expected_seat=expected,
            ),
        )
    if hand.options.get("draw-surplus-card", "to-burns") == "to-next-player":
        return ruling(
            RulingKind.CONTINUE,
            (PassSurplusCard(seat=seat),),
            cited.surplus_card,
            msg(
                "rulelib.draw.draw_card_to_wrong_seat.passed",
                "Seat {seat}'s draw was complete: the extra card goes on to seat {expected_seat}, who was due it.",
                seat=seat,
                expected_seat=expected,
            ),
        )
    return ruling(
        RulingKind.CONTINUE,
        (SurplusCardToBurns(seat=seat),),
        cited.surplus_card,
        msg(
            "rulelib.draw.draw_card_to_wrong_seat.burned",
            "Seat {seat}'s draw was complete: the extra card is taken back unseen and put with the burns.",
            seat=seat,
        ),
    )


def _wrong_count(irregularity: WrongCardCount, hand: HandView, cited: DrawCitations, too_many: TooManyWords) -> Ruling:
    seat, held, expected = irregularity.seat, irregularity.held, irregularity.expected
    if hand.street_index > 0 or (held > expected and hand.substantial_action):
        return ruling(
            RulingKind.DEAD_HAND,
            (KillHand(seat=seat),),
            cited.wrong_count,
            nmsg(
                "rulelib.draw.wrong_count.dead",
                "Seat {seat} holds {held} card where the hand has {expected}: it is dead.",
                "Seat {seat} holds {held} cards where the hand has {expected}: it is dead.",
                held,
                seat=seat,
                held=held,
                expected=expected,
            ),
        )
    if held > expected:
        return ruling(RulingKind.MISDEAL, (RedealExact(),), cited.too_many, too_many(seat))
    missing = expected - held
    if hand.actions_in_turn:
        return ruling(
            RulingKind.CONTINUE,
            (),
            cited.wrong_count,
            nmsg(
                "rulelib.draw.wrong_count.live",
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
        cited.wrong_count,
        nmsg(
            "rulelib.draw.wrong_count.completed",
            "Seat {seat} is short {missing} card and nobody has acted: he is given it now.",
            "Seat {seat} is short {missing} cards and nobody has acted: he is given them now.",
            missing,
            seat=seat,
            missing=missing,
        ),
    )
