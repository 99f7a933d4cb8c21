// export_isa: writes models/x86-64/isa.json from LLVM 19's x86 MC layer.
//
// Three parts:
//  * static tables: opcodes (MCInstrDesc), registers (MCRegisterInfo), register classes;
//  * printer data: every opcode printed by the AT&T and Intel MCInstPrinters with known operand
//    values, from which the Python printer recovers a template per opcode;
//  * matching probes: printed (and hand-varied) spellings fed back through LLVM's own assembly
//    parser, recording which opcode and MC operands the assembler picks for each spelling. The
//    resolver learns LLVM's choices (immediate-size forms, accumulator forms, VEX2 operand swaps,
//    aliases) from these instead of re-deriving the matcher's rules.
//
// Output is deterministic: everything is emitted in LLVM enum order or probe generation order.
// Writes isa.json and isa_probes.json into --out (default models/x86-64); --no-probes skips the
// second. EXPORT_ISA_TRACE=1 dumps the probe lines to /tmp/probes_{att,intel}.txt and traces the
// probe index while parsing (to find a spelling that crashes LLVM's parser).

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "llvm_compat.h"

#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/MCParser/MCAsmParser.h"
#include "llvm/MC/MCParser/MCTargetAsmParser.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCStreamer.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCSymbol.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include "isa_json.h"
#include "probe_common.h"

using namespace llvm;
using isa_json::quote;

namespace {

// X86-specific MCOI operand types (X86MCTargetDesc.h): the first two target operand types.
constexpr unsigned OperandRoundingControl = MCOI::OPERAND_FIRST_TARGET;
constexpr unsigned OperandCondCode = MCOI::OPERAND_FIRST_TARGET + 1;

// X86II TSFlags layout (X86BaseInfo.h, LLVM 19): OpMap is 4 bits at 13, Encoding 2 bits at 29.
constexpr unsigned OpMapShift = 13;
constexpr uint64_t ThreeDNowMap = 7;
constexpr unsigned EncodingShift = 29;

const char *encodingName(uint64_t TSFlags) {
  if (((TSFlags >> OpMapShift) & 0xF) == ThreeDNowMap)
    return "3dnow";
  switch ((TSFlags >> EncodingShift) & 3) {
  case 1: return "vex";
  case 2: return "xop";
  case 3: return "evex";
  default: return "legacy";
  }
}

const char *operandKind(const MCOperandInfo &Info) {
  switch (Info.OperandType) {
  case MCOI::OPERAND_REGISTER: return "reg";
  case MCOI::OPERAND_IMMEDIATE: return "imm";
  case MCOI::OPERAND_MEMORY: return "mem";
  case MCOI::OPERAND_PCREL: return "pcrel";
  case OperandRoundingControl: return "imm";
  case OperandCondCode: return "imm";
  default: return Info.RegClass >= 0 ? "reg" : "unknown";
  }
}

// ---------------------------------------------------------------------------------------------
// Recording the assembler's choices (probe_common.h).

using probe::ParsedInst;
using probe::ProbeResult;
using probe::operandText;

struct Env : probe::McEnv {
  std::unique_ptr<MCSubtargetInfo> STI;
};

// Parses `Lines` (one statement each) with LLVM's assembler in the given syntax; one result per line.
std::vector<ProbeResult> parseLines(Env &E, const std::vector<std::string> &Lines, bool Intel) {
  if (getenv("EXPORT_ISA_TRACE")) {
    FILE *Dump = fopen(Intel ? "/tmp/probes_intel.txt" : "/tmp/probes_att.txt", "w");
    for (const std::string &Line : Lines)
      fprintf(Dump, "%s\n", Line.c_str());
    fclose(Dump);
  }
  return probe::parseLines(E, *E.STI, Lines, Intel ? ".intel_syntax noprefix\n" : "");
}

// ---------------------------------------------------------------------------------------------
// Building representative MCInsts from operand descriptors.

int trailingNumber(StringRef Name) {
  size_t Pos = Name.size();
  while (Pos > 0 && isdigit(static_cast<unsigned char>(Name[Pos - 1])))
    --Pos;
  if (Pos == Name.size())
    return -1;
  int Value = 0;
  Name.substr(Pos).getAsInteger(10, Value);
  return Value;
}

bool isNumberedVectorLike(StringRef Name) {
  return Name.starts_with("XMM") || Name.starts_with("YMM") || Name.starts_with("ZMM") ||
         Name.starts_with("K") || Name.starts_with("MM") || Name.starts_with("ST") ||
         Name.starts_with("TMM") || Name.starts_with("BND") || Name.starts_with("CR") ||
         Name.starts_with("DR");
}

// Lower is better: registers with no special encoding or matching behaviour come first, so the
// marker spelling is the generic one; accumulators, CL/DX, xmm0, extended registers come later.
int registerScore(StringRef Name) {
  static const std::map<std::string, int> Fixed = {
      {"AL", 90}, {"AX", 90}, {"EAX", 90}, {"RAX", 90}, {"AH", 95}, {"BH", 95}, {"CH", 95},
      {"DH", 95}, {"CL", 80}, {"CX", 80},  {"ECX", 80}, {"RCX", 80}, {"DL", 60}, {"DX", 60},
      {"EDX", 60}, {"RDX", 60}, {"SPL", 70}, {"SP", 70}, {"ESP", 70}, {"RSP", 70}, {"BPL", 70},
      {"BP", 70},  {"EBP", 70}, {"RBP", 70}, {"RIP", 99}, {"EIP", 99}, {"IP", 99}, {"RIZ", 99},
      {"EIZ", 99}};
  auto It = Fixed.find(Name.str());
  if (It != Fixed.end())
    return It->second;
  if (isNumberedVectorLike(Name)) {
    int Number = trailingNumber(Name);
    if (Number == 0)
      return 50;
    if (Number > 0 && Number < 8)
      return Number;
    if (Number >= 8 && Number < 16)
      return 20 + Number;
    if (Number >= 16)
      return 40 + Number;
  }
  if (Name.starts_with("R") && trailingNumber(Name) >= 8)
    return 15; // r8..r15 need REX but choose no different opcode
  return 10;
}

enum class RegMode { Normal, Accumulator, High, Evex };

struct Builder {
  Env &E;
  std::vector<unsigned> Used;

  bool overlapsUsed(unsigned Reg) const {
    for (unsigned U : Used)
      if (E.MRI->regsOverlap(U, Reg))
        return true;
    return false;
  }

  unsigned pick(int RegClass, RegMode Mode) {
    std::vector<std::pair<int, unsigned>> Candidates;
    auto consider = [&](unsigned Reg) {
      StringRef Name = E.MRI->getName(Reg);
      int Number = isNumberedVectorLike(Name) ? trailingNumber(Name) : -1;
      if (Mode == RegMode::Accumulator &&
          !(Name == "AL" || Name == "AX" || Name == "EAX" || Name == "RAX"))
        return;
      if (Mode == RegMode::High && !(Number >= 8 && Number < 16))
        return;
      if (Mode == RegMode::Evex && Number < 16)
        return;
      Candidates.push_back({registerScore(Name), Reg});
    };
    if (RegClass >= 0) {
      const MCRegisterClass &RC = E.MRI->getRegClass(RegClass);
      for (unsigned I = 0; I < RC.getNumRegs(); ++I)
        consider(RC.getRegister(I));
    } else {
      for (const char *Name : {"RDI", "RSI", "RBX", "R8", "R9", "R10", "R11"})
        for (unsigned Reg = 1; Reg < E.MRI->getNumRegs(); ++Reg)
          if (E.MRI->getName(Reg) == StringRef(Name))
            consider(Reg);
    }
    std::stable_sort(Candidates.begin(), Candidates.end(),
                     [](auto &A, auto &B) { return A.first < B.first; });
    for (auto &[Score, Reg] : Candidates)
      if (!overlapsUsed(Reg)) {
        Used.push_back(Reg);
        return Reg;
      }
    if (!Candidates.empty())
      return Candidates.front().second;
    return 0;
  }
};

struct Variation {
  std::map<unsigned, RegMode> Regs; // operand index -> register choice
  int ImmOperand = -1;              // operand index whose immediate is replaced
  int64_t ImmValue = 0;
  bool ImmSymbol = false; // replace that immediate by the symbol `sym` instead of ImmValue
  int CondCode = -1;      // value for the condition-code operand (-1: the marker)
};

constexpr int64_t ImmMarkers[] = {3, 7, 11, 13};
constexpr int64_t DispMarker = 88;
constexpr int64_t ScaleMarker = 4;
constexpr int64_t CondCodeMarker = 5; // "ne"
constexpr int64_t RoundingMarker = 1; // {rd-sae}

// The five operands base/scale/index/disp/segment of an x86 memory reference. Most are typed
// OPERAND_MEMORY; LEA's are untyped, so fall back to the shape (segment register last).
bool isMemoryGroup(const MCInstrDesc &Desc, unsigned I) {
  if (I + 5 > Desc.getNumOperands())
    return false;
  const MCOperandInfo *Ops = &Desc.operands()[I];
  bool AllMemory = true;
  for (unsigned K = 0; K < 5; ++K)
    if (Ops[K].OperandType != MCOI::OPERAND_MEMORY)
      AllMemory = false;
  if (AllMemory)
    return true;
  if (Ops[0].OperandType == MCOI::OPERAND_REGISTER || Ops[4].RegClass < 0)
    return false;
  if (Ops[1].RegClass >= 0 || Ops[3].RegClass >= 0 || Ops[0].RegClass < 0 || Ops[2].RegClass < 0)
    return false;
  return Ops[1].OperandType == MCOI::OPERAND_UNKNOWN && Ops[3].OperandType == MCOI::OPERAND_UNKNOWN;
}

// Builds the MCInst for one opcode with marker (or varied) operand values. Returns false when the
// descriptor has operands we cannot fill sensibly.
MCInst buildInst(Env &E, MCContext &Ctx, unsigned Opcode, const Variation &V) {
  const MCInstrDesc &Desc = E.MII->get(Opcode);
  Builder B{E, {}};
  MCInst Inst;
  Inst.setOpcode(Opcode);
  unsigned NumOps = Desc.getNumOperands();
  std::vector<MCOperand> Ops(NumOps);
  unsigned ImmCount = 0;
  // Memory groups first so their registers stay out of the way of explicit operands.
  std::vector<bool> Filled(NumOps, false);
  for (unsigned I = 0; I < NumOps; ++I) {
    if (!isMemoryGroup(Desc, I))
      continue;
    const MCOperandInfo *Group = &Desc.operands()[I];
    int BaseClass = llvm_compat::isLookupRegClass(Group[0]) ? -1 : Group[0].RegClass;
    unsigned Base = B.pick(BaseClass, RegMode::Normal);
    int IndexClass = llvm_compat::isLookupRegClass(Group[2]) ? -1 : Group[2].RegClass;
    unsigned Index = B.pick(IndexClass, RegMode::Normal);
    Ops[I] = MCOperand::createReg(Base);
    Ops[I + 1] = MCOperand::createImm(ScaleMarker);
    Ops[I + 2] = MCOperand::createReg(Index);
    Ops[I + 3] = MCOperand::createImm(DispMarker);
    Ops[I + 4] = MCOperand::createReg(0);
    for (unsigned K = 0; K < 5; ++K)
      Filled[I + K] = true;
    I += 4;
  }
  for (unsigned I = 0; I < NumOps; ++I) {
    if (Filled[I])
      continue;
    const MCOperandInfo &Info = Desc.operands()[I];
    int Tied = Desc.getOperandConstraint(I, MCOI::TIED_TO);
    if (Tied >= 0 && static_cast<unsigned>(Tied) < I) {
      Ops[I] = Ops[Tied];
      continue;
    }
    if (Info.OperandType == OperandCondCode) {
      Ops[I] = MCOperand::createImm(V.CondCode >= 0 ? V.CondCode : CondCodeMarker);
      continue;
    }
    if (Info.OperandType == OperandRoundingControl) {
      Ops[I] = MCOperand::createImm(RoundingMarker);
      continue;
    }
    if (Info.OperandType == MCOI::OPERAND_PCREL) {
      Ops[I] = MCOperand::createExpr(MCSymbolRefExpr::create(Ctx.getOrCreateSymbol("tgt"), Ctx));
      continue;
    }
    if (Info.OperandType == MCOI::OPERAND_MEMORY && llvm_compat::isLookupRegClass(Info)) {
      // String-instruction index operands (srcidx/dstidx): rdi for the first, rsi for the second.
      Ops[I] = MCOperand::createReg(B.pick(-1, RegMode::Normal));
      continue;
    }
    if (Info.OperandType == MCOI::OPERAND_MEMORY && Info.RegClass >= 0 &&
        StringRef(E.MRI->getRegClassName(&E.MRI->getRegClass(Info.RegClass))) != "SEGMENT_REG") {
      // String-instruction index operands (srcidx/dstidx): rdi for the first, rsi for the second.
      Ops[I] = MCOperand::createReg(B.pick(-1, RegMode::Normal));
      continue;
    }
    if (Info.OperandType == MCOI::OPERAND_MEMORY && Info.RegClass >= 0) {
      Ops[I] = MCOperand::createReg(0);
      continue;
    }
    bool IsReg = Info.RegClass >= 0 || Info.OperandType == MCOI::OPERAND_REGISTER;
    if (IsReg) {
      auto It = V.Regs.find(I);
      RegMode Mode = It == V.Regs.end() ? RegMode::Normal : It->second;
      Ops[I] = MCOperand::createReg(B.pick(Info.RegClass, Mode));
      continue;
    }
    int64_t Value = ImmMarkers[std::min<unsigned>(ImmCount, 3)];
    ++ImmCount;
    if (static_cast<int>(I) == V.ImmOperand && V.ImmSymbol) {
      Ops[I] = MCOperand::createExpr(MCSymbolRefExpr::create(Ctx.getOrCreateSymbol("sym"), Ctx));
      continue;
    }
    if (static_cast<int>(I) == V.ImmOperand)
      Value = V.ImmValue;
    Ops[I] = MCOperand::createImm(Value);
  }
  for (auto &Op : Ops)
    Inst.addOperand(Op);
  return Inst;
}

// The printer's output as llvm-mca shows it: leading whitespace trimmed, inner tabs kept.
std::string printRaw(Env &E, MCInstPrinter &Printer, const MCInst &Inst) {
  return probe::printRaw(Printer, *E.STI, Inst);
}

// The same as an assembler line (the printer separates mnemonic and operands with a tab).
std::string printInst(Env &E, MCInstPrinter &Printer, const MCInst &Inst) {
  return probe::asLine(printRaw(E, Printer, Inst));
}

std::string mnemonicOf(const std::string &Text) { return Text.substr(0, Text.find(' ')); }

// ---------------------------------------------------------------------------------------------
// Alias spellings the printers never produce but compilers write.

const std::vector<std::vector<std::string>> CondCodeNames = {
    {"o"},        {"no"},       {"b", "c", "nae"}, {"ae", "nb", "nc"}, {"e", "z"},
    {"ne", "nz"}, {"be", "na"}, {"a", "nbe"},      {"s"},              {"ns"},
    {"p", "pe"},  {"np", "po"}, {"l", "nge"},      {"ge", "nl"},       {"le", "ng"},
    {"g", "nle"}};

// Extra spellings derived from a printed text: condition-code aliases, sal for shl, suffix-less AT&T.
std::vector<std::string> aliasSpellings(const std::string &Text, bool Intel, int CondCode) {
  std::vector<std::string> Out;
  std::string Mnemonic = mnemonicOf(Text);
  std::string Rest = Text.substr(Mnemonic.size());
  if (CondCode >= 0 && CondCode < 16) {
    const auto &Names = CondCodeNames[CondCode];
    for (const std::string &Canon : Names) {
      size_t Pos = Mnemonic.find(Canon);
      // Only rewrite the condition directly after the j/set/cmov/cfcmov stem.
      for (const char *Stem : {"j", "set", "cmov", "cfcmov", "setzu"}) {
        std::string S = Stem;
        if (Mnemonic.compare(0, S.size(), S) == 0 && Mnemonic.compare(S.size(), Canon.size(), Canon) == 0) {
          std::string Suffix = Mnemonic.substr(S.size() + Canon.size());
          for (const std::string &Alias : Names)
            if (Alias != Canon)
              Out.push_back(S + Alias + Suffix + Rest);
          Pos = 0;
        }
      }
      (void)Pos;
    }
  }
  if (!Intel && Mnemonic.size() > 1 && Mnemonic.compare(0, 2, "sh") == 0 &&
      Mnemonic.size() >= 3 && Mnemonic[2] == 'l')
    Out.push_back("sal" + Mnemonic.substr(3) + Rest);
  if (Intel && Mnemonic == "shl")
    Out.push_back("sal" + Rest);
  // Conversions accept a size suffix the printer omits: vcvtpd2psy, cvttss2siq, vcvtsi2ssl.
  if (!Intel && Mnemonic.find("cvt") != std::string::npos)
    for (const char *Suffix : {"x", "y", "z", "l", "q"})
      Out.push_back(Mnemonic + Suffix + Rest);
  // x87: gas's compare-and-pop spellings (fucomip for fucompi), and short forms (`fadd %st(1)` for
  // `fadd %st(1), %st`, `faddp` for `faddp %st, %st(1)`, bare `fxch`).
  if (!Mnemonic.empty() && Mnemonic[0] == 'f') {
    std::vector<std::string> Names = {Mnemonic};
    if (Mnemonic == "fucompi")
      Names.push_back("fucomip");
    if (Mnemonic == "fcompi")
      Names.push_back("fcomip");
    const std::string StI = Intel ? "st(1)" : "%st(1)";
    const std::string St = Intel ? "st" : "%st";
    for (const std::string &Name : Names) {
      if (Name != Mnemonic)
        Out.push_back(Name + Rest);
      if (Rest == " " + StI + ", " + St || Rest == " " + St + ", " + StI) {
        Out.push_back(Name + " " + StI);
        Out.push_back(Name);
      }
      if (Rest == " " + StI)
        Out.push_back(Name);
    }
  }
  // AT&T accepts Intel's movzx/movsx for the sized zero/sign extensions (movzbl, movswq...).
  if (!Intel && Mnemonic.size() == 6 && (Mnemonic.compare(0, 4, "movz") == 0 || Mnemonic.compare(0, 4, "movs") == 0) &&
      (Mnemonic[4] == 'b' || Mnemonic[4] == 'w' || Mnemonic[4] == 'l') && strchr("wlq", Mnemonic[5]))
    Out.push_back(Mnemonic.substr(0, 4) + "x" + Rest);
  // Double shifts by %cl may leave the count implicit.
  if (!Intel && (Mnemonic.compare(0, 4, "shld") == 0 || Mnemonic.compare(0, 4, "shrd") == 0) &&
      Rest.compare(0, 6, " %cl, ") == 0)
    Out.push_back(Mnemonic + " " + Rest.substr(6));
  // movd is accepted for the 64-bit GPR <-> xmm moves LLVM prints as movq.
  if (Mnemonic == "movq" || Mnemonic == "vmovq")
    Out.push_back(Mnemonic.substr(0, Mnemonic.size() - 1) + "d" + Rest);
  // String instructions with explicit operands may drop the size letter (gcc -masm=intel: `stos`).
  for (const char *Stem : {"movs", "stos", "lods", "scas", "cmps", "ins", "outs"}) {
    std::string S = Stem;
    if (Mnemonic.size() == S.size() + 1 && Mnemonic.compare(0, S.size(), S) == 0 && strchr("bwdlq", Mnemonic.back()) &&
        !Rest.empty())
      Out.push_back(S + Rest);
  }
  // Carry-less multiply: the selector immediate as part of the mnemonic (parser-only aliases).
  if (Mnemonic == "pclmulqdq" || Mnemonic == "vpclmulqdq") {
    std::string Stem = Mnemonic.substr(0, Mnemonic.size() - 3);
    std::string Operands;
    if (!Intel && Rest.compare(0, 5, " $3, ") == 0)
      Operands = " " + Rest.substr(5);
    else if (Intel && Rest.size() > 3 && Rest.compare(Rest.size() - 3, 3, ", 3") == 0)
      Operands = Rest.substr(0, Rest.size() - 3);
    if (!Operands.empty())
      for (const char *Sel : {"lqlq", "hqlq", "lqhq", "hqhq"})
        Out.push_back(Stem + Sel + "dq" + Operands);
  }
  // xchg and test take their two operands in either order.
  if (Mnemonic.compare(0, 4, "xchg") == 0 || Mnemonic.compare(0, 4, "test") == 0) {
    size_t Comma = Rest.find(", ");
    if (Comma != std::string::npos && Rest.find(", ", Comma + 2) == std::string::npos)
      Out.push_back(Mnemonic + " " + Rest.substr(Comma + 2) + ", " + Rest.substr(1, Comma - 1));
  }
  return Out;
}

// ---------------------------------------------------------------------------------------------
// Systematic spelling variations of a printed text (coverage by construction: LLVM's matcher, not
// a list of remembered spellings, decides which of them are accepted and what they become).

// The same register at every width (GPRs) or every vector length (xmm/ymm/zmm); empty if none.
std::vector<std::string> registerFamily(const std::string &Name) {
  static const char *Legacy[][4] = {{"rax", "eax", "ax", "al"}, {"rbx", "ebx", "bx", "bl"},
                                    {"rcx", "ecx", "cx", "cl"}, {"rdx", "edx", "dx", "dl"},
                                    {"rsi", "esi", "si", "sil"}, {"rdi", "edi", "di", "dil"},
                                    {"rbp", "ebp", "bp", "bpl"}, {"rsp", "esp", "sp", "spl"}};
  for (auto &Row : Legacy)
    for (const char *Member : Row)
      if (Name == Member)
        return {Row[0], Row[1], Row[2], Row[3]};
  if (Name.size() >= 2 && Name[0] == 'r' && isdigit(static_cast<unsigned char>(Name[1]))) {
    size_t End = 1;
    while (End < Name.size() && isdigit(static_cast<unsigned char>(Name[End])))
      ++End;
    std::string Suffix = Name.substr(End);
    if (Suffix.empty() || Suffix == "d" || Suffix == "w" || Suffix == "b") {
      std::string Stem = Name.substr(0, End);
      return {Stem, Stem + "d", Stem + "w", Stem + "b"};
    }
  }
  if (Name.size() > 3 && (Name[0] == 'x' || Name[0] == 'y' || Name[0] == 'z') && Name.compare(1, 2, "mm") == 0 &&
      isdigit(static_cast<unsigned char>(Name[3]))) {
    std::string Number = Name.substr(3);
    return {"xmm" + Number, "ymm" + Number, "zmm" + Number};
  }
  return {};
}

// Register names outside memory references and decorations: (offset, length) in Text.
std::vector<std::pair<size_t, size_t>> explicitRegisters(const std::string &Text, bool Intel) {
  std::vector<std::pair<size_t, size_t>> Out;
  size_t Start = Text.find(' ');
  if (Start == std::string::npos)
    return Out;
  int Depth = 0;
  for (size_t I = Start; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '(' || C == '[' || C == '{')
      ++Depth;
    else if (C == ')' || C == ']' || C == '}')
      --Depth;
    if (Depth != 0 || !isalpha(static_cast<unsigned char>(C)))
      continue;
    if (I > 0 && (isalnum(static_cast<unsigned char>(Text[I - 1])) || Text[I - 1] == '_'))
      continue;
    if (!Intel && (I == 0 || Text[I - 1] != '%'))
      continue;
    size_t End = I;
    while (End < Text.size() && (isalnum(static_cast<unsigned char>(Text[End])) || Text[End] == '_'))
      ++End;
    std::string Word = Text.substr(I, End - I);
    // Intel: `ptr`-sized memory stays; a word followed by '[' or ':' is a size or segment.
    if (!registerFamily(Word).empty() && (End >= Text.size() || (Text[End] != '[' && Text[End] != ':')))
      Out.push_back({I, End - I});
    I = End - 1;
  }
  return Out;
}

// Every register operand replaced, one at a time, by its other widths / vector lengths
// (`movmskps %xmm0, %rcx`, `vpmovmskb %ymm0, %rcx`: the matcher's GR32orGR64-style classes).
std::vector<std::string> registerWidthVariants(const std::string &Text, bool Intel) {
  std::vector<std::string> Out;
  for (auto [Offset, Length] : explicitRegisters(Text, Intel))
    for (const std::string &Other : registerFamily(Text.substr(Offset, Length)))
      if (Other != Text.substr(Offset, Length))
        Out.push_back(Text.substr(0, Offset) + Other + Text.substr(Offset + Length));
  return Out;
}

// Top-level operands of a printed text (commas inside (), [] and {} do not split).
std::vector<std::string> splitOperands(const std::string &Text) {
  std::vector<std::string> Ops;
  size_t Start = Text.find(' ');
  if (Start == std::string::npos)
    return Ops;
  int Depth = 0;
  std::string Current;
  for (size_t I = Start + 1; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '(' || C == '[' || C == '{')
      ++Depth;
    else if (C == ')' || C == ']' || C == '}')
      --Depth;
    if (C == ',' && Depth == 0) {
      Ops.push_back(Current);
      Current.clear();
      continue;
    }
    if (Current.empty() && C == ' ')
      continue;
    Current += C;
  }
  if (!Current.empty())
    Ops.push_back(Current);
  return Ops;
}

// Each operand left out in turn (`blendvpd %xmm1, %xmm2` with xmm0 implicit, `shld %eax, %ebx`).
std::vector<std::string> droppedOperandVariants(const std::string &Text) {
  std::vector<std::string> Out;
  std::vector<std::string> Ops = splitOperands(Text);
  if (Ops.size() < 2)
    return Out;
  std::string Mnemonic = mnemonicOf(Text);
  for (size_t Drop = 0; Drop < Ops.size(); ++Drop) {
    std::string Line = Mnemonic;
    bool First = true;
    for (size_t K = 0; K < Ops.size(); ++K) {
      if (K == Drop)
        continue;
      Line += First ? " " : ", ";
      Line += Ops[K];
      First = false;
    }
    Out.push_back(Line);
  }
  return Out;
}

// Implicit register uses written out (`invlpga %rax, %ecx`, `monitor %rax, %ecx, %edx`), in
// descriptor order and reversed, for opcodes printed without operands.
std::vector<std::string> implicitOperandVariants(Env &E, unsigned Opc, const std::string &Text, bool Intel) {
  std::vector<std::string> Out;
  if (Text.find(' ') != std::string::npos)
    return Out;
  std::vector<std::string> Regs;
  for (MCPhysReg R : E.MII->get(Opc).implicit_uses()) {
    std::string Name = StringRef(E.MRI->getName(R)).lower();
    if (!registerFamily(Name).empty() && Name != "rsp" && Name != "esp")
      Regs.push_back(Name);
  }
  if (Regs.empty() || Regs.size() > 3)
    return Out;
  for (int Reverse = 0; Reverse < 2; ++Reverse) {
    std::vector<std::string> Order = Regs;
    if (Reverse)
      std::reverse(Order.begin(), Order.end());
    std::string Line = Text;
    for (size_t K = 0; K < Order.size(); ++K)
      Line += (K ? ", " : " ") + std::string(Intel ? "" : "%") + Order[K];
    Out.push_back(Line);
  }
  return Out;
}

// A spelling with 32-bit registers for 32-bit mode probing, or "" when it names a register that
// exists only in 64-bit mode (r8-r31 in any width, sil/dil/spl/bpl, xmm/ymm/zmm8-31, rip).
std::string to32Bit(const std::string &Text, bool Intel) {
  std::string Out;
  size_t Start = Text.find(' ');
  if (Start == std::string::npos)
    return Text;
  Out = Text.substr(0, Start);
  for (size_t I = Start; I < Text.size();) {
    char C = Text[I];
    bool WordStart = isalpha(static_cast<unsigned char>(C)) &&
                     (I == 0 || !(isalnum(static_cast<unsigned char>(Text[I - 1])) || Text[I - 1] == '_'));
    if (!WordStart || (!Intel && (I == 0 || Text[I - 1] != '%'))) {
      Out += C;
      ++I;
      continue;
    }
    size_t End = I;
    while (End < Text.size() && (isalnum(static_cast<unsigned char>(Text[End])) || Text[End] == '_'))
      ++End;
    std::string Word = Text.substr(I, End - I);
    std::vector<std::string> Family = registerFamily(Word);
    if (Word == "rip" || Word == "sil" || Word == "dil" || Word == "spl" || Word == "bpl")
      return "";
    if (Family.size() == 4) {
      if (isdigit(static_cast<unsigned char>(Family[0][1])))
        return ""; // r8..r31
      Out += Word == Family[0] ? Family[1] : Word;
    } else if (Family.size() == 3) {
      if (trailingNumber(StringRef(Word).upper()) >= 8)
        return "";
      Out += Word;
    } else {
      Out += Word;
    }
    I = End;
  }
  return Out;
}

// Hand-written spellings for forms the printers show differently (string instructions without
// operands, prefixes on their own, common gcc spellings).
std::vector<std::string> handSpellings(bool Intel) {
  std::vector<std::string> Out;
  const char *Sizes = "bwlq";
  const char *IntelSizes[] = {"b", "w", "d", "q"};
  for (const char *Op : {"movs", "stos", "lods", "scas", "cmps", "ins", "outs"}) {
    for (int S = 0; S < 4; ++S) {
      std::string Mn = std::string(Op) + (Intel ? IntelSizes[S] : std::string(1, Sizes[S]));
      Out.push_back(Mn);
      for (const char *Prefix : {"rep", "repe", "repz", "repne", "repnz"})
        Out.push_back(std::string(Prefix) + " " + Mn);
    }
  }
  for (const char *Line : {"lock", "rep", "repe", "repne", "data16", "data32", "notrack", "rex64",
                           "rep ret", "repz ret", "rep retq", "ret", "retq", "retl", "leave",
                           "leaveq", "nop", "cltq", "cqto", "cltd", "cwtl", "cbtw", "cwtd",
                           "cdqe", "cqo", "cdq", "cwde", "cbw", "cwd", "pause", "ud2", "int3",
                           "hlt", "cpuid", "rdtsc", "rdtscp", "lfence", "sfence", "mfence",
                           "endbr64", "endbr32", "vzeroupper", "vzeroall", "emms", "femms",
                           "fwait", "wait", "xgetbv", "pushf", "popf", "pushfq", "popfq", "clc",
                           "stc", "cmc", "cld", "std", "cli", "sti", "sahf", "lahf", "syscall",
                           "sysret", "xlat", "xlatb", "fnstsw", "fstsw", "fninit", "finit",
                           "xlat byte ptr [rbx]", "xlat (%rbx)", "xlatb (%rbx)"})
    Out.push_back(Line);
  return Out;
}

// Suffix-less AT&T spelling: `addl %eax, %ebx` -> `add %eax, %ebx`.
std::string stripSuffix(const std::string &Text) {
  std::string Mnemonic = mnemonicOf(Text);
  if (Mnemonic.size() < 3)
    return "";
  char Last = Mnemonic.back();
  if (Last != 'b' && Last != 'w' && Last != 'l' && Last != 'q')
    return "";
  return Mnemonic.substr(0, Mnemonic.size() - 1) + Text.substr(Mnemonic.size());
}

// ---------------------------------------------------------------------------------------------

struct Probe {
  int Opcode; // opcode the spelling was printed from (-1: hand-written)
  bool Intel;
  std::string Text;
};

void writeRegisters(raw_ostream &OS, Env &E, MCInstPrinter &Att) {
  probe::writeRegisters(OS, E, Att, '%', false);
  probe::writeRegisterClasses(OS, E);
}

void writeOpcodes(raw_ostream &OS, Env &E) {
  const MCInstrInfo &MII = *E.MII;
  const MCRegisterInfo &MRI = *E.MRI;
  OS << " \"opcodes\": [\n";
  for (unsigned Opc = 0; Opc < MII.getNumOpcodes(); ++Opc) {
    const MCInstrDesc &D = MII.get(Opc);
    OS << "  {\"name\":" << quote(MII.getName(Opc).str()) << ",\"defs\":" << D.getNumDefs()
       << ",\"ops\":[";
    std::vector<bool> InMemory(D.getNumOperands(), false);
    for (unsigned I = 0; I < D.getNumOperands(); ++I)
      if (isMemoryGroup(D, I)) {
        for (unsigned K = 0; K < 5; ++K)
          InMemory[I + K] = true;
        I += 4;
      }
    for (unsigned I = 0; I < D.getNumOperands(); ++I) {
      const MCOperandInfo &Info = D.operands()[I];
      OS << (I ? "," : "") << "[" << quote(InMemory[I] ? "mem" : operandKind(Info)) << ","
         << (Info.RegClass >= 0 && !llvm_compat::isLookupRegClass(Info) ? quote(MRI.getRegClassName(&MRI.getRegClass(Info.RegClass)))
                                : std::string("null"))
         << "," << D.getOperandConstraint(I, MCOI::TIED_TO) << ","
         << (Info.isOptionalDef() ? 1 : 0) << "," << static_cast<unsigned>(Info.OperandType) << "]";
    }
    OS << "]";
    probe::writeOpcodeFlags(OS, E, D, false);
    OS << ",\"enc\":" << quote(encodingName(D.TSFlags)) << "}"
       << (Opc + 1 < MII.getNumOpcodes() ? ",\n" : "\n");
  }
  OS << " ],\n";
}

using probe::operandList;

int firstOperandOfType(const MCInstrDesc &Desc, unsigned Type) {
  for (unsigned I = 0; I < Desc.getNumOperands(); ++I)
    if (Desc.operands()[I].OperandType == Type)
      return static_cast<int>(I);
  return -1;
}

// Immediate operands that a variation may replace: explicit imm/unknown operands without a class.
std::vector<unsigned> immOperands(Env &E, unsigned Opc) {
  const MCInstrDesc &D = E.MII->get(Opc);
  std::vector<unsigned> Out;
  for (unsigned I = 0; I < D.getNumOperands(); ++I) {
    if (isMemoryGroup(D, I)) {
      I += 4;
      continue;
    }
    const MCOperandInfo &Info = D.operands()[I];
    if (Info.RegClass >= 0 || Info.OperandType == MCOI::OPERAND_REGISTER ||
        Info.OperandType == MCOI::OPERAND_PCREL || Info.OperandType == OperandCondCode ||
        Info.OperandType == OperandRoundingControl || Info.OperandType == MCOI::OPERAND_MEMORY)
      continue;
    if (D.getOperandConstraint(I, MCOI::TIED_TO) >= 0)
      continue;
    Out.push_back(I);
  }
  return Out;
}

std::vector<unsigned> regOperands(Env &E, unsigned Opc) {
  const MCInstrDesc &D = E.MII->get(Opc);
  std::vector<unsigned> Out;
  for (unsigned I = 0; I < D.getNumOperands(); ++I) {
    if (isMemoryGroup(D, I)) {
      I += 4;
      continue;
    }
    const MCOperandInfo &Info = D.operands()[I];
    if (Info.RegClass < 0 || D.getOperandConstraint(I, MCOI::TIED_TO) >= 0)
      continue;
    Out.push_back(I);
  }
  return Out;
}

bool classHas(Env &E, int RegClass, RegMode Mode) {
  if (RegClass < 0)
    return false;
  const MCRegisterClass &RC = E.MRI->getRegClass(RegClass);
  for (unsigned I = 0; I < RC.getNumRegs(); ++I) {
    StringRef Name = E.MRI->getName(RC.getRegister(I));
    int Number = isNumberedVectorLike(Name) ? trailingNumber(Name) : -1;
    if (Mode == RegMode::Accumulator && (Name == "AL" || Name == "AX" || Name == "EAX" || Name == "RAX"))
      return true;
    if (Mode == RegMode::High && Number >= 8 && Number < 16 &&
        (Name.starts_with("XMM") || Name.starts_with("YMM") || Name.starts_with("ZMM")))
      return true;
    if (Mode == RegMode::Evex && Number >= 16)
      return true;
  }
  return false;
}

constexpr int64_t ImmBuckets[] = {1,     3,      -3,     200,        1000,       -1000,
                                  40000, 100000, -100000, 3000000000LL, 1LL << 40, -(1LL << 40)};

} // namespace

int main(int argc, char **argv) {
  std::string OutDir = "models/x86-64";
  bool NoProbes = false;
  for (int I = 1; I < argc; ++I) {
    std::string Arg = argv[I];
    if (Arg == "--out" && I + 1 < argc)
      OutDir = argv[++I];
    else if (Arg == "--no-probes")
      NoProbes = true;
  }
  InitializeAllTargetInfos();
  InitializeAllTargetMCs();
  InitializeAllAsmParsers();

  Env E;
  std::string Error;
  if (!E.init("x86_64-unknown-linux-gnu", Error)) {
    errs() << "export_isa: " << Error << "\n";
    return 1;
  }
  E.STI.reset(E.TheTarget->createMCSubtargetInfo(E.TT.str(), "x86-64", ""));
  std::unique_ptr<MCInstPrinter> Att(E.TheTarget->createMCInstPrinter(E.TT, 0, *E.MAI, *E.MII, *E.MRI));
  std::unique_ptr<MCInstPrinter> Intel(E.TheTarget->createMCInstPrinter(E.TT, 1, *E.MAI, *E.MII, *E.MRI));

  std::string Path = OutDir + "/isa.json";
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC) {
    errs() << "export_isa: cannot write " << Path << ": " << EC.message() << "\n";
    return 1;
  }
  OS << "{\n \"format\": 1,\n \"target\": \"x86-64\",\n \"source\": {\"llvm\": "
     << quote(LLVM_VERSION_STRING) << ", \"triple\": " << quote(E.TT.str())
     << ", \"tool\": \"tools/llvm_export/export_isa.cpp\"},\n";
  writeRegisters(OS, E, *Att);
  writeOpcodes(OS, E);

  // Printer data and probes share one MCContext for symbols.
  SourceMgr DummySM;
  MCContext Ctx(E.TT, E.MAI.get(), E.MRI.get(), E.STI.get(), &DummySM, &E.Options);
  // What each MCInst flag bit makes the printers emit before the instruction (lock, rep, {vex}...).
  {
    unsigned Nop = 0;
    for (unsigned Opc = 0; Opc < E.MII->getNumOpcodes(); ++Opc)
      if (E.MII->getName(Opc) == "NOOP")
        Nop = Opc;
    MCInst Plain;
    Plain.setOpcode(Nop);
    std::string Base = printRaw(E, *Att, Plain);
    OS << " \"flag_prefixes\": {";
    bool First = true;
    for (unsigned Bit = 0; Bit < 16; ++Bit) {
      MCInst Flagged = Plain;
      Flagged.setFlags(1u << Bit);
      std::string Text, TextI;
      {
        raw_string_ostream S(Text);
        Att->printInst(&Flagged, 0, "", *E.STI, S);
      }
      {
        raw_string_ostream S(TextI);
        Intel->printInst(&Flagged, 0, "", *E.STI, S);
      }
      size_t Pos = Text.rfind("\tnop");
      size_t PosI = TextI.rfind("\tnop");
      if (Pos == std::string::npos || Pos == 0 || PosI == std::string::npos)
        continue;
      OS << (First ? "" : ",") << "\"" << (1u << Bit) << "\":[" << quote(Text.substr(0, Pos)) << ","
         << quote(TextI.substr(0, PosI)) << "]";
      First = false;
    }
    OS << "},\n";
    (void)Base;
  }
  std::vector<Probe> Probes;
  OS << " \"print\": [\n";
  bool FirstPrint = true;
  for (unsigned Opc = 0; Opc < E.MII->getNumOpcodes(); ++Opc) {
    const MCInstrDesc &D = E.MII->get(Opc);
    if (D.isPseudo())
      continue;
    Variation Marker;
    MCInst Inst = buildInst(E, Ctx, Opc, Marker);
    std::string AttText = printInst(E, *Att, Inst);
    std::string IntelText = printInst(E, *Intel, Inst);
    if (AttText.empty())
      continue;
    // Printer entry: marker operands, both texts; negative-immediate texts reveal masking.
    std::vector<unsigned> Imms = immOperands(E, Opc);
    Variation Negative;
    if (!Imms.empty()) {
      Negative.ImmOperand = Imms[0];
      Negative.ImmValue = -3;
    }
    MCInst NegInst = buildInst(E, Ctx, Opc, Negative);
    OS << (FirstPrint ? "" : ",\n") << "  [" << quote(E.MII->getName(Opc).str()) << ","
       << operandList(E, Inst) << "," << quote(printRaw(E, *Att, Inst)) << "," << quote(printRaw(E, *Intel, Inst));
    FirstPrint = false;
    if (!Imms.empty())
      OS << "," << operandList(E, NegInst) << "," << quote(printRaw(E, *Att, NegInst)) << ","
         << quote(printRaw(E, *Intel, NegInst));
    else
      OS << ",null,null,null";
    // Condition codes and immediate-selected mnemonics (vcmpeqps, vpcmpltd, pclmullqlqdq).
    int CC = firstOperandOfType(D, OperandCondCode);
    std::vector<std::pair<int, std::pair<std::string, std::string>>> Alternates;
    if (CC >= 0) {
      for (int Value = 0; Value < 16; ++Value) {
        Variation V;
        V.CondCode = Value;
        MCInst CI = buildInst(E, Ctx, Opc, V);
        Alternates.push_back({Value, {printRaw(E, *Att, CI), printRaw(E, *Intel, CI)}});
      }
    } else if (!Imms.empty()) {
      Variation Probe0, Probe100;
      Probe0.ImmOperand = Probe100.ImmOperand = Imms.back();
      Probe0.ImmValue = 0;
      Probe100.ImmValue = 100;
      std::string M0 = mnemonicOf(printInst(E, *Att, buildInst(E, Ctx, Opc, Probe0)));
      std::string M100 = mnemonicOf(printInst(E, *Att, buildInst(E, Ctx, Opc, Probe100)));
      if (M0 != M100) {
        for (int Value = 0; Value < 256; ++Value) {
          Variation V;
          V.ImmOperand = Imms.back();
          V.ImmValue = Value;
          MCInst VI = buildInst(E, Ctx, Opc, V);
          std::string A = printInst(E, *Att, VI);
          if (mnemonicOf(A) != M100)
            Alternates.push_back({Value, {printRaw(E, *Att, VI), printRaw(E, *Intel, VI)}});
        }
      }
    }
    OS << ",[";
    for (size_t K = 0; K < Alternates.size(); ++K)
      OS << (K ? "," : "") << "[" << Alternates[K].first << "," << quote(Alternates[K].second.first)
         << "," << quote(Alternates[K].second.second) << "]";
    OS << "]]";

    if (NoProbes)
      continue;
    // Probes: the marker spelling, alternates, register and immediate variations.
    auto addProbe = [&](const MCInst &PI, int CondCode) {
      std::string A = printInst(E, *Att, PI);
      std::string I = printInst(E, *Intel, PI);
      Probes.push_back({static_cast<int>(Opc), false, A});
      Probes.push_back({static_cast<int>(Opc), true, I});
      std::string Stripped = stripSuffix(A);
      if (!Stripped.empty())
        Probes.push_back({static_cast<int>(Opc), false, Stripped});
      for (const std::string &Alias : aliasSpellings(A, false, CondCode)) {
        Probes.push_back({static_cast<int>(Opc), false, Alias});
        std::string StrippedAlias = stripSuffix(Alias);
        if (!StrippedAlias.empty())
          Probes.push_back({static_cast<int>(Opc), false, StrippedAlias});
      }
      for (const std::string &Alias : aliasSpellings(I, true, CondCode))
        Probes.push_back({static_cast<int>(Opc), true, Alias});
    };
    // Register widths, left-out operands and written-out implicit operands of the marker spelling.
    auto addVariants = [&](const MCInst &PI) {
      for (bool IsIntel : {false, true}) {
        std::string T = printInst(E, IsIntel ? *Intel : *Att, PI);
        for (const std::string &Line : registerWidthVariants(T, IsIntel))
          Probes.push_back({static_cast<int>(Opc), IsIntel, Line});
        for (const std::string &Line : droppedOperandVariants(T))
          Probes.push_back({static_cast<int>(Opc), IsIntel, Line});
        for (const std::string &Line : implicitOperandVariants(E, Opc, T, IsIntel))
          Probes.push_back({static_cast<int>(Opc), IsIntel, Line});
        if (!IsIntel) {
          std::string Stripped = stripSuffix(T);
          if (!Stripped.empty())
            for (const std::string &Line : registerWidthVariants(Stripped, false))
              Probes.push_back({static_cast<int>(Opc), false, Line});
        }
      }
    };
    addVariants(Inst);
    if (CC >= 0) {
      for (int Value = 0; Value < 16; ++Value) {
        Variation V;
        V.CondCode = Value;
        addProbe(buildInst(E, Ctx, Opc, V), Value);
      }
    } else {
      addProbe(Inst, -1);
      for (auto &Alt : Alternates) {
        Variation V;
        V.ImmOperand = Imms.back();
        V.ImmValue = Alt.first;
        addProbe(buildInst(E, Ctx, Opc, V), -1);
      }
    }
    for (unsigned ImmOp : Imms)
      for (int64_t Value : ImmBuckets) {
        Variation V;
        V.ImmOperand = ImmOp;
        V.ImmValue = Value;
        addProbe(buildInst(E, Ctx, Opc, V), -1);
      }
    // Symbolic immediates (`$sym`): the matcher takes the first form whose immediate accepts an
    // unknown value, which is often an imm8 form.
    // Only where the printer prints that operand generically (selector immediates index tables).
    // Legacy encodings only: a symbolic selector in e.g. XOP vpermil2pd crashes LLVM 19's parser.
    bool SymbolSafe = CC < 0 && Alternates.empty() && std::string(encodingName(D.TSFlags)) == "legacy";
    for (unsigned ImmOp : Imms) {
      if (!SymbolSafe || D.operands()[ImmOp].OperandType != MCOI::OPERAND_IMMEDIATE)
        continue;
      Variation V;
      V.ImmOperand = ImmOp;
      V.ImmSymbol = true;
      addProbe(buildInst(E, Ctx, Opc, V), -1);
    }
    std::vector<unsigned> Regs = regOperands(E, Opc);
    std::vector<unsigned> VectorRegs, EvexRegs;
    for (unsigned R : Regs) {
      int RC = D.operands()[R].RegClass;
      if (classHas(E, RC, RegMode::Evex))
        EvexRegs.push_back(R);
      for (RegMode Mode : {RegMode::Accumulator, RegMode::Evex}) {
        if (!classHas(E, RC, Mode))
          continue;
        Variation V;
        V.Regs[R] = Mode;
        addProbe(buildInst(E, Ctx, Opc, V), -1);
        if (Mode == RegMode::Accumulator)
          for (unsigned ImmOp : Imms)
            for (int64_t Value : ImmBuckets) {
              Variation VI = V;
              VI.ImmOperand = ImmOp;
              VI.ImmValue = Value;
              addProbe(buildInst(E, Ctx, Opc, VI), -1);
            }
          for (unsigned ImmOp : Imms) {
            if (!SymbolSafe || D.operands()[ImmOp].OperandType != MCOI::OPERAND_IMMEDIATE)
              continue;
            Variation VI = V;
            VI.ImmOperand = ImmOp;
            VI.ImmSymbol = true;
            addProbe(buildInst(E, Ctx, Opc, VI), -1);
          }
      }
      if (classHas(E, RC, RegMode::High))
        VectorRegs.push_back(R);
    }
    // Every combination of operands in xmm/ymm/zmm16-31 (single ones are probed above).
    if (EvexRegs.size() >= 2 && EvexRegs.size() <= 4) {
      for (unsigned Mask = 1; Mask < (1u << EvexRegs.size()); ++Mask) {
        if ((Mask & (Mask - 1)) == 0)
          continue;
        Variation V;
        for (unsigned K = 0; K < EvexRegs.size(); ++K)
          if (Mask & (1u << K))
            V.Regs[EvexRegs[K]] = RegMode::Evex;
        addProbe(buildInst(E, Ctx, Opc, V), -1);
      }
    }
    // All low/high combinations of xmm/ymm operands: VEX2 operand swaps depend on which are high.
    if (!VectorRegs.empty() && VectorRegs.size() <= 4) {
      for (unsigned Mask = 1; Mask < (1u << VectorRegs.size()); ++Mask) {
        Variation V;
        for (unsigned K = 0; K < VectorRegs.size(); ++K)
          if (Mask & (1u << K))
            V.Regs[VectorRegs[K]] = RegMode::High;
        addProbe(buildInst(E, Ctx, Opc, V), -1);
      }
    }
  }
  OS << "\n ]\n}\n";
  OS.close();

  if (!NoProbes) {
    std::string ProbePath = OutDir + "/isa_probes.json";
    raw_fd_ostream PS(ProbePath, EC);
    if (EC) {
      errs() << "export_isa: cannot write " << ProbePath << ": " << EC.message() << "\n";
      return 1;
    }
    PS << "{\n \"format\": 1,\n \"target\": \"x86-64\",\n";
    for (bool IsIntel : {false, true})
      for (const std::string &Line : handSpellings(IsIntel))
        Probes.push_back({-1, IsIntel, Line});
    auto parseAll = [&](const std::vector<Probe> &List) {
      std::vector<std::string> AttLines, IntelLines;
      std::vector<size_t> AttIndex, IntelIndex;
      for (size_t K = 0; K < List.size(); ++K) {
        if (List[K].Intel) {
          IntelLines.push_back(List[K].Text);
          IntelIndex.push_back(K);
        } else {
          AttLines.push_back(List[K].Text);
          AttIndex.push_back(K);
        }
      }
      std::vector<ProbeResult> Out(List.size());
      std::vector<ProbeResult> AttResults = parseLines(E, AttLines, false);
      std::vector<ProbeResult> IntelResults = parseLines(E, IntelLines, true);
      for (size_t K = 0; K < AttIndex.size(); ++K)
        Out[AttIndex[K]] = std::move(AttResults[K]);
      for (size_t K = 0; K < IntelIndex.size(); ++K)
        Out[IntelIndex[K]] = std::move(IntelResults[K]);
      return Out;
    };
    auto dedup = [](const std::vector<Probe> &List) {
      std::vector<Probe> Unique;
      std::set<std::pair<bool, std::string>> Seen;
      for (const Probe &P : List)
        if (Seen.insert({P.Intel, P.Text}).second)
          Unique.push_back(P);
      return Unique;
    };
    std::vector<Probe> Unique = dedup(Probes);
    std::vector<ProbeResult> Results = parseAll(Unique);
    // {evex}/{vex}: only where the plain spelling of a VEX/EVEX opcode assembled to another opcode
    // (EVEX forms of VEX-encodable instructions, AVX-VNNI VEX forms).
    std::vector<Probe> Forced;
    for (size_t K = 0; K < Unique.size(); ++K) {
      const Probe &P = Unique[K];
      if (P.Opcode < 0 || Results[K].Error || Results[K].Insts.size() != 1 ||
          static_cast<int>(Results[K].Insts[0].Opcode) == P.Opcode)
        continue;
      std::string Enc = encodingName(E.MII->get(P.Opcode).TSFlags);
      if (Enc == "evex")
        Forced.push_back({P.Opcode, P.Intel, "{evex} " + P.Text});
      else if (Enc == "vex")
        Forced.push_back({P.Opcode, P.Intel, "{vex} " + P.Text});
    }
    Forced = dedup(Forced);
    std::vector<ProbeResult> ForcedResults = parseAll(Forced);
    for (size_t K = 0; K < Forced.size(); ++K) {
      Unique.push_back(Forced[K]);
      Results.push_back(std::move(ForcedResults[K]));
    }
    PS << " \"probes\": [\n";
    bool First = true;
    size_t Kept = 0;
    for (size_t K = 0; K < Unique.size(); ++K) {
      const ProbeResult &R = Results[K];
      if (R.Error || R.Insts.empty())
        continue;
      ++Kept;
      PS << (First ? "" : ",\n") << "  [" << (Unique[K].Intel ? 1 : 0) << "," << quote(Unique[K].Text) << ",";
      First = false;
      probe::writeParsedInsts(PS, E, R.Insts);
      PS << "]";
    }
    PS << "\n ]\n}\n";
    errs() << "export_isa: " << Unique.size() << " spellings probed, " << Kept << " accepted\n";

    // 32-bit mode (i386/i686 triples, -march=x86): every spelling rewritten with 32-bit registers
    // (rdi -> edi; spellings naming r8-r15, xmm8-31, sil... are left out) goes through the
    // assembler in 32-bit mode; isa_probes32.json lists the accepted ones, and build-tables keeps
    // the spelling keys whose answer differs from 64-bit mode.
    Env E32;
    E32.init("i686-unknown-linux-gnu", Error);
    E32.STI.reset(E.TheTarget->createMCSubtargetInfo(E32.TT.str(), "generic", ""));
    std::vector<std::string> Lines32[2];
    std::set<std::pair<bool, std::string>> Seen32;
    for (size_t K = 0; K < Unique.size(); ++K) {
      std::string Text = to32Bit(Unique[K].Text, Unique[K].Intel);
      if (!Text.empty() && Seen32.insert({Unique[K].Intel, Text}).second)
        Lines32[Unique[K].Intel ? 1 : 0].push_back(Text);
    }
    for (bool IsIntel : {false, true})
      for (const std::string &Line : handSpellings(IsIntel)) {
        std::string Text = to32Bit(Line, IsIntel);
        if (!Text.empty() && Seen32.insert({IsIntel, Text}).second)
          Lines32[IsIntel ? 1 : 0].push_back(Text);
      }
    std::string Path32 = OutDir + "/isa_probes32.json";
    raw_fd_ostream PS32(Path32, EC);
    if (EC) {
      errs() << "export_isa: cannot write " << Path32 << ": " << EC.message() << "\n";
      return 1;
    }
    PS32 << "{\n \"format\": 1,\n \"target\": \"x86\",\n \"triple\": " << quote(E32.TT.str())
         << ",\n \"probes\": [\n";
    size_t Accepted32 = 0;
    for (int Syntax = 0; Syntax < 2; ++Syntax) {
      std::vector<ProbeResult> R32 = parseLines(E32, Lines32[Syntax], Syntax == 1);
      for (size_t K = 0; K < R32.size(); ++K) {
        const ProbeResult &R = R32[K];
        if (R.Error || R.Insts.empty())
          continue;
        PS32 << (Accepted32 ? ",\n" : "") << "  [" << Syntax << "," << quote(Lines32[Syntax][K]) << ",";
        ++Accepted32;
        probe::writeParsedInsts(PS32, E, R.Insts);
        PS32 << "]";
      }
    }
    PS32 << "\n ]\n}\n";
    errs() << "export_isa: " << Seen32.size() << " spellings probed in 32-bit mode, " << Accepted32
           << " accepted\n";
  }
  return 0;
}
