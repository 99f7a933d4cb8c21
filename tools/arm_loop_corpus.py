"""Real 32-bit Arm loops through mcalens' simulator and views against llvm-mca, on every ARM model.

Compiles C files with arm-none-eabi-gcc (Cortex-M4, M7, M55 with MVE, Cortex-A9 in A32) and clang-19
(thumbv7em, armv7a-none-eabihf), extracts every innermost loop (a label and the last backward branch to it,
with no other loop inside), and compares each loop's whole text report with llvm-mca's through
tools/check_arm_sim.py's route (LLVM's own MCInsts from llvm-mc; there is no ARM target yet): M-profile
code on the Cortex-M models, A32 code on the A- and R-profile ones.

    python tools/arm_loop_corpus.py --out /tmp/armloops dsp.c mve.c
    python tools/arm_loop_corpus.py --out /tmp/armloops --llvm-version 22 dsp.c

Needs the compilers and LLVM 19 (22 for `--llvm-version 22`); the test-suite does not run it.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import check_arm_sim

M_CPUS = ("cortex-m4", "cortex-m7", "cortex-m55", "cortex-m85")
A_CPUS = ("cortex-a9", "cortex-a57", "swift", "cortex-r52")

# `--m-profile`: M-profile (Thumb) code through every M-profile model and names sharing one (cortex-m33 on the
# Cortex-M4 model, cortex-m52 on the M55's). Not cortex-m3: it has neither FP nor DSP, so llvm-mc refuses most
# of this code by its features (the feature checker's work, not the corpus').
M_ALL_CPUS = ("cortex-m4", "cortex-m33", "cortex-m7", "cortex-m55", "cortex-m52", "cortex-m85")
M_MVE_CPUS = ("cortex-m55", "cortex-m52", "cortex-m85")
M_CONFIGS: tuple[tuple[str, list[str], str, tuple[str, ...], str], ...] = (
    ("gcc-m4-O2", ["arm-none-eabi-gcc", "-O2", "-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard"],
     "thumbv7em-none-eabi", M_ALL_CPUS, ".thumb"),
    ("gcc-m4-O3", ["arm-none-eabi-gcc", "-O3", "-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard"],
     "thumbv7em-none-eabi", M_ALL_CPUS, ".thumb"),
    ("gcc-m7-O3", ["arm-none-eabi-gcc", "-O3", "-mcpu=cortex-m7", "-mthumb", "-mfloat-abi=hard"],
     "thumbv7em-none-eabi", M_ALL_CPUS, ".thumb"),
    ("gcc-m33-O2", ["arm-none-eabi-gcc", "-O2", "-mcpu=cortex-m33", "-mthumb", "-mfloat-abi=hard"],
     "thumbv8m.main-none-eabi", M_ALL_CPUS, ".thumb"),
    ("gcc-m55-O3", ["arm-none-eabi-gcc", "-O3", "-mcpu=cortex-m55", "-mthumb", "-mfloat-abi=hard"],
     "thumbv8.1m.main-none-eabi", M_MVE_CPUS, ".thumb"),
    ("gcc-m55-O2", ["arm-none-eabi-gcc", "-O2", "-mcpu=cortex-m55", "-mthumb", "-mfloat-abi=hard"],
     "thumbv8.1m.main-none-eabi", M_MVE_CPUS, ".thumb"),
    ("clang-m4-O2", ["clang-19", "--target=thumbv7em-none-eabi", "-mcpu=cortex-m4", "-mfloat-abi=hard", "-O2"],
     "thumbv7em-none-eabi", M_ALL_CPUS, ".thumb"),
    ("clang-m7-O3", ["clang-19", "--target=thumbv7em-none-eabi", "-mcpu=cortex-m7", "-mfloat-abi=hard", "-O3"],
     "thumbv7em-none-eabi", M_ALL_CPUS, ".thumb"),
    ("clang-m55-O2", ["clang-19", "--target=thumbv8.1m.main-none-eabi", "-mcpu=cortex-m55", "-mfloat-abi=hard",
                      "-O2"], "thumbv8.1m.main-none-eabi", M_MVE_CPUS, ".thumb"),
)

# name, compiler command (the source and `-S -o OUT` follow), llvm-mc/llvm-mca triple, the CPUs, mode
CONFIGS: tuple[tuple[str, list[str], str, tuple[str, ...], str], ...] = (
    ("gcc-m4-O2", ["arm-none-eabi-gcc", "-O2", "-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard"],
     "thumbv7em-none-eabi", M_CPUS, ".thumb"),
    ("gcc-m7-O3", ["arm-none-eabi-gcc", "-O3", "-mcpu=cortex-m7", "-mthumb", "-mfloat-abi=hard"],
     "thumbv7em-none-eabi", M_CPUS, ".thumb"),
    ("gcc-m55-O3", ["arm-none-eabi-gcc", "-O3", "-mcpu=cortex-m55", "-mthumb", "-mfloat-abi=hard"],
     "thumbv8.1m.main-none-eabi", ("cortex-m55", "cortex-m85"), ".thumb"),
    ("clang-m4-O2", ["clang-19", "--target=thumbv7em-none-eabi", "-mcpu=cortex-m4", "-mfloat-abi=hard", "-O2"],
     "thumbv7em-none-eabi", M_CPUS, ".thumb"),
    ("gcc-a9-O2", ["arm-none-eabi-gcc", "-O2", "-marm", "-mcpu=cortex-a9", "-mfloat-abi=hard", "-mfpu=neon"],
     "armv7a-none-eabi", A_CPUS, ".arm"),
    # armv7a-none-eabihf: the -linux-gnueabihf triple wants the target's libc headers
    ("clang-a-O2", ["clang-19", "--target=armv7a-none-eabihf", "-mcpu=cortex-a9", "-mfloat-abi=hard", "-O2"],
     "armv7a-none-eabihf", A_CPUS, ".arm"),
)

_LABEL = re.compile(r"^([.\w$]+):")
_BRANCH = re.compile(r"^\s*(b(?:\w{2})?(?:\.[nw])?|cbn?z|le|letp|wle)\s+(?:\w+,\s*)?([.\w$]+)\s*(?:@.*)?$")


def innermost_loops(asm: str) -> list[list[str]]:
    """The instruction lines of every innermost loop: from a label to the last branch back to it."""
    lines = asm.splitlines()
    labels = {m.group(1): i for i, line in enumerate(lines) if (m := _LABEL.match(line))}
    loops: list[tuple[int, int]] = []
    for i, line in enumerate(lines):
        m = _BRANCH.match(line)
        if m and m.group(2) in labels and labels[m.group(2)] < i:
            start = labels[m.group(2)]
            loops = [(s, e) for s, e in loops if s != start]  # the last branch back closes the loop
            loops.append((start, i))
    inner = [(s, e) for s, e in loops if not any((s, e) != (s2, e2) and s <= s2 and e2 <= e for s2, e2 in loops)]
    out = []
    for s, e in inner:
        body = [line for line in lines[s:e + 1]
                if line.strip() and not line.lstrip().startswith(("@", "//", "#"))
                and not (line.lstrip().startswith(".") and not _LABEL.match(line))]
        if len(body) > 1 and not any(re.match(r"\s*(bl|blx)\s", line) for line in body):
            out.append(body)
    return out


def run_mcalens(argv: list[str]) -> tuple[int, str, str]:
    """mcalens' own command-line entry (the `mcalens` program's code path), in this process: status, stdout, stderr."""
    from mcalens.__main__ import main as mcalens_main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = mcalens_main(argv)
        except SystemExit as stop:
            status = stop.code if isinstance(stop.code, int) else 1
    return int(status or 0), out.getvalue(), err.getvalue()


_RELEASE_WARNING = re.compile(r"^warning: --llvm-version \d+: mcalens does not yet model .*\n", re.M)


def check_cli(loop: Path, triple: str, cpu: str, iterations: int, version: str, views: list[str]) -> str:
    """The loop through the `mcalens` CLI against llvm-mca-<version>, with llvm-mca's own options: "ok" when
    stdout is the same bytes (and, where llvm-mca refuses the file, the same message on stderr), "refused by
    both: ..." when both refuse alike, else where they first differ."""
    options = [f"-mtriple={triple}", f"-mcpu={cpu}", f"-iterations={iterations}", *views, str(loop)]
    mca = subprocess.run([f"llvm-mca-{version}", *options], capture_output=True, text=True, check=False,
                         timeout=300)
    status, out, err = run_mcalens(["--llvm-version", version, "--no-banner", "--no-notes", *options])
    err = _RELEASE_WARNING.sub("", err, count=1)
    if mca.returncode or status:
        if bool(mca.returncode) != bool(status):
            return (f"llvm-mca status {mca.returncode}, mcalens {status}: "
                    f"{(mca.stderr or err).strip().splitlines()[:1]}")
        if mca.stderr != err or mca.stdout != out:
            return f"both refuse, differently: llvm-mca {mca.stderr.strip()!r}, mcalens {err.strip()!r}"
        return f"refused by both: {mca.stderr.strip().splitlines()[0] if mca.stderr.strip() else ''}"
    if out == mca.stdout:
        return "ok"
    mine, theirs = out.splitlines(), mca.stdout.splitlines()
    first = next((i for i, (a, b) in enumerate(zip(mine, theirs, strict=False)) if a != b),
                 min(len(mine), len(theirs)))
    return (f"report differs from line {first + 1}: llvm-mca {theirs[first] if first < len(theirs) else '<end>'!r}, "
            f"mcalens {mine[first] if first < len(mine) else '<end>'!r}")


def check_mc(loop: Path, triple: str, cpu: str) -> tuple[int, int, int, Counter[str]]:
    """Every instruction's McInst and printed text against `llvm-mc-19 -show-inst` (tools/compare_arm_mc.py)."""
    import compare_arm_mc

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        return compare_arm_mc.compare(loop, triple, cpu, [], verbose=False)


def main_cli(args: argparse.Namespace) -> int:
    """`--through mcalens`: each loop through the `mcalens` CLI against llvm-mca, and per instruction against
    llvm-mc (`--m-profile` takes the M-profile configurations and CPUs, M_CONFIGS)."""
    configs = M_CONFIGS if args.m_profile else CONFIGS
    counts: Counter[str] = Counter()
    for source in args.sources:
        for name, command, triple, cpus, mode in configs:
            if args.configs and name not in args.configs.split(","):
                continue
            asm_path = args.out / f"{source.stem}.{name}.s"
            built = subprocess.run([*command, *args.cflags, "-S", "-o", str(asm_path), str(source)],
                                   capture_output=True, text=True, check=False)
            if built.returncode:
                counts["not compiled"] += 1
                if args.verbose:
                    print(f"{asm_path.name}: not compiled: {built.stderr.strip().splitlines()[-1:]}")
                continue
            for k, body in enumerate(innermost_loops(asm_path.read_text(encoding="utf-8"))):
                loop = args.out / f"{source.stem}.{name}.loop{k}.s"
                loop.write_text(f"\t.syntax unified\n\t{mode}\n" + "\n".join(body) + "\n", encoding="utf-8")
                counts["loops"] += 1
                count, opcodes, texts, problems = check_mc(loop, triple, cpus[0])
                counts["instructions (llvm-mc)"] += count
                counts["McInst same"] += opcodes
                counts["text same"] += texts
                if problems or args.verbose:
                    print(f"{loop.name} (llvm-mc {cpus[0]}): {count} instructions, McInst same {opcodes}, "
                          f"text same {texts}" + (f"; {dict(problems)}" if problems else ""), flush=True)
                for cpu in cpus:
                    if args.cpus and cpu not in args.cpus.split(","):
                        continue
                    verdict = check_cli(loop, triple, cpu, args.iterations, args.llvm_version, args.views.split())
                    kind = ("identical" if verdict == "ok" else "refused by both" if verdict.startswith("refused by")
                            else "different")
                    counts[kind] += 1
                    if kind != "identical" and (kind == "different" or args.verbose):
                        print(f"{loop.name} ({cpu}): {verdict}", flush=True)
            print(f"[{source.name} {name}] " + ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())),
                  flush=True)
    print(", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
    return 0 if not counts["different"] and counts["McInst same"] == counts["instructions (llvm-mc)"] else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="directory for the .s and loop files")
    parser.add_argument("--llvm-version", default="19", choices=("19", "22"))
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--views", default="-all-views -timeline")
    parser.add_argument("--configs", default="", help="comma-separated configuration names (default: all)")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--through", choices=("mcinst", "mcalens"), default="mcinst",
                        help="mcinst: LLVM's McInsts through check_arm_sim; mcalens: the `mcalens` CLI itself")
    parser.add_argument("--m-profile", action="store_true", help="with --through mcalens: M_CONFIGS")
    parser.add_argument("--cpus", default="", help="with --through mcalens: only these CPUs (comma-separated)")
    parser.add_argument("--cflags", default="", help="more compiler options (space-separated)")
    parser.add_argument("sources", nargs="+", type=Path)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    args.cflags = args.cflags.split()
    if args.through == "mcalens":
        return main_cli(args)
    counts: Counter[str] = Counter()
    for source in args.sources:
        for name, command, triple, cpus, mode in CONFIGS:
            if args.configs and name not in args.configs.split(","):
                continue
            asm_path = args.out / f"{source.stem}.{name}.s"
            built = subprocess.run([*command, "-S", "-o", str(asm_path), str(source)],
                                   capture_output=True, text=True, check=False)
            if built.returncode:
                counts["not compiled"] += 1
                continue
            for k, body in enumerate(innermost_loops(asm_path.read_text(encoding="utf-8"))):
                loop = args.out / f"{source.stem}.{name}.loop{k}.s"
                loop.write_text(f"\t.syntax unified\n\t{mode}\n" + "\n".join(body) + "\n", encoding="utf-8")
                counts["loops"] += 1
                for cpu in cpus:
                    verdict = check_arm_sim.check_report(loop, triple, cpu, [], args.iterations, args.llvm_version,
                                                         args.views.split())
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
