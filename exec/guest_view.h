// Guest memory as a module sees it: the VA table that turns guest addresses
// into device addresses, and, where the memory is not a live VM (a trace's
// image, a test's flat memory), a copy of every mapped range on the host device,
// written back afterwards.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cp/gpu_memory.h"
#include "vk/guest_memory.h"
#include "vk/host_buffer.h"
#include "vk/host_device.h"
#include "vk/va_table.h"

namespace rdnavk::exec {

struct GuestView {
  vk::VaTable table;
  std::unique_ptr<vk::HostBuffer> table_buffer;
  std::unique_ptr<vk::HostBuffer> copy;                           // copy mode: the ranges, packed
  std::vector<uint8_t> original;                                  // and what they held before
  std::vector<std::pair<cp::GpuMemory::Range, uint64_t>> copied;  // range, offset in copy
};

// Fills `v` for `m`: a live VM's buffers are imported through `mirror`, other
// memory is copied. Null, or the refusal's name with `*detail` set.
const char* build_view(vk::HostDevice& dev, vk::GuestMemoryMirror& mirror, const cp::GpuMemory& m,
                       GuestView* v, std::string* detail);

// Copy mode: every byte the device changed goes back to guest memory (nothing
// to do for a live VM, whose pages the device wrote itself).
void write_back(cp::GpuMemory& m, const GuestView& v);

}  // namespace rdnavk::exec
