// What a draw's geometry engine hands its NGG programs: the primitives its
// topology assembles from the draw's vertex ids, each primitive's vertices in
// the order the hardware gives them, grouped into subgroups within the limits
// the registers (and the host) set (decision record 0025). Which vertices and
// primitives share a subgroup is the hardware's choice and not published: any
// grouping within the limits is one it could make, and this one is
// deterministic. Plain data, no device: the draw executor turns it into the
// mesh workgroups' inputs.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace rdnavk::exec {

// The registers primitive assembly reads, by their regs/ names.
struct AssemblyState {
  uint32_t prim_type = 0;          // VGT_PRIMITIVE_TYPE.PRIM_TYPE (VGT_DI_PRIM_TYPE)
  bool provoking_last = false;     // PA_SU_SC_MODE_CNTL.PROVOKING_VTX_LAST
  bool restart = false;            // VGT_MULTI_PRIM_IB_RESET_EN.RESET_EN
  bool restart_match_all = false;  // VGT_MULTI_PRIM_IB_RESET_EN.MATCH_ALL_BITS
  uint32_t restart_index = 0;      // VGT_MULTI_PRIM_IB_RESET_INDX
  uint32_t index_bits = 32;        // the index type's width: 8, 16 or 32
  bool indexed = false;            // the vertex ids were fetched (restart applies to them only)
  // A subgroup's most vertices and primitives: the registers' limits met with
  // the host's (each at least 3 and at most 256).
  uint32_t max_vertices = 128;
  uint32_t max_primitives = 128;
};

// One subgroup: `vertices` threads from `first_vertex` in Assembly::vertex_ids,
// `primitives` from `first_primitive` in Assembly::primitives.
struct SubgroupRange {
  uint32_t first_vertex = 0;
  uint32_t vertices = 0;
  uint32_t first_primitive = 0;
  uint32_t primitives = 0;
};

struct Assembly {
  uint32_t vertices_per_primitive = 0;  // 1 points, 2 lines, 3 triangles; 4, 6 adjacency
  // Per ES thread, in subgroup order: the VertexID the hardware gives it (the
  // fetched index, or the auto index).
  std::vector<uint32_t> vertex_ids;
  // Per primitive: its vertices as thread indices in its subgroup, in the
  // order the hardware hands them over (unused entries 0).
  std::vector<std::array<uint16_t, 3>> primitives;
  // Adjacency topologies (vertices_per_primitive 4 or 6, for a geometry
  // program): per primitive, its fourth to sixth vertices the same way.
  std::vector<std::array<uint16_t, 3>> adjacent;
  // Per primitive: 1 where it is the second triangle of a quad, the previous
  // primitive its first (quads, quad strips, polygons of four vertices:
  // decision record 0038); 0 elsewhere.
  std::vector<uint8_t> quad_second;
  // Per primitive: its number in the draw (the primitive id's source).
  std::vector<uint32_t> primitive_ids;
  std::vector<SubgroupRange> subgroups;
  bool restarted = false;  // a restart index was met
};

// Whether `id` is the restart index: compared in the index type's bits, or in
// all 32 with MATCH_ALL_BITS.
bool is_restart_index(const AssemblyState& s, uint32_t id);

// Assembles `ids` (the draw's vertex ids in order). Null, or the refusal's name
// when the topology is one whose hardware order is not known (polygons of
// more than four vertices, patches), or restart would apply to auto indices
// (which the hardware's own behaviour leaves open). The adjacency topologies
// hand their vertices over in the API's order (decision record 0030).
const char* assemble_primitives(const AssemblyState& s, std::span<const uint32_t> ids,
                                Assembly* out);

}  // namespace rdnavk::exec
