"""Real 32-bit Arm loops through mcalens' simulator and views against llvm-mca, on every ARM model.

Compiles C files with arm-none-eabi-gcc (Cortex-M4, M7, M55 with MVE, Cortex-A9 in A32) and clang-19
(thumbv7em, armv7a-none-eabihf), extracts every innermost loop (a label and the last backward branch to it,
with no other loop inside), and compares each loop's whole text report with llvm-mca's through
tools/check_arm_sim.py's route (LLVM's own MCInsts from llvm-mc; there is no ARM target yet): M-profile
code on the Cortex-M models, A32 code on the A- and R-profile ones.

    python tools/arm_loop_corpus.py --out /tmp/armloops dsp.c mve.c
    python tools/arm_loop_corpus.py --out /tmp/armloops --llvm-version 22 dsp.c

With `--through mcalens`, each loop goes through the `mcalens` CLI itself against llvm-mca (stdout and
refusals byte for byte) and each instruction against `llvm-mc-19 -show-inst`, by tools/arm_corpus_run.py
(the implementation tools/arm_corpus_mcalens.py shares); `--m-profile` takes M_CONFIGS:

    python tools/arm_loop_corpus.py --through mcalens --m-profile --llvm-version 19,22 --out /tmp/armm \\
        tools/arm_corpus/cmsis_dsp.c tools/arm_corpus/mve_intrinsics.c

Needs the compilers and LLVM 19 (22 for `--llvm-version 22`); the test-suite does not run it.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import check_arm_sim
from arm_corpus_run import Config, Run, innermost_loops, run_corpus

__all__ = ["A_CPUS", "CONFIGS", "M_ALL_CPUS", "M_CONFIGS", "M_CPUS", "innermost_loops", "main"]

M_CPUS = ("cortex-m4", "cortex-m7", "cortex-m55", "cortex-m85")
A_CPUS = ("cortex-a9", "cortex-a57", "swift", "cortex-r52")

# `--m-profile`: M-profile (Thumb) code through every M-profile model and names sharing one (cortex-m33 on the
# Cortex-M4 model, cortex-m52 on the M55's; LLVM 22's star-mc1 on the M4's and star-mc3, with MVE, on the M55's,
# run only with 22). Not cortex-m3: it has neither FP nor DSP, so llvm-mc refuses most of this code by its
# features (the feature checker's work, not the corpus').
M_ALL_CPUS = ("cortex-m4", "cortex-m33", "cortex-m7", "cortex-m55", "cortex-m52", "cortex-m85", "star-mc1",
              "star-mc3")
M_MVE_CPUS = ("cortex-m55", "cortex-m52", "cortex-m85", "star-mc3")
_V7EM, _V8M, _V81M = "thumbv7em-none-eabi", "thumbv8m.main-none-eabi", "thumbv8.1m.main-none-eabi"
_M_GCC = ("arm-none-eabi-gcc", "-mthumb", "-mfloat-abi=hard")
# clang has no C library headers of its own for arm-none-eabi: newlib's, as gcc uses them (xxhash.c, lz4.c)
_M_CLANG = ("clang-19", "-mfloat-abi=hard", "-fno-exceptions", "-isystem", "/usr/lib/arm-none-eabi/include")
M_CONFIGS: tuple[Config, ...] = (
    Config("gcc-m4-O2", (*_M_GCC, "-O2", "-mcpu=cortex-m4"), _V7EM, M_ALL_CPUS, ".thumb", "cortex-m4"),
    Config("gcc-m4-O3", (*_M_GCC, "-O3", "-mcpu=cortex-m4"), _V7EM, M_ALL_CPUS, ".thumb", "cortex-m4"),
    Config("gcc-m7-O3", (*_M_GCC, "-O3", "-mcpu=cortex-m7"), _V7EM, M_ALL_CPUS, ".thumb", "cortex-m4"),
    Config("gcc-m33-O2", (*_M_GCC, "-O2", "-mcpu=cortex-m33"), _V8M, M_ALL_CPUS, ".thumb", "cortex-m4"),
    Config("gcc-m55-O3", (*_M_GCC, "-O3", "-mcpu=cortex-m55"), _V81M, M_MVE_CPUS, ".thumb", "cortex-m55"),
    Config("gcc-m55-O2", (*_M_GCC, "-O2", "-mcpu=cortex-m55"), _V81M, M_MVE_CPUS, ".thumb", "cortex-m55"),
    Config("clang-m4-O2", (*_M_CLANG, "--target=thumbv7em-none-eabi", "-mcpu=cortex-m4", "-O2"), _V7EM,
           M_ALL_CPUS, ".thumb", "cortex-m4"),
    Config("clang-m7-O3", (*_M_CLANG, "--target=thumbv7em-none-eabi", "-mcpu=cortex-m7", "-O3"), _V7EM,
           M_ALL_CPUS, ".thumb", "cortex-m4"),
    Config("clang-m55-O2", (*_M_CLANG, "--target=thumbv8.1m.main-none-eabi", "-mcpu=cortex-m55", "-O2"), _V81M,
           M_MVE_CPUS, ".thumb", "cortex-m55"),
)

# The first corpus (`--through mcinst`, LLVM's McInsts): M-profile code on the four M models, A32 code on the
# A- and R-profile ones.
CONFIGS: tuple[Config, ...] = (
    Config("gcc-m4-O2", ("arm-none-eabi-gcc", "-O2", "-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard"), _V7EM,
           M_CPUS, ".thumb", "cortex-m4"),
    Config("gcc-m7-O3", ("arm-none-eabi-gcc", "-O3", "-mcpu=cortex-m7", "-mthumb", "-mfloat-abi=hard"), _V7EM,
           M_CPUS, ".thumb", "cortex-m4"),
    Config("gcc-m55-O3", ("arm-none-eabi-gcc", "-O3", "-mcpu=cortex-m55", "-mthumb", "-mfloat-abi=hard"), _V81M,
           ("cortex-m55", "cortex-m85"), ".thumb", "cortex-m55"),
    Config("clang-m4-O2", ("clang-19", "--target=thumbv7em-none-eabi", "-mcpu=cortex-m4", "-mfloat-abi=hard", "-O2"),
           _V7EM, M_CPUS, ".thumb", "cortex-m4"),
    Config("gcc-a9-O2", ("arm-none-eabi-gcc", "-O2", "-marm", "-mcpu=cortex-a9", "-mfloat-abi=hard", "-mfpu=neon"),
           "armv7a-none-eabi", A_CPUS, ".arm", "cortex-a9"),
    # armv7a-none-eabihf: the -linux-gnueabihf triple wants the target's libc headers
    Config("clang-a-O2", ("clang-19", "--target=armv7a-none-eabihf", "-mcpu=cortex-a9", "-mfloat-abi=hard", "-O2"),
           "armv7a-none-eabihf", A_CPUS, ".arm", "cortex-a9"),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="directory for the .s and loop files")
    parser.add_argument("--llvm-version", default="19", help="llvm-mca release; with --through mcalens a "
                        "comma-separated list runs each loop with each (19,22)")
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--views", default="-all-views -timeline")
    parser.add_argument("--configs", default="", help="comma-separated configuration names (default: all)")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--through", choices=("mcinst", "mcalens"), default="mcinst",
                        help="mcinst: LLVM's McInsts through check_arm_sim; mcalens: the `mcalens` CLI itself "
                        "(tools/arm_corpus_run.py)")
    parser.add_argument("--m-profile", action="store_true", help="with --through mcalens: M_CONFIGS")
    parser.add_argument("--cpus", default="", help="with --through mcalens: only these CPUs (comma-separated)")
    parser.add_argument("--cflags", default="", help="more compiler options (space-separated)")
    parser.add_argument("--no-mc", action="store_true", help="with --through mcalens: leave out llvm-mc -show-inst")
    parser.add_argument("--dedupe", action="store_true",
                        help="with --through mcalens: a loop text another configuration gave already is run once")
    parser.add_argument("--skip-unsupported", action="store_true",
                        help="with --through mcalens: where llvm-mca refuses an instruction without scheduling data, "
                        "compare both again with -skip-unsupported-instructions=lack-sched")
    parser.add_argument("sources", nargs="+", type=Path)
    args = parser.parse_args(argv)
    versions = [version for version in args.llvm_version.split(",") if version]
    if args.through == "mcalens":
        run = Run(out=args.out, versions=versions, iterations=args.iterations, views=args.views.split(),
                  configs=[name for name in args.configs.split(",") if name],
                  cpus=[cpu for cpu in args.cpus.split(",") if cpu], cflags=args.cflags.split(),
                  mc=not args.no_mc, dedupe=args.dedupe, skip_unsupported=args.skip_unsupported,
                  verbose=args.verbose)
        return run_corpus(run, M_CONFIGS if args.m_profile else CONFIGS, args.sources)
    if len(versions) != 1 or versions[0] not in ("19", "22"):
        parser.error("--through mcinst takes one --llvm-version, 19 or 22")
    args.out.mkdir(parents=True, exist_ok=True)
    counts: Counter[str] = Counter()
    for source in args.sources:
        for config in CONFIGS:
            if args.configs and config.name not in args.configs.split(","):
                continue
            asm_path = args.out / f"{source.stem}.{config.name}.s"
            built = subprocess.run([*config.command, "-S", "-o", str(asm_path), str(source)],
                                   capture_output=True, text=True, check=False)
            if built.returncode:
                counts["not compiled"] += 1
                continue
            for k, body in enumerate(innermost_loops(asm_path.read_text(encoding="utf-8"))):
                loop = args.out / f"{source.stem}.{config.name}.loop{k}.s"
                loop.write_text(f"\t.syntax unified\n\t{config.mode}\n" + "\n".join(body) + "\n", encoding="utf-8")
                counts["loops"] += 1
                for cpu in config.cpus:
                    verdict = check_arm_sim.check_report(loop, config.triple, cpu, [], args.iterations,
                                                         versions[0], args.views.split())
                    kind = ("identical" if verdict == "ok"
                            else "refused by both" if verdict.endswith("(mcalens too)")
                            else "llvm-mca refuses the assembly" if "(mcalens" not in verdict
                            and verdict.startswith("llvm-mca-") else "different")
                    counts[kind] += 1
                    if kind == "different" or args.verbose:
                        print(f"{loop.name} ({cpu}): {verdict}")
    print(", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
    return 0 if not counts["different"] else 1


if __name__ == "__main__":
    sys.exit(main())
