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

llvm-mca's answers are kept in OUT/ref (keyed by the loop's text and the command), so a rerun after a fix
only runs mcalens. Needs the compilers and LLVM 19 and 22; the test-suite does not run it.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arm_loop_corpus import innermost_loops

A_CPUS = ("cortex-a9", "cortex-a57", "swift", "cortex-r52")

_GCC = ["arm-none-eabi-gcc", "-mfloat-abi=hard"]
# clang has no C library headers of its own for arm-none-eabi: newlib's, as gcc uses them
_CLANG = ["clang-19", "-mfloat-abi=hard", "-fno-exceptions", "-isystem", "/usr/lib/arm-none-eabi/include"]
# name, compiler command (the source and `-S -o OUT` follow), llvm-mc/llvm-mca triple, mode directive
CONFIGS: tuple[tuple[str, list[str], str, str], ...] = (
    ("gcc-a9-arm-O2", [*_GCC, "-O2", "-marm", "-mcpu=cortex-a9", "-mfpu=neon"], "armv7a-none-eabi", ".arm"),
    ("gcc-a9-thumb-O3", [*_GCC, "-O3", "-mthumb", "-mcpu=cortex-a9", "-mfpu=neon", "-ffast-math"],
     "thumbv7a-none-eabi", ".thumb"),
    ("gcc-a15-arm-O3", [*_GCC, "-O3", "-marm", "-mcpu=cortex-a15", "-mfpu=neon-vfpv4", "-ffast-math"],
     "armv7a-none-eabi", ".arm"),
    ("gcc-a57-arm-O3", [*_GCC, "-O3", "-marm", "-mcpu=cortex-a57", "-mfpu=neon-fp-armv8", "-ffast-math"],
     "armv8a-none-eabi", ".arm"),
    ("gcc-a72-thumb-O2", [*_GCC, "-O2", "-mthumb", "-mcpu=cortex-a72", "-mfpu=neon-fp-armv8"],
     "thumbv8a-none-eabi", ".thumb"),
    ("clang-armv7a-O2", [*_CLANG, "--target=armv7a-none-eabihf", "-mcpu=cortex-a9", "-O2"],
     "armv7a-none-eabi", ".arm"),
    ("clang-armv7a-O3", [*_CLANG, "--target=armv7a-none-eabihf", "-mcpu=cortex-a57", "-O3"],
     "armv7a-none-eabi", ".arm"),
    ("clang-thumbv7a-O3", [*_CLANG, "--target=thumbv7a-none-eabihf", "-mthumb", "-mcpu=cortex-a15", "-O3"],
     "thumbv7a-none-eabi", ".thumb"),
)


_GCC_CXX = Path("/usr/lib/arm-none-eabi/include/c++/12.2.1")


def cxx_options(command: list[str], out: Path) -> list[str]:
    """C++ for a bare-metal target: snappy's public header includes <sys/uio.h>, which newlib lacks (a
    shim with `struct iovec`), and clang has no C++ library of its own for arm-none-eabi (gcc's headers)."""
    shim = out / "shim" / "sys"
    shim.mkdir(parents=True, exist_ok=True)
    (shim / "uio.h").write_text("#include <stddef.h>\nstruct iovec { void *iov_base; size_t iov_len; };\n",
                                encoding="utf-8")
    extra = ["-x", "c++", "-std=c++14", "-I", str(out / "shim")]
    if command[0].startswith("clang"):
        extra += ["-isystem", str(_GCC_CXX), "-isystem", str(_GCC_CXX / "arm-none-eabi")]
    return extra


def mode_at(asm: str, first_line: str, default: str) -> str:
    """The mode directive in force where a loop starts: clang's Thumb output switches functions to
    A32 with `.code 32` (the loop file must keep it), gcc writes `.arm`/`.thumb` per function."""
    lines = asm.splitlines()
    start = lines.index(first_line) if first_line in lines else 0
    for line in reversed(lines[:start]):
        word = line.split()
        if word[:1] in ([".arm"], [".thumb"]) or word[:2] in ([".code", "32"], [".code", "16"]):
            return ".arm" if word[0] == ".arm" or word[1:2] == ["32"] else ".thumb"
    return default


def llvm_mca(version: str, argv: list[str], loop: Path, cache: Path) -> dict:
    """llvm-mca-N's status, stdout and stderr for ARGV on LOOP, from the cache when the text was run before."""
    key = hashlib.sha256(json.dumps([version, argv, str(loop), loop.read_text(encoding="utf-8")]).encode()).hexdigest()
    kept = cache / f"{key[:24]}.json"
    if kept.exists():
        return json.loads(kept.read_text(encoding="utf-8"))
    proc = subprocess.run([f"llvm-mca-{version}", *argv, str(loop)], capture_output=True, text=True,
                          check=False, timeout=300)
    answer = {"status": proc.returncode, "stdout": proc.stdout, "stderr": proc.stderr}
    kept.write_text(json.dumps(answer), encoding="utf-8")
    return answer


def mcalens(version: str, argv: list[str], loop: Path) -> dict:
    """The mcalens CLI in this process: status, stdout and stderr (a crash is a result, not the end of the run)."""
    from mcalens.__main__ import main as mcalens_main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status: int | str = mcalens_main([*argv, "--no-banner", f"--llvm-version={version}", str(loop)])
        except SystemExit as stop:
            status = stop.code if isinstance(stop.code, int) else 1
        except Exception as error:  # a crash is a difference to report, not the end of the run
            status = f"crash: {type(error).__name__}: {error}"
    return {"status": status or 0, "stdout": out.getvalue(), "stderr": err.getvalue()}


def first_difference(ours: str, theirs: str) -> str:
    a, b = ours.splitlines(), theirs.splitlines()
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return f"line {i + 1}: mcalens {x!r} llvm-mca {y!r}"
    return f"line {min(len(a), len(b)) + 1}: mcalens has {len(a)} lines, llvm-mca {len(b)}"


def verdict(ours: dict, theirs: dict) -> tuple[str, str]:
    """(kind, detail): identical, both refuse, differ (stdout, refusal, or one side refuses)."""
    if theirs["status"] == 0 and ours["status"] == 0:
        if ours["stdout"] == theirs["stdout"]:
            return ("identical" if ours["stderr"] == theirs["stderr"] else "identical stdout, stderr differs",
                    "" if ours["stderr"] == theirs["stderr"] else first_difference(ours["stderr"], theirs["stderr"]))
        return "differ", first_difference(ours["stdout"], theirs["stdout"])
    if theirs["status"] != 0 and ours["status"] != 0:
        if ours["stderr"] == theirs["stderr"] and ours["stdout"] == theirs["stdout"]:
            return "both refuse", theirs["stderr"].splitlines()[0] if theirs["stderr"] else ""
        return "differ (refusal)", first_difference(ours["stderr"], theirs["stderr"])
    if theirs["status"] != 0:
        return "differ (only llvm-mca refuses)", theirs["stderr"].splitlines()[0] if theirs["stderr"] else ""
    return "differ (only mcalens refuses)", (ours["stderr"] or str(ours["status"])).splitlines()[0]


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
    import compare_arm_mc

    args.out.mkdir(parents=True, exist_ok=True)
    cache = args.out / "ref"
    cache.mkdir(exist_ok=True)
    versions = [version for version in args.versions.split(",") if version]
    counts: dict[str, Counter[str]] = {version: Counter() for version in versions}
    mc = Counter[str]()
    loops = 0
    seen: set[str] = set()  # loop texts already run (gcc's -O3 for Cortex-A15 and A57 often agree)
    stems: Counter[str] = Counter()
    for source in args.sources:
        stems[source.stem] += 1
        # lz4's xxhash.c and xxHash's own: the loop files must not overwrite each other
        stem = source.stem if stems[source.stem] == 1 else f"{source.stem}{stems[source.stem]}"
        for name, command, triple, mode in CONFIGS:
            if args.configs and name not in args.configs.split(","):
                continue
            asm_path = args.out / f"{stem}.{name}.s"
            compiler = [*command, *cxx_options(command, args.out)] if source.suffix in (".cc", ".cpp") else command
            built = subprocess.run([*compiler, "-S", "-o", str(asm_path), str(source)],
                                   capture_output=True, text=True, check=False)
            if built.returncode:
                print(f"{source.name} {name}: not compiled: {built.stderr.strip().splitlines()[-1:]}")
                continue
            taken = 0
            asm = asm_path.read_text(encoding="utf-8")
            for k, body in enumerate(innermost_loops(asm)):
                text = f"\t.syntax unified\n\t{mode_at(asm, body[0], mode)}\n" + "\n".join(body) + "\n"
                if text in seen or (args.max_loops and taken >= args.max_loops):
                    continue
                seen.add(text)
                taken += 1
                loop = args.out / f"{stem}.{name}.loop{k}.s"
                loop.write_text(text, encoding="utf-8")
                loops += 1
                if not args.no_mc:
                    total, same_mcinst, same_text, problems = compare_arm_mc.compare(loop, triple, "cortex-a57", [],
                                                                                     args.verbose)
                    mc.update({"instructions": total, "McInst same": same_mcinst, "text same": same_text})
                    if problems:
                        print(f"{loop.name} (llvm-mc-19): {dict(problems)}")
                for cpu in args.cpus.split(","):
                    mca_argv = [f"-mtriple={triple}", f"-mcpu={cpu}", "-all-views", "-timeline",
                                f"-iterations={args.iterations}"]
                    for version in versions:
                        theirs = llvm_mca(version, mca_argv, loop, cache)
                        ours = mcalens(version, mca_argv, loop)
                        kind, detail = verdict(ours, theirs)
                        counts[version][kind] += 1
                        if kind != "identical" and (kind != "both refuse" or args.verbose):
                            print(f"{loop.name} ({cpu}, {version}): {kind}: {detail}", flush=True)
            # running totals, so that a run stopped early still has its figures
            print(f"after {stem} {name}: loops {loops}; " + "; ".join(
                f"{version}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts[version].items()))
                for version in versions) + ("" if args.no_mc else f"; llvm-mc-19: {dict(mc)}"), flush=True)
    print(f"loops: {loops}")
    for version in versions:
        print(f"llvm-mca-{version}: " + ", ".join(f"{k}: {v}" for k, v in sorted(counts[version].items())))
    if not args.no_mc:
        print("llvm-mc-19 -show-inst: " + ", ".join(f"{k}: {v}" for k, v in mc.items()))
    return 0 if all(k in ("identical", "both refuse") for c in counts.values() for k in c) else 1


if __name__ == "__main__":
    sys.exit(main())
