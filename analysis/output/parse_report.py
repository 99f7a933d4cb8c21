"""`mcalens parse [--json] [--strict] [FILE | -]`: what the front end made of every instruction line.

For each instruction: its position (1-based line, 1-based start/end columns), source text, the
LLVM opcode it resolved to, its MC operands, the llvm-mca region(s) containing it, and the
diagnostics on it. File-level diagnostics (parse errors, region markers) are listed too. Exit
code follows compilers: 0, or 1 with --strict when any error was reported; 2 for usage errors and
input that cannot be read (a binary file). Input is read like the main command: stdin by default or
with `-`. The `--json` schema is in docs/cli.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..diagnostics import Diagnostic, Severity
from ..frontend.input_text import BinaryInput, decode_input
from ..frontend.parse import parse_text
from ..mcinst import Expr, Imm, McInst, McOperand, Reg
from ..targets.target import target_for_triple


def _operand_json(op: McOperand) -> Any:
    if isinstance(op, Reg):
        return {"reg": op.name}
    if isinstance(op, Imm):
        return {"imm": op.value}
    if isinstance(op, Expr):
        return {"expr": op.text}
    return None


def _diagnostic_json(diag: Diagnostic) -> dict[str, Any]:
    return {
        "line": diag.span.line + 1,
        "start": diag.span.start + 1,
        "end": diag.span.end,  # 1-based, inclusive
        "severity": diag.severity.name.lower(),
        "code": diag.code,
        "message": diag.message,
    }


def _regions(parsed: Any) -> tuple[dict[int, list[str]], list[Diagnostic]]:
    """Instruction index -> names of the regions containing it (empty when regions are unavailable)."""
    try:
        from ..frontend.regions import find_regions
    except ImportError:
        return {}, []
    regions, diagnostics = find_regions(parsed)
    membership: dict[int, list[str]] = {}
    for region in regions:
        label = region.name or f"[{region.index}]"
        for index in region.instructions:
            membership.setdefault(index, []).append(label)
    return membership, list(diagnostics)


def report(text: str, triple: str = "x86_64-unknown-linux-gnu") -> dict[str, Any]:
    """The parse report for one document, as a JSON-ready dict."""
    target = target_for_triple(triple)
    isa = target.load_isa()
    # what the assembler expands with the subtarget (RISC-V `li`): the target's default CPU here
    parsed = target.assembler.expand(parse_text(text, target), isa, target.subtarget.default_cpu, "", triple)
    membership, region_diagnostics = _regions(parsed)
    instructions = []
    for index, instr in enumerate(parsed.instructions):
        inst: McInst | None
        inst, diagnostics = target.assembler.resolve(instr, isa, triple)
        instructions.append(
            {
                "line": instr.span.line + 1,
                "start": instr.span.start + 1,
                "end": instr.span.end,  # 1-based, inclusive
                "text": instr.text,
                "syntax": instr.syntax,
                "opcode": inst.opcode if inst else None,
                "operands": [_operand_json(op) for op in inst.operands] if inst else [],
                # LLVM MCInst prefix flags (lock 16, rep 8, repne 4, notrack 32, {vex}/{evex} ...).
                "flags": inst.flags if inst else 0,
                "regions": membership.get(index, []),
                "diagnostics": [_diagnostic_json(d) for d in diagnostics],
            }
        )
        if instr.expanded_from is not None:
            # The `.rept`/`.irp`/`.irpc` header or macro invocation it was expanded from (1-based).
            instructions[-1]["expandedFrom"] = {
                "line": instr.expanded_from.line + 1, "start": instr.expanded_from.start + 1,
            }
    file_diagnostics = [_diagnostic_json(d) for d in [*parsed.diagnostics, *region_diagnostics]]
    return {"instructions": instructions, "diagnostics": file_diagnostics}


def _has_errors(result: dict[str, Any]) -> bool:
    error = Severity.ERROR.name.lower()
    if any(d["severity"] == error for d in result["diagnostics"]):
        return True
    return any(d["severity"] == error for item in result["instructions"] for d in item["diagnostics"])


def _format_text(result: dict[str, Any], filename: str) -> str:
    lines = []
    for item in result["instructions"]:
        where = f"{item['line']}:{item['start']}-{item['end']}"
        regions = f"  [{', '.join(item['regions'])}]" if item["regions"] else ""
        lines.append(f"{where:<12} {item['opcode'] or '?':<22} {item['text']}{regions}")
        for diag in item["diagnostics"]:
            lines.append(
                f"{filename}:{diag['line']}:{diag['start']}: {diag['severity']}[{diag['code']}]: {diag['message']}"
            )
    for diag in result["diagnostics"]:
        lines.append(
            f"{filename}:{diag['line']}:{diag['start']}: {diag['severity']}[{diag['code']}]: {diag['message']}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="mcalens parse", description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", default="-", help="assembly file ('-' or nothing: stdin)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--strict", action="store_true", help="exit 1 when any error is reported")
    parser.add_argument("-mtriple", "--mtriple", dest="triple", default="x86_64-unknown-linux-gnu",
                        help="target triple (x86_64..., i686..., aarch64..., arm64-apple-...)")
    args = parser.parse_args(argv)
    from ..targets.target import SUPPORTED, UnknownTarget, target_for_triple

    try:
        target_for_triple(args.triple)
    except UnknownTarget:
        print(f"mcalens parse: unable to get target for '{args.triple}': {SUPPORTED}", file=sys.stderr)
        return 2
    name = "<stdin>" if args.file == "-" else args.file
    try:
        if args.file == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(args.file, "rb") as handle:
                data = handle.read()
        source = decode_input(data, name)
    except OSError as error:
        print(f"mcalens parse: cannot read {args.file}: {error.strerror}", file=sys.stderr)
        return 2
    except BinaryInput as error:
        print(f"mcalens parse: error: {error}", file=sys.stderr)
        return 2
    for warning in source.warnings:
        print(f"mcalens parse: {warning}", file=sys.stderr)
    result = report(source.text, args.triple)
    if args.json:
        print(json.dumps({"file": args.file, **result}, indent=1))
    else:
        print(_format_text(result, name))
    return 1 if args.strict and _has_errors(result) else 0
