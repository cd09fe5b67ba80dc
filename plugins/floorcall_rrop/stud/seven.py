"""Seven-card games under Robert's Rules (RROP-STUD-1, -5) and the WSOP live-action rules that follow them.

Exposed downcards, the last card, a seat away, a short stub and first action (WSOP24L-214..231).
"""

from __future__ import annotations

from floorcall import (
    AllInForPot,
    DowncardExposed,
    FirstActionDisputed,
    HandView,
    PlayerAbsent,
    PlaysAsUpcard,
    RedealExact,
    ReplaceFromStub,
    Ruling,
    RulingKind,
    StubShort,
)
from floorcall.model import Option
from floorcall.rulekit import betting_can_continue, carry_on, choice, last_street, refused, rule, ruled_before
from floorcall_rrop.messages import msg
from floorcall_rrop.scopes import seven_card_stud
from floorcall_rrop.stud.common import option, stud
from floorcall_rulelib.stud import (
    away_ruling,
    earlier_street_short_stub,
    kept_up,
    plays_up,
    short_stub_plan,
    turned_up,
    upcard_dealt_down_rule,
)

__all__ = ["absent_player", "downcard_exposed", "first_action_disputed", "short_stub", "upcard_dealt_down"]

_CASH = ("WSOP24L-214..231",)


@rule("RROP-STUD-5", DowncardExposed, scope=seven_card_stud)
def downcard_exposed(irregularity: DowncardExposed, hand: HandView | None) -> Ruling | None:
    """Rule on an exposed downcard in a seven-card game.

    On the deal the third card comes down and only all three up is a misdeal (RROP-STUD-5, WSOP-L 214); on the last
    street the card is kept (WSOP-L 229, 230). On a street between, the card was due down only because of an earlier
    exposure: it plays as an upcard and the next comes down, as on the deal.
    """
    assert hand is not None
    seat = irregularity.seat
    if irregularity.initial_deal:
        return _initial_exposure(irregularity, hand)
    if last_street(hand):
        return _last_card_exposed(seat, hand)
    return carry_on(  # a card due down in an upcard's place (after an earlier exposure) came up too
        turned_up(seat),
        ("RROP-STUD-5", *_CASH),
        msg(
            "rrop.seven.later_exposure",
            "The card due face down to seat {seat} in place of an upcard came face up too: it plays as an upcard and "
            "his next card comes face down.",
            seat=seat,
        ),
    )


def _initial_exposure(irregularity: DowncardExposed, hand: HandView) -> Ruling:
    seat = irregularity.seat
    cited = ("RROP-STUD-5", *_CASH)
    earlier = ruled_before(hand, DowncardExposed, seat=seat, street=irregularity.street)
    all_up = not hand.downcards(seat) and irregularity.position >= 3
    if all_up or (earlier and option(hand, "stud-two-exposed", "continue") == "misdeal"):
        return Ruling(
            kind=RulingKind.MISDEAL,
            remedies=(RedealExact(),),
            citations=cited,
            message=msg(
                "rrop.seven.initial_exposure.1",
                "Every card of the player's first three is face up: the deal is void and dealt again.",
            ),
        )
    if earlier and option(hand, "stud-two-exposed", "continue") == "floor-decision":
        return choice(
            (
                Option(name="redeal", kind=RulingKind.MISDEAL, remedies=(RedealExact(),)),
                Option(name="continue", remedies=turned_up(seat)),
            ),
            cited,
            msg(
                "rrop.seven.initial_exposure.2",
                "A second exposed downcard: the house leaves the choice of a new deal to the floor.",
            ),
        )
    return plays_up(
        seat,
        cited,
        msg(
            "rrop.seven.initial_exposure.3",
            "The exposed downcard plays as an upcard and the player's next card comes face down; a misdeal only when "
            "all three of his first cards are exposed.",
        ),
    )


def _last_card_exposed(seat: int, hand: HandView) -> Ruling:
    if not betting_can_continue(hand) or hand.stack(seat) == 0:
        return kept_up(
            seat,
            _CASH,
            msg(
                "rrop.seven.last_card_exposed.1",
                "No more betting can involve the player: his exposed last card is kept and the others get theirs down.",
            ),
        )
    if option(hand, "seventh-exposed", "keep") == "replace":
        return carry_on(
            (ReplaceFromStub(seat=seat),),
            ("TDA2024-RP10-B", *_CASH),
            msg(
                "rrop.seven.last_card_exposed.2",
                "The house replaces an exposed last card with the next stub card, face down.",
            ),
        )
    return choice(
        (Option(name="declare_all_in", remedies=(AllInForPot(seat=seat),)), Option(name="continue")),
        _CASH,
        msg(
            "rrop.seven.last_card_exposed.3",
            "Seat {seat} keeps his exposed last card; before any action he may declare himself "
            "all in for the pot as it stands, or stay in for all further betting. The sixth-"
            "street opener acts first.",
            seat=seat,
        ),
        seat=seat,
        remedies=(PlaysAsUpcard(seat=seat),),
    )


upcard_dealt_down = upcard_dealt_down_rule("WSOP24T-7CS")
"""Robert's Rules are silent: the WSOP tournament answer, supported by TDA RP-14 (the shared stud procedure)."""


@rule("WSOP24L-221", PlayerAbsent)
def absent_player(irregularity: PlayerAbsent, hand: HandView | None) -> Ruling | None:
    """A player away from the table forfeits his ante and any forced bet; his hand is dead (WSOP-L 221, 222)."""
    if hand is None:
        return None
    return away_ruling(
        irregularity.seat,
        hand,
        ("WSOP24L-221", "TDA2024-30"),
        owes_bring_in=msg(
            "rrop.seven.absent_player.bring_in",
            "The player is away from the table: his hand is dead, and his ante and the bring-in his upcard owes "
            "stay in the pot.",
        ),
        dead=msg(
            "rrop.seven.absent_player.ante",
            "The player is away from the table: his hand is dead and his ante stays in the pot.",
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


@rule("RROP-STUD-1", FirstActionDisputed, scope=stud)
def first_action_disputed(irregularity: FirstActionDisputed, hand: HandView | None) -> Ruling | None:
    """RROP-STUD-1: lowest upcard brings in, best board acts first, ties to the player dealt first."""
    assert hand is not None
    if hand.street_index == 0 and hand.bring_in_seat is not None and hand.stack(hand.bring_in_seat) == 0:
        cited: tuple[str, ...] = ("WSOP24L-214..231", "RROP-STUD-1")
    elif hand.street_index > 0 and hand.board:
        cited = ("WSOP24L-228", "TDA2024-RP10-H.D")
    else:
        cited = ("RROP-STUD-1",)
    return refused(
        cited,
        msg(
            "rrop.seven.first_action_disputed",
            "The action is where the rules put it: seat {actor} acts first on this street.",
            actor=hand.actor,
        )
        if hand.actor is not None
        else msg(
            "rrop.seven.first_action_disputed.nobody", "The action is where the rules put it: nobody is to act now."
        ),
    )
