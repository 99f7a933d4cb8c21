"""`mcalens [options] [input | -]`: a drop-in for llvm-mca 19's command line.

Accepts llvm-mca's spellings (`-mcpu=skylake`, `-mcpu skylake`, `--mcpu skylake`, `-timeline`,
`-noalias=false`, ...) plus ours (`--list-cpus`, `--model-dir DIR`, `--auto-regions`,
`--no-banner`). The CPU is never guessed from the host: without `-mcpu` it is `skylake`.

Output is llvm-mca's, byte for byte, except for one first line naming the CPU and its model,
`# mcalens: -mcpu=skylake (model skylake)`, which `--no-banner` removes (with `-json` the CPU is
already in TargetInfo.CPUName, so no banner is printed). Errors go to stderr as llvm-mca prints
them (`error: ...`) and the exit status is 1.
"""

from __future__ import annotations

import contextlib
import io
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from .api import (
    DEFAULT_CPU,
    DEFAULT_TRIPLE,
    SKIP_ANY,
    SKIP_LACK_SCHED,
    SKIP_NONE,
    SKIP_PARSE_FAILURE,
    AnalysisOptions,
    ViewSelection,
    analyze,
    list_cpus,
)
from .render_json import render_json
from .render_text import render_text

PROG = "mcalens"

USAGE = """\
USAGE: mcalens [options] [input | -]

llvm-mca 19 compatible options (single or double dash, `=value` or separate value):
  -mcpu=<cpu>                  CPU to model (default: skylake; never the host)
  -mtriple=<triple> -march=<arch>  x86-64, or 32-bit x86 (i386/i686 triples, -march=x86)
  -iterations=<n>              iterations (default 100)
  -dispatch=<n> -register-file-size=<n> -noalias=<bool> -lqueue=<n> -squeue=<n>
  -micro-op-queue-size=<n> -decoder-throughput=<n> -call-latency=<n>
  -timeline -timeline-max-iterations=<n> -timeline-max-cycles=<n>
  -summary-view -instruction-info -resource-pressure   (each accepts =false)
  -dispatch-stats -scheduler-stats -retire-stats -register-file-stats -all-stats -all-views
  -instruction-tables -show-barriers -show-encoding -disable-im -disable-cb -json -o <file> -output-asm-variant=<0|1> -print-imm-hex
  -skip-unsupported-instructions=none|lack-sched|parse-failure|any
mcalens options:
  --list-cpus                  list every CPU name and the model file it uses
  --model-dir DIR              also look for models in DIR (repeatable)
  --auto-regions               analyse each innermost loop of unmarked code
  --no-banner                  omit the first line naming the CPU in text output
  --verdict                    one line per region naming what bounds it (text and -json "Verdict")
  --waits                      why each instruction waited (-json "Waits"; docs/verdicts.md)
"""

# llvm-mca options refused with an error rather than ignored (none today).
NOT_IMPLEMENTED: dict[str, str] = {}


class UsageError(Exception):
    pass


@dataclass
class CliOptions:
    cpu: str = DEFAULT_CPU
    cpu_given: bool = False
    triple: str = DEFAULT_TRIPLE
    input: str = "-"
    output: str = "-"
    json: bool = False
    banner: bool = True
    list_cpus: bool = False
    help: bool = False
    model_dirs: list[str] = field(default_factory=list)
    analysis: AnalysisOptions = field(default_factory=AnalysisOptions)
    views: dict[str, bool | None] = field(default_factory=dict)
    omitted_views: list[str] = field(default_factory=list)
    explicit_views: set[str] = field(default_factory=set)  # views named by their own option
    all_views: set[str] = field(default_factory=set)  # views switched on by -all-views/-all-stats


def _bool(name: str, value: str | None) -> bool:
    if value is None:
        return True
    lowered = value.lower()
    if lowered in ("true", "1", "yes", ""):
        return True
    if lowered in ("false", "0", "no"):
        return False
    raise UsageError(f"for the -{name} option: '{value}' is invalid value for boolean argument! Try 0 or 1")


def _int(name: str, value: str | None) -> int:
    try:
        number = int(value or "", 0)
    except ValueError:
        raise UsageError(f"for the -{name} option: '{value}' value invalid for uint argument!") from None
    if number < 0:
        raise UsageError(f"for the -{name} option: '{value}' value invalid for uint argument!")
    return number


# name -> (takes a value?, setter)
Setter = Callable[[CliOptions, str, "str | None"], None]


def _set_analysis(attr: str, convert: Callable[[str, str | None], object]) -> Setter:
    def setter(opts: CliOptions, name: str, value: str | None) -> None:
        opts.analysis = replace(opts.analysis, **{attr: convert(name, value)})

    return setter


def _set_view(view: str) -> Setter:
    def setter(opts: CliOptions, name: str, value: str | None) -> None:
        opts.views[view] = _bool(name, value)
        opts.explicit_views.add(view)

    return setter


def _set_cpu(opts: CliOptions, name: str, value: str | None) -> None:
    if value == "native":
        raise UsageError("-mcpu=native is not supported: mcalens never guesses the host CPU; "
                         "name one (see --list-cpus)")
    opts.cpu, opts.cpu_given = value or DEFAULT_CPU, True


_ARCH_32 = ("i386", "i486", "i586", "i686", "i786")


def _set_triple(opts: CliOptions, name: str, value: str | None) -> None:
    if not (value or "").startswith(("x86_64", "x86-64", "amd64", *_ARCH_32)):
        raise UsageError(f"unable to get target for '{value}': mcalens models x86 (32-bit) and x86-64 only")
    opts.triple = value or DEFAULT_TRIPLE


def _set_march(opts: CliOptions, name: str, value: str | None) -> None:
    # llvm-mca: -march replaces the triple's architecture (x86 -> i386: 32-bit mode).
    if value not in ("x86-64", "x86_64", "x86"):
        raise UsageError(f"invalid target '{value}': mcalens models x86 (32-bit) and x86-64 only")
    arch = "i386" if value == "x86" else "x86_64"
    opts.triple = arch + "-" + opts.triple.partition("-")[2]


def _set_skip(opts: CliOptions, name: str, value: str | None) -> None:
    if value not in (SKIP_NONE, SKIP_LACK_SCHED, SKIP_PARSE_FAILURE, SKIP_ANY):
        raise UsageError(f"for the -{name} option: Cannot find option named '{value}'!")
    opts.analysis = replace(opts.analysis, skip_unsupported=value)


def _set_variant(opts: CliOptions, name: str, value: str | None) -> None:
    variant = _int(name, value)
    if variant not in (0, 1):
        raise UsageError(f"invalid -output-asm-variant={variant}: x86 has variants 0 (AT&T) and 1 (Intel)")
    opts.analysis = replace(opts.analysis, output_asm_variant=variant)


def _set_flag(attr: str) -> Setter:
    def setter(opts: CliOptions, name: str, value: str | None) -> None:
        setattr(opts, attr, _bool(name, value))

    return setter


def _set_all(views: tuple[str, ...], omitted: tuple[str, ...]) -> Setter:
    def setter(opts: CliOptions, name: str, value: str | None) -> None:
        if _bool(name, value):
            for view in views:
                opts.views[view] = True
                opts.all_views.add(view)
            opts.omitted_views.extend(o for o in omitted if o not in opts.omitted_views)

    return setter


def _not_implemented(opts: CliOptions, name: str, value: str | None) -> None:
    if _bool(name, value):
        raise UsageError(f"-{name} ({NOT_IMPLEMENTED[name]}) is not implemented in mcalens yet")


def _set_input_output(attr: str) -> Setter:
    def setter(opts: CliOptions, name: str, value: str | None) -> None:
        setattr(opts, attr, value or "-")

    return setter


def _add_model_dir(opts: CliOptions, name: str, value: str | None) -> None:
    opts.model_dirs.append(value or ".")


STATS = ("dispatch_stats", "scheduler_stats", "retire_stats", "register_file_stats")
OPTIONS: dict[str, tuple[bool, Setter]] = {
    "mcpu": (True, _set_cpu),
    "mtriple": (True, _set_triple),
    "march": (True, _set_march),
    "iterations": (True, _set_analysis("iterations", _int)),
    "dispatch": (True, _set_analysis("dispatch_width", _int)),
    "register-file-size": (True, _set_analysis("register_file_size", _int)),
    "noalias": (False, _set_analysis("noalias", _bool)),
    "lqueue": (True, _set_analysis("load_queue", _int)),
    "squeue": (True, _set_analysis("store_queue", _int)),
    "micro-op-queue-size": (True, _set_analysis("micro_op_queue_size", _int)),
    "decoder-throughput": (True, _set_analysis("decoder_throughput", _int)),
    "call-latency": (True, _set_analysis("call_latency", _int)),
    "timeline-max-iterations": (True, _set_analysis("timeline_max_iterations", _int)),
    "timeline-max-cycles": (True, _set_analysis("timeline_max_cycles", _int)),
    "print-imm-hex": (False, _set_analysis("print_imm_hex", _bool)),
    "instruction-tables": (False, _set_analysis("instruction_tables", _bool)),
    "show-barriers": (False, _set_analysis("show_barriers", _bool)),
    "show-encoding": (False, _set_analysis("show_encoding", _bool)),
    "disable-cb": (False, _set_analysis("disable_custom_behaviour", _bool)),
    # Instruments exist only for RISC-V in LLVM 19; on x86 disabling them changes nothing.
    "disable-im": (False, lambda opts, name, value: _bool(name, value) and None),
    "output-asm-variant": (True, _set_variant),
    "skip-unsupported-instructions": (True, _set_skip),
    "timeline": (False, _set_view("timeline")),
    "summary-view": (False, _set_view("summary")),
    "instruction-info": (False, _set_view("instruction_info")),
    "resource-pressure": (False, _set_view("resource_pressure")),
    "dispatch-stats": (False, _set_view("dispatch_stats")),
    "scheduler-stats": (False, _set_view("scheduler_stats")),
    "retire-stats": (False, _set_view("retire_stats")),
    "register-file-stats": (False, _set_view("register_file_stats")),
    "all-stats": (False, _set_all(STATS, ())),
    "all-views": (False, _set_all((*STATS, "timeline", "summary", "instruction_info", "resource_pressure",
                                   "bottleneck_analysis"), ())),
    "bottleneck-analysis": (False, _set_view("bottleneck_analysis")),
    "verdict": (False, _set_view("verdict")),
    "waits": (False, _set_view("waits")),
    "json": (False, _set_flag("json")),
    "o": (True, _set_input_output("output")),
    "list-cpus": (False, _set_flag("list_cpus")),
    "model-dir": (True, _add_model_dir),
    "auto-regions": (False, _set_analysis("auto_regions", _bool)),
    "no-banner": (False, lambda opts, name, value: setattr(opts, "banner", not _bool(name, value))),
    "help": (False, _set_flag("help")),
    "h": (False, _set_flag("help")),
    **{name: (False, _not_implemented) for name in NOT_IMPLEMENTED},
}


def parse_args(argv: list[str]) -> CliOptions:
    """llvm-mca's option syntax: one or two dashes, `=value` or a separate value for value options."""
    opts = CliOptions()
    positional: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "-" or not arg.startswith("-"):
            positional.append(arg)
            continue
        if arg == "--":
            positional.extend(argv[i:])
            break
        name, eq, value = arg.lstrip("-").partition("=")
        if name not in OPTIONS:
            raise UsageError(f"Unknown command line argument '{arg}'.  Try: '{PROG} --help'")
        takes_value, setter = OPTIONS[name]
        if takes_value and not eq:
            if i >= len(argv):
                raise UsageError(f"for the -{name} option: requires a value!")
            value = argv[i]
            i += 1
        setter(opts, name, value if (eq or takes_value) else None)
    if len(positional) > 1:
        raise UsageError(f"Too many positional arguments specified! Can specify at most 1 positional argument: "
                         f"See: {PROG} --help")
    if positional:
        opts.input = positional[0]
    selection = ViewSelection(**{k: v for k, v in {
        "summary": opts.views.get("summary", True),
        "instruction_info": opts.views.get("instruction_info", True),
        "resource_pressure": opts.views.get("resource_pressure", True),
        "timeline": opts.views.get("timeline", False),
        "dispatch_stats": opts.views.get("dispatch_stats", False),
        "scheduler_stats": opts.views.get("scheduler_stats", False),
        "retire_stats": opts.views.get("retire_stats", False),
        "register_file_stats": opts.views.get("register_file_stats", False),
        "bottleneck_analysis": opts.views.get("bottleneck_analysis", False),
        "verdict": opts.views.get("verdict", False),
        "waits": opts.views.get("waits", False),
        # llvm-mca's -all-views/-all-stats skip these on in-order CPUs unless named explicitly.
        "out_of_order_only": tuple(sorted(v for v in ("bottleneck_analysis", "retire_stats")
                                          if v in opts.all_views and v not in opts.explicit_views)),
    }.items()})
    opts.analysis = replace(opts.analysis, views=selection, model_dirs=tuple(opts.model_dirs), triple=opts.triple)
    return opts


def _read_input(path: str, stdin_text: str | None) -> str:
    if path == "-":
        return stdin_text if stdin_text is not None else sys.stdin.read()
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise UsageError(f"{path}: {exc.strerror or exc}") from None


def _banner(opts: CliOptions, model_name: str) -> str:
    origin = "" if opts.cpu_given else ", default CPU"
    return f"# mcalens: -mcpu={opts.cpu} (model {model_name}{origin})\n"


def run(argv: list[str], *, stdin_text: str | None = None) -> tuple[int, str, str]:
    """Run the CLI in-process: (exit status, stdout text, stderr text). Used by main() and tools."""
    out, err = io.StringIO(), io.StringIO()
    try:
        opts = parse_args(argv)
    except UsageError as exc:
        err.write(f"{PROG}: {exc}\n")
        return 1, "", err.getvalue()
    if opts.help:
        return 0, USAGE, ""
    if opts.list_cpus:
        cpus = list_cpus(tuple(opts.model_dirs))
        if not cpus:
            err.write("error: no CPU models found (is models/x86-64 installed?)\n")
            return 1, "", err.getvalue()
        width = max(len(c) for c, _ in cpus)
        out.write("".join(f"{cpu:<{width}}  {model}\n" for cpu, model in cpus))
        return 0, out.getvalue(), ""
    try:
        text = _read_input(opts.input, stdin_text)
    except UsageError as exc:
        err.write(f"error: {exc}\n")
        return 1, "", err.getvalue()
    for omitted in opts.omitted_views:
        err.write(f"warning: {omitted} is not implemented in mcalens yet; that view is omitted.\n")
    analysis = analyze(text, cpu=opts.cpu, options=opts.analysis)
    filename = "<stdin>" if opts.input == "-" else opts.input
    for message in analysis.messages:
        err.write(message.replace("<input>", filename) + "\n")
    has_output = analysis.report is not None and bool(analysis.report.regions)
    if has_output and analysis.report is not None and not (analysis.failed and opts.json):
        if opts.json:
            if not analysis.failed:
                out.write(render_json(analysis.report))
        else:
            if opts.banner and analysis.model is not None:
                out.write(_banner(opts, analysis.model.name))
            out.write(render_text(analysis.report))
    return (1 if analysis.failed else 0), out.getvalue(), err.getvalue()


def main(argv: list[str]) -> int:
    code, out, err = run(argv)
    if err:
        sys.stderr.write(err)
    opts_output = "-"
    with contextlib.suppress(UsageError):
        opts_output = parse_args(argv).output
    if opts_output != "-" and code == 0:
        try:
            Path(opts_output).write_text(out, encoding="utf-8")
        except OSError as exc:
            sys.stderr.write(f"error: {opts_output}: {exc.strerror or exc}\n")
            return 1
    elif out:
        sys.stdout.write(out)
    return code
