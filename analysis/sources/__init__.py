"""Source files (C, C++, Fortran, Rust) to per-loop results: `mcalens source` and its plain-data API.

plan.py picks the compile command by language (command.py: compile_commands.json and flags made safe
for C, C++ and Fortran; rust.py: Cargo or rustc), compile.py runs it (time budget, cancellation,
cache), analyse.py analyses the assembly with the same api call as `--auto-regions` and puts each
loop on its source line, cli.py prints it. Nothing here imports the language server.
"""
