// Packets that set the queue's state: registers, bases, index state, predication
// and the packets that guard others (sid.h for every field).
#include <algorithm>

#include "cp/packet_executor.h"
#include "regs/clear_state.h"
#include "regs/gfx103_types.h"

namespace rdnavk::cp {

using regs::Space;

uint32_t PacketExecutor::set_regs(Space space, const pm4::Packet& p, uint64_t va) {
  if (!need(p, 1, va)) return 0;
  // The first body dword is the offset into the space (bits 15:0); the *_INDEX
  // forms carry an index in the high bits, which routes the write but does not
  // change the register's value.
  regs::SpaceRange r = regs::range_of(space);
  uint32_t offset = p.body[0] & 0xffff;
  size_t n = p.body.size() - 1;
  size_t fit = offset >= r.count ? 0 : std::min<size_t>(n, r.count - offset);
  for (size_t i = 0; i < fit; ++i)
    q_.regs.write_in(space, offset + static_cast<uint32_t>(i), p.body[i + 1]);
  report_.register_writes += fit;
  if (fit < n)
    refuse("register-outside-spaces", va,
           std::string(regs::space_name(space)) + " register " + std::to_string(offset + fit) +
               " is past the space");
  return 0;
}

uint32_t PacketExecutor::set_context_reg(const pm4::Packet& p, uint64_t va) {
  return set_regs(Space::kContext, p, va);
}
uint32_t PacketExecutor::set_sh_reg(const pm4::Packet& p, uint64_t va) {
  return set_regs(Space::kSh, p, va);
}
uint32_t PacketExecutor::set_uconfig_reg(const pm4::Packet& p, uint64_t va) {
  return set_regs(Space::kUconfig, p, va);
}
uint32_t PacketExecutor::set_config_reg(const pm4::Packet& p, uint64_t va) {
  return set_regs(Space::kConfig, p, va);
}

uint32_t PacketExecutor::context_reg_rmw(const pm4::Packet& p, uint64_t va) {
  // [0] context register offset, [1] mask of the bits to replace, [2] their value.
  if (!need(p, 3, va)) return 0;
  regs::SpaceRange r = regs::range_of(Space::kContext);
  uint32_t index = p.body[0] & 0xffff;
  if (index >= r.count) {
    refuse("register-outside-spaces", va, "CONTEXT_REG_RMW past the context space");
    return 0;
  }
  uint32_t dw = r.first_dw + index;
  q_.regs.write(dw, (q_.regs.read(dw) & ~p.body[1]) | (p.body[2] & p.body[1]));
  report_.register_writes++;
  return 0;
}

uint32_t PacketExecutor::load_regs_from_memory(Space space, const pm4::Packet& p, uint64_t va) {
  // LOAD_SH_REG_INDEX / LOAD_CONTEXT_REG_INDEX as the drivers emit them (RADV's
  // indirect dispatch grid to user SGPRs, radeonsi's streamout draw, clear
  // values; Mesa's ac_emit_cp_load_context_reg_index): [0] bit 0 INDEX (0: the
  // address is direct) and the dword-aligned address's low bits, [1] its high
  // bits, [2] the first register's offset in the space, [3] NUM_DWORDS in bits
  // 13:0 and DATA_FORMAT in bit 31 (0: consecutive registers from the offset).
  if (!need(p, 4, va)) return 0;
  const char* name = space == Space::kSh ? "LOAD_SH_REG_INDEX" : "LOAD_CONTEXT_REG_INDEX";
  if ((p.body[0] & 1) != 0) {
    refuse("load-reg-index-offset-address", va, std::string(name) + " with INDEX 1");
    return 0;
  }
  if ((p.body[3] >> 31) != 0) {
    refuse("load-reg-index-data-pairs", va, std::string(name) + " with DATA_FORMAT 1");
    return 0;
  }
  uint64_t addr = (uint64_t{p.body[1] & 0xffff} << 32) | (p.body[0] & ~3u);
  uint32_t offset = p.body[2] & 0xffff;
  uint32_t count = p.body[3] & 0x3fff;
  regs::SpaceRange r = regs::range_of(space);
  if (offset >= r.count || count > r.count - offset) {
    refuse("register-outside-spaces", va, std::string(name) + " past the space");
    return 0;
  }
  for (uint32_t i = 0; i < count; ++i) {
    uint32_t v;
    if (!mem_.read32(addr + 4ull * i, &v)) {
      report_.stream_error("unmapped-address", at(va, std::string(name) + " source"));
      refuse("load-reg-index-unmapped", va);
      return 0;
    }
    q_.regs.write_in(space, offset + i, v);
  }
  report_.register_writes += count;
  return 0;
}

uint32_t PacketExecutor::load_sh_reg_index(const pm4::Packet& p, uint64_t va) {
  return load_regs_from_memory(Space::kSh, p, va);
}
uint32_t PacketExecutor::load_context_reg_index(const pm4::Packet& p, uint64_t va) {
  return load_regs_from_memory(Space::kContext, p, va);
}

uint32_t PacketExecutor::clear_state(const pm4::Packet&, uint64_t) {
  // The context registers take the clear-state values the kernel gave the CP
  // (Linux clearstate_gfx10.h); every other context register reads zero.
  q_.regs.clear(Space::kContext);
  for (const regs::ClearStateRange& r : regs::clear_state_gfx10())
    for (size_t i = 0; i < r.values.size(); ++i)
      q_.regs.write(r.first_dword + static_cast<uint32_t>(i), r.values[i]);
  return 0;
}

uint32_t PacketExecutor::context_control(const pm4::Packet& p, uint64_t va) {
  if (!need(p, 2, va)) return 0;
  q_.context_control_load = p.body[0];
  q_.context_control_shadow = p.body[1];
  return 0;
}

uint32_t PacketExecutor::set_base(const pm4::Packet& p, uint64_t va) {
  // [0] BASE_INDEX (bits 3:0), [1] address lo, [2] address hi.
  if (!need(p, 3, va)) return 0;
  q_.base[p.body[0] & 0xf] = (uint64_t{p.body[2] & 0xffff} << 32) | p.body[1];
  return 0;
}

uint32_t PacketExecutor::index_base(const pm4::Packet& p, uint64_t va) {
  if (!need(p, 2, va)) return 0;
  q_.index_base = (uint64_t{p.body[1] & 0xffff} << 32) | p.body[0];
  return 0;
}

uint32_t PacketExecutor::index_buffer_size(const pm4::Packet& p, uint64_t va) {
  if (!need(p, 1, va)) return 0;
  q_.index_buffer_size = p.body[0];
  return 0;
}

uint32_t PacketExecutor::index_type(const pm4::Packet& p, uint64_t va) {
  if (!need(p, 1, va)) return 0;
  regs::SpaceRange u = regs::range_of(regs::Space::kUconfig);
  q_.regs.write_in(regs::Space::kUconfig, regs::kVGT_INDEX_TYPE - u.first_dw, p.body[0]);
  return 0;
}

uint32_t PacketExecutor::num_instances(const pm4::Packet& p, uint64_t va) {
  if (!need(p, 1, va)) return 0;
  q_.num_instances = p.body[0];
  return 0;
}

uint32_t PacketExecutor::set_predication(const pm4::Packet& p, uint64_t va) {
  // [0] PREDICATION_DRAW_VISIBLE bit 8, PRED_OP bits 18:16; [1..2] the address of
  // the value the operation tests (sid.h).
  if (!need(p, 3, va)) return 0;
  uint32_t op = (p.body[0] >> 16) & 7;
  bool draw_visible = (p.body[0] >> 8) & 1;
  // The address: 8-byte aligned for the 64-bit values and the query
  // results, 4-byte for BOOL32, which RADV points at any dword of its
  // conditional rendering buffer (Vulkan's offsets are multiples of 4).
  const uint32_t op_bits = (p.body[0] >> 16) & 7;
  uint64_t addr = (uint64_t{p.body[2] & 0xffff} << 32) | (p.body[1] & (op_bits == 4 ? ~3u : ~7u));
  q_.predicate_known = true;
  switch (op) {
    case 0:  // CLEAR
      q_.predication_active = false;
      q_.zpass_block = false;
      q_.primcount_block = false;
      return 0;
    case 3:    // BOOL64
    case 4: {  // BOOL32
      uint64_t v = 0;
      bool ok =
          op == 3 ? mem_.read64(addr, &v) : mem_.read(addr, {reinterpret_cast<uint8_t*>(&v), 4});
      if (!ok) {
        report_.stream_error("unmapped-address", at(va, "SET_PREDICATION value"));
        q_.predicate_known = false;
      }
      q_.predication_active = true;
      q_.zpass_block = false;
      q_.primcount_block = false;
      q_.predicate_pass = draw_visible ? v != 0 : v == 0;
      return 0;
    }
    case 2: {  // PRIMCOUNT: streamout results (SAMPLE_STREAMOUTSTATS' begin and end)
      // Four 64-bit values, bit 63 valid: primitives needed and written at
      // the begin, then at the end; an overflow where the two counts moved
      // apart. DRAW_VISIBLE draws where no block overflowed, its absence
      // where one did (radeonsi's SO_OVERFLOW_PREDICATE); CONTINUE adds the
      // block to those of the packets before it.
      const bool more = (p.body[0] >> 31) & 1;
      const bool wait = ((p.body[0] >> 12) & 1) == 0;
      constexpr uint64_t kValid = uint64_t{1} << 63;
      uint64_t v[4] = {};
      bool ready = true;
      for (unsigned i = 0; i < 4; ++i) {
        if (!mem_.read64(addr + 8 * i, &v[i])) {
          report_.stream_error("unmapped-address", at(va, "SET_PREDICATION results"));
          q_.predication_active = true;
          q_.predicate_known = false;
          return 0;
        }
        if (!(v[i] & kValid)) ready = false;
        v[i] &= ~kValid;
      }
      if (!ready && wait) {
        q_.predication_active = true;
        q_.predicate_known = false;
        refuse("predication-on-query", va, "PRIMCOUNT results not written (HINT_WAIT)");
        return 0;
      }
      bool overflow = v[2] - v[0] != v[3] - v[1];
      // NOWAIT_DRAW: results not written yet let the draws run.
      const bool unknown = !ready;
      if (more && q_.predication_active && q_.primcount_block)
        overflow = overflow || q_.primcount_overflow;
      q_.zpass_block = false;
      q_.primcount_block = true;
      q_.primcount_overflow = overflow;
      q_.predication_active = true;
      q_.predicate_pass = unknown || (draw_visible ? !overflow : overflow);
      return 0;
    }
    case 1: {  // ZPASS: occlusion results (zpass_done), one block a packet
      // CONTINUE (bit 31) adds this block to the blocks of the packets before
      // it (radeonsi emits one packet per query result); the draws run where
      // any block counts a sample (DRAW_VISIBLE) or none does.
      const bool more = (p.body[0] >> 31) & 1;
      const bool wait = ((p.body[0] >> 12) & 1) == 0;
      bool ready = true;
      bool visible = zpass_visible(addr, &ready);
      if (!ready && wait) {
        q_.predication_active = true;
        q_.predicate_known = false;
        refuse("predication-on-query", va, "ZPASS results not written (HINT_WAIT)");
        return 0;
      }
      // NOWAIT_DRAW: results not written yet let the draws run.
      if (!ready) visible = true;
      if (more && q_.predication_active && q_.zpass_block) visible = visible || q_.zpass_visible;
      q_.zpass_block = true;
      q_.primcount_block = false;
      q_.zpass_visible = visible;
      q_.predication_active = true;
      q_.predicate_pass = draw_visible ? visible : !visible;
      return 0;
    }
    default:
      q_.predication_active = true;
      q_.predicate_known = false;
      refuse("predication-on-query", va, "PRED_OP " + std::to_string(op));
      return 0;
  }
}

bool PacketExecutor::zpass_visible(uint64_t addr, bool* ok) {
  // Each enabled backend's begin and end (bit 63 valid): a sample counted
  // where an end is past its begin. The drivers set the disabled backends'
  // slots equal themselves.
  constexpr uint64_t kValid = uint64_t{1} << 63;
  bool visible = false;
  *ok = true;
  for (uint32_t rb = 0; rb < opt_.render_backends && rb < 32; ++rb) {
    if (!((opt_.enabled_rb_mask >> rb) & 1)) continue;
    uint64_t begin = 0, end = 0;
    if (!mem_.read64(addr + 16 * uint64_t{rb}, &begin) ||
        !mem_.read64(addr + 16 * uint64_t{rb} + 8, &end)) {
      report_.stream_error("unmapped-address", at(addr, "SET_PREDICATION results"));
      *ok = false;
      return false;
    }
    if (!(begin & kValid) || !(end & kValid)) *ok = false;
    if ((end & ~kValid) != (begin & ~kValid)) visible = true;
  }
  return visible;
}

uint32_t PacketExecutor::cond_exec(const pm4::Packet& p, uint64_t va) {
  // GFX10: [0..1] address, [2] reserved, [3] EXEC_COUNT (bits 13:0): the next
  // EXEC_COUNT dwords run only when the dword at the address is not zero.
  if (!need(p, 4, va)) return 0;
  uint64_t addr = (uint64_t{p.body[1] & 0xffff} << 32) | (p.body[0] & ~3u);
  uint32_t count = p.body[3] & 0x3fff;
  uint32_t v = 0;
  if (!mem_.read32(addr, &v)) {
    report_.stream_error("unmapped-address", at(va, "COND_EXEC value"));
    return count;
  }
  if (v != 0) return 0;
  report_.skipped_packets++;
  return count;
}

uint32_t PacketExecutor::pred_exec(const pm4::Packet& p, uint64_t va) {
  // [0] DEVICE_SELECT (bits 31:24) and EXEC_COUNT (bits 13:0): the guarded dwords
  // run on the selected GPUs; this is GPU 0 of one.
  if (!need(p, 1, va)) return 0;
  if ((p.body[0] >> 24) & 1) return 0;
  report_.skipped_packets++;
  return p.body[0] & 0x3fff;
}

uint32_t PacketExecutor::no_op(const pm4::Packet&, uint64_t) {
  return 0;
}

uint32_t PacketExecutor::acquire_mem(const pm4::Packet& p, uint64_t) {
  // GFX10's ACQUIRE_MEM carries GCR_CNTL in its seventh dword; SURFACE_SYNC and
  // a shorter ACQUIRE_MEM (earlier forms) are taken as invalidating everything.
  bool short_form =
      p.header.opcode != static_cast<uint8_t>(pm4::Opcode::kACQUIRE_MEM) || p.body.size() < 7;
  if (short_form ||
      regs::pkt3::GcrCntl{p.body[6]}.gli_inv() != regs::pkt3::enums::GCR_GLI_INV::kGLI_NOP)
    settle();
  return 0;
}

uint32_t PacketExecutor::indirect_buffer(const pm4::Packet&, uint64_t) {
  // The walk follows it (ib_walker.cpp).
  return 0;
}

}  // namespace rdnavk::cp
