import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  contentSecurityPolicy,
  escapeHtml,
  renderComparison,
  renderMessage,
  renderReport,
  timelineStages,
  timelineText,
  unitTotals,
  type PageAssets,
} from "../src/report/render";
import { labelFor, readRegionReport, type TimelineRow } from "../src/report/types";
import { DOT_PRODUCT, SERVER_SHAPE } from "./fixtures";

const assets: PageAssets = {
  nonce: "abc123nonce",
  cspSource: "https://file+.vscode-resource.vscode-cdn.net",
  styleUri: "https://file+.vscode-resource.vscode-cdn.net/ext/media/report.css",
  scriptUri: "https://file+.vscode-resource.vscode-cdn.net/ext/media/report.js",
};

function row(d: number, i: number, x: number, r: number): TimelineRow {
  return { iteration: 0, index: 0, dispatched: d, ready: i, issued: i, executed: x, retired: r };
}

/** Text of every element matching a simple tag+class, crude but enough for assertions. */
function count(html: string, needle: string | RegExp): number {
  return (html.match(new RegExp(needle, "g")) ?? []).length;
}

describe("timeline stages (llvm-mca TimelineView characters)", () => {
  it("matches llvm-mca's dot-product timeline", () => {
    assert.equal(timelineText(row(0, 0, 3, 4)), "DeeER");
    assert.equal(timelineText(row(0, 3, 6, 7)), "D==eeeER");
    assert.equal(timelineText(row(1, 6, 9, 10)), ".D====eeeER");
    assert.equal(timelineText(row(1, 1, 4, 10)), ".DeeE-----R");
  });
  it("draws a one-cycle instruction issued later as =E", () => {
    assert.equal(timelineText(row(0, 2, 2, 3)), "D=ER");
  });
  it("draws a zero-latency instruction as DR", () => {
    assert.equal(timelineText(row(0, 0, 0, 1)), "DR");
    assert.deepEqual([...timelineStages(row(2, 2, 2, 2)).entries()], [[2, "D"]]);
  });
});

describe("readRegionReport", () => {
  const r = readRegionReport(DOT_PRODUCT);
  it("labels the summary like llvm-mca", () => {
    assert.deepEqual(r.summary.slice(0, 3), [
      ["Iterations", "300"],
      ["Instructions", "900"],
      ["Total cycles", "610"],
    ]);
    assert.equal(labelFor("ipc"), "IPC");
    // Counts stay integers, rates always two decimals (a 3-cycle loop reads 3.00, not 3).
    const whole = readRegionReport({ ...DOT_PRODUCT, summary: { ...DOT_PRODUCT.summary, ipc: 3, cyclesPerIteration: 2 } });
    assert.deepEqual(new Map(whole.summary).get("IPC"), "3.00");
    assert.deepEqual(new Map(whole.summary).get("Cycles per iteration (steady state)"), "2.00");
    assert.deepEqual(new Map(whole.summary).get("Total cycles"), "610");
    assert.equal(labelFor("block_rthroughput"), "Block rthroughput");
  });
  it("reads the critical sequence, filling text from the instruction list", () => {
    assert.equal(r.critical.length, 2);
    assert.equal(r.critical[0].text, DOT_PRODUCT.instructions[1]);
    assert.match(r.critical[0].detail, /Kind: data, Latency: 3/);
    assert.equal(r.critical[1].detail, "register dependency on %xmm3");
  });
  it("tolerates an absent critical sequence and missing sections", () => {
    const bare = readRegionReport({ cpu: "skylake", name: "r", instructions: ["nop"], lines: [0] });
    assert.deepEqual(bare.critical, []);
    assert.deepEqual(bare.timeline, []);
    assert.deepEqual(bare.pressure.units, []);
  });
  it("rejects a non-report", () => {
    assert.throws(() => readRegionReport(null), /no report/);
  });
  it("sums pressure per unit", () => {
    assert.deepEqual(unitTotals(r), [0, 0, 2, 1]);
  });
});

describe("readRegionReport on mcalens serve's report shape", () => {
  const r = readRegionReport(SERVER_SHAPE);
  it("takes instruction texts and lines from instruction objects", () => {
    assert.deepEqual(r.instructions, SERVER_SHAPE.instructions.map((i) => i.text));
    assert.deepEqual(r.lines, [4, 5, 6]);
  });
  it("orders timeline rows by iteration then instruction", () => {
    assert.deepEqual(r.timeline.map((t) => `${t.iteration},${t.index}`), ["0,0", "0,1", "0,2", "1,0"]);
  });
  it("builds the per-instruction pressure matrix from sparse lists, totals from perIteration", () => {
    assert.deepEqual(r.pressure.units, ["JFPA", "JFPM", "JFPU0"]);
    assert.deepEqual(r.pressure.perInstruction, [[0, 1, 0], [1, 0, 0], [1, 0, 0.5]]);
    assert.deepEqual(unitTotals(r), [2, 1, 0.5]);
  });
  it("reads the bottleneck object and the critical sequence of positions", () => {
    assert.equal(r.bottleneck, "bound by JFPA (98% busy)");
    assert.deepEqual(r.critical.map((c) => [c.index, c.text]), [[1, SERVER_SHAPE.instructions[1].text], [2, SERVER_SHAPE.instructions[2].text]]);
    assert.equal(r.error, "");
    assert.equal(r.notAnalysed, "");
    assert.equal(r.cyclesPerIteration, 2.03);
  });
  it("words a bottleneck without verdict from unit and share", () => {
    assert.equal(readRegionReport({ ...SERVER_SHAPE, bottleneck: { unit: "p5", share: 0.62, verdict: "" } }).bottleneck, "bound by p5 (62% busy)");
  });
  it("renders the same grid as the brief's shape", () => {
    const html = renderReport(r, assets);
    const row01 = html.split("<tr").find((x) => x.includes("[0,1]"))!;
    assert.match(row01, /data-line="5"/);
    assert.equal(count(html, '<td class="c st-dispatch"'), 4);
    assert.match(html, /<li data-line="5"/);
  });
  it("warns about lines not analysed and server errors", () => {
    const html = renderReport(
      readRegionReport({ ...SERVER_SHAPE, notAnalysed: { count: 2, lines: [2, 4], of: 14 }, error: "unknown CPU 'foo'" }),
      assets,
    );
    assert.match(html, /2 of 14 lines not analysed \(lines 3, 5\): the numbers are for the other lines only/);
    assert.match(html, /unknown CPU &#39;foo&#39;/);
  });
  it("offers the llvm-mca text views, to open as text and to copy", () => {
    const text = "Iterations:        300\nDispatch Statistics:\n<x>";
    const html = renderReport(readRegionReport({ ...SERVER_SHAPE, text }), assets);
    assert.match(html, /data-action="openText">Open as llvm-mca text</);
    assert.match(html, /data-action="copyText">Copy</);
    assert.match(html, /<pre class="mca">Iterations: {8}300\nDispatch Statistics:\n&lt;x&gt;<\/pre>/);
    assert.doesNotMatch(renderReport(readRegionReport(SERVER_SHAPE), assets), /openText/);
  });
});

describe("renderReport", () => {
  const html = renderReport(readRegionReport(DOT_PRODUCT), assets, { uri: "file:///tmp/dot.s" });

  it("has a strict CSP with the nonce and no remote origins", () => {
    const csp = contentSecurityPolicy(assets);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'nonce-abc123nonce'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.ok(html.includes(`content="${escapeHtml(csp)}"`));
    assert.equal(count(html, "<script"), 1);
    assert.ok(html.includes('<script nonce="abc123nonce" src="https://file+.vscode-resource.vscode-cdn.net/ext/media/report.js">'));
  });

  it("loads nothing remote and uses no inline styles or handlers", () => {
    const urls = html.match(/(?:src|href)="([^"]+)"/g) ?? [];
    for (const u of urls) assert.ok(u.includes(assets.cspSource), `unexpected resource ${u}`);
    assert.doesNotMatch(html, /\sstyle=/);
    assert.doesNotMatch(html, /\son[a-z]+=/i);
  });

  it("draws the timeline grid with one coloured cell per stage", () => {
    assert.equal(count(html, '<td class="c st-dispatch"'), 4);
    assert.equal(count(html, '<td class="c st-retire"'), 4);
    // rows [0,1] and [0,2] wait 2 and 4 cycles
    assert.equal(count(html, '<td class="c st-wait"'), 6);
    // D==eeeER row: exactly the llvm-mca sequence of stage classes
    const row01 = html.split("<tr").find((r) => r.includes("[0,1]"))!;
    const stages = [...row01.matchAll(/class="c (st-[a-z]+)"/g)].map((m) => m[1]);
    assert.deepEqual(stages, ["st-dispatch", "st-wait", "st-wait", "st-exec", "st-exec", "st-exec", "st-executed", "st-retire"]);
  });

  it("puts the instruction before the cycle grid, so a narrow panel still shows it", () => {
    const row01 = html.split("<tr").find((r) => r.includes("[0,1]"))!;
    assert.ok(row01.indexOf('<td class="asm">') < row01.indexOf('class="c '), row01);
    assert.match(html, /<th scope="col">\[iter,idx\]<\/th><th scope="col">Instruction<\/th><th scope="col" class="cyc/);
  });

  it("links every timeline row and instruction to its source line", () => {
    const row10 = html.split("<tr").find((r) => r.includes("[1,0]"))!;
    assert.match(row10, /data-line="4"/);
    const row02 = html.split("<tr").find((r) => r.includes("[0,2]"))!;
    assert.match(row02, /data-line="6"/);
    assert.match(html, /<body data-uri="file:\/\/\/tmp\/dot.s">/);
  });

  it("draws one pressure bar per unit, relative to 100% busy", () => {
    assert.equal(count(html, '<tr class="unit'), 4);
    assert.equal(count(html, '<tr class="unit hot">'), 1);
    assert.match(html, /<th scope="row">JFPA<\/th><td class="num">2.00<\/td><td class="num busy">100% busy<\/td><td class="barcell"><svg class="bar hot"[^>]*><rect class="track" width="100" height="10"\/><rect class="fill" width="100.00"/);
    assert.match(html, /<th scope="row">JFPM<\/th><td class="num">1.00<\/td><td class="num busy">50% busy<\/td><td class="barcell"><svg class="bar "[^>]*><rect class="track"[^>]*\/><rect class="fill" width="50.00"/);
  });

  it("never marks the busiest unit hot when it is far from saturated", () => {
    const quiet = renderReport(readRegionReport({ ...DOT_PRODUCT, summary: { ...DOT_PRODUCT.summary, cyclesPerIteration: 6.25 } }), assets);
    assert.equal(count(quiet, '<tr class="unit hot">'), 0);
    assert.match(quiet, /<th scope="row">JFPA<\/th><td class="num">2.00<\/td><td class="num busy">32% busy<\/td><td class="barcell"><svg class="bar "[^>]*><rect class="track"[^>]*\/><rect class="fill" width="32.00"/);
  });

  it("colours per-instruction cells by quarters of 100% busy, not by the busiest cell", () => {
    const quiet = renderReport(readRegionReport({ ...DOT_PRODUCT, summary: { ...DOT_PRODUCT.summary, cyclesPerIteration: 6.25 } }), assets);
    // 1 cycle of 6.25 per iteration is 16% busy: the first quarter, even when it is the busiest cell.
    assert.equal(count(quiet, 'class="num h4"'), 0);
    assert.ok(count(quiet, 'class="num h1"') > 0);
    const unknown = renderReport(readRegionReport({ ...DOT_PRODUCT, summary: { ...DOT_PRODUCT.summary, cyclesPerIteration: null } }), assets);
    assert.equal(count(unknown, 'class="num h1"') + count(unknown, 'class="num h4"'), 0);
  });

  it("draws the uops-delivered histogram when the server sends one", () => {
    assert.doesNotMatch(html, /id="frontend"/);
    const fe = renderReport(
      readRegionReport({ ...DOT_PRODUCT, frontEnd: { cyclesByUopsDelivered: [3, 1, 4, 0, 2], deliveredBy: "dispatch" } }),
      assets,
    );
    assert.match(fe, /<section id="frontend">/);
    assert.match(fe, /Cycles in which 0\.\.4 uops were received by dispatch/);
    assert.match(fe, /<th scope="row">2<\/th><td class="num">4<\/td><td class="num">40\.0%<\/td>/);
    const model = renderReport(
      readRegionReport({ ...DOT_PRODUCT, frontEnd: { cyclesByUopsDelivered: [1, 1], deliveredBy: "front-end model" } }),
      assets,
    );
    assert.match(model, /delivered by the model's front end/);
  });

  it("shows the bottleneck verdict and the critical sequence linked to lines", () => {
    assert.match(html, /<p class="verdict">Data dependencies: vhaddps waits on the previous vhaddps \(latency 3\)<\/p>/);
    assert.match(html, /<ol class="critical"><li data-line="5"[^>]*><code>vhaddps\t%xmm2, %xmm2, %xmm3<\/code>/);
  });

  it("escapes everything that comes from the server", () => {
    const evil = readRegionReport({
      ...DOT_PRODUCT,
      name: "<img src=x onerror=alert(1)>",
      instructions: ['mov "<script>"', "b", "c"],
      bottleneck: "</p><script>alert(1)</script>",
    });
    const out = renderReport(evil, assets);
    assert.equal(count(out, "<script"), 1);
    assert.doesNotMatch(out, /<img/);
    assert.match(out, /&lt;img src=x onerror=alert\(1\)&gt;/);
    assert.match(out, /mov &quot;&lt;script&gt;&quot;/);
  });

  it("cuts very long timelines and says so", () => {
    const long = readRegionReport({ ...DOT_PRODUCT, timeline: [{ iteration: 0, index: 0, dispatched: 0, ready: 0, issued: 0, executed: 3, retired: 999 }] });
    const out = renderReport(long, assets, { maxCycles: 50 });
    assert.equal(count(out, '<th scope="col" class="cyc'), 50);
    assert.match(out, /Showing cycles 0–49 of 1000/);
  });

  it("says what is missing instead of drawing empty sections", () => {
    const out = renderReport(readRegionReport({ cpu: "skylake", name: "r" }), assets);
    assert.match(out, /No timeline/);
    assert.match(out, /No resource data/);
    assert.match(out, /No bottleneck verdict/);
  });
});

describe("other pages", () => {
  it("renders a CPU comparison with the fastest CPU marked", () => {
    const out = renderComparison(
      [
        { cpu: "skylake", ipc: 1.5, cyclesPerIteration: 2.0 },
        { cpu: "znver4", ipc: 3, cyclesPerIteration: 1.0 },
      ],
      assets,
    );
    assert.match(out, /<th scope="col">CPU<\/th><th scope="col">IPC<\/th><th scope="col">Cycles per iteration \(steady state\)<\/th>/);
    // Rates always with two decimals: 3.00 beside 1.50, never "3".
    assert.match(out, /<tr class="best"><td>znver4<\/td><td class="num">3.00<\/td><td class="num">1.00<\/td><\/tr>/);
    assert.equal(count(out, "<tr class=\"best\""), 1);
  });
  it("renders mcalens serve's compareCpus answer ({rows, uri})", () => {
    const out = renderComparison(
      {
        rows: [
          { cpu: "skylake", model: "skylake", cyclesPerIteration: 4.13, ipc: 1.21, bottleneck: null, placeholder: false },
          { cpu: "znver4", model: "znver4", cyclesPerIteration: 3.13, ipc: 1.6, bottleneck: "Zn4ALU0", placeholder: false },
        ],
        uri: "file:///home/u/.cache/mcalens/reports/loop.s-region0-compare.md",
      },
      assets,
    );
    assert.equal(count(out, "<tbody><tr|</tr><tr"), 2);
    assert.match(out, /<tr class="best"><td>znver4<\/td><td>znver4<\/td><td class="num">3.13<\/td>/);
    assert.doesNotMatch(out, /compare\.md/);
    assert.doesNotMatch(out, /Placeholder/, "an all-false column is dropped");
    assert.match(out, /<th scope="col">Bottleneck<\/th>/);
  });
  it("accepts a comparison keyed by CPU", () => {
    const out = renderComparison({ skylake: { ipc: 1.2 }, znver4: { ipc: 2.5 } }, assets);
    assert.match(out, /<td>znver4<\/td><td class="num">2.50<\/td>/);
  });
  it("renders messages escaped, under the same CSP", () => {
    const out = renderMessage("t", "<b>x</b>", assets);
    assert.match(out, /&lt;b&gt;x&lt;\/b&gt;/);
    assert.ok(out.includes(escapeHtml("script-src 'nonce-abc123nonce'")));
  });
});
