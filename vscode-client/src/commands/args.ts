// Pure normalisation of command arguments. Commands arrive from three places with different shapes:
//  - server code lenses / code actions: JSON (uri as string, LSP Range, numbers),
//  - VS Code menus: a vscode.Uri as first argument,
//  - the command palette: no arguments at all (the active editor fills them in).

export interface Position {
  line: number;
  character: number;
}
export interface Range {
  start: Position;
  end: Position;
}

/** What the active editor offers when an argument is missing. */
export interface EditorContext {
  uri?: string;
  selection?: Range;
  cursor?: Position;
}

export const COMMANDS = {
  showReport: "mcalens.showReport",
  analyzeSelection: "mcalens.analyzeSelection",
  setCpu: "mcalens.setCpu",
  compareCpus: "mcalens.compareCpus",
  toggleHints: "mcalens.toggleHints",
  toggleDebugDirectives: "mcalens.toggleDebugDirectives",
  restartServer: "mcalens.restartServer",
  showAssembly: "mcalens.showAssembly",
  goToCorrelatedLine: "mcalens.goToCorrelatedLine",
} as const;

/** Commands the extension implements itself (with a UI); the server's registrations of these are dropped. */
export const CLIENT_COMMANDS: readonly string[] = [
  COMMANDS.showReport,
  COMMANDS.analyzeSelection,
  COMMANDS.setCpu,
  COMMANDS.compareCpus,
  COMMANDS.toggleHints,
  COMMANDS.showAssembly,
];

/** A document compiled with -g (it has `.loc` lines): its debug directives start folded. */
export function hasDebugLines(text: string): boolean {
  return /^[ \t]*\.loc[ \t]/m.test(text);
}

/** The first lines of the server's debug folds (textDocument/foldingRange, kind comment) among the
 * folding ranges of a document: what `editor.fold`/`editor.unfold` get as `selectionLines`. */
export function debugFoldStarts(ranges: readonly { start: number; end: number; kind?: unknown }[], commentKind: unknown): number[] {
  return ranges.filter((r) => r.kind === commentKind && r.end > r.start).map((r) => r.start);
}

/** Filters the server's executeCommandProvider list so vscode-languageclient doesn't register ids we own. */
export function serverOnlyCommands(commands: readonly string[] | undefined): string[] {
  return (commands ?? []).filter((c) => !CLIENT_COMMANDS.includes(c));
}

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null;
}

/** Accepts a string uri, a vscode.Uri (anything with a toString() that is not Object's), or {uri: ...}. */
export function asUri(v: unknown): string | undefined {
  if (typeof v === "string") return v.trim() !== "" ? v : undefined;
  if (isObj(v)) {
    if (typeof v.scheme === "string" && typeof v.toString === "function" && v.toString !== Object.prototype.toString) {
      return (v as { toString(): string }).toString();
    }
    if ("uri" in v) return asUri(v.uri);
    if (isObj(v.textDocument)) return asUri(v.textDocument.uri);
  }
  return undefined;
}

export function asInt(v: unknown): number | undefined {
  if (typeof v === "number" && Number.isInteger(v) && v >= 0) return v;
  if (typeof v === "string" && /^\d+$/.test(v.trim())) return Number(v.trim());
  return undefined;
}

export function asPosition(v: unknown): Position | undefined {
  if (!isObj(v)) return undefined;
  const line = asInt(v.line);
  const character = asInt(v.character);
  return line !== undefined && character !== undefined ? { line, character } : undefined;
}

/** LSP Range, vscode.Range, or [startLine, startChar, endLine, endChar]. */
export function asRange(v: unknown): Range | undefined {
  if (Array.isArray(v) && v.length === 4) {
    const n = v.map(asInt);
    if (n.every((x) => x !== undefined)) {
      return { start: { line: n[0], character: n[1] }, end: { line: n[2], character: n[3] } };
    }
    return undefined;
  }
  if (!isObj(v)) return undefined;
  const start = asPosition(v.start);
  const end = asPosition(v.end);
  return start && end ? { start, end } : undefined;
}

export function asStringList(v: unknown): string[] | undefined {
  if (typeof v === "string") {
    const parts = v.split(/[\s,]+/).filter(Boolean);
    return parts.length ? parts : undefined;
  }
  if (Array.isArray(v)) {
    const parts = v.filter((x): x is string => typeof x === "string" && x.trim() !== "").map((x) => x.trim());
    return parts.length ? parts : undefined;
  }
  return undefined;
}

/** Arguments may come positionally or as a single object ({uri, regionIndex, ...}). */
function field(args: readonly unknown[], index: number, name: string): unknown {
  const first = args[0];
  if (args.length === 1 && isObj(first) && !("scheme" in first) && name in first) return first[name];
  return args[index];
}

export interface ShowReportArgs {
  uri: string;
  /** undefined: the region under the cursor (resolved by the caller). */
  regionIndex?: number;
}

export function parseShowReportArgs(args: readonly unknown[], ctx: EditorContext): ShowReportArgs | undefined {
  const uri = asUri(field(args, 0, "uri")) ?? ctx.uri;
  if (!uri) return undefined;
  const regionIndex = asInt(field(args, 1, "regionIndex"));
  return regionIndex === undefined ? { uri } : { uri, regionIndex };
}

export interface AnalyzeSelectionArgs {
  uri: string;
  range: Range;
}

export function parseAnalyzeSelectionArgs(
  args: readonly unknown[],
  ctx: EditorContext,
  lineLength?: (line: number) => number,
): AnalyzeSelectionArgs | undefined {
  const uri = asUri(field(args, 0, "uri")) ?? ctx.uri;
  const range = asRange(field(args, 1, "range")) ?? ctx.selection;
  if (!uri || !range) return undefined;
  return { uri, range: lineLength ? wholeLines(range, lineLength) : range };
}

/**
 * Widens a selection to whole lines (instructions are whole lines). A selection ending at column 0 of
 * a later line doesn't include that line; an empty selection means the cursor's line.
 */
export function wholeLines(r: Range, lineLength: (line: number) => number): Range {
  const [a, b] = r.start.line < r.end.line || (r.start.line === r.end.line && r.start.character <= r.end.character)
    ? [r.start, r.end]
    : [r.end, r.start];
  let endLine = b.line;
  if (b.character === 0 && b.line > a.line) endLine -= 1;
  return { start: { line: a.line, character: 0 }, end: { line: endLine, character: lineLength(endLine) } };
}

export interface SetCpuArgs {
  uri?: string;
  /** undefined: ask with a quick pick. */
  cpu?: string;
  /** true: record the CPU in the file as a `# mcalens: mcpu=` directive (an edit); else session only. */
  writeDirective?: boolean;
}

export function parseSetCpuArgs(args: readonly unknown[], ctx: EditorContext): SetCpuArgs {
  // Also accept setCpu("znver4") with no uri.
  if (args.length === 1 && typeof args[0] === "string" && !args[0].includes(":")) {
    return ctx.uri ? { uri: ctx.uri, cpu: args[0] } : { cpu: args[0] };
  }
  const uri = asUri(field(args, 0, "uri")) ?? ctx.uri;
  const rawCpu = field(args, 1, "cpu");
  const cpu = typeof rawCpu === "string" && rawCpu.trim() !== "" ? rawCpu.trim() : undefined;
  const out: SetCpuArgs = {};
  if (uri) out.uri = uri;
  if (cpu) out.cpu = cpu;
  if (field(args, 2, "writeDirective") === true) out.writeDirective = true;
  return out;
}

export interface CompareCpusArgs {
  uri: string;
  regionIndex?: number;
  /** undefined: ask with a multi-select quick pick. */
  cpus?: string[];
}

export function parseCompareCpusArgs(args: readonly unknown[], ctx: EditorContext): CompareCpusArgs | undefined {
  const uri = asUri(field(args, 0, "uri")) ?? ctx.uri;
  if (!uri) return undefined;
  const out: CompareCpusArgs = { uri };
  const regionIndex = asInt(field(args, 1, "regionIndex"));
  if (regionIndex !== undefined) out.regionIndex = regionIndex;
  const cpus = asStringList(field(args, 2, "cpus"));
  if (cpus) out.cpus = [...new Set(cpus)];
  return out;
}

/** One entry of `mcalens/listCpus`. */
export interface CpuEntry {
  cpu: string;
  model: string;
}

export function parseCpuList(result: unknown): CpuEntry[] {
  if (!Array.isArray(result)) return [];
  const out: CpuEntry[] = [];
  for (const item of result) {
    if (typeof item === "string") out.push({ cpu: item, model: item });
    else if (isObj(item) && typeof item.cpu === "string") {
      out.push({ cpu: item.cpu, model: typeof item.model === "string" ? item.model : item.cpu });
    }
  }
  return out;
}

export interface CpuPickItem {
  label: string;
  description: string;
  cpu: string;
  picked: boolean;
}

/** Quick-pick items: current CPU first and marked, then alphabetical; the model name shown beside aliases. */
export function cpuPickItems(cpus: readonly CpuEntry[], current: string | readonly string[]): CpuPickItem[] {
  const currentSet = new Set(typeof current === "string" ? [current] : current);
  const items = cpus.map((c) => ({
    label: c.cpu,
    description: [
      c.model === "" ? "no scheduling model in LLVM" : c.model !== c.cpu ? c.model : "",
      currentSet.has(c.cpu) ? "(current)" : "",
    ]
      .filter(Boolean)
      .join(" "),
    cpu: c.cpu,
    picked: currentSet.has(c.cpu),
  }));
  items.sort((a, b) => Number(b.picked) - Number(a.picked) || a.label.localeCompare(b.label));
  return items;
}

/** The `mcalens/regionAt` answer, or null when the cursor is in no region. */
export interface RegionSummary {
  cpu: string;
  name: string;
  ipc: number;
  cyclesPerIteration: number;
  totalCycles: number;
  bottleneck: string;
  /** "2 of 14 lines not analysed", or "". */
  notAnalysed: string;
  regionIndex?: number;
  /** false while the server is still simulating the region (no numbers yet). */
  ready: boolean;
  /** The server's region state: "done", "error", "too large" (final: never simulated live),
   * "simulating", "analysing"; "" from a server that does not say. */
  state: string;
  /** An outer loop: its numbers are one pass through its instructions (inner loops once). */
  straightLine: boolean;
}

export function parseRegionAt(result: unknown): RegionSummary | null {
  if (!isObj(result)) return null;
  const num = (k: string): number => (typeof result[k] === "number" ? (result[k]) : NaN);
  const str = (k: string): string => (typeof result[k] === "string" ? (result[k]) : "");
  const out: RegionSummary = {
    cpu: str("cpu"),
    name: str("name"),
    ipc: num("ipc"),
    cyclesPerIteration: num("cyclesPerIteration"),
    totalCycles: num("totalCycles"),
    bottleneck: str("bottleneck"),
    notAnalysed: str("notAnalysed"),
    ready: result.ready !== false && Number.isFinite(num("ipc")),
    state: str("state"),
    straightLine: result.straightLine === true,
  };
  const idx = asInt(result.regionIndex ?? result.region ?? result.index);
  if (idx !== undefined) out.regionIndex = idx;
  return out;
}

function fmt(n: number, digits: number): string {
  return Number.isFinite(n) ? n.toFixed(digits) : "?";
}

/** Status bar text (codicons allowed) and tooltip. */
const TARGET_NAMES: Record<string, string> = { aarch64: "AArch64", arm: "32-bit ARM", riscv: "RISC-V" };

/** The status-bar text: the CPU (with the file's target when it is not x86-64) and the region's numbers. */
export function statusBarText(cpu: string, region: RegionSummary | null, target?: string): { text: string; tooltip: string } {
  const targetName = target && target !== "x86-64" ? (TARGET_NAMES[target] ?? target) : "";
  const withTarget = (name: string): string => (targetName ? `${name} (${targetName})` : name);
  if (!region) {
    return {
      text: `$(pulse) ${withTarget(cpu)}`,
      tooltip: `mcalens: ${withTarget(cpu)}; the cursor is outside every region. Click to choose another CPU.`,
    };
  }
  const shownCpu = withTarget(region.cpu || cpu);
  if (!region.ready && region.state === "too large") {
    // Final, as the lens: the region is over the live budget and is simulated only for a report.
    return {
      text: `$(pulse) ${shownCpu}  too large for live analysis`,
      tooltip: `mcalens — ${region.name || "region"} is too large for live analysis on ${shownCpu}. Click for the full report.`,
    };
  }
  if (!region.ready && region.state === "error") {
    return { text: `$(error) ${shownCpu}`, tooltip: `mcalens — ${region.name || "region"}: no numbers (see its lens). Click for the report.` };
  }
  if (!region.ready) {
    return { text: `$(sync~spin) ${shownCpu}  analysing…`, tooltip: `mcalens — simulating ${region.name || "region"} on ${shownCpu}…` };
  }
  // An outer loop is simulated as straight-line code: its figure is per pass, and the bar says so.
  const perPass = region.straightLine;
  const cycles = perPass ? `${fmt(region.cyclesPerIteration, 2)} cyc/pass` : `${fmt(region.cyclesPerIteration, 2)} cyc/iter`;
  const text = `$(pulse) ${shownCpu}  ${perPass ? "outer loop as straight-line code  " : ""}IPC ${fmt(region.ipc, 2)}  ${cycles}`;
  const tooltip = [
    `mcalens — ${region.name || "region"} on ${shownCpu}`,
    perPass
      ? "Outer loop, simulated as straight-line code: one pass through its instructions, inner loops once (not the loop as it runs)."
      : "",
    `IPC: ${fmt(region.ipc, 2)}`,
    perPass
      ? `Cycles per pass (steady state): ${fmt(region.cyclesPerIteration, 2)}`
      : `Cycles per iteration (steady state): ${fmt(region.cyclesPerIteration, 2)}`,
    region.notAnalysed ? region.notAnalysed : "",
    `Total cycles: ${Number.isFinite(region.totalCycles) ? region.totalCycles : "?"}`,
    region.bottleneck ? `Bottleneck: ${region.bottleneck}` : "",
    "Click to open the region report.",
  ]
    .filter(Boolean)
    .join("\n");
  return { text, tooltip };
}

/** Command results from the server carry {error} when the arguments were wrong; undefined when fine. */
export function commandError(result: unknown): string | undefined {
  if (isObj(result) && typeof result.error === "string" && result.error !== "") return result.error;
  return undefined;
}
