"""The gettext catalogs of the core and the plugins, kept with Babel: extract, update, compile, report.

``python tools/catalogs.py update``   extract every domain's messages into ``locale/<domain>.pot`` and merge them
                                      into ``locale/{es,it}/LC_MESSAGES/<domain>.po`` (translations kept);
``python tools/catalogs.py compile``  compile the ``.po`` files beside themselves (an editable install; a wheel
                                      gets them from the build hook in setup.py);
``python tools/catalogs.py stats``    the count of message ids and the share translated per language.

Messages are found by Babel's Python extractor (the keywords ``msg:1c,2``, ``nmsg:1c,2,3`` and ``words:1c,2``: the
first argument is the id, kept as the gettext context), plus the descriptions of options, games and rulebooks
(``description=`` of ``OptionSpec``, ``RulebookSpec`` and the game builders, context ``option.<name>``,
``rulebook.<name>``, ``game.<name>``), the titles and summaries of the rules a plugin describes (the ``[[rule]]``
tables of the ``rules.toml`` files in its package, or literal ``RuleSummary(id=..., title=..., summary=...)`` calls;
contexts ``rule.<ID>.title`` and ``rule.<ID>.summary``) and, for the core, the names shown for identifiers
(streets, ruling kinds, remedies, irregularities, decision choices, the names of types), the server's word tables
(the HTTP API's ``api.<key>`` and ``reportable.<kind>``, the floor console's ``console.<key>``) and the words of the
standard library's argparse that a person reads (``usage:``, ``options``, its errors), which argparse looks up
through gettext by their English text, without a context.
"""

from __future__ import annotations

import ast
import io
import re
import sys
import typing
import warnings
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from floorcall.rulekit.summaries import parse_summaries

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = ("es", "it")
_ID_LINE = re.compile(r"^\s*id\s*=\s*[\"']([^\"']+)[\"']")
KEYWORDS = {
    "msg": ((1, "c"), 2),
    "nmsg": ((1, "c"), 2, 3),
    "words": ((1, "c"), 2),
    "nwords": ((1, "c"), 2, 3),
    "_words": ((1, "c"), 2),  # floorcall.errors' messages, in the core's domain
    "invalid": ((1, "c"), 2),  # a reader's reasons (floorcall.errors.invalid), in the core's domain
    "ninvalid": ((1, "c"), 2, 3),
    "refused": ((1, "c"), 2),  # the engine's InvalidEventError reasons (floorcall.errors.refused)
    "because": ((1, "c"), 2),  # a report check's failure, a plugin's load error (floorcall.errors.because)
    "nrefused": ((1, "c"), 2, 3),
    "nbecause": ((1, "c"), 2, 3),
    "problem": ((1, "c"), 2),  # a tournament record's problems (floorcall._tournament.problems)
    "nproblem": ((1, "c"), 2, 3),
    "within": ((1, "c"), 2),  # the sentence a record's problem sits in (Problem.within)
}
DESCRIBED = {
    "OptionSpec": "option",
    "RulebookSpec": "rulebook",
    "board_game": "game",
    "stud_game": "game",
    "draw_game": "game",
    "Game": "game",
}


def domains() -> dict[str, Path]:
    """Every domain and its package folder: the core's, each plugin package's, and the sample house plugin's."""
    found = {"floorcall": ROOT / "core" / "floorcall"}
    for package in sorted((ROOT / "plugins").iterdir()):
        if (package / "messages.py").exists():
            found[package.name] = package
    found["acme_floor"] = ROOT / "examples" / "house-plugin" / "src" / "acme_floor"
    return found


def _descriptions(folder: Path) -> Iterator[tuple[str, str, str, int]]:
    """``(context, text, file, line)`` for every literal ``description=`` of an option, rulebook or game."""
    for path in sorted(folder.glob("**/*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            kind = DESCRIBED.get(ast.unparse(node.func).split(".")[-1])
            if kind is None:
                continue
            words = {k.arg: k.value for k in node.keywords}
            name = words.get("name") or (node.args[0] if node.args else None)
            text = words.get("description")
            if isinstance(name, ast.Constant) and isinstance(text, ast.Constant) and text.value:
                yield f"{kind}.{name.value}", text.value, str(path.relative_to(ROOT)), node.lineno


def _rule_summaries(folder: Path) -> Iterator[tuple[str, str, str, int]]:
    """``(context, text, file, line)`` for the title and summary of every rule the folder's plugin describes.

    Read from the ``rules.toml`` files below the folder (the line of each rule's ``id``), and from every
    ``RuleSummary(...)`` call in its code whose three fields are literals. A summary built otherwise is not found (it
    shows in English in every language).
    """
    for path in sorted(folder.glob("**/rules.toml")):
        yield from _toml_rules(path)
    for path in sorted(folder.glob("**/*.py")):
        tree = ast.parse(path.read_text(), str(path))
        where = str(path.relative_to(ROOT))
        for node in ast.walk(tree):
            for rule_id, title, summary, line in _literal_rules(node):
                yield f"rule.{rule_id}.title", title, where, line
                yield f"rule.{rule_id}.summary", summary, where, line


def _toml_rules(path: Path) -> Iterator[tuple[str, str, str, int]]:
    """The contexts and texts of a ``rules.toml`` file's ``[[rule]]`` tables, each at the line of its ``id``.

    The file is read as strictly as the plugin reads it (:func:`floorcall.rulekit.summaries.parse_summaries`), so a
    malformed one stops the extraction with the same message.
    """
    text = path.read_text(encoding="utf-8")
    where = str(path.relative_to(ROOT))
    lines: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        found = _ID_LINE.match(line)
        if found is not None:
            lines.setdefault(found[1], number)
    for summary in parse_summaries(text, where):
        line = lines.get(summary.id, 1)
        yield f"rule.{summary.id}.title", summary.title, where, line
        yield f"rule.{summary.id}.summary", summary.summary, where, line


def _literal_rules(node: ast.AST) -> Iterator[tuple[str, str, str, int]]:
    """The ``(id, title, summary, line)`` of a literal ``RuleSummary(id=..., title=..., summary=...)`` call."""
    if isinstance(node, ast.Call) and ast.unparse(node.func).split(".")[-1] == "RuleSummary":
        fields = {k.arg: k.value for k in node.keywords}
        values = [fields.get(name) for name in ("id", "title", "summary")]
        if all(isinstance(v, ast.Constant) and isinstance(v.value, str) for v in values):
            rule_id, title, summary = (typing.cast(ast.Constant, v).value for v in values)
            yield rule_id, title, summary, node.lineno


def _choices() -> Iterator[str]:
    """The names of the decision choices the built-in plugins and the rule kit offer (``Option(name="redeal")``)."""
    paths = [*(ROOT / "plugins").glob("**/*.py"), *(ROOT / "core" / "floorcall" / "rulekit").glob("*.py")]
    for path in sorted(paths):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and ast.unparse(node.func).split(".")[-1] == "Option":
                for k in node.keywords:
                    if k.arg == "name" and isinstance(k.value, ast.Constant):
                        yield k.value.value


def _core_names(catalog: Catalog) -> None:
    """The names the core shows for identifiers: streets, ruling kinds, remedies, irregularities, choices."""
    try:
        import floorcall  # noqa: F401  (installed: the checkout's own copy is not put first)
    except ImportError:  # run from a checkout without an install
        sys.path[:0] = [str(ROOT / "core")]
    from floorcall.i18n import english_name
    from floorcall.model.irregularities import AnyIrregularity
    from floorcall.model.messages import STREET_NAMES
    from floorcall.model.remedies import AnyRemedy
    from floorcall.model.rulings import RulingKind

    for value, english in STREET_NAMES.items():
        catalog.add(english, context=f"street.{value}")
    from floorcall.model.messages import ZONE_OF_SEAT, ZONE_WORDS

    for zone, english in ZONE_WORDS.items():
        catalog.add(english, context=f"zone.{zone}")
    catalog.add(ZONE_OF_SEAT, context="zone.of_seat")
    for kind in RulingKind:
        catalog.add(kind.value, context=f"kind.{kind.value}")
    for family, union in (("remedy", AnyRemedy), ("irregularity", AnyIrregularity)):
        for struct in typing.get_args(union):
            tag = struct.__struct_config__.tag
            catalog.add(english_name(family, tag), context=f"{family}.{tag}")
    for name in sorted(set(_choices())):
        catalog.add(name, context=f"choice.{name}")
    from floorcall._app.answer_text import ANSWER_KEYS, EXPECTATIONS, WAGER_NAMES
    from floorcall.model.messages import STREET_NAMES as streets

    for key in ANSWER_KEYS:
        catalog.add(key.replace("_", " "), context=f"answer.{key}")
    for wager in WAGER_NAMES:
        catalog.add(wager, context=f"wager.{wager}")
    for expectation in EXPECTATIONS:
        catalog.add(expectation, context=f"expect.{expectation}")
    for value in streets:
        catalog.add(value, context=f"street_label.{value}")
    _command_line_words(catalog)
    for context, text in _serve_tables():
        catalog.add(text, context=context)


def _command_line_words(catalog: Catalog) -> None:
    """The words of argparse (no context: argparse asks gettext for them as they are) and the names of types."""
    from floorcall._app.cli_language import ARGPARSE_WORDS
    from floorcall._app.wording import TYPE_WORDS

    for words in ARGPARSE_WORDS:
        flags = ("python-format",) if "%" in (words if isinstance(words, str) else words[0]) else ()
        catalog.add(words, flags=flags)
    for name, english in TYPE_WORDS.items():
        catalog.add(english, context=f"type.{name}")
    for kind in ("house", "rulebook", "game", "core"):  # the kinds of plugin ``floorcall plugins`` lists
        catalog.add(kind, context=f"plugin_kind.{kind}")


#: The HTTP API's, the console's and the report checks' English tables (module, table name, context prefix);
#: ``lang`` is no text.
SERVE_TABLES = (
    ("_engine/claim_reasons.py", "REASONS", "claim"),
    ("_app/serve/messages.py", "MESSAGES", "api"),
    ("_app/serve/messages.py", "REPORTABLE", "reportable"),
    ("_app/serve/console.py", "MESSAGES", "console"),
    ("_app/serve/logbook_words.py", "WORDS", "console"),
    ("_app/serve/tournament_pages.py", "WORDS", "tournament"),
    ("_app/serve/lookup_words.py", "LOOKUP", "console"),
)


def _serve_tables() -> Iterator[tuple[str, str | tuple[str, str]]]:
    """``(context, text)`` of every entry of the server's word tables, read from the source (no Litestar needed).

    A text that depends on a count (a report check's ``(singular, plural, count)``) is ``(singular, plural)``.
    """
    for module, name, prefix in SERVE_TABLES:
        tree = ast.parse((ROOT / "core" / "floorcall" / module).read_text())
        for node in tree.body:
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
                assert node.value is not None
                table: dict[str, str | tuple[str, str, str]] = ast.literal_eval(node.value)
                for key, text in table.items():
                    if key != "lang":
                        yield f"{prefix}.{key}", text if isinstance(text, str) else (text[0], text[1])


def _searched(dirpath: str) -> bool:
    """Whether Babel looks in a folder: the private packages (``_engine``, ``_app``...) too, not caches or dot-folders.

    Babel's default skips every folder whose name starts with ``_`` or ``.``.
    """
    name = Path(dirpath).name
    return not name.startswith(".") and name != "__pycache__"


def template(domain: str, folder: Path) -> Catalog:
    """The domain's messages, as Babel extracts them, with the descriptions (and the core's names)."""
    catalog = Catalog(domain=domain, project="floorcall", version="0.1.0", charset="utf-8")
    warnings.filterwarnings("ignore", message="Skipping f-string")  # f-strings outside msg() are not messages
    found = extract_from_dir(folder, keywords=KEYWORDS, comment_tags=(), directory_filter=_searched)
    for path, line, message, _comments, context in found:
        catalog.add(message, locations=[(str(folder.relative_to(ROOT) / path), line)], context=context)
    for context, text, path, line in (*_descriptions(folder), *_rule_summaries(folder)):
        catalog.add(text, locations=[(path, line)], context=context)
    if domain == "floorcall":
        _core_names(catalog)
    return catalog


def po_path(folder: Path, domain: str, language: str) -> Path:
    """Where the domain's catalog in ``language`` lives."""
    return folder / "locale" / language / "LC_MESSAGES" / f"{domain}.po"


def update() -> None:
    """Write each domain's template and merge it into its es and it catalogs (translations kept, none guessed)."""
    for domain, folder in domains().items():
        pot = template(domain, folder)
        (folder / "locale").mkdir(exist_ok=True)
        _write_if_changed(folder / "locale" / f"{domain}.pot", pot, omit_header=True)
        for language in LANGUAGES:
            path = po_path(folder, domain, language)
            if path.exists():
                with path.open("rb") as handle:
                    catalog = read_po(handle, locale=language, domain=domain)
            else:
                catalog = Catalog(locale=language, domain=domain, project="floorcall", charset="utf-8")
            # the two plural forms card rooms use (one, other), not CLDR's extra "many" for round millions
            catalog._num_plurals, catalog._plural_expr = 2, "(n != 1)"
            catalog.update(pot, no_fuzzy_matching=True)
            catalog.obsolete.clear()
            path.parent.mkdir(parents=True, exist_ok=True)
            _write_if_changed(path, catalog, include_previous=False)


def _write_if_changed(path: Path, catalog: Catalog, **options: bool) -> None:
    """Write ``catalog`` to ``path`` unless only its creation date would change.

    Entries are sorted and carry no line numbers, so a catalog changes only where its messages do and two branches
    that add different messages merge cleanly.
    """
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=120, sort_output=True, include_lineno=False, **options)
    text = buffer.getvalue()
    if path.exists() and _undated(path.read_bytes()) == _undated(text):
        return
    path.write_bytes(text)


def _undated(text: bytes) -> bytes:
    return b"\n".join(line for line in text.split(b"\n") if not line.startswith(b'"POT-Creation-Date:'))


def compile_all() -> None:
    """Compile every catalog beside its ``.po`` (what the build hook does for an editable install)."""
    for domain, folder in domains().items():
        for language in LANGUAGES:
            path = po_path(folder, domain, language)
            with path.open("rb") as handle:
                catalog = read_po(handle, locale=language, domain=domain)
            with path.with_suffix(".mo").open("wb") as handle:
                write_mo(handle, catalog, use_fuzzy=False)


def stats() -> dict[str, tuple[int, dict[str, int]]]:
    """Per domain: the number of message ids and how many are translated in each language."""
    out = {}
    for domain, folder in domains().items():
        counts = {}
        total = 0
        for language in LANGUAGES:
            with po_path(folder, domain, language).open("rb") as handle:
                catalog = read_po(handle, locale=language, domain=domain)
            messages = [m for m in catalog if m.id]
            total = len(messages)
            counts[language] = sum(
                1
                for m in messages
                if m.string and not m.fuzzy and all(m.string if isinstance(m.string, tuple) else [m.string])
            )
        out[domain] = (total, counts)
    return out


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "stats":
        grand = 0
        done = dict.fromkeys(LANGUAGES, 0)
        for domain, (total, counts) in stats().items():
            grand += total
            for language in LANGUAGES:
                done[language] += counts[language]
            print(domain, total, counts)
        print("total", grand, {k: f"{v}/{grand}" for k, v in done.items()})
    else:
        sys.exit(__doc__)
