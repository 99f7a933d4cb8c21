// Minimal deterministic JSON writing for the ISA exporter: strings are escaped, nothing is reordered.
#pragma once

#include <cstdint>
#include <string>

#include "llvm/Support/raw_ostream.h"

namespace isa_json {

inline std::string quote(const std::string &Text) {
  std::string Out = "\"";
  for (unsigned char C : Text) {
    switch (C) {
    case '"': Out += "\\\""; break;
    case '\\': Out += "\\\\"; break;
    case '\n': Out += "\\n"; break;
    case '\t': Out += "\\t"; break;
    default:
      if (C < 0x20) {
        char Buf[8];
        snprintf(Buf, sizeof(Buf), "\\u%04x", C);
        Out += Buf;
      } else {
        Out += static_cast<char>(C);
      }
    }
  }
  Out += "\"";
  return Out;
}

// Writes `[a,b,c]` from any range of strings, quoting each element.
template <typename Range> std::string stringList(const Range &Items) {
  std::string Out = "[";
  bool First = true;
  for (const auto &Item : Items) {
    if (!First)
      Out += ",";
    First = false;
    Out += quote(std::string(Item));
  }
  Out += "]";
  return Out;
}

} // namespace isa_json
