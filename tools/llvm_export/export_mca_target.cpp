// Exports the target facts llvm-mca 19 takes from a target's MCInstrAnalysis rather than from its
// tables, as data for mcalens' descriptor builder (analysis/instr_desc.py):
//
//   clears_super_registers: every register whose write, by MCInstrAnalysis::clearsSuperRegisters,
//     implicitly clears the rest of its super-registers (AArch64: W registers zero the upper half
//     of X; B/H/S/D/Q writes zero the rest of the vector register). Asked register by register with
//     a one-def instruction, which is all the AArch64 implementation looks at (operand 0's
//     register). Not used for x86, whose answer also depends on the encoding (analysis keeps it).
//
//   stack_engine_opcodes (x86, LLVM 22 and later): the opcodes whose RSP write llvm-mca's X86
//     InstrPostProcess removes from the instruction ("pretend to have a stack engine": push and
//     pop no longer depend on each other through RSP). LLVM asks X86::isPUSH / X86::isPOP (the
//     mnemonic tables, linked from the static X86Desc library: the shared library hides them);
//     the list is absent for releases whose llvm-mca keeps the write (19).
//
//   artificial_registers (LLVM 22 and later): the registers MCRegisterInfo::isArtificial names
//     (AArch64's W0_HI..., x86's HAX...: halves that exist only to make lane masks). llvm-mca 22's
//     RegisterFile leaves them out when a write updates a register's sub-registers (mapping, zero
//     state, move-elimination alias), though a read still looks at them: on AArch64, `ldr w0`
//     then no longer leaves x0's upper half mapped to an older write of x0. 19 updates every
//     sub-register, so the list is absent for 19.
//
//   export_mca_target --triple aarch64-unknown-linux-gnu --out DIR     writes DIR/mca_target.json
//   export_mca_target --triple x86_64-unknown-linux-gnu --out DIR
#include <cstdio>
#include <memory>
#include <string>

#include "llvm/ADT/APInt.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrAnalysis.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include "isa_json.h"

using namespace llvm;

#if LLVM_VERSION_MAJOR >= 22
namespace llvm {
namespace X86 {
bool isPOP(unsigned Opcode);  // X86GenMnemonicTables.inc (libLLVMX86Desc.a)
bool isPUSH(unsigned Opcode);
} // namespace X86
} // namespace llvm
#endif

int main(int argc, char **argv) {
  std::string TripleName = "aarch64-unknown-linux-gnu";
  std::string Out = ".";
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if (A == "--triple" && I + 1 < argc)
      TripleName = argv[++I];
    else if (A == "--out" && I + 1 < argc)
      Out = argv[++I];
    else {
      errs() << "usage: export_mca_target [--triple TRIPLE] [--out DIR]\n";
      return 2;
    }
  }
  InitializeAllTargetInfos();
  InitializeAllTargetMCs();
  std::string Error;
  const Target *T = TargetRegistry::lookupTarget(TripleName, Error);
  if (!T) {
    errs() << Error << "\n";
    return 1;
  }
  std::unique_ptr<MCRegisterInfo> MRI(T->createMCRegInfo(TripleName));
  std::unique_ptr<MCInstrInfo> MII(T->createMCInstrInfo());
  std::unique_ptr<MCInstrAnalysis> MCIA(T->createMCInstrAnalysis(MII.get()));
  if (!MRI || !MII || !MCIA) {
    errs() << "the target has no MC register info, instruction info or instruction analysis\n";
    return 1;
  }
  // A real opcode with exactly one explicit def and no implicit defs to ask with.
  unsigned Opcode = 0;
  for (unsigned Op = 1; Op < MII->getNumOpcodes(); ++Op) {
    const MCInstrDesc &D = MII->get(Op);
    if (D.getNumDefs() == 1 && D.implicit_defs().empty() && !D.isPseudo() && D.getNumOperands() >= 1) {
      Opcode = Op;
      break;
    }
  }
  std::string Path = Out + "/mca_target.json";
  FILE *F = std::fopen(Path.c_str(), "w");
  if (!F) {
    errs() << "cannot write " << Path << "\n";
    return 1;
  }
  std::fprintf(F, "{\n \"format\": 1,\n \"target\": %s,\n",
               isa_json::quote(Triple(TripleName).getArchName().str()).c_str());
  std::fprintf(F, " \"source\": {\"llvm\": %s, \"triple\": %s, \"tool\": \"tools/llvm_export/export_mca_target\"},\n",
               isa_json::quote(LLVM_VERSION_STRING).c_str(), isa_json::quote(TripleName).c_str());
#if LLVM_VERSION_MAJOR >= 22
  std::fprintf(F, " \"artificial_registers\": [");
  bool FirstReg = true;
  for (unsigned Reg = 1; Reg < MRI->getNumRegs(); ++Reg) {
    if (!MRI->isArtificial(Reg))
      continue;
    std::fprintf(F, "%s%s", FirstReg ? "" : ", ", isa_json::quote(MRI->getName(Reg)).c_str());
    FirstReg = false;
  }
  std::fprintf(F, "],\n");
#endif
  if (Triple(TripleName).isX86()) {
    // clearsSuperRegisters on x86 also depends on the encoding: mcalens keeps that rule itself.
    std::fprintf(F, " \"stack_engine_opcodes\": ");
#if LLVM_VERSION_MAJOR >= 22
    std::fprintf(F, "[");
    bool FirstOp = true;
    for (unsigned Op = 1; Op < MII->getNumOpcodes(); ++Op) {
      if (!X86::isPOP(Op) && !X86::isPUSH(Op))
        continue;
      std::fprintf(F, "%s%s", FirstOp ? "" : ", ", isa_json::quote(MII->getName(Op).str()).c_str());
      FirstOp = false;
    }
    std::fprintf(F, "]\n}\n");
#else
    std::fprintf(F, "[]\n}\n");
#endif
    std::fclose(F);
    return 0;
  }
  std::fprintf(F, " \"clears_super_registers\": [");
  bool First = true;
  for (unsigned Reg = 1; Reg < MRI->getNumRegs(); ++Reg) {
    MCInst Inst;
    Inst.setOpcode(Opcode);
    Inst.addOperand(MCOperand::createReg(Reg));
    APInt Mask(1, 0);
    if (!MCIA->clearsSuperRegisters(*MRI, Inst, Mask) || !Mask[0])
      continue;
    std::fprintf(F, "%s%s", First ? "" : ", ", isa_json::quote(MRI->getName(Reg)).c_str());
    First = false;
  }
  std::fprintf(F, "]\n}\n");
  std::fclose(F);
  return 0;
}
