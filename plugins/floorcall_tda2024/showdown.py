"""The showdown under TDA 2024: the order of show, tabling, a miscall, a fouled hand, lifted upcards, a lost call.

The order of show and proper tabling (17-A, 13-A), a miscalled hand (13-A), a fouled hand (65-B), stud upcards
lifted facing action (66), and a call that cannot win.

The order of show (17-A): the last player to bet or raise on the final betting round tables first, else the first to
act on it (the engine's ``show_first``). A player asked out of that order who has not tabled yet waits, and the
call goes back to the player due; one who has tabled already keeps his hand face up, since a tabled hand plays for
what it is. The player due who will neither table nor muck gives up his claim to the pot, which the floor enforces
by killing his hand.

Proper tabling (13-A): every card face up on the table. A hand that went into the muck before its cards were all
face up cannot be read and is dead; one partly turned up still in front of him waits until he turns up the rest.
Cards speak: a tabled hand is read for what the cards make, whatever the player called it, and a player who mucks
because of another's wrong call mucked an untabled hand, which stays dead. In stud, a call that cannot win is given
back when the house allows it and it is pointed out before any hand is shown (:data:`impossible_call`).
"""

from __future__ import annotations

from floorcall import HandMiscalled, HandView, Ruling
from floorcall.model import Message
from floorcall.rulekit import Rule, carry_on
from floorcall_rulelib.showdown import fouled_hand_rule, upcards_lifted_rule
from floorcall_rulelib.stud import impossible_call_rule
from floorcall_rulelib.tabling import TablingIds, miscall_rule, tabling_rules
from floorcall_tda2024.messages import msg

__all__ = ["ORDER_AND_TABLING", "RULES", "fouled_hand", "hand_miscalled", "impossible_call", "upcards_lifted"]


def _live(seat: int) -> Message:
    return msg(
        "tda.showdown.fouled_hand.identifiable",
        "Seat {seat}'s cards got mixed with others but can still be told apart: they go back to him and his "
        "hand stays live.",
        seat=seat,
    )


def _dead(seat: int) -> Message:
    return msg(
        "tda.showdown.fouled_hand.dead",
        "Seat {seat}'s cards got mixed with others and can no longer be told apart: his hand is dead.",
        seat=seat,
    )


#: TDA2024-65B: a hand mixed with other cards stays live when its cards can still be identified; else it is dead.
fouled_hand = fouled_hand_rule("TDA2024-65B", live=(("TDA2024-65B",), _live), dead=(("TDA2024-65B",), _dead))


#: TDA2024-66: a stud player who picks his upcards up while facing action has a dead hand.
upcards_lifted = upcards_lifted_rule(
    "TDA2024-66",
    ("TDA2024-66",),
    lambda seat: msg(
        "tda.showdown.upcards_lifted",
        "Seat {seat} picked his upcards up while facing a bet: in stud that is a fold, and his hand is dead.",
        seat=seat,
    ),
)


ORDER_AND_TABLING = tabling_rules(
    TablingIds(out_of_order="TDA2024-17A", refused="TDA2024-17A#refused", not_tabled="TDA2024-13A")
)
"""The order of show and tabling, the shared procedure (:mod:`floorcall_rulelib.tabling`) with this book's IDs."""


def _misled(irregularity: HandMiscalled, misled: int, hand: HandView | None) -> Ruling:
    """TDA2024-13A: a hand mucked on the strength of another's wrong call was never tabled and stays dead."""
    message = msg(
        "tda.miscall.misled",
        "Seat {seat}'s tabled cards are read for what they make, whatever he called them. Seat {misled} mucked "
        "without tabling his hand, so it stays dead; a deliberate miscall can still be penalised.",
        seat=irregularity.seat,
        misled=misled,
    )
    return carry_on((), ("TDA2024-13A",), message)


#: TDA2024-13A: cards speak; a hand mucked on the strength of another's wrong call was never tabled and is dead.
hand_miscalled = miscall_rule(
    "TDA2024-13A#miscall",
    ("TDA2024-13A",),
    lambda seat: msg(
        "tda.miscall.cards_speak",
        "Seat {seat} called his hand wrong, but his cards are face up and are read for what they make: the "
        "dealer reads them, and the call changes nothing.",
        seat=seat,
    ),
    _misled,
)


#: TDA has no refund for a call that cannot win; by default the call stands (``impossible-call-refund``). A house
#: that turns the refund on gives it as Robert's Rules' stud irregularities do: for the last call only, pointed out at
#: the showdown before any hand is shown. A report on an earlier street (fourth street in razz) or after a hand is
#: shown is refused: the call stands, and nothing is taken out of a pot still being bet.
impossible_call = impossible_call_rule(
    "WSOP24L-232",
    False,
    off=(
        ("TDA2024-1", "WSOP24L-232"),
        msg(
            "tda.seed.impossible_call.2",
            "A call is a call: a player who calls when already beaten on board gets nothing back.",
        ),
    ),
    late=(
        ("RROP-ES-STUD-IRR-9", "TDA2024-1"),
        msg(
            "tda.seed.impossible_call.not_last",
            "The house gives back only a last call that could not win, pointed out at the showdown before "
            "any hand is shown: this call stands.",
        ),
    ),
    refund=(
        ("RROP-ES-STUD-IRR-9", "TDA2024-1"),
        msg(
            "tda.seed.impossible_call.1",
            "The house gives back a last call that could not win, as Robert's Rules' stud irregularities do.",
        ),
    ),
    only_on_last_street=False,
    verified=False,
)


RULES: tuple[Rule, ...] = (*ORDER_AND_TABLING, hand_miscalled, fouled_hand, upcards_lifted, impossible_call)
