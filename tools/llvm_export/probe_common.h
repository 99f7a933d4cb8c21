// What the ISA exporters (export_isa.cpp for x86, export_isa_aarch64.cpp) share: the MC objects of
// one target, the probe parser (assembly lines through LLVM's own assembler, one result a line),
// the printer helpers and the JSON writers for the static tables.
#pragma once

#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csetjmp>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <algorithm>
#include <array>
#include <vector>

#include "llvm_compat.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCFixup.h"
#if LLVM_VERSION_MAJOR < 22
#include "llvm/MC/MCFixupKindInfo.h" // moved into MCAsmBackend.h in LLVM 22
#endif
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
#include "llvm/Support/JSON.h"
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

// The ISA probes' register picking: the first register of a class that is not one of the target's
// special registers (`WantSpecial`: only those) and overlaps none taken so far; failing that the
// first non-special one (a repeat) or the class's first, or 0 for a special register the class lacks.
struct RegisterPicker {
  McEnv &E;
  bool (*IsSpecial)(StringRef Name);
  std::vector<unsigned> Used;

  RegisterPicker(McEnv &Env, bool (*Special)(StringRef)) : E(Env), IsSpecial(Special) {}
  bool overlaps(unsigned R) const {
    for (unsigned U : Used)
      if (E.MRI->regsOverlap(U, R))
        return true;
    return false;
  }
  unsigned pick(int RC, bool WantSpecial = false) {
    if (RC < 0 || static_cast<unsigned>(RC) >= E.MRI->getNumRegClasses())
      return 0;
    const MCRegisterClass &C = E.MRI->getRegClass(RC);
    unsigned Fallback = 0;
    for (unsigned I = 0; I < C.getNumRegs(); ++I) {
      unsigned R = C.getRegister(I);
      if (IsSpecial(E.MRI->getName(R)) != WantSpecial)
        continue;
      if (!Fallback)
        Fallback = R;
      if (!overlaps(R)) {
        Used.push_back(R);
        return R;
      }
    }
    if (WantSpecial)
      return 0;
    if (!Fallback && C.getNumRegs())
      Fallback = C.getRegister(0);
    return Fallback;
  }
};

// `"feature_implies": {...}` (no line end after its brace): what each feature of the target implies,
// transitively, as -mattr=+NAME enables them.
inline void writeFeatureImplies(raw_ostream &OS, const MCSubtargetInfo &Generic) {
  OS << " \"feature_implies\": {\n";
  ArrayRef<SubtargetFeatureKV> All = Generic.getAllProcessorFeatures();
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
    OS << "  " << isa_json::quote(All[I].Key) << ":" << isa_json::stringList(Names) << (I + 1 < All.size() ? ",\n" : "\n");
  }
  OS << " }";
}

// printRaw in a child process: LLVM's printer reads its name tables (rounding modes, system
// registers, ...) with the operand's value and asserts or crashes on values the assembler never
// makes; "" then.
inline std::string printIsolated(MCInstPrinter &Printer, const MCSubtargetInfo &STI, const MCInst &Inst) {
  int Pipe[2];
  if (pipe(Pipe) != 0)
    return "";
  pid_t Child = fork();
  if (Child == 0) {
    close(Pipe[0]);
    std::string Text = printRaw(Printer, STI, Inst);
    ssize_t Written = write(Pipe[1], Text.data(), Text.size());
    _exit(Written == static_cast<ssize_t>(Text.size()) ? 0 : 1);
  }
  close(Pipe[1]);
  std::string Text;
  char Buffer[256];
  ssize_t N;
  while ((N = read(Pipe[0], Buffer, sizeof Buffer)) > 0)
    Text.append(Buffer, N);
  close(Pipe[0]);
  int Status = 0;
  waitpid(Child, &Status, 0);
  return Child > 0 && WIFEXITED(Status) && WEXITSTATUS(Status) == 0 ? Text : "";
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

// ---------------------------------------------------------------------------------------------
// Measuring an emitter (export_encoding_aarch64, export_encoding_riscv, export_encoding_arm): the
// rules of an opcode's encoding are learned from LLVM's own MCCodeEmitter, never restated. One
// sample MCInst per opcode is varied one operand at a time; the bits that change are the operand's
// field.

// Values the assembler never makes can fault or loop in LLVM's printer and emitter: such calls run
// under a signal handler and a 0.2 s CPU-time limit (`guarded`).
inline sigjmp_buf GuardJump;
inline volatile sig_atomic_t Guarding = 0;

inline void onFault(int Signal) {
  if (Guarding)
    siglongjmp(GuardJump, 1);
  signal(Signal, SIG_DFL);
  raise(Signal);
}

inline void installFaultGuard() {
  // the handler runs on its own stack: an operand encoder can recurse until the stack is gone
  static std::vector<char> AltStack(1 << 20);
  stack_t Alt{};
  Alt.ss_sp = AltStack.data();
  Alt.ss_size = AltStack.size();
  sigaltstack(&Alt, nullptr);
  for (int Signal : {SIGSEGV, SIGILL, SIGBUS, SIGFPE, SIGTRAP, SIGVTALRM}) {
    struct sigaction Action {};
    Action.sa_handler = onFault;
    sigemptyset(&Action.sa_mask);
    Action.sa_flags = SA_NODEFER | SA_ONSTACK;
    sigaction(Signal, &Action, nullptr);
  }
}

inline void guardOn() {
  Guarding = 1;
  struct itimerval Timer {};
  Timer.it_value.tv_usec = 200000;
  setitimer(ITIMER_VIRTUAL, &Timer, nullptr);
}

inline void guardOff() {
  struct itimerval Timer {};
  setitimer(ITIMER_VIRTUAL, &Timer, nullptr);
  Guarding = 0;
}

// printRaw as an assembler line, guarded: "" when the printer faults, loops or throws on a value
// the assembler never makes (ARM: a huge shift amount).
inline std::string printGuarded(MCInstPrinter &Printer, const MCSubtargetInfo &STI, const MCInst &MI) {
  std::string Text;
  if (!sigsetjmp(GuardJump, 1)) {
    guardOn();
    try {
      Text = asLine(printRaw(Printer, STI, MI));
    } catch (...) {
      Text.clear();
    }
  }
  guardOff();
  return Text;
}

// The emitter's bytes as a little-endian word (fixup fields zero), at most 8 bytes.
struct Code {
  uint64_t Word = 0;
  unsigned Size = 0;
  bool Ok = false;
};

// `MI` through the emitter with `STI`, guarded (Ok false when it faults or writes no or too many bytes).
inline Code emit(MCCodeEmitter &Emitter, const MCSubtargetInfo &STI, const MCInst &MI,
                 SmallVectorImpl<MCFixup> *FixupsOut = nullptr) {
  Code C;
  SmallVector<char, 16> Bytes;
  SmallVector<MCFixup, 4> Fixups;
  if (sigsetjmp(GuardJump, 1)) {
    guardOff();
    return C;
  }
  guardOn();
  Emitter.encodeInstruction(MI, Bytes, Fixups, STI);
  guardOff();
  if (Bytes.empty() || Bytes.size() > 8)
    return C;
  for (size_t I = 0; I < Bytes.size(); ++I)
    C.Word |= static_cast<uint64_t>(static_cast<unsigned char>(Bytes[I])) << (8 * I);
  C.Size = Bytes.size();
  C.Ok = true;
  if (FixupsOut)
    FixupsOut->append(Fixups.begin(), Fixups.end());
  return C;
}

inline uint64_t pext(uint64_t Value, uint64_t Mask) {
  uint64_t Out = 0;
  unsigned K = 0;
  for (unsigned B = 0; B < 64; ++B)
    if (Mask >> B & 1) {
      if (Value >> B & 1)
        Out |= uint64_t(1) << K;
      ++K;
    }
  return Out;
}

inline uint64_t pdep(uint64_t Value, uint64_t Mask) {
  uint64_t Out = 0;
  unsigned K = 0;
  for (unsigned B = 0; B < 64; ++B)
    if (Mask >> B & 1) {
      if (Value >> K & 1)
        Out |= uint64_t(1) << B;
      ++K;
    }
  return Out;
}

inline std::string hex(const Code &C) {
  char Buf[40];
  snprintf(Buf, sizeof(Buf), "%u:0x%016llx", C.Size, static_cast<unsigned long long>(C.Word));
  return C.Ok ? Buf : "fault";
}

inline MCInst withOperand(const MCInst &Base, unsigned I, const MCOperand &Op) {
  MCInst MI = Base;
  MI.getOperand(I) = Op;
  return MI;
}

// How one operand's value lands in the word (the JSON the Python encoders read is `Json`):
//  'r' a register: RegValues[reg] deposited into Mask's bits;
//  'i' an immediate v: T = A*v + B, bit Src of T to word bit Dst (`Placement`); Invert: field bits
//      set when T is 0 (an inverted bit: ARM's add/subtract bit); NegMask (sign and magnitude):
//      for v < 0, the placement of -v with NegMask's bits flipped;
//  't' an immediate known by value only (ImmValues, deposited into Mask);
//  'l' (ARM) the register list from this operand to the last: Mask bits per register ("or" lists)
//      or the first register's field and the count's (RegValues, ImmValues).
struct OperandRule {
  std::string Json = "0"; // 0: no bits (a tied copy, or an expression-only operand)
  char Kind = 0;
  uint64_t Mask = 0;
  std::map<unsigned, uint64_t> RegValues;
  int64_t A = 1, B = 0;
  std::vector<std::pair<unsigned, unsigned>> Placement; // (source bit, instruction bit)
  std::map<int64_t, uint64_t> ImmValues;
  uint64_t Invert = 0, NegMask = 0;
  bool NonNegative = false; // 'i': the rule holds from 0 on only (the JSON's seventh item, the minimum 0)
  // 'i' (ARM): the rule holds for magnitudes below this only (and INT32_MIN, `#-0`): the JSON's
  // eighth item (t2ADR's: the emitter's subtract bit is also the magnitude's bit 12); 0: no bound
  int64_t Below = 0;
  // 'l': "or" lists: per register its bits; "seq": the first register's (RegValues, Mask) and the
  // count's (ImmValues over CountMask)
  bool OrList = false;
  std::map<unsigned, uint64_t> ListBits;
  uint64_t CountMask = 0;
};

struct OpcodeRule {
  unsigned Size = 0;
  uint64_t Fixed = 0;
  std::vector<OperandRule> Ops;
};

// Whether a value is beyond an 'i' rule's magnitude bound.
inline bool beyond(const OperandRule &R, int64_t Value) {
  return R.Below && Value != INT32_MIN && (Value >= R.Below || Value <= -R.Below);
}

inline uint64_t place(const OperandRule &R, int64_t Value) {
  bool Negative = R.NegMask && Value < 0;
  int64_t T = R.A * (Negative ? -Value : Value) + R.B;
  uint64_t Out = 0;
  for (auto &[Src, Dst] : R.Placement)
    if ((static_cast<uint64_t>(T) >> Src) & 1)
      Out ^= uint64_t(1) << Dst; // bits two value bits reach (ARM's Thumb-2 branches) are their sum
  return Out ^ R.Invert ^ (Negative ? R.NegMask : 0);
}

// The runs `[[source bit, word bit, width], ...]` of a placement, as JSON.
inline std::string runsJson(const std::vector<std::pair<unsigned, unsigned>> &Placement) {
  std::vector<std::array<unsigned, 3>> Runs;
  for (auto &[Src, Dst] : Placement) {
    if (!Runs.empty() && Runs.back()[0] + Runs.back()[2] == Src && Runs.back()[1] + Runs.back()[2] == Dst)
      ++Runs.back()[2];
    else
      Runs.push_back({Src, Dst, 1});
  }
  std::string P;
  for (auto &R : Runs)
    P += (P.empty() ? "[" : ",[") + std::to_string(R[0]) + "," + std::to_string(R[1]) + "," + std::to_string(R[2]) + "]";
  return "[" + P + "]";
}

// Learns OpcodeRules with `Encode` (the emitter, with the subtarget the caller chose).
struct Learner {
  const MCRegisterInfo &MRI;
  const MCInstrInfo &MII;
  std::function<Code(const MCInst &)> Encode;
  // ARM's operand encoders: inverted bits, sign and magnitude, values beyond the samples checked
  bool ArmForms = false;
  // the bits an immediate is probed on (1 << k for k below it; AArch64's 32); ArmForms probes 31
  unsigned ImmBits = 64;
  // called with each immediate operand's sampled values, to add others known valid (AArch64's
  // sweep of the values the assembler makes): a rule must explain them, a table holds them
  std::function<void(const MCInst &Base, unsigned I, std::set<int64_t> &Values)> MoreValues;
  std::vector<std::map<std::string, uint64_t>> RegTables;
  std::map<std::map<std::string, uint64_t>, int> RegTableIndex;

  int regTable(const std::map<std::string, uint64_t> &T) {
    auto It = RegTableIndex.find(T);
    if (It != RegTableIndex.end())
      return It->second;
    int Id = static_cast<int>(RegTables.size());
    RegTables.push_back(T);
    RegTableIndex.emplace(T, Id);
    return Id;
  }

  std::string regName(unsigned R) const { return R ? MRI.getName(R) : "NoRegister"; }

  OperandRule registerRule(const MCInst &Base, const Code &Code0, unsigned I, const std::set<unsigned> &Seen) {
    const MCInstrDesc &D = MII.get(Base.getOpcode());
    std::set<unsigned> Candidates = Seen;
    int RC = I < D.getNumOperands() ? D.operands()[I].RegClass : -1;
    if (RC >= 0 && !llvm_compat::isLookupRegClass(D.operands()[I])) {
      const MCRegisterClass &C = MRI.getRegClass(RC);
      for (unsigned K = 0; K < C.getNumRegs(); ++K)
        Candidates.insert(C.getRegister(K));
      // ARM: a sampled register outside the operand's class (VLD2b8's spaced pair D0_D2 where the
      // class is DPair's): the registers of the classes it belongs to are tried too
      if (ArmForms)
        for (unsigned R : Seen)
          if (!C.contains(R))
            for (const MCRegisterClass &Other : MRI.regclasses())
              if (Other.contains(R))
                for (unsigned K = 0; K < Other.getNumRegs(); ++K)
                  Candidates.insert(Other.getRegister(K));
    }
    std::map<unsigned, uint64_t> Words;
    uint64_t Mask = 0;
    for (unsigned R : Candidates) {
      Code C = Encode(withOperand(Base, I, MCOperand::createReg(R)));
      if (!C.Ok || C.Size != Code0.Size)
        continue;
      Words[R] = C.Word;
      Mask |= C.Word ^ Code0.Word;
    }
    OperandRule Rule;
    if (!Mask)
      return Rule;
    Rule.Kind = 'r';
    Rule.Mask = Mask;
    std::map<std::string, uint64_t> Table;
    for (auto &[R, W] : Words) {
      Rule.RegValues[R] = pext(W, Mask);
      Table[regName(R)] = pext(W, Mask);
    }
    Rule.Json = "[\"r\"," + std::to_string(regTable(Table)) + "," + std::to_string(Mask) + "]";
    return Rule;
  }

  // Whether the rule gives the emitter's field for every value of `Values` (ARM: `Extra` values may
  // fault, which says nothing).
  bool explains(const MCInst &Base, unsigned I, const OperandRule &Try, uint64_t Rest, const std::set<int64_t> &Values,
                bool MayFault) {
    for (int64_t V : Values) {
      if (beyond(Try, V)) {
        if (MayFault)
          continue; // an extra value beyond a bounded rule
        return false; // a sample beyond it
      }
      Code W = Encode(withOperand(Base, I, MCOperand::createImm(V)));
      if (!W.Ok) {
        if (MayFault)
          continue;
        return false;
      }
      if ((W.Word & ~Try.Mask) != Rest || (W.Word & Try.Mask) != place(Try, V))
        return false;
    }
    return true;
  }

  OperandRule immediateRule(const MCInst &Base, const Code &Code0, unsigned I, const std::set<int64_t> &Seen) {
    static const int64_t Ns[] = {8, 16, 32, 64};
    std::vector<std::pair<int64_t, int64_t>> Transforms = {{1, 0}, {1, -1}, {-1, 0}};
    for (int64_t N : Ns)
      Transforms.push_back({-1, N});
    for (int64_t N : Ns)
      Transforms.push_back({1, -N});
    // Values beyond the samples an ARM rule must explain too (negative offsets: the samples hold
    // the markers' positive ones).
    std::set<int64_t> Extra;
    if (ArmForms)
      for (int64_t V : {int64_t(INT32_MIN), int64_t(-1), int64_t(-2), int64_t(-3), int64_t(-4), int64_t(-5), int64_t(-7),
                        int64_t(-8), int64_t(-12), int64_t(-16), int64_t(-100), int64_t(-255), int64_t(-256), int64_t(-1020),
                        int64_t(-4095), int64_t(0), int64_t(1), int64_t(2), int64_t(3), int64_t(4), int64_t(5), int64_t(7),
                        int64_t(8), int64_t(12), int64_t(16), int64_t(100), int64_t(255), int64_t(256), int64_t(1020),
                        int64_t(4095)})
        Extra.insert(V);
    // ARM: a rule that holds from 0 on only is kept while a sign-and-magnitude one is looked for
    OperandRule FromZero;
    // ARM, where no rule is found: a second pass lets a value bit land in several word bits, kept
    // only as a sign-and-magnitude rule whose sign bits they are (t2ADR's bit 12), below a bound
    // A third, where still none is found: value bits may reach the same word bits, which are then
    // their sum mod 2 (Thumb-2 branches: J1 = NOT(I1 XOR S), S the sign), for every value of both signs
    for (int Multi = 0; Multi < (ArmForms ? 3 : 1) && !(Multi && FromZero.Kind); ++Multi)
    for (int Signed = Multi == 1; Signed < (Multi == 2 ? 1 : ArmForms ? 2 : 1); ++Signed)
      for (auto [A, B] : Transforms) {
        auto valueFor = [&](int64_t T) { return A * (T - B); };
        Code Zero = Encode(withOperand(Base, I, MCOperand::createImm(valueFor(0))));
        if (!Zero.Ok || Zero.Size != Code0.Size)
          continue;
        OperandRule Try;
        Try.Kind = 'i';
        Try.A = A;
        Try.B = B;
        bool Valid = true;
        // ARM's immediates are 32-bit (larger values can make an operand encoder write out of
        // bounds), and bit 31 is the sign (`#-0` is INT32_MIN: the subtract bit, no magnitude)
        for (unsigned K = 0; K < (ArmForms ? 31u : ImmBits) && Valid; ++K) {
          Code W = Encode(withOperand(Base, I, MCOperand::createImm(valueFor(static_cast<int64_t>(uint64_t(1) << K)))));
          if (!W.Ok || W.Size != Code0.Size) {
            Valid = false;
            break;
          }
          uint64_t D = W.Word ^ Zero.Word;
          // the second ARM pass: one value bit may land in several word bits (t2ADR's bit 12, the
          // subtract bit, is two: Inst{23} and Inst{21})
          if ((D & (D - 1)) && !Multi)
            Valid = false;
          else if (D) {
            if ((Try.Mask & D) && Multi != 2)
              Valid = false;
            Try.Mask |= D;
            for (uint64_t Bits = D; Bits; Bits &= Bits - 1)
              Try.Placement.push_back({K, static_cast<unsigned>(__builtin_ctzll(Bits))});
          }
        }
        if (!Valid || !Try.Mask)
          continue;
        if (Signed) {
          // sign and magnitude: -1's field is 1's with the sign bits flipped (bits of their own:
          // the add/subtract bit, part of the field)
          Code One = Encode(withOperand(Base, I, MCOperand::createImm(valueFor(1))));
          Code MinusOne = Encode(withOperand(Base, I, MCOperand::createImm(-valueFor(1))));
          if (!One.Ok || !MinusOne.Ok || One.Size != Code0.Size || MinusOne.Size != Code0.Size)
            continue;
          uint64_t Flip = MinusOne.Word ^ One.Word;
          // the sign bits are bits of their own, or (the second pass, t2ADR's) also the magnitude's
          // bit above its range: -v's placement with them flipped, for magnitudes below that bit
          if (!Flip || ((Flip & Try.Mask) && Multi != 1))
            continue;
          if (Flip & Try.Mask) {
            // the magnitude's bits from the first that reaches them are beyond the rule
            unsigned From = 64;
            for (auto &[Src, Dst] : Try.Placement)
              if ((Flip >> Dst) & 1)
                From = std::min(From, Src);
            if (From >= 31)
              continue;
            std::vector<std::pair<unsigned, unsigned>> Kept;
            Try.Mask = 0;
            for (auto &[Src, Dst] : Try.Placement)
              if (Src < From) {
                Kept.push_back({Src, Dst});
                Try.Mask |= uint64_t(1) << Dst;
              }
            Try.Placement = Kept;
            Try.Below = int64_t(1) << From;
            std::set<unsigned> Sources;
            for (auto &[Src, Dst] : Kept)
              Sources.insert(Src);
            if ((Flip & Try.Mask) || Kept.empty() || Sources.size() != Kept.size())
              continue;
          }
          if (Multi == 1 && !Try.Below)
            continue;
          Try.NegMask = Flip;
          Try.Mask |= Flip;
        }
        if (ArmForms)
          Try.Invert = Zero.Word & Try.Mask;
        uint64_t Rest = Zero.Word & ~Try.Mask;
        if (!explains(Base, I, Try, Rest, Seen, false))
          continue;
        if (ArmForms) {
          // the rule must hold for the small positive values; where it fails for negative ones
          // (an offset the opcode does not take), it is kept for values from 0 on
          std::set<int64_t> Positive, Negative;
          for (int64_t V : Extra)
            (V < 0 ? Negative : Positive).insert(V);
          if (!explains(Base, I, Try, Rest, Positive, true))
            continue;
          Try.NonNegative = !explains(Base, I, Try, Rest, Negative, true);
          if (Multi == 2 && Try.NonNegative)
            continue;
          if (Try.NonNegative)
            for (int64_t V : Seen)
              if (V < 0)
                Try.NonNegative = false;
        }
        std::string Json = "[\"i\"," + std::to_string(A) + "," + std::to_string(B) + "," + runsJson(Try.Placement);
        if (Try.Invert || Try.NegMask || Try.NonNegative || Try.Below)
          Json += "," + std::to_string(Try.Invert) + "," + std::to_string(Try.NegMask);
        if (Try.NonNegative || Try.Below)
          Json += Try.NonNegative ? ",0" : ",null";
        if (Try.Below)
          Json += "," + std::to_string(Try.Below);
        Try.Json = Json + "]";
        if (Try.NonNegative) {
          if (!FromZero.Kind)
            FromZero = Try;
          continue;
        }
        return Try;
      }
    if (FromZero.Kind)
      return FromZero;
    OperandRule Rule;
    std::map<int64_t, uint64_t> Words;
    uint64_t Mask = 0;
    for (int64_t V : Seen) {
      Code W = Encode(withOperand(Base, I, MCOperand::createImm(V)));
      if (!W.Ok)
        continue;
      Words[V] = W.Word;
      Mask |= W.Word ^ Code0.Word;
    }
    if (ArmForms) {
      // The field is every bit some value changes (single bits and the extra values too), so the
      // fixed bits hold none of the sample's value; an operand no value changes is not encoded
      // (Thumb's condition: the IT block holds it).
      uint64_t Field = Mask;
      for (unsigned K = 0; K < 32; ++K)
        for (int64_t V : {static_cast<int64_t>(uint64_t(1) << K), -static_cast<int64_t>(uint64_t(1) << K)}) {
          Code W = Encode(withOperand(Base, I, MCOperand::createImm(V)));
          if (W.Ok && W.Size == Code0.Size)
            Field |= W.Word ^ Code0.Word;
        }
      for (int64_t V : Extra) {
        Code W = Encode(withOperand(Base, I, MCOperand::createImm(V)));
        if (W.Ok && W.Size == Code0.Size)
          Field |= W.Word ^ Code0.Word;
      }
      if (!Field)
        return Rule;
      Mask = Field;
    } else if (!Mask) {
      return Rule; // no value changes a bit: not encoded
    }
    Rule.Kind = 't';
    Rule.Mask = Mask;
    std::string T;
    for (auto &[V, W] : Words) {
      Rule.ImmValues[V] = pext(W, Mask);
      T += (T.empty() ? "\"" : ",\"") + std::to_string(V) + "\":" + std::to_string(pext(W, Mask));
    }
    Rule.Json = "[\"t\",{" + T + "}," + std::to_string(Mask) + "]";
    return Rule;
  }

  // The fixed operands only (ARM's register lists are learned by the ARM exporter itself).
  OpcodeRule analyse(const std::vector<MCInst> &Samples, unsigned NumOperands) {
    OpcodeRule Rule;
    const MCInst &Base = Samples.front();
    Code Code0 = Encode(Base);
    Rule.Size = Code0.Size;
    uint64_t All = 0;
    for (unsigned I = 0; I < NumOperands; ++I) {
      const MCOperand &Op = Base.getOperand(I);
      OperandRule R;
      if (Op.isReg()) {
        std::set<unsigned> Seen;
        for (const MCInst &S : Samples)
          if (I < S.getNumOperands() && S.getOperand(I).isReg())
            Seen.insert(S.getOperand(I).getReg());
        R = registerRule(Base, Code0, I, Seen);
      } else if (Op.isImm()) {
        std::set<int64_t> Seen;
        for (const MCInst &S : Samples)
          if (I < S.getNumOperands() && S.getOperand(I).isImm())
            Seen.insert(S.getOperand(I).getImm());
        if (MoreValues)
          MoreValues(Base, I, Seen);
        R = immediateRule(Base, Code0, I, Seen);
      } else if (Op.isExpr()) {
        R.Json = "\"e\""; // only an expression (the emitter's pseudo-instructions): no value is known
      }
      All |= R.Mask;
      Rule.Ops.push_back(R);
    }
    Rule.Fixed = Code0.Word & ~All;
    return Rule;
  }

  OpcodeRule analyse(const std::vector<MCInst> &Samples) { return analyse(Samples, Samples.front().getNumOperands()); }
};

// The word the rule predicts for `MI`'s operands [0, Rule.Ops.size()) (false when a value is
// outside a table); an expression's field is zero, as in the emitter's bytes.
inline bool predictFixed(const OpcodeRule &Rule, const MCInst &MI, uint64_t &Word) {
  Word = Rule.Fixed;
  if (MI.getNumOperands() < Rule.Ops.size())
    return false;
  for (unsigned I = 0; I < Rule.Ops.size(); ++I) {
    const OperandRule &R = Rule.Ops[I];
    const MCOperand &Op = MI.getOperand(I);
    if (!R.Kind || Op.isExpr())
      continue;
    if (R.Kind == 'r') {
      if (!Op.isReg())
        return false;
      auto It = R.RegValues.find(Op.getReg());
      if (It == R.RegValues.end())
        return false;
      Word |= pdep(It->second, R.Mask);
    } else if (!Op.isImm()) {
      return false;
    } else if (R.Kind == 'i') {
      if ((R.NonNegative && Op.getImm() < 0) || beyond(R, Op.getImm()))
        return false;
      Word |= place(R, Op.getImm());
    } else if (R.Kind == 't') {
      auto It = R.ImmValues.find(Op.getImm());
      if (It == R.ImmValues.end())
        return false;
      Word |= pdep(It->second, R.Mask);
    }
  }
  return true;
}

inline bool predict(const OpcodeRule &Rule, const MCInst &MI, uint64_t &Word) {
  return MI.getNumOperands() == Rule.Ops.size() && predictFixed(Rule, MI, Word);
}

// The check every exporter ends with: each sample predicted from its opcode's rule and compared
// with the emitter; the disagreements are printed (the first `Report`) and counted.
struct SampleCheck {
  size_t Checked = 0, Wrong = 0;
  template <typename Rule_, typename Predict, typename Emit, typename Describe>
  void check(const Rule_ &Rule, unsigned Size, const std::vector<MCInst> &Samples, Predict &&PredictFn, Emit &&EmitFn,
             Describe &&DescribeFn, const char *Tool, size_t Report = SIZE_MAX) {
    for (size_t K = 0; K < Samples.size(); ++K) {
      ++Checked;
      uint64_t Word = 0;
      Code C = EmitFn(K);
      bool Known = PredictFn(Rule, Samples[K], Word);
      if (!Known || !C.Ok || C.Size != Size || Word != C.Word) {
        if (++Wrong <= Report)
          errs() << Tool << ": " << DescribeFn(K) << ": emitter " << hex(C) << ", table "
                 << (Known ? std::to_string(Word) : std::string("unknown")) << "\n";
      }
    }
  }
};

// ---------------------------------------------------------------------------------------------
// What the encoding exporters' drivers share: reading the probe file, its rows as MCInsts, the
// probes' recorded bytes against the emitter's, fixups and relaxations as JSON, the table's head.

// A probe file (export_isa_riscv's, export_isa_arm's): the document and its "subtargets" and
// "probes" arrays (pointers into `Doc`: a ProbeFile is not copied).
struct ProbeFile {
  json::Value Doc = nullptr;
  const json::Array *Subtargets = nullptr;
  const json::Array *Probes = nullptr;

  // False, said with `Tool`'s name, when the file cannot be read or is not a probe file.
  bool read(const std::string &Tool, const std::string &Path) {
    auto Buffer = MemoryBuffer::getFile(Path);
    if (Path.empty() || !Buffer) {
      errs() << Tool << ": cannot read the probes (--probes " << Path << ")\n";
      return false;
    }
    Expected<json::Value> Parsed = json::parse((*Buffer)->getBuffer());
    if (!Parsed) {
      errs() << Tool << ": " << toString(Parsed.takeError()) << "\n";
      return false;
    }
    Doc = std::move(*Parsed);
    const json::Object *Root = Doc.getAsObject();
    Subtargets = Root ? Root->getArray("subtargets") : nullptr;
    Probes = Root ? Root->getArray("probes") : nullptr;
    if (!Subtargets || !Probes || Subtargets->empty()) {
      errs() << Tool << ": not a probe file\n";
      return false;
    }
    return true;
  }
};

// Every opcode's and register's number by name (NoRegister left out).
inline void nameMaps(const McEnv &E, std::map<std::string, unsigned> &Opcodes, std::map<std::string, unsigned> &Regs) {
  for (unsigned Opc = 0; Opc < E.MII->getNumOpcodes(); ++Opc)
    Opcodes[E.MII->getName(Opc).str()] = Opc;
  for (unsigned R = 1; R < E.MRI->getNumRegs(); ++R)
    Regs[E.MRI->getName(R)] = R;
}

// An MCInst from a probe file's row (opcode name, operands "R:X10", "R:", "I:5"); false for
// anything else (expressions).
inline bool buildInst(const std::map<std::string, unsigned> &Opcodes, const std::map<std::string, unsigned> &Regs,
                      const json::Array &Row, MCInst &MI) {
  if (Row.size() < 3)
    return false;
  auto Name = Row[0].getAsString();
  const json::Array *Ops = Row[2].getAsArray();
  if (!Name || !Ops)
    return false;
  auto Opc = Opcodes.find(Name->str());
  if (Opc == Opcodes.end())
    return false;
  MI = MCInst();
  MI.setOpcode(Opc->second);
  for (const json::Value &V : *Ops) {
    auto Text = V.getAsString();
    if (!Text)
      return false;
    StringRef T = *Text;
    if (T.consume_front("R:")) {
      if (T.empty()) {
        MI.addOperand(MCOperand::createReg(0));
        continue;
      }
      auto R = Regs.find(T.str());
      if (R == Regs.end())
        return false;
      MI.addOperand(MCOperand::createReg(R->second));
    } else if (T.consume_front("I:")) {
      int64_t Value = 0;
      if (T.getAsInteger(10, Value))
        return false;
      MI.addOperand(MCOperand::createImm(Value));
    } else {
      return false;
    }
  }
  return true;
}

// The emitter's bytes as the probe files write them (hex, in memory order).
inline std::string hexBytes(const Code &C) {
  std::string Out;
  for (unsigned B = 0; B < C.Size; ++B) {
    char Buf[4];
    snprintf(Buf, sizeof(Buf), "%02x", static_cast<unsigned>(C.Word >> (8 * B) & 0xff));
    Out += Buf;
  }
  return Out;
}

// The samples' bytes now against those the probe file recorded (sample index, hex): how many
// differ, the first ten said with the sample's `Text`.
inline size_t changedEncodings(const std::vector<std::pair<size_t, std::string>> &Recorded,
                               const std::function<Code(size_t)> &EncodeSample,
                               const std::function<std::string(size_t)> &Text, const char *Tool) {
  size_t Changed = 0;
  for (auto &[K, Hex] : Recorded) {
    std::string Now = hexBytes(EncodeSample(K));
    if (Now != Hex && ++Changed <= 10)
      errs() << Tool << ": `" << Text(K) << "`: probe file " << Hex << ", emitter " << Now << "\n";
  }
  return Changed;
}

// Whether the fixup is an ELF relocation type rather than a fixup kind (LLVM 22 writes most
// specifiers so: kinds below FK_NONE; LLVM 19 only `.reloc`'s, from FirstLiteralRelocationKind),
// and its number.
inline bool literalRelocation(const MCFixup &F, unsigned &Type) {
  unsigned Kind = F.getKind();
#if LLVM_VERSION_MAJOR >= 22
  if (Kind >= FK_NONE)
    return false;
  Type = Kind < FirstLiteralRelocationKind ? Kind : Kind - FirstLiteralRelocationKind;
  return true;
#else
  if (Kind < FirstLiteralRelocationKind)
    return false;
  Type = Kind - FirstLiteralRelocationKind;
  return true;
#endif
}

// The fixup kind's name ("" for an ELF relocation type).
inline std::string fixupName(const MCAsmBackend &Backend, const MCFixup &F) {
  unsigned Type = 0;
  if (literalRelocation(F, Type))
    return "";
  const char *Name = Backend.getFixupKindInfo(F.getKind()).Name;
  return Name ? Name : "";
}

// How llvm-mc's -show-encoding names the fixup: `kind: fixup_riscv_branch`, or for an ELF
// relocation type `relocation type: 30`.
inline std::string fixupPhrase(const MCAsmBackend &Backend, const MCFixup &F) {
  unsigned Type = 0;
  if (literalRelocation(F, Type))
    return "relocation type: " + std::to_string(Type);
  return "kind: " + fixupName(Backend, F);
}

// A fixup as the tables write it: [operand, specifier, llvm-mc's kind text, byte offset, bit
// offset, bits] (an ELF relocation type sets no bits).
inline std::string fixupJson(const MCAsmBackend &Backend, int Operand, const std::string &Specifier,
                             const MCFixup &F) {
  unsigned Type = 0;
  bool Literal = literalRelocation(F, Type);
  const MCFixupKindInfo &Info = Backend.getFixupKindInfo(Literal ? FK_NONE : F.getKind());
  return "[" + std::to_string(Operand) + "," + isa_json::quote(Specifier) + "," + isa_json::quote(fixupPhrase(Backend, F)) +
         "," + std::to_string(F.getOffset()) + "," + std::to_string(Literal ? 0 : Info.TargetOffset) + "," +
         std::to_string(Literal ? 0 : Info.TargetSize) + "]";
}

// llvm-mca 19's relaxation of `MI` into `Out` as the tables write it: [opcode, operands], each
// operand ["op", the operand of MI it comes from], ["reg", NAME], ["imm", value] or null. An
// immediate comes from MI's operand at the same place only where `ImmSamePlace` (ARM: an equal
// value elsewhere is a coincidence).
inline std::string relaxedJson(const McEnv &E, const MCInst &MI, const MCInst &Out, bool ImmSamePlace) {
  std::string Ops;
  for (unsigned J = 0; J < Out.getNumOperands(); ++J) {
    const MCOperand &Op = Out.getOperand(J);
    int From = -1;
    for (unsigned I = 0; I < MI.getNumOperands() && From < 0; ++I) {
      const MCOperand &Src = MI.getOperand(I);
      if ((Op.isReg() && Src.isReg() && Op.getReg() == Src.getReg()) ||
          (Op.isExpr() && Src.isExpr() && Op.getExpr() == Src.getExpr()) ||
          (Op.isImm() && Src.isImm() && Op.getImm() == Src.getImm() && (!ImmSamePlace || J == I)))
        From = static_cast<int>(I);
    }
    std::string Item;
    if (From >= 0)
      Item = "[\"op\"," + std::to_string(From) + "]";
    else if (Op.isReg())
      Item = "[\"reg\"," + isa_json::quote(Op.getReg() ? E.MRI->getName(Op.getReg()) : "NoRegister") + "]";
    else if (Op.isImm())
      Item = "[\"imm\"," + std::to_string(Op.getImm()) + "]";
    else
      Item = "null";
    Ops += (Ops.empty() ? "" : ",") + Item;
  }
  return "[" + isa_json::quote(E.MII->getName(Out.getOpcode()).str()) + ",[" + Ops + "]]";
}

// An encoding table's head: format, target, where its numbers come from (LLVM's release, the
// triple, the exporter `Tool`) and their licence.
inline void writeTableHead(raw_ostream &OS, const std::string &Target, const std::string &Triple, const std::string &Tool) {
  OS << "{\n \"format\": 1,\n \"target\": " << isa_json::quote(Target) << ",\n \"source\": {\"llvm\": "
     << isa_json::quote(LLVM_VERSION_STRING) << ", \"triple\": " << isa_json::quote(Triple)
     << ", \"tool\": " << isa_json::quote("tools/llvm_export/" + Tool + ".cpp")
     << ", \"license\": \"Numbers are LLVM's: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt)\"},\n";
}

// `"register_tables": [...],`: the Learner's shared register tables (name -> field value).
inline void writeRegisterTables(raw_ostream &OS, const std::vector<std::map<std::string, uint64_t>> &Tables) {
  OS << " \"register_tables\": [\n";
  for (size_t T = 0; T < Tables.size(); ++T) {
    OS << "  {";
    bool First = true;
    for (auto &[Name, V] : Tables[T]) {
      OS << (First ? "" : ",") << isa_json::quote(Name) << ":" << V;
      First = false;
    }
    OS << "}" << (T + 1 < Tables.size() ? ",\n" : "\n");
  }
  OS << " ],\n";
}

} // namespace probe
