// Draw and dispatch packets: each becomes a work record with its arguments resolved
// (indirect ones read from memory) and goes to the work sink; with none, it is
// refused as no-executor. Layouts: Mesa's sid.h and the drivers' emitters.
#include <algorithm>
#include <string>
#include <type_traits>

#include "cp/packet_executor.h"
#include "regs/gfx103_types.h"

namespace rdnavk::cp {

namespace {
uint32_t index_size(uint32_t index_type) {
  // VGT_INDEX_TYPE: 0 16-bit, 1 32-bit, 2 8-bit.
  switch (index_type & 3) {
    case 0:
      return 2;
    case 1:
      return 4;
    case 2:
      return 1;
    default:
      return 0;
  }
}
}  // namespace

uint32_t PacketExecutor::dispatch_direct(const pm4::Packet& p, uint64_t va) {
  // [0..2] thread groups in x, y, z; [3] DISPATCH_INITIATOR.
  if (!need(p, 4, va)) return 0;
  DispatchWork w;
  w.packet_va = va;
  w.opcode = p.header.opcode;
  for (int i = 0; i < 3; ++i) w.groups[i] = p.body[i];
  w.initiator = p.body[3];
  report_.dispatches++;
  hand_over(w);
  return 0;
}

uint32_t PacketExecutor::dispatch_indirect(const pm4::Packet& p, uint64_t va) {
  // On the gfx queue: [0] offset from SET_BASE base 1, [1] DISPATCH_INITIATOR; on a
  // compute queue: [0..1] the address, [2] DISPATCH_INITIATOR.
  if (!need(p, 2, va)) return 0;
  DispatchWork w;
  w.packet_va = va;
  w.opcode = p.header.opcode;
  w.indirect = true;
  uint64_t args;
  if (p.body.size() >= 3) {
    args = addr48(p.body[0], p.body[1]);
    w.initiator = p.body[2];
  } else {
    args = q_.base[1] + p.body[0];
    w.initiator = p.body[1];
  }
  report_.dispatches++;
  if (!mem_.read(args, {reinterpret_cast<uint8_t*>(w.groups), sizeof(w.groups)})) {
    report_.stream_error("unmapped-address", at(va, "DISPATCH_INDIRECT arguments"));
    refuse("indirect-arguments-unmapped", va);
    return 0;
  }
  hand_over(w);
  return 0;
}

DrawWork PacketExecutor::draw_work(const pm4::Packet& p, uint64_t va) {
  DrawWork w;
  w.streamout = &q_.streamout;
  w.gds = q_.gds.data();
  w.packet_va = va;
  w.opcode = p.header.opcode;
  w.submission = sequence_;
  w.instances = q_.num_instances;
  w.index_type = index_type_now();
  w.index_buffer_size = q_.index_buffer_size;
  return w;
}

uint32_t PacketExecutor::draw(const pm4::Packet& p, uint64_t va) {
  DrawWork w = draw_work(p, va);
  switch (static_cast<pm4::Opcode>(p.header.opcode)) {
    case pm4::Opcode::kDRAW_INDEX_AUTO:  // [0] vertex count, [1] initiator
      if (!need(p, 2, va)) return 0;
      w.count = p.body[0];
      w.initiator = p.body[1];
      // USE_OPAQUE: the count is the streamout buffer's instead.
      if (regs::VgtDrawInitiator{w.initiator}.use_opaque() && !opaque_vertex_count(&w.count, va))
        return 0;
      break;
    case pm4::Opcode::kDRAW_INDEX_2:  // [0] max size, [1..2] index address, [3] count, [4]
                                      // initiator
      if (!need(p, 5, va)) return 0;
      w.indexed = true;
      w.index_va = addr48(p.body[1], p.body[2]);
      w.count = p.body[3];
      w.initiator = p.body[4];
      w.index_buffer_size = p.body[0];
      break;
    case pm4::Opcode::kDRAW_INDEX_OFFSET_2:  // [0] max size, [1] offset, [2] count, [3] initiator
      if (!need(p, 4, va)) return 0;
      w.indexed = true;
      w.index_va = q_.index_base + uint64_t{p.body[1]} * index_size(index_type_now());
      w.count = p.body[2];
      w.initiator = p.body[3];
      w.index_buffer_size = p.body[0];
      break;
    case pm4::Opcode::kDRAW_INDIRECT:
    case pm4::Opcode::kDRAW_INDEX_INDIRECT:
      // [0] offset from SET_BASE base 1, [1] BASE_VTX_LOC and [2] START_INST_LOC
      // (the SH registers, as offsets into the SH space, that the draw's first
      // vertex or vertex offset and its first instance are written to), [3]
      // initiator.
      if (!need(p, 4, va)) return 0;
      w.indirect = true;
      w.indexed = p.header.opcode == static_cast<uint8_t>(pm4::Opcode::kDRAW_INDEX_INDIRECT);
      w.initiator = p.body[3];
      if (!indirect_arguments(w, q_.base[1] + p.body[0], p.body[1], p.body[2], va)) return 0;
      break;
    case pm4::Opcode::kDRAW_INDIRECT_MULTI:
    case pm4::Opcode::kDRAW_INDEX_INDIRECT_MULTI:
      return draw_indirect_multi(p, va);
    default:  // DRAW_INDEX_MULTI_AUTO: [0] primitive count, [1] initiator
      if (!need(p, 2, va)) return 0;
      w.count = p.body[0];
      w.initiator = p.body[1];
      break;
  }
  report_.draws++;
  hand_over(w);
  return 0;
}

bool PacketExecutor::indirect_arguments(DrawWork& w, uint64_t args_va, uint32_t vtx_loc,
                                        uint32_t inst_loc, uint64_t va) {
  // Vulkan's draw commands: vertex count, instance count, first vertex, first
  // instance; or index count, instance count, first index, vertex offset, first
  // instance.
  uint32_t args[5] = {};
  size_t n = w.indexed ? 5 : 4;
  if (!mem_.read(args_va, {reinterpret_cast<uint8_t*>(args), 4 * n})) {
    report_.stream_error("unmapped-address", at(va, "indirect draw arguments"));
    refuse("indirect-arguments-unmapped", va);
    return false;
  }
  regs::SpaceRange sh = regs::range_of(regs::Space::kSh);
  vtx_loc &= 0xffff;
  inst_loc &= 0xffff;
  if (vtx_loc >= sh.count || inst_loc >= sh.count) {
    refuse("register-outside-spaces", va, "indirect draw's base vertex or instance register");
    return false;
  }
  w.count = args[0];
  w.instances = args[1];
  q_.regs.write_in(regs::Space::kSh, vtx_loc, w.indexed ? args[3] : args[2]);
  q_.regs.write_in(regs::Space::kSh, inst_loc, w.indexed ? args[4] : args[3]);
  report_.register_writes += 2;
  w.index_va = q_.index_base;
  if (w.indexed) {
    // The first index moves the start and shortens the buffer past it.
    uint32_t first = args[2];
    w.index_va = q_.index_base + uint64_t{first} * index_size(index_type_now());
    w.index_buffer_size = first <= q_.index_buffer_size ? q_.index_buffer_size - first : 0;
  }
  return true;
}

uint32_t PacketExecutor::draw_indirect_multi(const pm4::Packet& p, uint64_t va) {
  // [0] offset from SET_BASE base 1, [1] BASE_VTX_LOC, [2] START_INST_LOC, [3]
  // DRAW_INDEX_LOC with DRAW_INDEX_ENABLE (bit 31) and COUNT_INDIRECT_ENABLE
  // (bit 30), [4] draw count (with COUNT_INDIRECT_ENABLE, its upper bound),
  // [5..6] the count's address, [7] stride, [8] initiator. Each draw is one
  // draw of its own, its index written to DRAW_INDEX_LOC where enabled.
  if (!need(p, 9, va)) return 0;
  uint32_t count = p.body[4];
  if (p.body[3] & (1u << 30)) {
    uint32_t in_memory = 0;
    if (!mem_.read(addr48(p.body[5], p.body[6]),
                   {reinterpret_cast<uint8_t*>(&in_memory), sizeof in_memory})) {
      report_.stream_error("unmapped-address", at(va, "indirect draw count"));
      refuse("indirect-arguments-unmapped", va);
      return 0;
    }
    count = std::min(count, in_memory);
  }
  if (count > kMaxMultiDraws) {
    refuse("draw-indirect-count-limit", va,
           std::to_string(count) + " draws, above " + std::to_string(kMaxMultiDraws));
    return 0;
  }
  uint32_t draw_loc = p.body[3] & 0xffff;
  bool draw_index = (p.body[3] >> 31) != 0;
  if (draw_index && draw_loc >= regs::range_of(regs::Space::kSh).count) {
    refuse("register-outside-spaces", va, "indirect draw's draw index register");
    return 0;
  }
  uint64_t stride = p.body[7];
  for (uint32_t i = 0; i < count; ++i) {
    DrawWork w = draw_work(p, va);
    w.indirect = true;
    w.indexed = p.header.opcode == static_cast<uint8_t>(pm4::Opcode::kDRAW_INDEX_INDIRECT_MULTI);
    w.initiator = p.body[8];
    if (!indirect_arguments(w, q_.base[1] + p.body[0] + i * stride, p.body[1], p.body[2], va))
      return 0;
    if (draw_index) {
      q_.regs.write_in(regs::Space::kSh, draw_loc, i);
      report_.register_writes++;
    }
    report_.draws++;
    hand_over(w);
  }
  return 0;
}

template <typename Work>
void PacketExecutor::hand_over(const Work& w) {
  const char* name = pm4::opcode_name(w.opcode);
  if (work_ == nullptr) {
    refuse("no-executor", w.packet_va, name);
    return;
  }
  WorkOutcome o;
  if constexpr (std::is_same_v<Work, DispatchWork>) {
    o = work_->dispatch(w, q_, work_mem_);
  } else {
    // USE_OPAQUE takes its count from the registers in DRAW_INDEX_AUTO alone
    // (the one form both drivers give it); in another form the packet's count
    // would be taken where the hardware's is not published.
    if (regs::VgtDrawInitiator{w.initiator}.use_opaque() &&
        w.opcode != static_cast<uint8_t>(pm4::Opcode::kDRAW_INDEX_AUTO)) {
      refuse("draw-opaque-not-auto", w.packet_va, name);
      return;
    }
    o = work_->draw(w, q_, work_mem_);
  }
  if (!o.done) {
    refuse(o.refusal ? o.refusal : "refused", w.packet_va,
           o.detail.empty() ? std::string(name) : std::string(name) + ": " + o.detail);
    return;
  }
  // Accepted (done may mean queued: a refusal may still come from settle()).
  if constexpr (std::is_same_v<Work, DispatchWork>) count_dispatch(w);
}

}  // namespace rdnavk::cp
