// Guest memory for the OpenCL tests, made with the project's own memory layer as
// the kernel interface makes it: buffers from a BoArena mapped into a VaSpace,
// seen by the command processor through a VM snapshot.
#pragma once

#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "cp/submission.h"
#include "mem/bo.h"
#include "mem/va_space.h"

namespace rdnavk::opencl {

class GuestMemory {
 public:
  // nullptr with `*error` set when the arena cannot be made.
  static std::unique_ptr<GuestMemory> create(uint64_t capacity, std::string* error);

  // A zero-filled buffer of at least `bytes`, mapped at a fresh 64 KiB-aligned
  // address (so also 256-byte aligned, as code must be). 0 when the arena is full.
  uint64_t allocate(uint64_t bytes);
  // The host view of [va, va + bytes) when it lies inside one buffer, or nullptr.
  uint8_t* host(uint64_t va, uint64_t bytes);

  bool write(uint64_t va, std::span<const uint8_t> in);
  template <typename T>
  bool write(uint64_t va, const std::vector<T>& v) {
    return write(va, {reinterpret_cast<const uint8_t*>(v.data()), v.size() * sizeof(T)});
  }
  template <typename T>
  std::vector<T> read(uint64_t va, size_t count) {
    std::vector<T> out(count);
    if (const uint8_t* p = host(va, count * sizeof(T)))
      std::memcpy(out.data(), p, count * sizeof(T));
    return out;
  }

  // A submission of one IB on the first compute ring, listing every buffer, with
  // the VA space as it is now.
  cp::Submission submission(uint64_t ib_va, uint32_t ib_dwords);

 private:
  GuestMemory() = default;
  std::shared_ptr<mem::BoArena> arena_;
  mem::VaSpace vas_;
  std::vector<mem::Mapping> mappings_;
  uint64_t next_va_ = uint64_t{1} << 32;
  uint64_t sequence_ = 0;
};

}  // namespace rdnavk::opencl
