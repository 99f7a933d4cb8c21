// export_encoding_aarch64: writes models/aarch64/isa_encoding.json, the table mcalens's AArch64
// encoder (analysis/targets/aarch64/encode.py) uses to reproduce LLVM 19's AArch64 MCCodeEmitter,
// and, with --variants, random operand variants for an out-of-sample check.
//
// Nothing here restates the encoding rules: they are measured on LLVM's own emitter with
// probe_common.h's Learner (its fault guard and sample check too), as export_encoding_riscv and
// export_encoding_arm do. Every
// spelling of models/aarch64/isa_probes.json is parsed again by LLVM's assembler (every
// extension on); the MCInsts it produces are the samples. Per opcode, starting from one sample:
//  * per register operand: every register of the operand's class is put in and encoded; the bits
//    that change are the operand's field, and the field value of each register is kept as a table
//    (identical tables are shared);
//  * per immediate operand: its valid values are the sampled ones plus those of a sweep (-1..16,
//    24, 32, 48, 63, 64, 255, 256, 264, 272, ...) that LLVM's printer writes and its parser reads
//    back to the same instruction. The emitter's operand encoders are mostly linear (value,
//    N - value, value - N, -value, value - 1 ...); each candidate T is tried by encoding the values
//    whose T-image is a single bit (1 << k), which gives the bit placement, and checking every
//    valid value against it; operands no candidate explains (shift selectors such as lsl #8 /
//    msl #16) get a table of their valid values. Values the assembler never makes can fault or
//    loop in LLVM's printer and emitter: those calls run under a signal and CPU-time guard;
//  * the fixed bits: the sample's encoding without the operand fields;
//  * per symbolic operand: each immediate operand is given a symbol; where the emitter records a
//    fixup (labels, `:lo12:sym`), its kind and bits are kept, and the operand is written with every
//    relocation specifier and parsed: specifiers that change other bits (`:tprel_hi12:` sets the
//    add's shift bit, signed `:tprel_g1:` clears movz's opc bit) are kept as bits set / cleared.
// Every sample is then predicted from the table and compared with the emitter (the count of
// disagreements is printed; the exporter fails if there are any).
//
// --variants FILE N: N random variants per opcode (every operand drawn at random, kept where LLVM
// prints and parses them back unchanged) are predicted against the emitter and written to FILE.
//
//   export_encoding_aarch64 --probes models/aarch64/isa_probes.json [--out DIR] [--variants FILE N]

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <map>
#include <random>
#include <tuple>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCFixup.h"
#include "llvm/Config/llvm-config.h"
#if LLVM_VERSION_MAJOR < 22
#include "llvm/MC/MCFixupKindInfo.h" // moved into MCAsmBackend.h in LLVM 22
#endif

#include "isa_json.h"
#include "probe_common.h"

extern "C" void LLVMInitializeAArch64TargetInfo();
extern "C" void LLVMInitializeAArch64TargetMC();
extern "C" void LLVMInitializeAArch64AsmParser();

using namespace llvm;
using isa_json::quote;
using probe::Code;
using probe::OpcodeRule;

namespace {

const char *const kTriple = "aarch64-unknown-linux-gnu";

struct Env : probe::McEnv {
  std::unique_ptr<MCSubtargetInfo> STI;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCCodeEmitter> Emitter;
  std::unique_ptr<MCAsmBackend> Backend;
  SourceMgr SM;
};

// The emitter's word for `MI` (fixup fields zero) and its fixups, guarded: a value the assembler
// never makes can fault or loop in an operand encoder (Ok false then).
Code encode(Env &E, const MCInst &MI, SmallVectorImpl<MCFixup> *FixupsOut = nullptr) {
  return probe::emit(*E.Emitter, *E.STI, MI, FixupsOut);
}

// ---------------------------------------------------------------------------------------------
// Reading the probe file: its feature string and every spelling (second field of each entry).

bool readJsonString(const std::string &Line, size_t &Pos, std::string &Out) {
  if (Pos >= Line.size() || Line[Pos] != '"')
    return false;
  Out.clear();
  for (++Pos; Pos < Line.size(); ++Pos) {
    char C = Line[Pos];
    if (C == '"') {
      ++Pos;
      return true;
    }
    if (C == '\\' && Pos + 1 < Line.size()) {
      char N = Line[++Pos];
      if (N == 'n') Out += '\n';
      else if (N == 't') Out += '\t';
      else if (N == 'u' && Pos + 4 < Line.size()) {
        Out += static_cast<char>(std::stoi(Line.substr(Pos + 1, 4), nullptr, 16));
        Pos += 4;
      } else Out += N;
      continue;
    }
    Out += C;
  }
  return false;
}

bool readProbes(const std::string &Path, std::string &Features, std::vector<std::string> &Texts) {
  std::ifstream In(Path);
  if (!In)
    return false;
  std::string Line;
  while (std::getline(In, Line)) {
    size_t F = Line.find("\"features\": ");
    if (F != std::string::npos) {
      size_t Pos = F + 12;
      readJsonString(Line, Pos, Features);
      continue;
    }
    if (Line.rfind("  [", 0) != 0)
      continue;
    size_t Pos = Line.find(',');
    if (Pos == std::string::npos)
      continue;
    ++Pos;
    std::string Text;
    if (readJsonString(Line, Pos, Text))
      Texts.push_back(Text);
  }
  return true;
}


// Which of the instructions the assembler makes: printed by LLVM's printer and parsed back to the
// same opcode and operands.
using Validator = std::function<std::vector<bool>(const std::vector<MCInst> &)>;

struct Exporter {
  Env &E;
  Validator Valid;
  // (opcode, operand) -> the swept immediates the assembler makes (see sweep()).
  std::map<std::pair<unsigned, unsigned>, std::set<int64_t>> Accepted;
  // (opcode, operand) -> every value known valid (samples and accepted sweep values).
  std::map<std::pair<unsigned, unsigned>, std::set<int64_t>> Known;

  // Every sweep value in every immediate operand of each opcode's base instruction, printed and
  // parsed back in large batches.
  void sweep(const std::map<unsigned, MCInst> &Bases) {
    std::vector<MCInst> Batch;
    std::vector<std::pair<unsigned, unsigned>> Where;
    auto flush = [&]() {
      std::vector<bool> Ok = Valid(Batch);
      for (size_t K = 0; K < Batch.size(); ++K)
        if (Ok[K])
          Accepted[Where[K]].insert(Batch[K].getOperand(Where[K].second).getImm());
      Batch.clear();
      Where.clear();
    };
    std::vector<int64_t> Values = sweepValues();
    for (auto &[Opc, Base] : Bases)
      for (unsigned I = 0; I < Base.getNumOperands(); ++I) {
        if (!Base.getOperand(I).isImm())
          continue;
        for (int64_t V : Values) {
          Batch.push_back(probe::withOperand(Base, I, MCOperand::createImm(V)));
          Where.push_back({Opc, I});
        }
        if (Batch.size() > 50000) {
          flush();
          errs() << "export_encoding_aarch64: sweep at " << E.MII->getName(Opc) << "\n";
        }
      }
    flush();
  }
  std::vector<std::map<std::string, uint32_t>> RegTables;
  std::map<std::map<std::string, uint32_t>, int> RegTableIndex;

  // Values tried on every immediate operand (kept where the assembler makes them).
  static std::vector<int64_t> sweepValues() {
    std::set<int64_t> V;
    for (int64_t K = -1; K <= 16; ++K)
      V.insert(K);
    for (int64_t X : {-4, 24, 31, 32, 48, 63, 64, 100, 255, 256, 264, 272, 4095, 65535})
      V.insert(X);
    return {V.begin(), V.end()};
  }

  // The Learner's hook for an immediate operand: the swept values the assembler makes are valid
  // values too (a rule must explain them, a table holds them), and all are kept for --variants.
  void addSwept(const MCInst &Base, unsigned I, std::set<int64_t> &Values) {
    auto Swept = Accepted.find({Base.getOpcode(), I});
    if (Swept != Accepted.end())
      Values.insert(Swept->second.begin(), Swept->second.end());
    Known[{Base.getOpcode(), I}] = Values;
  }
};


// Relocation specifiers of AArch64 ELF assembly (`:lo12:sym`); the parser rejects the ones an
// instruction cannot take.
const char *const kSpecifiers[] = {
    "lo12", "abs_g3", "abs_g2", "abs_g2_s", "abs_g2_nc", "abs_g1", "abs_g1_s", "abs_g1_nc", "abs_g0", "abs_g0_s",
    "abs_g0_nc", "prel_g3", "prel_g2", "prel_g2_nc", "prel_g1", "prel_g1_nc", "prel_g0", "prel_g0_nc",
    "dtprel_g2", "dtprel_g1", "dtprel_g1_nc", "dtprel_g0", "dtprel_g0_nc", "dtprel_hi12", "dtprel_lo12",
    "dtprel_lo12_nc", "tprel_g2", "tprel_g1", "tprel_g1_nc", "tprel_g0", "tprel_g0_nc", "tprel_hi12",
    "tprel_lo12", "tprel_lo12_nc", "tlsdesc_lo12", "tlsdesc_auth_lo12", "got", "got_lo12", "got_auth",
    "got_auth_lo12", "gottprel", "gottprel_lo12", "gottprel_g1", "gottprel_g0_nc", "tlsdesc", "tlsdesc_auth",
    "secrel_lo12", "secrel_hi12"};

// Symbolic operands beyond the probes: every immediate operand of each opcode's base instruction
// is given the symbol `tgt`; where the emitter records a fixup, the operand takes expressions
// (`add x0, x1, :lo12:sym`, `ldr x0, [x1, :got_lo12:sym]`). Each such operand is then written with
// every relocation specifier and parsed by LLVM; where the emitter's word differs from the rule's
// (expression field zero), the difference is kept as [operand, ":name:", bits set, bits cleared].
void symbolicOperands(Env &E, MCInstPrinter &Printer, const std::map<unsigned, MCInst> &Bases,
                      const std::map<unsigned, OpcodeRule> &Rules,
                      std::map<unsigned, std::map<int, std::string>> &FixupsOf,
                      std::map<unsigned, std::vector<std::string>> &SpecifiersOf) {
  const MCExpr *Symbol = MCSymbolRefExpr::create(E.Ctx->getOrCreateSymbol("tgt"), *E.Ctx);
  std::vector<std::string> Lines;
  std::vector<std::tuple<unsigned, unsigned, std::string>> Where; // opcode, operand, specifier
  for (auto &[Opc, Base] : Bases) {
    for (unsigned I = 0; I < Base.getNumOperands(); ++I) {
      if (!Base.getOperand(I).isImm())
        continue;
      MCInst MI = probe::withOperand(Base, I, MCOperand::createExpr(Symbol));
      SmallVector<MCFixup, 2> Fixups;
      if (!encode(E, MI, &Fixups).Ok || Fixups.size() != 1)
        continue;
      const MCFixupKindInfo &Info = E.Backend->getFixupKindInfo(Fixups[0].getKind());
      FixupsOf[Opc].emplace(static_cast<int>(I), "[" + std::to_string(I) + "," + quote(Info.Name) + "," +
                                                    std::to_string(Fixups[0].getOffset()) + "," +
                                                    std::to_string(Info.TargetOffset) + "," +
                                                    std::to_string(Info.TargetSize) + "]");
      std::string Text = probe::printGuarded(Printer, *E.STI, MI);
      size_t At = Text.find("tgt");
      if (At == std::string::npos || Text.compare(0, 7, "movprfx") == 0)
        continue;
      for (const char *Spec : kSpecifiers) {
        std::string Name = std::string(":") + Spec + ":";
        Lines.push_back(Text.substr(0, At) + Name + Text.substr(At));
        Where.push_back({Opc, I, Name});
      }
    }
  }
  std::map<std::tuple<unsigned, unsigned, std::string>, std::pair<uint64_t, uint64_t>> Changes;
  probe::parseLines(E, *E.STI, Lines, "", [&](int K, const MCInst &MI) {
    auto [Opc, I, Name] = Where[K];
    if (MI.getOpcode() != Opc || I >= MI.getNumOperands() || !MI.getOperand(I).isExpr())
      return;
    auto Rule = Rules.find(Opc);
    uint64_t Predicted = 0;
    if (Rule == Rules.end() || !probe::predict(Rule->second, MI, Predicted))
      return;
    uint64_t Word = encode(E, MI).Word;
    if (Word != Predicted)
      Changes[Where[K]] = {Word & ~Predicted, Predicted & ~Word};
  });
  for (auto &[Key, Change] : Changes)
    SpecifiersOf[std::get<0>(Key)].push_back("[" + std::to_string(std::get<1>(Key)) + "," + quote(std::get<2>(Key)) +
                                             "," + std::to_string(Change.first) + "," +
                                             std::to_string(Change.second) + "]");
  errs() << "export_encoding_aarch64: " << FixupsOf.size() << " opcodes take symbolic operands; "
         << Changes.size() << " (opcode, specifier) pairs change other bits\n";
}

// An out-of-sample check: per opcode, `Count` instructions with every operand drawn at random
// (registers from the operand's class, immediates from the known valid values or random widths),
// kept where LLVM prints and parses them back unchanged; the rule's word is compared with the
// emitter's, and the texts are written to `Path` (one a line) for tools/validate_encoding.py.
bool randomVariants(Env &E, Exporter &X, MCInstPrinter &Printer, const std::map<unsigned, MCInst> &Bases,
                    const std::map<unsigned, OpcodeRule> &Rules, const std::string &Path, int Count) {
  std::mt19937_64 Rng(19);
  std::vector<MCInst> Candidates;
  for (auto &[Opc, Base] : Bases) {
    const MCInstrDesc &D = E.MII->get(Opc);
    for (int N = 0; N < Count; ++N) {
      MCInst MI = Base;
      for (unsigned I = 0; I < MI.getNumOperands(); ++I) {
        int Tied = I < D.getNumOperands() ? D.getOperandConstraint(I, MCOI::TIED_TO) : -1;
        if (Tied >= 0 && static_cast<unsigned>(Tied) < I) {
          MI.getOperand(I) = MI.getOperand(Tied);
          continue;
        }
        MCOperand &Op = MI.getOperand(I);
        if (Op.isReg()) {
          int RC = I < D.getNumOperands() ? D.operands()[I].RegClass : -1;
          if (RC >= 0) {
            const MCRegisterClass &C = E.MRI->getRegClass(RC);
            if (C.getNumRegs())
              Op = MCOperand::createReg(C.getRegister(Rng() % C.getNumRegs()));
          }
        } else if (Op.isImm()) {
          auto It = X.Known.find({Opc, I});
          if (It != X.Known.end() && !It->second.empty() && Rng() % 2) {
            auto V = It->second.begin();
            std::advance(V, Rng() % It->second.size());
            Op = MCOperand::createImm(*V);
          } else {
            int Bits = 1 + Rng() % 20;
            int64_t V = static_cast<int64_t>(Rng() % (uint64_t(1) << Bits));
            Op = MCOperand::createImm(Rng() % 4 ? V : -V);
          }
        }
      }
      Candidates.push_back(MI);
    }
  }
  std::vector<bool> Ok = X.Valid(Candidates);
  auto OS = probe::openOutput("export_encoding_aarch64", Path);
  if (!OS)
    return false;
  size_t Kept = 0, Wrong = 0;
  std::set<std::string> Seen;
  for (size_t K = 0; K < Candidates.size(); ++K) {
    if (!Ok[K])
      continue;
    const MCInst &MI = Candidates[K];
    std::string Text = probe::asLine(probe::printRaw(Printer, *E.STI, MI));
    if (!Seen.insert(Text).second)
      continue;
    ++Kept;
    *OS << Text << "\n";
    uint64_t Predicted = 0;
    Code C = encode(E, MI);
    auto Rule = Rules.find(MI.getOpcode());
    if (Rule == Rules.end() || !probe::predict(Rule->second, MI, Predicted) || !C.Ok || Predicted != C.Word) {
      ++Wrong;
      if (Wrong <= 20)
        errs() << "export_encoding_aarch64: variant `" << Text << "`: emitter " << probe::hex(C) << ", table "
               << Predicted << "\n";
    }
  }
  errs() << "export_encoding_aarch64: " << Kept << " distinct random variants assemble back; " << Wrong
         << " predicted wrongly\n";
  return true;
}

struct Sample {
  unsigned Opcode;
  std::string Text;
  std::vector<std::string> Operands; // as the probe files write them
  MCInst Plain;                      // expressions replaced by immediate 0
  bool HasExpr = false;
  Code Word; // the emitter's word for the parsed instruction (fixup fields zero)
  // Per fixup: (expression operand, JSON [operand, "kind", byte offset, bit offset, bits]).
  std::vector<std::pair<int, std::string>> Fixups;
};

} // namespace

int main(int argc, char **argv) {
  std::string OutDir = "models/aarch64", ProbePath, VariantsPath;
  int VariantCount = 0;
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if (A == "--out" && I + 1 < argc)
      OutDir = argv[++I];
    else if (A == "--probes" && I + 1 < argc)
      ProbePath = argv[++I];
    else if (A == "--variants" && I + 2 < argc) {
      VariantsPath = argv[++I];
      VariantCount = std::atoi(argv[++I]);
    }
    else {
      errs() << "usage: export_encoding_aarch64 --probes FILE [--out DIR] [--variants FILE N]\n";
      return 64;
    }
  }
  std::string Features;
  std::vector<std::string> Texts;
  if (ProbePath.empty() || !readProbes(ProbePath, Features, Texts) || Texts.empty()) {
    errs() << "export_encoding_aarch64: cannot read the probes (--probes " << ProbePath << ")\n";
    return 1;
  }
  probe::installFaultGuard();
  LLVMInitializeAArch64TargetInfo();
  LLVMInitializeAArch64TargetMC();
  LLVMInitializeAArch64AsmParser();
  Env E;
  std::string Err;
  if (!E.init(kTriple, Err)) {
    errs() << "export_encoding_aarch64: " << Err << "\n";
    return 1;
  }
  E.STI.reset(E.TheTarget->createMCSubtargetInfo(kTriple, "generic", Features));
  E.Ctx = std::make_unique<MCContext>(E.TT, E.MAI.get(), E.MRI.get(), E.STI.get(), &E.SM, &E.Options);
  E.Emitter.reset(E.TheTarget->createMCCodeEmitter(*E.MII, *E.Ctx));
  E.Backend.reset(E.TheTarget->createMCAsmBackend(*E.STI, *E.MRI, E.Options));

  // Parse every spelling (a movprfx alone: the parser checks the next instruction against it),
  // keeping each emitted instruction, its encoding and its fixups while its context lives.
  std::vector<Sample> Samples;
  auto record = [&](const std::string &Text, int, const MCInst &MI) {
    Sample S;
    S.Opcode = MI.getOpcode();
    S.Text = Text;
    S.Plain = MI;
    for (unsigned I = 0; I < MI.getNumOperands(); ++I) {
      const MCOperand &Op = MI.getOperand(I);
      S.Operands.push_back(probe::operandText(Op, *E.MRI, *E.MAI));
      if (Op.isExpr()) {
        S.HasExpr = true;
        S.Plain.getOperand(I) = MCOperand::createImm(0);
      } else if (!Op.isReg() && !Op.isImm()) {
        S.Plain.getOperand(I) = MCOperand::createImm(0);
      }
    }
    SmallVector<MCFixup, 2> Fixups;
    S.Word = encode(E, MI, &Fixups);
    int ExprOp = -1;
    for (unsigned I = 0; I < MI.getNumOperands(); ++I)
      if (MI.getOperand(I).isExpr())
        ExprOp = static_cast<int>(I);
    for (const MCFixup &F : Fixups) {
      const MCFixupKindInfo &Info = E.Backend->getFixupKindInfo(F.getKind());
      S.Fixups.push_back({ExprOp, "[" + std::to_string(ExprOp) + "," + quote(Info.Name) + "," +
                                      std::to_string(F.getOffset()) + "," + std::to_string(Info.TargetOffset) + "," +
                                      std::to_string(Info.TargetSize) + "]"});
    }
    Samples.push_back(std::move(S));
  };
  {
    std::vector<std::string> Plain;
    for (const std::string &T : Texts) {
      if (T.compare(0, 7, "movprfx") == 0)
        probe::parseLines(E, *E.STI, {T}, "", [&](int, const MCInst &MI) { record(T, 0, MI); });
      else
        Plain.push_back(T);
    }
    probe::parseLines(E, *E.STI, Plain, "", [&](int K, const MCInst &MI) { record(Plain[K], K, MI); });
  }

  std::map<unsigned, std::vector<size_t>> ByOpcode;
  for (size_t K = 0; K < Samples.size(); ++K)
    ByOpcode[Samples[K].Opcode].push_back(K);

  std::unique_ptr<MCInstPrinter> Printer(E.TheTarget->createMCInstPrinter(E.TT, 0, *E.MAI, *E.MII, *E.MRI));
  Validator Valid = [&](const std::vector<MCInst> &Insts) {
    std::vector<std::string> Lines;
    for (const MCInst &MI : Insts) {
      std::string Text = probe::printGuarded(*Printer, *E.STI, MI);
      Lines.push_back(Text.empty() || Text.compare(0, 7, "movprfx") == 0 ? "nop_invalid" : Text);
    }
    std::vector<probe::ProbeResult> Parsed = probe::parseLines(E, *E.STI, Lines);
    std::vector<bool> Out(Insts.size(), false);
    for (size_t K = 0; K < Insts.size(); ++K) {
      const probe::ProbeResult &R = Parsed[K];
      if (R.Error || R.Insts.size() != 1 || R.Insts[0].Opcode != Insts[K].getOpcode() ||
          R.Insts[0].Operands.size() != Insts[K].getNumOperands())
        continue;
      bool Same = true;
      for (unsigned I = 0; I < Insts[K].getNumOperands(); ++I)
        Same &= R.Insts[0].Operands[I] == probe::operandText(Insts[K].getOperand(I), *E.MRI, *E.MAI);
      Out[K] = Same;
    }
    return Out;
  };
  Exporter X{E, Valid, {}, {}};
  // AArch64's immediates are probed on 32 bits; each immediate's valid values include the sweep's.
  probe::Learner L{*E.MRI, *E.MII, [&](const MCInst &MI) { return encode(E, MI); }};
  L.ImmBits = 32;
  L.MoreValues = [&](const MCInst &Base, unsigned I, std::set<int64_t> &Values) { X.addSwept(Base, I, Values); };
  std::map<unsigned, OpcodeRule> Rules;
  std::map<unsigned, std::map<int, std::string>> FixupsOf; // opcode -> expression operand -> fixup JSON
  probe::SampleCheck Check;
  std::map<unsigned, MCInst> Bases;
  {
    for (auto &[Opc, Indices] : ByOpcode) {
      size_t First = Indices.front();
      for (size_t K : Indices)
        if (!Samples[K].HasExpr) {
          First = K;
          break;
        }
      Bases.emplace(Opc, Samples[First].Plain);
    }
    X.sweep(Bases);
    errs() << "export_encoding_aarch64: immediate sweep done\n";
  }
  for (auto &[Opc, Indices] : ByOpcode) {
    std::vector<MCInst> Plain;
    // The base sample: the first without symbolic operands, else the first.
    for (size_t K : Indices)
      if (!Samples[K].HasExpr)
        Plain.push_back(Samples[K].Plain);
    for (size_t K : Indices)
      if (Samples[K].HasExpr)
        Plain.push_back(Samples[K].Plain);
    OpcodeRule Rule = L.analyse(Plain);
    // each sample against the emitter's word for the instruction as parsed (expression fields zero)
    std::vector<MCInst> Parsed;
    for (size_t K : Indices)
      Parsed.push_back(Samples[K].Plain);
    Check.check(
        Rule, Rule.Size, Parsed, probe::predict, [&](size_t S) { return Samples[Indices[S]].Word; },
        [&](size_t S) { return E.MII->getName(Opc).str() + " `" + Samples[Indices[S]].Text + "`"; },
        "export_encoding_aarch64");
    for (size_t K : Indices)
      for (auto &[Op, Json] : Samples[K].Fixups)
        FixupsOf[Opc].emplace(Op, Json);
    Rules.emplace(Opc, std::move(Rule));
  }

  std::map<unsigned, std::vector<std::string>> SpecifiersOf;
  symbolicOperands(E, *Printer, Bases, Rules, FixupsOf, SpecifiersOf);
  if (!VariantsPath.empty() && !randomVariants(E, X, *Printer, Bases, Rules, VariantsPath, VariantCount))
    return 1;

  auto OS = probe::openOutput("export_encoding_aarch64", OutDir + "/isa_encoding.json");
  if (!OS)
    return 1;
  probe::writeTableHead(*OS, "aarch64", kTriple, "export_encoding_aarch64");
  probe::writeRegisterTables(*OS, L.RegTables);
  *OS << " \"opcodes\": [\n";
  bool First = true;
  for (auto &[Opc, Rule] : Rules) {
    *OS << (First ? "" : ",\n") << "  [" << quote(E.MII->getName(Opc).str()) << "," << Rule.Fixed << ",[";
    First = false;
    for (size_t I = 0; I < Rule.Ops.size(); ++I)
      *OS << (I ? "," : "") << Rule.Ops[I].Json;
    *OS << "]";
    auto F = FixupsOf.find(Opc);
    auto S = SpecifiersOf.find(Opc);
    if (F != FixupsOf.end()) {
      *OS << ",[";
      bool FirstFixup = true;
      for (auto &[Op, Json] : F->second) {
        *OS << (FirstFixup ? "" : ",") << Json;
        FirstFixup = false;
      }
      *OS << "]";
      if (S != SpecifiersOf.end()) {
        *OS << ",[";
        for (size_t K = 0; K < S->second.size(); ++K)
          *OS << (K ? "," : "") << S->second[K];
        *OS << "]";
      }
    }
    *OS << "]";
  }
  *OS << "\n ]\n}\n";
  OS->close();

  errs() << "export_encoding_aarch64: " << Samples.size() << " instructions from " << Texts.size() << " spellings, "
         << Rules.size() << " opcodes, " << L.RegTables.size() << " register tables; " << Check.Wrong << " of "
         << Check.Checked << " predicted wrongly\n";
  return Check.Wrong ? 2 : 0;
}