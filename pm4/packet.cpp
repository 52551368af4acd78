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
