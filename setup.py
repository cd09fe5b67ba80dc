"""The build hooks: compile the gettext catalogs, and the hand engine with mypyc where a C compiler works.

Everything else about the package is in pyproject.toml.

- Catalogs: the ``.po`` files (``locale/<lang>/LC_MESSAGES/*.po``) are the committed source; their ``.mo`` files are
  built into the wheel (and, for an editable install, beside the ``.po`` files in the checkout), so that the standard
  library's gettext finds them at run time.
- The compiled engine: a wheel (``pip install .``) compiles the hot modules of the hand engine (:data:`COMPILED`)
  with mypyc when a C compiler that can build Python extensions works here, and is the same code as pure Python
  otherwise. ``FLOORCALL_PURE=1`` asks for pure Python; ``FLOORCALL_COMPILE=1`` demands the compiled build (an error
  when no compiler works), editable installs included. An editable install (``pip install -e .``) is pure Python
  unless asked: a compiled module there would be a ``.so`` beside its source, run instead of the source being edited.
  When the compiled build is chosen, a mypyc or compiler failure fails the build: it never falls back quietly.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from setuptools import setup
from setuptools.command.build_py import build_py

ROOTS = ("core", "plugins")

#: The modules mypyc compiles: the hand, its parts and its transitions, betting, the card tracker, seats, the draw,
#: the simulator, and the openers (procedure/openers.py: the first seat to act, asked on every street); the event check
#: at the hand's boundary (validation.py), the bet sizes (bet_sizing.py), the pots' arithmetic (pot_split.py), the
#: replay seeds (seeding.py), the simulator's random draws (random_draws.py), and the replay's loop over a history's
#: actions and the events each action makes (replay_actions.py, replay_events.py); the floor's typed calls and the
#: hook calls under them (floor.py, hookcalls.py, steady.py), the showdown's award (procedure/awards.py), the
#: evaluators the bench games meet (ranking: card totals, packing, the five-card table, high hands, stud boards,
#: deuce-to-seven), the deferred remedies, and the replay's start of a hand, its checks and its file reader.
#: Modules that define msgspec Structs or threading.local subclasses (mypyc would build them wrong), hook
#: implementations, or classes plugins extend or receive (the hand view) stay Python; tests/core/test_build.py checks.
COMPILED = (
    "core/floorcall/_engine/phase.py",
    "core/floorcall/_engine/handstate.py",
    "core/floorcall/_engine/cursor.py",
    "core/floorcall/_engine/chips.py",
    "core/floorcall/_engine/desk.py",
    "core/floorcall/_engine/showdown_record.py",
    "core/floorcall/_engine/wagers.py",
    "core/floorcall/_engine/next_deal.py",
    "core/floorcall/_engine/draw_round.py",
    "core/floorcall/_engine/placing.py",
    "core/floorcall/_engine/betting_turns.py",
    "core/floorcall/_engine/settlement.py",
    "core/floorcall/_engine/streets.py",
    "core/floorcall/_engine/draw_flow.py",
    "core/floorcall/_engine/rulings.py",
    "core/floorcall/_engine/hand.py",
    "core/floorcall/_engine/dealing.py",
    "core/floorcall/_engine/drawing.py",
    "core/floorcall/_engine/draw_repairs.py",
    "core/floorcall/_engine/wagering.py",
    "core/floorcall/_engine/showdown.py",
    "core/floorcall/_mechanics/bet_sizing.py",
    "core/floorcall/_mechanics/pot_split.py",
    "core/floorcall/_mechanics/betting.py",
    "core/floorcall/_mechanics/betting_legality.py",
    "core/floorcall/_mechanics/betting_opening.py",
    "core/floorcall/_engine/deck.py",
    "core/floorcall/_mechanics/seats.py",
    "core/floorcall/_mechanics/seeding.py",
    "core/floorcall/_mechanics/random_draws.py",
    "core/floorcall/_engine/validation.py",
    "core/floorcall/_app/simulate.py",
    "core/floorcall/_app/replay_actions.py",
    "core/floorcall/_app/replay_events.py",
    "core/floorcall/procedure/openers.py",
    "core/floorcall/_plugins/steady.py",
    "core/floorcall/_plugins/hookcalls.py",
    "core/floorcall/_plugins/floor.py",
    "core/floorcall/procedure/awards.py",
    "core/floorcall/ranking/_cards.py",
    "core/floorcall/ranking/values.py",
    "core/floorcall/ranking/_tables.py",
    "core/floorcall/ranking/high.py",
    "core/floorcall/ranking/boards.py",
    "core/floorcall/ranking/deuce_seven.py",
    "core/floorcall/_engine/remedying.py",
    "core/floorcall/_app/replay_start.py",
    "core/floorcall/_app/replay_checks.py",
    "core/floorcall/_app/phh/codec.py",
)

#: setup.py commands that build the package (``egg_info``, ``dist_info`` and ``sdist`` only describe it).
_BUILDING = {"bdist_wheel", "build", "build_ext", "install", "editable_wheel", "develop"}


def compile_catalogs(source: Path, target: Path) -> list[Path]:
    """Compile every ``.po`` under ``source`` to the same place under ``target``; return the files written."""
    written = []
    for po in sorted(source.glob("**/locale/*/LC_MESSAGES/*.po")):
        mo = target / po.relative_to(source).with_suffix(".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as handle:
            catalog = read_po(handle)
        with mo.open("wb") as handle:
            write_mo(handle, catalog, use_fuzzy=False)
        written.append(mo)
    return written


class BuildWithCatalogs(build_py):
    """``build_py`` that also compiles the gettext catalogs."""

    def run(self) -> None:
        """Build the modules, then the catalogs: into the build folder, or the checkout for an editable install."""
        super().run()
        for root in ROOTS:
            source = Path(root)
            target = source if self.editable_mode else Path(self.build_lib)
            compile_catalogs(source, target)


def _flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in {"1", "true", "yes", "on"}


def compiler_problem() -> str | None:
    """Why no C compiler can build a Python extension here (it compiles a file that includes Python.h), or None."""
    from distutils.ccompiler import new_compiler  # setuptools' own copy (setuptools is imported above)
    from distutils.errors import CCompilerError, DistutilsError
    from distutils.sysconfig import customize_compiler, get_python_inc

    compiler = new_compiler()
    customize_compiler(compiler)
    with tempfile.TemporaryDirectory() as folder:
        probe = Path(folder) / "probe.c"
        probe.write_text("#include <Python.h>\nint floorcall_probe(void) { return 0; }\n")
        try:
            compiler.compile([str(probe)], output_dir=folder, include_dirs=[get_python_inc()])
        except (CCompilerError, DistutilsError, OSError) as exc:
            return f"{type(exc).__name__}: {exc}"
    return None


def build_compiled() -> bool:
    """Whether this build compiles the engine (see the module docstring); raises SystemExit when it must but cannot."""
    if not _BUILDING.intersection(sys.argv[1:]):
        return False
    forced = _flag("FLOORCALL_COMPILE")
    if _flag("FLOORCALL_PURE"):
        if forced:
            raise SystemExit("floorcall: FLOORCALL_PURE=1 and FLOORCALL_COMPILE=1 contradict each other")
        print("floorcall: FLOORCALL_PURE=1, building the pure-Python engine", file=sys.stderr)
        return False
    if "editable_wheel" in sys.argv[1:] and not forced:
        return False  # pure unless asked (FLOORCALL_COMPILE=1): a .so would shadow the source being edited
    problem = compiler_problem()
    if problem is not None:
        if forced:
            raise SystemExit(f"floorcall: FLOORCALL_COMPILE=1 but no C compiler can build an extension: {problem}")
        print(f"floorcall: no working C compiler ({problem}); building the pure-Python engine", file=sys.stderr)
        return False
    return True


def ext_modules() -> list[object]:
    """The mypyc extension modules, or none for the pure-Python build."""
    if not build_compiled():
        return []
    from mypyc.build import mypycify

    print(f"floorcall: compiling {len(COMPILED)} engine modules with mypyc", file=sys.stderr)
    return list(mypycify(list(COMPILED), opt_level="3", debug_level="0", group_name="floorcall_engine"))


setup(cmdclass={"build_py": BuildWithCatalogs}, ext_modules=ext_modules())
