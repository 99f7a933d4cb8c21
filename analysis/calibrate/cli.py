"""`mcalens calibrate [-mcpu=BASE] --out DIR [--name NAME] [--budget SECONDS] [--fresh]`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

USAGE = "mcalens calibrate [-mcpu=BASE] --out DIR [--name NAME] [--budget SECONDS] [--passes N] [--fresh]"


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="mcalens calibrate", usage=USAGE,
                                 description="Time microbenchmarks on this machine and write a model that "
                                             "inherits BASE and overrides what the measurements contradict. "
                                             "This executes code: it runs the microbenchmarks natively in a "
                                             "sandboxed child process (see docs/measure.md).")
    ap.add_argument("-mcpu", "--mcpu", default="host", help="the LLVM model to start from (default: the host's)")
    ap.add_argument("--out", required=True, help="directory for NAME.yaml and NAME.evidence.json")
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
    from ..measure.host import detect, supported
    from .forms import COMMON_FORMS
    from .run import calibrate

    why = supported()
    if why:
        err.write(f"error: {why}\n")
        return 2
    host = detect()
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
                     budget=args.budget, fresh=args.fresh, err=err, forms=forms)
