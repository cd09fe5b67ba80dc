// Flows 3 and 4: "Floor!" (report what went wrong, from what can happen now) and the ruling (remedies, citations).
"use strict";

function fieldType(field) {
  const type = String(field.type || "").toLowerCase();
  if (["seat", "card", "street", "bool", "boolean"].includes(type)) return type === "boolean" ? "bool" : type;
  if (field.name === "seat" || field.name.endsWith("_seat") || field.name === "reported_by") return "seat";
  if (field.name === "card") return "card";
  if (field.name === "street") return "street";
  if (field.choices && field.choices.length) return "choice";
  if (["int", "integer", "chips", "number"].includes(type)) return "int";
  return "str";
}

function fieldInput(field, index) {
  const id = "field-" + index;
  const type = fieldType(field);
  const value = field.default !== undefined && field.default !== null ? field.default : null;
  let input;
  if (type === "seat") {
    const chosen = value !== null ? Number(value) : field.required === false ? null : seatOf(state.hand.expected);
    const seats = field.choices && field.choices.length ? field.choices.map(Number) : seatNumbers();
    input = h("select", { id },
      field.required === false ? h("option", { value: "", selected: chosen === null }, words("value.none")) : null,
      seats.map((s) => h("option", { value: s, selected: s === chosen }, words("seat.n", { seat: s }))));
  } else if (type === "card") {
    return h("div", { class: "field card-field", "data-field": field.name, "data-type": type, "data-id": id },
      cardPicker(id, value || "??"));
  } else if (type === "stakes") {
    return stakesField(field, id, value || {});
  } else if (type === "bool") {
    input = h("input", { id, type: "checkbox", checked: !!value });
  } else if (type === "choice" || type === "street") {
    const choices = field.choices || [];
    const current = value || (type === "street" && state.hand.view ? state.hand.view.street : "");
    input = h("select", { id }, choices.map((c) => h("option", { value: c, selected: c === current },
      type === "street" ? label("street", c) : label("choice", c))));
    if (!choices.length) input = h("input", { id, value: current || "" });
  } else if (type === "int") {
    input = h("input", { id, type: "number", inputmode: "numeric", value: value === null ? "" : value });
  } else {
    input = h("input", { id, value: value === null ? "" : value });
  }
  return h("div", { class: "field", "data-field": field.name, "data-type": type, "data-id": id },
    h("label", { for: id }, label("field", field.name)), input,
    field.description ? h("p", { class: "hint" }, field.description) : null);
}

// The new level's stakes: one number a forced bet or bet size, as the level's (the blinds in one field, small first).
function stakesField(field, id, stakes) {
  const inputs = [];
  for (const name of ["ante", "bring_in", "small_bet", "big_bet"]) {
    if (stakes[name] === undefined || stakes[name] === null) continue;
    inputs.push(h("label", { for: id + "-" + name }, words("stakes." + name)),
      h("input", { id: id + "-" + name, type: "number", inputmode: "numeric", value: stakes[name] }));
  }
  if (stakes.blinds && stakes.blinds.length) {
    inputs.push(h("label", { for: id + "-blinds" }, words("stakes.blinds")),
      h("input", { id: id + "-blinds", inputmode: "numeric", value: stakes.blinds.join(" ") }));
  }
  return h("fieldset", { class: "field grid", "data-field": field.name, "data-type": "stakes", "data-id": id,
    "data-keys": Object.keys(stakes).join(" ") }, h("legend", {}, label("field", field.name)), inputs);
}

function stakesValue(box, id) {
  const stakes = {};
  for (const name of ["ante", "bring_in", "small_bet", "big_bet"]) {
    const input = $(id + "-" + name);
    if (input && input.value !== "") stakes[name] = Number(input.value);
  }
  const blinds = $(id + "-blinds");
  if (blinds) stakes.blinds = blinds.value.trim().split(/[\s,/-]+/).filter(Boolean).map(Number);
  return stakes;
}

function readFields() {
  const values = {};
  for (const box of $("report-fields").querySelectorAll("[data-field]")) {
    const input = $(box.getAttribute("data-id"));
    const name = box.getAttribute("data-field");
    const type = box.getAttribute("data-type");
    if (type === "stakes") values[name] = stakesValue(box, box.getAttribute("data-id"));
    else if (type === "bool") values[name] = input.checked;
    else if (type === "card") values[name] = cardValue(box.getAttribute("data-id"));
    else if (input.value === "") continue;
    else if (type === "seat" || type === "int") values[name] = Number(input.value);
    else values[name] = input.value;
  }
  return values;
}

function chooseIrregularity(entry) {
  fill("report-title", label("irregularity", entry.kind));
  fill("report-description", entry.description || "");
  fill("report-fields", entry.fields.map(fieldInput));
  $("report-form").hidden = false;
  $("reportable").hidden = true;
  $("floor-other").hidden = false;
  $("report-form").onsubmit = (event) => {
    event.preventDefault();
    record(() => ({ kind: "irregularity_reported", irregularity: Object.assign({ kind: entry.kind }, readFields()) }));
  };
  const first = $("report-fields").querySelector("select, input, button");
  (first || $("do-report")).focus();
}

// ---- a wager in words and chips: what he said, the chips he put out, motion by motion -------------------------------

const SAID = ["", "check", "call", "raise", "total", "all_in", "pot", "amount"];

function wagerForm() {
  const expected = state.hand.expected;
  fill("report-title", words("wager.heading"));
  fill("report-description", words("wager.hint"));
  const said = h("select", { id: "wager-said" }, SAID.map((name) =>
    h("option", { value: name }, words(name ? "wager.said_" + name : "wager.said_nothing"))));
  const amount = h("input", { id: "wager-amount", type: "number", inputmode: "numeric", value: "" });
  const amountRow = h("div", { class: "field", id: "wager-amount-row", hidden: true },
    h("label", { for: "wager-amount" }, words("wager.amount")), amount);
  said.addEventListener("change", () => {
    amountRow.hidden = !["total", "amount"].includes(said.value);
    if (!amountRow.hidden) amount.focus();
  });
  fill("report-fields",
    h("div", { class: "field" }, h("label", { for: "wager-seat" }, words("field.seat")), seatSelect("wager-seat", seatOf(expected))),
    h("div", { class: "field" }, h("label", { for: "wager-said" }, words("wager.said")), said),
    amountRow,
    h("div", { class: "field" }, h("label", { for: "wager-chips" }, words("wager.chips")),
      h("input", { id: "wager-chips", inputmode: "numeric", autocomplete: "off", placeholder: "500 100 / 500" }),
      h("p", { class: "hint" }, words("wager.chips_hint"))),
    h("div", { class: "field" }, h("label", { for: "wager-chips-first" }, words("wager.chips_first")),
      h("input", { id: "wager-chips-first", type: "checkbox" })));
  $("report-form").hidden = false;
  $("reportable").hidden = true;
  $("floor-other").hidden = false;
  $("report-form").onsubmit = (event) => {
    event.preventDefault();
    record(readWager);
  };
  $("wager-chips").focus();
}

function readWager() {
  const event = { kind: "wager_made", seat: Number($("wager-seat").value) };
  const said = $("wager-said").value;
  const amount = Number($("wager-amount").value);
  if (said === "total") event.said = { said, amount };
  else if (said === "amount") event.said = { said, meanings: [amount] };
  else if (said) event.said = { said };
  // "/" between chips: his hand went back to his stack, and the chips after it came in another motion
  const motions = $("wager-chips").value.split("/").map((part) =>
    part.trim().split(/[\s,+]+/).filter(Boolean).map(Number)).filter((chips) => chips.length);
  event.motions = motions.map((chips, i) => ({ chips, returned: i < motions.length - 1 }));
  event.spoke_first = !$("wager-chips-first").checked;
  return event;
}

async function showFloor() {
  const answer = await api("GET", "/hands/" + encodeURIComponent(state.hand.id) + "/reportable");
  const entries = answer.irregularities;
  const betting = state.hand.expected && state.hand.expected.expect === "action";
  $("report-form").hidden = true;
  $("reportable").hidden = false;
  $("floor-other").hidden = true;
  const wager = betting ? h("li", {}, button([h("strong", {}, words("wager.heading")),
    h("span", { class: "hint" }, words("wager.hint"))], wagerForm, { class: "choice", "data-kind": "wager_made" })) : null;
  fill("reportable", wager, entries.length
    ? entries.map((entry) => h("li", {}, button([h("strong", {}, label("irregularity", entry.kind)),
      h("span", { class: "hint" }, entry.description || "")], () => chooseIrregularity(entry),
    { class: "choice", "data-kind": entry.kind })))
    : (wager ? null : h("li", { class: "hint" }, words("floor.none"))));
  notify("");
  show("floor");
}

// ---- the ruling ----------------------------------------------------------------------------------------------------

function remedyText(remedy) {
  const params = {};
  for (const [name, value] of Object.entries(remedy)) if (name !== "kind") params[name] = valueText(name, value);
  const variant = remedy.seat === null && t("remedy." + remedy.kind + ".no_seat") !== null ? ".no_seat" : "";
  const text = t("remedy." + remedy.kind + variant, params);
  if (text !== null) return sentence(text);
  const details = Object.keys(params).map((k) => label("field", k) + ": " + params[k]).join(", ");
  return humanize(remedy.kind) + (details ? " (" + details + ")" : "");
}

async function citationTitle(citation) {
  if (!state.titles.has(citation)) {
    try {
      state.titles.set(citation, await api("GET", "/rules/" + encodeURIComponent(citation)));
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 404) throw err;
      state.titles.set(citation, { id: citation, title: words("ruling.no_title"), summary: "" });
    }
  }
  return state.titles.get(citation);
}

function optionName(option) {
  return typeof option === "string" ? option : option.name;
}

async function showRuling(ruling, earlier) {
  // an earlier ruling of the hand (from its list) is shown without the decision the latest one may have left
  state.lastRuling = ruling;
  state.showingEarlier = !!earlier;
  const rules = await Promise.all((ruling.citations || []).map(citationTitle));
  fill("ruling-kind", ruling.decided ? words("ruling.final", { kind: label("kind", ruling.kind), option: ruling.decided })
    : label("kind", ruling.kind));
  fill("ruling-kind-hint", t("kind_hint." + ruling.kind) || "");
  // remedy_details holds each remedy with its fields; remedies alone only names them
  const remedies = (ruling.remedy_details || ruling.remedies || []).map((r) => (typeof r === "string" ? { kind: r } : r));
  const said = ruling.remedy_text || [];
  fill("ruling-remedies", remedies.length
    ? remedies.map((r, i) => h("li", { "data-remedy": r.kind }, said[i] || remedyText(r)))
    : h("li", { class: "hint" }, words((ruling.options || []).length ? "ruling.remedies_follow" : "ruling.no_remedies")));
  fill("ruling-citations", rules.map((rule) => h("li", { "data-citation": rule.id },
    h("strong", { class: "citation" }, rule.id), " ", h("span", {}, rule.title),
    rule.summary ? h("p", { class: "hint" }, rule.summary) : null)));
  fill("ruling-explanation", ruling.explanation || "");
  renderTitle();
  renderDecision();
  renderRulingLog(earlier);
  renderRedeal();
  fill("ruling-after", h("p", {}, words("hand.next"), " ", h("strong", {}, describeExpected(state.hand.expected))),
    renderTable(state.hand.view || {}));
  show("ruling");
}

function renderDecision() {
  const expected = state.hand.expected;
  const pending = expected && expected.expect === "decision" && !state.showingEarlier;
  $("ruling-decision").hidden = !pending;
  $("ruling-back").hidden = pending;
  if (!pending) return;
  const names = Array.isArray(expected.options) ? expected.options.map(optionName)
    : (state.lastRuling.options || []).map(optionName);
  const seat = decisionSeat(state.lastRuling);
  fill("decision-who", seat ? words("ruling.decider_player", { seat }) : words("ruling.decider_floor"));
  const details = new Map((state.lastRuling.option_details || []).map((o) => [o.name, o]));
  const optionLabel = (name) => (details.has(name) ? details.get(name).label : label("option", name));
  fill("decision-options", names.map((name) => button(optionLabel(name), () => guarded(async () => {
    const decided = state.lastRuling;
    const answer = await sendEvent({ kind: "decision_made", option: name, seat });
    if (!answer.ruling) {
      // the ruling as it now stands: the chosen option's kind and remedies, no decision left open
      const chosen = details.get(name);
      await showRuling(chosen ? Object.assign({}, decided, { kind: chosen.kind, remedy_details: chosen.remedy_details,
        remedy_text: chosen.remedy_text, options: [], option_details: [], decided: chosen.label }) : decided);
      notify(words("ruling.decided", { option: optionLabel(name) }));
    }
  }), { class: "primary", "data-option": name })));
}

// After a misdeal the same hand is dealt again (same table, button and stakes): one tap starts the redeal.
function renderRedeal() {
  const view = state.hand.view || {};
  const redeal = $("ruling-redeal");
  redeal.hidden = view.outcome !== "misdeal";
  redeal.onclick = () => guarded(async () => {
    const answer = await api("POST", "/hands", { redeal_of: state.hand.id });
    await openHand(answer.id);
  });
}

document.addEventListener("DOMContentLoaded", () => {
  $("floor-back").addEventListener("click", () => { renderHand(); show("hand"); });
  $("floor-other").addEventListener("click", () => guarded(showFloor));
  $("ruling-back").addEventListener("click", () => { renderHand(); show("hand"); });
});
