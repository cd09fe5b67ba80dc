"""Hands dealt from chosen cards to a showdown, for the showdown rulings' tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from floorcall import (
    BoardCardDealt,
    BringInPosted,
    Card,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    Discarded,
    HandShown,
    HandStarted,
    OptionSetting,
    Stakes,
    Table,
    parse_cards,
)
from floorcall._engine.hand import Hand
from floorcall.model.expectations import (
    ExpectAction,
    ExpectBoardCard,
    ExpectBurn,
    ExpectDeal,
    ExpectDraw,
    ExpectShowdown,
    HandOver,
)
from floorcall.testing import make_floor

STAKES = {
    "stud": Stakes(ante=25, bring_in=25, small_bet=100, big_bet=200),
    "razz": Stakes(ante=25, bring_in=25, small_bet=100, big_bet=200),
    "lhe": Stakes(blinds=(50, 100), small_bet=100, big_bet=200),
    "o8": Stakes(blinds=(50, 100), small_bet=100, big_bet=200),
    "27td": Stakes(blinds=(50, 100), small_bet=100, big_bet=200),
}

#: (seat, street index) -> the action event to take instead of a check or call, else None.
Script = Callable[[Hand, ExpectAction], object | None]


def to_showdown(
    game: str,
    book: str,
    cards: Mapping[int, str],
    *,
    board: str = "",
    stacks: Sequence[int] = (5000, 5000, 5000),
    script: Script | None = None,
    options: Mapping[str, object] | None = None,
    reported: bool = True,
) -> Hand:
    """Deal each seat its cards in order (``"??"`` unknown) and the board, check and call to the showdown.

    :param script: gives an action to take instead of checking or calling, or None.
    :param reported: the showdown's shows are reported (the hand waits at the showdown for them).
    :returns: the hand at its showdown (or over, when it ended before).
    """
    floor = make_floor(games=(game,), rulebook=book)
    settings = tuple(OptionSetting(name=k, value=v) for k, v in (options or {}).items())
    table = Table.of(list(stacks), button=len(stacks)) if game not in ("stud", "razz") else Table.of(list(stacks))
    started = HandStarted(
        game=game, table=table, stakes=STAKES[game], options=settings, rulebook=book, showdown_reported=reported
    )
    hand = Hand(floor, started)
    own = {seat: list(parse_cards(text)) for seat, text in cards.items()}
    shared = list(parse_cards(board)) if board else []
    for _ in range(400):
        due = hand.expected()
        if isinstance(due, ExpectShowdown | HandOver):
            return hand
        if isinstance(due, ExpectDeal):
            hand.apply(CardDealt(seat=due.seat, card=own[due.seat].pop(0), face_up=due.face_up))
        elif isinstance(due, ExpectBurn):
            hand.apply(CardBurned(card=Card.UNKNOWN))
        elif isinstance(due, ExpectBoardCard):
            hand.apply(BoardCardDealt(card=shared.pop(0)))
        elif isinstance(due, ExpectDraw):
            hand.apply(Discarded(seat=due.seat))
        elif isinstance(due, ExpectAction):
            chosen = script(hand, due) if script is not None else None
            if chosen is None and due.options.bring_in is not None:
                chosen = BringInPosted(seat=due.seat)
            hand.apply(chosen if chosen is not None else CheckedOrCalled(seat=due.seat))  # type: ignore[arg-type]
    raise AssertionError(f"the hand did not reach its showdown: {hand.expected()}")


def show_all(hand: Hand) -> Hand:
    """Table every hand still to show, the one due first first, until the pots are awarded."""
    while isinstance(due := hand.expected(), ExpectShowdown):
        seat = due.first or due.seats[0]
        hand.apply(HandShown(seat=seat, cards=tuple(hand.seats[seat].cards)))
    return hand
