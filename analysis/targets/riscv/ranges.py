"""llvm-mc's range checks of RISC-V immediates, with its messages (RISCVAsmParser's
generateImmOutOfRangeError and the operand classes' own words), read from the operand types the
exporter records per opcode (isa.json's MCOperandInfo OperandType, `OperandInfo.operand_type`).

The type numbers are RISCVOp's enum and differ between releases, so each class is found through an
opcode known to use it (an anchor: ADDI's immediate is simm12, SLLIW's uimm5, ...); every opcode
whose operand has that type is then checked the same way. Where LLVM gives two parser classes one
type (LLVM 19's uimm20 of LUI and of AUIPC, with different words), the anchor names its opcode only.
The messages were checked with llvm-mc-19 and -22 (tests/test_riscv_zc.py): LLVM 22 says
"specifier" where 19 says "modifier"; 19's `c.slli` takes [1, XLEN-1] (22: from 0).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...isa import Isa


@dataclass(frozen=True, slots=True)
class ImmRange:
    low: int
    high: int  # on RV64; `xlen` classes: the shift amounts, [low, XLEN - 1]
    step: int = 1  # the value must be a multiple of this
    nonzero: bool = False
    words: str = "int"  # how llvm-mc words it (message())
    xlen: bool = False
    values: tuple[int, ...] = ()  # `slist` classes: the only values taken

    def bounds(self, rv32: bool) -> tuple[int, int]:
        return self.low, (31 if rv32 else 63) if self.xlen else self.high

    def accepts(self, value: int, rv32: bool) -> bool:
        if self.words == "c.lui":
            return 1 <= value <= 31 or 0xFFFE0 <= value <= 0xFFFFF
        if self.values:
            return value in self.values
        low, high = self.bounds(rv32)
        return low <= value <= high and value % self.step == 0 and (value != 0 or not self.nonzero)

    def message(self, rv32: bool, llvm22: bool) -> str:
        low, high = self.bounds(rv32)
        word = "specifier" if llvm22 else "modifier"
        if self.words == "lo12":
            return f"operand must be a symbol with %lo/%pcrel_lo/%tprel_lo {word} or an integer in the range [{low}, {high}]"
        if self.words == "hi20":
            return f"operand must be a symbol with %hi/%tprel_hi {word} or an integer in the range [{low}, {high}]"
        if self.words == "pcrel_hi20":
            return (f"operand must be a symbol with a %pcrel_hi/%got_pcrel_hi/%tls_ie_pcrel_hi/%tls_gd_pcrel_hi {word} "
                    f"or an integer in the range [{low}, {high}]")
        if self.words == "c.lui":
            return "immediate must be in [0xfffe0, 0xfffff] or [1, 31]"
        if self.words == "qc.abs20":  # LLVM 22's words, with their two spaces
            return f"operand must be a symbol with a %qc.abs20 specifier or an integer  in the range [{low}, {high}]"
        if self.values:
            return f"immediate must be one of: {', '.join(str(v) for v in self.values)}"
        if self.words == "offset":
            return f"immediate offset must be in the range [{low}, {high}]"
        if self.words == "constant":
            return f"operand must be constant {low}"
        if self.words == "zero":
            return "immediate must be zero"
        if self.words == "one_of":
            return f"immediate must be one of [{', '.join(str(v) for v in range(low, high + 1, self.step))}]"
        if self.step > 1:
            nonzero = " and non-zero" if self.nonzero else ""
            return f"immediate must be a multiple of {self.step} bytes{nonzero} in the range [{low}, {high}]"
        if self.nonzero:
            return f"immediate must be non-zero in the range [{low}, {high}]"
        return f"immediate must be an integer in the range [{low}, {high}]"


# (anchor opcode, its MC operand, the class, whether the class is the anchor opcode's alone), in
# priority order: a type already named by an earlier anchor keeps that one's class.
_ANCHORS: tuple[tuple[str, int, ImmRange, bool], ...] = (
    ("ADDI", 2, ImmRange(-2048, 2047, words="lo12"), False),  # simm12: ALU immediates, load/store offsets, jalr
    ("LUI", 1, ImmRange(0, 1048575, words="hi20"), True),
    ("AUIPC", 1, ImmRange(0, 1048575, words="pcrel_hi20"), True),
    ("SLLI", 2, ImmRange(0, 63, xlen=True), False),  # uimmlog2xlen: shifts, rotates, Zbs
    ("SLLIW", 2, ImmRange(0, 31), False),  # uimm5: W shifts, CSR immediates, vector uimm5, vsetivli's AVL
    ("CSRRW", 1, ImmRange(0, 4095), False),  # the CSR number
    ("VADD_VI", 2, ImmRange(-16, 15), False),  # simm5
    ("VROR_VI", 2, ImmRange(0, 63), False),  # uimm6
    ("PREFETCH_I", 1, ImmRange(-2048, 2016, step=32), False),
    ("C_LI", 1, ImmRange(-32, 31), False),  # simm6
    ("C_ADDI", 2, ImmRange(-32, 31, nonzero=True), False),  # LLVM 19's simm6nonzero (22: C_LI's type)
    ("C_SLLI", 2, ImmRange(1, 63, xlen=True), False),  # LLVM 19's uimmlog2xlennonzero (22: SLLI's type)
    ("C_ADDI_HINT_IMM_ZERO", 2, ImmRange(0, 0, words="zero"), False),  # LLVM 19's `c.addi a0, 0` (immzero)
    ("C_LUI", 1, ImmRange(1, 0xFFFFF, words="c.lui"), False),
    ("C_LW", 2, ImmRange(0, 124, step=4), False),
    ("C_LWSP", 2, ImmRange(0, 252, step=4), False),
    ("C_LD", 2, ImmRange(0, 248, step=8), False),
    ("C_LDSP", 2, ImmRange(0, 504, step=8), False),
    ("C_ADDI4SPN", 2, ImmRange(4, 1020, step=4), False),
    ("C_ADDI16SP", 2, ImmRange(-512, 496, step=16, nonzero=True), False),
    ("C_LBU", 2, ImmRange(0, 3), False),  # uimm2
    ("C_LH", 2, ImmRange(0, 2, step=2, words="one_of"), False),  # uimm2_lsb0
    ("AES64KS1I", 2, ImmRange(0, 10), False),  # Zkne/Zknd's round number
    ("CM_JALT", 0, ImmRange(32, 255), False),  # Zcmt's table index (below 32 is cm.jt)
    # vendor extensions (llvm-mc-19 and -22 on riscv32): CORE-V's SIMD shift amounts, SiFive VCIX's
    # one-bit opcode field, WCH's Xwchc half-word offsets, MIPS's prefetch offset (LLVM 22)
    ("CV_SLL_SCI_B", 2, ImmRange(0, 7), False),
    ("CV_SLL_SCI_H", 2, ImmRange(0, 15), False),
    ("VC_FV", 0, ImmRange(0, 1), False),  # LLVM 19's name
    ("SF_VC_FV", 0, ImmRange(0, 1), False),  # LLVM 22's
    ("QK_C_LHU", 2, ImmRange(0, 62, step=2), False),
    ("QK_C_LHUSP", 2, ImmRange(0, 30, step=2), False),
    ("MIPS_PREF", 1, ImmRange(0, 511, words="offset"), False),
    # LLVM 22's Qualcomm Xqci* classes (llvm-mc-22 -triple=riscv32 -mattr=+xqci, each opcode's probe
    # text with its immediate out of range; tests/golden_riscv/ranges-xqci.s)
    ("QC_BGEUI", 1, ImmRange(1, 31), False),  # uimm5nonzero (also qc.lwmi's count)
    ("QC_SHLADD", 3, ImmRange(4, 31), False),
    ("QC_EXT", 2, ImmRange(1, 32), False),  # uimm5_plus1: bit-field widths
    ("QC_C_EXTU", 2, ImmRange(6, 32), False),
    ("QC_C_SYNC", 0, ImmRange(0, 31, values=(0, 1, 2, 4, 8, 15, 16, 31)), False),
    ("QC_PPUTCI", 0, ImmRange(0, 255), False),
    ("QC_CLRINTI", 0, ImmRange(0, 1023), False),
    ("QC_WRAPI", 2, ImmRange(0, 2047), False),
    ("QC_INW", 2, ImmRange(0, 16380, step=4), False),
    ("QC_E_BGEUI", 1, ImmRange(1, 65535), False),
    ("QC_C_BEXTI", 2, ImmRange(1, 31), False),
    ("QC_BEQI", 1, ImmRange(-16, 15, nonzero=True), False),
    ("QC_INSBRI", 3, ImmRange(-1024, 1023), False),
    ("QC_E_BEQI", 1, ImmRange(-32768, 32767, nonzero=True), False),
    ("QC_LI", 1, ImmRange(-524288, 524287, words="qc.abs20"), False),
    ("QC_E_ADDI", 2, ImmRange(-33554432, 33554431), False),  # simm26: qc.e.* immediates and offsets
    ("QC_E_LI", 1, ImmRange(-2147483648, 4294967295), False),
    # LLVM 22's experimental P (llvm-mc-22 -mattr=+experimental-p): the packed immediates
    ("PLI_B", 1, ImmRange(-128, 255), False),
    ("PLI_H", 1, ImmRange(-512, 511), False),
    ("PLUI_H", 1, ImmRange(-512, 1023), False),
    # LLVM 22's Zibi, Andes and the `c.nop` hint (llvm-mc-22 -triple=riscv64 -mattr=+experimental-zibi,
    # +xandesperf,+c); T-Head's pair loads' and stores' fixed last operand (19 and 22; its type is the
    # `.insn` formats' in 19, so it is the opcodes' alone)
    ("BEQI", 1, ImmRange(-1, 31, nonzero=True), False),
    ("NDS_BEQC", 1, ImmRange(0, 127), False),
    ("C_NOP_HINT", 0, ImmRange(-32, 31, nonzero=True), False),
    *((opcode, 4, ImmRange(3, 3, words="constant"), True) for opcode in ("TH_LWD", "TH_LWUD", "TH_SWD")),
    *((opcode, 4, ImmRange(4, 4, words="constant"), True) for opcode in ("TH_LDD", "TH_SDD")),
)


def _classes(isa: Isa) -> tuple[dict[int, ImmRange], dict[tuple[str, int], ImmRange]]:
    """(operand type -> class, (opcode, operand) -> class), kept in the ISA's cache."""
    cached = isa.cache.get("riscv.ranges")
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    by_type: dict[int, ImmRange] = {}
    by_opcode: dict[tuple[str, int], ImmRange] = {}
    for opcode, index, found, alone in _ANCHORS:
        info = isa.opcodes.get(opcode)
        if info is None or index >= len(info.operands) or info.operands[index].kind != "imm":
            continue
        if alone:
            by_opcode[(opcode, index)] = found
        else:
            by_type.setdefault(info.operands[index].operand_type, found)
    isa.cache["riscv.ranges"] = by_type, by_opcode
    return by_type, by_opcode


def imm_range(isa: Isa, opcode: str, index: int) -> ImmRange | None:
    """The class llvm-mc checks operand `index` of `opcode` against, or None (no check known)."""
    by_type, by_opcode = _classes(isa)
    alone = by_opcode.get((opcode, index))
    if alone is not None:
        return alone
    info = isa.opcodes.get(opcode)
    if info is None or index >= len(info.operands) or info.operands[index].kind != "imm":
        return None
    return by_type.get(info.operands[index].operand_type)
