"""Rulings: an irregularity put to the rulebook, the ruling logged and carried out, and the hand moved on after it.

The ruling comes from the plugins, or from the log being replayed; a decision is chosen on a ruling that waited for
one.

Every irregularity takes this one path, whether an event showed it or the engine found it itself: the ruling is
asked for, checked like an event and logged after the irregular event, the event's physical effect is applied, the
remedies are carried out (:mod:`floorcall._engine.remedying`), and then the hand moves on: a round the remedies
completed ends, a showdown with nothing left to show is settled, a deal advances, and the observers hear of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcall._engine import remedying, streets
from floorcall._engine.phase import DEALING, DECISION, DRAWING, OVER, SHOWDOWN
from floorcall._engine.settlement import settle
from floorcall._engine.validation import checked_record
from floorcall.errors import InvalidEventError, PluginAnswerError, PluginError, refused
from floorcall.model.events import IrregularityReported, RulingApplied

if TYPE_CHECKING:
    from floorcall._engine.effects import Effect
    from floorcall._engine.handstate import HandState
    from floorcall.model.events import AnyEvent, DecisionMade
    from floorcall.model.irregularities import AnyIrregularity
    from floorcall.model.rulings import Ruling

__all__ = ["detected", "irregular", "on_decision"]

_RULE_HOOK = "floorcall_rule_irregularity"


def irregular(
    hand: HandState,
    event: AnyEvent,
    irregularity: AnyIrregularity,
    recorded: Ruling | None,
    physical: Effect | None = None,
) -> Ruling:
    """Rule on an irregularity and apply the ruling.

    :param event: the event that showed it (or the engine's own report of it), logged before the ruling.
    :param recorded: the ruling the log being replayed gives it, or None to ask the plugins.
    :param physical: where the irregular event's card went, applied before the remedies.
    :returns: the ruling applied.
    :raises NoRulingError: no plugin rules on it.
    :raises PluginAnswerError: the ruling cannot be carried out on this hand, naming the plugin.
    """
    ruled_by: str | None
    source: str | None
    if recorded is None:
        ruling, ruled_by = hand.floor.rule_with_source(irregularity, hand.view)
        source = hand.floor.hooks.last_answerer or ruled_by
    else:
        ruling, ruled_by, source = recorded, hand.desk.recorded_by.get(id(recorded)), None
    record = _record(irregularity, ruling, ruled_by, source)
    hand.changing()
    hand.log(event)
    hand.log(record)
    if physical is not None:
        physical(hand)
    try:
        remedying.apply_ruling(hand, record.ruling, irregularity)
    except PluginError:
        raise
    except InvalidEventError as exc:
        if recorded is not None:
            raise
        raise PluginAnswerError(source or "unknown plugin", _RULE_HOOK, exc) from exc
    ruling = record.ruling
    hand.changing(False)
    _move_on(hand)
    hand.notify("floorcall_on_ruling", irregularity=irregularity, ruling=ruling)
    if hand.stage.phase is OVER:
        hand.notify("floorcall_on_hand_end")
    return ruling


def _move_on(hand: HandState) -> None:
    """After a ruling or a decision: end a round it completed, settle a showdown with nothing left to show, deal on."""
    streets.close_finished_round(hand)
    if hand.stage.phase is SHOWDOWN and not hand.unshown():
        settle(hand)  # a ruling at showdown (a hand killed) left nothing more to show
    phase = hand.stage.phase
    if phase is DEALING or phase is DRAWING:
        streets.advance(hand)


def _record(irregularity: AnyIrregularity, ruling: Ruling, ruled_by: str | None, source: str | None) -> RulingApplied:
    """The ruling record for the log, checked like an event; a plugin's ruling that fails names the plugin.

    :param ruled_by: who gave the ruling (``<plugin>/<rule id>``), as the log records it; None when unknown.
    :param source: the plugin that gave the ruling, or None for a ruling recorded in the log being replayed.
    :raises PluginAnswerError: the plugin's ruling holds a value its format does not allow.
    :raises InvalidEventError: the recorded ruling does.
    """
    try:
        return checked_record(RulingApplied(irregularity=irregularity, ruling=ruling, ruled_by=ruled_by))
    except InvalidEventError as exc:
        if source is None:
            raise
        raise PluginAnswerError(source, _RULE_HOOK, exc) from exc


def detected(hand: HandState, irregularity: AnyIrregularity) -> None:
    """Rule on an irregularity the engine found itself, logging it as a report (replays use the recorded ruling)."""
    recorded = hand.desk.next_detection()
    irregular(hand, IrregularityReported(irregularity=irregularity, detected=True), irregularity, recorded)


def on_decision(hand: HandState, event: DecisionMade) -> None:
    """Carry out the option chosen on the pending ruling, then move the hand on.

    :raises InvalidEventError: no decision is pending, the option is not one of the ruling's, or another seat chose.
    """
    desk = hand.desk
    ruling, irregularity = desk.pending, desk.pending_irregularity
    waiting = hand.stage.phase is DECISION
    if not waiting or ruling is None:
        raise refused("engine.rulings.decision_pending", "no decision is pending")
    assert irregularity is not None
    names = [o.name for o in ruling.options]
    if event.option not in names:
        raise refused(
            "engine.rulings.choice_pending_ruling",
            "{option} is not a choice of the pending ruling ({choices})",
            option=repr(event.option),
            choices=", ".join(names),
        )
    if ruling.decided_by is not None and event.seat != ruling.decided_by:
        raise refused(
            "engine.rulings.choice_belongs_seat",
            "the choice belongs to seat {decided_by}, not {seat}",
            decided_by=ruling.decided_by,
            seat=event.seat,
        )
    hand.changing()
    hand.log(event)
    desk.decided()
    hand.stage.resume(desk.resume_phase)
    remedying.apply_option(hand, ruling.option(event.option), irregularity)
    hand.changing(False)
    _move_on(hand)
    if hand.stage.phase is OVER:
        hand.notify("floorcall_on_hand_end")
