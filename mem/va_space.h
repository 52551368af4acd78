// One GPU virtual address space (one amdgpu VM: the kernel gives each open
// render-node file its own).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <vector>

#include "mem/bo.h"

namespace rdnavk::mem {

// Packets carry 48-bit addresses; the ioctls carry them sign-extended (the high
// half of the VA space is 0xffff8000'00000000 and up). Inside rdnavk every GPU
// address is the 48-bit form.
constexpr uint64_t kGpuAddressMask = (uint64_t{1} << 48) - 1;
constexpr uint64_t canonical_gpu_address(uint64_t va) {
  return va & kGpuAddressMask;
}

// One mapping: [va, va + size) shows the bytes of `bo` from `offset`. A mapping
// without a buffer is a sparse (PRT) one: it reads as zeros and drops writes.
struct Mapping {
  uint64_t va = 0;  // 48-bit
  uint64_t size = 0;
  uint64_t offset = 0;
  uint32_t flags = 0;  // AMDGPU_VM_PAGE_*
  std::shared_ptr<Bo> bo;
  uint64_t end() const { return va + size; }
};

// An immutable copy of a VA space at one moment: what a submission sees.
class VmSnapshot {
 public:
  explicit VmSnapshot(std::vector<Mapping> mappings) : mappings_(std::move(mappings)) {}
  // The mapping that holds `va`, or nullptr.
  const Mapping* find(uint64_t va) const;
  const std::vector<Mapping>& mappings() const { return mappings_; }
  // Copies `out.size()` bytes at `va` into `out`. False when any byte of the
  // range is unmapped; sparse bytes read as zero.
  bool read(uint64_t va, std::span<uint8_t> out) const;
  // Stores `in` at `va` in the buffers' pages. False, storing nothing, when any
  // byte is unmapped; sparse bytes take no store. (The snapshot's table is
  // immutable; the buffers' contents are the guest's memory.)
  bool write(uint64_t va, std::span<const uint8_t> in) const;

 private:
  std::vector<Mapping> mappings_;  // sorted by va, disjoint
};

enum class VaStatus { kOk, kInvalid, kOverlap, kNotFound };

class VaSpace {
 public:
  // Adds a mapping; the range must be free.
  VaStatus map(const Mapping& m);
  // Removes the mapping that starts at `va` (AMDGPU_VA_OP_UNMAP).
  VaStatus unmap(uint64_t va);
  // Removes every byte of [va, va + size), splitting mappings at the edges
  // (AMDGPU_VA_OP_CLEAR, and the first half of AMDGPU_VA_OP_REPLACE).
  void clear(uint64_t va, uint64_t size);
  // The current mappings, shared until the next change.
  std::shared_ptr<const VmSnapshot> snapshot();
  size_t size() const { return mappings_.size(); }

 private:
  std::map<uint64_t, Mapping> mappings_;  // by va
  std::shared_ptr<const VmSnapshot> cached_;
};

}  // namespace rdnavk::mem
