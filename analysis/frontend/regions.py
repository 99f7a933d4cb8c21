"""Code regions: which instructions each analysis covers, from `LLVM-MCA-BEGIN/END` comments as llvm-mca 19.

Rules (verified against llvm-mca 19, recorded in tests/data/parse/regions/):
* A marker is a comment whose text, after leading spaces/tabs, starts with `LLVM-MCA-END` (tested
  first) or `LLVM-MCA-BEGIN`; the name is the rest after spaces/tabs, trailing whitespace kept.
  Other `LLVM-MCA-<KIND>` comments are instrument markers, which x86 ignores.
* The text is what llvm-mca 19's lexer hands it: for a comment opened by the target's own comment
  string (`Target.comment_string`) that is the text after the string's first character, so on
  AArch64 ELF (`//`) it starts with `/` and a `// LLVM-MCA-BEGIN` is no marker (`#` and `/* */` are).
* Without markers one default region covers the file. The first BEGIN replaces the untouched
  default region; an END without a name and with no active region ends the untouched default.
* Membership is by source position, like llvm-mca's pointer comparison: an instruction belongs to
  every region with begin <= its position <= end. A marker's position is the start of its comment
  text (llvm-mca reports `file:3:2` for `# LLVM-MCA-END` at column 1); an instruction's is its first
  character. Unterminated regions run to the end of the file, silently, as in llvm-mca.
* Errors (llvm-mca refuses to run; we report and keep analysing with the marker ignored):
  duplicate active name, second active anonymous region, END matching nothing.
* Regions without instructions are dropped and take no index; if none is left llvm-mca stops with
  "no assembly instructions found." (MCL204, unpositioned in llvm-mca, at 0:0 here).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from enum import Enum

from ..diagnostics import Diagnostic, Related, Severity
from ..source import Span
from .syntax import Comment, ParsedFile

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
    """A region being collected while the file is scanned."""

    name: str
    kind: RegionKind
    begin: Span | None
    end: Span | None = None


def marker_of(comment: Comment, comment_string: str = "") -> tuple[str, str] | None:
    """("begin" | "end", name) when the comment is a region marker, else None. `comment_string`:
    the target's (llvm-mca's lexer keeps all but its first character in the comment's text)."""
    text = comment.text
    if len(comment_string) > 1 and comment.opener == comment_string:
        text = comment_string[1:] + text
    text = text.lstrip(" \t")
    if text.startswith(_END):
        return "end", text[len(_END):].lstrip(" \t")
    if text.startswith(_BEGIN):
        return "begin", text[len(_BEGIN):].lstrip(" \t")
    return None


def find_regions(parsed: ParsedFile) -> tuple[list[Region], list[Diagnostic]]:
    """Regions in llvm-mca order (order of BEGIN, default first) and the marker diagnostics."""
    regions: list[_OpenRegion] = [_OpenRegion("", RegionKind.DEFAULT, None)]
    active: dict[str, int] = {}  # name -> index in regions, like llvm-mca's ActiveRegions map
    diagnostics: list[Diagnostic] = []
    comment_string = getattr(parsed.target, "comment_string", "")
    for comment in parsed.comments:
        marker = marker_of(comment, comment_string)
        if marker is None:
            continue
        action, name = marker
        where = _marker_span(comment)
        if action == "begin":
            _begin(regions, active, name, where, diagnostics)
        else:
            _end(regions, active, name, where, diagnostics)
    instructions = parsed.instructions
    # llvm-mca places an instruction in a region by comparing its location with the markers', but
    # llvm-mc assembles `.rept`/`.irp`/macro expansions from buffers of their own: only the region
    # without markers (no BEGIN, no END) takes them. The others are slices of the source-order rest.
    in_source = [index for index, instruction in enumerate(instructions) if instruction.expanded_from is None]
    positions = [(instructions[index].span.line, instructions[index].span.start) for index in in_source]
    result: list[Region] = []
    for region in regions:
        if region.begin is None and region.end is None:
            members = tuple(range(len(instructions)))
        else:
            first = 0 if region.begin is None else bisect_left(positions, (region.begin.line, region.begin.start))
            last = (len(positions) if region.end is None
                    else bisect_right(positions, (region.end.line, region.end.start)))
            members = tuple(in_source[first:last])
        if members:
            result.append(Region(len(result), region.name, region.kind, region.begin, region.end, members))
    if not result:
        diagnostics.append(
            Diagnostic(Span(0, 0, 0), Severity.ERROR, NO_INSTRUCTIONS, "no assembly instructions found.")
        )
    return result, diagnostics


def _marker_span(comment: Comment) -> Span:
    """Where llvm-mca points: the comment text's first character (kept one line wide)."""
    return comment.span


def _is_untouched_default(regions: list[_OpenRegion]) -> bool:
    only = regions[0]
    return len(regions) == 1 and only.begin is None and only.end is None


def _begin(
    regions: list[_OpenRegion], active: dict[str, int], name: str, where: Span, diagnostics: list[Diagnostic]
) -> None:
    if not active and _is_untouched_default(regions):
        regions[0] = _OpenRegion(name, RegionKind.EXPLICIT, where)
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
    regions.append(_OpenRegion(name, RegionKind.EXPLICIT, where))


def _end(
    regions: list[_OpenRegion], active: dict[str, int], name: str, where: Span, diagnostics: list[Diagnostic]
) -> None:
    if name == "":
        if len(active) == 1:
            (only_name, index), = active.items()
            regions[index].end = where
            del active[only_name]
            return
        if not active and _is_untouched_default(regions):
            regions[0].end = where
            return
    index = active.pop(name, None)
    if index is not None:
        regions[index].end = where
        return
    note = f"unable to find an active region named {name}" if name else "unable to find an active anonymous region"
    diagnostics.append(
        Diagnostic(where, Severity.ERROR, INVALID_END, "found an invalid region end directive",
                   (Related(where, note),))
    )
