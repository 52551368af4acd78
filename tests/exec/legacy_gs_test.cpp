// Legacy geometry programs (decision record 0045): where in the GSVS ring the
// copy shader finds each emitted vertex, and how the emit records a geometry
// pass writes become each stream's strips.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <random>
#include <vector>

#include "exec/draw_plan.h"
#include "exec/draw_runner.h"
#include "exec/primitive_assembly.h"
#include "regs/gfx103_types.h"
#include "xlate/translator.h"

namespace rdnavk::exec {
namespace {

namespace pt = regs::enums::VGT_DI_PRIM_TYPE;
using E = xlate::GsEmitRecord;

// A program emitting at most 4 vertices a thread: stream 0 of 10 dwords a
// vertex, stream 1 of 3 and stream 3 of 2 (stream 2 none), laid out as
// radeonsi and RADV lay them (VGT_GSVS_RING_OFFSET_n the streams' sums).
DrawLegacyGs ring() {
  DrawLegacyGs g;
  g.enabled = true;
  g.key.gs_max_vert_out = 4;
  g.vert_itemsize[0] = 10;
  g.vert_itemsize[1] = 3;
  g.vert_itemsize[3] = 2;
  g.ring_offset[1] = 40;
  g.ring_offset[2] = 52;
  g.ring_offset[3] = 52;
  g.itemsize = 60;
  g.ring_units = 4096;
  g.output.prim_type = pt::kDI_PT_TRISTRIP;
  g.output.restart = true;
  g.output.restart_match_all = true;
  g.output.restart_index = kGsStripEnd;
  g.output.indexed = true;
  return g;
}

// The byte, from the ring's start, where a driver's GS program stores
// component `c` of vertex `k` of `stream` from lane `lane` of the wave whose
// gs2vs_offset is `soffset`: a buffer store through the stream's descriptor
// (base at the streams before it, 64 lanes' worth each; stride the stream's
// item, 4 * components * VGT_GS_MAX_VERT_OUT; swizzled, 16 lanes, 4-byte
// elements; ADD_TID) at voffset k * 4, instruction offset c * max * 4
// (ac_nir_lower_legacy_gs.c, si_nir_lower_abi.c build_gsvs_ring_desc,
// radv_nir_lower_abi.c load_gsvs_ring).
uint64_t gs_store(const DrawLegacyGs& g, uint32_t soffset, uint32_t lane, uint32_t stream,
                  uint32_t k, uint32_t c) {
  const uint32_t max = g.key.gs_max_vert_out;
  uint64_t base = 0;
  for (uint32_t s = 0; s < stream; ++s) base += uint64_t{4} * g.vert_itemsize[s] * max * 64;
  const uint64_t stride = uint64_t{4} * g.vert_itemsize[stream] * max;
  const uint64_t offset = uint64_t{k} * 4 + uint64_t{c} * max * 4;
  const uint64_t index = lane;
  return base + soffset + ((index / 16) * stride + (offset / 4) * 4) * 16 + (index % 16) * 4 +
         offset % 4;
}

// The byte the copy shader loads component `c` of its vertex from: its
// VertexID times 4, plus c * max * 64 (ac_nir_create_gs_copy_shader.c).
uint64_t copy_load(const DrawLegacyGs& g, uint32_t vertex_id, uint32_t c) {
  return uint64_t{vertex_id} * 4 + uint64_t{c} * g.key.gs_max_vert_out * 64;
}

TEST(GsvsVertex, IsWhereTheDriversProgramsStoreAndTheCopyShaderLoads) {
  DrawLegacyGs g = ring();
  // Wave w's item: 64 threads' VGT_GSVS_RING_ITEMSIZE dwords.
  for (uint32_t wave : {0u, 1u, 7u})
    for (uint32_t lane = 0; lane < 64; ++lane)
      for (uint32_t stream : {0u, 1u, 3u})
        for (uint32_t k = 0; k < 4; ++k)
          for (uint32_t c = 0; c < g.vert_itemsize[stream]; ++c)
            ASSERT_EQ(copy_load(g, gsvs_vertex(g, wave, lane, stream, k), c),
                      gs_store(g, wave * 256 * g.itemsize, lane, stream, k, c))
                << "wave " << wave << " lane " << lane << " stream " << stream << " vertex " << k
                << " component " << c;
  // Exact values: lanes side by side, vertices 16 dwords apart, 16-lane
  // groups a stream's item apart, streams 64 threads' offsets apart.
  EXPECT_EQ(gsvs_vertex(g, 0, 0, 0, 0), 0u);
  EXPECT_EQ(gsvs_vertex(g, 0, 5, 0, 0), 5u);
  EXPECT_EQ(gsvs_vertex(g, 0, 5, 0, 3), 53u);
  EXPECT_EQ(gsvs_vertex(g, 0, 16, 0, 0), 640u);
  EXPECT_EQ(gsvs_vertex(g, 0, 0, 1, 0), 2560u);
  EXPECT_EQ(gsvs_vertex(g, 0, 17, 1, 2), 2560u + 192u + 32u + 1u);
  EXPECT_EQ(gsvs_vertex(g, 2, 0, 0, 0), 7680u);
}

// One thread's record: stream s's count, then its cut bits.
std::vector<uint32_t> record(std::array<uint32_t, 4> counts, std::array<uint32_t, 4> cuts = {}) {
  std::vector<uint32_t> r(E::words(4), 0);
  for (uint32_t s = 0; s < 4; ++s) {
    r[s] = counts[s];
    r[4 + s * E::cut_words(4)] = cuts[s];
  }
  return r;
}

TEST(GsEmitted, EachStreamsVerticesInThreadOrderTheirStripsEnded) {
  DrawLegacyGs g = ring();
  // Two workgroups of 64 threads: in the first, thread 0 emits 4 vertices to
  // stream 0 with a cut before its third, and 1 to stream 1; thread 1 emits
  // nothing; thread 2 emits 3 to stream 0. In the second, thread 0 emits 2 to
  // stream 3.
  std::vector<uint32_t> records(2 * 64 * E::words(4), 0);
  auto put = [&](uint32_t group, uint32_t t, const std::vector<uint32_t>& r) {
    std::copy(r.begin(), r.end(), records.begin() + (group * 64 + t) * E::words(4));
  };
  put(0, 0, record({4, 1, 0, 0}, {0b0100, 0, 0, 0}));
  put(0, 2, record({3, 0, 0, 0}));
  put(1, 0, record({0, 0, 0, 2}));
  const std::vector<uint32_t> threads = {3, 1};
  std::array<std::vector<uint32_t>, 4> streams;
  ASSERT_EQ(gs_emitted(g, records, threads, 64, &streams), nullptr);
  const uint32_t end = kGsStripEnd;
  EXPECT_EQ(streams[0], (std::vector<uint32_t>{0, 16, end, 32, 48, end, 2, 18, 34, end}));
  EXPECT_EQ(streams[1], (std::vector<uint32_t>{2560, end}));
  EXPECT_TRUE(streams[2].empty());
  // Workgroup 1's thread 0 is wave 1 of the pass.
  EXPECT_EQ(streams[3],
            (std::vector<uint32_t>{gsvs_vertex(g, 1, 0, 3, 0), gsvs_vertex(g, 1, 0, 3, 1), end}));
  // Stream 0 as triangle strips: (0, 16) alone makes none; the others one.
  Assembly a;
  ASSERT_EQ(assemble_primitives(g.output, streams[0], &a), nullptr);
  ASSERT_EQ(a.primitives.size(), 1u);
  ASSERT_EQ(a.subgroups.size(), 1u);
  const auto& p = a.primitives[0];
  EXPECT_EQ(a.vertex_ids[p[0]], 2u);
  EXPECT_EQ(a.vertex_ids[p[1]], 18u);
  EXPECT_EQ(a.vertex_ids[p[2]], 34u);
}

TEST(GsEmitted, WhatTheHardwareLeavesUnpublishedIsRefused) {
  DrawLegacyGs g = ring();
  std::array<std::vector<uint32_t>, 4> streams;
  std::vector<uint32_t> records = record({E::kOverflow | 4, 0, 0, 0});
  records.resize(64 * E::words(4), 0);
  const std::vector<uint32_t> one = {1};
  EXPECT_STREQ(gs_emitted(g, records, one, 64, &streams), "legacy-gs-emit-past-max-vert-out");
  // A stream the ring has no items for (stream 2).
  std::vector<uint32_t> r = record({0, 0, 1, 0});
  std::copy(r.begin(), r.end(), records.begin());
  EXPECT_STREQ(gs_emitted(g, records, one, 64, &streams), "legacy-gs-emit-stream-without-items");
  // Records that cannot be the pass's: too few, a count past the most, more
  // threads than a workgroup has.
  EXPECT_STREQ(gs_emitted(g, std::span(records).first(10), one, 64, &streams),
               "legacy-gs-emit-records");
  r = record({5, 0, 0, 0});
  std::copy(r.begin(), r.end(), records.begin());
  EXPECT_STREQ(gs_emitted(g, records, one, 64, &streams), "legacy-gs-emit-records");
  const std::vector<uint32_t> too_many = {65};
  EXPECT_STREQ(gs_emitted(g, records, too_many, 64, &streams), "legacy-gs-emit-records");
  EXPECT_STREQ(gs_emitted(g, records, one, 48, &streams), "legacy-gs-emit-records");
}

TEST(GsEmitted, AnyRecordsGiveStripsOfRingVerticesOrARefusal) {
  DrawLegacyGs g = ring();
  std::mt19937 rng(45);
  const uint32_t ring_dwords = g.ring_units * 64;
  int accepted = 0;
  for (int round = 0; round < 2000; ++round) {
    const uint32_t groups = 1 + rng() % 3;
    std::vector<uint32_t> records(groups * 64 * E::words(4));
    // Mostly counts a program could leave (none to stream 2), now and then
    // any word at all.
    for (size_t i = 0; i < records.size(); ++i) {
      const size_t word = i % E::words(4);
      records[i] = rng() % 512 == 0 ? rng() : word >= 4 ? rng() : word == 2 ? 0 : rng() % 5;
    }
    std::vector<uint32_t> threads(groups);
    for (uint32_t& t : threads) t = rng() % 66;
    std::array<std::vector<uint32_t>, 4> streams;
    if (gs_emitted(g, records, threads, 64, &streams) != nullptr) continue;
    ++accepted;
    for (uint32_t s = 0; s < 4; ++s)
      for (size_t i = 0; i < streams[s].size(); ++i) {
        const uint32_t v = streams[s][i];
        if (v == kGsStripEnd) continue;
        // Every vertex is one of the pass's waves' and leaves room in the
        // ring for its components.
        ASSERT_NE(g.vert_itemsize[s], 0u);
        ASSERT_LT(uint64_t{v} + uint64_t{g.vert_itemsize[s] - 1} * 4 * 16, ring_dwords);
      }
  }
  EXPECT_GT(accepted, 200);
}

}  // namespace
}  // namespace rdnavk::exec
