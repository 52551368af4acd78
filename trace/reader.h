// Reads a trace written by TraceWriter (docs/trace-format.md). A trace file is
// guest input: every size, count, offset and ordinal in it is checked, and a bad
// file yields an error message, never a crash or an unbounded allocation.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "cp/submission.h"
#include "mem/bo.h"
#include "trace/format.h"

typedef struct ZSTD_DCtx_s ZSTD_DCtx;

namespace rdnavk::trace {

struct TraceMapping {
  uint64_t va = 0;  // 48-bit
  uint64_t size = 0;
  uint64_t offset = 0;  // into the buffer
  uint32_t flags = 0;   // AMDGPU_VM_PAGE_*
  mem::BoId bo = 0;     // 0 for a PRT mapping
  bool prt = false;     // sparse: no buffer, reads as zeros
  uint64_t end() const { return va + size; }
  bool operator==(const TraceMapping&) const = default;
};

struct TraceSubmission {
  uint64_t sequence = 0;
  uint32_t context = 0;
  cp::RingType ring_type = cp::RingType::kGfx;  // as recorded: may name no enumerator
  uint32_t ip_instance = 0;
  uint32_t ring = 0;
  uint64_t fence_seq = 0;
  uint32_t flags = 0;  // kSubmissionOverlapped
  std::vector<cp::IbRef> ibs;
  std::vector<mem::BoId> bos;  // the BO list, in the guest's order

  // The submission as the command processor takes it for a replay: its ring,
  // context, fence and IBs (the memory is the replay's own).
  cp::Submission for_replay() const {
    cp::Submission s;
    s.sequence = sequence;
    s.context = context;
    s.ring_type = ring_type;
    s.ip_instance = ip_instance;
    s.ring = ring;
    s.fence_seq = fence_seq;
    s.ibs = ibs;
    return s;
  }
};

struct TraceTotals {
  uint64_t submissions = 0;
  uint64_t memory_bytes_seen = 0;
  uint64_t unique_bytes_stored = 0;
  uint64_t block_records = 0;
  uint64_t bo_content_records = 0;
  uint64_t vm_table_records = 0;
};

// Bounds on what a file may make the reader hold. The defaults fit any real
// Navi 21 workload (16 GiB of VRAM plus GTT) and no more.
struct ReaderLimits {
  uint64_t max_bo_size = uint64_t{16} << 30;
  // Sum of the buffer sizes of one submission's memory image.
  uint64_t max_memory_bytes = uint64_t{64} << 30;
  // Decompressed metadata (submissions, VM tables, block lists) kept after open.
  uint64_t max_metadata_bytes = uint64_t{2} << 30;
};

class BoImage;

// The guest memory one submission could reach, as it was when it started. It
// owns its bytes: it stays valid after the reader is gone.
class TraceMemory {
 public:
  // Copies the bytes at [va, va + out.size()) into `out`. False when any byte
  // is unmapped; bytes of a PRT mapping read as zero.
  bool read(uint64_t va, std::span<uint8_t> out) const;
  const std::vector<TraceMapping>& mappings() const { return *mappings_; }
  // The whole contents of buffer `id`, or an empty span when the submission
  // did not reach it.
  std::span<const uint8_t> bo_bytes(mem::BoId id) const;
  // The buffers the submission reached, in id order.
  std::vector<mem::BoId> bo_ids() const;

 private:
  friend class TraceReader;
  std::shared_ptr<const std::vector<TraceMapping>> mappings_;
  std::vector<const BoImage*> mapping_images_;  // per mapping; nullptr for PRT
  std::vector<std::pair<mem::BoId, std::shared_ptr<const BoImage>>> images_;  // by id
};

// Opening reads and checks every record except the memory blocks, whose bytes
// are read, checked and decompressed by memory(). memory() materialises the
// whole image eagerly, so that every error of the file surfaces there and not
// in a later read(); images of buffers that did not change since the previous
// memory() call are shared with it, and a changed buffer only has its changed
// blocks decompressed. Not thread-safe.
class TraceReader {
 public:
  static std::unique_ptr<TraceReader> open(const std::string& path, std::string* error,
                                           const ReaderLimits& limits = {});
  ~TraceReader();
  TraceReader(const TraceReader&) = delete;
  TraceReader& operator=(const TraceReader&) = delete;

  uint32_t version() const { return version_; }
  const std::string& device_json() const { return device_json_; }
  size_t submission_count() const { return submissions_.size(); }
  const TraceSubmission& submission(size_t i) const { return submissions_.at(i).info; }
  // The index of the submission whose device-wide sequence is `sequence` (the
  // number a run report's "submission S" gives), or false where none has it.
  bool index_of_sequence(uint64_t sequence, size_t* index) const {
    for (size_t i = 0; i < submissions_.size(); ++i)
      if (submissions_[i].info.sequence == sequence) {
        *index = i;
        return true;
      }
    return false;
  }
  // The memory image of submission i, or nullptr with `*error` set.
  std::unique_ptr<TraceMemory> memory(size_t i, std::string* error);
  // The file ended inside a record or before the totals record: the
  // application stopped mid-capture. Every complete record before is read.
  bool truncated() const { return truncated_; }
  const std::optional<TraceTotals>& totals() const { return totals_; }
  size_t block_count() const { return blocks_.size(); }

 private:
  struct BlockRecord {
    uint64_t payload_offset = 0;
    uint64_t stored_size = 0;
    uint64_t payload_hash = 0;
    uint32_t raw_size = 0;
    bool zstd = false;
  };
  struct BoContent {
    mem::BoId bo = 0;
    uint64_t size = 0;
    std::vector<uint32_t> blocks;
  };
  struct SubmissionRecord {
    TraceSubmission info;
    uint32_t vm_table = 0;
    std::vector<uint32_t> contents;
  };
  struct CachedImage {
    uint32_t content = 0;
    std::shared_ptr<BoImage> image;
  };
  TraceReader() = default;
  bool scan(std::string* error);
  bool read_record(const RecordHeader& rh, uint64_t payload_offset, std::string* error);
  bool load_payload(const RecordHeader& rh, uint64_t payload_offset, uint64_t max_raw,
                    std::vector<uint8_t>& out, std::string* error);
  bool parse_device(std::span<const uint8_t> p, std::string* error);
  bool parse_block(const RecordHeader& rh, uint64_t payload_offset, std::string* error);
  bool parse_bo_content(std::span<const uint8_t> p, std::string* error);
  bool parse_vm_table(std::span<const uint8_t> p, std::string* error);
  bool parse_submission(std::span<const uint8_t> p, std::string* error);
  struct SubmissionCounts {
    uint32_t ibs = 0, ib_entry = 0, bos = 0, contents = 0;
  };
  bool parse_submission_lists(PayloadCursor& c, const SubmissionCounts& n, SubmissionRecord& s,
                              std::string* error);
  bool parse_totals(std::span<const uint8_t> p, std::string* error);
  std::unique_ptr<TraceMemory> build_memory(const SubmissionRecord& s, std::string* error);
  std::shared_ptr<BoImage> build_image(uint32_t content, std::string* error);
  bool fill_blocks(BoImage& image, const BoContent& content, const std::vector<uint32_t>* before,
                   std::string* error);
  bool read_block(uint32_t ordinal, uint8_t* out, uint64_t size, std::string* error);
  bool resolve_mappings(TraceMemory& m, std::string* error) const;
  bool read_at(uint64_t offset, void* out, uint64_t size) const;

  int fd_ = -1;
  std::string path_;
  uint64_t file_size_ = 0;
  uint32_t version_ = 0;
  ReaderLimits limits_;
  uint64_t metadata_bytes_ = 0;
  bool truncated_ = false;
  bool seen_device_ = false;
  std::string device_json_;
  std::vector<BlockRecord> blocks_;
  std::vector<BoContent> contents_;
  std::vector<std::shared_ptr<const std::vector<TraceMapping>>> vm_tables_;
  std::vector<SubmissionRecord> submissions_;
  std::optional<TraceTotals> totals_;
  ZSTD_DCtx* dctx_ = nullptr;
  std::vector<uint8_t> stored_;                       // one record's stored payload
  std::unordered_map<mem::BoId, CachedImage> cache_;  // the last memory()'s images
};

}  // namespace rdnavk::trace
