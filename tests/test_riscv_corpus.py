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


def test_summary_counts_only_the_first_iterations_retired_instructions():
    """rocket (in order, issue width 1): a 2-uop call is carried over; an instruction completing
    while another is carried over never retires in llvm-mca 19, and its SummaryView adds uOps and
    resource cycles on the first iteration's retire events, so those add nothing (gcc's `call
    sqrtf@plt` in a loop: 11900 uOps where the Instruction Info column sums to 120 per iteration)."""
    # llvm-mca-19 -mtriple=riscv64 -mcpu=rocket-rv64 -iterations=10 call.s | head -10
    expected = ("Iterations:        10\nInstructions:      10\nTotal Cycles:      992\nTotal uOps:        0\n\n"
                "Dispatch Width:    1\nuOps Per Cycle:    0.00\nIPC:               0.01\nBlock RThroughput: 0.0\n\n")
    code, out, _ = run(["-mtriple=riscv64", "-mcpu=rocket-rv64", "-iterations=10", "--no-banner", "-"],
                       stdin_text="\tcall foo\n")
    assert code == 0 and out.startswith(expected)
    assert " 2      1     1.00                        call\tfoo\n" in out  # the call's own 2 uOps stay
    # llvm-mca-19 -mtriple=riscv64 -mcpu=rocket-rv64 -iterations=10 call2.s | sed -n 4p;  (add, call, add)
    code, out, _ = run(["-mtriple=riscv64", "-mcpu=rocket-rv64", "-iterations=10", "--no-banner", "-"],
                       stdin_text="\tadd a0, a0, a1\n\tcall foo\n\tadd a0, a0, a1\n")
    assert code == 0 and out.splitlines()[3] == "Total uOps:        40"


def test_a_cpu_without_the_triples_xlen_is_refused():
    """RISCVFeatures::validate: llvm-mca-19 aborts ("LLVM ERROR: RV64 target requires an RV64 CPU",
    then a stack dump) for a CPU whose features name no XLEN or the other one, when it makes the asm
    backend after parsing the input. Recorded: llvm-mca-19 -mtriple=riscv64 -mcpu=rocket add.s (and sifive-7-series, sifive-e76;
    -mtriple=riscv32 -mcpu=rocket-rv64: "RV32 target requires an RV32 CPU"); -mattr=+64bit on rocket
    runs."""
    add = "\tadd a0, a0, a1\n"
    for triple, cpu, words in (("riscv64", "rocket", "RV64 target requires an RV64 CPU"),
                               ("riscv64", "sifive-7-series", "RV64 target requires an RV64 CPU"),
                               ("riscv64", "sifive-e76", "RV64 target requires an RV64 CPU"),
                               ("riscv32", "rocket-rv64", "RV32 target requires an RV32 CPU"),
                               ("riscv32", "rocket", "RV32 target requires an RV32 CPU")):
        code, out, err = run([f"-mtriple={triple}", f"-mcpu={cpu}", "-"], stdin_text=add)
        assert (code, out) == (1, ""), (triple, cpu)
        assert err.startswith(f"error: {words} (-mcpu={cpu};"), err
    for args in (["-mtriple=riscv64", "-mcpu=rocket-rv64"], ["-mtriple=riscv32", "-mcpu=sifive-e76"],
                 ["-mtriple=riscv64", "-mcpu=rocket", "-mattr=+64bit"]):
        code, out, _ = run([*args, "--no-banner", "-"], stdin_text=add)
        assert code == 0 and out.startswith("Iterations:        100\n"), args


def test_the_assemblers_errors_come_before_the_xlen_abort():
    """llvm-mca parses the input before it makes the asm backend that checks the XLEN: an assembler
    error or an empty input is reported as for any CPU. Recorded with llvm-mca-19 and llvm-mca-22
    -mtriple=riscv64 -mcpu=rocket (and llvm-mca-22 -mtriple=riscv32 -mcpu=generic-ooo on clang's
    rv32imac loops: "instruction requires the following: 'Zmmul' ...")."""
    code, out, err = run(["-mtriple=riscv64", "-mcpu=rocket", "--no-banner", "-"],
                         stdin_text="\tadd a0, a0, a1\n\tfrob a0\n")
    assert (code, out) == (1, "")
    assert err.startswith("<stdin>:2:2: error: unrecognized instruction mnemonic\n"), err
    code, out, err = run(["-mtriple=riscv64", "-mcpu=rocket", "--no-banner", "-"], stdin_text="# nothing\n")
    assert (code, out, err) == (1, "", "error: no assembly instructions found.\n")


def test_rv32_loads_and_stores_are_not_vendor_compressed_forms():
    """On riscv32 the probes' RV32 rows come first, and the "rv32 vendor" subtarget (Xwchc) parses
    `lbu a3, 0(a1)` to QK_C_LBU; llvm-mc on sifive-e76 assembles LBU (clang-19 rv32imac loops)."""
    # llvm-mca-19 -mtriple=riscv32 -mcpu=sifive-e76 -resource-pressure=false q.s | tail -3
    code, out, _ = run(["-mtriple=riscv32", "-mcpu=sifive-e76", "-resource-pressure=false", "-"],
                       stdin_text="\tlbu a3, 0(a1)\n\tsh a4, 0(a0)\n\tlbu a3, 4(a1)\n")
    assert code == 0
    assert out.endswith(" 1      3     1.00    *                   lbu\ta3, 0(a1)\n"
                        " 1      1     1.00           *            sh\ta4, 0(a0)\n"
                        " 1      3     1.00    *                   lbu\ta3, 4(a1)\n")
