#include "drm/preload/virtual_fs.h"

#include <cstdio>

namespace rdnavk::drm {

namespace {
std::string hex(unsigned v, int digits) {
  char buf[16];
  std::snprintf(buf, sizeof(buf), "0x%0*x\n", digits, v);
  return buf;
}

// The first 64 bytes of the PCI configuration header (type 0), which libdrm reads
// from "config" when the separate sysfs files are missing.
std::string pci_config(const PciIdentity& p) {
  std::string c(256, '\0');
  auto put16 = [&](size_t at, uint16_t v) {
    c[at] = static_cast<char>(v & 0xff);
    c[at + 1] = static_cast<char>(v >> 8);
  };
  put16(0x00, p.vendor);
  put16(0x02, p.device);
  put16(0x04, 0x0007);  // command: I/O, memory, bus master
  put16(0x06, 0x0010);  // status: capability list
  c[0x08] = static_cast<char>(p.revision);
  c[0x0b] = 0x03;  // class: display controller, subclass 0 (VGA)
  put16(0x2c, p.subsystem_vendor);
  put16(0x2e, p.subsystem_device);
  return c;
}
}  // namespace

void VirtualFs::add_char_dir(int minor, const std::string& name) {
  std::string dir = "/sys/dev/char/" + std::to_string(kDrmMajor) + ":" + std::to_string(minor);
  std::string node = "/dev/dri/" + name;
  add(node, Node{Kind::kCharDevice, {}, node, {}, minor});
  add(dir, Node{Kind::kDirectory, {}, dir, {"uevent", "dev", "device"}});
  add(dir + "/uevent", Node{Kind::kFile,
                            "MAJOR=226\nMINOR=" + std::to_string(minor) + "\nDEVNAME=dri/" + name +
                                "\nDEVTYPE=drm_minor\n",
                            {},
                            {}});
  add(dir + "/dev", Node{Kind::kFile, "226:" + std::to_string(minor) + "\n", {}, {}});
  aliases_.emplace_back("/sys/class/drm/" + name, dir);
}

VirtualFs::VirtualFs(int render_minor, int primary_minor, const PciIdentity& pci)
    : minor_(render_minor), primary_minor_(primary_minor) {
  render_node_path_ = "/dev/dri/" + render_node_name();
  primary_node_path_ = "/dev/dri/" + primary_node_name();
  char_dir_ = "/sys/dev/char/" + std::to_string(kDrmMajor) + ":" + std::to_string(render_minor);
  // Both nodes' sysfs directories lead to one device directory, which lives under
  // the render node's, where libdrm looks first.
  const std::string dev = char_dir_ + "/device";
  char id[64];
  add_char_dir(primary_minor, primary_node_name());
  add_char_dir(render_minor, render_node_name());
  add(dev, Node{Kind::kDirectory,
                {},
                dev,
                {"uevent", "vendor", "device", "subsystem_vendor", "subsystem_device", "revision",
                 "config", "subsystem", "driver", "drm"}});
  std::snprintf(id, sizeof(id), "%04X:%04X", pci.vendor, pci.device);
  std::string pci_id = id;
  std::snprintf(id, sizeof(id), "%04X:%04X", pci.subsystem_vendor, pci.subsystem_device);
  std::string subsys_id = id;
  std::snprintf(id, sizeof(id), "pci:v%08Xd%08Xsv%08Xsd%08Xbc03sc00i00", pci.vendor, pci.device,
                pci.subsystem_vendor, pci.subsystem_device);
  add(dev + "/uevent",
      Node{Kind::kFile,
           "DRIVER=amdgpu\nPCI_CLASS=30000\nPCI_ID=" + pci_id + "\nPCI_SUBSYS_ID=" + subsys_id +
               "\nPCI_SLOT_NAME=" + pci.slot + "\nMODALIAS=" + id + "\n",
           {},
           {}});
  add(dev + "/vendor", Node{Kind::kFile, hex(pci.vendor, 4), {}, {}});
  add(dev + "/device", Node{Kind::kFile, hex(pci.device, 4), {}, {}});
  add(dev + "/subsystem_vendor", Node{Kind::kFile, hex(pci.subsystem_vendor, 4), {}, {}});
  add(dev + "/subsystem_device", Node{Kind::kFile, hex(pci.subsystem_device, 4), {}, {}});
  add(dev + "/revision", Node{Kind::kFile, hex(pci.revision, 2), {}, {}});
  add(dev + "/config", Node{Kind::kFile, pci_config(pci), {}, {}});
  // libdrm takes the bus type from the last component of realpath(".../subsystem").
  add(dev + "/subsystem", Node{Kind::kSymlink, "../../../bus/pci", "/sys/bus/pci", {}});
  add(dev + "/driver",
      Node{Kind::kSymlink, "../../../bus/pci/drivers/amdgpu", "/sys/bus/pci/drivers/amdgpu", {}});
  add(dev + "/drm",
      Node{Kind::kDirectory, {}, dev + "/drm", {primary_node_name(), render_node_name()}});
  add(dev + "/drm/" + render_node_name(),
      Node{Kind::kDirectory, {}, dev + "/drm/" + render_node_name(), {}});
  add(dev + "/drm/" + primary_node_name(),
      Node{Kind::kDirectory, {}, dev + "/drm/" + primary_node_name(), {}});

  aliases_.emplace_back("/sys/bus/pci/devices/" + pci.slot, dev);
  // The primary node's device link leads to the same device.
  std::string primary_dev = "/sys/dev/char/" + std::to_string(kDrmMajor) + ":" +
                            std::to_string(primary_minor) + "/device";
  aliases_.emplace_back(primary_dev, dev);
}

void VirtualFs::add(const std::string& path, Node node) {
  nodes_[path] = std::move(node);
}

std::string VirtualFs::canonical(std::string_view path) const {
  // Trailing slashes name the same node.
  while (path.size() > 1 && path.back() == '/') path.remove_suffix(1);
  for (const auto& [from, to] : aliases_) {
    if (path.substr(0, from.size()) == from &&
        (path.size() == from.size() || path[from.size()] == '/'))
      return to + std::string(path.substr(from.size()));
  }
  return std::string(path);
}

const VirtualFs::Node* VirtualFs::find(std::string_view path) const {
  if (path.empty() || (path.substr(0, 5) != "/dev/" && path.substr(0, 5) != "/sys/"))
    return nullptr;
  auto it = nodes_.find(canonical(path));
  return it == nodes_.end() ? nullptr : &it->second;
}

}  // namespace rdnavk::drm
