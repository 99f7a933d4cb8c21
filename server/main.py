"""`mcalens serve`: start the language server on stdio (default) or TCP."""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import secrets
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mcalens serve", description="mcalens language server")
    parser.add_argument("--stdio", action="store_true", help="talk LSP on stdin/stdout (default)")
    parser.add_argument(
        "--tcp",
        metavar="[HOST:]PORT",
        help="debugging aid: listen on a loopback TCP port (127.0.0.1 by default) for one client instead "
        "of stdio; the client's initialize request must carry the session token in "
        "initializationOptions.mcalensToken (printed on stderr, or taken from MCALENS_TCP_TOKEN or "
        "--token-file)",
    )
    parser.add_argument("--token-file", metavar="PATH",
                        help="with --tcp: read the session token from this file (first line)")
    parser.add_argument(
        "--allow-measure",
        action="store_true",
        help="offer 'Measure region on this machine' (runs a region's code on this CPU, docs/measure.md). "
        "Only this flag enables it: no client setting can (the VS Code extension passes it when the "
        "user's own machine-scope setting mcalens.measure.enabled is on). Not with --tcp",
    )
    parser.add_argument("--log-file", metavar="PATH", help="write the server log here (default: stderr)")
    parser.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING", "ERROR"))
    parser.add_argument(
        "--executor",
        default="thread",
        choices=("thread", "process"),
        help="where simulations run: a worker thread (default) or a worker process",
    )
    parser.add_argument("--workers", type=int, default=1, help="simulation workers (default 1)")
    parser.add_argument(
        "--debounce-ms", type=int, default=120, help="delay before analysing an edit (default 120)"
    )
    return parser


def _session_token(token_file: str | None) -> tuple[str, str]:
    """(token, problem): from --token-file, else MCALENS_TCP_TOKEN, else a fresh one printed on stderr
    (not logged: a log file may be shared with a bug report)."""
    from .server import MIN_TOKEN_CHARS

    if token_file:
        try:
            with open(token_file, encoding="utf-8") as handle:
                token = handle.readline().strip()
        except (OSError, UnicodeDecodeError) as error:
            return "", f"--token-file: {error}"
        source = f"--token-file {token_file}"
    else:
        token = os.environ.get("MCALENS_TCP_TOKEN", "").strip()
        source = "MCALENS_TCP_TOKEN"
        if not token:
            token = secrets.token_urlsafe(24)
            print(f"mcalens serve: TCP session token: {token}", file=sys.stderr, flush=True)
            return token, ""
    if len(token) < MIN_TOKEN_CHARS:
        return "", f"the session token from {source} is shorter than {MIN_TOKEN_CHARS} characters"
    return token, ""


def main(argv: list[str]) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return int(exit_.code or 0)
    handler: logging.Handler = (
        logging.FileHandler(args.log_file, encoding="utf-8")
        if args.log_file
        else logging.StreamHandler(sys.stderr)
    )
    logging.basicConfig(
        level=getattr(logging, args.log_level),
        handlers=[handler],
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    if args.log_level != "DEBUG":
        logging.getLogger("pygls").setLevel(logging.WARNING)  # pygls logs every message at INFO
    from .fast_import import import_lsprotocol

    import_lsprotocol()  # before pygls imports it: ~0.1 s less start-up from the second start on
    from .server import is_loopback
    from .setup import create_server

    host, port_number = "", 0
    if args.tcp:
        host, _, port = args.tcp.rpartition(":")
        host = host.strip("[]") or "127.0.0.1"
        try:
            port_number = int(port)
        except ValueError:
            parser.print_usage(sys.stderr)
            print(f"mcalens serve: --tcp expects HOST:PORT, got {args.tcp!r}", file=sys.stderr)
            return 2
        if not is_loopback(host):
            print(
                f"mcalens serve: --tcp is a debugging aid and listens on loopback only "
                f"(127.0.0.1, ::1, localhost), not {host!r}",
                file=sys.stderr,
            )
            return 2

    token = ""
    if args.tcp:
        if args.allow_measure:
            print("mcalens serve: --allow-measure is refused with --tcp (a TCP client must never be able "
                  "to run code on this machine)", file=sys.stderr)
            return 2
        token, problem = _session_token(args.token_file)
        if problem:
            print(f"mcalens serve: {problem}", file=sys.stderr)
            return 2
    elif args.token_file:
        print("mcalens serve: --token-file goes with --tcp", file=sys.stderr)
        return 2

    workers = max(1, args.workers)
    if args.executor == "thread" and workers > 1:
        # The simulator pauses the process-wide cyclic GC while it runs and restores the previous
        # state; two overlapping simulations in one process could leave it disabled for good.
        logging.getLogger(__name__).warning("--workers > 1 needs --executor process; using 1 worker")
        workers = 1
    if args.executor == "thread":
        # PERF: simulations run in a worker thread and hold the GIL; the event-loop thread gives it up
        # at every read/write and then waits up to the switch interval (5 ms by default) to get it
        # back, many times per LSP round trip. A 0.5 ms interval keeps hints responsive while a
        # simulation runs (bench_lsp, 1,000 edits: see the commit message).
        sys.setswitchinterval(0.0005)
    server = create_server(executor_kind=args.executor, debounce_ms=max(0, args.debounce_ms), workers=workers,
                           measure_allowed=args.allow_measure)
    # The ISA and resolver tables take seconds to load; start now, before the client says anything.
    server.warm_up()
    if args.tcp:
        server.start_tcp(host, port_number, token)
    else:
        server.start_io()
    server.shutdown_executor()
    # A simulation still running in a worker thread would otherwise hold the process open until it
    # finishes (interpreter exit joins executor threads); after `exit` nothing it computes matters.
    logging.shutdown()
    with contextlib.suppress(ValueError, OSError):  # pygls may already have closed stdout
        sys.stdout.flush()
    os._exit(0)
