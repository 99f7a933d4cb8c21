// export_encoding_riscv: writes models/riscv/isa_encoding.json, the table mcalens's RISC-V encoder
// (analysis/targets/riscv/encode.py) uses to reproduce LLVM's RISCVMCCodeEmitter (-show-encoding).
//
// Nothing here restates the encoding rules: they are measured on LLVM's own emitter, as
// export_encoding_aarch64 does. The samples are the instructions of models/riscv/isa_probes.json
// (every opcode's printed marker parsed back by LLVM's assembler, with and without C), plus the
// pseudo-instructions the emitter expands itself (`call`, `tail`, `jump`, `%tprel_add`, the long
// conditional branches llvm-mca 19's relaxation makes), parsed here. Per opcode, from one sample:
//  * the instruction's length (2, 4, 6 or 8 bytes: the emitter's expansions included);
//  * per register operand: every register of the operand's class (and every one the samples hold,
//    NoRegister for an unmasked vector instruction) is put in and encoded; the bits that change are
//    the operand's field, with a table of each register's field value (identical tables shared);
//  * per immediate operand: the value of each single bit (1 << k, k < 64) under a transform
//    (v, v - 1, -v, ...) gives the bit placement; the transform must explain every sampled value.
//    Operands none explains get a table of their sampled values;
//  * the fixed bits: the sample's encoding without the operand fields (an expression's field zero;
//    an operand only ever sampled as an expression is written "e");
//  * per immediate operand, each relocation specifier (`%lo(tgt)`, `%pcrel_hi(tgt)`, a bare `tgt`,
//    ...) written into the printed instruction and parsed back by LLVM: where it assembles to the
//    same opcode, the emitter's fixup (kind, byte offset, bit offset and width) is kept per
//    (operand, specifier), and the word is checked against the table's (expression field zero).
// llvm-mca 19 relaxes an instruction before encoding it (MCAsmBackend::relaxInstruction: `c.beqz`
// -> `beq`, `beq` -> the long branch); each relaxation is kept as the relaxed opcode and where its
// operands come from. The opcodes of one base width (RV64's `addw`, `ld`; RV32's `c.jal`) are listed
// with llvm-mc's refusal on the other (`width_errors`). Every sample is then predicted from the table and compared with the emitter
// (the count of disagreements is printed; the exporter fails if there are any).
//
//   export_encoding_riscv --probes models/riscv/isa_probes.json [--out DIR]

#include <cstdint>
#include <cstdio>
#include <map>
#include <memory>
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

extern "C" void LLVMInitializeRISCVTargetInfo();
extern "C" void LLVMInitializeRISCVTargetMC();
extern "C" void LLVMInitializeRISCVAsmParser();

using namespace llvm;
using isa_json::quote;

namespace {

struct Env : probe::McEnv {
  std::unique_ptr<MCSubtargetInfo> STI; // the emitter's: C, relaxation and Zicfilp off (see main)
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCCodeEmitter> Emitter;
  std::unique_ptr<MCAsmBackend> Backend;
  SourceMgr SM;
};

using probe::Code;
using probe::OpcodeRule;

// The emitter's bytes for `MI` (fixup fields zero), guarded: a value the assembler never makes can
// fault in an operand encoder (Ok false then).
Code encode(Env &E, const MCInst &MI, SmallVectorImpl<MCFixup> *FixupsOut = nullptr) {
  return probe::emit(*E.Emitter, *E.STI, MI, FixupsOut);
}

// Relocation specifiers of RISC-V assembly; the parser refuses the ones an operand cannot take.
const char *const kSpecifiers[] = {"",          "%lo",          "%hi",           "%pcrel_lo",       "%pcrel_hi",
                                   "%tprel_lo", "%tprel_hi",    "%tprel_add",    "%got_pcrel_hi",   "%tls_ie_pcrel_hi",
                                   "%tls_gd_pcrel_hi", "%tlsdesc_hi", "%tlsdesc_load_lo", "%tlsdesc_add_lo",
                                   "%tlsdesc_call"};

struct Sample {
  MCInst MI;
  int Subtarget = 0;
  std::string Text; // for messages
};

} // namespace

int main(int argc, char **argv) {
  std::string OutDir = "models/riscv", ProbePath;
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if (A == "--out" && I + 1 < argc)
      OutDir = argv[++I];
    else if (A == "--probes" && I + 1 < argc)
      ProbePath = argv[++I];
    else {
      errs() << "usage: export_encoding_riscv --probes FILE [--out DIR]\n";
      return 64;
    }
  }
  probe::ProbeFile File;
  if (!File.read("export_encoding_riscv", ProbePath))
    return 1;
  const json::Array *Subtargets = File.Subtargets;
  const json::Array *Probes = File.Probes;
  probe::installFaultGuard();
  LLVMInitializeRISCVTargetInfo();
  LLVMInitializeRISCVTargetMC();
  LLVMInitializeRISCVAsmParser();
  Env E;
  std::string Err;
  const json::Array *Main = (*Subtargets)[0].getAsArray();
  std::string Triple = Main && Main->size() > 2 ? Main->data()[1].getAsString()->str() : "";
  if (!E.init(Triple, Err)) {
    errs() << "export_encoding_riscv: " << Err << "\n";
    return 1;
  }
  // One subtarget per probe row's subtarget (for parsing); the emitter's is the main one with C
  // (the long branch's compressed first half), relaxation (extra fixups, same bytes) and Zicfilp
  // (`tail` through t2) off: llvm-mca's default features.
  std::vector<std::unique_ptr<MCSubtargetInfo>> Parsing;
  std::map<std::string, probe::McEnv> ParseEnvs; // per triple (the parser's subtarget copy takes the env's)
  std::vector<probe::McEnv *> ParseEnv;
  for (const json::Value &S : *Subtargets) {
    const json::Array *Row = S.getAsArray();
    std::string Features = Row && Row->size() > 2 ? Row->data()[2].getAsString()->str() : "";
    std::string Tr = Row && Row->size() > 2 ? Row->data()[1].getAsString()->str() : Triple;
    if (!ParseEnvs.count(Tr) && !ParseEnvs[Tr].init(Tr, Err)) {
      errs() << "export_encoding_riscv: " << Err << "\n";
      return 1;
    }
    ParseEnv.push_back(&ParseEnvs[Tr]);
    Parsing.emplace_back(E.TheTarget->createMCSubtargetInfo(Tr, "generic", Features));
  }
  // The first two subtargets (RV64, RV32) with C: the compressed opcodes' symbolic forms (`c.j tgt`)
  // parse there, and relaxation undoes compression (`c.beqz` -> `beq`, `c.jal` on RV32), which
  // needs C in the subtarget.
  std::vector<std::unique_ptr<MCSubtargetInfo>> WithC;
  for (size_t K = 0; K < 2 && K < Subtargets->size(); ++K) {
    const json::Array *Row = (*Subtargets)[K].getAsArray();
    WithC.emplace_back(E.TheTarget->createMCSubtargetInfo(Row->data()[1].getAsString()->str(), "generic",
                                                          Row->data()[2].getAsString()->str() + ",+c"));
  }
  std::string MainFeatures = Main->data()[2].getAsString()->str();
  std::string EmitFeatures;
  {
    StringRef Rest = MainFeatures;
    while (!Rest.empty()) {
      auto [Item, Tail] = Rest.split(',');
      Rest = Tail;
      if (Item == "+c" || Item == "+zca" || Item == "+relax" || Item == "+experimental-zicfilp" || Item == "+zicfilp")
        continue;
      EmitFeatures += (EmitFeatures.empty() ? "" : ",") + Item.str();
    }
  }
  E.STI.reset(E.TheTarget->createMCSubtargetInfo(Triple, "generic", EmitFeatures));
  E.Ctx = std::make_unique<MCContext>(E.TT, E.MAI.get(), E.MRI.get(), E.STI.get(), &E.SM, &E.Options);
  E.Emitter.reset(E.TheTarget->createMCCodeEmitter(*E.MII, *E.Ctx));
  E.Backend.reset(E.TheTarget->createMCAsmBackend(*E.STI, *E.MRI, E.Options));

  std::map<std::string, unsigned> Opcodes, Regs;
  probe::nameMaps(E, Opcodes, Regs);

  // The probes' instructions (columns "parsed" and "parsed +c": [error, [[opcode, flags, operands,
  // [hex, fixups]], ...]]), with the bytes LLVM emitted when the probe file was written.
  std::vector<Sample> Samples;
  std::vector<std::pair<size_t, std::string>> Recorded; // sample -> the probe file's hex bytes
  for (const json::Value &P : *Probes) {
    const json::Array *Row = P.getAsArray();
    if (!Row || Row->size() < 9)
      continue;
    int Subtarget = static_cast<int>(Row->data()[8].getAsInteger().value_or(0));
    // The marker itself (opcode and operands LLVM's printer was given): the only sample of an
    // opcode whose text parses to another (LLVM 22's probes hold no compressed parse).
    {
      json::Array Marker{Row->data()[0], Row->data()[1], Row->data()[2]};
      MCInst MI;
      if (probe::buildInst(Opcodes, Regs, Marker, MI)) {
        const MCInstrDesc &D = E.MII->get(MI.getOpcode());
        unsigned Size = D.getSize();
        if (!D.isPseudo() && (Size == 2 || Size == 4 || Size == 6 || Size == 8) && encode(E, MI).Ok)
          Samples.push_back({MI, Subtarget, Row->data()[4].getAsString().value_or("").str()});
      }
    }
    for (int Column : {5, 6}) {
      const json::Array *Col = Row->data()[Column].getAsArray();
      if (!Col || Col->size() < 2)
        continue;
      const json::Array *Insts = Col->data()[1].getAsArray();
      if (!Insts || Insts->size() != 1)
        continue;
      const json::Array *Inst = Insts->data()[0].getAsArray();
      MCInst MI;
      if (!Inst || !probe::buildInst(Opcodes, Regs, *Inst, MI))
        continue;
      Sample S{MI, Subtarget, Row->data()[3].getAsString().value_or("").str()};
      if (Inst->size() > 3)
        if (const json::Array *Enc = Inst->data()[3].getAsArray())
          if (!Enc->empty())
            Recorded.push_back({Samples.size(), Enc->data()[0].getAsString().value_or("").str()});
      Samples.push_back(S);
    }
  }
  // The pseudo-instructions the emitter expands (their operand is a symbol: no probe marker).
  const MCExpr *Symbol = MCSymbolRefExpr::create(E.Ctx->getOrCreateSymbol("tgt"), *E.Ctx);
  std::map<unsigned, std::map<std::pair<int, std::string>, std::string>> PseudoFixups;
  {
    // (text, the specifier its expression is written with)
    std::vector<std::pair<std::string, std::string>> Pseudos = {
        {"call tgt", ""}, {"tail tgt", ""}, {"jump tgt, t1", ""}, {"call t0, tgt", ""},
        {"add a0, a1, tp, %tprel_add(tgt)", "%tprel_add"}, {"jalr t0, 0(a1), %tlsdesc_call(tgt)", "%tlsdesc_call"}};
    std::vector<std::string> Lines;
    for (auto &P : Pseudos)
      Lines.push_back(P.first);
    // The parsed expressions live in the parser's context: the fixups are read here, and the
    // sample keeps a plain symbol (the bytes do not depend on the expression).
    probe::parseLines(*ParseEnv[0], *Parsing[0], Lines, "", [&](int K, const MCInst &MI) {
      MCInst Plain = MI;
      SmallVector<MCFixup, 4> Fixups;
      encode(E, MI, &Fixups);
      for (unsigned I = 0; I < MI.getNumOperands(); ++I) {
        if (!MI.getOperand(I).isExpr())
          continue;
        Plain.getOperand(I) = MCOperand::createExpr(Symbol);
        for (const MCFixup &F : Fixups)
          if (probe::fixupName(*E.Backend, F) != "fixup_riscv_relax")
            PseudoFixups[MI.getOpcode()][{static_cast<int>(I), Pseudos[K].second}] =
                probe::fixupJson(*E.Backend, static_cast<int>(I), Pseudos[K].second, F);
      }
      Samples.push_back({Plain, 0, Lines[K]});
    });
    for (unsigned Opc : {Opcodes["PseudoLongBEQ"], Opcodes["PseudoLongBNE"], Opcodes["PseudoLongBLT"],
                         Opcodes["PseudoLongBGE"], Opcodes["PseudoLongBLTU"], Opcodes["PseudoLongBGEU"]}) {
      if (!Opc)
        continue;
      MCInst MI;
      MI.setOpcode(Opc);
      MI.addOperand(MCOperand::createReg(Regs["X10"]));
      MI.addOperand(MCOperand::createReg(Regs["X11"]));
      MI.addOperand(MCOperand::createExpr(Symbol));
      SmallVector<MCFixup, 4> Fixups;
      encode(E, MI, &Fixups);
      for (const MCFixup &F : Fixups)
        if (probe::fixupName(*E.Backend, F) != "fixup_riscv_relax")
          PseudoFixups[Opc][{2, ""}] = probe::fixupJson(*E.Backend, 2, "", F);
      Samples.push_back({MI, 0, E.MII->getName(Opc).str()});
    }
  }

  std::map<unsigned, std::vector<size_t>> ByOpcode;
  for (size_t K = 0; K < Samples.size(); ++K)
    ByOpcode[Samples[K].MI.getOpcode()].push_back(K);

  // Every sample's bytes now, against the probe file's (the emitter's features are not the probes').
  size_t Changed = probe::changedEncodings(
      Recorded, [&](size_t K) { return encode(E, Samples[K].MI); }, [&](size_t K) { return Samples[K].Text; },
      "export_encoding_riscv");

  probe::Learner X{*E.MRI, *E.MII, [&](const MCInst &MI) { return encode(E, MI); }};
  std::map<unsigned, OpcodeRule> Rules;
  std::map<unsigned, MCInst> Bases;
  probe::SampleCheck Check;
  size_t Wrong = 0;
  for (auto &[Opc, Indices] : ByOpcode) {
    std::vector<MCInst> Insts;
    for (size_t K : Indices)
      Insts.push_back(Samples[K].MI);
    if (!encode(E, Insts.front()).Ok) {
      errs() << "export_encoding_riscv: " << E.MII->getName(Opc) << " does not encode\n";
      ++Wrong;
      continue;
    }
    OpcodeRule Rule = X.analyse(Insts);
    Check.check(
        Rule, Rule.Size, Insts, probe::predict, [&](size_t K) { return encode(E, Insts[K]); },
        [&](size_t K) { return E.MII->getName(Opc).str() + " `" + Samples[Indices[K]].Text + "`"; },
        "export_encoding_riscv");
    Bases.emplace(Opc, Insts.front());
    Rules.emplace(Opc, std::move(Rule));
  }
  Wrong += Check.Wrong;
  size_t Checked = Check.Checked;

  // Fixups: every immediate or expression operand given each specifier, printed and parsed back.
  std::unique_ptr<MCInstPrinter> Printer(E.TheTarget->createMCInstPrinter(E.TT, 0, *E.MAI, *E.MII, *E.MRI));
  std::map<unsigned, std::map<std::pair<int, std::string>, std::string>> FixupsOf = PseudoFixups;
  size_t FixupWrong = 0;
  {
    std::map<int, std::vector<std::string>> Lines;                               // subtarget -> lines
    std::map<int, std::vector<std::tuple<unsigned, unsigned, std::string>>> Where; // opcode, operand, specifier
    for (auto &[Opc, Base] : Bases) {
      int Subtarget = Samples[ByOpcode[Opc].front()].Subtarget;
      for (unsigned I = 0; I < Base.getNumOperands(); ++I) {
        if (!Base.getOperand(I).isImm() && !Base.getOperand(I).isExpr())
          continue;
        MCInst MI = probe::withOperand(Base, I, MCOperand::createExpr(Symbol));
        std::string Text = probe::printGuarded(*Printer, *Parsing[Subtarget], MI);
        size_t At = Text.find("tgt");
        if (getenv("EXPORT_ENCODING_TRACE"))
          errs() << "symbolic " << E.MII->getName(Opc) << " " << I << ": `" << Text << "`\n";
        if (At == std::string::npos)
          continue;
        for (const char *Spec : kSpecifiers) {
          std::string S = Spec;
          Lines[Subtarget].push_back(Text.substr(0, At) + (S.empty() ? "tgt" : S + "(tgt)") + Text.substr(At + 3));
          Where[Subtarget].push_back({Opc, I, S});
        }
      }
    }
    // Each line is parsed in its sample's subtarget and, on the main one, with C as well (where an
    // uncompressed opcode's line compresses, the opcode differs and the line is skipped).
    std::vector<std::tuple<int, MCSubtargetInfo *>> Passes;
    for (auto &[Subtarget, Texts] : Lines)
      Passes.push_back({Subtarget, Parsing[Subtarget].get()});
    for (size_t K = 0; K < WithC.size(); ++K)
      if (Lines.count(static_cast<int>(K)))
        Passes.push_back({static_cast<int>(K), WithC[K].get()});
    for (auto &[Subtarget, PassSTI] : Passes) {
      const std::vector<std::string> &Texts = Lines[Subtarget];
      probe::parseLines(*ParseEnv[Subtarget], *PassSTI, Texts, "", [&](int K, const MCInst &MI) {
        auto [Opc, I, Spec] = Where[Subtarget][K];
        if (MI.getOpcode() != Opc || I >= MI.getNumOperands() || !MI.getOperand(I).isExpr())
          return;
        SmallVector<MCFixup, 4> Fixups;
        Code C = encode(E, MI, &Fixups);
        uint64_t Predicted = 0;
        auto Rule = Rules.find(Opc);
        if (!C.Ok || Rule == Rules.end() || !probe::predict(Rule->second, MI, Predicted) || Predicted != C.Word ||
            C.Size != Rule->second.Size) {
          if (++FixupWrong <= 10)
            errs() << "export_encoding_riscv: `" << Texts[K] << "`: emitter " << probe::hex(C) << ", table " << Predicted
                   << "\n";
          return;
        }
        for (const MCFixup &F : Fixups) {
          if (probe::fixupName(*E.Backend, F) == "fixup_riscv_relax")
            continue;
          FixupsOf[Opc][{static_cast<int>(I), Spec}] = probe::fixupJson(*E.Backend, static_cast<int>(I), Spec, F);
        }
      });
    }
  }

  // The opcodes of one base width only: each base instruction printed and parsed on the generic CPU
  // of the other width (every extension on); llvm-mc's refusal ("instruction requires the
  // following: RV64I Base Instruction Set") is kept for the resolver, which matches by spelling.
  std::map<std::string, std::string> WidthErrors;
  if (Parsing.size() > 1) {
    for (int Other : {0, 1}) {
      std::vector<std::string> Texts;
      std::vector<unsigned> Which;
      for (auto &[Opc, Base] : Bases) {
        int Own = Samples[ByOpcode[Opc].front()].Subtarget;
        if (Own != 1 - Other || E.MII->get(Opc).isPseudo())
          continue;
        std::string Text = probe::printGuarded(*Printer, *Parsing[Own], Base);
        if (Text.empty())
          continue;
        Texts.push_back(Text);
        Which.push_back(Opc);
      }
      std::vector<probe::ProbeResult> Results = probe::parseLines(*ParseEnv[Other], *Parsing[Other], Texts);
      // Only the width's part: the other features the message names (C for `c.ld`) are the
      // parsing subtarget's, not the opcode's.
      for (size_t K = 0; K < Results.size(); ++K)
        for (const char *Base : {"RV64I Base Instruction Set", "RV32I Base Instruction Set"})
          if (Results[K].Error && Results[K].Message.find(Base) != std::string::npos)
            WidthErrors[E.MII->getName(Which[K]).str()] = std::string("instruction requires the following: ") + Base;
    }
  }

  // llvm-mca 19's relaxation before encoding (LLVM 22's llvm-mca encodes instructions as parsed).
  std::map<unsigned, std::string> Relaxed;
#if LLVM_VERSION_MAJOR < 22
  for (auto &[Opc, Base] : Bases) {
    const MCInst &MI = Base;
    MCSubtargetInfo &RelaxSTI = *WithC[std::min<size_t>(Samples[ByOpcode[Opc].front()].Subtarget == 1, WithC.size() - 1)];
    if (!llvm_compat::mayNeedRelaxation(*E.Backend, MI, RelaxSTI))
      continue;
    MCInst Out = MI;
    E.Backend->relaxInstruction(Out, RelaxSTI);
    if (!Out.getOpcode() || E.MII->getName(Out.getOpcode()) == "PHI") {
      errs() << "export_encoding_riscv: " << E.MII->getName(Opc) << " does not relax\n";
      ++Wrong;
      continue;
    }
    Relaxed[Opc] = probe::relaxedJson(E, MI, Out, false);
  }
#endif

  auto OS = probe::openOutput("export_encoding_riscv", OutDir + "/isa_encoding.json");
  if (!OS)
    return 1;
  probe::writeTableHead(*OS, "riscv", Triple, "export_encoding_riscv");
  *OS << " \"columns\": [\"opcode\", \"bytes\", \"fixed bits\", \"operands\", \"fixups [operand, specifier, llvm-mc's kind text, "
         "byte offset, bit offset, bits]\", \"relaxed to [opcode, operands]\"],\n";
  probe::writeRegisterTables(*OS, X.RegTables);
  *OS << " \"opcodes\": [\n";
  bool First = true;
  for (auto &[Opc, Rule] : Rules) {
    *OS << (First ? "" : ",\n") << "  [" << quote(E.MII->getName(Opc).str()) << "," << Rule.Size << ","
        << Rule.Fixed << ",[";
    First = false;
    for (size_t I = 0; I < Rule.Ops.size(); ++I)
      *OS << (I ? "," : "") << Rule.Ops[I].Json;
    *OS << "],[";
    auto F = FixupsOf.find(Opc);
    if (F != FixupsOf.end()) {
      bool FirstFixup = true;
      for (auto &[Key, Json] : F->second) {
        *OS << (FirstFixup ? "" : ",") << Json;
        FirstFixup = false;
      }
    }
    *OS << "]";
    auto R = Relaxed.find(Opc);
    *OS << "," << (R != Relaxed.end() ? R->second : "null") << "]";
  }
  *OS << "\n ],\n \"width_errors\": {";
  bool FirstError = true;
  for (auto &[Name, Message] : WidthErrors) {
    *OS << (FirstError ? "\n  " : ",\n  ") << quote(Name) << ": " << quote(Message);
    FirstError = false;
  }
  *OS << "\n }\n}\n";
  OS->close();

  errs() << "export_encoding_riscv: " << Samples.size() << " instructions, " << Rules.size() << " opcodes, "
         << X.RegTables.size() << " register tables, " << FixupsOf.size() << " opcodes with fixups, "
         << Relaxed.size() << " relaxations, " << WidthErrors.size() << " opcodes of one width; " << Changed << " of " << Recorded.size()
         << " probe encodings differ from the emitter now; " << Wrong << " of " << Checked
         << " predicted wrongly; " << FixupWrong << " symbolic forms predicted wrongly\n";
  return Wrong || FixupWrong || Changed ? 2 : 0;
}
