// The TV clock: reads the public clock route every few seconds, counts down in between, sounds at each change.
"use strict";

const TV_ID = document.body.dataset.tournament;
const READ_EVERY_MS = 5000;
let shown = null;   // the last clock read
let readAt = 0;     // when it was read (performance.now())
let soundOn = false;
let audio = null;

function beep() {
  if (!soundOn) return;
  audio = audio || new AudioContext();
  [0, 0.35, 0.7].forEach((delay) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.2;
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + delay);
    tone.stop(audio.currentTime + delay + 0.2);
  });
  document.body.dataset.sounded = String(Number(document.body.dataset.sounded || 0) + 1);
}

function paint() {
  if (!shown) return;
  const running = shown.started && !shown.paused;
  const passed = running ? (performance.now() - readAt) / 1000 : 0;
  document.getElementById("tv-name").textContent = shown.name;
  document.getElementById("tv-level").textContent = shown.on_break ? words("on_break") : words("level", { level: shown.level });
  document.getElementById("tv-time").textContent = minutesText(shown.seconds_left - passed);
  const state = !shown.started ? words("not_started") : shown.paused ? words("paused") : "";
  const colour = shown.on_break && shown.colour_up ? words("colour_up", { chip: shown.colour_up }) : "";
  document.getElementById("tv-state").textContent = [state, colour].filter(Boolean).join(" · ");
  document.getElementById("tv-stakes").textContent = stakesText(shown.stakes);
  document.getElementById("tv-next").textContent = shown.next
    ? words("next_level") + ": " + stakesText(shown.next) : words("no_next");
  document.getElementById("tv-players").textContent = shown.players_left + " / " + shown.entries;
  document.getElementById("tv-average").textContent = shown.average_stack.toLocaleString(WORDS.lang);
  document.getElementById("tv-break").textContent =
    shown.next_break_in === null ? "–" : minutesText(shown.next_break_in - passed);
  document.getElementById("tv-pool").textContent = shown.prize_pool.toLocaleString(WORDS.lang);
  document.getElementById("tv-rebuys").textContent = String(shown.rebuys);
  document.getElementById("tv-add-ons").textContent = String(shown.add_ons);
  document.getElementById("tv-alternates").textContent = shown.alternates.length ? shown.alternates.join(", ") : "–";
  if (running && shown.seconds_left - passed <= 0) read();
}

async function read() {
  try {
    const answer = await fetch("/api/v1/tournaments/" + encodeURIComponent(TV_ID) + "/clock?lang=" + WORDS.lang);
    const body = await answer.json();
    if (!answer.ok) { showRefused(body.error.reason); return; }
    showRefused("");
    const changed = shown && (shown.level !== body.level || shown.on_break !== body.on_break);
    shown = body;
    readAt = performance.now();
    document.body.dataset.level = String(body.level) + (body.on_break ? "-break" : "");
    if (changed) beep();
    paint();
  } catch (error) {
    showRefused(String(error));
  }
}

document.getElementById("tv-sound").addEventListener("click", () => {
  soundOn = !soundOn;  // a browser lets a page sound only after a click on it
  document.getElementById("tv-sound").setAttribute("aria-pressed", String(soundOn));
});
read();
setInterval(read, READ_EVERY_MS);
setInterval(paint, 250);
