#include "mem/va_space.h"

#include <algorithm>
#include <cstring>

namespace rdnavk::mem {

const Mapping* VmSnapshot::find(uint64_t va) const {
  auto it = std::upper_bound(mappings_.begin(), mappings_.end(), va,
                             [](uint64_t v, const Mapping& m) { return v < m.va; });
  if (it == mappings_.begin()) return nullptr;
  --it;
  return va < it->end() ? &*it : nullptr;
}

bool VmSnapshot::read(uint64_t va, std::span<uint8_t> out) const {
  size_t done = 0;
  while (done < out.size()) {
    const Mapping* m = find(va + done);
    if (m == nullptr) return false;
    uint64_t in_map = va + done - m->va;
    size_t n = static_cast<size_t>(std::min<uint64_t>(m->size - in_map, out.size() - done));
    if (m->bo) {
      std::memcpy(out.data() + done, m->bo->host + m->offset + in_map, n);
    } else {
      std::memset(out.data() + done, 0, n);
    }
    done += n;
  }
  return true;
}

bool VmSnapshot::write(uint64_t va, std::span<const uint8_t> in) const {
  // Check the whole range first so that a partial store never happens.
  for (size_t done = 0; done < in.size();) {
    const Mapping* m = find(va + done);
    if (m == nullptr) return false;
    done += static_cast<size_t>(std::min<uint64_t>(m->end() - (va + done), in.size() - done));
  }
  size_t done = 0;
  while (done < in.size()) {
    const Mapping* m = find(va + done);
    uint64_t in_map = va + done - m->va;
    size_t n = static_cast<size_t>(std::min<uint64_t>(m->size - in_map, in.size() - done));
    if (m->bo) std::memcpy(m->bo->host + m->offset + in_map, in.data() + done, n);
    done += n;
  }
  return true;
}

VaStatus VaSpace::map(const Mapping& m) {
  if (m.size == 0 || m.va + m.size < m.va) return VaStatus::kInvalid;
  auto next = mappings_.lower_bound(m.va);
  if (next != mappings_.end() && next->second.va < m.end()) return VaStatus::kOverlap;
  if (next != mappings_.begin()) {
    auto prev = std::prev(next);
    if (prev->second.end() > m.va) return VaStatus::kOverlap;
  }
  mappings_.emplace(m.va, m);
  cached_.reset();
  return VaStatus::kOk;
}

VaStatus VaSpace::unmap(uint64_t va) {
  auto it = mappings_.find(va);
  if (it == mappings_.end()) return VaStatus::kNotFound;
  mappings_.erase(it);
  cached_.reset();
  return VaStatus::kOk;
}

void VaSpace::clear(uint64_t va, uint64_t size) {
  uint64_t end = va + size;
  auto it = mappings_.lower_bound(va);
  if (it != mappings_.begin()) --it;
  std::vector<Mapping> keep;
  while (it != mappings_.end() && it->second.va < end) {
    Mapping m = it->second;
    if (m.end() <= va) {
      ++it;
      continue;
    }
    it = mappings_.erase(it);
    if (m.va < va) {  // the part before the cleared range stays
      Mapping head = m;
      head.size = va - m.va;
      keep.push_back(head);
    }
    if (m.end() > end) {  // and the part after it
      Mapping tail = m;
      tail.va = end;
      tail.size = m.end() - end;
      tail.offset = m.offset + (end - m.va);
      keep.push_back(tail);
    }
  }
  for (auto& m : keep) mappings_.emplace(m.va, std::move(m));
  cached_.reset();
}

std::shared_ptr<const VmSnapshot> VaSpace::snapshot() {
  if (!cached_) {
    std::vector<Mapping> v;
    v.reserve(mappings_.size());
    for (const auto& [va, m] : mappings_) v.push_back(m);
    cached_ = std::make_shared<const VmSnapshot>(std::move(v));
  }
  return cached_;
}

}  // namespace rdnavk::mem
