// Fuzzes the translator over raw code bytes: the program analysis, the
// split-wave analysis (xlate/split_waves.cpp) and every instruction's handler,
// for wave32 and wave64 on host subgroups narrower than, as wide as and wider
// than the wave. Any input must give a module that SPIRV-Tools accepted or a
// named refusal, without a crash, a hang or a read outside the bytes. The first
// byte picks the group's size, whether partial groups may occur and RSRC2's
// user SGPRs and LDS.
#include <cstdint>
#include <span>

#include "xlate/translator.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace rdnavk::xlate;
  if (size < 1) return 0;
  uint8_t shape = data[0];
  std::span<const uint8_t> code(data + 1, size - 1);
  for (bool wave64 : {false, true}) {
    for (uint32_t subgroup : {8u, 32u, 64u}) {
      ComputeKey k;
      k.wave64 = wave64;
      k.threads[0] = static_cast<uint16_t>(16u << (shape & 3));  // 16 to 128 lanes
      k.partial_groups = (shape & 4) != 0;
      k.rsrc1 = 0x3f;
      k.rsrc2 =
          (2u << 1) | ((static_cast<uint32_t>(shape) >> 3 & 3u) << 15);  // USER_SGPR, LDS_SIZE
      k.host_subgroup = subgroup;
      TranslateResult r = translate_compute(code, k);
      if (r.ok == r.refusal.empty()) continue;
      __builtin_trap();  // a result must be a module or a named refusal, not both or neither
    }
  }
  return 0;
}
