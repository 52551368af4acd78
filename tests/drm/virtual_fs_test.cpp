#include <gtest/gtest.h>

#include "drm/preload/virtual_fs.h"

namespace rdnavk::drm {
namespace {

TEST(VirtualFs, TheNodesLibdrmReads) {
  VirtualFs fs(129, 0, PciIdentity{});
  const auto* node = fs.find("/dev/dri/renderD129");
  ASSERT_NE(node, nullptr);
  EXPECT_EQ(node->kind, VirtualFs::Kind::kCharDevice);
  EXPECT_EQ(fs.find("/dev/dri/renderD128"), nullptr);
  const auto* drm = fs.find("/sys/dev/char/226:129/device/drm");
  ASSERT_NE(drm, nullptr);
  EXPECT_EQ(drm->kind, VirtualFs::Kind::kDirectory);
  ASSERT_EQ(drm->entries.size(), 2u);
  EXPECT_EQ(drm->entries[0], "card0");
  EXPECT_EQ(drm->entries[1], "renderD129");
  const auto* card = fs.find("/dev/dri/card0");
  ASSERT_NE(card, nullptr);
  EXPECT_EQ(card->minor, 0);
  EXPECT_EQ(node->minor, 129);
  // The primary node's sysfs leads to the same device.
  EXPECT_EQ(fs.find("/sys/dev/char/226:0/device/vendor"),
            fs.find("/sys/dev/char/226:129/device/vendor"));
  EXPECT_EQ(fs.find("/sys/dev/char/226:0/uevent")->content,
            "MAJOR=226\nMINOR=0\nDEVNAME=dri/card0\nDEVTYPE=drm_minor\n");
  const auto* sub = fs.find("/sys/dev/char/226:129/device/subsystem");
  ASSERT_NE(sub, nullptr);
  EXPECT_EQ(sub->real_path, "/sys/bus/pci");
  const auto* ue = fs.find("/sys/dev/char/226:129/device/uevent");
  ASSERT_NE(ue, nullptr);
  EXPECT_NE(ue->content.find("PCI_SLOT_NAME=0000:2d:00.0\n"), std::string::npos);
  EXPECT_NE(ue->content.find("PCI_ID=1002:73BF\n"), std::string::npos);
  EXPECT_NE(ue->content.find("DRIVER=amdgpu\n"), std::string::npos);
  EXPECT_EQ(fs.find("/sys/dev/char/226:129/device/vendor")->content, "0x1002\n");
  EXPECT_EQ(fs.find("/sys/dev/char/226:129/device/device")->content, "0x73bf\n");
  EXPECT_EQ(fs.find("/sys/dev/char/226:129/uevent")->content,
            "MAJOR=226\nMINOR=129\nDEVNAME=dri/renderD129\nDEVTYPE=drm_minor\n");
  const auto* config = fs.find("/sys/dev/char/226:129/device/config");
  ASSERT_NE(config, nullptr);
  ASSERT_EQ(config->content.size(), 256u);
  EXPECT_EQ(static_cast<uint8_t>(config->content[0]), 0x02);
  EXPECT_EQ(static_cast<uint8_t>(config->content[1]), 0x10);
  EXPECT_EQ(static_cast<uint8_t>(config->content[2]), 0xbf);
  EXPECT_EQ(static_cast<uint8_t>(config->content[3]), 0x73);
}

TEST(VirtualFs, AliasesAndTrailingSlashes) {
  VirtualFs fs(128, 1, PciIdentity{});
  EXPECT_EQ(fs.find("/sys/class/drm/renderD128/device/vendor"),
            fs.find("/sys/dev/char/226:128/device/vendor"));
  EXPECT_EQ(fs.find("/sys/bus/pci/devices/0000:2d:00.0/drm/"),
            fs.find("/sys/dev/char/226:128/device/drm"));
  EXPECT_EQ(fs.find("/sys/class/drm/renderD1280"), nullptr);
  EXPECT_EQ(fs.find("relative/path"), nullptr);
  EXPECT_EQ(fs.find(""), nullptr);
}

}  // namespace
}  // namespace rdnavk::drm
