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

  // Host bytes [first, second) (the process's addresses of guest buffers'
  // pages) whose pages every access through a live VM's table reports
  // (vk::VaTable::kGuard, decision record 0047): the current table and every
  // table made later until the next call. A copy's table guards nothing.
  using HostSpan = std::pair<uint64_t, uint64_t>;
  void guard(std::vector<HostSpan> spans);
  // Pages guarded in the current table.
  size_t guarded_pages() const { return guarded_.size(); }

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
  // Sets or clears the guard of every page of guard_spans_ in vm_entries_ and
  // vm_table_.
  void apply_guards(bool on);

  vk::HostDevice& dev_;
  vk::GuestMemoryMirror& mirror_;
  // The live VM's table and the mappings it was made from (their buffers held,
  // so that a buffer's address is not another's while the table is kept).
  std::vector<mem::Mapping> vm_mappings_;
  std::unique_ptr<vk::HostBuffer> vm_table_;
  vk::VaTable vm_entries_;  // what vm_table_ holds
  std::vector<HostSpan> guard_spans_;
  std::vector<uint64_t> guarded_;                         // leaves of vm_entries_ guarded
  std::vector<std::unique_ptr<vk::HostBuffer>> retired_;  // replaced; freed by finish()
  std::unique_ptr<Copy> copy_;
  uint64_t tables_built_ = 0;
};

}  // namespace rdnavk::exec
