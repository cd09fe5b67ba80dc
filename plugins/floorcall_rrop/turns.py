"""Robert's Rules on whose turn it is: action out of turn, the first to act in stud, the order of the draw.

Action out of turn backs up to the right player (WSOP24L-132); in stud the lowest upcard brings in and the best board
acts first (RROP-STUD-1), a misnamed high board gives no redress (RROP-ES-STUD-IRR-10) and a wrong bring-in acted on
stands (WSOP24L-218); in draw games discards made out of turn bind (FLOORCALL-DEFAULT-8) and a player may change his
discards until the draw's cards come (WSOP24L-272).
"""

from __future__ import annotations

import dataclasses

from floorcall import (
    FirstActionDisputed,
    HandView,
    OpenerMisnamed,
    Ruling,
    WrongBringIn,
)
from floorcall.rulekit import (
    Rule,
    carry_on,
    draw_game,
    rule,
)
from floorcall_rrop.common import stud
from floorcall_rrop.counts.cards import SHARED
from floorcall_rrop.messages import msg
from floorcall_rulelib.draw import discards_change_rule
from floorcall_rulelib.stud import (
    misnamed_opener_rule,
)
from floorcall_rulelib.turns import first_action_refused, out_of_turn_rule

#: WSOP24L-132 (Robert's Rules lineage): the action backs up to the player whose turn it was; the early action binds
#: if the action to its player does not change, and he may act afresh when it does.
action_out_of_turn = out_of_turn_rule(
    "WSOP24L-132",
    lambda seat, expected_seat: msg(
        "rrop.general.action_out_of_turn",
        "Seat {seat} acted out of turn: play returns to seat {expected_seat}; the early "
        "action holds for its player unless a bet or raise comes first.",
        seat=seat,
        expected_seat=expected_seat,
    ),
    yields_to=("RROP-ES-STUD-IRR-10#acts",),
)


@rule("RROP-ES-STUD-IRR-10", OpenerMisnamed, scope=stud)
def opener_misnamed(irregularity: OpenerMisnamed, hand: HandView | None) -> Ruling | None:
    """IRR-10: the dealer named the wrong high board: nobody has redress."""
    return carry_on(
        (),
        ("RROP-ES-STUD-IRR-10",),
        msg(
            "rrop.play.opener_misnamed",
            "A misread of the high board gives nobody redress; if the named player bets, the bet is not out of turn.",
        ),
    )


#: IRR-10: the bet of the player the dealer wrongly named high stands, and play goes on from his left. A bring-in
#: posted by the seat named by mistake is taken back while nobody has acted after it (WSOP24T-7CS.2): a bring-in is
#: owed by the lowest card, so it cannot stand for another seat.
misnamed_opener_acts = misnamed_opener_rule(
    "RROP-ES-STUD-IRR-10#acts",
    "bet-stands",
    bring_in=(
        ("WSOP24T-7CS.2", "RROP-ES-STUD-IRR-10"),
        lambda seat: msg(
            "rrop.play.misnamed_opener_acts.bring_in",
            "Seat {seat} was named to bring in by mistake and nobody has acted after him: he takes his bring-in "
            "back and the real low card brings in.",
            seat=seat,
        ),
    ),
    back_up=(
        ("TDA2024-53A/B", "RROP-ES-STUD-IRR-10"),
        lambda _seat: msg("rrop.play.misnamed_opener_acts.1", "The house backs the action up to the real high board."),
    ),
    bet_stands=(
        ("RROP-ES-STUD-IRR-10",),
        lambda _seat: msg(
            "rrop.play.misnamed_opener_acts.2",
            "The dealer named this player high, so his bet is not out of turn: it stands and play goes on to his left.",
        ),
    ),
)


@rule("WSOP24L-218", WrongBringIn, scope=stud)
def wrong_bring_in(irregularity: WrongBringIn, hand: HandView | None) -> Ruling | None:
    """WSOP24L-218 (the cash stud rule rrop follows): a wrong bring-in the next player acted on stands.

    The claim was checked against the log (:mod:`floorcall._engine.claims`): the seat brought in, a later seat acted
    after him, and the door card reported would have named the other seat. Nothing is undone: the chips stay where they
    went, play goes on in turn, and the seat that should have brought in owes nothing.
    """
    return carry_on(
        (),
        ("WSOP24L-218", "WSOP24T-7CS.2"),
        msg(
            "rrop.play.wrong_bring_in",
            "Seat {seat} brought in although seat {proper}'s {card} should have, and the players after him have "
            "already acted: the action stands as it went, play goes on, and seat {proper} owes nothing.",
            seat=irregularity.seat,
            proper=irregularity.proper_seat,
            card=irregularity.card,
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
    return first_action_refused(
        cited,
        hand.actor,
        lambda actor: msg(
            "rrop.seven.first_action_disputed",
            "The action is where the rules put it: seat {actor} acts first on this street.",
            actor=actor,
        ),
        msg("rrop.seven.first_action_disputed.nobody", "The action is where the rules put it: nobody is to act now."),
    )


#: FLOORCALL-DEFAULT-8: discards made before one's turn are held and bind; the draw backs up (draw games).
draw_out_of_turn = dataclasses.replace(SHARED.draw_out_of_turn, scope=draw_game)


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


RULES: tuple[Rule, ...] = (
    action_out_of_turn,
    opener_misnamed,
    misnamed_opener_acts,
    wrong_bring_in,
    first_action_disputed,
    draw_out_of_turn,
    discards_changed,
)
