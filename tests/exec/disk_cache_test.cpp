// The module cache on disk (exec/disk_cache.h, decision record 0050): what it
// finds again in a later process, what it never takes for a match, and what it
// does with files that are not what their names say.
#include "exec/disk_cache.h"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>
#include <vector>

#include "exec/compute_dispatch.h"

namespace rdnavk::exec {
namespace {

namespace fs = std::filesystem;

class DiskCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string t = (fs::temp_directory_path() / "rdnavk-disk-cache-XXXXXX").string();
    ASSERT_NE(mkdtemp(t.data()), nullptr);
    dir_ = t;
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  // A new cache on the folder, as a later process opens it.
  std::unique_ptr<DiskModuleCache> open(std::vector<uint8_t> build = {1, 2, 3, 4},
                                        uint64_t max_bytes = DiskModuleCache::kDefaultMaxBytes) {
    std::string error;
    auto c = DiskModuleCache::open(dir_, max_bytes, std::move(build), &error);
    EXPECT_NE(c, nullptr) << error;
    return c;
  }
  // The entries' files.
  std::vector<fs::path> entries() const {
    std::vector<fs::path> out;
    for (const auto& e : fs::recursive_directory_iterator(dir_))
      if (e.is_regular_file() && e.path().filename().string()[0] != '.') out.push_back(e.path());
    return out;
  }
  std::string dir_;
};

// A module whose every member holds a value of its own.
xlate::CompiledModule module(uint32_t code_bytes, uint32_t tag) {
  xlate::CompiledModule m;
  m.spirv = {0x07230203u, 0x00010600u, tag, 40u, 0u, 0x00020011u, 1u, tag * 3};
  m.assembly = "; not kept";
  m.local_size = 128;
  m.workgroup_bytes = 0x1'0000'2000ull;
  m.output_components = 7;
  m.waves_per_group = 2;
  m.required_subgroup = 32;
  m.split_waves = true;
  m.whole_waves_why = "lanes meet at offset 0x40";
  m.uses_scratch = false;
  m.uses_gds = true;
  m.stores_memory = true;
  m.instructions = 9;
  m.code_bytes = code_bytes;
  m.lds_buffer_bytes = 4096;
  // Two regions of D60: the second's descriptor at user[3] | user[4] << 32 + 48.
  m.regions.resize(2);
  m.regions[0] = {0, 0, 0x8000, -16, 0, 64, 0, 1, 0, 1};
  m.regions[1] = {3, 1, 4, 48, 4, 4, 1, 0, 1, 0};
  return m;
}

void expect_same(const xlate::CompiledModule& a, const xlate::CompiledModule& b) {
  EXPECT_EQ(a.spirv, b.spirv);
  EXPECT_EQ(a.local_size, b.local_size);
  EXPECT_EQ(a.workgroup_bytes, b.workgroup_bytes);
  EXPECT_EQ(a.output_components, b.output_components);
  EXPECT_EQ(a.waves_per_group, b.waves_per_group);
  EXPECT_EQ(a.required_subgroup, b.required_subgroup);
  EXPECT_EQ(a.split_waves, b.split_waves);
  EXPECT_EQ(a.whole_waves_why, b.whole_waves_why);
  EXPECT_EQ(a.uses_scratch, b.uses_scratch);
  EXPECT_EQ(a.uses_gds, b.uses_gds);
  EXPECT_EQ(a.stores_memory, b.stores_memory);
  EXPECT_EQ(a.instructions, b.instructions);
  EXPECT_EQ(a.code_bytes, b.code_bytes);
  EXPECT_EQ(a.lds_buffer_bytes, b.lds_buffer_bytes);
  EXPECT_EQ(a.regions, b.regions);
}

std::vector<uint8_t> program(size_t n, uint8_t first) {
  std::vector<uint8_t> b(n);
  for (size_t i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(first + 7 * i);
  return b;
}

const std::vector<uint32_t> kKey = {1, 64, 1, 0, 7, 7, 1, 0, 0, 1, 64, 1, 1, 0x2c0000, 0x8c, 0, 1};

TEST_F(DiskCacheTest, ALaterProcessFindsTheModuleWhereItsBytesBeginWhatIsRead) {
  std::vector<uint8_t> code = program(40, 3);
  std::vector<uint8_t> read = code;
  read.resize(4096, 0xee);  // what memory holds after the program
  {
    auto c = open();
    EXPECT_FALSE(c->find(CachedStage::kCompute, kKey, read));
    c->store(CachedStage::kCompute, kKey, module(40, 5), read);
    EXPECT_EQ(c->counts().stored, 1u);
  }
  auto c = open();
  std::optional<xlate::CompiledModule> m = c->find(CachedStage::kCompute, kKey, read);
  ASSERT_TRUE(m);
  expect_same(*m, module(40, 5));
  EXPECT_TRUE(m->assembly.empty());
  // Exactly its bytes, and other bytes after them.
  EXPECT_TRUE(c->find(CachedStage::kCompute, kKey, code));
  read[40] = 0;
  EXPECT_TRUE(c->find(CachedStage::kCompute, kKey, read));
  EXPECT_EQ(c->counts().hits, 3u);
  EXPECT_EQ(c->counts().misses, 0u);
  EXPECT_EQ(entries().size(), 1u);
}

TEST_F(DiskCacheTest, AnotherKeyStageBuildOrProgramByteIsAMiss) {
  std::vector<uint8_t> code = program(40, 3);
  open()->store(CachedStage::kMesh, kKey, module(40, 5), code);
  auto c = open();
  for (size_t w = 0; w < kKey.size(); ++w) {
    std::vector<uint32_t> k = kKey;
    k[w] ^= 1;
    EXPECT_FALSE(c->find(CachedStage::kMesh, k, code)) << "key word " << w;
  }
  std::vector<uint32_t> longer = kKey;
  longer.push_back(0);
  EXPECT_FALSE(c->find(CachedStage::kMesh, longer, code));
  EXPECT_FALSE(c->find(CachedStage::kCompute, kKey, code));
  EXPECT_FALSE(c->find(CachedStage::kFragment, kKey, code));
  for (size_t i = 0; i < code.size(); ++i) {
    std::vector<uint8_t> other = code;
    other[i] ^= 0x10;
    EXPECT_FALSE(c->find(CachedStage::kMesh, kKey, other)) << "byte " << i;
  }
  // Fewer bytes than the program's.
  EXPECT_FALSE(c->find(CachedStage::kMesh, kKey, std::span(code).first(39)));
  EXPECT_FALSE(open({1, 2, 3, 5})->find(CachedStage::kMesh, kKey, code));
  EXPECT_TRUE(c->find(CachedStage::kMesh, kKey, code));
  EXPECT_EQ(c->counts().rejected, 0u);
}

// Every entry's file damaged one bit at a time, and cut short at every length:
// never a module, never a crash; the damaged file is rejected and removed.
TEST_F(DiskCacheTest, ADamagedEntryIsRejectedAndRemoved) {
  std::vector<uint8_t> code = program(24, 9);
  open()->store(CachedStage::kFragment, kKey, module(24, 6), code);
  ASSERT_EQ(entries().size(), 1u);
  const fs::path path = entries()[0];
  std::vector<char> good;
  {
    std::ifstream in(path, std::ios::binary);
    good.assign(std::istreambuf_iterator<char>(in), {});
  }
  ASSERT_GT(good.size(), 200u);
  auto write = [&](const std::vector<char>& b) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(b.data(), static_cast<std::streamsize>(b.size()));
  };
  for (size_t bit = 0; bit < good.size() * 8; ++bit) {
    std::vector<char> bad = good;
    bad[bit / 8] = static_cast<char>(bad[bit / 8] ^ (1 << (bit % 8)));
    write(bad);
    auto c = open();
    ASSERT_FALSE(c->find(CachedStage::kFragment, kKey, code)) << "bit " << bit;
    ASSERT_EQ(c->counts().rejected, 1u) << "bit " << bit;
    ASSERT_FALSE(fs::exists(path)) << "bit " << bit;
  }
  for (size_t n = 0; n < good.size(); ++n) {
    write(std::vector<char>(good.begin(), good.begin() + static_cast<std::ptrdiff_t>(n)));
    auto c = open();
    ASSERT_FALSE(c->find(CachedStage::kFragment, kKey, code)) << "length " << n;
    ASSERT_FALSE(fs::exists(path)) << "length " << n;
  }
  write(good);
  EXPECT_TRUE(open()->find(CachedStage::kFragment, kKey, code));
}

// Past the size limit the least recently used entries go: a hit renews one.
TEST_F(DiskCacheTest, TheLeastRecentlyUsedEntriesGoPastTheLimit) {
  // One entry's size, measured.
  open()->store(CachedStage::kCompute, kKey, module(32, 0), program(32, 0));
  const uint64_t one = fs::file_size(entries()[0]);
  fs::remove(entries()[0]);
  // Room for ten entries; the eleventh brings it down to three quarters.
  const uint64_t limit = one * 10 + one / 2;
  auto c = open({1, 2, 3, 4}, limit);
  auto now = fs::file_time_type::clock::now();
  std::set<fs::path> seen;
  for (uint8_t i = 0; i < 10; ++i) {
    c->store(CachedStage::kCompute, kKey, module(32, i), program(32, i));
    // Each stored an hour after the one before.
    for (const fs::path& p : entries())
      if (seen.insert(p).second) fs::last_write_time(p, now - std::chrono::hours(100 - i));
  }
  ASSERT_EQ(entries().size(), 10u);
  EXPECT_TRUE(c->find(CachedStage::kCompute, kKey, program(32, 0)));  // renewed
  c->store(CachedStage::kCompute, kKey, module(32, 10), program(32, 10));
  EXPECT_EQ(c->counts().evicted, 4u);
  EXPECT_EQ(entries().size(), 7u);
  auto later = open({1, 2, 3, 4}, limit);
  for (uint8_t i : {0, 5, 6, 7, 8, 9, 10})
    EXPECT_TRUE(later->find(CachedStage::kCompute, kKey, program(32, i))) << int{i};
  for (uint8_t i : {1, 2, 3, 4})
    EXPECT_FALSE(later->find(CachedStage::kCompute, kKey, program(32, i))) << int{i};
}

TEST_F(DiskCacheTest, ProgramsOfOneKeyAtManyLengthsAreToldApart) {
  auto c = open();
  for (uint32_t n = 4; n <= 256; n += 4)
    c->store(CachedStage::kCompute, kKey, module(n, n), program(n, 1));
  // Every stored program begins the longest one's bytes: the shortest is the
  // translation of the first bytes that end a program, and the one found.
  auto later = open();
  std::optional<xlate::CompiledModule> m =
      later->find(CachedStage::kCompute, kKey, program(256, 1));
  ASSERT_TRUE(m);
  EXPECT_EQ(m->code_bytes, 4u);
  std::vector<uint8_t> other = program(256, 1);
  other[0] ^= 1;
  EXPECT_FALSE(later->find(CachedStage::kCompute, kKey, other));
  EXPECT_EQ(entries().size(), 64u);
}

TEST(DiskCacheSettings, SizesAndFolders) {
  EXPECT_EQ(parse_cache_size("0"), 0u);
  EXPECT_EQ(parse_cache_size("512"), 512u);
  EXPECT_EQ(parse_cache_size("64K"), 64u << 10);
  EXPECT_EQ(parse_cache_size("3m"), 3u << 20);
  EXPECT_EQ(parse_cache_size("2G"), 2ull << 30);
  for (const char* bad :
       {"", "x", "-1", "1MB", "12Q", " 1", "1 ", "99999999999999999999", "17179869184G"})
    EXPECT_FALSE(parse_cache_size(bad)) << bad;
  EXPECT_FALSE(parse_cache_size(nullptr));

  setenv("RDNAVK_CACHE_DIR", "/tmp/somewhere", 1);
  setenv("RDNAVK_CACHE_MAX_SIZE", "8M", 1);
  DiskCacheSettings s = disk_cache_settings("validate");
  EXPECT_EQ(s.dir, "/tmp/somewhere");
  EXPECT_EQ(s.max_bytes, 8u << 20);
  EXPECT_EQ(s.off, "");
  s = disk_cache_settings("spirv,nodiskcache");
  EXPECT_EQ(s.dir, "");
  EXPECT_EQ(s.off, "RDNAVK_DEBUG=nodiskcache");
  setenv("RDNAVK_CACHE_MAX_SIZE", "lots", 1);
  s = disk_cache_settings(nullptr);
  EXPECT_EQ(s.dir, "");
  EXPECT_NE(s.off.find("RDNAVK_CACHE_MAX_SIZE=lots"), std::string::npos) << s.off;
  unsetenv("RDNAVK_CACHE_MAX_SIZE");
  unsetenv("RDNAVK_CACHE_DIR");
  setenv("XDG_CACHE_HOME", "/tmp/xdg", 1);
  EXPECT_EQ(disk_cache_settings(nullptr).dir, "/tmp/xdg/rdnavk");
  unsetenv("XDG_CACHE_HOME");
}

TEST(DiskCacheSettings, TheTranslatorsBuildIdIsReadAndStable) {
  std::vector<uint8_t> id = translator_build_id();
  EXPECT_GE(id.size(), 16u);
  EXPECT_EQ(id, translator_build_id());
}

// Every member of each key reaches its words: a key changed in any one member
// has other words.
TEST(DiskCacheKeys, EveryMemberReachesTheWords) {
  xlate::ComputeKey c;
  std::vector<uint32_t> base = key_words(c);
  c.partial_groups = !c.partial_groups;
  EXPECT_NE(key_words(c), base);
  xlate::MeshKey m;
  base = key_words(m);
  m.ps_param[31] = 1;
  EXPECT_NE(key_words(m), base);
  xlate::FragmentKey f;
  base = key_words(f);
  f.target_channels[7] = 1;
  EXPECT_NE(key_words(f), base);
  f = {};
  f.speculate_floats = false;
  EXPECT_NE(key_words(f), base);
}

}  // namespace
}  // namespace rdnavk::exec
