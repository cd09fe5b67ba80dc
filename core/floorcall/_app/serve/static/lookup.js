// The rule lookup screen: the floor person types a rule's number or a few words and reads the rules found, in the
// console's language, with the house's changes to them (GET /api/v1/rules?q=, one rulebook at a time).
"use strict";

function renderRulebooks() {
  const event = state.event || { rulebooks: [], rulebook: null };
  const select = $("rules-rulebook");
  fill("rules-rulebook", (event.rulebooks || []).map((book) => h("option", { value: book.name }, book.name)));
  if (event.rulebook || event.default_rulebook) select.value = event.rulebook || event.default_rulebook;
  select.disabled = !!event.rulebook;
}

function changeLine(entry) {
  if (!entry.changed_by) return null;
  const key = entry.change === "replaced" ? "rules.replaced" : "rules.amended";
  return h("p", { class: "rule-change" }, words(key, { plugin: entry.changed_by }));
}

function ruleItem(entry) {
  return h("li", { "data-rule": entry.id },
    h("h3", {}, h("span", { class: "rule-id" }, entry.id), entry.title),
    h("p", {}, entry.summary || words("rules.no_summary")),
    entry.id.startsWith("FLOORCALL-DEFAULT-") ? h("p", { class: "hint rule-default" }, words("rules.default")) : null,
    changeLine(entry));
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
  fill("rules-count", report.rules.length
    ? words("rules.found", { rulebook: report.rulebook, count: report.rules.length })
    : words("rules.none", { rulebook: report.rulebook }));
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
