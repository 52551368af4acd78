// The compute executor's module cache: translated programs found again by their
// key and by the program bytes they were translated from. The bytes a dispatch
// reads run from the program's address to the end of mapped memory, so an entry
// matches when its bytes are a prefix of them.
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <vector>

#include "xlate/translator.h"

namespace rdnavk::cp {

// Entry: any type with `xlate::ComputeKey key` and `std::vector<uint8_t> bytes`.
template <class Entry>
class ModuleCache {
 public:
  Entry* find(const xlate::ComputeKey& key, std::span<const uint8_t> code) const {
    for (const auto& e : entries_)
      if (e->key == key && e->bytes.size() <= code.size() &&
          std::memcmp(e->bytes.data(), code.data(), e->bytes.size()) == 0)
        return e.get();
    return nullptr;
  }
  Entry* add(std::unique_ptr<Entry> e) {
    entries_.push_back(std::move(e));
    return entries_.back().get();
  }

 private:
  std::vector<std::unique_ptr<Entry>> entries_;
};

}  // namespace rdnavk::cp
