// The compute translator: an RDNA2 program and the register state it depends on
// become one SPIR-V compute module that runs the program's waves exactly (decision
// records 0010 and 0012), or a refusal with a named reason.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace rdnavk::xlate {

// The dispatch state a module is specialised for: everything the program's
// behaviour depends on apart from its bytes. Two dispatches with equal keys and
// equal bytes share a module.
struct ComputeKey {
  bool wave64 = true;          // COMPUTE_DISPATCH_INITIATOR.CS_W32_EN clear
  uint16_t threads[3] = {1, 1, 1};  // COMPUTE_NUM_THREAD_X/Y/Z.NUM_THREAD_FULL
  uint32_t rsrc1 = 0;          // COMPUTE_PGM_RSRC1 (float mode, register counts)
  uint32_t rsrc2 = 0;          // COMPUTE_PGM_RSRC2 (user SGPRs, enables, LDS size)
  uint32_t rsrc3 = 0;          // COMPUTE_PGM_RSRC3 (SHARED_VGPR_CNT)
  uint32_t host_subgroup = 0;  // the host's subgroup size (D10)
  bool host_int64_atomics = true;  // the host device has shaderBufferInt64Atomics
  // Float denormals on the host, by width (bit 0: f16, 1: f32, 2: f64): where the
  // module may declare DenormPreserve (shaderDenormPreserveFloat*), and where the
  // host is known to keep them without it (lavapipe, measured). A module that
  // computes in a width with neither checks each float op at run time: a
  // denormal operand, or a zero result not provably exact, refuses the dispatch
  // (`host-denormal-value`), as the host may have flushed it.
  uint8_t host_denorm_preserve = 0;
  uint8_t host_denorm_kept = 0;
  bool operator==(const ComputeKey&) const = default;
};

// What a module takes in its push constants (std430 offsets). The command
// processor fills it per dispatch.
struct ComputePush {
  uint64_t page_table = 0;   // device address of the VA table (vk/guest_memory_table)
  uint64_t status = 0;       // device address of the dispatch's status word
  uint64_t program_va = 0;   // COMPUTE_PGM_LO/HI << 8: what s_getpc_b64 counts from
  uint32_t user_data[16] = {};  // COMPUTE_USER_DATA_0..15
  uint32_t group_base[3] = {};  // COMPUTE_START_X/Y/Z (0 with FORCE_START_AT_000)
  uint32_t scratch_wave_bytes = 0;  // COMPUTE_TMPRING_SIZE.WAVESIZE in bytes
  uint32_t groups[3] = {};          // the dispatch's group counts
  // COMPUTE_DISPATCH_INITIATOR.PARTIAL_TG_EN: each dimension's
  // NUM_THREAD_PARTIAL (1..1023, 0: none) in bits 9:0, 19:10, 29:20; the last
  // group of the dispatch in that dimension has that many threads in it.
  uint32_t partial = 0;
  // The linear index (x fastest) of the first group of this part of the
  // dispatch: the executor splits a dispatch whose waves outnumber the scratch
  // ring's slots into parts run one after another, each wave of a part taking
  // the slot its place in the part gives.
  uint32_t scratch_first_group = 0;
  uint32_t unused = 0;  // the 8-byte members' alignment; Vulkan guarantees 128 bytes
};
static_assert(sizeof(ComputePush) == 128);

// Bits a module sets in its status word while it runs: each names what made the
// dispatch's result unreliable. The executor turns them into refusals.
enum StatusBit : uint32_t {
  kStatusVmFault = 1u << 0,         // an access to an unmapped page (read 0, write dropped)
  kStatusFormatEscape = 1u << 1,    // a format load the descriptor cannot answer (D967)
  kStatusIndirectBranch = 1u << 2,  // s_setpc_b64 to an address that starts no block
  kStatusWaveBudget = 1u << 3,      // a wave ran past the segment budget and was ended
  kStatusOmodTiny = 1u << 4,        // an output modifier met a result near the denormals
  kStatusSharedVgprBoth = 1u << 5,  // both halves of a wave64 wrote one shared VGPR dword
  kStatusHostDenormal = 1u << 6,    // a host float op met a denormal it may have flushed
};
const char* status_reason(StatusBit bit);

struct CompiledModule {
  std::vector<uint32_t> spirv;
  std::string assembly;  // the SPIR-V text (RDNAVK_DEBUG=spirv)
  uint32_t local_size = 0;  // invocations per workgroup: waves * wave size
  uint32_t waves_per_group = 0;
  uint32_t required_subgroup = 0;  // 0: any
  bool uses_scratch = false;
  uint32_t instructions = 0;
  uint32_t code_bytes = 0;  // the program's extent from its address
};

struct TranslateResult {
  bool ok = false;
  std::string refusal;  // a named reason ("instruction-v_foo"), when not ok
  std::string detail;   // where: "offset 0x40: v_foo_b32 v1, v2"
  CompiledModule module;
};

// Translates the program starting at `code[0]`. `code` is every byte of guest
// memory from the program's address that the translator may read (the program's
// end is found by following its control flow).
TranslateResult translate_compute(std::span<const uint8_t> code, const ComputeKey& key);

}  // namespace rdnavk::xlate
