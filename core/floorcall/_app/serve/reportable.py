"""The irregularities a dealer or floor person can report now, with their fields, for the console's "Floor!" list.

Which ones apply depends on where the hand is (over, dealing, betting, a pending decision), on its street and on what
the game deals (upcards or not), never on a game's or a rulebook's name. Each comes with the fields of its Struct
(JSON type, required or not, default, choices) and a one-line description from :data:`~floorcall._app.serve.messages`.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any, Final

import msgspec
import msgspec.inspect as mi

from floorcall._app.serve.messages import reportable_description
from floorcall._app.serve.schema import Reportable, ReportableKind, ReportField
from floorcall._engine.hand import Hand
from floorcall.cards import Card
from floorcall.i18n import Translator
from floorcall.model.events import WagerMade
from floorcall.model.expectations import ExpectDecision, ExpectShowdown, HandOver
from floorcall.model.irregularities import (
    BoxedCardFound,
    BurnExposed,
    ButtonMisplaced,
    DealingFault,
    DeckFouled,
    DowncardExposed,
    FirstActionDisputed,
    HandFouled,
    HandMiscalled,
    HandNotTabled,
    ImpossibleCall,
    LevelChanged,
    LimpDisputed,
    NonStandardCard,
    OpenerMisnamed,
    OwnDowncardExposed,
    SeatDealtOut,
    SeatSkipped,
    ShortBlindCalled,
    ShowOutOfOrder,
    ShowRefused,
    UpcardsLifted,
    WagerIncorrect,
    WrongBringIn,
    WrongCardCount,
)
from floorcall.model.types import Street
from floorcall.view import HandView

__all__ = ["reportable_now"]

_When = Callable[[HandView], bool]

#: Fields the engine fills in itself when the irregularity is reported; a client never sends them.
_ENGINE_FIELDS: Final = frozenset({"hand_over", "next_hand_begun", "reading", "late"})
#: The seats a field may name beyond those dealt in: the button may belong at an empty seat (a dead button).
_ANY_SEAT: Final = frozenset({"proper_button"})


def _always(view: HandView) -> bool:
    return True


def _first_street(view: HandView) -> bool:
    return view.street_index == 0


def _betting(view: HandView) -> bool:
    return view.actor is not None


def _upcards(view: HandView) -> bool:
    return any(view.upcards(seat) for seat in view.seats)


def _downcards_to_come(view: HandView) -> bool:
    return view.street_index < len(view.game.streets) - 1 and _upcards(view)


def _burned(view: HandView) -> bool:
    return bool(view.burns)


def _button(view: HandView) -> bool:
    return view.table.button is not None


def _bring_in_acted_on(view: HandView) -> bool:
    return view.bring_in_seat is not None and _betting(view)


def _upcards_facing_action(view: HandView) -> bool:
    return _betting(view) and _upcards(view)


def _single_draw_first_round(view: HandView) -> bool:
    return view.game.draws == 1 and _first_street(view) and _betting(view)


def _blinds_first_round(view: HandView) -> bool:
    return bool(view.stakes.blinds) and _first_street(view) and _betting(view)


def _unnoticed_wager(view: HandView) -> bool:
    return any(isinstance(e, WagerMade) and e.unnoticed for e in view.events)


_CANDIDATES: Final[tuple[tuple[type[msgspec.Struct], _When], ...]] = (
    (BoxedCardFound, _always),
    (DowncardExposed, _always),
    (NonStandardCard, _always),
    (DeckFouled, _always),
    (DealingFault, _first_street),
    (SeatDealtOut, _first_street),
    (SeatSkipped, _upcards),
    (WrongCardCount, _always),
    (OwnDowncardExposed, _downcards_to_come),
    (OpenerMisnamed, _betting),
    (FirstActionDisputed, _betting),
    (ImpossibleCall, _upcards),
    (BurnExposed, _burned),
    (ButtonMisplaced, _button),
    (LevelChanged, _always),
    (HandFouled, _always),
    (WrongBringIn, _bring_in_acted_on),
    (UpcardsLifted, _upcards_facing_action),
    (LimpDisputed, _single_draw_first_round),
    (ShortBlindCalled, _blinds_first_round),
    (WagerIncorrect, _unnoticed_wager),
)
#: At a showdown the reports about the showing come first (a hand not tabled, a miscall, the order of show).
_SHOWDOWN: Final[tuple[type[msgspec.Struct], ...]] = (HandNotTabled, HandMiscalled, ShowOutOfOrder, ShowRefused)
#: Reports that stay open at a showdown (the cards and the table, not the dealing or the betting; a wager the table took
#: unnoticed, which a book may still correct before anyone shows, TDA 2024 rule 52).
_AT_SHOWDOWN: Final = frozenset(
    {DeckFouled, HandFouled, ButtonMisplaced, LevelChanged, WrongCardCount, NonStandardCard, WagerIncorrect}
)


def reportable_now(hand: Hand, t: Translator) -> Reportable:
    """The irregularities that can be reported to ``hand`` now, each with its fields and description.

    A finished hand takes only a fouled-deck claim; a hand waiting for a decision takes no report at all.

    :param hand: the hand.
    :param t: the language of the descriptions.
    :returns: the current street and the list, in a fixed order (the commonest first).
    """
    view = hand.view
    expectation = hand.expected()
    if isinstance(expectation, ExpectDecision):
        kinds: list[type[msgspec.Struct]] = []
    elif isinstance(expectation, HandOver):
        kinds = [DeckFouled]
    elif isinstance(expectation, ExpectShowdown):
        kinds = [*_SHOWDOWN, *(kind for kind, when in _CANDIDATES if kind in _AT_SHOWDOWN and when(view))]
    else:
        kinds = [kind for kind, when in _CANDIDATES if when(view)]
    return Reportable(street=view.street.value, irregularities=[_describe(kind, view, t) for kind in kinds])


def _describe(kind: type[msgspec.Struct], view: HandView, t: Translator) -> ReportableKind:
    tag = str(kind.__struct_config__.tag)
    info = mi.type_info(kind)
    assert isinstance(info, mi.StructType)
    fields = [_field(f, view, kind) for f in info.fields if f.name not in _ENGINE_FIELDS]
    return ReportableKind(kind=tag, description=reportable_description(tag, t), fields=fields)


def _field(field: mi.Field, view: HandView, kind: type[msgspec.Struct]) -> ReportField:
    type_name, choices = _json_type(field.type, view)
    default: Any = None if field.required else msgspec.to_builtins(field.default)
    if field.name == "street":
        default = view.street.value
    elif field.name == "initial_deal":
        default = view.initial_deal
    elif field.name == "button":
        default = view.table.button
    elif field.name == "seat" and kind is HandMiscalled:  # the call is read off a tabled hand
        default = next((seat for seat in view.live_seats if view.has_shown(seat)), None)
    elif field.name == "stakes":
        return ReportField(name="stakes", type="stakes", required=True, default=msgspec.to_builtins(view.stakes))
    if field.name in _ANY_SEAT:
        choices = [str(seat) for seat in range(1, 11)]
    return ReportField(
        name=field.encode_name, type=type_name, required=field.required, default=default, choices=choices
    )


def _json_type(kind: mi.Type, view: HandView) -> tuple[str, list[str]]:
    """The field's JSON type as the console shows it (``card``, ``seat`` and ``street`` named as such)."""
    if isinstance(kind, mi.Metadata):
        if isinstance(kind.type, mi.IntType) and kind.type.le == 10 and kind.type.ge == 1:
            return "seat", [str(seat) for seat in view.seats]
        return _json_type(kind.type, view)
    if isinstance(kind, mi.UnionType):
        named = [t for t in kind.types if not isinstance(t, mi.NoneType)]
        type_name, choices = _json_type(named[0], view)
        return type_name, choices
    if isinstance(kind, mi.EnumType):
        if kind.cls is Card:
            return "card", []
        if kind.cls is Street:
            return "street", [s.value for s in view.game.streets]
        members: list[Enum] = list(kind.cls)
        return "string", [str(m.value) for m in members]
    names = {mi.IntType: "integer", mi.BoolType: "boolean", mi.StrType: "string"}
    return names.get(type(kind), "string"), []
