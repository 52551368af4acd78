#include "vk/host_device.h"

#include "vk/host_queue.h"
#include "vk/vk_struct.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <mutex>
#include <set>
#include <string_view>

namespace rdnavk::vk {

namespace {

// VK_KHR_shader_maximal_reconvergence (Vulkan registry), which Debian 12's
// Vulkan headers (1.3.239) predate.
constexpr const char* kMaximalReconvergenceExtension = "VK_KHR_shader_maximal_reconvergence";
constexpr auto kMaximalReconvergenceFeaturesType = static_cast<VkStructureType>(1000434000);
struct MaximalReconvergenceFeatures {
  VkStructureType sType = kMaximalReconvergenceFeaturesType;
  void* pNext = nullptr;
  VkBool32 shaderMaximalReconvergence = VK_FALSE;
};

// The core feature structs of Vulkan 1.0-1.3, chained for one query or one
// device creation.
struct FeatureChain {
  VkPhysicalDeviceFeatures2 f =
      make_struct<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
  VkPhysicalDeviceVulkan11Features f11 = make_struct<VkPhysicalDeviceVulkan11Features>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES);
  VkPhysicalDeviceVulkan12Features f12 = make_struct<VkPhysicalDeviceVulkan12Features>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES);
  VkPhysicalDeviceVulkan13Features f13 = make_struct<VkPhysicalDeviceVulkan13Features>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
  FeatureChain() {
    f.pNext = &f11;
    f11.pNext = &f12;
    f12.pNext = &f13;
  }
  FeatureChain(const FeatureChain&) = delete;
  FeatureChain& operator=(const FeatureChain&) = delete;
};

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool has_extension(VkPhysicalDevice pd, const char* name) {
  uint32_t n = 0;
  vkEnumerateDeviceExtensionProperties(pd, nullptr, &n, nullptr);
  std::vector<VkExtensionProperties> ext(n);
  vkEnumerateDeviceExtensionProperties(pd, nullptr, &n, ext.data());
  for (const auto& e : ext)
    if (std::strcmp(e.extensionName, name) == 0) return true;
  return false;
}

Candidate describe(VkPhysicalDevice pd) {
  Candidate c;
  c.has_pci = has_extension(pd, VK_EXT_PCI_BUS_INFO_EXTENSION_NAME);
  auto pci = make_struct<VkPhysicalDevicePCIBusInfoPropertiesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PCI_BUS_INFO_PROPERTIES_EXT);
  auto host = make_struct<VkPhysicalDeviceExternalMemoryHostPropertiesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_MEMORY_HOST_PROPERTIES_EXT);
  auto subgroup = make_struct<VkPhysicalDeviceSubgroupProperties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES);
  auto driver = make_struct<VkPhysicalDeviceDriverProperties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES);
  auto props =
      make_struct<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
  auto size_control = make_struct<VkPhysicalDeviceSubgroupSizeControlProperties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES);
  auto float_controls = make_struct<VkPhysicalDeviceFloatControlsProperties>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES);
  props.pNext = &subgroup;
  subgroup.pNext = &float_controls;
  float_controls.pNext = &size_control;
  size_control.pNext = &driver;
  c.info.caps.external_memory_host = has_extension(pd, VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME);
  c.info.caps.mesh_shader = has_extension(pd, "VK_EXT_mesh_shader");
  c.info.caps.depth_clip_control = has_extension(pd, VK_EXT_DEPTH_CLIP_CONTROL_EXTENSION_NAME);
  c.info.caps.line_rasterization = has_extension(pd, VK_EXT_LINE_RASTERIZATION_EXTENSION_NAME);
  c.info.caps.stencil_export = has_extension(pd, VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME);
  for (size_t i = 0; i < std::size(kPackedTargetFormats); ++i) {
    VkFormatProperties fp{};
    vkGetPhysicalDeviceFormatProperties(pd, kPackedTargetFormats[i], &fp);
    constexpr VkFormatFeatureFlags kNeed =
        VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT | VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BLEND_BIT;
    if ((fp.optimalTilingFeatures & kNeed) == kNeed) c.info.caps.packed_targets |= 1u << i;
  }
  void** tail = &driver.pNext;
  if (c.info.caps.external_memory_host) {
    *tail = &host;
    tail = &host.pNext;
  }
  auto mesh_props = make_struct<VkPhysicalDeviceMeshShaderPropertiesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_PROPERTIES_EXT);
  if (c.info.caps.mesh_shader) {
    *tail = &mesh_props;
    tail = &mesh_props.pNext;
  }
  if (c.has_pci) *tail = &pci;
  vkGetPhysicalDeviceProperties2(pd, &props);
  c.info.caps.max_compute_shared_memory = props.properties.limits.maxComputeSharedMemorySize;
  c.info.caps.max_compute_invocations = props.properties.limits.maxComputeWorkGroupInvocations;
  if (c.info.caps.mesh_shader) {
    c.info.caps.max_mesh_invocations = mesh_props.maxMeshWorkGroupInvocations;
    c.info.caps.max_mesh_size_x = mesh_props.maxMeshWorkGroupSize[0];
    c.info.caps.max_mesh_shared_memory = mesh_props.maxMeshSharedMemorySize;
    c.info.caps.max_mesh_output_vertices = mesh_props.maxMeshOutputVertices;
    c.info.caps.max_mesh_output_primitives = mesh_props.maxMeshOutputPrimitives;
    c.info.caps.max_mesh_output_components = mesh_props.maxMeshOutputComponents;
  }
  c.info.name = props.properties.deviceName;
  c.info.vendor_id = props.properties.vendorID;
  c.info.device_id = props.properties.deviceID;
  c.info.driver = driver.driverID;
  c.info.caps.api_version = props.properties.apiVersion;
  for (int d = 0; d < 3; ++d)
    c.info.caps.max_group_count[d] = props.properties.limits.maxComputeWorkGroupCount[d];
  c.info.caps.subgroup_size = subgroup.subgroupSize;
  c.info.caps.denorm_preserve =
      static_cast<uint8_t>((float_controls.shaderDenormPreserveFloat16 ? 1 : 0) |
                           (float_controls.shaderDenormPreserveFloat32 ? 2 : 0) |
                           (float_controls.shaderDenormPreserveFloat64 ? 4 : 0));
  c.info.caps.signed_zero_inf_nan_preserve =
      static_cast<uint8_t>((float_controls.shaderSignedZeroInfNanPreserveFloat16 ? 1 : 0) |
                           (float_controls.shaderSignedZeroInfNanPreserveFloat32 ? 2 : 0) |
                           (float_controls.shaderSignedZeroInfNanPreserveFloat64 ? 4 : 0));
  c.info.caps.min_subgroup_size = size_control.minSubgroupSize;
  c.info.caps.max_subgroup_size = size_control.maxSubgroupSize;
  c.info.caps.max_workgroup_subgroups = size_control.maxComputeWorkgroupSubgroups;
  c.info.caps.required_subgroup_stages = size_control.requiredSubgroupSizeStages;
  c.info.caps.subgroup_operations = subgroup.supportedOperations;
  c.info.caps.min_imported_host_pointer_alignment = host.minImportedHostPointerAlignment;
  if (c.has_pci) {
    c.pci_domain = pci.pciDomain;
    c.pci_bus = pci.pciBus;
    c.pci_device = pci.pciDevice;
    c.pci_function = pci.pciFunction;
  }
  FeatureChain has;
  // The 1.3 struct may be chained only where the device offers 1.3.
  if (props.properties.apiVersion < VK_API_VERSION_1_3) has.f12.pNext = nullptr;
  vkGetPhysicalDeviceFeatures2(pd, &has.f);
  c.info.caps.buffer_device_address = has.f12.bufferDeviceAddress;
  c.info.caps.shader_int64 = has.f.features.shaderInt64;
  c.info.caps.shader_float64 = has.f.features.shaderFloat64;
  c.info.caps.shader_int16 = has.f.features.shaderInt16;
  c.info.caps.logic_op = has.f.features.logicOp;
  c.info.caps.depth_clamp = has.f.features.depthClamp;
  c.info.caps.dual_src_blend = has.f.features.dualSrcBlend;
  c.info.caps.clip_distance =
      has.f.features.shaderClipDistance && has.f.features.shaderCullDistance;
  c.info.caps.subgroup_size_control = has.f13.subgroupSizeControl;
  c.info.caps.sample_rate_shading = has.f.features.sampleRateShading;
  c.info.caps.occlusion_query_precise = has.f.features.occlusionQueryPrecise;
  {
    const VkPhysicalDeviceLimits& l = props.properties.limits;
    if (l.standardSampleLocations && has.f.features.shaderStorageImageMultisample &&
        has.f.features.shaderStorageImageExtendedFormats)
      c.info.caps.msaa_samples =
          (l.framebufferColorSampleCounts & l.storageImageSampleCounts) | VK_SAMPLE_COUNT_1_BIT;
  }
  c.info.caps.compute_full_subgroups = has.f13.computeFullSubgroups;
  {
    const float g = props.properties.limits.lineWidthGranularity;
    const float whole = g > 0.0f ? 1.0f / g : 0.0f;
    c.info.caps.wide_lines = has.f.features.wideLines && g > 0.0f && g <= 1.0f &&
                             whole == static_cast<float>(static_cast<int>(whole));
    c.info.caps.max_line_width = props.properties.limits.lineWidthRange[1];
  }
  if (has_extension(pd, kMaximalReconvergenceExtension)) {
    MaximalReconvergenceFeatures mr;
    auto f2 = make_struct<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
    f2.pNext = &mr;
    vkGetPhysicalDeviceFeatures2(pd, &f2);
    c.info.caps.maximal_reconvergence = mr.shaderMaximalReconvergence == VK_TRUE;
  }
  c.info.caps.shader_float16 = has.f12.shaderFloat16;
  c.info.caps.storage_buffer_8bit = has.f12.storageBuffer8BitAccess;
  c.info.caps.buffer_int64_atomics = has.f12.shaderBufferInt64Atomics;
  c.info.caps.storage_buffer_16bit = has.f11.storageBuffer16BitAccess;
  return c;
}

}  // namespace

bool is_emulated_gpu(const Candidate& c) {
  // The interposer's PCI identity (drm/preload/virtual_fs.h): 1002:73bf at
  // 0000:2d:00.0. Without VK_EXT_pci_bus_info the ids alone decide, so a real
  // RX 6800 on such a host is passed over too: it can still be named.
  if (c.info.vendor_id != 0x1002 || c.info.device_id != 0x73bf) return false;
  if (!c.has_pci) return true;
  return c.pci_domain == 0 && c.pci_bus == 0x2d && c.pci_device == 0 && c.pci_function == 0;
}

int choose_device(const std::vector<Candidate>& devices, const std::string& wanted,
                  std::string* error) {
  std::string names;
  for (size_t i = 0; i < devices.size(); ++i) {
    if (is_emulated_gpu(devices[i])) continue;
    names += (names.empty() ? "" : ", ") + devices[i].info.name;
  }
  auto find = [&](const std::string& needle) -> int {
    for (size_t i = 0; i < devices.size(); ++i)
      if (!is_emulated_gpu(devices[i]) &&
          lower(devices[i].info.name).find(lower(needle)) != std::string::npos)
        return static_cast<int>(i);
    return -1;
  };
  if (!wanted.empty()) {
    int i = find(wanted);
    if (i < 0) *error = "no host Vulkan device named like \"" + wanted + "\" (have: " + names + ")";
    return i;
  }
  int i = find("llvmpipe");
  if (i >= 0) return i;
  for (size_t j = 0; j < devices.size(); ++j)
    if (!is_emulated_gpu(devices[j])) return static_cast<int>(j);
  *error = "no host Vulkan device (install mesa-vulkan-drivers for lavapipe)";
  return -1;
}

struct ValidationLog {
  std::mutex mutex;
  uint64_t count = 0;
  std::set<std::string> seen;  // message ids already printed
};

namespace {

constexpr const char* kValidationLayer = "VK_LAYER_KHRONOS_validation";

bool has_instance_layer(const char* name) {
  uint32_t n = 0;
  if (vkEnumerateInstanceLayerProperties(&n, nullptr) != VK_SUCCESS) return false;
  std::vector<VkLayerProperties> layers(n);
  if (vkEnumerateInstanceLayerProperties(&n, layers.data()) != VK_SUCCESS) return false;
  return std::any_of(layers.begin(), layers.end(), [&](const VkLayerProperties& l) {
    return std::strcmp(l.layerName, name) == 0;
  });
}

VKAPI_ATTR VkBool32 VKAPI_CALL on_validation(VkDebugUtilsMessageSeverityFlagBitsEXT,
                                             VkDebugUtilsMessageTypeFlagsEXT,
                                             const VkDebugUtilsMessengerCallbackDataEXT* data,
                                             void* user) {
  auto* log = static_cast<ValidationLog*>(user);
  // A layer older than VK_KHR_shader_maximal_reconvergence (Debian 12's
  // 1.3.239) reports the extension, its features struct and the module's
  // declaration of it as unknown: not errors of ours (D31), so not counted.
  const std::string_view text = data->pMessage ? data->pMessage : "";
  for (std::string_view unknown :
       {"VK_KHR_shader_maximal_reconvergence", "SPV_KHR_maximal_reconvergence",
        "unknown VkStructureType (1000434000)", "Invalid execution mode operand: 6023"})
    if (text.find(unknown) != std::string_view::npos) return VK_FALSE;
  std::string id = data->pMessageIdName ? data->pMessageIdName : "";
  std::lock_guard lock(log->mutex);
  ++log->count;
  if (log->seen.insert(id).second)
    std::fprintf(stderr, "rdnavk: host validation: %s\n",
                 data->pMessage ? data->pMessage : id.c_str());
  return VK_FALSE;
}

}  // namespace

uint64_t HostDevice::validation_messages() const {
  if (!log_) return 0;
  std::lock_guard lock(log_->mutex);
  return log_->count;
}

std::unique_ptr<HostDevice> HostDevice::create(const std::string& wanted, std::string* error,
                                               HostDeviceOptions options) {
  std::unique_ptr<HostDevice> d(new HostDevice());
  auto app = make_struct<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
  app.pApplicationName = "rdnavk";
  app.pEngineName = "rdnavk";
  app.apiVersion = VK_API_VERSION_1_3;
  auto ici = make_struct<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
  ici.pApplicationInfo = &app;
  // Errors and warnings only: the layer's performance and information notes
  // are not faults of the module.
  auto dumci = make_struct<VkDebugUtilsMessengerCreateInfoEXT>(
      VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT);
  dumci.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
  dumci.messageType =
      VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT;
  dumci.pfnUserCallback = on_validation;
  const char* layers[] = {kValidationLayer};
  const char* instance_extensions[] = {VK_EXT_DEBUG_UTILS_EXTENSION_NAME};
  if (options.validate) {
    if (!has_instance_layer(kValidationLayer)) {
      *error =
          "RDNAVK_DEBUG=validate needs the Khronos validation layer (install "
          "vulkan-validationlayers)";
      return nullptr;
    }
    d->log_ = std::make_unique<ValidationLog>();
    dumci.pUserData = d->log_.get();
    ici.enabledLayerCount = 1;
    ici.ppEnabledLayerNames = layers;
    ici.enabledExtensionCount = 1;
    ici.ppEnabledExtensionNames = instance_extensions;
    ici.pNext = &dumci;  // also what instance creation itself reports
  }
  if (VkResult r = vkCreateInstance(&ici, nullptr, &d->instance_); r != VK_SUCCESS) {
    *error = "vkCreateInstance failed (" + std::to_string(r) + ")";
    return nullptr;
  }
  if (options.validate) {
    auto create_messenger = reinterpret_cast<PFN_vkCreateDebugUtilsMessengerEXT>(
        vkGetInstanceProcAddr(d->instance_, "vkCreateDebugUtilsMessengerEXT"));
    if (create_messenger == nullptr ||
        create_messenger(d->instance_, &dumci, nullptr, &d->messenger_) != VK_SUCCESS) {
      *error = "the validation layer's messenger could not be made";
      return nullptr;
    }
  }
  uint32_t n = 0;
  vkEnumeratePhysicalDevices(d->instance_, &n, nullptr);
  std::vector<VkPhysicalDevice> pds(n);
  vkEnumeratePhysicalDevices(d->instance_, &n, pds.data());
  for (VkPhysicalDevice pd : pds) d->candidates_.push_back(describe(pd));
  int chosen = choose_device(d->candidates_, wanted, error);
  if (chosen < 0) return nullptr;
  d->physical_ = pds[static_cast<size_t>(chosen)];
  d->info_ = d->candidates_[static_cast<size_t>(chosen)].info;
  if (d->info_.caps.api_version < VK_API_VERSION_1_3) {
    *error = d->info_.name + " offers Vulkan below 1.3";
    return nullptr;
  }

  uint32_t qn = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(d->physical_, &qn, nullptr);
  std::vector<VkQueueFamilyProperties> qf(qn);
  vkGetPhysicalDeviceQueueFamilyProperties(d->physical_, &qn, qf.data());
  // A family that draws and computes, else one that computes.
  auto family = std::find_if(qf.begin(), qf.end(), [](const auto& q) {
    return (q.queueFlags & VK_QUEUE_COMPUTE_BIT) && (q.queueFlags & VK_QUEUE_GRAPHICS_BIT);
  });
  if (family == qf.end())
    family = std::find_if(qf.begin(), qf.end(),
                          [](const auto& q) { return q.queueFlags & VK_QUEUE_COMPUTE_BIT; });
  if (family == qf.end()) {
    *error = d->info_.name + " has no compute queue";
    return nullptr;
  }
  d->queue_family_ = static_cast<uint32_t>(family - qf.begin());
  d->info_.caps.graphics_queue = (family->queueFlags & VK_QUEUE_GRAPHICS_BIT) != 0;
  float priority = 1.0f;
  auto qci = make_struct<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
  qci.queueFamilyIndex = d->queue_family_;
  qci.queueCount = 1;
  qci.pQueuePriorities = &priority;

  const HostCapabilities& caps = d->info_.caps;
  FeatureChain on;
  on.f.features.shaderInt64 = caps.shader_int64;
  on.f.features.shaderFloat64 = caps.shader_float64;
  on.f.features.shaderInt16 = caps.shader_int16;
  on.f11.storageBuffer16BitAccess = caps.storage_buffer_16bit;
  on.f12.bufferDeviceAddress = caps.buffer_device_address;
  on.f12.storageBuffer8BitAccess = caps.storage_buffer_8bit;
  on.f12.shaderBufferInt64Atomics = caps.buffer_int64_atomics;
  on.f12.shaderFloat16 = caps.shader_float16;
  on.f13.subgroupSizeControl = caps.subgroup_size_control;
  on.f13.computeFullSubgroups = caps.compute_full_subgroups;
  std::vector<const char*> extensions;
  if (caps.external_memory_host) extensions.push_back(VK_EXT_EXTERNAL_MEMORY_HOST_EXTENSION_NAME);
  MaximalReconvergenceFeatures reconverge;
  if (caps.maximal_reconvergence) {
    // Chained after the 1.3 features (the mesh chain, where there is one,
    // hangs off it in turn).
    reconverge.shaderMaximalReconvergence = VK_TRUE;
    on.f12.pNext = &reconverge;
    reconverge.pNext = &on.f13;
    extensions.push_back(kMaximalReconvergenceExtension);
  }
  // Draws: mesh modules into dynamic rendering (D25).
  auto mesh = make_struct<VkPhysicalDeviceMeshShaderFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MESH_SHADER_FEATURES_EXT);
  auto clip = make_struct<VkPhysicalDeviceDepthClipControlFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DEPTH_CLIP_CONTROL_FEATURES_EXT);
  auto lines = make_struct<VkPhysicalDeviceLineRasterizationFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_LINE_RASTERIZATION_FEATURES_EXT);
  if (caps.mesh_shader && caps.graphics_queue) {
    mesh.meshShader = VK_TRUE;
    on.f.features.logicOp = caps.logic_op;
    on.f.features.depthClamp = caps.depth_clamp;
    on.f.features.dualSrcBlend = caps.dual_src_blend;
    on.f.features.wideLines = caps.wide_lines;
    on.f.features.shaderClipDistance = caps.clip_distance;
    on.f.features.shaderCullDistance = caps.clip_distance;
    const bool msaa = caps.msaa_samples != VK_SAMPLE_COUNT_1_BIT;
    on.f.features.shaderStorageImageMultisample = msaa;
    on.f.features.shaderStorageImageExtendedFormats = msaa;
    on.f.features.sampleRateShading = caps.sample_rate_shading;
    on.f.features.occlusionQueryPrecise = caps.occlusion_query_precise;
    on.f13.pNext = &mesh;
    on.f13.dynamicRendering = VK_TRUE;
    extensions.push_back(VK_EXT_MESH_SHADER_EXTENSION_NAME);
    void** tail = &mesh.pNext;
    if (caps.depth_clip_control) {
      clip.depthClipControl = VK_TRUE;
      *tail = &clip;
      tail = &clip.pNext;
      extensions.push_back(VK_EXT_DEPTH_CLIP_CONTROL_EXTENSION_NAME);
    }
    if (caps.stencil_export) extensions.push_back(VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME);
    if (caps.line_rasterization) {
      lines.rectangularLines = VK_TRUE;
      lines.bresenhamLines = VK_TRUE;
      *tail = &lines;
      extensions.push_back(VK_EXT_LINE_RASTERIZATION_EXTENSION_NAME);
    }
  } else {
    d->info_.caps.mesh_shader = false;
    d->info_.caps.depth_clip_control = false;
    d->info_.caps.line_rasterization = false;
    d->info_.caps.logic_op = false;
    d->info_.caps.depth_clamp = false;
    d->info_.caps.dual_src_blend = false;
    d->info_.caps.clip_distance = false;
    d->info_.caps.stencil_export = false;
    d->info_.caps.wide_lines = false;
    d->info_.caps.msaa_samples = VK_SAMPLE_COUNT_1_BIT;
    d->info_.caps.sample_rate_shading = false;
  }
  auto dci = make_struct<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
  dci.pNext = &on.f;
  auto executables = make_struct<VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR);
  const bool statistics =
      options.capture_statistics &&
      has_extension(d->physical_, VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
  if (statistics) {
    executables.pipelineExecutableInfo = VK_TRUE;
    executables.pNext = &on.f;
    dci.pNext = &executables;
    extensions.push_back(VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
  }
  dci.queueCreateInfoCount = 1;
  dci.pQueueCreateInfos = &qci;
  dci.enabledExtensionCount = static_cast<uint32_t>(extensions.size());
  dci.ppEnabledExtensionNames = extensions.data();
  if (VkResult r = vkCreateDevice(d->physical_, &dci, nullptr, &d->device_); r != VK_SUCCESS) {
    *error = "vkCreateDevice on " + d->info_.name + " failed (" + std::to_string(r) + ")";
    return nullptr;
  }
  if (statistics) {
    d->get_executable_properties_ = reinterpret_cast<PFN_vkGetPipelineExecutablePropertiesKHR>(
        vkGetDeviceProcAddr(d->device_, "vkGetPipelineExecutablePropertiesKHR"));
    d->get_executable_statistics_ = reinterpret_cast<PFN_vkGetPipelineExecutableStatisticsKHR>(
        vkGetDeviceProcAddr(d->device_, "vkGetPipelineExecutableStatisticsKHR"));
    if (d->get_executable_properties_ == nullptr) d->get_executable_statistics_ = nullptr;
  }
  vkGetDeviceQueue(d->device_, d->queue_family_, 0, &d->queue_);
  d->host_queue_ = HostQueue::create(*d, error);
  if (!d->host_queue_) return nullptr;
  return d;
}

HostDevice::~HostDevice() {
  host_queue_.reset();
  if (device_ != VK_NULL_HANDLE) vkDestroyDevice(device_, nullptr);
  if (messenger_ != VK_NULL_HANDLE) {
    auto destroy = reinterpret_cast<PFN_vkDestroyDebugUtilsMessengerEXT>(
        vkGetInstanceProcAddr(instance_, "vkDestroyDebugUtilsMessengerEXT"));
    if (destroy) destroy(instance_, messenger_, nullptr);
  }
  if (instance_ != VK_NULL_HANDLE) vkDestroyInstance(instance_, nullptr);
}

bool host_renders_to(const HostCapabilities& caps, VkFormat format) {
  for (size_t i = 0; i < std::size(kPackedTargetFormats); ++i)
    if (kPackedTargetFormats[i] == format) return (caps.packed_targets >> i) & 1;
  return true;
}

}  // namespace rdnavk::vk
