"""Argument types of the ``floorcall`` command line, each failing with a message in the user's words and language.

argparse reports a ``type=`` function's :class:`argparse.ArgumentTypeError` as ``argument --hands: <message>``;
any other exception it reports with the function's Python name (``invalid _positive value``), so every function here
raises only :class:`argparse.ArgumentTypeError`. Each takes the translator of the command's language (English when
None); the parser binds it (``functools.partial(positive_count, t=t)``).
"""

from __future__ import annotations

import argparse
import math
from decimal import Decimal, InvalidOperation

from floorcall._app.phh.units import RakeModel
from floorcall.i18n import Translator, translator

__all__ = ["hook_limit", "jobs", "port", "positive_count", "rake", "rate", "seed"]


def _whole_number(text: str, t: Translator) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            t.words("cli.arg.not_whole", "expected a whole number, not {text}", text=repr(text))
        ) from None


def positive_count(text: str, t: Translator | None = None) -> int:
    """A count of at least 1 (``--hands``).

    :raises argparse.ArgumentTypeError: not a whole number, or below 1.
    """
    t = t or translator()
    value = _whole_number(text, t)
    if value < 1:
        raise argparse.ArgumentTypeError(t.words("cli.arg.below_one", "must be at least 1, not {value}", value=value))
    return value


def jobs(text: str, t: Translator | None = None) -> int:
    """A number of worker processes: 0 for every core, or more (``--jobs``).

    :raises argparse.ArgumentTypeError: not a whole number, or below 0.
    """
    t = t or translator()
    value = _whole_number(text, t)
    if value < 0:
        raise argparse.ArgumentTypeError(
            t.words("cli.arg.jobs", "must be 0 (every core) or more, not {value}", value=value)
        )
    return value


def port(text: str, t: Translator | None = None) -> int:
    """A TCP port, 1 to 65535 (``serve --port``).

    :raises argparse.ArgumentTypeError: not a whole number, or outside 1..65535.
    """
    t = t or translator()
    value = _whole_number(text, t)
    if not 0 < value < 65536:
        raise argparse.ArgumentTypeError(t.words("cli.arg.port", "a port is 1 to 65535, not {value}", value=text))
    return value


def seed(text: str, t: Translator | None = None) -> int:
    """A random seed: any whole number (``--seed``).

    :raises argparse.ArgumentTypeError: not a whole number.
    """
    return _whole_number(text, t or translator())


def rake(text: str, t: Translator | None = None) -> RakeModel:
    """A house rake for ``replay --rake``: ``PERCENT`` or ``PERCENT:CAP`` (``5:3`` is five percent, at most 3).

    :raises argparse.ArgumentTypeError: not of that form, a percent outside 0..100, or a negative cap.
    """
    t = t or translator()
    percent_text, _, cap_text = text.partition(":")
    try:
        percent = Decimal(percent_text)
        cap = Decimal(cap_text) if cap_text else None
    except InvalidOperation:
        percent, cap = Decimal("NaN"), None
    if not (percent.is_finite() and 0 <= percent <= 100) or (cap is not None and not (cap.is_finite() and cap >= 0)):
        raise argparse.ArgumentTypeError(
            t.words(
                "cli.arg.rake",
                "a rake is PERCENT or PERCENT:CAP (a percent from 0 to 100, a cap of 0 or more), not {text}",
                text=repr(text),
            )
        )
    return RakeModel(percent=percent, cap=cap)


def rate(text: str, t: Translator | None = None) -> float:
    """An injection rate per hand, from 0 to 1 (``--irregularities``).

    :raises argparse.ArgumentTypeError: not a number, or outside 0..1 (``nan`` included).
    """
    t = t or translator()
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            t.words("cli.arg.not_rate", "expected a number from 0 to 1, not {text}", text=repr(text))
        ) from None
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(
            t.words("cli.arg.rate", "a rate is a number from 0 to 1, not {text}", text=text)
        )
    return value


def hook_limit(text: str, t: Translator | None = None) -> float:
    """Seconds a hook call may run, above 0 and finite, or 0 for no limit (``--hook-limit``).

    :raises argparse.ArgumentTypeError: not a number, negative, or not finite.
    """
    t = t or translator()
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not (value >= 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(
            t.words(
                "cli.arg.hook_limit",
                "a hook limit is a number of seconds above 0, or 0 for no limit, not {text}",
                text=repr(text),
            )
        )
    return value
