// Fuzzes the command processor's IB walk over raw bytes: the input is the guest
// memory of one submission, with its first IB at the start. Chains, nesting and
// truncated packets must end in a counted error, never a crash, hang or read
// outside the memory.
#include <cstdint>
#include <cstring>
#include <vector>

#include "cp/census.h"
#include "cp/ib_walker.h"

namespace {
constexpr uint64_t kBase = 0x100000;

class FuzzMemory final : public rdnavk::cp::GpuMemory {
 public:
  FuzzMemory(const uint8_t* d, size_t n) : d_(d), n_(n) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override {
    if (va < kBase || va - kBase > n_ || out.size() > n_ - (va - kBase)) return false;
    std::memcpy(out.data(), d_ + (va - kBase), out.size());
    return true;
  }

 private:
  const uint8_t* d_;
  size_t n_;
};

class Count final : public rdnavk::cp::PacketVisitor {
 public:
  void packet(const rdnavk::pm4::Packet& p, uint64_t, int) override { sum += p.body.size(); }
  void error(rdnavk::cp::WalkError, uint64_t, const std::string&) override { ++errors; }
  uint64_t sum = 0, errors = 0;
};
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzMemory m(data, size);
  Count c;
  rdnavk::cp::WalkLimits lim;
  lim.max_dwords = 1 << 20;
  // The IBs IB-chain addresses point at are inside the input, 48-bit: the
  // walker reads them from the input itself.
  rdnavk::cp::walk_ibs({{kBase, static_cast<uint32_t>(size / 4), 0}}, m, c, lim);
  return 0;
}
