// Exports what AArch64's assembler reads from each opcode's TSFlags to check the instruction that
// follows a `movprfx` (AArch64AsmParser::validateInstruction), as data for the AArch64 target
// (analysis/targets/aarch64/movprfx.py):
//
//   destructive:  opcodes whose DestructiveInstType (TSFlags bits 3-6, AArch64InstrInfo.h) is not
//                 NotDestructive: only these may follow a movprfx;
//   element_size: opcode -> ElementSize (TSFlags bits 0-2: 1 B, 2 H, 3 S, 4 D) where it is not
//                 ElementSizeNone: a predicated movprfx needs the same size after it.
//
// The bit layout is AArch64InstrInfo.h's (TSFLAG_ELEMENT_SIZE_TYPE, TSFLAG_DESTRUCTIVE_INST_TYPE),
// which is not an installed header.
//
//   export_movprfx_aarch64 [--out DIR]     writes DIR/isa_movprfx.json
#include <cstdio>
#include <memory>
#include <string>

#include "llvm/Config/llvm-config.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include "isa_json.h"

using namespace llvm;

namespace {
constexpr uint64_t kElementSizeMask = 0x7;             // TSFLAG_ELEMENT_SIZE_TYPE(0x7)
constexpr uint64_t kDestructiveInstTypeMask = 0xf << 3;  // TSFLAG_DESTRUCTIVE_INST_TYPE(0xf)
}  // namespace

int main(int argc, char **argv) {
  std::string TripleName = "aarch64-unknown-linux-gnu";
  std::string Out = ".";
  for (int I = 1; I < argc; ++I) {
    std::string A = argv[I];
    if (A == "--out" && I + 1 < argc)
      Out = argv[++I];
    else {
      errs() << "usage: export_movprfx_aarch64 [--out DIR]\n";
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
  std::unique_ptr<MCInstrInfo> MII(T->createMCInstrInfo());
  std::string Path = Out + "/isa_movprfx.json";
  FILE *F = std::fopen(Path.c_str(), "w");
  if (!F) {
    errs() << "cannot write " << Path << "\n";
    return 1;
  }
  std::fprintf(F, "{\n \"format\": 1,\n \"target\": \"aarch64\",\n");
  std::fprintf(F, " \"source\": {\"llvm\": %s, \"triple\": %s, \"tool\": \"tools/llvm_export/export_movprfx_aarch64\"},\n",
               isa_json::quote(LLVM_VERSION_STRING).c_str(), isa_json::quote(TripleName).c_str());
  std::fprintf(F, " \"destructive\": [");
  bool First = true;
  for (unsigned Op = 1; Op < MII->getNumOpcodes(); ++Op) {
    const MCInstrDesc &D = MII->get(Op);
    if (D.isPseudo() || !(D.TSFlags & kDestructiveInstTypeMask))
      continue;
    std::fprintf(F, "%s\n  %s", First ? "" : ",", isa_json::quote(MII->getName(Op).str()).c_str());
    First = false;
  }
  std::fprintf(F, "\n ],\n \"element_size\": {");
  First = true;
  for (unsigned Op = 1; Op < MII->getNumOpcodes(); ++Op) {
    const MCInstrDesc &D = MII->get(Op);
    if (D.isPseudo() || !(D.TSFlags & kElementSizeMask))
      continue;
    std::fprintf(F, "%s\n  %s: %u", First ? "" : ",", isa_json::quote(MII->getName(Op).str()).c_str(),
                 static_cast<unsigned>(D.TSFlags & kElementSizeMask));
    First = false;
  }
  std::fprintf(F, "\n }\n}\n");
  std::fclose(F);
  return 0;
}
