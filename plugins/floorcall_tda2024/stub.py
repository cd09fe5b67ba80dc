"""A stub too short for the cards a street needs under TDA 2024: stud's RP-10-H, the draw games' WSOP24T-DRAW.1.

In stud the branch of RP-10-H follows from the stub, the earlier burns and the cards seventh street needs (FACT-4),
and who acts first when a shared card is used (H.D); in a draw the stub is rebuilt from the muck and the earlier
discards (FACT-7, by TDA2024-35A.8: :mod:`floorcall_tda2024.draw`).
"""

from __future__ import annotations

from floorcall import HandView, Ruling, Street, StubShort
from floorcall.rulekit import Rule, carry_on, last_street, rule, stud_game
from floorcall_rulelib.stud import earlier_street_short_stub, short_stub_plan
from floorcall_tda2024.draw import SHARED
from floorcall_tda2024.messages import msg, nmsg

__all__ = ["RULES", "short_stub"]


@rule("TDA2024-RP10-H", StubShort, scope=stud_game)
def short_stub(irregularity: StubShort, hand: HandView | None) -> Ruling | None:
    """Pick the RP-10-H branch from the stub, the earlier burns and the cards seventh street needs (FACT-4).

    - H.A: the stub and the burns of fourth to sixth street suffice: shuffle them together, burn, deal each seat.
    - H.B: the stub holds three cards or more: burn one and turn one shared seventh card face up.
    - H.C: otherwise: shuffle the burns into the stub, burn one and turn the shared card.
    With a shared card the sixth-street opener opens seventh street too (H.D), as the game's boards are unchanged.
    The branches are the shared procedure :func:`floorcall_rulelib.stud.short_stub_plan`. A street before the last
    that the stub cannot give its cards is ruled the same way
    (:func:`floorcall_rulelib.stud.earlier_street_short_stub`). The words name the game's last street and the one
    before it, read from its streets (fifth and fourth in five-card stud).
    """
    if hand is not None and hand.street_index == 0:
        return None  # the first deal never finds the stub short: the rule speaks from fourth street on
    if hand is not None and not last_street(hand):
        return earlier_street_short_stub(irregularity, ("TDA2024-RP10-H",))
    branch, burns, remedies = short_stub_plan(irregularity)
    last, opener = _last_streets(hand)
    if branch == "A":
        return carry_on(
            remedies,
            ("TDA2024-RP10-H", "TDA2024-RP10-H.A", "TDA2024-39D"),
            nmsg(
                "tda.stub.short_stub.1",
                "The stub ({stub}) is short of the {required} card {street} needs, but with the {burns} earlier "
                "burns shuffled back in it suffices: burn and deal every player his card.",
                "The stub ({stub}) is short of the {required} cards {street} needs, but with the {burns} earlier "
                "burns shuffled back in it suffices: burn and deal every player his card.",
                irregularity.required,
                street=last,
                stub=irregularity.stub,
                required=irregularity.required,
                burns=burns,
            ),
        )
    if branch == "B":
        return carry_on(
            remedies,
            ("TDA2024-RP10-H", "TDA2024-RP10-H.B", "TDA2024-RP10-H.D"),
            msg(
                "tda.stub.short_stub.2",
                "Even with the burns the stub ({stub}) cannot give every player a card: one card is burned and the "
                "next turned face up as the card of {street} all players share; whoever opened {opener_street} "
                "acts first.",
                stub=irregularity.stub,
                street=last,
                opener_street=opener,
            ),
        )
    return carry_on(
        remedies,
        ("TDA2024-RP10-H", "TDA2024-RP10-H.C", "TDA2024-RP10-H.D", "TDA2024-39D"),
        msg(
            "tda.stub.short_stub.3",
            "The stub ({stub}) is too short even for a shared card: the earlier burns are shuffled in, one is "
            "burned and the next turned up as the shared card of {street}; whoever opened {opener_street} acts first.",
            stub=irregularity.stub,
            street=last,
            opener_street=opener,
        ),
    )


def _last_streets(hand: HandView | None) -> tuple[Street, Street]:
    """The game's last street and the one before it, whose opener opens the last with a shared card (RP-10-H.D).

    Read from the game's streets, so the words fit the game: seventh and sixth street in seven-card stud, fifth and
    fourth in five-card stud; seven-card stud's outside a hand.
    """
    if hand is None or len(hand.game.streets) < 2:
        return Street.SEVENTH, Street.SIXTH
    return hand.game.streets[-1], hand.game.streets[-2]


RULES: tuple[Rule, ...] = (short_stub, SHARED.stub_exhausted)
