// Primitive assembly: each topology's primitives in the hardware's vertex
// order for both provoking-vertex conventions, restarts, and subgroups within
// their limits, with vertices shared inside a subgroup.
#include "exec/primitive_assembly.h"

#include <gtest/gtest.h>

#include <numeric>
#include <vector>

#include "regs/gfx103_types.h"

namespace rdnavk::exec {
namespace {

namespace pt = regs::enums::VGT_DI_PRIM_TYPE;
using Prim = std::array<uint16_t, 3>;

AssemblyState state(uint32_t type, bool last = false) {
  AssemblyState s;
  s.prim_type = type;
  s.provoking_last = last;
  return s;
}

std::vector<uint32_t> iota(uint32_t n, uint32_t first = 0) {
  std::vector<uint32_t> v(n);
  std::iota(v.begin(), v.end(), first);
  return v;
}

TEST(PrimitiveAssembly, ListsTakeTheirVerticesInOrder) {
  Assembly a;
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_TRILIST), iota(7, 100), &a), nullptr);
  EXPECT_EQ(a.vertices_per_primitive, 3u);
  EXPECT_EQ(a.vertex_ids, iota(6, 100));  // the seventh vertex makes no triangle
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {3, 4, 5}}));
  EXPECT_EQ(a.primitive_ids, (std::vector<uint32_t>{0, 1}));
  ASSERT_EQ(a.subgroups.size(), 1u);
  EXPECT_EQ(a.subgroups[0].vertices, 6u);
  EXPECT_EQ(a.subgroups[0].primitives, 2u);

  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_LINELIST), iota(5), &a), nullptr);
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 0}, {2, 3, 0}}));
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_POINTLIST), iota(2), &a), nullptr);
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 0, 0}, {1, 0, 0}}));
}

TEST(PrimitiveAssembly, StripsAndFansFollowTheProvokingVertexConvention) {
  Assembly a;
  // Strip: odd triangles (i, i+2, i+1) first-vertex, (i+1, i, i+2) last-vertex.
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_TRISTRIP), iota(5, 10), &a), nullptr);
  EXPECT_EQ(a.vertex_ids, (std::vector<uint32_t>{10, 11, 12, 13, 14}));
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {1, 3, 2}, {2, 3, 4}}));
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_TRISTRIP, true), iota(5, 10), &a), nullptr);
  EXPECT_EQ(a.vertex_ids, (std::vector<uint32_t>{10, 11, 12, 13, 14}));
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {2, 1, 3}, {2, 3, 4}}));
  // Fan: (i+1, i+2, 0) first-vertex, (0, i+1, i+2) last-vertex; threads in
  // first-use order.
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_TRIFAN), iota(4, 20), &a), nullptr);
  EXPECT_EQ(a.vertex_ids, (std::vector<uint32_t>{21, 22, 20, 23}));
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {1, 3, 2}}));
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_TRIFAN, true), iota(4, 20), &a), nullptr);
  EXPECT_EQ(a.vertex_ids, (std::vector<uint32_t>{20, 21, 22, 23}));
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {0, 2, 3}}));
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_LINESTRIP), iota(3), &a), nullptr);
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 0}, {1, 2, 0}}));
}

TEST(PrimitiveAssembly, LineLoopsCloseFromTheLastVertexToTheFirst) {
  Assembly a;
  // (i, i+1), then (n-1, 0), in both conventions.
  for (bool last : {false, true}) {
    ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_LINELOOP, last), iota(4, 30), &a), nullptr);
    EXPECT_EQ(a.vertices_per_primitive, 2u);
    EXPECT_EQ(a.vertex_ids, (std::vector<uint32_t>{30, 31, 32, 33}));
    EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 0}, {1, 2, 0}, {2, 3, 0}, {3, 0, 0}}));
    EXPECT_EQ(a.primitive_ids, (std::vector<uint32_t>{0, 1, 2, 3}));
  }
  // Two vertices: both segments; one: none.
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_LINELOOP), iota(2), &a), nullptr);
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 0}, {1, 0, 0}}));
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_LINELOOP), iota(1), &a), nullptr);
  EXPECT_TRUE(a.primitives.empty());
  // A restart closes each loop on its own first vertex.
  AssemblyState s = state(pt::kDI_PT_LINELOOP);
  s.restart = true;
  s.indexed = true;
  s.index_bits = 16;
  s.restart_index = 0xffff;
  std::vector<uint32_t> ids = {5, 6, 7, 0xffff, 8, 9, 10};
  ASSERT_EQ(assemble_primitives(s, ids, &a), nullptr);
  ASSERT_EQ(a.primitives.size(), 6u);
  std::vector<std::pair<uint32_t, uint32_t>> segments;
  for (const auto& g : a.subgroups)
    for (uint32_t p = 0; p < g.primitives; ++p) {
      const Prim& q = a.primitives[g.first_primitive + p];
      segments.emplace_back(a.vertex_ids[g.first_vertex + q[0]],
                            a.vertex_ids[g.first_vertex + q[1]]);
    }
  EXPECT_EQ(segments, (std::vector<std::pair<uint32_t, uint32_t>>{
                          {5, 6}, {6, 7}, {7, 5}, {8, 9}, {9, 10}, {10, 8}}));
}

TEST(PrimitiveAssembly, ARestartIndexStartsANewStripWithItsParityReset) {
  AssemblyState s = state(pt::kDI_PT_TRISTRIP);
  s.indexed = true;
  s.restart = true;
  s.restart_index = 0xffffffff;
  s.index_bits = 16;  // compared in the index type's bits
  Assembly a;
  std::vector<uint32_t> ids = {0, 1, 2, 3, 0xffff, 4, 5, 6, 0xffff};
  ASSERT_EQ(assemble_primitives(s, ids, &a), nullptr);
  EXPECT_TRUE(a.restarted);
  EXPECT_EQ(a.vertex_ids, (std::vector<uint32_t>{0, 1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {1, 3, 2}, {4, 5, 6}}));
  EXPECT_EQ(a.primitive_ids, (std::vector<uint32_t>{0, 1, 2}));

  // MATCH_ALL_BITS: 0xffff is no longer 0xffffffff, so it is a vertex.
  s.restart_match_all = true;
  ASSERT_EQ(assemble_primitives(s, std::vector<uint32_t>{0, 1, 0xffff, 2}, &a), nullptr);
  EXPECT_FALSE(a.restarted);
  EXPECT_EQ(a.primitives.size(), 2u);
  EXPECT_EQ(a.vertex_ids, (std::vector<uint32_t>{0, 1, 0xffff, 2}));
}

TEST(PrimitiveAssembly, RestartOnAutoIndicesIsRefusedOnlyWhereAnIndexMeetsIt) {
  AssemblyState s = state(pt::kDI_PT_TRILIST);
  s.restart = true;
  s.restart_index = 4;
  Assembly a;
  EXPECT_STREQ(assemble_primitives(s, iota(6), &a), "draw-restart-auto-index");
  s.restart_index = 0xffffffff;
  EXPECT_EQ(assemble_primitives(s, iota(6), &a), nullptr);
  EXPECT_EQ(a.primitives.size(), 2u);
}

TEST(PrimitiveAssembly, SubgroupsKeepTheirLimitsAndShareVerticesInside) {
  // 100 triangles of fresh vertices: 42 fit in 128 vertices.
  Assembly a;
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_TRILIST), iota(300), &a), nullptr);
  ASSERT_EQ(a.subgroups.size(), 3u);
  EXPECT_EQ(a.subgroups[0].primitives, 42u);
  EXPECT_EQ(a.subgroups[0].vertices, 126u);
  EXPECT_EQ(a.subgroups[1].first_primitive, 42u);
  EXPECT_EQ(a.subgroups[1].first_vertex, 126u);
  EXPECT_EQ(a.subgroups[2].primitives, 16u);
  EXPECT_EQ(a.primitives[42], (Prim{0, 1, 2}));  // threads count from 0 again
  // The primitive limit: a strip of 12 triangles, 5 a subgroup; the strip's
  // shared vertices are fetched again in the next subgroup.
  AssemblyState s = state(pt::kDI_PT_TRISTRIP);
  s.max_primitives = 5;
  ASSERT_EQ(assemble_primitives(s, iota(14), &a), nullptr);
  ASSERT_EQ(a.subgroups.size(), 3u);
  EXPECT_EQ(a.subgroups[0].vertices, 7u);
  EXPECT_EQ(a.subgroups[1].vertices, 7u);
  EXPECT_EQ(a.vertex_ids[7], 5u);
  EXPECT_EQ(a.subgroups[2].primitives, 2u);
  // An indexed quad: its second triangle adds one vertex.
  AssemblyState q = state(pt::kDI_PT_TRILIST);
  q.indexed = true;
  ASSERT_EQ(assemble_primitives(q, std::vector<uint32_t>{0, 1, 2, 2, 1, 3}, &a), nullptr);
  EXPECT_EQ(a.vertex_ids, (std::vector<uint32_t>{0, 1, 2, 3}));
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {2, 1, 3}}));
}

// Adjacency (for a geometry program) hands its vertices over in the API's
// order: the first three in `primitives`, the rest in `adjacent`.
TEST(PrimitiveAssembly, AdjacencyListsAndLineStripsKeepTheApiOrder) {
  Assembly a;
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_TRILIST_ADJ), iota(13, 50), &a), nullptr);
  EXPECT_EQ(a.vertices_per_primitive, 6u);
  EXPECT_EQ(a.vertex_ids, iota(12, 50));  // the thirteenth vertex makes no primitive
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {6, 7, 8}}));
  EXPECT_EQ(a.adjacent, (std::vector<Prim>{{3, 4, 5}, {9, 10, 11}}));
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_LINELIST_ADJ), iota(8), &a), nullptr);
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {4, 5, 6}}));
  EXPECT_EQ(a.adjacent, (std::vector<Prim>{{3, 0, 0}, {7, 0, 0}}));
  // A strip with adjacency: one line a vertex after the third, restarts
  // beginning a new strip.
  AssemblyState s = state(pt::kDI_PT_LINESTRIP_ADJ);
  s.restart = true;
  s.indexed = true;
  s.index_bits = 16;
  s.restart_index = 0xffff;
  ASSERT_EQ(
      assemble_primitives(s, std::vector<uint32_t>{10, 11, 12, 13, 14, 0xffff, 20, 21, 22, 23}, &a),
      nullptr);
  EXPECT_EQ(a.vertex_ids, (std::vector<uint32_t>{10, 11, 12, 13, 14, 20, 21, 22, 23}));
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {1, 2, 3}, {5, 6, 7}}));
  EXPECT_EQ(a.adjacent, (std::vector<Prim>{{3, 0, 0}, {4, 0, 0}, {8, 0, 0}}));
}

// A strip of triangles with adjacency: the Vulkan specification's table
// (first, middle odd and even, last triangles; a strip of one).
TEST(PrimitiveAssembly, TriangleStripsWithAdjacencyFollowTheSpecificationsTable) {
  Assembly a;
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_TRISTRIP_ADJ), iota(12), &a), nullptr);
  ASSERT_EQ(a.primitives.size(), 4u);
  // Interleaved as handed over: v0 a01 v1 a12 v2 a20.
  // The vertices' places in the strip, interleaved as handed over:
  // v0 a01 v1 a12 v2 a20 (the ids are the places).
  auto order = [&](size_t i) {
    std::vector<uint32_t> v;
    for (uint16_t t : a.primitives[i]) v.push_back(a.vertex_ids[t]);
    for (uint16_t t : a.adjacent[i]) v.push_back(a.vertex_ids[t]);
    return v;
  };
  EXPECT_EQ(order(0), (std::vector<uint32_t>{0, 1, 2, 6, 4, 3}));    // first
  EXPECT_EQ(order(1), (std::vector<uint32_t>{2, 5, 6, 8, 4, 0}));    // middle, odd
  EXPECT_EQ(order(2), (std::vector<uint32_t>{4, 2, 6, 10, 8, 7}));   // middle, even
  EXPECT_EQ(order(3), (std::vector<uint32_t>{6, 9, 10, 11, 8, 4}));  // last, odd
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_TRISTRIP_ADJ), iota(7), &a), nullptr);
  ASSERT_EQ(a.primitives.size(), 1u);
  EXPECT_EQ(order(0), (std::vector<uint32_t>{0, 1, 2, 5, 4, 3}));  // a strip of one
}

// D38: a quad (a, b, c, d) is the triangles (a, b, c) and (a, c, d), the
// second marked, the two in one subgroup.
TEST(PrimitiveAssembly, QuadsAreTwoTrianglesInOneSubgroup) {
  Assembly a;
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_QUADLIST), iota(9, 10), &a), nullptr);
  EXPECT_EQ(a.vertices_per_primitive, 3u);
  EXPECT_EQ(a.vertex_ids, iota(8, 10));  // the ninth vertex makes no quad
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {0, 2, 3}, {4, 5, 6}, {4, 6, 7}}));
  EXPECT_EQ(a.quad_second, (std::vector<uint8_t>{0, 1, 0, 1}));
  // Quad strips: quad i is 2i, 2i+1, 2i+3, 2i+2 around it.
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_QUADSTRIP), iota(6), &a), nullptr);
  // (threads in the order vertices first appear: ids 0, 1, 3, 2, 5, 4)
  EXPECT_EQ(a.vertex_ids, (std::vector<uint32_t>{0, 1, 3, 2, 5, 4}));
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {0, 2, 3}, {3, 2, 4}, {3, 4, 5}}));
  EXPECT_EQ(a.quad_second, (std::vector<uint8_t>{0, 1, 0, 1}));
  // A polygon of four vertices is a quad; of three, a triangle.
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_POLYGON), iota(4), &a), nullptr);
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {0, 2, 3}}));
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_POLYGON), iota(3), &a), nullptr);
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}}));
  EXPECT_EQ(a.quad_second, (std::vector<uint8_t>{0}));
  // A quad never straddles two subgroups: with room for three primitives,
  // the second quad opens a subgroup of its own.
  AssemblyState s = state(pt::kDI_PT_QUADLIST);
  s.max_primitives = 3;
  ASSERT_EQ(assemble_primitives(s, iota(8), &a), nullptr);
  ASSERT_EQ(a.subgroups.size(), 2u);
  EXPECT_EQ(a.subgroups[1].first_primitive, 2u);
  EXPECT_EQ(a.primitives[2], (Prim{0, 1, 2}));  // threads count from 0 again
  EXPECT_EQ(a.quad_second, (std::vector<uint8_t>{0, 1, 0, 1}));
  // Restarts end polygons; a polygon of five is refused.
  s = state(pt::kDI_PT_POLYGON);
  s.restart = true;
  s.indexed = true;
  s.restart_index = 0xffffffffu;
  std::vector<uint32_t> ids = {0, 1, 2, 3, 0xffffffffu, 4, 5, 6};
  ASSERT_EQ(assemble_primitives(s, ids, &a), nullptr);
  EXPECT_EQ(a.quad_second, (std::vector<uint8_t>{0, 1, 0}));
  ids = {0, 1, 2, 3, 4, 0xffffffffu, 5, 6, 7};
  EXPECT_STREQ(assemble_primitives(s, ids, &a), "draw-polygon-vertices");
  // Subgroups too small to hold a quad's two triangles.
  s = state(pt::kDI_PT_QUADLIST);
  s.max_primitives = 1;
  EXPECT_STREQ(assemble_primitives(s, iota(4), &a), "draw-subgroup-limits");
  s = state(pt::kDI_PT_QUADSTRIP);
  s.max_vertices = 3;
  EXPECT_STREQ(assemble_primitives(s, iota(4), &a), "draw-subgroup-limits");
}

TEST(PrimitiveAssembly, TopologiesWhoseOrderIsNotPublishedAreRefused) {
  Assembly a;
  // A rect list hands over three corners a rectangle, in order.
  ASSERT_EQ(assemble_primitives(state(pt::kDI_PT_RECTLIST), iota(6), &a), nullptr);
  EXPECT_EQ(a.primitives, (std::vector<Prim>{{0, 1, 2}, {3, 4, 5}}));
  // Polygons of more than four vertices: their triangles are not shown.
  EXPECT_STREQ(assemble_primitives(state(pt::kDI_PT_POLYGON), iota(5), &a),
               "draw-polygon-vertices");
  EXPECT_STREQ(assemble_primitives(state(pt::kDI_PT_PATCH), iota(4), &a), "draw-patches");
  EXPECT_STREQ(assemble_primitives(state(63), iota(4), &a), "draw-primitive-type");
  AssemblyState s = state(pt::kDI_PT_TRILIST);
  s.max_vertices = 2;
  EXPECT_STREQ(assemble_primitives(s, iota(3), &a), "draw-subgroup-limits");
}

}  // namespace
}  // namespace rdnavk::exec
