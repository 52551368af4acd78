#include "cp/packet_executor.h"

#include <array>
#include <cstdio>

#include "pm4/packet.h"

namespace rdnavk::cp {

namespace {
using pm4::Opcode;
using Handler = PacketExecutor::Handler;

// The handler of each type-3 opcode; an opcode without one is refused by name.
std::array<Handler, 256> make_table() {
  std::array<Handler, 256> t{};
  auto on = [&](Opcode op, Handler h) { t[static_cast<uint8_t>(op)] = h; };
  using E = PacketExecutor;
  on(Opcode::kSET_CONTEXT_REG, &E::set_context_reg);
  on(Opcode::kSET_CONTEXT_REG_INDEX, &E::set_context_reg);
  on(Opcode::kSET_SH_REG, &E::set_sh_reg);
  on(Opcode::kSET_SH_REG_INDEX, &E::set_sh_reg);
  on(Opcode::kSET_UCONFIG_REG, &E::set_uconfig_reg);
  on(Opcode::kSET_UCONFIG_REG_INDEX, &E::set_uconfig_reg);
  on(Opcode::kSET_CONFIG_REG, &E::set_config_reg);
  on(Opcode::kCONTEXT_REG_RMW, &E::context_reg_rmw);
  on(Opcode::kLOAD_SH_REG_INDEX, &E::load_sh_reg_index);
  on(Opcode::kLOAD_CONTEXT_REG_INDEX, &E::load_context_reg_index);
  on(Opcode::kCLEAR_STATE, &E::clear_state);
  on(Opcode::kCONTEXT_CONTROL, &E::context_control);
  on(Opcode::kSET_BASE, &E::set_base);
  on(Opcode::kINDEX_BASE, &E::index_base);
  on(Opcode::kINDEX_BUFFER_SIZE, &E::index_buffer_size);
  on(Opcode::kINDEX_TYPE, &E::index_type);
  on(Opcode::kNUM_INSTANCES, &E::num_instances);
  on(Opcode::kSET_PREDICATION, &E::set_predication);
  on(Opcode::kCOND_EXEC, &E::cond_exec);
  on(Opcode::kPRED_EXEC, &E::pred_exec);
  on(Opcode::kINDIRECT_BUFFER, &E::indirect_buffer);
  // Packets whose effect is ordering or caching: guest memory is coherent and the
  // command processor runs one packet at a time, so each is already satisfied.
  for (Opcode op :
       {Opcode::kNOP, Opcode::kPFP_SYNC_ME, Opcode::kPREAMBLE_CNTL, Opcode::kDRAW_PREAMBLE})
    on(op, &E::no_op);
  // Except where the instruction cache is invalidated: queued work is settled
  // there, so that a program a dispatch wrote is the one the next one runs.
  on(Opcode::kACQUIRE_MEM, &E::acquire_mem);
  on(Opcode::kSURFACE_SYNC, &E::acquire_mem);
  on(Opcode::kWRITE_DATA, &E::write_data);
  on(Opcode::kDMA_DATA, &E::dma_data);
  on(Opcode::kCOPY_DATA, &E::copy_data);
  on(Opcode::kATOMIC_MEM, &E::atomic_mem);
  on(Opcode::kRELEASE_MEM, &E::release_mem);
  on(Opcode::kEVENT_WRITE, &E::event_write);
  on(Opcode::kWAIT_REG_MEM, &E::wait_reg_mem);
  on(Opcode::kSTRMOUT_BUFFER_UPDATE, &E::strmout_buffer_update);
  on(Opcode::kDISPATCH_DIRECT, &E::dispatch_direct);
  on(Opcode::kDISPATCH_INDIRECT, &E::dispatch_indirect);
  for (Opcode op :
       {Opcode::kDRAW_INDEX_AUTO, Opcode::kDRAW_INDEX_2, Opcode::kDRAW_INDEX_OFFSET_2,
        Opcode::kDRAW_INDIRECT, Opcode::kDRAW_INDEX_INDIRECT, Opcode::kDRAW_INDIRECT_MULTI,
        Opcode::kDRAW_INDEX_INDIRECT_MULTI, Opcode::kDRAW_INDEX_MULTI_AUTO})
    on(op, &E::draw);
  return t;
}

// The handlers of draws and dispatches, which move the pipeline statistics.
bool is_work(Handler h) {
  using E = PacketExecutor;
  return h == &E::draw || h == &E::dispatch_direct || h == &E::dispatch_indirect;
}

const std::array<Handler, 256>& table() {
  static const std::array<Handler, 256> t = make_table();
  return t;
}

std::string opcode_text(uint8_t op) {
  if (const char* n = pm4::opcode_name(op)) return n;
  char buf[16];
  std::snprintf(buf, sizeof(buf), "OPCODE_0x%02X", op);
  return buf;
}
}  // namespace

uint32_t PacketExecutor::packet(const pm4::Packet& p, uint64_t va, int) {
  switch (p.header.type) {
    case 0:
      report_.type0_packets++;
      return type0(p, va);
    case 2:
      report_.type2_packets++;
      return 0;
    default:
      break;
  }
  report_.type3_by_opcode[p.header.opcode]++;
  Handler h = table()[p.header.opcode];
  if (p.header.predicate && q_.predication_active) {
    if (!q_.predicate_known) {
      refuse("predicated-on-unknown", va, opcode_text(p.header.opcode));
      // A draw or dispatch the hardware may or may not have run.
      if (is_work(h) && pipeline_stats_counting())
        pipeline_stats_inexact(kInexactRefusedWork, va,
                               opcode_text(p.header.opcode) + " predicated on the unknown");
      return kNotRun;
    }
    if (!q_.predicate_pass) {
      report_.skipped_packets++;
      return kNotRun;
    }
  }
  if (h == nullptr) {
    refuse("packet-" + opcode_text(p.header.opcode), va, "no handler");
    return 0;
  }
  if (is_work(h)) return work_packet(h, p, va);
  return (this->*h)(p, va);
}

void PacketExecutor::error(WalkError e, uint64_t va, const std::string& detail) {
  report_.stream_error(walk_error_name(e), at(va, detail));
}

uint32_t PacketExecutor::type0(const pm4::Packet& p, uint64_t va) {
  // A type-0 packet writes consecutive registers from an absolute dword offset.
  for (size_t i = 0; i < p.body.size(); ++i) {
    if (!q_.regs.write(p.header.reg + static_cast<uint32_t>(i), p.body[i])) {
      refuse("register-outside-spaces", va,
             "type-0 write to register " + std::to_string(p.header.reg + i));
      return 0;
    }
    report_.register_writes++;
  }
  return 0;
}

bool PacketExecutor::need(const pm4::Packet& p, size_t n, uint64_t va) {
  if (p.body.size() >= n) return true;
  report_.stream_error("short-packet", at(va, opcode_text(p.header.opcode) + " has " +
                                                  std::to_string(p.body.size()) +
                                                  " body dwords, needs " + std::to_string(n)));
  return false;
}

void PacketExecutor::settle() {
  if (work_ == nullptr) return;
  std::vector<SettledRefusal> refused;
  work_->settle(&refused);
  for (const SettledRefusal& r : refused) {
    const char* name = pm4::opcode_name(r.opcode);
    std::string what = name ? name : opcode_text(r.opcode);
    refuse(r.outcome.refusal ? r.outcome.refusal : "refused", r.packet_va,
           r.outcome.detail.empty() ? what : what + ": " + r.outcome.detail);
  }
  // A dispatch counted when it was handed over may be among those refused:
  // its threads may or may not have run.
  PipelineStatsState& ps = q_.pipeline_stats;
  if (!refused.empty() && ps.counted_unsettled)
    pipeline_stats_inexact(kInexactRefusedWork, refused.front().packet_va,
                           "work refused when settled");
  ps.counted_unsettled = false;
}

void PacketExecutor::refuse(const std::string& reason, uint64_t va, const std::string& detail) {
  report_.refuse(reason, at(va, detail));
}

std::string PacketExecutor::at(uint64_t va, const std::string& detail) const {
  char buf[64];
  std::snprintf(buf, sizeof(buf), " packet 0x%012llx", static_cast<unsigned long long>(va));
  return where_ + buf + (detail.empty() ? "" : ": " + detail);
}

void PacketExecutor::carried_out(const pm4::Packet& p) {
  report_.memory_packets[opcode_text(p.header.opcode)]++;
}

uint64_t PacketExecutor::gpu_clock() const {
  auto ns = static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                      std::chrono::steady_clock::now().time_since_epoch())
                                      .count());
  return (ns / 1000000) * opt_.gpu_counter_khz + (ns % 1000000) * opt_.gpu_counter_khz / 1000000;
}

}  // namespace rdnavk::cp
