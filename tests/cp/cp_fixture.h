// A submission built from packets in a flat memory, run by a command processor.
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "cp/command_processor.h"
#include "pm4/packet.h"

namespace rdnavk::cp {

// Guest memory: one buffer at kBase.
class FlatMemory final : public GpuMemory {
 public:
  static constexpr uint64_t kBase = 0x800000000000ull;
  explicit FlatMemory(size_t bytes) : bytes_(bytes, 0) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override {
    if (!inside(va, out.size())) return false;
    std::memcpy(out.data(), bytes_.data() + (va - kBase), out.size());
    return true;
  }
  bool write(uint64_t va, std::span<const uint8_t> in) override {
    if (!inside(va, in.size())) return false;
    std::memcpy(bytes_.data() + (va - kBase), in.data(), in.size());
    return true;
  }
  uint32_t dw(uint64_t va) const {
    uint32_t v = 0;
    read32(va, &v);
    return v;
  }
  void put(uint64_t va, std::vector<uint32_t> dws) {
    write(va, {reinterpret_cast<const uint8_t*>(dws.data()), dws.size() * 4});
  }

 private:
  bool inside(uint64_t va, size_t n) const {
    return va >= kBase && va - kBase <= bytes_.size() && n <= bytes_.size() - (va - kBase);
  }
  std::vector<uint8_t> bytes_;
};

inline uint32_t pkt3(pm4::Opcode op, size_t body, bool predicate = false) {
  return 3u << 30 | static_cast<uint32_t>((body - 1) & 0x3fff) << 16 |
         static_cast<uint32_t>(op) << 8 | (predicate ? 1u : 0u);
}
inline uint32_t lo(uint64_t a) {
  return static_cast<uint32_t>(a);
}
inline uint32_t hi(uint64_t a) {
  return static_cast<uint32_t>(a >> 32);
}

// Runs `packets` as one IB at `ib` of submission `sequence` on `ring`.
inline CpReport run_ib(CommandProcessor& cp, FlatMemory& mem, uint64_t ib, uint64_t sequence,
                       const std::vector<uint32_t>& packets, RingType ring = RingType::kGfx) {
  mem.put(ib, packets);
  Submission s;
  s.sequence = sequence;
  s.ring_type = ring;
  s.ibs = {{ib, static_cast<uint32_t>(packets.size()), 0}};
  return cp.run(s, mem);
}

class CpTest : public ::testing::Test {
 protected:
  static constexpr uint64_t kIb = FlatMemory::kBase;
  static constexpr uint64_t kData = FlatMemory::kBase + 0x10000;

  // Runs `packets` as one IB of a submission on `ring`.
  CpReport run(const std::vector<uint32_t>& packets, RingType ring = RingType::kGfx) {
    return run_ib(cp, mem, kIb, ++seq, packets, ring);
  }

  FlatMemory mem{1 << 20};
  CommandProcessor cp;
  uint64_t seq = 0;
};

}  // namespace rdnavk::cp
