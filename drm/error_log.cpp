#include "drm/error_log.h"

#include <cstdio>
#include <cstring>

namespace rdnavk::drm {

int ErrorLog::bad(const char* kind, int err, const std::string& detail) {
  bool first = false;
  {
    std::lock_guard lock(mutex_);
    Entry& e = entries_[kind];
    first = e.count++ == 0;
    if (first) e.first = detail + " (" + std::strerror(-err) + ")";
  }
  if (first && print_)
    std::fprintf(stderr, "rdnavk: %s: %s (%s)\n", kind, detail.c_str(), std::strerror(-err));
  return err;
}

std::map<std::string, ErrorLog::Entry> ErrorLog::entries() const {
  std::lock_guard lock(mutex_);
  return entries_;
}

}  // namespace rdnavk::drm
