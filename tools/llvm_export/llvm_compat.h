// llvm_compat.h: the few MC-layer API differences between the LLVM releases the exporters build
// against (19 and 22), so that one source writes both releases' model data.
#pragma once

#include "llvm/Config/llvm-config.h"
#include "llvm/MC/MCAsmBackend.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCSchedule.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace llvm_compat {

// An operand whose register class is chosen at run time (x86's ptr_rc in string instructions and
// memory references): LLVM 19 flags it as a pointer-class lookup; LLVM 22 resolves it through the
// hardware mode (RegClass is then an index into the per-mode table, not a class id).
inline bool isLookupRegClass(const llvm::MCOperandInfo &OI) {
#if LLVM_VERSION_MAJOR >= 22
  return OI.isLookupRegClassByHwMode();
#else
  return OI.isLookupPtrRegClass();
#endif
}

// A scheduling class's TableGen name ("" when the library was built without names).
inline std::string schedClassName(const llvm::MCSchedModel &SM, unsigned Idx) {
#if LLVM_VERSION_MAJOR >= 22
  return SM.SchedClassNames ? SM.getSchedClassName(Idx).str() : std::string();
#else
  const char *N = SM.getSchedClassDesc(Idx)->Name;
  return N ? std::string(N) : std::string();
#endif
}

// An expression as the target's assembly printer writes it (LLVM 22 moved printing to MCAsmInfo).
inline void printExpr(llvm::raw_ostream &OS, const llvm::MCExpr &E, const llvm::MCAsmInfo &MAI) {
#if LLVM_VERSION_MAJOR >= 22
  MAI.printExpr(OS, E);
#else
  E.print(OS, &MAI);
#endif
}

// Whether the assembler backend may relax an instruction (LLVM 22 asks with opcode and operands).
inline bool mayNeedRelaxation(const llvm::MCAsmBackend &MAB, const llvm::MCInst &Inst,
                              const llvm::MCSubtargetInfo &STI) {
#if LLVM_VERSION_MAJOR >= 22
  return MAB.mayNeedRelaxation(Inst.getOpcode(), Inst.getOperands(), STI);
#else
  return MAB.mayNeedRelaxation(Inst, STI);
#endif
}

} // namespace llvm_compat
