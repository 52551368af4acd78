// Trace capture and reading: exact round trips, block dedup, truncated and
// corrupted files, version refusal, hostile records, and the capture sink.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>
#include <zstd.h>

#include <atomic>
#include <csignal>
#include <cstring>
#include <fstream>
#include <map>
#include <random>
#include <thread>

#include "trace/capture_sink.h"
#include "trace/format.h"
#include "trace/reader.h"
#include "trace/writer.h"

namespace rdnavk::trace {
namespace {

constexpr const char* kDeviceJson = R"({"device":"navi21","pci_id":"1002:73bf"})";

// Every file a test makes is removed when the tests end.
std::vector<std::string>& temp_files() {
  static std::vector<std::string> files;
  return files;
}
class RemoveTempFiles : public ::testing::Environment {
 public:
  void TearDown() override {
    for (const auto& f : temp_files()) unlink(f.c_str());
  }
};
const auto* const kRemoveTempFiles = ::testing::AddGlobalTestEnvironment(new RemoveTempFiles);

std::string temp_path(const std::string& name) {
  std::string path = ::testing::TempDir() + "rdnavk_trace_" + std::to_string(getpid()) + "_" + name;
  temp_files().push_back(path);
  return path;
}

std::vector<uint8_t> read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_file(const std::string& path, std::span<const uint8_t> bytes) {
  // A new file rather than a truncated one: ext4 flushes a file rewritten
  // through truncation on close (auto_da_alloc), which made these tests crawl.
  unlink(path.c_str());
  temp_files().push_back(path);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()),
            static_cast<std::streamsize>(bytes.size()));
}

void fill_random(uint8_t* p, size_t n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (size_t i = 0; i < n; i += 8) {
    uint64_t v = rng();
    std::memcpy(p + i, &v, std::min<size_t>(8, n - i));
  }
}

// Compressible but not zero: what command buffers and vertex data look like.
void fill_pattern(uint8_t* p, size_t n, uint32_t seed) {
  for (size_t i = 0; i < n; i += 4) {
    uint32_t v = seed * 0x9e3779b9u + static_cast<uint32_t>(i / 4096);
    std::memcpy(p + i, &v, std::min<size_t>(4, n - i));
  }
}

// A guest: buffers in an arena, one VM, and what each submission should see.
struct Guest {
  std::shared_ptr<mem::BoArena> arena = mem::BoArena::create(uint64_t{256} << 20);
  mem::VaSpace vm;
  mem::BoId next_id = 1;
  std::vector<std::shared_ptr<mem::Bo>> all;

  std::shared_ptr<mem::Bo> bo(uint64_t size) {
    auto b = arena->allocate(size, next_id++);
    all.push_back(b);
    return b;
  }
  void map(uint64_t va, const std::shared_ptr<mem::Bo>& b, uint64_t offset, uint64_t size) {
    ASSERT_EQ(vm.map({va, size, offset, 0xe, b}), mem::VaStatus::kOk);
  }
  void map_prt(uint64_t va, uint64_t size) {
    ASSERT_EQ(vm.map({va, size, 0, 0x10, nullptr}), mem::VaStatus::kOk);
  }
  std::shared_ptr<cp::Submission> submission(uint64_t seq, std::vector<cp::IbRef> ibs,
                                             std::vector<std::shared_ptr<mem::Bo>> bos) {
    auto s = std::make_shared<cp::Submission>();
    s->sequence = seq;
    s->context = 7;
    s->ring_type = seq % 2 ? cp::RingType::kGfx : cp::RingType::kCompute;
    s->ring = static_cast<uint32_t>(seq % 3);
    s->fence_seq = 100 + seq;
    s->ibs = std::move(ibs);
    s->bos = std::move(bos);
    s->vm = vm.snapshot();
    return s;
  }
};

// Every reachable buffer's bytes, copied when the submission was written.
using Image = std::map<mem::BoId, std::vector<uint8_t>>;
Image image_of(const cp::Submission& s) {
  Image image;
  auto add = [&](const mem::Bo* b) { image[b->id].assign(b->host, b->host + b->size); };
  for (const auto& b : s.bos) add(b.get());
  for (const auto& m : s.vm->mappings()) {
    if (m.bo) add(m.bo.get());
  }
  return image;
}

std::unique_ptr<TraceReader> open_ok(const std::string& path) {
  std::string error;
  auto r = TraceReader::open(path, &error);
  EXPECT_NE(r, nullptr) << error;
  return r;
}

void expect_memory_matches(TraceReader& r, size_t i, const Image& want, const cp::Submission& s) {
  std::string error;
  auto m = r.memory(i, &error);
  ASSERT_NE(m, nullptr) << error;
  std::vector<mem::BoId> ids;
  for (const auto& [id, bytes] : want) {
    ids.push_back(id);
    auto got = m->bo_bytes(id);
    ASSERT_EQ(got.size(), bytes.size()) << "bo " << id;
    EXPECT_EQ(std::memcmp(got.data(), bytes.data(), bytes.size()), 0) << "bo " << id;
  }
  EXPECT_EQ(m->bo_ids(), ids);
  ASSERT_EQ(m->mappings().size(), s.vm->mappings().size());
  for (size_t k = 0; k < m->mappings().size(); ++k) {
    const auto& got = m->mappings()[k];
    const auto& map = s.vm->mappings()[k];
    EXPECT_EQ(got, (TraceMapping{map.va, map.size, map.offset, map.flags, map.bo ? map.bo->id : 0,
                                 map.bo == nullptr}));
    std::vector<uint8_t> bytes(map.size);
    ASSERT_TRUE(m->read(map.va, bytes));
    for (size_t b = 0; b < bytes.size(); b += 509) {
      uint8_t expect = map.bo ? want.at(map.bo->id)[map.offset + b] : 0;
      ASSERT_EQ(bytes[b], expect) << "va " << map.va + b;
    }
  }
}

TEST(TraceRoundTrip, ReadsBackExactBytesMappingsAndSubmissions) {
  Guest g;
  auto ib = g.bo(4096);
  auto data = g.bo(256 << 10);  // four blocks
  auto big = g.bo(1 << 20);     // sixteen blocks, one written
  auto tex = g.bo(100 << 10);   // a full block and a partial one
  auto listed = g.bo(8192);     // in the BO list, not mapped
  fill_pattern(ib->host, ib->size, 1);
  fill_random(data->host, data->size, 2);
  fill_random(big->host + 5 * kBlockSize, 4096, 3);
  fill_random(tex->host, tex->size, 4);
  fill_pattern(listed->host, listed->size, 5);
  g.map(0x100000, ib, 0, 4096);
  g.map(0x200000, data, 0, 256 << 10);
  g.map_prt(0x240000, 0x10000);  // right after `data`
  g.map(0x400000, big, 0, 1 << 20);
  g.map(0x800000, tex, 0x1000, 0x10000);
  g.map_prt(0x1000000, 0x200000);

  std::string path = temp_path("roundtrip");
  std::string error;
  auto w = TraceWriter::create(path, kDeviceJson, &error);
  ASSERT_NE(w, nullptr) << error;
  std::vector<std::shared_ptr<cp::Submission>> subs;
  std::vector<Image> images;
  auto record = [&](std::shared_ptr<cp::Submission> s) {
    w->write_submission(*s);
    images.push_back(image_of(*s));
    subs.push_back(std::move(s));
  };
  record(g.submission(1, {{0x100000, 64, 0}, {0x100100, 16, 1}}, {ib, data, listed}));
  fill_pattern(ib->host, 256, 6);  // the IB changes every time
  record(g.submission(2, {{0x100000, 64, 0}}, {ib}));
  fill_pattern(ib->host, 256, 7);
  data->host[3 * kBlockSize + 17] ^= 0x5a;  // one block of `data`
  auto late = g.bo(4096);
  fill_pattern(late->host, late->size, 8);
  g.map(0x900000, late, 0, 4096);  // the VM changes
  record(g.submission(3, {{0x100000, 32, 0}}, {ib, late}));
  fill_pattern(ib->host, 256, 9);
  record(g.submission(4, {}, {}));
  w->finish();
  ASSERT_TRUE(w->ok()) << w->error();

  auto r = open_ok(path);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->device_json(), kDeviceJson);
  EXPECT_EQ(r->version(), make_version(kVersionMajor, kVersionMinor));
  EXPECT_FALSE(r->truncated());
  ASSERT_EQ(r->submission_count(), 4u);
  for (size_t i = 0; i < subs.size(); ++i) {
    const auto& got = r->submission(i);
    const auto& s = *subs[i];
    EXPECT_EQ(got.sequence, s.sequence);
    EXPECT_EQ(got.context, s.context);
    EXPECT_EQ(got.ring_type, s.ring_type);
    EXPECT_EQ(got.ip_instance, s.ip_instance);
    EXPECT_EQ(got.ring, s.ring);
    EXPECT_EQ(got.fence_seq, s.fence_seq);
    EXPECT_EQ(got.flags, 0u);
    ASSERT_EQ(got.ibs.size(), s.ibs.size());
    for (size_t k = 0; k < s.ibs.size(); ++k) {
      EXPECT_EQ(got.ibs[k].va, s.ibs[k].va);
      EXPECT_EQ(got.ibs[k].size_dw, s.ibs[k].size_dw);
      EXPECT_EQ(got.ibs[k].flags, s.ibs[k].flags);
    }
    std::vector<mem::BoId> ids;
    for (const auto& b : s.bos) ids.push_back(b->id);
    EXPECT_EQ(got.bos, ids);
    expect_memory_matches(*r, i, images[i], s);
  }
  ASSERT_TRUE(r->totals().has_value());
  auto stats = w->stats();
  EXPECT_EQ(r->totals()->submissions, 4u);
  EXPECT_EQ(r->totals()->memory_bytes_seen, stats.memory_bytes_seen);
  EXPECT_EQ(r->totals()->unique_bytes_stored, stats.unique_bytes_stored);
  EXPECT_EQ(stats.file_bytes, read_file(path).size());
}

TEST(TraceRoundTrip, ReadsAcrossMappingsPrtAndHoles) {
  Guest g;
  auto data = g.bo(256 << 10);
  fill_random(data->host, data->size, 11);
  g.map(0x200000, data, 0x1000, 0x20000);
  g.map_prt(0x220000, 0x10000);
  std::string path = temp_path("edges");
  std::string error;
  auto w = TraceWriter::create(path, "{}", &error);
  ASSERT_NE(w, nullptr);
  w->write_submission(*g.submission(1, {}, {}));
  w->finish();
  auto r = open_ok(path);
  auto m = r->memory(0, &error);
  ASSERT_NE(m, nullptr) << error;

  std::vector<uint8_t> across(0x100);  // the buffer's last 0x80 bytes, then PRT zeros
  ASSERT_TRUE(m->read(0x220000 - 0x80, across));
  EXPECT_EQ(std::memcmp(across.data(), data->host + 0x21000 - 0x80, 0x80), 0);
  EXPECT_EQ(std::count(across.begin() + 0x80, across.end(), 0), 0x80);
  std::vector<uint8_t> hole(16);
  EXPECT_FALSE(m->read(0x230000 - 8, hole));  // runs off the PRT mapping
  EXPECT_FALSE(m->read(0x1ff000, hole));
  EXPECT_FALSE(m->read(~uint64_t{0} - 4, hole));
  EXPECT_TRUE(m->read(0x200000, std::span<uint8_t>()));
  EXPECT_TRUE(m->bo_bytes(999).empty());
  EXPECT_EQ(r->memory(1, &error), nullptr);
}

TEST(TraceDedup, StoresUnchangedBlocksBuffersAndTablesOnce) {
  Guest g;
  auto a = g.bo(1 << 20);
  auto b = g.bo(1 << 20);
  auto zero = g.bo(256 << 10);
  fill_random(a->host, a->size, 21);
  std::memcpy(b->host, a->host, a->size);  // same blocks as `a`
  g.map(0x100000, a, 0, a->size);
  g.map(0x300000, b, 0, b->size);
  g.map(0x500000, zero, 0, zero->size);
  std::string path = temp_path("dedup");
  std::string error;
  auto w = TraceWriter::create(path, kDeviceJson, &error);
  ASSERT_NE(w, nullptr);

  w->write_submission(*g.submission(1, {{0x100000, 8, 0}}, {}));
  EXPECT_EQ(w->stats().unique_bytes_stored, uint64_t{1} << 20);
  uint64_t after_first = w->stats().file_bytes;
  for (uint64_t seq = 2; seq <= 11; ++seq) {
    w->write_submission(*g.submission(seq, {{0x100000, 8, 0}}, {}));
  }
  // Ten unchanged submissions: a submission record each and nothing else.
  EXPECT_EQ(w->stats().unique_bytes_stored, uint64_t{1} << 20);
  EXPECT_LT(w->stats().file_bytes - after_first, 10u * 160);
  EXPECT_EQ(w->stats().memory_bytes_seen, 11u * ((2 << 20) + (256 << 10)));

  a->host[7 * kBlockSize + 3] ^= 1;  // one new block
  uint64_t before = w->stats().file_bytes;
  w->write_submission(*g.submission(12, {}, {}));
  EXPECT_EQ(w->stats().unique_bytes_stored, (uint64_t{1} << 20) + kBlockSize);
  EXPECT_LT(w->stats().file_bytes - before, kBlockSize + 512);
  w->finish();

  auto r = open_ok(path);
  ASSERT_TRUE(r->totals().has_value());
  EXPECT_EQ(r->block_count(), 17u);
  EXPECT_EQ(r->totals()->block_records, 17u);
  EXPECT_EQ(r->totals()->bo_content_records, 4u);  // a, b, zero; then a again
  EXPECT_EQ(r->totals()->vm_table_records, 1u);
  auto m = r->memory(11, &error);
  ASSERT_NE(m, nullptr) << error;
  auto got = m->bo_bytes(a->id);
  ASSERT_EQ(got.size(), a->size);
  EXPECT_EQ(std::memcmp(got.data(), a->host, a->size), 0);
  EXPECT_EQ(std::count(m->bo_bytes(zero->id).begin(), m->bo_bytes(zero->id).end(), 0),
            static_cast<long>(zero->size));
}

// A small trace whose last submission's records are small, with the file size
// after each submission.
struct SmallTrace {
  std::string path;
  std::vector<uint64_t> ends;
  std::vector<Image> images;
};

SmallTrace write_small_trace(const std::string& name, bool random_block) {
  Guest g;
  SmallTrace t{temp_path(name), {}, {}};
  auto ib = g.bo(4096);
  auto data = g.bo(192 << 10);
  fill_pattern(data->host, data->size, 31);
  if (random_block) fill_random(data->host + kBlockSize, 4096, 32);
  g.map(0x100000, ib, 0, 4096);
  g.map(0x200000, data, 0, data->size);
  g.map_prt(0x400000, 0x10000);
  std::string error;
  auto w = TraceWriter::create(t.path, kDeviceJson, &error);
  EXPECT_NE(w, nullptr) << error;
  for (uint64_t seq = 1; seq <= 5; ++seq) {
    fill_pattern(ib->host, 64, static_cast<uint32_t>(seq));
    auto s = g.submission(seq, {{0x100000, 16, 0}}, {ib});
    w->write_submission(*s);
    t.ends.push_back(w->stats().file_bytes);
    t.images.push_back(image_of(*s));
  }
  w->finish();
  EXPECT_TRUE(w->ok());
  return t;
}

// Opens a copy of `bytes` cut to `cut` bytes and checks it reads exactly the
// submissions whose records all lie before the cut.
void check_cut(const SmallTrace& t, const std::vector<uint8_t>& bytes, size_t cut) {
  std::string path = t.path + ".cut";
  write_file(path, std::span(bytes).first(cut));
  std::string error;
  auto r = TraceReader::open(path, &error);
  if (cut < kFileHeaderSize) {
    EXPECT_EQ(r, nullptr);
    EXPECT_FALSE(error.empty());
    return;
  }
  ASSERT_NE(r, nullptr) << "cut " << cut << ": " << error;
  size_t complete =
      std::count_if(t.ends.begin(), t.ends.end(), [&](uint64_t e) { return e <= cut; });
  ASSERT_EQ(r->submission_count(), complete) << "cut " << cut;
  EXPECT_EQ(r->truncated(), cut < bytes.size()) << "cut " << cut;
  for (size_t i = 0; i < complete; ++i) {
    auto m = r->memory(i, &error);
    ASSERT_NE(m, nullptr) << "cut " << cut << ": " << error;
    for (const auto& [id, want] : t.images[i]) {
      auto got = m->bo_bytes(id);
      ASSERT_EQ(got.size(), want.size());
      ASSERT_EQ(std::memcmp(got.data(), want.data(), want.size()), 0) << "cut " << cut;
    }
  }
}

TEST(TraceTruncation, EveryCutInTheLastRecordsAndRandomCutsReadTheCompleteRecords) {
  SmallTrace t = write_small_trace("trunc", true);
  auto bytes = read_file(t.path);
  // Every byte of the last submission's records and of the totals record.
  for (size_t cut = t.ends[t.ends.size() - 2]; cut <= bytes.size(); ++cut) check_cut(t, bytes, cut);
  std::mt19937 rng(41);
  for (int k = 0; k < 300; ++k) check_cut(t, bytes, rng() % bytes.size());
  for (size_t cut = 0; cut < 64; ++cut) check_cut(t, bytes, cut);
}

TEST(TraceCorruption, EveryFlippedByteIsAnErrorNeverACrash) {
  SmallTrace t = write_small_trace("corrupt", false);
  auto bytes = read_file(t.path);
  ASSERT_LT(bytes.size(), 8192u);  // compressible: a small file to flip every byte of
  std::string path = t.path + ".bad";
  for (size_t at = 0; at < bytes.size(); ++at) {
    auto bad = bytes;
    bad[at] ^= 0x41;
    write_file(path, bad);
    std::string error;
    auto r = TraceReader::open(path, &error);
    bool failed = r == nullptr;
    for (size_t i = 0; r && i < r->submission_count(); ++i)
      failed |= r->memory(i, &error) == nullptr;
    EXPECT_TRUE(failed) << "flipping byte " << at << " went unnoticed";
    EXPECT_FALSE(error.empty()) << "byte " << at;
  }
}

void patch_version(std::vector<uint8_t>& bytes, uint16_t major, uint16_t minor) {
  put_u32(bytes.data() + 8, make_version(major, minor));
  put_u64(bytes.data() + 24, file_header_hash(bytes.data()));
}

TEST(TraceVersion, RefusesANewerMajorAndAcceptsANewerMinor) {
  SmallTrace t = write_small_trace("version", false);
  auto bytes = read_file(t.path);
  std::string path = t.path + ".v";
  std::string error;

  auto newer = bytes;
  patch_version(newer, kVersionMajor + 1, 0);
  write_file(path, newer);
  EXPECT_EQ(TraceReader::open(path, &error), nullptr);
  EXPECT_NE(error.find("version 2.0 is newer than this reader (1.0)"), std::string::npos) << error;

  auto minor = bytes;
  patch_version(minor, kVersionMajor, kVersionMinor + 3);
  write_file(path, minor);
  auto r = TraceReader::open(path, &error);
  ASSERT_NE(r, nullptr) << error;
  EXPECT_EQ(r->submission_count(), 5u);

  std::vector<uint8_t> junk = {'n', 'o', 't', ' ', 'a', ' ', 't', 'r', 'a', 'c', 'e'};
  junk.resize(64, 0);
  write_file(path, junk);
  EXPECT_EQ(TraceReader::open(path, &error), nullptr);
  EXPECT_NE(error.find("not an rdnavk trace"), std::string::npos) << error;
  EXPECT_EQ(TraceReader::open(path + ".missing", &error), nullptr);
}

std::vector<uint8_t> record_bytes(uint32_t kind, std::span<const uint8_t> raw) {
  RecordHeader rh;
  rh.kind = kind;
  rh.stored_size = rh.raw_size = raw.size();
  rh.payload_hash = hash64(raw);
  std::vector<uint8_t> out(kRecordHeaderSize);
  encode_record_header(rh, out.data());
  out.insert(out.end(), raw.begin(), raw.end());
  return out;
}

TEST(TraceVersion, SkipsRecordsOfUnknownKinds) {
  SmallTrace t = write_small_trace("unknown", false);
  auto bytes = read_file(t.path);
  auto device = decode_record_header(bytes.data() + kFileHeaderSize);
  ASSERT_TRUE(device.has_value());
  size_t after_device = kFileHeaderSize + kRecordHeaderSize + device->stored_size;
  std::vector<uint8_t> payload(100, 0xab);
  auto unknown = record_bytes(1000, payload);
  bytes.insert(bytes.begin() + static_cast<long>(after_device), unknown.begin(), unknown.end());
  std::string path = t.path + ".u";
  write_file(path, bytes);
  auto r = open_ok(path);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->submission_count(), 5u);
  EXPECT_FALSE(r->truncated());
  std::string error;
  EXPECT_NE(r->memory(4, &error), nullptr) << error;
}

// Files made record by record, to check what the writer never writes.
class HostileTrace : public ::testing::Test {
 protected:
  void SetUp() override {
    bytes_.resize(kFileHeaderSize);
    encode_file_header(FileHeader{}, bytes_.data());
  }
  void add(RecordKind kind, std::span<const uint8_t> raw) {
    auto r = record_bytes(static_cast<uint32_t>(kind), raw);
    bytes_.insert(bytes_.end(), r.begin(), r.end());
  }
  std::string open_error() {
    std::string path = temp_path("hostile");
    write_file(path, bytes_);
    std::string error;
    auto r = TraceReader::open(path, &error);
    EXPECT_EQ(r, nullptr);
    return error;
  }
  // The fixed part of a submission record, no VM table, in payload_.
  void submission_payload(uint32_t ibs, uint32_t bos, uint32_t contents) {
    PayloadBuilder p(payload_);
    p.u32(kSubmissionFixedSize);
    p.u32(0);                              // flags
    p.u64(1);                              // sequence
    p.u64(1);                              // fence
    for (int i = 0; i < 4; ++i) p.u32(0);  // context, ring type, instance, ring
    p.u32(kNoVmTable);
    p.u32(ibs);
    p.u32(kIbEntrySize);
    p.u32(bos);
    p.u32(contents);
    p.u32(0);
  }
  std::vector<uint8_t> payload_;
  std::vector<uint8_t> bytes_;
};

TEST_F(HostileTrace, SubmissionNamingMissingRecordsIsRefused) {
  submission_payload(0, 0, 1);
  payload_.insert(payload_.end(), 4, 0);  // buffer record 0, which does not exist
  add(RecordKind::kSubmission, payload_);
  EXPECT_NE(open_error().find("missing buffer record"), std::string::npos);
}

TEST_F(HostileTrace, HugeCountsAreRefusedWithoutAllocating) {
  submission_payload(0xffffffff, 0xffffffff, 0xffffffff);
  add(RecordKind::kSubmission, payload_);
  EXPECT_NE(open_error().find("counts"), std::string::npos);
}

TEST_F(HostileTrace, BufferRecordsNamingMissingBlocksOrLyingAboutSizeAreRefused) {
  PayloadBuilder p(payload_);
  p.u32(kBoContentFixedSize);
  p.u32(1);
  p.u64(uint64_t{1} << 40);  // 1 TiB
  p.u64(0);
  p.u64(0);
  p.u64(uint64_t{1} << 24);
  add(RecordKind::kBoContent, payload_);
  EXPECT_NE(open_error().find("limit"), std::string::npos);

  SetUp();
  PayloadBuilder q(payload_);
  q.u32(kBoContentFixedSize);
  q.u32(1);
  q.u64(kBlockSize);
  q.u64(0);
  q.u64(0);
  q.u64(1);
  q.u32(0);  // block 0: none written
  add(RecordKind::kBoContent, payload_);
  EXPECT_NE(open_error().find("missing or mis-sized block"), std::string::npos);
}

TEST_F(HostileTrace, OverlappingOrWrappingMappingsAreRefused) {
  auto table = [&](uint64_t va0, uint64_t size0, uint64_t va1) {
    PayloadBuilder p(payload_);
    p.u32(kVmTableFixedSize);
    p.u32(kVmEntrySize);
    p.u64(2);
    for (auto [va, size] : {std::pair{va0, size0}, std::pair{va1, uint64_t{4096}}}) {
      p.u64(va);
      p.u64(size);
      for (int i = 0; i < 6; ++i) p.u32(0);
    }
    SetUp();
    add(RecordKind::kVmTable, payload_);
    return open_error();
  };
  EXPECT_NE(table(0x1000, 0x2000, 0x2000).find("VM table entry"), std::string::npos);
  EXPECT_NE(table(0xfffffffff000, 0x2000, 0).find("VM table entry"), std::string::npos);
  EXPECT_NE(table(0x1000, 0, 0x8000).find("VM table entry"), std::string::npos);
}

TEST_F(HostileTrace, CompressedFramesThatLieAboutTheirSizeAreRefused) {
  std::vector<uint8_t> raw(1000, 'x');
  std::vector<uint8_t> frame(ZSTD_compressBound(raw.size()));
  frame.resize(ZSTD_compress(frame.data(), frame.size(), raw.data(), raw.size(), 1));
  for (uint64_t claimed : {uint64_t{999}, uint64_t{1001}, uint64_t{1} << 60}) {
    SetUp();
    RecordHeader rh;
    rh.kind = static_cast<uint32_t>(RecordKind::kDevice);
    rh.flags = kRecordZstd;
    rh.stored_size = frame.size();
    rh.raw_size = claimed;
    rh.payload_hash = hash64(frame);
    std::vector<uint8_t> header(kRecordHeaderSize);
    encode_record_header(rh, header.data());
    bytes_.insert(bytes_.end(), header.begin(), header.end());
    bytes_.insert(bytes_.end(), frame.begin(), frame.end());
    EXPECT_FALSE(open_error().empty()) << claimed;
  }
}

TEST(TraceLimits, BuffersAndImagesPastTheLimitsAreRefused) {
  SmallTrace t = write_small_trace("limits", false);
  std::string error;
  ReaderLimits small_bo;
  small_bo.max_bo_size = 64 << 10;
  EXPECT_EQ(TraceReader::open(t.path, &error, small_bo), nullptr);
  EXPECT_NE(error.find("limit"), std::string::npos);
  ReaderLimits small_image;
  small_image.max_memory_bytes = 128 << 10;
  auto r = TraceReader::open(t.path, &error, small_image);
  ASSERT_NE(r, nullptr) << error;
  EXPECT_EQ(r->memory(0, &error), nullptr);
  EXPECT_NE(error.find("limit"), std::string::npos);
}

// A command processor stand-in: runs submissions in order on its own thread,
// each one writing its sequence number into `target` as the GPU would.
class FakeDevice : public cp::SubmissionSink {
 public:
  // `held`: submissions wait for release(). `delay`: how long each one runs.
  explicit FakeDevice(std::shared_ptr<mem::Bo> target, bool held = false,
                      std::chrono::milliseconds delay = std::chrono::milliseconds(0))
      : target_(std::move(target)), held_(held), delay_(delay) {
    thread_ = std::thread([this] { run(); });
  }
  ~FakeDevice() override {
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    cv_.notify_all();
    thread_.join();
  }
  void submit(std::shared_ptr<const cp::Submission> s, Done done) override {
    std::lock_guard lock(mutex_);
    queue_.emplace_back(std::move(s), std::move(done));
    cv_.notify_all();
  }
  void release() {
    std::lock_guard lock(mutex_);
    held_ = false;
    cv_.notify_all();
  }
  std::atomic<int> completed{0};

 private:
  void run() {
    std::unique_lock lock(mutex_);
    for (;;) {
      cv_.wait(lock, [&] { return stop_ || (!queue_.empty() && !held_); });
      if (queue_.empty()) return;
      auto [s, done] = std::move(queue_.front());
      queue_.pop_front();
      lock.unlock();
      std::this_thread::sleep_for(delay_);
      uint64_t seq = s->sequence;
      if (target_) std::memcpy(target_->host, &seq, sizeof(seq));
      done();
      ++completed;
      lock.lock();
    }
  }
  std::shared_ptr<mem::Bo> target_;
  bool held_;
  std::chrono::milliseconds delay_;
  std::mutex mutex_;
  std::condition_variable cv_;
  std::deque<std::pair<std::shared_ptr<const cp::Submission>, Done>> queue_;
  bool stop_ = false;
  std::thread thread_;
};

TEST(CaptureSink, RecordsEachSubmissionAfterTheOnesBeforeItFinished) {
  Guest g;
  auto target = g.bo(4096);
  g.map(0x100000, target, 0, 4096);
  std::string path = temp_path("sink");
  std::string error;
  auto w = TraceWriter::create(path, kDeviceJson, &error);
  ASSERT_NE(w, nullptr);
  FakeDevice device(target, false, std::chrono::milliseconds(5));
  std::atomic<int> done_calls{0};
  int errors = 0;
  {
    CaptureSink sink(std::move(w), device, [&](const std::string&) { ++errors; });
    for (uint64_t seq = 1; seq <= 6; ++seq) {
      sink.submit(g.submission(seq, {{0x100000, 4, 0}}, {target}), [&] { ++done_calls; });
    }
    sink.finish();
    EXPECT_FALSE(sink.failed());
    EXPECT_EQ(sink.stats().submissions, 6u);
  }
  while (device.completed < 6) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_EQ(done_calls, 6);
  EXPECT_EQ(errors, 0);
  auto r = open_ok(path);
  ASSERT_EQ(r->submission_count(), 6u);
  for (size_t i = 0; i < 6; ++i) {
    EXPECT_EQ(r->submission(i).sequence, i + 1);
    EXPECT_EQ(r->submission(i).flags, 0u);
    auto m = r->memory(i, &error);
    ASSERT_NE(m, nullptr) << error;
    uint64_t seen = 0;
    ASSERT_TRUE(m->read(0x100000, {reinterpret_cast<uint8_t*>(&seen), 8}));
    EXPECT_EQ(seen, i);  // what submission i (sequence i) wrote before
  }
}

TEST(CaptureSink, RecordsAnywayWhenThePreviousSubmissionDoesNotFinish) {
  Guest g;
  auto target = g.bo(4096);
  g.map(0x100000, target, 0, 4096);
  std::string path = temp_path("overlap");
  std::string error;
  FakeDevice device(nullptr, /*held=*/true);
  {
    CaptureSink::Options options;
    options.previous_wait = std::chrono::milliseconds(20);
    CaptureSink sink(TraceWriter::create(path, "{}", &error), device, nullptr, options);
    sink.submit(g.submission(1, {}, {}), [] {});
    sink.submit(g.submission(2, {}, {}), [] {});
    sink.flush();
    device.release();
  }
  auto r = open_ok(path);
  ASSERT_EQ(r->submission_count(), 2u);
  EXPECT_EQ(r->submission(0).flags, 0u);
  EXPECT_EQ(r->submission(1).flags, kSubmissionOverlapped);
}

TEST(CaptureSink, AWriteFailureIsReportedOnceAndEverySubmissionStillRuns) {
  Guest g;
  auto data = g.bo(1 << 20);
  g.map(0x100000, data, 0, data->size);
  std::string path = temp_path("full");
  std::string error;
  auto w = TraceWriter::create(path, "{}", &error);
  ASSERT_NE(w, nullptr);
  // The file may grow by 200 KiB; then writes fail with EFBIG (no signal).
  auto old_handler = std::signal(SIGXFSZ, SIG_IGN);
  rlimit old_limit{};
  getrlimit(RLIMIT_FSIZE, &old_limit);
  rlimit limit = old_limit;
  limit.rlim_cur = w->stats().file_bytes + (200 << 10);
  ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &limit), 0);
  FakeDevice device(nullptr);
  std::atomic<int> done_calls{0};
  std::vector<std::string> errors;
  {
    CaptureSink sink(std::move(w), device, [&](const std::string& e) { errors.push_back(e); });
    for (uint64_t seq = 1; seq <= 8; ++seq) {
      fill_random(data->host, 128 << 10, seq);  // 128 KiB of new blocks each time
      sink.submit(g.submission(seq, {}, {}), [&] { ++done_calls; });
      sink.flush();
    }
    EXPECT_TRUE(sink.failed());
  }
  setrlimit(RLIMIT_FSIZE, &old_limit);
  std::signal(SIGXFSZ, old_handler);
  while (device.completed < 8) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_EQ(done_calls, 8);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find(path), std::string::npos) << errors[0];
  // What was written before the failure reads as a truncated trace.
  auto r = open_ok(path);
  ASSERT_NE(r, nullptr);
  EXPECT_TRUE(r->truncated());
  EXPECT_GE(r->submission_count(), 1u);
  EXPECT_LT(r->submission_count(), 8u);
  for (size_t i = 0; i < r->submission_count(); ++i) EXPECT_NE(r->memory(i, &error), nullptr);
}

TEST(CaptureSink, ConcurrentSubmittersAreAllRecorded) {
  Guest g;
  auto data = g.bo(64 << 10);
  g.map(0x100000, data, 0, data->size);
  std::string path = temp_path("threads");
  std::string error;
  FakeDevice device(nullptr);
  std::atomic<uint64_t> seq{0};
  auto snapshot = g.vm.snapshot();
  {
    CaptureSink sink(TraceWriter::create(path, "{}", &error), device, nullptr);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
      threads.emplace_back([&] {
        for (int k = 0; k < 10; ++k) {
          auto s = std::make_shared<cp::Submission>();
          s->sequence = ++seq;
          s->vm = snapshot;
          sink.submit(std::move(s), [] {});
        }
      });
    }
    for (auto& t : threads) t.join();
  }
  auto r = open_ok(path);
  EXPECT_EQ(r->submission_count(), 40u);
}

}  // namespace
}  // namespace rdnavk::trace
