// AMDGPU code objects as clang-19 writes them for amdgcn-amd-amdhsa: each kernel's
// descriptor (`<name>.kd`), the code it points to, and the kernel's arguments from
// the code object's metadata note. Test-only; the LLVM types stay in the .cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rdnavk::opencl {

// kernel_code_properties bits (AMDGPUUsage, "Kernel Descriptor";
// llvm/Support/AMDHSAKernelDescriptor.h KERNEL_CODE_PROPERTY_*). The first seven
// enable user SGPRs, which the SPI loads in this bit order from COMPUTE_USER_DATA_*.
enum KernelCodeProperty : uint16_t {
  kEnableSgprPrivateSegmentBuffer = 1u << 0,  // 4 SGPRs: the scratch buffer's V#
  kEnableSgprDispatchPtr = 1u << 1,           // 2: the AQL dispatch packet's address
  kEnableSgprQueuePtr = 1u << 2,              // 2: the amd_queue_t's address
  kEnableSgprKernargSegmentPtr = 1u << 3,     // 2: the kernel arguments' address
  kEnableSgprDispatchId = 1u << 4,            // 2: a 64-bit dispatch id
  kEnableSgprFlatScratchInit = 1u << 5,       // 2: the scratch base (GFX10)
  kEnableSgprPrivateSegmentSize = 1u << 6,    // 1: bytes of scratch per work-item
  kEnableWavefrontSize32 = 1u << 10,          // GFX10+: the kernel is wave32
  kUsesDynamicStack = 1u << 11,
};

// The 64-byte kernel descriptor (amdhsa::kernel_descriptor_t), field by field.
struct KernelDescriptor {
  static constexpr size_t kSize = 64;
  uint32_t group_segment_fixed_size = 0;    // LDS bytes
  uint32_t private_segment_fixed_size = 0;  // scratch bytes per work-item
  uint32_t kernarg_size = 0;
  int64_t kernel_code_entry_byte_offset = 0;  // from the descriptor to the entry
  uint32_t compute_pgm_rsrc3 = 0;
  uint32_t compute_pgm_rsrc1 = 0;
  uint32_t compute_pgm_rsrc2 = 0;
  uint16_t kernel_code_properties = 0;
  uint16_t kernarg_preload = 0;

  static KernelDescriptor parse(std::span<const uint8_t, kSize> bytes);
  bool has(KernelCodeProperty p) const { return (kernel_code_properties & p) != 0; }
  bool wave32() const { return has(kEnableWavefrontSize32); }
  uint32_t wave_lanes() const { return wave32() ? 32 : 64; }
};

// One kernel argument as the metadata lists it (AMDGPUUsage, "Code Object V5
// Metadata": .args). Hidden arguments have value kinds starting with "hidden_".
struct KernelArg {
  std::string value_kind;
  uint32_t offset = 0;
  uint32_t size = 0;
  bool hidden() const { return value_kind.rfind("hidden_", 0) == 0; }
};

struct Kernel {
  std::string name;
  uint64_t descriptor_offset = 0;  // of `<name>.kd` in the image
  uint64_t code_offset = 0;        // of the entry point in the image
  KernelDescriptor kd;
  std::vector<KernelArg> args;  // explicit first, then hidden, in metadata order
  uint32_t kernarg_segment_size = 0;
  uint32_t kernarg_segment_align = 0;
  uint32_t wavefront_size = 0;

  // The explicit (non-hidden) arguments, in order.
  std::vector<KernelArg> explicit_args() const;
};

struct CodeObject {
  uint32_t code_object_version = 0;  // from the ELF ABI version (v4: 2, v5: 3)
  uint64_t base_va = 0;              // where `image` was relocated to lie
  std::vector<uint8_t> image;        // every allocated section, placed and relocated
  std::vector<Kernel> kernels;

  const Kernel* find(std::string_view name) const;
};

// Loads a relocatable AMDGPU ELF object (clang -c) for gfx1030 as if it were
// loaded at `base_va` (256-byte aligned): lays out its allocated sections,
// applies its relocations, and reads its kernels. nullopt with `*error` set when
// the object is not one (wrong machine, a relocation or symbol it cannot resolve,
// metadata it cannot read).
std::optional<CodeObject> load_code_object(std::span<const uint8_t> elf, uint64_t base_va,
                                           std::string* error);

// Reads a whole file; empty with `*error` set when it cannot.
std::vector<uint8_t> read_file(const std::string& path, std::string* error);

}  // namespace rdnavk::opencl
