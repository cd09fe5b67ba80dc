"""The gettext catalogs: every message of the code is in them, translated to es and it, with the same placeholders.

The messages are extracted again from the code (tools/catalogs.py, Babel) and compared with the committed catalogs,
so a new ``msg(...)`` that was not extracted and translated fails here; the compiled ``.mo`` files the package
ships must match the ``.po`` files.
"""

from __future__ import annotations

import ast
import importlib
import io
import os
from pathlib import Path

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

import floorcall_draw
import floorcall_flop
import floorcall_rrop.messages
import floorcall_stud
import floorcall_tda2024.messages
import floorcall_variants
import floorcall_wsop2024.messages
from floorcall.i18n import CORE, LANGUAGES
from floorcall.model.messages import DOMAINS, placeholders
from tools import catalogs

REPO = Path(__file__).resolve().parents[2]
DOMAIN_FOLDERS = catalogs.domains()
# every built-in domain is declared when its package is imported (the ACME domain by the house plugin's test)
BUILT_IN = {
    CORE.name,
    floorcall_tda2024.messages.MESSAGES.name,
    floorcall_rrop.messages.MESSAGES.name,
    floorcall_stud.MESSAGES.name,
    floorcall_flop.MESSAGES.name,
    floorcall_draw.MESSAGES.name,
    floorcall_variants.MESSAGES.name,
    floorcall_wsop2024.messages.MESSAGES.name,
}
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


def _catalog(domain, language):
    with catalogs.po_path(DOMAIN_FOLDERS[domain], domain, language).open("rb") as handle:
        return read_po(handle, locale=language, domain=domain)


@pytest.fixture(scope="module", params=sorted(DOMAIN_FOLDERS))
def domain(request):
    return request.param


def _keys(catalog):
    return {(m.context, m.id) for m in catalog if m.id}


def test_the_committed_catalogs_hold_exactly_the_messages_of_the_code(domain):
    extracted = _keys(catalogs.template(domain, DOMAIN_FOLDERS[domain]))
    assert extracted, f"{domain} has no messages"
    for language in TRANSLATED:
        committed = _keys(_catalog(domain, language))
        assert extracted - committed == set(), f"{domain}/{language}: not in the catalog (run tools/catalogs.py update)"
        assert committed - extracted == set(), f"{domain}/{language}: no longer in the code"


def test_every_message_is_translated_with_the_same_placeholders(domain):
    for language in TRANSLATED:
        for message in _catalog(domain, language):
            if not message.id:
                continue
            english = message.id if isinstance(message.id, tuple) else (message.id,)
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            where = f"{domain}/{language} {message.context}"
            assert all(text.strip() for text in english), f"{where}: empty English text"
            assert forms and all(text.strip() for text in forms), f"{where}: not translated"
            assert "fuzzy" not in message.flags, f"{where}: fuzzy"
            wanted = placeholders(english[-1]) | placeholders(english[0])
            for text in forms:
                assert placeholders(text) == wanted, f"{where}: placeholders {placeholders(text)} != {wanted}"


def test_each_message_id_names_one_text(domain):
    seen = {}
    for message in catalogs.template(domain, DOMAIN_FOLDERS[domain]):
        if message.id and message.context is not None:  # argparse's words have no id: their text is the key
            assert seen.setdefault(message.context, message.id) == message.id, f"{message.context} has two texts"


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_shipped_mo_files_are_compiled_from_the_committed_po_files(domain, language):
    if domain not in DOMAINS:
        _declare_house_domain()
    shipped = Path(DOMAINS[domain]) / language / "LC_MESSAGES" / f"{domain}.mo"
    assert shipped.exists(), f"{shipped} missing: the build compiles it (tools/catalogs.py compile for a checkout)"
    compiled = io.BytesIO()
    write_mo(compiled, _catalog(domain, language), use_fuzzy=False)
    assert shipped.read_bytes() == compiled.getvalue(), f"{shipped} is stale (rebuild, or tools/catalogs.py compile)"


def _declare_house_domain():
    """Import the sample house plugin (which declares ``acme_floor``); fail under CI when it is not installed."""
    try:
        importlib.import_module("acme_floor.house")
    except ImportError:
        if os.environ.get("CI") == "true":
            pytest.fail("examples/house-plugin is not installed (tox installs it)")
        pytest.skip("examples/house-plugin is not installed (pip install ./examples/house-plugin)")


def test_every_built_in_domain_is_declared():
    assert set(DOMAINS) >= BUILT_IN
    assert set(DOMAIN_FOLDERS) >= BUILT_IN


# -- nothing a person reads escapes the catalogs ----------------------------------------------------------------

#: The rule kit's ruling shapes and where their explanation goes (positional index).
SHAPES = {"carry_on": 2, "refused": 1, "choice": 2, "dead_hand": 2, "ruling": 3, "misdeal": None, "_redeal": 2}
#: The core's modules that write text for people: every sentence in them goes through the translator. The command
#: line's modules are here too: its help, its argument errors, its bad-input errors (config, PHH file and field),
#: the replay's reasons and the plugins listing.
RENDERING = [
    "_app/render.py",
    "_app/answer_text.py",
    "_app/report.py",
    "_app/cli.py",
    "_app/cli_parser.py",
    "_app/cli_commands.py",
    "_app/cli_language.py",
    "_app/cli_args.py",
    "_app/output.py",
    "_app/replaying.py",
    "_app/replay.py",
    "_app/replay_events.py",
    "_app/replay_extension.py",
    "_app/config.py",
    "_app/config_checks.py",
    "_app/hand_folder.py",
    "errors.py",
    "_app/phh/codec.py",
    "_app/phh/actions.py",
    "_app/phh/model.py",
    "_app/situation.py",
]
MARKERS = {
    "msg",
    "nmsg",
    "words",
    "nwords",
    "_words",
    "invalid",
    "ninvalid",
    "name",
    "street",
    "street_label",
    "description",
}
#: Calls whose text arguments are patterns or data, not words for people (a regular expression, a prefix looked for
#: in msgspec's English, a JSON schema description).
DATA_CALLS = {"compile", "startswith", "removeprefix", "removesuffix", "rpartition", "Meta"}
#: Names whose value is a table of texts a tool extracts into the catalog (argparse's own words).
EXTRACTED = {"ARGPARSE_WORDS", "ARGPARSE_WORDS_SINCE_3_13"}


def _plain_text(node):
    """Whether an expression is text written in place (a literal with a space, an f-string or a sum of them)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and " " in node.value.strip()
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _plain_text(node.left) or _plain_text(node.right)
    if isinstance(node, ast.IfExp):
        return _plain_text(node.body) or _plain_text(node.orelse)
    return False


def _built_in_plugin_files():
    return sorted((REPO / "plugins").glob("**/*.py"))


def test_the_built_in_plugins_explain_every_ruling_with_a_message():
    offenders = []
    for path in _built_in_plugin_files():
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call):
                continue
            name = ast.unparse(node.func).split(".")[-1]
            args = list(node.args) if name in SHAPES else []
            texts = [*args, *(k.value for k in node.keywords if k.arg == "explanation")]
            offenders += [f"{path.relative_to(REPO)}:{t.lineno}" for t in texts if _plain_text(t)]
            if name == "Ruling" and any(k.arg == "explanation" for k in node.keywords):
                offenders.append(f"{path.relative_to(REPO)}:{node.lineno} (Ruling(explanation=...))")
    assert offenders == [], "plain-text explanations (use msg/nmsg from the plugin's messages module)"


def _sentence(text):
    """Words for people: at least two words, one of them a real word (identifiers like ``"seat"`` are not)."""
    words = text.split()
    return len(words) >= 2 and any(word.strip(".,:;()").isalpha() and len(word) > 1 for word in words)


def _unmarked(path):
    tree = ast.parse(path.read_text())
    marked = set()
    for node in ast.walk(tree):
        called = ast.unparse(node.func).split(".")[-1] if isinstance(node, ast.Call) else None
        if called in MARKERS or called in DATA_CALLS:
            arguments = [*node.args, *(k.value for k in node.keywords)] if called in DATA_CALLS else node.args
            marked.update(id(n) for arg in arguments for n in ast.walk(arg))
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in EXTRACTED for t in targets) and node.value is not None:
                marked.update(id(n) for n in ast.walk(node.value))
        if isinstance(node, ast.FunctionDef | ast.ClassDef | ast.Module) and ast.get_docstring(node) is not None:
            marked.add(id(node.body[0].value))  # type: ignore[attr-defined]
    return [
        f"{path.name}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and _sentence(node.value)
        and id(node) not in marked
    ]


#: Texts that are data, not words for people, or English that only a programmer reads (``str()`` of an error whose
#: reader sees it translated, through its message or the filename it carries).
NOT_PROSE = {
    "_app/report.py": {"default ("},  # an option's source is a value of ``plugins --json`` as well
    "_app/cli.py": {"floorcall (version unknown: not installed)"},  # --version from a checkout never installed
    "_app/replaying.py": {
        "floorcall replay: ",
        ": no such file or folder",
    },  # the command's name; str() of a missing path
    "_app/replay.py": {  # str() of a missing path (the command line shows its filename); the PHH fields of the stakes
        ": no such file or folder",
        "antes, blinds_or_straddles, bring_in, small_bet, big_bet",
    },
    "_app/config.py": {
        "a level needs small-bet (fixed limit), min-bet or blinds",  # a ValueError's English, shown as a message
        "{ hands = N }",  # a value a config may give, listed as a choice
    },
    "_app/phh/codec.py": {"unreachable: an action failed to parse once but not twice"},  # an assertion
    "_app/phh/actions.py": {"d dh p", "d db ", " sm -"},  # PHH notation, written by format_action
    "errors.py": {" raised in ", " - at `"},  # a plugin's exception, for its author; the English str() of a key
}


@pytest.mark.parametrize("module", RENDERING)
def test_every_sentence_the_core_shows_is_marked_for_translation(module):
    found = _unmarked(REPO / "core" / "floorcall" / module)
    allowed = NOT_PROSE.get(module, set())
    assert [f for f in found if f.split(": ", 1)[1].strip("'") not in allowed] == []


def test_the_unmarked_check_catches_a_new_english_string(tmp_path):
    source = tmp_path / "shown.py"
    source.write_text('def shown(t):\n    """Doc."""\n    return t.words("x.ok", "marked text") + "new words"\n')
    assert _unmarked(source) == ["shown.py:3: 'new words'"]


def test_the_unmarked_check_catches_a_new_error_or_help_text_of_the_command_line(tmp_path):
    source = tmp_path / "cli_like.py"
    source.write_text(
        "import re\n"
        "PATTERN = re.compile(r'^Expected `int`, got (.+)$')\n"
        "def add(parser, t, source):\n"
        "    parser.add_argument('--x', help=t.words('cli.help.x', 'marked help'))\n"
        "    parser.add_argument('--y', help='new help text')\n"
        "    raise ConfigError(f'{source}: bad value here')\n"
    )
    assert _unmarked(source) == ["cli_like.py:5: 'new help text'", "cli_like.py:6: ': bad value here'"]


def test_the_readme_gives_the_count_of_message_ids_and_the_shares():
    readme = (REPO / "README.md").read_text()
    stats = catalogs.stats()
    total = sum(count for count, _ in stats.values())
    assert f"| all | {total} | 100% | 100% | 100% |" in readme
    for domain in ("floorcall", "floorcall_tda2024", "floorcall_rrop", "acme_floor"):
        count, translated = stats[domain]
        assert translated == dict.fromkeys(TRANSLATED, count), domain
        assert f"`{domain}`" in readme and f"| {count} | 100%" in readme, domain


#: The rules each book describes at the least (a rules.toml that lost entries fails), and the titles that read the
#: same in every language (a game's name).
SUMMARIES_AT_LEAST = {"floorcall_tda2024": 110, "floorcall_rrop": 85, "floorcall_wsop2024": 35}
TITLES_AS_IN_ENGLISH = frozenset({"WSOP24T-RAZZ"})


@pytest.mark.parametrize("package", [floorcall_tda2024, floorcall_rrop, floorcall_wsop2024])
def test_every_rule_summary_of_the_books_has_spanish_and_italian(package):
    from floorcall.i18n import translator

    summaries = package.plugin.summaries
    assert len(summaries) >= SUMMARIES_AT_LEAST[package.__name__]
    domain = package.__name__
    for language in TRANSLATED:
        po = _catalog(domain, language)
        for summary in summaries:
            for part in ("title", "summary"):
                entry = po.get(getattr(summary, part), context=f"rule.{summary.id}.{part}")
                assert entry is not None and entry.string, (language, summary.id, part)
            shown = translator(language).rule_summary(summary, domain)
            assert shown.id == summary.id and shown.summary != summary.summary, (language, summary.id)
            assert (shown.title != summary.title) != (summary.id in TITLES_AS_IN_ENGLISH), (language, summary.id)
