"""Replaying hand histories, the start: the table, the stakes as PHH places them, and the deals misdealt first.

Players p1..pN sit at the seats of the ``seats`` field (or seats 1..N); in games dealt from the button
(``DealStart.BUTTON_LEFT``) the button is pN's seat, so p1 posts the first blind and is dealt first, and heads-up
pN (p2) is the button who posts the small blind: PHH's reversal of the blinds and antes for two players. An unknown
starting stack (``inf``) is a stack larger than any hand can use. The antes and blinds are read as the
specification and the public dataset write them (:func:`_stakes`, :func:`_blinds_posted`) and checked against the
game's structure before the hand starts.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

import msgspec

from floorcall._app.config_checks import stakes_problem
from floorcall._app.phh import HandHistory, ShowOrMuck
from floorcall._app.replay_checks import replay_misdeal
from floorcall._app.replay_extension import Extension, TableLayout, check_layout, misdealt_logs
from floorcall._app.snapshot_checks import snapshot_problem
from floorcall._app.wording import reason_of
from floorcall._engine.hand import Hand
from floorcall._engine.snapshot import hand_from_snapshot
from floorcall._plugins import Catalog, Floor
from floorcall.errors import HandHistoryError, InvalidEventError
from floorcall.i18n import CORE
from floorcall.model.events import HandStarted
from floorcall.model.irregularities import HandMiscalled, HandNotTabled, ShowOutOfOrder, ShowRefused
from floorcall.model.procedure import DealStart, GameSpec, Stakes
from floorcall.model.snapshot import HandSnapshot
from floorcall.model.types import MAX_SEATS
from floorcall.table import SeatSetup, Table

__all__ = ["UNKNOWN_STACK", "start_from_snapshot", "start_hand"]

#: The stack given to a player whose starting stack a hand history leaves unknown (``inf``).
UNKNOWN_STACK = 10**15


def start_hand(
    floor: Floor, history: HandHistory, game: GameSpec, extension: Extension | None
) -> tuple[Hand, tuple[int, ...]]:
    """The hand a file starts: its table, stakes and the misdealt deals before it replayed, no action played yet.

    :param floor: the manager of the file's rules.
    :param history: the hand, in whole chips.
    :param game: the game that plays its variant.
    :param extension: its ``_floorcall`` table, or None.
    :returns: the hand, and the seat of each player (p1 first).
    :raises HandHistoryError: a seat out of range, a table layout or stakes that do not fit the game.
    :raises ReplayFailure: a recorded misdealt deal does not replay to its misdeal with its rulings.
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
                stack=UNKNOWN_STACK if stack is None else int(stack),  # whole chips already (whole_chips)
                present=seat not in layout.absent,
                penalty=seat in layout.penalty,
            )
            for seat, stack in zip(seats, history.starting_stacks, strict=True)
        ),
        button=layout.button if layout.button is not None else default_button,
        dealer="house" if isinstance(layout.dealer, str) else layout.dealer,  # read_extension checked the text
    )
    misdeals = misdealt_logs(extension)
    stakes = _stakes(history, seats)
    refused = stakes_problem(stakes, game, len(seats), dead_blinds=True)  # a 0 keeps a seat's place in PHH
    if refused is not None:
        raise HandHistoryError.of(refused[1], _PHH_STAKES_FIELDS[refused[0]])
    started = HandStarted(
        game=game.name,
        table=table,
        stakes=stakes,
        # a file with floorcall's own data records its irregularities; a plain one only says how it was dealt
        rulebook=floor.selection.rulebook if extension is not None else None,
        burns_recorded=False,
        showdown_reported=any(issubclass(kind, ShowOrMuck) for kind in set(map(type, history.actions)))
        or _reports_showdown(extension),
        redeal=bool(misdeals),
        hand_number=history.hand if isinstance(history.hand, int) else 1,
    )
    for number, deal in enumerate(misdeals):
        misdealt = msgspec.structs.replace(started, redeal=number > 0, burns_recorded=True)
        if deal.button is not None:
            misdealt = msgspec.structs.replace(misdealt, table=msgspec.structs.replace(table, button=deal.button))
        if deal.stakes is not None:
            misdealt = msgspec.structs.replace(misdealt, stakes=deal.stakes)
        replay_misdeal(floor, misdealt, list(deal.events), number)
    return Hand(floor, started), seats


_SHOWDOWN_REPORTS = frozenset(
    str(kind.__struct_config__.tag) for kind in (ShowOutOfOrder, ShowRefused, HandNotTabled, HandMiscalled)
)


def start_from_snapshot(
    floor: Floor, catalog: Catalog, snapshot: HandSnapshot, game: GameSpec, players: tuple[int, ...] | None
) -> tuple[Hand, tuple[int, ...]]:
    """The hand of a situation file that starts from the hand as the floor found it (``_floorcall.snapshot``).

    :param floor: the manager of the file's rules.
    :param catalog: the installed plugins, for the checks every entrance makes.
    :param snapshot: the hand as found.
    :param game: the game that plays the file's variant.
    :param players: the file's ``seats`` field (p1..pN), or None for the snapshot's seats in order.
    :returns: the hand, and the seat of each player (p1 first).
    :raises HandHistoryError: the snapshot is for another game, or fails the checks of every entrance; the message
        names its field under ``_floorcall.snapshot``.
    """
    where = "_floorcall.snapshot"
    if snapshot.game != game.name:
        message = CORE.msg(
            "replay.snapshot_game",
            "the snapshot is of {game}, the file's variant of {variant}",
            game=snapshot.game,
            variant=game.name,
        )
        raise HandHistoryError.of(message, f"{where}.game")
    refused = snapshot_problem(snapshot, catalog, floor.selection)
    if refused is not None:
        raise HandHistoryError.of(refused[1], f"{where}.{refused[0]}")
    seats = players or tuple(s.seat for s in snapshot.seats)  # p1..pN as the file's actions name them
    try:
        return hand_from_snapshot(floor, snapshot), seats
    except InvalidEventError as exc:
        raise HandHistoryError.within(where, exc) from None


def _reports_showdown(extension: Extension | None) -> bool:
    """Whether the file reports an irregularity of the showdown, so that its shows were reported one by one.

    True even where the actions are cut short before the first ``sm`` (a hand stepped through up to the report).
    """
    if extension is None:
        return False
    for entry in extension.events:
        irregularity = entry.get("irregularity")
        kind = irregularity.get("kind") if isinstance(irregularity, dict) else None
        if isinstance(kind, str) and kind in _SHOWDOWN_REPORTS:  # a corrupt file may hold any TOML value there
            return True
    return False


#: The PHH fields that hold what :func:`floorcall.config_checks.stakes_problem` names in the stakes.
_PHH_STAKES_FIELDS = {
    "": "antes, blinds_or_straddles, bring_in, small_bet, big_bet",
    ".blinds": "blinds_or_straddles",
    ".bring_in": "bring_in",
}


def _stakes(history: HandHistory, seats: tuple[int, ...]) -> Stakes:
    """The hand's stakes, the antes as PHH places them.

    Equal antes from every player with ``ante_trimming_status = true`` are the table's ante; a single ante from p2
    (the big blind's place in PHH's order) in a game with blinds is the big-blind ante; any other antes are each
    seat's own (a single ante is charged to the seat that posts it), dead money unless ``ante_trimming_status`` is
    true. Heads-up, PHH lists the antes as it lists the blinds, reversed: p1's is the button's.
    """
    amounts = [int(a) for a in history.antes]  # whole chips already (whole_chips)
    posted = [index for index, chips in enumerate(amounts) if chips]
    trimming = bool(history.ante_trimming_status)
    ante, big_blind_ante = 0, 0
    seat_antes: tuple[tuple[int, int], ...] = ()
    if posted and len(posted) == len(amounts) and len(set(amounts)) == 1 and trimming:
        ante = amounts[0]
    elif posted == [1] and history.blinds_or_straddles and not trimming:
        big_blind_ante = amounts[1]
    elif posted:
        by_player = seats[::-1] if len(seats) == 2 else seats
        seat_antes = tuple((by_player[index], amounts[index]) for index in posted)
    blinds = _blinds_posted(history.blinds_or_straddles or ())
    small = history.small_bet or history.min_bet
    if small is None:
        raise HandHistoryError(CORE.msg("phh.no_bet_size", "the hand has neither small_bet nor min_bet"))
    try:
        return Stakes(
            ante=ante,
            bring_in=None if history.bring_in is None else int(history.bring_in),
            small_bet=int(small),
            big_bet=None if history.big_bet is None else int(history.big_bet),
            blinds=tuple(map(int, blinds)),
            big_blind_ante=big_blind_ante,
            seat_antes=seat_antes,
            seat_antes_dead=not trimming,
        )
    except ValueError as exc:  # amounts that do not fit together (a bring-in above the small bet, ...)
        raise HandHistoryError.of(reason_of(exc), "bring_in, small_bet, big_bet") from None


def _blinds_posted(amounts: Iterable[int | Decimal]) -> tuple[int | Decimal, ...]:
    """The blinds, posts and straddles in posting order up to the last one posted; a zero keeps its seat's place.

    A negative amount (PokerKit's post: a live blind posted out of place) is posted as its size; a post no larger
    than the blinds before it leaves the order of play alone
    (:func:`~floorcall.procedure.openers.big_blind_index`), so a larger one, which would play as a straddle, is
    refused.
    """
    posted = list(amounts)
    while posted and not posted[-1]:
        posted.pop()
    for index, chips in enumerate(posted):
        if chips < 0 and -chips > max(posted[:index]):
            message = CORE.msg(
                "phh.post_above_blind",
                "a live blind posted out of place ({post}) larger than the big blind; floorcall plays that as a "
                "straddle, written as a positive amount",
                post=str(chips),
            )
            raise HandHistoryError.of(message, f"blinds_or_straddles[{index}]")
    return tuple(-chips if chips < 0 else chips for chips in posted)
