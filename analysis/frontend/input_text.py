"""Input bytes -> assembly text for the CLI and `mcalens parse`: binary files refused up front,
a UTF-8 byte-order mark dropped with a warning, invalid UTF-8 replaced rather than raised.

llvm-mca feeds a binary file to its assembler and prints an error (and the whole "line") for
every stray byte; mcalens says once that the file is not text. A byte-order mark is rejected by
llvm-mc ("invalid character in input"); mcalens accepts it and says so (docs/cli.md).
"""

from __future__ import annotations

from dataclasses import dataclass

BOM = "\ufeff"
ELF_MAGIC = b"\x7fELF"
_SAMPLE = 8192
# Control characters that never occur in assembly text (tab, LF, VT, FF and CR do).
_CONTROL = frozenset(range(32)) - {9, 10, 11, 12, 13}


class BinaryInput(Exception):
    """The input is not text; the message names the file."""


@dataclass(frozen=True, slots=True)
class InputText:
    """The decoded input and the warnings decoding it produced."""

    text: str
    warnings: tuple[str, ...] = ()
    # Whether llvm-mca's expansion buffers end up below the input's in memory (regions.find_regions).
    expansions_below: bool = False


_PAGE = 4096  # x86-64 and AArch64 Linux
# Measured with llvm-mca-19 (Ubuntu's, glibc malloc): from this many bytes of standard input on, the
# `.rept`/macro buffers are allocated below the input's copy (below it, each region with a BEGIN
# loses them; one byte less, they join the open regions).
_STDIN_EXPANSIONS_BELOW = 49156


def expansions_below(size: int, from_stdin: bool) -> bool:
    """Whether llvm-mca 19 reading `size` bytes puts expansion buffers below the input buffer: a
    file LLVM maps into memory (MemoryBuffer maps files of 4 pages or more whose size is not a whole
    number of pages, so that the terminating NUL fits), or a large standard input (measured)."""
    if from_stdin:
        return size >= _STDIN_EXPANSIONS_BELOW
    return size >= 4 * _PAGE and size % _PAGE != 0


def looks_binary(data: bytes) -> bool:
    """A NUL byte anywhere in the first 8 KiB, or more than 10% control bytes there."""
    sample = data[:_SAMPLE]
    if b"\0" in sample:
        return True
    if not sample:
        return False
    controls = sum(1 for b in sample if b in _CONTROL)
    return controls * 10 > len(sample)


def decode_input(data: bytes, name: str, from_stdin: bool = False) -> InputText:
    """The text of an input file or stdin; raises BinaryInput when it is not text."""
    if looks_binary(data):
        raise BinaryInput(f"{name} looks like a binary file, not assembly text"
                          + (" (an ELF file: --input-format=elf reads it)" if data[:4] == ELF_MAGIC else ""))
    text = data.decode("utf-8", errors="replace")
    warnings: tuple[str, ...] = ()
    if text.startswith(BOM):
        text = text[1:]
        warnings = (f"warning: {name}: ignoring the UTF-8 byte-order mark at the start "
                    "(llvm-mc would reject it: invalid character in input)",)
    return InputText(text, warnings, expansions_below(len(data), from_stdin))


# The main command's options (analysis.cli.OPTIONS, kept equal by tests/test_cli_input.py): all of
# them, and those that take their value as the next argument. They let `early_binary_error` find the
# input file before the analysis modules are imported.
CLI_OPTIONS = frozenset({
    "address", "all-stats", "all-views", "auto-regions", "bottleneck-analysis", "call-latency", "decoder-throughput",
    "disable-cb", "disable-im", "dispatch", "dispatch-stats", "frontend-view", "h", "help", "instruction-info",
    "input-format", "instruction-tables", "json-extras", "iterations", "json", "list-cpus", "llvm-version", "lqueue", "march", "mattr", "mcpu",
    "micro-op-queue-size", "model-dir", "mtriple", "nasm", "nasm-define", "nasm-include", "no-banner", "no-notes",
    "noalias", "o", "output-asm-variant",
    "print-imm-hex", "register-file-size", "register-file-stats", "resource-pressure", "retire-stats", "rthroughput",
    "scheduler-stats", "show-barriers", "show-encoding", "skip-unsupported-instructions", "squeue",
    "summary-view", "symbol", "timeline", "timeline-max-cycles", "timeline-max-iterations", "verdict", "version", "waits",
})
CLI_VALUE_OPTIONS = frozenset({
    "address", "call-latency", "decoder-throughput", "dispatch", "input-format", "iterations", "llvm-version", "lqueue", "march", "mattr", "mcpu",
    "micro-op-queue-size", "model-dir", "mtriple", "nasm", "nasm-define", "nasm-include", "o", "output-asm-variant",
    "register-file-size",
    "rthroughput", "skip-unsupported-instructions", "squeue", "symbol", "timeline-max-cycles", "timeline-max-iterations",
})
_NO_INPUT = frozenset({"h", "help", "version", "list-cpus"})


def early_binary_error(argv: list[str]) -> str | None:
    """The CLI's error for a binary input file, found from argv alone so `mcalens x.s` on a binary
    answers before the analysis modules load; None whenever the CLI would decide otherwise (usage
    errors, --help, -mcpu=help, stdin, a file it cannot read)."""
    positional: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "--":
            positional.extend(argv[i:])
            break
        if arg == "-" or not arg.startswith("-"):
            positional.append(arg)
            continue
        name, eq, value = arg.lstrip("-").partition("=")
        if name not in CLI_OPTIONS or name in _NO_INPUT:
            return None
        if name in CLI_VALUE_OPTIONS and not eq:
            if i >= len(argv):
                return None
            value = argv[i]
            i += 1
        if name in ("mcpu", "mattr") and "help" in value:
            return None
    if len(positional) != 1 or positional[0] == "-":
        return None
    try:
        with open(positional[0], "rb") as handle:
            head = handle.read(_SAMPLE)
    except OSError:
        return None
    if not looks_binary(head) or head[:4] == ELF_MAGIC:
        return None  # ELF files are machine-code input (frontend/machine_code.py)
    return f"error: {positional[0]} looks like a binary file, not assembly text\n"
