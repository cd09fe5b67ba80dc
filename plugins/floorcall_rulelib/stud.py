"""Stud dealing procedures both books cite: a short stub, an upcard dealt face down, a seat away at the deal.

The short stub is TDA RP-10-H, which WSOP-L 228 follows: its
branch follows from the stub, the earlier burns and the cards the last street needs (FACT-4,
:func:`floorcall.rulekit.stub_branch`): A, the stub with the burns of the earlier streets suffices and every seat
gets its card; B, the stub can still give one shared card; C, the burns must be shuffled in even for that. A book
cites the branch in its own IDs and says it in its own words.
"""

from __future__ import annotations

from collections.abc import Callable

from floorcall import (
    ActionOutOfTurn,
    AnyRemedy,
    BackUpAction,
    BetStands,
    BurnAndDealCommunity,
    DealFault,
    DealingFault,
    DealSeatLastNextRound,
    DealToEachSeat,
    DiscardExposedCard,
    HandShown,
    HandView,
    ImpossibleCall,
    KillHand,
    NextCardDown,
    OpenerMisnamed,
    OwnDowncardExposed,
    PlaysAsUpcard,
    PostsBringIn,
    PrematureCard,
    RedealByProperDealer,
    RedealExact,
    RefundCall,
    ReshuffleStubWithBurns,
    Ruling,
    RulingKind,
    StubShort,
    TurnRandomCardUp,
    UpcardDealtDown,
)
from floorcall.rulekit import (
    PRIOR_BURNS,
    Message,
    Rule,
    call_cannot_win,
    carry_on,
    five_card_stud,
    last_bettor,
    last_street,
    option,
    refused,
    ruled_before,
    street_wagers,
    stub_branch,
    stud_game,
)
from floorcall_rulelib.burns import reshuffled
from floorcall_rulelib.messages import msg

__all__ = [
    "SeatAnswer",
    "StubPlan",
    "away_remedies",
    "away_ruling",
    "earlier_street_short_stub",
    "fault_redeal",
    "impossible_call_rule",
    "kept_up",
    "misnamed_opener_rule",
    "own_downcard_rule",
    "plays_up",
    "premature_card_rule",
    "short_stub_plan",
    "turned_up",
    "upcard_dealt_down_rule",
]

SeatAnswer = tuple[tuple[str, ...], Callable[[int], Message]]
"""``(citations, seat -> Message)``: what the book cites and says of a ruling on one seat."""

StubPlan = tuple[str, int, tuple[AnyRemedy, ...]]
"""``(branch, burns shuffled back in, remedies)`` for a short stub."""


def earlier_street_short_stub(short: StubShort, citations: tuple[str, ...]) -> Ruling:
    """A stub too short for a street before the last: the RP-10-H procedure, applied to the street being dealt.

    The rule is written for the last street; a street before it that cannot be dealt would otherwise stop the hand
    for good, so both books read it for that street too: the burns shuffled back in when that suffices for a card
    each (branch A), else one card shared by every live hand (B or C); the last street is checked again when it
    comes.

    :param short: the short stub, as the engine found it on the street.
    :param citations: the book's own ID for the rule first.
    :returns: the ruling, carrying the hand on.
    """
    branch, burns, remedies = short_stub_plan(short)
    if branch == "A":
        return carry_on(
            remedies,
            (*citations, "TDA2024-RP10-H.A", "TDA2024-39D"),
            msg(
                "rulelib.stud.earlier_short_stub.burns",
                "The stub ({stub}) cannot give this street its {required} cards; with the {burns} earlier burns "
                "shuffled back in it can: burn and deal every player his card.",
                stub=short.stub,
                required=short.required,
                burns=burns,
            ),
        )
    return carry_on(
        remedies,
        (*citations, f"TDA2024-RP10-H.{branch}"),
        msg(
            "rulelib.stud.earlier_short_stub.shared",
            "Even with the earlier burns the stub ({stub}) cannot give every player a card on this street: one "
            "card is burned and the next is turned face up for all the players to share.",
            stub=short.stub,
        ),
    )


def short_stub_plan(short: StubShort) -> StubPlan:
    """What the dealer does with a stub too short for the last street, by the branch of RP-10-H.

    :param short: the short stub (its size, the earlier burns, the cards needed).
    :returns: the branch ``"A"``, ``"B"`` or ``"C"``, how many earlier burns go back in (at most the burns of
        fourth to sixth street), and the remedies in order.
    """
    burns = min(PRIOR_BURNS, short.burns)
    branch = stub_branch(short)
    remedies: tuple[AnyRemedy, ...]
    if branch == "A":
        remedies = (ReshuffleStubWithBurns(count=burns), DealToEachSeat())
    elif branch == "B":
        remedies = (BurnAndDealCommunity(),)
    else:
        remedies = (ReshuffleStubWithBurns(count=burns), BurnAndDealCommunity())
    return branch, burns, remedies


def upcard_dealt_down_rule(rule_id: str) -> Rule:
    """The rule on a stud seat with no card showing where an upcard was due, under the book's ID.

    Both books answer as the WSOP tournament rules do, supported by TDA RP-14: one of the player's face-down cards
    is picked at random and turned up (the last dealt is left out after the first deal).

    :param rule_id: the book's ID for the rule.
    :returns: the rule, in stud games only.
    """

    def upcard_dealt_down(irregularity: UpcardDealtDown, hand: HandView | None) -> Ruling | None:
        return carry_on(
            (TurnRandomCardUp(seat=irregularity.seat, from_last=0 if irregularity.initial_deal else 1),),
            ("TDA2024-RP14", "WSOP24T-7CS"),
            msg(
                "rulelib.stud.upcard_dealt_down",
                "The player has no card showing where one was due: one of his face-down cards is picked at random "
                "and turned up, and the deal goes on.",
            ),
        )

    upcard_dealt_down.__doc__ = upcard_dealt_down_rule.__doc__
    return Rule(rule_id, (UpcardDealtDown,), upcard_dealt_down, scope=stud_game)


def away_remedies(seat: int, hand: HandView) -> tuple[AnyRemedy, ...]:
    """The remedies for a seat whose player was away when the deal was complete.

    His hand dies; in stud an upcard that owes the bring-in on the first deal still posts it.

    :param seat: the seat of the absent player.
    :param hand: the hand.
    :returns: the kill, then the bring-in posted when it is owed.
    """
    owed = stud_game(hand) and hand.bring_in_seat == seat and hand.street_index == 0 and hand.dealing
    return (KillHand(seat=seat), *((PostsBringIn(seat=seat),) if owed else ()))


def misnamed_opener_rule(
    rule_id: str, fallback: str, *, bring_in: SeatAnswer, back_up: SeatAnswer, bet_stands: SeatAnswer
) -> Rule:
    """The rule on the seat the dealer wrongly named to open, who acted before the real opener.

    It answers only while nobody has wagered on the street after the misnaming was ruled. A bring-in the named seat
    posted is taken back (WSOP24T-7CS.2: the lowest card owes it, so it cannot stand for another seat); any other
    action is backed up to the real opener or stands as made in turn, as the house's ``misnamed-opener`` option says.

    :param rule_id: the book's ID for the rule.
    :param fallback: the book's answer where the hand carries no ``misnamed-opener`` option (``"back-up"`` or
        ``"bet-stands"``).
    :param bring_in: the book's citations and words for a bring-in taken back.
    :param back_up: the same for an action backed up.
    :param bet_stands: the same for an action that stands.
    :returns: the rule, in stud games.
    """

    def misnamed_opener_acts(irregularity: ActionOutOfTurn, hand: HandView | None) -> Ruling | None:
        assert hand is not None
        seat = irregularity.seat
        if not ruled_before(hand, OpenerMisnamed, seat=seat, street=irregularity.street) or street_wagers(hand):
            return None
        if irregularity.action == "bring_in":
            return carry_on((BackUpAction(seat=seat),), bring_in[0], bring_in[1](seat))
        if option(hand, "misnamed-opener", fallback) == "back-up":
            return carry_on((BackUpAction(seat=seat),), back_up[0], back_up[1](seat))
        return carry_on((BetStands(seat=seat),), bet_stands[0], bet_stands[1](seat))

    misnamed_opener_acts.__doc__ = misnamed_opener_rule.__doc__
    return Rule(rule_id, (ActionOutOfTurn,), misnamed_opener_acts, scope=stud_game)


def turned_up(seat: int) -> tuple[AnyRemedy, ...]:
    """The remedies for a stud downcard exposed by the dealer: it plays as an upcard and the next card comes down.

    :param seat: the seat whose card was exposed.
    """
    return (PlaysAsUpcard(seat=seat), NextCardDown(seat=seat))


def plays_up(seat: int, cited: tuple[str, ...], message: Message) -> Ruling:
    """The hand goes on with the exposed downcard as an upcard and the player's next card face down (:func:`turned_up`).

    :param seat: the seat whose card was exposed.
    :param cited: the book's citations.
    :param message: the book's words.
    """
    return carry_on(turned_up(seat), cited, message)


def kept_up(seat: int, cited: tuple[str, ...], message: Message) -> Ruling:
    """The hand goes on with the exposed card kept face up (a last card, where nothing is dealt after it).

    :param seat: the seat whose card was exposed.
    :param cited: the book's citations.
    :param message: the book's words.
    """
    return carry_on((PlaysAsUpcard(seat=seat),), cited, message)


def away_ruling(seat: int, hand: HandView, cited: tuple[str, ...], *, owes_bring_in: Message, dead: Message) -> Ruling:
    """The ruling on a player away from his seat when the deal was complete: his hand is dead (:func:`away_remedies`).

    :param seat: the seat of the absent player.
    :param hand: the hand.
    :param cited: the book's citations.
    :param owes_bring_in: the book's words when his upcard still posts the bring-in.
    :param dead: the book's words otherwise.
    """
    remedies = away_remedies(seat, hand)
    message = owes_bring_in if len(remedies) > 1 else dead
    return Ruling(kind=RulingKind.DEAD_HAND, remedies=remedies, citations=cited, message=message)


Said = tuple[tuple[str, ...], Message]
"""``(citations, Message)``: what the book cites and says for one branch of a rule."""


def impossible_call_rule(
    rule_id: str, fallback: bool, *, off: Said, late: Said, refund: Said, only_on_last_street: bool, verified: bool
) -> Rule:
    """The rule on a call that cannot win whatever the bettor's hole cards are, where the house gives it back.

    With the ``impossible-call-refund`` option on (``fallback`` where the hand carries none) the last call is given
    back when it is pointed out at the showdown before any hand is shown; any other is refused and stands.

    :param rule_id: the book's ID for the rule.
    :param fallback: whether the refund is given where the hand carries no option.
    :param off: the book's citations and words where no refund is given (the call stands).
    :param late: the same for a call not pointed out in time (not the last, or after a hand was shown).
    :param refund: the same for a call given back.
    :param only_on_last_street: a report before the last street is answered as ``off`` (else as ``late``).
    :param verified: the refund needs the caller's hand to lose every half to the bettor's upcards with any downcards
        the caller has not seen (:func:`floorcall.rulekit.call_cannot_win`).
    :returns: the rule, in stud games.
    """

    def impossible_call(irregularity: ImpossibleCall, hand: HandView | None) -> Ruling | None:
        assert hand is not None
        on = option(hand, "impossible-call-refund", fallback) is True
        if not on or (only_on_last_street and not last_street(hand)):
            return refused(*off)
        shown = any(isinstance(event, HandShown) for event in hand.events)
        in_time = last_street(hand) and not hand.dealing and hand.actor is None and not shown
        if in_time and verified:
            bettor = last_bettor(hand, irregularity.seat)
            in_time = bettor is not None and call_cannot_win(hand, irregularity.seat, bettor)
        if not in_time:
            return refused(*late)
        return carry_on((RefundCall(seat=irregularity.seat, amount=irregularity.amount),), *refund)

    impossible_call.__doc__ = impossible_call_rule.__doc__
    return Rule(rule_id, (ImpossibleCall,), impossible_call, scope=stud_game)


def own_downcard_rule(rule_id: str, cited: tuple[str, ...], message: Message) -> Rule:
    """The rule on a player who turns up his own downcard: refused, he gets no face-down card in its place.

    :param rule_id: the book's ID for the rule.
    :param cited: the book's citations.
    :param message: the book's words.
    :returns: the rule, in stud games.
    """

    def own_downcard_exposed(irregularity: OwnDowncardExposed, hand: HandView | None) -> Ruling | None:
        return refused(cited, message)

    own_downcard_exposed.__doc__ = own_downcard_rule.__doc__
    return Rule(rule_id, (OwnDowncardExposed,), own_downcard_exposed, scope=stud_game)


def premature_card_rule(
    rule_id: str, fallback: str, *, reshuffle: Said, rotate: Said, rotate_only_before_upcards: bool
) -> Rule:
    """The rule on a stud card turned during the betting, as the house's ``premature-stud-card`` option says.

    ``reshuffle`` (TDA RP-5-D): the card goes back into the stub, which is shuffled, and the street is dealt with no
    new burn. ``discard-and-rotate`` (Robert's Rules' stud irregularities): the card is dead and the player it would
    have gone to (the first live seat when none is named) is dealt last in the next upcard round.

    :param rule_id: the book's ID for the rule.
    :param fallback: the book's answer where the hand carries no option.
    :param reshuffle: the book's citations and words for the reshuffle.
    :param rotate: the same for the dead card.
    :param rotate_only_before_upcards: the seat is dealt last only when an upcard round is still to come (five-card
        stud, or a street before the last two of seven-card games).
    :returns: the rule, in stud games.
    """

    def premature_card(irregularity: PrematureCard, hand: HandView | None) -> Ruling | None:
        assert hand is not None
        if option(hand, "premature-stud-card", fallback) != "discard-and-rotate":
            return reshuffled(irregularity.card, *reshuffle)
        seat = irregularity.seat or hand.live_seats[0]
        upcards_to_come = five_card_stud(hand) or hand.street_index + 2 < len(hand.game.streets)
        last = () if rotate_only_before_upcards and not upcards_to_come else (DealSeatLastNextRound(seat=seat),)
        return carry_on((DiscardExposedCard(card=irregularity.card), *last), *rotate)

    premature_card.__doc__ = premature_card_rule.__doc__
    return Rule(rule_id, (PrematureCard,), premature_card, scope=stud_game)


def fault_redeal(fault: DealingFault, hand: HandView | None = None) -> AnyRemedy:
    """How a deal a dealing fault voids is dealt again: by the proper dealer when a wrong player dealt, else as before.

    :param fault: the fault (its kind, and the proper dealer when it is the wrong dealer).
    :param hand: the hand; at a table with a house dealer the deal never passes to a player, so it is dealt again as
        it was.
    """
    house_dealt = hand is not None and hand.table.dealer == "house"
    if fault.fault is DealFault.WRONG_DEALER and fault.proper_dealer is not None and not house_dealt:
        return RedealByProperDealer(dealer=fault.proper_dealer)
    return RedealExact()
