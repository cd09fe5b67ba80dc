"""The PHH action notation: one string per dealer or player action, parsed into tagged Structs and written back.

Grammar (our summary of the PHH specification; words are separated by any run of whitespace, and everything after
the first ``#`` is a free-text commentary kept with the action):

=========================  ============================  ==========================================
notation                   Struct                        meaning
=========================  ============================  ==========================================
``d dh pN CARDS``          :class:`DealHole`             hole cards dealt to player N
``d db CARDS``             :class:`DealBoard`            community cards dealt to the board
``pN pb``                  :class:`PostBringIn`          player N posts the bring-in
``pN cbr AMOUNT``          :class:`CompleteBetOrRaiseTo` complete, bet or raise *to* AMOUNT chips
``pN cc``                  :class:`CheckOrCall`          check, or call the largest bet
``pN f``                   :class:`Fold`                 fold
``pN sd [CARDS]``          :class:`StandPatOrDiscard`    stand pat (no cards) or discard CARDS
``pN sm [CARDS | -]``      :class:`ShowOrMuck`           show CARDS, show the recorded hole cards
                                                         (``-``) or muck (nothing)
``[# commentary]``         :class:`NoOp`                 nothing happens (empty or commentary only)
=========================  ============================  ==========================================

``pN`` is a 1-based PHH *player number*: p1 is the first player in the file's per-player arrays, which is not a
seat number (a hand history maps players to seats through its ``seats`` field). Cards use floorcall's
two-character notation (:func:`floorcall.cards.parse_cards`), so ``??`` is :attr:`Card.UNKNOWN`. Whether a card
exists in the variant's deck, and whether an action is legal at that point, is for the engine to decide: this
module only checks the notation. Parsing is written by hand (no regular expressions) because it runs once per
action on the replay hot path.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Annotated, Final, TypeAlias

import msgspec

from floorcall.cards import Card, format_cards, parse_cards
from floorcall.errors import CardError, HandHistoryError, invalid

__all__ = [
    "AnyPhhAction",
    "CheckOrCall",
    "CompleteBetOrRaiseTo",
    "DealBoard",
    "DealHole",
    "Fold",
    "NoOp",
    "PhhAction",
    "PlayerNumber",
    "PostBringIn",
    "ShowOrMuck",
    "StandPatOrDiscard",
    "format_action",
    "parse_action",
]

#: A 1-based PHH player number (``p1`` is 1); the upper bound is the hand's player count, checked by the hand.
PlayerNumber = Annotated[int, msgspec.Meta(ge=1, description="1-based PHH player number (p1 is 1), not a seat")]
_Cards = tuple[Card, ...]
_SomeCards = Annotated[tuple[Card, ...], msgspec.Meta(min_length=1)]


class PhhAction(msgspec.Struct, frozen=True, kw_only=True, tag_field="kind", repr_omit_defaults=True):
    """Base of the parsed PHH actions; never used on its own nor put in a union.

    :param commentary: the text after ``#`` with surrounding whitespace removed (``""`` for a bare ``#``), or
        ``None`` when the notation had no ``#``.
    """

    commentary: str | None = None


class DealHole(PhhAction, frozen=True, kw_only=True, tag="deal_hole"):
    """``d dh pN CARDS``: the dealer gives ``cards`` to player ``player`` (face up or down follows from the variant).

    :param player: the 1-based PHH player number receiving the cards.
    :param cards: the cards dealt, in order; ``Card.UNKNOWN`` for cards not seen. Never empty.
    """

    player: PlayerNumber
    cards: _SomeCards


class DealBoard(PhhAction, frozen=True, kw_only=True, tag="deal_board"):
    """``d db CARDS``: the dealer turns ``cards`` onto the board (community cards).

    :param cards: the board cards dealt, in order. Never empty.
    """

    cards: _SomeCards


class PostBringIn(PhhAction, frozen=True, kw_only=True, tag="post_bring_in"):
    """``pN pb``: player ``player`` posts the bring-in (the amount is the hand's ``bring_in``).

    :param player: the 1-based PHH player number.
    """

    player: PlayerNumber


class CompleteBetOrRaiseTo(PhhAction, frozen=True, kw_only=True, tag="complete_bet_or_raise_to"):
    """``pN cbr AMOUNT``: player ``player`` completes, bets or raises so their total bet this round is ``amount``.

    :param player: the 1-based PHH player number.
    :param amount: the player's total bet for the betting round after the action ("to", not "by"): a positive
        integer, or a :class:`~decimal.Decimal` as the file writes it (``3.00``), whose chip unit the replay finds.
    :raises ValueError: ``amount`` is not a positive, finite amount.
    """

    player: PlayerNumber
    amount: Annotated[int, msgspec.Meta(gt=0, description="chips: the bet's total for the round")] | Decimal

    def __post_init__(self) -> None:
        """Reject a bet that is not a positive amount of chips."""
        amount = self.amount
        if type(amount) is int:
            if amount > 0:
                return
        elif type(amount) is Decimal and amount.is_finite() and amount > 0:
            return
        raise invalid(
            "phh.action.amount", "a bet or raise is to a positive amount of chips, not {amount}", amount=repr(amount)
        )


class CheckOrCall(PhhAction, frozen=True, kw_only=True, tag="check_or_call"):
    """``pN cc``: player ``player`` checks, or calls the largest bet (possibly all in for less).

    :param player: the 1-based PHH player number.
    """

    player: PlayerNumber


class Fold(PhhAction, frozen=True, kw_only=True, tag="fold"):
    """``pN f``: player ``player`` folds.

    :param player: the 1-based PHH player number.
    """

    player: PlayerNumber


class StandPatOrDiscard(PhhAction, frozen=True, kw_only=True, tag="stand_pat_or_discard"):
    """``pN sd [CARDS]``: player ``player`` discards ``cards`` in a draw, or stands pat when ``cards`` is empty.

    :param player: the 1-based PHH player number.
    :param cards: the cards thrown away; ``()`` means standing pat.
    """

    player: PlayerNumber
    cards: _Cards = ()


class ShowOrMuck(PhhAction, frozen=True, kw_only=True, tag="show_or_muck"):
    """``pN sm [CARDS | -]``: player ``player`` shows ``cards``, shows the hole cards already recorded, or mucks.

    :param player: the 1-based PHH player number.
    :param cards: the cards shown (some may be ``Card.UNKNOWN``); ``()`` with ``known=False`` is a muck.
    :param known: ``True`` for the ``-`` notation: the player shows the hole cards the history already dealt to
        them, which the engine looks up. Then ``cards`` is ``()``.
    :raises ValueError: ``known`` is set together with ``cards``.
    """

    player: PlayerNumber
    cards: _Cards = ()
    known: bool = False

    def __post_init__(self) -> None:
        """Reject an action that both lists cards and says "the known hole cards"."""
        if self.known and self.cards:
            raise invalid("phh.action.known_with_cards", "a show of the known hole cards ('-') lists no cards")

    @property
    def mucks(self) -> bool:
        """True when the player mucks (shows nothing)."""
        return not self.cards and not self.known


class NoOp(PhhAction, frozen=True, kw_only=True, tag="no_op"):
    """An empty notation or a commentary alone (``# burn card exposed``): nothing happens in the hand."""


AnyPhhAction: TypeAlias = (
    DealHole
    | DealBoard
    | PostBringIn
    | CompleteBetOrRaiseTo
    | CheckOrCall
    | Fold
    | StandPatOrDiscard
    | ShowOrMuck
    | NoOp
)

_NO_ARGUMENT_VERBS: Final[dict[str, type[PostBringIn | CheckOrCall | Fold]]] = {
    "pb": PostBringIn,
    "cc": CheckOrCall,
    "f": Fold,
}
_PLAYER_NUMBERS: Final = {f"p{number}": number for number in range(1, 100)}
# Every one- and two-card string, so that a deal of up to four cards is one lookup and longer ones a few.
_CARD_GROUPS: Final[dict[str, tuple[Card, ...]]] = {
    first.value + second.value: (first, second) for first in Card for second in Card
}
_CARD_GROUPS.update({card.value: (card,) for card in Card})


def parse_action(text: str) -> AnyPhhAction:
    """Read one PHH action notation.

    :param text: one element of a PHH ``actions`` array (``"d dh p1 5d2sAd"``, ``"p4 cbr 200000 # opens"``).
    :returns: the parsed action; a blank or commentary-only string gives :class:`NoOp`.
    :raises HandHistoryError: the notation is malformed (unknown actor or verb, missing or extra words, a bad card,
        a player number below 1, an amount that is not a positive whole number); the message quotes ``text``.
    """
    hash_at = text.find("#")
    if hash_at < 0:
        words = text.split()
        commentary = None
    else:
        words = text[:hash_at].split()
        commentary = text[hash_at + 1 :].strip()
    if not words:
        return NoOp(commentary=commentary)
    try:
        if words[0] == "d":
            return _parse_dealing(words, commentary)
        player = _PLAYER_NUMBERS.get(words[0]) or _player_number(words[0])
        if len(words) == 2:
            no_argument = _NO_ARGUMENT_VERBS.get(words[1])
            if no_argument is not None:
                return no_argument(player=player, commentary=commentary)
        return _parse_player_action(player, words, commentary)
    except (CardError, ValueError) as exc:
        raise HandHistoryError.within(repr(text), exc) from None


def _parse_dealing(words: list[str], commentary: str | None) -> AnyPhhAction:
    verb = words[1] if len(words) > 1 else ""
    if verb == "dh" and len(words) == 4:
        player = _PLAYER_NUMBERS.get(words[2]) or _player_number(words[2])
        return DealHole(player=player, cards=_cards(words[3]), commentary=commentary)
    if verb == "db" and len(words) == 3:
        return DealBoard(cards=_cards(words[2]), commentary=commentary)
    if verb in ("dh", "db"):
        raise invalid("phh.action.deal", "a deal is 'd dh pN CARDS' (hole cards) or 'd db CARDS' (board)")
    raise invalid(
        "phh.action.dealer_verb", "the dealer's action {verb} is not 'dh' (hole cards) or 'db' (board)", verb=repr(verb)
    )


def _parse_player_action(player: int, words: list[str], commentary: str | None) -> AnyPhhAction:
    verb = words[1] if len(words) > 1 else ""
    count = len(words)
    if verb == "cbr":
        if count != 3:
            raise invalid("phh.action.cbr", "a completion, bet or raise is 'pN cbr AMOUNT'")
        return CompleteBetOrRaiseTo(player=player, amount=_chip_amount(words[2]), commentary=commentary)
    if verb in _NO_ARGUMENT_VERBS:
        raise invalid("phh.action.no_argument", "'{verb}' takes no argument", verb=verb)
    if count > 3:
        raise invalid("phh.action.one_argument", "'{verb}' takes at most one argument", verb=verb)
    if verb == "sd":
        cards = _cards(words[2]) if count == 3 else ()
        return StandPatOrDiscard(player=player, cards=cards, commentary=commentary)
    if verb == "sm":
        if count == 3 and words[2] == "-":
            return ShowOrMuck(player=player, known=True, commentary=commentary)
        cards = _cards(words[2]) if count == 3 else ()
        return ShowOrMuck(player=player, cards=cards, commentary=commentary)
    raise invalid("phh.action.unknown", "unknown action {verb}: expected pb, cbr, cc, f, sd or sm", verb=repr(verb))


def _cards(text: str) -> tuple[Card, ...]:
    """Parse compact card notation: a fast path over :func:`parse_cards`, which reports any error."""
    groups = _CARD_GROUPS
    cards = groups.get(text)
    if cards is not None:
        return cards
    try:
        if len(text) <= 8:
            return groups[text[:4]] + groups[text[4:]]
        if len(text) <= 12:
            return groups[text[:4]] + groups[text[4:8]] + groups[text[8:]]
        many: tuple[Card, ...] = ()
        for start in range(0, len(text), 4):
            many += groups[text[start : start + 4]]
        return many
    except KeyError:
        return parse_cards(text)


def _player_number(word: str) -> int:
    digits = word[1:]
    if word[:1] != "p" or not digits.isdigit() or not digits.isascii():
        raise invalid(
            "phh.action.actor",
            "{word} is not an actor: expected 'd' (the dealer) or 'pN' (player N, from 1)",
            word=repr(word),
        )
    number = int(digits)
    if number < 1:
        raise invalid("phh.action.player_zero", "{word}: player numbers start at p1", word=repr(word))
    return number


def _chip_amount(word: str) -> int | Decimal:
    amount: int | Decimal
    if word.isdigit() and word.isascii():
        amount = int(word)
    else:
        try:
            amount = Decimal(word) if "_" not in word and word.isascii() else Decimal("NaN")
        except InvalidOperation:
            amount = Decimal("NaN")
        if not amount.is_finite():
            raise invalid("phh.action.not_chips", "{word} is not a chip amount", word=repr(word))
        if "e" in word or "E" in word:  # an exponent is spelled out: 1e3 is 1000
            amount = Decimal(format(amount, "f"))
        if amount == amount.to_integral_value() and amount.as_tuple().exponent == 0:
            amount = int(amount)
    if amount <= 0:
        raise invalid("phh.action.not_positive", "a bet or raise is to a positive amount, not {word}", word=repr(word))
    return amount


def format_action(action: AnyPhhAction) -> str:
    """Write an action in PHH notation, the inverse of :func:`parse_action`.

    The result is normalized: single spaces between words, cards in compact notation, amounts as given (an integer,
    or a decimal with its digits as written), and
    a commentary written as ``" # text"`` after the action (``"# text"`` alone for a :class:`NoOp`).

    :param action: a parsed or engine-built action.
    :returns: the notation string (``"p1 cbr 300000"``); ``parse_action`` of it gives back an equal action.
    """
    match action:
        case DealHole(player=player, cards=cards):
            body = f"d dh p{player} {format_cards(cards)}"
        case DealBoard(cards=cards):
            body = f"d db {format_cards(cards)}"
        case PostBringIn(player=player):
            body = f"p{player} pb"
        case CompleteBetOrRaiseTo(player=player, amount=amount):
            body = f"p{player} cbr {amount}"
        case CheckOrCall(player=player):
            body = f"p{player} cc"
        case Fold(player=player):
            body = f"p{player} f"
        case StandPatOrDiscard(player=player, cards=cards):
            body = f"p{player} sd {format_cards(cards)}" if cards else f"p{player} sd"
        case ShowOrMuck(player=player, cards=cards, known=known):
            body = f"p{player} sm -" if known else f"p{player} sm {format_cards(cards)}".rstrip()
        case _:
            body = ""
    commentary = action.commentary
    if commentary is None:
        return body
    note = f"# {commentary}" if commentary else "#"
    return f"{body} {note}" if body else note
