// The command processor's side of legacy streamout (GFX10.3's VGT, decision
// record 0044): STRMOUT_BUFFER_UPDATE, which sets a buffer's offset and stores
// its filled size; the events SO_VGTSTREAMOUT_FLUSH and SAMPLE_STREAMOUTSTATS
// (1-3); and a DRAW_INDEX_AUTO's vertex count under USE_OPAQUE. The offsets
// and counters are QueueState::streamout, which the draws before advance as
// they run: each packet here settles the work sink first. Field layouts:
// Mesa's sid.h (STRMOUT_*) and gfx103.json (CP_STRMOUT_CNTL, VGT_EVENT_TYPE,
// VGT_DRAW_INITIATOR); how the drivers use them: radeonsi's
// si_state_streamout.c and si_query.c, RADV's radv_cmd_buffer.c and
// radv_query.c.
#include <string>

#include "cp/packet_executor.h"
#include "regs/gfx103_types.h"

namespace rdnavk::cp {

namespace {
// STRMOUT_BUFFER_UPDATE's control dword (sid.h STRMOUT_*).
struct StrmoutControl {
  uint32_t raw;
  bool store_buffer_filled_size() const { return raw & 1; }
  uint32_t offset_source() const { return (raw >> 1) & 3; }
  bool bytes() const { return (raw >> 7) & 1; }  // DATA_TYPE 1: the offsets in memory are bytes
  uint32_t buffer_select() const { return (raw >> 8) & 3; }
};
constexpr uint32_t kOffsetFromPacket = 0;
constexpr uint32_t kOffsetFromVgtFilledSize = 1;
constexpr uint32_t kOffsetFromMem = 2;

constexpr uint64_t kValid = uint64_t{1} << 63;
}  // namespace

uint32_t PacketExecutor::strmout_buffer_update(const pm4::Packet& p, uint64_t va) {
  // [0] control; [1..2] where the filled size is stored; [3] the offset in
  // dwords (FROM_PACKET: radeonsi passes its buffer offset >> 2 under DATA_TYPE
  // 1, RADV 0) or [3..4] the address it is read from (FROM_MEM). The source is
  // applied before the store: RADV's and radeonsi's end of streamout stores
  // with OFFSET_NONE, their begin sets from the packet or from memory.
  if (!need(p, 5, va)) return 0;
  const StrmoutControl c{p.body[0]};
  // The offset depends on every streamout draw before the packet.
  settle();
  uint32_t& offset_dw = q_.streamout.offset_dw[c.buffer_select()];
  switch (c.offset_source()) {
    case kOffsetFromPacket:
      offset_dw = p.body[3];
      break;
    case kOffsetFromVgtFilledSize:
      // The VGT's own filled size (VGT_STRMOUT_BUFFER_FILLED_SIZE_n): when the
      // VGT updates it is not published.
      refuse("strmout-offset-from-vgt-filled-size", va);
      return 0;
    case kOffsetFromMem: {
      // A dword read: the low two address bits are dropped, as the CP's other
      // dword accesses (WRITE_DATA, RELEASE_MEM) drop them.
      uint32_t value = 0;
      if (!mem_.read32(addr48(p.body[3], p.body[4]) & ~uint64_t{3}, &value)) {
        report_.stream_error("unmapped-address", at(va, "STRMOUT_BUFFER_UPDATE source"));
        refuse("strmout-offset-unmapped", va);
        return 0;
      }
      if (c.bytes() && value % 4 != 0) {
        // A vertex store's offset is in dwords; what the VGT does with the low
        // bits is not published.
        refuse("strmout-offset-unaligned", va, std::to_string(value) + " bytes");
        return 0;
      }
      offset_dw = c.bytes() ? value / 4 : value;
      break;
    }
    default:  // OFFSET_NONE: the offset stays
      break;
  }
  if (c.store_buffer_filled_size()) {
    // 32 bits, in the packet's DATA_TYPE; the address's low two bits are
    // dropped as for the source. An offset of 4 GiB or more has no 32-bit
    // byte count.
    if (c.bytes() && offset_dw > UINT32_MAX / 4) {
      refuse("strmout-filled-size-wide", va, std::to_string(offset_dw) + " dwords");
      return 0;
    }
    uint32_t filled = c.bytes() ? offset_dw * 4u : offset_dw;
    if (!mem_.write32(addr48(p.body[1], p.body[2]) & ~uint64_t{3}, filled)) {
      report_.stream_error("unmapped-address", at(va, "STRMOUT_BUFFER_UPDATE destination"));
      return 0;
    }
  }
  carried_out(p);
  return 0;
}

uint32_t PacketExecutor::streamout_flush(const pm4::Packet& p) {
  // SO_VGTSTREAMOUT_FLUSH: the VGT finishes the streamout before it and sets
  // CP_STRMOUT_CNTL.OFFSET_UPDATE_DONE (bit 0), which both drivers clear with
  // WRITE_DATA before the event and wait for with WAIT_REG_MEM after it.
  settle();
  regs::CpStrmoutCntl cntl{q_.regs.read(regs::kCP_STRMOUT_CNTL)};
  q_.regs.write(regs::kCP_STRMOUT_CNTL, cntl.raw | 1u);
  report_.register_writes++;
  carried_out(p);
  return 0;
}

uint32_t PacketExecutor::sample_streamout_stats(const pm4::Packet& p, uint32_t stream,
                                                uint64_t va) {
  // Two 64-bit counters of the stream at the address, bit 63 of each the
  // valid bit: [+0] PrimitiveStorageNeeded, [+8] NumPrimitivesWritten. (The
  // drivers' comments name them the other way round; their code reads +0 as
  // PRIMITIVES_GENERATED and +8 as PRIMITIVES_EMITTED: radeonsi's
  // si_query_hw_add_result, RADV's radv_GetQueryPoolResults.) The address as
  // ZPASS_DONE takes it: [1] bits 31:3, [2] bits 15:0.
  if (!need(p, 3, va)) return 0;
  uint64_t addr = (uint64_t{p.body[2] & 0xffff} << 32) | (p.body[1] & ~7u);
  settle();
  const StreamoutState& so = q_.streamout;
  if (!mem_.write64(addr, (so.primitives_needed[stream] & ~kValid) | kValid) ||
      !mem_.write64(addr + 8, (so.primitives_written[stream] & ~kValid) | kValid)) {
    report_.stream_error("unmapped-address", at(va, "SAMPLE_STREAMOUTSTATS destination"));
    return 0;
  }
  carried_out(p);
  return 0;
}

bool PacketExecutor::opaque_vertex_count(uint32_t* count, uint64_t va) {
  // DRAW_INDEX_AUTO with VGT_DRAW_INITIATOR.USE_OPAQUE (glDrawTransformFeedback,
  // vkCmdDrawIndirectByteCountEXT): the vertices are the bytes a streamout
  // buffer was filled past an offset, over the vertex stride, all in bytes
  // (VGT_STRMOUT_DRAW_OPAQUE_*; the drivers load the filled size with
  // LOAD_CONTEXT_REG_INDEX on GFX10.3, COPY_DATA before GFX10).
  const uint32_t offset = q_.regs.read(regs::kVGT_STRMOUT_DRAW_OPAQUE_OFFSET);
  const uint32_t filled = q_.regs.read(regs::kVGT_STRMOUT_DRAW_OPAQUE_BUFFER_FILLED_SIZE);
  const uint32_t stride = q_.regs.read(regs::kVGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE);
  if (stride == 0) {
    refuse("draw-opaque-stride-zero", va);
    return false;
  }
  // VERTEX_STRIDE is bits 8:0 (gfx103.json), yet RADV allows a stride of 512
  // (maxTransformFeedbackBufferDataStride): whether the VGT reads bit 9 is
  // not published.
  if (stride > regs::VgtStrmoutDrawOpaqueVertexStride{~0u}.vertex_stride()) {
    refuse("draw-opaque-stride-wide", va, std::to_string(stride) + " bytes");
    return false;
  }
  *count = filled > offset ? (filled - offset) / stride : 0;
  return true;
}

}  // namespace rdnavk::cp
