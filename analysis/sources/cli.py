"""`mcalens source FILE [--compiler CC] [--compile-commands DIR] [options] [-- FLAGS...]` (docs/source.md).

Compiles FILE to assembly with line information, analyses every innermost loop (and marked region)
exactly as `mcalens --auto-regions --verdict` would analyse that assembly, and prints one line per
loop: `file:line: 2.00 cyc/iter, bound by ... (function)`. The llvm-mca options of the main
command line are accepted (`-mcpu`, `-iterations`, `-json`, `-timeline`, `-all-views`, ...); a view
option prints llvm-mca's views after the loop lines, `--views` the default ones. The target is the
compiler's, so `-mtriple`/`-march` are refused here (put `--target=` in the compiler flags).
Compiler messages are passed through on stderr; the exit status is 1 when compiling or analysing fails.
"""

from __future__ import annotations

import io
import json
import os
import shlex
from dataclasses import replace

from ..cli import UsageError, finish, parse_args
from .analyse import LoopResult, SourceAnalysis, SourceOptions, analyse_source
from .command import PlanRequest
from .compile import DEFAULT_TIMEOUT

USAGE = """\
USAGE: mcalens source FILE [--compiler CC] [--compile-commands DIR] [options] [-- FLAGS...]

Compiles FILE (C, C++, Fortran, Rust) to assembly with -g line information and prints, per innermost
loop and marked region, its source line, cycles per iteration and what bounds it (docs/source.md).

  --compiler CC            the compiler to run (any executable you name; default: the file's
                           compile_commands.json entry, else cc/c++/gfortran/rustc on PATH)
  --compile-commands DIR   use DIR/compile_commands.json (default: the file's directory and its
                           parents, and build/ beside each, as clangd looks)
  --no-cargo               compile a Rust file alone with rustc, not through its Cargo package
                           (cargo runs the package's build scripts)
  --emit-asm FILE          also write the generated assembly to FILE
  --timeout SECONDS        give up on the compiler after SECONDS (default 120)
  --views                  print llvm-mca's default views after the loop lines
  --debug-line-notes       also print the notes on the `.file`/`.loc` lines llvm-mca 19 would
                           refuse (gcc's DWARF 5 -g output; mcalens analyses them all the same)
  -- FLAGS...              compiler flags (added after a compile_commands.json entry's flags;
                           with Cargo, cargo options such as --features or --target)
llvm-mca options as in `mcalens --help`: -mcpu=CPU (default: the CPU the compiler flags name when
mcalens has its model, else the target's default), -iterations, -timeline, -all-views, -json, ...
"""

_OWN_VALUE = ("--compiler", "--compile-commands", "--emit-asm", "--timeout")
_OWN_FLAGS = ("--no-cargo", "--views", "--debug-line-notes", "--help", "-h")


def _split(argv: list[str]) -> tuple[dict[str, str], list[str], list[str], str]:
    """(our options, llvm-mca options, compiler flags, FILE)."""
    own: dict[str, str] = {}
    rest: list[str] = []
    flags: list[str] = []
    files: list[str] = []
    index = 0
    while index < len(argv):
        arg = argv[index]
        index += 1
        if arg == "--":
            flags = argv[index:]
            break
        name, eq, value = arg.partition("=")
        if name in _OWN_VALUE:
            if not eq:
                if index >= len(argv):
                    raise UsageError(f"{name} requires a value")
                value = argv[index]
                index += 1
            own[name] = value
        elif arg in _OWN_FLAGS:
            own[arg] = ""
        elif arg.startswith("-") and arg != "-":
            rest.append(arg)
            head = arg.lstrip("-")
            from ..cli import OPTIONS

            option = OPTIONS.get(head)
            if option is not None and option[0] and index < len(argv):
                rest.append(argv[index])  # a value option's separate value
                index += 1
        else:
            files.append(arg)
    if "--help" in own or "-h" in own:
        return own, rest, flags, ""
    if len(files) != 1:
        raise UsageError("name one source file: mcalens source FILE [options] [-- FLAGS...]")
    return own, rest, flags, files[0]


def _display(path: str) -> str:
    """A source path as the user would type it: relative to the working directory when inside it."""
    try:
        relative = os.path.relpath(path)
    except ValueError:
        return path
    return relative if not relative.startswith("..") else path


def loop_line(loop: LoopResult, source: str, *, shared: bool = False) -> str:
    """`file:line: 2.00 cyc/iter, bound by ... (function)`; `shared`: another loop has the same
    line (a vectorised loop and its remainder), so the assembly label and lines tell them apart."""
    where = f"{_display(loop.location.file)}:{loop.location.line}" if loop.location else f"{_display(source)}"
    if loop.cycles_per_iteration is None:
        numbers = "no simulation"
    else:
        numbers = f"{loop.cycles_per_iteration:.2f} cyc/iter"
    what = f", {loop.bound}" if loop.bound else ""
    context = [loop.function] if loop.function else []
    if loop.kind == "region":
        context.append(f"region '{loop.name}'" if loop.name else "region")
    if loop.kind == "loop" and shared and loop.location is not None:
        context.append(loop.name)
    if loop.location is None:
        context.append(f"assembly lines {loop.asm_first_line}-{loop.asm_last_line}, no .loc line")
    return f"{where}: {numbers}{what}" + (f" ({'; '.join(context)})" if context else "")


def _header(result: SourceAnalysis) -> list[str]:
    from ..machine.llvm_names import LLVM_VERSION

    plan, compiled = result.compilation.plan, result.compilation.result
    assert plan is not None and compiled is not None
    model = result.analysis.model.name if result.analysis is not None and result.analysis.model else "?"
    cached = ", cached" if compiled.cached else ""
    return [
        f"# mcalens source: ran {shlex.join(plan.argv)}",
        f"#   in {plan.cwd}; flags from {plan.origin}; {compiled.seconds:.2f} s{cached}",
        f"# target {result.triple}, -mcpu={result.cpu} (model {model}, {result.cpu_origin}), "
        f"llvm-mca {LLVM_VERSION} semantics",
    ]


def _json(result: SourceAnalysis, source: str) -> str:
    from ..machine.llvm_names import LLVM_VERSION
    from ..output.render_json import report_json

    plan, compiled = result.compilation.plan, result.compilation.result
    out: dict[str, object] = {"File": os.path.abspath(source), "LLVM": LLVM_VERSION}
    if plan is not None:
        out["Compiler"] = {"Command": list(plan.argv), "Directory": plan.cwd, "Origin": plan.origin,
                           "Seconds": round(compiled.seconds, 3) if compiled else None,
                           "ExitStatus": compiled.exit_status if compiled else None,
                           "Messages": [m.to_json() for m in compiled.messages] if compiled else []}
    out.update({"Triple": result.triple, "CPU": result.cpu, "CPUOrigin": result.cpu_origin,
                "Model": result.analysis.model.name if result.analysis and result.analysis.model else None,
                "Notes": result.notes, "Error": result.error or None,
                "Loops": [loop.to_json() for loop in result.loops]})
    if result.analysis is not None and result.analysis.report is not None and not result.analysis.failed:
        out["Report"] = report_json(result.analysis.report)
    return json.dumps(out, indent=2) + "\n"


def run(argv: list[str]) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of `mcalens source ARGV`."""
    out, err = io.StringIO(), io.StringIO()
    try:
        own, rest, flags, source = _split(argv)
        if "--help" in own or "-h" in own:
            return 0, USAGE, ""
        opts = parse_args(rest)
        if opts.triple_given:
            raise UsageError("the target follows the compiler: put --target=... (clang), a cross compiler "
                             "(--compiler aarch64-linux-gnu-gcc) or -m32 in the compiler flags after --")
        if opts.input != "-":
            raise UsageError(f"unexpected argument '{opts.input}'")
        timeout = float(own.get("--timeout", DEFAULT_TIMEOUT))
        if not timeout > 0:
            raise UsageError("--timeout must be a positive number of seconds")
    except (UsageError, ValueError) as exc:
        return 1, "", f"mcalens source: {exc}\n"
    request = PlanRequest(path=source, compiler=own.get("--compiler", ""),
                          compile_commands_dir=own.get("--compile-commands", ""), flags=tuple(flags),
                          cargo="--no-cargo" not in own)
    # The `.loc` refusal notes are about the compiler's output, not the user's code: asked for only.
    analysis = replace(opts.analysis, debug_line_notes="--debug-line-notes" in own)
    options = SourceOptions(cpu=opts.cpu if opts.cpu_given else "", analysis=analysis, timeout=timeout)
    result = analyse_source(request, options)
    compiled = result.compilation.result
    if compiled is not None and compiled.stderr:
        err.write(compiled.stderr if compiled.stderr.endswith("\n") else compiled.stderr + "\n")
    if opts.notes:
        err.writelines(f"note: {note}\n" for note in result.notes)
    asm_name = own.get("--emit-asm", "")
    if asm_name and compiled is not None and compiled.ok:
        try:
            with open(asm_name, "w", encoding="utf-8") as handle:
                handle.write(compiled.assembly)
        except OSError as exc:
            err.write(f"error: --emit-asm {asm_name}: {exc.strerror or exc}\n")
            return 1, "", err.getvalue()
    if result.error:
        if result.compilation.plan is not None and result.compilation.result is not None:
            err.write(f"note: mcalens ran {shlex.join(result.compilation.plan.argv)} "
                      f"(in {result.compilation.plan.cwd})\n")
        err.write(f"error: {result.error}\n")
        return 1, "", err.getvalue()
    analysis = result.analysis
    assert analysis is not None
    shown_asm = asm_name or f"<{os.path.basename(source)}.s>"
    err.writelines(message.replace("<input>", shown_asm) + "\n" for message in analysis.messages)
    if analysis.failed:
        err.write("error: the generated assembly could not be analysed (see above; --emit-asm FILE keeps it)\n")
        return 1, "", err.getvalue()
    if opts.json:
        out.write(_json(result, source))
        return 0, out.getvalue(), err.getvalue()
    out.writelines(line + "\n" for line in _header(result))
    if not result.loops:
        out.write("# no loops or marked regions in the generated assembly\n")
    places = [(loop.location.file, loop.location.line) if loop.location else None for loop in result.loops]
    out.writelines(loop_line(loop, source, shared=place is not None and places.count(place) > 1) + "\n"
                   for loop, place in zip(result.loops, places, strict=True))
    if (opts.views or opts.groups or "--views" in own) and analysis.report is not None:
        from ..output.render_text import render_text

        out.write("\n")
        out.write(render_text(analysis.report, notes=True, waits=True))
    return 0, out.getvalue(), err.getvalue()


def main(argv: list[str]) -> int:
    code, out, err = run(argv)
    output = "-"
    try:
        _own, rest, _flags, _source = _split(argv)
        output = parse_args(rest).output
    except (UsageError, ValueError):
        pass
    return finish(code, out, err, output)

