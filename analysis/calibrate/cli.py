"""`mcalens calibrate [-mcpu=BASE] --out DIR [--name NAME] [--budget SECONDS] [--fresh]`, and
`--replay EVIDENCE` (the same from recorded measurements) and `--validate` (held-out scoring)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

USAGE = ("mcalens calibrate [-mcpu=BASE] --out DIR [--name NAME] [--budget SECONDS] [--passes N] [--fresh] "
         "[--replay EVIDENCE]\n       mcalens calibrate --validate [--out DIR] [--name NAME | -mcpu=MODEL] "
         "(--blocks DIR | --measurements FILE) [--json FILE]")


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="mcalens calibrate", usage=USAGE,
                                 description="Time microbenchmarks on this machine and write a model that "
                                             "inherits BASE and overrides what the measurements contradict. "
                                             "This executes code: it runs the microbenchmarks natively in a "
                                             "sandboxed child process (see docs/measure.md).")
    ap.add_argument("-mcpu", "--mcpu", default="host", help="the LLVM model to start from (default: the host's)")
    ap.add_argument("--out", help="directory for NAME.yaml and NAME.evidence.json (required unless --validate)")
    ap.add_argument("--name", help="model name (default: <host cpu>-measured-local, which no shipped model uses)")
    ap.add_argument("--budget", type=float, default=300.0, help="seconds of measuring (default 300); "
                    "run again to continue")
    ap.add_argument("--passes", type=int, default=3,
                    help="how many times each probe is timed; its figure is the median over the passes, "
                         "each pass the minimum of --repetitions timings (default 3)")
    ap.add_argument("--repetitions", type=int, default=100,
                    help="interleaved repetitions per pass (minimum over them; default 100)")
    ap.add_argument("--forms", type=int, default=0, help="calibrate only the first N instruction forms")
    ap.add_argument("--fresh", action="store_true", help="discard earlier measurements in the evidence file")
    ap.add_argument("--replay", metavar="EVIDENCE",
                    help="calibrate from the measurements recorded in an evidence file (this or another machine's: "
                         "its CPUID record names the host); nothing is run")
    ap.add_argument("--validate", action="store_true",
                    help="score the measured model (--out/--name, or -mcpu=MODEL) on held-out blocks measured on "
                         "this machine: MAPE, median APE, Kendall tau-b next to its LLVM model and instructions/4")
    ap.add_argument("--blocks", metavar="DIR", help="--validate: the held-out blocks, one .s file each")
    ap.add_argument("--measurements", metavar="FILE",
                    help="--validate: score a sample recorded earlier with --json instead of measuring")
    ap.add_argument("--json", metavar="FILE", help="--validate: write the measured sample and the scores here")
    return ap


def default_name(cpu: str) -> str:
    """`<cpu>-measured-local`: not the name of a shipped model (`znver5-measured` is one), so a
    user's file never silently takes the place of the model the README describes."""
    return f"{cpu}-measured-local"


def shadowing(name: str, out: Path) -> str | None:
    """A warning when another model on the search path (shipped, or on MCALENS_MODEL_PATH) already
    answers to `name`: with `out` on the model path, the new file would be picked instead of it."""
    from ..machine import model_load

    own = out / f"{name}.yaml"
    found = model_load.find_model_file(name, exclude=own)
    if found is None or found.resolve() == own.resolve():
        return None
    return (f"warning: a model or CPU named '{name}' already exists ({found}); {own} will take its place "
            f"wherever {out} is on the model path (--model-dir, MCALENS_MODEL_PATH): choose another --name")


def main(argv: list[str], stderr: TextIO | None = None) -> int:
    err = stderr or sys.stderr
    argv = [a.replace("-mcpu=", "--mcpu=", 1) if a.startswith("-mcpu=") else a for a in argv]
    try:
        args = _parser().parse_args(argv)
    except SystemExit as e:
        return 2 if e.code else 0
    from ..measure.api import resolve_cpu
    from ..measure.host import cpuid_record, detect, host_from_record, supported
    from .forms import COMMON_FORMS
    from .run import calibrate

    if args.validate:
        return _validate(args, err)
    if not args.out:
        err.write("error: calibrate needs --out DIR\n")
        return 2
    replay = None
    if args.replay:
        import json

        try:
            replay = json.loads(Path(args.replay).read_bytes())
        except (OSError, ValueError) as e:
            err.write(f"error: --replay: cannot read {args.replay}: {e}\n")
            return 2
        host = host_from_record(replay.get("cpuid") if isinstance(replay, dict) else None)
        if host is None:
            err.write(f"error: --replay: {args.replay} has no readable CPUID record (\"cpuid\"): its host cannot "
                      "be named\n")
            return 2
    else:
        why = supported()
        if why:
            err.write(f"error: {why}\n")
            return 2
        host = detect()
        cpuid_record()
    cpu, notes = resolve_cpu(args.mcpu, host)
    for note in notes:
        err.write(note + "\n")
    if cpu is None:
        return 2
    name = args.name or default_name(host.llvm_cpu or cpu)
    warning = shadowing(name, Path(args.out))
    if warning:
        err.write(warning + "\n")
    forms = COMMON_FORMS[: args.forms] if args.forms > 0 else COMMON_FORMS
    return calibrate(cpu, Path(args.out), name=name, passes=args.passes, repetitions=args.repetitions,
                     budget=args.budget, fresh=args.fresh, err=err, forms=forms, replay=replay)


def _validate(args: argparse.Namespace, err: TextIO) -> int:
    """--validate: the model is --name in --out (default <host cpu>-measured-local), or -mcpu=MODEL."""
    from ..measure.host import cpuid_record, detect, supported
    from .validate import validate

    host = cpuid = None
    if not args.measurements:
        why = supported()
        if why:
            err.write(f"error: {why}\n")
            return 2
        host = detect()
        cpuid = cpuid_record()
    if args.name or args.out:
        if not args.name and (host is None or host.llvm_cpu is None):
            err.write("error: --validate: give the model's --name\n")
            return 2
        name = args.name or default_name(host.llvm_cpu)  # type: ignore[union-attr,arg-type]
    elif args.mcpu != "host":
        name = args.mcpu
    else:
        err.write("error: --validate: name the measured model (--out DIR [--name NAME], or -mcpu=MODEL)\n")
        return 2
    dirs = (args.out,) if args.out else ()
    return validate(name, dirs, blocks_dir=Path(args.blocks) if args.blocks else None,
                    recorded=Path(args.measurements) if args.measurements else None, passes=args.passes,
                    repetitions=args.repetitions, out=sys.stdout, err=err,
                    json_path=Path(args.json) if args.json else None, host=host, cpuid=cpuid)
