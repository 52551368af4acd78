// GENERATED FILE: do not edit. Made by scripts/regs/gen_regs.py from Mesa's
// src/amd/registers/gfx103.json and pkt3.json (MIT licence), chip gfx103.
// Rerun from the repository root:
//   python3 scripts/regs/gen_regs.py ../shared/reference/gfx103.json ../shared/reference/pkt3.json
// clang-format off

// The facts of every gfx103 register and PM4 packet word: names, offsets, fields
// (bit ranges) and enums, as sorted arrays. regs/registers.cpp is the API over them.

#include <cstdint>
#include <span>

#include "regs/registers.h"

namespace rdnavk::regs {
namespace {

// Enums, by database name; entries in database order.
constexpr EnumEntry kEnum_BinMapMode[] = {
    {"BIN_MAP_MODE_NONE", 0u},
    {"BIN_MAP_MODE_RTA_INDEX", 1u},
    {"BIN_MAP_MODE_POPS", 2u},
};
constexpr EnumEntry kEnum_BinSizeExtend[] = {
    {"BIN_SIZE_32_PIXELS", 0u},
    {"BIN_SIZE_64_PIXELS", 1u},
    {"BIN_SIZE_128_PIXELS", 2u},
    {"BIN_SIZE_256_PIXELS", 3u},
    {"BIN_SIZE_512_PIXELS", 4u},
};
constexpr EnumEntry kEnum_BinningMode[] = {
    {"BINNING_ALLOWED", 0u},
    {"FORCE_BINNING_ON", 1u},
    {"DISABLE_BINNING_USE_NEW_SC", 2u},
    {"DISABLE_BINNING_USE_LEGACY_SC", 3u},
};
constexpr EnumEntry kEnum_BlendOp[] = {
    {"BLEND_ZERO", 0u},
    {"BLEND_ONE", 1u},
    {"BLEND_SRC_COLOR", 2u},
    {"BLEND_ONE_MINUS_SRC_COLOR", 3u},
    {"BLEND_SRC_ALPHA", 4u},
    {"BLEND_ONE_MINUS_SRC_ALPHA", 5u},
    {"BLEND_DST_ALPHA", 6u},
    {"BLEND_ONE_MINUS_DST_ALPHA", 7u},
    {"BLEND_DST_COLOR", 8u},
    {"BLEND_ONE_MINUS_DST_COLOR", 9u},
    {"BLEND_SRC_ALPHA_SATURATE", 10u},
    {"BLEND_BOTH_SRC_ALPHA", 11u},
    {"BLEND_BOTH_INV_SRC_ALPHA", 12u},
    {"BLEND_CONSTANT_COLOR", 13u},
    {"BLEND_ONE_MINUS_CONSTANT_COLOR", 14u},
    {"BLEND_SRC1_COLOR", 15u},
    {"BLEND_INV_SRC1_COLOR", 16u},
    {"BLEND_SRC1_ALPHA", 17u},
    {"BLEND_INV_SRC1_ALPHA", 18u},
    {"BLEND_CONSTANT_ALPHA", 19u},
    {"BLEND_ONE_MINUS_CONSTANT_ALPHA", 20u},
};
constexpr EnumEntry kEnum_BlendOpt[] = {
    {"FORCE_OPT_AUTO", 0u},
    {"FORCE_OPT_DISABLE", 1u},
    {"FORCE_OPT_ENABLE_IF_SRC_A_0", 2u},
    {"FORCE_OPT_ENABLE_IF_SRC_RGB_0", 3u},
    {"FORCE_OPT_ENABLE_IF_SRC_ARGB_0", 4u},
    {"FORCE_OPT_ENABLE_IF_SRC_A_1", 5u},
    {"FORCE_OPT_ENABLE_IF_SRC_RGB_1", 6u},
    {"FORCE_OPT_ENABLE_IF_SRC_ARGB_1", 7u},
};
constexpr EnumEntry kEnum_CBMode[] = {
    {"CB_DISABLE", 0u},
    {"CB_NORMAL", 1u},
    {"CB_ELIMINATE_FAST_CLEAR", 2u},
    {"CB_RESOLVE", 3u},
    {"CB_DECOMPRESS", 4u},
    {"CB_FMASK_DECOMPRESS", 5u},
    {"CB_DCC_DECOMPRESS", 6u},
    {"CB_RESERVED", 7u},
};
constexpr EnumEntry kEnum_CBPerfClearFilterSel[] = {
    {"CB_PERF_CLEAR_FILTER_SEL_NONCLEAR", 0u},
    {"CB_PERF_CLEAR_FILTER_SEL_CLEAR", 1u},
};
constexpr EnumEntry kEnum_CBPerfOpFilterSel[] = {
    {"CB_PERF_OP_FILTER_SEL_WRITE_ONLY", 0u},
    {"CB_PERF_OP_FILTER_SEL_NEEDS_DESTINATION", 1u},
    {"CB_PERF_OP_FILTER_SEL_RESOLVE", 2u},
    {"CB_PERF_OP_FILTER_SEL_DECOMPRESS", 3u},
    {"CB_PERF_OP_FILTER_SEL_FMASK_DECOMPRESS", 4u},
    {"CB_PERF_OP_FILTER_SEL_ELIMINATE_FAST_CLEAR", 5u},
};
constexpr EnumEntry kEnum_CB_COLOR_DCC_CONTROL__MAX_UNCOMPRESSED_BLOCK_SIZE[] = {
    {"MAX_BLOCK_SIZE_64B", 0u},
    {"MAX_BLOCK_SIZE_128B", 1u},
    {"MAX_BLOCK_SIZE_256B", 2u},
};
constexpr EnumEntry kEnum_CB_COLOR_DCC_CONTROL__MIN_COMPRESSED_BLOCK_SIZE[] = {
    {"MIN_BLOCK_SIZE_32B", 0u},
    {"MIN_BLOCK_SIZE_64B", 1u},
};
constexpr EnumEntry kEnum_CLIP_RULE[] = {
    {"OUT", 1u},
    {"IN_0", 2u},
    {"IN_1", 4u},
    {"IN_10", 8u},
    {"IN_2", 16u},
    {"IN_20", 32u},
    {"IN_21", 64u},
    {"IN_210", 128u},
    {"IN_3", 256u},
    {"IN_30", 512u},
    {"IN_31", 1024u},
    {"IN_310", 2048u},
    {"IN_32", 4096u},
    {"IN_320", 8192u},
    {"IN_321", 16384u},
    {"IN_3210", 32768u},
};
constexpr EnumEntry kEnum_CP_PERFMON_ENABLE_MODE[] = {
    {"CP_PERFMON_ENABLE_MODE_ALWAYS_COUNT", 0u},
    {"CP_PERFMON_ENABLE_MODE_RESERVED_1", 1u},
    {"CP_PERFMON_ENABLE_MODE_COUNT_CONTEXT_TRUE", 2u},
    {"CP_PERFMON_ENABLE_MODE_COUNT_CONTEXT_FALSE", 3u},
};
constexpr EnumEntry kEnum_CP_PERFMON_STATE[] = {
    {"CP_PERFMON_STATE_DISABLE_AND_RESET", 0u},
    {"CP_PERFMON_STATE_START_COUNTING", 1u},
    {"CP_PERFMON_STATE_STOP_COUNTING", 2u},
    {"CP_PERFMON_STATE_RESERVED_3", 3u},
    {"CP_PERFMON_STATE_DISABLE_AND_RESET_PHANTOM", 4u},
    {"CP_PERFMON_STATE_COUNT_AND_DUMP_PHANTOM", 5u},
};
constexpr EnumEntry kEnum_CmaskAddr[] = {
    {"CMASK_ADDR_TILED", 0u},
    {"CMASK_ADDR_LINEAR", 1u},
    {"CMASK_ADDR_COMPATIBLE", 2u},
};
constexpr EnumEntry kEnum_ColorFormat[] = {
    {"COLOR_INVALID", 0u},
    {"COLOR_8", 1u},
    {"COLOR_16", 2u},
    {"COLOR_8_8", 3u},
    {"COLOR_32", 4u},
    {"COLOR_16_16", 5u},
    {"COLOR_10_11_11", 6u},
    {"COLOR_11_11_10", 7u},
    {"COLOR_10_10_10_2", 8u},
    {"COLOR_2_10_10_10", 9u},
    {"COLOR_8_8_8_8", 10u},
    {"COLOR_32_32", 11u},
    {"COLOR_16_16_16_16", 12u},
    {"COLOR_32_32_32_32", 14u},
    {"COLOR_5_6_5", 16u},
    {"COLOR_1_5_5_5", 17u},
    {"COLOR_5_5_5_1", 18u},
    {"COLOR_4_4_4_4", 19u},
    {"COLOR_8_24", 20u},
    {"COLOR_24_8", 21u},
    {"COLOR_X24_8_32_FLOAT", 22u},
    {"COLOR_5_9_9_9", 24u},
};
constexpr EnumEntry kEnum_CombFunc[] = {
    {"COMB_DST_PLUS_SRC", 0u},
    {"COMB_SRC_MINUS_DST", 1u},
    {"COMB_MIN_DST_SRC", 2u},
    {"COMB_MAX_DST_SRC", 3u},
    {"COMB_DST_MINUS_SRC", 4u},
};
constexpr EnumEntry kEnum_CompareFrag[] = {
    {"FRAG_NEVER", 0u},
    {"FRAG_LESS", 1u},
    {"FRAG_EQUAL", 2u},
    {"FRAG_LEQUAL", 3u},
    {"FRAG_GREATER", 4u},
    {"FRAG_NOTEQUAL", 5u},
    {"FRAG_GEQUAL", 6u},
    {"FRAG_ALWAYS", 7u},
};
constexpr EnumEntry kEnum_ConservativeZExport[] = {
    {"EXPORT_ANY_Z", 0u},
    {"EXPORT_LESS_THAN_Z", 1u},
    {"EXPORT_GREATER_THAN_Z", 2u},
    {"EXPORT_RESERVED", 3u},
};
constexpr EnumEntry kEnum_CovToShaderSel[] = {
    {"INPUT_COVERAGE", 0u},
    {"INPUT_INNER_COVERAGE", 1u},
    {"INPUT_DEPTH_COVERAGE", 2u},
    {"RAW", 3u},
};
constexpr EnumEntry kEnum_DB_DFSM_CONTROL__PUNCHOUT_MODE[] = {
    {"AUTO", 0u},
    {"FORCE_ON", 1u},
    {"FORCE_OFF", 2u},
    {"RESERVED", 3u},
};
constexpr EnumEntry kEnum_DbPRTFaultBehavior[] = {
    {"FAULT_ZERO", 0u},
    {"FAULT_ONE", 1u},
    {"FAULT_FAIL", 2u},
    {"FAULT_PASS", 3u},
};
constexpr EnumEntry kEnum_DbPSLControl[] = {
    {"PSLC_AUTO", 0u},
    {"PSLC_ON_HANG_ONLY", 1u},
    {"PSLC_ASAP", 2u},
    {"PSLC_COUNTDOWN", 3u},
};
constexpr EnumEntry kEnum_EXCP_EN[] = {
    {"INVALID", 1u},
    {"INPUT_DENORMAL", 2u},
    {"DIVIDE_BY_ZERO", 4u},
    {"OVERFLOW", 8u},
    {"UNDERFLOW", 16u},
    {"INEXACT", 32u},
    {"INT_DIVIDE_BY_ZERO", 64u},
    {"ADDRESS_WATCH", 128u},
    {"MEMORY_VIOLATION", 256u},
};
constexpr EnumEntry kEnum_FLOAT_MODE[] = {
    {"FP_32_DENORMS", 48u},
    {"FP_64_DENORMS", 192u},
    {"FP_ALL_DENORMS", 240u},
};
constexpr EnumEntry kEnum_ForceControl[] = {
    {"FORCE_OFF", 0u},
    {"FORCE_ENABLE", 1u},
    {"FORCE_DISABLE", 2u},
    {"FORCE_RESERVED", 3u},
};
constexpr EnumEntry kEnum_PA_SU_SC_MODE_CNTL__POLYMODE_FRONT_PTYPE[] = {
    {"X_DRAW_POINTS", 0u},
    {"X_DRAW_LINES", 1u},
    {"X_DRAW_TRIANGLES", 2u},
};
constexpr EnumEntry kEnum_PA_SU_SC_MODE_CNTL__POLY_MODE[] = {
    {"X_DISABLE_POLY_MODE", 0u},
    {"X_DUAL_MODE", 1u},
};
constexpr EnumEntry kEnum_PA_SU_VTX_CNTL__ROUND_MODE[] = {
    {"X_TRUNCATE", 0u},
    {"X_ROUND", 1u},
    {"X_ROUND_TO_EVEN", 2u},
    {"X_ROUND_TO_ODD", 3u},
};
constexpr EnumEntry kEnum_PkrMap[] = {
    {"RASTER_CONFIG_PKR_MAP_0", 0u},
    {"RASTER_CONFIG_PKR_MAP_1", 1u},
    {"RASTER_CONFIG_PKR_MAP_2", 2u},
    {"RASTER_CONFIG_PKR_MAP_3", 3u},
};
constexpr EnumEntry kEnum_PkrXsel[] = {
    {"RASTER_CONFIG_PKR_XSEL_0", 0u},
    {"RASTER_CONFIG_PKR_XSEL_1", 1u},
    {"RASTER_CONFIG_PKR_XSEL_2", 2u},
    {"RASTER_CONFIG_PKR_XSEL_3", 3u},
};
constexpr EnumEntry kEnum_PkrXsel2[] = {
    {"RASTER_CONFIG_PKR_XSEL2_0", 0u},
    {"RASTER_CONFIG_PKR_XSEL2_1", 1u},
    {"RASTER_CONFIG_PKR_XSEL2_2", 2u},
    {"RASTER_CONFIG_PKR_XSEL2_3", 3u},
};
constexpr EnumEntry kEnum_PkrYsel[] = {
    {"RASTER_CONFIG_PKR_YSEL_0", 0u},
    {"RASTER_CONFIG_PKR_YSEL_1", 1u},
    {"RASTER_CONFIG_PKR_YSEL_2", 2u},
    {"RASTER_CONFIG_PKR_YSEL_3", 3u},
};
constexpr EnumEntry kEnum_QUANT_MODE[] = {
    {"X_16_8_FIXED_POINT_1_16TH", 0u},
    {"X_16_8_FIXED_POINT_1_8TH", 1u},
    {"X_16_8_FIXED_POINT_1_4TH", 2u},
    {"X_16_8_FIXED_POINT_1_2", 3u},
    {"X_16_8_FIXED_POINT_1", 4u},
    {"X_16_8_FIXED_POINT_1_256TH", 5u},
    {"X_14_10_FIXED_POINT_1_1024TH", 6u},
    {"X_12_12_FIXED_POINT_1_4096TH", 7u},
};
constexpr EnumEntry kEnum_ROP3[] = {
    {"ROP3_CLEAR", 0u},
    {"X_0X05", 5u},
    {"X_0X0A", 10u},
    {"X_0X0F", 15u},
    {"ROP3_NOR", 17u},
    {"ROP3_AND_INVERTED", 34u},
    {"ROP3_COPY_INVERTED", 51u},
    {"ROP3_AND_REVERSE", 68u},
    {"X_0X50", 80u},
    {"ROP3_INVERT", 85u},
    {"X_0X5A", 90u},
    {"X_0X5F", 95u},
    {"ROP3_XOR", 102u},
    {"ROP3_NAND", 119u},
    {"ROP3_AND", 136u},
    {"ROP3_EQUIVALENT", 153u},
    {"X_0XA0", 160u},
    {"X_0XA5", 165u},
    {"ROP3_NO_OP", 170u},
    {"X_0XAF", 175u},
    {"ROP3_OR_INVERTED", 187u},
    {"ROP3_COPY", 204u},
    {"ROP3_OR_REVERSE", 221u},
    {"ROP3_OR", 238u},
    {"X_0XF0", 240u},
    {"X_0XF5", 245u},
    {"X_0XFA", 250u},
    {"ROP3_SET", 255u},
};
constexpr EnumEntry kEnum_RbMap[] = {
    {"RASTER_CONFIG_RB_MAP_0", 0u},
    {"RASTER_CONFIG_RB_MAP_1", 1u},
    {"RASTER_CONFIG_RB_MAP_2", 2u},
    {"RASTER_CONFIG_RB_MAP_3", 3u},
};
constexpr EnumEntry kEnum_RbXsel[] = {
    {"RASTER_CONFIG_RB_XSEL_0", 0u},
    {"RASTER_CONFIG_RB_XSEL_1", 1u},
};
constexpr EnumEntry kEnum_RbXsel2[] = {
    {"RASTER_CONFIG_RB_XSEL2_0", 0u},
    {"RASTER_CONFIG_RB_XSEL2_1", 1u},
    {"RASTER_CONFIG_RB_XSEL2_2", 2u},
    {"RASTER_CONFIG_RB_XSEL2_3", 3u},
};
constexpr EnumEntry kEnum_RbYsel[] = {
    {"RASTER_CONFIG_RB_YSEL_0", 0u},
    {"RASTER_CONFIG_RB_YSEL_1", 1u},
};
constexpr EnumEntry kEnum_ReadPolicy[] = {
    {"CACHE_LRU_RD", 0u},
    {"CACHE_NOA", 1u},
    {"UNCACHED_RD", 2u},
    {"RESERVED_RDPOLICY", 3u},
};
constexpr EnumEntry kEnum_SPI_PNT_SPRITE_OVERRIDE[] = {
    {"SPI_PNT_SPRITE_SEL_0", 0u},
    {"SPI_PNT_SPRITE_SEL_1", 1u},
    {"SPI_PNT_SPRITE_SEL_S", 2u},
    {"SPI_PNT_SPRITE_SEL_T", 3u},
    {"SPI_PNT_SPRITE_SEL_NONE", 4u},
};
constexpr EnumEntry kEnum_SPI_SHADER_EX_FORMAT[] = {
    {"SPI_SHADER_ZERO", 0u},
    {"SPI_SHADER_32_R", 1u},
    {"SPI_SHADER_32_GR", 2u},
    {"SPI_SHADER_32_AR", 3u},
    {"SPI_SHADER_FP16_ABGR", 4u},
    {"SPI_SHADER_UNORM16_ABGR", 5u},
    {"SPI_SHADER_SNORM16_ABGR", 6u},
    {"SPI_SHADER_UINT16_ABGR", 7u},
    {"SPI_SHADER_SINT16_ABGR", 8u},
    {"SPI_SHADER_32_ABGR", 9u},
};
constexpr EnumEntry kEnum_SPI_SHADER_FORMAT[] = {
    {"SPI_SHADER_NONE", 0u},
    {"SPI_SHADER_1COMP", 1u},
    {"SPI_SHADER_2COMP", 2u},
    {"SPI_SHADER_4COMPRESS", 3u},
    {"SPI_SHADER_4COMP", 4u},
};
constexpr EnumEntry kEnum_SPM_PERFMON_STATE[] = {
    {"STRM_PERFMON_STATE_DISABLE_AND_RESET", 0u},
    {"STRM_PERFMON_STATE_START_COUNTING", 1u},
    {"STRM_PERFMON_STATE_STOP_COUNTING", 2u},
    {"STRM_PERFMON_STATE_RESERVED_3", 3u},
    {"STRM_PERFMON_STATE_DISABLE_AND_RESET_PHANTOM", 4u},
    {"STRM_PERFMON_STATE_COUNT_AND_DUMP_PHANTOM", 5u},
};
constexpr EnumEntry kEnum_SX_BLEND_OPT[] = {
    {"BLEND_OPT_PRESERVE_NONE_IGNORE_ALL", 0u},
    {"BLEND_OPT_PRESERVE_ALL_IGNORE_NONE", 1u},
    {"BLEND_OPT_PRESERVE_C1_IGNORE_C0", 2u},
    {"BLEND_OPT_PRESERVE_C0_IGNORE_C1", 3u},
    {"BLEND_OPT_PRESERVE_A1_IGNORE_A0", 4u},
    {"BLEND_OPT_PRESERVE_A0_IGNORE_A1", 5u},
    {"BLEND_OPT_PRESERVE_NONE_IGNORE_A0", 6u},
    {"BLEND_OPT_PRESERVE_NONE_IGNORE_NONE", 7u},
};
constexpr EnumEntry kEnum_SX_BLEND_OPT_EPSILON__MRT0_EPSILON[] = {
    {"EXACT", 0u},
    {"11BIT_FORMAT", 1u},
    {"10BIT_FORMAT", 3u},
    {"8BIT_FORMAT", 6u},
    {"6BIT_FORMAT", 11u},
    {"5BIT_FORMAT", 13u},
    {"4BIT_FORMAT", 15u},
};
constexpr EnumEntry kEnum_SX_DOWNCONVERT_FORMAT[] = {
    {"SX_RT_EXPORT_NO_CONVERSION", 0u},
    {"SX_RT_EXPORT_32_R", 1u},
    {"SX_RT_EXPORT_32_A", 2u},
    {"SX_RT_EXPORT_10_11_11", 3u},
    {"SX_RT_EXPORT_2_10_10_10", 4u},
    {"SX_RT_EXPORT_8_8_8_8", 5u},
    {"SX_RT_EXPORT_5_6_5", 6u},
    {"SX_RT_EXPORT_1_5_5_5", 7u},
    {"SX_RT_EXPORT_4_4_4_4", 8u},
    {"SX_RT_EXPORT_16_16_GR", 9u},
    {"SX_RT_EXPORT_16_16_AR", 10u},
    {"SX_RT_EXPORT_9_9_9_E5", 11u},
};
constexpr EnumEntry kEnum_SX_OPT_COMB_FCN[] = {
    {"OPT_COMB_NONE", 0u},
    {"OPT_COMB_ADD", 1u},
    {"OPT_COMB_SUBTRACT", 2u},
    {"OPT_COMB_MIN", 3u},
    {"OPT_COMB_MAX", 4u},
    {"OPT_COMB_REVSUBTRACT", 5u},
    {"OPT_COMB_BLEND_DISABLED", 6u},
    {"OPT_COMB_SAFE_ADD", 7u},
};
constexpr EnumEntry kEnum_ScMap[] = {
    {"RASTER_CONFIG_SC_MAP_0", 0u},
    {"RASTER_CONFIG_SC_MAP_1", 1u},
    {"RASTER_CONFIG_SC_MAP_2", 2u},
    {"RASTER_CONFIG_SC_MAP_3", 3u},
};
constexpr EnumEntry kEnum_ScUncertaintyRegionMode[] = {
    {"SC_HALF_LSB", 0u},
    {"SC_LSB_ONE_SIDED", 1u},
    {"SC_LSB_TWO_SIDED", 2u},
};
constexpr EnumEntry kEnum_ScXsel[] = {
    {"RASTER_CONFIG_SC_XSEL_8_WIDE_TILE", 0u},
    {"RASTER_CONFIG_SC_XSEL_16_WIDE_TILE", 1u},
    {"RASTER_CONFIG_SC_XSEL_32_WIDE_TILE", 2u},
    {"RASTER_CONFIG_SC_XSEL_64_WIDE_TILE", 3u},
};
constexpr EnumEntry kEnum_ScYsel[] = {
    {"RASTER_CONFIG_SC_YSEL_8_WIDE_TILE", 0u},
    {"RASTER_CONFIG_SC_YSEL_16_WIDE_TILE", 1u},
    {"RASTER_CONFIG_SC_YSEL_32_WIDE_TILE", 2u},
    {"RASTER_CONFIG_SC_YSEL_64_WIDE_TILE", 3u},
};
constexpr EnumEntry kEnum_SeMap[] = {
    {"RASTER_CONFIG_SE_MAP_0", 0u},
    {"RASTER_CONFIG_SE_MAP_1", 1u},
    {"RASTER_CONFIG_SE_MAP_2", 2u},
    {"RASTER_CONFIG_SE_MAP_3", 3u},
};
constexpr EnumEntry kEnum_SePairMap[] = {
    {"RASTER_CONFIG_SE_PAIR_MAP_0", 0u},
    {"RASTER_CONFIG_SE_PAIR_MAP_1", 1u},
    {"RASTER_CONFIG_SE_PAIR_MAP_2", 2u},
    {"RASTER_CONFIG_SE_PAIR_MAP_3", 3u},
};
constexpr EnumEntry kEnum_SePairXsel[] = {
    {"RASTER_CONFIG_SE_PAIR_XSEL_8_WIDE_TILE", 0u},
    {"RASTER_CONFIG_SE_PAIR_XSEL_16_WIDE_TILE", 1u},
    {"RASTER_CONFIG_SE_PAIR_XSEL_32_WIDE_TILE", 2u},
    {"RASTER_CONFIG_SE_PAIR_XSEL_64_WIDE_TILE", 3u},
};
constexpr EnumEntry kEnum_SePairYsel[] = {
    {"RASTER_CONFIG_SE_PAIR_YSEL_8_WIDE_TILE", 0u},
    {"RASTER_CONFIG_SE_PAIR_YSEL_16_WIDE_TILE", 1u},
    {"RASTER_CONFIG_SE_PAIR_YSEL_32_WIDE_TILE", 2u},
    {"RASTER_CONFIG_SE_PAIR_YSEL_64_WIDE_TILE", 3u},
};
constexpr EnumEntry kEnum_SeXsel[] = {
    {"RASTER_CONFIG_SE_XSEL_8_WIDE_TILE", 0u},
    {"RASTER_CONFIG_SE_XSEL_16_WIDE_TILE", 1u},
    {"RASTER_CONFIG_SE_XSEL_32_WIDE_TILE", 2u},
    {"RASTER_CONFIG_SE_XSEL_64_WIDE_TILE", 3u},
};
constexpr EnumEntry kEnum_SeYsel[] = {
    {"RASTER_CONFIG_SE_YSEL_8_WIDE_TILE", 0u},
    {"RASTER_CONFIG_SE_YSEL_16_WIDE_TILE", 1u},
    {"RASTER_CONFIG_SE_YSEL_32_WIDE_TILE", 2u},
    {"RASTER_CONFIG_SE_YSEL_64_WIDE_TILE", 3u},
};
constexpr EnumEntry kEnum_StencilFormat[] = {
    {"STENCIL_INVALID", 0u},
    {"STENCIL_8", 1u},
};
constexpr EnumEntry kEnum_StencilOp[] = {
    {"STENCIL_KEEP", 0u},
    {"STENCIL_ZERO", 1u},
    {"STENCIL_ONES", 2u},
    {"STENCIL_REPLACE_TEST", 3u},
    {"STENCIL_REPLACE_OP", 4u},
    {"STENCIL_ADD_CLAMP", 5u},
    {"STENCIL_SUB_CLAMP", 6u},
    {"STENCIL_INVERT", 7u},
    {"STENCIL_ADD_WRAP", 8u},
    {"STENCIL_SUB_WRAP", 9u},
    {"STENCIL_AND", 10u},
    {"STENCIL_OR", 11u},
    {"STENCIL_XOR", 12u},
    {"STENCIL_NAND", 13u},
    {"STENCIL_NOR", 14u},
    {"STENCIL_XNOR", 15u},
};
constexpr EnumEntry kEnum_SurfaceEndian[] = {
    {"ENDIAN_NONE", 0u},
    {"ENDIAN_8IN16", 1u},
    {"ENDIAN_8IN32", 2u},
    {"ENDIAN_8IN64", 3u},
};
constexpr EnumEntry kEnum_SurfaceNumber[] = {
    {"NUMBER_UNORM", 0u},
    {"NUMBER_SNORM", 1u},
    {"NUMBER_USCALED", 2u},
    {"NUMBER_SSCALED", 3u},
    {"NUMBER_UINT", 4u},
    {"NUMBER_SINT", 5u},
    {"NUMBER_SRGB", 6u},
    {"NUMBER_FLOAT", 7u},
};
constexpr EnumEntry kEnum_SurfaceSwap[] = {
    {"SWAP_STD", 0u},
    {"SWAP_ALT", 1u},
    {"SWAP_STD_REV", 2u},
    {"SWAP_ALT_REV", 3u},
};
constexpr EnumEntry kEnum_ThreadTraceRegInclude[] = {
    {"REG_INCLUDE_SQDEC", 1u},
    {"REG_INCLUDE_SHDEC", 2u},
    {"REG_INCLUDE_GFXUDEC", 4u},
    {"REG_INCLUDE_COMP", 8u},
    {"REG_INCLUDE_CONTEXT", 16u},
    {"REG_INCLUDE_CONFIG", 32u},
    {"REG_INCLUDE_OTHER", 64u},
    {"REG_INCLUDE_READS", 128u},
};
constexpr EnumEntry kEnum_ThreadTraceTokenExclude[] = {
    {"TOKEN_EXCLUDE_VMEMEXEC", 1u},
    {"TOKEN_EXCLUDE_ALUEXEC", 2u},
    {"TOKEN_EXCLUDE_VALUINST", 4u},
    {"TOKEN_EXCLUDE_WAVERDY", 8u},
    {"TOKEN_EXCLUDE_IMMED1", 16u},
    {"TOKEN_EXCLUDE_IMMEDIATE", 32u},
    {"TOKEN_EXCLUDE_REG", 64u},
    {"TOKEN_EXCLUDE_EVENT", 128u},
    {"TOKEN_EXCLUDE_INST", 256u},
    {"TOKEN_EXCLUDE_UTILCTR", 512u},
    {"TOKEN_EXCLUDE_WAVEALLOC", 1024u},
    {"TOKEN_EXCLUDE_PERF", 2048u},
};
constexpr EnumEntry kEnum_VGT_DETECT_ONE[] = {
    {"PRE_CLAMP_TF1", 0u},
    {"POST_CLAMP_TF1", 1u},
    {"DISABLE_TF1", 2u},
};
constexpr EnumEntry kEnum_VGT_DETECT_ZERO[] = {
    {"PRE_CLAMP_TF0", 0u},
    {"POST_CLAMP_TF0", 1u},
    {"DISABLE_TF0", 2u},
};
constexpr EnumEntry kEnum_VGT_DIST_MODE[] = {
    {"NO_DIST", 0u},
    {"PATCHES", 1u},
    {"DONUTS", 2u},
    {"TRAPEZOIDS", 3u},
};
constexpr EnumEntry kEnum_VGT_DI_MAJOR_MODE_SELECT[] = {
    {"DI_MAJOR_MODE_0", 0u},
    {"DI_MAJOR_MODE_1", 1u},
};
constexpr EnumEntry kEnum_VGT_DI_PRIM_TYPE[] = {
    {"DI_PT_NONE", 0u},
    {"DI_PT_POINTLIST", 1u},
    {"DI_PT_LINELIST", 2u},
    {"DI_PT_LINESTRIP", 3u},
    {"DI_PT_TRILIST", 4u},
    {"DI_PT_TRIFAN", 5u},
    {"DI_PT_TRISTRIP", 6u},
    {"DI_PT_2D_RECTANGLE", 7u},
    {"DI_PT_UNUSED_1", 8u},
    {"DI_PT_PATCH", 9u},
    {"DI_PT_LINELIST_ADJ", 10u},
    {"DI_PT_LINESTRIP_ADJ", 11u},
    {"DI_PT_TRILIST_ADJ", 12u},
    {"DI_PT_TRISTRIP_ADJ", 13u},
    {"DI_PT_UNUSED_3", 14u},
    {"DI_PT_UNUSED_4", 15u},
    {"DI_PT_TRI_WITH_WFLAGS", 16u},
    {"DI_PT_RECTLIST", 17u},
    {"DI_PT_LINELOOP", 18u},
    {"DI_PT_QUADLIST", 19u},
    {"DI_PT_QUADSTRIP", 20u},
    {"DI_PT_POLYGON", 21u},
};
constexpr EnumEntry kEnum_VGT_DI_SOURCE_SELECT[] = {
    {"DI_SRC_SEL_DMA", 0u},
    {"DI_SRC_SEL_IMMEDIATE", 1u},
    {"DI_SRC_SEL_AUTO_INDEX", 2u},
    {"DI_SRC_SEL_RESERVED", 3u},
};
constexpr EnumEntry kEnum_VGT_DMA_BUF_TYPE[] = {
    {"VGT_DMA_BUF_MEM", 0u},
    {"VGT_DMA_BUF_RING", 1u},
    {"VGT_DMA_BUF_SETUP", 2u},
    {"VGT_DMA_PTR_UPDATE", 3u},
};
constexpr EnumEntry kEnum_VGT_DMA_SWAP_MODE[] = {
    {"VGT_DMA_SWAP_NONE", 0u},
    {"VGT_DMA_SWAP_16_BIT", 1u},
    {"VGT_DMA_SWAP_32_BIT", 2u},
    {"VGT_DMA_SWAP_WORD", 3u},
};
constexpr EnumEntry kEnum_VGT_EVENT_TYPE[] = {
    {"Reserved_0x00", 0u},
    {"SAMPLE_STREAMOUTSTATS1", 1u},
    {"SAMPLE_STREAMOUTSTATS2", 2u},
    {"SAMPLE_STREAMOUTSTATS3", 3u},
    {"CACHE_FLUSH_TS", 4u},
    {"CONTEXT_DONE", 5u},
    {"CACHE_FLUSH", 6u},
    {"CS_PARTIAL_FLUSH", 7u},
    {"VGT_STREAMOUT_SYNC", 8u},
    {"SET_FE_ID", 9u},
    {"VGT_STREAMOUT_RESET", 10u},
    {"END_OF_PIPE_INCR_DE", 11u},
    {"END_OF_PIPE_IB_END", 12u},
    {"RST_PIX_CNT", 13u},
    {"BREAK_BATCH", 14u},
    {"VS_PARTIAL_FLUSH", 15u},
    {"PS_PARTIAL_FLUSH", 16u},
    {"FLUSH_HS_OUTPUT", 17u},
    {"FLUSH_DFSM", 18u},
    {"RESET_TO_LOWEST_VGT", 19u},
    {"CACHE_FLUSH_AND_INV_TS_EVENT", 20u},
    {"ZPASS_DONE", 21u},
    {"CACHE_FLUSH_AND_INV_EVENT", 22u},
    {"PERFCOUNTER_START", 23u},
    {"PERFCOUNTER_STOP", 24u},
    {"PIPELINESTAT_START", 25u},
    {"PIPELINESTAT_STOP", 26u},
    {"PERFCOUNTER_SAMPLE", 27u},
    {"FLUSH_ES_OUTPUT", 28u},
    {"BIN_CONF_OVERRIDE_CHECK", 29u},
    {"SAMPLE_PIPELINESTAT", 30u},
    {"SO_VGTSTREAMOUT_FLUSH", 31u},
    {"SAMPLE_STREAMOUTSTATS", 32u},
    {"RESET_VTX_CNT", 33u},
    {"BLOCK_CONTEXT_DONE", 34u},
    {"CS_CONTEXT_DONE", 35u},
    {"VGT_FLUSH", 36u},
    {"TGID_ROLLOVER", 37u},
    {"SQ_NON_EVENT", 38u},
    {"SC_SEND_DB_VPZ", 39u},
    {"BOTTOM_OF_PIPE_TS", 40u},
    {"FLUSH_SX_TS", 41u},
    {"DB_CACHE_FLUSH_AND_INV", 42u},
    {"FLUSH_AND_INV_DB_DATA_TS", 43u},
    {"FLUSH_AND_INV_DB_META", 44u},
    {"FLUSH_AND_INV_CB_DATA_TS", 45u},
    {"FLUSH_AND_INV_CB_META", 46u},
    {"CS_DONE", 47u},
    {"PS_DONE", 48u},
    {"FLUSH_AND_INV_CB_PIXEL_DATA", 49u},
    {"SX_CB_RAT_ACK_REQUEST", 50u},
    {"THREAD_TRACE_START", 51u},
    {"THREAD_TRACE_STOP", 52u},
    {"THREAD_TRACE_MARKER", 53u},
    {"THREAD_TRACE_DRAW", 54u},
    {"THREAD_TRACE_FINISH", 55u},
    {"PIXEL_PIPE_STAT_CONTROL", 56u},
    {"PIXEL_PIPE_STAT_DUMP", 57u},
    {"PIXEL_PIPE_STAT_RESET", 58u},
    {"CONTEXT_SUSPEND", 59u},
    {"OFFCHIP_HS_DEALLOC", 60u},
    {"ENABLE_NGG_PIPELINE", 61u},
    {"ENABLE_LEGACY_PIPELINE", 62u},
    {"DRAW_DONE", 63u},
};
constexpr EnumEntry kEnum_VGT_GS_CUT_MODE[] = {
    {"GS_CUT_1024", 0u},
    {"GS_CUT_512", 1u},
    {"GS_CUT_256", 2u},
    {"GS_CUT_128", 3u},
};
constexpr EnumEntry kEnum_VGT_GS_MODE_TYPE[] = {
    {"GS_OFF", 0u},
    {"GS_SCENARIO_A", 1u},
    {"GS_SCENARIO_B", 2u},
    {"GS_SCENARIO_G", 3u},
    {"GS_SCENARIO_C", 4u},
    {"SPRITE_EN", 5u},
};
constexpr EnumEntry kEnum_VGT_GS_OUTPRIM_TYPE[] = {
    {"POINTLIST", 0u},
    {"LINESTRIP", 1u},
    {"TRISTRIP", 2u},
    {"RECTLIST", 3u},
};
constexpr EnumEntry kEnum_VGT_HS_OFFCHIP_PARAM__OFFCHIP_GRANULARITY[] = {
    {"X_8K_DWORDS", 0u},
    {"X_4K_DWORDS", 1u},
    {"X_2K_DWORDS", 2u},
    {"X_1K_DWORDS", 3u},
};
constexpr EnumEntry kEnum_VGT_INDEX_TYPE_MODE[] = {
    {"VGT_INDEX_16", 0u},
    {"VGT_INDEX_32", 1u},
    {"VGT_INDEX_8", 2u},
};
constexpr EnumEntry kEnum_VGT_RDREQ_POLICY[] = {
    {"VGT_POLICY_LRU", 0u},
    {"VGT_POLICY_STREAM", 1u},
    {"VGT_POLICY_BYPASS", 2u},
};
constexpr EnumEntry kEnum_VGT_STAGES_ES_EN[] = {
    {"ES_STAGE_OFF", 0u},
    {"ES_STAGE_DS", 1u},
    {"ES_STAGE_REAL", 2u},
    {"RESERVED_ES", 3u},
};
constexpr EnumEntry kEnum_VGT_STAGES_GS_EN[] = {
    {"GS_STAGE_OFF", 0u},
    {"GS_STAGE_ON", 1u},
};
constexpr EnumEntry kEnum_VGT_STAGES_HS_EN[] = {
    {"HS_STAGE_OFF", 0u},
    {"HS_STAGE_ON", 1u},
};
constexpr EnumEntry kEnum_VGT_STAGES_LS_EN[] = {
    {"LS_STAGE_OFF", 0u},
    {"LS_STAGE_ON", 1u},
    {"CS_STAGE_ON", 2u},
    {"RESERVED_LS", 3u},
};
constexpr EnumEntry kEnum_VGT_STAGES_VS_EN[] = {
    {"VS_STAGE_REAL", 0u},
    {"VS_STAGE_DS", 1u},
    {"VS_STAGE_COPY_SHADER", 2u},
    {"RESERVED_VS", 3u},
};
constexpr EnumEntry kEnum_VGT_TESS_PARTITION[] = {
    {"PART_INTEGER", 0u},
    {"PART_POW2", 1u},
    {"PART_FRAC_ODD", 2u},
    {"PART_FRAC_EVEN", 3u},
};
constexpr EnumEntry kEnum_VGT_TESS_TOPOLOGY[] = {
    {"OUTPUT_POINT", 0u},
    {"OUTPUT_LINE", 1u},
    {"OUTPUT_TRIANGLE_CW", 2u},
    {"OUTPUT_TRIANGLE_CCW", 3u},
};
constexpr EnumEntry kEnum_VGT_TESS_TYPE[] = {
    {"TESS_ISOLINE", 0u},
    {"TESS_TRIANGLE", 1u},
    {"TESS_QUAD", 2u},
};
constexpr EnumEntry kEnum_VRSCombinerMode[] = {
    {"VRS_COMB_MODE_PASSTHRU", 0u},
    {"VRS_COMB_MODE_OVERRIDE", 1u},
    {"VRS_COMB_MODE_MIN", 2u},
    {"VRS_COMB_MODE_MAX", 3u},
    {"VRS_COMB_MODE_SATURATE", 4u},
};
constexpr EnumEntry kEnum_VRSHtileEncoding[] = {
    {"VRS_HTILE_DISABLE", 0u},
    {"VRS_HTILE_2BIT_ENCODING", 1u},
    {"VRS_HTILE_4BIT_ENCODING", 2u},
};
constexpr EnumEntry kEnum_WritePolicy[] = {
    {"CACHE_LRU_WR", 0u},
    {"CACHE_STREAM", 1u},
    {"CACHE_BYPASS", 2u},
    {"UNCACHED_WR", 3u},
};
constexpr EnumEntry kEnum_ZFormat[] = {
    {"Z_INVALID", 0u},
    {"Z_16", 1u},
    {"Z_24", 2u},
    {"Z_32_FLOAT", 3u},
};
constexpr EnumEntry kEnum_ZLimitSumm[] = {
    {"FORCE_SUMM_OFF", 0u},
    {"FORCE_SUMM_MINZ", 1u},
    {"FORCE_SUMM_MAXZ", 2u},
    {"FORCE_SUMM_BOTH", 3u},
};
constexpr EnumEntry kEnum_ZOrder[] = {
    {"LATE_Z", 0u},
    {"EARLY_Z_THEN_LATE_Z", 1u},
    {"RE_Z", 2u},
    {"EARLY_Z_THEN_RE_Z", 3u},
};

// Fields of each register type, in database order (the order AMD_DEBUG=ib prints).
constexpr FieldInfo kType_CB_BLEND0_CONTROL[] = {
    {"COLOR_SRCBLEND", 0, 4, kEnum_BlendOp, 21, "BlendOp"},
    {"COLOR_COMB_FCN", 5, 7, kEnum_CombFunc, 5, "CombFunc"},
    {"COLOR_DESTBLEND", 8, 12, kEnum_BlendOp, 21, "BlendOp"},
    {"ALPHA_SRCBLEND", 16, 20, kEnum_BlendOp, 21, "BlendOp"},
    {"ALPHA_COMB_FCN", 21, 23, kEnum_CombFunc, 5, "CombFunc"},
    {"ALPHA_DESTBLEND", 24, 28, kEnum_BlendOp, 21, "BlendOp"},
    {"SEPARATE_ALPHA_BLEND", 29, 29, nullptr, 0, nullptr},
    {"ENABLE", 30, 30, nullptr, 0, nullptr},
    {"DISABLE_ROP3", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_BLEND_ALPHA[] = {
    {"BLEND_ALPHA", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_BLEND_BLUE[] = {
    {"BLEND_BLUE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_BLEND_GREEN[] = {
    {"BLEND_GREEN", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_BLEND_RED[] = {
    {"BLEND_RED", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_ATTRIB[] = {
    {"TILE_MODE_INDEX", 0, 4, nullptr, 0, nullptr},
    {"FMASK_TILE_MODE_INDEX", 5, 9, nullptr, 0, nullptr},
    {"FMASK_BANK_HEIGHT", 10, 11, nullptr, 0, nullptr},
    {"NUM_SAMPLES", 12, 14, nullptr, 0, nullptr},
    {"NUM_FRAGMENTS", 15, 16, nullptr, 0, nullptr},
    {"FORCE_DST_ALPHA_1", 17, 17, nullptr, 0, nullptr},
    {"DISABLE_FMASK_NOFETCH_OPT", 18, 18, nullptr, 0, nullptr},
    {"LIMIT_COLOR_FETCH_TO_256B_MAX", 19, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_ATTRIB2[] = {
    {"MIP0_HEIGHT", 0, 13, nullptr, 0, nullptr},
    {"MIP0_WIDTH", 14, 27, nullptr, 0, nullptr},
    {"MAX_MIP", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_ATTRIB3[] = {
    {"MIP0_DEPTH", 0, 12, nullptr, 0, nullptr},
    {"META_LINEAR", 13, 13, nullptr, 0, nullptr},
    {"COLOR_SW_MODE", 14, 18, nullptr, 0, nullptr},
    {"FMASK_SW_MODE", 19, 23, nullptr, 0, nullptr},
    {"RESOURCE_TYPE", 24, 25, nullptr, 0, nullptr},
    {"CMASK_PIPE_ALIGNED", 26, 26, nullptr, 0, nullptr},
    {"RESOURCE_LEVEL", 27, 29, nullptr, 0, nullptr},
    {"DCC_PIPE_ALIGNED", 30, 30, nullptr, 0, nullptr},
    {"VRS_RATE_HINT_ENABLE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_BASE_EXT[] = {
    {"BASE_256B", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_CLEAR_WORD0[] = {
    {"CLEAR_WORD0", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_CLEAR_WORD1[] = {
    {"CLEAR_WORD1", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_CMASK_SLICE[] = {
    {"TILE_MAX", 0, 13, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_DCC_CONTROL[] = {
    {"OVERWRITE_COMBINER_DISABLE", 0, 0, nullptr, 0, nullptr},
    {"KEY_CLEAR_ENABLE", 1, 1, nullptr, 0, nullptr},
    {"MAX_UNCOMPRESSED_BLOCK_SIZE", 2, 3, kEnum_CB_COLOR_DCC_CONTROL__MAX_UNCOMPRESSED_BLOCK_SIZE, 3, "CB_COLOR_DCC_CONTROL__MAX_UNCOMPRESSED_BLOCK_SIZE"},
    {"MIN_COMPRESSED_BLOCK_SIZE", 4, 4, kEnum_CB_COLOR_DCC_CONTROL__MIN_COMPRESSED_BLOCK_SIZE, 2, "CB_COLOR_DCC_CONTROL__MIN_COMPRESSED_BLOCK_SIZE"},
    {"MAX_COMPRESSED_BLOCK_SIZE", 5, 6, nullptr, 0, nullptr},
    {"COLOR_TRANSFORM", 7, 8, nullptr, 0, nullptr},
    {"INDEPENDENT_64B_BLOCKS", 9, 9, nullptr, 0, nullptr},
    {"LOSSY_RGB_PRECISION", 10, 13, nullptr, 0, nullptr},
    {"LOSSY_ALPHA_PRECISION", 14, 17, nullptr, 0, nullptr},
    {"DISABLE_CONSTANT_ENCODE_REG", 18, 18, nullptr, 0, nullptr},
    {"ENABLE_CONSTANT_ENCODE_REG_WRITE", 19, 19, nullptr, 0, nullptr},
    {"INDEPENDENT_128B_BLOCKS", 20, 20, nullptr, 0, nullptr},
    {"SKIP_LOW_COMP_RATIO", 21, 21, nullptr, 0, nullptr},
    {"DCC_COMPRESS_DISABLE", 22, 22, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_INFO[] = {
    {"ENDIAN", 0, 1, kEnum_SurfaceEndian, 4, "SurfaceEndian"},
    {"FORMAT", 2, 6, kEnum_ColorFormat, 22, "ColorFormat"},
    {"LINEAR_GENERAL", 7, 7, nullptr, 0, nullptr},
    {"NUMBER_TYPE", 8, 10, kEnum_SurfaceNumber, 8, "SurfaceNumber"},
    {"COMP_SWAP", 11, 12, kEnum_SurfaceSwap, 4, "SurfaceSwap"},
    {"FAST_CLEAR", 13, 13, nullptr, 0, nullptr},
    {"COMPRESSION", 14, 14, nullptr, 0, nullptr},
    {"BLEND_CLAMP", 15, 15, nullptr, 0, nullptr},
    {"BLEND_BYPASS", 16, 16, nullptr, 0, nullptr},
    {"SIMPLE_FLOAT", 17, 17, nullptr, 0, nullptr},
    {"ROUND_MODE", 18, 18, nullptr, 0, nullptr},
    {"CMASK_IS_LINEAR", 19, 19, nullptr, 0, nullptr},
    {"BLEND_OPT_DONT_RD_DST", 20, 22, kEnum_BlendOpt, 8, "BlendOpt"},
    {"BLEND_OPT_DISCARD_PIXEL", 23, 25, kEnum_BlendOpt, 8, "BlendOpt"},
    {"FMASK_COMPRESSION_DISABLE", 26, 26, nullptr, 0, nullptr},
    {"FMASK_COMPRESS_1FRAG_ONLY", 27, 27, nullptr, 0, nullptr},
    {"DCC_ENABLE", 28, 28, nullptr, 0, nullptr},
    {"CMASK_ADDR_TYPE", 29, 30, kEnum_CmaskAddr, 3, "CmaskAddr"},
    {"NBC_TILING", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_PITCH[] = {
    {"TILE_MAX", 0, 10, nullptr, 0, nullptr},
    {"FMASK_TILE_MAX", 20, 30, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_SLICE[] = {
    {"TILE_MAX", 0, 21, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR0_VIEW[] = {
    {"SLICE_START", 0, 12, nullptr, 0, nullptr},
    {"SLICE_MAX", 13, 25, nullptr, 0, nullptr},
    {"MIP_LEVEL", 26, 29, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_COLOR_CONTROL[] = {
    {"DISABLE_DUAL_QUAD", 0, 0, nullptr, 0, nullptr},
    {"ENABLE_1FRAG_PS_INVOKE", 1, 1, nullptr, 0, nullptr},
    {"DEGAMMA_ENABLE", 3, 3, nullptr, 0, nullptr},
    {"MODE", 4, 6, kEnum_CBMode, 8, "CBMode"},
    {"ROP3", 16, 23, kEnum_ROP3, 28, "ROP3"},
};
constexpr FieldInfo kType_CB_COVERAGE_OUT_CONTROL[] = {
    {"COVERAGE_OUT_ENABLE", 0, 0, nullptr, 0, nullptr},
    {"COVERAGE_OUT_MRT", 1, 3, nullptr, 0, nullptr},
    {"COVERAGE_OUT_CHANNEL", 4, 5, nullptr, 0, nullptr},
    {"COVERAGE_OUT_SAMPLES", 8, 11, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_DCC_CONTROL[] = {
    {"OVERWRITE_COMBINER_DISABLE", 0, 0, nullptr, 0, nullptr},
    {"OVERWRITE_COMBINER_WATERMARK", 2, 6, nullptr, 0, nullptr},
    {"DISABLE_CONSTANT_ENCODE_AC01", 8, 8, nullptr, 0, nullptr},
    {"DISABLE_CONSTANT_ENCODE_SINGLE", 9, 9, nullptr, 0, nullptr},
    {"DISABLE_CONSTANT_ENCODE_REG", 10, 10, nullptr, 0, nullptr},
    {"DISABLE_ELIMFC_SKIP_OF_AC01", 12, 12, nullptr, 0, nullptr},
    {"DISABLE_ELIMFC_SKIP_OF_SINGLE", 13, 13, nullptr, 0, nullptr},
    {"ENABLE_ELIMFC_SKIP_OF_REG", 14, 14, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_PERFCOUNTER0_SELECT[] = {
    {"PERF_SEL", 0, 8, nullptr, 0, nullptr},
    {"PERF_SEL1", 10, 18, nullptr, 0, nullptr},
    {"CNTR_MODE", 20, 23, nullptr, 0, nullptr},
    {"PERF_MODE1", 24, 27, nullptr, 0, nullptr},
    {"PERF_MODE", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_PERFCOUNTER0_SELECT1[] = {
    {"PERF_SEL2", 0, 8, nullptr, 0, nullptr},
    {"PERF_SEL3", 10, 18, nullptr, 0, nullptr},
    {"PERF_MODE3", 24, 27, nullptr, 0, nullptr},
    {"PERF_MODE2", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_PERFCOUNTER1_SELECT[] = {
    {"PERF_SEL", 0, 8, nullptr, 0, nullptr},
    {"PERF_MODE", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_PERFCOUNTER_FILTER[] = {
    {"OP_FILTER_ENABLE", 0, 0, nullptr, 0, nullptr},
    {"OP_FILTER_SEL", 1, 3, kEnum_CBPerfOpFilterSel, 6, "CBPerfOpFilterSel"},
    {"FORMAT_FILTER_ENABLE", 4, 4, nullptr, 0, nullptr},
    {"FORMAT_FILTER_SEL", 5, 9, nullptr, 0, nullptr},
    {"CLEAR_FILTER_ENABLE", 10, 10, nullptr, 0, nullptr},
    {"CLEAR_FILTER_SEL", 11, 11, kEnum_CBPerfClearFilterSel, 2, "CBPerfClearFilterSel"},
    {"MRT_FILTER_ENABLE", 12, 12, nullptr, 0, nullptr},
    {"MRT_FILTER_SEL", 13, 15, nullptr, 0, nullptr},
    {"NUM_SAMPLES_FILTER_ENABLE", 17, 17, nullptr, 0, nullptr},
    {"NUM_SAMPLES_FILTER_SEL", 18, 20, nullptr, 0, nullptr},
    {"NUM_FRAGMENTS_FILTER_ENABLE", 21, 21, nullptr, 0, nullptr},
    {"NUM_FRAGMENTS_FILTER_SEL", 22, 23, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_RMI_GL2_CACHE_CONTROL[] = {
    {"CMASK_WR_POLICY", 0, 1, kEnum_WritePolicy, 4, "WritePolicy"},
    {"FMASK_WR_POLICY", 2, 3, kEnum_WritePolicy, 4, "WritePolicy"},
    {"DCC_WR_POLICY", 4, 5, kEnum_WritePolicy, 4, "WritePolicy"},
    {"COLOR_WR_POLICY", 6, 7, kEnum_WritePolicy, 4, "WritePolicy"},
    {"CMASK_RD_POLICY", 16, 17, kEnum_ReadPolicy, 4, "ReadPolicy"},
    {"FMASK_RD_POLICY", 18, 19, kEnum_ReadPolicy, 4, "ReadPolicy"},
    {"DCC_RD_POLICY", 20, 21, kEnum_ReadPolicy, 4, "ReadPolicy"},
    {"COLOR_RD_POLICY", 22, 23, kEnum_ReadPolicy, 4, "ReadPolicy"},
    {"CMASK_L3_BYPASS", 24, 24, nullptr, 0, nullptr},
    {"FMASK_L3_BYPASS", 25, 25, nullptr, 0, nullptr},
    {"DCC_L3_BYPASS", 26, 26, nullptr, 0, nullptr},
    {"COLOR_L3_BYPASS", 27, 27, nullptr, 0, nullptr},
    {"FMASK_BIG_PAGE", 30, 30, nullptr, 0, nullptr},
    {"COLOR_BIG_PAGE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_SHADER_MASK[] = {
    {"OUTPUT0_ENABLE", 0, 3, nullptr, 0, nullptr},
    {"OUTPUT1_ENABLE", 4, 7, nullptr, 0, nullptr},
    {"OUTPUT2_ENABLE", 8, 11, nullptr, 0, nullptr},
    {"OUTPUT3_ENABLE", 12, 15, nullptr, 0, nullptr},
    {"OUTPUT4_ENABLE", 16, 19, nullptr, 0, nullptr},
    {"OUTPUT5_ENABLE", 20, 23, nullptr, 0, nullptr},
    {"OUTPUT6_ENABLE", 24, 27, nullptr, 0, nullptr},
    {"OUTPUT7_ENABLE", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CB_TARGET_MASK[] = {
    {"TARGET0_ENABLE", 0, 3, nullptr, 0, nullptr},
    {"TARGET1_ENABLE", 4, 7, nullptr, 0, nullptr},
    {"TARGET2_ENABLE", 8, 11, nullptr, 0, nullptr},
    {"TARGET3_ENABLE", 12, 15, nullptr, 0, nullptr},
    {"TARGET4_ENABLE", 16, 19, nullptr, 0, nullptr},
    {"TARGET5_ENABLE", 20, 23, nullptr, 0, nullptr},
    {"TARGET6_ENABLE", 24, 27, nullptr, 0, nullptr},
    {"TARGET7_ENABLE", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COHER_DEST_BASE_2[] = {
    {"DEST_BASE_256B", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COHER_DEST_BASE_HI_0[] = {
    {"DEST_BASE_HI_256B", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_DDID_INDEX[] = {
    {"INDEX", 0, 10, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_DESTINATION_EN_SE0[] = {
    {"CU_EN", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_DIM_X[] = {
    {"SIZE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_DISPATCH_ID[] = {
    {"DISPATCH_ID", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_DISPATCH_INITIATOR[] = {
    {"COMPUTE_SHADER_EN", 0, 0, nullptr, 0, nullptr},
    {"PARTIAL_TG_EN", 1, 1, nullptr, 0, nullptr},
    {"FORCE_START_AT_000", 2, 2, nullptr, 0, nullptr},
    {"ORDERED_APPEND_ENBL", 3, 3, nullptr, 0, nullptr},
    {"ORDERED_APPEND_MODE", 4, 4, nullptr, 0, nullptr},
    {"USE_THREAD_DIMENSIONS", 5, 5, nullptr, 0, nullptr},
    {"ORDER_MODE", 6, 6, nullptr, 0, nullptr},
    {"SCALAR_L1_INV_VOL", 10, 10, nullptr, 0, nullptr},
    {"VECTOR_L1_INV_VOL", 11, 11, nullptr, 0, nullptr},
    {"RESERVED", 12, 12, nullptr, 0, nullptr},
    {"TUNNEL_ENABLE", 13, 13, nullptr, 0, nullptr},
    {"RESTORE", 14, 14, nullptr, 0, nullptr},
    {"CS_W32_EN", 15, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_DISPATCH_TUNNEL[] = {
    {"OFF_DELAY", 0, 9, nullptr, 0, nullptr},
    {"IMMEDIATE", 10, 10, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_MISC_RESERVED[] = {
    {"SEND_SEID", 0, 1, nullptr, 0, nullptr},
    {"RESERVED2", 2, 2, nullptr, 0, nullptr},
    {"RESERVED3", 3, 3, nullptr, 0, nullptr},
    {"RESERVED4", 4, 4, nullptr, 0, nullptr},
    {"WAVE_ID_BASE", 5, 16, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_NUM_THREAD_X[] = {
    {"NUM_THREAD_FULL", 0, 15, nullptr, 0, nullptr},
    {"NUM_THREAD_PARTIAL", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_PERFCOUNT_ENABLE[] = {
    {"PERFCOUNT_ENABLE", 0, 0, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_PGM_HI[] = {
    {"DATA", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_PGM_RSRC1[] = {
    {"VGPRS", 0, 5, nullptr, 0, nullptr},
    {"SGPRS", 6, 9, nullptr, 0, nullptr},
    {"PRIORITY", 10, 11, nullptr, 0, nullptr},
    {"FLOAT_MODE", 12, 19, kEnum_FLOAT_MODE, 3, "FLOAT_MODE"},
    {"PRIV", 20, 20, nullptr, 0, nullptr},
    {"DX10_CLAMP", 21, 21, nullptr, 0, nullptr},
    {"IEEE_MODE", 23, 23, nullptr, 0, nullptr},
    {"BULKY", 24, 24, nullptr, 0, nullptr},
    {"FP16_OVFL", 26, 26, nullptr, 0, nullptr},
    {"WGP_MODE", 29, 29, nullptr, 0, nullptr},
    {"MEM_ORDERED", 30, 30, nullptr, 0, nullptr},
    {"FWD_PROGRESS", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_PGM_RSRC2[] = {
    {"SCRATCH_EN", 0, 0, nullptr, 0, nullptr},
    {"USER_SGPR", 1, 5, nullptr, 0, nullptr},
    {"TRAP_PRESENT", 6, 6, nullptr, 0, nullptr},
    {"TGID_X_EN", 7, 7, nullptr, 0, nullptr},
    {"TGID_Y_EN", 8, 8, nullptr, 0, nullptr},
    {"TGID_Z_EN", 9, 9, nullptr, 0, nullptr},
    {"TG_SIZE_EN", 10, 10, nullptr, 0, nullptr},
    {"TIDIG_COMP_CNT", 11, 12, nullptr, 0, nullptr},
    {"EXCP_EN_MSB", 13, 14, nullptr, 0, nullptr},
    {"LDS_SIZE", 15, 23, nullptr, 0, nullptr},
    {"EXCP_EN", 24, 30, kEnum_EXCP_EN, 9, "EXCP_EN"},
};
constexpr FieldInfo kType_COMPUTE_PGM_RSRC3[] = {
    {"SHARED_VGPR_CNT", 0, 3, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_PIPELINESTAT_ENABLE[] = {
    {"PIPELINESTAT_ENABLE", 0, 0, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_RELAUNCH[] = {
    {"PAYLOAD", 0, 29, nullptr, 0, nullptr},
    {"IS_EVENT", 30, 30, nullptr, 0, nullptr},
    {"IS_STATE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_REQ_CTRL[] = {
    {"SOFT_GROUPING_EN", 0, 0, nullptr, 0, nullptr},
    {"NUMBER_OF_REQUESTS_PER_CU", 1, 4, nullptr, 0, nullptr},
    {"SOFT_GROUPING_ALLOCATION_TIMEOUT", 5, 8, nullptr, 0, nullptr},
    {"HARD_LOCK_HYSTERESIS", 9, 9, nullptr, 0, nullptr},
    {"HARD_LOCK_LOW_THRESHOLD", 10, 14, nullptr, 0, nullptr},
    {"PRODUCER_REQUEST_LOCKOUT", 15, 15, nullptr, 0, nullptr},
    {"GLOBAL_SCANNING_EN", 16, 16, nullptr, 0, nullptr},
    {"ALLOCATION_RATE_THROTTLING_THRESHOLD", 17, 19, nullptr, 0, nullptr},
    {"DEDICATED_PREALLOCATION_BUFFER_LIMIT", 20, 26, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_RESOURCE_LIMITS[] = {
    {"WAVES_PER_SH", 0, 9, nullptr, 0, nullptr},
    {"TG_PER_CU", 12, 15, nullptr, 0, nullptr},
    {"LOCK_THRESHOLD", 16, 21, nullptr, 0, nullptr},
    {"SIMD_DEST_CNTL", 22, 22, nullptr, 0, nullptr},
    {"FORCE_SIMD_DIST", 23, 23, nullptr, 0, nullptr},
    {"CU_GROUP_COUNT", 24, 26, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_RESTART_X[] = {
    {"RESTART", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_START_X[] = {
    {"START", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_THREADGROUP_ID[] = {
    {"THREADGROUP_ID", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_THREAD_TRACE_ENABLE[] = {
    {"THREAD_TRACE_ENABLE", 0, 0, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_TMPRING_SIZE[] = {
    {"WAVES", 0, 11, nullptr, 0, nullptr},
    {"WAVESIZE", 12, 24, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_VMID[] = {
    {"DATA", 0, 3, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_WAVE_RESTORE_ADDR_HI[] = {
    {"ADDR", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_COMPUTE_WAVE_RESTORE_ADDR_LO[] = {
    {"ADDR", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CPF_LATENCY_STATS_SELECT[] = {
    {"INDEX", 0, 3, nullptr, 0, nullptr},
    {"CLEAR", 30, 30, nullptr, 0, nullptr},
    {"ENABLE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CPF_TC_PERF_COUNTER_WINDOW_SELECT[] = {
    {"INDEX", 0, 2, nullptr, 0, nullptr},
    {"ALWAYS", 30, 30, nullptr, 0, nullptr},
    {"ENABLE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CPG_LATENCY_STATS_SELECT[] = {
    {"INDEX", 0, 4, nullptr, 0, nullptr},
    {"CLEAR", 30, 30, nullptr, 0, nullptr},
    {"ENABLE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CPG_PERFCOUNTER0_SELECT1[] = {
    {"PERF_SEL2", 0, 9, nullptr, 0, nullptr},
    {"PERF_SEL3", 10, 19, nullptr, 0, nullptr},
    {"CNTR_MODE3", 24, 27, nullptr, 0, nullptr},
    {"CNTR_MODE2", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CPG_PERFCOUNTER1_HI[] = {
    {"PERFCOUNTER_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CPG_PERFCOUNTER1_LO[] = {
    {"PERFCOUNTER_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CPG_PERFCOUNTER1_SELECT[] = {
    {"PERF_SEL", 0, 9, nullptr, 0, nullptr},
    {"PERF_SEL1", 10, 19, nullptr, 0, nullptr},
    {"SPM_MODE", 20, 23, nullptr, 0, nullptr},
    {"CNTR_MODE1", 24, 27, nullptr, 0, nullptr},
    {"CNTR_MODE0", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CPG_TC_PERF_COUNTER_WINDOW_SELECT[] = {
    {"INDEX", 0, 4, nullptr, 0, nullptr},
    {"ALWAYS", 30, 30, nullptr, 0, nullptr},
    {"ENABLE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_APPEND_ADDR_HI[] = {
    {"MEM_ADDR_HI", 0, 15, nullptr, 0, nullptr},
    {"CS_PS_SEL", 16, 16, nullptr, 0, nullptr},
    {"CACHE_POLICY", 25, 26, nullptr, 0, nullptr},
    {"COMMAND", 29, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_APPEND_ADDR_LO[] = {
    {"MEM_ADDR_LO", 2, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_APPEND_LAST_CS_FENCE_HI[] = {
    {"LAST_FENCE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_COUNTER[] = {
    {"CONST_ENGINE_COUNT", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_IB1_BASE_HI[] = {
    {"IB1_BASE_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_IB1_BASE_LO[] = {
    {"IB1_BASE_LO", 2, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_IB1_BUFSZ[] = {
    {"IB1_BUFSZ", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_IB1_CMD_BUFSZ[] = {
    {"IB1_CMD_REQSZ", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_IB1_OFFSET[] = {
    {"IB1_OFFSET", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_IB2_BASE_HI[] = {
    {"IB2_BASE_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_IB2_BASE_LO[] = {
    {"IB2_BASE_LO", 2, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_IB2_BUFSZ[] = {
    {"IB2_BUFSZ", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_IB2_CMD_BUFSZ[] = {
    {"IB2_CMD_REQSZ", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_INIT_BASE_HI[] = {
    {"INIT_BASE_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_INIT_BASE_LO[] = {
    {"INIT_BASE_LO", 5, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_INIT_BUFSZ[] = {
    {"INIT_BUFSZ", 0, 11, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CE_INIT_CMD_BUFSZ[] = {
    {"INIT_CMD_REQSZ", 0, 11, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_COHER_BASE[] = {
    {"COHER_BASE_256B", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_COHER_BASE_HI[] = {
    {"COHER_BASE_HI_256B", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_COHER_CNTL[] = {
    {"TC_NC_ACTION_ENA", 3, 3, nullptr, 0, nullptr},
    {"TC_WC_ACTION_ENA", 4, 4, nullptr, 0, nullptr},
    {"TC_INV_METADATA_ACTION_ENA", 5, 5, nullptr, 0, nullptr},
    {"TCL1_VOL_ACTION_ENA", 15, 15, nullptr, 0, nullptr},
    {"TC_WB_ACTION_ENA", 18, 18, nullptr, 0, nullptr},
    {"TCL1_ACTION_ENA", 22, 22, nullptr, 0, nullptr},
    {"TC_ACTION_ENA", 23, 23, nullptr, 0, nullptr},
    {"CB_ACTION_ENA", 25, 25, nullptr, 0, nullptr},
    {"DB_ACTION_ENA", 26, 26, nullptr, 0, nullptr},
    {"SH_KCACHE_ACTION_ENA", 27, 27, nullptr, 0, nullptr},
    {"SH_KCACHE_VOL_ACTION_ENA", 28, 28, nullptr, 0, nullptr},
    {"SH_ICACHE_ACTION_ENA", 29, 29, nullptr, 0, nullptr},
    {"SH_KCACHE_WB_ACTION_ENA", 30, 30, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_COHER_SIZE[] = {
    {"COHER_SIZE_256B", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_COHER_SIZE_HI[] = {
    {"COHER_SIZE_HI_256B", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_COHER_START_DELAY[] = {
    {"START_DELAY_COUNT", 0, 5, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_COHER_STATUS[] = {
    {"MEID", 24, 25, nullptr, 0, nullptr},
    {"STATUS", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPC_BUSY_STAT[] = {
    {"MEC1_LOAD_BUSY", 0, 0, nullptr, 0, nullptr},
    {"MEC1_SEMAPOHRE_BUSY", 1, 1, nullptr, 0, nullptr},
    {"MEC1_MUTEX_BUSY", 2, 2, nullptr, 0, nullptr},
    {"MEC1_MESSAGE_BUSY", 3, 3, nullptr, 0, nullptr},
    {"MEC1_EOP_QUEUE_BUSY", 4, 4, nullptr, 0, nullptr},
    {"MEC1_IQ_QUEUE_BUSY", 5, 5, nullptr, 0, nullptr},
    {"MEC1_IB_QUEUE_BUSY", 6, 6, nullptr, 0, nullptr},
    {"MEC1_TC_BUSY", 7, 7, nullptr, 0, nullptr},
    {"MEC1_DMA_BUSY", 8, 8, nullptr, 0, nullptr},
    {"MEC1_PARTIAL_FLUSH_BUSY", 9, 9, nullptr, 0, nullptr},
    {"MEC1_PIPE0_BUSY", 10, 10, nullptr, 0, nullptr},
    {"MEC1_PIPE1_BUSY", 11, 11, nullptr, 0, nullptr},
    {"MEC1_PIPE2_BUSY", 12, 12, nullptr, 0, nullptr},
    {"MEC1_PIPE3_BUSY", 13, 13, nullptr, 0, nullptr},
    {"MEC2_LOAD_BUSY", 16, 16, nullptr, 0, nullptr},
    {"MEC2_SEMAPOHRE_BUSY", 17, 17, nullptr, 0, nullptr},
    {"MEC2_MUTEX_BUSY", 18, 18, nullptr, 0, nullptr},
    {"MEC2_MESSAGE_BUSY", 19, 19, nullptr, 0, nullptr},
    {"MEC2_EOP_QUEUE_BUSY", 20, 20, nullptr, 0, nullptr},
    {"MEC2_IQ_QUEUE_BUSY", 21, 21, nullptr, 0, nullptr},
    {"MEC2_IB_QUEUE_BUSY", 22, 22, nullptr, 0, nullptr},
    {"MEC2_TC_BUSY", 23, 23, nullptr, 0, nullptr},
    {"MEC2_DMA_BUSY", 24, 24, nullptr, 0, nullptr},
    {"MEC2_PARTIAL_FLUSH_BUSY", 25, 25, nullptr, 0, nullptr},
    {"MEC2_PIPE0_BUSY", 26, 26, nullptr, 0, nullptr},
    {"MEC2_PIPE1_BUSY", 27, 27, nullptr, 0, nullptr},
    {"MEC2_PIPE2_BUSY", 28, 28, nullptr, 0, nullptr},
    {"MEC2_PIPE3_BUSY", 29, 29, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPC_BUSY_STAT2[] = {
    {"MES_LOAD_BUSY", 0, 0, nullptr, 0, nullptr},
    {"MES_MUTEX_BUSY", 2, 2, nullptr, 0, nullptr},
    {"MES_MESSAGE_BUSY", 3, 3, nullptr, 0, nullptr},
    {"MES_TC_BUSY", 7, 7, nullptr, 0, nullptr},
    {"MES_DMA_BUSY", 8, 8, nullptr, 0, nullptr},
    {"MES_PIPE0_BUSY", 10, 10, nullptr, 0, nullptr},
    {"MES_PIPE1_BUSY", 11, 11, nullptr, 0, nullptr},
    {"MES_PIPE2_BUSY", 12, 12, nullptr, 0, nullptr},
    {"MES_PIPE3_BUSY", 13, 13, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPC_GRBM_FREE_COUNT[] = {
    {"FREE_COUNT", 0, 5, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPC_HALT_HYST_COUNT[] = {
    {"COUNT", 0, 3, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPC_PRIV_VIOLATION_ADDR[] = {
    {"PRIV_VIOLATION_ADDR", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPC_SCRATCH_DATA[] = {
    {"SCRATCH_DATA", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPC_SCRATCH_INDEX[] = {
    {"SCRATCH_INDEX", 0, 8, nullptr, 0, nullptr},
    {"SCRATCH_INDEX_64BIT_MODE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPC_STALLED_STAT1[] = {
    {"RCIU_TX_FREE_STALL", 3, 3, nullptr, 0, nullptr},
    {"RCIU_PRIV_VIOLATION", 4, 4, nullptr, 0, nullptr},
    {"TCIU_TX_FREE_STALL", 6, 6, nullptr, 0, nullptr},
    {"MEC1_DECODING_PACKET", 8, 8, nullptr, 0, nullptr},
    {"MEC1_WAIT_ON_RCIU", 9, 9, nullptr, 0, nullptr},
    {"MEC1_WAIT_ON_RCIU_READ", 10, 10, nullptr, 0, nullptr},
    {"MEC1_WAIT_ON_ROQ_DATA", 13, 13, nullptr, 0, nullptr},
    {"MEC2_DECODING_PACKET", 16, 16, nullptr, 0, nullptr},
    {"MEC2_WAIT_ON_RCIU", 17, 17, nullptr, 0, nullptr},
    {"MEC2_WAIT_ON_RCIU_READ", 18, 18, nullptr, 0, nullptr},
    {"MEC2_WAIT_ON_ROQ_DATA", 21, 21, nullptr, 0, nullptr},
    {"UTCL2IU_WAITING_ON_FREE", 22, 22, nullptr, 0, nullptr},
    {"UTCL2IU_WAITING_ON_TAGS", 23, 23, nullptr, 0, nullptr},
    {"UTCL1_WAITING_ON_TRANS", 24, 24, nullptr, 0, nullptr},
    {"GCRIU_WAITING_ON_FREE", 25, 25, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPC_STATUS[] = {
    {"MEC1_BUSY", 0, 0, nullptr, 0, nullptr},
    {"MEC2_BUSY", 1, 1, nullptr, 0, nullptr},
    {"DC0_BUSY", 2, 2, nullptr, 0, nullptr},
    {"DC1_BUSY", 3, 3, nullptr, 0, nullptr},
    {"RCIU1_BUSY", 4, 4, nullptr, 0, nullptr},
    {"RCIU2_BUSY", 5, 5, nullptr, 0, nullptr},
    {"ROQ1_BUSY", 6, 6, nullptr, 0, nullptr},
    {"ROQ2_BUSY", 7, 7, nullptr, 0, nullptr},
    {"TCIU_BUSY", 10, 10, nullptr, 0, nullptr},
    {"SCRATCH_RAM_BUSY", 11, 11, nullptr, 0, nullptr},
    {"QU_BUSY", 12, 12, nullptr, 0, nullptr},
    {"UTCL2IU_BUSY", 13, 13, nullptr, 0, nullptr},
    {"SAVE_RESTORE_BUSY", 14, 14, nullptr, 0, nullptr},
    {"GCRIU_BUSY", 15, 15, nullptr, 0, nullptr},
    {"MES_BUSY", 16, 16, nullptr, 0, nullptr},
    {"MES_SCRATCH_RAM_BUSY", 17, 17, nullptr, 0, nullptr},
    {"RCIU3_BUSY", 18, 18, nullptr, 0, nullptr},
    {"MES_INSTRUCTION_CACHE_BUSY", 19, 19, nullptr, 0, nullptr},
    {"CPG_CPC_BUSY", 29, 29, nullptr, 0, nullptr},
    {"CPF_CPC_BUSY", 30, 30, nullptr, 0, nullptr},
    {"CPC_BUSY", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPF_BUSY_STAT[] = {
    {"REG_BUS_FIFO_BUSY", 0, 0, nullptr, 0, nullptr},
    {"CSF_RING_BUSY", 1, 1, nullptr, 0, nullptr},
    {"CSF_INDIRECT1_BUSY", 2, 2, nullptr, 0, nullptr},
    {"CSF_INDIRECT2_BUSY", 3, 3, nullptr, 0, nullptr},
    {"CSF_STATE_BUSY", 4, 4, nullptr, 0, nullptr},
    {"CSF_CE_INDR1_BUSY", 5, 5, nullptr, 0, nullptr},
    {"CSF_CE_INDR2_BUSY", 6, 6, nullptr, 0, nullptr},
    {"CSF_ARBITER_BUSY", 7, 7, nullptr, 0, nullptr},
    {"CSF_INPUT_BUSY", 8, 8, nullptr, 0, nullptr},
    {"CSF_DATA_BUSY", 9, 9, nullptr, 0, nullptr},
    {"CSF_CE_DATA_BUSY", 10, 10, nullptr, 0, nullptr},
    {"HPD_PROCESSING_EOP_BUSY", 11, 11, nullptr, 0, nullptr},
    {"HQD_DISPATCH_BUSY", 12, 12, nullptr, 0, nullptr},
    {"HQD_IQ_TIMER_BUSY", 13, 13, nullptr, 0, nullptr},
    {"HQD_DMA_OFFLOAD_BUSY", 14, 14, nullptr, 0, nullptr},
    {"HQD_WAIT_SEMAPHORE_BUSY", 15, 15, nullptr, 0, nullptr},
    {"HQD_SIGNAL_SEMAPHORE_BUSY", 16, 16, nullptr, 0, nullptr},
    {"HQD_MESSAGE_BUSY", 17, 17, nullptr, 0, nullptr},
    {"HQD_PQ_FETCHER_BUSY", 18, 18, nullptr, 0, nullptr},
    {"HQD_IB_FETCHER_BUSY", 19, 19, nullptr, 0, nullptr},
    {"HQD_IQ_FETCHER_BUSY", 20, 20, nullptr, 0, nullptr},
    {"HQD_EOP_FETCHER_BUSY", 21, 21, nullptr, 0, nullptr},
    {"HQD_CONSUMED_RPTR_BUSY", 22, 22, nullptr, 0, nullptr},
    {"HQD_FETCHER_ARB_BUSY", 23, 23, nullptr, 0, nullptr},
    {"HQD_ROQ_ALIGN_BUSY", 24, 24, nullptr, 0, nullptr},
    {"HQD_ROQ_EOP_BUSY", 25, 25, nullptr, 0, nullptr},
    {"HQD_ROQ_IQ_BUSY", 26, 26, nullptr, 0, nullptr},
    {"HQD_ROQ_PQ_BUSY", 27, 27, nullptr, 0, nullptr},
    {"HQD_ROQ_IB_BUSY", 28, 28, nullptr, 0, nullptr},
    {"HQD_WPTR_POLL_BUSY", 29, 29, nullptr, 0, nullptr},
    {"HQD_PQ_BUSY", 30, 30, nullptr, 0, nullptr},
    {"HQD_IB_BUSY", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPF_BUSY_STAT2[] = {
    {"MES_HQD_DISPATCH_BUSY", 12, 12, nullptr, 0, nullptr},
    {"MES_HQD_DMA_OFFLOAD_BUSY", 14, 14, nullptr, 0, nullptr},
    {"MES_HQD_MESSAGE_BUSY", 17, 17, nullptr, 0, nullptr},
    {"MES_HQD_PQ_FETCHER_BUSY", 18, 18, nullptr, 0, nullptr},
    {"MES_HQD_CONSUMED_RPTR_BUSY", 22, 22, nullptr, 0, nullptr},
    {"MES_HQD_FETCHER_ARB_BUSY", 23, 23, nullptr, 0, nullptr},
    {"MES_HQD_ROQ_ALIGN_BUSY", 24, 24, nullptr, 0, nullptr},
    {"MES_HQD_ROQ_PQ_BUSY", 27, 27, nullptr, 0, nullptr},
    {"MES_HQD_PQ_BUSY", 30, 30, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPF_GRBM_FREE_COUNT[] = {
    {"FREE_COUNT", 0, 2, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPF_STALLED_STAT1[] = {
    {"RING_FETCHING_DATA", 0, 0, nullptr, 0, nullptr},
    {"INDR1_FETCHING_DATA", 1, 1, nullptr, 0, nullptr},
    {"INDR2_FETCHING_DATA", 2, 2, nullptr, 0, nullptr},
    {"STATE_FETCHING_DATA", 3, 3, nullptr, 0, nullptr},
    {"TCIU_WAITING_ON_FREE", 5, 5, nullptr, 0, nullptr},
    {"TCIU_WAITING_ON_TAGS", 6, 6, nullptr, 0, nullptr},
    {"UTCL2IU_WAITING_ON_FREE", 7, 7, nullptr, 0, nullptr},
    {"UTCL2IU_WAITING_ON_TAGS", 8, 8, nullptr, 0, nullptr},
    {"GFX_UTCL1_WAITING_ON_TRANS", 9, 9, nullptr, 0, nullptr},
    {"CMP_UTCL1_WAITING_ON_TRANS", 10, 10, nullptr, 0, nullptr},
    {"RCIU_WAITING_ON_FREE", 11, 11, nullptr, 0, nullptr},
    {"DATA_FETCHING_DATA", 12, 12, nullptr, 0, nullptr},
    {"GCRIU_WAIT_ON_FREE", 13, 13, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_CPF_STATUS[] = {
    {"POST_WPTR_GFX_BUSY", 0, 0, nullptr, 0, nullptr},
    {"CSF_BUSY", 1, 1, nullptr, 0, nullptr},
    {"ROQ_ALIGN_BUSY", 4, 4, nullptr, 0, nullptr},
    {"ROQ_RING_BUSY", 5, 5, nullptr, 0, nullptr},
    {"ROQ_INDIRECT1_BUSY", 6, 6, nullptr, 0, nullptr},
    {"ROQ_INDIRECT2_BUSY", 7, 7, nullptr, 0, nullptr},
    {"ROQ_STATE_BUSY", 8, 8, nullptr, 0, nullptr},
    {"ROQ_CE_RING_BUSY", 9, 9, nullptr, 0, nullptr},
    {"ROQ_CE_INDIRECT1_BUSY", 10, 10, nullptr, 0, nullptr},
    {"ROQ_CE_INDIRECT2_BUSY", 11, 11, nullptr, 0, nullptr},
    {"SEMAPHORE_BUSY", 12, 12, nullptr, 0, nullptr},
    {"INTERRUPT_BUSY", 13, 13, nullptr, 0, nullptr},
    {"TCIU_BUSY", 14, 14, nullptr, 0, nullptr},
    {"HQD_BUSY", 15, 15, nullptr, 0, nullptr},
    {"PRT_BUSY", 16, 16, nullptr, 0, nullptr},
    {"UTCL2IU_BUSY", 17, 17, nullptr, 0, nullptr},
    {"RCIU_BUSY", 18, 18, nullptr, 0, nullptr},
    {"RCIU_GFX_BUSY", 19, 19, nullptr, 0, nullptr},
    {"RCIU_CMP_BUSY", 20, 20, nullptr, 0, nullptr},
    {"ROQ_DATA_BUSY", 21, 21, nullptr, 0, nullptr},
    {"ROQ_CE_DATA_BUSY", 22, 22, nullptr, 0, nullptr},
    {"GCRIU_BUSY", 23, 23, nullptr, 0, nullptr},
    {"MES_HQD_BUSY", 24, 24, nullptr, 0, nullptr},
    {"CPF_GFX_BUSY", 26, 26, nullptr, 0, nullptr},
    {"CPF_CMP_BUSY", 27, 27, nullptr, 0, nullptr},
    {"GRBM_CPF_STAT_BUSY", 28, 29, nullptr, 0, nullptr},
    {"CPC_CPF_BUSY", 30, 30, nullptr, 0, nullptr},
    {"CPF_BUSY", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DB_BASE_HI[] = {
    {"DB_BASE_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DB_BASE_LO[] = {
    {"DB_BASE_LO", 2, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DB_BUFSZ[] = {
    {"DB_BUFSZ", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DB_CMD_BUFSZ[] = {
    {"DB_CMD_REQSZ", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DMA_CNTL[] = {
    {"UTCL1_FAULT_CONTROL", 0, 0, nullptr, 0, nullptr},
    {"WATCH_CONTROL", 1, 1, nullptr, 0, nullptr},
    {"MIN_AVAILSZ", 4, 5, nullptr, 0, nullptr},
    {"BUFFER_DEPTH", 16, 24, nullptr, 0, nullptr},
    {"PIO_FIFO_EMPTY", 28, 28, nullptr, 0, nullptr},
    {"PIO_FIFO_FULL", 29, 29, nullptr, 0, nullptr},
    {"PIO_COUNT", 30, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DMA_ME_CMD_ADDR_HI[] = {
    {"ADDR_HI", 0, 15, nullptr, 0, nullptr},
    {"RSVD", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DMA_ME_CMD_ADDR_LO[] = {
    {"RSVD", 0, 1, nullptr, 0, nullptr},
    {"ADDR_LO", 2, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DMA_ME_COMMAND[] = {
    {"BYTE_COUNT", 0, 25, nullptr, 0, nullptr},
    {"SAS", 26, 26, nullptr, 0, nullptr},
    {"DAS", 27, 27, nullptr, 0, nullptr},
    {"SAIC", 28, 28, nullptr, 0, nullptr},
    {"DAIC", 29, 29, nullptr, 0, nullptr},
    {"RAW_WAIT", 30, 30, nullptr, 0, nullptr},
    {"DIS_WC", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DMA_ME_DST_ADDR[] = {
    {"DST_ADDR", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DMA_ME_DST_ADDR_HI[] = {
    {"DST_ADDR_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DMA_ME_SRC_ADDR[] = {
    {"SRC_ADDR", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DMA_ME_SRC_ADDR_HI[] = {
    {"SRC_ADDR_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DMA_PFP_CONTROL[] = {
    {"MEMLOG_CLEAR", 10, 10, nullptr, 0, nullptr},
    {"SRC_CACHE_POLICY", 13, 14, nullptr, 0, nullptr},
    {"SRC_VOLATLE", 15, 15, nullptr, 0, nullptr},
    {"DST_SELECT", 20, 21, nullptr, 0, nullptr},
    {"DST_CACHE_POLICY", 25, 26, nullptr, 0, nullptr},
    {"DST_VOLATLE", 27, 27, nullptr, 0, nullptr},
    {"SRC_SELECT", 29, 30, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DMA_READ_TAGS[] = {
    {"DMA_READ_TAG", 0, 25, nullptr, 0, nullptr},
    {"DMA_READ_TAG_VALID", 28, 28, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DRAW_OBJECT[] = {
    {"OBJECT", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DRAW_WINDOW_CNTL[] = {
    {"DISABLE_DRAW_WINDOW_LO_MAX", 0, 0, nullptr, 0, nullptr},
    {"DISABLE_DRAW_WINDOW_LO_MIN", 1, 1, nullptr, 0, nullptr},
    {"DISABLE_DRAW_WINDOW_HI", 2, 2, nullptr, 0, nullptr},
    {"MODE", 8, 8, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DRAW_WINDOW_HI[] = {
    {"WINDOW_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DRAW_WINDOW_LO[] = {
    {"MIN", 0, 15, nullptr, 0, nullptr},
    {"MAX", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_DRAW_WINDOW_MASK_HI[] = {
    {"WINDOW_MASK_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_EOP_DONE_ADDR_HI[] = {
    {"ADDR_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_EOP_DONE_ADDR_LO[] = {
    {"ADDR_LO", 2, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_EOP_DONE_CNTX_ID[] = {
    {"CNTX_ID", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_EOP_DONE_DATA_CNTL[] = {
    {"DST_SEL", 16, 17, nullptr, 0, nullptr},
    {"ACTION_PIPE_ID", 20, 21, nullptr, 0, nullptr},
    {"ACTION_ID", 22, 23, nullptr, 0, nullptr},
    {"INT_SEL", 24, 26, nullptr, 0, nullptr},
    {"DATA_SEL", 29, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_EOP_DONE_DATA_HI[] = {
    {"DATA_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_EOP_DONE_DATA_LO[] = {
    {"DATA_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_EOP_DONE_EVENT_CNTL[] = {
    {"GCR_CNTL", 12, 23, nullptr, 0, nullptr},
    {"CACHE_POLICY", 25, 26, nullptr, 0, nullptr},
    {"EOP_VOLATILE", 27, 27, nullptr, 0, nullptr},
    {"EXECUTE", 28, 28, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_EOP_LAST_FENCE_HI[] = {
    {"LAST_FENCE_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_EOP_LAST_FENCE_LO[] = {
    {"LAST_FENCE_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_IB2_OFFSET[] = {
    {"IB2_OFFSET", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_IB2_PREAMBLE_BEGIN[] = {
    {"IB2_PREAMBLE_BEGIN", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_IB2_PREAMBLE_END[] = {
    {"IB2_PREAMBLE_END", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_INDEX_TYPE[] = {
    {"INDEX_TYPE", 0, 1, kEnum_VGT_INDEX_TYPE_MODE, 3, "VGT_INDEX_TYPE_MODE"},
};
constexpr FieldInfo kType_CP_ME_COHER_CNTL[] = {
    {"DEST_BASE_0_ENA", 0, 0, nullptr, 0, nullptr},
    {"DEST_BASE_1_ENA", 1, 1, nullptr, 0, nullptr},
    {"CB0_DEST_BASE_ENA", 6, 6, nullptr, 0, nullptr},
    {"CB1_DEST_BASE_ENA", 7, 7, nullptr, 0, nullptr},
    {"CB2_DEST_BASE_ENA", 8, 8, nullptr, 0, nullptr},
    {"CB3_DEST_BASE_ENA", 9, 9, nullptr, 0, nullptr},
    {"CB4_DEST_BASE_ENA", 10, 10, nullptr, 0, nullptr},
    {"CB5_DEST_BASE_ENA", 11, 11, nullptr, 0, nullptr},
    {"CB6_DEST_BASE_ENA", 12, 12, nullptr, 0, nullptr},
    {"CB7_DEST_BASE_ENA", 13, 13, nullptr, 0, nullptr},
    {"DB_DEST_BASE_ENA", 14, 14, nullptr, 0, nullptr},
    {"DEST_BASE_2_ENA", 19, 19, nullptr, 0, nullptr},
    {"DEST_BASE_3_ENA", 21, 21, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_ME_COHER_STATUS[] = {
    {"MATCHING_GFX_CNTX", 0, 7, nullptr, 0, nullptr},
    {"STATUS", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_ME_MC_RADDR_HI[] = {
    {"ME_MC_RADDR_HI", 0, 15, nullptr, 0, nullptr},
    {"CACHE_POLICY", 22, 23, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_ME_MC_RADDR_LO[] = {
    {"ME_MC_RADDR_LO", 2, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_ME_MC_WADDR_HI[] = {
    {"ME_MC_WADDR_HI", 0, 15, nullptr, 0, nullptr},
    {"CACHE_POLICY", 22, 23, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_ME_MC_WADDR_LO[] = {
    {"ME_MC_WADDR_LO", 2, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_ME_MC_WDATA_HI[] = {
    {"ME_MC_WDATA_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_ME_MC_WDATA_LO[] = {
    {"ME_MC_WDATA_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_NEEDED_COUNT0_HI[] = {
    {"NUM_PRIM_NEEDED_CNT0_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_NEEDED_COUNT0_LO[] = {
    {"NUM_PRIM_NEEDED_CNT0_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_NEEDED_COUNT1_HI[] = {
    {"NUM_PRIM_NEEDED_CNT1_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_NEEDED_COUNT1_LO[] = {
    {"NUM_PRIM_NEEDED_CNT1_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_NEEDED_COUNT2_HI[] = {
    {"NUM_PRIM_NEEDED_CNT2_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_NEEDED_COUNT2_LO[] = {
    {"NUM_PRIM_NEEDED_CNT2_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_NEEDED_COUNT3_HI[] = {
    {"NUM_PRIM_NEEDED_CNT3_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_NEEDED_COUNT3_LO[] = {
    {"NUM_PRIM_NEEDED_CNT3_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_WRITTEN_COUNT0_HI[] = {
    {"NUM_PRIM_WRITTEN_CNT0_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_WRITTEN_COUNT0_LO[] = {
    {"NUM_PRIM_WRITTEN_CNT0_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_WRITTEN_COUNT1_HI[] = {
    {"NUM_PRIM_WRITTEN_CNT1_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_WRITTEN_COUNT1_LO[] = {
    {"NUM_PRIM_WRITTEN_CNT1_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_WRITTEN_COUNT2_HI[] = {
    {"NUM_PRIM_WRITTEN_CNT2_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_WRITTEN_COUNT2_LO[] = {
    {"NUM_PRIM_WRITTEN_CNT2_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_WRITTEN_COUNT3_HI[] = {
    {"NUM_PRIM_WRITTEN_CNT3_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_NUM_PRIM_WRITTEN_COUNT3_LO[] = {
    {"NUM_PRIM_WRITTEN_CNT3_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PA_CINVOC_COUNT_HI[] = {
    {"CINVOC_COUNT_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PA_CINVOC_COUNT_LO[] = {
    {"CINVOC_COUNT_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PA_CPRIM_COUNT_HI[] = {
    {"CPRIM_COUNT_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PA_CPRIM_COUNT_LO[] = {
    {"CPRIM_COUNT_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PERFMON_CNTL[] = {
    {"PERFMON_STATE", 0, 3, kEnum_CP_PERFMON_STATE, 6, "CP_PERFMON_STATE"},
    {"SPM_PERFMON_STATE", 4, 7, kEnum_SPM_PERFMON_STATE, 6, "SPM_PERFMON_STATE"},
    {"PERFMON_ENABLE_MODE", 8, 9, kEnum_CP_PERFMON_ENABLE_MODE, 4, "CP_PERFMON_ENABLE_MODE"},
    {"PERFMON_SAMPLE_ENABLE", 10, 10, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PERFMON_CNTX_CNTL[] = {
    {"PERFMON_ENABLE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PFP_ATOMIC_PREOP_HI[] = {
    {"ATOMIC_PREOP_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PFP_ATOMIC_PREOP_LO[] = {
    {"ATOMIC_PREOP_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PFP_COMPLETION_STATUS[] = {
    {"STATUS", 0, 1, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PFP_GDS_ATOMIC0_PREOP_HI[] = {
    {"GDS_ATOMIC0_PREOP_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PFP_GDS_ATOMIC0_PREOP_LO[] = {
    {"GDS_ATOMIC0_PREOP_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PFP_GDS_ATOMIC1_PREOP_HI[] = {
    {"GDS_ATOMIC1_PREOP_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PFP_GDS_ATOMIC1_PREOP_LO[] = {
    {"GDS_ATOMIC1_PREOP_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PFP_IB_CONTROL[] = {
    {"IB_EN", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PFP_LOAD_CONTROL[] = {
    {"CONFIG_REG_EN", 0, 0, nullptr, 0, nullptr},
    {"CNTX_REG_EN", 1, 1, nullptr, 0, nullptr},
    {"UCONFIG_REG_EN", 15, 15, nullptr, 0, nullptr},
    {"SH_GFX_REG_EN", 16, 16, nullptr, 0, nullptr},
    {"SH_CS_REG_EN", 24, 24, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PFP_METADATA_BASE_ADDR[] = {
    {"ADDR_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PIPEID[] = {
    {"PIPE_ID", 0, 1, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PIPE_STATS_ADDR_HI[] = {
    {"PIPE_STATS_ADDR_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PIPE_STATS_ADDR_LO[] = {
    {"PIPE_STATS_ADDR_LO", 2, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PIPE_STATS_CONTROL[] = {
    {"CACHE_POLICY", 25, 26, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_PRED_NOT_VISIBLE[] = {
    {"NOT_VISIBLE", 0, 0, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_RB_OFFSET[] = {
    {"RB_OFFSET", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_SAMPLE_STATUS[] = {
    {"Z_PASS_ACITVE", 0, 0, nullptr, 0, nullptr},
    {"STREAMOUT_ACTIVE", 1, 1, nullptr, 0, nullptr},
    {"PIPELINE_ACTIVE", 2, 2, nullptr, 0, nullptr},
    {"STIPPLE_ACTIVE", 3, 3, nullptr, 0, nullptr},
    {"VGT_BUFFERS_ACTIVE", 4, 4, nullptr, 0, nullptr},
    {"SCREEN_EXT_ACTIVE", 5, 5, nullptr, 0, nullptr},
    {"DRAW_INDIRECT_ACTIVE", 6, 6, nullptr, 0, nullptr},
    {"DISP_INDIRECT_ACTIVE", 7, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_SC_PSINVOC_COUNT0_HI[] = {
    {"PSINVOC_COUNT0_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_SC_PSINVOC_COUNT0_LO[] = {
    {"PSINVOC_COUNT0_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_SC_PSINVOC_COUNT1_LO[] = {
    {"OBSOLETE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_SEM_WAIT_TIMER[] = {
    {"SEM_WAIT_TIMER", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_SIG_SEM_ADDR_HI[] = {
    {"SEM_ADDR_HI", 0, 15, nullptr, 0, nullptr},
    {"SEM_USE_MAILBOX", 16, 16, nullptr, 0, nullptr},
    {"SEM_SIGNAL_TYPE", 20, 20, nullptr, 0, nullptr},
    {"SEM_CLIENT_CODE", 24, 25, nullptr, 0, nullptr},
    {"SEM_SELECT", 29, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_SIG_SEM_ADDR_LO[] = {
    {"SEM_PRIV", 0, 0, nullptr, 0, nullptr},
    {"SEM_ADDR_LO", 3, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_STREAM_OUT_ADDR_HI[] = {
    {"STREAM_OUT_ADDR_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_STREAM_OUT_ADDR_LO[] = {
    {"STREAM_OUT_ADDR_LO", 2, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_STRMOUT_CNTL[] = {
    {"OFFSET_UPDATE_DONE", 0, 0, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_ST_BASE_HI[] = {
    {"ST_BASE_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_ST_BASE_LO[] = {
    {"ST_BASE_LO", 2, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_ST_BUFSZ[] = {
    {"ST_BUFSZ", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_ST_CMD_BUFSZ[] = {
    {"ST_CMD_REQSZ", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_CSINVOC_COUNT_HI[] = {
    {"CSINVOC_COUNT_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_CSINVOC_COUNT_LO[] = {
    {"CSINVOC_COUNT_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_DSINVOC_COUNT_HI[] = {
    {"DSINVOC_COUNT_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_DSINVOC_COUNT_LO[] = {
    {"DSINVOC_COUNT_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_GSINVOC_COUNT_HI[] = {
    {"GSINVOC_COUNT_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_GSINVOC_COUNT_LO[] = {
    {"GSINVOC_COUNT_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_GSPRIM_COUNT_HI[] = {
    {"GSPRIM_COUNT_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_GSPRIM_COUNT_LO[] = {
    {"GSPRIM_COUNT_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_HSINVOC_COUNT_HI[] = {
    {"HSINVOC_COUNT_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_HSINVOC_COUNT_LO[] = {
    {"HSINVOC_COUNT_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_IAPRIM_COUNT_HI[] = {
    {"IAPRIM_COUNT_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_IAPRIM_COUNT_LO[] = {
    {"IAPRIM_COUNT_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_IAVERT_COUNT_HI[] = {
    {"IAVERT_COUNT_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_IAVERT_COUNT_LO[] = {
    {"IAVERT_COUNT_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_VSINVOC_COUNT_HI[] = {
    {"VSINVOC_COUNT_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VGT_VSINVOC_COUNT_LO[] = {
    {"VSINVOC_COUNT_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_VMID[] = {
    {"VMID", 0, 3, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CP_WAIT_REG_MEM_TIMEOUT[] = {
    {"WAIT_REG_MEM_TIMEOUT", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_CS_COPY_STATE[] = {
    {"SRC_STATE_ID", 0, 2, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_ALPHA_TO_MASK[] = {
    {"ALPHA_TO_MASK_ENABLE", 0, 0, nullptr, 0, nullptr},
    {"ALPHA_TO_MASK_OFFSET0", 8, 9, nullptr, 0, nullptr},
    {"ALPHA_TO_MASK_OFFSET1", 10, 11, nullptr, 0, nullptr},
    {"ALPHA_TO_MASK_OFFSET2", 12, 13, nullptr, 0, nullptr},
    {"ALPHA_TO_MASK_OFFSET3", 14, 15, nullptr, 0, nullptr},
    {"OFFSET_ROUND", 16, 16, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_COUNT_CONTROL[] = {
    {"ZPASS_INCREMENT_DISABLE", 0, 0, nullptr, 0, nullptr},
    {"PERFECT_ZPASS_COUNTS", 1, 1, nullptr, 0, nullptr},
    {"DISABLE_CONSERVATIVE_ZPASS_COUNTS", 2, 2, nullptr, 0, nullptr},
    {"ENHANCED_CONSERVATIVE_ZPASS_COUNTS", 3, 3, nullptr, 0, nullptr},
    {"SAMPLE_RATE", 4, 6, nullptr, 0, nullptr},
    {"ZPASS_ENABLE", 8, 11, nullptr, 0, nullptr},
    {"ZFAIL_ENABLE", 12, 15, nullptr, 0, nullptr},
    {"SFAIL_ENABLE", 16, 19, nullptr, 0, nullptr},
    {"DBFAIL_ENABLE", 20, 23, nullptr, 0, nullptr},
    {"SLICE_EVEN_ENABLE", 24, 27, nullptr, 0, nullptr},
    {"SLICE_ODD_ENABLE", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_DEPTH_BOUNDS_MAX[] = {
    {"MAX", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_DEPTH_BOUNDS_MIN[] = {
    {"MIN", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_DEPTH_CLEAR[] = {
    {"DEPTH_CLEAR", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_DEPTH_CONTROL[] = {
    {"STENCIL_ENABLE", 0, 0, nullptr, 0, nullptr},
    {"Z_ENABLE", 1, 1, nullptr, 0, nullptr},
    {"Z_WRITE_ENABLE", 2, 2, nullptr, 0, nullptr},
    {"DEPTH_BOUNDS_ENABLE", 3, 3, nullptr, 0, nullptr},
    {"ZFUNC", 4, 6, kEnum_CompareFrag, 8, "CompareFrag"},
    {"BACKFACE_ENABLE", 7, 7, nullptr, 0, nullptr},
    {"STENCILFUNC", 8, 10, kEnum_CompareFrag, 8, "CompareFrag"},
    {"STENCILFUNC_BF", 20, 22, kEnum_CompareFrag, 8, "CompareFrag"},
    {"ENABLE_COLOR_WRITES_ON_DEPTH_FAIL", 30, 30, nullptr, 0, nullptr},
    {"DISABLE_COLOR_WRITES_ON_DEPTH_PASS", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_DEPTH_SIZE_XY[] = {
    {"X_MAX", 0, 13, nullptr, 0, nullptr},
    {"Y_MAX", 16, 29, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_DEPTH_VIEW[] = {
    {"SLICE_START", 0, 10, nullptr, 0, nullptr},
    {"SLICE_START_HI", 11, 12, nullptr, 0, nullptr},
    {"SLICE_MAX", 13, 23, nullptr, 0, nullptr},
    {"Z_READ_ONLY", 24, 24, nullptr, 0, nullptr},
    {"STENCIL_READ_ONLY", 25, 25, nullptr, 0, nullptr},
    {"MIPID", 26, 29, nullptr, 0, nullptr},
    {"SLICE_MAX_HI", 30, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_DFSM_CONTROL[] = {
    {"PUNCHOUT_MODE", 0, 1, kEnum_DB_DFSM_CONTROL__PUNCHOUT_MODE, 4, "DB_DFSM_CONTROL__PUNCHOUT_MODE"},
    {"POPS_DRAIN_PS_ON_OVERLAP", 2, 2, nullptr, 0, nullptr},
    {"DISALLOW_OVERFLOW", 3, 3, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_EQAA[] = {
    {"MAX_ANCHOR_SAMPLES", 0, 2, nullptr, 0, nullptr},
    {"PS_ITER_SAMPLES", 4, 6, nullptr, 0, nullptr},
    {"MASK_EXPORT_NUM_SAMPLES", 8, 10, nullptr, 0, nullptr},
    {"ALPHA_TO_MASK_NUM_SAMPLES", 12, 14, nullptr, 0, nullptr},
    {"HIGH_QUALITY_INTERSECTIONS", 16, 16, nullptr, 0, nullptr},
    {"INCOHERENT_EQAA_READS", 17, 17, nullptr, 0, nullptr},
    {"INTERPOLATE_COMP_Z", 18, 18, nullptr, 0, nullptr},
    {"INTERPOLATE_SRC_Z", 19, 19, nullptr, 0, nullptr},
    {"STATIC_ANCHOR_ASSOCIATIONS", 20, 20, nullptr, 0, nullptr},
    {"ALPHA_TO_MASK_EQAA_DISABLE", 21, 21, nullptr, 0, nullptr},
    {"OVERRASTERIZATION_AMOUNT", 24, 26, nullptr, 0, nullptr},
    {"ENABLE_POSTZ_OVERRASTERIZATION", 27, 27, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_HTILE_DATA_BASE[] = {
    {"BASE_256B", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_HTILE_SURFACE[] = {
    {"RESERVED_FIELD_1", 0, 0, nullptr, 0, nullptr},
    {"FULL_CACHE", 1, 1, nullptr, 0, nullptr},
    {"RESERVED_FIELD_2", 2, 2, nullptr, 0, nullptr},
    {"RESERVED_FIELD_3", 3, 3, nullptr, 0, nullptr},
    {"RESERVED_FIELD_4", 4, 9, nullptr, 0, nullptr},
    {"RESERVED_FIELD_5", 10, 15, nullptr, 0, nullptr},
    {"DST_OUTSIDE_ZERO_TO_ONE", 16, 16, nullptr, 0, nullptr},
    {"RESERVED_FIELD_6", 17, 17, nullptr, 0, nullptr},
    {"PIPE_ALIGNED", 18, 18, nullptr, 0, nullptr},
    {"VRS_HTILE_ENCODING", 19, 20, kEnum_VRSHtileEncoding, 3, "VRSHtileEncoding"},
};
constexpr FieldInfo kType_DB_OCCLUSION_COUNT0_HI[] = {
    {"COUNT_HI", 0, 30, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_OCCLUSION_COUNT0_LOW[] = {
    {"COUNT_LOW", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_PRELOAD_CONTROL[] = {
    {"START_X", 0, 7, nullptr, 0, nullptr},
    {"START_Y", 8, 15, nullptr, 0, nullptr},
    {"MAX_X", 16, 23, nullptr, 0, nullptr},
    {"MAX_Y", 24, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_RENDER_CONTROL[] = {
    {"DEPTH_CLEAR_ENABLE", 0, 0, nullptr, 0, nullptr},
    {"STENCIL_CLEAR_ENABLE", 1, 1, nullptr, 0, nullptr},
    {"DEPTH_COPY", 2, 2, nullptr, 0, nullptr},
    {"STENCIL_COPY", 3, 3, nullptr, 0, nullptr},
    {"RESUMMARIZE_ENABLE", 4, 4, nullptr, 0, nullptr},
    {"STENCIL_COMPRESS_DISABLE", 5, 5, nullptr, 0, nullptr},
    {"DEPTH_COMPRESS_DISABLE", 6, 6, nullptr, 0, nullptr},
    {"COPY_CENTROID", 7, 7, nullptr, 0, nullptr},
    {"COPY_SAMPLE", 8, 11, nullptr, 0, nullptr},
    {"DECOMPRESS_ENABLE", 12, 12, nullptr, 0, nullptr},
    {"PS_INVOKE_DISABLE", 13, 13, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_RENDER_OVERRIDE[] = {
    {"FORCE_HIZ_ENABLE", 0, 1, kEnum_ForceControl, 4, "ForceControl"},
    {"FORCE_HIS_ENABLE0", 2, 3, kEnum_ForceControl, 4, "ForceControl"},
    {"FORCE_HIS_ENABLE1", 4, 5, kEnum_ForceControl, 4, "ForceControl"},
    {"FORCE_SHADER_Z_ORDER", 6, 6, nullptr, 0, nullptr},
    {"FAST_Z_DISABLE", 7, 7, nullptr, 0, nullptr},
    {"FAST_STENCIL_DISABLE", 8, 8, nullptr, 0, nullptr},
    {"NOOP_CULL_DISABLE", 9, 9, nullptr, 0, nullptr},
    {"FORCE_COLOR_KILL", 10, 10, nullptr, 0, nullptr},
    {"FORCE_Z_READ", 11, 11, nullptr, 0, nullptr},
    {"FORCE_STENCIL_READ", 12, 12, nullptr, 0, nullptr},
    {"FORCE_FULL_Z_RANGE", 13, 14, kEnum_ForceControl, 4, "ForceControl"},
    {"FORCE_QC_SMASK_CONFLICT", 15, 15, nullptr, 0, nullptr},
    {"DISABLE_VIEWPORT_CLAMP", 16, 16, nullptr, 0, nullptr},
    {"IGNORE_SC_ZRANGE", 17, 17, nullptr, 0, nullptr},
    {"DISABLE_FULLY_COVERED", 18, 18, nullptr, 0, nullptr},
    {"FORCE_Z_LIMIT_SUMM", 19, 20, kEnum_ZLimitSumm, 4, "ZLimitSumm"},
    {"MAX_TILES_IN_DTT", 21, 25, nullptr, 0, nullptr},
    {"DISABLE_TILE_RATE_TILES", 26, 26, nullptr, 0, nullptr},
    {"FORCE_Z_DIRTY", 27, 27, nullptr, 0, nullptr},
    {"FORCE_STENCIL_DIRTY", 28, 28, nullptr, 0, nullptr},
    {"FORCE_Z_VALID", 29, 29, nullptr, 0, nullptr},
    {"FORCE_STENCIL_VALID", 30, 30, nullptr, 0, nullptr},
    {"PRESERVE_COMPRESSION", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_RENDER_OVERRIDE2[] = {
    {"PARTIAL_SQUAD_LAUNCH_CONTROL", 0, 1, kEnum_DbPSLControl, 4, "DbPSLControl"},
    {"PARTIAL_SQUAD_LAUNCH_COUNTDOWN", 2, 4, nullptr, 0, nullptr},
    {"DISABLE_ZMASK_EXPCLEAR_OPTIMIZATION", 5, 5, nullptr, 0, nullptr},
    {"DISABLE_SMEM_EXPCLEAR_OPTIMIZATION", 6, 6, nullptr, 0, nullptr},
    {"DISABLE_COLOR_ON_VALIDATION", 7, 7, nullptr, 0, nullptr},
    {"DECOMPRESS_Z_ON_FLUSH", 8, 8, nullptr, 0, nullptr},
    {"DISABLE_REG_SNOOP", 9, 9, nullptr, 0, nullptr},
    {"DEPTH_BOUNDS_HIER_DEPTH_DISABLE", 10, 10, nullptr, 0, nullptr},
    {"SEPARATE_HIZS_FUNC_ENABLE", 11, 11, nullptr, 0, nullptr},
    {"HIZ_ZFUNC", 12, 14, kEnum_CompareFrag, 8, "CompareFrag"},
    {"HIS_SFUNC_FF", 15, 17, nullptr, 0, nullptr},
    {"HIS_SFUNC_BF", 18, 20, nullptr, 0, nullptr},
    {"PRESERVE_ZRANGE", 21, 21, nullptr, 0, nullptr},
    {"PRESERVE_SRESULTS", 22, 22, nullptr, 0, nullptr},
    {"DISABLE_FAST_PASS", 23, 23, nullptr, 0, nullptr},
    {"ALLOW_PARTIAL_RES_HIER_KILL", 25, 25, nullptr, 0, nullptr},
    {"FORCE_VRS_RATE_FINE", 26, 26, nullptr, 0, nullptr},
    {"CENTROID_COMPUTATION_MODE", 27, 28, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_RESERVED_REG_1[] = {
    {"FIELD_1", 0, 10, nullptr, 0, nullptr},
    {"FIELD_2", 11, 21, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_RESERVED_REG_2[] = {
    {"FIELD_1", 0, 3, nullptr, 0, nullptr},
    {"FIELD_2", 4, 7, nullptr, 0, nullptr},
    {"FIELD_3", 8, 12, nullptr, 0, nullptr},
    {"FIELD_4", 13, 14, nullptr, 0, nullptr},
    {"FIELD_5", 15, 16, nullptr, 0, nullptr},
    {"FIELD_6", 17, 18, nullptr, 0, nullptr},
    {"FIELD_7", 19, 20, nullptr, 0, nullptr},
    {"RESOURCE_LEVEL", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_RESERVED_REG_3[] = {
    {"FIELD_1", 0, 21, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_RMI_L2_CACHE_CONTROL[] = {
    {"Z_WR_POLICY", 0, 1, kEnum_WritePolicy, 4, "WritePolicy"},
    {"S_WR_POLICY", 2, 3, kEnum_WritePolicy, 4, "WritePolicy"},
    {"HTILE_WR_POLICY", 4, 5, kEnum_WritePolicy, 4, "WritePolicy"},
    {"ZPCPSD_WR_POLICY", 6, 7, kEnum_WritePolicy, 4, "WritePolicy"},
    {"Z_RD_POLICY", 16, 17, kEnum_ReadPolicy, 4, "ReadPolicy"},
    {"S_RD_POLICY", 18, 19, kEnum_ReadPolicy, 4, "ReadPolicy"},
    {"HTILE_RD_POLICY", 20, 21, kEnum_ReadPolicy, 4, "ReadPolicy"},
    {"Z_BIG_PAGE", 24, 24, nullptr, 0, nullptr},
    {"S_BIG_PAGE", 25, 25, nullptr, 0, nullptr},
    {"Z_NOALLOC", 26, 26, nullptr, 0, nullptr},
    {"S_NOALLOC", 27, 27, nullptr, 0, nullptr},
    {"HTILE_NOALLOC", 28, 28, nullptr, 0, nullptr},
    {"ZPCPSD_NOALLOC", 29, 29, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_SHADER_CONTROL[] = {
    {"Z_EXPORT_ENABLE", 0, 0, nullptr, 0, nullptr},
    {"STENCIL_TEST_VAL_EXPORT_ENABLE", 1, 1, nullptr, 0, nullptr},
    {"STENCIL_OP_VAL_EXPORT_ENABLE", 2, 2, nullptr, 0, nullptr},
    {"Z_ORDER", 4, 5, kEnum_ZOrder, 4, "ZOrder"},
    {"KILL_ENABLE", 6, 6, nullptr, 0, nullptr},
    {"COVERAGE_TO_MASK_ENABLE", 7, 7, nullptr, 0, nullptr},
    {"MASK_EXPORT_ENABLE", 8, 8, nullptr, 0, nullptr},
    {"EXEC_ON_HIER_FAIL", 9, 9, nullptr, 0, nullptr},
    {"EXEC_ON_NOOP", 10, 10, nullptr, 0, nullptr},
    {"ALPHA_TO_MASK_DISABLE", 11, 11, nullptr, 0, nullptr},
    {"DEPTH_BEFORE_SHADER", 12, 12, nullptr, 0, nullptr},
    {"CONSERVATIVE_Z_EXPORT", 13, 14, kEnum_ConservativeZExport, 4, "ConservativeZExport"},
    {"DUAL_QUAD_DISABLE", 15, 15, nullptr, 0, nullptr},
    {"PRIMITIVE_ORDERED_PIXEL_SHADER", 16, 16, nullptr, 0, nullptr},
    {"EXEC_IF_OVERLAPPED", 17, 17, nullptr, 0, nullptr},
    {"POPS_OVERLAP_NUM_SAMPLES", 20, 22, nullptr, 0, nullptr},
    {"PRE_SHADER_DEPTH_COVERAGE_ENABLE", 23, 23, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_SRESULTS_COMPARE_STATE0[] = {
    {"COMPAREFUNC0", 0, 2, kEnum_CompareFrag, 8, "CompareFrag"},
    {"COMPAREVALUE0", 4, 11, nullptr, 0, nullptr},
    {"COMPAREMASK0", 12, 19, nullptr, 0, nullptr},
    {"ENABLE0", 24, 24, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_SRESULTS_COMPARE_STATE1[] = {
    {"COMPAREFUNC1", 0, 2, kEnum_CompareFrag, 8, "CompareFrag"},
    {"COMPAREVALUE1", 4, 11, nullptr, 0, nullptr},
    {"COMPAREMASK1", 12, 19, nullptr, 0, nullptr},
    {"ENABLE1", 24, 24, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_STENCILREFMASK[] = {
    {"STENCILTESTVAL", 0, 7, nullptr, 0, nullptr},
    {"STENCILMASK", 8, 15, nullptr, 0, nullptr},
    {"STENCILWRITEMASK", 16, 23, nullptr, 0, nullptr},
    {"STENCILOPVAL", 24, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_STENCILREFMASK_BF[] = {
    {"STENCILTESTVAL_BF", 0, 7, nullptr, 0, nullptr},
    {"STENCILMASK_BF", 8, 15, nullptr, 0, nullptr},
    {"STENCILWRITEMASK_BF", 16, 23, nullptr, 0, nullptr},
    {"STENCILOPVAL_BF", 24, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_STENCIL_CLEAR[] = {
    {"CLEAR", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_STENCIL_CONTROL[] = {
    {"STENCILFAIL", 0, 3, kEnum_StencilOp, 16, "StencilOp"},
    {"STENCILZPASS", 4, 7, kEnum_StencilOp, 16, "StencilOp"},
    {"STENCILZFAIL", 8, 11, kEnum_StencilOp, 16, "StencilOp"},
    {"STENCILFAIL_BF", 12, 15, kEnum_StencilOp, 16, "StencilOp"},
    {"STENCILZPASS_BF", 16, 19, kEnum_StencilOp, 16, "StencilOp"},
    {"STENCILZFAIL_BF", 20, 23, kEnum_StencilOp, 16, "StencilOp"},
};
constexpr FieldInfo kType_DB_STENCIL_INFO[] = {
    {"FORMAT", 0, 0, kEnum_StencilFormat, 2, "StencilFormat"},
    {"SW_MODE", 4, 8, nullptr, 0, nullptr},
    {"FAULT_BEHAVIOR", 9, 10, kEnum_DbPRTFaultBehavior, 4, "DbPRTFaultBehavior"},
    {"ITERATE_FLUSH", 11, 11, nullptr, 0, nullptr},
    {"PARTIALLY_RESIDENT", 12, 12, nullptr, 0, nullptr},
    {"RESERVED_FIELD_1", 13, 15, nullptr, 0, nullptr},
    {"ITERATE_256", 20, 20, nullptr, 0, nullptr},
    {"ALLOW_EXPCLEAR", 27, 27, nullptr, 0, nullptr},
    {"TILE_STENCIL_DISABLE", 29, 29, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_VRS_OVERRIDE_CNTL[] = {
    {"VRS_OVERRIDE_RATE_COMBINER_MODE", 0, 2, kEnum_VRSCombinerMode, 5, "VRSCombinerMode"},
    {"VRS_OVERRIDE_RATE_X", 4, 5, nullptr, 0, nullptr},
    {"VRS_OVERRIDE_RATE_Y", 6, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_Z_INFO[] = {
    {"FORMAT", 0, 1, kEnum_ZFormat, 4, "ZFormat"},
    {"NUM_SAMPLES", 2, 3, nullptr, 0, nullptr},
    {"SW_MODE", 4, 8, nullptr, 0, nullptr},
    {"FAULT_BEHAVIOR", 9, 10, kEnum_DbPRTFaultBehavior, 4, "DbPRTFaultBehavior"},
    {"ITERATE_FLUSH", 11, 11, nullptr, 0, nullptr},
    {"PARTIALLY_RESIDENT", 12, 12, nullptr, 0, nullptr},
    {"RESERVED_FIELD_1", 13, 15, nullptr, 0, nullptr},
    {"MAXMIP", 16, 19, nullptr, 0, nullptr},
    {"ITERATE_256", 20, 20, nullptr, 0, nullptr},
    {"DECOMPRESS_ON_N_ZPLANES", 23, 26, nullptr, 0, nullptr},
    {"ALLOW_EXPCLEAR", 27, 27, nullptr, 0, nullptr},
    {"READ_SIZE", 28, 28, nullptr, 0, nullptr},
    {"TILE_SURFACE_ENABLE", 29, 29, nullptr, 0, nullptr},
    {"ZRANGE_PRECISION", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_DB_Z_READ_BASE_HI[] = {
    {"BASE_HI", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GB_ADDR_CONFIG[] = {
    {"NUM_PIPES", 0, 2, nullptr, 0, nullptr},
    {"PIPE_INTERLEAVE_SIZE", 3, 5, nullptr, 0, nullptr},
    {"MAX_COMPRESSED_FRAGS", 6, 7, nullptr, 0, nullptr},
    {"NUM_PKRS", 8, 10, nullptr, 0, nullptr},
    {"NUM_SHADER_ENGINES", 19, 20, nullptr, 0, nullptr},
    {"NUM_RB_PER_SE", 26, 27, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GCEA_PERFCOUNTER0_CFG[] = {
    {"PERF_SEL", 0, 7, nullptr, 0, nullptr},
    {"PERF_SEL_END", 8, 15, nullptr, 0, nullptr},
    {"PERF_MODE", 24, 27, nullptr, 0, nullptr},
    {"ENABLE", 28, 28, nullptr, 0, nullptr},
    {"CLEAR", 29, 29, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GCEA_PERFCOUNTER2_MODE[] = {
    {"COMPARE_MODE0", 0, 1, nullptr, 0, nullptr},
    {"COMPARE_MODE1", 2, 3, nullptr, 0, nullptr},
    {"COMPARE_MODE2", 4, 5, nullptr, 0, nullptr},
    {"COMPARE_MODE3", 6, 7, nullptr, 0, nullptr},
    {"COMPARE_VALUE0", 8, 11, nullptr, 0, nullptr},
    {"COMPARE_VALUE1", 12, 15, nullptr, 0, nullptr},
    {"COMPARE_VALUE2", 16, 19, nullptr, 0, nullptr},
    {"COMPARE_VALUE3", 20, 23, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GCEA_PERFCOUNTER_HI[] = {
    {"COUNTER_HI", 0, 15, nullptr, 0, nullptr},
    {"COMPARE_VALUE", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GCEA_PERFCOUNTER_LO[] = {
    {"COUNTER_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GCEA_PERFCOUNTER_RSLT_CNTL[] = {
    {"PERF_COUNTER_SELECT", 0, 3, nullptr, 0, nullptr},
    {"START_TRIGGER", 8, 15, nullptr, 0, nullptr},
    {"STOP_TRIGGER", 16, 23, nullptr, 0, nullptr},
    {"ENABLE_ANY", 24, 24, nullptr, 0, nullptr},
    {"CLEAR_ALL", 25, 25, nullptr, 0, nullptr},
    {"STOP_ALL_ON_SATURATE", 26, 26, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GCR_PERFCOUNTER1_SELECT[] = {
    {"PERF_SEL", 0, 8, nullptr, 0, nullptr},
    {"PERF_MODE", 24, 27, nullptr, 0, nullptr},
    {"CNTL_MODE", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_ATOM_BASE[] = {
    {"BASE", 0, 15, nullptr, 0, nullptr},
    {"UNUSED", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_ATOM_CNTL[] = {
    {"AINC", 0, 5, nullptr, 0, nullptr},
    {"UNUSED1", 6, 7, nullptr, 0, nullptr},
    {"DMODE", 8, 9, nullptr, 0, nullptr},
    {"UNUSED2", 10, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_ATOM_COMPLETE[] = {
    {"COMPLETE", 0, 0, nullptr, 0, nullptr},
    {"UNUSED", 1, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_ATOM_DST[] = {
    {"DST", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_ATOM_OFFSET0[] = {
    {"OFFSET0", 0, 7, nullptr, 0, nullptr},
    {"UNUSED", 8, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_ATOM_OFFSET1[] = {
    {"OFFSET1", 0, 7, nullptr, 0, nullptr},
    {"UNUSED", 8, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_ATOM_OP[] = {
    {"OP", 0, 7, nullptr, 0, nullptr},
    {"UNUSED", 8, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_ATOM_SIZE[] = {
    {"SIZE", 0, 15, nullptr, 0, nullptr},
    {"UNUSED", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_GWS_RESOURCE[] = {
    {"FLAG", 0, 0, nullptr, 0, nullptr},
    {"COUNTER", 1, 12, nullptr, 0, nullptr},
    {"TYPE", 13, 13, nullptr, 0, nullptr},
    {"DED", 14, 14, nullptr, 0, nullptr},
    {"RELEASE_ALL", 15, 15, nullptr, 0, nullptr},
    {"HEAD_QUEUE", 16, 26, nullptr, 0, nullptr},
    {"HEAD_VALID", 27, 27, nullptr, 0, nullptr},
    {"HEAD_FLAG", 28, 28, nullptr, 0, nullptr},
    {"HALTED", 29, 29, nullptr, 0, nullptr},
    {"HEAD_QUEUE1", 30, 30, nullptr, 0, nullptr},
    {"UNUSED1", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_GWS_RESOURCE_CNT[] = {
    {"RESOURCE_CNT", 0, 15, nullptr, 0, nullptr},
    {"UNUSED", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_GWS_RESOURCE_CNTL[] = {
    {"INDEX", 0, 5, nullptr, 0, nullptr},
    {"UNUSED", 6, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_OA_ADDRESS[] = {
    {"DS_ADDRESS", 0, 15, nullptr, 0, nullptr},
    {"CRAWLER_TYPE", 16, 19, nullptr, 0, nullptr},
    {"CRAWLER", 20, 23, nullptr, 0, nullptr},
    {"UNUSED", 24, 29, nullptr, 0, nullptr},
    {"NO_ALLOC", 30, 30, nullptr, 0, nullptr},
    {"ENABLE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_OA_CNTL[] = {
    {"INDEX", 0, 3, nullptr, 0, nullptr},
    {"UNUSED", 4, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_OA_COUNTER[] = {
    {"SPACE_AVAILABLE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_OA_INCDEC[] = {
    {"VALUE", 0, 30, nullptr, 0, nullptr},
    {"INCDEC", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_OA_RING_SIZE[] = {
    {"RING_SIZE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_RD_ADDR[] = {
    {"READ_ADDR", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_RD_BURST_ADDR[] = {
    {"BURST_ADDR", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_RD_BURST_COUNT[] = {
    {"BURST_COUNT", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_RD_BURST_DATA[] = {
    {"BURST_DATA", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_RD_DATA[] = {
    {"READ_DATA", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_WRITE_COMPLETE[] = {
    {"WRITE_COMPLETE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_WR_ADDR[] = {
    {"WRITE_ADDR", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GDS_WR_DATA[] = {
    {"WRITE_DATA", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GE1_PERFCOUNTER0_SELECT[] = {
    {"PERF_SEL0", 0, 9, nullptr, 0, nullptr},
    {"PERF_SEL1", 10, 19, nullptr, 0, nullptr},
    {"CNTR_MODE", 20, 23, nullptr, 0, nullptr},
    {"PERF_MODE0", 24, 27, nullptr, 0, nullptr},
    {"PERF_MODE1", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GE1_PERFCOUNTER0_SELECT1[] = {
    {"PERF_SEL2", 0, 9, nullptr, 0, nullptr},
    {"PERF_SEL3", 10, 19, nullptr, 0, nullptr},
    {"PERF_MODE2", 24, 27, nullptr, 0, nullptr},
    {"PERF_MODE3", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GE_CNTL[] = {
    {"PRIM_GRP_SIZE", 0, 8, nullptr, 0, nullptr},
    {"VERT_GRP_SIZE", 9, 17, nullptr, 0, nullptr},
    {"BREAK_WAVE_AT_EOI", 18, 18, nullptr, 0, nullptr},
    {"PACKET_TO_ONE_PA", 19, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GE_DMA_FIRST_INDEX[] = {
    {"FIRST_INDEX", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GE_MAX_OUTPUT_PER_SUBGROUP[] = {
    {"MAX_VERTS_PER_SUBGROUP", 0, 9, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GE_NGG_SUBGRP_CNTL[] = {
    {"PRIM_AMP_FACTOR", 0, 8, nullptr, 0, nullptr},
    {"THDS_PER_SUBGRP", 9, 17, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GE_PC_ALLOC[] = {
    {"OVERSUB_EN", 0, 0, nullptr, 0, nullptr},
    {"NUM_PC_LINES", 1, 10, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GE_STEREO_CNTL[] = {
    {"RT_SLICE", 0, 2, nullptr, 0, nullptr},
    {"VIEWPORT", 3, 6, nullptr, 0, nullptr},
    {"EN_STEREO", 8, 8, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GE_USER_VGPR_EN[] = {
    {"EN_USER_VGPR1", 0, 0, nullptr, 0, nullptr},
    {"EN_USER_VGPR2", 1, 1, nullptr, 0, nullptr},
    {"EN_USER_VGPR3", 2, 2, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GRBM_GFX_INDEX[] = {
    {"INSTANCE_INDEX", 0, 7, nullptr, 0, nullptr},
    {"SA_INDEX", 8, 15, nullptr, 0, nullptr},
    {"SE_INDEX", 16, 23, nullptr, 0, nullptr},
    {"SA_BROADCAST_WRITES", 29, 29, nullptr, 0, nullptr},
    {"INSTANCE_BROADCAST_WRITES", 30, 30, nullptr, 0, nullptr},
    {"SE_BROADCAST_WRITES", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GRBM_PERFCOUNTER0_SELECT[] = {
    {"PERF_SEL", 0, 5, nullptr, 0, nullptr},
    {"DB_CLEAN_USER_DEFINED_MASK", 10, 10, nullptr, 0, nullptr},
    {"CB_CLEAN_USER_DEFINED_MASK", 11, 11, nullptr, 0, nullptr},
    {"TA_BUSY_USER_DEFINED_MASK", 13, 13, nullptr, 0, nullptr},
    {"SX_BUSY_USER_DEFINED_MASK", 14, 14, nullptr, 0, nullptr},
    {"SPI_BUSY_USER_DEFINED_MASK", 16, 16, nullptr, 0, nullptr},
    {"SC_BUSY_USER_DEFINED_MASK", 17, 17, nullptr, 0, nullptr},
    {"PA_BUSY_USER_DEFINED_MASK", 18, 18, nullptr, 0, nullptr},
    {"GRBM_BUSY_USER_DEFINED_MASK", 19, 19, nullptr, 0, nullptr},
    {"DB_BUSY_USER_DEFINED_MASK", 20, 20, nullptr, 0, nullptr},
    {"CB_BUSY_USER_DEFINED_MASK", 21, 21, nullptr, 0, nullptr},
    {"CP_BUSY_USER_DEFINED_MASK", 22, 22, nullptr, 0, nullptr},
    {"GDS_BUSY_USER_DEFINED_MASK", 24, 24, nullptr, 0, nullptr},
    {"BCI_BUSY_USER_DEFINED_MASK", 25, 25, nullptr, 0, nullptr},
    {"RLC_BUSY_USER_DEFINED_MASK", 26, 26, nullptr, 0, nullptr},
    {"TCP_BUSY_USER_DEFINED_MASK", 27, 27, nullptr, 0, nullptr},
    {"GE_BUSY_USER_DEFINED_MASK", 28, 28, nullptr, 0, nullptr},
    {"UTCL2_BUSY_USER_DEFINED_MASK", 29, 29, nullptr, 0, nullptr},
    {"EA_BUSY_USER_DEFINED_MASK", 30, 30, nullptr, 0, nullptr},
    {"RMI_BUSY_USER_DEFINED_MASK", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GRBM_PERFCOUNTER0_SELECT_HI[] = {
    {"UTCL1_BUSY_USER_DEFINED_MASK", 1, 1, nullptr, 0, nullptr},
    {"GL2CC_BUSY_USER_DEFINED_MASK", 2, 2, nullptr, 0, nullptr},
    {"SDMA_BUSY_USER_DEFINED_MASK", 3, 3, nullptr, 0, nullptr},
    {"CH_BUSY_USER_DEFINED_MASK", 4, 4, nullptr, 0, nullptr},
    {"PH_BUSY_USER_DEFINED_MASK", 5, 5, nullptr, 0, nullptr},
    {"PMM_BUSY_USER_DEFINED_MASK", 6, 6, nullptr, 0, nullptr},
    {"GUS_BUSY_USER_DEFINED_MASK", 7, 7, nullptr, 0, nullptr},
    {"GL1CC_BUSY_USER_DEFINED_MASK", 8, 8, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GRBM_SE0_PERFCOUNTER_SELECT[] = {
    {"PERF_SEL", 0, 5, nullptr, 0, nullptr},
    {"DB_CLEAN_USER_DEFINED_MASK", 10, 10, nullptr, 0, nullptr},
    {"CB_CLEAN_USER_DEFINED_MASK", 11, 11, nullptr, 0, nullptr},
    {"TA_BUSY_USER_DEFINED_MASK", 12, 12, nullptr, 0, nullptr},
    {"SX_BUSY_USER_DEFINED_MASK", 13, 13, nullptr, 0, nullptr},
    {"SPI_BUSY_USER_DEFINED_MASK", 15, 15, nullptr, 0, nullptr},
    {"SC_BUSY_USER_DEFINED_MASK", 16, 16, nullptr, 0, nullptr},
    {"DB_BUSY_USER_DEFINED_MASK", 17, 17, nullptr, 0, nullptr},
    {"CB_BUSY_USER_DEFINED_MASK", 18, 18, nullptr, 0, nullptr},
    {"PA_BUSY_USER_DEFINED_MASK", 20, 20, nullptr, 0, nullptr},
    {"BCI_BUSY_USER_DEFINED_MASK", 21, 21, nullptr, 0, nullptr},
    {"RMI_BUSY_USER_DEFINED_MASK", 22, 22, nullptr, 0, nullptr},
    {"UTCL1_BUSY_USER_DEFINED_MASK", 23, 23, nullptr, 0, nullptr},
    {"TCP_BUSY_USER_DEFINED_MASK", 24, 24, nullptr, 0, nullptr},
    {"GL1CC_BUSY_USER_DEFINED_MASK", 25, 25, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GRBM_STATUS[] = {
    {"ME0PIPE0_CMDFIFO_AVAIL", 0, 3, nullptr, 0, nullptr},
    {"ME0PIPE0_CF_RQ_PENDING", 7, 7, nullptr, 0, nullptr},
    {"ME0PIPE0_PF_RQ_PENDING", 8, 8, nullptr, 0, nullptr},
    {"GDS_DMA_RQ_PENDING", 9, 9, nullptr, 0, nullptr},
    {"DB_CLEAN", 12, 12, nullptr, 0, nullptr},
    {"CB_CLEAN", 13, 13, nullptr, 0, nullptr},
    {"TA_BUSY", 14, 14, nullptr, 0, nullptr},
    {"GDS_BUSY", 15, 15, nullptr, 0, nullptr},
    {"GE_BUSY_NO_DMA", 16, 16, nullptr, 0, nullptr},
    {"SX_BUSY", 20, 20, nullptr, 0, nullptr},
    {"GE_BUSY", 21, 21, nullptr, 0, nullptr},
    {"SPI_BUSY", 22, 22, nullptr, 0, nullptr},
    {"BCI_BUSY", 23, 23, nullptr, 0, nullptr},
    {"SC_BUSY", 24, 24, nullptr, 0, nullptr},
    {"PA_BUSY", 25, 25, nullptr, 0, nullptr},
    {"DB_BUSY", 26, 26, nullptr, 0, nullptr},
    {"CP_COHERENCY_BUSY", 28, 28, nullptr, 0, nullptr},
    {"CP_BUSY", 29, 29, nullptr, 0, nullptr},
    {"CB_BUSY", 30, 30, nullptr, 0, nullptr},
    {"GUI_ACTIVE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GRBM_STATUS2[] = {
    {"ME0PIPE1_CMDFIFO_AVAIL", 0, 3, nullptr, 0, nullptr},
    {"ME0PIPE1_CF_RQ_PENDING", 4, 4, nullptr, 0, nullptr},
    {"ME0PIPE1_PF_RQ_PENDING", 5, 5, nullptr, 0, nullptr},
    {"ME1PIPE0_RQ_PENDING", 6, 6, nullptr, 0, nullptr},
    {"ME1PIPE1_RQ_PENDING", 7, 7, nullptr, 0, nullptr},
    {"ME1PIPE2_RQ_PENDING", 8, 8, nullptr, 0, nullptr},
    {"ME1PIPE3_RQ_PENDING", 9, 9, nullptr, 0, nullptr},
    {"ME2PIPE0_RQ_PENDING", 10, 10, nullptr, 0, nullptr},
    {"ME2PIPE1_RQ_PENDING", 11, 11, nullptr, 0, nullptr},
    {"ME2PIPE2_RQ_PENDING", 12, 12, nullptr, 0, nullptr},
    {"ME2PIPE3_RQ_PENDING", 13, 13, nullptr, 0, nullptr},
    {"RLC_RQ_PENDING", 14, 14, nullptr, 0, nullptr},
    {"UTCL2_BUSY", 15, 15, nullptr, 0, nullptr},
    {"EA_BUSY", 16, 16, nullptr, 0, nullptr},
    {"RMI_BUSY", 17, 17, nullptr, 0, nullptr},
    {"UTCL2_RQ_PENDING", 18, 18, nullptr, 0, nullptr},
    {"SDMA_SCH_RQ_PENDING", 19, 19, nullptr, 0, nullptr},
    {"EA_LINK_BUSY", 20, 20, nullptr, 0, nullptr},
    {"SDMA_BUSY", 21, 21, nullptr, 0, nullptr},
    {"SDMA0_RQ_PENDING", 22, 22, nullptr, 0, nullptr},
    {"SDMA1_RQ_PENDING", 23, 23, nullptr, 0, nullptr},
    {"SDMA2_RQ_PENDING", 24, 24, nullptr, 0, nullptr},
    {"SDMA3_RQ_PENDING", 25, 25, nullptr, 0, nullptr},
    {"RLC_BUSY", 26, 26, nullptr, 0, nullptr},
    {"TCP_BUSY", 27, 27, nullptr, 0, nullptr},
    {"CPF_BUSY", 28, 28, nullptr, 0, nullptr},
    {"CPC_BUSY", 29, 29, nullptr, 0, nullptr},
    {"CPG_BUSY", 30, 30, nullptr, 0, nullptr},
    {"CPAXI_BUSY", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GRBM_STATUS3[] = {
    {"GRBM_RLC_INTR_CREDIT_PENDING", 5, 5, nullptr, 0, nullptr},
    {"GRBM_UTCL2_INTR_CREDIT_PENDING", 6, 6, nullptr, 0, nullptr},
    {"GRBM_CPF_INTR_CREDIT_PENDING", 7, 7, nullptr, 0, nullptr},
    {"MESPIPE0_RQ_PENDING", 8, 8, nullptr, 0, nullptr},
    {"MESPIPE1_RQ_PENDING", 9, 9, nullptr, 0, nullptr},
    {"MESPIPE2_RQ_PENDING", 10, 10, nullptr, 0, nullptr},
    {"MESPIPE3_RQ_PENDING", 11, 11, nullptr, 0, nullptr},
    {"PH_BUSY", 13, 13, nullptr, 0, nullptr},
    {"CH_BUSY", 14, 14, nullptr, 0, nullptr},
    {"GL2CC_BUSY", 15, 15, nullptr, 0, nullptr},
    {"GL1CC_BUSY", 16, 16, nullptr, 0, nullptr},
    {"GUS_LINK_BUSY", 28, 28, nullptr, 0, nullptr},
    {"GUS_BUSY", 29, 29, nullptr, 0, nullptr},
    {"UTCL1_BUSY", 30, 30, nullptr, 0, nullptr},
    {"PMM_BUSY", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_GRBM_STATUS_SE0[] = {
    {"DB_CLEAN", 1, 1, nullptr, 0, nullptr},
    {"CB_CLEAN", 2, 2, nullptr, 0, nullptr},
    {"UTCL1_BUSY", 3, 3, nullptr, 0, nullptr},
    {"TCP_BUSY", 4, 4, nullptr, 0, nullptr},
    {"GL1CC_BUSY", 5, 5, nullptr, 0, nullptr},
    {"RMI_BUSY", 21, 21, nullptr, 0, nullptr},
    {"BCI_BUSY", 22, 22, nullptr, 0, nullptr},
    {"PA_BUSY", 24, 24, nullptr, 0, nullptr},
    {"TA_BUSY", 25, 25, nullptr, 0, nullptr},
    {"SX_BUSY", 26, 26, nullptr, 0, nullptr},
    {"SPI_BUSY", 27, 27, nullptr, 0, nullptr},
    {"SC_BUSY", 29, 29, nullptr, 0, nullptr},
    {"DB_BUSY", 30, 30, nullptr, 0, nullptr},
    {"CB_BUSY", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_IA_MULTI_VGT_PARAM[] = {
    {"PRIMGROUP_SIZE", 0, 15, nullptr, 0, nullptr},
    {"PARTIAL_VS_WAVE_ON", 16, 16, nullptr, 0, nullptr},
    {"SWITCH_ON_EOP", 17, 17, nullptr, 0, nullptr},
    {"PARTIAL_ES_WAVE_ON", 18, 18, nullptr, 0, nullptr},
    {"SWITCH_ON_EOI", 19, 19, nullptr, 0, nullptr},
    {"WD_SWITCH_ON_EOP", 20, 20, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_IA_MULTI_VGT_PARAM_PIPED[] = {
    {"PRIMGROUP_SIZE", 0, 15, nullptr, 0, nullptr},
    {"PARTIAL_VS_WAVE_ON", 16, 16, nullptr, 0, nullptr},
    {"SWITCH_ON_EOP", 17, 17, nullptr, 0, nullptr},
    {"PARTIAL_ES_WAVE_ON", 18, 18, nullptr, 0, nullptr},
    {"SWITCH_ON_EOI", 19, 19, nullptr, 0, nullptr},
    {"WD_SWITCH_ON_EOP", 20, 20, nullptr, 0, nullptr},
    {"EN_INST_OPT_BASIC", 21, 21, nullptr, 0, nullptr},
    {"EN_INST_OPT_ADV", 22, 22, nullptr, 0, nullptr},
    {"HW_USE_ONLY", 23, 23, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_CLIP_CNTL[] = {
    {"UCP_ENA_0", 0, 0, nullptr, 0, nullptr},
    {"UCP_ENA_1", 1, 1, nullptr, 0, nullptr},
    {"UCP_ENA_2", 2, 2, nullptr, 0, nullptr},
    {"UCP_ENA_3", 3, 3, nullptr, 0, nullptr},
    {"UCP_ENA_4", 4, 4, nullptr, 0, nullptr},
    {"UCP_ENA_5", 5, 5, nullptr, 0, nullptr},
    {"PS_UCP_Y_SCALE_NEG", 13, 13, nullptr, 0, nullptr},
    {"PS_UCP_MODE", 14, 15, nullptr, 0, nullptr},
    {"CLIP_DISABLE", 16, 16, nullptr, 0, nullptr},
    {"UCP_CULL_ONLY_ENA", 17, 17, nullptr, 0, nullptr},
    {"BOUNDARY_EDGE_FLAG_ENA", 18, 18, nullptr, 0, nullptr},
    {"DX_CLIP_SPACE_DEF", 19, 19, nullptr, 0, nullptr},
    {"DIS_CLIP_ERR_DETECT", 20, 20, nullptr, 0, nullptr},
    {"VTX_KILL_OR", 21, 21, nullptr, 0, nullptr},
    {"DX_RASTERIZATION_KILL", 22, 22, nullptr, 0, nullptr},
    {"DX_LINEAR_ATTR_CLIP_ENA", 24, 24, nullptr, 0, nullptr},
    {"VTE_VPORT_PROVOKE_DISABLE", 25, 25, nullptr, 0, nullptr},
    {"ZCLIP_NEAR_DISABLE", 26, 26, nullptr, 0, nullptr},
    {"ZCLIP_FAR_DISABLE", 27, 27, nullptr, 0, nullptr},
    {"ZCLIP_PROG_NEAR_ENA", 28, 28, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_NANINF_CNTL[] = {
    {"VTE_XY_INF_DISCARD", 0, 0, nullptr, 0, nullptr},
    {"VTE_Z_INF_DISCARD", 1, 1, nullptr, 0, nullptr},
    {"VTE_W_INF_DISCARD", 2, 2, nullptr, 0, nullptr},
    {"VTE_0XNANINF_IS_0", 3, 3, nullptr, 0, nullptr},
    {"VTE_XY_NAN_RETAIN", 4, 4, nullptr, 0, nullptr},
    {"VTE_Z_NAN_RETAIN", 5, 5, nullptr, 0, nullptr},
    {"VTE_W_NAN_RETAIN", 6, 6, nullptr, 0, nullptr},
    {"VTE_W_RECIP_NAN_IS_0", 7, 7, nullptr, 0, nullptr},
    {"VS_XY_NAN_TO_INF", 8, 8, nullptr, 0, nullptr},
    {"VS_XY_INF_RETAIN", 9, 9, nullptr, 0, nullptr},
    {"VS_Z_NAN_TO_INF", 10, 10, nullptr, 0, nullptr},
    {"VS_Z_INF_RETAIN", 11, 11, nullptr, 0, nullptr},
    {"VS_W_NAN_TO_INF", 12, 12, nullptr, 0, nullptr},
    {"VS_W_INF_RETAIN", 13, 13, nullptr, 0, nullptr},
    {"VS_CLIP_DIST_INF_DISCARD", 14, 14, nullptr, 0, nullptr},
    {"VTE_NO_OUTPUT_NEG_0", 20, 20, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_NGG_CNTL[] = {
    {"VERTEX_REUSE_OFF", 0, 0, nullptr, 0, nullptr},
    {"INDEX_BUF_EDGE_FLAG_ENA", 1, 1, nullptr, 0, nullptr},
    {"VERTEX_REUSE_DEPTH", 2, 9, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_UCP_0_X[] = {
    {"DATA_REGISTER", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_VPORT_XOFFSET[] = {
    {"VPORT_XOFFSET", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_VPORT_XSCALE[] = {
    {"VPORT_XSCALE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_VPORT_YOFFSET[] = {
    {"VPORT_YOFFSET", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_VPORT_YSCALE[] = {
    {"VPORT_YSCALE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_VPORT_ZOFFSET[] = {
    {"VPORT_ZOFFSET", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_VPORT_ZSCALE[] = {
    {"VPORT_ZSCALE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_VRS_CNTL[] = {
    {"VERTEX_RATE_COMBINER_MODE", 0, 2, kEnum_VRSCombinerMode, 5, "VRSCombinerMode"},
    {"PRIMITIVE_RATE_COMBINER_MODE", 3, 5, kEnum_VRSCombinerMode, 5, "VRSCombinerMode"},
    {"HTILE_RATE_COMBINER_MODE", 6, 8, kEnum_VRSCombinerMode, 5, "VRSCombinerMode"},
    {"SAMPLE_ITER_COMBINER_MODE", 9, 11, kEnum_VRSCombinerMode, 5, "VRSCombinerMode"},
    {"EXPOSE_VRS_PIXELS_MASK", 13, 13, nullptr, 0, nullptr},
    {"CMASK_RATE_HINT_FORCE_ZERO", 14, 14, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_VS_OUT_CNTL[] = {
    {"CLIP_DIST_ENA_0", 0, 0, nullptr, 0, nullptr},
    {"CLIP_DIST_ENA_1", 1, 1, nullptr, 0, nullptr},
    {"CLIP_DIST_ENA_2", 2, 2, nullptr, 0, nullptr},
    {"CLIP_DIST_ENA_3", 3, 3, nullptr, 0, nullptr},
    {"CLIP_DIST_ENA_4", 4, 4, nullptr, 0, nullptr},
    {"CLIP_DIST_ENA_5", 5, 5, nullptr, 0, nullptr},
    {"CLIP_DIST_ENA_6", 6, 6, nullptr, 0, nullptr},
    {"CLIP_DIST_ENA_7", 7, 7, nullptr, 0, nullptr},
    {"CULL_DIST_ENA_0", 8, 8, nullptr, 0, nullptr},
    {"CULL_DIST_ENA_1", 9, 9, nullptr, 0, nullptr},
    {"CULL_DIST_ENA_2", 10, 10, nullptr, 0, nullptr},
    {"CULL_DIST_ENA_3", 11, 11, nullptr, 0, nullptr},
    {"CULL_DIST_ENA_4", 12, 12, nullptr, 0, nullptr},
    {"CULL_DIST_ENA_5", 13, 13, nullptr, 0, nullptr},
    {"CULL_DIST_ENA_6", 14, 14, nullptr, 0, nullptr},
    {"CULL_DIST_ENA_7", 15, 15, nullptr, 0, nullptr},
    {"USE_VTX_POINT_SIZE", 16, 16, nullptr, 0, nullptr},
    {"USE_VTX_EDGE_FLAG", 17, 17, nullptr, 0, nullptr},
    {"USE_VTX_RENDER_TARGET_INDX", 18, 18, nullptr, 0, nullptr},
    {"USE_VTX_VIEWPORT_INDX", 19, 19, nullptr, 0, nullptr},
    {"USE_VTX_KILL_FLAG", 20, 20, nullptr, 0, nullptr},
    {"VS_OUT_MISC_VEC_ENA", 21, 21, nullptr, 0, nullptr},
    {"VS_OUT_CCDIST0_VEC_ENA", 22, 22, nullptr, 0, nullptr},
    {"VS_OUT_CCDIST1_VEC_ENA", 23, 23, nullptr, 0, nullptr},
    {"VS_OUT_MISC_SIDE_BUS_ENA", 24, 24, nullptr, 0, nullptr},
    {"USE_VTX_GS_CUT_FLAG", 25, 25, nullptr, 0, nullptr},
    {"USE_VTX_LINE_WIDTH", 27, 27, nullptr, 0, nullptr},
    {"USE_VTX_VRS_RATE", 28, 28, nullptr, 0, nullptr},
    {"BYPASS_VTX_RATE_COMBINER", 29, 29, nullptr, 0, nullptr},
    {"BYPASS_PRIM_RATE_COMBINER", 30, 30, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_CL_VTE_CNTL[] = {
    {"VPORT_X_SCALE_ENA", 0, 0, nullptr, 0, nullptr},
    {"VPORT_X_OFFSET_ENA", 1, 1, nullptr, 0, nullptr},
    {"VPORT_Y_SCALE_ENA", 2, 2, nullptr, 0, nullptr},
    {"VPORT_Y_OFFSET_ENA", 3, 3, nullptr, 0, nullptr},
    {"VPORT_Z_SCALE_ENA", 4, 4, nullptr, 0, nullptr},
    {"VPORT_Z_OFFSET_ENA", 5, 5, nullptr, 0, nullptr},
    {"VTX_XY_FMT", 8, 8, nullptr, 0, nullptr},
    {"VTX_Z_FMT", 9, 9, nullptr, 0, nullptr},
    {"VTX_W0_FMT", 10, 10, nullptr, 0, nullptr},
    {"PERFCOUNTER_REF", 11, 11, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_AA_CONFIG[] = {
    {"MSAA_NUM_SAMPLES", 0, 2, nullptr, 0, nullptr},
    {"AA_MASK_CENTROID_DTMN", 4, 4, nullptr, 0, nullptr},
    {"MAX_SAMPLE_DIST", 13, 16, nullptr, 0, nullptr},
    {"MSAA_EXPOSED_SAMPLES", 20, 22, nullptr, 0, nullptr},
    {"DETAIL_TO_EXPOSED_MODE", 24, 25, nullptr, 0, nullptr},
    {"COVERAGE_TO_SHADER_SELECT", 26, 27, kEnum_CovToShaderSel, 4, "CovToShaderSel"},
    {"SAMPLE_COVERAGE_ENCODING", 28, 28, nullptr, 0, nullptr},
    {"COVERED_CENTROID_IS_CENTER", 29, 29, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_AA_MASK_X0Y0_X1Y0[] = {
    {"AA_MASK_X0Y0", 0, 15, nullptr, 0, nullptr},
    {"AA_MASK_X1Y0", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_AA_MASK_X0Y1_X1Y1[] = {
    {"AA_MASK_X0Y1", 0, 15, nullptr, 0, nullptr},
    {"AA_MASK_X1Y1", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0[] = {
    {"S0_X", 0, 3, nullptr, 0, nullptr},
    {"S0_Y", 4, 7, nullptr, 0, nullptr},
    {"S1_X", 8, 11, nullptr, 0, nullptr},
    {"S1_Y", 12, 15, nullptr, 0, nullptr},
    {"S2_X", 16, 19, nullptr, 0, nullptr},
    {"S2_Y", 20, 23, nullptr, 0, nullptr},
    {"S3_X", 24, 27, nullptr, 0, nullptr},
    {"S3_Y", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1[] = {
    {"S4_X", 0, 3, nullptr, 0, nullptr},
    {"S4_Y", 4, 7, nullptr, 0, nullptr},
    {"S5_X", 8, 11, nullptr, 0, nullptr},
    {"S5_Y", 12, 15, nullptr, 0, nullptr},
    {"S6_X", 16, 19, nullptr, 0, nullptr},
    {"S6_Y", 20, 23, nullptr, 0, nullptr},
    {"S7_X", 24, 27, nullptr, 0, nullptr},
    {"S7_Y", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2[] = {
    {"S8_X", 0, 3, nullptr, 0, nullptr},
    {"S8_Y", 4, 7, nullptr, 0, nullptr},
    {"S9_X", 8, 11, nullptr, 0, nullptr},
    {"S9_Y", 12, 15, nullptr, 0, nullptr},
    {"S10_X", 16, 19, nullptr, 0, nullptr},
    {"S10_Y", 20, 23, nullptr, 0, nullptr},
    {"S11_X", 24, 27, nullptr, 0, nullptr},
    {"S11_Y", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3[] = {
    {"S12_X", 0, 3, nullptr, 0, nullptr},
    {"S12_Y", 4, 7, nullptr, 0, nullptr},
    {"S13_X", 8, 11, nullptr, 0, nullptr},
    {"S13_Y", 12, 15, nullptr, 0, nullptr},
    {"S14_X", 16, 19, nullptr, 0, nullptr},
    {"S14_Y", 20, 23, nullptr, 0, nullptr},
    {"S15_X", 24, 27, nullptr, 0, nullptr},
    {"S15_Y", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_BINNER_CNTL_0[] = {
    {"BINNING_MODE", 0, 1, kEnum_BinningMode, 4, "BinningMode"},
    {"BIN_SIZE_X", 2, 2, nullptr, 0, nullptr},
    {"BIN_SIZE_Y", 3, 3, nullptr, 0, nullptr},
    {"BIN_SIZE_X_EXTEND", 4, 6, kEnum_BinSizeExtend, 5, "BinSizeExtend"},
    {"BIN_SIZE_Y_EXTEND", 7, 9, kEnum_BinSizeExtend, 5, "BinSizeExtend"},
    {"CONTEXT_STATES_PER_BIN", 10, 12, nullptr, 0, nullptr},
    {"PERSISTENT_STATES_PER_BIN", 13, 17, nullptr, 0, nullptr},
    {"DISABLE_START_OF_PRIM", 18, 18, nullptr, 0, nullptr},
    {"FPOVS_PER_BATCH", 19, 26, nullptr, 0, nullptr},
    {"OPTIMAL_BIN_SELECTION", 27, 27, nullptr, 0, nullptr},
    {"FLUSH_ON_BINNING_TRANSITION", 28, 28, nullptr, 0, nullptr},
    {"BIN_MAPPING_MODE", 29, 30, kEnum_BinMapMode, 3, "BinMapMode"},
};
constexpr FieldInfo kType_PA_SC_BINNER_CNTL_1[] = {
    {"MAX_ALLOC_COUNT", 0, 15, nullptr, 0, nullptr},
    {"MAX_PRIM_PER_BATCH", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_CENTROID_PRIORITY_0[] = {
    {"DISTANCE_0", 0, 3, nullptr, 0, nullptr},
    {"DISTANCE_1", 4, 7, nullptr, 0, nullptr},
    {"DISTANCE_2", 8, 11, nullptr, 0, nullptr},
    {"DISTANCE_3", 12, 15, nullptr, 0, nullptr},
    {"DISTANCE_4", 16, 19, nullptr, 0, nullptr},
    {"DISTANCE_5", 20, 23, nullptr, 0, nullptr},
    {"DISTANCE_6", 24, 27, nullptr, 0, nullptr},
    {"DISTANCE_7", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_CENTROID_PRIORITY_1[] = {
    {"DISTANCE_8", 0, 3, nullptr, 0, nullptr},
    {"DISTANCE_9", 4, 7, nullptr, 0, nullptr},
    {"DISTANCE_10", 8, 11, nullptr, 0, nullptr},
    {"DISTANCE_11", 12, 15, nullptr, 0, nullptr},
    {"DISTANCE_12", 16, 19, nullptr, 0, nullptr},
    {"DISTANCE_13", 20, 23, nullptr, 0, nullptr},
    {"DISTANCE_14", 24, 27, nullptr, 0, nullptr},
    {"DISTANCE_15", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_CLIPRECT_0_TL[] = {
    {"TL_X", 0, 14, nullptr, 0, nullptr},
    {"TL_Y", 16, 30, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_CLIPRECT_RULE[] = {
    {"CLIP_RULE", 0, 15, kEnum_CLIP_RULE, 16, "CLIP_RULE"},
};
constexpr FieldInfo kType_PA_SC_CONSERVATIVE_RASTERIZATION_CNTL[] = {
    {"OVER_RAST_ENABLE", 0, 0, nullptr, 0, nullptr},
    {"OVER_RAST_SAMPLE_SELECT", 1, 4, nullptr, 0, nullptr},
    {"UNDER_RAST_ENABLE", 5, 5, nullptr, 0, nullptr},
    {"UNDER_RAST_SAMPLE_SELECT", 6, 9, nullptr, 0, nullptr},
    {"PBB_UNCERTAINTY_REGION_ENABLE", 10, 10, nullptr, 0, nullptr},
    {"ZMM_TRI_EXTENT", 11, 11, nullptr, 0, nullptr},
    {"ZMM_TRI_OFFSET", 12, 12, nullptr, 0, nullptr},
    {"OVERRIDE_OVER_RAST_INNER_TO_NORMAL", 13, 13, nullptr, 0, nullptr},
    {"OVERRIDE_UNDER_RAST_INNER_TO_NORMAL", 14, 14, nullptr, 0, nullptr},
    {"DEGENERATE_OVERRIDE_INNER_TO_NORMAL_DISABLE", 15, 15, nullptr, 0, nullptr},
    {"UNCERTAINTY_REGION_MODE", 16, 17, kEnum_ScUncertaintyRegionMode, 3, "ScUncertaintyRegionMode"},
    {"OUTER_UNCERTAINTY_EDGERULE_OVERRIDE", 18, 18, nullptr, 0, nullptr},
    {"INNER_UNCERTAINTY_EDGERULE_OVERRIDE", 19, 19, nullptr, 0, nullptr},
    {"NULL_SQUAD_AA_MASK_ENABLE", 20, 20, nullptr, 0, nullptr},
    {"COVERAGE_AA_MASK_ENABLE", 21, 21, nullptr, 0, nullptr},
    {"PREZ_AA_MASK_ENABLE", 22, 22, nullptr, 0, nullptr},
    {"POSTZ_AA_MASK_ENABLE", 23, 23, nullptr, 0, nullptr},
    {"CENTROID_SAMPLE_OVERRIDE", 24, 24, nullptr, 0, nullptr},
    {"UNCERTAINTY_REGION_MULT", 25, 26, nullptr, 0, nullptr},
    {"UNCERTAINTY_REGION_PBB_MULT", 27, 28, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_EDGERULE[] = {
    {"ER_TRI", 0, 3, nullptr, 0, nullptr},
    {"ER_POINT", 4, 7, nullptr, 0, nullptr},
    {"ER_RECT", 8, 11, nullptr, 0, nullptr},
    {"ER_LINE_LR", 12, 17, nullptr, 0, nullptr},
    {"ER_LINE_RL", 18, 23, nullptr, 0, nullptr},
    {"ER_LINE_TB", 24, 27, nullptr, 0, nullptr},
    {"ER_LINE_BT", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_LINE_CNTL[] = {
    {"EXPAND_LINE_WIDTH", 9, 9, nullptr, 0, nullptr},
    {"LAST_PIXEL", 10, 10, nullptr, 0, nullptr},
    {"PERPENDICULAR_ENDCAP_ENA", 11, 11, nullptr, 0, nullptr},
    {"DX10_DIAMOND_TEST_ENA", 12, 12, nullptr, 0, nullptr},
    {"EXTRA_DX_DY_PRECISION", 13, 13, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_LINE_STIPPLE[] = {
    {"LINE_PATTERN", 0, 15, nullptr, 0, nullptr},
    {"REPEAT_COUNT", 16, 23, nullptr, 0, nullptr},
    {"PATTERN_BIT_ORDER", 28, 28, nullptr, 0, nullptr},
    {"AUTO_RESET_CNTL", 29, 30, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_LINE_STIPPLE_STATE[] = {
    {"CURRENT_PTR", 0, 3, nullptr, 0, nullptr},
    {"CURRENT_COUNT", 8, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_MODE_CNTL_0[] = {
    {"MSAA_ENABLE", 0, 0, nullptr, 0, nullptr},
    {"VPORT_SCISSOR_ENABLE", 1, 1, nullptr, 0, nullptr},
    {"LINE_STIPPLE_ENABLE", 2, 2, nullptr, 0, nullptr},
    {"SEND_UNLIT_STILES_TO_PKR", 3, 3, nullptr, 0, nullptr},
    {"ALTERNATE_RBS_PER_TILE", 5, 5, nullptr, 0, nullptr},
    {"COARSE_TILE_STARTS_ON_EVEN_RB", 6, 6, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_MODE_CNTL_1[] = {
    {"WALK_SIZE", 0, 0, nullptr, 0, nullptr},
    {"WALK_ALIGNMENT", 1, 1, nullptr, 0, nullptr},
    {"WALK_ALIGN8_PRIM_FITS_ST", 2, 2, nullptr, 0, nullptr},
    {"WALK_FENCE_ENABLE", 3, 3, nullptr, 0, nullptr},
    {"WALK_FENCE_SIZE", 4, 6, nullptr, 0, nullptr},
    {"SUPERTILE_WALK_ORDER_ENABLE", 7, 7, nullptr, 0, nullptr},
    {"TILE_WALK_ORDER_ENABLE", 8, 8, nullptr, 0, nullptr},
    {"TILE_COVER_DISABLE", 9, 9, nullptr, 0, nullptr},
    {"TILE_COVER_NO_SCISSOR", 10, 10, nullptr, 0, nullptr},
    {"ZMM_LINE_EXTENT", 11, 11, nullptr, 0, nullptr},
    {"ZMM_LINE_OFFSET", 12, 12, nullptr, 0, nullptr},
    {"ZMM_RECT_EXTENT", 13, 13, nullptr, 0, nullptr},
    {"KILL_PIX_POST_HI_Z", 14, 14, nullptr, 0, nullptr},
    {"KILL_PIX_POST_DETAIL_MASK", 15, 15, nullptr, 0, nullptr},
    {"PS_ITER_SAMPLE", 16, 16, nullptr, 0, nullptr},
    {"MULTI_SHADER_ENGINE_PRIM_DISCARD_ENABLE", 17, 17, nullptr, 0, nullptr},
    {"MULTI_GPU_SUPERTILE_ENABLE", 18, 18, nullptr, 0, nullptr},
    {"GPU_ID_OVERRIDE_ENABLE", 19, 19, nullptr, 0, nullptr},
    {"GPU_ID_OVERRIDE", 20, 23, nullptr, 0, nullptr},
    {"MULTI_GPU_PRIM_DISCARD_ENABLE", 24, 24, nullptr, 0, nullptr},
    {"FORCE_EOV_CNTDWN_ENABLE", 25, 25, nullptr, 0, nullptr},
    {"FORCE_EOV_REZ_ENABLE", 26, 26, nullptr, 0, nullptr},
    {"OUT_OF_ORDER_PRIMITIVE_ENABLE", 27, 27, nullptr, 0, nullptr},
    {"OUT_OF_ORDER_WATER_MARK", 28, 30, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_NGG_MODE_CNTL[] = {
    {"MAX_DEALLOCS_IN_WAVE", 0, 10, nullptr, 0, nullptr},
    {"MAX_FPOVS_IN_WAVE", 16, 23, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_P3D_TRAP_SCREEN_H[] = {
    {"X_COORD", 0, 13, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_P3D_TRAP_SCREEN_HV_EN[] = {
    {"ENABLE_HV_PRE_SHADER", 0, 0, nullptr, 0, nullptr},
    {"FORCE_PRE_SHADER_ALL_PIXELS", 1, 1, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_P3D_TRAP_SCREEN_OCCURRENCE[] = {
    {"COUNT", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_P3D_TRAP_SCREEN_V[] = {
    {"Y_COORD", 0, 13, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_PERFCOUNTER1_SELECT[] = {
    {"PERF_SEL", 0, 9, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_RASTER_CONFIG[] = {
    {"RB_MAP_PKR0", 0, 1, kEnum_RbMap, 4, "RbMap"},
    {"RB_MAP_PKR1", 2, 3, kEnum_RbMap, 4, "RbMap"},
    {"RB_XSEL2", 4, 5, kEnum_RbXsel2, 4, "RbXsel2"},
    {"RB_XSEL", 6, 6, kEnum_RbXsel, 2, "RbXsel"},
    {"RB_YSEL", 7, 7, kEnum_RbYsel, 2, "RbYsel"},
    {"PKR_MAP", 8, 9, kEnum_PkrMap, 4, "PkrMap"},
    {"PKR_XSEL", 10, 11, kEnum_PkrXsel, 4, "PkrXsel"},
    {"PKR_YSEL", 12, 13, kEnum_PkrYsel, 4, "PkrYsel"},
    {"PKR_XSEL2", 14, 15, kEnum_PkrXsel2, 4, "PkrXsel2"},
    {"SC_MAP", 16, 17, kEnum_ScMap, 4, "ScMap"},
    {"SC_XSEL", 18, 19, kEnum_ScXsel, 4, "ScXsel"},
    {"SC_YSEL", 20, 21, kEnum_ScYsel, 4, "ScYsel"},
    {"SE_MAP", 24, 25, kEnum_SeMap, 4, "SeMap"},
    {"SE_XSEL", 26, 27, kEnum_SeXsel, 4, "SeXsel"},
    {"SE_YSEL", 28, 29, kEnum_SeYsel, 4, "SeYsel"},
};
constexpr FieldInfo kType_PA_SC_RASTER_CONFIG_1[] = {
    {"SE_PAIR_MAP", 0, 1, kEnum_SePairMap, 4, "SePairMap"},
    {"SE_PAIR_XSEL", 2, 3, kEnum_SePairXsel, 4, "SePairXsel"},
    {"SE_PAIR_YSEL", 4, 5, kEnum_SePairYsel, 4, "SePairYsel"},
};
constexpr FieldInfo kType_PA_SC_SCREEN_EXTENT_CONTROL[] = {
    {"SLICE_EVEN_ENABLE", 0, 1, nullptr, 0, nullptr},
    {"SLICE_ODD_ENABLE", 2, 3, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_SCREEN_EXTENT_MIN_0[] = {
    {"X", 0, 15, nullptr, 0, nullptr},
    {"Y", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_SCREEN_SCISSOR_BR[] = {
    {"BR_X", 0, 15, nullptr, 0, nullptr},
    {"BR_Y", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_SCREEN_SCISSOR_TL[] = {
    {"TL_X", 0, 15, nullptr, 0, nullptr},
    {"TL_Y", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_SHADER_CONTROL[] = {
    {"REALIGN_DQUADS_AFTER_N_WAVES", 0, 1, nullptr, 0, nullptr},
    {"LOAD_COLLISION_WAVEID", 2, 2, nullptr, 0, nullptr},
    {"LOAD_INTRAWAVE_COLLISION", 3, 3, nullptr, 0, nullptr},
    {"WAVE_BREAK_REGION_SIZE", 5, 6, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_TILE_STEERING_OVERRIDE[] = {
    {"ENABLE", 0, 0, nullptr, 0, nullptr},
    {"NUM_SE", 1, 2, nullptr, 0, nullptr},
    {"NUM_RB_PER_SE", 5, 6, nullptr, 0, nullptr},
    {"NUM_SC", 12, 13, nullptr, 0, nullptr},
    {"NUM_RB_PER_SC", 16, 17, nullptr, 0, nullptr},
    {"NUM_PACKER_PER_SC", 20, 21, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_VPORT_ZMAX_0[] = {
    {"VPORT_ZMAX", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_VPORT_ZMIN_0[] = {
    {"VPORT_ZMIN", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_WINDOW_OFFSET[] = {
    {"WINDOW_X_OFFSET", 0, 15, nullptr, 0, nullptr},
    {"WINDOW_Y_OFFSET", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_WINDOW_SCISSOR_BR[] = {
    {"BR_X", 0, 14, nullptr, 0, nullptr},
    {"BR_Y", 16, 30, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SC_WINDOW_SCISSOR_TL[] = {
    {"TL_X", 0, 14, nullptr, 0, nullptr},
    {"TL_Y", 16, 30, nullptr, 0, nullptr},
    {"WINDOW_OFFSET_DISABLE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_STATE_STEREO_X[] = {
    {"STEREO_X_OFFSET", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_STEREO_CNTL[] = {
    {"STEREO_MODE", 1, 4, nullptr, 0, nullptr},
    {"RT_SLICE_MODE", 5, 7, nullptr, 0, nullptr},
    {"RT_SLICE_OFFSET", 8, 11, nullptr, 0, nullptr},
    {"VP_ID_MODE", 16, 18, nullptr, 0, nullptr},
    {"VP_ID_OFFSET", 19, 22, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_HARDWARE_SCREEN_OFFSET[] = {
    {"HW_SCREEN_OFFSET_X", 0, 8, nullptr, 0, nullptr},
    {"HW_SCREEN_OFFSET_Y", 16, 24, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_LINE_CNTL[] = {
    {"WIDTH", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_LINE_STIPPLE_CNTL[] = {
    {"LINE_STIPPLE_RESET", 0, 1, nullptr, 0, nullptr},
    {"EXPAND_FULL_LENGTH", 2, 2, nullptr, 0, nullptr},
    {"FRACTIONAL_ACCUM", 3, 3, nullptr, 0, nullptr},
    {"DIAMOND_ADJUST", 4, 4, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_LINE_STIPPLE_SCALE[] = {
    {"LINE_STIPPLE_SCALE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_LINE_STIPPLE_VALUE[] = {
    {"LINE_STIPPLE_VALUE", 0, 23, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_OVER_RASTERIZATION_CNTL[] = {
    {"DISCARD_0_AREA_TRIANGLES", 0, 0, nullptr, 0, nullptr},
    {"DISCARD_0_AREA_LINES", 1, 1, nullptr, 0, nullptr},
    {"DISCARD_0_AREA_POINTS", 2, 2, nullptr, 0, nullptr},
    {"DISCARD_0_AREA_RECTANGLES", 3, 3, nullptr, 0, nullptr},
    {"USE_PROVOKING_ZW", 4, 4, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_PERFCOUNTER0_SELECT[] = {
    {"PERF_SEL", 0, 9, nullptr, 0, nullptr},
    {"PERF_SEL1", 10, 19, nullptr, 0, nullptr},
    {"CNTR_MODE", 20, 23, nullptr, 0, nullptr},
    {"PERF_MODE1", 24, 27, nullptr, 0, nullptr},
    {"PERF_MODE", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_PERFCOUNTER0_SELECT1[] = {
    {"PERF_SEL2", 0, 9, nullptr, 0, nullptr},
    {"PERF_SEL3", 10, 19, nullptr, 0, nullptr},
    {"PERF_MODE3", 24, 27, nullptr, 0, nullptr},
    {"PERF_MODE2", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_POINT_MINMAX[] = {
    {"MIN_SIZE", 0, 15, nullptr, 0, nullptr},
    {"MAX_SIZE", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_POINT_SIZE[] = {
    {"HEIGHT", 0, 15, nullptr, 0, nullptr},
    {"WIDTH", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_POLY_OFFSET_CLAMP[] = {
    {"CLAMP", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_POLY_OFFSET_DB_FMT_CNTL[] = {
    {"POLY_OFFSET_NEG_NUM_DB_BITS", 0, 7, nullptr, 0, nullptr},
    {"POLY_OFFSET_DB_IS_FLOAT_FMT", 8, 8, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_POLY_OFFSET_FRONT_SCALE[] = {
    {"SCALE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_PRIM_FILTER_CNTL[] = {
    {"TRIANGLE_FILTER_DISABLE", 0, 0, nullptr, 0, nullptr},
    {"LINE_FILTER_DISABLE", 1, 1, nullptr, 0, nullptr},
    {"POINT_FILTER_DISABLE", 2, 2, nullptr, 0, nullptr},
    {"RECTANGLE_FILTER_DISABLE", 3, 3, nullptr, 0, nullptr},
    {"TRIANGLE_EXPAND_ENA", 4, 4, nullptr, 0, nullptr},
    {"LINE_EXPAND_ENA", 5, 5, nullptr, 0, nullptr},
    {"POINT_EXPAND_ENA", 6, 6, nullptr, 0, nullptr},
    {"RECTANGLE_EXPAND_ENA", 7, 7, nullptr, 0, nullptr},
    {"PRIM_EXPAND_CONSTANT", 8, 15, nullptr, 0, nullptr},
    {"XMAX_RIGHT_EXCLUSION", 30, 30, nullptr, 0, nullptr},
    {"YMAX_BOTTOM_EXCLUSION", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_SC_MODE_CNTL[] = {
    {"CULL_FRONT", 0, 0, nullptr, 0, nullptr},
    {"CULL_BACK", 1, 1, nullptr, 0, nullptr},
    {"FACE", 2, 2, nullptr, 0, nullptr},
    {"POLY_MODE", 3, 4, kEnum_PA_SU_SC_MODE_CNTL__POLY_MODE, 2, "PA_SU_SC_MODE_CNTL__POLY_MODE"},
    {"POLYMODE_FRONT_PTYPE", 5, 7, kEnum_PA_SU_SC_MODE_CNTL__POLYMODE_FRONT_PTYPE, 3, "PA_SU_SC_MODE_CNTL__POLYMODE_FRONT_PTYPE"},
    {"POLYMODE_BACK_PTYPE", 8, 10, kEnum_PA_SU_SC_MODE_CNTL__POLYMODE_FRONT_PTYPE, 3, "PA_SU_SC_MODE_CNTL__POLYMODE_FRONT_PTYPE"},
    {"POLY_OFFSET_FRONT_ENABLE", 11, 11, nullptr, 0, nullptr},
    {"POLY_OFFSET_BACK_ENABLE", 12, 12, nullptr, 0, nullptr},
    {"POLY_OFFSET_PARA_ENABLE", 13, 13, nullptr, 0, nullptr},
    {"VTX_WINDOW_OFFSET_ENABLE", 16, 16, nullptr, 0, nullptr},
    {"PROVOKING_VTX_LAST", 19, 19, nullptr, 0, nullptr},
    {"PERSP_CORR_DIS", 20, 20, nullptr, 0, nullptr},
    {"MULTI_PRIM_IB_ENA", 21, 21, nullptr, 0, nullptr},
    {"RIGHT_TRIANGLE_ALTERNATE_GRADIENT_REF", 22, 22, nullptr, 0, nullptr},
    {"NEW_QUAD_DECOMPOSITION", 23, 23, nullptr, 0, nullptr},
    {"KEEP_TOGETHER_ENABLE", 24, 24, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_SMALL_PRIM_FILTER_CNTL[] = {
    {"SMALL_PRIM_FILTER_ENABLE", 0, 0, nullptr, 0, nullptr},
    {"TRIANGLE_FILTER_DISABLE", 1, 1, nullptr, 0, nullptr},
    {"LINE_FILTER_DISABLE", 2, 2, nullptr, 0, nullptr},
    {"POINT_FILTER_DISABLE", 3, 3, nullptr, 0, nullptr},
    {"RECTANGLE_FILTER_DISABLE", 4, 4, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_PA_SU_VTX_CNTL[] = {
    {"PIX_CENTER", 0, 0, nullptr, 0, nullptr},
    {"ROUND_MODE", 1, 2, kEnum_PA_SU_VTX_CNTL__ROUND_MODE, 4, "PA_SU_VTX_CNTL__ROUND_MODE"},
    {"QUANT_MODE", 3, 5, kEnum_QUANT_MODE, 8, "QUANT_MODE"},
};
constexpr FieldInfo kType_RLC_GPM_PERF_COUNT_0[] = {
    {"FEATURE_SEL", 0, 3, nullptr, 0, nullptr},
    {"SE_INDEX", 4, 7, nullptr, 0, nullptr},
    {"SA_INDEX", 8, 11, nullptr, 0, nullptr},
    {"WGP_INDEX", 12, 15, nullptr, 0, nullptr},
    {"EVENT_SEL", 16, 17, nullptr, 0, nullptr},
    {"UNUSED", 18, 19, nullptr, 0, nullptr},
    {"ENABLE", 20, 20, nullptr, 0, nullptr},
    {"RESERVED", 21, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_GPU_IOV_PERF_CNT_CNTL[] = {
    {"ENABLE", 0, 0, nullptr, 0, nullptr},
    {"MODE_SELECT", 1, 1, nullptr, 0, nullptr},
    {"RESET", 2, 2, nullptr, 0, nullptr},
    {"RESERVED", 3, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_GPU_IOV_PERF_CNT_WR_ADDR[] = {
    {"VFID", 0, 3, nullptr, 0, nullptr},
    {"CNT_ID", 4, 5, nullptr, 0, nullptr},
    {"RESERVED", 6, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_PERFCOUNTER0_SELECT[] = {
    {"PERFCOUNTER_SELECT", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_PERFMON_CLK_CNTL[] = {
    {"PERFMON_CLOCK_STATE", 0, 0, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_PERFMON_CNTL[] = {
    {"PERFMON_STATE", 0, 2, kEnum_CP_PERFMON_STATE, 6, "CP_PERFMON_STATE"},
    {"PERFMON_SAMPLE_ENABLE", 10, 10, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_CTRL[] = {
    {"StrobeResetPerfMonitors", 0, 0, nullptr, 0, nullptr},
    {"StrobeStartAccumulation", 1, 1, nullptr, 0, nullptr},
    {"StrobeRearmAccum", 2, 2, nullptr, 0, nullptr},
    {"StrobeResetSpmBlock", 3, 3, nullptr, 0, nullptr},
    {"StrobeStartSpm", 4, 7, nullptr, 0, nullptr},
    {"StrobeRearmSwaAccum", 8, 8, nullptr, 0, nullptr},
    {"StrobeStartSwa", 9, 9, nullptr, 0, nullptr},
    {"StrobePerfmonSampleWires", 10, 10, nullptr, 0, nullptr},
    {"RESERVED", 11, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_CTRLRAM_ADDR[] = {
    {"addr", 0, 10, nullptr, 0, nullptr},
    {"RESERVED", 11, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_CTRLRAM_ADDR_OFFSET[] = {
    {"global_offset", 0, 7, nullptr, 0, nullptr},
    {"spmwithaccum_se_offset", 8, 15, nullptr, 0, nullptr},
    {"spmwithaccum_global_offset", 16, 23, nullptr, 0, nullptr},
    {"RESERVED", 24, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_CTRLRAM_DATA[] = {
    {"data", 0, 7, nullptr, 0, nullptr},
    {"RESERVED", 8, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_DATARAM_32BITCNTRS_REGIONS[] = {
    {"spp_addr_region", 0, 7, nullptr, 0, nullptr},
    {"swa_addr_region", 8, 15, nullptr, 0, nullptr},
    {"RESERVED", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_DATARAM_ADDR[] = {
    {"addr", 0, 6, nullptr, 0, nullptr},
    {"RESERVED", 7, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_DATARAM_DATA[] = {
    {"data", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_DATARAM_WRCOUNT[] = {
    {"DataRamWrCount", 0, 18, nullptr, 0, nullptr},
    {"RESERVED", 19, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_MODE[] = {
    {"EnableAccum", 0, 0, nullptr, 0, nullptr},
    {"EnableSpmWithAccumMode", 1, 1, nullptr, 0, nullptr},
    {"EnableSPPMode", 2, 2, nullptr, 0, nullptr},
    {"AutoResetPerfmonDisable", 3, 3, nullptr, 0, nullptr},
    {"SwaAutoResetPerfmonDisable", 4, 4, nullptr, 0, nullptr},
    {"AutoAccumEn", 5, 5, nullptr, 0, nullptr},
    {"SwaAutoAccumEn", 6, 6, nullptr, 0, nullptr},
    {"AutoSpmEn", 7, 7, nullptr, 0, nullptr},
    {"SwaAutoSpmEn", 8, 8, nullptr, 0, nullptr},
    {"Globals_LoadOverride", 9, 9, nullptr, 0, nullptr},
    {"Globals_SwaLoadOverride", 10, 10, nullptr, 0, nullptr},
    {"SE0_LoadOverride", 11, 11, nullptr, 0, nullptr},
    {"SE0_SwaLoadOverride", 12, 12, nullptr, 0, nullptr},
    {"SE1_LoadOverride", 13, 13, nullptr, 0, nullptr},
    {"SE1_SwaLoadOverride", 14, 14, nullptr, 0, nullptr},
    {"SE2_LoadOverride", 15, 15, nullptr, 0, nullptr},
    {"SE2_SwaLoadOverride", 16, 16, nullptr, 0, nullptr},
    {"SE3_LoadOverride", 17, 17, nullptr, 0, nullptr},
    {"SE3_SwaLoadOverride", 18, 18, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_SAMPLES_REQUESTED[] = {
    {"SamplesRequested", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_STATUS[] = {
    {"NumbSamplesCompleted", 0, 7, nullptr, 0, nullptr},
    {"AccumDone", 8, 8, nullptr, 0, nullptr},
    {"SpmDone", 9, 9, nullptr, 0, nullptr},
    {"AccumOverflow", 10, 10, nullptr, 0, nullptr},
    {"AccumArmed", 11, 11, nullptr, 0, nullptr},
    {"SequenceInProgress", 12, 12, nullptr, 0, nullptr},
    {"FinalSequenceInProgress", 13, 13, nullptr, 0, nullptr},
    {"AllFifosEmpty", 14, 14, nullptr, 0, nullptr},
    {"FSMIsIdle", 15, 15, nullptr, 0, nullptr},
    {"SwaAccumDone", 16, 16, nullptr, 0, nullptr},
    {"SwaSpmDone", 17, 17, nullptr, 0, nullptr},
    {"SwaAccumOverflow", 18, 18, nullptr, 0, nullptr},
    {"SwaAccumArmed", 19, 19, nullptr, 0, nullptr},
    {"AllSegsDone", 20, 20, nullptr, 0, nullptr},
    {"RearmSwaPending", 21, 21, nullptr, 0, nullptr},
    {"RearmSppPending", 22, 22, nullptr, 0, nullptr},
    {"RESERVED", 23, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_ACCUM_THRESHOLD[] = {
    {"Threshold", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_DESER_START_SKEW[] = {
    {"DESER_START_SKEW", 0, 6, nullptr, 0, nullptr},
    {"RESERVED", 7, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_GFXCLOCK_HIGHCOUNT[] = {
    {"GFXCLOCK_HIGHCOUNT", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_GFXCLOCK_LOWCOUNT[] = {
    {"GFXCLOCK_LOWCOUNT", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_GLB_SAMPLEDELAY_IND_ADDR[] = {
    {"GLB_SAMPLEDELAY_INDEX", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_GLB_SAMPLEDELAY_IND_DATA[] = {
    {"data", 0, 6, nullptr, 0, nullptr},
    {"RESERVED", 7, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_GLOBALS_MUXSEL_SKEW[] = {
    {"GLOBALS_MUXSEL_SKEW", 0, 6, nullptr, 0, nullptr},
    {"RESERVED", 7, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_GLOBALS_SAMPLE_SKEW[] = {
    {"GLOBALS_SAMPLE_SKEW", 0, 6, nullptr, 0, nullptr},
    {"RESERVED", 7, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_GLOBAL_MUXSEL_ADDR[] = {
    {"PERFMON_SEL_ADDR", 0, 7, nullptr, 0, nullptr},
    {"RESERVED", 8, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_GLOBAL_MUXSEL_ADDR_OFFSET[] = {
    {"OFFSET", 0, 15, nullptr, 0, nullptr},
    {"RESERVED", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_PERFMON_CNTL[] = {
    {"RESERVED1", 0, 11, nullptr, 0, nullptr},
    {"PERFMON_RING_MODE", 12, 13, nullptr, 0, nullptr},
    {"RESERVED", 14, 15, nullptr, 0, nullptr},
    {"PERFMON_SAMPLE_INTERVAL", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_PERFMON_GLB_SEGMENT_SIZE[] = {
    {"PERFMON_SEGMENT_SIZE", 0, 7, nullptr, 0, nullptr},
    {"GLOBAL_NUM_LINE", 8, 15, nullptr, 0, nullptr},
    {"RESERVED", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_PERFMON_RING_BASE_HI[] = {
    {"RING_BASE_HI", 0, 15, nullptr, 0, nullptr},
    {"RESERVED", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_PERFMON_RING_BASE_LO[] = {
    {"RING_BASE_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_PERFMON_RING_SIZE[] = {
    {"RING_BASE_SIZE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_PERFMON_SE3TO0_SEGMENT_SIZE[] = {
    {"SE0_NUM_LINE", 0, 7, nullptr, 0, nullptr},
    {"SE1_NUM_LINE", 8, 15, nullptr, 0, nullptr},
    {"SE2_NUM_LINE", 16, 23, nullptr, 0, nullptr},
    {"SE3_NUM_LINE", 24, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_PERFMON_SEGMENT_SIZE[] = {
    {"PERFMON_SEGMENT_SIZE", 0, 7, nullptr, 0, nullptr},
    {"RESERVED1", 8, 10, nullptr, 0, nullptr},
    {"GLOBAL_NUM_LINE", 11, 15, nullptr, 0, nullptr},
    {"SE0_NUM_LINE", 16, 20, nullptr, 0, nullptr},
    {"SE1_NUM_LINE", 21, 25, nullptr, 0, nullptr},
    {"SE2_NUM_LINE", 26, 30, nullptr, 0, nullptr},
    {"RESERVED", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_RING_RDPTR[] = {
    {"PERFMON_RING_RDPTR", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_RING_WRPTR[] = {
    {"RESERVED", 0, 4, nullptr, 0, nullptr},
    {"PERFMON_RING_WRPTR", 5, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_SEGMENT_THRESHOLD[] = {
    {"NUM_SEGMENT_THRESHOLD", 0, 7, nullptr, 0, nullptr},
    {"RESERVED", 8, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_SE_MUXSEL_ADDR[] = {
    {"PERFMON_SEL_ADDR", 0, 8, nullptr, 0, nullptr},
    {"RESERVED", 9, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_SE_MUXSEL_DATA[] = {
    {"PERFMON_SEL_DATA", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_SE_MUXSEL_SKEW[] = {
    {"SE_MUXSEL_SKEW", 0, 6, nullptr, 0, nullptr},
    {"RESERVED", 7, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_SE_SAMPLEDELAY_IND_ADDR[] = {
    {"SE_SAMPLEDELAY_INDEX", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_SE_SAMPLE_SKEW[] = {
    {"SE_SAMPLE_SKEW", 0, 6, nullptr, 0, nullptr},
    {"RESERVED", 7, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_VIRT_CTRL[] = {
    {"PauseSpmSamplingRequest", 0, 0, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RLC_SPM_VIRT_STATUS[] = {
    {"SpmSamplingPaused", 0, 0, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_RMI_PERF_COUNTER_CNTL[] = {
    {"TRANS_BASED_PERF_EN_SEL", 0, 1, nullptr, 0, nullptr},
    {"EVENT_BASED_PERF_EN_SEL", 2, 3, nullptr, 0, nullptr},
    {"TC_PERF_EN_SEL", 4, 5, nullptr, 0, nullptr},
    {"PERF_EVENT_WINDOW_MASK0", 6, 7, nullptr, 0, nullptr},
    {"PERF_EVENT_WINDOW_MASK1", 8, 9, nullptr, 0, nullptr},
    {"PERF_COUNTER_CID", 10, 13, nullptr, 0, nullptr},
    {"PERF_COUNTER_VMID", 14, 18, nullptr, 0, nullptr},
    {"PERF_COUNTER_BURST_LENGTH_THRESHOLD", 19, 24, nullptr, 0, nullptr},
    {"PERF_SOFT_RESET", 25, 25, nullptr, 0, nullptr},
    {"PERF_CNTR_SPM_SEL", 26, 26, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SCRATCH_ADDR[] = {
    {"OBSOLETE_ADDR", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SCRATCH_REG0[] = {
    {"SCRATCH_REG0", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SCRATCH_REG1[] = {
    {"SCRATCH_REG1", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SCRATCH_REG2[] = {
    {"SCRATCH_REG2", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SCRATCH_REG3[] = {
    {"SCRATCH_REG3", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SCRATCH_REG4[] = {
    {"SCRATCH_REG4", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SCRATCH_REG5[] = {
    {"SCRATCH_REG5", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SCRATCH_REG6[] = {
    {"SCRATCH_REG6", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SCRATCH_REG7[] = {
    {"SCRATCH_REG7", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SCRATCH_REG_ATOMIC[] = {
    {"IMMED", 0, 23, nullptr, 0, nullptr},
    {"ID", 24, 26, nullptr, 0, nullptr},
    {"reserved27", 27, 27, nullptr, 0, nullptr},
    {"OP", 28, 30, nullptr, 0, nullptr},
    {"reserved31", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SCRATCH_UMSK[] = {
    {"OBSOLETE_UMSK", 0, 7, nullptr, 0, nullptr},
    {"OBSOLETE_SWAP", 16, 17, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SDMA0_PERFCNT_MISC_CNTL[] = {
    {"CMD_OP", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_BARYC_CNTL[] = {
    {"PERSP_CENTER_CNTL", 0, 0, nullptr, 0, nullptr},
    {"PERSP_CENTROID_CNTL", 4, 4, nullptr, 0, nullptr},
    {"LINEAR_CENTER_CNTL", 8, 8, nullptr, 0, nullptr},
    {"LINEAR_CENTROID_CNTL", 12, 12, nullptr, 0, nullptr},
    {"POS_FLOAT_LOCATION", 16, 17, nullptr, 0, nullptr},
    {"POS_FLOAT_ULC", 20, 20, nullptr, 0, nullptr},
    {"FRONT_FACE_ALL_BITS", 24, 24, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_CONFIG_CNTL[] = {
    {"GPR_WRITE_PRIORITY", 0, 20, nullptr, 0, nullptr},
    {"EXP_PRIORITY_ORDER", 21, 23, nullptr, 0, nullptr},
    {"ENABLE_SQG_TOP_EVENTS", 24, 24, nullptr, 0, nullptr},
    {"ENABLE_SQG_BOP_EVENTS", 25, 25, nullptr, 0, nullptr},
    {"FORCE_HALF_RATE_PC_EXP", 26, 26, nullptr, 0, nullptr},
    {"TTRACE_STALL_ALL", 27, 27, nullptr, 0, nullptr},
    {"ALLOC_ARB_LRU_ENA", 28, 28, nullptr, 0, nullptr},
    {"EXP_ARB_LRU_ENA", 29, 29, nullptr, 0, nullptr},
    {"PS_PKR_PRIORITY_CNTL", 30, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_CONFIG_CNTL_REMAP[] = {
    {"RESERVED", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_INTERP_CONTROL_0[] = {
    {"FLAT_SHADE_ENA", 0, 0, nullptr, 0, nullptr},
    {"PNT_SPRITE_ENA", 1, 1, nullptr, 0, nullptr},
    {"PNT_SPRITE_OVRD_X", 2, 4, kEnum_SPI_PNT_SPRITE_OVERRIDE, 5, "SPI_PNT_SPRITE_OVERRIDE"},
    {"PNT_SPRITE_OVRD_Y", 5, 7, kEnum_SPI_PNT_SPRITE_OVERRIDE, 5, "SPI_PNT_SPRITE_OVERRIDE"},
    {"PNT_SPRITE_OVRD_Z", 8, 10, kEnum_SPI_PNT_SPRITE_OVERRIDE, 5, "SPI_PNT_SPRITE_OVERRIDE"},
    {"PNT_SPRITE_OVRD_W", 11, 13, kEnum_SPI_PNT_SPRITE_OVERRIDE, 5, "SPI_PNT_SPRITE_OVERRIDE"},
    {"PNT_SPRITE_TOP_1", 14, 14, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_PERFCOUNTER_BINS[] = {
    {"BIN0_MIN", 0, 3, nullptr, 0, nullptr},
    {"BIN0_MAX", 4, 7, nullptr, 0, nullptr},
    {"BIN1_MIN", 8, 11, nullptr, 0, nullptr},
    {"BIN1_MAX", 12, 15, nullptr, 0, nullptr},
    {"BIN2_MIN", 16, 19, nullptr, 0, nullptr},
    {"BIN2_MAX", 20, 23, nullptr, 0, nullptr},
    {"BIN3_MIN", 24, 27, nullptr, 0, nullptr},
    {"BIN3_MAX", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_PS_INPUT_CNTL_0[] = {
    {"OFFSET", 0, 5, nullptr, 0, nullptr},
    {"DEFAULT_VAL", 8, 9, nullptr, 0, nullptr},
    {"FLAT_SHADE", 10, 10, nullptr, 0, nullptr},
    {"ROTATE_PC_PTR", 11, 11, nullptr, 0, nullptr},
    {"CYL_WRAP", 13, 16, nullptr, 0, nullptr},
    {"PT_SPRITE_TEX", 17, 17, nullptr, 0, nullptr},
    {"DUP", 18, 18, nullptr, 0, nullptr},
    {"FP16_INTERP_MODE", 19, 19, nullptr, 0, nullptr},
    {"USE_DEFAULT_ATTR1", 20, 20, nullptr, 0, nullptr},
    {"DEFAULT_VAL_ATTR1", 21, 22, nullptr, 0, nullptr},
    {"PT_SPRITE_TEX_ATTR1", 23, 23, nullptr, 0, nullptr},
    {"ATTR0_VALID", 24, 24, nullptr, 0, nullptr},
    {"ATTR1_VALID", 25, 25, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_PS_INPUT_CNTL_20[] = {
    {"OFFSET", 0, 5, nullptr, 0, nullptr},
    {"DEFAULT_VAL", 8, 9, nullptr, 0, nullptr},
    {"FLAT_SHADE", 10, 10, nullptr, 0, nullptr},
    {"ROTATE_PC_PTR", 11, 11, nullptr, 0, nullptr},
    {"DUP", 18, 18, nullptr, 0, nullptr},
    {"FP16_INTERP_MODE", 19, 19, nullptr, 0, nullptr},
    {"USE_DEFAULT_ATTR1", 20, 20, nullptr, 0, nullptr},
    {"DEFAULT_VAL_ATTR1", 21, 22, nullptr, 0, nullptr},
    {"ATTR0_VALID", 24, 24, nullptr, 0, nullptr},
    {"ATTR1_VALID", 25, 25, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_PS_INPUT_ENA[] = {
    {"PERSP_SAMPLE_ENA", 0, 0, nullptr, 0, nullptr},
    {"PERSP_CENTER_ENA", 1, 1, nullptr, 0, nullptr},
    {"PERSP_CENTROID_ENA", 2, 2, nullptr, 0, nullptr},
    {"PERSP_PULL_MODEL_ENA", 3, 3, nullptr, 0, nullptr},
    {"LINEAR_SAMPLE_ENA", 4, 4, nullptr, 0, nullptr},
    {"LINEAR_CENTER_ENA", 5, 5, nullptr, 0, nullptr},
    {"LINEAR_CENTROID_ENA", 6, 6, nullptr, 0, nullptr},
    {"LINE_STIPPLE_TEX_ENA", 7, 7, nullptr, 0, nullptr},
    {"POS_X_FLOAT_ENA", 8, 8, nullptr, 0, nullptr},
    {"POS_Y_FLOAT_ENA", 9, 9, nullptr, 0, nullptr},
    {"POS_Z_FLOAT_ENA", 10, 10, nullptr, 0, nullptr},
    {"POS_W_FLOAT_ENA", 11, 11, nullptr, 0, nullptr},
    {"FRONT_FACE_ENA", 12, 12, nullptr, 0, nullptr},
    {"ANCILLARY_ENA", 13, 13, nullptr, 0, nullptr},
    {"SAMPLE_COVERAGE_ENA", 14, 14, nullptr, 0, nullptr},
    {"POS_FIXED_PT_ENA", 15, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_PS_IN_CONTROL[] = {
    {"NUM_INTERP", 0, 5, nullptr, 0, nullptr},
    {"OFFCHIP_PARAM_EN", 7, 7, nullptr, 0, nullptr},
    {"LATE_PC_DEALLOC", 8, 8, nullptr, 0, nullptr},
    {"NUM_PRIM_INTERP", 9, 13, nullptr, 0, nullptr},
    {"BC_OPTIMIZE_DISABLE", 14, 14, nullptr, 0, nullptr},
    {"PS_W32_EN", 15, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_COL_FORMAT[] = {
    {"COL0_EXPORT_FORMAT", 0, 3, kEnum_SPI_SHADER_EX_FORMAT, 10, "SPI_SHADER_EX_FORMAT"},
    {"COL1_EXPORT_FORMAT", 4, 7, kEnum_SPI_SHADER_EX_FORMAT, 10, "SPI_SHADER_EX_FORMAT"},
    {"COL2_EXPORT_FORMAT", 8, 11, kEnum_SPI_SHADER_EX_FORMAT, 10, "SPI_SHADER_EX_FORMAT"},
    {"COL3_EXPORT_FORMAT", 12, 15, kEnum_SPI_SHADER_EX_FORMAT, 10, "SPI_SHADER_EX_FORMAT"},
    {"COL4_EXPORT_FORMAT", 16, 19, kEnum_SPI_SHADER_EX_FORMAT, 10, "SPI_SHADER_EX_FORMAT"},
    {"COL5_EXPORT_FORMAT", 20, 23, kEnum_SPI_SHADER_EX_FORMAT, 10, "SPI_SHADER_EX_FORMAT"},
    {"COL6_EXPORT_FORMAT", 24, 27, kEnum_SPI_SHADER_EX_FORMAT, 10, "SPI_SHADER_EX_FORMAT"},
    {"COL7_EXPORT_FORMAT", 28, 31, kEnum_SPI_SHADER_EX_FORMAT, 10, "SPI_SHADER_EX_FORMAT"},
};
constexpr FieldInfo kType_SPI_SHADER_IDX_FORMAT[] = {
    {"IDX0_EXPORT_FORMAT", 0, 3, kEnum_SPI_SHADER_FORMAT, 5, "SPI_SHADER_FORMAT"},
};
constexpr FieldInfo kType_SPI_SHADER_LATE_ALLOC_VS[] = {
    {"LIMIT", 0, 5, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_CHKSUM_PS[] = {
    {"CHECKSUM", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_HI_PS[] = {
    {"MEM_BASE", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_LO_PS[] = {
    {"MEM_BASE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC1_GS[] = {
    {"VGPRS", 0, 5, nullptr, 0, nullptr},
    {"SGPRS", 6, 9, nullptr, 0, nullptr},
    {"PRIORITY", 10, 11, nullptr, 0, nullptr},
    {"FLOAT_MODE", 12, 19, kEnum_FLOAT_MODE, 3, "FLOAT_MODE"},
    {"PRIV", 20, 20, nullptr, 0, nullptr},
    {"DX10_CLAMP", 21, 21, nullptr, 0, nullptr},
    {"IEEE_MODE", 23, 23, nullptr, 0, nullptr},
    {"CU_GROUP_ENABLE", 24, 24, nullptr, 0, nullptr},
    {"MEM_ORDERED", 25, 25, nullptr, 0, nullptr},
    {"FWD_PROGRESS", 26, 26, nullptr, 0, nullptr},
    {"WGP_MODE", 27, 27, nullptr, 0, nullptr},
    {"GS_VGPR_COMP_CNT", 29, 30, nullptr, 0, nullptr},
    {"FP16_OVFL", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC1_HS[] = {
    {"VGPRS", 0, 5, nullptr, 0, nullptr},
    {"SGPRS", 6, 9, nullptr, 0, nullptr},
    {"PRIORITY", 10, 11, nullptr, 0, nullptr},
    {"FLOAT_MODE", 12, 19, kEnum_FLOAT_MODE, 3, "FLOAT_MODE"},
    {"PRIV", 20, 20, nullptr, 0, nullptr},
    {"DX10_CLAMP", 21, 21, nullptr, 0, nullptr},
    {"IEEE_MODE", 23, 23, nullptr, 0, nullptr},
    {"MEM_ORDERED", 24, 24, nullptr, 0, nullptr},
    {"FWD_PROGRESS", 25, 25, nullptr, 0, nullptr},
    {"WGP_MODE", 26, 26, nullptr, 0, nullptr},
    {"LS_VGPR_COMP_CNT", 28, 29, nullptr, 0, nullptr},
    {"FP16_OVFL", 30, 30, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC1_PS[] = {
    {"VGPRS", 0, 5, nullptr, 0, nullptr},
    {"SGPRS", 6, 9, nullptr, 0, nullptr},
    {"PRIORITY", 10, 11, nullptr, 0, nullptr},
    {"FLOAT_MODE", 12, 19, kEnum_FLOAT_MODE, 3, "FLOAT_MODE"},
    {"PRIV", 20, 20, nullptr, 0, nullptr},
    {"DX10_CLAMP", 21, 21, nullptr, 0, nullptr},
    {"IEEE_MODE", 23, 23, nullptr, 0, nullptr},
    {"CU_GROUP_DISABLE", 24, 24, nullptr, 0, nullptr},
    {"MEM_ORDERED", 25, 25, nullptr, 0, nullptr},
    {"FWD_PROGRESS", 26, 26, nullptr, 0, nullptr},
    {"LOAD_PROVOKING_VTX", 27, 27, nullptr, 0, nullptr},
    {"FP16_OVFL", 29, 29, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC1_VS[] = {
    {"VGPRS", 0, 5, nullptr, 0, nullptr},
    {"SGPRS", 6, 9, nullptr, 0, nullptr},
    {"PRIORITY", 10, 11, nullptr, 0, nullptr},
    {"FLOAT_MODE", 12, 19, kEnum_FLOAT_MODE, 3, "FLOAT_MODE"},
    {"PRIV", 20, 20, nullptr, 0, nullptr},
    {"DX10_CLAMP", 21, 21, nullptr, 0, nullptr},
    {"IEEE_MODE", 23, 23, nullptr, 0, nullptr},
    {"VGPR_COMP_CNT", 24, 25, nullptr, 0, nullptr},
    {"CU_GROUP_ENABLE", 26, 26, nullptr, 0, nullptr},
    {"MEM_ORDERED", 27, 27, nullptr, 0, nullptr},
    {"FWD_PROGRESS", 28, 28, nullptr, 0, nullptr},
    {"FP16_OVFL", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC2_GS[] = {
    {"SCRATCH_EN", 0, 0, nullptr, 0, nullptr},
    {"USER_SGPR", 1, 5, nullptr, 0, nullptr},
    {"TRAP_PRESENT", 6, 6, nullptr, 0, nullptr},
    {"EXCP_EN", 7, 15, kEnum_EXCP_EN, 9, "EXCP_EN"},
    {"ES_VGPR_COMP_CNT", 16, 17, nullptr, 0, nullptr},
    {"OC_LDS_EN", 18, 18, nullptr, 0, nullptr},
    {"LDS_SIZE", 19, 26, nullptr, 0, nullptr},
    {"USER_SGPR_MSB", 27, 27, nullptr, 0, nullptr},
    {"SHARED_VGPR_CNT", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC2_GS_VS[] = {
    {"SCRATCH_EN", 0, 0, nullptr, 0, nullptr},
    {"USER_SGPR", 1, 5, nullptr, 0, nullptr},
    {"TRAP_PRESENT", 6, 6, nullptr, 0, nullptr},
    {"EXCP_EN", 7, 15, kEnum_EXCP_EN, 9, "EXCP_EN"},
    {"VGPR_COMP_CNT", 16, 17, nullptr, 0, nullptr},
    {"OC_LDS_EN", 18, 18, nullptr, 0, nullptr},
    {"LDS_SIZE", 19, 26, nullptr, 0, nullptr},
    {"SKIP_USGPR0", 27, 27, nullptr, 0, nullptr},
    {"USER_SGPR_MSB", 28, 28, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC2_HS[] = {
    {"SCRATCH_EN", 0, 0, nullptr, 0, nullptr},
    {"USER_SGPR", 1, 5, nullptr, 0, nullptr},
    {"TRAP_PRESENT", 6, 6, nullptr, 0, nullptr},
    {"OC_LDS_EN", 7, 7, nullptr, 0, nullptr},
    {"TG_SIZE_EN", 8, 8, nullptr, 0, nullptr},
    {"EXCP_EN", 9, 17, kEnum_EXCP_EN, 9, "EXCP_EN"},
    {"LDS_SIZE", 18, 26, nullptr, 0, nullptr},
    {"USER_SGPR_MSB", 27, 27, nullptr, 0, nullptr},
    {"SHARED_VGPR_CNT", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC2_PS[] = {
    {"SCRATCH_EN", 0, 0, nullptr, 0, nullptr},
    {"USER_SGPR", 1, 5, nullptr, 0, nullptr},
    {"TRAP_PRESENT", 6, 6, nullptr, 0, nullptr},
    {"WAVE_CNT_EN", 7, 7, nullptr, 0, nullptr},
    {"EXTRA_LDS_SIZE", 8, 15, nullptr, 0, nullptr},
    {"EXCP_EN", 16, 24, kEnum_EXCP_EN, 9, "EXCP_EN"},
    {"LOAD_COLLISION_WAVEID", 25, 25, nullptr, 0, nullptr},
    {"LOAD_INTRAWAVE_COLLISION", 26, 26, nullptr, 0, nullptr},
    {"USER_SGPR_MSB", 27, 27, nullptr, 0, nullptr},
    {"SHARED_VGPR_CNT", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC2_VS[] = {
    {"SCRATCH_EN", 0, 0, nullptr, 0, nullptr},
    {"USER_SGPR", 1, 5, nullptr, 0, nullptr},
    {"TRAP_PRESENT", 6, 6, nullptr, 0, nullptr},
    {"OC_LDS_EN", 7, 7, nullptr, 0, nullptr},
    {"SO_BASE0_EN", 8, 8, nullptr, 0, nullptr},
    {"SO_BASE1_EN", 9, 9, nullptr, 0, nullptr},
    {"SO_BASE2_EN", 10, 10, nullptr, 0, nullptr},
    {"SO_BASE3_EN", 11, 11, nullptr, 0, nullptr},
    {"SO_EN", 12, 12, nullptr, 0, nullptr},
    {"EXCP_EN", 13, 21, kEnum_EXCP_EN, 9, "EXCP_EN"},
    {"PC_BASE_EN", 22, 22, nullptr, 0, nullptr},
    {"DISPATCH_DRAW_EN", 24, 24, nullptr, 0, nullptr},
    {"USER_SGPR_MSB", 27, 27, nullptr, 0, nullptr},
    {"SHARED_VGPR_CNT", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC3_GS[] = {
    {"CU_EN", 0, 15, nullptr, 0, nullptr},
    {"WAVE_LIMIT", 16, 21, nullptr, 0, nullptr},
    {"LOCK_LOW_THRESHOLD", 22, 25, nullptr, 0, nullptr},
    {"GROUP_FIFO_DEPTH", 26, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC3_HS[] = {
    {"WAVE_LIMIT", 0, 5, nullptr, 0, nullptr},
    {"LOCK_LOW_THRESHOLD", 6, 9, nullptr, 0, nullptr},
    {"GROUP_FIFO_DEPTH", 10, 15, nullptr, 0, nullptr},
    {"CU_EN", 16, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC3_PS[] = {
    {"CU_EN", 0, 15, nullptr, 0, nullptr},
    {"WAVE_LIMIT", 16, 21, nullptr, 0, nullptr},
    {"LOCK_LOW_THRESHOLD", 22, 25, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC4_GS[] = {
    {"CU_EN", 0, 15, nullptr, 0, nullptr},
    {"SPI_SHADER_LATE_ALLOC_GS", 16, 22, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_PGM_RSRC4_PS[] = {
    {"CU_EN", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_POS_FORMAT[] = {
    {"POS0_EXPORT_FORMAT", 0, 3, kEnum_SPI_SHADER_FORMAT, 5, "SPI_SHADER_FORMAT"},
    {"POS1_EXPORT_FORMAT", 4, 7, kEnum_SPI_SHADER_FORMAT, 5, "SPI_SHADER_FORMAT"},
    {"POS2_EXPORT_FORMAT", 8, 11, kEnum_SPI_SHADER_FORMAT, 5, "SPI_SHADER_FORMAT"},
    {"POS3_EXPORT_FORMAT", 12, 15, kEnum_SPI_SHADER_FORMAT, 5, "SPI_SHADER_FORMAT"},
    {"POS4_EXPORT_FORMAT", 16, 19, kEnum_SPI_SHADER_FORMAT, 5, "SPI_SHADER_FORMAT"},
};
constexpr FieldInfo kType_SPI_SHADER_REQ_CTRL_PS[] = {
    {"SOFT_GROUPING_EN", 0, 0, nullptr, 0, nullptr},
    {"NUMBER_OF_REQUESTS_PER_CU", 1, 4, nullptr, 0, nullptr},
    {"SOFT_GROUPING_ALLOCATION_TIMEOUT", 5, 8, nullptr, 0, nullptr},
    {"HARD_LOCK_HYSTERESIS", 9, 9, nullptr, 0, nullptr},
    {"HARD_LOCK_LOW_THRESHOLD", 10, 14, nullptr, 0, nullptr},
    {"PRODUCER_REQUEST_LOCKOUT", 15, 15, nullptr, 0, nullptr},
    {"GLOBAL_SCANNING_EN", 16, 16, nullptr, 0, nullptr},
    {"ALLOCATION_RATE_THROTTLING_THRESHOLD", 17, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_USER_ACCUM_PS_0[] = {
    {"CONTRIBUTION", 0, 6, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_USER_DATA_PS_0[] = {
    {"DATA", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SPI_SHADER_Z_FORMAT[] = {
    {"Z_EXPORT_FORMAT", 0, 3, kEnum_SPI_SHADER_EX_FORMAT, 10, "SPI_SHADER_EX_FORMAT"},
};
constexpr FieldInfo kType_SPI_VS_OUT_CONFIG[] = {
    {"VS_EXPORT_COUNT", 1, 5, nullptr, 0, nullptr},
    {"VS_HALF_PACK", 6, 6, nullptr, 0, nullptr},
    {"NO_PC_EXPORT", 7, 7, nullptr, 0, nullptr},
    {"PRIM_EXPORT_COUNT", 8, 12, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQC_CACHES[] = {
    {"TARGET_INST", 0, 0, nullptr, 0, nullptr},
    {"TARGET_DATA", 1, 1, nullptr, 0, nullptr},
    {"INVALIDATE", 2, 2, nullptr, 0, nullptr},
    {"COMPLETE", 16, 16, nullptr, 0, nullptr},
    {"L2_WB_POLICY", 17, 18, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_PERFCOUNTER0_SELECT[] = {
    {"PERF_SEL", 0, 8, nullptr, 0, nullptr},
    {"SPM_MODE", 20, 23, nullptr, 0, nullptr},
    {"PERF_MODE", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_PERFCOUNTER_CTRL[] = {
    {"PS_EN", 0, 0, nullptr, 0, nullptr},
    {"VS_EN", 1, 1, kEnum_VGT_STAGES_VS_EN, 4, "VGT_STAGES_VS_EN"},
    {"GS_EN", 2, 2, kEnum_VGT_STAGES_GS_EN, 2, "VGT_STAGES_GS_EN"},
    {"ES_EN", 3, 3, kEnum_VGT_STAGES_ES_EN, 4, "VGT_STAGES_ES_EN"},
    {"HS_EN", 4, 4, kEnum_VGT_STAGES_HS_EN, 2, "VGT_STAGES_HS_EN"},
    {"LS_EN", 5, 5, kEnum_VGT_STAGES_LS_EN, 4, "VGT_STAGES_LS_EN"},
    {"CS_EN", 6, 6, nullptr, 0, nullptr},
    {"CNTR_RATE", 8, 9, nullptr, 0, nullptr},
    {"DISABLE_FLUSH", 13, 13, nullptr, 0, nullptr},
    {"DISABLE_ME0PIPE0_PERF", 14, 14, nullptr, 0, nullptr},
    {"DISABLE_ME0PIPE1_PERF", 15, 15, nullptr, 0, nullptr},
    {"DISABLE_ME1PIPE0_PERF", 16, 16, nullptr, 0, nullptr},
    {"DISABLE_ME1PIPE1_PERF", 17, 17, nullptr, 0, nullptr},
    {"DISABLE_ME1PIPE2_PERF", 18, 18, nullptr, 0, nullptr},
    {"DISABLE_ME1PIPE3_PERF", 19, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_PERFCOUNTER_CTRL2[] = {
    {"FORCE_EN", 0, 0, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_THREAD_TRACE_BUF0_BASE[] = {
    {"BASE_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_THREAD_TRACE_BUF0_SIZE[] = {
    {"BASE_HI", 0, 3, nullptr, 0, nullptr},
    {"SIZE", 8, 29, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_THREAD_TRACE_CTRL[] = {
    {"MODE", 0, 1, nullptr, 0, nullptr},
    {"ALL_VMID", 2, 2, nullptr, 0, nullptr},
    {"CH_PERF_EN", 3, 3, nullptr, 0, nullptr},
    {"INTERRUPT_EN", 4, 4, nullptr, 0, nullptr},
    {"DOUBLE_BUFFER", 5, 5, nullptr, 0, nullptr},
    {"HIWATER", 6, 8, nullptr, 0, nullptr},
    {"REG_STALL_EN", 9, 9, nullptr, 0, nullptr},
    {"SPI_STALL_EN", 10, 10, nullptr, 0, nullptr},
    {"SQ_STALL_EN", 11, 11, nullptr, 0, nullptr},
    {"REG_DROP_ON_STALL", 12, 12, nullptr, 0, nullptr},
    {"UTIL_TIMER", 13, 13, nullptr, 0, nullptr},
    {"WAVESTART_MODE", 14, 15, nullptr, 0, nullptr},
    {"RT_FREQ", 16, 17, nullptr, 0, nullptr},
    {"SYNC_COUNT_MARKERS", 18, 18, nullptr, 0, nullptr},
    {"SYNC_COUNT_DRAWS", 19, 19, nullptr, 0, nullptr},
    {"LOWATER_OFFSET", 20, 22, nullptr, 0, nullptr},
    {"AUTO_FLUSH_PADDING_DIS", 28, 28, nullptr, 0, nullptr},
    {"AUTO_FLUSH_MODE", 29, 29, nullptr, 0, nullptr},
    {"CAPTURE_ALL", 30, 30, nullptr, 0, nullptr},
    {"DRAW_EVENT_EN", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_THREAD_TRACE_DROPPED_CNTR[] = {
    {"CNTR", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_THREAD_TRACE_MASK[] = {
    {"SIMD_SEL", 0, 1, nullptr, 0, nullptr},
    {"WGP_SEL", 4, 7, nullptr, 0, nullptr},
    {"SA_SEL", 9, 9, nullptr, 0, nullptr},
    {"WTYPE_INCLUDE", 10, 16, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_THREAD_TRACE_STATUS[] = {
    {"FINISH_PENDING", 0, 11, nullptr, 0, nullptr},
    {"FINISH_DONE", 12, 23, nullptr, 0, nullptr},
    {"UTC_ERR", 24, 24, nullptr, 0, nullptr},
    {"BUSY", 25, 25, nullptr, 0, nullptr},
    {"EVENT_CNTR_OVERFLOW", 26, 26, nullptr, 0, nullptr},
    {"EVENT_CNTR_STALL", 27, 27, nullptr, 0, nullptr},
    {"OWNER_VMID", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_THREAD_TRACE_STATUS2[] = {
    {"BUF0_FULL", 0, 0, nullptr, 0, nullptr},
    {"BUF1_FULL", 1, 1, nullptr, 0, nullptr},
    {"PACKET_LOST_BUF_NO_LOCKDOWN", 4, 4, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_THREAD_TRACE_TOKEN_MASK[] = {
    {"TOKEN_EXCLUDE", 0, 10, kEnum_ThreadTraceTokenExclude, 12, "ThreadTraceTokenExclude"},
    {"BOP_EVENTS_TOKEN_INCLUDE", 12, 12, nullptr, 0, nullptr},
    {"REG_INCLUDE", 16, 23, kEnum_ThreadTraceRegInclude, 8, "ThreadTraceRegInclude"},
    {"INST_EXCLUDE", 24, 25, nullptr, 0, nullptr},
    {"REG_EXCLUDE", 26, 28, nullptr, 0, nullptr},
    {"REG_DETAIL_ALL", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_THREAD_TRACE_WPTR[] = {
    {"OFFSET", 0, 28, nullptr, 0, nullptr},
    {"BUFFER_ID", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_ACTIVE[] = {
    {"WAVE_SLOT", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_EXEC_HI[] = {
    {"EXEC_HI", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_EXEC_LO[] = {
    {"EXEC_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_FLUSH_IB[] = {
    {"UNUSED", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_GPR_ALLOC[] = {
    {"VGPR_BASE", 0, 7, nullptr, 0, nullptr},
    {"VGPR_SIZE", 8, 15, nullptr, 0, nullptr},
    {"SGPR_BASE", 16, 23, nullptr, 0, nullptr},
    {"SGPR_SIZE", 24, 27, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_HW_ID1[] = {
    {"WAVE_ID", 0, 4, nullptr, 0, nullptr},
    {"SIMD_ID", 8, 9, nullptr, 0, nullptr},
    {"WGP_ID", 10, 13, nullptr, 0, nullptr},
    {"SA_ID", 16, 16, nullptr, 0, nullptr},
    {"SE_ID", 18, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_HW_ID2[] = {
    {"QUEUE_ID", 0, 3, nullptr, 0, nullptr},
    {"PIPE_ID", 4, 5, nullptr, 0, nullptr},
    {"ME_ID", 8, 9, nullptr, 0, nullptr},
    {"STATE_ID", 12, 14, nullptr, 0, nullptr},
    {"WG_ID", 16, 20, nullptr, 0, nullptr},
    {"VM_ID", 24, 27, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_HW_ID_LEGACY[] = {
    {"WAVE_ID", 0, 3, nullptr, 0, nullptr},
    {"SIMD_ID", 4, 5, nullptr, 0, nullptr},
    {"PIPE_ID", 6, 7, nullptr, 0, nullptr},
    {"CU_ID", 8, 11, nullptr, 0, nullptr},
    {"SH_ID", 12, 12, nullptr, 0, nullptr},
    {"SE_ID", 13, 14, nullptr, 0, nullptr},
    {"WAVE_ID_MSB", 15, 15, nullptr, 0, nullptr},
    {"TG_ID", 16, 19, nullptr, 0, nullptr},
    {"VM_ID", 20, 23, nullptr, 0, nullptr},
    {"QUEUE_ID", 24, 26, nullptr, 0, nullptr},
    {"STATE_ID", 27, 29, nullptr, 0, nullptr},
    {"ME_ID", 30, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_IB_DBG1[] = {
    {"WAVE_IDLE", 24, 24, nullptr, 0, nullptr},
    {"MISC_CNT", 25, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_IB_STS[] = {
    {"VM_CNT", 0, 3, nullptr, 0, nullptr},
    {"EXP_CNT", 4, 6, nullptr, 0, nullptr},
    {"LGKM_CNT_BIT4", 7, 7, nullptr, 0, nullptr},
    {"LGKM_CNT", 8, 11, nullptr, 0, nullptr},
    {"VALU_CNT", 12, 14, nullptr, 0, nullptr},
    {"VM_CNT_HI", 22, 23, nullptr, 0, nullptr},
    {"LGKM_CNT_BIT5", 24, 24, nullptr, 0, nullptr},
    {"VS_CNT", 26, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_IB_STS2[] = {
    {"INST_PREFETCH", 0, 1, nullptr, 0, nullptr},
    {"RESOURCE_OVERRIDE", 7, 7, nullptr, 0, nullptr},
    {"MEM_ORDER", 8, 9, nullptr, 0, nullptr},
    {"FWD_PROGRESS", 10, 10, nullptr, 0, nullptr},
    {"WAVE64", 11, 11, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_INST_DW0[] = {
    {"INST_DW0", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_LDS_ALLOC[] = {
    {"LDS_BASE", 0, 8, nullptr, 0, nullptr},
    {"LDS_SIZE", 12, 20, nullptr, 0, nullptr},
    {"VGPR_SHARED_SIZE", 24, 27, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_M0[] = {
    {"M0", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_MODE[] = {
    {"FP_ROUND", 0, 3, nullptr, 0, nullptr},
    {"FP_DENORM", 4, 7, nullptr, 0, nullptr},
    {"DX10_CLAMP", 8, 8, nullptr, 0, nullptr},
    {"IEEE", 9, 9, nullptr, 0, nullptr},
    {"LOD_CLAMPED", 10, 10, nullptr, 0, nullptr},
    {"EXCP_EN", 12, 20, kEnum_EXCP_EN, 9, "EXCP_EN"},
    {"FP16_OVFL", 23, 23, nullptr, 0, nullptr},
    {"DISABLE_PERF", 27, 27, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_PC_HI[] = {
    {"PC_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_PC_LO[] = {
    {"PC_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_POPS_PACKER[] = {
    {"POPS_EN", 0, 0, nullptr, 0, nullptr},
    {"POPS_PACKER_ID", 1, 2, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_SCHED_MODE[] = {
    {"DEP_MODE", 0, 1, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_SHADER_CYCLES[] = {
    {"CYCLES", 0, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_STATUS[] = {
    {"SCC", 0, 0, nullptr, 0, nullptr},
    {"SPI_PRIO", 1, 2, nullptr, 0, nullptr},
    {"USER_PRIO", 3, 4, nullptr, 0, nullptr},
    {"PRIV", 5, 5, nullptr, 0, nullptr},
    {"TRAP_EN", 6, 6, nullptr, 0, nullptr},
    {"TTRACE_EN", 7, 7, nullptr, 0, nullptr},
    {"EXPORT_RDY", 8, 8, nullptr, 0, nullptr},
    {"EXECZ", 9, 9, nullptr, 0, nullptr},
    {"VCCZ", 10, 10, nullptr, 0, nullptr},
    {"IN_TG", 11, 11, nullptr, 0, nullptr},
    {"IN_BARRIER", 12, 12, nullptr, 0, nullptr},
    {"HALT", 13, 13, nullptr, 0, nullptr},
    {"TRAP", 14, 14, nullptr, 0, nullptr},
    {"TTRACE_SIMD_EN", 15, 15, nullptr, 0, nullptr},
    {"VALID", 16, 16, nullptr, 0, nullptr},
    {"ECC_ERR", 17, 17, nullptr, 0, nullptr},
    {"SKIP_EXPORT", 18, 18, nullptr, 0, nullptr},
    {"PERF_EN", 19, 19, nullptr, 0, nullptr},
    {"FATAL_HALT", 23, 23, nullptr, 0, nullptr},
    {"MUST_EXPORT", 27, 27, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_TRAPSTS[] = {
    {"EXCP", 0, 8, kEnum_EXCP_EN, 9, "EXCP_EN"},
    {"SAVECTX", 10, 10, nullptr, 0, nullptr},
    {"ILLEGAL_INST", 11, 11, nullptr, 0, nullptr},
    {"EXCP_HI", 12, 14, nullptr, 0, nullptr},
    {"BUFFER_OOB", 15, 15, nullptr, 0, nullptr},
    {"EXCP_CYCLE", 16, 19, nullptr, 0, nullptr},
    {"EXCP_GROUP_MASK", 20, 23, nullptr, 0, nullptr},
    {"EXCP_WAVE64HI", 24, 24, nullptr, 0, nullptr},
    {"UTC_ERROR", 28, 28, nullptr, 0, nullptr},
    {"DP_RATE", 29, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SQ_WAVE_VGPR_OFFSET[] = {
    {"SRC0", 0, 5, nullptr, 0, nullptr},
    {"SRC1", 6, 11, nullptr, 0, nullptr},
    {"SRC2", 12, 17, nullptr, 0, nullptr},
    {"DST", 18, 23, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SX_BLEND_OPT_CONTROL[] = {
    {"MRT0_COLOR_OPT_DISABLE", 0, 0, nullptr, 0, nullptr},
    {"MRT0_ALPHA_OPT_DISABLE", 1, 1, nullptr, 0, nullptr},
    {"MRT1_COLOR_OPT_DISABLE", 4, 4, nullptr, 0, nullptr},
    {"MRT1_ALPHA_OPT_DISABLE", 5, 5, nullptr, 0, nullptr},
    {"MRT2_COLOR_OPT_DISABLE", 8, 8, nullptr, 0, nullptr},
    {"MRT2_ALPHA_OPT_DISABLE", 9, 9, nullptr, 0, nullptr},
    {"MRT3_COLOR_OPT_DISABLE", 12, 12, nullptr, 0, nullptr},
    {"MRT3_ALPHA_OPT_DISABLE", 13, 13, nullptr, 0, nullptr},
    {"MRT4_COLOR_OPT_DISABLE", 16, 16, nullptr, 0, nullptr},
    {"MRT4_ALPHA_OPT_DISABLE", 17, 17, nullptr, 0, nullptr},
    {"MRT5_COLOR_OPT_DISABLE", 20, 20, nullptr, 0, nullptr},
    {"MRT5_ALPHA_OPT_DISABLE", 21, 21, nullptr, 0, nullptr},
    {"MRT6_COLOR_OPT_DISABLE", 24, 24, nullptr, 0, nullptr},
    {"MRT6_ALPHA_OPT_DISABLE", 25, 25, nullptr, 0, nullptr},
    {"MRT7_COLOR_OPT_DISABLE", 28, 28, nullptr, 0, nullptr},
    {"MRT7_ALPHA_OPT_DISABLE", 29, 29, nullptr, 0, nullptr},
    {"PIXEN_ZERO_OPT_DISABLE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SX_BLEND_OPT_EPSILON[] = {
    {"MRT0_EPSILON", 0, 3, kEnum_SX_BLEND_OPT_EPSILON__MRT0_EPSILON, 7, "SX_BLEND_OPT_EPSILON__MRT0_EPSILON"},
    {"MRT1_EPSILON", 4, 7, nullptr, 0, nullptr},
    {"MRT2_EPSILON", 8, 11, nullptr, 0, nullptr},
    {"MRT3_EPSILON", 12, 15, nullptr, 0, nullptr},
    {"MRT4_EPSILON", 16, 19, nullptr, 0, nullptr},
    {"MRT5_EPSILON", 20, 23, nullptr, 0, nullptr},
    {"MRT6_EPSILON", 24, 27, nullptr, 0, nullptr},
    {"MRT7_EPSILON", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SX_MRT0_BLEND_OPT[] = {
    {"COLOR_SRC_OPT", 0, 2, kEnum_SX_BLEND_OPT, 8, "SX_BLEND_OPT"},
    {"COLOR_DST_OPT", 4, 6, kEnum_SX_BLEND_OPT, 8, "SX_BLEND_OPT"},
    {"COLOR_COMB_FCN", 8, 10, kEnum_SX_OPT_COMB_FCN, 8, "SX_OPT_COMB_FCN"},
    {"ALPHA_SRC_OPT", 16, 18, kEnum_SX_BLEND_OPT, 8, "SX_BLEND_OPT"},
    {"ALPHA_DST_OPT", 20, 22, kEnum_SX_BLEND_OPT, 8, "SX_BLEND_OPT"},
    {"ALPHA_COMB_FCN", 24, 26, kEnum_SX_OPT_COMB_FCN, 8, "SX_OPT_COMB_FCN"},
};
constexpr FieldInfo kType_SX_PERFCOUNTER2_SELECT[] = {
    {"PERF_SEL", 0, 9, nullptr, 0, nullptr},
    {"CNTR_MODE", 20, 23, nullptr, 0, nullptr},
    {"PERF_MODE", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_SX_PS_DOWNCONVERT[] = {
    {"MRT0", 0, 3, kEnum_SX_DOWNCONVERT_FORMAT, 12, "SX_DOWNCONVERT_FORMAT"},
    {"MRT1", 4, 7, kEnum_SX_DOWNCONVERT_FORMAT, 12, "SX_DOWNCONVERT_FORMAT"},
    {"MRT2", 8, 11, kEnum_SX_DOWNCONVERT_FORMAT, 12, "SX_DOWNCONVERT_FORMAT"},
    {"MRT3", 12, 15, kEnum_SX_DOWNCONVERT_FORMAT, 12, "SX_DOWNCONVERT_FORMAT"},
    {"MRT4", 16, 19, kEnum_SX_DOWNCONVERT_FORMAT, 12, "SX_DOWNCONVERT_FORMAT"},
    {"MRT5", 20, 23, kEnum_SX_DOWNCONVERT_FORMAT, 12, "SX_DOWNCONVERT_FORMAT"},
    {"MRT6", 24, 27, kEnum_SX_DOWNCONVERT_FORMAT, 12, "SX_DOWNCONVERT_FORMAT"},
    {"MRT7", 28, 31, kEnum_SX_DOWNCONVERT_FORMAT, 12, "SX_DOWNCONVERT_FORMAT"},
};
constexpr FieldInfo kType_SX_PS_DOWNCONVERT_CONTROL[] = {
    {"MRT0_FMT_MAPPING_DISABLE", 0, 0, nullptr, 0, nullptr},
    {"MRT1_FMT_MAPPING_DISABLE", 1, 1, nullptr, 0, nullptr},
    {"MRT2_FMT_MAPPING_DISABLE", 2, 2, nullptr, 0, nullptr},
    {"MRT3_FMT_MAPPING_DISABLE", 3, 3, nullptr, 0, nullptr},
    {"MRT4_FMT_MAPPING_DISABLE", 4, 4, nullptr, 0, nullptr},
    {"MRT5_FMT_MAPPING_DISABLE", 5, 5, nullptr, 0, nullptr},
    {"MRT6_FMT_MAPPING_DISABLE", 6, 6, nullptr, 0, nullptr},
    {"MRT7_FMT_MAPPING_DISABLE", 7, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_TA_BC_BASE_ADDR[] = {
    {"ADDRESS", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_TA_BC_BASE_ADDR_HI[] = {
    {"ADDRESS", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_UTCL1_PERFCOUNTER0_SELECT[] = {
    {"PERF_SEL", 0, 9, nullptr, 0, nullptr},
    {"COUNTER_MODE", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_DISPATCH_DRAW_INDEX[] = {
    {"MATCH_INDEX", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_DMA_BASE[] = {
    {"BASE_ADDR", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_DMA_BASE_HI[] = {
    {"BASE_ADDR", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_DMA_INDEX_TYPE[] = {
    {"INDEX_TYPE", 0, 1, kEnum_VGT_INDEX_TYPE_MODE, 3, "VGT_INDEX_TYPE_MODE"},
    {"SWAP_MODE", 2, 3, kEnum_VGT_DMA_SWAP_MODE, 4, "VGT_DMA_SWAP_MODE"},
    {"BUF_TYPE", 4, 5, kEnum_VGT_DMA_BUF_TYPE, 4, "VGT_DMA_BUF_TYPE"},
    {"RDREQ_POLICY", 6, 7, kEnum_VGT_RDREQ_POLICY, 3, "VGT_RDREQ_POLICY"},
    {"ATC", 8, 8, nullptr, 0, nullptr},
    {"NOT_EOP", 9, 9, nullptr, 0, nullptr},
    {"REQ_PATH", 10, 10, nullptr, 0, nullptr},
    {"MTYPE", 11, 13, nullptr, 0, nullptr},
    {"DISABLE_INSTANCE_PACKING", 14, 14, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_DMA_MAX_SIZE[] = {
    {"MAX_SIZE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_DMA_NUM_INSTANCES[] = {
    {"NUM_INSTANCES", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_DMA_SIZE[] = {
    {"NUM_INDICES", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_DRAW_INITIATOR[] = {
    {"SOURCE_SELECT", 0, 1, kEnum_VGT_DI_SOURCE_SELECT, 4, "VGT_DI_SOURCE_SELECT"},
    {"MAJOR_MODE", 2, 3, kEnum_VGT_DI_MAJOR_MODE_SELECT, 2, "VGT_DI_MAJOR_MODE_SELECT"},
    {"SPRITE_EN_R6XX", 4, 4, nullptr, 0, nullptr},
    {"NOT_EOP", 5, 5, nullptr, 0, nullptr},
    {"USE_OPAQUE", 6, 6, nullptr, 0, nullptr},
    {"REG_RT_INDEX", 29, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_DRAW_PAYLOAD_CNTL[] = {
    {"EN_REG_RT_INDEX", 1, 1, nullptr, 0, nullptr},
    {"EN_PRIM_PAYLOAD", 3, 3, nullptr, 0, nullptr},
    {"EN_DRAW_VP", 4, 4, nullptr, 0, nullptr},
    {"EN_VRS_RATE", 6, 6, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_ENHANCE[] = {
    {"MISC", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_ESGS_RING_ITEMSIZE[] = {
    {"ITEMSIZE", 0, 14, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_ESGS_RING_SIZE_UMD[] = {
    {"MEM_SIZE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_ES_PER_GS[] = {
    {"ES_PER_GS", 0, 10, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_EVENT_ADDRESS_REG[] = {
    {"ADDRESS_LOW", 0, 27, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_EVENT_INITIATOR[] = {
    {"EVENT_TYPE", 0, 5, kEnum_VGT_EVENT_TYPE, 64, "VGT_EVENT_TYPE"},
    {"ADDRESS_HI", 10, 26, nullptr, 0, nullptr},
    {"EXTENDED_EVENT", 27, 27, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GROUP_DECR[] = {
    {"DECR", 0, 3, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GROUP_FIRST_DECR[] = {
    {"FIRST_DECR", 0, 3, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GROUP_PRIM_TYPE[] = {
    {"PRIM_TYPE", 0, 4, kEnum_VGT_DI_PRIM_TYPE, 22, "VGT_DI_PRIM_TYPE"},
    {"RETAIN_ORDER", 14, 14, nullptr, 0, nullptr},
    {"RETAIN_QUADS", 15, 15, nullptr, 0, nullptr},
    {"PRIM_ORDER", 16, 18, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GROUP_VECT_0_CNTL[] = {
    {"COMP_X_EN", 0, 0, nullptr, 0, nullptr},
    {"COMP_Y_EN", 1, 1, nullptr, 0, nullptr},
    {"COMP_Z_EN", 2, 2, nullptr, 0, nullptr},
    {"COMP_W_EN", 3, 3, nullptr, 0, nullptr},
    {"STRIDE", 8, 15, nullptr, 0, nullptr},
    {"SHIFT", 16, 23, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GROUP_VECT_0_FMT_CNTL[] = {
    {"X_CONV", 0, 3, nullptr, 0, nullptr},
    {"X_OFFSET", 4, 7, nullptr, 0, nullptr},
    {"Y_CONV", 8, 11, nullptr, 0, nullptr},
    {"Y_OFFSET", 12, 15, nullptr, 0, nullptr},
    {"Z_CONV", 16, 19, nullptr, 0, nullptr},
    {"Z_OFFSET", 20, 23, nullptr, 0, nullptr},
    {"W_CONV", 24, 27, nullptr, 0, nullptr},
    {"W_OFFSET", 28, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GSVS_RING_OFFSET_1[] = {
    {"OFFSET", 0, 14, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GS_INSTANCE_CNT[] = {
    {"ENABLE", 0, 0, nullptr, 0, nullptr},
    {"CNT", 2, 8, nullptr, 0, nullptr},
    {"EN_MAX_VERT_OUT_PER_GS_INSTANCE", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GS_MAX_VERT_OUT[] = {
    {"MAX_VERT_OUT", 0, 10, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GS_MODE[] = {
    {"MODE", 0, 2, kEnum_VGT_GS_MODE_TYPE, 6, "VGT_GS_MODE_TYPE"},
    {"RESERVED_0", 3, 3, nullptr, 0, nullptr},
    {"CUT_MODE", 4, 5, kEnum_VGT_GS_CUT_MODE, 4, "VGT_GS_CUT_MODE"},
    {"RESERVED_1", 6, 10, nullptr, 0, nullptr},
    {"GS_C_PACK_EN", 11, 11, nullptr, 0, nullptr},
    {"RESERVED_2", 12, 12, nullptr, 0, nullptr},
    {"ES_PASSTHRU", 13, 13, nullptr, 0, nullptr},
    {"COMPUTE_MODE", 14, 14, nullptr, 0, nullptr},
    {"FAST_COMPUTE_MODE", 15, 15, nullptr, 0, nullptr},
    {"ELEMENT_INFO_EN", 16, 16, nullptr, 0, nullptr},
    {"PARTIAL_THD_AT_EOI", 17, 17, nullptr, 0, nullptr},
    {"SUPPRESS_CUTS", 18, 18, nullptr, 0, nullptr},
    {"ES_WRITE_OPTIMIZE", 19, 19, nullptr, 0, nullptr},
    {"GS_WRITE_OPTIMIZE", 20, 20, nullptr, 0, nullptr},
    {"ONCHIP", 21, 22, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GS_ONCHIP_CNTL[] = {
    {"ES_VERTS_PER_SUBGRP", 0, 10, nullptr, 0, nullptr},
    {"GS_PRIMS_PER_SUBGRP", 11, 21, nullptr, 0, nullptr},
    {"GS_INST_PRIMS_IN_SUBGRP", 22, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GS_OUT_PRIM_TYPE[] = {
    {"OUTPRIM_TYPE", 0, 5, kEnum_VGT_GS_OUTPRIM_TYPE, 4, "VGT_GS_OUTPRIM_TYPE"},
    {"OUTPRIM_TYPE_1", 8, 13, kEnum_VGT_GS_OUTPRIM_TYPE, 4, "VGT_GS_OUTPRIM_TYPE"},
    {"OUTPRIM_TYPE_2", 16, 21, kEnum_VGT_GS_OUTPRIM_TYPE, 4, "VGT_GS_OUTPRIM_TYPE"},
    {"OUTPRIM_TYPE_3", 22, 27, kEnum_VGT_GS_OUTPRIM_TYPE, 4, "VGT_GS_OUTPRIM_TYPE"},
    {"UNIQUE_TYPE_PER_STREAM", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GS_PER_ES[] = {
    {"GS_PER_ES", 0, 10, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_GS_PER_VS[] = {
    {"GS_PER_VS", 0, 3, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_HOS_CNTL[] = {
    {"TESS_MODE", 0, 1, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_HOS_MAX_TESS_LEVEL[] = {
    {"MAX_TESS", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_HOS_MIN_TESS_LEVEL[] = {
    {"MIN_TESS", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_HOS_REUSE_DEPTH[] = {
    {"REUSE_DEPTH", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_HS_OFFCHIP_PARAM_UMD[] = {
    {"OFFCHIP_BUFFERING", 0, 9, nullptr, 0, nullptr},
    {"OFFCHIP_GRANULARITY", 10, 11, kEnum_VGT_HS_OFFCHIP_PARAM__OFFCHIP_GRANULARITY, 4, "VGT_HS_OFFCHIP_PARAM__OFFCHIP_GRANULARITY"},
};
constexpr FieldInfo kType_VGT_INDEX_TYPE[] = {
    {"INDEX_TYPE", 0, 1, kEnum_VGT_INDEX_TYPE_MODE, 3, "VGT_INDEX_TYPE_MODE"},
    {"DISABLE_INSTANCE_PACKING", 14, 14, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_INDX_OFFSET[] = {
    {"INDX_OFFSET", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_INSTANCE_BASE_ID[] = {
    {"INSTANCE_BASE_ID", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_INSTANCE_STEP_RATE_0[] = {
    {"STEP_RATE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_LS_HS_CONFIG[] = {
    {"NUM_PATCHES", 0, 7, nullptr, 0, nullptr},
    {"HS_NUM_INPUT_CP", 8, 13, nullptr, 0, nullptr},
    {"HS_NUM_OUTPUT_CP", 14, 19, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_MAX_VTX_INDX[] = {
    {"MAX_INDX", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_MIN_VTX_INDX[] = {
    {"MIN_INDX", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_MULTI_PRIM_IB_RESET_EN[] = {
    {"RESET_EN", 0, 0, nullptr, 0, nullptr},
    {"MATCH_ALL_BITS", 1, 1, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_MULTI_PRIM_IB_RESET_INDX[] = {
    {"RESET_INDX", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_OUTPUT_PATH_CNTL[] = {
    {"PATH_SELECT", 0, 2, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_OUT_DEALLOC_CNTL[] = {
    {"DEALLOC_DIST", 0, 6, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_PRIMITIVEID_EN[] = {
    {"PRIMITIVEID_EN", 0, 0, nullptr, 0, nullptr},
    {"DISABLE_RESET_ON_EOI", 1, 1, nullptr, 0, nullptr},
    {"NGG_DISABLE_PROVOK_REUSE", 2, 2, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_PRIMITIVEID_RESET[] = {
    {"VALUE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_PRIMITIVE_TYPE[] = {
    {"PRIM_TYPE", 0, 5, kEnum_VGT_DI_PRIM_TYPE, 22, "VGT_DI_PRIM_TYPE"},
};
constexpr FieldInfo kType_VGT_REUSE_OFF[] = {
    {"REUSE_OFF", 0, 0, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_SHADER_STAGES_EN[] = {
    {"LS_EN", 0, 1, kEnum_VGT_STAGES_LS_EN, 4, "VGT_STAGES_LS_EN"},
    {"HS_EN", 2, 2, kEnum_VGT_STAGES_HS_EN, 2, "VGT_STAGES_HS_EN"},
    {"ES_EN", 3, 4, kEnum_VGT_STAGES_ES_EN, 4, "VGT_STAGES_ES_EN"},
    {"GS_EN", 5, 5, kEnum_VGT_STAGES_GS_EN, 2, "VGT_STAGES_GS_EN"},
    {"VS_EN", 6, 7, kEnum_VGT_STAGES_VS_EN, 4, "VGT_STAGES_VS_EN"},
    {"DYNAMIC_HS", 8, 8, nullptr, 0, nullptr},
    {"DISPATCH_DRAW_EN", 9, 9, nullptr, 0, nullptr},
    {"DIS_DEALLOC_ACCUM_0", 10, 10, nullptr, 0, nullptr},
    {"DIS_DEALLOC_ACCUM_1", 11, 11, nullptr, 0, nullptr},
    {"VS_WAVE_ID_EN", 12, 12, nullptr, 0, nullptr},
    {"PRIMGEN_EN", 13, 13, nullptr, 0, nullptr},
    {"ORDERED_ID_MODE", 14, 14, nullptr, 0, nullptr},
    {"MAX_PRIMGRP_IN_WAVE", 15, 18, nullptr, 0, nullptr},
    {"GS_FAST_LAUNCH", 19, 20, nullptr, 0, nullptr},
    {"HS_W32_EN", 21, 21, nullptr, 0, nullptr},
    {"GS_W32_EN", 22, 22, nullptr, 0, nullptr},
    {"VS_W32_EN", 23, 23, nullptr, 0, nullptr},
    {"NGG_WAVE_ID_EN", 24, 24, nullptr, 0, nullptr},
    {"PRIMGEN_PASSTHRU_EN", 25, 25, nullptr, 0, nullptr},
    {"PRIMGEN_PASSTHRU_NO_MSG", 26, 26, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_STRMOUT_BUFFER_CONFIG[] = {
    {"STREAM_0_BUFFER_EN", 0, 3, nullptr, 0, nullptr},
    {"STREAM_1_BUFFER_EN", 4, 7, nullptr, 0, nullptr},
    {"STREAM_2_BUFFER_EN", 8, 11, nullptr, 0, nullptr},
    {"STREAM_3_BUFFER_EN", 12, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_STRMOUT_BUFFER_OFFSET_0[] = {
    {"OFFSET", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_STRMOUT_CONFIG[] = {
    {"STREAMOUT_0_EN", 0, 0, nullptr, 0, nullptr},
    {"STREAMOUT_1_EN", 1, 1, nullptr, 0, nullptr},
    {"STREAMOUT_2_EN", 2, 2, nullptr, 0, nullptr},
    {"STREAMOUT_3_EN", 3, 3, nullptr, 0, nullptr},
    {"RAST_STREAM", 4, 6, nullptr, 0, nullptr},
    {"EN_PRIMS_NEEDED_CNT", 7, 7, nullptr, 0, nullptr},
    {"RAST_STREAM_MASK", 8, 11, nullptr, 0, nullptr},
    {"USE_RAST_STREAM_MASK", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE[] = {
    {"VERTEX_STRIDE", 0, 8, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_STRMOUT_VTX_STRIDE_0[] = {
    {"STRIDE", 0, 9, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_TESS_DISTRIBUTION[] = {
    {"ACCUM_ISOLINE", 0, 7, nullptr, 0, nullptr},
    {"ACCUM_TRI", 8, 15, nullptr, 0, nullptr},
    {"ACCUM_QUAD", 16, 23, nullptr, 0, nullptr},
    {"DONUT_SPLIT", 24, 28, nullptr, 0, nullptr},
    {"TRAP_SPLIT", 29, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_TF_MEMORY_BASE_UMD[] = {
    {"BASE", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_TF_PARAM[] = {
    {"TYPE", 0, 1, kEnum_VGT_TESS_TYPE, 3, "VGT_TESS_TYPE"},
    {"PARTITIONING", 2, 4, kEnum_VGT_TESS_PARTITION, 4, "VGT_TESS_PARTITION"},
    {"TOPOLOGY", 5, 7, kEnum_VGT_TESS_TOPOLOGY, 4, "VGT_TESS_TOPOLOGY"},
    {"RESERVED_REDUC_AXIS", 8, 8, nullptr, 0, nullptr},
    {"DEPRECATED", 9, 9, nullptr, 0, nullptr},
    {"NUM_DS_WAVES_PER_SIMD", 10, 13, nullptr, 0, nullptr},
    {"DISABLE_DONUTS", 14, 14, nullptr, 0, nullptr},
    {"RDREQ_POLICY", 15, 16, kEnum_VGT_RDREQ_POLICY, 3, "VGT_RDREQ_POLICY"},
    {"DISTRIBUTION_MODE", 17, 18, kEnum_VGT_DIST_MODE, 4, "VGT_DIST_MODE"},
    {"DETECT_ONE", 19, 19, kEnum_VGT_DETECT_ONE, 3, "VGT_DETECT_ONE"},
    {"DETECT_ZERO", 20, 20, kEnum_VGT_DETECT_ZERO, 3, "VGT_DETECT_ZERO"},
    {"MTYPE", 23, 25, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_TF_RING_SIZE_UMD[] = {
    {"SIZE", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_VERTEX_REUSE_BLOCK_CNTL[] = {
    {"VTX_REUSE_DEPTH", 0, 7, nullptr, 0, nullptr},
};
constexpr FieldInfo kType_VGT_VTX_CNT_EN[] = {
    {"VTX_CNT_EN", 0, 0, nullptr, 0, nullptr},
};

// Every register, by byte offset; registers sharing an offset keep database order.
constexpr RegisterInfo kRegisters[] = {
    {"SQ_WAVE_ACTIVE", 0x00028u, 0x000Au, kType_SQ_WAVE_ACTIVE, "SQ_WAVE_ACTIVE"},
    {"SQ_WAVE_VALID_AND_IDLE", 0x0002Cu, 0x000Bu, kType_SQ_WAVE_ACTIVE, "SQ_WAVE_ACTIVE"},
    {"SQ_WAVE_MODE", 0x00404u, 0x0101u, kType_SQ_WAVE_MODE, "SQ_WAVE_MODE"},
    {"SQ_WAVE_STATUS", 0x00408u, 0x0102u, kType_SQ_WAVE_STATUS, "SQ_WAVE_STATUS"},
    {"SQ_WAVE_TRAPSTS", 0x0040Cu, 0x0103u, kType_SQ_WAVE_TRAPSTS, "SQ_WAVE_TRAPSTS"},
    {"SQ_WAVE_HW_ID_LEGACY", 0x00410u, 0x0104u, kType_SQ_WAVE_HW_ID_LEGACY, "SQ_WAVE_HW_ID_LEGACY"},
    {"SQ_WAVE_GPR_ALLOC", 0x00414u, 0x0105u, kType_SQ_WAVE_GPR_ALLOC, "SQ_WAVE_GPR_ALLOC"},
    {"SQ_WAVE_LDS_ALLOC", 0x00418u, 0x0106u, kType_SQ_WAVE_LDS_ALLOC, "SQ_WAVE_LDS_ALLOC"},
    {"SQ_WAVE_IB_STS", 0x0041Cu, 0x0107u, kType_SQ_WAVE_IB_STS, "SQ_WAVE_IB_STS"},
    {"SQ_WAVE_PC_LO", 0x00420u, 0x0108u, kType_SQ_WAVE_PC_LO, "SQ_WAVE_PC_LO"},
    {"SQ_WAVE_PC_HI", 0x00424u, 0x0109u, kType_SQ_WAVE_PC_HI, "SQ_WAVE_PC_HI"},
    {"SQ_WAVE_INST_DW0", 0x00428u, 0x010Au, kType_SQ_WAVE_INST_DW0, "SQ_WAVE_INST_DW0"},
    {"SQ_WAVE_IB_DBG1", 0x00434u, 0x010Du, kType_SQ_WAVE_IB_DBG1, "SQ_WAVE_IB_DBG1"},
    {"SQ_WAVE_FLUSH_IB", 0x00438u, 0x010Eu, kType_SQ_WAVE_FLUSH_IB, "SQ_WAVE_FLUSH_IB"},
    {"SQ_WAVE_FLAT_SCRATCH_LO", 0x00450u, 0x0114u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_FLAT_SCRATCH_HI", 0x00454u, 0x0115u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_HW_ID1", 0x0045Cu, 0x0117u, kType_SQ_WAVE_HW_ID1, "SQ_WAVE_HW_ID1"},
    {"SQ_WAVE_HW_ID2", 0x00460u, 0x0118u, kType_SQ_WAVE_HW_ID2, "SQ_WAVE_HW_ID2"},
    {"SQ_WAVE_POPS_PACKER", 0x00464u, 0x0119u, kType_SQ_WAVE_POPS_PACKER, "SQ_WAVE_POPS_PACKER"},
    {"SQ_WAVE_SCHED_MODE", 0x00468u, 0x011Au, kType_SQ_WAVE_SCHED_MODE, "SQ_WAVE_SCHED_MODE"},
    {"SQ_WAVE_VGPR_OFFSET", 0x0046Cu, 0x011Bu, kType_SQ_WAVE_VGPR_OFFSET, "SQ_WAVE_VGPR_OFFSET"},
    {"SQ_WAVE_IB_STS2", 0x00470u, 0x011Cu, kType_SQ_WAVE_IB_STS2, "SQ_WAVE_IB_STS2"},
    {"SQ_WAVE_SHADER_CYCLES", 0x00474u, 0x011Du, kType_SQ_WAVE_SHADER_CYCLES, "SQ_WAVE_SHADER_CYCLES"},
    {"SQ_WAVE_TTMP0", 0x009B0u, 0x026Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP1", 0x009B4u, 0x026Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP2", 0x009B8u, 0x026Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP3", 0x009BCu, 0x026Fu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP4", 0x009C0u, 0x0270u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP5", 0x009C4u, 0x0271u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP6", 0x009C8u, 0x0272u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP7", 0x009CCu, 0x0273u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP8", 0x009D0u, 0x0274u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP9", 0x009D4u, 0x0275u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP10", 0x009D8u, 0x0276u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP11", 0x009DCu, 0x0277u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP12", 0x009E0u, 0x0278u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP13", 0x009E4u, 0x0279u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP14", 0x009E8u, 0x027Au, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_TTMP15", 0x009ECu, 0x027Bu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_WAVE_M0", 0x009F0u, 0x027Cu, kType_SQ_WAVE_M0, "SQ_WAVE_M0"},
    {"SQ_WAVE_EXEC_LO", 0x009F8u, 0x027Eu, kType_SQ_WAVE_EXEC_LO, "SQ_WAVE_EXEC_LO"},
    {"SQ_WAVE_EXEC_HI", 0x009FCu, 0x027Fu, kType_SQ_WAVE_EXEC_HI, "SQ_WAVE_EXEC_HI"},
    {"GRBM_STATUS2", 0x08008u, 0x2002u, kType_GRBM_STATUS2, "GRBM_STATUS2"},
    {"GRBM_STATUS", 0x08010u, 0x2004u, kType_GRBM_STATUS, "GRBM_STATUS"},
    {"GRBM_STATUS_SE0", 0x08014u, 0x2005u, kType_GRBM_STATUS_SE0, "GRBM_STATUS_SE0"},
    {"GRBM_STATUS_SE1", 0x08018u, 0x2006u, kType_GRBM_STATUS_SE0, "GRBM_STATUS_SE0"},
    {"GRBM_STATUS3", 0x0801Cu, 0x2007u, kType_GRBM_STATUS3, "GRBM_STATUS3"},
    {"GRBM_STATUS_SE2", 0x08038u, 0x200Eu, kType_GRBM_STATUS_SE0, "GRBM_STATUS_SE0"},
    {"GRBM_STATUS_SE3", 0x0803Cu, 0x200Fu, kType_GRBM_STATUS_SE0, "GRBM_STATUS_SE0"},
    {"CP_CPC_STATUS", 0x08210u, 0x2084u, kType_CP_CPC_STATUS, "CP_CPC_STATUS"},
    {"CP_CPC_BUSY_STAT", 0x08214u, 0x2085u, kType_CP_CPC_BUSY_STAT, "CP_CPC_BUSY_STAT"},
    {"CP_CPC_STALLED_STAT1", 0x08218u, 0x2086u, kType_CP_CPC_STALLED_STAT1, "CP_CPC_STALLED_STAT1"},
    {"CP_CPF_STATUS", 0x0821Cu, 0x2087u, kType_CP_CPF_STATUS, "CP_CPF_STATUS"},
    {"CP_CPF_BUSY_STAT", 0x08220u, 0x2088u, kType_CP_CPF_BUSY_STAT, "CP_CPF_BUSY_STAT"},
    {"CP_CPF_STALLED_STAT1", 0x08224u, 0x2089u, kType_CP_CPF_STALLED_STAT1, "CP_CPF_STALLED_STAT1"},
    {"CP_CPC_BUSY_STAT2", 0x08228u, 0x208Au, kType_CP_CPC_BUSY_STAT2, "CP_CPC_BUSY_STAT2"},
    {"CP_CPC_GRBM_FREE_COUNT", 0x0822Cu, 0x208Bu, kType_CP_CPC_GRBM_FREE_COUNT, "CP_CPC_GRBM_FREE_COUNT"},
    {"CP_CPC_PRIV_VIOLATION_ADDR", 0x08230u, 0x208Cu, kType_CP_CPC_PRIV_VIOLATION_ADDR, "CP_CPC_PRIV_VIOLATION_ADDR"},
    {"CP_CPC_SCRATCH_INDEX", 0x08240u, 0x2090u, kType_CP_CPC_SCRATCH_INDEX, "CP_CPC_SCRATCH_INDEX"},
    {"CP_CPC_SCRATCH_DATA", 0x08244u, 0x2091u, kType_CP_CPC_SCRATCH_DATA, "CP_CPC_SCRATCH_DATA"},
    {"CP_CPF_GRBM_FREE_COUNT", 0x08248u, 0x2092u, kType_CP_CPF_GRBM_FREE_COUNT, "CP_CPF_GRBM_FREE_COUNT"},
    {"CP_CPF_BUSY_STAT2", 0x0824Cu, 0x2093u, kType_CP_CPF_BUSY_STAT2, "CP_CPF_BUSY_STAT2"},
    {"CP_CPC_HALT_HYST_COUNT", 0x0829Cu, 0x20A7u, kType_CP_CPC_HALT_HYST_COUNT, "CP_CPC_HALT_HYST_COUNT"},
    {"SQ_THREAD_TRACE_BUF0_BASE", 0x08D00u, 0x2340u, kType_SQ_THREAD_TRACE_BUF0_BASE, "SQ_THREAD_TRACE_BUF0_BASE"},
    {"SQ_THREAD_TRACE_BUF0_SIZE", 0x08D04u, 0x2341u, kType_SQ_THREAD_TRACE_BUF0_SIZE, "SQ_THREAD_TRACE_BUF0_SIZE"},
    {"SQ_THREAD_TRACE_BUF1_BASE", 0x08D08u, 0x2342u, kType_SQ_THREAD_TRACE_BUF0_BASE, "SQ_THREAD_TRACE_BUF0_BASE"},
    {"SQ_THREAD_TRACE_BUF1_SIZE", 0x08D0Cu, 0x2343u, kType_SQ_THREAD_TRACE_BUF0_SIZE, "SQ_THREAD_TRACE_BUF0_SIZE"},
    {"SQ_THREAD_TRACE_WPTR", 0x08D10u, 0x2344u, kType_SQ_THREAD_TRACE_WPTR, "SQ_THREAD_TRACE_WPTR"},
    {"SQ_THREAD_TRACE_MASK", 0x08D14u, 0x2345u, kType_SQ_THREAD_TRACE_MASK, "SQ_THREAD_TRACE_MASK"},
    {"SQ_THREAD_TRACE_TOKEN_MASK", 0x08D18u, 0x2346u, kType_SQ_THREAD_TRACE_TOKEN_MASK, "SQ_THREAD_TRACE_TOKEN_MASK"},
    {"SQ_THREAD_TRACE_CTRL", 0x08D1Cu, 0x2347u, kType_SQ_THREAD_TRACE_CTRL, "SQ_THREAD_TRACE_CTRL"},
    {"SQ_THREAD_TRACE_STATUS", 0x08D20u, 0x2348u, kType_SQ_THREAD_TRACE_STATUS, "SQ_THREAD_TRACE_STATUS"},
    {"SQ_THREAD_TRACE_DROPPED_CNTR", 0x08D24u, 0x2349u, kType_SQ_THREAD_TRACE_DROPPED_CNTR, "SQ_THREAD_TRACE_DROPPED_CNTR"},
    {"SQ_THREAD_TRACE_GFX_DRAW_CNTR", 0x08D2Cu, 0x234Bu, kType_SQ_THREAD_TRACE_DROPPED_CNTR, "SQ_THREAD_TRACE_DROPPED_CNTR"},
    {"SQ_THREAD_TRACE_GFX_MARKER_CNTR", 0x08D30u, 0x234Cu, kType_SQ_THREAD_TRACE_DROPPED_CNTR, "SQ_THREAD_TRACE_DROPPED_CNTR"},
    {"SQ_THREAD_TRACE_HP3D_DRAW_CNTR", 0x08D34u, 0x234Du, kType_SQ_THREAD_TRACE_DROPPED_CNTR, "SQ_THREAD_TRACE_DROPPED_CNTR"},
    {"SQ_THREAD_TRACE_HP3D_MARKER_CNTR", 0x08D38u, 0x234Eu, kType_SQ_THREAD_TRACE_DROPPED_CNTR, "SQ_THREAD_TRACE_DROPPED_CNTR"},
    {"SQ_THREAD_TRACE_STATUS2", 0x08D3Cu, 0x234Fu, kType_SQ_THREAD_TRACE_STATUS2, "SQ_THREAD_TRACE_STATUS2"},
    {"SPI_CONFIG_CNTL", 0x09130u, 0x244Cu, kType_SPI_CONFIG_CNTL, "SPI_CONFIG_CNTL"},
    {"GB_ADDR_CONFIG", 0x098F8u, 0x263Eu, kType_GB_ADDR_CONFIG, "GB_ADDR_CONFIG"},
    {"SPI_SHADER_PGM_RSRC4_PS", 0x0B004u, 0x2C01u, kType_SPI_SHADER_PGM_RSRC4_PS, "SPI_SHADER_PGM_RSRC4_PS"},
    {"SPI_SHADER_PGM_CHKSUM_PS", 0x0B018u, 0x2C06u, kType_SPI_SHADER_PGM_CHKSUM_PS, "SPI_SHADER_PGM_CHKSUM_PS"},
    {"SPI_SHADER_PGM_RSRC3_PS", 0x0B01Cu, 0x2C07u, kType_SPI_SHADER_PGM_RSRC3_PS, "SPI_SHADER_PGM_RSRC3_PS"},
    {"SPI_SHADER_PGM_LO_PS", 0x0B020u, 0x2C08u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_PGM_HI_PS", 0x0B024u, 0x2C09u, kType_SPI_SHADER_PGM_HI_PS, "SPI_SHADER_PGM_HI_PS"},
    {"SPI_SHADER_PGM_RSRC1_PS", 0x0B028u, 0x2C0Au, kType_SPI_SHADER_PGM_RSRC1_PS, "SPI_SHADER_PGM_RSRC1_PS"},
    {"SPI_SHADER_PGM_RSRC2_PS", 0x0B02Cu, 0x2C0Bu, kType_SPI_SHADER_PGM_RSRC2_PS, "SPI_SHADER_PGM_RSRC2_PS"},
    {"SPI_SHADER_USER_DATA_PS_0", 0x0B030u, 0x2C0Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_1", 0x0B034u, 0x2C0Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_2", 0x0B038u, 0x2C0Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_3", 0x0B03Cu, 0x2C0Fu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_4", 0x0B040u, 0x2C10u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_5", 0x0B044u, 0x2C11u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_6", 0x0B048u, 0x2C12u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_7", 0x0B04Cu, 0x2C13u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_8", 0x0B050u, 0x2C14u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_9", 0x0B054u, 0x2C15u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_10", 0x0B058u, 0x2C16u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_11", 0x0B05Cu, 0x2C17u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_12", 0x0B060u, 0x2C18u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_13", 0x0B064u, 0x2C19u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_14", 0x0B068u, 0x2C1Au, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_15", 0x0B06Cu, 0x2C1Bu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_16", 0x0B070u, 0x2C1Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_17", 0x0B074u, 0x2C1Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_18", 0x0B078u, 0x2C1Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_19", 0x0B07Cu, 0x2C1Fu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_20", 0x0B080u, 0x2C20u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_21", 0x0B084u, 0x2C21u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_22", 0x0B088u, 0x2C22u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_23", 0x0B08Cu, 0x2C23u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_24", 0x0B090u, 0x2C24u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_25", 0x0B094u, 0x2C25u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_26", 0x0B098u, 0x2C26u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_27", 0x0B09Cu, 0x2C27u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_28", 0x0B0A0u, 0x2C28u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_29", 0x0B0A4u, 0x2C29u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_30", 0x0B0A8u, 0x2C2Au, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_PS_31", 0x0B0ACu, 0x2C2Bu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_REQ_CTRL_PS", 0x0B0C0u, 0x2C30u, kType_SPI_SHADER_REQ_CTRL_PS, "SPI_SHADER_REQ_CTRL_PS"},
    {"SPI_SHADER_USER_ACCUM_PS_0", 0x0B0C8u, 0x2C32u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_PS_1", 0x0B0CCu, 0x2C33u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_PS_2", 0x0B0D0u, 0x2C34u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_PS_3", 0x0B0D4u, 0x2C35u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_PGM_RSRC4_VS", 0x0B104u, 0x2C41u, kType_SPI_SHADER_PGM_RSRC4_PS, "SPI_SHADER_PGM_RSRC4_PS"},
    {"SPI_SHADER_PGM_CHKSUM_VS", 0x0B114u, 0x2C45u, kType_SPI_SHADER_PGM_CHKSUM_PS, "SPI_SHADER_PGM_CHKSUM_PS"},
    {"SPI_SHADER_PGM_RSRC3_VS", 0x0B118u, 0x2C46u, kType_SPI_SHADER_PGM_RSRC3_PS, "SPI_SHADER_PGM_RSRC3_PS"},
    {"SPI_SHADER_LATE_ALLOC_VS", 0x0B11Cu, 0x2C47u, kType_SPI_SHADER_LATE_ALLOC_VS, "SPI_SHADER_LATE_ALLOC_VS"},
    {"SPI_SHADER_PGM_LO_VS", 0x0B120u, 0x2C48u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_PGM_HI_VS", 0x0B124u, 0x2C49u, kType_SPI_SHADER_PGM_HI_PS, "SPI_SHADER_PGM_HI_PS"},
    {"SPI_SHADER_PGM_RSRC1_VS", 0x0B128u, 0x2C4Au, kType_SPI_SHADER_PGM_RSRC1_VS, "SPI_SHADER_PGM_RSRC1_VS"},
    {"SPI_SHADER_PGM_RSRC2_VS", 0x0B12Cu, 0x2C4Bu, kType_SPI_SHADER_PGM_RSRC2_VS, "SPI_SHADER_PGM_RSRC2_VS"},
    {"SPI_SHADER_USER_DATA_VS_0", 0x0B130u, 0x2C4Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_1", 0x0B134u, 0x2C4Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_2", 0x0B138u, 0x2C4Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_3", 0x0B13Cu, 0x2C4Fu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_4", 0x0B140u, 0x2C50u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_5", 0x0B144u, 0x2C51u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_6", 0x0B148u, 0x2C52u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_7", 0x0B14Cu, 0x2C53u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_8", 0x0B150u, 0x2C54u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_9", 0x0B154u, 0x2C55u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_10", 0x0B158u, 0x2C56u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_11", 0x0B15Cu, 0x2C57u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_12", 0x0B160u, 0x2C58u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_13", 0x0B164u, 0x2C59u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_14", 0x0B168u, 0x2C5Au, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_15", 0x0B16Cu, 0x2C5Bu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_16", 0x0B170u, 0x2C5Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_17", 0x0B174u, 0x2C5Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_18", 0x0B178u, 0x2C5Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_19", 0x0B17Cu, 0x2C5Fu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_20", 0x0B180u, 0x2C60u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_21", 0x0B184u, 0x2C61u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_22", 0x0B188u, 0x2C62u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_23", 0x0B18Cu, 0x2C63u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_24", 0x0B190u, 0x2C64u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_25", 0x0B194u, 0x2C65u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_26", 0x0B198u, 0x2C66u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_27", 0x0B19Cu, 0x2C67u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_28", 0x0B1A0u, 0x2C68u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_29", 0x0B1A4u, 0x2C69u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_30", 0x0B1A8u, 0x2C6Au, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_VS_31", 0x0B1ACu, 0x2C6Bu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_REQ_CTRL_VS", 0x0B1C0u, 0x2C70u, kType_SPI_SHADER_REQ_CTRL_PS, "SPI_SHADER_REQ_CTRL_PS"},
    {"SPI_SHADER_USER_ACCUM_VS_0", 0x0B1C8u, 0x2C72u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_VS_1", 0x0B1CCu, 0x2C73u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_VS_2", 0x0B1D0u, 0x2C74u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_VS_3", 0x0B1D4u, 0x2C75u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_PGM_RSRC2_GS_VS", 0x0B1ECu, 0x2C7Bu, kType_SPI_SHADER_PGM_RSRC2_GS_VS, "SPI_SHADER_PGM_RSRC2_GS_VS"},
    {"SPI_SHADER_PGM_CHKSUM_GS", 0x0B200u, 0x2C80u, kType_SPI_SHADER_PGM_CHKSUM_PS, "SPI_SHADER_PGM_CHKSUM_PS"},
    {"SPI_SHADER_PGM_RSRC4_GS", 0x0B204u, 0x2C81u, kType_SPI_SHADER_PGM_RSRC4_GS, "SPI_SHADER_PGM_RSRC4_GS"},
    {"SPI_SHADER_USER_DATA_ADDR_LO_GS", 0x0B208u, 0x2C82u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_USER_DATA_ADDR_HI_GS", 0x0B20Cu, 0x2C83u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_PGM_LO_ES_GS", 0x0B210u, 0x2C84u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_PGM_HI_ES_GS", 0x0B214u, 0x2C85u, kType_SPI_SHADER_PGM_HI_PS, "SPI_SHADER_PGM_HI_PS"},
    {"SPI_SHADER_PGM_RSRC3_GS", 0x0B21Cu, 0x2C87u, kType_SPI_SHADER_PGM_RSRC3_GS, "SPI_SHADER_PGM_RSRC3_GS"},
    {"SPI_SHADER_PGM_LO_GS", 0x0B220u, 0x2C88u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_PGM_HI_GS", 0x0B224u, 0x2C89u, kType_SPI_SHADER_PGM_HI_PS, "SPI_SHADER_PGM_HI_PS"},
    {"SPI_SHADER_PGM_RSRC1_GS", 0x0B228u, 0x2C8Au, kType_SPI_SHADER_PGM_RSRC1_GS, "SPI_SHADER_PGM_RSRC1_GS"},
    {"SPI_SHADER_PGM_RSRC2_GS", 0x0B22Cu, 0x2C8Bu, kType_SPI_SHADER_PGM_RSRC2_GS, "SPI_SHADER_PGM_RSRC2_GS"},
    {"SPI_SHADER_USER_DATA_GS_0", 0x0B230u, 0x2C8Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_1", 0x0B234u, 0x2C8Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_2", 0x0B238u, 0x2C8Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_3", 0x0B23Cu, 0x2C8Fu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_4", 0x0B240u, 0x2C90u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_5", 0x0B244u, 0x2C91u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_6", 0x0B248u, 0x2C92u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_7", 0x0B24Cu, 0x2C93u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_8", 0x0B250u, 0x2C94u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_9", 0x0B254u, 0x2C95u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_10", 0x0B258u, 0x2C96u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_11", 0x0B25Cu, 0x2C97u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_12", 0x0B260u, 0x2C98u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_13", 0x0B264u, 0x2C99u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_14", 0x0B268u, 0x2C9Au, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_15", 0x0B26Cu, 0x2C9Bu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_16", 0x0B270u, 0x2C9Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_17", 0x0B274u, 0x2C9Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_18", 0x0B278u, 0x2C9Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_19", 0x0B27Cu, 0x2C9Fu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_20", 0x0B280u, 0x2CA0u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_21", 0x0B284u, 0x2CA1u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_22", 0x0B288u, 0x2CA2u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_23", 0x0B28Cu, 0x2CA3u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_24", 0x0B290u, 0x2CA4u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_25", 0x0B294u, 0x2CA5u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_26", 0x0B298u, 0x2CA6u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_27", 0x0B29Cu, 0x2CA7u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_28", 0x0B2A0u, 0x2CA8u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_29", 0x0B2A4u, 0x2CA9u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_30", 0x0B2A8u, 0x2CAAu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_GS_31", 0x0B2ACu, 0x2CABu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_REQ_CTRL_ESGS", 0x0B2C0u, 0x2CB0u, kType_SPI_SHADER_REQ_CTRL_PS, "SPI_SHADER_REQ_CTRL_PS"},
    {"SPI_SHADER_USER_ACCUM_ESGS_0", 0x0B2C8u, 0x2CB2u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_ESGS_1", 0x0B2CCu, 0x2CB3u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_ESGS_2", 0x0B2D0u, 0x2CB4u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_ESGS_3", 0x0B2D4u, 0x2CB5u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_PGM_LO_ES", 0x0B320u, 0x2CC8u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_PGM_HI_ES", 0x0B324u, 0x2CC9u, kType_SPI_SHADER_PGM_HI_PS, "SPI_SHADER_PGM_HI_PS"},
    {"SPI_SHADER_PGM_CHKSUM_HS", 0x0B400u, 0x2D00u, kType_SPI_SHADER_PGM_CHKSUM_PS, "SPI_SHADER_PGM_CHKSUM_PS"},
    {"SPI_SHADER_PGM_RSRC4_HS", 0x0B404u, 0x2D01u, kType_SPI_SHADER_PGM_RSRC4_PS, "SPI_SHADER_PGM_RSRC4_PS"},
    {"SPI_SHADER_USER_DATA_ADDR_LO_HS", 0x0B408u, 0x2D02u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_USER_DATA_ADDR_HI_HS", 0x0B40Cu, 0x2D03u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_PGM_LO_LS_HS", 0x0B410u, 0x2D04u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_PGM_HI_LS_HS", 0x0B414u, 0x2D05u, kType_SPI_SHADER_PGM_HI_PS, "SPI_SHADER_PGM_HI_PS"},
    {"SPI_SHADER_PGM_RSRC3_HS", 0x0B41Cu, 0x2D07u, kType_SPI_SHADER_PGM_RSRC3_HS, "SPI_SHADER_PGM_RSRC3_HS"},
    {"SPI_SHADER_PGM_LO_HS", 0x0B420u, 0x2D08u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_PGM_HI_HS", 0x0B424u, 0x2D09u, kType_SPI_SHADER_PGM_HI_PS, "SPI_SHADER_PGM_HI_PS"},
    {"SPI_SHADER_PGM_RSRC1_HS", 0x0B428u, 0x2D0Au, kType_SPI_SHADER_PGM_RSRC1_HS, "SPI_SHADER_PGM_RSRC1_HS"},
    {"SPI_SHADER_PGM_RSRC2_HS", 0x0B42Cu, 0x2D0Bu, kType_SPI_SHADER_PGM_RSRC2_HS, "SPI_SHADER_PGM_RSRC2_HS"},
    {"SPI_SHADER_USER_DATA_HS_0", 0x0B430u, 0x2D0Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_1", 0x0B434u, 0x2D0Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_2", 0x0B438u, 0x2D0Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_3", 0x0B43Cu, 0x2D0Fu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_4", 0x0B440u, 0x2D10u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_5", 0x0B444u, 0x2D11u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_6", 0x0B448u, 0x2D12u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_7", 0x0B44Cu, 0x2D13u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_8", 0x0B450u, 0x2D14u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_9", 0x0B454u, 0x2D15u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_10", 0x0B458u, 0x2D16u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_11", 0x0B45Cu, 0x2D17u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_12", 0x0B460u, 0x2D18u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_13", 0x0B464u, 0x2D19u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_14", 0x0B468u, 0x2D1Au, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_15", 0x0B46Cu, 0x2D1Bu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_16", 0x0B470u, 0x2D1Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_17", 0x0B474u, 0x2D1Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_18", 0x0B478u, 0x2D1Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_19", 0x0B47Cu, 0x2D1Fu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_20", 0x0B480u, 0x2D20u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_21", 0x0B484u, 0x2D21u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_22", 0x0B488u, 0x2D22u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_23", 0x0B48Cu, 0x2D23u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_24", 0x0B490u, 0x2D24u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_25", 0x0B494u, 0x2D25u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_26", 0x0B498u, 0x2D26u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_27", 0x0B49Cu, 0x2D27u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_28", 0x0B4A0u, 0x2D28u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_29", 0x0B4A4u, 0x2D29u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_30", 0x0B4A8u, 0x2D2Au, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_USER_DATA_HS_31", 0x0B4ACu, 0x2D2Bu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SPI_SHADER_REQ_CTRL_LSHS", 0x0B4C0u, 0x2D30u, kType_SPI_SHADER_REQ_CTRL_PS, "SPI_SHADER_REQ_CTRL_PS"},
    {"SPI_SHADER_USER_ACCUM_LSHS_0", 0x0B4C8u, 0x2D32u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_LSHS_1", 0x0B4CCu, 0x2D33u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_LSHS_2", 0x0B4D0u, 0x2D34u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_USER_ACCUM_LSHS_3", 0x0B4D4u, 0x2D35u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"SPI_SHADER_PGM_LO_LS", 0x0B520u, 0x2D48u, kType_SPI_SHADER_PGM_LO_PS, "SPI_SHADER_PGM_LO_PS"},
    {"SPI_SHADER_PGM_HI_LS", 0x0B524u, 0x2D49u, kType_SPI_SHADER_PGM_HI_PS, "SPI_SHADER_PGM_HI_PS"},
    {"COMPUTE_DISPATCH_INITIATOR", 0x0B800u, 0x2E00u, kType_COMPUTE_DISPATCH_INITIATOR, "COMPUTE_DISPATCH_INITIATOR"},
    {"COMPUTE_DIM_X", 0x0B804u, 0x2E01u, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"COMPUTE_DIM_Y", 0x0B808u, 0x2E02u, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"COMPUTE_DIM_Z", 0x0B80Cu, 0x2E03u, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"COMPUTE_START_X", 0x0B810u, 0x2E04u, kType_COMPUTE_START_X, "COMPUTE_START_X"},
    {"COMPUTE_START_Y", 0x0B814u, 0x2E05u, kType_COMPUTE_START_X, "COMPUTE_START_X"},
    {"COMPUTE_START_Z", 0x0B818u, 0x2E06u, kType_COMPUTE_START_X, "COMPUTE_START_X"},
    {"COMPUTE_NUM_THREAD_X", 0x0B81Cu, 0x2E07u, kType_COMPUTE_NUM_THREAD_X, "COMPUTE_NUM_THREAD_X"},
    {"COMPUTE_NUM_THREAD_Y", 0x0B820u, 0x2E08u, kType_COMPUTE_NUM_THREAD_X, "COMPUTE_NUM_THREAD_X"},
    {"COMPUTE_NUM_THREAD_Z", 0x0B824u, 0x2E09u, kType_COMPUTE_NUM_THREAD_X, "COMPUTE_NUM_THREAD_X"},
    {"COMPUTE_PIPELINESTAT_ENABLE", 0x0B828u, 0x2E0Au, kType_COMPUTE_PIPELINESTAT_ENABLE, "COMPUTE_PIPELINESTAT_ENABLE"},
    {"COMPUTE_PERFCOUNT_ENABLE", 0x0B82Cu, 0x2E0Bu, kType_COMPUTE_PERFCOUNT_ENABLE, "COMPUTE_PERFCOUNT_ENABLE"},
    {"COMPUTE_PGM_LO", 0x0B830u, 0x2E0Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_PGM_HI", 0x0B834u, 0x2E0Du, kType_COMPUTE_PGM_HI, "COMPUTE_PGM_HI"},
    {"COMPUTE_DISPATCH_PKT_ADDR_LO", 0x0B838u, 0x2E0Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_DISPATCH_PKT_ADDR_HI", 0x0B83Cu, 0x2E0Fu, kType_COMPUTE_PGM_HI, "COMPUTE_PGM_HI"},
    {"COMPUTE_DISPATCH_SCRATCH_BASE_LO", 0x0B840u, 0x2E10u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_DISPATCH_SCRATCH_BASE_HI", 0x0B844u, 0x2E11u, kType_COMPUTE_PGM_HI, "COMPUTE_PGM_HI"},
    {"COMPUTE_PGM_RSRC1", 0x0B848u, 0x2E12u, kType_COMPUTE_PGM_RSRC1, "COMPUTE_PGM_RSRC1"},
    {"COMPUTE_PGM_RSRC2", 0x0B84Cu, 0x2E13u, kType_COMPUTE_PGM_RSRC2, "COMPUTE_PGM_RSRC2"},
    {"COMPUTE_VMID", 0x0B850u, 0x2E14u, kType_COMPUTE_VMID, "COMPUTE_VMID"},
    {"COMPUTE_RESOURCE_LIMITS", 0x0B854u, 0x2E15u, kType_COMPUTE_RESOURCE_LIMITS, "COMPUTE_RESOURCE_LIMITS"},
    {"COMPUTE_DESTINATION_EN_SE0", 0x0B858u, 0x2E16u, kType_COMPUTE_DESTINATION_EN_SE0, "COMPUTE_DESTINATION_EN_SE0"},
    {"COMPUTE_DESTINATION_EN_SE1", 0x0B85Cu, 0x2E17u, kType_COMPUTE_DESTINATION_EN_SE0, "COMPUTE_DESTINATION_EN_SE0"},
    {"COMPUTE_TMPRING_SIZE", 0x0B860u, 0x2E18u, kType_COMPUTE_TMPRING_SIZE, "COMPUTE_TMPRING_SIZE"},
    {"COMPUTE_DESTINATION_EN_SE2", 0x0B864u, 0x2E19u, kType_COMPUTE_DESTINATION_EN_SE0, "COMPUTE_DESTINATION_EN_SE0"},
    {"COMPUTE_DESTINATION_EN_SE3", 0x0B868u, 0x2E1Au, kType_COMPUTE_DESTINATION_EN_SE0, "COMPUTE_DESTINATION_EN_SE0"},
    {"COMPUTE_RESTART_X", 0x0B86Cu, 0x2E1Bu, kType_COMPUTE_RESTART_X, "COMPUTE_RESTART_X"},
    {"COMPUTE_RESTART_Y", 0x0B870u, 0x2E1Cu, kType_COMPUTE_RESTART_X, "COMPUTE_RESTART_X"},
    {"COMPUTE_RESTART_Z", 0x0B874u, 0x2E1Du, kType_COMPUTE_RESTART_X, "COMPUTE_RESTART_X"},
    {"COMPUTE_THREAD_TRACE_ENABLE", 0x0B878u, 0x2E1Eu, kType_COMPUTE_THREAD_TRACE_ENABLE, "COMPUTE_THREAD_TRACE_ENABLE"},
    {"COMPUTE_MISC_RESERVED", 0x0B87Cu, 0x2E1Fu, kType_COMPUTE_MISC_RESERVED, "COMPUTE_MISC_RESERVED"},
    {"COMPUTE_DISPATCH_ID", 0x0B880u, 0x2E20u, kType_COMPUTE_DISPATCH_ID, "COMPUTE_DISPATCH_ID"},
    {"COMPUTE_THREADGROUP_ID", 0x0B884u, 0x2E21u, kType_COMPUTE_THREADGROUP_ID, "COMPUTE_THREADGROUP_ID"},
    {"COMPUTE_REQ_CTRL", 0x0B888u, 0x2E22u, kType_COMPUTE_REQ_CTRL, "COMPUTE_REQ_CTRL"},
    {"COMPUTE_USER_ACCUM_0", 0x0B890u, 0x2E24u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"COMPUTE_USER_ACCUM_1", 0x0B894u, 0x2E25u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"COMPUTE_USER_ACCUM_2", 0x0B898u, 0x2E26u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"COMPUTE_USER_ACCUM_3", 0x0B89Cu, 0x2E27u, kType_SPI_SHADER_USER_ACCUM_PS_0, "SPI_SHADER_USER_ACCUM_PS_0"},
    {"COMPUTE_PGM_RSRC3", 0x0B8A0u, 0x2E28u, kType_COMPUTE_PGM_RSRC3, "COMPUTE_PGM_RSRC3"},
    {"COMPUTE_DDID_INDEX", 0x0B8A4u, 0x2E29u, kType_COMPUTE_DDID_INDEX, "COMPUTE_DDID_INDEX"},
    {"COMPUTE_SHADER_CHKSUM", 0x0B8A8u, 0x2E2Au, kType_SPI_SHADER_PGM_CHKSUM_PS, "SPI_SHADER_PGM_CHKSUM_PS"},
    {"COMPUTE_RELAUNCH", 0x0B8ACu, 0x2E2Bu, kType_COMPUTE_RELAUNCH, "COMPUTE_RELAUNCH"},
    {"COMPUTE_WAVE_RESTORE_ADDR_LO", 0x0B8B0u, 0x2E2Cu, kType_COMPUTE_WAVE_RESTORE_ADDR_LO, "COMPUTE_WAVE_RESTORE_ADDR_LO"},
    {"COMPUTE_WAVE_RESTORE_ADDR_HI", 0x0B8B4u, 0x2E2Du, kType_COMPUTE_WAVE_RESTORE_ADDR_HI, "COMPUTE_WAVE_RESTORE_ADDR_HI"},
    {"COMPUTE_RELAUNCH2", 0x0B8B8u, 0x2E2Eu, kType_COMPUTE_RELAUNCH, "COMPUTE_RELAUNCH"},
    {"COMPUTE_USER_DATA_0", 0x0B900u, 0x2E40u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_1", 0x0B904u, 0x2E41u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_2", 0x0B908u, 0x2E42u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_3", 0x0B90Cu, 0x2E43u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_4", 0x0B910u, 0x2E44u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_5", 0x0B914u, 0x2E45u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_6", 0x0B918u, 0x2E46u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_7", 0x0B91Cu, 0x2E47u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_8", 0x0B920u, 0x2E48u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_9", 0x0B924u, 0x2E49u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_10", 0x0B928u, 0x2E4Au, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_11", 0x0B92Cu, 0x2E4Bu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_12", 0x0B930u, 0x2E4Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_13", 0x0B934u, 0x2E4Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_14", 0x0B938u, 0x2E4Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_USER_DATA_15", 0x0B93Cu, 0x2E4Fu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_DISPATCH_TUNNEL", 0x0B9F4u, 0x2E7Du, kType_COMPUTE_DISPATCH_TUNNEL, "COMPUTE_DISPATCH_TUNNEL"},
    {"COMPUTE_DISPATCH_END", 0x0B9F8u, 0x2E7Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"COMPUTE_NOWHERE", 0x0B9FCu, 0x2E7Fu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SH_RESERVED_REG0", 0x0BA00u, 0x2E80u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SH_RESERVED_REG1", 0x0BA04u, 0x2E81u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"DB_RENDER_CONTROL", 0x28000u, 0xA000u, kType_DB_RENDER_CONTROL, "DB_RENDER_CONTROL"},
    {"DB_COUNT_CONTROL", 0x28004u, 0xA001u, kType_DB_COUNT_CONTROL, "DB_COUNT_CONTROL"},
    {"DB_DEPTH_VIEW", 0x28008u, 0xA002u, kType_DB_DEPTH_VIEW, "DB_DEPTH_VIEW"},
    {"DB_RENDER_OVERRIDE", 0x2800Cu, 0xA003u, kType_DB_RENDER_OVERRIDE, "DB_RENDER_OVERRIDE"},
    {"DB_RENDER_OVERRIDE2", 0x28010u, 0xA004u, kType_DB_RENDER_OVERRIDE2, "DB_RENDER_OVERRIDE2"},
    {"DB_HTILE_DATA_BASE", 0x28014u, 0xA005u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"DB_DEPTH_SIZE_XY", 0x2801Cu, 0xA007u, kType_DB_DEPTH_SIZE_XY, "DB_DEPTH_SIZE_XY"},
    {"DB_DEPTH_BOUNDS_MIN", 0x28020u, 0xA008u, kType_DB_DEPTH_BOUNDS_MIN, "DB_DEPTH_BOUNDS_MIN"},
    {"DB_DEPTH_BOUNDS_MAX", 0x28024u, 0xA009u, kType_DB_DEPTH_BOUNDS_MAX, "DB_DEPTH_BOUNDS_MAX"},
    {"DB_STENCIL_CLEAR", 0x28028u, 0xA00Au, kType_DB_STENCIL_CLEAR, "DB_STENCIL_CLEAR"},
    {"DB_DEPTH_CLEAR", 0x2802Cu, 0xA00Bu, kType_DB_DEPTH_CLEAR, "DB_DEPTH_CLEAR"},
    {"PA_SC_SCREEN_SCISSOR_TL", 0x28030u, 0xA00Cu, kType_PA_SC_SCREEN_SCISSOR_TL, "PA_SC_SCREEN_SCISSOR_TL"},
    {"PA_SC_SCREEN_SCISSOR_BR", 0x28034u, 0xA00Du, kType_PA_SC_SCREEN_SCISSOR_BR, "PA_SC_SCREEN_SCISSOR_BR"},
    {"DB_DFSM_CONTROL", 0x28038u, 0xA00Eu, kType_DB_DFSM_CONTROL, "DB_DFSM_CONTROL"},
    {"DB_RESERVED_REG_2", 0x2803Cu, 0xA00Fu, kType_DB_RESERVED_REG_2, "DB_RESERVED_REG_2"},
    {"DB_Z_INFO", 0x28040u, 0xA010u, kType_DB_Z_INFO, "DB_Z_INFO"},
    {"DB_STENCIL_INFO", 0x28044u, 0xA011u, kType_DB_STENCIL_INFO, "DB_STENCIL_INFO"},
    {"DB_Z_READ_BASE", 0x28048u, 0xA012u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"DB_STENCIL_READ_BASE", 0x2804Cu, 0xA013u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"DB_Z_WRITE_BASE", 0x28050u, 0xA014u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"DB_STENCIL_WRITE_BASE", 0x28054u, 0xA015u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"DB_RESERVED_REG_1", 0x28058u, 0xA016u, kType_DB_RESERVED_REG_1, "DB_RESERVED_REG_1"},
    {"DB_RESERVED_REG_3", 0x2805Cu, 0xA017u, kType_DB_RESERVED_REG_3, "DB_RESERVED_REG_3"},
    {"DB_VRS_OVERRIDE_CNTL", 0x28064u, 0xA019u, kType_DB_VRS_OVERRIDE_CNTL, "DB_VRS_OVERRIDE_CNTL"},
    {"DB_Z_READ_BASE_HI", 0x28068u, 0xA01Au, kType_DB_Z_READ_BASE_HI, "DB_Z_READ_BASE_HI"},
    {"DB_STENCIL_READ_BASE_HI", 0x2806Cu, 0xA01Bu, kType_DB_Z_READ_BASE_HI, "DB_Z_READ_BASE_HI"},
    {"DB_Z_WRITE_BASE_HI", 0x28070u, 0xA01Cu, kType_DB_Z_READ_BASE_HI, "DB_Z_READ_BASE_HI"},
    {"DB_STENCIL_WRITE_BASE_HI", 0x28074u, 0xA01Du, kType_DB_Z_READ_BASE_HI, "DB_Z_READ_BASE_HI"},
    {"DB_HTILE_DATA_BASE_HI", 0x28078u, 0xA01Eu, kType_DB_Z_READ_BASE_HI, "DB_Z_READ_BASE_HI"},
    {"DB_RMI_L2_CACHE_CONTROL", 0x2807Cu, 0xA01Fu, kType_DB_RMI_L2_CACHE_CONTROL, "DB_RMI_L2_CACHE_CONTROL"},
    {"TA_BC_BASE_ADDR", 0x28080u, 0xA020u, kType_TA_BC_BASE_ADDR, "TA_BC_BASE_ADDR"},
    {"TA_BC_BASE_ADDR_HI", 0x28084u, 0xA021u, kType_TA_BC_BASE_ADDR_HI, "TA_BC_BASE_ADDR_HI"},
    {"COHER_DEST_BASE_HI_0", 0x281E8u, 0xA07Au, kType_COHER_DEST_BASE_HI_0, "COHER_DEST_BASE_HI_0"},
    {"COHER_DEST_BASE_HI_1", 0x281ECu, 0xA07Bu, kType_COHER_DEST_BASE_HI_0, "COHER_DEST_BASE_HI_0"},
    {"COHER_DEST_BASE_HI_2", 0x281F0u, 0xA07Cu, kType_COHER_DEST_BASE_HI_0, "COHER_DEST_BASE_HI_0"},
    {"COHER_DEST_BASE_HI_3", 0x281F4u, 0xA07Du, kType_COHER_DEST_BASE_HI_0, "COHER_DEST_BASE_HI_0"},
    {"COHER_DEST_BASE_2", 0x281F8u, 0xA07Eu, kType_COHER_DEST_BASE_2, "COHER_DEST_BASE_2"},
    {"COHER_DEST_BASE_3", 0x281FCu, 0xA07Fu, kType_COHER_DEST_BASE_2, "COHER_DEST_BASE_2"},
    {"PA_SC_WINDOW_OFFSET", 0x28200u, 0xA080u, kType_PA_SC_WINDOW_OFFSET, "PA_SC_WINDOW_OFFSET"},
    {"PA_SC_WINDOW_SCISSOR_TL", 0x28204u, 0xA081u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_WINDOW_SCISSOR_BR", 0x28208u, 0xA082u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_CLIPRECT_RULE", 0x2820Cu, 0xA083u, kType_PA_SC_CLIPRECT_RULE, "PA_SC_CLIPRECT_RULE"},
    {"PA_SC_CLIPRECT_0_TL", 0x28210u, 0xA084u, kType_PA_SC_CLIPRECT_0_TL, "PA_SC_CLIPRECT_0_TL"},
    {"PA_SC_CLIPRECT_0_BR", 0x28214u, 0xA085u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_CLIPRECT_1_TL", 0x28218u, 0xA086u, kType_PA_SC_CLIPRECT_0_TL, "PA_SC_CLIPRECT_0_TL"},
    {"PA_SC_CLIPRECT_1_BR", 0x2821Cu, 0xA087u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_CLIPRECT_2_TL", 0x28220u, 0xA088u, kType_PA_SC_CLIPRECT_0_TL, "PA_SC_CLIPRECT_0_TL"},
    {"PA_SC_CLIPRECT_2_BR", 0x28224u, 0xA089u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_CLIPRECT_3_TL", 0x28228u, 0xA08Au, kType_PA_SC_CLIPRECT_0_TL, "PA_SC_CLIPRECT_0_TL"},
    {"PA_SC_CLIPRECT_3_BR", 0x2822Cu, 0xA08Bu, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_EDGERULE", 0x28230u, 0xA08Cu, kType_PA_SC_EDGERULE, "PA_SC_EDGERULE"},
    {"PA_SU_HARDWARE_SCREEN_OFFSET", 0x28234u, 0xA08Du, kType_PA_SU_HARDWARE_SCREEN_OFFSET, "PA_SU_HARDWARE_SCREEN_OFFSET"},
    {"CB_TARGET_MASK", 0x28238u, 0xA08Eu, kType_CB_TARGET_MASK, "CB_TARGET_MASK"},
    {"CB_SHADER_MASK", 0x2823Cu, 0xA08Fu, kType_CB_SHADER_MASK, "CB_SHADER_MASK"},
    {"PA_SC_GENERIC_SCISSOR_TL", 0x28240u, 0xA090u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_GENERIC_SCISSOR_BR", 0x28244u, 0xA091u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"COHER_DEST_BASE_0", 0x28248u, 0xA092u, kType_COHER_DEST_BASE_2, "COHER_DEST_BASE_2"},
    {"COHER_DEST_BASE_1", 0x2824Cu, 0xA093u, kType_COHER_DEST_BASE_2, "COHER_DEST_BASE_2"},
    {"PA_SC_VPORT_SCISSOR_0_TL", 0x28250u, 0xA094u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_0_BR", 0x28254u, 0xA095u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_1_TL", 0x28258u, 0xA096u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_1_BR", 0x2825Cu, 0xA097u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_2_TL", 0x28260u, 0xA098u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_2_BR", 0x28264u, 0xA099u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_3_TL", 0x28268u, 0xA09Au, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_3_BR", 0x2826Cu, 0xA09Bu, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_4_TL", 0x28270u, 0xA09Cu, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_4_BR", 0x28274u, 0xA09Du, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_5_TL", 0x28278u, 0xA09Eu, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_5_BR", 0x2827Cu, 0xA09Fu, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_6_TL", 0x28280u, 0xA0A0u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_6_BR", 0x28284u, 0xA0A1u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_7_TL", 0x28288u, 0xA0A2u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_7_BR", 0x2828Cu, 0xA0A3u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_8_TL", 0x28290u, 0xA0A4u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_8_BR", 0x28294u, 0xA0A5u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_9_TL", 0x28298u, 0xA0A6u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_9_BR", 0x2829Cu, 0xA0A7u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_10_TL", 0x282A0u, 0xA0A8u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_10_BR", 0x282A4u, 0xA0A9u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_11_TL", 0x282A8u, 0xA0AAu, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_11_BR", 0x282ACu, 0xA0ABu, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_12_TL", 0x282B0u, 0xA0ACu, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_12_BR", 0x282B4u, 0xA0ADu, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_13_TL", 0x282B8u, 0xA0AEu, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_13_BR", 0x282BCu, 0xA0AFu, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_14_TL", 0x282C0u, 0xA0B0u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_14_BR", 0x282C4u, 0xA0B1u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_SCISSOR_15_TL", 0x282C8u, 0xA0B2u, kType_PA_SC_WINDOW_SCISSOR_TL, "PA_SC_WINDOW_SCISSOR_TL"},
    {"PA_SC_VPORT_SCISSOR_15_BR", 0x282CCu, 0xA0B3u, kType_PA_SC_WINDOW_SCISSOR_BR, "PA_SC_WINDOW_SCISSOR_BR"},
    {"PA_SC_VPORT_ZMIN_0", 0x282D0u, 0xA0B4u, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_0", 0x282D4u, 0xA0B5u, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_1", 0x282D8u, 0xA0B6u, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_1", 0x282DCu, 0xA0B7u, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_2", 0x282E0u, 0xA0B8u, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_2", 0x282E4u, 0xA0B9u, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_3", 0x282E8u, 0xA0BAu, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_3", 0x282ECu, 0xA0BBu, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_4", 0x282F0u, 0xA0BCu, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_4", 0x282F4u, 0xA0BDu, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_5", 0x282F8u, 0xA0BEu, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_5", 0x282FCu, 0xA0BFu, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_6", 0x28300u, 0xA0C0u, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_6", 0x28304u, 0xA0C1u, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_7", 0x28308u, 0xA0C2u, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_7", 0x2830Cu, 0xA0C3u, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_8", 0x28310u, 0xA0C4u, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_8", 0x28314u, 0xA0C5u, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_9", 0x28318u, 0xA0C6u, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_9", 0x2831Cu, 0xA0C7u, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_10", 0x28320u, 0xA0C8u, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_10", 0x28324u, 0xA0C9u, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_11", 0x28328u, 0xA0CAu, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_11", 0x2832Cu, 0xA0CBu, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_12", 0x28330u, 0xA0CCu, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_12", 0x28334u, 0xA0CDu, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_13", 0x28338u, 0xA0CEu, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_13", 0x2833Cu, 0xA0CFu, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_14", 0x28340u, 0xA0D0u, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_14", 0x28344u, 0xA0D1u, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_VPORT_ZMIN_15", 0x28348u, 0xA0D2u, kType_PA_SC_VPORT_ZMIN_0, "PA_SC_VPORT_ZMIN_0"},
    {"PA_SC_VPORT_ZMAX_15", 0x2834Cu, 0xA0D3u, kType_PA_SC_VPORT_ZMAX_0, "PA_SC_VPORT_ZMAX_0"},
    {"PA_SC_RASTER_CONFIG", 0x28350u, 0xA0D4u, kType_PA_SC_RASTER_CONFIG, "PA_SC_RASTER_CONFIG"},
    {"PA_SC_RASTER_CONFIG_1", 0x28354u, 0xA0D5u, kType_PA_SC_RASTER_CONFIG_1, "PA_SC_RASTER_CONFIG_1"},
    {"PA_SC_SCREEN_EXTENT_CONTROL", 0x28358u, 0xA0D6u, kType_PA_SC_SCREEN_EXTENT_CONTROL, "PA_SC_SCREEN_EXTENT_CONTROL"},
    {"PA_SC_TILE_STEERING_OVERRIDE", 0x2835Cu, 0xA0D7u, kType_PA_SC_TILE_STEERING_OVERRIDE, "PA_SC_TILE_STEERING_OVERRIDE"},
    {"CP_PERFMON_CNTX_CNTL", 0x28360u, 0xA0D8u, kType_CP_PERFMON_CNTX_CNTL, "CP_PERFMON_CNTX_CNTL"},
    {"CP_PIPEID", 0x28364u, 0xA0D9u, kType_CP_PIPEID, "CP_PIPEID"},
    {"CP_VMID", 0x28368u, 0xA0DAu, kType_CP_VMID, "CP_VMID"},
    {"CONTEXT_RESERVED_REG0", 0x2836Cu, 0xA0DBu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"CONTEXT_RESERVED_REG1", 0x28370u, 0xA0DCu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"VGT_MAX_VTX_INDX", 0x28400u, 0xA100u, kType_VGT_MAX_VTX_INDX, "VGT_MAX_VTX_INDX"},
    {"VGT_MIN_VTX_INDX", 0x28404u, 0xA101u, kType_VGT_MIN_VTX_INDX, "VGT_MIN_VTX_INDX"},
    {"VGT_INDX_OFFSET", 0x28408u, 0xA102u, kType_VGT_INDX_OFFSET, "VGT_INDX_OFFSET"},
    {"VGT_MULTI_PRIM_IB_RESET_INDX", 0x2840Cu, 0xA103u, kType_VGT_MULTI_PRIM_IB_RESET_INDX, "VGT_MULTI_PRIM_IB_RESET_INDX"},
    {"CB_RMI_GL2_CACHE_CONTROL", 0x28410u, 0xA104u, kType_CB_RMI_GL2_CACHE_CONTROL, "CB_RMI_GL2_CACHE_CONTROL"},
    {"CB_BLEND_RED", 0x28414u, 0xA105u, kType_CB_BLEND_RED, "CB_BLEND_RED"},
    {"CB_BLEND_GREEN", 0x28418u, 0xA106u, kType_CB_BLEND_GREEN, "CB_BLEND_GREEN"},
    {"CB_BLEND_BLUE", 0x2841Cu, 0xA107u, kType_CB_BLEND_BLUE, "CB_BLEND_BLUE"},
    {"CB_BLEND_ALPHA", 0x28420u, 0xA108u, kType_CB_BLEND_ALPHA, "CB_BLEND_ALPHA"},
    {"CB_DCC_CONTROL", 0x28424u, 0xA109u, kType_CB_DCC_CONTROL, "CB_DCC_CONTROL"},
    {"CB_COVERAGE_OUT_CONTROL", 0x28428u, 0xA10Au, kType_CB_COVERAGE_OUT_CONTROL, "CB_COVERAGE_OUT_CONTROL"},
    {"DB_STENCIL_CONTROL", 0x2842Cu, 0xA10Bu, kType_DB_STENCIL_CONTROL, "DB_STENCIL_CONTROL"},
    {"DB_STENCILREFMASK", 0x28430u, 0xA10Cu, kType_DB_STENCILREFMASK, "DB_STENCILREFMASK"},
    {"DB_STENCILREFMASK_BF", 0x28434u, 0xA10Du, kType_DB_STENCILREFMASK_BF, "DB_STENCILREFMASK_BF"},
    {"PA_CL_VPORT_XSCALE", 0x2843Cu, 0xA10Fu, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET", 0x28440u, 0xA110u, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE", 0x28444u, 0xA111u, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET", 0x28448u, 0xA112u, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE", 0x2844Cu, 0xA113u, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET", 0x28450u, 0xA114u, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_1", 0x28454u, 0xA115u, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_1", 0x28458u, 0xA116u, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_1", 0x2845Cu, 0xA117u, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_1", 0x28460u, 0xA118u, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_1", 0x28464u, 0xA119u, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_1", 0x28468u, 0xA11Au, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_2", 0x2846Cu, 0xA11Bu, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_2", 0x28470u, 0xA11Cu, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_2", 0x28474u, 0xA11Du, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_2", 0x28478u, 0xA11Eu, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_2", 0x2847Cu, 0xA11Fu, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_2", 0x28480u, 0xA120u, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_3", 0x28484u, 0xA121u, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_3", 0x28488u, 0xA122u, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_3", 0x2848Cu, 0xA123u, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_3", 0x28490u, 0xA124u, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_3", 0x28494u, 0xA125u, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_3", 0x28498u, 0xA126u, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_4", 0x2849Cu, 0xA127u, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_4", 0x284A0u, 0xA128u, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_4", 0x284A4u, 0xA129u, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_4", 0x284A8u, 0xA12Au, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_4", 0x284ACu, 0xA12Bu, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_4", 0x284B0u, 0xA12Cu, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_5", 0x284B4u, 0xA12Du, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_5", 0x284B8u, 0xA12Eu, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_5", 0x284BCu, 0xA12Fu, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_5", 0x284C0u, 0xA130u, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_5", 0x284C4u, 0xA131u, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_5", 0x284C8u, 0xA132u, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_6", 0x284CCu, 0xA133u, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_6", 0x284D0u, 0xA134u, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_6", 0x284D4u, 0xA135u, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_6", 0x284D8u, 0xA136u, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_6", 0x284DCu, 0xA137u, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_6", 0x284E0u, 0xA138u, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_7", 0x284E4u, 0xA139u, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_7", 0x284E8u, 0xA13Au, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_7", 0x284ECu, 0xA13Bu, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_7", 0x284F0u, 0xA13Cu, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_7", 0x284F4u, 0xA13Du, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_7", 0x284F8u, 0xA13Eu, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_8", 0x284FCu, 0xA13Fu, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_8", 0x28500u, 0xA140u, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_8", 0x28504u, 0xA141u, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_8", 0x28508u, 0xA142u, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_8", 0x2850Cu, 0xA143u, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_8", 0x28510u, 0xA144u, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_9", 0x28514u, 0xA145u, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_9", 0x28518u, 0xA146u, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_9", 0x2851Cu, 0xA147u, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_9", 0x28520u, 0xA148u, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_9", 0x28524u, 0xA149u, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_9", 0x28528u, 0xA14Au, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_10", 0x2852Cu, 0xA14Bu, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_10", 0x28530u, 0xA14Cu, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_10", 0x28534u, 0xA14Du, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_10", 0x28538u, 0xA14Eu, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_10", 0x2853Cu, 0xA14Fu, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_10", 0x28540u, 0xA150u, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_11", 0x28544u, 0xA151u, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_11", 0x28548u, 0xA152u, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_11", 0x2854Cu, 0xA153u, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_11", 0x28550u, 0xA154u, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_11", 0x28554u, 0xA155u, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_11", 0x28558u, 0xA156u, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_12", 0x2855Cu, 0xA157u, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_12", 0x28560u, 0xA158u, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_12", 0x28564u, 0xA159u, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_12", 0x28568u, 0xA15Au, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_12", 0x2856Cu, 0xA15Bu, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_12", 0x28570u, 0xA15Cu, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_13", 0x28574u, 0xA15Du, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_13", 0x28578u, 0xA15Eu, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_13", 0x2857Cu, 0xA15Fu, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_13", 0x28580u, 0xA160u, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_13", 0x28584u, 0xA161u, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_13", 0x28588u, 0xA162u, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_14", 0x2858Cu, 0xA163u, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_14", 0x28590u, 0xA164u, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_14", 0x28594u, 0xA165u, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_14", 0x28598u, 0xA166u, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_14", 0x2859Cu, 0xA167u, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_14", 0x285A0u, 0xA168u, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_VPORT_XSCALE_15", 0x285A4u, 0xA169u, kType_PA_CL_VPORT_XSCALE, "PA_CL_VPORT_XSCALE"},
    {"PA_CL_VPORT_XOFFSET_15", 0x285A8u, 0xA16Au, kType_PA_CL_VPORT_XOFFSET, "PA_CL_VPORT_XOFFSET"},
    {"PA_CL_VPORT_YSCALE_15", 0x285ACu, 0xA16Bu, kType_PA_CL_VPORT_YSCALE, "PA_CL_VPORT_YSCALE"},
    {"PA_CL_VPORT_YOFFSET_15", 0x285B0u, 0xA16Cu, kType_PA_CL_VPORT_YOFFSET, "PA_CL_VPORT_YOFFSET"},
    {"PA_CL_VPORT_ZSCALE_15", 0x285B4u, 0xA16Du, kType_PA_CL_VPORT_ZSCALE, "PA_CL_VPORT_ZSCALE"},
    {"PA_CL_VPORT_ZOFFSET_15", 0x285B8u, 0xA16Eu, kType_PA_CL_VPORT_ZOFFSET, "PA_CL_VPORT_ZOFFSET"},
    {"PA_CL_UCP_0_X", 0x285BCu, 0xA16Fu, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_0_Y", 0x285C0u, 0xA170u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_0_Z", 0x285C4u, 0xA171u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_0_W", 0x285C8u, 0xA172u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_1_X", 0x285CCu, 0xA173u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_1_Y", 0x285D0u, 0xA174u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_1_Z", 0x285D4u, 0xA175u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_1_W", 0x285D8u, 0xA176u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_2_X", 0x285DCu, 0xA177u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_2_Y", 0x285E0u, 0xA178u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_2_Z", 0x285E4u, 0xA179u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_2_W", 0x285E8u, 0xA17Au, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_3_X", 0x285ECu, 0xA17Bu, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_3_Y", 0x285F0u, 0xA17Cu, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_3_Z", 0x285F4u, 0xA17Du, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_3_W", 0x285F8u, 0xA17Eu, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_4_X", 0x285FCu, 0xA17Fu, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_4_Y", 0x28600u, 0xA180u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_4_Z", 0x28604u, 0xA181u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_4_W", 0x28608u, 0xA182u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_5_X", 0x2860Cu, 0xA183u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_5_Y", 0x28610u, 0xA184u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_5_Z", 0x28614u, 0xA185u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_UCP_5_W", 0x28618u, 0xA186u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_PROG_NEAR_CLIP_Z", 0x2861Cu, 0xA187u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"SPI_PS_INPUT_CNTL_0", 0x28644u, 0xA191u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_1", 0x28648u, 0xA192u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_2", 0x2864Cu, 0xA193u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_3", 0x28650u, 0xA194u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_4", 0x28654u, 0xA195u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_5", 0x28658u, 0xA196u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_6", 0x2865Cu, 0xA197u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_7", 0x28660u, 0xA198u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_8", 0x28664u, 0xA199u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_9", 0x28668u, 0xA19Au, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_10", 0x2866Cu, 0xA19Bu, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_11", 0x28670u, 0xA19Cu, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_12", 0x28674u, 0xA19Du, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_13", 0x28678u, 0xA19Eu, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_14", 0x2867Cu, 0xA19Fu, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_15", 0x28680u, 0xA1A0u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_16", 0x28684u, 0xA1A1u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_17", 0x28688u, 0xA1A2u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_18", 0x2868Cu, 0xA1A3u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_19", 0x28690u, 0xA1A4u, kType_SPI_PS_INPUT_CNTL_0, "SPI_PS_INPUT_CNTL_0"},
    {"SPI_PS_INPUT_CNTL_20", 0x28694u, 0xA1A5u, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_PS_INPUT_CNTL_21", 0x28698u, 0xA1A6u, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_PS_INPUT_CNTL_22", 0x2869Cu, 0xA1A7u, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_PS_INPUT_CNTL_23", 0x286A0u, 0xA1A8u, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_PS_INPUT_CNTL_24", 0x286A4u, 0xA1A9u, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_PS_INPUT_CNTL_25", 0x286A8u, 0xA1AAu, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_PS_INPUT_CNTL_26", 0x286ACu, 0xA1ABu, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_PS_INPUT_CNTL_27", 0x286B0u, 0xA1ACu, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_PS_INPUT_CNTL_28", 0x286B4u, 0xA1ADu, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_PS_INPUT_CNTL_29", 0x286B8u, 0xA1AEu, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_PS_INPUT_CNTL_30", 0x286BCu, 0xA1AFu, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_PS_INPUT_CNTL_31", 0x286C0u, 0xA1B0u, kType_SPI_PS_INPUT_CNTL_20, "SPI_PS_INPUT_CNTL_20"},
    {"SPI_VS_OUT_CONFIG", 0x286C4u, 0xA1B1u, kType_SPI_VS_OUT_CONFIG, "SPI_VS_OUT_CONFIG"},
    {"SPI_PS_INPUT_ENA", 0x286CCu, 0xA1B3u, kType_SPI_PS_INPUT_ENA, "SPI_PS_INPUT_ENA"},
    {"SPI_PS_INPUT_ADDR", 0x286D0u, 0xA1B4u, kType_SPI_PS_INPUT_ENA, "SPI_PS_INPUT_ENA"},
    {"SPI_INTERP_CONTROL_0", 0x286D4u, 0xA1B5u, kType_SPI_INTERP_CONTROL_0, "SPI_INTERP_CONTROL_0"},
    {"SPI_PS_IN_CONTROL", 0x286D8u, 0xA1B6u, kType_SPI_PS_IN_CONTROL, "SPI_PS_IN_CONTROL"},
    {"SPI_BARYC_CNTL", 0x286E0u, 0xA1B8u, kType_SPI_BARYC_CNTL, "SPI_BARYC_CNTL"},
    {"SPI_TMPRING_SIZE", 0x286E8u, 0xA1BAu, kType_COMPUTE_TMPRING_SIZE, "COMPUTE_TMPRING_SIZE"},
    {"SPI_SHADER_IDX_FORMAT", 0x28708u, 0xA1C2u, kType_SPI_SHADER_IDX_FORMAT, "SPI_SHADER_IDX_FORMAT"},
    {"SPI_SHADER_POS_FORMAT", 0x2870Cu, 0xA1C3u, kType_SPI_SHADER_POS_FORMAT, "SPI_SHADER_POS_FORMAT"},
    {"SPI_SHADER_Z_FORMAT", 0x28710u, 0xA1C4u, kType_SPI_SHADER_Z_FORMAT, "SPI_SHADER_Z_FORMAT"},
    {"SPI_SHADER_COL_FORMAT", 0x28714u, 0xA1C5u, kType_SPI_SHADER_COL_FORMAT, "SPI_SHADER_COL_FORMAT"},
    {"SX_PS_DOWNCONVERT_CONTROL", 0x28750u, 0xA1D4u, kType_SX_PS_DOWNCONVERT_CONTROL, "SX_PS_DOWNCONVERT_CONTROL"},
    {"SX_PS_DOWNCONVERT", 0x28754u, 0xA1D5u, kType_SX_PS_DOWNCONVERT, "SX_PS_DOWNCONVERT"},
    {"SX_BLEND_OPT_EPSILON", 0x28758u, 0xA1D6u, kType_SX_BLEND_OPT_EPSILON, "SX_BLEND_OPT_EPSILON"},
    {"SX_BLEND_OPT_CONTROL", 0x2875Cu, 0xA1D7u, kType_SX_BLEND_OPT_CONTROL, "SX_BLEND_OPT_CONTROL"},
    {"SX_MRT0_BLEND_OPT", 0x28760u, 0xA1D8u, kType_SX_MRT0_BLEND_OPT, "SX_MRT0_BLEND_OPT"},
    {"SX_MRT1_BLEND_OPT", 0x28764u, 0xA1D9u, kType_SX_MRT0_BLEND_OPT, "SX_MRT0_BLEND_OPT"},
    {"SX_MRT2_BLEND_OPT", 0x28768u, 0xA1DAu, kType_SX_MRT0_BLEND_OPT, "SX_MRT0_BLEND_OPT"},
    {"SX_MRT3_BLEND_OPT", 0x2876Cu, 0xA1DBu, kType_SX_MRT0_BLEND_OPT, "SX_MRT0_BLEND_OPT"},
    {"SX_MRT4_BLEND_OPT", 0x28770u, 0xA1DCu, kType_SX_MRT0_BLEND_OPT, "SX_MRT0_BLEND_OPT"},
    {"SX_MRT5_BLEND_OPT", 0x28774u, 0xA1DDu, kType_SX_MRT0_BLEND_OPT, "SX_MRT0_BLEND_OPT"},
    {"SX_MRT6_BLEND_OPT", 0x28778u, 0xA1DEu, kType_SX_MRT0_BLEND_OPT, "SX_MRT0_BLEND_OPT"},
    {"SX_MRT7_BLEND_OPT", 0x2877Cu, 0xA1DFu, kType_SX_MRT0_BLEND_OPT, "SX_MRT0_BLEND_OPT"},
    {"CB_BLEND0_CONTROL", 0x28780u, 0xA1E0u, kType_CB_BLEND0_CONTROL, "CB_BLEND0_CONTROL"},
    {"CB_BLEND1_CONTROL", 0x28784u, 0xA1E1u, kType_CB_BLEND0_CONTROL, "CB_BLEND0_CONTROL"},
    {"CB_BLEND2_CONTROL", 0x28788u, 0xA1E2u, kType_CB_BLEND0_CONTROL, "CB_BLEND0_CONTROL"},
    {"CB_BLEND3_CONTROL", 0x2878Cu, 0xA1E3u, kType_CB_BLEND0_CONTROL, "CB_BLEND0_CONTROL"},
    {"CB_BLEND4_CONTROL", 0x28790u, 0xA1E4u, kType_CB_BLEND0_CONTROL, "CB_BLEND0_CONTROL"},
    {"CB_BLEND5_CONTROL", 0x28794u, 0xA1E5u, kType_CB_BLEND0_CONTROL, "CB_BLEND0_CONTROL"},
    {"CB_BLEND6_CONTROL", 0x28798u, 0xA1E6u, kType_CB_BLEND0_CONTROL, "CB_BLEND0_CONTROL"},
    {"CB_BLEND7_CONTROL", 0x2879Cu, 0xA1E7u, kType_CB_BLEND0_CONTROL, "CB_BLEND0_CONTROL"},
    {"CS_COPY_STATE", 0x287CCu, 0xA1F3u, kType_CS_COPY_STATE, "CS_COPY_STATE"},
    {"GFX_COPY_STATE", 0x287D0u, 0xA1F4u, kType_CS_COPY_STATE, "CS_COPY_STATE"},
    {"PA_CL_POINT_X_RAD", 0x287D4u, 0xA1F5u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_POINT_Y_RAD", 0x287D8u, 0xA1F6u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_POINT_SIZE", 0x287DCu, 0xA1F7u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_POINT_CULL_RAD", 0x287E0u, 0xA1F8u, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"VGT_DMA_BASE_HI", 0x287E4u, 0xA1F9u, kType_VGT_DMA_BASE_HI, "VGT_DMA_BASE_HI"},
    {"VGT_DMA_BASE", 0x287E8u, 0xA1FAu, kType_VGT_DMA_BASE, "VGT_DMA_BASE"},
    {"VGT_DRAW_INITIATOR", 0x287F0u, 0xA1FCu, kType_VGT_DRAW_INITIATOR, "VGT_DRAW_INITIATOR"},
    {"VGT_IMMED_DATA", 0x287F4u, 0xA1FDu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"VGT_EVENT_ADDRESS_REG", 0x287F8u, 0xA1FEu, kType_VGT_EVENT_ADDRESS_REG, "VGT_EVENT_ADDRESS_REG"},
    {"GE_MAX_OUTPUT_PER_SUBGROUP", 0x287FCu, 0xA1FFu, kType_GE_MAX_OUTPUT_PER_SUBGROUP, "GE_MAX_OUTPUT_PER_SUBGROUP"},
    {"DB_DEPTH_CONTROL", 0x28800u, 0xA200u, kType_DB_DEPTH_CONTROL, "DB_DEPTH_CONTROL"},
    {"DB_EQAA", 0x28804u, 0xA201u, kType_DB_EQAA, "DB_EQAA"},
    {"CB_COLOR_CONTROL", 0x28808u, 0xA202u, kType_CB_COLOR_CONTROL, "CB_COLOR_CONTROL"},
    {"DB_SHADER_CONTROL", 0x2880Cu, 0xA203u, kType_DB_SHADER_CONTROL, "DB_SHADER_CONTROL"},
    {"PA_CL_CLIP_CNTL", 0x28810u, 0xA204u, kType_PA_CL_CLIP_CNTL, "PA_CL_CLIP_CNTL"},
    {"PA_SU_SC_MODE_CNTL", 0x28814u, 0xA205u, kType_PA_SU_SC_MODE_CNTL, "PA_SU_SC_MODE_CNTL"},
    {"PA_CL_VTE_CNTL", 0x28818u, 0xA206u, kType_PA_CL_VTE_CNTL, "PA_CL_VTE_CNTL"},
    {"PA_CL_VS_OUT_CNTL", 0x2881Cu, 0xA207u, kType_PA_CL_VS_OUT_CNTL, "PA_CL_VS_OUT_CNTL"},
    {"PA_CL_NANINF_CNTL", 0x28820u, 0xA208u, kType_PA_CL_NANINF_CNTL, "PA_CL_NANINF_CNTL"},
    {"PA_SU_LINE_STIPPLE_CNTL", 0x28824u, 0xA209u, kType_PA_SU_LINE_STIPPLE_CNTL, "PA_SU_LINE_STIPPLE_CNTL"},
    {"PA_SU_LINE_STIPPLE_SCALE", 0x28828u, 0xA20Au, kType_PA_SU_LINE_STIPPLE_SCALE, "PA_SU_LINE_STIPPLE_SCALE"},
    {"PA_SU_PRIM_FILTER_CNTL", 0x2882Cu, 0xA20Bu, kType_PA_SU_PRIM_FILTER_CNTL, "PA_SU_PRIM_FILTER_CNTL"},
    {"PA_SU_SMALL_PRIM_FILTER_CNTL", 0x28830u, 0xA20Cu, kType_PA_SU_SMALL_PRIM_FILTER_CNTL, "PA_SU_SMALL_PRIM_FILTER_CNTL"},
    {"PA_CL_NGG_CNTL", 0x28838u, 0xA20Eu, kType_PA_CL_NGG_CNTL, "PA_CL_NGG_CNTL"},
    {"PA_SU_OVER_RASTERIZATION_CNTL", 0x2883Cu, 0xA20Fu, kType_PA_SU_OVER_RASTERIZATION_CNTL, "PA_SU_OVER_RASTERIZATION_CNTL"},
    {"PA_STEREO_CNTL", 0x28840u, 0xA210u, kType_PA_STEREO_CNTL, "PA_STEREO_CNTL"},
    {"PA_STATE_STEREO_X", 0x28844u, 0xA211u, kType_PA_STATE_STEREO_X, "PA_STATE_STEREO_X"},
    {"PA_CL_VRS_CNTL", 0x28848u, 0xA212u, kType_PA_CL_VRS_CNTL, "PA_CL_VRS_CNTL"},
    {"PA_SU_POINT_SIZE", 0x28A00u, 0xA280u, kType_PA_SU_POINT_SIZE, "PA_SU_POINT_SIZE"},
    {"PA_SU_POINT_MINMAX", 0x28A04u, 0xA281u, kType_PA_SU_POINT_MINMAX, "PA_SU_POINT_MINMAX"},
    {"PA_SU_LINE_CNTL", 0x28A08u, 0xA282u, kType_PA_SU_LINE_CNTL, "PA_SU_LINE_CNTL"},
    {"PA_SC_LINE_STIPPLE", 0x28A0Cu, 0xA283u, kType_PA_SC_LINE_STIPPLE, "PA_SC_LINE_STIPPLE"},
    {"VGT_OUTPUT_PATH_CNTL", 0x28A10u, 0xA284u, kType_VGT_OUTPUT_PATH_CNTL, "VGT_OUTPUT_PATH_CNTL"},
    {"VGT_HOS_CNTL", 0x28A14u, 0xA285u, kType_VGT_HOS_CNTL, "VGT_HOS_CNTL"},
    {"VGT_HOS_MAX_TESS_LEVEL", 0x28A18u, 0xA286u, kType_VGT_HOS_MAX_TESS_LEVEL, "VGT_HOS_MAX_TESS_LEVEL"},
    {"VGT_HOS_MIN_TESS_LEVEL", 0x28A1Cu, 0xA287u, kType_VGT_HOS_MIN_TESS_LEVEL, "VGT_HOS_MIN_TESS_LEVEL"},
    {"VGT_HOS_REUSE_DEPTH", 0x28A20u, 0xA288u, kType_VGT_HOS_REUSE_DEPTH, "VGT_HOS_REUSE_DEPTH"},
    {"VGT_GROUP_PRIM_TYPE", 0x28A24u, 0xA289u, kType_VGT_GROUP_PRIM_TYPE, "VGT_GROUP_PRIM_TYPE"},
    {"VGT_GROUP_FIRST_DECR", 0x28A28u, 0xA28Au, kType_VGT_GROUP_FIRST_DECR, "VGT_GROUP_FIRST_DECR"},
    {"VGT_GROUP_DECR", 0x28A2Cu, 0xA28Bu, kType_VGT_GROUP_DECR, "VGT_GROUP_DECR"},
    {"VGT_GROUP_VECT_0_CNTL", 0x28A30u, 0xA28Cu, kType_VGT_GROUP_VECT_0_CNTL, "VGT_GROUP_VECT_0_CNTL"},
    {"VGT_GROUP_VECT_1_CNTL", 0x28A34u, 0xA28Du, kType_VGT_GROUP_VECT_0_CNTL, "VGT_GROUP_VECT_0_CNTL"},
    {"VGT_GROUP_VECT_0_FMT_CNTL", 0x28A38u, 0xA28Eu, kType_VGT_GROUP_VECT_0_FMT_CNTL, "VGT_GROUP_VECT_0_FMT_CNTL"},
    {"VGT_GROUP_VECT_1_FMT_CNTL", 0x28A3Cu, 0xA28Fu, kType_VGT_GROUP_VECT_0_FMT_CNTL, "VGT_GROUP_VECT_0_FMT_CNTL"},
    {"VGT_GS_MODE", 0x28A40u, 0xA290u, kType_VGT_GS_MODE, "VGT_GS_MODE"},
    {"VGT_GS_ONCHIP_CNTL", 0x28A44u, 0xA291u, kType_VGT_GS_ONCHIP_CNTL, "VGT_GS_ONCHIP_CNTL"},
    {"PA_SC_MODE_CNTL_0", 0x28A48u, 0xA292u, kType_PA_SC_MODE_CNTL_0, "PA_SC_MODE_CNTL_0"},
    {"PA_SC_MODE_CNTL_1", 0x28A4Cu, 0xA293u, kType_PA_SC_MODE_CNTL_1, "PA_SC_MODE_CNTL_1"},
    {"VGT_ENHANCE", 0x28A50u, 0xA294u, kType_VGT_ENHANCE, "VGT_ENHANCE"},
    {"VGT_GS_PER_ES", 0x28A54u, 0xA295u, kType_VGT_GS_PER_ES, "VGT_GS_PER_ES"},
    {"VGT_ES_PER_GS", 0x28A58u, 0xA296u, kType_VGT_ES_PER_GS, "VGT_ES_PER_GS"},
    {"VGT_GS_PER_VS", 0x28A5Cu, 0xA297u, kType_VGT_GS_PER_VS, "VGT_GS_PER_VS"},
    {"VGT_GSVS_RING_OFFSET_1", 0x28A60u, 0xA298u, kType_VGT_GSVS_RING_OFFSET_1, "VGT_GSVS_RING_OFFSET_1"},
    {"VGT_GSVS_RING_OFFSET_2", 0x28A64u, 0xA299u, kType_VGT_GSVS_RING_OFFSET_1, "VGT_GSVS_RING_OFFSET_1"},
    {"VGT_GSVS_RING_OFFSET_3", 0x28A68u, 0xA29Au, kType_VGT_GSVS_RING_OFFSET_1, "VGT_GSVS_RING_OFFSET_1"},
    {"VGT_GS_OUT_PRIM_TYPE", 0x28A6Cu, 0xA29Bu, kType_VGT_GS_OUT_PRIM_TYPE, "VGT_GS_OUT_PRIM_TYPE"},
    {"IA_ENHANCE", 0x28A70u, 0xA29Cu, kType_VGT_ENHANCE, "VGT_ENHANCE"},
    {"VGT_DMA_SIZE", 0x28A74u, 0xA29Du, kType_VGT_DMA_SIZE, "VGT_DMA_SIZE"},
    {"VGT_DMA_MAX_SIZE", 0x28A78u, 0xA29Eu, kType_VGT_DMA_MAX_SIZE, "VGT_DMA_MAX_SIZE"},
    {"VGT_DMA_INDEX_TYPE", 0x28A7Cu, 0xA29Fu, kType_VGT_DMA_INDEX_TYPE, "VGT_DMA_INDEX_TYPE"},
    {"WD_ENHANCE", 0x28A80u, 0xA2A0u, kType_VGT_ENHANCE, "VGT_ENHANCE"},
    {"VGT_PRIMITIVEID_EN", 0x28A84u, 0xA2A1u, kType_VGT_PRIMITIVEID_EN, "VGT_PRIMITIVEID_EN"},
    {"VGT_DMA_NUM_INSTANCES", 0x28A88u, 0xA2A2u, kType_VGT_DMA_NUM_INSTANCES, "VGT_DMA_NUM_INSTANCES"},
    {"VGT_PRIMITIVEID_RESET", 0x28A8Cu, 0xA2A3u, kType_VGT_PRIMITIVEID_RESET, "VGT_PRIMITIVEID_RESET"},
    {"VGT_EVENT_INITIATOR", 0x28A90u, 0xA2A4u, kType_VGT_EVENT_INITIATOR, "VGT_EVENT_INITIATOR"},
    {"VGT_MULTI_PRIM_IB_RESET_EN", 0x28A94u, 0xA2A5u, kType_VGT_MULTI_PRIM_IB_RESET_EN, "VGT_MULTI_PRIM_IB_RESET_EN"},
    {"VGT_DRAW_PAYLOAD_CNTL", 0x28A98u, 0xA2A6u, kType_VGT_DRAW_PAYLOAD_CNTL, "VGT_DRAW_PAYLOAD_CNTL"},
    {"VGT_INSTANCE_STEP_RATE_0", 0x28AA0u, 0xA2A8u, kType_VGT_INSTANCE_STEP_RATE_0, "VGT_INSTANCE_STEP_RATE_0"},
    {"VGT_INSTANCE_STEP_RATE_1", 0x28AA4u, 0xA2A9u, kType_VGT_INSTANCE_STEP_RATE_0, "VGT_INSTANCE_STEP_RATE_0"},
    {"IA_MULTI_VGT_PARAM", 0x28AA8u, 0xA2AAu, kType_IA_MULTI_VGT_PARAM, "IA_MULTI_VGT_PARAM"},
    {"VGT_ESGS_RING_ITEMSIZE", 0x28AACu, 0xA2ABu, kType_VGT_ESGS_RING_ITEMSIZE, "VGT_ESGS_RING_ITEMSIZE"},
    {"VGT_GSVS_RING_ITEMSIZE", 0x28AB0u, 0xA2ACu, kType_VGT_ESGS_RING_ITEMSIZE, "VGT_ESGS_RING_ITEMSIZE"},
    {"VGT_REUSE_OFF", 0x28AB4u, 0xA2ADu, kType_VGT_REUSE_OFF, "VGT_REUSE_OFF"},
    {"VGT_VTX_CNT_EN", 0x28AB8u, 0xA2AEu, kType_VGT_VTX_CNT_EN, "VGT_VTX_CNT_EN"},
    {"DB_HTILE_SURFACE", 0x28ABCu, 0xA2AFu, kType_DB_HTILE_SURFACE, "DB_HTILE_SURFACE"},
    {"DB_SRESULTS_COMPARE_STATE0", 0x28AC0u, 0xA2B0u, kType_DB_SRESULTS_COMPARE_STATE0, "DB_SRESULTS_COMPARE_STATE0"},
    {"DB_SRESULTS_COMPARE_STATE1", 0x28AC4u, 0xA2B1u, kType_DB_SRESULTS_COMPARE_STATE1, "DB_SRESULTS_COMPARE_STATE1"},
    {"DB_PRELOAD_CONTROL", 0x28AC8u, 0xA2B2u, kType_DB_PRELOAD_CONTROL, "DB_PRELOAD_CONTROL"},
    {"VGT_STRMOUT_BUFFER_SIZE_0", 0x28AD0u, 0xA2B4u, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"VGT_STRMOUT_VTX_STRIDE_0", 0x28AD4u, 0xA2B5u, kType_VGT_STRMOUT_VTX_STRIDE_0, "VGT_STRMOUT_VTX_STRIDE_0"},
    {"VGT_STRMOUT_BUFFER_OFFSET_0", 0x28ADCu, 0xA2B7u, kType_VGT_STRMOUT_BUFFER_OFFSET_0, "VGT_STRMOUT_BUFFER_OFFSET_0"},
    {"VGT_STRMOUT_BUFFER_SIZE_1", 0x28AE0u, 0xA2B8u, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"VGT_STRMOUT_VTX_STRIDE_1", 0x28AE4u, 0xA2B9u, kType_VGT_STRMOUT_VTX_STRIDE_0, "VGT_STRMOUT_VTX_STRIDE_0"},
    {"VGT_STRMOUT_BUFFER_OFFSET_1", 0x28AECu, 0xA2BBu, kType_VGT_STRMOUT_BUFFER_OFFSET_0, "VGT_STRMOUT_BUFFER_OFFSET_0"},
    {"VGT_STRMOUT_BUFFER_SIZE_2", 0x28AF0u, 0xA2BCu, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"VGT_STRMOUT_VTX_STRIDE_2", 0x28AF4u, 0xA2BDu, kType_VGT_STRMOUT_VTX_STRIDE_0, "VGT_STRMOUT_VTX_STRIDE_0"},
    {"VGT_STRMOUT_BUFFER_OFFSET_2", 0x28AFCu, 0xA2BFu, kType_VGT_STRMOUT_BUFFER_OFFSET_0, "VGT_STRMOUT_BUFFER_OFFSET_0"},
    {"VGT_STRMOUT_BUFFER_SIZE_3", 0x28B00u, 0xA2C0u, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"VGT_STRMOUT_VTX_STRIDE_3", 0x28B04u, 0xA2C1u, kType_VGT_STRMOUT_VTX_STRIDE_0, "VGT_STRMOUT_VTX_STRIDE_0"},
    {"VGT_STRMOUT_BUFFER_OFFSET_3", 0x28B0Cu, 0xA2C3u, kType_VGT_STRMOUT_BUFFER_OFFSET_0, "VGT_STRMOUT_BUFFER_OFFSET_0"},
    {"VGT_STRMOUT_DRAW_OPAQUE_OFFSET", 0x28B28u, 0xA2CAu, kType_VGT_STRMOUT_BUFFER_OFFSET_0, "VGT_STRMOUT_BUFFER_OFFSET_0"},
    {"VGT_STRMOUT_DRAW_OPAQUE_BUFFER_FILLED_SIZE", 0x28B2Cu, 0xA2CBu, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"VGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE", 0x28B30u, 0xA2CCu, kType_VGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE, "VGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE"},
    {"VGT_GS_MAX_VERT_OUT", 0x28B38u, 0xA2CEu, kType_VGT_GS_MAX_VERT_OUT, "VGT_GS_MAX_VERT_OUT"},
    {"GE_NGG_SUBGRP_CNTL", 0x28B4Cu, 0xA2D3u, kType_GE_NGG_SUBGRP_CNTL, "GE_NGG_SUBGRP_CNTL"},
    {"VGT_TESS_DISTRIBUTION", 0x28B50u, 0xA2D4u, kType_VGT_TESS_DISTRIBUTION, "VGT_TESS_DISTRIBUTION"},
    {"VGT_SHADER_STAGES_EN", 0x28B54u, 0xA2D5u, kType_VGT_SHADER_STAGES_EN, "VGT_SHADER_STAGES_EN"},
    {"VGT_LS_HS_CONFIG", 0x28B58u, 0xA2D6u, kType_VGT_LS_HS_CONFIG, "VGT_LS_HS_CONFIG"},
    {"VGT_GS_VERT_ITEMSIZE", 0x28B5Cu, 0xA2D7u, kType_VGT_ESGS_RING_ITEMSIZE, "VGT_ESGS_RING_ITEMSIZE"},
    {"VGT_GS_VERT_ITEMSIZE_1", 0x28B60u, 0xA2D8u, kType_VGT_ESGS_RING_ITEMSIZE, "VGT_ESGS_RING_ITEMSIZE"},
    {"VGT_GS_VERT_ITEMSIZE_2", 0x28B64u, 0xA2D9u, kType_VGT_ESGS_RING_ITEMSIZE, "VGT_ESGS_RING_ITEMSIZE"},
    {"VGT_GS_VERT_ITEMSIZE_3", 0x28B68u, 0xA2DAu, kType_VGT_ESGS_RING_ITEMSIZE, "VGT_ESGS_RING_ITEMSIZE"},
    {"VGT_TF_PARAM", 0x28B6Cu, 0xA2DBu, kType_VGT_TF_PARAM, "VGT_TF_PARAM"},
    {"DB_ALPHA_TO_MASK", 0x28B70u, 0xA2DCu, kType_DB_ALPHA_TO_MASK, "DB_ALPHA_TO_MASK"},
    {"VGT_DISPATCH_DRAW_INDEX", 0x28B74u, 0xA2DDu, kType_VGT_DISPATCH_DRAW_INDEX, "VGT_DISPATCH_DRAW_INDEX"},
    {"PA_SU_POLY_OFFSET_DB_FMT_CNTL", 0x28B78u, 0xA2DEu, kType_PA_SU_POLY_OFFSET_DB_FMT_CNTL, "PA_SU_POLY_OFFSET_DB_FMT_CNTL"},
    {"PA_SU_POLY_OFFSET_CLAMP", 0x28B7Cu, 0xA2DFu, kType_PA_SU_POLY_OFFSET_CLAMP, "PA_SU_POLY_OFFSET_CLAMP"},
    {"PA_SU_POLY_OFFSET_FRONT_SCALE", 0x28B80u, 0xA2E0u, kType_PA_SU_POLY_OFFSET_FRONT_SCALE, "PA_SU_POLY_OFFSET_FRONT_SCALE"},
    {"PA_SU_POLY_OFFSET_FRONT_OFFSET", 0x28B84u, 0xA2E1u, kType_VGT_STRMOUT_BUFFER_OFFSET_0, "VGT_STRMOUT_BUFFER_OFFSET_0"},
    {"PA_SU_POLY_OFFSET_BACK_SCALE", 0x28B88u, 0xA2E2u, kType_PA_SU_POLY_OFFSET_FRONT_SCALE, "PA_SU_POLY_OFFSET_FRONT_SCALE"},
    {"PA_SU_POLY_OFFSET_BACK_OFFSET", 0x28B8Cu, 0xA2E3u, kType_VGT_STRMOUT_BUFFER_OFFSET_0, "VGT_STRMOUT_BUFFER_OFFSET_0"},
    {"VGT_GS_INSTANCE_CNT", 0x28B90u, 0xA2E4u, kType_VGT_GS_INSTANCE_CNT, "VGT_GS_INSTANCE_CNT"},
    {"VGT_STRMOUT_CONFIG", 0x28B94u, 0xA2E5u, kType_VGT_STRMOUT_CONFIG, "VGT_STRMOUT_CONFIG"},
    {"VGT_STRMOUT_BUFFER_CONFIG", 0x28B98u, 0xA2E6u, kType_VGT_STRMOUT_BUFFER_CONFIG, "VGT_STRMOUT_BUFFER_CONFIG"},
    {"VGT_DMA_EVENT_INITIATOR", 0x28B9Cu, 0xA2E7u, kType_VGT_EVENT_INITIATOR, "VGT_EVENT_INITIATOR"},
    {"PA_SC_CENTROID_PRIORITY_0", 0x28BD4u, 0xA2F5u, kType_PA_SC_CENTROID_PRIORITY_0, "PA_SC_CENTROID_PRIORITY_0"},
    {"PA_SC_CENTROID_PRIORITY_1", 0x28BD8u, 0xA2F6u, kType_PA_SC_CENTROID_PRIORITY_1, "PA_SC_CENTROID_PRIORITY_1"},
    {"PA_SC_LINE_CNTL", 0x28BDCu, 0xA2F7u, kType_PA_SC_LINE_CNTL, "PA_SC_LINE_CNTL"},
    {"PA_SC_AA_CONFIG", 0x28BE0u, 0xA2F8u, kType_PA_SC_AA_CONFIG, "PA_SC_AA_CONFIG"},
    {"PA_SU_VTX_CNTL", 0x28BE4u, 0xA2F9u, kType_PA_SU_VTX_CNTL, "PA_SU_VTX_CNTL"},
    {"PA_CL_GB_VERT_CLIP_ADJ", 0x28BE8u, 0xA2FAu, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_GB_VERT_DISC_ADJ", 0x28BECu, 0xA2FBu, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_GB_HORZ_CLIP_ADJ", 0x28BF0u, 0xA2FCu, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_CL_GB_HORZ_DISC_ADJ", 0x28BF4u, 0xA2FDu, kType_PA_CL_UCP_0_X, "PA_CL_UCP_0_X"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0", 0x28BF8u, 0xA2FEu, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1", 0x28BFCu, 0xA2FFu, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2", 0x28C00u, 0xA300u, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3", 0x28C04u, 0xA301u, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_0", 0x28C08u, 0xA302u, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_1", 0x28C0Cu, 0xA303u, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_2", 0x28C10u, 0xA304u, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_3", 0x28C14u, 0xA305u, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_0", 0x28C18u, 0xA306u, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_1", 0x28C1Cu, 0xA307u, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_2", 0x28C20u, 0xA308u, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_3", 0x28C24u, 0xA309u, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_0", 0x28C28u, 0xA30Au, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_1", 0x28C2Cu, 0xA30Bu, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_2", 0x28C30u, 0xA30Cu, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2"},
    {"PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_3", 0x28C34u, 0xA30Du, kType_PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3, "PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3"},
    {"PA_SC_AA_MASK_X0Y0_X1Y0", 0x28C38u, 0xA30Eu, kType_PA_SC_AA_MASK_X0Y0_X1Y0, "PA_SC_AA_MASK_X0Y0_X1Y0"},
    {"PA_SC_AA_MASK_X0Y1_X1Y1", 0x28C3Cu, 0xA30Fu, kType_PA_SC_AA_MASK_X0Y1_X1Y1, "PA_SC_AA_MASK_X0Y1_X1Y1"},
    {"PA_SC_SHADER_CONTROL", 0x28C40u, 0xA310u, kType_PA_SC_SHADER_CONTROL, "PA_SC_SHADER_CONTROL"},
    {"PA_SC_BINNER_CNTL_0", 0x28C44u, 0xA311u, kType_PA_SC_BINNER_CNTL_0, "PA_SC_BINNER_CNTL_0"},
    {"PA_SC_BINNER_CNTL_1", 0x28C48u, 0xA312u, kType_PA_SC_BINNER_CNTL_1, "PA_SC_BINNER_CNTL_1"},
    {"PA_SC_CONSERVATIVE_RASTERIZATION_CNTL", 0x28C4Cu, 0xA313u, kType_PA_SC_CONSERVATIVE_RASTERIZATION_CNTL, "PA_SC_CONSERVATIVE_RASTERIZATION_CNTL"},
    {"PA_SC_NGG_MODE_CNTL", 0x28C50u, 0xA314u, kType_PA_SC_NGG_MODE_CNTL, "PA_SC_NGG_MODE_CNTL"},
    {"VGT_VERTEX_REUSE_BLOCK_CNTL", 0x28C58u, 0xA316u, kType_VGT_VERTEX_REUSE_BLOCK_CNTL, "VGT_VERTEX_REUSE_BLOCK_CNTL"},
    {"VGT_OUT_DEALLOC_CNTL", 0x28C5Cu, 0xA317u, kType_VGT_OUT_DEALLOC_CNTL, "VGT_OUT_DEALLOC_CNTL"},
    {"CB_COLOR0_BASE", 0x28C60u, 0xA318u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR0_PITCH", 0x28C64u, 0xA319u, kType_CB_COLOR0_PITCH, "CB_COLOR0_PITCH"},
    {"CB_COLOR0_SLICE", 0x28C68u, 0xA31Au, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR0_VIEW", 0x28C6Cu, 0xA31Bu, kType_CB_COLOR0_VIEW, "CB_COLOR0_VIEW"},
    {"CB_COLOR0_INFO", 0x28C70u, 0xA31Cu, kType_CB_COLOR0_INFO, "CB_COLOR0_INFO"},
    {"CB_COLOR0_ATTRIB", 0x28C74u, 0xA31Du, kType_CB_COLOR0_ATTRIB, "CB_COLOR0_ATTRIB"},
    {"CB_COLOR0_DCC_CONTROL", 0x28C78u, 0xA31Eu, kType_CB_COLOR0_DCC_CONTROL, "CB_COLOR0_DCC_CONTROL"},
    {"CB_COLOR0_CMASK", 0x28C7Cu, 0xA31Fu, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR0_CMASK_SLICE", 0x28C80u, 0xA320u, kType_CB_COLOR0_CMASK_SLICE, "CB_COLOR0_CMASK_SLICE"},
    {"CB_COLOR0_FMASK", 0x28C84u, 0xA321u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR0_FMASK_SLICE", 0x28C88u, 0xA322u, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR0_CLEAR_WORD0", 0x28C8Cu, 0xA323u, kType_CB_COLOR0_CLEAR_WORD0, "CB_COLOR0_CLEAR_WORD0"},
    {"CB_COLOR0_CLEAR_WORD1", 0x28C90u, 0xA324u, kType_CB_COLOR0_CLEAR_WORD1, "CB_COLOR0_CLEAR_WORD1"},
    {"CB_COLOR0_DCC_BASE", 0x28C94u, 0xA325u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR1_BASE", 0x28C9Cu, 0xA327u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR1_PITCH", 0x28CA0u, 0xA328u, kType_CB_COLOR0_PITCH, "CB_COLOR0_PITCH"},
    {"CB_COLOR1_SLICE", 0x28CA4u, 0xA329u, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR1_VIEW", 0x28CA8u, 0xA32Au, kType_CB_COLOR0_VIEW, "CB_COLOR0_VIEW"},
    {"CB_COLOR1_INFO", 0x28CACu, 0xA32Bu, kType_CB_COLOR0_INFO, "CB_COLOR0_INFO"},
    {"CB_COLOR1_ATTRIB", 0x28CB0u, 0xA32Cu, kType_CB_COLOR0_ATTRIB, "CB_COLOR0_ATTRIB"},
    {"CB_COLOR1_DCC_CONTROL", 0x28CB4u, 0xA32Du, kType_CB_COLOR0_DCC_CONTROL, "CB_COLOR0_DCC_CONTROL"},
    {"CB_COLOR1_CMASK", 0x28CB8u, 0xA32Eu, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR1_CMASK_SLICE", 0x28CBCu, 0xA32Fu, kType_CB_COLOR0_CMASK_SLICE, "CB_COLOR0_CMASK_SLICE"},
    {"CB_COLOR1_FMASK", 0x28CC0u, 0xA330u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR1_FMASK_SLICE", 0x28CC4u, 0xA331u, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR1_CLEAR_WORD0", 0x28CC8u, 0xA332u, kType_CB_COLOR0_CLEAR_WORD0, "CB_COLOR0_CLEAR_WORD0"},
    {"CB_COLOR1_CLEAR_WORD1", 0x28CCCu, 0xA333u, kType_CB_COLOR0_CLEAR_WORD1, "CB_COLOR0_CLEAR_WORD1"},
    {"CB_COLOR1_DCC_BASE", 0x28CD0u, 0xA334u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR2_BASE", 0x28CD8u, 0xA336u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR2_PITCH", 0x28CDCu, 0xA337u, kType_CB_COLOR0_PITCH, "CB_COLOR0_PITCH"},
    {"CB_COLOR2_SLICE", 0x28CE0u, 0xA338u, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR2_VIEW", 0x28CE4u, 0xA339u, kType_CB_COLOR0_VIEW, "CB_COLOR0_VIEW"},
    {"CB_COLOR2_INFO", 0x28CE8u, 0xA33Au, kType_CB_COLOR0_INFO, "CB_COLOR0_INFO"},
    {"CB_COLOR2_ATTRIB", 0x28CECu, 0xA33Bu, kType_CB_COLOR0_ATTRIB, "CB_COLOR0_ATTRIB"},
    {"CB_COLOR2_DCC_CONTROL", 0x28CF0u, 0xA33Cu, kType_CB_COLOR0_DCC_CONTROL, "CB_COLOR0_DCC_CONTROL"},
    {"CB_COLOR2_CMASK", 0x28CF4u, 0xA33Du, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR2_CMASK_SLICE", 0x28CF8u, 0xA33Eu, kType_CB_COLOR0_CMASK_SLICE, "CB_COLOR0_CMASK_SLICE"},
    {"CB_COLOR2_FMASK", 0x28CFCu, 0xA33Fu, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR2_FMASK_SLICE", 0x28D00u, 0xA340u, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR2_CLEAR_WORD0", 0x28D04u, 0xA341u, kType_CB_COLOR0_CLEAR_WORD0, "CB_COLOR0_CLEAR_WORD0"},
    {"CB_COLOR2_CLEAR_WORD1", 0x28D08u, 0xA342u, kType_CB_COLOR0_CLEAR_WORD1, "CB_COLOR0_CLEAR_WORD1"},
    {"CB_COLOR2_DCC_BASE", 0x28D0Cu, 0xA343u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR3_BASE", 0x28D14u, 0xA345u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR3_PITCH", 0x28D18u, 0xA346u, kType_CB_COLOR0_PITCH, "CB_COLOR0_PITCH"},
    {"CB_COLOR3_SLICE", 0x28D1Cu, 0xA347u, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR3_VIEW", 0x28D20u, 0xA348u, kType_CB_COLOR0_VIEW, "CB_COLOR0_VIEW"},
    {"CB_COLOR3_INFO", 0x28D24u, 0xA349u, kType_CB_COLOR0_INFO, "CB_COLOR0_INFO"},
    {"CB_COLOR3_ATTRIB", 0x28D28u, 0xA34Au, kType_CB_COLOR0_ATTRIB, "CB_COLOR0_ATTRIB"},
    {"CB_COLOR3_DCC_CONTROL", 0x28D2Cu, 0xA34Bu, kType_CB_COLOR0_DCC_CONTROL, "CB_COLOR0_DCC_CONTROL"},
    {"CB_COLOR3_CMASK", 0x28D30u, 0xA34Cu, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR3_CMASK_SLICE", 0x28D34u, 0xA34Du, kType_CB_COLOR0_CMASK_SLICE, "CB_COLOR0_CMASK_SLICE"},
    {"CB_COLOR3_FMASK", 0x28D38u, 0xA34Eu, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR3_FMASK_SLICE", 0x28D3Cu, 0xA34Fu, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR3_CLEAR_WORD0", 0x28D40u, 0xA350u, kType_CB_COLOR0_CLEAR_WORD0, "CB_COLOR0_CLEAR_WORD0"},
    {"CB_COLOR3_CLEAR_WORD1", 0x28D44u, 0xA351u, kType_CB_COLOR0_CLEAR_WORD1, "CB_COLOR0_CLEAR_WORD1"},
    {"CB_COLOR3_DCC_BASE", 0x28D48u, 0xA352u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR4_BASE", 0x28D50u, 0xA354u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR4_PITCH", 0x28D54u, 0xA355u, kType_CB_COLOR0_PITCH, "CB_COLOR0_PITCH"},
    {"CB_COLOR4_SLICE", 0x28D58u, 0xA356u, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR4_VIEW", 0x28D5Cu, 0xA357u, kType_CB_COLOR0_VIEW, "CB_COLOR0_VIEW"},
    {"CB_COLOR4_INFO", 0x28D60u, 0xA358u, kType_CB_COLOR0_INFO, "CB_COLOR0_INFO"},
    {"CB_COLOR4_ATTRIB", 0x28D64u, 0xA359u, kType_CB_COLOR0_ATTRIB, "CB_COLOR0_ATTRIB"},
    {"CB_COLOR4_DCC_CONTROL", 0x28D68u, 0xA35Au, kType_CB_COLOR0_DCC_CONTROL, "CB_COLOR0_DCC_CONTROL"},
    {"CB_COLOR4_CMASK", 0x28D6Cu, 0xA35Bu, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR4_CMASK_SLICE", 0x28D70u, 0xA35Cu, kType_CB_COLOR0_CMASK_SLICE, "CB_COLOR0_CMASK_SLICE"},
    {"CB_COLOR4_FMASK", 0x28D74u, 0xA35Du, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR4_FMASK_SLICE", 0x28D78u, 0xA35Eu, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR4_CLEAR_WORD0", 0x28D7Cu, 0xA35Fu, kType_CB_COLOR0_CLEAR_WORD0, "CB_COLOR0_CLEAR_WORD0"},
    {"CB_COLOR4_CLEAR_WORD1", 0x28D80u, 0xA360u, kType_CB_COLOR0_CLEAR_WORD1, "CB_COLOR0_CLEAR_WORD1"},
    {"CB_COLOR4_DCC_BASE", 0x28D84u, 0xA361u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR5_BASE", 0x28D8Cu, 0xA363u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR5_PITCH", 0x28D90u, 0xA364u, kType_CB_COLOR0_PITCH, "CB_COLOR0_PITCH"},
    {"CB_COLOR5_SLICE", 0x28D94u, 0xA365u, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR5_VIEW", 0x28D98u, 0xA366u, kType_CB_COLOR0_VIEW, "CB_COLOR0_VIEW"},
    {"CB_COLOR5_INFO", 0x28D9Cu, 0xA367u, kType_CB_COLOR0_INFO, "CB_COLOR0_INFO"},
    {"CB_COLOR5_ATTRIB", 0x28DA0u, 0xA368u, kType_CB_COLOR0_ATTRIB, "CB_COLOR0_ATTRIB"},
    {"CB_COLOR5_DCC_CONTROL", 0x28DA4u, 0xA369u, kType_CB_COLOR0_DCC_CONTROL, "CB_COLOR0_DCC_CONTROL"},
    {"CB_COLOR5_CMASK", 0x28DA8u, 0xA36Au, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR5_CMASK_SLICE", 0x28DACu, 0xA36Bu, kType_CB_COLOR0_CMASK_SLICE, "CB_COLOR0_CMASK_SLICE"},
    {"CB_COLOR5_FMASK", 0x28DB0u, 0xA36Cu, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR5_FMASK_SLICE", 0x28DB4u, 0xA36Du, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR5_CLEAR_WORD0", 0x28DB8u, 0xA36Eu, kType_CB_COLOR0_CLEAR_WORD0, "CB_COLOR0_CLEAR_WORD0"},
    {"CB_COLOR5_CLEAR_WORD1", 0x28DBCu, 0xA36Fu, kType_CB_COLOR0_CLEAR_WORD1, "CB_COLOR0_CLEAR_WORD1"},
    {"CB_COLOR5_DCC_BASE", 0x28DC0u, 0xA370u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR6_BASE", 0x28DC8u, 0xA372u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR6_PITCH", 0x28DCCu, 0xA373u, kType_CB_COLOR0_PITCH, "CB_COLOR0_PITCH"},
    {"CB_COLOR6_SLICE", 0x28DD0u, 0xA374u, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR6_VIEW", 0x28DD4u, 0xA375u, kType_CB_COLOR0_VIEW, "CB_COLOR0_VIEW"},
    {"CB_COLOR6_INFO", 0x28DD8u, 0xA376u, kType_CB_COLOR0_INFO, "CB_COLOR0_INFO"},
    {"CB_COLOR6_ATTRIB", 0x28DDCu, 0xA377u, kType_CB_COLOR0_ATTRIB, "CB_COLOR0_ATTRIB"},
    {"CB_COLOR6_DCC_CONTROL", 0x28DE0u, 0xA378u, kType_CB_COLOR0_DCC_CONTROL, "CB_COLOR0_DCC_CONTROL"},
    {"CB_COLOR6_CMASK", 0x28DE4u, 0xA379u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR6_CMASK_SLICE", 0x28DE8u, 0xA37Au, kType_CB_COLOR0_CMASK_SLICE, "CB_COLOR0_CMASK_SLICE"},
    {"CB_COLOR6_FMASK", 0x28DECu, 0xA37Bu, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR6_FMASK_SLICE", 0x28DF0u, 0xA37Cu, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR6_CLEAR_WORD0", 0x28DF4u, 0xA37Du, kType_CB_COLOR0_CLEAR_WORD0, "CB_COLOR0_CLEAR_WORD0"},
    {"CB_COLOR6_CLEAR_WORD1", 0x28DF8u, 0xA37Eu, kType_CB_COLOR0_CLEAR_WORD1, "CB_COLOR0_CLEAR_WORD1"},
    {"CB_COLOR6_DCC_BASE", 0x28DFCu, 0xA37Fu, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR7_BASE", 0x28E04u, 0xA381u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR7_PITCH", 0x28E08u, 0xA382u, kType_CB_COLOR0_PITCH, "CB_COLOR0_PITCH"},
    {"CB_COLOR7_SLICE", 0x28E0Cu, 0xA383u, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR7_VIEW", 0x28E10u, 0xA384u, kType_CB_COLOR0_VIEW, "CB_COLOR0_VIEW"},
    {"CB_COLOR7_INFO", 0x28E14u, 0xA385u, kType_CB_COLOR0_INFO, "CB_COLOR0_INFO"},
    {"CB_COLOR7_ATTRIB", 0x28E18u, 0xA386u, kType_CB_COLOR0_ATTRIB, "CB_COLOR0_ATTRIB"},
    {"CB_COLOR7_DCC_CONTROL", 0x28E1Cu, 0xA387u, kType_CB_COLOR0_DCC_CONTROL, "CB_COLOR0_DCC_CONTROL"},
    {"CB_COLOR7_CMASK", 0x28E20u, 0xA388u, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR7_CMASK_SLICE", 0x28E24u, 0xA389u, kType_CB_COLOR0_CMASK_SLICE, "CB_COLOR0_CMASK_SLICE"},
    {"CB_COLOR7_FMASK", 0x28E28u, 0xA38Au, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR7_FMASK_SLICE", 0x28E2Cu, 0xA38Bu, kType_CB_COLOR0_SLICE, "CB_COLOR0_SLICE"},
    {"CB_COLOR7_CLEAR_WORD0", 0x28E30u, 0xA38Cu, kType_CB_COLOR0_CLEAR_WORD0, "CB_COLOR0_CLEAR_WORD0"},
    {"CB_COLOR7_CLEAR_WORD1", 0x28E34u, 0xA38Du, kType_CB_COLOR0_CLEAR_WORD1, "CB_COLOR0_CLEAR_WORD1"},
    {"CB_COLOR7_DCC_BASE", 0x28E38u, 0xA38Eu, kType_DB_HTILE_DATA_BASE, "DB_HTILE_DATA_BASE"},
    {"CB_COLOR0_BASE_EXT", 0x28E40u, 0xA390u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR1_BASE_EXT", 0x28E44u, 0xA391u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR2_BASE_EXT", 0x28E48u, 0xA392u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR3_BASE_EXT", 0x28E4Cu, 0xA393u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR4_BASE_EXT", 0x28E50u, 0xA394u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR5_BASE_EXT", 0x28E54u, 0xA395u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR6_BASE_EXT", 0x28E58u, 0xA396u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR7_BASE_EXT", 0x28E5Cu, 0xA397u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR0_CMASK_BASE_EXT", 0x28E60u, 0xA398u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR1_CMASK_BASE_EXT", 0x28E64u, 0xA399u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR2_CMASK_BASE_EXT", 0x28E68u, 0xA39Au, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR3_CMASK_BASE_EXT", 0x28E6Cu, 0xA39Bu, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR4_CMASK_BASE_EXT", 0x28E70u, 0xA39Cu, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR5_CMASK_BASE_EXT", 0x28E74u, 0xA39Du, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR6_CMASK_BASE_EXT", 0x28E78u, 0xA39Eu, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR7_CMASK_BASE_EXT", 0x28E7Cu, 0xA39Fu, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR0_FMASK_BASE_EXT", 0x28E80u, 0xA3A0u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR1_FMASK_BASE_EXT", 0x28E84u, 0xA3A1u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR2_FMASK_BASE_EXT", 0x28E88u, 0xA3A2u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR3_FMASK_BASE_EXT", 0x28E8Cu, 0xA3A3u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR4_FMASK_BASE_EXT", 0x28E90u, 0xA3A4u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR5_FMASK_BASE_EXT", 0x28E94u, 0xA3A5u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR6_FMASK_BASE_EXT", 0x28E98u, 0xA3A6u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR7_FMASK_BASE_EXT", 0x28E9Cu, 0xA3A7u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR0_DCC_BASE_EXT", 0x28EA0u, 0xA3A8u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR1_DCC_BASE_EXT", 0x28EA4u, 0xA3A9u, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR2_DCC_BASE_EXT", 0x28EA8u, 0xA3AAu, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR3_DCC_BASE_EXT", 0x28EACu, 0xA3ABu, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR4_DCC_BASE_EXT", 0x28EB0u, 0xA3ACu, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR5_DCC_BASE_EXT", 0x28EB4u, 0xA3ADu, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR6_DCC_BASE_EXT", 0x28EB8u, 0xA3AEu, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR7_DCC_BASE_EXT", 0x28EBCu, 0xA3AFu, kType_CB_COLOR0_BASE_EXT, "CB_COLOR0_BASE_EXT"},
    {"CB_COLOR0_ATTRIB2", 0x28EC0u, 0xA3B0u, kType_CB_COLOR0_ATTRIB2, "CB_COLOR0_ATTRIB2"},
    {"CB_COLOR1_ATTRIB2", 0x28EC4u, 0xA3B1u, kType_CB_COLOR0_ATTRIB2, "CB_COLOR0_ATTRIB2"},
    {"CB_COLOR2_ATTRIB2", 0x28EC8u, 0xA3B2u, kType_CB_COLOR0_ATTRIB2, "CB_COLOR0_ATTRIB2"},
    {"CB_COLOR3_ATTRIB2", 0x28ECCu, 0xA3B3u, kType_CB_COLOR0_ATTRIB2, "CB_COLOR0_ATTRIB2"},
    {"CB_COLOR4_ATTRIB2", 0x28ED0u, 0xA3B4u, kType_CB_COLOR0_ATTRIB2, "CB_COLOR0_ATTRIB2"},
    {"CB_COLOR5_ATTRIB2", 0x28ED4u, 0xA3B5u, kType_CB_COLOR0_ATTRIB2, "CB_COLOR0_ATTRIB2"},
    {"CB_COLOR6_ATTRIB2", 0x28ED8u, 0xA3B6u, kType_CB_COLOR0_ATTRIB2, "CB_COLOR0_ATTRIB2"},
    {"CB_COLOR7_ATTRIB2", 0x28EDCu, 0xA3B7u, kType_CB_COLOR0_ATTRIB2, "CB_COLOR0_ATTRIB2"},
    {"CB_COLOR0_ATTRIB3", 0x28EE0u, 0xA3B8u, kType_CB_COLOR0_ATTRIB3, "CB_COLOR0_ATTRIB3"},
    {"CB_COLOR1_ATTRIB3", 0x28EE4u, 0xA3B9u, kType_CB_COLOR0_ATTRIB3, "CB_COLOR0_ATTRIB3"},
    {"CB_COLOR2_ATTRIB3", 0x28EE8u, 0xA3BAu, kType_CB_COLOR0_ATTRIB3, "CB_COLOR0_ATTRIB3"},
    {"CB_COLOR3_ATTRIB3", 0x28EECu, 0xA3BBu, kType_CB_COLOR0_ATTRIB3, "CB_COLOR0_ATTRIB3"},
    {"CB_COLOR4_ATTRIB3", 0x28EF0u, 0xA3BCu, kType_CB_COLOR0_ATTRIB3, "CB_COLOR0_ATTRIB3"},
    {"CB_COLOR5_ATTRIB3", 0x28EF4u, 0xA3BDu, kType_CB_COLOR0_ATTRIB3, "CB_COLOR0_ATTRIB3"},
    {"CB_COLOR6_ATTRIB3", 0x28EF8u, 0xA3BEu, kType_CB_COLOR0_ATTRIB3, "CB_COLOR0_ATTRIB3"},
    {"CB_COLOR7_ATTRIB3", 0x28EFCu, 0xA3BFu, kType_CB_COLOR0_ATTRIB3, "CB_COLOR0_ATTRIB3"},
    {"CP_EOP_DONE_ADDR_LO", 0x30000u, 0xC000u, kType_CP_EOP_DONE_ADDR_LO, "CP_EOP_DONE_ADDR_LO"},
    {"CP_EOP_DONE_ADDR_HI", 0x30004u, 0xC001u, kType_CP_EOP_DONE_ADDR_HI, "CP_EOP_DONE_ADDR_HI"},
    {"CP_EOP_DONE_DATA_LO", 0x30008u, 0xC002u, kType_CP_EOP_DONE_DATA_LO, "CP_EOP_DONE_DATA_LO"},
    {"CP_EOP_DONE_DATA_HI", 0x3000Cu, 0xC003u, kType_CP_EOP_DONE_DATA_HI, "CP_EOP_DONE_DATA_HI"},
    {"CP_EOP_LAST_FENCE_LO", 0x30010u, 0xC004u, kType_CP_EOP_LAST_FENCE_LO, "CP_EOP_LAST_FENCE_LO"},
    {"CP_EOP_LAST_FENCE_HI", 0x30014u, 0xC005u, kType_CP_EOP_LAST_FENCE_HI, "CP_EOP_LAST_FENCE_HI"},
    {"CP_STREAM_OUT_ADDR_LO", 0x30018u, 0xC006u, kType_CP_STREAM_OUT_ADDR_LO, "CP_STREAM_OUT_ADDR_LO"},
    {"CP_STREAM_OUT_ADDR_HI", 0x3001Cu, 0xC007u, kType_CP_STREAM_OUT_ADDR_HI, "CP_STREAM_OUT_ADDR_HI"},
    {"CP_NUM_PRIM_WRITTEN_COUNT0_LO", 0x30020u, 0xC008u, kType_CP_NUM_PRIM_WRITTEN_COUNT0_LO, "CP_NUM_PRIM_WRITTEN_COUNT0_LO"},
    {"CP_NUM_PRIM_WRITTEN_COUNT0_HI", 0x30024u, 0xC009u, kType_CP_NUM_PRIM_WRITTEN_COUNT0_HI, "CP_NUM_PRIM_WRITTEN_COUNT0_HI"},
    {"CP_NUM_PRIM_NEEDED_COUNT0_LO", 0x30028u, 0xC00Au, kType_CP_NUM_PRIM_NEEDED_COUNT0_LO, "CP_NUM_PRIM_NEEDED_COUNT0_LO"},
    {"CP_NUM_PRIM_NEEDED_COUNT0_HI", 0x3002Cu, 0xC00Bu, kType_CP_NUM_PRIM_NEEDED_COUNT0_HI, "CP_NUM_PRIM_NEEDED_COUNT0_HI"},
    {"CP_NUM_PRIM_WRITTEN_COUNT1_LO", 0x30030u, 0xC00Cu, kType_CP_NUM_PRIM_WRITTEN_COUNT1_LO, "CP_NUM_PRIM_WRITTEN_COUNT1_LO"},
    {"CP_NUM_PRIM_WRITTEN_COUNT1_HI", 0x30034u, 0xC00Du, kType_CP_NUM_PRIM_WRITTEN_COUNT1_HI, "CP_NUM_PRIM_WRITTEN_COUNT1_HI"},
    {"CP_NUM_PRIM_NEEDED_COUNT1_LO", 0x30038u, 0xC00Eu, kType_CP_NUM_PRIM_NEEDED_COUNT1_LO, "CP_NUM_PRIM_NEEDED_COUNT1_LO"},
    {"CP_NUM_PRIM_NEEDED_COUNT1_HI", 0x3003Cu, 0xC00Fu, kType_CP_NUM_PRIM_NEEDED_COUNT1_HI, "CP_NUM_PRIM_NEEDED_COUNT1_HI"},
    {"CP_NUM_PRIM_WRITTEN_COUNT2_LO", 0x30040u, 0xC010u, kType_CP_NUM_PRIM_WRITTEN_COUNT2_LO, "CP_NUM_PRIM_WRITTEN_COUNT2_LO"},
    {"CP_NUM_PRIM_WRITTEN_COUNT2_HI", 0x30044u, 0xC011u, kType_CP_NUM_PRIM_WRITTEN_COUNT2_HI, "CP_NUM_PRIM_WRITTEN_COUNT2_HI"},
    {"CP_NUM_PRIM_NEEDED_COUNT2_LO", 0x30048u, 0xC012u, kType_CP_NUM_PRIM_NEEDED_COUNT2_LO, "CP_NUM_PRIM_NEEDED_COUNT2_LO"},
    {"CP_NUM_PRIM_NEEDED_COUNT2_HI", 0x3004Cu, 0xC013u, kType_CP_NUM_PRIM_NEEDED_COUNT2_HI, "CP_NUM_PRIM_NEEDED_COUNT2_HI"},
    {"CP_NUM_PRIM_WRITTEN_COUNT3_LO", 0x30050u, 0xC014u, kType_CP_NUM_PRIM_WRITTEN_COUNT3_LO, "CP_NUM_PRIM_WRITTEN_COUNT3_LO"},
    {"CP_NUM_PRIM_WRITTEN_COUNT3_HI", 0x30054u, 0xC015u, kType_CP_NUM_PRIM_WRITTEN_COUNT3_HI, "CP_NUM_PRIM_WRITTEN_COUNT3_HI"},
    {"CP_NUM_PRIM_NEEDED_COUNT3_LO", 0x30058u, 0xC016u, kType_CP_NUM_PRIM_NEEDED_COUNT3_LO, "CP_NUM_PRIM_NEEDED_COUNT3_LO"},
    {"CP_NUM_PRIM_NEEDED_COUNT3_HI", 0x3005Cu, 0xC017u, kType_CP_NUM_PRIM_NEEDED_COUNT3_HI, "CP_NUM_PRIM_NEEDED_COUNT3_HI"},
    {"CP_PIPE_STATS_ADDR_LO", 0x30060u, 0xC018u, kType_CP_PIPE_STATS_ADDR_LO, "CP_PIPE_STATS_ADDR_LO"},
    {"CP_PIPE_STATS_ADDR_HI", 0x30064u, 0xC019u, kType_CP_PIPE_STATS_ADDR_HI, "CP_PIPE_STATS_ADDR_HI"},
    {"CP_VGT_IAVERT_COUNT_LO", 0x30068u, 0xC01Au, kType_CP_VGT_IAVERT_COUNT_LO, "CP_VGT_IAVERT_COUNT_LO"},
    {"CP_VGT_IAVERT_COUNT_HI", 0x3006Cu, 0xC01Bu, kType_CP_VGT_IAVERT_COUNT_HI, "CP_VGT_IAVERT_COUNT_HI"},
    {"CP_VGT_IAPRIM_COUNT_LO", 0x30070u, 0xC01Cu, kType_CP_VGT_IAPRIM_COUNT_LO, "CP_VGT_IAPRIM_COUNT_LO"},
    {"CP_VGT_IAPRIM_COUNT_HI", 0x30074u, 0xC01Du, kType_CP_VGT_IAPRIM_COUNT_HI, "CP_VGT_IAPRIM_COUNT_HI"},
    {"CP_VGT_GSPRIM_COUNT_LO", 0x30078u, 0xC01Eu, kType_CP_VGT_GSPRIM_COUNT_LO, "CP_VGT_GSPRIM_COUNT_LO"},
    {"CP_VGT_GSPRIM_COUNT_HI", 0x3007Cu, 0xC01Fu, kType_CP_VGT_GSPRIM_COUNT_HI, "CP_VGT_GSPRIM_COUNT_HI"},
    {"CP_VGT_VSINVOC_COUNT_LO", 0x30080u, 0xC020u, kType_CP_VGT_VSINVOC_COUNT_LO, "CP_VGT_VSINVOC_COUNT_LO"},
    {"CP_VGT_VSINVOC_COUNT_HI", 0x30084u, 0xC021u, kType_CP_VGT_VSINVOC_COUNT_HI, "CP_VGT_VSINVOC_COUNT_HI"},
    {"CP_VGT_GSINVOC_COUNT_LO", 0x30088u, 0xC022u, kType_CP_VGT_GSINVOC_COUNT_LO, "CP_VGT_GSINVOC_COUNT_LO"},
    {"CP_VGT_GSINVOC_COUNT_HI", 0x3008Cu, 0xC023u, kType_CP_VGT_GSINVOC_COUNT_HI, "CP_VGT_GSINVOC_COUNT_HI"},
    {"CP_VGT_HSINVOC_COUNT_LO", 0x30090u, 0xC024u, kType_CP_VGT_HSINVOC_COUNT_LO, "CP_VGT_HSINVOC_COUNT_LO"},
    {"CP_VGT_HSINVOC_COUNT_HI", 0x30094u, 0xC025u, kType_CP_VGT_HSINVOC_COUNT_HI, "CP_VGT_HSINVOC_COUNT_HI"},
    {"CP_VGT_DSINVOC_COUNT_LO", 0x30098u, 0xC026u, kType_CP_VGT_DSINVOC_COUNT_LO, "CP_VGT_DSINVOC_COUNT_LO"},
    {"CP_VGT_DSINVOC_COUNT_HI", 0x3009Cu, 0xC027u, kType_CP_VGT_DSINVOC_COUNT_HI, "CP_VGT_DSINVOC_COUNT_HI"},
    {"CP_PA_CINVOC_COUNT_LO", 0x300A0u, 0xC028u, kType_CP_PA_CINVOC_COUNT_LO, "CP_PA_CINVOC_COUNT_LO"},
    {"CP_PA_CINVOC_COUNT_HI", 0x300A4u, 0xC029u, kType_CP_PA_CINVOC_COUNT_HI, "CP_PA_CINVOC_COUNT_HI"},
    {"CP_PA_CPRIM_COUNT_LO", 0x300A8u, 0xC02Au, kType_CP_PA_CPRIM_COUNT_LO, "CP_PA_CPRIM_COUNT_LO"},
    {"CP_PA_CPRIM_COUNT_HI", 0x300ACu, 0xC02Bu, kType_CP_PA_CPRIM_COUNT_HI, "CP_PA_CPRIM_COUNT_HI"},
    {"CP_SC_PSINVOC_COUNT0_LO", 0x300B0u, 0xC02Cu, kType_CP_SC_PSINVOC_COUNT0_LO, "CP_SC_PSINVOC_COUNT0_LO"},
    {"CP_SC_PSINVOC_COUNT0_HI", 0x300B4u, 0xC02Du, kType_CP_SC_PSINVOC_COUNT0_HI, "CP_SC_PSINVOC_COUNT0_HI"},
    {"CP_SC_PSINVOC_COUNT1_LO", 0x300B8u, 0xC02Eu, kType_CP_SC_PSINVOC_COUNT1_LO, "CP_SC_PSINVOC_COUNT1_LO"},
    {"CP_SC_PSINVOC_COUNT1_HI", 0x300BCu, 0xC02Fu, kType_CP_SC_PSINVOC_COUNT1_LO, "CP_SC_PSINVOC_COUNT1_LO"},
    {"CP_VGT_CSINVOC_COUNT_LO", 0x300C0u, 0xC030u, kType_CP_VGT_CSINVOC_COUNT_LO, "CP_VGT_CSINVOC_COUNT_LO"},
    {"CP_VGT_CSINVOC_COUNT_HI", 0x300C4u, 0xC031u, kType_CP_VGT_CSINVOC_COUNT_HI, "CP_VGT_CSINVOC_COUNT_HI"},
    {"CP_PIPE_STATS_CONTROL", 0x300F4u, 0xC03Du, kType_CP_PIPE_STATS_CONTROL, "CP_PIPE_STATS_CONTROL"},
    {"CP_STREAM_OUT_CONTROL", 0x300F8u, 0xC03Eu, kType_CP_PIPE_STATS_CONTROL, "CP_PIPE_STATS_CONTROL"},
    {"CP_STRMOUT_CNTL", 0x300FCu, 0xC03Fu, kType_CP_STRMOUT_CNTL, "CP_STRMOUT_CNTL"},
    {"SCRATCH_REG0", 0x30100u, 0xC040u, kType_SCRATCH_REG0, "SCRATCH_REG0"},
    {"SCRATCH_REG1", 0x30104u, 0xC041u, kType_SCRATCH_REG1, "SCRATCH_REG1"},
    {"SCRATCH_REG2", 0x30108u, 0xC042u, kType_SCRATCH_REG2, "SCRATCH_REG2"},
    {"SCRATCH_REG3", 0x3010Cu, 0xC043u, kType_SCRATCH_REG3, "SCRATCH_REG3"},
    {"SCRATCH_REG4", 0x30110u, 0xC044u, kType_SCRATCH_REG4, "SCRATCH_REG4"},
    {"SCRATCH_REG5", 0x30114u, 0xC045u, kType_SCRATCH_REG5, "SCRATCH_REG5"},
    {"SCRATCH_REG6", 0x30118u, 0xC046u, kType_SCRATCH_REG6, "SCRATCH_REG6"},
    {"SCRATCH_REG7", 0x3011Cu, 0xC047u, kType_SCRATCH_REG7, "SCRATCH_REG7"},
    {"SCRATCH_REG_ATOMIC", 0x30120u, 0xC048u, kType_SCRATCH_REG_ATOMIC, "SCRATCH_REG_ATOMIC"},
    {"CP_APPEND_DDID_CNT", 0x3012Cu, 0xC04Bu, kType_COMPUTE_PGM_HI, "COMPUTE_PGM_HI"},
    {"CP_APPEND_DATA_HI", 0x30130u, 0xC04Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"CP_APPEND_LAST_CS_FENCE_HI", 0x30134u, 0xC04Du, kType_CP_APPEND_LAST_CS_FENCE_HI, "CP_APPEND_LAST_CS_FENCE_HI"},
    {"CP_APPEND_LAST_PS_FENCE_HI", 0x30138u, 0xC04Eu, kType_CP_APPEND_LAST_CS_FENCE_HI, "CP_APPEND_LAST_CS_FENCE_HI"},
    {"SCRATCH_UMSK", 0x30140u, 0xC050u, kType_SCRATCH_UMSK, "SCRATCH_UMSK"},
    {"SCRATCH_ADDR", 0x30144u, 0xC051u, kType_SCRATCH_ADDR, "SCRATCH_ADDR"},
    {"CP_PFP_ATOMIC_PREOP_LO", 0x30148u, 0xC052u, kType_CP_PFP_ATOMIC_PREOP_LO, "CP_PFP_ATOMIC_PREOP_LO"},
    {"CP_PFP_ATOMIC_PREOP_HI", 0x3014Cu, 0xC053u, kType_CP_PFP_ATOMIC_PREOP_HI, "CP_PFP_ATOMIC_PREOP_HI"},
    {"CP_PFP_GDS_ATOMIC0_PREOP_LO", 0x30150u, 0xC054u, kType_CP_PFP_GDS_ATOMIC0_PREOP_LO, "CP_PFP_GDS_ATOMIC0_PREOP_LO"},
    {"CP_PFP_GDS_ATOMIC0_PREOP_HI", 0x30154u, 0xC055u, kType_CP_PFP_GDS_ATOMIC0_PREOP_HI, "CP_PFP_GDS_ATOMIC0_PREOP_HI"},
    {"CP_PFP_GDS_ATOMIC1_PREOP_LO", 0x30158u, 0xC056u, kType_CP_PFP_GDS_ATOMIC1_PREOP_LO, "CP_PFP_GDS_ATOMIC1_PREOP_LO"},
    {"CP_PFP_GDS_ATOMIC1_PREOP_HI", 0x3015Cu, 0xC057u, kType_CP_PFP_GDS_ATOMIC1_PREOP_HI, "CP_PFP_GDS_ATOMIC1_PREOP_HI"},
    {"CP_APPEND_ADDR_LO", 0x30160u, 0xC058u, kType_CP_APPEND_ADDR_LO, "CP_APPEND_ADDR_LO"},
    {"CP_APPEND_ADDR_HI", 0x30164u, 0xC059u, kType_CP_APPEND_ADDR_HI, "CP_APPEND_ADDR_HI"},
    {"CP_APPEND_DATA", 0x30168u, 0xC05Au, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"CP_APPEND_LAST_CS_FENCE", 0x3016Cu, 0xC05Bu, kType_CP_APPEND_LAST_CS_FENCE_HI, "CP_APPEND_LAST_CS_FENCE_HI"},
    {"CP_APPEND_LAST_PS_FENCE", 0x30170u, 0xC05Cu, kType_CP_APPEND_LAST_CS_FENCE_HI, "CP_APPEND_LAST_CS_FENCE_HI"},
    {"CP_ATOMIC_PREOP_LO", 0x30174u, 0xC05Du, kType_CP_PFP_ATOMIC_PREOP_LO, "CP_PFP_ATOMIC_PREOP_LO"},
    {"CP_ATOMIC_PREOP_HI", 0x30178u, 0xC05Eu, kType_CP_PFP_ATOMIC_PREOP_HI, "CP_PFP_ATOMIC_PREOP_HI"},
    {"CP_GDS_ATOMIC0_PREOP_LO", 0x3017Cu, 0xC05Fu, kType_CP_PFP_GDS_ATOMIC0_PREOP_LO, "CP_PFP_GDS_ATOMIC0_PREOP_LO"},
    {"CP_GDS_ATOMIC0_PREOP_HI", 0x30180u, 0xC060u, kType_CP_PFP_GDS_ATOMIC0_PREOP_HI, "CP_PFP_GDS_ATOMIC0_PREOP_HI"},
    {"CP_GDS_ATOMIC1_PREOP_LO", 0x30184u, 0xC061u, kType_CP_PFP_GDS_ATOMIC1_PREOP_LO, "CP_PFP_GDS_ATOMIC1_PREOP_LO"},
    {"CP_GDS_ATOMIC1_PREOP_HI", 0x30188u, 0xC062u, kType_CP_PFP_GDS_ATOMIC1_PREOP_HI, "CP_PFP_GDS_ATOMIC1_PREOP_HI"},
    {"CP_ME_MC_WADDR_LO", 0x301A4u, 0xC069u, kType_CP_ME_MC_WADDR_LO, "CP_ME_MC_WADDR_LO"},
    {"CP_ME_MC_WADDR_HI", 0x301A8u, 0xC06Au, kType_CP_ME_MC_WADDR_HI, "CP_ME_MC_WADDR_HI"},
    {"CP_ME_MC_WDATA_LO", 0x301ACu, 0xC06Bu, kType_CP_ME_MC_WDATA_LO, "CP_ME_MC_WDATA_LO"},
    {"CP_ME_MC_WDATA_HI", 0x301B0u, 0xC06Cu, kType_CP_ME_MC_WDATA_HI, "CP_ME_MC_WDATA_HI"},
    {"CP_ME_MC_RADDR_LO", 0x301B4u, 0xC06Du, kType_CP_ME_MC_RADDR_LO, "CP_ME_MC_RADDR_LO"},
    {"CP_ME_MC_RADDR_HI", 0x301B8u, 0xC06Eu, kType_CP_ME_MC_RADDR_HI, "CP_ME_MC_RADDR_HI"},
    {"CP_SEM_WAIT_TIMER", 0x301BCu, 0xC06Fu, kType_CP_SEM_WAIT_TIMER, "CP_SEM_WAIT_TIMER"},
    {"CP_SIG_SEM_ADDR_LO", 0x301C0u, 0xC070u, kType_CP_SIG_SEM_ADDR_LO, "CP_SIG_SEM_ADDR_LO"},
    {"CP_SIG_SEM_ADDR_HI", 0x301C4u, 0xC071u, kType_CP_SIG_SEM_ADDR_HI, "CP_SIG_SEM_ADDR_HI"},
    {"CP_WAIT_REG_MEM_TIMEOUT", 0x301D0u, 0xC074u, kType_CP_WAIT_REG_MEM_TIMEOUT, "CP_WAIT_REG_MEM_TIMEOUT"},
    {"CP_WAIT_SEM_ADDR_LO", 0x301D4u, 0xC075u, kType_CP_SIG_SEM_ADDR_LO, "CP_SIG_SEM_ADDR_LO"},
    {"CP_WAIT_SEM_ADDR_HI", 0x301D8u, 0xC076u, kType_CP_SIG_SEM_ADDR_HI, "CP_SIG_SEM_ADDR_HI"},
    {"CP_DMA_PFP_CONTROL", 0x301DCu, 0xC077u, kType_CP_DMA_PFP_CONTROL, "CP_DMA_PFP_CONTROL"},
    {"CP_DMA_ME_CONTROL", 0x301E0u, 0xC078u, kType_CP_DMA_PFP_CONTROL, "CP_DMA_PFP_CONTROL"},
    {"CP_COHER_BASE_HI", 0x301E4u, 0xC079u, kType_CP_COHER_BASE_HI, "CP_COHER_BASE_HI"},
    {"CP_COHER_START_DELAY", 0x301ECu, 0xC07Bu, kType_CP_COHER_START_DELAY, "CP_COHER_START_DELAY"},
    {"CP_COHER_CNTL", 0x301F0u, 0xC07Cu, kType_CP_COHER_CNTL, "CP_COHER_CNTL"},
    {"CP_COHER_SIZE", 0x301F4u, 0xC07Du, kType_CP_COHER_SIZE, "CP_COHER_SIZE"},
    {"CP_COHER_BASE", 0x301F8u, 0xC07Eu, kType_CP_COHER_BASE, "CP_COHER_BASE"},
    {"CP_COHER_STATUS", 0x301FCu, 0xC07Fu, kType_CP_COHER_STATUS, "CP_COHER_STATUS"},
    {"CP_DMA_ME_SRC_ADDR", 0x30200u, 0xC080u, kType_CP_DMA_ME_SRC_ADDR, "CP_DMA_ME_SRC_ADDR"},
    {"CP_DMA_ME_SRC_ADDR_HI", 0x30204u, 0xC081u, kType_CP_DMA_ME_SRC_ADDR_HI, "CP_DMA_ME_SRC_ADDR_HI"},
    {"CP_DMA_ME_DST_ADDR", 0x30208u, 0xC082u, kType_CP_DMA_ME_DST_ADDR, "CP_DMA_ME_DST_ADDR"},
    {"CP_DMA_ME_DST_ADDR_HI", 0x3020Cu, 0xC083u, kType_CP_DMA_ME_DST_ADDR_HI, "CP_DMA_ME_DST_ADDR_HI"},
    {"CP_DMA_ME_COMMAND", 0x30210u, 0xC084u, kType_CP_DMA_ME_COMMAND, "CP_DMA_ME_COMMAND"},
    {"CP_DMA_PFP_SRC_ADDR", 0x30214u, 0xC085u, kType_CP_DMA_ME_SRC_ADDR, "CP_DMA_ME_SRC_ADDR"},
    {"CP_DMA_PFP_SRC_ADDR_HI", 0x30218u, 0xC086u, kType_CP_DMA_ME_SRC_ADDR_HI, "CP_DMA_ME_SRC_ADDR_HI"},
    {"CP_DMA_PFP_DST_ADDR", 0x3021Cu, 0xC087u, kType_CP_DMA_ME_DST_ADDR, "CP_DMA_ME_DST_ADDR"},
    {"CP_DMA_PFP_DST_ADDR_HI", 0x30220u, 0xC088u, kType_CP_DMA_ME_DST_ADDR_HI, "CP_DMA_ME_DST_ADDR_HI"},
    {"CP_DMA_PFP_COMMAND", 0x30224u, 0xC089u, kType_CP_DMA_ME_COMMAND, "CP_DMA_ME_COMMAND"},
    {"CP_DMA_CNTL", 0x30228u, 0xC08Au, kType_CP_DMA_CNTL, "CP_DMA_CNTL"},
    {"CP_DMA_READ_TAGS", 0x3022Cu, 0xC08Bu, kType_CP_DMA_READ_TAGS, "CP_DMA_READ_TAGS"},
    {"CP_COHER_SIZE_HI", 0x30230u, 0xC08Cu, kType_CP_COHER_SIZE_HI, "CP_COHER_SIZE_HI"},
    {"CP_PFP_IB_CONTROL", 0x30234u, 0xC08Du, kType_CP_PFP_IB_CONTROL, "CP_PFP_IB_CONTROL"},
    {"CP_PFP_LOAD_CONTROL", 0x30238u, 0xC08Eu, kType_CP_PFP_LOAD_CONTROL, "CP_PFP_LOAD_CONTROL"},
    {"CP_SCRATCH_INDEX", 0x3023Cu, 0xC08Fu, kType_CP_CPC_SCRATCH_INDEX, "CP_CPC_SCRATCH_INDEX"},
    {"CP_SCRATCH_DATA", 0x30240u, 0xC090u, kType_CP_CPC_SCRATCH_DATA, "CP_CPC_SCRATCH_DATA"},
    {"CP_RB_OFFSET", 0x30244u, 0xC091u, kType_CP_RB_OFFSET, "CP_RB_OFFSET"},
    {"CP_IB2_OFFSET", 0x3024Cu, 0xC093u, kType_CP_IB2_OFFSET, "CP_IB2_OFFSET"},
    {"CP_IB2_PREAMBLE_BEGIN", 0x30258u, 0xC096u, kType_CP_IB2_PREAMBLE_BEGIN, "CP_IB2_PREAMBLE_BEGIN"},
    {"CP_IB2_PREAMBLE_END", 0x3025Cu, 0xC097u, kType_CP_IB2_PREAMBLE_END, "CP_IB2_PREAMBLE_END"},
    {"CP_CE_IB1_OFFSET", 0x30260u, 0xC098u, kType_CP_CE_IB1_OFFSET, "CP_CE_IB1_OFFSET"},
    {"CP_CE_IB2_OFFSET", 0x30264u, 0xC099u, kType_CP_IB2_OFFSET, "CP_IB2_OFFSET"},
    {"CP_CE_COUNTER", 0x30268u, 0xC09Au, kType_CP_CE_COUNTER, "CP_CE_COUNTER"},
    {"CP_DMA_ME_CMD_ADDR_LO", 0x30270u, 0xC09Cu, kType_CP_DMA_ME_CMD_ADDR_LO, "CP_DMA_ME_CMD_ADDR_LO"},
    {"CP_DMA_ME_CMD_ADDR_HI", 0x30274u, 0xC09Du, kType_CP_DMA_ME_CMD_ADDR_HI, "CP_DMA_ME_CMD_ADDR_HI"},
    {"CP_DMA_PFP_CMD_ADDR_LO", 0x30278u, 0xC09Eu, kType_CP_DMA_ME_CMD_ADDR_LO, "CP_DMA_ME_CMD_ADDR_LO"},
    {"CP_DMA_PFP_CMD_ADDR_HI", 0x3027Cu, 0xC09Fu, kType_CP_DMA_ME_CMD_ADDR_HI, "CP_DMA_ME_CMD_ADDR_HI"},
    {"CP_APPEND_CMD_ADDR_LO", 0x30280u, 0xC0A0u, kType_CP_DMA_ME_CMD_ADDR_LO, "CP_DMA_ME_CMD_ADDR_LO"},
    {"CP_APPEND_CMD_ADDR_HI", 0x30284u, 0xC0A1u, kType_CP_DMA_ME_CMD_ADDR_HI, "CP_DMA_ME_CMD_ADDR_HI"},
    {"UCONFIG_RESERVED_REG0", 0x30288u, 0xC0A2u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"UCONFIG_RESERVED_REG1", 0x3028Cu, 0xC0A3u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"CP_CE_ATOMIC_PREOP_LO", 0x302A0u, 0xC0A8u, kType_CP_PFP_ATOMIC_PREOP_LO, "CP_PFP_ATOMIC_PREOP_LO"},
    {"CP_CE_ATOMIC_PREOP_HI", 0x302A4u, 0xC0A9u, kType_CP_PFP_ATOMIC_PREOP_HI, "CP_PFP_ATOMIC_PREOP_HI"},
    {"CP_CE_GDS_ATOMIC0_PREOP_LO", 0x302A8u, 0xC0AAu, kType_CP_PFP_GDS_ATOMIC0_PREOP_LO, "CP_PFP_GDS_ATOMIC0_PREOP_LO"},
    {"CP_CE_GDS_ATOMIC0_PREOP_HI", 0x302ACu, 0xC0ABu, kType_CP_PFP_GDS_ATOMIC0_PREOP_HI, "CP_PFP_GDS_ATOMIC0_PREOP_HI"},
    {"CP_CE_GDS_ATOMIC1_PREOP_LO", 0x302B0u, 0xC0ACu, kType_CP_PFP_GDS_ATOMIC1_PREOP_LO, "CP_PFP_GDS_ATOMIC1_PREOP_LO"},
    {"CP_CE_GDS_ATOMIC1_PREOP_HI", 0x302B4u, 0xC0ADu, kType_CP_PFP_GDS_ATOMIC1_PREOP_HI, "CP_PFP_GDS_ATOMIC1_PREOP_HI"},
    {"CP_CE_INIT_CMD_BUFSZ", 0x302F4u, 0xC0BDu, kType_CP_CE_INIT_CMD_BUFSZ, "CP_CE_INIT_CMD_BUFSZ"},
    {"CP_CE_IB1_CMD_BUFSZ", 0x302F8u, 0xC0BEu, kType_CP_CE_IB1_CMD_BUFSZ, "CP_CE_IB1_CMD_BUFSZ"},
    {"CP_CE_IB2_CMD_BUFSZ", 0x302FCu, 0xC0BFu, kType_CP_CE_IB2_CMD_BUFSZ, "CP_CE_IB2_CMD_BUFSZ"},
    {"CP_IB2_CMD_BUFSZ", 0x30304u, 0xC0C1u, kType_CP_CE_IB2_CMD_BUFSZ, "CP_CE_IB2_CMD_BUFSZ"},
    {"CP_ST_CMD_BUFSZ", 0x30308u, 0xC0C2u, kType_CP_ST_CMD_BUFSZ, "CP_ST_CMD_BUFSZ"},
    {"CP_CE_INIT_BASE_LO", 0x3030Cu, 0xC0C3u, kType_CP_CE_INIT_BASE_LO, "CP_CE_INIT_BASE_LO"},
    {"CP_CE_INIT_BASE_HI", 0x30310u, 0xC0C4u, kType_CP_CE_INIT_BASE_HI, "CP_CE_INIT_BASE_HI"},
    {"CP_CE_INIT_BUFSZ", 0x30314u, 0xC0C5u, kType_CP_CE_INIT_BUFSZ, "CP_CE_INIT_BUFSZ"},
    {"CP_CE_IB1_BASE_LO", 0x30318u, 0xC0C6u, kType_CP_CE_IB1_BASE_LO, "CP_CE_IB1_BASE_LO"},
    {"CP_CE_IB1_BASE_HI", 0x3031Cu, 0xC0C7u, kType_CP_CE_IB1_BASE_HI, "CP_CE_IB1_BASE_HI"},
    {"CP_CE_IB1_BUFSZ", 0x30320u, 0xC0C8u, kType_CP_CE_IB1_BUFSZ, "CP_CE_IB1_BUFSZ"},
    {"CP_CE_IB2_BASE_LO", 0x30324u, 0xC0C9u, kType_CP_CE_IB2_BASE_LO, "CP_CE_IB2_BASE_LO"},
    {"CP_CE_IB2_BASE_HI", 0x30328u, 0xC0CAu, kType_CP_CE_IB2_BASE_HI, "CP_CE_IB2_BASE_HI"},
    {"CP_CE_IB2_BUFSZ", 0x3032Cu, 0xC0CBu, kType_CP_CE_IB2_BUFSZ, "CP_CE_IB2_BUFSZ"},
    {"CP_IB2_BASE_LO", 0x3033Cu, 0xC0CFu, kType_CP_CE_IB2_BASE_LO, "CP_CE_IB2_BASE_LO"},
    {"CP_IB2_BASE_HI", 0x30340u, 0xC0D0u, kType_CP_CE_IB2_BASE_HI, "CP_CE_IB2_BASE_HI"},
    {"CP_IB2_BUFSZ", 0x30344u, 0xC0D1u, kType_CP_CE_IB2_BUFSZ, "CP_CE_IB2_BUFSZ"},
    {"CP_ST_BASE_LO", 0x30348u, 0xC0D2u, kType_CP_ST_BASE_LO, "CP_ST_BASE_LO"},
    {"CP_ST_BASE_HI", 0x3034Cu, 0xC0D3u, kType_CP_ST_BASE_HI, "CP_ST_BASE_HI"},
    {"CP_ST_BUFSZ", 0x30350u, 0xC0D4u, kType_CP_ST_BUFSZ, "CP_ST_BUFSZ"},
    {"CP_EOP_DONE_EVENT_CNTL", 0x30354u, 0xC0D5u, kType_CP_EOP_DONE_EVENT_CNTL, "CP_EOP_DONE_EVENT_CNTL"},
    {"CP_EOP_DONE_DATA_CNTL", 0x30358u, 0xC0D6u, kType_CP_EOP_DONE_DATA_CNTL, "CP_EOP_DONE_DATA_CNTL"},
    {"CP_EOP_DONE_CNTX_ID", 0x3035Cu, 0xC0D7u, kType_CP_EOP_DONE_CNTX_ID, "CP_EOP_DONE_CNTX_ID"},
    {"CP_DB_BASE_LO", 0x30360u, 0xC0D8u, kType_CP_DB_BASE_LO, "CP_DB_BASE_LO"},
    {"CP_DB_BASE_HI", 0x30364u, 0xC0D9u, kType_CP_DB_BASE_HI, "CP_DB_BASE_HI"},
    {"CP_DB_BUFSZ", 0x30368u, 0xC0DAu, kType_CP_DB_BUFSZ, "CP_DB_BUFSZ"},
    {"CP_DB_CMD_BUFSZ", 0x3036Cu, 0xC0DBu, kType_CP_DB_CMD_BUFSZ, "CP_DB_CMD_BUFSZ"},
    {"CP_CE_DB_BASE_LO", 0x30370u, 0xC0DCu, kType_CP_DB_BASE_LO, "CP_DB_BASE_LO"},
    {"CP_CE_DB_BASE_HI", 0x30374u, 0xC0DDu, kType_CP_DB_BASE_HI, "CP_DB_BASE_HI"},
    {"CP_CE_DB_BUFSZ", 0x30378u, 0xC0DEu, kType_CP_DB_BUFSZ, "CP_DB_BUFSZ"},
    {"CP_CE_DB_CMD_BUFSZ", 0x3037Cu, 0xC0DFu, kType_CP_DB_CMD_BUFSZ, "CP_DB_CMD_BUFSZ"},
    {"CP_PFP_COMPLETION_STATUS", 0x303B0u, 0xC0ECu, kType_CP_PFP_COMPLETION_STATUS, "CP_PFP_COMPLETION_STATUS"},
    {"CP_CE_COMPLETION_STATUS", 0x303B4u, 0xC0EDu, kType_CP_PFP_COMPLETION_STATUS, "CP_PFP_COMPLETION_STATUS"},
    {"CP_PRED_NOT_VISIBLE", 0x303B8u, 0xC0EEu, kType_CP_PRED_NOT_VISIBLE, "CP_PRED_NOT_VISIBLE"},
    {"CP_PFP_METADATA_BASE_ADDR", 0x303C0u, 0xC0F0u, kType_CP_PFP_METADATA_BASE_ADDR, "CP_PFP_METADATA_BASE_ADDR"},
    {"CP_PFP_METADATA_BASE_ADDR_HI", 0x303C4u, 0xC0F1u, kType_CP_EOP_DONE_ADDR_HI, "CP_EOP_DONE_ADDR_HI"},
    {"CP_CE_METADATA_BASE_ADDR", 0x303C8u, 0xC0F2u, kType_CP_PFP_METADATA_BASE_ADDR, "CP_PFP_METADATA_BASE_ADDR"},
    {"CP_CE_METADATA_BASE_ADDR_HI", 0x303CCu, 0xC0F3u, kType_CP_EOP_DONE_ADDR_HI, "CP_EOP_DONE_ADDR_HI"},
    {"CP_DRAW_INDX_INDR_ADDR", 0x303D0u, 0xC0F4u, kType_CP_PFP_METADATA_BASE_ADDR, "CP_PFP_METADATA_BASE_ADDR"},
    {"CP_DRAW_INDX_INDR_ADDR_HI", 0x303D4u, 0xC0F5u, kType_CP_EOP_DONE_ADDR_HI, "CP_EOP_DONE_ADDR_HI"},
    {"CP_DISPATCH_INDR_ADDR", 0x303D8u, 0xC0F6u, kType_CP_PFP_METADATA_BASE_ADDR, "CP_PFP_METADATA_BASE_ADDR"},
    {"CP_DISPATCH_INDR_ADDR_HI", 0x303DCu, 0xC0F7u, kType_CP_EOP_DONE_ADDR_HI, "CP_EOP_DONE_ADDR_HI"},
    {"CP_INDEX_BASE_ADDR", 0x303E0u, 0xC0F8u, kType_CP_PFP_METADATA_BASE_ADDR, "CP_PFP_METADATA_BASE_ADDR"},
    {"CP_INDEX_BASE_ADDR_HI", 0x303E4u, 0xC0F9u, kType_CP_EOP_DONE_ADDR_HI, "CP_EOP_DONE_ADDR_HI"},
    {"CP_INDEX_TYPE", 0x303E8u, 0xC0FAu, kType_CP_INDEX_TYPE, "CP_INDEX_TYPE"},
    {"CP_GDS_BKUP_ADDR", 0x303ECu, 0xC0FBu, kType_CP_PFP_METADATA_BASE_ADDR, "CP_PFP_METADATA_BASE_ADDR"},
    {"CP_GDS_BKUP_ADDR_HI", 0x303F0u, 0xC0FCu, kType_CP_EOP_DONE_ADDR_HI, "CP_EOP_DONE_ADDR_HI"},
    {"CP_SAMPLE_STATUS", 0x303F4u, 0xC0FDu, kType_CP_SAMPLE_STATUS, "CP_SAMPLE_STATUS"},
    {"CP_ME_COHER_CNTL", 0x303F8u, 0xC0FEu, kType_CP_ME_COHER_CNTL, "CP_ME_COHER_CNTL"},
    {"CP_ME_COHER_SIZE", 0x303FCu, 0xC0FFu, kType_CP_COHER_SIZE, "CP_COHER_SIZE"},
    {"CP_ME_COHER_SIZE_HI", 0x30400u, 0xC100u, kType_CP_COHER_SIZE_HI, "CP_COHER_SIZE_HI"},
    {"CP_ME_COHER_BASE", 0x30404u, 0xC101u, kType_CP_COHER_BASE, "CP_COHER_BASE"},
    {"CP_ME_COHER_BASE_HI", 0x30408u, 0xC102u, kType_CP_COHER_BASE_HI, "CP_COHER_BASE_HI"},
    {"CP_ME_COHER_STATUS", 0x3040Cu, 0xC103u, kType_CP_ME_COHER_STATUS, "CP_ME_COHER_STATUS"},
    {"RLC_GPM_PERF_COUNT_0", 0x30500u, 0xC140u, kType_RLC_GPM_PERF_COUNT_0, "RLC_GPM_PERF_COUNT_0"},
    {"RLC_GPM_PERF_COUNT_1", 0x30504u, 0xC141u, kType_RLC_GPM_PERF_COUNT_0, "RLC_GPM_PERF_COUNT_0"},
    {"GRBM_GFX_INDEX", 0x30800u, 0xC200u, kType_GRBM_GFX_INDEX, "GRBM_GFX_INDEX"},
    {"VGT_ESGS_RING_SIZE_UMD", 0x30900u, 0xC240u, kType_VGT_ESGS_RING_SIZE_UMD, "VGT_ESGS_RING_SIZE_UMD"},
    {"VGT_GSVS_RING_SIZE_UMD", 0x30904u, 0xC241u, kType_VGT_ESGS_RING_SIZE_UMD, "VGT_ESGS_RING_SIZE_UMD"},
    {"VGT_PRIMITIVE_TYPE", 0x30908u, 0xC242u, kType_VGT_PRIMITIVE_TYPE, "VGT_PRIMITIVE_TYPE"},
    {"VGT_INDEX_TYPE", 0x3090Cu, 0xC243u, kType_VGT_INDEX_TYPE, "VGT_INDEX_TYPE"},
    {"VGT_STRMOUT_BUFFER_FILLED_SIZE_0", 0x30910u, 0xC244u, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"VGT_STRMOUT_BUFFER_FILLED_SIZE_1", 0x30914u, 0xC245u, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"VGT_STRMOUT_BUFFER_FILLED_SIZE_2", 0x30918u, 0xC246u, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"VGT_STRMOUT_BUFFER_FILLED_SIZE_3", 0x3091Cu, 0xC247u, kType_COMPUTE_DIM_X, "COMPUTE_DIM_X"},
    {"GE_MIN_VTX_INDX", 0x30924u, 0xC249u, kType_VGT_MIN_VTX_INDX, "VGT_MIN_VTX_INDX"},
    {"GE_INDX_OFFSET", 0x30928u, 0xC24Au, kType_VGT_INDX_OFFSET, "VGT_INDX_OFFSET"},
    {"GE_MULTI_PRIM_IB_RESET_EN", 0x3092Cu, 0xC24Bu, kType_VGT_MULTI_PRIM_IB_RESET_EN, "VGT_MULTI_PRIM_IB_RESET_EN"},
    {"VGT_NUM_INDICES", 0x30930u, 0xC24Cu, kType_VGT_DMA_SIZE, "VGT_DMA_SIZE"},
    {"VGT_NUM_INSTANCES", 0x30934u, 0xC24Du, kType_VGT_DMA_NUM_INSTANCES, "VGT_DMA_NUM_INSTANCES"},
    {"VGT_TF_RING_SIZE_UMD", 0x30938u, 0xC24Eu, kType_VGT_TF_RING_SIZE_UMD, "VGT_TF_RING_SIZE_UMD"},
    {"VGT_HS_OFFCHIP_PARAM_UMD", 0x3093Cu, 0xC24Fu, kType_VGT_HS_OFFCHIP_PARAM_UMD, "VGT_HS_OFFCHIP_PARAM_UMD"},
    {"VGT_TF_MEMORY_BASE_UMD", 0x30940u, 0xC250u, kType_VGT_TF_MEMORY_BASE_UMD, "VGT_TF_MEMORY_BASE_UMD"},
    {"GE_DMA_FIRST_INDEX", 0x30944u, 0xC251u, kType_GE_DMA_FIRST_INDEX, "GE_DMA_FIRST_INDEX"},
    {"WD_POS_BUF_BASE", 0x30948u, 0xC252u, kType_VGT_TF_MEMORY_BASE_UMD, "VGT_TF_MEMORY_BASE_UMD"},
    {"WD_POS_BUF_BASE_HI", 0x3094Cu, 0xC253u, kType_DB_Z_READ_BASE_HI, "DB_Z_READ_BASE_HI"},
    {"WD_CNTL_SB_BUF_BASE", 0x30950u, 0xC254u, kType_VGT_TF_MEMORY_BASE_UMD, "VGT_TF_MEMORY_BASE_UMD"},
    {"WD_CNTL_SB_BUF_BASE_HI", 0x30954u, 0xC255u, kType_DB_Z_READ_BASE_HI, "DB_Z_READ_BASE_HI"},
    {"WD_INDEX_BUF_BASE", 0x30958u, 0xC256u, kType_VGT_TF_MEMORY_BASE_UMD, "VGT_TF_MEMORY_BASE_UMD"},
    {"WD_INDEX_BUF_BASE_HI", 0x3095Cu, 0xC257u, kType_DB_Z_READ_BASE_HI, "DB_Z_READ_BASE_HI"},
    {"IA_MULTI_VGT_PARAM_PIPED", 0x30960u, 0xC258u, kType_IA_MULTI_VGT_PARAM_PIPED, "IA_MULTI_VGT_PARAM_PIPED"},
    {"GE_MAX_VTX_INDX", 0x30964u, 0xC259u, kType_VGT_MAX_VTX_INDX, "VGT_MAX_VTX_INDX"},
    {"VGT_INSTANCE_BASE_ID", 0x30968u, 0xC25Au, kType_VGT_INSTANCE_BASE_ID, "VGT_INSTANCE_BASE_ID"},
    {"GE_CNTL", 0x3096Cu, 0xC25Bu, kType_GE_CNTL, "GE_CNTL"},
    {"GE_USER_VGPR1", 0x30970u, 0xC25Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GE_USER_VGPR2", 0x30974u, 0xC25Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GE_USER_VGPR3", 0x30978u, 0xC25Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GE_STEREO_CNTL", 0x3097Cu, 0xC25Fu, kType_GE_STEREO_CNTL, "GE_STEREO_CNTL"},
    {"GE_PC_ALLOC", 0x30980u, 0xC260u, kType_GE_PC_ALLOC, "GE_PC_ALLOC"},
    {"VGT_TF_MEMORY_BASE_HI_UMD", 0x30984u, 0xC261u, kType_DB_Z_READ_BASE_HI, "DB_Z_READ_BASE_HI"},
    {"GE_USER_VGPR_EN", 0x30988u, 0xC262u, kType_GE_USER_VGPR_EN, "GE_USER_VGPR_EN"},
    {"PA_SU_LINE_STIPPLE_VALUE", 0x30A00u, 0xC280u, kType_PA_SU_LINE_STIPPLE_VALUE, "PA_SU_LINE_STIPPLE_VALUE"},
    {"PA_SC_LINE_STIPPLE_STATE", 0x30A04u, 0xC281u, kType_PA_SC_LINE_STIPPLE_STATE, "PA_SC_LINE_STIPPLE_STATE"},
    {"PA_SC_SCREEN_EXTENT_MIN_0", 0x30A10u, 0xC284u, kType_PA_SC_SCREEN_EXTENT_MIN_0, "PA_SC_SCREEN_EXTENT_MIN_0"},
    {"PA_SC_SCREEN_EXTENT_MAX_0", 0x30A14u, 0xC285u, kType_PA_SC_SCREEN_EXTENT_MIN_0, "PA_SC_SCREEN_EXTENT_MIN_0"},
    {"PA_SC_SCREEN_EXTENT_MIN_1", 0x30A18u, 0xC286u, kType_PA_SC_SCREEN_EXTENT_MIN_0, "PA_SC_SCREEN_EXTENT_MIN_0"},
    {"PA_SC_SCREEN_EXTENT_MAX_1", 0x30A2Cu, 0xC28Bu, kType_PA_SC_SCREEN_EXTENT_MIN_0, "PA_SC_SCREEN_EXTENT_MIN_0"},
    {"PA_SC_P3D_TRAP_SCREEN_HV_EN", 0x30A80u, 0xC2A0u, kType_PA_SC_P3D_TRAP_SCREEN_HV_EN, "PA_SC_P3D_TRAP_SCREEN_HV_EN"},
    {"PA_SC_P3D_TRAP_SCREEN_H", 0x30A84u, 0xC2A1u, kType_PA_SC_P3D_TRAP_SCREEN_H, "PA_SC_P3D_TRAP_SCREEN_H"},
    {"PA_SC_P3D_TRAP_SCREEN_V", 0x30A88u, 0xC2A2u, kType_PA_SC_P3D_TRAP_SCREEN_V, "PA_SC_P3D_TRAP_SCREEN_V"},
    {"PA_SC_P3D_TRAP_SCREEN_OCCURRENCE", 0x30A8Cu, 0xC2A3u, kType_PA_SC_P3D_TRAP_SCREEN_OCCURRENCE, "PA_SC_P3D_TRAP_SCREEN_OCCURRENCE"},
    {"PA_SC_P3D_TRAP_SCREEN_COUNT", 0x30A90u, 0xC2A4u, kType_PA_SC_P3D_TRAP_SCREEN_OCCURRENCE, "PA_SC_P3D_TRAP_SCREEN_OCCURRENCE"},
    {"PA_SC_HP3D_TRAP_SCREEN_HV_EN", 0x30AA0u, 0xC2A8u, kType_PA_SC_P3D_TRAP_SCREEN_HV_EN, "PA_SC_P3D_TRAP_SCREEN_HV_EN"},
    {"PA_SC_HP3D_TRAP_SCREEN_H", 0x30AA4u, 0xC2A9u, kType_PA_SC_P3D_TRAP_SCREEN_H, "PA_SC_P3D_TRAP_SCREEN_H"},
    {"PA_SC_HP3D_TRAP_SCREEN_V", 0x30AA8u, 0xC2AAu, kType_PA_SC_P3D_TRAP_SCREEN_V, "PA_SC_P3D_TRAP_SCREEN_V"},
    {"PA_SC_HP3D_TRAP_SCREEN_OCCURRENCE", 0x30AACu, 0xC2ABu, kType_PA_SC_P3D_TRAP_SCREEN_OCCURRENCE, "PA_SC_P3D_TRAP_SCREEN_OCCURRENCE"},
    {"PA_SC_HP3D_TRAP_SCREEN_COUNT", 0x30AB0u, 0xC2ACu, kType_PA_SC_P3D_TRAP_SCREEN_OCCURRENCE, "PA_SC_P3D_TRAP_SCREEN_OCCURRENCE"},
    {"PA_SC_TRAP_SCREEN_HV_EN", 0x30AC0u, 0xC2B0u, kType_PA_SC_P3D_TRAP_SCREEN_HV_EN, "PA_SC_P3D_TRAP_SCREEN_HV_EN"},
    {"PA_SC_TRAP_SCREEN_H", 0x30AC4u, 0xC2B1u, kType_PA_SC_P3D_TRAP_SCREEN_H, "PA_SC_P3D_TRAP_SCREEN_H"},
    {"PA_SC_TRAP_SCREEN_V", 0x30AC8u, 0xC2B2u, kType_PA_SC_P3D_TRAP_SCREEN_V, "PA_SC_P3D_TRAP_SCREEN_V"},
    {"PA_SC_TRAP_SCREEN_OCCURRENCE", 0x30ACCu, 0xC2B3u, kType_PA_SC_P3D_TRAP_SCREEN_OCCURRENCE, "PA_SC_P3D_TRAP_SCREEN_OCCURRENCE"},
    {"PA_SC_TRAP_SCREEN_COUNT", 0x30AD0u, 0xC2B4u, kType_PA_SC_P3D_TRAP_SCREEN_OCCURRENCE, "PA_SC_P3D_TRAP_SCREEN_OCCURRENCE"},
    {"SQ_THREAD_TRACE_USERDATA_0", 0x30D00u, 0xC340u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_THREAD_TRACE_USERDATA_1", 0x30D04u, 0xC341u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_THREAD_TRACE_USERDATA_2", 0x30D08u, 0xC342u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_THREAD_TRACE_USERDATA_3", 0x30D0Cu, 0xC343u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_THREAD_TRACE_USERDATA_4", 0x30D10u, 0xC344u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_THREAD_TRACE_USERDATA_5", 0x30D14u, 0xC345u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_THREAD_TRACE_USERDATA_6", 0x30D18u, 0xC346u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQ_THREAD_TRACE_USERDATA_7", 0x30D1Cu, 0xC347u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"SQC_CACHES", 0x30D20u, 0xC348u, kType_SQC_CACHES, "SQC_CACHES"},
    {"TA_CS_BC_BASE_ADDR", 0x30E00u, 0xC380u, kType_TA_BC_BASE_ADDR, "TA_BC_BASE_ADDR"},
    {"TA_CS_BC_BASE_ADDR_HI", 0x30E04u, 0xC381u, kType_TA_BC_BASE_ADDR_HI, "TA_BC_BASE_ADDR_HI"},
    {"DB_OCCLUSION_COUNT0_LOW", 0x30F00u, 0xC3C0u, kType_DB_OCCLUSION_COUNT0_LOW, "DB_OCCLUSION_COUNT0_LOW"},
    {"DB_OCCLUSION_COUNT0_HI", 0x30F04u, 0xC3C1u, kType_DB_OCCLUSION_COUNT0_HI, "DB_OCCLUSION_COUNT0_HI"},
    {"DB_OCCLUSION_COUNT1_LOW", 0x30F08u, 0xC3C2u, kType_DB_OCCLUSION_COUNT0_LOW, "DB_OCCLUSION_COUNT0_LOW"},
    {"DB_OCCLUSION_COUNT1_HI", 0x30F0Cu, 0xC3C3u, kType_DB_OCCLUSION_COUNT0_HI, "DB_OCCLUSION_COUNT0_HI"},
    {"DB_OCCLUSION_COUNT2_LOW", 0x30F10u, 0xC3C4u, kType_DB_OCCLUSION_COUNT0_LOW, "DB_OCCLUSION_COUNT0_LOW"},
    {"DB_OCCLUSION_COUNT2_HI", 0x30F14u, 0xC3C5u, kType_DB_OCCLUSION_COUNT0_HI, "DB_OCCLUSION_COUNT0_HI"},
    {"DB_OCCLUSION_COUNT3_LOW", 0x30F18u, 0xC3C6u, kType_DB_OCCLUSION_COUNT0_LOW, "DB_OCCLUSION_COUNT0_LOW"},
    {"DB_OCCLUSION_COUNT3_HI", 0x30F1Cu, 0xC3C7u, kType_DB_OCCLUSION_COUNT0_HI, "DB_OCCLUSION_COUNT0_HI"},
    {"DB_ZPASS_COUNT_LOW", 0x30FF8u, 0xC3FEu, kType_DB_OCCLUSION_COUNT0_LOW, "DB_OCCLUSION_COUNT0_LOW"},
    {"DB_ZPASS_COUNT_HI", 0x30FFCu, 0xC3FFu, kType_DB_OCCLUSION_COUNT0_HI, "DB_OCCLUSION_COUNT0_HI"},
    {"GDS_RD_ADDR", 0x31000u, 0xC400u, kType_GDS_RD_ADDR, "GDS_RD_ADDR"},
    {"GDS_RD_DATA", 0x31004u, 0xC401u, kType_GDS_RD_DATA, "GDS_RD_DATA"},
    {"GDS_RD_BURST_ADDR", 0x31008u, 0xC402u, kType_GDS_RD_BURST_ADDR, "GDS_RD_BURST_ADDR"},
    {"GDS_RD_BURST_COUNT", 0x3100Cu, 0xC403u, kType_GDS_RD_BURST_COUNT, "GDS_RD_BURST_COUNT"},
    {"GDS_RD_BURST_DATA", 0x31010u, 0xC404u, kType_GDS_RD_BURST_DATA, "GDS_RD_BURST_DATA"},
    {"GDS_WR_ADDR", 0x31014u, 0xC405u, kType_GDS_WR_ADDR, "GDS_WR_ADDR"},
    {"GDS_WR_DATA", 0x31018u, 0xC406u, kType_GDS_WR_DATA, "GDS_WR_DATA"},
    {"GDS_WR_BURST_ADDR", 0x3101Cu, 0xC407u, kType_GDS_WR_ADDR, "GDS_WR_ADDR"},
    {"GDS_WR_BURST_DATA", 0x31020u, 0xC408u, kType_GDS_WR_DATA, "GDS_WR_DATA"},
    {"GDS_WRITE_COMPLETE", 0x31024u, 0xC409u, kType_GDS_WRITE_COMPLETE, "GDS_WRITE_COMPLETE"},
    {"GDS_ATOM_CNTL", 0x31028u, 0xC40Au, kType_GDS_ATOM_CNTL, "GDS_ATOM_CNTL"},
    {"GDS_ATOM_COMPLETE", 0x3102Cu, 0xC40Bu, kType_GDS_ATOM_COMPLETE, "GDS_ATOM_COMPLETE"},
    {"GDS_ATOM_BASE", 0x31030u, 0xC40Cu, kType_GDS_ATOM_BASE, "GDS_ATOM_BASE"},
    {"GDS_ATOM_SIZE", 0x31034u, 0xC40Du, kType_GDS_ATOM_SIZE, "GDS_ATOM_SIZE"},
    {"GDS_ATOM_OFFSET0", 0x31038u, 0xC40Eu, kType_GDS_ATOM_OFFSET0, "GDS_ATOM_OFFSET0"},
    {"GDS_ATOM_OFFSET1", 0x3103Cu, 0xC40Fu, kType_GDS_ATOM_OFFSET1, "GDS_ATOM_OFFSET1"},
    {"GDS_ATOM_DST", 0x31040u, 0xC410u, kType_GDS_ATOM_DST, "GDS_ATOM_DST"},
    {"GDS_ATOM_OP", 0x31044u, 0xC411u, kType_GDS_ATOM_OP, "GDS_ATOM_OP"},
    {"GDS_ATOM_SRC0", 0x31048u, 0xC412u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GDS_ATOM_SRC0_U", 0x3104Cu, 0xC413u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GDS_ATOM_SRC1", 0x31050u, 0xC414u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GDS_ATOM_SRC1_U", 0x31054u, 0xC415u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GDS_ATOM_READ0", 0x31058u, 0xC416u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GDS_ATOM_READ0_U", 0x3105Cu, 0xC417u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GDS_ATOM_READ1", 0x31060u, 0xC418u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GDS_ATOM_READ1_U", 0x31064u, 0xC419u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GDS_GWS_RESOURCE_CNTL", 0x31068u, 0xC41Au, kType_GDS_GWS_RESOURCE_CNTL, "GDS_GWS_RESOURCE_CNTL"},
    {"GDS_GWS_RESOURCE", 0x3106Cu, 0xC41Bu, kType_GDS_GWS_RESOURCE, "GDS_GWS_RESOURCE"},
    {"GDS_GWS_RESOURCE_CNT", 0x31070u, 0xC41Cu, kType_GDS_GWS_RESOURCE_CNT, "GDS_GWS_RESOURCE_CNT"},
    {"GDS_OA_CNTL", 0x31074u, 0xC41Du, kType_GDS_OA_CNTL, "GDS_OA_CNTL"},
    {"GDS_OA_COUNTER", 0x31078u, 0xC41Eu, kType_GDS_OA_COUNTER, "GDS_OA_COUNTER"},
    {"GDS_OA_ADDRESS", 0x3107Cu, 0xC41Fu, kType_GDS_OA_ADDRESS, "GDS_OA_ADDRESS"},
    {"GDS_OA_INCDEC", 0x31080u, 0xC420u, kType_GDS_OA_INCDEC, "GDS_OA_INCDEC"},
    {"GDS_OA_RING_SIZE", 0x31084u, 0xC421u, kType_GDS_OA_RING_SIZE, "GDS_OA_RING_SIZE"},
    {"SPI_CONFIG_CNTL_REMAP", 0x31100u, 0xC440u, kType_SPI_CONFIG_CNTL_REMAP, "SPI_CONFIG_CNTL_REMAP"},
    {"SPI_CONFIG_CNTL_1_REMAP", 0x31104u, 0xC441u, kType_SPI_CONFIG_CNTL_REMAP, "SPI_CONFIG_CNTL_REMAP"},
    {"SPI_CONFIG_CNTL_2_REMAP", 0x31108u, 0xC442u, kType_SPI_CONFIG_CNTL_REMAP, "SPI_CONFIG_CNTL_REMAP"},
    {"SPI_WAVE_LIMIT_CNTL_REMAP", 0x3110Cu, 0xC443u, kType_SPI_CONFIG_CNTL_REMAP, "SPI_CONFIG_CNTL_REMAP"},
    {"CPG_PERFCOUNTER1_LO", 0x34000u, 0xD000u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CPG_PERFCOUNTER1_HI", 0x34004u, 0xD001u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CPG_PERFCOUNTER0_LO", 0x34008u, 0xD002u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CPG_PERFCOUNTER0_HI", 0x3400Cu, 0xD003u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CPC_PERFCOUNTER1_LO", 0x34010u, 0xD004u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CPC_PERFCOUNTER1_HI", 0x34014u, 0xD005u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CPC_PERFCOUNTER0_LO", 0x34018u, 0xD006u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CPC_PERFCOUNTER0_HI", 0x3401Cu, 0xD007u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CPF_PERFCOUNTER1_LO", 0x34020u, 0xD008u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CPF_PERFCOUNTER1_HI", 0x34024u, 0xD009u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CPF_PERFCOUNTER0_LO", 0x34028u, 0xD00Au, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CPF_PERFCOUNTER0_HI", 0x3402Cu, 0xD00Bu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CPF_LATENCY_STATS_DATA", 0x34030u, 0xD00Cu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"CPG_LATENCY_STATS_DATA", 0x34034u, 0xD00Du, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"CPC_LATENCY_STATS_DATA", 0x34038u, 0xD00Eu, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"GRBM_PERFCOUNTER0_LO", 0x34100u, 0xD040u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GRBM_PERFCOUNTER0_HI", 0x34104u, 0xD041u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GRBM_PERFCOUNTER1_LO", 0x3410Cu, 0xD043u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GRBM_PERFCOUNTER1_HI", 0x34110u, 0xD044u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GRBM_SE0_PERFCOUNTER_LO", 0x34114u, 0xD045u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GRBM_SE0_PERFCOUNTER_HI", 0x34118u, 0xD046u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GRBM_SE1_PERFCOUNTER_LO", 0x3411Cu, 0xD047u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GRBM_SE1_PERFCOUNTER_HI", 0x34120u, 0xD048u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GRBM_SE2_PERFCOUNTER_LO", 0x34124u, 0xD049u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GRBM_SE2_PERFCOUNTER_HI", 0x34128u, 0xD04Au, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GRBM_SE3_PERFCOUNTER_LO", 0x3412Cu, 0xD04Bu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GRBM_SE3_PERFCOUNTER_HI", 0x34130u, 0xD04Cu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE1_PERFCOUNTER0_LO", 0x34290u, 0xD0A4u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE1_PERFCOUNTER0_HI", 0x34294u, 0xD0A5u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE1_PERFCOUNTER1_LO", 0x34298u, 0xD0A6u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE1_PERFCOUNTER1_HI", 0x3429Cu, 0xD0A7u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE1_PERFCOUNTER2_LO", 0x342A0u, 0xD0A8u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE1_PERFCOUNTER2_HI", 0x342A4u, 0xD0A9u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE1_PERFCOUNTER3_LO", 0x342A8u, 0xD0AAu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE1_PERFCOUNTER3_HI", 0x342ACu, 0xD0ABu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE2_DIST_PERFCOUNTER0_LO", 0x342B0u, 0xD0ACu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE2_DIST_PERFCOUNTER0_HI", 0x342B4u, 0xD0ADu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE2_DIST_PERFCOUNTER1_LO", 0x342B8u, 0xD0AEu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE2_DIST_PERFCOUNTER1_HI", 0x342BCu, 0xD0AFu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE2_DIST_PERFCOUNTER2_LO", 0x342C0u, 0xD0B0u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE2_DIST_PERFCOUNTER2_HI", 0x342C4u, 0xD0B1u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE2_DIST_PERFCOUNTER3_LO", 0x342C8u, 0xD0B2u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE2_DIST_PERFCOUNTER3_HI", 0x342CCu, 0xD0B3u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE2_SE_PERFCOUNTER0_LO", 0x342D0u, 0xD0B4u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE2_SE_PERFCOUNTER0_HI", 0x342D4u, 0xD0B5u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE2_SE_PERFCOUNTER1_LO", 0x342D8u, 0xD0B6u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE2_SE_PERFCOUNTER1_HI", 0x342DCu, 0xD0B7u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE2_SE_PERFCOUNTER2_LO", 0x342E0u, 0xD0B8u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE2_SE_PERFCOUNTER2_HI", 0x342E4u, 0xD0B9u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GE2_SE_PERFCOUNTER3_LO", 0x342E8u, 0xD0BAu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GE2_SE_PERFCOUNTER3_HI", 0x342ECu, 0xD0BBu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SU_PERFCOUNTER0_LO", 0x34400u, 0xD100u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SU_PERFCOUNTER0_HI", 0x34404u, 0xD101u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SU_PERFCOUNTER1_LO", 0x34408u, 0xD102u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SU_PERFCOUNTER1_HI", 0x3440Cu, 0xD103u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SU_PERFCOUNTER2_LO", 0x34410u, 0xD104u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SU_PERFCOUNTER2_HI", 0x34414u, 0xD105u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SU_PERFCOUNTER3_LO", 0x34418u, 0xD106u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SU_PERFCOUNTER3_HI", 0x3441Cu, 0xD107u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SC_PERFCOUNTER0_LO", 0x34500u, 0xD140u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SC_PERFCOUNTER0_HI", 0x34504u, 0xD141u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SC_PERFCOUNTER1_LO", 0x34508u, 0xD142u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SC_PERFCOUNTER1_HI", 0x3450Cu, 0xD143u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SC_PERFCOUNTER2_LO", 0x34510u, 0xD144u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SC_PERFCOUNTER2_HI", 0x34514u, 0xD145u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SC_PERFCOUNTER3_LO", 0x34518u, 0xD146u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SC_PERFCOUNTER3_HI", 0x3451Cu, 0xD147u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SC_PERFCOUNTER4_LO", 0x34520u, 0xD148u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SC_PERFCOUNTER4_HI", 0x34524u, 0xD149u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SC_PERFCOUNTER5_LO", 0x34528u, 0xD14Au, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SC_PERFCOUNTER5_HI", 0x3452Cu, 0xD14Bu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SC_PERFCOUNTER6_LO", 0x34530u, 0xD14Cu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SC_PERFCOUNTER6_HI", 0x34534u, 0xD14Du, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_SC_PERFCOUNTER7_LO", 0x34538u, 0xD14Eu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_SC_PERFCOUNTER7_HI", 0x3453Cu, 0xD14Fu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SPI_PERFCOUNTER0_HI", 0x34600u, 0xD180u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SPI_PERFCOUNTER0_LO", 0x34604u, 0xD181u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SPI_PERFCOUNTER1_HI", 0x34608u, 0xD182u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SPI_PERFCOUNTER1_LO", 0x3460Cu, 0xD183u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SPI_PERFCOUNTER2_HI", 0x34610u, 0xD184u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SPI_PERFCOUNTER2_LO", 0x34614u, 0xD185u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SPI_PERFCOUNTER3_HI", 0x34618u, 0xD186u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SPI_PERFCOUNTER3_LO", 0x3461Cu, 0xD187u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SPI_PERFCOUNTER4_HI", 0x34620u, 0xD188u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SPI_PERFCOUNTER4_LO", 0x34624u, 0xD189u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SPI_PERFCOUNTER5_HI", 0x34628u, 0xD18Au, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SPI_PERFCOUNTER5_LO", 0x3462Cu, 0xD18Bu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER0_LO", 0x34700u, 0xD1C0u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER0_HI", 0x34704u, 0xD1C1u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER1_LO", 0x34708u, 0xD1C2u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER1_HI", 0x3470Cu, 0xD1C3u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER2_LO", 0x34710u, 0xD1C4u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER2_HI", 0x34714u, 0xD1C5u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER3_LO", 0x34718u, 0xD1C6u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER3_HI", 0x3471Cu, 0xD1C7u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER4_LO", 0x34720u, 0xD1C8u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER4_HI", 0x34724u, 0xD1C9u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER5_LO", 0x34728u, 0xD1CAu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER5_HI", 0x3472Cu, 0xD1CBu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER6_LO", 0x34730u, 0xD1CCu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER6_HI", 0x34734u, 0xD1CDu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER7_LO", 0x34738u, 0xD1CEu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER7_HI", 0x3473Cu, 0xD1CFu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER8_LO", 0x34740u, 0xD1D0u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER8_HI", 0x34744u, 0xD1D1u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER9_LO", 0x34748u, 0xD1D2u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER9_HI", 0x3474Cu, 0xD1D3u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER10_LO", 0x34750u, 0xD1D4u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER10_HI", 0x34754u, 0xD1D5u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER11_LO", 0x34758u, 0xD1D6u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER11_HI", 0x3475Cu, 0xD1D7u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER12_LO", 0x34760u, 0xD1D8u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER12_HI", 0x34764u, 0xD1D9u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER13_LO", 0x34768u, 0xD1DAu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER13_HI", 0x3476Cu, 0xD1DBu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER14_LO", 0x34770u, 0xD1DCu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER14_HI", 0x34774u, 0xD1DDu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SQ_PERFCOUNTER15_LO", 0x34778u, 0xD1DEu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SQ_PERFCOUNTER15_HI", 0x3477Cu, 0xD1DFu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SX_PERFCOUNTER0_LO", 0x34900u, 0xD240u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SX_PERFCOUNTER0_HI", 0x34904u, 0xD241u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SX_PERFCOUNTER1_LO", 0x34908u, 0xD242u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SX_PERFCOUNTER1_HI", 0x3490Cu, 0xD243u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SX_PERFCOUNTER2_LO", 0x34910u, 0xD244u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SX_PERFCOUNTER2_HI", 0x34914u, 0xD245u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SX_PERFCOUNTER3_LO", 0x34918u, 0xD246u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SX_PERFCOUNTER3_HI", 0x3491Cu, 0xD247u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GCEA_PERFCOUNTER2_LO", 0x34980u, 0xD260u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GCEA_PERFCOUNTER2_HI", 0x34984u, 0xD261u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GCEA_PERFCOUNTER_LO", 0x34988u, 0xD262u, kType_GCEA_PERFCOUNTER_LO, "GCEA_PERFCOUNTER_LO"},
    {"GCEA_PERFCOUNTER_HI", 0x3498Cu, 0xD263u, kType_GCEA_PERFCOUNTER_HI, "GCEA_PERFCOUNTER_HI"},
    {"GDS_PERFCOUNTER0_LO", 0x34A00u, 0xD280u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GDS_PERFCOUNTER0_HI", 0x34A04u, 0xD281u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GDS_PERFCOUNTER1_LO", 0x34A08u, 0xD282u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GDS_PERFCOUNTER1_HI", 0x34A0Cu, 0xD283u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GDS_PERFCOUNTER2_LO", 0x34A10u, 0xD284u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GDS_PERFCOUNTER2_HI", 0x34A14u, 0xD285u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GDS_PERFCOUNTER3_LO", 0x34A18u, 0xD286u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GDS_PERFCOUNTER3_HI", 0x34A1Cu, 0xD287u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"TA_PERFCOUNTER0_LO", 0x34B00u, 0xD2C0u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"TA_PERFCOUNTER0_HI", 0x34B04u, 0xD2C1u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"TA_PERFCOUNTER1_LO", 0x34B08u, 0xD2C2u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"TA_PERFCOUNTER1_HI", 0x34B0Cu, 0xD2C3u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"TD_PERFCOUNTER0_LO", 0x34C00u, 0xD300u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"TD_PERFCOUNTER0_HI", 0x34C04u, 0xD301u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"TD_PERFCOUNTER1_LO", 0x34C08u, 0xD302u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"TD_PERFCOUNTER1_HI", 0x34C0Cu, 0xD303u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"TCP_PERFCOUNTER0_LO", 0x34D00u, 0xD340u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"TCP_PERFCOUNTER0_HI", 0x34D04u, 0xD341u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"TCP_PERFCOUNTER1_LO", 0x34D08u, 0xD342u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"TCP_PERFCOUNTER1_HI", 0x34D0Cu, 0xD343u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"TCP_PERFCOUNTER2_LO", 0x34D10u, 0xD344u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"TCP_PERFCOUNTER2_HI", 0x34D14u, 0xD345u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"TCP_PERFCOUNTER3_LO", 0x34D18u, 0xD346u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"TCP_PERFCOUNTER3_HI", 0x34D1Cu, 0xD347u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL2C_PERFCOUNTER0_LO", 0x34E00u, 0xD380u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL2C_PERFCOUNTER0_HI", 0x34E04u, 0xD381u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL2C_PERFCOUNTER1_LO", 0x34E08u, 0xD382u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL2C_PERFCOUNTER1_HI", 0x34E0Cu, 0xD383u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL2C_PERFCOUNTER2_LO", 0x34E10u, 0xD384u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL2C_PERFCOUNTER2_HI", 0x34E14u, 0xD385u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL2C_PERFCOUNTER3_LO", 0x34E18u, 0xD386u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL2C_PERFCOUNTER3_HI", 0x34E1Cu, 0xD387u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL2A_PERFCOUNTER0_LO", 0x34E40u, 0xD390u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL2A_PERFCOUNTER0_HI", 0x34E44u, 0xD391u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL2A_PERFCOUNTER1_LO", 0x34E48u, 0xD392u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL2A_PERFCOUNTER1_HI", 0x34E4Cu, 0xD393u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL2A_PERFCOUNTER2_LO", 0x34E50u, 0xD394u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL2A_PERFCOUNTER2_HI", 0x34E54u, 0xD395u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL2A_PERFCOUNTER3_LO", 0x34E58u, 0xD396u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL2A_PERFCOUNTER3_HI", 0x34E5Cu, 0xD397u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL1C_PERFCOUNTER0_LO", 0x34E80u, 0xD3A0u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL1C_PERFCOUNTER0_HI", 0x34E84u, 0xD3A1u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL1C_PERFCOUNTER1_LO", 0x34E88u, 0xD3A2u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL1C_PERFCOUNTER1_HI", 0x34E8Cu, 0xD3A3u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL1C_PERFCOUNTER2_LO", 0x34E90u, 0xD3A4u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL1C_PERFCOUNTER2_HI", 0x34E94u, 0xD3A5u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL1C_PERFCOUNTER3_LO", 0x34E98u, 0xD3A6u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL1C_PERFCOUNTER3_HI", 0x34E9Cu, 0xD3A7u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHC_PERFCOUNTER0_LO", 0x34F00u, 0xD3C0u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHC_PERFCOUNTER0_HI", 0x34F04u, 0xD3C1u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHC_PERFCOUNTER1_LO", 0x34F08u, 0xD3C2u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHC_PERFCOUNTER1_HI", 0x34F0Cu, 0xD3C3u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHC_PERFCOUNTER2_LO", 0x34F10u, 0xD3C4u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHC_PERFCOUNTER2_HI", 0x34F14u, 0xD3C5u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHC_PERFCOUNTER3_LO", 0x34F18u, 0xD3C6u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHC_PERFCOUNTER3_HI", 0x34F1Cu, 0xD3C7u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHCG_PERFCOUNTER0_LO", 0x34F20u, 0xD3C8u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHCG_PERFCOUNTER0_HI", 0x34F24u, 0xD3C9u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHCG_PERFCOUNTER1_LO", 0x34F28u, 0xD3CAu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHCG_PERFCOUNTER1_HI", 0x34F2Cu, 0xD3CBu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHCG_PERFCOUNTER2_LO", 0x34F30u, 0xD3CCu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHCG_PERFCOUNTER2_HI", 0x34F34u, 0xD3CDu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHCG_PERFCOUNTER3_LO", 0x34F38u, 0xD3CEu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHCG_PERFCOUNTER3_HI", 0x34F3Cu, 0xD3CFu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CB_PERFCOUNTER0_LO", 0x35018u, 0xD406u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CB_PERFCOUNTER0_HI", 0x3501Cu, 0xD407u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CB_PERFCOUNTER1_LO", 0x35020u, 0xD408u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CB_PERFCOUNTER1_HI", 0x35024u, 0xD409u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CB_PERFCOUNTER2_LO", 0x35028u, 0xD40Au, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CB_PERFCOUNTER2_HI", 0x3502Cu, 0xD40Bu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CB_PERFCOUNTER3_LO", 0x35030u, 0xD40Cu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CB_PERFCOUNTER3_HI", 0x35034u, 0xD40Du, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"DB_PERFCOUNTER0_LO", 0x35100u, 0xD440u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"DB_PERFCOUNTER0_HI", 0x35104u, 0xD441u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"DB_PERFCOUNTER1_LO", 0x35108u, 0xD442u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"DB_PERFCOUNTER1_HI", 0x3510Cu, 0xD443u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"DB_PERFCOUNTER2_LO", 0x35110u, 0xD444u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"DB_PERFCOUNTER2_HI", 0x35114u, 0xD445u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"DB_PERFCOUNTER3_LO", 0x35118u, 0xD446u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"DB_PERFCOUNTER3_HI", 0x3511Cu, 0xD447u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"RLC_PERFCOUNTER0_LO", 0x35200u, 0xD480u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"RLC_PERFCOUNTER0_HI", 0x35204u, 0xD481u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"RLC_PERFCOUNTER1_LO", 0x35208u, 0xD482u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"RLC_PERFCOUNTER1_HI", 0x3520Cu, 0xD483u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"RMI_PERFCOUNTER0_LO", 0x35300u, 0xD4C0u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"RMI_PERFCOUNTER0_HI", 0x35304u, 0xD4C1u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"RMI_PERFCOUNTER1_LO", 0x35308u, 0xD4C2u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"RMI_PERFCOUNTER1_HI", 0x3530Cu, 0xD4C3u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"RMI_PERFCOUNTER2_LO", 0x35310u, 0xD4C4u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"RMI_PERFCOUNTER2_HI", 0x35314u, 0xD4C5u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"RMI_PERFCOUNTER3_LO", 0x35318u, 0xD4C6u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"RMI_PERFCOUNTER3_HI", 0x3531Cu, 0xD4C7u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GCMC_VM_L2_PERFCOUNTER_LO", 0x353A0u, 0xD4E8u, kType_GCEA_PERFCOUNTER_LO, "GCEA_PERFCOUNTER_LO"},
    {"GCMC_VM_L2_PERFCOUNTER_HI", 0x353A4u, 0xD4E9u, kType_GCEA_PERFCOUNTER_HI, "GCEA_PERFCOUNTER_HI"},
    {"GCUTCL2_PERFCOUNTER_LO", 0x353A8u, 0xD4EAu, kType_GCEA_PERFCOUNTER_LO, "GCEA_PERFCOUNTER_LO"},
    {"GCUTCL2_PERFCOUNTER_HI", 0x353ACu, 0xD4EBu, kType_GCEA_PERFCOUNTER_HI, "GCEA_PERFCOUNTER_HI"},
    {"GCVML2_PERFCOUNTER2_0_LO", 0x353E0u, 0xD4F8u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GCVML2_PERFCOUNTER2_1_LO", 0x353E4u, 0xD4F9u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GCVML2_PERFCOUNTER2_0_HI", 0x353E8u, 0xD4FAu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GCVML2_PERFCOUNTER2_1_HI", 0x353ECu, 0xD4FBu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"UTCL1_PERFCOUNTER0_LO", 0x35470u, 0xD51Cu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"UTCL1_PERFCOUNTER0_HI", 0x35474u, 0xD51Du, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"UTCL1_PERFCOUNTER1_LO", 0x35478u, 0xD51Eu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"UTCL1_PERFCOUNTER1_HI", 0x3547Cu, 0xD51Fu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GCR_PERFCOUNTER0_LO", 0x35480u, 0xD520u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GCR_PERFCOUNTER0_HI", 0x35484u, 0xD521u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GCR_PERFCOUNTER1_LO", 0x35488u, 0xD522u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GCR_PERFCOUNTER1_HI", 0x3548Cu, 0xD523u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_PH_PERFCOUNTER0_LO", 0x35600u, 0xD580u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_PH_PERFCOUNTER0_HI", 0x35604u, 0xD581u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_PH_PERFCOUNTER1_LO", 0x35608u, 0xD582u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_PH_PERFCOUNTER1_HI", 0x3560Cu, 0xD583u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_PH_PERFCOUNTER2_LO", 0x35610u, 0xD584u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_PH_PERFCOUNTER2_HI", 0x35614u, 0xD585u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_PH_PERFCOUNTER3_LO", 0x35618u, 0xD586u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_PH_PERFCOUNTER3_HI", 0x3561Cu, 0xD587u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_PH_PERFCOUNTER4_LO", 0x35620u, 0xD588u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_PH_PERFCOUNTER4_HI", 0x35624u, 0xD589u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_PH_PERFCOUNTER5_LO", 0x35628u, 0xD58Au, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_PH_PERFCOUNTER5_HI", 0x3562Cu, 0xD58Bu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_PH_PERFCOUNTER6_LO", 0x35630u, 0xD58Cu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_PH_PERFCOUNTER6_HI", 0x35634u, 0xD58Du, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"PA_PH_PERFCOUNTER7_LO", 0x35638u, 0xD58Eu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"PA_PH_PERFCOUNTER7_HI", 0x3563Cu, 0xD58Fu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL1A_PERFCOUNTER0_LO", 0x35700u, 0xD5C0u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL1A_PERFCOUNTER0_HI", 0x35704u, 0xD5C1u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL1A_PERFCOUNTER1_LO", 0x35708u, 0xD5C2u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL1A_PERFCOUNTER1_HI", 0x3570Cu, 0xD5C3u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL1A_PERFCOUNTER2_LO", 0x35710u, 0xD5C4u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL1A_PERFCOUNTER2_HI", 0x35714u, 0xD5C5u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GL1A_PERFCOUNTER3_LO", 0x35718u, 0xD5C6u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GL1A_PERFCOUNTER3_HI", 0x3571Cu, 0xD5C7u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHA_PERFCOUNTER0_LO", 0x35800u, 0xD600u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHA_PERFCOUNTER0_HI", 0x35804u, 0xD601u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHA_PERFCOUNTER1_LO", 0x35808u, 0xD602u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHA_PERFCOUNTER1_HI", 0x3580Cu, 0xD603u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHA_PERFCOUNTER2_LO", 0x35810u, 0xD604u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHA_PERFCOUNTER2_HI", 0x35814u, 0xD605u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CHA_PERFCOUNTER3_LO", 0x35818u, 0xD606u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"CHA_PERFCOUNTER3_HI", 0x3581Cu, 0xD607u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GUS_PERFCOUNTER2_LO", 0x35900u, 0xD640u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"GUS_PERFCOUNTER2_HI", 0x35904u, 0xD641u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"GUS_PERFCOUNTER_LO", 0x35908u, 0xD642u, kType_GCEA_PERFCOUNTER_LO, "GCEA_PERFCOUNTER_LO"},
    {"GUS_PERFCOUNTER_HI", 0x3590Cu, 0xD643u, kType_GCEA_PERFCOUNTER_HI, "GCEA_PERFCOUNTER_HI"},
    {"SDMA0_PERFCNT_PERFCOUNTER_LO", 0x35980u, 0xD660u, kType_GCEA_PERFCOUNTER_LO, "GCEA_PERFCOUNTER_LO"},
    {"SDMA0_PERFCNT_PERFCOUNTER_HI", 0x35984u, 0xD661u, kType_GCEA_PERFCOUNTER_HI, "GCEA_PERFCOUNTER_HI"},
    {"SDMA0_PERFCOUNTER0_LO", 0x35988u, 0xD662u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SDMA0_PERFCOUNTER0_HI", 0x3598Cu, 0xD663u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SDMA0_PERFCOUNTER1_LO", 0x35990u, 0xD664u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SDMA0_PERFCOUNTER1_HI", 0x35994u, 0xD665u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SDMA1_PERFCNT_PERFCOUNTER_LO", 0x359B0u, 0xD66Cu, kType_GCEA_PERFCOUNTER_LO, "GCEA_PERFCOUNTER_LO"},
    {"SDMA1_PERFCNT_PERFCOUNTER_HI", 0x359B4u, 0xD66Du, kType_GCEA_PERFCOUNTER_HI, "GCEA_PERFCOUNTER_HI"},
    {"SDMA1_PERFCOUNTER0_LO", 0x359B8u, 0xD66Eu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SDMA1_PERFCOUNTER0_HI", 0x359BCu, 0xD66Fu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SDMA1_PERFCOUNTER1_LO", 0x359C0u, 0xD670u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SDMA1_PERFCOUNTER1_HI", 0x359C4u, 0xD671u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SDMA2_PERFCNT_PERFCOUNTER_LO", 0x359E0u, 0xD678u, kType_GCEA_PERFCOUNTER_LO, "GCEA_PERFCOUNTER_LO"},
    {"SDMA2_PERFCNT_PERFCOUNTER_HI", 0x359E4u, 0xD679u, kType_GCEA_PERFCOUNTER_HI, "GCEA_PERFCOUNTER_HI"},
    {"SDMA2_PERFCOUNTER0_LO", 0x359E8u, 0xD67Au, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SDMA2_PERFCOUNTER0_HI", 0x359ECu, 0xD67Bu, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SDMA2_PERFCOUNTER1_LO", 0x359F0u, 0xD67Cu, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SDMA2_PERFCOUNTER1_HI", 0x359F4u, 0xD67Du, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SDMA3_PERFCNT_PERFCOUNTER_LO", 0x35A10u, 0xD684u, kType_GCEA_PERFCOUNTER_LO, "GCEA_PERFCOUNTER_LO"},
    {"SDMA3_PERFCNT_PERFCOUNTER_HI", 0x35A14u, 0xD685u, kType_GCEA_PERFCOUNTER_HI, "GCEA_PERFCOUNTER_HI"},
    {"SDMA3_PERFCOUNTER0_LO", 0x35A18u, 0xD686u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SDMA3_PERFCOUNTER0_HI", 0x35A1Cu, 0xD687u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"SDMA3_PERFCOUNTER1_LO", 0x35A20u, 0xD688u, kType_CPG_PERFCOUNTER1_LO, "CPG_PERFCOUNTER1_LO"},
    {"SDMA3_PERFCOUNTER1_HI", 0x35A24u, 0xD689u, kType_CPG_PERFCOUNTER1_HI, "CPG_PERFCOUNTER1_HI"},
    {"CPG_PERFCOUNTER1_SELECT", 0x36000u, 0xD800u, kType_CPG_PERFCOUNTER1_SELECT, "CPG_PERFCOUNTER1_SELECT"},
    {"CPG_PERFCOUNTER0_SELECT1", 0x36004u, 0xD801u, kType_CPG_PERFCOUNTER0_SELECT1, "CPG_PERFCOUNTER0_SELECT1"},
    {"CPG_PERFCOUNTER0_SELECT", 0x36008u, 0xD802u, kType_CPG_PERFCOUNTER1_SELECT, "CPG_PERFCOUNTER1_SELECT"},
    {"CPC_PERFCOUNTER1_SELECT", 0x3600Cu, 0xD803u, kType_CPG_PERFCOUNTER1_SELECT, "CPG_PERFCOUNTER1_SELECT"},
    {"CPC_PERFCOUNTER0_SELECT1", 0x36010u, 0xD804u, kType_CPG_PERFCOUNTER0_SELECT1, "CPG_PERFCOUNTER0_SELECT1"},
    {"CPF_PERFCOUNTER1_SELECT", 0x36014u, 0xD805u, kType_CPG_PERFCOUNTER1_SELECT, "CPG_PERFCOUNTER1_SELECT"},
    {"CPF_PERFCOUNTER0_SELECT1", 0x36018u, 0xD806u, kType_CPG_PERFCOUNTER0_SELECT1, "CPG_PERFCOUNTER0_SELECT1"},
    {"CPF_PERFCOUNTER0_SELECT", 0x3601Cu, 0xD807u, kType_CPG_PERFCOUNTER1_SELECT, "CPG_PERFCOUNTER1_SELECT"},
    {"CP_PERFMON_CNTL", 0x36020u, 0xD808u, kType_CP_PERFMON_CNTL, "CP_PERFMON_CNTL"},
    {"CPC_PERFCOUNTER0_SELECT", 0x36024u, 0xD809u, kType_CPG_PERFCOUNTER1_SELECT, "CPG_PERFCOUNTER1_SELECT"},
    {"CPF_TC_PERF_COUNTER_WINDOW_SELECT", 0x36028u, 0xD80Au, kType_CPF_TC_PERF_COUNTER_WINDOW_SELECT, "CPF_TC_PERF_COUNTER_WINDOW_SELECT"},
    {"CPG_TC_PERF_COUNTER_WINDOW_SELECT", 0x3602Cu, 0xD80Bu, kType_CPG_TC_PERF_COUNTER_WINDOW_SELECT, "CPG_TC_PERF_COUNTER_WINDOW_SELECT"},
    {"CPF_LATENCY_STATS_SELECT", 0x36030u, 0xD80Cu, kType_CPF_LATENCY_STATS_SELECT, "CPF_LATENCY_STATS_SELECT"},
    {"CPG_LATENCY_STATS_SELECT", 0x36034u, 0xD80Du, kType_CPG_LATENCY_STATS_SELECT, "CPG_LATENCY_STATS_SELECT"},
    {"CPC_LATENCY_STATS_SELECT", 0x36038u, 0xD80Eu, kType_CPF_LATENCY_STATS_SELECT, "CPF_LATENCY_STATS_SELECT"},
    {"CP_DRAW_OBJECT", 0x36040u, 0xD810u, kType_CP_DRAW_OBJECT, "CP_DRAW_OBJECT"},
    {"CP_DRAW_OBJECT_COUNTER", 0x36044u, 0xD811u, kType_PA_SC_P3D_TRAP_SCREEN_OCCURRENCE, "PA_SC_P3D_TRAP_SCREEN_OCCURRENCE"},
    {"CP_DRAW_WINDOW_MASK_HI", 0x36048u, 0xD812u, kType_CP_DRAW_WINDOW_MASK_HI, "CP_DRAW_WINDOW_MASK_HI"},
    {"CP_DRAW_WINDOW_HI", 0x3604Cu, 0xD813u, kType_CP_DRAW_WINDOW_HI, "CP_DRAW_WINDOW_HI"},
    {"CP_DRAW_WINDOW_LO", 0x36050u, 0xD814u, kType_CP_DRAW_WINDOW_LO, "CP_DRAW_WINDOW_LO"},
    {"CP_DRAW_WINDOW_CNTL", 0x36054u, 0xD815u, kType_CP_DRAW_WINDOW_CNTL, "CP_DRAW_WINDOW_CNTL"},
    {"GRBM_PERFCOUNTER0_SELECT", 0x36100u, 0xD840u, kType_GRBM_PERFCOUNTER0_SELECT, "GRBM_PERFCOUNTER0_SELECT"},
    {"GRBM_PERFCOUNTER1_SELECT", 0x36104u, 0xD841u, kType_GRBM_PERFCOUNTER0_SELECT, "GRBM_PERFCOUNTER0_SELECT"},
    {"GRBM_SE0_PERFCOUNTER_SELECT", 0x36108u, 0xD842u, kType_GRBM_SE0_PERFCOUNTER_SELECT, "GRBM_SE0_PERFCOUNTER_SELECT"},
    {"GRBM_SE1_PERFCOUNTER_SELECT", 0x3610Cu, 0xD843u, kType_GRBM_SE0_PERFCOUNTER_SELECT, "GRBM_SE0_PERFCOUNTER_SELECT"},
    {"GRBM_SE2_PERFCOUNTER_SELECT", 0x36110u, 0xD844u, kType_GRBM_SE0_PERFCOUNTER_SELECT, "GRBM_SE0_PERFCOUNTER_SELECT"},
    {"GRBM_SE3_PERFCOUNTER_SELECT", 0x36114u, 0xD845u, kType_GRBM_SE0_PERFCOUNTER_SELECT, "GRBM_SE0_PERFCOUNTER_SELECT"},
    {"GRBM_PERFCOUNTER0_SELECT_HI", 0x36134u, 0xD84Du, kType_GRBM_PERFCOUNTER0_SELECT_HI, "GRBM_PERFCOUNTER0_SELECT_HI"},
    {"GRBM_PERFCOUNTER1_SELECT_HI", 0x36138u, 0xD84Eu, kType_GRBM_PERFCOUNTER0_SELECT_HI, "GRBM_PERFCOUNTER0_SELECT_HI"},
    {"GE1_PERFCOUNTER0_SELECT", 0x36290u, 0xD8A4u, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE1_PERFCOUNTER0_SELECT1", 0x36294u, 0xD8A5u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GE1_PERFCOUNTER1_SELECT", 0x36298u, 0xD8A6u, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE1_PERFCOUNTER1_SELECT1", 0x3629Cu, 0xD8A7u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GE1_PERFCOUNTER2_SELECT", 0x362A0u, 0xD8A8u, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE1_PERFCOUNTER2_SELECT1", 0x362A4u, 0xD8A9u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GE1_PERFCOUNTER3_SELECT", 0x362A8u, 0xD8AAu, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE1_PERFCOUNTER3_SELECT1", 0x362ACu, 0xD8ABu, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GE2_DIST_PERFCOUNTER0_SELECT", 0x362B0u, 0xD8ACu, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE2_DIST_PERFCOUNTER0_SELECT1", 0x362B4u, 0xD8ADu, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GE2_DIST_PERFCOUNTER1_SELECT", 0x362B8u, 0xD8AEu, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE2_DIST_PERFCOUNTER1_SELECT1", 0x362BCu, 0xD8AFu, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GE2_DIST_PERFCOUNTER2_SELECT", 0x362C0u, 0xD8B0u, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE2_DIST_PERFCOUNTER2_SELECT1", 0x362C4u, 0xD8B1u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GE2_DIST_PERFCOUNTER3_SELECT", 0x362C8u, 0xD8B2u, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE2_DIST_PERFCOUNTER3_SELECT1", 0x362CCu, 0xD8B3u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GE2_SE_PERFCOUNTER0_SELECT", 0x362D0u, 0xD8B4u, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE2_SE_PERFCOUNTER0_SELECT1", 0x362D4u, 0xD8B5u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GE2_SE_PERFCOUNTER1_SELECT", 0x362D8u, 0xD8B6u, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE2_SE_PERFCOUNTER1_SELECT1", 0x362DCu, 0xD8B7u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GE2_SE_PERFCOUNTER2_SELECT", 0x362E0u, 0xD8B8u, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE2_SE_PERFCOUNTER2_SELECT1", 0x362E4u, 0xD8B9u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GE2_SE_PERFCOUNTER3_SELECT", 0x362E8u, 0xD8BAu, kType_GE1_PERFCOUNTER0_SELECT, "GE1_PERFCOUNTER0_SELECT"},
    {"GE2_SE_PERFCOUNTER3_SELECT1", 0x362ECu, 0xD8BBu, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"PA_SU_PERFCOUNTER0_SELECT", 0x36400u, 0xD900u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"PA_SU_PERFCOUNTER0_SELECT1", 0x36404u, 0xD901u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"PA_SU_PERFCOUNTER1_SELECT", 0x36408u, 0xD902u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"PA_SU_PERFCOUNTER1_SELECT1", 0x3640Cu, 0xD903u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"PA_SU_PERFCOUNTER2_SELECT", 0x36410u, 0xD904u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"PA_SU_PERFCOUNTER2_SELECT1", 0x36414u, 0xD905u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"PA_SU_PERFCOUNTER3_SELECT", 0x36418u, 0xD906u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"PA_SU_PERFCOUNTER3_SELECT1", 0x3641Cu, 0xD907u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"PA_SC_PERFCOUNTER0_SELECT", 0x36500u, 0xD940u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"PA_SC_PERFCOUNTER0_SELECT1", 0x36504u, 0xD941u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"PA_SC_PERFCOUNTER1_SELECT", 0x36508u, 0xD942u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"PA_SC_PERFCOUNTER2_SELECT", 0x3650Cu, 0xD943u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"PA_SC_PERFCOUNTER3_SELECT", 0x36510u, 0xD944u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"PA_SC_PERFCOUNTER4_SELECT", 0x36514u, 0xD945u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"PA_SC_PERFCOUNTER5_SELECT", 0x36518u, 0xD946u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"PA_SC_PERFCOUNTER6_SELECT", 0x3651Cu, 0xD947u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"PA_SC_PERFCOUNTER7_SELECT", 0x36520u, 0xD948u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"SPI_PERFCOUNTER0_SELECT", 0x36600u, 0xD980u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SPI_PERFCOUNTER1_SELECT", 0x36604u, 0xD981u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SPI_PERFCOUNTER2_SELECT", 0x36608u, 0xD982u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SPI_PERFCOUNTER3_SELECT", 0x3660Cu, 0xD983u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SPI_PERFCOUNTER0_SELECT1", 0x36610u, 0xD984u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SPI_PERFCOUNTER1_SELECT1", 0x36614u, 0xD985u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SPI_PERFCOUNTER2_SELECT1", 0x36618u, 0xD986u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SPI_PERFCOUNTER3_SELECT1", 0x3661Cu, 0xD987u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SPI_PERFCOUNTER4_SELECT", 0x36620u, 0xD988u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"SPI_PERFCOUNTER5_SELECT", 0x36624u, 0xD989u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"SPI_PERFCOUNTER_BINS", 0x36628u, 0xD98Au, kType_SPI_PERFCOUNTER_BINS, "SPI_PERFCOUNTER_BINS"},
    {"SQ_PERFCOUNTER0_SELECT", 0x36700u, 0xD9C0u, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER1_SELECT", 0x36704u, 0xD9C1u, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER2_SELECT", 0x36708u, 0xD9C2u, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER3_SELECT", 0x3670Cu, 0xD9C3u, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER4_SELECT", 0x36710u, 0xD9C4u, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER5_SELECT", 0x36714u, 0xD9C5u, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER6_SELECT", 0x36718u, 0xD9C6u, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER7_SELECT", 0x3671Cu, 0xD9C7u, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER8_SELECT", 0x36720u, 0xD9C8u, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER9_SELECT", 0x36724u, 0xD9C9u, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER10_SELECT", 0x36728u, 0xD9CAu, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER11_SELECT", 0x3672Cu, 0xD9CBu, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER12_SELECT", 0x36730u, 0xD9CCu, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER13_SELECT", 0x36734u, 0xD9CDu, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER14_SELECT", 0x36738u, 0xD9CEu, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER15_SELECT", 0x3673Cu, 0xD9CFu, kType_SQ_PERFCOUNTER0_SELECT, "SQ_PERFCOUNTER0_SELECT"},
    {"SQ_PERFCOUNTER_CTRL", 0x36780u, 0xD9E0u, kType_SQ_PERFCOUNTER_CTRL, "SQ_PERFCOUNTER_CTRL"},
    {"SQ_PERFCOUNTER_CTRL2", 0x36788u, 0xD9E2u, kType_SQ_PERFCOUNTER_CTRL2, "SQ_PERFCOUNTER_CTRL2"},
    {"GCEA_PERFCOUNTER2_SELECT", 0x36800u, 0xDA00u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GCEA_PERFCOUNTER2_SELECT1", 0x36804u, 0xDA01u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"GCEA_PERFCOUNTER2_MODE", 0x36808u, 0xDA02u, kType_GCEA_PERFCOUNTER2_MODE, "GCEA_PERFCOUNTER2_MODE"},
    {"GCEA_PERFCOUNTER0_CFG", 0x3680Cu, 0xDA03u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCEA_PERFCOUNTER1_CFG", 0x36810u, 0xDA04u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCEA_PERFCOUNTER_RSLT_CNTL", 0x36814u, 0xDA05u, kType_GCEA_PERFCOUNTER_RSLT_CNTL, "GCEA_PERFCOUNTER_RSLT_CNTL"},
    {"SX_PERFCOUNTER0_SELECT", 0x36900u, 0xDA40u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SX_PERFCOUNTER1_SELECT", 0x36904u, 0xDA41u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SX_PERFCOUNTER2_SELECT", 0x36908u, 0xDA42u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"SX_PERFCOUNTER3_SELECT", 0x3690Cu, 0xDA43u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"SX_PERFCOUNTER0_SELECT1", 0x36910u, 0xDA44u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SX_PERFCOUNTER1_SELECT1", 0x36914u, 0xDA45u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"GDS_PERFCOUNTER0_SELECT", 0x36A00u, 0xDA80u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GDS_PERFCOUNTER1_SELECT", 0x36A04u, 0xDA81u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GDS_PERFCOUNTER2_SELECT", 0x36A08u, 0xDA82u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GDS_PERFCOUNTER3_SELECT", 0x36A0Cu, 0xDA83u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GDS_PERFCOUNTER0_SELECT1", 0x36A10u, 0xDA84u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"GDS_PERFCOUNTER1_SELECT1", 0x36A14u, 0xDA85u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"GDS_PERFCOUNTER2_SELECT1", 0x36A18u, 0xDA86u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"GDS_PERFCOUNTER3_SELECT1", 0x36A1Cu, 0xDA87u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"TA_PERFCOUNTER0_SELECT", 0x36B00u, 0xDAC0u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"TA_PERFCOUNTER0_SELECT1", 0x36B04u, 0xDAC1u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"TA_PERFCOUNTER1_SELECT", 0x36B08u, 0xDAC2u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"TD_PERFCOUNTER0_SELECT", 0x36C00u, 0xDB00u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"TD_PERFCOUNTER0_SELECT1", 0x36C04u, 0xDB01u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"TD_PERFCOUNTER1_SELECT", 0x36C08u, 0xDB02u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"TCP_PERFCOUNTER0_SELECT", 0x36D00u, 0xDB40u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"TCP_PERFCOUNTER0_SELECT1", 0x36D04u, 0xDB41u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"TCP_PERFCOUNTER1_SELECT", 0x36D08u, 0xDB42u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"TCP_PERFCOUNTER1_SELECT1", 0x36D0Cu, 0xDB43u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"TCP_PERFCOUNTER2_SELECT", 0x36D10u, 0xDB44u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"TCP_PERFCOUNTER3_SELECT", 0x36D14u, 0xDB45u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"GL2C_PERFCOUNTER0_SELECT", 0x36E00u, 0xDB80u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GL2C_PERFCOUNTER0_SELECT1", 0x36E04u, 0xDB81u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GL2C_PERFCOUNTER1_SELECT", 0x36E08u, 0xDB82u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GL2C_PERFCOUNTER1_SELECT1", 0x36E0Cu, 0xDB83u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GL2C_PERFCOUNTER2_SELECT", 0x36E10u, 0xDB84u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"GL2C_PERFCOUNTER3_SELECT", 0x36E14u, 0xDB85u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"GL2A_PERFCOUNTER0_SELECT", 0x36E40u, 0xDB90u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GL2A_PERFCOUNTER0_SELECT1", 0x36E44u, 0xDB91u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GL2A_PERFCOUNTER1_SELECT", 0x36E48u, 0xDB92u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GL2A_PERFCOUNTER1_SELECT1", 0x36E4Cu, 0xDB93u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GL2A_PERFCOUNTER2_SELECT", 0x36E50u, 0xDB94u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"GL2A_PERFCOUNTER3_SELECT", 0x36E54u, 0xDB95u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"GL1C_PERFCOUNTER0_SELECT", 0x36E80u, 0xDBA0u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GL1C_PERFCOUNTER0_SELECT1", 0x36E84u, 0xDBA1u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GL1C_PERFCOUNTER1_SELECT", 0x36E88u, 0xDBA2u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"GL1C_PERFCOUNTER2_SELECT", 0x36E8Cu, 0xDBA3u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"GL1C_PERFCOUNTER3_SELECT", 0x36E90u, 0xDBA4u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"CHC_PERFCOUNTER0_SELECT", 0x36F00u, 0xDBC0u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"CHC_PERFCOUNTER0_SELECT1", 0x36F04u, 0xDBC1u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"CHC_PERFCOUNTER1_SELECT", 0x36F08u, 0xDBC2u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"CHC_PERFCOUNTER2_SELECT", 0x36F0Cu, 0xDBC3u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"CHC_PERFCOUNTER3_SELECT", 0x36F10u, 0xDBC4u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"CHCG_PERFCOUNTER0_SELECT", 0x36F18u, 0xDBC6u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"CHCG_PERFCOUNTER0_SELECT1", 0x36F1Cu, 0xDBC7u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"CHCG_PERFCOUNTER1_SELECT", 0x36F20u, 0xDBC8u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"CHCG_PERFCOUNTER2_SELECT", 0x36F24u, 0xDBC9u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"CHCG_PERFCOUNTER3_SELECT", 0x36F28u, 0xDBCAu, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"CB_PERFCOUNTER_FILTER", 0x37000u, 0xDC00u, kType_CB_PERFCOUNTER_FILTER, "CB_PERFCOUNTER_FILTER"},
    {"CB_PERFCOUNTER0_SELECT", 0x37004u, 0xDC01u, kType_CB_PERFCOUNTER0_SELECT, "CB_PERFCOUNTER0_SELECT"},
    {"CB_PERFCOUNTER0_SELECT1", 0x37008u, 0xDC02u, kType_CB_PERFCOUNTER0_SELECT1, "CB_PERFCOUNTER0_SELECT1"},
    {"CB_PERFCOUNTER1_SELECT", 0x3700Cu, 0xDC03u, kType_CB_PERFCOUNTER1_SELECT, "CB_PERFCOUNTER1_SELECT"},
    {"CB_PERFCOUNTER2_SELECT", 0x37010u, 0xDC04u, kType_CB_PERFCOUNTER1_SELECT, "CB_PERFCOUNTER1_SELECT"},
    {"CB_PERFCOUNTER3_SELECT", 0x37014u, 0xDC05u, kType_CB_PERFCOUNTER1_SELECT, "CB_PERFCOUNTER1_SELECT"},
    {"DB_PERFCOUNTER0_SELECT", 0x37100u, 0xDC40u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"DB_PERFCOUNTER0_SELECT1", 0x37104u, 0xDC41u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"DB_PERFCOUNTER1_SELECT", 0x37108u, 0xDC42u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"DB_PERFCOUNTER1_SELECT1", 0x3710Cu, 0xDC43u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"DB_PERFCOUNTER2_SELECT", 0x37110u, 0xDC44u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"DB_PERFCOUNTER3_SELECT", 0x37118u, 0xDC46u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"RLC_SPM_PERFMON_CNTL", 0x37200u, 0xDC80u, kType_RLC_SPM_PERFMON_CNTL, "RLC_SPM_PERFMON_CNTL"},
    {"RLC_SPM_PERFMON_RING_BASE_LO", 0x37204u, 0xDC81u, kType_RLC_SPM_PERFMON_RING_BASE_LO, "RLC_SPM_PERFMON_RING_BASE_LO"},
    {"RLC_SPM_PERFMON_RING_BASE_HI", 0x37208u, 0xDC82u, kType_RLC_SPM_PERFMON_RING_BASE_HI, "RLC_SPM_PERFMON_RING_BASE_HI"},
    {"RLC_SPM_PERFMON_RING_SIZE", 0x3720Cu, 0xDC83u, kType_RLC_SPM_PERFMON_RING_SIZE, "RLC_SPM_PERFMON_RING_SIZE"},
    {"RLC_SPM_PERFMON_SEGMENT_SIZE", 0x37210u, 0xDC84u, kType_RLC_SPM_PERFMON_SEGMENT_SIZE, "RLC_SPM_PERFMON_SEGMENT_SIZE"},
    {"RLC_SPM_RING_RDPTR", 0x37214u, 0xDC85u, kType_RLC_SPM_RING_RDPTR, "RLC_SPM_RING_RDPTR"},
    {"RLC_SPM_SEGMENT_THRESHOLD", 0x37218u, 0xDC86u, kType_RLC_SPM_SEGMENT_THRESHOLD, "RLC_SPM_SEGMENT_THRESHOLD"},
    {"RLC_SPM_SE_MUXSEL_ADDR", 0x3721Cu, 0xDC87u, kType_RLC_SPM_SE_MUXSEL_ADDR, "RLC_SPM_SE_MUXSEL_ADDR"},
    {"RLC_SPM_SE_MUXSEL_DATA", 0x37220u, 0xDC88u, kType_RLC_SPM_SE_MUXSEL_DATA, "RLC_SPM_SE_MUXSEL_DATA"},
    {"RLC_SPM_GLOBAL_MUXSEL_ADDR", 0x37224u, 0xDC89u, kType_RLC_SPM_GLOBAL_MUXSEL_ADDR, "RLC_SPM_GLOBAL_MUXSEL_ADDR"},
    {"RLC_SPM_GLOBAL_MUXSEL_DATA", 0x37228u, 0xDC8Au, kType_RLC_SPM_SE_MUXSEL_DATA, "RLC_SPM_SE_MUXSEL_DATA"},
    {"RLC_SPM_DESER_START_SKEW", 0x3722Cu, 0xDC8Bu, kType_RLC_SPM_DESER_START_SKEW, "RLC_SPM_DESER_START_SKEW"},
    {"RLC_SPM_GLOBALS_SAMPLE_SKEW", 0x37230u, 0xDC8Cu, kType_RLC_SPM_GLOBALS_SAMPLE_SKEW, "RLC_SPM_GLOBALS_SAMPLE_SKEW"},
    {"RLC_SPM_GLOBALS_MUXSEL_SKEW", 0x37234u, 0xDC8Du, kType_RLC_SPM_GLOBALS_MUXSEL_SKEW, "RLC_SPM_GLOBALS_MUXSEL_SKEW"},
    {"RLC_SPM_SE_SAMPLE_SKEW", 0x37238u, 0xDC8Eu, kType_RLC_SPM_SE_SAMPLE_SKEW, "RLC_SPM_SE_SAMPLE_SKEW"},
    {"RLC_SPM_SE_MUXSEL_SKEW", 0x3723Cu, 0xDC8Fu, kType_RLC_SPM_SE_MUXSEL_SKEW, "RLC_SPM_SE_MUXSEL_SKEW"},
    {"RLC_SPM_GLB_SAMPLEDELAY_IND_ADDR", 0x37240u, 0xDC90u, kType_RLC_SPM_GLB_SAMPLEDELAY_IND_ADDR, "RLC_SPM_GLB_SAMPLEDELAY_IND_ADDR"},
    {"RLC_SPM_GLB_SAMPLEDELAY_IND_DATA", 0x37244u, 0xDC91u, kType_RLC_SPM_GLB_SAMPLEDELAY_IND_DATA, "RLC_SPM_GLB_SAMPLEDELAY_IND_DATA"},
    {"RLC_SPM_SE_SAMPLEDELAY_IND_ADDR", 0x37248u, 0xDC92u, kType_RLC_SPM_SE_SAMPLEDELAY_IND_ADDR, "RLC_SPM_SE_SAMPLEDELAY_IND_ADDR"},
    {"RLC_SPM_SE_SAMPLEDELAY_IND_DATA", 0x3724Cu, 0xDC93u, kType_RLC_SPM_GLB_SAMPLEDELAY_IND_DATA, "RLC_SPM_GLB_SAMPLEDELAY_IND_DATA"},
    {"RLC_SPM_RING_WRPTR", 0x37250u, 0xDC94u, kType_RLC_SPM_RING_WRPTR, "RLC_SPM_RING_WRPTR"},
    {"RLC_SPM_ACCUM_DATARAM_ADDR", 0x37254u, 0xDC95u, kType_RLC_SPM_ACCUM_DATARAM_ADDR, "RLC_SPM_ACCUM_DATARAM_ADDR"},
    {"RLC_SPM_ACCUM_DATARAM_DATA", 0x37258u, 0xDC96u, kType_RLC_SPM_ACCUM_DATARAM_DATA, "RLC_SPM_ACCUM_DATARAM_DATA"},
    {"RLC_SPM_ACCUM_CTRLRAM_ADDR", 0x3725Cu, 0xDC97u, kType_RLC_SPM_ACCUM_CTRLRAM_ADDR, "RLC_SPM_ACCUM_CTRLRAM_ADDR"},
    {"RLC_SPM_ACCUM_CTRLRAM_DATA", 0x37260u, 0xDC98u, kType_RLC_SPM_ACCUM_CTRLRAM_DATA, "RLC_SPM_ACCUM_CTRLRAM_DATA"},
    {"RLC_SPM_ACCUM_STATUS", 0x37264u, 0xDC99u, kType_RLC_SPM_ACCUM_STATUS, "RLC_SPM_ACCUM_STATUS"},
    {"RLC_SPM_ACCUM_CTRL", 0x37268u, 0xDC9Au, kType_RLC_SPM_ACCUM_CTRL, "RLC_SPM_ACCUM_CTRL"},
    {"RLC_SPM_ACCUM_MODE", 0x3726Cu, 0xDC9Bu, kType_RLC_SPM_ACCUM_MODE, "RLC_SPM_ACCUM_MODE"},
    {"RLC_SPM_ACCUM_THRESHOLD", 0x37270u, 0xDC9Cu, kType_RLC_SPM_ACCUM_THRESHOLD, "RLC_SPM_ACCUM_THRESHOLD"},
    {"RLC_SPM_ACCUM_SAMPLES_REQUESTED", 0x37274u, 0xDC9Du, kType_RLC_SPM_ACCUM_SAMPLES_REQUESTED, "RLC_SPM_ACCUM_SAMPLES_REQUESTED"},
    {"RLC_SPM_ACCUM_DATARAM_WRCOUNT", 0x37278u, 0xDC9Eu, kType_RLC_SPM_ACCUM_DATARAM_WRCOUNT, "RLC_SPM_ACCUM_DATARAM_WRCOUNT"},
    {"RLC_SPM_PERFMON_SE3TO0_SEGMENT_SIZE", 0x3727Cu, 0xDC9Fu, kType_RLC_SPM_PERFMON_SE3TO0_SEGMENT_SIZE, "RLC_SPM_PERFMON_SE3TO0_SEGMENT_SIZE"},
    {"RLC_SPM_PERFMON_GLB_SEGMENT_SIZE", 0x37280u, 0xDCA0u, kType_RLC_SPM_PERFMON_GLB_SEGMENT_SIZE, "RLC_SPM_PERFMON_GLB_SEGMENT_SIZE"},
    {"RLC_SPM_VIRT_CTRL", 0x37284u, 0xDCA1u, kType_RLC_SPM_VIRT_CTRL, "RLC_SPM_VIRT_CTRL"},
    {"RLC_SPM_PERFMON_SWA_SEGMENT_SIZE", 0x37288u, 0xDCA2u, kType_RLC_SPM_PERFMON_SEGMENT_SIZE, "RLC_SPM_PERFMON_SEGMENT_SIZE"},
    {"RLC_SPM_VIRT_STATUS", 0x3728Cu, 0xDCA3u, kType_RLC_SPM_VIRT_STATUS, "RLC_SPM_VIRT_STATUS"},
    {"RLC_SPM_GFXCLOCK_HIGHCOUNT", 0x37290u, 0xDCA4u, kType_RLC_SPM_GFXCLOCK_HIGHCOUNT, "RLC_SPM_GFXCLOCK_HIGHCOUNT"},
    {"RLC_SPM_GFXCLOCK_LOWCOUNT", 0x37294u, 0xDCA5u, kType_RLC_SPM_GFXCLOCK_LOWCOUNT, "RLC_SPM_GFXCLOCK_LOWCOUNT"},
    {"RLC_SPM_PERFMON_SWA_SE3TO0_SEGMENT_SIZE", 0x37298u, 0xDCA6u, kType_RLC_SPM_PERFMON_SE3TO0_SEGMENT_SIZE, "RLC_SPM_PERFMON_SE3TO0_SEGMENT_SIZE"},
    {"RLC_SPM_GLOBAL_MUXSEL_ADDR_OFFSET", 0x3729Cu, 0xDCA7u, kType_RLC_SPM_GLOBAL_MUXSEL_ADDR_OFFSET, "RLC_SPM_GLOBAL_MUXSEL_ADDR_OFFSET"},
    {"RLC_SPM_SE_MUXSEL_ADDR_OFFSET", 0x372A0u, 0xDCA8u, kType_RLC_SPM_GLOBAL_MUXSEL_ADDR_OFFSET, "RLC_SPM_GLOBAL_MUXSEL_ADDR_OFFSET"},
    {"RLC_SPM_ACCUM_SWA_DATARAM_ADDR", 0x372A4u, 0xDCA9u, kType_RLC_SPM_ACCUM_DATARAM_ADDR, "RLC_SPM_ACCUM_DATARAM_ADDR"},
    {"RLC_SPM_ACCUM_SWA_DATARAM_DATA", 0x372A8u, 0xDCAAu, kType_RLC_SPM_ACCUM_DATARAM_DATA, "RLC_SPM_ACCUM_DATARAM_DATA"},
    {"RLC_SPM_ACCUM_CTRLRAM_ADDR_OFFSET", 0x372ACu, 0xDCABu, kType_RLC_SPM_ACCUM_CTRLRAM_ADDR_OFFSET, "RLC_SPM_ACCUM_CTRLRAM_ADDR_OFFSET"},
    {"RLC_SPM_PERFMON_SWA_GLB_SEGMENT_SIZE", 0x372B0u, 0xDCACu, kType_RLC_SPM_PERFMON_GLB_SEGMENT_SIZE, "RLC_SPM_PERFMON_GLB_SEGMENT_SIZE"},
    {"RLC_SPM_ACCUM_DATARAM_32BITCNTRS_REGIONS", 0x372B4u, 0xDCADu, kType_RLC_SPM_ACCUM_DATARAM_32BITCNTRS_REGIONS, "RLC_SPM_ACCUM_DATARAM_32BITCNTRS_REGIONS"},
    {"RLC_PERFMON_CNTL", 0x37300u, 0xDCC0u, kType_RLC_PERFMON_CNTL, "RLC_PERFMON_CNTL"},
    {"RLC_PERFCOUNTER0_SELECT", 0x37304u, 0xDCC1u, kType_RLC_PERFCOUNTER0_SELECT, "RLC_PERFCOUNTER0_SELECT"},
    {"RLC_PERFCOUNTER1_SELECT", 0x37308u, 0xDCC2u, kType_RLC_PERFCOUNTER0_SELECT, "RLC_PERFCOUNTER0_SELECT"},
    {"RLC_GPU_IOV_PERF_CNT_CNTL", 0x3730Cu, 0xDCC3u, kType_RLC_GPU_IOV_PERF_CNT_CNTL, "RLC_GPU_IOV_PERF_CNT_CNTL"},
    {"RLC_GPU_IOV_PERF_CNT_WR_ADDR", 0x37310u, 0xDCC4u, kType_RLC_GPU_IOV_PERF_CNT_WR_ADDR, "RLC_GPU_IOV_PERF_CNT_WR_ADDR"},
    {"RLC_GPU_IOV_PERF_CNT_WR_DATA", 0x37314u, 0xDCC5u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"RLC_GPU_IOV_PERF_CNT_RD_ADDR", 0x37318u, 0xDCC6u, kType_RLC_GPU_IOV_PERF_CNT_WR_ADDR, "RLC_GPU_IOV_PERF_CNT_WR_ADDR"},
    {"RLC_GPU_IOV_PERF_CNT_RD_DATA", 0x3731Cu, 0xDCC7u, kType_SPI_SHADER_USER_DATA_PS_0, "SPI_SHADER_USER_DATA_PS_0"},
    {"RLC_PERFMON_CLK_CNTL", 0x37390u, 0xDCE4u, kType_RLC_PERFMON_CLK_CNTL, "RLC_PERFMON_CLK_CNTL"},
    {"RMI_PERFCOUNTER0_SELECT", 0x37400u, 0xDD00u, kType_CB_PERFCOUNTER0_SELECT, "CB_PERFCOUNTER0_SELECT"},
    {"RMI_PERFCOUNTER0_SELECT1", 0x37404u, 0xDD01u, kType_CB_PERFCOUNTER0_SELECT1, "CB_PERFCOUNTER0_SELECT1"},
    {"RMI_PERFCOUNTER1_SELECT", 0x37408u, 0xDD02u, kType_CB_PERFCOUNTER1_SELECT, "CB_PERFCOUNTER1_SELECT"},
    {"RMI_PERFCOUNTER2_SELECT", 0x3740Cu, 0xDD03u, kType_CB_PERFCOUNTER0_SELECT, "CB_PERFCOUNTER0_SELECT"},
    {"RMI_PERFCOUNTER2_SELECT1", 0x37410u, 0xDD04u, kType_CB_PERFCOUNTER0_SELECT1, "CB_PERFCOUNTER0_SELECT1"},
    {"RMI_PERFCOUNTER3_SELECT", 0x37414u, 0xDD05u, kType_CB_PERFCOUNTER1_SELECT, "CB_PERFCOUNTER1_SELECT"},
    {"RMI_PERF_COUNTER_CNTL", 0x37418u, 0xDD06u, kType_RMI_PERF_COUNTER_CNTL, "RMI_PERF_COUNTER_CNTL"},
    {"GCMC_VM_L2_PERFCOUNTER0_CFG", 0x374B0u, 0xDD2Cu, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCMC_VM_L2_PERFCOUNTER1_CFG", 0x374B4u, 0xDD2Du, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCMC_VM_L2_PERFCOUNTER2_CFG", 0x374B8u, 0xDD2Eu, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCMC_VM_L2_PERFCOUNTER3_CFG", 0x374BCu, 0xDD2Fu, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCMC_VM_L2_PERFCOUNTER4_CFG", 0x374C0u, 0xDD30u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCMC_VM_L2_PERFCOUNTER5_CFG", 0x374C4u, 0xDD31u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCMC_VM_L2_PERFCOUNTER6_CFG", 0x374C8u, 0xDD32u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCMC_VM_L2_PERFCOUNTER7_CFG", 0x374CCu, 0xDD33u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCMC_VM_L2_PERFCOUNTER_RSLT_CNTL", 0x374D0u, 0xDD34u, kType_GCEA_PERFCOUNTER_RSLT_CNTL, "GCEA_PERFCOUNTER_RSLT_CNTL"},
    {"GCUTCL2_PERFCOUNTER0_CFG", 0x374D4u, 0xDD35u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCUTCL2_PERFCOUNTER1_CFG", 0x374D8u, 0xDD36u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCUTCL2_PERFCOUNTER2_CFG", 0x374DCu, 0xDD37u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCUTCL2_PERFCOUNTER3_CFG", 0x374E0u, 0xDD38u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GCUTCL2_PERFCOUNTER_RSLT_CNTL", 0x374E4u, 0xDD39u, kType_GCEA_PERFCOUNTER_RSLT_CNTL, "GCEA_PERFCOUNTER_RSLT_CNTL"},
    {"GCVML2_PERFCOUNTER2_0_SELECT", 0x374F0u, 0xDD3Cu, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GCVML2_PERFCOUNTER2_1_SELECT", 0x374F4u, 0xDD3Du, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GCVML2_PERFCOUNTER2_0_SELECT1", 0x374F8u, 0xDD3Eu, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"GCVML2_PERFCOUNTER2_1_SELECT1", 0x374FCu, 0xDD3Fu, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"GCVML2_PERFCOUNTER2_0_MODE", 0x37500u, 0xDD40u, kType_GCEA_PERFCOUNTER2_MODE, "GCEA_PERFCOUNTER2_MODE"},
    {"GCVML2_PERFCOUNTER2_1_MODE", 0x37504u, 0xDD41u, kType_GCEA_PERFCOUNTER2_MODE, "GCEA_PERFCOUNTER2_MODE"},
    {"GCR_PERFCOUNTER0_SELECT", 0x37580u, 0xDD60u, kType_CB_PERFCOUNTER0_SELECT, "CB_PERFCOUNTER0_SELECT"},
    {"GCR_PERFCOUNTER0_SELECT1", 0x37584u, 0xDD61u, kType_CB_PERFCOUNTER0_SELECT1, "CB_PERFCOUNTER0_SELECT1"},
    {"GCR_PERFCOUNTER1_SELECT", 0x37588u, 0xDD62u, kType_GCR_PERFCOUNTER1_SELECT, "GCR_PERFCOUNTER1_SELECT"},
    {"UTCL1_PERFCOUNTER0_SELECT", 0x3758Cu, 0xDD63u, kType_UTCL1_PERFCOUNTER0_SELECT, "UTCL1_PERFCOUNTER0_SELECT"},
    {"UTCL1_PERFCOUNTER1_SELECT", 0x37590u, 0xDD64u, kType_UTCL1_PERFCOUNTER0_SELECT, "UTCL1_PERFCOUNTER0_SELECT"},
    {"PA_PH_PERFCOUNTER0_SELECT", 0x37600u, 0xDD80u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"PA_PH_PERFCOUNTER0_SELECT1", 0x37604u, 0xDD81u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"PA_PH_PERFCOUNTER1_SELECT", 0x37608u, 0xDD82u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"PA_PH_PERFCOUNTER2_SELECT", 0x3760Cu, 0xDD83u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"PA_PH_PERFCOUNTER3_SELECT", 0x37610u, 0xDD84u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"PA_PH_PERFCOUNTER4_SELECT", 0x37614u, 0xDD85u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"PA_PH_PERFCOUNTER5_SELECT", 0x37618u, 0xDD86u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"PA_PH_PERFCOUNTER6_SELECT", 0x3761Cu, 0xDD87u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"PA_PH_PERFCOUNTER7_SELECT", 0x37620u, 0xDD88u, kType_PA_SC_PERFCOUNTER1_SELECT, "PA_SC_PERFCOUNTER1_SELECT"},
    {"PA_PH_PERFCOUNTER1_SELECT1", 0x37640u, 0xDD90u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"PA_PH_PERFCOUNTER2_SELECT1", 0x37644u, 0xDD91u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"PA_PH_PERFCOUNTER3_SELECT1", 0x37648u, 0xDD92u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"GL1A_PERFCOUNTER0_SELECT", 0x37700u, 0xDDC0u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GL1A_PERFCOUNTER0_SELECT1", 0x37704u, 0xDDC1u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"GL1A_PERFCOUNTER1_SELECT", 0x37708u, 0xDDC2u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"GL1A_PERFCOUNTER2_SELECT", 0x3770Cu, 0xDDC3u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"GL1A_PERFCOUNTER3_SELECT", 0x37710u, 0xDDC4u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"CHA_PERFCOUNTER0_SELECT", 0x37780u, 0xDDE0u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"CHA_PERFCOUNTER0_SELECT1", 0x37784u, 0xDDE1u, kType_GE1_PERFCOUNTER0_SELECT1, "GE1_PERFCOUNTER0_SELECT1"},
    {"CHA_PERFCOUNTER1_SELECT", 0x37788u, 0xDDE2u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"CHA_PERFCOUNTER2_SELECT", 0x3778Cu, 0xDDE3u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"CHA_PERFCOUNTER3_SELECT", 0x37790u, 0xDDE4u, kType_SX_PERFCOUNTER2_SELECT, "SX_PERFCOUNTER2_SELECT"},
    {"GUS_PERFCOUNTER2_SELECT", 0x37800u, 0xDE00u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"GUS_PERFCOUNTER2_SELECT1", 0x37804u, 0xDE01u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"GUS_PERFCOUNTER2_MODE", 0x37808u, 0xDE02u, kType_GCEA_PERFCOUNTER2_MODE, "GCEA_PERFCOUNTER2_MODE"},
    {"GUS_PERFCOUNTER0_CFG", 0x3780Cu, 0xDE03u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GUS_PERFCOUNTER1_CFG", 0x37810u, 0xDE04u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"GUS_PERFCOUNTER_RSLT_CNTL", 0x37814u, 0xDE05u, kType_GCEA_PERFCOUNTER_RSLT_CNTL, "GCEA_PERFCOUNTER_RSLT_CNTL"},
    {"SDMA0_PERFCNT_PERFCOUNTER0_CFG", 0x37880u, 0xDE20u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"SDMA0_PERFCNT_PERFCOUNTER1_CFG", 0x37884u, 0xDE21u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"SDMA0_PERFCNT_PERFCOUNTER_RSLT_CNTL", 0x37888u, 0xDE22u, kType_GCEA_PERFCOUNTER_RSLT_CNTL, "GCEA_PERFCOUNTER_RSLT_CNTL"},
    {"SDMA0_PERFCNT_MISC_CNTL", 0x3788Cu, 0xDE23u, kType_SDMA0_PERFCNT_MISC_CNTL, "SDMA0_PERFCNT_MISC_CNTL"},
    {"SDMA0_PERFCOUNTER0_SELECT", 0x37890u, 0xDE24u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SDMA0_PERFCOUNTER0_SELECT1", 0x37894u, 0xDE25u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SDMA0_PERFCOUNTER1_SELECT", 0x37898u, 0xDE26u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SDMA0_PERFCOUNTER1_SELECT1", 0x3789Cu, 0xDE27u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SDMA1_PERFCNT_PERFCOUNTER0_CFG", 0x378B0u, 0xDE2Cu, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"SDMA1_PERFCNT_PERFCOUNTER1_CFG", 0x378B4u, 0xDE2Du, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"SDMA1_PERFCNT_PERFCOUNTER_RSLT_CNTL", 0x378B8u, 0xDE2Eu, kType_GCEA_PERFCOUNTER_RSLT_CNTL, "GCEA_PERFCOUNTER_RSLT_CNTL"},
    {"SDMA1_PERFCNT_MISC_CNTL", 0x378BCu, 0xDE2Fu, kType_SDMA0_PERFCNT_MISC_CNTL, "SDMA0_PERFCNT_MISC_CNTL"},
    {"SDMA1_PERFCOUNTER0_SELECT", 0x378C0u, 0xDE30u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SDMA1_PERFCOUNTER0_SELECT1", 0x378C4u, 0xDE31u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SDMA1_PERFCOUNTER1_SELECT", 0x378C8u, 0xDE32u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SDMA1_PERFCOUNTER1_SELECT1", 0x378CCu, 0xDE33u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SDMA2_PERFCNT_PERFCOUNTER0_CFG", 0x378E0u, 0xDE38u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"SDMA2_PERFCNT_PERFCOUNTER1_CFG", 0x378E4u, 0xDE39u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"SDMA2_PERFCNT_PERFCOUNTER_RSLT_CNTL", 0x378E8u, 0xDE3Au, kType_GCEA_PERFCOUNTER_RSLT_CNTL, "GCEA_PERFCOUNTER_RSLT_CNTL"},
    {"SDMA2_PERFCNT_MISC_CNTL", 0x378ECu, 0xDE3Bu, kType_SDMA0_PERFCNT_MISC_CNTL, "SDMA0_PERFCNT_MISC_CNTL"},
    {"SDMA2_PERFCOUNTER0_SELECT", 0x378F0u, 0xDE3Cu, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SDMA2_PERFCOUNTER0_SELECT1", 0x378F4u, 0xDE3Du, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SDMA2_PERFCOUNTER1_SELECT", 0x378F8u, 0xDE3Eu, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SDMA2_PERFCOUNTER1_SELECT1", 0x378FCu, 0xDE3Fu, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SDMA3_PERFCNT_PERFCOUNTER0_CFG", 0x37910u, 0xDE44u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"SDMA3_PERFCNT_PERFCOUNTER1_CFG", 0x37914u, 0xDE45u, kType_GCEA_PERFCOUNTER0_CFG, "GCEA_PERFCOUNTER0_CFG"},
    {"SDMA3_PERFCNT_PERFCOUNTER_RSLT_CNTL", 0x37918u, 0xDE46u, kType_GCEA_PERFCOUNTER_RSLT_CNTL, "GCEA_PERFCOUNTER_RSLT_CNTL"},
    {"SDMA3_PERFCNT_MISC_CNTL", 0x3791Cu, 0xDE47u, kType_SDMA0_PERFCNT_MISC_CNTL, "SDMA0_PERFCNT_MISC_CNTL"},
    {"SDMA3_PERFCOUNTER0_SELECT", 0x37920u, 0xDE48u, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SDMA3_PERFCOUNTER0_SELECT1", 0x37924u, 0xDE49u, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
    {"SDMA3_PERFCOUNTER1_SELECT", 0x37928u, 0xDE4Au, kType_PA_SU_PERFCOUNTER0_SELECT, "PA_SU_PERFCOUNTER0_SELECT"},
    {"SDMA3_PERFCOUNTER1_SELECT1", 0x3792Cu, 0xDE4Bu, kType_PA_SU_PERFCOUNTER0_SELECT1, "PA_SU_PERFCOUNTER0_SELECT1"},
};

// Indices into kRegisters in byte order of the names, for lookup by name.
constexpr uint16_t kRegistersByName[] = {
    658, 659, 660, 661, 662, 663, 664, 665, 476, 475, 474, 473, 822, 961, 969, 817,
    929, 828, 829, 824, 937, 825, 830, 953, 823, 826, 945, 827, 821, 818, 819, 820,
    836, 962, 970, 831, 930, 842, 843, 838, 938, 839, 844, 954, 837, 840, 946, 841,
    835, 832, 833, 834, 850, 963, 971, 845, 931, 856, 857, 852, 939, 853, 858, 955,
    851, 854, 947, 855, 849, 846, 847, 848, 864, 964, 972, 859, 932, 870, 871, 866,
    940, 867, 872, 956, 865, 868, 948, 869, 863, 860, 861, 862, 878, 965, 973, 873,
    933, 884, 885, 880, 941, 881, 886, 957, 879, 882, 949, 883, 877, 874, 875, 876,
    892, 966, 974, 887, 934, 898, 899, 894, 942, 895, 900, 958, 893, 896, 950, 897,
    891, 888, 889, 890, 906, 967, 975, 901, 935, 912, 913, 908, 943, 909, 914, 959,
    907, 910, 951, 911, 905, 902, 903, 904, 920, 968, 976, 915, 936, 926, 927, 922,
    944, 923, 928, 960, 921, 924, 952, 925, 919, 916, 917, 918, 680, 478, 477, 1487,
    1486, 1749, 1750, 1489, 1488, 1751, 1491, 1490, 1752, 1493, 1492, 1753, 1748, 472, 390, 389,
    1555, 1554, 1864, 1865, 1557, 1556, 1866, 1559, 1558, 1867, 1561, 1560, 1868, 1479, 1478, 1743,
    1744, 1481, 1480, 1745, 1483, 1482, 1746, 1485, 1484, 1747, 1471, 1470, 1738, 1739, 1473, 1472,
    1740, 1475, 1474, 1741, 1477, 1476, 1742, 393, 394, 373, 374, 369, 370, 371, 372, 310,
    292, 293, 295, 296, 271, 272, 273, 333, 302, 270, 285, 284, 287, 286, 332, 301,
    334, 277, 278, 279, 281, 283, 282, 288, 289, 309, 280, 312, 315, 304, 291, 297,
    298, 299, 311, 274, 275, 276, 303, 300, 294, 305, 306, 307, 308, 316, 317, 326,
    327, 328, 329, 330, 331, 318, 319, 320, 321, 322, 323, 324, 325, 290, 314, 313,
    466, 467, 1305, 1604, 1298, 1297, 1599, 1594, 1296, 1295, 1593, 1303, 1602, 1302, 1301, 1597,
    1596, 1300, 1299, 1595, 1600, 1304, 1603, 1294, 1293, 1592, 1591, 1292, 1291, 1590, 1601, 1052,
    1051, 1111, 1110, 1053, 1040, 1039, 1054, 1041, 1055, 1042, 1057, 1056, 1115, 1114, 1152, 1105,
    1148, 1147, 1149, 1150, 1117, 1116, 1119, 1118, 1129, 1128, 1130, 1121, 1103, 1132, 1131, 1133,
    1122, 1104, 1126, 1125, 1127, 1120, 1156, 1157, 1080, 1076, 1078, 1079, 1094, 1077, 1081, 50,
    55, 56, 62, 57, 59, 58, 51, 49, 53, 61, 60, 54, 52, 1144, 1143, 1145,
    1146, 1160, 1161, 1092, 1107, 1106, 1086, 1075, 1084, 1085, 1082, 1083, 1109, 1108, 1091, 1074,
    1089, 1090, 1087, 1088, 1093, 1158, 1159, 1605, 1606, 1610, 1608, 1609, 1607, 978, 977, 1142,
    1141, 980, 979, 1140, 982, 981, 1059, 1058, 1061, 1060, 1165, 1166, 1135, 1134, 1136, 1123,
    1100, 1101, 1102, 1162, 1163, 1164, 1171, 1172, 1168, 1169, 1170, 1173, 1067, 1066, 1063, 1062,
    1065, 1064, 988, 987, 992, 991, 996, 995, 1000, 999, 986, 985, 990, 989, 994, 993,
    998, 997, 1018, 1017, 1020, 1019, 1598, 463, 1046, 1045, 1151, 1048, 1047, 1050, 1049, 1095,
    1096, 1154, 1155, 464, 1002, 1001, 1027, 1153, 1099, 1167, 1098, 1097, 1022, 1021, 1024, 1023,
    1068, 1070, 1069, 984, 983, 1028, 1029, 1138, 1137, 1139, 1124, 1026, 1025, 1016, 1015, 1012,
    1011, 1008, 1007, 1014, 1013, 1006, 1005, 1004, 1003, 1010, 1009, 465, 1071, 1073, 1072, 666,
    771, 338, 345, 344, 347, 678, 343, 339, 350, 679, 342, 365, 742, 1244, 1243, 1246,
    1245, 1248, 1247, 1250, 1249, 1495, 1494, 1754, 1755, 1497, 1496, 1756, 1757, 1499, 1498, 1758,
    1501, 1500, 1759, 745, 337, 340, 341, 358, 351, 359, 366, 681, 743, 744, 480, 481,
    346, 479, 353, 355, 362, 357, 364, 360, 1252, 1251, 352, 354, 361, 356, 363, 79,
    1692, 1693, 1419, 1418, 1691, 1689, 1690, 1421, 1420, 1694, 1822, 1823, 1824, 1825, 1826, 1827,
    1828, 1829, 1515, 1514, 1830, 1527, 1526, 1842, 1843, 1529, 1528, 1844, 1831, 1832, 1833, 1834,
    1517, 1516, 1835, 1520, 1518, 1840, 1836, 1838, 1521, 1519, 1841, 1837, 1839, 1265, 1263, 1264,
    1269, 1267, 1268, 1270, 1275, 1276, 1277, 1278, 1266, 1271, 1272, 1273, 1274, 1280, 1281, 1279,
    1284, 1282, 1283, 1285, 1286, 1423, 1422, 1701, 1705, 1425, 1424, 1702, 1706, 1427, 1426, 1703,
    1707, 1429, 1428, 1704, 1708, 1253, 1255, 1256, 1257, 1254, 1262, 1258, 1260, 1261, 1259, 1319,
    1318, 1619, 1620, 1321, 1320, 1621, 1622, 1323, 1322, 1623, 1624, 1325, 1324, 1625, 1626, 1327,
    1326, 1627, 1628, 1329, 1328, 1629, 1630, 1331, 1330, 1631, 1632, 1333, 1332, 1633, 1634, 1335,
    1334, 1635, 1636, 1337, 1336, 1637, 1638, 1339, 1338, 1639, 1640, 1341, 1340, 1641, 1642, 1203,
    1193, 1186, 677, 1201, 1185, 1187, 762, 1208, 1207, 1204, 1205, 1206, 1210, 667, 1547, 1546,
    1859, 1860, 1549, 1548, 1861, 1551, 1550, 1862, 1553, 1552, 1863, 1463, 1462, 1733, 1734, 1465,
    1464, 1735, 1467, 1466, 1736, 1469, 1468, 1737, 1455, 1454, 1727, 1728, 1457, 1456, 1729, 1730,
    1459, 1458, 1731, 1461, 1460, 1732, 1447, 1446, 1721, 1722, 1449, 1448, 1723, 1724, 1451, 1450,
    1725, 1453, 1452, 1726, 1176, 1307, 1306, 1611, 1617, 1309, 1308, 1612, 1618, 1311, 1310, 1613,
    1313, 1312, 1614, 1315, 1314, 1615, 1317, 1316, 1616, 43, 42, 46, 44, 45, 47, 48,
    1872, 1873, 1563, 1562, 1871, 1869, 1870, 1565, 1564, 1874, 724, 737, 1200, 682, 790, 791,
    788, 789, 686, 691, 671, 670, 668, 669, 602, 581, 578, 579, 580, 585, 582, 583,
    584, 589, 586, 587, 588, 593, 590, 591, 592, 597, 594, 595, 596, 601, 598, 599,
    600, 483, 489, 543, 549, 555, 561, 567, 573, 495, 501, 507, 513, 519, 525, 531,
    537, 482, 488, 542, 548, 554, 560, 566, 572, 494, 500, 506, 512, 518, 524, 530,
    536, 485, 491, 545, 551, 557, 563, 569, 575, 497, 503, 509, 515, 521, 527, 533,
    539, 484, 490, 544, 550, 556, 562, 568, 574, 496, 502, 508, 514, 520, 526, 532,
    538, 487, 493, 547, 553, 559, 565, 571, 577, 499, 505, 511, 517, 523, 529, 535,
    541, 486, 492, 546, 552, 558, 564, 570, 576, 498, 504, 510, 516, 522, 528, 534,
    540, 695, 685, 684, 1531, 1530, 1847, 1848, 1533, 1532, 1849, 1856, 1535, 1534, 1850, 1857,
    1537, 1536, 1851, 1858, 1539, 1538, 1852, 1541, 1540, 1853, 1543, 1542, 1854, 1545, 1544, 1855,
    786, 808, 809, 792, 793, 794, 795, 800, 801, 802, 803, 796, 797, 798, 799, 804,
    805, 806, 807, 811, 812, 783, 784, 380, 379, 382, 381, 384, 383, 386, 385, 378,
    813, 387, 392, 391, 1226, 1223, 1222, 1225, 1224, 785, 699, 1212, 714, 715, 814, 1221,
    1218, 1217, 1220, 1219, 1351, 1350, 1651, 1652, 1353, 1352, 1653, 1355, 1354, 1654, 1357, 1356,
    1655, 1359, 1358, 1656, 1361, 1360, 1657, 1363, 1362, 1658, 1365, 1364, 1659, 459, 460, 461,
    1214, 1216, 1213, 1215, 349, 348, 810, 462, 1231, 1228, 1227, 1230, 1229, 396, 395, 416,
    415, 418, 417, 420, 419, 422, 421, 424, 423, 426, 425, 398, 397, 400, 399, 402,
    401, 404, 403, 406, 405, 408, 407, 410, 409, 412, 411, 414, 413, 428, 430, 448,
    450, 452, 454, 456, 458, 432, 434, 436, 438, 440, 442, 444, 446, 427, 429, 447,
    449, 451, 453, 455, 457, 431, 433, 435, 437, 439, 441, 443, 445, 375, 377, 376,
    694, 693, 388, 698, 687, 688, 1211, 692, 1343, 1342, 1643, 1644, 1345, 1344, 1645, 1646,
    1347, 1346, 1647, 1648, 1349, 1348, 1649, 1650, 697, 696, 778, 777, 774, 773, 776, 775,
    689, 683, 690, 787, 1174, 1175, 1809, 1812, 1813, 1810, 1811, 1503, 1502, 1807, 1505, 1504,
    1808, 1814, 1806, 1786, 1783, 1803, 1784, 1805, 1781, 1782, 1790, 1787, 1789, 1785, 1801, 1802,
    1788, 1771, 1796, 1797, 1776, 1777, 1773, 1772, 1769, 1799, 1770, 1760, 1792, 1762, 1761, 1763,
    1791, 1764, 1804, 1798, 1794, 1765, 1780, 1766, 1767, 1800, 1768, 1775, 1778, 1779, 1774, 1793,
    1795, 1507, 1506, 1815, 1816, 1509, 1508, 1817, 1511, 1510, 1818, 1819, 1513, 1512, 1820, 1821,
    1044, 1030, 1031, 1032, 1033, 1034, 1035, 1036, 1037, 1038, 1043, 1878, 1875, 1876, 1567, 1566,
    1877, 1569, 1568, 1879, 1880, 1571, 1570, 1881, 1882, 1886, 1883, 1884, 1573, 1572, 1885, 1575,
    1574, 1887, 1888, 1577, 1576, 1889, 1890, 1894, 1891, 1892, 1579, 1578, 1893, 1581, 1580, 1895,
    1896, 1583, 1582, 1897, 1898, 1902, 1899, 1900, 1585, 1584, 1901, 1587, 1586, 1903, 1904, 1589,
    1588, 1905, 1906, 335, 336, 640, 78, 1288, 1289, 1287, 638, 1366, 1367, 1660, 1664, 1368,
    1369, 1661, 1665, 1370, 1371, 1662, 1666, 1372, 1373, 1663, 1667, 1374, 1375, 1668, 1376, 1377,
    1669, 1670, 637, 603, 604, 613, 614, 615, 616, 617, 618, 619, 620, 621, 622, 605,
    623, 624, 625, 626, 627, 628, 629, 630, 631, 632, 606, 633, 634, 607, 608, 609,
    610, 611, 612, 636, 639, 645, 642, 127, 170, 220, 81, 125, 219, 175, 178, 228,
    269, 225, 84, 129, 218, 174, 177, 227, 268, 224, 83, 128, 179, 229, 85, 130,
    180, 169, 230, 86, 131, 176, 226, 82, 126, 171, 221, 80, 124, 643, 213, 263,
    119, 164, 214, 215, 216, 217, 264, 265, 266, 267, 120, 121, 122, 123, 165, 166,
    167, 168, 173, 223, 172, 222, 181, 182, 191, 192, 193, 194, 195, 196, 197, 198,
    199, 200, 183, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 184, 211, 212,
    185, 186, 187, 188, 189, 190, 231, 232, 241, 242, 243, 244, 245, 246, 247, 248,
    249, 250, 233, 251, 252, 253, 254, 255, 256, 257, 258, 259, 260, 234, 261, 262,
    235, 236, 237, 238, 239, 240, 87, 88, 97, 98, 99, 100, 101, 102, 103, 104,
    105, 106, 89, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 90, 117, 118,
    91, 92, 93, 94, 95, 96, 132, 133, 142, 143, 144, 145, 146, 147, 148, 149,
    150, 151, 134, 152, 153, 154, 155, 156, 157, 158, 159, 160, 161, 135, 162, 163,
    136, 137, 138, 139, 140, 141, 644, 641, 635, 1290, 1240, 1379, 1378, 1671, 1399, 1398,
    1681, 1401, 1400, 1682, 1403, 1402, 1683, 1405, 1404, 1684, 1407, 1406, 1685, 1409, 1408, 1686,
    1381, 1380, 1672, 1383, 1382, 1673, 1385, 1384, 1674, 1387, 1386, 1675, 1389, 1388, 1676, 1391,
    1390, 1677, 1393, 1392, 1678, 1395, 1394, 1679, 1397, 1396, 1680, 1687, 1688, 63, 64, 65,
    66, 70, 72, 73, 74, 75, 76, 68, 71, 77, 69, 1232, 1233, 1234, 1235, 1236,
    1237, 1238, 1239, 67, 0, 41, 40, 15, 14, 13, 6, 16, 17, 5, 12, 8,
    21, 11, 7, 39, 2, 10, 9, 18, 19, 22, 3, 4, 23, 24, 33, 34,
    35, 36, 37, 38, 25, 26, 27, 28, 29, 30, 31, 32, 1, 20, 649, 648,
    650, 651, 652, 653, 654, 655, 656, 657, 1411, 1410, 1695, 1699, 1413, 1412, 1696, 1700,
    1415, 1414, 1697, 1417, 1416, 1698, 647, 646, 367, 368, 1241, 1242, 1431, 1430, 1709, 1710,
    1433, 1432, 1711, 1439, 1438, 1715, 1716, 1441, 1440, 1717, 1718, 1443, 1442, 1719, 1445, 1444,
    1720, 1435, 1434, 1712, 1713, 1437, 1436, 1714, 1112, 1113, 1523, 1522, 1845, 1525, 1524, 1846,
    772, 673, 672, 782, 727, 726, 730, 725, 674, 734, 716, 738, 1177, 718, 676, 732,
    707, 706, 705, 708, 710, 709, 711, 739, 720, 721, 722, 1178, 779, 761, 712, 713,
    723, 717, 719, 766, 767, 768, 769, 701, 702, 703, 704, 1191, 675, 1180, 470, 1202,
    735, 736, 765, 468, 469, 733, 471, 1188, 1189, 700, 816, 729, 731, 1179, 740, 764,
    781, 1181, 1182, 1183, 1184, 748, 751, 754, 757, 746, 749, 752, 755, 780, 759, 758,
    760, 747, 750, 753, 756, 763, 1209, 1192, 770, 1190, 815, 741, 1196, 1197, 728, 1198,
    1199, 1194, 1195,
};

// PM4 packet words (pkt3.json).
constexpr EnumEntry kPkt3Enum_COMMAND__SAIC[] = {
    {"INCREMENT", 0u},
    {"NO_INCREMENT", 1u},
};
constexpr EnumEntry kPkt3Enum_COMMAND__SAS[] = {
    {"MEMORY", 0u},
    {"REGISTER", 1u},
};
constexpr EnumEntry kPkt3Enum_CONTROL__DST_SEL_cik[] = {
    {"MEM_MAPPED_REGISTER", 0u},
    {"MEM_GRBM", 1u},
    {"TC_L2", 2u},
    {"GDS", 3u},
    {"RESERVED", 4u},
    {"MEM", 5u},
};
constexpr EnumEntry kPkt3Enum_CONTROL__ENGINE_SEL[] = {
    {"ME", 0u},
    {"PFP", 1u},
    {"CE", 2u},
    {"DE", 3u},
};
constexpr EnumEntry kPkt3Enum_CP_DMA_WORD1__DST_SEL_gfx9[] = {
    {"DST_ADDR", 0u},
    {"GDS", 1u},
    {"NOWHERE", 2u},
    {"DST_ADDR_TC_L2", 3u},
};
constexpr EnumEntry kPkt3Enum_CP_DMA_WORD1__ENGINE[] = {
    {"ME", 0u},
    {"PFP", 1u},
};
constexpr EnumEntry kPkt3Enum_CP_DMA_WORD1__SRC_SEL_cik[] = {
    {"SRC_ADDR", 0u},
    {"GDS", 1u},
    {"DATA", 2u},
    {"SRC_ADDR_TC_L2", 3u},
};
constexpr EnumEntry kPkt3Enum_GCR_GL1_RANGE[] = {
    {"GL1_ALL", 0u},
    {"GL1_RANGE", 2u},
    {"GL1_FIRST_LAST", 3u},
};
constexpr EnumEntry kPkt3Enum_GCR_GL2_RANGE[] = {
    {"GL2_ALL", 0u},
    {"GL2_VOL", 1u},
    {"GL2_RANGE", 2u},
    {"GL2_FIRST_LAST", 3u},
};
constexpr EnumEntry kPkt3Enum_GCR_GLI_INV[] = {
    {"GLI_NOP", 0u},
    {"GLI_ALL", 1u},
    {"GLI_RANGE", 2u},
    {"GLI_FIRST_LAST", 3u},
};
constexpr EnumEntry kPkt3Enum_GCR_SEQ[] = {
    {"SEQ_PARALLEL", 0u},
    {"SEQ_FORWARD", 1u},
    {"SEQ_REVERSE", 2u},
};

constexpr FieldInfo kPkt3Type_COMMAND_gfx9[] = {
    {"BYTE_COUNT", 0, 25, nullptr, 0, nullptr},
    {"SAS", 26, 26, kPkt3Enum_COMMAND__SAS, 2, "COMMAND__SAS"},
    {"DAS", 27, 27, kPkt3Enum_COMMAND__SAS, 2, "COMMAND__SAS"},
    {"SAIC", 28, 28, kPkt3Enum_COMMAND__SAIC, 2, "COMMAND__SAIC"},
    {"DAIC", 29, 29, kPkt3Enum_COMMAND__SAIC, 2, "COMMAND__SAIC"},
    {"RAW_WAIT", 30, 30, nullptr, 0, nullptr},
    {"DISABLE_WR_CONFIRM", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kPkt3Type_CONTROL_cik[] = {
    {"DST_SEL", 8, 11, kPkt3Enum_CONTROL__DST_SEL_cik, 6, "CONTROL__DST_SEL_cik"},
    {"WR_ONE_ADDR", 16, 16, nullptr, 0, nullptr},
    {"WR_CONFIRM", 20, 20, nullptr, 0, nullptr},
    {"ENGINE_SEL", 30, 31, kPkt3Enum_CONTROL__ENGINE_SEL, 4, "CONTROL__ENGINE_SEL"},
};
constexpr FieldInfo kPkt3Type_CP_DMA_WORD0[] = {
    {"SRC_ADDR_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kPkt3Type_CP_DMA_WORD1_gfx9[] = {
    {"SRC_ADDR_HI", 0, 15, nullptr, 0, nullptr},
    {"DST_SEL", 20, 21, kPkt3Enum_CP_DMA_WORD1__DST_SEL_gfx9, 4, "CP_DMA_WORD1__DST_SEL_gfx9"},
    {"ENGINE", 27, 27, kPkt3Enum_CP_DMA_WORD1__ENGINE, 2, "CP_DMA_WORD1__ENGINE"},
    {"SRC_SEL", 29, 30, kPkt3Enum_CP_DMA_WORD1__SRC_SEL_cik, 4, "CP_DMA_WORD1__SRC_SEL_cik"},
    {"CP_SYNC", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kPkt3Type_CP_DMA_WORD2[] = {
    {"DST_ADDR_LO", 0, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kPkt3Type_CP_DMA_WORD3[] = {
    {"DST_ADDR_HI", 0, 15, nullptr, 0, nullptr},
};
constexpr FieldInfo kPkt3Type_DMA_DATA_WORD0_gfx9[] = {
    {"ENGINE", 0, 0, kPkt3Enum_CP_DMA_WORD1__ENGINE, 2, "CP_DMA_WORD1__ENGINE"},
    {"SRC_CACHE_POLICY", 13, 14, nullptr, 0, nullptr},
    {"DST_SEL", 20, 21, kPkt3Enum_CP_DMA_WORD1__DST_SEL_gfx9, 4, "CP_DMA_WORD1__DST_SEL_gfx9"},
    {"DST_CACHE_POLICY", 25, 26, nullptr, 0, nullptr},
    {"SRC_SEL", 29, 30, kPkt3Enum_CP_DMA_WORD1__SRC_SEL_cik, 4, "CP_DMA_WORD1__SRC_SEL_cik"},
    {"CP_SYNC", 31, 31, nullptr, 0, nullptr},
};
constexpr FieldInfo kPkt3Type_GCR_CNTL[] = {
    {"GLI_INV", 0, 1, kPkt3Enum_GCR_GLI_INV, 4, "GCR_GLI_INV"},
    {"GL1_RANGE", 2, 3, kPkt3Enum_GCR_GL1_RANGE, 3, "GCR_GL1_RANGE"},
    {"GLM_WB", 4, 4, nullptr, 0, nullptr},
    {"GLM_INV", 5, 5, nullptr, 0, nullptr},
    {"GLK_WB", 6, 6, nullptr, 0, nullptr},
    {"GLK_INV", 7, 7, nullptr, 0, nullptr},
    {"GLV_INV", 8, 8, nullptr, 0, nullptr},
    {"GL1_INV", 9, 9, nullptr, 0, nullptr},
    {"GL2_US", 10, 10, nullptr, 0, nullptr},
    {"GL2_RANGE", 11, 12, kPkt3Enum_GCR_GL2_RANGE, 4, "GCR_GL2_RANGE"},
    {"GL2_DISCARD", 13, 13, nullptr, 0, nullptr},
    {"GL2_INV", 14, 14, nullptr, 0, nullptr},
    {"GL2_WB", 15, 15, nullptr, 0, nullptr},
    {"SEQ", 16, 17, kPkt3Enum_GCR_SEQ, 3, "GCR_SEQ"},
    {"RANGE_IS_PA", 18, 18, nullptr, 0, nullptr},
};
constexpr FieldInfo kPkt3Type_IB_CONTROL[] = {
    {"IB_SIZE", 0, 19, nullptr, 0, nullptr},
    {"CHAIN", 20, 20, nullptr, 0, nullptr},
    {"VALID", 23, 23, nullptr, 0, nullptr},
};
constexpr FieldInfo kPkt3Type_RELEASE_MEM_OP[] = {
    {"EVENT_TYPE", 0, 5, nullptr, 0, nullptr},
    {"EVENT_INDEX", 8, 11, nullptr, 0, nullptr},
    {"GLM_WB", 12, 12, nullptr, 0, nullptr},
    {"GLM_INV", 13, 13, nullptr, 0, nullptr},
    {"GLV_INV", 14, 14, nullptr, 0, nullptr},
    {"GL1_INV", 15, 15, nullptr, 0, nullptr},
    {"GL2_US", 16, 16, nullptr, 0, nullptr},
    {"GL2_RANGE", 17, 18, kPkt3Enum_GCR_GL2_RANGE, 4, "GCR_GL2_RANGE"},
    {"GL2_DISCARD", 19, 19, nullptr, 0, nullptr},
    {"GL2_INV", 20, 20, nullptr, 0, nullptr},
    {"GL2_WB", 21, 21, nullptr, 0, nullptr},
    {"SEQ", 22, 23, kPkt3Enum_GCR_SEQ, 3, "GCR_SEQ"},
};

// Every packet word, by name and then by Mesa's key.
constexpr PacketWordInfo kPacketWords[] = {
    {"COMMAND", 0x415u, kPkt3Type_COMMAND_gfx9, "COMMAND_gfx9", nullptr},
    {"CONTROL", 0x370u, kPkt3Type_CONTROL_cik, "CONTROL_cik", nullptr},
    {"CP_DMA_WORD0", 0x410u, kPkt3Type_CP_DMA_WORD0, "CP_DMA_WORD0", nullptr},
    {"CP_DMA_WORD1", 0x411u, kPkt3Type_CP_DMA_WORD1_gfx9, "CP_DMA_WORD1_gfx9", nullptr},
    {"CP_DMA_WORD2", 0x412u, kPkt3Type_CP_DMA_WORD2, "CP_DMA_WORD2", nullptr},
    {"CP_DMA_WORD3", 0x413u, kPkt3Type_CP_DMA_WORD3, "CP_DMA_WORD3", nullptr},
    {"DMA_DATA_WORD0", 0x500u, kPkt3Type_DMA_DATA_WORD0_gfx9, "DMA_DATA_WORD0_gfx9", nullptr},
    {"DST_ADDR_HI", 0x372u, {}, nullptr, nullptr},
    {"DST_ADDR_HI", 0x504u, {}, nullptr, nullptr},
    {"DST_ADDR_LO", 0x371u, {}, nullptr, nullptr},
    {"DST_ADDR_LO", 0x503u, {}, nullptr, nullptr},
    {"GCR_CNTL", 0x586u, kPkt3Type_GCR_CNTL, "GCR_CNTL", nullptr},
    {"IB_BASE_HI", 0x3F1u, {}, nullptr, nullptr},
    {"IB_BASE_LO", 0x3F0u, {}, nullptr, nullptr},
    {"IB_CONTROL", 0x3F2u, kPkt3Type_IB_CONTROL, "IB_CONTROL", nullptr},
    {"RELEASE_MEM_OP", 0x490u, kPkt3Type_RELEASE_MEM_OP, "RELEASE_MEM_OP", nullptr},
    {"SRC_ADDR_HI", 0x502u, {}, nullptr, nullptr},
    {"SRC_ADDR_LO", 0x501u, {}, nullptr, nullptr},
};

static_assert(std::size(kRegisters) < 0x10000, "kRegistersByName holds 16-bit indices");

}  // namespace

std::span<const RegisterInfo> all_registers() { return kRegisters; }
std::span<const PacketWordInfo> all_packet_words() { return kPacketWords; }
std::span<const uint16_t> detail::registers_by_name() { return kRegistersByName; }

}  // namespace rdnavk::regs
