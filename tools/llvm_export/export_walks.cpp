// export_walks: writes <models dir>/instruction_table_walks.json from LLVM 19's scheduling models.
//
// llvm-mca's -instruction-tables view spreads a resource group's cycles over the first NumUnits
// entries of the group's sub-unit list (MCProcResourceDesc::SubUnitsIdxBegin). Where a group has
// fewer list entries than units, that walk continues into LLVM's generated table, whose layout is
// not the group's member list; the exact sequence is read here from LLVM itself, per group and
// model. Usage: export_walks [--triple TRIPLE] --out DIR MODEL=CPU... (one CPU of each model;
// the triple defaults to x86-64).

#include <memory>
#include <string>

#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include "isa_json.h"

using namespace llvm;
using isa_json::quote;

int main(int argc, char **argv) {
  std::string OutDir = "models/x86-64";
  std::string TripleName = "x86_64-unknown-linux-gnu";
  std::vector<std::string> Cpus;
  for (int I = 1; I < argc; ++I) {
    std::string Arg = argv[I];
    if (Arg == "--out" && I + 1 < argc)
      OutDir = argv[++I];
    else if (Arg == "--triple" && I + 1 < argc)
      TripleName = argv[++I];
    else
      Cpus.push_back(Arg);
  }
  InitializeAllTargetInfos();
  InitializeAllTargetMCs();
  const char *Triple = TripleName.c_str();
  std::string Error;
  const Target *T = TargetRegistry::lookupTarget(Triple, Error);
  if (!T) {
    errs() << "export_walks: " << Error << "\n";
    return 1;
  }
  std::string Path = OutDir + "/instruction_table_walks.json";
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC) {
    errs() << "export_walks: cannot write " << Path << ": " << EC.message() << "\n";
    return 1;
  }
  OS << "{\n \"format\": 1,\n \"source\": {\"llvm\": " << quote(LLVM_VERSION_STRING)
     << ", \"tool\": \"tools/llvm_export/export_walks.cpp\"},\n \"walks\": {";
  for (size_t C = 0; C < Cpus.size(); ++C) {
    std::string Model = Cpus[C].substr(0, Cpus[C].find('='));
    std::string Cpu = Cpus[C].substr(Cpus[C].find('=') + 1);
    std::unique_ptr<MCSubtargetInfo> STI(T->createMCSubtargetInfo(Triple, Cpu, ""));
    const MCSchedModel &SM = STI->getSchedModel();
    OS << (C ? ",\n" : "\n") << "  " << quote(Model) << ": {";
    bool First = true;
    for (unsigned I = 1; I < SM.getNumProcResourceKinds(); ++I) {
      const MCProcResourceDesc *D = SM.getProcResource(I);
      if (!D->SubUnitsIdxBegin)
        continue;
      std::vector<std::string> Walk;
      for (unsigned K = 0; K < D->NumUnits; ++K)
        Walk.push_back(SM.getProcResource(D->SubUnitsIdxBegin[K])->Name);
      OS << (First ? "" : ",") << "\n   " << quote(D->Name) << ": " << isa_json::stringList(Walk);
      First = false;
    }
    OS << "\n  }";
  }
  OS << "\n }\n}\n";
  return 0;
}
