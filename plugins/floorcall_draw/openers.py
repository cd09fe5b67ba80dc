"""Five-card draw's jacks-or-better opener: the one speciality of the draw games that no data describes.

With the ``jacks-or-better`` option on, the player who opens the betting before the draw must hold a pair of jacks
or better in the five cards he was dealt; one who opened without them cannot win a pot contested at showdown. The
game passes :func:`false_openers_barred` to :func:`floorcall.procedure.draw_game` as its ``barred`` speciality.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from floorcall import BetOrRaisedTo, Card, CardDealt, Discarded, parse_cards
from floorcall.ranking import high_strength
from floorcall_draw.options import JACKS_OR_BETTER

if TYPE_CHECKING:
    from floorcall import AnyEvent, HandView

__all__ = ["false_openers", "false_openers_barred", "has_openers"]

#: The weakest hand that opens under jacks or better: a pair of jacks with the lowest side cards.
_WEAKEST_OPENERS: Final = parse_cards("JcJd4h3s2c")


def has_openers(cards: Sequence[Card]) -> bool:
    """Whether five cards hold a pair of jacks or better (any two pair, trips, straight... counts).

    :raises ValueError: not five known, distinct cards.
    """
    return high_strength(cards) >= high_strength(_WEAKEST_OPENERS)


def false_openers(events: Sequence[AnyEvent]) -> frozenset[int]:
    """Seats that opened the betting before the first draw without jacks or better in the cards first dealt them.

    The opener is the first seat to bet or raise before anyone discards; his cards are those dealt him before then.
    A seat whose first cards are not five known cards is given the benefit of the doubt.

    :param events: the hand's event log.
    :returns: the seat of a false opener, or no seat.
    """
    before_draw = []
    for event in events:
        if isinstance(event, Discarded):
            break
        before_draw.append(event)
    opener = next((e.seat for e in before_draw if isinstance(e, BetOrRaisedTo)), None)
    if opener is None:
        return frozenset()
    dealt = [e.card for e in before_draw if isinstance(e, CardDealt) and e.seat == opener]
    if len(dealt) != 5 or not all(card.is_known for card in dealt):
        return frozenset()
    return frozenset() if has_openers(dealt) else frozenset({opener})


def false_openers_barred(hand: HandView) -> frozenset[int]:
    """The seats of ``hand`` that cannot win a contested pot: a false opener while ``jacks-or-better`` is on.

    :param hand: the hand at showdown.
    :returns: the false opener's seat, or no seat (the option off, or the opener held his openers).
    """
    if hand.options.get(JACKS_OR_BETTER.name) is not True:
        return frozenset()
    return false_openers(hand.events)
