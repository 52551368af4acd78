// 16-bit integer VALU (xlate/ops_int16.cpp) on lavapipe: every instruction on
// lanes of random and extreme halves, with op_sel, clamp and the kept half of
// the destination, compared with the same arithmetic on the host per lane; and
// the forms that are refused.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <random>
#include <string>

#include "tests/xlate/xlate_fixture.h"

namespace rdnavk::xlate::testing {
namespace {

uint16_t lo(uint32_t w) {
  return static_cast<uint16_t>(w);
}
uint16_t hi(uint32_t w) {
  return static_cast<uint16_t>(w >> 16);
}
int64_t s16(uint16_t v) {
  return static_cast<int16_t>(v);
}
int64_t sat(int64_t v, int64_t a, int64_t b) {
  return std::clamp(v, a, b);
}
uint16_t u16s(int64_t v) {
  return static_cast<uint16_t>(sat(v, 0, 0xffff));
}  // unsigned clamp
uint16_t i16s(int64_t v) {
  return static_cast<uint16_t>(sat(v, -32768, 32767));
}  // signed clamp
uint16_t wrap(int64_t v) {
  return static_cast<uint16_t>(v);
}
uint32_t to_lo(uint32_t old, uint16_t r) {
  return (old & 0xffff0000u) | r;
}
uint32_t to_hi(uint32_t old, uint16_t r) {
  return (old & 0xffffu) | uint32_t{r} << 16;
}
int64_t med(int64_t a, int64_t b, int64_t c) {
  return std::max(std::min(a, b), std::min(std::max(a, b), c));
}

// One instruction writing v<20 + index>, whose old value is the lane's `old`,
// and what it must leave there from x = v1, y = v2, z = v3. A text ending in
// "op_sel:N" (N: bits 0-3 for src0, src1, src2, dest) is assembled without it
// and the bits set in its VOP3 word (RDNA2 ISA 6.3: OPSEL at bits 14:11):
// LLVM's assembler takes no op_sel on these forms, which the drivers emit.
struct Case {
  const char* text;
  std::function<uint32_t(uint32_t x, uint32_t y, uint32_t z, uint32_t old)> want;
};

const Case kCases[] = {
    {"v_add_nc_u16 D, v1, v2",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) { return to_lo(o, wrap(lo(x) + lo(y))); }},
    {"v_add_nc_u16 D, v1, v2 op_sel:[1,0,1] clamp",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) { return to_hi(o, u16s(hi(x) + lo(y))); }},
    {"v_add_nc_i16 D, v1, v2 clamp",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) {
       return to_lo(o, i16s(s16(lo(x)) + s16(lo(y))));
     }},
    {"v_add_nc_i16 D, v1, v2", [](uint32_t x, uint32_t y, uint32_t,
                                  uint32_t o) { return to_lo(o, wrap(s16(lo(x)) + s16(lo(y)))); }},
    {"v_sub_nc_u16 D, v1, v2 op_sel:[0,1,0] clamp",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) {
       return to_lo(o, u16s(int64_t{lo(x)} - hi(y)));
     }},
    {"v_sub_nc_u16 D, v1, v2", [](uint32_t x, uint32_t y, uint32_t,
                                  uint32_t o) { return to_lo(o, wrap(int64_t{lo(x)} - lo(y))); }},
    {"v_sub_nc_i16 D, v1, v2 op_sel:[1,1,1] clamp",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) {
       return to_hi(o, i16s(s16(hi(x)) - s16(hi(y))));
     }},
    {"v_sub_nc_i16 D, v1, v2", [](uint32_t x, uint32_t y, uint32_t,
                                  uint32_t o) { return to_lo(o, wrap(s16(lo(x)) - s16(lo(y)))); }},
    {"v_mul_lo_u16 D, v1, v2", [](uint32_t x, uint32_t y, uint32_t,
                                  uint32_t o) { return to_lo(o, wrap(int64_t{lo(x)} * lo(y))); }},
    {"v_lshlrev_b16 D, v2, v1",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) {
       return to_lo(o, wrap(int64_t{lo(x)} << (lo(y) & 15)));
     }},
    {"v_lshrrev_b16 D, v2, v1", [](uint32_t x, uint32_t y, uint32_t,
                                   uint32_t o) { return to_lo(o, wrap(lo(x) >> (lo(y) & 15))); }},
    {"v_ashrrev_i16 D, v2, v1",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) {
       return to_lo(o, wrap(s16(lo(x)) >> (lo(y) & 15)));
     }},
    {"v_min_u16 D, v1, v2",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) { return to_lo(o, std::min(lo(x), lo(y))); }},
    {"v_max_u16 D, v1, v2",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) { return to_lo(o, std::max(lo(x), lo(y))); }},
    {"v_min_i16 D, v1, v2",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) {
       return to_lo(o, wrap(std::min(s16(lo(x)), s16(lo(y)))));
     }},
    {"v_max_i16 D, v1, v2",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) {
       return to_lo(o, wrap(std::max(s16(lo(x)), s16(lo(y)))));
     }},
    {"v_mad_u16 D, v1, v2, v3",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t o) {
       return to_lo(o, wrap(int64_t{lo(x)} * lo(y) + lo(z)));
     }},
    {"v_mad_u16 D, v1, v2, v3 op_sel:[1,0,1,1] clamp",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t o) {
       return to_hi(o, u16s(int64_t{hi(x)} * lo(y) + hi(z)));
     }},
    {"v_mad_i16 D, v1, v2, v3 clamp",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t o) {
       return to_lo(o, i16s(s16(lo(x)) * s16(lo(y)) + s16(lo(z))));
     }},
    {"v_mad_i16 D, v1, v2, v3 op_sel:[0,1,0,0]",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t o) {
       return to_lo(o, wrap(s16(lo(x)) * s16(hi(y)) + s16(lo(z))));
     }},
    {"v_mad_u32_u16 D, v1, v2, v3 op_sel:[0,1,0,0]",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t) {
       return static_cast<uint32_t>(uint32_t{lo(x)} * hi(y) + z);
     }},
    {"v_mad_i32_i16 D, v1, v2, v3 op_sel:[1,0,0,0]",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t) {
       return static_cast<uint32_t>(s16(hi(x)) * s16(lo(y)) + z);
     }},
    {"v_med3_i16 D, v1, v2, v3 op_sel:[0,0,1,0]",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t o) {
       return to_lo(o, wrap(med(s16(lo(x)), s16(lo(y)), s16(hi(z)))));
     }},
    {"v_med3_u16 D, v1, v2, v3 clamp",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t o) {
       return to_lo(o, wrap(med(lo(x), lo(y), lo(z))));
     }},
    {"v_min3_u16 D, v1, v2, v3 op_sel:[1,1,1,1]",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t o) {
       return to_hi(o, std::min({hi(x), hi(y), hi(z)}));
     }},
    {"v_max3_u16 D, v1, v2, v3",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t o) {
       return to_lo(o, std::max({lo(x), lo(y), lo(z)}));
     }},
    {"v_min3_i16 D, v1, v2, v3",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t o) {
       return to_lo(o, wrap(std::min({s16(lo(x)), s16(lo(y)), s16(lo(z))})));
     }},
    {"v_max3_i16 D, v1, v2, v3 op_sel:[0,1,0,1]",
     [](uint32_t x, uint32_t y, uint32_t z, uint32_t o) {
       return to_hi(o, wrap(std::max({s16(lo(x)), s16(hi(y)), s16(lo(z))})));
     }},
    {"v_add_nc_u16 D, -5, v2",
     [](uint32_t, uint32_t y, uint32_t, uint32_t o) { return to_lo(o, wrap(0xfffb + lo(y))); }},
    {"v_sub_nc_i16 D, 0x8001, v2 clamp",
     [](uint32_t, uint32_t y, uint32_t, uint32_t o) {
       return to_lo(o, i16s(-32767 - s16(lo(y))));
     }},
    {"v_mul_lo_u16 D, s9, v2", [](uint32_t, uint32_t y, uint32_t,
                                  uint32_t o) { return to_lo(o, wrap(int64_t{0x1234} * lo(y))); }},
    {"v_mul_lo_u16 D, v1, v2 op_sel:3",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) {
       return to_lo(o, wrap(int64_t{hi(x)} * hi(y)));
     }},
    {"v_lshlrev_b16 D, v2, v1 op_sel:9",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) {
       return to_hi(o, wrap(int64_t{lo(x)} << (hi(y) & 15)));
     }},
    {"v_lshrrev_b16 D, v2, v1 op_sel:2",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) { return to_lo(o, hi(x) >> (lo(y) & 15)); }},
    {"v_ashrrev_i16 D, v2, v1 op_sel:11",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) {
       return to_hi(o, wrap(s16(hi(x)) >> (hi(y) & 15)));
     }},
    {"v_min_u16 D, v1, v2 op_sel:10",
     [](uint32_t x, uint32_t y, uint32_t, uint32_t o) { return to_hi(o, std::min(lo(x), hi(y))); }},
    {"v_max_i16 D, v1, v2 op_sel:1",
     [](uint32_t x, uint32_t y, uint32_t,
        uint32_t o) { return to_lo(o, wrap(std::max(s16(hi(x)), s16(lo(y))))); }},
};

// `text` as the program's line: with a trailing "op_sel:N", the instruction
// assembled alone, N's bits put in OPSEL, as .long words.
std::string line_of(std::string text) {
  size_t at = text.find(" op_sel:");
  if (at == std::string::npos || text.find('[', at) != std::string::npos) return text;
  unsigned bits = static_cast<unsigned>(std::stoul(text.substr(at + 8)));
  std::string error;
  std::vector<uint8_t> code = assemble(text.substr(0, at), false, &error);
  EXPECT_EQ(code.size(), 8u) << text << ": " << error;
  if (code.size() != 8) return text;
  uint32_t w[2];
  std::memcpy(w, code.data(), 8);
  w[0] |= (bits & 15u) << 11;
  char out[64];
  std::snprintf(out, sizeof out, ".long 0x%08x, 0x%08x", w[0], w[1]);
  return out;
}

// A half that is often an extreme: 0, 1, 0x7fff, 0x8000, 0xffff or random.
uint16_t half(std::mt19937& rng) {
  static const uint16_t edges[] = {0, 1, 0x7fff, 0x8000, 0xffff, 0xfffe, 0x8001};
  return rng() % 3 == 0 ? edges[rng() % std::size(edges)] : static_cast<uint16_t>(rng());
}

class Int16Test : public XlateTest {};

TEST_F(Int16Test, ArithmeticKeepsTheOtherHalf) {
  constexpr uint32_t n = 64;
  std::mt19937 rng(16);
  std::vector<uint32_t> x(n), y(n), z(n), old(n);
  for (uint32_t i = 0; i < n; ++i) {
    x[i] = half(rng) | uint32_t{half(rng)} << 16, y[i] = half(rng) | uint32_t{half(rng)} << 16;
    z[i] = half(rng) | uint32_t{half(rng)} << 16, old[i] = rng();
  }
  put(kData, x), put(kData + 0x100, y), put(kData + 0x200, z), put(kData + 0x300, old);
  std::string prog = R"(
  v_lshlrev_b32 v10, 2, v0
  global_load_dword v1, v10, s[0:1]
  global_load_dword v2, v10, s[0:1] offset:0x100
  global_load_dword v3, v10, s[0:1] offset:0x200
  global_load_dword v4, v10, s[0:1] offset:0x300
  s_movk_i32 s9, 0x1234
  s_waitcnt vmcnt(0)
)";
  for (size_t k = 0; k < std::size(kCases); ++k) {
    std::string reg = "v" + std::to_string(20 + k), text = kCases[k].text;
    prog +=
        "  v_mov_b32 " + reg + ", v4\n  " + line_of(text.replace(text.find('D'), 1, reg)) + "\n";
  }
  static_assert(std::size(kCases) <= 64, "a lane's results take 256 bytes");
  prog += "  v_lshlrev_b32 v11, 8, v0\n";
  for (size_t k = 0; k < std::size(kCases); ++k)
    prog += "  global_store_dword v11, v" + std::to_string(20 + k) +
            ", s[0:1] offset:" + std::to_string(0x400 + 4 * k) + "\n";
  prog += "  s_endpgm\n";
  for (bool w64 : {false, true}) {
    Dispatch d;
    d.wave64 = w64;
    d.threads[0] = n;
    d.user_sgprs = {static_cast<uint32_t>(kData), static_cast<uint32_t>(kData >> 32)};
    ASSERT_EQ(refusals(run(prog, d)), "");
    for (uint32_t i = 0; i < n; ++i) {
      for (size_t k = 0; k < std::size(kCases); ++k) {
        uint32_t got = u32(kData + 0x400 + 256 * i + 4 * k),
                 want = kCases[k].want(x[i], y[i], z[i], old[i]);
        EXPECT_EQ(got, want) << std::hex << kCases[k].text << " lane " << std::dec << i << std::hex
                             << ": x 0x" << x[i] << " y 0x" << y[i] << " z 0x" << z[i] << " got 0x"
                             << got << " want 0x" << want;
      }
    }
  }
}

TEST_F(Int16Test, FormsWithoutPublishedMeaningAreRefused) {
  Dispatch d;
  d.threads[0] = 32;
  auto refused = [&](const std::string& text, const char* reason) {
    auto rep = run("  " + text + "\n  s_endpgm", d);
    EXPECT_EQ(rep.refusals.count(reason), 1u) << text << ": " << refusals(rep);
  };
  refused("v_add_nc_u16 v4, 5, v2 op_sel:[1,0,0]", "int16-op-sel-constant");
  refused("v_mad_u16 v4, v1, 0x1234, v3 op_sel:[0,1,0,0]", "int16-op-sel-constant");
  refused("v_mad_u32_u16 v4, v1, v2, v3 clamp", "integer-clamp");
  refused("v_mad_u32_u16 v4, v1, v2, v3 op_sel:[0,0,1,0]", "int16-op-sel");
  refused("v_mad_i32_i16 v4, v1, v2, v3 op_sel:[0,0,0,1]", "int16-op-sel");
  // A bit LLVM's disassembler passes over: a negation on v_add_nc_u16 (the
  // encoding of v_add_nc_u16 v1, v2, v3 with it set).
  refused(".long 0xd7030001, 0x20020702", "integer-source-modifier");
}

}  // namespace
}  // namespace rdnavk::xlate::testing
