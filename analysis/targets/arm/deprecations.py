"""llvm-mc's "deprecated" warnings for instructions it assembles (the opcodes' `Deprecated<...>` and
`ComplexDeprecationPredicate<...>` in LLVM's ARM tables, ARMMCTargetDesc.cpp's checks), at the
mnemonic as llvm-mc reports them:

* SETEND (A32 and Thumb) on a CPU with Armv8's operations: "deprecated";
* A32 LDM (all four modes, with and without writeback) with LR and PC both among the operands from
  the fifth on: "use of LR and PC simultaneously in the list is deprecated" (the first list register
  of the forms without writeback is the fourth operand, which the check does not read);
* A32 STM with PC there: "use of PC in the list is deprecated";
* MCR/t2MCR to CP15 with the barrier encodings on Armv7 and later: "deprecated since v7, use 'isb'"
  (`mcr p15, #0, rt, c7, c5, #4`), 'dsb' (c7, c10, #4), 'dmb' (c7, c10, #5); MCR/t2MCR to cp10 or
  cp11 on Armv7 and later: "since v7, cp10 and cp11 are reserved for advanced SIMD or floating point
  instructions" (getMRCDeprecationInfo reads MRC's operand 0, its Rt: it never warns).
"""

from __future__ import annotations

import re

from ...mcinst import Imm, McInst, Reg

_LDM = re.compile(r"LDM(IA|DA|DB|IB)(_UPD)?$")
_STM = re.compile(r"STM(IA|DA|DB|IB)(_UPD)?$")


def _imm(mc: McInst, position: int) -> int | None:
    if position >= len(mc.operands):
        return None
    operand = mc.operands[position]
    return operand.value if isinstance(operand, Imm) and isinstance(operand.value, int) else None


def deprecation(mc: McInst, features: frozenset[str]) -> str | None:
    """llvm-mc's deprecation warning for `mc` on a CPU with `features`, or None."""
    opcode = mc.opcode
    if opcode in ("SETEND", "tSETEND"):
        return "deprecated" if "v8" in features else None
    if _LDM.match(opcode) is not None:
        names = {op.name for op in mc.operands[4:] if isinstance(op, Reg)}
        return "use of LR and PC simultaneously in the list is deprecated" if {"LR", "PC"} <= names else None
    if _STM.match(opcode) is not None:
        names = {op.name for op in mc.operands[4:] if isinstance(op, Reg)}
        return "use of PC in the list is deprecated" if "PC" in names else None
    if opcode in ("MCR", "t2MCR") and "v7" in features:
        cop, opc1, crn, crm, opc2 = (_imm(mc, i) for i in (0, 1, 3, 4, 5))
        if (cop, opc1, crn) == (15, 0, 7):
            if (crm, opc2) == (5, 4):
                return "deprecated since v7, use 'isb'"
            if (crm, opc2) == (10, 4):
                return "deprecated since v7, use 'dsb'"
            if (crm, opc2) == (10, 5):
                return "deprecated since v7, use 'dmb'"
        if cop in (10, 11):
            return "since v7, cp10 and cp11 are reserved for advanced SIMD or floating point instructions"
    return None
