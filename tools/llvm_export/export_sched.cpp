// export_sched: writes LLVM 19's scheduling models (x86-64, AArch64, RISC-V, ARM) as mcalens model YAML
// (models/SCHEMA.md).
//
// One file per distinct MCSchedModel (identity: its processor-resource table); every CPU name that
// uses the model is listed as an alias. Variant classes and the MCInstrAnalysis predicates are C++
// in LLVM, so they are probed on concrete MCInsts (sched_probe.h) and written as condition rules
// (sched_rules.h). With --reference DIR, LLVM's own per-opcode uops / latency / reciprocal
// throughput are written too, for tools/check_model_agreement.py.
//
//   export_sched [--triple TRIPLE] --out DIR [--reference DIR] [--only MODEL] [--list-cpus] [--cpus-only]
//
// TRIPLE is x86_64-unknown-linux-gnu (default), aarch64-unknown-linux-gnu, riscv64-unknown-linux-gnu
// (whose models serve riscv32 too: LLVM's RISC-V processors share one table) or arm-none-eabi (whose
// models serve every ARM and Thumb triple: one processor table). --list-cpus prints
// every processor LLVM knows for the triple with its model's name and whether the model has
// per-instruction data, and exits.

#include "sched_probe.h"
#include "sched_rules.h"

#include "llvm/ADT/APInt.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/AArch64TargetParser.h"
#include "llvm/TargetParser/Triple.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

extern "C" void LLVMInitializeX86TargetInfo();
extern "C" void LLVMInitializeX86TargetMC();
extern "C" void LLVMInitializeAArch64TargetInfo();
extern "C" void LLVMInitializeAArch64TargetMC();
extern "C" void LLVMInitializeRISCVTargetInfo();
extern "C" void LLVMInitializeRISCVTargetMC();
extern "C" void LLVMInitializeARMTargetInfo();
extern "C" void LLVMInitializeARMTargetMC();

using namespace llvm;
using namespace sched_export;

namespace {

// The triple being exported and the `target:` it is written as (set in main).
std::string kTriple = "x86_64-unknown-linux-gnu";
std::string kTargetName = "x86-64";
bool kIsX86 = true;
// ARM: the register class whose registers fill a variadic register list in the cross-check (GPR).
unsigned kListClass = 0;

// File name of each distinct model: the CPU that names it (llvm19-x86-facts.md).
const std::vector<std::pair<std::string, std::string>> kCanonicalX86 = {
    {"alderlake", "alderlake"},     {"atom", "atom"},
    {"silvermont", "silvermont"},   {"bdver2", "bdver2"},
    {"btver2", "btver2"},           {"sandybridge", "sandybridge"},
    {"haswell", "haswell"},         {"broadwell", "broadwell"},
    {"skylake", "skylake"},         {"skylake-avx512", "skylake-avx512"},
    {"icelake-client", "icelake"},  {"sapphirerapids", "sapphirerapids"},
    {"znver1", "znver1"},           {"znver2", "znver2"},
    {"znver3", "znver3"},           {"znver4", "znver4"},
    {"lunarlake", "lunarlake"},  // LLVM 22 (Lunar Lake P-core)
};

// AArch64: the CPU whose name the model file takes (LLVM's model is named after it).
const std::vector<std::pair<std::string, std::string>> kCanonicalAArch64 = {
    {"a64fx", "a64fx"},
    {"ampere1", "ampere1"},
    {"ampere1b", "ampere1b"},
    {"cortex-a53", "cortex-a53"},
    {"cortex-a55", "cortex-a55"},
    {"cortex-a510", "cortex-a510"},
    {"cortex-a57", "cortex-a57"},
    {"cyclone", "cyclone"},
    {"exynos-m3", "exynos-m3"},
    {"exynos-m4", "exynos-m4"},
    {"exynos-m5", "exynos-m5"},
    {"falkor", "falkor"},
    {"kryo", "kryo"},
    {"neoverse-n1", "neoverse-n1"},
    {"neoverse-n2", "neoverse-n2"},
    {"neoverse-v1", "neoverse-v1"},
    {"neoverse-v2", "neoverse-v2"},
    {"neoverse-512tvb", "neoverse-512tvb"},
    {"oryon-1", "oryon-1"},
    {"thunderx", "thunderx"},
    {"thunderx2t99", "thunderx2t99"},
    {"thunderx3t110", "thunderx3t110"},
    {"tsv110", "tsv110"},
    // New in LLVM 22 (the first CPU of each group is not the model's name).
    {"neoverse-n3", "neoverse-n3"},
    {"neoverse-v3", "neoverse-v3"},
    {"neoverse-v3ae", "neoverse-v3ae"},
    {"olympus", "olympus"},
    {"cortex-a320", "cortex-a320"},
};

// RISC-V: the CPU whose name the model file takes (the first of the CPUs LLVM gives the model, in
// LLVM's processor order; sifive-7-series is named after its best-known core).
const std::vector<std::pair<std::string, std::string>> kCanonicalRISCV = {
    {"rocket", "rocket"},
    {"sifive-7-series", "sifive-7"},
    {"sifive-p450", "sifive-p400"},
    {"sifive-p670", "sifive-p600"},
    {"syntacore-scr1-base", "syntacore-scr1"},
    {"syntacore-scr3-rv32", "syntacore-scr3-rv32"},
    {"syntacore-scr3-rv64", "syntacore-scr3-rv64"},
    {"xiangshan-nanhu", "xiangshan-nanhu"},
    {"generic", "generic"},
    {"veyron-v1", "veyron-v1"},
    {"spacemit-x60", "spacemit-x60"},
    // New in LLVM 22.
    {"sifive-p870", "sifive-p800"},
    {"mips-p8700", "mips-p8700"},
    {"andes-45-series", "andes-45"},
    {"tt-ascalon-d8", "tt-ascalon-d8"},
    {"generic-ooo", "generic-ooo"},
    {"sifive-p550", "sifive-p500"},
    {"sifive-x390", "sifive-x390"},
    {"syntacore-scr4-rv32", "syntacore-scr4-rv32"},
    {"syntacore-scr4-rv64", "syntacore-scr4-rv64"},
    {"syntacore-scr5-rv32", "syntacore-scr5-rv32"},
    {"syntacore-scr5-rv64", "syntacore-scr5-rv64"},
    {"syntacore-scr7", "syntacore-scr7"},
};

// ARM (A32 and T32 share one processor table): the CPU whose name the model file takes. LLVM's
// models are named after one core (CortexA9Model, SwiftModel, CortexM4Model, CortexM7Model,
// CortexM55Model, CortexM85Model, CortexA57Model, CortexR52Model); each file takes that core's
// name, whatever CPUs share it (LLVM 22's star-mc1 uses the Cortex-M4 model, star-mc3 the M55's).
const std::vector<std::pair<std::string, std::string>> kCanonicalARM = {
    {"cortex-a9", "cortex-a9"},   {"swift", "swift"},         {"cortex-m4", "cortex-m4"},
    {"cortex-m7", "cortex-m7"},   {"cortex-m55", "cortex-m55"}, {"cortex-m85", "cortex-m85"},
    {"cortex-a57", "cortex-a57"}, {"cortex-r52", "cortex-r52"},
};

// ---------------------------------------------------------------------------------------------
// YAML text helpers

bool plainSafe(const std::string &S) {
  if (S.empty())
    return false;
  static const std::set<std::string> Reserved = {"null", "Null", "NULL", "true", "True", "TRUE",
                                                 "false", "False", "FALSE", "yes", "no", "on",
                                                 "off", "y", "n", "Yes", "No", "On", "Off", "~"};
  if (Reserved.count(S))
    return false;
  if (!(isalpha(static_cast<unsigned char>(S[0])) || S[0] == '_'))
    return false;
  for (char C : S)
    if (!(isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '.' || C == '-' || C == '~' ||
          C == '@'))
      return false;
  return true;
}

std::string q(const std::string &S) {
  if (plainSafe(S))
    return S;
  std::string O = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      O += '\\';
    O += C;
  }
  return O + "\"";
}

// A block-mapping key line at `Indent`. YAML limits implicit keys to 1024 characters and some
// LLVM class names (joined opcode lists) are longer: those use the explicit `? key` form.
std::string keyLine(const std::string &Name, size_t Indent) {
  std::string Pad(Indent, ' ');
  std::string K = q(Name);
  if (K.size() < 1000)
    return Pad + K + ":\n";
  return Pad + "? " + K + "\n" + Pad + ":\n";
}

// A flow list of already-formatted items, wrapped to ~100 columns under `Indent`.
std::string flowList(const std::vector<std::string> &Items, size_t Indent, size_t FirstCol) {
  std::string O = "[";
  size_t Col = FirstCol + 1;
  for (size_t I = 0; I < Items.size(); ++I) {
    std::string Item = Items[I] + (I + 1 < Items.size() ? "," : "");
    if (I > 0) {
      if (Col + 1 + Item.size() > 100) {
        O += "\n" + std::string(Indent, ' ');
        Col = Indent;
      } else {
        O += " ";
        ++Col;
      }
    }
    O += Item;
    Col += Item.size();
  }
  return O + "]";
}

std::string condYaml(const Cond &C, const MCRegisterInfo &MRI) {
  std::vector<std::string> Parts;
  auto Pairs = [](const std::vector<std::pair<unsigned, unsigned>> &P) {
    std::string O = "[";
    for (size_t I = 0; I < P.size(); ++I)
      O += (I ? ", [" : "[") + std::to_string(P[I].first) + ", " + std::to_string(P[I].second) + "]";
    return O + "]";
  };
  auto Imms = [](const std::vector<std::pair<unsigned, std::vector<int64_t>>> &P) {
    std::string O = "{";
    for (size_t I = 0; I < P.size(); ++I) {
      O += (I ? ", " : "") + std::to_string(P[I].first) + ": [";
      for (size_t J = 0; J < P[I].second.size(); ++J)
        O += (J ? ", " : "") + std::to_string(P[I].second[J]);
      O += "]";
    }
    return O + "}";
  };
  // reg_in / reg_not_in: NoRegister tests (memory operands) and named registers, by operand.
  auto Regs = [&](const std::vector<unsigned> &Nulls,
                  const std::vector<std::pair<unsigned, std::vector<unsigned>>> &Named) {
    std::map<unsigned, std::vector<std::string>> ByOp;
    for (unsigned I : Nulls)
      ByOp[I].push_back("null");
    for (const auto &[I, Rs] : Named)
      for (unsigned R : Rs)
        ByOp[I].push_back(R ? q(MRI.getName(R)) : std::string("null"));
    std::string O = "{";
    bool First = true;
    for (const auto &[I, Names] : ByOp) {
      O += (First ? "" : ", ") + std::to_string(I) + ": [";
      First = false;
      for (size_t J = 0; J < Names.size(); ++J)
        O += (J ? ", " : "") + Names[J];
      O += "]";
    }
    return O + "}";
  };
  if (!C.same.empty())
    Parts.push_back("same_regs: " + Pairs(C.same));
  if (!C.diff.empty())
    Parts.push_back("diff_regs: " + Pairs(C.diff));
  if (!C.immIn.empty())
    Parts.push_back("imm_in: " + Imms(C.immIn));
  if (!C.immNotIn.empty())
    Parts.push_back("imm_not_in: " + Imms(C.immNotIn));
  if (!C.nullIn.empty() || !C.regIn.empty())
    Parts.push_back("reg_in: " + Regs(C.nullIn, C.regIn));
  if (!C.nullNotIn.empty() || !C.regNotIn.empty())
    Parts.push_back("reg_not_in: " + Regs(C.nullNotIn, C.regNotIn));
  // flags_set / flags_clear: MCInst flag bits (prefixes) by name.
  auto Flags = [](unsigned Mask) {
    static const std::vector<std::pair<unsigned, const char *>> Names = {
        {4, "repne"}, {8, "rep"}, {16, "lock"}, {32, "notrack"}};
    std::string O = "[";
    for (const auto &[Bit, Name] : Names)
      if (Mask & Bit)
        O += (O.size() > 1 ? ", " : "") + std::string(Name);
    return O + "]";
  };
  if (C.flagsAll)
    Parts.push_back("flags_set: " + Flags(C.flagsAll));
  if (C.flagsNone)
    Parts.push_back("flags_clear: " + Flags(C.flagsNone));
  if (!C.isExpr.empty()) {
    std::string O = "is_expr: [";
    for (size_t I = 0; I < C.isExpr.size(); ++I)
      O += (I ? ", " : "") + std::to_string(C.isExpr[I]);
    Parts.push_back(O + "]");
  }
  auto Ints = [](const std::vector<int64_t> &Vs) {
    std::string O = "[";
    for (size_t I = 0; I < Vs.size(); ++I)
      O += (I ? ", " : "") + std::to_string(Vs[I]);
    return O + "]";
  };
  auto Indices = [&](const std::vector<unsigned> &Is) {
    std::vector<int64_t> Vs(Is.begin(), Is.end());
    return Ints(Vs);
  };
  if (!C.numOpsIn.empty())
    Parts.push_back("num_operands_in: " + Ints(C.numOpsIn));
  if (!C.numOpsNotIn.empty())
    Parts.push_back("num_operands_not_in: " + Ints(C.numOpsNotIn));
  if (!C.repeated.empty())
    Parts.push_back("reg_repeated: " + Indices(C.repeated));
  if (!C.notRepeated.empty())
    Parts.push_back("reg_not_repeated: " + Indices(C.notRepeated));
  std::string O = "{";
  for (size_t I = 0; I < Parts.size(); ++I)
    O += (I ? ", " : "") + Parts[I];
  return O + "}";
}

// ---------------------------------------------------------------------------------------------

struct Env {
  const Target *T = nullptr;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCInstrInfo> MII;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCSubtargetInfo> BaseSTI;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCInstrAnalysis> MCIA;
  std::unique_ptr<ProbeBuilder> Probes;
};

struct ModelGroup {
  std::string name;
  std::vector<std::string> cpus;
  std::unique_ptr<MCSubtargetInfo> STI;
  const MCSchedModel *SM = nullptr;
  std::vector<std::unique_ptr<MCSubtargetInfo>> Others;  // one per CPU name (non-x86 only)
};

// Probes per opcode, built once and shared by every model.
struct ProbeCache {
  const Env &E;
  std::map<unsigned, std::vector<Probe>> Narrow, NarrowAlt, Wide, Alt;
  std::map<unsigned, std::vector<Feature>> Feats;

  const std::vector<Probe> &narrow(unsigned Op) {
    auto It = Narrow.find(Op);
    if (It != Narrow.end())
      return It->second;
    return Narrow[Op] = E.Probes->build(Op, ProbeBudget{false, false, 4000});
  }
  const std::vector<Probe> &wide(unsigned Op) {
    auto It = Wide.find(Op);
    if (It != Wide.end())
      return It->second;
    return Wide[Op] = E.Probes->build(Op, ProbeBudget{true, true, 60000, 0, true});
  }
  // The screen again with other registers, for predicates that name registers.
  const std::vector<Probe> &narrowAlt(unsigned Op) {
    auto It = NarrowAlt.find(Op);
    if (It != NarrowAlt.end())
      return It->second;
    return NarrowAlt[Op] = E.Probes->build(Op, ProbeBudget{false, false, 4000, 5, false});
  }
  // Like wide(), with other registers: a cross-check, never used to learn rules.
  const std::vector<Probe> &alt(unsigned Op) {
    auto It = Alt.find(Op);
    if (It != Alt.end())
      return It->second;
    return Alt[Op] = E.Probes->build(Op, ProbeBudget{true, true, 60000, 5, true});
  }
  const std::vector<Feature> &features(unsigned Op) {
    auto It = Feats.find(Op);
    if (It != Feats.end())
      return It->second;
    return Feats[Op] = E.Probes->features(E.Probes->slots(Op), E.Probes->listProbes(Op));
  }
};

std::string operandsText(const MCInst &MI, const MCRegisterInfo &MRI) {
  std::string O;
  for (unsigned I = 0; I < MI.getNumOperands(); ++I) {
    const MCOperand &Op = MI.getOperand(I);
    if (I)
      O += "|";
    if (Op.isReg())
      O += Op.getReg() ? std::string("R:") + MRI.getName(Op.getReg()) : std::string("R:-");
    else if (Op.isImm())
      O += "I:" + std::to_string(Op.getImm());
    else
      O += "E";
  }
  return O;
}

unsigned resolveFully(const MCSubtargetInfo &STI, const MCInstrInfo &MII, unsigned SC,
                      const MCInst &MI) {
  const MCSchedModel &SM = STI.getSchedModel();
  unsigned CPUID = SM.getProcessorID();
  for (int Guard = 0; Guard < 16 && SC && SM.getSchedClassDesc(SC)->isVariant(); ++Guard)
    SC = STI.resolveVariantSchedClass(SC, &MI, &MII, CPUID);
  if (SC && SM.getSchedClassDesc(SC)->isVariant())
    return 0;
  return SC;
}

// The flag bits (kProbeFlags) that change `Answer` on some of the first probes of `Screen`: the
// opcode's probes are then repeated with those flags set.
template <typename Fn>
unsigned flagScreen(const std::vector<unsigned> &Bits, const std::vector<Probe> &Screen, Fn Answer) {
  unsigned Mask = 0;
  size_t N = std::min<size_t>(Screen.size(), 256);
  for (unsigned Bit : Bits)
    for (size_t I = 0; I < N; ++I) {
      MCInst MI = Screen[I].inst;
      MI.setFlags(Bit);
      if (Answer(MI) != Answer(Screen[I].inst)) {
        Mask |= Bit;
        break;
      }
    }
  return Mask;
}

struct PredicateTables {
  // opcode -> rules (result = index into masks)
  std::map<std::string, std::vector<Rule>> rules;
  std::vector<std::vector<unsigned>> masks;
  size_t mismatches = 0;
};

std::vector<unsigned> maskBits(const APInt &M) {
  std::vector<unsigned> Bits;
  for (unsigned I = 0; I < M.getBitWidth(); ++I)
    if (M[I])
      Bits.push_back(I);
  return Bits;
}

enum class PredKind { ZeroIdiom, DepBreaking, OptMove };

// LLVM's answer for one predicate on one MCInst: kNoMatch, or an index into `Masks`.
int askPredicate(const Env &E, PredKind K, const MCInst &MI, unsigned CPUID,
                 std::vector<std::vector<unsigned>> &Masks) {
  APInt Mask;
  bool Yes = false;
  switch (K) {
  case PredKind::ZeroIdiom:
    Yes = E.MCIA->isZeroIdiom(MI, Mask, CPUID);
    break;
  case PredKind::DepBreaking:
    Yes = E.MCIA->isDependencyBreaking(MI, Mask, CPUID);
    break;
  case PredKind::OptMove:
    Yes = E.MCIA->isOptimizableRegisterMove(MI, CPUID);
    break;
  }
  if (!Yes)
    return kNoMatch;
  std::vector<unsigned> Bits = K == PredKind::OptMove ? std::vector<unsigned>{} : maskBits(Mask);
  for (size_t I = 0; I < Masks.size(); ++I)
    if (Masks[I] == Bits)
      return I;
  Masks.push_back(Bits);
  return Masks.size() - 1;
}

PredicateTables probePredicate(const Env &E, ProbeCache &PC, const ModelGroup &G, PredKind K,
                               const std::vector<unsigned> &Opcodes) {
  PredicateTables Out;
  unsigned CPUID = G.SM->getProcessorID();
  for (unsigned Op : Opcodes) {
    bool Any = false;
    for (const std::vector<Probe> *Screen : {&PC.narrow(Op), &PC.narrowAlt(Op)}) {
      for (const Probe &P : *Screen)
        if (askPredicate(E, K, P.inst, CPUID, Out.masks) != kNoMatch) {
          Any = true;
          break;
        }
      if (Any)
        break;
    }
    auto Ask = [&](const MCInst &MI) { return askPredicate(E, K, MI, CPUID, Out.masks); };
    unsigned FlagMask = flagScreen(E.Probes->flagBits(), PC.narrow(Op), Ask);
    if (!Any && !FlagMask)
      continue;
    std::vector<Probe> Ps = ProbeBuilder::withFlags(PC.wide(Op), PC.features(Op), FlagMask);
    std::vector<int> Results;
    Results.reserve(Ps.size());
    for (const Probe &P : Ps)
      Results.push_back(askPredicate(E, K, P.inst, CPUID, Out.masks));
    if (!kIsX86) {  // as for the variant classes (sweepImmediates)
      size_t Before = Ps.size();
      for (Probe &P : ProbeBuilder::sweepImmediates(PC.features(Op), Ps, Results))
        Ps.push_back(std::move(P));
      for (size_t I = Before; I < Ps.size(); ++I)
        Results.push_back(askPredicate(E, K, Ps[I].inst, CPUID, Out.masks));
    }
    RuleSet RS = RuleLearner::learn(PC.features(Op), Ps, Results, true, !kIsX86);
    for (const Probe &P : ProbeBuilder::withFlags(PC.alt(Op), PC.features(Op), FlagMask))
      if (RuleLearner::evaluate(RS.rules, P.inst) != askPredicate(E, K, P.inst, CPUID, Out.masks))
        ++RS.mismatches;
    Out.mismatches += RS.mismatches;
    if (RS.mismatches)
      std::cerr << "warning: " << G.name << ": predicate rules for " << E.MII->getName(Op).str()
                << " miss " << RS.mismatches << " of " << Ps.size() << " probes\n";
    if (!RS.rules.empty())
      Out.rules[E.MII->getName(Op).str()] = RS.rules;
  }
  return Out;
}

void writePredicates(std::ostream &OS, const char *Key, const PredicateTables &PT,
                     const MCRegisterInfo &MRI) {
  if (PT.rules.empty())
    return;
  OS << "  " << Key << ":\n";
  for (const auto &[Name, Rules] : PT.rules) {
    std::vector<std::string> Items;
    for (const Rule &R : Rules) {
      std::string S = "{when: " + condYaml(R.cond, MRI);
      const std::vector<unsigned> &M = PT.masks[R.result];
      if (!M.empty()) {
        S += ", mask: [";
        for (size_t I = 0; I < M.size(); ++I)
          S += (I ? ", " : "") + std::to_string(M[I]);
        S += "]";
      }
      Items.push_back(S + "}");
    }
    OS << "    " << q(Name) << ": " << flowList(Items, 6, 6 + Name.size()) << "\n";
  }
}

int exportModel(const Env &E, ProbeCache &PC, ModelGroup &G, const std::string &OutDir,
                std::ostream *Ref) {
  const MCSchedModel &SM = *G.SM;
  const MCSubtargetInfo &STI = *G.STI;
  const MCInstrInfo &MII = *E.MII;
  const MCRegisterInfo &MRI = *E.MRI;
  size_t Mismatches = 0;

  // Unique class names in table order.
  std::vector<std::string> ClassName(SM.NumSchedClasses);
  std::map<std::string, unsigned> Seen;
  for (unsigned I = 0; I < SM.NumSchedClasses; ++I) {
    std::string N = llvm_compat::schedClassName(SM, I);
    if (N.empty())
      N = "Class";
    unsigned K = Seen[N]++;
    ClassName[I] = K ? N + "~" + std::to_string(K) : N;
  }

  // Opcodes by class; variant opcodes get probed rule lists.
  std::map<unsigned, std::vector<std::string>> ClassOpcodes;
  std::set<unsigned> UsedClasses;
  // variant entry name -> (rules, opcodes)
  struct VariantEntry {
    std::vector<Rule> rules;
    std::vector<std::string> opcodes;
  };
  std::map<std::string, VariantEntry> Variants;
  std::map<unsigned, std::vector<std::pair<std::string, std::vector<Rule>>>> VariantSets;
  std::vector<unsigned> Exported;
  for (unsigned Op = 0; Op < MII.getNumOpcodes(); ++Op) {
    const MCInstrDesc &D = MII.get(Op);
    unsigned SC = D.getSchedClass();
    const MCSchedClassDesc *SCD = SM.getSchedClassDesc(SC);
    // Pseudos without a valid class never reach llvm-mca (the assembler cannot produce them).
    if (D.isPseudo() && !SCD->isValid())
      continue;
    Exported.push_back(Op);
    std::string OpName = MII.getName(Op).str();
    if (!SCD->isVariant()) {
      ClassOpcodes[SC].push_back(OpName);
      UsedClasses.insert(SC);
      if (Ref) {
        *Ref << G.name << '\t' << OpName << "\t=\t";
        if (!SCD->isValid()) {
          *Ref << "U\t-\t-\t-\t-\n";
        } else {
          char Buf[64];
          snprintf(Buf, sizeof Buf, "%.6f", MCSchedModel::getReciprocalThroughput(STI, *SCD));
          *Ref << SCD->NumMicroOps << '\t' << MCSchedModel::computeInstrLatency(STI, *SCD) << '\t'
               << Buf << '\t'
               << MCSchedModel::getForwardingDelayCycles(STI.getReadAdvanceEntries(*SCD)) << "\t-\n";
        }
      }
      continue;
    }
    unsigned FlagMask = flagScreen(E.Probes->flagBits(), PC.narrow(Op), [&](const MCInst &MI) {
      return resolveFully(STI, MII, SC, MI);
    });
    std::vector<Probe> Ps = ProbeBuilder::withFlags(PC.wide(Op), PC.features(Op), FlagMask);
    std::vector<int> Results;
    auto AskAll = [&](size_t From) {
      for (size_t I = From; I < Ps.size(); ++I) {
        unsigned R = resolveFully(STI, MII, SC, Ps[I].inst);
        Results.push_back(R ? static_cast<int>(R) : kNoMatch);
        if (R)
          UsedClasses.insert(R);
      }
    };
    AskAll(0);
    // Non-x86: sweep each immediate where another already changed the answer (sweepImmediates).
    // x86 models were generated without it and keep their probes until they are regenerated.
    if (!kIsX86) {
      size_t Before = Ps.size();
      for (Probe &P : ProbeBuilder::sweepImmediates(PC.features(Op), Ps, Results))
        Ps.push_back(std::move(P));
      for (Probe &P : E.Probes->armAddressingProbes(Op, PC.features(Op), Ps))
        Ps.push_back(std::move(P));
      AskAll(Before);
    }
    RuleSet RS = RuleLearner::learn(PC.features(Op), Ps, Results, false, !kIsX86);
    for (const Probe &P : ProbeBuilder::withFlags(PC.alt(Op), PC.features(Op), FlagMask)) {
      unsigned R = resolveFully(STI, MII, SC, P.inst);
      if (RuleLearner::evaluate(RS.rules, P.inst) != (R ? static_cast<int>(R) : kNoMatch))
        ++RS.mismatches;
    }
    // Variadic opcodes (ARM's register lists: LDM, STM, VLDM, PUSH): a cross-check apart from the
    // probes' own lists (sched_probe.h addLists), with lists of 1 to 8 registers from r0 (which
    // may hold the base register) on the first probes.
    if (MII.get(Op).isVariadic() && kListClass) {
      const MCRegisterClass &LC = MRI.getRegClass(kListClass);
      size_t N = std::min<size_t>(Ps.size(), 64);
      for (size_t I = 0; I < N; ++I)
        for (unsigned K = 1; K <= 8 && K <= LC.getNumRegs(); ++K) {
          MCInst MI = Ps[I].inst;
          for (unsigned J = 0; J < K; ++J)
            MI.addOperand(MCOperand::createReg(LC.getRegister(J)));
          unsigned R = resolveFully(STI, MII, SC, MI);
          if (RuleLearner::evaluate(RS.rules, MI) != (R ? static_cast<int>(R) : kNoMatch)) {
            ++RS.mismatches;
            std::cerr << "warning: " << G.name << ": " << OpName << " resolves differently with " << K
                      << " list registers\n";
            break;
          }
        }
    }
    // Non-x86: every CPU of the model must resolve the probes alike (the rules are per model, so a
    // predicate on subtarget features would need per-CPU rules).
    if (!kIsX86)
      for (size_t C = 1; C < G.Others.size(); ++C)
        for (size_t I = 0; I < Ps.size(); ++I)
          if (static_cast<int>(resolveFully(*G.Others[C], MII, SC, Ps[I].inst)) !=
              (Results[I] == kNoMatch ? 0 : Results[I])) {
            ++RS.mismatches;
            std::cerr << "warning: " << G.name << ": " << G.cpus[C] << " resolves " << OpName
                      << " differently\n";
            break;
          }
    Mismatches += RS.mismatches;
    if (RS.mismatches)
      std::cerr << "warning: " << G.name << ": variant rules for " << OpName << " miss "
                << RS.mismatches << " of " << Ps.size() << " probes\n";
    // ARM: the wide probe sets are dropped once the opcode is done (rebuilt for the next model):
    // a few hundred variant opcodes with up to 60,000 probes each would hold over 10 GB, and no
    // ARM opcode has an MCInstrAnalysis predicate that would reuse them.
    if (kListClass) {
      PC.Wide.erase(Op);
      PC.Alt.erase(Op);
    }
    // Opcodes of one LLVM variant class share an entry when their rule lists are identical.
    std::string Key;
    for (const Rule &R : RS.rules)
      Key += condYaml(R.cond, MRI) + "->" + std::to_string(R.result) + ";";
    std::vector<std::pair<std::string, std::vector<Rule>>> &Sets = VariantSets[SC];
    std::string EntryName;
    for (auto &[N, Rs] : Sets) {
      std::string K2;
      for (const Rule &R : Rs)
        K2 += condYaml(R.cond, MRI) + "->" + std::to_string(R.result) + ";";
      if (K2 == Key)
        EntryName = N;
    }
    if (EntryName.empty()) {
      EntryName = ClassName[SC] + (Sets.empty() ? "" : "@" + std::to_string(Sets.size() + 1));
      Sets.push_back({EntryName, RS.rules});
      Variants[EntryName].rules = RS.rules;
    }
    Variants[EntryName].opcodes.push_back(OpName);
    if (Ref) {
      const MCInst &Rep = Ps.empty() ? MCInst() : Ps[0].inst;
      unsigned R = Ps.empty() ? 0 : resolveFully(STI, MII, SC, Rep);
      *Ref << G.name << '\t' << OpName << '\t' << (R ? ClassName[R] : "-") << '\t';
      const MCSchedClassDesc *RD = SM.getSchedClassDesc(R);
      if (!R || !RD->isValid()) {
        *Ref << (R ? "U" : "N") << "\t-\t-\t-\t" << (Ps.empty() ? "-" : operandsText(Rep, MRI))
             << "\n";
      } else {
        char Buf[64];
        snprintf(Buf, sizeof Buf, "%.6f", MCSchedModel::getReciprocalThroughput(STI, *RD));
        *Ref << RD->NumMicroOps << '\t' << MCSchedModel::computeInstrLatency(STI, *RD) << '\t'
             << Buf << '\t'
             << MCSchedModel::getForwardingDelayCycles(STI.getReadAdvanceEntries(*RD)) << '\t'
             << operandsText(Rep, MRI) << "\n";
      }
    }
  }

  PredicateTables Zero = probePredicate(E, PC, G, PredKind::ZeroIdiom, Exported);
  PredicateTables Dep = probePredicate(E, PC, G, PredKind::DepBreaking, Exported);
  PredicateTables Move = probePredicate(E, PC, G, PredKind::OptMove, Exported);
  Mismatches += Zero.mismatches + Dep.mismatches + Move.mismatches;

  std::ostringstream OS;
  OS << "# Generated by tools/llvm_export/export_sched from LLVM " << LLVM_VERSION_STRING << " ("
     << kTriple << "); do not edit.\n";
  OS << "# Scheduling model of:";
  for (const std::string &C : G.cpus)
    OS << " " << C;
  OS << "\n# Numbers are LLVM's: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt).\n";
  OS << "# To change a number, write a user model that inherits this one (models/SCHEMA.md).\n";
  OS << "schema: 1\n";
  OS << "name: " << q(G.name) << "\n";
  OS << "target: " << kTargetName << "\n";
  {
    std::vector<std::string> Cs;
    for (const std::string &C : G.cpus)
      Cs.push_back(q(C));
    OS << "cpus: " << flowList(Cs, 2, 6) << "\n";
  }
  OS << "source:\n  generator: tools/llvm_export/export_sched\n  llvm_version: "
     << LLVM_VERSION_STRING << "\n  llvm_triple: " << kTriple << "\n";
  OS << "parameters:\n";
  OS << "  issue_width: " << SM.IssueWidth << "\n";
  OS << "  micro_op_buffer_size: " << SM.MicroOpBufferSize << "\n";
  OS << "  loop_micro_op_buffer_size: " << SM.LoopMicroOpBufferSize << "\n";
  OS << "  load_latency: " << SM.LoadLatency << "\n";
  OS << "  high_latency: " << SM.HighLatency << "\n";
  OS << "  mispredict_penalty: " << SM.MispredictPenalty << "\n";

  auto ResName = [&](unsigned Idx) -> std::string {
    if (Idx == 0 || Idx >= SM.getNumProcResourceKinds())
      return "null";
    return q(SM.getProcResource(Idx)->Name);
  };
  if (SM.hasExtraProcessorInfo()) {
    const MCExtraProcessorInfo &X = SM.getExtraProcessorInfo();
    OS << "extra:\n";
    OS << "  reorder_buffer_size: " << X.ReorderBufferSize << "\n";
    OS << "  max_retire_per_cycle: " << X.MaxRetirePerCycle << "\n";
    OS << "  load_queue: " << ResName(X.LoadQueueID) << "\n";
    OS << "  store_queue: " << ResName(X.StoreQueueID) << "\n";
    // LLVM 22 gives models without register files an ExtraProcessorInfo too (an empty list then).
    OS << (X.NumRegisterFiles > 1 ? "  register_files:\n" : "  register_files: []\n");
    // Entry 0 is TableGen's placeholder ("InvalidRegisterFile"); llvm-mca skips it too.
    for (unsigned I = 1; I < X.NumRegisterFiles; ++I) {
      const MCRegisterFileDesc &RF = X.RegisterFiles[I];
      OS << "    - name: " << q(RF.Name) << "\n";
      OS << "      physical_registers: " << RF.NumPhysRegs << "\n";
      OS << "      max_moves_eliminated_per_cycle: " << RF.MaxMovesEliminatedPerCycle << "\n";
      OS << "      allow_zero_move_elimination_only: "
         << (RF.AllowZeroMoveEliminationOnly ? "true" : "false") << "\n";
      OS << "      classes:\n";
      for (unsigned J = 0; J < RF.NumRegisterCostEntries; ++J) {
        const MCRegisterCostEntry &CE = X.RegisterCostTable[RF.RegisterCostEntryIdx + J];
        OS << "        - {class: " << q(MRI.getRegClassName(&MRI.getRegClass(CE.RegisterClassID)))
           << ", cost: " << CE.Cost;
        if (CE.AllowMoveElimination)
          OS << ", allow_move_elimination: true";
        OS << "}\n";
      }
    }
  }

  OS << "resources:\n";
  for (unsigned I = 1; I < SM.getNumProcResourceKinds(); ++I) {
    const MCProcResourceDesc &R = *SM.getProcResource(I);
    OS << "  - {name: " << q(R.Name) << ", units: " << R.NumUnits;
    if (R.BufferSize != -1)
      OS << ", buffer_size: " << R.BufferSize;
    if (R.SuperIdx)
      OS << ", super: " << ResName(R.SuperIdx);
    if (R.SubUnitsIdxBegin) {
      std::vector<std::string> Members;
      std::set<unsigned> Done;
      for (unsigned J = 0; J < R.NumUnits; ++J)
        if (Done.insert(R.SubUnitsIdxBegin[J]).second)
          Members.push_back(ResName(R.SubUnitsIdxBegin[J]));
      OS << ", members: " << flowList(Members, 4, 40);
    }
    OS << "}\n";
  }

  OS << "classes:\n";
  for (unsigned SC : UsedClasses) {
    const MCSchedClassDesc &D = *SM.getSchedClassDesc(SC);
    OS << keyLine(ClassName[SC], 2);
    if (!D.isValid()) {
      OS << "    unsupported: true\n";
    } else {
      OS << "    uops: " << D.NumMicroOps << "\n";
      if (D.NumWriteLatencyEntries) {
        std::vector<std::string> W;
        for (unsigned J = 0; J < D.NumWriteLatencyEntries; ++J) {
          const MCWriteLatencyEntry *WL = STI.getWriteLatencyEntry(&D, J);
          W.push_back(WL->WriteResourceID ? "[" + std::to_string(WL->Cycles) + ", " +
                                                std::to_string(WL->WriteResourceID) + "]"
                                          : std::to_string(WL->Cycles));
        }
        OS << "    writes: " << flowList(W, 6, 12) << "\n";
      }
      if (D.NumWriteProcResEntries) {
        std::vector<std::string> W;
        for (const MCWriteProcResEntry *P = STI.getWriteProcResBegin(&D),
                                       *PE = STI.getWriteProcResEnd(&D);
             P != PE; ++P) {
          std::string S = "[" + ResName(P->ProcResourceIdx) + ", " + std::to_string(P->ReleaseAtCycle);
          if (P->AcquireAtCycle)
            S += ", " + std::to_string(P->AcquireAtCycle);
          W.push_back(S + "]");
        }
        OS << "    resources: " << flowList(W, 6, 15) << "\n";
      }
      if (D.NumReadAdvanceEntries) {
        std::vector<std::string> W;
        for (const MCReadAdvanceEntry &RA : STI.getReadAdvanceEntries(D)) {
          std::string S = "[" + std::to_string(RA.UseIdx) + ", " + std::to_string(RA.Cycles);
          if (RA.WriteResourceID)
            S += ", " + std::to_string(RA.WriteResourceID);
          W.push_back(S + "]");
        }
        OS << "    read_advance: " << flowList(W, 6, 18) << "\n";
      }
      if (D.BeginGroup)
        OS << "    begin_group: true\n";
      if (D.EndGroup)
        OS << "    end_group: true\n";
      if (D.RetireOOO)
        OS << "    retire_ooo: true\n";
    }
    auto It = ClassOpcodes.find(SC);
    if (It != ClassOpcodes.end()) {
      std::vector<std::string> Ops;
      for (const std::string &N : It->second)
        Ops.push_back(q(N));
      OS << "    opcodes: " << flowList(Ops, 6, 13) << "\n";
    }
  }

  if (!Variants.empty()) {
    OS << "variants:\n";
    for (const auto &[Name, V] : Variants) {
      // No rule: LLVM resolves none of the probes (the variant's predicates are not MC-level, as
      // Cortex-A9's load-multiple ones): llvm-mca's "unable to resolve scheduling class".
      OS << keyLine(Name, 2) << (V.rules.empty() ? "    rules: []\n" : "    rules:\n");
      for (const Rule &R : V.rules)
        OS << "      - {when: " << condYaml(R.cond, MRI) << ", class: "
           << (R.result == kNoMatch ? std::string("null") : q(ClassName[R.result])) << "}\n";
      std::vector<std::string> Ops;
      for (const std::string &N : V.opcodes)
        Ops.push_back(q(N));
      OS << "    opcodes: " << flowList(Ops, 6, 13) << "\n";
    }
  }

  if (!Zero.rules.empty() || !Dep.rules.empty() || !Move.rules.empty()) {
    OS << "predicates:\n";
    writePredicates(OS, "zero_idiom", Zero, MRI);
    writePredicates(OS, "dependency_breaking", Dep, MRI);
    writePredicates(OS, "optimizable_move", Move, MRI);
  }

  std::string Path = OutDir + "/" + G.name + ".yaml";
  std::ofstream F(Path, std::ios::binary);
  F << OS.str();
  if (!F) {
    std::cerr << "error: cannot write " << Path << "\n";
    return 1;
  }
  std::cerr << G.name << ": " << OS.str().size() << " bytes, " << Variants.size()
            << " variant entries, " << Zero.rules.size() << " zero-idiom / " << Dep.rules.size()
            << " dep-breaking / " << Move.rules.size() << " move opcodes, " << Mismatches
            << " probe mismatches\n";
  return Mismatches ? 2 : 0;
}

}  // namespace

int main(int argc, char **argv) {
  std::string OutDir, RefDir, Only;
  bool ListCpus = false;
  bool CpusOnly = false;
  const char *Usage =
      "usage: export_sched [--triple TRIPLE] --out DIR [--reference DIR] [--only MODEL] [--list-cpus] "
      "[--cpus-only]\n";
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if (A == "--triple" && I + 1 < argc)
      kTriple = argv[++I];
    else if (A == "--list-cpus")
      ListCpus = true;
    else if (A == "--cpus-only")
      CpusOnly = true;  // write cpus.json and stop (no probing)
    else if (A == "--out" && I + 1 < argc)
      OutDir = argv[++I];
    else if (A == "--reference" && I + 1 < argc)
      RefDir = argv[++I];
    else if (A == "--only" && I + 1 < argc)
      Only = argv[++I];
    else {
      std::cerr << Usage;
      return 64;
    }
  }
  if (OutDir.empty() && !ListCpus) {
    std::cerr << Usage;
    return 64;
  }
  Triple TT(kTriple);
  if (TT.getArch() == Triple::x86_64) {
    kTargetName = "x86-64";
    kIsX86 = true;
  } else if (TT.getArch() == Triple::aarch64) {
    kTargetName = "aarch64";
    kIsX86 = false;
  } else if (TT.isRISCV()) {
    kTargetName = "riscv";
    kIsX86 = false;
  } else if (TT.isARM() || TT.isThumb()) {
    kTargetName = "arm";
    kIsX86 = false;
  } else {
    std::cerr << "error: unsupported triple " << kTriple << " (x86_64, aarch64, riscv64 or arm)\n";
    return 64;
  }
  bool IsArm = TT.isARM() || TT.isThumb();
  const auto &Canonical = kIsX86                            ? kCanonicalX86
                          : TT.getArch() == Triple::aarch64 ? kCanonicalAArch64
                          : IsArm                           ? kCanonicalARM
                                                            : kCanonicalRISCV;

  LLVMInitializeX86TargetInfo();
  LLVMInitializeX86TargetMC();
  LLVMInitializeAArch64TargetInfo();
  LLVMInitializeAArch64TargetMC();
  LLVMInitializeRISCVTargetInfo();
  LLVMInitializeRISCVTargetMC();
  LLVMInitializeARMTargetInfo();
  LLVMInitializeARMTargetMC();
  Env E;
  std::string Err;
  E.T = TargetRegistry::lookupTarget(kTriple, Err);
  if (!E.T) {
    std::cerr << "error: " << Err << "\n";
    return 1;
  }
  E.MRI.reset(E.T->createMCRegInfo(kTriple));
  E.MII.reset(E.T->createMCInstrInfo());
  MCTargetOptions Opts;
  E.MAI.reset(E.T->createMCAsmInfo(*E.MRI, kTriple, Opts));
  E.BaseSTI.reset(E.T->createMCSubtargetInfo(kTriple, "", ""));
  E.Ctx = std::make_unique<MCContext>(Triple(kTriple), E.MAI.get(), E.MRI.get(), E.BaseSTI.get());
  E.MCIA.reset(E.T->createMCInstrAnalysis(E.MII.get()));
  if (IsArm)
    for (const MCRegisterClass &RC : E.MRI->regclasses())
      if (std::string(E.MRI->getRegClassName(&RC)) == "GPR")
        kListClass = RC.getID();
  E.Probes = std::make_unique<ProbeBuilder>(*E.MII, *E.MRI, *E.Ctx, kIsX86, IsArm);

  // Group CPU names by model identity (the processor-resource table).
  std::map<const MCProcResourceDesc *, ModelGroup> ByTable;
  std::vector<const MCProcResourceDesc *> Order;
  for (const SubtargetSubTypeKV &KV : E.BaseSTI->getAllProcessorDescriptions()) {
    if (!KV.SchedModel || !KV.SchedModel->hasInstrSchedModel())
      continue;
    const MCProcResourceDesc *Id = KV.SchedModel->ProcResourceTable;
    if (!ByTable.count(Id))
      Order.push_back(Id);
    ByTable[Id].cpus.push_back(KV.Key);
  }
  // AArch64 CPU aliases (cobalt-100, grace, apple-m1, ...) are resolved by the MC layer before the
  // processor table is consulted (AArch64::resolveCPUAlias); they are not in the table.
  std::vector<std::pair<std::string, std::string>> Aliases;  // alias -> CPU
  if (TT.getArch() == Triple::aarch64)
    for (const AArch64::Alias &A : AArch64::CpuAliases)
      Aliases.push_back({A.AltName.str(), A.Name.str()});
  for (const auto &[Alt, Cpu] : Aliases)
    for (auto &[Id, G] : ByTable)
      if (std::find(G.cpus.begin(), G.cpus.end(), Cpu) != G.cpus.end())
        G.cpus.push_back(Alt);
  if (!kIsX86 && !OutDir.empty() && !ListCpus && Only.empty()) {
    // cpus.json: every -mcpu name, its model file, and the names without per-instruction data
    // (llvm-mca-19 rejects those with the error written under "errors").
    std::ostringstream J;
    J << "{\n \"format\": 1,\n \"target\": \"" << kTargetName << "\",\n \"source\": {\"llvm\": \""
      << LLVM_VERSION_STRING << "\", \"triple\": \"" << kTriple
      << "\", \"tool\": \"tools/llvm_export/export_sched\"},\n";
    J << " \"errors\": {\"no_sched_model\": \"error: unable to find instruction-level scheduling "
         "information for target triple '{triple}' and cpu '{cpu}'.\", \"unknown_cpu\": \"'{cpu}' is not a "
         "recognized processor for this target (ignoring processor)\"},\n";
    J << " \"cpus\": [";
    std::vector<std::string> Rows;
    auto Row = [&](const std::string &Name, const MCSchedModel *SM, const std::string &AliasOf) {
      std::string Model = "null";
      if (SM && SM->hasInstrSchedModel()) {
        ModelGroup &G = ByTable[SM->ProcResourceTable];
        for (const auto &[Cpu, N] : Canonical)
          if (Model == "null" && std::find(G.cpus.begin(), G.cpus.end(), Cpu) != G.cpus.end())
            Model = "\"" + N + "\"";
      }
      std::string R = "\n  {\"name\": \"" + Name + "\", \"model\": " + Model;
      // llvm-mca's note after the error for a CPU without a model ("cpu 'generic' provides
      // itineraries. However, ..."): the processor has an itinerary table
      if (SM && !SM->hasInstrSchedModel() && SM->InstrItineraries)
        R += ", \"itineraries\": true";
      if (!AliasOf.empty())
        R += ", \"alias_of\": \"" + AliasOf + "\"";
      Rows.push_back(R + "}");
    };
    for (const SubtargetSubTypeKV &KV : E.BaseSTI->getAllProcessorDescriptions())
      Row(KV.Key, KV.SchedModel, "");
    for (const auto &[Alt, Cpu] : Aliases)
      for (const SubtargetSubTypeKV &KV : E.BaseSTI->getAllProcessorDescriptions())
        if (Cpu == KV.Key)
          Row(Alt, KV.SchedModel, Cpu);
    for (size_t I = 0; I < Rows.size(); ++I)
      J << Rows[I] << (I + 1 < Rows.size() ? "," : "");
    J << "\n ]\n}\n";
    std::ofstream F(OutDir + "/cpus.json", std::ios::binary);
    F << J.str();
    if (CpusOnly)
      return 0;
  }
  if (ListCpus) {
    // name <TAB> model file (or "-") <TAB> has per-instruction data (1/0)
    for (const SubtargetSubTypeKV &KV : E.BaseSTI->getAllProcessorDescriptions()) {
      bool Instr = KV.SchedModel && KV.SchedModel->hasInstrSchedModel();
      std::string Model = "-";
      if (Instr) {
        const MCProcResourceDesc *Id = KV.SchedModel->ProcResourceTable;
        for (const auto &[Cpu, Name] : Canonical)
          if (Model == "-" && std::find(ByTable[Id].cpus.begin(), ByTable[Id].cpus.end(), Cpu) !=
                                  ByTable[Id].cpus.end())
            Model = Name;
        if (Model == "-")
          Model = "?" + ByTable[Id].cpus.front();
      }
      std::cout << KV.Key << '\t' << Model << '\t' << Instr << '\t'
                << (KV.SchedModel ? KV.SchedModel->IssueWidth : 0) << '\n';
    }
    return 0;
  }
  ProbeCache PC{E, {}, {}, {}, {}, {}};
  std::unique_ptr<std::ofstream> Ref;
  if (!RefDir.empty()) {
    Ref = std::make_unique<std::ofstream>(RefDir + "/llvm_reference.tsv");
    *Ref << "# LLVM " << LLVM_VERSION_STRING
         << " per (model, opcode): class, NumMicroOps, computeInstrLatency, getReciprocalThroughput,"
            " getForwardingDelayCycles, probe operands (variant opcodes)\n"
            "# class '=' means the opcode's own (non-variant) class; U unsupported, N unresolved\n";
    *Ref << "model\topcode\tclass\tuops\tlatency\trthroughput\tforward_delay\toperands\n";
  }
  int Status = 0;
  std::set<std::string> Names;
  for (const MCProcResourceDesc *Id : Order) {
    ModelGroup &G = ByTable[Id];
    for (const auto &[Cpu, Name] : Canonical)
      if (std::find(G.cpus.begin(), G.cpus.end(), Cpu) != G.cpus.end() && G.name.empty())
        G.name = Name;
    if (G.name.empty()) {
      G.name = G.cpus.front();
      std::cerr << "warning: no canonical name for the model of " << G.name << "\n";
    }
    if (!Names.insert(G.name).second) {
      std::cerr << "error: two models named " << G.name << "\n";
      return 1;
    }
  }
  std::vector<const MCProcResourceDesc *> Sorted = Order;
  std::sort(Sorted.begin(), Sorted.end(), [&](auto *A, auto *B) {
    return ByTable[A].name < ByTable[B].name;
  });
  for (const MCProcResourceDesc *Id : Sorted) {
    ModelGroup &G = ByTable[Id];
    if (!Only.empty() && G.name != Only)
      continue;
    G.STI.reset(E.T->createMCSubtargetInfo(kTriple, G.cpus.front(), ""));
    G.SM = &G.STI->getSchedModel();
    if (!kIsX86)
      for (const std::string &Cpu : G.cpus)
        G.Others.emplace_back(E.T->createMCSubtargetInfo(kTriple, Cpu, ""));
    int S = exportModel(E, PC, G, OutDir, Ref.get());
    Status = std::max(Status, S);
  }
  return Status;
}
