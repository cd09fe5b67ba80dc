"""Irregularities: what departed from the procedure, built by the engine or reported by the dealer or floor.

Over 400 lines on purpose: it is one tagged union (:data:`AnyIrregularity`) of some 40 small declarative Structs,
read as one list by the wire format and the rulebooks; the length is that list, not logic.

They are their own tagged union, separate from the events that produced them. Each names the facts a rulebook needs
to rule (the seat, the card, the street, whether the initial deal was still going on); the engine fills them in.
"""

from __future__ import annotations

from enum import StrEnum

import msgspec

from floorcall.cards import Card
from floorcall.model.procedure import Stakes
from floorcall.model.types import Chips, SeatNumber, Street
from floorcall.model.wagers import AnySpeech, ChipMotion, WagerReading, WagerSince

__all__ = [
    "ActionOutOfTurn",
    "AnyIrregularity",
    "BoxedCardFound",
    "BurnExposed",
    "BurnOutOfSequence",
    "ButtonMisplaced",
    "CardToWrongSeat",
    "DealFault",
    "DealingFault",
    "DeckFouled",
    "DiscardsChanged",
    "DowncardExposed",
    "DrawCardToWrongSeat",
    "DrawOutOfTurn",
    "FirstActionDisputed",
    "FoulReason",
    "HandFouled",
    "HandMiscalled",
    "HandNotTabled",
    "ImpossibleCall",
    "Irregularity",
    "LevelChanged",
    "LimpDisputed",
    "NonStandardCard",
    "OpenerMisnamed",
    "OwnDowncardExposed",
    "PenaltySeatDealt",
    "PlayerAbsent",
    "PrematureCard",
    "SeatDealtOut",
    "SeatSkipped",
    "ShortBlindCalled",
    "ShowOutOfOrder",
    "ShowRefused",
    "StubExhausted",
    "StubShort",
    "UpcardDealtDown",
    "UpcardsLifted",
    "WagerIncorrect",
    "WagerUnclear",
    "WrongBringIn",
    "WrongCardCount",
]


# gc=False: frozen, holding only immutable values, so never part of a reference cycle; a hand makes thousands,
# and untracked structs keep the garbage collector's passes short.
class Irregularity(msgspec.Struct, frozen=True, kw_only=True, gc=False, tag_field="kind"):
    """Base of every irregularity (never used on its own, never in a union)."""


class DowncardExposed(Irregularity, frozen=True, kw_only=True, tag="downcard_exposed"):
    """A card due face down was dealt (or flashed) face up.

    :param seat: the seat the card went to.
    :param card: the exposed card.
    :param street: the street being dealt.
    :param initial_deal: True while the cards before the first betting round were being dealt.
    :param position: which card of the seat's hand it is, 1 for the first card dealt to him this hand.
    """

    seat: SeatNumber
    card: Card = Card.UNKNOWN
    street: Street
    initial_deal: bool = False
    position: int = 0


class UpcardDealtDown(Irregularity, frozen=True, kw_only=True, tag="upcard_dealt_down"):
    """A card due face up was dealt face down (a stud seat left without a door card, for example)."""

    seat: SeatNumber
    street: Street
    initial_deal: bool = False


class CardToWrongSeat(Irregularity, frozen=True, kw_only=True, tag="card_to_wrong_seat"):
    """A card went to a seat other than the one due.

    :param seat: the seat that received it.
    :param expected_seat: the seat that was due the card.
    :param first_card: True when it was the very first card of the deal.
    :param entitled: False when the receiving seat is not entitled to a hand at all (empty, or not dealt in).
    :param face_up: whether the card was dealt face up.
    """

    seat: SeatNumber
    expected_seat: SeatNumber
    card: Card = Card.UNKNOWN
    street: Street
    first_card: bool = False
    entitled: bool = True
    face_up: bool = False


class PrematureCard(Irregularity, frozen=True, kw_only=True, tag="premature_card"):
    """A card of the next street was dealt before the current betting round was over.

    :param seat: the seat it went to, or None for a board card.
    :param street: the street whose betting was still going on.
    """

    card: Card = Card.UNKNOWN
    seat: SeatNumber | None = None
    street: Street


class ActionOutOfTurn(Irregularity, frozen=True, kw_only=True, tag="action_out_of_turn"):
    """A player acted while another seat was due to act.

    :param action: ``"fold"``, ``"check_call"``, ``"bet_raise_to"`` or ``"bring_in"``.
    :param amount: the "to" total of a bet or raise.
    """

    seat: SeatNumber
    expected_seat: SeatNumber
    action: str
    amount: Chips | None = None
    street: Street


class WagerIncorrect(Irregularity, frozen=True, kw_only=True, tag="wager_incorrect"):
    """A player acting in turn made a wager the betting structure does not allow (the reason says why).

    Reported (not detected) it names a wager the table took unnoticed
    (:attr:`floorcall.model.events.WagerMade.unnoticed`): ``street`` is the street it was made on and ``amount``
    its total, and the report may come on a later street.

    :param reading: the wager read by the structure's arithmetic (the engine fills it in; None in older logs).
    :param late: for a reported wager, what happened between the wager and the report (the engine fills it in);
        None for a wager ruled as it was made.
    """

    seat: SeatNumber
    action: str
    amount: Chips | None = None
    reason: str
    street: Street
    reading: WagerReading | None = None
    late: WagerSince | None = None


class WagerUnclear(Irregularity, frozen=True, kw_only=True, tag="wager_unclear"):
    """A wager made in turn whose words and chips do not plainly make one legal action: the floor says what it is.

    :param seat: the seat that wagered.
    :param street: the betting round.
    :param said: his words, or None.
    :param motions: the chips he put forward, motion by motion.
    :param reading: the wager read by the structure's arithmetic (the engine fills it in).
    """

    seat: SeatNumber
    street: Street
    said: AnySpeech | None = None
    motions: tuple[ChipMotion, ...] = ()
    reading: WagerReading


class FoulReason(StrEnum):
    """Why a deck is fouled."""

    DUPLICATE = "duplicate"
    HOUSE = "house"


class DeckFouled(Irregularity, frozen=True, kw_only=True, tag="deck_fouled"):
    """The deck is fouled: a card appeared twice, or a house-defined condition (a card with a different back).

    :param card: the duplicated card, when the reason is a duplicate.
    :param detail: the house condition, or where the card already was.
    :param hand_over: True for a claim against a hand that has already ended (the engine sets it when such a claim
        is reported to a finished hand).
    :param next_hand_begun: for a claim against a finished hand, True when the session has begun the next hand
        (its first riffle or shuffle), which closes the window for the claim.
    """

    reason: FoulReason
    card: Card = Card.UNKNOWN
    detail: str = ""
    hand_over: bool = False
    next_hand_begun: bool = False


class NonStandardCard(Irregularity, frozen=True, kw_only=True, tag="non_standard_card"):
    """A card that the game's deck does not contain (a joker, a deuce in a short deck) was dealt."""

    card: Card
    seat: SeatNumber | None = None
    street: Street


class BoxedCardFound(Irregularity, frozen=True, kw_only=True, tag="boxed_card_found"):
    """Cards found face up inside the deck while dealing.

    :param count: how many boxed cards have been found in this deal.
    :param initial_deal: True when found during the initial deal.
    """

    count: int = 1
    card: Card = Card.UNKNOWN
    initial_deal: bool = True


class BurnOutOfSequence(Irregularity, frozen=True, kw_only=True, tag="burn_out_of_sequence"):
    """A burn was skipped (a card was dealt where a burn was due) or a card was burned where none was due.

    :param missed: True when the burn was skipped, False for a burn too many.
    """

    street: Street
    missed: bool
    card: Card = Card.UNKNOWN


class WrongCardCount(Irregularity, frozen=True, kw_only=True, tag="wrong_card_count"):
    """A seat holds more or fewer cards than the deal gave it.

    The engine finds it when the initial deal is complete; later it arrives as a report (a player finds an extra
    card among his downcards, or the button is short a card).

    :param seat: the seat.
    :param held: how many cards it holds.
    :param expected: how many it should hold at this point of the hand.
    :param card: the card one too many, when it can be told apart from the others (``??`` otherwise).
    """

    seat: SeatNumber
    held: int
    expected: int
    street: Street
    card: Card = Card.UNKNOWN


class PenaltySeatDealt(Irregularity, frozen=True, kw_only=True, tag="penalty_seat_dealt"):
    """A seat serving a penalty holds a hand once the initial deal is complete (found by the engine)."""

    seat: SeatNumber


class StubShort(Irregularity, frozen=True, kw_only=True, tag="stub_short"):
    """Found by the engine as a street is planned: the stub cannot give every live seat its cards and keep the reserve.

    :param street: the street about to be dealt.
    :param stub: cards left in the stub before the street's burn.
    :param required: cards the street needs: its burn, a card per live seat per hole round, its board cards, and
        the cards the plan reserves (never dealt).
    :param burns: cards burned so far this hand.
    :param live: live seats that would be dealt the street.
    """

    street: Street
    stub: int
    required: int
    burns: int
    live: int


class PlayerAbsent(Irregularity, frozen=True, kw_only=True, tag="player_absent"):
    """Found by the engine when the initial deal is complete: a dealt-in player is not at his seat."""

    seat: SeatNumber
    street: Street


class DealFault(StrEnum):
    """What was wrong with the shuffle, the cut or the dealer, as reported."""

    NOT_SHUFFLED = "not_shuffled"
    NOT_CUT = "not_cut"
    CARD_EXPOSED_IN_CUT = "card_exposed_in_cut"
    CUT_PACKET_SHORT = "cut_packet_short"
    WRONG_DEALER = "wrong_dealer"


class DealingFault(Irregularity, frozen=True, kw_only=True, tag="dealing_fault"):
    """Reported: the deck was not shuffled or cut properly, or the wrong player is dealing.

    :param reported_by: the seat that raised it, or None for the dealer or the floor.
    :param proper_dealer: for a wrong dealer, the seat whose deal it was.
    """

    fault: DealFault
    reported_by: SeatNumber | None = None
    proper_dealer: SeatNumber | None = None


class SeatDealtOut(Irregularity, frozen=True, kw_only=True, tag="seat_dealt_out"):
    """Reported: the dealer left a seat entitled to a hand out of the round of dealing (one hand too few)."""

    seat: SeatNumber
    street: Street


class SeatSkipped(Irregularity, frozen=True, kw_only=True, tag="seat_skipped"):
    """Reported after the fact: the dealer passed over the seat in a round of upcards and dealt the rest on."""

    seat: SeatNumber
    street: Street


class ImpossibleCall(Irregularity, frozen=True, kw_only=True, tag="impossible_call"):
    """Reported before any hand is shown: the last caller could not beat the bettor's upcards whatever he holds.

    :param seat: the caller.
    :param amount: the chips the call put in.
    """

    seat: SeatNumber
    street: Street
    amount: Chips


class OpenerMisnamed(Irregularity, frozen=True, kw_only=True, tag="opener_misnamed"):
    """Reported: the dealer named the seat as the one to act first on the street, and it is not."""

    seat: SeatNumber
    street: Street


class OwnDowncardExposed(Irregularity, frozen=True, kw_only=True, tag="own_downcard_exposed"):
    """Reported: the player turned one of his own downcards face up and asks for his next card face down."""

    seat: SeatNumber
    card: Card = Card.UNKNOWN


class FirstActionDisputed(Irregularity, frozen=True, kw_only=True, tag="first_action_disputed"):
    """Reported: the seat claims the first action (or the bring-in order) of the street belongs elsewhere."""

    seat: SeatNumber
    street: Street


class StubExhausted(Irregularity, frozen=True, kw_only=True, tag="stub_exhausted"):
    """Found by the engine in a draw: the stub cannot give every player the cards the draw still owes him.

    The stub is exhausted when it is empty while cards are owed, or holds one card while more than one is owed (a
    last card is dealt only when it alone completes the draw).

    :param street: the draw's street.
    :param owed: replacement cards still owed in this draw (the burn not counted).
    :param stub: cards left in the stub.
    :param reshuffles: reshuffles already made in this draw (1 or more: even a reshuffle did not give enough).
    """

    street: Street
    owed: int
    stub: int
    reshuffles: int = 0


class DrawOutOfTurn(Irregularity, frozen=True, kw_only=True, tag="draw_out_of_turn"):
    """Found by the engine: a player discarded (or stood pat) while another seat was due to draw.

    :param seat: the seat that discarded.
    :param expected_seat: the seat whose turn it was.
    :param count: how many cards he threw (0: he stood pat).
    """

    seat: SeatNumber
    expected_seat: SeatNumber
    street: Street
    count: int


class DiscardsChanged(Irregularity, frozen=True, kw_only=True, tag="discards_changed"):
    """Found by the engine: a player who had discarded in this draw wants to throw a different set of cards.

    :param seat: the seat.
    :param before: how many cards he threw first.
    :param after: how many cards the new set has.
    :param dealing_begun: True once the draw's burn or any replacement card has come off the stub.
    :param later_acted: True when a seat after him in the draw has already discarded or stood pat on his count.
    """

    seat: SeatNumber
    street: Street
    before: int
    after: int
    dealing_begun: bool = False
    later_acted: bool = False


class DrawCardToWrongSeat(Irregularity, frozen=True, kw_only=True, tag="draw_card_to_wrong_seat"):
    """Found by the engine: a replacement card of a draw went to a seat other than the one due.

    :param seat: the seat that received it.
    :param expected_seat: the seat due the card.
    :param card: the card.
    :param owed: True when the receiving seat is itself still owed cards in this draw (the card came out of order);
        False when his draw was complete (he now holds one card too many).
    """

    seat: SeatNumber
    expected_seat: SeatNumber
    card: Card = Card.UNKNOWN
    street: Street
    owed: bool


class BurnExposed(Irregularity, frozen=True, kw_only=True, tag="burn_exposed"):
    """Reported by the dealer: the burn just taken for a street was turned or flashed face up.

    :param card: the exposed burn card.
    :param street: the street it was burned for.
    """

    card: Card = Card.UNKNOWN
    street: Street


class UpcardsLifted(Irregularity, frozen=True, kw_only=True, tag="upcards_lifted"):
    """Reported: a stud player picked his upcards up off the table while facing action.

    :param seat: the player, who is the one to act and owes a call.
    :param street: the street being bet.
    """

    seat: SeatNumber
    street: Street


class HandFouled(Irregularity, frozen=True, kw_only=True, tag="hand_fouled"):
    """Reported: a live player's cards got mixed with other cards (the muck, another hand, the stub).

    :param seat: the player.
    :param identifiable: True when every one of his cards can still be told apart and given back to him.
    """

    seat: SeatNumber
    identifiable: bool


class ButtonMisplaced(Irregularity, frozen=True, kw_only=True, tag="button_misplaced"):
    """Reported: the button is not at the seat it should be at for this hand (button games only).

    The blinds follow the button, so the seats that posted them may be the wrong ones too.

    :param button: the seat the button was put at for this hand (the table's button).
    :param proper_button: the seat it should be at, possibly an empty seat (a dead button).
    :param previous_hand: True when the mistake was made on the previous hand and this hand's button followed on
        from it; False when the button was moved incorrectly for this hand.
    """

    button: SeatNumber
    proper_button: SeatNumber
    previous_hand: bool = False


class LevelChanged(Irregularity, frozen=True, kw_only=True, tag="level_changed"):
    """Reported: the level changed around this hand's start, and the hand is dealt at the earlier level's stakes.

    :param stakes: the forced bets and bet sizes of the new level.
    :param began_before_start: True when the new level began before the hand started (its first riffle, the push
        of the shuffler's button or of the dealer's deal), False when it began while the hand was being played.
    """

    stakes: Stakes
    began_before_start: bool = True


class LimpDisputed(Irregularity, frozen=True, kw_only=True, tag="limp_disputed"):
    """Reported in a single-draw game: another player objects that the seat only called the big blind to come in.

    :param seat: the player who limped (called the big blind without raising).
    :param street: the first betting round.
    """

    seat: SeatNumber
    street: Street


class ShortBlindCalled(Irregularity, frozen=True, kw_only=True, tag="short_blind_called"):
    """Reported: a player facing a big blind posted all in for less than the blind wants to call only that amount.

    :param seat: the player to act.
    :param street: the first betting round.
    """

    seat: SeatNumber
    street: Street


class WrongBringIn(Irregularity, frozen=True, kw_only=True, tag="wrong_bring_in"):
    """Reported after the players after him acted: the seat that brought in was not the one the upcards name.

    The engine names the bring-in from the upcards it knows; it can name the wrong seat only when the door card that
    should have brought in is unknown to it (``??``, a table that does not read every card) when the bring-in is due.

    :param seat: the seat that brought in (posted the bring-in or completed).
    :param proper_seat: the seat whose door card should have brought in.
    :param card: that seat's door card, as it shows on the table.
    :param street: the street under way when it is noticed.
    """

    seat: SeatNumber
    proper_seat: SeatNumber
    card: Card
    street: Street


class ShowOutOfOrder(Irregularity, frozen=True, kw_only=True, tag="show_out_of_order"):
    """Reported at a showdown where nobody is all in: the dealer asked a player to table first who was not due to.

    :param seat: the player asked.
    :param due_seat: the player due to table first (the engine's ``show_first``).
    :param shown: True when the player asked has already tabled his hand.
    """

    seat: SeatNumber
    due_seat: SeatNumber
    shown: bool = False


class ShowRefused(Irregularity, frozen=True, kw_only=True, tag="show_refused"):
    """Reported at a showdown: the player due to table first will neither table his hand nor muck it."""

    seat: SeatNumber


class HandNotTabled(Irregularity, frozen=True, kw_only=True, tag="hand_not_tabled"):
    """Reported at a showdown: a player claims the pot without every one of his cards face up on the table.

    :param seat: the player.
    :param mucked: True when his cards went into the muck before all of them were face up (they cannot be read).
    """

    seat: SeatNumber
    mucked: bool = False


class HandMiscalled(Irregularity, frozen=True, kw_only=True, tag="hand_miscalled"):
    """Reported at a showdown: a player who tabled his hand announced it as something it is not.

    :param seat: the player who miscalled his tabled hand.
    :param misled: a player who then mucked his own hand at this showdown on the strength of the call, or None.
    :param misled_identifiable: True when the misled player's mucked cards can still be told apart and given back.
    """

    seat: SeatNumber
    misled: SeatNumber | None = None
    misled_identifiable: bool = False


AnyIrregularity = (
    DowncardExposed
    | UpcardDealtDown
    | CardToWrongSeat
    | PrematureCard
    | ActionOutOfTurn
    | WagerIncorrect
    | WagerUnclear
    | DeckFouled
    | NonStandardCard
    | BoxedCardFound
    | BurnOutOfSequence
    | WrongCardCount
    | PenaltySeatDealt
    | StubShort
    | PlayerAbsent
    | DealingFault
    | SeatDealtOut
    | SeatSkipped
    | ImpossibleCall
    | OpenerMisnamed
    | OwnDowncardExposed
    | FirstActionDisputed
    | StubExhausted
    | DrawOutOfTurn
    | DiscardsChanged
    | DrawCardToWrongSeat
    | BurnExposed
    | UpcardsLifted
    | HandFouled
    | ButtonMisplaced
    | LevelChanged
    | LimpDisputed
    | ShortBlindCalled
    | WrongBringIn
    | ShowOutOfOrder
    | ShowRefused
    | HandNotTabled
    | HandMiscalled
)
