"""A hand history that does not replay: :class:`ReplayFailure`, naming the index of the action at fault and why."""

from __future__ import annotations

from floorcall.errors import FloorcallError, PicklableError
from floorcall.model.messages import Message

__all__ = ["ReplayFailure"]


class ReplayFailure(PicklableError):
    """A hand history that does not replay: where it failed and why.

    :param action: the index in ``actions`` of the action at fault; None when the failure is not one action's
        (the hand did not end, a final stack differs, a detection differs).
    :param reason: what went wrong, for the replay's report: a message (``reason`` is then its English), or text.
    :param places: where inside the hand, before the reason (an irregularity's tag), never translated.
    :param frame: the sentence the message sits in, at its ``{reason}`` placeholder
        (:attr:`floorcall.errors.FloorcallError.frame`), or None.
    """

    def __init__(
        self,
        action: int | None,
        reason: str | Message,
        *,
        places: tuple[str, ...] = (),
        frame: Message | None = None,
    ) -> None:
        self.message = reason if isinstance(reason, Message) else None
        self.places = places if self.message is not None else ()
        self.frame = frame if self.message is not None else None
        said = self.frame or self.message
        text = said.english() if said is not None else str(reason)
        self.reason = ": ".join((*self.places, text))
        super().__init__(self.reason)
        self.action = action

    @classmethod
    def of_error(cls, action: int | None, error: BaseException) -> ReplayFailure:
        """The failure for the engine's error at ``action``: its message, places and frame kept, or its text."""
        if isinstance(error, FloorcallError) and error.message is not None and error.key is None:
            return cls(action, error.message, places=error.places, frame=error.frame)
        return cls(action, str(error))
