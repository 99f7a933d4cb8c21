// export_encoding: writes models/x86-64/isa_encoding.json, the per-opcode facts mcalens's x86-64
// machine-code encoder (analysis/targets/x86/encode.py) needs to reproduce LLVM 19's X86 MCCodeEmitter.
//
// Per opcode (LLVM enum order, pseudo opcodes left out):
//  * the raw 64-bit TSFlags of its MCInstrDesc (form, prefixes, opcode map, immediate size, base
//    opcode byte, VEX/EVEX bits, ...), written as a hex string; the field layout is documented
//    in models/SCHEMA.md and decoded by encode.py;
//  * the MCInstrDesc operand count and the "operand bias": how many leading def operands are
//    repeated as tied uses and therefore skipped by the encoder;
//  * what llvm-mca's code emitter relaxes the opcode to before encoding (MCAsmBackend
//    mayNeedRelaxation / relaxInstruction: short branches, imm8 forms with a symbolic immediate),
//    probed on MCInsts built here.
// Per register: MCRegisterInfo::getEncodingValue, plus the register sets the encoder tests
// (GR16/GR32 address registers, APX extended registers).
//
// Output is deterministic (LLVM enum order only). Usage: export_encoding [--out DIR].

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "llvm_compat.h"

#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include "isa_json.h"

using namespace llvm;
using isa_json::quote;

namespace {

// TSFlags' form field is its low 7 bits; 0 is X86II::Pseudo (never encoded).
constexpr uint64_t FormMask = 0x7F;

// X86II::getOperandBias, restated: the number of leading defs that reappear as tied uses.
unsigned operandBias(const MCInstrDesc &Desc) {
  unsigned Defs = Desc.getNumDefs();
  unsigned Ops = Desc.getNumOperands();
  auto tiedTo = [&](unsigned Op) { return Op < Ops ? Desc.getOperandConstraint(Op, MCOI::TIED_TO) : -1; };
  if (Defs == 1) {
    if (Ops > 1 && tiedTo(1) == 0)
      return 1; // two-address: dst = op(dst, ...)
    if (Ops == 8 && tiedTo(6) == 0)
      return 1; // AVX-512 scatter: the tied operand is second to last
    return 0;
  }
  if (Defs == 2) {
    if (Ops >= 4 && tiedTo(2) == 0 && tiedTo(3) == 1)
      return 2; // xchg / xadd
    if (Ops == 9 && tiedTo(2) == 0 && (tiedTo(3) == 1 || tiedTo(8) == 1))
      return 2; // gathers (AVX-512 ties the mask early, AVX2 last)
  }
  return 0;
}

std::string hex64(uint64_t Value) {
  char Buf[24];
  snprintf(Buf, sizeof(Buf), "%llx", static_cast<unsigned long long>(Value));
  return Buf;
}

// An MCInst of opcode `Opc` whose operands are all the immediate 0, except operand `ExprAt`
// (if any), which is a reference to a symbol.
MCInst probeInst(unsigned Opc, unsigned NumOps, int ExprAt, const MCExpr *Sym) {
  MCInst Inst;
  Inst.setOpcode(Opc);
  for (unsigned I = 0; I < NumOps; ++I)
    Inst.addOperand(static_cast<int>(I) == ExprAt ? MCOperand::createExpr(Sym) : MCOperand::createImm(0));
  return Inst;
}

} // namespace

int main(int argc, char **argv) {
  std::string OutDir = "models/x86-64";
  for (int I = 1; I < argc; ++I) {
    std::string Arg = argv[I];
    if (Arg == "--out" && I + 1 < argc)
      OutDir = argv[++I];
  }
  InitializeAllTargetInfos();
  InitializeAllTargetMCs();

  Triple TT("x86_64-unknown-linux-gnu");
  std::string Error;
  const Target *TheTarget = TargetRegistry::lookupTarget(TT.str(), Error);
  if (!TheTarget) {
    errs() << "export_encoding: " << Error << "\n";
    return 1;
  }
  MCTargetOptions Options;
  std::unique_ptr<MCRegisterInfo> MRI(TheTarget->createMCRegInfo(TT.str()));
  std::unique_ptr<MCAsmInfo> MAI(TheTarget->createMCAsmInfo(*MRI, TT.str(), Options));
  std::unique_ptr<MCInstrInfo> MII(TheTarget->createMCInstrInfo());
  std::unique_ptr<MCSubtargetInfo> STI(TheTarget->createMCSubtargetInfo(TT.str(), "x86-64", ""));
  std::unique_ptr<MCAsmBackend> MAB(TheTarget->createMCAsmBackend(*STI, *MRI, Options));
  if (!MAB) {
    errs() << "export_encoding: no MCAsmBackend for " << TT.str() << "\n";
    return 1;
  }
  SourceMgr SM;
  MCContext Ctx(TT, MAI.get(), MRI.get(), STI.get(), &SM, &Options);
  const MCExpr *Sym = MCSymbolRefExpr::create(Ctx.getOrCreateSymbol("sym"), Ctx);

  std::string Path = OutDir + "/isa_encoding.json";
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC) {
    errs() << "export_encoding: cannot write " << Path << ": " << EC.message() << "\n";
    return 1;
  }
  OS << "{\n \"format\": 1,\n \"target\": \"x86-64\",\n \"source\": {\"llvm\": " << quote(LLVM_VERSION_STRING)
     << ", \"triple\": " << quote(TT.str()) << ", \"tool\": \"tools/llvm_export/export_encoding.cpp\""
     << ", \"license\": \"Numbers are LLVM's: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt)\"},\n";

  // Registers: encoding value by name, in LLVM enum order (NoRegister left out).
  OS << " \"registers\": {";
  for (unsigned Reg = 1; Reg < MRI->getNumRegs(); ++Reg)
    OS << (Reg == 1 ? "" : ",") << (Reg % 8 == 1 ? "\n  " : "") << quote(MRI->getName(Reg)) << ":"
       << MRI->getEncodingValue(Reg);
  OS << "\n },\n";

  // Register sets the encoder tests: address registers that need the 0x67 prefix (GR32) or
  // cannot be encoded in 64-bit mode (GR16), and the APX extended registers (R16-R31 and their
  // parts), which go to the REX2/EVEX high bits.
  OS << " \"register_sets\": {";
  bool FirstSet = true;
  for (const char *ClassName : {"GR16", "GR32"}) {
    for (unsigned RC = 0; RC < MRI->getNumRegClasses(); ++RC) {
      if (StringRef(MRI->getRegClassName(&MRI->getRegClass(RC))) != ClassName)
        continue;
      const MCRegisterClass &Class = MRI->getRegClass(RC);
      std::vector<std::string> Names;
      for (unsigned I = 0; I < Class.getNumRegs(); ++I)
        Names.push_back(MRI->getName(Class.getRegister(I)));
      OS << (FirstSet ? "\n  " : ",\n  ") << quote(StringRef(ClassName).lower()) << ":" << isa_json::stringList(Names);
      FirstSet = false;
    }
  }
  {
    // X86II::isApxExtendedReg: the contiguous enum range R16 .. R31WH.
    unsigned First = 0, Last = 0;
    for (unsigned Reg = 1; Reg < MRI->getNumRegs(); ++Reg) {
      if (StringRef(MRI->getName(Reg)) == "R16")
        First = Reg;
      if (StringRef(MRI->getName(Reg)) == "R31WH")
        Last = Reg;
    }
    std::vector<std::string> Names;
    for (unsigned Reg = First; First && Reg <= Last; ++Reg)
      Names.push_back(MRI->getName(Reg));
    OS << (FirstSet ? "\n  " : ",\n  ") << "\"apx\":" << isa_json::stringList(Names);
  }
  OS << "\n },\n";

  // Opcodes: [name, TSFlags (hex), operand count, operand bias, relaxation or null]; relaxation
  // is [relaxed opcode, operand index that must be symbolic for it to apply, or -1 = always].
  OS << " \"opcodes\": [";
  bool First = true;
  unsigned Written = 0;
  for (unsigned Opc = 0; Opc < MII->getNumOpcodes(); ++Opc) {
    const MCInstrDesc &Desc = MII->get(Opc);
    if ((Desc.TSFlags & FormMask) == 0)
      continue;
    unsigned NumOps = Desc.getNumOperands();
    std::string Relax = "null";
    int Trigger = -2;
    if (llvm_compat::mayNeedRelaxation(*MAB, probeInst(Opc, NumOps, -1, Sym), *STI))
      Trigger = -1;
    for (unsigned I = 0; Trigger == -2 && I < NumOps; ++I)
      if (llvm_compat::mayNeedRelaxation(*MAB, probeInst(Opc, NumOps, static_cast<int>(I), Sym), *STI))
        Trigger = static_cast<int>(I);
    if (Trigger != -2) {
      MCInst Relaxed = probeInst(Opc, NumOps, Trigger, Sym);
      MAB->relaxInstruction(Relaxed, *STI);
      if (Relaxed.getOpcode() != Opc)
        Relax = "[" + quote(MII->getName(Relaxed.getOpcode()).str()) + "," + std::to_string(Trigger) + "]";
    }
    OS << (First ? "\n  " : ",\n  ") << "[" << quote(MII->getName(Opc).str()) << ",\"" << hex64(Desc.TSFlags)
       << "\"," << NumOps << "," << operandBias(Desc) << "," << Relax << "]";
    First = false;
    ++Written;
  }
  OS << "\n ]\n}\n";
  OS.close();
  errs() << "export_encoding: " << Written << " opcodes -> " << Path << "\n";
  return 0;
}
