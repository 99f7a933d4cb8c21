// Webview script for the mcalens region report. Loaded with the page's CSP nonce; no inline handlers.
// Clicking (or pressing Enter on) an element with data-line asks the extension to reveal that source line.
(function () {
  "use strict";
  const vscode = acquireVsCodeApi();
  const uri = document.body.getAttribute("data-uri") || undefined;

  function reveal(el) {
    const line = Number(el.getAttribute("data-line"));
    if (!Number.isInteger(line) || line < 0) return;
    document.querySelectorAll(".selected").forEach(function (e) {
      e.classList.remove("selected");
    });
    document.querySelectorAll('[data-line="' + line + '"]').forEach(function (e) {
      e.classList.add("selected");
    });
    vscode.postMessage({ type: "reveal", line: line, uri: uri });
  }

  document.addEventListener("click", function (ev) {
    const target = ev.target instanceof Element ? ev.target : null;
    if (!target) return;
    const action = target.closest("[data-action]");
    if (action) {
      vscode.postMessage({ type: action.getAttribute("data-action"), uri: uri });
      return;
    }
    const row = target.closest("[data-line]");
    if (row) reveal(row);
  });

  document.addEventListener("keydown", function (ev) {
    if (ev.key !== "Enter" && ev.key !== " ") return;
    const target = ev.target instanceof Element ? ev.target.closest("[data-line]") : null;
    if (target) {
      ev.preventDefault();
      reveal(target);
    }
  });

  // The extension highlights the rows of the instruction under the editor cursor.
  window.addEventListener("message", function (ev) {
    const msg = ev.data;
    if (!msg || msg.type !== "highlight") return;
    document.querySelectorAll(".cursor").forEach(function (e) {
      e.classList.remove("cursor");
    });
    document.querySelectorAll('[data-line="' + Number(msg.line) + '"]').forEach(function (e) {
      e.classList.add("cursor");
    });
  });

  vscode.postMessage({ type: "ready", uri: uri });
})();
