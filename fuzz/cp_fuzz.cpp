// Fuzzes the command processor over raw IB bytes: the input is the guest memory of
// one submission (its first IB at the start) on a ring the first byte picks.
// Truncated packets, counts past the IB, chains that loop, nesting past the limit,
// unknown opcodes, writes outside the register spaces and addresses outside the
// memory must each end in a counted error or refusal: never a crash, a hang or a
// read outside the memory.
#include <cstdint>
#include <cstring>
#include <vector>

#include "cp/command_processor.h"

namespace {
constexpr uint64_t kBase = 0x100000;

class FuzzMemory final : public rdnavk::cp::GpuMemory {
 public:
  explicit FuzzMemory(std::vector<uint8_t> bytes) : d_(std::move(bytes)) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override {
    if (!inside(va, out.size())) return false;
    std::memcpy(out.data(), d_.data() + (va - kBase), out.size());
    return true;
  }
  bool write(uint64_t va, std::span<const uint8_t> in) override {
    if (!inside(va, in.size())) return false;
    std::memcpy(d_.data() + (va - kBase), in.data(), in.size());
    return true;
  }

 private:
  bool inside(uint64_t va, size_t n) const {
    return va >= kBase && va - kBase <= d_.size() && n <= d_.size() - (va - kBase);
  }
  std::vector<uint8_t> d_;
};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static rdnavk::cp::CommandProcessor* processor = [] {
    rdnavk::cp::CpOptions o;
    o.limits.max_dwords = 1 << 16;  // bounds each input's work
    return new rdnavk::cp::CommandProcessor(o);
  }();
  if (size < 1) return 0;
  static const rdnavk::cp::RingType kRings[] = {rdnavk::cp::RingType::kGfx,
                                                rdnavk::cp::RingType::kCompute,
                                                rdnavk::cp::RingType::kDma};
  rdnavk::cp::Submission s;
  s.ring_type = kRings[data[0] % 3];
  FuzzMemory memory(std::vector<uint8_t>(data + 1, data + size));
  s.ibs = {{kBase, static_cast<uint32_t>((size - 1) / 4), 0}};
  processor->run(s, memory);
  return 0;
}
