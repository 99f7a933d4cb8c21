#!/usr/bin/env python3
"""Record the command-line golden cases (option parsing, empty-region and option errors) from llvm-mca-19.

Each case is (directory, name, flags, source); `tools/compare_llvm_mca.record_case` writes the input
with its flags header and llvm-mca-19's text/JSON output, or its stderr and exit status when it
fails. `tests/test_golden.py` then checks mcalens against them without LLVM, with `--llvm-version 19`
(these are llvm-mca-19's answers, whatever mcalens' default release is).

    .venv/bin/python tools/record_cli_goldens.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compare_llvm_mca import TRIPLE, record_case

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"
LOOP = "# A short dependent loop.\n\taddl\t%eax, %ebx\n\timull\t%ebx, %ecx\n\tmovl\t(%rdi), %edx\n"
AVX512 = "# An AVX-512 instruction.\n\tvpaddq\t%zmm0, %zmm1, %zmm2\n\tmovl\t(%rax), %ebx\n"
INTEL = "# Intel input.\n.intel_syntax noprefix\n\tadd\teax, ebx\n\timul\tecx, dword ptr [rdi]\n"

CASES: list[tuple[str, str, list[str], str]] = [
    # Views: every option keeps its last value; -all-views/-all-stats override options given before them.
    ("options", "all_views_false", ["-mcpu=skylake", "-all-views=false"], LOOP),
    ("options", "all_views_false_then_timeline", ["-mcpu=skylake", "-all-views=false", "-timeline"], LOOP),
    ("options", "timeline_then_all_views_false", ["-mcpu=skylake", "-timeline", "-all-views=false"], LOOP),
    ("options", "all_views_then_all_stats_false", ["-mcpu=skylake", "-all-views", "-all-stats=false"], LOOP),
    ("options", "all_stats_then_all_views_false", ["-mcpu=skylake", "-all-stats", "-all-views=false"], LOOP),
    ("options", "all_views_retire_stats_false_all_stats",
     ["-mcpu=skylake", "-all-views", "-retire-stats=false", "-all-stats"], LOOP),
    ("options", "summary_false_twice_true", ["-mcpu=skylake", "-summary-view=false", "-summary-view=true",
                                             "-instruction-info=0", "-resource-pressure=FALSE"], LOOP),
    ("options", "atom_all_views", ["-mcpu=atom", "-all-views", "-iterations=3"], LOOP),
    ("options", "atom_all_views_retire_stats", ["-mcpu=atom", "-all-views", "-retire-stats", "-iterations=3"], LOOP),
    ("options", "last_mcpu_and_iterations_win", ["-mcpu=btver2", "-mcpu=skylake", "-iterations=5",
                                                 "-iterations=7", "-timeline"], LOOP),
    ("options", "iterations_octal_hex", ["-mcpu=skylake", "-iterations=010", "-dispatch=0x2"], LOOP),
    ("options", "mattr_minus_avx512f", ["-mcpu=skylake-avx512", "-mattr=-avx512f"], AVX512),
    ("options", "mattr_unknown_feature", ["-mcpu=skylake", "-mattr=+foo,avx2,-sse4.2"], LOOP),
    ("options", "mcpu_help_then_cpu_wins", ["-mcpu=skylake", "-mcpu=help", "-mcpu=haswell"], LOOP),
    ("options", "output_asm_variant_minus_1", ["-mcpu=skylake", "-output-asm-variant=-1"], INTEL),
    ("options", "output_asm_variant_0_intel_input", ["-mcpu=skylake", "-output-asm-variant=0"], INTEL),
    # Errors: exact stderr and exit status.
    ("errors", "mcpu_help", ["-mcpu=help"], LOOP),
    ("errors", "no_sched_model_k8", ["-mcpu=k8"], LOOP),
    ("errors", "no_sched_model_pentium4", ["-mcpu=pentium4"], LOOP),
    ("errors", "output_asm_variant_2", ["-mcpu=skylake", "-output-asm-variant=2"], LOOP),
    ("errors", "output_asm_variant_minus_2", ["-mcpu=skylake", "-output-asm-variant=-2"], LOOP),
    ("errors", "no_sched_model_before_variant", ["-mcpu=k8", "-output-asm-variant=3"], LOOP),
    ("options", "instruction_tables_info_false", ["-mcpu=skylake", "-instruction-tables", "-instruction-info=0",
                                                  "-resource-pressure=false"], LOOP),
    ("options", "instruction_tables_all_views_false", ["-mcpu=skylake", "-instruction-tables", "-all-views=false"],
     LOOP),
    ("errors", "lack_sched_skips_everything", ["-mcpu=btver2", "-skip-unsupported-instructions=lack-sched"],
     "# Only an instruction btver2 has no scheduling information for.\n\tvpaddq\t%zmm0, %zmm1, %zmm2\n"),
    ("errors", "lack_sched_skips_every_region", ["-mcpu=btver2", "-skip-unsupported-instructions=any"],
     "# Two regions, both unsupported on btver2.\n# LLVM-MCA-BEGIN a\n\tvpaddq\t%zmm0, %zmm1, %zmm2\n"
     "# LLVM-MCA-END a\n# LLVM-MCA-BEGIN b\n\tvaddps\t%zmm3, %zmm4, %zmm5\n# LLVM-MCA-END b\n"),
    ("errors", "parse_failure_skips_everything", ["-mcpu=skylake", "-skip-unsupported-instructions=parse-failure"],
     "# Only a line llvm-mc rejects.\n\tfoo\t%eax\n"),
    ("errors", "empty_input", ["-mcpu=skylake"], "# Nothing but this comment.\n"),
    ("errors", "empty_regions_only", ["-mcpu=skylake"],
     "# Regions with nothing in them; the instruction is outside.\n# LLVM-MCA-BEGIN a\n# LLVM-MCA-END a\n"
     "\taddl\t%eax, %eax\n# LLVM-MCA-BEGIN b\n# LLVM-MCA-END b\n"),
    ("options", "lack_sched_skips_one_region", ["-mcpu=btver2", "-skip-unsupported-instructions=lack-sched"],
     "# The first region is skipped whole; the second keeps index 0.\n# LLVM-MCA-BEGIN a\n"
     "\tvpaddq\t%zmm0, %zmm1, %zmm2\n# LLVM-MCA-END a\n# LLVM-MCA-BEGIN b\n\taddl\t%eax, %eax\n# LLVM-MCA-END b\n"),
]

# AArch64 through the target layer: triples, -march, CPU names and aliases, features (-mattr, `.arch`),
# the Apple flavour, comments (`//`, `#` where a statement starts).
A64 = "-mtriple=aarch64-unknown-linux-gnu"
A64_LOOP = ("// A short loop.\n# a hash comment where a statement starts\n.L3:\n\tldr\tx3, [x1, x2, lsl #3]\n"
            "\tadd\tx0, x0, x3 // sum\n\tadd\tx2, x2, #1\n\tcmp\tx2, x4\n\tb.ne\t.L3\n")
A64_SVE = ("// SVE instructions.\n\tadd\tx0, x1, x2\n\tadd\tz0.d, z1.d, z2.d\n\tld1d\t{z0.d}, p0/z, [x0]\n")
A64_SVE_COND = "// An SVE condition name.\n.L1:\n\twhilelo\tp0.s, x4, x2\n\tb.any\t.L1\n"
A64_ARCH = "// SVE enabled by a directive.\n.arch armv8.2-a+sve\n\tadd\tz0.d, z1.d, z2.d\n\tadd\tx0, x1, x2\n"
A64_NEON = "// NEON as the Apple printer writes it.\n\tadd\tv0.4s, v1.4s, v2.4s\n\tmov\tv3.16b, v0.16b\n"
CASES += [
    ("aarch64_target", "neoverse_n1_loop", [A64, "-mcpu=neoverse-n1", "-timeline"], A64_LOOP),
    ("aarch64_target", "cortex_a55_in_order", [A64, "-mcpu=cortex-a55", "-all-views", "-iterations=5"], A64_LOOP),
    ("aarch64_target", "generic_cpu", [A64, "-mcpu=generic"], A64_LOOP),
    ("aarch64_target", "apple_m1_alias", [A64, "-mcpu=apple-m1"], A64_LOOP),
    ("aarch64_target", "arm64_triple", ["-mtriple=arm64-linux-gnu", "-mcpu=neoverse-v1"], A64_LOOP),
    ("aarch64_target", "march_aarch64", [TRIPLE, "-march=aarch64", "-mcpu=neoverse-n2"], A64_LOOP),
    ("aarch64_target", "apple_triple_neon", ["-mtriple=arm64-apple-macos", "-mcpu=apple-m1"], A64_NEON),
    ("aarch64_target", "elf_neon", [A64, "-mcpu=apple-m1"], A64_NEON),
    ("aarch64_target", "sve_on_neoverse_v1", [A64, "-mcpu=neoverse-v1"], A64_SVE),
    ("aarch64_target", "sve_on_neoverse_n1", [A64, "-mcpu=neoverse-n1"], A64_SVE),
    ("aarch64_target", "sve_mattr_on_neoverse_n1", [A64, "-mcpu=neoverse-n1", "-mattr=+sve"], A64_SVE),
    ("aarch64_target", "sve_minus_mattr_on_neoverse_v1", [A64, "-mcpu=neoverse-v1", "-mattr=-sve"], A64_SVE),
    ("aarch64_target", "sve_condition_on_ampere1", [A64, "-mcpu=ampere1"], A64_SVE_COND),
    ("aarch64_target", "arch_directive_sve_on_neoverse_n1", [A64, "-mcpu=neoverse-n1"], A64_ARCH),
    ("aarch64_target", "no_sched_model_carmel", [A64, "-mcpu=carmel"], A64_LOOP),
    ("aarch64_target", "mcpu_help", [A64, "-mcpu=help"], A64_LOOP),
    ("aarch64_target", "mattr_unknown_feature", [A64, "-mcpu=neoverse-n1", "-mattr=+foo,sve2"], A64_LOOP),
]


def main() -> int:
    for directory, name, flags, source in CASES:
        triple_given = any(flag.startswith("-mtriple") for flag in flags)
        path = record_case(GOLDEN / directory, name, source, flags if triple_given else [TRIPLE, *flags])
        print(path.relative_to(GOLDEN.parent.parent))
    return 0


if __name__ == "__main__":
    sys.exit(main())
