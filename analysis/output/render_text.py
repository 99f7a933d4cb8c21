"""Text rendering of a Report in llvm-mca 19's exact layout (byte for byte, colours off).

Column padding follows LLVM's formatted_raw_ostream::PadToColumn: pad to the column, but always
write at least one space. Rounding follows the views: `floor(x * 10^k + 0.5) / 10^k` then printf.
"""

from __future__ import annotations

from ..views.registry import VIEWS
from ..views.report import RegionReport, Report

# The views' text renderers live in their modules (views/registry.py names them); the names they
# had here still resolve, on first use.
_MOVED = {
    "render_summary": "summary", "render_instruction_info": "instruction_info",
    "render_resource_pressure": "resource_pressure", "render_timeline": "timeline",
    "render_wait_times": "timeline", "render_dispatch_statistics": "statistics",
    "render_scheduler_statistics": "statistics", "render_retire_statistics": "statistics",
    "render_register_file_statistics": "statistics", "render_waits": "waits",
}


def __getattr__(name: str) -> object:
    module = _MOVED.get(name)
    if module is None:
        raise AttributeError(name)
    from importlib import import_module

    return getattr(import_module(f"..views.{module}", __package__), name)


def render_region(region: RegionReport, *, notes: bool = False, waits: bool = False) -> str:
    """One region in llvm-mca's view order (the registry's): summary, instruction info, statistics,
    pressure, timeline, then mcalens' views.

    notes: also print mcalens's own `# mcalens:` line before a region that lines were skipped from.
    waits: also print the views printed only on request (--waits; the language server shows waits
    in hovers instead).
    """
    out: list[str] = []
    if notes and region.skipped_lines:
        count = len(region.skipped_lines)
        lines = ", ".join(str(line + 1) for line in region.skipped_lines)
        out.append(f"# mcalens: region {region.index} is analysed without {count} skipped "
                   f"line{'s' if count != 1 else ''} ({lines}): its numbers are not the whole region's\n")
    if region.show_header:
        out.append(f"\n[{region.index}] Code Region" + (f" - {region.name}" if region.name else "") + "\n\n")
    computed = region.views
    for view in VIEWS:
        value = computed.get(view.name)
        if value is not None and view.text is not None and (waits or not view.text_on_request):
            out.append(view.text(value, region))
    return "".join(out)


def render_text(report: Report, *, notes: bool = False, waits: bool = False) -> str:
    text = "".join(render_region(region, notes=notes, waits=waits) for region in report.regions)
    if report.model_kind == "measured":  # mcalens only: never for LLVM's models (byte-exact)
        text = (f"Model: {report.model_name} (measured on real hardware; "
                f"not an LLVM scheduling model)\n\n") + text
    return text
