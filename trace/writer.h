// Writes a trace: every submission with the guest memory it can reach, each
// distinct 64 KiB block of memory stored once (docs/trace-format.md).
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include <xxhash.h>

#include "cp/submission.h"
#include "trace/format.h"

typedef struct ZSTD_CCtx_s ZSTD_CCtx;

namespace rdnavk::trace {

struct Hash128Hasher {
  size_t operator()(const XXH128_hash_t& h) const { return static_cast<size_t>(h.low64); }
};
struct Hash128Equal {
  bool operator()(const XXH128_hash_t& a, const XXH128_hash_t& b) const {
    return XXH128_isEqual(a, b) != 0;
  }
};

// Not thread-safe: one thread writes at a time (CaptureSink holds a lock).
// Errors (a full disk, a failed allocation) do not throw: the first one is kept,
// every later call does nothing, and ok() turns false. What was written before
// the error stays a readable, truncated trace.
class TraceWriter {
 public:
  struct Stats {
    uint64_t submissions = 0;
    uint64_t memory_bytes_seen = 0;    // sizes of the reachable buffers, per submission
    uint64_t unique_bytes_stored = 0;  // raw bytes of the block records written
    uint64_t file_bytes = 0;           // bytes written to the file
  };

  // Creates (truncates) `path`, writes the file header and the device record.
  // nullptr with `*error` set when the file cannot be written.
  static std::unique_ptr<TraceWriter> create(const std::string& path,
                                             const std::string& device_json, std::string* error);
  ~TraceWriter();
  TraceWriter(const TraceWriter&) = delete;
  TraceWriter& operator=(const TraceWriter&) = delete;

  // Records `s` and the current contents of every buffer in its BO list and in
  // its VM. The file is flushed to the kernel before this returns, so a crash of
  // the application loses nothing already recorded. `flags` are the record's
  // submission flags (kSubmissionOverlapped).
  void write_submission(const cp::Submission& s, uint32_t flags = 0);
  // Writes the totals record and closes the file. Later calls do nothing.
  void finish();

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  Stats stats() const { return stats_; }

 private:
  using HashMap = std::unordered_map<XXH128_hash_t, uint32_t, Hash128Hasher, Hash128Equal>;

  TraceWriter() = default;
  void write_submission_or_fail(const cp::Submission& s, uint32_t flags);
  uint32_t block_ref(const uint8_t* bytes, size_t size);
  bool is_zero_block(const XXH128_hash_t& h, size_t size);
  uint32_t bo_content_ref(const mem::Bo& bo);
  uint32_t vm_table_ref(const mem::VmSnapshot* vm);
  // Writes `payload_` as a record of `kind` unless a record with the same
  // payload was written before; returns the ordinal among `seen`'s kind.
  uint32_t dedup_record(RecordKind kind, HashMap& seen, uint32_t& count);
  void write_record(RecordKind kind, std::span<const uint8_t> raw);
  void write_bytes(const void* data, size_t size);
  void fail(std::string why);

  std::FILE* file_ = nullptr;
  std::string path_;
  ZSTD_CCtx* cctx_ = nullptr;
  HashMap blocks_;
  HashMap bo_contents_;
  HashMap vm_tables_;
  uint32_t block_count_ = 0;
  uint32_t bo_content_count_ = 0;
  uint32_t vm_table_count_ = 0;
  std::unordered_map<size_t, XXH128_hash_t> zero_hashes_;  // by block length
  std::vector<uint8_t> block_copy_;
  std::vector<uint8_t> payload_;
  std::vector<uint8_t> compressed_;
  Stats stats_;
  std::string error_;
  bool finished_ = false;
};

}  // namespace rdnavk::trace
