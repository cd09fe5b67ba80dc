// The floor's day: the event and table line on every screen, the floor person's name sent with each event, the
// ruling just given in the log (its sheet, its notes), and the day's rulings: filtered, paged, amended, voided, CSV.
"use strict";

const FLOOR_KEY = "floorcall-floor-person";
const TABLE_KEY = "floorcall-table";
const LOG_PAGE = 20;

// ---- where: the event and the table, on every screen ---------------------------------------------------------------

function renderWhere(panel) {
  const inHand = state.hand && ["hand", "floor", "ruling"].includes(panel);
  const event = inHand ? state.hand.event_name : $("event-name").value.trim();
  const table = inHand ? state.hand.table_name : $("table-name").value.trim();
  fill("where",
    h("span", { class: "where-event" }, event ? words("where.event", { name: event }) : words("where.no_event")),
    " \u00b7 ",
    h("span", { class: "where-table" }, table ? words("where.table", { name: table }) : words("where.no_table")));
  $("hand-title").hidden = !inHand;
}

function renderEventFields() {
  const event = state.event || { name: "", rulebook: null };
  if (!$("event-name").value) $("event-name").value = event.name || "";
  if (!$("table-name").value) $("table-name").value = localStorage.getItem(TABLE_KEY) || "";
  if (!$("floor-person").value) $("floor-person").value = localStorage.getItem(FLOOR_KEY) || "";
  const fixed = event.rulebook;
  if (event.default_rulebook) $("rulebook").value = event.default_rulebook;
  $("rulebook").disabled = !!fixed;
  $("rulebook-fixed").hidden = !fixed;
  if (fixed) $("rulebook-fixed").textContent = words("start.rulebook_fixed", { rulebook: fixed });
  fill("log-rulebook", h("option", { value: "" }, words("log.any")),
    (event.rulebooks || []).map((book) => h("option", { value: book.name }, book.name)));
  renderWhere("start");
}

function withFloorNotes(body) {
  const name = $("floor-person").value.trim();
  if (name) body.ruling_notes = { floor_person: name };
  return body;
}

// ---- the ruling just given ------------------------------------------------------------------------------------------

function sheetHref(id) {
  return "/rulings/" + encodeURIComponent(id) + "?lang=" + encodeURIComponent(LANG);
}

function renderRulingLog(earlier) {
  const logged = !earlier && state.lastLogged && state.lastLogged.length ? state.lastLogged[state.lastLogged.length - 1] : null;
  $("ruling-log").hidden = !logged;
  if (!logged) return;
  $("ruling-sheet").href = sheetHref(logged);
  $("ruling-notes").onclick = () => guarded(async () => {
    await showLog();
    await openEntry(logged);
  });
}

// ---- the day's rulings ----------------------------------------------------------------------------------------------

function today() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, "0");
  return now.getFullYear() + "-" + pad(now.getMonth() + 1) + "-" + pad(now.getDate());
}

function logQuery() {
  const query = new URLSearchParams();
  for (const [name, id] of [["day", "log-day"], ["table", "log-table"], ["rule", "log-rule"], ["rulebook", "log-rulebook"]]) {
    const value = $(id).value.trim();
    if (value) query.set(name, value);
  }
  return query;
}

function entryLine(entry) {
  return words("log.entry", {
    time: entry.given_at.slice(11, 16),
    table: entry.table_name || words("log.no_table"),
    irregularity: label("irregularity", entry.irregularity.kind),
    kind: label("kind", entry.kind),
    citations: entry.citations.join(", "),
  });
}

function entryItem(entry) {
  return h("li", { "data-ruling": entry.id, class: "log-entry" + (entry.status === "voided" || entry.status === "undone" ? " closed" : "") },
    h("p", {}, entryLine(entry)),
    h("p", { class: "hint" }, words("log.hand", { hand: entry.hand }), ", ",
      words("log.version", { version: entry.version, status: label("log.status", entry.status) }),
      entry.floor_person ? ", " + entry.floor_person : ""),
    h("div", { class: "row" },
      h("a", { class: "button-link", href: sheetHref(entry.id), target: "_blank", rel: "noopener" }, words("log.sheet")),
      button(words("log.notes"), () => guarded(() => openEntry(entry.id)), { "data-notes": entry.id })));
}

async function loadLog(more) {
  const query = logQuery();
  query.set("limit", String(LOG_PAGE));
  if (more && state.logNext) query.set("cursor", state.logNext);
  const page = await api("GET", "/rulings?" + query.toString());
  state.logNext = page.next;
  const items = page.rulings.map(entryItem);
  if (more) $("log-list").append(...items);
  else fill("log-list", items.length ? items : h("li", { class: "hint" }, words("log.none")));
  $("log-more").hidden = !page.next;
}

async function showLog() {
  if (!$("log-day").value) $("log-day").value = today();
  $("log-editor").hidden = true;
  show("log");
  await loadLog(false);
}

async function downloadCsv() {
  const headers = {};
  const token = sessionStorage.getItem("floorcall-token");
  if (token) headers.Authorization = "Bearer " + token;
  const query = logQuery();
  query.set("lang", LANG);
  const response = await fetch(API + "/rulings.csv?" + query.toString(), { headers });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  const link = h("a", { href: URL.createObjectURL(await response.blob()), download: "rulings-" + (query.get("day") || "all") + ".csv" });
  document.body.append(link);
  link.click();
  link.remove();
}

// ---- one ruling's notes: amend or void ------------------------------------------------------------------------------

function playersText(players) {
  return players.map((p) => (p.seat + " " + (p.name || "")).trim()).join("\n");
}

function readPlayers() {
  const players = [];
  for (const line of $("log-players").value.split("\n").map((l) => l.trim()).filter(Boolean)) {
    const found = /^(\d{1,2})(?:\s+(.*))?$/.exec(line);
    if (!found) throw new Error(words("log.bad_player", { line }));
    players.push({ seat: Number(found[1]), name: (found[2] || "").trim() });
  }
  return players;
}

// Every penalty of the ruling, one row each (a warning to one seat and missed hands to another are both kept).
let penaltyRows = 0;

function penaltyRow(penalty) {
  penaltyRows += 1;
  const n = penaltyRows;
  const kind = h("select", { id: "log-penalty-" + n, "data-penalty": n },
    ["warning", "missed_hands", "disqualification"].map((k) => h("option", { value: k }, label("log.penalty", k))));
  kind.value = penalty.kind;
  const hands = h("input", { id: "log-penalty-hands-" + n, type: "number", min: 1, max: 1000, inputmode: "numeric",
    value: penalty.hands || "" });
  const handsLabel = h("label", { for: hands.id }, words("log.penalty_hands"));
  const showHands = () => { hands.hidden = handsLabel.hidden = kind.value !== "missed_hands"; };
  kind.addEventListener("change", showHands);
  const row = h("li", { class: "grid grid-wide penalty-row" },
    h("label", { for: kind.id }, words("log.penalty")), kind,
    h("label", { for: "log-penalty-seat-" + n }, words("log.penalty_seat")),
    h("input", { id: "log-penalty-seat-" + n, type: "number", min: 1, max: 10, inputmode: "numeric", value: penalty.seat || "" }),
    handsLabel, hands,
    button(words("log.penalty_remove"), () => { row.remove(); $("log-penalty-add").focus(); }));
  showHands();
  return row;
}

function addPenalty() {
  const seat = state.logEntry && state.logEntry.players[0] ? state.logEntry.players[0].seat : "";
  const row = penaltyRow({ kind: "warning", seat });
  $("log-penalty-rows").append(row);
  row.querySelector("select").focus();
}

function readPenalties() {
  return Array.from(document.querySelectorAll("#log-penalty-rows select[data-penalty]"), (kind) => {
    const n = kind.getAttribute("data-penalty");
    const penalty = { seat: Number($("log-penalty-seat-" + n).value), kind: kind.value };
    if (kind.value === "missed_hands") penalty.hands = Number($("log-penalty-hands-" + n).value);
    return penalty;
  });
}

function fillEditor(entry) {
  state.logEntry = entry;
  fill("log-editor-title", entryLine(entry));
  fill("log-editor-status", words("log.version", { version: entry.version, status: label("log.status", entry.status) }));
  $("log-floor").value = entry.floor_person || $("floor-person").value.trim();
  $("log-players").value = playersText(entry.players);
  $("log-note").value = entry.note;
  fill("log-penalty-rows", entry.penalties.map(penaltyRow));
  $("log-void-reason").value = "";
  $("log-sheet").href = sheetHref(entry.id);
  const closed = entry.status === "voided" || entry.status === "undone";
  for (const id of ["log-save", "log-void"]) $(id).disabled = closed;
  $("log-editor").hidden = false;
}

async function openEntry(id) {
  fillEditor(await api("GET", "/rulings/" + encodeURIComponent(id)));
  $("log-editor-title").focus();
}

async function changeEntry(path, body, done) {
  const entry = await api("POST", "/rulings/" + encodeURIComponent(state.logEntry.id) + path,
    Object.assign({ version: state.logEntry.version }, body));
  fillEditor(entry);
  await loadLog(false);
  notify(words(done, { version: entry.version }));
}

function saveEntry(event) {
  event.preventDefault();
  return guarded(() => changeEntry("/amend", {
    floor_person: $("log-floor").value.trim(),
    players: readPlayers(),
    note: $("log-note").value.trim(),
    penalties: readPenalties(),
  }, "log.saved"));
}

function voidEntry() {
  return guarded(async () => {
    const reason = $("log-void-reason").value.trim();
    if (!reason) throw new Error(words("log.reason_needed"));
    await changeEntry("/void", { reason }, "log.voided");
  });
}

document.addEventListener("DOMContentLoaded", () => {
  $("go-log").addEventListener("click", () => guarded(showLog));
  $("log-filters").addEventListener("submit", (event) => { event.preventDefault(); guarded(() => loadLog(false)); });
  $("log-more").addEventListener("click", () => guarded(() => loadLog(true)));
  $("log-csv").addEventListener("click", () => guarded(downloadCsv));
  $("log-editor").addEventListener("submit", saveEntry);
  $("log-void").addEventListener("click", voidEntry);
  $("log-penalty-add").addEventListener("click", addPenalty);
  $("floor-person").addEventListener("change", () => localStorage.setItem(FLOOR_KEY, $("floor-person").value.trim()));
  $("table-name").addEventListener("change", () => { localStorage.setItem(TABLE_KEY, $("table-name").value.trim()); renderWhere("start"); });
  $("event-name").addEventListener("change", () => renderWhere("start"));
});
