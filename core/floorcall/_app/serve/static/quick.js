// The quick question: the hand as the floor finds it (game, street, seats, pot, who acts), then Floor! from there.
"use strict";

// The cards each seat holds face down and face up at a point of a stud street (third street's two downcards first).
function studCards(game, street, dealing) {
  const index = Math.max(game.streets.indexOf(street), 0);
  const first = game.hand_cards - game.upcards - 1;  // downcards dealt before the first upcard (2 in seven-card stud)
  const down = first + (index === game.streets.length - 1 && game.hand_cards > game.upcards + first ? 1 : 0);
  return { down, up: dealing && index === 0 ? 0 : Math.min(index + 1, game.upcards) };
}

// What each seat holds by default on this street: every card unseen (??) unless the floor names it below.
function defaultCards(game, street, dealing) {
  if (game.upcards) return studCards(game, street, dealing);
  return { down: game.hand_cards, up: 0 };
}

function boardCount(game, street) {
  if (game.family !== "flop") return 0;
  return { flop: 3, turn: 4, river: 5 }[street] || 0;
}

function quickSeatRows() {
  const count = Number($("quick-players").value);
  const rows = [];
  for (let seat = 1; seat <= count; seat += 1) {
    rows.push(h("div", { class: "seat-cell" },
      h("span", {}, words("seat.n", { seat })),
      h("input", { id: "quick-stack-" + seat, type: "number", inputmode: "numeric", min: 0, placeholder: $("quick-stack").value,
        "aria-label": words("start.stack_of", { seat }) }),
      h("input", { id: "quick-wager-" + seat, type: "number", inputmode: "numeric", min: 0, placeholder: "0",
        "aria-label": words("quick.wager_of", { seat }) }),
      h("input", { id: "quick-up-" + seat, autocomplete: "off", placeholder: "Kd 7s",
        "aria-label": words("quick.upcards_of", { seat }) }),
      h("label", { class: "check" }, h("input", { id: "quick-folded-" + seat, type: "checkbox" }), words("quick.folded"))));
  }
  fill("quick-seat-rows", rows);
  const seatList = Array.from({ length: count }, (_, i) => i + 1);
  fill("quick-actor", h("option", { value: "deal" }, words("quick.actor_deal")),
    seatList.map((seat) => h("option", { value: seat }, words("seat.n", { seat }))),
    h("option", { value: "showdown" }, words("quick.actor_showdown")),
    seatList.map((seat) => h("option", { value: "tabled-" + seat }, words("quick.actor_tabled", { seat }))));
  fill("quick-button", Array.from({ length: count }, (_, i) => h("option", { value: i + 1, selected: i + 1 === count },
    words("seat.n", { seat: i + 1 }))));
}

function renderQuickGame() {
  const game = gameByName($("quick-game").value);
  if (!game) return;
  fill("quick-street", game.streets.map((s) => h("option", { value: s }, label("street", s))));
  const players = $("quick-players");
  const before = Number(players.value) || Math.min(game.max_seats, 6);
  fill("quick-players", Array.from({ length: game.max_seats - 1 }, (_, i) => h("option", { value: i + 2 }, i + 2)));
  players.value = String(Math.min(before, game.max_seats));
  $("quick-button-row").hidden = game.family === "stud";
  quickSeatRows();
}

function renderQuick() {
  const plugins = state.plugins;
  fill("quick-game", plugins.games.map((g) => h("option", { value: g.name }, g.name)));
  fill("quick-rulebook", plugins.rulebooks.map((r) => h("option", { value: r[0] }, r[0])));
  const stud = plugins.games.find((g) => g.name === "stud") || plugins.games[0];
  if (stud) $("quick-game").value = stud.name;
  renderQuickGame();
}

function numberOr(id, fallback) {
  const input = $(id);
  return input && input.value !== "" ? Number(input.value) : fallback;
}

function snapshotBody() {
  const game = gameByName($("quick-game").value);
  const street = $("quick-street").value;
  const actor = $("quick-actor").value;
  const dealing = actor === "deal";
  const tabled = actor.startsWith("tabled-") ? Number(actor.slice("tabled-".length)) : null;
  const showdown = actor === "showdown" || tabled !== null;
  const blinds = blindSeats(game, street, dealing || showdown);
  const cards = defaultCards(game, street, dealing && street === game.streets[0]);
  const stack = numberOr("quick-stack", 10000);
  const seats = [];
  for (let seat = 1; seat <= Number($("quick-players").value); seat += 1) {
    const named = $("quick-up-" + seat).value.trim().split(/[\s,]+/).filter(Boolean);
    const up = named.length ? named : Array(cards.up).fill("??");
    const wager = numberOr("quick-wager-" + seat, blinds.has(seat) ? blinds.get(seat) : 0);
    seats.push({ seat, stack: numberOr("quick-stack-" + seat, stack), wager, upcards: up,
      downcards: Array(cards.down).fill("??"), folded: $("quick-folded-" + seat).checked, shown: seat === tabled });
  }
  const snapshot = { game: game.name, rulebook: $("quick-rulebook").value, street, seats,
    board: Array(boardCount(game, street)).fill("??"), pot: numberOr("quick-pot", 0),
    substantial_action: $("quick-substantial").checked, initial_deal: dealing && street === game.streets[0],
    showdown };
  if (game.family !== "stud") snapshot.button = Number($("quick-button").value);
  const stakes = readQuickStakes(game);
  snapshot.stakes = stakes;
  if (!dealing && !showdown) {
    snapshot.betting = { actor: Number(actor), raises: Number($("quick-raises").value) };
    if ($("quick-aggressor").value) snapshot.betting.last_aggressor = Number($("quick-aggressor").value);
    facingWager(snapshot, game);
  }
  return { snapshot, events: [] };
}

// The wager facing the player to act, in one field: it goes in front of the last bettor (the seat named, else the
// nearest seat still in before the actor) unless his own chips were given, and counts as a bet of this round when
// it is more than the opening (the bring-in, the big blind).
function facingWager(snapshot, game) {
  const facing = numberOr("quick-facing", 0);
  if (!facing) return;
  const betting = snapshot.betting;
  const live = snapshot.seats.filter((s) => !s.folded && s.seat !== betting.actor).map((s) => s.seat);
  const before = live.filter((seat) => seat < betting.actor);
  const bettor = betting.last_aggressor || (before.length ? before[before.length - 1] : live[live.length - 1]);
  const row = snapshot.seats.find((s) => s.seat === bettor);
  if (!row) return;
  if ($("quick-wager-" + bettor).value === "") row.wager = facing;
  betting.last_aggressor = bettor;
  const opening = game.family === "stud" ? snapshot.stakes.bring_in : snapshot.stakes.small_bet;
  if (facing > opening && betting.raises === 0) betting.raises = 1;
}

// The blinds in front of their seats on the first round, unless the floor says otherwise: the two seats after the
// button (three players or more; heads-up the floor says who posted what).
function blindSeats(game, street, notBetting) {
  const posted = new Map();
  const count = Number($("quick-players").value);
  if (game.family === "stud" || street !== game.streets[0] || notBetting || count < 3) return posted;
  const unit = numberOr("quick-unit", 200);
  const button = Number($("quick-button").value);
  posted.set((button % count) + 1, Math.floor(unit / 2));
  posted.set(((button + 1) % count) + 1, unit);
  return posted;
}

// One amount the floor reads off the table: the small bet (stud, limit games) or the big blind; the rest follow it.
function readQuickStakes(game) {
  const unit = numberOr("quick-unit", 200);
  const stakes = { small_bet: unit };
  if (game.structure === "fixed-limit") stakes.big_bet = 2 * unit;
  if (game.family === "stud") {
    stakes.ante = numberOr("quick-ante", Math.floor(unit / 8));
    stakes.bring_in = Math.floor(unit / 4);
  } else {
    stakes.blinds = [Math.floor(unit / 2), unit];
  }
  return stakes;
}

async function askQuick(event) {
  event.preventDefault();
  await guarded(async () => {
    const answer = await api("POST", "/situations", snapshotBody());
    state.hand = await api("GET", "/hands/" + encodeURIComponent(answer.id));
    renderHand();
    await showFloor();
  });
}

document.addEventListener("DOMContentLoaded", () => {
  $("quick-form").addEventListener("submit", askQuick);
  $("quick-game").addEventListener("change", renderQuickGame);
  $("quick-players").addEventListener("change", quickSeatRows);
  $("quick-actor").addEventListener("change", () => {
    $("quick-betting").hidden = ["deal", "showdown"].includes($("quick-actor").value);
    $("quick-facing-hint").hidden = $("quick-betting").hidden;
  });
});
