#include "vk/va_table.h"

namespace rdnavk::vk {

namespace {
constexpr uint64_t kEntries = 4096;
}

VaTable::VaTable() : entries_(2 * kEntries, 0) {}

// The table an entry points to, made on first use.
uint64_t VaTable::table(uint64_t parent) {
  if (entries_[parent] == 0) {
    uint64_t index = entries_.size() / kEntries;
    entries_.resize(entries_.size() + kEntries, 0);
    entries_[parent] = index;
  }
  return entries_[parent];
}

bool VaTable::map(uint64_t va, uint64_t size, uint64_t device, uint64_t max_pages) {
  uint64_t pages = size / kPage;
  if (pages_ + pages > max_pages) return false;
  pages_ += pages;
  for (uint64_t p = 0; p < pages; ++p) {
    uint64_t a = (va & ((uint64_t{1} << 48) - 1)) + p * kPage;
    uint64_t l2 = table(kEntries + ((a >> 36) & 0xfff));
    uint64_t l3 = table(l2 * kEntries + ((a >> 24) & 0xfff));
    entries_[l3 * kEntries + ((a >> 12) & 0xfff)] =
        device == kSparse ? kSparse : device + p * kPage;
  }
  return true;
}

uint64_t VaTable::page_leaf(uint64_t va) const {
  const uint64_t a = va & ((uint64_t{1} << 48) - 1);
  const uint64_t l2 = entries_[kEntries + ((a >> 36) & 0xfff)];
  if (l2 == 0) return 0;
  const uint64_t l3 = entries_[l2 * kEntries + ((a >> 24) & 0xfff)];
  if (l3 == 0) return 0;
  const uint64_t index = l3 * kEntries + ((a >> 12) & 0xfff);
  const uint64_t leaf = entries_[index];
  return leaf == 0 || leaf == kSparse ? 0 : index;
}

void VaTable::guard(uint64_t index, bool on) {
  if (on)
    entries_[index] |= kGuard;
  else
    entries_[index] &= ~kGuard;
}

}  // namespace rdnavk::vk
