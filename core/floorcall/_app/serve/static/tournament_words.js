// The tournament pages' words (embedded by the server in the page's language) and the texts both pages build.
"use strict";

const WORDS = JSON.parse(document.getElementById("words").textContent);

function words(key, values) {
  const text = WORDS[key] || key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (values && name in values ? String(values[name]) : whole));
}

function stakesText(stakes) {
  const parts = [];
  if (stakes.blinds.length) parts.push(words("blinds", { blinds: stakes.blinds.join("/") }));
  if (stakes.bring_in !== null) {
    parts.push(words("bring_in", { bring_in: stakes.bring_in, small: stakes.small_bet, big: stakes.big_bet || stakes.small_bet }));
  }
  if (stakes.ante) parts.push(words("ante", { ante: stakes.ante }));
  if (stakes.big_blind_ante) parts.push(words("bb_ante", { ante: stakes.big_blind_ante }));
  return parts.join(" · ");
}

function minutesText(seconds) {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours ? hours + ":" + String(minutes).padStart(2, "0") + ":" + rest : minutes + ":" + rest;
}

function showRefused(reason) {
  const box = document.getElementById("refused");
  box.textContent = reason ? words("error", { reason }) : "";
  box.hidden = !reason;
}
