"""`mcalens [options] [input | -]`: a drop-in for llvm-mca's command line (22.1.8; 19.1.7 with
`--llvm-version 19`).

Accepts llvm-mca's spellings (`-mcpu=skylake`, `-mcpu skylake`, `--mcpu skylake`, `-timeline`,
`-noalias=false`, ...) plus ours (`--list-cpus`, `--model-dir DIR`, `--auto-regions`,
`--no-banner`, `--no-notes`). The CPU is never guessed from the host: without `-mcpu` it is the
target's default (`skylake` on x86-64, `generic` on AArch64 and RISC-V).

Output is llvm-mca's, byte for byte, except for one first line naming the CPU, its model and the
release (`# mcalens: -mcpu=skylake (model skylake, LLVM 22.1.8)`; with `--llvm-version 19`, `LLVM
19.1.7`), which `--no-banner` removes (with
`-json` the CPU is already in TargetInfo.CPUName, so no banner is printed). Errors go to stderr as llvm-mca prints
them (`error: ...`) and the exit status is 1. When a run without `-mtriple`/`-march` fails on a
file that looks like another target's (analysis/target_detect.py), or on a CPU another target has,
a note after llvm-mca's errors names the triple to use.
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from . import options as analysis_options
from .api import DEFAULT_CPU, analyze, list_cpus, release_target
from .frontend.input_text import ELF_MAGIC, BinaryInput, InputText, decode_input
from .machine.releases import DEFAULT_RELEASE, RELEASES, inexact_warning, is_exact, release_models_dir
from .options import (
    DEFAULT_ITERATIONS,
    DEFAULT_TRIPLE,
    RTHROUGHPUT_LLVM,
    RTHROUGHPUT_SEGMENTS,
    SKIP_ANY,
    SKIP_LACK_SCHED,
    SKIP_NONE,
    SKIP_PARSE_FAILURE,
    AnalysisOptions,
    ViewSelection,
)
from .output.render_text import render_text
from .sim import options as sim_options
from .targets.target import SUPPORTED, Target, UnknownTarget, get_target, march_target, target_name
from .views.registry import ALL_STATS, ALL_VIEWS, VIEWS

TYPE_CHECKING = False  # typing's constant, without importing typing (start-up: tests/test_startup.py)
if TYPE_CHECKING:
    from .frontend.debug_lines import DebugLocation
    from .isa import Isa
    from .views.report import Report

PROG = "mcalens"

# The targets mcalens models: (package under analysis/targets/, name shown, the `-mtriple` value the
# hints suggest, how to select it). tests/test_cli_targets.py checks that every package is here.
TARGETS: tuple[tuple[str, str, str, str], ...] = (
    ("x86", "x86-64", "x86_64",
     "-mtriple=x86_64-* (the default), -march=x86-64; 32-bit: -mtriple=i386..i786-*, -march=x86"),
    ("aarch64", "AArch64", "aarch64",
     "-mtriple=aarch64-*, arm64-*, arm64e-* (arm64-apple-*: Apple syntax), -march=aarch64|arm64"),
    ("riscv", "RISC-V", "riscv64", "-mtriple=riscv64-*, riscv32-*, -march=riscv64|riscv32"),
    ("arm", "ARM", "arm-none-eabi",
     "-mtriple=arm*-*, thumb*-* (armv7a, thumbv7m, thumbv8.1m.main, ...), -march=arm|thumb"),
)

USAGE = """\
USAGE: mcalens [options] [input | -]          analyse assembly like llvm-mca 22 or 19 (stdin by default)
       mcalens parse [--json] [--strict] [input | -]   what the front end made of every line
       mcalens serve [--stdio | --tcp HOST:PORT] [--log-file PATH] ...   the language server
       mcalens measure [-mcpu=CPU] [--passes N] [--registers same|distinct] [-json] FILE
                                                time each region on this machine (runs the code natively;
                                                `mcalens measure --help`, docs/measure.md)
       mcalens batch [-mcpu=CPU] [--jobs N] [--scheduler ADDRESS] [--full] FILES|--csv FILE
                                                many inputs, one JSON line each (`mcalens batch --help`)
       mcalens source FILE [--compiler CC] [--compile-commands DIR] [options] [-- FLAGS...]
                                                compile a C/C++/Fortran/Rust file, cycles per innermost
                                                loop on its source line (docs/source.md)
       mcalens calibrate [-mcpu=BASE] --out DIR [--budget SECONDS] ...
                                                time microbenchmarks here, write a measured model
                                                (runs code natively; docs/calibrate.md)
                                                (`mcalens serve --help` lists its options)

llvm-mca options (one or two dashes, `=value` or a separate value; the last occurrence wins):
  -mcpu=<cpu>                  CPU to model (default: skylake on x86, generic on AArch64 and
                               RISC-V (no model there: name one); never the host); -mcpu=help lists the target's CPUs
  -mattr=<+a,-b,...>           accepted; unknown names warn (-mattr=help lists the features)
  -mtriple=<triple> -march=<arch>  the target (default x86_64-unknown-linux-gnu):
                               x86-64: x86_64-* triples, -march=x86-64
                               32-bit x86: i386..i786-* triples, -march=x86
                               AArch64: aarch64-*, arm64-*, arm64e-* triples (arm64-apple-*: Apple
                               syntax), -march=aarch64|arm64
                               RISC-V: riscv64-*, riscv32-* triples, -march=riscv64|riscv32
                               ARM: arm*-*, thumb*-* triples (armv7a, thumbv7m, thumbv8.1m.main, ...),
                               -march=arm|thumb (M-profile CPUs assemble Thumb)
  -iterations=<n>              iterations (default {iterations})
  -dispatch=<n> -register-file-size=<n> -noalias=<bool> -lqueue=<n> -squeue=<n>
  -micro-op-queue-size=<n> -decoder-throughput=<n> -call-latency=<n>
  -summary-view -instruction-info -resource-pressure   (on by default; =false hides)
  -timeline -timeline-max-iterations=<n> -timeline-max-cycles=<n>
  -dispatch-stats -scheduler-stats -retire-stats -register-file-stats -bottleneck-analysis
  -all-stats -all-views        (=false turns the group off; options after them win)
  -instruction-tables -show-barriers -show-encoding -disable-im -disable-cb
  -json -o <file> -output-asm-variant=<-1|0|1> -print-imm-hex
  -skip-unsupported-instructions=none|lack-sched|parse-failure|any
  --help -h --version
mcalens options:
  --list-cpus                  list every CPU name and the model it uses, per target (only the
                               target of -mtriple/-march when one is given)
  --model-dir DIR              also look for models in DIR (repeatable; also MCALENS_MODEL_PATH)
  --llvm-version {releases:<14}the llvm-mca release to match (default {default_release}; the banner and
                               --version name it; docs/llvm-releases.md){inexact}
  --input-format=asm|hex|elf|nasm
                               hex: machine code, one block per line (BHive's format), decoded as
                               llvm-mc --disassemble prints it (x86-64, AArch64; docs/decode.md);
                               elf: an x86-64 or AArch64 ELF object, shared object or executable
                               (also detected from its magic; its machine selects the target), with
                               --symbol NAME (repeatable) or --address START-END; nasm: a NASM/x86inc
                               source assembled by nasm (the default for .asm files on x86-64;
                               docs/nasm.md)
  --nasm PATH                  the nasm executable (default: nasm on PATH)
  --nasm-include DIR           nasm -I DIR (repeatable; the source's own directory is always one):
                               the source may read files only under these
  --nasm-define NAME[=VALUE]   nasm -D (repeatable)
  --auto-regions               analyse each innermost loop of unmarked code (markers come first)
  --no-banner                  omit the first line naming the CPU in text output
  --no-notes                   omit mcalens' own notes on stderr (extensions' readings, skipped lines,
                               CPU and target hints): stderr is llvm-mca's
  -rthroughput=llvm|segments   RThroughput as LLVM 19 (default) or from resource segments
                               (AcquireAtCycle honoured, also by the simulator; docs/cli.md)
  --json-extras                mcalens' keys in -json: "SourceLines", "SkippedLines", "BottleneckAnalysis"
                               (without it -json is llvm-mca's document byte for byte)
{views}"""
USAGE = USAGE.format(iterations=DEFAULT_ITERATIONS, releases="|".join(RELEASES), default_release=DEFAULT_RELEASE,
                     inexact="".join(f"\n{'':31}{r} is not exact yet: it prints a warning" for r in RELEASES
                                     if not is_exact(r)), views="".join(
    f"  {'--' + view.flag:<29}{view.help}\n" for view in VIEWS if view.help))  # mcalens' own views

# llvm-mca options refused with an error rather than ignored (none today).
NOT_IMPLEMENTED: dict[str, str] = {}


class UsageError(Exception):
    pass


@dataclass
class CliOptions:
    """The command line, parsed."""

    cpu: str = DEFAULT_CPU
    cpu_given: bool = False
    triple: str = DEFAULT_TRIPLE
    triple_given: bool = False  # -mtriple or -march on the command line
    input: str = "-"
    output: str = "-"
    json: bool = False
    banner: bool = True
    notes: bool = True  # mcalens' own notes on stderr (--no-notes)
    list_cpus: bool = False
    help: bool = False
    model_dirs: list[str] = field(default_factory=list)
    llvm_version: str = DEFAULT_RELEASE  # the llvm-mca release matched (--llvm-version; machine/releases.py)
    analysis: AnalysisOptions = field(default_factory=AnalysisOptions)
    mattr: str = ""
    version: bool = False
    # view -> (position of its last occurrence, value); -all-views/-all-stats likewise (llvm's cl::opt).
    views: dict[str, tuple[int, bool]] = field(default_factory=dict)
    groups: dict[str, tuple[int, bool]] = field(default_factory=dict)
    omitted_views: list[str] = field(default_factory=list)
    input_format: str = "asm"  # --input-format: asm, hex, elf (machine code, frontend/machine_code.py) or nasm
    input_format_given: bool = False  # an .asm file is NASM unless --input-format says otherwise
    nasm: str | None = None  # --nasm PATH
    nasm_includes: list[str] = field(default_factory=list)  # --nasm-include DIR, repeatable
    nasm_defines: list[str] = field(default_factory=list)  # --nasm-define NAME[=VALUE], repeatable
    symbols: list[str] = field(default_factory=list)  # --symbol NAME (ELF input), repeatable
    address: str | None = None  # --address START-END (ELF input)
    position: int = 0  # 1-based index of the argument being parsed
    # -instruction-tables' last value (None: given without one), read once the release is known
    instruction_tables: tuple[str | None] | None = None


def _flag(name: str) -> str:
    """How LLVM's option parser names an option in its messages: `-o`, but `--iterations`."""
    return f"-{name}" if len(name) == 1 else f"--{name}"


def _bool(name: str, value: str | None) -> bool:
    # LLVM's cl::parser<bool>: exactly these spellings.
    if value is None or value in ("", "true", "TRUE", "True", "1"):
        return True
    if value in ("false", "FALSE", "False", "0"):
        return False
    raise UsageError(f"for the {_flag(name)} option: '{value}' is invalid value for boolean argument! Try 0 or 1")


def _parse_number(text: str) -> int:
    """LLVM's getAsInteger with radix 0: 0x/0b/0o prefixes, and a leading 0 means octal."""
    body = text[1:] if text[:1] in "+-" else text
    if len(body) > 1 and body[0] == "0" and body[1].isdigit():
        text = text.replace("0", "0o", 1)
    if not body or "_" in body:
        raise ValueError(text)
    return int(text, 0)


def _int(name: str, value: str | None) -> int:
    """A cl::opt<unsigned> value."""
    try:
        number = _parse_number(value or "")
    except ValueError:
        number = -1
    if not 0 <= number < 2**32:
        raise UsageError(f"for the {_flag(name)} option: '{value}' value invalid for uint argument!")
    return number


def _signed(name: str, value: str | None) -> int:
    """A cl::opt<int> value."""
    try:
        number = _parse_number(value or "")
    except ValueError:
        number = 2**31
    if not -(2**31) <= number < 2**31:
        raise UsageError(f"for the {_flag(name)} option: '{value}' value invalid for integer argument!")
    return number


# name -> (takes a value?, setter)
Setter = Callable[[CliOptions, str, "str | None"], None]


def _convert(kind: str, name: str, value: str | None, default: object) -> object:
    """A command-line value as a field value (the kinds of sim/options.py)."""
    if kind == sim_options.UINT_OR_DEFAULT:
        return _int(name, value) or default  # llvm-mca: 0 means the default
    if kind == sim_options.UINT:
        return _int(name, value)
    if kind == sim_options.INT:
        return _signed(name, value)
    if kind == sim_options.NOT_BOOL:
        return not _bool(name, value)
    return _bool(name, value)


def _set_analysis(attr: str, kind: str) -> Setter:
    default = getattr(AnalysisOptions(), attr)

    def setter(opts: CliOptions, name: str, value: str | None) -> None:
        opts.analysis = replace(opts.analysis, **{attr: _convert(kind, name, value, default)})

    return setter


def _set_sim(attr: str, kind: str) -> Setter:
    default = getattr(sim_options.SimOptions(), attr)

    def setter(opts: CliOptions, name: str, value: str | None) -> None:
        opts.analysis = replace(opts.analysis, sim=replace(opts.analysis.sim, **{attr: _convert(kind, name, value, default)}))

    return setter


def _set_view(view: str) -> Setter:
    def setter(opts: CliOptions, name: str, value: str | None) -> None:
        opts.views[view] = (opts.position, _bool(name, value))

    return setter


def _set_cpu(opts: CliOptions, name: str, value: str | None) -> None:
    if value == "native":
        raise UsageError("-mcpu=native is not supported: mcalens never guesses the host CPU; "
                         "name one (see --list-cpus)")
    opts.cpu, opts.cpu_given = value or "", True


def _loaded(name: str | None) -> Target | None:
    try:
        return get_target(name) if name is not None else None
    except UnknownTarget:
        return None


def _set_triple(opts: CliOptions, name: str, value: str | None) -> None:
    if _loaded(target_name(value or "")) is None:
        raise UsageError(f"unable to get target for '{value}': {SUPPORTED}")
    opts.triple, opts.triple_given = value or DEFAULT_TRIPLE, True


def _set_march(opts: CliOptions, name: str, value: str | None) -> None:
    # llvm-mca: -march replaces the triple's architecture (the target says how).
    target = _loaded(march_target(value or ""))
    if target is None:
        raise UsageError(f"invalid target '{value}': {SUPPORTED}")
    opts.triple, opts.triple_given = target.triple_for_march(value or "", opts.triple), True


def _set_skip(opts: CliOptions, name: str, value: str | None) -> None:
    if value not in (SKIP_NONE, SKIP_LACK_SCHED, SKIP_PARSE_FAILURE, SKIP_ANY):
        raise UsageError(f"for the {_flag(name)} option: Cannot find option named '{value}'!")
    opts.analysis = replace(opts.analysis, skip_unsupported=value)


def _set_rthroughput(opts: CliOptions, name: str, value: str | None) -> None:
    if value not in (RTHROUGHPUT_LLVM, RTHROUGHPUT_SEGMENTS):
        raise UsageError(f"for the -{name} option: Cannot find option named '{value}'!")
    opts.analysis = replace(opts.analysis, rthroughput=value)


def _set_instruction_tables(opts: CliOptions, name: str, value: str | None) -> None:
    opts.instruction_tables = (value,)


def _resolve_instruction_tables(opts: CliOptions) -> None:
    """-instruction-tables as the selected release's llvm-mca reads it: a boolean in 19; in a release
    whose set lists "instruction-tables-levels" (22) the levels none, normal (also no value) and full."""
    if opts.instruction_tables is None:
        return
    (value,) = opts.instruction_tables
    from .machine.releases import ENGINE_INSTRUCTION_TABLES_LEVELS, release_engine

    target = _loaded(target_name(opts.triple))
    levels = target is not None and ENGINE_INSTRUCTION_TABLES_LEVELS in release_engine(
        target.models_dir, opts.llvm_version)
    if not levels:
        opts.analysis = replace(opts.analysis, instruction_tables=_bool("instruction-tables", value))
        return
    if value not in (None, "", "none", "normal", "full"):
        raise UsageError(f"for the {_flag('instruction-tables')} option: Cannot find option named '{value}'!")
    opts.analysis = replace(opts.analysis, instruction_tables=value != "none", instruction_tables_full=value == "full")


def _set_mattr(opts: CliOptions, name: str, value: str | None) -> None:
    opts.mattr = value or ""


def _set_flag(attr: str) -> Setter:
    def setter(opts: CliOptions, name: str, value: str | None) -> None:
        setattr(opts, attr, _bool(name, value))

    return setter


def _set_group(opts: CliOptions, name: str, value: str | None) -> None:
    opts.groups[name] = (opts.position, _bool(name, value))


def _not_implemented(opts: CliOptions, name: str, value: str | None) -> None:
    if _bool(name, value):
        raise UsageError(f"-{name} ({NOT_IMPLEMENTED[name]}) is not implemented in mcalens yet")


def _set_input_output(attr: str) -> Setter:
    def setter(opts: CliOptions, name: str, value: str | None) -> None:
        setattr(opts, attr, value or "-")

    return setter


def _set_input_format(opts: CliOptions, name: str, value: str | None) -> None:
    if value not in ("asm", "hex", "elf", "nasm"):
        raise UsageError(f"for the {_flag(name)} option: '{value}' is not asm, hex, elf or nasm")
    opts.input_format = value
    opts.input_format_given = True


def _add_symbol(opts: CliOptions, name: str, value: str | None) -> None:
    opts.symbols.append(value or "")


def _set_address(opts: CliOptions, name: str, value: str | None) -> None:
    opts.address = value or ""


def _add_model_dir(opts: CliOptions, name: str, value: str | None) -> None:
    opts.model_dirs.append(value or ".")


def _set_llvm_version(opts: CliOptions, name: str, value: str | None) -> None:
    from .machine.releases import RELEASES, UnknownRelease, check_release

    try:
        opts.llvm_version = check_release(value or "")
    except UnknownRelease:
        raise UsageError(f"for the {_flag(name)} option: '{value}' is not a release mcalens has models for "
                         f"({', '.join(RELEASES)})") from None


# -output-asm-variant: -1 (llvm-mca's default) prints in the input's dialect; any other value but 0
# and 1 is refused when the printer is made, before the input is read (api.analyze).
OPTIONS: dict[str, tuple[bool, Setter]] = {
    "mcpu": (True, _set_cpu),
    "mattr": (True, _set_mattr),
    "mtriple": (True, _set_triple),
    "march": (True, _set_march),
    # The simulator's options, the report's, and the views' flags: declared with their records.
    **{flag: (kind not in (sim_options.BOOL, sim_options.NOT_BOOL), _set_sim(attr, kind))
       for flag, attr, kind in sim_options.FLAGS},
    **{flag: (kind != sim_options.BOOL, _set_analysis(attr, kind)) for flag, attr, kind in analysis_options.FLAGS},
    **{view.flag: (False, _set_view(view.name)) for view in VIEWS},
    "skip-unsupported-instructions": (True, _set_skip),
    "rthroughput": (True, _set_rthroughput),
    "instruction-tables": (False, _set_instruction_tables),
    "all-stats": (False, _set_group),
    "all-views": (False, _set_group),
    "json": (False, _set_flag("json")),
    "o": (True, _set_input_output("output")),
    "list-cpus": (False, _set_flag("list_cpus")),
    "model-dir": (True, _add_model_dir),
    "input-format": (True, _set_input_format),
    "symbol": (True, _add_symbol),
    "nasm": (True, lambda opts, name, value: setattr(opts, "nasm", value or "")),
    "nasm-include": (True, lambda opts, name, value: opts.nasm_includes.append(value or ".")),
    "nasm-define": (True, lambda opts, name, value: opts.nasm_defines.append(value or "")),
    "address": (True, _set_address),
    "llvm-version": (True, _set_llvm_version),
    "no-banner": (False, lambda opts, name, value: setattr(opts, "banner", not _bool(name, value))),
    "no-notes": (False, lambda opts, name, value: setattr(opts, "notes", not _bool(name, value))),
    "help": (False, _set_flag("help")),
    "version": (False, _set_flag("version")),
    "h": (False, _set_flag("help")),
    **{name: (False, _not_implemented) for name in NOT_IMPLEMENTED},
}


def _view_values(opts: CliOptions, *, out_of_order: bool) -> dict[str, bool]:
    """Each view's final value, as llvm-mca 19's processViewOptions computes it.

    Every option keeps its last value. When -all-views or -all-stats occurs, a view whose own option
    is absent or occurs *before* the group option takes the group option's value (so `-all-views=false`
    hides the default views, and `-timeline -all-views=false` hides the timeline). The statistics
    follow whichever of -all-views/-all-stats occurs last. On in-order CPUs the groups leave the
    bottleneck analysis and the retire statistics alone (the registry's `in_order_groups`).
    """
    values = {v.name: opts.views[v.name][1] if v.name in opts.views else v.default for v in VIEWS}
    all_views, all_stats = opts.groups.get(ALL_VIEWS), opts.groups.get(ALL_STATS)
    if all_views is None and all_stats is None:
        return values
    stats_group = all_stats if all_stats is not None and (all_views is None or all_views[0] < all_stats[0]) \
        else all_views
    for view in VIEWS:
        if not out_of_order and not view.in_order_groups:
            continue
        group = stats_group if ALL_STATS in view.groups else all_views if ALL_VIEWS in view.groups else None
        own = opts.views.get(view.name)
        if group is not None and (own is None or own[0] < group[0]):
            values[view.name] = group[1]
    return values


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
        opts.position = i
        if name not in OPTIONS:
            message = f"Unknown command line argument '{arg}'.  Try: '{PROG} --help'"
            from .machine.llvm_names import did_you_mean

            guess = did_you_mean(name, [n for n in OPTIONS if len(n) > 1])
            if guess:
                message += f"\n{PROG}: Did you mean '{_flag(guess)}{eq}{value}'?"
            raise UsageError(message)
        takes_value, setter = OPTIONS[name]
        if takes_value and not eq:
            if i >= len(argv):
                raise UsageError(f"for the {_flag(name)} option: requires a value!")
            value = argv[i]
            i += 1
        setter(opts, name, value if (eq or takes_value) else None)
    if len(positional) > 1:
        raise UsageError(f"Too many positional arguments specified!\nCan specify at most 1 positional arguments: "
                         f"See: {PROG} --help")
    if positional:
        opts.input = positional[0]
    _resolve_instruction_tables(opts)
    ooo, in_order = _view_values(opts, out_of_order=True), _view_values(opts, out_of_order=False)
    selection = ViewSelection(**ooo, in_order=tuple((k, v) for k, v in in_order.items() if v != ooo[k]))
    opts.analysis = replace(opts.analysis, views=selection, model_dirs=tuple(opts.model_dirs), triple=opts.triple,
                            mattr=opts.mattr, notes=opts.notes, label_errors=True,
                            llvm_version=opts.llvm_version)
    return opts


def _read_bytes(path: str, stdin_text: str | None) -> bytes:
    if path == "-":
        return stdin_text.encode("utf-8", "replace") if stdin_text is not None else sys.stdin.buffer.read()
    try:
        with open(path, "rb") as handle:
            return handle.read()
    except OSError as exc:
        raise UsageError(f"{path}: {exc.strerror or exc}") from None


def _read_input(path: str, stdin_text: str | None, data: bytes | None = None) -> InputText:
    name = "<stdin>" if path == "-" else path
    if data is None:
        data = _read_bytes(path, stdin_text)
    try:
        return decode_input(data, name, from_stdin=path == "-")
    except BinaryInput as exc:
        raise UsageError(str(exc)) from None


def _missing_model_dirs(model_dirs: list[str]) -> list[str]:
    """--model-dir and MCALENS_MODEL_PATH entries that are not directories (a typo must not pass
    silently for "use the shipped model")."""
    missing = [f"--model-dir {d}" for d in model_dirs if not os.path.isdir(d or ".")]  # "" is "." to pathlib
    env = os.environ.get("MCALENS_MODEL_PATH", "")
    missing += [f"MCALENS_MODEL_PATH entry {d}" for d in env.split(os.pathsep) if d and not os.path.isdir(d)]
    return missing


def _banner(opts: CliOptions, model_name: str) -> str:
    from .machine.releases import FULL_VERSIONS

    origin = "" if opts.cpu_given else ", default CPU"
    # Every run names the llvm-mca release it matches (and a release's inexactness): the banner is
    # mcalens' own line, above llvm-mca's output (`--no-banner` removes it).
    release = f", LLVM {FULL_VERSIONS[opts.llvm_version]}{'' if is_exact(opts.llvm_version) else ' not exact'}"
    return f"# mcalens: -mcpu={opts.cpu} (model {model_name}{origin}{release})\n"


def _triple_from_elf(opts: CliOptions) -> None:
    """Without -mtriple/-march, an AArch64 or i386 ELF file's machine field selects AArch64 or i686
    (x86-64 is the default already); anything unreadable is left to the input reader to report."""
    try:
        with open(opts.input, "rb") as handle:
            head = handle.read(20)
    except OSError:
        return
    if not head.startswith(b"\x7fELF"):  # assembly text: the ELF reader is not imported (start-up)
        return
    from .frontend.elf_file import elf_machine  # ELF input only

    machine = elf_machine(head)
    if machine in (183, 3):
        opts.triple = "aarch64-unknown-linux-gnu" if machine == 183 else "i686-unknown-linux-gnu"
        opts.analysis = replace(opts.analysis, triple=opts.triple)


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
    if opts.version:
        from .machine.llvm_names import version_text

        return 0, version_text(tuple((name, release_models_dir(get_target(package).models_dir, opts.llvm_version),
                                      selection) for package, name, _, selection in TARGETS)), ""
    # What llvm-mca does when it makes the subtarget: `help` lists CPUs and features on stderr (for
    # -mcpu the run then stops with status 1), unknown feature names are warnings and are ignored.
    if not opts.triple_given and opts.input != "-" and opts.input_format in ("asm", "elf"):
        _triple_from_elf(opts)
    target = get_target(target_name(opts.triple) or "x86")
    models_dir = release_models_dir(target.models_dir, opts.llvm_version)
    if not opts.cpu_given:
        opts.cpu = target.subtarget.default_cpu  # fixed per target, never the host (llvm-mca would ask the host)
    if opts.cpu == "help":
        from .machine.llvm_names import cpu_help_text
        from .machine.releases import CPU_HELP_STATUS

        # the release's list and exit status, as its llvm-mca prints it
        return CPU_HELP_STATUS[opts.llvm_version], "", cpu_help_text(models_dir)
    if not is_exact(opts.llvm_version):
        err.write(inexact_warning(opts.llvm_version) + "\n")  # never a silently different number
    if not opts.cpu:
        # llvm-mca exits 1 without a word here (an empty CPU name is not valid); mcalens says why.
        return 1, "", "error: -mcpu= names no CPU (see -mcpu=help and --list-cpus)\n"
    features = [f.strip() for f in opts.mattr.split(",") if f.strip()]
    if features:  # the names LLVM knows are read only when -mattr names features (start-up, issue 17)
        from .machine.llvm_names import cpu_help_text, unknown_features

        if any(f in ("help", "+help") for f in features):
            err.write(cpu_help_text(models_dir))
        for feature in unknown_features(opts.mattr, models_dir):
            err.write(f"'{feature}' is not a recognized feature for this target (ignoring feature)\n")
    # On x86-64 llvm-mca stays in 64-bit mode unless 64bit-mode ends up off (then it parses 32-bit
    # code); +16bit-mode/+32bit-mode alone change nothing. mcalens refuses the switch (docs/cli.md).
    last_64 = [f for f in features if f.lstrip("+-") == "64bit-mode"][-1:]
    if last_64 and last_64[0].startswith("-") and target.name == "x86":
        err.write(f"error: -mattr={last_64[0]}: mcalens does not switch the processor mode with -mattr; "
                  "use -mtriple (docs/cli.md)\n")
        return 1, "", err.getvalue()
    missing = _missing_model_dirs(opts.model_dirs)
    if missing:
        err.writelines(f"error: {where}: no such directory\n" for where in missing)
        return 1, "", err.getvalue()
    if opts.list_cpus:
        return _list_cpus(opts, target)
    name = opts.input if opts.input != "-" else "<stdin>"
    try:
        data = _read_bytes(opts.input, stdin_text)
        elf_input = opts.input_format == "elf" or (opts.input_format == "asm" and data[:4] == ELF_MAGIC)
        if (opts.symbols or opts.address is not None) and not elf_input:
            raise UsageError("--symbol and --address are for ELF input (--input-format=elf)")
        source = InputText("") if elf_input else _read_input(opts.input, stdin_text, data)
    except UsageError as exc:
        err.write(f"error: {exc}\n")
        return 1, "", err.getvalue()
    text = source.text
    err.writelines(f"{w}\n" for w in source.warnings)
    locations = None
    if elf_input:
        from .frontend.machine_code import disassemble_elf  # machine-code input only

        # decoded with the release's own tables, as its llvm-mc decodes
        elf = disassemble_elf(data, target, _release_isa(target, opts), opts.triple, symbols=opts.symbols,
                              address=opts.address, loops=opts.analysis.auto_regions,
                              lines=opts.analysis.json_extras and opts.json)
        err.writelines(f"warning: {name}: {w}\n" for w in elf.warnings)
        if elf.errors:
            err.writelines(f"error: {name}: {e}\n" for e in elf.errors)
            return 1, "", err.getvalue()
        text, locations = elf.text, elf.locations
        # the regions are the ELF reader's markers; the text's own loop search would see no labels
        opts.analysis = replace(opts.analysis, auto_regions=False)
    elif opts.input_format == "nasm" or (not opts.input_format_given and opts.input.endswith(".asm")
                                         and target.name == "x86"):
        from .frontend.nasm_input import NasmOptions, iter_messages, nasm_assembly  # NASM input only

        assembled = nasm_assembly(text, opts.input, target, _release_isa(target, opts), opts.triple,
                                  NasmOptions(opts.nasm, tuple(opts.nasm_includes), tuple(opts.nasm_defines)))
        err.writelines(f"{message}\n" for message in iter_messages(assembled, name))
        if assembled.failed:
            return 1, "", err.getvalue()
        text, locations = assembled.text, assembled.locations
        opts.analysis = replace(opts.analysis, auto_regions=False)  # the regions are nasm_input's
    elif opts.input_format == "hex":
        from .frontend.machine_code import disassemble_hex  # machine-code input only

        decoded = disassemble_hex(text, target, _release_isa(target, opts), opts.triple)
        if decoded.errors:
            err.writelines(f"error: {opts.input if opts.input != '-' else '<stdin>'}: {e}\n" for e in decoded.errors)
            return 1, "", err.getvalue()
        text = decoded.text
    for omitted in opts.omitted_views:
        err.write(f"warning: {omitted} is not implemented in mcalens yet; that view is omitted.\n")
    analysis = analyze(text, cpu=opts.cpu, options=replace(opts.analysis, expansions_below=source.expansions_below))
    filename = "<stdin>" if opts.input == "-" else opts.input
    hints = _target_hints(opts, target, text, filename) if analysis.failed and opts.notes else []
    for message in analysis.messages:
        if hints and message == BARE_CPU_NOTE:
            continue  # the hint below says which target has the CPU
        err.write(message.replace("<input>", filename) + "\n")
    err.writelines(f"{hint}\n" for hint in hints)
    if locations is not None and analysis.report is not None:
        _source_positions(analysis.report, locations)
    has_output = analysis.report is not None and bool(analysis.report.regions)
    if has_output and analysis.report is not None and not (analysis.failed and opts.json):
        if opts.json:
            if not analysis.failed:
                from .output.render_json import render_json  # -json only (start-up, issue 17)

                out.write(render_json(analysis.report, extras=opts.analysis.json_extras))
        else:
            if opts.banner and analysis.model is not None:
                out.write(_banner(opts, analysis.model.name))
            out.write(render_text(analysis.report, notes=opts.banner, waits=True))
    return (1 if analysis.failed else 0), out.getvalue(), err.getvalue()


def _source_positions(report: Report, locations: dict[int, DebugLocation | None]) -> None:
    """Machine-code input: each region's source lines become the DWARF lines of its instructions
    (0: none), with their files (`--json-extras`: "SourceLines", "SourceFiles")."""
    for region in report.regions:
        found = [locations.get(line) for line in region.source_lines]
        region.source_lines = tuple((loc.line if loc is not None else 0) - 1 for loc in found)
        region.source_files = tuple(loc.file if loc is not None else "" for loc in found)


def _list_cpus(opts: CliOptions, target: Target) -> tuple[int, str, str]:
    """--list-cpus: the target's CPUs with -mtriple/-march, else every target's, grouped under a
    heading naming the triple that selects it."""
    from .machine.model_load import (
        model_kinds,  # measured and user models say so; LLVM's rows stay as they were
    )

    if opts.triple_given:
        groups = [(target, opts.triple, "")]
    else:
        groups = [(get_target(package), triple, f"# {name}: {selection}\n")
                  for package, name, triple, selection in TARGETS]
    out: list[str] = []
    for group_target, triple, heading in groups:
        models_dir = release_models_dir(group_target.models_dir, opts.llvm_version)
        cpus = list_cpus(tuple(opts.model_dirs), triple, opts.llvm_version)
        if not cpus:
            return 1, "", f"error: no CPU models found (is models/{models_dir} installed?)\n"
        width = max(len(c) for c, _ in cpus)
        kinds = model_kinds(model_dirs=list(opts.model_dirs), target_dir=models_dir)
        out.append(heading)  # (no blank line between groups: every line has a first word)
        out += [f"{cpu:<{width}}  {model}"
                + (f"  ({kinds[model]} model)" if kinds.get(model, "llvm") != "llvm" else "") + "\n"
                for cpu, model in cpus]
    return 0, "".join(out), ""


# What api.analyze adds after an unknown CPU when it has no "did you mean" (replaced by a target hint).
BARE_CPU_NOTE = "note: (mcalens --list-cpus lists the CPUs that have a model)"


def _release_isa(target: Target, opts: CliOptions) -> Isa:
    """The ISA of the selected release's model set: machine code is decoded as its llvm-mc decodes."""
    return release_target(target, opts.llvm_version).load_isa()


def _cpu_names(package: str, model_dirs: tuple[str, ...], triple: str, release: str = DEFAULT_RELEASE) -> set[str]:
    from .machine.llvm_names import llvm_cpus

    return (set(llvm_cpus(release_models_dir(get_target(package).models_dir, release)))
            | {c for c, _ in list_cpus(model_dirs, triple, release)})


def _target_hints(opts: CliOptions, target: Target, text: str, filename: str) -> list[str]:
    """Notes for a failed run without -mtriple/-march: the target that has the -mcpu CPU, or the
    target the file looks written for (analysis/target_detect.py, as the language server decides)."""
    if opts.triple_given:
        return []
    release = opts.llvm_version
    if opts.cpu_given and opts.cpu not in _cpu_names(target.name, opts.model_dirs, opts.triple, release):
        for package, name, triple, _ in TARGETS:
            if package != target.name and opts.cpu in _cpu_names(package, opts.model_dirs, triple, release):
                article = "an" if name[0] in "AEIOx" else "a"  # an AArch64, an x86-64, an ARM, a RISC-V
                return [f"note: '{opts.cpu}' is {article} {name} CPU: add -mtriple={triple} "
                        f"(mcalens --list-cpus lists every target's CPUs)"]
        return []
    from .frontend.parse import source_lines
    from .target_detect import AARCH64, ARM, DISPLAY, RISCV, X86_64, detect_target

    lines = source_lines(text)  # lines as the parser splits them, numbered as llvm-mc's errors are
    choice = detect_target(lines)
    if choice.target == X86_64:
        return []
    shown = DISPLAY[choice.target]
    where = f"{filename}:{lines.number(choice.line)}" if choice.line is not None else filename
    evidence = f"{where}: this looks like {shown} assembly (from {choice.reason})"
    if choice.target == AARCH64:
        return [f"note: {evidence}: add -mtriple=aarch64 to analyse it as {shown}"]
    if choice.target == RISCV:
        return [f"note: {evidence}: add -mtriple=riscv64 (or riscv32) and -mcpu to analyse it as {shown}"]
    if choice.target == ARM:
        # the mode and profile the file's directives say (thumbv7m for Cortex-M Thumb code)
        return [f"note: {evidence}: add -mtriple={choice.triple.partition('-')[0]} and -mcpu "
                f"(e.g. {'cortex-m4' if choice.m_profile else 'cortex-a57'}) to analyse it as {shown}"]
    return [f"note: {evidence}, which mcalens does not model "
            f"(its targets: {', '.join(name for _, name, _, _ in TARGETS)})"]


def finish(code: int, out: str, err: str, output: str) -> int:
    """The end of a command's run: `err` to stderr, `out` to the `-o` file `output` (only when the
    run succeeded) or to stdout ("-"); the exit status (1 when the file cannot be written)."""
    if err:
        sys.stderr.write(err)
    if output != "-" and code == 0:
        try:
            with open(output, "w", encoding="utf-8") as handle:
                handle.write(out)
        except OSError as exc:
            sys.stderr.write(f"error: {output}: {exc.strerror or exc}\n")
            return 1
    elif out:
        sys.stdout.write(out)
    return code


def main(argv: list[str]) -> int:
    code, out, err = run(argv)
    output = "-"
    with contextlib.suppress(UsageError):
        output = parse_args(argv).output
    return finish(code, out, err, output)
