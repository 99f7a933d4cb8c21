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

struct Builder {
  Env &E;
  std::vector<unsigned> Used;

  bool overlaps(unsigned R) const {
    for (unsigned U : Used)
      if (E.MRI->regsOverlap(U, R))
        return true;
    return false;
  }
  unsigned pick(int RC, RegMode Mode) {
    if (RC < 0 || static_cast<unsigned>(RC) >= E.MRI->getNumRegClasses())
      return 0;
    const MCRegisterClass &C = E.MRI->getRegClass(RC);
    unsigned Fallback = 0;
    for (unsigned I = 0; I < C.getNumRegs(); ++I) {
      unsigned R = C.getRegister(I);
      bool Special = isSpecial(E.MRI->getName(R));
      if ((Mode == RegMode::Special) != Special)
        continue;
      if (!Fallback)
        Fallback = R;
      if (!overlaps(R)) {
        Used.push_back(R);
        return R;
      }
    }
    if (Mode == RegMode::Special)
      return 0;
    if (!Fallback && C.getNumRegs())
      Fallback = C.getRegister(0);
    return Fallback;
  }
};

MCInst build(Env &E, MCContext &Ctx, unsigned Opc, const Variation &V, bool &Ok) {
  const MCInstrDesc &D = E.MII->get(Opc);
  Builder B{E, {}};
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
      unsigned R = B.pick(Info.RegClass, Mode);
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
  // What each feature implies (transitively, as -mattr=+NAME enables them).
  OS << " \"feature_implies\": {\n";
  ArrayRef<SubtargetFeatureKV> All = E.Generic->getAllProcessorFeatures();
  for (size_t I = 0; I < All.size(); ++I) {
    FeatureBitset Set = All[I].Implies.getAsBitset();
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (const SubtargetFeatureKV &F : All)
        if (Set.test(F.Value)) {
          FeatureBitset Next = Set | F.Implies.getAsBitset();
          if (Next != Set) {
            Set = Next;
            Changed = true;
          }
        }
    }
    std::vector<std::string> Names;
    for (const SubtargetFeatureKV &F : All)
      if (Set.test(F.Value))
        Names.push_back(F.Key);
    OS << "  " << quote(All[I].Key) << ":" << isa_json::stringList(Names) << (I + 1 < All.size() ? ",\n" : "\n");
  }
  OS << " },\n";
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
  return 0;
}
