"""Compiled 32-bit Arm loops through the `mcalens` command line against llvm-mca and llvm-mc: the one
implementation behind `tools/arm_loop_corpus.py --through mcalens` (M-profile) and
`tools/arm_corpus_mcalens.py` (A- and R-profile).

For each source and configuration (a compiler command, the llvm-mc/llvm-mca triple, the CPUs, the mode
directive and the CPU llvm-mc checks with), the source is compiled to assembly, every innermost loop
is cut out (a label and the last backward branch to it, with no other loop inside) into its own file,
and for each loop, CPU and release:

* `llvm-mca-N -mtriple=T -mcpu=C -iterations=I <views> loop.s` and the same command through mcalens'
  own CLI entry (`mcalens.__main__.main`, in this process, `--no-banner --no-notes --llvm-version N`):
  parser, resolver, printer, simulator and views, nothing taken from LLVM. Stdout must be the same
  bytes; where llvm-mca refuses the file, mcalens must refuse it with the same stderr;
* every instruction's McInst (opcode, operands) and printed text against `llvm-mc-19 -show-inst`
  (tools/compare_arm_mc.py's `compare`), once per loop.

A CPU runs only with the releases that know it (models/arm/cpus.json, models/arm/llvm22/cpus.json:
LLVM 22's star-mc1 and star-mc3). llvm-mca's answers are kept in OUT/ref (keyed by the release, the
command and the loop's text), so a rerun after a fix only runs mcalens. Running totals are printed
after each source and configuration, so that a run stopped early still has its figures.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import re
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))


@dataclass(frozen=True)
class Config:
    """One compilation: its name, the compiler command (the source and `-S -o OUT` follow), the
    llvm-mc/llvm-mca triple, the CPUs its loops run on, the mode directive a loop file starts with
    (unless the assembly switches mode before the loop) and the CPU llvm-mc checks instructions with."""

    name: str
    command: tuple[str, ...]
    triple: str
    cpus: tuple[str, ...]
    mode: str
    mc_cpu: str


@dataclass
class Run:
    """What one corpus run does (the two command lines fill it)."""

    out: Path
    versions: list[str]
    iterations: int = 100
    views: list[str] = field(default_factory=lambda: ["-all-views", "-timeline"])
    configs: list[str] = field(default_factory=list)  # names to keep; empty: all
    cpus: list[str] = field(default_factory=list)  # CPUs to keep; empty: each configuration's own
    cflags: list[str] = field(default_factory=list)
    mc: bool = True
    max_loops: int = 0  # at most this many new loops per source and configuration (0: all)
    dedupe: bool = False  # run a loop text seen before (another configuration's) only once
    # where llvm-mca refuses a loop for an instruction without scheduling data (the M55 model's
    # `le`/`letp`, M7's `it`), compare the rest of its report too: both again with
    # -skip-unsupported-instructions=lack-sched, counted under "skipping unsupported: ..."
    skip_unsupported: bool = False
    verbose: bool = False


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


_GCC_CXX = Path("/usr/lib/arm-none-eabi/include/c++/12.2.1")


def cxx_options(command: tuple[str, ...], out: Path) -> list[str]:
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


@cache
def release_cpus(version: str) -> frozenset[str]:
    """The CPU names with a scheduling model in a release's ARM model set."""
    path = ROOT / "models" / "arm" / ("cpus.json" if version == "19" else f"llvm{version}/cpus.json")
    return frozenset(cpu["name"] for cpu in json.loads(path.read_text(encoding="utf-8"))["cpus"] if cpu.get("model"))


def llvm_mca(version: str, argv: list[str], loop: Path, kept_in: Path) -> dict:
    """llvm-mca-N's status, stdout and stderr for ARGV on LOOP, from KEPT_IN when the text was run before."""
    key = hashlib.sha256(json.dumps([version, argv, str(loop), loop.read_text(encoding="utf-8")]).encode()).hexdigest()
    kept = kept_in / f"{key[:24]}.json"
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
            status: int | str = mcalens_main([*argv, "--no-banner", "--no-notes", f"--llvm-version={version}",
                                              str(loop)])
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


_UNSUPPORTED = "error: found an unsupported instruction in the input assembly sequence"
_ERROR_CAP = re.compile(r"^note: \d+ more lines? with errors not shown \(mcalens prints the first \d+\)\n", re.M)


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
        capped = _ERROR_CAP.search(ours["stderr"])
        if capped is not None and theirs["stderr"].startswith(ours["stderr"][:capped.start()]):
            # mcalens prints the first 50 error lines and a count (analysis/api.py's MAX_PRINTED_ERRORS,
            # by design); llvm-mc prints every one
            return "both refuse (mcalens' error cap)", capped.group(0).strip()
        return "differ (refusal)", first_difference(ours["stderr"], theirs["stderr"])
    if theirs["status"] != 0:
        return "differ (only llvm-mca refuses)", theirs["stderr"].splitlines()[0] if theirs["stderr"] else ""
    return "differ (only mcalens refuses)", (ours["stderr"] or str(ours["status"])).splitlines()[0]


def _compile(source: Path, stem: str, config: Config, run: Run) -> str | None:
    """The configuration's assembly for SOURCE (OUT/<stem>.<config>.s), or None where it does not compile."""
    asm_path = run.out / f"{stem}.{config.name}.s"
    command = [*config.command, *run.cflags]
    if source.suffix in (".cc", ".cpp"):
        command += cxx_options(config.command, run.out)
    built = subprocess.run([*command, "-S", "-o", str(asm_path), str(source)], capture_output=True, text=True,
                           check=False)
    if built.returncode:
        print(f"{source.name} {config.name}: not compiled: {built.stderr.strip().splitlines()[-1:]}", flush=True)
        return None
    return asm_path.read_text(encoding="utf-8")


def run_corpus(run: Run, configs: tuple[Config, ...], sources: list[Path]) -> int:
    """Every loop of every source and configuration through mcalens and llvm-mca (and llvm-mc); the
    totals printed, status 0 when nothing differs."""
    import compare_arm_mc

    run.out.mkdir(parents=True, exist_ok=True)
    kept_in = run.out / "ref"
    kept_in.mkdir(exist_ok=True)
    counts: dict[str, Counter[str]] = {version: Counter() for version in run.versions}
    mc: Counter[str] = Counter()
    loops = not_compiled = 0
    seen: set[str] = set()
    stems: Counter[str] = Counter()
    for source in sources:
        stems[source.stem] += 1
        # lz4's xxhash.c and xxHash's own: the loop files must not overwrite each other
        stem = source.stem if stems[source.stem] == 1 else f"{source.stem}{stems[source.stem]}"
        for config in configs:
            if run.configs and config.name not in run.configs:
                continue
            asm = _compile(source, stem, config, run)
            if asm is None:
                not_compiled += 1
                continue
            taken = 0
            for k, body in enumerate(innermost_loops(asm)):
                text = f"\t.syntax unified\n\t{mode_at(asm, body[0], config.mode)}\n" + "\n".join(body) + "\n"
                if (run.dedupe and text in seen) or (run.max_loops and taken >= run.max_loops):
                    continue
                seen.add(text)
                taken += 1
                loop = run.out / f"{stem}.{config.name}.loop{k}.s"
                loop.write_text(text, encoding="utf-8")
                loops += 1
                if run.mc:
                    total, same_mcinst, same_text, problems = compare_arm_mc.compare(
                        loop, config.triple, config.mc_cpu, [], run.verbose)
                    mc.update({"instructions": total, "McInst same": same_mcinst, "text same": same_text})
                    if problems:
                        print(f"{loop.name} (llvm-mc-19 {config.mc_cpu}): {total} instructions, McInst same "
                              f"{same_mcinst}, text same {same_text}; {dict(problems)}", flush=True)
                for cpu in config.cpus:
                    if run.cpus and cpu not in run.cpus:
                        continue
                    # this order keeps OUT/ref's answers from earlier runs (the key holds the command)
                    argv = [f"-mtriple={config.triple}", f"-mcpu={cpu}", *run.views, f"-iterations={run.iterations}"]
                    for version in run.versions:
                        if cpu not in release_cpus(version):
                            continue
                        theirs = llvm_mca(version, argv, loop, kept_in)
                        kind, detail = verdict(mcalens(version, argv, loop), theirs)
                        counts[version][kind] += 1
                        if kind != "identical" and (not kind.startswith("both refuse") or run.verbose):
                            print(f"{loop.name} ({cpu}, {version}): {kind}: {detail}", flush=True)
                        if run.skip_unsupported and kind == "both refuse" and _UNSUPPORTED in theirs["stderr"]:
                            skipping = [*argv, "-skip-unsupported-instructions=lack-sched"]
                            kind, detail = verdict(mcalens(version, skipping, loop),
                                                   llvm_mca(version, skipping, loop, kept_in))
                            counts[version][f"skipping unsupported: {kind}"] += 1
                            if kind != "identical":
                                print(f"{loop.name} ({cpu}, {version}, lack-sched): {kind}: {detail}", flush=True)
            print(f"after {stem} {config.name}: loops {loops}; " + "; ".join(
                f"{version}: " + ", ".join(f"{k} {v}" for k, v in sorted(counts[version].items()))
                for version in run.versions) + (f"; llvm-mc-19: {dict(mc)}" if run.mc else ""), flush=True)
    print(f"loops: {loops}, not compiled: {not_compiled}")
    for version in run.versions:
        print(f"llvm-mca-{version}: " + ", ".join(f"{k}: {v}" for k, v in sorted(counts[version].items())))
    if run.mc:
        print("llvm-mc-19 -show-inst: " + ", ".join(f"{k}: {v}" for k, v in mc.items()))
    clean = all(k.removeprefix("skipping unsupported: ") in ("identical", "both refuse", "both refuse (mcalens' error cap)")
                for c in counts.values() for k in c)
    return 0 if clean and mc["McInst same"] == mc["instructions"] else 1
