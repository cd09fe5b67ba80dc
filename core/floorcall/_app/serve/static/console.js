// The floor console's script: plain JavaScript written for this page, talking only to the JSON API under /api/v1.
// Every word it shows comes from the message table the server embeds in the page (#messages): see t().
"use strict";

const API = "/api/v1";
const MESSAGES = JSON.parse(document.getElementById("messages").textContent);
// the language the server rendered the page in; every API call asks for its texts in it too
const LANG = MESSAGES.lang;
const LANG_COOKIE = "floorcall-lang";
const RANKS = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];
const SUITS = ["s", "h", "d", "c"];
const state = { hand: null, plugins: null, lastRuling: null, titles: new Map(), busy: false };

// ---- words -------------------------------------------------------------------------------------------------------

function t(key, params) {
  let text = Object.prototype.hasOwnProperty.call(MESSAGES, key) ? MESSAGES[key] : null;
  if (text === null) return null;
  for (const [name, value] of Object.entries(params || {})) text = text.split("{" + name + "}").join(String(value));
  return text;
}

function words(key, params) {
  const text = t(key, params);
  if (text !== null) return text;
  console.warn("floorcall console: no message for", key);
  return key;
}

function sentence(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function humanize(name) {
  const text = String(name).replace(/[_-]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function label(prefix, name) {
  return t(prefix + "." + name) || humanize(name);
}

function cardText(card) {
  if (!card || card === "??") return words("card.unknown");
  return card.charAt(0).replace("T", "10") + ({ s: "\u2660", h: "\u2665", d: "\u2666", c: "\u2663" }[card.charAt(1)] || "");
}

function valueText(name, value) {
  if (value === null || value === undefined) return words("value.none");
  if (typeof value === "boolean") return words(value ? "value.yes" : "value.no");
  if (name === "seat" || name.endsWith("_seat") || name === "dealer" || name === "reported_by") {
    return words("seat.n", { seat: value });
  }
  if (name === "card") return cardText(value);
  if (name === "street") return label("street", value);
  if (Array.isArray(value)) return value.map((v) => valueText(name === "board" ? "card" : name, v)).join(" ");
  if (typeof value === "object") return Object.entries(value).map(([k, v]) => label("field", k) + ": " + valueText(k, v)).join(", ");
  return String(value);
}

// ---- DOM helpers -------------------------------------------------------------------------------------------------

function h(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function $(id) {
  return document.getElementById(id);
}

function fill(id, ...children) {
  const node = $(id);
  node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

function button(text, onclick, attrs) {
  return h("button", Object.assign({ type: "button", onclick }, attrs || {}), text);
}

function show(panel) {
  for (const id of ["start", "hand", "floor", "ruling", "log", "rules"]) $(id).hidden = id !== panel;
  if (typeof renderWhere === "function") renderWhere(panel);
  const heading = $(panel).querySelector("h2");
  if (heading) heading.focus();
}

function notify(text, isError) {
  const box = $("notice");
  box.textContent = text || "";
  box.className = isError ? "notice error" : "notice";
  box.hidden = !text;
}

// ---- the API -----------------------------------------------------------------------------------------------------

class ApiError extends Error {
  constructor(status, body) {
    const error = (body && body.error) || {};
    super(error.reason || words("error.status", { status }));
    this.status = status;
    this.path = error.path || "";
    this.body = body;
  }
}

async function api(method, path, body) {
  const headers = { Accept: "application/json" };
  const token = sessionStorage.getItem("floorcall-token");
  if (token) headers.Authorization = "Bearer " + token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response;
  try {
    const url = API + path + (path.includes("?") ? "&" : "?") + "lang=" + encodeURIComponent(LANG);
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (err) {
    throw new ApiError(0, { error: { reason: words("error.network") } });
  }
  if (response.status === 401) {
    await askToken(token !== null);
    return api(method, path, body);
  }
  const text = await response.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch (err) {
    data = null;
  }
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

function askToken(wasWrong) {
  return new Promise((resolve, reject) => {
    const dialog = $("token-dialog");
    const input = $("token-input");
    $("token-wrong").hidden = !wasWrong;
    input.value = "";
    const finish = () => {
      $("token-form").removeEventListener("submit", done);
      dialog.removeEventListener("cancel", cancel);
      dialog.close();
    };
    const done = (event) => {
      event.preventDefault();
      if (!input.value.trim()) return;
      sessionStorage.setItem("floorcall-token", input.value.trim());
      // the ruling sheets are pages of their own: the token goes with them in a cookie the browser keeps for this
      // session and sends to /rulings only, never from another site's page
      document.cookie = "floorcall-token=" + encodeURIComponent(input.value.trim()) + "; path=/rulings; samesite=strict";
      finish();
      resolve();
    };
    const cancel = (event) => {  // Escape: nothing is sent until a token is given
      event.preventDefault();
      finish();
      reject(new Error(words("token.needed")));
    };
    $("token-form").addEventListener("submit", done);
    dialog.addEventListener("cancel", cancel);
    dialog.showModal();
    input.focus();
  });
}

function explainError(err) {
  if (!(err instanceof ApiError)) return String(err && err.message ? err.message : err);
  return err.path ? words("error.at", { path: err.path, reason: err.message }) : err.message;
}

async function guarded(work) {
  if (state.busy) return;
  state.busy = true;
  document.body.classList.add("busy");
  try {
    await work();
  } catch (err) {
    notify(explainError(err), true);
  } finally {
    state.busy = false;
    document.body.classList.remove("busy");
  }
}

// ---- the language chooser ----------------------------------------------------------------------------------------

// The choice is kept in a cookie for a year, so the server renders the page in it on every visit (before any choice
// the server follows the browser's language); the page reloads in the chosen language at the same hand.
function chooseLanguage(event) {
  const language = event.target.value;
  document.cookie = LANG_COOKIE + "=" + encodeURIComponent(language) + "; path=/; max-age=31536000; samesite=strict";
  const url = new URL(location.href);
  if (!url.searchParams.has("lang")) {
    location.reload();
    return;
  }
  url.searchParams.delete("lang");  // an address naming a language would win over the choice
  location.replace(url.toString());
}

document.addEventListener("DOMContentLoaded", () => $("language").addEventListener("change", chooseLanguage));
