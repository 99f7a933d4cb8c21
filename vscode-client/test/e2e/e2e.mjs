// Drives code-server (real VS Code) in Debian's headless Chromium with playwright-core: opens a .s
// file with the mcalens extension installed and asserts that inlay hints, a hover, the status-bar
// item and the region report webview appear. Screenshots go to $E2E_OUT.
//
//   node test/e2e/e2e.mjs   (run.sh starts code-server and sets the variables)
//   E2E_URL      http://127.0.0.1:PORT/?folder=/path/to/workspace
//   E2E_FILE     file name to open with Quick Open (e.g. loop.s)
//   E2E_LINE     1-based line of an instruction inside a loop, for the hover
//   E2E_OUT      folder for screenshots
//   E2E_CPU      the CPU set in mcalens.cpu (default skylake), expected in the status bar
//   CHROMIUM     browser executable (default /usr/bin/chromium)
import { chromium } from "playwright-core";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const url = process.env.E2E_URL;
const file = process.env.E2E_FILE ?? "loop.s";
const line = Number(process.env.E2E_LINE ?? "8");
const out = process.env.E2E_OUT ?? "e2e-out";
const cpu = process.env.E2E_CPU ?? "skylake";
const timeout = Number(process.env.E2E_TIMEOUT_MS ?? "120000");
if (!url) throw new Error("E2E_URL is not set");
mkdirSync(out, { recursive: true });

const results = [];
function check(name, ok, detail = "") {
  results.push({ name, ok, detail });
  console.log(`${ok ? "ok" : "FAIL"} - ${name}${detail ? `: ${detail}` : ""}`);
}

// A fresh profile each run (launchPersistentContext passes it as --user-data-dir).
const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "mcalens-chromium-")), {
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  viewport: { width: 1600, height: 1000 },
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = browser.pages()[0] ?? (await browser.newPage());
page.on("pageerror", (e) => console.log(`[page error] ${e.message}`));

async function shot(name) {
  const path = join(out, `${name}.png`);
  await page.screenshot({ path });
  console.log(`screenshot: ${path}`);
  return path;
}

async function command(title) {
  await page.keyboard.press("F1");
  const input = page.locator(".quick-input-widget input");
  await input.waitFor({ state: "visible", timeout: 15000 });
  await input.fill(`>${title}`);
  await page.waitForTimeout(500);
  await page.keyboard.press("Enter");
}

async function openWorkbench() {
  await page.goto(url, { waitUntil: "domcontentloaded", timeout });
  await page.locator(".monaco-workbench").waitFor({ timeout });
  check("workbench loaded", true);
}

/** Opens `name` with Quick Open; when its file search is slow (a loaded machine, a fresh profile),
 * from the Explorer instead. Resolves once that file's tab is the active one. */
async function openNamed(name) {
  await page.keyboard.press("Control+P");
  const input = page.locator(".quick-input-widget input");
  await input.waitFor({ state: "visible", timeout: 15000 });
  await input.fill(name);
  try {
    // Wait until the list shows that file (it first lists recently opened ones).
    await page.locator(".quick-input-list .monaco-list-row", { hasText: name }).first().waitFor({ timeout: 30000 });
    await page.waitForTimeout(300);
    await page.keyboard.press("Enter");
  } catch {
    await page.keyboard.press("Escape");
    await page.locator(".explorer-folders-view .monaco-list-row", { hasText: name }).first().click({ timeout: 30000 });
  }
  await page.locator(".tab.active", { hasText: name }).first().waitFor({ timeout: 30000 });
  const editor = page.locator(".editor-instance .monaco-editor").first();
  await editor.waitFor({ timeout: 30000 });
  return editor;
}

async function openFile() {
  const editor = await openNamed(file);
  check("file opened", true, file);
  return editor;
}

// Shared by the per-file scenarios (nasm, riscv, arm) -------------------------------------------

const HINT = /lat \d+ · rthr \d+\.\d\d/;
const STEADY_LENS = /\d+\.\d\d cyc\/iter \(steady state\)/;

/** The rendered lines in screen order (the editor reuses line elements, so DOM order is not it);
 * `collapse`: each run of white space as one space. */
async function renderedLines(editor, collapse = false) {
  const rows = await editor.locator(".view-line").evaluateAll((nodes, squash) =>
    nodes.map((n) => {
      const text = n.innerText.replace(/\u00a0/g, " ");
      return [parseFloat(n.style.top) || 0, squash ? text.replace(/\s+/g, " ") : text];
    }), collapse);
  return rows.sort((a, b) => a[0] - b[0]).map((l) => l[1]);
}

const lineOf = (lines, code) => lines.find((l) => l.trimStart().startsWith(code)) ?? "";

/** The cursor to `line`:`column` with Go to Line. */
async function goTo(line, column) {
  const input = page.locator(".quick-input-widget input");
  await page.keyboard.press("Control+G");
  await input.waitFor({ state: "visible", timeout: 15000 });
  await input.fill(`:${line}:${column}`);
  await page.keyboard.press("Enter");
  await page.waitForTimeout(500);
}

/** The hover at the cursor, shown again (up to 20 times) until `accept(text)`; its last text. */
async function hoverUntil(accept) {
  let hoverText = "";
  for (let attempt = 0; attempt < 20 && !accept(hoverText); attempt++) {
    await page.keyboard.press("Escape");
    await command("Show or Focus Hover");
    try {
      await page.locator(".monaco-hover:not(.hidden)").first().waitFor({ state: "visible", timeout: 5000 });
      hoverText = (await page.locator(".monaco-hover:not(.hidden)").first().innerText()).replace(/\u00a0/g, " ");
    } catch {
      hoverText = "";
    }
    if (!accept(hoverText)) await page.waitForTimeout(1500);
  }
  return hoverText;
}

/** Runs scenario `name`: a throw is a failed check and a screenshot; then the results, and exit. */
async function scenario(name, body) {
  try {
    await body();
  } catch (e) {
    check("e2e run", false, String(e));
    await shot(`vscode-${name}-failure`).catch(() => undefined);
  } finally {
    await browser.close();
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (process.env.E2E_SCENARIO === "python-extension") {
  // The interpreter comes from the Python extension (run.sh installs a stub of its API): the server
  // must start from it and show simulated numbers. run.sh checks which interpreter made the
  // private environment.
  try {
    await openWorkbench();
    const editor = await openFile();
    const deadline = Date.now() + timeout;
    let hintText = "";
    let lensText = "";
    while (Date.now() < deadline) {
      hintText = (await editor.locator(".view-lines").innerText()).replace(/\u00a0/g, " ");
      lensText = (await editor.locator(".codelens-decoration").allInnerTexts().catch(() => [])).join(" | ");
      if (/lat \d+/.test(hintText) && /\d+\.\d\d cyc\/iter \(steady state\)/.test(lensText)) break;
      await page.waitForTimeout(1000);
    }
    check("inlay hints shown", /lat \d+/.test(hintText), (hintText.match(/lat \d+[^\n]*/) ?? [""])[0]);
    check("code lens shows simulated numbers", /\d+\.\d\d cyc\/iter \(steady state\)/.test(lensText) && !/simulating|analysing/.test(lensText), lensText);
    await shot(`vscode-${process.env.E2E_SHOT ?? "python-extension"}`);
    const a64 = process.env.E2E_A64_FILE;
    if (a64) {
      // An AArch64 file (gcc cross output, .S): analysed as AArch64 (latency/throughput hints on its
      // instructions, lenses naming the AArch64 CPU) and never given x86 parse errors. A server
      // without the AArch64 target answers with its one target diagnostic instead.
      await openNamed(a64);
      check("AArch64 file opened", true, a64);
      await command("View: Focus Problems (Errors, Warnings, Infos)");
      const panel = page.locator(".markers-panel");
      let problems = "";
      let lenses = "";
      let hints = "";
      const handled = () => /AArch64 assembly/.test(problems) || /\(AArch64/.test(lenses) || /lat \d+ · rthr/.test(hints);
      for (let i = 0; i < 60 && !handled(); i++) {
        await page.waitForTimeout(1000);
        problems = (await panel.innerText().catch(() => "")).replace(/\s+/g, " ");
        lenses = (await page.locator(".editor-instance .codelens-decoration").allInnerTexts().catch(() => [])).join(" | ");
        hints = (await page.locator(".editor-instance .view-lines").innerText().catch(() => "")).replace(/\u00a0/g, " ");
      }
      check(
        "an AArch64 file is handled as AArch64 (hints or lenses from the AArch64 model, or its one target diagnostic), no x86 errors",
        handled() && !/invalid instruction mnemonic|unexpected character/.test(problems),
        (hints.match(/[^\n]*lat \d+ · rthr[^\n]*/) ?? [problems || lenses])[0].slice(0, 300),
      );
      let status = "";
      for (let i = 0; i < 30 && !/generic \(AArch64\)/.test(status); i++) {
        await page.waitForTimeout(1000);
        status = await page.locator(".part.statusbar").innerText().catch(() => "");
      }
      check("the status bar names the AArch64 file's CPU and target", /generic \(AArch64\)/.test(status), (status.match(/[^\n]*AArch64[^\n]*/) ?? [status.replace(/\n/g, " | ")])[0]);
      await shot("vscode-aarch64");
    }
  } catch (e) {
    check("e2e run", false, String(e));
  } finally {
    await browser.close();
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (process.env.E2E_SCENARIO === "nasm") {
  // A NASM source with x86inc-style macros (tests/editors/data/sum-x86inc.asm): the server assembles
  // it with nasm on open. Each loop line, including the lines that call macros (`mova`, `PADDW`),
  // has its hint; the PADDW call made two instructions, so its hint says "(+1 more)" and its hover
  // lists what nasm made; the cglobal prologue before the loop has no hint.
  const loopLines = ["mova m0, [rbx + rax]", "PADDW m1, m0, m2", "mova [rsi + rax], m1", "add eax, 16", "cmp eax, edx", "jl .loop"];
  const prologue = ["cglobal add_rows", "xor eax, eax", "pxor m2, m2"];
  await scenario("nasm", async () => {
    await openWorkbench();
    const editor = await openFile();
    const deadline = Date.now() + timeout;
    let lines = [];
    let lensText = "";
    const done = () =>
      loopLines.every((code) => HINT.test(lineOf(lines, code))) && STEADY_LENS.test(lensText) && !/simulating|analysing/.test(lensText);
    while (Date.now() < deadline) {
      lines = await renderedLines(editor).catch(() => []);
      lensText = (await editor.locator(".codelens-decoration").allInnerTexts().catch(() => [])).join(" | ");
      if (done()) break;
      await page.waitForTimeout(1000);
    }
    for (const code of loopLines) {
      const text = lineOf(lines, code);
      check(`hint on the loop line '${code}'`, HINT.test(text), text.trim() || "line not rendered");
    }
    check("the PADDW call (two instructions) has one hint with '(+1 more)'", /\(\+1 more\)/.test(lineOf(lines, "PADDW m1, m0, m2")), lineOf(lines, "PADDW m1, m0, m2").trim());
    check(
      "no hint on the cglobal prologue (the loop is the region)",
      prologue.every((code) => lineOf(lines, code) !== "" && !/lat \d+/.test(lineOf(lines, code))),
      prologue.map((code) => lineOf(lines, code).trim()).join(" | "),
    );
    check("code lens shows simulated numbers", done(), lensText);
    await shot("vscode-nasm-hints");
    // The hover on the PADDW call lists the instructions nasm made for it.
    await goTo(Number(process.env.E2E_LINE ?? "0"), 6);
    const expanded = (t) => /nasm made/.test(t) && /movdqa\s+%xmm0, %xmm1/.test(t) && /paddw\s+%xmm2, %xmm1/.test(t);
    const hoverText = await hoverUntil(expanded);
    check("the hover on the PADDW call lists what nasm made", expanded(hoverText), hoverText.split("\n").filter((l) => /nasm made|movdqa|paddw/.test(l)).join(" | "));
    await shot("vscode-nasm-hover");
  });
}

if (process.env.E2E_SCENARIO === "riscv") {
  // A RISC-V vector file (tests/editors/data/rvv-kernels.s, clang-19 -march=rv64gcv output) with
  // mcalens.riscv.cpu = sifive-x280: detected as RISC-V from its .attribute arch; the hints on the
  // vector lines name the LMUL/SEW their vsetvli set (saxpy: m8/e32, ddot: m4/e64), the scalar
  // lines' do not; the hover on vfmacc.vf says what it was analysed with.
  const vectorLines = [
    ["vfmacc.vf v16, fa0, v8", /LMUL M8 SEW E32/],
    ["vse32.v v16, (a2)", /LMUL M8 SEW E32/],
    ["vfmul.vv v12, v12, v16", /LMUL M4 SEW E64/],
    ["vfredusum.vs v8, v12, v8", /LMUL M4 SEW E64/],
  ];
  const scalarLines = ["sub a0, a0, a3", "slli a3, a3, 2"];
  await scenario("riscv", async () => {
    await openWorkbench();
    const editor = await openFile();
    const deadline = Date.now() + timeout;
    let lines = [];
    let lensText = "";
    const done = () =>
      vectorLines.every(([code, values]) => values.test(lineOf(lines, code))) && STEADY_LENS.test(lensText);
    while (Date.now() < deadline) {
      lines = await renderedLines(editor, true).catch(() => []);
      lensText = (await editor.locator(".codelens-decoration").allInnerTexts().catch(() => [])).join(" | ");
      if (done()) break;
      await page.waitForTimeout(1000);
    }
    for (const [code, values] of vectorLines) {
      const text = lineOf(lines, code);
      check(`the hint on '${code}' names ${values.source}`, HINT.test(text) && values.test(text), text.trim() || "line not rendered");
    }
    for (const code of scalarLines) {
      const text = lineOf(lines, code);
      check(`the scalar line '${code}' has a hint without LMUL/SEW`, HINT.test(text) && !/LMUL|SEW/.test(text), text.trim() || "line not rendered");
    }
    check("code lens shows simulated numbers for sifive-x280", STEADY_LENS.test(lensText) && /sifive-x280/.test(lensText), lensText);
    await shot("vscode-riscv-hints");
    await goTo(Number(process.env.E2E_LINE ?? "0"), 3);
    const analysed = (t) => /VFMACC_VF/.test(t) && /analysed with LMUL M8 · SEW E32/.test(t);
    const hoverText = await hoverUntil(analysed);
    check("the hover on vfmacc.vf names its LMUL and SEW", analysed(hoverText), hoverText.split("\n").filter((l) => /VFMACC|analysed with/.test(l)).join(" | "));
    await shot("vscode-riscv-hover");
  });
}

if (process.env.E2E_SCENARIO === "arm") {
  // A Thumb-2 file (tests/editors/data/thumb2-loops.s, arm-none-eabi-gcc -O2 -mcpu=cortex-m4 output)
  // with no ARM setting: detected as 32-bit ARM from its directives (thumbv7m), analysed on the CPU
  // its `.cpu cortex-m4` names; hints on each loop's lines, the lens naming cortex-m4, the hover on
  // smlabb naming LLVM's opcode.
  const loopLines = ["smlabb r0, lr, ip, r0", "ldrh lr, [r3, #2]!", "vfma.f32 s15, s14, s0", "vstmia.32 r0!, {s15}",
    "ldrb r2, [r3, #1]!"];
  await scenario("arm", async () => {
    await openWorkbench();
    const editor = await openFile();
    const deadline = Date.now() + timeout;
    let lines = [];
    let lensText = "";
    const seen = new Map();
    // the file is longer than the viewport: scroll to each loop and read its lines there
    for (const code of loopLines) {
      const at = Number((process.env.E2E_LINES ?? "").split(",")[loopLines.indexOf(code)] ?? "0");
      while (Date.now() < deadline) {
        if (at) await goTo(at, 3);
        lines = await renderedLines(editor, true).catch(() => []);
        lensText += " | " + (await editor.locator(".codelens-decoration").allInnerTexts().catch(() => [])).join(" | ");
        if (HINT.test(lineOf(lines, code))) break;
        await page.keyboard.press("Escape");
        await page.waitForTimeout(1000);
      }
      seen.set(code, lineOf(lines, code));
    }
    for (const code of loopLines) {
      check(`the Thumb-2 line '${code}' has a hint`, HINT.test(seen.get(code) ?? ""), (seen.get(code) ?? "").trim() || "line not rendered");
    }
    check("code lens shows simulated numbers for cortex-m4 (32-bit ARM)",
      STEADY_LENS.test(lensText) && /cortex-m4 \(32-bit ARM/.test(lensText), lensText.slice(0, 400));
    await shot("vscode-arm-hints");
    await goTo(Number(process.env.E2E_LINE ?? "0"), 3);
    const analysed = (t) => /t2SMLABB/.test(t);
    const hoverText = await hoverUntil(analysed);
    check("the hover on smlabb names LLVM's opcode t2SMLABB", analysed(hoverText), hoverText.split("\n").slice(0, 3).join(" | "));
    await shot("vscode-arm-hover");
  });
}

if (process.env.E2E_SCENARIO === "c-source") {
  // A C file with a compile_commands.json: the server compiles it on open and save. The loop hint
  // on the `for` line, a changed hint after an edit and a save, then Show Assembly beside it with
  // hints of its own.
  const hintOn = async (editor, pattern) => {
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      const text = (await editor.locator(".view-lines").innerText().catch(() => "")).replace(/\u00a0/g, " ");
      const found = text.match(pattern);
      if (found) return found[0];
      await page.waitForTimeout(1000);
    }
    return "";
  };
  try {
    await openWorkbench();
    const editor = await openFile();
    const loop = /for \(int i = 0; i < n; i\+\+\)\s*\d+\.\d\d cyc\/iter · [^\n]*/;
    const first = await hintOn(editor, loop);
    check("loop hint on the for line", Boolean(first), first || "no 'cyc/iter' hint after the for line");
    await shot("vscode-c-loop-hint");
    // edit `a * x[i]` into `a / x[i]` and save: a division-bound loop
    await page.keyboard.press("Control+H");
    const find = page.locator(".find-widget textarea, .find-widget input").first();
    await find.waitFor({ timeout: 15000 });
    await page.keyboard.type("a * x[i]");
    await page.keyboard.press("Tab");
    await page.keyboard.type("a / x[i]");
    await page.keyboard.press("Control+Alt+Enter");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Control+S");
    let changed = "";
    for (let i = 0; i < timeout / 1000 && !changed; i++) {
      const now = await hintOn(editor, loop);
      if (now && now !== first) changed = now;
      else await page.waitForTimeout(1000);
    }
    check("the hint changes after the edit is saved", Boolean(changed) && Boolean(first), changed || "the hint did not change");
    await command("mcalens: Show Assembly");
    const tab = page.locator(".tab", { hasText: /-assembly-.*\.s/ }).first();
    let opened = true;
    try {
      await tab.waitFor({ timeout: 60000 });
    } catch {
      opened = false;
    }
    check("Show Assembly opens the assembly beside the source", opened);
    if (opened) {
      const groups = page.locator(".editor-group-container");
      const asmEditor = groups.last().locator(".monaco-editor").first();
      const asmHint = await hintOn(asmEditor, /lat \d+ · rthr \d+\.\d\d/);
      check("the assembly buffer has its own hints", Boolean(asmHint), asmHint);
      await shot("vscode-c-show-assembly");
    }
  } catch (e) {
    check("e2e run", false, String(e));
  } finally {
    await browser.close();
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

if (process.env.E2E_SCENARIO === "no-python") {
  // mcalens.pythonPath names an interpreter that does not exist: the extension must say that no
  // usable Python was found and how to get one (never "pip install mcalens").
  try {
    await openWorkbench();
    await openFile();
    const toast = page.locator(".notification-toast", { hasText: "needs Python" }).first();
    let message = "";
    try {
      await toast.waitFor({ timeout: 60000 });
      message = (await toast.innerText()).replace(/\s+/g, " ");
    } catch {
      message = (await page.locator(".notifications-toasts").innerText().catch(() => "")).replace(/\s+/g, " ");
    }
    check(
      "no usable Python gives exactly that message and how to get one",
      /needs Python 3\.11 or newer/.test(message) && /apt install python3|python\.org/.test(message) && !/pip install mcalens/.test(message),
      message,
    );
  const status = await page.locator(".part.statusbar").innerText().catch(() => "");
    check("status bar shows the error state", /mcalens/.test(status), status.replace(/\n/g, " | "));
    await shot("vscode-no-python");
  } catch (e) {
    check("e2e run", false, String(e));
  } finally {
    await browser.close();
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

try {
  await openWorkbench();

  // Open the assembly file with Quick Open.
  const editor = await openFile();
  const input = page.locator(".quick-input-widget input");

  // Inlay hints: mcalens serve sends "lat N · rthr X" after the static pass.
  const viewLines = editor.locator(".view-lines");
  let hintText = "";
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    hintText = (await viewLines.innerText()).replace(/\u00a0/g, " ");
    if (/lat \d+/.test(hintText)) break;
    await page.waitForTimeout(1000);
  }
  const hintMatch = hintText.match(/lat \d+[^\n]*/);
  check("inlay hints shown", Boolean(hintMatch), hintMatch ? hintMatch[0] : "no 'lat N' text in the editor");
  // Real numbers: the code lens carries the simulated cycles per iteration once simulation finished
  // (it says "simulating…" or "analysing…" before), and then the screenshot is taken.
  let lensText = "";
  while (Date.now() < deadline) {
    lensText = (await editor.locator(".codelens-decoration").allInnerTexts().catch(() => [])).join(" | ");
    if (/IPC \d+\.\d\d · \d+\.\d\d cyc\/iter \(steady state\)/.test(lensText)) break;
    await page.waitForTimeout(1000);
  }
  check("code lens shows simulated numbers", /cyc\/iter \(steady state\)/.test(lensText) && !/simulating|analysing/.test(lensText), lensText);
  await page.waitForTimeout(1500); // the ▲ hints follow the simulated result
  await shot("vscode-inlay-hints");

  // Hover: go to the line, then "Show or Focus Hover".
  await page.keyboard.press("Control+G");
  await input.waitFor({ state: "visible", timeout: 15000 });
  await input.fill(`:${line}:3`);
  await page.keyboard.press("Enter");
  await page.waitForTimeout(500);
  const hover = page.locator(".monaco-hover:not(.hidden) .hover-contents, .monaco-hover:not(.hidden) .rendered-markdown").first();
  let hoverText = "";
  const simulatedHover = (t) => /latency/i.test(t) && /average wait/i.test(t) && !/simulating/i.test(t);
  for (let attempt = 0; attempt < 20 && !simulatedHover(hoverText); attempt++) {
    await page.keyboard.press("Escape");
    await command("Show or Focus Hover");
    try {
      await hover.waitFor({ state: "visible", timeout: 5000 });
      hoverText = await page.locator(".monaco-hover:not(.hidden)").first().innerText();
    } catch {
      hoverText = "";
    }
    if (!simulatedHover(hoverText)) await page.waitForTimeout(1500);
  }
  check("hover shows the instruction's simulated numbers", simulatedHover(hoverText), hoverText.split("\n").slice(0, 4).join(" | "));
  await shot("vscode-hover");
  await page.keyboard.press("Escape");

  // Status bar: CPU, IPC and cycles per iteration of the region under the cursor.
  const status = page.locator(".statusbar-item", { hasText: "IPC" }).first();
  let statusText = "";
  try {
    await status.waitFor({ timeout: 30000 });
    statusText = await status.innerText();
  } catch {
    statusText = (await page.locator(".part.statusbar").innerText().catch(() => "")).replace(/\n/g, " | ");
  }
  for (let i = 0; i < 60 && !/IPC \d+\.\d\d\s+\d+\.\d\d cyc\/iter/.test(statusText); i++) {
    await page.waitForTimeout(1000);
    statusText = await status.innerText().catch(() => "");
  }
  check(
    "status bar shows CPU, IPC and cycles per iteration (not 'analysing…')",
    statusText.includes(cpu) && /IPC \d+\.\d\d\s+\d+\.\d\d cyc\/iter/.test(statusText) && !/analysing/.test(statusText),
    statusText,
  );

  // Region report webview.
  await command("mcalens: Show Region Report");
  const tab = page.locator(".tab", { hasText: "mcalens" }).first();
  let reportOk = false;
  try {
    await tab.waitFor({ timeout: 60000 });
    // The webview's content lives in nested iframes; wait for the timeline table inside.
    const frame = page.frameLocator("iframe.webview.ready").frameLocator("iframe#active-frame");
    await frame.locator("table.timeline").waitFor({ timeout: 60000 });
    const dispatched = await frame.locator("td.st-dispatch").count();
    const bars = await frame.locator("svg.bar").count();
    const busy = await frame.locator("td.busy").allInnerTexts();
    const textViews = (await frame.locator("pre.mca").textContent().catch(() => "")) ?? "";
    reportOk = dispatched > 0 && bars > 0 && busy.some((b) => /% busy/.test(b));
    check("region report webview shows timeline and pressure bars (% busy)", reportOk, `${dispatched} dispatch cells, ${bars} bars, ${busy.slice(0, 3).join(", ")}`);
    check(
      "report carries the llvm-mca text views",
      /Instruction Info:/.test(textViews) && /Dynamic Dispatch Stall Cycles:/.test(textViews) && /Average Wait times/.test(textViews) && (await frame.locator('[data-action="openText"]').count()) === 1,
      textViews.split("\n")[0],
    );
    await frame.locator("table.bars").scrollIntoViewIfNeeded().catch(() => undefined);
    // Click a timeline row: the editor must move to that instruction's line.
    await frame.locator("table.timeline tbody tr[data-line]").nth(1).click();
    await page.waitForTimeout(1000);
    const pos = await page.locator(".statusbar-item[id*='editor.status.selection'], .statusbar-item[aria-label^='Ln ']").first().innerText().catch(() => "");
    check("clicking a report row reveals the source line", /Ln \d+/.test(pos), pos);
  } catch (e) {
    check("region report webview shows timeline and pressure bars", false, String(e).split("\n")[0]);
  }
  await shot("vscode-report");

  // Select CPU: quick pick over mcalens/listCpus; the server writes the directive into the file.
  await page.locator(".editor-instance .monaco-editor").first().click({ position: { x: 300, y: 120 } });
  await command("mcalens: Select CPU");
  await page.locator(".quick-input-list .monaco-list-row", { hasText: "skylake" }).first().waitFor({ timeout: 30000 });
  const rows = await page.locator(".quick-input-list .monaco-list-row").count();
  await page.locator(".quick-input-widget input").fill("znver4");
  await page.waitForTimeout(500);
  await page.keyboard.press("Enter");
  await page.waitForTimeout(3000);
  const after = (await page.locator(".editor-instance .monaco-editor .view-lines").first().innerText()).replace(/\u00a0/g, " ");
  const dirty = await page.locator(".tab.dirty").count();
  check("Select CPU lists the models and does not edit the file", rows > 5 && !after.includes("mcalens: mcpu=") && dirty === 0, `${rows}+ rows in the pick; ${dirty} dirty tabs`);
  let cpuStatus = "";
  for (let i = 0; i < 60 && !/znver4/.test(cpuStatus); i++) {
    await page.waitForTimeout(1000);
    cpuStatus = await page.locator(".part.statusbar").innerText().catch(() => "");
  }
  check("status bar follows the new CPU", /znver4/.test(cpuStatus), (cpuStatus.match(/znver4[^\n]*/) ?? [""])[0]);
  await shot("vscode-set-cpu");

  // Analyze Selection: a report of the selected lines; the file is not edited.
  await page.keyboard.press("Control+G");
  await input.waitFor({ state: "visible", timeout: 15000 });
  await input.fill(`:${line}`);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Shift+ArrowDown");
  await page.keyboard.press("Shift+ArrowDown");
  await command("mcalens: Analyze Selection");
  try {
    await page.locator(".tab", { hasText: "selection" }).first().waitFor({ timeout: 60000 });
    const text = (await page.locator(".editor-instance .monaco-editor .view-lines").first().innerText().catch(() => "")).replace(/\u00a0/g, " ");
    const dirty = await page.locator(".tab.dirty").count();
    check("Analyze Selection shows a report without editing the file", !/LLVM-MCA-BEGIN/.test(text) && dirty === 0, `${dirty} dirty tabs`);
  } catch (e) {
    check("Analyze Selection shows a report without editing the file", false, String(e).split("\n")[0]);
  }
  await shot("vscode-selection");

  // Compare CPUs: multi-select quick pick (the file's CPU is pre-selected), then a table in the webview.
  await command("mcalens: Compare CPUs");
  await page.locator(".quick-input-list .monaco-list-row").first().waitFor({ timeout: 30000 });
  await page.locator(".quick-input-widget input").fill("skylake");
  const skylakeRow = page.locator(".quick-input-list .monaco-list-row", { hasText: "skylake" }).first();
  await skylakeRow.waitFor({ timeout: 10000 });
  await skylakeRow.locator('[role="checkbox"]').first().click({ timeout: 10000 });
  await page.waitForTimeout(300);
  await page.keyboard.press("Enter");
  try {
    await page.locator(".tab", { hasText: "compare CPUs" }).first().waitFor({ timeout: 120000 });
    const frame = page.frameLocator("iframe.webview.ready").frameLocator("iframe#active-frame");
    await frame.locator("table.compare").waitFor({ timeout: 60000 });
    const cpus = await frame.locator("table.compare tbody tr td:first-child").allInnerTexts();
    const mdTabs = await page.locator(".tab", { hasText: ".md" }).count();
    check("Compare CPUs shows the chosen CPUs side by side", cpus.includes("skylake") && cpus.includes("znver4") && mdTabs === 0, `${cpus.join(", ")}; ${mdTabs} markdown tabs`);
  } catch (e) {
    check("Compare CPUs shows the chosen CPUs side by side", false, String(e).split("\n")[0]);
  }
  await shot("vscode-compare");

} catch (e) {
  check("e2e run", false, String(e));
  await shot("vscode-failure").catch(() => undefined);
} finally {
  await browser.close();
}

const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
