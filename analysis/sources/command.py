"""The compile command for one source file: which compiler, which flags, where, for which target.

Pure planning, nothing runs here. Flags come from `compile_commands.json` (found as clangd finds
it), from the command line, or from Cargo. Everything a cloned repository controls is hostile:

* The compiler a `compile_commands.json` names must be a known compiler driver (gcc, g++, cc, c++,
  clang, clang++, gfortran, flang, with an optional cross prefix such as `aarch64-linux-gnu-` and a
  version suffix such as `-19`), and only its name is used: it is looked up on PATH (absolute
  entries only), never run from a path the file gives. `ccache`/`sccache`/`distcc` in front are
  dropped. A compiler named on the command line (`--compiler`) is the user's choice and runs as
  given.
* Flags that load code into the compiler or name other programs are refused: the run stops with
  the reason (`-fplugin=`, `-fpass-plugin=`, `-Xclang -load`/`-plugin`/`-add-plugin`, `-B`,
  `-specs=`, `-wrapper`, `--plugin`, `-ccc-*`, `-mllvm -load`, `-fuse-ld` is dropped as link-only).
  Refused rather than dropped because the file then builds with code mcalens would not run,
  and numbers for a different build would be wrong without saying so.
* Flags that only write side files or change what is written are dropped: output (`-o`, `-c`, `-S`,
  `-E`), dependency files (`-M*`), `-save-temps`, `-fdump-*`, `-ftime-trace`, `-fsave-optimization-record`,
  `--coverage`, `-fstack-usage`, `-gsplit-dwarf` and every other `-g` (mcalens adds `-g`), `-flto*`
  (with `-S` it writes compiler IR, not machine code), linker and assembler options, other input files.
* `@file` response files are expanded here (nested at most 8 deep, 1 MB each) and their flags go
  through the same rules; the compiler never reads one.

The target triple follows the flags: `--target=`/`-target` (clang), the cross prefix of the
compiler's name, `-m32`/`-m64`, and otherwise the compiler's own default (`-dumpmachine`, asked
by `compile.py`).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
from dataclasses import dataclass, field

C = "c"
CXX = "c++"
FORTRAN = "fortran"
RUST = "rust"

EXTENSIONS = {
    ".c": C, ".i": C,
    ".cc": CXX, ".cpp": CXX, ".cxx": CXX, ".c++": CXX, ".C": CXX, ".cp": CXX, ".ii": CXX,
    ".f": FORTRAN, ".for": FORTRAN, ".f77": FORTRAN, ".f90": FORTRAN, ".f95": FORTRAN, ".f03": FORTRAN,
    ".f08": FORTRAN, ".F": FORTRAN, ".F90": FORTRAN, ".F95": FORTRAN, ".F03": FORTRAN, ".F08": FORTRAN,
    ".rs": RUST,
}

# Default compilers per language, first found on PATH.
DEFAULT_COMPILERS = {
    C: ("cc", "gcc", "clang", "clang-19"),
    CXX: ("c++", "g++", "clang++", "clang++-19"),
    FORTRAN: ("gfortran", "flang", "flang-new"),
    RUST: ("rustc",),
}

# A compiler driver's file name: optional cross prefix, the driver, optional version suffix.
_COMPILER_NAME = re.compile(
    r"^(?:(?P<prefix>[A-Za-z0-9_.]+(?:-[A-Za-z0-9_.]+){1,4})-)?"
    r"(?P<driver>gcc|g\+\+|cc|c\+\+|clang|clang\+\+|gfortran|flang|flang-new|rustc)"
    r"(?:-(?P<version>\d+(?:\.\d+){0,2}))?(?:\.exe)?$")
_WRAPPERS = frozenset({"ccache", "sccache", "distcc", "icecc"})

MAX_RESPONSE_DEPTH = 8
MAX_RESPONSE_BYTES = 1 << 20


class CommandError(Exception):
    """The file cannot be compiled safely or at all; the message says why (shown as is)."""


@dataclass(frozen=True, slots=True)
class CompilePlan:
    """What `compile_to_asm` runs: argv (argv[0] an absolute path to the compiler), working directory,
    and where the assembly appears (stdout, or `output_file` for Cargo)."""

    source: str  # absolute path of the source file
    language: str
    argv: tuple[str, ...]
    cwd: str
    origin: str  # where the flags came from, for the report ("compile_commands.json at DIR", ...)
    triple: str = ""  # "" = the compiler's default, asked with `-dumpmachine` (compile.target_triple)
    # The CPUs the flags tune for, most specific first: -mtune (the scheduling model gcc and clang
    # use), -mcpu, -march (rustc: -C target-cpu); empty when the flags name none.
    compiler_cpus: tuple[str, ...] = ()
    output_file: str = ""  # the assembly is written there instead of stdout (Cargo, rustc)
    notes: tuple[str, ...] = ()  # flags dropped, and other facts the user should see
    dumpmachine: tuple[str, ...] = ()  # argv asking the compiler for its default triple ("" = none)


@dataclass(frozen=True, slots=True)
class PlanRequest:
    """What the user asked: the file, an explicit compiler, where compile_commands.json is, flags."""

    path: str
    compiler: str = ""  # --compiler: run as given (the user's own choice)
    compile_commands_dir: str = ""  # --compile-commands DIR
    flags: tuple[str, ...] = ()  # after `--`
    cargo: bool = True  # Rust files in a Cargo package build through `cargo rustc` (runs build scripts)
    environment_path: str | None = None  # PATH to search (None: os.environ's)
    scratch_dir: str = ""  # where rustc/cargo write the assembly (compile.py makes one)
    extra: dict[str, str] = field(default_factory=dict)


def language_of(path: str) -> str | None:
    _, ext = os.path.splitext(path)
    return EXTENSIONS.get(ext) or EXTENSIONS.get(ext.lower())


def compiler_name_parts(name: str) -> tuple[str, str] | None:
    """(cross prefix, driver) for a recognised compiler file name, else None."""
    match = _COMPILER_NAME.match(os.path.basename(name))
    if match is None:
        return None
    return match.group("prefix") or "", match.group("driver")


def _search_path(environment_path: str | None) -> str:
    """PATH without relative entries: `.` or `bin` would find a program in the directory being
    analysed (a cloned repository), which is exactly what must not run."""
    raw = os.environ.get("PATH", "") if environment_path is None else environment_path
    return os.pathsep.join(entry for entry in raw.split(os.pathsep) if os.path.isabs(entry))


def which(name: str, environment_path: str | None = None) -> str | None:
    return shutil.which(name, path=_search_path(environment_path))


# ------------------------------------------------------------------------------ compile_commands.json


def find_compile_commands(source: str, directory: str = "") -> str | None:
    """The compile_commands.json clangd would use: DIR/compile_commands.json for an explicit
    directory, else the first in the file's directory or a parent, or in `build/` beside either."""
    if directory:
        candidate = os.path.join(directory, "compile_commands.json")
        return candidate if os.path.isfile(candidate) else None
    return find_upwards(source, ("compile_commands.json", os.path.join("build", "compile_commands.json")))


def find_upwards(source: str, names: tuple[str, ...]) -> str | None:
    """The first of `names` (paths relative to a folder) that is a file in the source's directory
    or the nearest parent that has one."""
    folder = os.path.dirname(os.path.abspath(source))
    while True:
        for name in names:
            candidate = os.path.join(folder, name)
            if os.path.isfile(candidate):
                return candidate
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def database_entry(database: str, source: str) -> tuple[list[str], str] | None:
    """(arguments, directory) of the entry for `source`, or None. `command` strings are split with
    shlex (POSIX rules, never a shell); an unreadable or malformed file raises CommandError."""
    try:
        with open(database, "rb") as handle:
            data = handle.read(64 << 20)
        entries = json.loads(data.decode("utf-8", "replace"))
    except (OSError, ValueError) as exc:
        raise CommandError(f"{database}: not a readable compilation database ({exc})") from None
    if not isinstance(entries, list):
        raise CommandError(f"{database}: not a compilation database (a JSON list of entries)")
    wanted = os.path.realpath(source)
    for entry in entries:
        if not isinstance(entry, dict):
            continue
        directory = entry.get("directory")
        file_name = entry.get("file")
        if not isinstance(directory, str) or not isinstance(file_name, str):
            continue
        if os.path.realpath(os.path.join(directory, file_name)) != wanted:
            continue
        arguments = entry.get("arguments")
        if isinstance(arguments, list) and arguments and all(isinstance(a, str) for a in arguments):
            return list(arguments), directory
        command = entry.get("command")
        if isinstance(command, str):
            try:
                split = shlex.split(command)
            except ValueError as exc:
                raise CommandError(f"{database}: the command for {file_name} does not split ({exc})") from None
            if split:
                return split, directory
        raise CommandError(f"{database}: the entry for {file_name} has neither `arguments` nor `command`")
    return None


# ------------------------------------------------------------------------------ flags

# Options whose value is the next argument (gcc and clang spellings), so that value is not taken for
# an input file.
_TAKES_VALUE = frozenset({
    "-o", "-MF", "-MT", "-MQ", "-MJ", "-x", "-I", "-D", "-U", "-include", "-imacros", "-isystem", "-idirafter",
    "-iquote", "-iprefix", "-iwithprefix", "-iwithprefixbefore", "-isysroot", "--sysroot", "-target", "-arch",
    "-Xclang", "-mllvm", "-Xpreprocessor", "-Xlinker", "-Xassembler", "-l", "-L", "-aux-info", "-specs",
    "--param", "-imultilib", "-F", "-framework", "-ivfsoverlay", "-working-directory", "-A", "-Xarch_host",
    "-Xcuda-ptxas", "-Xopenmp-target", "--serialize-diagnostics", "-dependency-file", "-z", "-u", "-T", "-e",
    "-wrapper", "-B", "--gcc-toolchain", "-module-file-info", "-fmodule-file", "-J",
})

# Refused: they load code into the compiler or make it run other programs (see the module docstring).
_REFUSED_PREFIXES = ("-fplugin=", "-fplugin-arg-", "-fpass-plugin=", "-specs=", "--specs=", "-B", "--plugin",
                     "-ccc-", "-wrapper", "--config", "-iplugindir=")
_REFUSED_EXACT = frozenset({"-load", "-plugin", "-specs", "--specs", "-wrapper", "-B", "--plugin", "--config"})
_REFUSED_CC1 = ("-load", "-plugin", "-add-plugin", "-fpass-plugin", "-plugin-arg", "-load-pass-plugin")

# Dropped: options that write files beside the output, or are for stages after `-S`.
_DROPPED_EXACT = frozenset({
    "-c", "-S", "-E", "-M", "-MM", "-MD", "-MMD", "-MP", "-MG", "-save-temps", "--coverage", "-ftest-coverage",
    "-fprofile-arcs", "-fstack-usage", "-fsave-optimization-record", "-ftime-trace", "-pipe", "-shared",
    "-static", "-pie", "-no-pie", "-rdynamic", "-s", "-ffat-lto-objects", "-fno-fat-lto-objects",
    "-emit-llvm", "-P", "-H", "-v", "-###",
})
_DROPPED_PREFIXES = ("-save-temps=", "-fdump-", "-ftime-trace", "-fsave-optimization-record=",
                     "-foptimization-record-", "-fcallgraph-info", "-Wl,", "-Wa,", "-Wp,-M", "-flto",
                     "-fuse-ld=", "-fcrash-diagnostics-dir", "-fprofile-note=", "-dumpbase", "-dumpdir",
                     "-fdiagnostics-format", "-fopt-info", "-ffile-prefix-map=", "-fdebug-prefix-map=")
_DROPPED_WITH_VALUE = frozenset({"-o", "-MF", "-MT", "-MQ", "-MJ", "-Xlinker", "-Xassembler", "-aux-info",
                                 "--serialize-diagnostics", "-dependency-file", "-l", "-L", "-z", "-u", "-T",
                                 "-e"})


def _is_debug_flag(arg: str) -> bool:
    # -g, -g0..3, -ggdb, -gdwarf-N, -gsplit-dwarf, -gz... (but not -gnat, -gen-*: none are C flags)
    return arg == "-g" or bool(re.match(r"^-g(?:\d|gdb|dwarf|split-dwarf|line-|column-info|z|btf|codeview|"
                                        r"full|no-|record|pubnames|strict|inline|statement|embed|"
                                        r"simple|use-|modules|column)", arg))


def expand_response_files(args: list[str], cwd: str, depth: int = 0) -> list[str]:
    """`@file` arguments replaced by the arguments in the file (split with shlex, never a shell),
    relative to `cwd`; the expansion's flags are checked like the others by the caller."""
    out: list[str] = []
    for arg in args:
        if not arg.startswith("@") or len(arg) == 1:
            out.append(arg)
            continue
        if depth >= MAX_RESPONSE_DEPTH:
            raise CommandError(f"response files nest deeper than {MAX_RESPONSE_DEPTH} ({arg})")
        path = os.path.join(cwd, arg[1:])
        try:
            with open(path, "rb") as handle:
                data = handle.read(MAX_RESPONSE_BYTES + 1)
        except OSError as exc:
            raise CommandError(f"response file {arg}: {exc.strerror or exc}") from None
        if len(data) > MAX_RESPONSE_BYTES:
            raise CommandError(f"response file {arg} is larger than {MAX_RESPONSE_BYTES} bytes")
        try:
            inner = shlex.split(data.decode("utf-8", "replace"))
        except ValueError as exc:
            raise CommandError(f"response file {arg} does not split ({exc})") from None
        out += expand_response_files(inner, cwd, depth + 1)
    return out


@dataclass(slots=True)
class _Flags:
    kept: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    inputs: list[str] = field(default_factory=list)
    triple: str = ""
    bits: str = ""  # "32" / "64" / "x32" from -m32/-m64/-mx32
    cpu: str = ""  # -mcpu= (AArch64), else -march=/-mtune= when it names a CPU (x86)
    march: str = ""
    mtune: str = ""


def sanitize_flags(args: list[str], cwd: str) -> _Flags:
    """gcc/clang/gfortran flags -> the flags to compile with, the ones dropped, the inputs seen.
    Raises CommandError for a refused flag (its reason in the message)."""
    flags = _Flags()
    expanded = expand_response_files(args, cwd)
    index = 0
    while index < len(expanded):
        arg = expanded[index]
        index += 1
        value = expanded[index] if index < len(expanded) else None
        if arg in _REFUSED_EXACT or arg.startswith(_REFUSED_PREFIXES):
            raise CommandError(f"refused flag '{arg}': it makes the compiler load or run another program "
                               f"(mcalens runs only the compiler itself; docs/source.md)")
        if arg in ("-Xclang", "-mllvm", "-Xarch_host", "-Xopenmp-target", "-Xpreprocessor") and value is not None:
            if value.lstrip("-").startswith(tuple(f.lstrip("-") for f in _REFUSED_CC1)) or "plugin" in value:
                raise CommandError(f"refused flag '{arg} {value}': it makes the compiler load a plugin "
                                   f"(docs/source.md)")
            if arg == "-mllvm" and ("file" in value or "output" in value):
                raise CommandError(f"refused flag '{arg} {value}': it makes the compiler write a file "
                                   f"(docs/source.md)")
            if value.startswith(("-M", "-dependency-file", "-sys-header-deps")):
                # A dependency file requested from the front end directly: dropped with its value
                # (`-Xclang -MT -Xclang target`).
                flags.dropped += [arg, value]
                index += 1
                if (value in ("-MF", "-MT", "-MQ", "-dependency-file") and index + 1 < len(expanded)
                        and expanded[index] == arg):
                    flags.dropped += expanded[index:index + 2]
                    index += 2
                continue
            flags.kept += [arg, value]
            index += 1
            continue
        if arg in _DROPPED_WITH_VALUE:
            flags.dropped += [arg] + ([value] if value is not None else [])
            index += 1
            continue
        if (arg in _DROPPED_EXACT or arg.startswith(_DROPPED_PREFIXES) or _is_debug_flag(arg)
                or (arg.startswith(("-o", "-MF", "-MT", "-MQ", "-MJ", "-l", "-L")) and len(arg) > 2)):
            flags.dropped.append(arg)
            continue
        if arg.startswith("--target="):
            flags.triple = arg.partition("=")[2]
        elif arg in ("-target", "--target") and value is not None:
            flags.triple = value
        elif arg in ("-m32", "-m64", "-mx32"):
            flags.bits = arg[2:]
        elif arg.startswith("-mcpu="):
            flags.cpu = arg.partition("=")[2]
        elif arg.startswith("-march="):
            flags.march = arg.partition("=")[2]
        elif arg.startswith("-mtune="):
            flags.mtune = arg.partition("=")[2]
        if arg in _TAKES_VALUE and value is not None:
            flags.kept += [arg, value]
            index += 1
            continue
        if not arg.startswith("-") or arg == "-":
            flags.inputs.append(arg)  # input files: the one being analysed is added back by the caller
            continue
        flags.kept.append(arg)
    return flags


# ------------------------------------------------------------------------------ targets

def triple_from_flags(prefix: str, flags: _Flags) -> str:
    """The target triple the flags select ("" = the compiler's default): --target/-target first,
    then the cross prefix of the compiler's name; -m32/-mx32 adjust an x86 triple."""
    triple = flags.triple or prefix
    if flags.bits:
        base = triple or ""
        arch = base.split("-", 1)[0] if base else ""
        rest = base.split("-", 1)[1] if "-" in base else "unknown-linux-gnu"
        if flags.bits == "32" and (not arch or arch in ("x86_64", "amd64", "i386", "i486", "i586", "i686")):
            triple = f"i686-{rest}"
        elif flags.bits in ("64", "x32") and (not arch or arch.startswith("i") or arch == "x86_64"):
            triple = f"x86_64-{rest}" + ("x32" if flags.bits == "x32" and not rest.endswith("x32") else "")
    return triple


def mcalens_triple(triple: str) -> tuple[str, str]:
    """A compiler's triple -> (the triple mcalens analyses with, "") or ("", why not)."""
    from ..targets.target import target_name

    if target_name(triple) is not None:
        return triple, ""
    return "", (f"the compiler targets '{triple}'; mcalens models x86-64, AArch64 and RISC-V only "
                f"(select one with --target=/-target or a cross compiler)")


# ------------------------------------------------------------------------------ planning


def resolve_compiler(request: PlanRequest, language: str, named: str | None) -> tuple[str, str]:
    """(absolute compiler path, how it was chosen). `named`: the compiler compile_commands.json names."""
    if request.compiler:
        explicit = request.compiler
        found = (os.path.abspath(explicit) if os.sep in explicit else which(explicit, request.environment_path))
        if found is None or not os.path.isfile(found) or not os.access(found, os.X_OK):
            raise CommandError(f"--compiler {explicit}: no such executable")
        return found, "--compiler"
    if named is not None:
        name = os.path.basename(named)
        if compiler_name_parts(name) is None:
            raise CommandError(f"compile_commands.json names '{named}' as the compiler, which is not a known "
                               f"compiler driver; mcalens runs only gcc, g++, cc, c++, clang, clang++, gfortran, "
                               f"flang or rustc (with a cross prefix or version suffix); name one with --compiler "
                               f"to override")
        found = which(name, request.environment_path)
        if found is None:
            raise CommandError(f"compile_commands.json names '{named}'; no '{name}' on PATH (mcalens looks "
                               f"compilers up on PATH and never runs one from a path the file gives; "
                               f"use --compiler PATH)")
        return found, "compile_commands.json"
    for candidate in DEFAULT_COMPILERS[language]:
        found = which(candidate, request.environment_path)
        if found is not None:
            return found, "default"
    raise CommandError(f"no {language} compiler on PATH (tried {', '.join(DEFAULT_COMPILERS[language])}); "
                       f"use --compiler")


def plan_native(request: PlanRequest) -> CompilePlan:
    """The compile command for a C, C++ or Fortran file (plan.plan_compile picks by language;
    CommandError says why there is none)."""
    source = os.path.abspath(request.path)
    if not os.path.isfile(source):
        raise CommandError(f"{request.path}: no such file")
    language = language_of(source)
    if language is None:
        raise CommandError(f"{request.path}: not a C, C++, Fortran or Rust file (by its extension: "
                           f"{', '.join(sorted(EXTENSIONS))})")
    if language == RUST:
        raise CommandError(f"{request.path}: a Rust file (planned by sources/rust.py)")
    notes: list[str] = []
    named: str | None = None
    args: list[str] = list(request.flags)
    cwd = os.getcwd()
    origin = "flags after --" if request.flags else "no flags"
    database = find_compile_commands(source, request.compile_commands_dir)
    if request.compile_commands_dir and database is None:
        raise CommandError(f"--compile-commands {request.compile_commands_dir}: no compile_commands.json there")
    if database is not None:
        entry = database_entry(database, source)
        if entry is None:
            notes.append(f"{database} has no entry for this file; compiling with "
                         + ("the flags after --" if request.flags else "no flags"))
        else:
            arguments, directory = entry
            if not os.path.isdir(directory):
                raise CommandError(f"{database}: the entry's directory {directory} does not exist")
            cwd = directory
            origin = f"compile_commands.json ({database})"
            arguments = list(arguments)
            while arguments and os.path.basename(arguments[0]) in _WRAPPERS:
                notes.append(f"dropped the wrapper '{arguments[0]}'")
                arguments = arguments[1:]
            if not arguments:
                raise CommandError(f"{database}: the entry for this file names no compiler")
            named, args = arguments[0], arguments[1:] + list(request.flags)
    compiler, chosen = resolve_compiler(request, language, named)
    if named is not None and not request.compiler and os.sep in named and os.path.realpath(named) != os.path.realpath(compiler):
        notes.append(f"compile_commands.json names {named}; mcalens ran '{os.path.basename(named)}' from PATH "
                     f"({compiler}), never a path the file gives (--compiler {named} runs that one)")
    parts = compiler_name_parts(compiler)
    prefix = parts[0] if parts is not None else ""
    if parts is not None and parts[1] == "rustc":
        raise CommandError(f"{compiler} is a Rust compiler; {request.path} is {language}")
    flags = sanitize_flags(args, cwd)
    if flags.dropped:
        notes.append(f"dropped {' '.join(shlex.quote(f) for f in flags.dropped)}")
    others = [i for i in flags.inputs if os.path.realpath(os.path.join(cwd, i)) != os.path.realpath(source)]
    if others:
        notes.append(f"dropped other inputs {' '.join(shlex.quote(f) for f in others)}")
    if not any(f.startswith("-O") for f in flags.kept):
        notes.append("no -O flag: the compiler's default (-O0 for gcc and clang) is analysed")
    triple = triple_from_flags(prefix, flags)
    target_flags = [f for f in flags.kept if f.startswith(("--target=", "-m32", "-m64", "-mx32"))]
    if "-target" in flags.kept:
        position = flags.kept.index("-target")
        target_flags += flags.kept[position:position + 2]
    argv = (compiler, *flags.kept, "-S", "-g", "-fno-lto" if _is_clang_or_gcc(compiler) else "", "-o", "-", source)
    cpus = tuple(dict.fromkeys(c for c in (flags.mtune, flags.cpu, flags.march) if c))
    return CompilePlan(
        source=source, language=language, argv=tuple(a for a in argv if a), cwd=cwd,
        origin=f"{origin}; compiler: {chosen}", triple=triple, compiler_cpus=cpus, notes=tuple(notes),
        dumpmachine=(compiler, *target_flags, "-dumpmachine"),
    )


def _is_clang_or_gcc(compiler: str) -> bool:
    """Drivers that take -fno-lto (the build's -flto is dropped; a specs/config default would not be)."""
    parts = compiler_name_parts(compiler)
    return parts is not None and parts[1] in ("gcc", "g++", "clang", "clang++", "cc", "c++")
