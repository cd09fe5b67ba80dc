"""Starting a replayed hand: the seats, the table and the stakes a hand history describes.

Players p1..pN sit at the seats of the ``seats`` field (or seats 1..N); in games dealt from the button the button
is pN's seat unless the file's ``_floorcall`` table places it. A starting stack the file leaves unknown becomes
:data:`UNKNOWN_STACK`. Antes and blinds become :class:`~floorcall.model.procedure.Stakes` when they form a structure
floorcall plays, else the file is not a hand history it can replay (:class:`~floorcall.errors.HandHistoryError`).
"""

from __future__ import annotations

from collections.abc import Iterable

from floorcall._app.phh import HandHistory
from floorcall._app.replay_extension import Extension, TableLayout, check_layout
from floorcall.errors import HandHistoryError
from floorcall.i18n import CORE
from floorcall.model.irregularities import HandMiscalled, HandNotTabled, ShowOutOfOrder, ShowRefused
from floorcall.model.procedure import DealStart, GameSpec, Stakes
from floorcall.model.types import MAX_SEATS
from floorcall.table import SeatSetup, Table

__all__ = ["UNKNOWN_STACK", "history_stakes", "history_table", "names_rules", "reports_showdown"]

#: The stack given to a player whose starting stack a hand history leaves unknown (``inf``).
UNKNOWN_STACK = 10**15


def history_table(history: HandHistory, game: GameSpec, extension: Extension | None) -> tuple[tuple[int, ...], Table]:
    """The players' seats (p1 first) and the table the hand starts at.

    :raises HandHistoryError: a seat that does not exist, or a ``_floorcall.table`` that does not fit the seats.
    """
    seats = history.seats or tuple(range(1, len(history.starting_stacks) + 1))
    for index, seat in enumerate(seats):
        if not 1 <= seat <= MAX_SEATS:
            message = CORE.msg(
                "phh.no_such_seat",
                "seat {seat} does not exist: seats are numbered 1 to {most}",
                seat=seat,
                most=MAX_SEATS,
            )
            raise HandHistoryError.of(message, f"seats[{index}]")
    layout = extension.table if extension is not None else TableLayout()
    check_layout(layout, seats)
    default_button = seats[-1] if game.deal_start is DealStart.BUTTON_LEFT else None
    table = Table(
        seats=tuple(
            SeatSetup(
                seat=seat,
                stack=UNKNOWN_STACK if stack is None else stack,
                present=seat not in layout.absent,
                penalty=seat in layout.penalty,
            )
            for seat, stack in zip(seats, history.starting_stacks, strict=True)
        ),
        button=layout.button if layout.button is not None else default_button,
        dealer="house" if isinstance(layout.dealer, str) else layout.dealer,  # read_extension checked the text
    )
    return seats, table


_SHOWDOWN_REPORTS = frozenset(
    str(kind.__struct_config__.tag) for kind in (ShowOutOfOrder, ShowRefused, HandNotTabled, HandMiscalled)
)


def reports_showdown(extension: Extension | None) -> bool:
    """Whether the file reports an irregularity of the showdown, so that its shows were reported one by one.

    True even where the actions are cut short before the first ``sm`` (a hand stepped through up to the report).
    """
    if extension is None:
        return False
    for entry in extension.events:
        irregularity = entry.get("irregularity")
        if isinstance(irregularity, dict) and irregularity.get("kind") in _SHOWDOWN_REPORTS:
            return True
    return False


def names_rules(extension: Extension | None) -> bool:
    """Whether a file's ``_floorcall`` table names its own rules (a rulebook or house option values)."""
    return extension is not None and (extension.rulebook is not None or extension.house is not None)


def history_stakes(history: HandHistory) -> Stakes:
    antes = [a for a in history.antes if a]
    ante = 0
    big_blind_ante = 0
    if antes:
        if len(antes) == len(history.antes) and len(set(antes)) == 1 and history.ante_trimming_status:
            ante = antes[0]
        elif len(antes) == 1 and history.blinds_or_straddles and not history.ante_trimming_status:
            big_blind_ante = antes[0]
        else:
            message = CORE.msg(
                "phh.antes_unplayable",
                "antes {antes} are not a structure floorcall plays",
                antes=str(list(history.antes)),
            )
            raise HandHistoryError(message)
    blinds = _posted_in_order(history.blinds_or_straddles or ())
    small = history.small_bet or history.min_bet
    if small is None:
        raise HandHistoryError(CORE.msg("phh.no_bet_size", "the hand has neither small_bet nor min_bet"))
    try:
        return Stakes(
            ante=ante,
            bring_in=history.bring_in,
            small_bet=small,
            big_bet=history.big_bet,
            blinds=blinds,
            big_blind_ante=big_blind_ante,
        )
    except ValueError as exc:  # amounts that do not fit together (a bring-in above the small bet, ...)
        raise HandHistoryError.of(
            CORE.msg("reason.as_given", "{reason}", reason=str(exc)), "bring_in, small_bet, big_bet"
        ) from None


def _posted_in_order(amounts: Iterable[int]) -> tuple[int, ...]:
    """The blinds and straddles in posting order up to the last one posted; a zero before it keeps its seat's place."""
    posted = list(amounts)
    while posted and not posted[-1]:
        posted.pop()
    return tuple(posted)
