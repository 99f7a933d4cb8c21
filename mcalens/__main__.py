"""The `mcalens` command: an llvm-mca-compatible CLI, plus `mcalens serve` and `mcalens parse`.

Subcommands are dispatched here so the analysis CLI never imports the language server.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "serve":
        from mcalens.server.main import main as serve_main

        return serve_main(args[1:])
    if args and args[0] == "parse":
        from mcalens.analysis.parse_report import main as parse_main

        return parse_main(args[1:])
    from mcalens.analysis.cli import main as cli_main

    return cli_main(args)


if __name__ == "__main__":
    sys.exit(main())
