// export_isa_arm: writes models/arm/isa.json and isa_probes.json from LLVM's ARM MC layer (the
// 32-bit Arm counterpart of export_isa_riscv.cpp; schema in models/SCHEMA.md, "models/arm/").
//
//  * isa.json, static tables: registers (with encodings), register classes, opcodes (MCInstrDesc
//    operand infos with the predicate / optional-def marks, flags, size, TSFlags, sched class
//    index), the subtarget features of every -mcpu name and what each feature implies, and the
//    feature strings of the probe subtargets;
//  * isa_probes.json, per opcode a "marker" MCInst (registers all different, avoiding sp/lr/pc,
//    condition AL, no `s`; variadic register lists filled with two registers of a class the
//    round chooses), its text as LLVM's ARM printer writes it (aliases on, as llvm-mca prints;
//    `-M no-aliases`), and what LLVM's own assembler makes of that text for the subtarget the
//    marker was found with: A32 (`arm`), T32 (`thumb`) or M-profile T32 with MVE (`mve`), with the
//    emitter's bytes and fixups (`-show-encoding`). Opcodes with a cc_out operand also get the
//    flag-setting form (`variant: "s"`, cc_out = CPSR) and predicable A32 opcodes a conditional
//    one (`variant: "cond"`, condition NE).
//
//   export_isa_arm [--out DIR]

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "llvm/ADT/SmallVector.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCFixup.h"
#if LLVM_VERSION_MAJOR < 22
#include "llvm/MC/MCFixupKindInfo.h"
#endif
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <sys/wait.h>
#include <unistd.h>

#include "isa_json.h"
#include "llvm_compat.h"
#include "probe_common.h"

extern "C" void LLVMInitializeARMTargetInfo();
extern "C" void LLVMInitializeARMTargetMC();
extern "C" void LLVMInitializeARMAsmParser();

using namespace llvm;
using isa_json::quote;
using probe::ParsedInst;
using probe::ProbeResult;

namespace {

const char *const kTriple = "armv8a-none-eabi";
const char *const kThumbTriple = "thumbv8a-none-eabi";
const char *const kMveTriple = "thumbv8.1m.main-none-eabi";
const char *const kSourceTail = ", \"tool\": \"tools/llvm_export/export_isa_arm.cpp\", \"license\": \"Numbers are "
                                "LLVM's: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt)\"},\n";
constexpr int64_t kCondAL = 14;
constexpr int64_t kCondNE = 1;

const char *operandKind(const MCOperandInfo &Info) {
  switch (Info.OperandType) {
  case MCOI::OPERAND_REGISTER: return "reg";
  case MCOI::OPERAND_IMMEDIATE: return "imm";
  case MCOI::OPERAND_MEMORY: return "mem";
  case MCOI::OPERAND_PCREL: return "pcrel";
  default: return Info.RegClass >= 0 ? "reg" : "imm";
  }
}

// Features left out of the A-profile "every feature" subtargets: the execution mode and profile
// (probed as their own subtargets), the M-profile architecture and its extensions (MVE, CDE, LOB,
// PACBTI, the security extension: the `mve` subtarget), byte order, and options that only change
// code generation or tuning.
bool excluded(StringRef F) {
  return F == "thumb-mode" || F == "noarm" || F == "mclass" || F == "rclass" || F == "aclass" ||
         F.starts_with("armv") || F.starts_with("v8m") || F == "v8.1m.main" || F == "v6m" ||
         F.starts_with("mve") || F.starts_with("cde") || F == "lob" || F == "pacbti" || F == "8msecext" ||
         F == "big-endian-instructions" || F.starts_with("no-") || F.starts_with("harden-") ||
         F.starts_with("fix-") || F.starts_with("slow") || F.starts_with("prefer") || F.starts_with("avoid") ||
         F.starts_with("reserve-") || F == "execute-only" || F == "long-calls" || F == "strict-align" ||
         F == "soft-float" || F.starts_with("read-tp") || F == "fpao" || F.starts_with("vmlx") ||
         F == "dont-widen-vmovs" || F == "splat-vfp-neon" || F == "nonpipelined-vfp" || F == "muxed-units" ||
         F == "wide-stride-vfp" || F == "disable-postra-scheduler" || F == "use-misched" ||
         F == "use-mipipeliner" || F == "expand-fp-mlx" || F == "neonfp" || F == "vldn-align" ||
         F == "nacl-trap" || F == "fuse-aes" || F == "fuse-literals" || F == "ret-addr-stack" ||
         F == "loop-align" || F == "zcz" || F == "cheap-predicable-cpsr" || F == "check-vlc" ||
         F == "trap-func" || F == "slowfpvmlx" || F == "no-movt";
}

// Register picking: the first register of the class that overlaps none taken so far, skipping
// sp/lr/pc (their markers print as aliases or are unpredictable: `push`, `bx lr`, `mov pc, ...`).
bool isSpecial(StringRef Name) { return Name == "SP" || Name == "LR" || Name == "PC" || Name == "ZR"; }

struct Builder : probe::RegisterPicker {
  using RegisterPicker::RegisterPicker;
  unsigned byName(const char *Name) {
    for (unsigned R = 1; R < E.MRI->getNumRegs(); ++R)
      if (StringRef(E.MRI->getName(R)) == Name)
        return R;
    return 0;
  }
};

// The variadic register lists' contents a round tries: none, two core registers, two D, two S.
const std::vector<std::vector<const char *>> kLists = {
    {}, {"R4", "R5"}, {"D8", "D9"}, {"S16", "S17"}, {"R4"}, {"D8"}, {"S16"}};

struct Variation {
  int64_t First = 1;
  int64_t Rest = 0;
  size_t List = 0;
  bool SetFlags = false;  // cc_out = CPSR
  bool Conditional = false;  // condition NE
};

MCInst build(probe::McEnv &E, unsigned Opc, const Variation &V, bool &Ok) {
  Ok = true;
  const MCInstrDesc &D = E.MII->get(Opc);
  Builder B(E, isSpecial);
  MCInst Inst;
  Inst.setOpcode(Opc);
  unsigned CPSR = B.byName("CPSR");
  // A variadic opcode's last operand, when it is no register operand, is its register list's
  // first register (LDM's `reglist`): the list goes there.
  unsigned Fixed = D.getNumOperands();
  if (D.isVariadic() && Fixed && D.operands()[Fixed - 1].RegClass < 0 && !D.operands()[Fixed - 1].isPredicate())
    --Fixed;
  std::vector<MCOperand> Ops(Fixed);
  bool FirstImm = true;
  for (unsigned I = 0; I < Fixed; ++I) {
    const MCOperandInfo &Info = D.operands()[I];
    // MVE's vpred operands (ARM::OPERAND_VPRED_R / _N: the VPT condition, VPR, the tail
    // predicate's LR and the inactive lanes' source) are all empty outside a VPT block, as the
    // assembler makes them.
    if (Info.OperandType == MCOI::OPERAND_FIRST_TARGET || Info.OperandType == MCOI::OPERAND_FIRST_TARGET + 1) {
      Ops[I] = Info.RegClass >= 0 ? MCOperand::createReg(0) : MCOperand::createImm(0);
      continue;
    }
    int Tied = D.getOperandConstraint(I, MCOI::TIED_TO);
    if (Tied >= 0 && static_cast<unsigned>(Tied) < I) {
      Ops[I] = Ops[Tied];
      continue;
    }
    if (Info.isPredicate()) {
      // `pred` is two operands, the condition code and its CPSR register: AL with no register,
      // or NE with CPSR.
      bool Second = I > 0 && D.operands()[I - 1].isPredicate() && Ops[I - 1].isImm();
      if (Second)
        Ops[I] = MCOperand::createReg(V.Conditional ? CPSR : 0);
      else
        Ops[I] = MCOperand::createImm(V.Conditional ? kCondNE : kCondAL);
      continue;
    }
    if (Info.isOptionalDef()) {
      Ops[I] = MCOperand::createReg(V.SetFlags ? CPSR : 0);
      continue;
    }
    if (Info.RegClass >= 0 || Info.OperandType == MCOI::OPERAND_REGISTER) {
      unsigned R = B.pick(Info.RegClass);
      if (!R)
        Ok = false;
      Ops[I] = MCOperand::createReg(R);
      continue;
    }
    Ops[I] = MCOperand::createImm(FirstImm ? V.First : V.Rest);
    FirstImm = false;
  }
  for (const MCOperand &Op : Ops)
    Inst.addOperand(Op);
  if (D.isVariadic())
    for (const char *Name : kLists[V.List]) {
      unsigned R = B.byName(Name);
      for (unsigned U : B.Used)
        if (E.MRI->regsOverlap(U, R))
          Ok = false;  // the list would repeat a fixed operand: another round
      Inst.addOperand(MCOperand::createReg(R));
    }
  return Inst;
}

// Immediate rounds tried for the marker (first immediate, other immediates), each with every list.
const std::vector<std::pair<int64_t, int64_t>> kRounds = {
    {1, 0}, {2, 0}, {4, 0}, {8, 0}, {16, 0}, {3, 0}, {0, 0}, {7, 0}, {1, 1}, {2, 1},
    {1, 2}, {1, 3}, {32, 0}, {64, 0}, {5, 0}, {6, 0}, {0, 1}, {0, 7}, {12, 0}, {15, 0}, {0, 4}, {1, 4}};

void writeTables(raw_ostream &OS, probe::McEnv &E, MCInstPrinter &P) {
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
      // [kind, class, tied-to, optional def, operand type, predicate]
      OS << (I ? "," : "") << "[" << quote(operandKind(Info)) << ","
         << (Info.RegClass >= 0 ? quote(MRI.getRegClassName(&MRI.getRegClass(Info.RegClass))) : std::string("null"))
         << "," << D.getOperandConstraint(I, MCOI::TIED_TO) << "," << (Info.isOptionalDef() ? 1 : 0) << ","
         << static_cast<unsigned>(Info.OperandType) << "," << (Info.isPredicate() ? 1 : 0) << "]";
    }
    OS << "]";
    probe::writeOpcodeFlags(OS, E, D, true);
    if (D.isPredicable())
      OS << ",\"predicable\":true";
    OS << ",\"size\":" << D.getSize() << ",\"tsflags\":" << D.TSFlags << ",\"sched\":" << D.getSchedClass() << "}"
       << (Opc + 1 < MII.getNumOpcodes() ? ",\n" : "\n");
  }
  OS << " ],\n";
}

void writeCpuFeatures(raw_ostream &OS, probe::McEnv &E, const MCSubtargetInfo &Generic) {
  OS << " \"cpu_features\": {\n";
  ArrayRef<SubtargetSubTypeKV> Cpus = Generic.getAllProcessorDescriptions();
  for (size_t I = 0; I < Cpus.size(); ++I) {
    std::unique_ptr<MCSubtargetInfo> STI(E.TheTarget->createMCSubtargetInfo("arm-none-eabi", Cpus[I].Key, ""));
    std::vector<std::string> On;
    for (const SubtargetFeatureKV &F : STI->getAllProcessorFeatures())
      if (STI->getFeatureBits().test(F.Value))
        On.push_back(F.Key);
    OS << "  " << quote(Cpus[I].Key) << ":" << isa_json::stringList(On) << (I + 1 < Cpus.size() ? ",\n" : "\n");
  }
  OS << " },\n";
  probe::writeFeatureImplies(OS, Generic);
  OS << "\n";
}

// The emitter's bytes (hex, in memory order) and fixups ([offset, kind name]) of `MI`.
std::string encodingJson(MCCodeEmitter &CE, MCAsmBackend &MAB, const MCSubtargetInfo &STI, const MCInst &MI) {
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

std::string resultJson(probe::McEnv &E, const ProbeResult &R, const std::vector<std::string> &Encodings) {
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

// One subtarget the markers are searched and parsed with.
struct Pass {
  std::string Label, Triple, Cpu, Features;
  probe::McEnv Env;
  std::unique_ptr<MCSubtargetInfo> STI;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCCodeEmitter> CE;
  std::unique_ptr<MCAsmBackend> MAB;
};

// Whether LLVM creates a subtarget with `Features` and parses with it (asked in a child: a fatal
// error there must not end the export).
bool stiSurvives(probe::McEnv &Env, const std::string &Triple, const std::string &Cpu, const std::string &Features) {
  pid_t Child = fork();
  if (Child == 0) {
    std::unique_ptr<MCSubtargetInfo> STI(Env.TheTarget->createMCSubtargetInfo(Triple, Cpu, Features));
    if (STI)
      probe::parseLines(Env, *STI, {"nop"});
    _exit(STI ? 0 : 1);
  }
  int Status = 0;
  waitpid(Child, &Status, 0);
  return Child > 0 && WIFEXITED(Status) && WEXITSTATUS(Status) == 0;
}

// IT and VPT open a block that the next lines must fill: a probe line of theirs would make the
// following probes fail ("incorrect condition in IT block"), so each is parsed alone (the block is
// flushed at the end of the text).
bool opensBlock(StringRef Name) {
  return Name == "t2IT" || Name.starts_with("MVE_VPT") || Name.starts_with("MVE_VPST");
}

// Parses `Lines` (line I is opcode Opcodes[I]'s) for `STI`; block openers one at a time.
std::vector<ProbeResult> parseApart(probe::McEnv &Env, const MCSubtargetInfo &STI, const std::vector<std::string> &Lines,
                                    const std::vector<unsigned> &Opcodes,
                                    std::function<void(int, const MCInst &)> OnInstruction = nullptr) {
  std::vector<std::string> Batch = Lines;
  std::vector<size_t> Apart;
  for (size_t I = 0; I < Lines.size(); ++I)
    if (opensBlock(Env.MII->getName(Opcodes[I]))) {
      Batch[I] = "";
      Apart.push_back(I);
    }
  std::vector<ProbeResult> Out = probe::parseLines(Env, STI, Batch, "", OnInstruction);
  for (size_t I : Apart) {
    std::function<void(int, const MCInst &)> One;
    if (OnInstruction)
      One = [&](int, const MCInst &MI) { OnInstruction(static_cast<int>(I), MI); };
    Out[I] = probe::parseLines(Env, STI, {Lines[I]}, "", One)[0];
  }
  return Out;
}

// Parses `Lines` for the pass, keeping each emitted instruction's encoding too.
std::vector<ProbeResult> parseEncoding(Pass &P, const std::vector<std::string> &Lines,
                                       const std::vector<unsigned> &Opcodes,
                                       std::vector<std::vector<std::string>> &Encodings) {
  Encodings.assign(Lines.size(), {});
  return parseApart(P.Env, *P.STI, Lines, Opcodes, [&](int Index, const MCInst &MI) {
    Encodings[Index].push_back(encodingJson(*P.CE, *P.MAB, *P.STI, MI));
  });
}

}  // namespace

int main(int argc, char **argv) {
  std::string OutDir = "models/arm";
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if (A == "--out" && I + 1 < argc)
      OutDir = argv[++I];
    else {
      errs() << "usage: export_isa_arm [--out DIR]\n";
      return 64;
    }
  }
  LLVMInitializeARMTargetInfo();
  LLVMInitializeARMTargetMC();
  LLVMInitializeARMAsmParser();
  probe::McEnv E;
  std::string Err;
  if (!E.init(kTriple, Err)) {
    errs() << "export_isa_arm: " << Err << "\n";
    return 1;
  }
  std::unique_ptr<MCSubtargetInfo> Generic(E.TheTarget->createMCSubtargetInfo(kTriple, "generic", ""));
  std::string Features;
  for (const SubtargetFeatureKV &F : Generic->getAllProcessorFeatures())
    if (!excluded(F.Key))
      Features += (Features.empty() ? "+" : ",+") + std::string(F.Key);

  std::vector<std::unique_ptr<Pass>> Passes;
  auto AddPass = [&](const std::string &Label, const std::string &Triple, const std::string &Cpu,
                     const std::string &Feats) {
    auto P = std::make_unique<Pass>();
    P->Label = Label;
    P->Triple = Triple;
    P->Cpu = Cpu;
    P->Features = Feats;
    if (!P->Env.init(Triple, Err) || !stiSurvives(P->Env, Triple, Cpu, Feats)) {
      errs() << "export_isa_arm: LLVM refuses the subtarget of pass " << Label << "; skipped\n";
      return;
    }
    P->STI.reset(P->Env.TheTarget->createMCSubtargetInfo(Triple, Cpu, Feats));
    Passes.push_back(std::move(P));
  };
  // A32 and T32 with every A/R-profile feature; then M-profile T32 with MVE (floating point), CDE
  // on every coprocessor, LOB, PACBTI and the security extension (cortex-m85 has all but CDE).
  AddPass("arm", kTriple, "generic", Features);
  AddPass("thumb", kThumbTriple, "generic", Features + ",+thumb-mode");
  std::string Cde;
  for (int C = 0; C < 8; ++C)
    Cde += ",+cdecp" + std::to_string(C);
  AddPass("mve", kMveTriple, "cortex-m85", "+mve.fp,+fp64,+lob,+pacbti,+8msecext" + Cde);
  // M-profile without MVE (v7-M's own forms: MRS/MSR with M-profile system registers, ...).
  AddPass("v7m", "thumbv7em-none-eabi", "cortex-m7", "");
  SourceMgr DummySM;
  for (auto &P : Passes) {
    P->Ctx = std::make_unique<MCContext>(P->Env.TT, P->Env.MAI.get(), P->Env.MRI.get(), P->STI.get(), &DummySM,
                                         &P->Env.Options);
    P->CE.reset(P->Env.TheTarget->createMCCodeEmitter(*P->Env.MII, *P->Ctx));
    P->MAB.reset(P->Env.TheTarget->createMCAsmBackend(*P->STI, *P->Env.MRI, P->Env.Options));
  }

  std::unique_ptr<MCInstPrinter> Printer(E.TheTarget->createMCInstPrinter(E.TT, 0, *E.MAI, *E.MII, *E.MRI));
  std::unique_ptr<MCInstPrinter> Raw(E.TheTarget->createMCInstPrinter(E.TT, 0, *E.MAI, *E.MII, *E.MRI));
  Raw->applyTargetSpecificCLOption("no-aliases");

  auto IsaOut = probe::openOutput("export_isa_arm", OutDir + "/isa.json");
  if (!IsaOut)
    return 1;
  raw_ostream &OS = *IsaOut;
  OS << "{\n \"format\": 1,\n \"target\": \"arm\",\n \"source\": {\"llvm\": " << quote(LLVM_VERSION_STRING)
     << ", \"triple\": " << quote(kTriple) << kSourceTail << " \"probe_features\": " << quote(Features) << ",\n";
  writeTables(OS, E, *Printer);
  writeCpuFeatures(OS, E, *Generic);
  OS << "}\n";
  IsaOut.reset();

  // Marker search, pass by pass, round by round: the first (round, list) whose printed text the
  // pass's assembler turns back into the same opcode gives the marker.
  std::vector<unsigned> Opcodes;
  for (unsigned Opc = 0; Opc < E.MII->getNumOpcodes(); ++Opc)
    if (!E.MII->get(Opc).isPseudo())
      Opcodes.push_back(Opc);
  struct Found {
    size_t Pass;
    Variation V;
  };
  std::map<unsigned, Found> Marker;
  std::vector<unsigned> Pending = Opcodes;
  auto HasCcOut = [&](unsigned Opc) {
    for (const MCOperandInfo &Info : E.MII->get(Opc).operands())
      if (Info.isOptionalDef())
        return true;
    return false;
  };
  for (size_t PI = 0; PI < Passes.size(); ++PI) {
    Pass &Ps = *Passes[PI];
    // Thumb's 16-bit forms set the flags outside an IT block (`movs r0, #1` is tMOVi8, `mov r0,
    // #1` is t2MOVi): opcodes with a cc_out operand are tried with it set too.
    for (int SetFlags = 0; SetFlags < 2; ++SetFlags)
    for (size_t L = 0; L < kLists.size() && !Pending.empty(); ++L)
      for (size_t K = 0; K < kRounds.size() && !Pending.empty(); ++K) {
        Variation V;
        V.First = kRounds[K].first;
        V.Rest = kRounds[K].second;
        V.List = L;
        V.SetFlags = SetFlags;
        std::vector<std::string> Lines;
        std::vector<unsigned> Asked, Next;
        for (unsigned Opc : Pending) {
          if ((L && !E.MII->get(Opc).isVariadic()) || (SetFlags && !HasCcOut(Opc))) {
            Next.push_back(Opc);
            continue;
          }
          bool Ok = false;
          MCInst MI = build(E, Opc, V, Ok);
          std::string Text = Ok ? probe::asLine(probe::printIsolated(*Printer, *Ps.STI, MI)) : std::string();
          Lines.push_back(Text.empty() ? std::string("unprintable") : Text);
          Asked.push_back(Opc);
        }
        std::vector<ProbeResult> Round = parseApart(Ps.Env, *Ps.STI, Lines, Asked);
        for (size_t I = 0; I < Asked.size(); ++I) {
          const ProbeResult &R = Round[I];
          if (!R.Error && R.Insts.size() == 1 && R.Insts[0].Opcode == Asked[I])
            Marker.emplace(Asked[I], Found{PI, V});
          else
            Next.push_back(Asked[I]);
        }
        std::sort(Next.begin(), Next.end());
        Pending = Next;
      }
    errs() << "export_isa_arm: pass '" << Ps.Label << "': " << Marker.size() << " markers, " << Pending.size()
           << " opcodes without\n";
  }

  // Every opcode's marker and its `s` and conditional forms, printed both ways and parsed back
  // with the pass the marker was found with (the A32 pass for opcodes without a marker).
  struct Row {
    unsigned Opc;
    size_t Pass;
    std::string Variant, Text, RawText, Operands;
  };
  std::vector<Row> Rows;
  for (unsigned Opc : Opcodes) {
    const MCInstrDesc &D = E.MII->get(Opc);
    Variation V;
    // Opcodes without a marker are printed and parsed with the subtarget their name suggests.
    StringRef Name = E.MII->getName(Opc);
    size_t PI = 0;
    for (size_t K = 0; K < Passes.size(); ++K)
      if ((Passes[K]->Label == "thumb" && Name.starts_with("t")) ||
          (Passes[K]->Label == "mve" && (Name.starts_with("MVE_") || Name.starts_with("CDE_"))))
        PI = K;
    auto It = Marker.find(Opc);
    if (It != Marker.end()) {
      PI = It->second.Pass;
      V = It->second.V;
    }
    // The marker's other cc_out form: `s` (flags set) or, for a marker found with them set,
    // `nos` (Thumb's 16-bit forms print without `s` inside an IT block only).
    std::vector<std::pair<std::string, Variation>> Forms = {{"marker", V}};
    if (HasCcOut(Opc)) {
      Variation S = V;
      S.SetFlags = !V.SetFlags;
      Forms.push_back({V.SetFlags ? "nos" : "s", S});
    }
    if (D.isPredicable() && Passes[PI]->Label == "arm") {
      Variation C = V;
      C.Conditional = true;
      Forms.push_back({"cond", C});
    }
    for (const auto &[Name, F] : Forms) {
      bool Ok = false;
      MCInst MI = build(E, Opc, F, Ok);
      std::string Text = Ok ? probe::printIsolated(*Printer, *Passes[PI]->STI, MI) : std::string();
      if (Text.empty())
        continue;
      Rows.push_back({Opc, PI, Name, Text, probe::printIsolated(*Raw, *Passes[PI]->STI, MI), probe::operandList(E, MI)});
    }
  }
  std::vector<ProbeResult> Parsed(Rows.size());
  std::vector<std::vector<std::string>> Enc(Rows.size());
  for (size_t PI = 0; PI < Passes.size(); ++PI) {
    std::vector<size_t> Index;
    std::vector<std::string> Lines;
    std::vector<unsigned> LineOpcodes;
    for (size_t I = 0; I < Rows.size(); ++I)
      if (Rows[I].Pass == PI) {
        Index.push_back(I);
        Lines.push_back(probe::asLine(Rows[I].Text));
        LineOpcodes.push_back(Rows[I].Opc);
      }
    std::vector<std::vector<std::string>> EP;
    std::vector<ProbeResult> RP = parseEncoding(*Passes[PI], Lines, LineOpcodes, EP);
    for (size_t K = 0; K < Index.size(); ++K) {
      Parsed[Index[K]] = std::move(RP[K]);
      Enc[Index[K]] = std::move(EP[K]);
    }
  }

  auto ProbesOut = probe::openOutput("export_isa_arm", OutDir + "/isa_probes.json");
  if (!ProbesOut)
    return 1;
  raw_ostream &PO = *ProbesOut;
  PO << "{\n \"format\": 1,\n \"target\": \"arm\",\n \"source\": {\"llvm\": " << quote(LLVM_VERSION_STRING)
     << ", \"triple\": " << quote(kTriple) << kSourceTail << " \"subtargets\": [";
  for (size_t PI = 0; PI < Passes.size(); ++PI)
    PO << (PI ? ",\n  [" : "\n  [") << quote(Passes[PI]->Label) << "," << quote(Passes[PI]->Triple) << ","
       << quote(Passes[PI]->Cpu) << "," << quote(Passes[PI]->Features) << "]";
  PO << "],\n \"columns\": [\"opcode\", \"variant\", \"marker operands\", \"printed\", \"printed no-aliases\","
        " \"parsed\", \"subtarget\"],\n \"probes\": [";
  std::map<std::string, size_t> Own;  // per variant: forms that assemble back to their own opcode
  std::map<std::string, size_t> Count;
  for (size_t I = 0; I < Rows.size(); ++I) {
    const Row &R = Rows[I];
    ++Count[R.Variant];
    if (!Parsed[I].Error && Parsed[I].Insts.size() == 1 && Parsed[I].Insts[0].Opcode == R.Opc)
      ++Own[R.Variant];
    PO << (I ? ",\n  [" : "\n  [") << quote(E.MII->getName(R.Opc).str()) << "," << quote(R.Variant) << ","
       << R.Operands << "," << quote(R.Text) << "," << quote(R.RawText) << "," << resultJson(E, Parsed[I], Enc[I])
       << "," << R.Pass << "]";
  }
  PO << "\n ]\n}\n";
  std::map<std::string, size_t> PerPass;
  for (const auto &[Opc, F] : Marker)
    ++PerPass[Passes[F.Pass]->Label];
  errs() << "export_isa_arm: " << Opcodes.size() << " non-pseudo opcodes, " << Marker.size() << " markers (";
  for (const auto &[L, N] : PerPass)
    errs() << L << " " << N << " ";
  errs() << ")\n";
  for (const auto &[V, N] : Count)
    errs() << "export_isa_arm: variant " << V << ": " << N << " printed, " << Own[V]
           << " assemble to their own opcode\n";
  return 0;
}
