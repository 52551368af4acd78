// Guest memory as a module sees it: the VA table that turns guest addresses
// into device addresses, and, where the memory is not a live VM (a trace's
// image, a test's flat memory), a copy of every mapped range on the host device,
// written back when the work that used it is finished.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cp/gpu_memory.h"
#include "mem/va_space.h"
#include "vk/guest_memory.h"
#include "vk/host_buffer.h"
#include "vk/host_device.h"
#include "vk/va_table.h"

namespace rdnavk::exec {

class GuestViews {
 public:
  GuestViews(vk::HostDevice& dev, vk::GuestMemoryMirror& mirror) : dev_(dev), mirror_(mirror) {}

  // The device address of the VA table for `m`: for a live VM, a table of its
  // mappings, kept for as long as they stay the same (the guest maps its
  // buffers once and dispatches many times); otherwise the table of a copy of
  // m's ranges, made once until finish(). Null, or the refusal's name with
  // `*detail` set.
  const char* prepare(const cp::GpuMemory& m, uint64_t* table_address, std::string* detail);

  // The work that used the views has ended: a copy's changed bytes go back to
  // `m` (the memory prepare() copied), and tables no longer current are freed.
  void finish(cp::GpuMemory& m);

  // VA tables built so far (a table reused counts once).
  uint64_t tables_built() const { return tables_built_; }

 private:
  struct Copy {
    const cp::GpuMemory* of = nullptr;
    std::unique_ptr<vk::HostBuffer> bytes;                          // the ranges, packed
    std::vector<uint8_t> original;                                  // what they held before
    std::vector<std::pair<cp::GpuMemory::Range, uint64_t>> copied;  // range, offset in bytes
    std::unique_ptr<vk::HostBuffer> table;
  };
  const char* table_of_vm(const mem::VmSnapshot& vm, uint64_t* table_address, std::string* detail);
  const char* copy_of(const cp::GpuMemory& m, uint64_t* table_address, std::string* detail);
  std::unique_ptr<vk::HostBuffer> upload(const vk::VaTable& t, std::string* detail);

  vk::HostDevice& dev_;
  vk::GuestMemoryMirror& mirror_;
  // The live VM's table and the mappings it was made from (their buffers held,
  // so that a buffer's address is not another's while the table is kept).
  std::vector<mem::Mapping> vm_mappings_;
  std::unique_ptr<vk::HostBuffer> vm_table_;
  std::vector<std::unique_ptr<vk::HostBuffer>> retired_;  // replaced; freed by finish()
  std::unique_ptr<Copy> copy_;
  uint64_t tables_built_ = 0;
};

}  // namespace rdnavk::exec
