#include <gtest/gtest.h>

#include "surf/surface.h"

namespace rdnavk::surf {
namespace {

TEST(SurfaceLayout, LinearRowsArePaddedTo256Bytes) {
  SurfaceDesc d;
  d.width = 65;
  d.height = 3;
  SurfaceLayout l;
  ASSERT_EQ(compute_layout(d, &l), "");
  EXPECT_EQ(l.pitch, 128u);
}

}  // namespace
}  // namespace rdnavk::surf
