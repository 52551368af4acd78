// Fuzzes what a draw is read as: hostile register values into plan_draw (the
// programs' keys, topology, targets, depth and stencil, D25-D30), then the
// primitive assembly of vertex ids with the state it planned. Every input must
// end in a plan or a named refusal: never a crash, undefined behaviour or a
// read outside the register file.
//
// The plan's mesh workgroup must fit the host's mesh limits (D33).
//
// The input: one byte of host facts, then records of 6 bytes (a register: its
// space in the top two bits of a 16-bit index, then a 32-bit value) over a
// state that starts as an NGG vertex draw of triangles into one 8-bit target,
// so that mutations reach past the first checks; the last 64 bytes or fewer,
// as 16-bit vertex ids.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "exec/draw_plan.h"
#include "exec/primitive_assembly.h"
#include "regs/gfx103_offsets.h"

namespace {

using namespace rdnavk;

void write(regs::RegisterState& r, uint32_t dw, uint32_t v) {
  (void)r.write(dw, v);
}

// A draw RADV makes (tests/gtwin's triangle cases, as `rdnavk pm4` prints them).
void base_state(regs::RegisterState& r) {
  write(r, regs::kVGT_SHADER_STAGES_EN, 0x00002010);  // ES real, PRIMGEN
  write(r, regs::kVGT_PRIMITIVE_TYPE, 4);             // triangle list
  write(r, regs::kGE_CNTL, 0x0000c020);
  write(r, regs::kVGT_GS_ONCHIP_CNTL, 0x10010060);
  write(r, regs::kGE_MAX_OUTPUT_PER_SUBGROUP, 256);
  write(r, regs::kVGT_GS_OUT_PRIM_TYPE, 2);
  write(r, regs::kPA_CL_CLIP_CNTL, 0x01080000);  // DX_CLIP_SPACE_DEF, DX_LINEAR_ATTR_CLIP_ENA
  write(r, regs::kPA_CL_VTE_CNTL, 0x0000043f);
  write(r, regs::kSPI_SHADER_POS_FORMAT, 4);
  write(r, regs::kPA_CL_VPORT_XSCALE, 0x42000000);
  write(r, regs::kPA_CL_VPORT_XSCALE + 1, 0x42000000);
  write(r, regs::kPA_CL_VPORT_XSCALE + 2, 0x42000000);
  write(r, regs::kPA_CL_VPORT_XSCALE + 3, 0x42000000);
  write(r, regs::kPA_CL_VPORT_XSCALE + 5, 0x3f800000);
  write(r, regs::kPA_SC_VPORT_ZMIN_0 + 1, 0x3f800000);
  write(r, regs::kPA_SC_SCREEN_SCISSOR_TL + 1, 0x00400040);
  write(r, regs::kPA_SC_WINDOW_SCISSOR_TL + 1, 0x00400040);
  write(r, regs::kPA_SC_GENERIC_SCISSOR_TL + 1, 0x00400040);
  write(r, regs::kCB_COLOR_CONTROL, 0x00cc0010);
  write(r, regs::kSPI_SHADER_COL_FORMAT, 4);
  write(r, regs::kCB_SHADER_MASK, 0xf);
  write(r, regs::kCB_TARGET_MASK, 0xf);
  write(r, regs::kCB_COLOR0_INFO, 0x00028028);
  write(r, regs::kSPI_PS_IN_CONTROL, 1);
  write(r, regs::kSPI_PS_INPUT_ENA, 2);
  write(r, regs::kSPI_PS_INPUT_ADDR, 2);
  write(r, regs::kSPI_INTERP_CONTROL_0, 1);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  vk::HostDeviceInfo host;
  host.caps.mesh_shader = host.caps.graphics_queue = true;
  host.caps.subgroup_size = data[0] & 1 ? 32 : 8;
  host.caps.logic_op = host.caps.dual_src_blend = host.caps.depth_clamp = (data[0] & 2) != 0;
  host.caps.clip_distance = host.caps.depth_clip_control = (data[0] & 2) != 0;
  host.caps.line_rasterization = host.caps.stencil_export = (data[0] & 4) != 0;
  host.caps.packed_targets = data[0] & 8 ? ~0u : 0u;
  // NVIDIA's mesh limits (D33), or none reported.
  const bool small_mesh = (data[0] & 32) != 0;
  if (small_mesh) {
    host.caps.max_mesh_invocations = host.caps.max_mesh_size_x = 128;
    host.caps.max_mesh_output_vertices = host.caps.max_mesh_output_primitives = 256;
  }
  regs::RegisterState r;
  base_state(r);
  const size_t ids_bytes = std::min<size_t>(64, (size - 1) % 65);
  const size_t records = (size - 1 - ids_bytes) / 6;
  for (size_t i = 0; i < records; ++i) {
    const uint8_t* p = data + 1 + 6 * i;
    const uint16_t index = static_cast<uint16_t>(p[0] | p[1] << 8);
    uint32_t value;
    std::memcpy(&value, p + 2, 4);
    uint32_t dw = 0;
    switch (index >> 14) {
      case 0:
        dw = 0xA000 + (index & 0x3ff);  // context
        break;
      case 1:
        dw = 0x2C00 + (index & 0x3ff);  // persistent (SH)
        break;
      default:
        dw = 0xC000 + (index & 0x3fff);  // uconfig
        break;
    }
    write(r, dw, value);
  }
  exec::DrawPlan plan;
  std::string why = exec::plan_draw(r, host, &plan);
  if (!why.empty()) return 0;
  // The mesh workgroup the plan asks for is within the host's limits: its
  // threads, and its mesh vertices and primitives.
  const xlate::MeshKey& m = plan.mesh;
  const unsigned threads = m.threads();
  const unsigned out_vertices =
      m.out_primitive_limit() * (m.rect_list ? 4u : m.vertices_per_primitive);
  const unsigned out_primitives = m.out_primitive_limit() * (m.rect_list ? 2u : 1u);
  if (threads > (small_mesh ? 128u : 256u) || out_vertices > 256 || out_primitives > 256)
    __builtin_trap();
  std::vector<uint32_t> ids;
  const uint8_t* tail = data + size - ids_bytes;
  for (size_t i = 0; i + 1 < ids_bytes; i += 2) ids.push_back(tail[i] | tail[i + 1] << 8);
  plan.assembly.index_bits = 16;
  plan.assembly.indexed = (data[0] & 16) != 0;
  exec::Assembly a;
  if (exec::assemble_primitives(plan.assembly, ids, &a) != nullptr) return 0;
  // Every primitive's vertices are threads of its own subgroup; a quad's
  // second triangle follows its first in the same subgroup (D38).
  if (a.quad_second.size() != a.primitives.size()) __builtin_trap();
  for (const exec::SubgroupRange& g : a.subgroups)
    for (uint32_t k = 0; k < g.primitives; ++k) {
      if (a.quad_second[g.first_primitive + k] &&
          (k == 0 || a.quad_second[g.first_primitive + k - 1]))
        __builtin_trap();
      for (uint16_t v : a.primitives[g.first_primitive + k])
        if (v >= g.vertices) __builtin_trap();
      if (!a.adjacent.empty())
        for (uint16_t v : a.adjacent[g.first_primitive + k])
          if (v >= g.vertices) __builtin_trap();
    }
  return 0;
}
