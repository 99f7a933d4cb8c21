"""The `mcalens` command: an llvm-mca-compatible CLI, plus `mcalens serve`, `parse`, `measure`, `calibrate`,
`batch` and `source`.

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
        code = _report(args)
    except BrokenPipeError:
        # `mcalens ... | head`: the reader is gone, which is not an error worth a traceback. Point
        # stdout at /dev/null so the interpreter's final flush does not raise again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141  # 128 + SIGPIPE, what a C tool killed by the signal reports to the shell
    if argv is None and not (args and args[0] in _SUBCOMMANDS):
        _exit_now(code)  # the `mcalens` command itself (not a caller of main()): returns only on trouble
    return code


_SUBCOMMANDS = ("measure", "calibrate", "parse", "batch", "source")


def _exit_now(code: int) -> None:
    """Ends an analysis run without tearing the interpreter down. PERF: freeing every module, the
    mapped caches and the ISA's objects one by one took ~1.7 ms of a ~50 ms run (issue 17); the
    operating system reclaims them at once. What an ordinary exit does that matters is done here:
    the output is flushed and the atexit handlers run (the compiled caches are written there). Any
    trouble (a flush that fails, a thread still running) leaves the ordinary exit to deal with it."""
    threading = sys.modules.get("threading")
    if threading is not None and threading.active_count() > 1:
        return
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:  # e.g. a closed pipe: the interpreter's exit reports it as it always did
        return
    import atexit

    atexit._run_exitfuncs()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:
        return
    os._exit(code)


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
    if args and args[0] == "source":
        from mcalens.analysis.sources.cli import main as source_main

        return source_main(args[1:])
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
