// The executor's module cache: translated programs found again by the key of
// their stage (xlate::ComputeKey, and the graphics stages' keys alike) and by the
// program bytes they were translated from. The bytes a draw or dispatch reads run
// from the program's address to the end of mapped memory, so an entry matches
// when its translated bytes are a prefix of them.
//
// An entry is found by a hash (XXH3) of its key and of the first kHashedBytes
// of its program (all of it when shorter), then confirmed by comparing the key
// (==) and every translated byte. At most `capacity` entries are kept; adding
// one more evicts the least recently used.
#pragma once

#include <xxhash.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <list>
#include <map>
#include <memory>
#include <span>
#include <unordered_map>
#include <vector>

namespace rdnavk::exec {

// The hash of a stage's key, specialised next to each key type (a member by
// member hash: never a key's raw bytes, which hold padding).
template <class Key>
struct KeyHash;

struct ModuleCacheCounts {
  uint64_t hits = 0;
  uint64_t misses = 0;
  uint64_t evictions = 0;
};

template <class Key, class Value>
class ModuleCache {
 public:
  // The program bytes hashed with the key: enough to tell programs apart, few
  // enough that a lookup costs little next to the full comparison.
  static constexpr size_t kHashedBytes = 256;
  static constexpr size_t kDefaultCapacity = 512;

  explicit ModuleCache(size_t capacity = kDefaultCapacity)
      : capacity_(std::max<size_t>(capacity, 1)) {}
  ModuleCache(const ModuleCache&) = delete;
  ModuleCache& operator=(const ModuleCache&) = delete;

  // The entry whose key equals `key` and whose bytes are a prefix of `code`, made
  // the most recently used; nullptr when there is none. Counts a hit or a miss.
  Value* find(const Key& key, std::span<const uint8_t> code) {
    uint64_t key_hash = KeyHash<Key>{}(key);
    if (code.size() >= kHashedBytes)
      if (Value* v = find_hashed(key, code, hash_of(key_hash, code.first(kHashedBytes)))) return v;
    // Entries shorter than kHashedBytes were hashed over all their bytes.
    for (const auto& [length, n] : short_lengths_) {
      if (length > code.size()) break;
      if (Value* v = find_hashed(key, code, hash_of(key_hash, code.first(length)))) return v;
    }
    ++counts_.misses;
    return nullptr;
  }

  // Adds `value` for `key` and the program bytes it was translated from, as the
  // most recently used entry, and evicts the least recently used beyond the
  // capacity. A value found or added stays valid until a later add() evicts it:
  // the executor adds between draws and dispatches only, when nothing it found
  // is in use on the host device.
  Value* add(const Key& key, std::span<const uint8_t> bytes, std::unique_ptr<Value> value) {
    Entry e{key, {bytes.begin(), bytes.end()}, 0, std::move(value)};
    e.hash = hash_of(KeyHash<Key>{}(key), bytes.first(std::min(bytes.size(), kHashedBytes)));
    lru_.push_front(std::move(e));
    index_.emplace(lru_.front().hash, lru_.begin());
    if (bytes.size() < kHashedBytes) ++short_lengths_[bytes.size()];
    while (lru_.size() > capacity_) evict(std::prev(lru_.end()));
    return lru_.front().value.get();
  }

  size_t size() const { return lru_.size(); }
  size_t capacity() const { return capacity_; }
  const ModuleCacheCounts& counts() const { return counts_; }

 private:
  struct Entry {
    Key key;
    std::vector<uint8_t> bytes;  // the program as translated
    uint64_t hash;
    std::unique_ptr<Value> value;
  };
  using Iter = typename std::list<Entry>::iterator;

  static uint64_t hash_of(uint64_t key_hash, std::span<const uint8_t> bytes) {
    return XXH3_64bits_withSeed(bytes.data(), bytes.size(), key_hash);
  }

  Value* find_hashed(const Key& key, std::span<const uint8_t> code, uint64_t hash) {
    auto [first, last] = index_.equal_range(hash);
    for (auto it = first; it != last; ++it) {
      Entry& e = *it->second;
      if (e.key == key && e.bytes.size() <= code.size() &&
          std::memcmp(e.bytes.data(), code.data(), e.bytes.size()) == 0) {
        lru_.splice(lru_.begin(), lru_, it->second);
        ++counts_.hits;
        return e.value.get();
      }
    }
    return nullptr;
  }

  void evict(Iter victim) {
    auto [first, last] = index_.equal_range(victim->hash);
    for (auto it = first; it != last; ++it)
      if (it->second == victim) {
        index_.erase(it);
        break;
      }
    if (victim->bytes.size() < kHashedBytes) {
      auto s = short_lengths_.find(victim->bytes.size());
      if (--s->second == 0) short_lengths_.erase(s);
    }
    lru_.erase(victim);
    ++counts_.evictions;
  }

  size_t capacity_;
  std::list<Entry> lru_;  // most recently used first
  std::unordered_multimap<uint64_t, Iter> index_;
  // Lengths of the entries shorter than kHashedBytes, each with how many there
  // are: a lookup hashes the code once per length.
  std::map<size_t, size_t> short_lengths_;
  ModuleCacheCounts counts_;
};

}  // namespace rdnavk::exec
