// Flow 1, a loaded PHH file: step through its actions, see what the hand expects at each step (POST /next), and
// open the hand at any step as a stored hand to record on or call "Floor!" from there.
// The file is cut on the client: its `actions` array keeps the first k actions, and of the `[[_floorcall.events]]`
// tables it keeps those that came before action k (`at` <= k; a table without `at` comes after the last action).
"use strict";

const steps = { text: "", actions: [], span: null, blocks: [], seats: null, at: 0, timer: null };

// ---- reading just enough of the TOML: the actions array, the event tables, the seats -----------------------------

function readString(text, i) {
  const quote = text.charAt(i);
  let value = "";
  for (let j = i + 1; j < text.length; j += 1) {
    const c = text.charAt(j);
    if (c === quote) return { value, end: j + 1 };
    if (c === "\\" && quote === '"') {
      const next = text.charAt(j + 1);
      value += { n: "\n", t: "\t", '"': '"', "\\": "\\" }[next] || next;
      j += 1;
    } else value += c;
  }
  return null;
}

function findActions(text) {
  const head = /^actions\s*=\s*\[/m.exec(text);
  if (!head) return null;
  const actions = [];
  let i = head.index + head[0].length;
  while (i < text.length) {
    const c = text.charAt(i);
    if (c === "]") return { actions, span: [head.index, i + 1] };
    if (c === "#") i = text.indexOf("\n", i) < 0 ? text.length : text.indexOf("\n", i);
    else if (c === "'" || c === '"') {
      const read = readString(text, i);
      if (!read) return null;
      actions.push(read.value);
      i = read.end;
    } else if (/[\s,]/.test(c)) i += 1;
    else return null;
  }
  return null;
}

function findEventTables(text) {
  const heads = [...text.matchAll(/^\[\[\s*_floorcall\.events\s*\]\]/gm)].map((m) => m.index);
  return heads.map((start, n) => {
    const rest = text.slice(start + 1);
    // the table runs on through its own sub-tables ([_floorcall.events.ruling]) up to the next other header
    const next = /^\[(?!_floorcall\.events\.)/m.exec(rest.slice(rest.indexOf("\n") + 1));
    const endByHeader = next ? start + 1 + rest.indexOf("\n") + 1 + next.index : text.length;
    const end = n + 1 < heads.length ? Math.min(heads[n + 1], endByHeader) : endByHeader;
    const own = text.slice(start, end).split(/^\[(?!\[)/m)[0];
    const at = /^at\s*=\s*(\d+)/m.exec(own);
    return { start, end, at: at ? Number(at[1]) : null };
  });
}

function cutAt(k) {
  const n = steps.actions.length;
  const drop = steps.blocks.filter((b) => (b.at === null ? n : b.at) > k);
  let text = steps.text;
  for (const block of [...drop].reverse()) text = text.slice(0, block.start) + text.slice(block.end);
  const [from, to] = steps.span;
  const shift = drop.filter((b) => b.start < from).reduce((sum, b) => sum + (b.end - b.start), 0);
  const kept = "actions = [" + steps.actions.slice(0, k).map((a) => JSON.stringify(a)).join(", ") + "]";
  return text.slice(0, from - shift) + kept + text.slice(to - shift);
}

// ---- an action in plain words ------------------------------------------------------------------------------------

function playerName(code) {
  const n = Number(code.slice(1));
  return steps.seats && steps.seats[n - 1] ? words("seat.n", { seat: steps.seats[n - 1] }) : words("step.player", { n });
}

function cardsText(run) {
  return (run.match(/../g) || []).map(cardText).join(" ");
}

function actionWords(action) {
  const parts = action.split("#")[0].trim().split(/\s+/);
  if (parts[0] === "d" && parts[1] === "dh") return words("step.deal_hole", { player: playerName(parts[2]), cards: cardsText(parts[3] || "") });
  if (parts[0] === "d" && parts[1] === "db") return words("step.board", { cards: cardsText(parts[2] || "") });
  if (!/^p\d+$/.test(parts[0])) return words("step.other", { code: action });
  const player = playerName(parts[0]);
  switch (parts[1]) {
    case "f": return words("step.fold", { player });
    case "cc": return words("step.check_call", { player });
    case "cbr": return words("step.bet", { player, amount: parts[2] });
    case "pb": return words("step.bring_in", { player });
    case "sm": return parts[2] ? words("step.show", { player, cards: cardsText(parts[2]) }) : words("step.muck", { player });
    case "sd": return parts[2] ? words("step.discard", { player, cards: cardsText(parts[2]) }) : words("step.stand_pat", { player });
    default: return words("step.other", { code: action });
  }
}

// ---- the panel ---------------------------------------------------------------------------------------------------

function renderSteps() {
  const n = steps.actions.length;
  const k = steps.at;
  $("step-range").max = String(n);
  $("step-range").value = String(k);
  fill("step-count", words("step.count", { k, n }));
  fill("step-action", k ? sentence(actionWords(steps.actions[k - 1])) : words("step.none"));
  fill("step-code", k ? steps.actions[k - 1] : "");
  $("step-first").disabled = $("step-back").disabled = k === 0;
  $("step-next").disabled = $("step-last").disabled = k === n;
  clearTimeout(steps.timer);
  fill("step-expected", "");
  steps.timer = setTimeout(() => previewStep(k), 150);
}

async function previewStep(k) {
  try {
    const expected = await api("POST", "/next", { phh: cutAt(k) });
    if (steps.at === k) fill("step-expected", words("hand.next"), " ", h("strong", {}, describeExpected(expected)));
  } catch (err) {
    if (steps.at === k) fill("step-expected", h("span", { class: "error-text" }, explainError(err)));
  }
}

function goStep(k) {
  steps.at = Math.max(0, Math.min(steps.actions.length, k));
  renderSteps();
}

function openSteps(text) {
  const found = findActions(text);
  if (!found || !found.actions.length || /^\s*events\s*=\s*\[/m.test(text)) return false;
  const seats = /^seats\s*=\s*\[([\d\s,]*)\]/m.exec(text);
  Object.assign(steps, { text, actions: found.actions, span: found.span, blocks: findEventTables(text),
    seats: seats ? seats[1].split(/[\s,]+/).filter(Boolean).map(Number) : null });
  $("steps").hidden = false;
  goStep(found.actions.length);
  $("step-range").focus();
  return true;
}

function openAtStep() {
  return guarded(async () => {
    const created = await api("POST", "/hands", { phh: cutAt(steps.at) });
    await openHand(created.id);
  });
}

document.addEventListener("DOMContentLoaded", () => {
  $("step-first").addEventListener("click", () => goStep(0));
  $("step-back").addEventListener("click", () => goStep(steps.at - 1));
  $("step-next").addEventListener("click", () => goStep(steps.at + 1));
  $("step-last").addEventListener("click", () => goStep(steps.actions.length));
  $("step-range").addEventListener("input", () => goStep(Number($("step-range").value)));
  $("step-open").addEventListener("click", openAtStep);
});
