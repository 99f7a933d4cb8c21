"""RISC-V compiled code (tools/make_riscv_corpus.sh) where mcalens differed from llvm-mca: each case
holds llvm-mca's answer, recorded with the command in its comment. Nothing here needs LLVM."""

from __future__ import annotations

from mcalens.analysis.cli import run

TLS = "\tadd\ta1, a0, tp, %tprel_add(tls_var)\n\tlw\ta0, 0(a1)\n"


def test_tls_add_has_scheduling_class_zero():
    """PseudoAddTPRel (clang's TLS access) is emitted whole and its MCInstrDesc class is 0: llvm-mca
    says "unable to resolve scheduling class for write variant", not "unsupported instruction"."""
    # llvm-mca-19 -mtriple=riscv64 -mcpu=sifive-x280 tls.s  (exit 1, stdout empty)
    code, out, err = run(["-mtriple=riscv64", "-mcpu=sifive-x280", "-"], stdin_text=TLS)
    assert (code, out) == (1, "")
    assert err == ("error: unable to resolve scheduling class for write variant., use "
                   "-skip-unsupported-instructions=lack-sched to ignore these on the input.\n"
                   "note: instruction: \tadd\ta1, a0, tp, %tprel_add(tls_var)\n")


def test_tls_add_is_skipped_as_a_write_variant():
    # llvm-mca-19 -mtriple=riscv64 -mcpu=sifive-x280 -skip-unsupported-instructions=lack-sched tls.s 2>&1 >/dev/null
    code, _, err = run(["-mtriple=riscv64", "-mcpu=sifive-x280", "-skip-unsupported-instructions=lack-sched",
                        "--no-notes", "-"], stdin_text=TLS)
    assert code == 0
    assert err == ("warning: unable to resolve scheduling class for write variant., skipping with "
                   "-skip-unsupported-instructions, note accuracy will be impacted:\n"
                   "note: instruction: \tadd\ta1, a0, tp, %tprel_add(tls_var)\n")
