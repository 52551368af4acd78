// The push constants of each stage's modules, each defined once as a list of
// members: the C++ struct the executor fills, the SPIR-V block the module
// declares and the member offsets both agree on all come from that list
// (decision record 0018). Every stage's block starts with the members the
// runtime functions read (runtime_spirv.cpp): the VA table, the status word and
// the program's address.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace rdnavk::xlate {

class SpirvAsm;

// S(type, name): a scalar member; A(type, name, count): an array of `count`;
// of uint32_t or uint64_t, in std430 order. The common head of every stage's
// block:
#define RDNAVK_PUSH_HEAD(S, A)                                                 \
  S(uint64_t, page_table) /* device address of the VA table (vk/va_table.h) */ \
  S(uint64_t, status)     /* device address of the work's status word */       \
  S(uint64_t, program_va) /* the program's address: what s_getpc_b64 counts from */

// A compute dispatch (the command processor fills it per dispatch).
#define RDNAVK_COMPUTE_PUSH(S, A)                                                    \
  RDNAVK_PUSH_HEAD(S, A)                                                             \
  A(uint32_t, user_data, 16)       /* COMPUTE_USER_DATA_0..15 */                     \
  A(uint32_t, group_base, 3)       /* COMPUTE_START_X/Y/Z (0: FORCE_START_AT_000) */ \
  S(uint32_t, scratch_wave_bytes)  /* COMPUTE_TMPRING_SIZE.WAVESIZE in bytes */      \
  A(uint32_t, groups, 3)           /* the dispatch's group counts */                 \
  S(uint32_t, partial)             /* NUM_THREAD_PARTIAL per dimension, see below */ \
  S(uint32_t, scratch_first_group) /* the first group of this part, see below */     \
  S(uint32_t, unused)              /* pads to the 8-byte members' alignment */

// A draw's mesh workgroups (D25): one per NGG subgroup, each reading its
// subgroup's record from the draw's (MeshRecord, translator.h).
#define RDNAVK_MESH_PUSH(S, A)                                                  \
  RDNAVK_PUSH_HEAD(S, A)                                                        \
  S(uint64_t, draw)           /* device address of the draw's record */         \
  S(uint64_t, border_colours) /* TA_BC_BASE_ADDR/_HI as a guest byte address */ \
  S(uint32_t, subgroup_words) /* dwords of one subgroup's record in it */       \
  S(uint32_t, first_instance) /* InstanceID of the workgroups with WorkgroupId.y 0 */

#define RDNAVK_PUSH_SCALAR(type, name) type name = 0;
#define RDNAVK_PUSH_ARRAY(type, name, count) type name[count] = {};

// COMPUTE_DISPATCH_INITIATOR.PARTIAL_TG_EN: `partial` holds each dimension's
// NUM_THREAD_PARTIAL (1..1023, 0: none) in bits 9:0, 19:10, 29:20; the last
// group of the dispatch in that dimension has that many threads in it.
// `scratch_first_group`: the linear index (x fastest) of the first group of
// this part of the dispatch; the executor splits a dispatch whose waves
// outnumber the scratch ring's slots into parts run one after another, each
// wave of a part taking the slot its place in the part gives.
struct ComputePush {
  RDNAVK_COMPUTE_PUSH(RDNAVK_PUSH_SCALAR, RDNAVK_PUSH_ARRAY)
};
// Vulkan guarantees 128 bytes of push constants.
static_assert(sizeof(ComputePush) <= 128);

// What a block's `status` points to: the work's status word, which the module
// ORs its reasons into, then what the block has no room for. A compute
// dispatch's ComputePush is full, so the address of its border colour table
// (TA_CS_BC_BASE_ADDR/_HI as a guest byte address, D34) is here; a draw's
// stages have theirs in their blocks and leave it unused. `lds` is the device
// address of the LDS buffer a compute module with ComputeKey::lds_in_buffer
// reaches (D55): group `scratch_first_group + i` of a part has the region at
// `lds + i * CompiledModule::lds_buffer_bytes`. `region_words`: the four words
// of each memory region's descriptor (CompiledModule::regions, D60) as the
// executor read them before the dispatch.
struct StatusRecord {
  uint32_t status = 0;
  uint32_t unused = 0;  // pads to the 8-byte member's alignment
  uint64_t border_colours = 0;
  uint64_t lds = 0;
  uint32_t region_words[8][4] = {};
};
static_assert(offsetof(StatusRecord, status) == 0 && sizeof(StatusRecord) == 152);

// A draw's fragment invocations: the draw's record (MeshRecord) holds the
// pixel program's user data too.
#define RDNAVK_FRAGMENT_PUSH(S, A)                                      \
  RDNAVK_PUSH_HEAD(S, A)                                                \
  S(uint64_t, draw)           /* device address of the draw's record */ \
  S(uint64_t, border_colours) /* TA_BC_BASE_ADDR/_HI as a guest byte address */

struct FragmentPush {
  RDNAVK_FRAGMENT_PUSH(RDNAVK_PUSH_SCALAR, RDNAVK_PUSH_ARRAY)
};

struct MeshPush {
  RDNAVK_MESH_PUSH(RDNAVK_PUSH_SCALAR, RDNAVK_PUSH_ARRAY)
};
static_assert(sizeof(MeshPush) <= 128);
// A draw's pipeline holds both blocks, the fragment module's after the mesh's.
static_assert(sizeof(MeshPush) + sizeof(FragmentPush) <= 128);

// One member of a push-constant block, as the SPIR-V declaration needs it.
struct PushMember {
  const char* name;
  uint8_t bits;     // 32 or 64
  uint8_t count;    // elements of an array; 0: a scalar
  uint16_t offset;  // bytes from the block's start
};

// The members of a stage's block, in order, with their offsets in the C++ struct.
template <class Push>
struct PushLayout;

#define RDNAVK_PUSH_DESCRIBE_SCALAR(type, name) \
  PushMember{#name, sizeof(type) * 8, 0, offsetof(Push, name)},
#define RDNAVK_PUSH_DESCRIBE_ARRAY(type, name, count) \
  PushMember{#name, sizeof(type) * 8, count, offsetof(Push, name)},

template <>
struct PushLayout<ComputePush> {
  using Push = ComputePush;
  static constexpr PushMember kMembers[] = {
      RDNAVK_COMPUTE_PUSH(RDNAVK_PUSH_DESCRIBE_SCALAR, RDNAVK_PUSH_DESCRIBE_ARRAY)};
};

template <>
struct PushLayout<MeshPush> {
  using Push = MeshPush;
  static constexpr PushMember kMembers[] = {
      RDNAVK_MESH_PUSH(RDNAVK_PUSH_DESCRIBE_SCALAR, RDNAVK_PUSH_DESCRIBE_ARRAY)};
};

// Where a draw's fragment push block starts: after the mesh module's.
inline constexpr uint32_t kFragmentPushBase = sizeof(MeshPush);

template <>
struct PushLayout<FragmentPush> {
  using Push = FragmentPush;
  static constexpr PushMember kMembers[] = {
      RDNAVK_FRAGMENT_PUSH(RDNAVK_PUSH_DESCRIBE_SCALAR, RDNAVK_PUSH_DESCRIBE_ARRAY)};
};

// Declares the block as %PushT and the variable %push, with one constant
// %c_push_<name> per member holding its index (for OpAccessChain). `base`: the
// block's first byte in the pipeline's push constants (a draw's fragment
// module's block follows its mesh module's, so each has its own bytes).
void declare_push(SpirvAsm& a, std::span<const PushMember> members, uint32_t base = 0);

}  // namespace rdnavk::xlate
