// A trace's recorded memory image as the command processor reads guest memory.
// Read-only: a replay writes through a cp::OverlayMemory on top of it.
#pragma once

#include "cp/gpu_memory.h"
#include "trace/reader.h"

namespace rdnavk::trace {

class TraceGpuMemory final : public cp::GpuMemory {
 public:
  explicit TraceGpuMemory(const TraceMemory& m) : m_(m) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override { return m_.read(va, out); }
  bool write(uint64_t, std::span<const uint8_t>) override { return false; }
  std::vector<Range> ranges() const override {
    std::vector<Range> r;
    for (const TraceMapping& m : m_.mappings()) r.push_back({m.va, m.size, m.prt});
    return r;
  }

 private:
  const TraceMemory& m_;
};

}  // namespace rdnavk::trace
