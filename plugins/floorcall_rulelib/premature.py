"""A card dealt too early in a draw game: during a betting round, before the draw it belongs to.

Neither book's premature-card rules speak of draw games (theirs are the flop's and stud's), so both rule it alike:
the card is set aside as the engine finds it, goes back into the stub, which is shuffled, and the betting goes on;
no player keeps a card that came out before its time. :func:`draw_premature_card_rule` builds the rule with the
citing book's ID and citations.
"""

from __future__ import annotations

from floorcall import HandView, PrematureCard, ReshufflePrematureCard, Ruling
from floorcall.rulekit import Rule, carry_on, draw_game
from floorcall_rulelib.messages import msg

__all__ = ["draw_premature_card_rule"]


def draw_premature_card_rule(rule_id: str, cited: tuple[str, ...]) -> Rule:
    """The rule on a card dealt in a draw game while a betting round is still under way.

    :param rule_id: the citing book's ID for the rule.
    :param cited: what its rulings cite.
    :returns: the rule, in draw games, answering :class:`~floorcall.PrematureCard`.
    """

    def draw_premature_card(irregularity: PrematureCard, hand: HandView | None) -> Ruling | None:
        words = msg(
            "rulelib.premature.draw_card",
            "{card} came out before the betting round was over: it goes back into the stub, which is shuffled, and "
            "the betting goes on.",
            card=irregularity.card,
        )
        return carry_on((ReshufflePrematureCard(card=irregularity.card),), cited, words)

    draw_premature_card.__doc__ = draw_premature_card_rule.__doc__
    return Rule(rule_id, (PrematureCard,), draw_premature_card, scope=draw_game)
