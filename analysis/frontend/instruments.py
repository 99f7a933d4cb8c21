"""Instrument regions: the instruments in effect at each instruction, from `# LLVM-MCA-<KIND> <data>`
comments and the instructions that create instruments (RISC-V `vsetvli`), as llvm-mca's
InstrumentRegionGenerator reads them (CodeRegionGenerator.cpp, CodeRegion.cpp; docs/instruments.md).

Rules (LLVM 19.1.7 and 22.1.8 read comments the same way; checked with llvm-mca-19 and -22):
* A comment is an instrument when its text, after leading spaces/tabs, starts with `LLVM-MCA-` and
  the rest does not start with `BEGIN` or `END` (those are region markers, `regions.py`), unless the
  manager ignores instruments (`-disable-im`; LLVM 19 on x86/AArch64). The text is what the lexer
  hands llvm-mca, as for markers (`regions.marker_of`: in LLVM 19 a `//` comment's text starts
  with `/`; LLVM 22's lexer hands the text after the whole `//`, `regions.marker_comment_string`).
* The rest splits at its first space into kind and data (a tab does not split: `LLVM-MCA-LATENCY\\t7`
  is the kind `LATENCY\\t7`). Errors, each at the comment text's first character, and the run stops
  after the whole file is read: "No instrumentation kind was provided in LLVM-MCA comment" (empty
  kind), "Unknown instrumentation type in LLVM-MCA comment: <kind>", "Failed to create <kind>
  instrument with no data" / "... with data: <data>" (the data as written, blanks kept).
* An instrument ends the open region of its kind at its location and opens a new one there; the
  regions of different kinds are independent. A region holds the locations from its start to its
  end, both included (llvm-mca compares pointers); the last one runs to the end of the input.
* An instruction that creates instruments does so at its own location, in reading order.
* An instruction's instruments are those of every region holding its location, in the order the
  regions were created (the manager lets the last of a kind win).

Locations order as `regions.find_regions` orders them: source positions, and things read from a
`.rept`/macro expansion after (or, `expansions_below`, before) the whole file, in reading order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from heapq import heappop, heappush

from ..diagnostics import Diagnostic, Severity
from ..instruments import Instrument, InstrumentManager
from .syntax import Comment, Instruction, ParsedFile

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..mcinst import McInst

NO_KIND = "MCL210"
UNKNOWN_KIND = "MCL211"
BAD_DATA = "MCL212"

_PREFIX = "LLVM-MCA-"


@dataclass(slots=True)
class InstrumentRegions:
    """The instruments in effect per instruction (by `id(Instruction)`; absent: none) and the
    comment errors (llvm-mca prints each and stops with "There was an error parsing comments.")."""

    active: dict[int, tuple[Instrument, ...]] = field(default_factory=dict)
    diagnostics: list[Diagnostic] = field(default_factory=list)


def instrument_comment(comment: Comment, comment_string: str = "") -> tuple[str, str] | None:
    """(kind, data) when the comment is an instrument comment (not a region marker), else None."""
    text = comment.text
    if len(comment_string) > 1 and comment.opener == comment_string:
        text = comment_string[1:] + text
    text = text.lstrip(" \t")
    if not text.startswith(_PREFIX):
        return None
    rest = text[len(_PREFIX):]
    if rest.startswith(("BEGIN", "END")):
        return None
    kind, _, data = rest.partition(" ")
    return kind, data


def _comment_error(comment: Comment, kind: str, data: str, manager: InstrumentManager) -> Diagnostic | Instrument:
    """The instrument a comment creates, or llvm-mca's error for it."""
    where = comment.span
    if not manager.supports(kind):
        if not kind:
            return Diagnostic(where, Severity.ERROR, NO_KIND, "No instrumentation kind was provided in LLVM-MCA comment")
        return Diagnostic(where, Severity.ERROR, UNKNOWN_KIND, f"Unknown instrumentation type in LLVM-MCA comment: {kind}")
    instrument = manager.create(kind, data)
    if instrument is None:
        tail = f"with data: {data}" if data else "with no data"
        return Diagnostic(where, Severity.ERROR, BAD_DATA, f"Failed to create {kind} instrument {tail}")
    return instrument


Key = tuple[int, int, int]
_NO_END: Key = (2, 0, 0)  # after every location (source keys start with 0, expansions with -1 or 1)


@dataclass(slots=True)
class _Open:
    """One instrument region: from `begin` to `end` (None: the end of the input), both included."""

    begin: Key
    end: Key | None
    instrument: Instrument


def find_instruments(parsed: ParsedFile, manager: InstrumentManager, resolved: dict[int, McInst],
                     expansions_below: bool = False, comment_string: str | None = None) -> InstrumentRegions:
    """The instrument regions of `parsed` under `manager`; `resolved` maps `id(Instruction)` to its
    McInst (instructions that did not resolve create no instruments, as llvm-mc never emits them).
    `comment_string` as for `regions.find_regions` (the release's lexer). Never raises."""
    result = InstrumentRegions()
    if manager.ignores:
        return result
    if comment_string is None:
        comment_string = parsed.target.syntax.comment_string
    side = -1 if expansions_below else 1
    # Everything llvm-mca reads, in reading order: (reading time, order within it, rank, thing, from
    # an expansion); a comment with `after == t` is read before statement t.
    events: list[tuple[int, int, int, Comment | Instruction, bool]] = []
    for comment in parsed.comments:
        events.append((comment.after, comment.seq, 0, comment, False))
    for comment in parsed.expanded_comments:
        events.append((comment.after, comment.seq, 0, comment, True))
    for comment in parsed.peeked_comments:
        events.append((comment.after, comment.seq, 0, comment, False))
    leading = _leading_comments(parsed)
    big = 1 << 62
    for time, statement in enumerate(parsed.statements):
        if isinstance(statement, Instruction):
            expanded = statement.expanded_from is not None
            # llvm-mc emits an instruction after consuming its end of statement, which lexes the
            # next line's first token: a comment there is read first (measured with llvm-mca-19
            # and -22: `vsetvli ..., m1` then `# LLVM-MCA-RISCV-LMUL M4` on the next line leaves
            # M1 in effect; with a blank line between, M4).
            comment = None if expanded else leading.get(statement.span.line + 1)
            if comment is not None:
                events.append((comment.after, comment.seq, 1, statement, expanded))
            else:
                events.append((time, big, 0, statement, expanded))
    events.sort(key=lambda event: (event[0], event[1], event[2]))
    # Regions as (begin key, end key or None, instrument), in creation order; the open one per kind.
    regions: list[_Open] = []
    open_of: dict[str, int] = {}
    expanded_reads = 0
    keys: dict[int, Key] = {}

    def begin(instrument: Instrument, key: Key) -> None:
        previous = open_of.get(instrument.kind)
        if previous is not None:
            regions[previous].end = key
        open_of[instrument.kind] = len(regions)
        regions.append(_Open(key, None, instrument))

    for _, _, _, thing, from_expansion in events:
        if from_expansion:
            key: Key = (side, expanded_reads, 0)
            expanded_reads += 1
        else:
            key = (0, thing.span.line, thing.span.start)
        if isinstance(thing, Instruction):
            keys[id(thing)] = key
            mc = resolved.get(id(thing))
            if mc is not None:
                for instrument in manager.from_instruction(mc):
                    begin(instrument, key)
            continue
        found = instrument_comment(thing, comment_string)
        if found is None:
            continue
        made = _comment_error(thing, found[0], found[1], manager)
        if isinstance(made, Diagnostic):
            result.diagnostics.append(made)
        else:
            begin(made, key)
    if not regions:
        return result
    # A sweep over the locations: the regions whose begin is at or before a location, less those
    # that ended before it, hold it. A region ended before its begin (a vsetvli emitted after the
    # comment on the next line was read) holds nothing.
    order = sorted((i for i, r in enumerate(regions) if r.end is None or r.begin <= r.end),
                   key=lambda i: regions[i].begin)
    ending: list[tuple[Key, int]] = []
    waiting = 0
    for ident, key in sorted(keys.items(), key=lambda item: item[1]):
        while waiting < len(order) and regions[order[waiting]].begin <= key:
            region = order[waiting]
            heappush(ending, (regions[region].end or _NO_END, region))
            waiting += 1
        while ending and ending[0][0] < key:
            heappop(ending)
        if ending:
            result.active[ident] = tuple(regions[i].instrument for i in sorted(i for _, i in ending))
    return result


def _leading_comments(parsed: ParsedFile) -> dict[int, Comment]:
    """Per line, the source comment that is its first token (only blanks before it)."""
    first_statement: dict[int, int] = {}
    for statement in parsed.statements:
        if isinstance(statement, Instruction) and statement.expanded_from is not None:
            continue  # it lies in an expansion's buffer, not on the line
        line, start = statement.span.line, statement.span.start
        if start < first_statement.get(line, start + 1):
            first_statement[line] = start
    found: dict[int, Comment] = {}
    for comment in parsed.comments:
        line = comment.span.line
        before = found.get(line)
        if (before is None or comment.span.start < before.span.start) and comment.span.start < first_statement.get(
                line, comment.span.start + 1):
            found[line] = comment
    return found
