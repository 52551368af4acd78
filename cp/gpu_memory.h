// Reading guest memory by GPU address, whatever holds it: a live VM snapshot or a
// trace's recorded image.
#pragma once

#include <cstdint>
#include <span>

#include "mem/va_space.h"

namespace rdnavk::cp {

class GpuMemory {
 public:
  virtual ~GpuMemory() = default;
  // Copies the bytes at [va, va + out.size()). False when any byte is unmapped.
  virtual bool read(uint64_t va, std::span<uint8_t> out) const = 0;
};

class VmSnapshotMemory final : public GpuMemory {
 public:
  explicit VmSnapshotMemory(const mem::VmSnapshot& vm) : vm_(vm) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override { return vm_.read(va, out); }

 private:
  const mem::VmSnapshot& vm_;
};

}  // namespace rdnavk::cp
