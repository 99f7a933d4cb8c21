"""The target roles (analysis/targets/target.py): what a new target must provide, the defaults it
gets for the rest, and the members the core calls where a target has nothing to say."""

from __future__ import annotations

from typing import Any

import pytest
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.mcinst import Imm, McInst, Reg
from mcalens.analysis.targets import target as roles
from mcalens.analysis.targets.target import get_target, target_for_triple


class _Syntax(roles.Syntax):
    line_comments = ("#",)
    comment_string = "#"
    default_syntax = "toy"

    def parse_instruction(self, line: str, start: int, end: int, line_no: int, context: Any) -> None:
        context.error("MCL100", "toy", line_no, start, end)


class _Directives(roles.Directives):
    platform = "toy ELF"
    data_directives = frozenset()
    known_directives = (".text",)

    def directive_problem(self, name: str) -> str | None:
        return None if name == ".text" else "unknown"


class _Assembler(roles.Assembler):
    def resolve(self, inst: Any, isa: Any, triple: str) -> tuple[Any, list[Any]]:
        return None, []

    def resolve_failure(self, inst: Any, diagnostics: list[Any], isa: Any) -> tuple[Any, str]:
        return inst.mnemonic_span, "invalid instruction"


class _Analysis(roles.InstrAnalysis):
    def is_branch(self, mnemonic: str) -> bool:
        return mnemonic == "jump"

    def branch_label(self, instruction: Any) -> str | None:
        return None

    def falls_through(self, instruction: Any) -> bool:
        return True


class _Printer(roles.Printer):
    def print_inst(self, mc: Any, isa: Any, variant: int, imm_hex: bool, triple: str, cpu: str = "",
                   mattr: str = "") -> str:
        return mc.opcode.lower()


class _Subtarget(roles.Subtarget):
    default_cpu = "toy-cpu"


class _Toy(roles.Target):
    name = "toy"
    models_dir = "toy"

    def __init__(self) -> None:
        self.syntax, self.directives, self.assembler = _Syntax(), _Directives(), _Assembler()
        self.instr_analysis, self.printer = _Analysis(), _Printer()
        self.encoder, self.subtarget = roles.Encoder(), _Subtarget()

    def triple_for_march(self, march: str, triple: str) -> str:
        return "toy-" + triple.partition("-")[2]


def test_a_target_of_required_members_only_gets_the_defaults() -> None:
    toy = _Toy()
    parsed = parse_text("\tfoo\n", toy)  # the front end reads only the syntax and directives roles
    assert [d.message for d in parsed.diagnostics] == ["toy"] and parsed.target is toy
    assert toy.assembler.code_modes(parsed, "toy-linux") == ({}, [])
    assert toy.assembler.local_labels(parsed) is None and toy.assembler.label_errors(parsed) == []
    assert toy.assembler.assembler_rewrite() is None and toy.assembler.sequence_checker(None) is None
    assert toy.encoder.emitter(None, "toy", relax=True) is None and toy.encoder.predecoder(None, "toy") is None
    assert toy.subtarget.cpu_name("x", None) == "x" and toy.subtarget.feature_checker(parsed, None, "x", "") is None
    assert toy.printer.print_variant(parsed, -1) == 0 and toy.printer.print_variants == (0,)
    assert toy.printer.register_prefix == "" and toy.syntax.statement_separators == (";",)
    assert toy.syntax.fast_line("foo", 0, "toy", []) is False and toy.syntax.clear_caches() is None
    assert toy.directives.dialect_directive(".x", "", 0, 0, 2, None) is False
    assert (toy.triple_mode("toy-linux"), toy.march("toy-linux"), toy.for_triple("toy-linux")) == (64, "toy", toy)


def test_a_role_without_a_required_member_cannot_be_made() -> None:
    class NoParser(roles.Syntax):
        line_comments = ("#",)
        comment_string = "#"
        default_syntax = "toy"

    with pytest.raises(TypeError, match="parse_instruction"):
        NoParser()  # type: ignore[abstract]


def test_front_end_models_get_lengths_and_prefixes_from_the_encoder_role() -> None:
    """Encoder.predecoder: the unrelaxed length and x86's length-changing prefix per instruction
    (`addw $0x1234, %ax` is 66 05 34 12: 66h before an imm16 opcode); AArch64 has none."""
    x86 = get_target("x86")
    predecode = x86.encoder.predecoder(x86.load_isa(), "x86_64-unknown-linux-gnu")
    assert predecode is not None
    assert predecode(McInst("ADD16i16", (Imm(0x1234),))) == (4, True)
    assert predecode(McInst("ADD32ri", (Reg("EBX"), Reg("EBX"), Imm(0x12345678)))) == (6, False)
    a64 = target_for_triple("aarch64")
    predecode = a64.encoder.predecoder(a64.load_isa(), "aarch64")
    assert predecode is not None
    assert predecode(McInst("ADDXri", (Reg("X0"), Reg("X1"), Imm(1), Imm(0)))) == (4, False)
