"""Every exception class of floorcall and its built-in plugins survives a pickle round trip.

A process pool (``run --jobs 2``, ``replay --jobs 2``) sends a worker's exception back pickled; one that cannot be
rebuilt breaks the pool, which then retries and ends in BrokenProcessPool without naming the plugin at fault.
"""

from __future__ import annotations

import importlib
import inspect
import pickle
import pkgutil

import pytest

import floorcall
from floorcall.errors import ConfigError, PluginError
from floorcall.i18n import CORE
from floorcall.model.irregularities import BoxedCardFound

PACKAGES = ("floorcall", "floorcall_draw", "floorcall_flop", "floorcall_rrop", "floorcall_stud", "floorcall_tda2024")
MESSAGE = CORE.msg("config.blind_zero", "blind {number} is 0; every blind is above 0", number=2)
BOXED = BoxedCardFound(count=2)


class _Unpicklable(Exception):
    def __reduce__(self):
        raise TypeError("cannot pickle this one")


#: Arguments that build one instance of each class, by qualified name.
SAMPLES: dict[str, tuple[tuple[object, ...], dict[str, object]]] = {
    "floorcall._app.batch_pool.BatchError": (("batch 1 (2 files, a.phh to b.phh) failed 3 times",), {}),
    "floorcall.errors.CardError": (("'1x' is not a card",), {}),
    "floorcall.errors.ConfigError": ((MESSAGE,), {}),
    "floorcall.errors.FloorcallError": (("plain text",), {}),
    "floorcall.errors.HandHistoryError": (("hand.phh: actions[3]: not an action",), {}),
    "floorcall.errors.InvalidEventError": (("no seat 9",), {}),
    "floorcall.errors.NoRulingError": ((BOXED, ("acme-floor", "tda-2024")), {}),
    "floorcall.errors.OutputError": (("out: cannot write",), {}),
    "floorcall.rulekit.contract.ScopeReadsHand": (("street",), {}),
    "floorcall.errors.PicklableError": (("plain",), {}),
    "floorcall.errors.PluginAnswerError": (("acme-floor[keep]", "floorcall_first_to_act", ValueError("seat 9")), {}),
    "floorcall.errors.PluginError": (("acme-floor[keep]", "floorcall_rule_irregularity", KeyError("x")), {}),
    "floorcall.errors.PluginLoadError": (("acme-floor[keep]", "cannot be imported"), {}),
    "floorcall.ranking._table_files.TableFileError": (("wrong magic",), {}),
    "floorcall._app.replay_failure.ReplayFailure": ((3, MESSAGE), {"places": ("detected boxed_card_found",)}),
    "floorcall.rulekit.book.RuleConflictError": (("tda-2024", BOXED, ("TDA2024-35A.1", "TDA2024-35B")), {}),
    "floorcall._app.serve.errors.ApiError": ((409, "seq", "stale", 4), {}),
    "floorcall._app.serve.store.Conflict": ((7,), {}),
    "floorcall._app.serve.logbook_store.VersionConflict": ((3,), {}),
    "floorcall._app.serve.migrations.NewerStoreError": (("the store is at version 9",), {}),
    "floorcall._app.replay_names.NoHandsError": (("empty.phhs: no hand",), {}),
    "floorcall.errors.InvalidValueError": ((MESSAGE,), {}),
    "floorcall.errors.NothingToRuleOnError": ((), {}),
    "floorcall.errors.HookTimeoutError": (("acme-floor[slow]", "floorcall_on_hand_start", 0.5), {}),
    "floorcall._app.serve.hook_guard.Abandoned": ((), {}),
    "floorcall._tournament.clock.ClockError": (("the clock is running",), {}),
    "floorcall._tournament.seating.SeatingError": (("table 2 seat 4 is taken by P7",), {}),
    "floorcall._tournament.refusals.TournamentError": (("P1 has entered already",), {}),
}


def _exception_classes() -> dict[str, type[BaseException]]:
    found: dict[str, type[BaseException]] = {}
    for package in PACKAGES:
        root = importlib.import_module(package)
        modules = [root] + [
            importlib.import_module(m.name) for m in pkgutil.walk_packages(root.__path__, f"{package}.")
        ]
        for module in modules:
            for value in vars(module).values():
                if inspect.isclass(value) and issubclass(value, BaseException) and value.__module__ == module.__name__:
                    found[f"{value.__module__}.{value.__qualname__}"] = value
    return found


CLASSES = _exception_classes()


def test_every_exception_class_has_a_sample():
    assert floorcall.__name__ == "floorcall"
    assert sorted(CLASSES) == sorted(SAMPLES)


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_an_exception_survives_a_pickle_round_trip(name):
    args, kwargs = SAMPLES[name]
    error = CLASSES[name](*args, **kwargs)
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is type(error)
    assert str(back) == str(error)
    assert back.args == error.args
    mine = {k: v for k, v in vars(error).items() if k != "error"}
    assert {k: v for k, v in vars(back).items() if k != "error"} == mine
    if isinstance(error, PluginError):
        assert back.plugin == error.plugin
        assert repr(back.error) == repr(error.error)
    if isinstance(error, ConfigError):
        assert back.message == MESSAGE


def test_a_plugin_error_whose_cause_cannot_be_pickled_travels_with_its_text():
    error = PluginError("acme-floor[keep]", "floorcall_rule_irregularity", _Unpicklable("bad"))
    back = pickle.loads(pickle.dumps(error))
    assert back.plugin == "acme-floor[keep]"
    assert str(back) == str(error)
    assert str(back.error) == "_Unpicklable: bad"
