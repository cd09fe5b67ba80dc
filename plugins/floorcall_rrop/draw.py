"""Rulings for the draw games (five-card draw, 2-7 single and triple draw, A-5 triple draw, badugi) under RRoP.

Of the Robert's Rules lowball section only its first rule could be read (RROP-LOWBALL-1: lowball misdeals follow the
button-game list); for the rest the WSOP live-action lowball and badugi rules stand in (WSOP24L-LOWBALL.*, 262-301),
as the catalog does for this rulebook, with floorcall's documented defaults (FLOORCALL-DEFAULT-8, -9) where none of
them speaks.

The rules shared with the other books come from :mod:`floorcall_rulelib.draw`, given this book's IDs; every rule
answers nothing outside draw games. :data:`RULES` holds them all.
"""

from __future__ import annotations

import dataclasses

from floorcall import CardToBurn, DowncardExposed, HandView, RedealExact, ReplaceFromStub, Ruling, RulingKind
from floorcall.rulekit import Rule, draw_game, exposures_in_deal, ruling
from floorcall_rrop.messages import msg
from floorcall_rulelib.draw import FALLBACK, DrawCitations, discards_change_rule, draw_rules, exposure_rule

__all__ = ["RULES", "SHARED", "deal_exposure_is_misdeal", "discards_changed", "exposed_card"]

CASH_DRAW = "WSOP24L-LOWBALL.1"
"""The WSOP cash rule for a stub that runs out in a draw (it names the burns among the cards reshuffled)."""
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


#: WSOP24L-272: a player may change his draw until a card (the burn included) is dealt or someone acts on it.
discards_changed = discards_change_rule(
    "WSOP24L-272",
    ("WSOP24L-272",),
    lambda claim: not claim.dealing_begun and not claim.later_acted,
    msg(
        "rrop.draw.discards_changed.1",
        "No card has come off the deck for this draw and nobody after him has drawn on his number: the player "
        "may change his discards.",
    ),
    (
        lambda seat, _placed: msg(
            "rrop.draw.discards_changed.dealing",
            "Seat {seat} keeps his first discards: the cards of the draw are already being dealt.",
            seat=seat,
        ),
        lambda seat, _placed: msg(
            "rrop.draw.discards_changed.drawn",
            "Seat {seat} keeps his first discards: a player after him has already drawn on his number.",
            seat=seat,
        ),
    ),
)


#: The shared draw procedures (:mod:`floorcall_rulelib.draw`) as this book cites them: the WSOP cash lowball text
#: for the stub (WSOP24L-LOWBALL.1) and the wrong count (WSOP24L-271), the misdeal list for a card too many.
SHARED = draw_rules(
    DrawCitations(
        stub_rule=CASH_DRAW,
        stub=(CASH_DRAW,),
        fallback_void=(FALLBACK, CASH_DRAW),
        fallback_reshuffle=(FALLBACK, CASH_DRAW),
        out_of_turn=("FLOORCALL-DEFAULT-8", "WSOP24L-132"),
        owed_card=("FLOORCALL-DEFAULT-8",),
        surplus_card=("FLOORCALL-DEFAULT-9",),
        count_rule="WSOP24L-271",
        wrong_count=("WSOP24L-271",),
        too_many=("WSOP24L-262", "RROP-LOWBALL-1"),
    ),
    lambda seat: msg(
        "rrop.draw.wrong_count.2",
        "Seat {seat} was dealt too many cards before the action threshold: misdeal.",
        seat=seat,
    ),
)
RULES: tuple[Rule, ...] = (
    exposed_card,
    discards_changed,
    *(dataclasses.replace(each, scope=draw_game) for each in SHARED.rules),
)
"""The draw rules, each scoped to the draw games (the shared ones' code checks the same)."""
