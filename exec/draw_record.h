// What the draw runner's files share (draw_runner.cpp, draw_passes.cpp): the
// bounds of what a draw launches, and how a draw's record and push constants
// are written (xlate::MeshRecord, xlate::MeshPush).
#pragma once

#include <cstddef>
#include <cstdint>

#include "exec/draw_plan.h"
#include "exec/primitive_assembly.h"
#include "vk/host_buffer.h"
#include "xlate/push_layout.h"

namespace rdnavk::exec {

// Modules and pipelines a cache keeps.
inline constexpr size_t kModuleCacheEntries = 256;
// Mesh workgroups a draw may launch: Vulkan's least maxMeshWorkGroupCount in
// each dimension and maxMeshWorkGroupTotalCount (VK_EXT_mesh_shader).
inline constexpr uint32_t kMaxMeshGroups = 65535;
inline constexpr uint64_t kMaxMeshGroupsTotal = uint64_t{1} << 22;
// A legacy geometry pass's most workgroups a batch, and the most vertices
// their threads may emit to a stream (decision record 0045).
inline constexpr uint64_t kGsBatchGroups = 1024;
inline constexpr uint64_t kGsBatchVertices = uint64_t{1} << 22;

// The mesh module's push constants: the draw's record at `record`, a
// subgroup's record `words` dwords, the program at `program`.
xlate::MeshPush mesh_push(const DrawPlan& plan, uint64_t table, const vk::HostBuffer& status,
                          uint64_t record, uint32_t words, uint64_t program);

// Subgroup `s` of `assembly` as its record says it (MeshRecord): its counts,
// first primitive id, VertexIDs and primitives of `prim_words` dwords after
// `max_vertices` of them; a quad's second triangle marked.
void write_subgroup(const Assembly& assembly, const SubgroupRange& s, uint32_t max_vertices,
                    uint32_t prim_words, bool quads, uint32_t* sub);

}  // namespace rdnavk::exec
