// Runs small RDNA2 programs, written in assembly and assembled by LLVM 19's
// llvm-mc, through the command processor and the executor (exec/) on the host
// device (lavapipe), against a flat guest memory copied to the device and back.
// Instruction tests write their results to memory and compare exact values.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "cp/command_processor.h"
#include "exec/executor.h"
#include "pm4/packet.h"
#include "tests/xlate/assemble.h"
#include "vk/host_device.h"
#include "xlate/translator.h"

namespace rdnavk::xlate::testing {

// Guest memory: one range at kBase, copied to the host device per dispatch.
class FlatGuestMemory final : public cp::GpuMemory {
 public:
  static constexpr uint64_t kBase = 0x100000000ull;
  explicit FlatGuestMemory(size_t bytes) : bytes_(bytes, 0) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override;
  bool write(uint64_t va, std::span<const uint8_t> in) override;
  std::vector<Range> ranges() const override { return {{kBase, bytes_.size(), false}}; }
  uint8_t* at(uint64_t va) { return bytes_.data() + (va - kBase); }

 private:
  std::vector<uint8_t> bytes_;
};

struct Dispatch {
  bool wave64 = false;
  uint32_t threads[3] = {64, 1, 1};
  uint32_t groups[3] = {1, 1, 1};
  std::vector<uint32_t> user_sgprs;  // COMPUTE_USER_DATA_0..
  uint32_t rsrc1 = 0x3f;             // 256 VGPRs (wave32: 512 granules clamp)
  uint32_t rsrc2 = 0;                // USER_SGPR is filled from user_sgprs
  uint32_t tmpring = 0;
  uint32_t initiator = 0;  // bits ORed into COMPUTE_DISPATCH_INITIATOR
  uint32_t rsrc3 = 0;      // COMPUTE_PGM_RSRC3 (SHARED_VGPR_CNT)
};

// Every lane stores v1 at data + 4 * lane, s[0:1] holding the data address
// (one_group puts kData there), and the program ends.
inline const char* kStoreByLane = R"(
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v1, s[0:1]
  s_endpgm
)";
// `text` with the wave's mask operands named: {VCC}, {EXEC}, {B} (b64 or b32)
// and {Sn} (s[n:n+1] or sn, for an even n).
std::string wave_masks(std::string text, bool wave64);
// One group of `threads` lanes, the data address in its first user SGPRs.
Dispatch one_group(bool wave64, uint32_t threads);
// One wave of lanes, the data address in s[0:1], s2 and s3 zero, and the
// descriptor `words` from s4.
Dispatch with_descriptor(bool wave64, const std::vector<uint32_t>& words);
// The key of one group of `threads` lanes (the data address in s[0:1]; no
// partial groups) on host subgroups of 8, as lavapipe has them by default.
ComputeKey lavapipe_key(bool wave64, uint16_t threads);
// The translation of `text` with lavapipe_key; `speculate_floats` as
// WaveKey's.
TranslateResult translate_for_lavapipe(const std::string& text, bool wave64, uint16_t threads = 64,
                                       bool speculate_floats = true);

// A type-3 packet header with `body` dwords after it.
uint32_t pkt3(pm4::Opcode op, size_t body);

class XlateTest : public ::testing::Test {
 public:
  // The data area guest programs read and write: kData..kData + 512 KiB.
  static constexpr uint64_t kCode = FlatGuestMemory::kBase;
  static constexpr uint64_t kIb = FlatGuestMemory::kBase + 0x10000;
  static constexpr uint64_t kData = FlatGuestMemory::kBase + 0x20000;

 protected:
  static void SetUpTestSuite();
  static void TearDownTestSuite();
  void SetUp() override;
  void TearDown() override;

  // Assembles `text`, dispatches it and answers the command processor's report:
  // empty refusals when the dispatch ran.
  cp::CpReport run(const std::string& text, const Dispatch& d);
  // The same in parts: assembles `text` to kCode; the packets that set up and
  // launch `d` of the program there; runs `ib` (at kIb) as one compute submission.
  void load(const std::string& text, bool wave64, uint64_t va = kCode);
  static std::vector<uint32_t> dispatch_packets(const Dispatch& d, uint64_t code = kCode);
  cp::CpReport run_ib(const std::vector<uint32_t>& ib);
  // The refusal reasons of a report, joined ("" when none).
  static std::string refusals(const cp::CpReport& r);
  // While it lives, an executor made with `options` runs the test's
  // dispatches; the suite's comes back however the test leaves.
  class ExecutorSwap {
   public:
    explicit ExecutorSwap(const exec::ExecutorOptions& options);
    ~ExecutorSwap();
    ExecutorSwap(const ExecutorSwap&) = delete;
    ExecutorSwap& operator=(const ExecutorSwap&) = delete;
    bool ok() const { return other_ != nullptr; }

   private:
    std::unique_ptr<exec::Executor> other_;
  };

  uint32_t u32(uint64_t va) {
    uint32_t v;
    std::memcpy(&v, mem.at(va), 4);
    return v;
  }
  void put(uint64_t va, const std::vector<uint32_t>& dws) {
    std::memcpy(mem.at(va), dws.data(), dws.size() * 4);
  }

  FlatGuestMemory mem{1 << 20};
  static std::unique_ptr<vk::HostDevice> host;
  uint64_t validation_before_ = 0;
  static std::unique_ptr<exec::Executor> executor;
};

}  // namespace rdnavk::xlate::testing
