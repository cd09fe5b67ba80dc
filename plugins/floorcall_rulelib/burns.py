"""Burn cards: an exposed burn (FLOORCALL-DEFAULT-2), a burn too many or missed, one card too many made the next burn.

Both books take the exposed burn from floorcall's defaults, and both use a burn taken where none was due as the next
street's burn (:func:`extra_burn_rule`), in every game; in stud a card dealt where the street's burn was due becomes
that burn as the dealer deals it, and a missed burn reported later leaves the cards standing
(:func:`stud_missed_burn_rule`); every book lets a house that repairs a single extra card on the deal
(``one-extra-card``) turn it into the next burn.
"""

from __future__ import annotations

from floorcall import (
    BurnExposed,
    BurnOutOfSequence,
    BurnReplaced,
    Card,
    CardToBurn,
    DealWithoutBurn,
    HandView,
    ReshufflePrematureCard,
    Ruling,
    WrongCardCount,
)
from floorcall.rulekit import Message, Rule, Topic, burn_just_taken, carry_on, option, rule, stud_game
from floorcall_rulelib.messages import msg

__all__ = ["exposed_burn", "extra_burn_rule", "extra_card_burned", "reshuffled", "stud_missed_burn_rule"]


def reshuffled(card: Card, cited: tuple[str, ...], message: Message) -> Ruling:
    """A card turned too early goes back into the stub, which is shuffled, and the street comes with no new burn.

    :param card: the premature card.
    :param cited: the book's citations.
    :param message: the book's words.
    """
    return carry_on((ReshufflePrematureCard(card=card), DealWithoutBurn()), cited, message)


def extra_burn_rule(rule_id: str, cited: tuple[str, ...], message: Message, topic: Topic | None = None) -> Rule:
    """The rule on a burn taken where none was due: it stands as the next street's burn, so no street gets two.

    :param rule_id: the book's ID for the rule.
    :param cited: the book's citations.
    :param message: the book's words.
    :param topic: the book's function naming the one rule of its burn rules that answers (an extra burn this one,
        a missed burn the book's own), or None.
    :returns: the rule; it answers an extra burn (not a missed one) in every game.
    """

    def extra_burn(irregularity: BurnOutOfSequence, hand: HandView | None) -> Ruling | None:
        if irregularity.missed:
            return None
        return carry_on((DealWithoutBurn(),), cited, message)

    extra_burn.__doc__ = extra_burn_rule.__doc__
    return Rule(rule_id, (BurnOutOfSequence,), extra_burn, topic=topic)


def stud_missed_burn_rule(rule_id: str, cited: tuple[str, ...], topic: Topic) -> Rule:
    """The rule on a stud street dealt without its burn (the stud streets after the first are each burned once).

    While the street is being dealt, the card that went out where the burn was due becomes that burn and its seat is
    dealt the next card, so every card from then on is the one it would have been. A missed burn reported later
    (the cards already lie where they were dealt) leaves them standing, and the next street is burned as usual.

    :param rule_id: the book's ID for the rule.
    :param cited: the book's citations.
    :param topic: the book's function naming the one rule of its burn rules that answers.
    :returns: the rule, in stud games; it answers a missed burn only.
    """

    def stud_missed_burn(irregularity: BurnOutOfSequence, hand: HandView | None) -> Ruling | None:
        if not irregularity.missed or hand is None:
            return None
        card = irregularity.card
        if hand.dealing and _being_dealt(hand, card):
            words = msg(
                "rulelib.burns.stud_missed_burn.dealing",
                "{card} was dealt where the street's burn was due: it becomes the burn, and the deal goes on with "
                "the next card to the seat that was due.",
                card=card,
            )
            return carry_on((CardToBurn(card=card, this_street=True),), cited, words)
        words = msg(
            "rulelib.burns.stud_missed_burn.stands",
            "The street's burn was missed and the cards dealt stand: the next street is burned as usual.",
        )
        return carry_on((), cited, words)

    stud_missed_burn.__doc__ = stud_missed_burn_rule.__doc__
    return Rule(rule_id, (BurnOutOfSequence,), stud_missed_burn, scope=stud_game, topic=topic)


def _being_dealt(hand: HandView, card: Card) -> bool:
    """Whether ``card`` is the card being dealt as the engine finds the missed burn: out of the stub, nowhere yet."""
    if not card.is_known or card in hand.board or card in hand.burns:
        return False
    return all(card not in hand.cards(seat) for seat in hand.seats)


def extra_card_burned(
    irregularity: WrongCardCount, hand: HandView | None, fallback: str, cited: tuple[str, ...], message: Message
) -> Ruling | None:
    """One card too many on the deal, where the house burns it: the card goes back and serves as the next burn.

    :param irregularity: the wrong count.
    :param hand: the hand, or None outside one.
    :param fallback: the book's ``one-extra-card`` answer where the hand carries none (``"burn"`` or ``"misdeal"``).
    :param cited: the book's citations.
    :param message: the book's words.
    :returns: the ruling (CONTINUE), or None when the count is off by another number, the card cannot be told apart
        or the house misdeals it: the book's other rules answer.
    """
    one_extra = irregularity.held == irregularity.expected + 1 and irregularity.card.is_known
    if not one_extra or option(hand, "one-extra-card", fallback) != "burn":
        return None
    return carry_on((CardToBurn(card=irregularity.card),), cited, message)


@rule("FLOORCALL-DEFAULT-2", BurnExposed)
def exposed_burn(irregularity: BurnExposed, hand: HandView | None) -> Ruling | None:
    """FLOORCALL-DEFAULT-2: an exposed burn stays the burn and is shown to all (option ``exposed-burn``).

    With ``reshuffle-into-stub``, a burn reported before anything else is dealt goes back into the stub, shuffled
    face down (TDA2024-39D), and the dealer burns again; reported later, it stays as under the default.

    :param irregularity: the exposed burn.
    :param hand: the hand, or None outside one.
    :returns: a CONTINUE ruling, in every game.
    """
    card = irregularity.card
    if option(hand, "exposed-burn", "keep-and-show") == "reshuffle-into-stub" and burn_just_taken(hand, card):
        return carry_on(
            (BurnReplaced(card=card),),
            ("FLOORCALL-DEFAULT-2", "TDA2024-39D"),
            msg(
                "rulelib.burn.exposed.reshuffled",
                "The burn {card} was exposed: the house returns it to the stub, which is shuffled "
                "face down, and the dealer takes a fresh burn before dealing the street.",
                card=card,
            ),
        )
    return carry_on(
        (),
        ("FLOORCALL-DEFAULT-2",),
        msg(
            "rulelib.burn.exposed.shown",
            "The burn {card} was exposed: it stays the burn and is shown to everyone so nobody "
            "gains private knowledge; the street is dealt as usual with no extra burn.",
            card=card,
        ),
    )
