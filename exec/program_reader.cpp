#include "exec/program_reader.h"

#include "vk/va_table.h"

namespace rdnavk::exec {

std::vector<uint8_t> read_program(const cp::GpuMemory& m, uint64_t va) {
  constexpr uint64_t kPage = vk::VaTable::kPage;
  std::vector<uint8_t> code;
  uint64_t at = va;
  while (code.size() < kMaxProgramBytes) {
    uint64_t n = kPage - (at % kPage);
    size_t old = code.size();
    code.resize(old + n);
    if (!m.read(at, {code.data() + old, n})) {
      code.resize(old);
      break;
    }
    at += n;
  }
  return code;
}

}  // namespace rdnavk::exec
