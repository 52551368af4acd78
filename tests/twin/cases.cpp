// The twin suite's case table: per case its shader, its buffers (binding, kind,
// size, fill, whether it is compared), its workgroup counts and push constants.
// Adding a case: a shader in shaders/, a row here, its name in CMakeLists.txt's
// RDNAVK_TWIN_CASES (the Twin.list test checks the two agree).
#include <algorithm>
#include <cstring>

#include "fills.h"
#include "shaders/atomics_comp.h"
#include "shaders/control_flow_comp.h"
#include "shaders/dispatch_base_comp.h"
#include "shaders/float16_comp.h"
#include "shaders/float32_edge_comp.h"
#include "shaders/float64_comp.h"
#include "shaders/image_2d_comp.h"
#include "shaders/image_array_comp.h"
#include "shaders/int64_carry_comp.h"
#include "shaders/local_index_2d_comp.h"
#include "shaders/mandelbrot_comp.h"
#include "shaders/nonuniform_index_comp.h"
#include "shaders/push_index_comp.h"
#include "shaders/push_ubo_comp.h"
#include "shaders/sample_nearest_comp.h"
#include "shaders/scratch_array_comp.h"
#include "shaders/shared_reduce_comp.h"
#include "shaders/subgroup_lanes_comp.h"
#include "shaders/subgroup_reduce_comp.h"
#include "shaders/texel_storage_comp.h"
#include "shaders/texel_uniform_comp.h"
#include "twin.h"

namespace twin {
namespace {

using fill::put;

constexpr Kind kSsbo = Kind::StorageBuffer;
constexpr uint32_t kWord = 4;

template <class T>
std::vector<uint8_t> bytes_of(const T& v) {
  std::vector<uint8_t> b(sizeof(T));
  std::memcpy(b.data(), &v, sizeof(T));
  return b;
}

// ---------------------------------------------------------------- case-specific fills

// atomics.comp's Counters block: min slots start full, and-slots all ones,
// products at 1, the rest at 0.
void atomic_counters(std::span<uint8_t> bytes, Prng&) {
  constexpr size_t kUmin = 81, kSmin = 113, kSmax = 129, kAnd = 161, kProducts = 225;
  std::memset(bytes.data(), 0, bytes.size());
  for (size_t i = 0; i < 16; ++i) {
    put<uint32_t>(bytes, kUmin + i, 0xffffffffu);
    put<uint32_t>(bytes, kSmin + i, 0x7fffffffu);
    put<uint32_t>(bytes, kSmax + i, 0x80000000u);
    put<uint32_t>(bytes, kAnd + i, 0xffffffffu);
    put<uint32_t>(bytes, kProducts + i, 1u);
  }
}

// atomics.comp's Wide block: sums 0, signed maxima INT64_MIN, unsigned minima full.
void atomic_wide(std::span<uint8_t> bytes, Prng&) {
  for (size_t i = 0; i < 8; ++i) {
    put<uint64_t>(bytes, i, 0);
    put<uint64_t>(bytes, 8 + i, 1ull << 63);
    put<uint64_t>(bytes, 16 + i, ~0ull);
  }
}

// push_ubo.comp's std140 Params: mat4 of small integers, vec4 table[16] of
// integers and halves, uvec4 keys[8], ivec4 misc.
void ubo_params(std::span<uint8_t> bytes, Prng& rng) {
  size_t w = 0;
  for (int i = 0; i < 16; ++i)
    put(bytes, w++, static_cast<float>(static_cast<int>(rng.below(17)) - 8));
  for (int i = 0; i < 64; ++i)
    put(bytes, w++, static_cast<float>(static_cast<int>(rng.below(401)) - 200) * 0.5f);
  for (int i = 0; i < 32; ++i) put(bytes, w++, rng.u32());
  for (int i = 0; i < 4; ++i) put(bytes, w++, static_cast<int32_t>(rng.below(2001)) - 1000);
}

// ---------------------------------------------------------------- push constants

struct UboPush {  // push_ubo.comp's Push, std430
  uint32_t mode = 1;
  int32_t bias = -77;
  float scale = 0.5f;
  uint32_t salt = 0x9e3779b9u;
  float weights[4] = {1.0f, -2.0f, 0.5f, 3.0f};
  uint32_t mask[2] = {0x0f0f0f0fu, 0x12345678u};
};
static_assert(sizeof(UboPush) == 40);

struct PushIndexPush {  // push_index.comp's Push, std430
  uint32_t scale = 3;
  uint32_t sel[3] = {0x1001u, 0x2002u, 0x3003u};
  float tint[4] = {0.25f, -1.5f, 1024.0f, 3.0e-3f};
  uint32_t offsets[5] = {10, 200, 3000, 40000, 500000};
  int32_t bias = -7;
};
static_assert(sizeof(PushIndexPush) == 56);

struct DispatchBasePush {  // dispatch_base.comp's Push: the base and the count
  uint32_t base[4] = {3, 1, 2, 0};
  uint32_t count[4] = {4, 3, 2, 0};
};

struct MandelbrotPush {  // mandelbrot.comp's Push
  // 1024 x 1024 pixels over [-1.5, 0.5) x [-1, 1): mostly the set and its
  // boundary, where the iteration counts are high.
  float origin[2] = {-1.5f, -1.0f};
  float step = 1.0f / 512.0f;
  uint32_t max_iterations = 256;
};
static_assert(sizeof(MandelbrotPush) == 16);

// ---------------------------------------------------------------- the table
// Per-invocation outputs are sized invocations x the words each one writes
// (kPerInvocation in the shader).

template <size_t N>
std::span<const uint32_t> spirv(const uint32_t (&words)[N]) {
  return {words, N};
}

Case int64_carry() {
  constexpr uint32_t n = 4096;
  return {"int64_carry",
          "64-bit add/sub/mul/div/shifts, 128-bit carry chains, mul-extended, bit fields",
          spirv(int64_carry_comp_spv),
          {{"in", 0, kSsbo, n * 16, fill::edgy_words, false},
           {"out", 1, kSsbo, n * 34 * kWord, fill::sentinel, true}},
          {n / 64, 1, 1},
          {},
          kNeedInt64};
}

Case float32_edge() {
  constexpr uint32_t n = 4096;
  return {"float32_edge",
          "inf, -0, NaN (canonical), overflow, underflow, exact fma, rounding, conversions",
          spirv(float32_edge_comp_spv),
          {{"pool", 0, kSsbo, n * kWord, fill::pool_f32, false},
           {"clean", 1, kSsbo, 1024 * kWord, fill::clean_f32, false},
           {"out", 2, kSsbo, n * 27 * kWord, fill::sentinel, true}},
          {n / 64, 1, 1},
          {},
          kNeedFloatModes32};
}

Case float16() {
  constexpr uint32_t n = 4096;
  return {"float16",
          "f16 scalar and packed arithmetic, specials, conversions, compound expressions",
          spirv(float16_comp_spv),
          {{"pool", 0, kSsbo, n * kWord, fill::pool_f16, false},
           {"clean", 1, kSsbo, 1024 * kWord, fill::clean_f16, false},
           {"out", 2, kSsbo, n * 18 * kWord, fill::sentinel, true}},
          {n / 64, 1, 1},
          {},
          kNeedFloat16 | kNeedFloatModes16 | kNeedFloatModes32 | kNeedFloatModes64};
}

Case float64() {
  constexpr uint32_t n = 4096;
  return {"float64",
          "f64 arithmetic, exact fma, specials, rounding built-ins, int64/f32 conversions",
          spirv(float64_comp_spv),
          {{"pool", 0, kSsbo, n * 8, fill::pool_f64, false},
           {"clean", 1, kSsbo, 1024 * 8, fill::clean_f64, false},
           {"out", 2, kSsbo, n * 42 * kWord, fill::sentinel, true}},
          {n / 64, 1, 1},
          {},
          kNeedFloat64 | kNeedInt64 | kNeedFloatModes16 | kNeedFloatModes32 | kNeedFloatModes64};
}

Case control_flow() {
  constexpr uint32_t n = 8192;
  return {"control_flow",
          "divergent if/switch, loops with data-dependent trip counts, break/continue/return",
          spirv(control_flow_comp_spv),
          {{"in", 0, kSsbo, n * kWord, fill::random_words, false},
           {"out", 1, kSsbo, n * 8 * kWord, fill::sentinel, true}},
          {n / 64, 1, 1},
          {},
          0};
}

Case shared_reduce() {
  constexpr uint32_t groups = 64, n = groups * 256;
  return {"shared_reduce",
          "shared-memory tree reduction, scan and reversal with barrier(), 256-wide groups",
          spirv(shared_reduce_comp_spv),
          {{"ints", 0, kSsbo, n * 16, fill::random_words, false},
           {"floats", 1, kSsbo, n * 16, fill::clean_f32, false},
           {"totals", 2, kSsbo, groups * 8 * kWord, fill::sentinel, true},
           {"scan", 3, kSsbo, n * 2 * kWord, fill::sentinel, true}},
          {groups, 1, 1},
          {},
          kNeedFloatModes32};
}

Case subgroup_reduce() {
  constexpr uint32_t groups = 32, n = groups * 128;
  return {"subgroup_reduce",
          "subgroup arithmetic, scans, votes, ballots and compaction, size-independent",
          spirv(subgroup_reduce_comp_spv),
          {{"in", 0, kSsbo, n * kWord, fill::random_words, false},
           // Per workgroup: bits 0-2 are the inputs of its votes.
           {"flags", 1, kSsbo, groups * kWord, fill::random_words, false},
           {"totals", 2, kSsbo, groups * 16 * kWord, fill::sentinel, true},
           {"lanes", 3, kSsbo, n * 4 * kWord, fill::sentinel, true},
           {"compact", 4, kSsbo, n * kWord, fill::sentinel, true}},
          {groups, 1, 1},
          {},
          kNeedSubgroupOps};
}

Case subgroup_lanes() {
  constexpr uint32_t n = 2048;
  return {"subgroup_lanes",
          "clustered ops, quad ops, shuffles inside groups of 8, broadcasts, divergent lanes",
          spirv(subgroup_lanes_comp_spv),
          {{"in", 0, kSsbo, n * kWord, fill::random_words, false},
           {"out", 1, kSsbo, n * 20 * kWord, fill::sentinel, true}},
          {n / 64, 1, 1},
          {},
          kNeedSubgroupOps};
}

Case atomics() {
  constexpr uint32_t n = 4096;
  return {
      "atomics",
      "buffer, shared, 64-bit and texel atomics; exchange/CAS claims; a CAS loop",
      spirv(atomics_comp_spv),
      {{"in", 0, kSsbo, n * kWord, fill::random_words, false},
       {"counters", 1, kSsbo, 257 * kWord, atomic_counters, true},
       {"seen", 2, kSsbo, 128 * kWord, fill::zero, true},
       {"wide", 3, kSsbo, 24 * 8, atomic_wide, true},
       {"owners", 4, kSsbo, 16 * kWord, fill::zero, false},
       {"texel_hist", 5, Kind::StorageTexel, 128 * kWord, fill::zero, true, VK_FORMAT_R32_UINT}},
      {n / 64, 1, 1},
      {},
      kNeedInt64 | kNeedInt64Atomics | kNeedR32uiTexelAtomics};
}

// Eleven texel formats, in the bindings texel_*.comp declare, 256 texels each.
std::vector<Buffer> texel_buffers(Kind kind, bool output) {
  constexpr uint32_t t = 256;
  return {
      {"r8_unorm", 0, kind, t, fill::random_words, output, VK_FORMAT_R8_UNORM},
      {"r8_snorm", 1, kind, t, fill::random_words, output, VK_FORMAT_R8_SNORM},
      {"r8_uint", 2, kind, t, fill::random_words, output, VK_FORMAT_R8_UINT},
      {"r8_sint", 3, kind, t, fill::random_words, output, VK_FORMAT_R8_SINT},
      {"rg16_float", 4, kind, t * 4, fill::texels_rg16f, output, VK_FORMAT_R16G16_SFLOAT},
      {"rgba8_unorm", 5, kind, t * 4, fill::random_words, output, VK_FORMAT_R8G8B8A8_UNORM},
      {"rgba16_unorm", 6, kind, t * 8, fill::random_words, output, VK_FORMAT_R16G16B16A16_UNORM},
      {"r32_float", 7, kind, t * 4, fill::texels_r32f, output, VK_FORMAT_R32_SFLOAT},
      {"rgba32_uint", 8, kind, t * 16, fill::random_words, output, VK_FORMAT_R32G32B32A32_UINT},
      {"rgb10a2_unorm", 9, kind, t * 4, fill::random_words, output,
       VK_FORMAT_A2B10G10R10_UNORM_PACK32},
      {"r11g11b10_float", 10, kind, t * 4, fill::texels_r11g11b10f, output,
       VK_FORMAT_B10G11R11_UFLOAT_PACK32},
  };
}

Case texel_uniform() {
  Case c{"texel_uniform",
         "uniform texel buffers in 11 formats: texelFetch and format conversion",
         spirv(texel_uniform_comp_spv),
         texel_buffers(Kind::UniformTexel, false),
         {4, 1, 1},
         {},
         0};
  c.buffers.push_back({"out", 11, kSsbo, 256 * 21 * kWord, fill::sentinel, true});
  return c;
}

Case texel_storage() {
  Case c{"texel_storage",
         "storage texel buffers in 11 formats: imageLoad, imageStore, format conversion",
         spirv(texel_storage_comp_spv),
         texel_buffers(Kind::StorageTexel, true),
         {4, 1, 1},
         {},
         kNeedExtendedFormats};
  c.buffers.push_back({"out", 11, kSsbo, 256 * 15 * kWord, fill::sentinel, true});
  return c;
}

Case scratch_array() {
  constexpr uint32_t n = 4096;
  return {"scratch_array",
          "float a[512] and uint b[128] private arrays indexed by data (scratch memory)",
          spirv(scratch_array_comp_spv),
          {{"in", 0, kSsbo, n * kWord, fill::random_words, false},
           {"out", 1, kSsbo, n * 8 * kWord, fill::sentinel, true}},
          {n / 64, 1, 1},
          {},
          kNeedFloatModes32};
}

Case nonuniform_index() {
  constexpr uint32_t n = 1024, words = 256 + n + 16;
  return {"nonuniform_index",
          "an array of 6 storage buffers indexed by nonuniformEXT: loads, stores, atomics",
          spirv(nonuniform_index_comp_spv),
          {{"bufs", 0, kSsbo, words * kWord, fill::random_words, true, VK_FORMAT_UNDEFINED, 6},
           {"select", 1, kSsbo, n * kWord, fill::random_words, false},
           {"out", 2, kSsbo, n * 4 * kWord, fill::sentinel, true}},
          {n / 64, 1, 1},
          {},
          kNeedNonUniformSsbo};
}

Case push_ubo() {
  constexpr uint32_t n = 32 * 8 * 6;  // groups 4x2x3 of 8x4x2
  return {"push_ubo",
          "push constants, a std140 UBO with dynamic indexing, a 3D dispatch of 3D groups",
          spirv(push_ubo_comp_spv),
          {{"params", 0, Kind::UniformBuffer, 464, ubo_params, false},
           {"in", 1, kSsbo, n * 16, fill::random_words, false},
           {"out", 2, kSsbo, n * 12 * kWord, fill::sentinel, true}},
          {4, 2, 3},
          bytes_of(UboPush{}),
          0};
}

Case push_index() {
  constexpr uint32_t n = 64 * 5;
  return {"push_index",
          "push-constant arrays at uniform indices, and copies of them at per-lane indices",
          spirv(push_index_comp_spv),
          {{"out", 0, kSsbo, n * 8 * kWord, fill::sentinel, true},
           {"pick", 1, kSsbo, 4 * kWord, fill::random_words, false}},
          {5, 1, 1},
          bytes_of(PushIndexPush{}),
          0};
}

Case dispatch_base() {
  DispatchBasePush p;
  uint32_t groups = p.count[0] * p.count[1] * p.count[2];
  return {"dispatch_base",
          "vkCmdDispatchBase: group ids from the base, gl_NumWorkGroups the count",
          spirv(dispatch_base_comp_spv),
          {{"out", 0, kSsbo, (4 + groups * 64) * kWord, fill::zero, true}},
          {p.count[0], p.count[1], p.count[2]},
          bytes_of(p),
          0,
          {p.base[0], p.base[1], p.base[2]}};
}

Case mandelbrot() {
  return {"mandelbrot",
          "compute-heavy: 1024x1024 Mandelbrot iteration counts, up to 256 iterations",
          spirv(mandelbrot_comp_spv),
          {{"counts", 0, kSsbo, 1024 * 1024 * kWord, fill::sentinel, true}},
          {64, 64, 1},
          bytes_of(MandelbrotPush{}),
          kNeedFloatModes32};
}

Case local_index_2d() {
  constexpr uint32_t n = 112 * 4;  // groups 2x2 of 16x7
  return {"local_index_2d",
          "gl_LocalInvocationIndex and shared memory in 16x7 workgroups, waves partly filled",
          spirv(local_index_2d_comp_spv),
          {{"out", 0, kSsbo, n * 3 * kWord, fill::sentinel, true}},
          {2, 2, 1},
          {},
          0};
}

// A StorageImage binding of width x height x layers texels of `texel` bytes.
Buffer image(const char* name, uint32_t binding, VkFormat format, uint32_t texel, uint32_t width,
             uint32_t height, uint32_t layers, Fill fill) {
  Buffer b{name, binding, Kind::StorageImage, width * height * layers * texel, fill, true, format};
  b.width = width;
  b.height = height;
  b.layers = layers;
  return b;
}

Case image_2d() {
  constexpr uint32_t w = 37, h = 23;
  return {"image_2d",
          "OPTIMAL 37x23 storage images (rgba8, r32ui, rgba32f): imageLoad, imageStore, copies",
          spirv(image_2d_comp_spv),
          {image("rgba8_unorm", 0, VK_FORMAT_R8G8B8A8_UNORM, 4, w, h, 1, fill::random_words),
           image("r32_uint", 1, VK_FORMAT_R32_UINT, 4, w, h, 1, fill::random_words),
           image("rgba32_float", 2, VK_FORMAT_R32G32B32A32_SFLOAT, 16, w, h, 1, fill::clean_f32),
           {"out", 3, kSsbo, w * h * 6 * kWord, fill::sentinel, true}},
          {(w + 7) / 8, (h + 7) / 8, 1},
          {},
          0};
}

Case image_array() {
  constexpr uint32_t w = 21, h = 11, layers = 2;
  return {"image_array",
          "OPTIMAL 21x11 2-layer array storage images (rgba8, r32ui): imageLoad, imageStore",
          spirv(image_array_comp_spv),
          {image("rgba8_unorm", 0, VK_FORMAT_R8G8B8A8_UNORM, 4, w, h, layers, fill::random_words),
           image("r32_uint", 1, VK_FORMAT_R32_UINT, 4, w, h, layers, fill::random_words),
           {"out", 2, kSsbo, w * h * layers * 2 * kWord, fill::sentinel, true}},
          {(w + 7) / 8, (h + 7) / 8, layers},
          {},
          0};
}

// A SampledImage binding: `image`'s texels read through a NEAREST sampler.
Buffer sampled(const char* name, uint32_t binding, VkFormat format, uint32_t texel, uint32_t width,
               uint32_t height, uint32_t layers, Fill fill, VkSamplerAddressMode address) {
  Buffer b = image(name, binding, format, texel, width, height, layers, fill);
  b.kind = Kind::SampledImage;
  b.output = false;
  b.address = address;
  return b;
}

Case sample_nearest() {
  constexpr uint32_t w = 17, h = 13, gx = 40, gy = 32;
  Buffer border = sampled("border_rgba32f", 3, VK_FORMAT_R32G32B32A32_SFLOAT, 16, w, h, 1,
                          fill::clean_f32, VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER);
  border.border = VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE;
  Buffer texels = sampled("texels_rgba8", 5, VK_FORMAT_R8G8B8A8_UNORM, 4, w, h, 1,
                          fill::random_words, VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE);
  texels.unnormalized = true;
  return {"sample_nearest",
          "OPTIMAL 17x13 sampled images through NEAREST samplers at LOD 0: repeat, mirrored "
          "repeat, clamp to edge, border (opaque white), a 2-layer array, unnormalised",
          spirv(sample_nearest_comp_spv),
          {sampled("repeat_rgba8", 0, VK_FORMAT_R8G8B8A8_UNORM, 4, w, h, 1, fill::random_words,
                   VK_SAMPLER_ADDRESS_MODE_REPEAT),
           sampled("mirror_rgba8", 1, VK_FORMAT_R8G8B8A8_UNORM, 4, w, h, 1, fill::random_words,
                   VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT),
           sampled("edge_r32ui", 2, VK_FORMAT_R32_UINT, 4, w, h, 1, fill::random_words,
                   VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE),
           border,
           sampled("layers_rgba8", 4, VK_FORMAT_R8G8B8A8_UNORM, 4, w, h, 2, fill::random_words,
                   VK_SAMPLER_ADDRESS_MODE_REPEAT),
           texels,
           {"out", 6, kSsbo, gx * gy * 7 * kWord, fill::sentinel, true}},
          {gx / 8, gy / 8, 1},
          {},
          0};
}

}  // namespace

const std::vector<Case>& cases() {
  static const std::vector<Case> table = {
      int64_carry(),    float32_edge(),    float16(),          float64(),  control_flow(),
      shared_reduce(),  subgroup_reduce(), subgroup_lanes(),   atomics(),  texel_uniform(),
      texel_storage(),  scratch_array(),   nonuniform_index(), push_ubo(), mandelbrot(),
      push_index(),     dispatch_base(),   local_index_2d(),   image_2d(), image_array(),
      sample_nearest(),
  };
  return table;
}

const Case* find_case(std::string_view name) {
  const auto& all = cases();
  auto it = std::find_if(all.begin(), all.end(), [&](const Case& c) { return c.name == name; });
  return it == all.end() ? nullptr : &*it;
}

uint64_t buffer_seed(const Case& c, const Buffer& b, uint32_t element) {
  uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a of the case name
  for (unsigned char ch : c.name) h = (h ^ ch) * 0x100000001b3ull;
  return h ^ (uint64_t{b.binding} + 1) * 0x9e3779b97f4a7c15ull ^ uint64_t { element } << 48;
}

}  // namespace twin
