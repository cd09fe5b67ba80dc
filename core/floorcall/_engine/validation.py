"""Events checked at the hand's boundary: nothing enters a hand's log that its own format could not decode.

Event Structs built in Python are not type-checked by msgspec (only decoding checks the ``Annotated``
constraints), so ``CardDealt(seat=2.5, card="Zz")`` constructs without complaint. Every event is therefore encoded
to MessagePack and decoded against the event union before the hand applies it: a value of the wrong type (a float
seat, a bool where an int is due, a string that is not a card), out of range (seat 11, a negative chip amount) or
that cannot be encoded at all raises :class:`~floorcall.errors.InvalidEventError` naming the event and the field,
and the hand never sees it. A value the format accepts in another spelling (the text ``"As"`` for the card) comes
back normalised. The events of the hot path (a card, an action, a discard) whose fields already have exactly their
declared types skip the round trip: a few type checks prove them decodable.
"""

from __future__ import annotations

import re
from typing import Any, Final, TypeVar, get_args

import msgspec

from floorcall._reasons import reason_message, split_reason
from floorcall.cards import Card
from floorcall.errors import InvalidEventError, because, framed, refused
from floorcall.model.events import (
    AnyEvent,
    BetOrRaisedTo,
    BoardCardDealt,
    BringInPosted,
    CardBurned,
    CardDealt,
    CheckedOrCalled,
    Discarded,
    Folded,
    HandStarted,
    RulingApplied,
)
from floorcall.model.types import MAX_SEATS

__all__ = ["checked_event", "checked_record"]

_T = TypeVar("_T")
_ENCODER: Final = msgspec.msgpack.Encoder()
_EVENTS: Final = msgspec.msgpack.Decoder(AnyEvent)
_RECORDS: Final = msgspec.msgpack.Decoder(RulingApplied)
_EVENT_TYPES: Final = frozenset(get_args(AnyEvent))
_checked_start: tuple[Any, Any] = (None, None)
"""The last hand start found valid as it was given, and as checked (a frozen Struct cannot change afterwards);
one tuple, replaced whole, so that threads never see half of it."""
_LARGEST: Final = 2**63  # MessagePack's integers stop at 64 bits
_UNSUPPORTED: Final = re.compile(r"objects of type (\S+) is unsupported")


def checked_event(event: Any) -> AnyEvent:
    """The event as the log will hold it, after a round trip through its wire format.

    :param event: an event Struct of :data:`~floorcall.model.events.AnyEvent`.
    :returns: an equal event whose every field has its declared type (``"As"`` becomes ``Card.ACE_SPADES``).
    :raises InvalidEventError: the object is not an event, or a field has a value its type does not allow; the
        message names the event and the field (``card_dealt event, field seat: ...``).
    """
    kind = type(event)
    # the events of the hot path first, checked inline (no helper calls): they run for every card and action
    if kind is CardDealt:
        seat = event.seat
        if type(seat) is int and 0 < seat <= MAX_SEATS and type(event.card) is Card and type(event.face_up) is bool:
            return event  # type: ignore[no-any-return]
    elif kind is CheckedOrCalled or kind is Folded or kind is BringInPosted:
        seat = event.seat
        if type(seat) is int and 0 < seat <= MAX_SEATS:
            return event  # type: ignore[no-any-return]
    elif kind is BetOrRaisedTo:
        seat, amount = event.seat, event.amount
        if type(seat) is int and 0 < seat <= MAX_SEATS and type(amount) is int and 0 <= amount < _LARGEST:
            return event  # type: ignore[no-any-return]
    elif kind is BoardCardDealt or kind is CardBurned:
        if type(event.card) is Card:
            return event  # type: ignore[no-any-return]
    elif kind is Discarded:
        seat, cards = event.seat, event.cards
        if type(seat) is int and 0 < seat <= MAX_SEATS and type(cards) is tuple:
            for card in cards:
                if type(card) is not Card:
                    break
            else:
                return event  # type: ignore[no-any-return]
    elif kind not in _EVENT_TYPES:
        raise refused(
            "engine.validation.floorcall_event_see_floorcall",
            "{name} is not a floorcall event (see floorcall.model.events)",
            name=kind.__name__,
        )
    # every other event, and any whose fields are not exactly of their declared types: the round trip decides
    global _checked_start
    last = _checked_start
    if kind is HandStarted and event is last[0]:
        return last[1]  # type: ignore[no-any-return]
    checked = _round_trip(event, _EVENTS)
    if kind is HandStarted:  # frozen, so once checked it stays valid: the hands of a session often share one
        _checked_start = (event, checked)
    return checked


def checked_record(record: RulingApplied) -> RulingApplied:
    """A ruling record (the irregularity and the ruling applied to it) checked the same way as an event.

    :raises InvalidEventError: a field of the irregularity or of the ruling has a value its type does not allow.
    """
    return _round_trip(record, _RECORDS)


def _round_trip(event: Any, decoder: msgspec.msgpack.Decoder[_T]) -> _T:
    tag = type(event).__struct_config__.tag
    try:
        return decoder.decode(_ENCODER.encode(event))
    except msgspec.ValidationError as exc:
        raise _refusal(tag, event, str(exc)) from exc
    except (TypeError, OverflowError, msgspec.EncodeError) as exc:
        raise _unwritable(tag, exc) from exc


def _unwritable(tag: str, error: Exception) -> InvalidEventError:
    """``bet_or_raised_to event cannot be written to a hand log: ...``, the reason in the reader's language."""
    unsupported = _UNSUPPORTED.search(str(error))
    if isinstance(error, OverflowError) or "out of range" in str(error):
        reason = because("engine.validation.beyond_64_bits", "a whole number does not fit in 64 bits")
    elif unsupported is not None:
        reason = because(
            "engine.validation.unsupported_type",
            "a value of type {name} has no place in a hand log",
            name=unsupported[1],
        )
    else:
        reason = because("reason.as_given", "{reason}", reason=str(error))
    refusal = InvalidEventError(reason)
    frame = because(
        "engine.validation.event_written_hand_log",
        "{tag} event cannot be written to a hand log: {reason}",
        tag=tag,
        reason=reason.english(),
    )
    framed(refusal, frame)
    return refusal


def _refusal(tag: str, event: object, error: str) -> InvalidEventError:
    """``card_dealt event, field seat: expected a whole number, got text ('2')`` from msgspec's error text.

    msgspec's reason is parsed into its parts (:func:`floorcall._reasons.reason_message`: the type expected and the
    type given, a bound, not a card...) and said in the reader's language; the path stays as msgspec writes it, the
    root ``$.`` dropped (``irregularity.seat``, ``cards[1]``); the value given is named when the reason does not name
    it already; a seat out of range names the seats there are.
    """
    reason_text, path = split_reason(error)
    path = path.lstrip(".")
    value = _value_at(event, path) if path else None
    no_such_seat = path.split(".")[-1] in ("seat", "expected_seat") and type(value) is int
    if no_such_seat:
        reason = because(
            "engine.validation.no_such_seat",
            "seat {seat} does not exist: seats are numbered 1 to {max_seat}",
            seat=value,
            max_seat=MAX_SEATS,
        )
    else:
        reason = reason_message(reason_text, path)
    refusal = InvalidEventError(reason)
    english = reason.english()
    if not path:
        frame = because("engine.validation.event", "{tag} event: {reason}", tag=tag, reason=english)
    elif value is not None and not isinstance(value, msgspec.Struct) and repr(value) not in english:
        frame = because(
            "engine.validation.event_field_value",
            "{tag} event, field {path}: {reason} (got {value})",
            tag=tag,
            path=path,
            reason=english,
            value=repr(value),
        )
    else:
        frame = because(
            "engine.validation.event_field", "{tag} event, field {path}: {reason}", tag=tag, path=path, reason=english
        )
    framed(refusal, frame)
    return refusal


def _value_at(event: object, path: str) -> object:
    """The value at a msgspec error path such as ``irregularity.seat`` or ``cards[1]`` (None when not found)."""
    value = event
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        if part.startswith("["):
            index = int(part[1:-1])
            value = value[index] if isinstance(value, tuple | list) and index < len(value) else None
        else:
            value = getattr(value, part, None)
        if value is None:
            return None
    return value
