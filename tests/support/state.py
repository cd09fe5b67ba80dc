"""The whole state of a hand as plain values, and a plugin that fails on demand, for the all-or-nothing tests."""

from __future__ import annotations

import dataclasses
from types import GetSetDescriptorType, MappingProxyType, MemberDescriptorType

import floorcall
from floorcall import KillHand, Option, PlaysAsUpcard, Ruling, RulingKind
from floorcall._engine.chips import ChipLedger
from floorcall._engine.cursor import DealCursor
from floorcall._engine.deck import CardTracker
from floorcall._engine.desk import RulingDesk
from floorcall._engine.next_deal import NextDeal
from floorcall._engine.phase import Stage
from floorcall._engine.showdown_record import ShowdownRecord
from floorcall._engine.wagers import Wagering
from floorcall._mechanics.betting import BettingRound
from floorcall._mechanics.betting_limits import BetSizing
from floorcall.errors import InvalidEventError
from floorcall.model.irregularities import DowncardExposed

#: The hand's parts: compared field by field.
_PARTS = (ChipLedger, DealCursor, NextDeal, RulingDesk, ShowdownRecord, Stage, Wagering)
_SKIPPED = {"floor", "view", "game"}  # shared with the plugins or a fixed spec: not the hand's own state


def hand_state(hand):
    """Every attribute of the hand (events, seats, stacks, pots, where each card is, the stub's order, the betting
    round, pending rulings...) and its expectation, as nested plain values that compare with ``==``."""
    state = {name: _plain(getattr(hand, name)) for name in attribute_names(hand) if name not in _SKIPPED}
    try:
        state["expected"] = hand.expected()
    except InvalidEventError as exc:  # a draw being dealt has no seat due to discard
        state["expected"] = str(exc)
    state["next_card"] = hand.next_card
    return state


def attribute_names(value):
    """The names of the attributes set on ``value``, in the pure-Python build (``__dict__``, ``__slots__``, declared
    class defaults) and the compiled one (a mypyc class keeps each attribute as a descriptor on the class)."""
    names = set(getattr(value, "__dict__", ()))
    for klass in type(value).__mro__:
        names.update(getattr(klass, "__annotations__", {}))
        names.update(getattr(klass, "__slots__", ()))
        descriptors = GetSetDescriptorType | MemberDescriptorType
        names.update(name for name, item in vars(klass).items() if isinstance(item, descriptors))
    return sorted(name for name in names if not name.startswith("__") and hasattr(value, name))


def _plain(value):
    if isinstance(value, CardTracker):
        return {
            "where": dict(value.where),
            "where_order": list(value.where),
            "stub": value.stub,
            "order": None if value._order is None else list(value._order),
            "board": list(value.board),
            "burns": list(value.burns),
            "discards": [list(cards) for cards in value.discards],
        }
    if isinstance(value, BettingRound | BetSizing):
        # ``_offer`` only remembers what options() worked out from the rest: asked or not, the round is the same
        return {name: _plain(getattr(value, name)) for name in attribute_names(value) if name != "_offer"}
    if isinstance(value, _PARTS):
        return {name: _plain(getattr(value, name)) for name in attribute_names(value)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict | MappingProxyType):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(item) for item in value]
    if isinstance(value, set | frozenset):
        return sorted(value)
    return value


class Chaos:
    """A house plugin that answers nothing until armed, then fails the way a faulty plugin would.

    ``mode = "procedure"``: every procedure hook and observer raises. ``mode = "ruling"``: every irregularity gets a
    ruling that kills a hand nobody holds (seat 10), which the engine cannot carry out. Unarmed, it answers an
    exposed downcard with a player's option (so that hands reach a pending decision) and nothing else.
    """

    mode = None

    def _fail(self):
        if self.mode == "procedure":
            raise RuntimeError("chaos: the plugin fails on purpose")

    @floorcall.hookimpl
    def floorcall_plan_street(self, hand, street):
        self._fail()

    @floorcall.hookimpl
    def floorcall_plan_betting(self, hand, street):
        self._fail()

    @floorcall.hookimpl
    def floorcall_pick_bring_in(self, hand):
        self._fail()

    @floorcall.hookimpl
    def floorcall_pick_first_to_act(self, hand, street):
        self._fail()

    @floorcall.hookimpl
    def floorcall_award_pots(self, hand, pots):
        self._fail()

    @floorcall.hookimpl
    def floorcall_on_ruling(self, hand, irregularity, ruling):
        self._fail()

    @floorcall.hookimpl
    def floorcall_on_hand_end(self, hand):
        self._fail()

    @floorcall.hookimpl
    def floorcall_rule_irregularity(self, irregularity, hand):
        self._fail()
        if self.mode == "ruling":
            return Ruling(
                kind=RulingKind.DEAD_HAND,
                remedies=(KillHand(seat=10),),
                citations=("HOUSE:chaos:1",),
                explanation="A ruling the engine cannot carry out: nobody sits at seat 10.",
            )
        if isinstance(irregularity, DowncardExposed):
            seat = irregularity.seat
            return Ruling(
                kind=RulingKind.PLAYER_OPTION,
                options=(Option(name="plays_up", remedies=(PlaysAsUpcard(seat=seat),)), Option(name="plays_on")),
                decided_by=seat,
                citations=("HOUSE:chaos:2",),
                explanation="The player chooses whether his exposed card plays as an upcard.",
            )
        return None
