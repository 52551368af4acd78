// The table a module translates guest addresses with (xlate/runtime_spirv.cpp
// reads it): three levels of 4096 eight-byte entries indexed by bits 47:36,
// 35:24 and 23:12 of the address. Table 0 is all zeros (an absent entry leads
// there), table 1 is the root; a leaf holds the device address of the 4 KiB page,
// 1 for a sparse (PRT) page, 0 for none. Bit 1 of a page's leaf marks it
// guarded (kGuard, decision record 0047).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rdnavk::vk {

class VaTable {
 public:
  static constexpr uint64_t kPage = 4096;
  static constexpr uint64_t kSparse = 1;
  static constexpr uint64_t kGuard = 2;

  VaTable();
  // Maps [va, va + size) (page aligned) to device addresses from `device`
  // (page aligned), or as sparse with device == kSparse. False when the
  // table would pass `max_pages` pages.
  bool map(uint64_t va, uint64_t size, uint64_t device, uint64_t max_pages = uint64_t{1} << 24);
  const std::vector<uint64_t>& entries() const { return entries_; }
  // The index in entries() of the leaf of `va`'s page where a page (not a
  // sparse one) is mapped there; 0 otherwise.
  uint64_t page_leaf(uint64_t va) const;
  // Sets or clears kGuard in the leaf at `index` (a page_leaf()).
  void guard(uint64_t index, bool on);
  uint64_t bytes() const { return entries_.size() * 8; }

 private:
  uint64_t table(uint64_t parent_entry_index);
  std::vector<uint64_t> entries_;
  uint64_t pages_ = 0;
};

}  // namespace rdnavk::vk
