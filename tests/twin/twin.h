// rdnavk-twin: one Vulkan compute program per case, run natively on lavapipe and on
// RADV over rdnavk; the output buffers of the two runs must be byte-identical
// (DESIGN.md, "Oracles: twin runs"). This header is the case table's vocabulary.
#pragma once

#include <vulkan/vulkan.h>

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace twin {

// splitmix64: tiny, and the same sequence on every host and compiler, so both
// runs of a twin pair get the same inputs without sharing files.
class Prng {
 public:
  explicit Prng(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  uint32_t u32() { return static_cast<uint32_t>(next() >> 32); }
  // Uniform in [0, n), n > 0 (the bias of the modulo is irrelevant for test data).
  uint32_t below(uint32_t n) { return u32() % n; }

 private:
  uint64_t state_;
};

// Fills one buffer's bytes before the dispatch (inputs, and the initial contents
// of outputs that the shader reads or updates).
using Fill = void (*)(std::span<uint8_t> bytes, Prng& rng);

enum class Kind {
  StorageBuffer,
  UniformBuffer,
  UniformTexel,
  StorageTexel,
  StorageImage,
  SampledImage
};

// One binding of descriptor set 0. A binding with count > 1 is a descriptor
// array whose elements are separate buffers of `bytes` each. A StorageImage is
// an OPTIMAL 2D image (an array of `layers` > 1: a 2D-array view) of `format`,
// width x height texels, in the GENERAL layout: `bytes` (its texels, tightly
// packed, layer after layer) are filled in a buffer and copied into it before
// the dispatch, and copied out of it after (vkCmdCopyBufferToImage,
// vkCmdCopyImageToBuffer: under RADV its own copy programs). A SampledImage is
// the same image read through a combined image sampler: NEAREST filters and
// mipmaps, `address` in every direction, `border` where it clamps to the
// border, normalised coordinates unless `unnormalized`.
struct Buffer {
  const char* name;  // shown in diffs
  uint32_t binding;
  Kind kind;
  uint32_t bytes;
  Fill fill;
  bool output;                            // its bytes go to --out, in table order
  VkFormat format = VK_FORMAT_UNDEFINED;  // texel buffers and images
  uint32_t count = 1;
  uint32_t width = 0, height = 0, layers = 1;                     // images only
  VkSamplerAddressMode address = VK_SAMPLER_ADDRESS_MODE_REPEAT;  // sampled images only
  VkBorderColor border = VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK;
  bool unnormalized = false;
};

// What a case needs of the device beyond Vulkan 1.3; checked before it runs.
enum Need : uint32_t {
  kNeedInt64 = 1u << 0,
  kNeedFloat64 = 1u << 1,
  kNeedFloat16 = 1u << 2,
  kNeedInt64Atomics = 1u << 3,
  kNeedNonUniformSsbo = 1u << 4,  // nonuniformEXT indexing of storage-buffer arrays
  kNeedSubgroupOps = 1u << 5,     // vote, arithmetic, ballot, shuffle(+relative), clustered, quad
  // The shader declares SignedZeroInfNanPreserve and/or RoundingModeRTE for floats
  // of that width (the modes that make its results defined).
  kNeedFloatModes16 = 1u << 6,
  kNeedFloatModes32 = 1u << 7,
  kNeedFloatModes64 = 1u << 8,
  kNeedExtendedFormats = 1u << 9,     // shaderStorageImageExtendedFormats (r8, rg16f, ...)
  kNeedR32uiTexelAtomics = 1u << 10,  // imageAtomic* on an r32ui storage texel buffer
  kNeedInt16 = 1u << 11,
};

struct Case {
  std::string name;
  std::string summary;  // what it checks, one line
  std::span<const uint32_t> spirv;
  std::vector<Buffer> buffers;
  std::array<uint32_t, 3> groups;
  std::vector<uint8_t> push;  // push-constant bytes; empty for none
  uint32_t needs = 0;
  // vkCmdDispatchBase's first group; all zero: vkCmdDispatch.
  std::array<uint32_t, 3> base = {0, 0, 0};
};

const std::vector<Case>& cases();
const Case* find_case(std::string_view name);

// Each buffer's seed: the case name and the buffer's binding and array element,
// so that no two buffers of the suite share their data.
uint64_t buffer_seed(const Case& c, const Buffer& b, uint32_t element);

}  // namespace twin
