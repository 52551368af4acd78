// rdnavk-vk-compute: a minimal Vulkan compute client for the emulator's tests.
//
// It fills one host-visible storage buffer, records D identical dispatches of
// shaders/vk_compute.comp in one command buffer, submits once, waits on a
// fence and checks every output word on the CPU. Plain Vulkan C API on
// purpose: what the driver sees is exactly what this file says.
//
// Exit codes: 0 ran to completion (right or wrong), 1 Vulkan or setup error,
// 2 bad usage, 3 wrong result with --expect-correct.

#include <cstdint>

#include <vulkan/vulkan.h>

#include "shaders/vk_compute_comp.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

constexpr uint32_t kLocalSize = 64;          // local_size_x in vk_compute.comp
constexpr uint32_t kSentinel = 0xdeadbeefu;  // output before the GPU writes it

struct Options {
  std::string device = "RADV";
  uint32_t elements = 4096;
  uint32_t dispatches = 1;
  uint32_t timeoutSeconds = 300;
  bool barriers = false;
  bool timings = false;
  bool expectCorrect = false;
};

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A failed setup step that is not a VkResult (no matching device, ...).
struct SetupError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

const char* resultName(VkResult v) {
#define NAME(x) \
  { x, #x }
  static constexpr std::pair<VkResult, const char*> kNames[] = {
      NAME(VK_SUCCESS),
      NAME(VK_NOT_READY),
      NAME(VK_TIMEOUT),
      NAME(VK_INCOMPLETE),
      NAME(VK_ERROR_OUT_OF_HOST_MEMORY),
      NAME(VK_ERROR_OUT_OF_DEVICE_MEMORY),
      NAME(VK_ERROR_INITIALIZATION_FAILED),
      NAME(VK_ERROR_DEVICE_LOST),
      NAME(VK_ERROR_MEMORY_MAP_FAILED),
      NAME(VK_ERROR_LAYER_NOT_PRESENT),
      NAME(VK_ERROR_EXTENSION_NOT_PRESENT),
      NAME(VK_ERROR_FEATURE_NOT_PRESENT),
      NAME(VK_ERROR_INCOMPATIBLE_DRIVER),
      NAME(VK_ERROR_TOO_MANY_OBJECTS),
      NAME(VK_ERROR_FORMAT_NOT_SUPPORTED),
      NAME(VK_ERROR_FRAGMENTED_POOL),
      NAME(VK_ERROR_UNKNOWN),
      NAME(VK_ERROR_OUT_OF_POOL_MEMORY),
      NAME(VK_ERROR_INVALID_EXTERNAL_HANDLE),
      NAME(VK_ERROR_FRAGMENTATION),
      NAME(VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS),
  };
#undef NAME
  for (const auto& [value, name] : kNames)
    if (value == v) return name;
  return "VkResult";
}

struct VulkanError : std::runtime_error {
  VulkanError(const char* call, VkResult r)
      : std::runtime_error(std::string(call) + " failed: " + resultName(r) + " (" +
                           std::to_string(static_cast<int>(r)) + ")") {}
};

void check(VkResult r, const char* call) {
  if (r != VK_SUCCESS) throw VulkanError(call, r);
}

// A zeroed create-info with its sType: {sType} aggregate initialisation would
// trip -Wmissing-field-initializers.
template <class T>
T vkStruct(VkStructureType type) {
  T v{};
  v.sType = type;
  return v;
}

// ---------------------------------------------------------------- options

void printHelp() {
  std::puts(
      "usage: rdnavk-vk-compute [options]\n"
      "  --device SUBSTR    physical device whose name contains SUBSTR, any case\n"
      "                     (default RADV; 'any' = the first one)\n"
      "  --elements N       buffer elements, >= 1 (default 4096)\n"
      "  --dispatches D     identical vkCmdDispatch calls in one command buffer (default 1)\n"
      "  --barriers         a compute->compute barrier between dispatches\n"
      "  --timeout S        seconds to wait on the fence (default 300)\n"
      "  --timings          print record and submit-to-fence times on stderr\n"
      "  --expect-correct   exit 3 when any output word is wrong\n"
      "prints: vk-compute: device=NAME elements=N dispatches=D correct=K/N\n"
      "exit: 0 completed, 1 Vulkan error, 2 bad usage, 3 wrong (--expect-correct)");
}

uint32_t parseCount(std::string_view flag, std::string_view text) {
  uint32_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v == 0)
    throw UsageError(std::string(flag) + " wants a positive integer, got '" + std::string(text) +
                     "'");
  return v;
}

// Returns false when --help was asked for.
bool parseOptions(int argc, char** argv, Options& o) {
  for (int i = 1; i < argc; ++i) {
    std::string_view a = argv[i];
    auto value = [&]() -> std::string_view {
      if (i + 1 >= argc) throw UsageError(std::string(a) + " needs a value");
      return argv[++i];
    };
    if (a == "--help" || a == "-h") {
      printHelp();
      return false;
    } else if (a == "--device") {
      o.device = value();
    } else if (a == "--elements") {
      o.elements = parseCount(a, value());
    } else if (a == "--dispatches") {
      o.dispatches = parseCount(a, value());
    } else if (a == "--timeout") {
      o.timeoutSeconds = parseCount(a, value());
    } else if (a == "--barriers") {
      o.barriers = true;
    } else if (a == "--timings") {
      o.timings = true;
    } else if (a == "--expect-correct") {
      o.expectCorrect = true;
    } else {
      throw UsageError("unknown argument '" + std::string(a) + "'");
    }
  }
  // Input and output halves must fit one buffer whose size is a 32-bit count.
  if (o.elements > (1u << 28)) throw UsageError("--elements is at most 268435456");
  return true;
}

// ---------------------------------------------------------------- data

uint32_t inputWord(uint32_t i) {
  return i * 2654435761u + 12345u;
}

// The CPU twin of vk_compute.comp.
uint32_t expected(uint32_t i) {
  return inputWord(i) * 3u + (i ^ (i >> 3));
}

// ---------------------------------------------------------------- Vulkan objects

// Every handle the run creates; the destructor releases what exists, so an
// error thrown half-way through setup leaks nothing.
struct Gpu {
  VkInstance instance = VK_NULL_HANDLE;
  VkPhysicalDevice physical = VK_NULL_HANDLE;
  VkPhysicalDeviceProperties props{};
  uint32_t queueFamily = 0;
  VkDevice device = VK_NULL_HANDLE;
  VkQueue queue = VK_NULL_HANDLE;
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  uint32_t* words = nullptr;
  VkDescriptorSetLayout setLayout = VK_NULL_HANDLE;
  VkPipelineLayout pipelineLayout = VK_NULL_HANDLE;
  VkShaderModule shader = VK_NULL_HANDLE;
  VkPipeline pipeline = VK_NULL_HANDLE;
  VkDescriptorPool descriptorPool = VK_NULL_HANDLE;
  VkDescriptorSet descriptorSet = VK_NULL_HANDLE;
  VkCommandPool commandPool = VK_NULL_HANDLE;
  VkCommandBuffer commandBuffer = VK_NULL_HANDLE;
  VkFence fence = VK_NULL_HANDLE;

  Gpu() = default;
  Gpu(const Gpu&) = delete;
  Gpu& operator=(const Gpu&) = delete;
  ~Gpu() {
    if (device) {
      vkDeviceWaitIdle(device);
      vkDestroyFence(device, fence, nullptr);
      vkDestroyCommandPool(device, commandPool, nullptr);
      vkDestroyDescriptorPool(device, descriptorPool, nullptr);
      vkDestroyPipeline(device, pipeline, nullptr);
      vkDestroyShaderModule(device, shader, nullptr);
      vkDestroyPipelineLayout(device, pipelineLayout, nullptr);
      vkDestroyDescriptorSetLayout(device, setLayout, nullptr);
      vkDestroyBuffer(device, buffer, nullptr);
      vkFreeMemory(device, memory, nullptr);  // also unmaps
      vkDestroyDevice(device, nullptr);
    }
    if (instance) vkDestroyInstance(instance, nullptr);
  }
};

void createInstance(Gpu& g) {
  auto app = vkStruct<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
  app.pApplicationName = "rdnavk-vk-compute";
  app.apiVersion = VK_API_VERSION_1_1;  // the SPIR-V is built for vulkan1.1
  auto ci = vkStruct<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
  ci.pApplicationInfo = &app;
  check(vkCreateInstance(&ci, nullptr, &g.instance), "vkCreateInstance");
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

void pickPhysicalDevice(Gpu& g, const std::string& want) {
  uint32_t count = 0;
  check(vkEnumeratePhysicalDevices(g.instance, &count, nullptr), "vkEnumeratePhysicalDevices");
  std::vector<VkPhysicalDevice> devices(count);
  check(vkEnumeratePhysicalDevices(g.instance, &count, devices.data()),
        "vkEnumeratePhysicalDevices");
  std::string seen;
  for (VkPhysicalDevice d : devices) {
    VkPhysicalDeviceProperties p;
    vkGetPhysicalDeviceProperties(d, &p);
    if (want == "any" || lower(p.deviceName).find(lower(want)) != std::string::npos) {
      g.physical = d;
      g.props = p;
      return;
    }
    seen += seen.empty() ? "" : ", ";
    seen += p.deviceName;
  }
  throw SetupError("no Vulkan device matches '" + want +
                   "' (found: " + (seen.empty() ? "none" : seen) + ")");
}

uint32_t computeQueueFamily(VkPhysicalDevice d) {
  uint32_t count = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(d, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  vkGetPhysicalDeviceQueueFamilyProperties(d, &count, families.data());
  for (uint32_t i = 0; i < count; ++i)
    if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) return i;
  throw SetupError("the device has no compute queue");
}

void createDevice(Gpu& g) {
  if (g.props.apiVersion < VK_API_VERSION_1_1)
    throw SetupError("the device does not support Vulkan 1.1");
  g.queueFamily = computeQueueFamily(g.physical);
  float priority = 1.0f;
  auto q = vkStruct<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
  q.queueFamilyIndex = g.queueFamily;
  q.queueCount = 1;
  q.pQueuePriorities = &priority;
  auto ci = vkStruct<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
  ci.queueCreateInfoCount = 1;
  ci.pQueueCreateInfos = &q;
  check(vkCreateDevice(g.physical, &ci, nullptr, &g.device), "vkCreateDevice");
  vkGetDeviceQueue(g.device, g.queueFamily, 0, &g.queue);
}

uint32_t hostMemoryType(VkPhysicalDevice d, uint32_t allowed) {
  constexpr VkMemoryPropertyFlags want =
      VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  VkPhysicalDeviceMemoryProperties mp;
  vkGetPhysicalDeviceMemoryProperties(d, &mp);
  for (uint32_t i = 0; i < mp.memoryTypeCount; ++i)
    if ((allowed & (1u << i)) && (mp.memoryTypes[i].propertyFlags & want) == want) return i;
  throw SetupError("no host-visible coherent memory type for the buffer");
}

// One buffer: input words in [0, n), output words in [n, 2n).
void createBuffer(Gpu& g, uint32_t n) {
  auto bi = vkStruct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  bi.size = VkDeviceSize(n) * 2 * sizeof(uint32_t);
  bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
  bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  check(vkCreateBuffer(g.device, &bi, nullptr, &g.buffer), "vkCreateBuffer");
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(g.device, g.buffer, &req);
  auto ai = vkStruct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  ai.allocationSize = req.size;
  ai.memoryTypeIndex = hostMemoryType(g.physical, req.memoryTypeBits);
  check(vkAllocateMemory(g.device, &ai, nullptr, &g.memory), "vkAllocateMemory");
  check(vkBindBufferMemory(g.device, g.buffer, g.memory, 0), "vkBindBufferMemory");
  void* p = nullptr;
  check(vkMapMemory(g.device, g.memory, 0, VK_WHOLE_SIZE, 0, &p), "vkMapMemory");
  g.words = static_cast<uint32_t*>(p);
}

void fillBuffer(Gpu& g, uint32_t n) {
  for (uint32_t i = 0; i < n; ++i) {
    g.words[i] = inputWord(i);
    g.words[n + i] = kSentinel;  // so a dispatch that never ran reads as wrong
  }
}

void createPipeline(Gpu& g) {
  VkDescriptorSetLayoutBinding b{};
  b.binding = 0;
  b.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  b.descriptorCount = 1;
  b.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
  auto sl = vkStruct<VkDescriptorSetLayoutCreateInfo>(
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
  sl.bindingCount = 1;
  sl.pBindings = &b;
  check(vkCreateDescriptorSetLayout(g.device, &sl, nullptr, &g.setLayout),
        "vkCreateDescriptorSetLayout");

  VkPushConstantRange pc{VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(uint32_t)};
  auto pl = vkStruct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  pl.setLayoutCount = 1;
  pl.pSetLayouts = &g.setLayout;
  pl.pushConstantRangeCount = 1;
  pl.pPushConstantRanges = &pc;
  check(vkCreatePipelineLayout(g.device, &pl, nullptr, &g.pipelineLayout),
        "vkCreatePipelineLayout");

  auto sm = vkStruct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  sm.codeSize = sizeof(vk_compute_comp_spv);
  sm.pCode = vk_compute_comp_spv;
  check(vkCreateShaderModule(g.device, &sm, nullptr, &g.shader), "vkCreateShaderModule");

  auto cp = vkStruct<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  cp.stage = vkStruct<VkPipelineShaderStageCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
  cp.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  cp.stage.module = g.shader;
  cp.stage.pName = "main";
  cp.layout = g.pipelineLayout;
  check(vkCreateComputePipelines(g.device, VK_NULL_HANDLE, 1, &cp, nullptr, &g.pipeline),
        "vkCreateComputePipelines");
}

void createDescriptorSet(Gpu& g) {
  VkDescriptorPoolSize size{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1};
  auto pi = vkStruct<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
  pi.maxSets = 1;
  pi.poolSizeCount = 1;
  pi.pPoolSizes = &size;
  check(vkCreateDescriptorPool(g.device, &pi, nullptr, &g.descriptorPool),
        "vkCreateDescriptorPool");
  auto ai = vkStruct<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
  ai.descriptorPool = g.descriptorPool;
  ai.descriptorSetCount = 1;
  ai.pSetLayouts = &g.setLayout;
  check(vkAllocateDescriptorSets(g.device, &ai, &g.descriptorSet), "vkAllocateDescriptorSets");
  VkDescriptorBufferInfo info{g.buffer, 0, VK_WHOLE_SIZE};
  auto w = vkStruct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
  w.dstSet = g.descriptorSet;
  w.descriptorCount = 1;
  w.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  w.pBufferInfo = &info;
  vkUpdateDescriptorSets(g.device, 1, &w, 0, nullptr);
}

void memoryBarrier(VkCommandBuffer cb, VkAccessFlags srcAccess, VkPipelineStageFlags dstStage,
                   VkAccessFlags dstAccess) {
  auto mb = vkStruct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  mb.srcAccessMask = srcAccess;
  mb.dstAccessMask = dstAccess;
  vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, dstStage, 0, 1, &mb, 0, nullptr, 0,
                       nullptr);
}

// All dispatches write the same values from the same inputs, so they need no
// barrier between them to be correct; --barriers adds one to exercise the
// driver's (and emulator's) cache-flush path, at a cost per dispatch.
void record(Gpu& g, const Options& o) {
  auto pi = vkStruct<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  pi.queueFamilyIndex = g.queueFamily;
  check(vkCreateCommandPool(g.device, &pi, nullptr, &g.commandPool), "vkCreateCommandPool");
  auto ai = vkStruct<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  ai.commandPool = g.commandPool;
  ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  ai.commandBufferCount = 1;
  check(vkAllocateCommandBuffers(g.device, &ai, &g.commandBuffer), "vkAllocateCommandBuffers");

  VkCommandBuffer cb = g.commandBuffer;
  auto bi = vkStruct<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check(vkBeginCommandBuffer(cb, &bi), "vkBeginCommandBuffer");
  vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, g.pipeline);
  vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, g.pipelineLayout, 0, 1,
                          &g.descriptorSet, 0, nullptr);
  vkCmdPushConstants(cb, g.pipelineLayout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(uint32_t),
                     &o.elements);
  uint32_t groups = (o.elements + kLocalSize - 1) / kLocalSize;
  for (uint32_t d = 0; d < o.dispatches; ++d) {
    if (o.barriers && d > 0)
      memoryBarrier(cb, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                    VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
    vkCmdDispatch(cb, groups, 1, 1);
  }
  // Makes the shader's writes visible to the mapped pointer after the fence.
  memoryBarrier(cb, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT,
                VK_ACCESS_HOST_READ_BIT);
  check(vkEndCommandBuffer(cb), "vkEndCommandBuffer");
}

void submitAndWait(Gpu& g, uint32_t timeoutSeconds) {
  auto fi = vkStruct<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  check(vkCreateFence(g.device, &fi, nullptr, &g.fence), "vkCreateFence");
  auto si = vkStruct<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  si.commandBufferCount = 1;
  si.pCommandBuffers = &g.commandBuffer;
  check(vkQueueSubmit(g.queue, 1, &si, g.fence), "vkQueueSubmit");
  // A bounded wait: a hung emulated GPU must end the test, not stall it.
  uint64_t ns = uint64_t(timeoutSeconds) * 1000000000ull;
  check(vkWaitForFences(g.device, 1, &g.fence, VK_TRUE, ns), "vkWaitForFences");
}

uint32_t countCorrect(const Gpu& g, uint32_t n) {
  uint32_t ok = 0;
  for (uint32_t i = 0; i < n; ++i) ok += g.words[n + i] == expected(i);
  return ok;
}

void checkGroupLimit(const Gpu& g, const Options& o) {
  uint64_t groups = (uint64_t(o.elements) + kLocalSize - 1) / kLocalSize;
  uint32_t limit = g.props.limits.maxComputeWorkGroupCount[0];
  if (groups > limit)
    throw UsageError("--elements " + std::to_string(o.elements) + " needs " +
                     std::to_string(groups) + " workgroups; this device allows " +
                     std::to_string(limit));
}

using Clock = std::chrono::steady_clock;

double milliseconds(Clock::duration d) {
  return std::chrono::duration<double, std::milli>(d).count();
}

int run(const Options& o) {
  Gpu g;
  createInstance(g);
  pickPhysicalDevice(g, o.device);
  checkGroupLimit(g, o);
  createDevice(g);
  createBuffer(g, o.elements);
  fillBuffer(g, o.elements);
  createPipeline(g);
  createDescriptorSet(g);
  auto t0 = Clock::now();
  record(g, o);
  auto t1 = Clock::now();
  submitAndWait(g, o.timeoutSeconds);
  auto t2 = Clock::now();
  if (o.timings)
    std::fprintf(stderr, "vk-compute: record=%.1fms submit-to-fence=%.1fms\n",
                 milliseconds(t1 - t0), milliseconds(t2 - t1));
  uint32_t ok = countCorrect(g, o.elements);
  std::printf("vk-compute: device=%s elements=%u dispatches=%u correct=%u/%u\n", g.props.deviceName,
              o.elements, o.dispatches, ok, o.elements);
  std::fflush(stdout);
  return (o.expectCorrect && ok != o.elements) ? 3 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  try {
    if (!parseOptions(argc, argv, o)) return 0;
    return run(o);
  } catch (const UsageError& e) {
    std::fprintf(stderr, "rdnavk-vk-compute: %s (see --help)\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "rdnavk-vk-compute: %s\n", e.what());
    return 1;
  }
}
