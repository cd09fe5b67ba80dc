// The floor's tournament view: the list and the new-tournament form, or one tournament with the floor's actions.
"use strict";

const ID = document.body.dataset.tournament;
const $ = (id) => document.getElementById(id);
let current = null;  // the tournament as last answered

function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  Object.entries(attributes || {}).forEach(([name, value]) => node.setAttribute(name, value));
  children.flat().forEach((child) => node.append(child));
  return node;
}

async function api(path, body) {
  const headers = { Accept: "application/json" };
  const token = sessionStorage.getItem("floorcall-token");
  if (token) headers.Authorization = "Bearer " + token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const answer = await fetch("/api/v1" + path + (path.includes("?") ? "&" : "?") + "lang=" + WORDS.lang, {
    method: body === undefined ? "GET" : "POST", headers, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await answer.json();
  if (answer.status === 401) { $("token-form").hidden = false; $("token-input").focus(); }
  if (!answer.ok) { showRefused(data.error.reason); return null; }
  showRefused("");
  return data;
}

function options(select, entries, blank) {
  const chosen = select.value;
  select.replaceChildren(...(blank ? [el("option", { value: "" }, "–")] : []),
    ...entries.map((entry) => el("option", { value: entry }, entry)));
  if (entries.includes(chosen)) select.value = chosen;
}

function paint(state) {
  current = state;
  $("heading").textContent = state.name;
  const clock = state.clock;
  const level = clock.on_break ? words("on_break") : words("level", { level: clock.level });
  const flag = !clock.started ? words("not_started") : clock.paused ? words("paused") : "";
  $("clock-line").textContent = [level, stakesText(clock.stakes), words("time_left") + " " + minutesText(clock.seconds_left),
    flag, words("players_left") + " " + clock.players_left, words("average") + " " + clock.average_stack].filter(Boolean).join(" · ");
  $("moves").replaceChildren(...(state.pending_moves.length
    ? state.pending_moves.map((move) => el("li", {}, words("move_row", move)))
    : [el("li", {}, words("no_moves"))]));
  $("tables").replaceChildren(...state.tables.map((table) => el("table", { class: table.halted ? "halted" : "" },
    el("caption", {}, words("table", { table: table.table }), table.halted ? " — " + words("halted") : ""),
    el("thead", {}, el("tr", {}, el("th", { scope: "col" }, words("seat")), el("th", { scope: "col" }, words("player")),
      el("th", { scope: "col" }, words("stack")))),
    el("tbody", {}, table.players.map((seat) => el("tr", {}, el("td", {}, String(seat.seat)),
      el("td", {}, seat.entry + (seat.waits ? " (" + words("waits") + ")" : "")
        + (seat.penalty ? " (" + words("serving", { hands: seat.penalty }) + ")" : "")),
      el("td", {}, String(seat.stack))))))));
  $("busts").replaceChildren(...state.busts.map((entry) => el("li", {}, entry)));
  $("alternates").replaceChildren(...(state.alternates.length
    ? state.alternates.map((player) => el("li", {}, player)) : [el("li", { class: "none" }, words("no_alternates"))]));
  $("prize-pool").textContent = state.prize_pool.toLocaleString(WORDS.lang);
  $("rebuy-count").textContent = String(state.purchases.filter((row) => row.kind === "rebuy").length);
  $("add-on-count").textContent = String(state.purchases.filter((row) => row.kind === "add-on").length);
  $("purchases").replaceChildren(...(state.purchases.length ? state.purchases.map((row) => el("li", {},
    words(row.kind === "add-on" ? "add_on_row" : row.seat === null ? "rebuy_row" : "rebuy_back_row", row)))
    : [el("li", {}, words("no_purchases"))]));
  $("places").replaceChildren(...state.places.map((row) =>
    el("li", { value: String(row.place) }, words("place_row", row) + (row.prize ? " — " + words("prize", row) : ""))));
  const seated = state.tables.flatMap((table) => table.players.map((seat) => seat.entry));
  ["bust-entry", "move-entry", "penalty-entry"].forEach((id) => options($(id), seated, false));
  options($("bust-winner"), seated, true);
  options($("buy-entry"), [...seated, ...state.busts], false);  // a player just out may rebuy before the balance
  $("status").textContent = "";
}

async function act(path, body) {
  if (!current) return;
  const state = await api("/tournaments/" + encodeURIComponent(ID) + "/" + path, { ...body, seq: current.seq });
  if (state) { paint(state); $("status").textContent = words("done"); }
}

async function showList() {
  const rows = await api("/tournaments");
  if (!rows) return;
  $("tournament-list").replaceChildren(...(rows.length ? rows.map((row) => el("li", {},
    el("a", { href: "/tournaments/" + encodeURIComponent(row.id) }, words("row", { name: row.name, players: row.players_left }))))
    : [el("li", {}, words("none"))]));
}

$("token-form").addEventListener("submit", (event) => {
  event.preventDefault();
  sessionStorage.setItem("floorcall-token", $("token-input").value.trim());
  $("token-form").hidden = true;
  start();
});

function wire() {
  if (!ID) {
    $("make-form").addEventListener("submit", async (event) => {
      event.preventDefault();
      const made = await api("/tournaments", { config: $("make-config").value, seed: Number($("make-seed").value || 0) });
      if (made) window.location.assign("/tournaments/" + encodeURIComponent(made.id));
    });
    return;
  }
  document.querySelectorAll("[data-clock]").forEach((button) => button.addEventListener("click", () =>
    act("clock", { clock: button.dataset.clock, minutes: Number(button.dataset.minutes || 0) })));
  $("balance").addEventListener("click", () => act("balance", {}));
  $("undo").addEventListener("click", () => act("undo", {}));
  $("bust-form").addEventListener("submit", (event) => {
    event.preventDefault();
    act("bust", { entry: $("bust-entry").value, winner: $("bust-winner").value || null });
  });
  $("move-form").addEventListener("submit", (event) => {
    event.preventDefault();
    act("move", { entry: $("move-entry").value, table: Number($("move-table").value), seat: Number($("move-seat").value) });
  });
  $("colour-form").addEventListener("submit", (event) => {
    event.preventDefault();
    act("colour-up", { chip: Number($("colour-chip").value) });
  });
  $("penalty-form").addEventListener("submit", (event) => {
    event.preventDefault();
    act("penalty", { entry: $("penalty-entry").value, hands: Number($("penalty-hands").value) });
  });
  $("buy-form").addEventListener("submit", (event) => {
    event.preventDefault();
    act(event.submitter ? event.submitter.dataset.buy : "rebuy", { entry: $("buy-entry").value });
  });
  $("enter-form").addEventListener("submit", (event) => {
    event.preventDefault();
    act(event.submitter ? event.submitter.dataset.enter : "register", { player: $("enter-player").value.trim() });
  });
}

async function start() {
  if (!ID) { showList(); return; }
  const state = await api("/tournaments/" + encodeURIComponent(ID));
  if (state) paint(state);
}

wire();
start();
setInterval(() => { if (ID && current) start(); }, 15000);
