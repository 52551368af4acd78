// Fuzzes the trace reader: a trace is input from whoever captured it. Every file
// must open with an error or read back, never crash or read out of bounds.
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <string>

#include "trace/reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static int fd = memfd_create("trace-fuzz", MFD_CLOEXEC);
  if (fd < 0 || ftruncate(fd, 0) != 0 || pwrite(fd, data, size, 0) != static_cast<ssize_t>(size))
    return 0;
  rdnavk::trace::ReaderLimits limits;
  limits.max_bo_size = uint64_t{64} << 20;
  limits.max_memory_bytes = uint64_t{256} << 20;
  limits.max_metadata_bytes = uint64_t{64} << 20;
  std::string error;
  auto reader =
      rdnavk::trace::TraceReader::open("/proc/self/fd/" + std::to_string(fd), &error, limits);
  if (!reader) return 0;
  for (size_t i = 0; i < reader->submission_count() && i < 8; ++i) {
    auto mem = reader->memory(i, &error);
    if (!mem) continue;
    uint8_t buf[64];
    for (const auto& m : mem->mappings())
      mem->read(m.va, {buf, static_cast<size_t>(std::min<uint64_t>(m.size, sizeof(buf)))});
  }
  return 0;
}
