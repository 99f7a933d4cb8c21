"""`-json` rendering of a Report in llvm-mca 19's schema, serialized exactly as llvm::json prints it.

llvm::json sorts object keys, indents by two spaces, prints doubles with `%.17g` and escapes only
quotes, backslashes and control characters (`\\t`, `\\n`, `\\r` short, others `\\u00xx`).

By default the document is llvm-mca 19's byte for byte. mcalens' keys appear only when an mcalens
option asks: `--json-extras` (`extras=True`) adds `"SourceLines"` (the 1-based source line of every
instruction, in the order of `"Instructions"`), `"SkippedLines"`, `"BottleneckAnalysis"` (which
llvm-mca 19 computes but leaves out of `-json`) and `TargetInfo.LLVMVersion` (the llvm-mca release
matched, `--llvm-version`); `--verdict`, `--waits` and `-frontend-view` add
their own keys. A measured model is named in `TargetInfo.Model` (llvm-mca has no such models).
"""

from __future__ import annotations

from ..views.registry import VIEWS
from ..views.report import RegionReport, Report

JsonValue = None | bool | int | float | str | list["JsonValue"] | dict[str, "JsonValue"]

_SHORT_ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r", '"': '\\"', "\\": "\\\\"}


def _quote(text: str) -> str:
    out = ['"']
    for ch in text:
        short = _SHORT_ESCAPES.get(ch)
        if short is not None:
            out.append(short)
        elif ord(ch) < 0x20:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _scalar(value: JsonValue) -> str:
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return f"{value:.17g}"
    if isinstance(value, str):
        return _quote(value)
    raise TypeError(f"not a JSON scalar: {value!r}")


def dumps(value: JsonValue, indent: int = 0) -> str:
    """Serialize like llvm::json's pretty printer with a two-space indent."""
    pad = "  " * (indent + 1)
    end = "  " * indent
    if isinstance(value, dict):
        if not value:
            return "{}"
        items = [f"{pad}{_quote(k)}: {dumps(value[k], indent + 1)}" for k in sorted(value)]
        return "{\n" + ",\n".join(items) + "\n" + end + "}"
    if isinstance(value, list):
        if not value:
            return "[]"
        return "[\n" + ",\n".join(pad + dumps(v, indent + 1) for v in value) + "\n" + end + "]"
    return _scalar(value)


def region_json(region: RegionReport, extras: bool = False,
                json_views: frozenset[str] = frozenset()) -> dict[str, JsonValue]:
    obj: dict[str, JsonValue] = {"Name": region.name, "Instructions": list(region.instructions)}
    if extras and region.source_lines:
        obj["SourceLines"] = [line + 1 for line in region.source_lines]
    if extras and region.source_files:
        obj["SourceFiles"] = list(region.source_files)
    if extras and region.skipped_lines:
        obj["SkippedLines"] = [line + 1 for line in region.skipped_lines]
    computed = region.views
    for view in VIEWS:  # (llvm::json sorts the keys: the order here is not the document's)
        value = computed.get(view.name)
        if value is not None and view.json is not None and (extras or not view.json_extra or view.name in json_views):
            obj[view.json_key] = view.json(value)  # type: ignore[assignment]
    return obj


def report_json(report: Report, extras: bool = False) -> dict[str, JsonValue]:
    target: dict[str, JsonValue] = {"CPUName": report.cpu, "Resources": [c.json_name for c in report.columns]}
    if report.model_kind == "measured":  # mcalens only: LLVM models' JSON stays llvm-mca's
        target["Model"] = {"Name": report.model_name, "Kind": report.model_kind}
    if extras and report.llvm_version:  # which llvm-mca the numbers match (--llvm-version), as the banner says
        target["LLVMVersion"] = report.llvm_version
    return {
        "CodeRegions": [region_json(r, extras, report.json_views) for r in report.regions],
        "SimulationParameters": dict(report.simulation_parameters),  # type: ignore[arg-type]
        "TargetInfo": target,
    }


def render_json(report: Report, extras: bool = False) -> str:
    """`-json` output: llvm-mca's document, plus mcalens' keys with `extras` (`--json-extras`)."""
    return dumps(report_json(report, extras)) + "\n"
