#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <vector>

#include "exec/compute_dispatch.h"
#include "exec/module_cache.h"

namespace rdnavk::exec {

// A stage key of the tests' own, with a hash that puts every key in one bucket
// so that only the exact comparison tells entries apart.
struct TestKey {
  uint32_t id = 0;
  bool operator==(const TestKey&) const = default;
};
template <>
struct KeyHash<TestKey> {
  uint64_t operator()(const TestKey&) const { return 7; }
};

namespace {

struct Module {
  int id = 0;
};

std::vector<uint8_t> program(size_t n, uint8_t first) {
  std::vector<uint8_t> b(n);
  for (size_t i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(first + i);
  return b;
}

// The bytes a dispatch reads: the program and what memory holds after it.
std::vector<uint8_t> followed(std::vector<uint8_t> b, size_t more) {
  b.resize(b.size() + more, 0xee);
  return b;
}

template <class Key>
Module* add(ModuleCache<Key, Module>& c, const Key& k, const std::vector<uint8_t>& b, int id) {
  return c.add(k, b, std::make_unique<Module>(Module{id}));
}

TEST(ModuleCache, AProgramIsFoundAgainWhenItsBytesArePrefixOfWhatTheDispatchReads) {
  ModuleCache<TestKey, Module> c;
  std::vector<uint8_t> p = program(1000, 1);
  add(c, TestKey{1}, p, 10);
  Module* m = c.find(TestKey{1}, followed(p, 3096));
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->id, 10);
  EXPECT_EQ(c.find(TestKey{1}, p)->id, 10);  // exactly its bytes
  EXPECT_EQ(c.counts().hits, 2u);
  EXPECT_EQ(c.counts().misses, 0u);
}

TEST(ModuleCache, ShorterCodeOrADifferentByteMisses) {
  ModuleCache<TestKey, Module> c;
  std::vector<uint8_t> p = program(1000, 1);
  add(c, TestKey{1}, p, 10);
  std::vector<uint8_t> shorter(p.begin(), p.end() - 4);
  EXPECT_EQ(c.find(TestKey{1}, shorter), nullptr);
  std::vector<uint8_t> late = followed(p, 100);
  late[999] ^= 1;  // past the hashed bytes: found by the comparison
  EXPECT_EQ(c.find(TestKey{1}, late), nullptr);
  std::vector<uint8_t> early = followed(p, 100);
  early[3] ^= 1;
  EXPECT_EQ(c.find(TestKey{1}, early), nullptr);
  EXPECT_EQ(c.find(TestKey{2}, followed(p, 100)), nullptr);
  EXPECT_EQ(c.counts().hits, 0u);
  EXPECT_EQ(c.counts().misses, 4u);
}

TEST(ModuleCache, ProgramsShorterThanTheHashedBytesAreFoundInLongerCode) {
  ModuleCache<TestKey, Module> c;
  std::vector<uint8_t> a = program(16, 1), b = program(64, 1), d = program(300, 1);
  add(c, TestKey{1}, a, 1);
  add(c, TestKey{2}, b, 2);
  add(c, TestKey{3}, d, 3);
  std::vector<uint8_t> code = followed(program(300, 1), 4096);
  EXPECT_EQ(c.find(TestKey{1}, code)->id, 1);
  EXPECT_EQ(c.find(TestKey{2}, code)->id, 2);
  EXPECT_EQ(c.find(TestKey{3}, code)->id, 3);
  // Code of 40 bytes holds the 16-byte program, not the 64-byte one.
  std::vector<uint8_t> short_code = program(40, 1);
  EXPECT_EQ(c.find(TestKey{1}, short_code)->id, 1);
  EXPECT_EQ(c.find(TestKey{2}, short_code), nullptr);
  EXPECT_EQ(c.counts().hits, 4u);
  EXPECT_EQ(c.counts().misses, 1u);
}

TEST(ModuleCache, TheLeastRecentlyUsedEntryIsEvictedFirst) {
  ModuleCache<TestKey, Module> c(3);
  std::vector<uint8_t> p = program(512, 9);
  add(c, TestKey{1}, p, 1);
  add(c, TestKey{2}, p, 2);
  add(c, TestKey{3}, p, 3);
  ASSERT_NE(c.find(TestKey{1}, p), nullptr);  // 1 is now the most recent: 2 is the oldest
  add(c, TestKey{4}, p, 4);
  EXPECT_EQ(c.size(), 3u);
  EXPECT_EQ(c.counts().evictions, 1u);
  EXPECT_EQ(c.find(TestKey{2}, p), nullptr);
  EXPECT_EQ(c.find(TestKey{1}, p)->id, 1);
  EXPECT_EQ(c.find(TestKey{3}, p)->id, 3);
  EXPECT_EQ(c.find(TestKey{4}, p)->id, 4);
  // Order now (oldest first): 1, 3, 4. Two more evict 1, then 3.
  add(c, TestKey{5}, p, 5);
  add(c, TestKey{6}, p, 6);
  EXPECT_EQ(c.counts().evictions, 3u);
  EXPECT_EQ(c.find(TestKey{1}, p), nullptr);
  EXPECT_EQ(c.find(TestKey{3}, p), nullptr);
  EXPECT_EQ(c.find(TestKey{4}, p)->id, 4);
  EXPECT_EQ(c.find(TestKey{5}, p)->id, 5);
  EXPECT_EQ(c.find(TestKey{6}, p)->id, 6);
  EXPECT_EQ(c.counts().hits, 7u);
  EXPECT_EQ(c.counts().misses, 3u);
}

TEST(ModuleCache, AnEvictedShortProgramIsNoLongerLookedFor) {
  ModuleCache<TestKey, Module> c(1);
  add(c, TestKey{1}, program(32, 1), 1);
  add(c, TestKey{2}, program(48, 1), 2);
  EXPECT_EQ(c.find(TestKey{1}, program(100, 1)), nullptr);
  EXPECT_EQ(c.find(TestKey{2}, program(100, 1))->id, 2);
  EXPECT_EQ(c.counts().evictions, 1u);
}

void set_members(xlate::ComputeKey& k) {
  k.wave64 = true;
  k.threads[0] = 64;
  k.rsrc1 = 0x2c0041;
  k.rsrc2 = 0x8c;
  k.host_subgroup = 8;
  k.host_denorm_kept = 7;
}

xlate::ComputeKey a_key() {
  xlate::ComputeKey k;
  set_members(k);
  return k;
}

TEST(ModuleCache, AComputeKeyDifferingInOneMemberMisses) {
  ModuleCache<xlate::ComputeKey, Module> c;
  std::vector<uint8_t> p = program(400, 3);
  add(c, a_key(), p, 1);
  ASSERT_NE(c.find(a_key(), p), nullptr);
  auto differs = [&](auto change) {
    xlate::ComputeKey k = a_key();
    change(k);
    EXPECT_NE(hash(k), hash(a_key()));
    return c.find(k, p) == nullptr;
  };
  EXPECT_TRUE(differs([](xlate::ComputeKey& k) { k.wave64 = false; }));
  EXPECT_TRUE(differs([](xlate::ComputeKey& k) { k.threads[0] = 32; }));
  EXPECT_TRUE(differs([](xlate::ComputeKey& k) { k.threads[1] = 2; }));
  EXPECT_TRUE(differs([](xlate::ComputeKey& k) { k.threads[2] = 2; }));
  EXPECT_TRUE(differs([](xlate::ComputeKey& k) { k.rsrc1 ^= 1; }));
  EXPECT_TRUE(differs([](xlate::ComputeKey& k) { k.rsrc2 ^= 1; }));
  EXPECT_TRUE(differs([](xlate::ComputeKey& k) { k.rsrc3 = 1; }));
  EXPECT_TRUE(differs([](xlate::ComputeKey& k) { k.host_subgroup = 32; }));
  EXPECT_TRUE(differs([](xlate::ComputeKey& k) { k.host_int64_atomics = false; }));
  EXPECT_TRUE(differs([](xlate::ComputeKey& k) { k.host_denorm_preserve = 2; }));
  EXPECT_TRUE(differs([](xlate::ComputeKey& k) { k.host_denorm_kept = 0; }));
  EXPECT_EQ(c.counts().hits, 1u);
  EXPECT_EQ(c.counts().misses, 11u);
}

TEST(ModuleCache, EqualComputeKeysHashAlikeWhateverTheirPadding) {
  alignas(xlate::ComputeKey) uint8_t raw_a[sizeof(xlate::ComputeKey)];
  alignas(xlate::ComputeKey) uint8_t raw_b[sizeof(xlate::ComputeKey)];
  std::memset(raw_a, 0x00, sizeof raw_a);
  std::memset(raw_b, 0xff, sizeof raw_b);
  // Members set one by one leave the padding as it was: 0x00 in one, 0xff in the other.
  auto* a = new (raw_a) xlate::ComputeKey;
  auto* b = new (raw_b) xlate::ComputeKey;
  set_members(*a);
  set_members(*b);
  ASSERT_EQ(*a, *b);
  EXPECT_EQ(hash(*a), hash(*b));
}

}  // namespace
}  // namespace rdnavk::exec
