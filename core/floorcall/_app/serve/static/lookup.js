// The rule lookup screen: the floor person types a rule's number or a few words and reads the rules found, in the
// console's language, with the house's changes to them and the shipped examples each rules on (GET /api/v1/rules?q=):
// in every installed rulebook unless the floor picks one or the event fixes one, each rule naming its rulebook.
"use strict";

function renderRulebooks() {
  const event = state.event || { rulebooks: [], rulebook: null };
  const select = $("rules-rulebook");
  const every = event.rulebook ? [] : [h("option", { value: "" }, words("rules.every"))];
  fill("rules-rulebook", every.concat((event.rulebooks || []).map((book) => h("option", { value: book.name }, book.name))));
  select.value = event.rulebook || "";
  select.disabled = !!event.rulebook;
}

function changeLine(entry) {
  if (!entry.changed_by) return null;
  const key = entry.change === "replaced" ? "rules.replaced" : "rules.amended";
  return h("p", { class: "rule-change" }, words(key, { plugin: entry.changed_by }));
}

function bookLine(entry) {
  if (entry.rulebook === entry.under) return h("p", { class: "hint rule-book" }, words("rules.book", { rulebook: entry.under }));
  return h("p", { class: "hint rule-book" }, words("rules.behind", { rulebook: entry.rulebook, under: entry.under }));
}

function examplesLine(entry) {
  if (!entry.examples.length) return null;
  return h("p", { class: "rule-examples" }, words("rules.examples", { examples: entry.examples.join(", ") }));
}

function ruleItem(entry) {
  return h("li", { "data-rule": entry.id, "data-rulebook": entry.under },
    h("h3", {}, h("span", { class: "rule-id" }, entry.id), entry.title),
    bookLine(entry),
    h("p", {}, entry.summary || words("rules.no_summary")),
    entry.id.startsWith("FLOORCALL-DEFAULT-") ? h("p", { class: "hint rule-default" }, words("rules.default")) : null,
    changeLine(entry),
    examplesLine(entry));
}

function countLine(report) {
  if (report.rulebook === null) {
    const books = report.rulebooks.join(", ");
    return report.rules.length
      ? words("rules.found.every", { rulebooks: books, count: report.rules.length })
      : words("rules.none.every", { rulebooks: books });
  }
  return report.rules.length
    ? words("rules.found", { rulebook: report.rulebook, count: report.rules.length })
    : words("rules.none", { rulebook: report.rulebook });
}

async function findRules(event) {
  if (event) event.preventDefault();
  const typed = $("rules-q").value.trim();
  const rulebook = $("rules-rulebook").value;
  if (!typed) {
    fill("rules-list");
    fill("rules-count", words("rules.empty"));
    $("rules-q").focus();
    return;
  }
  const query = new URLSearchParams({ q: typed });
  if (rulebook) query.set("rulebook", rulebook);
  const report = await api("GET", "/rules?" + query.toString());
  fill("rules-list", report.rules.map(ruleItem));
  fill("rules-count", countLine(report));
}

function showRules() {
  if (!$("rules-rulebook").options.length) renderRulebooks();
  show("rules");
  $("rules-q").focus();  // the floor person types at once
}

document.addEventListener("DOMContentLoaded", () => {
  $("go-rules").addEventListener("click", showRules);
  $("rules-form").addEventListener("submit", (event) => guarded(() => findRules(event)));
});
