#include "exec/guest_view.h"

#include <algorithm>
#include <cstring>

namespace rdnavk::exec {

namespace {

bool same_mappings(const std::vector<mem::Mapping>& a, const std::vector<mem::Mapping>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].va != b[i].va || a[i].size != b[i].size || a[i].offset != b[i].offset ||
        a[i].bo != b[i].bo)
      return false;
  return true;
}

}  // namespace

std::unique_ptr<vk::HostBuffer> GuestViews::upload(const vk::VaTable& t, std::string* detail) {
  auto b = vk::HostBuffer::create(dev_, t.bytes(), detail);
  if (b) std::memcpy(b->data(), t.entries().data(), t.bytes());
  ++tables_built_;
  return b;
}

const char* GuestViews::table_of_vm(const mem::VmSnapshot& vm, uint64_t* table_address,
                                    std::string* detail) {
  if (vm_table_ && same_mappings(vm_mappings_, vm.mappings())) {
    *table_address = vm_table_->address();
    return nullptr;
  }
  vk::VaTable table;
  for (const mem::Mapping& map : vm.mappings()) {
    uint64_t device = vk::VaTable::kSparse;
    if (map.bo) {
      VkDeviceAddress base = mirror_.address_of(map.bo, detail);
      if (base == 0) return "guest-memory-import";
      device = base + map.offset;
    }
    if (!table.map(map.va, map.size, device)) return "va-table-too-large";
  }
  auto buffer = upload(table, detail);
  if (!buffer) return "va-table";
  if (vm_table_) retired_.push_back(std::move(vm_table_));
  vm_table_ = std::move(buffer);
  vm_mappings_ = vm.mappings();
  vm_entries_ = std::move(table);
  guarded_.clear();
  apply_guards(true);
  *table_address = vm_table_->address();
  return nullptr;
}

void GuestViews::apply_guards(bool on) {
  if (!vm_table_) return;
  auto* words = reinterpret_cast<uint64_t*>(vm_table_->data());
  if (!on) {
    for (uint64_t index : guarded_) {
      vm_entries_.guard(index, false);
      words[index] = vm_entries_.entries()[index];
    }
    guarded_.clear();
    return;
  }
  constexpr uint64_t kPage = vk::VaTable::kPage;
  for (const mem::Mapping& map : vm_mappings_) {
    if (!map.bo || map.bo->host == nullptr) continue;
    // The mapping's pages in the process: the buffer's pages are page aligned.
    const uint64_t host = reinterpret_cast<uint64_t>(map.bo->host) + map.offset;
    for (const auto& [first, second] : guard_spans_) {
      const uint64_t lo = std::max(first, host), hi = std::min(second, host + map.size);
      if (lo >= hi) continue;
      for (uint64_t page = lo / kPage * kPage; page < hi; page += kPage) {
        const uint64_t index = vm_entries_.page_leaf(map.va + (page - host));
        if (index == 0 || (vm_entries_.entries()[index] & vk::VaTable::kGuard) != 0) continue;
        vm_entries_.guard(index, true);
        words[index] = vm_entries_.entries()[index];
        guarded_.push_back(index);
      }
    }
  }
}

void GuestViews::guard(std::vector<HostSpan> spans) {
  apply_guards(false);
  guard_spans_ = std::move(spans);
  apply_guards(true);
}

const char* GuestViews::copy_of(const cp::GpuMemory& m, uint64_t* table_address,
                                std::string* detail) {
  if (copy_ && copy_->of == &m) {
    *table_address = copy_->table->address();
    return nullptr;
  }
  auto c = std::make_unique<Copy>();
  c->of = &m;
  vk::VaTable table;
  uint64_t total = 0;
  for (const cp::GpuMemory::Range& r : m.ranges())
    if (!r.sparse) total += r.size;
  if (total > 0) {
    c->bytes = vk::HostBuffer::create(dev_, total, detail);
    if (!c->bytes) return "guest-memory-copy";
  }
  uint64_t at = 0;
  for (const cp::GpuMemory::Range& r : m.ranges()) {
    if (r.sparse) {
      if (!table.map(r.va, r.size, vk::VaTable::kSparse)) return "va-table-too-large";
      continue;
    }
    if (!m.read(r.va, {c->bytes->data() + at, r.size})) return "guest-memory-copy";
    if (!table.map(r.va, r.size, c->bytes->address() + at)) return "va-table-too-large";
    c->copied.emplace_back(r, at);
    at += r.size;
  }
  if (c->bytes) c->original.assign(c->bytes->data(), c->bytes->data() + total);
  c->table = upload(table, detail);
  if (!c->table) return "va-table";
  *table_address = c->table->address();
  copy_ = std::move(c);
  return nullptr;
}

const char* GuestViews::prepare(const cp::GpuMemory& m, uint64_t* table_address,
                                std::string* detail) {
  if (const mem::VmSnapshot* vm = m.vm()) return table_of_vm(*vm, table_address, detail);
  return copy_of(m, table_address, detail);
}

void GuestViews::finish(cp::GpuMemory& m) {
  if (!retired_.empty()) {
    // The mappings changed: buffers the guest has since closed, which no table
    // and no mapping holds now, give their pages back.
    retired_.clear();
    mirror_.collect();
  }
  if (!copy_) return;
  std::unique_ptr<Copy> c = std::move(copy_);
  if (c->of != &m) return;
  for (const auto& [r, at] : c->copied) {
    const uint8_t* now = c->bytes->data() + at;
    const uint8_t* was = c->original.data() + at;
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
