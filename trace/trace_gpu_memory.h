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

 private:
  const TraceMemory& m_;
};

}  // namespace rdnavk::trace
