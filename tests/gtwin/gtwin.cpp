// rdnavk-gtwin: the graphics twin suite's program (DESIGN.md, "Oracles for
// graphics"). Each case draws into a host-visible colour target with plain
// Vulkan 1.3 (dynamic rendering, no extensions); run natively on lavapipe and
// on RADV over rdnavk, the target's bytes must be identical (llvmpipe and
// lavapipe share one rasteriser). The transform feedback cases (xfb_*, with
// VK_EXT_transform_feedback) output their buffers, counters and queries'
// results after the target's bytes, and those must be identical too; so do
// the occlusion query cases their results (struct Draw) and
// pipeline_stats_compute its query's and storage buffer's (ComputeStats).
//
//   rdnavk-gtwin --case NAME --device SUBSTR [--out FILE] [--repeat N]
//   rdnavk-gtwin --case NAME --compare A B
//   rdnavk-gtwin --list [-v]
//
// exit: 0 done (silent), 1 Vulkan or set-up failure, 2 bad usage, 3 files differ.
#include <vulkan/vulkan.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <iterator>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "shaders/adjacency_geom.h"
#include "shaders/amplify_geom.h"
#include "shaders/attr_color_vert.h"
#include "shaders/centroid_frag.h"
#include "shaders/clip_distance_vert.h"
#include "shaders/corners_geom.h"
#include "shaders/discard_frag.h"
#include "shaders/divisor_vert.h"
#include "shaders/draw_id_vert.h"
#include "shaders/dual_source_frag.h"
#include "shaders/flat_color_vert.h"
#include "shaders/flat_frag.h"
#include "shaders/flat_uint_frag.h"
#include "shaders/frag_depth_far_frag.h"
#include "shaders/frag_depth_frag.h"
#include "shaders/front_facing_frag.h"
#include "shaders/instanced_vert.h"
#include "shaders/invocations_comp.h"
#include "shaders/line_adjacency_geom.h"
#include "shaders/location1_frag.h"
#include "shaders/mrt4_frag.h"
#include "shaders/mrt_frag.h"
#include "shaders/noperspective_frag.h"
#include "shaders/outline_geom.h"
#include "shaders/point_coord_frag.h"
#include "shaders/point_sprite_vert.h"
#include "shaders/points_vert.h"
#include "shaders/smooth_frag.h"
#include "shaders/stencil_ref_frag.h"
#include "shaders/tex_3d_frag.h"
#include "shaders/tex_array_frag.h"
#include "shaders/tex_bias_frag.h"
#include "shaders/tex_cube_frag.h"
#include "shaders/tex_cube_implicit_frag.h"
#include "shaders/tex_frag.h"
#include "shaders/tex_lod_grad_frag.h"
#include "shaders/tex_shadow_frag.h"
#include "shaders/texcoord_vert.h"
#include "shaders/xfb_geom_geom.h"
#include "shaders/xfb_streams_geom.h"
#include "shaders/xfb_two_vert.h"
#include "shaders/xfb_vert.h"

namespace {

struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// The device lacks an optional extension the case needs (exit 4).
struct Unsupported : Failure {
  using Failure::Failure;
};

void check(VkResult r, const char* call) {
  if (r != VK_SUCCESS)
    throw Failure(std::string(call) + " failed: VkResult " + std::to_string(static_cast<int>(r)));
}

template <class T>
T vk_struct(VkStructureType type) {
  T v{};
  v.sType = type;
  return v;
}

// One vertex of the attribute cases: a position and a colour, 8 floats. The
// textured cases give texture coordinates in the colour's place (texcoord.vert):
// s, t, then r (a 3D texture's, an array's layer or a depth reference), then q.
struct Vertex {
  float pos[4];
  float color[4];
};

// The texture a case's pixel program samples: one combined image sampler at set
// 0, binding 0. The image is OPTIMAL, each level filled from a buffer by
// vkCmdCopyBufferToImage (RADV's own copy program under rdnavk) with data of its
// own (texel_data), then made SHADER_READ_ONLY_OPTIMAL for the draw; the
// sampler's fields that matter are the case's, the others Vulkan's defaults
// (normalized coordinates).
struct Texture {
  VkImageType type = VK_IMAGE_TYPE_2D;  // with layers > 1: a 2D array
  // R8G8B8A8_UNORM or _SRGB, R5G6B5_UNORM_PACK16, B4G4R4A4_UNORM_PACK16,
  // BC1_RGBA_UNORM or _SRGB, BC3_UNORM or _SRGB, BC4_UNORM, BC5_SNORM, BC6H,
  // BC7, or D32_SFLOAT for a depth comparison.
  VkFormat format = VK_FORMAT_R8G8B8A8_UNORM;
  uint32_t width = 0, height = 0;  // width 0: no texture, no descriptor set
  uint32_t depth = 1;              // a 3D image's
  uint32_t layers = 1;             // a 2D array's (6 for a cube)
  bool cube = false;               // a cube: six layers, a cube view
  uint32_t levels = 1;             // each half the last, down to 1
  VkFilter mag = VK_FILTER_NEAREST, min = VK_FILTER_NEAREST;
  VkSamplerMipmapMode mipmap = VK_SAMPLER_MIPMAP_MODE_NEAREST;
  VkSamplerAddressMode address = VK_SAMPLER_ADDRESS_MODE_REPEAT;  // in every direction
  VkBorderColor border = VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK;
  float lod_bias = 0.0f, min_lod = 0.0f, max_lod = VK_LOD_CLAMP_NONE;
  bool compare = false;  // compareEnable, by compare_op
  VkCompareOp compare_op = VK_COMPARE_OP_NEVER;
  // Min or max reduction (VK_EXT_sampler_filter_minmax, core 1.2).
  VkSamplerReductionMode reduction = VK_SAMPLER_REDUCTION_MODE_WEIGHTED_AVERAGE;
  float anisotropy = 0.0f;  // maxAnisotropy where above 1 (anisotropyEnable)
};

// Transform feedback (VK_EXT_transform_feedback; under rdnavk a legacy vertex
// program whose stores run in a streamout pass, decision record 0044). A case
// with it outputs, after its targets' bytes: each buffer's whole contents
// (filled with a pattern first, so that the bytes left alone are checked too),
// the counter buffer's 16 bytes (buffer n's counter at 4 + 8n, the rest the
// pattern) and its queries' results, 64 bits each. All are compared exactly.
struct Xfb {
  uint32_t buffers = 0;                  // transform feedback buffers bound, 0: none
  std::array<uint32_t, 2> bytes{};       // each buffer's size
  std::array<VkDeviceSize, 2> offset{};  // where each is bound in it (pOffsets)
  std::array<VkDeviceSize, 2> size{VK_WHOLE_SIZE, VK_WHOLE_SIZE};  // pSizes
  // How the draws run:
  //   once           one session (Begin without counters, End writing them)
  //                  around `draws` draws, each the next part of the vertices;
  //   resume         two sessions of one draw each (the vertices' two halves),
  //                  in two render pass instances: the second Begin reads the
  //                  counters the first End wrote, and appends;
  //   resume_submit  the same in two command buffers, one submitted and
  //                  waited for before the other;
  //   byte_count     one session, then, in a second render pass instance,
  //                  vkCmdDrawIndirectByteCountEXT draws buffer 0's vertices
  //                  through attr_color.vert (the position at 0, the colour at
  //                  16 of each 48 bytes), as many as its counter says less
  //                  two (a counterOffset of 96 bytes).
  enum class Flow { once, resume, resume_submit, byte_count } flow = Flow::once;
  uint32_t draws = 1;
  // A TRANSFORM_FEEDBACK_STREAM query of stream 0 around the draws
  // (primitives written, then primitives needed), read by
  // vkGetQueryPoolResults; with copy_query also copied into a buffer by
  // vkCmdCopyQueryPoolResults.
  bool stream_query = false;
  uint32_t query_stream = 0;  // the stream the query counts
  bool copy_query = false;
  // A geometry program emits to streams other than 0 (geometryStreams).
  bool streams = false;
  // A PRIMITIVES_GENERATED query around the draws (VK_EXT_primitives_generated_query).
  bool generated_query = false;
  bool discard = false;  // rasterizerDiscardEnable
  bool on() const { return buffers != 0 || generated_query; }
  // The output's parts after the targets: their names and sizes.
  std::vector<std::pair<std::string, size_t>> parts() const {
    std::vector<std::pair<std::string, size_t>> p;
    for (uint32_t b = 0; b < buffers; ++b) p.push_back({"buffer " + std::to_string(b), bytes[b]});
    if (buffers != 0) p.push_back({"counters", 16});
    if (stream_query) p.push_back({"stream query (written, needed)", 16});
    if (copy_query) p.push_back({"copied stream query (written, needed)", 16});
    if (generated_query) p.push_back({"primitives generated query", 8});
    return p;
  }
};

// One of the draws of a case that draws in several (Case::draws): `count` of
// its vertices (or indices) from `first`, inside an occlusion query of its own
// or none, and under a conditional rendering predicate or none. The queries are
// one pool's, in the draws' order, begun and ended inside the render pass
// instance.
struct Draw {
  uint32_t first = 0, count = 0;
  // An occlusion query (VK_QUERY_TYPE_OCCLUSION), with
  // VK_QUERY_CONTROL_PRECISE_BIT or without. The output has each query's
  // result in 64 bits (vkGetQueryPoolResults, 64_BIT | WAIT): a precise one's
  // count of samples passed; for one without, 1 where its count is not zero,
  // else 0, since Vulkan lets an implementation give any count but zero where
  // a sample passed (the spec's "Occlusion Queries").
  enum class Query { none, precise, imprecise } query = Query::none;
  // VK_EXT_conditional_rendering: drawn where the 32-bit word at this byte
  // offset of Case::conditions is not zero (inverted: where it is zero);
  // negative: drawn unconditionally.
  int32_t condition = -1;
  bool inverted = false;
};

// pipeline_stats_compute: before anything else in its command buffer (so that
// no draw comes before them on the queue), two dispatches of invocations.comp
// inside a PIPELINE_STATISTICS query counting COMPUTE_SHADER_INVOCATIONS
// alone: (3, 2, 1) groups of 64 threads, then 5 groups of 16 (384 + 80
// threads). Each thread writes a word of a storage buffer filled with a pattern
// first; the output has, after the target, the query's result (64 bits) and
// the buffer's kWords words.
struct ComputeStats {
  static constexpr uint32_t kWords = 480;
  static constexpr uint32_t kWide = 64, kNarrow = 16;     // the two groups' widths
  static constexpr uint32_t kSecondBase = 3 * 2 * kWide;  // the second's first word
};

// What a case draws: its shaders, its vertices (none: the shader makes them),
// its indices (none: a non-indexed draw) and the target it draws into.
struct Case {
  const char* name;
  const char* summary;
  std::span<const uint32_t> vert;
  std::span<const uint32_t> frag;
  VkPrimitiveTopology topology;
  std::vector<Vertex> vertices;
  std::vector<uint16_t> indices;
  uint32_t count;  // vertices or indices drawn
  uint32_t width = 64, height = 64;
  bool blend = false;  // source-alpha blending over the target
  VkCullModeFlags cull = VK_CULL_MODE_NONE;
  VkFrontFace front = VK_FRONT_FACE_COUNTER_CLOCKWISE;
  VkViewport viewport{};  // width 0: the whole target
  VkRect2D scissor{};     // width 0: the whole target
  bool restart = false;   // primitiveRestartEnable
  uint32_t instances = 1;
  bool gl_clip = false;  // VK_EXT_depth_clip_control's negativeOneToOne: -w <= z <= w
  bool depth = false;    // a D32 depth attachment cleared to 1.0, tested LESS and written
  bool clear = false;    // the colour target cleared (loadOp CLEAR) before the draws
  // The target's format: R8G8B8A8_UNORM, or R32G32B32A32_SFLOAT (colours as the
  // pixel program computes them, nothing rounded on the way).
  bool float_target = false;
  // The target is colour attachment 1; attachment 0 is unused (a gap, D825).
  bool second_location = false;
  // The vertices packed: position R32G32_SFLOAT (z and w filled in by the
  // fetch), colour R8G8B8A8_UNORM, 12 bytes a vertex.
  bool packed = false;
  // The draw's parameters: given directly, or (indirect) read by the device
  // from a buffer.
  bool indirect = false;
  uint32_t first_vertex = 0, first_index = 0, first_instance = 0;
  int32_t vertex_offset = 0;
  // A multi-draw: the indirect commands (vertex or index count, instances,
  // first vertex or index, first instance or vertex offset, first instance),
  // 20 bytes apart; with draw_count_in_buffer, vkCmdDraw(Indexed)IndirectCount
  // reads how many from a buffer, at most all of them.
  std::vector<std::array<uint32_t, 5>> commands{};
  bool count_in_buffer = false;
  uint32_t draws_in_buffer = 0;
  // A logic op over the target (logicOpEnable), COPY: none.
  VkLogicOp logic_op = VK_LOGIC_OP_COPY;
  // The target an OPTIMAL image (the driver's swizzle mode), filled and read
  // through a buffer by vkCmdCopyBufferToImage / vkCmdCopyImageToBuffer.
  bool optimal = false;
  // Or another format (compared bit for bit: no tolerance applies).
  VkFormat target_format = VK_FORMAT_UNDEFINED;
  uint32_t texel_bytes() const {
    if (target_format == VK_FORMAT_R5G6B5_UNORM_PACK16) return 2;
    return float_target ? 16 : 4;
  }
  // A D32_SFLOAT_S8_UINT attachment instead of D32: depth cleared to 1.0 and
  // tested LESS, stencil cleared to 1. Front faces pass where (stencil & 7) != 4
  // and increment it (clamped), or zero it where the depth test fails; back
  // faces always pass and invert it.
  bool stencil = false;
  // With `stencil`: the pixel program's reference (FragStencilRef), which
  // passes where it is greater than the stencil and replaces it.
  bool stencil_export = false;
  VkColorComponentFlags write_mask = 0xf;
  // Colours by instance from binding 1 at this divisor (0: none).
  uint32_t divisor = 0;
  // Three colour attachments, the pixel program writing 0 and 2: attachment 1
  // has no format (a gap, D825) or is bound with a write mask of 0 (unused). The
  // output is every target's bytes in turn.
  // Or (unwritten) a target the program does not write although its write
  // mask is whole, whose contents Vulkan leaves undefined: the hardware's are
  // not published, so the draw must be refused.
  enum class Mrt { none, gap, unused, unwritten, four } mrt = Mrt::none;
  uint32_t targets() const {
    return mrt == Mrt::none ? 1 : mrt == Mrt::gap ? 2 : mrt == Mrt::four ? 4 : 3;
  }
  // The draw's vertices in this many equal parts, each in a command buffer
  // of its own, submitted and waited for before the next, the targets loaded
  // again (a frame's passes over the same targets).
  uint32_t submissions = 1;
  // With `submissions` and linear targets: before the draw of this submission
  // (0: none), the command processor writes rows of the targets' memory
  // through buffers bound to it: row 3 of target 0 by vkCmdUpdateBuffer
  // (WRITE_DATA) and row 5 of the last target by vkCmdCopyBuffer (CP DMA),
  // between the draws that keep them on the device (decision record 0047).
  uint32_t cp_rows_at = 0;
  // A rectangle cleared by vkCmdClearAttachments before the draws (width 0:
  // none), to 0.125, 0.25, 0.5, 1 (or 9, 99, 199, 255 in an integer target).
  VkRect2D clear_rect{};
  // Flat inputs take the last vertex's value (VK_EXT_provoking_vertex).
  bool provoking_last = false;
  // A geometry stage between the two (empty: none).
  std::span<const uint32_t> geom{};
  // Blending by the pixel program's second colour (SRC1_COLOR).
  bool dual_source = false;
  // Lines' rule (VK_EXT_line_rasterization); DEFAULT: the pipeline names none.
  VkLineRasterizationModeEXT line_mode = VK_LINE_RASTERIZATION_MODE_DEFAULT_EXT;
  float line_width = 1.0f;
  // A texture the pixel program samples (its width 0: none).
  Texture texture{};
  // Multisampled (with `optimal` and one target): the draws go into an image
  // of this many samples, cleared first (loadOp CLEAR), which is resolved into
  // the target (resolveMode AVERAGE) as rendering ends, or (resolve_command)
  // by vkCmdResolveImage after it. The target's own contents are not read.
  VkSampleCountFlagBits samples = VK_SAMPLE_COUNT_1_BIT;
  bool resolve_command = false;
  // The multisampled target is neither resolved nor read: the case's output is
  // its queries' results alone (an occlusion query's samples at the draw's
  // sample count).
  bool no_resolve = false;
  Xfb xfb{};
  // The draws, where the case draws in several (struct Draw); empty: one
  // draw of `count` (repeated by --repeat).
  std::vector<Draw> draws{};
  // The words conditional rendering reads (Draw::condition), one buffer's.
  std::vector<uint32_t> conditions{};
  bool compute_stats = false;  // struct ComputeStats
  bool conditional() const {
    return std::any_of(draws.begin(), draws.end(), [](const Draw& d) { return d.condition >= 0; });
  }
  uint32_t occlusion_queries() const {
    return static_cast<uint32_t>(std::count_if(
        draws.begin(), draws.end(), [](const Draw& d) { return d.query != Draw::Query::none; }));
  }
  // The output's parts after the targets: their names and sizes.
  std::vector<std::pair<std::string, size_t>> extras() const {
    std::vector<std::pair<std::string, size_t>> p = xfb.parts();
    uint32_t q = 0;
    for (const Draw& d : draws)
      if (d.query != Draw::Query::none)
        p.push_back({"occlusion query " + std::to_string(q++) +
                         (d.query == Draw::Query::precise ? " (precise)" : " (zero or not)"),
                     8});
    if (compute_stats) {
      p.push_back({"compute shader invocations query", 8});
      p.push_back({"storage buffer", ComputeStats::kWords * 4});
    }
    return p;
  }
  size_t extra_bytes() const {
    size_t n = 0;
    for (const auto& part : extras()) n += part.second;
    return n;
  }
};

// A copy of `base` under another name.
Case variant(const Case& base, const char* name, const char* summary) {
  Case c = base;
  c.name = name;
  c.summary = summary;
  return c;
}

// splitmix64, for reproducible vertex data on every host.
uint64_t mix(uint64_t& s) {
  uint64_t z = (s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
float unit(uint64_t& s) {  // [0, 1) on a 1/1024 grid: exact in every rasteriser step
  return static_cast<float>(mix(s) % 1024) / 1024.0f;
}

std::vector<Vertex> random_triangles(uint32_t n, uint64_t seed) {
  std::vector<Vertex> v(3 * n);
  for (Vertex& x : v) {
    x.pos[0] = unit(seed) * 2.0f - 1.0f;
    x.pos[1] = unit(seed) * 2.0f - 1.0f;
    x.pos[2] = unit(seed);
    x.pos[3] = 1.0f;
    for (float& c : x.color) c = unit(seed);
  }
  return v;
}

// `n` triangles a few pixels across, anywhere on the target.
std::vector<Vertex> small_triangles(uint32_t n, uint64_t seed) {
  std::vector<Vertex> v(3 * n);
  for (uint32_t t = 0; t < n; ++t) {
    float cx = unit(seed) * 2.0f - 1.0f, cy = unit(seed) * 2.0f - 1.0f;
    float color[4] = {unit(seed), unit(seed), unit(seed), 1.0f};
    for (uint32_t k = 0; k < 3; ++k) {
      Vertex& x = v[3 * t + k];
      x.pos[0] = cx + (unit(seed) - 0.5f) / 16.0f;
      x.pos[1] = cy + (unit(seed) - 0.5f) / 16.0f;
      x.pos[2] = 0.5f;
      x.pos[3] = 1.0f;
      std::memcpy(x.color, color, sizeof color);
    }
  }
  return v;
}

std::vector<Vertex> grid_quads(uint32_t n, std::vector<uint16_t>* indices) {
  // n x n quads over the target, each two indexed triangles sharing an edge.
  std::vector<Vertex> v;
  for (uint32_t y = 0; y <= n; ++y)
    for (uint32_t x = 0; x <= n; ++x) {
      float fx = static_cast<float>(x) / static_cast<float>(n), fy = static_cast<float>(y) / n;
      v.push_back(
          {{fx * 1.75f - 0.875f, fy * 1.75f - 0.875f, 0.5f, 1.0f}, {fx, fy, 1.0f - fx, 1.0f}});
    }
  for (uint32_t y = 0; y < n; ++y)
    for (uint32_t x = 0; x < n; ++x) {
      auto at = [&](uint32_t i, uint32_t j) { return static_cast<uint16_t>(j * (n + 1) + i); };
      for (uint16_t i :
           {at(x, y), at(x + 1, y), at(x, y + 1), at(x + 1, y), at(x + 1, y + 1), at(x, y + 1)})
        indices->push_back(i);
    }
  return v;
}

// A 64-bit FNV-1a hash of a case's name: the seed of its texture's data.
uint64_t name_seed(std::string_view name) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (char ch : name) h = (h ^ static_cast<unsigned char>(ch)) * 0x100000001b3ull;
  return h;
}

// A texture's data, level after level, each packed tightly (its layers or
// slices in turn), and the copy of each level from it: splitmix64 seeded by
// the case's name plus the level, so that every level differs. RGBA8 texels:
// red, green and alpha at random, alpha from 64 up (no texel's 32 bits are then
// a denormal float, which RADV's copy programs would meet on a host that may
// flush them: NVIDIA refuses those copies); blue's top three bits the level and
// green's the layer or slice, so that a picture shows which was sampled. D32 texels:
// depths (4k + 1) / 64, k from 0 to 15 at random, 1/128 at least from every
// reference (2j + 1) / 128 the shadow cases compare them with.
std::vector<uint8_t> texel_data(const char* name, const Texture& t,
                                std::vector<VkBufferImageCopy>* copies) {
  const VkImageAspectFlags aspect =
      t.format == VK_FORMAT_D32_SFLOAT ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT;
  std::vector<uint8_t> data;
  for (uint32_t level = 0; level < t.levels; ++level) {
    const uint32_t w = std::max(1u, t.width >> level), h = std::max(1u, t.height >> level);
    const uint32_t d = t.type == VK_IMAGE_TYPE_3D ? std::max(1u, t.depth >> level) : 1;
    copies->push_back({data.size(), 0, 0, {aspect, level, 0, t.layers}, {0, 0, 0}, {w, h, d}});
    uint64_t seed = name_seed(name) + level;
    // Block-compressed: every block random bytes (each a valid BC1 to BC5
    // block; a BC7 block of the reserved mode, a first byte of 0, is given
    // mode 7, and a BC6H one of a reserved mode, 1xx11, the mode 0xx11).
    const bool bc7 = t.format == VK_FORMAT_BC7_UNORM_BLOCK || t.format == VK_FORMAT_BC7_SRGB_BLOCK;
    const bool bc6h =
        t.format == VK_FORMAT_BC6H_UFLOAT_BLOCK || t.format == VK_FORMAT_BC6H_SFLOAT_BLOCK;
    const bool eight = t.format == VK_FORMAT_BC1_RGBA_UNORM_BLOCK ||
                       t.format == VK_FORMAT_BC1_RGBA_SRGB_BLOCK ||
                       t.format == VK_FORMAT_BC4_UNORM_BLOCK;
    const bool sixteen = t.format == VK_FORMAT_BC3_UNORM_BLOCK ||
                         t.format == VK_FORMAT_BC3_SRGB_BLOCK ||
                         t.format == VK_FORMAT_BC5_SNORM_BLOCK || bc7 || bc6h;
    const uint32_t block_bytes = eight ? 8 : sixteen ? 16 : 0;
    if (block_bytes != 0) {
      const uint32_t blocks = ((w + 3) / 4) * ((h + 3) / 4) * std::max(d, t.layers);
      for (uint32_t b = 0; b < blocks * block_bytes / 8; ++b) {
        const uint64_t r = mix(seed);
        for (unsigned k = 0; k < 8; ++k) data.push_back(static_cast<uint8_t>(r >> (8 * k)));
        uint8_t& first = data[data.size() - 8];
        if (bc7 && b % 2 == 0 && first == 0) first = 0x80;
        if (bc6h && b % 2 == 0 && (first & 0x13) == 0x13) first &= 0xef;
      }
      continue;
    }
    for (uint32_t slice = 0; slice < std::max(d, t.layers); ++slice)
      for (uint32_t i = 0; i < w * h; ++i) {
        const uint64_t r = mix(seed);
        uint8_t texel[4];
        size_t bytes = 4;
        if (t.format == VK_FORMAT_D32_SFLOAT) {
          const float depth = static_cast<float>(4 * (r % 16) + 1) / 64.0f;
          std::memcpy(texel, &depth, 4);
        } else if (t.format == VK_FORMAT_R5G6B5_UNORM_PACK16 ||
                   t.format == VK_FORMAT_B4G4R4A4_UNORM_PACK16) {
          texel[0] = static_cast<uint8_t>(r);  // every 16-bit pattern is a texel
          texel[1] = static_cast<uint8_t>(r >> 8);
          bytes = 2;
        } else {
          texel[0] = static_cast<uint8_t>(r);
          texel[1] = static_cast<uint8_t>((slice << 5) | ((r >> 8) & 0x1f));
          texel[2] = static_cast<uint8_t>((level << 5) | ((r >> 16) & 0x1f));
          texel[3] = static_cast<uint8_t>(0x40 | (r >> 24));
        }
        data.insert(data.end(), texel, texel + bytes);
      }
  }
  return data;
}

// An axis-aligned rectangle of a 64x64 target, pixels x0 to x1 and y0 to y1,
// as two triangles; its texture coordinates given at the top left, top right
// and bottom left corners, the bottom right's following (they are affine).
void rect(std::vector<Vertex>* v, float x0, float y0, float x1, float y1, std::array<float, 4> tl,
          std::array<float, 4> tr, std::array<float, 4> bl) {
  std::array<float, 4> br;
  for (size_t i = 0; i < 4; ++i) br[i] = tr[i] + bl[i] - tl[i];
  auto at = [&](float x, float y, const std::array<float, 4>& coord) {
    Vertex vx{{x / 32.0f - 1.0f, y / 32.0f - 1.0f, 0.5f, 1.0f}, {}};
    std::memcpy(vx.color, coord.data(), sizeof vx.color);
    v->push_back(vx);
  };
  at(x0, y0, tl);
  at(x1, y0, tr);
  at(x0, y1, bl);
  at(x1, y0, tr);
  at(x1, y1, br);
  at(x0, y1, bl);
}

// The same with s from s0 to s1 left to right, t from t0 to t1 top to bottom,
// r and q constant.
void mapped(std::vector<Vertex>* v, float x0, float y0, float x1, float y1, float s0, float t0,
            float s1, float t1, float r = 0.0f, float q = 0.0f) {
  rect(v, x0, y0, x1, y1, {s0, t0, r, q}, {s1, t0, r, q}, {s0, t1, r, q});
}

// A rectangle at depth z in one colour (rect's two triangles, clockwise in
// the framebuffer).
void quad(std::vector<Vertex>* v, float x0, float y0, float x1, float y1, float z,
          std::array<float, 4> colour) {
  rect(v, x0, y0, x1, y1, colour, colour, colour);
  for (auto it = v->end() - 6; it != v->end(); ++it) it->pos[2] = z;
}

uint32_t size32(const std::vector<Vertex>& v) {
  return static_cast<uint32_t>(v.size());
}

// A triangle strip of `n` vertices zigzagging right from pixel x0 between rows
// y0 and y1 (y0 first), 8 pixels a vertex, colours on the 1/1024 grid.
void zigzag(std::vector<Vertex>* v, uint32_t n, float x0, float y0, float y1, uint64_t seed) {
  for (uint32_t k = 0; k < n; ++k) {
    const float x = x0 + 8.0f * static_cast<float>(k), y = k % 2 == 0 ? y0 : y1;
    v->push_back({{x / 32.0f - 1.0f, y / 32.0f - 1.0f, 0.5f, 1.0f},
                  {unit(seed), unit(seed), unit(seed), 1.0f}});
  }
}

// A textured case: its rectangles' vertices as a triangle list, drawn by
// texcoord.vert and the pixel program `frag`.
Case textured(const char* name, const char* summary, std::span<const uint32_t> frag,
              const Texture& texture, std::vector<Vertex> vertices) {
  const uint32_t count = static_cast<uint32_t>(vertices.size());
  Case c{name,
         summary,
         texcoord_vert_spv,
         frag,
         VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
         std::move(vertices),
         {},
         count};
  c.texture = texture;
  return c;
}

// The mip cases' rectangles, each mapping the whole texture: 64 pixels across
// the target (LOD 0), then over it 32, 16, 8 and 4 along the top (LOD 1 to 4,
// exactly: each pixel centre on a texel centre of its level).
std::vector<Vertex> mip_rects() {
  std::vector<Vertex> v;
  mapped(&v, 0, 0, 64, 64, 0, 0, 1, 1);
  mapped(&v, 0, 0, 32, 32, 0, 0, 1, 1);
  mapped(&v, 32, 0, 48, 16, 0, 0, 1, 1);
  mapped(&v, 48, 0, 56, 8, 0, 0, 1, 1);
  mapped(&v, 56, 0, 60, 4, 0, 0, 1, 1);
  return v;
}

const std::vector<Case>& cases() {
  static const std::vector<Case> all = [] {
    std::vector<Case> c;
    c.push_back({"triangle_constant",
                 "one triangle from a constant table, one colour",
                 flat_color_vert_spv,
                 smooth_frag_spv,
                 VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                 {},
                 {},
                 3});
    c.push_back({"triangles_smooth",
                 "40 overlapping triangles from vertex attributes, colours interpolated",
                 attr_color_vert_spv,
                 smooth_frag_spv,
                 VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                 random_triangles(40, 1),
                 {},
                 120});
    c.push_back({"triangles_flat",
                 "the same triangles, colours flat (the provoking vertex's)",
                 attr_color_vert_spv,
                 flat_frag_spv,
                 VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                 random_triangles(40, 1),
                 {},
                 120});
    Case grid{"indexed_grid",
              "an 8x8 grid of indexed quads (16-bit indices), smooth colours",
              attr_color_vert_spv,
              smooth_frag_spv,
              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
              {},
              {},
              0};
    grid.vertices = grid_quads(8, &grid.indices);
    grid.count = static_cast<uint32_t>(grid.indices.size());
    c.push_back(grid);
    Case cull{"triangles_cull_cw",
              "the smooth triangles, clockwise front faces, backs culled",
              attr_color_vert_spv,
              flat_frag_spv,
              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
              random_triangles(40, 2),
              {},
              120};
    cull.cull = VK_CULL_MODE_BACK_BIT;
    cull.front = VK_FRONT_FACE_CLOCKWISE;
    c.push_back(cull);
    Case view{"viewport_scissor",
              "a flipped viewport inside the target and a scissor",
              attr_color_vert_spv,
              flat_frag_spv,
              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
              random_triangles(40, 3),
              {},
              120};
    view.viewport = {8, 56, 48, -40, 0, 1};
    view.scissor = {{4, 10}, {40, 30}};
    c.push_back(view);
    Case strip{"strip_restart",
               "indexed triangle strips cut by restart indices, flat colours",
               attr_color_vert_spv,
               flat_frag_spv,
               VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP,
               random_triangles(10, 4),
               {},
               0};
    strip.indices = {0, 1, 2, 3, 4, 5, 6, 0xffff, 7, 8, 9, 10, 11, 12, 13, 14, 0xffff, 15, 16, 17};
    strip.count = static_cast<uint32_t>(strip.indices.size());
    strip.restart = true;
    c.push_back(strip);
    Case fan{"fan_flat",
             "a triangle fan, flat colours (each triangle's provoking vertex)",
             attr_color_vert_spv,
             flat_frag_spv,
             VK_PRIMITIVE_TOPOLOGY_TRIANGLE_FAN,
             random_triangles(4, 5),
             {},
             12};
    c.push_back(fan);
    Case inst{"instanced",
              "the smooth triangles drawn in 3 instances",
              instanced_vert_spv,
              flat_frag_spv,
              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
              random_triangles(12, 6),
              {},
              36};
    inst.instances = 3;
    c.push_back(inst);
    Case clip{"gl_clip_space",
              "triangles crossing the near and far planes in GL's clip space",
              attr_color_vert_spv,
              flat_frag_spv,
              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
              random_triangles(40, 8),
              {},
              120};
    for (Vertex& x : clip.vertices) x.pos[2] = x.pos[2] * 4.0f - 2.0f;  // z in [-2, 2)
    clip.gl_clip = true;
    c.push_back(clip);
    Case depth{"depth_test",
               "triangles over each other with a depth test",
               attr_color_vert_spv,
               flat_frag_spv,
               VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
               random_triangles(40, 9),
               {},
               120};
    depth.depth = true;
    c.push_back(depth);
    // The pixel program writes the depth (exp mrtz, DB_SHADER_CONTROL.Z_EXPORT_ENABLE).
    Case frag_depth =
        variant(depth, "frag_depth", "triangles whose pixel program writes the depth, tested LESS");
    frag_depth.frag = frag_depth_frag_spv;
    c.push_back(frag_depth);
    Case depth_far = variant(depth, "frag_depth_far",
                             "a written depth past the viewport's range (refused ps-export-depth)");
    depth_far.frag = frag_depth_far_frag_spv;
    c.push_back(depth_far);
    Case clear{"clear_then_draw",
               "the target cleared by the render pass, then flat triangles",
               attr_color_vert_spv,
               flat_frag_spv,
               VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
               random_triangles(8, 10),
               {},
               24};
    clear.clear = true;
    c.push_back(clear);
    Case lines{"lines_flat",
               "40 one-pixel lines, flat colours",
               attr_color_vert_spv,
               flat_frag_spv,
               VK_PRIMITIVE_TOPOLOGY_LINE_LIST,
               random_triangles(20, 11),
               {},
               60};
    lines.line_mode = VK_LINE_RASTERIZATION_MODE_BRESENHAM_EXT;
    c.push_back(lines);
    Case lstrip{"line_strip_smooth",
                "a strip of 19 lines, colours interpolated",
                attr_color_vert_spv,
                smooth_frag_spv,
                VK_PRIMITIVE_TOPOLOGY_LINE_STRIP,
                random_triangles(7, 12),
                {},
                20};
    lstrip.line_mode = VK_LINE_RASTERIZATION_MODE_RECTANGULAR_EXT;
    c.push_back(lstrip);
    Case points{"points_flat",
                "60 points of 1 to 4 pixels, flat colours",
                points_vert_spv,
                flat_frag_spv,
                VK_PRIMITIVE_TOPOLOGY_POINT_LIST,
                random_triangles(20, 13),
                {},
                60};
    c.push_back(points);
    Case centroid{"triangles_centroid",
                  "the smooth triangles interpolated at the centroid",
                  attr_color_vert_spv,
                  centroid_frag_spv,
                  VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                  random_triangles(40, 1),
                  {},
                  120};
    c.push_back(centroid);
    Case fsmooth{"triangles_smooth_float",
                 "the smooth triangles into a 32-bit float target (the interpolation unrounded)",
                 attr_color_vert_spv,
                 smooth_frag_spv,
                 VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                 random_triangles(40, 1),
                 {},
                 120};
    fsmooth.float_target = true;
    c.push_back(fsmooth);
    Case fflat{"triangles_flat_float",
               "flat triangles into a 32-bit float target",
               attr_color_vert_spv,
               flat_frag_spv,
               VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
               random_triangles(40, 1),
               {},
               120};
    fflat.float_target = true;
    c.push_back(fflat);
    Case gap{"second_location",
             "flat triangles to colour attachment 1, attachment 0 unused",
             attr_color_vert_spv,
             location1_frag_spv,
             VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
             random_triangles(8, 14),
             {},
             24};
    gap.second_location = true;
    c.push_back(gap);
    Case packed{"vertex_formats",
                "flat triangles from packed vertices (float2, unorm8x4)",
                attr_color_vert_spv,
                flat_frag_spv,
                VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                random_triangles(40, 15),
                {},
                120};
    packed.packed = true;
    c.push_back(packed);
    // Three instances from the second, from the fourth vertex on.
    Case ind{"indirect",
             "vkCmdDrawIndirect: a first vertex and a first instance",
             instanced_vert_spv,
             flat_frag_spv,
             VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
             random_triangles(12, 16),
             {},
             27};
    ind.indirect = true;
    ind.instances = 2;
    ind.first_vertex = 3;
    ind.first_instance = 1;
    c.push_back(ind);
    Case iind{"indexed_indirect",
              "vkCmdDrawIndexedIndirect: a first index and a vertex offset",
              attr_color_vert_spv,
              flat_frag_spv,
              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
              {},
              {},
              0};
    iind.vertices = grid_quads(6, &iind.indices);
    // The vertex offset moves the last index one past the grid: a vertex of its
    // own there, as Vulkan reads no vertex past the buffer defined.
    iind.vertices.push_back({{0.875f, -0.875f, 0.5f, 1.0f}, {1.0f, 0.5f, 0.25f, 1.0f}});
    iind.indirect = true;
    iind.first_index = 12;
    iind.vertex_offset = 1;
    iind.count = static_cast<uint32_t>(iind.indices.size()) - 12;
    c.push_back(iind);
    // Two draws in one vkCmdDrawIndirect, commands 20 bytes apart.
    Case mind{"multi_indirect",
              "vkCmdDrawIndirect of two draws: draw index, first vertex, instances",
              draw_id_vert_spv,
              flat_frag_spv,
              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
              random_triangles(12, 17),
              {},
              0};
    mind.indirect = true;
    mind.commands = {{{12, 1, 0, 0, 0}}, {{9, 2, 18, 1, 0}}};
    c.push_back(mind);
    // vkCmdDrawIndexedIndirectCount: three commands, the count buffer says two.
    Case icount{"indexed_indirect_count",
                "vkCmdDrawIndexedIndirectCount: a count in memory below the bound",
                draw_id_vert_spv,
                flat_frag_spv,
                VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                {},
                {},
                0};
    icount.vertices = grid_quads(6, &icount.indices);
    icount.indirect = true;
    icount.commands = {{{18, 1, 0, 0, 0}}, {{24, 2, 30, 2, 1}}, {{6, 1, 0, 0, 0}}};
    icount.count_in_buffer = true;
    icount.draws_in_buffer = 2;
    c.push_back(icount);
    Case large{"large_draw",
               "100,000 small triangles in one draw, flat colours",
               attr_color_vert_spv,
               flat_frag_spv,
               VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
               small_triangles(100000, 7),
               {},
               300000};
    large.width = large.height = 256;
    c.push_back(large);
    // Flat colours on a 1/1024 grid are exact in the 16-bit floats RADV exports.
    Case blend{"triangles_blend",
               "flat triangles blended by source alpha over each other",
               attr_color_vert_spv,
               flat_frag_spv,
               VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
               random_triangles(40, 1),
               {},
               120};
    blend.blend = true;
    c.push_back(blend);
    // XOR: overlapping triangles cancel each other over the target's contents.
    Case xor_op{"triangles_xor",
                "flat triangles XORed over each other and the target (a logic op)",
                attr_color_vert_spv,
                flat_frag_spv,
                VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                random_triangles(40, 2),
                {},
                120};
    xor_op.logic_op = VK_LOGIC_OP_XOR;
    Case opt{"optimal_target",
             "flat triangles into an OPTIMAL image, filled and read by copies",
             attr_color_vert_spv,
             flat_frag_spv,
             VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
             random_triangles(40, 5),
             {},
             120};
    opt.optimal = true;
    opt.width = 96;
    opt.height = 80;
    c.push_back(opt);
    // A render-pass clear of an OPTIMAL (DCC) target to a colour no DCC code
    // stands for: RADV clears the keys to "clear colour" and, before the copy
    // reads the image, eliminates the fast clear (CB_COLOR_CONTROL.MODE) or
    // decompresses; with triangles, the draws seed the cleared blocks first.
    Case opt_clear = variant(opt, "optimal_clear",
                             "an OPTIMAL target cleared by the render pass, nothing drawn");
    opt_clear.vertices = {};
    opt_clear.count = 0;
    opt_clear.clear = true;
    c.push_back(opt_clear);
    Case opt_clear_draw =
        variant(opt, "optimal_clear_draw",
                "an OPTIMAL target cleared by the render pass, then flat triangles");
    opt_clear_draw.clear = true;
    c.push_back(opt_clear_draw);
    c.push_back({"clip_distances",
                 "flat triangles clipped by two distances and culled by a third",
                 clip_distance_vert_spv,
                 flat_frag_spv,
                 VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                 random_triangles(40, 4),
                 {},
                 120});
    c.push_back(xor_op);
    Case nand{"triangles_nand",
              "flat triangles NANDed over a cleared target",
              attr_color_vert_spv,
              flat_frag_spv,
              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
              random_triangles(20, 3),
              {},
              60};
    nand.logic_op = VK_LOGIC_OP_NAND;
    nand.clear = true;
    c.push_back(nand);
    Case stencil = variant(depth, "stencil_test",
                           "flat triangles through a depth and a stencil test, both faces' "
                           "operations");
    stencil.vertices = random_triangles(40, 18);
    stencil.depth = false;
    stencil.stencil = true;
    c.push_back(stencil);
    // Clip-space positions scaled by a w of 1 to 4: the same triangles on the
    // target, their colours interpolated with perspective or without.
    Case persp = variant(blend, "triangles_perspective",
                         "smooth triangles with w from 1 to 4, interpolated with perspective");
    persp.blend = false;
    persp.frag = smooth_frag_spv;
    uint64_t seed = 19;
    for (Vertex& x : persp.vertices) {
      const float w = 1.0f + unit(seed) * 3.0f;
      for (float& p : x.pos) p *= w;
    }
    c.push_back(persp);
    Case nopersp = variant(persp, "triangles_noperspective",
                           "the same triangles, colours interpolated without perspective");
    nopersp.frag = noperspective_frag_spv;
    c.push_back(nopersp);
    Case mask = variant(blend, "color_mask", "flat triangles writing red and blue only");
    mask.blend = false;
    mask.write_mask = VK_COLOR_COMPONENT_R_BIT | VK_COLOR_COMPONENT_B_BIT;
    c.push_back(mask);
    Case kill = variant(mask, "discard", "flat triangles, those with much green discarded");
    kill.write_mask = 0xf;
    kill.frag = discard_frag_spv;
    c.push_back(kill);
    Case sprites = variant(points, "point_sprites",
                           "points of 1, 2 and 4 pixels showing their sprite coordinates");
    sprites.vert = point_sprite_vert_spv;
    sprites.frag = point_coord_frag_spv;
    c.push_back(sprites);
    Case mrt_gap = variant(kill, "mrt_gap",
                           "flat triangles to attachments 0 and 2, attachment 1 without a format");
    mrt_gap.frag = mrt_frag_spv;
    mrt_gap.mrt = Case::Mrt::gap;
    c.push_back(mrt_gap);
    Case mrt_unused = variant(mrt_gap, "mrt_unused",
                              "flat triangles to attachments 0 and 2, attachment 1 masked");
    mrt_unused.mrt = Case::Mrt::unused;
    c.push_back(mrt_unused);
    Case mrt_unwritten = variant(mrt_gap, "mrt_unwritten",
                                 "attachment 1 unwritten by the program, its write mask whole "
                                 "(refused draw-CB_SHADER_MASK)");
    mrt_unwritten.mrt = Case::Mrt::unwritten;
    c.push_back(mrt_unwritten);
    // Four targets drawn over 100 submissions, a triangle each, read once at
    // the end (issue 16's program: each target is seeded and written back by
    // every submission's draw until attachments stay on the device).
    Case mrt4 = variant(mrt_gap, "mrt4_submissions",
                        "flat triangles into four targets, one a submission over 100 "
                        "submissions, read at the end");
    mrt4.frag = mrt4_frag_spv;
    mrt4.mrt = Case::Mrt::four;
    mrt4.vertices = random_triangles(100, 57);
    mrt4.count = 300;
    mrt4.submissions = 100;
    c.push_back(mrt4);
    Case mrt4_cp = variant(mrt4, "mrt4_cp_rows",
                           "mrt4_submissions over 20 submissions, the command processor writing a "
                           "row of two targets' memory before the 10th");
    mrt4_cp.vertices = random_triangles(20, 59);
    mrt4_cp.count = 60;
    mrt4_cp.submissions = 20;
    mrt4_cp.cp_rows_at = 10;
    c.push_back(mrt4_cp);
    Case dual =
        variant(kill, "dual_source", "flat triangles blended by the pixel program's second colour");
    dual.frag = dual_source_frag_spv;
    dual.dual_source = true;
    c.push_back(dual);
    Case div =
        variant(inst, "instanced_divisor", "5 instances, colours by instance at a divisor of 2");
    div.vert = divisor_vert_spv;
    div.instances = 5;
    div.divisor = 2;
    c.push_back(div);
    Case rgb565 = variant(kill, "target_565",
                          "flat triangles into an R5G6B5 target (COLOR_5_6_5, SWAP_STD_REV)");
    rgb565.frag = flat_frag_spv;
    rgb565.target_format = VK_FORMAT_R5G6B5_UNORM_PACK16;
    c.push_back(rgb565);
    Case a2b10 = variant(rgb565, "target_2_10_10_10",
                         "flat triangles into an A2B10G10R10 target (COLOR_2_10_10_10)");
    a2b10.target_format = VK_FORMAT_A2B10G10R10_UNORM_PACK32;
    c.push_back(a2b10);
    Case geometry = variant(kill, "geometry_amplify",
                            "a geometry program drawing each triangle twice as a strip of two");
    geometry.frag = flat_frag_spv;
    geometry.geom = amplify_geom_spv;
    geometry.vertices = random_triangles(20, 20);
    geometry.count = 60;
    c.push_back(geometry);
    Case outline = variant(geometry, "geometry_lines",
                           "a geometry program drawing each triangle's outline as a line strip");
    outline.geom = outline_geom_spv;
    outline.line_mode = VK_LINE_RASTERIZATION_MODE_BRESENHAM_EXT;
    c.push_back(outline);
    Case corners = variant(geometry, "geometry_points",
                           "a geometry program drawing corners as points, some a fourth");
    corners.geom = corners_geom_spv;
    c.push_back(corners);
    Case uint_target = variant(kill, "uint_target",
                               "an 8-bit integer target cleared by the render pass, a rectangle "
                               "of it by vkCmdClearAttachments, then flat triangles");
    uint_target.frag = flat_uint_frag_spv;
    uint_target.target_format = VK_FORMAT_R8G8B8A8_UINT;
    uint_target.clear = true;
    uint_target.clear_rect = {{5, 9}, {40, 23}};
    c.push_back(uint_target);
    Case rect_clear = variant(kill, "scissored_clear",
                              "a rectangle of the target cleared by vkCmdClearAttachments, then "
                              "flat triangles");
    rect_clear.frag = flat_frag_spv;
    rect_clear.clear_rect = {{7, 3}, {30, 41}};
    c.push_back(rect_clear);
    Case last =
        variant(kill, "provoking_last", "flat triangle strips whose colours are the last vertex's");
    last.frag = flat_frag_spv;
    last.topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP;
    last.vertices = random_triangles(10, 21);
    last.count = 30;
    last.provoking_last = true;
    c.push_back(last);
    Case line_restart = variant(lines, "line_strip_restart",
                                "indexed line strips cut by restart indices, flat colours");
    line_restart.topology = VK_PRIMITIVE_TOPOLOGY_LINE_STRIP;
    line_restart.indices = {0, 1, 2, 3, 0xffff, 4, 5, 6, 7, 8, 0xffff, 9, 10, 11};
    line_restart.count = static_cast<uint32_t>(line_restart.indices.size());
    line_restart.restart = true;
    c.push_back(line_restart);
    Case tri_adj = variant(geometry, "geometry_triangle_adjacency",
                           "triangle lists with adjacency through a geometry program");
    tri_adj.geom = adjacency_geom_spv;
    tri_adj.topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST_WITH_ADJACENCY;
    c.push_back(tri_adj);
    Case line_adj = variant(outline, "geometry_line_adjacency",
                            "a line strip with adjacency through a geometry program");
    line_adj.geom = line_adjacency_geom_spv;
    line_adj.topology = VK_PRIMITIVE_TOPOLOGY_LINE_STRIP_WITH_ADJACENCY;
    line_adj.count = 24;
    c.push_back(line_adj);
    Case strip_adj = variant(tri_adj, "geometry_triangle_strip_adjacency",
                             "a triangle strip with adjacency through a geometry program");
    strip_adj.topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP_WITH_ADJACENCY;
    c.push_back(strip_adj);
    Case sref = variant(stencil, "stencil_export",
                        "flat triangles whose pixel program gives the stencil reference");
    sref.frag = stencil_ref_frag_spv;
    sref.stencil_export = true;
    c.push_back(sref);
    Case wide = variant(lstrip, "wide_lines", "a strip of 19 rectangular lines 3 pixels wide");
    wide.frag = flat_frag_spv;
    wide.line_width = 3.0f;
    c.push_back(wide);
    {
      // gl_FrontFacing (under rdnavk the FRONT_FACE input, 1.0 or -1.0 on
      // triangles): 12 random triangles, each a strip of its own between
      // restart indices, of either winding; then two strips of 6 triangles,
      // one starting at its top row, the other at its bottom row (their
      // windings opposite), whose odd triangles Vulkan winds as the even ones.
      // Nothing culled.
      Case facing{"front_facing",
                  "triangles of both windings and two strips, coloured by gl_FrontFacing, "
                  "counter-clockwise fronts",
                  attr_color_vert_spv,
                  front_facing_frag_spv,
                  VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP,
                  random_triangles(12, 69),
                  {},
                  0};
      for (uint16_t i = 0; i < 36; ++i) {
        facing.indices.push_back(i);
        if (i % 3 == 2) facing.indices.push_back(0xffff);
      }
      for (float y : {40.0f, 20.0f}) {
        const uint16_t first = static_cast<uint16_t>(facing.vertices.size());
        zigzag(&facing.vertices, 8, 4.0f, y, y == 40.0f ? 58.0f : 2.0f, 70 + first);
        for (uint16_t k = 0; k < 8; ++k) facing.indices.push_back(first + k);
        facing.indices.push_back(0xffff);
      }
      facing.indices.pop_back();
      facing.count = static_cast<uint32_t>(facing.indices.size());
      facing.restart = true;
      c.push_back(facing);
      Case cw = variant(facing, "front_facing_cw", "front_facing with clockwise fronts");
      cw.front = VK_FRONT_FACE_CLOCKWISE;
      c.push_back(cw);
    }
    // Textures (set 0, binding 0), sampled where no pixel centre lies within
    // 1/64 of a texel's edge (or a layer's rounding point, or a slice's edge):
    // the nearest texel is the same whatever the interpolation's last bits.
    Texture small;
    small.width = small.height = 16;
    std::vector<Vertex> v;
    // s and t across 24 texels (1.5 repeats), t from -4: 3/8 of a texel a
    // pixel, each centre an odd sixteenth into its texel.
    mapped(&v, 0, 0, 64, 64, 0.0f, -0.25f, 1.5f, 1.25f);
    c.push_back(textured("tex_nearest", "a 16x16 texture repeated 1.5 times across, NEAREST",
                         tex_frag_spv, small, v));
    const std::vector<Vertex> nearest_v = v;
    Texture mips;
    mips.width = mips.height = 64;
    mips.levels = 7;
    c.push_back(textured("tex_mip_nearest",
                         "a 64x64 texture's full chain, NEAREST, at LOD 0 to 4 by the "
                         "rectangles' sizes",
                         tex_frag_spv, mips, mip_rects()));
    // A quarter texel right and up: the weights 1/8, 3/8, 5/8 and 7/8.
    Texture linear = small;
    linear.mag = linear.min = VK_FILTER_LINEAR;
    linear.address = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
    v.clear();
    mapped(&v, 0, 0, 64, 64, 0.25f / 16, -0.25f / 16, 1.0f + 0.25f / 16, 1.0f - 0.25f / 16);
    c.push_back(textured("tex_linear",
                         "a 16x16 texture magnified 4 times, a quarter texel off, LINEAR",
                         tex_frag_spv, linear, v));
    const std::vector<Vertex> quarter_v = v;
    // The same footprints reduced to their least and greatest texels: no
    // weights in the result, so exact (every weight is 1/8 or more).
    Texture least = linear;
    least.reduction = VK_SAMPLER_REDUCTION_MODE_MIN;
    c.push_back(textured("tex_min", "tex_linear's footprints, each channel's least texel (MIN)",
                         tex_frag_spv, least, v));
    Texture most = linear;
    most.reduction = VK_SAMPLER_REDUCTION_MODE_MAX;
    c.push_back(textured("tex_max", "tex_linear's footprints, each channel's greatest texel (MAX)",
                         tex_frag_spv, most, v));
    // Anisotropic samplers (16x) over square, axis-aligned footprints, where
    // Vulkan's anisotropic filter takes one sample (D35): tex_mip_nearest's
    // and tex_linear's draws.
    Texture aniso_mips = mips;
    aniso_mips.anisotropy = 16.0f;
    c.push_back(textured("tex_aniso_nearest",
                         "tex_mip_nearest's draws through a 16x anisotropic sampler", tex_frag_spv,
                         aniso_mips, mip_rects()));
    Texture aniso_linear = linear;
    aniso_linear.anisotropy = 16.0f;
    c.push_back(textured("tex_aniso_linear", "tex_linear's draws through a 16x anisotropic sampler",
                         tex_frag_spv, aniso_linear, v));
    Texture trilinear = mips;
    trilinear.mag = trilinear.min = VK_FILTER_LINEAR;
    trilinear.mipmap = VK_SAMPLER_MIPMAP_MODE_LINEAR;
    v.clear();
    mapped(&v, 0, 0, 40, 40, 0, 0, 1, 1);
    mapped(&v, 40, 0, 64, 24, 0, 0, 1, 1);
    mapped(&v, 40, 40, 64, 64, 0, 0, 1, 1);
    c.push_back(textured("tex_trilinear",
                         "the full chain at LOD 0.68 and 1.42 (rectangles of 40 and 24), "
                         "LINEAR between texels and levels",
                         tex_frag_spv, trilinear, v));
    // LOD 1 on the left; from gradients LOD 2 right above, LOD 4 right below,
    // clamped to the sampler's maxLod of 3.
    Texture explicit_lod = mips;
    explicit_lod.max_lod = 3.0f;
    v.clear();
    mapped(&v, 0, 0, 64, 64, 0, 0, 1, 1);
    c.push_back(textured("tex_lod_grad",
                         "textureLod at LOD 1, textureGrad at LOD 2 and 4 (clamped to maxLod 3)",
                         tex_lod_grad_frag_spv, explicit_lod, v));
    // The mip rectangles a level smaller by the sampler's bias, and one of 16
    // pixels biased by 2 more in the program (LOD 5).
    Texture biased = mips;
    biased.lod_bias = 1.0f;
    v = mip_rects();
    mapped(&v, 32, 32, 48, 48, 0, 0, 1, 1, 0.0f, 2.0f);
    c.push_back(textured("tex_bias",
                         "the mip rectangles with mipLodBias 1, one with a bias of 2 more in "
                         "the program",
                         tex_bias_frag_spv, biased, v));
    // s and t from -0.5 to 1.5: the texture in the middle, 2 pixels a texel,
    // the border around it.
    Texture border = small;
    border.address = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER;
    border.border = VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE;
    v.clear();
    mapped(&v, 0, 0, 64, 64, -0.5f, -0.5f, 1.5f, 1.5f);
    c.push_back(textured("tex_border", "a 16x16 texture in an opaque white border, NEAREST",
                         tex_frag_spv, border, v));
    border.border = VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK;
    c.push_back(textured("tex_border_black",
                         "a 16x16 texture in a transparent black border, NEAREST", tex_frag_spv,
                         border, v));
    // Layers 0, 1 and 2 by quadrant, and 2.9: rounded to 3, clamped to 2.
    Texture array = small;
    array.layers = 3;
    v.clear();
    mapped(&v, 0, 0, 32, 32, 0, 0, 1, 1, 0.0f);
    mapped(&v, 32, 0, 64, 32, 0, 0, 1, 1, 1.0f);
    mapped(&v, 0, 32, 32, 64, 0, 0, 1, 1, 2.0f);
    mapped(&v, 32, 32, 64, 64, 0, 0, 1, 1, 2.9f);
    c.push_back(textured("tex_array", "a 2D array texture of 3 layers, a layer a quadrant",
                         tex_array_frag_spv, array, v));
    // Each face of a 16x16 cube in a 16x16 rectangle of its own: a pixel a
    // texel, at its centre, with the face's (s, t) from -1 to 1.
    Texture faces = small;
    faces.cube = true;
    faces.layers = 6;
    v.clear();
    for (uint32_t f = 0; f < 6; ++f) {
      const float x0 = static_cast<float>(2 + (f % 3) * 20),
                  y0 = static_cast<float>(4 + (f / 3) * 24);
      mapped(&v, x0, y0, x0 + 16, y0 + 16, -1, -1, 1, 1, static_cast<float>(f));
    }
    c.push_back(textured("tex_cube",
                         "the six faces of a 16x16 cube texture, NEAREST, a texel a pixel",
                         tex_cube_frag_spv, faces, v));
    c.push_back(textured("tex_cube_implicit",
                         "the same faces at the LOD the quads' derivatives give, after branches",
                         tex_cube_implicit_frag_spv, faces, v));
    // Seamless edges (D35): each face of an 8x8 cube, LINEAR, in four 8x8
    // rectangles whose footprints lie a quarter texel left, right, up and down
    // of the texel centres: each rectangle's outer column or row blends a
    // quarter of the adjacent face's edge texels. No footprint reaches a
    // corner with any weight.
    Texture seams = faces;
    seams.width = seams.height = 8;
    seams.mag = seams.min = VK_FILTER_LINEAR;
    v.clear();
    constexpr float kQuarter = 0.0625f;  // a quarter texel of s or t
    for (uint32_t f = 0; f < 6; ++f)
      for (uint32_t k = 0; k < 4; ++k) {
        const uint32_t r = f * 4 + k;
        const float x0 = static_cast<float>((r % 8) * 8), y0 = static_cast<float>((r / 8) * 8);
        const float ds = k == 0 ? -kQuarter : k == 1 ? kQuarter : 0.0f;
        const float dt = k == 2 ? -kQuarter : k == 3 ? kQuarter : 0.0f;
        mapped(&v, x0, y0, x0 + 8, y0 + 8, -1 + ds, -1 + dt, 1 + ds, 1 + dt, static_cast<float>(f));
      }
    c.push_back(textured("tex_cube_linear",
                         "an 8x8 cube, LINEAR, its footprints a quarter texel over each face edge",
                         tex_cube_frag_spv, seams, v));
    // s across 8 texels, t across 16 from -4 (repeated), r across 64 slices:
    // each pixel a slice on, at its centre.
    Texture volume;
    volume.type = VK_IMAGE_TYPE_3D;
    volume.width = volume.height = volume.depth = 8;
    v.clear();
    rect(&v, 0, 0, 64, 64, {0.0f, -0.5f, 0.0f, 0.0f}, {1.0f, -0.5f, 8.0f, 0.0f},
         {0.0f, 1.5f, 0.0f, 0.0f});
    c.push_back(textured("tex_3d", "an 8x8x8 3D texture, NEAREST, repeated, a slice a pixel",
                         tex_3d_frag_spv, volume, v));
    // The reference r from 0 at the top to 1 at the bottom: (2j + 1) / 128 at
    // row j's centres, 1/128 at least from every depth (texel_data).
    Texture shadow = small;
    shadow.format = VK_FORMAT_D32_SFLOAT;
    shadow.address = VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
    shadow.compare = true;
    shadow.compare_op = VK_COMPARE_OP_LESS_OR_EQUAL;
    v.clear();
    rect(&v, 0, 0, 64, 64, {0.0f, 0.0f, 0.0f, 0.0f}, {1.0f, 0.0f, 0.0f, 0.0f},
         {0.0f, 1.0f, 1.0f, 0.0f});
    c.push_back(textured("tex_shadow",
                         "a 16x16 D32 texture compared LESS_OR_EQUAL with a reference down the "
                         "target, NEAREST",
                         tex_shadow_frag_spv, shadow, v));
    // Formats beyond R8G8B8A8_UNORM at tex_nearest's coordinates: sRGB
    // (decision record 0040: the float nearest the curve, into an 8-bit
    // target), two packed UNORM ones, and block-compressed ones (D41) of
    // random blocks.
    for (auto [name, summary, format] :
         {std::tuple{"tex_srgb", "tex_nearest's texture in R8G8B8A8_SRGB, decoded",
                     VK_FORMAT_R8G8B8A8_SRGB},
          std::tuple{"tex_565", "a 16x16 R5G6B5 texture, NEAREST", VK_FORMAT_R5G6B5_UNORM_PACK16},
          std::tuple{"tex_4444", "a 16x16 B4G4R4A4 texture, NEAREST",
                     VK_FORMAT_B4G4R4A4_UNORM_PACK16},
          std::tuple{"tex_bc1", "a 16x16 BC1 texture of random blocks, NEAREST",
                     VK_FORMAT_BC1_RGBA_UNORM_BLOCK},
          std::tuple{"tex_bc3", "a 16x16 BC3 texture of random blocks, NEAREST",
                     VK_FORMAT_BC3_UNORM_BLOCK},
          std::tuple{"tex_bc1_srgb", "a 16x16 BC1 sRGB texture of random blocks, NEAREST",
                     VK_FORMAT_BC1_RGBA_SRGB_BLOCK},
          std::tuple{"tex_bc3_srgb", "a 16x16 BC3 sRGB texture of random blocks, NEAREST",
                     VK_FORMAT_BC3_SRGB_BLOCK},
          std::tuple{"tex_bc4", "a 16x16 BC4 texture of random blocks, NEAREST",
                     VK_FORMAT_BC4_UNORM_BLOCK},
          std::tuple{"tex_bc5", "a 16x16 BC5 SNORM texture of random blocks, NEAREST",
                     VK_FORMAT_BC5_SNORM_BLOCK},
          std::tuple{"tex_bc7", "a 16x16 BC7 texture of random blocks, NEAREST",
                     VK_FORMAT_BC7_UNORM_BLOCK},
          std::tuple{"tex_bc7_srgb", "a 16x16 BC7 sRGB texture of random blocks, NEAREST",
                     VK_FORMAT_BC7_SRGB_BLOCK},
          std::tuple{"tex_bc6h", "a 16x16 BC6H UFLOAT texture of random blocks, NEAREST",
                     VK_FORMAT_BC6H_UFLOAT_BLOCK},
          std::tuple{"tex_bc6h_signed", "a 16x16 BC6H SFLOAT texture of random blocks, NEAREST",
                     VK_FORMAT_BC6H_SFLOAT_BLOCK}}) {
      Texture t = small;
      t.format = format;
      c.push_back(textured(name, summary, tex_frag_spv, t, nearest_v));
    }
    // tex_linear's footprints in sRGB.
    Texture srgb_linear = linear;
    srgb_linear.format = VK_FORMAT_R8G8B8A8_SRGB;
    c.push_back(textured("tex_srgb_linear",
                         "tex_linear's footprints in R8G8B8A8_SRGB, blended after the decode",
                         tex_frag_spv, srgb_linear, quarter_v));
    srgb_linear.format = VK_FORMAT_BC1_RGBA_SRGB_BLOCK;
    c.push_back(textured("tex_bc1_srgb_linear",
                         "tex_linear's footprints in BC1 sRGB, blended after the decode",
                         tex_frag_spv, srgb_linear, quarter_v));
    shadow.mag = shadow.min = VK_FILTER_LINEAR;
    c.push_back(textured("tex_shadow_linear",
                         "the same comparisons, LINEAR (their results weighted)",
                         tex_shadow_frag_spv, shadow, v));
    {
      // Flat triangles into four samples a pixel, resolved. Each channel of
      // every colour is congruent modulo 4 to the clear colour's (64, 128,
      // 191, 255), so a pixel's mean of four samples is a whole code or a
      // quarter or three quarters off one, never half way: every rounding
      // of the mean gives the one code.
      Case ms{"msaa4_triangles",
              "40 flat triangles into 4 samples a pixel, resolved as rendering ends",
              attr_color_vert_spv,
              flat_frag_spv,
              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
              random_triangles(40, 11),
              {},
              120};
      uint64_t colours = 99;
      for (size_t t = 0; t < ms.vertices.size(); t += 3) {
        const float rgb[3] = {static_cast<float>(4 * (mix(colours) % 64)) / 255.0f,
                              static_cast<float>(4 * (mix(colours) % 64)) / 255.0f,
                              static_cast<float>(4 * (mix(colours) % 63) + 3) / 255.0f};
        for (size_t k = t; k < t + 3; ++k) {
          std::memcpy(ms.vertices[k].color, rgb, sizeof rgb);
          ms.vertices[k].color[3] = 1.0f;
        }
      }
      ms.optimal = true;
      ms.samples = VK_SAMPLE_COUNT_4_BIT;
      c.push_back(ms);
      Case cmd = variant(ms, "msaa4_resolve_command",
                         "msaa4_triangles resolved by vkCmdResolveImage after rendering");
      cmd.resolve_command = true;
      c.push_back(cmd);
    }
    {
      // Transform feedback (struct Xfb): xfb.vert draws flat triangles as
      // triangles_flat does and captures 48 bytes a vertex into buffer 0,
      // which has room for two more vertices than the draws capture. Every
      // captured value is exact: positions and colours on a 1/1024 grid,
      // indices small integers.
      auto captured = [](const char* name, const char* summary, VkPrimitiveTopology topology,
                         std::vector<Vertex> vertices, uint32_t count, uint32_t stored) {
        Case x{name, summary, xfb_vert_spv, flat_frag_spv, topology, std::move(vertices),
               {},   count};
        x.line_mode = VK_LINE_RASTERIZATION_MODE_BRESENHAM_EXT;
        x.xfb.buffers = 1;
        x.xfb.bytes = {(stored + 2) * 48, 0};
        return x;
      };
      c.push_back(captured("xfb_points", "24 points captured by transform feedback",
                           VK_PRIMITIVE_TOPOLOGY_POINT_LIST, random_triangles(8, 41), 24, 24));
      c.push_back(captured("xfb_lines", "12 lines captured by transform feedback",
                           VK_PRIMITIVE_TOPOLOGY_LINE_LIST, random_triangles(8, 42), 24, 24));
      Case tri = captured("xfb_triangles", "10 triangles captured in two draws of one session",
                          VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST, random_triangles(10, 43), 30, 30);
      tri.xfb.draws = 2;
      c.push_back(tri);
      // Strips and fans are captured as lists, each primitive's vertices in
      // Vulkan's order for the topology (the provoking vertex first).
      c.push_back(captured("xfb_triangle_strip",
                           "a strip of 8 triangles captured as a list of triangles",
                           VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP, random_triangles(4, 44), 10, 24));
      c.push_back(captured("xfb_line_strip", "a strip of 9 lines captured as a list of lines",
                           VK_PRIMITIVE_TOPOLOGY_LINE_STRIP, random_triangles(4, 45), 10, 18));
      c.push_back(captured("xfb_triangle_fan", "a fan of 6 triangles captured as a list",
                           VK_PRIMITIVE_TOPOLOGY_TRIANGLE_FAN, random_triangles(3, 46), 8, 18));
      // Strips of 3, 4 and no triangles between restart indices; the query
      // counts the 7 triangles.
      Case restart = captured("xfb_strip_restart",
                              "indexed triangle strips cut by restart indices, captured, with a "
                              "stream query",
                              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP, random_triangles(5, 47), 0, 21);
      restart.indices = {0, 1, 2, 3, 4, 0xffff, 5, 6, 7, 8, 9, 10, 0xffff, 11, 12};
      restart.count = static_cast<uint32_t>(restart.indices.size());
      restart.restart = true;
      restart.xfb.stream_query = true;
      c.push_back(restart);
      // xfb_two.vert: 40 bytes a vertex into buffer 0 (bound at 0), 16 into
      // buffer 1 bound 64 bytes in; both with room for two more vertices.
      Case two = captured("xfb_interleaved_separate",
                          "6 triangles captured into two buffers, one bound 64 bytes in",
                          VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST, random_triangles(6, 48), 18, 18);
      two.vert = xfb_two_vert_spv;
      two.xfb.buffers = 2;
      two.xfb.bytes = {20 * 40, 64 + 20 * 16};
      two.xfb.offset = {0, 64};
      c.push_back(two);
      Case resume = captured("xfb_pause_resume",
                             "4 triangles captured, the session ended, then 4 more appended by a "
                             "session resumed from the counter",
                             VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST, random_triangles(8, 49), 24, 24);
      resume.xfb.flow = Xfb::Flow::resume;
      c.push_back(resume);
      Case resume_submit = variant(resume, "xfb_resume_submit",
                                   "xfb_pause_resume's two sessions in two submissions");
      resume_submit.xfb.flow = Xfb::Flow::resume_submit;
      c.push_back(resume_submit);
      // Buffer 0 bound 48 bytes in with room for 7.5 vertices (pSizes 360):
      // two of the five triangles are written.
      Case overflow =
          captured("xfb_overflow",
                   "5 triangles into a binding with room for 2.5: 2 written, the "
                   "counter and a stream query",
                   VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST, random_triangles(5, 50), 15, 15);
      overflow.xfb.offset = {48, 0};
      overflow.xfb.size = {360, VK_WHOLE_SIZE};
      overflow.xfb.stream_query = true;
      c.push_back(overflow);
      Case copy = variant(overflow, "xfb_query_copy",
                          "xfb_overflow's query also copied by vkCmdCopyQueryPoolResults");
      copy.xfb.copy_query = true;
      c.push_back(copy);
      // The 8 triangles captured (colours red and blue swapped), then drawn
      // from the buffer over themselves: 22 vertices, 7 triangles.
      Case byte_count =
          captured("xfb_draw_indirect_byte_count",
                   "8 triangles captured, then 7 drawn from the buffer by "
                   "vkCmdDrawIndirectByteCountEXT",
                   VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST, random_triangles(8, 51), 24, 24);
      byte_count.xfb.flow = Xfb::Flow::byte_count;
      c.push_back(byte_count);
      Case instanced =
          captured("xfb_instanced", "4 triangles in 3 instances, captured",
                   VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST, random_triangles(4, 52), 12, 36);
      instanced.instances = 3;
      c.push_back(instanced);
      Case discard = captured("xfb_rasterizer_discard",
                              "6 triangles captured with the rasterizer discarding them: the "
                              "target keeps its clear colour",
                              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST, random_triangles(6, 53), 18, 18);
      discard.clear = true;
      discard.xfb.discard = true;
      discard.xfb.stream_query = true;
      c.push_back(discard);
      Case generated = captured(
          "xfb_primitives_generated", "6 triangles captured inside a primitives generated query",
          VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST, random_triangles(6, 54), 18, 18);
      generated.xfb.generated_query = true;
      c.push_back(generated);
      Case generated_only = variant(generated, "xfb_primitives_generated_only",
                                    "xfb.vert's 6 triangles in a primitives generated query, no "
                                    "transform feedback active");
      generated_only.xfb.buffers = 0;
      c.push_back(generated_only);
      // Legacy geometry programs (decision record 0045): xfb_geom.geom's 24
      // strip triangles of 6 input triangles, captured as a list (32 bytes a
      // vertex, room for two more), with a stream query.
      Case geom = captured("xfb_geometry",
                           "a geometry program's strips of 6 triangles by 2 invocations, "
                           "captured as 24 triangles with a stream query",
                           VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST, random_triangles(6, 55), 18, 72);
      geom.vert = attr_color_vert_spv;
      geom.geom = xfb_geom_geom_spv;
      geom.xfb.bytes = {(72 + 2) * 32, 0};
      geom.xfb.stream_query = true;
      c.push_back(geom);
      // 100 triangles, several subgroups: run under RDNAVK_DEBUG=gsbatch, a
      // batch each, their strips stored and drawn in turn.
      Case batches = geom;
      batches.name = "xfb_geometry_batches";
      batches.summary = "xfb_geometry's strips of 100 triangles (400 captured), in batches";
      batches.vertices = random_triangles(100, 58);
      batches.count = 300;
      batches.xfb.bytes = {(1200 + 2) * 32, 0};
      c.push_back(batches);
      // xfb_streams.geom: stream 0's 36 points drawn and captured into buffer
      // 0, stream 1's 12 into buffer 1 (room for two more each), stream 1's
      // query.
      Case streams = captured("xfb_geometry_streams",
                              "a geometry program's two streams of points into two buffers, "
                              "stream 0 drawn, with stream 1's query",
                              VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST, random_triangles(6, 56), 18, 36);
      streams.vert = attr_color_vert_spv;
      streams.geom = xfb_streams_geom_spv;
      streams.xfb.buffers = 2;
      streams.xfb.bytes = {(36 + 2) * 24, (12 + 2) * 20};
      streams.xfb.stream_query = true;
      streams.xfb.query_stream = 1;
      streams.xfb.streams = true;
      c.push_back(streams);
      // Stream 1's buffer with room for 5 of its 12 points (bound 20 bytes in,
      // 120 bytes): 5 written, 12 needed; stream 0's take all theirs.
      Case streams_overflow = streams;
      streams_overflow.name = "xfb_geometry_streams_overflow";
      streams_overflow.summary =
          "xfb_geometry_streams with stream 1's buffer full after 5 of its 12 points";
      streams_overflow.xfb.offset = {0, 20};
      streams_overflow.xfb.size = {VK_WHOLE_SIZE, 100};
      c.push_back(streams_overflow);
      // xfb_geometry's strips in two sessions, the second resumed from the
      // counter the first wrote.
      Case geom_resume = geom;
      geom_resume.name = "xfb_geometry_resume";
      geom_resume.summary = "xfb_geometry's strips captured by two sessions, the second resumed";
      geom_resume.xfb.flow = Xfb::Flow::resume;
      c.push_back(geom_resume);
    }
    {
      // Occlusion queries (struct Draw), each case's draws in four queries:
      // precise around a draw some of whose samples pass, precise around one
      // none of whose do, then the same without PRECISE (zero or not).
      using Query = Draw::Query;
      const std::array<float, 4> grey{0.25f, 0.5f, 0.75f, 1.0f}, red{0.875f, 0.125f, 0.25f, 1.0f};
      // Depth: a rectangle over the left half at depth 0.25, then random
      // triangles (some behind it, some behind each other); a rectangle inside
      // it at 0.5, wholly behind it; random triangles again.
      Case occ_depth{"occlusion_depth",
                     "occlusion queries around triangles that partly fail a depth test and one "
                     "wholly behind them, precise and not",
                     attr_color_vert_spv,
                     flat_frag_spv,
                     VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                     {},
                     {},
                     0};
      std::vector<Vertex>& dv = occ_depth.vertices;
      quad(&dv, 0, 0, 32, 64, 0.25f, grey);
      std::vector<Vertex> more = random_triangles(30, 61);
      dv.insert(dv.end(), more.begin(), more.end());
      const uint32_t hidden = size32(dv);
      quad(&dv, 4, 8, 28, 56, 0.5f, red);
      const uint32_t again = size32(dv);
      more = random_triangles(20, 62);
      dv.insert(dv.end(), more.begin(), more.end());
      occ_depth.count = size32(dv);
      occ_depth.depth = true;
      occ_depth.draws = {{0, hidden, Query::precise},
                         {hidden, 6, Query::precise},
                         {again, occ_depth.count - again, Query::imprecise},
                         {hidden, 6, Query::imprecise}};
      c.push_back(occ_depth);
      // Stencil (Case::stencil's tests; clockwise fronts, so that quad's
      // rectangles are front faces): three rectangles over the left half
      // raise its stencil from 1 to 4, outside any query; from then on the
      // front faces' test (stencil & 7 != 4) rejects the left half. Then
      // rectangles over the whole target (2048 samples pass) and over the
      // left half (none), nearer each time, so that the depth test passes.
      Case occ_stencil{"occlusion_stencil",
                       "occlusion queries around rectangles half and wholly rejected by a "
                       "stencil test, precise and not",
                       attr_color_vert_spv,
                       flat_frag_spv,
                       VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                       {},
                       {},
                       0};
      for (float z : {0.875f, 0.75f, 0.625f}) quad(&occ_stencil.vertices, 0, 0, 32, 64, z, grey);
      quad(&occ_stencil.vertices, 0, 0, 64, 64, 0.5f, red);
      quad(&occ_stencil.vertices, 0, 8, 32, 56, 0.375f, grey);
      quad(&occ_stencil.vertices, 0, 0, 64, 64, 0.25f, {0.125f, 0.75f, 0.5f, 1.0f});
      quad(&occ_stencil.vertices, 0, 8, 32, 56, 0.125f, red);
      occ_stencil.count = size32(occ_stencil.vertices);
      occ_stencil.stencil = true;
      occ_stencil.front = VK_FRONT_FACE_CLOCKWISE;
      occ_stencil.draws = {{0, 18, Query::none},
                           {18, 6, Query::precise},
                           {24, 6, Query::precise},
                           {30, 6, Query::imprecise},
                           {36, 6, Query::imprecise}};
      c.push_back(occ_stencil);
      // Discard (discard.frag: green above a half), no depth attachment:
      // random triangles, then random triangles all green enough to be
      // discarded.
      Case occ_kill{"occlusion_discard",
                    "occlusion queries around triangles a pixel program partly and wholly "
                    "discards, precise and not",
                    attr_color_vert_spv,
                    discard_frag_spv,
                    VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                    random_triangles(40, 65),
                    {},
                    0};
      const uint32_t discarded = size32(occ_kill.vertices);
      more = random_triangles(8, 66);
      for (Vertex& x : more) x.color[1] = 0.75f;
      occ_kill.vertices.insert(occ_kill.vertices.end(), more.begin(), more.end());
      const uint32_t rest = size32(occ_kill.vertices);
      more = random_triangles(20, 67);
      occ_kill.vertices.insert(occ_kill.vertices.end(), more.begin(), more.end());
      occ_kill.count = size32(occ_kill.vertices);
      occ_kill.draws = {{0, discarded, Query::precise},
                        {discarded, 24, Query::precise},
                        {rest, occ_kill.count - rest, Query::imprecise},
                        {discarded, 24, Query::imprecise}};
      c.push_back(occ_kill);
      // The same into four samples a pixel, not resolved: a discard kills a
      // pixel's every sample, a covered edge only some.
      Case occ_msaa = variant(occ_kill, "occlusion_msaa4",
                              "occlusion_discard's queries into four samples a pixel, the "
                              "samples counted, precise and not");
      occ_msaa.samples = VK_SAMPLE_COUNT_4_BIT;
      occ_msaa.optimal = true;
      occ_msaa.no_resolve = true;
      c.push_back(occ_msaa);
      // Conditional rendering (VK_EXT_conditional_rendering): eight rectangles,
      // each in a cell of its own, the first and last unconditional, the
      // others on the words 0, 1 and 0x100 (at offsets 0, 4 and 8), plain and
      // inverted. The word at offset 0 is followed by a 1, so that a 64-bit
      // read there would see a value that is not zero.
      Case cond{"conditional_render",
                "rectangles drawn on words 0, 1 and 0x100, plain and inverted "
                "(VK_EXT_conditional_rendering)",
                attr_color_vert_spv,
                flat_frag_spv,
                VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                {},
                {},
                0};
      uint64_t colours = 71;
      for (uint32_t cell = 0; cell < 8; ++cell) {
        const float x0 = static_cast<float>((cell % 4) * 16 + 2),
                    y0 = static_cast<float>((cell / 4) * 32 + 2);
        quad(&cond.vertices, x0, y0, x0 + 12, y0 + 28, 0.5f,
             {unit(colours), unit(colours), unit(colours), 1.0f});
      }
      cond.count = size32(cond.vertices);
      cond.conditions = {0, 1, 0x100, 0};
      cond.draws = {{0, 6},
                    {6, 6, Query::none, 0},
                    {12, 6, Query::none, 4},
                    {18, 6, Query::none, 0, true},
                    {24, 6, Query::none, 4, true},
                    {30, 6, Query::none, 8},
                    {36, 6, Query::none, 8, true},
                    {42, 6}};
      c.push_back(cond);
      Case stats{"pipeline_stats_compute",
                 "compute shader invocations of dispatches of 384 and 80 threads counted by a "
                 "pipeline statistics query, then flat triangles",
                 attr_color_vert_spv,
                 flat_frag_spv,
                 VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                 random_triangles(8, 68),
                 {},
                 24};
      stats.compute_stats = true;
      c.push_back(stats);
    }
    return c;
  }();
  return all;
}

const Case* find_case(std::string_view name) {
  for (const Case& c : cases())
    if (name == c.name) return &c;
  return nullptr;
}

// A barrier that moves the colour target (one level, one layer), or the range
// given (a texture's), between layouts.
void layout_barrier(VkCommandBuffer cmd, VkImage image, VkAccessFlags src, VkAccessFlags dst,
                    VkImageLayout from, VkImageLayout to, VkPipelineStageFlags src_stage,
                    VkPipelineStageFlags dst_stage,
                    VkImageSubresourceRange range = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}) {
  auto b = vk_struct<VkImageMemoryBarrier>(VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER);
  b.srcAccessMask = src;
  b.dstAccessMask = dst;
  b.oldLayout = from;
  b.newLayout = to;
  b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.image = image;
  b.subresourceRange = range;
  vkCmdPipelineBarrier(cmd, src_stage, dst_stage, 0, 0, nullptr, 0, nullptr, 1, &b);
}

// The target's bytes before the draw: a pattern, so that pixels no primitive
// covers are checked too.
uint8_t initial_byte(uint32_t x, uint32_t y, uint32_t channel) {
  return static_cast<uint8_t>((x * 7 + y * 13 + channel * 61) & 0xff);
}

class Gpu {
 public:
  // With what `c` needs beyond the other cases (only for the cases that use
  // it, so that the others' devices are as they were): for transform feedback,
  // VK_EXT_transform_feedback and, where the device has it,
  // VK_EXT_primitives_generated_query; VK_EXT_conditional_rendering where the
  // device has it; occlusionQueryPrecise and pipelineStatisticsQuery.
  Gpu(const std::string& device, const Case& c);
  ~Gpu();
  Gpu(const Gpu&) = delete;
  Gpu& operator=(const Gpu&) = delete;
  std::vector<uint8_t> draw(const Case& c, uint32_t repeat);

 private:
  uint32_t memory_type(uint32_t bits, VkMemoryPropertyFlags want) const;
  // New memory of properties `want` bound to `image`.
  VkDeviceMemory bind_image_memory(VkImage image, VkMemoryPropertyFlags want);
  VkShaderModule shader(std::span<const uint32_t> spirv);
  struct HostBuffer {
    VkBuffer buffer = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
  };
  HostBuffer buffer(const void* data, size_t bytes, VkBufferUsageFlags usage);
  void free(HostBuffer& b);
  // A case's transform feedback resources (struct Xfb).
  struct XfbState {
    std::vector<HostBuffer> buffers;  // filled with a pattern
    HostBuffer counters;              // 16 bytes, buffer n's counter at 4 + 8n
    VkQueryPool stream = VK_NULL_HANDLE, generated = VK_NULL_HANDLE;
    HostBuffer copied;  // the stream query's results, copied there
  };
  XfbState make_xfb(const Case& c);
  // The case's draws in their transform feedback sessions, in the render
  // pass instance `cmd` has begun with the case's state bound. `next_pass`
  // ends that instance (with `submit`, also the command buffer, submitted and
  // waited for, then begun again) and begins another that loads the targets;
  // `bind` binds the case's state again. `replay` draws buffer 0's vertices
  // (Xfb::Flow::byte_count).
  void record_xfb(VkCommandBuffer cmd, const Case& c, const XfbState& x,
                  const std::function<void()>& bind,
                  const std::function<void(bool submit)>& next_pass, VkPipeline replay);
  // The buffers', counters' and queries' bytes, appended to `out`.
  void read_xfb(const Xfb& xfb, const XfbState& x, std::vector<uint8_t>* out);
  void free_xfb(XfbState& x);
  // A case's occlusion queries, conditional rendering words and compute
  // dispatches (struct Draw, struct ComputeStats).
  struct QueryState {
    VkQueryPool occlusion = VK_NULL_HANDLE;
    HostBuffer conditions;
    VkQueryPool stats = VK_NULL_HANDLE;
    HostBuffer words;  // the storage buffer the dispatches write
    VkShaderModule module = VK_NULL_HANDLE;
    VkDescriptorSetLayout set_layout = VK_NULL_HANDLE;
    VkDescriptorPool descriptor_pool = VK_NULL_HANDLE;
    VkDescriptorSet set = VK_NULL_HANDLE;
    VkPipelineLayout layout = VK_NULL_HANDLE;
    std::array<VkPipeline, 2> pipelines{};  // groups of kWide and kNarrow threads
  };
  QueryState make_queries(const Case& c);
  // The dispatches in their query, and a barrier that makes the buffer's words
  // visible to the host.
  void record_compute_stats(VkCommandBuffer cmd, const QueryState& q);
  // Case::draws in the render pass instance `cmd` has begun with the case's
  // state bound.
  void record_draws(VkCommandBuffer cmd, const Case& c, const QueryState& q);
  // The queries' results and the storage buffer's words, appended to `out`.
  void read_queries(const Case& c, const QueryState& q, std::vector<uint8_t>* out);
  void free_queries(QueryState& q);

  VkInstance instance_ = VK_NULL_HANDLE;
  VkPhysicalDevice physical_ = VK_NULL_HANDLE;
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  uint32_t family_ = 0;
  VkPhysicalDeviceMemoryProperties memory_{};
  bool stencil_export_ = false;  // VK_EXT_shader_stencil_export, which not every host has
  bool xfb_ = false;             // VK_EXT_transform_feedback enabled
  bool generated_ = false;       // VK_EXT_primitives_generated_query enabled
  PFN_vkCmdBindTransformFeedbackBuffersEXT bind_xfb_ = nullptr;
  PFN_vkCmdBeginTransformFeedbackEXT begin_xfb_ = nullptr;
  PFN_vkCmdEndTransformFeedbackEXT end_xfb_ = nullptr;
  PFN_vkCmdDrawIndirectByteCountEXT draw_byte_count_ = nullptr;
  PFN_vkCmdBeginQueryIndexedEXT begin_query_indexed_ = nullptr;
  PFN_vkCmdEndQueryIndexedEXT end_query_indexed_ = nullptr;
  bool conditional_ = false;  // VK_EXT_conditional_rendering enabled
  PFN_vkCmdBeginConditionalRenderingEXT begin_conditional_ = nullptr;
  PFN_vkCmdEndConditionalRenderingEXT end_conditional_ = nullptr;
};

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  return s;
}

Gpu::Gpu(const std::string& device, const Case& c) {
  const bool xfb = c.xfb.on();
  auto app = vk_struct<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
  app.pApplicationName = "rdnavk-gtwin";
  app.apiVersion = VK_API_VERSION_1_3;
  auto ici = vk_struct<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
  ici.pApplicationInfo = &app;
  check(vkCreateInstance(&ici, nullptr, &instance_), "vkCreateInstance");
  uint32_t n = 0;
  vkEnumeratePhysicalDevices(instance_, &n, nullptr);
  std::vector<VkPhysicalDevice> all(n);
  vkEnumeratePhysicalDevices(instance_, &n, all.data());
  for (VkPhysicalDevice d : all) {
    VkPhysicalDeviceProperties p;
    vkGetPhysicalDeviceProperties(d, &p);
    if (lower(p.deviceName).find(lower(device)) != std::string::npos) {
      physical_ = d;
      break;
    }
  }
  if (physical_ == VK_NULL_HANDLE) throw Failure("no Vulkan device named like '" + device + "'");
  vkGetPhysicalDeviceMemoryProperties(physical_, &memory_);
  uint32_t qn = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(physical_, &qn, nullptr);
  std::vector<VkQueueFamilyProperties> qf(qn);
  vkGetPhysicalDeviceQueueFamilyProperties(physical_, &qn, qf.data());
  family_ = qn;
  for (uint32_t i = 0; i < qn; ++i)
    if (qf[i].queueFlags & VK_QUEUE_GRAPHICS_BIT) {
      family_ = i;
      break;
    }
  if (family_ == qn) throw Failure("the device has no graphics queue");
  float priority = 1.0f;
  auto qci = vk_struct<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
  qci.queueFamilyIndex = family_;
  qci.queueCount = 1;
  qci.pQueuePriorities = &priority;
  auto v13 = vk_struct<VkPhysicalDeviceVulkan13Features>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES);
  v13.dynamicRendering = VK_TRUE;
  // gl_DrawID and counts in memory, for the multi-draw cases.
  auto v12 = vk_struct<VkPhysicalDeviceVulkan12Features>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES);
  v12.drawIndirectCount = VK_TRUE;
  v12.samplerFilterMinmax = VK_TRUE;  // the min and max reduction cases
  auto v11 = vk_struct<VkPhysicalDeviceVulkan11Features>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES);
  v11.shaderDrawParameters = VK_TRUE;
  VkPhysicalDeviceFeatures core{};
  core.multiDrawIndirect = VK_TRUE;
  core.logicOp = VK_TRUE;
  core.shaderClipDistance = VK_TRUE;
  core.shaderCullDistance = VK_TRUE;
  core.dualSrcBlend = VK_TRUE;
  core.largePoints = VK_TRUE;
  core.geometryShader = VK_TRUE;
  core.wideLines = VK_TRUE;
  core.samplerAnisotropy = VK_TRUE;  // the anisotropic cases
  VkPhysicalDeviceFeatures has;
  vkGetPhysicalDeviceFeatures(physical_, &has);
  const bool precise = std::any_of(c.draws.begin(), c.draws.end(),
                                   [](const Draw& d) { return d.query == Draw::Query::precise; });
  if (precise && !has.occlusionQueryPrecise)
    throw Unsupported(std::string("case ") + c.name + " needs occlusionQueryPrecise");
  core.occlusionQueryPrecise = precise ? VK_TRUE : VK_FALSE;
  if (c.compute_stats && !has.pipelineStatisticsQuery)
    throw Unsupported(std::string("case ") + c.name + " needs pipelineStatisticsQuery");
  core.pipelineStatisticsQuery = c.compute_stats ? VK_TRUE : VK_FALSE;
  // invocations.comp's group width is a specialization constant: LocalSizeId.
  v13.maintenance4 = c.compute_stats ? VK_TRUE : VK_FALSE;
  // GL's clip space, for the cases that draw in it.
  auto clip = vk_struct<VkPhysicalDeviceDepthClipControlFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DEPTH_CLIP_CONTROL_FEATURES_EXT);
  clip.depthClipControl = VK_TRUE;
  v13.pNext = &clip;
  // Rectangular and Bresenham lines, for the line cases.
  auto lines = vk_struct<VkPhysicalDeviceLineRasterizationFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_LINE_RASTERIZATION_FEATURES_EXT);
  lines.rectangularLines = VK_TRUE;
  lines.bresenhamLines = VK_TRUE;
  clip.pNext = &lines;
  // Colours by instance at a divisor.
  auto divisor = vk_struct<VkPhysicalDeviceVertexAttributeDivisorFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VERTEX_ATTRIBUTE_DIVISOR_FEATURES_EXT);
  divisor.vertexAttributeInstanceRateDivisor = VK_TRUE;
  lines.pNext = &divisor;
  auto provoking = vk_struct<VkPhysicalDeviceProvokingVertexFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROVOKING_VERTEX_FEATURES_EXT);
  provoking.provokingVertexLast = VK_TRUE;
  divisor.pNext = &provoking;
  provoking.pNext = &v12;
  v12.pNext = &v11;
  std::vector<const char*> extensions = {
      VK_EXT_DEPTH_CLIP_CONTROL_EXTENSION_NAME, VK_EXT_LINE_RASTERIZATION_EXTENSION_NAME,
      VK_EXT_VERTEX_ATTRIBUTE_DIVISOR_EXTENSION_NAME, VK_EXT_PROVOKING_VERTEX_EXTENSION_NAME};
  uint32_t en = 0;
  vkEnumerateDeviceExtensionProperties(physical_, nullptr, &en, nullptr);
  std::vector<VkExtensionProperties> available(en);
  vkEnumerateDeviceExtensionProperties(physical_, nullptr, &en, available.data());
  for (const VkExtensionProperties& e : available) {
    if (std::strcmp(e.extensionName, VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME) == 0)
      stencil_export_ = true;
    if (xfb && std::strcmp(e.extensionName, VK_EXT_TRANSFORM_FEEDBACK_EXTENSION_NAME) == 0)
      xfb_ = true;
    if (xfb && std::strcmp(e.extensionName, VK_EXT_PRIMITIVES_GENERATED_QUERY_EXTENSION_NAME) == 0)
      generated_ = true;
    if (c.conditional() &&
        std::strcmp(e.extensionName, VK_EXT_CONDITIONAL_RENDERING_EXTENSION_NAME) == 0)
      conditional_ = true;
  }
  auto conditional_features = vk_struct<VkPhysicalDeviceConditionalRenderingFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_CONDITIONAL_RENDERING_FEATURES_EXT);
  if (conditional_) {
    auto features2 =
        vk_struct<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
    features2.pNext = &conditional_features;
    vkGetPhysicalDeviceFeatures2(physical_, &features2);
    conditional_ = conditional_features.conditionalRendering == VK_TRUE;
  }
  if (c.conditional() && !conditional_)
    throw Unsupported(std::string("case ") + c.name +
                      " needs VK_EXT_conditional_rendering, which the device lacks");
  if (conditional_) {
    conditional_features.inheritedConditionalRendering = VK_FALSE;
    conditional_features.pNext = v11.pNext;
    v11.pNext = &conditional_features;
    extensions.push_back(VK_EXT_CONDITIONAL_RENDERING_EXTENSION_NAME);
  }
  if (stencil_export_) extensions.push_back(VK_EXT_SHADER_STENCIL_EXPORT_EXTENSION_NAME);
  auto xfb_features = vk_struct<VkPhysicalDeviceTransformFeedbackFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TRANSFORM_FEEDBACK_FEATURES_EXT);
  auto generated_features = vk_struct<VkPhysicalDevicePrimitivesGeneratedQueryFeaturesEXT>(
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PRIMITIVES_GENERATED_QUERY_FEATURES_EXT);
  if (xfb_) {
    // Streams other than 0 where a case's geometry program emits to them.
    xfb_features.transformFeedback = VK_TRUE;
    if (c.xfb.streams) {
      auto has_xfb = vk_struct<VkPhysicalDeviceTransformFeedbackFeaturesEXT>(
          VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_TRANSFORM_FEEDBACK_FEATURES_EXT);
      auto features2 =
          vk_struct<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
      features2.pNext = &has_xfb;
      vkGetPhysicalDeviceFeatures2(physical_, &features2);
      if (!has_xfb.geometryStreams)
        throw Unsupported(std::string("case ") + c.name + " needs geometryStreams");
      xfb_features.geometryStreams = VK_TRUE;
    }
    xfb_features.pNext = v11.pNext;
    v11.pNext = &xfb_features;
    extensions.push_back(VK_EXT_TRANSFORM_FEEDBACK_EXTENSION_NAME);
  }
  if (generated_) {
    auto query = generated_features;
    auto features2 =
        vk_struct<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
    features2.pNext = &query;
    vkGetPhysicalDeviceFeatures2(physical_, &features2);
    generated_ = query.primitivesGeneratedQuery == VK_TRUE;
  }
  if (generated_) {
    generated_features.primitivesGeneratedQuery = VK_TRUE;
    generated_features.pNext = v11.pNext;
    v11.pNext = &generated_features;
    extensions.push_back(VK_EXT_PRIMITIVES_GENERATED_QUERY_EXTENSION_NAME);
  }
  auto dci = vk_struct<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
  dci.pNext = &v13;
  dci.pEnabledFeatures = &core;
  dci.enabledExtensionCount = static_cast<uint32_t>(extensions.size());
  dci.ppEnabledExtensionNames = extensions.data();
  dci.queueCreateInfoCount = 1;
  dci.pQueueCreateInfos = &qci;
  check(vkCreateDevice(physical_, &dci, nullptr, &device_), "vkCreateDevice");
  vkGetDeviceQueue(device_, family_, 0, &queue_);
  if (xfb_) {
    bind_xfb_ = reinterpret_cast<PFN_vkCmdBindTransformFeedbackBuffersEXT>(
        vkGetDeviceProcAddr(device_, "vkCmdBindTransformFeedbackBuffersEXT"));
    begin_xfb_ = reinterpret_cast<PFN_vkCmdBeginTransformFeedbackEXT>(
        vkGetDeviceProcAddr(device_, "vkCmdBeginTransformFeedbackEXT"));
    end_xfb_ = reinterpret_cast<PFN_vkCmdEndTransformFeedbackEXT>(
        vkGetDeviceProcAddr(device_, "vkCmdEndTransformFeedbackEXT"));
    draw_byte_count_ = reinterpret_cast<PFN_vkCmdDrawIndirectByteCountEXT>(
        vkGetDeviceProcAddr(device_, "vkCmdDrawIndirectByteCountEXT"));
    begin_query_indexed_ = reinterpret_cast<PFN_vkCmdBeginQueryIndexedEXT>(
        vkGetDeviceProcAddr(device_, "vkCmdBeginQueryIndexedEXT"));
    end_query_indexed_ = reinterpret_cast<PFN_vkCmdEndQueryIndexedEXT>(
        vkGetDeviceProcAddr(device_, "vkCmdEndQueryIndexedEXT"));
    if (!bind_xfb_ || !begin_xfb_ || !end_xfb_ || !draw_byte_count_ || !begin_query_indexed_ ||
        !end_query_indexed_)
      throw Failure("VK_EXT_transform_feedback's commands are missing");
  }
  if (conditional_) {
    begin_conditional_ = reinterpret_cast<PFN_vkCmdBeginConditionalRenderingEXT>(
        vkGetDeviceProcAddr(device_, "vkCmdBeginConditionalRenderingEXT"));
    end_conditional_ = reinterpret_cast<PFN_vkCmdEndConditionalRenderingEXT>(
        vkGetDeviceProcAddr(device_, "vkCmdEndConditionalRenderingEXT"));
    if (!begin_conditional_ || !end_conditional_)
      throw Failure("VK_EXT_conditional_rendering's commands are missing");
  }
}

Gpu::~Gpu() {
  if (device_) vkDestroyDevice(device_, nullptr);
  if (instance_) vkDestroyInstance(instance_, nullptr);
}

VkDeviceMemory Gpu::bind_image_memory(VkImage image, VkMemoryPropertyFlags want) {
  VkMemoryRequirements req;
  vkGetImageMemoryRequirements(device_, image, &req);
  auto ai = vk_struct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  ai.allocationSize = req.size;
  ai.memoryTypeIndex = memory_type(req.memoryTypeBits, want);
  VkDeviceMemory memory = VK_NULL_HANDLE;
  check(vkAllocateMemory(device_, &ai, nullptr, &memory), "vkAllocateMemory");
  check(vkBindImageMemory(device_, image, memory, 0), "vkBindImageMemory");
  return memory;
}

uint32_t Gpu::memory_type(uint32_t bits, VkMemoryPropertyFlags want) const {
  for (uint32_t i = 0; i < memory_.memoryTypeCount; ++i)
    if ((bits & (1u << i)) && (memory_.memoryTypes[i].propertyFlags & want) == want) return i;
  throw Failure("no host-visible, coherent memory type");
}

VkShaderModule Gpu::shader(std::span<const uint32_t> spirv) {
  auto ci = vk_struct<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  ci.codeSize = spirv.size_bytes();
  ci.pCode = spirv.data();
  VkShaderModule m;
  check(vkCreateShaderModule(device_, &ci, nullptr, &m), "vkCreateShaderModule");
  return m;
}

Gpu::HostBuffer Gpu::buffer(const void* data, size_t bytes, VkBufferUsageFlags usage) {
  HostBuffer b;
  auto ci = vk_struct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
  ci.size = std::max<size_t>(bytes, 4);
  ci.usage = usage;
  check(vkCreateBuffer(device_, &ci, nullptr, &b.buffer), "vkCreateBuffer");
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(device_, b.buffer, &req);
  auto ai = vk_struct<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
  ai.allocationSize = req.size;
  ai.memoryTypeIndex = memory_type(req.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                                           VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
  check(vkAllocateMemory(device_, &ai, nullptr, &b.memory), "vkAllocateMemory");
  check(vkBindBufferMemory(device_, b.buffer, b.memory, 0), "vkBindBufferMemory");
  void* p;
  check(vkMapMemory(device_, b.memory, 0, VK_WHOLE_SIZE, 0, &p), "vkMapMemory");
  if (bytes) std::memcpy(p, data, bytes);
  vkUnmapMemory(device_, b.memory);
  return b;
}

void Gpu::free(HostBuffer& b) {
  vkDestroyBuffer(device_, b.buffer, nullptr);
  vkFreeMemory(device_, b.memory, nullptr);
}

Gpu::XfbState Gpu::make_xfb(const Case& c) {
  const Xfb& xfb = c.xfb;
  if (xfb.buffers != 0 && !xfb_)
    throw Unsupported(std::string("case ") + c.name +
                      " needs VK_EXT_transform_feedback, which the device lacks");
  if (xfb.generated_query && !generated_)
    throw Unsupported(std::string("case ") + c.name +
                      " needs VK_EXT_primitives_generated_query, which the device lacks");
  XfbState x;
  for (uint32_t b = 0; b < xfb.buffers; ++b) {
    std::vector<uint8_t> pattern(xfb.bytes[b]);
    for (size_t i = 0; i < pattern.size(); ++i)
      pattern[i] = static_cast<uint8_t>(i * 29 + 17 + 64 * b);
    x.buffers.push_back(buffer(
        pattern.data(), pattern.size(),
        VK_BUFFER_USAGE_TRANSFORM_FEEDBACK_BUFFER_BIT_EXT | VK_BUFFER_USAGE_VERTEX_BUFFER_BIT));
  }
  if (xfb.buffers != 0) {
    uint8_t pattern[16];
    for (size_t i = 0; i < sizeof pattern; ++i) pattern[i] = static_cast<uint8_t>(0xe0 + i);
    x.counters = buffer(pattern, sizeof pattern,
                        VK_BUFFER_USAGE_TRANSFORM_FEEDBACK_COUNTER_BUFFER_BIT_EXT |
                            VK_BUFFER_USAGE_INDIRECT_BUFFER_BIT);
  }
  auto qpci = vk_struct<VkQueryPoolCreateInfo>(VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO);
  qpci.queryCount = 1;
  if (xfb.stream_query) {
    qpci.queryType = VK_QUERY_TYPE_TRANSFORM_FEEDBACK_STREAM_EXT;
    check(vkCreateQueryPool(device_, &qpci, nullptr, &x.stream), "vkCreateQueryPool");
  }
  if (xfb.generated_query) {
    qpci.queryType = VK_QUERY_TYPE_PRIMITIVES_GENERATED_EXT;
    check(vkCreateQueryPool(device_, &qpci, nullptr, &x.generated), "vkCreateQueryPool");
  }
  if (xfb.copy_query) {
    const uint8_t pattern[16] = {0xa5, 0xa5, 0xa5, 0xa5, 0xa5, 0xa5, 0xa5, 0xa5,
                                 0xa5, 0xa5, 0xa5, 0xa5, 0xa5, 0xa5, 0xa5, 0xa5};
    x.copied = buffer(pattern, sizeof pattern, VK_BUFFER_USAGE_TRANSFER_DST_BIT);
  }
  return x;
}

void Gpu::record_xfb(VkCommandBuffer cmd, const Case& c, const XfbState& x,
                     const std::function<void()>& bind,
                     const std::function<void(bool submit)>& next_pass, VkPipeline replay) {
  const Xfb& xfb = c.xfb;
  std::vector<VkBuffer> buffers, counters(xfb.buffers, x.counters.buffer);
  std::vector<VkDeviceSize> offsets, sizes, counter_offsets;
  for (uint32_t b = 0; b < xfb.buffers; ++b) {
    buffers.push_back(x.buffers[b].buffer);
    offsets.push_back(xfb.offset[b]);
    sizes.push_back(xfb.size[b]);
    counter_offsets.push_back(4 + 8 * b);
  }
  auto bind_all = [&] {
    bind();
    if (xfb.buffers != 0)
      bind_xfb_(cmd, 0, xfb.buffers, buffers.data(), offsets.data(), sizes.data());
  };
  // Begin from offset 0 (no counters), or from the counters (resumed).
  auto begin = [&](bool resume) {
    if (xfb.buffers != 0)
      begin_xfb_(cmd, 0, resume ? xfb.buffers : 0, resume ? counters.data() : nullptr,
                 resume ? counter_offsets.data() : nullptr);
  };
  auto end = [&] {
    if (xfb.buffers != 0) end_xfb_(cmd, 0, xfb.buffers, counters.data(), counter_offsets.data());
  };
  auto draw_part = [&](uint32_t first, uint32_t count) {
    if (c.indices.empty())
      vkCmdDraw(cmd, count, c.instances, c.first_vertex + first, c.first_instance);
    else
      vkCmdDrawIndexed(cmd, count, c.instances, c.first_index + first, c.vertex_offset,
                       c.first_instance);
  };
  bind_all();
  begin(false);
  if (xfb.flow == Xfb::Flow::once) {
    const uint32_t part = c.count / xfb.draws;
    for (uint32_t d = 0; d < xfb.draws; ++d) draw_part(d * part, part);
    end();
    return;
  }
  const uint32_t half = xfb.flow == Xfb::Flow::byte_count ? c.count : c.count / 2;
  draw_part(0, half);
  end();
  next_pass(xfb.flow == Xfb::Flow::resume_submit);
  if (xfb.flow == Xfb::Flow::byte_count) {
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, replay);
    vkCmdBindVertexBuffers(cmd, 0, 1, &buffers[0], &offsets[0]);
    draw_byte_count_(cmd, 1, 0, x.counters.buffer, 4, 96, 48);
    return;
  }
  bind_all();
  begin(true);
  draw_part(half, c.count - half);
  end();
}

void Gpu::read_xfb(const Xfb& xfb, const XfbState& x, std::vector<uint8_t>* out) {
  auto append = [&](const HostBuffer& b, size_t bytes) {
    void* p;
    check(vkMapMemory(device_, b.memory, 0, VK_WHOLE_SIZE, 0, &p), "vkMapMemory");
    const uint8_t* data = static_cast<const uint8_t*>(p);
    out->insert(out->end(), data, data + bytes);
    vkUnmapMemory(device_, b.memory);
  };
  auto results = [&](VkQueryPool pool, size_t bytes) {
    uint64_t values[2] = {};
    check(vkGetQueryPoolResults(device_, pool, 0, 1, bytes, values, bytes,
                                VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
          "vkGetQueryPoolResults");
    const uint8_t* data = reinterpret_cast<const uint8_t*>(values);
    out->insert(out->end(), data, data + bytes);
  };
  for (uint32_t b = 0; b < xfb.buffers; ++b) append(x.buffers[b], xfb.bytes[b]);
  if (xfb.buffers != 0) append(x.counters, 16);
  if (xfb.stream_query) results(x.stream, 16);
  if (xfb.copy_query) append(x.copied, 16);
  if (xfb.generated_query) results(x.generated, 8);
}

void Gpu::free_xfb(XfbState& x) {
  for (HostBuffer& b : x.buffers) free(b);
  if (x.counters.buffer) free(x.counters);
  if (x.copied.buffer) free(x.copied);
  if (x.stream) vkDestroyQueryPool(device_, x.stream, nullptr);
  if (x.generated) vkDestroyQueryPool(device_, x.generated, nullptr);
}

Gpu::QueryState Gpu::make_queries(const Case& c) {
  QueryState q;
  auto qpci = vk_struct<VkQueryPoolCreateInfo>(VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO);
  if (c.occlusion_queries() != 0) {
    qpci.queryType = VK_QUERY_TYPE_OCCLUSION;
    qpci.queryCount = c.occlusion_queries();
    check(vkCreateQueryPool(device_, &qpci, nullptr, &q.occlusion), "vkCreateQueryPool");
  }
  if (!c.conditions.empty())
    q.conditions = buffer(c.conditions.data(), c.conditions.size() * sizeof(uint32_t),
                          VK_BUFFER_USAGE_CONDITIONAL_RENDERING_BIT_EXT);
  if (!c.compute_stats) return q;
  qpci.queryType = VK_QUERY_TYPE_PIPELINE_STATISTICS;
  qpci.queryCount = 1;
  qpci.pipelineStatistics = VK_QUERY_PIPELINE_STATISTIC_COMPUTE_SHADER_INVOCATIONS_BIT;
  check(vkCreateQueryPool(device_, &qpci, nullptr, &q.stats), "vkCreateQueryPool");
  const std::vector<uint32_t> pattern(ComputeStats::kWords, 0xa5a5a5a5u);
  q.words =
      buffer(pattern.data(), pattern.size() * sizeof(uint32_t), VK_BUFFER_USAGE_STORAGE_BUFFER_BIT);
  q.module = shader(invocations_comp_spv);
  VkDescriptorSetLayoutBinding binding{0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1,
                                       VK_SHADER_STAGE_COMPUTE_BIT, nullptr};
  auto dslci = vk_struct<VkDescriptorSetLayoutCreateInfo>(
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
  dslci.bindingCount = 1;
  dslci.pBindings = &binding;
  check(vkCreateDescriptorSetLayout(device_, &dslci, nullptr, &q.set_layout),
        "vkCreateDescriptorSetLayout");
  VkDescriptorPoolSize size{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1};
  auto dpci = vk_struct<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
  dpci.maxSets = 1;
  dpci.poolSizeCount = 1;
  dpci.pPoolSizes = &size;
  check(vkCreateDescriptorPool(device_, &dpci, nullptr, &q.descriptor_pool),
        "vkCreateDescriptorPool");
  auto dsai =
      vk_struct<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
  dsai.descriptorPool = q.descriptor_pool;
  dsai.descriptorSetCount = 1;
  dsai.pSetLayouts = &q.set_layout;
  check(vkAllocateDescriptorSets(device_, &dsai, &q.set), "vkAllocateDescriptorSets");
  VkDescriptorBufferInfo info{q.words.buffer, 0, VK_WHOLE_SIZE};
  auto write = vk_struct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
  write.dstSet = q.set;
  write.descriptorCount = 1;
  write.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  write.pBufferInfo = &info;
  vkUpdateDescriptorSets(device_, 1, &write, 0, nullptr);
  auto plci = vk_struct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  plci.setLayoutCount = 1;
  plci.pSetLayouts = &q.set_layout;
  check(vkCreatePipelineLayout(device_, &plci, nullptr, &q.layout), "vkCreatePipelineLayout");
  // Specialization constants 0 (the group's width) and 1 (the first word).
  const VkSpecializationMapEntry entries[2] = {{0, 0, 4}, {1, 4, 4}};
  const uint32_t values[2][2] = {{ComputeStats::kWide, 0},
                                 {ComputeStats::kNarrow, ComputeStats::kSecondBase}};
  for (size_t i = 0; i < 2; ++i) {
    VkSpecializationInfo spec{2, entries, sizeof values[i], values[i]};
    auto cpci =
        vk_struct<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
    cpci.stage = vk_struct<VkPipelineShaderStageCreateInfo>(
        VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
    cpci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    cpci.stage.module = q.module;
    cpci.stage.pName = "main";
    cpci.stage.pSpecializationInfo = &spec;
    cpci.layout = q.layout;
    check(vkCreateComputePipelines(device_, VK_NULL_HANDLE, 1, &cpci, nullptr, &q.pipelines[i]),
          "vkCreateComputePipelines");
  }
  return q;
}

void Gpu::record_compute_stats(VkCommandBuffer cmd, const QueryState& q) {
  vkCmdResetQueryPool(cmd, q.stats, 0, 1);
  vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, q.layout, 0, 1, &q.set, 0, nullptr);
  vkCmdBeginQuery(cmd, q.stats, 0, 0);
  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, q.pipelines[0]);
  vkCmdDispatch(cmd, 3, 2, 1);
  vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, q.pipelines[1]);
  vkCmdDispatch(cmd, 5, 1, 1);
  vkCmdEndQuery(cmd, q.stats, 0);
  auto mb = vk_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
  mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1,
                       &mb, 0, nullptr, 0, nullptr);
}

void Gpu::record_draws(VkCommandBuffer cmd, const Case& c, const QueryState& q) {
  uint32_t query = 0;
  for (const Draw& d : c.draws) {
    if (d.query != Draw::Query::none)
      vkCmdBeginQuery(cmd, q.occlusion, query,
                      d.query == Draw::Query::precise ? VK_QUERY_CONTROL_PRECISE_BIT : 0);
    if (d.condition >= 0) {
      auto crbi = vk_struct<VkConditionalRenderingBeginInfoEXT>(
          VK_STRUCTURE_TYPE_CONDITIONAL_RENDERING_BEGIN_INFO_EXT);
      crbi.buffer = q.conditions.buffer;
      crbi.offset = static_cast<VkDeviceSize>(d.condition);
      crbi.flags = d.inverted ? VK_CONDITIONAL_RENDERING_INVERTED_BIT_EXT : 0;
      begin_conditional_(cmd, &crbi);
    }
    if (c.indices.empty())
      vkCmdDraw(cmd, d.count, c.instances, d.first, c.first_instance);
    else
      vkCmdDrawIndexed(cmd, d.count, c.instances, d.first, c.vertex_offset, c.first_instance);
    if (d.condition >= 0) end_conditional_(cmd);
    if (d.query != Draw::Query::none) vkCmdEndQuery(cmd, q.occlusion, query++);
  }
}

void Gpu::read_queries(const Case& c, const QueryState& q, std::vector<uint8_t>* out) {
  auto append = [&](const void* p, size_t bytes) {
    const uint8_t* data = static_cast<const uint8_t*>(p);
    out->insert(out->end(), data, data + bytes);
  };
  if (q.occlusion) {
    std::vector<uint64_t> values(c.occlusion_queries());
    check(vkGetQueryPoolResults(device_, q.occlusion, 0, c.occlusion_queries(),
                                values.size() * sizeof(uint64_t), values.data(), sizeof(uint64_t),
                                VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
          "vkGetQueryPoolResults");
    size_t i = 0;
    for (const Draw& d : c.draws) {
      if (d.query == Draw::Query::none) continue;
      if (d.query == Draw::Query::imprecise) values[i] = values[i] != 0 ? 1 : 0;
      ++i;
    }
    append(values.data(), values.size() * sizeof(uint64_t));
  }
  if (q.stats) {
    uint64_t invocations = 0;
    check(vkGetQueryPoolResults(device_, q.stats, 0, 1, sizeof invocations, &invocations,
                                sizeof invocations,
                                VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
          "vkGetQueryPoolResults");
    append(&invocations, sizeof invocations);
    void* p;
    check(vkMapMemory(device_, q.words.memory, 0, VK_WHOLE_SIZE, 0, &p), "vkMapMemory");
    append(p, ComputeStats::kWords * sizeof(uint32_t));
    vkUnmapMemory(device_, q.words.memory);
  }
}

void Gpu::free_queries(QueryState& q) {
  if (q.occlusion) vkDestroyQueryPool(device_, q.occlusion, nullptr);
  if (q.conditions.buffer) free(q.conditions);
  if (!q.stats) return;
  vkDestroyQueryPool(device_, q.stats, nullptr);
  for (VkPipeline p : q.pipelines) vkDestroyPipeline(device_, p, nullptr);
  vkDestroyPipelineLayout(device_, q.layout, nullptr);
  vkDestroyDescriptorPool(device_, q.descriptor_pool, nullptr);
  vkDestroyDescriptorSetLayout(device_, q.set_layout, nullptr);
  vkDestroyShaderModule(device_, q.module, nullptr);
  free(q.words);
}

std::vector<uint8_t> Gpu::draw(const Case& c, uint32_t repeat) {
  if (c.stencil_export && !stencil_export_)
    throw Unsupported(std::string("case ") + c.name +
                      " needs VK_EXT_shader_stencil_export, which the device lacks");
  const Texture& tex = c.texture;
  if (tex.width != 0) {
    VkFormatFeatureFlags need =
        VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT | VK_FORMAT_FEATURE_TRANSFER_DST_BIT;
    if (tex.mag == VK_FILTER_LINEAR || tex.min == VK_FILTER_LINEAR ||
        tex.mipmap == VK_SAMPLER_MIPMAP_MODE_LINEAR)
      need |= VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT;
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(physical_, tex.format, &fp);
    if ((fp.optimalTilingFeatures & need) != need)
      throw Unsupported(
          std::string("case ") + c.name +
          " needs its texture's format sampled (filtered) and copied to, which the device "
          "cannot");
  }
  VkFormat format = c.float_target ? VK_FORMAT_R32G32B32A32_SFLOAT : VK_FORMAT_R8G8B8A8_UNORM;
  if (c.target_format != VK_FORMAT_UNDEFINED) format = c.target_format;
  const uint32_t tb = c.texel_bytes();
  // The targets: linear images in host-visible memory, read and written by the
  // CPU; or OPTIMAL ones filled and read back through a staging buffer.
  struct Target {
    VkImage image = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
    VkImageView view = VK_NULL_HANDLE;
    VkSubresourceLayout layout{};
    uint8_t* pixels = nullptr;
    HostBuffer staging;
    VkBuffer alias = VK_NULL_HANDLE;  // Case::cp_rows_at: over `memory`
  };
  auto ici = vk_struct<VkImageCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO);
  ici.imageType = VK_IMAGE_TYPE_2D;
  ici.format = format;
  ici.extent = {c.width, c.height, 1};
  ici.mipLevels = 1;
  ici.arrayLayers = 1;
  ici.samples = VK_SAMPLE_COUNT_1_BIT;
  ici.tiling = c.optimal ? VK_IMAGE_TILING_OPTIMAL : VK_IMAGE_TILING_LINEAR;
  ici.usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT |
              (c.optimal ? VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT : 0);
  ici.initialLayout = c.optimal ? VK_IMAGE_LAYOUT_UNDEFINED : VK_IMAGE_LAYOUT_PREINITIALIZED;
  auto vci = vk_struct<VkImageViewCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO);
  vci.viewType = VK_IMAGE_VIEW_TYPE_2D;
  vci.format = format;
  vci.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
  std::vector<Target> targets(c.targets());
  for (uint32_t t = 0; t < targets.size(); ++t) {
    Target& target = targets[t];
    check(vkCreateImage(device_, &ici, nullptr, &target.image), "vkCreateImage");
    target.memory = bind_image_memory(
        target.image,
        c.optimal ? 0 : VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
    std::vector<uint8_t> initial(size_t{c.width} * c.height * tb);
    for (uint32_t y = 0; y < c.height; ++y)
      for (uint32_t x = 0; x < c.width; ++x)
        for (uint32_t ch = 0; ch < std::min(tb, 4u); ++ch) {
          // Each target its own pattern.
          const uint8_t byte = initial_byte(x + 5 * t, y, ch);
          if (c.float_target) {
            float v = static_cast<float>(byte) / 256.0f;
            std::memcpy(&initial[(size_t{y} * c.width + x) * tb + ch * 4], &v, 4);
          } else {
            initial[(size_t{y} * c.width + x) * tb + ch] = byte;
          }
        }
    target.staging = buffer(initial.data(), initial.size(),
                            VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT);
    if (!c.optimal) {
      VkImageSubresource sub{VK_IMAGE_ASPECT_COLOR_BIT, 0, 0};
      vkGetImageSubresourceLayout(device_, target.image, &sub, &target.layout);
      check(vkMapMemory(device_, target.memory, 0, VK_WHOLE_SIZE, 0,
                        reinterpret_cast<void**>(&target.pixels)),
            "vkMapMemory");
      for (uint32_t y = 0; y < c.height; ++y)
        std::memcpy(target.pixels + target.layout.offset + y * target.layout.rowPitch,
                    &initial[size_t{y} * c.width * tb], size_t{c.width} * tb);
    }
    vci.image = target.image;
    check(vkCreateImageView(device_, &vci, nullptr, &target.view), "vkCreateImageView");
    if (c.cp_rows_at != 0 && !c.optimal) {
      // A buffer over the target's own memory, which the command processor
      // writes rows through.
      auto bci = vk_struct<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
      bci.size = target.layout.offset + target.layout.size;
      bci.usage = VK_BUFFER_USAGE_TRANSFER_DST_BIT;
      check(vkCreateBuffer(device_, &bci, nullptr, &target.alias), "vkCreateBuffer");
      check(vkBindBufferMemory(device_, target.alias, target.memory, 0), "vkBindBufferMemory");
    }
  }
  const VkBufferImageCopy whole{
      0, 0, 0, {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1}, {0, 0, 0}, {c.width, c.height, 1}};
  // The pipeline's colour attachments: the target each stands for, or none.
  std::vector<int> slots = {0};
  if (c.second_location) slots = {-1, 0};
  if (c.mrt == Case::Mrt::gap) slots = {0, -1, 1};
  if (c.mrt == Case::Mrt::unused || c.mrt == Case::Mrt::unwritten) slots = {0, 1, 2};
  if (c.mrt == Case::Mrt::four) slots = {0, 1, 2, 3};

  std::vector<uint8_t> packed;
  for (const Vertex& v : c.vertices) {
    uint8_t b[12];
    std::memcpy(b, v.pos, 8);
    for (int ch = 0; ch < 4; ++ch) b[8 + ch] = static_cast<uint8_t>(v.color[ch] * 255.0f);
    packed.insert(packed.end(), b, b + 12);
  }
  HostBuffer vertices =
      c.packed ? buffer(packed.data(), packed.size(), VK_BUFFER_USAGE_VERTEX_BUFFER_BIT)
               : buffer(c.vertices.data(), c.vertices.size() * sizeof(Vertex),
                        VK_BUFFER_USAGE_VERTEX_BUFFER_BIT);
  // Colours by instance, for the divisor case: a row of the vertices' colours.
  std::vector<float> instance_colors;
  for (size_t i = 0; i < c.vertices.size() && i < 16; ++i)
    instance_colors.insert(instance_colors.end(), c.vertices[i].color, c.vertices[i].color + 4);
  HostBuffer per_instance = buffer(instance_colors.data(), instance_colors.size() * sizeof(float),
                                   VK_BUFFER_USAGE_VERTEX_BUFFER_BIT);
  HostBuffer indices = buffer(c.indices.data(), c.indices.size() * sizeof(uint16_t),
                              VK_BUFFER_USAGE_INDEX_BUFFER_BIT);
  // vkCmdDraw(Indexed)Indirect's commands, in the layout Vulkan gives them,
  // 20 bytes apart.
  std::vector<std::array<uint32_t, 5>> args = c.commands;
  if (args.empty()) {
    if (c.indices.empty())
      args.push_back({c.count, c.instances, c.first_vertex, c.first_instance, 0});
    else
      args.push_back({c.count, c.instances, c.first_index, static_cast<uint32_t>(c.vertex_offset),
                      c.first_instance});
  }
  const uint32_t draw_count = static_cast<uint32_t>(args.size());
  HostBuffer indirect =
      buffer(args.data(), args.size() * sizeof(args[0]), VK_BUFFER_USAGE_INDIRECT_BUFFER_BIT);
  HostBuffer counter =
      buffer(&c.draws_in_buffer, sizeof c.draws_in_buffer, VK_BUFFER_USAGE_INDIRECT_BUFFER_BIT);
  XfbState xfb = make_xfb(c);
  QueryState queries = make_queries(c);
  // The texture: an OPTIMAL image whose levels the command buffer copies from
  // a buffer, a view of all its levels and layers, the case's sampler, and the
  // one descriptor set (set 0, binding 0) that holds them.
  VkImage tex_image = VK_NULL_HANDLE;
  VkDeviceMemory tex_memory = VK_NULL_HANDLE;
  VkImageView tex_view = VK_NULL_HANDLE;
  VkSampler sampler = VK_NULL_HANDLE;
  VkDescriptorSetLayout set_layout = VK_NULL_HANDLE;
  VkDescriptorPool descriptor_pool = VK_NULL_HANDLE;
  VkDescriptorSet set = VK_NULL_HANDLE;
  HostBuffer tex_data;
  std::vector<VkBufferImageCopy> tex_copies;
  const VkImageSubresourceRange tex_range{
      tex.format == VK_FORMAT_D32_SFLOAT ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT, 0,
      tex.levels, 0, tex.layers};
  if (tex.width != 0) {
    const std::vector<uint8_t> data = texel_data(c.name, tex, &tex_copies);
    tex_data = buffer(data.data(), data.size(), VK_BUFFER_USAGE_TRANSFER_SRC_BIT);
    auto tci = vk_struct<VkImageCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO);
    tci.imageType = tex.type;
    if (tex.cube) tci.flags = VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT;
    tci.format = tex.format;
    tci.extent = {tex.width, tex.height, tex.type == VK_IMAGE_TYPE_3D ? tex.depth : 1};
    tci.mipLevels = tex.levels;
    tci.arrayLayers = tex.layers;
    tci.samples = VK_SAMPLE_COUNT_1_BIT;
    tci.tiling = VK_IMAGE_TILING_OPTIMAL;
    tci.usage = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
    tci.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    check(vkCreateImage(device_, &tci, nullptr, &tex_image), "vkCreateImage");
    tex_memory = bind_image_memory(tex_image, 0);
    auto tvci = vk_struct<VkImageViewCreateInfo>(VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO);
    tvci.image = tex_image;
    tvci.viewType = tex.cube                       ? VK_IMAGE_VIEW_TYPE_CUBE
                    : tex.type == VK_IMAGE_TYPE_3D ? VK_IMAGE_VIEW_TYPE_3D
                    : tex.layers > 1               ? VK_IMAGE_VIEW_TYPE_2D_ARRAY
                                                   : VK_IMAGE_VIEW_TYPE_2D;
    tvci.format = tex.format;
    tvci.subresourceRange = tex_range;
    check(vkCreateImageView(device_, &tvci, nullptr, &tex_view), "vkCreateImageView");
    auto sci = vk_struct<VkSamplerCreateInfo>(VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO);
    sci.magFilter = tex.mag;
    sci.minFilter = tex.min;
    sci.mipmapMode = tex.mipmap;
    sci.addressModeU = sci.addressModeV = sci.addressModeW = tex.address;
    sci.mipLodBias = tex.lod_bias;
    sci.compareEnable = tex.compare ? VK_TRUE : VK_FALSE;
    sci.compareOp = tex.compare_op;
    sci.minLod = tex.min_lod;
    sci.maxLod = tex.max_lod;
    sci.borderColor = tex.border;
    sci.anisotropyEnable = tex.anisotropy > 1.0f ? VK_TRUE : VK_FALSE;
    sci.maxAnisotropy = tex.anisotropy > 1.0f ? tex.anisotropy : 1.0f;
    auto reduction = vk_struct<VkSamplerReductionModeCreateInfo>(
        VK_STRUCTURE_TYPE_SAMPLER_REDUCTION_MODE_CREATE_INFO);
    reduction.reductionMode = tex.reduction;
    if (tex.reduction != VK_SAMPLER_REDUCTION_MODE_WEIGHTED_AVERAGE) sci.pNext = &reduction;
    check(vkCreateSampler(device_, &sci, nullptr, &sampler), "vkCreateSampler");
    VkDescriptorSetLayoutBinding binding{0, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, 1,
                                         VK_SHADER_STAGE_FRAGMENT_BIT, nullptr};
    auto dslci = vk_struct<VkDescriptorSetLayoutCreateInfo>(
        VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
    dslci.bindingCount = 1;
    dslci.pBindings = &binding;
    check(vkCreateDescriptorSetLayout(device_, &dslci, nullptr, &set_layout),
          "vkCreateDescriptorSetLayout");
    VkDescriptorPoolSize size{VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, 1};
    auto dpci =
        vk_struct<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
    dpci.maxSets = 1;
    dpci.poolSizeCount = 1;
    dpci.pPoolSizes = &size;
    check(vkCreateDescriptorPool(device_, &dpci, nullptr, &descriptor_pool),
          "vkCreateDescriptorPool");
    auto dsai =
        vk_struct<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
    dsai.descriptorPool = descriptor_pool;
    dsai.descriptorSetCount = 1;
    dsai.pSetLayouts = &set_layout;
    check(vkAllocateDescriptorSets(device_, &dsai, &set), "vkAllocateDescriptorSets");
    VkDescriptorImageInfo image_info{sampler, tex_view, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
    auto write = vk_struct<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
    write.dstSet = set;
    write.dstBinding = 0;
    write.descriptorCount = 1;
    write.descriptorType = VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
    write.pImageInfo = &image_info;
    vkUpdateDescriptorSets(device_, 1, &write, 0, nullptr);
  }

  // The pipeline: the case's two stages, everything else Vulkan's defaults.
  VkShaderModule vs = shader(c.vert), fs = shader(c.frag);
  VkShaderModule gs = c.geom.empty() ? VK_NULL_HANDLE : shader(c.geom);
  VkPipelineShaderStageCreateInfo stages[3];
  const VkShaderStageFlagBits kinds[3] = {VK_SHADER_STAGE_VERTEX_BIT, VK_SHADER_STAGE_FRAGMENT_BIT,
                                          VK_SHADER_STAGE_GEOMETRY_BIT};
  const VkShaderModule modules[3] = {vs, fs, gs};
  const uint32_t stage_count = gs ? 3 : 2;
  for (uint32_t i = 0; i < stage_count; ++i) {
    stages[i] = vk_struct<VkPipelineShaderStageCreateInfo>(
        VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
    stages[i].stage = kinds[i];
    stages[i].module = modules[i];
    stages[i].pName = "main";
  }
  VkVertexInputBindingDescription bindings[2] = {
      {0, c.packed ? 12u : uint32_t{sizeof(Vertex)}, VK_VERTEX_INPUT_RATE_VERTEX},
      {1, 16, VK_VERTEX_INPUT_RATE_INSTANCE}};
  VkVertexInputAttributeDescription attributes[2] = {{0, 0, VK_FORMAT_R32G32B32A32_SFLOAT, 0},
                                                     {1, 0, VK_FORMAT_R32G32B32A32_SFLOAT, 16}};
  if (c.packed) {
    attributes[0] = {0, 0, VK_FORMAT_R32G32_SFLOAT, 0};
    attributes[1] = {1, 0, VK_FORMAT_R8G8B8A8_UNORM, 8};
  }
  if (c.divisor != 0) attributes[1] = {1, 1, VK_FORMAT_R32G32B32A32_SFLOAT, 0};
  VkVertexInputBindingDivisorDescriptionEXT divisor{1, c.divisor};
  auto divisors = vk_struct<VkPipelineVertexInputDivisorStateCreateInfoEXT>(
      VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_DIVISOR_STATE_CREATE_INFO_EXT);
  divisors.vertexBindingDivisorCount = 1;
  divisors.pVertexBindingDivisors = &divisor;
  auto vin = vk_struct<VkPipelineVertexInputStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO);
  if (!c.vertices.empty()) {
    vin.vertexBindingDescriptionCount = c.divisor != 0 ? 2 : 1;
    vin.pVertexBindingDescriptions = bindings;
    if (c.divisor != 0) vin.pNext = &divisors;
    vin.vertexAttributeDescriptionCount = 2;
    vin.pVertexAttributeDescriptions = attributes;
  }
  auto ia = vk_struct<VkPipelineInputAssemblyStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO);
  ia.topology = c.topology;
  ia.primitiveRestartEnable = c.restart ? VK_TRUE : VK_FALSE;
  VkViewport viewport{0, 0, static_cast<float>(c.width), static_cast<float>(c.height), 0, 1};
  if (c.viewport.width != 0) viewport = c.viewport;
  VkRect2D scissor{{0, 0}, {c.width, c.height}};
  VkRect2D area = scissor;
  if (c.scissor.extent.width != 0) scissor = c.scissor;
  auto vp = vk_struct<VkPipelineViewportStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO);
  auto clip = vk_struct<VkPipelineViewportDepthClipControlCreateInfoEXT>(
      VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_DEPTH_CLIP_CONTROL_CREATE_INFO_EXT);
  clip.negativeOneToOne = VK_TRUE;
  if (c.gl_clip) vp.pNext = &clip;
  vp.viewportCount = 1;
  vp.pViewports = &viewport;
  vp.scissorCount = 1;
  vp.pScissors = &scissor;
  auto rs = vk_struct<VkPipelineRasterizationStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO);
  rs.polygonMode = VK_POLYGON_MODE_FILL;
  rs.cullMode = c.cull;
  auto line = vk_struct<VkPipelineRasterizationLineStateCreateInfoEXT>(
      VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_LINE_STATE_CREATE_INFO_EXT);
  line.lineRasterizationMode = c.line_mode;
  if (c.line_mode != VK_LINE_RASTERIZATION_MODE_DEFAULT_EXT) rs.pNext = &line;
  rs.frontFace = c.front;
  auto provoking = vk_struct<VkPipelineRasterizationProvokingVertexStateCreateInfoEXT>(
      VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_PROVOKING_VERTEX_STATE_CREATE_INFO_EXT);
  provoking.provokingVertexMode = VK_PROVOKING_VERTEX_MODE_LAST_VERTEX_EXT;
  if (c.provoking_last) {
    provoking.pNext = rs.pNext;
    rs.pNext = &provoking;
  }
  rs.lineWidth = c.line_width;
  rs.rasterizerDiscardEnable = c.xfb.discard ? VK_TRUE : VK_FALSE;
  auto ms = vk_struct<VkPipelineMultisampleStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO);
  ms.rasterizationSamples = c.samples;
  VkPipelineColorBlendAttachmentState blend{};
  blend.colorWriteMask = c.write_mask;
  if (c.dual_source) {
    blend.blendEnable = VK_TRUE;
    blend.srcColorBlendFactor = VK_BLEND_FACTOR_SRC1_COLOR;
    blend.dstColorBlendFactor = VK_BLEND_FACTOR_ONE_MINUS_SRC1_COLOR;
    blend.colorBlendOp = VK_BLEND_OP_ADD;
    blend.srcAlphaBlendFactor = VK_BLEND_FACTOR_SRC1_ALPHA;
    blend.dstAlphaBlendFactor = VK_BLEND_FACTOR_ONE_MINUS_SRC1_ALPHA;
    blend.alphaBlendOp = VK_BLEND_OP_ADD;
  }
  if (c.blend) {
    blend.blendEnable = VK_TRUE;
    blend.srcColorBlendFactor = VK_BLEND_FACTOR_SRC_ALPHA;
    blend.dstColorBlendFactor = VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA;
    blend.colorBlendOp = VK_BLEND_OP_ADD;
    blend.srcAlphaBlendFactor = VK_BLEND_FACTOR_ONE;
    blend.dstAlphaBlendFactor = VK_BLEND_FACTOR_ZERO;
    blend.alphaBlendOp = VK_BLEND_OP_ADD;
  }
  auto cb = vk_struct<VkPipelineColorBlendStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO);
  VkPipelineColorBlendAttachmentState blends[4] = {blend, blend, blend, blend};
  // The unused attachment: bound, written by nothing (its write mask 0).
  if (c.mrt == Case::Mrt::unused) blends[1].colorWriteMask = 0;
  cb.attachmentCount = static_cast<uint32_t>(slots.size());
  cb.pAttachments = blends;
  cb.logicOpEnable = c.logic_op != VK_LOGIC_OP_COPY;
  cb.logicOp = c.logic_op;
  auto plci = vk_struct<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  if (set_layout) {
    plci.setLayoutCount = 1;
    plci.pSetLayouts = &set_layout;
  }
  VkPipelineLayout pipeline_layout;
  check(vkCreatePipelineLayout(device_, &plci, nullptr, &pipeline_layout),
        "vkCreatePipelineLayout");
  auto rendering =
      vk_struct<VkPipelineRenderingCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO);
  const VkFormat depth_format = c.stencil ? VK_FORMAT_D32_SFLOAT_S8_UINT : VK_FORMAT_D32_SFLOAT;
  if (c.depth || c.stencil) rendering.depthAttachmentFormat = depth_format;
  if (c.stencil) rendering.stencilAttachmentFormat = depth_format;
  auto dss = vk_struct<VkPipelineDepthStencilStateCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO);
  dss.depthTestEnable = VK_TRUE;
  dss.depthWriteEnable = VK_TRUE;
  dss.depthCompareOp = VK_COMPARE_OP_LESS;
  // Front faces: pass where (stencil & 7) != 4 and increment, zero where the
  // depth test fails; back faces: always pass and invert.
  dss.stencilTestEnable = c.stencil;
  dss.front = {VK_STENCIL_OP_KEEP,
               VK_STENCIL_OP_INCREMENT_AND_CLAMP,
               VK_STENCIL_OP_ZERO,
               VK_COMPARE_OP_NOT_EQUAL,
               7,
               0xff,
               4};
  dss.back = {VK_STENCIL_OP_KEEP,
              VK_STENCIL_OP_INVERT,
              VK_STENCIL_OP_KEEP,
              VK_COMPARE_OP_ALWAYS,
              0xff,
              0xff,
              0};
  if (c.stencil_export)
    dss.front = dss.back = {VK_STENCIL_OP_KEEP,
                            VK_STENCIL_OP_REPLACE,
                            VK_STENCIL_OP_KEEP,
                            VK_COMPARE_OP_GREATER,
                            0xff,
                            0xff,
                            0};
  std::vector<VkFormat> formats;
  for (int t : slots) formats.push_back(t < 0 ? VK_FORMAT_UNDEFINED : format);
  rendering.colorAttachmentCount = static_cast<uint32_t>(formats.size());
  rendering.pColorAttachmentFormats = formats.data();
  auto gpci =
      vk_struct<VkGraphicsPipelineCreateInfo>(VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO);
  gpci.pNext = &rendering;
  gpci.stageCount = stage_count;
  gpci.pStages = stages;
  gpci.pVertexInputState = &vin;
  gpci.pInputAssemblyState = &ia;
  gpci.pViewportState = &vp;
  gpci.pRasterizationState = &rs;
  gpci.pMultisampleState = &ms;
  gpci.pColorBlendState = &cb;
  if (c.depth || c.stencil) gpci.pDepthStencilState = &dss;
  gpci.layout = pipeline_layout;
  VkPipeline pipeline;
  check(vkCreateGraphicsPipelines(device_, VK_NULL_HANDLE, 1, &gpci, nullptr, &pipeline),
        "vkCreateGraphicsPipelines");
  // Xfb::Flow::byte_count's second draw: attr_color.vert reading buffer 0's
  // captured vertices, the position at 0 and the colour at 16 of each 48 bytes.
  VkShaderModule replay_vs = VK_NULL_HANDLE;
  VkPipeline replay = VK_NULL_HANDLE;
  if (c.xfb.flow == Xfb::Flow::byte_count) {
    replay_vs = shader(attr_color_vert_spv);
    stages[0].module = replay_vs;
    const VkVertexInputBindingDescription captured{0, 48, VK_VERTEX_INPUT_RATE_VERTEX};
    const VkVertexInputAttributeDescription fields[2] = {{0, 0, VK_FORMAT_R32G32B32A32_SFLOAT, 0},
                                                         {1, 0, VK_FORMAT_R32G32B32A32_SFLOAT, 16}};
    auto replay_vin = vin;
    replay_vin.pNext = nullptr;
    replay_vin.vertexBindingDescriptionCount = 1;
    replay_vin.pVertexBindingDescriptions = &captured;
    replay_vin.vertexAttributeDescriptionCount = 2;
    replay_vin.pVertexAttributeDescriptions = fields;
    auto replay_rs = rs;
    replay_rs.rasterizerDiscardEnable = VK_FALSE;
    auto replay_ci = gpci;
    replay_ci.pVertexInputState = &replay_vin;
    replay_ci.pRasterizationState = &replay_rs;
    check(vkCreateGraphicsPipelines(device_, VK_NULL_HANDLE, 1, &replay_ci, nullptr, &replay),
          "vkCreateGraphicsPipelines");
    stages[0].module = vs;
  }

  auto pci = vk_struct<VkCommandPoolCreateInfo>(VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  pci.queueFamilyIndex = family_;
  VkCommandPool pool;
  check(vkCreateCommandPool(device_, &pci, nullptr, &pool), "vkCreateCommandPool");
  auto cbai =
      vk_struct<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  cbai.commandPool = pool;
  cbai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cbai.commandBufferCount = 1;
  VkCommandBuffer cmd;
  check(vkAllocateCommandBuffers(device_, &cbai, &cmd), "vkAllocateCommandBuffers");
  auto begin = vk_struct<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  check(vkBeginCommandBuffer(cmd, &begin), "vkBeginCommandBuffer");
  if (c.compute_stats) record_compute_stats(cmd, queries);
  // The texture's levels copied in one by one, then made readable by the
  // pixel program.
  if (tex_image) {
    layout_barrier(cmd, tex_image, 0, VK_ACCESS_TRANSFER_WRITE_BIT, VK_IMAGE_LAYOUT_UNDEFINED,
                   VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                   VK_PIPELINE_STAGE_TRANSFER_BIT, tex_range);
    for (const VkBufferImageCopy& level : tex_copies)
      vkCmdCopyBufferToImage(cmd, tex_data.buffer, tex_image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                             1, &level);
    layout_barrier(cmd, tex_image, VK_ACCESS_TRANSFER_WRITE_BIT, VK_ACCESS_SHADER_READ_BIT,
                   VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
                   VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_FRAGMENT_SHADER_BIT,
                   tex_range);
  }
  for (Target& t : targets) {
    if (c.optimal) {
      layout_barrier(cmd, t.image, 0, VK_ACCESS_TRANSFER_WRITE_BIT, VK_IMAGE_LAYOUT_UNDEFINED,
                     VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                     VK_PIPELINE_STAGE_TRANSFER_BIT);
      vkCmdCopyBufferToImage(cmd, t.staging.buffer, t.image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                             1, &whole);
      layout_barrier(cmd, t.image, VK_ACCESS_TRANSFER_WRITE_BIT,
                     VK_ACCESS_COLOR_ATTACHMENT_READ_BIT | VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                     VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                     VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
    } else {
      layout_barrier(cmd, t.image, VK_ACCESS_HOST_WRITE_BIT,
                     VK_ACCESS_COLOR_ATTACHMENT_READ_BIT | VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                     VK_IMAGE_LAYOUT_PREINITIALIZED, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                     VK_PIPELINE_STAGE_HOST_BIT, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
    }
  }
  // The multisampled image the draws go into, where the case has one.
  VkImage ms_image = VK_NULL_HANDLE;
  VkDeviceMemory ms_memory = VK_NULL_HANDLE;
  VkImageView ms_view = VK_NULL_HANDLE;
  if (c.samples != VK_SAMPLE_COUNT_1_BIT) {
    auto mci = ici;
    mci.samples = c.samples;
    mci.tiling = VK_IMAGE_TILING_OPTIMAL;
    mci.usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
    mci.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    VkImageFormatProperties ifp;
    if (vkGetPhysicalDeviceImageFormatProperties(physical_, mci.format, mci.imageType, mci.tiling,
                                                 mci.usage, 0, &ifp) != VK_SUCCESS ||
        (ifp.sampleCounts & c.samples) == 0)
      throw Unsupported(std::string("case ") + c.name + " needs " + std::to_string(c.samples) +
                        " samples, which the device lacks");
    check(vkCreateImage(device_, &mci, nullptr, &ms_image), "vkCreateImage");
    ms_memory = bind_image_memory(ms_image, 0);
    auto mvci = vci;
    mvci.image = ms_image;
    check(vkCreateImageView(device_, &mvci, nullptr, &ms_view), "vkCreateImageView");
    layout_barrier(cmd, ms_image, 0,
                   VK_ACCESS_COLOR_ATTACHMENT_READ_BIT | VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                   VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                   VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                   VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
  }
  std::vector<VkRenderingAttachmentInfo> attachments;
  for (int t : slots) {
    auto attachment =
        vk_struct<VkRenderingAttachmentInfo>(VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO);
    if (t >= 0) {
      attachment.imageView = targets[static_cast<size_t>(t)].view;
      attachment.imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
      attachment.loadOp = c.clear ? VK_ATTACHMENT_LOAD_OP_CLEAR : VK_ATTACHMENT_LOAD_OP_LOAD;
      attachment.clearValue.color = {{0.25f, 0.5f, 0.75f, 1.0f}};
      if (c.target_format == VK_FORMAT_R8G8B8A8_UINT) {
        const uint32_t clear[4] = {7, 77, 177, 250};
        std::memcpy(attachment.clearValue.color.uint32, clear, sizeof clear);
      }
      attachment.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
      if (ms_view) {
        attachment.imageView = ms_view;
        attachment.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR;
        if (!c.resolve_command && !c.no_resolve) {
          attachment.resolveMode = VK_RESOLVE_MODE_AVERAGE_BIT;
          attachment.resolveImageView = targets[static_cast<size_t>(t)].view;
          attachment.resolveImageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
        }
      }
    }
    attachments.push_back(attachment);
  }
  auto ri = vk_struct<VkRenderingInfo>(VK_STRUCTURE_TYPE_RENDERING_INFO);
  ri.renderArea = area;
  ri.layerCount = 1;
  ri.colorAttachmentCount = static_cast<uint32_t>(attachments.size());
  ri.pColorAttachments = attachments.data();
  auto depth_attachment =
      vk_struct<VkRenderingAttachmentInfo>(VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO);
  VkImage depth_image = VK_NULL_HANDLE;
  VkDeviceMemory depth_memory = VK_NULL_HANDLE;
  VkImageView depth_view = VK_NULL_HANDLE;
  if (c.depth || c.stencil) {
    const VkImageAspectFlags aspects =
        VK_IMAGE_ASPECT_DEPTH_BIT | (c.stencil ? VK_IMAGE_ASPECT_STENCIL_BIT : 0);
    const VkImageLayout layout = c.stencil ? VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL
                                           : VK_IMAGE_LAYOUT_DEPTH_ATTACHMENT_OPTIMAL;
    auto dci = ici;
    dci.format = depth_format;
    dci.tiling = VK_IMAGE_TILING_OPTIMAL;
    dci.usage = VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT;
    dci.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    check(vkCreateImage(device_, &dci, nullptr, &depth_image), "vkCreateImage");
    depth_memory = bind_image_memory(depth_image, 0);
    auto dvci = vci;
    dvci.image = depth_image;
    dvci.format = depth_format;
    dvci.subresourceRange = {aspects, 0, 1, 0, 1};
    check(vkCreateImageView(device_, &dvci, nullptr, &depth_view), "vkCreateImageView");
    depth_attachment.imageView = depth_view;
    depth_attachment.imageLayout = layout;
    depth_attachment.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR;
    depth_attachment.storeOp = VK_ATTACHMENT_STORE_OP_DONT_CARE;
    depth_attachment.clearValue.depthStencil = {1.0f, 1};
    ri.pDepthAttachment = &depth_attachment;
    if (c.stencil) ri.pStencilAttachment = &depth_attachment;
    auto b = vk_struct<VkImageMemoryBarrier>(VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER);
    b.dstAccessMask =
        VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_READ_BIT | VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT;
    b.oldLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    b.newLayout = layout;
    b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    b.image = depth_image;
    b.subresourceRange = {aspects, 0, 1, 0, 1};
    vkCmdPipelineBarrier(
        cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
        VK_PIPELINE_STAGE_EARLY_FRAGMENT_TESTS_BIT | VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT, 0,
        0, nullptr, 0, nullptr, 1, &b);
  }
  auto fci = vk_struct<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  VkFence fence;
  check(vkCreateFence(device_, &fci, nullptr, &fence), "vkCreateFence");
  auto si = vk_struct<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  si.commandBufferCount = 1;
  si.pCommandBuffers = &cmd;
  // The queries run around the render pass instances (they may be several).
  for (VkQueryPool q : {xfb.stream, xfb.generated})
    if (q) {
      vkCmdResetQueryPool(cmd, q, 0, 1);
      if (q == xfb.stream && c.xfb.query_stream != 0)
        begin_query_indexed_(cmd, q, 0, 0, c.xfb.query_stream);
      else
        vkCmdBeginQuery(cmd, q, 0, 0);
    }
  if (queries.occlusion) vkCmdResetQueryPool(cmd, queries.occlusion, 0, c.occlusion_queries());
  vkCmdBeginRendering(cmd, &ri);
  auto bind = [&] {
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline);
    if (set)
      vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline_layout, 0, 1, &set, 0,
                              nullptr);
    if (!c.vertices.empty()) {
      VkDeviceSize zero = 0;
      vkCmdBindVertexBuffers(cmd, 0, 1, &vertices.buffer, &zero);
    }
    if (c.divisor != 0) {
      VkDeviceSize zero = 0;
      vkCmdBindVertexBuffers(cmd, 1, 1, &per_instance.buffer, &zero);
    }
    if (!c.indices.empty()) vkCmdBindIndexBuffer(cmd, indices.buffer, 0, VK_INDEX_TYPE_UINT16);
  };
  bind();
  // Case::cp_rows_at: a row of the first and of the last target written by
  // the command processor through the buffers over their memory.
  std::vector<uint8_t> row_bytes(size_t{c.width} * tb);
  for (size_t i = 0; i < row_bytes.size(); ++i) row_bytes[i] = static_cast<uint8_t>(0x30 + i * 5);
  HostBuffer row_source;
  if (c.cp_rows_at != 0)
    row_source = buffer(row_bytes.data(), row_bytes.size(), VK_BUFFER_USAGE_TRANSFER_SRC_BIT);
  auto write_rows = [&] {
    auto mb = vk_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
    mb.srcAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT,
                         VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, nullptr, 0, nullptr);
    const Target &first = targets.front(), &last = targets.back();
    vkCmdUpdateBuffer(cmd, first.alias, first.layout.offset + 3 * first.layout.rowPitch,
                      row_bytes.size(), row_bytes.data());
    const VkBufferCopy region{0, last.layout.offset + 5 * last.layout.rowPitch, row_bytes.size()};
    vkCmdCopyBuffer(cmd, row_source.buffer, last.alias, 1, &region);
    mb.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_COLOR_ATTACHMENT_READ_BIT | VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT;
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT,
                         VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, 0, 1, &mb, 0, nullptr, 0,
                         nullptr);
  };
  if (c.clear_rect.extent.width != 0) {
    VkClearAttachment ca{VK_IMAGE_ASPECT_COLOR_BIT, 0, {}};
    ca.clearValue.color = {{0.125f, 0.25f, 0.5f, 1.0f}};
    if (c.target_format == VK_FORMAT_R8G8B8A8_UINT) {
      const uint32_t clear[4] = {9, 99, 199, 255};
      std::memcpy(ca.clearValue.color.uint32, clear, sizeof clear);
    }
    VkClearRect rect{c.clear_rect, 0, 1};
    vkCmdClearAttachments(cmd, 1, &ca, 1, &rect);
  }
  // Another render pass instance, after the transform feedback writes (the
  // buffers and counters) are made visible to what reads them next.
  auto next_pass = [&](bool submit) {
    vkCmdEndRendering(cmd);
    auto mb = vk_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
    mb.srcAccessMask = VK_ACCESS_TRANSFORM_FEEDBACK_WRITE_BIT_EXT |
                       VK_ACCESS_TRANSFORM_FEEDBACK_COUNTER_WRITE_BIT_EXT;
    mb.dstAccessMask = VK_ACCESS_TRANSFORM_FEEDBACK_COUNTER_READ_BIT_EXT |
                       VK_ACCESS_INDIRECT_COMMAND_READ_BIT | VK_ACCESS_VERTEX_ATTRIBUTE_READ_BIT;
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFORM_FEEDBACK_BIT_EXT,
                         VK_PIPELINE_STAGE_TRANSFORM_FEEDBACK_BIT_EXT |
                             VK_PIPELINE_STAGE_DRAW_INDIRECT_BIT |
                             VK_PIPELINE_STAGE_VERTEX_INPUT_BIT,
                         0, 1, &mb, 0, nullptr, 0, nullptr);
    if (submit) {
      check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
      check(vkQueueSubmit(queue_, 1, &si, fence), "vkQueueSubmit");
      check(vkWaitForFences(device_, 1, &fence, VK_TRUE, 600ull * 1000 * 1000 * 1000),
            "vkWaitForFences");
      check(vkResetFences(device_, 1, &fence), "vkResetFences");
      check(vkResetCommandPool(device_, pool, 0), "vkResetCommandPool");
      check(vkBeginCommandBuffer(cmd, &begin), "vkBeginCommandBuffer");
    }
    for (VkRenderingAttachmentInfo& a : attachments) a.loadOp = VK_ATTACHMENT_LOAD_OP_LOAD;
    vkCmdBeginRendering(cmd, &ri);
  };
  if (c.xfb.on()) record_xfb(cmd, c, xfb, bind, next_pass, replay);
  if (!c.draws.empty()) record_draws(cmd, c, queries);
  for (uint32_t r = 0; r < repeat && !c.xfb.on() && c.draws.empty(); ++r) {
    const uint32_t stride = sizeof(args[0]);
    if (c.indirect && c.count_in_buffer && c.indices.empty())
      vkCmdDrawIndirectCount(cmd, indirect.buffer, 0, counter.buffer, 0, draw_count, stride);
    else if (c.indirect && c.count_in_buffer)
      vkCmdDrawIndexedIndirectCount(cmd, indirect.buffer, 0, counter.buffer, 0, draw_count, stride);
    else if (c.indirect && c.indices.empty())
      vkCmdDrawIndirect(cmd, indirect.buffer, 0, draw_count, stride);
    else if (c.indirect)
      vkCmdDrawIndexedIndirect(cmd, indirect.buffer, 0, draw_count, stride);
    else if (c.submissions > 1) {
      // Each part in a command buffer of its own, submitted and waited for;
      // the next loads the targets after a barrier on their writes.
      const uint32_t part = c.count / c.submissions;
      for (uint32_t s = 0; s < c.submissions; ++s) {
        if (s > 0) {
          vkCmdEndRendering(cmd);
          check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
          check(vkQueueSubmit(queue_, 1, &si, fence), "vkQueueSubmit");
          check(vkWaitForFences(device_, 1, &fence, VK_TRUE, 600ull * 1000 * 1000 * 1000),
                "vkWaitForFences");
          check(vkResetFences(device_, 1, &fence), "vkResetFences");
          check(vkResetCommandPool(device_, pool, 0), "vkResetCommandPool");
          check(vkBeginCommandBuffer(cmd, &begin), "vkBeginCommandBuffer");
          auto mb = vk_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
          mb.srcAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT;
          mb.dstAccessMask =
              VK_ACCESS_COLOR_ATTACHMENT_READ_BIT | VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT;
          vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT,
                               VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, 0, 1, &mb, 0, nullptr,
                               0, nullptr);
          if (s == c.cp_rows_at) write_rows();
          for (VkRenderingAttachmentInfo& a : attachments) a.loadOp = VK_ATTACHMENT_LOAD_OP_LOAD;
          vkCmdBeginRendering(cmd, &ri);
          bind();
        }
        vkCmdDraw(cmd, part, c.instances, c.first_vertex + s * part, c.first_instance);
      }
    } else if (c.indices.empty())
      vkCmdDraw(cmd, c.count, c.instances, c.first_vertex, c.first_instance);
    else
      vkCmdDrawIndexed(cmd, c.count, c.instances, c.first_index, c.vertex_offset, c.first_instance);
  }
  vkCmdEndRendering(cmd);
  for (VkQueryPool q : {xfb.stream, xfb.generated})
    if (q) {
      if (q == xfb.stream && c.xfb.query_stream != 0)
        end_query_indexed_(cmd, q, 0, c.xfb.query_stream);
      else
        vkCmdEndQuery(cmd, q, 0);
    }
  if (c.xfb.copy_query)
    vkCmdCopyQueryPoolResults(cmd, xfb.stream, 0, 1, xfb.copied.buffer, 0, 16,
                              VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT);
  if (c.xfb.on()) {
    auto mb = vk_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
    mb.srcAccessMask = VK_ACCESS_TRANSFORM_FEEDBACK_WRITE_BIT_EXT |
                       VK_ACCESS_TRANSFORM_FEEDBACK_COUNTER_WRITE_BIT_EXT |
                       VK_ACCESS_TRANSFER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(
        cmd, VK_PIPELINE_STAGE_TRANSFORM_FEEDBACK_BIT_EXT | VK_PIPELINE_STAGE_TRANSFER_BIT,
        VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, nullptr, 0, nullptr);
  }
  if (ms_image && c.resolve_command) {
    Target& t = targets[0];
    layout_barrier(cmd, ms_image, VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT, VK_ACCESS_TRANSFER_READ_BIT,
                   VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                   VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT);
    layout_barrier(cmd, t.image, VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT, VK_ACCESS_TRANSFER_WRITE_BIT,
                   VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL,
                   VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT);
    VkImageResolve region{};
    region.srcSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
    region.dstSubresource = region.srcSubresource;
    region.extent = {c.width, c.height, 1};
    vkCmdResolveImage(cmd, ms_image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, t.image,
                      VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region);
    layout_barrier(cmd, t.image, VK_ACCESS_TRANSFER_WRITE_BIT,
                   VK_ACCESS_COLOR_ATTACHMENT_READ_BIT | VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                   VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                   VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT);
  }
  for (Target& t : targets) {
    if (c.optimal) {
      layout_barrier(cmd, t.image, VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT,
                     VK_ACCESS_TRANSFER_READ_BIT, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                     VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                     VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT);
      vkCmdCopyImageToBuffer(cmd, t.image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, t.staging.buffer,
                             1, &whole);
    } else {
      layout_barrier(cmd, t.image, VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT, VK_ACCESS_HOST_READ_BIT,
                     VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL, VK_IMAGE_LAYOUT_GENERAL,
                     VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT, VK_PIPELINE_STAGE_HOST_BIT);
    }
  }
  if (c.optimal) {
    auto mb = vk_struct<VkMemoryBarrier>(VK_STRUCTURE_TYPE_MEMORY_BARRIER);
    mb.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb,
                         0, nullptr, 0, nullptr);
  }
  check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
  check(vkQueueSubmit(queue_, 1, &si, fence), "vkQueueSubmit");
  check(vkWaitForFences(device_, 1, &fence, VK_TRUE, 600ull * 1000 * 1000 * 1000),
        "vkWaitForFences");

  std::vector<uint8_t> out;
  out.reserve(size_t{c.width} * c.height * tb * targets.size());
  for (Target& t : targets) {
    if (c.no_resolve) break;  // nothing drew into it
    if (c.optimal) {
      void* p;
      check(vkMapMemory(device_, t.staging.memory, 0, VK_WHOLE_SIZE, 0, &p), "vkMapMemory");
      const uint8_t* b = static_cast<const uint8_t*>(p);
      out.insert(out.end(), b, b + size_t{c.width} * c.height * tb);
      vkUnmapMemory(device_, t.staging.memory);
    } else {
      for (uint32_t y = 0; y < c.height; ++y) {
        const uint8_t* row = t.pixels + t.layout.offset + y * t.layout.rowPitch;
        out.insert(out.end(), row, row + c.width * tb);
      }
    }
  }
  read_xfb(c.xfb, xfb, &out);
  read_queries(c, queries, &out);
  vkDestroyFence(device_, fence, nullptr);
  vkDestroyCommandPool(device_, pool, nullptr);
  vkDestroyPipeline(device_, pipeline, nullptr);
  if (replay) vkDestroyPipeline(device_, replay, nullptr);
  if (replay_vs) vkDestroyShaderModule(device_, replay_vs, nullptr);
  free_xfb(xfb);
  free_queries(queries);
  vkDestroyPipelineLayout(device_, pipeline_layout, nullptr);
  vkDestroyShaderModule(device_, vs, nullptr);
  vkDestroyShaderModule(device_, fs, nullptr);
  if (gs) vkDestroyShaderModule(device_, gs, nullptr);
  free(vertices);
  free(indices);
  free(indirect);
  free(counter);
  free(per_instance);
  if (depth_view) vkDestroyImageView(device_, depth_view, nullptr);
  if (depth_image) vkDestroyImage(device_, depth_image, nullptr);
  if (ms_view) vkDestroyImageView(device_, ms_view, nullptr);
  if (ms_image) vkDestroyImage(device_, ms_image, nullptr);
  if (ms_memory) vkFreeMemory(device_, ms_memory, nullptr);
  if (depth_memory) vkFreeMemory(device_, depth_memory, nullptr);
  if (tex_image) {
    vkDestroyDescriptorPool(device_, descriptor_pool, nullptr);
    vkDestroyDescriptorSetLayout(device_, set_layout, nullptr);
    vkDestroySampler(device_, sampler, nullptr);
    vkDestroyImageView(device_, tex_view, nullptr);
    vkDestroyImage(device_, tex_image, nullptr);
    vkFreeMemory(device_, tex_memory, nullptr);
    free(tex_data);
  }
  for (Target& t : targets) {
    vkDestroyImageView(device_, t.view, nullptr);
    if (t.pixels) vkUnmapMemory(device_, t.memory);
    free(t.staging);
    vkDestroyImage(device_, t.image, nullptr);
    vkFreeMemory(device_, t.memory, nullptr);
  }
  return out;
}

std::vector<uint8_t> read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) throw Failure("cannot read " + path);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

// Compares the parts of two outputs after the targets (Case::extras), from
// `start` on, exactly, 32-bit words at a time: prints each part's first
// differing words (their byte offsets in the part, A's and B's values) and how
// many differ. Returns how many words differ in all.
size_t compare_extras(const Case& c, const std::vector<uint8_t>& x, const std::vector<uint8_t>& y,
                      size_t start) {
  size_t all = 0, at = start;
  for (const auto& [name, bytes] : c.extras()) {
    size_t differ = 0;
    for (size_t i = 0; i < bytes; i += 4) {
      uint32_t u, v;
      std::memcpy(&u, &x[at + i], 4);
      std::memcpy(&v, &y[at + i], 4);
      if (u == v) continue;
      if (differ++ < 8) std::printf("%s: byte %zu: %08x in A, %08x in B\n", name.c_str(), i, u, v);
    }
    if (differ != 0) std::printf("%s: %zu of %zu words differ\n", name.c_str(), differ, bytes / 4);
    all += differ;
    at += bytes;
  }
  return all;
}

int usage() {
  std::fprintf(
      stderr,
      "usage: rdnavk-gtwin --case NAME --device SUBSTR [--out FILE] [--repeat N] [--optimal]\n"
      "       rdnavk-gtwin --case NAME --compare FILE_A FILE_B [--tolerance N]\n"
      "       rdnavk-gtwin --list [-v]\n"
      "  --case NAME     the case to draw (--list names them)\n"
      "  --device SUBSTR the first Vulkan device whose name contains SUBSTR, any case\n"
      "  --out FILE      write the target's pixels (RGBA8, rows top first) to FILE,\n"
      "                  then a transform feedback case's buffers, counters and\n"
      "                  query results, an occlusion query case's results, a\n"
      "                  compute case's query result and storage buffer\n"
      "  --repeat N      draw N times into the same target, for benchmarks\n"
      "  --optimal       draw into optimally tiled targets read back through buffers,\n"
      "                  whatever the case's own tiling (for hosts whose linear\n"
      "                  targets cannot share a pass with a depth attachment)\n"
      "  --compare A B   compare two --out files of NAME: the first differing pixel\n"
      "                  and the count of differing pixels\n"
      "  --tolerance N   with --compare: channels within N of each other are equal, in\n"
      "                  8-bit steps or a float target's units in the last place\n"
      "                  (the pixels that differ within it are counted on stdout)\n"
      "exit: 0 done (silent), 1 Vulkan or setup failure, 2 bad usage, 3 files differ,\n"
      "      4 the device lacks an optional extension the case needs\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string name, device, out, a, b;
  uint32_t repeat = 1;
  int tolerance = 0;
  bool list = false, verbose = false, compare = false, optimal = false;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& s = args[i];
    auto value = [&](std::string* v) {
      if (i + 1 >= args.size()) return false;
      *v = args[++i];
      return true;
    };
    std::string n;
    if (s == "--case" && value(&name)) continue;
    if (s == "--device" && value(&device)) continue;
    if (s == "--out" && value(&out)) continue;
    if (s == "--repeat" && value(&n)) {
      char* end = nullptr;
      unsigned long r = std::strtoul(n.c_str(), &end, 10);
      if (*end != '\0' || r == 0 || r > 1000000) return usage();
      repeat = static_cast<uint32_t>(r);
      continue;
    }
    if (s == "--tolerance" && value(&n)) {
      char* end = nullptr;
      unsigned long t = std::strtoul(n.c_str(), &end, 10);
      if (*end != '\0' || t > 1000000) return usage();
      tolerance = static_cast<int>(t);
      continue;
    }
    if (s == "--compare" && value(&a) && value(&b)) {
      compare = true;
      continue;
    }
    if (s == "--list") {
      list = true;
      continue;
    }
    if (s == "-v") {
      verbose = true;
      continue;
    }
    if (s == "--optimal") {
      optimal = true;
      continue;
    }
    return usage();
  }
  if (list) {
    for (const Case& c : cases())
      std::printf(verbose ? "%-20s %s\n" : "%s\n", c.name, verbose ? c.summary : "");
    return 0;
  }
  const Case* c = find_case(name);
  if (c == nullptr) {
    std::fprintf(stderr, "rdnavk-gtwin: no case '%s' (--list names them)\n", name.c_str());
    return 2;
  }
  try {
    if (compare) {
      std::vector<uint8_t> x = read_file(a), y = read_file(b);
      const size_t tb = c->texel_bytes();
      const size_t bytes = c->no_resolve ? 0 : size_t{c->width} * c->height * tb * c->targets();
      const size_t total = bytes + c->extra_bytes();
      if (x.size() != total || y.size() != total) {
        std::printf("sizes: %zu and %zu bytes, %zu expected\n", x.size(), y.size(), total);
        return 3;
      }
      const size_t extras_differ = compare_extras(*c, x, y, bytes);
      x.resize(bytes + 4);  // the first difference prints 4 bytes, whatever the texel's size
      y.resize(bytes + 4);
      // The tolerance: 8-bit steps, or a float target's units in the last place.
      auto channel = [&](const std::vector<uint8_t>& v, size_t p, size_t ch) -> int64_t {
        if (!c->float_target) return v[p + ch];
        int32_t bits;
        std::memcpy(&bits, &v[p + ch * 4], 4);
        return bits < 0 ? int64_t{INT32_MIN} - bits : bits;  // ordered as the floats are
      };
      size_t differ = 0, within = 0, first = bytes;
      for (size_t p = 0; p < bytes; p += tb) {
        if (std::memcmp(&x[p], &y[p], tb) == 0) continue;
        if (c->target_format != VK_FORMAT_UNDEFINED) {
          if (differ++ == 0) first = p;
          continue;
        }
        int64_t most = 0;
        for (size_t ch = 0; ch < 4; ++ch)
          most = std::max<int64_t>(most, std::llabs(channel(x, p, ch) - channel(y, p, ch)));
        if (most <= tolerance) {
          ++within;
          continue;
        }
        if (differ++ == 0) first = p;
      }
      if (within != 0)
        std::printf("%zu of %zu pixels differ within the tolerance of %d\n", within, bytes / tb,
                    tolerance);
      if (differ == 0) return extras_differ == 0 ? 0 : 3;
      size_t px = first / tb;
      std::printf(
          "pixels: first difference at (%zu, %zu) of target %zu: %02x%02x%02x%02x in A, "
          "%02x%02x%02x%02x in B; %zu of %zu pixels differ\n",
          px % c->width, px / c->width % c->height, px / (size_t{c->width} * c->height), x[first],
          x[first + 1], x[first + 2], x[first + 3], y[first], y[first + 1], y[first + 2],
          y[first + 3], differ, bytes / tb);
      return 3;
    }
    if (device.empty()) return usage();
    Gpu gpu(device, *c);
    Case drawn = *c;
    // A case whose command processor writes rows through buffers over its
    // targets draws into linear ones whatever --optimal says.
    drawn.optimal = drawn.optimal || (optimal && drawn.cp_rows_at == 0);
    std::vector<uint8_t> pixels = gpu.draw(drawn, repeat);
    if (!out.empty()) {
      std::ofstream f(out, std::ios::binary);
      f.write(reinterpret_cast<const char*>(pixels.data()),
              static_cast<std::streamsize>(pixels.size()));
      if (!f) throw Failure("cannot write " + out);
    }
    return 0;
  } catch (const Unsupported& e) {
    std::fprintf(stderr, "rdnavk-gtwin: %s\n", e.what());
    return 4;
  } catch (const Failure& e) {
    std::fprintf(stderr, "rdnavk-gtwin: %s\n", e.what());
    return 1;
  }
}
