"""What is wrong with an option's value, as a message a reader gets in his own language.

Every entrance that takes option values (a config's ``[house] options``, a rulebook's or a house plugin's defaults,
``POST /hands``, a situation or hand history) asks :func:`option_problem`, so the same value is refused for the same
reason, worded the same, wherever it comes from.
"""

from __future__ import annotations

from collections.abc import Mapping

from floorcall.errors import because
from floorcall.model.messages import Message
from floorcall.model.procedure import OptionSpec

__all__ = ["option_problem"]


def option_problem(
    specs: Mapping[str, OptionSpec], name: str, value: object, owners: Mapping[str, str] | None = None
) -> Message | None:
    """What is wrong with an option value, or None when it is valid.

    :param specs: the options in force by name (:func:`floorcall._plugins.option_specs`).
    :param name: the option's name (kebab-case).
    :param value: its value, as a config or a plugin gives it.
    :param owners: the plugin declaring each option (:func:`floorcall._plugins.option_owners`), named in a message
        about a value outside the bounds (``?`` for an option it does not list).
    :returns: an unknown name (listing the options in force), a string outside the choices, a value of the wrong
        type, or a whole number outside the declaration's bounds; None for a value the option takes.
    """
    if name not in specs:
        return because(
            "option.unknown",
            "unknown option {name}; options of the plugins in force: {names}",
            name=repr(name),
            names=", ".join(sorted(specs)) or "—",
        )
    spec = specs[name]
    try:
        spec.check(value)
    except ValueError:
        pass
    else:
        return None
    if spec.choices:
        return because(
            "option.not_a_choice",
            "option {name} must be one of {choices}; got {value}",
            name=repr(name),
            choices=", ".join(spec.choices),
            value=repr(value),
        )
    if type(value) is type(spec.default):
        return _out_of_bounds(spec, value, (owners or {}).get(name, "?"))
    return because(
        "option.wrong_type",
        "option {name} takes {expected_type}, not {value}",
        name=repr(name),
        expected_type=type(spec.default).__name__,
        value=repr(value),
    )


def _out_of_bounds(spec: OptionSpec, value: object, plugin: str) -> Message:
    """A whole-number option's value outside the bounds its declaration gives, naming the declaring plugin."""
    name, shown = repr(spec.name), repr(value)
    if spec.minimum is not None and spec.maximum is not None:
        return because(
            "option.out_of_range",
            "option {name}, declared by {plugin}, takes a whole number from {minimum} to {maximum}; got {value}",
            name=name,
            plugin=plugin,
            minimum=spec.minimum,
            maximum=spec.maximum,
            value=shown,
        )
    if spec.minimum is not None:
        return because(
            "option.below_minimum",
            "option {name}, declared by {plugin}, takes a whole number of at least {minimum}; got {value}",
            name=name,
            plugin=plugin,
            minimum=spec.minimum,
            value=shown,
        )
    return because(
        "option.above_maximum",
        "option {name}, declared by {plugin}, takes a whole number of at most {maximum}; got {value}",
        name=name,
        plugin=plugin,
        maximum=spec.maximum or 0,
        value=shown,
    )
