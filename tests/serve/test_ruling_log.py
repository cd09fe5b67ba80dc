"""The ruling log through the API: what a ruling is logged with, amending and voiding (every version kept), the
filters, paging and CSV of the day's list, the sheet, paging of ``GET /hands``, and the store's migrations."""

from __future__ import annotations

import csv
import io
import sqlite3
from contextlib import closing
from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from floorcall._app.serve.logbook import CSV_COLUMNS
from floorcall._app.serve.migrations import MIGRATIONS, NewerStoreError, store_version
from floorcall._app.serve.store import Store
from tests.serve.support import seats

TIMED_STUD = """
[event]
name = "Thursday stud, day 2"
kind = "tournament"
rulebook = "rrop"
time-zone = "Europe/Madrid"

[rotation]
games = ["stud"]

[[levels]]
minutes = 60
stud = { ante = 25, bring-in = 25, small-bet = 100, big-bet = 200 }
"""


def _start(client, table="Table 7", **more):
    body = {"game": "stud", "seats": seats(1000, 1000, 1000), "table_name": table, **more}
    answer = client.post("/api/v1/hands", json=body)
    assert answer.status_code == 201, answer.text
    return answer.json()


def _expose_first_card(client, hand, notes=None):
    """Deal the hand's first card face up: an exposed downcard on third street, which gets a ruling."""
    body = {"seq": hand["seq"], "event": {"kind": "card_dealt", "seat": 1, "card": "As", "face_up": True}}
    if notes is not None:
        body["ruling_notes"] = notes
    answer = client.post(f"/api/v1/hands/{hand['id']}/events", json=body)
    assert answer.status_code == 200, answer.text
    assert answer.json()["ruling"] is not None
    (logged,) = answer.json()["logged"]
    return logged


def _ruling(client, ruling_id):
    answer = client.get(f"/api/v1/rulings/{ruling_id}")
    assert answer.status_code == 200, answer.text
    return answer.json()


@pytest.fixture
def timed(make_client, tmp_path):
    config = tmp_path / "timed.toml"
    config.write_text(TIMED_STUD, encoding="utf-8")
    return make_client(str(config))


def test_a_ruling_is_logged_with_where_when_and_who(timed):
    hand = _start(timed)
    assert (hand["event_name"], hand["table_name"]) == ("Thursday stud, day 2", "Table 7")
    notes = {"floor_person": "Marta", "note": "dealer flipped it", "penalties": [{"seat": 1, "kind": "warning"}]}
    entry = _ruling(timed, _expose_first_card(timed, hand, notes))
    assert entry["event_name"] == "Thursday stud, day 2" and entry["table_name"] == "Table 7"
    assert (entry["hand"], entry["seq"], entry["version"], entry["status"]) == (hand["id"], 1, 1, "given")
    assert entry["irregularity"]["kind"] == "downcard_exposed" and entry["rulebook"] == "rrop"
    assert (
        entry["citations"]
        and entry["citations"] == timed.get(f"/api/v1/hands/{hand['id']}").json()["rulings"][0]["citations"]
    )
    assert entry["floor_person"] == "Marta" and entry["note"] == "dealer flipped it"
    assert entry["penalties"] == [{"seat": 1, "kind": "warning"}]
    assert entry["players"] == [{"seat": 1, "name": ""}]  # the seat the irregularity names
    given = datetime.fromisoformat(entry["given_at"])
    assert entry["time_zone"] == "Europe/Madrid"
    assert given.utcoffset() == given.astimezone(ZoneInfo("Europe/Madrid")).utcoffset()
    assert entry["history"] == [] and entry["sheet"] == f"/rulings/{entry['id']}"


def test_a_cash_game_needs_no_event_and_the_times_are_utc(client):
    entry = _ruling(client, _expose_first_card(client, _start(client, table="")))
    assert (entry["event_name"], entry["table_name"], entry["time_zone"]) == ("", "", "UTC")
    assert entry["given_at"].endswith("+00:00")


def test_an_amendment_and_a_void_keep_every_earlier_version(client):
    ruling_id = _expose_first_card(client, _start(client))
    amend = {"version": 1, "floor_person": "Luca", "players": [{"seat": 1, "name": "Ann"}]}
    answer = client.post(f"/api/v1/rulings/{ruling_id}/amend", json=amend)
    assert answer.status_code == 200, answer.text
    amended = answer.json()
    assert (amended["version"], amended["status"], amended["floor_person"]) == (2, "amended", "Luca")
    assert amended["players"] == [{"seat": 1, "name": "Ann"}]
    assert [(v["version"], v["status"], v["floor_person"]) for v in amended["history"]] == [(1, "given", "")]
    stale = client.post(f"/api/v1/rulings/{ruling_id}/amend", json={**amend, "note": "again"})
    assert stale.status_code == 409 and stale.json()["error"]["path"] == "version"
    voided = client.post(f"/api/v1/rulings/{ruling_id}/void", json={"version": 2, "reason": "wrong table"}).json()
    assert (voided["version"], voided["status"], voided["void_reason"]) == (3, "voided", "wrong table")
    assert voided["floor_person"] == "Luca"  # the notes carry over
    assert [v["status"] for v in voided["history"]] == ["given", "amended"]
    closed = client.post(f"/api/v1/rulings/{ruling_id}/amend", json={"version": 3, "note": "late"})
    assert closed.status_code == 409
    assert _ruling(client, ruling_id)["version"] == 3


def test_undoing_the_event_marks_its_ruling_undone(client):
    hand = _start(client)
    ruling_id = _expose_first_card(client, hand)
    answer = client.post(f"/api/v1/hands/{hand['id']}/undo", json={"seq": 1})
    assert answer.status_code == 200, answer.text
    entry = _ruling(client, ruling_id)
    assert (entry["version"], entry["status"]) == (2, "undone")
    assert [v["status"] for v in entry["history"]] == ["given"]


@pytest.mark.parametrize(
    ("body", "status", "path"),
    [
        ({"version": 1, "note": "x", "colour": "red"}, 400, "colour"),
        ({"version": "1", "note": "x"}, 400, "version"),
        ({"version": 0, "note": "x"}, 400, "version"),
        ({"note": "x"}, 400, "version"),
        ({"version": 1}, 400, ""),
        ({"version": 1, "penalties": [{"seat": 2, "kind": "missed_hands"}]}, 422, "penalties.0.hands"),
        ({"version": 1, "penalties": [{"seat": 2, "kind": "warning", "hands": 2}]}, 422, "penalties.0.hands"),
        ({"version": 1, "penalties": [{"seat": 2, "kind": "fine"}]}, 400, "penalties.0.kind"),
        ({"version": 1, "players": [{"seat": 9}]}, 422, "players.0.seat"),
        ({"version": 1, "players": [{"seat": 1, "nick": "A"}]}, 400, "players.0.nick"),
        ({"version": 1, "note": "x" * 2001}, 400, "note"),
    ],
)
def test_a_bad_amendment_names_the_field_and_changes_nothing(client, body, status, path):
    ruling_id = _expose_first_card(client, _start(client))
    answer = client.post(f"/api/v1/rulings/{ruling_id}/amend", json=body)
    assert answer.status_code == status, answer.text
    assert answer.json()["error"]["path"] == path and answer.json()["error"]["reason"]
    assert _ruling(client, ruling_id)["version"] == 1


def test_bad_notes_with_an_event_refuse_the_event(client):
    hand = _start(client)
    body = {
        "seq": 0,
        "event": {"kind": "card_dealt", "seat": 1, "card": "As", "face_up": True},
        "ruling_notes": {"penalties": [{"seat": 8, "kind": "warning"}]},
    }
    answer = client.post(f"/api/v1/hands/{hand['id']}/events", json=body)
    assert (answer.status_code, answer.json()["error"]["path"]) == (422, "ruling_notes.penalties.0.seat")
    assert client.get(f"/api/v1/hands/{hand['id']}").json()["seq"] == 0
    assert client.get("/api/v1/rulings").json()["rulings"] == []


def test_a_void_wants_a_reason(client):
    ruling_id = _expose_first_card(client, _start(client))
    answer = client.post(f"/api/v1/rulings/{ruling_id}/void", json={"version": 1, "reason": ""})
    assert (answer.status_code, answer.json()["error"]["path"]) == (400, "reason")


def test_unknown_ids_are_404_in_the_answers_language(client):
    for answer in (
        client.get("/api/v1/rulings/nosuch"),
        client.post("/api/v1/rulings/nosuch/amend", json={"version": 1, "note": "x"}),
        client.post("/api/v1/rulings/nosuch/void", json={"version": 1, "reason": "x"}),
        client.get("/rulings/nosuch"),
    ):
        assert answer.status_code == 404 and answer.json()["error"]["path"] == "id"
    english = client.get("/api/v1/rulings/nosuch").json()["error"]["reason"]
    spanish = client.get("/api/v1/rulings/nosuch?lang=es").json()["error"]["reason"]
    assert "nosuch" in spanish and spanish != english


def test_the_log_pages_newest_first_through_its_cursor(client):
    made = [_expose_first_card(client, _start(client, table=f"T{n % 2}")) for n in range(5)]
    seen, cursor, pages = [], None, 0
    while True:
        query = "?limit=2" + (f"&cursor={cursor}" if cursor else "")
        page = client.get(f"/api/v1/rulings{query}").json()
        assert len(page["rulings"]) <= 2
        seen += [entry["id"] for entry in page["rulings"]]
        pages += 1
        cursor = page["next"]
        if cursor is None:
            break
    assert pages == 3 and seen == list(reversed(made))
    assert client.get("/api/v1/rulings?limit=50").json()["next"] is None


def test_the_log_filters_by_table_rule_rulebook_and_day(make_client, client, tmp_path):
    for table in ("T1", "T2", "T1"):
        _expose_first_card(client, _start(client, table=table))
    everything = client.get("/api/v1/rulings").json()["rulings"]
    cited = everything[0]["citations"][0]
    assert [e["table_name"] for e in client.get("/api/v1/rulings?table=T1").json()["rulings"]] == ["T1", "T1"]
    assert len(client.get(f"/api/v1/rulings?rule={cited}").json()["rulings"]) == 3
    assert client.get("/api/v1/rulings?rule=TDA2024-1").json()["rulings"] == []
    book = everything[0]["rulebook"]
    assert len(client.get(f"/api/v1/rulings?rulebook={book}").json()["rulings"]) == 3
    assert client.get("/api/v1/rulings?rulebook=none-such").json()["rulings"] == []
    today = date.fromisoformat(everything[0]["given_at"][:10])
    assert len(client.get(f"/api/v1/rulings?day={today.isoformat()}").json()["rulings"]) == 3
    assert client.get(f"/api/v1/rulings?day={today.replace(year=today.year - 1).isoformat()}").json()["rulings"] == []


@pytest.mark.parametrize(
    ("query", "path"),
    [
        ("limit=0", "limit"),
        ("limit=201", "limit"),
        ("limit=two", "limit"),
        ("cursor=bm9wZQ", "cursor"),
        ("day=x", "day"),
    ],
)
def test_a_bad_page_request_is_a_400(client, query, path):
    answer = client.get(f"/api/v1/rulings?{query}")
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"]["path"] == path


def test_the_csv_export_holds_the_list(client):
    hand = _start(client, table="Table, 3")
    ruling_id = _expose_first_card(client, hand, {"floor_person": "Marta", "note": 'said "raise"'})
    client.post(
        f"/api/v1/rulings/{ruling_id}/amend",
        json={"version": 1, "penalties": [{"seat": 2, "kind": "missed_hands", "hands": 3}]},
    )
    answer = client.get("/api/v1/rulings.csv?table=Table, 3")
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/csv")
    assert "attachment" in answer.headers["content-disposition"]
    rows = list(csv.DictReader(io.StringIO(answer.text)))
    assert list(rows[0]) == list(CSV_COLUMNS)
    (row,) = rows
    entry = _ruling(client, ruling_id)
    assert (row["id"], row["version"], row["status"], row["table_name"]) == (ruling_id, "2", "amended", "Table, 3")
    assert (row["note"], row["penalties"], row["citations"]) == (
        'said "raise"',
        "2 missed_hands 3",
        " ".join(entry["citations"]),
    )
    assert row["explanation"] == entry["explanation"] and row["given_at"] == entry["given_at"]


def test_the_sheet_is_in_the_language_chosen_for_it(client):
    ruling_id = _expose_first_card(client, _start(client, table="Mesa 4"), {"floor_person": "Marta"})
    english = client.get(f"/rulings/{ruling_id}")
    spanish = client.get(f"/rulings/{ruling_id}?lang=es")
    assert english.status_code == spanish.status_code == 200
    assert spanish.headers["content-language"] == "es" and '<html lang="es">' in spanish.text
    es_entry = client.get(f"/api/v1/rulings/{ruling_id}?lang=es").json()
    assert es_entry["explanation"] in spanish.text and es_entry["explanation"] not in english.text
    for text in ("Mesa 4", "Marta", *es_entry["citations"]):
        assert text in spanish.text


def test_the_sheet_wants_the_token_in_a_header_or_the_consoles_cookie(make_client):
    locked = make_client(token="s3cret")
    hand = locked.post(
        "/api/v1/hands", json={"game": "stud", "seats": seats(1000, 1000)}, headers={"Authorization": "Bearer s3cret"}
    ).json()
    body = {"seq": 0, "event": {"kind": "card_dealt", "seat": 1, "card": "As", "face_up": True}}
    posted = locked.post(f"/api/v1/hands/{hand['id']}/events", json=body, headers={"Authorization": "Bearer s3cret"})
    (ruling_id,) = posted.json()["logged"]
    assert locked.get(f"/rulings/{ruling_id}").status_code == 401
    locked.cookies.set("floorcall-token", "wrong")
    assert locked.get(f"/rulings/{ruling_id}").status_code == 401
    locked.cookies.set("floorcall-token", "s3cret")
    assert locked.get(f"/rulings/{ruling_id}").status_code == 200
    assert locked.get("/api/v1/rulings").status_code == 401  # the API itself takes only the header


def test_hands_page_through_their_cursor_and_list_whole_without_a_limit(client):
    made = [_start(client, table=f"T{n}")["id"] for n in range(5)]
    whole = client.get("/api/v1/hands").json()
    assert list(whole) == ["hands"] and [h["id"] for h in whole["hands"]] == list(reversed(made))
    seen, cursor = [], None
    for size in (2, 2, 1):
        page = client.get("/api/v1/hands?limit=2" + (f"&cursor={cursor}" if cursor else "")).json()
        assert len(page["hands"]) == size
        seen += [h["id"] for h in page["hands"]]
        cursor = page["next"]
    assert cursor is None and seen == list(reversed(made))
    assert whole["hands"][0]["table_name"] == "T4"
    assert client.get("/api/v1/hands?cursor=%%%").status_code == 400


def test_a_config_that_fixes_the_rulebook_offers_only_it(timed, client):
    event = timed.get("/api/v1/event").json()
    assert (event["name"], event["rulebook"], event["time_zone"]) == ("Thursday stud, day 2", "rrop", "Europe/Madrid")
    assert [book["name"] for book in event["rulebooks"]] == ["rrop"]
    refused = timed.post("/api/v1/hands", json={"game": "stud", "seats": seats(1000, 1000), "rulebook": "tda-2024"})
    assert (refused.status_code, refused.json()["error"]["path"]) == (422, "rulebook")
    assert _start(timed)["rulebook"] == "rrop"
    open_event = client.get("/api/v1/event").json()
    assert open_event["rulebook"] is None and open_event["name"] == ""
    assert {"tda-2024", "rrop"} <= {book["name"] for book in open_event["rulebooks"]}


# -- the store's migrations ---------------------------------------------------------------------------------------

# the store's tables as floorcall wrote them before the store had migrations (user_version 0)
_BEFORE_MIGRATIONS = """
CREATE TABLE hands (id TEXT PRIMARY KEY, created TEXT NOT NULL, game TEXT NOT NULL, rulebook TEXT,
    selection BLOB NOT NULL, shuffle_seed INTEGER, seq INTEGER NOT NULL, over INTEGER NOT NULL);
CREATE TABLE log (hand TEXT NOT NULL REFERENCES hands(id), pos INTEGER NOT NULL, event BLOB NOT NULL,
    PRIMARY KEY (hand, pos));
CREATE TABLE record (hand TEXT NOT NULL REFERENCES hands(id), seq INTEGER NOT NULL, op TEXT NOT NULL, event BLOB,
    log_start INTEGER NOT NULL, undone_at INTEGER, PRIMARY KEY (hand, seq));
"""


def test_migrations_are_numbered_by_their_place():
    assert [m.number for m in MIGRATIONS] == list(range(1, len(MIGRATIONS) + 1))


def test_a_store_written_before_migrations_opens_with_its_hands(make_client, client, tmp_path):
    # a hand stored by the current server, copied into a file of the old layout
    hand = _start(client)
    client.post(
        f"/api/v1/hands/{hand['id']}/events",
        json={"seq": 0, "event": {"kind": "card_dealt", "seat": 1, "card": "As", "face_up": False}},
    )
    current = sqlite3.connect(tmp_path / "hands.sqlite3")
    old_file = tmp_path / "old.sqlite3"
    old = sqlite3.connect(old_file)
    old.executescript(_BEFORE_MIGRATIONS)
    for table, columns in (("hands", 8), ("log", 3), ("record", 6)):
        rows = current.execute(f"SELECT * FROM {table}").fetchall()
        old.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * columns)})", [row[:columns] for row in rows])
    old.commit()
    old.close()
    current.close()
    reopened = make_client(db=old_file)
    state = reopened.get(f"/api/v1/hands/{hand['id']}").json()
    assert (state["seq"], state["table_name"]) == (1, "")
    assert reopened.get("/api/v1/rulings").json()["rulings"] == []
    with closing(sqlite3.connect(old_file)) as check:
        assert store_version(check) == len(MIGRATIONS)


def test_a_store_from_a_newer_floorcall_is_refused(tmp_path):
    path = tmp_path / "newer.sqlite3"
    with closing(sqlite3.connect(path)) as db:
        db.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    with pytest.raises(NewerStoreError):
        Store(path)


def test_an_unknown_time_zone_is_a_config_error_naming_the_key():
    from floorcall._app.config import loads_config
    from floorcall.errors import ConfigError
    from tests.serve.support import catalog

    with pytest.raises(ConfigError) as refused:
        loads_config(TIMED_STUD.replace("Europe/Madrid", "Mars/Olympus"), catalog(), "timed.toml")
    assert "$.event.time-zone" in str(refused.value) and "Mars/Olympus" in str(refused.value)
