#!/usr/bin/env python3
"""Differential run: random x86 and AArch64 regions with random llvm-mca options, mcalens against
llvm-mca-19, every difference classified with a reproducer.

    .venv/bin/python tools/differential.py --x86 10000 --aarch64 3000 --jobs 2 [--seed 1] [--out DIR]
    .venv/bin/python tools/differential.py --replay DIR/x86-000123.s      # one reproducer again

Regions (generated from --seed, so a run is repeatable):
* x86 `bhive`: a BHive block (../shared/data/bhive/sources/*.csv), disassembled by the shared
  tools/bhive_to_asm.py (llvm-mc-19), whole, a slice of it, or two blocks one after the other;
  `regions`: a block split into two named LLVM-MCA-BEGIN/END regions; `isa`: 1-6 spellings LLVM's
  assembler accepts (tests/data/isa_coverage.jsonl.gz, AT&T or Intel).
* AArch64 `loop`: a corpus loop (tests/golden_aarch64/*/*.s); `pool`: 1-16 instructions drawn from the
  corpus loops (tests/golden_aarch64/mc_show_inst.tsv.gz, no branches) and the probe forms
  (tests/data/aarch64_forms.asm); a tenth of them with the Apple triple.
Options: -mcpu from the CPUs with a scheduling model (nine in ten cases) or any CPU llvm-mca-19 lists,
-iterations, -dispatch, -register-file-size, -noalias, -lqueue/-squeue, -micro-op-queue-size,
-decoder-throughput, -call-latency, -timeline (and its limits), -all-stats, -all-views, the single
views and `=false` forms, -bottleneck-analysis, -instruction-tables, -show-encoding, -print-imm-hex,
-output-asm-variant, -show-barriers, -skip-unsupported-instructions, -json.

Each case runs `llvm-mca-19` and mcalens (in-process in the worker, `--no-banner`) on the same file.
Counted: both exit 0 with identical stdout (JSON compared as data without mcalens's documented extra
keys), both exit 0 and stdout differs ("differing numbers", classified by the first section that
differs), exit statuses that disagree (classified by the refusing side's message), both refuse, and
cases skipped (a BHive block llvm-mc cannot disassemble cleanly). Every class prints one reproducer:
the `.s` file kept under --out and both command lines. The exit status is 1 when any case differs
or disagrees on its exit status, else 0. Needs llvm-mca-19 and llvm-mc-19 on PATH.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import gzip
import importlib.util
import json
import multiprocessing
import os
import random
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
# The shared data and tools beside the checkout (../shared from /work/main; a worktree one level deeper).
SHARED = next((p / "shared" for p in (ROOT.parent, ROOT.parent.parent) if (p / "shared" / "tools").is_dir()),
              ROOT.parent / "shared")
LLVM_MCA = "llvm-mca-19"
LLVM_MC = "llvm-mc-19"
X86_TRIPLE = "x86_64-unknown-linux-gnu"
ARM_TRIPLE = "aarch64-unknown-linux-gnu"
APPLE_TRIPLE = "arm64-apple-macosx"
EXTRAS = ("SourceLines", "SkippedLines", "BottleneckAnalysis")  # mcalens's documented JSON additions
# The section titles llvm-mca prints, in order: a text difference is classed by the last one before it.
SECTIONS = ("[", "Iterations:", "Instruction Info:", "Resources:", "Resource pressure per iteration:",
            "Resource pressure by instruction:", "Dynamic Dispatch Stats:", "Schedulers - number of cycles",
            "Scheduler's queue usage:", "Retire Control Unit", "Register File statistics:", "Timeline view:",
            "Average Wait times", "Cycles with backend pressure increase", "Critical sequence",
            "Instruction Info:", "Code Region")


@dataclass
class Case:
    ident: str
    target: str  # "x86" | "aarch64"
    kind: str
    triple: str
    flags: list[str]
    text: str = ""  # the region text, or empty when `blocks` are to be disassembled first
    blocks: tuple[str, ...] = ()  # BHive hex blocks
    cut: tuple[float, float] = (0.0, 1.0)  # the slice of the disassembled instructions kept
    split: float = 0.0  # 0: one region; else where two named regions meet


@dataclass
class Outcome:
    case: Case
    verdict: str  # same | differ | status | refused | skipped
    klass: str = ""
    detail: list[str] = field(default_factory=list)
    text: str = ""
    llvm_status: int = 0
    ours_status: int = 0


# ------------------------------------------------------------------------------ sources


def _cpu_names(target_dir: str) -> list[str]:
    """Every CPU llvm-mca-19 lists for the target (recorded `-mcpu=help`): modelled or not."""
    names = []
    for line in (ROOT / "models" / target_dir / "llvm_cpu_help.txt").read_text(encoding="utf-8").splitlines():
        match = re.match(r"\s+(\S+)\s+- Select the ", line)
        if match:
            names.append(match.group(1))
    return names


def _bhive_rows(limit_files: int | None = None) -> list[str]:
    rows: list[str] = []
    files = sorted((SHARED / "data" / "bhive" / "sources").glob("*.csv"))[:limit_files]
    for path in files:
        with path.open(newline="", encoding="utf-8") as handle:
            for row in csv.reader(handle):
                if row and re.fullmatch(r"(?:[0-9a-f]{2})+", row[0].strip()):
                    rows.append(row[0].strip())
    return rows


def _isa_spellings() -> list[tuple[str, str]]:
    out = []
    with gzip.open(ROOT / "tests" / "data" / "isa_coverage.jsonl.gz", "rt", encoding="utf-8") as handle:
        for line in handle:
            entry = json.loads(line)
            out.append((entry["syntax"], entry["text"]))
    return out


_BRANCHY = re.compile(r"^\s*(?:b|bl|br|blr|ret|cbn?z|tbn?z|b\.\w+|bc\.\w+|adrp?)\b", re.I)


def _aarch64_sources() -> tuple[list[str], list[str]]:
    """(corpus loops as text, straight-line instructions without labels) for AArch64."""
    loops = []
    for path in sorted((ROOT / "tests" / "golden_aarch64").glob("*/*.s")):
        lines = path.read_text(encoding="utf-8").splitlines()
        loops.append("\n".join(line for line in lines if not line.startswith("# mcalens-golden:")) + "\n")
    pool = []
    with gzip.open(ROOT / "tests" / "golden_aarch64" / "mc_show_inst.tsv.gz", "rt", encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            source = row["source"].strip()
            if source and not _BRANCHY.match(source):
                pool.append(source)
    for line in (ROOT / "tests" / "data" / "aarch64_forms.asm").read_text(encoding="utf-8").splitlines():
        text = line.split("//")[0].strip()
        if text and not text.startswith((".", "#")) and not text.endswith(":") and not _BRANCHY.match(text):
            pool.append(text)
    return sorted(set(loops)), sorted(set(pool))


# ------------------------------------------------------------------------------ options


def _modelled(target_dir: str) -> list[str]:
    """The CPUs with a scheduling model (LLVM's; mcalens's measured models are not llvm-mca's)."""
    from mcalens.analysis.machine.model_load import list_cpus

    return sorted(cpu for cpu, model, _ in list_cpus(target_dir=target_dir) if not model.endswith("-measured"))


def _options(rng: random.Random, target: str, cpus: tuple[list[str], list[str]]) -> list[str]:
    # Most runs on a CPU with a model; a few on one without (both tools must refuse those alike).
    modelled, every = cpus
    flags = [f"-mcpu={rng.choice(modelled if rng.random() < 0.9 else every)}"]

    def maybe(p: float, *choices: str) -> None:
        if rng.random() < p:
            flags.append(rng.choice(choices))

    if rng.random() < 0.6:
        flags.append(f"-iterations={rng.choice([1, 2, 3, 7, 10, 50, 100, 200, 1000])}")
    maybe(0.15, *(f"-dispatch={n}" for n in range(1, 9)))
    maybe(0.10, *(f"-register-file-size={n}" for n in (1, 8, 16, 40, 64, 100, 180)))
    maybe(0.10, "-noalias=false", "-noalias=true")
    maybe(0.08, *(f"-lqueue={n}" for n in (1, 2, 8, 32, 72)))
    maybe(0.08, *(f"-squeue={n}" for n in (1, 2, 8, 32, 56)))
    maybe(0.05, *(f"-micro-op-queue-size={n}" for n in (1, 4, 16, 64)))
    maybe(0.05, *(f"-decoder-throughput={n}" for n in (1, 2, 4, 6)))
    maybe(0.05, *(f"-call-latency={n}" for n in (0, 1, 100, 1000)))
    maybe(0.30, "-timeline")
    maybe(0.10, *(f"-timeline-max-iterations={n}" for n in (1, 2, 5, 20)))
    maybe(0.05, *(f"-timeline-max-cycles={n}" for n in (0, 10, 200)))
    maybe(0.15, "-all-stats", "-all-stats=false")
    maybe(0.15, "-all-views", "-all-views=false")
    maybe(0.15, "-bottleneck-analysis")
    maybe(0.10, "-instruction-tables")
    maybe(0.15, "-dispatch-stats", "-scheduler-stats", "-retire-stats", "-register-file-stats")
    maybe(0.10, "-resource-pressure=false", "-instruction-info=false", "-summary-view=false")
    maybe(0.10, "-show-encoding")
    maybe(0.10, "-print-imm-hex")
    maybe(0.05, "-show-barriers")
    if target == "x86":
        maybe(0.05, "-output-asm-variant=1", "-output-asm-variant=0")
    maybe(0.08, "-skip-unsupported-instructions=any", "-skip-unsupported-instructions=lack-sched",
          "-skip-unsupported-instructions=parse-failure")
    maybe(0.20, "-json")
    head, rest = flags[:1], flags[1:]
    rng.shuffle(rest)
    return head + rest


def generate(x86: int, aarch64: int, seed: int) -> list[Case]:
    rng = random.Random(seed)
    cases: list[Case] = []
    if x86:
        rows = _bhive_rows()
        spellings = _isa_spellings()
        cpus = (_modelled("x86-64"), _cpu_names("x86-64"))
        for n in range(x86):
            ident = f"x86-{n:06d}"
            flags = _options(rng, "x86", cpus)
            roll = rng.random()
            if roll < 0.15:
                syntax = rng.choice(["att", "intel"])
                chosen = [t for s, t in rng.sample(spellings, 40) if s == syntax][: rng.randint(1, 6)]
                text = (".intel_syntax noprefix\n" if syntax == "intel" else "") + "\n".join(chosen) + "\n"
                cases.append(Case(ident, "x86", f"isa-{syntax}", X86_TRIPLE, flags, text=text))
            elif roll < 0.25:
                cases.append(Case(ident, "x86", "regions", X86_TRIPLE, flags, blocks=(rng.choice(rows),),
                                  split=rng.uniform(0.2, 0.8)))
            else:
                blocks = tuple(rng.sample(rows, 2)) if rng.random() < 0.2 else (rng.choice(rows),)
                start = rng.choice([0.0, 0.0, rng.uniform(0, 0.6)])
                end = rng.choice([1.0, 1.0, rng.uniform(start + 0.1, 1.0)])
                cases.append(Case(ident, "x86", "bhive", X86_TRIPLE, flags, blocks=blocks, cut=(start, end)))
    if aarch64:
        loops, pool = _aarch64_sources()
        cpus = (_modelled("aarch64"), _cpu_names("aarch64"))
        apple = tuple([c for c in group if c.startswith("apple-") or c == "cyclone"] for group in cpus)
        for n in range(aarch64):
            ident = f"aarch64-{n:06d}"
            triple = APPLE_TRIPLE if rng.random() < 0.1 else ARM_TRIPLE
            flags = _options(rng, "aarch64", apple if triple == APPLE_TRIPLE else cpus)  # type: ignore[arg-type]
            if rng.random() < 0.4:
                cases.append(Case(ident, "aarch64", "loop", triple, flags, text=rng.choice(loops)))
            else:
                text = "\n".join(rng.choice(pool) for _ in range(rng.randint(1, 16))) + "\n"
                cases.append(Case(ident, "aarch64", "pool", triple, flags, text=text))
    return cases


# ------------------------------------------------------------------------------ running one case

_DISASSEMBLE = None


def _disassemble(hexstr: str) -> list[str] | None:
    """The shared bhive_to_asm.py's disassembly (llvm-mc-19, AT&T), None unless clean."""
    global _DISASSEMBLE
    if _DISASSEMBLE is None:
        spec = importlib.util.spec_from_file_location("bhive_to_asm", SHARED / "tools" / "bhive_to_asm.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _DISASSEMBLE = module.disassemble
    ok, insns, _ = _DISASSEMBLE(hexstr, LLVM_MC)
    return insns if ok else None


def case_text(case: Case) -> str | None:
    if not case.blocks:
        return case.text
    lines: list[str] = []
    for block in case.blocks:
        insns = _disassemble(block)
        if insns is None:
            return None
        lines.extend(insns)
    start = int(case.cut[0] * len(lines))
    end = max(start + 1, round(case.cut[1] * len(lines)))
    lines = lines[start:end]
    if case.split and len(lines) >= 2:
        middle = min(len(lines) - 1, max(1, int(case.split * len(lines))))
        lines = ["# LLVM-MCA-BEGIN first", *lines[:middle], "# LLVM-MCA-END first",
                 "# LLVM-MCA-BEGIN second", *lines[middle:], "# LLVM-MCA-END second"]
    return "\n".join(lines) + "\n"


def commands(case: Case, path: str) -> tuple[list[str], list[str]]:
    flags = [f"-mtriple={case.triple}", *case.flags]
    return [LLVM_MCA, *flags, path], ["mcalens", "--llvm-version", "19", *flags, "--no-banner", path]  # llvm-mca-19's


class _Timeout(Exception):
    pass


def _alarm(*_: object) -> None:
    raise _Timeout


def run_case(case: Case, scratch: str, timeout: int) -> Outcome:
    text = case_text(case)
    if text is None:
        return Outcome(case, "skipped", "llvm-mc could not disassemble the block cleanly")
    path = os.path.join(scratch, f"{case.ident}.s")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    ref_cmd, ours_cmd = commands(case, path)
    try:
        ref = subprocess.run(ref_cmd, capture_output=True, text=True, errors="replace", timeout=timeout, check=False)
        ref_status, ref_out, ref_err = ref.returncode, ref.stdout, ref.stderr
    except subprocess.TimeoutExpired:
        ref_status, ref_out, ref_err = -1, "", f"llvm-mca-19 took more than {timeout} s"
    from mcalens.analysis.cli import run

    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(timeout)
    try:
        status, out, err = run(ours_cmd[1:])
    except _Timeout:
        status, out, err = -1, "", f"mcalens took more than {timeout} s"
    except Exception as exc:  # a traceback is a difference, not the end of the run
        status, out, err = -2, "", f"mcalens raised {type(exc).__name__}: {exc}"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    outcome = _compare(case, text, (ref_status, ref_out, ref_err), (status, out, err))
    outcome.llvm_status, outcome.ours_status = ref_status, status
    if outcome.verdict not in ("same", "refused"):
        outcome.text = text
    os.unlink(path)
    return outcome


def _message(stderr: str, path_hint: str = "") -> str:
    """The first error line with positions, names and numbers blanked: a class, not an instance."""
    line = next((x for x in stderr.splitlines() if "error" in x or "warning" in x), stderr.strip()[:200])
    line = re.sub(r"^\S*\.s:\d+:\d+: ", "", line)
    line = re.sub(r"'[^']*'", "'…'", line)
    line = re.sub(r"\d+", "N", line)
    return line.strip()[:160]


def _compare(case: Case, text: str, ref: tuple[int, str, str], ours: tuple[int, str, str]) -> Outcome:
    (rs, rout, rerr), (os_, oout, oerr) = ref, ours
    if rs != os_:
        side = f"llvm-mca: {_message(rerr)}" if rs != 0 else f"mcalens: {_message(oerr)}"
        return Outcome(case, "status", f"{case.target} exit llvm-mca {rs} / mcalens {os_}: {side}",
                       detail=[f"llvm-mca stderr: {rerr.strip()[:300]}", f"mcalens stderr: {oerr.strip()[:300]}"])
    if rs != 0:
        return Outcome(case, "refused")
    if "-json" in case.flags:
        try:
            mine, theirs = json.loads(oout), json.loads(rout)
        except json.JSONDecodeError as exc:
            return Outcome(case, "differ", f"{case.target} json: not JSON ({exc.msg})")
        for region in mine.get("CodeRegions", []) if isinstance(mine, dict) else []:
            for key in EXTRAS:
                region.pop(key, None)
        if mine == theirs:
            return Outcome(case, "same")
        where, detail = _json_difference(theirs, mine, "")
        where = re.sub(r"\[\d+\]", "[*]", where)
        return Outcome(case, "differ", f"{case.target} json: {where}", detail=[where, *detail])
    if oout == rout:
        return Outcome(case, "same")
    theirs, mine = rout.splitlines(), oout.splitlines()
    index = next((i for i, (a, b) in enumerate(zip(theirs, mine, strict=False)) if a != b),
                 min(len(theirs), len(mine)))
    section = "start"
    for line in theirs[:index + 1]:
        stripped = line.strip()
        for title in SECTIONS:
            if stripped.startswith(title) and title != "[":
                section = title.rstrip(":")
        if re.match(r"\[\d+\] Code Region", stripped):
            section = "Code Region header"
    label = theirs[index].split(":")[0].strip() if index < len(theirs) and ":" in theirs[index] else ""
    if section != "Iterations" or not label:
        label = ""
    klass = f"{case.target} text: {section}" + (f" / {label}" if label else "")
    detail = [f"line {index + 1}:", f"  llvm-mca: {theirs[index] if index < len(theirs) else '<end>'}",
              f"  mcalens:  {mine[index] if index < len(mine) else '<end>'}"]
    return Outcome(case, "differ", klass, detail=detail)


def _json_difference(theirs: object, mine: object, where: str) -> tuple[str, list[str]]:
    if isinstance(theirs, dict) and isinstance(mine, dict):
        for key in list(theirs) + [k for k in mine if k not in theirs]:
            if theirs.get(key) != mine.get(key):
                return _json_difference(theirs.get(key), mine.get(key), f"{where}.{key}")
    elif isinstance(theirs, list) and isinstance(mine, list):
        for i, (a, b) in enumerate(zip(theirs, mine, strict=False)):
            if a != b:
                return _json_difference(a, b, f"{where}[{i}]")
        if len(theirs) != len(mine):
            return f"{where}.length", [f"  llvm-mca: {len(theirs)} items", f"  mcalens:  {len(mine)} items"]
    return where or ".", [f"  llvm-mca: {json.dumps(theirs)[:200]}", f"  mcalens:  {json.dumps(mine)[:200]}"]


# ------------------------------------------------------------------------------ pool and report

_SCRATCH = ""
_TIMEOUT = 120


def _init(scratch: str, timeout: int) -> None:
    global _SCRATCH, _TIMEOUT
    _SCRATCH, _TIMEOUT = scratch, timeout
    with contextlib.suppress(OSError):
        os.nice(10)  # a shared machine: the run yields to interactive work


def _work(case: Case) -> Outcome:
    return run_case(case, _SCRATCH, _TIMEOUT)


def report(outcomes: list[Outcome], out_dir: Path, elapsed: float, stream: IO[str] | None = None) -> int:
    stream = stream or sys.stdout
    verdicts = Counter(o.verdict for o in outcomes)
    by_target: dict[str, Counter[str]] = defaultdict(Counter)
    for o in outcomes:
        by_target[o.case.target][o.verdict] += 1
    ran = len(outcomes) - verdicts["skipped"]
    print(f"cases: {len(outcomes)} ({verdicts['skipped']} skipped: block not cleanly disassembled), "
          f"{elapsed:.0f} s", file=stream)
    for target, counts in sorted(by_target.items()):
        print(f"  {target:8} both exit 0, identical: {counts['same']}; both exit 0, stdout differs: "
              f"{counts['differ']}; exit status differs: {counts['status']}; both refuse: {counts['refused']}; "
              f"skipped: {counts['skipped']}", file=stream)
    print(f"differing numbers (both exit 0, stdout differs): {verdicts['differ']} of {ran}", file=stream)
    print(f"exit-status disagreements: {verdicts['status']} of {ran}", file=stream)
    classes: dict[tuple[str, str], list[Outcome]] = defaultdict(list)
    for o in outcomes:
        if o.verdict in ("differ", "status"):
            classes[(o.verdict, o.klass)].append(o)
    if classes:
        out_dir.mkdir(parents=True, exist_ok=True)
        print(f"\nclasses of difference (reproducers in {out_dir}):", file=stream)
    for (_verdict, klass), members in sorted(classes.items(), key=lambda item: (-len(item[1]), item[0])):
        first = members[0]
        path = out_dir / f"{first.case.ident}.s"
        path.write_text(first.text, encoding="utf-8")
        (out_dir / f"{first.case.ident}.json").write_text(json.dumps(
            {"target": first.case.target, "kind": first.case.kind, "triple": first.case.triple,
             "flags": first.case.flags, "class": klass, "others": [m.case.ident for m in members[1:50]]},
            indent=1), encoding="utf-8")
        ref_cmd, ours_cmd = commands(first.case, str(path))
        cpus = Counter(next(f for f in m.case.flags if f.startswith("-mcpu=")) for m in members)
        print(f"- [{len(members)}] {klass}", file=stream)
        print(f"    e.g. {first.case.ident} ({first.case.kind}); CPUs: "
              + ", ".join(f"{c[6:]} {n}" for c, n in cpus.most_common(5)), file=stream)
        print(f"    {shlex.join(ref_cmd)}", file=stream)
        print(f"    {shlex.join(ours_cmd)}", file=stream)
        for line in first.detail[:4]:
            print(f"    {line}", file=stream)
    return 0 if not classes else 1


def replay(path: Path) -> int:
    """Run one kept reproducer again and print both outputs' first difference."""
    meta = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
    case = Case(path.stem, meta["target"], meta["kind"], meta["triple"], meta["flags"],
                text=path.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as scratch:
        outcome = run_case(case, scratch, 600)
    print(f"{outcome.verdict}: {outcome.klass}")
    for line in outcome.detail:
        print(line)
    return 0 if outcome.verdict in ("same", "refused") else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--x86", type=int, default=500, help="x86 cases (default 500)")
    parser.add_argument("--aarch64", type=int, default=200, help="AArch64 cases (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=int, default=120, help="seconds per tool per case")
    parser.add_argument("--out", type=Path, default=Path("differential-out"), help="where reproducers go")
    parser.add_argument("--replay", type=Path, help="run one reproducer (.s kept under --out) again")
    args = parser.parse_args(argv)
    if args.replay:
        return replay(args.replay)
    started = time.perf_counter()
    cases = generate(args.x86, args.aarch64, args.seed)
    outcomes: list[Outcome] = []
    with tempfile.TemporaryDirectory() as scratch:
        context = multiprocessing.get_context("fork")
        with context.Pool(max(1, args.jobs), initializer=_init, initargs=(scratch, args.timeout),
                          maxtasksperchild=200) as pool:
            for n, outcome in enumerate(pool.imap_unordered(_work, cases, chunksize=4), start=1):
                outcomes.append(outcome)
                if n % 50 == 0 or n == len(cases):
                    bad = sum(o.verdict in ("differ", "status") for o in outcomes)
                    print(f"\r{n}/{len(cases)} cases, {bad} differing", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    outcomes.sort(key=lambda o: o.case.ident)
    return report(outcomes, args.out, time.perf_counter() - started)


if __name__ == "__main__":
    sys.exit(main())
