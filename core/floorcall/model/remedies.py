"""Remedies: the operations a ruling orders and the engine applies to the hand.

Over 400 lines on purpose: it is one tagged union (:data:`AnyRemedy`) of some 40 small declarative Structs, read as
one list by the wire format, the rulebooks and the worked cases; the length is that list, not logic.

Each remedy is a frozen, tagged Struct whose tag is its wire name (``plays_as_upcard``); the tags are the remedy
names used by the worked cases. The engine's meaning of each is in its docstring.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from floorcall.cards import Card
from floorcall.model.procedure import Stakes
from floorcall.model.types import Chips, SeatNumber

__all__ = [
    "AllInForPot",
    "AnyRemedy",
    "BackUpAction",
    "BetStands",
    "BurnAndDealCommunity",
    "BurnReplaced",
    "ButtonNextHand",
    "CardToBurn",
    "ChangeDiscards",
    "CorrectWager",
    "CountsAsNextCard",
    "DealMissingCard",
    "DealSeatLastNextRound",
    "DealSkippedSeatLater",
    "DealToEachSeat",
    "DealWithoutBurn",
    "DealerHandToSkippedSeat",
    "DiscardExposedCard",
    "HoldDiscards",
    "KillHand",
    "NextCardDown",
    "PassSurplusCard",
    "PlaysAsUpcard",
    "PostsBringIn",
    "RedealAtStakes",
    "RedealBoardStreet",
    "RedealByProperDealer",
    "RedealExact",
    "RedealWithButton",
    "RefundCall",
    "Remedy",
    "ReplaceAfterDraw",
    "ReplaceFromStub",
    "ReshufflePrematureCard",
    "ReshuffleStubWithBurns",
    "ReshuffleStubWithMuck",
    "RetrieveMuckedHand",
    "ReturnAllChips",
    "ScrapBoxedCard",
    "SetAsidePrematureCard",
    "SkipSeatNextRound",
    "SlideCardsBack",
    "SurplusCardToBurns",
    "TurnRandomCardUp",
    "WagerStandsAs",
    "WithdrawWithRefund",
]


# gc=False: frozen, holding only immutable values, so never part of a reference cycle; a hand makes thousands,
# and untracked structs keep the garbage collector's passes short.
class Remedy(msgspec.Struct, frozen=True, kw_only=True, gc=False, tag_field="kind"):
    """Base of every remedy (never used on its own, never in a union)."""


class PlaysAsUpcard(Remedy, frozen=True, kw_only=True, tag="plays_as_upcard"):
    """The seat's exposed downcard stays with him and counts as an upcard from now on."""

    seat: SeatNumber


class NextCardDown(Remedy, frozen=True, kw_only=True, tag="next_card_down"):
    """The next card the seat would get face up this street comes face down instead."""

    seat: SeatNumber


class SkipSeatNextRound(Remedy, frozen=True, kw_only=True, tag="skip_seat_next_round"):
    """The seat gets no card in the next round of dealing (he already holds it)."""

    seat: SeatNumber


class DealSeatLastNextRound(Remedy, frozen=True, kw_only=True, tag="deal_seat_last_next_round"):
    """In the next round of upcards the seat is passed over and gets the last card of the round."""

    seat: SeatNumber


class KillHand(Remedy, frozen=True, kw_only=True, tag="kill_hand"):
    """The seat's hand is dead: its cards go to the muck, the chips it put in stay in the pot."""

    seat: SeatNumber


class ReplaceFromStub(Remedy, frozen=True, kw_only=True, tag="replace_from_stub"):
    """The seat's last card is taken away (to the muck, or as the next burn with :class:`CardToBurn`).

    The seat is then dealt a replacement from the stub, with the face the procedure wanted: at once, or after the
    current round of dealing when ``after_round`` is set. With no seat the last board card is replaced: it goes to
    the muck and the next stub card is turned in its place, without another burn.
    """

    seat: SeatNumber | None = None
    after_round: bool = False


class CardToBurn(Remedy, frozen=True, kw_only=True, tag="card_to_burn"):
    """The card goes to the burns and serves as the next burn, so the next street is dealt without another burn.

    :param card: the card that becomes the burn.
    :param replaced: True when ``card`` is a board card and the card the irregularity set aside (an extra board
        card) takes its place on the board.
    :param this_street: the card is the burn the street being dealt skipped, not the next street's: a board card
        taken for it is dealt again from the stub, and no burn is saved for later.
    """

    card: Card
    replaced: bool = False
    this_street: bool = False


class DiscardExposedCard(Remedy, frozen=True, kw_only=True, tag="discard_exposed_card"):
    """The exposed card is dead: it goes to the muck and is never dealt."""

    card: Card


class BackUpAction(Remedy, frozen=True, kw_only=True, tag="back_up_action"):
    """An action taken out of turn is taken back (its chips return) and the turn goes back to the right seat.

    With ``hold`` the action is kept: when the seat's turn comes it binds if the wager to match has not changed (a
    fold always binds), and otherwise he has every option again.
    """

    seat: SeatNumber
    hold: bool = False


class BetStands(Remedy, frozen=True, kw_only=True, tag="bet_stands"):
    """An action taken before its turn stands as if made in turn; the players skipped lose nothing they can claim."""

    seat: SeatNumber


class ReturnAllChips(Remedy, frozen=True, kw_only=True, tag="return_all_chips"):
    """Every chip of the hand (antes, blinds, bets) goes back to whoever put it in."""


class RedealExact(Remedy, frozen=True, kw_only=True, tag="redeal_exact"):
    """The cards come back and the hand is dealt again as an exact repeat: same button, seats and level."""


class CountsAsNextCard(Remedy, frozen=True, kw_only=True, tag="counts_as_next_card"):
    """The card the seat got out of turn stands as its next card of the street: its next slot in the deal is dropped.

    When the seat has no slot left this street, the card stays with it as one card too many.
    """

    seat: SeatNumber


class DealSkippedSeatLater(Remedy, frozen=True, kw_only=True, tag="deal_skipped_seat_later"):
    """The seat passed over by a card dealt out of turn gets its card at the end of the current round of dealing."""

    seat: SeatNumber


class DealMissingCard(Remedy, frozen=True, kw_only=True, tag="deal_missing_card"):
    """The seat is dealt the card it is missing now, off the stub, before anyone else acts."""

    seat: SeatNumber
    face_up: bool = False


class ScrapBoxedCard(Remedy, frozen=True, kw_only=True, tag="scrap_boxed_card"):
    """A card found face up in the stub is shown and put in the muck; the next card takes its place."""

    card: Card = Card.UNKNOWN


class ReshufflePrematureCard(Remedy, frozen=True, kw_only=True, tag="reshuffle_premature_card"):
    """The card dealt before its time goes back into the stub, which is shuffled face down.

    :param card: the card set aside.
    :param board: board cards of the street under way that go back into the stub with it (a street turned with too
        many cards): the street's board cards are dealt again, and its betting waits for them.
    """

    card: Card = Card.UNKNOWN
    board: tuple[Card, ...] = ()


class DealWithoutBurn(Remedy, frozen=True, kw_only=True, tag="deal_without_burn"):
    """The next street is dealt without a burn: the burn already taken for it stands (at most one burn is saved).

    When a ruling has just put the current street back to be dealt again (its burn due, nothing dealt yet), it is
    that street which comes without a new burn.
    """


class ReshuffleStubWithBurns(Remedy, frozen=True, kw_only=True, tag="reshuffle_stub_with_burns"):
    """The last ``count`` burns go back into the stub, which is shuffled face down (and cut)."""

    count: int = 3


class DealToEachSeat(Remedy, frozen=True, kw_only=True, tag="deal_to_each_seat"):
    """The street is dealt as planned, its burn and one card to every live seat (the stub now suffices)."""


class BurnAndDealCommunity(Remedy, frozen=True, kw_only=True, tag="burn_and_deal_community"):
    """The street's own cards are replaced by one community card, turned face up after the burn, shared by all."""


class RedealByProperDealer(Remedy, frozen=True, kw_only=True, tag="redeal_by_proper_dealer"):
    """The hand is dealt again, as :class:`RedealExact`, by the seat whose deal it was."""

    dealer: SeatNumber


class DealerHandToSkippedSeat(Remedy, frozen=True, kw_only=True, tag="dealer_hand_to_skipped_seat"):
    """The player dealing gives his own hand to the seat he left out and sits the hand out (his ante stays in)."""

    seat: SeatNumber
    dealer: SeatNumber


class TurnRandomCardUp(Remedy, frozen=True, kw_only=True, tag="turn_random_card_up"):
    """One of the seat's face-down cards, picked at random (among his last ``from_last`` cards, 0 = all), turns up."""

    seat: SeatNumber
    from_last: int = 0


class PostsBringIn(Remedy, frozen=True, kw_only=True, tag="posts_bring_in"):
    """The seat, whose hand is dead, still posts the bring-in its upcard owes; the next live seat acts on it."""

    seat: SeatNumber


class CorrectWager(Remedy, frozen=True, kw_only=True, tag="correct_wager"):
    """The seat's wager stands at ``amount`` (its total for the round) instead of the amount he put out."""

    seat: SeatNumber
    amount: int


class WagerStandsAs(Remedy, frozen=True, kw_only=True, tag="wager_stands_as"):
    """The seat's wager is taken as ``action`` (to ``to``, his total for the round in chips, for a bet or raise).

    ``action`` is ``"fold"``, ``"check_call"``, ``"bring_in"`` or ``"bet_raise_to"``. Chips he put forward beyond
    it go back to his stack; chips short of it come from his stack. Answers an unclear or incorrect wager by the same
    seat, while he is to act.
    """

    seat: SeatNumber
    action: Literal["fold", "check_call", "bring_in", "bet_raise_to"]
    to: Chips = 0


class AllInForPot(Remedy, frozen=True, kw_only=True, tag="all_in_for_pot"):
    """The seat plays all in for what is already in the pot: his chips behind are held out of the hand."""

    seat: SeatNumber


class WithdrawWithRefund(Remedy, frozen=True, kw_only=True, tag="withdraw_with_refund"):
    """The seat leaves the hand and takes back every chip he put into it."""

    seat: SeatNumber


class RefundCall(Remedy, frozen=True, kw_only=True, tag="refund_call"):
    """The seat's call is void: ``amount`` chips go back to him and his hand is out of the pot."""

    seat: SeatNumber
    amount: int


class SlideCardsBack(Remedy, frozen=True, kw_only=True, tag="slide_cards_back"):
    """The card dealt past the skipped seat moves back to him, so every seat holds the card the deal meant for it."""

    seat: SeatNumber


class ReshuffleStubWithMuck(Remedy, frozen=True, kw_only=True, tag="reshuffle_stub_with_muck"):
    """A draw's stub ran out: what is left of it is shuffled face down with the muck and the earlier discards.

    The muck is the folded and dead hands and the cards ruled out of play; the discards are those of the earlier
    draws, never the current draw's unless ``current_discards`` is set (a last resort when even that reshuffle
    cannot complete the draw). ``burns`` puts the burned cards in too. The new stub is cut and the draw goes on.
    """

    burns: bool = True
    current_discards: bool = False


class HoldDiscards(Remedy, frozen=True, kw_only=True, tag="hold_discards"):
    """The seat's discards made out of turn are held face down and bind; the draw goes back to the seat due."""

    seat: SeatNumber


class ChangeDiscards(Remedy, frozen=True, kw_only=True, tag="change_discards"):
    """The seat's first discards of this draw come back to his hand and the new set he named is thrown instead."""

    seat: SeatNumber


class ReplaceAfterDraw(Remedy, frozen=True, kw_only=True, tag="replace_after_draw"):
    """The seat's last card (exposed) goes to the muck; he gets a replacement after every other card of the draw."""

    seat: SeatNumber


class SurplusCardToBurns(Remedy, frozen=True, kw_only=True, tag="surplus_card_to_burns"):
    """The card one too many that the seat got on the draw is taken back unseen and put with the burns."""

    seat: SeatNumber


class PassSurplusCard(Remedy, frozen=True, kw_only=True, tag="pass_surplus_card"):
    """The card one too many that the seat got on the draw goes on to the seat that was due it, as his card."""

    seat: SeatNumber


class SetAsidePrematureCard(Remedy, frozen=True, kw_only=True, tag="set_aside_premature_card"):
    """The card dealt before its time stays set aside while the next street is dealt and bet from the stub.

    The remedies that follow it in the same ruling wait: the engine carries them out when the street after that one
    begins (for example the set-aside card shuffled back into the stub and that street dealt without a burn).

    :param card: the card set aside.
    """

    card: Card = Card.UNKNOWN


class RedealBoardStreet(Remedy, frozen=True, kw_only=True, tag="redeal_board_street"):
    """The street's board cards, turned without their burn and before anyone acted on them, go back into the stub.

    The stub is shuffled face down, and the street is burned and dealt again; its betting waits for it.

    :param cards: the board cards of the street under way (all of them); empty: whichever they are.
    """

    cards: tuple[Card, ...] = ()


class BurnReplaced(Remedy, frozen=True, kw_only=True, tag="burn_replaced"):
    """The street's last burn goes back into the stub, shuffled in face down, and the dealer burns again.

    :param card: the burn card that goes back (it must be the last burn, taken for the street being dealt).
    """

    card: Card = Card.UNKNOWN


class RedealWithButton(Remedy, frozen=True, kw_only=True, tag="redeal_with_button"):
    """Every chip of the hand goes back and the hand is dealt again with the button at ``button``.

    The blinds are posted again by the seats the corrected button makes them fall to; seats, stacks and the level
    stay as they were.
    """

    button: SeatNumber


class RedealAtStakes(Remedy, frozen=True, kw_only=True, tag="redeal_at_stakes"):
    """Every chip of the hand goes back and the hand is dealt again at these stakes (the level in force)."""

    stakes: Stakes


class ButtonNextHand(Remedy, frozen=True, kw_only=True, tag="button_next_hand"):
    """The hand goes on as dealt; the next hand's button goes to ``button`` and the blinds follow it from there."""

    button: SeatNumber


class RetrieveMuckedHand(Remedy, frozen=True, kw_only=True, tag="retrieve_mucked_hand"):
    """The hand the seat mucked at this showdown comes back out of the muck, live again.

    Its cards could still be told apart; at a showdown whose shows are reported he then tables it.
    """

    seat: SeatNumber


AnyRemedy = (
    PlaysAsUpcard
    | NextCardDown
    | SkipSeatNextRound
    | DealSeatLastNextRound
    | KillHand
    | ReplaceFromStub
    | CardToBurn
    | DiscardExposedCard
    | BackUpAction
    | BetStands
    | ReturnAllChips
    | RedealExact
    | CountsAsNextCard
    | DealSkippedSeatLater
    | DealMissingCard
    | ScrapBoxedCard
    | ReshufflePrematureCard
    | RedealBoardStreet
    | DealWithoutBurn
    | ReshuffleStubWithBurns
    | DealToEachSeat
    | BurnAndDealCommunity
    | RedealByProperDealer
    | DealerHandToSkippedSeat
    | TurnRandomCardUp
    | PostsBringIn
    | CorrectWager
    | WagerStandsAs
    | AllInForPot
    | WithdrawWithRefund
    | RefundCall
    | SlideCardsBack
    | ReshuffleStubWithMuck
    | HoldDiscards
    | ChangeDiscards
    | ReplaceAfterDraw
    | SurplusCardToBurns
    | PassSurplusCard
    | SetAsidePrematureCard
    | BurnReplaced
    | RedealWithButton
    | RedealAtStakes
    | ButtonNextHand
    | RetrieveMuckedHand
)
