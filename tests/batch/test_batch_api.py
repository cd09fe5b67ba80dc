"""floorcall._app.batch: results in order over any executor, batches sent again, workers killed mid-run, early stops."""

import multiprocessing
import os
import signal
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

import floorcall._app.batch_pool
import floorcall._app.batch_work
from floorcall._app.batch import BatchError, replay_many, simulate_many
from floorcall._app.dask_cluster import QUIET_SCHEDULER
from floorcall._app.replay import phh_files
from floorcall._app.running import _config
from floorcall._plugins import discover
from floorcall.i18n import translator
from tests.support.scale import require_distributed


def _no_children_left(within=10.0):
    """True once every worker process has exited (a killed pool's workers are reaped a moment after it closes)."""
    deadline = time.monotonic() + within
    while multiprocessing.active_children():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


@pytest.fixture(scope="module")
def real_files(shared_dir):
    files = [str(path) for path in phh_files([shared_dir / "data" / "phh"])]
    assert len(files) == 83
    return files


@pytest.fixture(scope="module")
def serial(real_files):
    outcomes = list(replay_many(real_files, jobs=1))
    assert {o.status for o in outcomes} == {"matched"}
    return outcomes


def _failing_on(monkeypatch, path, times):
    """replay_files raises for the batch holding ``path``, the first ``times`` times it is asked."""
    real = floorcall._app.batch_work.replay_files
    calls = []

    def flaky(paths, selection, rake=None):
        if path in paths and len(calls) < times:
            calls.append(paths)
            raise RuntimeError("worker lost its disk")
        return real(paths, selection, rake)

    monkeypatch.setattr(floorcall._app.batch_work, "replay_files", flaky)
    return calls


def test_a_failed_batch_is_sent_again_and_nothing_is_lost_or_doubled(real_files, serial, monkeypatch):
    calls = _failing_on(monkeypatch, real_files[40], times=2)
    told = []
    with ThreadPoolExecutor(2) as executor:
        got = list(replay_many(real_files, executor=executor, jobs=2, batch_size=7, on_retry=told.append))
    assert got == serial
    assert len(calls) == 2
    assert len(told) == 2 and all("batch 6 (7 hands, " in str(notice) for notice in told)
    assert "RuntimeError: worker lost its disk" in str(told[0])
    assert translator("es").error(told[0]).startswith("lote 6 (7 manos, ")
    assert translator("it").error(told[0]).endswith("RuntimeError: worker lost its disk); viene inviato di nuovo")


def test_a_batch_that_always_fails_stops_the_run_naming_it(real_files, monkeypatch):
    _failing_on(monkeypatch, real_files[40], times=99)
    with ThreadPoolExecutor(2) as executor, pytest.raises(BatchError) as caught:
        list(replay_many(real_files, executor=executor, jobs=2, batch_size=7))
    message = str(caught.value)
    assert message.startswith(f"batch 6 (7 hands, {real_files[35]} to {real_files[41]}) failed 3 times")
    assert message.endswith("RuntimeError: worker lost its disk")


def _kill_a_worker_after_the_first(outcomes):
    got = [next(outcomes)]
    workers = multiprocessing.active_children()
    assert workers, "the pool's worker processes"
    os.kill(workers[0].pid, signal.SIGKILL)
    got.extend(outcomes)
    return got


def test_a_worker_killed_mid_run_the_batch_is_run_again(real_files, serial):
    told = []
    outcomes = replay_many(real_files, jobs=2, batch_size=1, on_retry=told.append)
    assert _kill_a_worker_after_the_first(outcomes) == serial
    assert told and "BrokenProcessPool" in str(told[0])
    assert _no_children_left()


def test_a_worker_of_the_callers_pool_killed_is_a_clear_error(real_files):
    with ProcessPoolExecutor(2) as executor, pytest.raises(BatchError, match=r"^batch \d+ \(1 hand, .*pool broke"):
        _kill_a_worker_after_the_first(replay_many(real_files, executor=executor, jobs=2, batch_size=1))


def test_stopping_early_stops_the_workers(real_files):
    outcomes = replay_many(real_files, jobs=2, batch_size=1)
    next(outcomes)
    assert multiprocessing.active_children()
    outcomes.close()
    assert _no_children_left()


def test_simulated_tables_are_the_same_on_threads_processes_and_in_process():
    """Tables of 8 hands in chunks of 3 (3, 3, 2): each chunk goes on from the state the last one left."""
    config = _config(None)
    serial = list(simulate_many(config, 3, 8, seed=2, jobs=1))
    assert [(h.table, h.hand) for h in serial] == [(t, h) for t in (1, 2, 3) for h in range(1, 9)]
    with ThreadPoolExecutor(2) as executor:
        assert list(simulate_many(config, 3, 8, seed=2, executor=executor, jobs=2, chunk_hands=3)) == serial
    assert list(simulate_many(config, 3, 8, seed=2, jobs=2, chunk_hands=3)) == serial
    assert list(simulate_many(config, 3, 8, seed=2, jobs=2)) == serial
    with pytest.raises(ValueError, match="parts are text, json or phh"):
        next(simulate_many(config, 1, 1, seed=2, parts=("yaml",)))


def _render_failing(monkeypatch, table, hand, times):
    real = floorcall._app.batch_work.render_hand
    failures = []

    def flaky(record, at_table, parts, labelled, lang=None):
        if (at_table, record.number) == (table, hand) and len(failures) < times:
            failures.append(hand)
            raise MemoryError("the worker ran out of memory")
        return real(record, at_table, parts, labelled, lang)

    monkeypatch.setattr(floorcall._app.batch_work, "render_hand", flaky)


def test_a_failed_chunk_of_a_table_is_played_again_from_the_same_state(monkeypatch):
    config = _config(None)
    serial = list(simulate_many(config, 3, 10, seed=4, jobs=1))
    _render_failing(monkeypatch, table=2, hand=6, times=2)
    told = []
    with ThreadPoolExecutor(2) as executor:
        got = list(simulate_many(config, 3, 10, seed=4, executor=executor, jobs=2, chunk_hands=4, on_retry=told.append))
    assert got == serial
    assert [str(notice) for notice in told] == [
        "table 2, hands 5 to 8 failed (MemoryError: the worker ran out of memory); sending it again"
    ] * 2


def test_a_chunk_that_always_fails_stops_the_run_naming_its_table_and_hands(monkeypatch):
    _render_failing(monkeypatch, table=3, hand=9, times=99)
    with ThreadPoolExecutor(2) as executor, pytest.raises(BatchError) as caught:
        list(simulate_many(_config(None), 3, 10, seed=4, executor=executor, jobs=2, chunk_hands=4))
    assert str(caught.value) == "table 3, hands 9 to 10 failed 3 times: MemoryError: the worker ran out of memory"
    assert translator("es").error(caught.value) == (
        "mesa 3, manos de 9 a 10 falló 3 veces: MemoryError: the worker ran out of memory"
    )


def test_a_worker_killed_mid_simulation_its_chunk_is_played_again():
    config = _config(None)
    serial = list(simulate_many(config, 3, 30, seed=6, jobs=1))
    told = []
    played = simulate_many(config, 3, 30, seed=6, jobs=2, chunk_hands=3, on_retry=told.append)
    assert _kill_a_worker_after_the_first(played) == serial
    assert told and "BrokenProcessPool" in str(told[0]) and str(told[0]).startswith("table ")
    assert _no_children_left()


def test_a_dask_worker_killed_mid_run_the_cluster_runs_its_tasks_again(real_files, serial):
    distributed = require_distributed()
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, scheduler_kwargs=QUIET_SCHEDULER
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        pids = client.run(os.getpid)
        outcomes = replay_many(real_files, executor=client.get_executor(pure=False), jobs=2, batch_size=1)
        got = [next(outcomes)]
        killed = next(iter(pids.values()))
        os.kill(killed, signal.SIGKILL)
        got.extend(outcomes)
        assert killed not in client.run(os.getpid).values()  # the nanny started a new worker in its place
    assert got == serial
    assert discover()  # the parent's plugins are untouched


@pytest.fixture
def forked_workers(monkeypatch):
    """Workers forked from this process, so that they carry the test's monkeypatches."""
    monkeypatch.setattr(floorcall._app.batch_pool, "_start_method", lambda: multiprocessing.get_context("fork"))


def _dies_on(monkeypatch, name, matches):
    real = getattr(floorcall._app.batch_work, name)

    def deadly(*args):
        if matches(*args):
            os._exit(1)  # the worker process dies at once, like a kill or the out-of-memory killer
        return real(*args)

    monkeypatch.setattr(floorcall._app.batch_work, name, deadly)


def test_a_replay_batch_that_kills_its_worker_every_time_is_the_one_named(real_files, monkeypatch, forked_workers):
    _dies_on(monkeypatch, "replay_files", lambda paths, selection, rake=None: real_files[50] in paths)
    with pytest.raises(BatchError) as caught:
        list(replay_many(real_files, jobs=2, batch_size=5))
    assert str(caught.value).startswith(f"batch 11 (5 hands, {real_files[50]} to {real_files[54]}) failed 3 times")
    assert _no_children_left()


def test_a_table_chunk_that_kills_its_worker_every_time_is_the_one_named(monkeypatch, forked_workers):
    _dies_on(
        monkeypatch, "render_hand", lambda record, table, parts, labelled, lang=None: (table, record.number) == (2, 6)
    )
    with pytest.raises(BatchError) as caught:
        list(simulate_many(_config(None), 3, 10, seed=4, jobs=2, chunk_hands=4))
    assert str(caught.value).startswith("table 2, hands 5 to 8 failed 3 times: BrokenProcessPool")
    assert _no_children_left()
