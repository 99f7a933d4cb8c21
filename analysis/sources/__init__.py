"""Source files (C, C++, Fortran, Rust) to per-loop results: `mcalens source` and its plain-data API.

command.py plans the compile (compile_commands.json, Cargo, flags made safe, the target), compile.py
runs it (time budget, cancellation, cache), analyse.py analyses the assembly with the same api call
as `--auto-regions` and puts each loop on its source line, cli.py prints it.
"""
