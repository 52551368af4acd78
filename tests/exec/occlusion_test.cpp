// Occlusion counting (decision record 0043): which DB_COUNT_CONTROL values make
// a draw counted, which are refused by name, and which leave it uncounted.
#include <gtest/gtest.h>

#include <string>

#include "exec/draw_runner.h"

namespace rdnavk::exec {
namespace {

// DB_COUNT_CONTROL fields: ZPASS_INCREMENT_DISABLE 0, PERFECT_ZPASS_COUNTS 1,
// DISABLE_CONSERVATIVE_ZPASS_COUNTS 2, SAMPLE_RATE 6:4, ZPASS_ENABLE 11:8,
// ZFAIL 15:12, SFAIL 19:16, DBFAIL 23:20, SLICE_EVEN 27:24, SLICE_ODD 31:28.
constexpr uint32_t kZpass = 1u << 8, kSlices = 1u << 24 | 1u << 28;

std::string counting(uint32_t control, const DrawPlan& plan, bool precise, bool* counted) {
  const char* why = occlusion_counting(control, plan, precise, counted);
  return why ? why : "";
}

TEST(DrawRunnerTest, OcclusionCountingFollowsDbCountControl) {
  DrawPlan plan;
  bool counted = true;
  // Off: RADV's ZPASS_INCREMENT_DISABLE, radeonsi's ZPASS_ENABLE 0.
  EXPECT_EQ(counting(1, plan, true, &counted), "");
  EXPECT_FALSE(counted);
  EXPECT_EQ(counting(kSlices, plan, true, &counted), "");
  EXPECT_FALSE(counted);
  EXPECT_EQ(counting(kZpass | kSlices | 1, plan, true, &counted), "");
  EXPECT_FALSE(counted);
  // radeonsi's precise counts and RADV's imprecise ones both count.
  for (uint32_t c : {kZpass | kSlices | 2u | 4u, kZpass | kSlices | 2u, kZpass | kSlices}) {
    EXPECT_EQ(counting(c, plan, true, &counted), "") << c;
    EXPECT_TRUE(counted) << c;
  }
  // SAMPLE_RATE must be the draw's samples.
  plan.samples = 4;
  EXPECT_EQ(counting(kZpass | kSlices | 2u << 4, plan, true, &counted), "");
  EXPECT_TRUE(counted);
  EXPECT_EQ(counting(kZpass | kSlices, plan, true, &counted), "draw-DB_COUNT_CONTROL.SAMPLE_RATE");
  EXPECT_FALSE(counted);
  plan.samples = 1;
  for (uint32_t fail : {1u << 12, 1u << 16, 1u << 20})
    EXPECT_EQ(counting(kZpass | kSlices | fail, plan, true, &counted),
              "draw-DB_COUNT_CONTROL.FAIL_COUNTS");
  EXPECT_EQ(counting(kZpass | 1u << 24, plan, true, &counted),
            "draw-DB_COUNT_CONTROL.SLICE_ENABLE");
  EXPECT_EQ(counting(kZpass | kSlices, plan, false, &counted), "host-occlusion-query-precise");
  plan.meta_pass = true;
  EXPECT_EQ(counting(kZpass | kSlices, plan, true, &counted), "draw-DB_COUNT_CONTROL.ZPASS_ENABLE");
  // A meta pass uncounted is not refused.
  EXPECT_EQ(counting(0, plan, true, &counted), "");
}

}  // namespace
}  // namespace rdnavk::exec
