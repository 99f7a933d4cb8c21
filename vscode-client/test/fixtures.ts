// A region report shaped like the server's mcalens/regionReport answer (llvm-mca's dot-product example).
export const DOT_PRODUCT = {
  cpu: "btver2",
  name: "dot-product",
  lines: [4, 5, 6],
  instructions: ["vmulps\t%xmm0, %xmm1, %xmm2", "vhaddps\t%xmm2, %xmm2, %xmm3", "vhaddps\t%xmm3, %xmm3, %xmm4"],
  summary: {
    iterations: 300,
    instructions: 900,
    totalCycles: 610,
    totalUops: 900,
    dispatchWidth: 2,
    uopsPerCycle: 1.48,
    ipc: 1.48,
    blockRThroughput: 2.0,
    cyclesPerIteration: 2.0,
  },
  timeline: [
    { iteration: 0, index: 0, dispatched: 0, ready: 0, issued: 0, executed: 3, retired: 4 },
    { iteration: 0, index: 1, dispatched: 0, ready: 3, issued: 3, executed: 6, retired: 7 },
    { iteration: 0, index: 2, dispatched: 1, ready: 6, issued: 6, executed: 9, retired: 10 },
    { iteration: 1, index: 0, dispatched: 1, ready: 1, issued: 1, executed: 4, retired: 10 },
  ],
  pressure: {
    units: ["JALU0", "JALU1", "JFPA", "JFPM"],
    perInstruction: [
      [0, 0, 0, 1],
      [0, 0, 1, 0],
      [0, 0, 1, 0],
    ],
  },
  bottleneck: "Data dependencies: vhaddps waits on the previous vhaddps (latency 3)",
  criticalSequence: [
    { index: 1, kind: "data", latency: 3 },
    { index: 2, text: "vhaddps\t%xmm3, %xmm3, %xmm4", detail: "register dependency on %xmm3" },
  ],
};

// The same region as mcalens serve's report_json() shapes it (server/report.py): instructions as
// objects with sparse per-instruction pressure, timeline rows keyed by `instruction`, resourcePressure
// totals, a bottleneck object and the critical sequence as instruction positions.
export const SERVER_SHAPE = {
  cpu: "btver2",
  model: "btver2",
  index: 0,
  name: "dot-product",
  kind: "markers",
  lines: [4, 5, 6],
  error: null,
  summary: { iterations: 300, instructions: 900, totalCycles: 610, ipc: 1.48, cyclesPerIteration: 2.03 },
  instructions: [
    { line: 4, text: "vmulps\t%xmm0, %xmm1, %xmm2", uops: 1, latency: 2, rthroughput: 1, pressure: [{ unit: "JFPM", cycles: 1 }] },
    { line: 5, text: "vhaddps\t%xmm2, %xmm2, %xmm3", uops: 1, latency: 3, rthroughput: 1, pressure: [{ unit: "JFPA", cycles: 1 }] },
    { line: 6, text: "vhaddps\t%xmm3, %xmm3, %xmm4", uops: 1, latency: 3, rthroughput: 1, pressure: [{ unit: "JFPA", cycles: 1 }, { unit: "JFPU0", cycles: 0.5 }] },
  ],
  timeline: [
    { instruction: 0, iteration: 0, dispatched: 0, ready: 0, issued: 0, executed: 3, retired: 4 },
    { instruction: 0, iteration: 1, dispatched: 1, ready: 1, issued: 1, executed: 4, retired: 10 },
    { instruction: 1, iteration: 0, dispatched: 0, ready: 3, issued: 3, executed: 6, retired: 7 },
    { instruction: 2, iteration: 0, dispatched: 1, ready: 6, issued: 6, executed: 9, retired: 10 },
  ],
  resourcePressure: { units: ["JFPA", "JFPM", "JFPU0"], perIteration: [2, 1, 0.5] },
  bottleneck: { unit: "JFPA", share: 0.98, verdict: "bound by JFPA (98% busy)" },
  criticalSequence: [1, 2],
};
