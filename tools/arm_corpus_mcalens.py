"""Real A- and R-profile loops (A32 and Thumb-2) through the `mcalens` command line against llvm-mca and llvm-mc.

Compiles C and C++ files with arm-none-eabi-gcc (`-marm` and `-mthumb`, Cortex-A9/A15/A57/A72 with NEON,
auto-vectorised) and clang-19 (`armv7a-none-eabihf`, `thumbv7a-none-eabihf`), extracts every innermost loop
(tools/arm_loop_corpus.py's `innermost_loops`) and, for each loop, CPU (Cortex-A9, A57, Swift, R52: every
A/R-profile model) and release:

* runs `llvm-mca-N -mtriple=T -mcpu=C -all-views -timeline -iterations=100 loop.s` and the same command
  through mcalens' own CLI (in process, `--no-banner --llvm-version N`): parser, resolver, printer,
  simulator and views, nothing taken from LLVM. Stdout must be the same bytes; where llvm-mca refuses
  the file, mcalens must refuse it with the same stderr;
* compares every instruction's McInst (opcode, operands) and printed text with `llvm-mc-19 -show-inst`
  (tools/compare_arm_mc.py's `compare`).

    python tools/arm_corpus_mcalens.py --out /tmp/armcorpa dsp.c /tmp/csrc/lz4-1.9.4/lib/lz4.c
    python tools/arm_corpus_mcalens.py --out /tmp/armcorpa --versions 22 --configs gcc-a9-arm-O3 dsp.c

The work is tools/arm_corpus_run.py's (shared with `tools/arm_loop_corpus.py --through mcalens`, the
M-profile half); this file holds the A/R configurations and the command line. A loop text another
configuration gave already is run once. llvm-mca's answers are kept in OUT/ref (keyed by the loop's text
and the command), so a rerun after a fix only runs mcalens. Needs the compilers and LLVM 19 and 22; the test-suite does not run it.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arm_corpus_run import Config, Run, run_corpus

A_CPUS = ("cortex-a9", "cortex-a57", "swift", "cortex-r52")

_GCC = ("arm-none-eabi-gcc", "-mfloat-abi=hard")
# clang has no C library headers of its own for arm-none-eabi: newlib's, as gcc uses them
_CLANG = ("clang-19", "-mfloat-abi=hard", "-fno-exceptions", "-isystem", "/usr/lib/arm-none-eabi/include")
_V7A, _T7A = "armv7a-none-eabi", "thumbv7a-none-eabi"
# every instruction is checked against llvm-mc with Cortex-A57 (ARMv8-A: every A-profile feature these use)
CONFIGS: tuple[Config, ...] = (
    Config("gcc-a9-arm-O2", (*_GCC, "-O2", "-marm", "-mcpu=cortex-a9", "-mfpu=neon"), _V7A, A_CPUS, ".arm",
           "cortex-a57"),
    Config("gcc-a9-thumb-O3", (*_GCC, "-O3", "-mthumb", "-mcpu=cortex-a9", "-mfpu=neon", "-ffast-math"), _T7A,
           A_CPUS, ".thumb", "cortex-a57"),
    Config("gcc-a15-arm-O3", (*_GCC, "-O3", "-marm", "-mcpu=cortex-a15", "-mfpu=neon-vfpv4", "-ffast-math"), _V7A,
           A_CPUS, ".arm", "cortex-a57"),
    Config("gcc-a57-arm-O3", (*_GCC, "-O3", "-marm", "-mcpu=cortex-a57", "-mfpu=neon-fp-armv8", "-ffast-math"),
           "armv8a-none-eabi", A_CPUS, ".arm", "cortex-a57"),
    Config("gcc-a72-thumb-O2", (*_GCC, "-O2", "-mthumb", "-mcpu=cortex-a72", "-mfpu=neon-fp-armv8"),
           "thumbv8a-none-eabi", A_CPUS, ".thumb", "cortex-a57"),
    Config("clang-armv7a-O2", (*_CLANG, "--target=armv7a-none-eabihf", "-mcpu=cortex-a9", "-O2"), _V7A, A_CPUS,
           ".arm", "cortex-a57"),
    Config("clang-armv7a-O3", (*_CLANG, "--target=armv7a-none-eabihf", "-mcpu=cortex-a57", "-O3"), _V7A, A_CPUS,
           ".arm", "cortex-a57"),
    Config("clang-thumbv7a-O3", (*_CLANG, "--target=thumbv7a-none-eabihf", "-mthumb", "-mcpu=cortex-a15", "-O3"),
           _T7A, A_CPUS, ".thumb", "cortex-a57"),
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="directory for the .s, loop and reference files")
    parser.add_argument("--versions", default="19,22", help="llvm-mca releases, comma-separated")
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--configs", default="", help="comma-separated configuration names (default: all)")
    parser.add_argument("--cpus", default=",".join(A_CPUS))
    parser.add_argument("--no-mc", action="store_true", help="leave out the llvm-mc -show-inst comparison")
    parser.add_argument("--max-loops", type=int, default=0,
                        help="at most this many (new) loops of each source and configuration (0: all)")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("sources", nargs="+", type=Path)
    args = parser.parse_args(argv)
    run = Run(out=args.out, versions=[version for version in args.versions.split(",") if version],
              iterations=args.iterations, configs=[name for name in args.configs.split(",") if name],
              cpus=[cpu for cpu in args.cpus.split(",") if cpu], mc=not args.no_mc, max_loops=args.max_loops,
              dedupe=True, verbose=args.verbose)
    return run_corpus(run, CONFIGS, args.sources)


if __name__ == "__main__":
    sys.exit(main())
