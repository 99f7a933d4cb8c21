"""What llvm-mca 19 refuses and what it accepts, byte for byte where it matters (x86-64).

Each expected value was printed by llvm-mca-19 for the text as a file, with the command in the
comment (t.s is the file); recorded here so the tests run without LLVM.
"""

from __future__ import annotations

from pathlib import Path

from mcalens.analysis.cli import run


def mca(tmp_path: Path, text: str | bytes, *args: str) -> tuple[int, str, str]:
    path = tmp_path / "t.s"
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    return run(["--no-banner", *args, str(path)])


def test_a_model_name_is_not_a_cpu(tmp_path: Path) -> None:
    # llvm-mca-19 -mcpu=icelake t.s: stdout empty, exit status 1, stderr twice
    # "'icelake' is not a recognized processor for this target (ignoring processor)"
    code, out, err = mca(tmp_path, "addl %eax, %ebx\n", "-mcpu=icelake")
    line = "'icelake' is not a recognized processor for this target (ignoring processor)"
    assert (code, out) == (1, "") and err.splitlines()[:2] == [line, line]
    # the CPUs that use that model still do (llvm-mca-19 -mcpu=icelake-server: Total Cycles 103)
    code, out, _ = mca(tmp_path, "addl %eax, %ebx\n", "-mcpu=icelake-server")
    assert code == 0 and "Total Cycles:      103\n" in out


def test_displacements_beyond_32_bits_with_a_64_bit_register_are_refused(tmp_path: Path) -> None:
    # llvm-mca-19 -mcpu=alderlake t.s, exit status 1:
    # "t.s:1:17: error: displacement 2147483648 is not within [-2147483648, 2147483647]"
    # "movl 0x80000000(%rax), %eax" / "                ^" / "error: Assembly input parsing had errors, ..."
    code, out, err = mca(tmp_path, "movl 0x80000000(%rax), %eax\n", "-mcpu=alderlake")
    assert (code, out) == (1, "")
    assert err.splitlines()[:3] == [
        f"{tmp_path / 't.s'}:1:17: error: displacement 2147483648 is not within [-2147483648, 2147483647]",
        "movl 0x80000000(%rax), %eax",
        "                ^",
    ]
    for text, column, value in [
        ("movl -0x80000001(%rax), %eax", 18, -2147483649),  # llvm-mca-19: 1:18
        ("movl 0x80000000(,%rcx,4), %eax", 17, 2147483648),  # at the `,`
        ("movq 0x80000000(%rip), %rax", 17, 2147483648),
        ("movl $1, 0x80000000(%rax,%rcx,2)", 21, 2147483648),
        ("movl %fs:0x80000000(%rax), %eax", 21, 2147483648),
    ]:
        code, _, err = mca(tmp_path, text + "\n", "-mcpu=alderlake")
        assert code == 1 and err.startswith(
            f"{tmp_path / 't.s'}:1:{column}: error: displacement {value} is not within [-2147483648, 2147483647]\n"
        ), text
    # accepted by llvm-mca-19 (exit status 0): 32-bit registers, an xmm index alone, the edges, Intel syntax
    for text in ("movl 0x80000000(%eax), %eax", "vgatherdps %xmm2, 0x80000000(,%xmm1), %xmm0",
                 "movl 0x7fffffff(%rax), %eax", "leaq -0x80000000(%rip), %rax", "movl 0x80000000, %eax",
                 ".intel_syntax noprefix\nmov rax, [rip+0x80000000]"):
        assert mca(tmp_path, text + "\n", "-mcpu=alderlake")[0] == 0, text


def test_an_if_left_open_is_refused_where_the_file_ends(tmp_path: Path) -> None:
    # llvm-mca-19 -mcpu=alderlake t.s on ".ifdef foo\naddl %eax, %ebx\n": exit status 1, stdout empty,
    # "t.s:3:1: error: unmatched .ifs or .elses" / "" / "^" / "error: Assembly input parsing had errors, ..."
    code, out, err = mca(tmp_path, ".ifdef foo\naddl %eax, %ebx\n", "-mcpu=alderlake")
    assert (code, out) == (1, "")
    assert err.splitlines()[:3] == [f"{tmp_path / 't.s'}:3:1: error: unmatched .ifs or .elses", "", "^"]
    # without the last line break: "t.s:2:16: ..." under the last line
    code, _, err = mca(tmp_path, ".ifdef foo\naddl %eax, %ebx", "-mcpu=alderlake")
    assert code == 1 and err.splitlines()[:3] == [
        f"{tmp_path / 't.s'}:2:16: error: unmatched .ifs or .elses", "addl %eax, %ebx", "               ^"
    ]
    # one error however many are open, also an `.if` opened inside a `.rept` ("t.s:5:1: ...")
    for text, line in ((".if 1\n.if 0\naddl %eax, %ebx\n", 4), (".if 1\naddl %eax, %ebx\n.else\n", 4),
                       (".rept 2\n.if 1\n.endr\naddl %eax, %ebx\n", 5)):
        code, _, err = mca(tmp_path, text, "-mcpu=alderlake")
        assert code == 1 and err.count("unmatched .ifs or .elses") == 1, text
        assert err.startswith(f"{tmp_path / 't.s'}:{line}:1: error: unmatched .ifs or .elses\n"), text


def test_two_operand_imul_with_any_immediate_is_accepted(tmp_path: Path) -> None:
    # llvm-mca-19 -mcpu=alderlake t.s: exit status 0, "imull	$1000, %eax, %eax" (1 uop, latency 3,
    # RThroughput 1.00), Total Cycles 303; mcalens on main: "too few operands for instruction"
    code, out, err = mca(tmp_path, "imull $1000, %eax\n", "-mcpu=alderlake")
    assert (code, err) == (0, "")
    assert " 1      3     1.00                        imull\t$1000, %eax, %eax\n" in out
    assert "Total Cycles:      303\n" in out
    for text, printed in [("imulq $100000, %rax", "imulq\t$100000, %rax, %rax"),
                          ("imulw $1000, %ax", "imulw\t$1000, %ax, %ax"),
                          ("imul $-1, %r8d", "imull\t$-1, %r8d, %r8d"),
                          (".intel_syntax noprefix\nimul eax, 1000", "imul\teax, eax, 1000")]:
        code, out, _ = mca(tmp_path, text + "\n", "-mcpu=alderlake")
        assert code == 0 and printed + "\n" in out, text
    # a memory destination stays refused: "t.s:1:1: error: too few operands for instruction"
    code, _, err = mca(tmp_path, "imull $10, (%rax)\n", "-mcpu=alderlake")
    assert code == 1 and err.startswith(f"{tmp_path / 't.s'}:1:1: error: too few operands for instruction\n")


def test_numeric_label_references_as_llvm_mca_reads_them(tmp_path: Path) -> None:
    # llvm-mca-19 -mcpu=alderlake t.s on "jne 1f": exit status 1,
    # "t.s:1:5: error: directional label undefined" / "jne 1f" / "    ^"
    code, out, err = mca(tmp_path, "jne 1f\n", "-mcpu=alderlake")
    assert (code, out) == (1, "")
    assert err.splitlines()[:3] == [f"{tmp_path / 't.s'}:1:5: error: directional label undefined", "jne 1f", "    ^"]
    # "jne 3b\njne 3f": both lines, 1:5 and 2:5; "jne 2B": "1:6: error: unexpected token in argument list"
    code, _, err = mca(tmp_path, "jne 3b\njne 3f\n", "-mcpu=alderlake")
    assert code == 1 and [line.split(": error: ")[0][-3:] for line in err.splitlines() if ": error: " in line] == [
        "1:5", "2:5"
    ]
    code, _, err = mca(tmp_path, "jne 2B\n", "-mcpu=alderlake")
    assert code == 1 and err.startswith(f"{tmp_path / 't.s'}:1:6: error: unexpected token in argument list\n")
    # Accepted, with llvm-mca's printing: `1b` is the MASM binary number 1 (label or not), a defined
    # reference a temporary symbol ("jne	1", "jne	.Ltmp0", "jmp	.Ltmp0" / "jne	.Ltmp0")
    for text, printed in [("jne 1b\n", ["jne\t1"]), ("1:\njne 1b\n", ["jne\t1"]), ("jne 10b\n", ["jne\t2"]),
                          ("jne 1f\n1:\n", ["jne\t.Ltmp0"]),
                          ("jmp 2f\nnop\n2:\njne 2b\n", ["jmp\t.Ltmp0", "nop", "jne\t.Ltmp0"])]:
        code, out, err = mca(tmp_path, text, "-mcpu=alderlake")
        assert code == 0, (text, err)
        info = out.split("Instructions:\n", 1)[1].split("\n\n", 1)[0].splitlines()
        assert [row[42:] for row in info] == printed, text


def test_numbers_are_lexed_as_llvm_mca_lexes_them(tmp_path: Path) -> None:
    # llvm-mca-19 lexes MASM integers: `$0b101` is 0 then a stray `b101`. llvm-mca-19 -mcpu=alderlake
    # t.s: "t.s:1:8: error: unexpected token in argument list" / "movl $0b101, %eax" / "       ^",
    # exit status 1 (mcalens on main: exit 0, the immediate 5)
    code, out, err = mca(tmp_path, "movl $0b101, %eax\n", "-mcpu=alderlake")
    assert (code, out) == (1, "")
    assert err.splitlines()[:3] == [
        f"{tmp_path / 't.s'}:1:8: error: unexpected token in argument list", "movl $0b101, %eax", "       ^"
    ]
    # "t.s:1:7: error: invalid octal number" for `$09`; accepted: `$101b` 5, `$10d` 10, `$0xffh` 255
    code, _, err = mca(tmp_path, "movl $09, %eax\n", "-mcpu=alderlake")
    assert code == 1 and err.startswith(f"{tmp_path / 't.s'}:1:7: error: invalid octal number\n")
    for text, printed in [("movl $101b, %eax", "movl\t$5, %eax"), ("movl $10d, %eax", "movl\t$10, %eax"),
                          ("movl $0xffh, %eax", "movl\t$255, %eax"), ("movl $10ull, %eax", "movl\t$10, %eax")]:
        code, out, _ = mca(tmp_path, text + "\n", "-mcpu=alderlake")
        assert code == 0 and printed + "\n" in out, text
    # a number then `b`/`f` is a local label reference: "t.s:1:7: error: directional label undefined"
    code, _, err = mca(tmp_path, "movl $2b, %eax\n", "-mcpu=alderlake")
    assert code == 1 and err.startswith(f"{tmp_path / 't.s'}:1:7: error: directional label undefined\n")


def test_a_lone_carriage_return_ends_a_line(tmp_path: Path) -> None:
    # llvm-mca-19 -mcpu=alderlake t.s on "addl %eax, %ebx\rsubl %eax, %ecx\r": exit status 0,
    # Instructions 200, Total Cycles 103 (mcalens on main: "invalid register operand '%ebxsubl %eax'")
    code, out, err = mca(tmp_path, b"addl %eax, %ebx\rsubl %eax, %ecx\r", "-mcpu=alderlake")
    assert (code, err) == (0, "")
    assert "Instructions:      200\n" in out and "Total Cycles:      103\n" in out
    # markers on CR-separated lines: "[0] Code Region" with subl only (Instructions 100)
    code, out, _ = mca(tmp_path, b"addl %eax, %ebx\r# LLVM-MCA-BEGIN\rsubl %eax, %ecx\r# LLVM-MCA-END\rimull %eax, %eax\n",
                       "-mcpu=alderlake")
    assert code == 0 and "Instructions:      100\n" in out and "subl\t%eax, %ecx" in out and "imull" not in out
    # an error is numbered as llvm-mc numbers lines (by `\n` only): "t.s:1:1: error: invalid
    # instruction mnemonic 'foo'" / "foo" / "^~~"
    code, _, err = mca(tmp_path, b"addl %eax, %ebx\rfoo\rsubl %eax, %ecx\r", "-mcpu=alderlake")
    assert code == 1 and err.splitlines()[:3] == [
        f"{tmp_path / 't.s'}:1:1: error: invalid instruction mnemonic 'foo'", "foo", "^~~"
    ]


def test_an_error_quotes_its_line_past_form_feeds_and_unicode_breaks(tmp_path: Path) -> None:
    # llvm-mca-19 -mcpu=alderlake t.s: "t.s:2:1: error: invalid instruction mnemonic 'foo'" / "foo" /
    # "^~~": a form feed, vertical tab, NEL or U+2028 in a comment ends no line (str.splitlines would
    # quote the comment's tail instead of `foo`)
    code, _, err = mca(tmp_path, "addl %eax, %ebx # a\f b\v c\x85 d\u2028 e\nfoo\n", "-mcpu=alderlake")
    assert code == 1 and err.splitlines()[:3] == [
        f"{tmp_path / 't.s'}:2:1: error: invalid instruction mnemonic 'foo'", "foo", "^~~"
    ]


def test_code32_and_code64_switch_the_mode(tmp_path: Path) -> None:
    # llvm-mca-19 -mcpu=alderlake t.s on ".code32\naddl %eax, %ebx\nincl %eax\n": Total Cycles 703,
    # incl latency 7 (INC32r_alt, the 32-bit-mode opcode); mcalens on main: 103 and latency 1
    code, out, err = mca(tmp_path, ".code32\naddl %eax, %ebx\nincl %eax\n", "-mcpu=alderlake")
    assert (code, err) == (0, "")
    assert "Total Cycles:      703\n" in out and " 1      7     0.33                        incl\t%eax\n" in out
    # ".code32\nincl %eax\n.code64\nincl %eax\n": Total Cycles 803 (one of each)
    code, out, _ = mca(tmp_path, ".code32\nincl %eax\n.code64\nincl %eax\n", "-mcpu=alderlake")
    assert code == 0 and "Total Cycles:      803\n" in out
    # -march=x86 then .code64: 64-bit again ("pushq %rax" accepted, exit status 0)
    assert mca(tmp_path, ".code64\naddl %eax, %ebx\nincl %eax\npushq %rax\n", "-mcpu=alderlake", "-march=x86")[0] == 0
    # .code32 refuses what 32-bit mode refuses ("pushq %rax": exit status 1)
    assert mca(tmp_path, ".code32\npushq %rax\n", "-mcpu=alderlake")[0] == 1
    # 16-bit code is not modelled: refused at the directive rather than resolved as 32-bit code
    code, _, err = mca(tmp_path, "nop\n.code16\naddl %eax, %ebx\n", "-mcpu=alderlake")
    assert code == 1 and err.startswith(f"{tmp_path / 't.s'}:2:1: error: .code16: mcalens does not model 16-bit code\n")


def test_a_star_before_an_expression_is_an_indirect_jump_through_memory(tmp_path: Path) -> None:
    # llvm-mca-19 -mcpu=alderlake t.s on "jmp *foo": "2      6     0.50    *    jmpq	*foo" (JMP64m,
    # a load), Total Cycles 58; mcalens on main read a direct jump to foo (0 uops, 2 cycles)
    code, out, _ = mca(tmp_path, "jmp *foo\n", "-mcpu=alderlake")
    assert code == 0 and "Total Cycles:      58\n" in out
    assert " 2      6     0.50    *                   jmpq\t*foo\n" in out
    for text, printed in [("call *foo", " 5      7     0.50    *                   callq\t*foo\n"),
                          ("jmp *0x10", " 2      6     0.50    *                   jmpq\t*16\n"),
                          ("jmp *%rax", " 1      1     0.50                        jmpq\t*%rax\n")]:
        code, out, _ = mca(tmp_path, text + "\n", "-mcpu=alderlake")
        assert code == 0 and printed in out, text
