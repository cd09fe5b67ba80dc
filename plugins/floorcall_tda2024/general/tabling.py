"""TDA 2024 rules 13-A and 17-A at a showdown nobody is all in for: who tables first, and what a tabled hand is.

The order of show (17-A): the last player to bet or raise on the final betting round tables first, else the first to
act on it (the engine's ``show_first``). A player asked out of that order who has not tabled yet waits, and the
call goes back to the player due; one who has tabled already keeps his hand face up, since a tabled hand plays for
what it is. The player due who will neither table nor muck gives up his claim to the pot, which the floor enforces
by killing his hand.

Proper tabling (13-A): every card face up on the table. A hand that went into the muck before its cards were all
face up cannot be read and is dead; one partly turned up still in front of him waits until he turns up the rest.
Cards speak: a tabled hand is read for what the cards make, whatever the player called it, and a player who mucks
because of another's wrong call mucked an untabled hand, which stays dead.
"""

from __future__ import annotations

from floorcall import HandMiscalled, HandNotTabled, HandView, Ruling, ShowOutOfOrder, ShowRefused
from floorcall.rulekit import carry_on, dead_hand, rule
from floorcall_tda2024.messages import msg

__all__ = ["RULES", "hand_miscalled", "hand_not_tabled", "show_out_of_order", "show_refused"]


@rule("TDA2024-17A", ShowOutOfOrder)
def show_out_of_order(irregularity: ShowOutOfOrder, hand: HandView | None) -> Ruling | None:
    """TDA2024-17A: the player due tables first; a hand tabled out of order stays tabled and plays."""
    seat, due = irregularity.seat, irregularity.due_seat
    if irregularity.shown:
        message = msg(
            "tda.show.out_of_order.shown",
            "Seat {seat} tabled his hand before seat {due}, who was due to show first: his cards stay face up and "
            "play for what they are, and seat {due} now tables or mucks.",
            seat=seat,
            due=due,
        )
    else:
        message = msg(
            "tda.show.out_of_order.asked",
            "Seat {seat} was asked to show first, but seat {due} made the last bet or was first to act on the last "
            "round: seat {due} tables first, and seat {seat} keeps his cards until then.",
            seat=seat,
            due=due,
        )
    return carry_on((), ("TDA2024-17A",), message)


@rule("TDA2024-17A#refused", ShowRefused)
def show_refused(irregularity: ShowRefused, hand: HandView | None) -> Ruling | None:
    """TDA2024-17A: the player due to table first must show or muck; refusing to do either gives up the pot."""
    return dead_hand(
        irregularity.seat,
        ("TDA2024-17A",),
        msg(
            "tda.show.refused",
            "Seat {seat} is the one due to show first and will neither table his hand nor muck it: the floor holds "
            "him to the order of show, his hand is dead and he has no claim to the pot.",
            seat=irregularity.seat,
        ),
    )


@rule("TDA2024-13A", HandNotTabled)
def hand_not_tabled(irregularity: HandNotTabled, hand: HandView | None) -> Ruling | None:
    """TDA2024-13A: only a hand with every card face up is tabled; one mucked before that is dead."""
    seat = irregularity.seat
    if irregularity.mucked:
        return dead_hand(
            seat,
            ("TDA2024-13A",),
            msg(
                "tda.tabling.mucked",
                "Seat {seat}'s cards went into the muck before all of them were face up, so his hand was never "
                "tabled: it is dead and cannot win any part of the pot.",
                seat=seat,
            ),
        )
    return carry_on(
        (),
        ("TDA2024-13A",),
        msg(
            "tda.tabling.partial",
            "Seat {seat} has not turned every card face up: his hand is not tabled until he does, and it cannot be "
            "read for the pot before then.",
            seat=seat,
        ),
    )


@rule("TDA2024-13A#miscall", HandMiscalled)
def hand_miscalled(irregularity: HandMiscalled, hand: HandView | None) -> Ruling | None:
    """TDA2024-13A: cards speak; a hand mucked on the strength of another's wrong call was never tabled and is dead."""
    seat, misled = irregularity.seat, irregularity.misled
    if misled is None:
        message = msg(
            "tda.miscall.cards_speak",
            "Seat {seat} called his hand wrong, but his cards are face up and are read for what they make: the "
            "dealer reads them, and the call changes nothing.",
            seat=seat,
        )
    else:
        message = msg(
            "tda.miscall.misled",
            "Seat {seat}'s tabled cards are read for what they make, whatever he called them. Seat {misled} mucked "
            "without tabling his hand, so it stays dead; a deliberate miscall can still be penalised.",
            seat=seat,
            misled=misled,
        )
    return carry_on((), ("TDA2024-13A",), message)


RULES = (show_out_of_order, show_refused, hand_not_tabled, hand_miscalled)
