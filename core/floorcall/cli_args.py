"""Argument types of the ``floorcall`` command line, each failing with a message in the user's words.

argparse reports a ``type=`` function's :class:`argparse.ArgumentTypeError` as ``argument --hands: <message>``;
any other exception it reports with the function's Python name (``invalid _positive value``), so every function here
raises only :class:`argparse.ArgumentTypeError`.
"""

from __future__ import annotations

import argparse

__all__ = ["jobs", "port", "positive_count", "rate", "seed"]


def _whole_number(text: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None


def positive_count(text: str) -> int:
    """A count of at least 1 (``--hands``).

    :raises argparse.ArgumentTypeError: not a whole number, or below 1.
    """
    value = _whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def jobs(text: str) -> int:
    """A number of worker processes: 0 for every core, or more (``--jobs``).

    :raises argparse.ArgumentTypeError: not a whole number, or below 0.
    """
    value = _whole_number(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 (every core) or more, not {value}")
    return value


def port(text: str) -> int:
    """A TCP port, 1 to 65535 (``serve --port``).

    :raises argparse.ArgumentTypeError: not a whole number, or outside 1..65535.
    """
    value = _whole_number(text)
    if not 0 < value < 65536:
        raise argparse.ArgumentTypeError(f"a port is 1 to 65535, not {value}")
    return value


def seed(text: str) -> int:
    """A random seed: any whole number (``--seed``).

    :raises argparse.ArgumentTypeError: not a whole number.
    """
    return _whole_number(text)


def rate(text: str) -> float:
    """An injection rate per hand, from 0 to 1 (``--irregularities``).

    :raises argparse.ArgumentTypeError: not a number, or outside 0..1 (``nan`` included).
    """
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number from 0 to 1, not {text!r}") from None
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"a rate is a number from 0 to 1, not {text}")
    return value
