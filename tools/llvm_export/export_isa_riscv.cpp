// export_isa_riscv: writes models/riscv/isa.json, isa_probes.json and isa_instruments.json from
// LLVM's RISC-V MC layer (the RISC-V counterpart of export_isa_aarch64.cpp; schema in
// models/SCHEMA.md, "RISC-V").
//
//  * isa.json, static tables: registers (with encodings), register classes, opcodes (MCInstrDesc
//    operand infos, flags, size, sched class index), the subtarget features of every -mcpu name
//    and what each feature implies;
//  * isa_probes.json, per opcode a "marker" MCInst (registers all different, immediates chosen so
//    that the printed text assembles back to the same opcode), its text as LLVM's RISC-V printer
//    writes it with aliases on (as llvm-mca prints) and off (`-M no-aliases`), the MCInst(s)
//    LLVM's own assembler makes of that text with and without the C extension (llvm-mc compresses
//    with +c), the emitter's bytes and fixups for each, and the parser's message for the
//    `generic` CPU (rv64i: "instruction requires the following: ...");
//  * isa_instruments.json: llvm-mca's RISC-V instrument manager asked, per opcode, for the
//    scheduling class under every LMUL (M1..M8, MF2..MF8) without and with every SEW (E8..E64);
//    only the answers that differ from the opcode's own class are written, as the opcode whose
//    class LLVM picked (the RVV pseudo) and the class's name; null where llvm-mca dies (a
//    unit-stride or strided load/store under an LMUL without a SEW, or a ratio without EMUL: SIGFPE).
//
//   export_isa_riscv [--out DIR]

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/Config/llvm-config.h"
#if LLVM_VERSION_MAJOR < 22
#include "llvm/MC/MCFixupKindInfo.h"
#endif
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/MCA/CustomBehaviour.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <sys/wait.h>
#include <unistd.h>

#include "isa_json.h"
#include "llvm_compat.h"
#include "probe_common.h"

extern "C" void LLVMInitializeRISCVTargetInfo();
extern "C" void LLVMInitializeRISCVTargetMC();
extern "C" void LLVMInitializeRISCVAsmParser();
extern "C" void LLVMInitializeRISCVTargetMCA();

using namespace llvm;
using isa_json::quote;
using probe::ParsedInst;
using probe::ProbeResult;

namespace {

const char *const kTriple = "riscv64-unknown-linux-gnu";
const char *const kTriple32 = "riscv32-unknown-linux-gnu";
// The end of every file's "source" object: the tool and LLVM's licence.
const char *const kSourceTail = ", \"tool\": \"tools/llvm_export/export_isa_riscv.cpp\", \"license\": \"Numbers are "
                                "LLVM's: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt)\"},\n";

const char *operandKind(const MCOperandInfo &Info) {
  switch (Info.OperandType) {
  case MCOI::OPERAND_REGISTER: return "reg";
  case MCOI::OPERAND_IMMEDIATE: return "imm";
  case MCOI::OPERAND_MEMORY: return "mem";
  case MCOI::OPERAND_PCREL: return "pcrel";
  default: return Info.RegClass >= 0 ? "reg" : "imm";
  }
}

struct Env : probe::McEnv {
  std::unique_ptr<MCSubtargetInfo> All;      // every extension that does not exclude another
  std::unique_ptr<MCSubtargetInfo> AllC;     // the same plus C (the assembler compresses)
  std::unique_ptr<MCSubtargetInfo> Generic;  // -mcpu=generic (rv64i): what needs an extension
};

// Features left out of the "every extension" subtarget: RV32E's smaller register file, options
// that reserve registers or change code generation only, and the compressed families (C and its
// Zc* parts, whose encodings overlap each other: they are probed apart, with +c).
// exact-asm (LLVM 22) turns the parser's compression off, so the probes' `parsed +c` would not be
// what llvm-mca-22 -mattr=+c assembles.
bool excluded(StringRef F) {
  return F == "e" || F == "exact-asm" || F == "32bit" || F.ends_with("inx") || F.ends_with("inxmin") || F == "zilsd" || F == "zclsd" || F.starts_with("rv") || F.starts_with("experimental-rv") || F == "relax" || F.starts_with("reserve-") || F.starts_with("no-") ||
         F == "c" || F.starts_with("zc") || F == "experimental-zcmop" || F == "zcmop" || F.starts_with("xwch") ||
         F.starts_with("tune-") || F.contains("fusion") || F.starts_with("forced-") ||
         F == "unaligned-scalar-mem" || F == "unaligned-vector-mem" || F.starts_with("xcv") ||
         F.starts_with("xsf") || F.starts_with("xtheadvector") || F == "xventanacondops" || F.starts_with("xqc") ||
         F.starts_with("xandes") || F.starts_with("xmips") || F.starts_with("xrivos") || F.starts_with("xsmt") ||
         F.starts_with("xtt") || F.starts_with("xaifet");
}

// Per register operand: the first register of its class that overlaps none taken so far, skipping
// zero/ra/sp/gp/tp (their markers would print as aliases: `nop`, `ret`, ...).
bool isSpecial(StringRef Name) {
  return Name == "X0" || Name == "X1" || Name == "X2" || Name == "X3" || Name == "X4" || Name == "X0_Pair" ||
         Name == "X0_H" || Name == "X0_W";
}

struct Variation {
  int64_t First = 1;
  int64_t Rest = 0;
  bool Unmasked = false;  // vector mask operands (class VMV0) left as NoRegister
};

// The marker of `Opc`; `Ok` false where a register operand has no class to pick from (the `.insn`
// directive's opcodes: LLVM's printer cannot print them without a register).
MCInst build(Env &E, unsigned Opc, const Variation &V, bool &Ok) {
  Ok = true;
  const MCInstrDesc &D = E.MII->get(Opc);
  probe::RegisterPicker B(E, isSpecial);
  MCInst Inst;
  Inst.setOpcode(Opc);
  std::vector<MCOperand> Ops(D.getNumOperands());
  bool FirstImm = true;
  for (unsigned I = 0; I < D.getNumOperands(); ++I) {
    const MCOperandInfo &Info = D.operands()[I];
    int Tied = D.getOperandConstraint(I, MCOI::TIED_TO);
    if (Tied >= 0 && static_cast<unsigned>(Tied) < I) {
      Ops[I] = Ops[Tied];
      continue;
    }
    if (Info.RegClass >= 0 || Info.OperandType == MCOI::OPERAND_REGISTER) {
      bool Mask = Info.RegClass >= 0 &&
                  StringRef(E.MRI->getRegClassName(&E.MRI->getRegClass(Info.RegClass))) == "VMV0";
      unsigned R = Mask && V.Unmasked ? 0 : B.pick(Info.RegClass);
      if (!R && !Mask)
        Ok = false;
      Ops[I] = MCOperand::createReg(R);
      continue;
    }
    Ops[I] = MCOperand::createImm(FirstImm ? V.First : V.Rest);
    FirstImm = false;
  }
  for (const MCOperand &Op : Ops)
    Inst.addOperand(Op);
  return Inst;
}

// Immediate rounds tried for the marker: (first immediate, other immediates).
const std::vector<std::pair<int64_t, int64_t>> kRounds = {
    {1, 0}, {2, 0}, {4, 0}, {8, 0}, {16, 0}, {3, 0}, {0, 0}, {7, 0}, {1, 1}, {2, 1},
    {1, 2}, {1, 3}, {32, 0}, {64, 0}, {5, 0}, {6, 0}, {0, 1}, {0, 7}, {12, 0}, {15, 0}, {0, 4}, {1, 4}};

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
    OS << ",\"size\":" << D.getSize() << ",\"sched\":" << D.getSchedClass() << "}"
       << (Opc + 1 < MII.getNumOpcodes() ? ",\n" : "\n");
  }
  OS << " ],\n";
}

void writeCpuFeatures(raw_ostream &OS, Env &E) {
  OS << " \"cpu_features\": {\n";
  ArrayRef<SubtargetSubTypeKV> Cpus = E.Generic->getAllProcessorDescriptions();
  for (size_t I = 0; I < Cpus.size(); ++I) {
    std::unique_ptr<MCSubtargetInfo> STI(E.TheTarget->createMCSubtargetInfo(kTriple, Cpus[I].Key, ""));
    std::vector<std::string> On;
    for (const SubtargetFeatureKV &F : STI->getAllProcessorFeatures())
      if (STI->getFeatureBits().test(F.Value))
        On.push_back(F.Key);
    OS << "  " << quote(Cpus[I].Key) << ":" << isa_json::stringList(On) << (I + 1 < Cpus.size() ? ",\n" : "\n");
  }
  OS << " },\n";
  probe::writeFeatureImplies(OS, *E.Generic);
  ArrayRef<SubtargetFeatureKV> All = E.Generic->getAllProcessorFeatures();
  // Each feature's own Implies list, not closed: RISCVAsmParser's `.option arch, -ext` refuses an
  // extension that an enabled feature lists there ("can't disable zba extension; b extension
  // requires zba extension"), the first such feature in this table's (name) order.
  OS << ",\n \"feature_direct_implies\": {\n";
  for (size_t I = 0; I < All.size(); ++I) {
    std::vector<std::string> Names;
    for (const SubtargetFeatureKV &F : All)
      if (All[I].Implies.getAsBitset().test(F.Value))
        Names.push_back(F.Key);
    OS << "  " << quote(All[I].Key) << ":" << isa_json::stringList(Names) << (I + 1 < All.size() ? ",\n" : "\n");
  }
  // Each feature's description: the matcher's "instruction requires the following: 'Base P' (Packed
  // SIMD)" quotes it, not the key (experimental-p), so the requirement check maps one to the other.
  OS << " },\n \"feature_descriptions\": {\n";
  for (size_t I = 0; I < All.size(); ++I)
    OS << "  " << quote(All[I].Key) << ":" << quote(All[I].Desc) << (I + 1 < All.size() ? ",\n" : "\n");
  OS << " }\n";
}

// The emitter's bytes (hex, in memory order) and fixups ([offset, kind name]) of `MI`.
std::string encodingJson(probe::McEnv &E, MCCodeEmitter &CE, MCAsmBackend &MAB, const MCSubtargetInfo &STI,
                         const MCInst &MI) {
  SmallVector<char, 8> Bytes;
  SmallVector<MCFixup, 2> Fixups;
  CE.encodeInstruction(MI, Bytes, Fixups, STI);
  std::string Hex;
  static const char *Digits = "0123456789abcdef";
  for (char C : Bytes) {
    unsigned char B = static_cast<unsigned char>(C);
    Hex += Digits[B >> 4];
    Hex += Digits[B & 15];
  }
  std::string Out = "[" + quote(Hex) + ",[";
  for (size_t I = 0; I < Fixups.size(); ++I)
    Out += (I ? ",[" : "[") + std::to_string(Fixups[I].getOffset()) + "," +
           quote(MAB.getFixupKindInfo(Fixups[I].getKind()).Name) + "]";
  return Out + "]]";
}

// One parse result as JSON: [error message or null, [[opcode, flags, operands, encoding]...]].
std::string resultJson(Env &E, const ProbeResult &R, const std::vector<std::string> &Encodings) {
  std::string S;
  raw_string_ostream OS(S);
  OS << "[" << (R.Error ? quote(R.Message) : std::string("null")) << ",[";
  for (size_t J = 0; J < R.Insts.size(); ++J) {
    const ParsedInst &PI = R.Insts[J];
    OS << (J ? "," : "") << "[" << quote(E.MII->getName(PI.Opcode).str()) << "," << PI.Flags << ","
       << isa_json::stringList(PI.Operands);
    if (J < Encodings.size())
      OS << "," << Encodings[J];
    OS << "]";
  }
  OS << "]]";
  return OS.str();
}

// Parses `Lines` for `STI`, keeping each emitted instruction's encoding too.
std::vector<ProbeResult> parseEncoding(probe::McEnv &E, const MCSubtargetInfo &STI, const std::vector<std::string> &Lines,
                                       MCCodeEmitter &CE, MCAsmBackend &MAB,
                                       std::vector<std::vector<std::string>> &Encodings) {
  Encodings.assign(Lines.size(), {});
  return probe::parseLines(E, STI, Lines, "", [&](int Index, const MCInst &MI) {
    Encodings[Index].push_back(encodingJson(E, CE, MAB, STI, MI));
  });
}

// llvm-mca's answer for one query, asked in a child process: for the loads and stores whose EEW is
// in the opcode LLVM computes the EMUL of the SEW/LMUL ratio, and the process dies (SIGFPE)
// without a SEW and for ratios no EMUL has. -1 when it does.
long guardedClassID(mca::InstrumentManager &IM, Env &E, const MCInst &MI, const SmallVector<mca::Instrument *> &IVec) {
  int Pipe[2];
  if (pipe(Pipe) != 0)
    return -1;
  pid_t Pid = fork();
  if (Pid == 0) {
    close(Pipe[0]);
    unsigned C = IM.getSchedClassID(*E.MII, MI, IVec);
    ssize_t W = write(Pipe[1], &C, sizeof C);
    _exit(W == sizeof C ? 0 : 1);
  }
  close(Pipe[1]);
  unsigned C = 0;
  ssize_t Got = read(Pipe[0], &C, sizeof C);
  close(Pipe[0]);
  int Status = 0;
  waitpid(Pid, &Status, 0);
  if (Pid < 0 || Got != sizeof C || !WIFEXITED(Status) || WEXITSTATUS(Status) != 0)
    return -1;
  return C;
}

// One subtarget the markers are searched and parsed with.
struct Pass {
  std::string Label;
  probe::McEnv *Env;
  std::string Triple, PlainFeatures;
  std::unique_ptr<MCSubtargetInfo> Plain, WithC, Generic;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCCodeEmitter> CE;
  std::unique_ptr<MCAsmBackend> MAB;
};

// Whether LLVM creates a subtarget with `Features` and parses with it (asked in a child: it
// reports incompatible extensions with a fatal error).
bool stiSurvives(probe::McEnv &Env, const std::string &Triple, const std::string &Features) {
  pid_t Child = fork();
  if (Child == 0) {
    std::unique_ptr<MCSubtargetInfo> STI(Env.TheTarget->createMCSubtargetInfo(Triple, "generic", Features));
    if (STI)
      probe::parseLines(Env, *STI, {"nop"});  // the parser checks more combinations
    _exit(STI ? 0 : 1);
  }
  int Status = 0;
  waitpid(Child, &Status, 0);
  return Child > 0 && WIFEXITED(Status) && WEXITSTATUS(Status) == 0;
}

void writeInstruments(Env &E, const std::string &OutDir) {
  std::unique_ptr<mca::InstrumentManager> IM(E.TheTarget->createInstrumentManager(*E.All, *E.MII));
  auto Out = probe::openOutput("export_isa_riscv", OutDir + "/isa_instruments.json");
  if (!IM || !Out)
    return;
  raw_ostream &OS = *Out;
  const std::vector<std::string> Lmuls = {"M1", "M2", "M4", "M8", "MF2", "MF4", "MF8"};
  const std::vector<std::string> Sews = {"", "E8", "E16", "E32", "E64"};
  // The representative of each class: the first RVV pseudo with it, else the first opcode.
  std::map<unsigned, unsigned> Rep;
  for (unsigned Opc = 0; Opc < E.MII->getNumOpcodes(); ++Opc) {
    unsigned C = E.MII->get(Opc).getSchedClass();
    auto It = Rep.find(C);
    bool Pseudo = E.MII->getName(Opc).starts_with("PseudoV");
    if (It == Rep.end() || (Pseudo && !E.MII->getName(It->second).starts_with("PseudoV")))
      Rep[C] = Opc;
  }
  const MCSchedModel *SM = nullptr;
  std::unique_ptr<MCSubtargetInfo> X280(E.TheTarget->createMCSubtargetInfo(kTriple, "sifive-x280", ""));
  SM = &X280->getSchedModel();
  OS << "{\n \"format\": 1,\n \"target\": \"riscv\",\n \"source\": {\"llvm\": " << quote(LLVM_VERSION_STRING)
     << ", \"triple\": " << quote(kTriple) << kSourceTail
     << " \"lmul\": " << isa_json::stringList(Lmuls) << ",\n \"sew\": " << isa_json::stringList(std::vector<std::string>{"E8", "E16", "E32", "E64"})
     << ",\n \"classes\": {";
  bool FirstOpc = true;
  for (unsigned Opc = 0; Opc < E.MII->getNumOpcodes(); ++Opc) {
    const MCInstrDesc &D = E.MII->get(Opc);
    if (D.isPseudo())
      continue;
    MCInst MI;
    MI.setOpcode(Opc);
    std::vector<std::string> Rows;
    for (const std::string &L : Lmuls)
      for (const std::string &S : Sews) {
        std::vector<mca::UniqueInstrument> Owned;
        SmallVector<mca::Instrument *> IVec;
        Owned.push_back(IM->createInstrument("RISCV-LMUL", L));
        if (!S.empty())
          Owned.push_back(IM->createInstrument("RISCV-SEW", S));
        for (auto &I : Owned)
          IVec.push_back(I.get());
        StringRef Name = E.MII->getName(Opc);
        // Every vector opcode is asked in a child: LLVM 22 computes an EMUL for more of them.
        bool Eew = Name.starts_with("V") || Name.contains("_V");
        std::string Key = S.empty() ? L : L + "/" + S;
        if (Eew) {
          long G = guardedClassID(*IM, E, MI, IVec);
          if (G < 0) {
            Rows.push_back(quote(Key) + ":null");
            continue;
          }
          if (static_cast<unsigned>(G) != D.getSchedClass())
            Rows.push_back(quote(Key) + ":[" + quote(E.MII->getName(Rep[G]).str()) + "," +
                           quote(llvm_compat::schedClassName(*SM, G)) + "]");
          continue;
        }
        unsigned C = IM->getSchedClassID(*E.MII, MI, IVec);
        if (C == D.getSchedClass())
          continue;
        Rows.push_back(quote(Key) + ":[" + quote(E.MII->getName(Rep[C]).str()) + "," +
                       quote(llvm_compat::schedClassName(*SM, C)) + "]");
      }
    if (Rows.empty())
      continue;
    OS << (FirstOpc ? "\n  " : ",\n  ") << quote(E.MII->getName(Opc).str()) << ": {";
    FirstOpc = false;
    for (size_t I = 0; I < Rows.size(); ++I)
      OS << (I ? ", " : "") << Rows[I];
    OS << "}";
  }
  OS << "\n }\n}\n";
}

}  // namespace

int main(int argc, char **argv) {
  std::string OutDir = "models/riscv";
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if (A == "--out" && I + 1 < argc)
      OutDir = argv[++I];
    else {
      errs() << "usage: export_isa_riscv [--out DIR]\n";
      return 64;
    }
  }
  LLVMInitializeRISCVTargetInfo();
  LLVMInitializeRISCVTargetMC();
  LLVMInitializeRISCVAsmParser();
  LLVMInitializeRISCVTargetMCA();
  Env E;
  std::string Err;
  if (!E.init(kTriple, Err)) {
    errs() << "export_isa_riscv: " << Err << "\n";
    return 1;
  }
  E.Generic.reset(E.TheTarget->createMCSubtargetInfo(kTriple, "generic", ""));
  SourceMgr DummySM;
  std::string Features;
  for (const SubtargetFeatureKV &F : E.Generic->getAllProcessorFeatures())
    if (!excluded(F.Key))
      Features += (Features.empty() ? "+" : ",+") + std::string(F.Key);
  E.All.reset(E.TheTarget->createMCSubtargetInfo(kTriple, "generic", Features));
  E.AllC.reset(E.TheTarget->createMCSubtargetInfo(kTriple, "generic", Features + ",+c"));
  std::unique_ptr<MCInstPrinter> P(E.TheTarget->createMCInstPrinter(E.TT, 0, *E.MAI, *E.MII, *E.MRI));
  std::unique_ptr<MCInstPrinter> Raw(E.TheTarget->createMCInstPrinter(E.TT, 0, *E.MAI, *E.MII, *E.MRI));
  Raw->applyTargetSpecificCLOption("no-aliases");

  auto IsaOut = probe::openOutput("export_isa_riscv", OutDir + "/isa.json");
  if (!IsaOut)
    return 1;
  raw_ostream &OS = *IsaOut;
  OS << "{\n \"format\": 1,\n \"target\": \"riscv\",\n \"source\": {\"llvm\": " << quote(LLVM_VERSION_STRING)
     << ", \"triple\": " << quote(kTriple) << kSourceTail
     << " \"probe_features\": " << quote(Features) << ",\n";
  writeTables(OS, E, *P);
  writeCpuFeatures(OS, E);
  OS << "}\n";
  IsaOut.reset();
  writeInstruments(E, OutDir);

  // The subtargets markers are searched and parsed with: the main one (every extension of
  // probe_features, riscv64), then, for the opcodes still without a marker, the extensions left
  // out of it, each where it can be enabled (rv32-only ones on riscv32). A feature string LLVM
  // refuses fatally ("'f' and 'zfinx' extensions are incompatible") is tried in a child first.
  probe::McEnv E32;
  if (!E32.init(kTriple32, Err)) {
    errs() << "export_isa_riscv: " << Err << "\n";
    return 1;
  }
  std::string Features32;
  std::string Vendor64, Vendor32;
  for (const SubtargetFeatureKV &F : E.Generic->getAllProcessorFeatures()) {
    StringRef K = F.Key;
    if (!excluded(K) && K != "64bit")
      Features32 += ",+" + K.str();
    if (excluded(K) && K.starts_with("x") && !K.starts_with("xcv") && !K.starts_with("xqc") &&
        !K.starts_with("xwch") && !K.starts_with("xtheadvector"))
      Vendor64 += ",+" + K.str();
    if (K.starts_with("xcv") || K.starts_with("xqc") || K.starts_with("xwch") || K == "zilsd" || K == "zclsd")
      Vendor32 += ",+" + K.str();
  }
  Features32 = "+32bit" + Features32;
  std::vector<Pass> Passes;
  auto AddPass = [&](const std::string &Label, probe::McEnv &Env, const std::string &Triple, const std::string &Plain,
                     const std::string &WithC) {
    if (!stiSurvives(Env, Triple, Plain) || !stiSurvives(Env, Triple, WithC)) {
      errs() << "export_isa_riscv: LLVM refuses the features of pass " << Label << "; skipped\n";
      return;
    }
    Pass P{Label, &Env, Triple, Plain, {}, {}, {}};
    P.Plain.reset(Env.TheTarget->createMCSubtargetInfo(Triple, "generic", Plain));
    P.WithC.reset(Env.TheTarget->createMCSubtargetInfo(Triple, "generic", WithC));
    P.Generic.reset(Env.TheTarget->createMCSubtargetInfo(Triple, "generic", ""));
    Passes.push_back(std::move(P));
  };
  AddPass("", E, kTriple, Features, Features + ",+c");
  AddPass("rv32", E32, kTriple32, Features32, Features32 + ",+c");
  AddPass("zcmp", E, kTriple, Features + ",+zcmp", Features + ",+zcmp");
  AddPass("zcmt", E, kTriple, Features + ",+zcmt", Features + ",+zcmt");
  AddPass("zcb", E, kTriple, Features + ",+zcb,+zcmop", Features + ",+zcb,+zcmop,+c");
  AddPass("zfinx", E, kTriple, "+m,+a,+zfinx,+zdinx,+zhinx", "+m,+a,+zfinx,+zdinx,+zhinx,+c");
  AddPass("rv32 zfinx", E32, kTriple32, "+32bit,+m,+a,+zfinx,+zdinx,+zhinx", "+32bit,+m,+a,+zfinx,+zdinx,+zhinx,+c");
  AddPass("vendor", E, kTriple, Features + Vendor64, Features + Vendor64);
  // (Zca, not C: C with F on rv32 is Zcf, which Zclsd excludes)
  AddPass("rv32 vendor", E32, kTriple32, "+32bit,+m,+a,+zicsr" + Vendor32, "+32bit,+m,+a,+zicsr,+zca" + Vendor32);
  for (Pass &P : Passes) {
    P.Ctx = std::make_unique<MCContext>(P.Env->TT, P.Env->MAI.get(), P.Env->MRI.get(), P.WithC.get(), &DummySM,
                                        &P.Env->Options);
    P.CE.reset(P.Env->TheTarget->createMCCodeEmitter(*P.Env->MII, *P.Ctx));
    P.MAB.reset(P.Env->TheTarget->createMCAsmBackend(*P.WithC, *P.Env->MRI, P.Env->Options));
  }

  // Marker search, round by round, as for AArch64: the first round whose text assembles back to
  // the same opcode (without compression) gives the marker. Compressed opcodes print uncompressed
  // with aliases on, so their marker is searched on the no-aliases text (`c.addi a0, 1`) with +c.
  std::vector<unsigned> Opcodes;
  for (unsigned Opc = 0; Opc < E.MII->getNumOpcodes(); ++Opc)
    if (!E.MII->get(Opc).isPseudo())
      Opcodes.push_back(Opc);
  std::map<unsigned, std::pair<size_t, size_t>> Marker;  // opcode -> (pass, round)
  std::vector<unsigned> Pending = Opcodes;
  for (size_t PI = 0; PI < Passes.size(); ++PI) {
    Pass &Ps = Passes[PI];
    for (size_t K = 0; K < kRounds.size() && !Pending.empty(); ++K) {
      std::vector<std::string> Lines;
      Variation V;
      V.First = kRounds[K].first;
      V.Rest = kRounds[K].second;
      for (unsigned Opc : Pending) {
        bool Ok = false;
        MCInst MI = build(E, Opc, V, Ok);
        std::string Text = Ok ? probe::asLine(probe::printIsolated(*Raw, *Ps.WithC, MI)) : std::string();
        Lines.push_back(Text.empty() ? std::string("unprintable") : Text);
      }
      std::vector<ProbeResult> Round = probe::parseLines(*Ps.Env, *Ps.WithC, Lines);
      std::vector<unsigned> Next;
      for (size_t I = 0; I < Pending.size(); ++I) {
        const ProbeResult &R = Round[I];
        if (!R.Error && R.Insts.size() == 1 && R.Insts[0].Opcode == Pending[I])
          Marker.emplace(Pending[I], std::make_pair(PI, K));
        else
          Next.push_back(Pending[I]);
      }
      Pending = Next;
    }
    errs() << "export_isa_riscv: pass '" << Ps.Label << "': " << Marker.size() << " markers, " << Pending.size()
           << " opcodes without\n";
  }

  // Every opcode's marker (and, for masked vector opcodes, the unmasked form), printed both ways
  // and parsed back from the alias text with and without C and for the generic CPU, each with the
  // subtarget its marker was found with (the main one for opcodes without a marker).
  struct Row {
    unsigned Opc;
    size_t Pass;
    std::string Variant, Text, RawText, Operands;
  };
  std::vector<Row> Rows;
  for (unsigned Opc : Opcodes) {
    Variation V;
    size_t PI = 0;
    auto It = Marker.find(Opc);
    if (It != Marker.end()) {
      PI = It->second.first;
      V.First = kRounds[It->second.second].first;
      V.Rest = kRounds[It->second.second].second;
    }
    const MCSubtargetInfo &STI = *Passes[PI].WithC;
    for (int Unmasked = 0; Unmasked < 2; ++Unmasked) {
      V.Unmasked = Unmasked;
      bool Ok = false;
      MCInst MI = build(E, Opc, V, Ok);
      std::string Text = Ok ? probe::printIsolated(*P, STI, MI) : std::string();
      if (Text.empty())
        continue;
      std::string RawText = probe::printIsolated(*Raw, STI, MI);
      if (Unmasked && !Rows.empty() && Rows.back().Opc == Opc && Rows.back().RawText == RawText)
        continue;
      Rows.push_back({Opc, PI, Unmasked ? "unmasked" : "marker", Text, RawText, probe::operandList(E, MI)});
    }
  }
  std::vector<ProbeResult> Plain(Rows.size()), WithC(Rows.size()), Generic(Rows.size());
  std::vector<std::vector<std::string>> EncPlain(Rows.size()), EncC(Rows.size());
  for (size_t PI = 0; PI < Passes.size(); ++PI) {
    Pass &Ps = Passes[PI];
    std::vector<size_t> Index;
    std::vector<std::string> Lines;
    for (size_t I = 0; I < Rows.size(); ++I)
      if (Rows[I].Pass == PI) {
        Index.push_back(I);
        Lines.push_back(probe::asLine(Rows[I].Text));
      }
    std::vector<std::vector<std::string>> EP, EC;
    std::vector<ProbeResult> RP = parseEncoding(*Ps.Env, *Ps.Plain, Lines, *Ps.CE, *Ps.MAB, EP);
    std::vector<ProbeResult> RC = parseEncoding(*Ps.Env, *Ps.WithC, Lines, *Ps.CE, *Ps.MAB, EC);
    std::vector<ProbeResult> RG = probe::parseLines(*Ps.Env, *Ps.Generic, Lines);
    for (size_t K = 0; K < Index.size(); ++K) {
      Plain[Index[K]] = std::move(RP[K]);
      WithC[Index[K]] = std::move(RC[K]);
      Generic[Index[K]] = std::move(RG[K]);
      EncPlain[Index[K]] = std::move(EP[K]);
      EncC[Index[K]] = std::move(EC[K]);
    }
  }

  auto ProbesOut = probe::openOutput("export_isa_riscv", OutDir + "/isa_probes.json");
  if (!ProbesOut)
    return 1;
  raw_ostream &PO = *ProbesOut;
  PO << "{\n \"format\": 1,\n \"target\": \"riscv\",\n \"source\": {\"llvm\": " << quote(LLVM_VERSION_STRING)
     << ", \"triple\": " << quote(kTriple) << kSourceTail << " \"subtargets\": [";
  for (size_t PI = 0; PI < Passes.size(); ++PI)
    PO << (PI ? ",\n  [" : "\n  [") << quote(Passes[PI].Label) << "," << quote(Passes[PI].Triple) << ","
       << quote(Passes[PI].PlainFeatures) << "]";
  PO << "],\n \"columns\": [\"opcode\", \"variant\", \"marker operands\", \"printed\", \"printed no-aliases\","
        " \"parsed\", \"parsed +c\", \"generic cpu error\", \"subtarget\"],\n \"probes\": [";
  size_t Assembled = 0;
  for (size_t I = 0; I < Rows.size(); ++I) {
    const Row &R = Rows[I];
    if (!Plain[I].Error && Plain[I].Insts.size() == 1 && Plain[I].Insts[0].Opcode == R.Opc)
      ++Assembled;
    PO << (I ? ",\n  [" : "\n  [") << quote(E.MII->getName(R.Opc).str()) << "," << quote(R.Variant) << ","
       << R.Operands << "," << quote(R.Text) << "," << quote(R.RawText) << "," << resultJson(E, Plain[I], EncPlain[I])
       << "," << resultJson(E, WithC[I], EncC[I]) << ","
       << (Generic[I].Error ? quote(Generic[I].Message) : std::string("null")) << "," << R.Pass << "]";
  }
  PO << "\n ]\n}\n";
  errs() << "export_isa_riscv: " << Rows.size() << " printed forms of " << Opcodes.size() << " opcodes, "
         << Marker.size() << " markers assemble back, " << Assembled
         << " printed forms assemble to their own opcode without C\n";
  return 0;
}
