"""A showdown under Robert's Rules: who shows first, showing every card, cards speak and a miscalled hand.

Robert's Rules' showdown procedure (the last player to bet or raise on the final round shows first, else the first
to act; a player must show all his cards to win any part of the pot) has no number in the rule catalog, so those
rulings cite floorcall's defaults that follow it (FLOORCALL-DEFAULT-31 to 33). For cards speak and a miscall the
book's WSOP live-action descendant stands in (WSOP24L-275): a tabled hand is read for what it makes, and a miscall
that makes another player muck may cost the miscalled hand the pot, which the floor decides.
"""

from __future__ import annotations

from floorcall import (
    HandMiscalled,
    HandNotTabled,
    HandView,
    KillHand,
    Option,
    RetrieveMuckedHand,
    Ruling,
    RulingKind,
    ShowOutOfOrder,
    ShowRefused,
)
from floorcall.rulekit import carry_on, choice, dead_hand, rule
from floorcall_rrop.messages import msg

__all__ = ["RULES", "hand_miscalled", "hand_not_tabled", "show_out_of_order", "show_refused"]


@rule("FLOORCALL-DEFAULT-31", ShowOutOfOrder)
def show_out_of_order(irregularity: ShowOutOfOrder, hand: HandView | None) -> Ruling | None:
    """FLOORCALL-DEFAULT-31: the player due shows first; a hand shown out of order stays shown and plays."""
    seat, due = irregularity.seat, irregularity.due_seat
    if irregularity.shown:
        message = msg(
            "rrop.show.out_of_order.shown",
            "Seat {seat} showed before seat {due}, who was due first: his hand stays face up and plays, and seat "
            "{due} now shows or mucks.",
            seat=seat,
            due=due,
        )
    else:
        message = msg(
            "rrop.show.out_of_order.asked",
            "Seat {seat} was asked to show first, but the first to show is seat {due}, the last to bet on the final "
            "round or the first to act on it: seat {due} shows first.",
            seat=seat,
            due=due,
        )
    return carry_on((), ("FLOORCALL-DEFAULT-31",), message)


@rule("FLOORCALL-DEFAULT-32", ShowRefused)
def show_refused(irregularity: ShowRefused, hand: HandView | None) -> Ruling | None:
    """FLOORCALL-DEFAULT-32: the player due to show first who will neither show nor muck loses his claim."""
    return dead_hand(
        irregularity.seat,
        ("FLOORCALL-DEFAULT-32",),
        msg(
            "rrop.show.refused",
            "Seat {seat} must show first and will neither show his hand nor muck it: his hand is killed and he has "
            "no claim to the pot.",
            seat=irregularity.seat,
        ),
    )


@rule("FLOORCALL-DEFAULT-33", HandNotTabled)
def hand_not_tabled(irregularity: HandNotTabled, hand: HandView | None) -> Ruling | None:
    """FLOORCALL-DEFAULT-33: to win any part of the pot every card goes face up; a hand mucked before that is dead."""
    seat = irregularity.seat
    if irregularity.mucked:
        return dead_hand(
            seat,
            ("FLOORCALL-DEFAULT-33",),
            msg(
                "rrop.tabling.mucked",
                "Seat {seat} threw his cards in the muck before showing them all: a hand not shown in full cannot "
                "win, so it is dead.",
                seat=seat,
            ),
        )
    return carry_on(
        (),
        ("FLOORCALL-DEFAULT-33",),
        msg(
            "rrop.tabling.partial",
            "Seat {seat} must turn every one of his cards face up, those he does not play too, before his hand can "
            "win any part of the pot.",
            seat=seat,
        ),
    )


@rule("WSOP24L-275", HandMiscalled)
def hand_miscalled(irregularity: HandMiscalled, hand: HandView | None) -> Ruling | None:
    """WSOP24L-275: cards speak; a miscall that made another player muck may make the miscalled hand dead."""
    seat, misled = irregularity.seat, irregularity.misled
    if misled is None:
        return carry_on(
            (),
            ("WSOP24L-275",),
            msg(
                "rrop.miscall.cards_speak",
                "Seat {seat} called his hand wrong; the cards on the table are read for what they make, and the call "
                "does not count.",
                seat=seat,
            ),
        )
    others = [s for s in hand.live_seats if s != seat] if hand is not None else []
    dead = (KillHand(seat=seat), *((RetrieveMuckedHand(seat=misled),) if irregularity.misled_identifiable else ()))
    options = [Option(name="cards_speak")]
    if others or irregularity.misled_identifiable:
        options.insert(0, Option(name="miscalled_hand_dead", kind=RulingKind.DEAD_HAND, remedies=dead))
    return choice(
        tuple(options),
        ("WSOP24L-275",),
        msg(
            "rrop.miscall.misled",
            "Seat {seat}'s wrong call made seat {misled} muck: the floor decides whether the miscalled hand is dead "
            "(a mucked hand that can still be told apart is given back) or the cards speak as they lie.",
            seat=seat,
            misled=misled,
        ),
    )


RULES = (show_out_of_order, show_refused, hand_not_tabled, hand_miscalled)
