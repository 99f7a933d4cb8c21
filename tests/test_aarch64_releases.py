"""AArch64 reads the selected release's data: CPU aliases and features (cpus.json, isa.json's
cpu_features), system operand names (isa_sysops.json.gz) and the movprfx tables
(isa_movprfx.json.gz) come from the model set of `--llvm-version`, not from the LLVM 19 set.
No LLVM needed: the expected values were recorded with llvm-mca-19 19.1.7 and llvm-mca-22 22.1.8."""

from __future__ import annotations

import json

from mcalens.analysis.cli import run

A64 = "-mtriple=aarch64"
SVE = "add z0.d, z1.d, z2.d\nmrs x0, tpidr_el0\n"


def test_c1_ultra_is_a_22_cpu_with_its_features() -> None:
    """`-mcpu=c1-ultra` (the neoverse-v3 model in 22) has SVE in 22: the features come from 22's
    isa.json, not 19's (which does not know the CPU and so gave it none: "instruction requires:
    sve or sme"). llvm-mca-22 -mtriple=aarch64 -mcpu=c1-ultra -json: "CPUName": "c1-ultra";
    llvm-mca-19: "'c1-ultra' is not a recognized processor for this target"."""
    code, out, err = run(["--llvm-version", "22", A64, "-mcpu=c1-ultra", "-json", "-"], stdin_text=SVE)
    assert code == 0, err
    assert json.loads(out)["TargetInfo"]["CPUName"] == "c1-ultra"
    assert "requires" not in err
    code, out, err = run(["--llvm-version", "19", A64, "-mcpu=c1-ultra", "-"], stdin_text=SVE)
    assert code == 1 and out == ""
    assert "'c1-ultra' is not a recognized processor for this target (ignoring processor)" in err


def test_cpu_aliases_follow_the_release() -> None:
    """`grace` is an alias of neoverse-v2 in 19's cpus.json and a CPU of its own in 22's; the
    reported name follows (llvm-mca-19 / llvm-mca-22 -mtriple=aarch64 -mcpu=grace -json:
    "CPUName": "neoverse-v2" / "grace"). One process, both releases, in turn."""
    names = []
    for release in ("19", "22", "19"):
        code, out, err = run(["--llvm-version", release, A64, "-mcpu=grace", "-json", "-"], stdin_text=SVE)
        assert code == 0, err
        names.append(json.loads(out)["TargetInfo"]["CPUName"])
    assert names == ["neoverse-v2", "grace", "neoverse-v2"]


def test_movprfx_tables_follow_the_release() -> None:
    """BFCVTNT_ZPmZ is destructive in 19's isa_movprfx.json.gz and not in 22's: after a movprfx,
    `bfcvtnt` is accepted by llvm-mca-19 and refused by llvm-mca-22
    (llvm-mca-N -mtriple=aarch64 -mcpu=neoverse-v2 -mattr=+sme,+bf16)."""
    text = "movprfx z3, z1\nbfcvtnt z3.h, p0/m, z2.s\n"
    flags = [A64, "-mcpu=neoverse-v2", "-mattr=+sme,+bf16", "-"]
    code, out, err = run(["--llvm-version", "19", *flags], stdin_text=text)
    assert code == 0 and err == "" and "bfcvtnt\tz3.h, p0/m, z2.s" in out
    code, out, err = run(["--llvm-version", "22", *flags], stdin_text=text)
    assert code == 1 and out == ""
    assert ("<stdin>:2:1: error: instruction is unpredictable when following a movprfx, suggest replacing "
            "movprfx with mov\nbfcvtnt z3.h, p0/m, z2.s\n^\n") in err


def test_system_register_names_follow_the_release() -> None:
    """SCTLRMASK_EL1 is in 22's isa_sysops.json.gz, not in 19's: llvm-mca-22 -mtriple=aarch64
    -mcpu=neoverse-v2 takes `mrs x0, sctlrmask_el1` and prints `mrs\tx0, SCTLRMASK_EL1`,
    llvm-mca-19 refuses it. Alternating releases in one process keeps each release's tables."""
    text = "mrs x0, sctlrmask_el1\n"
    flags = [A64, "-mcpu=neoverse-v2", "-"]
    for _ in range(2):
        code, out, err = run(["--llvm-version", "22", *flags], stdin_text=text)
        assert code == 0, err
        assert " 1      1     0.17                  U     mrs\tx0, SCTLRMASK_EL1\n" in out
        code, out, err = run(["--llvm-version", "19", *flags], stdin_text=text)
        assert code == 1 and out == "" and "<stdin>:1:9: error: " in err


FCADD = "fcadd v0.2s, v0.2s, v0.2s, #90\n"


def test_requirement_named_by_its_extension_in_22() -> None:
    """LLVM 22 names fcadd's predicate by its extension ("instruction requires: fcma"; 19 said
    "complxnum", the feature's name). The CPU's features hold `complxnum` in both releases, so the
    name is looked up in the release's extensions.json (fcma -> complxnum). Recorded with
    llvm-mca-19 / llvm-mca-22 -mtriple=aarch64 -mcpu=X -instruction-tables: neoverse-v1 takes it in
    both; cortex-a55 refuses it with "requires: complxnum" (19) / "requires: fcma" (22), and takes it
    after `.arch_extension fcma` (22)."""
    for release in ("19", "22"):
        code, out, err = run(["--llvm-version", release, A64, "-mcpu=neoverse-v1", "-instruction-tables", "-"],
                             stdin_text=FCADD)
        assert code == 0, err
        assert "fcadd\tv0.2s, v0.2s, v0.2s, #90" in out
    for release, name in (("19", "complxnum"), ("22", "fcma")):
        code, out, err = run(["--llvm-version", release, A64, "-mcpu=cortex-a55", "-instruction-tables", "-"],
                             stdin_text=FCADD)
        assert code == 1 and out == ""
        assert f"<stdin>:1:1: error: instruction requires: {name}\n" in err
    code, out, err = run(["--llvm-version", "22", A64, "-mcpu=cortex-a55", "-instruction-tables", "-"],
                         stdin_text=".arch_extension fcma\n" + FCADD)
    assert code == 0, err


SYS_ALIASES = "dc civaps, x0\ndc cvadp, x0\ntlbi vae1os, x0\n"


def test_sys_aliases_need_their_features() -> None:
    """A SYS alias that needs a feature is refused in llvm-mc's words, from the release's
    isa_sysop_features.json. Recorded with llvm-mca-19 / llvm-mca-22 -mtriple=aarch64 -mcpu=X:
    cortex-a55 lacks ccdp and tlb-rmi (both releases) and pops (22; 19 has no `dc civaps`);
    neoverse-v2 has ccdp and tlb-rmi, not pops."""
    expected = {
        ("19", "cortex-a55"): ["1:4: error: invalid operand for DC instruction", "2:4: error: DC CVADP requires: ccdp",
                               "3:6: error: TLBI VAE1OS requires: tlb-rmi"],
        ("19", "neoverse-v2"): ["1:4: error: invalid operand for DC instruction"],
        ("22", "cortex-a55"): ["1:4: error: DC CIVAPS requires: pops", "2:4: error: DC CVADP requires: ccdp",
                               "3:6: error: TLBI VAE1OS requires: tlb-rmi"],
        ("22", "neoverse-v2"): ["1:4: error: DC CIVAPS requires: pops"],
    }
    for (release, cpu), errors in expected.items():
        code, out, err = run(["--llvm-version", release, A64, f"-mcpu={cpu}", "-"], stdin_text=SYS_ALIASES)
        assert code == 1 and out == ""
        found = [line.removeprefix("<stdin>:") for line in err.splitlines() if line.startswith("<stdin>:")]
        assert found == errors, (release, cpu)


SYSREGS = ("mrs x0, tco\nmsr tco, x0\nmsr pan, #1\nmsr svcrsm, #1\nmrs x1, s3_3_c4_c2_7\nmrs x2, rndr\n"
           "msr ssbs, #1\nmrs x3, afsr0_el12\n")


def test_system_registers_need_their_features() -> None:
    """LLVM's assembler knows a system register or PSTATE field only with the features its table
    gives it (isa_sysreg_features.json of the release). Recorded with llvm-mca-19 and llvm-mca-22
    -mtriple=aarch64 -mcpu=X (the same errors in both releases): cortex-a55 lacks mte (`tco`),
    sme (`svcrsm`), rand (`rndr`) and ssbs; apple-m1 has ssbs; neoverse-v2 lacks only sme. The
    generic name and `pan`/`vh` (v8.1a) need nothing these CPUs lack."""
    read, write = "error: expected readable system register", "error: expected writable system register or pstate"
    expected = {
        "cortex-a55": [f"1:9: {read}", f"2:5: {write}", f"4:5: {write}", f"6:9: {read}", f"7:5: {write}"],
        "apple-m1": [f"1:9: {read}", f"2:5: {write}", f"4:5: {write}", f"6:9: {read}"],
        "neoverse-v2": [f"4:5: {write}"],
    }
    for release in ("19", "22"):
        for cpu, errors in expected.items():
            code, out, err = run(["--llvm-version", release, A64, f"-mcpu={cpu}", "-"], stdin_text=SYSREGS)
            assert code == 1 and out == ""
            found = [line.removeprefix("<stdin>:") for line in err.splitlines() if line.startswith("<stdin>:")]
            assert found == errors, (release, cpu)
    # -mattr=+all allows every name, as LLVM's FeatureAll does (`llvm-mca-22 -mattr=+all`: no error)
    code, _, err = run(["--llvm-version", "22", A64, "-mcpu=cortex-a55", "-mattr=+all", "-"], stdin_text=SYSREGS)
    assert code == 0, err


def test_msr_pstate_fields_past_six_bits() -> None:
    """`msr PM, #1` is MSRpstateImm1 with field 72: the exporter probed fields 0-63 only, so the name
    was missing and mcalens refused the line ("invalid operand for instruction") where llvm-mca
    takes it. llvm-mca-19/-22 -mtriple=aarch64 -mcpu=neoverse-v2 -instruction-info on
    `msr PM, #1` / `msr SSBS, #5`: both lines taken, printed `msr\tPM, #1` and `msr\tSSBS, #5`."""
    for release in ("19", "22"):
        code, out, err = run(["--llvm-version", release, A64, "-mcpu=neoverse-v2", "-instruction-info", "-"],
                             stdin_text="msr PM, #1\nmsr SSBS, #5\n")
        assert code == 0, err
        assert [line.split("     ")[-1].strip() for line in out.splitlines()[-2:]] == ["msr\tPM, #1", "msr\tSSBS, #5"]
