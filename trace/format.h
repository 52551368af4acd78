// The rdnavk trace file format: constants, the two fixed headers and the
// little-endian byte helpers that the writer, the reader and the tests share.
// docs/trace-format.md is the reference; this file and it change together.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <xxhash.h>

namespace rdnavk::trace {

// Every integer in the file is little-endian; the helpers below copy host
// integers as they are, which is only right on a little-endian host.
static_assert(std::endian::native == std::endian::little, "trace I/O assumes a little-endian host");

inline constexpr char kMagic[8] = {'R', 'D', 'N', 'A', 'V', 'K', 'T', 'R'};

// A reader refuses a file whose major version is newer than its own; a newer
// minor version only appends fields to payloads and adds record kinds, both of
// which an older reader skips.
inline constexpr uint16_t kVersionMajor = 1;
inline constexpr uint16_t kVersionMinor = 0;
constexpr uint32_t make_version(uint16_t major, uint16_t minor) {
  return (uint32_t{major} << 16) | minor;
}
constexpr uint16_t version_major(uint32_t v) {
  return static_cast<uint16_t>(v >> 16);
}
constexpr uint16_t version_minor(uint32_t v) {
  return static_cast<uint16_t>(v & 0xffff);
}

inline constexpr size_t kFileHeaderSize = 32;
inline constexpr size_t kRecordHeaderSize = 40;

// Guest memory is stored in blocks of this size (a buffer's last block may be
// shorter). 64 KiB: large enough that per-block overhead (40-byte header, hash
// lookup, one zstd frame) is under 0.1 %, small enough that a small change to a
// large buffer stores little.
inline constexpr uint64_t kBlockSize = 64 * 1024;

// Block ordinal meaning "all zeros, not stored": fresh buffers are zero-filled
// (AMDGPU_GEM_CREATE_VRAM_CLEARED), so most of a new buffer is this block.
inline constexpr uint32_t kZeroBlock = 0xffffffff;
inline constexpr uint32_t kNoVmTable = 0xffffffff;

enum class RecordKind : uint32_t {
  kDevice = 1,      // device description: JSON text
  kBlock = 2,       // one block of guest memory
  kBoContent = 3,   // a buffer's size, attributes and block list
  kVmTable = 4,     // a VM's mapping table
  kSubmission = 5,  // one command submission
  kTotals = 6,      // the writer's totals; the last record of a finished trace
};

// Record header flags.
inline constexpr uint32_t kRecordZstd = 1u << 0;  // payload is one zstd frame
inline constexpr uint32_t kKnownRecordFlags = kRecordZstd;

// Submission flags.
// Recorded while the previous submission had not finished (the capture sink's
// wait for it timed out): memory the previous submission writes may be stale.
inline constexpr uint32_t kSubmissionOverlapped = 1u << 0;

// VM table entry flags.
inline constexpr uint32_t kMappingPrt = 1u << 0;  // sparse: no buffer, reads zero

// Fixed-part and entry sizes written by this version. A payload states them
// itself, so that a newer minor version can lengthen them; readers need at
// least these sizes and skip any bytes beyond the fields they know.
inline constexpr uint32_t kSubmissionFixedSize = 64;
inline constexpr uint32_t kIbEntrySize = 16;
inline constexpr uint32_t kVmTableFixedSize = 16;
inline constexpr uint32_t kVmEntrySize = 40;
inline constexpr uint32_t kBoContentFixedSize = 40;
inline constexpr uint32_t kTotalsFixedSize = 56;

struct FileHeader {
  uint32_t version = make_version(kVersionMajor, kVersionMinor);
  uint32_t flags = 0;  // none defined; readers ignore them
  uint32_t header_size = kFileHeaderSize;
};

struct RecordHeader {
  uint32_t kind = 0;
  uint32_t flags = 0;
  uint64_t stored_size = 0;   // payload bytes in the file
  uint64_t raw_size = 0;      // payload bytes once decompressed
  uint64_t payload_hash = 0;  // XXH3-64 of the stored payload bytes
};

inline void put_u32(uint8_t* p, uint32_t v) {
  std::memcpy(p, &v, 4);
}
inline void put_u64(uint8_t* p, uint64_t v) {
  std::memcpy(p, &v, 8);
}
inline uint32_t get_u32(const uint8_t* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);
  return v;
}
inline uint64_t get_u64(const uint8_t* p) {
  uint64_t v;
  std::memcpy(&v, p, 8);
  return v;
}

inline uint64_t hash64(std::span<const uint8_t> bytes) {
  return XXH3_64bits(bytes.data(), bytes.size());
}

// The header checks: the file header's covers its first 24 bytes, a record
// header's its first 36 (its low 32 bits are stored).
inline uint64_t file_header_hash(const uint8_t* h) {
  return XXH3_64bits(h, 24);
}
inline uint32_t record_header_hash(const uint8_t* h) {
  return static_cast<uint32_t>(XXH3_64bits(h, 36));
}

inline void encode_file_header(const FileHeader& fh, uint8_t* out) {
  std::memset(out, 0, kFileHeaderSize);
  std::memcpy(out, kMagic, sizeof(kMagic));
  put_u32(out + 8, fh.version);
  put_u32(out + 12, fh.flags);
  put_u32(out + 16, fh.header_size);
  put_u64(out + 24, file_header_hash(out));
}

// Decodes and checks a file header. On failure returns nullopt and says why;
// a newer major version is refused before the check hash, since a new major
// may lay the header out differently.
inline std::optional<FileHeader> decode_file_header(const uint8_t* in, size_t size,
                                                    std::string* why) {
  if (size < kFileHeaderSize || std::memcmp(in, kMagic, sizeof(kMagic)) != 0) {
    *why = "not an rdnavk trace (no RDNAVKTR header)";
    return std::nullopt;
  }
  FileHeader fh;
  fh.version = get_u32(in + 8);
  if (version_major(fh.version) > kVersionMajor) {
    *why = "trace format version " + std::to_string(version_major(fh.version)) + "." +
           std::to_string(version_minor(fh.version)) + " is newer than this reader (" +
           std::to_string(kVersionMajor) + "." + std::to_string(kVersionMinor) +
           "): use a newer rdnavk";
    return std::nullopt;
  }
  if (version_major(fh.version) < 1 || get_u64(in + 24) != file_header_hash(in)) {
    *why = "corrupt trace file header";
    return std::nullopt;
  }
  fh.flags = get_u32(in + 12);
  fh.header_size = get_u32(in + 16);
  if (fh.header_size < kFileHeaderSize) {
    *why = "corrupt trace file header (header size " + std::to_string(fh.header_size) + ")";
    return std::nullopt;
  }
  return fh;
}

inline void encode_record_header(const RecordHeader& rh, uint8_t* out) {
  put_u32(out + 0, rh.kind);
  put_u32(out + 4, rh.flags);
  put_u64(out + 8, rh.stored_size);
  put_u64(out + 16, rh.raw_size);
  put_u64(out + 24, rh.payload_hash);
  put_u32(out + 32, 0);
  put_u32(out + 36, record_header_hash(out));
}

// Nullopt when the header's check hash does not match.
inline std::optional<RecordHeader> decode_record_header(const uint8_t* in) {
  if (get_u32(in + 36) != record_header_hash(in)) return std::nullopt;
  RecordHeader rh;
  rh.kind = get_u32(in + 0);
  rh.flags = get_u32(in + 4);
  rh.stored_size = get_u64(in + 8);
  rh.raw_size = get_u64(in + 16);
  rh.payload_hash = get_u64(in + 24);
  return rh;
}

// Appends little-endian fields to a payload.
class PayloadBuilder {
 public:
  explicit PayloadBuilder(std::vector<uint8_t>& out) : out_(out) { out_.clear(); }
  void u32(uint32_t v) { append(&v, 4); }
  void u64(uint64_t v) { append(&v, 8); }
  void bytes(std::span<const uint8_t> b) { append(b.data(), b.size()); }

 private:
  void append(const void* p, size_t n) {
    const auto* b = static_cast<const uint8_t*>(p);
    out_.insert(out_.end(), b, b + n);
  }
  std::vector<uint8_t>& out_;
};

// Reads little-endian fields of a payload with every access bounds-checked: a
// read past the end yields zero and marks the cursor failed, so a parser checks
// ok() once after reading a group of fields.
class PayloadCursor {
 public:
  explicit PayloadCursor(std::span<const uint8_t> data) : data_(data) {}
  uint32_t u32() { return take(4) ? get_u32(data_.data() + pos_ - 4) : 0; }
  uint64_t u64() { return take(8) ? get_u64(data_.data() + pos_ - 8) : 0; }
  // Moves to `offset` from the start (to skip fields of a newer minor version).
  void seek(uint64_t offset) {
    if (offset > data_.size())
      ok_ = false;
    else
      pos_ = static_cast<size_t>(offset);
  }
  size_t position() const { return pos_; }
  size_t remaining() const { return data_.size() - pos_; }
  bool ok() const { return ok_; }

 private:
  bool take(size_t n) {
    if (!ok_ || data_.size() - pos_ < n) {
      ok_ = false;
      return false;
    }
    pos_ += n;
    return true;
  }
  std::span<const uint8_t> data_;
  size_t pos_ = 0;
  bool ok_ = true;
};

}  // namespace rdnavk::trace
