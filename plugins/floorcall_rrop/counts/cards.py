"""A wrong number of cards and a short stub under Robert's Rules.

A hand with the wrong count is a misdeal before the action threshold and dead after it (RROP-MISDEAL-1, -2,
WSOP24L-106), in draw games as the WSOP cash lowball rules say (WSOP24L-271), in five-card stud by the seed text
(RROP-ES-STUD-IRR-5). A stud stub too short for a street follows WSOP24L-228 (the procedure of TDA RP-10-H); a draw
that the stub cannot complete, WSOP24L-LOWBALL.1.
"""

from __future__ import annotations

import dataclasses

from floorcall import (
    CardToWrongSeat,
    HandView,
    KillHand,
    RedealExact,
    Ruling,
    RulingKind,
    StubShort,
    WrongCardCount,
)
from floorcall.model import Option
from floorcall.rulekit import (
    Rule,
    carry_on,
    choice,
    draw_game,
    last_street,
    misdeal,
    rule,
    ruled_before,
    substantial,
)
from floorcall_rrop.common import first_round, five_card, option, stud
from floorcall_rrop.messages import msg, nmsg
from floorcall_rulelib.burns import extra_card_burned
from floorcall_rulelib.draw import FALLBACK, DrawCitations, draw_rules
from floorcall_rulelib.scopes import not_draw_game
from floorcall_rulelib.stud import (
    earlier_street_short_stub,
    short_stub_plan,
)


@rule("WSOP24L-106", WrongCardCount, yields_to=("RROP-ES-STUD-IRR-5",), scope=not_draw_game)
def wrong_card_count(irregularity: WrongCardCount, hand: HandView | None) -> Ruling | None:
    """RROP-HE-2 / WSOP24L-118: one extra card becomes the burn; RROP-MISDEAL-1 / -2 otherwise."""
    if substantial(hand):
        return Ruling(
            kind=RulingKind.DEAD_HAND,
            remedies=(KillHand(seat=irregularity.seat),),
            citations=("RROP-MISDEAL-2", "RROP-MISDEAL-1", "WSOP24L-104/105"),
            message=msg(
                "rrop.general.wrong_card_count.1",
                "Two players have acted, so the hand must be played: seat {seat}'s hand with the "
                "wrong number of cards is dead, with no refund.",
                seat=irregularity.seat,
            ),
        )
    burned = extra_card_burned(
        irregularity,
        hand,
        "burn",
        ("RROP-HE-2", "WSOP24L-118"),
        msg(
            "rrop.general.wrong_card_count.2",
            "A single extra card on the deal goes back and is used as the burn; the deal stands.",
        ),
    )
    if burned is not None:
        return burned
    return misdeal(
        ("RROP-MISDEAL-1",),
        nmsg(
            "rrop.general.wrong_card_count.3",
            "Seat {seat} holds {held} card instead of {expected} before the action threshold: misdeal.",
            "Seat {seat} holds {held} cards instead of {expected} before the action threshold: misdeal.",
            irregularity.held,
            seat=irregularity.seat,
            held=irregularity.held,
            expected=irregularity.expected,
        ),
    )


@rule("RROP-ES-STUD-IRR-5", WrongCardCount, scope=five_card)
def extra_cards_found(irregularity: WrongCardCount, hand: HandView | None) -> Ruling | None:
    """IRR-5 found late: a five-card stud hand with too many cards after the second round began is dead."""
    assert hand is not None
    if irregularity.held <= irregularity.expected:
        return None
    if ruled_before(hand, CardToWrongSeat, seat=irregularity.seat):
        return carry_on(
            (),
            ("RROP-ES-STUD-IRR-5",),
            msg("rrop.deal.extra_cards_found.1", "The extra card was already ruled on: the hand plays on."),
        )
    window = option(hand, "extra-card-window", "before-upcards")
    early = first_round(hand) if window == "before-upcards" else hand.street_index == 0
    if early:
        return choice(
            (Option(name="redeal", kind=RulingKind.MISDEAL, remedies=(RedealExact(),)), Option(name="continue")),
            ("RROP-ES-STUD-IRR-5",),
            msg(
                "rrop.deal.extra_cards_found.2",
                "Extra cards on the first deal, found before the second round: the player may call for a new deal.",
            ),
            seat=irregularity.seat,
        )
    return Ruling(
        kind=RulingKind.DEAD_HAND,
        remedies=(KillHand(seat=irregularity.seat),),
        citations=("RROP-ES-STUD-IRR-5",),
        message=msg(
            "rrop.deal.extra_cards_found.3",
            "The extra cards came to light only after the second round began: the hand is dead.",
        ),
    )


@rule("WSOP24L-228", StubShort, scope=stud)
def short_stub(irregularity: StubShort, hand: HandView | None) -> Ruling | None:
    """WSOP-L 228, the procedure of TDA RP-10-H (:func:`floorcall_rulelib.stud.short_stub_plan`).

    The earlier burns are added back if that suffices for every seat; otherwise one card is shared. A street before
    the last is ruled the same way (:func:`floorcall_rulelib.stud.earlier_street_short_stub`).
    """
    assert hand is not None
    if hand.street_index == 0:  # the first deal: the stub cannot run short yet
        return None
    if not last_street(hand):
        return earlier_street_short_stub(irregularity, ("WSOP24L-228",))
    branch, _, remedies = short_stub_plan(irregularity)
    if branch != "A":
        return carry_on(
            remedies,
            ("WSOP24L-228", f"TDA2024-RP10-H.{branch}", "TDA2024-RP10-H.D"),
            msg(
                "rrop.seven.short_stub.2",
                "Too few cards for every player: one card is burned and the next turned up as a shared last card; "
                "the sixth-street opener acts first.",
            ),
        )
    return carry_on(
        remedies,
        ("WSOP24L-228", "TDA2024-RP10-H.A"),
        msg(
            "rrop.seven.short_stub.1",
            "The stub is short for the last card, but with the earlier burns shuffled in it suffices.",
        ),
    )


CASH_DRAW = "WSOP24L-LOWBALL.1"
"""The WSOP cash rule for a stub that runs out in a draw (it names the burns among the cards reshuffled)."""


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


#: WSOP24L-LOWBALL.1 and WSOP24L-271, in the draw games (the shared rules' code checks the same).
stub_exhausted = dataclasses.replace(SHARED.stub_exhausted, scope=draw_game)
draw_wrong_count = dataclasses.replace(SHARED.wrong_count, scope=draw_game)


RULES: tuple[Rule, ...] = (wrong_card_count, extra_cards_found, short_stub, stub_exhausted, draw_wrong_count)
