// The Vulkan side of rdnavk-twin: plain C API, one descriptor set, host-visible
// buffers, one command buffer, one submission. What the driver sees is what the
// case table says, nothing more: no validation layers, no extensions beyond 1.3
// (but VK_KHR_pipeline_executable_properties where --host-stats asks for it).
#include "runner.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <utility>

#include "vk/executable_statistics.h"

namespace twin {
namespace {

// A hung emulated GPU must end the run, not stall the test suite.
constexpr uint64_t kFenceTimeoutNs = 600ull * 1000 * 1000 * 1000;

void check(VkResult r, const char* call) {
  if (r != VK_SUCCESS)
    throw RunError(std::string(call) + " failed: VkResult " + std::to_string(static_cast<int>(r)));
}

// A zeroed struct with its sType: {sType} aggregate initialisation would trip
// -Wmissing-field-initializers.
template <class T>
T vk_struct(VkStructureType type) {
  T v{};
  v.sType = type;
  return v;
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  return s;
}

// What the device offers, queried once.
struct DeviceFacts {
  VkPhysicalDeviceProperties props{};
  VkPhysicalDeviceVulkan11Properties props11{};
  VkPhysicalDeviceVulkan12Properties props12{};
  VkPhysicalDeviceFeatures2 features{};
  VkPhysicalDeviceVulkan12Features features12{};
  VkPhysicalDeviceVulkan13Features features13{};
};

void query_facts(VkPhysicalDevice d, DeviceFacts& f) {
  f.props11 = vk_struct<VkPhysicalDeviceVulkan11Properties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES);
  f.props12 = vk_struct<VkPhysicalDeviceVulkan12Properties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES);
  f.props11.pNext = &f.props12;
  auto p2 = vk_struct<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
  p2.pNext = &f.props11;
  vkGetPhysicalDeviceProperties2(d, &p2);
  f.props = p2.properties;

  f.features12 = vk_struct<VkPhysicalDeviceVulkan12Features>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES);
  f.features13 = vk_struct<VkPhysicalDeviceVulkan13Features>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
  f.features12.pNext = &f.features13;
  f.features = vk_struct<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
  f.features.pNext = &f.features12;
  vkGetPhysicalDeviceFeatures2(d, &f.features);
}

// The features a case turns on: only what it needs, as an application would.
struct EnabledFeatures {
  VkPhysicalDeviceFeatures2 base;
  VkPhysicalDeviceVulkan12Features v12;
  VkPhysicalDeviceVulkan13Features v13;
};

void require(bool have, const char* what) {
  if (!have) throw RunError(std::string("the device lacks ") + what);
}

void check_subgroups(const DeviceFacts& f) {
  constexpr VkSubgroupFeatureFlags want =
      VK_SUBGROUP_FEATURE_BASIC_BIT | VK_SUBGROUP_FEATURE_VOTE_BIT |
      VK_SUBGROUP_FEATURE_ARITHMETIC_BIT | VK_SUBGROUP_FEATURE_BALLOT_BIT |
      VK_SUBGROUP_FEATURE_SHUFFLE_BIT | VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT |
      VK_SUBGROUP_FEATURE_CLUSTERED_BIT | VK_SUBGROUP_FEATURE_QUAD_BIT;
  require((f.props11.subgroupSupportedStages & VK_SHADER_STAGE_COMPUTE_BIT) != 0,
          "subgroup operations in compute shaders");
  require((f.props11.subgroupSupportedOperations & want) == want,
          "one of the subgroup operation classes (vote, arithmetic, ballot, shuffle, clustered, "
          "quad)");
  // Cases assume subgroups of at least 8, so that clustered and shuffle-xor
  // operations inside aligned groups of 8 mean the same on every device.
  require(f.props11.subgroupSize >= 8, "subgroups of at least 8 invocations");
}

void check_float_controls(const DeviceFacts& f, uint32_t needs) {
  const auto& p = f.props12;
  if (needs & kNeedFloatModes16)
    require(p.shaderSignedZeroInfNanPreserveFloat16 && p.shaderRoundingModeRTEFloat16,
            "16-bit SignedZeroInfNanPreserve / RoundingModeRTE");
  if (needs & kNeedFloatModes32)
    require(p.shaderSignedZeroInfNanPreserveFloat32 && p.shaderRoundingModeRTEFloat32,
            "32-bit SignedZeroInfNanPreserve / RoundingModeRTE");
  if (needs & kNeedFloatModes64)
    require(p.shaderSignedZeroInfNanPreserveFloat64 && p.shaderRoundingModeRTEFloat64,
            "64-bit SignedZeroInfNanPreserve / RoundingModeRTE");
}

EnabledFeatures enable_features(const DeviceFacts& f, uint32_t needs) {
  EnabledFeatures e{};
  e.base = vk_struct<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
  e.v12 = vk_struct<VkPhysicalDeviceVulkan12Features>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES);
  e.v13 = vk_struct<VkPhysicalDeviceVulkan13Features>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
  if (needs & kNeedInt64) {
    require(f.features.features.shaderInt64, "shaderInt64");
    e.base.features.shaderInt64 = VK_TRUE;
  }
  if (needs & kNeedInt16) {
    require(f.features.features.shaderInt16, "shaderInt16");
    e.base.features.shaderInt16 = VK_TRUE;
  }
  if (needs & kNeedFloat64) {
    require(f.features.features.shaderFloat64, "shaderFloat64");
    e.base.features.shaderFloat64 = VK_TRUE;
  }
  if (needs & kNeedFloat16) {
    require(f.features12.shaderFloat16, "shaderFloat16");
    e.v12.shaderFloat16 = VK_TRUE;
  }
  if (needs & kNeedInt64Atomics) {
    require(f.features12.shaderBufferInt64Atomics, "shaderBufferInt64Atomics");
    e.v12.shaderBufferInt64Atomics = VK_TRUE;
  }
  if (needs & kNeedNonUniformSsbo) {
    require(f.features12.shaderStorageBufferArrayNonUniformIndexing,
            "shaderStorageBufferArrayNonUniformIndexing");
    e.v12.shaderStorageBufferArrayNonUniformIndexing = VK_TRUE;
  }
  if (needs & kNeedExtendedFormats) {
    require(f.features.features.shaderStorageImageExtendedFormats,
            "shaderStorageImageExtendedFormats");
    e.base.features.shaderStorageImageExtendedFormats = VK_TRUE;
  }
  if (needs & kNeedSubgroupOps) check_subgroups(f);
  check_float_controls(f, needs);
  // glslang writes SPIR-V 1.6's LocalSizeId for vulkan1.3, which needs maintenance4.
  require(f.features13.maintenance4, "maintenance4");
  e.v13.maintenance4 = VK_TRUE;
  e.base.pNext = &e.v12;
  e.v12.pNext = &e.v13;
  return e;
}

VkDescriptorType descriptor_type(Kind k) {
  switch (k) {
    case Kind::StorageBuffer:
      return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    case Kind::UniformBuffer:
      return VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    case Kind::UniformTexel:
      return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    case Kind::StorageTexel:
      return VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    case Kind::StorageImage:
      return VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
    case Kind::SampledImage:
      return VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
  }
  return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
}

VkBufferUsageFlags buffer_usage(Kind k) {
  switch (k) {
    case Kind::StorageBuffer:
      return VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    case Kind::UniformBuffer:
      return VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT;
    case Kind::UniformTexel:
      return VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT;
    case Kind::StorageTexel:
      return VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT;
    case Kind::StorageImage:  // the image's texels on their way in and out
    case Kind::SampledImage:
      return VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  }
  return 0;
}

bool is_texel(Kind k) {
  return k == Kind::UniformTexel || k == Kind::StorageTexel;
}

bool is_image(Kind k) {
  return k == Kind::StorageImage || k == Kind::SampledImage;
}

// One VkBuffer with its own host-visible memory, mapped for the whole run; for a
// StorageImage the buffer holds its texels and the image is beside it.
struct HostBuffer {
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  VkBufferView view = VK_NULL_HANDLE;
  uint8_t* bytes = nullptr;
  uint32_t size = 0;
  VkImage image = VK_NULL_HANDLE;
  VkDeviceMemory image_memory = VK_NULL_HANDLE;
  VkImageView image_view = VK_NULL_HANDLE;
  VkSampler sampler = VK_NULL_HANDLE;
};

// Every handle of a run; the destructor releases what exists, so an error
// thrown half-way leaks nothing.
class Gpu {
 public:
  Gpu() = default;
  Gpu(const Gpu&) = delete;
  Gpu& operator=(const Gpu&) = delete;
  ~Gpu();

  void create_instance();
  void pick_device(const std::string& want);
  void create_device(uint32_t needs, bool host_stats);
  void check_formats(const Case& c) const;
  void create_buffers(const Case& c);
  void create_pipeline(const Case& c, bool host_stats);
  std::vector<std::string> statistics() const;
  void create_descriptors(const Case& c);
  void record(const Case& c, uint32_t repeat, bool time_device);
  void submit_and_wait();
  double device_ns() const;
  std::vector<std::vector<uint8_t>> outputs(const Case& c) const;

 private:
  HostBuffer make_buffer(const Buffer& b);
  void make_image(const Buffer& b, HostBuffer& h);
  uint32_t host_memory_type(uint32_t allowed) const;
  uint32_t device_memory_type(uint32_t allowed) const;
  void copy_images(VkCommandBuffer cb, const Case& c, bool in) const;

  VkInstance instance_ = VK_NULL_HANDLE;
  VkPhysicalDevice physical_ = VK_NULL_HANDLE;
  DeviceFacts facts_;
  uint32_t queue_family_ = 0;
  uint32_t timestamp_bits_ = 0;  // of the queue family's timestamps; 0: none
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  std::vector<std::vector<HostBuffer>> buffers_;  // per table entry, per array element
  VkDescriptorSetLayout set_layout_ = VK_NULL_HANDLE;
  VkPipelineLayout pipeline_layout_ = VK_NULL_HANDLE;
  VkShaderModule shader_ = VK_NULL_HANDLE;
  VkPipeline pipeline_ = VK_NULL_HANDLE;
  VkDescriptorPool pool_ = VK_NULL_HANDLE;
  VkDescriptorSet set_ = VK_NULL_HANDLE;
  VkCommandPool command_pool_ = VK_NULL_HANDLE;
  VkCommandBuffer command_buffer_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  VkQueryPool timestamps_ = VK_NULL_HANDLE;  // --device-time: before and after the dispatches
};

Gpu::~Gpu() {
  if (device_) {
    vkDeviceWaitIdle(device_);
    vkDestroyFence(device_, fence_, nullptr);
    vkDestroyQueryPool(device_, timestamps_, nullptr);
    vkDestroyCommandPool(device_, command_pool_, nullptr);
    vkDestroyDescriptorPool(device_, pool_, nullptr);
    vkDestroyPipeline(device_, pipeline_, nullptr);
    vkDestroyShaderModule(device_, shader_, nullptr);
    vkDestroyPipelineLayout(device_, pipeline_layout_, nullptr);
    vkDestroyDescriptorSetLayout(device_, set_layout_, nullptr);
    for (auto& array : buffers_)
      for (auto& b : array) {
        vkDestroySampler(device_, b.sampler, nullptr);
        vkDestroyImageView(device_, b.image_view, nullptr);
        vkDestroyImage(device_, b.image, nullptr);
        vkFreeMemory(device_, b.image_memory, nullptr);
        vkDestroyBufferView(device_, b.view, nullptr);
        vkDestroyBuffer(device_, b.buffer, nullptr);
        vkFreeMemory(device_, b.memory, nullptr);  // also unmaps
      }
    vkDestroyDevice(device_, nullptr);
  }
  if (instance_) vkDestroyInstance(instance_, nullptr);
}

void Gpu::create_instance() {
  auto app = vk_struct<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
  app.pApplicationName = "rdnavk-twin";
  app.apiVersion = VK_API_VERSION_1_3;  // the SPIR-V is built for vulkan1.3
  auto ci = vk_struct<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
  ci.pApplicationInfo = &app;
  check(vkCreateInstance(&ci, nullptr, &instance_), "vkCreateInstance");
}

// The first device whose name contains `want`, and never another: a twin run
// on the wrong device would compare nothing.
void Gpu::pick_device(const std::string& want) {
  uint32_t count = 0;
  check(vkEnumeratePhysicalDevices(instance_, &count, nullptr), "vkEnumeratePhysicalDevices");
  std::vector<VkPhysicalDevice> devices(count);
  check(vkEnumeratePhysicalDevices(instance_, &count, devices.data()),
        "vkEnumeratePhysicalDevices");
  std::string seen;
  for (VkPhysicalDevice d : devices) {
    VkPhysicalDeviceProperties p;
    vkGetPhysicalDeviceProperties(d, &p);
    if (lower(p.deviceName).find(lower(want)) != std::string::npos) {
      physical_ = d;
      query_facts(d, facts_);
      return;
    }
    seen += seen.empty() ? "" : ", ";
    seen += p.deviceName;
  }
  throw RunError("no Vulkan device matches '" + want +
                 "' (found: " + (seen.empty() ? "none" : seen) + ")");
}

void Gpu::create_device(uint32_t needs, bool host_stats) {
  if (facts_.props.apiVersion < VK_API_VERSION_1_3)
    throw RunError(std::string(facts_.props.deviceName) + " does not support Vulkan 1.3");
  EnabledFeatures enabled = enable_features(facts_, needs);
  uint32_t count = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(physical_, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  vkGetPhysicalDeviceQueueFamilyProperties(physical_, &count, families.data());
  auto compute = std::find_if(families.begin(), families.end(), [](const auto& f) {
    return (f.queueFlags & VK_QUEUE_COMPUTE_BIT) != 0;
  });
  if (compute == families.end()) throw RunError("the device has no compute queue");
  queue_family_ = static_cast<uint32_t>(compute - families.begin());
  timestamp_bits_ = compute->timestampValidBits;

  float priority = 1.0f;
  auto q = vk_struct<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
  q.queueFamilyIndex = queue_family_;
  q.queueCount = 1;
  q.pQueuePriorities = &priority;
  auto ci = vk_struct<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
  ci.pNext = &enabled.base;
  ci.queueCreateInfoCount = 1;
  ci.pQueueCreateInfos = &q;
  // --host-stats: the compiler's statistics of the pipeline's executables.
  auto stats = vk_struct<VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR);
  const char* stats_extension = VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME;
  if (host_stats) {
    uint32_t n = 0;
    vkEnumerateDeviceExtensionProperties(physical_, nullptr, &n, nullptr);
    std::vector<VkExtensionProperties> have(n);
    vkEnumerateDeviceExtensionProperties(physical_, nullptr, &n, have.data());
    require(std::any_of(
                have.begin(), have.end(),
                [&](const auto& e) { return std::strcmp(e.extensionName, stats_extension) == 0; }),
            "VK_KHR_pipeline_executable_properties (--host-stats)");
    stats.pipelineExecutableInfo = VK_TRUE;
    stats.pNext = const_cast<void*>(ci.pNext);
    ci.pNext = &stats;
    ci.enabledExtensionCount = 1;
    ci.ppEnabledExtensionNames = &stats_extension;
  }
  check(vkCreateDevice(physical_, &ci, nullptr, &device_), "vkCreateDevice");
  vkGetDeviceQueue(device_, queue_family_, 0, &queue_);
}

void Gpu::check_formats(const Case& c) const {
  if (c.needs & kNeedR32uiTexelAtomics) {
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(physical_, VK_FORMAT_R32_UINT, &fp);
    require(fp.bufferFeatures & VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_ATOMIC_BIT,
            "atomics on R32_UINT storage texel buffers");
  }
  for (const Buffer& b : c.buffers) {
    if (is_image(b.kind)) {
      VkFormatProperties fp;
      vkGetPhysicalDeviceFormatProperties(physical_, b.format, &fp);
      const VkFormatFeatureFlags want =
          (b.kind == Kind::StorageImage ? VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT
                                        : VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT) |
          VK_FORMAT_FEATURE_TRANSFER_SRC_BIT | VK_FORMAT_FEATURE_TRANSFER_DST_BIT;
      if ((fp.optimalTilingFeatures & want) != want)
        throw RunError(std::string("the device cannot use the format of '") + b.name + "' (" +
                       std::to_string(static_cast<int>(b.format)) + ") for such images");
      continue;
    }
    if (!is_texel(b.kind)) continue;
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(physical_, b.format, &fp);
    VkFormatFeatureFlags want = b.kind == Kind::UniformTexel
                                    ? VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT
                                    : VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT;
    if (!(fp.bufferFeatures & want))
      throw RunError(std::string("the device cannot use the format of '") + b.name + "' (" +
                     std::to_string(static_cast<int>(b.format)) + ") for texel buffers");
  }
}

uint32_t Gpu::host_memory_type(uint32_t allowed) const {
  constexpr VkMemoryPropertyFlags want =
      VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  VkPhysicalDeviceMemoryProperties mp;
  vkGetPhysicalDeviceMemoryProperties(physical_, &mp);
  for (uint32_t i = 0; i < mp.memoryTypeCount; ++i)
    if ((allowed & (1u << i)) && (mp.memoryTypes[i].propertyFlags & want) == want) return i;
  throw RunError("no host-visible coherent memory type for a buffer");
}

// Device-local memory where there is some, as an application puts its images.
uint32_t Gpu::device_memory_type(uint32_t allowed) const {
  VkPhysicalDeviceMemoryProperties mp;
  vkGetPhysicalDeviceMemoryProperties(physical_, &mp);
  for (uint32_t i = 0; i < mp.memoryTypeCount; ++i)
    if ((allowed & (1u << i)) &&
        (mp.memoryTypes[i].propertyFlags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT))
      return i;
  for (uint32_t i = 0; i < mp.memoryTypeCount; ++i)
    if (allowed & (1u << i)) return i;
  throw RunError("no memory type for an image");
}

// The OPTIMAL image of a StorageImage or SampledImage binding, its memory, its
// view and (sampled) its sampler.
void Gpu::make_image(const Buffer& spec, HostBuffer& h) {
  auto ii = vk_struct<VkImageCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO);
  ii.imageType = VK_IMAGE_TYPE_2D;
  ii.format = spec.format;
  ii.extent = {spec.width, spec.height, 1};
  ii.mipLevels = 1;
  ii.arrayLayers = spec.layers;
  ii.samples = VK_SAMPLE_COUNT_1_BIT;
  ii.tiling = VK_IMAGE_TILING_OPTIMAL;
  ii.usage =
      (spec.kind == Kind::StorageImage ? VK_IMAGE_USAGE_STORAGE_BIT : VK_IMAGE_USAGE_SAMPLED_BIT) |
      VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
  ii.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  ii.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
  check(vkCreateImage(device_, &ii, nullptr, &h.image), "vkCreateImage");
  VkMemoryRequirements req;
  vkGetImageMemoryRequirements(device_, h.image, &req);
  auto ai = vk_struct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  ai.allocationSize = req.size;
  ai.memoryTypeIndex = device_memory_type(req.memoryTypeBits);
  check(vkAllocateMemory(device_, &ai, nullptr, &h.image_memory), "vkAllocateMemory");
  check(vkBindImageMemory(device_, h.image, h.image_memory, 0), "vkBindImageMemory");
  auto vi = vk_struct<VkImageViewCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO);
  vi.image = h.image;
  vi.viewType = spec.layers > 1 ? VK_IMAGE_VIEW_TYPE_2D_ARRAY : VK_IMAGE_VIEW_TYPE_2D;
  vi.format = spec.format;
  vi.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, spec.layers};
  check(vkCreateImageView(device_, &vi, nullptr, &h.image_view), "vkCreateImageView");
  if (spec.kind != Kind::SampledImage) return;
  auto si = vk_struct<VkSamplerCreateInfo>(VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO);
  si.magFilter = si.minFilter = VK_FILTER_NEAREST;
  si.mipmapMode = VK_SAMPLER_MIPMAP_MODE_NEAREST;
  si.addressModeU = si.addressModeV = si.addressModeW = spec.address;
  si.borderColor = spec.border;
  si.unnormalizedCoordinates = spec.unnormalized ? VK_TRUE : VK_FALSE;
  check(vkCreateSampler(device_, &si, nullptr, &h.sampler), "vkCreateSampler");
}

HostBuffer Gpu::make_buffer(const Buffer& spec) {
  HostBuffer h;
  h.size = spec.bytes;
  auto bi = vk_struct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  bi.size = spec.bytes;
  bi.usage = buffer_usage(spec.kind);
  bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  check(vkCreateBuffer(device_, &bi, nullptr, &h.buffer), "vkCreateBuffer");
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(device_, h.buffer, &req);
  auto ai = vk_struct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  ai.allocationSize = req.size;
  ai.memoryTypeIndex = host_memory_type(req.memoryTypeBits);
  // Recorded before binding, so that the destructor frees it whatever fails next.
  VkResult r = vkAllocateMemory(device_, &ai, nullptr, &h.memory);
  if (r != VK_SUCCESS) {
    vkDestroyBuffer(device_, h.buffer, nullptr);
    check(r, "vkAllocateMemory");
  }
  return h;
}

void Gpu::create_buffers(const Case& c) {
  for (const Buffer& spec : c.buffers) {
    auto& array = buffers_.emplace_back();
    for (uint32_t e = 0; e < spec.count; ++e) {
      HostBuffer& h = array.emplace_back(make_buffer(spec));
      check(vkBindBufferMemory(device_, h.buffer, h.memory, 0), "vkBindBufferMemory");
      void* p = nullptr;
      check(vkMapMemory(device_, h.memory, 0, VK_WHOLE_SIZE, 0, &p), "vkMapMemory");
      h.bytes = static_cast<uint8_t*>(p);
      Prng rng(buffer_seed(c, spec, e));
      spec.fill(std::span<uint8_t>(h.bytes, h.size), rng);
      if (is_image(spec.kind)) make_image(spec, h);
      if (!is_texel(spec.kind)) continue;
      auto vi = vk_struct<VkBufferViewCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO);
      vi.buffer = h.buffer;
      vi.format = spec.format;
      vi.range = VK_WHOLE_SIZE;
      check(vkCreateBufferView(device_, &vi, nullptr, &h.view), "vkCreateBufferView");
    }
  }
}

void Gpu::create_pipeline(const Case& c, bool host_stats) {
  std::vector<VkDescriptorSetLayoutBinding> bindings;
  for (const Buffer& b : c.buffers)
    bindings.push_back(
        {b.binding, descriptor_type(b.kind), b.count, VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
  auto sl = vk_struct<VkDescriptorSetLayoutCreateInfo>(
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
  sl.bindingCount = static_cast<uint32_t>(bindings.size());
  sl.pBindings = bindings.data();
  check(vkCreateDescriptorSetLayout(device_, &sl, nullptr, &set_layout_),
        "vkCreateDescriptorSetLayout");

  VkPushConstantRange pc{VK_SHADER_STAGE_COMPUTE_BIT, 0, static_cast<uint32_t>(c.push.size())};
  auto pl = vk_struct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  pl.setLayoutCount = 1;
  pl.pSetLayouts = &set_layout_;
  pl.pushConstantRangeCount = c.push.empty() ? 0 : 1;
  pl.pPushConstantRanges = &pc;
  check(vkCreatePipelineLayout(device_, &pl, nullptr, &pipeline_layout_), "vkCreatePipelineLayout");

  auto sm = vk_struct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  sm.codeSize = c.spirv.size_bytes();
  sm.pCode = c.spirv.data();
  check(vkCreateShaderModule(device_, &sm, nullptr, &shader_), "vkCreateShaderModule");

  auto cp = vk_struct<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  cp.stage = vk_struct<VkPipelineShaderStageCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
  cp.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  cp.stage.module = shader_;
  cp.stage.pName = "main";
  cp.layout = pipeline_layout_;
  if (c.base != std::array<uint32_t, 3>{0, 0, 0}) cp.flags = VK_PIPELINE_CREATE_DISPATCH_BASE_BIT;
  if (host_stats) cp.flags |= VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
  check(vkCreateComputePipelines(device_, VK_NULL_HANDLE, 1, &cp, nullptr, &pipeline_),
        "vkCreateComputePipelines");
}

// One line per executable of the pipeline: its name, subgroup size and every
// statistic its compiler reports.
std::vector<std::string> Gpu::statistics() const {
  auto props = reinterpret_cast<PFN_vkGetPipelineExecutablePropertiesKHR>(
      vkGetDeviceProcAddr(device_, "vkGetPipelineExecutablePropertiesKHR"));
  auto stats = reinterpret_cast<PFN_vkGetPipelineExecutableStatisticsKHR>(
      vkGetDeviceProcAddr(device_, "vkGetPipelineExecutableStatisticsKHR"));
  if (!props || !stats) throw RunError("the device gives no pipeline executable statistics");
  std::vector<std::string> lines =
      rdnavk::vk::executable_statistics(device_, pipeline_, props, stats);
  if (lines.empty()) throw RunError("the device reported no executables of the pipeline");
  return lines;
}

void Gpu::create_descriptors(const Case& c) {
  std::vector<VkDescriptorPoolSize> sizes;
  for (const Buffer& b : c.buffers) sizes.push_back({descriptor_type(b.kind), b.count});
  auto pi = vk_struct<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
  pi.maxSets = 1;
  pi.poolSizeCount = static_cast<uint32_t>(sizes.size());
  pi.pPoolSizes = sizes.data();
  check(vkCreateDescriptorPool(device_, &pi, nullptr, &pool_), "vkCreateDescriptorPool");
  auto ai = vk_struct<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
  ai.descriptorPool = pool_;
  ai.descriptorSetCount = 1;
  ai.pSetLayouts = &set_layout_;
  check(vkAllocateDescriptorSets(device_, &ai, &set_), "vkAllocateDescriptorSets");

  for (size_t i = 0; i < c.buffers.size(); ++i) {
    const Buffer& b = c.buffers[i];
    std::vector<VkDescriptorBufferInfo> infos;
    std::vector<VkBufferView> views;
    std::vector<VkDescriptorImageInfo> images;
    for (const HostBuffer& h : buffers_[i]) {
      infos.push_back({h.buffer, 0, VK_WHOLE_SIZE});
      views.push_back(h.view);
      images.push_back({h.sampler, h.image_view, VK_IMAGE_LAYOUT_GENERAL});
    }
    auto w = vk_struct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
    w.dstSet = set_;
    w.dstBinding = b.binding;
    w.descriptorCount = b.count;
    w.descriptorType = descriptor_type(b.kind);
    if (is_image(b.kind))
      w.pImageInfo = images.data();
    else if (is_texel(b.kind))
      w.pTexelBufferView = views.data();
    else
      w.pBufferInfo = infos.data();
    vkUpdateDescriptorSets(device_, 1, &w, 0, nullptr);
  }
}

void memory_barrier(VkCommandBuffer cb, VkPipelineStageFlags dst_stage, VkAccessFlags dst_access,
                    VkPipelineStageFlags src_stage = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                    VkAccessFlags src_access = VK_ACCESS_SHADER_WRITE_BIT) {
  auto mb = vk_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  mb.srcAccessMask = src_access;
  mb.dstAccessMask = dst_access;
  vkCmdPipelineBarrier(cb, src_stage, dst_stage, 0, 1, &mb, 0, nullptr, 0, nullptr);
}

// The images' texels in from their buffers before the dispatch (the image
// taken from UNDEFINED to GENERAL first, the copy made visible to the
// shader after), or out to them after it (the shader's writes made visible to
// the copy first, the copy to the host after).
void Gpu::copy_images(VkCommandBuffer cb, const Case& c, bool in) const {
  std::vector<VkImageMemoryBarrier> to_general;
  for (size_t i = 0; i < c.buffers.size(); ++i) {
    if (!is_image(c.buffers[i].kind)) continue;
    for (const HostBuffer& h : buffers_[i]) {
      auto ib = vk_struct<VkImageMemoryBarrier>(VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER);
      ib.dstAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
      ib.oldLayout = VK_IMAGE_LAYOUT_UNDEFINED;
      ib.newLayout = VK_IMAGE_LAYOUT_GENERAL;
      ib.srcQueueFamilyIndex = ib.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
      ib.image = h.image;
      ib.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, c.buffers[i].layers};
      to_general.push_back(ib);
    }
  }
  if (to_general.empty()) return;
  if (in)
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0,
                         0, nullptr, 0, nullptr, static_cast<uint32_t>(to_general.size()),
                         to_general.data());
  else
    memory_barrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_READ_BIT);
  for (size_t i = 0; i < c.buffers.size(); ++i) {
    const Buffer& b = c.buffers[i];
    if (!is_image(b.kind)) continue;
    VkBufferImageCopy region{};
    region.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, b.layers};
    region.imageExtent = {b.width, b.height, 1};
    for (const HostBuffer& h : buffers_[i]) {
      if (in)
        vkCmdCopyBufferToImage(cb, h.buffer, h.image, VK_IMAGE_LAYOUT_GENERAL, 1, &region);
      else
        vkCmdCopyImageToBuffer(cb, h.image, VK_IMAGE_LAYOUT_GENERAL, h.buffer, 1, &region);
    }
  }
  if (in)
    memory_barrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                   VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT,
                   VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT);
  else
    memory_barrier(cb, VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT,
                   VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT);
}

// --repeat N records N dispatches with a barrier between each pair, as an
// application iterating a kernel would; cases that update their outputs in
// place then show N runs' worth of updates, deterministically.
void Gpu::record(const Case& c, uint32_t repeat, bool time_device) {
  auto pi = vk_struct<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  pi.queueFamilyIndex = queue_family_;
  check(vkCreateCommandPool(device_, &pi, nullptr, &command_pool_), "vkCreateCommandPool");
  auto ai = vk_struct<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  ai.commandPool = command_pool_;
  ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  ai.commandBufferCount = 1;
  check(vkAllocateCommandBuffers(device_, &ai, &command_buffer_), "vkAllocateCommandBuffers");

  VkCommandBuffer cb = command_buffer_;
  auto bi = vk_struct<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  if (time_device) {
    if (timestamp_bits_ == 0)
      throw RunError(std::string(facts_.props.deviceName) +
                     " writes no timestamps on its compute queue (--device-time)");
    auto qi = vk_struct<VkQueryPoolCreateInfo>(VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO);
    qi.queryType = VK_QUERY_TYPE_TIMESTAMP;
    qi.queryCount = 2;
    check(vkCreateQueryPool(device_, &qi, nullptr, &timestamps_), "vkCreateQueryPool");
  }
  check(vkBeginCommandBuffer(cb, &bi), "vkBeginCommandBuffer");
  if (timestamps_) vkCmdResetQueryPool(cb, timestamps_, 0, 2);
  copy_images(cb, c, true);
  vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline_);
  vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline_layout_, 0, 1, &set_, 0,
                          nullptr);
  if (!c.push.empty())
    vkCmdPushConstants(cb, pipeline_layout_, VK_SHADER_STAGE_COMPUTE_BIT, 0,
                       static_cast<uint32_t>(c.push.size()), c.push.data());
  if (timestamps_) vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, timestamps_, 0);
  for (uint32_t r = 0; r < repeat; ++r) {
    if (r > 0)
      memory_barrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                     VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    vkCmdDispatchBase(cb, c.base[0], c.base[1], c.base[2], c.groups[0], c.groups[1], c.groups[2]);
  }
  if (timestamps_) vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, timestamps_, 1);
  // Makes the shader's writes visible to the mapped pointers after the fence.
  memory_barrier(cb, VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
  copy_images(cb, c, false);
  check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
}

void Gpu::submit_and_wait() {
  auto fi = vk_struct<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  check(vkCreateFence(device_, &fi, nullptr, &fence_), "vkCreateFence");
  auto si = vk_struct<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  si.commandBufferCount = 1;
  si.pCommandBuffers = &command_buffer_;
  check(vkQueueSubmit(queue_, 1, &si, fence_), "vkQueueSubmit");
  check(vkWaitForFences(device_, 1, &fence_, VK_TRUE, kFenceTimeoutNs), "vkWaitForFences");
}

// Nanoseconds between the timestamps around the dispatches, by the device's
// own clock (--device-time).
double Gpu::device_ns() const {
  uint64_t t[2] = {};
  check(vkGetQueryPoolResults(device_, timestamps_, 0, 2, sizeof t, t, sizeof t[0],
                              VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
        "vkGetQueryPoolResults");
  uint64_t mask = timestamp_bits_ >= 64 ? ~uint64_t{0} : (uint64_t{1} << timestamp_bits_) - 1;
  return static_cast<double>((t[1] - t[0]) & mask) * facts_.props.limits.timestampPeriod;
}

std::vector<std::vector<uint8_t>> Gpu::outputs(const Case& c) const {
  std::vector<std::vector<uint8_t>> out;
  for (size_t i = 0; i < c.buffers.size(); ++i) {
    if (!c.buffers[i].output) continue;
    for (const HostBuffer& h : buffers_[i]) out.emplace_back(h.bytes, h.bytes + h.size);
  }
  return out;
}

}  // namespace

RunResult run_case(const Case& c, const RunOptions& o) {
  Gpu g;
  g.create_instance();
  g.pick_device(o.device);
  g.create_device(c.needs, o.host_stats);
  g.check_formats(c);
  g.create_buffers(c);
  g.create_pipeline(c, o.host_stats);
  g.create_descriptors(c);
  g.record(c, o.repeat, o.time_device);
  g.submit_and_wait();
  RunResult r;
  r.outputs = g.outputs(c);
  if (o.time_device) r.device_ns = g.device_ns();
  if (o.host_stats) r.statistics = g.statistics();
  return r;
}

}  // namespace twin
