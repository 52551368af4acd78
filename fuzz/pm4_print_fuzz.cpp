// Fuzzes the PM4 printer: `rdnavk pm4` prints whatever a trace's IBs hold, so every
// header, count and body must print as text, never crash or read past the IB.
#include <cstdint>
#include <cstring>
#include <vector>

#include "pm4/printer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<uint32_t> ib(size / 4);
  if (!ib.empty()) std::memcpy(ib.data(), data, ib.size() * 4);
  std::string text = rdnavk::pm4::print_ib(ib);
  volatile size_t keep = text.size();
  (void)keep;
  return 0;
}
