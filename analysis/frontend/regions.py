"""Code regions: which instructions each analysis covers, from `LLVM-MCA-BEGIN/END` comments as llvm-mca 19.

Rules (verified against llvm-mca 19, recorded in tests/data/parse/regions/):
* A marker is a comment whose text, after leading spaces/tabs, starts with `LLVM-MCA-END` (tested
  first) or `LLVM-MCA-BEGIN`; the name is the rest after spaces/tabs, trailing whitespace kept (a
  rest of blanks only is the name). Comments include those llvm-mc's lexer reads while looking two
  tokens past a `#` that starts a statement (`## LLVM-MCA-BEGIN` is a marker, and `#` alone on the
  line before `# LLVM-MCA-BEGIN` makes llvm-mca read that marker twice: ParsedFile.peeked_comments).
  Other `LLVM-MCA-<KIND>` comments are instrument markers, which x86 ignores.
* The text is what llvm-mca 19's lexer hands it: for a comment opened by the target's own comment
  string (`Syntax.comment_string` of the target) that is the text after the string's first character, so on
  AArch64 ELF (`//`) it starts with `/` and a `// LLVM-MCA-BEGIN` is no marker (`#` and `/* */` are).
* Without markers one default region covers the file. The first BEGIN replaces the untouched
  default region; an END without a name and with no active region ends the untouched default.
* Membership is decided when llvm-mc emits an instruction, by llvm-mca's pointer comparison: it
  joins every region known then with begin <= its location <= end (an END not read yet is no
  bound). In the source, locations are positions: a marker's is the start of its comment text
  (llvm-mca reports `file:3:2` for `# LLVM-MCA-END` at column 1), an instruction's its first
  character. Unterminated regions run to the end of the file, silently, as in llvm-mca.
* `.rept`/`.irp`/`.irpc`/macro expansions live in buffers of their own (find_regions): above a
  heap-read input, so they join the regions open where they expand; below a mapped one. Their
  comments are markers again at each instantiation. Where glibc reuses freed memory the buffer can
  land elsewhere (llvm-mca then depends on the file name's length and the body's size: about 6% of
  small-file cases probed, and nested expansions); mcalens follows the usual placement.
* Errors (llvm-mca refuses to run; we report and keep analysing with the marker ignored):
  duplicate active name, second active anonymous region, END matching nothing.
* Regions without instructions are dropped and take no index; if none is left llvm-mca stops with
  "no assembly instructions found." (MCL204, unpositioned in llvm-mca, at 0:0 here).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from enum import Enum

from ..diagnostics import Diagnostic, Related, Severity
from ..source import Span
from .syntax import Comment, Instruction, ParsedFile

SAME_NAME_OVERLAP = "MCL201"
ANONYMOUS_OVERLAP = "MCL202"
INVALID_END = "MCL203"
NO_INSTRUCTIONS = "MCL204"

_BEGIN = "LLVM-MCA-BEGIN"
_END = "LLVM-MCA-END"


class RegionKind(Enum):
    DEFAULT = "default"  # the implicit whole-file region (possibly ended by an anonymous END)
    EXPLICIT = "explicit"  # opened by an LLVM-MCA-BEGIN comment
    AUTOMATIC = "automatic"  # found by analysis.loops


@dataclass(frozen=True, slots=True)
class Region:
    """One analysis unit; `instructions` index `ParsedFile.instructions` in source order."""

    index: int  # llvm-mca's `[index] Code Region` number, counting non-empty regions only
    name: str
    kind: RegionKind
    begin: Span | None  # the BEGIN comment text; None for the default region
    end: Span | None  # the END comment text; None when the region runs to the end of the file
    instructions: tuple[int, ...]

    @property
    def has_header(self) -> bool:
        """llvm-mca prints `[k] Code Region - name` unless this is the untouched default region."""
        return not (self.kind is RegionKind.DEFAULT and self.begin is None and self.end is None)


@dataclass(slots=True)
class _OpenRegion:
    """A region being collected while the file is read, with what llvm-mca compares against.

    Keys order locations as llvm-mca's pointer comparison does: `(0, line, column)` in the source,
    `(side, n, 0)` for the n-th thing read from an expansion (see find_regions). `opened`/`closed`
    say after how many statements the BEGIN/END was read."""

    name: str
    kind: RegionKind
    begin: Span | None
    end: Span | None = None
    begin_key: tuple[int, int, int] | None = None
    end_key: tuple[int, int, int] | None = None
    opened: int = 0
    closed: int | None = None
    expanded: list[int] = field(default_factory=list)  # members read from expansions


def marker_comment_string(comment_string: str, whole: bool) -> str:
    """What `marker_of` takes for a target's comment string: itself (LLVM 19's lexer keeps all but
    its first character in the text, so AArch64's `// LLVM-MCA-BEGIN` reads `/ LLVM-MCA-BEGIN`), or
    "" when the release's lexer hands over the text after the whole string (`whole`: LLVM 22, the
    release.json engine "comment-text-whole"; `// LLVM-MCA-BEGIN` is then a marker)."""
    return "" if whole else comment_string


def marker_of(comment: Comment, comment_string: str = "") -> tuple[str, str] | None:
    """("begin" | "end", name) when the comment is a region marker, else None. `comment_string`:
    the target's (llvm-mca's lexer keeps all but its first character in the comment's text)."""
    text = comment.text
    if len(comment_string) > 1 and comment.opener == comment_string:
        text = comment_string[1:] + text
    text = text.lstrip(" \t")
    if text.startswith(_END):
        return "end", _name(text[len(_END):])
    if text.startswith(_BEGIN):
        return "begin", _name(text[len(_BEGIN):])
    return None


def _name(rest: str) -> str:
    """The region name after the marker word: leading blanks skipped unless nothing else follows
    (llvm-mca then keeps them: `/* LLVM-MCA-BEGIN */` names its region " ")."""
    name = rest.lstrip(" \t")
    return name if name else rest


def find_regions(parsed: ParsedFile, expansions_below: bool = False, comment_string: str | None = None
                 ) -> tuple[list[Region], list[Diagnostic]]:
    """Regions in llvm-mca order (order of BEGIN, default first) and the marker diagnostics.

    llvm-mca adds each instruction, as llvm-mc emits it, to every region it knows at that moment
    whose BEGIN is at or before the instruction's location and whose END is unset or at or after
    it, comparing memory addresses. Source locations compare by position. `.rept`/`.irp`/`.irpc`
    and macro expansions are read from buffers of their own, allocated after the file's: above it
    when the file was read onto the heap (files under 16 KiB, stdin), below it when llvm-mca maps
    the file (`expansions_below`, see input_text.expansions_below). So an expansion joins the regions
    open where it is expanded (or, below, only the region without a BEGIN), and the comments in an
    expansion are markers at the expansion's own locations.

    `comment_string`: the comment string whose comments llvm-mca's lexer hands over without its
    first character (default the target's, as LLVM 19; "" where the release's lexer hands the text
    after the whole string: `marker_comment_string`).
    """
    side = -1 if expansions_below else 1
    regions: list[_OpenRegion] = [_OpenRegion("", RegionKind.DEFAULT, None)]
    active: dict[str, int] = {}  # name -> index in regions, like llvm-mca's ActiveRegions map
    diagnostics: list[Diagnostic] = []
    if comment_string is None:
        comment_string = parsed.target.syntax.comment_string
    # (comment, whether read from an expansion) in reading order
    comments = [(comment, False) for comment in parsed.comments]
    if parsed.expanded_comments or parsed.peeked_comments:
        comments += [(comment, True) for comment in parsed.expanded_comments]
        comments += [(comment, False) for comment in parsed.peeked_comments]
        comments.sort(key=lambda entry: entry[0].seq)
    statements = parsed.statements
    # Source instructions: their index among the instructions, when they were read, and their key.
    source_index: list[int] = []
    source_time: list[int] = []
    source_key: list[tuple[int, int, int]] = []
    instructions = parsed.instructions
    if (not parsed.expanded_comments and not parsed.peeked_comments
            and all(instruction.expanded_from is None for instruction in instructions)):
        # PERF: source order alone (no expansion, no look-ahead marker): an instruction is read
        # after the markers before it and before those after it, so positions decide.
        for comment, _ in comments:
            _marker(comment, (0, comment.span.line, comment.span.start), regions, active, diagnostics, comment_string)
        keys = [(0, instruction.span.line, instruction.span.start) for instruction in instructions]
        return _result(regions, list(range(len(instructions))), None, keys, diagnostics)
    expanded_reads = 0  # things read from expansions so far: the order of their keys
    next_comment = 0
    instruction = -1
    total = len(statements)
    for time in range(total + 1):
        while next_comment < len(comments) and (time == total or comments[next_comment][0].after <= time):
            comment, from_expansion = comments[next_comment]
            next_comment += 1
            if from_expansion:
                key = (side, expanded_reads, 0)
                expanded_reads += 1
            else:
                key = (0, comment.span.line, comment.span.start)
            _marker(comment, key, regions, active, diagnostics, comment_string)
        if time == total:
            break
        statement = statements[time]
        if not isinstance(statement, Instruction):
            continue
        instruction += 1
        if statement.expanded_from is None:
            source_index.append(instruction)
            source_time.append(time)
            source_key.append((0, statement.span.line, statement.span.start))
            continue
        key = (side, expanded_reads, 0)
        expanded_reads += 1
        for region in regions:
            if ((region.begin_key is None or region.begin_key <= key)
                    and (region.end_key is None or key <= region.end_key)):
                region.expanded.append(instruction)
    return _result(regions, source_index, source_time, source_key, diagnostics)


def _marker(comment: Comment, key: tuple[int, int, int], regions: list[_OpenRegion], active: dict[str, int],
            diagnostics: list[Diagnostic], comment_string: str) -> None:
    """Apply one comment, read at `key`, if it is a marker."""
    marker = marker_of(comment, comment_string)
    if marker is None:
        return
    action, name = marker
    where = _marker_span(comment)
    if action == "begin":
        _begin(regions, active, name, where, key, comment.after, diagnostics)
    else:
        _end(regions, active, name, where, key, comment.after, diagnostics)


def _result(
    regions: list[_OpenRegion], index: list[int], time: list[int] | None, key: list[tuple[int, int, int]],
    diagnostics: list[Diagnostic],
) -> tuple[list[Region], list[Diagnostic]]:
    """The non-empty regions, numbered, and MCL204 when none is left."""
    result: list[Region] = []
    for region in regions:
        members = _source_members(region, index, time, key)
        if region.expanded:
            members = tuple(sorted((*members, *region.expanded)))
        if members:
            result.append(Region(len(result), region.name, region.kind, region.begin, region.end, members))
    if not result:
        diagnostics.append(
            Diagnostic(Span(0, 0, 0), Severity.ERROR, NO_INSTRUCTIONS, "no assembly instructions found.")
        )
    return result, diagnostics


def _source_members(
    region: _OpenRegion, index: list[int], time: list[int] | None, key: list[tuple[int, int, int]]
) -> tuple[int, ...]:
    """The source instructions llvm-mca adds to `region`: read once it existed, at or after its
    BEGIN, and before its END was read or not after the END. Reading order and position both grow
    along `index`, so each condition keeps a prefix or a suffix (`time` None: source order alone,
    where position decides)."""
    first = 0 if time is None else bisect_left(time, region.opened)
    if region.begin_key is not None:
        first = max(first, bisect_left(key, region.begin_key))
    last = len(index)
    if region.closed is not None and region.end_key is not None:
        last = bisect_right(key, region.end_key)
        if time is not None:
            last = max(bisect_left(time, region.closed), last)
    return tuple(index[first:last])


def _close(region: _OpenRegion, where: Span, key: tuple[int, int, int], time: int) -> None:
    region.end, region.end_key, region.closed = where, key, time


def _marker_span(comment: Comment) -> Span:
    """Where llvm-mca points: the comment text's first character (kept one line wide)."""
    return comment.span


def _is_untouched_default(regions: list[_OpenRegion]) -> bool:
    only = regions[0]
    return len(regions) == 1 and only.begin is None and only.end is None


def _begin(
    regions: list[_OpenRegion], active: dict[str, int], name: str, where: Span, key: tuple[int, int, int],
    time: int, diagnostics: list[Diagnostic],
) -> None:
    if not active and _is_untouched_default(regions):
        regions[0] = _OpenRegion(name, RegionKind.EXPLICIT, where, begin_key=key, opened=time)
        active[name] = 0
        return
    previous = active.get(name)
    if previous is not None:
        earlier = regions[previous].begin
        assert earlier is not None  # an active region always has a BEGIN
        if name == "":
            diagnostics.append(
                Diagnostic(where, Severity.ERROR, ANONYMOUS_OVERLAP, "found multiple overlapping anonymous regions",
                           (Related(earlier, "Previous anonymous region was defined here"),))
            )
        else:
            diagnostics.append(
                Diagnostic(where, Severity.ERROR, SAME_NAME_OVERLAP, "overlapping regions cannot have the same name",
                           (Related(earlier, f"region {name} was previously defined here"),))
            )
        return
    active[name] = len(regions)
    regions.append(_OpenRegion(name, RegionKind.EXPLICIT, where, begin_key=key, opened=time))


def _end(
    regions: list[_OpenRegion], active: dict[str, int], name: str, where: Span, key: tuple[int, int, int],
    time: int, diagnostics: list[Diagnostic],
) -> None:
    if name == "":
        if len(active) == 1:
            (only_name, index), = active.items()
            _close(regions[index], where, key, time)
            del active[only_name]
            return
        if not active and _is_untouched_default(regions):
            _close(regions[0], where, key, time)
            return
    index = active.pop(name, None)
    if index is not None:
        _close(regions[index], where, key, time)
        return
    note = f"unable to find an active region named {name}" if name else "unable to find an active anonymous region"
    diagnostics.append(
        Diagnostic(where, Severity.ERROR, INVALID_END, "found an invalid region end directive",
                   (Related(where, note),))
    )
