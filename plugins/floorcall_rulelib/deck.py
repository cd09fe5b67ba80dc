"""A fouled deck, as both books rule it: the hand is void and every chip goes back, unless the claim came too late.

Both books take the window for a claim against a finished hand from the tournament rules (TDA2024-35E.3 with
rule 22's window for disputes about a hand's result): it is heard until the next hand begins, and refused after.
:func:`fouled_deck_rule` builds the rule with the book's ID, what its void cites, and its words.
"""

from __future__ import annotations

from collections.abc import Callable

from floorcall import DeckFouled, HandView, ReturnAllChips, Ruling, RulingKind
from floorcall.rulekit import Message, Rule

__all__ = ["LATE_CLAIM", "fouled_deck_rule"]

LATE_CLAIM = ("TDA2024-35E.3", "TDA2024-22")
"""What a refused late claim cites: the claim's window (35-E.3) and the disputes' window it is read by (22)."""


def fouled_deck_rule(
    rule_id: str,
    void_cited: Callable[[DeckFouled], tuple[str, ...]],
    late: Message,
    void: Callable[[DeckFouled], Message],
    yields_to: tuple[str, ...] = (),
) -> Rule:
    """The rule on a fouled deck (a duplicate card, a card with another back, a house condition).

    A claim against a finished hand once the next hand has begun is refused (:data:`LATE_CLAIM`) and the result
    stands; otherwise the hand is void and every chip goes back to whoever put it in, a finished hand too
    (then the ruling also cites TDA2024-35E.3).

    :param rule_id: the book's ID for the rule.
    :param void_cited: the book's citations for a void, given the claim (its reason).
    :param late: the book's words for a late claim.
    :param void: the book's words for a void, given the claim.
    :param yields_to: the book's special rules this one gives way to.
    :returns: the rule, in every game.
    """

    def fouled_deck(irregularity: DeckFouled, hand: HandView | None) -> Ruling | None:
        if irregularity.hand_over and irregularity.next_hand_begun:
            return Ruling(kind=RulingKind.REFUSED, citations=LATE_CLAIM, message=late)
        cited = void_cited(irregularity)
        return Ruling(
            kind=RulingKind.VOID,
            remedies=(ReturnAllChips(),),
            citations=(*cited, LATE_CLAIM[0]) if irregularity.hand_over else cited,
            message=void(irregularity),
        )

    fouled_deck.__doc__ = fouled_deck_rule.__doc__
    return Rule(rule_id, (DeckFouled,), fouled_deck, yields_to=yields_to)
