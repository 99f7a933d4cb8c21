"""NASM sources in: an `.asm` file assembled by the real `nasm` into an ELF object with DWARF lines,
decoded as llvm-mc --disassemble prints the bytes, and mapped back to the `.asm` lines
(docs/nasm.md).

Two readings of nasm's output give each instruction its line:

- the DWARF line table (`-g -F dwarf`) gives the innermost position: for an instruction written by
  a macro, the line of the macro's definition (x86inc.asm:1528 for every `mova`);
- the listing (`-l`, with `-Lf` so that `.nolist` macros are listed too) gives each line nasm
  emitted bytes for, its address, bytes and macro/include depth (`<1>`); the call site is the last
  line of the `.asm` file itself (depth 0) before it. An instruction is matched to its listing line
  by address, bytes (relocated fields are wildcards) and the DWARF line, so that sections whose
  addresses overlap (`.rodata` and `.text` both start at 0) are told apart.

Regions come from `; LLVM-MCA-BEGIN`/`; LLVM-MCA-END` comments of the `.asm` file (the
instructions listed between them) or, without markers, each function's innermost loops, found from
its backward branches as for ELF input; a function with no loop is one region. Functions are the
`STT_FUNC` symbols (x86inc's `cglobal` writes `global name:function` without a size, so a function
runs to the next one; the alignment padding the next `cglobal` writes is left out).

The file is hostile input. nasm runs as an executable with an argument list (never a shell), in a
temporary directory, with an empty environment (`%!VAR` and `NASMENV` see nothing), a time limit and
limits on memory and written file size. What nasm may read is checked before it assembles: a first
run (`-M`, the preprocessor only) lists every file the source reads (`%include`, `incbin`,
`%depend`); each must resolve, symbolic links followed, inside the source's directory or a configured
include directory, or nothing is assembled and the diagnostic names the file. nasm's messages about
other files are not shown (their text could be another file's content).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .debug_lines import DebugLocation

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from ..isa import Isa
    from ..targets.target import Target
    from .elf_file import Code, ElfFile
    from .elf_lines import LineTable

# nasm's time limit per run: CPU seconds (RLIMIT_CPU), and five times as many seconds of wall-clock
# time, so that a loaded machine does not fail a file that needs the CPU time (dav1d's ipred_avx2.asm:
# 3 s of CPU, 17 s of wall-clock time on a busy shared machine).
TIMEOUT = 60.0
_MEMORY_LIMIT = 4 << 30  # address space of the nasm process
_FILE_LIMIT = 1 << 30  # largest file nasm may write (the listing of a large x86inc file is ~100 MB)
_MARKER = re.compile(r"^\s*;\s*LLVM-MCA-(?P<kind>BEGIN|END)\b[ \t]*(?P<name>[^;\r\n]*?)\s*$")
# nasm's messages: "file:line: error: text"; "file:line: ... from macro `x' defined here" follows a
# message from inside a macro (the first line is the call site).
_MESSAGE = re.compile(r"^(?P<file>.*?):(?P<line>\d+): (?P<severity>error|warning|fatal|panic|note|debug)"
                      r"(?:\s*\([^)]*\))?: (?P<text>.*)$")
_CONTEXT = re.compile(r"^(?P<file>.*?):(?P<line>\d+): \.\.\. (?P<text>.*)$")
_BARE = re.compile(r"^nasm: (?P<severity>error|warning|fatal|panic)(?:\s*\([^)]*\))?: (?P<text>.*)$")


@dataclass(frozen=True, slots=True)
class NasmOptions:
    """How nasm is run: its executable (None: `nasm` on PATH), include directories beyond the
    source's own (`-I`), and `-D` definitions (`NAME` or `NAME=VALUE`)."""

    nasm: str | None = None
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    timeout: float = TIMEOUT


@dataclass(frozen=True, slots=True)
class NasmDiagnostic:
    """A message about the `.asm` file: its 0-based line (-1: the file as a whole)."""

    line: int
    severity: str  # "error" or "warning"
    message: str


@dataclass(frozen=True, slots=True)
class NasmRegion:
    """One region: its name, the `.asm` lines its instructions come from (0-based, first and last),
    and its bytes as the object holds them (relocations not applied)."""

    name: str
    first_line: int
    last_line: int
    code: bytes
    text: str  # its instructions as the analysed text holds them (no markers)
    # per line of `text`: the 0-based `.asm` line (-1: unknown) and the innermost position
    lines: tuple[tuple[int, tuple[str, int] | None], ...] = ()


@dataclass(slots=True)
class NasmAssembly:
    """The assembly text mcalens analyses (llvm-mc's printing of the regions' bytes, between
    region markers), each text line's `.asm` position, and for each `.asm` line the instructions
    it produced (`expansions`: llvm-mc text and the innermost position, for hovers)."""

    text: str = ""
    diagnostics: list[NasmDiagnostic] = field(default_factory=list)
    locations: dict[int, DebugLocation | None] = field(default_factory=dict)
    expansions: dict[int, list[tuple[str, str]]] = field(default_factory=dict)
    regions: list[NasmRegion] = field(default_factory=list)
    functions: list[str] = field(default_factory=list)  # the functions decoded (refused ones are warnings)

    @property
    def failed(self) -> bool:
        return any(d.severity == "error" for d in self.diagnostics)


def find_nasm(configured: str | None = None) -> str | None:
    """The nasm executable: `configured` (a path or a name on PATH), else the MCALENS_NASM
    environment variable, else `nasm` on PATH."""
    configured = configured or os.environ.get("MCALENS_NASM") or None
    if configured:
        if os.sep in configured:
            return configured if os.path.isfile(configured) and os.access(configured, os.X_OK) else None
        return shutil.which(configured)
    return shutil.which("nasm")


def missing_message(configured: str | None) -> str:
    if configured:
        return f"nasm not found at '{configured}' (NASM sources are assembled with nasm; docs/nasm.md)"
    return ("nasm is not installed or not on PATH: NASM sources are assembled with nasm (Debian: apt install "
            "nasm; or give its path with --nasm PATH / the editor setting mcalens.nasm.path; docs/nasm.md)")


# ---------------------------------------------------------------------------------------------
# The listing


@dataclass(slots=True)
class ListingLine:
    """One line nasm emitted bytes for: its index among the listing's lines, the line number in
    the file that holds it, its macro/include depth (0: the `.asm` file itself), the address, the
    hex field (continuations joined) and the call site (0-based line of the `.asm` file)."""

    index: int
    number: int
    depth: int
    address: int
    hex: str
    site: int
    source: str


_LISTING = re.compile(r"^\s*(?P<number>\d+) (?:(?P<address>[0-9A-F]{8,16}) (?P<hex>\S+))?")
_DEPTH = re.compile(r"^\s*<(?P<depth>\d+)>")


def parse_listing(text: str, source: str = "") -> tuple[list[ListingLine], list[tuple[int, int]]]:
    """The listing's lines that emitted bytes, and where each line of the `.asm` file (0-based) was
    listed: (listing index, line), in listing order (markers are found there; a line inside a
    function template is listed once per expansion).

    An emitted line's call site is the line of the `.asm` file that led to it: the top-level line,
    or, when that calls a macro of the `.asm` file that is a function template (its body defines a
    local label or calls `cglobal`, as dav1d's functions instantiated per instruction set do), the
    line inside the template, and so on inward. Other macros (x86inc's, the file's own helpers)
    are attributed to their call site."""
    templates = _template_lines(source)
    own_lines = _source_lines(source) if source else []
    emitted: list[ListingLine] = []
    listed: list[tuple[int, int]] = []
    chain: list[tuple[int, str]] = []
    continued = False
    for index, raw in enumerate(text.splitlines()):
        match = _LISTING.match(raw)
        if match is None:
            continue
        number = int(match.group("number"))
        rest = raw[35:] if len(raw) > 35 else ""
        depth_match = _DEPTH.match(rest)
        depth = int(depth_match.group("depth")) if depth_match else 0
        line_text = raw[40:] if len(raw) > 40 else ""
        hex_field = match.group("hex")
        if continued and hex_field is not None and emitted and not line_text.strip():
            # a continuation of the previous line's bytes (its hex field ended with '-')
            emitted[-1].hex += hex_field.rstrip("-")
            continued = hex_field.endswith("-")
            continue
        continued = False
        if depth > len(chain):
            continue  # a depth nasm did not announce: not a line to attribute
        del chain[depth:]
        chain.append((number, line_text))
        if depth == 0 and own_lines and not (0 < number <= len(own_lines)
                                             and _collapse(own_lines[number - 1]) == _collapse(line_text)):
            # not the file's own line as written (a listing format this reader does not know):
            # what it makes gets no line rather than a wrong one
            chain[0] = (0, line_text)
        site, site_depth = chain[0][0] - 1, 0
        for inner_number, inner_text in chain[1:]:
            if templates.get(inner_number - 1) != _collapse(inner_text):
                break
            site, site_depth = inner_number - 1, site_depth + 1
        if site_depth == depth and site >= 0:
            listed.append((index, site))
        if hex_field is not None:
            emitted.append(ListingLine(index, number, depth, int(match.group("address"), 16),
                                       hex_field.rstrip("-"), site, line_text))
            continued = hex_field.endswith("-")
    return emitted, listed


_MACRO_START = re.compile(r"^\s*%i?macro\b", re.IGNORECASE)
_MACRO_END = re.compile(r"^\s*%endm(?:acro)?\b", re.IGNORECASE)
_TEMPLATE_SIGN = re.compile(r"^\s*(?:\.[A-Za-z_$?@][\w$#@~.?]*:|cglobal\b)")


def _macro_lines(source: str) -> set[int]:
    """The 0-based lines inside `%macro` ... `%endmacro` (nasm lists them once, where defined)."""
    found: set[int] = set()
    depth = 0
    for number, line in enumerate(_source_lines(source)):
        if _MACRO_END.match(line):
            depth = max(depth - 1, 0)
        elif _MACRO_START.match(line):
            depth += 1
        elif depth:
            found.add(number)
    return found


def _source_lines(source: str) -> list[str]:
    """The source's lines as nasm numbers them (at line feeds only: a form feed is not a line end)."""
    return [line.rstrip("\r") for line in source.split("\n")]


def _collapse(line: str) -> str:
    return " ".join(line.split())


def _template_lines(source: str) -> dict[int, str]:
    """The body lines (0-based -> text, whitespace collapsed) of the file's function templates:
    `%macro`s whose body defines a local label or calls `cglobal`."""
    found: dict[int, str] = {}
    body: list[tuple[int, str]] | None = None
    for number, line in enumerate(_source_lines(source)):
        if body is None:
            if _MACRO_START.match(line):
                body = []
            continue
        if _MACRO_END.match(line):
            if any(_TEMPLATE_SIGN.match(text) for _, text in body):
                found.update((n, _collapse(text)) for n, text in body)
            body = None
            continue
        if _MACRO_START.match(line):  # a nested definition: only the outer body counts
            body = None
            continue
        body.append((number, line))
    return found


def _hex_matches(pattern: str, data: bytes, at: int) -> bool:
    """Whether the listing's hex field agrees with `data` at `at`: digits outside brackets are
    bytes; relocated fields, `(..)` and `[..]`, match anything; `<rep>`/`<bin>`/`<res>` end the
    comparison."""
    position = at
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c in "([":
            close = pattern.find(")" if c == "(" else "]", i)
            if close < 0:
                return True
            position += (close - i - 1) // 2
            i = close + 1
            continue
        if c == "<":
            return True
        pair = pattern[i : i + 2]
        if len(pair) < 2 or position >= len(data):
            return len(pair) < 2
        try:
            if int(pair, 16) != data[position]:
                return False
        except ValueError:
            return False
        position += 1
        i += 2
    return True


# ---------------------------------------------------------------------------------------------
# Running nasm


def _limit(pid: int, cpu_seconds: int) -> None:
    """CPU time, address space and written file size limits on the started nasm (prlimit on its
    pid: no code runs between fork and exec, which is unsafe in the threaded language server)."""
    try:
        import resource

        resource.prlimit(pid, resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
        resource.prlimit(pid, resource.RLIMIT_AS, (_MEMORY_LIMIT, _MEMORY_LIMIT))
        resource.prlimit(pid, resource.RLIMIT_FSIZE, (_FILE_LIMIT, _FILE_LIMIT))
    except (ImportError, AttributeError, ValueError, OSError):
        pass  # not Linux, or nasm already gone: the wall-clock limit still holds


def _run(argv: list[str], cwd: str, timeout: float) -> tuple[int, str]:
    """nasm's exit status and messages; -1 when it could not run or ran out of time."""
    limit = max(int(timeout), 1)
    try:
        process = subprocess.Popen(argv, cwd=cwd, env={}, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT)
    except OSError as exc:
        return -1, f"nasm could not be run: {exc}"
    _limit(process.pid, limit)
    try:
        out, _ = process.communicate(timeout=5 * limit)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        return -1, f"nasm did not finish within {5 * limit} s"
    if process.returncode < 0:
        import signal

        if -process.returncode in (signal.SIGXCPU, signal.SIGKILL):
            return -1, f"nasm used more than {limit} s of CPU time and was stopped"
        return -1, f"nasm was stopped by signal {-process.returncode} (its memory limit is {_MEMORY_LIMIT >> 30} GB)"
    return process.returncode, out.decode("utf-8", "replace")


def _dependencies(text: str) -> list[str]:
    """The files of a `-M -MW` dependency list (`target : a "b c" ...`)."""
    _, _, rest = text.partition(" : ")
    rest = rest.replace("\\\n", " ")
    return [m.group(1) if m.group(1) is not None else m.group(2)
            for m in re.finditer(r'"([^"]*)"|(\S+)', rest) if (m.group(1) or m.group(2)) not in ("\\",)]


def _source_name(filename: str) -> str:
    """The name of nasm's copy of the source: the file's name, made of safe characters and never
    starting with '-' (nasm would read it as an option)."""
    base = os.path.basename(filename) if filename not in ("", "-", "<stdin>") else "input.asm"
    base = re.sub(r"[^A-Za-z0-9._+-]", "_", base) or "input.asm"
    return "_" + base[1:] if base.startswith("-") else base


def _inside(path: str, roots: list[str]) -> bool:
    real = os.path.realpath(path)
    return any(os.path.commonpath([real, root]) == root for root in roots)


def assemble(text: str, filename: str, options: NasmOptions) -> tuple[bytes | None, str, list[NasmDiagnostic]]:
    """nasm's ELF object and listing for `text` (the contents of `filename`), or None and the
    diagnostics saying why not."""
    nasm = find_nasm(options.nasm)
    if nasm is None:
        return None, "", [NasmDiagnostic(-1, "error", missing_message(options.nasm))]
    source_dir = os.path.dirname(os.path.abspath(filename)) if filename not in ("", "-", "<stdin>") else None
    include_dirs = ([source_dir] if source_dir else []) + [os.path.abspath(d) for d in options.include_dirs]
    with tempfile.TemporaryDirectory(prefix="mcalens-nasm-") as work:
        base = _source_name(filename)
        source = os.path.join(work, base)
        with open(source, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
        roots = [os.path.realpath(work)] + [os.path.realpath(d) for d in include_dirs]
        common = ["-f", "elf64"]
        common += [f"-I{d.rstrip(os.sep)}{os.sep}" for d in include_dirs]
        common += [f"-D{d}" for d in options.defines]
        # What the source reads, before it is assembled: the preprocessor alone (-M)
        status, out = _run([nasm, *common, "-M", "-MW", "-MT", "x", base], work, options.timeout)
        if status != 0:
            return None, "", _messages(out, base, source_dir, roots, work) or [_failure(status, out)]
        outside = [d for d in _dependencies(out) if not _inside(os.path.join(work, d), roots)]
        if outside:
            return None, "", [NasmDiagnostic(_line_naming(text, path), "error",
                                             f"the source reads '{path}', outside its directory and the "
                                             "include directories; mcalens does not assemble it "
                                             "(add the directory with --nasm-include; docs/nasm.md)")
                              for path in outside[:5]]
        status, out = _run([nasm, *common, "-g", "-F", "dwarf", "-Lf", "-l", "out.lst", "-o", "out.o", base],
                           work, options.timeout)
        diagnostics = _messages(out, base, source_dir, roots, work)
        if status != 0:
            if not any(d.severity == "error" for d in diagnostics):
                diagnostics.append(_failure(status, out))
            return None, "", diagnostics
        try:
            with open(os.path.join(work, "out.o"), "rb") as handle:
                obj = handle.read()
            with open(os.path.join(work, "out.lst"), encoding="utf-8", errors="replace") as handle:
                listing = handle.read()
        except OSError as exc:
            return None, "", [*diagnostics, NasmDiagnostic(-1, "error", f"nasm's output cannot be read: {exc}")]
    return obj, listing, diagnostics


def _failure(status: int, out: str) -> NasmDiagnostic:
    """A failed run without a message mcalens can place: its own words when it stopped nasm (-1);
    nasm's unplaced output is not repeated (it could quote a file the source may not read)."""
    if status == -1:
        return NasmDiagnostic(-1, "error", out)
    return NasmDiagnostic(-1, "error", f"nasm failed (exit status {status}) without a message about this file")


def _line_naming(text: str, path: str) -> int:
    """The first line of `text` that names `path` (or its file name), else -1."""
    name = os.path.basename(path)
    for number, line in enumerate(_source_lines(text)):
        if path in line or (name and name in line and re.search(r"%\s*include|incbin|%\s*depend|%\s*pathsearch",
                                                                line, re.IGNORECASE)):
            return number
    return -1


def _messages(out: str, base: str, source_dir: str | None, roots: list[str], work: str) -> list[NasmDiagnostic]:
    """nasm's messages about the `.asm` file, positioned on its lines; a message about another
    file (an include) is given with that file's name, on the line of the `.asm` file that led to
    it when nasm says (a macro's call site comes first), else on the file as a whole; messages about
    files outside the allowed directories are not repeated."""
    found: list[NasmDiagnostic] = []
    hidden = 0
    for raw in out.splitlines():
        line = raw.rstrip()
        context = _CONTEXT.match(line)
        if context is not None and found:
            continue  # "... from macro `x' defined here": the call site came first
        match = _MESSAGE.match(line)
        if match is None:
            bare = _BARE.match(line)
            if bare is not None:
                found.append(NasmDiagnostic(-1, _severity(bare.group("severity")), bare.group("text")))
            continue
        file, number = match.group("file"), int(match.group("line"))
        severity = _severity(match.group("severity"))
        if file == base:
            found.append(NasmDiagnostic(number - 1, severity, match.group("text")))
        elif _inside(os.path.join(work, file), roots):
            shown = os.path.relpath(os.path.join(work, file), source_dir) if source_dir else file
            found.append(NasmDiagnostic(-1, severity, f"{shown}:{number}: {match.group('text')}"))
        else:
            hidden += 1
    if hidden:
        found.append(NasmDiagnostic(-1, "error", f"{hidden} message(s) about files outside the source's directory "
                                                  "and the include directories are not shown"))
    return found


def _severity(word: str) -> str:
    return "warning" if word in ("warning", "note", "debug") else "error"


# ---------------------------------------------------------------------------------------------
# Decoding and mapping


@dataclass(slots=True)
class _Instruction:
    offset: int  # in its function's code
    end: int  # the offset after it
    printed: str
    site: int  # 0-based .asm line (-1: unknown)
    listing: int  # index in the listing (-1: unknown)
    inner: tuple[str, int] | None  # innermost position (DWARF: a macro's definition line), file and 1-based line


@dataclass(slots=True)
class _Function:
    code: Code
    instructions: list[_Instruction]


def _functions(elf: ElfFile) -> list[Code]:
    """Each function's code: from its STT_FUNC symbol to the next one in its section (x86inc's
    symbols have no size), or a whole executable section that has none."""
    from .elf_file import Code

    codes: list[Code] = []
    for section in elf.sections:
        if not section.executable or section.size == 0:
            continue
        starts: dict[int, str] = {}
        for symbol in elf.symbols:
            if symbol.section == section.index and symbol.is_function and symbol.value < section.size:
                starts.setdefault(symbol.value, symbol.name)
        data = elf.data[section.offset : section.offset + section.size]
        if not starts:
            codes.append(Code(section.name, section, 0, data))
            continue
        ordered = sorted(starts)
        if ordered[0] > 0 and data[: ordered[0]].strip(b"\x90"):
            codes.append(Code(section.name, section, 0, data[: ordered[0]]))
        for first, end in zip(ordered, [*ordered[1:], section.size], strict=True):
            codes.append(Code(starts[first], section, first, data[first:end]))
    return codes


def _locator(listing: list[ListingLine], table: LineTable, elf: ElfFile,
             main_names: set[str], display: str) -> Callable[[Code, int], tuple[int, int, tuple[str, int] | None]]:
    by_address: dict[int, list[ListingLine]] = {}
    for entry in listing:
        by_address.setdefault(entry.address, []).append(entry)
    section_data = {s.index: elf.data[s.offset : s.offset + s.size] for s in elf.sections if s.executable}

    def locate(code: Code, offset: int) -> tuple[int, int, tuple[str, int] | None]:
        """(call site, listing index, innermost position) of the instruction at `offset`."""
        address = code.address + offset
        dwarf = table.locate(code.section.index, address)
        data = section_data.get(code.section.index, b"")
        candidates = [e for e in by_address.get(address, []) if _hex_matches(e.hex, data, address)]
        inner = None
        if dwarf is not None and dwarf.line > 0:
            main = os.path.basename(dwarf.file) in main_names
            inner = (display if main else dwarf.file, dwarf.line)
            exact = [e for e in candidates if e.number == dwarf.line and (e.depth > 0 or main)]
            candidates = exact or candidates
        sites = {e.site for e in candidates}
        if len(sites) != 1:
            return -1, -1, inner
        return candidates[0].site, candidates[0].index, inner

    return locate


def build(obj: bytes, listing_text: str, text: str, filename: str, target: Target, isa: Isa,
          triple: str) -> NasmAssembly:
    """The analysed text and its positions for nasm's object and listing of `text`."""
    from .elf_file import ElfError, read_elf
    from .elf_lines import read_line_table

    result = NasmAssembly()
    hook = target.encoder.decoder(isa, triple)
    if hook is None or not triple.startswith("x86_64"):
        result.diagnostics.append(NasmDiagnostic(-1, "error", "mcalens analyses NASM sources for x86-64 only "
                                                               "(use -mtriple=x86_64)"))
        return result
    try:
        elf = read_elf(obj)
    except ElfError as exc:
        result.diagnostics.append(NasmDiagnostic(-1, "error", f"nasm's object cannot be read: {exc}"))
        return result
    table = read_line_table(elf)
    listing, listed = parse_listing(listing_text, text)
    main_names = {_source_name(filename)}
    display = filename if filename not in ("", "-") else "<stdin>"
    locate = _locator(listing, table, elf, main_names, display)

    functions: list[_Function] = []
    refused_count = 0
    for code in _functions(elf):
        instructions: list[_Instruction] = []
        refused = ""
        for offset, printed, why in hook(code.data):
            if printed is None:
                shown = code.data[offset : offset + 8].hex(" ")
                site, _, _ = locate(code, offset)
                refused = f"{code.name} is not analysed: at {code.address + offset:#x}, cannot decode {shown}: {why}"
                result.diagnostics.append(NasmDiagnostic(site, "warning", refused))
                break
            site, index, inner = locate(code, offset)
            if instructions:
                instructions[-1].end = offset
            instructions.append(_Instruction(offset, len(code.data), printed, site, index, inner))
        if refused:
            refused_count += 1
            continue
        _drop_padding(instructions)
        if instructions:
            functions.append(_Function(code, instructions))
            result.functions.append(code.name)
    for function in functions:
        for ins in function.instructions:
            if ins.site >= 0:
                where = f"{os.path.basename(ins.inner[0])}:{ins.inner[1]}" if ins.inner else ""
                result.expansions.setdefault(ins.site, []).append((ins.printed, where))

    markers = _markers(text)
    regions: list[tuple[str, _Function, list[_Instruction]]] = []
    if markers:
        regions = _marked_regions(markers, listed, functions, result, text)
    else:
        for function in functions:
            loops = _function_loops(function, target)
            regions.extend(loops or [(function.code.name, function, function.instructions)])
    lines: list[str] = []
    for name, function, chosen in regions:
        lines.append(f"# LLVM-MCA-BEGIN {name}")
        first_text = len(lines)
        start, end = chosen[0].offset, chosen[-1].end
        per_line: list[tuple[int, tuple[str, int] | None]] = []
        for ins in chosen:
            location = DebugLocation(display, ins.site + 1) if ins.site >= 0 else None
            for part in ins.printed.split("\n"):
                result.locations[len(lines)] = location
                lines.append("\t" + part)
                per_line.append((ins.site, ins.inner))
        lines.append("# LLVM-MCA-END")
        sites = [ins.site for ins in chosen if ins.site >= 0]
        result.regions.append(NasmRegion(name, min(sites, default=-1), max(sites, default=-1),
                                         function.code.data[start:end],
                                         "".join(line + "\n" for line in lines[first_text:-1]), tuple(per_line)))
    if not regions and not result.failed:
        why = (f"all {refused_count} functions were refused (the warnings say why)" if refused_count
               else "the source has no code in an executable section")
        result.diagnostics.append(NasmDiagnostic(-1, "error", f"nothing to analyse: {why}"))
    result.text = "".join(line + "\n" for line in lines)
    return result


def _drop_padding(instructions: list[_Instruction]) -> None:
    """Alignment padding at a function's end (x86inc's `cglobal` aligns the next function with
    nops): nops after a return or an unconditional jump, which no path reaches."""
    last = len(instructions)
    while last > 1 and instructions[last - 1].printed.split("\t", 1)[0].startswith("nop"):
        last -= 1
    if last < len(instructions) and instructions[last - 1].printed.split("\t", 1)[0] in _ENDS:
        del instructions[last:]


_ENDS = frozenset({"retq", "retl", "ret", "jmp", "jmpq", "ud2"})


def _markers(text: str) -> list[tuple[int, str, str]]:
    found = []
    for number, line in enumerate(_source_lines(text)):
        match = _MARKER.match(line)
        if match is not None:
            found.append((number, match.group("kind"), match.group("name")))
    return found


def _marked_regions(markers: list[tuple[int, str, str]], listed: list[tuple[int, int]], functions: list[_Function],
                    result: NasmAssembly, source: str) -> list[tuple[str, _Function, list[_Instruction]]]:
    """The instructions listed between each BEGIN and its END, in the listing's order (a marker in
    a function template counts once per expansion; markers nasm did not list, such as inside a
    false `%if`, are ignored)."""
    in_macros = _macro_lines(source)
    kinds = {line: (kind, name) for line, kind, name in markers if line not in in_macros}
    regions: list[tuple[str, _Function, list[_Instruction]]] = []
    open_at: tuple[int, int, str] | None = None
    for index, line in listed:
        if line not in kinds:
            continue
        kind, name = kinds[line]
        if kind == "BEGIN":
            if open_at is not None:
                result.diagnostics.append(NasmDiagnostic(line, "error", "LLVM-MCA-BEGIN inside another region "
                                                                         f"(opened on line {open_at[0] + 1})"))
                continue
            open_at = (line, index, name)
            continue
        if open_at is None:
            result.diagnostics.append(NasmDiagnostic(line, "error", "LLVM-MCA-END without a LLVM-MCA-BEGIN"))
            continue
        begin_line, begin, region_name = open_at
        open_at = None
        for function in functions:
            chosen = [ins for ins in function.instructions if begin < ins.listing < index]
            if chosen:
                regions.append((region_name or f"lines {begin_line + 1}-{line + 1}", function, chosen))
    if open_at is not None:
        result.diagnostics.append(NasmDiagnostic(open_at[0], "error", "LLVM-MCA-BEGIN without a LLVM-MCA-END"))
    # nasm drops comments from macro bodies, so markers inside a function template are never listed:
    # there a region is, in each function, the instructions whose lines lie between the markers.
    seen = {line for _, line in listed} - in_macros
    begin_marker: tuple[int, str] | None = None
    for line, kind, name in markers:
        if line in seen:
            continue
        if kind == "BEGIN":
            begin_marker = (line, name)
            continue
        if begin_marker is None:
            continue
        first, region_name = begin_marker
        begin_marker = None
        for function in functions:
            chosen = [ins for ins in function.instructions if first < ins.site < line]
            if chosen:
                label = region_name or f"lines {first + 1}-{line + 1}"
                regions.append((f"{label} ({function.code.name})", function, chosen))
    return regions


def _function_loops(function: _Function, target: Target) -> list[tuple[str, _Function, list[_Instruction]]]:
    from .machine_code import _loops

    pairs = [(ins.offset, ins.printed) for ins in function.instructions]
    by_offset = {ins.offset: ins for ins in function.instructions}
    found = []
    for _name, _code, chosen in _loops(function.code, pairs, target):
        picked = [by_offset[offset] for offset, _ in chosen]
        sites = [ins.site + 1 for ins in picked if ins.site >= 0]
        where = f"lines {min(sites)}-{max(sites)}" if sites else f"{function.code.address + picked[0].offset:#x}"
        found.append((f"loop {function.code.name} ({where})", function, picked))
    return found


def nasm_assembly(text: str, filename: str, target: Target, isa: Isa, triple: str,
                  options: NasmOptions | None = None) -> NasmAssembly:
    """`text` (the `.asm` file `filename`) assembled, decoded and mapped (the module docstring)."""
    obj, listing, diagnostics = assemble(text, filename, options or NasmOptions())
    if obj is None:
        return NasmAssembly(diagnostics=diagnostics)
    result = build(obj, listing, text, filename, target, isa, triple)
    result.diagnostics[:0] = diagnostics
    return result


def iter_messages(result: NasmAssembly, name: str) -> Iterator[str]:
    """The diagnostics as the CLI prints them (`error: file:line: text`)."""
    for d in result.diagnostics:
        where = f"{name}:{d.line + 1}" if d.line >= 0 else name
        yield f"{d.severity}: {where}: {d.message}"
