// Guest memory by GPU address, whatever holds it: the live VM of a submission, or
// a trace's recorded image under a copy-on-write overlay.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "mem/va_space.h"

namespace rdnavk::cp {

class GpuMemory {
 public:
  virtual ~GpuMemory() = default;
  // Copies the bytes at [va, va + out.size()). False when any byte is unmapped.
  virtual bool read(uint64_t va, std::span<uint8_t> out) const = 0;
  // Stores `in` at [va, va + in.size()). False (and nothing stored) when any byte
  // is unmapped. Bytes of a sparse (PRT) mapping take no store.
  virtual bool write(uint64_t va, std::span<const uint8_t> in) = 0;

  // The live VM behind this memory, when there is one: the executor then
  // imports the guest's own pages into the host device (D9).
  virtual const mem::VmSnapshot* vm() const { return nullptr; }
  // Otherwise, the mapped ranges (page aligned) it can copy to the host device
  // and back; `sparse` ranges read as zeros and drop stores.
  struct Range {
    uint64_t va = 0;
    uint64_t size = 0;
    bool sparse = false;
  };
  virtual std::vector<Range> ranges() const { return {}; }

  bool read32(uint64_t va, uint32_t* v) const {
    return read(va, {reinterpret_cast<uint8_t*>(v), 4});
  }
  bool read64(uint64_t va, uint64_t* v) const {
    return read(va, {reinterpret_cast<uint8_t*>(v), 8});
  }
  bool write32(uint64_t va, uint32_t v) { return write(va, {reinterpret_cast<uint8_t*>(&v), 4}); }
  bool write64(uint64_t va, uint64_t v) { return write(va, {reinterpret_cast<uint8_t*>(&v), 8}); }
};

// The guest's own pages through a submission's VM snapshot: writes land in the
// buffers the application maps.
class VmSnapshotMemory final : public GpuMemory {
 public:
  explicit VmSnapshotMemory(const mem::VmSnapshot& vm) : vm_(vm) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override { return vm_.read(va, out); }
  bool write(uint64_t va, std::span<const uint8_t> in) override { return vm_.write(va, in); }
  const mem::VmSnapshot* vm() const override { return &vm_; }

 private:
  const mem::VmSnapshot& vm_;
};

}  // namespace rdnavk::cp
