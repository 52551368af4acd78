// Multisampled targets (decision record 0042): the sample locations and masks a
// draw may have, a target seeded through CMASK, FMASK and DCC and written back
// expanded, and the CB resolve's means.
#include <gtest/gtest.h>

#include <bit>
#include <cstring>
#include <random>

#include "exec/draw_plan.h"
#include "exec/target_memory.h"
#include "regs/gfx103_offsets.h"
#include "surf/meta.h"

namespace rdnavk::exec {
namespace {

using namespace regs;

// A sample location byte: x in bits 3:0, y in 7:4 (signed sixteenths).
constexpr uint32_t loc(int x, int y) {
  return (static_cast<uint32_t>(x) & 0xf) | (static_cast<uint32_t>(y) & 0xf) << 4;
}
constexpr uint32_t locs(int x0, int y0, int x1, int y1, int x2, int y2, int x3, int y3) {
  return loc(x0, y0) | loc(x1, y1) << 8 | loc(x2, y2) << 16 | loc(x3, y3) << 24;
}

struct Samples {
  RegisterState r;
  vk::HostDeviceInfo host;
  DrawPlan p;
  // Four samples at `first4` in each pixel, every sample of the mask on.
  explicit Samples(uint32_t first4) {
    r.write(kPA_SC_AA_CONFIG, 2);    // MSAA_NUM_SAMPLES: 4
    r.write(kPA_SC_MODE_CNTL_0, 1);  // MSAA_ENABLE
    for (uint32_t pixel = 0; pixel < 4; ++pixel)
      r.write(kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0 + 4 * pixel, first4);
    r.write(kPA_SC_AA_MASK_X0Y0_X1Y0, 0xffffffff);
    r.write(kPA_SC_AA_MASK_X0Y1_X1Y1, 0xffffffff);
    host.caps.msaa_samples = VK_SAMPLE_COUNT_1_BIT | VK_SAMPLE_COUNT_4_BIT;
  }
  std::string plan() { return plan_samples(r, host, true, &p); }
};

TEST(SampleLocations, RadvsFourAreTheStandardOnesInOrder) {
  Samples s(locs(-2, -6, 6, -2, -6, 2, 2, 6));  // radv_device.c sample_locs_4x
  ASSERT_EQ(s.plan(), "");
  EXPECT_EQ(s.p.samples, 4u);
  EXPECT_EQ(s.p.sample_order[0], 0);
  EXPECT_EQ(s.p.sample_order[1], 1);
  EXPECT_EQ(s.p.sample_order[2], 2);
  EXPECT_EQ(s.p.sample_order[3], 3);
  EXPECT_EQ(s.p.sample_mask, 0xfu);
}

TEST(SampleLocations, RadeonsisFourAreThemInAnotherOrder) {
  Samples s(locs(-2, -6, 2, 6, -6, 2, 6, -2));  // si_state_msaa.c sample_locs_4x
  // Sample 1 only in the mask: the host's sample 3 is where the hardware's 1 is.
  s.r.write(kPA_SC_AA_MASK_X0Y0_X1Y0, 0x00020002);
  s.r.write(kPA_SC_AA_MASK_X0Y1_X1Y1, 0x00020002);
  ASSERT_EQ(s.plan(), "");
  EXPECT_EQ(s.p.sample_order[0], 0);
  EXPECT_EQ(s.p.sample_order[1], 3);
  EXPECT_EQ(s.p.sample_order[2], 2);
  EXPECT_EQ(s.p.sample_order[3], 1);
  EXPECT_EQ(s.p.sample_mask, 0x8u);
}

TEST(SampleLocations, SampleShadingNamesTheHardwaresSampleOfEachHostSample) {
  Samples s(locs(-2, -6, 2, 6, -6, 2, 6, -2));  // radeonsi's order
  s.r.write(kDB_EQAA, 0x20);                    // PS_ITER_SAMPLES: every sample
  s.host.caps.sample_rate_shading = true;
  ASSERT_EQ(s.plan(), "");
  EXPECT_TRUE(s.p.fragment.sample_shading);
  // Host samples 0-3 are the hardware's 0, 3, 2, 1.
  EXPECT_EQ(s.p.fragment.hw_sample[0], 0);
  EXPECT_EQ(s.p.fragment.hw_sample[1], 3);
  EXPECT_EQ(s.p.fragment.hw_sample[2], 2);
  EXPECT_EQ(s.p.fragment.hw_sample[3], 1);
}

TEST(SampleLocations, WhatTheHostCannotDrawIsRefused) {
  const uint32_t standard = locs(-2, -6, 6, -2, -6, 2, 2, 6);
  {
    Samples s(locs(-2, -6, 6, -2, -6, 2, 2, 5));  // one sample a sixteenth off
    EXPECT_EQ(s.plan(), "draw-PA_SC_AA_SAMPLE_LOCS_PIXEL (not the standard locations)");
  }
  {
    Samples s(locs(-2, -6, -2, -6, -6, 2, 2, 6));  // a location twice
    EXPECT_EQ(s.plan(), "draw-PA_SC_AA_SAMPLE_LOCS_PIXEL (not the standard locations)");
  }
  {
    Samples s(standard);  // pixel X1Y1 in another order
    s.r.write(kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0 + 12, locs(6, -2, -2, -6, -6, 2, 2, 6));
    EXPECT_EQ(s.plan(), "draw-PA_SC_AA_SAMPLE_LOCS_PIXEL (not the standard locations)");
  }
  {
    Samples s(standard);
    s.r.write(kPA_SC_AA_MASK_X0Y1_X1Y1, 0xffff000f);
    s.r.write(kPA_SC_AA_MASK_X0Y1_X1Y1, 0x0007000f);
    EXPECT_EQ(s.plan(), "draw-PA_SC_AA_MASK (differs in the quad)");
  }
  {
    Samples s(standard);
    s.r.write(kDB_EQAA, 0x10);  // PS_ITER_SAMPLES 1: two of the four samples an invocation
    EXPECT_EQ(s.plan(), "draw-DB_EQAA.PS_ITER_SAMPLES (not every sample)");
    s.r.write(kDB_EQAA, 0x20);  // every sample, on a host without sampleRateShading
    EXPECT_EQ(s.plan(), "draw-DB_EQAA.PS_ITER_SAMPLES (host)");
  }
  {
    Samples s(standard);
    s.r.write(kDB_ALPHA_TO_MASK, 1);
    EXPECT_EQ(s.plan(), "draw-DB_ALPHA_TO_MASK.ALPHA_TO_MASK_ENABLE");
  }
  {
    Samples s(standard);
    s.r.write(kPA_SC_MODE_CNTL_0, 0);
    EXPECT_EQ(s.plan(), "draw-PA_SC_MODE_CNTL_0.MSAA_ENABLE");
  }
  {
    Samples s(standard);
    s.host.caps.msaa_samples = VK_SAMPLE_COUNT_1_BIT;
    EXPECT_EQ(s.plan(), "host-sample-count-4");
    // A resolve's coverage is the host's at one sample.
    EXPECT_EQ(plan_samples(s.r, s.host, false, &s.p), "");
  }
}

TEST(SampleLocations, AlphaToCoverageIsRefusedAtOneSampleToo) {
  RegisterState r;
  vk::HostDeviceInfo host;
  DrawPlan p;
  r.write(kPA_SC_AA_MASK_X0Y0_X1Y0, 0xffffffff);
  r.write(kPA_SC_AA_MASK_X0Y1_X1Y1, 0xffffffff);
  ASSERT_EQ(plan_samples(r, host, true, &p), "");
  EXPECT_EQ(p.samples, 1u);
  r.write(kDB_ALPHA_TO_MASK, 1);
  EXPECT_EQ(plan_samples(r, host, true, &p), "draw-DB_ALPHA_TO_MASK.ALPHA_TO_MASK_ENABLE");
  // A pixel whose one sample is masked off.
  r.write(kDB_ALPHA_TO_MASK, 0);
  r.write(kPA_SC_AA_MASK_X0Y0_X1Y0, 0xfffffffe);
  EXPECT_EQ(plan_samples(r, host, true, &p), "draw-PA_SC_AA_MASK (differs in the quad)");
}

// A target's samples are held by the host: a size past the largest one-sample
// target (16384 x 16384 x 16 bytes) is refused before anything is allocated.
TEST(MsaaTargets, TargetsPastTheHostsBoundAreRefused) {
  auto plan = [](uint32_t samples_log2) {
    RegisterState r;
    vk::HostDeviceInfo host;
    DrawPlan p;
    r.write(kCB_COLOR_CONTROL, 0x00cc0010);  // NORMAL
    r.write(kSPI_SHADER_COL_FORMAT, 0x9);    // 32_ABGR
    r.write(kCB_SHADER_MASK, 0xf);
    r.write(kCB_TARGET_MASK, 0xf);
    r.write(kCB_COLOR0_INFO, 0x00028028);                                 // 8_8_8_8 UNORM
    r.write(kCB_COLOR0_ATTRIB, samples_log2 << 12 | samples_log2 << 15);  // samples, fragments
    r.write(kCB_COLOR0_ATTRIB2, 16383u << 14 | 16383u);                   // 16384 x 16384
    r.write(kCB_COLOR0_ATTRIB3, 24u << 14 | 1u << 24);                    // 64KB_Z_X, 2D
    return plan_color_targets(r, host, &p);
  };
  EXPECT_EQ(plan(2), "");  // 4 GiB: the bound itself
  EXPECT_EQ(plan(3), "draw-target-too-large");
}

// Guest memory: one range from kBase.
class Flat final : public cp::GpuMemory {
 public:
  static constexpr uint64_t kBase = 0x10000000ull;
  explicit Flat(size_t bytes) : bytes_(bytes, 0) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override {
    if (va < kBase || va - kBase + out.size() > bytes_.size()) return false;
    std::memcpy(out.data(), &bytes_[va - kBase], out.size());
    return true;
  }
  bool write(uint64_t va, std::span<const uint8_t> in) override {
    if (va < kBase || va - kBase + in.size() > bytes_.size()) return false;
    std::memcpy(&bytes_[va - kBase], in.data(), in.size());
    return true;
  }
  uint8_t* at(uint64_t va) { return &bytes_[va - kBase]; }

 private:
  std::vector<uint8_t> bytes_;
};

// A 4-sample RGBA8 target of 40x24 in 64KB_Z_X with FMASK and CMASK, laid out
// as the draw path lays it out, at kBase (colour), +1 MiB (FMASK), +2 MiB
// (CMASK).
struct Target {
  DrawTarget t;
  Target() {
    surf::SurfaceDesc d;
    d.sw_mode = static_cast<uint32_t>(surf::SwMode::SW_64KB_Z_X);
    d.bytes_per_element = 4;
    d.width = 40;
    d.height = 24;
    d.fragments = 4;
    EXPECT_EQ(surf::compute_layout(d, &t.layout), "");
    EXPECT_EQ(surf::split_base(t.layout, Flat::kBase >> 8, &t.base), "");
    EXPECT_EQ(surf::subresource_range(t.layout, 0, 0, &t.range), "");
    t.samples = 4;
    t.width = 40;
    t.height = 24;
    t.bytes_per_texel = 4;
    t.format = VK_FORMAT_R8G8B8A8_UNORM;
    t.fmask = true;
    EXPECT_EQ(surf::fmask_format(4, 4, &t.fmask_format), "");
    surf::SurfaceDesc fd;
    EXPECT_EQ(surf::compute_fmask_desc(d, 4, d.sw_mode, &fd), "");
    EXPECT_EQ(surf::compute_layout(fd, &t.fmask_layout), "");
    EXPECT_EQ(surf::split_base(t.fmask_layout, (Flat::kBase + (1 << 20)) >> 8, &t.fmask_base), "");
    EXPECT_EQ(surf::subresource_range(t.fmask_layout, 0, 0, &t.fmask_range), "");
    EXPECT_EQ(surf::compute_cmask_layout(t.fmask_layout, &t.cmask_layout), "");
    EXPECT_EQ(surf::split_cmask_base(t.cmask_layout, (Flat::kBase + (2 << 20)) >> 8, &t.cmask_base),
              "");
    EXPECT_EQ(surf::cmask_slice_range(t.cmask_layout, 0, &t.cmask_range), "");
    t.fast_clear = true;
    t.clear_word = 0x11223344;
  }
};

TEST(MsaaTargets, SamplesAreReadThroughCmaskAndFmaskAndWrittenBackExpanded) {
  Target tg;
  DrawTarget& t = tg.t;
  // radeonsi's order: the hardware's sample i at host sample order[i].
  t.sample_order = {0, 3, 2, 1, 4, 5, 6, 7};
  Flat m(3 << 20);
  std::mt19937 rng(7);
  // Fragments: random colours, placed by surf's own element offsets.
  std::vector<uint32_t> frag(40 * 24 * 4);
  for (uint32_t s = 0; s < 4; ++s)
    for (uint32_t y = 0; y < 24; ++y)
      for (uint32_t x = 0; x < 40; ++x) {
        uint64_t off = 0;
        ASSERT_EQ(surf::element_offset(t.layout, {x, y, 0, 0, s}, t.base.pipe_bank_xor, &off), "");
        frag[(s * 24 + y) * 40 + x] = static_cast<uint32_t>(rng());
        std::memcpy(m.at(t.base.address + off), &frag[(s * 24 + y) * 40 + x], 4);
      }
  // FMASK: each pixel a random code for each sample.
  std::vector<uint8_t> codes(40 * 24);
  for (uint32_t y = 0; y < 24; ++y)
    for (uint32_t x = 0; x < 40; ++x) {
      uint64_t off = 0;
      ASSERT_EQ(surf::element_offset(tg.t.fmask_layout, {x, y, 0, 0, 0}, t.fmask_base.pipe_bank_xor,
                                     &off),
                "");
      codes[y * 40 + x] = static_cast<uint8_t>(rng());
      *m.at(t.fmask_base.address + off) = codes[y * 40 + x];
    }
  // CMASK: tile column 0 expanded (0xE), 1 one fragment (0xC), 2 cleared (0),
  // the others expanded.
  auto nibble_of = [](uint32_t tx) -> uint8_t { return tx == 1 ? 0xC : tx == 2 ? 0x0 : 0xE; };
  for (uint32_t ty = 0; ty < 3; ++ty)
    for (uint32_t tx = 0; tx < 5; ++tx) {
      uint64_t nib = 0;
      ASSERT_EQ(surf::cmask_nibble_offset(t.cmask_layout, tx, ty, 0, t.cmask_base.pipe_xor, &nib),
                "");
      uint8_t* b = m.at(t.cmask_base.address + (nib >> 1));
      *b = (nib & 1) ? (*b & 0x0f) | nibble_of(tx) << 4 : (*b & 0xf0) | nibble_of(tx);
    }
  std::vector<uint8_t> rows(40 * 24 * 4 * 4);
  TargetBytes bytes;
  ASSERT_EQ(seed_target(t, m, rows, &bytes), "");
  for (uint32_t y = 0; y < 24; ++y)
    for (uint32_t x = 0; x < 40; ++x)
      for (uint32_t s = 0; s < 4; ++s) {
        const uint32_t tx = x / 8;
        uint32_t want = 0x11223344;  // cleared
        if (tx != 2) {
          const uint32_t f = tx == 1 ? 0 : (codes[y * 40 + x] >> (2 * s)) & 3;
          want = frag[(f * 24 + y) * 40 + x];
        }
        uint32_t got = 0;
        std::memcpy(&got, &rows[((t.sample_order[s] * 24 + y) * 40 + x) * 4], 4);
        ASSERT_EQ(got, want) << x << "," << y << " sample " << s;
      }
  // Written back: each sample in its own fragment, FMASK the identity, CMASK
  // expanded; seeding again gives the same samples.
  write_back_target(t, rows, &bytes, m);
  for (uint32_t y = 0; y < 24; ++y)
    for (uint32_t x = 0; x < 40; ++x) {
      uint64_t off = 0;
      ASSERT_EQ(
          surf::element_offset(t.fmask_layout, {x, y, 0, 0, 0}, t.fmask_base.pipe_bank_xor, &off),
          "");
      ASSERT_EQ(*m.at(t.fmask_base.address + off), 0xE4);
    }
  std::vector<uint8_t> nibbles;
  ASSERT_EQ(
      surf::read_cmask_nibbles(t.cmask_layout, 0, t.cmask_base.pipe_xor, bytes.cmask, &nibbles),
      "");
  for (uint8_t n : nibbles) ASSERT_EQ(n, 0xE);
  std::vector<uint8_t> again(rows.size());
  TargetBytes bytes2;
  ASSERT_EQ(seed_target(t, m, again, &bytes2), "");
  EXPECT_EQ(again, rows);
}

TEST(MsaaTargets, WhatCmaskAndFmaskDoNotSayIsRefused) {
  Target tg;
  DrawTarget& t = tg.t;
  Flat m(3 << 20);
  std::vector<uint8_t> rows(40 * 24 * 4 * 4);
  TargetBytes bytes;
  // Every nibble 0: cleared, but not where fast clears are off.
  t.fast_clear = false;
  EXPECT_EQ(seed_target(t, m, rows, &bytes), "draw-target-cmask-cleared-without-fast-clear");
  // A nibble the drivers never leave (0x5).
  std::memset(m.at(t.cmask_base.address), 0x55, t.cmask_range.end - t.cmask_range.begin);
  EXPECT_EQ(seed_target(t, m, rows, &bytes), "draw-target-cmask-unknown-0x5");
  // A tail the FMASK cannot be read from: unmapped.
  t.fmask_base.address = Flat::kBase + (3 << 20);
  EXPECT_EQ(seed_target(t, m, rows, &bytes), "draw-target-unmapped");
}

TEST(MsaaResolve, MeansAreTheNearestCodeTiesToEven) {
  DrawTarget src;
  src.samples = 4;
  src.width = 3;
  src.height = 1;
  src.bytes_per_texel = 4;
  TargetFormat f;
  ASSERT_EQ(target_format_of(0xa, 0, 0, &f), "");  // 8_8_8_8 UNORM
  // Pixel 0: samples equal; pixel 1: means 10, 10.25, 10.5, 10.75 by channel;
  // pixel 2 not covered.
  const uint8_t s0[12] = {1, 2, 3, 4, 10, 10, 10, 10, 9, 9, 9, 9};
  const uint8_t s1[12] = {1, 2, 3, 4, 10, 11, 12, 13, 9, 9, 9, 9};
  const uint8_t s2[12] = {1, 2, 3, 4, 10, 10, 10, 10, 9, 9, 9, 9};
  const uint8_t s3[12] = {1, 2, 3, 4, 10, 10, 10, 10, 9, 9, 9, 9};
  std::vector<uint8_t> rows;
  for (const uint8_t* s : {s0, s1, s2, s3}) rows.insert(rows.end(), s, s + 12);
  const uint8_t covered[3] = {1, 1, 0};
  std::vector<uint8_t> dst(12, 0xAB);
  ASSERT_EQ(resolve_samples(src, f, rows, covered, dst), "");
  const std::vector<uint8_t> want = {1, 2, 3, 4, 10, 10, 10, 11, 0xAB, 0xAB, 0xAB, 0xAB};
  EXPECT_EQ(dst, want);
}

TEST(MsaaResolve, FloatsMeanExactlyAndIntegersThatDifferAreRefused) {
  DrawTarget src;
  src.samples = 2;
  src.width = 1;
  src.height = 1;
  src.bytes_per_texel = 4;
  TargetFormat f;
  ASSERT_EQ(target_format_of(0x4, 7, 0, &f), "");  // 32 FLOAT
  const uint8_t covered[1] = {1};
  std::vector<uint8_t> rows(8), dst(4);
  const float a = 1.0f, b = std::nextafter(1.0f, 2.0f);
  std::memcpy(&rows[0], &a, 4);
  std::memcpy(&rows[4], &b, 4);
  ASSERT_EQ(resolve_samples(src, f, rows, covered, dst), "");
  // The mean of 1 and 1 + 2^-23 is half way: ties to even, 1.0.
  EXPECT_EQ(std::bit_cast<uint32_t>(*reinterpret_cast<float*>(dst.data())), 0x3f800000u);
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::memcpy(&rows[4], &nan, 4);
  EXPECT_EQ(resolve_samples(src, f, rows, covered, dst), "draw-resolve-float-special");
  TargetFormat u;
  ASSERT_EQ(target_format_of(0x4, 4, 0, &u), "");  // 32 UINT
  EXPECT_EQ(resolve_samples(src, u, rows, covered, dst), "draw-resolve-format");
  std::memcpy(&rows[4], &rows[0], 4);  // equal samples: copied
  EXPECT_EQ(resolve_samples(src, u, rows, covered, dst), "");
}

TEST(MsaaResolve, HalfMeansRoundToTheNearestHalf) {
  DrawTarget src;
  src.samples = 4;
  src.width = 1;
  src.height = 1;
  src.bytes_per_texel = 2;
  TargetFormat f;
  ASSERT_EQ(target_format_of(0x2, 7, 0, &f), "");  // 16 FLOAT
  const uint8_t covered[1] = {1};
  // 1.0, 1.0, 1.0 and 1 + 2^-10: the mean 1 + 2^-12 rounds to 1.0; with two of
  // 1 + 2^-10 the mean 1 + 2^-11 ties to even (1.0); with three, 1 + 3*2^-12
  // rounds up to 1 + 2^-10. And 2^-24 / 4, below the least subnormal's half, is 0.
  const uint16_t one = 0x3c00, up = 0x3c01;
  auto mean = [&](std::array<uint16_t, 4> s) {
    std::vector<uint8_t> rows(8), dst(2);
    std::memcpy(rows.data(), s.data(), 8);
    EXPECT_EQ(resolve_samples(src, f, rows, covered, dst), "");
    uint16_t h = 0;
    std::memcpy(&h, dst.data(), 2);
    return h;
  };
  EXPECT_EQ(mean({one, one, one, up}), one);
  EXPECT_EQ(mean({one, one, up, up}), one);
  EXPECT_EQ(mean({one, up, up, up}), up);
  EXPECT_EQ(mean({0, 0, 0, 1}), 0);
  EXPECT_EQ(mean({0, 0, 1, 1}), 0);  // 2^-25: the tie goes to 0
  EXPECT_EQ(mean({0, 1, 1, 1}), 1);
  EXPECT_EQ(mean({0x7bff, 0x7bff, 0x7bff, 0x7bff}), 0x7bff);
  EXPECT_EQ(mean({0x7bff, 0x7bff, 0x7bfe, 0x7bfe}), 0x7bfe);  // tie to even
}

}  // namespace
}  // namespace rdnavk::exec
