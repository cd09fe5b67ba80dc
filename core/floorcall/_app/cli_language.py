"""The language of the ``floorcall`` command line: which one a command asks for, and argparse's own words in it.

The descriptions and option help are the core's messages (``cli.help.*``, :mod:`floorcall._app.cli_parser`). argparse's
own words (``usage:``, ``options:``, ``error:``, "the following arguments are required") it looks up itself through
the standard library's :mod:`gettext` (``gettext.gettext``, in the current text domain); :func:`argparse_language`
points that domain at the core's catalog, which holds them (:data:`ARGPARSE_WORDS`, untranslated ids without a
context), for the language of the command.
"""

from __future__ import annotations

import contextlib
import gettext
import os
from collections.abc import Iterator, Sequence

from floorcall.i18n import CORE, LANGUAGES

__all__ = ["ARGPARSE_WORDS", "ARGPARSE_WORDS_SINCE_3_13", "argparse_language", "requested_language"]

#: argparse's words that Python 3.13 added (3.11 and 3.12 never ask for them).
ARGPARSE_WORDS_SINCE_3_13: tuple[str, ...] = (
    "%(heading)s:",
    " (default: %(default)s)",
    "subcommands",
    "show program's version number and exit",
    "%(prog)s: warning: %(message)s\n",
    "argument '%(argument_name)s' is deprecated",
    "option '%(option)s' is deprecated",
    "command '%(parser_name)s' is deprecated",
)

#: What argparse shows a person (help headings, usage, its errors), as the msgids it asks gettext for; a pair is a
#: singular and its plural. The catalog tool adds them to the core's catalog; a test checks that argparse asks for
#: no other word a person reads.
ARGPARSE_WORDS: tuple[str | tuple[str, str], ...] = (
    "usage: ",
    "positional arguments",
    "options",
    "show this help message and exit",
    "%(prog)s: error: %(message)s\n",
    "argument %(argument_name)s: %(message)s",
    "the following arguments are required: %s",
    "unrecognized arguments: %s",
    "invalid choice: %(value)r (choose from %(choices)s)",
    "invalid %(type)s value: %(value)r",
    "expected one argument",
    "expected at most one argument",
    "expected at least one argument",
    ("expected %s argument", "expected %s arguments"),
    "ambiguous option: %(option)s could match %(matches)s",
    "ignored explicit argument %r",
    "not allowed with argument %s",
    "one of the arguments %s is required",
    "unexpected option string: %s",
    "can't open '%(filename)s': %(error)s",
    *ARGPARSE_WORDS_SINCE_3_13,
)


def requested_language(argv: Sequence[str]) -> str | None:
    """The language a command line asks for with ``--lang X`` or ``--lang=X`` (None when it names none we ship).

    Read before the parser is built, so that the parser's own help and errors are in that language. Given before
    the command name and after it, the last one counts, as it does for the parser.
    """
    found = None
    for index, word in enumerate(argv):
        if word == "--":
            break
        value = argv[index + 1] if word == "--lang" and index + 1 < len(argv) else word.partition("--lang=")[2]
        if value in LANGUAGES:
            found = value
    return found


@contextlib.contextmanager
def argparse_language(language: str) -> Iterator[None]:
    """While inside, argparse's own words come in ``language`` from the core's catalog (the standard gettext way).

    Sets the text domain of :func:`gettext.gettext` to the core's and ``LANGUAGE`` to ``language`` (which gettext
    reads first), and puts both back on leaving.
    """
    domain = gettext.textdomain()
    before = os.environ.get("LANGUAGE")
    gettext.bindtextdomain(CORE.name, str(CORE.locale_dir))
    gettext.textdomain(CORE.name)
    os.environ["LANGUAGE"] = language
    try:
        yield
    finally:
        gettext.textdomain(domain)
        if before is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = before
