// DPP16, DPP8, SDWA, v_permlane16/x16, ds_swizzle and ds_(b)permute in wave32
// and wave64 with some lanes inactive, on lavapipe (subgroup 8: the wave model's
// meeting path), against host models written from the ISA text (the rules are
// listed at the top of xlate/dpp_sdwa.cpp and xlate/ops_crosslane.cpp).
#include <functional>

#include "tests/xlate/xlate_fixture.h"

namespace rdnavk::xlate::testing {
namespace {

// Each lane: v1 = 3 * lane + 100 (the source), v2 = 0xdead0000 | lane (the old
// destination), v3 = lane * 0x9e3779b9, v4 = (7 * lane + 3) * 4 (an address).
struct Lanes {
  std::vector<uint32_t> src, old, v3, addr;
  uint64_t exec = 0;
  unsigned wave = 32;
  bool active(unsigned i) const { return (exec >> i) & 1; }
};

Lanes make_lanes(bool w64) {
  Lanes l;
  l.wave = w64 ? 64 : 32;
  l.exec = w64 ? 0xBFFF7F7Ff7FF3FFEull : 0xF7FF3FFEull;
  for (uint32_t i = 0; i < l.wave; ++i) {
    l.src.push_back(3 * i + 100);
    l.old.push_back(0xdead0000u | i);
    l.v3.push_back(i * 0x9e3779b9u);
    l.addr.push_back((7 * i + 3) * 4);
  }
  return l;
}

// The new value of active lane i.
using Model = std::function<uint32_t(const Lanes&, unsigned)>;

class CrossLaneTest : public XlateTest {
 protected:
  // Runs `op` (which writes v2) under the lanes' EXEC and checks every lane.
  void check(const std::string& op, bool w64, const Model& model, const std::string& setup = "") {
    Lanes l = make_lanes(w64);
    std::string exec_on =
        w64 ? fmt_exec(l.exec) : "s_mov_b32 exec_lo, " + std::to_string(uint32_t(l.exec)) + "\n";
    std::string all_on = w64 ? "s_mov_b64 exec, -1\n" : "s_mov_b32 exec_lo, -1\n";
    std::string prog = R"(
  v_mul_u32_u24 v1, v0, 3
  v_add_nc_u32 v1, 0x64, v1
  v_or_b32 v2, 0xdead0000, v0
  v_mul_lo_u32 v3, v0, 0x9e3779b9
  v_mul_u32_u24 v4, v0, 7
  v_add_nc_u32 v4, 3, v4
  v_lshlrev_b32 v4, 2, v4
)" + setup + exec_on + op +
                       "\n  s_waitcnt lgkmcnt(0)\n" + all_on + R"(
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v2, s[0:1]
  s_endpgm
)";
    Dispatch d;
    d.wave64 = w64;
    d.threads[0] = l.wave;
    d.user_sgprs = {static_cast<uint32_t>(kData), static_cast<uint32_t>(kData >> 32)};
    auto rep = run(prog, d);
    ASSERT_EQ(refusals(rep), "") << op;
    for (unsigned i = 0; i < l.wave; ++i) {
      uint32_t want = l.active(i) ? model(l, i) : l.old[i];
      EXPECT_EQ(u32(kData + 4 * i), want) << op << " wave64 " << w64 << " lane " << i;
    }
  }
  static std::string fmt_exec(uint64_t m) {
    return "s_mov_b32 exec_lo, " + std::to_string(uint32_t(m)) + "\ns_mov_b32 exec_hi, " +
           std::to_string(uint32_t(m >> 32)) + "\n";
  }
};

// DPP16 with the guide's rules: `src` names the source lane of lane i and
// whether it is in range.
struct Dpp16 {
  std::function<unsigned(unsigned, bool*)> src;
  unsigned row_mask = 0xf, bank_mask = 0xf;
  bool bc = false, fi = false;
  // What the instruction computes from src0' and the lane's own values.
  std::function<uint32_t(const Lanes&, unsigned, uint32_t)> alu = [](const Lanes&, unsigned,
                                                                     uint32_t s) { return s; };
};

Model dpp16_model(Dpp16 p) {
  return [p](const Lanes& l, unsigned i) -> uint32_t {
    bool in_range = true;
    unsigned s = p.src(i, &in_range);
    bool valid = in_range && (p.fi || l.active(s));
    bool enabled = ((p.row_mask >> (i / 16)) & 1) && ((p.bank_mask >> ((i / 4) % 4)) & 1);
    if (!enabled || (!valid && !p.bc)) return l.old[i];
    return p.alu(l, i, valid ? l.src[s] : 0);
  };
}

unsigned row(unsigned i) {
  return i & ~15u;
}

TEST_F(CrossLaneTest, DppQuadPermWithRowAndBankMasks) {
  for (bool w64 : {false, true}) {
    Dpp16 p{[](unsigned i, bool*) { return (i & ~3u) + ((0x4e >> (2 * (i & 3))) & 3); }};
    check("v_mov_b32_dpp v2, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf", w64,
          dpp16_model(p));
    p.row_mask = 0x5;
    p.bank_mask = 0xa;
    p.fi = true;
    check("v_mov_b32_dpp v2, v1 quad_perm:[2,3,0,1] row_mask:0x5 bank_mask:0xa fi:1", w64,
          dpp16_model(p));
  }
}

TEST_F(CrossLaneTest, DppRowShiftsAndBoundCtrl) {
  for (bool w64 : {false, true}) {
    Dpp16 shl{[](unsigned i, bool* ok) {
      *ok = (i & 15) + 3 < 16;
      return i + 3;
    }};
    check("v_mov_b32_dpp v2, v1 row_shl:3", w64, dpp16_model(shl));
    shl.bc = true;
    check("v_mov_b32_dpp v2, v1 row_shl:3 bound_ctrl:0", w64, dpp16_model(shl));
    Dpp16 shr{[](unsigned i, bool* ok) {
      *ok = (i & 15) >= 5;
      return i - 5;
    }};
    shr.fi = true;
    check("v_mov_b32_dpp v2, v1 row_shr:5 fi:1", w64, dpp16_model(shr));
    Dpp16 ror{[](unsigned i, bool*) { return row(i) + ((i - 7) & 15); }};
    ror.bc = true;
    check("v_mov_b32_dpp v2, v1 row_ror:7 bound_ctrl:0", w64, dpp16_model(ror));
  }
}

TEST_F(CrossLaneTest, DppMirrorsShareAndXmask) {
  for (bool w64 : {false, true}) {
    Dpp16 mirror{[](unsigned i, bool*) { return row(i) + 15 - (i & 15); }};
    check("v_mov_b32_dpp v2, v1 row_mirror", w64, dpp16_model(mirror));
    Dpp16 half{[](unsigned i, bool*) { return (i & ~7u) + 7 - (i & 7); }};
    half.bc = true;
    check("v_mov_b32_dpp v2, v1 row_half_mirror bound_ctrl:0", w64, dpp16_model(half));
    Dpp16 share{[](unsigned i, bool*) { return row(i) + 5; }};
    share.fi = true;
    check("v_mov_b32_dpp v2, v1 row_share:5 fi:1", w64, dpp16_model(share));
    Dpp16 xmask{[](unsigned i, bool*) { return row(i) + ((i & 15) ^ 9); }};
    xmask.bank_mask = 0x6;
    check("v_mov_b32_dpp v2, v1 row_xmask:9 bank_mask:0x6", w64, dpp16_model(xmask));
  }
}

TEST_F(CrossLaneTest, DppOnAVop2TakesOnlySrc0FromTheOtherLane) {
  for (bool w64 : {false, true}) {
    Dpp16 p{[](unsigned i, bool* ok) {
      *ok = (i & 15) >= 1;
      return i - 1;
    }};
    p.bc = true;
    p.alu = [](const Lanes& l, unsigned i, uint32_t s) { return s + l.v3[i]; };
    check("v_add_nc_u32_dpp v2, v1, v3 row_shr:1 bound_ctrl:0", w64, dpp16_model(p));
  }
}

Model dpp8_model(std::array<unsigned, 8> sel, bool fi, bool add) {
  return [=](const Lanes& l, unsigned i) -> uint32_t {
    unsigned s = (i & ~7u) + sel[i & 7];
    uint32_t v = fi || l.active(s) ? l.src[s] : 0;
    return add ? v + l.v3[i] : v;
  };
}

TEST_F(CrossLaneTest, Dpp8SelectsWithinGroupsOfEight) {
  for (bool w64 : {false, true}) {
    check("v_mov_b32_dpp v2, v1 dpp8:[7,6,5,4,3,2,1,0]", w64,
          dpp8_model({7, 6, 5, 4, 3, 2, 1, 0}, false, false));
    check("v_mov_b32_dpp v2, v1 dpp8:[1,1,0,0,5,3,2,7] fi:1", w64,
          dpp8_model({1, 1, 0, 0, 5, 3, 2, 7}, true, false));
    check("v_add_nc_u32_dpp v2, v1, v3 dpp8:[0,0,0,0,4,4,4,4]", w64,
          dpp8_model({0, 0, 0, 0, 4, 4, 4, 4}, false, true));
  }
}

uint32_t sel(uint32_t v, unsigned s, bool sext) {
  unsigned off = s < 4 ? 8 * s : 16 * (s - 4), w = s < 4 ? 8 : 16;
  uint32_t f = (v >> off) & ((1u << w) - 1);
  if (sext && (f >> (w - 1))) f |= ~((1u << w) - 1);
  return f;
}

TEST_F(CrossLaneTest, SdwaSourceAndDestinationSelects) {
  for (bool w64 : {false, true}) {
    check(
        "v_add_nc_u32_sdwa v2, v1, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 "
        "src1_sel:WORD_1",
        w64, [](const Lanes& l, unsigned i) {
          uint32_t r = sel(l.src[i], 0, false) + sel(l.v3[i], 5, false);
          return (l.old[i] & 0xffff) | (r << 16);
        });
    check(
        "v_add_nc_u32_sdwa v2, sext(v1), v3 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 "
        "src1_sel:BYTE_2",
        w64, [](const Lanes& l, unsigned i) {
          uint32_t r = sel(l.src[i], 0, true) + sel(l.v3[i], 2, false);
          return uint32_t(int32_t(int8_t(r & 0xff)) << 8);
        });
    check("v_mov_b32_sdwa v2, sext(v3) dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_1", w64,
          [](const Lanes& l, unsigned i) { return sel(l.v3[i], 5, true) & 0xffff; });
    check(
        "v_xor_b32_sdwa v2, s8, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 "
        "src1_sel:BYTE_3",
        w64,
        [](const Lanes& l, unsigned i) {
          return sel(0x1234abcdu, 1, false) ^ sel(l.v3[i], 3, false);
        },
        "s_mov_b32 s8, 0x1234abcd\n");
    // The inline constants 0 and -1 have the same bytes in any width; other
    // constants with a select are refused (the guide does not say).
    check(
        "v_or_b32_sdwa v2, 0, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 "
        "src1_sel:BYTE_2",
        w64, [](const Lanes& l, unsigned i) { return sel(l.v3[i], 2, false); });
    check("v_mov_b32_sdwa v2, -1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1", w64,
          [](const Lanes&, unsigned) { return 0xffu; });
    // WORD_0 of a 16-bit operand's constant is its 16-bit form: ACO's way of
    // setting a D16 pair's high half to 1.0 (0x3c00) and keeping the low.
    check(
        "v_add_f16_sdwa v2, 1.0, 0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 "
        "src1_sel:DWORD",
        w64, [](const Lanes& l, unsigned i) { return (l.old[i] & 0xffffu) | 0x3c000000u; });
  }
}

TEST_F(CrossLaneTest, SdwaCompareWritesTheMask) {
  // v_cmp of byte 0 of v1 against byte 0 of v3 shifted: equal where the low
  // bytes match; the mask lands in v2 of every active lane (low half).
  for (bool w64 : {false, true}) {
    std::string dst = w64 ? "s[4:5]" : "s4";
    std::string op =
        "v_cmp_gt_u32_sdwa " + dst + ", v1, v3 src0_sel:BYTE_0 src1_sel:BYTE_1\n  v_mov_b32 v2, s4";
    check(op, w64, [](const Lanes& l, unsigned) {
      uint32_t m = 0;
      for (unsigned j = 0; j < 32; ++j)
        if (l.active(j) && sel(l.src[j], 0, false) > sel(l.v3[j], 1, false)) m |= 1u << j;
      return m;
    });
    check(
        "v_cmp_gt_u32_sdwa vcc, sext(v1), v3 src0_sel:BYTE_0 src1_sel:WORD_0\n  v_mov_b32 v2, "
        "vcc_hi",
        true, [](const Lanes& l, unsigned) {
          uint32_t m = 0;
          for (unsigned j = 32; j < 64; ++j)
            if (l.active(j) && sel(l.src[j], 0, true) > sel(l.v3[j], 4, false)) m |= 1u << (j - 32);
          return m;
        });
  }
}

Model permlane_model(uint64_t lanesel, bool cross, bool fi, bool bc) {
  return [=](const Lanes& l, unsigned i) -> uint32_t {
    unsigned base = cross ? (row(i) ^ 16) : row(i);
    unsigned s = base + ((lanesel >> (4 * (i & 15))) & 15);
    bool valid = fi || l.active(s);
    if (!valid) return bc ? 0 : l.old[i];
    return l.src[s];
  };
}

TEST_F(CrossLaneTest, Permlane16AndX16) {
  const std::string sels = "s_mov_b32 s4, 0x0123c4f8\ns_mov_b32 s5, 0x9abd5e67\n";
  const uint64_t lanesel = 0x9abd5e670123c4f8ull;
  for (bool w64 : {false, true}) {
    check("v_permlane16_b32 v2, v1, s4, s5", w64, permlane_model(lanesel, false, false, false),
          sels);
    check("v_permlane16_b32 v2, v1, s4, s5 op_sel:[1,0]", w64,
          permlane_model(lanesel, false, true, false), sels);
    check("v_permlanex16_b32 v2, v1, s4, s5 op_sel:[0,1]", w64,
          permlane_model(lanesel, true, false, true), sels);
    check("v_permlanex16_b32 v2, v1, s4, s5 op_sel:[1,1]", w64,
          permlane_model(lanesel, true, true, true), sels);
  }
}

Model swizzle_model(uint32_t off) {
  return [=](const Lanes& l, unsigned i) -> uint32_t {
    unsigned s;
    if (off & 0x8000)
      s = (i & ~3u) + ((off >> (2 * (i & 3))) & 3);
    else
      s = (i & 32) + ((((i & 31) & (off & 31)) | ((off >> 5) & 31)) ^ ((off >> 10) & 31));
    return l.active(s) ? l.src[s] : 0;
  };
}

TEST_F(CrossLaneTest, DsSwizzleQuadAndBitmaskModes) {
  for (bool w64 : {false, true}) {
    check("ds_swizzle_b32 v2, v1 offset:swizzle(QUAD_PERM,1,2,3,0)", w64,
          swizzle_model(0x8000 | 1 | 2 << 2 | 3 << 4));
    // BITMASK_PERM "01pip": and = 0b00111, or = 0b01000, xor = 0b00010 (LLVM's
    // letters from bit 4 down: 0 clears, 1 sets, p keeps, i inverts).
    check("ds_swizzle_b32 v2, v1 offset:swizzle(BITMASK_PERM,\"01pip\")", w64,
          swizzle_model(0x0907));
    check("ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16)", w64, swizzle_model(0x1f | 16 << 10));
    check("ds_swizzle_b32 v2, v1 offset:swizzle(BROADCAST,8,5)", w64, swizzle_model(0x18 | 5 << 5));
  }
}

TEST_F(CrossLaneTest, DsBpermuteAndPermuteWithinHalves) {
  for (bool w64 : {false, true}) {
    check("ds_bpermute_b32 v2, v4, v1 offset:8", w64, [](const Lanes& l, unsigned i) {
      unsigned s = (i & 32) + (((l.addr[i] + 8) / 4) & 31);
      return l.active(s) ? l.src[s] : 0u;
    });
    // Lanes send to (7j + 4) mod 32 of their half (one-to-one), then with the
    // address masked to 0x3c two senders meet at each receiver: the highest wins.
    for (uint32_t mask : {0xffffffffu, 0x3cu}) {
      std::string setup = "v_and_b32 v4, " + std::to_string(mask) + ", v4\n";
      check(
          "ds_permute_b32 v2, v4, v1 offset:4", w64,
          [mask](const Lanes& l, unsigned i) {
            uint32_t v = 0;
            for (unsigned j = 0; j < l.wave; ++j)
              if (l.active(j) && (j & 32) + ((((l.addr[j] & mask) + 4) / 4) & 31) == i)
                v = l.src[j];
            return v;
          },
          setup);
    }
  }
}

// Wave64's shared VGPRs (RSRC3.SHARED_VGPR_CNT blocks of 8 after the allocated
// ones): lanes L and L + 32 reach one dword. ACO swaps a wave's halves through
// two of them for its full-wave bpermute; this is that sequence, lane i taking
// lane i ^ 32's value.
TEST_F(CrossLaneTest, SharedVgprsJoinTheHalvesOfAWave64) {
  std::string prog = R"(
  v_mul_u32_u24 v2, v0, 3
  v_add_nc_u32 v2, 0x64, v2
  v_mov_b32_dpp v25, v2 quad_perm:[0,1,2,3] row_mask:0xc bank_mask:0xf fi:1
  s_mov_b64 s[6:7], exec
  s_bfm_b64 exec, 32, 0
  v_mov_b32 v24, v2
  s_bfm_b64 exec, 32, 32
  s_mov_b64 exec, s[6:7]
  v_mov_b32_dpp v3, v25 quad_perm:[0,1,2,3] row_mask:0x3 bank_mask:0xf
  v_mov_b32_dpp v3, v24 quad_perm:[0,1,2,3] row_mask:0xc bank_mask:0xf
  v_lshlrev_b32 v10, 2, v0
  global_store_dword v10, v3, s[0:1]
  s_endpgm
)";
  Dispatch d;
  d.wave64 = true;
  d.threads[0] = 128;  // two waves, each with its own shared VGPRs
  d.user_sgprs = {static_cast<uint32_t>(kData), static_cast<uint32_t>(kData >> 32)};
  d.rsrc1 = 5;  // 24 VGPRs (granules of 4)
  d.rsrc3 = 1;  // 8 shared: v24-v31
  auto rep = run(prog, d);
  ASSERT_EQ(refusals(rep), "");
  for (uint32_t i = 0; i < 128; ++i) EXPECT_EQ(u32(kData + 4 * i), 100 + 3 * (i ^ 32)) << i;
  // Both halves writing one shared dword: which lands is not published.
  rep = run("v_mov_b32 v24, v0\ns_endpgm", d);
  EXPECT_EQ(rep.refusals.count("shared-vgpr-both-halves"), 1u) << refusals(rep);
  // Without RSRC3's blocks, and in wave32, v24 is past the allocation.
  d.rsrc3 = 0;
  EXPECT_EQ(run("v_mov_b32 v24, v0\ns_endpgm", d).refusals.count("vgpr-beyond-allocation"), 1u);
  d.rsrc3 = 1;
  d.wave64 = false;
  d.rsrc1 = 2;  // 24 VGPRs (granules of 8)
  EXPECT_EQ(run("v_mov_b32 v24, v0\ns_endpgm", d).refusals.count("vgpr-beyond-allocation"), 1u);
}

TEST_F(CrossLaneTest, MovrelIsRefusedByName) {
  Dispatch d;
  d.threads[0] = 32;
  auto rep = run("v_movrels_b32 v1, v2\ns_endpgm", d);
  EXPECT_EQ(rep.refusals.count("v-movrel-indexing"), 1u) << refusals(rep);
}

}  // namespace
}  // namespace rdnavk::xlate::testing
