#include "exec/guest_view.h"

#include <cstring>

namespace rdnavk::exec {

namespace {

const char* import_vm(vk::GuestMemoryMirror& mirror, const mem::VmSnapshot& vm, GuestView* v,
                      std::string* detail) {
  for (const mem::Mapping& map : vm.mappings()) {
    uint64_t device = vk::VaTable::kSparse;
    if (map.bo) {
      VkDeviceAddress base = mirror.address_of(map.bo, detail);
      if (base == 0) return "guest-memory-import";
      device = base + map.offset;
    }
    if (!v->table.map(map.va, map.size, device)) return "va-table-too-large";
  }
  return nullptr;
}

const char* copy_ranges(vk::HostDevice& dev, const cp::GpuMemory& m, GuestView* v,
                        std::string* detail) {
  uint64_t total = 0;
  for (const cp::GpuMemory::Range& r : m.ranges())
    if (!r.sparse) total += r.size;
  if (total > 0) {
    v->copy = vk::HostBuffer::create(dev, total, detail);
    if (!v->copy) return "guest-memory-copy";
  }
  uint64_t at = 0;
  for (const cp::GpuMemory::Range& r : m.ranges()) {
    if (r.sparse) {
      if (!v->table.map(r.va, r.size, vk::VaTable::kSparse)) return "va-table-too-large";
      continue;
    }
    if (!m.read(r.va, {v->copy->data() + at, r.size})) return "guest-memory-copy";
    if (!v->table.map(r.va, r.size, v->copy->address() + at)) return "va-table-too-large";
    v->copied.emplace_back(r, at);
    at += r.size;
  }
  if (v->copy) v->original.assign(v->copy->data(), v->copy->data() + total);
  return nullptr;
}

}  // namespace

const char* build_view(vk::HostDevice& dev, vk::GuestMemoryMirror& mirror, const cp::GpuMemory& m,
                       GuestView* v, std::string* detail) {
  const mem::VmSnapshot* vm = m.vm();
  if (const char* why = vm ? import_vm(mirror, *vm, v, detail) : copy_ranges(dev, m, v, detail))
    return why;
  v->table_buffer = vk::HostBuffer::create(dev, v->table.bytes(), detail);
  if (!v->table_buffer) return "va-table";
  std::memcpy(v->table_buffer->data(), v->table.entries().data(), v->table.bytes());
  return nullptr;
}

void write_back(cp::GpuMemory& m, const GuestView& v) {
  for (const auto& [r, at] : v.copied) {
    const uint8_t* now = v.copy->data() + at;
    const uint8_t* was = v.original.data() + at;
    uint64_t i = 0;
    while (i < r.size) {
      if (now[i] == was[i]) {
        ++i;
        continue;
      }
      uint64_t j = i;
      while (j < r.size && now[j] != was[j]) ++j;
      m.write(r.va + i, {now + i, j - i});
      i = j;
    }
  }
}

}  // namespace rdnavk::exec
