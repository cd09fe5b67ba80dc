"""Stud dealing procedures both books cite: a short stub, an upcard dealt face down, a seat away at the deal.

The short stub is TDA RP-10-H, which WSOP-L 228 follows: its
branch follows from the stub, the earlier burns and the cards the last street needs (FACT-4,
:func:`floorcall.rulekit.stub_branch`): A, the stub with the burns of the earlier streets suffices and every seat
gets its card; B, the stub can still give one shared card; C, the burns must be shuffled in even for that. A book
cites the branch in its own IDs and says it in its own words.
"""

from __future__ import annotations

from floorcall import (
    AnyRemedy,
    BurnAndDealCommunity,
    DealToEachSeat,
    HandView,
    KillHand,
    PostsBringIn,
    ReshuffleStubWithBurns,
    Ruling,
    StubShort,
    TurnRandomCardUp,
    UpcardDealtDown,
)
from floorcall.rulekit import PRIOR_BURNS, Rule, carry_on, last_street, stub_branch, stud_game
from floorcall_rulelib.messages import msg

__all__ = [
    "StubPlan",
    "away_remedies",
    "earlier_street_short_stub",
    "last_stud_street",
    "later_stud_street",
    "short_stub_plan",
    "upcard_dealt_down_rule",
]

StubPlan = tuple[str, int, tuple[AnyRemedy, ...]]
"""``(branch, burns shuffled back in, remedies)`` for a short stub."""


def last_stud_street(hand: HandView | None) -> bool:
    """A rule's scope: a stud hand dealing its last street."""
    return stud_game(hand) and hand is not None and last_street(hand)


def later_stud_street(hand: HandView | None) -> bool:
    """A rule's scope: a stud hand dealing a street after the first deal.

    A stub can run short before the last street when cards left it on the way (a boxed card set aside, a card dealt
    to the wrong seat).
    """
    return stud_game(hand) and hand is not None and hand.street_index > 0


def earlier_street_short_stub(short: StubShort, citations: tuple[str, ...]) -> Ruling:
    """A stub too short for a street before the last: the RP-10-H procedure, applied to the street being dealt.

    The rule is written for the last street; a street before it that cannot be dealt would otherwise stop the hand
    for good, so both books read it for that street too: the burns shuffled back in when that suffices for a card
    each (branch A), else one card shared by every live hand (B or C); the last street is checked again when it
    comes.

    :param short: the short stub, as the engine found it on the street.
    :param citations: the book's own ID for the rule first.
    :returns: the ruling, carrying the hand on.
    """
    branch, burns, remedies = short_stub_plan(short)
    if branch == "A":
        return carry_on(
            remedies,
            (*citations, "TDA2024-RP10-H.A", "TDA2024-39D"),
            msg(
                "rulelib.stud.earlier_short_stub.burns",
                "The stub ({stub}) cannot give this street its {required} cards; with the {burns} earlier burns "
                "shuffled back in it can: burn and deal every player his card.",
                stub=short.stub,
                required=short.required,
                burns=burns,
            ),
        )
    return carry_on(
        remedies,
        (*citations, f"TDA2024-RP10-H.{branch}"),
        msg(
            "rulelib.stud.earlier_short_stub.shared",
            "Even with the earlier burns the stub ({stub}) cannot give every player a card on this street: one "
            "card is burned and the next is turned face up for all the players to share.",
            stub=short.stub,
        ),
    )


def short_stub_plan(short: StubShort) -> StubPlan:
    """What the dealer does with a stub too short for the last street, by the branch of RP-10-H.

    :param short: the short stub (its size, the earlier burns, the cards needed).
    :returns: the branch ``"A"``, ``"B"`` or ``"C"``, how many earlier burns go back in (at most the burns of
        fourth to sixth street), and the remedies in order.
    """
    burns = min(PRIOR_BURNS, short.burns)
    branch = stub_branch(short)
    remedies: tuple[AnyRemedy, ...]
    if branch == "A":
        remedies = (ReshuffleStubWithBurns(count=burns), DealToEachSeat())
    elif branch == "B":
        remedies = (BurnAndDealCommunity(),)
    else:
        remedies = (ReshuffleStubWithBurns(count=burns), BurnAndDealCommunity())
    return branch, burns, remedies


def upcard_dealt_down_rule(rule_id: str) -> Rule:
    """The rule on a stud seat with no card showing where an upcard was due, under the book's ID.

    Both books answer as the WSOP tournament rules do, supported by TDA RP-14: one of the player's face-down cards
    is picked at random and turned up (the last dealt is left out after the first deal).

    :param rule_id: the book's ID for the rule.
    :returns: the rule, in stud games only.
    """

    def upcard_dealt_down(irregularity: UpcardDealtDown, hand: HandView | None) -> Ruling | None:
        return carry_on(
            (TurnRandomCardUp(seat=irregularity.seat, from_last=0 if irregularity.initial_deal else 1),),
            ("TDA2024-RP14", "WSOP24T-7CS"),
            msg(
                "rulelib.stud.upcard_dealt_down",
                "The player has no card showing where one was due: one of his face-down cards is picked at random "
                "and turned up, and the deal goes on.",
            ),
        )

    upcard_dealt_down.__doc__ = upcard_dealt_down_rule.__doc__
    return Rule(rule_id, (UpcardDealtDown,), upcard_dealt_down, scope=stud_game)


def away_remedies(seat: int, hand: HandView) -> tuple[AnyRemedy, ...]:
    """The remedies for a seat whose player was away when the deal was complete.

    His hand dies; in stud an upcard that owes the bring-in on the first deal still posts it.

    :param seat: the seat of the absent player.
    :param hand: the hand.
    :returns: the kill, then the bring-in posted when it is owed.
    """
    owed = stud_game(hand) and hand.bring_in_seat == seat and hand.street_index == 0 and hand.dealing
    return (KillHand(seat=seat), *((PostsBringIn(seat=seat),) if owed else ()))
