"""Exceptions raised by floorcall.

Every error floorcall raises on purpose derives from :class:`FloorcallError`. Malformed input (not a card, no such
seat, a negative chip amount, a corrupt config or hand history) raises; a well-formed event that departs from the
procedure never does: it becomes an irregularity and gets a ruling.

Errors about bad input a person reads (a config, a hand history, an argument, a file) are raised with a
:class:`~floorcall.model.messages.Message` for their reason: ``str(error)`` stays the English text a programmer and
a log read (``"t.toml: unknown game 'razzz'; installed games: ... - at `$.rotation.games[0]`"``), and the command line
shows the error in the reader's language with :meth:`floorcall.i18n.Translator.error`. The place (the file, the key
path, the field, the action index) is a parameter of the message or one of :attr:`FloorcallError.places` and is never
translated. An error raised with plain text (a third party's, or a programmer's) shows as written in every language.
"""

from __future__ import annotations

import pickle
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Self

import msgspec

if TYPE_CHECKING:  # imported when first needed: floorcall.model imports the cards, which import these errors
    from floorcall.model.messages import Message

__all__ = [
    "CardError",
    "ConfigError",
    "FloorcallError",
    "HandHistoryError",
    "HookTimeoutError",
    "InvalidEventError",
    "NoRulingError",
    "OutputError",
    "PicklableError",
    "PluginAnswerError",
    "PluginError",
    "PluginLoadError",
]


class PicklableError(Exception):
    """An exception that comes back from a pickle as it was, whatever its ``__init__`` takes.

    pickle rebuilds an exception by calling its class with ``args`` (the message); a class whose ``__init__`` takes
    other parameters (:class:`PluginError` takes the plugin, the hook and the error) cannot be rebuilt that way,
    and a process pool whose worker sends one back breaks without saying what happened. This one is rebuilt
    without calling ``__init__``: its ``args`` and its attributes are restored as they were.
    """

    def __reduce__(self) -> tuple[Any, ...]:
        """Rebuild from the class, ``args`` and the attributes, without calling ``__init__``."""
        return (_unpickled, (type(self), self.args, self.__dict__))


def _unpickled(cls: type[PicklableError], args: tuple[object, ...], state: dict[str, object]) -> PicklableError:
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


class FloorcallError(PicklableError):
    """Base class of every error floorcall raises on purpose.

    :param args: the English text, or a :class:`~floorcall.model.messages.Message` (then ``str()`` is its English
        and :attr:`message` keeps it for the reader's language).
    """

    #: The reason as a message (None for plain text); with :attr:`places` and :attr:`key`, what a reader is shown.
    message: Message | None = None
    #: The places named before the reason, outermost first (``("hand.phh", "actions[3]")``), never translated.
    places: tuple[str, ...] = ()
    #: The key path named after the reason (``"$.levels[0].stud"``: ``"<reason> - at `<key>`"``), or None.
    key: str | None = None
    #: The sentence the reason sits in, at its ``{reason}`` placeholder (``"plugin {plugin}: {reason}"``), or None.
    frame: Message | None = None

    def __init__(self, *args: object) -> None:
        """Keep a message given as the only argument; ``str()`` is its English."""
        from floorcall.model.messages import Message

        if len(args) == 1 and isinstance(args[0], Message):
            self.message = args[0]
            args = (args[0].english(),)
        super().__init__(*args)

    @classmethod
    def of(cls, message: Message, *places: str, key: str | None = None, frame: Message | None = None) -> Self:
        """An error whose reason is ``message``, at ``places`` and ``key``.

        ``str()`` is ``"<place>: ...: <reason> - at `<key>`"`` in English (the parts given).

        :param message: the reason.
        :param places: a file, a field, an action index, outermost first.
        :param key: the key path inside the file (a config's ``$.levels[0].stud``).
        :param frame: the sentence the reason sits in (see :attr:`frame`), or None.
        """
        said = frame.english() if frame is not None else message.english()
        english = said + (f" - at `{key}`" if key is not None else "")
        error = cls(": ".join((*places, english)))
        error.message, error.places, error.key, error.frame = message, places, key, frame
        return error

    @classmethod
    def within(cls, place: str, error: BaseException) -> Self:
        """``error`` named at ``place``: ``str()`` is ``"<place>: <error>"``, its message, places and key kept.

        :param place: a file, a field, an action index (``"hand.phh"``, ``"actions[3]"``).
        :param error: the error found inside it (a plain exception keeps only its text).
        """
        located = cls(f"{place}: {error}")
        if isinstance(error, FloorcallError) and error.message is not None:
            located.message, located.places, located.key = error.message, (place, *error.places), error.key
            located.frame = error.frame
        return located


class CardError(FloorcallError, ValueError):
    """Text that is not a card in floorcall's two-character notation."""


class InvalidValueError(FloorcallError, ValueError):
    """A value a reader turns down (a PHH action's words, a hand history's fields), its reason a message.

    A ``ValueError``, so that msgspec, which turns one raised in a ``__post_init__`` into a ``ValidationError``,
    keeps it as the cause; :func:`invalid` and :func:`ninvalid` make one.
    """


def invalid(id: str, text: str, /, **params: str | int) -> InvalidValueError:
    """An :class:`InvalidValueError` whose reason is the core's message ``id`` (the English ``text``)."""
    return InvalidValueError(_words(id, text, **params))


def refused(id: str, text: str, /, **params: object) -> InvalidEventError:
    """An :class:`InvalidEventError` whose reason is the core's message ``id`` (the English ``text``).

    A parameter that is neither a whole number nor text (a card, an outcome) is given as its ``str()``, as an
    f-string would show it.
    """
    return InvalidEventError(because(id, text, **params))


def because(id: str, text: str, /, **params: object) -> Message:
    """A reason in the core's domain (a report check's failure), parameters as :func:`refused` takes them."""
    return _words(id, text, **{name: _param(value) for name, value in params.items()})


def nrefused(id: str, singular: str, plural: str, count: int, /, **params: object) -> InvalidEventError:
    """As :func:`refused`, the wording chosen by ``count`` in the reader's language (its plural forms)."""
    return InvalidEventError(nbecause(id, singular, plural, count, **params))


def nbecause(id: str, singular: str, plural: str, count: int, /, **params: object) -> Message:
    """As :func:`because`, the wording chosen by ``count`` in the reader's language (its plural forms)."""
    from floorcall.model.messages import Message

    filled = {name: _param(value) for name, value in params.items()}
    return Message(domain="floorcall", id=id, text=singular, plural=plural, count=count, params=filled)


def framed(error: FloorcallError, frame: Message) -> None:
    """Set ``error``'s reason inside ``frame``, whose ``{reason}`` parameter is the reason's English."""
    error.frame = frame
    error.args = (frame.english(),)


def _param(value: object) -> str | int:
    return value if isinstance(value, int | str) and not isinstance(value, bool) else str(value)


def ninvalid(id: str, singular: str, plural: str, count: int, /, **params: str | int) -> InvalidValueError:
    """An :class:`InvalidValueError` whose reason depends on ``count`` (the language's plural forms)."""
    from floorcall.model.messages import Message

    return InvalidValueError(
        Message(domain="floorcall", id=id, text=singular, plural=plural, count=count, params=dict(params))
    )


class InvalidEventError(FloorcallError, ValueError):
    """An event that cannot apply to the hand at all (no such seat, a negative amount, a finished hand).

    The hand is left exactly as it was before the event.
    """


class ConfigError(FloorcallError):
    """A configuration that cannot be used: the message names the file, the key path and the reason."""


class HandHistoryError(FloorcallError):
    """A hand history that cannot be read: the message names the file, the field or action index and the reason."""


class OutputError(FloorcallError):
    """Results that cannot be written where asked (``floorcall run --out``): the message names the path and why."""


class PluginLoadError(FloorcallError):
    """A plugin that could not be discovered or registered.

    :param plugin: the plugin's entry-point name, with its distribution when known (``"acme-floor[keep-exposed]"``).
    :param reason: what went wrong.
    """

    def __init__(self, plugin: str, reason: Message | str | BaseException) -> None:
        """Name the plugin and the reason.

        A reason given as a message (or an error raised with one) is shown in the reader's language, any other as
        written.
        """
        from floorcall.model.messages import Message

        self.plugin = plugin
        self.reason = reason
        said = reason if isinstance(reason, Message) else getattr(reason, "message", None)
        english = said.english() if isinstance(said, Message) else str(reason)
        frame = _words("error.plugin_load", "plugin {plugin}: {reason}", plugin=plugin, reason=english)
        super().__init__(frame.english())
        if isinstance(said, Message):
            self.message, self.frame = said, frame
        else:
            self.message = frame


class PluginError(FloorcallError):
    """A plugin raised inside a hook.

    :param plugin: the plugin's name as registered.
    :param hook: the hook that was being called.
    :param error: the exception the plugin raised (also chained as ``__cause__``).
    """

    def __init__(self, plugin: str, hook: str, error: BaseException) -> None:
        self.plugin = plugin
        self.hook = hook
        self.error = error
        raised = f"{type(error).__name__}: {error}"  # the plugin's own words, for its author
        super().__init__(
            _words(
                "error.plugin_raised",
                "plugin {plugin} raised in {hook}: {raised}",
                plugin=plugin,
                hook=hook,
                raised=raised,
            )
        )

    def __reduce__(self) -> tuple[Any, ...]:
        """As :class:`PicklableError`; a plugin's own error that cannot be pickled travels as its text."""
        try:
            pickle.dumps(self.error)
        except Exception:  # anything a third party's exception may raise while it is pickled
            state = {**self.__dict__, "error": Exception(f"{type(self.error).__name__}: {self.error}")}
            return (_unpickled, (type(self), self.args, state))
        return super().__reduce__()


class HookTimeoutError(PluginError):
    """A plugin's hook ran longer than the hook limit without returning (``--hook-limit``).

    :param plugin: the plugin whose implementation was running, as registered (its label).
    :param hook: the hook it was answering.
    :param limit: the limit it passed, in seconds.
    """

    def __init__(self, plugin: str, hook: str, limit: float) -> None:
        self.plugin = plugin
        self.hook = hook
        self.limit = limit
        self.error = TimeoutError(limit)  # the seconds it passed
        FloorcallError.__init__(
            self,
            _words(
                "error.hook_limit",
                "plugin {plugin} gave no answer to {hook} within the hook limit of {limit} s",
                plugin=plugin,
                hook=hook,
                limit=f"{limit:g}",
            ),
        )


class PluginAnswerError(PluginError, InvalidEventError):
    """A plugin answered, but the hand cannot carry the answer out.

    For example a remedy naming a seat not dealt in, a first seat to act that holds no live hand, or a ruling with
    a value its format does not allow. It is a :class:`PluginError` (it names the plugin and the hook) and an
    :class:`InvalidEventError` (the event that led to the question is rejected; the hand is left exactly as it was).
    """


class NoRulingError(FloorcallError):
    """No plugin in force answered a ruling or procedure hook.

    :param subject: what was asked about (an irregularity, or the name of a procedure question).
    :param consulted: the names of the plugins that were asked, in the order they were asked.
    """

    def __init__(self, subject: object, consulted: Sequence[str]) -> None:
        self.subject = subject
        self.consulted = tuple(consulted)
        what = _in_words(subject)
        if self.consulted:
            names = ", ".join(self.consulted)
            message = _words(
                "error.no_ruling", "no plugin rules on {what}; plugins consulted: {names}", what=what, names=names
            )
        else:
            message = _words(
                "error.no_ruling.none_consulted", "no plugin rules on {what}; plugins consulted: none", what=what
            )
        super().__init__(message)


class NothingToRuleOnError(NoRulingError):
    """A situation none of whose events is irregular, and in which the engine detected nothing while applying them."""

    def __init__(self) -> None:
        self.subject, self.consulted = None, ()
        FloorcallError.__init__(
            self,
            _words(
                "error.no_ruling.situation",
                "no plugin rules on the situation's events: none is irregular, and the engine detected nothing",
            ),
        )


def _words(id: str, text: str, /, **params: str | int) -> Message:
    """A message of the core's domain (``floorcall.i18n.CORE``, which sits above these errors, so it is named here)."""
    from floorcall.model.messages import Message

    return Message(domain="floorcall", id=id, text=text, params=dict(params))


def _in_words(subject: object) -> str:
    """An irregularity as ``downcard_exposed (seat 3, card 2c, street third)``; anything else as its text."""
    if not isinstance(subject, msgspec.Struct):
        return str(subject)
    fields = []
    for key, value in msgspec.to_builtins(subject).items():
        if key != "kind" and value is not None:
            shown = str(value).lower() if isinstance(value, bool) else value
            fields.append(f"{key.replace('_', ' ')} {shown}")
    tag = subject.__struct_config__.tag or type(subject).__name__
    return f"{tag} ({', '.join(fields)})" if fields else str(tag)
