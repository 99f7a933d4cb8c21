"""The assembler's parse-only aliases (RISCVInstrInfo*.td InstAliases whose operands the probes'
markers never take: `zero`, `ra`, fixed immediates): each rewrites the statement into the
instruction it stands for, which the spelling table then resolves. Checked with llvm-mc-19
-show-inst."""

from __future__ import annotations

from collections.abc import Callable

from . import syntax

Ops = list[syntax.Operand]


def _x(number: int, like: syntax.Operand) -> syntax.Reg:
    return syntax.Reg("x", number, like.span)


def _imm(value: int, like: syntax.Operand) -> syntax.Imm:
    return syntax.Imm(value, str(value), like.span)


def _mem(base: syntax.Operand, offset: syntax.Imm | None = None) -> syntax.Mem:
    assert isinstance(base, syntax.Reg)
    return syntax.Mem(offset, base, base.span)


def _zero_offset(ops: Ops) -> Ops:
    return [ops[0], _imm(0, ops[0]), ops[1]]


_Rule = Callable[[Ops], list[tuple[str, Ops]] | None]


def _rules() -> dict[str, _Rule]:
    rules: dict[str, _Rule] = {}

    def add(mnemonic: str, shape: str, build: Callable[[Ops], list[tuple[str, Ops]]]) -> None:
        previous = rules.get(mnemonic)

        def rule(ops: Ops, previous: _Rule | None = previous) -> list[tuple[str, Ops]] | None:
            # the spelling key's kinds: a CSR or fence set written as a number reads as a name would
            if syntax.shape(mnemonic, ops).partition(" ")[2] == shape:
                return build(ops)
            return previous(ops) if previous is not None else None

        rules[mnemonic] = rule

    add("nop", "", lambda o: [("addi", [syntax.Reg("x", 0, syntax.Span(0, 0, 0))] * 2 + [syntax.Imm(0, "0", syntax.Span(0, 0, 0))])])
    add("ret", "", lambda o: [("jalr", [syntax.Reg("x", 0, syntax.Span(0, 0, 0)),
                                        syntax.Mem(syntax.Imm(0, "0", syntax.Span(0, 0, 0)),
                                                   syntax.Reg("x", 1, syntax.Span(0, 0, 0)), syntax.Span(0, 0, 0))])])
    add("mv", "xx", lambda o: [("addi", [o[0], o[1], _imm(0, o[1])])])
    add("not", "xx", lambda o: [("xori", [o[0], o[1], _imm(-1, o[1])])])
    add("neg", "xx", lambda o: [("sub", [o[0], _x(0, o[1]), o[1]])])
    add("negw", "xx", lambda o: [("subw", [o[0], _x(0, o[1]), o[1]])])
    add("sext.w", "xx", lambda o: [("addiw", [o[0], o[1], _imm(0, o[1])])])
    add("seqz", "xx", lambda o: [("sltiu", [o[0], o[1], _imm(1, o[1])])])
    add("snez", "xx", lambda o: [("sltu", [o[0], _x(0, o[1]), o[1]])])
    add("sltz", "xx", lambda o: [("slt", [o[0], o[1], _x(0, o[1])])])
    add("sgtz", "xx", lambda o: [("slt", [o[0], _x(0, o[1]), o[1]])])
    add("sgt", "xxx", lambda o: [("slt", [o[0], o[2], o[1]])])
    add("sgtu", "xxx", lambda o: [("sltu", [o[0], o[2], o[1]])])
    # LLVM 19's `zext.b` is a parse-only alias (22 prints ANDI 255 as it, so its probes know it)
    add("zext.b", "xx", lambda o: [("andi", [o[0], o[1], _imm(255, o[1])])])
    add("zext.w", "xx", lambda o: [("add.uw", [o[0], o[1], _x(0, o[1])])])
    for name, real, zero_first in (("beqz", "beq", False), ("bnez", "bne", False), ("blez", "bge", True),
                                   ("bgez", "bge", False), ("bltz", "blt", False), ("bgtz", "blt", True)):
        add(name, "xi", lambda o, real=real, zero_first=zero_first: [
            (real, [_x(0, o[0]), o[0], o[1]] if zero_first else [o[0], _x(0, o[0]), o[1]])])
    for name, real in (("bgt", "blt"), ("ble", "bge"), ("bgtu", "bltu"), ("bleu", "bgeu")):
        add(name, "xxi", lambda o, real=real: [(real, [o[1], o[0], o[2]])])
    add("j", "i", lambda o: [("jal", [_x(0, o[0]), o[0]])])
    add("jal", "i", lambda o: [("jal", [_x(1, o[0]), o[0]])])
    add("jr", "x", lambda o: [("jalr", [_x(0, o[0]), _mem(o[0], _imm(0, o[0]))])])
    add("jr", "m", lambda o: [("jalr", [_x(0, o[0]), o[0]])])
    add("jalr", "x", lambda o: [("jalr", [_x(1, o[0]), _mem(o[0], _imm(0, o[0]))])])
    add("jalr", "m", lambda o: [("jalr", [_x(1, o[0]), o[0]])])
    add("jalr", "xx", lambda o: [("jalr", [o[0], _mem(o[1], _imm(0, o[1]))])])
    for width in ("s", "d", "h"):
        # the x-register forms are Zfinx/Zdinx/Zhinx's (LLVM 19 has no `fmv.s`/`fmv.d` of x
        # registers: target.py refuses those as llvm-mc-19 does)
        for name, real in (("fmv", "fsgnj"), ("fabs", "fsgnjx"), ("fneg", "fsgnjn")):
            for shape in ("ff", "xx"):
                add(f"{name}.{width}", shape,
                    lambda o, real=real, width=width: [(f"{real}.{width}", [o[0], o[1], o[1]])])
        for name, real in (("fgt", "flt"), ("fge", "fle")):
            for shape in ("xff", "xxx"):
                add(f"{name}.{width}", shape,
                    lambda o, real=real, width=width: [(f"{real}.{width}", [o[0], o[2], o[1]])])
    add("fence", "", lambda o: [("fence", [syntax.Word("iorw", 15, syntax.Span(0, 0, 0))] * 2)])
    add("csrr", "xw", lambda o: [("csrrs", [o[0], o[1], _x(0, o[0])])])
    for name, real in (("csrw", "csrrw"), ("csrs", "csrrs"), ("csrc", "csrrc"), ("csrwi", "csrrwi"),
                       ("csrsi", "csrrsi"), ("csrci", "csrrci")):
        last = "x" if not name.endswith("i") else "w"
        add(name, "w" + last, lambda o, real=real: [(real, [_x(0, o[0]), o[0], o[1]])])
    for name, csr in (("rdcycle", 0xC00), ("rdtime", 0xC01), ("rdinstret", 0xC02), ("frflags", 1), ("frrm", 2),
                      ("frcsr", 3)):
        add(name, "x", lambda o, csr=csr: [("csrrs", [o[0], syntax.Word(str(csr), csr, o[0].span), _x(0, o[0])])])
    for name, csr in (("fsflagsi", 1), ("fsrmi", 2)):
        add(name, "i", lambda o, csr=csr: [("csrrwi", [_x(0, o[0]), syntax.Word(str(csr), csr, o[0].span), o[0]])])
        add(name, "xi", lambda o, csr=csr: [("csrrwi", [o[0], syntax.Word(str(csr), csr, o[0].span), o[1]])])
    for name, csr in (("fsflags", 1), ("fsrm", 2), ("fscsr", 3)):
        add(name, "x", lambda o, csr=csr: [("csrrw", [_x(0, o[0]), syntax.Word(str(csr), csr, o[0].span), o[0]])])
        add(name, "xx", lambda o, csr=csr: [("csrrw", [o[0], syntax.Word(str(csr), csr, o[0].span), o[1]])])
    _vector(add)
    return rules


def _vector(add: Callable[[str, str, Callable[[Ops], list[tuple[str, Ops]]]], None]) -> None:
    for masked in ("", "t"):
        def tail(o: Ops, masked: str = masked) -> Ops:
            return [o[-1]] if masked else []

        add("vnot.v", "vv" + masked, lambda o, tail=tail: [("vxor.vi", [o[0], o[1], _imm(-1, o[1]), *tail(o)])])
        for name, real in (("vneg.v", "vrsub.vx"), ("vwcvt.x.x.v", "vwadd.vx"), ("vwcvtu.x.x.v", "vwaddu.vx"),
                           ("vncvt.x.x.w", "vnsrl.wx")):
            add(name, "vv" + masked, lambda o, real=real, tail=tail: [(real, [o[0], o[1], _x(0, o[1]), *tail(o)])])
        for name, real in (("vfneg.v", "vfsgnjn.vv"), ("vfabs.v", "vfsgnjx.vv")):
            add(name, "vv" + masked, lambda o, real=real, tail=tail: [(real, [o[0], o[1], o[1], *tail(o)])])
        for name, real in (("vmsgt.vv", "vmslt.vv"), ("vmsgtu.vv", "vmsltu.vv"), ("vmsge.vv", "vmsle.vv"),
                           ("vmsgeu.vv", "vmsleu.vv"), ("vmfgt.vv", "vmflt.vv"), ("vmfge.vv", "vmfle.vv")):
            add(name, "vvv" + masked, lambda o, real=real, tail=tail: [(real, [o[0], o[2], o[1], *tail(o)])])
        for name, real in (("vmsge.vi", "vmsgt.vi"), ("vmslt.vi", "vmsle.vi")):
            add(name, "vvi" + masked, lambda o, real=real, tail=tail: [(real, [o[0], o[1], _less(o[2]), *tail(o)])])
        add("vmsgeu.vi", "vvi" + masked, lambda o, tail=tail: _unsigned_ge(o, tail(o)))
        add("vmsltu.vi", "vvi" + masked, lambda o, tail=tail: _unsigned_lt(o, tail(o)))
    add("vmmv.m", "vv", lambda o: [("vmand.mm", [o[0], o[1], o[1]])])
    add("vmnot.m", "vv", lambda o: [("vmnand.mm", [o[0], o[1], o[1]])])
    add("vmclr.m", "v", lambda o: [("vmxor.mm", [o[0], o[0], o[0]])])
    add("vmset.m", "v", lambda o: [("vmxnor.mm", [o[0], o[0], o[0]])])
    # vmsge{u}.vx unmasked: vmslt{u}.vx then vmnand.mm of the result with itself (RISCVAsmParser)
    for name, real in (("vmsge.vx", "vmslt.vx"), ("vmsgeu.vx", "vmsltu.vx")):
        add(name, "vvx", lambda o, real=real: [(real, [o[0], o[1], o[2]]), ("vmnand.mm", [o[0], o[0], o[0]])])


def _less(op: syntax.Operand) -> syntax.Operand:
    if isinstance(op, syntax.Imm) and op.value is not None:
        return syntax.Imm(op.value - 1, str(op.value - 1), op.span)
    return op


def _unsigned_ge(o: Ops, tail: Ops) -> list[tuple[str, Ops]]:
    if isinstance(o[2], syntax.Imm) and o[2].value == 0:  # always true: vmseq.vv vd, vs, vs
        return [("vmseq.vv", [o[0], o[1], o[1], *tail])]
    return [("vmsgtu.vi", [o[0], o[1], _less(o[2]), *tail])]


def _unsigned_lt(o: Ops, tail: Ops) -> list[tuple[str, Ops]]:
    if isinstance(o[2], syntax.Imm) and o[2].value == 0:  # always false: vmsne.vv vd, vs, vs
        return [("vmsne.vv", [o[0], o[1], o[1], *tail])]
    return [("vmsleu.vi", [o[0], o[1], _less(o[2]), *tail])]


RULES = _rules()


def rewrite(mnemonic: str, operands: Ops) -> list[tuple[str, Ops]] | None:
    """The instructions an alias stands for, or None when `mnemonic` with these operands is none."""
    rule = RULES.get(mnemonic)
    return rule(operands) if rule is not None else None
