"""A region -> the bytes the harness runs, or positioned reasons why it cannot run safely.

Refused (errors): system calls and interrupts, privileged or process-state-changing
instructions, prefixes written as statements of their own (`data16`, `addr32`, `rep`, `lock`, `fs`,
`rex64`, ...), calls, returns, indirect and absolute jumps (`jmpabs`), jumps to labels outside the
region, `rep` string instructions (their count would be a pointer), stores through %fs/%gs (the
harness's own thread state). Direct branches inside the region (the back-edge included) are
rewritten to branch to the next instruction: llvm-mca treats a region as straight code, and the
branch still executes. So is a conditional branch forward out of the region (a loop's exit test,
in nearly every compiled while-loop): it runs as not taken, as llvm-mca analyses it.

Noted (warnings): instructions whose time depends on the data (division, square root) or on
machine state (lock, fences, string instructions, cpuid).

These refusals are the explainable layer. Under them, every statement's bytes are decoded as the
processor reads them (`decode`): they must form exactly one instruction — so that no prefix or
immediate hides another — and that instruction must not be a system call, interrupt, call,
return, far or indirect jump, or a branch anywhere but to the next instruction. Under that, the
child runs in a seccomp sandbox (`child.run_block`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..diagnostics import Diagnostic, Severity
from ..frontend.syntax import Directive, Instruction, Label, ParsedFile
from ..isa import Isa
from ..mcinst import Expr, McInst, Reg
from ..source import Span
from ..targets.x86.encode import encode, load_encoding_table
from .asm import pcrel_width
from .decode import decode

CODE_REFUSED = "MCL601"  # cannot run safely
CODE_CONTROL_FLOW = "MCL602"  # control flow leaves the region
CODE_DATA_DEPENDENT = "MCL603"  # the figure depends on data or machine state
CODE_BRANCH_REWRITTEN = "MCL604"  # a branch runs as a branch to the next instruction
CODE_NOT_MEASURABLE = "MCL605"  # ran, but faulted, hung or died
CODE_HOST = "MCL606"  # host CPU differs from -mcpu, or cannot measure here

_SYSTEM = {
    "SYSCALL": "a system call", "SYSENTER": "a system call", "INT": "a software interrupt",
    "INT3": "a breakpoint", "INTO": "a software interrupt", "UD2": "an undefined-instruction trap",
    "VMCALL": "a hypervisor call", "VMMCALL": "a hypervisor call", "VMFUNC": "a hypervisor call",
}
_PRIVILEGED_PREFIXES = (
    "HLT", "IN8", "IN16", "IN32", "OUT8", "OUT16", "OUT32", "INSB", "INSW", "INSL", "OUTSB", "OUTSW",
    "OUTSL", "CLI", "STI", "CLTS", "LGDT", "LIDT", "LLDT", "LTR", "LMSW", "SGDT", "SIDT", "INVD",
    "WBINVD", "WBNOINVD", "INVLPG", "INVPCID", "RDMSR", "WRMSR", "RDPMC", "SWAPGS", "SYSEXIT", "SYSRET",
    "IRET", "MONITOR", "MWAIT", "UMONITOR", "UMWAIT", "TPAUSE", "XSETBV", "XSAVES", "XRSTORS", "WRFSBASE",
    "WRGSBASE", "WRPKRU", "ENCL", "VMX", "VMLAUNCH", "VMRESUME", "VMREAD", "VMWRITE", "VMPTR", "VMCLEAR",
    "VMRUN", "VMLOAD", "VMSAVE", "INVEPT", "INVVPID", "INVLPGA", "SKINIT", "STGI", "CLGI", "UD1", "UD0",
    "MOV32cr", "MOV64cr", "MOV32rc", "MOV64rc", "MOV32dr", "MOV64dr", "MOV32rd", "MOV64rd", "LAR", "LSL",
    "PUSHF", "POPF", "SAHF", "LSS", "LFS", "LGS", "MOV16sr", "MOV16sm", "MOV32sr", "MOV64sr", "POPFS",
    "POPGS", "SETSSBSY", "RSTORSSP", "WRSS", "WRUSS", "SAVEPREVSSP", "INCSSP", "HRESET", "SERIALIZE",
    "SENDUIPI", "UIRET", "CLUI", "STUI", "TESTUI", "LOADIWKEY", "PCONFIG", "PTWRITE",
)
_STRING = frozenset(f"{op}{size}" for op in ("MOVS", "STOS", "LODS", "SCAS", "CMPS", "INS", "OUTS")
                    for size in "BWLQ")
_STATE_DEPENDENT = ("LFENCE", "SFENCE", "MFENCE", "CPUID", "RDTSC", "RDRAND", "RDSEED", "XCHG")


@dataclass(slots=True)
class PreparedBlock:
    code: bytes = b""
    instructions: int = 0
    errors: list[Diagnostic] = field(default_factory=list)
    notes: list[Diagnostic] = field(default_factory=list)
    data_dependent: list[str] = field(default_factory=list)  # why the figure depends on data
    offsets: list[int] = field(default_factory=list)  # start of each instruction's bytes in `code`

    def instruction_at(self, offset: int) -> int | None:
        """Index of the instruction whose bytes hold `offset` (within one copy), or None."""
        if not self.code or not self.offsets or not 0 <= offset < len(self.code):
            return None
        return max(i for i, start in enumerate(self.offsets) if start <= offset)


def _privileged(opcode: str) -> bool:
    return any(opcode.startswith(p) for p in _PRIVILEGED_PREFIXES)


def region_labels(parsed: ParsedFile, spans: list[Span]) -> set[str]:
    """Labels that belong to the region: those between its instructions and those right before
    its first instruction (the loop head a back-edge jumps to)."""
    if not spans:
        return set()
    first, last = spans[0].line, spans[-1].line
    statements = parsed.statements
    labels: set[str] = set()
    start = next((i for i, st in enumerate(statements)
                  if isinstance(st, Instruction) and st.span.line == first), None)
    if start is None:
        return labels
    i = start - 1
    while i >= 0 and isinstance(statements[i], (Label, Directive)):
        st = statements[i]
        if isinstance(st, Label):
            labels.add(st.name)
        i -= 1
    for st in statements[start:]:
        if isinstance(st, Label):
            if st.span.line > last:
                break
            labels.add(st.name)
        elif isinstance(st, Instruction) and st.span.line > last:
            break
    return labels


def other_mode_lines(parsed: ParsedFile, triple: str) -> set[tuple[int, int]]:
    """(line, column) of the instructions a `.code32` puts in another mode than `triple`'s: the
    harness runs 64-bit code, where their bytes are other instructions (or none)."""
    modes = parsed.target.assembler.code_modes(parsed, triple)[0]
    return {(i.span.line, i.span.start) for i in parsed.instructions if id(i) in modes}


def region_exits(parsed: ParsedFile, spans: list[Span]) -> set[str]:
    """Labels defined after the region's last instruction: a conditional branch to one of them
    leaves the region forward (a loop's exit)."""
    if not spans:
        return set()
    last = spans[-1].line
    return {st.name for st in parsed.statements if isinstance(st, Label) and st.span.line > last}


_CONDITIONAL = ("JCC", "JRCXZ", "JECXZ", "JCXZ", "LOOP")


def _where(inst: Instruction) -> Span:
    """The instruction's text (prefixes included), or the line it was expanded from."""
    return inst.span


def _decoded_problem(enc: bytes) -> str | None:
    """Why the processor would not run `enc` as one harmless instruction, or None."""
    shown = enc.hex(" ")
    d = decode(enc)
    if d.length < len(enc):
        return (f"its bytes ({shown}) decode as more than one instruction (the first {d.length} bytes are one): "
                "the processor would run something else than the instruction analysed")
    if d.length > len(enc) or (d.refused is not None and d.refused.startswith("the bytes end")):
        return (f"its bytes ({shown}) are not a whole instruction: the processor would join them to the next "
                "instruction")
    if d.refused is not None:
        return f"its bytes ({shown}) decode as {d.refused}"
    return None


def prepare(instructions: list[Instruction], mcinsts: list[McInst], isa: Isa, labels: set[str],
            exits: set[str] | frozenset[str] = frozenset()) -> PreparedBlock:
    """Encode a region's instructions for the harness, or say why not (positioned).

    `labels`: the region's own labels; `exits`: labels after the region, where a conditional
    branch may go (it runs as not taken)."""
    out = PreparedBlock(instructions=len(mcinsts))
    table = load_encoding_table()
    code = bytearray()

    def err(inst: Instruction, code_: str, message: str) -> None:
        out.errors.append(Diagnostic(_where(inst), Severity.ERROR, code_, message))

    def note(inst: Instruction, code_: str, message: str) -> None:
        out.notes.append(Diagnostic(_where(inst), Severity.WARNING, code_, message))

    for inst, mc in zip(instructions, mcinsts, strict=True):
        op = mc.opcode
        info = isa.opcodes.get(op)
        text = inst.text or inst.mnemonic
        if op in _SYSTEM:
            err(inst, CODE_REFUSED, f"not measured: `{text}` is {_SYSTEM[op]}")
            continue
        if op.endswith("_PREFIX"):
            err(inst, CODE_REFUSED, f"not measured: `{text}` is a prefix written as a statement of its own: "
                                    "llvm-mc encodes it alone, but the processor joins it to the next instruction, "
                                    "which then runs as a different instruction than the one analysed; write "
                                    "the prefix on the instruction's line")
            continue
        if op.startswith("JMPABS"):
            err(inst, CODE_CONTROL_FLOW, f"not measured: `{text}` is an absolute jump out of the region")
            continue
        if op.startswith("XBEGIN"):
            err(inst, CODE_CONTROL_FLOW, f"not measured: `{text}` starts a transaction whose abort path jumps "
                                         "to its label")
            continue
        if _privileged(op):
            err(inst, CODE_REFUSED, f"not measured: `{text}` is privileged or changes the process's state")
            continue
        width = pcrel_width(op)
        if info is not None and (info.is_call or info.is_return):
            err(inst, CODE_CONTROL_FLOW, f"not measured: `{text}` leaves the region ({'call' if info.is_call else 'return'})")
            continue
        if info is not None and info.is_branch and not width:
            err(inst, CODE_CONTROL_FLOW, f"not measured: `{text}` is an indirect jump out of the region")
            continue
        target = next((o.text for o in mc.operands if isinstance(o, Expr)), None) if width else None
        leaves = width and target is not None and target not in labels
        if leaves and not (target in exits and op.startswith(_CONDITIONAL)):
            err(inst, CODE_CONTROL_FLOW, f"not measured: `{text}` jumps to `{target}`, outside the region"
                + ("" if target in exits else " (only a conditional branch forward out of the region can run, "
                   "as not taken)"))
            continue
        segment = any(isinstance(o, Reg) and o.name in ("FS", "GS") for o in mc.operands)
        may_store = info is not None and info.may_store
        if segment and may_store:
            err(inst, CODE_REFUSED, f"not measured: `{text}` stores through %fs/%gs (the harness's thread state)")
            continue
        if op in _STRING and mc.flags & (4 | 8):
            err(inst, CODE_REFUSED, f"not measured: `{text}` repeats %rcx times, and %rcx holds a pointer here")
            continue
        if "DIV" in op or ("SQRT" in op and "RSQRT" not in op):
            out.data_dependent.append(text)
            note(inst, CODE_DATA_DEPENDENT,
                 f"`{text}`: its time depends on the operand values (division/square root); "
                 "the figure holds for the harness's values (pointers, 1.0)")
        elif mc.flags & 16 or op.startswith(_STATE_DEPENDENT) or segment or op in _STRING:
            out.data_dependent.append(text)
            note(inst, CODE_DATA_DEPENDENT, f"`{text}`: its time depends on machine state (lock, fence, "
                                            "string, %fs/%gs or serialising instruction)")
        enc = encode(mc, table)
        if enc is None:
            err(inst, CODE_REFUSED, f"not measured: `{text}` cannot be encoded")
            continue
        if width:
            enc = enc[:-width] + bytes(width)
        problem = _decoded_problem(enc)
        if problem is not None:
            err(inst, CODE_REFUSED, f"not measured: `{text}`: {problem}")
            continue
        out.offsets.append(len(code))
        if leaves:
            note(inst, CODE_BRANCH_REWRITTEN, f"`{text}` leaves the region (to `{target}`, after it): it runs as "
                                              "a branch to the next instruction in the assembled copy, i.e. as "
                                              "not taken (llvm-mca treats the region as straight code)")
        elif width:
            note(inst, CODE_BRANCH_REWRITTEN, f"`{text}` runs as a branch to the next instruction "
                                              "(llvm-mca treats the region as straight code)")
        code += enc
    out.code = bytes(code)
    return out
