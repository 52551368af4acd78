// The opcode table's facts (isa/facts.h) and the analyses that read them: the
// scalar registers an instruction reads and writes (xlate/register_use.h), the
// lane-mask analysis (D16) and memory order (D15); and the translator's op
// tables against the opcodes gfx1030 has. No device needed.
#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "isa/facts.h"
#include "isa/instruction.h"
#include "isa/program.h"
#include "xlate/emit.h"
#include "xlate/lane_masks.h"
#include "xlate/register_use.h"
#include "xlate/wave_order.h"

namespace rdnavk::xlate {
namespace {

using isa::Encoding;

const isa::OpcodeInfo& opcode(std::string_view name, Encoding e) {
  for (const isa::OpcodeInfo& info : isa::all_opcodes())
    if (info.name == name && info.encoding == e) return info;
  ADD_FAILURE() << "no opcode " << name;
  return isa::all_opcodes()[0];
}
const isa::InstructionFacts& facts(std::string_view name, Encoding e) {
  return isa::facts(opcode(name, e));
}

// Instruction bytes as llvm-mc-19 encodes them (gfx1030).
std::vector<uint8_t> bytes(std::initializer_list<std::vector<uint8_t>> parts) {
  std::vector<uint8_t> b;
  for (const auto& p : parts) b.insert(b.end(), p.begin(), p.end());
  return b;
}
const std::vector<uint8_t> kCndmaskS4 = {0x00, 0x00, 0x01, 0xd5,
                                         0x01, 0x05, 0x12, 0x00};  // v0, v1, v2, s4 / s[4:5]
const std::vector<uint8_t> kCndmaskS8 = {0x00, 0x00, 0x01, 0xd5,
                                         0x01, 0x05, 0x22, 0x00};  // v0, v1, v2, s8 / s[8:9]
const std::vector<uint8_t> kCmpS4 = {0x04, 0x00, 0xc2, 0xd4,
                                     0x01, 0x05, 0x02, 0x00};   // v_cmp_eq_u32_e64 s4, v1, v2
const std::vector<uint8_t> kCmpVcc = {0x01, 0x05, 0x84, 0x7d};  // v_cmp_eq_u32_e32 vcc, v1, v2
const std::vector<uint8_t> kAddcVcc = {0x01, 0x05, 0x00,
                                       0x50};  // v_add_co_ci_u32_e32 v0, vcc, v1, v2, vcc
const std::vector<uint8_t> kDivFmas = {0x00, 0x00, 0x6f, 0xd5,
                                       0x01, 0x05, 0x0e, 0x04};     // v0, v1, v2, v3
const std::vector<uint8_t> kAndS4S6Vcc = {0x06, 0x6a, 0x84, 0x87};  // s_and_b64 s[4:5], s[6:7], vcc
const std::vector<uint8_t> kAnd32S4S6Vcc = {0x06, 0x6a, 0x04, 0x87};  // s_and_b32 s4, s6, vcc_lo
const std::vector<uint8_t> kMov64S8S4 = {0x04, 0x04, 0x88, 0xbe};     // s_mov_b64 s[8:9], s[4:5]
const std::vector<uint8_t> kCmovS0S1 = {0x01, 0x05, 0x80, 0xbe};      // s_cmov_b32 s0, s1
const std::vector<uint8_t> kAddkS3 = {0x10, 0x00, 0x83, 0xb7};        // s_addk_i32 s3, 0x10
const std::vector<uint8_t> kAddS5S4 = {0x04, 0x81, 0x05, 0x80};       // s_add_u32 s5, s4, 1
const std::vector<uint8_t> kEndpgm = {0x00, 0x00, 0x81, 0xbf};

isa::Instruction decode(const std::vector<uint8_t>& b, bool wave64) {
  isa::Instruction in;
  EXPECT_EQ(isa::decode(b, wave64 ? isa::WaveSize::k64 : isa::WaveSize::k32, in),
            isa::DecodeStatus::kOk);
  return in;
}
RegisterUse use_of(const std::vector<uint8_t>& b, bool wave64) {
  return register_use(decode(b, wave64), wave64);
}

RegisterUse::Registers regs(std::initializer_list<unsigned> codes) {
  RegisterUse::Registers r;
  for (unsigned c : codes) r.set(c);
  return r;
}
constexpr unsigned kScc = RegisterUse::kScc;

// ---------------------------------------------------------------- the facts

TEST(InstructionFacts, SAddU32WritesScc) {
  const isa::InstructionFacts& f = facts("s_add_u32", Encoding::kSOP2);
  EXPECT_EQ(f.implicit_writes, isa::kImplicitScc);
  EXPECT_EQ(f.implicit_reads, 0);
  EXPECT_EQ(f.destinations, 0b001);
  EXPECT_EQ(f.sources, 0b110);
}

TEST(InstructionFacts, SAddcU32ReadsScc) {
  const isa::InstructionFacts& f = facts("s_addc_u32", Encoding::kSOP2);
  EXPECT_EQ(f.implicit_reads, isa::kImplicitScc);
  EXPECT_EQ(f.implicit_writes, isa::kImplicitScc);
}

TEST(InstructionFacts, ConditionalMovesAndKOpsReadTheirDestination) {
  EXPECT_EQ(facts("s_cmov_b32", Encoding::kSOP1).sources, 0b11);
  EXPECT_EQ(facts("s_cmovk_i32", Encoding::kSOPK).sources, 0b01);
  EXPECT_EQ(facts("s_addk_i32", Encoding::kSOPK).sources, 0b01);
  EXPECT_EQ(facts("s_bitset1_b64", Encoding::kSOP1).sources, 0b11);
  EXPECT_EQ(facts("s_mov_b32", Encoding::kSOP1).sources, 0b10);
}

TEST(InstructionFacts, VCndmaskE32ReadsVccAsALaneMask) {
  const isa::InstructionFacts& f = facts("v_cndmask_b32_e32", Encoding::kVOP2);
  EXPECT_EQ(f.implicit_mask_reads, isa::kImplicitVcc);
  EXPECT_EQ(f.implicit_reads, isa::kImplicitVcc | isa::kImplicitExec);
  EXPECT_EQ(f.mask_sources, 0);
  EXPECT_TRUE(f.reads_lane_mask());
  EXPECT_FALSE(f.writes_lane_mask());
}

TEST(InstructionFacts, VAddCoCiE64ReadsItsSrc2MaskAndWritesItsSdstMask) {
  // v0, s0, v1, v2, s2
  const isa::InstructionFacts& f = facts("v_add_co_ci_u32_e64", Encoding::kVOP3);
  EXPECT_EQ(f.destinations, 0b00011);
  EXPECT_EQ(f.sources, 0b11100);
  EXPECT_EQ(f.mask_destinations, 0b00010);
  EXPECT_EQ(f.mask_sources, 0b10000);
  EXPECT_EQ(f.implicit_mask_reads, 0);
}

TEST(InstructionFacts, VopcE32WritesVccAndVcmpxExecAsLaneMasks) {
  EXPECT_EQ(facts("v_cmp_eq_u32_e32", Encoding::kVOPC).implicit_mask_writes, isa::kImplicitVcc);
  EXPECT_EQ(facts("v_cmp_eq_u32_e64", Encoding::kVOP3).mask_destinations, 0b001);
  EXPECT_EQ(facts("v_cmpx_eq_u32_e32", Encoding::kVOPC).implicit_mask_writes, isa::kImplicitExec);
  EXPECT_EQ(facts("v_div_fmas_f32", Encoding::kVOP3).implicit_mask_reads, isa::kImplicitVcc);
  EXPECT_EQ(facts("v_readlane_b32", Encoding::kVOP3).mask_destinations, 0);
}

TEST(InstructionFacts, SdwaCompareWritesOnlyItsSdst) {
  const isa::InstructionFacts& f = facts("v_cmp_class_f32_sdwa", Encoding::kVOPC_SDWA);
  EXPECT_EQ(f.mask_destinations, 0b001);
  EXPECT_EQ(f.implicit_writes, 0);
}

TEST(InstructionFacts, MemoryEffects) {
  EXPECT_EQ(facts("ds_read_b32", Encoding::kDS).memory, isa::kLdsRead);
  EXPECT_EQ(facts("ds_write_b32", Encoding::kDS).memory, isa::kLdsWrite);
  EXPECT_EQ(facts("ds_add_u32", Encoding::kDS).memory,
            isa::kLdsRead | isa::kLdsWrite | isa::kAtomic);
  EXPECT_EQ(facts("ds_swizzle_b32", Encoding::kDS).memory, 0);
  EXPECT_EQ(facts("ds_bpermute_b32", Encoding::kDS).memory, 0);
  EXPECT_EQ(facts("ds_nop", Encoding::kDS).memory, 0);
  EXPECT_EQ(facts("flat_load_dword", Encoding::kFLAT).memory, isa::kMemoryRead | isa::kLdsRead);
  EXPECT_EQ(facts("global_atomic_add", Encoding::kGLOBAL).memory,
            isa::kMemoryRead | isa::kMemoryWrite | isa::kAtomic);
  EXPECT_EQ(facts("global_store_dword", Encoding::kGLOBAL).memory, isa::kMemoryWrite);
  EXPECT_EQ(facts("buffer_load_dword", Encoding::kMUBUF_LDS).memory,
            isa::kMemoryRead | isa::kLdsWrite);
  EXPECT_EQ(facts("buffer_gl0_inv", Encoding::kMUBUF).memory, 0);
  EXPECT_EQ(facts("s_load_dword", Encoding::kSMEM).memory, isa::kMemoryRead | isa::kScalarMemory);
  EXPECT_EQ(facts("s_waitcnt_vscnt", Encoding::kSOPK).memory, 0);
}

TEST(InstructionFacts, EveryVopcE32WritesVccOrExecAsALaneMask) {
  for (const isa::OpcodeInfo& info : isa::all_opcodes()) {
    if (info.encoding != Encoding::kVOPC) continue;
    std::string_view n = info.name;
    const isa::InstructionFacts& f = isa::facts(info);
    EXPECT_EQ(f.implicit_mask_writes,
              n.starts_with("v_cmpx") ? isa::kImplicitExec : isa::kImplicitVcc)
        << n;
    EXPECT_EQ(f.destinations, 0) << n;
    EXPECT_EQ(f.sources, n.starts_with("v_cmpx") ? 0b11 : 0b110) << n;  // v_cmpx prints no vcc
  }
}

// ---------------------------------------------------------------- register use

TEST(RegisterUse, AMaskSourceIsReadThroughTheLanesCopies) {
  RegisterUse w32 = use_of(kCndmaskS4, false);
  EXPECT_EQ(w32.lane_read, regs({4}));
  EXPECT_EQ(w32.read, regs({126}));
  EXPECT_EQ(w32.written, regs({}));
  RegisterUse w64 = use_of(kCndmaskS4, true);
  EXPECT_EQ(w64.lane_read, regs({4, 5}));
  EXPECT_EQ(w64.read, regs({126, 127}));
}

TEST(RegisterUse, ACompareWritesItsMask) {
  RegisterUse u = use_of(kCmpS4, true);
  EXPECT_EQ(u.mask_dst, regs({4, 5}));
  EXPECT_EQ(u.written, regs({4, 5}));
  EXPECT_EQ(u.read, regs({126, 127}));
  RegisterUse v = use_of(kCmpVcc, false);
  EXPECT_EQ(v.mask_dst, regs({106}));
  EXPECT_EQ(v.written, regs({106}));
}

TEST(RegisterUse, TheCarryInAndVDivFmasReadVccBitByBit) {
  RegisterUse c = use_of(kAddcVcc, true);
  EXPECT_EQ(c.lane_read, regs({106, 107}));
  EXPECT_EQ(c.mask_dst, regs({106, 107}));
  EXPECT_EQ(c.read, regs({126, 127}));
  RegisterUse d = use_of(kDivFmas, false);
  EXPECT_EQ(d.lane_read, regs({106}));
  EXPECT_EQ(d.read, regs({126}));
}

TEST(RegisterUse, ABitwiseOpOnWholeMasksIsLanewise) {
  RegisterUse u = use_of(kAndS4S6Vcc, true);
  EXPECT_TRUE(u.lanewise);
  EXPECT_EQ(u.mask_dst, regs({4, 5}));
  EXPECT_EQ(u.lane_read, regs({6, 7, 106, 107}));
  EXPECT_EQ(u.read, regs({6, 7, 106, 107}));
  EXPECT_EQ(u.written, regs({4, 5, kScc}));
  // b64 in wave32 and b32 in wave64 work on more or less than a mask.
  EXPECT_FALSE(use_of(kAndS4S6Vcc, false).lanewise);
  EXPECT_FALSE(use_of(kAnd32S4S6Vcc, true).lanewise);
  EXPECT_TRUE(use_of(kAnd32S4S6Vcc, false).lanewise);
  Bitwise op;
  EXPECT_TRUE(lanewise_op(decode(kMov64S8S4, true), true, &op));
  EXPECT_EQ(op, Bitwise::kMov);
}

TEST(RegisterUse, ConditionalAndKOpsReadTheirDestination) {
  RegisterUse c = use_of(kCmovS0S1, false);
  EXPECT_EQ(c.read, regs({0, 1, kScc}));
  EXPECT_EQ(c.written, regs({0}));
  RegisterUse k = use_of(kAddkS3, false);
  EXPECT_EQ(k.read, regs({3}));
  EXPECT_EQ(k.written, regs({3, kScc}));
}

// ---------------------------------------------------------------- the analyses

isa::Program program(const std::vector<uint8_t>& code, bool wave64) {
  return isa::analyze_program(code, 0, wave64 ? isa::WaveSize::k64 : isa::WaveSize::k32, 1u << 16);
}

TEST(LaneMaskAnalysis, AMaskOnlyLanesReadIsNotFormed) {
  isa::Program p = program(bytes({kCmpS4, kCndmaskS4, kEndpgm}), false);
  EXPECT_TRUE(reads_lane_masks(p));
  std::set<unsigned> lane_read;
  std::set<uint32_t> deferred;
  analyze_lane_masks(p, false, &lane_read, &deferred);
  EXPECT_EQ(lane_read, (std::set<unsigned>{4}));
  EXPECT_EQ(deferred, (std::set<uint32_t>{0}));
}

TEST(LaneMaskAnalysis, AMaskAScalarReadsIsFormed) {
  isa::Program p = program(bytes({kCmpS4, kCndmaskS4, kAddS5S4, kEndpgm}), false);
  std::set<unsigned> lane_read;
  std::set<uint32_t> deferred;
  analyze_lane_masks(p, false, &lane_read, &deferred);
  EXPECT_EQ(lane_read, (std::set<unsigned>{4}));
  EXPECT_EQ(deferred, (std::set<uint32_t>{}));
}

TEST(LaneMaskAnalysis, AMaskCopiedLanewiseStaysInTheLanes) {
  isa::Program p = program(bytes({kCmpS4, kMov64S8S4, kCndmaskS8, kEndpgm}), true);
  std::set<unsigned> lane_read;
  std::set<uint32_t> deferred;
  analyze_lane_masks(p, true, &lane_read, &deferred);
  EXPECT_EQ(lane_read, (std::set<unsigned>{4, 5, 8, 9}));
  EXPECT_EQ(deferred, (std::set<uint32_t>{0, 8}));
}

TEST(LaneMaskAnalysis, AProgramWithoutMaskReadsNeedsNone) {
  EXPECT_FALSE(reads_lane_masks(program(bytes({kCmpS4, kAddS5S4, kEndpgm}), false)));
}

// What mem_access says of an opcode with no operands: "lds_read mem_write"...
std::string access_text(std::string_view name, Encoding e) {
  isa::Instruction in;
  in.info = &opcode(name, e);
  MemAccess m = mem_access(in);
  std::string t;
  for (auto [on, word] : {std::pair{m.lds_read, "lds_read"},
                          {m.lds_write, "lds_write"},
                          {m.mem_read, "mem_read"},
                          {m.mem_write, "mem_write"}})
    if (on) t += t.empty() ? word : std::string(" ") + word;
  return t;
}

TEST(WaveOrder, MemoryAccessesFollowTheFacts) {
  EXPECT_EQ(access_text("flat_load_dword", Encoding::kFLAT), "lds_read mem_read");
  EXPECT_EQ(access_text("flat_atomic_add", Encoding::kFLAT),
            "lds_read lds_write mem_read mem_write");
  EXPECT_EQ(access_text("ds_swizzle_b32", Encoding::kDS), "");
  EXPECT_EQ(access_text("ds_wrxchg_rtn_b32", Encoding::kDS), "lds_read lds_write");
  EXPECT_EQ(access_text("ds_write_b32", Encoding::kDS), "lds_write");
  EXPECT_EQ(access_text("buffer_store_dword", Encoding::kMUBUF), "mem_write");
  EXPECT_EQ(access_text("scratch_load_dword", Encoding::kSCRATCH), "mem_read");
  EXPECT_EQ(access_text("s_load_dword", Encoding::kSMEM), "");
  EXPECT_EQ(access_text("buffer_gl0_inv", Encoding::kMUBUF), "");
}

// ---------------------------------------------------------------- op tables

TEST(OpTables, EveryEntryNamesAGfx1030Opcode) {
  std::set<std::string_view> bases;
  for (const isa::OpcodeInfo& info : isa::all_opcodes()) {
    isa::Instruction in;
    in.info = &info;
    bases.insert(base_mnemonic(in));
  }
  for (auto list : {scalar_ops(), vector_ops(), memory_ops(), float_ops(), packed_ops(),
                    crosslane_ops(), format_ops(), divide_ops(), int16_ops(), image_ops()})
    for (const OpEntry& e : list) EXPECT_TRUE(bases.count(e.name)) << e.name;
}

}  // namespace
}  // namespace rdnavk::xlate
