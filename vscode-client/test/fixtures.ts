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
