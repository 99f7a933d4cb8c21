// export_encoding_arm: writes models/arm/isa_encoding.json, the table mcalens's 32-bit Arm encoder
// (analysis/targets/arm/encode.py) uses to reproduce LLVM's ARMMCCodeEmitter (-show-encoding) for
// A32, T32 (16- and 32-bit, halfwords in Thumb order), VFP/NEON and MVE.
//
// Nothing here restates ARM's operand encoders (modified immediates, addressing modes, register
// lists, branch targets): they are measured on LLVM's emitter with probe_common.h's Learner, as
// export_encoding_riscv does. The samples are the instructions of models/arm/isa_probes.json
// (every opcode's printed marker, its `s` and conditional forms, parsed back by LLVM's assembler
// in the subtarget the probe names), each encoded with that subtarget (Thumb's 32-bit forms are
// written high halfword first: the word is the bytes as written). Per opcode, from one sample:
//  * per register operand: every register of its class put in; the bits that change are the field;
//  * per immediate operand: the value of each single bit under a transform (v, v - 1, -v, ...)
//    gives the placement, with the bits set at 0 kept as inverted (ARM's add/subtract bit) and,
//    where a negative value is its magnitude with a sign bit flipped, that bit (addressing-mode
//    offsets); the rule must explain every sampled value and a fixed set of small positive and
//    negative ones (where the emitter takes them). Operands no rule explains (Thumb-2 modified
//    immediates, packed addressing-mode values, ...) get a table of their sampled values only:
//    the encoder has no encoding for another value (never a guessed one);
//  * a register list (the variadic operands from the `reglist` operand on): either a bit per
//    register ("or": LDM/STM/PUSH/POP/CLRM), each register's bits from one-register lists, or the
//    first register's field and the count's ("seq": VLDM/VSTM/VPUSH), counts 1 to the class's size;
//  * the fixed bits: the sample's encoding without the operand fields;
//  * per immediate operand: a symbol written into the printed instruction, bare and with
//    `:lower16:`/`:upper16:` (and Thumb-1's `:lower0_7:`... forms), parsed back by LLVM; where it is
//    the same opcode with the operand an expression, the emitter's fixup (kind, byte offset, bit
//    offset and width) is kept per (operand, specifier) and the word checked against the table's.
// llvm-mca 19 relaxes an instruction before encoding it (ARMAsmBackend::relaxInstruction: Thumb's
// `b`, `bcc`, `ldr` literal and `adr` to their 32-bit forms, `cbz`/`cbnz` to a hint): each
// relaxation is kept as the relaxed opcode and where its operands come from, measured with a
// Thumb-2 subtarget (every modelled CPU has Thumb-2).
// An opcode whose marker LLVM's parser refuses (or reads as another opcode), or that has no probe,
// is sampled from a variant of it the parser reads back (see below). An immediate no single-bit
// placement explains gets two more tries before a table: a sign-and-magnitude rule whose subtract
// bits are also the magnitude's bit above its range (t2ADR), kept for magnitudes below that bit,
// and a rule whose word bits are sums mod 2 of the value's (Thumb-2 branches' J1/J2). A symbol in
// an addressing mode's base register (`ldrd r0, r1, tgt`) is a fixup too, with the bits the
// emitter sets and clears for it (the base PC, the offset subtracted).
// Every sample is then predicted from the table and compared with the emitter (the count of
// disagreements is printed; the exporter fails if there are any), and so are random combinations
// of each opcode's registers and known values (`--check N` per opcode, default 20).
//
//   export_encoding_arm --probes models/arm/isa_probes.json [--out DIR] [--check N]

#include <array>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "llvm/Config/llvm-config.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/Support/JSON.h"

#include "isa_json.h"
#include "probe_common.h"

extern "C" void LLVMInitializeARMTargetInfo();
extern "C" void LLVMInitializeARMTargetMC();
extern "C" void LLVMInitializeARMAsmParser();

using namespace llvm;
using isa_json::quote;
using probe::Code;
using probe::OpcodeRule;
using probe::OperandRule;
using probe::pext;

namespace {

struct Subtarget {
  std::string Label, Triple;
  probe::McEnv *Env = nullptr;
  std::unique_ptr<MCSubtargetInfo> STI;
};

struct Sample {
  MCInst MI;
  int Subtarget = 0;
  std::string Text; // for messages
};

// The register list of a variadic opcode: where it starts, what kind, and its rule.
struct ListRule {
  unsigned Start = 0;
  OperandRule Rule; // Kind 'l' (or 0: no list)
};

struct ArmRule {
  OpcodeRule Fixed; // the operands before the list
  ListRule List;
  bool Variadic = false;
  // IT: the mask's field depends on the condition; both immediates' fields as one table of pairs
  bool Joint = false;
  std::map<std::pair<int64_t, int64_t>, uint64_t> Pairs; // (operand 0, operand 1) -> field
  uint64_t PairMask = 0;
};

MCInst withList(const MCInst &Base, unsigned Start, const std::vector<unsigned> &List) {
  MCInst MI;
  MI.setOpcode(Base.getOpcode());
  for (unsigned I = 0; I < Start; ++I)
    MI.addOperand(Base.getOperand(I));
  for (unsigned R : List)
    MI.addOperand(MCOperand::createReg(R));
  return MI;
}

struct ArmExporter {
  probe::Learner &X;
  const MCRegisterInfo &MRI;
  std::vector<const MCRegisterClass *> ListClasses; // GPR, DPR, SPR

  const MCRegisterClass *listClass(unsigned Reg) const {
    for (const MCRegisterClass *C : ListClasses)
      if (C->contains(Reg))
        return C;
    return nullptr;
  }

  // The list rule from the samples' lists (empty rule when the opcode's lists are not learnable).
  OperandRule learnList(const MCInst &Base, unsigned Start, uint64_t &Fixed0, unsigned Size) {
    OperandRule Rule;
    if (Base.getNumOperands() <= Start || !Base.getOperand(Start).isReg())
      return Rule;
    const MCRegisterClass *C = listClass(Base.getOperand(Start).getReg());
    if (!C)
      return Rule;
    std::vector<unsigned> Regs;
    for (unsigned K = 0; K < C->getNumRegs(); ++K)
      Regs.push_back(C->getRegister(K));
    std::sort(Regs.begin(), Regs.end(), [&](unsigned A, unsigned B) {
      return MRI.getEncodingValue(A) < MRI.getEncodingValue(B);
    });
    std::map<unsigned, uint64_t> Single;
    for (unsigned R : Regs) {
      Code W = X.Encode(withList(Base, Start, {R}));
      if (W.Ok && W.Size == Size)
        Single[R] = W.Word;
    }
    if (Single.size() < 2)
      return Rule;
    unsigned A = Single.begin()->first, B = std::next(Single.begin())->first;
    Code Pair = X.Encode(withList(Base, Start, {A, B}));
    if (!Pair.Ok)
      return Rule;
    uint64_t Mask = 0;
    for (auto &[R, W] : Single)
      Mask |= W ^ Single.begin()->second;
    Rule.Kind = 'l';
    std::map<std::string, uint64_t> Table;
    if (Pair.Word == (Single[A] | Single[B])) {
      Rule.OrList = true;
      Rule.Mask = Mask;
      for (auto &[R, W] : Single) {
        Rule.ListBits[R] = W & Mask;
        Table[X.regName(R)] = pext(W & Mask, Mask);
      }
      Fixed0 = Single.begin()->second & ~Mask;
      Rule.Json = "[\"l\",\"or\"," + std::to_string(X.regTable(Table)) + "," + std::to_string(Mask) + "]";
      return Rule;
    }
    // first register and count: counts 1.. from the class's first register
    uint64_t CountMask = 0;
    std::map<int64_t, uint64_t> Words;
    std::vector<unsigned> List;
    for (unsigned R : Regs) {
      List.push_back(R);
      Code W = X.Encode(withList(Base, Start, List));
      if (!W.Ok || W.Size != Size)
        break;
      Words[static_cast<int64_t>(List.size())] = W.Word;
      CountMask |= W.Word ^ Single[Regs.front()];
    }
    if (Mask & CountMask)
      return OperandRule();
    Rule.Mask = Mask;
    Rule.CountMask = CountMask;
    for (auto &[R, W] : Single) {
      Rule.RegValues[R] = pext(W, Mask);
      Table[X.regName(R)] = pext(W, Mask);
    }
    std::string Counts;
    for (auto &[N, W] : Words) {
      Rule.ImmValues[N] = pext(W, CountMask);
      Counts += (Counts.empty() ? "\"" : ",\"") + std::to_string(N) + "\":" + std::to_string(pext(W, CountMask));
    }
    Fixed0 = Single[Regs.front()] & ~Mask & ~CountMask;
    Rule.Json = "[\"l\",\"seq\"," + std::to_string(X.regTable(Table)) + "," + std::to_string(Mask) + ",{" + Counts +
                "}," + std::to_string(CountMask) + "]";
    return Rule;
  }
};

bool predictArm(const ArmRule &Rule, const MCInst &MI, uint64_t &Word) {
  if (Rule.Joint) {
    if (!probe::predict(Rule.Fixed, MI, Word) || !MI.getOperand(0).isImm() || !MI.getOperand(1).isImm())
      return false;
    auto It = Rule.Pairs.find({MI.getOperand(0).getImm(), MI.getOperand(1).getImm()});
    if (It == Rule.Pairs.end())
      return false;
    Word |= probe::pdep(It->second, Rule.PairMask);
    return true;
  }
  if (!Rule.Variadic)
    return probe::predict(Rule.Fixed, MI, Word);
  if (!Rule.List.Rule.Kind || MI.getNumOperands() <= Rule.List.Start)
    return false;
  if (!probe::predictFixed(Rule.Fixed, MI, Word))
    return false;
  const OperandRule &L = Rule.List.Rule;
  unsigned N = MI.getNumOperands() - Rule.List.Start;
  for (unsigned I = Rule.List.Start; I < MI.getNumOperands(); ++I) {
    const MCOperand &Op = MI.getOperand(I);
    if (!Op.isReg())
      return false;
    if (L.OrList) {
      auto It = L.ListBits.find(Op.getReg());
      if (It == L.ListBits.end())
        return false;
      Word |= It->second;
    } else if (I == Rule.List.Start) {
      auto It = L.RegValues.find(Op.getReg());
      auto Count = L.ImmValues.find(N);
      if (It == L.RegValues.end() || Count == L.ImmValues.end())
        return false;
      Word |= probe::pdep(It->second, L.Mask) | probe::pdep(Count->second, L.CountMask);
    }
  }
  return true;
}

// Relocation specifiers of ARM assembly written before a symbol.
const char *const kSpecifiers[] = {"", ":lower16:", ":upper16:", ":lower0_7:", ":lower8_15:", ":upper0_7:", ":upper8_15:"};

} // namespace

int main(int argc, char **argv) {
  std::string OutDir = "models/arm", ProbePath;
  unsigned RandomChecks = 20;
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if (A == "--out" && I + 1 < argc)
      OutDir = argv[++I];
    else if (A == "--probes" && I + 1 < argc)
      ProbePath = argv[++I];
    else if (A == "--check" && I + 1 < argc)
      RandomChecks = static_cast<unsigned>(atoi(argv[++I]));
    else {
      errs() << "usage: export_encoding_arm --probes FILE [--out DIR] [--check N]\n";
      return 64;
    }
  }
  probe::ProbeFile File;
  if (!File.read("export_encoding_arm", ProbePath))
    return 1;
  const json::Array *SubtargetRows = File.Subtargets;
  const json::Array *Probes = File.Probes;
  probe::installFaultGuard();
  LLVMInitializeARMTargetInfo();
  LLVMInitializeARMTargetMC();
  LLVMInitializeARMAsmParser();

  std::map<std::string, probe::McEnv> Envs; // per triple
  std::vector<Subtarget> Subs;
  std::string Err;
  for (const json::Value &S : *SubtargetRows) {
    const json::Array *Row = S.getAsArray();
    if (!Row || Row->size() < 4) {
      errs() << "export_encoding_arm: bad subtarget row\n";
      return 1;
    }
    Subtarget Sub;
    Sub.Label = Row->data()[0].getAsString().value_or("").str();
    Sub.Triple = Row->data()[1].getAsString().value_or("").str();
    std::string Cpu = Row->data()[2].getAsString().value_or("").str();
    std::string Features = Row->data()[3].getAsString().value_or("").str();
    if (!Envs.count(Sub.Triple) && !Envs[Sub.Triple].init(Sub.Triple, Err)) {
      errs() << "export_encoding_arm: " << Err << "\n";
      return 1;
    }
    Sub.Env = &Envs[Sub.Triple];
    Sub.STI.reset(Sub.Env->TheTarget->createMCSubtargetInfo(Sub.Triple, Cpu, Features));
    Subs.push_back(std::move(Sub));
  }
  probe::McEnv &E = *Subs[0].Env;
  SourceMgr SM;
  MCContext Ctx(E.TT, E.MAI.get(), E.MRI.get(), Subs[0].STI.get(), &SM, &E.Options);
  std::unique_ptr<MCCodeEmitter> Emitter(E.TheTarget->createMCCodeEmitter(*E.MII, Ctx));
  std::unique_ptr<MCAsmBackend> Backend(E.TheTarget->createMCAsmBackend(*Subs[0].STI, *E.MRI, E.Options));
  auto encodeWith = [&](int Sub, const MCInst &MI, SmallVectorImpl<MCFixup> *Fixups = nullptr) {
    return probe::emit(*Emitter, *Subs[Sub].STI, MI, Fixups);
  };

  std::map<std::string, unsigned> Opcodes, Regs;
  probe::nameMaps(E, Opcodes, Regs);

  // The probes' instructions: the marker (operands LLVM's printer was given) and the parse of its
  // text ([error, [[opcode, flags, operands, [hex, fixups]], ...]]) with the bytes then recorded.
  std::vector<Sample> Samples;
  std::vector<std::pair<size_t, std::string>> Recorded;
  for (const json::Value &P : *Probes) {
    const json::Array *Row = P.getAsArray();
    if (!Row || Row->size() < 7)
      continue;
    int Sub = static_cast<int>(Row->data()[6].getAsInteger().value_or(0));
    if (Sub < 0 || Sub >= static_cast<int>(Subs.size()))
      continue;
    const json::Array *Col = Row->data()[5].getAsArray();
    if (!Col || Col->size() < 2)
      continue;
    const json::Array *Insts = Col->data()[1].getAsArray();
    if (!Insts || Insts->size() != 1)
      continue;
    const json::Array *Inst = Insts->data()[0].getAsArray();
    MCInst MI;
    if (!Inst || !probe::buildInst(Opcodes, Regs, *Inst, MI))
      continue;
    const MCInstrDesc &D = E.MII->get(MI.getOpcode());
    if (D.isPseudo())
      continue;
    if (Inst->size() > 3)
      if (const json::Array *Enc = Inst->data()[3].getAsArray())
        if (!Enc->empty())
          Recorded.push_back({Samples.size(), Enc->data()[0].getAsString().value_or("").str()});
    Samples.push_back({MI, Sub, Row->data()[3].getAsString().value_or("").str()});
  }

  std::unique_ptr<MCInstPrinter> Printer(E.TheTarget->createMCInstPrinter(E.TT, 0, *E.MAI, *E.MII, *E.MRI));
  auto printGuarded = [&](int Sub, const MCInst &MI) {
    if (getenv("EXPORT_ENCODING_TRACE") && StringRef(getenv("EXPORT_ENCODING_TRACE")) == "2")
      errs() << "print " << E.MII->getName(MI.getOpcode()) << " " << probe::operandList(E, MI) << "\n";
    return probe::printGuarded(*Printer, *Subs[Sub].STI, MI);
  };
  // LLVM's parser can fault on a printed value it never writes itself: a batch that faults is
  // parsed again a line at a time, each guarded, and the faulting lines are left out.
  auto parseRobust = [&](int Sub, const std::vector<std::string> &Lines, std::function<void(int, const MCInst &)> Fn) {
    bool Done = false;
    if (!sigsetjmp(probe::GuardJump, 1)) {
      probe::Guarding = 1;
      probe::parseLines(*Subs[Sub].Env, *Subs[Sub].STI, Lines, "", Fn);
      Done = true;
    }
    probe::guardOff();
    if (Done)
      return;
    for (size_t L = 0; L < Lines.size(); ++L) {
      if (!sigsetjmp(probe::GuardJump, 1)) {
        probe::guardOn();
        probe::parseLines(*Subs[Sub].Env, *Subs[Sub].STI, {Lines[L]}, "",
                          [&](int, const MCInst &MI) { Fn(static_cast<int>(L), MI); });
      }
      probe::guardOff();
    }
  };
  std::set<std::pair<unsigned, unsigned>> AbsentOps; // (opcode, operand): sampled with the register absent
  std::vector<size_t> FromMarker; // samples that are a marker (its text parses to another opcode)
  // An opcode without a parsed sample: its marker's text is refused (`strd r1, r2, [r0], r3`: Rt
  // must be even; `vld3.8 {d0, d1, d2}, [r0:8]`: the spacing and the alignment; `le #1`: not a
  // negative even offset, and the marker's subtarget lacks the loop extension) or is another
  // opcode's (`pld [r0, #1]` is t2PLDi12, not t2PLDi8); an opcode with no probe at all (VLD2b8's
  // spaced pair) starts from an instance built from its operand descriptions. Variants of it
  // (general registers moved up one, D registers spaced by two and Q registers made spaced pairs,
  // the immediates other than the predicate 0, negated or -4), printed and parsed back in each
  // subtarget of its mode, give the sample where LLVM's parser reads one as the opcode. Failing
  // that, an opcode with a marker is learned from the marker itself (the emitter's bytes for the
  // operands LLVM's printer was given: `add r0, sp, r1` is t2ADDrr, not tADDrSP).
  {
    std::set<unsigned> Have;
    for (const Sample &S : Samples)
      Have.insert(S.MI.getOpcode());
    struct Pending {
      MCInst MI;
      int Sub = -1; // -1: no marker (an instance from the operand descriptions)
      std::string Text;
    };
    std::map<unsigned, Pending> Waiting;
    for (const json::Value &P : *Probes) {
      const json::Array *Row = P.getAsArray();
      if (!Row || Row->size() < 7 || Row->data()[1].getAsString().value_or("") != "marker")
        continue;
      int Sub = static_cast<int>(Row->data()[6].getAsInteger().value_or(0));
      json::Array Marker{Row->data()[0], Row->data()[1], Row->data()[2]};
      MCInst MI;
      if (Sub < 0 || Sub >= static_cast<int>(Subs.size()) || !probe::buildInst(Opcodes, Regs, Marker, MI) ||
          Have.count(MI.getOpcode()) || Waiting.count(MI.getOpcode()) || E.MII->get(MI.getOpcode()).isPseudo())
        continue;
      Waiting[MI.getOpcode()] = {MI, Sub, Row->data()[3].getAsString().value_or("").str()};
    }
    for (unsigned Opc = 0; Opc < E.MII->getNumOpcodes(); ++Opc) {
      const MCInstrDesc &D = E.MII->get(Opc);
      if (Have.count(Opc) || Waiting.count(Opc) || D.isPseudo() || D.isVariadic() || !D.getSize())
        continue;
      MCInst MI;
      MI.setOpcode(Opc);
      bool Condition = true;
      bool Ok = true;
      for (unsigned I = 0; I < D.getNumOperands() && Ok; ++I) {
        const MCOperandInfo &Info = D.operands()[I];
        if (Info.isPredicate()) {
          // always: the condition, then its register
          MI.addOperand(Condition ? MCOperand::createImm(14) : MCOperand::createReg(0));
          Condition = false;
        } else if (Info.isOptionalDef()) {
          MI.addOperand(MCOperand::createReg(0));
        } else if (Info.RegClass >= 0 && !llvm_compat::isLookupRegClass(Info)) {
          const MCRegisterClass &C = E.MRI->getRegClass(Info.RegClass);
          Ok = C.getNumRegs() > 0;
          if (Ok)
            MI.addOperand(MCOperand::createReg(C.getRegister(0)));
        } else if (Info.OperandType == MCOI::OPERAND_REGISTER) {
          MI.addOperand(MCOperand::createReg(0));
        } else {
          MI.addOperand(MCOperand::createImm(0));
        }
      }
      if (getenv("EXPORT_ENCODING_TRACE"))
        errs() << "built " << E.MII->getName(Opc) << " " << Ok << " " << probe::operandList(E, MI) << "\n";
      if (Ok)
        Waiting[Opc] = {MI, -1, ""};
    }
    auto isThumb = [&](int Sub) { return StringRef(Subs[Sub].Triple).starts_with("thumb"); };
    auto variants = [&](const MCInst &Base) {
      const MCInstrDesc &D = E.MII->get(Base.getOpcode());
      std::vector<MCInst> Out;
      for (int RegForm = 0; RegForm < 4; ++RegForm)
        for (int ImmForm = 0; ImmForm < 4; ++ImmForm) {
          MCInst MI = Base;
          for (unsigned I = 0; I < MI.getNumOperands(); ++I) {
            MCOperand &Op = MI.getOperand(I);
            bool Predicate = I < D.getNumOperands() && D.operands()[I].isPredicate();
            if (Op.isReg() && Op.getReg()) {
              StringRef Name = E.MRI->getName(Op.getReg());
              unsigned N = 0;
              if ((RegForm & 1) && Name.size() > 1 && Name[0] == 'R' && !Name.drop_front().getAsInteger(10, N) && N < 12)
                Op = MCOperand::createReg(Regs["R" + std::to_string(N + 1)]);
              else if ((RegForm & 2) && Name.size() > 1 && Name[0] == 'D' && !Name.drop_front().getAsInteger(10, N) &&
                       2 * N < 32)
                Op = MCOperand::createReg(Regs["D" + std::to_string(2 * N)]);
              else if ((RegForm & 2) && Name.size() > 1 && Name[0] == 'Q' && !Name.drop_front().getAsInteger(10, N) &&
                       Regs.count("D" + std::to_string(2 * N) + "_D" + std::to_string(2 * N + 2)))
                // a spaced pair where the operand's class starts with a Q register (VLD2b8's)
                Op = MCOperand::createReg(Regs["D" + std::to_string(2 * N) + "_D" + std::to_string(2 * N + 2)]);
            } else if (Op.isImm() && !Predicate && ImmForm) {
              Op = MCOperand::createImm(ImmForm == 1 ? 0 : ImmForm == 2 ? -Op.getImm() : -4);
            }
          }
          Out.push_back(MI);
        }
      return Out;
    };
    // per subtarget the lines and (opcode, rank: the subtarget's place, then the variant's)
    std::map<int, std::vector<std::string>> Lines;
    std::map<int, std::vector<std::pair<unsigned, int>>> Which;
    for (auto &[Opc, W] : Waiting) {
      std::vector<int> Order;
      if (W.Sub >= 0)
        Order.push_back(W.Sub);
      for (int S = 0; S < static_cast<int>(Subs.size()); ++S)
        if (S != W.Sub && (W.Sub < 0 || isThumb(S) == isThumb(W.Sub)))
          Order.push_back(S);
      std::vector<MCInst> Forms = variants(W.MI);
      for (size_t Rank = 0; Rank < Order.size(); ++Rank)
        for (size_t V = 0; V < Forms.size(); ++V) {
          std::string Text = printGuarded(Order[Rank], Forms[V]);
          // IT and VPT would swallow the lines after them
          if (Text.empty() || Text.rfind("it", 0) == 0 || Text.rfind("vp", 0) == 0)
            continue;
          Lines[Order[Rank]].push_back(Text);
          Which[Order[Rank]].push_back({Opc, static_cast<int>(Rank * Forms.size() + V)});
        }
    }
    std::map<unsigned, std::tuple<int, MCInst, int, std::string>> Found; // opcode -> (rank, parse, subtarget, text)
    for (auto &[Sub, Texts] : Lines)
      parseRobust(Sub, Texts, [&, Sub = Sub](int L, const MCInst &MI) {
        auto [Opc, Rank] = Which[Sub][L];
        if (MI.getOpcode() != Opc || !encodeWith(Sub, MI).Ok)
          return;
        auto It = Found.find(Opc);
        if (It == Found.end() || std::get<0>(It->second) > Rank)
          Found[Opc] = {Rank, MI, Sub, Texts[L]};
      });
    size_t Repaired = 0, Built = 0;
    for (auto &[Opc, W] : Waiting) {
      auto It = Found.find(Opc);
      if (It != Found.end()) {
        Samples.push_back({std::get<1>(It->second), std::get<2>(It->second), std::get<3>(It->second)});
        (W.Sub < 0 ? Built : Repaired) += 1;
        continue;
      }
      if (W.Sub < 0 || !encodeWith(W.Sub, W.MI).Ok)
        continue;
      FromMarker.push_back(Samples.size());
      Samples.push_back({W.MI, W.Sub, W.Text});
    }
    errs() << "export_encoding_arm: " << Repaired << " opcodes sampled from a variant of their marker, " << Built
           << " from their operand descriptions, " << FromMarker.size() << " from the marker itself\n";
  }
  std::map<unsigned, std::vector<size_t>> ByOpcode;
  for (size_t K = 0; K < Samples.size(); ++K)
    ByOpcode[Samples[K].MI.getOpcode()].push_back(K);

  // Every sample's bytes now, against the probe file's.
  size_t Changed = probe::changedEncodings(
      Recorded, [&](size_t K) { return encodeWith(Samples[K].Subtarget, Samples[K].MI); },
      [&](size_t K) { return Samples[K].Text; }, "export_encoding_arm");

  int LearnSub = 0;
  probe::Learner X{*E.MRI, *E.MII, [&](const MCInst &MI) { return encodeWith(LearnSub, MI); }};
  X.ArmForms = true;
  ArmExporter A{X, *E.MRI, {}};
  for (const char *Name : {"GPR", "DPR", "SPR"})
    for (const MCRegisterClass &C : E.MRI->regclasses())
      if (StringRef(E.MRI->getRegClassName(&C)) == Name)
        A.ListClasses.push_back(&C);
  // A marker whose text is another opcode's (`ldr r0, [r1], r2` for LDR_POST_IMM is LDR_POST_REG)
  // with one of its registers absent: where that text parses back to the marker's opcode, the
  // parse is the sample (A32's immediate-offset forms: the offset register absent, the immediate
  // as the parser packs it), so the immediate is learned as the opcode is written.
  {
    std::map<int, std::vector<std::string>> Lines;
    std::map<int, std::vector<std::pair<size_t, unsigned>>> Which;
    for (size_t K : FromMarker) {
      const MCInst &MI = Samples[K].MI;
      for (unsigned I = 0; I < MI.getNumOperands(); ++I) {
        if (!MI.getOperand(I).isReg() || !MI.getOperand(I).getReg())
          continue;
        std::string Text = printGuarded(Samples[K].Subtarget, probe::withOperand(MI, I, MCOperand::createReg(0)));
        if (Text.empty())
          continue;
        Lines[Samples[K].Subtarget].push_back(Text);
        Which[Samples[K].Subtarget].push_back({K, I});
      }
    }
    size_t Replaced = 0;
    std::set<size_t> Done;
    for (auto &[Sub, Texts] : Lines)
      parseRobust(Sub, Texts, [&, Sub = Sub](int L, const MCInst &MI) {
        auto [K, I] = Which[Sub][L];
        if (Done.count(K) || MI.getOpcode() != Samples[K].MI.getOpcode() || I >= MI.getNumOperands() ||
            !MI.getOperand(I).isReg() || MI.getOperand(I).getReg() || !encodeWith(Sub, MI).Ok)
          return;
        Done.insert(K);
        AbsentOps.insert({MI.getOpcode(), I});
        Samples[K].MI = MI;
        Samples[K].Text = Texts[L];
        ++Replaced;
      });
    errs() << "export_encoding_arm: " << Replaced << " of " << FromMarker.size()
           << " marker samples taken with a register absent\n";
  }
  int ThumbSub = -1;
  for (size_t K = 0; K < Subs.size(); ++K)
    if (Subs[K].Label == "thumb")
      ThumbSub = static_cast<int>(K);

  // A rule per (opcode, subtarget): the opcode's own (its first sample's subtarget), and for the
  // A32-probed opcodes Thumb also takes (VFP, NEON, ...), a Thumb row: the emitter writes those
  // differently in Thumb (halfword order, NEON's first byte).
  using Key = std::pair<unsigned, int>;
  std::map<Key, ArmRule> Rules;
  std::vector<std::string> ValueTables;
  std::map<std::string, int> ValueTableIndex;
  std::map<Key, MCInst> Bases;
  probe::SampleCheck Check;
  size_t Wrong = 0, Tables = 0, Dropped = 0, Swept = 0;
  // (key, samples, the operand absent in an A32 register-or-immediate form's second row or -1)
  std::vector<std::tuple<Key, std::vector<size_t>, int>> Jobs;
  for (auto &[Opc, Indices] : ByOpcode)
    Jobs.push_back({{Opc, Samples[Indices.front()].Subtarget}, Indices, -1});
  if (ThumbSub >= 0) {
    // A32-probed opcodes whose marker Thumb's assembler reads back as the same opcode
    std::vector<std::string> Lines;
    std::vector<unsigned> Which;
    for (auto &[Opc, Indices] : ByOpcode) {
      if (Subs[Samples[Indices.front()].Subtarget].Label != "arm")
        continue;
      std::string Text = printGuarded(ThumbSub, Samples[Indices.front()].MI);
      if (Text.empty())
        continue;
      Lines.push_back(Text);
      Which.push_back(Opc);
    }
    std::set<unsigned> InThumb;
    parseRobust(ThumbSub, Lines, [&](int K, const MCInst &MI) {
      if (MI.getOpcode() == Which[K])
        InThumb.insert(Which[K]);
    });
    for (unsigned Opc : InThumb)
      Jobs.push_back({{Opc, ThumbSub}, ByOpcode[Opc], -1});
  }
  // A32's addressing mode 3 takes a register or an immediate in one opcode (`ldrd r2, r3, [r9, r4]!`
  // and `ldrd r2, r3, [r9, #-32]!` are both LDRD_PRE): the immediate's bits differ with the register
  // absent, so the form without it is a second rule, learned from the sample with the register
  // taken out where LLVM's parser reads that text back as the same opcode.
  {
    std::vector<std::string> Lines;
    std::vector<std::pair<unsigned, unsigned>> Which;
    for (auto &[Opc, Indices] : ByOpcode) {
      const Sample &S = Samples[Indices.front()];
      if (Subs[S.Subtarget].Label != "arm" || E.MII->get(Opc).isVariadic())
        continue;
      for (unsigned I = 0; I + 1 < S.MI.getNumOperands(); ++I) {
        if (!S.MI.getOperand(I).isReg() || !S.MI.getOperand(I).getReg())
          continue;
        std::string Text = printGuarded(S.Subtarget, probe::withOperand(S.MI, I, MCOperand::createReg(0)));
        if (Text.empty())
          continue;
        Lines.push_back(Text);
        Which.push_back({Opc, I});
      }
    }
    std::set<unsigned> Done;
    int ArmSub = -1;
    for (size_t K = 0; K < Subs.size(); ++K)
      if (Subs[K].Label == "arm")
        ArmSub = static_cast<int>(K);
    if (ArmSub >= 0)
      parseRobust(ArmSub, Lines, [&](int L, const MCInst &MI) {
        auto [Opc, I] = Which[L];
        if (Done.count(Opc) || MI.getOpcode() != Opc || I >= MI.getNumOperands() || !MI.getOperand(I).isReg() ||
            MI.getOperand(I).getReg() || !encodeWith(ArmSub, MI).Ok)
          return;
        Done.insert(Opc);
        Jobs.push_back({{Opc, ArmSub}, {Samples.size()}, static_cast<int>(I)});
        Samples.push_back({MI, ArmSub, Lines[L]});
      });
    errs() << "export_encoding_arm: " << Done.size() << " A32 opcodes with a register-absent form\n";
  }
  std::map<Key, ArmRule> AbsentRules; // the register-absent forms' rules
  std::map<Key, unsigned> AbsentOperand;
  std::map<Key, MCInst> AbsentBases;
  auto sampleSub = [&](const Key &K, size_t Index) { return K.second == ThumbSub ? ThumbSub : Samples[Index].Subtarget; };

  const char *Only = getenv("EXPORT_ENCODING_ONLY");
  for (auto &[K, Indices, AbsentOp] : Jobs) {
    unsigned Opc = K.first;
    if (Only && E.MII->getName(Opc) != Only)
      continue;
    if (getenv("EXPORT_ENCODING_TRACE"))
      errs() << "opcode " << E.MII->getName(Opc) << " " << K.second << "\n";
    std::vector<MCInst> Insts;
    for (size_t I : Indices)
      Insts.push_back(Samples[I].MI);
    LearnSub = K.second;
    Code Code0 = X.Encode(Insts.front());
    if (!Code0.Ok) {
      errs() << "export_encoding_arm: " << E.MII->getName(Opc) << " does not encode\n";
      ++Dropped;
      continue;
    }
    const MCInstrDesc &D = E.MII->get(Opc);
    ArmRule Rule;
    Rule.Variadic = D.isVariadic();
    if (Rule.Variadic) {
      Rule.List.Start = D.getNumOperands() - 1;
      if (Insts.front().getNumOperands() <= Rule.List.Start) {
        ++Dropped; // no list in the sample (VSCCLRM's)
        continue;
      }
      Rule.Fixed = X.analyse(Insts, Rule.List.Start);
      uint64_t ListFixed = 0;
      Rule.List.Rule = A.learnList(Insts.front(), Rule.List.Start, ListFixed, Code0.Size);
      if (!Rule.List.Rule.Kind) {
        errs() << "export_encoding_arm: " << E.MII->getName(Opc) << ": register list not learned\n";
        ++Dropped;
        continue;
      }
      Rule.Fixed.Fixed &= ~(Rule.List.Rule.Mask | Rule.List.Rule.CountMask);
    } else {
      Rule.Fixed = X.analyse(Insts);
    }
    // The register a marker sample was taken without (the offset register of A32's immediate-offset
    // forms, LDR_POST_IMM's: the immediate's bits are those of the register being absent) stays
    // absent: another register has no encoding here (the emitter writes the register form's bits
    // then, which the immediate's rule, learned with the register absent, does not explain).
    {
      bool Restricted = false;
      for (unsigned I = 0; I < Rule.Fixed.Ops.size(); ++I) {
        if (Rule.Fixed.Ops[I].Kind != 'r' || !(AbsentOps.count({Opc, I}) || static_cast<int>(I) == AbsentOp))
          continue;
        bool Absent = true;
        for (const MCInst &S : Insts)
          Absent &= I < S.getNumOperands() && S.getOperand(I).isReg() && !S.getOperand(I).getReg();
        if (!Absent)
          continue;
        OperandRule R;
        R.Kind = 'r';
        R.RegValues[0] = 0;
        R.Json = "[\"r\"," + std::to_string(X.regTable({{X.regName(0), 0}})) + ",0]";
        Rule.Fixed.Ops[I] = R;
        Restricted = true;
      }
      if (Restricted) {
        uint64_t All = 0;
        for (const OperandRule &O : Rule.Fixed.Ops)
          All |= O.Mask;
        if (Rule.Variadic)
          All |= Rule.List.Rule.Mask | Rule.List.Rule.CountMask;
        Rule.Fixed.Fixed = Code0.Word & ~All;
      }
    }
    if (E.MII->getName(Opc) == "t2IT" && Rule.Fixed.Ops.size() == 2) {
      // every condition (0-14) with every mask (1-15), as ARMAsmParser makes them
      Rule.Joint = true;
      std::map<std::pair<int64_t, int64_t>, uint64_t> Words;
      for (int64_t C = 0; C < 15; ++C)
        for (int64_t M = 1; M < 16; ++M) {
          MCInst MI = Insts.front();
          MI.getOperand(0) = MCOperand::createImm(C);
          MI.getOperand(1) = MCOperand::createImm(M);
          Code W = X.Encode(MI);
          if (W.Ok && W.Size == Code0.Size)
            Words[{C, M}] = W.Word;
        }
      for (auto &[Pair, W] : Words)
        Rule.PairMask |= W ^ Code0.Word;
      std::string T;
      for (auto &[Pair, W] : Words) {
        Rule.Pairs[Pair] = pext(W, Rule.PairMask);
        T += (T.empty() ? "\"" : ",\"") + std::to_string(Pair.first) + "," + std::to_string(Pair.second) +
             "\":" + std::to_string(pext(W, Rule.PairMask));
      }
      Rule.Fixed.Ops[0] = OperandRule();
      Rule.Fixed.Ops[1] = OperandRule();
      Rule.Fixed.Ops[0].Json = "[\"j\",{" + T + "}," + std::to_string(Rule.PairMask) + "]";
      Rule.Fixed.Fixed = Code0.Word & ~Rule.PairMask;
    }
    // Value tables over the operand's domain: the values LLVM's printer writes and its parser
    // reads back to the same instruction (a sweep of small numbers, both signs, and the modified
    // immediates' shapes: a byte rotated or repeated), each encoded.
    for (unsigned I = 0; I < Rule.Fixed.Ops.size(); ++I) {
      OperandRule &R = Rule.Fixed.Ops[I];
      if (R.Kind != 't')
        continue;
      // small numbers first; the rotated and repeated bytes only where those are read back like a
      // modified immediate (256 and 512 but not 257: Thumb-2's)
      auto validOf = [&](const std::set<int64_t> &Candidates) {
        std::vector<std::string> Lines;
        std::vector<int64_t> Values;
        for (int64_t V : Candidates) {
          std::string Text = printGuarded(K.second, probe::withOperand(Insts.front(), I, MCOperand::createImm(V)));
          if (Text.empty())
            continue;
          Lines.push_back(Text);
          Values.push_back(V);
        }
        std::set<int64_t> Valid;
        // the value as the parser holds it (a 32-bit pattern may come back zero- or sign-extended)
        parseRobust(K.second, Lines, [&](int L, const MCInst &MI) {
          if (MI.getOpcode() == Opc && I < MI.getNumOperands() && MI.getOperand(I).isImm() &&
              static_cast<uint32_t>(MI.getOperand(I).getImm()) == static_cast<uint32_t>(Values[L]))
            Valid.insert(MI.getOperand(I).getImm());
        });
        return Valid;
      };
      std::set<int64_t> Small;
      for (int64_t V = -256; V <= 512; ++V)
        Small.insert(V);
      Small.insert(INT32_MIN);
      std::set<int64_t> Valid = validOf(Small);
      if (E.MII->getName(Opc).starts_with("MVE_VP")) {
        // VPT and VPST: LLVM's parser reads none alone (the block is left open), so their mask and
        // condition operands take every value 0-15 the emitter encodes (ARMAsmParser makes masks
        // 1-15 and the conditions the type allows)
        for (int64_t V = 0; V < 16; ++V)
          if (X.Encode(probe::withOperand(Insts.front(), I, MCOperand::createImm(V))).Ok)
            Valid.insert(V);
      } else if (Valid.size() <= R.ImmValues.size()) {
        // IT masks: a block swallows the next line, so each value is parsed alone
        std::vector<std::string> Lines;
        std::vector<int64_t> Values;
        for (int64_t V = 0; V < 16; ++V) {
          Lines.push_back(printGuarded(K.second, probe::withOperand(Insts.front(), I, MCOperand::createImm(V))));
          Values.push_back(V);
        }
        for (size_t L = 0; L < Lines.size(); ++L)
          if (!Lines[L].empty())
            parseRobust(K.second, {Lines[L]}, [&](int, const MCInst &MI) {
              if (MI.getOpcode() == Opc && I < MI.getNumOperands() && MI.getOperand(I).isImm() &&
                  MI.getOperand(I).getImm() == Values[L])
                Valid.insert(Values[L]);
            });
      }
      {
        // A32 addressing mode 2's packed offsets (offset | subtract << 12 | shift << 13: ARM_AM's
        // getAM2Opc) and the bitfield instructions' inverted masks
        std::set<int64_t> Packed;
        StringRef Name = E.MII->getName(Opc);
        if ((D.TSFlags & 0x1f) == 2 || ((Name.starts_with("LDR") || Name.starts_with("STR") ||
                                          Name.starts_with("PLD") || Name.starts_with("PLI")) && Name.ends_with("rs")))
          for (int64_t Sub = 0; Sub < 2; ++Sub) {
            for (int64_t Offset = 0; Offset < 4096; ++Offset)
              Packed.insert(Offset | Sub << 12);
            // asr, lsl, lsr, ror, rrx: the printer writes uxtw (6, MVE's) too and the parser reads it
            // back, but the emitter's bits for it reach the registers' fields
            for (int64_t Shift = 1; Shift < 6; ++Shift)
              for (int64_t Amount = 0; Amount < 32; ++Amount)
                Packed.insert(Amount | Sub << 12 | Shift << 13);
          }
        if (Name == "BFC" || Name == "BFI" || Name == "t2BFC" || Name == "t2BFI")
          for (unsigned Lsb = 0; Lsb < 32; ++Lsb)
            for (unsigned Width = 1; Lsb + Width <= 32; ++Width)
              Packed.insert(static_cast<int32_t>(~static_cast<uint32_t>(((uint64_t(1) << Width) - 1) << Lsb)));
        for (int64_t V : Small)
          Packed.erase(V);
        if (!Packed.empty())
          for (int64_t V : validOf(Packed))
            Valid.insert(V);
      }
      if (Valid.count(256) && Valid.count(512) && !Valid.count(257)) {
        std::set<int64_t> Shapes;
        for (uint64_t B = 1; B < 256; ++B) {
          for (unsigned S = 0; S < 32; ++S)
            Shapes.insert(static_cast<int32_t>(static_cast<uint32_t>((B << S) | (B >> ((32 - S) % 32)))));
          for (uint64_t Splat : {B * 0x00010001u, B * 0x01000100u, B * 0x01010101u})
            Shapes.insert(static_cast<int32_t>(static_cast<uint32_t>(Splat)));
        }
        for (int64_t V : Small)
          Shapes.erase(V);
        for (int64_t V : validOf(Shapes))
          Valid.insert(V);
      }
      if (!Valid.count(2) && Valid.count(2 | 1 << 3)) {
        // A shifted register's `lsl #0` (ARM_AM's so_reg value 2): the printer leaves it out, so
        // the text reads back as the unshifted opcode, but ARMAsmParser keeps this opcode for the
        // shift written (`mvn r0, r1, lsl #0` is MVNsi holding 2): the printed `lsl #1` made
        // `lsl #0`, read back
        std::string Text = printGuarded(K.second, probe::withOperand(Insts.front(), I, MCOperand::createImm(2 | 1 << 3)));
        size_t At = Text.rfind("lsl #1");
        if (At != std::string::npos && (At + 6 == Text.size() || !isdigit(static_cast<unsigned char>(Text[At + 6])))) {
          Text.replace(At, 6, "lsl #0");
          parseRobust(K.second, {Text}, [&](int, const MCInst &MI) {
            if (MI.getOpcode() == Opc && I < MI.getNumOperands() && MI.getOperand(I).isImm() &&
                MI.getOperand(I).getImm() == 2)
              Valid.insert(2);
          });
        }
      }
      std::map<int64_t, uint64_t> Words;
      for (int64_t V : Valid) {
        Code W = X.Encode(probe::withOperand(Insts.front(), I, MCOperand::createImm(V)));
        if (W.Ok && W.Size == Code0.Size)
          Words[V] = W.Word;
      }
      for (auto &[V, Field] : R.ImmValues)
        Words.emplace(V, 0); // sampled values stay (their fields recomputed below)
      // the field: the bits the valid values change (not the single-bit probes', which can reach
      // other fields with values the opcode never takes)
      uint64_t Mask = 0;
      for (auto &[V, W] : Words) {
        if (!W) {
          Code C = X.Encode(probe::withOperand(Insts.front(), I, MCOperand::createImm(V)));
          W = C.Word;
        }
        Mask |= W ^ Code0.Word;
      }
      uint64_t Others = 0;
      for (unsigned J = 0; J < Rule.Fixed.Ops.size(); ++J)
        if (J != I)
          Others |= Rule.Fixed.Ops[J].Mask;
      if (Mask & Others)
        continue; // the sweep reached another operand's bits: keep the sampled values only
      R.Mask = Mask;
      R.ImmValues.clear();
      std::string T;
      for (auto &[V, W] : Words) {
        R.ImmValues[V] = pext(W, Mask);
        T += (T.empty() ? "\"" : ",\"") + std::to_string(V) + "\":" + std::to_string(pext(W, Mask));
      }
      // identical swept tables (Thumb-2 modified immediates of every data-processing opcode) are
      // written once, in "value_tables"
      auto Shared = ValueTableIndex.find(T);
      if (Shared == ValueTableIndex.end()) {
        Shared = ValueTableIndex.emplace(T, static_cast<int>(ValueTables.size())).first;
        ValueTables.push_back(T);
      }
      R.Json = "[\"t\"," + std::to_string(Shared->second) + "," + std::to_string(Mask) + "]";
      Rule.Fixed.Fixed = Code0.Word;
      for (const OperandRule &O : Rule.Fixed.Ops)
        Rule.Fixed.Fixed &= ~O.Mask;
      if (Rule.Variadic)
        Rule.Fixed.Fixed &= ~(Rule.List.Rule.Mask | Rule.List.Rule.CountMask);
      Swept += Words.size();
    }
    for (const OperandRule &R : Rule.Fixed.Ops)
      Tables += R.Kind == 't';
    size_t Before = Check.Wrong;
    Check.check(
        Rule, Rule.Fixed.Size, Insts, predictArm,
        [&](size_t S) { return encodeWith(sampleSub(K, Indices[S]), Insts[S]); },
        [&](size_t S) { return E.MII->getName(Opc).str() + " `" + Samples[Indices[S]].Text + "`"; },
        "export_encoding_arm");
    if (Check.Wrong != Before) {
      // no row rather than a wrong one: the encoder then has no encoding for the opcode
      ++Dropped;
      continue;
    }
    if (AbsentOp >= 0) {
      AbsentOperand[K] = static_cast<unsigned>(AbsentOp);
      AbsentBases.emplace(K, Insts.front());
      AbsentRules.emplace(K, std::move(Rule));
      continue;
    }
    Bases.emplace(K, Insts.front());
    Rules.emplace(K, std::move(Rule));
  }
  Wrong += Check.Wrong;

  // Random combinations of each opcode's known register and immediate values, predicted against
  // the emitter (the fields were each learned with the others at the sample's values).
  std::mt19937_64 Rng(19);
  size_t RandomWrong = 0, RandomChecked = 0;
  std::vector<std::pair<int, Key>> RandomDrop;
  for (int Pass = 0; Pass < 2; ++Pass)
  for (auto &[K, Rule] : Pass ? AbsentRules : Rules) {
    unsigned Opc = K.first;
    const MCInst &Base = Pass ? AbsentBases[K] : Bases[K];
    LearnSub = K.second;
    bool Bad = false;
    for (unsigned T = 0; T < RandomChecks && !Bad; ++T) {
      MCInst MI = Base;
      for (unsigned I = 0; I < Rule.Fixed.Ops.size(); ++I) {
        const OperandRule &R = Rule.Fixed.Ops[I];
        if (R.Kind == 'r' && !R.RegValues.empty()) {
          auto It = R.RegValues.begin();
          std::advance(It, Rng() % R.RegValues.size());
          MI.getOperand(I) = MCOperand::createReg(It->first);
        } else if (R.Kind == 't' && !R.ImmValues.empty()) {
          auto It = R.ImmValues.begin();
          std::advance(It, Rng() % R.ImmValues.size());
          MI.getOperand(I) = MCOperand::createImm(It->first);
        } else if (R.Kind == 'i' && MI.getOperand(I).isImm()) {
          // a value of the bits the rule places (negated for sign and magnitude)
          int64_t V = 0;
          for (auto &[Src, Dst] : R.Placement)
            if (Src < 31 && (Rng() & 1))
              V |= int64_t(1) << Src;
          V = R.A == 1 ? V - R.B : R.B - V;
          if (R.NegMask && (Rng() & 1))
            V = -V;
          MI.getOperand(I) = MCOperand::createImm(V);
        }
      }
      // Tied registers keep their pair equal (the emitter encodes one of them).
      const MCInstrDesc &D = E.MII->get(Opc);
      for (unsigned I = 0; I < Rule.Fixed.Ops.size() && I < D.getNumOperands(); ++I) {
        int Tied = D.getOperandConstraint(I, MCOI::TIED_TO);
        if (Tied >= 0 && static_cast<unsigned>(Tied) < MI.getNumOperands() && MI.getOperand(I).isReg() &&
            MI.getOperand(Tied).isReg())
          MI.getOperand(I) = MI.getOperand(Tied);
      }
      Code C = X.Encode(MI);
      if (!C.Ok)
        continue; // a combination the emitter refuses says nothing
      ++RandomChecked;
      uint64_t Word = 0;
      if (!predictArm(Rule, MI, Word) || Word != C.Word || C.Size != Rule.Fixed.Size) {
        if (++RandomWrong <= 20)
          errs() << "export_encoding_arm: random " << E.MII->getName(Opc) << " " << probe::operandList(E, MI)
                 << ": emitter " << probe::hex(C) << ", table " << Word << "\n";
        Bad = true;
      }
    }
    if (Bad)
      RandomDrop.push_back({Pass, K});
  }
  for (auto &[Pass, K] : RandomDrop) {
    (Pass ? AbsentRules : Rules).erase(K);
    ++Dropped;
  }

  // Fixups: every immediate operand given a symbol, printed, each specifier written and parsed back.
  std::map<Key, std::map<std::pair<int, std::string>, std::string>> FixupsOf;
  size_t FixupWrong = 0;
  {
    const MCExpr *Symbol = MCSymbolRefExpr::create(Ctx.getOrCreateSymbol("tgt"), Ctx);
    std::map<int, std::vector<std::string>> Lines;
    // (key, operand, specifier, the condition the fixup was measured under: -1 any, 0 not AL, 1 AL)
    std::map<int, std::vector<std::tuple<Key, unsigned, std::string, int>>> Where;
    for (auto &[K, Rule] : Rules) {
      // A32's `b`: the emitter's fixup is fixup_arm_uncondbranch under AL and fixup_arm_condbranch
      // otherwise (one opcode, Bcc), so both are measured
      bool ByCondition = E.MII->getName(K.first) == "Bcc";
      for (int Always = 0; Always < (ByCondition ? 2 : 1); ++Always) {
      MCInst Base = Bases[K];
      // a conditional branch always (`b.w` under AL is the unconditional opcode)
      if (E.MII->getName(K.first).ends_with("Bcc") && Base.getNumOperands() > 1 && Base.getOperand(1).isImm())
        Base.getOperand(1) = MCOperand::createImm(Always ? 14 : 1);
      for (unsigned I = 0; I < Rule.Fixed.Ops.size(); ++I) {
        // an immediate, or an addressing mode's base (a register then an immediate): `ldrd r0, r1,
        // tgt` is t2LDRDi8 with the symbol in the base's place
        bool AtBase = Base.getOperand(I).isReg() && Base.getOperand(I).getReg() && I + 1 < Base.getNumOperands() &&
                     Base.getOperand(I + 1).isImm();
        if ((!Base.getOperand(I).isImm() && !AtBase) || (E.MII->getName(K.first).ends_with("Bcc") && I == 1))
          continue;
        std::string Text = printGuarded(K.second, probe::withOperand(Base, I, MCOperand::createExpr(Symbol)));
        size_t At = Text.find("tgt");
        // IT and VPT would swallow the lines after them
        if (At == std::string::npos || Text.rfind("it", 0) == 0 || Text.rfind("vp", 0) == 0)
          continue;
        std::vector<std::string> Forms = {Text};
        // a 32-bit Thumb opcode whose text the parser narrows (`bne tgt` is tBcc): its `.w` form
        size_t Space = Text.find_first_of(" \t");
        if (E.MII->getName(K.first).starts_with("t2") && Space != std::string::npos &&
            Text.find(".w") == std::string::npos)
          Forms.push_back(Text.substr(0, Space) + ".w" + Text.substr(Space));
        for (const std::string &Form : Forms) {
          size_t Pos = Form.find("tgt");
          for (const char *Spec : kSpecifiers) {
            std::string S = Spec;
            Lines[K.second].push_back(Form.substr(0, Pos) + S + "tgt" + Form.substr(Pos + 3));
            Where[K.second].push_back({K, I, S, ByCondition ? Always : -1});
          }
        }
      }
      }
    }
    for (auto &[Sub, Texts] : Lines) {
      parseRobust(Sub, Texts, [&](int L, const MCInst &MI) {
        auto [K, I, Spec, Cond] = Where[Sub][L];
        if (MI.getOpcode() != K.first || I >= MI.getNumOperands() || !MI.getOperand(I).isExpr())
          return;
        SmallVector<MCFixup, 4> Fixups;
        Code C = encodeWith(Sub, MI, &Fixups);
        uint64_t Predicted = 0;
        auto Rule = Rules.find(K);
        // the bits the emitter sets in the operand's own field for an expression (Thumb-2 branches'
        // J1/J2: an offset of 0 is written with them set); for a symbol in a base register's place,
        // those it sets and clears in the base's and the offset's fields (the emitter writes the
        // base PC and the offset subtracted: `[pc, #-0]`)
        uint64_t Set = 0, Clear = 0;
        if (C.Ok && Rule != Rules.end() && predictArm(Rule->second, MI, Predicted) && I < Rule->second.Fixed.Ops.size()) {
          uint64_t Field = Rule->second.Fixed.Ops[I].Mask;
          if (Rule->second.Fixed.Ops[I].Kind == 'r' && I + 1 < Rule->second.Fixed.Ops.size())
            Field |= Rule->second.Fixed.Ops[I + 1].Mask;
          Set = (C.Word ^ Predicted) & Field & C.Word;
          if (Rule->second.Fixed.Ops[I].Kind == 'r')
            Clear = (C.Word ^ Predicted) & Field & Predicted;
        }
        Predicted = (Predicted | Set) & ~Clear;
        if (!C.Ok || Rule == Rules.end() || Predicted != C.Word || C.Size != Rule->second.Fixed.Size ||
            Fixups.size() != 1) {
          ++FixupWrong;
          if (getenv("EXPORT_ENCODING_TRACE"))
            errs() << "export_encoding_arm: `" << Texts[L] << "`: emitter " << probe::hex(C) << ", table " << Predicted
                   << ", " << Fixups.size() << " fixups\n";
          return;
        }
        std::string Json = probe::fixupJson(*Backend, static_cast<int>(I), Spec, Fixups[0]);
        if (Set || Clear)
          Json = Json.substr(0, Json.size() - 1) + "," + std::to_string(Set) + (Clear ? "," + std::to_string(Clear) : "") +
                 "]";
        if (Cond >= 0) {
          // [..., set, clear, [condition operand, 1: under AL only / 0: otherwise only]]
          Json = probe::fixupJson(*Backend, static_cast<int>(I), Spec, Fixups[0]);
          Json = Json.substr(0, Json.size() - 1) + "," + std::to_string(Set) + "," + std::to_string(Clear) + ",[1," +
                 std::to_string(Cond) + "]]";
        }
        FixupsOf[K][{static_cast<int>(I), Spec + (Cond >= 0 ? "\x01" + std::to_string(Cond) : "")}] = Json;
      });
    }
  }

  // llvm-mca 19's relaxation before encoding (LLVM 22's llvm-mca encodes instructions as parsed),
  // with a Thumb-2 subtarget.
  std::map<Key, std::string> Relaxed;
#if LLVM_VERSION_MAJOR < 22
  if (ThumbSub >= 0) {
    const MCExpr *Symbol = MCSymbolRefExpr::create(Ctx.getOrCreateSymbol("tgt"), Ctx);
    for (auto &[K, Base] : Bases) {
      if (!Rules.count(K) || !llvm_compat::mayNeedRelaxation(*Backend, Base, *Subs[ThumbSub].STI))
        continue;
      // ARM's relaxation reads the operands' kinds (a target expression): give it a symbol where
      // the sample has the immediate the fixups were found on.
      MCInst MI = Base;
      for (auto &[Where, Json] : FixupsOf[K])
        MI.getOperand(Where.first) = MCOperand::createExpr(Symbol);
      MCInst Out = MI;
      Backend->relaxInstruction(Out, *Subs[ThumbSub].STI);
      if (Out.getOpcode() == MI.getOpcode())
        continue;
      Relaxed[K] = probe::relaxedJson(E, MI, Out, true);
    }
  }
#endif

  auto OS = probe::openOutput("export_encoding_arm", OutDir + "/isa_encoding.json");
  if (!OS)
    return 1;
  probe::writeTableHead(*OS, "arm", Subs[0].Triple, "export_encoding_arm");
  *OS << " \"columns\": [\"opcode\", \"bytes\", \"fixed bits\", \"operands (a register list last)\", \"fixups [operand, "
         "specifier, llvm-mc's kind text, byte offset, bit offset, bits]\", \"relaxed to [opcode, operands]\"],\n";
  probe::writeRegisterTables(*OS, X.RegTables);
  auto writeRows = [&](bool ThumbRows) {
    bool First = true;
    for (auto &[K, Rule] : Rules) {
      bool IsThumbRow = K.second == ThumbSub && Subs[Samples[ByOpcode[K.first].front()].Subtarget].Label == "arm";
      if (IsThumbRow != ThumbRows)
        continue;
      *OS << (First ? "" : ",\n") << "  [" << quote(E.MII->getName(K.first).str()) << "," << Rule.Fixed.Size << ","
          << Rule.Fixed.Fixed << ",[";
      First = false;
      for (size_t I = 0; I < Rule.Fixed.Ops.size(); ++I)
        *OS << (I ? "," : "") << Rule.Fixed.Ops[I].Json;
      if (Rule.Variadic)
        *OS << (Rule.Fixed.Ops.empty() ? "" : ",") << Rule.List.Rule.Json;
      *OS << "],[";
      auto F = FixupsOf.find(K);
      if (F != FixupsOf.end()) {
        bool FirstFixup = true;
        for (auto &[Where, Json] : F->second) {
          *OS << (FirstFixup ? "" : ",") << Json;
          FirstFixup = false;
        }
      }
      *OS << "]";
      auto R = Relaxed.find(K);
      *OS << "," << (R != Relaxed.end() ? R->second : "null");
      // the register-absent form: [operand, fixed bits, operands]
      auto Absent = AbsentRules.find(K);
      if (Absent != AbsentRules.end() && Absent->second.Fixed.Size == Rule.Fixed.Size) {
        *OS << ",[" << AbsentOperand[K] << "," << Absent->second.Fixed.Fixed << ",[";
        for (size_t I = 0; I < Absent->second.Fixed.Ops.size(); ++I)
          *OS << (I ? "," : "") << Absent->second.Fixed.Ops[I].Json;
        *OS << "]]";
      }
      *OS << "]";
    }
  };
  *OS << " \"value_tables\": [\n";
  for (size_t T = 0; T < ValueTables.size(); ++T)
    *OS << "  {" << ValueTables[T] << "}" << (T + 1 < ValueTables.size() ? ",\n" : "\n");
  *OS << " ],\n \"opcodes\": [\n";
  writeRows(false);
  *OS << "\n ],\n \"thumb_opcodes\": [\n";
  writeRows(true);
  *OS << "\n ]\n}\n";
  OS->close();

  errs() << "export_encoding_arm: " << Samples.size() << " instructions, " << Rules.size() << " opcodes ("
         << AbsentRules.size() << " with a register-absent form; " << Dropped << " left out), " << Tables << " value-table operands (" << Swept << " values), " << X.RegTables.size()
         << " register tables, " << FixupsOf.size() << " opcodes with fixups, " << Relaxed.size()
         << " relaxations; " << Changed << " of " << Recorded.size()
         << " probe encodings differ from the emitter now; " << Check.Wrong << " of " << Check.Checked
         << " samples predicted wrongly (their opcodes left out); " << RandomWrong << " of " << RandomChecked
         << " random combinations wrong (opcodes left out); " << FixupWrong << " symbolic forms not kept\n";
  return Wrong || Changed ? 2 : 0;
}
