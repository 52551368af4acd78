// PM4 packet headers: the first dword of every packet the command processor reads.
#pragma once

#include <cstdint>
#include <optional>
#include <span>

namespace rdnavk::pm4 {

enum class Opcode : uint8_t {
#define PKT3(name, value) k##name = value,
#include "pm4/opcodes.def"
#undef PKT3
};

// The opcode's name as sid.h spells it (without PKT3_), or nullptr when the table
// has none.
const char* opcode_name(uint8_t opcode);

// A decoded header. Type 3 packets carry `count + 1` body dwords after the header
// (PKT3_COUNT is the body length minus one); type 0 writes `count + 1` consecutive
// registers from `reg`; type 2 is a one-dword filler.
struct Header {
  uint8_t type = 0;
  uint8_t opcode = 0;        // type 3
  bool predicate = false;    // type 3 bit 0
  bool shader_type = false;  // type 3 bit 1: compute state (SET_SH_REG on the compute pipe)
  uint16_t reg = 0;          // type 0 base register (dword offset)
  uint32_t count = 0;        // body dwords minus one (types 0 and 3)
  // A type-3 NOP whose count is 0x3FFF is a header alone: the one-dword filler the
  // drivers pad IBs with (sid.h PKT3_NOP_PAD, "header-only version").
  bool is_header_only_nop() const { return type == 3 && opcode == 0x10 && count == 0x3fff; }
  // Total dwords of the packet, header included.
  uint32_t total_dwords() const { return type == 2 || is_header_only_nop() ? 1 : count + 2; }
};

// Inline: the command processor decodes every header of every IB.
inline Header decode_header(uint32_t dw) {
  Header h;
  h.type = static_cast<uint8_t>(dw >> 30);
  if (h.type == 3) {
    h.predicate = dw & 1;
    h.shader_type = (dw >> 1) & 1;
    h.opcode = static_cast<uint8_t>((dw >> 8) & 0xff);
    h.count = (dw >> 16) & 0x3fff;
  } else if (h.type == 0) {
    h.reg = static_cast<uint16_t>(dw & 0xffff);
    h.count = (dw >> 16) & 0x3fff;
  }
  return h;
}

// One packet cut from a stream: its header and its body as it lies in the buffer.
struct Packet {
  Header header;
  uint32_t offset_dw = 0;          // position of the header in the stream
  std::span<const uint32_t> body;  // count + 1 dwords (type 0 and 3), empty for type 2
};

enum class CutStatus { kOk, kEnd, kTruncated, kBadType };

// Cuts the packet at `offset_dw` from `stream`. A packet whose body would run past
// the stream is kTruncated; type 1 (reserved) is kBadType. Never reads past
// `stream`.
inline CutStatus cut_packet(std::span<const uint32_t> stream, uint32_t offset_dw, Packet* out) {
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

// INDIRECT_BUFFER's body (sid.h: address lo/hi, then size in dwords with the
// CHAIN bit 20 and VALID bit 23).
struct IndirectBuffer {
  uint64_t va = 0;  // 48-bit
  uint32_t size_dw = 0;
  bool chain = false;
};
std::optional<IndirectBuffer> decode_indirect_buffer(const Packet& p);

}  // namespace rdnavk::pm4
