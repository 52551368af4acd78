// Streamout (decision record 0044): which whole primitives the buffers take
// from their offsets, and the vertices the streamout pass hands its lanes, in
// draw order and each primitive's assembled order, across subgroups.
#include <gtest/gtest.h>

#include <cstdint>
#include <numeric>
#include <vector>

#include "exec/draw_runner.h"
#include "exec/primitive_assembly.h"
#include "regs/gfx103_types.h"

namespace rdnavk::exec {
namespace {

namespace pt = regs::enums::VGT_DI_PRIM_TYPE;

DrawStreamout buffers(std::initializer_list<std::array<uint32_t, 3>> b) {
  DrawStreamout s;
  s.streams = 1;
  for (const auto& [index, size, stride] : b) {
    s.buffers[0] |= 1u << index;
    s.size_dw[index] = size;
    s.stride_dw[index] = stride;
  }
  return s;
}

TEST(StreamoutFit, WholePrimitivesThatFitEveryBuffer) {
  const uint32_t none[4] = {};
  // Triangles of 4-dword vertices into 30 dwords: 2 whole (24 dwords), the
  // third (to 36) does not fit.
  EXPECT_EQ(streamout_fit(buffers({{{0, 30, 4}}}), 0, none, 3, 10), 2u);
  // Exactly full: 3 triangles are 36 dwords.
  EXPECT_EQ(streamout_fit(buffers({{{0, 36, 4}}}), 0, none, 3, 10), 3u);
  EXPECT_EQ(streamout_fit(buffers({{{0, 35, 4}}}), 0, none, 3, 10), 2u);
  // Fewer primitives than room.
  EXPECT_EQ(streamout_fit(buffers({{{0, 1000, 4}}}), 0, none, 3, 5), 5u);
  // The tightest buffer decides: buffer 2 holds 4 lines of 2 x 3 dwords,
  // buffer 0 holds 10 lines of 2 x 1.
  EXPECT_EQ(streamout_fit(buffers({{{0, 20, 1}}, {{2, 24, 3}}}), 0, none, 2, 100), 4u);
  // Points.
  EXPECT_EQ(streamout_fit(buffers({{{1, 7, 2}}}), 0, none, 1, 100), 3u);
  // No buffer: nothing is stored.
  EXPECT_EQ(streamout_fit(buffers({}), 0, none, 3, 10), 0u);
}

TEST(StreamoutFit, RoomCountsFromEachBuffersOffset) {
  const DrawStreamout so = buffers({{{0, 100, 4}}, {{3, 100, 2}}});
  // Buffer 0 at 80: 20 dwords, 1 triangle of 12; buffer 3 at 0: 16.
  const uint32_t a[4] = {80, 0, 0, 0};
  EXPECT_EQ(streamout_fit(so, 0, a, 3, 10), 1u);
  // An offset at or past the end leaves no room.
  const uint32_t full[4] = {100, 0, 0, 0};
  EXPECT_EQ(streamout_fit(so, 0, full, 3, 10), 0u);
  const uint32_t past[4] = {0, 0, 0, 4000000000u};
  EXPECT_EQ(streamout_fit(so, 0, past, 3, 10), 0u);
  // Offsets of buffers the stream does not write are not read.
  const uint32_t other[4] = {0, 99, 99, 0};
  EXPECT_EQ(streamout_fit(so, 0, other, 3, 10), 8u);
  // Sizes near 2^32 dwords do not wrap.
  const DrawStreamout big = buffers({{{0, 0xffffffffu, 511}}});
  const uint32_t at[4] = {0xfffffff0u, 0, 0, 0};
  EXPECT_EQ(streamout_fit(big, 0, at, 1, 10), 0u);
  const uint32_t zero[4] = {};
  EXPECT_EQ(streamout_fit(big, 0, zero, 3, uint64_t{1} << 40), 0xffffffffull / (3 * 511));
}

TEST(StreamoutVertices, EachPrimitivesVerticesInDrawOrderAcrossSubgroups) {
  AssemblyState s;
  s.prim_type = pt::kDI_PT_TRISTRIP;
  s.max_vertices = 4;
  s.max_primitives = 2;
  std::vector<uint32_t> ids = {10, 11, 12, 13, 14, 15};
  Assembly a;
  ASSERT_EQ(assemble_primitives(s, ids, &a), nullptr);
  ASSERT_GT(a.subgroups.size(), 1u);  // the list crosses subgroups
  // Strip triangles with the first vertex provoking: (i, i+1, i+2) and the
  // odd ones (i, i+2, i+1).
  EXPECT_EQ(streamout_vertices(a, 3),
            (std::vector<uint32_t>{10, 11, 12, 11, 13, 12, 12, 13, 14, 13, 15, 14}));
  // The last vertex provoking: odd ones (i+1, i, i+2).
  s.provoking_last = true;
  Assembly b;
  ASSERT_EQ(assemble_primitives(s, ids, &b), nullptr);
  EXPECT_EQ(streamout_vertices(b, 3),
            (std::vector<uint32_t>{10, 11, 12, 12, 11, 13, 12, 13, 14, 14, 13, 15}));
  // A line strip: each segment's two vertices.
  s.prim_type = pt::kDI_PT_LINESTRIP;
  Assembly c;
  ASSERT_EQ(assemble_primitives(s, {ids.data(), 4}, &c), nullptr);
  EXPECT_EQ(streamout_vertices(c, 2), (std::vector<uint32_t>{10, 11, 11, 12, 12, 13}));
}

}  // namespace
}  // namespace rdnavk::exec
