"""The ARM tests' shared helpers. resolve_on: each instruction of `text` as (McInst, llvm-mc's printed
text) or (None, the refusal's words), with the CPU's features recorded as the analysis records them
(no CPU: none recorded)."""

from __future__ import annotations

from pathlib import Path

from mcalens.analysis.cli import run
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.mcinst import McInst
from mcalens.analysis.targets.target import target_for_triple


def resolve_on(text: str, triple: str, cpu: str | None = None) -> list[tuple[McInst | None, str]]:
    target = target_for_triple(triple)
    isa = target.load_isa()
    parsed = parse_text(text, target)
    if cpu is not None:
        target.subtarget.feature_checker(parsed, isa, cpu, "")
    out: list[tuple[McInst | None, str]] = []
    for inst in parsed.instructions:
        mc, diags = target.assembler.resolve(inst, isa, triple)
        out.append((mc, target.printer.print_inst(mc, isa, 0, False, triple)) if mc is not None else
                   (None, target.assembler.resolve_failure(inst, diags, isa)[1]))
    return out


def refused_stderr(tmp_path: Path, text: str, triple: str, cpu: str, version: str | None = None) -> str:
    """The stderr of `mcalens` refusing `text` (exit status 1 asserted), the file named `t.s` as the
    recorded llvm-mc answers name it; `version`: the `--llvm-version` given, if any."""
    source = tmp_path / "t.s"
    source.write_text(text, encoding="utf-8")
    release = ["--llvm-version", version] if version is not None else []
    code, _, err = run([f"-mtriple={triple}", f"-mcpu={cpu}", *release, str(source)])
    assert code == 1
    return err.replace(str(source), "t.s")
