"""replay --jobs/--dask and run --tables/--jobs/--dask: the same stdout and files for every route."""

import json
import sys

import pytest

from floorcall._app.batch import table_seed
from floorcall._app.cli import main
from floorcall._app.dask_cluster import QUIET_SCHEDULER
from tests.support.scale import mixed_folder, pokerkit_hands, require_distributed

ROUTES = [["--jobs", "1"], ["--jobs", "2"], ["--dask", "local", "--jobs", "2"]]


def _stdout(argv, capsys, route):
    if "--dask" in route:
        require_distributed()
    code = main([*argv, *route])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured.out


@pytest.fixture(scope="module")
def generated(shared_dir, tmp_path_factory):
    return pokerkit_hands(shared_dir, tmp_path_factory.mktemp("pokerkit-hands"), count=30, seed=977)


@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_replay_of_the_real_hands_is_the_same_for_every_route(shared_dir, capsys, as_json):
    argv = ["replay", str(shared_dir / "data" / "phh"), *(["--json"] if as_json else [])]
    results = {tuple(route): _stdout(argv, capsys, route) for route in ROUTES}
    serial = results[("--jobs", "1")]
    assert serial[0] == 0
    assert serial[1].splitlines()[-1].startswith("83 replayed, 83 matched") or as_json
    assert all(result == serial for result in results.values()), results.keys()
    if as_json:
        assert len(serial[1].splitlines()) == 84


def test_replay_of_pokerkit_hands_is_the_same_for_every_route(generated, capsys):
    results = [_stdout(["replay", "--json", str(generated)], capsys, route) for route in ROUTES]
    files = len(list(generated.rglob("*.phh")))
    assert files >= 90
    assert json.loads(results[0][1].splitlines()[-1])["matched"] == files
    assert results[1] == results[0] and results[2] == results[0]


def test_bad_files_in_a_batch_are_reported_as_serially(shared_dir, tmp_path, capsys):
    folder = mixed_folder(tmp_path, shared_dir / "data" / "phh")
    text = [_stdout(["replay", str(folder)], capsys, route) for route in ROUTES]
    data = [_stdout(["replay", "--json", str(folder)], capsys, route) for route in ROUTES]
    assert text[1] == text[0] and text[2] == text[0]
    assert data[1] == data[0] and data[2] == data[0]
    code, out = text[0]
    assert code == 1
    lines = out.splitlines()
    assert lines[-1] == "32 replayed, 31 matched, 0 played, 1 failed, 4 invalid, 1 skipped"
    assert f"FAILED {folder / '07-fails.phh'}: action 3: " in out
    assert f"INVALID {folder / '11-not-toml.phh'}: not valid TOML" in out
    assert f"INVALID {folder / '13-unreadable.phh'}: is a folder, not a hand history file" in out
    assert f"INVALID {folder / '17-latin1.phh'}: not UTF-8 text" in out
    assert f"INVALID {folder / '23-truncated.phh'}: " in out
    assert f"SKIPPED {folder / '19-skipped.phh'}: variant KZ is not installed" in out
    # the problems come in the order of the files
    assert [line.split()[1].rsplit("/", 1)[-1][:2] for line in lines[:-1]] == ["07", "11", "13", "17", "19", "23"]


@pytest.mark.parametrize("form", [[], ["--json"]], ids=["text", "json"])
def test_a_four_table_run_of_the_default_mix_is_the_same_for_every_route(tmp_path, capsys, form):
    results = []
    for number, route in enumerate(ROUTES):
        folder = tmp_path / f"out-{number}"
        argv = ["run", "--tables", "4", "--hands", "12", "--seed", "5", "--out", str(folder), *form]
        code, out = _stdout(argv, capsys, route)
        files = {path.name: path.read_bytes() for path in sorted(folder.iterdir())}
        results.append((code, out, files))
    assert results[1] == results[0] and results[2] == results[0]
    code, out, files = results[0]
    assert code == 0
    assert sorted(files) == [f"table-{t:04d}-hand-{h:04d}.phh" for t in range(1, 5) for h in range(1, 13)]
    if form:
        hands = [json.loads(line) for line in out.splitlines()]
        assert [(h["table"], h["hand"]) for h in hands] == [(t, h) for t in range(1, 5) for h in range(1, 13)]
    else:
        headings = [line for line in out.splitlines() if line.startswith("table ")]
        assert headings == [f"table {t} (seed {table_seed(5, t)})" for t in range(1, 5)]


def test_one_table_is_the_plain_run_and_table_t_plays_its_documented_seed(tmp_path, capsys):
    run = ["run", "--hands", "12", "--seed", "5", "--json"]
    plain_code, plain = _stdout([*run, "--out", str(tmp_path / "a")], capsys, [])
    one = _stdout([*run, "--tables", "1", "--out", str(tmp_path / "b")], capsys, ["--jobs", "2"])
    assert one == (plain_code, plain)
    assert {p.name: p.read_bytes() for p in (tmp_path / "a").iterdir()} == {
        p.name: p.read_bytes() for p in (tmp_path / "b").iterdir()
    }
    _, four = _stdout(["run", "--hands", "12", "--seed", "5", "--json", "--tables", "3"], capsys, ["--jobs", "2"])
    by_table = {}
    for line in four.splitlines():
        hand = json.loads(line)
        by_table.setdefault(hand.pop("table"), []).append(hand)
    assert by_table[1] == [json.loads(line) for line in plain.splitlines()]
    _, second = _stdout(["run", "--hands", "12", "--seed", str(table_seed(5, 2)), "--json"], capsys, [])
    assert by_table[2] == [json.loads(line) for line in second.splitlines()]
    assert by_table[2] != by_table[1]


@pytest.mark.parametrize("argv", [["replay", ".", "--jobs", "-1"], ["run", "--tables", "0"]])
def test_scale_options_reject_unusable_values(argv):
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2


def test_replay_on_a_running_scheduler_and_from_urls(shared_dir, capsys):
    """--dask ADDRESS reaches a scheduler that is already running; its workers read file:// URLs through fsspec."""
    distributed = require_distributed()
    folder = shared_dir / "data" / "phh"
    _, serial = _stdout(["replay", str(folder)], capsys, [])
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, scheduler_kwargs=QUIET_SCHEDULER
    ) as cluster:
        code, out = _stdout(["replay", str(folder)], capsys, ["--dask", cluster.scheduler_address])
        assert (code, out) == (0, serial)
        code, out = _stdout(["replay", "--json", folder.as_uri()], capsys, ["--dask", cluster.scheduler_address])
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and lines[-1]["matched"] == 83
    assert all(line["path"].startswith("file:///") for line in lines[:-1])


def test_dask_without_the_extra_is_a_clear_error(shared_dir, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # what an environment without the extra gives
    assert main(["replay", str(shared_dir / "data" / "phh"), "--dask", "local"]) == 2
    assert capsys.readouterr().err == 'floorcall replay: --dask needs the dask extra: pip install "floorcall[dask]"\n'


def test_dask_local_starts_quietly_when_port_8787_is_taken(shared_dir, capsys):
    """Another cluster on the machine holds Dask's usual port: --dask local still starts, with no warning."""
    import socket

    require_distributed()
    holder = socket.socket()
    try:
        holder.bind(("127.0.0.1", 8787))
        holder.listen()
    except OSError:
        pass  # someone else holds it already, which is the case under test
    try:
        code, out = _stdout(["replay", str(shared_dir / "data" / "phh")], capsys, ["--dask", "local", "--jobs", "1"])
    finally:
        holder.close()
    assert code == 0 and out.splitlines()[-1].startswith("83 replayed, 83 matched")


def test_the_event_loop_reports_of_our_own_cancelled_batches_are_dropped_and_its_other_errors_kept():
    """Ctrl-C cancels the pending batches; the Dask client's loop must not print their tracebacks, but a real error."""
    import logging

    require_distributed()
    from distributed.client import FutureCancelledError

    from floorcall._app.dask_cluster import ignore_cancelled_futures

    def record(error):
        return logging.makeLogRecord({"msg": "Exception in callback", "exc_info": (type(error), error, None)})

    assert not ignore_cancelled_futures(record(FutureCancelledError("simulate_table-1", None)))
    assert ignore_cancelled_futures(record(OSError("the scheduler went away")))
    assert ignore_cancelled_futures(logging.makeLogRecord({"msg": "a plain line"}))
