"""How ``floorcall run`` shows a hand: readable text for people, one JSON object per hand for programs."""

from __future__ import annotations

from typing import Any

from floorcall.cards import format_cards
from floorcall.hand import Hand
from floorcall.model.events import (
    BetOrRaisedTo,
    BoardCardDealt,
    BringInPosted,
    CardDealt,
    CheckedOrCalled,
    DecisionMade,
    Folded,
    RulingApplied,
)
from floorcall.model.procedure import Stakes
from floorcall.record import plain
from floorcall.session import HandRecord

__all__ = ["hand_json", "hand_text"]


def _stakes(stakes: Stakes) -> str:
    parts = []
    if stakes.ante:
        parts.append(f"ante {stakes.ante}")
    if stakes.blinds:
        parts.append("blinds " + "/".join(map(str, stakes.blinds)))
    if stakes.big_blind_ante:
        parts.append(f"big-blind ante {stakes.big_blind_ante}")
    if stakes.bring_in:
        parts.append(f"bring-in {stakes.bring_in}")
    bets = f"{stakes.small_bet}/{stakes.big_bet}" if stakes.big_bet else f"min bet {stakes.small_bet}"
    return ", ".join([*parts, bets])


def _action(event: object) -> str | None:
    if isinstance(event, BringInPosted):
        return f"seat {event.seat} brings in"
    if isinstance(event, BetOrRaisedTo):
        return f"seat {event.seat} to {event.amount}"
    if isinstance(event, CheckedOrCalled):
        return f"seat {event.seat} checks/calls"
    if isinstance(event, Folded):
        return f"seat {event.seat} folds"
    if isinstance(event, DecisionMade):
        return f"{f'seat {event.seat}' if event.seat else 'the floor'} chooses {event.option}"
    return None


def _ruling_lines(event: RulingApplied, cause: object, street: str) -> list[str]:
    ruling = event.ruling
    tag = str(event.irregularity.__struct_config__.tag).replace("_", " ")
    seat = getattr(event.irregularity, "seat", None)
    if seat is not None:
        tag = f"{tag}, seat {seat}"
    remedies = ", ".join(ruling.remedy_names) or "no remedy"
    options = f"; options: {', '.join(o.name for o in ruling.options)}" if ruling.options else ""
    return [
        f"    ! {street}: {tag} ({type(cause).__name__})",
        f"      ruling: {ruling.kind.value}: {remedies}{options} [{', '.join(ruling.citations)}]"
        + (f" by {event.ruled_by}" if event.ruled_by else ""),
        f"      {ruling.explanation}",
    ]


def _deal_lines(hand: Hand) -> list[str]:
    """The hand street by street: the actions on each, and every irregularity with its ruling where it happened.

    A card dealt after some actions starts the next street (irregular cards excepted).
    """
    lines: list[str] = []
    streets = hand.game.streets
    index = 0
    actions: list[str] = []
    acted = False
    events = hand.events[1:]
    for position, event in enumerate(events):
        following = events[position + 1] if position + 1 < len(events) else None
        street = streets[min(index, len(streets) - 1)].value
        if isinstance(event, CardDealt | BoardCardDealt) and acted and not isinstance(following, RulingApplied):
            if actions:
                lines.append(f"    {street}: {', '.join(actions)}")
            actions, acted = [], False
            index += 1
        elif isinstance(event, RulingApplied):
            if actions:
                lines.append(f"    {street}: {', '.join(actions)}")
                actions = []
            lines.extend(_ruling_lines(event, events[position - 1], street))
        elif (text := _action(event)) is not None:
            actions.append(text)
            acted = True
    if actions:
        lines.append(f"    {streets[min(index, len(streets) - 1)].value}: {', '.join(actions)}")
    if hand.board:
        lines.append(f"    board: {format_cards(tuple(hand.board))}")
    return lines


def hand_text(record: HandRecord) -> str:
    """The hand as text: game, level and forced bets, the action, every irregularity with its ruling, the result."""
    final = record.final
    stakes = final.started.stakes
    out = [f"hand {record.number}: {final.game.name}, level {record.level + 1} ({_stakes(stakes)})"]
    for seat in record.entrants:
        out.append(f"    a new player sits at seat {seat}")
    for number, deal in enumerate(record.deals, start=1):
        if len(record.deals) > 1:
            out.append(f"  deal {number}{' (misdealt)' if deal is not final else ''}:")
        out.extend(_deal_lines(deal))
    for unruled in record.unruled:
        out.append(f"    injected {type(unruled.event).__name__} got no ruling: {unruled.error}")
    out.append("    " + _result(final))
    return "\n".join(out) + "\n"


def _result(hand: Hand) -> str:
    if hand.outcome is not None and hand.outcome.value != "complete":
        return f"result: {hand.outcome.value}; every chip went back"
    shown = [
        f"seat {s} {format_cards(tuple(hand.seats[s].cards))}" for s in hand.live_seats() if len(hand.live_seats()) > 1
    ]
    won = ", ".join(f"seat {seat} wins {chips}" for seat, chips in sorted(hand.payouts.items()) if chips)
    showdown = f"showdown: {'; '.join(shown)}; " if shown else ""
    return f"{showdown}pot {sum(h.contributed for h in hand.seats.values())}: {won or 'nothing won'}"


def hand_json(record: HandRecord) -> dict[str, Any]:
    """The hand as one JSON-ready object."""
    final = record.final
    return {
        "hand": record.number,
        "game": final.game.name,
        "level": record.level + 1,
        "stakes": plain(final.started.stakes),
        "outcome": final.outcome.value if final.outcome else None,
        "deals": len(record.deals),
        "rulings": [
            {
                "irregularity": plain(event.irregularity),
                "ruling": plain(event.ruling),
                "ruled_by": event.ruled_by,
            }
            for deal in record.deals
            for event in deal.events
            if isinstance(event, RulingApplied)
        ],
        "unruled": [str(u.error) for u in record.unruled],
        "payouts": {str(k): v for k, v in sorted(final.payouts.items())},
        "stacks": {str(k): v for k, v in sorted(final.stacks.items())},
    }
