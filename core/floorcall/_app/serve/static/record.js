// Flow 2: record the hand (cards to seats, burns, board cards, actions, showdown), always showing what comes next.
"use strict";

function seatOf(expected) {
  if (!expected) return null;
  if (expected.seat !== undefined && expected.seat !== null) return expected.seat;
  if (expected.options && !Array.isArray(expected.options) && expected.options.seat) return expected.options.seat;
  if (expected.first_to_act) return expected.first_to_act;
  return null;
}

function viewSeats(view) {
  return (view && view.seats) || [];
}

function seatNumbers() {
  const seats = viewSeats(state.hand && state.hand.view).map((s) => s.seat);
  return seats.length ? seats : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
}

function describeExpected(expected) {
  if (!expected) return "";
  const seat = seatOf(expected);
  switch (expected.expect) {
    case "deal":
      return words(expected.face_up ? "expect.deal_up" : "expect.deal_down", { seat })
        + (expected.card ? " " + words("expect.card_is", { card: cardText(expected.card) }) : "");
    case "burn":
      return words("expect.burn") + (expected.card ? " " + words("expect.card_is", { card: cardText(expected.card) }) : "");
    case "board":
      return words("expect.board") + (expected.card ? " " + words("expect.card_is", { card: cardText(expected.card) }) : "");
    case "action":
      return words("expect.action", { seat });
    case "draw":
      // the API names no seat for a draw: the seat list then starts at the first live seat
      return seat ? words("expect.draw", { seat }) : words("expect.draw_next");
    case "showdown":
      return expected.seats && expected.seats.length
        ? words("expect.showdown_seats", { seats: expected.seats.map((s) => words("seat.n", { seat: s })).join(", ") })
        : words("expect.showdown");
    case "decision":
      return seat ? words("expect.decision_player", { seat }) : words("expect.decision");
    case "over": {
      const outcome = state.hand && state.hand.view && state.hand.view.outcome;
      return outcome ? words("expect.over_outcome", { outcome: label("outcome", outcome) }) : words("expect.over");
    }
    default:
      return humanize(expected.expect);
  }
}

// ---- the card picker: tap a rank, then a suit (or type "As", "??") ------------------------------------------------

function cardPicker(id, initial, leading) {
  const input = h("input", { id, class: "card-input", value: initial || "??", maxlength: 2, autocomplete: "off",
    autocapitalize: "off", spellcheck: "false", pattern: "[2-9TJQKA][cdhs]|\\?\\?", title: words("record.card") });
  // Enter in the field records the card (in a form, it submits the form as usual)
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || input.form) return;
    event.preventDefault();
    const primary = input.closest(".controls") && input.closest(".controls").querySelector("button.primary");
    if (primary) primary.click();
  });
  let rank = null;
  const mark = (chosen) => {
    for (const b of ranks) b.setAttribute("aria-pressed", String(b === chosen));
  };
  // the focus follows the card: a rank's tap moves it to the suits, a suit's (the card is whole) past the picker
  const ranks = RANKS.map((r) => button(r === "T" ? "10" : r, (event) => {
    rank = r;
    input.value = r + "?";
    mark(event.currentTarget);
    suits[0].focus();
  }, { class: "pick rank", "aria-label": words("record.rank", { rank: r === "T" ? "10" : r }) }));
  const suits = SUITS.map((s) => button(cardText("A" + s).slice(1), () => {
    input.value = (rank || input.value.charAt(0) || "A") + s;
    rank = null;
    mark(null);
    focusAfter(picker);
  }, { class: "pick suit suit-" + s, "aria-label": words("suit." + s) }));
  const unknown = button(words("card.unknown"), () => {
    rank = null;
    input.value = "??";
    mark(null);
    focusAfter(picker);
  }, { class: "pick" });
  const picker = h("div", { class: "picker" },
    h("div", { class: "row picked" }, leading || [],
      h("span", { class: "nowrap" }, h("label", { for: id }, words("field.card")), " ", input)),
    h("div", { class: "ranks" }, ranks), h("div", { class: "suits" }, suits, unknown));
  return picker;
}

// The first control after ``node`` in its form (or the hand's controls) takes the focus: the next field of a report,
// else its button, so the floor goes on from where he is.
function focusAfter(node) {
  const scope = node.closest("form") || node.closest(".controls") || document.body;
  const next = Array.from(scope.querySelectorAll("button, input, select, textarea")).find((el) => !node.contains(el)
    && (node.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) && !el.disabled && el.offsetParent !== null);
  if (next) next.focus();
}

function cardValue(id) {
  const value = $(id).value.trim();
  const card = value.length === 2 ? value.charAt(0).toUpperCase() + value.charAt(1).toLowerCase() : value;
  if (card !== "??" && !/^[2-9TJQKA][cdhs]$/.test(card)) throw new Error(words("record.bad_card", { card: value }));
  return card;
}

function cardsValue(id) {
  return $(id).value.trim().split(/[\s,]+/).filter(Boolean).map((raw) => {
    const card = raw.length === 2 ? raw.charAt(0).toUpperCase() + raw.charAt(1).toLowerCase() : raw;
    if (card !== "??" && !/^[2-9TJQKA][cdhs]$/.test(card)) throw new Error(words("record.bad_card", { card: raw }));
    return card;
  });
}

function seatSelect(id, chosen) {
  return h("select", { id, "aria-label": words("field.seat") },
    seatNumbers().map((s) => h("option", { value: s, selected: s === chosen }, words("seat.n", { seat: s }))));
}

// ---- controls for what the hand expects -------------------------------------------------------------------------

function dealControls(expected) {
  const seat = seatOf(expected);
  return [
    cardPicker("deal-card", expected.card || "??", [
      h("label", { for: "deal-seat" }, words("field.seat")), seatSelect("deal-seat", seat),
      h("label", { class: "check" }, h("input", { type: "checkbox", id: "deal-up", checked: !!expected.face_up }),
        words("record.face_up"))]),
    h("div", { class: "row" },
      button(words("record.deal"), () => record(() => ({ kind: "card_dealt", seat: Number($("deal-seat").value),
        card: cardValue("deal-card"), face_up: $("deal-up").checked })), { class: "primary", id: "do-deal" }),
      expected.face_up ? null : button(words("record.deal_round_unknown"), dealRoundUnknown, { id: "do-deal-round" })),
  ];
}

function cardControls(expected, kind, text) {
  return [
    cardPicker("one-card", expected.card || (kind === "card_burned" ? "??" : "")),
    h("div", { class: "row" }, button(text, () => record(() => ({ kind, card: cardValue("one-card") })),
      { class: "primary", id: "do-card" })),
  ];
}

function actionControls(expected) {
  const options = expected.options || {};
  const seat = seatOf(expected);
  const act = (event) => () => record(() => Object.assign({ seat: Number($("act-seat").value) }, event));
  const buttons = [];
  if (options.bring_in !== null && options.bring_in !== undefined) {
    buttons.push(button(words("record.bring_in", { amount: options.bring_in }), act({ kind: "bring_in_posted" })));
  }
  if (options.can_fold) buttons.push(button(words("record.fold"), act({ kind: "folded" })));
  if (options.can_check) buttons.push(button(words("record.check"), act({ kind: "checked_or_called" })));
  else if (options.call) {
    buttons.push(button(words("record.call", { amount: options.call }), act({ kind: "checked_or_called" })));
  }
  // the bring-in seat completes, and so does anyone facing only the bring-in (up to the view's completion); a seat
  // owing nothing bets; anyone facing a wager raises
  const completion = state.hand && state.hand.view ? state.hand.view.completion : null;
  const betWord = options.bring_in !== null && options.bring_in !== undefined ? "record.complete_to"
    : options.call ? "record.raise_to" : "record.bet";
  for (const amount of options.bet_to || []) {
    if (amount === options.bring_in) continue;
    const word = completion && amount <= completion ? "record.complete_to" : betWord;
    buttons.push(button(words(word, { amount }), act({ kind: "bet_or_raised_to", amount })));
  }
  const range = options.min_to !== null && options.min_to !== undefined;
  return [
    h("div", { class: "row" }, h("label", { for: "act-seat" }, words("field.seat")), seatSelect("act-seat", seat)),
    h("div", { class: "row actions" }, buttons),
    range ? h("div", { class: "row" },
      h("label", { for: "bet-amount" }, words("record.amount", { min: options.min_to, max: options.max_to })),
      h("input", { type: "number", id: "bet-amount", min: options.min_to, max: options.max_to, value: options.min_to,
        inputmode: "numeric" }),
      button(words("record.bet_amount"), () => record(() => ({ kind: "bet_or_raised_to",
        seat: Number($("act-seat").value), amount: Number($("bet-amount").value) })))) : null,
  ];
}

function showdownControls(expected) {
  const due = expected.seats || [];
  const select = seatSelect("show-seat", due.length ? due[0] : null);
  if (due.length) for (const option of select.options) option.hidden = !due.includes(Number(option.value));
  return [
    h("div", { class: "row" }, h("label", { for: "show-seat" }, words("field.seat")), select),
    h("div", { class: "row" }, h("label", { for: "show-cards" }, words("record.shown_cards")),
      h("input", { id: "show-cards", autocomplete: "off", placeholder: "As Kd" })),
    h("div", { class: "row" },
      button(words("record.show"), () => record(() => ({ kind: "hand_shown", seat: Number($("show-seat").value),
        cards: cardsValue("show-cards") })), { class: "primary" }),
      button(words("record.muck"), () => record(() => ({ kind: "hand_mucked", seat: Number($("show-seat").value) })))),
  ];
}

function drawControls(expected) {
  return [
    h("div", { class: "row" }, h("label", { for: "draw-seat" }, words("field.seat")), seatSelect("draw-seat", seatOf(expected))),
    h("div", { class: "row" }, h("label", { for: "draw-cards" }, words("record.discards")),
      h("input", { id: "draw-cards", autocomplete: "off", placeholder: "?? ??" })),
    h("div", { class: "row" },
      button(words("record.discard"), () => record(() => ({ kind: "discarded", seat: Number($("draw-seat").value),
        cards: cardsValue("draw-cards") })), { class: "primary" }),
      button(words("record.stand_pat"), () => record(() => ({ kind: "discarded", seat: Number($("draw-seat").value), cards: [] })))),
  ];
}

function decisionSeat(ruling) {
  // a player's option is his to take: the expectation names his seat; where it does not (a server before it did),
  // it is the seat of the irregularity the pending ruling answered (the last of the hand's rulings)
  const rulings = state.hand.rulings || [];
  const last = rulings.length ? rulings[rulings.length - 1] : null;
  const pending = ruling || last;
  if (seatOf(state.hand.expected)) return seatOf(state.hand.expected);
  if (!pending || pending.kind !== "player_option") return null;
  return (last && last.irregularity && last.irregularity.seat) || null;
}

function decisionControls(expected) {
  const names = Array.isArray(expected.options) ? expected.options : [];
  return h("div", { class: "row actions" }, names.map((name) => button(label("option", name),
    () => record({ kind: "decision_made", option: name, seat: decisionSeat(null) }), { class: "primary" })));
}

function controlsFor(expected) {
  switch (expected && expected.expect) {
    case "deal": return dealControls(expected);
    case "burn": return cardControls(expected, "card_burned", words("record.burn"));
    case "board": return cardControls(expected, "board_card_dealt", words("record.board"));
    case "action": return actionControls(expected);
    case "showdown": return showdownControls(expected);
    case "draw": return drawControls(expected);
    case "decision": return decisionControls(expected);
    case "over": return h("div", { class: "row" }, button(words("hand.new"), () => guarded(showStart), { class: "primary" }));
    default: return [];
  }
}

// ---- the table as it stands --------------------------------------------------------------------------------------

function cardsCell(cards, cls) {
  // the view counts a seat's downcards without showing them
  if (typeof cards === "number") {
    return Array.from({ length: cards }, () => h("span", { class: "card back", title: words("table.downcard") }, "\u2588"));
  }
  return (cards || []).map((c) => h("span", { class: "card " + cls + (c === "??" ? " unknown" : " suit-" + c.charAt(1)) },
    cardText(c)));
}

function renderTable(view) {
  const seats = viewSeats(view);
  const actor = view.actor !== undefined ? view.actor : seatOf(state.hand.expected);
  const rows = seats.map((s) => h("tr", { class: [s.seat === actor ? "actor" : "", s.dead ? "dead" : ""].join(" ") },
    h("th", { scope: "row" }, words("seat.n", { seat: s.seat }),
      s.seat === view.button ? h("span", { class: "tag" }, words("table.button")) : null,
      s.seat === view.bring_in ? h("span", { class: "tag" }, words("table.bring_in")) : null),
    h("td", { class: "num", "data-label": words("table.stack") }, s.stack),
    h("td", { class: "num round", "data-label": words("table.round") }, s.bet),
    h("td", { class: "num", "data-label": words("table.bet") }, s.contributed),
    h("td", { class: "cards" }, s.shown && s.shown.length ? [...cardsCell(s.shown, "up shown"),
      h("span", { class: "tag" }, words("table.tabled"))]
      : [...cardsCell(s.downcards, "down"), ...cardsCell(s.upcards, "up")]),
    h("td", { class: "status" }, [s.dead ? words("table.dead") : null, s.present === false ? words("table.absent") : null,
      s.all_in ? words("table.all_in") : null, s.live === false && !s.dead ? words("table.folded") : null].filter(Boolean).join(", "))));
  return [
    h("table", { class: "seats" },
      h("thead", {}, h("tr", {}, ["table.seat", "table.stack", "table.round", "table.bet", "table.cards", "table.status"]
        .map((k) => h("th", { scope: "col", class: { "table.stack": "num", "table.round": "num round", "table.bet": "num" }[k] },
          words(k))))),
      h("tbody", {}, rows)),
    h("p", { class: "board" },
      h("span", {}, words("table.board"), " ", view.board && view.board.length ? cardsCell(view.board, "up")
        : words("table.no_board")),
      h("span", {}, words("table.pot", { pot: view.pot || 0 })),
      (view.pots || []).length > 1 ? view.pots.map((pot, n) => h("span", { class: "side-pot" },
        words(n ? "table.side_pot" : "table.main_pot", { chips: pot.amount,
          seats: pot.eligible.map((seat) => words("seat.n", { seat })).join(", ") }))) : null,
      Object.entries(view.payouts || {}).map(([seat, chips]) => h("span", { class: "payout" },
        words("table.payout", { seat, chips })))),
  ];
}

function renderTitle() {
  const hand = state.hand;
  const view = hand.view || {};
  fill("hand-title", words("hand.title", { id: hand.id, game: hand.game || view.game || "",
    rulebook: hand.rulebook || "-", street: view.street ? label("street", view.street) : "-", seq: hand.seq }));
}

function renderHand() {
  const hand = state.hand;
  const view = hand.view || {};
  renderTitle();
  fill("expected", words("hand.next"), " ", h("strong", {}, describeExpected(hand.expected)));
  fill("controls", controlsFor(hand.expected));
  fill("table-view", renderTable(view));
  fill("looked-seat", seatNumbers().map((s) => h("option", { value: s }, words("seat.n", { seat: s }))));
  renderRulings(hand.rulings || []);
  $("do-undo").disabled = !hand.seq;
  location.hash = "hand=" + encodeURIComponent(hand.id);
}

function renderRulings(rulings) {
  $("rulings-box").hidden = !rulings.length;
  fill("rulings-count", words("hand.rulings", { count: rulings.length }));
  fill("rulings-list", rulings.map((record, index) => h("li", {}, button(
    words("hand.ruling_entry", { n: index + 1, irregularity: label("irregularity", record.irregularity.kind),
      kind: label("kind", record.kind), citations: record.citations.join(", ") }),
    () => guarded(() => showRuling(record, index < rulings.length - 1)), { class: "link" }))));
}

async function openHand(id) {
  state.hand = await api("GET", "/hands/" + encodeURIComponent(id));
  notify("");
  renderHand();
  show("hand");
}

function adopt(answer) {
  state.hand.seq = answer.seq;
  state.hand.expected = answer.expected;
  state.hand.view = answer.view;
}

async function post(path, body) {
  try {
    return await api("POST", "/hands/" + encodeURIComponent(state.hand.id) + path, body);
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      await openHand(state.hand.id);
      throw new Error(words("error.stale"));
    }
    throw err;
  }
}

async function refreshRulings() {
  const now = await api("GET", "/hands/" + encodeURIComponent(state.hand.id));
  state.hand.rulings = now.rulings || [];
  return state.hand.rulings;
}

async function sendEvent(event) {
  const before = (state.hand.rulings || []).length;
  const answer = await post("/events", withFloorNotes({ seq: state.hand.seq, event }));
  adopt(answer);
  state.lastLogged = answer.logged || [];
  // the engine also rules on what it finds itself (a player away, a seat on penalty dealt in) as the deal completes
  const rulings = await refreshRulings();
  if (answer.ruling) {
    await showRuling(answer.ruling);
  } else if (rulings.length > before) {
    await showRuling(rulings[rulings.length - 1]);
    notify(words("ruling.detected", { irregularity: label("irregularity", rulings[rulings.length - 1].irregularity.kind) }));
  } else {
    notify("");
    renderHand();
  }
  return answer;
}

function record(build) {
  return guarded(() => sendEvent(typeof build === "function" ? build() : build));
}

function dealRoundUnknown() {
  return guarded(async () => {
    for (let i = 0; i < 100; i += 1) {
      const expected = state.hand.expected;
      if (!expected || expected.expect !== "deal" || expected.face_up) break;
      const answer = await sendEvent({ kind: "card_dealt", seat: seatOf(expected), card: expected.card || "??",
        face_up: false });
      if (answer.ruling) break;
    }
  });
}

function undo() {
  return guarded(async () => {
    adopt(await post("/undo", { seq: state.hand.seq }));
    await refreshRulings();
    notify(words("hand.undone"));
    renderHand();
  });
}

document.addEventListener("DOMContentLoaded", () => {
  $("do-looked").addEventListener("click", () => record(() => ({ kind: "downcards_looked",
    seat: Number($("looked-seat").value) })));
  $("do-undo").addEventListener("click", undo);
  $("do-floor").addEventListener("click", () => guarded(showFloor));
});
