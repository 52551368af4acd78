// Carries out the packets of one submission on one queue: register writes into the
// queue's state, memory packets on guest memory, draws and dispatches as work for
// the executor (or refused when there is none). One named handler per packet.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "cp/cp_report.h"
#include "cp/gpu_memory.h"
#include "cp/ib_walker.h"
#include "cp/queue_state.h"
#include "cp/work.h"
#include "regs/gfx103_offsets.h"

namespace rdnavk::cp {

// A packet's 48-bit address from its low dword and the high dword's bits 15:0.
inline uint64_t addr48(uint32_t lo, uint32_t hi) {
  return (uint64_t{hi & 0xffff} << 32) | lo;
}

struct ExecOptions {
  // How long WAIT_REG_MEM polls for a value another agent (the application's CPU)
  // may still write before it is reported unsatisfied. Zero: evaluate once (replay,
  // where nothing else writes).
  // The time is per submission: once its waits have used it up, later waits in
  // the same submission are evaluated once.
  std::chrono::milliseconds wait_timeout{0};
  // Bytes the memory packets of one submission may move (copies and fills); past
  // it they are refused, so a stream of huge copies cannot stall the device.
  uint64_t max_bytes_moved = uint64_t{16} << 30;
  // The GPU clock that RELEASE_MEM and COPY_DATA timestamps count, in kHz: Navi 21's
  // gpu_counter_freq (AMDGPU_INFO_DEV_INFO).
  uint64_t gpu_counter_khz = 100000;
  // The render backends whose counters ZPASS_DONE writes, 16 bytes apart: Navi
  // 21's num_rb_pipes and enabled_rb_pipes_mask (AMDGPU_INFO_DEV_INFO; the RX
  // 6800 has those of shader engine 1 off).
  uint32_t render_backends = 16;
  uint32_t enabled_rb_mask = 0xff0f;
};

// Guest memory as the command processor's own packets reach it: before the
// first byte of an access is read or written, `reach` is told its range; the
// packet executor settles queued work there (WorkSink), so that a packet sees
// every store of the work before it, and has the work sink put back what it
// keeps of those bytes elsewhere (WorkSink::touch).
class SettlingMemory final : public GpuMemory {
 public:
  using Reach = std::function<void(uint64_t va, uint64_t size)>;
  SettlingMemory(GpuMemory& inner, Reach reach) : inner_(inner), reach_(std::move(reach)) {}
  bool read(uint64_t va, std::span<uint8_t> out) const override {
    reach_(va, out.size());
    return inner_.read(va, out);
  }
  bool write(uint64_t va, std::span<const uint8_t> in) override {
    reach_(va, in.size());
    return inner_.write(va, in);
  }
  const mem::VmSnapshot* vm() const override { return inner_.vm(); }
  std::vector<Range> ranges() const override { return inner_.ranges(); }

 private:
  GpuMemory& inner_;
  Reach reach_;
};

class PacketExecutor final : public PacketVisitor {
 public:
  PacketExecutor(QueueState& queue, GpuMemory& memory, CpReport& report, WorkSink* work,
                 const ExecOptions& options, std::string where, uint64_t sequence = 0)
      : q_(queue),
        work_mem_(memory),
        mem_(memory,
             [this](uint64_t va, uint64_t size) {
               settle();
               if (work_ != nullptr) work_->touch(work_mem_, va, size, TouchKind::kCp);
             }),
        report_(report),
        work_(work),
        opt_(options),
        where_(std::move(where)),
        sequence_(sequence),
        wait_deadline_(std::chrono::steady_clock::now() + options.wait_timeout) {}

  PacketExecutor(const PacketExecutor&) = delete;
  PacketExecutor& operator=(const PacketExecutor&) = delete;

  uint32_t packet(const pm4::Packet& p, uint64_t va, int depth) override;
  void error(WalkError e, uint64_t va, const std::string& detail) override;

  using Handler = uint32_t (PacketExecutor::*)(const pm4::Packet&, uint64_t va);

  // Handlers (packets_state.cpp).
  uint32_t set_context_reg(const pm4::Packet& p, uint64_t va);
  uint32_t set_sh_reg(const pm4::Packet& p, uint64_t va);
  uint32_t set_uconfig_reg(const pm4::Packet& p, uint64_t va);
  uint32_t set_config_reg(const pm4::Packet& p, uint64_t va);
  uint32_t context_reg_rmw(const pm4::Packet& p, uint64_t va);
  uint32_t load_sh_reg_index(const pm4::Packet& p, uint64_t va);
  uint32_t load_context_reg_index(const pm4::Packet& p, uint64_t va);
  uint32_t load_regs_from_memory(regs::Space space, const pm4::Packet& p, uint64_t va);
  uint32_t clear_state(const pm4::Packet& p, uint64_t va);
  uint32_t context_control(const pm4::Packet& p, uint64_t va);
  uint32_t set_base(const pm4::Packet& p, uint64_t va);
  uint32_t index_base(const pm4::Packet& p, uint64_t va);
  uint32_t index_buffer_size(const pm4::Packet& p, uint64_t va);
  uint32_t index_type(const pm4::Packet& p, uint64_t va);
  uint32_t num_instances(const pm4::Packet& p, uint64_t va);
  uint32_t set_predication(const pm4::Packet& p, uint64_t va);
  uint32_t cond_exec(const pm4::Packet& p, uint64_t va);
  uint32_t pred_exec(const pm4::Packet& p, uint64_t va);
  uint32_t no_op(const pm4::Packet& p, uint64_t va);
  uint32_t acquire_mem(const pm4::Packet& p, uint64_t va);
  uint32_t indirect_buffer(const pm4::Packet& p, uint64_t va);
  // Handlers (packets_memory.cpp).
  uint32_t write_data(const pm4::Packet& p, uint64_t va);
  uint32_t dma_data(const pm4::Packet& p, uint64_t va);
  uint32_t copy_data(const pm4::Packet& p, uint64_t va);
  uint32_t atomic_mem(const pm4::Packet& p, uint64_t va);
  uint32_t release_mem(const pm4::Packet& p, uint64_t va);
  uint32_t event_write(const pm4::Packet& p, uint64_t va);
  uint32_t wait_reg_mem(const pm4::Packet& p, uint64_t va);
  // Handlers (packets_work.cpp).
  uint32_t dispatch_direct(const pm4::Packet& p, uint64_t va);
  uint32_t dispatch_indirect(const pm4::Packet& p, uint64_t va);
  uint32_t draw(const pm4::Packet& p, uint64_t va);
  uint32_t draw_indirect_multi(const pm4::Packet& p, uint64_t va);
  // Handlers (packets_streamout.cpp).
  uint32_t strmout_buffer_update(const pm4::Packet& p, uint64_t va);
  // VGT_INDEX_TYPE.INDEX_TYPE: 0 16-bit, 1 32-bit, 2 8-bit.
  uint32_t index_type_now() const { return q_.regs.read(regs::kVGT_INDEX_TYPE) & 3; }
  // A draw's record with what the queue's state gives every draw form, its
  // streamout state included.
  DrawWork draw_work(const pm4::Packet& p, uint64_t va);
  // Reads an indirect draw's arguments at args_va into w and writes its base
  // vertex and first instance to the SH registers the packet names; false when
  // refused.
  bool indirect_arguments(DrawWork& w, uint64_t args_va, uint32_t vtx_loc, uint32_t inst_loc,
                          uint64_t va);
  // The most draws one DRAW_(INDEX_)INDIRECT_MULTI runs; more is refused.
  static constexpr uint32_t kMaxMultiDraws = 1u << 16;

  // Guest memory for the packets of the submission (indirect buffers included):
  // reaching it settles the work sink first.
  GpuMemory& memory() { return mem_; }
  // Lets the work sink finish what it queued and refuses, by packet, what it
  // found it could not carry out. Called before the submission ends.
  void settle();

 private:
  uint32_t type0(const pm4::Packet& p, uint64_t va);
  // Gives a draw or dispatch to the work sink; refuses it by the sink's reason, or
  // as no-executor when there is none.
  template <typename Work>
  void hand_over(const Work& w);
  uint32_t set_regs(regs::Space space, const pm4::Packet& p, uint64_t va);
  // The packet has at least `n` body dwords; else a stream error, and false.
  bool need(const pm4::Packet& p, size_t n, uint64_t va);
  void refuse(const std::string& reason, uint64_t va, const std::string& detail = "");
  std::string at(uint64_t va, const std::string& detail = "") const;
  void carried_out(const pm4::Packet& p);
  bool copy_memory(uint64_t src, uint64_t dst, uint64_t bytes, bool src_fixed, bool dst_fixed);
  uint64_t gpu_clock() const;
  // EVENT_WRITE ZPASS_DONE: the occlusion counters (packets_memory.cpp).
  uint32_t zpass_done(const pm4::Packet& p, uint64_t va);
  // SET_PREDICATION's ZPASS operation: whether the occlusion results at `addr`
  // (a begin and an end slot per render backend) count a sample; false with
  // *ok false where they cannot be read.
  bool zpass_visible(uint64_t addr, bool* ok);
  static constexpr uint32_t kEventZpassDone = 21;  // VGT_EVENT_TYPE ZPASS_DONE
  // EVENT_WRITE SO_VGTSTREAMOUT_FLUSH: sets CP_STRMOUT_CNTL.OFFSET_UPDATE_DONE
  // once the work before is settled (packets_streamout.cpp).
  uint32_t streamout_flush(const pm4::Packet& p);
  // EVENT_WRITE SAMPLE_STREAMOUTSTATS(1-3): stream `stream`'s two counters.
  uint32_t sample_streamout_stats(const pm4::Packet& p, uint32_t stream, uint64_t va);
  // EVENT_WRITE PIPELINESTAT_START/STOP and SAMPLE_PIPELINESTAT, and the
  // counting of dispatches (packets_pipeline_stats.cpp).
  uint32_t pipeline_stats_event(const pm4::Packet& p, bool start, uint64_t va);
  uint32_t sample_pipeline_stats(const pm4::Packet& p, uint64_t va);
  // Whether the queue's pipeline statistics count now.
  bool pipeline_stats_counting() const;
  // A dispatch the work sink accepted: its threads added to CS_INVOCATIONS
  // where the queue counts; where they cannot be counted exactly, the
  // counters are marked inexact instead.
  void count_dispatch(const DispatchWork& w);
  // Marks the counters inexact since the last sample for `cause`
  // (PipelineStatsInexact), `what` saying where and why.
  void pipeline_stats_inexact(uint32_t cause, uint64_t va, const std::string& what);
  // Around each draw or dispatch packet that runs: a draw while counting
  // marks the counters inexact, and so does a dispatch that was not counted
  // (count_dispatch sets dispatch_counted_), refused or broken off.
  uint32_t work_packet(Handler h, const pm4::Packet& p, uint64_t va);
  // DRAW_INDEX_AUTO under VGT_DRAW_INITIATOR.USE_OPAQUE: the vertex count
  // from the VGT_STRMOUT_DRAW_OPAQUE_* registers; false when refused.
  bool opaque_vertex_count(uint32_t* count, uint64_t va);

  QueueState& q_;
  GpuMemory& work_mem_;  // handed to the work sink, which reads it unsettled
  SettlingMemory mem_;
  CpReport& report_;
  WorkSink* work_;
  const ExecOptions& opt_;
  // Takes `bytes` from the submission's budget; false (refused) when it is spent.
  bool spend(uint64_t bytes, uint64_t va);

  std::string where_;
  uint64_t sequence_ = 0;  // the submission's number
  std::chrono::steady_clock::time_point wait_deadline_;
  uint64_t bytes_moved_ = 0;
  bool dispatch_counted_ = false;  // the dispatch packet in hand was accounted for
};

}  // namespace rdnavk::cp
