#include "trace/reader.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <new>

namespace rdnavk::trace {

// One buffer's bytes in anonymous memory: the pages of zero blocks are never
// touched, so a mostly-empty buffer costs only its written blocks.
class BoImage {
 public:
  static std::shared_ptr<BoImage> create(uint64_t size) {
    auto image = std::make_shared<BoImage>();
    if (size == 0) return image;
    void* p = mmap(nullptr, size, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) return nullptr;
    image->data_ = static_cast<uint8_t*>(p);
    image->size_ = size;
    return image;
  }
  BoImage() = default;
  BoImage(const BoImage&) = delete;
  BoImage& operator=(const BoImage&) = delete;
  ~BoImage() {
    if (data_ != nullptr) munmap(data_, size_);
  }
  uint8_t* data() const { return data_; }
  uint64_t size() const { return size_; }

 private:
  uint8_t* data_ = nullptr;
  uint64_t size_ = 0;
};

namespace {

constexpr uint64_t kMaxDeviceJson = uint64_t{1} << 20;
constexpr uint64_t kMaxSubmissionPayload = uint64_t{64} << 20;
constexpr uint64_t kMaxTotalsPayload = uint64_t{1} << 20;

bool fail(std::string* error, std::string why) {
  *error = std::move(why);
  return false;
}

uint64_t block_length(uint64_t bo_size, uint64_t index) {
  return std::min(kBlockSize, bo_size - index * kBlockSize);
}

// Decompresses a payload that must be exactly one zstd frame stating its
// content size, which must be `size`: a frame that lies about its size, or
// carries more frames after it, is refused before any byte is written.
bool decompress_frame(ZSTD_DCtx* dctx, std::span<const uint8_t> in, uint8_t* out, uint64_t size) {
  if (ZSTD_findFrameCompressedSize(in.data(), in.size()) != in.size()) return false;
  if (ZSTD_getFrameContentSize(in.data(), in.size()) != size) return false;
  size_t n = ZSTD_decompressDCtx(dctx, out, size, in.data(), in.size());
  return !ZSTD_isError(n) && n == size;
}

}  // namespace

std::unique_ptr<TraceReader> TraceReader::open(const std::string& path, std::string* error,
                                               const ReaderLimits& limits) {
  std::unique_ptr<TraceReader> r(new TraceReader());
  r->path_ = path;
  r->limits_ = limits;
  r->fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  struct stat st {};
  if (r->fd_ < 0 || fstat(r->fd_, &st) != 0) {
    fail(error, "cannot open " + path + ": " + std::strerror(errno));
    return nullptr;
  }
  if (!S_ISREG(st.st_mode)) {
    fail(error, path + ": not a regular file");
    return nullptr;
  }
  r->file_size_ = static_cast<uint64_t>(st.st_size);
  r->dctx_ = ZSTD_createDCtx();
  try {
    if (r->dctx_ == nullptr) {
      fail(error, "zstd: cannot create a decompression context");
      return nullptr;
    }
    if (!r->scan(error)) return nullptr;
  } catch (const std::bad_alloc&) {
    fail(error, path + ": out of memory while reading the trace");
    return nullptr;
  }
  return r;
}

TraceReader::~TraceReader() {
  if (fd_ >= 0) ::close(fd_);
  ZSTD_freeDCtx(dctx_);
}

bool TraceReader::read_at(uint64_t offset, void* out, uint64_t size) const {
  auto* p = static_cast<uint8_t*>(out);
  while (size > 0) {
    ssize_t n = pread(fd_, p, size, static_cast<off_t>(offset));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    p += n;
    offset += static_cast<uint64_t>(n);
    size -= static_cast<uint64_t>(n);
  }
  return true;
}

// Walks the records. A record that does not fit in the file ends the walk as
// a truncation (the capture stopped mid-write); a complete record that is bad
// is an error.
bool TraceReader::scan(std::string* error) {
  uint8_t header[kFileHeaderSize];
  if (file_size_ < kFileHeaderSize || !read_at(0, header, kFileHeaderSize)) {
    return fail(error, path_ + ": not an rdnavk trace (shorter than its header)");
  }
  std::string why;
  auto fh = decode_file_header(header, sizeof(header), &why);
  if (!fh) return fail(error, path_ + ": " + why);
  version_ = fh->version;
  uint64_t pos = fh->header_size;
  while (pos < file_size_) {
    uint64_t left = file_size_ - pos;
    uint8_t bytes[kRecordHeaderSize];
    if (left < kRecordHeaderSize) {
      truncated_ = true;
      break;
    }
    if (!read_at(pos, bytes, kRecordHeaderSize)) return fail(error, path_ + ": read error");
    auto rh = decode_record_header(bytes);
    auto where = [&] { return " (record at offset " + std::to_string(pos) + ")"; };
    if (!rh) return fail(error, path_ + ": corrupt record header" + where());
    if (rh->stored_size > left - kRecordHeaderSize) {
      truncated_ = true;
      break;
    }
    if (!read_record(*rh, pos + kRecordHeaderSize, error)) {
      return fail(error, path_ + ": " + *error + where());
    }
    pos += kRecordHeaderSize + rh->stored_size;
  }
  if (!totals_) truncated_ = true;
  return true;
}

bool TraceReader::read_record(const RecordHeader& rh, uint64_t payload_offset, std::string* error) {
  uint64_t max_raw = 0;
  switch (static_cast<RecordKind>(rh.kind)) {
    case RecordKind::kBlock:
      return parse_block(rh, payload_offset, error);
    case RecordKind::kDevice:
      max_raw = kMaxDeviceJson;
      break;
    case RecordKind::kSubmission:
      max_raw = kMaxSubmissionPayload;
      break;
    case RecordKind::kBoContent:
    case RecordKind::kVmTable:
      max_raw = UINT64_MAX;
      break;
    case RecordKind::kTotals:
      max_raw = kMaxTotalsPayload;
      break;
    default:
      return true;  // a kind of a newer minor version: skipped
  }
  // What open() keeps is bounded in all, however many records a file has.
  uint64_t used = metadata_bytes_;
  max_raw =
      std::min(max_raw, used < limits_.max_metadata_bytes ? limits_.max_metadata_bytes - used : 0);
  std::vector<uint8_t> raw;
  if (!load_payload(rh, payload_offset, max_raw, raw, error)) return false;
  metadata_bytes_ += raw.size();
  switch (static_cast<RecordKind>(rh.kind)) {
    case RecordKind::kDevice:
      return parse_device(raw, error);
    case RecordKind::kSubmission:
      return parse_submission(raw, error);
    case RecordKind::kBoContent:
      return parse_bo_content(raw, error);
    case RecordKind::kVmTable:
      return parse_vm_table(raw, error);
    default:
      return parse_totals(raw, error);
  }
}

bool TraceReader::load_payload(const RecordHeader& rh, uint64_t payload_offset, uint64_t max_raw,
                               std::vector<uint8_t>& out, std::string* error) {
  if ((rh.flags & ~kKnownRecordFlags) != 0) return fail(error, "unsupported record flags");
  if (rh.raw_size > max_raw) return fail(error, "record larger than the reader's limit");
  bool zstd = (rh.flags & kRecordZstd) != 0;
  // Bounding the stored size by the raw size bounds the read buffer too.
  if (!zstd && rh.stored_size != rh.raw_size) return fail(error, "corrupt record sizes");
  if (zstd && rh.stored_size > ZSTD_compressBound(rh.raw_size)) {
    return fail(error, "corrupt record sizes");
  }
  stored_.resize(rh.stored_size);
  if (!read_at(payload_offset, stored_.data(), stored_.size())) return fail(error, "read error");
  if (hash64(stored_) != rh.payload_hash) return fail(error, "corrupt record (checksum mismatch)");
  if (!zstd) {
    out = stored_;
    return true;
  }
  out.resize(rh.raw_size);
  if (!decompress_frame(dctx_, stored_, out.data(), out.size())) {
    return fail(error, "corrupt compressed record");
  }
  return true;
}

bool TraceReader::parse_device(std::span<const uint8_t> p, std::string* error) {
  if (seen_device_) return fail(error, "a second device record");
  seen_device_ = true;
  device_json_.assign(reinterpret_cast<const char*>(p.data()), p.size());
  return true;
}

// A block's bytes stay in the file until memory() needs them; only where they
// are is kept.
bool TraceReader::parse_block(const RecordHeader& rh, uint64_t payload_offset, std::string* error) {
  bool zstd = (rh.flags & kRecordZstd) != 0;
  if ((rh.flags & ~kKnownRecordFlags) != 0) return fail(error, "unsupported record flags");
  if (rh.raw_size == 0 || rh.raw_size > kBlockSize) return fail(error, "corrupt block size");
  if (zstd ? rh.stored_size > ZSTD_compressBound(rh.raw_size) : rh.stored_size != rh.raw_size) {
    return fail(error, "corrupt block sizes");
  }
  if (blocks_.size() >= kZeroBlock) return fail(error, "too many blocks");
  blocks_.push_back(
      {payload_offset, rh.stored_size, rh.payload_hash, static_cast<uint32_t>(rh.raw_size), zstd});
  return true;
}

bool TraceReader::parse_bo_content(std::span<const uint8_t> p, std::string* error) {
  PayloadCursor c(p);
  uint32_t fixed = c.u32();
  BoContent bc;
  bc.bo = c.u32();
  bc.size = c.u64();
  c.u64();  // AMDGPU_GEM_CREATE_* flags
  c.u32();  // domains
  c.u32();
  uint64_t count = c.u64();
  c.seek(fixed);
  if (!c.ok() || fixed < kBoContentFixedSize) return fail(error, "corrupt buffer record");
  if (bc.size > limits_.max_bo_size) return fail(error, "buffer larger than the reader's limit");
  if (count != (bc.size + kBlockSize - 1) / kBlockSize || c.remaining() / 4 < count) {
    return fail(error, "corrupt buffer record (block count)");
  }
  bc.blocks.resize(count);
  for (uint64_t j = 0; j < count; ++j) {
    uint32_t ref = c.u32();
    bool known = ref == kZeroBlock ||
                 (ref < blocks_.size() && blocks_[ref].raw_size == block_length(bc.size, j));
    if (!known) return fail(error, "buffer record names a missing or mis-sized block");
    bc.blocks[j] = ref;
  }
  contents_.push_back(std::move(bc));
  return true;
}

bool TraceReader::parse_vm_table(std::span<const uint8_t> p, std::string* error) {
  PayloadCursor c(p);
  uint32_t fixed = c.u32();
  uint32_t entry = c.u32();
  uint64_t count = c.u64();
  c.seek(fixed);
  if (!c.ok() || fixed < kVmTableFixedSize || entry < kVmEntrySize ||
      c.remaining() / entry < count) {
    return fail(error, "corrupt VM table");
  }
  auto table = std::make_shared<std::vector<TraceMapping>>();
  table->reserve(count);
  for (uint64_t i = 0; i < count; ++i) {
    size_t start = c.position();
    TraceMapping m;
    m.va = c.u64();
    m.size = c.u64();
    m.offset = c.u64();
    m.flags = c.u32();
    m.bo = c.u32();
    m.prt = (c.u32() & kMappingPrt) != 0;
    if (m.prt) m.bo = 0;
    c.seek(start + entry);
    bool in_range = m.size != 0 && m.va <= mem::kGpuAddressMask &&
                    m.size <= mem::kGpuAddressMask + 1 - m.va && m.offset <= UINT64_MAX - m.size;
    bool in_order = table->empty() || table->back().end() <= m.va;
    if (!c.ok() || !in_range || !in_order) return fail(error, "corrupt VM table entry");
    table->push_back(m);
  }
  vm_tables_.push_back(std::move(table));
  return true;
}

bool TraceReader::parse_submission(std::span<const uint8_t> p, std::string* error) {
  PayloadCursor c(p);
  SubmissionRecord s;
  uint32_t fixed = c.u32();
  s.info.flags = c.u32();
  s.info.sequence = c.u64();
  s.info.fence_seq = c.u64();
  s.info.context = c.u32();
  s.info.ring_type = static_cast<cp::RingType>(c.u32());
  s.info.ip_instance = c.u32();
  s.info.ring = c.u32();
  s.vm_table = c.u32();
  SubmissionCounts n;
  n.ibs = c.u32();
  n.ib_entry = c.u32();
  n.bos = c.u32();
  n.contents = c.u32();
  c.seek(fixed);
  if (!c.ok() || fixed < kSubmissionFixedSize || n.ib_entry < kIbEntrySize) {
    return fail(error, "corrupt submission record");
  }
  if (s.vm_table != kNoVmTable && s.vm_table >= vm_tables_.size()) {
    return fail(error, "submission names a missing VM table");
  }
  if (!parse_submission_lists(c, n, s, error)) return false;
  submissions_.push_back(std::move(s));
  return true;
}

bool TraceReader::parse_submission_lists(PayloadCursor& c, const SubmissionCounts& n,
                                         SubmissionRecord& s, std::string* error) {
  // u32 counts times u32 sizes cannot overflow 64 bits.
  uint64_t need = uint64_t{n.ibs} * n.ib_entry + (uint64_t{n.bos} + n.contents) * 4;
  if (need > c.remaining()) return fail(error, "corrupt submission record (counts)");
  s.info.ibs.resize(n.ibs);
  for (auto& ib : s.info.ibs) {
    size_t start = c.position();
    ib.va = c.u64();
    ib.size_dw = c.u32();
    ib.flags = c.u32();
    c.seek(start + n.ib_entry);
  }
  s.info.bos.resize(n.bos);
  for (auto& id : s.info.bos) id = c.u32();
  s.contents.resize(n.contents);
  std::vector<mem::BoId> reached(n.contents);
  for (uint32_t k = 0; k < n.contents; ++k) {
    s.contents[k] = c.u32();
    if (s.contents[k] >= contents_.size()) {
      return fail(error, "submission names a missing buffer record");
    }
    reached[k] = contents_[s.contents[k]].bo;
  }
  // One image per buffer id: two records of one buffer would make its bytes
  // ambiguous.
  std::sort(reached.begin(), reached.end());
  if (std::adjacent_find(reached.begin(), reached.end()) != reached.end()) {
    return fail(error, "submission records a buffer twice");
  }
  for (mem::BoId id : s.info.bos) {
    if (!std::binary_search(reached.begin(), reached.end(), id)) {
      return fail(error, "submission lists a buffer whose contents it did not record");
    }
  }
  return c.ok() || fail(error, "corrupt submission record");
}

bool TraceReader::parse_totals(std::span<const uint8_t> p, std::string* error) {
  PayloadCursor c(p);
  uint32_t fixed = c.u32();
  c.u32();
  TraceTotals t;
  t.submissions = c.u64();
  t.memory_bytes_seen = c.u64();
  t.unique_bytes_stored = c.u64();
  t.block_records = c.u64();
  t.bo_content_records = c.u64();
  t.vm_table_records = c.u64();
  if (!c.ok() || fixed < kTotalsFixedSize) return fail(error, "corrupt totals record");
  totals_ = t;
  return true;
}

std::unique_ptr<TraceMemory> TraceReader::memory(size_t i, std::string* error) {
  if (i >= submissions_.size()) {
    fail(error, "no submission " + std::to_string(i));
    return nullptr;
  }
  try {
    auto m = build_memory(submissions_[i], error);
    if (!m) cache_.clear();  // an image may be half patched
    return m;
  } catch (const std::bad_alloc&) {
    cache_.clear();
    fail(error, path_ + ": out of memory while building submission " + std::to_string(i));
    return nullptr;
  }
}

std::unique_ptr<TraceMemory> TraceReader::build_memory(const SubmissionRecord& s,
                                                       std::string* error) {
  uint64_t total = 0;
  for (uint32_t c : s.contents) {
    if (contents_[c].size > limits_.max_memory_bytes - total) {
      fail(error, path_ + ": submission memory larger than the reader's limit");
      return nullptr;
    }
    total += contents_[c].size;
  }
  auto m = std::unique_ptr<TraceMemory>(new TraceMemory());
  std::unordered_map<mem::BoId, CachedImage> next;
  for (uint32_t c : s.contents) {
    auto image = build_image(c, error);
    if (!image) return nullptr;
    next[contents_[c].bo] = {c, image};
    m->images_.emplace_back(contents_[c].bo, std::move(image));
  }
  std::sort(m->images_.begin(), m->images_.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  cache_ = std::move(next);
  m->mappings_ = s.vm_table == kNoVmTable ? std::make_shared<const std::vector<TraceMapping>>()
                                          : vm_tables_[s.vm_table];
  if (!resolve_mappings(*m, error)) return nullptr;
  return m;
}

// Reuses the previous memory()'s image of the same buffer: whole when its
// record is the same, patched block by block when the buffer changed. The
// patch is made in place when no TraceMemory holds the old image any more.
std::shared_ptr<BoImage> TraceReader::build_image(uint32_t content, std::string* error) {
  const BoContent& bc = contents_[content];
  auto it = cache_.find(bc.bo);
  if (it != cache_.end() && it->second.content == content) return it->second.image;
  const std::vector<uint32_t>* before = nullptr;
  std::shared_ptr<BoImage> image;
  if (it != cache_.end() && it->second.image->size() == bc.size) {
    before = &contents_[it->second.content].blocks;
    if (it->second.image.use_count() == 1) {
      image = it->second.image;
    } else {
      image = BoImage::create(bc.size);
      if (image && bc.size != 0) std::memcpy(image->data(), it->second.image->data(), bc.size);
    }
  } else {
    image = BoImage::create(bc.size);
  }
  if (!image) {
    fail(error, path_ + ": cannot map " + std::to_string(bc.size) + " bytes for buffer " +
                    std::to_string(bc.bo));
    return nullptr;
  }
  if (!fill_blocks(*image, bc, before, error)) return nullptr;
  return image;
}

bool TraceReader::fill_blocks(BoImage& image, const BoContent& bc,
                              const std::vector<uint32_t>* before, std::string* error) {
  for (uint64_t j = 0; j < bc.blocks.size(); ++j) {
    uint32_t ref = bc.blocks[j];
    if (before != nullptr && (*before)[j] == ref) continue;
    uint8_t* out = image.data() + j * kBlockSize;
    uint64_t length = block_length(bc.size, j);
    if (ref == kZeroBlock) {
      if (before != nullptr) std::memset(out, 0, length);  // a fresh image is zero already
    } else if (!read_block(ref, out, length, error)) {
      *error = path_ + ": " + *error + " (block " + std::to_string(ref) + ")";
      return false;
    }
  }
  return true;
}

// `size` was checked against the block's raw size when its buffer record was read.
bool TraceReader::read_block(uint32_t ordinal, uint8_t* out, uint64_t size, std::string* error) {
  const BlockRecord& b = blocks_[ordinal];
  stored_.resize(b.stored_size);
  if (!read_at(b.payload_offset, stored_.data(), stored_.size())) return fail(error, "read error");
  if (hash64(stored_) != b.payload_hash) return fail(error, "corrupt block (checksum mismatch)");
  if (!b.zstd) {
    std::memcpy(out, stored_.data(), size);
    return true;
  }
  return decompress_frame(dctx_, stored_, out, size) || fail(error, "corrupt compressed block");
}

bool TraceReader::resolve_mappings(TraceMemory& m, std::string* error) const {
  for (const TraceMapping& map : *m.mappings_) {
    if (map.prt) {
      m.mapping_images_.push_back(nullptr);
      continue;
    }
    auto it = std::lower_bound(m.images_.begin(), m.images_.end(), map.bo,
                               [](const auto& e, mem::BoId id) { return e.first < id; });
    if (it == m.images_.end() || it->first != map.bo) {
      return fail(error, path_ + ": a mapping names buffer " + std::to_string(map.bo) +
                             ", whose contents the submission did not record");
    }
    const BoImage& image = *it->second;
    if (map.offset > image.size() || map.size > image.size() - map.offset) {
      return fail(error,
                  path_ + ": a mapping reaches past the end of buffer " + std::to_string(map.bo));
    }
    m.mapping_images_.push_back(&image);
  }
  return true;
}

bool TraceMemory::read(uint64_t va, std::span<uint8_t> out) const {
  const auto& maps = *mappings_;
  size_t done = 0;
  while (done < out.size()) {
    uint64_t at = va + done;
    if (at < va) return false;  // wrapped past 2^64
    auto it = std::upper_bound(maps.begin(), maps.end(), at,
                               [](uint64_t v, const TraceMapping& m) { return v < m.va; });
    if (it == maps.begin()) return false;
    --it;
    if (at >= it->end()) return false;
    uint64_t in_map = at - it->va;
    size_t n = static_cast<size_t>(std::min<uint64_t>(it->size - in_map, out.size() - done));
    const BoImage* image = mapping_images_[static_cast<size_t>(it - maps.begin())];
    if (image != nullptr) {
      std::memcpy(out.data() + done, image->data() + it->offset + in_map, n);
    } else {
      std::memset(out.data() + done, 0, n);
    }
    done += n;
  }
  return true;
}

std::span<const uint8_t> TraceMemory::bo_bytes(mem::BoId id) const {
  auto it = std::lower_bound(images_.begin(), images_.end(), id,
                             [](const auto& e, mem::BoId v) { return e.first < v; });
  if (it == images_.end() || it->first != id || it->second->size() == 0) return {};
  return {it->second->data(), static_cast<size_t>(it->second->size())};
}

std::vector<mem::BoId> TraceMemory::bo_ids() const {
  std::vector<mem::BoId> ids;
  for (const auto& [id, image] : images_) ids.push_back(id);
  return ids;
}

}  // namespace rdnavk::trace
