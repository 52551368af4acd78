#include "pm4/packet.h"

namespace rdnavk::pm4 {

const char* opcode_name(uint8_t opcode) {
  switch (opcode) {
#define PKT3(name, value) \
  case value:             \
    return #name;
#include "pm4/opcodes.def"
#undef PKT3
    default:
      return nullptr;
  }
}

Header decode_header(uint32_t dw) {
  Header h;
  h.type = static_cast<uint8_t>(dw >> 30);
  switch (h.type) {
    case 0:
      h.reg = static_cast<uint16_t>(dw & 0xffff);
      h.count = (dw >> 16) & 0x3fff;
      break;
    case 3:
      h.predicate = dw & 1;
      h.shader_type = (dw >> 1) & 1;
      h.opcode = static_cast<uint8_t>((dw >> 8) & 0xff);
      h.count = (dw >> 16) & 0x3fff;
      break;
    default:
      break;
  }
  return h;
}

CutStatus cut_packet(std::span<const uint32_t> stream, uint32_t offset_dw, Packet* out) {
  if (offset_dw >= stream.size()) return CutStatus::kEnd;
  Header h = decode_header(stream[offset_dw]);
  if (h.type == 1) return CutStatus::kBadType;
  out->header = h;
  out->offset_dw = offset_dw;
  if (h.type == 2 || h.is_header_only_nop()) {
    out->body = {};
    return CutStatus::kOk;
  }
  uint64_t body_len = uint64_t{h.count} + 1;
  if (offset_dw + 1 + body_len > stream.size()) return CutStatus::kTruncated;
  out->body = stream.subspan(offset_dw + 1, static_cast<size_t>(body_len));
  return CutStatus::kOk;
}

std::optional<IndirectBuffer> decode_indirect_buffer(const Packet& p) {
  if (p.header.type != 3 || p.body.size() < 3) return std::nullopt;
  IndirectBuffer ib;
  // The address is dword aligned: the low two bits of the first body dword are
  // not address bits.
  ib.va = ((uint64_t{p.body[1]} & 0xffff) << 32) | (p.body[0] & ~3u);
  ib.size_dw = p.body[2] & 0xfffff;
  ib.chain = (p.body[2] >> 20) & 1;
  return ib;
}

}  // namespace rdnavk::pm4
