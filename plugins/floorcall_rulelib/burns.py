"""A burn card exposed: the rule both books take from floorcall's defaults (FLOORCALL-DEFAULT-2)."""

from __future__ import annotations

from floorcall import BurnExposed, BurnReplaced, HandView, Ruling
from floorcall.rulekit import burn_just_taken, carry_on, option, rule
from floorcall_rulelib.messages import msg

__all__ = ["exposed_burn"]


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
