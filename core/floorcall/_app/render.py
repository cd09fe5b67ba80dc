"""How ``floorcall run`` shows a hand: readable text for people, one JSON object per hand for programs."""

from __future__ import annotations

from typing import Any

from floorcall._app.record import plain
from floorcall._app.session import HandRecord
from floorcall._engine.hand import Hand
from floorcall.cards import format_cards
from floorcall.i18n import Translator, ruling_json, translator
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

__all__ = ["hand_json", "hand_text"]


def _stakes(stakes: Stakes, t: Translator) -> str:
    parts = []
    if stakes.ante:
        parts.append(t.words("run.stakes.ante", "ante {chips}", chips=stakes.ante))
    if stakes.blinds:
        parts.append(t.words("run.stakes.blinds", "blinds {blinds}", blinds="/".join(map(str, stakes.blinds))))
    if stakes.big_blind_ante:
        parts.append(t.words("run.stakes.big_blind_ante", "big-blind ante {chips}", chips=stakes.big_blind_ante))
    if stakes.bring_in:
        parts.append(t.words("run.stakes.bring_in", "bring-in {chips}", chips=stakes.bring_in))
    if stakes.big_bet:
        bets = t.words("run.stakes.limits", "{small}/{big}", small=stakes.small_bet, big=stakes.big_bet)
    else:
        bets = t.words("run.stakes.min_bet", "min bet {chips}", chips=stakes.small_bet)
    return ", ".join([*parts, bets])


def _action(event: object, t: Translator) -> str | None:
    if isinstance(event, BringInPosted):
        return t.words("run.action.bring_in", "seat {seat} brings in", seat=event.seat)
    if isinstance(event, BetOrRaisedTo):
        return t.words("run.action.bet", "seat {seat} to {chips}", seat=event.seat, chips=event.amount)
    if isinstance(event, CheckedOrCalled):
        return t.words("run.action.check_call", "seat {seat} checks/calls", seat=event.seat)
    if isinstance(event, Folded):
        return t.words("run.action.fold", "seat {seat} folds", seat=event.seat)
    if isinstance(event, DecisionMade):
        choice = t.name("choice", event.option)
        if event.seat:
            return t.words("run.action.seat_chooses", "seat {seat} chooses {choice}", seat=event.seat, choice=choice)
        return t.words("run.action.floor_chooses", "the floor chooses {choice}", choice=choice)
    return None


def _ruling_lines(event: RulingApplied, cause: object, street: str, t: Translator) -> list[str]:
    ruling = event.ruling
    irregularity = str(event.irregularity.__struct_config__.tag)
    name = t.name("irregularity", irregularity)
    seat = getattr(event.irregularity, "seat", None)
    if seat is not None:
        name = t.words("run.irregularity.seat", "{irregularity}, seat {seat}", irregularity=name, seat=seat)
    remedies = ", ".join(t.name("remedy", r) for r in ruling.remedy_names) or t.words("run.no_remedy", "no remedy")
    kind, citations = t.name("kind", ruling.kind.value), ", ".join(ruling.citations)
    if ruling.options:
        choices = ", ".join(t.name("choice", o.name) for o in ruling.options)
        verdict = t.words(
            "run.ruling.options",
            "ruling: {kind}: {remedies}; options: {choices} [{citations}]",
            kind=kind,
            remedies=remedies,
            choices=choices,
            citations=citations,
        )
    else:
        verdict = t.words(
            "run.ruling", "ruling: {kind}: {remedies} [{citations}]", kind=kind, remedies=remedies, citations=citations
        )
    if event.ruled_by:
        verdict = t.words("run.ruled_by", "{ruling} by {ruled_by}", ruling=verdict, ruled_by=event.ruled_by)
    return [
        f"    ! {street}: {name} ({type(cause).__name__})",
        f"      {verdict}",
        f"      {t.explanation(ruling)}",
    ]


def _deal_lines(hand: Hand, t: Translator) -> list[str]:
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
        street = t.street_label(streets[min(index, len(streets) - 1)])
        if isinstance(event, CardDealt | BoardCardDealt) and acted and not isinstance(following, RulingApplied):
            if actions:
                lines.append(f"    {street}: {', '.join(actions)}")
            actions, acted = [], False
            index += 1
        elif isinstance(event, RulingApplied):
            if actions:
                lines.append(f"    {street}: {', '.join(actions)}")
                actions = []
            lines.extend(_ruling_lines(event, events[position - 1], street, t))
        elif (text := _action(event, t)) is not None:
            actions.append(text)
            acted = True
    if actions:
        lines.append(f"    {t.street_label(streets[min(index, len(streets) - 1)])}: {', '.join(actions)}")
    if hand.board:
        lines.append("    " + t.words("run.board", "board: {cards}", cards=format_cards(tuple(hand.board))))
    return lines


def hand_text(record: HandRecord, t: Translator | None = None) -> str:
    """The hand as text: game, level and forced bets, the action, every irregularity with its ruling, the result.

    :param record: the hand as the session played it.
    :param t: the language to write in (English when None).
    """
    t = t or translator()
    final = record.final
    stakes = final.started.stakes
    out = [
        t.words(
            "run.hand",
            "hand {number}: {game}, level {level} ({stakes})",
            number=record.number,
            game=final.game.name,
            level=record.level + 1,
            stakes=_stakes(stakes, t),
        )
    ]
    for seat in record.entrants:
        out.append("    " + t.words("run.new_player", "a new player sits at seat {seat}", seat=seat))
    for number, deal in enumerate(record.deals, start=1):
        if len(record.deals) > 1 and deal is not final:
            out.append("  " + t.words("run.deal.misdealt", "deal {number} (misdealt):", number=number))
        elif len(record.deals) > 1:
            out.append("  " + t.words("run.deal", "deal {number}:", number=number))
        out.extend(_deal_lines(deal, t))
    for unruled in record.unruled:
        out.append(
            "    "
            + t.words(
                "run.unruled",
                "injected {event} got no ruling: {error}",
                event=type(unruled.event).__name__,
                error=str(unruled.error),
            )
        )
    out.append("    " + _result(final, t))
    return "\n".join(out) + "\n"


def _result(hand: Hand, t: Translator) -> str:
    if hand.outcome is not None and hand.outcome.value != "complete":
        return t.words("run.result.returned", "result: {outcome}; every chip went back", outcome=hand.outcome.value)
    live = hand.live_seats()
    shown = [
        t.words("run.shown", "seat {seat} {cards}", seat=s, cards=format_cards(tuple(hand.seats[s].cards)))
        for s in live
        if len(live) > 1
    ]
    won = ", ".join(
        t.words("run.wins", "seat {seat} wins {chips}", seat=seat, chips=chips)
        for seat, chips in sorted(hand.payouts.items())
        if chips
    )
    # the pot contested is what was won: an uncalled bet went back to its seat and was never in it
    pot = sum(hand.payouts.values()) if hand.payouts else sum(h.contributed for h in hand.seats.values())
    won = won or t.words("run.nothing_won", "nothing won")
    if hand.award_citations:
        won = t.words("run.award_rules", "{won} [{rules}]", won=won, rules=", ".join(hand.award_citations))
    if shown:
        return t.words("run.showdown", "showdown: {shown}; pot {pot}: {won}", shown="; ".join(shown), pot=pot, won=won)
    return t.words("run.pot", "pot {pot}: {won}", pot=pot, won=won)


def hand_json(record: HandRecord, t: Translator | None = None) -> dict[str, Any]:
    """The hand as one JSON-ready object.

    Each ruling's ``explanation`` is in the translator's language, with its ``message`` (``{"id", "params"}``, or
    None for plain text) beside it.
    """
    t = t or translator()
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
                "ruling": ruling_json(event.ruling, t),
                "ruled_by": event.ruled_by,
            }
            for deal in record.deals
            for event in deal.events
            if isinstance(event, RulingApplied)
        ],
        "unruled": [str(u.error) for u in record.unruled],
        "payouts": {str(k): v for k, v in sorted(final.payouts.items())},
        "award_citations": list(final.award_citations),
        "stacks": {str(k): v for k, v in sorted(final.stacks.items())},
    }
