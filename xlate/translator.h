// The translator: an RDNA2 program and the register state it depends on become
// one SPIR-V module that runs the program's waves exactly (decision records
// 0010, 0012 and 0018), or a refusal with a named reason. Compute is the stage
// carried out today (compute_stage.cpp); its core (module_writer.cpp) is
// stage-neutral.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "xlate/push_layout.h"
#include "xlate/stage.h"
#include "xlate/status.h"

namespace rdnavk::xlate {

// The dispatch state a compute module is specialised for: everything the
// program's behaviour depends on apart from its bytes. Two dispatches with equal
// keys and equal bytes share a module. The wave size and the host's facts are
// the base every stage's key shares (stage.h).
struct ComputeKey : WaveKey {
  uint16_t threads[3] = {1, 1, 1};  // COMPUTE_NUM_THREAD_X/Y/Z.NUM_THREAD_FULL
  uint32_t rsrc1 = 0;               // COMPUTE_PGM_RSRC1 (float mode, register counts)
  uint32_t rsrc2 = 0;               // COMPUTE_PGM_RSRC2 (user SGPRs, enables, LDS size)
  uint32_t rsrc3 = 0;               // COMPUTE_PGM_RSRC3 (SHARED_VGPR_CNT)
  // COMPUTE_DISPATCH_INITIATOR.PARTIAL_TG_EN: the dispatch's last groups may
  // have fewer threads than NUM_THREAD_FULL.
  bool partial_groups = true;
  bool operator==(const ComputeKey&) const = default;
};

struct CompiledModule {
  std::vector<uint32_t> spirv;
  std::string assembly;     // the SPIR-V text (RDNAVK_DEBUG=spirv)
  uint32_t local_size = 0;  // invocations per workgroup: waves * wave size
  uint32_t waves_per_group = 0;
  uint32_t required_subgroup = 0;  // 0: any
  bool split_waves = false;        // its waves run as independent host subgroups (D23)
  std::string whole_waves_why;     // where not split though the subgroup is narrower: why
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
