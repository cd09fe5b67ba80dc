"""Writing the hands floorcall runs as PHH files, with floorcall's own data in the ``_floorcall`` user table.

The actions field holds the hand's regular dealing and betting in PHH notation (regular burns are not recorded, as
PHH does not record them). What PHH cannot say goes in ``_floorcall``: the rulebook and house options, the table
(dealer, button), every irregular event (an irregular burn included) with ``at`` (the index in ``actions`` where it
happened), the ``ruling`` applied and who gave it (``ruled_by``), every decision made, and, for a hand that was
misdealt first, the complete event logs of the misdealt deals under ``misdeals``. ``floorcall replay`` reads all of
it back and checks every ruling again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from floorcall._app.phh import (
    AnyPhhAction,
    CheckOrCall,
    CompleteBetOrRaiseTo,
    DealBoard,
    DealHole,
    Fold,
    HandHistory,
    PostBringIn,
    ShowOrMuck,
    StandPatOrDiscard,
    freeze,
)
from floorcall._app.phh.frozen import FrozenTable
from floorcall._engine.hand import Hand
from floorcall.errors import FloorcallError, because
from floorcall.model.events import (
    AnyEvent,
    BetOrRaisedTo,
    BoardCardDealt,
    BringInPosted,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    DecisionMade,
    Discarded,
    Folded,
    HandMucked,
    HandShown,
    HandStarted,
    RulingApplied,
    SnapshotTaken,
)
from floorcall.model.expectations import HandOutcome
from floorcall.model.types import Structure

__all__ = ["hand_to_history", "plain"]


def plain(value: object) -> Any:
    """Builtin data (dicts, lists, strings, numbers) without None values, ready for TOML."""
    data = msgspec.to_builtins(value)
    return _drop_none(data)


def _drop_none(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _drop_none(v) for k, v in data.items() if v is not None}
    if isinstance(data, list):
        return [_drop_none(v) for v in data]
    return data


def _phh_action(event: AnyEvent, player: dict[int, int]) -> AnyPhhAction | None:
    if isinstance(event, CardDealt):
        return DealHole(player=player[event.seat], cards=(event.card,))
    if isinstance(event, BoardCardDealt):
        return DealBoard(cards=(event.card,))
    if isinstance(event, BringInPosted):
        return PostBringIn(player=player[event.seat])
    if isinstance(event, BetOrRaisedTo):
        return CompleteBetOrRaiseTo(player=player[event.seat], amount=event.amount)
    if isinstance(event, CheckedOrCalled):
        return CheckOrCall(player=player[event.seat])
    if isinstance(event, Folded):
        return Fold(player=player[event.seat])
    if isinstance(event, HandShown):
        return ShowOrMuck(player=player[event.seat], cards=event.cards)
    if isinstance(event, HandMucked):
        return ShowOrMuck(player=player[event.seat])
    if isinstance(event, Discarded):
        return StandPatOrDiscard(player=player[event.seat], cards=event.cards)
    return None


def _split(hand: Hand, player: dict[int, int]) -> tuple[list[AnyPhhAction], list[dict[str, Any]], set[int]]:
    """The hand's regular events as PHH actions, its irregular ones and decisions as extension entries, and burns.

    The burns are given as the indexes of the actions that follow them, where a street's cards begin.
    """
    actions: list[AnyPhhAction] = []
    extra: list[dict[str, Any]] = []
    burns: set[int] = set()
    events = [e for e in hand.events[1:] if not isinstance(e, SnapshotTaken)]  # written as _floorcall.snapshot
    for index, event in enumerate(events):
        following = events[index + 1] if index + 1 < len(events) else None
        if isinstance(event, CardBurned):
            burns.add(len(actions))
        if isinstance(event, RulingApplied) or (
            isinstance(event, CardBurned) and not isinstance(following, RulingApplied)
        ):
            continue  # a regular burn is implicit in PHH; an irregular one is recorded with its ruling
        if isinstance(following, RulingApplied):
            entry = {**plain(event), "at": len(actions), "ruling": plain(following.ruling)}
            if following.ruled_by is not None:
                entry["ruled_by"] = following.ruled_by
            extra.append(entry)
        elif isinstance(event, DecisionMade):
            extra.append({**plain(event), "at": len(actions)})
        else:
            action = _phh_action(event, player)
            if action is None:
                extra.append({**plain(event), "at": len(actions)})
            else:
                actions.append(action)
    return actions, extra, burns


def hand_to_history(
    deals: Sequence[Hand], variant: str, *, so_far: bool = False, more: Mapping[str, Any] | None = None
) -> HandHistory:
    """A hand (its misdealt deals first, the deal that counted last) as a PHH hand history.

    Players p1..pN are the dealt-in seats in deal order; ``seats`` records their seat numbers.

    :param deals: the deals of one hand; all but the last ended in a misdeal.
    :param variant: the game's PHH variant code.
    :param so_far: allow a hand still in progress: the history is then the hand so far, without finishing stacks.
    :param more: further entries for the ``_floorcall`` table (the HTTP API's audit trail of undone events).
    :raises FloorcallError: the hand is not over (unless ``so_far``).
    """
    final = deals[-1]
    if final.outcome is None and not so_far:
        raise FloorcallError(because("record.not_finished", "only a finished hand can be written as a hand history"))
    started: HandStarted = final.started
    dealt = [s for s in started.table.seats if s.stack > 0]
    order = list(final.deal_order) + [s.seat for s in dealt if s.seat not in final.deal_order]
    player = {seat: number for number, seat in enumerate(order, start=1)}
    stacks = {s.seat: s.stack for s in dealt}
    actions, extra = _board_together(*_split(final, player))
    if not any(entry["at"] == len(actions) for entry in extra):
        actions, extra = _with_shows(actions, extra, _showdown(final, player))
    stakes = started.stakes
    # PHH gives no-limit and pot-limit games min_bet, fixed-limit ones small_bet and big_bet, whatever the level sets
    fixed = final.game.structure is Structure.FIXED_LIMIT and stakes.big_bet is not None
    blinds = _blinds(final, order)
    extension: dict[str, Any] = {
        "rulebook": started.rulebook,
        "house_plugins": list(final.floor.selection.house) or None,
        "house": {o.name: o.value for o in started.options},
        "table": plain(
            {
                "dealer": started.table.dealer,
                "button": started.table.button,
                # seats away or on penalty are dealt in and their hands killed: a replay must deal them so too
                "absent": [s.seat for s in dealt if not s.present] or None,
                "penalty": [s.seat for s in dealt if s.penalty] or None,
            }
        ),
        "events": extra,
    }
    snapshot = next((e.snapshot for e in final.events[1:2] if isinstance(e, SnapshotTaken)), None)
    if snapshot is not None:  # a quick question's hand: it starts from the snapshot, the actions come after it
        extension["snapshot"] = plain(snapshot)
    extension.update(more or {})
    if len(deals) > 1:
        extension["misdeals"] = [_misdealt(deal, final) for deal in deals[:-1]]
    return HandHistory(
        variant=variant,
        ante_trimming_status=not stakes.big_blind_ante,
        antes=tuple(_antes(final, order)),
        blinds_or_straddles=blinds,
        bring_in=stakes.bring_in,
        small_bet=stakes.small_bet if fixed else None,
        big_bet=stakes.big_bet if fixed else None,
        min_bet=None if fixed else stakes.small_bet,
        starting_stacks=tuple(stacks[s] for s in order),
        actions=tuple(actions),
        hand=started.hand_number,
        seats=tuple(order),
        finishing_stacks=tuple(final.stacks.get(s, stacks[s]) for s in order) if final.outcome is not None else None,
        user_fields=_user_fields(extension),
    )


def _board_together(
    actions: list[AnyPhhAction], extra: list[dict[str, Any]], burns: set[int]
) -> tuple[list[AnyPhhAction], list[dict[str, Any]]]:
    """The board cards of a street in one ``d db`` action, as PHH writes a flop (``d db 3cJs5c``).

    The engine deals the board one card at a time; the cards of one street (between two burns) become one action
    unless an extension event comes between them. The extension's ``at`` indexes are renumbered to match.
    """
    between = {entry["at"] for entry in extra} | burns
    merged: list[AnyPhhAction] = []
    index_of: dict[int, int] = {}
    for index, action in enumerate(actions):
        index_of[index] = len(merged)
        last = merged[-1] if merged else None
        if isinstance(action, DealBoard) and isinstance(last, DealBoard) and index not in between:
            merged[-1] = DealBoard(cards=last.cards + action.cards)
            index_of[index] = len(merged) - 1
        else:
            merged.append(action)
    index_of[len(actions)] = len(merged)
    return merged, [{**entry, "at": index_of[entry["at"]]} for entry in extra]


_BETTING = (CheckOrCall, CompleteBetOrRaiseTo, Fold, PostBringIn)


def _with_shows(
    actions: list[AnyPhhAction], extra: list[dict[str, Any]], shows: list[AnyPhhAction]
) -> tuple[list[AnyPhhAction], list[dict[str, Any]]]:
    """The actions with the showdown's shows where PHH puts them: after the last betting action.

    The specification has the hands shown once every player is all in, before the rest of the board or the last
    stud cards are dealt (its own example shows both hands before the river), and PHH readers deal that runout
    only after those shows. In stud each shows the cards he holds then, and a player dealt more cards after it
    shows his whole hand again at the end. A draw still to be made after the last bet keeps the shows at the end:
    the all-in players draw first, as PHH readers expect. Extension entries after the insertion move with their
    actions.
    """
    betting = [index for index, action in enumerate(actions) if isinstance(action, _BETTING)]
    at = betting[-1] + 1 if betting else len(actions)
    if not shows or at == len(actions) or any(isinstance(action, StandPatOrDiscard) for action in actions[at:]):
        return actions + shows, extra
    moved = [{**entry, "at": entry["at"] + len(shows)} if entry["at"] > at else entry for entry in extra]
    dealt_later = {action.player for action in actions[at:] if isinstance(action, DealHole)}
    again = [show for show in shows if isinstance(show, ShowOrMuck) and show.player in dealt_later]
    return actions[:at] + [_held_by_then(show, actions[:at]) for show in shows] + actions[at:] + again, moved


def _held_by_then(show: AnyPhhAction, before: list[AnyPhhAction]) -> AnyPhhAction:
    """A show made before the last stud cards are dealt: the cards the player holds at that point."""
    assert isinstance(show, ShowOrMuck)
    his = [action for action in before if isinstance(action, DealHole) and action.player == show.player]
    return ShowOrMuck(player=show.player, cards=tuple(card for action in his for card in action.cards))


def _showdown(hand: Hand, player: dict[int, int]) -> list[AnyPhhAction]:
    """The shows of a showdown the engine settled without them (every live hand known), as PHH records a showdown.

    PHH readers award the pots only after each live player shows or mucks, in showdown order: the last to bet or
    raise on the final round first (else the first live seat of that round), then clockwise. Nothing when the hand
    did not reach a showdown or its shows are already recorded.
    """
    live = hand.live_seats()
    if hand.outcome is not HandOutcome.COMPLETE or len(live) < 2:
        return []
    if any(isinstance(e, HandShown | HandMucked) for e in hand.events):
        return []
    order = [s for s in hand.round_order if s in live] or live
    first = hand.round_aggressor if hand.round_aggressor in order else order[0]
    start = order.index(first)
    return [ShowOrMuck(player=player[s], cards=tuple(hand.seats[s].cards)) for s in order[start:] + order[:start]]


def _misdealt(deal: Hand, final: Hand) -> dict[str, Any]:
    """A misdealt deal's log, with its button and stakes where a ruling corrected them for the deal that counted."""
    entry: dict[str, Any] = {"events": [plain(e) for e in deal.events[1:]]}
    if deal.started.table.button != final.started.table.button:
        entry["button"] = deal.started.table.button
    if deal.started.stakes != final.started.stakes:
        entry["stakes"] = plain(deal.started.stakes)
    return entry


def _user_fields(extension: dict[str, Any]) -> FrozenTable:
    table = freeze({"_floorcall": {k: v for k, v in extension.items() if v is not None}})
    assert isinstance(table, FrozenTable)
    return table


def _antes(hand: Hand, order: list[int]) -> list[int]:
    stakes = hand.started.stakes
    if stakes.big_blind_ante:
        posters = _blind_posters(hand, order)
        return [stakes.big_blind_ante if len(posters) > 1 and s == posters[1] else 0 for s in order]
    return [stakes.ante for _ in order]


def _blind_posters(hand: Hand, order: list[int]) -> list[int]:
    return [s for s in order if s in hand.chips.blind_wagers]


def _blinds(hand: Hand, order: list[int]) -> tuple[int, ...] | None:
    """Each player's blind as the level sets it (a player short of his blind posts what he has, as PHH assumes)."""
    blinds = hand.started.stakes.blinds
    if not blinds:
        return None
    nominal = dict(zip(hand.chips.blind_wagers, blinds, strict=False))  # blind_wagers keeps the posting order
    per_player = tuple(nominal.get(s, 0) for s in order)
    # heads-up PHH lists the small blind first although p2, the button, posts it (PokerKit reverses the two)
    return per_player[::-1] if len(order) == 2 else per_player
