"""The tournament routes: made from a config, the floor's actions as the rules order them, the wall clock, undo.

Each test runs a real 14-player, three-table event (``tournament_support.CONFIG``) through the HTTP API, on the
test's own SQLite store, with the server's wall clock standing still until the test moves it.
"""

from __future__ import annotations

import pytest

from tests.serve.tournament_support import CONFIG, WallClock, counts, seating

API = "/api/v1/tournaments"


@pytest.fixture
def clock():
    return WallClock()


@pytest.fixture
def floor(make_client, clock):
    client = make_client()
    client.app.state["tournaments"].now = clock
    return client


def _make(client, **body):
    answer = client.post(API, json={"config": CONFIG, "seed": 7, **body})
    assert answer.status_code == 201, answer.text
    return answer.json()


def _act(client, state, path, **body):
    answer = client.post(f"{API}/{state['id']}/{path}", json={**body, "seq": state["seq"]})
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_the_opening_draw_seats_every_player_once_with_a_full_stack(floor):
    state = _make(floor)
    seated = seating(state)
    assert sorted(seated) == [f"P{n:02d}" for n in range(1, 15)]
    assert len({(table, seat) for table, seat, _ in seated.values()}) == 14
    assert {chips for _, _, chips in seated.values()} == {1010}
    assert sum(counts(state)) == 14 and len(state["tables"]) == 3  # 14 players need three six-seat tables
    assert max(counts(state)) <= 6
    assert state["prize_pool"] == 14 * 50 and state["payouts"] == [420, 280]
    assert state["clock"]["players_left"] == 14 and state["clock"]["average_stack"] == 1010
    assert floor.get(API).json() == [
        {"id": state["id"], "name": "Tuesday 14", "created": state["created"], "seq": 0, "players_left": 14}
    ]


def test_named_players_draw_seats_and_a_name_given_twice_is_refused(floor):
    names = ["Ann", "Bea", "Cal", "Dee", "Eli", "Fay", "Gus"]
    state = _make(floor, players=names)
    assert sorted(seating(state)) == names and len(state["tables"]) == 2  # seven players: two six-seat tables
    twice = floor.post(API, json={"config": CONFIG, "players": ["Ann", "Bea", "Ann"]})
    assert twice.status_code == 422 and twice.json()["error"]["path"] == "players"


def _planned_then_made(client, state):
    """Balance; check every pending move shown before was made as shown. Returns the balanced state."""
    planned = state["pending_moves"]
    balanced = _act(client, state, "balance")
    after = seating(balanced)
    assert [after[m["entry"]][:2] for m in planned] == [(m["to_table"], m["to_seat"]) for m in planned]
    assert balanced["pending_moves"] == [] and balanced["busts"] == []
    assert max(counts(balanced)) - min(counts(balanced)) <= 1
    return balanced


def test_the_pending_moves_are_the_moves_the_balancing_point_makes(floor):
    state = _planned_then_made(floor, _make(floor))  # the opening draw, balanced
    short = min(state["tables"], key=lambda t: (len(t["players"]), t["table"]))
    state = _act(floor, state, "bust", entry=short["players"][0]["entry"])  # 13 left: 5, 5 and 3
    assert state["busts"] == [short["players"][0]["entry"]]
    (move,) = state["pending_moves"]
    fullest = max(len(t["players"]) for t in state["tables"])
    # the player comes from the highest-numbered fullest table (the config's move-from) to the short table
    assert move["from_table"] == max(t["table"] for t in state["tables"] if len(t["players"]) == fullest)
    assert move["to_table"] == short["table"]
    state = _planned_then_made(floor, state)
    assert [(p["place"], p["prize"]) for p in state["places"]] == [(14, 0)]
    # one more out: twelve players fit at two tables, so the highest-numbered table breaks
    state = _act(floor, state, "bust", entry=state["tables"][0]["players"][0]["entry"])
    assert {m["from_table"] for m in state["pending_moves"]} == {3}
    state = _planned_then_made(floor, state)
    assert [t["table"] for t in state["tables"]] == [1, 2] and counts(state) == [6, 6]


def test_a_bust_with_a_winner_moves_his_chips_and_keeps_the_chips_in_play(floor):
    state = _make(floor)
    table = state["tables"][0]["players"]
    loser, winner = table[0]["entry"], table[1]["entry"]
    busted = _act(floor, state, "bust", entry=loser, winner=winner)
    assert seating(busted)[winner][2] == 2020 and loser not in seating(busted)
    assert busted["chips_in_play"] == state["chips_in_play"]
    elsewhere = state["tables"][1]["players"][0]["entry"]
    refused = floor.post(f"{API}/{state['id']}/bust", json={"entry": winner, "winner": elsewhere, "seq": busted["seq"]})
    assert refused.status_code == 422 and refused.json()["error"]["path"] == "entry"
    assert floor.get(f"{API}/{state['id']}").json()["seq"] == busted["seq"]  # nothing was stored


def test_a_move_takes_the_player_and_his_chips_to_an_open_seat_only(floor):
    state = _make(floor)
    short = min(state["tables"], key=lambda t: len(t["players"]))
    open_seat = min(set(range(1, 7)) - {p["seat"] for p in short["players"]})
    mover = next(t for t in state["tables"] if t["table"] != short["table"])["players"][0]["entry"]
    moved = _act(floor, state, "move", entry=mover, table=short["table"], seat=open_seat)
    assert seating(moved)[mover] == (short["table"], open_seat, 1010)
    taken = short["players"][0]["seat"]
    answer = floor.post(
        f"{API}/{state['id']}/move", json={"entry": mover, "table": short["table"], "seat": taken, "seq": moved["seq"]}
    )
    assert answer.status_code == 422 and answer.json()["error"]["path"] == "entry"


def test_undo_puts_back_a_mistaken_bust_or_move_and_nothing_else(floor):
    state = _make(floor)
    entry = state["tables"][0]["players"][0]["entry"]
    busted = _act(floor, state, "bust", entry=entry)
    undone = _act(floor, busted, "undo")
    assert seating(undone) == seating(state) and undone["busts"] == []
    assert undone["seq"] == 2 and [a["undone_by"] for a in undone["actions"]] == [2]
    balanced = _act(floor, undone, "balance")
    refused = floor.post(f"{API}/{state['id']}/undo", json={"seq": balanced["seq"]})
    assert refused.status_code == 422 and refused.json()["error"]["path"] == "seq"


def test_an_action_made_at_an_old_seq_is_refused_with_the_current_one(floor):
    state = _make(floor)
    _act(floor, state, "balance")
    stale = floor.post(f"{API}/{state['id']}/balance", json={"seq": 0})
    assert stale.status_code == 409 and stale.json()["seq"] == 1 and stale.json()["error"]["path"] == "seq"


def test_the_clock_runs_by_the_wall_clock_through_its_break_and_colour_up(floor, clock):
    state = _make(floor)
    assert state["clock"]["started"] is False and state["clock"]["seconds_left"] == 1200
    clock.wait(minutes=30)  # a clock not started does not run
    state = _act(floor, state, "clock", clock="start")
    clock.wait(minutes=12)
    running = floor.get(f"{API}/{state['id']}/clock").json()
    assert running["seconds_left"] == pytest.approx(480) and running["next_break_in"] == pytest.approx(480)
    assert running["next"]["big_blind_ante"] == 100
    clock.wait(minutes=9)  # one minute into the break: the 25s are raced off every stack
    on_break = floor.get(f"{API}/{state['id']}").json()
    assert on_break["clock"]["on_break"] and on_break["clock"]["colour_up"] == 25
    assert on_break["clock"]["seconds_left"] == pytest.approx(240)
    assert all(chips % 100 == 0 for _, _, chips in seating(on_break).values())
    clock.wait(minutes=4)
    assert floor.get(f"{API}/{state['id']}/clock").json()["level"] == 2  # the break is over on time


def test_a_paused_clock_stands_still_and_time_can_be_added_or_taken(floor, clock):
    state = _make(floor)
    state = _act(floor, state, "clock", clock="start")
    clock.wait(minutes=5)
    state = _act(floor, state, "clock", clock="pause")
    clock.wait(minutes=50)
    assert floor.get(f"{API}/{state['id']}/clock").json()["seconds_left"] == pytest.approx(900)
    state = _act(floor, state, "clock", clock="add", minutes=2)
    assert state["clock"]["seconds_left"] == pytest.approx(1020) and state["clock"]["paused"]
    again = floor.post(f"{API}/{state['id']}/clock", json={"clock": "pause", "seq": state["seq"]})
    assert again.status_code == 422 and again.json()["error"]["path"] == "clock"
    state = _act(floor, state, "clock", clock="resume")
    clock.wait(minutes=1)
    assert floor.get(f"{API}/{state['id']}/clock").json()["seconds_left"] == pytest.approx(960)
    started = floor.post(f"{API}/{state['id']}/clock", json={"clock": "start", "seq": state["seq"]})
    assert started.status_code == 422


def test_a_restarted_server_rebuilds_the_tournament_and_its_clock_from_the_store(make_client, tmp_path, clock):
    db = tmp_path / "kept.sqlite3"
    first = make_client(db=db)
    first.app.state["tournaments"].now = clock
    state = _make(first)
    state = _act(first, state, "clock", clock="start")
    state = _act(first, state, "bust", entry=state["tables"][0]["players"][0]["entry"])
    state = _act(first, state, "balance")
    clock.wait(minutes=21)
    before = first.get(f"{API}/{state['id']}").json()
    second = make_client(db=db)
    second.app.state["tournaments"].now = clock
    after = second.get(f"{API}/{state['id']}").json()
    assert after == before and after["clock"]["on_break"]


def test_an_action_on_a_levels_boundary_stays_there_across_a_restart(make_client, tmp_path, clock):
    db = tmp_path / "kept.sqlite3"
    first = make_client(db=db)
    floor = first.app.state["tournaments"]
    floor.now = clock
    state = _make(first)
    state = _act(first, state, "clock", clock="start")
    for _ in range(1000):  # the clock read every 1.2 seconds: exactly the level's 20 minutes
        clock.wait(seconds=1.2)
        floor.get(state["id"])
    state = _act(first, state, "bust", entry=state["tables"][0]["players"][0]["entry"])
    assert state["clock"]["on_break"] and state["clock"]["seconds_left"] == 300
    second = make_client(db=db)
    second.app.state["tournaments"].now = clock
    assert second.get(f"{API}/{state['id']}").json() == state  # rebuilt: the break began before the bust


def test_a_config_without_a_tournament_table_or_with_a_bad_key_is_refused(floor):
    cash = CONFIG.split("[tournament]")[0] + CONFIG.split("payouts = [60, 40]\nchip-set = [5, 25, 100]\n")[1]
    answer = floor.post(API, json={"config": cash})
    assert answer.status_code == 422 and answer.json()["error"]["path"] == "config"
    typo = floor.post(API, json={"config": CONFIG.replace("buy-in", "buyin")})
    assert typo.status_code == 422 and "buyin" in typo.json()["error"]["reason"]
    assert floor.post(API, json={"config": CONFIG, "sed": 1}).status_code == 400
    assert floor.get(f"{API}/0123456789ab").status_code == 404


def test_the_clock_reads_without_the_token_and_the_rest_wants_it(make_client):
    client = make_client(token="t0ken")
    made = client.post(API, json={"config": CONFIG}, headers={"Authorization": "Bearer t0ken"}).json()
    assert client.get(f"{API}/{made['id']}/clock").status_code == 200
    assert client.get(f"{API}/{made['id']}").status_code == 401
    refused = client.post(f"{API}/{made['id']}/clock", json={"clock": "start", "seq": 0})
    assert refused.status_code == 401


def test_the_pages_are_served_in_the_language_asked(floor):
    state = _make(floor)
    view = floor.get(f"/tournaments/{state['id']}?lang=es")
    assert view.status_code == 200 and view.headers["content-language"] == "es"
    assert '<html lang="es">' in view.text and "Reloj de TV" in view.text
    tv = floor.get(f"/tournaments/{state['id']}/clock?lang=it")
    assert tv.status_code == 200 and 'role="timer"' in tv.text and "Giocatori rimasti" in tv.text


def test_tda_2024_r24a_the_floor_colours_up_between_hands_and_a_chip_raced_off_cannot_be_again(
    make_client, tmp_path, clock
):
    db = tmp_path / "kept.sqlite3"
    first = make_client(db=db)
    first.app.state["tournaments"].now = clock
    state = _make(first)
    chips = sum(c for _, _, c in seating(state).values())
    state = _act(first, state, "colour-up", chip=5)
    assert all(c % 25 == 0 for _, _, c in seating(state).values())  # each stack's 10 in 5s raced off
    assert [a["action"] for a in state["actions"]][-1] == "colour-up"
    record = first.app.state["tournaments"].get(state["id"]).tournament.record
    races = [e for e in record if type(e).__name__ == "Raced"]
    assert len(races) == len(state["tables"]) and {e.citations for e in races} == {("TDA2024-24A", "TDA2024-24C")}
    left = sum(c for _, _, c in seating(state).values())
    assert chips - left == sum(e.remainder for e in races)  # chips conserved but the races' recorded remainders
    assert abs(chips - left) < 25 * len(races)  # under one new chip a table, either way
    again = first.post(f"{API}/{state['id']}/colour-up", json={"chip": 5, "seq": state["seq"]})
    assert again.status_code == 422 and again.json()["error"]["path"] == "chip"
    assert "out of play already" in again.json()["error"]["reason"]
    largest = first.post(f"{API}/{state['id']}/colour-up", json={"chip": 100, "seq": state["seq"]})
    assert largest.status_code == 422 and "[5, 25, 100]" in largest.json()["error"]["reason"]
    second = make_client(db=db)  # the race is kept across a restart
    second.app.state["tournaments"].now = clock
    assert seating(second.get(f"{API}/{state['id']}").json()) == seating(state)
    page = first.get(f"/tournaments/{state['id']}?lang=it").text  # the floor's page offers it, in its language
    assert 'id="colour-form"' in page and "Fare il color-up ora" in page
