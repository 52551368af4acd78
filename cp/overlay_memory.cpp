#include "cp/overlay_memory.h"

#include <algorithm>
#include <cstring>

namespace rdnavk::cp {

bool OverlayMemory::read(uint64_t va, std::span<uint8_t> out) const {
  if (pages_.empty()) return base_.read(va, out);
  size_t done = 0;
  while (done < out.size()) {
    uint64_t a = va + done;
    uint64_t page = a & ~(kPage - 1);
    size_t n = static_cast<size_t>(std::min<uint64_t>(page + kPage - a, out.size() - done));
    auto it = pages_.find(page);
    if (it != pages_.end()) {
      std::memcpy(out.data() + done, it->second->data() + (a - page), n);
    } else if (!base_.read(a, out.subspan(done, n))) {
      return false;
    }
    done += n;
  }
  return true;
}

OverlayMemory::Page* OverlayMemory::page_for_write(uint64_t page_va) {
  auto it = pages_.find(page_va);
  if (it != pages_.end()) return it->second.get();
  auto p = std::make_unique<Page>();
  // A page the base maps only in part is read byte range by byte range: guest
  // buffers are page aligned, so a partial page is one the base lacks.
  if (!base_.read(page_va, *p)) return nullptr;
  Page* raw = p.get();
  pages_.emplace(page_va, std::move(p));
  return raw;
}

bool OverlayMemory::write(uint64_t va, std::span<const uint8_t> in) {
  if (va + in.size() < va) return false;
  // All pages first, so that a store into unmapped memory changes nothing.
  for (uint64_t page = va & ~(kPage - 1); page < va + in.size(); page += kPage)
    if (page_for_write(page) == nullptr) return false;
  size_t done = 0;
  while (done < in.size()) {
    uint64_t a = va + done;
    uint64_t page = a & ~(kPage - 1);
    size_t n = static_cast<size_t>(std::min<uint64_t>(page + kPage - a, in.size() - done));
    std::memcpy(pages_[page]->data() + (a - page), in.data() + done, n);
    done += n;
  }
  return true;
}

}  // namespace rdnavk::cp
