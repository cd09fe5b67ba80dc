// Flow 1: start a hand (game, rulebook, house options, seats and stacks, button), open a stored one, or load PHH.
"use strict";

function gameByName(name) {
  return ((state.plugins && state.plugins.games) || []).find((g) => g.name === name) || null;
}

function houseOptions() {
  const seen = new Map();
  for (const option of (state.plugins && state.plugins.options) || []) {
    if (!seen.has(option.name)) seen.set(option.name, option);
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function optionInput(option) {
  const id = "opt-" + option.name;
  let input;
  if (option.choices && option.choices.length) {
    input = h("select", { id, "data-option": option.name },
      h("option", { value: "" }, words("start.option_default", { value: option.value })),
      option.choices.map((c) => h("option", { value: c }, c)));
  } else if (typeof option.value === "boolean") {
    input = h("select", { id, "data-option": option.name, "data-type": "bool" },
      h("option", { value: "" }, words("start.option_default", { value: valueText("", option.value) })),
      h("option", { value: "true" }, words("value.yes")),
      h("option", { value: "false" }, words("value.no")));
  } else {
    input = h("input", { id, "data-option": option.name, "data-type": typeof option.value === "number" ? "int" : "str",
      inputmode: typeof option.value === "number" ? "numeric" : null, placeholder: String(option.value) });
  }
  return h("div", { class: "option" },
    h("label", { for: id }, option.name),
    input,
    h("p", { class: "hint" }, option.description || ""));
}

function seatRows(game) {
  const max = (game && game.max_seats) || 10;
  const rows = [];
  for (let seat = 1; seat <= max; seat += 1) {
    rows.push(h("div", { class: "seat-cell" },
      h("label", { class: "check" }, h("input", { type: "checkbox", id: "seat-in-" + seat, checked: seat <= Math.min(6, max),
        onchange: refreshButtonChoices }), words("seat.n", { seat })),
      h("input", { type: "number", id: "seat-stack-" + seat, min: 0, step: 1, inputmode: "numeric",
        value: 1000, "aria-label": words("start.stack_of", { seat }) }),
      h("select", { id: "seat-state-" + seat, "aria-label": words("start.state_of", { seat }) },
        [["here", "start.state_here"], ["away", "start.state_away"], ["penalty", "start.state_penalty"]]
          .map(([name, key]) => h("option", { value: name }, words(key))))));
  }
  return rows;
}

function chosenSeats() {
  return [...document.querySelectorAll("[id^=seat-in-]")]
    .filter((box) => box.checked)
    .map((box) => Number(box.id.slice("seat-in-".length)));
}

function refreshButtonChoices() {
  const game = gameByName($("game").value);
  const row = $("button-row");
  row.hidden = !game || game.family === "stud";
  $("bring-in-note").hidden = !game || game.family !== "stud";
  const select = $("button-seat");
  const before = select.value;
  const seats = chosenSeats();
  select.replaceChildren(...seats.map((s) => h("option", { value: s }, words("seat.n", { seat: s }))));
  if (seats.includes(Number(before))) select.value = before;
  else if (seats.length) select.value = String(seats[seats.length - 1]);
}

function renderStartForm() {
  const plugins = state.plugins;
  fill("game", plugins.games.map((g) => h("option", { value: g.name }, g.name + ": " + g.description)));
  const books = state.event ? state.event.rulebooks.map((r) => [r.name, r.plugin, r.description]) : plugins.rulebooks;
  fill("rulebook", books.map((r) => h("option", { value: r[0] }, r[0] + ": " + r[2])));
  renderEventFields();
  const firstStud = plugins.games.find((g) => g.name === "stud") || plugins.games[0];
  if (firstStud) $("game").value = firstStud.name;
  fill("house-options", houseOptions().map(optionInput));
  renderSeats();
}

function renderSeats() {
  fill("seat-rows", seatRows(gameByName($("game").value)));
  refreshButtonChoices();
  renderStakesFields();
}

function readOptions() {
  const options = {};
  for (const input of document.querySelectorAll("[data-option]")) {
    const raw = input.value.trim();
    if (!raw) continue;
    const type = input.getAttribute("data-type");
    options[input.getAttribute("data-option")] = type === "bool" ? raw === "true" : type === "int" ? Number(raw) : raw;
  }
  return options;
}

// The stakes fields the game uses: a bring-in in stud, blinds elsewhere, a big bet in fixed limit only.
function renderStakesFields() {
  const game = gameByName($("game").value);
  const stud = !!game && game.family === "stud";
  const limit = !game || game.structure === "fixed-limit";
  const shown = { ante: true, bring_in: stud, small_bet: true, big_bet: limit, blinds: !stud };
  for (const [name, visible] of Object.entries(shown)) {
    $("stakes-" + name).hidden = !visible;
    document.querySelector("label[for=stakes-" + name + "]").hidden = !visible;
    if (!visible) $("stakes-" + name).value = "";
  }
  $("stakes-no-limit").hidden = limit;
}

function readStakes() {
  const numbers = {};
  for (const name of ["ante", "bring_in", "small_bet", "big_bet"]) {
    const raw = $("stakes-" + name).value.trim();
    if (raw) numbers[name] = Number(raw);
  }
  const blinds = $("stakes-blinds").value.trim();
  if (blinds) numbers.blinds = blinds.split(/[\s,/]+/).map(Number);
  // pot and no limit: the smallest bet is the big blind unless the floor says otherwise
  if (numbers.blinds && numbers.blinds.length && numbers.small_bet === undefined) {
    numbers.small_bet = numbers.blinds[Math.min(1, numbers.blinds.length - 1)];
  }
  return Object.keys(numbers).length ? numbers : null;
}

function newHandBody() {
  const game = gameByName($("game").value);
  const body = {
    game: $("game").value,
    rulebook: $("rulebook").value,
    event_name: $("event-name").value.trim(),
    table_name: $("table-name").value.trim(),
    seats: chosenSeats().map((seat) => {
      const entry = { seat, stack: Number($("seat-stack-" + seat).value) };
      const where = $("seat-state-" + seat).value;
      if (where === "away") entry.present = false;
      if (where === "penalty") entry.penalty = true;
      return entry;
    }),
  };
  if (game && game.family !== "stud" && $("button-seat").value) body.button = Number($("button-seat").value);
  const stakes = readStakes();
  if (stakes) body.stakes = stakes;
  else if ($("level").value) body.level = Number($("level").value);
  const options = readOptions();
  if (Object.keys(options).length) body.options = options;
  if ($("shuffle").checked) body.shuffle_seed = Math.floor(Math.random() * 2 ** 31);
  return body;
}

async function startHand(event) {
  event.preventDefault();
  await guarded(async () => {
    const created = await api("POST", "/hands", newHandBody());
    await openHand(created.id);
  });
}

async function loadPhh(event) {
  event.preventDefault();
  await guarded(async () => {
    let text = $("phh-text").value;
    const file = $("phh-file").files[0];
    if (file) text = await file.text();
    if (!text.trim()) throw new Error(words("start.phh_empty"));
    if (openSteps(text)) return;
    const created = await api("POST", "/hands", { phh: text });
    await openHand(created.id);
  });
}

function createdText(created) {
  const when = new Date(created);
  return Number.isNaN(when.getTime()) ? "" : when.toLocaleString(MESSAGES.lang, { dateStyle: "short", timeStyle: "short" });
}

async function refreshStoredHands() {
  const hands = await api("GET", "/hands");
  const list = Array.isArray(hands) ? hands : (hands && hands.hands) || [];
  fill("stored-hands", list.length
    ? list.slice(0, 20).map((entry) => h("li", {}, button(
      words("start.stored_hand", { id: entry.id, game: entry.game, seq: entry.seq, created: createdText(entry.created) })
        + " " + words(entry.over ? "start.hand_over" : "start.hand_open"),
      () => guarded(() => openHand(entry.id)), { class: "link" })))
    : h("li", { class: "hint" }, words("start.no_hands")));
}

async function showStart() {
  if (location.hash) history.replaceState(null, "", location.pathname);
  show("start");
  // the list loads in the background: the form is usable at once
  refreshStoredHands().catch((err) => notify(explainError(err), true));
}

async function boot() {
  $("new-hand").addEventListener("submit", startHand);
  $("phh-form").addEventListener("submit", loadPhh);
  $("game").addEventListener("change", renderSeats);
  $("same-stack").addEventListener("change", () => {
    for (const input of document.querySelectorAll("[id^=seat-stack-]")) input.value = $("same-stack").value;
  });
  $("go-start").addEventListener("click", () => guarded(showStart));
  await guarded(async () => {
    state.plugins = await api("GET", "/plugins");
    state.event = await api("GET", "/event");
    renderStartForm();
    renderQuick();
    const wanted = new URLSearchParams(location.hash.slice(1)).get("hand");
    if (wanted) await openHand(wanted);
    else await showStart();
  });
}

document.addEventListener("DOMContentLoaded", boot);
