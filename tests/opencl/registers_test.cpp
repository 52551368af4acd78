// The registers the command processor holds at each dispatch are what the kernel
// descriptor asks for, and the memory the user SGPRs point at holds what the code
// object v5 ABI says. A sink of its own records the dispatch: no executor needed.
#include <gtest/gtest.h>

#include <memory>

#include "regs/gfx103_offsets.h"
#include "regs/gfx103_types.h"
#include "tests/opencl/dispatch.h"
#include "tests/opencl/kernel_files.h"

namespace rdnavk::opencl {
namespace {

struct Recorded {
  cp::DispatchWork work;
  std::unique_ptr<cp::QueueState> queue;
};

class RecordingSink final : public cp::WorkSink {
 public:
  cp::WorkOutcome dispatch(const cp::DispatchWork& w, const cp::QueueState& q,
                           cp::GpuMemory&) override {
    seen.push_back({w, std::make_unique<cp::QueueState>(q)});
    cp::WorkOutcome done;
    done.done = true;
    return done;
  }
  cp::WorkOutcome draw(const cp::DrawWork&, const cp::QueueState&, cp::GpuMemory&) override {
    return {};  // refused: these tests draw nothing
  }
  std::vector<Recorded> seen;
};

struct Case {
  KernelFile k;
  int wave;
  Launch launch;
};

class Registers : public ::testing::TestWithParam<Case> {
 protected:
  void SetUp() override {
    std::string error;
    g = GuestMemory::create(uint64_t{1} << 28, &error);
    ASSERT_TRUE(g) << error;
    auto c = load_into(*g, kernel_object(GetParam().k.file, GetParam().wave), &error);
    ASSERT_TRUE(c) << error;
    code = std::move(*c);
    kernel = code.object.find(GetParam().k.kernel);
    ASSERT_NE(kernel, nullptr);
    Launch l = GetParam().launch;
    // Any addresses do for the explicit arguments: nothing runs the kernel.
    for (size_t i = 0; i < kernel->explicit_args().size(); ++i) l.args.push_back(0x1000 * (i + 1));
    auto d = prepare_dispatch(*g, code, *kernel, l, &error);
    ASSERT_TRUE(d) << error;
    prepared = std::move(*d);
    cp::CommandProcessor cp(cp::CpOptions{}, &sink);
    cp::CpReport r = run_dispatch(cp, *g, prepared);
    EXPECT_EQ(r.dispatches, 1u);
    EXPECT_TRUE(r.refusals.empty()) << r.refusals.begin()->first;
    EXPECT_TRUE(r.stream_errors.empty()) << r.stream_errors.begin()->first;
    ASSERT_EQ(sink.seen.size(), 1u);
  }
  uint32_t reg(uint32_t dw) const { return sink.seen[0].queue->regs.read(dw); }
  uint64_t reg64(uint32_t dw) const { return reg(dw) | uint64_t{reg(dw + 1)} << 32; }
  const KernelDescriptor& kd() const { return kernel->kd; }
  const Launch& launch() const { return GetParam().launch; }

  std::unique_ptr<GuestMemory> g;
  LoadedCode code;
  const Kernel* kernel = nullptr;
  PreparedDispatch prepared;
  RecordingSink sink;
};

TEST_P(Registers, ProgramAndResourcesFromTheDescriptor) {
  // COMPUTE_PGM_LO/HI: the entry, kernel_code_entry_byte_offset past the descriptor.
  uint64_t entry = code.va + kernel->descriptor_offset + kd().kernel_code_entry_byte_offset;
  EXPECT_EQ(reg(regs::kCOMPUTE_PGM_LO), static_cast<uint32_t>(entry >> 8));
  EXPECT_EQ(regs::ComputePgmHi{reg(regs::kCOMPUTE_PGM_HI)}.data(), entry >> 40);
  EXPECT_EQ(g->read<uint8_t>(entry, 64),
            std::vector<uint8_t>(
                code.object.image.begin() + static_cast<long>(kernel->code_offset),
                code.object.image.begin() + static_cast<long>(kernel->code_offset) + 64));
  EXPECT_EQ(reg(regs::kCOMPUTE_PGM_RSRC1), kd().compute_pgm_rsrc1);
  EXPECT_EQ(reg(regs::kCOMPUTE_PGM_RSRC3), kd().compute_pgm_rsrc3);
  regs::ComputePgmRsrc2 rsrc2{reg(regs::kCOMPUTE_PGM_RSRC2)};
  // Everything but LDS_SIZE is the descriptor's; LDS_SIZE covers the group segment
  // in 512-byte blocks.
  EXPECT_EQ(rsrc2.raw & ~(0x1ffu << 15), kd().compute_pgm_rsrc2 & ~(0x1ffu << 15));
  EXPECT_EQ(rsrc2.lds_size(), (kd().group_segment_fixed_size + 511) / 512);
  EXPECT_EQ(rsrc2.user_sgpr(), user_sgpr_count(kd()));
}

TEST_P(Registers, GridAndInitiator) {
  for (int a = 0; a < 3; ++a) {
    EXPECT_EQ(regs::ComputeNumThreadX{reg(regs::kCOMPUTE_NUM_THREAD_X + a)}.num_thread_full(),
              launch().local[a]);
    EXPECT_EQ(reg(regs::kCOMPUTE_START_X + a), 0u);
    EXPECT_EQ(sink.seen[0].work.groups[a], launch().groups[a]);
  }
  regs::ComputeDispatchInitiator init{sink.seen[0].work.initiator};
  EXPECT_EQ(init.compute_shader_en(), 1u);
  EXPECT_EQ(init.force_start_at_000(), 1u);
  EXPECT_EQ(init.cs_w32_en(), kd().wave32() ? 1u : 0u);
  EXPECT_FALSE(sink.seen[0].work.indirect);
}

TEST_P(Registers, ScratchRingFitsEveryWave) {
  regs::ComputeTmpringSize t{reg(regs::kCOMPUTE_TMPRING_SIZE)};
  if (kd().private_segment_fixed_size == 0) {
    EXPECT_EQ(t.raw, 0u);
    return;
  }
  uint32_t items = launch().local[0] * launch().local[1] * launch().local[2];
  uint32_t waves = (items + kd().wave_lanes() - 1) / kd().wave_lanes() * launch().groups[0] *
                   launch().groups[1] * launch().groups[2];
  EXPECT_EQ(t.waves(), waves);
  EXPECT_GE(uint64_t{t.wavesize()} * 1024,
            uint64_t{kd().private_segment_fixed_size} * kd().wave_lanes());
  EXPECT_EQ(uint64_t{t.waves()} * t.wavesize() * 1024, prepared.scratch_bytes);
  EXPECT_NE(g->host(prepared.scratch_va, prepared.scratch_bytes), nullptr);
}

// Walks COMPUTE_USER_DATA_* in the order of AMDGPUUsage's "SGPR Register Set Up
// Order" and checks what each enabled pair points at.
TEST_P(Registers, UserSgprsInTheAbiOrder) {
  uint32_t at = regs::kCOMPUTE_USER_DATA_0;
  if (kd().has(kEnableSgprPrivateSegmentBuffer)) {
    uint64_t base = reg(at) | uint64_t{reg(at + 1) & 0xffff} << 32;
    EXPECT_EQ(base, prepared.scratch_va);
    EXPECT_EQ(reg(at + 1) >> 31, 1u) << "SWIZZLE_ENABLE";
    EXPECT_EQ(reg(at + 2), prepared.scratch_bytes) << "NUM_RECORDS";
    EXPECT_EQ(reg(at + 3) >> 21 & 3, kd().wave32() ? 2u : 3u) << "INDEX_STRIDE";
    EXPECT_EQ(reg(at + 3) >> 23 & 1, 1u) << "ADD_TID_ENABLE";
    at += 4;
  }
  if (kd().has(kEnableSgprDispatchPtr)) {
    uint64_t packet = reg64(at);
    at += 2;
    auto p = g->read<uint32_t>(packet, 16);
    EXPECT_EQ(p[0] & 0xff, 2u) << "HSA_PACKET_TYPE_KERNEL_DISPATCH";
    EXPECT_EQ(p[3], launch().local[0] * launch().groups[0]) << "grid_size_x";
    EXPECT_EQ(p[4], launch().local[1] * launch().groups[1]) << "grid_size_y";
    EXPECT_EQ(p[8] | uint64_t{p[9]} << 32, code.va + kernel->descriptor_offset) << "kernel_object";
    EXPECT_EQ(p[10] | uint64_t{p[11]} << 32, prepared.kernarg_va) << "kernarg_address";
  }
  if (kd().has(kEnableSgprKernargSegmentPtr)) {
    EXPECT_EQ(reg64(at), prepared.kernarg_va);
    at += 2;
  }
  if (kd().has(kEnableSgprFlatScratchInit)) {
    EXPECT_EQ(reg64(at), prepared.scratch_va);
    at += 2;
  }
  EXPECT_EQ(at - regs::kCOMPUTE_USER_DATA_0, user_sgpr_count(kd()));
}

TEST_P(Registers, HiddenArgumentsOfCodeObjectV5) {
  for (const KernelArg& a : kernel->args) {
    uint64_t v = 0;
    auto bytes = g->read<uint8_t>(prepared.kernarg_va + a.offset, a.size);
    std::memcpy(&v, bytes.data(), a.size);
    for (int axis = 0; axis < 3; ++axis) {
      std::string s = std::string("_") + "xyz"[axis];
      if (a.value_kind == "hidden_block_count" + s) {
        EXPECT_EQ(v, launch().groups[axis]);
      } else if (a.value_kind == "hidden_group_size" + s) {
        EXPECT_EQ(v, launch().local[axis]);
      } else if (a.value_kind == "hidden_remainder" + s ||
                 a.value_kind == "hidden_global_offset" + s) {
        EXPECT_EQ(v, 0u) << a.value_kind;
      }
    }
    if (a.value_kind == "hidden_grid_dims") {
      EXPECT_EQ(v, launch().dims);
    }
  }
}

TEST_P(Registers, EveryRegisterTheStreamSetIsHeld) {
  for (auto [dw, value] : prepared.registers) EXPECT_EQ(reg(dw), value) << std::hex << dw;
}

Launch launch_1d(uint32_t local, uint32_t groups) {
  Launch l;
  l.local = {local, 1, 1};
  l.groups = {groups, 1, 1};
  return l;
}

std::vector<Case> cases() {
  std::vector<Case> v;
  for (const KernelFile& k : kKernelFiles) {
    for (int wave : {32, 64}) {
      std::string f = k.file;
      Launch l = f == "reduce" ? launch_1d(256, 3) : launch_1d(48, 5);
      if (f == "grid2d") l = Launch{2, {8, 4, 1}, {3, 5, 1}, {}};
      v.push_back({k, wave, l});
    }
  }
  return v;
}

std::string case_name(const ::testing::TestParamInfo<Case>& p) {
  return std::string(p.param.k.file) + "_w" + std::to_string(p.param.wave);
}

INSTANTIATE_TEST_SUITE_P(Kernels, Registers, ::testing::ValuesIn(cases()), case_name);

}  // namespace
}  // namespace rdnavk::opencl
