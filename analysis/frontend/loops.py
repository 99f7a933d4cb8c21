"""Automatic regions: the innermost loops of a file, found from labels and backward branches (llvm/llvm-project#59731).

A loop is a label followed by code that ends in a branch (conditional or `jmp`, or `loop*`) back
to that label. The region is every instruction from the label to that branch, in source order;
that is what llvm-mca would simulate if the user had put markers there.

Rules, chosen for gcc/clang -O2 output:
* Labels inside the body are allowed: compilers put join points of if/else and the rotated loop
  test (`jmp .L2; .L3: body; .L2: cmp; jne .L3`) inside loop bodies.
* Early exits (branches to labels outside the body, `ret`) are allowed: they do not change the
  straight-line sequence llvm-mca simulates, which assumes the loop keeps iterating. But the
  closing branch must be reachable from the label by falling through or by forward jumps inside
  the body; code after a `jmp`/`ret` that nothing in the body jumps to is dead, so layouts where a
  block after `ret` jumps back (`ret; .L31: ...; jmp .L24`) are not loops.
* Several backward branches to one label (`continue`) make one loop ending at the last reachable one.
* Only innermost loops are reported: a loop whose span contains another loop's span is dropped.
* Numeric local labels resolve as GNU as does: `1b` is the nearest `1:` before the branch, `1f`
  the nearest after (so never a loop).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..diagnostics import Diagnostic
from .regions import Region, RegionKind, find_regions, marker_of
from .syntax import Instruction, Label, ParsedFile

if TYPE_CHECKING:
    from ..targets.target import InstrAnalysis

def find_loops(parsed: ParsedFile) -> list[Region]:
    """Innermost loops as automatic regions, in source order, named `loop .L3 (lines 12-20)`."""
    return _loop_regions(_candidates(parsed), innermost=True)


def find_outer_loops(parsed: ParsedFile) -> list[Region]:
    """The loops that contain another loop, in source order, named `outer loop .L2 (lines 8-30)`:
    simulated as straight-line code (an inner loop's body once per outer iteration)."""
    return _loop_regions(_candidates(parsed), innermost=False)


def _loop_regions(candidates: list[tuple[int, int, Label, Instruction]], *, innermost: bool) -> list[Region]:
    inner = _innermost(candidates)
    chosen = inner if innermost else [c for c in candidates if c not in inner]
    regions = []
    for first, last, label, branch in chosen:
        prefix = "loop" if innermost else "outer loop"
        name = f"{prefix} {label.name} (lines {label.span.line + 1}-{branch.span.line + 1})"
        regions.append(
            Region(len(regions), name, RegionKind.AUTOMATIC, label.span, branch.span, tuple(range(first, last + 1)))
        )
    return regions


def _candidates(parsed: ParsedFile) -> list[tuple[int, int, Label, Instruction]]:
    """Every loop: (first instruction, closing branch index, label, closing branch), sorted.

    Which instructions branch where, and which never fall through, is the target's knowledge
    (`branch_label`, `falls_through` of the instruction-analysis role of the Target that parsed
    the file)."""
    branch_label = parsed.target.instr_analysis.branch_label
    instructions: list[Instruction] = []
    labels_before: list[set[str]] = []  # labels defined right before each instruction
    label_positions: dict[str, int] = {}  # label -> index of the instruction that follows it
    label_statements: dict[str, Label] = {}
    back_edges: dict[tuple[str, int], list[int]] = {}  # (label, its position) -> backward branch indices
    pending_labels: set[str] = set()
    for statement in parsed.statements:
        if isinstance(statement, Label):
            # A redefined numeric label shadows the older one for later `Nb` references.
            label_positions[statement.name] = len(instructions)
            label_statements[statement.name] = statement
            pending_labels.add(statement.name)
            continue
        if not isinstance(statement, Instruction):
            continue
        target = branch_label(statement)
        if target is not None and not _is_numeric_forward(target):
            name = target[:-1] if _is_numeric_backward(target) else target
            header = label_positions.get(name)
            if header is not None:
                back_edges.setdefault((name, header), []).append(len(instructions))
                label_statements[f"{name}@{header}"] = label_statements[name]
        instructions.append(statement)
        labels_before.append(pending_labels)
        pending_labels = set()
    candidates = []
    for (name, header), branches in back_edges.items():
        # The loop closes at the last backward branch that straight-line code can reach.
        for last in reversed(branches):
            if _reaches(instructions, labels_before, header, last, parsed.target.instr_analysis):
                candidates.append((header, last, label_statements[f"{name}@{header}"], instructions[last]))
                break
    candidates.sort(key=lambda candidate: (candidate[0], candidate[1]))
    return candidates


def find_loop_regions(parsed: ParsedFile, expansions_below: bool = False, comment_string: str | None = None
                      ) -> tuple[list[Region], list[Diagnostic]]:
    """Regions for `--auto-regions` and the server: the user's `LLVM-MCA-BEGIN/END` regions when the
    file has any marker (markers come first, never silently dropped); otherwise the innermost loops;
    without any loop, the whole file, so there is always something to analyse."""
    if comment_string is None:
        comment_string = parsed.target.syntax.comment_string
    if any(marker_of(comment, comment_string) is not None
           for comment in (*parsed.comments, *parsed.expanded_comments, *parsed.peeked_comments)):
        return find_regions(parsed, expansions_below, comment_string)
    loops = find_loops(parsed)
    if loops:
        return loops, []
    return find_regions(parsed, expansions_below, comment_string)


def _reaches(instructions: list[Instruction], labels_before: list[set[str]], first: int, last: int,
             analysis: InstrAnalysis) -> bool:
    """Whether the branch at `last` is reachable from `first` by falling through or jumping forward.

    Code after a `jmp`/`ret` is dead unless a reachable forward branch in the range targets a label
    in front of it; this rejects blocks that only look like loops because of layout (a `jmp .L24`
    placed after a `ret`, entering the "body" from outside).
    """
    reachable = True
    forward_targets: set[str] = set()
    for index in range(first, last + 1):
        if not reachable and labels_before[index] & forward_targets:
            reachable = True
        if not reachable:
            continue
        if index == last:
            return True
        instruction = instructions[index]
        label = analysis.branch_label(instruction)
        if label is not None:
            forward_targets.add(label[:-1] if _is_numeric_forward(label) else label)
        if not analysis.falls_through(instruction):
            reachable = False
    return False


def _innermost(candidates: list[tuple[int, int, Label, Instruction]]) -> list[tuple[int, int, Label, Instruction]]:
    """Drop every (first, last) range that contains another; input sorted by (first, last)."""
    kept = []
    suffix_min: list[int | None] = [None] * (len(candidates) + 1)
    for position in range(len(candidates) - 1, -1, -1):
        following = suffix_min[position + 1]
        last = candidates[position][1]
        suffix_min[position] = last if following is None else min(last, following)
    for position, candidate in enumerate(candidates):
        first, last = candidate[0], candidate[1]
        shares_start = position > 0 and candidates[position - 1][0] == first
        later = suffix_min[position + 1]
        if shares_start or (later is not None and later <= last):
            continue
        kept.append(candidate)
    return kept


def _is_numeric_backward(target: str) -> bool:
    return len(target) > 1 and target[-1] in "bB" and target[:-1].isascii() and target[:-1].isdigit()


def _is_numeric_forward(target: str) -> bool:
    return len(target) > 1 and target[-1] in "fF" and target[:-1].isascii() and target[:-1].isdigit()
