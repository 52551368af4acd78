// What a translated module depends on beyond the instructions, split by who
// decides it (decision record 0018): the host and the wave size (WaveKey), the
// wave's starting state that every stage's RSRC registers set alike
// (WaveConfig), and what only the stage knows (Stage: the entry point and its
// interface, the initial registers, which lanes run, whether workgroup memory
// exists, and what exp, v_interp and s_sendmsg do). The translator's core
// (module_writer.cpp) and every instruction family (ops_*.cpp) see only these.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "isa/instruction.h"
#include "xlate/spirv_asm.h"

namespace rdnavk::xlate {

class Emit;

// The wave size and the host device's facts that change a module. Part of
// every stage's key.
struct WaveKey {
  bool wave64 = true;              // the stage's wave size register field
  uint32_t host_subgroup = 0;      // the host's subgroup size (D10)
  bool host_int64_atomics = true;  // the host device has shaderBufferInt64Atomics
  // Float denormals on the host, by width (bit 0: f16, 1: f32, 2: f64): where the
  // module may declare DenormPreserve (shaderDenormPreserveFloat*), and where the
  // host is known to keep them without it (lavapipe, measured). A module that
  // computes in a width with neither checks each float op at run time: a
  // denormal operand, or a zero result not provably exact, refuses the work
  // (`host-denormal-value`), as the host may have flushed it (D17).
  uint8_t host_denorm_preserve = 0;
  uint8_t host_denorm_kept = 0;
  // Widths (bits as above) in which the module may declare
  // SignedZeroInfNanPreserve (shaderSignedZeroInfNanPreserveFloat*). Without
  // it a host may drop the sign of a zero or assume no NaN or infinity, which
  // the hardware never does; a module computing in a width without it is
  // refused (`host-signed-zero-inf-nan`).
  uint8_t host_signed_zero = 7;
  // Where the host subgroup is narrower than the wave, whether a wave whose
  // lanes never need each other may run as independent host subgroups (D23;
  // RDNAVK_DEBUG=nosplit turns it off).
  bool split_waves = true;
  // The host runs the module's invocations reconverged wherever its control
  // flow reconverges (MaximallyReconvergesKHR, D31); without it a subgroup's
  // lanes may not all reach a cross-lane step together.
  bool host_reconverges = false;
  // Where a host subgroup is exactly one wave, its cross-lane steps are host
  // subgroup operations (D10); with this set they meet through workgroup
  // memory as where the subgroup is narrower, in stages that have it: mesh
  // modules always (D32), compute with RDNAVK_DEBUG=wavemem.
  bool crosslane_in_memory = false;
  // Runs of float arithmetic computed by the host's arithmetic first and again
  // by the guest's rules only in lanes that need them (D48; RDNAVK_DEBUG=
  // nofastfloat turns it off).
  bool speculate_floats = true;
  // The host's subgroup shuffle is one vector permute while its ballot is a
  // loop over the lanes (llvmpipe with AVX2 and subgroups of 8): where every
  // invocation of a subgroup takes part, a split wave's ballot is made of
  // shuffles (D53).
  bool host_ballot_by_shuffle = false;
  // The host runs a subgroup's invocations as the lanes of SIMD vectors and
  // gathers a whole mask across them by a chain of exchanges (llvmpipe): a
  // lane's own bit of EXEC is kept beside EXEC, and every vector instruction's
  // predicate reads it rather than the whole mask (D59). Modules with a loop
  // whose lanes leave alone keep it on every host (D69).
  bool host_exec_bits_in_lanes = false;
  // Where a split wave's loop allows it, each lane leaves the loop on its own
  // bit of the tested mask rather than on the subgroup's gathered mask (D61):
  // set for every host by the executor (exact everywhere; llvmpipe cannot
  // branch on a value it does not know to be uniform, and on NVIDIA the
  // gathered mask is a ballot and a round of the subgroup).
  bool host_lanes_leave_loops = false;
  // D15 orders two LDS accesses of a wave only where another lane's bytes of
  // the two may meet, as the lanes' addresses and EXEC show (D62;
  // RDNAVK_DEBUG=noldsapart orders every pair where one writes).
  bool lds_lanes_apart = true;
  bool operator==(const WaveKey&) const = default;
};

// The float mode a wave starts in: RSRC1's FLOAT_MODE, DX10_CLAMP and IEEE_MODE,
// which every stage's PGM_RSRC1 register holds in the same bits (RDNA2 ISA 3.8,
// MODE: FP_ROUND 3:0, FP_DENORM 7:4, DX10_CLAMP 8, IEEE 9).
struct FloatMode {
  uint8_t round = 0;   // FP_ROUND: 2 bits for f32, 2 for f16 and f64; 0 is to nearest even
  uint8_t denorm = 0;  // FP_DENORM: 2 bits for f32, 2 for f16 and f64
  bool dx10_clamp = false;
  bool ieee = false;
  // The MODE hardware register's value at the wave's start.
  uint32_t mode_register() const {
    return uint32_t{round} | uint32_t{denorm} << 4 | uint32_t{dx10_clamp} << 8 |
           uint32_t{ieee} << 9;
  }
  // FP_DENORM's f16/f64 field: 3 keeps input and output denormals.
  unsigned denorm_f16_f64() const { return (denorm >> 2) & 3u; }
};

// The wave as the stage's registers set it up.
struct WaveConfig {
  FloatMode float_mode;
  unsigned wave = 64;         // lanes a wave (32 or 64)
  unsigned waves = 1;         // waves that run together and may meet (a workgroup)
  unsigned local_size = 64;   // host invocations of that group: waves * wave
  unsigned vgprs = 0;         // VGPRs allocated to a lane
  unsigned shared_vgprs = 0;  // wave64's shared VGPRs, after the allocated ones
  uint32_t lds_bytes = 0;     // the group's LDS (0 in a stage without workgroup memory)
  // The LDS is the group's region of a host buffer (%lds_base, D55), not a
  // workgroup array: set only where lds_bytes is not 0.
  bool lds_in_buffer = false;
};

// Hardware register ids of s_getreg/s_setreg (RDNA2 ISA 3.11, HW_REG_*) that
// the translator keeps as variables.
enum HwRegId : unsigned {
  kHwRegMode = 1,
  kHwRegFlatScratchLo = 20,
  kHwRegFlatScratchHi = 21,
};

// The translator's entry point for one kind of hardware stage.
class Stage {
 public:
  virtual ~Stage() = default;

  // The SPIR-V execution model of the module's entry point ("GLCompute").
  virtual const char* execution_model() const = 0;
  // Whether the module may declare Workgroup memory: the LDS and the arrays
  // through which the waves of a group meet where the host subgroup is
  // narrower than a wave (D10). A stage without it refuses both.
  virtual bool has_workgroup_memory() const = 0;
  // The guest byte address of the border colour table (BORDER_COLOR_TYPE 3,
  // D34), a u64 the prologue reads: a draw's stages have TA_BC_BASE_ADDR/_HI in
  // their push blocks (`border_colours`); a compute dispatch's block is full,
  // and TA_CS_BC_BASE_ADDR/_HI is in its status record (StatusRecord,
  // push_layout.h).
  virtual V border_colour_table(SpirvAsm& a) const = 0;
  // VGPRs v0 .. v(n-1) the program starts with whose values depend on which of
  // a quad's two triangles a pixel fell in other than through v_interp (a
  // pixel program's barycentrics in a quad draw, D38): the module is refused
  // `draw-quad-barycentrics` where anything else may read them. 0: none.
  virtual unsigned split_sensitive_vgprs() const { return 0; }
  // The user SGPRs (s0 ..) the program starts with whose values the executor
  // knows before the work runs and passes on: buffer descriptors loaded from
  // places they fix bound memory regions (D60). 0: none are relied on.
  virtual unsigned region_user_sgprs() const { return 0; }
  // Whether every wave starts with every lane on, v0 holding the wave's first
  // lane's number plus the lane's and every other VGPR one value for the whole
  // wave (a one-dimensional compute group of whole waves): the lanes' addresses
  // made from v0 are then known apart (D60's slices).
  virtual bool lanes_in_order() const { return false; }
  // VGPRs among v0 .. v31 the program starts with whose values are not
  // published for this key (a pixel program's sample barycentrics without
  // sample shading, say): the module is refused `refusal` where the program
  // may read one before writing it; initial_state may leave them 0.
  struct UnknownStart {
    uint32_t vgprs = 0;
    std::string refusal;
  };
  virtual std::vector<UnknownStart> unknown_start_vgprs() const { return {}; }
  // Declares the push-constant block and the built-in inputs the stage reads,
  // as globals of `a`.
  virtual void declare_interface(SpirvAsm& a) = 0;
  // The entry point's interface ids beyond the Workgroup arrays the core adds.
  virtual std::string interface_ids() const = 0;
  // Execution modes beyond the float controls the core declares (LocalSize...).
  virtual void execution_modes(SpirvAsm& a) const = 0;
  // In the entry function's prologue: the invocation's place (Emit's flat_,
  // wave_, lane_, lane_lo_, lane_hi_, subgroup_first_, and subgroup_id_, the
  // host subgroup's number in the group, uniform in it).
  virtual void place_lanes(SpirvAsm& a, Emit& e) = 0;

  // What the hardware writes into registers before the program starts, in the
  // prologue: SGPR codes (EXEC included) and VGPR indices to values; registers
  // not named start at zero. `launched`: whether this invocation's wave runs
  // at all (a bool). False with e.refuse() called when the state is refused.
  struct InitialState {
    std::map<unsigned, V> sgprs;
    std::map<unsigned, V> vgprs;
    V launched;
  };
  virtual bool initial_state(SpirvAsm& a, Emit& e, InitialState* s) = 0;
  // VGPRs v0 .. v(n-1) are the only ones initial_state may name; the rest start
  // at zero. The float runs' analysis of clean VGPRs (D48) relies on it, and the
  // module writer refuses a state that names one past it.
  virtual unsigned start_vgprs() const { return 256; }
  // Whether every wave the stage launches starts with every lane on (EXEC all
  // ones), as the split-wave analysis may then assume of each host subgroup.
  virtual bool full_waves() const { return false; }

  // The instructions whose meaning is the stage's. By default each is refused
  // as an instruction the stage does not carry out.
  virtual bool exp(Emit& e, const isa::Instruction& in);
  // After every wave of the group has ended, in the entry function (a mesh
  // module writes its outputs there). By default nothing.
  virtual void epilogue(SpirvAsm& a, Emit& e) {
    (void)a;
    (void)e;
  }
  virtual bool interp(Emit& e, const isa::Instruction& in);
  // The global data share's device address (a u64, from the prologue), where
  // the stage's work has one (a draw's programs: decision record 0046); an
  // empty V where it has none, and GDS accesses escape.
  virtual V gds_base(SpirvAsm& a) {
    (void)a;
    return {};
  }
  virtual bool sendmsg(Emit& e, const isa::Instruction& in);
};

}  // namespace rdnavk::xlate
