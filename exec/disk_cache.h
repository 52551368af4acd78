// The module cache on disk (decision record 0050): translated modules kept
// across runs, found again by the translator's build, the stage, every member
// of the stage's key and the program bytes they were translated from.
//
// An entry is one file, named by three hashes in hex:
//   <key hash>-<program length>-<program hash>
// the key hash over the build id, the stage and the key's words; the program
// hash over the program's bytes, seeded with the key hash. A lookup reads the
// directory's names once, then hashes the dispatch's bytes once for each
// program length kept under its key hash. A file named so is read whole and
// used only when its checksum holds and the build id, stage, key words and
// every program byte it holds equal the lookup's; anything else is a miss,
// never an error. Files are written under a temporary name and renamed, so
// that a process never reads another's half-written entry. Beyond the size
// limit the files least recently used (by modification time, which a hit
// renews) are removed.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "xlate/translator.h"

namespace rdnavk::exec {

enum class CachedStage : uint32_t { kCompute = 1, kMesh = 2, kFragment = 3 };

struct DiskCacheCounts {
  uint64_t hits = 0;
  uint64_t misses = 0;
  uint64_t stored = 0;
  uint64_t rejected = 0;  // files named as a match whose contents were not
  uint64_t evicted = 0;
  double load_ms = 0;  // reading and checking the entries that hit
};

// The identity of the code that translates: the GNU build id of the loaded
// object that holds the translator, else a hash of that object's file; empty
// where neither can be read (the disk cache then stays off).
std::vector<uint8_t> translator_build_id();

// Where the cache lives when RDNAVK_CACHE_DIR does not say: $XDG_CACHE_HOME/
// rdnavk, else $HOME/.cache/rdnavk; empty when neither is set.
std::string default_cache_dir();

// RDNAVK_CACHE_MAX_SIZE's form: a byte count with an optional K, M or G
// (binary units). Nothing on a malformed value.
std::optional<uint64_t> parse_cache_size(const char* text);

// Where the environment puts the cache: RDNAVK_CACHE_DIR (else
// default_cache_dir()) and RDNAVK_CACHE_MAX_SIZE; `dir` is empty, and `off`
// says why, with RDNAVK_DEBUG=nodiskcache (`debug` is RDNAVK_DEBUG's value) or
// without a folder to use.
struct DiskCacheSettings {
  std::string dir;
  uint64_t max_bytes = 0;
  std::string off;
};
DiskCacheSettings disk_cache_settings(const char* debug);

class DiskModuleCache {
 public:
  static constexpr uint64_t kDefaultMaxBytes = 512ull << 20;

  // The cache in `dir` (created when missing) for modules of the translator
  // `build_id`; nullptr with `error` set when the directory cannot be made or
  // the build id is empty.
  static std::unique_ptr<DiskModuleCache> open(const std::string& dir, uint64_t max_bytes,
                                               std::vector<uint8_t> build_id, std::string* error);

  // The module translated from a prefix of `code` for this stage and key, or
  // nothing. Its `assembly` is empty.
  std::optional<xlate::CompiledModule> find(CachedStage stage, std::span<const uint32_t> key,
                                            std::span<const uint8_t> code);
  // Keeps `module`, translated from `code`'s first module.code_bytes bytes. A
  // failure to write is counted nowhere: the next run translates again.
  void store(CachedStage stage, std::span<const uint32_t> key, const xlate::CompiledModule& module,
             std::span<const uint8_t> code);

  const DiskCacheCounts& counts() const { return counts_; }
  const std::string& dir() const { return dir_; }

 private:
  DiskModuleCache(std::string dir, uint64_t max_bytes, std::vector<uint8_t> build_id);
  uint64_t key_hash(CachedStage stage, std::span<const uint32_t> key) const;
  void scan();
  void evict_to(uint64_t target);
  std::vector<uint8_t> entry_head(CachedStage stage, std::span<const uint32_t> key) const;

  std::string dir_;
  uint64_t max_bytes_;
  std::vector<uint8_t> build_id_;
  bool scanned_ = false;
  // By key hash: the program lengths and hashes of the entries kept.
  std::map<uint64_t, std::map<uint64_t, std::set<uint64_t>>> names_;
  uint64_t total_bytes_ = 0;
  uint64_t temp_counter_ = 0;
  DiskCacheCounts counts_;
};

}  // namespace rdnavk::exec
