// export_isa_aarch64: writes models/aarch64/isa.json and isa_probes.json from LLVM 19's AArch64 MC
// layer (the AArch64 counterpart of export_isa.cpp; schema in models/SCHEMA.md).
//
//  * static tables: registers, register classes, opcodes (MCInstrDesc operand infos);
//  * printer data: per opcode a "marker" MCInst (registers all different, immediates chosen so that
//    the printed text assembles back to the same opcode) and its text as LLVM's AArch64 printer
//    writes it (aliases on, as llvm-mca prints), plus the text with aliases off;
//  * probes: those spellings and variations (zero/stack registers, immediates, condition codes)
//    and the same texts without '#' before immediates (as gcc writes them), plus condition
//    spellings (`bne`, `b.hs`, SVE's `b.any`),
//    parsed back through LLVM's own AArch64 assembly parser with every extension enabled
//    (+all), recording the MCInst(s) it produced; every accepted spelling is parsed again for the
//    `generic` CPU (no extensions) and the parser's "instruction requires: ..." text is kept;
//  * cpu_features: the subtarget features each -mcpu name enables (to reject, as llvm-mca does,
//    an instruction the CPU lacks).
//
//   export_isa_aarch64 [--out DIR] [--no-probes]

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

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
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/AArch64TargetParser.h"
#include "llvm/TargetParser/Triple.h"

#include <sys/wait.h>
#include <unistd.h>

#include "isa_json.h"
#include "probe_common.h"

extern "C" void LLVMInitializeAArch64TargetInfo();
extern "C" void LLVMInitializeAArch64TargetMC();
extern "C" void LLVMInitializeAArch64AsmParser();

using namespace llvm;
using isa_json::quote;

namespace {

const char *const kTriple = "aarch64-unknown-linux-gnu";

const char *operandKind(const MCOperandInfo &Info) {
  switch (Info.OperandType) {
  case MCOI::OPERAND_REGISTER: return "reg";
  case MCOI::OPERAND_IMMEDIATE: return "imm";
  case MCOI::OPERAND_MEMORY: return "mem";
  case MCOI::OPERAND_PCREL: return "pcrel";
  default: return Info.RegClass >= 0 ? "reg" : "imm";
  }
}

using probe::ParsedInst;
using probe::ProbeResult;

struct Env : probe::McEnv {
  std::unique_ptr<MCSubtargetInfo> All;      // every extension: printing and the main parse
  std::unique_ptr<MCSubtargetInfo> Generic;  // -mcpu=generic: what needs an extension
};

// One result per line, parsed by LLVM's AArch64 assembler for `STI`.
std::vector<ProbeResult> parseLines(Env &E, const MCSubtargetInfo &STI, const std::vector<std::string> &Lines) {
  return probe::parseLines(E, STI, Lines);
}

// Like parseLines, but each `movprfx` spelling alone: the parser checks the instruction after a
// movprfx against it and would blame the next probe.
std::vector<ProbeResult> parseAll(Env &E, const MCSubtargetInfo &STI, const std::vector<std::string> &Lines) {
  std::vector<std::string> Plain;
  std::vector<size_t> PlainIndex;
  std::vector<ProbeResult> Out(Lines.size());
  for (size_t I = 0; I < Lines.size(); ++I) {
    if (Lines[I].compare(0, 7, "movprfx") == 0) {
      Out[I] = std::move(parseLines(E, STI, {Lines[I]})[0]);
    } else {
      Plain.push_back(Lines[I]);
      PlainIndex.push_back(I);
    }
  }
  std::vector<ProbeResult> Rest = parseLines(E, STI, Plain);
  for (size_t K = 0; K < Plain.size(); ++K)
    Out[PlainIndex[K]] = std::move(Rest[K]);
  return Out;
}

// ---------------------------------------------------------------------------------------------
// Marker instructions.

bool isSpecial(StringRef Name) {
  return Name == "SP" || Name == "WSP" || Name == "XZR" || Name == "WZR" || Name == "FP" || Name == "LR" ||
         Name == "FFR" || Name.starts_with("ZA");
}

// Per register operand: Normal (first free ordinary register) or Special (the class's zero or
// stack register, if it has one).
enum class RegMode { Normal, Special };

struct Variation {
  std::map<unsigned, RegMode> Regs;
  int64_t First = 1;   // value of the first immediate operand
  int64_t Rest = 0;    // value of the other immediate operands
  int ImmOperand = -1; // operand that takes `ImmValue` instead
  int64_t ImmValue = 0;
};

MCInst build(Env &E, MCContext &Ctx, unsigned Opc, const Variation &V, bool &Ok) {
  const MCInstrDesc &D = E.MII->get(Opc);
  probe::RegisterPicker B(E, isSpecial);
  MCInst Inst;
  Inst.setOpcode(Opc);
  std::vector<MCOperand> Ops(D.getNumOperands());
  bool FirstImm = true;
  Ok = true;
  for (unsigned I = 0; I < D.getNumOperands(); ++I) {
    const MCOperandInfo &Info = D.operands()[I];
    int Tied = D.getOperandConstraint(I, MCOI::TIED_TO);
    if (Tied >= 0 && static_cast<unsigned>(Tied) < I) {
      Ops[I] = Ops[Tied];
      continue;
    }
    if (Info.OperandType == MCOI::OPERAND_PCREL) {
      Ops[I] = MCOperand::createExpr(MCSymbolRefExpr::create(Ctx.getOrCreateSymbol("tgt"), Ctx));
      continue;
    }
    if (Info.RegClass >= 0 || Info.OperandType == MCOI::OPERAND_REGISTER) {
      auto It = V.Regs.find(I);
      RegMode Mode = It == V.Regs.end() ? RegMode::Normal : It->second;
      unsigned R = B.pick(Info.RegClass, Mode == RegMode::Special);
      if (!R && Mode == RegMode::Special)
        Ok = false;
      Ops[I] = MCOperand::createReg(R);
      continue;
    }
    int64_t Value = FirstImm ? V.First : V.Rest;
    FirstImm = false;
    if (static_cast<int>(I) == V.ImmOperand)
      Value = V.ImmValue;
    Ops[I] = MCOperand::createImm(Value);
  }
  for (const MCOperand &Op : Ops)
    Inst.addOperand(Op);
  return Inst;
}

// The printer's text as llvm-mca shows it (leading whitespace removed, tabs kept) and the same
// with tabs turned into spaces (an assembler line).
std::string printRaw(Env &E, MCInstPrinter &P, const MCInst &MI) { return probe::printRaw(P, *E.All, MI); }

using probe::asLine;

std::string mnemonicOf(const std::string &Text) { return Text.substr(0, Text.find_first_of(" \t")); }

std::string operandsJson(Env &E, const MCInst &MI) { return probe::operandList(E, MI); }

// Immediate rounds tried for the marker: (first immediate, other immediates).
const std::vector<std::pair<int64_t, int64_t>> kRounds = {
    {1, 0}, {2, 0},  {3, 0},  {0, 0},  {4, 0},  {8, 0},  {12, 0}, {16, 0}, {7, 0},   {15, 0}, {31, 0},
    {63, 0}, {1, 1}, {2, 2},  {1, 12}, {1, 2},  {1, 3},  {1, 4},  {1, 8},  {1, 16},  {2, 1},  {3, 1},
    {5, 0}, {6, 0},  {32, 0}, {64, 0}, {1, 31}, {1, 63}, {0, 1},  {0, 2},  {0, 3},   {0, 4},  {0, 7},
    {0, 15}, {24, 0}, {1, 264}, {1, 272}};  // last: uxtx #0 (ADDXrx64), msl #8 / #16 (MOVI msl)

struct Probe {
  int Opcode;  // the opcode the spelling was printed from
  std::string Text;
};

void writeTables(raw_ostream &OS, Env &E, MCInstPrinter &P) {
  const MCRegisterInfo &MRI = *E.MRI;
  probe::writeRegisters(OS, E, P, 0, true);
  probe::writeRegisterClasses(OS, E);
  OS << " \"opcodes\": [\n";
  const MCInstrInfo &MII = *E.MII;
  for (unsigned Opc = 0; Opc < MII.getNumOpcodes(); ++Opc) {
    const MCInstrDesc &D = MII.get(Opc);
    OS << "  {\"name\":" << quote(MII.getName(Opc).str()) << ",\"defs\":" << D.getNumDefs() << ",\"ops\":[";
    for (unsigned I = 0; I < D.getNumOperands(); ++I) {
      const MCOperandInfo &Info = D.operands()[I];
      OS << (I ? "," : "") << "[" << quote(operandKind(Info)) << ","
         << (Info.RegClass >= 0 ? quote(MRI.getRegClassName(&MRI.getRegClass(Info.RegClass))) : std::string("null"))
         << "," << D.getOperandConstraint(I, MCOI::TIED_TO) << "," << (Info.isOptionalDef() ? 1 : 0) << ","
         << static_cast<unsigned>(Info.OperandType) << "]";
    }
    OS << "]";
    probe::writeOpcodeFlags(OS, E, D, true);
    OS << ",\"size\":" << D.getSize() << "}" << (Opc + 1 < MII.getNumOpcodes() ? ",\n" : "\n");
  }
  OS << " ],\n";
}

void writeCpuFeatures(raw_ostream &OS, Env &E) {
  std::vector<std::pair<std::string, std::string>> Names;  // -mcpu name, CPU it resolves to
  for (const SubtargetSubTypeKV &KV : E.Generic->getAllProcessorDescriptions())
    Names.push_back({KV.Key, KV.Key});
  for (const AArch64::Alias &A : AArch64::CpuAliases)
    Names.push_back({A.AltName.str(), A.Name.str()});
  OS << " \"cpu_features\": {\n";
  for (size_t I = 0; I < Names.size(); ++I) {
    std::unique_ptr<MCSubtargetInfo> STI(E.TheTarget->createMCSubtargetInfo(kTriple, Names[I].second, ""));
    std::vector<std::string> On;
    for (const SubtargetFeatureKV &F : STI->getAllProcessorFeatures())
      if (STI->getFeatureBits().test(F.Value))
        On.push_back(F.Key);
    OS << "  " << quote(Names[I].first) << ":" << isa_json::stringList(On) << (I + 1 < Names.size() ? ",\n" : "\n");
  }
  OS << " },\n";
  probe::writeFeatureImplies(OS, *E.Generic);
  OS << ",\n";
}


// ---------------------------------------------------------------------------------------------
// Variant probes (isa_variants.json): each opcode's marker MCInst varied the ways LLVM's aliases
// look at (zero, stack and link registers, equal registers, zero immediates, bitfield immediate
// pairs), printed with aliases on (as llvm-mca prints) and parsed back. Gives the resolver the
// alias spellings (`mov x0, x1`, `cmp`, `mul`, `cset`, `lsl`, `ret`, ...) with the MCInst LLVM's
// assembler makes of them, and the printer MCInst -> text observations.

unsigned classMember(Env &E, int RC, const char *Name) {
  if (RC < 0)
    return 0;
  const MCRegisterClass &C = E.MRI->getRegClass(RC);
  for (unsigned I = 0; I < C.getNumRegs(); ++I)
    if (StringRef(E.MRI->getName(C.getRegister(I))) == Name)
      return C.getRegister(I);
  return 0;
}

void syncTied(Env &E, MCInst &MI) {
  const MCInstrDesc &D = E.MII->get(MI.getOpcode());
  for (unsigned I = 0; I < D.getNumOperands() && I < MI.getNumOperands(); ++I) {
    int Tied = D.getOperandConstraint(I, MCOI::TIED_TO);
    if (Tied >= 0 && static_cast<unsigned>(Tied) < I)
      MI.getOperand(I) = MI.getOperand(Tied);
  }
}

// Returns the printed texts that assemble back (their spellings, for isa_diagnostics.json).
std::vector<std::string> writeVariants(Env &E, MCContext &Ctx, MCInstPrinter &P, const std::vector<unsigned> &Opcodes,
                                       const std::map<unsigned, std::pair<int64_t, int64_t>> &Markers,
                                       const std::string &OutDir) {
  struct Variant {
    unsigned Opcode;
    MCInst MI;
    std::string Text;  // printed, tabs kept
  };
  std::vector<Variant> All;
  std::set<std::string> Seen;
  for (unsigned Opc : Opcodes) {
    auto It = Markers.find(Opc);
    if (It == Markers.end())
      continue;
    const MCInstrDesc &D = E.MII->get(Opc);
    Variation Marker;
    Marker.First = It->second.first;
    Marker.Rest = It->second.second;
    bool Ok = false;
    MCInst Base = build(E, Ctx, Opc, Marker, Ok);
    std::vector<unsigned> RegOps, ImmOps;
    for (unsigned I = 0; I < D.getNumOperands(); ++I) {
      if (D.getOperandConstraint(I, MCOI::TIED_TO) >= 0)
        continue;
      const MCOperandInfo &Info = D.operands()[I];
      if (Info.OperandType == MCOI::OPERAND_PCREL)
        continue;
      if (Info.RegClass >= 0 || Info.OperandType == MCOI::OPERAND_REGISTER)
        RegOps.push_back(I);
      else
        ImmOps.push_back(I);
    }
    // Register variants: (operand, register) changes applied together.
    std::vector<std::vector<std::pair<unsigned, unsigned>>> RegVariants = {{}};
    auto Special = [&](unsigned I, const char *Name64, const char *Name32) {
      unsigned R = classMember(E, D.operands()[I].RegClass, Name64);
      return R ? R : classMember(E, D.operands()[I].RegClass, Name32);
    };
    std::vector<unsigned> Zero(D.getNumOperands()), Stack(D.getNumOperands()), Link(D.getNumOperands());
    for (unsigned I : RegOps) {
      Zero[I] = Special(I, "XZR", "WZR");
      Stack[I] = Special(I, "SP", "WSP");
      Link[I] = Special(I, "LR", "W30");
      for (unsigned R : {Zero[I], Stack[I], Link[I]})
        if (R)
          RegVariants.push_back({{I, R}});
    }
    for (size_t A = 0; A < RegOps.size(); ++A)
      for (size_t B = A + 1; B < RegOps.size(); ++B) {
        unsigned I = RegOps[A], J = RegOps[B];
        if (Zero[I] && Zero[J])
          RegVariants.push_back({{I, Zero[I]}, {J, Zero[J]}});
        unsigned RI = Base.getOperand(I).getReg();
        if (RI && D.operands()[J].RegClass == D.operands()[I].RegClass)
          RegVariants.push_back({{J, RI}});
      }
    // Every later operand of the same class equal to operand I (`mov p0.b, p1.b` = ORR_PPzPP p0, p1, p1, p1).
    for (size_t A = 0; A < RegOps.size(); ++A) {
      std::vector<std::pair<unsigned, unsigned>> Same;
      unsigned RI = Base.getOperand(RegOps[A]).getReg();
      for (size_t B = A + 1; B < RegOps.size(); ++B)
        if (RI && D.operands()[RegOps[B]].RegClass == D.operands()[RegOps[A]].RegClass)
          Same.push_back({RegOps[B], RI});
      if (Same.size() > 1)
        RegVariants.push_back(Same);
    }
    // Immediate variants: operand -> value, applied together.
    std::vector<std::vector<std::pair<unsigned, int64_t>>> ImmVariants = {{}};
    std::vector<std::pair<unsigned, int64_t>> AllZero;
    // System operands index the printer's name tables: only their marker values are safe.
    StringRef OpName = E.MII->getName(Opc);
    bool SystemOperand = OpName.starts_with("MSR") || OpName.starts_with("MRS") || OpName.starts_with("SYS");
    if (!ImmOps.empty() && !SystemOperand) {
      for (unsigned I : ImmOps) {
        AllZero.push_back({I, 0});
        ImmVariants.push_back({{I, 0}});
        ImmVariants.push_back({{I, 1}});
      }
      ImmVariants.push_back(AllZero);
    }
    StringRef Name = E.MII->getName(Opc);
    // SME's ZERO_M takes a mask of 64-bit tiles; LLVM prints named tile lists for some masks.
    if (Name == "ZERO_M" && ImmOps.size() == 1)
      for (int64_t Mask = 0; Mask < 256; ++Mask)
        ImmVariants.push_back({{ImmOps[0], Mask}});
    // SVE's DUPM_ZI: LLVM prints `mov` for some bitmask immediates and `dupm` for others (and the
    // immediate in decimal or hex): every valid 13-bit logical immediate encoding (N:immr:imms whose
    // element is not all ones).
    if (Name == "DUPM_ZI" && ImmOps.size() == 1)
      for (int64_t Enc = 0; Enc < 8192; ++Enc) {
        unsigned N = (Enc >> 12) & 1, Imms = Enc & 0x3f;
        unsigned Bits = (N << 6) | (~Imms & 0x3f);
        if (Bits < 2)
          continue;  // element size below 2 bits
        unsigned Len = 31 - __builtin_clz(Bits), Levels = (1u << Len) - 1;
        if ((Imms & Levels) != Levels)
          ImmVariants.push_back({{ImmOps[0], Enc}});
      }
    bool Bitfield = ImmOps.size() == 2 && (Name.starts_with("SBFM") || Name.starts_with("UBFM") ||
                                           Name.starts_with("BFM"));
    if (Bitfield) {
      int64_t W = Name.ends_with("Wri") ? 32 : 64;
      for (int64_t R : {0, 1, 3, 7, 8, 15, 16, 24, 31, 32, 48, 56, 60, 61, 62, 63})
        for (int64_t S : {0, 1, 3, 7, 8, 15, 16, 24, 31, 32, 48, 56, 60, 61, 62, 63})
          if (R < W && S < W)
            ImmVariants.push_back({{ImmOps[0], R}, {ImmOps[1], S}});
    }
    auto Emit = [&](const std::vector<std::pair<unsigned, unsigned>> &Regs,
                    const std::vector<std::pair<unsigned, int64_t>> &Imms) {
      MCInst MI = Base;
      for (auto &[I, R] : Regs)
        MI.getOperand(I) = MCOperand::createReg(R);
      for (auto &[I, V] : Imms)
        MI.getOperand(I) = MCOperand::createImm(V);
      syncTied(E, MI);
      if (getenv("EXPORT_ISA_TRACE"))
        errs() << "variant " << E.MII->getName(Opc) << " " << operandsJson(E, MI) << "\n";
      std::string Text = printRaw(E, P, MI);
      if (Text.empty())
        return;
      std::string Key = std::to_string(Opc) + "|" + operandsJson(E, MI);
      if (!Seen.insert(Key).second)
        return;
      All.push_back({Opc, MI, Text});
    };
    for (auto &Regs : RegVariants) {
      Emit(Regs, {});
      if (!AllZero.empty())
        Emit(Regs, AllZero);
    }
    for (auto &Imms : ImmVariants)
      Emit({}, Imms);
  }
  std::vector<std::string> Lines;
  for (const Variant &V : All)
    Lines.push_back(asLine(V.Text));
  std::vector<ProbeResult> Parsed = parseAll(E, *E.All, Lines);
  std::error_code EC;
  raw_fd_ostream OS(OutDir + "/isa_variants.json", EC);
  std::vector<std::string> Assembled;
  if (EC) {
    errs() << "export_isa_aarch64: cannot write isa_variants.json: " << EC.message() << "\n";
    return Assembled;
  }
  OS << "{\n \"format\": 1,\n \"target\": \"aarch64\",\n"
     << " \"columns\": [\"opcode\", \"operands\", \"printed\", \"parsed\"],\n \"variants\": [\n";
  size_t RoundTrip = 0;
  for (size_t K = 0; K < All.size(); ++K) {
    const Variant &V = All[K];
    OS << (K ? ",\n" : "") << "  [" << quote(E.MII->getName(V.Opcode).str()) << "," << operandsJson(E, V.MI) << ","
       << quote(V.Text) << ",";
    const ProbeResult &R = Parsed[K];
    if (R.Error || R.Insts.size() != 1) {
      OS << "null]";
      continue;
    }
    const ParsedInst &PI = R.Insts[0];
    OS << "[" << quote(E.MII->getName(PI.Opcode).str()) << "," << isa_json::stringList(PI.Operands) << "]]";
    std::vector<std::string> Ops;
    for (const MCOperand &Op : V.MI)
      Ops.push_back(probe::operandText(Op, *E.MRI, *E.MAI));
    RoundTrip += PI.Opcode == V.Opcode && PI.Operands == Ops;
    if (PI.Opcode == V.Opcode && PI.Operands == Ops)
      Assembled.push_back(Lines[K]);
  }
  OS << "\n ]\n}\n";
  errs() << "export_isa_aarch64: " << All.size() << " variants printed, " << RoundTrip << " assemble back\n";
  return Assembled;
}


// ---------------------------------------------------------------------------------------------
// isa_sysops.json: the names LLVM's printer gives system operands, every encoding enumerated and
// printed with every extension on (as llvm-mca prints):
//  * "sys": SYS aliases (`dc`, `ic`, `at`, `tlbi`, ...): [mnemonic, operation, op1, CRn, CRm, op2,
//    takes a register], from SYSxt printed with Rt = XZR (`tlbi vae1, xzr` takes one);
//  * "sysreg_read" / "sysreg_write": system register name -> MRS/MSR immediate, from MRS and MSR
//    printed with each of the 65,536 encodings (the generic `S3_3_C13_C0_2` form is left out);
//  * "pstate": [printed text, opcode, MC operands] of `msr <pstatefield>, #imm` and the SVCR
//    aliases (`smstart`, `smstop sm`), each parsed back by LLVM's assembler.

void writeSysOps(Env &E, MCInstPrinter &P, const std::string &OutDir) {
  auto OpcodeNamed = [&](StringRef N) -> int {
    for (unsigned O = 0; O < E.MII->getNumOpcodes(); ++O)
      if (E.MII->getName(O) == N)
        return static_cast<int>(O);
    return -1;
  };
  auto RegNamed = [&](StringRef N) -> unsigned {
    for (unsigned R = 1; R < E.MRI->getNumRegs(); ++R)
      if (StringRef(E.MRI->getName(R)) == N)
        return R;
    return 0;
  };
  std::error_code EC;
  raw_fd_ostream OS(OutDir + "/isa_sysops.json", EC);
  if (EC) {
    errs() << "export_isa_aarch64: cannot write isa_sysops.json: " << EC.message() << "\n";
    return;
  }
  OS << "{\n \"format\": 1,\n \"target\": \"aarch64\",\n \"sys\": [";
  unsigned XZR = RegNamed("XZR"), X0 = RegNamed("X0");
  int Sys = OpcodeNamed("SYSxt");
  size_t Count = 0;
  for (int64_t Op1 = 0; Op1 < 8; ++Op1)
    for (int64_t CRn = 0; CRn < 16; ++CRn)
      for (int64_t CRm = 0; CRm < 16; ++CRm)
        for (int64_t Op2 = 0; Op2 < 8; ++Op2) {
          MCInst MI;
          MI.setOpcode(Sys);
          for (int64_t V : {Op1, CRn, CRm, Op2})
            MI.addOperand(MCOperand::createImm(V));
          MI.addOperand(MCOperand::createReg(XZR));
          std::string Text = printRaw(E, P, MI);
          std::string Mnemonic = mnemonicOf(Text);
          if (Mnemonic == "sys" || Text.size() <= Mnemonic.size())
            continue;
          std::string Rest = Text.substr(Mnemonic.size() + 1);
          size_t Comma = Rest.find(',');
          std::string Operation = Rest.substr(0, Comma);
          bool TakesRegister = Comma != std::string::npos;
          OS << (Count++ ? "," : "") << "\n  [" << quote(Mnemonic) << "," << quote(Operation) << "," << Op1 << ","
             << CRn << "," << CRm << "," << Op2 << "," << (TakesRegister ? "true" : "false") << "]";
        }
  OS << "\n ],\n";
  size_t Names = 0;
  for (const char *Which : {"MRS", "MSR"}) {
    int Opc = OpcodeNamed(Which);
    bool Read = StringRef(Which) == "MRS";
    OS << " \"sysreg_" << (Read ? "read" : "write") << "\": {";
    size_t Written = 0;
    for (int64_t V = 0; V < 65536; ++V) {
      MCInst MI;
      MI.setOpcode(Opc);
      if (Read)
        MI.addOperand(MCOperand::createReg(X0));
      MI.addOperand(MCOperand::createImm(V));
      if (!Read)
        MI.addOperand(MCOperand::createReg(X0));
      std::string Text = printRaw(E, P, MI);
      std::string Rest = Text.substr(std::min(Text.size(), mnemonicOf(Text).size() + 1));
      std::string Name = Read ? Rest.substr(Rest.find(", ") == std::string::npos ? 0 : Rest.find(", ") + 2)
                              : Rest.substr(0, Rest.find(','));
      if (Name.empty() || (Name.size() > 2 && Name[0] == 'S' && Name[1] >= '0' && Name[1] <= '3' && Name[2] == '_'))
        continue;
      OS << (Written++ ? "," : "") << "\n  " << quote(Name) << ": " << V;
    }
    Names += Written;
    OS << "\n },\n";
  }
  std::vector<std::string> Texts;
  std::vector<std::pair<unsigned, std::pair<int64_t, int64_t>>> Made;
  std::set<std::string> Seen;
  // The 1-bit fields' encodings reach 9 bits (PM is 72); printing a wider value aliases another field's
  // name, so each printed text is parsed (and kept) once.
  for (const char *Which : {"MSRpstateImm1", "MSRpstateImm4", "MSRpstatesvcrImm1"}) {
    int Opc = OpcodeNamed(Which);
    if (Opc < 0)
      continue;
    bool Svcr = StringRef(Which) == "MSRpstatesvcrImm1";
    int64_t Fields = Svcr ? 8 : 512, Imms = StringRef(Which) == "MSRpstateImm4" ? 16 : 2;
    for (int64_t Field = 0; Field < Fields; ++Field)
      for (int64_t Imm = 0; Imm < Imms; ++Imm) {
        MCInst MI;
        MI.setOpcode(Opc);
        MI.addOperand(MCOperand::createImm(Field));
        MI.addOperand(MCOperand::createImm(Imm));
        std::string Text = Svcr ? probe::printIsolated(P, *E.All, MI) : printRaw(E, P, MI);
        if (Text.empty() || Text.find("\t#") != std::string::npos)
          continue;  // unnamed field: `msr #5, #1`
        if (!Seen.insert(Text).second)
          continue;
        Texts.push_back(Text);
        Made.push_back({static_cast<unsigned>(Opc), {Field, Imm}});
      }
  }
  std::vector<std::string> Lines;
  for (const std::string &T : Texts)
    Lines.push_back(asLine(T));
  std::vector<ProbeResult> Parsed = parseAll(E, *E.All, Lines);
  OS << " \"pstate\": [";
  size_t Pstate = 0;
  for (size_t K = 0; K < Texts.size(); ++K) {
    const ProbeResult &R = Parsed[K];
    if (R.Error || R.Insts.size() != 1)
      continue;
    OS << (Pstate++ ? "," : "") << "\n  [" << quote(Texts[K]) << "," << quote(E.MII->getName(R.Insts[0].Opcode).str())
       << "," << isa_json::stringList(R.Insts[0].Operands) << "]";
  }
  OS << "\n ]\n}\n";
  errs() << "export_isa_aarch64: " << Count << " SYS aliases, " << Names << " system register names, " << Pstate
         << " PSTATE spellings\n";
}


// ---------------------------------------------------------------------------------------------
// isa_diagnostics.json: what LLVM's assembler says about an immediate out of range. Each accepted
// probe spelling and printed alias with decimal `#` immediates is parsed again with one of them replaced by 99999 (then
// -99999), or a vector lane / SME slice offset by 99; the rejections are kept as [spelling, column
// of the '#' (the lane's '[', the offset's first digit), replacement, message, column of the error]: "immediate must be an integer in range [0, 63].", "index must be a multiple of 8
// in range [-512, 504].", ...

void writeDiagnostics(Env &E, const std::vector<std::string> &Accepted, const std::string &OutDir) {
  struct Bad {
    size_t Spelling;
    size_t Hash;
    const char *Value;
  };
  std::vector<Bad> Cases;
  std::vector<std::string> Lines;
  for (size_t J = 0; J < Accepted.size(); ++J) {
    const std::string &T = Accepted[J];
    for (size_t Hash = T.find('#'); Hash != std::string::npos; Hash = T.find('#', Hash + 1)) {
      size_t End = Hash + 1;
      if (End < T.size() && T[End] == '-')
        ++End;
      size_t Digits = End;
      while (End < T.size() && (isalnum(static_cast<unsigned char>(T[End])) || T[End] == '.'))
        ++End;
      if (Digits == End || !isdigit(static_cast<unsigned char>(T[Digits])) ||
          T.find('.', Digits) < End || T.compare(Digits, 2, "0x") == 0)
        continue;  // not a decimal integer (`#:lo12:`, `#1.0`, bitmask immediates `#0xff`)
      for (const char *Value : {"99999", "-99999"}) {
        Cases.push_back({J, Hash, Value});
        Lines.push_back(T.substr(0, Hash + 1) + Value + T.substr(End));
      }
    }
    // Vector lanes (`v0.s[1]`, `z1[1]`, `{ v0.b }[1]`: the '[' kept as the column) and SME slice
    // offsets (`za0h.s[w12, 1]`: the digits' column), replaced by 99.
    for (size_t Open = T.find('['); Open != std::string::npos; Open = T.find('[', Open + 1)) {
      size_t Digits = Open + 1, End = Digits;
      bool Za = false;
      if (T.compare(Digits, 1, "w") == 0) {  // `[w12, 1` (a ZA slice); not `[w1]`-style memory
        size_t Comma = T.find(", ", Digits);
        if (Comma == std::string::npos || Comma > Digits + 3 || T.rfind("za", Open) == std::string::npos ||
            T.rfind("za", Open) + 8 < Open)
          continue;
        Digits = End = Comma + 2;
        Za = true;
      }
      while (End < T.size() && isdigit(static_cast<unsigned char>(T[End])))
        ++End;
      if (End == Digits || (!Za && (End >= T.size() || T[End] != ']')))
        continue;
      Cases.push_back({J, Za ? Digits : Open, "99"});
      Lines.push_back(T.substr(0, Digits) + "99" + T.substr(End));
    }
  }
  std::vector<ProbeResult> Results = parseAll(E, *E.All, Lines);
  std::error_code EC;
  raw_fd_ostream OS(OutDir + "/isa_diagnostics.json", EC);
  if (EC) {
    errs() << "export_isa_aarch64: cannot write isa_diagnostics.json: " << EC.message() << "\n";
    return;
  }
  OS << "{\n \"format\": 1,\n \"target\": \"aarch64\",\n"
     << " \"columns\": [\"spelling\", \"hash_column\", \"replacement\", \"message\", \"error_column\"],\n"
     << " \"diagnostics\": [";
  size_t Written = 0;
  for (size_t K = 0; K < Cases.size(); ++K) {
    const ProbeResult &R = Results[K];
    if (!R.Error || R.Message.empty())
      continue;
    OS << (Written++ ? "," : "") << "\n  [" << quote(Accepted[Cases[K].Spelling]) << "," << Cases[K].Hash << ","
       << quote(Cases[K].Value) << "," << quote(R.Message) << "," << R.Column << "]";
  }
  OS << "\n ]\n}\n";
  errs() << "export_isa_aarch64: " << Cases.size() << " out-of-range immediates probed, " << Written
         << " rejected\n";
}


// ---------------------------------------------------------------------------------------------
// extensions.json: the names `.arch`, `.arch_extension` and `-march=...+ext` accept (LLVM's
// AArch64 TargetParser tables): extension -> subtarget feature, architecture -> its feature and
// default extensions. mcalens turns `.arch armv8.2-a+sve` into features with these.

void writeExtensions(const std::string &OutDir) {
  std::error_code EC;
  raw_fd_ostream OS(OutDir + "/extensions.json", EC);
  if (EC) {
    errs() << "export_isa_aarch64: cannot write extensions.json: " << EC.message() << "\n";
    return;
  }
  auto Feature = [](StringRef F) { return F.empty() ? std::string() : F.drop_front().str(); };
  OS << "{\n \"format\": 1,\n \"target\": \"aarch64\",\n \"source\": {\"llvm\": " << quote(LLVM_VERSION_STRING)
     << ", \"tool\": \"tools/llvm_export/export_isa_aarch64.cpp\"},\n \"extensions\": {\n";
  bool First = true;
  std::map<unsigned, std::string> NameOf;
  for (const AArch64::ExtensionInfo &X : AArch64::Extensions) {
    NameOf[X.ID] = X.UserVisibleName.str();
    std::vector<std::string> Names = {X.UserVisibleName.str()};
    if (X.Alias)
      Names.push_back(X.Alias->str());
    for (const std::string &N : Names) {
      if (N.empty())
        continue;
      OS << (First ? "" : ",\n") << "  " << quote(N) << ": [" << quote(Feature(X.PosTargetFeature)) << ", "
         << quote(Feature(X.NegTargetFeature)) << "]";
      First = false;
    }
  }
  OS << "\n },\n \"arches\": {\n";
  First = true;
  for (const AArch64::ArchInfo *A : AArch64::ArchInfos) {
    std::vector<std::string> Defaults;
    for (unsigned I = 0; I < AArch64::AEK_NUM_EXTENSIONS; ++I)
      if (A->DefaultExts.test(I) && NameOf.count(I) && !NameOf[I].empty())
        Defaults.push_back(NameOf[I]);
    OS << (First ? "" : ",\n") << "  " << quote(A->Name.str()) << ": [" << quote(Feature(A->ArchFeature)) << ", "
       << isa_json::stringList(Defaults) << "]";
    First = false;
  }
  OS << "\n }\n}\n";
}

}  // namespace

int main(int argc, char **argv) {
  std::string OutDir = "models/aarch64";
  bool NoProbes = false;
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if (A == "--out" && I + 1 < argc)
      OutDir = argv[++I];
    else if (A == "--no-probes")
      NoProbes = true;
    else {
      errs() << "usage: export_isa_aarch64 [--out DIR] [--no-probes]\n";
      return 64;
    }
  }
  LLVMInitializeAArch64TargetInfo();
  LLVMInitializeAArch64TargetMC();
  LLVMInitializeAArch64AsmParser();
  Env E;
  std::string Err;
  if (!E.init(kTriple, Err)) {
    errs() << "export_isa_aarch64: " << Err << "\n";
    return 1;
  }
  // "+all" satisfies every assembler predicate but not the parser's direct feature tests (SVE
  // condition names such as b.any, b.none need FeatureSVE itself): enable every architecture
  // extension by name as well.
  std::string AllFeatures = "+all";
  for (const AArch64::ExtensionInfo &X : AArch64::Extensions)
    if (!X.PosTargetFeature.empty())
      AllFeatures += "," + X.PosTargetFeature.str();
  E.All.reset(E.TheTarget->createMCSubtargetInfo(kTriple, "generic", AllFeatures));
  E.Generic.reset(E.TheTarget->createMCSubtargetInfo(kTriple, "generic", ""));
  std::unique_ptr<MCInstPrinter> P(E.TheTarget->createMCInstPrinter(E.TT, 0, *E.MAI, *E.MII, *E.MRI));
  std::unique_ptr<MCInstPrinter> Raw(E.TheTarget->createMCInstPrinter(E.TT, 0, *E.MAI, *E.MII, *E.MRI));
  // Apple syntax (`add.4s v0, v1, v2`): what llvm-mca prints for arm64-apple-* triples.
  std::unique_ptr<MCInstPrinter> Apple(E.TheTarget->createMCInstPrinter(E.TT, 1, *E.MAI, *E.MII, *E.MRI));
  Raw->applyTargetSpecificCLOption("no-aliases");

  std::error_code EC;
  raw_fd_ostream OS(OutDir + "/isa.json", EC);
  if (EC) {
    errs() << "export_isa_aarch64: cannot write " << OutDir << "/isa.json: " << EC.message() << "\n";
    return 1;
  }
  OS << "{\n \"format\": 1,\n \"target\": \"aarch64\",\n \"source\": {\"llvm\": " << quote(LLVM_VERSION_STRING)
     << ", \"triple\": " << quote(kTriple) << ", \"tool\": \"tools/llvm_export/export_isa_aarch64.cpp\"},\n";
  writeTables(OS, E, *P);
  writeCpuFeatures(OS, E);
  writeExtensions(OutDir);

  SourceMgr DummySM;
  MCContext Ctx(E.TT, E.MAI.get(), E.MRI.get(), E.All.get(), &DummySM, &E.Options);

  // Marker search, round by round: each round prints the opcodes still without a marker with the
  // round's immediates and parses them in one pass; the first round whose text assembles back to
  // the same opcode gives the marker.
  std::vector<unsigned> Opcodes;
  for (unsigned Opc = 0; Opc < E.MII->getNumOpcodes(); ++Opc)
    if (!E.MII->get(Opc).isPseudo())
      Opcodes.push_back(Opc);
  std::map<unsigned, size_t> MarkerRound;
  std::vector<unsigned> Pending = Opcodes;
  for (size_t K = 0; K < kRounds.size() && !Pending.empty(); ++K) {
    std::vector<std::string> Lines;
    for (unsigned Opc : Pending) {
      Variation V;
      V.First = kRounds[K].first;
      V.Rest = kRounds[K].second;
      bool Ok = false;
      std::string Text = asLine(printRaw(E, *P, build(E, Ctx, Opc, V, Ok)));
      Lines.push_back(Text.empty() ? "nop_unprintable" : Text);
    }
    std::vector<ProbeResult> Round = parseAll(E, *E.All, Lines);
    std::vector<unsigned> Next;
    for (size_t I = 0; I < Pending.size(); ++I) {
      const ProbeResult &R = Round[I];
      if (!R.Error && R.Insts.size() == 1 && R.Insts[0].Opcode == Pending[I])
        MarkerRound.emplace(Pending[I], K);
      else
        Next.push_back(Pending[I]);
    }
    errs() << "export_isa_aarch64: round " << K << ": " << Pending.size() - Next.size() << " of "
           << Pending.size() << " assemble back\n";
    Pending = Next;
  }

  std::vector<Probe> Probes;
  OS << " \"print\": [\n";
  bool First = true;
  size_t Printed = 0, WithMarker = 0;
  for (unsigned Opc : Opcodes) {
    auto It = MarkerRound.find(Opc);
    Variation Marker;
    if (It != MarkerRound.end()) {
      Marker.First = kRounds[It->second].first;
      Marker.Rest = kRounds[It->second].second;
      ++WithMarker;
    }
    bool Ok = false;
    MCInst MI = build(E, Ctx, Opc, Marker, Ok);
    std::string Text = printRaw(E, *P, MI);
    if (Text.empty())
      continue;
    ++Printed;
    if (getenv("EXPORT_ISA_TRACE"))
      errs() << "opcode " << E.MII->getName(Opc) << "\n";
    std::string RawText = printRaw(E, *Raw, MI);
    // Immediate operands whose value changes the mnemonic (b.eq / b.ne, bc.eq, ...): values 0..15.
    // Only where the mnemonic has a condition suffix: LLVM's printer indexes tables with some
    // immediates and crashes on values the assembler never produces.
    std::vector<std::pair<int, std::string>> Alternates;
    const MCInstrDesc &D = E.MII->get(Opc);
    bool CondSuffix = mnemonicOf(Text).find('.') != std::string::npos;
    for (unsigned I = 0; I < D.getNumOperands() && Alternates.empty() && CondSuffix; ++I) {
      const MCOperandInfo &Info = D.operands()[I];
      if (Info.RegClass >= 0 || Info.OperandType == MCOI::OPERAND_PCREL ||
          Info.OperandType == MCOI::OPERAND_REGISTER || D.getOperandConstraint(I, MCOI::TIED_TO) >= 0)
        continue;
      std::vector<std::pair<int, std::string>> Found;
      bool Changes = false;
      for (int Value = 0; Value < 16; ++Value) {
        Variation V = Marker;
        V.ImmOperand = I;
        V.ImmValue = Value;
        bool Ok2 = false;
        std::string T = printRaw(E, *P, build(E, Ctx, Opc, V, Ok2));
        Changes |= mnemonicOf(T) != mnemonicOf(Text);
        Found.push_back({Value, T});
      }
      if (Changes) {
        Alternates = Found;
        Alternates.insert(Alternates.begin(), {-static_cast<int>(I) - 1, ""});  // operand marker
      }
    }
    int AltOperand = -1;
    if (!Alternates.empty()) {
      AltOperand = -Alternates.front().first - 1;
      Alternates.erase(Alternates.begin());
    }
    OS << (First ? "" : ",\n") << "  [" << quote(E.MII->getName(Opc).str()) << "," << operandsJson(E, MI) << ","
       << quote(Text) << "," << quote(RawText) << "," << quote(printRaw(E, *Apple, MI)) << "," << AltOperand
       << ",[";
    First = false;
    for (size_t K = 0; K < Alternates.size(); ++K)
      OS << (K ? "," : "") << "[" << Alternates[K].first << "," << quote(Alternates[K].second) << "]";
    OS << "]]";
    if (NoProbes)
      continue;
    // gcc writes immediates without '#' (`add x0, x1, 8`, `lsl 3`, `[x0, 16]`): same text without
    // any '#', which LLVM's parser accepts too.
    auto Add = [&](const MCInst &PI) {
      for (const std::string &T : {asLine(printRaw(E, *P, PI)), asLine(printRaw(E, *Raw, PI))}) {
        Probes.push_back({static_cast<int>(Opc), T});
        std::string NoHash;
        for (char C : T)
          if (C != '#')
            NoHash += C;
        if (NoHash != T)
          Probes.push_back({static_cast<int>(Opc), NoHash});
      }
    };
    Add(MI);
    for (auto &[Value, T] : Alternates) {
      Variation V = Marker;
      V.ImmOperand = AltOperand;
      V.ImmValue = Value;
      bool Ok2 = false;
      Add(build(E, Ctx, Opc, V, Ok2));
    }
    // Zero / stack registers, one operand at a time.
    for (unsigned I = 0; I < D.getNumOperands(); ++I) {
      if (D.operands()[I].RegClass < 0 || D.getOperandConstraint(I, MCOI::TIED_TO) >= 0)
        continue;
      Variation V = Marker;
      V.Regs[I] = RegMode::Special;
      bool Ok2 = false;
      MCInst SI = build(E, Ctx, Opc, V, Ok2);
      if (Ok2)
        Add(SI);
    }
  }
  OS << "\n ]\n}\n";
  OS.close();
  errs() << "export_isa_aarch64: " << Opcodes.size() << " non-pseudo opcodes, " << Printed << " printed, "
         << WithMarker << " with a marker that assembles back\n";
  if (NoProbes)
    return 0;
  writeSysOps(E, *P, OutDir);
  std::vector<std::string> VariantTexts;
  {
    std::map<unsigned, std::pair<int64_t, int64_t>> Markers;
    for (auto &[Opc, Round] : MarkerRound)
      Markers[Opc] = kRounds[Round];
    VariantTexts = writeVariants(E, Ctx, *P, Opcodes, Markers, OutDir);
  }

  // Condition spellings the printer never writes: gcc's dot-less `bne`, `bhs`/`blo` style
  // synonyms, and the SVE names (`b.any`, `b.none`, `b.first`, ...).
  for (const char *Cond : {"eq", "ne", "cs", "hs", "cc", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt",
                           "gt", "le", "al", "nv", "none", "any", "nlast", "last", "first", "nfrst", "pmore",
                           "plast", "tcont", "tstop"})
    for (const char *Form : {"b.", "b", "bc."})
      Probes.push_back({-1, std::string(Form) + Cond + " tgt"});
  std::vector<Probe> Unique;
  {
    std::set<std::string> Seen;
    for (const Probe &Pr : Probes)
      if (!Pr.Text.empty() && Seen.insert(Pr.Text).second)
        Unique.push_back(Pr);
  }
  std::vector<std::string> Texts;
  for (const Probe &Pr : Unique)
    Texts.push_back(Pr.Text);
  std::vector<ProbeResult> Results = parseAll(E, *E.All, Texts);
  std::vector<std::string> Accepted;
  std::vector<size_t> AcceptedIndex;
  for (size_t K = 0; K < Unique.size(); ++K)
    if (!Results[K].Error && !Results[K].Insts.empty()) {
      Accepted.push_back(Texts[K]);
      AcceptedIndex.push_back(K);
    }
  std::vector<ProbeResult> OnGeneric = parseAll(E, *E.Generic, Accepted);
  raw_fd_ostream PS(OutDir + "/isa_probes.json", EC);
  if (EC) {
    errs() << "export_isa_aarch64: cannot write isa_probes.json: " << EC.message() << "\n";
    return 1;
  }
  PS << "{\n \"format\": 1,\n \"target\": \"aarch64\",\n \"features\": " << quote(AllFeatures)
     << ",\n \"probes\": [\n";
  std::set<unsigned> Covered;
  for (size_t J = 0; J < Accepted.size(); ++J) {
    const ProbeResult &R = Results[AcceptedIndex[J]];
    PS << (J ? ",\n" : "") << "  [0," << quote(Accepted[J]) << ",";
    for (const ParsedInst &PI : R.Insts)
      Covered.insert(PI.Opcode);
    probe::writeParsedInsts(PS, E, R.Insts);
    PS << "," << (OnGeneric[J].Error ? quote(OnGeneric[J].Message) : std::string("null")) << "]";
  }
  PS << "\n ]\n}\n";
  errs() << "export_isa_aarch64: " << Unique.size() << " spellings probed, " << Accepted.size()
         << " accepted, covering " << Covered.size() << " opcodes\n";
  // the accepted probes, then the aliases LLVM prints (`asr w0, w1, #3`) once each
  std::vector<std::string> Spellings = Accepted;
  std::set<std::string> Known(Accepted.begin(), Accepted.end());
  for (const std::string &T : VariantTexts)
    if (Known.insert(T).second)
      Spellings.push_back(T);
  writeDiagnostics(E, Spellings, OutDir);
  return 0;
}
