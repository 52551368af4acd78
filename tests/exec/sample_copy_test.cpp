// A multisampled attachment's samples seeded from staging and read back
// through exec/sample_copy (decision record 0042): every bit comes back, for
// each texel size, on the host device (lavapipe).
#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "exec/sample_copy.h"
#include "tests/xlate/xlate_fixture.h"
#include "vk/host_queue.h"

namespace rdnavk::xlate::testing {
namespace {

using SampleCopyTest = XlateTest;

TEST_F(SampleCopyTest, EverySampleOfEveryTexelSizeComesBack) {
  if ((host->info().caps.msaa_samples & VK_SAMPLE_COUNT_4_BIT) == 0)
    GTEST_SKIP() << "the host has no 4-sample storage attachments";
  exec::SampleCopy copy(*host);
  const struct {
    VkFormat format;
    uint32_t bytes;
  } kCases[] = {{VK_FORMAT_R8_UNORM, 1},
                {VK_FORMAT_R8G8_UNORM, 2},
                {VK_FORMAT_R8G8B8A8_SRGB, 4},
                {VK_FORMAT_R16G16B16A16_SFLOAT, 8},
                {VK_FORMAT_R32G32B32A32_SFLOAT, 16}};
  std::mt19937 rng(42);
  for (const auto& c : kCases) {
    SCOPED_TRACE(c.format);
    std::string error;
    // Odd sizes: a word of staging holds texels of two rows or two samples.
    const VkExtent2D extent{13, 7};
    auto image = vk::HostImage::create(*host, c.format, c.bytes, extent, &error, 4);
    ASSERT_TRUE(image) << error;
    const size_t bytes = size_t{13} * 7 * 4 * c.bytes;
    std::vector<uint8_t> want(bytes);
    for (uint8_t& b : want) b = static_cast<uint8_t>(rng());
    // Floats' NaNs and denormals too: the copy moves bits.
    std::memcpy(image->texels(), want.data(), bytes);
    copy.reset();
    ASSERT_TRUE(host->host_queue().submit(
        [&](VkCommandBuffer cmd) { return copy.record_seed(cmd, *image, &error); }, &error))
        << error;
    std::memset(image->texels(), 0, bytes);
    copy.reset();
    ASSERT_TRUE(host->host_queue().submit(
        [&](VkCommandBuffer cmd) {
          // The read back expects a colour attachment, as a draw leaves it.
          return copy.record_read_back(cmd, *image, &error);
        },
        &error))
        << error;
    EXPECT_EQ(std::memcmp(image->texels(), want.data(), bytes), 0);
  }
}

}  // namespace
}  // namespace rdnavk::xlate::testing
