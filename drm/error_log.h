// Bad guest input, counted by kind: what the run report shows and what
// RDNAVK_DEBUG=ioctl prints (once per kind).
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>

namespace rdnavk::drm {

class ErrorLog {
 public:
  struct Entry {
    uint64_t count = 0;
    std::string first;  // the first occurrence, in words
  };
  explicit ErrorLog(bool print) : print_(print) {}
  // Records one occurrence of `kind` (e.g. "cs/unknown-chunk") and returns `err`,
  // so a handler can `return log.bad("kind", -EINVAL, "...")`.
  int bad(const char* kind, int err, const std::string& detail);
  std::map<std::string, Entry> entries() const;

 private:
  bool print_;
  mutable std::mutex mutex_;
  std::map<std::string, Entry> entries_;
};

}  // namespace rdnavk::drm
