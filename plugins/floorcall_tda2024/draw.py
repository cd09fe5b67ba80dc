"""Rulings for the draw games (five-card draw, 2-7 single and triple draw, A-5 triple draw, badugi) under TDA 2024.

TDA 2024 leaves the irregularities of draw games to the house (TDA2024-35A.8). floorcall's default house for this
rulebook is the WSOP tournament: its draw-game rules (WSOP24T-DRAW.*) answer where they speak, the WSOP cash lowball
text (WSOP24L-LOWBALL.*) where the catalog applies it to both WSOP profiles, and floorcall's documented defaults
(FLOORCALL-DEFAULT-8, -9) where no rulebook in scope does. Every ruling cites TDA2024-35A.8 or the WSOP clause.

Four rules are the shared draw procedures (:mod:`floorcall_rulelib.draw`) with this book's citations; each rule is
pure and none answers outside draw games. :data:`RULES` lists them.
"""

from __future__ import annotations

from floorcall import DowncardExposed, HandView, RedealExact, ReplaceFromStub, Ruling, RulingKind
from floorcall.rulekit import Message, Rule, ruling
from floorcall_rulelib.draw import FALLBACK, DrawCitations, discards_change_rule, draw_rules, exposure_rule
from floorcall_tda2024.messages import msg, nmsg

__all__ = ["RULES", "SHARED", "discards_changed", "exposed_card"]

HOUSE = "TDA2024-35A.8"
"""TDA's rule that the house decides draw-game irregularities; cited first by every ruling here."""


def _first_deal_exposure(irregularity: DowncardExposed, hand: HandView, earlier: int) -> Ruling:
    """WSOP24T-DRAW.2 on the initial deal; WSOP24L-LOWBALL.2 for a card exposed while a draw is dealt.

    Initial deal: the first exposed card is replaced (after the round of dealing) and goes out of play; a second one
    makes the deal a misdeal. The house option ``draw-exposed-card = "misdeal"`` makes any exposure on the initial
    deal a misdeal. The draw: the player gets a replacement once everyone else's draw is dealt; the first
    card exposed in a draw becomes the burn of the next draw, later ones go to the muck.
    """
    if not earlier and hand.options.get("draw-exposed-card", "replace-one") == "misdeal":
        return ruling(
            RulingKind.MISDEAL,
            (RedealExact(),),
            (HOUSE, "WSOP24T-DRAW.2"),
            msg(
                "tda.draw.exposed_card.1",
                "This house misdeals a draw hand for any card exposed while the hands are first dealt: it is dealt "
                "again.",
            ),
        )
    if earlier:
        return ruling(
            RulingKind.MISDEAL,
            (RedealExact(),),
            (HOUSE, "WSOP24T-DRAW.2"),
            msg(
                "tda.draw.exposed_card.2",
                "A second card exposed while the hands are first dealt makes it a misdeal; the hand is dealt again.",
            ),
        )
    return ruling(
        RulingKind.CONTINUE,
        (ReplaceFromStub(seat=irregularity.seat, after_round=True),),
        (HOUSE, "WSOP24T-DRAW.2"),
        msg(
            "tda.draw.exposed_card.3",
            "The exposed {card} is out of play; seat {seat} gets another card after this round of"
            " the deal, and the deal goes on.",
            card=irregularity.card,
            seat=irregularity.seat,
        ),
    )


exposed_card = exposure_rule("WSOP24T-DRAW.2", _first_deal_exposure, on_draw=(HOUSE, "WSOP24L-LOWBALL.2"))


#: WSOP24T-DRAW.7: once discards are placed in turn the count is fixed; which cards may change until the deal.
discards_changed = discards_change_rule(
    "WSOP24T-DRAW.7",
    (HOUSE, "WSOP24T-DRAW.7"),
    lambda claim: claim.after == claim.before and not claim.dealing_begun,
    msg(
        "tda.draw.discards_changed.1",
        "The number of cards drawn stays the same, and no card has been dealt yet: the player may throw "
        "different cards.",
    ),
    (
        lambda seat, placed: nmsg(
            "tda.draw.discards_changed.dealing",
            "Seat {seat} placed {count} discard in turn; the cards of the draw are already being dealt, so nothing "
            "may change.",
            "Seat {seat} placed {count} discards in turn; the cards of the draw are already being dealt, so nothing "
            "may change.",
            placed,
            seat=seat,
            count=placed,
        ),
        lambda seat, placed: nmsg(
            "tda.draw.discards_changed.count",
            "Seat {seat} placed {count} discard in turn; in a tournament the number of cards he draws can no longer "
            "change.",
            "Seat {seat} placed {count} discards in turn; in a tournament the number of cards he draws can no longer "
            "change.",
            placed,
            seat=seat,
            count=placed,
        ),
    ),
)


def _house(*cited: str) -> tuple[str, ...]:
    """The citations of a ruling here: the house rule of TDA (TDA2024-35A.8) first, then the clauses it applies."""
    return (HOUSE, *cited)


def _dealt_too_many(seat: int) -> Message:
    """TDA2024-35A.5's words for a seat dealt a card too many while a misdeal is still possible."""
    return msg(
        "tda.draw.wrong_count.2", "Seat {seat} was dealt too many cards before substantial action: misdeal.", seat=seat
    )


#: The shared draw procedures (:mod:`floorcall_rulelib.draw`) as this book cites them: every ruling cites the house
#: rule (TDA2024-35A.8) and the WSOP tournament clause that answers (WSOP24T-DRAW.1, WSOP24T-108).
SHARED = draw_rules(
    DrawCitations(
        stub_rule="WSOP24T-DRAW.1",
        count_rule="WSOP24T-108",
        stub=_house("WSOP24T-DRAW.1", "TDA2024-39D"),
        wrong_count=_house("WSOP24T-108"),
        too_many=_house("TDA2024-35A.5"),
        out_of_turn=("FLOORCALL-DEFAULT-8", *_house("WSOP24T-DRAW.7")),
        owed_card=("FLOORCALL-DEFAULT-8", HOUSE),
        surplus_card=("FLOORCALL-DEFAULT-9", HOUSE),
        fallback_void=(FALLBACK, "WSOP24T-DRAW.1"),
        fallback_reshuffle=(FALLBACK, "WSOP24T-DRAW.1", "TDA2024-39D"),
    ),
    _dealt_too_many,
)
RULES: tuple[Rule, ...] = (exposed_card, discards_changed, *SHARED.rules)
