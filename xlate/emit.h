// What an instruction's translation sees: the module being written, the guest's
// registers as variables of every invocation, the lane's place in its wave, and
// the means to read guest memory by address and to reach other lanes (D10).
// Each family of instructions (ops_*.cpp) is written against this.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "isa/instruction.h"
#include "xlate/memory_regions.h"
#include "xlate/register_use.h"
#include "xlate/spirv_asm.h"
#include "xlate/stage.h"
#include "xlate/status.h"

namespace rdnavk::xlate {

// Scalar operand codes with a meaning of their own (RDNA2 ISA 3.1, table of
// scalar operands).
enum ScalarCode : unsigned {
  kSgprCount = 106,  // s0-s105: the SGPRs a program may name
  kVccLo = 106,
  kVccHi = 107,
  kM0 = 124,
  kNull = 125,
  kExecLo = 126,
  kExecHi = 127,
  kVccz = 251,
  kExecz = 252,
  kScc = 253,
  kLiteral = 255,
};

// Case ids of the module's dispatcher that are not segments of the program.
inline constexpr uint32_t kCaseEnded = 0xffffffffu;          // the wave has ended
inline constexpr uint32_t kCaseBarrierWait = 0xfffffffeu;    // at s_barrier, waiting
inline constexpr uint32_t kCaseIndirectFault = 0xfffffffdu;  // s_setpc to no block
inline constexpr uint32_t kCaseBudget = 0xfffffffcu;         // past the segment budget
// The refusal of a split wave's translation that reached other lanes: the
// module is written again with the whole wave meeting (D23).
inline constexpr const char* kSplitCrossesLanes = "split-wave-crosses-lanes";
// The most segments one invocation runs before its wave is ended (a guest loop
// that never ends must not hang the host device).
inline constexpr uint32_t kSegmentBudget = 1u << 24;

class Emit;
// One instruction's translation; false when it is refused (Emit::refuse says why).
using OpFn = bool (*)(Emit&, const isa::Instruction&);
struct OpEntry {
  const char* name;  // the mnemonic without its encoding suffix (_e32, _e64, _dpp, _sdwa)
  OpFn fn;
};

class Emit {
 public:
  // `stage` supplies what the stage decides (stage.h); `config` is the wave's
  // starting state that its registers set.
  Emit(SpirvAsm& a, const WaveKey& key, const WaveConfig& config, Stage& stage);

  SpirvAsm& a;
  const WaveKey& key;
  const WaveConfig& config;
  Stage& stage;
  unsigned wave_size() const { return wave64_ ? 64 : 32; }
  bool wave64() const { return wave64_; }

  // ---- the instruction being translated
  uint32_t offset = 0;       // its byte offset in the program
  uint32_t next_offset = 0;  // the next instruction's
  // Refuses the program: false, for `return e.refuse(...)`.
  bool refuse(std::string reason);
  const std::string& refusal() const { return refusal_; }

  // ---- scalar registers (codes 0-127), SCC; every lane holds the same values
  V sgpr(unsigned code);  // u32; codes 0-105, vcc, m0, exec, ttmp refused elsewhere
  void set_sgpr(unsigned code, const V& v);
  V sgpr64(unsigned code);  // u64 from a pair
  void set_sgpr64(unsigned code, const V& v);
  V scc();  // bool
  void set_scc(const V& b);
  V exec();  // u64 (wave32: the high half reads zero)
  void set_exec(const V& v);
  V vcc();
  void set_vcc(const V& v);
  bool valid_sgpr(unsigned code, unsigned dwords) const;
  // Hardware registers that s_getreg/s_setreg reach (HW_REG_MODE = 1,
  // FLAT_SCR_LO = 20, FLAT_SCR_HI = 21, ...): u32 variables of every lane, MODE
  // starting from RSRC1 (FLOAT_MODE in bits 7:0, DX10_CLAMP 8, IEEE 9), the
  // others at zero.
  V hwreg(unsigned id);
  void set_hwreg(unsigned id, const V& v);
  std::set<unsigned> used_hwregs;

  // ---- lane masks kept by each lane (D16)
  // This lane's bit of mask operand `o`, as v_cndmask and the carry-ins read it:
  // for an SGPR or VCC, from the lane's own copy of its bit, which stays exact
  // where the whole mask was never formed; EXEC is the lane's active bit; other
  // operands (constants, M0) by their value.
  V mask_lane_bit(const isa::Operand& o);
  // A VALU lane-mask write of this lane's `bit` (already 0 for inactive lanes)
  // to SGPR or VCC destination `o`: true when it is done without forming the
  // whole mask, because nothing reads it as a scalar before it is overwritten
  // (the analysis found so) or the destination is null.
  bool lane_mask_write_deferred(const isa::Operand& o, const V& bit);
  // Whether `o` is a register whose bits lanes can keep (an SGPR mask or VCC).
  bool lane_mask_destination(const isa::Operand& o) const;
  // From the lane-mask analysis (lane_masks.h analyze_lane_masks):
  // D59: each lane keeps a copy of its own bit of EXEC (%lb126, and %lb127 in
  // wave64) that lane_active() reads, where the host subgroup is narrower than
  // the wave and the key asks for it (WaveKey::host_exec_bits_in_lanes), and
  // on every host where a loop's lanes leave it alone (D69).
  bool exec_copies = false;
  bool has_lane_copy(unsigned code) const;
  std::set<unsigned> lane_read_sgprs;       // registers whose bits lanes read (with copies)
  std::set<uint32_t> deferred_masks;        // offsets of mask writes not formed as a whole
  std::string lane_bit_var(unsigned code);  // the lane's copy of its bit of `code`

  // ---- vector registers of this lane
  V vgpr(unsigned index);  // u32
  void set_vgpr(unsigned index, const V& v);
  // Writes `v` where this lane's EXEC bit is set.
  void set_vgpr_active(unsigned index, const V& v);
  V lane_active();                  // bool: this lane's EXEC bit
  V first_active_lane();            // u32: EXEC's lowest set bit; 0 when EXEC is zero
  V lane() const { return lane_; }  // u32 lane number in the wave
  V wave() const { return wave_; }  // u32 wave number in the workgroup
  V thread_in_group() const { return flat_; }

  // ---- operands, by their decoded form
  // A source as `t` (16/32/64 bits): registers, inline constants as the type reads
  // them, literals; neg/abs applied for float types.
  V src(const isa::Operand& o, Ty t);
  // Without modifiers.
  V src_raw(const isa::Operand& o, Ty t);
  // A scalar destination (SGPR, VCC, EXEC, M0, null) of 32 or 64 bits.
  bool set_sdst(const isa::Operand& o, const V& v);

  // ---- lane modifiers of the instruction being translated (DPP, SDWA), set
  // by vec::begin_lane_modifiers (dpp_sdwa.cpp) before its handler runs and
  // cleared after. Kept in Function variables, so they outlive a segment end.
  // A source operand read by src_raw from u32 variable `var` instead.
  struct SrcOverride {
    const isa::Operand* op = nullptr;
    std::string var;
  };
  SrcOverride src_override[2];
  // A bool variable: whether this lane writes its VGPR destination (DPP
  // row_mask, bank_mask, bound_ctrl); empty: every active lane writes.
  std::string write_enable_var;
  // With it in wave64: whether lane L ^ 32 writes (a shared VGPR's other lane).
  std::string partner_write_enable_var;

  // Value conversions.
  V bits(const V& v);                        // float -> same-width unsigned
  V as(Ty t, const V& v);                    // bitcast
  V to_bool(const V& u32);                   // != 0
  V from_bool(const V& b, Ty t = Ty::kU32);  // 1 / 0
  V lo(const V& u64);
  V hi(const V& u64);
  V join(const V& lo32, const V& hi32);  // u64

  // ---- guest memory by address (the module's VA table)
  V load32(const V& va);                             // u32 at any byte address
  V load_bytes(const V& va, unsigned n, bool sign);  // 1 or 2 bytes, extended
  void store32(const V& va, const V& v);
  void store_bytes(const V& va, const V& v, unsigned n);  // low n bytes of v (1 or 2)
  // Atomic `opcode` (OpAtomicIAdd...) on the dword at `va` (4-aligned); returns
  // the old value. `cmp` for OpAtomicCompareExchange.
  V atomic32(const char* opcode, const V& va, const V& v, const V* cmp = nullptr);
  V atomic64(const char* opcode, const V& va, const V& v, const V* cmp = nullptr);
  // Status bits gather in the invocation's %status_acc (runtime_spirv.cpp) and
  // reach the dispatch's status word once, by flush_status, where the
  // invocation ends: an atomic at every raising site would cost each of them
  // a loop over the lanes and its own storage on some hosts (D54).
  void raise_status(StatusBit bit);
  void flush_status();
  // On a host that may flush denormals in a width (neither DenormPreserve nor
  // known to keep them): after op `op` made `r` from `args`, raise
  // kStatusHostDenormal where a float operand is denormal or `r` is a zero the
  // exact result may not have been.
  void guard_host_float(const V& r, std::string_view op, const std::vector<V>& args);
  unsigned unsure_float_widths = 0;  // bit 0: f16, 1: f32, 2: f64
  // Conditions (bools) under which a guarded op's result is used: code that
  // computes every candidate and selects one afterwards (a format's number
  // types) guards each candidate only where it is the one selected.
  std::vector<V> guard_conditions;

  // ---- LDS (the workgroup's local data share)
  uint32_t lds_bytes() const { return config.lds_bytes; }
  // `aligned`: the address is a multiple of 4 in every lane that runs this
  // (lds_address_aligned), so one word is all it reaches.
  V lds_load32(const V& byte_addr, bool aligned = false);
  void lds_store32(const V& byte_addr, const V& v, bool aligned = false);
  // For each DS instruction (by offset), the low bits of its ADDR VGPR known to
  // be zero in every lane that runs it (lds_alignment.h, D56).
  std::map<uint32_t, unsigned> lds_zero_bits;
  // Whether the DS instruction being translated reaches a multiple of 4 at
  // its ADDR VGPR plus `extra` bytes in every lane that runs it.
  bool lds_address_aligned(uint32_t extra) const {
    auto it = lds_zero_bits.find(offset);
    return it != lds_zero_bits.end() && it->second >= 2 && extra % 4 == 0;
  }
  V lds_atomic32(const char* opcode, const V& byte_addr, const V& v, const V* cmp = nullptr);

  // ---- crossing lanes (D10). A step that needs other lanes' values may end the
  // segment; values computed before it are gone after it, so each step is split:
  // publish, then read in the code that follows.
  // Every lane publishes a bit; answers the wave's mask (u64, bit i = lane i).
  // Inactive lanes publish what they are given: callers pass 0 where the hardware
  // writes 0 for them.
  void publish_bit(const V& b);
  V read_mask();
  // Every lane publishes a dword; then reads lane `src_lane`'s (u32 0..W-1).
  void publish_dword(const V& v);
  V read_lane(const V& src_lane);
  // A lane mask (u32 or u64) tested against zero, as the SCC of a bitwise op,
  // s_*_saveexec or s_cbranch_execz/vccz sees it: in a split wave, at the
  // instructions the analysis chose (split_waves.h), only the host subgroup's
  // own lanes count.
  V lane_mask_nonzero(const V& mask);
  // The wave's lanes all finish what came before before any lane goes on, with
  // LDS and memory accesses ordered across them (D15).
  void wave_sync();
  // s_barrier: the wave waits until every wave of the workgroup is here.
  void workgroup_barrier();

  // ---- control flow
  // Case id of the block at `offset`; the program's analysis made one for every
  // block start.
  uint32_t block_id(uint32_t off);
  // Ends the instruction's segment going to `target_id` (a V u32, uniform).
  void jump(const V& target_id);
  // A conditional branch: to the block at `target` where `taken`, else into the
  // next block. Where that block is one the segment goes on into (`inlined`),
  // the segment stays open and only the taken way leaves it.
  void branch(const V& taken, uint32_t target);
  // Blocks entered only by falling from the block before them: their code goes
  // on in that block's segment, with no trip through the dispatcher.
  std::set<uint32_t> inlined;
  // A block inlined has no segment of its own: a branch to it (which the
  // analysis says none is) would end the wave, and is refused instead.
  void jump_to(uint32_t off) {
    if (inlined.count(off)) refuse("branch-to-inlined-block");
    jump(a.u32(block_id(off)));
  }
  void end_wave();
  // s_setpc_b64 / s_swappc_b64 to an address.
  void jump_to_address(const V& va64);
  V program_va();  // u64
  bool segment_closed() const { return closed_; }

  // ---- used by the module writer (module_writer.cpp) and the stages
  struct Internals;
  Internals* internals = nullptr;
  // Starts the case of segment `id` (a branch target or a resume point).
  void open_segment(uint32_t id);
  // Segments whose code may branch back to their own start (D52): each is a
  // host loop, so that going round costs the budget's count and no trip through
  // the dispatcher. A segment that closes for a meeting or a barrier ends its
  // loop there; what follows is a segment of its own, as before.
  std::set<uint32_t> loop_segments;
  // The scalar registers live at each block's start (sgprs_live_in; empty
  // where unknown). Where a segment's loop is left for a known block (and so
  // where its budget is spent, which leaves by the same way, D70), the
  // registers dead there are set to zero (D68): a
  // value that went round the loop only to feed itself then reaches nothing,
  // and the host's compiler drops it.
  std::map<uint32_t, RegisterUse::Registers> sgpr_live_in;
  // Sets the scalar registers (and their lanes' copies, and SCC) that `live`
  // leaves out to zero.
  void zero_dead_sgprs(const RegisterUse::Registers& live);
  // Closes the host loop of the segment last opened, if it is one.
  void end_segment_loop();
  // Ends the current segment: the wave goes on at `next` without leaving the
  // inner loop (yield = false) or leaves it for the workgroup's meeting.
  void close_segment(const V& next, bool yield);
  uint32_t new_segment_id();
  std::map<uint32_t, uint32_t> block_ids;               // offset -> case id
  std::vector<std::pair<uint32_t, std::string>> cases;  // id -> label
  std::set<unsigned> used_sgprs, used_vgprs;
  bool uses_crosslane = false, uses_barrier = false, uses_lds = false;
  bool uses_gds = false;  // a GDS atomic was carried out (ds_gds)
  V lane_, wave_, flat_, lane_lo_, lane_hi_, subgroup_first_;
  V group_threads_;  // the threads of this group (fewer in a partial one)
  std::string pc_var, resume_var, iter_var;
  bool subgroup_covers_wave = false;  // host subgroup >= wave: no meeting needed
  // Split waves (D23): each host subgroup runs its lanes as a wave of its own,
  // its lane masks exact in its own lanes' bits; nothing crosses subgroups.
  bool split_waves = false;
  std::set<uint32_t> subgroup_tests;    // offsets (SplitPlan::subgroup_tests)
  std::set<uint32_t> subgroup_tested;   // those whose test was made so
  std::set<uint32_t> first_lane_reads;  // offsets (SplitPlan::first_lane_reads)
  // Loop segments whose lanes leave alone (SplitPlan::lane_wise_loops, D61): in
  // them a lane mask is formed as each lane's own bit in its place, and a test
  // of the subgroup's lanes is the lane's own bit.
  std::set<uint32_t> lane_wise_segments;
  bool in_lane_wise_segment() const { return loop_.open && lane_wise_segments.count(loop_.id); }
  // The lane's own bit of lane mask `m` (u32 in wave32, u64 in wave64): from
  // D59's known bits where the assembler has them, else bit `lane` of `m`.
  V own_mask_bit(const V& m);
  // The descriptor words of memory regions (D60) each s_load writes, by its
  // offset: compared with the executor's (check_region_words).
  const std::multimap<uint32_t, RegionWordLoad>* region_loads = nullptr;
  const RegionMap* region_access = nullptr;  // MemoryRegions::order
  // After an s_load: every region word it wrote is the executor's, else the
  // work is refused (kStatusMemoryRegions).
  void check_region_words();
  bool in_vector_op = false;  // the instruction being translated works on lanes
  V subgroup_id_;             // the host subgroup's number in the group (uniform)
  V subgroup_lanes_;          // u64: the wave's bits of this subgroup's lanes
  V subgroup_shift_;          // u32: its first lane in the wave
  // Its bits' place in the half of a wave64 mask that holds them (the shift
  // mod 32), and all-ones for that half and zero for the other (D58).
  V subgroup_half_shift_, subgroup_lo_keep_, subgroup_hi_keep_;
  // A split wave64 whose program is written once for each half of the wave
  // (D65): the half (0 low, 1 high) that the copy being written runs in, whose
  // lanes, and so every split subgroup's, lie there; -1 where one copy serves
  // both. Where known, lane_lo_, lane_hi_, the keeps and subgroup_lanes_ are
  // the half's, and lane_in_low_half() a constant.
  int known_half = -1;
  // Whether the lane is one of wave64's lanes 0-31 (bool).
  V lane_in_low_half();
  // The labels of the dispatcher's loop that a segment's end branches to: on
  // round (inner_cont) or out to the meeting (inner_merge). Each copy of the
  // program has its own loop.
  std::string inner_cont = "%inner_cont", inner_merge = "%inner_merge";
  bool subgroup_is_wave = false;  // host subgroup == wave: subgroup barriers
  // Where the subgroup holds the wave in a stage whose invocations all run to
  // the end (compute, mesh): each cross-lane step checks that every lane of the
  // wave is there (kStatusLanesApart, D32).
  bool check_lanes_together = false;
  void lanes_together_check();
  // The flow serial (SpirvAsm::flow_serial) right after the last check; a
  // check at the same serial is not written again.
  uint64_t lanes_checked_at_ = ~uint64_t{0};
  // A pixel wave (D25): a lane whose ballot left out the bit it published (a
  // helper invocation, which lavapipe leaves out of ballots) has been dropped
  // from EXEC on the host and computes nothing more; a lane that then reads one
  // of its values across lanes (a quad's derivatives, DPP, lane reads) refuses
  // the draw (kStatusLanesApart).
  bool check_dropped_lanes = false;
  // Every invocation of a host subgroup reaches each of the module's subgroup
  // operations (compute: the workgroup is whole waves, and a subgroup's
  // invocations run one wave's segments together), so a shuffle may read any
  // of them (D53).
  bool all_invocations_take_part = false;
  void note_dropped_lane(const V& mask);
  void dropped_lane_check(const V& src_local);
  bool uses_wave_meeting = false;  // wave_sync met the workgroup
  // Wave64's shared VGPRs (config.shared_vgprs after the allocated ones): one
  // 32-lane register that lanes L and L + 32 both reach, kept in workgroup memory.
  bool uses_shared_vgprs = false;
  // An image instruction called %fn_image_place (image_address.h), which the
  // module writer then adds.
  bool uses_images = false;
  // One named a multisampled DIM: the place function then carries the
  // multisampled patterns' equations too (D27, 2026-12-03).
  bool uses_msaa_images = false;
  // D36: the VGPRs whose halves a D16 image load may leave standing for one of
  // two values (d16_tracked_vgprs, module_writer.cpp). Each has, per lane, the
  // halves that do (bit 0 low, bit 1 high) and the other value of each.
  std::set<unsigned> d16_tracked;
  // D48: the VGPRs no f32 denormal is ever written to, in any lane
  // (clean_f32_vgprs, float_runs.cpp). A run reads them without noting them.
  std::set<unsigned> clean_f32_vgprs;
  // f32 values read from those VGPRs (src()): no lane holds a denormal in
  // them, so MODE's input flush leaves them alone and a host that may flush
  // denormals cannot have met one there (guard_host_float).
  std::set<std::string> clean_f32_values;
  bool clean_f32(const V& v) const { return v.ty == Ty::kF32 && clean_f32_values.count(v.id) != 0; }
  static std::string d16_taint_var(unsigned vgpr) { return "%d16t" + std::to_string(vgpr); }
  static std::string d16_alt_var(unsigned vgpr) { return "%d16a" + std::to_string(vgpr); }

 private:
  std::string reg_var(unsigned code);  // SGPR code or 256 + VGPR
  bool shared_vgpr(unsigned index) const {
    return index >= config.vgprs && index < config.vgprs + config.shared_vgprs;
  }
  std::string shared_vgpr_ptr(unsigned index);  // this lane's dword of it
  V inline_constant(unsigned code, Ty t, const isa::Operand& o);

  bool wave64_;
  bool closed_ = true;
  struct SegmentLoop {
    bool open = false;
    uint32_t id = 0;
    std::string head, cont, merge;
    bool counted = false;  // this round has tested the budget (D70)
    size_t depth = 0;      // the round's own nesting of constructs
  } loop_;
  // Whether this invocation has run past kSegmentBudget segments.
  V budget_spent();
  uint32_t next_id_ = 0;
  std::string refusal_;
};

// An op-table entry whose handler is `body`, an expression of the Emit `e` and
// the instruction `in` (each family's table is a list of these).
#define RDNAVK_OP_ENTRY(name, body)                         \
  {                                                         \
    name, [](Emit& e, const isa::Instruction& in) -> bool { \
      (void)e;                                              \
      (void)in;                                             \
      return body;                                          \
    }                                                       \
  }

// Every family's table, for the translator's look-up.
std::span<const OpEntry> scalar_ops();
std::span<const OpEntry> vector_ops();
std::span<const OpEntry> memory_ops();
std::span<const OpEntry> float_ops();      // ops_float.cpp: VALU f16/f32/f64, conversions
std::span<const OpEntry> packed_ops();     // ops_packed.cpp: VOP3P (packed f16 and 16-bit integers)
std::span<const OpEntry> crosslane_ops();  // ops_crosslane.cpp: permlane, ds_swizzle, ds_(b)permute
std::span<const OpEntry>
format_ops();  // ops_format.cpp: format loads/stores, scratch_*, more DS and atomics
std::span<const OpEntry> divide_ops();  // ops_divide.cpp: v_div_scale, v_div_fmas, v_div_fixup
std::span<const OpEntry> int16_ops();   // ops_int16.cpp: 16-bit integer VOP3 arithmetic
std::span<const OpEntry> image_ops();   // ops_image.cpp: image_load/_store (_mip)
std::span<const OpEntry> sample_ops();  // ops_sample.cpp: image_sample and its suffixes
// ops_stage.cpp: exp, v_interp_* and s_sendmsg, whose meaning is the stage's
// (Stage::exp, interp, sendmsg); not part of find_op's table, so that what a
// stage refuses is not counted as carried out.
std::span<const OpEntry> stage_ops();
const OpEntry* find_stage_op(std::string_view mnemonic);
const OpEntry* find_op(std::string_view mnemonic);
// ops_memory.cpp: a DS instruction with GDS set, where the stage has the global
// data share (Stage::gds_base) and the instruction is one carried out there
// (ds_add_u32); false where neither, the caller escaping (kStatusGds).
bool ds_gds(Emit& e, const isa::Instruction& in);
// The mnemonic without _e32/_e64/_dpp/_sdwa.
std::string_view base_mnemonic(const isa::Instruction& in);

}  // namespace rdnavk::xlate
