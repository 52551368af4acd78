// The host's Vulkan device that carries out the emulated GPU's work: lavapipe on a
// CPU-only machine, a real GPU elsewhere. Never the emulated GPU itself: inside an
// application under `rdnavk run`, RADV lists the emulated RX 6800 too.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace rdnavk::vk {

// What a device offers that the translator's modules use.
struct HostCapabilities {
  uint32_t api_version = 0;
  uint32_t subgroup_size = 0;
  // VK_EXT_subgroup_size_control (core in 1.3): the sizes a pipeline may require,
  // and how many subgroups a workgroup may then have.
  uint32_t min_subgroup_size = 0, max_subgroup_size = 0, max_workgroup_subgroups = 0;
  uint32_t max_group_count[3] = {0, 0, 0};  // maxComputeWorkGroupCount
  VkSubgroupFeatureFlags subgroup_operations = 0;
  bool buffer_device_address = false;
  bool shader_int64 = false;
  bool shader_float64 = false;
  bool shader_int16 = false;
  bool shader_float16 = false;
  bool storage_buffer_8bit = false;
  bool buffer_int64_atomics = false;  // shaderBufferInt64Atomics
  // shaderDenormPreserveFloat16/32/64 (bits 0, 1, 2).
  uint8_t denorm_preserve = 0;
  // shaderSignedZeroInfNanPreserveFloat16/32/64 (bits 0, 1, 2).
  uint8_t signed_zero_inf_nan_preserve = 0;
  bool storage_buffer_16bit = false;
  bool external_memory_host = false;
  bool mesh_shader = false;  // VK_EXT_mesh_shader: draws run as mesh and fragment modules (D25)
  // The workgroup a module may have (D33): maxComputeWorkGroupInvocations and
  // maxComputeSharedMemorySize; VK_EXT_mesh_shader's maxMeshWorkGroupInvocations,
  // maxMeshWorkGroupSize[0], maxMeshSharedMemorySize, maxMeshOutputVertices,
  // maxMeshOutputPrimitives and maxMeshOutputComponents.
  uint32_t max_compute_invocations = 0, max_compute_shared_memory = 0;
  uint32_t max_mesh_invocations = 0, max_mesh_size_x = 0, max_mesh_shared_memory = 0;
  uint32_t max_mesh_output_vertices = 0, max_mesh_output_primitives = 0;
  uint32_t max_mesh_output_components = 0;
  // The stages whose subgroup size a pipeline may require (requiredSubgroupSizeStages).
  VkShaderStageFlags required_subgroup_stages = 0;
  bool graphics_queue = false;      // the chosen queue family draws too
  bool depth_clip_control = false;  // VK_EXT_depth_clip_control: GL's clip space (D25)
  bool line_rasterization = false;  // VK_EXT_line_rasterization: rectangular and Bresenham lines
  // wideLines, and the widths it draws exactly: whole pixels up to max_line_width,
  // where lineWidthGranularity divides 1.
  bool wide_lines = false;
  float max_line_width = 1.0f;
  bool logic_op = false;        // logicOp: CB_COLOR_CONTROL.ROP3
  bool dual_src_blend = false;  // dualSrcBlend: the SRC1 blend factors
  bool stencil_export = false;  // VK_EXT_shader_stencil_export: exp mrtz's stencil reference
  bool depth_clamp = false;     // depthClamp: PA_CL_CLIP_CNTL.ZCLIP_NEAR/FAR_DISABLE
  bool clip_distance = false;   // shaderClip/CullDistance: PA_CL_VS_OUT_CNTL.CLIP/CULL_DIST_ENA_n
  // The sample counts a multisampled colour target may have (D42): the
  // framebuffer's colour counts that storage images have too (the target is
  // seeded and read back through one), where the device places samples at
  // Vulkan's standard locations and stores to multisampled storage images of
  // 1- and 2-byte formats (shaderStorageImageMultisample,
  // shaderStorageImageExtendedFormats); 1 alone otherwise.
  VkSampleCountFlags msaa_samples = VK_SAMPLE_COUNT_1_BIT;
  // sampleRateShading: a pixel program run once a sample (D42).
  bool sample_rate_shading = false;
  // occlusionQueryPrecise: exact sample counts of draws (occlusion queries).
  bool occlusion_query_precise = false;
  // Bit i: kPackedTargetFormats[i] is an OPTIMAL colour attachment that blends.
  uint32_t packed_targets = 0;
  bool subgroup_size_control = false;
  // VK_KHR_shader_maximal_reconvergence: a module may declare that its
  // invocations reconverge wherever its control flow does (D31).
  bool maximal_reconvergence = false;
  bool compute_full_subgroups = false;
  uint64_t min_imported_host_pointer_alignment = 0;
};

// The packed colour formats a draw's target may need, which hosts need not
// render to (HostCapabilities::packed_targets).
inline constexpr VkFormat kPackedTargetFormats[] = {
    VK_FORMAT_R5G6B5_UNORM_PACK16,     VK_FORMAT_B5G6R5_UNORM_PACK16,
    VK_FORMAT_A1R5G5B5_UNORM_PACK16,   VK_FORMAT_R5G5B5A1_UNORM_PACK16,
    VK_FORMAT_B5G5R5A1_UNORM_PACK16,   VK_FORMAT_R4G4B4A4_UNORM_PACK16,
    VK_FORMAT_B4G4R4A4_UNORM_PACK16,   VK_FORMAT_A2B10G10R10_UNORM_PACK32,
    VK_FORMAT_A2R10G10B10_UNORM_PACK32};

// Whether the host renders to `format`: every format but the packed ones is
// required of a Vulkan device as a blending colour attachment.
bool host_renders_to(const HostCapabilities& caps, VkFormat format);

struct HostDeviceInfo {
  std::string name;
  VkDriverId driver = VK_DRIVER_ID_MAX_ENUM;
  uint32_t vendor_id = 0, device_id = 0;
  HostCapabilities caps;
};

// A physical device as the chooser sees it.
struct Candidate {
  HostDeviceInfo info;
  bool has_pci = false;
  uint32_t pci_domain = 0, pci_bus = 0, pci_device = 0, pci_function = 0;
};

// True for the emulated RX 6800 as RADV lists it inside an application under
// rdnavk: AMD 1002:73bf at the PCI address the interposer gives it (0000:2d:00.0).
bool is_emulated_gpu(const Candidate& c);

// Picks a device: the first whose name contains `wanted` (case-insensitive), else
// with an empty `wanted` lavapipe ("llvmpipe"), else the first device at all;
// never the emulated GPU. Answers the index, or -1 with `*error` set.
int choose_device(const std::vector<Candidate>& devices, const std::string& wanted,
                  std::string* error);

struct HostDeviceOptions {
  // RDNAVK_DEBUG=validate: the Khronos validation layer checks every call and
  // module on this device; what it reports is counted (validation_messages())
  // and printed to stderr, each kind of message once.
  bool validate = false;
  // RDNAVK_DEBUG=hoststats: where the device offers
  // VK_KHR_pipeline_executable_properties, compute pipelines keep the
  // statistics its compiler reports (on NVIDIA registers, binary size, stack
  // and memory sizes: the driver names them), for ComputePipeline::statistics().
  bool capture_statistics = false;
};

// What the validation layer said, kept where its callback can reach it.
struct ValidationLog;
class HostQueue;

class HostDevice {
 public:
  // `wanted`: a substring of the device name (RDNAVK_DEVICE), or empty.
  static std::unique_ptr<HostDevice> create(const std::string& wanted, std::string* error,
                                            HostDeviceOptions options = {});
  ~HostDevice();
  HostDevice(const HostDevice&) = delete;
  HostDevice& operator=(const HostDevice&) = delete;

  const HostDeviceInfo& info() const { return info_; }
  VkInstance instance() const { return instance_; }
  VkPhysicalDevice physical() const { return physical_; }
  VkDevice device() const { return device_; }
  VkQueue queue() const { return queue_; }
  uint32_t queue_family() const { return queue_family_; }
  // The one path by which work reaches queue(): every submission goes through it.
  HostQueue& host_queue() const { return *host_queue_; }
  // Every device candidate the instance saw, chosen or not.
  const std::vector<Candidate>& candidates() const { return candidates_; }
  // Errors and warnings the validation layer reported (0 when it is off).
  uint64_t validation_messages() const;
  bool validating() const { return messenger_ != VK_NULL_HANDLE; }
  // Pipelines keep their compiler's statistics (HostDeviceOptions::capture_statistics,
  // on a device that offers them).
  bool captures_statistics() const { return get_executable_statistics_ != nullptr; }

 private:
  HostDevice() = default;

  VkInstance instance_ = VK_NULL_HANDLE;
  VkPhysicalDevice physical_ = VK_NULL_HANDLE;
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  uint32_t queue_family_ = 0;
  HostDeviceInfo info_;
  std::vector<Candidate> candidates_;
  VkDebugUtilsMessengerEXT messenger_ = VK_NULL_HANDLE;
  std::unique_ptr<ValidationLog> log_;
  std::unique_ptr<HostQueue> host_queue_;
  PFN_vkGetPipelineExecutablePropertiesKHR get_executable_properties_ = nullptr;
  PFN_vkGetPipelineExecutableStatisticsKHR get_executable_statistics_ = nullptr;
  friend class ComputePipeline;
};

}  // namespace rdnavk::vk
