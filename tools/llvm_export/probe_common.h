// What the ISA exporters (export_isa.cpp for x86, export_isa_aarch64.cpp) share: the MC objects of
// one target, the probe parser (assembly lines through LLVM's own assembler, one result a line),
// the printer helpers and the JSON writers for the static tables.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
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
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include "isa_json.h"

namespace probe {

using namespace llvm;

// The target-wide MC objects (no subtarget: each exporter keeps the ones it needs).
struct McEnv {
  const Target *TheTarget = nullptr;
  Triple TT;
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCInstrInfo> MII;
  MCTargetOptions Options;

  // Looks the target up and creates the tables; false (and `Error`) when LLVM lacks the target.
  bool init(const std::string &Triple, std::string &Error) {
    TT = llvm::Triple(Triple);
    TheTarget = TargetRegistry::lookupTarget(TT.str(), Error);
    if (!TheTarget)
      return false;
    MRI.reset(TheTarget->createMCRegInfo(TT.str()));
    MAI.reset(TheTarget->createMCAsmInfo(*MRI, TT.str(), Options));
    MII.reset(TheTarget->createMCInstrInfo());
    return true;
  }
};

// An MC operand as the probe files write it: `R:NAME`, `I:value`, `E:expr`, `F:`.
inline std::string operandText(const MCOperand &Op, const MCRegisterInfo &MRI, const MCAsmInfo &MAI) {
  if (Op.isReg())
    return Op.getReg() ? std::string("R:") + MRI.getName(Op.getReg()) : std::string("R:");
  if (Op.isImm())
    return "I:" + std::to_string(Op.getImm());
  if (Op.isExpr()) {
    std::string Text;
    raw_string_ostream OS(Text);
    llvm_compat::printExpr(OS, *Op.getExpr(), MAI);
    return "E:" + OS.str();
  }
  if (Op.isDFPImm() || Op.isSFPImm())
    return "F:";
  return "?";
}

// `["R:X0","I:1",...]` for every operand of `Inst`.
inline std::string operandList(const McEnv &E, const MCInst &Inst) {
  std::vector<std::string> Ops;
  for (const MCOperand &Op : Inst)
    Ops.push_back(operandText(Op, *E.MRI, *E.MAI));
  return isa_json::stringList(Ops);
}

struct ParsedInst {
  unsigned Opcode;
  unsigned Flags;
  std::vector<std::string> Operands;
};

struct ProbeResult {
  bool Error = false;
  std::string Message; // the first error's text
  int Column = -1;     // and its column (0-based) in the probe's line
  std::vector<ParsedInst> Insts;
};

// A streamer that keeps every emitted instruction, attributed to the probe whose marker label
// (`.Lprobe<N>:`) was seen last; all other output is dropped. EXPORT_ISA_TRACE=1 traces the probe
// index (to find a spelling that crashes LLVM's parser).
class RecordingStreamer : public MCStreamer {
public:
  RecordingStreamer(MCContext &Ctx, std::vector<ProbeResult> &Results, const MCRegisterInfo &MRI,
                    const MCAsmInfo &MAI)
      : MCStreamer(Ctx), Results(Results), MRI(MRI), MAI(MAI) {}

  int Current = -1;
  // Called with (probe index, instruction) while the parser's MCContext still lives (expression
  // operands point into it).
  std::function<void(int, const MCInst &)> OnInstruction;

  void emitLabel(MCSymbol *Symbol, SMLoc) override {
    StringRef Name = Symbol->getName();
    if (Name.consume_front(".Lprobe")) {
      unsigned Index = 0;
      if (!Name.getAsInteger(10, Index))
        Current = static_cast<int>(Index);
      if (getenv("EXPORT_ISA_TRACE"))
        fprintf(stderr, "probe %d\n", Current);
    }
  }
  void emitInstruction(const MCInst &Inst, const MCSubtargetInfo &) override {
    if (Current < 0 || Current >= static_cast<int>(Results.size()))
      return;
    if (OnInstruction)
      OnInstruction(Current, Inst);
    ParsedInst Parsed{Inst.getOpcode(), Inst.getFlags(), {}};
    for (const MCOperand &Op : Inst)
      Parsed.Operands.push_back(operandText(Op, MRI, MAI));
    Results[Current].Insts.push_back(std::move(Parsed));
  }
  bool emitSymbolAttribute(MCSymbol *, MCSymbolAttr) override { return true; }
  void emitCommonSymbol(MCSymbol *, uint64_t, Align) override {}
  void emitZerofill(MCSection *, MCSymbol *, uint64_t, Align, SMLoc) override {}

private:
  std::vector<ProbeResult> &Results;
  const MCRegisterInfo &MRI;
  const MCAsmInfo &MAI;
};

struct DiagState {
  std::vector<ProbeResult> *Results;
  RecordingStreamer *Streamer;
};

// Marks the current probe as rejected and keeps the first error's text.
inline void diagHandler(const SMDiagnostic &Diag, void *Context) {
  auto *State = static_cast<DiagState *>(Context);
  if (Diag.getKind() != SourceMgr::DK_Error || !State->Streamer)
    return;
  int Current = State->Streamer->Current;
  if (Current >= 0 && Current < static_cast<int>(State->Results->size())) {
    ProbeResult &R = (*State->Results)[Current];
    if (!R.Error) {
      R.Message = Diag.getMessage().str();
      R.Column = Diag.getColumnNo();
    }
    R.Error = true;
  }
}

// Parses `Lines` (one statement each, after `Prelude`) with LLVM's assembler for `STI`; one result
// per line. The target parser gets a copy of `STI` (directives may change its features).
// `OnInstruction`, if set, sees every instruction the parser emits (see RecordingStreamer).
inline std::vector<ProbeResult> parseLines(McEnv &E, const MCSubtargetInfo &STI, const std::vector<std::string> &Lines,
                                           const std::string &Prelude = "",
                                           std::function<void(int, const MCInst &)> OnInstruction = nullptr) {
  std::vector<ProbeResult> Results(Lines.size());
  std::string Text = Prelude;
  Text.reserve(Lines.size() * 48);
  for (size_t I = 0; I < Lines.size(); ++I) {
    Text += ".Lprobe" + std::to_string(I) + ":\n";
    Text += Lines[I];
    Text += "\n";
  }
  SourceMgr SrcMgr;
  SrcMgr.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(Text, "probes"), SMLoc());
  DiagState State{&Results, nullptr};
  SrcMgr.setDiagHandler(diagHandler, &State);
  MCContext Ctx(E.TT, E.MAI.get(), E.MRI.get(), &STI, &SrcMgr, &E.Options);
  std::unique_ptr<MCObjectFileInfo> MOFI(E.TheTarget->createMCObjectFileInfo(Ctx, false));
  Ctx.setObjectFileInfo(MOFI.get());
  RecordingStreamer Streamer(Ctx, Results, *E.MRI, *E.MAI);
  Streamer.OnInstruction = std::move(OnInstruction);
  State.Streamer = &Streamer;
  std::unique_ptr<MCAsmParser> Parser(createMCAsmParser(SrcMgr, Ctx, Streamer, *E.MAI));
  std::unique_ptr<MCSubtargetInfo> Copy(
      E.TheTarget->createMCSubtargetInfo(E.TT.str(), STI.getCPU(), STI.getFeatureString()));
  std::unique_ptr<MCTargetAsmParser> TAP(E.TheTarget->createMCAsmParser(*Copy, *Parser, *E.MII, E.Options));
  Parser->setTargetParser(*TAP);
  Parser->Run(false); // with an initial text section: some Intel `offset` parsing needs one
  return Results;
}

// The printer's output as llvm-mca shows it: leading whitespace trimmed, inner tabs kept.
inline std::string printRaw(MCInstPrinter &Printer, const MCSubtargetInfo &STI, const MCInst &Inst) {
  std::string Text;
  raw_string_ostream OS(Text);
  Printer.printInst(&Inst, 0, "", STI, OS);
  OS.flush();
  size_t Start = Text.find_first_not_of(" \t");
  return Start == std::string::npos ? std::string() : Text.substr(Start);
}

// An assembler line from printed text: tabs (after the mnemonic) become spaces.
inline std::string asLine(std::string Text) {
  for (char &C : Text)
    if (C == '\t')
      C = ' ';
  return Text;
}

// `"probes"` entries' instruction lists: `[["OPC",flags,[operands]],...]`.
inline void writeParsedInsts(raw_ostream &OS, const McEnv &E, const std::vector<ParsedInst> &Insts) {
  OS << "[";
  for (size_t J = 0; J < Insts.size(); ++J) {
    const ParsedInst &PI = Insts[J];
    OS << (J ? "," : "") << "[" << isa_json::quote(E.MII->getName(PI.Opcode).str()) << "," << PI.Flags << ","
       << isa_json::stringList(PI.Operands) << "]";
  }
  OS << "]";
}

// ---------------------------------------------------------------------------------------------
// Static tables.

// `"registers": [...]`: name, printed name (without `StripPrefix`, x86's '%'), sub- and
// super-registers, constant flag, and the encoding value where `WithEncoding`.
inline void writeRegisters(raw_ostream &OS, const McEnv &E, MCInstPrinter &Printer, char StripPrefix,
                           bool WithEncoding) {
  const MCRegisterInfo &MRI = *E.MRI;
  OS << " \"registers\": [\n";
  for (unsigned Reg = 0; Reg < MRI.getNumRegs(); ++Reg) {
    std::string Asm;
    if (Reg) {
      raw_string_ostream AsmOS(Asm);
      Printer.printRegName(AsmOS, Reg);
      AsmOS.flush();
      if (StripPrefix && !Asm.empty() && Asm[0] == StripPrefix)
        Asm = Asm.substr(1);
    }
    std::vector<std::string> Subs, Supers;
    if (Reg) {
      for (MCPhysReg Sub : MRI.subregs(Reg))
        Subs.push_back(MRI.getName(Sub));
      for (MCPhysReg Super : MRI.superregs(Reg))
        Supers.push_back(MRI.getName(Super));
    }
    OS << "  {\"name\":" << isa_json::quote(Reg ? MRI.getName(Reg) : "NoRegister")
       << ",\"asm\":" << isa_json::quote(Asm) << ",\"sub\":" << isa_json::stringList(Subs)
       << ",\"super\":" << isa_json::stringList(Supers)
       << ",\"const\":" << (Reg && MRI.isConstant(Reg) ? "true" : "false");
    if (WithEncoding)
      OS << ",\"enc\":" << MRI.getEncodingValue(Reg);
    OS << "}" << (Reg + 1 < MRI.getNumRegs() ? ",\n" : "\n");
  }
  OS << " ],\n";
}

// `"register_classes": {NAME: [members], ...}`.
inline void writeRegisterClasses(raw_ostream &OS, const McEnv &E) {
  const MCRegisterInfo &MRI = *E.MRI;
  OS << " \"register_classes\": {\n";
  for (unsigned C = 0; C < MRI.getNumRegClasses(); ++C) {
    const MCRegisterClass &RC = MRI.getRegClass(C);
    std::vector<std::string> Members;
    for (unsigned I = 0; I < RC.getNumRegs(); ++I)
      Members.push_back(MRI.getName(RC.getRegister(I)));
    OS << "  " << isa_json::quote(MRI.getRegClassName(&RC)) << ":" << isa_json::stringList(Members)
       << (C + 1 < MRI.getNumRegClasses() ? ",\n" : "\n");
  }
  OS << " },\n";
}

// An opcode entry's tail after its operands: implicit defs and uses, and the descriptor flags
// (`WithBranchKinds` adds conditional / indirect).
inline void writeOpcodeFlags(raw_ostream &OS, const McEnv &E, const MCInstrDesc &D, bool WithBranchKinds) {
  const MCRegisterInfo &MRI = *E.MRI;
  std::vector<std::string> Defs, Uses, Flags;
  for (MCPhysReg R : D.implicit_defs())
    Defs.push_back(MRI.getName(R));
  for (MCPhysReg R : D.implicit_uses())
    Uses.push_back(MRI.getName(R));
  if (!Defs.empty())
    OS << ",\"idefs\":" << isa_json::stringList(Defs);
  if (!Uses.empty())
    OS << ",\"iuses\":" << isa_json::stringList(Uses);
  if (D.mayLoad()) Flags.push_back("mayLoad");
  if (D.mayStore()) Flags.push_back("mayStore");
  if (D.hasUnmodeledSideEffects()) Flags.push_back("sideEffects");
  if (D.isCall()) Flags.push_back("call");
  if (D.isReturn()) Flags.push_back("return");
  if (D.isBranch()) Flags.push_back("branch");
  if (WithBranchKinds && D.isConditionalBranch()) Flags.push_back("conditional");
  if (WithBranchKinds && D.isIndirectBranch()) Flags.push_back("indirect");
  if (D.isPseudo()) Flags.push_back("pseudo");
  if (D.isVariadic()) Flags.push_back("variadic");
  if (D.variadicOpsAreDefs()) Flags.push_back("variadicDefs");
  if (!Flags.empty())
    OS << ",\"flags\":" << isa_json::stringList(Flags);
}

// Opens an output file; on failure says so (prefixed by the tool's name) and returns null.
inline std::unique_ptr<raw_fd_ostream> openOutput(const std::string &Tool, const std::string &Path) {
  std::error_code EC;
  auto OS = std::make_unique<raw_fd_ostream>(Path, EC);
  if (EC) {
    errs() << Tool << ": cannot write " << Path << ": " << EC.message() << "\n";
    return nullptr;
  }
  return OS;
}

} // namespace probe
