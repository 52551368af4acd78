// isa_probe [OUT.json]: writes the facts LLVM 19 knows about every GFX10.3
// opcode (see probe.h). scripts/isa/probe.sh runs it and the table generator.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "tests/isa/probe/probe.h"

using namespace rdnavk::isa::probe;

namespace {

// One opcode record per line: readable diffs when LLVM's answers change.
void write(std::ostream& os, const Json& j) {
  os << "{\n";
  bool first_key = true;
  for (auto it = j.begin(); it != j.end(); ++it) {
    os << (first_key ? "" : ",\n") << "  " << Json(it.key()).dump() << ": ";
    first_key = false;
    if (!it.value().is_array()) {
      os << it.value().dump();
      continue;
    }
    os << "[\n";
    for (size_t i = 0; i < it.value().size(); ++i)
      os << "    " << it.value()[i].dump() << (i + 1 < it.value().size() ? ",\n" : "\n");
    os << "  ]";
  }
  os << "\n}\n";
}

}  // namespace

int main(int argc, char** argv) {
  Oracle o;
  if (!o.w32.ok() || !o.w64.ok()) {
    std::fprintf(stderr, "isa_probe: %s\n", o.w32.error().c_str());
    return 1;
  }
  auto t0 = std::chrono::steady_clock::now();
  Json out;
  out["llvm"] = "19 (libLLVM, in process; tests/isa/llvm_oracle.h)";
  out["target"] = "amdgcn-amd-amdhsa gfx1030";
  probe_symbols(o, out);
  probe_scalar(o, out);
  probe_vector(o, out);
  probe_memory(o, out);
  probe_mimg(o, out);
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::fprintf(stderr, "isa_probe: %llu decodes in %.1f s\n",
               static_cast<unsigned long long>(o.decodes), s);
  if (argc > 1) {
    std::ofstream f(argv[1]);
    write(f, out);
  } else {
    write(std::cout, out);
  }
  return 0;
}
