#include "trace/writer.h"

#include <zstd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace rdnavk::trace {

namespace {

// zstd level 1: capture runs inside the application, so speed matters more than
// the last few percent of size; dedup of blocks already removes the bulk.
constexpr int kZstdLevel = 1;

// The buffers a submission can reach: its BO list and every buffer mapped in its
// VM, each once, in id order (ids are unique per device, bo.h).
std::vector<const mem::Bo*> reachable_bos(const cp::Submission& s) {
  std::vector<const mem::Bo*> bos;
  for (const auto& bo : s.bos) {
    if (bo) bos.push_back(bo.get());
  }
  if (s.vm) {
    for (const auto& m : s.vm->mappings()) {
      if (m.bo) bos.push_back(m.bo.get());
    }
  }
  std::sort(bos.begin(), bos.end(),
            [](const mem::Bo* a, const mem::Bo* b) { return a->id < b->id; });
  bos.erase(std::unique(bos.begin(), bos.end(),
                        [](const mem::Bo* a, const mem::Bo* b) { return a->id == b->id; }),
            bos.end());
  return bos;
}

}  // namespace

std::unique_ptr<TraceWriter> TraceWriter::create(const std::string& path,
                                                 const std::string& device_json,
                                                 std::string* error) {
  std::unique_ptr<TraceWriter> w(new TraceWriter());
  w->path_ = path;
  w->file_ = std::fopen(path.c_str(), "wbe");
  if (w->file_ == nullptr) {
    *error = "cannot create " + path + ": " + std::strerror(errno);
    return nullptr;
  }
  // Submissions are flushed one by one; the buffer only gathers one's records.
  std::setvbuf(w->file_, nullptr, _IOFBF, 1 << 20);
  w->cctx_ = ZSTD_createCCtx();
  if (w->cctx_ == nullptr) w->fail("zstd: cannot create a compression context");
  uint8_t header[kFileHeaderSize];
  encode_file_header(FileHeader{}, header);
  w->write_bytes(header, sizeof(header));
  const auto* json = reinterpret_cast<const uint8_t*>(device_json.data());
  w->write_record(RecordKind::kDevice, {json, device_json.size()});
  if (w->ok() && std::fflush(w->file_) != 0)
    w->fail("writing " + path + ": " + std::strerror(errno));
  if (!w->ok()) {
    *error = w->error();
    return nullptr;
  }
  return w;
}

TraceWriter::~TraceWriter() {
  finish();
  ZSTD_freeCCtx(cctx_);
}

void TraceWriter::write_submission(const cp::Submission& s, uint32_t flags) {
  if (!ok() || finished_) return;
  try {
    write_submission_or_fail(s, flags);
  } catch (const std::exception& e) {
    fail(std::string("capture: ") + e.what());
  }
}

void TraceWriter::write_submission_or_fail(const cp::Submission& s, uint32_t flags) {
  // Memory first, the submission last: a trace cut anywhere never holds a
  // submission whose memory is missing.
  std::vector<uint32_t> contents;
  for (const mem::Bo* bo : reachable_bos(s)) {
    contents.push_back(bo_content_ref(*bo));
    stats_.memory_bytes_seen += bo->size;
  }
  uint32_t vm = vm_table_ref(s.vm.get());
  if (!ok()) return;

  PayloadBuilder p(payload_);
  p.u32(kSubmissionFixedSize);
  p.u32(flags);
  p.u64(s.sequence);
  p.u64(s.fence_seq);
  p.u32(s.context);
  p.u32(static_cast<uint32_t>(s.ring_type));
  p.u32(s.ip_instance);
  p.u32(s.ring);
  p.u32(vm);
  p.u32(static_cast<uint32_t>(s.ibs.size()));
  p.u32(kIbEntrySize);
  p.u32(static_cast<uint32_t>(
      std::count_if(s.bos.begin(), s.bos.end(), [](const auto& b) { return b != nullptr; })));
  p.u32(static_cast<uint32_t>(contents.size()));
  p.u32(0);
  for (const auto& ib : s.ibs) {
    p.u64(ib.va);
    p.u32(ib.size_dw);
    p.u32(ib.flags);
  }
  for (const auto& bo : s.bos) {
    if (bo) p.u32(bo->id);
  }
  for (uint32_t c : contents) p.u32(c);
  write_record(RecordKind::kSubmission, payload_);
  if (ok() && std::fflush(file_) != 0) fail("writing " + path_ + ": " + std::strerror(errno));
  if (ok()) ++stats_.submissions;
}

uint32_t TraceWriter::bo_content_ref(const mem::Bo& bo) {
  uint64_t count = (bo.size + kBlockSize - 1) / kBlockSize;
  std::vector<uint32_t> refs(count, kZeroBlock);
  for (uint64_t j = 0; j < count && bo.host != nullptr && ok(); ++j) {
    uint64_t offset = j * kBlockSize;
    refs[j] = block_ref(bo.host + offset, std::min(kBlockSize, bo.size - offset));
  }
  PayloadBuilder p(payload_);
  p.u32(kBoContentFixedSize);
  p.u32(bo.id);
  p.u64(bo.size);
  p.u64(bo.flags);
  p.u32(bo.domains);
  p.u32(0);
  p.u64(count);
  for (uint32_t r : refs) p.u32(r);
  return dedup_record(RecordKind::kBoContent, bo_contents_, bo_content_count_);
}

uint32_t TraceWriter::block_ref(const uint8_t* bytes, size_t size) {
  XXH128_hash_t h = XXH3_128bits(bytes, size);
  if (is_zero_block(h, size)) return kZeroBlock;
  if (auto it = blocks_.find(h); it != blocks_.end()) return it->second;
  // The guest may be writing this memory right now: store a private copy, keyed
  // by the copy's own hash, so that the stored bytes and their key agree.
  block_copy_.assign(bytes, bytes + size);
  h = XXH3_128bits(block_copy_.data(), size);
  if (is_zero_block(h, size)) return kZeroBlock;
  if (auto it = blocks_.find(h); it != blocks_.end()) return it->second;
  if (block_count_ == kZeroBlock) {
    fail("capture: more than 2^32-1 distinct memory blocks");
    return kZeroBlock;
  }
  write_record(RecordKind::kBlock, block_copy_);
  stats_.unique_bytes_stored += size;
  blocks_.emplace(h, block_count_);
  return block_count_++;
}

bool TraceWriter::is_zero_block(const XXH128_hash_t& h, size_t size) {
  auto it = zero_hashes_.find(size);
  if (it == zero_hashes_.end()) {
    std::vector<uint8_t> zeros(size, 0);
    it = zero_hashes_.emplace(size, XXH3_128bits(zeros.data(), size)).first;
  }
  return XXH128_isEqual(h, it->second) != 0;
}

uint32_t TraceWriter::vm_table_ref(const mem::VmSnapshot* vm) {
  if (vm == nullptr) return kNoVmTable;
  PayloadBuilder p(payload_);
  p.u32(kVmTableFixedSize);
  p.u32(kVmEntrySize);
  p.u64(vm->mappings().size());
  for (const auto& m : vm->mappings()) {
    p.u64(m.va);
    p.u64(m.size);
    p.u64(m.offset);
    p.u32(m.flags);
    p.u32(m.bo ? m.bo->id : 0);
    p.u32(m.bo ? 0 : kMappingPrt);
    p.u32(0);
  }
  return dedup_record(RecordKind::kVmTable, vm_tables_, vm_table_count_);
}

uint32_t TraceWriter::dedup_record(RecordKind kind, HashMap& seen, uint32_t& count) {
  XXH128_hash_t h = XXH3_128bits(payload_.data(), payload_.size());
  if (auto it = seen.find(h); it != seen.end()) return it->second;
  // 0xffffffff is kept free: it means "none" where an ordinal is optional.
  if (count == 0xffffffff) {
    fail("capture: more than 2^32-1 distinct records of one kind");
    return 0;
  }
  write_record(kind, payload_);
  seen.emplace(h, count);
  return count++;
}

void TraceWriter::write_record(RecordKind kind, std::span<const uint8_t> raw) {
  if (!ok()) return;
  size_t bound = ZSTD_compressBound(raw.size());
  compressed_.resize(bound);
  size_t n =
      ZSTD_compressCCtx(cctx_, compressed_.data(), bound, raw.data(), raw.size(), kZstdLevel);
  RecordHeader rh;
  rh.kind = static_cast<uint32_t>(kind);
  rh.raw_size = raw.size();
  std::span<const uint8_t> stored = raw;
  // Incompressible payloads (compressed textures, random data) are stored as
  // they are: smaller, and nothing to decompress on replay.
  if (!ZSTD_isError(n) && n < raw.size()) {
    stored = {compressed_.data(), n};
    rh.flags = kRecordZstd;
  }
  rh.stored_size = stored.size();
  rh.payload_hash = hash64(stored);
  uint8_t header[kRecordHeaderSize];
  encode_record_header(rh, header);
  write_bytes(header, sizeof(header));
  write_bytes(stored.data(), stored.size());
}

void TraceWriter::write_bytes(const void* data, size_t size) {
  if (!ok() || size == 0) return;
  if (std::fwrite(data, 1, size, file_) != size) {
    fail("writing " + path_ + ": " + std::strerror(errno));
    return;
  }
  stats_.file_bytes += size;
}

void TraceWriter::finish() {
  if (finished_) return;
  finished_ = true;
  if (file_ == nullptr) return;
  PayloadBuilder p(payload_);
  p.u32(kTotalsFixedSize);
  p.u32(0);
  p.u64(stats_.submissions);
  p.u64(stats_.memory_bytes_seen);
  p.u64(stats_.unique_bytes_stored);
  p.u64(block_count_);
  p.u64(bo_content_count_);
  p.u64(vm_table_count_);
  write_record(RecordKind::kTotals, payload_);
  if (std::fclose(file_) != 0) fail("closing " + path_ + ": " + std::strerror(errno));
  file_ = nullptr;
}

void TraceWriter::fail(std::string why) {
  if (error_.empty()) error_ = std::move(why);
}

}  // namespace rdnavk::trace
