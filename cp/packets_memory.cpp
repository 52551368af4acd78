// Packets that read and write guest memory: WRITE_DATA, DMA_DATA (CP DMA),
// COPY_DATA, ATOMIC_MEM, RELEASE_MEM and EVENT_WRITE, WAIT_REG_MEM. Field layouts:
// pkt3.json (CONTROL, DMA_DATA_WORD0, COMMAND) and Mesa's sid.h.
#include <algorithm>
#include <cstring>
#include <thread>
#include <vector>

#include "cp/packet_executor.h"
#include "regs/gfx103_types.h"

namespace rdnavk::cp {

bool PacketExecutor::spend(uint64_t bytes, uint64_t va) {
  if (bytes > opt_.max_bytes_moved - std::min(bytes_moved_, opt_.max_bytes_moved)) {
    refuse("memory-budget-exceeded", va, std::to_string(bytes) + " more bytes");
    return false;
  }
  bytes_moved_ += bytes;
  return true;
}

uint32_t PacketExecutor::write_data(const pm4::Packet& p, uint64_t va) {
  // [0] CONTROL: DST_SEL bits 11:8, WR_ONE_ADDR bit 16; [1..2] destination; data.
  if (!need(p, 3, va)) return 0;
  uint32_t dst_sel = (p.body[0] >> 8) & 0xf;
  bool one_addr = (p.body[0] >> 16) & 1;
  auto data = p.body.subspan(3);
  switch (dst_sel) {
    case 0: {  // MEM_MAPPED_REGISTER: the address is a register's dword offset
      for (size_t i = 0; i < data.size(); ++i) {
        uint32_t reg = p.body[1] + (one_addr ? 0 : static_cast<uint32_t>(i));
        if (!q_.regs.write(reg, data[i])) {
          refuse("register-outside-spaces", va, "WRITE_DATA to register " + std::to_string(reg));
          return 0;
        }
        report_.register_writes++;
      }
      break;
    }
    case 1:    // MEM_GRBM
    case 2:    // TC_L2
    case 5: {  // MEM
      uint64_t dst = addr48(p.body[1], p.body[2]) & ~uint64_t{3};
      bool ok = true;
      if (one_addr) {
        // Every dword goes to the same address; the last one stays.
        if (!data.empty()) ok = mem_.write32(dst, data.back());
      } else {
        ok = mem_.write(dst, {reinterpret_cast<const uint8_t*>(data.data()), data.size() * 4});
      }
      if (!ok) {
        report_.stream_error("unmapped-address", at(va, "WRITE_DATA destination"));
        return 0;
      }
      break;
    }
    default:
      refuse("write-data-dst-sel-" + std::to_string(dst_sel), va);
      return 0;
  }
  carried_out(p);
  return 0;
}

bool PacketExecutor::copy_memory(uint64_t src, uint64_t dst, uint64_t bytes, bool src_fixed,
                                 bool dst_fixed) {
  if (src_fixed || dst_fixed) {
    // A fixed address reads (or takes) the same dword each time.
    for (uint64_t off = 0; off < bytes; off += 4) {
      uint32_t v;
      if (!mem_.read32(src + (src_fixed ? 0 : off), &v)) return false;
      if (!mem_.write32(dst + (dst_fixed ? 0 : off), v)) return false;
    }
    return true;
  }
  std::vector<uint8_t> buf(static_cast<size_t>(std::min<uint64_t>(bytes, 1 << 16)));
  for (uint64_t off = 0; off < bytes; off += buf.size()) {
    size_t n = static_cast<size_t>(std::min<uint64_t>(buf.size(), bytes - off));
    std::span<uint8_t> chunk(buf.data(), n);
    if (!mem_.read(src + off, chunk) || !mem_.write(dst + off, chunk)) return false;
  }
  return true;
}

uint32_t PacketExecutor::dma_data(const pm4::Packet& p, uint64_t va) {
  // [0] DMA_DATA_WORD0: DST_SEL bits 21:20, SRC_SEL bits 30:29; [1..2] source
  // (or the fill dword); [3..4] destination; [5] COMMAND: BYTE_COUNT bits 25:0,
  // SAS/DAS bits 26/27 (register space), SAIC/DAIC bits 28/29 (no increment).
  if (!need(p, 6, va)) return 0;
  uint32_t src_sel = (p.body[0] >> 29) & 3;
  uint32_t dst_sel = (p.body[0] >> 20) & 3;
  uint32_t cmd = p.body[5];
  uint64_t bytes = cmd & 0x3ffffff;
  uint64_t src = addr48(p.body[1], p.body[2]);
  uint64_t dst = addr48(p.body[3], p.body[4]);
  bool saic = (cmd >> 28) & 1, daic = (cmd >> 29) & 1;
  if (src_sel == 1 || dst_sel == 1) {
    refuse("dma-data-gds", va);
    return 0;
  }
  if ((cmd >> 26) & 3) {
    refuse("dma-data-register-space", va);
    return 0;
  }
  if (dst_sel == 2 || bytes == 0) {
    // A prefetch into L2 (DST_SEL NOWHERE) or a zero-length sync: nothing in
    // memory changes.
    carried_out(p);
    return 0;
  }
  if (!spend(bytes, va)) return 0;
  bool ok;
  if (src_sel == 2) {  // DATA: fill with the dword in the source field
    if (bytes % 4 != 0) {
      refuse("dma-data-fill-not-dwords", va, std::to_string(bytes) + " bytes");
      return 0;
    }
    ok = true;
    std::vector<uint32_t> fill(static_cast<size_t>(std::min<uint64_t>(bytes / 4, 16384)),
                               p.body[1]);
    for (uint64_t off = 0; ok && off < bytes; off += daic ? bytes : fill.size() * 4) {
      uint64_t n = daic ? 4 : std::min<uint64_t>(fill.size() * 4, bytes - off);
      ok = mem_.write(dst + off,
                      {reinterpret_cast<const uint8_t*>(fill.data()), static_cast<size_t>(n)});
    }
  } else {
    if ((saic || daic) && bytes % 4 != 0) {
      refuse("dma-data-fixed-not-dwords", va);
      return 0;
    }
    // The CP copies in its own burst order; a copy onto its own source would
    // depend on it.
    bool overlap = !saic && !daic && src < dst + bytes && dst < src + bytes && src != dst;
    if (overlap) {
      refuse("dma-data-overlap", va);
      return 0;
    }
    ok = copy_memory(src, dst, bytes, saic, daic);
  }
  if (!ok) {
    report_.stream_error("unmapped-address", at(va, "DMA_DATA source or destination"));
    return 0;
  }
  carried_out(p);
  return 0;
}

uint32_t PacketExecutor::copy_data(const pm4::Packet& p, uint64_t va) {
  // [0] SRC_SEL bits 3:0, DST_SEL bits 11:8, COUNT_SEL bit 16 (64 bits);
  // [1..2] source address, register or immediate; [3..4] destination.
  if (!need(p, 5, va)) return 0;
  uint32_t src_sel = p.body[0] & 0xf, dst_sel = (p.body[0] >> 8) & 0xf;
  bool wide = (p.body[0] >> 16) & 1;
  uint64_t value = 0;
  switch (src_sel) {
    case 0:  // register
      value = q_.regs.read(p.body[1]);
      if (wide) value |= uint64_t{q_.regs.read(p.body[1] + 1)} << 32;
      break;
    case 1:    // memory
    case 2: {  // TC_L2
      uint64_t a = addr48(p.body[1], p.body[2]);
      bool ok =
          wide ? mem_.read64(a, &value) : mem_.read(a, {reinterpret_cast<uint8_t*>(&value), 4});
      if (!ok) {
        report_.stream_error("unmapped-address", at(va, "COPY_DATA source"));
        return 0;
      }
      break;
    }
    case 5:  // immediate
      value = p.body[1] | (wide ? uint64_t{p.body[2]} << 32 : 0);
      break;
    case 9:  // GPU clock
      value = gpu_clock();
      break;
    case 3: {  // the global data share: a byte offset in the low dword
      const uint32_t n = wide ? 8 : 4;
      if (p.body[2] != 0 || p.body[1] > kGdsBytes - n) {
        refuse("copy-data-gds-range", va, "COPY_DATA from GDS offset " + std::to_string(p.body[1]));
        return 0;
      }
      settle();  // what queued work adds to it first
      std::memcpy(&value, q_.gds.data() + p.body[1], n);
      break;
    }
    default:
      refuse("copy-data-src-sel-" + std::to_string(src_sel), va);
      return 0;
  }
  switch (dst_sel) {
    case 0:
      if (!q_.regs.write(p.body[3], static_cast<uint32_t>(value)) ||
          (wide && !q_.regs.write(p.body[3] + 1, static_cast<uint32_t>(value >> 32)))) {
        refuse("register-outside-spaces", va, "COPY_DATA to register " + std::to_string(p.body[3]));
        return 0;
      }
      report_.register_writes += wide ? 2 : 1;
      break;
    case 1:
    case 2:
    case 5: {
      uint64_t a = addr48(p.body[3], p.body[4]);
      bool ok = wide ? mem_.write64(a, value) : mem_.write32(a, static_cast<uint32_t>(value));
      if (!ok) {
        report_.stream_error("unmapped-address", at(va, "COPY_DATA destination"));
        return 0;
      }
      break;
    }
    case 3: {  // the global data share
      const uint32_t n = wide ? 8 : 4;
      if (p.body[4] != 0 || p.body[3] > kGdsBytes - n) {
        refuse("copy-data-gds-range", va, "COPY_DATA to GDS offset " + std::to_string(p.body[3]));
        return 0;
      }
      std::memcpy(q_.gds.data() + p.body[3], &value, n);
      break;
    }
    default:
      refuse("copy-data-dst-sel-" + std::to_string(dst_sel), va);
      return 0;
  }
  carried_out(p);
  return 0;
}

uint32_t PacketExecutor::atomic_mem(const pm4::Packet& p, uint64_t va) {
  // [0] ATOMIC (TC_OP) bits 6:0, COMMAND bits 9:8 (1: loop until done);
  // [1..2] address; [3..4] source data; [5..6] compare data (sid.h).
  if (!need(p, 7, va)) return 0;
  uint32_t op = p.body[0] & 0x7f;
  bool loop = ((p.body[0] >> 8) & 3) == 1;
  uint64_t a = addr48(p.body[1], p.body[2]);
  uint64_t src = p.body[3] | uint64_t{p.body[4]} << 32;
  uint64_t cmp = p.body[5] | uint64_t{p.body[6]} << 32;
  auto deadline = wait_deadline_;
  while (true) {
    uint64_t old = 0;
    bool wide = op == 48 || op == 112 || op == 119;
    bool ok = wide ? mem_.read64(a, &old) : mem_.read(a, {reinterpret_cast<uint8_t*>(&old), 4});
    if (!ok) {
      report_.stream_error("unmapped-address", at(va, "ATOMIC_MEM address"));
      return 0;
    }
    uint64_t v;
    bool store = true;
    switch (op) {
      case 16:
        v = static_cast<uint32_t>(old - src);
        break;  // SUB_RTN_32
      case 48:
        v = old - src;
        break;  // SUB_RTN_64
      case 112:
        v = old - src;
        break;  // SUB_64
      case 119:
        v = old ^ src;
        break;  // XOR_64
      case 72:  // CMPSWAP_32
        store = static_cast<uint32_t>(old) == static_cast<uint32_t>(cmp);
        v = static_cast<uint32_t>(src);
        break;
      default:
        refuse("atomic-mem-op-" + std::to_string(op), va);
        return 0;
    }
    if (store) {
      ok = wide ? mem_.write64(a, v) : mem_.write32(a, static_cast<uint32_t>(v));
      if (!ok) {
        report_.stream_error("unmapped-address", at(va, "ATOMIC_MEM address"));
        return 0;
      }
      break;
    }
    if (!loop) break;
    if (std::chrono::steady_clock::now() >= deadline) {
      refuse("atomic-mem-loop-unsatisfied", va);
      return 0;
    }
    std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
  carried_out(p);
  return 0;
}

uint32_t PacketExecutor::release_mem(const pm4::Packet& p, uint64_t va) {
  // [0] EVENT_TYPE and cache actions; [1] DST_SEL bits 17:16, INT_SEL bits 26:24,
  // DATA_SEL bits 31:29; [2..3] address; [4..5] data. Work before it is done when
  // it runs: the command processor carries packets out in order.
  if (!need(p, 6, va)) return 0;
  uint32_t data_sel = (p.body[1] >> 29) & 7;
  uint64_t a = addr48(p.body[2], p.body[3]);
  uint64_t data = p.body[4] | uint64_t{p.body[5]} << 32;
  bool ok = true;
  // A 64-bit value at an address that is 4 mod 8 (ADDRESS_LO holds bits
  // 31:2): where the hardware writes it is not published.
  if ((data_sel == 2 || data_sel == 3) && (a & 4) != 0) {
    refuse("release-mem-unaligned-64", va);
    return 0;
  }
  switch (data_sel) {
    case 0:
      break;  // discard
    case 1:
      ok = mem_.write32(a & ~uint64_t{3}, static_cast<uint32_t>(data));
      break;
    case 2:
      ok = mem_.write64(a & ~uint64_t{7}, data);
      break;
    case 3:
      // The end of the pipe: the clock once the work before has run, not when
      // it was queued.
      settle();
      ok = mem_.write64(a & ~uint64_t{7}, gpu_clock());
      break;
    default:
      refuse("release-mem-data-sel-" + std::to_string(data_sel), va);
      return 0;
  }
  if (!ok) {
    report_.stream_error("unmapped-address", at(va, "RELEASE_MEM destination"));
    return 0;
  }
  carried_out(p);
  return 0;
}

uint32_t PacketExecutor::event_write(const pm4::Packet& p, uint64_t va) {
  // [0] EVENT_TYPE bits 5:0, EVENT_INDEX bits 11:8; with indices 1-3, [1..2]
  // the address of the counters written (occlusion, pipeline statistics,
  // streamout). Events of index 0 order or flush work the command processor
  // has already finished (VGT_STREAMOUT_SYNC among them), except
  // SO_VGTSTREAMOUT_FLUSH, which also sets a register, and
  // PIPELINESTAT_START/STOP, which start and stop the pipeline statistics.
  if (!need(p, 1, va)) return 0;
  namespace event = regs::enums::VGT_EVENT_TYPE;
  uint32_t type = p.body[0] & 0x3f;
  uint32_t index = (p.body[0] >> 8) & 0xf;
  if (index == 1 && type == kEventZpassDone) return zpass_done(p, va);
  if (index == 0 && type == event::kSO_VGTSTREAMOUT_FLUSH) return streamout_flush(p);
  if (index == 0 && (type == event::kPIPELINESTAT_START || type == event::kPIPELINESTAT_STOP))
    return pipeline_stats_event(p, type == event::kPIPELINESTAT_START, va);
  if (index == 2 && type == event::kSAMPLE_PIPELINESTAT) return sample_pipeline_stats(p, va);
  if (index == 3) {
    // SAMPLE_STREAMOUTSTATS is stream 0's; streams 1-3 have types 1-3.
    if (type == event::kSAMPLE_STREAMOUTSTATS) return sample_streamout_stats(p, 0, va);
    if (type >= event::kSAMPLE_STREAMOUTSTATS1 && type <= event::kSAMPLE_STREAMOUTSTATS3)
      return sample_streamout_stats(p, type, va);
  }
  if (index >= 1 && index <= 3) {
    refuse("event-write-counters", va, "EVENT_TYPE " + std::to_string(type));
    return 0;
  }
  return 0;
}

uint32_t PacketExecutor::zpass_done(const pm4::Packet& p, uint64_t va) {
  // Each enabled render backend writes its occlusion counter, 64 bits with bit
  // 63 the valid bit, at the address + 16 x its index (radeonsi and RADV give
  // each backend a begin and an end slot, 16 bytes, and add end - begin over
  // the backends). The count is the work sink's, all of it given to the first
  // enabled backend: the others' counters stay 0, so every sum over them is
  // the count. Work before the event is settled first.
  if (!need(p, 3, va)) return 0;
  uint64_t addr = (uint64_t{p.body[2] & 0xffff} << 32) | (p.body[1] & ~7u);
  uint64_t count = 0;
  settle();
  if (!work_ || !work_->samples_passed(&count)) {
    refuse("event-write-counters", va, "ZPASS_DONE without a counting work sink");
    return 0;
  }
  constexpr uint64_t kValid = uint64_t{1} << 63;
  bool first = true;
  for (uint32_t rb = 0; rb < opt_.render_backends && rb < 32; ++rb) {
    if (!((opt_.enabled_rb_mask >> rb) & 1)) continue;
    uint64_t value = (first ? count & ~kValid : 0) | kValid;
    first = false;
    if (!mem_.write64(addr + 16 * uint64_t{rb}, value)) {
      report_.stream_error("unmapped-address", at(va, "ZPASS_DONE destination"));
      return 0;
    }
  }
  carried_out(p);
  return 0;
}

uint32_t PacketExecutor::wait_reg_mem(const pm4::Packet& p, uint64_t va) {
  // [0] FUNCTION bits 2:0, MEM_SPACE bits 5:4, OPERATION bits 7:6; [1..2] address
  // (or register); [3] reference; [4] mask; [5] poll interval.
  if (!need(p, 6, va)) return 0;
  uint32_t function = p.body[0] & 7;
  bool memory = ((p.body[0] >> 4) & 3) == 1;
  uint32_t operation = (p.body[0] >> 6) & 3;
  if (operation != 0 || function == 7) {
    refuse("wait-reg-mem-operation", va,
           "operation " + std::to_string(operation) + " function " + std::to_string(function));
    return 0;
  }
  uint64_t a = addr48(p.body[1] & ~3u, p.body[2]);
  uint32_t ref = p.body[3], mask = p.body[4];
  auto satisfied = [&](bool* readable) {
    uint32_t v = 0;
    *readable = memory ? mem_.read32(a, &v) : true;
    if (!memory) v = q_.regs.read(p.body[1]);
    v &= mask;
    switch (function) {
      case 0:
        return true;
      case 1:
        return v < ref;
      case 2:
        return v <= ref;
      case 3:
        return v == ref;
      case 4:
        return v != ref;
      case 5:
        return v >= ref;
      default:
        return v > ref;
    }
  };
  auto deadline = wait_deadline_;
  while (true) {
    bool readable;
    bool ok = satisfied(&readable);
    if (!readable) {
      report_.stream_error("unmapped-address", at(va, "WAIT_REG_MEM address"));
      return 0;
    }
    if (ok) break;
    if (std::chrono::steady_clock::now() >= deadline) {
      // Nothing else will write it: the hardware would wait for ever.
      refuse("wait-reg-mem-unsatisfied", va);
      return 0;
    }
    std::this_thread::sleep_for(std::chrono::microseconds(200));
  }
  carried_out(p);
  return 0;
}

}  // namespace rdnavk::cp
