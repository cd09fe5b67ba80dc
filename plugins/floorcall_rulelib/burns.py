"""Burn cards: an exposed burn (FLOORCALL-DEFAULT-2), and one card too many on the deal made the next burn.

Both books take the exposed burn from floorcall's defaults; every book lets a house that repairs a single extra card
(``one-extra-card``) turn it into the next burn.
"""

from __future__ import annotations

from floorcall import BurnExposed, BurnReplaced, CardToBurn, HandView, Ruling, WrongCardCount
from floorcall.rulekit import Message, burn_just_taken, carry_on, option, rule
from floorcall_rulelib.messages import msg

__all__ = ["exposed_burn", "extra_card_burned"]


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
