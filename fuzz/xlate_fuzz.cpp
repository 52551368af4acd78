// Fuzzes the translator over raw code bytes: the program analysis, the
// split-wave analysis (xlate/split_waves.cpp) and every instruction's handler,
// for wave32 and wave64 on host subgroups narrower than, as wide as and wider
// than the wave. Any input must give a module that SPIRV-Tools accepted or a
// named refusal, without a crash, a hang or a read outside the bytes. The first
// byte picks the group's size, whether partial groups may occur, RSRC2's user
// SGPRs and LDS, and whether the key lets lanes leave loops alone and keeps
// EXEC's bits in lanes. The same bytes are translated as a draw's NGG program
// (mesh stage) and pixel program (fragment stage) too, with keys the first
// byte also picks.
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
      // The executor's facts (lanes leave loops alone, D61; EXEC's bits in
      // lanes, D59, D69) and their absence.
      k.host_lanes_leave_loops = (shape & 0x20) == 0;
      k.host_exec_bits_in_lanes = (shape & 0x40) != 0;
      TranslateResult r = translate_compute(code, k);
      if (r.ok != r.refusal.empty()) __builtin_trap();  // a module or a named refusal
    }
    MeshKey m;
    m.wave64 = wave64;
    m.rsrc1 = 0x3f;
    m.rsrc2 = (7u << 1) | ((static_cast<uint32_t>(shape) >> 3 & 3u) << 19);  // USER_SGPR, LDS
    m.max_vertices = static_cast<uint16_t>(16u << (shape & 3));
    m.max_primitives = static_cast<uint16_t>(m.max_vertices / 3 + 1);
    m.passthrough = (shape & 4) != 0;
    m.ps_inputs = shape >> 5;
    for (unsigned i = 0; i < m.ps_inputs; ++i) m.ps_param[i] = static_cast<uint8_t>(i * 3);
    m.host_subgroup = wave64 ? 32 : 8;
    m.quads = (shape & 2) != 0;  // quads' second halves check their split (D38)
    m.ps_flat = shape & 4 ? 1u : 0u;
    TranslateResult r = translate_mesh(code, m);
    if (r.ok != r.refusal.empty()) __builtin_trap();
    m.quads = false;
    // The same program as a geometry program (D30): instances, adjacency.
    m.passthrough = false;
    m.gs = true;
    m.gs_instances = static_cast<uint8_t>(1 + (shape & 1));
    m.gs_in_vertices = (shape & 2) ? 6 : 3;
    m.gs_max_vert_out = m.gs_prim_amp = 4;
    m.max_primitives = 8;
    r = translate_mesh(code, m);
    if (r.ok != r.refusal.empty()) __builtin_trap();
    FragmentKey f;
    f.wave64 = wave64;
    f.rsrc1 = 0x3f;
    f.rsrc2 = 4u << 1;
    f.input_ena = f.input_addr = 0x2u | ((shape & 1u) << 5) | ((shape & 2u) << 7);
    f.ps_inputs = shape >> 5;
    f.flat = shape & 4 ? 1u : 0u;
    f.col_format = shape & 8 ? 0x9u : 0x4u;
    f.sprite = shape & 16 ? 1u : 0u;  // input 0 from a point's sprite coordinates
    f.sprite_select = 0x1a;           // S, T, 0, 0
    f.dual_source = (shape & 8) != 0 && (shape & 16) != 0;
    f.host_subgroup = 8;
    f.quads = (shape & 2) != 0;  // barycentrics for v_interp only (D38)
    r = translate_fragment(code, f);
    if (r.ok != r.refusal.empty()) __builtin_trap();
  }
  return 0;
}
