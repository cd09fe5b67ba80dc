"""Exposed cards in the draw games: replaced (WSOP24L-269), except a low card on the deal of limit A-5 (RROP-A5-3).

The WSOP cash lowball rules stand in for the Robert's Rules text that could not be read: on the deal one of the first
two cards off the deck, or a second exposed card, is a misdeal (WSOP24L-262, RROP-LOWBALL-1); any other exposed card
is replaced after the round and becomes the first burn; on a draw the replacement comes after the rest of the draw
(WSOP24L-LOWBALL.2).

With the joker in the deck (RROP-A5-1: in use unless the room posts otherwise; floorcall's ``a5sd``), an exposed
joker is always a card the player keeps: it plays as the lowest card his hand lacks, so it is a five or better.

Under these rules a low card the dealer exposes while dealing the hands is not taken away from the player: a card of
the house's ``a5-exposed-predraw-keep-max`` rank or lower (ace low) stays in his hand, known to everybody, and he may
throw it on the draw like any other card. A higher card is replaced, and serves as the burn of the first draw.

The option's values, in ranks with the ace counted as one:

- ``"7"`` (rrop's default, the limit rule): ace to seven stay, eight to king are replaced;
- ``"5"`` (the stricter reading the text gives for no limit): only a card that can be part of a perfect hand
  (5-4-3-2-A) stays, so ace to five; six and seven are replaced too;
- ``"none"``: every exposed card is replaced, as in the WSOP cash rules (WSOP24L-279, WSOP24L-269); the ruling is
  then :data:`exposed_card`'s.

The misdeal causes of the button-game list come first: an exposure that makes the deal a misdeal (WSOP24L-262,
RROP-LOWBALL-1: one of the first two cards off the deck, or a second exposed card) is left to
:data:`exposed_card`. Exposures during a draw are not covered by RROP-A5-3 either.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from floorcall import (
    Card,
    CardToBurn,
    DowncardExposed,
    HandView,
    PlaysAsUpcard,
    RedealExact,
    ReplaceFromStub,
    Ruling,
    RulingKind,
)
from floorcall.rulekit import draw_game, exposures_in_deal, limit_ace_to_five_draw, rule, ruling
from floorcall_rrop.messages import msg
from floorcall_rulelib.draw import exposure_rule

__all__ = [
    "CITATION",
    "EXPOSED",
    "JOKER_CITATION",
    "KEEP_MAX",
    "a5_exposed_card",
    "deal_exposure_is_misdeal",
    "exposed_card",
    "kept_up_to",
    "low_rank",
]


EXPOSED = "WSOP24L-269"
"""The WSOP cash rule that every card exposed on the deal or a draw is replaced (done as WSOP24L-LOWBALL.2)."""


def deal_exposure_is_misdeal(exposed: DowncardExposed, hand: HandView) -> bool:
    """WSOP24L-262 (RROP-LOWBALL-1): whether a card exposed on the initial deal makes the deal a misdeal.

    :param exposed: the exposure, on the initial deal.
    :param hand: the hand being dealt.
    :returns: True for the first card of either of the first two seats dealt, or when a card was already ruled
        exposed on this deal.
    """
    off_the_top = exposed.position == 1 and exposed.seat in hand.seats[:2]
    return off_the_top or exposures_in_deal(hand, exposed) > 0


# RROP-A5-3 and RROP-A5-4 apply to limit ace-to-five lowball only (floorcall.rulekit.limit_ace_to_five_draw, by the
# game's traits). Robert's Rules write both rules for single-draw limit A-5; floorcall's limit A-5 game is triple
# draw, so "before the draw" is read as the initial deal (RROP-A5-3) and "after the draw" as the betting round after
# the last draw (RROP-A5-4): the chips of the earlier rounds stay in the pot the winner takes.
KEEP_MAX: Final = "a5-exposed-predraw-keep-max"
"""The option naming the highest rank a player keeps when it is exposed on the deal."""
_KEEP_RANKS: Final = {"7": 7, "5": 5, "none": 0}
CITATION: Final = "RROP-A5-3"
"""The catalog ID the rulings cite."""
JOKER_CITATION: Final = "RROP-A5-1"
"""The catalog ID of the joker's value (the lowest card the hand does not hold), cited when the joker is exposed."""


def low_rank(card: Card) -> int:
    """The rank of a known card with the ace low.

    :param card: a known card.
    :returns: 1 for an ace, 2..13 for the others.
    """
    return 1 if card.rank == 14 else card.rank


def kept_up_to(hand: HandView) -> int:
    """The highest low rank (1..13) an exposed card may have and stay with its player, or 0 when none stays.

    :param hand: the hand; its ``a5-exposed-predraw-keep-max`` option decides (``"7"`` when it is not declared).
    :raises ValueError: the option holds a value this rule does not know.
    """
    value = hand.options.get(KEEP_MAX, "7")
    if not isinstance(value, str) or value not in _KEEP_RANKS:
        raise ValueError(f"option {KEEP_MAX!r} must be one of {', '.join(_KEEP_RANKS)}, not {value!r}")
    return _KEEP_RANKS[value]


@rule("RROP-A5-3", DowncardExposed, scope=limit_ace_to_five_draw)
def a5_exposed_card(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """RROP-A5-3: a card exposed on the deal of limit A-5 stays with the player when it is low enough.

    :param irregularity: the irregularity to rule on; only a :class:`DowncardExposed` on the initial deal is.
    :param hand: the hand; only limit ace-to-five games (fixed-limit ace-to-five draw games, by their traits) are ruled.
    :returns: ``plays_as_upcard`` for a card of the kept ranks; ``replace_from_stub`` (after the round of dealing)
        and ``card_to_burn`` for a higher one; None for a misdeal, an unknown card, the option at ``"none"``, or
        anything else (the draw rules answer).
    :raises ValueError: as :func:`kept_up_to`.
    """
    if not irregularity.initial_deal:
        return None
    assert hand is not None
    if not irregularity.card.is_known:
        return None
    limit = kept_up_to(hand)
    if not limit or deal_exposure_is_misdeal(irregularity, hand):
        return None
    seat, card = irregularity.seat, irregularity.card
    if card.is_joker:  # RROP-A5-1: the joker is the lowest card the hand lacks, a five at worst: always kept
        return Ruling(
            kind=RulingKind.CONTINUE,
            remedies=(PlaysAsUpcard(seat=seat),),
            citations=(CITATION, JOKER_CITATION),
            message=msg(
                "rrop.lowball.a5_exposed_joker",
                "The exposed joker plays as the lowest card seat {seat} does not hold, so it is a low card he must"
                " keep: it stays in his hand face up, and he may still throw it on the draw.",
                seat=seat,
            ),
        )
    if low_rank(card) <= limit:
        return Ruling(
            kind=RulingKind.CONTINUE,
            remedies=(PlaysAsUpcard(seat=seat),),
            citations=(CITATION,),
            message=msg(
                "rrop.lowball.a5_exposed_card.1",
                "The exposed {card} is low enough that seat {seat} must keep it: it stays in his hand"
                " face up, and he may still throw it on the draw.",
                card=card,
                seat=seat,
            ),
        )
    return Ruling(
        kind=RulingKind.CONTINUE,
        remedies=(ReplaceFromStub(seat=seat, after_round=True), CardToBurn(card=card)),
        citations=(CITATION,),
        message=msg(
            "rrop.lowball.a5_exposed_card.2",
            "The exposed {card} is above the ranks a player must keep: seat {seat} gets another "
            "card after this round of the deal, and the exposed card is the burn of the first "
            "draw.",
            card=card,
            seat=seat,
        ),
    )


def _first_deal_exposure(irregularity: DowncardExposed, hand: HandView, earlier: int) -> Ruling:
    """WSOP24L-262 and 269 with WSOP24L-LOWBALL.2: exposed cards on the deal or a draw.

    Initial deal: the first or second card off the deck exposed, or a second exposed card, is a misdeal (WSOP24L-262,
    RROP-LOWBALL-1); any other exposed card is replaced after the round of dealing and becomes the first burn. The
    draw: the player gets a replacement once everyone else's draw is dealt; the first card exposed in a draw becomes
    the burn of the next draw, later ones go to the muck.
    """
    if deal_exposure_is_misdeal(irregularity, hand):
        return ruling(
            RulingKind.MISDEAL,
            (RedealExact(),),
            ("WSOP24L-262", "RROP-LOWBALL-1"),
            msg(
                "rrop.draw.exposed_card.1",
                "One of the first two cards off the deck, or a second card, was exposed on the deal: misdeal.",
            ),
        )
    return ruling(
        RulingKind.CONTINUE,
        (ReplaceFromStub(seat=irregularity.seat, after_round=True), CardToBurn(card=irregularity.card)),
        (EXPOSED, "WSOP24L-LOWBALL.2"),
        msg(
            "rrop.draw.exposed_card.2",
            "The exposed {card} is replaced after this round of the deal and becomes the burn of the first draw.",
            card=irregularity.card,
        ),
    )


exposed_card = dataclasses.replace(
    exposure_rule(EXPOSED, _first_deal_exposure, on_draw=(EXPOSED, "WSOP24L-LOWBALL.2"), yields_to=("RROP-A5-3",)),
    scope=draw_game,
)
