#include "tests/opencl/dispatch.h"

#include <cstring>

#include "cp/gpu_memory.h"
#include "pm4/packet.h"
#include "regs/gfx103_offsets.h"

namespace rdnavk::opencl {

namespace {

constexpr uint32_t kShBase = 0x2C00;      // first dword of the SH space (sid.h SI_SH_REG_OFFSET)
constexpr uint64_t kPacketOffset = 0;     // the AQL packet, 64-byte aligned (hsa.h)
constexpr uint64_t kKernargOffset = 256;  // kernel arguments, 16-byte aligned at least
constexpr uint64_t kIbBytes = 4096;

uint32_t lo32(uint64_t v) {
  return static_cast<uint32_t>(v);
}
uint32_t hi32(uint64_t v) {
  return static_cast<uint32_t>(v >> 32);
}
uint64_t align_up(uint64_t v, uint64_t a) {
  return (v + a - 1) / a * a;
}

template <typename T>
void put(std::vector<uint8_t>& b, size_t at, T v) {
  std::memcpy(b.data() + at, &v, sizeof v);
}

// Scratch (AMDGPUUsage, "Private Segment Buffer" and "Flat Scratch"): every wave
// gets its own slot of COMPUTE_TMPRING_SIZE.WAVESIZE x 1024 bytes (the GFX10
// granularity: ROCr's mem_alignment_size, Mesa's S_00B860_WAVESIZE(bytes >> 10));
// the SPI hands a wave its slot's offset in the private segment wavefront
// offset SGPR. One slot per wave of the dispatch, so any wave-to-slot mapping fits.
struct Scratch {
  uint64_t per_wave = 0;  // bytes
  uint32_t waves = 0;
  uint64_t bytes() const { return per_wave * waves; }
  uint32_t tmpring_size() const {
    return (waves & 0xfff) | static_cast<uint32_t>((per_wave >> 10) & 0x1fff) << 12;
  }
};

std::optional<Scratch> plan_scratch(const KernelDescriptor& kd, const Launch& l,
                                    std::string* error) {
  Scratch s;
  if (kd.private_segment_fixed_size == 0) return s;
  uint64_t per_lane = align_up(kd.private_segment_fixed_size, 4);
  s.per_wave = align_up(per_lane * kd.wave_lanes(), 1024);
  uint64_t items = uint64_t{l.local[0]} * l.local[1] * l.local[2];
  uint64_t waves = uint64_t{l.groups[0]} * l.groups[1] * l.groups[2] *
                   align_up(items, kd.wave_lanes()) / kd.wave_lanes();
  if (waves > 0xfff || (s.per_wave >> 10) > 0x1fff) {
    *error = "scratch past COMPUTE_TMPRING_SIZE's WAVES (12 bits) or WAVESIZE (13 bits)";
    return std::nullopt;
  }
  s.waves = static_cast<uint32_t>(waves);
  return s;
}

// The private segment buffer's V# (GFX10 SQ_BUF_RSRC_WORD0-3, fields from Mesa's
// gfx10 register database), as ROCr's AqlQueue::InitScratchSRD builds it for
// GFX10: swizzled per lane (SWIZZLE_ENABLE, ADD_TID_ENABLE) in dwords
// (FORMAT 32_UINT), bounds checks off (OOB_SELECT 2). ROCr leaves INDEX_STRIDE to
// the CP's AQL front end ("filled in by CP"); a PM4 dispatch has no such step,
// so it is set here: 2 (32 lanes) or 3 (64 lanes).
std::array<uint32_t, 4> scratch_descriptor(uint64_t va, uint64_t bytes, uint32_t lanes) {
  constexpr uint32_t kSwizzleEnable = 1u << 31;                   // WORD1[31]
  constexpr uint32_t kDstSelXyzw = 4 | 5 << 3 | 6 << 6 | 7 << 9;  // SQ_SEL_X, Y, Z, W
  constexpr uint32_t kFormat32Uint = 20u << 12;                   // GFX10_FORMAT_32_UINT
  constexpr uint32_t kAddTidEnable = 1u << 23;
  constexpr uint32_t kResourceLevel = 1u << 24;
  constexpr uint32_t kOobSelectDisabled = 2u << 28;
  uint32_t index_stride = (lanes == 32 ? 2u : 3u) << 21;
  return {lo32(va), (hi32(va) & 0xffff) | kSwizzleEnable, static_cast<uint32_t>(bytes),
          kDstSelXyzw | kFormat32Uint | index_stride | kAddTidEnable | kResourceLevel |
              kOobSelectDisabled};
}

// The hidden arguments of code object v5 (AMDGPUUsage, "Code Object V5 Metadata",
// hidden_* value kinds), for a grid of whole work-groups at offset 0.
std::optional<uint64_t> hidden_value(const std::string& kind, const Launch& l) {
  static const char* const kAxis = "xyz";
  for (int a = 0; a < 3; ++a) {
    std::string sfx = std::string("_") + kAxis[a];
    if (kind == "hidden_block_count" + sfx) return l.groups[a];
    if (kind == "hidden_group_size" + sfx) return l.local[a];
    if (kind == "hidden_remainder" + sfx) return 0;      // no partial work-group
    if (kind == "hidden_global_offset" + sfx) return 0;  // get_global_offset() is 0
  }
  if (kind == "hidden_grid_dims") return l.dims;
  // Services this dispatcher does not provide, which a kernel only reaches when it
  // calls printf, hostcalls, device enqueue or malloc; null tells it there are none.
  for (const char* none :
       {"hidden_none", "hidden_printf_buffer", "hidden_hostcall_buffer", "hidden_default_queue",
        "hidden_completion_action", "hidden_multigrid_sync_arg", "hidden_heap_v1",
        "hidden_dynamic_lds_size"})
    if (kind == none) return 0;
  return std::nullopt;
}

std::optional<std::vector<uint8_t>> kernargs(const Kernel& k, const Launch& l, std::string* error) {
  std::vector<uint8_t> seg(std::max(k.kernarg_segment_size, k.kd.kernarg_size), 0);
  size_t next = 0;
  for (const KernelArg& a : k.args) {
    uint64_t v;
    if (!a.hidden()) {
      if (next >= l.args.size()) return *error = k.name + ": too few arguments", std::nullopt;
      v = l.args[next++];
    } else if (auto h = hidden_value(a.value_kind, l)) {
      v = *h;
    } else {
      return *error = k.name + " needs " + a.value_kind, std::nullopt;
    }
    if (a.size > 8 || a.offset + a.size > seg.size())
      return *error = k.name + ": argument layout", std::nullopt;
    std::memcpy(seg.data() + a.offset, &v, a.size);  // little-endian: the low bytes
  }
  if (next != l.args.size()) return *error = k.name + ": too many arguments", std::nullopt;
  return seg;
}

// hsa_kernel_dispatch_packet_t (HSA Platform System Architecture 1.2, hsa.h): what
// the dispatch pointer SGPRs point at (the kernel reads grid_size from it).
std::vector<uint8_t> aql_packet(const Kernel& k, const Launch& l, uint64_t kd_va,
                                uint64_t kernarg_va) {
  std::vector<uint8_t> p(64, 0);
  // header: type KERNEL_DISPATCH (2), barrier, system-scope acquire and release.
  put<uint16_t>(p, 0, 2 | 1 << 8 | 2 << 9 | 2 << 11);
  put<uint16_t>(p, 2, static_cast<uint16_t>(l.dims));  // setup: dimensions
  for (int a = 0; a < 3; ++a) {
    put<uint16_t>(p, 4 + 2 * a, static_cast<uint16_t>(l.local[a]));
    put<uint32_t>(p, 12 + 4 * a, l.local[a] * l.groups[a]);
  }
  put<uint32_t>(p, 24, k.kd.private_segment_fixed_size);
  put<uint32_t>(p, 28, k.kd.group_segment_fixed_size);
  put<uint64_t>(p, 32, kd_va);  // kernel_object
  put<uint64_t>(p, 40, kernarg_va);
  return p;
}

struct UserSgprSources {
  std::array<uint32_t, 4> scratch_descriptor{};
  uint64_t packet_va = 0, kernarg_va = 0, scratch_va = 0;
};

// AMDGPUUsage, "Initial Kernel Execution State", the SGPR set-up order: private
// segment buffer (4), dispatch ptr (2), queue ptr (2), kernarg segment ptr (2),
// dispatch id (2), flat scratch init (2), private segment size (1), each present
// when its enable bit is set.
std::optional<std::vector<uint32_t>> user_sgprs(const KernelDescriptor& kd,
                                                const UserSgprSources& s, std::string* error) {
  std::vector<uint32_t> u;
  auto add64 = [&u](uint64_t v) { u.insert(u.end(), {lo32(v), hi32(v)}); };
  if (kd.has(kEnableSgprPrivateSegmentBuffer))
    u.insert(u.end(), s.scratch_descriptor.begin(), s.scratch_descriptor.end());
  if (kd.has(kEnableSgprDispatchPtr)) add64(s.packet_va);
  if (kd.has(kEnableSgprQueuePtr))
    return *error = "the kernel wants a queue pointer (no amd_queue_t here)", std::nullopt;
  if (kd.has(kEnableSgprKernargSegmentPtr)) add64(s.kernarg_va);
  if (kd.has(kEnableSgprDispatchId)) add64(1);
  // GFX10: the 64-bit base of the queue's scratch; the kernel's prolog adds its
  // wave offset and writes FLAT_SCRATCH with s_setreg (AMDGPUUsage, "Flat Scratch").
  if (kd.has(kEnableSgprFlatScratchInit)) add64(s.scratch_va);
  if (kd.has(kEnableSgprPrivateSegmentSize))
    u.push_back(static_cast<uint32_t>(align_up(kd.private_segment_fixed_size, 4)));
  if (u.size() > 16) return *error = "more than 16 user SGPRs", std::nullopt;
  return u;
}

// The PM4 of one dispatch on the compute pipe.
class ComputeStream {
 public:
  void set_sh(uint32_t dw, std::vector<uint32_t> values) {
    // SET_SH_REG with SHADER_TYPE 1 (compute), as RADV emits it (sid.h PKT3_SHADER_TYPE_S).
    ib_.push_back(header(pm4::Opcode::kSET_SH_REG, 1 + values.size()));
    ib_.push_back(dw - kShBase);
    for (size_t i = 0; i < values.size(); ++i) {
      ib_.push_back(values[i]);
      registers_.emplace_back(dw + static_cast<uint32_t>(i), values[i]);
    }
  }
  void dispatch_direct(const std::array<uint32_t, 3>& groups, uint32_t initiator) {
    ib_.insert(ib_.end(), {header(pm4::Opcode::kDISPATCH_DIRECT, 4), groups[0], groups[1],
                           groups[2], initiator});
  }
  const std::vector<uint32_t>& ib() const { return ib_; }
  const std::vector<std::pair<uint32_t, uint32_t>>& registers() const { return registers_; }

 private:
  static uint32_t header(pm4::Opcode op, size_t body) {
    return 3u << 30 | static_cast<uint32_t>((body - 1) & 0x3fff) << 16 |
           static_cast<uint32_t>(op) << 8 | 1u << 1;
  }
  std::vector<uint32_t> ib_;
  std::vector<std::pair<uint32_t, uint32_t>> registers_;
};

// COMPUTE_DISPATCH_INITIATOR: COMPUTE_SHADER_EN, FORCE_START_AT_000 (the start
// registers are 0 anyway), CS_W32_EN for a wave32 kernel.
uint32_t initiator_for(const KernelDescriptor& kd) {
  return 1u << 0 | 1u << 2 | (kd.wave32() ? 1u << 15 : 0u);
}

void write_registers(ComputeStream& s, const Kernel& k, const PreparedDispatch& d,
                     const Launch& l) {
  namespace r = regs;
  s.set_sh(r::kCOMPUTE_PGM_LO, {lo32(d.entry_va >> 8), lo32(d.entry_va >> 40)});
  s.set_sh(r::kCOMPUTE_PGM_RSRC1, {k.kd.compute_pgm_rsrc1, dispatch_rsrc2(k.kd)});
  s.set_sh(r::kCOMPUTE_PGM_RSRC3, {k.kd.compute_pgm_rsrc3});
  if (!d.user_sgprs.empty()) s.set_sh(r::kCOMPUTE_USER_DATA_0, d.user_sgprs);
  s.set_sh(r::kCOMPUTE_START_X, {0, 0, 0});
  s.set_sh(r::kCOMPUTE_NUM_THREAD_X, {l.local[0], l.local[1], l.local[2]});  // NUM_THREAD_FULL
  s.set_sh(r::kCOMPUTE_RESOURCE_LIMITS, {0});  // no limit on waves or groups per CU
  s.set_sh(r::kCOMPUTE_TMPRING_SIZE, {d.tmpring_size});
}

bool check_launch(const Kernel& k, const Launch& l, std::string* error) {
  if (k.kd.kernarg_preload != 0) return *error = "preloaded kernel arguments (GFX940)", false;
  if (k.kd.has(kUsesDynamicStack)) return *error = "dynamic stack", false;
  for (int a = 0; a < 3; ++a)
    if (l.local[a] == 0 || l.local[a] > 1024 || l.groups[a] == 0)
      return *error = "empty or oversized launch", false;
  if (l.dims < 1 || l.dims > 3) return *error = "dims", false;
  return true;
}

}  // namespace

uint32_t user_sgpr_count(const KernelDescriptor& kd) {
  uint32_t n = 0;
  for (auto [bit, sgprs] : {std::pair{kEnableSgprPrivateSegmentBuffer, 4u},
                            {kEnableSgprDispatchPtr, 2u},
                            {kEnableSgprQueuePtr, 2u},
                            {kEnableSgprKernargSegmentPtr, 2u},
                            {kEnableSgprDispatchId, 2u},
                            {kEnableSgprFlatScratchInit, 2u},
                            {kEnableSgprPrivateSegmentSize, 1u}})
    if (kd.has(bit)) n += sgprs;
  return n;
}

uint32_t dispatch_rsrc2(const KernelDescriptor& kd) {
  uint32_t lds_blocks = static_cast<uint32_t>(align_up(kd.group_segment_fixed_size, 512) / 512);
  return (kd.compute_pgm_rsrc2 & ~(0x1ffu << 15)) | (lds_blocks & 0x1ff) << 15;
}

std::optional<LoadedCode> load_into(GuestMemory& g, const std::string& path, std::string* error) {
  std::vector<uint8_t> elf = read_file(path, error);
  if (elf.empty()) return std::nullopt;
  // Once to learn the image's size, once more relocated for its address.
  auto sized = load_code_object(elf, 0, error);
  if (!sized) return std::nullopt;
  LoadedCode c;
  c.va = g.allocate(sized->image.size());
  if (c.va == 0) return *error = "guest memory full", std::nullopt;
  auto object = load_code_object(elf, c.va, error);
  if (!object || !g.write(c.va, object->image)) return std::nullopt;
  c.object = std::move(*object);
  return c;
}

std::optional<PreparedDispatch> prepare_dispatch(GuestMemory& g, const LoadedCode& code,
                                                 const Kernel& k, const Launch& l,
                                                 std::string* error) {
  if (!check_launch(k, l, error)) return std::nullopt;
  auto scratch = plan_scratch(k.kd, l, error);
  if (!scratch) return std::nullopt;
  auto args = kernargs(k, l, error);
  if (!args) return std::nullopt;
  PreparedDispatch d;
  d.descriptor_va = code.va + k.descriptor_offset;
  d.entry_va = code.va + k.code_offset;
  d.groups = l.groups;
  d.initiator = initiator_for(k.kd);
  d.scratch_bytes = scratch->bytes();
  d.tmpring_size = scratch->tmpring_size();
  if (d.scratch_bytes && (d.scratch_va = g.allocate(d.scratch_bytes)) == 0)
    return *error = "guest memory full", std::nullopt;
  uint64_t base = g.allocate(kKernargOffset + align_up(args->size(), 256) + kIbBytes);
  if (base == 0) return *error = "guest memory full", std::nullopt;
  d.packet_va = base + kPacketOffset;
  d.kernarg_va = base + kKernargOffset;
  d.ib_va = base + kKernargOffset + align_up(args->size(), 256);
  UserSgprSources src{scratch_descriptor(d.scratch_va, d.scratch_bytes, k.kd.wave_lanes()),
                      d.packet_va, d.kernarg_va, d.scratch_va};
  auto sgprs = user_sgprs(k.kd, src, error);
  if (!sgprs) return std::nullopt;
  d.user_sgprs = std::move(*sgprs);
  ComputeStream s;
  write_registers(s, k, d, l);
  s.dispatch_direct(l.groups, d.initiator);
  d.registers = s.registers();
  d.ib_dwords = static_cast<uint32_t>(s.ib().size());
  g.write(d.packet_va, aql_packet(k, l, d.descriptor_va, d.kernarg_va));
  g.write(d.kernarg_va, *args);
  g.write(d.ib_va, s.ib());
  return d;
}

cp::CpReport run_dispatch(cp::CommandProcessor& cp, GuestMemory& g, const PreparedDispatch& d) {
  cp::Submission s = g.submission(d.ib_va, d.ib_dwords);
  cp::VmSnapshotMemory memory(*s.vm);
  return cp.run(s, memory);
}

}  // namespace rdnavk::opencl
