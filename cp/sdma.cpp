#include "cp/sdma.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

namespace rdnavk::cp {

namespace {
// sid.h: SDMA_PACKET(op, sub_op, n) puts op in bits 7:0, sub_op in 15:8.
enum SdmaOp : uint32_t {
  kNop = 0x0,
  kCopy = 0x1,
  kWrite = 0x2,
  kIndirectBuffer = 0x4,
  kFence = 0x5,
  kTrap = 0x6,
  kPollRegmem = 0x8,
  kConstantFill = 0xb,
  kTimestamp = 0xd,
};
constexpr uint32_t kMaxSdmaDepth = 2;

uint64_t addr64(uint32_t lo, uint32_t hi) {
  return (uint64_t{hi & 0xffff} << 32) | lo;
}

class SdmaRunner {
 public:
  SdmaRunner(GpuMemory& m, CpReport& r, const ExecOptions& o, const std::string& where)
      : mem_(m),
        report_(r),
        opt_(o),
        where_(where),
        wait_deadline_(std::chrono::steady_clock::now() + o.wait_timeout) {}

  void run_ib(uint64_t va, uint32_t size_dw, uint32_t depth) {
    std::vector<uint32_t> ib(size_dw);
    if (!mem_.read(va, {reinterpret_cast<uint8_t*>(ib.data()), ib.size() * 4})) {
      report_.stream_error("ib-unmapped", at(va));
      return;
    }
    report_.ibs++;
    report_.dwords += size_dw;
    size_t i = 0;
    while (i < ib.size()) {
      uint32_t used = packet(std::span<const uint32_t>(ib).subspan(i), va + i * 4, depth);
      if (used == 0) return;  // an error ends the IB
      i += used;
    }
  }

 private:
  // Carries out the packet at the start of `d`; answers its length in dwords, or 0
  // when it cannot be read (the rest of the IB is not run).
  uint32_t packet(std::span<const uint32_t> d, uint64_t va, uint32_t depth) {
    uint32_t op = d[0] & 0xff, sub = (d[0] >> 8) & 0xff;
    report_.packets++;
    auto need = [&](size_t n) {
      if (d.size() >= n) return true;
      report_.stream_error("truncated-packet", at(va, "SDMA op " + std::to_string(op)));
      return false;
    };
    switch (op) {
      case kNop: {
        uint32_t count = (d[0] >> 16) & 0x3fff;
        return need(1 + count) ? 1 + count : 0;
      }
      case kCopy: {
        // Tiled and sub-window copies have layouts of their own: refusing one ends
        // the IB, since its length is not known.
        if (sub != 0) return refuse("sdma-copy-sub-op-" + std::to_string(sub), va, 0, d.size());
        // [1] COUNT: bytes - 1; [2] parameters; [3..4] source; [5..6] destination.
        if (!need(7)) return 0;
        uint64_t bytes = uint64_t{d[1] & 0x3fffffff} + 1;
        uint64_t src = addr64(d[3], d[4]), dst = addr64(d[5], d[6]);
        if (src < dst + bytes && dst < src + bytes && src != dst)
          return refuse("sdma-copy-overlap", va, 7, d.size());
        if (!spend(bytes)) return refuse("memory-budget-exceeded", va, 7, d.size());
        std::vector<uint8_t> buf(static_cast<size_t>(std::min<uint64_t>(bytes, 1 << 16)));
        for (uint64_t off = 0; off < bytes; off += buf.size()) {
          size_t n = static_cast<size_t>(std::min<uint64_t>(buf.size(), bytes - off));
          std::span<uint8_t> chunk(buf.data(), n);
          if (!mem_.read(src + off, chunk) || !mem_.write(dst + off, chunk)) {
            report_.stream_error("unmapped-address", at(va, "SDMA copy"));
            return 7;
          }
        }
        report_.memory_packets["SDMA_COPY_LINEAR"]++;
        return 7;
      }
      case kWrite: {
        // [1..2] destination; [3] COUNT: dwords - 1; the data.
        if (sub != 0) return refuse("sdma-write-sub-op-" + std::to_string(sub), va, 0, d.size());
        if (!need(4)) return 0;
        uint64_t n = uint64_t{d[3] & 0xfffff} + 1;
        if (!need(4 + n)) return 0;
        if (!mem_.write(addr64(d[1], d[2]), {reinterpret_cast<const uint8_t*>(d.data() + 4),
                                             static_cast<size_t>(n) * 4}))
          report_.stream_error("unmapped-address", at(va, "SDMA write"));
        else
          report_.memory_packets["SDMA_WRITE_LINEAR"]++;
        return static_cast<uint32_t>(4 + n);
      }
      case kIndirectBuffer: {
        // [1..2] base, [3] size in dwords, [4..5] CSA address.
        if (!need(6)) return 0;
        if (depth + 1 >= kMaxSdmaDepth) {
          report_.stream_error("ib-too-deep", at(va));
          return 6;
        }
        run_ib(addr64(d[1], d[2]) & ~uint64_t{31}, d[3] & 0xfffff, depth + 1);
        return 6;
      }
      case kFence:  // [1..2] address, [3] data
        if (!need(4)) return 0;
        if (!mem_.write32(addr64(d[1], d[2]) & ~uint64_t{3}, d[3]))
          report_.stream_error("unmapped-address", at(va, "SDMA fence"));
        else
          report_.memory_packets["SDMA_FENCE"]++;
        return 4;
      case kTrap:  // [1] interrupt context: the kernel's, nothing in memory
        return need(2) ? 2 : 0;
      case kPollRegmem:
        return poll(d, va);
      case kConstantFill: {
        // Header bits 31:30 fill size (2: dwords); [1..2] destination; [3] data;
        // [4] COUNT: bytes - 1.
        if (!need(5)) return 0;
        uint64_t bytes = uint64_t{d[4] & 0x3fffffff} + 1;
        if ((d[0] >> 30) != 2 || bytes % 4 != 0)
          return refuse("sdma-fill-not-dwords", va, 5, d.size());
        if (!spend(bytes)) return refuse("memory-budget-exceeded", va, 5, d.size());
        uint64_t dst = addr64(d[1], d[2]);
        for (uint64_t off = 0; off < bytes; off += 4) {
          if (!mem_.write32(dst + off, d[3])) {
            report_.stream_error("unmapped-address", at(va, "SDMA constant fill"));
            return 5;
          }
        }
        report_.memory_packets["SDMA_CONSTANT_FILL"]++;
        return 5;
      }
      case kTimestamp:
        // Sub-op 2 (GET_GLOBAL_TIMESTAMP): [1..2] where the 64-bit clock goes.
        if (sub != 2)
          return refuse("sdma-timestamp-sub-op-" + std::to_string(sub), va, 3, d.size());
        if (!need(3)) return 0;
        if (!mem_.write64(addr64(d[1], d[2]) & ~uint64_t{7}, clock()))
          report_.stream_error("unmapped-address", at(va, "SDMA timestamp"));
        else
          report_.memory_packets["SDMA_TIMESTAMP"]++;
        return 3;
      default:
        report_.refuse("sdma-op-" + std::to_string(op), at(va));
        return 0;  // its length is unknown: the rest of the IB cannot be read
    }
  }

  uint32_t poll(std::span<const uint32_t> d, uint64_t va) {
    // Header: FUNC bits 30:28, MEM_POLL bit 31; [1..2] address; [3] reference;
    // [4] mask; [5] interval and retries.
    if (d.size() < 6) {
      report_.stream_error("truncated-packet", at(va, "SDMA poll"));
      return 0;
    }
    if (!(d[0] >> 31)) return refuse("sdma-poll-register", va, 6, d.size());
    uint32_t func = (d[0] >> 28) & 7;
    auto deadline = wait_deadline_;
    while (true) {
      uint32_t v;
      if (!mem_.read32(addr64(d[1], d[2]), &v)) {
        report_.stream_error("unmapped-address", at(va, "SDMA poll"));
        return 6;
      }
      v &= d[4];
      bool ok = func == 0 || (func == 1 && v < d[3]) || (func == 2 && v <= d[3]) ||
                (func == 3 && v == d[3]) || (func == 4 && v != d[3]) || (func == 5 && v >= d[3]) ||
                (func == 6 && v > d[3]);
      if (ok) break;
      if (std::chrono::steady_clock::now() >= deadline) {
        report_.refuse("sdma-poll-unsatisfied", at(va));
        return 6;
      }
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    report_.memory_packets["SDMA_POLL_REGMEM"]++;
    return 6;
  }

  // Refuses the packet; answers its length to go on after it, or 0 (a length of
  // 0, or one past the IB) to end the IB.
  uint32_t refuse(const std::string& reason, uint64_t va, uint32_t length, size_t left) {
    report_.refuse(reason, at(va));
    return left >= length ? length : 0;
  }

  uint64_t clock() const {
    auto ns = static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                        std::chrono::steady_clock::now().time_since_epoch())
                                        .count());
    return (ns / 1000000) * opt_.gpu_counter_khz + (ns % 1000000) * opt_.gpu_counter_khz / 1000000;
  }

  std::string at(uint64_t va, const std::string& detail = "") const {
    char buf[48];
    std::snprintf(buf, sizeof(buf), " SDMA packet 0x%012llx", static_cast<unsigned long long>(va));
    return where_ + buf + (detail.empty() ? "" : ": " + detail);
  }

  bool spend(uint64_t bytes) {
    if (bytes > opt_.max_bytes_moved - std::min(bytes_moved_, opt_.max_bytes_moved)) return false;
    bytes_moved_ += bytes;
    return true;
  }

  GpuMemory& mem_;
  CpReport& report_;
  const ExecOptions& opt_;
  const std::string& where_;
  std::chrono::steady_clock::time_point wait_deadline_;
  uint64_t bytes_moved_ = 0;
};
}  // namespace

void run_sdma(const Submission& s, GpuMemory& memory, CpReport& report, const ExecOptions& options,
              const std::string& where) {
  SdmaRunner r(memory, report, options, where);
  for (const IbRef& ib : s.ibs) r.run_ib(ib.va, ib.size_dw, 0);
}

}  // namespace rdnavk::cp
