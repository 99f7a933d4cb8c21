"""A NASM/x86inc document's structure (frontend/nasm_input.py): the regions nasm's object gives,
with every instruction placed on the `.asm` line that produced it, so that hints, hovers, lenses
and the report work as for `.s` files.

Each region's instructions are llvm-mc's printing of its bytes (what is simulated and cached, as
for any region); their spans are `.asm` lines, several instructions on one line when a macro call
makes them (the hint then says `2× ...` or `(+1 more)`, the hover lists them). An instruction's
`source` is its innermost position (x86inc.asm:1528 for a `mova`), shown in the hover. Variants
of one function template (`_sse2`, `_avx2`) are separate regions over the same lines: each has its
lens; hints and hovers show the first.

nasm runs when the document is opened and saved, not on every edit (docs/nasm.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..diagnostics import Diagnostic, Severity
from ..frontend.nasm_input import NasmOptions, nasm_assembly
from ..source import Span
from .structure import InstrLine, RegionSpec, Structure, internal_error, split_lines
from .targets import X86_64, TargetChoice

NASM_MESSAGE = "MCL110"  # nasm's own messages, and what stops nasm from running (missing, refused include)
NASM_REFUSED = "MCL111"  # a function mcalens cannot decode (XOP, APX's CCMP/CTEST): not analysed


@dataclass(frozen=True, slots=True)
class NasmSettings:
    """nasm's executable ("": on PATH), include directories and definitions (NasmOptions), and the
    llvm-mca release whose tables decode nasm's object (`mcalens.llvmVersion`)."""

    path: str = ""
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    llvm_version: str = ""  # "": the default release


def _line_span(lines: list[str], line: int) -> Span:
    """The code on `line` without indentation or comment (the whole file's first line if unknown)."""
    if not 0 <= line < len(lines):
        return Span(0, 0, len(lines[0]) if lines else 0)
    text = lines[line]
    code = text.split(";", 1)[0].rstrip()
    start = len(code) - len(code.lstrip())
    return Span(line, start, max(len(code), start))


def nasm_structure(text: str, path: str, settings: NasmSettings | None = None) -> Structure:
    """The document's structure from nasm's object (never raises: a failure is a diagnostic)."""
    from ..targets.target import get_target
    from .core import DEFAULT_TRIPLE

    settings = settings or NasmSettings()
    lines = split_lines(text)
    structure = Structure(target=TargetChoice(X86_64, "a NASM source"))
    try:
        from .core import DEFAULT_RELEASE, release_target

        target = get_target("x86")
        isa = release_target(target, settings.llvm_version or DEFAULT_RELEASE).load_isa()  # as the release's llvm-mc decodes
        result = nasm_assembly(text, path, target, isa, DEFAULT_TRIPLE,
                               NasmOptions(settings.path or None, settings.include_dirs, settings.defines))
    except Exception as error:
        structure.diagnostics.append(internal_error("nasm input", error))
        return structure
    for found in result.diagnostics:
        severity = Severity.ERROR if found.severity == "error" else Severity.WARNING
        code = NASM_REFUSED if "is not analysed" in found.message else NASM_MESSAGE
        structure.diagnostics.append(Diagnostic(_line_span(lines, found.line), severity, code,
                                                f"nasm: {found.message}" if code == NASM_MESSAGE else found.message))
    seen: dict[tuple[int, str], InstrLine] = {}
    for region in result.regions:
        members: list[InstrLine] = []
        for (site, inner), instruction in zip(region.lines, region.text.splitlines(), strict=True):
            body = instruction.strip()
            span = _line_span(lines, site)
            # the innermost position goes to the hover's "source" when it is another line (a macro's)
            own = inner is not None and inner[0] == path and inner[1] == site + 1
            member = InstrLine(span, body, "att", body.split(None, 1)[0] if body else "",
                               source=None if own else inner)
            members.append(member)
            seen.setdefault((site, body), member)
        if not members:
            continue
        known = [m.span.line for m in members if 0 <= m.span.line < len(lines)]
        header = members[0].span if 0 <= members[0].span.line < len(lines) else _line_span(lines, min(known, default=0))
        kind = "loop" if region.name.startswith("loop ") else "marker"
        structure.regions.append(RegionSpec(len(structure.regions), region.name, kind, header,
                                            max(known, default=header.line), tuple(members)))
    structure.instructions = sorted(seen.values(), key=lambda i: i.span.line)
    structure.expansions = {line: tuple(made) for line, made in result.expansions.items()}
    return structure
