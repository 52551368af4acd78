// Where an element lies: addrlib's ComputeSurfaceAddrFromCoordLinear,
// Gfx10Lib::ComputeSurfaceAddrFromCoordMicroTiled and MacroTiled (Mesa 25.0.7),
// with the pattern evaluated as columns (decision record 0026).
#include <cstdio>

#include "surf/surface.h"
#include "surf/tiling_plan.h"

namespace rdnavk::surf {
namespace {

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

}  // namespace

// The pipe-bank xor bits a mode has, in 256-byte units: the 16 pipes' 4 bits, then
// after 2 column bits the bank bits the block has room for, at most 4
// (Gfx10Lib::GetBankXorBits with 16 pipes and a 256-byte interleave).
uint32_t pipe_bank_xor_mask(const SurfaceLayout& l) {
  if (!l.mode.pipe_bank_xor) return 0;
  constexpr uint32_t kPipeBits = 4, kColumnBits = 2, kBankBits = 4, kInterleaveLog2 = 8;
  const uint32_t above = kInterleaveLog2 + kPipeBits + kColumnBits;
  const uint32_t banks = l.block_log2 > above ? std::min(l.block_log2 - above, kBankBits) : 0;
  const uint32_t mask =
      ((1u << kPipeBits) - 1) | (((1u << banks) - 1) << (kPipeBits + kColumnBits));
  return mask & ((1u << (l.block_log2 - kInterleaveLog2)) - 1);
}

std::string check_pipe_bank_xor(const SurfaceLayout& l, uint32_t pipe_bank_xor) {
  if ((pipe_bank_xor & ~pipe_bank_xor_mask(l)) != 0) {
    return "surface-pipe-bank-xor-" + hex(pipe_bank_xor) + "-" + l.mode.name;
  }
  return {};
}

std::string check_subresource(const SurfaceLayout& l, uint32_t mip, uint32_t z) {
  if (mip >= l.desc.mip_levels) return "surface-mip-" + std::to_string(mip);
  const MipLevel& m = l.mips[mip];
  const uint32_t depth = l.desc.type == ResourceType::k3d ? m.depth : l.desc.slices;
  if (z >= depth) return "surface-slice-" + std::to_string(z);
  return {};
}

uint64_t subresource_base(const SurfaceLayout& l, uint32_t mip, uint32_t z) {
  // Thin: every slice holds the whole chain. Thick: every block_slices slices do.
  const uint64_t group = l.thick ? z / l.block_slices : z;
  return l.slice_size * l.block_slices * group + l.mips[mip].slice_offset;
}

std::string split_base(const SurfaceLayout& l, uint64_t base_256b, SurfaceBase* out) {
  const uint64_t low_mask = (uint64_t{1} << (l.block_log2 - 8)) - 1;
  const uint64_t low = l.mode.linear ? 0 : base_256b & low_mask;
  const uint32_t xor_mask = pipe_bank_xor_mask(l);
  if ((low & ~uint64_t{xor_mask}) != 0) return "surface-base-misaligned-" + hex(base_256b << 8);
  out->address = (base_256b & ~(l.mode.linear ? 0 : low_mask)) << 8;
  out->pipe_bank_xor = static_cast<uint32_t>(low);
  return {};
}

std::string element_offset(const SurfaceLayout& l, const ElementCoord& c, uint32_t pipe_bank_xor,
                           uint64_t* offset) {
  if (std::string why = check_subresource(l, c.mip, c.z); !why.empty()) return why;
  if (std::string why = check_pipe_bank_xor(l, pipe_bank_xor); !why.empty()) return why;
  const MipLevel& m = l.mips[c.mip];
  if (c.x >= m.width || c.y >= m.height) {
    return "surface-element-" + std::to_string(c.x) + "," + std::to_string(c.y);
  }
  if (c.sample >= l.desc.fragments) return "surface-sample-" + std::to_string(c.sample);
  const uint64_t base = subresource_base(l, c.mip, c.z);
  if (l.mode.linear) {
    *offset = base + (uint64_t{c.y} * m.pitch + c.x) * l.desc.bytes_per_element;
    return {};
  }
  const uint64_t block =
      uint64_t{c.y / l.block_height} * (m.pitch / l.block_width) + c.x / l.block_width;
  // 256-byte blocks take no slice and no xor (Gfx10Lib::ComputeSurfaceAddrFromCoordMicroTiled).
  const bool micro = l.block_log2 == 8;
  const uint32_t in_block =
      l.swizzle.in_block(c.x + m.tail_x, c.y + m.tail_y, micro ? 0 : c.z, c.sample) ^
      (pipe_bank_xor << 8);
  *offset = base + (block << l.block_log2) + in_block;
  return {};
}

std::string subresource_range(const SurfaceLayout& l, uint32_t mip, uint32_t z, ByteRange* out) {
  if (std::string why = check_subresource(l, mip, z); !why.empty()) return why;
  const MipLevel& m = l.mips[mip];
  out->begin = subresource_base(l, mip, z);
  if (l.mode.linear) {
    out->end = out->begin + uint64_t{m.pitch} * m.height * l.desc.bytes_per_element;
  } else {
    const uint64_t blocks =
        m.in_tail ? 1 : uint64_t{m.pitch / l.block_width} * (m.padded_height / l.block_height);
    out->end = out->begin + (blocks << l.block_log2);
  }
  return {};
}

}  // namespace rdnavk::surf
