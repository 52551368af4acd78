// The register layer against published facts: offsets, bit ranges and enums from
// Mesa's gfx103.json, the printing of Mesa 25.0.7's AMD_DEBUG=ib (expected text
// copied from a radeonsi run under the noop DRM shim, AMDGPU_GPU_ID=navi21,
// AMD_COLOR=0, with the dump's leading column of raw dwords taken off), D825's
// per-buffer register forms, and the kernel's GFX10 clear-state table.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>

#include "regs/clear_state.h"
#include "regs/color_buffer_view.h"
#include "regs/gfx103_offsets.h"
#include "regs/gfx103_types.h"
#include "regs/register_state.h"
#include "regs/registers.h"

namespace rdnavk::regs {
namespace {

const RegisterInfo& reg(std::string_view name) {
  const RegisterInfo* r = find_register(name);
  EXPECT_NE(r, nullptr) << name;
  static const RegisterInfo kNone{"?", 0, 0, {}, nullptr};
  return r ? *r : kNone;
}

const FieldInfo& field(std::string_view reg_name, std::string_view field_name) {
  const FieldInfo* f = find_field(reg(reg_name), field_name);
  EXPECT_NE(f, nullptr) << reg_name << "." << field_name;
  static const FieldInfo kNone{"?", 0, 0, nullptr, 0, nullptr};
  return f ? *f : kNone;
}

// ---------------------------------------------------------------------------
// Offsets

TEST(RegisterOffsets, KnownRegisters) {
  struct Known {
    const char* name;
    uint32_t byte_offset;
    uint32_t constant;
  };
  const Known known[] = {
      {"CB_COLOR0_INFO", 0x28C70, kCB_COLOR0_INFO},
      {"CB_COLOR7_INFO", 0x28DD8 + 0x3C, kCB_COLOR7_INFO},
      {"COMPUTE_PGM_LO", 0xB830, kCOMPUTE_PGM_LO},
      {"COMPUTE_PGM_RSRC1", 0xB848, kCOMPUTE_PGM_RSRC1},
      {"SPI_SHADER_PGM_LO_PS", 0xB020, kSPI_SHADER_PGM_LO_PS},
      {"VGT_SHADER_STAGES_EN", 0x28B54, kVGT_SHADER_STAGES_EN},
      {"DB_RENDER_CONTROL", 0x28000, kDB_RENDER_CONTROL},
      {"SPI_SHADER_COL_FORMAT", 0x28714, kSPI_SHADER_COL_FORMAT},
      {"CB_TARGET_MASK", 0x28238, kCB_TARGET_MASK},
      {"CB_SHADER_MASK", 0x2823C, kCB_SHADER_MASK},
      {"CB_BLEND0_CONTROL", 0x28780, kCB_BLEND0_CONTROL},
      {"PA_SC_SCREEN_SCISSOR_BR", 0x28034, kPA_SC_SCREEN_SCISSOR_BR},
  };
  for (const Known& k : known) {
    const RegisterInfo& r = reg(k.name);
    EXPECT_EQ(r.byte_offset, k.byte_offset) << k.name;
    EXPECT_EQ(r.dword_offset, k.byte_offset / 4) << k.name;
    EXPECT_EQ(k.constant, k.byte_offset / 4) << k.name;
    EXPECT_EQ(find_register(k.byte_offset / 4), &r) << k.name;
  }
  EXPECT_EQ(kCB_COLOR0_INFO, 0xA31Cu);
  // The SET_*_REG packets' register numbers as AMD_DEBUG=ib showed them.
  EXPECT_EQ(kSPI_SHADER_COL_FORMAT, 0xA000u + 0x1C5);
  EXPECT_EQ(kVGT_SHADER_STAGES_EN, 0xA000u + 0x2D5);
  EXPECT_EQ(kCOMPUTE_PGM_HI, 0x2C00u + 0x20D);
}

TEST(RegisterOffsets, EveryRegisterFoundByNameAndOffset) {
  auto regs = all_registers();
  ASSERT_EQ(regs.size(), 1907u);  // every gfx103 mapping of gfx103.json
  for (size_t i = 0; i < regs.size(); ++i) {
    const RegisterInfo& r = regs[i];
    EXPECT_EQ(find_register(r.name), &r) << r.name;
    EXPECT_EQ(r.dword_offset * 4, r.byte_offset) << r.name;
    // Sorted by offset; lookup by offset answers the first name there.
    if (i > 0) {
      EXPECT_LE(regs[i - 1].dword_offset, r.dword_offset) << r.name;
    }
    const RegisterInfo* first = find_register(r.dword_offset);
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->dword_offset, r.dword_offset);
    EXPECT_LE(first, &r);
    EXPECT_TRUE(first == &regs[0] || (first - 1)->dword_offset != r.dword_offset);
  }
}

TEST(RegisterOffsets, UnknownNamesAndOffsets) {
  EXPECT_EQ(find_register("CB_COLOR8_INFO"), nullptr);
  EXPECT_EQ(find_register(""), nullptr);
  EXPECT_EQ(find_register("cb_color0_info"), nullptr);  // the hardware's names, exactly
  EXPECT_EQ(find_register(0xA006u), nullptr);           // a hole in the context space
  EXPECT_EQ(find_register(0xFFFFFFFFu), nullptr);
}

// ---------------------------------------------------------------------------
// Fields and enums

TEST(RegisterFields, CbColorInfo) {
  const FieldInfo& format = field("CB_COLOR0_INFO", "FORMAT");
  EXPECT_EQ(format.lo, 2);
  EXPECT_EQ(format.hi, 6);
  EXPECT_EQ(format.mask(), 0x7Cu);
  EXPECT_STREQ(format.enum_name, "ColorFormat");
  EXPECT_STREQ(enum_name(format, 10), "COLOR_8_8_8_8");
  EXPECT_STREQ(enum_name(format, 14), "COLOR_32_32_32_32");
  EXPECT_EQ(enum_name(format, 13), nullptr);  // ColorFormat names no 13

  const FieldInfo& number_type = field("CB_COLOR0_INFO", "NUMBER_TYPE");
  EXPECT_EQ(number_type.lo, 8);
  EXPECT_EQ(number_type.hi, 10);
  EXPECT_STREQ(number_type.enum_name, "SurfaceNumber");
  EXPECT_STREQ(enum_name(number_type, 0), "NUMBER_UNORM");
  EXPECT_STREQ(enum_name(number_type, 6), "NUMBER_SRGB");
  EXPECT_STREQ(enum_name(number_type, 7), "NUMBER_FLOAT");

  // DCC_ENABLE is bit 28 (what radeonsi sets for 256x256 targets and up).
  const FieldInfo& dcc = field("CB_COLOR0_INFO", "DCC_ENABLE");
  EXPECT_EQ(dcc.lo, 28);
  EXPECT_EQ(dcc.hi, 28);
  EXPECT_EQ(dcc.entries, nullptr);
  EXPECT_EQ(enum_name(dcc, 1), nullptr);

  // CB_COLOR5_INFO shares buffer 0's type.
  EXPECT_EQ(reg("CB_COLOR5_INFO").fields.data(), reg("CB_COLOR0_INFO").fields.data());
  EXPECT_EQ(field_value(reg("CB_COLOR0_INFO"), "FORMAT", 0x00028028u), 10u);
  EXPECT_EQ(field_value(reg("CB_COLOR0_INFO"), "NO_SUCH_FIELD", 0x00028028u), std::nullopt);
}

TEST(RegisterFields, OtherKnownFields) {
  EXPECT_EQ(field("SPI_SHADER_COL_FORMAT", "COL3_EXPORT_FORMAT").lo, 12);
  EXPECT_EQ(field("SPI_SHADER_COL_FORMAT", "COL3_EXPORT_FORMAT").hi, 15);
  EXPECT_STREQ(enum_name(field("SPI_SHADER_COL_FORMAT", "COL0_EXPORT_FORMAT"), 0),
               "SPI_SHADER_ZERO");
  EXPECT_STREQ(enum_name(field("SPI_SHADER_COL_FORMAT", "COL0_EXPORT_FORMAT"), 9),
               "SPI_SHADER_32_ABGR");
  EXPECT_EQ(field("VGT_SHADER_STAGES_EN", "PRIMGEN_EN").lo, 13);
  EXPECT_EQ(field("VGT_SHADER_STAGES_EN", "GS_W32_EN").lo, 22);
  EXPECT_EQ(field("DB_RENDER_CONTROL", "DEPTH_CLEAR_ENABLE").lo, 0);
  EXPECT_EQ(field("COMPUTE_PGM_RSRC1", "VGPRS").hi, 5);
  EXPECT_EQ(field("COMPUTE_PGM_RSRC1", "SGPRS").lo, 6);
  EXPECT_EQ(field("CB_BLEND0_CONTROL", "ENABLE").lo, 30);
  EXPECT_STREQ(enum_name(field("CB_BLEND0_CONTROL", "COLOR_SRCBLEND"), 5),
               "BLEND_ONE_MINUS_SRC_ALPHA");
}

TEST(RegisterFields, EveryFieldIsWithinItsDword) {
  for (const RegisterInfo& r : all_registers()) {
    uint32_t seen = 0;
    for (const FieldInfo& f : r.fields) {
      EXPECT_LE(f.lo, f.hi) << r.name << "." << f.name;
      EXPECT_LT(f.hi, 32) << r.name << "." << f.name;
      EXPECT_EQ(seen & f.mask(), 0u) << r.name << "." << f.name << " overlaps";
      seen |= f.mask();
      EXPECT_EQ(f.entries == nullptr, f.count == 0) << r.name << "." << f.name;
    }
  }
}

// ---------------------------------------------------------------------------
// Typed decoders

TEST(TypedDecoders, NamesAndAccessors) {
  static_assert(std::is_same_v<RegisterTypeT<kCB_COLOR0_INFO>, CbColorInfo>);
  static_assert(std::is_same_v<RegisterTypeT<kCB_COLOR6_INFO>, CbColorInfo>);
  static_assert(std::is_same_v<RegisterTypeT<kSPI_SHADER_COL_FORMAT>, SpiShaderColFormat>);
  static_assert(std::is_same_v<RegisterTypeT<kCOMPUTE_PGM_RSRC1>, ComputePgmRsrc1>);
  static_assert(std::is_same_v<RegisterTypeT<kCB_BLEND3_CONTROL>, CbBlendControl>);

  constexpr CbColorInfo info{0x00028028u};
  static_assert(info.format() == enums::ColorFormat::kCOLOR_8_8_8_8);
  static_assert(info.number_type() == enums::SurfaceNumber::kNUMBER_UNORM);
  static_assert(info.blend_clamp() == 1 && info.simple_float() == 1 && info.dcc_enable() == 0);
  constexpr SpiShaderColFormat col{0x00000004u};
  static_assert(col.col0_export_format() == enums::SPI_SHADER_EX_FORMAT::kSPI_SHADER_FP16_ABGR);
  static_assert(col.col1_export_format() == enums::SPI_SHADER_EX_FORMAT::kSPI_SHADER_ZERO);
  constexpr ComputePgmRsrc1 rsrc1{0x002C0001u};
  static_assert(rsrc1.vgprs() == 1 && rsrc1.dx10_clamp() == 1 && rsrc1.float_mode() == 0xC0);
  constexpr VgtShaderStagesEn stages{0x00412010u};
  static_assert(stages.primgen_en() == 1 && stages.gs_w32_en() == 1 && stages.vs_w32_en() == 0);
  static_assert(stages.es_en() == enums::VGT_STAGES_ES_EN::kES_STAGE_REAL);
  // A 32-bit field reads the whole dword.
  static_assert(RegisterTypeT<kCOMPUTE_PGM_LO>{0xDEADBEEFu}.data() == 0xDEADBEEFu);
  // Packet words.
  static_assert(pkt3::Control{0x00100500u}.dst_sel() == 5);
  static_assert(pkt3::Control{0x00100500u}.wr_confirm() == 1);

  RegisterState state;
  state.write(kCB_COLOR0_INFO, 0x00028028u);
  EXPECT_EQ(read_as<kCB_COLOR0_INFO>(state).format(), 10u);
}

// ---------------------------------------------------------------------------
// describe_value: AMD_DEBUG=ib's layout

TEST(Describe, CbColorInfoAsMesaPrintsIt) {
  EXPECT_EQ(describe_value(reg("CB_COLOR0_INFO"), 0x00028028u),
            R"(        CB_COLOR0_INFO <- 0x00028028
                          ENDIAN = ENDIAN_NONE
                          FORMAT = COLOR_8_8_8_8
                          LINEAR_GENERAL = 0
                          NUMBER_TYPE = NUMBER_UNORM
                          COMP_SWAP = SWAP_STD
                          FAST_CLEAR = 0
                          COMPRESSION = 0
                          BLEND_CLAMP = 1
                          BLEND_BYPASS = 0
                          SIMPLE_FLOAT = 1
                          ROUND_MODE = 0
                          CMASK_IS_LINEAR = 0
                          BLEND_OPT_DONT_RD_DST = FORCE_OPT_AUTO
                          BLEND_OPT_DISCARD_PIXEL = FORCE_OPT_AUTO
                          FMASK_COMPRESSION_DISABLE = 0
                          FMASK_COMPRESS_1FRAG_ONLY = 0
                          DCC_ENABLE = 0
                          CMASK_ADDR_TYPE = CMASK_ADDR_TILED
                          NBC_TILING = 0
)");
}

TEST(Describe, EnumFieldsAndSmallValues) {
  EXPECT_EQ(describe_value(reg("SPI_SHADER_COL_FORMAT"), 4),
            R"(        SPI_SHADER_COL_FORMAT <- 4
                                 COL0_EXPORT_FORMAT = SPI_SHADER_FP16_ABGR
                                 COL1_EXPORT_FORMAT = SPI_SHADER_ZERO
                                 COL2_EXPORT_FORMAT = SPI_SHADER_ZERO
                                 COL3_EXPORT_FORMAT = SPI_SHADER_ZERO
                                 COL4_EXPORT_FORMAT = SPI_SHADER_ZERO
                                 COL5_EXPORT_FORMAT = SPI_SHADER_ZERO
                                 COL6_EXPORT_FORMAT = SPI_SHADER_ZERO
                                 COL7_EXPORT_FORMAT = SPI_SHADER_ZERO
)");
  // Values from 10 print decimal and hex, the hex as wide as the field.
  EXPECT_EQ(describe_value(reg("PA_CL_NGG_CNTL"), 0x78),
            R"(        PA_CL_NGG_CNTL <- 120 (0x00000078)
                          VERTEX_REUSE_OFF = 0
                          INDEX_BUF_EDGE_FLAG_ENA = 0
                          VERTEX_REUSE_DEPTH = 30 (0x1e)
)");
  EXPECT_EQ(describe_value(reg("VGT_SHADER_STAGES_EN"), 0x00412010u),
            R"(        VGT_SHADER_STAGES_EN <- 0x00412010
                                LS_EN = LS_STAGE_OFF
                                HS_EN = HS_STAGE_OFF
                                ES_EN = ES_STAGE_REAL
                                GS_EN = GS_STAGE_OFF
                                VS_EN = VS_STAGE_REAL
                                DYNAMIC_HS = 0
                                DISPATCH_DRAW_EN = 0
                                DIS_DEALLOC_ACCUM_0 = 0
                                DIS_DEALLOC_ACCUM_1 = 0
                                VS_WAVE_ID_EN = 0
                                PRIMGEN_EN = 1
                                ORDERED_ID_MODE = 0
                                MAX_PRIMGRP_IN_WAVE = 2
                                GS_FAST_LAUNCH = 0
                                HS_W32_EN = 0
                                GS_W32_EN = 1
                                VS_W32_EN = 0
                                NGG_WAVE_ID_EN = 0
                                PRIMGEN_PASSTHRU_EN = 0
                                PRIMGEN_PASSTHRU_NO_MSG = 0
)");
}

TEST(Describe, FloatsAndFullWidthRegisters) {
  // A register whose one field is bits 0..31 prints no field line.
  EXPECT_EQ(describe_value(reg("CB_COLOR0_BASE"), 0x01004000u),
            "        CB_COLOR0_BASE <- 0x01004000\n");
  EXPECT_EQ(describe_value(reg("PA_CL_GB_VERT_CLIP_ADJ"), 0x47800000u),
            "        PA_CL_GB_VERT_CLIP_ADJ <- 65536.0f (0x47800000)\n");
  EXPECT_EQ(describe_value(reg("PA_SC_VPORT_SCISSOR_0_TL"), 0x80000000u),
            R"(        PA_SC_VPORT_SCISSOR_0_TL <- -0.0f (0x80000000)
                                    TL_X = 0
                                    TL_Y = 0
                                    WINDOW_OFFSET_DISABLE = 1
)");
}

TEST(Describe, FieldMaskAndUnknownRegisters) {
  // EVENT_WRITE prints VGT_EVENT_INITIATOR's EVENT_TYPE only (mask 0x3F).
  EXPECT_EQ(describe_value(reg("VGT_EVENT_INITIATOR"), 14, 0x3Fu),
            R"(        VGT_EVENT_INITIATOR <- 14 (0x0000000e)
                               EVENT_TYPE = BREAK_BATCH
)");
  EXPECT_EQ(describe_write(0xA006u, 1), "        0x28018 <- 0x00000001\n");
  EXPECT_EQ(describe_write(kDB_RENDER_CONTROL, 0).substr(0, 29), "        DB_RENDER_CONTROL <- ");
}

TEST(Describe, PacketWords) {
  auto control = find_packet_words("CONTROL");
  ASSERT_EQ(control.size(), 1u);
  EXPECT_EQ(control[0].at, 0x370u);
  EXPECT_EQ(describe_value(control[0], 0x00100500u),
            R"(        CONTROL <- 0x00100500
                   DST_SEL = MEM
                   WR_ONE_ADDR = 0
                   WR_CONFIRM = 1
                   ENGINE_SEL = ME
)");
  // pkt3.json's own full-width fields are printed.
  ASSERT_EQ(find_packet_words("CP_DMA_WORD0").size(), 1u);
  EXPECT_EQ(describe_value(find_packet_words("CP_DMA_WORD0")[0], 0x1000u),
            "        CP_DMA_WORD0 <- 4096 (0x00001000)\n"
            "                        SRC_ADDR_LO = 4096 (0x00001000)\n");
  // A name used by two packets: both, ordered by Mesa's key.
  auto dst_lo = find_packet_words("DST_ADDR_LO");
  ASSERT_EQ(dst_lo.size(), 2u);
  EXPECT_EQ(dst_lo[0].at, 0x371u);  // WRITE_DATA
  EXPECT_EQ(dst_lo[1].at, 0x503u);  // DMA_DATA
  EXPECT_TRUE(dst_lo[0].fields.empty());
  EXPECT_EQ(find_packet_word(0x586u), &*find_packet_words("GCR_CNTL").begin());
  EXPECT_TRUE(find_packet_words("NO_SUCH_WORD").empty());
  // gfx103's mapping, not the GFX6 one with the same name.
  EXPECT_STREQ(find_packet_words("COMMAND")[0].type_name, "COMMAND_gfx9");
  EXPECT_EQ(pkt3::Command{0x80000000u}.disable_wr_confirm(), 1u);
}

TEST(Describe, FormatValue) {
  EXPECT_EQ(format_value(0, 32), "0");
  EXPECT_EQ(format_value(9, 32), "9");
  EXPECT_EQ(format_value(10, 32), "10 (0x0000000a)");
  EXPECT_EQ(format_value(10, 4), "10 (0xa)");
  EXPECT_EQ(format_value(0x8000, 32), "32768 (0x00008000)");
  EXPECT_EQ(format_value(0x3F800000u, 32), "1.0f (0x3f800000)");
  // Ten times the float is taken in float: 0.2f * 10 rounds to 2.0f, a "tenth".
  EXPECT_EQ(format_value(0x3E4CCCCDu, 32), "0.2f (0x3e4ccccd)");
  EXPECT_EQ(format_value(0xC2C80000u, 32), "-100.0f (0xc2c80000)");
  EXPECT_EQ(format_value(0x47C34F80u, 32), "99999.0f (0x47c34f80)");
  EXPECT_EQ(format_value(0x47C35000u, 32), "0x47c35000");  // 100000.0f: too big
  EXPECT_EQ(format_value(0x40490FDBu, 32), "0x40490fdb");  // pi: no tenth
  EXPECT_EQ(format_value(0x7FC00000u, 32), "0x7fc00000");  // NaN
  EXPECT_EQ(format_value(0xFFFFFFFFu, 32), "0xffffffff");
  EXPECT_EQ(format_value(0x10000u, 20), "0x10000");  // width from the field's bits
}

// ---------------------------------------------------------------------------
// D825: colour buffer n through buffer 0's registers

std::string buffer_name(std::string_view buffer0_name, std::string_view zero_token, unsigned n) {
  std::string name(buffer0_name);
  const size_t at = name.find(zero_token);
  EXPECT_NE(at, std::string::npos);
  name.replace(at, zero_token.size(),
               std::string(zero_token.substr(0, zero_token.size() - 1)) + std::to_string(n));
  return name;
}

TEST(ColorBufferView, EveryCbColor0RegisterMovesOntoBufferN) {
  unsigned checked = 0;
  for (const RegisterInfo& r0 : all_registers()) {
    std::string_view name(r0.name);
    const bool color = name.starts_with("CB_COLOR0_");
    const bool blend = name == "CB_BLEND0_CONTROL";
    if (!color && !blend) continue;
    for (unsigned n = 0; n < kMaxColorBuffers; ++n) {
      const auto loc = locate_per_buffer(r0.dword_offset, n);
      ASSERT_TRUE(loc.has_value()) << name;
      const std::string want = buffer_name(name, color ? "COLOR0" : "BLEND0", n);
      const RegisterInfo* rn = find_register(want);
      ASSERT_NE(rn, nullptr) << want;
      EXPECT_EQ(loc->dword_offset, rn->dword_offset) << want;
      EXPECT_EQ(loc->shift, 0u) << want;
      EXPECT_EQ(loc->mask, 0xFFFFFFFFu) << want;
      // Buffer n's register decodes as buffer 0's.
      EXPECT_EQ(rn->fields.data(), r0.fields.data()) << want;
    }
    ++checked;
  }
  EXPECT_EQ(checked, 21u);  // 14 in the block, 4 *_EXT, ATTRIB2, ATTRIB3, CB_BLEND0_CONTROL
}

TEST(ColorBufferView, NibblePerBufferRegisters) {
  struct Nibble {
    const char* reg;
    const char* field0;  // buffer 0's field; buffer n's has n in place of 0
    const char* token;
  };
  const Nibble nibbles[] = {{"CB_TARGET_MASK", "TARGET0_ENABLE", "TARGET0"},
                            {"CB_SHADER_MASK", "OUTPUT0_ENABLE", "OUTPUT0"},
                            {"SPI_SHADER_COL_FORMAT", "COL0_EXPORT_FORMAT", "COL0"}};
  for (const Nibble& nb : nibbles) {
    const RegisterInfo& r = reg(nb.reg);
    for (unsigned n = 0; n < kMaxColorBuffers; ++n) {
      const auto loc = locate_per_buffer(r.dword_offset, n);
      ASSERT_TRUE(loc.has_value()) << nb.reg;
      const FieldInfo& fn = field(nb.reg, buffer_name(nb.field0, nb.token, n));
      EXPECT_EQ(loc->dword_offset, r.dword_offset) << nb.reg;
      EXPECT_EQ(loc->shift, fn.lo) << fn.name;
      EXPECT_EQ(fn.lo, 4 * n) << fn.name;
      EXPECT_EQ(fn.hi, 4 * n + 3) << fn.name;
      EXPECT_EQ(loc->mask << loc->shift, fn.mask()) << fn.name;
    }
  }
}

TEST(ColorBufferView, ReadsBufferNsValues) {
  RegisterState state;
  for (unsigned n = 0; n < kMaxColorBuffers; ++n) {
    ASSERT_TRUE(
        state.write(reg(buffer_name("CB_COLOR0_INFO", "COLOR0", n)).dword_offset, 0x100u + n));
    ASSERT_TRUE(
        state.write(reg(buffer_name("CB_COLOR0_ATTRIB3", "COLOR0", n)).dword_offset, 0x300u + n));
    ASSERT_TRUE(
        state.write(reg(buffer_name("CB_BLEND0_CONTROL", "BLEND0", n)).dword_offset, 0x500u + n));
  }
  state.write(kCB_TARGET_MASK, 0x76543210u);
  state.write(kCB_SHADER_MASK, 0xFEDCBA98u);
  state.write(kSPI_SHADER_COL_FORMAT, 0x00000904u);  // COL0 FP16_ABGR, COL2 32_ABGR
  for (unsigned n = 0; n < kMaxColorBuffers; ++n) {
    ColorBufferView view(state, n);
    EXPECT_EQ(view.buffer(), n);
    EXPECT_EQ(view.info().raw, 0x100u + n);
    EXPECT_EQ(view.attrib3().raw, 0x300u + n);
    EXPECT_EQ(view.blend_control().raw, 0x500u + n);
    EXPECT_EQ(view.read(kCB_COLOR0_INFO), 0x100u + n);
    EXPECT_EQ(view.target_mask().target0_enable(), n);
    EXPECT_EQ(view.target_mask().target1_enable(), 0u);  // only buffer n's nibble
    EXPECT_EQ(view.shader_mask().output0_enable(), 8u + n);
    const uint32_t want_format = n == 0   ? enums::SPI_SHADER_EX_FORMAT::kSPI_SHADER_FP16_ABGR
                                 : n == 2 ? enums::SPI_SHADER_EX_FORMAT::kSPI_SHADER_32_ABGR
                                          : enums::SPI_SHADER_EX_FORMAT::kSPI_SHADER_ZERO;
    EXPECT_EQ(view.col_format().col0_export_format(), want_format);
  }
}

TEST(ColorBufferView, RefusesRegistersWithNoPerBufferForm) {
  RegisterState state;
  state.write(kCB_COLOR1_INFO, 0x1234u);
  state.write(kDB_RENDER_CONTROL, 1);
  ColorBufferView view(state, 1);
  EXPECT_EQ(view.read(kDB_RENDER_CONTROL), std::nullopt);
  EXPECT_EQ(view.read(kCB_COLOR1_INFO), std::nullopt);  // buffer 1's own offset is not buffer 0's
  EXPECT_EQ(view.read(kCB_COLOR0_DCC_BASE + 1), std::nullopt);  // the hole after each block
  EXPECT_EQ(view.read(kCB_COLOR_CONTROL), std::nullopt);        // shared by all buffers
  EXPECT_EQ(view.read(kSX_MRT0_BLEND_OPT), std::nullopt);       // not one of D825's forms
  EXPECT_EQ(locate_per_buffer(kCB_COLOR0_INFO, kMaxColorBuffers), std::nullopt);
  EXPECT_EQ(view.read(kCB_COLOR0_INFO), 0x1234u);
}

// ---------------------------------------------------------------------------
// CLEAR_STATE defaults

TEST(ClearState, KnownDefaults) {
  // Values of Linux's clearstate_gfx10.h, gfx10_cs_data.
  EXPECT_EQ(clear_state_value(kPA_SC_SCREEN_SCISSOR_BR), 0x40004000u);
  EXPECT_EQ(clear_state_value(kPA_SC_WINDOW_SCISSOR_TL), 0x80000000u);
  EXPECT_EQ(clear_state_value(kPA_SC_CLIPRECT_RULE), 0x0000FFFFu);
  EXPECT_EQ(clear_state_value(kPA_SC_EDGERULE), 0xAA99AAAAu);
  EXPECT_EQ(clear_state_value(kCB_TARGET_MASK), 0xFFFFFFFFu);
  EXPECT_EQ(clear_state_value(kCB_SHADER_MASK), 0xFFFFFFFFu);
  EXPECT_EQ(clear_state_value(kPA_SC_VPORT_ZMAX_15), 0x3F800000u);
  EXPECT_EQ(clear_state_value(kDB_RMI_L2_CACHE_CONTROL), 0x00150055u);
  EXPECT_EQ(clear_state_value(kCB_RMI_GL2_CACHE_CONTROL), 0x00550055u);
  EXPECT_EQ(clear_state_value(kDB_STENCILREFMASK), 0x01000000u);
  EXPECT_EQ(clear_state_value(kSPI_PS_IN_CONTROL), 2u);
  EXPECT_EQ(clear_state_value(kPA_CL_CLIP_CNTL), 0x00090000u);
  EXPECT_EQ(clear_state_value(kPA_SU_SC_MODE_CNTL), 4u);
  EXPECT_EQ(clear_state_value(kVGT_GS_PER_VS), 2u);
  EXPECT_EQ(clear_state_value(kIA_MULTI_VGT_PARAM), 0xFFu);
  EXPECT_EQ(clear_state_value(kPA_SC_LINE_CNTL), 0x1000u);
  EXPECT_EQ(clear_state_value(kPA_SU_VTX_CNTL), 5u);
  EXPECT_EQ(clear_state_value(kPA_CL_GB_HORZ_DISC_ADJ), 0x3F800000u);
  EXPECT_EQ(clear_state_value(kPA_SC_BINNER_CNTL_0), 3u);
  EXPECT_EQ(clear_state_value(kPA_SC_CONSERVATIVE_RASTERIZATION_CNTL), 0x00100000u);
  EXPECT_EQ(clear_state_value(kVGT_OUT_DEALLOC_CNTL), 0x20u);
  EXPECT_EQ(clear_state_value(kCB_COLOR7_ATTRIB3), 0u);
  EXPECT_EQ(clear_state_value(kDB_RENDER_CONTROL), 0u);
  EXPECT_EQ(clear_state_value(kPA_SC_SCREEN_EXTENT_CONTROL + 1), std::nullopt);  // 0xA0D7
  EXPECT_EQ(clear_state_value(kCOMPUTE_PGM_LO), std::nullopt);  // not a context register
}

TEST(ClearState, RangesAreTheKernelsExtents) {
  auto ranges = clear_state_gfx10();
  ASSERT_EQ(ranges.size(), 8u);
  EXPECT_EQ(ranges[0].first_dword, 0xA000u);
  EXPECT_EQ(ranges[0].values.size(), 215u);
  EXPECT_EQ(ranges[7].first_dword, 0xA2F5u);
  EXPECT_EQ(ranges[7].values.size(), 203u);
  size_t total = 0;
  const SpaceRange context = range_of(Space::kContext);
  for (size_t i = 0; i < ranges.size(); ++i) {
    total += ranges[i].values.size();
    EXPECT_GE(ranges[i].first_dword, context.first_dw);
    EXPECT_LE(ranges[i].first_dword + ranges[i].values.size(), context.first_dw + context.count);
    if (i > 0) {
      EXPECT_GT(ranges[i].first_dword, ranges[i - 1].first_dword + ranges[i - 1].values.size() - 1);
    }
  }
  EXPECT_EQ(total, 921u);
  // The last value is CB_COLOR7_ATTRIB3's.
  EXPECT_EQ(ranges[7].first_dword + ranges[7].values.size() - 1, kCB_COLOR7_ATTRIB3);
}

}  // namespace
}  // namespace rdnavk::regs
