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
    ap.add_argument("--name", help="model name (default: <host cpu>-measured)")
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
    name = args.name or f"{host.llvm_cpu or cpu}-measured"
    forms = COMMON_FORMS[: args.forms] if args.forms > 0 else COMMON_FORMS
    return calibrate(cpu, Path(args.out), name=name, passes=args.passes, repetitions=args.repetitions,
                     budget=args.budget, fresh=args.fresh, err=err, forms=forms)
