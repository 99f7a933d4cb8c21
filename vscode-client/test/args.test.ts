import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  CLIENT_COMMANDS,
  debugFoldStarts,
  hasDebugLines,
  asRange,
  commandError,
  asUri,
  cpuPickItems,
  parseAnalyzeSelectionArgs,
  parseCompareCpusArgs,
  parseCpuList,
  parseRegionAt,
  parseSetCpuArgs,
  parseShowReportArgs,
  serverOnlyCommands,
  statusBarText,
} from "../src/commands/args";

const URI = "file:///tmp/loop.s";
const ctx = {
  uri: "file:///tmp/active.s",
  selection: { start: { line: 3, character: 2 }, end: { line: 6, character: 0 } },
  cursor: { line: 6, character: 0 },
};

/** Stands in for vscode.Uri: has a scheme and its own toString(). */
class FakeUri {
  scheme = "file";
  constructor(private readonly s: string) {}
  toString(): string {
    return this.s;
  }
}

describe("argument normalisation", () => {
  it("accepts uris as strings, vscode.Uri-likes and {uri}", () => {
    assert.equal(asUri(URI), URI);
    assert.equal(asUri(new FakeUri(URI)), URI);
    assert.equal(asUri({ uri: URI }), URI);
    assert.equal(asUri({ textDocument: { uri: URI } }), URI);
    assert.equal(asUri({}), undefined);
    assert.equal(asUri(""), undefined);
  });

  it("accepts LSP ranges and 4-number arrays", () => {
    const r = { start: { line: 1, character: 0 }, end: { line: 2, character: 5 } };
    assert.deepEqual(asRange(r), r);
    assert.deepEqual(asRange([1, 0, 2, 5]), r);
    assert.equal(asRange([1, 0, 2]), undefined);
    assert.equal(asRange({ start: { line: -1, character: 0 }, end: { line: 0, character: 0 } }), undefined);
  });
});

describe("mcalens.showReport", () => {
  it("takes (uri, regionIndex) from a code lens", () => {
    assert.deepEqual(parseShowReportArgs([URI, 2], ctx), { uri: URI, regionIndex: 2 });
  });
  it("takes a single object argument", () => {
    assert.deepEqual(parseShowReportArgs([{ uri: URI, regionIndex: 1 }], ctx), { uri: URI, regionIndex: 1 });
  });
  it("uses the active editor and leaves the region to the cursor from the palette", () => {
    assert.deepEqual(parseShowReportArgs([], ctx), { uri: ctx.uri });
  });
  it("takes the editor-title menu's vscode.Uri", () => {
    assert.deepEqual(parseShowReportArgs([new FakeUri(URI)], ctx), { uri: URI });
  });
  it("gives nothing without a uri or an assembly editor", () => {
    assert.equal(parseShowReportArgs([], {}), undefined);
  });
});

describe("mcalens.analyzeSelection", () => {
  it("widens the editor selection to whole lines and drops a trailing column-0 line", () => {
    const got = parseAnalyzeSelectionArgs([], ctx, (l) => 10 + l);
    assert.deepEqual(got, { uri: ctx.uri, range: { start: { line: 3, character: 0 }, end: { line: 5, character: 15 } } });
  });
  it("orders a backwards selection", () => {
    const back = { start: { line: 8, character: 4 }, end: { line: 4, character: 1 } };
    const got = parseAnalyzeSelectionArgs([URI, back], {}, () => 20);
    assert.deepEqual(got?.range, { start: { line: 4, character: 0 }, end: { line: 8, character: 20 } });
  });
  it("keeps an explicit range as given when no line lengths are known", () => {
    const r = { start: { line: 0, character: 1 }, end: { line: 1, character: 2 } };
    assert.deepEqual(parseAnalyzeSelectionArgs([URI, r], {}), { uri: URI, range: r });
  });
});

describe("mcalens.setCpu", () => {
  it("takes (uri, cpu)", () => {
    assert.deepEqual(parseSetCpuArgs([URI, " znver4 "], ctx), { uri: URI, cpu: "znver4" });
  });
  it("takes a bare cpu name for the active document", () => {
    assert.deepEqual(parseSetCpuArgs(["icelake-server"], ctx), { uri: ctx.uri, cpu: "icelake-server" });
  });
  it("asks (no cpu) when called from the palette", () => {
    assert.deepEqual(parseSetCpuArgs([], ctx), { uri: ctx.uri });
  });
});

describe("mcalens.compareCpus", () => {
  it("takes (uri, regionIndex, cpus[]) and removes duplicates", () => {
    assert.deepEqual(parseCompareCpusArgs([URI, 0, ["skylake", "znver4", "skylake"]], ctx), {
      uri: URI,
      regionIndex: 0,
      cpus: ["skylake", "znver4"],
    });
  });
  it("takes a comma separated string of cpus", () => {
    assert.deepEqual(parseCompareCpusArgs([URI, "1", "skylake, znver3"], ctx)?.cpus, ["skylake", "znver3"]);
  });
  it("leaves cpus to the multi-select quick pick from the palette", () => {
    assert.deepEqual(parseCompareCpusArgs([], ctx), { uri: ctx.uri });
  });
});

describe("server command registration", () => {
  it("keeps only commands the extension doesn't implement itself", () => {
    assert.deepEqual(serverOnlyCommands(["mcalens.showReport", "mcalens.toggleHints", "mcalens.applyFix"]), ["mcalens.applyFix"]);
    assert.deepEqual(serverOnlyCommands(undefined), []);
    assert.ok(CLIENT_COMMANDS.includes("mcalens.compareCpus"));
  });
});

describe("CPU list and quick pick", () => {
  const cpus = parseCpuList([{ cpu: "znver4", model: "znver4" }, { cpu: "skylake", model: "SkylakeClient" }, "haswell", { nope: 1 }]);
  it("reads listCpus answers", () => {
    assert.deepEqual(cpus, [
      { cpu: "znver4", model: "znver4" },
      { cpu: "skylake", model: "SkylakeClient" },
      { cpu: "haswell", model: "haswell" },
    ]);
    assert.deepEqual(parseCpuList(null), []);
  });
  it("puts the current cpu first, marked, then the rest alphabetically", () => {
    const items = cpuPickItems(cpus, "skylake");
    assert.deepEqual(items.map((i) => i.label), ["skylake", "haswell", "znver4"]);
    assert.equal(items[0].description, "SkylakeClient (current)");
    assert.equal(items[0].picked, true);
    assert.equal(items[1].description, "");
  });
  it("says when an AArch64 CPU has no scheduling model (llvm-mca rejects it)", () => {
    const items = cpuPickItems(parseCpuList([{ cpu: "carmel", model: "" }, { cpu: "neoverse-n1", model: "neoverse-n1" }]), "neoverse-n1");
    assert.deepEqual(items.map((i) => [i.label, i.description]), [["neoverse-n1", "(current)"], ["carmel", "no scheduling model in LLVM"]]);
  });
});

describe("status bar", () => {
  it("shows the CPU alone outside a region", () => {
    assert.equal(statusBarText("skylake", null).text, "$(pulse) skylake");
    assert.equal(statusBarText("skylake", null, "x86-64").text, "$(pulse) skylake");
  });
  it("names the file's target when it is not x86-64", () => {
    assert.equal(statusBarText("neoverse-n1", null, "aarch64").text, "$(pulse) neoverse-n1 (AArch64)");
    const r = parseRegionAt({ cpu: "neoverse-v2", name: "loop", ipc: 2, cyclesPerIteration: 2, totalCycles: 200 });
    assert.ok(r);
    assert.equal(statusBarText("neoverse-n1", r, "aarch64").text, "$(pulse) neoverse-v2 (AArch64)  IPC 2.00  2.00 cyc/iter");
  });
  it("shows IPC and cycles per iteration of the region under the cursor", () => {
    const r = parseRegionAt({ cpu: "znver4", name: "loop", ipc: 3.4567, cyclesPerIteration: 1.5, totalCycles: 153, bottleneck: "port 0" });
    assert.ok(r);
    const s = statusBarText("skylake", r);
    assert.equal(s.text, "$(pulse) znver4  IPC 3.46  1.50 cyc/iter");
    assert.match(s.tooltip, /Total cycles: 153/);
    assert.match(s.tooltip, /Bottleneck: port 0/);
  });
  it("reads a null regionAt answer as no region", () => {
    assert.equal(parseRegionAt(null), null);
    assert.equal(parseRegionAt({ cpu: "x", regionIndex: 3 })?.regionIndex, 3);
  });
  it("reads the server's `region` index and shows `analysing` until the numbers are ready", () => {
    const r = parseRegionAt({ cpu: "skylake", region: 2, name: "loop", ready: false });
    assert.equal(r?.regionIndex, 2);
    assert.equal(r?.ready, false);
    assert.equal(statusBarText("skylake", r).text, "$(sync~spin) skylake  analysing…");
  });
  it("says an outer loop's figure is per pass through straight-line code", () => {
    const r = parseRegionAt({ cpu: "skylake", name: "region 1", kind: "outer", ipc: 4.77, cyclesPerIteration: 28, totalCycles: 2800, straightLine: true, state: "done" });
    assert.ok(r);
    const s = statusBarText("skylake", r);
    assert.equal(s.text, "$(pulse) skylake  outer loop as straight-line code  IPC 4.77  28.00 cyc/pass");
    assert.match(s.tooltip, /one pass through its instructions, inner loops once/);
    assert.match(s.tooltip, /Cycles per pass \(steady state\): 28.00/);
    assert.doesNotMatch(s.text, /cyc\/iter/);
  });
  it("reaches a final state for a region too large for live analysis", () => {
    const r = parseRegionAt({ cpu: "skylake", region: 0, name: "loop", ready: false, state: "too large", straightLine: false });
    assert.equal(statusBarText("skylake", r).text, "$(pulse) skylake  too large for live analysis");
    const e = parseRegionAt({ cpu: "skylake", region: 0, name: "loop", ready: false, state: "error" });
    assert.equal(statusBarText("skylake", e).text, "$(error) skylake");
  });
  it("recognises error results of server commands", () => {
    assert.equal(commandError({ error: "no region 3 in file:///x.s" }), "no region 3 in file:///x.s");
    assert.equal(commandError({ applied: true }), undefined);
    assert.equal(commandError(null), undefined);
  });
});

describe("debug directives", () => {
  it("starts folded only for files compiled with -g", () => {
    assert.equal(hasDebugLines("dot:\n\t.loc 1 3 5 view .LVU2\n\txorl %eax, %eax\n"), true);
    assert.equal(hasDebugLines("\t.file\t\"k.c\"\n\taddl %eax, %ebx\n# .loc in a comment\n"), false);
  });
  it("folds the server's comment-kind ranges by their first line", () => {
    const COMMENT = 1; // vscode.FoldingRangeKind.Comment
    const ranges = [{ start: 4, end: 6, kind: COMMENT }, { start: 10, end: 20 }, { start: 7, end: 7, kind: COMMENT }, { start: 21, end: 23, kind: COMMENT }];
    assert.deepEqual(debugFoldStarts(ranges, COMMENT), [4, 21]);
  });
});
