"""parse_text, one construct per case: each case is source text and the statements it must give, spans included.

`render` flattens a ParsedFile into short lines (kind, fields, `line:start-end`) so each case reads
as data; expectations were checked by hand against llvm-mc-19 (see tests/data/parse/).
"""

from __future__ import annotations

import pytest
from mcalens.analysis.diagnostics import Severity
from mcalens.analysis.frontend.parse import parse_text
from mcalens.analysis.frontend.syntax import Directive, Instruction, Label, ParsedFile
from mcalens.analysis.source import Span
from mcalens.analysis.targets.x86.syntax import (
    ImmediateOperand,
    MemoryOperand,
    Operand,
    RegisterOperand,
    SymbolOperand,
)


def span_text(span: Span) -> str:
    return f"{span.line}:{span.start}-{span.end}"


def render_operand(operand: Operand) -> str:
    if isinstance(operand, RegisterOperand):
        return f"reg {operand.name} {span_text(operand.span)}"
    if isinstance(operand, ImmediateOperand):
        return f"imm {operand.value} {operand.text!r} {span_text(operand.span)}"
    if isinstance(operand, SymbolOperand):
        kind = "offset" if operand.is_offset else "sym"
        return f"{kind} {operand.text} {span_text(operand.span)}"
    assert isinstance(operand, MemoryOperand)
    parts = [operand.size or "", f"{operand.segment}:" if operand.segment else "", f"disp={operand.displacement}"]
    if operand.symbol is not None:
        parts.append(f"sym={operand.symbol}")
    if operand.base:
        parts.append(f"base={operand.base}")
    if operand.index:
        parts.append(f"index={operand.index}*{operand.scale}")
    parts.append(operand.broadcast or "")
    return "mem " + " ".join(part for part in parts if part) + f" {span_text(operand.span)}"


def render(parsed: ParsedFile) -> list[str]:
    lines = []
    for statement in parsed.statements:
        if isinstance(statement, Label):
            lines.append(f"label {statement.name} {span_text(statement.span)}")
        elif isinstance(statement, Directive):
            lines.append(f"dir {statement.name} {statement.args!r} {span_text(statement.span)}")
        else:
            assert isinstance(statement, Instruction)
            extras = []
            if statement.prefixes:
                extras.append("prefixes=" + ",".join(statement.prefixes))
            if statement.mask:
                extras.append(f"mask={statement.mask}")
            if statement.zeroing:
                extras.append("z")
            if statement.rounding:
                extras.append(f"round={statement.rounding}")
            head = f"{statement.syntax} {statement.mnemonic} {span_text(statement.mnemonic_span)}"
            lines.append(" ".join([head, *extras, f"[{span_text(statement.span)}]"]))
            lines.extend("  " + render_operand(operand) for operand in statement.operands)
    for diagnostic in parsed.diagnostics:
        lines.append(f"{diagnostic.code} {span_text(diagnostic.span)} {diagnostic.message}")
    return lines


def check(source: str, expected: list[str]) -> None:
    assert render(parse_text(source)) == expected


CASES = [
    pytest.param(
        "\tmovl\t-4(%rbp), %eax\n",
        ["att movl 0:1-5 [0:1-20]", "  mem disp=-4 base=rbp 0:6-14", "  reg eax 0:16-20"],
        id="att-gcc-line",
    ),
    pytest.param(
        "addq $1, %rax\n",
        ["att addq 0:0-4 [0:0-13]", "  imm 1 '1' 0:5-7", "  reg rax 0:9-13"],
        id="att-immediate",
    ),
    pytest.param(
        "movq (%rax,%rcx,8), %rdx\nmovq 16(,%rcx,4), %rdx\n",
        [
            "att movq 0:0-4 [0:0-24]", "  mem disp=0 base=rax index=rcx*8 0:5-18", "  reg rdx 0:20-24",
            "att movq 1:0-4 [1:0-22]", "  mem disp=16 index=rcx*4 1:5-16", "  reg rdx 1:18-22",
        ],
        id="att-base-index-scale",
    ),
    pytest.param(
        "movq foo@GOTPCREL(%rip), %rax\nleaq .LC0(%rip), %rdi\nmovl x+8(%rip), %eax\n",
        [
            "att movq 0:0-4 [0:0-29]", "  mem disp=0 sym=foo@GOTPCREL base=rip 0:5-23", "  reg rax 0:25-29",
            "att leaq 1:0-4 [1:0-21]", "  mem disp=0 sym=.LC0 base=rip 1:5-15", "  reg rdi 1:17-21",
            "att movl 2:0-4 [2:0-20]", "  mem disp=0 sym=x+8 base=rip 2:5-14", "  reg eax 2:16-20",
        ],
        id="att-rip-relative-symbols",
    ),
    pytest.param(
        "movq %fs:40, %rax\nmovl %gs:(%rax), %ecx\nmovq %fs:0x28, %rdx\n",
        [
            "att movq 0:0-4 [0:0-17]", "  mem fs: disp=40 0:5-11", "  reg rax 0:13-17",
            "att movl 1:0-4 [1:0-21]", "  mem gs: disp=0 base=rax 1:5-15", "  reg ecx 1:17-21",
            "att movq 2:0-4 [2:0-19]", "  mem fs: disp=40 2:5-13", "  reg rdx 2:15-19",
        ],
        id="att-segment-override",
    ),
    pytest.param(
        "movl $0x10, %eax\nmovl $010, %eax\nmovl $101b, %eax\nmovl $-1, %eax\nmovl $(1<<4), %eax\n"
        "movl $'a', %eax\nmovl $1|2+1, %eax\nmovl $0ah, %eax\n",
        [
            "att movl 0:0-4 [0:0-16]", "  imm 16 '0x10' 0:5-10", "  reg eax 0:12-16",
            "att movl 1:0-4 [1:0-15]", "  imm 8 '010' 1:5-9", "  reg eax 1:11-15",
            "att movl 2:0-4 [2:0-16]", "  imm 5 '101b' 2:5-10", "  reg eax 2:12-16",
            "att movl 3:0-4 [3:0-14]", "  imm -1 '-1' 3:5-8", "  reg eax 3:10-14",
            "att movl 4:0-4 [4:0-18]", "  imm 16 '(1<<4)' 4:5-12", "  reg eax 4:14-18",
            "att movl 5:0-4 [5:0-15]", "  imm 97 \"'a'\" 5:5-9", "  reg eax 5:11-15",
            "att movl 6:0-4 [6:0-17]", "  imm 4 '1|2+1' 6:5-11", "  reg eax 6:13-17",
            "att movl 7:0-4 [7:0-15]", "  imm 10 '0ah' 7:5-9", "  reg eax 7:11-15",
        ],
        id="att-immediate-forms",
    ),
    pytest.param(
        "movl $.LC0, %edi\nmovl $foo+4, %eax\n",
        [
            "att movl 0:0-4 [0:0-16]", "  imm None '.LC0' 0:5-10", "  reg edi 0:12-16",
            "att movl 1:0-4 [1:0-17]", "  imm None 'foo+4' 1:5-11", "  reg eax 1:13-17",
        ],
        id="att-symbolic-immediates",
    ),
    pytest.param(
        "movl 16, %eax\nmovl foo, %eax\njmp .L3\ncall foo@PLT\njmp *%rax\ncall *8(%rax)\n",
        [
            "att movl 0:0-4 [0:0-13]", "  mem disp=16 0:5-7", "  reg eax 0:9-13",
            "att movl 1:0-4 [1:0-14]", "  mem disp=0 sym=foo 1:5-8", "  reg eax 1:10-14",
            "att jmp 2:0-3 [2:0-7]", "  sym .L3 2:4-7",
            "att call 3:0-4 [3:0-12]", "  sym foo@PLT 3:5-12",
            "att jmp 4:0-3 [4:0-9]", "  reg rax 4:5-9",
            "att call 5:0-4 [5:0-13]", "  mem disp=8 base=rax 5:6-13",
        ],
        id="att-bare-expressions-and-branches",
    ),
    pytest.param(
        "fadd %st(1), %st\n.intel_syntax noprefix\nfadd st, st(1)\n",
        [
            "att fadd 0:0-4 [0:0-16]", "  reg st(1) 0:5-11", "  reg st 0:13-16",
            "dir .intel_syntax 'noprefix' 1:0-22",
            "intel fadd 2:0-4 [2:0-14]", "  reg st 2:5-7", "  reg st(1) 2:9-14",
        ],
        id="x87-stack-registers",
    ),
    pytest.param(
        "vaddps {rn-sae}, %zmm1, %zmm2, %zmm3 {%k1}{z}\nvaddps (%rax){1to16}, %zmm1, %zmm2\n",
        [
            "att vaddps 0:0-6 mask=k1 z round=rn-sae [0:0-45]",
            "  reg zmm1 0:17-22", "  reg zmm2 0:24-29", "  reg zmm3 0:31-36",
            "att vaddps 1:0-6 [1:0-34]", "  mem disp=0 base=rax 1to16 1:7-20", "  reg zmm1 1:22-27",
            "  reg zmm2 1:29-34",
        ],
        id="att-avx512-decorations",
    ),
    pytest.param(
        "vaddps {sae}, %zmm1, %zmm2, %zmm3\nvmovaps %zmm0, (%rdi) {%k2}\n",
        [
            "att vaddps 0:0-6 round=sae [0:0-33]", "  reg zmm1 0:14-19", "  reg zmm2 0:21-26", "  reg zmm3 0:28-33",
            "att vmovaps 1:0-7 mask=k2 [1:0-27]", "  reg zmm0 1:8-13", "  mem disp=0 base=rdi 1:15-21",
        ],
        id="att-sae-and-masked-store",
    ),
    pytest.param(
        ".intel_syntax noprefix\nmov eax, DWORD PTR [rbp-4]\nmov rax, [rax+rcx*8+16]\nlea rax, [rip + .LC0]\n",
        [
            "dir .intel_syntax 'noprefix' 0:0-22",
            "intel mov 1:0-3 [1:0-26]", "  reg eax 1:4-7", "  mem dword disp=-4 base=rbp 1:9-26",
            "intel mov 2:0-3 [2:0-23]", "  reg rax 2:4-7", "  mem disp=16 base=rax index=rcx*8 2:9-23",
            "intel lea 3:0-3 [3:0-21]", "  reg rax 3:4-7", "  mem disp=0 sym=.LC0 base=rip 3:9-21",
        ],
        id="intel-memory",
    ),
    pytest.param(
        ".intel_syntax noprefix\nmov rax, QWORD PTR .LC0[rip]\nmov al, BYTE PTR fs:40\nmov eax, OFFSET .LC0\n"
        "mov rcx, QWORD PTR fs:[rax]\nmov eax, [8*rcx+rbx]\n",
        [
            "dir .intel_syntax 'noprefix' 0:0-22",
            "intel mov 1:0-3 [1:0-28]", "  reg rax 1:4-7", "  mem qword disp=0 sym=.LC0 base=rip 1:9-28",
            "intel mov 2:0-3 [2:0-22]", "  reg al 2:4-6", "  mem byte fs: disp=40 2:8-22",
            "intel mov 3:0-3 [3:0-20]", "  reg eax 3:4-7", "  offset .LC0 3:9-20",
            "intel mov 4:0-3 [4:0-27]", "  reg rcx 4:4-7", "  mem qword fs: disp=0 base=rax 4:9-27",
            "intel mov 5:0-3 [5:0-20]", "  reg eax 5:4-7", "  mem disp=0 base=rbx index=rcx*8 5:9-20",
        ],
        id="intel-symbols-segments-offset",
    ),
    pytest.param(
        ".intel_syntax noprefix\nvaddps zmm3 {k1}{z}, zmm2, zmm1, {rn-sae}\nvaddps zmm2, zmm1, DWORD PTR [rax]{1to16}\n"
        "mov eax, 42\njmp .L3\nmov eax, foo\n",
        [
            "dir .intel_syntax 'noprefix' 0:0-22",
            "intel vaddps 1:0-6 mask=k1 z round=rn-sae [1:0-41]", "  reg zmm3 1:7-11", "  reg zmm2 1:21-25",
            "  reg zmm1 1:27-31",
            "intel vaddps 2:0-6 [2:0-41]", "  reg zmm2 2:7-11", "  reg zmm1 2:13-17",
            "  mem dword disp=0 base=rax 1to16 2:19-41",
            "intel mov 3:0-3 [3:0-11]", "  reg eax 3:4-7", "  imm 42 '42' 3:9-11",
            "intel jmp 4:0-3 [4:0-7]", "  sym .L3 4:4-7",
            "intel mov 5:0-3 [5:0-12]", "  reg eax 5:4-7", "  mem disp=0 sym=foo 5:9-12",
        ],
        id="intel-avx512-immediates-branches",
    ),
    pytest.param(
        ".intel_syntax noprefix\nmov rax, QWORD PTR g[rip+64]\nlea edi, [rsi + 8*riz + 95]\n",
        [
            "dir .intel_syntax 'noprefix' 0:0-22",
            "intel mov 1:0-3 [1:0-28]", "  reg rax 1:4-7", "  mem qword disp=0 sym=g+64 base=rip 1:9-28",
            "intel lea 2:0-3 [2:0-27]", "  reg edi 2:4-7", "  mem disp=95 base=rsi index=riz*8 2:9-27",
        ],
        id="intel-symbol-plus-offset-and-riz",
    ),
    pytest.param(
        ".intel_syntax noprefix\nadd eax, ebx\n.att_syntax prefix\naddl %eax, %ebx\n",
        [
            "dir .intel_syntax 'noprefix' 0:0-22",
            "intel add 1:0-3 [1:0-12]", "  reg eax 1:4-7", "  reg ebx 1:9-12",
            "dir .att_syntax 'prefix' 2:0-18",
            "att addl 3:0-4 [3:0-15]", "  reg eax 3:5-9", "  reg ebx 3:11-15",
        ],
        id="syntax-switching",
    ),
    pytest.param(
        "foo: bar: addl %eax, %eax\n.L3:\n1: jne 1b\n  jmp 1f\n",
        [
            "label foo 0:0-3", "label bar 0:5-8",
            "att addl 0:10-14 [0:10-25]", "  reg eax 0:15-19", "  reg eax 0:21-25",
            "label .L3 1:0-3",
            "label 1 2:0-1", "att jne 2:3-6 [2:3-9]", "  sym 1b 2:7-9",
            "att jmp 3:2-5 [3:2-8]", "  sym 1f 3:6-8",
        ],
        id="labels",
    ),
    pytest.param(
        "addl %eax, %ebx; subl %ecx, %edx # tail ; not a statement\n.intel_syntax noprefix\nadd eax, 1 ; sub ecx, 2\n",
        [
            "att addl 0:0-4 [0:0-15]", "  reg eax 0:5-9", "  reg ebx 0:11-15",
            "att subl 0:17-21 [0:17-32]", "  reg ecx 0:22-26", "  reg edx 0:28-32",
            "dir .intel_syntax 'noprefix' 1:0-22",
            "intel add 2:0-3 [2:0-10]", "  reg eax 2:4-7", "  imm 1 '1' 2:9-10",
            "intel sub 2:13-16 [2:13-23]", "  reg ecx 2:17-20", "  imm 2 '2' 2:22-23",
        ],
        id="semicolon-separates-statements-in-both-syntaxes",
    ),
    pytest.param(
        "lock addl %eax, (%rbx)\nrep movsb\nlock\naddl %eax, (%rbx)\nrep; stosb\n{vex} vpaddd %xmm1, %xmm2, %xmm3\n"
        "notrack jmp *%rax\ndata16 rex64 nop\nfs lock movl %eax, %ss:(%rbx)\n",
        [
            "att addl 0:5-9 prefixes=lock [0:0-22]", "  reg eax 0:10-14", "  mem disp=0 base=rbx 0:16-22",
            "att movsb 1:4-9 prefixes=rep [1:0-9]",
            "att lock 2:0-4 [2:0-4]",
            "att addl 3:0-4 [3:0-17]", "  reg eax 3:5-9", "  mem disp=0 base=rbx 3:11-17",
            "att rep 4:0-3 [4:0-3]", "att stosb 4:5-10 [4:5-10]",
            "att vpaddd 5:6-12 prefixes={vex} [5:0-32]", "  reg xmm1 5:13-18", "  reg xmm2 5:20-25",
            "  reg xmm3 5:27-32",
            "att jmp 6:8-11 prefixes=notrack [6:0-17]", "  reg rax 6:13-17",
            "att data16 7:0-6 [7:0-6]", "att rex64 7:7-12 [7:7-12]", "att nop 7:13-16 [7:13-16]",
            "att fs 8:0-2 [8:0-2]", "att movl 8:8-12 prefixes=lock [8:3-29]", "  reg eax 8:13-17",
            "  mem ss: disp=0 base=rbx 8:19-29",
        ],
        id="prefixes",
    ),
    pytest.param(
        "\t.p2align 4,,10\n\t.section\t.rodata.str1.1,\"aMS\",@progbits,1\n.LC0:\n\t.string\t\"a # b; c\"\nx = 5\n"
        "\t.x = 4\n",
        [
            "dir .p2align '4,,10' 0:1-15",
            "dir .section '.rodata.str1.1,\"aMS\",@progbits,1' 1:1-42",
            "label .LC0 2:0-4",
            "dir .string '\"a # b; c\"' 3:1-19",
            "dir = 'x = 5' 4:0-5",
            "dir = '.x = 4' 5:1-7",
        ],
        id="directives-and-strings",
    ),
    pytest.param(
        "nop /* a */ ; nop // c\nnop /* spans\nlines */ ret\n",
        [
            "att nop 0:0-3 [0:0-3]", "att nop 0:14-17 [0:14-17]",
            "att nop 1:0-3 [1:0-3]", "att ret 2:9-12 [2:9-12]",
        ],
        id="block-and-slash-comments",
    ),
    pytest.param(
        "addl %eax, %ebx\r\n\tret\r\n",
        ["att addl 0:0-4 [0:0-15]", "  reg eax 0:5-9", "  reg ebx 0:11-15", "att ret 1:1-4 [1:1-4]"],
        id="crlf",
    ),
    pytest.param(
        "ADDL %EAX, %EBX\n.intel_syntax noprefix\nMOV EAX, DWORD PTR [RBP-4]\n",
        [
            "att addl 0:0-4 [0:0-15]", "  reg eax 0:5-9", "  reg ebx 0:11-15",
            "dir .intel_syntax 'noprefix' 1:0-22",
            "intel mov 2:0-3 [2:0-26]", "  reg eax 2:4-7", "  mem dword disp=-4 base=rbp 2:9-26",
        ],
        id="upper-case",
    ),
]


@pytest.mark.parametrize(("source", "expected"), CASES)
def test_parse(source: str, expected: list[str]) -> None:
    check(source, expected)


ERROR_CASES = [
    pytest.param("movl $0ah, %eax\nmovl $08, %eax\n", ["MCL104 1:6-6 invalid octal number"], id="bad-octal"),
    pytest.param("movl $0x, %eax\n", ["MCL104 0:6-6 invalid hexadecimal number"], id="bad-hex"),
    # llvm-mca-19 (MASM integers): "1:8: error: unexpected token in argument list" (0, then `b101`)
    pytest.param("movl $0b101, %eax\n", ["MCL104 0:7-7 unexpected token in argument list"], id="gnu-binary"),
    pytest.param("movl (%rax, %eax\n", ["MCL102 0:5-16 unbalanced '('"], id="unbalanced-paren"),
    pytest.param("movl %eax), %ebx\n", ["MCL102 0:9-10 unexpected ')'"], id="stray-paren"),
    pytest.param("movl (%rax,%rbx,3), %eax\n", ["MCL103 0:16-17 scale factor in address must be 1, 2, 4 or 8"],
                 id="bad-scale"),
    pytest.param("addl %eax, %ebx junk\n", ["MCL103 0:11-20 invalid register operand '%ebx junk'"],
                 id="trailing-junk"),
    pytest.param("addl %eax,, %ebx\n", ["MCL103 0:10-10 expected an operand"], id="empty-operand"),
    pytest.param("1abc: nop\n%eax\n", [
        "MCL101 0:0-9 expected a label, a directive or an instruction mnemonic",
        "MCL101 1:0-4 expected a label, a directive or an instruction mnemonic",
    ], id="not-a-statement"),
    pytest.param("{vex}\n", ["MCL107 0:5-5 Expected identifier"], id="lone-pseudo-prefix"),
    pytest.param("nop /* never closed\nret\n", ["MCL105 0:4-19 unterminated comment"], id="unterminated-comment"),
    pytest.param('.ascii "abc\n', ["MCL105 0:7-11 unterminated string constant"], id="unterminated-string"),
    pytest.param(".intel_syntax prefix\n", [
        "MCL106 0:0-20 '.intel_syntax prefix' is not supported: registers must not have a '%' prefix in .intel_syntax",
    ], id="intel-prefix-unsupported"),
    pytest.param("vaddps {foo}, %zmm1, %zmm2\n", ["MCL103 0:7-12 unknown operand decoration '{foo}'"],
                 id="bad-decoration"),
    pytest.param("nop\x00\nret\n", ["MCL101 0:3-4 unexpected NUL character"], id="nul"),
    pytest.param("\t.byte 1, , 2\n\t.long .L3-.L2, 0x10\n\t.quad 08\n", [
        "MCL104 0:9-10 expected a value", "MCL104 2:7-7 invalid octal number",
    ], id="data-directive-values"),
    pytest.param("{load} movl %eax, %ebx\n", ["MCL108 0:0-6 unknown prefix"], id="unknown-pseudo-prefix"),
    pytest.param("popq %r12x\n", ["MCL103 0:5-10 invalid register name '%r12x'"], id="bad-register-name"),
    pytest.param("movl (%rax,%foo), %eax\n", [
        "MCL103 0:5-16 expected a register in memory operand, found '%foo'",
    ], id="bad-index-register"),
    pytest.param("movl $35, *%edx\n", ["MCL103 0:10-11 '*' is only valid before a jump or call target"],
                 id="star-outside-branch"),
    pytest.param("tes fool %eax\n", ["MCL104 0:4-13 unexpected register '%eax' in expression"],
                 id="register-inside-expression"),
    pytest.param("x = 1 +\ny = 2\n", ["MCL104 0:3-7 expected an expression"], id="bad-assignment"),
]


@pytest.mark.parametrize(("source", "expected"), ERROR_CASES)
def test_errors(source: str, expected: list[str]) -> None:
    parsed = parse_text(source)
    assert [line for line in render(parsed) if line.startswith("MCL")] == expected
    assert all(diagnostic.severity is Severity.ERROR for diagnostic in parsed.diagnostics)


def test_parsing_continues_after_an_error() -> None:
    parsed = parse_text("movl $08, %eax\naddl %eax, %ebx\n")
    assert [instruction.mnemonic for instruction in parsed.instructions] == ["addl"]
    assert len(parsed.diagnostics) == 1


def test_comments_keep_text_and_span() -> None:
    parsed = parse_text("nop # LLVM-MCA-BEGIN x \n/* a */ ret // b\n/* multi\nline */\n")
    assert [(c.text, c.span) for c in parsed.comments] == [
        (" LLVM-MCA-BEGIN x ", Span(0, 5, 23)),
        (" a ", Span(1, 2, 5)),
        (" b", Span(1, 14, 16)),
        (" multi\nline ", Span(2, 2, 8)),
    ]


def test_instruction_text_is_source_text() -> None:
    (instruction,) = parse_text("  lock   addl\t%eax , (%rbx)   # c\n").instructions
    assert instruction.text == "lock   addl\t%eax , (%rbx)"
    assert instruction.span == Span(0, 2, 27)


def test_long_line_and_non_ascii() -> None:
    operands = ", ".join(["%eax"] * 5000)
    parsed = parse_text(f"addl {operands}\nnop # ünïcode ✓\nmovl $'é', %eax\n")
    assert len(parsed.instructions[0].operands) == 5000
    assert parsed.comments[0].text == " ünïcode ✓"
    assert parsed.instructions[2].operands[0] == ImmediateOperand(233, "'é'", Span(2, 5, 9))


@pytest.mark.parametrize(
    ("line", "column"),
    [
        ("mov edi, OFFSET FLAT:.LC0", 20),
        ("mov eax, offset flat : foo", 21),
        ("mov eax, DWORD PTR [fs:rax]", 22),
        ("jmp 8:0x1000", 5),
        ("call FLAT:foo", 9),
    ],
)
def test_intel_stray_colon_is_llvm_mc_error(line: str, column: int) -> None:
    """llvm-mc 19 stops at a `:` not after a leading segment register (gcc's `OFFSET FLAT:`, `[fs:rax]`)."""
    parsed = parse_text(f".intel_syntax noprefix\n{line}\nmov al, ':'\nmov eax, fs:[rax]\n")
    assert [d.message for d in parsed.diagnostics] == ["unexpected token in argument list"]
    diagnostic = parsed.diagnostics[0]
    assert (diagnostic.span.line, diagnostic.span.start, diagnostic.span.end) == (1, column, column + 1)
    assert [i.mnemonic for i in parsed.instructions] == ["mov", "mov"]  # the line is dropped, the rest kept
    assert bool(diagnostic.related) == ("flat" in line.lower())
