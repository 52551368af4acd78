// The files that make a render node appear to libdrm and Mesa: the /dev/dri node
// and the sysfs entries drmGetDevices2() and drmGetDevice2() read for it.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace rdnavk::drm {

struct PciIdentity {
  uint16_t vendor = 0x1002;
  uint16_t device = 0x73bf;
  uint16_t subsystem_vendor = 0x1002;
  uint16_t subsystem_device = 0x0e3a;
  uint8_t revision = 0xc3;
  std::string slot = "0000:2d:00.0";  // PCI_SLOT_NAME
};

class VirtualFs {
 public:
  enum class Kind { kCharDevice, kDirectory, kFile, kSymlink };
  struct Node {
    Kind kind = Kind::kFile;
    std::string content;               // file bytes, or the symlink's target
    std::string real_path;             // what realpath() answers
    std::vector<std::string> entries;  // directory entries (besides . and ..)
    int minor = -1;                    // a character device's minor
  };

  // The nodes of the device `pci`: the render node renderD<render_minor> and the
  // primary node card<primary_minor>.
  VirtualFs(int render_minor, int primary_minor, const PciIdentity& pci);

  // The node at `path`, after the aliases (/sys/class/drm/renderDN,
  // /sys/bus/pci/devices/<slot>) are resolved; nullptr when `path` is not ours.
  const Node* find(std::string_view path) const;
  const std::string& render_node_path() const { return render_node_path_; }
  const std::string& primary_node_path() const { return primary_node_path_; }
  std::string render_node_name() const { return "renderD" + std::to_string(minor_); }
  std::string primary_node_name() const { return "card" + std::to_string(primary_minor_); }
  int minor() const { return minor_; }
  int primary_minor() const { return primary_minor_; }
  static constexpr int kDrmMajor = 226;

 private:
  std::string canonical(std::string_view path) const;
  void add(const std::string& path, Node node);

  void add_char_dir(int minor, const std::string& name);

  int minor_;
  int primary_minor_;
  std::string render_node_path_;
  std::string primary_node_path_;
  std::string char_dir_;                                      // /sys/dev/char/226:<minor>
  std::vector<std::pair<std::string, std::string>> aliases_;  // prefix -> our prefix
  std::map<std::string, Node, std::less<>> nodes_;
};

}  // namespace rdnavk::drm
