// Pure rendering of the region report: data → HTML. No `vscode` import; unit-tested under node.
//
// Security model: the page gets a strict Content-Security-Policy (no network, scripts only with the
// per-render nonce, styles only from the extension's media folder), every server string is escaped,
// and no element carries an inline style or event handler, so nothing in the report can run code.
import { formatNumber, labelFor, type CriticalStep, type RegionReport, type TimelineRow } from "./types";

export interface PageAssets {
  /** Random per render; the only script allowed to run carries it. */
  nonce: string;
  /** webview.cspSource: the origin local resources are served from. */
  cspSource: string;
  /** URIs (as webview URIs) of media/report.css and media/report.js. */
  styleUri: string;
  scriptUri: string;
}

export interface RenderOptions {
  /** Timeline columns beyond this are cut (a note says so). */
  maxCycles?: number;
  /** Document the report is about; echoed to the script for reveal messages. */
  uri?: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export function contentSecurityPolicy(a: Pick<PageAssets, "nonce" | "cspSource">): string {
  return [
    "default-src 'none'",
    `img-src ${a.cspSource} data:`,
    `style-src ${a.cspSource}`,
    `font-src ${a.cspSource}`,
    `script-src 'nonce-${a.nonce}'`,
  ].join("; ");
}

/** What the timeline shows in one cycle, with llvm-mca's characters. */
export type Stage = "D" | "=" | "e" | "E" | "-" | "R";

const STAGE_CLASS: Record<Stage, string> = {
  D: "st-dispatch",
  "=": "st-wait",
  e: "st-exec",
  E: "st-executed",
  "-": "st-retlag",
  R: "st-retire",
};

const STAGE_NAME: Record<Stage, string> = {
  D: "dispatched",
  "=": "waiting to execute",
  e: "executing",
  E: "executed",
  "-": "waiting to retire",
  R: "retired",
};

/** Per-cycle stages of one instruction, exactly as llvm-mca's TimelineView::printTimelineViewEntry draws them. */
export function timelineStages(row: TimelineRow): Map<number, Stage> {
  const m = new Map<number, Stage>();
  const { dispatched: d, issued: i, executed: x, retired: r } = row;
  m.set(d, "D");
  if (d !== x) {
    for (let c = d + 1; c < i; c++) m.set(c, "=");
    if (i === x) {
      m.set(i, "E");
    } else {
      if (d !== i) m.set(i, "e");
      for (let c = i + 1; c < x; c++) m.set(c, "e");
      m.set(x, "E");
    }
  }
  for (let c = x + 1; c < r; c++) m.set(c, "-");
  if (x < r) m.set(r, "R");
  return m;
}

/** The timeline as llvm-mca prints it ("D=eeeER"), for tests and the text fallback. */
export function timelineText(row: TimelineRow, width?: number): string {
  const stages = timelineStages(row);
  const last = width ?? Math.max(...stages.keys()) + 1;
  let s = "";
  for (let c = 0; c < last; c++) s += stages.get(c) ?? (c % 5 === 0 ? "." : " ");
  return s.replace(/\s+$/, "");
}

/** Cycles per iteration (pressure): always two decimals, as llvm-mca's pressure views. */
function fmt(n: number): string {
  return Number.isFinite(n) ? n.toFixed(2) : "";
}

function lineAttr(report: RegionReport, index: number | undefined): string {
  if (index === undefined) return "";
  const line = report.lines[index];
  return line !== undefined && line >= 0 ? ` data-line="${line}" tabindex="0" class="src"` : "";
}

function instructionText(report: RegionReport, index: number): string {
  return report.instructions[index] ?? `#${index}`;
}

function renderSummary(report: RegionReport): string {
  if (report.summary.length === 0) return "";
  const rows = report.summary.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`);
  return `<section id="summary"><h2>Summary</h2><table class="kv">${rows.join("")}</table></section>`;
}

function renderBottleneck(report: RegionReport): string {
  const verdict = report.bottleneck
    ? `<p class="verdict">${escapeHtml(report.bottleneck)}</p>`
    : `<p class="verdict none">No bottleneck verdict for this region.</p>`;
  let critical = "";
  if (report.critical.length > 0) {
    const items = report.critical.map((s: CriticalStep) => {
      const detail = s.detail ? ` <span class="detail">${escapeHtml(s.detail)}</span>` : "";
      return `<li${lineAttr(report, s.index)}><code>${escapeHtml(s.text)}</code>${detail}</li>`;
    });
    critical = `<h3>Critical sequence</h3><ol class="critical">${items.join("")}</ol>`;
  }
  return `<section id="bottleneck"><h2>Bottleneck</h2>${verdict}${critical}</section>`;
}

/** Total pressure per unit (sum over instructions, per iteration). */
export function unitTotals(report: RegionReport): number[] {
  if (report.pressure.perIteration) return report.pressure.perIteration;
  return report.pressure.units.map((_, u) => report.pressure.perInstruction.reduce((acc, row) => acc + (row[u] ?? 0), 0));
}

function bar(fraction: number, cls: string): string {
  // An SVG rect's width is an attribute, not a style, so the strict CSP needs no 'unsafe-inline'.
  const w = Math.max(0, Math.min(100, fraction * 100));
  return `<svg class="bar ${cls}" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true"><rect class="track" width="100" height="10"/><rect class="fill" width="${w.toFixed(2)}" height="10"/></svg>`;
}

/** Heat of a per-instruction cell: quarters of 100% busy (the region's cycles per iteration). */
function heatClass(v: number, cyclesPerIteration: number): string {
  const share = busyShare(v, cyclesPerIteration);
  if (v <= 0 || !Number.isFinite(share)) return "h0";
  return `h${Math.min(4, Math.max(1, Math.ceil(share * 4)))}`;
}

/** How busy a unit is: its cycles per iteration over the region's cycles per iteration (1 = 100%). */
export function busyShare(cycles: number, cyclesPerIteration: number): number {
  return cyclesPerIteration > 0 && Number.isFinite(cyclesPerIteration) ? cycles / cyclesPerIteration : NaN;
}

/** Bars are relative to 100% busy, never to the busiest unit: a 32%-busy unit is not "hot". */
export const SATURATED = 0.9;

function renderPressure(report: RegionReport): string {
  const { units, perInstruction } = report.pressure;
  if (units.length === 0) return `<section id="pressure"><h2>Resource pressure</h2><p class="none">No resource data.</p></section>`;
  const totals = unitTotals(report);
  const bars = units.map((u, i) => {
    const t = totals[i] ?? 0;
    const share = busyShare(t, report.cyclesPerIteration);
    const known = Number.isFinite(share);
    const hot = known && share >= SATURATED ? " hot" : "";
    const busy = known ? `${Math.round(Math.min(share, 1) * 100)}% busy` : "";
    return `<tr class="unit${hot}"><th scope="row">${escapeHtml(u)}</th><td class="num">${fmt(t)}</td><td class="num busy">${busy}</td><td class="barcell">${bar(known ? share : 0, hot ? "hot" : "")}</td></tr>`;
  });
  const head = units.map((u) => `<th scope="col">${escapeHtml(u)}</th>`).join("");
  const rows = perInstruction.map((row, i) => {
    const cells = units.map((_, u) => {
      const v = row[u] ?? 0;
      // Relative to 100% busy too: a cell is hot when that instruction alone keeps the unit busy.
      return `<td class="num ${heatClass(v, report.cyclesPerIteration)}">${v > 0 ? fmt(v) : ""}</td>`;
    });
    return `<tr${lineAttr(report, i)}><td class="asm"><code>${escapeHtml(instructionText(report, i))}</code></td>${cells.join("")}</tr>`;
  });
  return (
    `<section id="pressure"><h2>Resource pressure per iteration</h2><p class="note">Cycles per iteration on each unit; the bar is how busy it is (100% = busy every cycle).</p>` +
    `<table class="bars">${bars.join("")}</table>` +
    `<details open><summary>Per instruction</summary><div class="scroll"><table class="grid pressure"><thead><tr><th scope="col">Instruction</th>${head}</tr></thead><tbody>${rows.join("")}</tbody></table></div></details>` +
    `</section>`
  );
}

function renderTimeline(report: RegionReport, maxCycles: number): string {
  if (report.timeline.length === 0) {
    return `<section id="timeline"><h2>Timeline</h2><p class="none">No timeline (set mcalens.timelineIterations above 0).</p></section>`;
  }
  const lastCycle = Math.max(...report.timeline.map((r) => Math.max(r.retired, r.executed, r.dispatched)));
  const width = Math.min(lastCycle + 1, maxCycles);
  const truncated = lastCycle + 1 > maxCycles;
  const head: string[] = [];
  for (let c = 0; c < width; c++) head.push(`<th scope="col" class="cyc${c % 5 === 0 ? " tick" : ""}">${c % 5 === 0 ? c : ""}</th>`);
  // The instruction comes before the cycles: in a half-width panel the grid scrolls, the names stay.
  const rows = report.timeline.map((row) => {
    const stages = timelineStages(row);
    const cells: string[] = [];
    for (let c = 0; c < width; c++) {
      const st = stages.get(c);
      cells.push(st ? `<td class="c ${STAGE_CLASS[st]}" title="cycle ${c}: ${STAGE_NAME[st]}">${escapeHtml(st)}</td>` : `<td class="c${c % 5 === 0 ? " tick" : ""}"></td>`);
    }
    const label = `[${row.iteration},${row.index}]`;
    const title = `dispatched ${row.dispatched}, ready ${Number.isFinite(row.ready) ? row.ready : "–"}, issued ${row.issued}, executed ${row.executed}, retired ${row.retired}`;
    return `<tr${lineAttr(report, row.index)} title="${escapeHtml(title)}"><th scope="row" class="idx">${label}</th><td class="asm"><code>${escapeHtml(instructionText(report, row.index))}</code></td>${cells.join("")}</tr>`;
  });
  const legend = (Object.keys(STAGE_CLASS) as Stage[])
    .map((s) => `<span class="c ${STAGE_CLASS[s]}">${escapeHtml(s)}</span> ${STAGE_NAME[s]}`)
    .join(" ");
  const note = truncated ? `<p class="note">Showing cycles 0–${width - 1} of ${lastCycle + 1}.</p>` : "";
  return (
    `<section id="timeline"><h2>Timeline</h2><p class="legend">${legend}</p>${note}` +
    `<div class="scroll"><table class="grid timeline"><thead><tr><th scope="col">[iter,idx]</th><th scope="col">Instruction</th>${head.join("")}</tr></thead><tbody>${rows.join("")}</tbody></table></div></section>`
  );
}

function page(title: string, body: string, assets: PageAssets, uri?: string): string {
  const dataUri = uri ? ` data-uri="${escapeHtml(uri)}"` : "";
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(assets))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${escapeHtml(assets.styleUri)}">
<title>${escapeHtml(title)}</title>
</head>
<body${dataUri}>
${body}
<script nonce="${escapeHtml(assets.nonce)}" src="${escapeHtml(assets.scriptUri)}"></script>
</body>
</html>
`;
}

export function renderReport(report: RegionReport, assets: PageAssets, options: RenderOptions = {}): string {
  const title = `${report.name || "Region"} — ${report.cpu || "?"}`;
  const header =
    `<header><h1>${escapeHtml(report.name || "Region")} <span class="cpu">on ${escapeHtml(report.cpu || "?")}</span></h1>` +
    `<div class="toolbar"><button type="button" data-action="refresh">Refresh</button>` +
    (report.text
      ? `<button type="button" data-action="openText">Open as llvm-mca text</button><button type="button" data-action="copyText">Copy</button>`
      : "") +
    `</div></header>`;
  const warnings =
    (report.notAnalysed ? `<p class="warning">${escapeHtml(report.notAnalysed)}: the numbers are for the other lines only.</p>` : "") +
    (report.error ? `<p class="warning">${escapeHtml(report.error)}</p>` : "");
  const body =
    header +
    warnings +
    renderSummary(report) +
    renderBottleneck(report) +
    renderPressure(report) +
    renderFrontEnd(report) +
    renderTimeline(report, options.maxCycles ?? 300) +
    renderText(report);
  return page(title, body, assets, options.uri);
}

/** -frontend-view as a histogram: cycles by the number of uops delivered to dispatch. */
export function renderFrontEnd(report: RegionReport): string {
  const cycles = report.frontEnd.cyclesByUopsDelivered;
  const total = cycles.reduce((a, b) => a + b, 0);
  if (cycles.length === 0 || total <= 0) return "";
  const source =
    report.frontEnd.deliveredBy === "front-end model"
      ? "delivered by the model's front end"
      : "received by dispatch (llvm-mca's pipeline has no front end)";
  const rows = cycles.map((c, k) => {
    const share = c / total;
    return `<tr><th scope="row">${k}</th><td class="num">${c}</td><td class="num">${(share * 100).toFixed(1)}%</td><td class="barcell">${bar(share, "")}</td></tr>`;
  });
  return (
    `<section id="frontend"><h2>Uops delivered per cycle</h2><p class="note">Cycles in which 0..${cycles.length - 1} uops were ${source}.</p>` +
    `<table class="bars"><thead><tr><th scope="col">uops</th><th scope="col">cycles</th><th scope="col">share</th><th></th></tr></thead><tbody>${rows.join("")}</tbody></table></section>`
  );
}

/** llvm-mca's own text views (instruction info, statistics, wait times, bottleneck detail). */
function renderText(report: RegionReport): string {
  if (!report.text) return "";
  return `<section id="llvm-mca"><details><summary>llvm-mca text views</summary><pre class="mca">${escapeHtml(report.text)}</pre></details></section>`;
}

/** A page with one message (loading, errors). */
export function renderMessage(title: string, message: string, assets: PageAssets): string {
  return page(title, `<header><h1>${escapeHtml(title)}</h1></header><p class="message">${escapeHtml(message)}</p>`, assets);
}

/** mcalens.compareCpus result: an array of per-CPU rows, or an object keyed by CPU. Rendered as a table. */
export function renderComparison(result: unknown, assets: PageAssets, uri?: string): string {
  let rows: Record<string, unknown>[] = [];
  if (Array.isArray(result)) {
    rows = result.filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null);
  } else if (typeof result === "object" && result !== null) {
    const o = result as Record<string, unknown>;
    const inner = o.results ?? o.cpus ?? o.rows;
    if (Array.isArray(inner)) {
      rows = inner.filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null);
    } else {
      rows = Object.entries(o).map(([cpu, v]) => ({ cpu, ...(typeof v === "object" && v !== null ? (v) : { value: v }) }));
    }
  }
  if (rows.length === 0) return renderMessage("Compare CPUs", "The server returned no comparison.", assets);
  const keys: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!keys.includes(k)) keys.push(k);
  // A column that is false / empty on every row (e.g. `placeholder`) says nothing.
  const informative = (k: string): boolean => rows.some((r) => r[k] !== false && r[k] !== null && r[k] !== undefined && r[k] !== "");
  keys.splice(0, keys.length, ...keys.filter(informative));
  keys.sort((a, b) => Number(b === "cpu") - Number(a === "cpu"));
  const cpcKey = keys.find((k) => k === "cyclesPerIteration");
  const best = cpcKey ? Math.min(...rows.map((r) => (typeof r[cpcKey] === "number" ? (r[cpcKey]) : Infinity))) : NaN;
  const head = keys.map((k) => `<th scope="col">${escapeHtml(k === "cpu" ? "CPU" : labelFor(k))}</th>`).join("");
  const body = rows
    .map((r) => {
      const isBest = cpcKey !== undefined && r[cpcKey] === best;
      const cells = keys.map((k) => {
        const v = r[k];
        const text = typeof v === "number" ? formatNumber(v, k) : typeof v === "string" ? v : v === undefined || v === null ? "" : JSON.stringify(v);
        return `<td${typeof v === "number" ? ' class="num"' : ""}>${escapeHtml(text)}</td>`;
      });
      return `<tr${isBest ? ' class="best"' : ""}>${cells.join("")}</tr>`;
    })
    .join("");
  return page(
    "Compare CPUs",
    `<header><h1>Compare CPUs</h1></header><div class="scroll"><table class="grid compare"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`,
    assets,
    uri,
  );
}
