"""Front-end delivery view (`-frontend-view`): cycles by the number of uops delivered to dispatch.

The categories and formulas are those of the front-end bandwidth breakdown in
`../shared/seeds/001_*` (Sandy Bridge's FrontEnd^FE_BW^Deliver0uop ... Deliver4uops), generalised
to a delivery width W: with c_k the cycles in which k uops were delivered and LE_k = c_0 + ... + c_k,

* %FE.DELIVERING       = 100 * (cycles - LE_{W-1}) / cycles   (= 100 * c_W / cycles),
* %FE.DELIVER.kUOPS    = 100 * (LE_k - LE_{k-1}) / cycles      for k = W-1 .. 1 (= 100 * c_k / cycles),
* %FE.DELIVER.0UOPS    = 100 * LE_0 / cycles,
* AVG.uops.per.cycle   = (W * %FE.DELIVERING + sum_k k * %FE.DELIVER.kUOPS) / 100.

"Delivered" is what the dispatch stage received each cycle. Under llvm-mca's default pipeline,
which has no front end, that is the entry stage (and `-micro-op-queue-size` /
`-decoder-throughput`) feeding dispatch; W is then the dispatch width. With a model's front end
(models/SCHEMA.md `frontend:`), it is what the modelled uop queue delivered, W its delivery width.

A pure function of the Trace: the per-cycle counts are the trace's dispatched-uops column
(`uops_delivered_per_cycle`; counted per value, one replayed period's cost).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..sim.trace import Trace, value_counts

DELIVERED_BY_DISPATCH = "dispatch"  # llvm-mca's pipeline: what dispatch received
DELIVERED_BY_FRONT_END = "front-end model"  # the model's front end (analysis/sim/delivery.py)


@dataclass(frozen=True, slots=True)
class FrontEndView:
    delivery_width: int
    cycles_by_uops: tuple[int, ...]  # index k: cycles in which k uops were delivered (0..W)
    total_cycles: int
    delivered_by: str
    uops_by_source: tuple[tuple[str, int], ...] = ()  # front-end model only
    lcp_stall_cycles: int = 0
    switches: int = 0

    def percent(self, k: int) -> float:
        """%FE.DELIVER.kUOPS for k < W, %FE.DELIVERING for k = W."""
        if not self.total_cycles:
            return 0.0
        below = sum(self.cycles_by_uops[:k])  # LE_{k-1}
        at_most = below + self.cycles_by_uops[k]  # LE_k
        if k == self.delivery_width:
            return 100.0 * (self.total_cycles - below) / self.total_cycles
        return 100.0 * (at_most - below) / self.total_cycles

    @property
    def fe_delivering(self) -> float:
        return self.percent(self.delivery_width)

    @property
    def average_uops_per_cycle(self) -> float:
        w = self.delivery_width
        return (w * self.fe_delivering + sum(k * self.percent(k) for k in range(1, w))) / 100.0

    def category(self, k: int) -> str:
        """The seed's Sandy Bridge names when W = 4, else a plain description."""
        if self.delivery_width == 4:
            return f"FrontEnd^FE_BW^Deliver{k}uop" + ("" if k <= 1 else "s")
        return f"{k} uop{'' if k == 1 else 's'} delivered"


def uops_delivered_per_cycle(trace: Trace) -> list[int]:
    """Uops the dispatch stage received in each cycle, from the trace's per-cycle dispatch column.

    The one place that knows where these counts live in the Trace (a steady-state-compressed
    trace only needs to change this function)."""
    return list(trace.dispatched_uops[: trace.total_cycles])


def frontend_view(trace: Trace) -> FrontEndView:
    """The delivery histogram of one region's run."""
    modelled = trace.facts.frontend
    info = modelled if isinstance(modelled, dict) else {}
    width = int(info.get("delivery_width") or trace.dispatch_width or 1)
    # PERF: counted once per distinct replayed period (value_counts), not per cycle.
    delivered = value_counts(trace.dispatched_uops, trace.total_cycles)
    width = max([width, *delivered])  # never drop a cycle: a wider count widens the histogram
    counts = [0] * (width + 1)
    for uops, cycles in delivered.items():
        counts[uops] += cycles
    sources = info.get("uops_by_source") or {}
    return FrontEndView(
        delivery_width=width,
        cycles_by_uops=tuple(counts),
        total_cycles=trace.total_cycles,
        delivered_by=DELIVERED_BY_FRONT_END if info else DELIVERED_BY_DISPATCH,
        uops_by_source=tuple((str(k), int(v)) for k, v in sources.items()),  # type: ignore[union-attr]
        lcp_stall_cycles=int(info.get("lcp_stall_cycles", 0)),
        switches=int(info.get("switches", 0)),
    )


_MEANING = {
    DELIVERED_BY_DISPATCH: ("llvm-mca's pipeline has no front end: 'delivered' is what the dispatch stage\n"
                            "received each cycle, including -micro-op-queue-size and -decoder-throughput limits"),
    DELIVERED_BY_FRONT_END: "uops the model's front end (uop queue) handed to dispatch each cycle",
}


def render_frontend(view: FrontEndView) -> str:
    """The view as text (mcalens only; printed after llvm-mca's views of the region)."""
    w = view.delivery_width
    out = [f"\n\nFront-end delivery (delivery width {w}):\n", _MEANING[view.delivered_by], "\n\n"]
    out.append("[# uops]  [# cycles]  [% cycles]  Category\n")
    for k, cycles in enumerate(view.cycles_by_uops):
        share = 100.0 * cycles / view.total_cycles if view.total_cycles else 0.0
        out.append(f" {k:<8} {cycles:<11} {share:6.2f}%     {view.category(k)}\n")
    out.append(f"\n%FE.DELIVERING:      {view.fe_delivering:6.2f}\n")
    for k in range(w - 1, -1, -1):
        label = f"%FE.DELIVER.{k}UOPS:"
        out.append(f"{label:<21}{view.percent(k):6.2f}\n")
    out.append(f"AVG.uops.per.cycle:  {view.average_uops_per_cycle:6.2f}\n")
    if view.uops_by_source:
        sources = ", ".join(f"{name} {uops}" for name, uops in view.uops_by_source)
        out.append(f"\nUops by source: {sources}\n")
        out.append(f"Length-changing-prefix stall cycles: {view.lcp_stall_cycles}\n")
        out.append(f"Uop cache -> legacy decoder switches: {view.switches}\n")
    return "".join(out)


def frontend_json(view: FrontEndView) -> dict[str, object]:
    """`FrontEndView` of a region in -json (percentages as the formulas give them, not rounded)."""
    obj: dict[str, object] = {
        "DeliveryWidth": view.delivery_width,
        "CyclesByUopsDelivered": list(view.cycles_by_uops),
        "TotalCycles": view.total_cycles,
        "FEDelivering": view.fe_delivering,
        "FEDeliverUops": [view.percent(k) for k in range(view.delivery_width)],
        "AverageUopsPerCycle": view.average_uops_per_cycle,
        "DeliveredBy": view.delivered_by,
    }
    if view.uops_by_source:
        obj["UopsBySource"] = dict(view.uops_by_source)
        obj["LCPStallCycles"] = view.lcp_stall_cycles
        obj["UopCacheSwitches"] = view.switches
    return obj
