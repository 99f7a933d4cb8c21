"""The `mcalens` command: an llvm-mca-compatible CLI, plus `mcalens serve`, `parse`, `measure`, `calibrate`
and `batch`.

Subcommands are dispatched here so the analysis CLI never imports the language server.
"""

from __future__ import annotations

import gc
import os
import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "serve":
        from mcalens.server.main import main as serve_main

        return serve_main(args[1:])
    try:
        return _report(args)
    except BrokenPipeError:
        # `mcalens ... | head`: the reader is gone, which is not an error worth a traceback. Point
        # stdout at /dev/null so the interpreter's final flush does not raise again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141  # 128 + SIGPIPE, what a C tool killed by the signal reports to the shell


def _report(args: list[str]) -> int:
    if args and args[0] == "measure":
        from mcalens.analysis.measure.cli import main as measure_main

        return measure_main(args[1:])
    if args and args[0] == "calibrate":
        from mcalens.analysis.calibrate.cli import main as calibrate_main

        return calibrate_main(args[1:])
    if args and args[0] == "parse":
        from mcalens.analysis.output.parse_report import main as parse_main

        return parse_main(args[1:])
    if args and args[0] == "batch":
        from mcalens.analysis.batch import main as batch_main

        return batch_main(args[1:])
    # PERF: no garbage collection while the CLI's modules load: each pass would rescan the thousands
    # of functions, classes and tables the imports make (~3 ms of a ~55 ms run, issue 17). They live
    # as long as the process, so they are then frozen out of later passes (as isa.load_isa does).
    collecting = gc.isenabled()
    gc.disable()
    try:
        # A binary input is refused before the analysis modules load (a fraction of the start-up time).
        from mcalens.analysis.frontend.input_text import early_binary_error

        error = early_binary_error(args)
        if error is not None:
            sys.stderr.write(error)
            return 1
        from mcalens.analysis.cli import main as cli_main
    finally:
        if collecting:
            gc.freeze()
            gc.enable()
    return cli_main(args)


if __name__ == "__main__":
    sys.exit(main())
