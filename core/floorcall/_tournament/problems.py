"""What a tournament record's check finds wrong, as messages a reader sees in his own language.

A :class:`Problem` is a reason (a message of the core's catalog) and the sentences that frame it, innermost first:
``"table 2 seat 5 is taken"`` inside ``"event 14 (seated): {reason}"``. ``floorcall replay`` prints it in the
reader's language and ``--json`` keeps its English (:meth:`Problem.english`), as before these were messages.
Player names, table, seat and hand numbers and the record's event tags are parameters, never translated.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import msgspec

from floorcall.errors import because, nbecause
from floorcall.model.messages import Message

__all__ = ["Problem", "nproblem", "problem"]


@dataclass(frozen=True)
class Problem:
    """A reason, and the sentences around it, innermost first; each frame's ``{reason}`` holds what it frames.

    :param reason: why the record is not sound.
    :param frames: the sentences that place it (the record's event, the hand history's file).
    """

    reason: Message
    frames: tuple[Message, ...] = ()

    def within(self, frame_id: str, frame_text: str, /, **params: object) -> Problem:
        """The problem inside the core's message ``frame_id``, whose ``{reason}`` placeholder holds it."""
        frame = because(frame_id, frame_text, reason=self.english(), **params)
        return Problem(self.reason, (*self.frames, frame))

    def at_event(self, number: int, kind: str) -> Problem:
        """The problem as found at the record's event ``number`` (1 for the first line), of tag ``kind``."""
        return self.within("mtt.record.at_event", "event {event} ({kind}): {reason}", event=number, kind=kind)

    def english(self) -> str:
        """The problem in English, each frame around the text it frames."""
        return self.text(Message.english)

    def text(self, render: Callable[[Message], str]) -> str:
        """The problem with each message put in words by ``render`` (a :class:`Message` to ``str``), frames around.

        :param render: ``Message.english``, or a translator's ``message`` method for the reader's language.
        """
        words = render(self.reason)
        for frame in self.frames:
            words = render(msgspec.structs.replace(frame, params={**frame.params, "reason": words}))
        return words


def problem(id: str, text: str, /, **params: object) -> Problem:
    """A problem whose reason is the core's message ``id`` (the English ``text``), parameters as ``because`` takes."""
    return Problem(because(id, text, **params))


def nproblem(id: str, singular: str, plural: str, count: int, /, **params: object) -> Problem:
    """As :func:`problem`, the wording chosen by ``count`` in the reader's language (its plural forms)."""
    return Problem(nbecause(id, singular, plural, count, **params))
