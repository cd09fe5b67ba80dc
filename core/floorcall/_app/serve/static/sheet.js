// The ruling sheet's one control: print it (the language links need no script).
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  document.getElementById("print").addEventListener("click", () => window.print());
});
