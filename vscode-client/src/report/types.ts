// The `mcalens/regionReport` answer, as the webview renders it, and a tolerant reader for it.

/** One row of the timeline view: cycles at which the instruction reached each stage (llvm-mca TimelineView). */
export interface TimelineRow {
  iteration: number;
  index: number;
  dispatched: number;
  ready: number;
  issued: number;
  executed: number;
  retired: number;
}

export interface Pressure {
  /** Resource unit names, e.g. "SKLPort0" or "[0]". */
  units: string[];
  /** perInstruction[instruction][unit]: resource cycles per iteration. */
  perInstruction: number[][];
  /** Per unit, cycles per iteration, when the server sends the totals itself. */
  perIteration?: number[];
}

/** One step of the critical sequence (bottleneck analysis). */
export interface CriticalStep {
  index?: number;
  text: string;
  detail: string;
}

export interface RegionReport {
  cpu: string;
  name: string;
  /** Source line (0-based, as LSP positions) of each instruction. */
  lines: number[];
  instructions: string[];
  summary: [string, string][];
  timeline: TimelineRow[];
  pressure: Pressure;
  bottleneck: string;
  critical: CriticalStep[];
  /** Why there are no numbers (unknown CPU, unsupported instruction...), when the server says. */
  error: string;
  /** Cycles per iteration (steady state): 100% busy for a unit; NaN when unknown. */
  cyclesPerIteration: number;
  /** "2 of 14 lines not analysed", or "" when every line was analysed. */
  notAnalysed: string;
  /** The whole report in llvm-mca's text layout, for "Open as llvm-mca text" / "Copy". */
  text: string;
  /** -frontend-view: cycles in which k uops reached dispatch (k = 0..width); empty when absent. */
  frontEnd: FrontEnd;
}

export interface FrontEnd {
  cyclesByUopsDelivered: number[];
  /** "dispatch" (llvm-mca's pipeline: what dispatch received) or "front-end model". */
  deliveredBy: string;
}

function readFrontEnd(raw: unknown): FrontEnd {
  const o = isObj(raw) ? raw : {};
  const cycles = Array.isArray(o.cyclesByUopsDelivered) ? o.cyclesByUopsDelivered.map((v) => num(v, 0)) : [];
  return { cyclesByUopsDelivered: cycles, deliveredBy: str(o.deliveredBy) };
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function num(v: unknown, fallback = NaN): number {
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}

function str(v: unknown): string {
  return typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "";
}

function firstOf(o: Record<string, unknown>, ...keys: string[]): unknown {
  for (const k of keys) if (o[k] !== undefined && o[k] !== null) return o[k];
  return undefined;
}

/** Human label for a camelCase / snake_case summary key: "cyclesPerIteration" → "Cycles per iteration". */
export function labelFor(key: string): string {
  const known: Record<string, string> = {
    ipc: "IPC",
    cyclesPerIteration: "Cycles per iteration (steady state)",
    averageCyclesPerIteration: "Average cycles per iteration (total cycles / iterations)",
    uopsPerCycle: "uOps per cycle",
    uOpsPerCycle: "uOps per cycle",
    totalUops: "Total uOps",
    totalUOps: "Total uOps",
    blockRThroughput: "Block RThroughput",
    dispatchWidth: "Dispatch width",
  };
  if (known[key]) return known[key];
  const words = key.replace(/_/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Rates (cycles per iteration, IPC, uops per cycle, RThroughput): always two decimals, so a
 * 3-cycle loop reads 3.00 beside 3.50, never "3". Counts (cycles, uops, iterations) stay integers. */
const RATE_KEYS = new Set([
  "ipc", "cyclesPerIteration", "averageCyclesPerIteration", "steadyCyclesPerIteration", "uopsPerCycle",
  "uOpsPerCycle", "blockRThroughput", "rthroughput",
]);

/** A number as every table of the report and the comparison prints it (`key`: the field it comes from). */
export function formatNumber(v: number, key = ""): string {
  if (!Number.isFinite(v)) return "";
  return RATE_KEYS.has(key) || !Number.isInteger(v) ? v.toFixed(2) : String(v);
}

function formatValue(v: unknown, key = ""): string {
  if (typeof v === "number") return formatNumber(v, key);
  if (Array.isArray(v)) return v.map((x) => formatValue(x)).join(", ");
  if (isObj(v)) return Object.entries(v).map(([k, x]) => `${k}: ${formatValue(x, k)}`).join(", ");
  return str(v);
}

function readCritical(raw: unknown, instructions: string[]): CriticalStep[] {
  if (typeof raw === "string") raw = raw.split("\n").filter((l) => l.trim() !== "");
  if (isObj(raw)) raw = firstOf(raw, "steps", "sequence", "instructions", "entries");
  if (!Array.isArray(raw)) return [];
  const out: CriticalStep[] = [];
  for (const item of raw) {
    if (typeof item === "string") {
      out.push({ text: item, detail: "" });
    } else if (typeof item === "number" && Number.isInteger(item) && item >= 0) {
      out.push({ index: item, text: instructions[item] ?? `#${item}`, detail: "" });
    } else if (isObj(item)) {
      const idx = firstOf(item, "index", "instruction_index", "instructionIndex");
      const index = typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : undefined;
      const textRaw = firstOf(item, "text", "instruction", "asm");
      const text = typeof textRaw === "string" ? textRaw : index !== undefined ? (instructions[index] ?? `#${index}`) : "";
      const detailParts: string[] = [];
      for (const [k, v] of Object.entries(item)) {
        if (["index", "instruction_index", "instructionIndex", "text", "instruction", "asm"].includes(k)) continue;
        if (v === undefined || v === null || v === "") continue;
        detailParts.push(k === "detail" || k === "description" ? formatValue(v) : `${labelFor(k)}: ${formatValue(v)}`);
      }
      const step: CriticalStep = { text, detail: detailParts.join(", ") };
      if (index !== undefined) step.index = index;
      out.push(step);
    }
  }
  return out;
}

/** Reads one instruction: a string, or an object with `text` (and maybe `line`, `pressure`). */
function instructionTextOf(v: unknown): string {
  if (isObj(v)) return str(firstOf(v, "text", "instruction", "asm"));
  return str(v);
}

/** Pressure as {units, perInstruction} or as resourcePressure {units, perIteration} + instructions[i].pressure. */
function readPressure(raw: Record<string, unknown>, rawInstructions: unknown[]): Pressure {
  const p = isObj(raw.pressure) ? raw.pressure : isObj(raw.resourcePressure) ? raw.resourcePressure : {};
  const units = Array.isArray(p.units) ? p.units.map(str) : [];
  const perRaw = firstOf(p, "perInstruction", "per_instruction");
  let perInstruction: number[][];
  if (Array.isArray(perRaw)) {
    perInstruction = perRaw.map((row) => (Array.isArray(row) ? units.map((_, u) => num(row[u], 0)) : units.map(() => 0)));
  } else {
    // Sparse per-instruction lists: [{unit, cycles}]; units not named in `units` are appended.
    perInstruction = rawInstructions.map((instr) => {
      const row = units.map(() => 0);
      const list = isObj(instr) && Array.isArray(instr.pressure) ? instr.pressure : [];
      for (const e of list) {
        const [unit, cycles] = isObj(e) ? [str(e.unit), num(e.cycles, 0)] : Array.isArray(e) ? [str(e[0]), num(e[1], 0)] : ["", 0];
        if (!unit) continue;
        let u = units.indexOf(unit);
        if (u < 0) {
          units.push(unit);
          u = units.length - 1;
        }
        row[u] = (row[u] ?? 0) + cycles;
      }
      return row;
    });
    perInstruction = perInstruction.map((row) => units.map((_, u) => row[u] ?? 0));
  }
  const out: Pressure = { units, perInstruction };
  const perIteration = firstOf(p, "perIteration", "per_iteration");
  if (Array.isArray(perIteration) && perIteration.length === units.length) out.perIteration = perIteration.map((v) => num(v, 0));
  return out;
}

function readBottleneck(v: unknown): string {
  if (!isObj(v)) return str(v);
  const verdict = str(firstOf(v, "verdict", "text", "message"));
  if (verdict) return verdict;
  const unit = str(v.unit);
  if (!unit) return "";
  const share = num(v.share);
  return Number.isFinite(share) ? `bound by ${unit} (${Math.round(share * 100)}% busy)` : `bound by ${unit}`;
}

function readNotAnalysed(v: unknown): string {
  if (!isObj(v)) return "";
  const count = num(v.count, 0);
  if (count <= 0) return "";
  const lines = Array.isArray(v.lines) ? v.lines.map((l) => num(l, -1) + 1).filter((l) => l > 0) : [];
  return `${count} of ${num(v.of, count)} lines not analysed` + (lines.length ? ` (lines ${lines.join(", ")})` : "");
}

/** Reads whatever the server sent into a RegionReport; throws with a readable message if it isn't one. */
export function readRegionReport(raw: unknown): RegionReport {
  if (!isObj(raw)) throw new Error("the server returned no report for this region");
  const rawInstructions = Array.isArray(raw.instructions) ? raw.instructions : [];
  const instructions = rawInstructions.map(instructionTextOf);
  const lines = Array.isArray(raw.lines)
    ? raw.lines.map((l) => num(l, -1))
    : rawInstructions.map((i) => (isObj(i) ? num(i.line, -1) : -1));
  const summaryRaw = isObj(raw.summary) ? raw.summary : {};
  const summary: [string, string][] = Object.entries(summaryRaw)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [labelFor(k), formatValue(v, k)]);
  const timeline: TimelineRow[] = [];
  if (Array.isArray(raw.timeline)) {
    for (const r of raw.timeline) {
      if (!isObj(r)) continue;
      const row: TimelineRow = {
        iteration: num(r.iteration, 0),
        index: num(firstOf(r, "index", "instruction"), 0),
        dispatched: num(r.dispatched),
        ready: num(r.ready),
        issued: num(r.issued),
        executed: num(r.executed),
        retired: num(r.retired),
      };
      if ([row.dispatched, row.issued, row.executed, row.retired].every(Number.isFinite)) timeline.push(row);
    }
    timeline.sort((a, b) => a.iteration - b.iteration || a.index - b.index);
  }
  return {
    cpu: str(raw.cpu),
    name: str(raw.name),
    lines,
    instructions,
    summary,
    timeline,
    pressure: readPressure(raw, rawInstructions),
    bottleneck: readBottleneck(firstOf(raw, "bottleneck", "verdict")),
    critical: readCritical(firstOf(raw, "criticalSequence", "critical", "critical_sequence"), instructions),
    error: str(raw.error),
    cyclesPerIteration: num(firstOf(summaryRaw, "cyclesPerIteration")),
    notAnalysed: readNotAnalysed(raw.notAnalysed),
    text: str(raw.text),
    frontEnd: readFrontEnd(raw.frontEnd),
  };
}
