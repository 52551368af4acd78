#include <gtest/gtest.h>

#include "vk/host_device.h"

namespace rdnavk::vk {
namespace {

Candidate make(const char* name, uint32_t vendor, uint32_t device, bool pci = false,
               uint32_t bus = 0) {
  Candidate c;
  c.info.name = name;
  c.info.vendor_id = vendor;
  c.info.device_id = device;
  c.has_pci = pci;
  c.pci_bus = bus;
  return c;
}

TEST(ChooseDevice, NeverTheEmulatedGpu) {
  std::vector<Candidate> d = {make("AMD Radeon RX 6800 (RADV NAVI21)", 0x1002, 0x73bf, true, 0x2d),
                              make("llvmpipe (LLVM 15.0.6, 256 bits)", 0x10005, 0)};
  std::string error;
  EXPECT_EQ(choose_device(d, "", &error), 1);
  EXPECT_EQ(choose_device(d, "radv", &error), -1);
  EXPECT_NE(error.find("llvmpipe"), std::string::npos);
  EXPECT_EQ(error.find("NAVI21"), std::string::npos);  // not offered as a choice
}

TEST(ChooseDevice, ARealRx6800ElsewhereOnTheBusCanBeNamed) {
  std::vector<Candidate> d = {make("AMD Radeon RX 6800 (RADV NAVI21)", 0x1002, 0x73bf, true, 0x03),
                              make("llvmpipe", 0x10005, 0)};
  std::string error;
  EXPECT_EQ(choose_device(d, "RADV", &error), 0);
  EXPECT_EQ(choose_device(d, "", &error), 1);  // lavapipe stays the default
}

TEST(ChooseDevice, DefaultIsLavapipeThenTheFirstDevice) {
  std::string error;
  std::vector<Candidate> nvidia = {make("NVIDIA H200", 0x10de, 0x2335)};
  EXPECT_EQ(choose_device(nvidia, "", &error), 0);
  EXPECT_EQ(choose_device(nvidia, "h200", &error), 0);
  EXPECT_EQ(choose_device({}, "", &error), -1);
  EXPECT_NE(error.find("lavapipe"), std::string::npos);
}

TEST(HostDevice, LavapipeByDefaultWithWhatTheTranslatorNeeds) {
  std::string error;
  auto d = HostDevice::create("", &error);
  ASSERT_TRUE(d) << error;
  EXPECT_NE(d->info().name.find("llvmpipe"), std::string::npos) << d->info().name;
  EXPECT_EQ(d->info().driver, VK_DRIVER_ID_MESA_LLVMPIPE);
  EXPECT_GE(d->info().caps.api_version, VK_API_VERSION_1_3);
  EXPECT_TRUE(d->info().caps.buffer_device_address);
  EXPECT_TRUE(d->info().caps.shader_int64);
  EXPECT_TRUE(d->info().caps.external_memory_host);
  // lavapipe's subgroup is its SIMD width in 32-bit lanes: 8 with AVX2 (256 bits).
  EXPECT_GE(d->info().caps.subgroup_size, 4u);
  EXPECT_NE(d->device(), VK_NULL_HANDLE);
  EXPECT_NE(d->queue(), VK_NULL_HANDLE);
}

// RDNAVK_DEBUG=validate's plumbing: the layer is on and what it reports is
// counted (a buffer of size 0 breaks VUID-VkBufferCreateInfo-size-00912).
TEST(HostDevice, TheValidationLayerCountsWhatItReports) {
  std::string error;
  HostDeviceOptions options;
  options.validate = true;
  auto d = HostDevice::create("", &error, options);
  ASSERT_TRUE(d) << error;
  EXPECT_TRUE(d->validating());
  EXPECT_EQ(d->validation_messages(), 0u);
  VkBufferCreateInfo bci{};
  bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  bci.size = 0;
  bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
  VkBuffer b = VK_NULL_HANDLE;
  testing::internal::CaptureStderr();
  if (vkCreateBuffer(d->device(), &bci, nullptr, &b) == VK_SUCCESS && b != VK_NULL_HANDLE)
    vkDestroyBuffer(d->device(), b, nullptr);
  std::string printed = testing::internal::GetCapturedStderr();
  EXPECT_GE(d->validation_messages(), 1u);
  EXPECT_NE(printed.find("00912"), std::string::npos) << printed;
  auto plain = HostDevice::create("", &error);
  ASSERT_TRUE(plain) << error;
  EXPECT_FALSE(plain->validating());
}

TEST(HostDevice, AnUnknownNameIsAnErrorNamingTheChoices) {
  std::string error;
  EXPECT_FALSE(HostDevice::create("no-such-gpu", &error));
  EXPECT_NE(error.find("no-such-gpu"), std::string::npos);
  EXPECT_NE(error.find("llvmpipe"), std::string::npos);
}

}  // namespace
}  // namespace rdnavk::vk
