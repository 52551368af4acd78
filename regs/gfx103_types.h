// GENERATED FILE: do not edit. Made by scripts/regs/gen_regs.py from Mesa's
// src/amd/registers/gfx103.json and pkt3.json (MIT licence), chip gfx103.
// Rerun from the repository root:
//   python3 scripts/regs/gen_regs.py ../shared/reference/gfx103.json ../shared/reference/pkt3.json
// clang-format off

// Typed decoders: one struct per register type of the gfx103 registers in the
// config, sh, context and uconfig spaces, named from the database's type name in
// CamelCase (an instance '0' and a chip suffix dropped: CB_COLOR0_INFO -> CbColorInfo),
// holding the raw dword with one accessor per field (the field's name in lower case).
// Registers share a type where the database says they do (CB_COLOR1_INFO's type is
// CB_COLOR0_INFO's). RegisterType<kDw>::type names the decoder of a register by its
// offset constant; enums::<EnumName>::k<ENTRY> are the enums' values.
#pragma once

#include <cstdint>

#include "regs/gfx103_offsets.h"

namespace rdnavk::regs {

namespace enums {
namespace BinMapMode {
inline constexpr uint32_t kBIN_MAP_MODE_NONE = 0;
inline constexpr uint32_t kBIN_MAP_MODE_RTA_INDEX = 1;
inline constexpr uint32_t kBIN_MAP_MODE_POPS = 2;
}  // namespace BinMapMode
namespace BinSizeExtend {
inline constexpr uint32_t kBIN_SIZE_32_PIXELS = 0;
inline constexpr uint32_t kBIN_SIZE_64_PIXELS = 1;
inline constexpr uint32_t kBIN_SIZE_128_PIXELS = 2;
inline constexpr uint32_t kBIN_SIZE_256_PIXELS = 3;
inline constexpr uint32_t kBIN_SIZE_512_PIXELS = 4;
}  // namespace BinSizeExtend
namespace BinningMode {
inline constexpr uint32_t kBINNING_ALLOWED = 0;
inline constexpr uint32_t kFORCE_BINNING_ON = 1;
inline constexpr uint32_t kDISABLE_BINNING_USE_NEW_SC = 2;
inline constexpr uint32_t kDISABLE_BINNING_USE_LEGACY_SC = 3;
}  // namespace BinningMode
namespace BlendOp {
inline constexpr uint32_t kBLEND_ZERO = 0;
inline constexpr uint32_t kBLEND_ONE = 1;
inline constexpr uint32_t kBLEND_SRC_COLOR = 2;
inline constexpr uint32_t kBLEND_ONE_MINUS_SRC_COLOR = 3;
inline constexpr uint32_t kBLEND_SRC_ALPHA = 4;
inline constexpr uint32_t kBLEND_ONE_MINUS_SRC_ALPHA = 5;
inline constexpr uint32_t kBLEND_DST_ALPHA = 6;
inline constexpr uint32_t kBLEND_ONE_MINUS_DST_ALPHA = 7;
inline constexpr uint32_t kBLEND_DST_COLOR = 8;
inline constexpr uint32_t kBLEND_ONE_MINUS_DST_COLOR = 9;
inline constexpr uint32_t kBLEND_SRC_ALPHA_SATURATE = 10;
inline constexpr uint32_t kBLEND_BOTH_SRC_ALPHA = 11;
inline constexpr uint32_t kBLEND_BOTH_INV_SRC_ALPHA = 12;
inline constexpr uint32_t kBLEND_CONSTANT_COLOR = 13;
inline constexpr uint32_t kBLEND_ONE_MINUS_CONSTANT_COLOR = 14;
inline constexpr uint32_t kBLEND_SRC1_COLOR = 15;
inline constexpr uint32_t kBLEND_INV_SRC1_COLOR = 16;
inline constexpr uint32_t kBLEND_SRC1_ALPHA = 17;
inline constexpr uint32_t kBLEND_INV_SRC1_ALPHA = 18;
inline constexpr uint32_t kBLEND_CONSTANT_ALPHA = 19;
inline constexpr uint32_t kBLEND_ONE_MINUS_CONSTANT_ALPHA = 20;
}  // namespace BlendOp
namespace BlendOpt {
inline constexpr uint32_t kFORCE_OPT_AUTO = 0;
inline constexpr uint32_t kFORCE_OPT_DISABLE = 1;
inline constexpr uint32_t kFORCE_OPT_ENABLE_IF_SRC_A_0 = 2;
inline constexpr uint32_t kFORCE_OPT_ENABLE_IF_SRC_RGB_0 = 3;
inline constexpr uint32_t kFORCE_OPT_ENABLE_IF_SRC_ARGB_0 = 4;
inline constexpr uint32_t kFORCE_OPT_ENABLE_IF_SRC_A_1 = 5;
inline constexpr uint32_t kFORCE_OPT_ENABLE_IF_SRC_RGB_1 = 6;
inline constexpr uint32_t kFORCE_OPT_ENABLE_IF_SRC_ARGB_1 = 7;
}  // namespace BlendOpt
namespace CBMode {
inline constexpr uint32_t kCB_DISABLE = 0;
inline constexpr uint32_t kCB_NORMAL = 1;
inline constexpr uint32_t kCB_ELIMINATE_FAST_CLEAR = 2;
inline constexpr uint32_t kCB_RESOLVE = 3;
inline constexpr uint32_t kCB_DECOMPRESS = 4;
inline constexpr uint32_t kCB_FMASK_DECOMPRESS = 5;
inline constexpr uint32_t kCB_DCC_DECOMPRESS = 6;
inline constexpr uint32_t kCB_RESERVED = 7;
}  // namespace CBMode
namespace CBPerfClearFilterSel {
inline constexpr uint32_t kCB_PERF_CLEAR_FILTER_SEL_NONCLEAR = 0;
inline constexpr uint32_t kCB_PERF_CLEAR_FILTER_SEL_CLEAR = 1;
}  // namespace CBPerfClearFilterSel
namespace CBPerfOpFilterSel {
inline constexpr uint32_t kCB_PERF_OP_FILTER_SEL_WRITE_ONLY = 0;
inline constexpr uint32_t kCB_PERF_OP_FILTER_SEL_NEEDS_DESTINATION = 1;
inline constexpr uint32_t kCB_PERF_OP_FILTER_SEL_RESOLVE = 2;
inline constexpr uint32_t kCB_PERF_OP_FILTER_SEL_DECOMPRESS = 3;
inline constexpr uint32_t kCB_PERF_OP_FILTER_SEL_FMASK_DECOMPRESS = 4;
inline constexpr uint32_t kCB_PERF_OP_FILTER_SEL_ELIMINATE_FAST_CLEAR = 5;
}  // namespace CBPerfOpFilterSel
namespace CB_COLOR_DCC_CONTROL__MAX_UNCOMPRESSED_BLOCK_SIZE {
inline constexpr uint32_t kMAX_BLOCK_SIZE_64B = 0;
inline constexpr uint32_t kMAX_BLOCK_SIZE_128B = 1;
inline constexpr uint32_t kMAX_BLOCK_SIZE_256B = 2;
}  // namespace CB_COLOR_DCC_CONTROL__MAX_UNCOMPRESSED_BLOCK_SIZE
namespace CB_COLOR_DCC_CONTROL__MIN_COMPRESSED_BLOCK_SIZE {
inline constexpr uint32_t kMIN_BLOCK_SIZE_32B = 0;
inline constexpr uint32_t kMIN_BLOCK_SIZE_64B = 1;
}  // namespace CB_COLOR_DCC_CONTROL__MIN_COMPRESSED_BLOCK_SIZE
namespace CLIP_RULE {
inline constexpr uint32_t kOUT = 1;
inline constexpr uint32_t kIN_0 = 2;
inline constexpr uint32_t kIN_1 = 4;
inline constexpr uint32_t kIN_10 = 8;
inline constexpr uint32_t kIN_2 = 16;
inline constexpr uint32_t kIN_20 = 32;
inline constexpr uint32_t kIN_21 = 64;
inline constexpr uint32_t kIN_210 = 128;
inline constexpr uint32_t kIN_3 = 256;
inline constexpr uint32_t kIN_30 = 512;
inline constexpr uint32_t kIN_31 = 1024;
inline constexpr uint32_t kIN_310 = 2048;
inline constexpr uint32_t kIN_32 = 4096;
inline constexpr uint32_t kIN_320 = 8192;
inline constexpr uint32_t kIN_321 = 16384;
inline constexpr uint32_t kIN_3210 = 32768;
}  // namespace CLIP_RULE
namespace CP_PERFMON_ENABLE_MODE {
inline constexpr uint32_t kCP_PERFMON_ENABLE_MODE_ALWAYS_COUNT = 0;
inline constexpr uint32_t kCP_PERFMON_ENABLE_MODE_RESERVED_1 = 1;
inline constexpr uint32_t kCP_PERFMON_ENABLE_MODE_COUNT_CONTEXT_TRUE = 2;
inline constexpr uint32_t kCP_PERFMON_ENABLE_MODE_COUNT_CONTEXT_FALSE = 3;
}  // namespace CP_PERFMON_ENABLE_MODE
namespace CP_PERFMON_STATE {
inline constexpr uint32_t kCP_PERFMON_STATE_DISABLE_AND_RESET = 0;
inline constexpr uint32_t kCP_PERFMON_STATE_START_COUNTING = 1;
inline constexpr uint32_t kCP_PERFMON_STATE_STOP_COUNTING = 2;
inline constexpr uint32_t kCP_PERFMON_STATE_RESERVED_3 = 3;
inline constexpr uint32_t kCP_PERFMON_STATE_DISABLE_AND_RESET_PHANTOM = 4;
inline constexpr uint32_t kCP_PERFMON_STATE_COUNT_AND_DUMP_PHANTOM = 5;
}  // namespace CP_PERFMON_STATE
namespace CmaskAddr {
inline constexpr uint32_t kCMASK_ADDR_TILED = 0;
inline constexpr uint32_t kCMASK_ADDR_LINEAR = 1;
inline constexpr uint32_t kCMASK_ADDR_COMPATIBLE = 2;
}  // namespace CmaskAddr
namespace ColorFormat {
inline constexpr uint32_t kCOLOR_INVALID = 0;
inline constexpr uint32_t kCOLOR_8 = 1;
inline constexpr uint32_t kCOLOR_16 = 2;
inline constexpr uint32_t kCOLOR_8_8 = 3;
inline constexpr uint32_t kCOLOR_32 = 4;
inline constexpr uint32_t kCOLOR_16_16 = 5;
inline constexpr uint32_t kCOLOR_10_11_11 = 6;
inline constexpr uint32_t kCOLOR_11_11_10 = 7;
inline constexpr uint32_t kCOLOR_10_10_10_2 = 8;
inline constexpr uint32_t kCOLOR_2_10_10_10 = 9;
inline constexpr uint32_t kCOLOR_8_8_8_8 = 10;
inline constexpr uint32_t kCOLOR_32_32 = 11;
inline constexpr uint32_t kCOLOR_16_16_16_16 = 12;
inline constexpr uint32_t kCOLOR_32_32_32_32 = 14;
inline constexpr uint32_t kCOLOR_5_6_5 = 16;
inline constexpr uint32_t kCOLOR_1_5_5_5 = 17;
inline constexpr uint32_t kCOLOR_5_5_5_1 = 18;
inline constexpr uint32_t kCOLOR_4_4_4_4 = 19;
inline constexpr uint32_t kCOLOR_8_24 = 20;
inline constexpr uint32_t kCOLOR_24_8 = 21;
inline constexpr uint32_t kCOLOR_X24_8_32_FLOAT = 22;
inline constexpr uint32_t kCOLOR_5_9_9_9 = 24;
}  // namespace ColorFormat
namespace CombFunc {
inline constexpr uint32_t kCOMB_DST_PLUS_SRC = 0;
inline constexpr uint32_t kCOMB_SRC_MINUS_DST = 1;
inline constexpr uint32_t kCOMB_MIN_DST_SRC = 2;
inline constexpr uint32_t kCOMB_MAX_DST_SRC = 3;
inline constexpr uint32_t kCOMB_DST_MINUS_SRC = 4;
}  // namespace CombFunc
namespace CompareFrag {
inline constexpr uint32_t kFRAG_NEVER = 0;
inline constexpr uint32_t kFRAG_LESS = 1;
inline constexpr uint32_t kFRAG_EQUAL = 2;
inline constexpr uint32_t kFRAG_LEQUAL = 3;
inline constexpr uint32_t kFRAG_GREATER = 4;
inline constexpr uint32_t kFRAG_NOTEQUAL = 5;
inline constexpr uint32_t kFRAG_GEQUAL = 6;
inline constexpr uint32_t kFRAG_ALWAYS = 7;
}  // namespace CompareFrag
namespace ConservativeZExport {
inline constexpr uint32_t kEXPORT_ANY_Z = 0;
inline constexpr uint32_t kEXPORT_LESS_THAN_Z = 1;
inline constexpr uint32_t kEXPORT_GREATER_THAN_Z = 2;
inline constexpr uint32_t kEXPORT_RESERVED = 3;
}  // namespace ConservativeZExport
namespace CovToShaderSel {
inline constexpr uint32_t kINPUT_COVERAGE = 0;
inline constexpr uint32_t kINPUT_INNER_COVERAGE = 1;
inline constexpr uint32_t kINPUT_DEPTH_COVERAGE = 2;
inline constexpr uint32_t kRAW = 3;
}  // namespace CovToShaderSel
namespace DB_DFSM_CONTROL__PUNCHOUT_MODE {
inline constexpr uint32_t kAUTO = 0;
inline constexpr uint32_t kFORCE_ON = 1;
inline constexpr uint32_t kFORCE_OFF = 2;
inline constexpr uint32_t kRESERVED = 3;
}  // namespace DB_DFSM_CONTROL__PUNCHOUT_MODE
namespace DbPRTFaultBehavior {
inline constexpr uint32_t kFAULT_ZERO = 0;
inline constexpr uint32_t kFAULT_ONE = 1;
inline constexpr uint32_t kFAULT_FAIL = 2;
inline constexpr uint32_t kFAULT_PASS = 3;
}  // namespace DbPRTFaultBehavior
namespace DbPSLControl {
inline constexpr uint32_t kPSLC_AUTO = 0;
inline constexpr uint32_t kPSLC_ON_HANG_ONLY = 1;
inline constexpr uint32_t kPSLC_ASAP = 2;
inline constexpr uint32_t kPSLC_COUNTDOWN = 3;
}  // namespace DbPSLControl
namespace EXCP_EN {
inline constexpr uint32_t kINVALID = 1;
inline constexpr uint32_t kINPUT_DENORMAL = 2;
inline constexpr uint32_t kDIVIDE_BY_ZERO = 4;
inline constexpr uint32_t kOVERFLOW = 8;
inline constexpr uint32_t kUNDERFLOW = 16;
inline constexpr uint32_t kINEXACT = 32;
inline constexpr uint32_t kINT_DIVIDE_BY_ZERO = 64;
inline constexpr uint32_t kADDRESS_WATCH = 128;
inline constexpr uint32_t kMEMORY_VIOLATION = 256;
}  // namespace EXCP_EN
namespace FLOAT_MODE {
inline constexpr uint32_t kFP_32_DENORMS = 48;
inline constexpr uint32_t kFP_64_DENORMS = 192;
inline constexpr uint32_t kFP_ALL_DENORMS = 240;
}  // namespace FLOAT_MODE
namespace ForceControl {
inline constexpr uint32_t kFORCE_OFF = 0;
inline constexpr uint32_t kFORCE_ENABLE = 1;
inline constexpr uint32_t kFORCE_DISABLE = 2;
inline constexpr uint32_t kFORCE_RESERVED = 3;
}  // namespace ForceControl
namespace PA_SU_SC_MODE_CNTL__POLYMODE_FRONT_PTYPE {
inline constexpr uint32_t kX_DRAW_POINTS = 0;
inline constexpr uint32_t kX_DRAW_LINES = 1;
inline constexpr uint32_t kX_DRAW_TRIANGLES = 2;
}  // namespace PA_SU_SC_MODE_CNTL__POLYMODE_FRONT_PTYPE
namespace PA_SU_SC_MODE_CNTL__POLY_MODE {
inline constexpr uint32_t kX_DISABLE_POLY_MODE = 0;
inline constexpr uint32_t kX_DUAL_MODE = 1;
}  // namespace PA_SU_SC_MODE_CNTL__POLY_MODE
namespace PA_SU_VTX_CNTL__ROUND_MODE {
inline constexpr uint32_t kX_TRUNCATE = 0;
inline constexpr uint32_t kX_ROUND = 1;
inline constexpr uint32_t kX_ROUND_TO_EVEN = 2;
inline constexpr uint32_t kX_ROUND_TO_ODD = 3;
}  // namespace PA_SU_VTX_CNTL__ROUND_MODE
namespace PkrMap {
inline constexpr uint32_t kRASTER_CONFIG_PKR_MAP_0 = 0;
inline constexpr uint32_t kRASTER_CONFIG_PKR_MAP_1 = 1;
inline constexpr uint32_t kRASTER_CONFIG_PKR_MAP_2 = 2;
inline constexpr uint32_t kRASTER_CONFIG_PKR_MAP_3 = 3;
}  // namespace PkrMap
namespace PkrXsel {
inline constexpr uint32_t kRASTER_CONFIG_PKR_XSEL_0 = 0;
inline constexpr uint32_t kRASTER_CONFIG_PKR_XSEL_1 = 1;
inline constexpr uint32_t kRASTER_CONFIG_PKR_XSEL_2 = 2;
inline constexpr uint32_t kRASTER_CONFIG_PKR_XSEL_3 = 3;
}  // namespace PkrXsel
namespace PkrXsel2 {
inline constexpr uint32_t kRASTER_CONFIG_PKR_XSEL2_0 = 0;
inline constexpr uint32_t kRASTER_CONFIG_PKR_XSEL2_1 = 1;
inline constexpr uint32_t kRASTER_CONFIG_PKR_XSEL2_2 = 2;
inline constexpr uint32_t kRASTER_CONFIG_PKR_XSEL2_3 = 3;
}  // namespace PkrXsel2
namespace PkrYsel {
inline constexpr uint32_t kRASTER_CONFIG_PKR_YSEL_0 = 0;
inline constexpr uint32_t kRASTER_CONFIG_PKR_YSEL_1 = 1;
inline constexpr uint32_t kRASTER_CONFIG_PKR_YSEL_2 = 2;
inline constexpr uint32_t kRASTER_CONFIG_PKR_YSEL_3 = 3;
}  // namespace PkrYsel
namespace QUANT_MODE {
inline constexpr uint32_t kX_16_8_FIXED_POINT_1_16TH = 0;
inline constexpr uint32_t kX_16_8_FIXED_POINT_1_8TH = 1;
inline constexpr uint32_t kX_16_8_FIXED_POINT_1_4TH = 2;
inline constexpr uint32_t kX_16_8_FIXED_POINT_1_2 = 3;
inline constexpr uint32_t kX_16_8_FIXED_POINT_1 = 4;
inline constexpr uint32_t kX_16_8_FIXED_POINT_1_256TH = 5;
inline constexpr uint32_t kX_14_10_FIXED_POINT_1_1024TH = 6;
inline constexpr uint32_t kX_12_12_FIXED_POINT_1_4096TH = 7;
}  // namespace QUANT_MODE
namespace ROP3 {
inline constexpr uint32_t kROP3_CLEAR = 0;
inline constexpr uint32_t kX_0X05 = 5;
inline constexpr uint32_t kX_0X0A = 10;
inline constexpr uint32_t kX_0X0F = 15;
inline constexpr uint32_t kROP3_NOR = 17;
inline constexpr uint32_t kROP3_AND_INVERTED = 34;
inline constexpr uint32_t kROP3_COPY_INVERTED = 51;
inline constexpr uint32_t kROP3_AND_REVERSE = 68;
inline constexpr uint32_t kX_0X50 = 80;
inline constexpr uint32_t kROP3_INVERT = 85;
inline constexpr uint32_t kX_0X5A = 90;
inline constexpr uint32_t kX_0X5F = 95;
inline constexpr uint32_t kROP3_XOR = 102;
inline constexpr uint32_t kROP3_NAND = 119;
inline constexpr uint32_t kROP3_AND = 136;
inline constexpr uint32_t kROP3_EQUIVALENT = 153;
inline constexpr uint32_t kX_0XA0 = 160;
inline constexpr uint32_t kX_0XA5 = 165;
inline constexpr uint32_t kROP3_NO_OP = 170;
inline constexpr uint32_t kX_0XAF = 175;
inline constexpr uint32_t kROP3_OR_INVERTED = 187;
inline constexpr uint32_t kROP3_COPY = 204;
inline constexpr uint32_t kROP3_OR_REVERSE = 221;
inline constexpr uint32_t kROP3_OR = 238;
inline constexpr uint32_t kX_0XF0 = 240;
inline constexpr uint32_t kX_0XF5 = 245;
inline constexpr uint32_t kX_0XFA = 250;
inline constexpr uint32_t kROP3_SET = 255;
}  // namespace ROP3
namespace RbMap {
inline constexpr uint32_t kRASTER_CONFIG_RB_MAP_0 = 0;
inline constexpr uint32_t kRASTER_CONFIG_RB_MAP_1 = 1;
inline constexpr uint32_t kRASTER_CONFIG_RB_MAP_2 = 2;
inline constexpr uint32_t kRASTER_CONFIG_RB_MAP_3 = 3;
}  // namespace RbMap
namespace RbXsel {
inline constexpr uint32_t kRASTER_CONFIG_RB_XSEL_0 = 0;
inline constexpr uint32_t kRASTER_CONFIG_RB_XSEL_1 = 1;
}  // namespace RbXsel
namespace RbXsel2 {
inline constexpr uint32_t kRASTER_CONFIG_RB_XSEL2_0 = 0;
inline constexpr uint32_t kRASTER_CONFIG_RB_XSEL2_1 = 1;
inline constexpr uint32_t kRASTER_CONFIG_RB_XSEL2_2 = 2;
inline constexpr uint32_t kRASTER_CONFIG_RB_XSEL2_3 = 3;
}  // namespace RbXsel2
namespace RbYsel {
inline constexpr uint32_t kRASTER_CONFIG_RB_YSEL_0 = 0;
inline constexpr uint32_t kRASTER_CONFIG_RB_YSEL_1 = 1;
}  // namespace RbYsel
namespace ReadPolicy {
inline constexpr uint32_t kCACHE_LRU_RD = 0;
inline constexpr uint32_t kCACHE_NOA = 1;
inline constexpr uint32_t kUNCACHED_RD = 2;
inline constexpr uint32_t kRESERVED_RDPOLICY = 3;
}  // namespace ReadPolicy
namespace SPI_PNT_SPRITE_OVERRIDE {
inline constexpr uint32_t kSPI_PNT_SPRITE_SEL_0 = 0;
inline constexpr uint32_t kSPI_PNT_SPRITE_SEL_1 = 1;
inline constexpr uint32_t kSPI_PNT_SPRITE_SEL_S = 2;
inline constexpr uint32_t kSPI_PNT_SPRITE_SEL_T = 3;
inline constexpr uint32_t kSPI_PNT_SPRITE_SEL_NONE = 4;
}  // namespace SPI_PNT_SPRITE_OVERRIDE
namespace SPI_SHADER_EX_FORMAT {
inline constexpr uint32_t kSPI_SHADER_ZERO = 0;
inline constexpr uint32_t kSPI_SHADER_32_R = 1;
inline constexpr uint32_t kSPI_SHADER_32_GR = 2;
inline constexpr uint32_t kSPI_SHADER_32_AR = 3;
inline constexpr uint32_t kSPI_SHADER_FP16_ABGR = 4;
inline constexpr uint32_t kSPI_SHADER_UNORM16_ABGR = 5;
inline constexpr uint32_t kSPI_SHADER_SNORM16_ABGR = 6;
inline constexpr uint32_t kSPI_SHADER_UINT16_ABGR = 7;
inline constexpr uint32_t kSPI_SHADER_SINT16_ABGR = 8;
inline constexpr uint32_t kSPI_SHADER_32_ABGR = 9;
}  // namespace SPI_SHADER_EX_FORMAT
namespace SPI_SHADER_FORMAT {
inline constexpr uint32_t kSPI_SHADER_NONE = 0;
inline constexpr uint32_t kSPI_SHADER_1COMP = 1;
inline constexpr uint32_t kSPI_SHADER_2COMP = 2;
inline constexpr uint32_t kSPI_SHADER_4COMPRESS = 3;
inline constexpr uint32_t kSPI_SHADER_4COMP = 4;
}  // namespace SPI_SHADER_FORMAT
namespace SPM_PERFMON_STATE {
inline constexpr uint32_t kSTRM_PERFMON_STATE_DISABLE_AND_RESET = 0;
inline constexpr uint32_t kSTRM_PERFMON_STATE_START_COUNTING = 1;
inline constexpr uint32_t kSTRM_PERFMON_STATE_STOP_COUNTING = 2;
inline constexpr uint32_t kSTRM_PERFMON_STATE_RESERVED_3 = 3;
inline constexpr uint32_t kSTRM_PERFMON_STATE_DISABLE_AND_RESET_PHANTOM = 4;
inline constexpr uint32_t kSTRM_PERFMON_STATE_COUNT_AND_DUMP_PHANTOM = 5;
}  // namespace SPM_PERFMON_STATE
namespace SX_BLEND_OPT {
inline constexpr uint32_t kBLEND_OPT_PRESERVE_NONE_IGNORE_ALL = 0;
inline constexpr uint32_t kBLEND_OPT_PRESERVE_ALL_IGNORE_NONE = 1;
inline constexpr uint32_t kBLEND_OPT_PRESERVE_C1_IGNORE_C0 = 2;
inline constexpr uint32_t kBLEND_OPT_PRESERVE_C0_IGNORE_C1 = 3;
inline constexpr uint32_t kBLEND_OPT_PRESERVE_A1_IGNORE_A0 = 4;
inline constexpr uint32_t kBLEND_OPT_PRESERVE_A0_IGNORE_A1 = 5;
inline constexpr uint32_t kBLEND_OPT_PRESERVE_NONE_IGNORE_A0 = 6;
inline constexpr uint32_t kBLEND_OPT_PRESERVE_NONE_IGNORE_NONE = 7;
}  // namespace SX_BLEND_OPT
namespace SX_BLEND_OPT_EPSILON__MRT0_EPSILON {
inline constexpr uint32_t kEXACT = 0;
inline constexpr uint32_t k11BIT_FORMAT = 1;
inline constexpr uint32_t k10BIT_FORMAT = 3;
inline constexpr uint32_t k8BIT_FORMAT = 6;
inline constexpr uint32_t k6BIT_FORMAT = 11;
inline constexpr uint32_t k5BIT_FORMAT = 13;
inline constexpr uint32_t k4BIT_FORMAT = 15;
}  // namespace SX_BLEND_OPT_EPSILON__MRT0_EPSILON
namespace SX_DOWNCONVERT_FORMAT {
inline constexpr uint32_t kSX_RT_EXPORT_NO_CONVERSION = 0;
inline constexpr uint32_t kSX_RT_EXPORT_32_R = 1;
inline constexpr uint32_t kSX_RT_EXPORT_32_A = 2;
inline constexpr uint32_t kSX_RT_EXPORT_10_11_11 = 3;
inline constexpr uint32_t kSX_RT_EXPORT_2_10_10_10 = 4;
inline constexpr uint32_t kSX_RT_EXPORT_8_8_8_8 = 5;
inline constexpr uint32_t kSX_RT_EXPORT_5_6_5 = 6;
inline constexpr uint32_t kSX_RT_EXPORT_1_5_5_5 = 7;
inline constexpr uint32_t kSX_RT_EXPORT_4_4_4_4 = 8;
inline constexpr uint32_t kSX_RT_EXPORT_16_16_GR = 9;
inline constexpr uint32_t kSX_RT_EXPORT_16_16_AR = 10;
inline constexpr uint32_t kSX_RT_EXPORT_9_9_9_E5 = 11;
}  // namespace SX_DOWNCONVERT_FORMAT
namespace SX_OPT_COMB_FCN {
inline constexpr uint32_t kOPT_COMB_NONE = 0;
inline constexpr uint32_t kOPT_COMB_ADD = 1;
inline constexpr uint32_t kOPT_COMB_SUBTRACT = 2;
inline constexpr uint32_t kOPT_COMB_MIN = 3;
inline constexpr uint32_t kOPT_COMB_MAX = 4;
inline constexpr uint32_t kOPT_COMB_REVSUBTRACT = 5;
inline constexpr uint32_t kOPT_COMB_BLEND_DISABLED = 6;
inline constexpr uint32_t kOPT_COMB_SAFE_ADD = 7;
}  // namespace SX_OPT_COMB_FCN
namespace ScMap {
inline constexpr uint32_t kRASTER_CONFIG_SC_MAP_0 = 0;
inline constexpr uint32_t kRASTER_CONFIG_SC_MAP_1 = 1;
inline constexpr uint32_t kRASTER_CONFIG_SC_MAP_2 = 2;
inline constexpr uint32_t kRASTER_CONFIG_SC_MAP_3 = 3;
}  // namespace ScMap
namespace ScUncertaintyRegionMode {
inline constexpr uint32_t kSC_HALF_LSB = 0;
inline constexpr uint32_t kSC_LSB_ONE_SIDED = 1;
inline constexpr uint32_t kSC_LSB_TWO_SIDED = 2;
}  // namespace ScUncertaintyRegionMode
namespace ScXsel {
inline constexpr uint32_t kRASTER_CONFIG_SC_XSEL_8_WIDE_TILE = 0;
inline constexpr uint32_t kRASTER_CONFIG_SC_XSEL_16_WIDE_TILE = 1;
inline constexpr uint32_t kRASTER_CONFIG_SC_XSEL_32_WIDE_TILE = 2;
inline constexpr uint32_t kRASTER_CONFIG_SC_XSEL_64_WIDE_TILE = 3;
}  // namespace ScXsel
namespace ScYsel {
inline constexpr uint32_t kRASTER_CONFIG_SC_YSEL_8_WIDE_TILE = 0;
inline constexpr uint32_t kRASTER_CONFIG_SC_YSEL_16_WIDE_TILE = 1;
inline constexpr uint32_t kRASTER_CONFIG_SC_YSEL_32_WIDE_TILE = 2;
inline constexpr uint32_t kRASTER_CONFIG_SC_YSEL_64_WIDE_TILE = 3;
}  // namespace ScYsel
namespace SeMap {
inline constexpr uint32_t kRASTER_CONFIG_SE_MAP_0 = 0;
inline constexpr uint32_t kRASTER_CONFIG_SE_MAP_1 = 1;
inline constexpr uint32_t kRASTER_CONFIG_SE_MAP_2 = 2;
inline constexpr uint32_t kRASTER_CONFIG_SE_MAP_3 = 3;
}  // namespace SeMap
namespace SePairMap {
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_MAP_0 = 0;
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_MAP_1 = 1;
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_MAP_2 = 2;
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_MAP_3 = 3;
}  // namespace SePairMap
namespace SePairXsel {
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_XSEL_8_WIDE_TILE = 0;
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_XSEL_16_WIDE_TILE = 1;
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_XSEL_32_WIDE_TILE = 2;
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_XSEL_64_WIDE_TILE = 3;
}  // namespace SePairXsel
namespace SePairYsel {
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_YSEL_8_WIDE_TILE = 0;
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_YSEL_16_WIDE_TILE = 1;
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_YSEL_32_WIDE_TILE = 2;
inline constexpr uint32_t kRASTER_CONFIG_SE_PAIR_YSEL_64_WIDE_TILE = 3;
}  // namespace SePairYsel
namespace SeXsel {
inline constexpr uint32_t kRASTER_CONFIG_SE_XSEL_8_WIDE_TILE = 0;
inline constexpr uint32_t kRASTER_CONFIG_SE_XSEL_16_WIDE_TILE = 1;
inline constexpr uint32_t kRASTER_CONFIG_SE_XSEL_32_WIDE_TILE = 2;
inline constexpr uint32_t kRASTER_CONFIG_SE_XSEL_64_WIDE_TILE = 3;
}  // namespace SeXsel
namespace SeYsel {
inline constexpr uint32_t kRASTER_CONFIG_SE_YSEL_8_WIDE_TILE = 0;
inline constexpr uint32_t kRASTER_CONFIG_SE_YSEL_16_WIDE_TILE = 1;
inline constexpr uint32_t kRASTER_CONFIG_SE_YSEL_32_WIDE_TILE = 2;
inline constexpr uint32_t kRASTER_CONFIG_SE_YSEL_64_WIDE_TILE = 3;
}  // namespace SeYsel
namespace StencilFormat {
inline constexpr uint32_t kSTENCIL_INVALID = 0;
inline constexpr uint32_t kSTENCIL_8 = 1;
}  // namespace StencilFormat
namespace StencilOp {
inline constexpr uint32_t kSTENCIL_KEEP = 0;
inline constexpr uint32_t kSTENCIL_ZERO = 1;
inline constexpr uint32_t kSTENCIL_ONES = 2;
inline constexpr uint32_t kSTENCIL_REPLACE_TEST = 3;
inline constexpr uint32_t kSTENCIL_REPLACE_OP = 4;
inline constexpr uint32_t kSTENCIL_ADD_CLAMP = 5;
inline constexpr uint32_t kSTENCIL_SUB_CLAMP = 6;
inline constexpr uint32_t kSTENCIL_INVERT = 7;
inline constexpr uint32_t kSTENCIL_ADD_WRAP = 8;
inline constexpr uint32_t kSTENCIL_SUB_WRAP = 9;
inline constexpr uint32_t kSTENCIL_AND = 10;
inline constexpr uint32_t kSTENCIL_OR = 11;
inline constexpr uint32_t kSTENCIL_XOR = 12;
inline constexpr uint32_t kSTENCIL_NAND = 13;
inline constexpr uint32_t kSTENCIL_NOR = 14;
inline constexpr uint32_t kSTENCIL_XNOR = 15;
}  // namespace StencilOp
namespace SurfaceEndian {
inline constexpr uint32_t kENDIAN_NONE = 0;
inline constexpr uint32_t kENDIAN_8IN16 = 1;
inline constexpr uint32_t kENDIAN_8IN32 = 2;
inline constexpr uint32_t kENDIAN_8IN64 = 3;
}  // namespace SurfaceEndian
namespace SurfaceNumber {
inline constexpr uint32_t kNUMBER_UNORM = 0;
inline constexpr uint32_t kNUMBER_SNORM = 1;
inline constexpr uint32_t kNUMBER_USCALED = 2;
inline constexpr uint32_t kNUMBER_SSCALED = 3;
inline constexpr uint32_t kNUMBER_UINT = 4;
inline constexpr uint32_t kNUMBER_SINT = 5;
inline constexpr uint32_t kNUMBER_SRGB = 6;
inline constexpr uint32_t kNUMBER_FLOAT = 7;
}  // namespace SurfaceNumber
namespace SurfaceSwap {
inline constexpr uint32_t kSWAP_STD = 0;
inline constexpr uint32_t kSWAP_ALT = 1;
inline constexpr uint32_t kSWAP_STD_REV = 2;
inline constexpr uint32_t kSWAP_ALT_REV = 3;
}  // namespace SurfaceSwap
namespace ThreadTraceRegInclude {
inline constexpr uint32_t kREG_INCLUDE_SQDEC = 1;
inline constexpr uint32_t kREG_INCLUDE_SHDEC = 2;
inline constexpr uint32_t kREG_INCLUDE_GFXUDEC = 4;
inline constexpr uint32_t kREG_INCLUDE_COMP = 8;
inline constexpr uint32_t kREG_INCLUDE_CONTEXT = 16;
inline constexpr uint32_t kREG_INCLUDE_CONFIG = 32;
inline constexpr uint32_t kREG_INCLUDE_OTHER = 64;
inline constexpr uint32_t kREG_INCLUDE_READS = 128;
}  // namespace ThreadTraceRegInclude
namespace ThreadTraceTokenExclude {
inline constexpr uint32_t kTOKEN_EXCLUDE_VMEMEXEC = 1;
inline constexpr uint32_t kTOKEN_EXCLUDE_ALUEXEC = 2;
inline constexpr uint32_t kTOKEN_EXCLUDE_VALUINST = 4;
inline constexpr uint32_t kTOKEN_EXCLUDE_WAVERDY = 8;
inline constexpr uint32_t kTOKEN_EXCLUDE_IMMED1 = 16;
inline constexpr uint32_t kTOKEN_EXCLUDE_IMMEDIATE = 32;
inline constexpr uint32_t kTOKEN_EXCLUDE_REG = 64;
inline constexpr uint32_t kTOKEN_EXCLUDE_EVENT = 128;
inline constexpr uint32_t kTOKEN_EXCLUDE_INST = 256;
inline constexpr uint32_t kTOKEN_EXCLUDE_UTILCTR = 512;
inline constexpr uint32_t kTOKEN_EXCLUDE_WAVEALLOC = 1024;
inline constexpr uint32_t kTOKEN_EXCLUDE_PERF = 2048;
}  // namespace ThreadTraceTokenExclude
namespace VGT_DETECT_ONE {
inline constexpr uint32_t kPRE_CLAMP_TF1 = 0;
inline constexpr uint32_t kPOST_CLAMP_TF1 = 1;
inline constexpr uint32_t kDISABLE_TF1 = 2;
}  // namespace VGT_DETECT_ONE
namespace VGT_DETECT_ZERO {
inline constexpr uint32_t kPRE_CLAMP_TF0 = 0;
inline constexpr uint32_t kPOST_CLAMP_TF0 = 1;
inline constexpr uint32_t kDISABLE_TF0 = 2;
}  // namespace VGT_DETECT_ZERO
namespace VGT_DIST_MODE {
inline constexpr uint32_t kNO_DIST = 0;
inline constexpr uint32_t kPATCHES = 1;
inline constexpr uint32_t kDONUTS = 2;
inline constexpr uint32_t kTRAPEZOIDS = 3;
}  // namespace VGT_DIST_MODE
namespace VGT_DI_MAJOR_MODE_SELECT {
inline constexpr uint32_t kDI_MAJOR_MODE_0 = 0;
inline constexpr uint32_t kDI_MAJOR_MODE_1 = 1;
}  // namespace VGT_DI_MAJOR_MODE_SELECT
namespace VGT_DI_PRIM_TYPE {
inline constexpr uint32_t kDI_PT_NONE = 0;
inline constexpr uint32_t kDI_PT_POINTLIST = 1;
inline constexpr uint32_t kDI_PT_LINELIST = 2;
inline constexpr uint32_t kDI_PT_LINESTRIP = 3;
inline constexpr uint32_t kDI_PT_TRILIST = 4;
inline constexpr uint32_t kDI_PT_TRIFAN = 5;
inline constexpr uint32_t kDI_PT_TRISTRIP = 6;
inline constexpr uint32_t kDI_PT_2D_RECTANGLE = 7;
inline constexpr uint32_t kDI_PT_UNUSED_1 = 8;
inline constexpr uint32_t kDI_PT_PATCH = 9;
inline constexpr uint32_t kDI_PT_LINELIST_ADJ = 10;
inline constexpr uint32_t kDI_PT_LINESTRIP_ADJ = 11;
inline constexpr uint32_t kDI_PT_TRILIST_ADJ = 12;
inline constexpr uint32_t kDI_PT_TRISTRIP_ADJ = 13;
inline constexpr uint32_t kDI_PT_UNUSED_3 = 14;
inline constexpr uint32_t kDI_PT_UNUSED_4 = 15;
inline constexpr uint32_t kDI_PT_TRI_WITH_WFLAGS = 16;
inline constexpr uint32_t kDI_PT_RECTLIST = 17;
inline constexpr uint32_t kDI_PT_LINELOOP = 18;
inline constexpr uint32_t kDI_PT_QUADLIST = 19;
inline constexpr uint32_t kDI_PT_QUADSTRIP = 20;
inline constexpr uint32_t kDI_PT_POLYGON = 21;
}  // namespace VGT_DI_PRIM_TYPE
namespace VGT_DI_SOURCE_SELECT {
inline constexpr uint32_t kDI_SRC_SEL_DMA = 0;
inline constexpr uint32_t kDI_SRC_SEL_IMMEDIATE = 1;
inline constexpr uint32_t kDI_SRC_SEL_AUTO_INDEX = 2;
inline constexpr uint32_t kDI_SRC_SEL_RESERVED = 3;
}  // namespace VGT_DI_SOURCE_SELECT
namespace VGT_DMA_BUF_TYPE {
inline constexpr uint32_t kVGT_DMA_BUF_MEM = 0;
inline constexpr uint32_t kVGT_DMA_BUF_RING = 1;
inline constexpr uint32_t kVGT_DMA_BUF_SETUP = 2;
inline constexpr uint32_t kVGT_DMA_PTR_UPDATE = 3;
}  // namespace VGT_DMA_BUF_TYPE
namespace VGT_DMA_SWAP_MODE {
inline constexpr uint32_t kVGT_DMA_SWAP_NONE = 0;
inline constexpr uint32_t kVGT_DMA_SWAP_16_BIT = 1;
inline constexpr uint32_t kVGT_DMA_SWAP_32_BIT = 2;
inline constexpr uint32_t kVGT_DMA_SWAP_WORD = 3;
}  // namespace VGT_DMA_SWAP_MODE
namespace VGT_EVENT_TYPE {
inline constexpr uint32_t kReserved_0x00 = 0;
inline constexpr uint32_t kSAMPLE_STREAMOUTSTATS1 = 1;
inline constexpr uint32_t kSAMPLE_STREAMOUTSTATS2 = 2;
inline constexpr uint32_t kSAMPLE_STREAMOUTSTATS3 = 3;
inline constexpr uint32_t kCACHE_FLUSH_TS = 4;
inline constexpr uint32_t kCONTEXT_DONE = 5;
inline constexpr uint32_t kCACHE_FLUSH = 6;
inline constexpr uint32_t kCS_PARTIAL_FLUSH = 7;
inline constexpr uint32_t kVGT_STREAMOUT_SYNC = 8;
inline constexpr uint32_t kSET_FE_ID = 9;
inline constexpr uint32_t kVGT_STREAMOUT_RESET = 10;
inline constexpr uint32_t kEND_OF_PIPE_INCR_DE = 11;
inline constexpr uint32_t kEND_OF_PIPE_IB_END = 12;
inline constexpr uint32_t kRST_PIX_CNT = 13;
inline constexpr uint32_t kBREAK_BATCH = 14;
inline constexpr uint32_t kVS_PARTIAL_FLUSH = 15;
inline constexpr uint32_t kPS_PARTIAL_FLUSH = 16;
inline constexpr uint32_t kFLUSH_HS_OUTPUT = 17;
inline constexpr uint32_t kFLUSH_DFSM = 18;
inline constexpr uint32_t kRESET_TO_LOWEST_VGT = 19;
inline constexpr uint32_t kCACHE_FLUSH_AND_INV_TS_EVENT = 20;
inline constexpr uint32_t kZPASS_DONE = 21;
inline constexpr uint32_t kCACHE_FLUSH_AND_INV_EVENT = 22;
inline constexpr uint32_t kPERFCOUNTER_START = 23;
inline constexpr uint32_t kPERFCOUNTER_STOP = 24;
inline constexpr uint32_t kPIPELINESTAT_START = 25;
inline constexpr uint32_t kPIPELINESTAT_STOP = 26;
inline constexpr uint32_t kPERFCOUNTER_SAMPLE = 27;
inline constexpr uint32_t kFLUSH_ES_OUTPUT = 28;
inline constexpr uint32_t kBIN_CONF_OVERRIDE_CHECK = 29;
inline constexpr uint32_t kSAMPLE_PIPELINESTAT = 30;
inline constexpr uint32_t kSO_VGTSTREAMOUT_FLUSH = 31;
inline constexpr uint32_t kSAMPLE_STREAMOUTSTATS = 32;
inline constexpr uint32_t kRESET_VTX_CNT = 33;
inline constexpr uint32_t kBLOCK_CONTEXT_DONE = 34;
inline constexpr uint32_t kCS_CONTEXT_DONE = 35;
inline constexpr uint32_t kVGT_FLUSH = 36;
inline constexpr uint32_t kTGID_ROLLOVER = 37;
inline constexpr uint32_t kSQ_NON_EVENT = 38;
inline constexpr uint32_t kSC_SEND_DB_VPZ = 39;
inline constexpr uint32_t kBOTTOM_OF_PIPE_TS = 40;
inline constexpr uint32_t kFLUSH_SX_TS = 41;
inline constexpr uint32_t kDB_CACHE_FLUSH_AND_INV = 42;
inline constexpr uint32_t kFLUSH_AND_INV_DB_DATA_TS = 43;
inline constexpr uint32_t kFLUSH_AND_INV_DB_META = 44;
inline constexpr uint32_t kFLUSH_AND_INV_CB_DATA_TS = 45;
inline constexpr uint32_t kFLUSH_AND_INV_CB_META = 46;
inline constexpr uint32_t kCS_DONE = 47;
inline constexpr uint32_t kPS_DONE = 48;
inline constexpr uint32_t kFLUSH_AND_INV_CB_PIXEL_DATA = 49;
inline constexpr uint32_t kSX_CB_RAT_ACK_REQUEST = 50;
inline constexpr uint32_t kTHREAD_TRACE_START = 51;
inline constexpr uint32_t kTHREAD_TRACE_STOP = 52;
inline constexpr uint32_t kTHREAD_TRACE_MARKER = 53;
inline constexpr uint32_t kTHREAD_TRACE_DRAW = 54;
inline constexpr uint32_t kTHREAD_TRACE_FINISH = 55;
inline constexpr uint32_t kPIXEL_PIPE_STAT_CONTROL = 56;
inline constexpr uint32_t kPIXEL_PIPE_STAT_DUMP = 57;
inline constexpr uint32_t kPIXEL_PIPE_STAT_RESET = 58;
inline constexpr uint32_t kCONTEXT_SUSPEND = 59;
inline constexpr uint32_t kOFFCHIP_HS_DEALLOC = 60;
inline constexpr uint32_t kENABLE_NGG_PIPELINE = 61;
inline constexpr uint32_t kENABLE_LEGACY_PIPELINE = 62;
inline constexpr uint32_t kDRAW_DONE = 63;
}  // namespace VGT_EVENT_TYPE
namespace VGT_GS_CUT_MODE {
inline constexpr uint32_t kGS_CUT_1024 = 0;
inline constexpr uint32_t kGS_CUT_512 = 1;
inline constexpr uint32_t kGS_CUT_256 = 2;
inline constexpr uint32_t kGS_CUT_128 = 3;
}  // namespace VGT_GS_CUT_MODE
namespace VGT_GS_MODE_TYPE {
inline constexpr uint32_t kGS_OFF = 0;
inline constexpr uint32_t kGS_SCENARIO_A = 1;
inline constexpr uint32_t kGS_SCENARIO_B = 2;
inline constexpr uint32_t kGS_SCENARIO_G = 3;
inline constexpr uint32_t kGS_SCENARIO_C = 4;
inline constexpr uint32_t kSPRITE_EN = 5;
}  // namespace VGT_GS_MODE_TYPE
namespace VGT_GS_OUTPRIM_TYPE {
inline constexpr uint32_t kPOINTLIST = 0;
inline constexpr uint32_t kLINESTRIP = 1;
inline constexpr uint32_t kTRISTRIP = 2;
inline constexpr uint32_t kRECTLIST = 3;
}  // namespace VGT_GS_OUTPRIM_TYPE
namespace VGT_HS_OFFCHIP_PARAM__OFFCHIP_GRANULARITY {
inline constexpr uint32_t kX_8K_DWORDS = 0;
inline constexpr uint32_t kX_4K_DWORDS = 1;
inline constexpr uint32_t kX_2K_DWORDS = 2;
inline constexpr uint32_t kX_1K_DWORDS = 3;
}  // namespace VGT_HS_OFFCHIP_PARAM__OFFCHIP_GRANULARITY
namespace VGT_INDEX_TYPE_MODE {
inline constexpr uint32_t kVGT_INDEX_16 = 0;
inline constexpr uint32_t kVGT_INDEX_32 = 1;
inline constexpr uint32_t kVGT_INDEX_8 = 2;
}  // namespace VGT_INDEX_TYPE_MODE
namespace VGT_RDREQ_POLICY {
inline constexpr uint32_t kVGT_POLICY_LRU = 0;
inline constexpr uint32_t kVGT_POLICY_STREAM = 1;
inline constexpr uint32_t kVGT_POLICY_BYPASS = 2;
}  // namespace VGT_RDREQ_POLICY
namespace VGT_STAGES_ES_EN {
inline constexpr uint32_t kES_STAGE_OFF = 0;
inline constexpr uint32_t kES_STAGE_DS = 1;
inline constexpr uint32_t kES_STAGE_REAL = 2;
inline constexpr uint32_t kRESERVED_ES = 3;
}  // namespace VGT_STAGES_ES_EN
namespace VGT_STAGES_GS_EN {
inline constexpr uint32_t kGS_STAGE_OFF = 0;
inline constexpr uint32_t kGS_STAGE_ON = 1;
}  // namespace VGT_STAGES_GS_EN
namespace VGT_STAGES_HS_EN {
inline constexpr uint32_t kHS_STAGE_OFF = 0;
inline constexpr uint32_t kHS_STAGE_ON = 1;
}  // namespace VGT_STAGES_HS_EN
namespace VGT_STAGES_LS_EN {
inline constexpr uint32_t kLS_STAGE_OFF = 0;
inline constexpr uint32_t kLS_STAGE_ON = 1;
inline constexpr uint32_t kCS_STAGE_ON = 2;
inline constexpr uint32_t kRESERVED_LS = 3;
}  // namespace VGT_STAGES_LS_EN
namespace VGT_STAGES_VS_EN {
inline constexpr uint32_t kVS_STAGE_REAL = 0;
inline constexpr uint32_t kVS_STAGE_DS = 1;
inline constexpr uint32_t kVS_STAGE_COPY_SHADER = 2;
inline constexpr uint32_t kRESERVED_VS = 3;
}  // namespace VGT_STAGES_VS_EN
namespace VGT_TESS_PARTITION {
inline constexpr uint32_t kPART_INTEGER = 0;
inline constexpr uint32_t kPART_POW2 = 1;
inline constexpr uint32_t kPART_FRAC_ODD = 2;
inline constexpr uint32_t kPART_FRAC_EVEN = 3;
}  // namespace VGT_TESS_PARTITION
namespace VGT_TESS_TOPOLOGY {
inline constexpr uint32_t kOUTPUT_POINT = 0;
inline constexpr uint32_t kOUTPUT_LINE = 1;
inline constexpr uint32_t kOUTPUT_TRIANGLE_CW = 2;
inline constexpr uint32_t kOUTPUT_TRIANGLE_CCW = 3;
}  // namespace VGT_TESS_TOPOLOGY
namespace VGT_TESS_TYPE {
inline constexpr uint32_t kTESS_ISOLINE = 0;
inline constexpr uint32_t kTESS_TRIANGLE = 1;
inline constexpr uint32_t kTESS_QUAD = 2;
}  // namespace VGT_TESS_TYPE
namespace VRSCombinerMode {
inline constexpr uint32_t kVRS_COMB_MODE_PASSTHRU = 0;
inline constexpr uint32_t kVRS_COMB_MODE_OVERRIDE = 1;
inline constexpr uint32_t kVRS_COMB_MODE_MIN = 2;
inline constexpr uint32_t kVRS_COMB_MODE_MAX = 3;
inline constexpr uint32_t kVRS_COMB_MODE_SATURATE = 4;
}  // namespace VRSCombinerMode
namespace VRSHtileEncoding {
inline constexpr uint32_t kVRS_HTILE_DISABLE = 0;
inline constexpr uint32_t kVRS_HTILE_2BIT_ENCODING = 1;
inline constexpr uint32_t kVRS_HTILE_4BIT_ENCODING = 2;
}  // namespace VRSHtileEncoding
namespace WritePolicy {
inline constexpr uint32_t kCACHE_LRU_WR = 0;
inline constexpr uint32_t kCACHE_STREAM = 1;
inline constexpr uint32_t kCACHE_BYPASS = 2;
inline constexpr uint32_t kUNCACHED_WR = 3;
}  // namespace WritePolicy
namespace ZFormat {
inline constexpr uint32_t kZ_INVALID = 0;
inline constexpr uint32_t kZ_16 = 1;
inline constexpr uint32_t kZ_24 = 2;
inline constexpr uint32_t kZ_32_FLOAT = 3;
}  // namespace ZFormat
namespace ZLimitSumm {
inline constexpr uint32_t kFORCE_SUMM_OFF = 0;
inline constexpr uint32_t kFORCE_SUMM_MINZ = 1;
inline constexpr uint32_t kFORCE_SUMM_MAXZ = 2;
inline constexpr uint32_t kFORCE_SUMM_BOTH = 3;
}  // namespace ZLimitSumm
namespace ZOrder {
inline constexpr uint32_t kLATE_Z = 0;
inline constexpr uint32_t kEARLY_Z_THEN_LATE_Z = 1;
inline constexpr uint32_t kRE_Z = 2;
inline constexpr uint32_t kEARLY_Z_THEN_RE_Z = 3;
}  // namespace ZOrder
}  // namespace enums

// CB_BLEND0_CONTROL: CB_BLEND0_CONTROL, CB_BLEND1_CONTROL, CB_BLEND2_CONTROL, CB_BLEND3_CONTROL, ... (8 registers)
struct CbBlendControl {
  uint32_t raw;
  constexpr uint32_t color_srcblend() const { return raw & 0x1Fu; }  // BlendOp
  constexpr uint32_t color_comb_fcn() const { return (raw >> 5) & 0x7u; }  // CombFunc
  constexpr uint32_t color_destblend() const { return (raw >> 8) & 0x1Fu; }  // BlendOp
  constexpr uint32_t alpha_srcblend() const { return (raw >> 16) & 0x1Fu; }  // BlendOp
  constexpr uint32_t alpha_comb_fcn() const { return (raw >> 21) & 0x7u; }  // CombFunc
  constexpr uint32_t alpha_destblend() const { return (raw >> 24) & 0x1Fu; }  // BlendOp
  constexpr uint32_t separate_alpha_blend() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t enable() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t disable_rop3() const { return (raw >> 31) & 0x1u; }
};
// CB_BLEND_ALPHA: CB_BLEND_ALPHA
struct CbBlendAlpha {
  uint32_t raw;
  constexpr uint32_t blend_alpha() const { return raw; }
};
// CB_BLEND_BLUE: CB_BLEND_BLUE
struct CbBlendBlue {
  uint32_t raw;
  constexpr uint32_t blend_blue() const { return raw; }
};
// CB_BLEND_GREEN: CB_BLEND_GREEN
struct CbBlendGreen {
  uint32_t raw;
  constexpr uint32_t blend_green() const { return raw; }
};
// CB_BLEND_RED: CB_BLEND_RED
struct CbBlendRed {
  uint32_t raw;
  constexpr uint32_t blend_red() const { return raw; }
};
// CB_COLOR0_ATTRIB: CB_COLOR0_ATTRIB, CB_COLOR1_ATTRIB, CB_COLOR2_ATTRIB, CB_COLOR3_ATTRIB, ... (8 registers)
struct CbColorAttrib {
  uint32_t raw;
  constexpr uint32_t tile_mode_index() const { return raw & 0x1Fu; }
  constexpr uint32_t fmask_tile_mode_index() const { return (raw >> 5) & 0x1Fu; }
  constexpr uint32_t fmask_bank_height() const { return (raw >> 10) & 0x3u; }
  constexpr uint32_t num_samples() const { return (raw >> 12) & 0x7u; }
  constexpr uint32_t num_fragments() const { return (raw >> 15) & 0x3u; }
  constexpr uint32_t force_dst_alpha_1() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t disable_fmask_nofetch_opt() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t limit_color_fetch_to_256b_max() const { return (raw >> 19) & 0x1u; }
};
// CB_COLOR0_ATTRIB2: CB_COLOR0_ATTRIB2, CB_COLOR1_ATTRIB2, CB_COLOR2_ATTRIB2, CB_COLOR3_ATTRIB2, ... (8 registers)
struct CbColorAttrib2 {
  uint32_t raw;
  constexpr uint32_t mip0_height() const { return raw & 0x3FFFu; }
  constexpr uint32_t mip0_width() const { return (raw >> 14) & 0x3FFFu; }
  constexpr uint32_t max_mip() const { return (raw >> 28) & 0xFu; }
};
// CB_COLOR0_ATTRIB3: CB_COLOR0_ATTRIB3, CB_COLOR1_ATTRIB3, CB_COLOR2_ATTRIB3, CB_COLOR3_ATTRIB3, ... (8 registers)
struct CbColorAttrib3 {
  uint32_t raw;
  constexpr uint32_t mip0_depth() const { return raw & 0x1FFFu; }
  constexpr uint32_t meta_linear() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t color_sw_mode() const { return (raw >> 14) & 0x1Fu; }
  constexpr uint32_t fmask_sw_mode() const { return (raw >> 19) & 0x1Fu; }
  constexpr uint32_t resource_type() const { return (raw >> 24) & 0x3u; }
  constexpr uint32_t cmask_pipe_aligned() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t resource_level() const { return (raw >> 27) & 0x7u; }
  constexpr uint32_t dcc_pipe_aligned() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t vrs_rate_hint_enable() const { return (raw >> 31) & 0x1u; }
};
// CB_COLOR0_BASE_EXT: CB_COLOR0_BASE_EXT, CB_COLOR1_BASE_EXT, CB_COLOR2_BASE_EXT, CB_COLOR3_BASE_EXT, ... (32 registers)
struct CbColorBaseExt {
  uint32_t raw;
  constexpr uint32_t base_256b() const { return raw & 0xFFu; }
};
// CB_COLOR0_CLEAR_WORD0: CB_COLOR0_CLEAR_WORD0, CB_COLOR1_CLEAR_WORD0, CB_COLOR2_CLEAR_WORD0, CB_COLOR3_CLEAR_WORD0, ... (8 registers)
struct CbColorClearWord0 {
  uint32_t raw;
  constexpr uint32_t clear_word0() const { return raw; }
};
// CB_COLOR0_CLEAR_WORD1: CB_COLOR0_CLEAR_WORD1, CB_COLOR1_CLEAR_WORD1, CB_COLOR2_CLEAR_WORD1, CB_COLOR3_CLEAR_WORD1, ... (8 registers)
struct CbColorClearWord1 {
  uint32_t raw;
  constexpr uint32_t clear_word1() const { return raw; }
};
// CB_COLOR0_CMASK_SLICE: CB_COLOR0_CMASK_SLICE, CB_COLOR1_CMASK_SLICE, CB_COLOR2_CMASK_SLICE, CB_COLOR3_CMASK_SLICE, ... (8 registers)
struct CbColorCmaskSlice {
  uint32_t raw;
  constexpr uint32_t tile_max() const { return raw & 0x3FFFu; }
};
// CB_COLOR0_DCC_CONTROL: CB_COLOR0_DCC_CONTROL, CB_COLOR1_DCC_CONTROL, CB_COLOR2_DCC_CONTROL, CB_COLOR3_DCC_CONTROL, ... (8 registers)
struct CbColorDccControl {
  uint32_t raw;
  constexpr uint32_t overwrite_combiner_disable() const { return raw & 0x1u; }
  constexpr uint32_t key_clear_enable() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t max_uncompressed_block_size() const { return (raw >> 2) & 0x3u; }  // CB_COLOR_DCC_CONTROL__MAX_UNCOMPRESSED_BLOCK_SIZE
  constexpr uint32_t min_compressed_block_size() const { return (raw >> 4) & 0x1u; }  // CB_COLOR_DCC_CONTROL__MIN_COMPRESSED_BLOCK_SIZE
  constexpr uint32_t max_compressed_block_size() const { return (raw >> 5) & 0x3u; }
  constexpr uint32_t color_transform() const { return (raw >> 7) & 0x3u; }
  constexpr uint32_t independent_64b_blocks() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t lossy_rgb_precision() const { return (raw >> 10) & 0xFu; }
  constexpr uint32_t lossy_alpha_precision() const { return (raw >> 14) & 0xFu; }
  constexpr uint32_t disable_constant_encode_reg() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t enable_constant_encode_reg_write() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t independent_128b_blocks() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t skip_low_comp_ratio() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t dcc_compress_disable() const { return (raw >> 22) & 0x1u; }
};
// CB_COLOR0_INFO: CB_COLOR0_INFO, CB_COLOR1_INFO, CB_COLOR2_INFO, CB_COLOR3_INFO, ... (8 registers)
struct CbColorInfo {
  uint32_t raw;
  constexpr uint32_t endian() const { return raw & 0x3u; }  // SurfaceEndian
  constexpr uint32_t format() const { return (raw >> 2) & 0x1Fu; }  // ColorFormat
  constexpr uint32_t linear_general() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t number_type() const { return (raw >> 8) & 0x7u; }  // SurfaceNumber
  constexpr uint32_t comp_swap() const { return (raw >> 11) & 0x3u; }  // SurfaceSwap
  constexpr uint32_t fast_clear() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t compression() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t blend_clamp() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t blend_bypass() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t simple_float() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t round_mode() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t cmask_is_linear() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t blend_opt_dont_rd_dst() const { return (raw >> 20) & 0x7u; }  // BlendOpt
  constexpr uint32_t blend_opt_discard_pixel() const { return (raw >> 23) & 0x7u; }  // BlendOpt
  constexpr uint32_t fmask_compression_disable() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t fmask_compress_1frag_only() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t dcc_enable() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t cmask_addr_type() const { return (raw >> 29) & 0x3u; }  // CmaskAddr
  constexpr uint32_t nbc_tiling() const { return (raw >> 31) & 0x1u; }
};
// CB_COLOR0_PITCH: CB_COLOR0_PITCH, CB_COLOR1_PITCH, CB_COLOR2_PITCH, CB_COLOR3_PITCH, ... (8 registers)
struct CbColorPitch {
  uint32_t raw;
  constexpr uint32_t tile_max() const { return raw & 0x7FFu; }
  constexpr uint32_t fmask_tile_max() const { return (raw >> 20) & 0x7FFu; }
};
// CB_COLOR0_SLICE: CB_COLOR0_SLICE, CB_COLOR0_FMASK_SLICE, CB_COLOR1_SLICE, CB_COLOR1_FMASK_SLICE, ... (16 registers)
struct CbColorSlice {
  uint32_t raw;
  constexpr uint32_t tile_max() const { return raw & 0x3FFFFFu; }
};
// CB_COLOR0_VIEW: CB_COLOR0_VIEW, CB_COLOR1_VIEW, CB_COLOR2_VIEW, CB_COLOR3_VIEW, ... (8 registers)
struct CbColorView {
  uint32_t raw;
  constexpr uint32_t slice_start() const { return raw & 0x1FFFu; }
  constexpr uint32_t slice_max() const { return (raw >> 13) & 0x1FFFu; }
  constexpr uint32_t mip_level() const { return (raw >> 26) & 0xFu; }
};
// CB_COLOR_CONTROL: CB_COLOR_CONTROL
struct CbColorControl {
  uint32_t raw;
  constexpr uint32_t disable_dual_quad() const { return raw & 0x1u; }
  constexpr uint32_t enable_1frag_ps_invoke() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t degamma_enable() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t mode() const { return (raw >> 4) & 0x7u; }  // CBMode
  constexpr uint32_t rop3() const { return (raw >> 16) & 0xFFu; }  // ROP3
};
// CB_COVERAGE_OUT_CONTROL: CB_COVERAGE_OUT_CONTROL
struct CbCoverageOutControl {
  uint32_t raw;
  constexpr uint32_t coverage_out_enable() const { return raw & 0x1u; }
  constexpr uint32_t coverage_out_mrt() const { return (raw >> 1) & 0x7u; }
  constexpr uint32_t coverage_out_channel() const { return (raw >> 4) & 0x3u; }
  constexpr uint32_t coverage_out_samples() const { return (raw >> 8) & 0xFu; }
};
// CB_DCC_CONTROL: CB_DCC_CONTROL
struct CbDccControl {
  uint32_t raw;
  constexpr uint32_t overwrite_combiner_disable() const { return raw & 0x1u; }
  constexpr uint32_t overwrite_combiner_watermark() const { return (raw >> 2) & 0x1Fu; }
  constexpr uint32_t disable_constant_encode_ac01() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t disable_constant_encode_single() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t disable_constant_encode_reg() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t disable_elimfc_skip_of_ac01() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t disable_elimfc_skip_of_single() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t enable_elimfc_skip_of_reg() const { return (raw >> 14) & 0x1u; }
};
// CB_PERFCOUNTER0_SELECT: CB_PERFCOUNTER0_SELECT, RMI_PERFCOUNTER0_SELECT, RMI_PERFCOUNTER2_SELECT, GCR_PERFCOUNTER0_SELECT
struct CbPerfcounter0Select {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0x1FFu; }
  constexpr uint32_t perf_sel1() const { return (raw >> 10) & 0x1FFu; }
  constexpr uint32_t cntr_mode() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t perf_mode1() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t perf_mode() const { return (raw >> 28) & 0xFu; }
};
// CB_PERFCOUNTER0_SELECT1: CB_PERFCOUNTER0_SELECT1, RMI_PERFCOUNTER0_SELECT1, RMI_PERFCOUNTER2_SELECT1, GCR_PERFCOUNTER0_SELECT1
struct CbPerfcounter0Select1 {
  uint32_t raw;
  constexpr uint32_t perf_sel2() const { return raw & 0x1FFu; }
  constexpr uint32_t perf_sel3() const { return (raw >> 10) & 0x1FFu; }
  constexpr uint32_t perf_mode3() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t perf_mode2() const { return (raw >> 28) & 0xFu; }
};
// CB_PERFCOUNTER1_SELECT: CB_PERFCOUNTER1_SELECT, CB_PERFCOUNTER2_SELECT, CB_PERFCOUNTER3_SELECT, RMI_PERFCOUNTER1_SELECT, ... (5 registers)
struct CbPerfcounter1Select {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0x1FFu; }
  constexpr uint32_t perf_mode() const { return (raw >> 28) & 0xFu; }
};
// CB_PERFCOUNTER_FILTER: CB_PERFCOUNTER_FILTER
struct CbPerfcounterFilter {
  uint32_t raw;
  constexpr uint32_t op_filter_enable() const { return raw & 0x1u; }
  constexpr uint32_t op_filter_sel() const { return (raw >> 1) & 0x7u; }  // CBPerfOpFilterSel
  constexpr uint32_t format_filter_enable() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t format_filter_sel() const { return (raw >> 5) & 0x1Fu; }
  constexpr uint32_t clear_filter_enable() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t clear_filter_sel() const { return (raw >> 11) & 0x1u; }  // CBPerfClearFilterSel
  constexpr uint32_t mrt_filter_enable() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t mrt_filter_sel() const { return (raw >> 13) & 0x7u; }
  constexpr uint32_t num_samples_filter_enable() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t num_samples_filter_sel() const { return (raw >> 18) & 0x7u; }
  constexpr uint32_t num_fragments_filter_enable() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t num_fragments_filter_sel() const { return (raw >> 22) & 0x3u; }
};
// CB_RMI_GL2_CACHE_CONTROL: CB_RMI_GL2_CACHE_CONTROL
struct CbRmiGl2CacheControl {
  uint32_t raw;
  constexpr uint32_t cmask_wr_policy() const { return raw & 0x3u; }  // WritePolicy
  constexpr uint32_t fmask_wr_policy() const { return (raw >> 2) & 0x3u; }  // WritePolicy
  constexpr uint32_t dcc_wr_policy() const { return (raw >> 4) & 0x3u; }  // WritePolicy
  constexpr uint32_t color_wr_policy() const { return (raw >> 6) & 0x3u; }  // WritePolicy
  constexpr uint32_t cmask_rd_policy() const { return (raw >> 16) & 0x3u; }  // ReadPolicy
  constexpr uint32_t fmask_rd_policy() const { return (raw >> 18) & 0x3u; }  // ReadPolicy
  constexpr uint32_t dcc_rd_policy() const { return (raw >> 20) & 0x3u; }  // ReadPolicy
  constexpr uint32_t color_rd_policy() const { return (raw >> 22) & 0x3u; }  // ReadPolicy
  constexpr uint32_t cmask_l3_bypass() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t fmask_l3_bypass() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t dcc_l3_bypass() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t color_l3_bypass() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t fmask_big_page() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t color_big_page() const { return (raw >> 31) & 0x1u; }
};
// CB_SHADER_MASK: CB_SHADER_MASK
struct CbShaderMask {
  uint32_t raw;
  constexpr uint32_t output0_enable() const { return raw & 0xFu; }
  constexpr uint32_t output1_enable() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t output2_enable() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t output3_enable() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t output4_enable() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t output5_enable() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t output6_enable() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t output7_enable() const { return (raw >> 28) & 0xFu; }
};
// CB_TARGET_MASK: CB_TARGET_MASK
struct CbTargetMask {
  uint32_t raw;
  constexpr uint32_t target0_enable() const { return raw & 0xFu; }
  constexpr uint32_t target1_enable() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t target2_enable() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t target3_enable() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t target4_enable() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t target5_enable() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t target6_enable() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t target7_enable() const { return (raw >> 28) & 0xFu; }
};
// COHER_DEST_BASE_2: COHER_DEST_BASE_2, COHER_DEST_BASE_3, COHER_DEST_BASE_0, COHER_DEST_BASE_1
struct CoherDestBase2 {
  uint32_t raw;
  constexpr uint32_t dest_base_256b() const { return raw; }
};
// COHER_DEST_BASE_HI_0: COHER_DEST_BASE_HI_0, COHER_DEST_BASE_HI_1, COHER_DEST_BASE_HI_2, COHER_DEST_BASE_HI_3
struct CoherDestBaseHi {
  uint32_t raw;
  constexpr uint32_t dest_base_hi_256b() const { return raw & 0xFFu; }
};
// COMPUTE_DDID_INDEX: COMPUTE_DDID_INDEX
struct ComputeDdidIndex {
  uint32_t raw;
  constexpr uint32_t index() const { return raw & 0x7FFu; }
};
// COMPUTE_DESTINATION_EN_SE0: COMPUTE_DESTINATION_EN_SE0, COMPUTE_DESTINATION_EN_SE1, COMPUTE_DESTINATION_EN_SE2, COMPUTE_DESTINATION_EN_SE3
struct ComputeDestinationEnSe {
  uint32_t raw;
  constexpr uint32_t cu_en() const { return raw; }
};
// COMPUTE_DIM_X: COMPUTE_DIM_X, COMPUTE_DIM_Y, COMPUTE_DIM_Z, VGT_STRMOUT_BUFFER_SIZE_0, ... (12 registers)
struct ComputeDimX {
  uint32_t raw;
  constexpr uint32_t size() const { return raw; }
};
// COMPUTE_DISPATCH_ID: COMPUTE_DISPATCH_ID
struct ComputeDispatchId {
  uint32_t raw;
  constexpr uint32_t dispatch_id() const { return raw; }
};
// COMPUTE_DISPATCH_INITIATOR: COMPUTE_DISPATCH_INITIATOR
struct ComputeDispatchInitiator {
  uint32_t raw;
  constexpr uint32_t compute_shader_en() const { return raw & 0x1u; }
  constexpr uint32_t partial_tg_en() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t force_start_at_000() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t ordered_append_enbl() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t ordered_append_mode() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t use_thread_dimensions() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t order_mode() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t scalar_l1_inv_vol() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t vector_l1_inv_vol() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t reserved() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t tunnel_enable() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t restore() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t cs_w32_en() const { return (raw >> 15) & 0x1u; }
};
// COMPUTE_DISPATCH_TUNNEL: COMPUTE_DISPATCH_TUNNEL
struct ComputeDispatchTunnel {
  uint32_t raw;
  constexpr uint32_t off_delay() const { return raw & 0x3FFu; }
  constexpr uint32_t immediate() const { return (raw >> 10) & 0x1u; }
};
// COMPUTE_MISC_RESERVED: COMPUTE_MISC_RESERVED
struct ComputeMiscReserved {
  uint32_t raw;
  constexpr uint32_t send_seid() const { return raw & 0x3u; }
  constexpr uint32_t reserved2() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t reserved3() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t reserved4() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t wave_id_base() const { return (raw >> 5) & 0xFFFu; }
};
// COMPUTE_NUM_THREAD_X: COMPUTE_NUM_THREAD_X, COMPUTE_NUM_THREAD_Y, COMPUTE_NUM_THREAD_Z
struct ComputeNumThreadX {
  uint32_t raw;
  constexpr uint32_t num_thread_full() const { return raw & 0xFFFFu; }
  constexpr uint32_t num_thread_partial() const { return (raw >> 16) & 0xFFFFu; }
};
// COMPUTE_PERFCOUNT_ENABLE: COMPUTE_PERFCOUNT_ENABLE
struct ComputePerfcountEnable {
  uint32_t raw;
  constexpr uint32_t perfcount_enable() const { return raw & 0x1u; }
};
// COMPUTE_PGM_HI: COMPUTE_PGM_HI, COMPUTE_DISPATCH_PKT_ADDR_HI, COMPUTE_DISPATCH_SCRATCH_BASE_HI, CP_APPEND_DDID_CNT
struct ComputePgmHi {
  uint32_t raw;
  constexpr uint32_t data() const { return raw & 0xFFu; }
};
// COMPUTE_PGM_RSRC1: COMPUTE_PGM_RSRC1
struct ComputePgmRsrc1 {
  uint32_t raw;
  constexpr uint32_t vgprs() const { return raw & 0x3Fu; }
  constexpr uint32_t sgprs() const { return (raw >> 6) & 0xFu; }
  constexpr uint32_t priority() const { return (raw >> 10) & 0x3u; }
  constexpr uint32_t float_mode() const { return (raw >> 12) & 0xFFu; }  // FLOAT_MODE
  constexpr uint32_t priv() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t dx10_clamp() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t ieee_mode() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t bulky() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t fp16_ovfl() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t wgp_mode() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t mem_ordered() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t fwd_progress() const { return (raw >> 31) & 0x1u; }
};
// COMPUTE_PGM_RSRC2: COMPUTE_PGM_RSRC2
struct ComputePgmRsrc2 {
  uint32_t raw;
  constexpr uint32_t scratch_en() const { return raw & 0x1u; }
  constexpr uint32_t user_sgpr() const { return (raw >> 1) & 0x1Fu; }
  constexpr uint32_t trap_present() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t tgid_x_en() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t tgid_y_en() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t tgid_z_en() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t tg_size_en() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t tidig_comp_cnt() const { return (raw >> 11) & 0x3u; }
  constexpr uint32_t excp_en_msb() const { return (raw >> 13) & 0x3u; }
  constexpr uint32_t lds_size() const { return (raw >> 15) & 0x1FFu; }
  constexpr uint32_t excp_en() const { return (raw >> 24) & 0x7Fu; }  // EXCP_EN
};
// COMPUTE_PGM_RSRC3: COMPUTE_PGM_RSRC3
struct ComputePgmRsrc3 {
  uint32_t raw;
  constexpr uint32_t shared_vgpr_cnt() const { return raw & 0xFu; }
};
// COMPUTE_PIPELINESTAT_ENABLE: COMPUTE_PIPELINESTAT_ENABLE
struct ComputePipelinestatEnable {
  uint32_t raw;
  constexpr uint32_t pipelinestat_enable() const { return raw & 0x1u; }
};
// COMPUTE_RELAUNCH: COMPUTE_RELAUNCH, COMPUTE_RELAUNCH2
struct ComputeRelaunch {
  uint32_t raw;
  constexpr uint32_t payload() const { return raw & 0x3FFFFFFFu; }
  constexpr uint32_t is_event() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t is_state() const { return (raw >> 31) & 0x1u; }
};
// COMPUTE_REQ_CTRL: COMPUTE_REQ_CTRL
struct ComputeReqCtrl {
  uint32_t raw;
  constexpr uint32_t soft_grouping_en() const { return raw & 0x1u; }
  constexpr uint32_t number_of_requests_per_cu() const { return (raw >> 1) & 0xFu; }
  constexpr uint32_t soft_grouping_allocation_timeout() const { return (raw >> 5) & 0xFu; }
  constexpr uint32_t hard_lock_hysteresis() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t hard_lock_low_threshold() const { return (raw >> 10) & 0x1Fu; }
  constexpr uint32_t producer_request_lockout() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t global_scanning_en() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t allocation_rate_throttling_threshold() const { return (raw >> 17) & 0x7u; }
  constexpr uint32_t dedicated_preallocation_buffer_limit() const { return (raw >> 20) & 0x7Fu; }
};
// COMPUTE_RESOURCE_LIMITS: COMPUTE_RESOURCE_LIMITS
struct ComputeResourceLimits {
  uint32_t raw;
  constexpr uint32_t waves_per_sh() const { return raw & 0x3FFu; }
  constexpr uint32_t tg_per_cu() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t lock_threshold() const { return (raw >> 16) & 0x3Fu; }
  constexpr uint32_t simd_dest_cntl() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t force_simd_dist() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t cu_group_count() const { return (raw >> 24) & 0x7u; }
};
// COMPUTE_RESTART_X: COMPUTE_RESTART_X, COMPUTE_RESTART_Y, COMPUTE_RESTART_Z
struct ComputeRestartX {
  uint32_t raw;
  constexpr uint32_t restart() const { return raw; }
};
// COMPUTE_START_X: COMPUTE_START_X, COMPUTE_START_Y, COMPUTE_START_Z
struct ComputeStartX {
  uint32_t raw;
  constexpr uint32_t start() const { return raw; }
};
// COMPUTE_THREADGROUP_ID: COMPUTE_THREADGROUP_ID
struct ComputeThreadgroupId {
  uint32_t raw;
  constexpr uint32_t threadgroup_id() const { return raw; }
};
// COMPUTE_THREAD_TRACE_ENABLE: COMPUTE_THREAD_TRACE_ENABLE
struct ComputeThreadTraceEnable {
  uint32_t raw;
  constexpr uint32_t thread_trace_enable() const { return raw & 0x1u; }
};
// COMPUTE_TMPRING_SIZE: COMPUTE_TMPRING_SIZE, SPI_TMPRING_SIZE
struct ComputeTmpringSize {
  uint32_t raw;
  constexpr uint32_t waves() const { return raw & 0xFFFu; }
  constexpr uint32_t wavesize() const { return (raw >> 12) & 0x1FFFu; }
};
// COMPUTE_VMID: COMPUTE_VMID
struct ComputeVmid {
  uint32_t raw;
  constexpr uint32_t data() const { return raw & 0xFu; }
};
// COMPUTE_WAVE_RESTORE_ADDR_HI: COMPUTE_WAVE_RESTORE_ADDR_HI
struct ComputeWaveRestoreAddrHi {
  uint32_t raw;
  constexpr uint32_t addr() const { return raw & 0xFFFFu; }
};
// COMPUTE_WAVE_RESTORE_ADDR_LO: COMPUTE_WAVE_RESTORE_ADDR_LO
struct ComputeWaveRestoreAddrLo {
  uint32_t raw;
  constexpr uint32_t addr() const { return raw; }
};
// CPF_LATENCY_STATS_SELECT: CPF_LATENCY_STATS_SELECT, CPC_LATENCY_STATS_SELECT
struct CpfLatencyStatsSelect {
  uint32_t raw;
  constexpr uint32_t index() const { return raw & 0xFu; }
  constexpr uint32_t clear() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t enable() const { return (raw >> 31) & 0x1u; }
};
// CPF_TC_PERF_COUNTER_WINDOW_SELECT: CPF_TC_PERF_COUNTER_WINDOW_SELECT
struct CpfTcPerfCounterWindowSelect {
  uint32_t raw;
  constexpr uint32_t index() const { return raw & 0x7u; }
  constexpr uint32_t always() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t enable() const { return (raw >> 31) & 0x1u; }
};
// CPG_LATENCY_STATS_SELECT: CPG_LATENCY_STATS_SELECT
struct CpgLatencyStatsSelect {
  uint32_t raw;
  constexpr uint32_t index() const { return raw & 0x1Fu; }
  constexpr uint32_t clear() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t enable() const { return (raw >> 31) & 0x1u; }
};
// CPG_PERFCOUNTER0_SELECT1: CPG_PERFCOUNTER0_SELECT1, CPC_PERFCOUNTER0_SELECT1, CPF_PERFCOUNTER0_SELECT1
struct CpgPerfcounter0Select1 {
  uint32_t raw;
  constexpr uint32_t perf_sel2() const { return raw & 0x3FFu; }
  constexpr uint32_t perf_sel3() const { return (raw >> 10) & 0x3FFu; }
  constexpr uint32_t cntr_mode3() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t cntr_mode2() const { return (raw >> 28) & 0xFu; }
};
// CPG_PERFCOUNTER1_HI: CPG_PERFCOUNTER1_HI, CPG_PERFCOUNTER0_HI, CPC_PERFCOUNTER1_HI, CPC_PERFCOUNTER0_HI, ... (140 registers)
struct CpgPerfcounter1Hi {
  uint32_t raw;
  constexpr uint32_t perfcounter_hi() const { return raw; }
};
// CPG_PERFCOUNTER1_LO: CPG_PERFCOUNTER1_LO, CPG_PERFCOUNTER0_LO, CPC_PERFCOUNTER1_LO, CPC_PERFCOUNTER0_LO, ... (140 registers)
struct CpgPerfcounter1Lo {
  uint32_t raw;
  constexpr uint32_t perfcounter_lo() const { return raw; }
};
// CPG_PERFCOUNTER1_SELECT: CPG_PERFCOUNTER1_SELECT, CPG_PERFCOUNTER0_SELECT, CPC_PERFCOUNTER1_SELECT, CPF_PERFCOUNTER1_SELECT, ... (6 registers)
struct CpgPerfcounter1Select {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0x3FFu; }
  constexpr uint32_t perf_sel1() const { return (raw >> 10) & 0x3FFu; }
  constexpr uint32_t spm_mode() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t cntr_mode1() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t cntr_mode0() const { return (raw >> 28) & 0xFu; }
};
// CPG_TC_PERF_COUNTER_WINDOW_SELECT: CPG_TC_PERF_COUNTER_WINDOW_SELECT
struct CpgTcPerfCounterWindowSelect {
  uint32_t raw;
  constexpr uint32_t index() const { return raw & 0x1Fu; }
  constexpr uint32_t always() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t enable() const { return (raw >> 31) & 0x1u; }
};
// CP_APPEND_ADDR_HI: CP_APPEND_ADDR_HI
struct CpAppendAddrHi {
  uint32_t raw;
  constexpr uint32_t mem_addr_hi() const { return raw & 0xFFFFu; }
  constexpr uint32_t cs_ps_sel() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t cache_policy() const { return (raw >> 25) & 0x3u; }
  constexpr uint32_t command() const { return (raw >> 29) & 0x7u; }
};
// CP_APPEND_ADDR_LO: CP_APPEND_ADDR_LO
struct CpAppendAddrLo {
  uint32_t raw;
  constexpr uint32_t mem_addr_lo() const { return (raw >> 2) & 0x3FFFFFFFu; }
};
// CP_APPEND_LAST_CS_FENCE_HI: CP_APPEND_LAST_CS_FENCE_HI, CP_APPEND_LAST_PS_FENCE_HI, CP_APPEND_LAST_CS_FENCE, CP_APPEND_LAST_PS_FENCE
struct CpAppendLastCsFenceHi {
  uint32_t raw;
  constexpr uint32_t last_fence() const { return raw; }
};
// CP_CE_COUNTER: CP_CE_COUNTER
struct CpCeCounter {
  uint32_t raw;
  constexpr uint32_t const_engine_count() const { return raw; }
};
// CP_CE_IB1_BASE_HI: CP_CE_IB1_BASE_HI
struct CpCeIb1BaseHi {
  uint32_t raw;
  constexpr uint32_t ib1_base_hi() const { return raw & 0xFFFFu; }
};
// CP_CE_IB1_BASE_LO: CP_CE_IB1_BASE_LO
struct CpCeIb1BaseLo {
  uint32_t raw;
  constexpr uint32_t ib1_base_lo() const { return (raw >> 2) & 0x3FFFFFFFu; }
};
// CP_CE_IB1_BUFSZ: CP_CE_IB1_BUFSZ
struct CpCeIb1Bufsz {
  uint32_t raw;
  constexpr uint32_t ib1_bufsz() const { return raw & 0xFFFFFu; }
};
// CP_CE_IB1_CMD_BUFSZ: CP_CE_IB1_CMD_BUFSZ
struct CpCeIb1CmdBufsz {
  uint32_t raw;
  constexpr uint32_t ib1_cmd_reqsz() const { return raw & 0xFFFFFu; }
};
// CP_CE_IB1_OFFSET: CP_CE_IB1_OFFSET
struct CpCeIb1Offset {
  uint32_t raw;
  constexpr uint32_t ib1_offset() const { return raw & 0xFFFFFu; }
};
// CP_CE_IB2_BASE_HI: CP_CE_IB2_BASE_HI, CP_IB2_BASE_HI
struct CpCeIb2BaseHi {
  uint32_t raw;
  constexpr uint32_t ib2_base_hi() const { return raw & 0xFFFFu; }
};
// CP_CE_IB2_BASE_LO: CP_CE_IB2_BASE_LO, CP_IB2_BASE_LO
struct CpCeIb2BaseLo {
  uint32_t raw;
  constexpr uint32_t ib2_base_lo() const { return (raw >> 2) & 0x3FFFFFFFu; }
};
// CP_CE_IB2_BUFSZ: CP_CE_IB2_BUFSZ, CP_IB2_BUFSZ
struct CpCeIb2Bufsz {
  uint32_t raw;
  constexpr uint32_t ib2_bufsz() const { return raw & 0xFFFFFu; }
};
// CP_CE_IB2_CMD_BUFSZ: CP_CE_IB2_CMD_BUFSZ, CP_IB2_CMD_BUFSZ
struct CpCeIb2CmdBufsz {
  uint32_t raw;
  constexpr uint32_t ib2_cmd_reqsz() const { return raw & 0xFFFFFu; }
};
// CP_CE_INIT_BASE_HI: CP_CE_INIT_BASE_HI
struct CpCeInitBaseHi {
  uint32_t raw;
  constexpr uint32_t init_base_hi() const { return raw & 0xFFFFu; }
};
// CP_CE_INIT_BASE_LO: CP_CE_INIT_BASE_LO
struct CpCeInitBaseLo {
  uint32_t raw;
  constexpr uint32_t init_base_lo() const { return (raw >> 5) & 0x7FFFFFFu; }
};
// CP_CE_INIT_BUFSZ: CP_CE_INIT_BUFSZ
struct CpCeInitBufsz {
  uint32_t raw;
  constexpr uint32_t init_bufsz() const { return raw & 0xFFFu; }
};
// CP_CE_INIT_CMD_BUFSZ: CP_CE_INIT_CMD_BUFSZ
struct CpCeInitCmdBufsz {
  uint32_t raw;
  constexpr uint32_t init_cmd_reqsz() const { return raw & 0xFFFu; }
};
// CP_COHER_BASE: CP_COHER_BASE, CP_ME_COHER_BASE
struct CpCoherBase {
  uint32_t raw;
  constexpr uint32_t coher_base_256b() const { return raw; }
};
// CP_COHER_BASE_HI: CP_COHER_BASE_HI, CP_ME_COHER_BASE_HI
struct CpCoherBaseHi {
  uint32_t raw;
  constexpr uint32_t coher_base_hi_256b() const { return raw & 0xFFu; }
};
// CP_COHER_CNTL: CP_COHER_CNTL
struct CpCoherCntl {
  uint32_t raw;
  constexpr uint32_t tc_nc_action_ena() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t tc_wc_action_ena() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t tc_inv_metadata_action_ena() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t tcl1_vol_action_ena() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t tc_wb_action_ena() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t tcl1_action_ena() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t tc_action_ena() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t cb_action_ena() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t db_action_ena() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t sh_kcache_action_ena() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t sh_kcache_vol_action_ena() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t sh_icache_action_ena() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t sh_kcache_wb_action_ena() const { return (raw >> 30) & 0x1u; }
};
// CP_COHER_SIZE: CP_COHER_SIZE, CP_ME_COHER_SIZE
struct CpCoherSize {
  uint32_t raw;
  constexpr uint32_t coher_size_256b() const { return raw; }
};
// CP_COHER_SIZE_HI: CP_COHER_SIZE_HI, CP_ME_COHER_SIZE_HI
struct CpCoherSizeHi {
  uint32_t raw;
  constexpr uint32_t coher_size_hi_256b() const { return raw & 0xFFu; }
};
// CP_COHER_START_DELAY: CP_COHER_START_DELAY
struct CpCoherStartDelay {
  uint32_t raw;
  constexpr uint32_t start_delay_count() const { return raw & 0x3Fu; }
};
// CP_COHER_STATUS: CP_COHER_STATUS
struct CpCoherStatus {
  uint32_t raw;
  constexpr uint32_t meid() const { return (raw >> 24) & 0x3u; }
  constexpr uint32_t status() const { return (raw >> 31) & 0x1u; }
};
// CP_CPC_BUSY_STAT: CP_CPC_BUSY_STAT
struct CpCpcBusyStat {
  uint32_t raw;
  constexpr uint32_t mec1_load_busy() const { return raw & 0x1u; }
  constexpr uint32_t mec1_semapohre_busy() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t mec1_mutex_busy() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t mec1_message_busy() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t mec1_eop_queue_busy() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t mec1_iq_queue_busy() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t mec1_ib_queue_busy() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t mec1_tc_busy() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t mec1_dma_busy() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t mec1_partial_flush_busy() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t mec1_pipe0_busy() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t mec1_pipe1_busy() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t mec1_pipe2_busy() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t mec1_pipe3_busy() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t mec2_load_busy() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t mec2_semapohre_busy() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t mec2_mutex_busy() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t mec2_message_busy() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t mec2_eop_queue_busy() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t mec2_iq_queue_busy() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t mec2_ib_queue_busy() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t mec2_tc_busy() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t mec2_dma_busy() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t mec2_partial_flush_busy() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t mec2_pipe0_busy() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t mec2_pipe1_busy() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t mec2_pipe2_busy() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t mec2_pipe3_busy() const { return (raw >> 29) & 0x1u; }
};
// CP_CPC_BUSY_STAT2: CP_CPC_BUSY_STAT2
struct CpCpcBusyStat2 {
  uint32_t raw;
  constexpr uint32_t mes_load_busy() const { return raw & 0x1u; }
  constexpr uint32_t mes_mutex_busy() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t mes_message_busy() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t mes_tc_busy() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t mes_dma_busy() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t mes_pipe0_busy() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t mes_pipe1_busy() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t mes_pipe2_busy() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t mes_pipe3_busy() const { return (raw >> 13) & 0x1u; }
};
// CP_CPC_GRBM_FREE_COUNT: CP_CPC_GRBM_FREE_COUNT
struct CpCpcGrbmFreeCount {
  uint32_t raw;
  constexpr uint32_t free_count() const { return raw & 0x3Fu; }
};
// CP_CPC_HALT_HYST_COUNT: CP_CPC_HALT_HYST_COUNT
struct CpCpcHaltHystCount {
  uint32_t raw;
  constexpr uint32_t count() const { return raw & 0xFu; }
};
// CP_CPC_PRIV_VIOLATION_ADDR: CP_CPC_PRIV_VIOLATION_ADDR
struct CpCpcPrivViolationAddr {
  uint32_t raw;
  constexpr uint32_t priv_violation_addr() const { return raw & 0xFFFFu; }
};
// CP_CPC_SCRATCH_DATA: CP_CPC_SCRATCH_DATA, CP_SCRATCH_DATA
struct CpCpcScratchData {
  uint32_t raw;
  constexpr uint32_t scratch_data() const { return raw; }
};
// CP_CPC_SCRATCH_INDEX: CP_CPC_SCRATCH_INDEX, CP_SCRATCH_INDEX
struct CpCpcScratchIndex {
  uint32_t raw;
  constexpr uint32_t scratch_index() const { return raw & 0x1FFu; }
  constexpr uint32_t scratch_index_64bit_mode() const { return (raw >> 31) & 0x1u; }
};
// CP_CPC_STALLED_STAT1: CP_CPC_STALLED_STAT1
struct CpCpcStalledStat1 {
  uint32_t raw;
  constexpr uint32_t rciu_tx_free_stall() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t rciu_priv_violation() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t tciu_tx_free_stall() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t mec1_decoding_packet() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t mec1_wait_on_rciu() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t mec1_wait_on_rciu_read() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t mec1_wait_on_roq_data() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t mec2_decoding_packet() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t mec2_wait_on_rciu() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t mec2_wait_on_rciu_read() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t mec2_wait_on_roq_data() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t utcl2iu_waiting_on_free() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t utcl2iu_waiting_on_tags() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t utcl1_waiting_on_trans() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t gcriu_waiting_on_free() const { return (raw >> 25) & 0x1u; }
};
// CP_CPC_STATUS: CP_CPC_STATUS
struct CpCpcStatus {
  uint32_t raw;
  constexpr uint32_t mec1_busy() const { return raw & 0x1u; }
  constexpr uint32_t mec2_busy() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t dc0_busy() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t dc1_busy() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t rciu1_busy() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t rciu2_busy() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t roq1_busy() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t roq2_busy() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t tciu_busy() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t scratch_ram_busy() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t qu_busy() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t utcl2iu_busy() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t save_restore_busy() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t gcriu_busy() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t mes_busy() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t mes_scratch_ram_busy() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t rciu3_busy() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t mes_instruction_cache_busy() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t cpg_cpc_busy() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t cpf_cpc_busy() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t cpc_busy() const { return (raw >> 31) & 0x1u; }
};
// CP_CPF_BUSY_STAT: CP_CPF_BUSY_STAT
struct CpCpfBusyStat {
  uint32_t raw;
  constexpr uint32_t reg_bus_fifo_busy() const { return raw & 0x1u; }
  constexpr uint32_t csf_ring_busy() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t csf_indirect1_busy() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t csf_indirect2_busy() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t csf_state_busy() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t csf_ce_indr1_busy() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t csf_ce_indr2_busy() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t csf_arbiter_busy() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t csf_input_busy() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t csf_data_busy() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t csf_ce_data_busy() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t hpd_processing_eop_busy() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t hqd_dispatch_busy() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t hqd_iq_timer_busy() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t hqd_dma_offload_busy() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t hqd_wait_semaphore_busy() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t hqd_signal_semaphore_busy() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t hqd_message_busy() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t hqd_pq_fetcher_busy() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t hqd_ib_fetcher_busy() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t hqd_iq_fetcher_busy() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t hqd_eop_fetcher_busy() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t hqd_consumed_rptr_busy() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t hqd_fetcher_arb_busy() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t hqd_roq_align_busy() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t hqd_roq_eop_busy() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t hqd_roq_iq_busy() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t hqd_roq_pq_busy() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t hqd_roq_ib_busy() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t hqd_wptr_poll_busy() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t hqd_pq_busy() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t hqd_ib_busy() const { return (raw >> 31) & 0x1u; }
};
// CP_CPF_BUSY_STAT2: CP_CPF_BUSY_STAT2
struct CpCpfBusyStat2 {
  uint32_t raw;
  constexpr uint32_t mes_hqd_dispatch_busy() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t mes_hqd_dma_offload_busy() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t mes_hqd_message_busy() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t mes_hqd_pq_fetcher_busy() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t mes_hqd_consumed_rptr_busy() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t mes_hqd_fetcher_arb_busy() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t mes_hqd_roq_align_busy() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t mes_hqd_roq_pq_busy() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t mes_hqd_pq_busy() const { return (raw >> 30) & 0x1u; }
};
// CP_CPF_GRBM_FREE_COUNT: CP_CPF_GRBM_FREE_COUNT
struct CpCpfGrbmFreeCount {
  uint32_t raw;
  constexpr uint32_t free_count() const { return raw & 0x7u; }
};
// CP_CPF_STALLED_STAT1: CP_CPF_STALLED_STAT1
struct CpCpfStalledStat1 {
  uint32_t raw;
  constexpr uint32_t ring_fetching_data() const { return raw & 0x1u; }
  constexpr uint32_t indr1_fetching_data() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t indr2_fetching_data() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t state_fetching_data() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t tciu_waiting_on_free() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t tciu_waiting_on_tags() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t utcl2iu_waiting_on_free() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t utcl2iu_waiting_on_tags() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t gfx_utcl1_waiting_on_trans() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t cmp_utcl1_waiting_on_trans() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t rciu_waiting_on_free() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t data_fetching_data() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t gcriu_wait_on_free() const { return (raw >> 13) & 0x1u; }
};
// CP_CPF_STATUS: CP_CPF_STATUS
struct CpCpfStatus {
  uint32_t raw;
  constexpr uint32_t post_wptr_gfx_busy() const { return raw & 0x1u; }
  constexpr uint32_t csf_busy() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t roq_align_busy() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t roq_ring_busy() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t roq_indirect1_busy() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t roq_indirect2_busy() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t roq_state_busy() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t roq_ce_ring_busy() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t roq_ce_indirect1_busy() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t roq_ce_indirect2_busy() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t semaphore_busy() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t interrupt_busy() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t tciu_busy() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t hqd_busy() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t prt_busy() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t utcl2iu_busy() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t rciu_busy() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t rciu_gfx_busy() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t rciu_cmp_busy() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t roq_data_busy() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t roq_ce_data_busy() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t gcriu_busy() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t mes_hqd_busy() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t cpf_gfx_busy() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t cpf_cmp_busy() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t grbm_cpf_stat_busy() const { return (raw >> 28) & 0x3u; }
  constexpr uint32_t cpc_cpf_busy() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t cpf_busy() const { return (raw >> 31) & 0x1u; }
};
// CP_DB_BASE_HI: CP_DB_BASE_HI, CP_CE_DB_BASE_HI
struct CpDbBaseHi {
  uint32_t raw;
  constexpr uint32_t db_base_hi() const { return raw & 0xFFFFu; }
};
// CP_DB_BASE_LO: CP_DB_BASE_LO, CP_CE_DB_BASE_LO
struct CpDbBaseLo {
  uint32_t raw;
  constexpr uint32_t db_base_lo() const { return (raw >> 2) & 0x3FFFFFFFu; }
};
// CP_DB_BUFSZ: CP_DB_BUFSZ, CP_CE_DB_BUFSZ
struct CpDbBufsz {
  uint32_t raw;
  constexpr uint32_t db_bufsz() const { return raw & 0xFFFFFu; }
};
// CP_DB_CMD_BUFSZ: CP_DB_CMD_BUFSZ, CP_CE_DB_CMD_BUFSZ
struct CpDbCmdBufsz {
  uint32_t raw;
  constexpr uint32_t db_cmd_reqsz() const { return raw & 0xFFFFFu; }
};
// CP_DMA_CNTL: CP_DMA_CNTL
struct CpDmaCntl {
  uint32_t raw;
  constexpr uint32_t utcl1_fault_control() const { return raw & 0x1u; }
  constexpr uint32_t watch_control() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t min_availsz() const { return (raw >> 4) & 0x3u; }
  constexpr uint32_t buffer_depth() const { return (raw >> 16) & 0x1FFu; }
  constexpr uint32_t pio_fifo_empty() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t pio_fifo_full() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t pio_count() const { return (raw >> 30) & 0x3u; }
};
// CP_DMA_ME_CMD_ADDR_HI: CP_DMA_ME_CMD_ADDR_HI, CP_DMA_PFP_CMD_ADDR_HI, CP_APPEND_CMD_ADDR_HI
struct CpDmaMeCmdAddrHi {
  uint32_t raw;
  constexpr uint32_t addr_hi() const { return raw & 0xFFFFu; }
  constexpr uint32_t rsvd() const { return (raw >> 16) & 0xFFFFu; }
};
// CP_DMA_ME_CMD_ADDR_LO: CP_DMA_ME_CMD_ADDR_LO, CP_DMA_PFP_CMD_ADDR_LO, CP_APPEND_CMD_ADDR_LO
struct CpDmaMeCmdAddrLo {
  uint32_t raw;
  constexpr uint32_t rsvd() const { return raw & 0x3u; }
  constexpr uint32_t addr_lo() const { return (raw >> 2) & 0x3FFFFFFFu; }
};
// CP_DMA_ME_COMMAND: CP_DMA_ME_COMMAND, CP_DMA_PFP_COMMAND
struct CpDmaMeCommand {
  uint32_t raw;
  constexpr uint32_t byte_count() const { return raw & 0x3FFFFFFu; }
  constexpr uint32_t sas() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t das() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t saic() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t daic() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t raw_wait() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t dis_wc() const { return (raw >> 31) & 0x1u; }
};
// CP_DMA_ME_DST_ADDR: CP_DMA_ME_DST_ADDR, CP_DMA_PFP_DST_ADDR
struct CpDmaMeDstAddr {
  uint32_t raw;
  constexpr uint32_t dst_addr() const { return raw; }
};
// CP_DMA_ME_DST_ADDR_HI: CP_DMA_ME_DST_ADDR_HI, CP_DMA_PFP_DST_ADDR_HI
struct CpDmaMeDstAddrHi {
  uint32_t raw;
  constexpr uint32_t dst_addr_hi() const { return raw & 0xFFFFu; }
};
// CP_DMA_ME_SRC_ADDR: CP_DMA_ME_SRC_ADDR, CP_DMA_PFP_SRC_ADDR
struct CpDmaMeSrcAddr {
  uint32_t raw;
  constexpr uint32_t src_addr() const { return raw; }
};
// CP_DMA_ME_SRC_ADDR_HI: CP_DMA_ME_SRC_ADDR_HI, CP_DMA_PFP_SRC_ADDR_HI
struct CpDmaMeSrcAddrHi {
  uint32_t raw;
  constexpr uint32_t src_addr_hi() const { return raw & 0xFFFFu; }
};
// CP_DMA_PFP_CONTROL: CP_DMA_PFP_CONTROL, CP_DMA_ME_CONTROL
struct CpDmaPfpControl {
  uint32_t raw;
  constexpr uint32_t memlog_clear() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t src_cache_policy() const { return (raw >> 13) & 0x3u; }
  constexpr uint32_t src_volatle() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t dst_select() const { return (raw >> 20) & 0x3u; }
  constexpr uint32_t dst_cache_policy() const { return (raw >> 25) & 0x3u; }
  constexpr uint32_t dst_volatle() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t src_select() const { return (raw >> 29) & 0x3u; }
};
// CP_DMA_READ_TAGS: CP_DMA_READ_TAGS
struct CpDmaReadTags {
  uint32_t raw;
  constexpr uint32_t dma_read_tag() const { return raw & 0x3FFFFFFu; }
  constexpr uint32_t dma_read_tag_valid() const { return (raw >> 28) & 0x1u; }
};
// CP_DRAW_OBJECT: CP_DRAW_OBJECT
struct CpDrawObject {
  uint32_t raw;
  constexpr uint32_t object() const { return raw; }
};
// CP_DRAW_WINDOW_CNTL: CP_DRAW_WINDOW_CNTL
struct CpDrawWindowCntl {
  uint32_t raw;
  constexpr uint32_t disable_draw_window_lo_max() const { return raw & 0x1u; }
  constexpr uint32_t disable_draw_window_lo_min() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t disable_draw_window_hi() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t mode() const { return (raw >> 8) & 0x1u; }
};
// CP_DRAW_WINDOW_HI: CP_DRAW_WINDOW_HI
struct CpDrawWindowHi {
  uint32_t raw;
  constexpr uint32_t window_hi() const { return raw; }
};
// CP_DRAW_WINDOW_LO: CP_DRAW_WINDOW_LO
struct CpDrawWindowLo {
  uint32_t raw;
  constexpr uint32_t min() const { return raw & 0xFFFFu; }
  constexpr uint32_t max() const { return (raw >> 16) & 0xFFFFu; }
};
// CP_DRAW_WINDOW_MASK_HI: CP_DRAW_WINDOW_MASK_HI
struct CpDrawWindowMaskHi {
  uint32_t raw;
  constexpr uint32_t window_mask_hi() const { return raw; }
};
// CP_EOP_DONE_ADDR_HI: CP_EOP_DONE_ADDR_HI, CP_PFP_METADATA_BASE_ADDR_HI, CP_CE_METADATA_BASE_ADDR_HI, CP_DRAW_INDX_INDR_ADDR_HI, ... (7 registers)
struct CpEopDoneAddrHi {
  uint32_t raw;
  constexpr uint32_t addr_hi() const { return raw & 0xFFFFu; }
};
// CP_EOP_DONE_ADDR_LO: CP_EOP_DONE_ADDR_LO
struct CpEopDoneAddrLo {
  uint32_t raw;
  constexpr uint32_t addr_lo() const { return (raw >> 2) & 0x3FFFFFFFu; }
};
// CP_EOP_DONE_CNTX_ID: CP_EOP_DONE_CNTX_ID
struct CpEopDoneCntxId {
  uint32_t raw;
  constexpr uint32_t cntx_id() const { return raw; }
};
// CP_EOP_DONE_DATA_CNTL: CP_EOP_DONE_DATA_CNTL
struct CpEopDoneDataCntl {
  uint32_t raw;
  constexpr uint32_t dst_sel() const { return (raw >> 16) & 0x3u; }
  constexpr uint32_t action_pipe_id() const { return (raw >> 20) & 0x3u; }
  constexpr uint32_t action_id() const { return (raw >> 22) & 0x3u; }
  constexpr uint32_t int_sel() const { return (raw >> 24) & 0x7u; }
  constexpr uint32_t data_sel() const { return (raw >> 29) & 0x7u; }
};
// CP_EOP_DONE_DATA_HI: CP_EOP_DONE_DATA_HI
struct CpEopDoneDataHi {
  uint32_t raw;
  constexpr uint32_t data_hi() const { return raw; }
};
// CP_EOP_DONE_DATA_LO: CP_EOP_DONE_DATA_LO
struct CpEopDoneDataLo {
  uint32_t raw;
  constexpr uint32_t data_lo() const { return raw; }
};
// CP_EOP_DONE_EVENT_CNTL: CP_EOP_DONE_EVENT_CNTL
struct CpEopDoneEventCntl {
  uint32_t raw;
  constexpr uint32_t gcr_cntl() const { return (raw >> 12) & 0xFFFu; }
  constexpr uint32_t cache_policy() const { return (raw >> 25) & 0x3u; }
  constexpr uint32_t eop_volatile() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t execute() const { return (raw >> 28) & 0x1u; }
};
// CP_EOP_LAST_FENCE_HI: CP_EOP_LAST_FENCE_HI
struct CpEopLastFenceHi {
  uint32_t raw;
  constexpr uint32_t last_fence_hi() const { return raw; }
};
// CP_EOP_LAST_FENCE_LO: CP_EOP_LAST_FENCE_LO
struct CpEopLastFenceLo {
  uint32_t raw;
  constexpr uint32_t last_fence_lo() const { return raw; }
};
// CP_IB2_OFFSET: CP_IB2_OFFSET, CP_CE_IB2_OFFSET
struct CpIb2Offset {
  uint32_t raw;
  constexpr uint32_t ib2_offset() const { return raw & 0xFFFFFu; }
};
// CP_IB2_PREAMBLE_BEGIN: CP_IB2_PREAMBLE_BEGIN
struct CpIb2PreambleBegin {
  uint32_t raw;
  constexpr uint32_t ib2_preamble_begin() const { return raw & 0xFFFFFu; }
};
// CP_IB2_PREAMBLE_END: CP_IB2_PREAMBLE_END
struct CpIb2PreambleEnd {
  uint32_t raw;
  constexpr uint32_t ib2_preamble_end() const { return raw & 0xFFFFFu; }
};
// CP_INDEX_TYPE: CP_INDEX_TYPE
struct CpIndexType {
  uint32_t raw;
  constexpr uint32_t index_type() const { return raw & 0x3u; }  // VGT_INDEX_TYPE_MODE
};
// CP_ME_COHER_CNTL: CP_ME_COHER_CNTL
struct CpMeCoherCntl {
  uint32_t raw;
  constexpr uint32_t dest_base_0_ena() const { return raw & 0x1u; }
  constexpr uint32_t dest_base_1_ena() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t cb0_dest_base_ena() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t cb1_dest_base_ena() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t cb2_dest_base_ena() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t cb3_dest_base_ena() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t cb4_dest_base_ena() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t cb5_dest_base_ena() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t cb6_dest_base_ena() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t cb7_dest_base_ena() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t db_dest_base_ena() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t dest_base_2_ena() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t dest_base_3_ena() const { return (raw >> 21) & 0x1u; }
};
// CP_ME_COHER_STATUS: CP_ME_COHER_STATUS
struct CpMeCoherStatus {
  uint32_t raw;
  constexpr uint32_t matching_gfx_cntx() const { return raw & 0xFFu; }
  constexpr uint32_t status() const { return (raw >> 31) & 0x1u; }
};
// CP_ME_MC_RADDR_HI: CP_ME_MC_RADDR_HI
struct CpMeMcRaddrHi {
  uint32_t raw;
  constexpr uint32_t me_mc_raddr_hi() const { return raw & 0xFFFFu; }
  constexpr uint32_t cache_policy() const { return (raw >> 22) & 0x3u; }
};
// CP_ME_MC_RADDR_LO: CP_ME_MC_RADDR_LO
struct CpMeMcRaddrLo {
  uint32_t raw;
  constexpr uint32_t me_mc_raddr_lo() const { return (raw >> 2) & 0x3FFFFFFFu; }
};
// CP_ME_MC_WADDR_HI: CP_ME_MC_WADDR_HI
struct CpMeMcWaddrHi {
  uint32_t raw;
  constexpr uint32_t me_mc_waddr_hi() const { return raw & 0xFFFFu; }
  constexpr uint32_t cache_policy() const { return (raw >> 22) & 0x3u; }
};
// CP_ME_MC_WADDR_LO: CP_ME_MC_WADDR_LO
struct CpMeMcWaddrLo {
  uint32_t raw;
  constexpr uint32_t me_mc_waddr_lo() const { return (raw >> 2) & 0x3FFFFFFFu; }
};
// CP_ME_MC_WDATA_HI: CP_ME_MC_WDATA_HI
struct CpMeMcWdataHi {
  uint32_t raw;
  constexpr uint32_t me_mc_wdata_hi() const { return raw; }
};
// CP_ME_MC_WDATA_LO: CP_ME_MC_WDATA_LO
struct CpMeMcWdataLo {
  uint32_t raw;
  constexpr uint32_t me_mc_wdata_lo() const { return raw; }
};
// CP_NUM_PRIM_NEEDED_COUNT0_HI: CP_NUM_PRIM_NEEDED_COUNT0_HI
struct CpNumPrimNeededCount0Hi {
  uint32_t raw;
  constexpr uint32_t num_prim_needed_cnt0_hi() const { return raw; }
};
// CP_NUM_PRIM_NEEDED_COUNT0_LO: CP_NUM_PRIM_NEEDED_COUNT0_LO
struct CpNumPrimNeededCount0Lo {
  uint32_t raw;
  constexpr uint32_t num_prim_needed_cnt0_lo() const { return raw; }
};
// CP_NUM_PRIM_NEEDED_COUNT1_HI: CP_NUM_PRIM_NEEDED_COUNT1_HI
struct CpNumPrimNeededCount1Hi {
  uint32_t raw;
  constexpr uint32_t num_prim_needed_cnt1_hi() const { return raw; }
};
// CP_NUM_PRIM_NEEDED_COUNT1_LO: CP_NUM_PRIM_NEEDED_COUNT1_LO
struct CpNumPrimNeededCount1Lo {
  uint32_t raw;
  constexpr uint32_t num_prim_needed_cnt1_lo() const { return raw; }
};
// CP_NUM_PRIM_NEEDED_COUNT2_HI: CP_NUM_PRIM_NEEDED_COUNT2_HI
struct CpNumPrimNeededCount2Hi {
  uint32_t raw;
  constexpr uint32_t num_prim_needed_cnt2_hi() const { return raw; }
};
// CP_NUM_PRIM_NEEDED_COUNT2_LO: CP_NUM_PRIM_NEEDED_COUNT2_LO
struct CpNumPrimNeededCount2Lo {
  uint32_t raw;
  constexpr uint32_t num_prim_needed_cnt2_lo() const { return raw; }
};
// CP_NUM_PRIM_NEEDED_COUNT3_HI: CP_NUM_PRIM_NEEDED_COUNT3_HI
struct CpNumPrimNeededCount3Hi {
  uint32_t raw;
  constexpr uint32_t num_prim_needed_cnt3_hi() const { return raw; }
};
// CP_NUM_PRIM_NEEDED_COUNT3_LO: CP_NUM_PRIM_NEEDED_COUNT3_LO
struct CpNumPrimNeededCount3Lo {
  uint32_t raw;
  constexpr uint32_t num_prim_needed_cnt3_lo() const { return raw; }
};
// CP_NUM_PRIM_WRITTEN_COUNT0_HI: CP_NUM_PRIM_WRITTEN_COUNT0_HI
struct CpNumPrimWrittenCount0Hi {
  uint32_t raw;
  constexpr uint32_t num_prim_written_cnt0_hi() const { return raw; }
};
// CP_NUM_PRIM_WRITTEN_COUNT0_LO: CP_NUM_PRIM_WRITTEN_COUNT0_LO
struct CpNumPrimWrittenCount0Lo {
  uint32_t raw;
  constexpr uint32_t num_prim_written_cnt0_lo() const { return raw; }
};
// CP_NUM_PRIM_WRITTEN_COUNT1_HI: CP_NUM_PRIM_WRITTEN_COUNT1_HI
struct CpNumPrimWrittenCount1Hi {
  uint32_t raw;
  constexpr uint32_t num_prim_written_cnt1_hi() const { return raw; }
};
// CP_NUM_PRIM_WRITTEN_COUNT1_LO: CP_NUM_PRIM_WRITTEN_COUNT1_LO
struct CpNumPrimWrittenCount1Lo {
  uint32_t raw;
  constexpr uint32_t num_prim_written_cnt1_lo() const { return raw; }
};
// CP_NUM_PRIM_WRITTEN_COUNT2_HI: CP_NUM_PRIM_WRITTEN_COUNT2_HI
struct CpNumPrimWrittenCount2Hi {
  uint32_t raw;
  constexpr uint32_t num_prim_written_cnt2_hi() const { return raw; }
};
// CP_NUM_PRIM_WRITTEN_COUNT2_LO: CP_NUM_PRIM_WRITTEN_COUNT2_LO
struct CpNumPrimWrittenCount2Lo {
  uint32_t raw;
  constexpr uint32_t num_prim_written_cnt2_lo() const { return raw; }
};
// CP_NUM_PRIM_WRITTEN_COUNT3_HI: CP_NUM_PRIM_WRITTEN_COUNT3_HI
struct CpNumPrimWrittenCount3Hi {
  uint32_t raw;
  constexpr uint32_t num_prim_written_cnt3_hi() const { return raw; }
};
// CP_NUM_PRIM_WRITTEN_COUNT3_LO: CP_NUM_PRIM_WRITTEN_COUNT3_LO
struct CpNumPrimWrittenCount3Lo {
  uint32_t raw;
  constexpr uint32_t num_prim_written_cnt3_lo() const { return raw; }
};
// CP_PA_CINVOC_COUNT_HI: CP_PA_CINVOC_COUNT_HI
struct CpPaCinvocCountHi {
  uint32_t raw;
  constexpr uint32_t cinvoc_count_hi() const { return raw; }
};
// CP_PA_CINVOC_COUNT_LO: CP_PA_CINVOC_COUNT_LO
struct CpPaCinvocCountLo {
  uint32_t raw;
  constexpr uint32_t cinvoc_count_lo() const { return raw; }
};
// CP_PA_CPRIM_COUNT_HI: CP_PA_CPRIM_COUNT_HI
struct CpPaCprimCountHi {
  uint32_t raw;
  constexpr uint32_t cprim_count_hi() const { return raw; }
};
// CP_PA_CPRIM_COUNT_LO: CP_PA_CPRIM_COUNT_LO
struct CpPaCprimCountLo {
  uint32_t raw;
  constexpr uint32_t cprim_count_lo() const { return raw; }
};
// CP_PERFMON_CNTL: CP_PERFMON_CNTL
struct CpPerfmonCntl {
  uint32_t raw;
  constexpr uint32_t perfmon_state() const { return raw & 0xFu; }  // CP_PERFMON_STATE
  constexpr uint32_t spm_perfmon_state() const { return (raw >> 4) & 0xFu; }  // SPM_PERFMON_STATE
  constexpr uint32_t perfmon_enable_mode() const { return (raw >> 8) & 0x3u; }  // CP_PERFMON_ENABLE_MODE
  constexpr uint32_t perfmon_sample_enable() const { return (raw >> 10) & 0x1u; }
};
// CP_PERFMON_CNTX_CNTL: CP_PERFMON_CNTX_CNTL
struct CpPerfmonCntxCntl {
  uint32_t raw;
  constexpr uint32_t perfmon_enable() const { return (raw >> 31) & 0x1u; }
};
// CP_PFP_ATOMIC_PREOP_HI: CP_PFP_ATOMIC_PREOP_HI, CP_ATOMIC_PREOP_HI, CP_CE_ATOMIC_PREOP_HI
struct CpPfpAtomicPreopHi {
  uint32_t raw;
  constexpr uint32_t atomic_preop_hi() const { return raw; }
};
// CP_PFP_ATOMIC_PREOP_LO: CP_PFP_ATOMIC_PREOP_LO, CP_ATOMIC_PREOP_LO, CP_CE_ATOMIC_PREOP_LO
struct CpPfpAtomicPreopLo {
  uint32_t raw;
  constexpr uint32_t atomic_preop_lo() const { return raw; }
};
// CP_PFP_COMPLETION_STATUS: CP_PFP_COMPLETION_STATUS, CP_CE_COMPLETION_STATUS
struct CpPfpCompletionStatus {
  uint32_t raw;
  constexpr uint32_t status() const { return raw & 0x3u; }
};
// CP_PFP_GDS_ATOMIC0_PREOP_HI: CP_PFP_GDS_ATOMIC0_PREOP_HI, CP_GDS_ATOMIC0_PREOP_HI, CP_CE_GDS_ATOMIC0_PREOP_HI
struct CpPfpGdsAtomic0PreopHi {
  uint32_t raw;
  constexpr uint32_t gds_atomic0_preop_hi() const { return raw; }
};
// CP_PFP_GDS_ATOMIC0_PREOP_LO: CP_PFP_GDS_ATOMIC0_PREOP_LO, CP_GDS_ATOMIC0_PREOP_LO, CP_CE_GDS_ATOMIC0_PREOP_LO
struct CpPfpGdsAtomic0PreopLo {
  uint32_t raw;
  constexpr uint32_t gds_atomic0_preop_lo() const { return raw; }
};
// CP_PFP_GDS_ATOMIC1_PREOP_HI: CP_PFP_GDS_ATOMIC1_PREOP_HI, CP_GDS_ATOMIC1_PREOP_HI, CP_CE_GDS_ATOMIC1_PREOP_HI
struct CpPfpGdsAtomic1PreopHi {
  uint32_t raw;
  constexpr uint32_t gds_atomic1_preop_hi() const { return raw; }
};
// CP_PFP_GDS_ATOMIC1_PREOP_LO: CP_PFP_GDS_ATOMIC1_PREOP_LO, CP_GDS_ATOMIC1_PREOP_LO, CP_CE_GDS_ATOMIC1_PREOP_LO
struct CpPfpGdsAtomic1PreopLo {
  uint32_t raw;
  constexpr uint32_t gds_atomic1_preop_lo() const { return raw; }
};
// CP_PFP_IB_CONTROL: CP_PFP_IB_CONTROL
struct CpPfpIbControl {
  uint32_t raw;
  constexpr uint32_t ib_en() const { return raw & 0xFFu; }
};
// CP_PFP_LOAD_CONTROL: CP_PFP_LOAD_CONTROL
struct CpPfpLoadControl {
  uint32_t raw;
  constexpr uint32_t config_reg_en() const { return raw & 0x1u; }
  constexpr uint32_t cntx_reg_en() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t uconfig_reg_en() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t sh_gfx_reg_en() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t sh_cs_reg_en() const { return (raw >> 24) & 0x1u; }
};
// CP_PFP_METADATA_BASE_ADDR: CP_PFP_METADATA_BASE_ADDR, CP_CE_METADATA_BASE_ADDR, CP_DRAW_INDX_INDR_ADDR, CP_DISPATCH_INDR_ADDR, ... (6 registers)
struct CpPfpMetadataBaseAddr {
  uint32_t raw;
  constexpr uint32_t addr_lo() const { return raw; }
};
// CP_PIPEID: CP_PIPEID
struct CpPipeid {
  uint32_t raw;
  constexpr uint32_t pipe_id() const { return raw & 0x3u; }
};
// CP_PIPE_STATS_ADDR_HI: CP_PIPE_STATS_ADDR_HI
struct CpPipeStatsAddrHi {
  uint32_t raw;
  constexpr uint32_t pipe_stats_addr_hi() const { return raw & 0xFFFFu; }
};
// CP_PIPE_STATS_ADDR_LO: CP_PIPE_STATS_ADDR_LO
struct CpPipeStatsAddrLo {
  uint32_t raw;
  constexpr uint32_t pipe_stats_addr_lo() const { return (raw >> 2) & 0x3FFFFFFFu; }
};
// CP_PIPE_STATS_CONTROL: CP_PIPE_STATS_CONTROL, CP_STREAM_OUT_CONTROL
struct CpPipeStatsControl {
  uint32_t raw;
  constexpr uint32_t cache_policy() const { return (raw >> 25) & 0x3u; }
};
// CP_PRED_NOT_VISIBLE: CP_PRED_NOT_VISIBLE
struct CpPredNotVisible {
  uint32_t raw;
  constexpr uint32_t not_visible() const { return raw & 0x1u; }
};
// CP_RB_OFFSET: CP_RB_OFFSET
struct CpRbOffset {
  uint32_t raw;
  constexpr uint32_t rb_offset() const { return raw & 0xFFFFFu; }
};
// CP_SAMPLE_STATUS: CP_SAMPLE_STATUS
struct CpSampleStatus {
  uint32_t raw;
  constexpr uint32_t z_pass_acitve() const { return raw & 0x1u; }
  constexpr uint32_t streamout_active() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t pipeline_active() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t stipple_active() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t vgt_buffers_active() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t screen_ext_active() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t draw_indirect_active() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t disp_indirect_active() const { return (raw >> 7) & 0x1u; }
};
// CP_SC_PSINVOC_COUNT0_HI: CP_SC_PSINVOC_COUNT0_HI
struct CpScPsinvocCount0Hi {
  uint32_t raw;
  constexpr uint32_t psinvoc_count0_hi() const { return raw; }
};
// CP_SC_PSINVOC_COUNT0_LO: CP_SC_PSINVOC_COUNT0_LO
struct CpScPsinvocCount0Lo {
  uint32_t raw;
  constexpr uint32_t psinvoc_count0_lo() const { return raw; }
};
// CP_SC_PSINVOC_COUNT1_LO: CP_SC_PSINVOC_COUNT1_LO, CP_SC_PSINVOC_COUNT1_HI
struct CpScPsinvocCount1Lo {
  uint32_t raw;
  constexpr uint32_t obsolete() const { return raw; }
};
// CP_SEM_WAIT_TIMER: CP_SEM_WAIT_TIMER
struct CpSemWaitTimer {
  uint32_t raw;
  constexpr uint32_t sem_wait_timer() const { return raw; }
};
// CP_SIG_SEM_ADDR_HI: CP_SIG_SEM_ADDR_HI, CP_WAIT_SEM_ADDR_HI
struct CpSigSemAddrHi {
  uint32_t raw;
  constexpr uint32_t sem_addr_hi() const { return raw & 0xFFFFu; }
  constexpr uint32_t sem_use_mailbox() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t sem_signal_type() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t sem_client_code() const { return (raw >> 24) & 0x3u; }
  constexpr uint32_t sem_select() const { return (raw >> 29) & 0x7u; }
};
// CP_SIG_SEM_ADDR_LO: CP_SIG_SEM_ADDR_LO, CP_WAIT_SEM_ADDR_LO
struct CpSigSemAddrLo {
  uint32_t raw;
  constexpr uint32_t sem_priv() const { return raw & 0x1u; }
  constexpr uint32_t sem_addr_lo() const { return (raw >> 3) & 0x1FFFFFFFu; }
};
// CP_STREAM_OUT_ADDR_HI: CP_STREAM_OUT_ADDR_HI
struct CpStreamOutAddrHi {
  uint32_t raw;
  constexpr uint32_t stream_out_addr_hi() const { return raw & 0xFFFFu; }
};
// CP_STREAM_OUT_ADDR_LO: CP_STREAM_OUT_ADDR_LO
struct CpStreamOutAddrLo {
  uint32_t raw;
  constexpr uint32_t stream_out_addr_lo() const { return (raw >> 2) & 0x3FFFFFFFu; }
};
// CP_STRMOUT_CNTL: CP_STRMOUT_CNTL
struct CpStrmoutCntl {
  uint32_t raw;
  constexpr uint32_t offset_update_done() const { return raw & 0x1u; }
};
// CP_ST_BASE_HI: CP_ST_BASE_HI
struct CpStBaseHi {
  uint32_t raw;
  constexpr uint32_t st_base_hi() const { return raw & 0xFFFFu; }
};
// CP_ST_BASE_LO: CP_ST_BASE_LO
struct CpStBaseLo {
  uint32_t raw;
  constexpr uint32_t st_base_lo() const { return (raw >> 2) & 0x3FFFFFFFu; }
};
// CP_ST_BUFSZ: CP_ST_BUFSZ
struct CpStBufsz {
  uint32_t raw;
  constexpr uint32_t st_bufsz() const { return raw & 0xFFFFFu; }
};
// CP_ST_CMD_BUFSZ: CP_ST_CMD_BUFSZ
struct CpStCmdBufsz {
  uint32_t raw;
  constexpr uint32_t st_cmd_reqsz() const { return raw & 0xFFFFFu; }
};
// CP_VGT_CSINVOC_COUNT_HI: CP_VGT_CSINVOC_COUNT_HI
struct CpVgtCsinvocCountHi {
  uint32_t raw;
  constexpr uint32_t csinvoc_count_hi() const { return raw; }
};
// CP_VGT_CSINVOC_COUNT_LO: CP_VGT_CSINVOC_COUNT_LO
struct CpVgtCsinvocCountLo {
  uint32_t raw;
  constexpr uint32_t csinvoc_count_lo() const { return raw; }
};
// CP_VGT_DSINVOC_COUNT_HI: CP_VGT_DSINVOC_COUNT_HI
struct CpVgtDsinvocCountHi {
  uint32_t raw;
  constexpr uint32_t dsinvoc_count_hi() const { return raw; }
};
// CP_VGT_DSINVOC_COUNT_LO: CP_VGT_DSINVOC_COUNT_LO
struct CpVgtDsinvocCountLo {
  uint32_t raw;
  constexpr uint32_t dsinvoc_count_lo() const { return raw; }
};
// CP_VGT_GSINVOC_COUNT_HI: CP_VGT_GSINVOC_COUNT_HI
struct CpVgtGsinvocCountHi {
  uint32_t raw;
  constexpr uint32_t gsinvoc_count_hi() const { return raw; }
};
// CP_VGT_GSINVOC_COUNT_LO: CP_VGT_GSINVOC_COUNT_LO
struct CpVgtGsinvocCountLo {
  uint32_t raw;
  constexpr uint32_t gsinvoc_count_lo() const { return raw; }
};
// CP_VGT_GSPRIM_COUNT_HI: CP_VGT_GSPRIM_COUNT_HI
struct CpVgtGsprimCountHi {
  uint32_t raw;
  constexpr uint32_t gsprim_count_hi() const { return raw; }
};
// CP_VGT_GSPRIM_COUNT_LO: CP_VGT_GSPRIM_COUNT_LO
struct CpVgtGsprimCountLo {
  uint32_t raw;
  constexpr uint32_t gsprim_count_lo() const { return raw; }
};
// CP_VGT_HSINVOC_COUNT_HI: CP_VGT_HSINVOC_COUNT_HI
struct CpVgtHsinvocCountHi {
  uint32_t raw;
  constexpr uint32_t hsinvoc_count_hi() const { return raw; }
};
// CP_VGT_HSINVOC_COUNT_LO: CP_VGT_HSINVOC_COUNT_LO
struct CpVgtHsinvocCountLo {
  uint32_t raw;
  constexpr uint32_t hsinvoc_count_lo() const { return raw; }
};
// CP_VGT_IAPRIM_COUNT_HI: CP_VGT_IAPRIM_COUNT_HI
struct CpVgtIaprimCountHi {
  uint32_t raw;
  constexpr uint32_t iaprim_count_hi() const { return raw; }
};
// CP_VGT_IAPRIM_COUNT_LO: CP_VGT_IAPRIM_COUNT_LO
struct CpVgtIaprimCountLo {
  uint32_t raw;
  constexpr uint32_t iaprim_count_lo() const { return raw; }
};
// CP_VGT_IAVERT_COUNT_HI: CP_VGT_IAVERT_COUNT_HI
struct CpVgtIavertCountHi {
  uint32_t raw;
  constexpr uint32_t iavert_count_hi() const { return raw; }
};
// CP_VGT_IAVERT_COUNT_LO: CP_VGT_IAVERT_COUNT_LO
struct CpVgtIavertCountLo {
  uint32_t raw;
  constexpr uint32_t iavert_count_lo() const { return raw; }
};
// CP_VGT_VSINVOC_COUNT_HI: CP_VGT_VSINVOC_COUNT_HI
struct CpVgtVsinvocCountHi {
  uint32_t raw;
  constexpr uint32_t vsinvoc_count_hi() const { return raw; }
};
// CP_VGT_VSINVOC_COUNT_LO: CP_VGT_VSINVOC_COUNT_LO
struct CpVgtVsinvocCountLo {
  uint32_t raw;
  constexpr uint32_t vsinvoc_count_lo() const { return raw; }
};
// CP_VMID: CP_VMID
struct CpVmid {
  uint32_t raw;
  constexpr uint32_t vmid() const { return raw & 0xFu; }
};
// CP_WAIT_REG_MEM_TIMEOUT: CP_WAIT_REG_MEM_TIMEOUT
struct CpWaitRegMemTimeout {
  uint32_t raw;
  constexpr uint32_t wait_reg_mem_timeout() const { return raw; }
};
// CS_COPY_STATE: CS_COPY_STATE, GFX_COPY_STATE
struct CsCopyState {
  uint32_t raw;
  constexpr uint32_t src_state_id() const { return raw & 0x7u; }
};
// DB_ALPHA_TO_MASK: DB_ALPHA_TO_MASK
struct DbAlphaToMask {
  uint32_t raw;
  constexpr uint32_t alpha_to_mask_enable() const { return raw & 0x1u; }
  constexpr uint32_t alpha_to_mask_offset0() const { return (raw >> 8) & 0x3u; }
  constexpr uint32_t alpha_to_mask_offset1() const { return (raw >> 10) & 0x3u; }
  constexpr uint32_t alpha_to_mask_offset2() const { return (raw >> 12) & 0x3u; }
  constexpr uint32_t alpha_to_mask_offset3() const { return (raw >> 14) & 0x3u; }
  constexpr uint32_t offset_round() const { return (raw >> 16) & 0x1u; }
};
// DB_COUNT_CONTROL: DB_COUNT_CONTROL
struct DbCountControl {
  uint32_t raw;
  constexpr uint32_t zpass_increment_disable() const { return raw & 0x1u; }
  constexpr uint32_t perfect_zpass_counts() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t disable_conservative_zpass_counts() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t enhanced_conservative_zpass_counts() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t sample_rate() const { return (raw >> 4) & 0x7u; }
  constexpr uint32_t zpass_enable() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t zfail_enable() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t sfail_enable() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t dbfail_enable() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t slice_even_enable() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t slice_odd_enable() const { return (raw >> 28) & 0xFu; }
};
// DB_DEPTH_BOUNDS_MAX: DB_DEPTH_BOUNDS_MAX
struct DbDepthBoundsMax {
  uint32_t raw;
  constexpr uint32_t max() const { return raw; }
};
// DB_DEPTH_BOUNDS_MIN: DB_DEPTH_BOUNDS_MIN
struct DbDepthBoundsMin {
  uint32_t raw;
  constexpr uint32_t min() const { return raw; }
};
// DB_DEPTH_CLEAR: DB_DEPTH_CLEAR
struct DbDepthClear {
  uint32_t raw;
  constexpr uint32_t depth_clear() const { return raw; }
};
// DB_DEPTH_CONTROL: DB_DEPTH_CONTROL
struct DbDepthControl {
  uint32_t raw;
  constexpr uint32_t stencil_enable() const { return raw & 0x1u; }
  constexpr uint32_t z_enable() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t z_write_enable() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t depth_bounds_enable() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t zfunc() const { return (raw >> 4) & 0x7u; }  // CompareFrag
  constexpr uint32_t backface_enable() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t stencilfunc() const { return (raw >> 8) & 0x7u; }  // CompareFrag
  constexpr uint32_t stencilfunc_bf() const { return (raw >> 20) & 0x7u; }  // CompareFrag
  constexpr uint32_t enable_color_writes_on_depth_fail() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t disable_color_writes_on_depth_pass() const { return (raw >> 31) & 0x1u; }
};
// DB_DEPTH_SIZE_XY: DB_DEPTH_SIZE_XY
struct DbDepthSizeXy {
  uint32_t raw;
  constexpr uint32_t x_max() const { return raw & 0x3FFFu; }
  constexpr uint32_t y_max() const { return (raw >> 16) & 0x3FFFu; }
};
// DB_DEPTH_VIEW: DB_DEPTH_VIEW
struct DbDepthView {
  uint32_t raw;
  constexpr uint32_t slice_start() const { return raw & 0x7FFu; }
  constexpr uint32_t slice_start_hi() const { return (raw >> 11) & 0x3u; }
  constexpr uint32_t slice_max() const { return (raw >> 13) & 0x7FFu; }
  constexpr uint32_t z_read_only() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t stencil_read_only() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t mipid() const { return (raw >> 26) & 0xFu; }
  constexpr uint32_t slice_max_hi() const { return (raw >> 30) & 0x3u; }
};
// DB_DFSM_CONTROL: DB_DFSM_CONTROL
struct DbDfsmControl {
  uint32_t raw;
  constexpr uint32_t punchout_mode() const { return raw & 0x3u; }  // DB_DFSM_CONTROL__PUNCHOUT_MODE
  constexpr uint32_t pops_drain_ps_on_overlap() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t disallow_overflow() const { return (raw >> 3) & 0x1u; }
};
// DB_EQAA: DB_EQAA
struct DbEqaa {
  uint32_t raw;
  constexpr uint32_t max_anchor_samples() const { return raw & 0x7u; }
  constexpr uint32_t ps_iter_samples() const { return (raw >> 4) & 0x7u; }
  constexpr uint32_t mask_export_num_samples() const { return (raw >> 8) & 0x7u; }
  constexpr uint32_t alpha_to_mask_num_samples() const { return (raw >> 12) & 0x7u; }
  constexpr uint32_t high_quality_intersections() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t incoherent_eqaa_reads() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t interpolate_comp_z() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t interpolate_src_z() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t static_anchor_associations() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t alpha_to_mask_eqaa_disable() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t overrasterization_amount() const { return (raw >> 24) & 0x7u; }
  constexpr uint32_t enable_postz_overrasterization() const { return (raw >> 27) & 0x1u; }
};
// DB_HTILE_DATA_BASE: DB_HTILE_DATA_BASE, DB_Z_READ_BASE, DB_STENCIL_READ_BASE, DB_Z_WRITE_BASE, ... (37 registers)
struct DbHtileDataBase {
  uint32_t raw;
  constexpr uint32_t base_256b() const { return raw; }
};
// DB_HTILE_SURFACE: DB_HTILE_SURFACE
struct DbHtileSurface {
  uint32_t raw;
  constexpr uint32_t reserved_field_1() const { return raw & 0x1u; }
  constexpr uint32_t full_cache() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t reserved_field_2() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t reserved_field_3() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t reserved_field_4() const { return (raw >> 4) & 0x3Fu; }
  constexpr uint32_t reserved_field_5() const { return (raw >> 10) & 0x3Fu; }
  constexpr uint32_t dst_outside_zero_to_one() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t reserved_field_6() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t pipe_aligned() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t vrs_htile_encoding() const { return (raw >> 19) & 0x3u; }  // VRSHtileEncoding
};
// DB_OCCLUSION_COUNT0_HI: DB_OCCLUSION_COUNT0_HI, DB_OCCLUSION_COUNT1_HI, DB_OCCLUSION_COUNT2_HI, DB_OCCLUSION_COUNT3_HI, ... (5 registers)
struct DbOcclusionCountHi {
  uint32_t raw;
  constexpr uint32_t count_hi() const { return raw & 0x7FFFFFFFu; }
};
// DB_OCCLUSION_COUNT0_LOW: DB_OCCLUSION_COUNT0_LOW, DB_OCCLUSION_COUNT1_LOW, DB_OCCLUSION_COUNT2_LOW, DB_OCCLUSION_COUNT3_LOW, ... (5 registers)
struct DbOcclusionCountLow {
  uint32_t raw;
  constexpr uint32_t count_low() const { return raw; }
};
// DB_PRELOAD_CONTROL: DB_PRELOAD_CONTROL
struct DbPreloadControl {
  uint32_t raw;
  constexpr uint32_t start_x() const { return raw & 0xFFu; }
  constexpr uint32_t start_y() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t max_x() const { return (raw >> 16) & 0xFFu; }
  constexpr uint32_t max_y() const { return (raw >> 24) & 0xFFu; }
};
// DB_RENDER_CONTROL: DB_RENDER_CONTROL
struct DbRenderControl {
  uint32_t raw;
  constexpr uint32_t depth_clear_enable() const { return raw & 0x1u; }
  constexpr uint32_t stencil_clear_enable() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t depth_copy() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t stencil_copy() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t resummarize_enable() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t stencil_compress_disable() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t depth_compress_disable() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t copy_centroid() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t copy_sample() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t decompress_enable() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t ps_invoke_disable() const { return (raw >> 13) & 0x1u; }
};
// DB_RENDER_OVERRIDE: DB_RENDER_OVERRIDE
struct DbRenderOverride {
  uint32_t raw;
  constexpr uint32_t force_hiz_enable() const { return raw & 0x3u; }  // ForceControl
  constexpr uint32_t force_his_enable0() const { return (raw >> 2) & 0x3u; }  // ForceControl
  constexpr uint32_t force_his_enable1() const { return (raw >> 4) & 0x3u; }  // ForceControl
  constexpr uint32_t force_shader_z_order() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t fast_z_disable() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t fast_stencil_disable() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t noop_cull_disable() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t force_color_kill() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t force_z_read() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t force_stencil_read() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t force_full_z_range() const { return (raw >> 13) & 0x3u; }  // ForceControl
  constexpr uint32_t force_qc_smask_conflict() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t disable_viewport_clamp() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t ignore_sc_zrange() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t disable_fully_covered() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t force_z_limit_summ() const { return (raw >> 19) & 0x3u; }  // ZLimitSumm
  constexpr uint32_t max_tiles_in_dtt() const { return (raw >> 21) & 0x1Fu; }
  constexpr uint32_t disable_tile_rate_tiles() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t force_z_dirty() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t force_stencil_dirty() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t force_z_valid() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t force_stencil_valid() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t preserve_compression() const { return (raw >> 31) & 0x1u; }
};
// DB_RENDER_OVERRIDE2: DB_RENDER_OVERRIDE2
struct DbRenderOverride2 {
  uint32_t raw;
  constexpr uint32_t partial_squad_launch_control() const { return raw & 0x3u; }  // DbPSLControl
  constexpr uint32_t partial_squad_launch_countdown() const { return (raw >> 2) & 0x7u; }
  constexpr uint32_t disable_zmask_expclear_optimization() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t disable_smem_expclear_optimization() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t disable_color_on_validation() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t decompress_z_on_flush() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t disable_reg_snoop() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t depth_bounds_hier_depth_disable() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t separate_hizs_func_enable() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t hiz_zfunc() const { return (raw >> 12) & 0x7u; }  // CompareFrag
  constexpr uint32_t his_sfunc_ff() const { return (raw >> 15) & 0x7u; }
  constexpr uint32_t his_sfunc_bf() const { return (raw >> 18) & 0x7u; }
  constexpr uint32_t preserve_zrange() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t preserve_sresults() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t disable_fast_pass() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t allow_partial_res_hier_kill() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t force_vrs_rate_fine() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t centroid_computation_mode() const { return (raw >> 27) & 0x3u; }
};
// DB_RESERVED_REG_1: DB_RESERVED_REG_1
struct DbReservedReg1 {
  uint32_t raw;
  constexpr uint32_t field_1() const { return raw & 0x7FFu; }
  constexpr uint32_t field_2() const { return (raw >> 11) & 0x7FFu; }
};
// DB_RESERVED_REG_2: DB_RESERVED_REG_2
struct DbReservedReg2 {
  uint32_t raw;
  constexpr uint32_t field_1() const { return raw & 0xFu; }
  constexpr uint32_t field_2() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t field_3() const { return (raw >> 8) & 0x1Fu; }
  constexpr uint32_t field_4() const { return (raw >> 13) & 0x3u; }
  constexpr uint32_t field_5() const { return (raw >> 15) & 0x3u; }
  constexpr uint32_t field_6() const { return (raw >> 17) & 0x3u; }
  constexpr uint32_t field_7() const { return (raw >> 19) & 0x3u; }
  constexpr uint32_t resource_level() const { return (raw >> 28) & 0xFu; }
};
// DB_RESERVED_REG_3: DB_RESERVED_REG_3
struct DbReservedReg3 {
  uint32_t raw;
  constexpr uint32_t field_1() const { return raw & 0x3FFFFFu; }
};
// DB_RMI_L2_CACHE_CONTROL: DB_RMI_L2_CACHE_CONTROL
struct DbRmiL2CacheControl {
  uint32_t raw;
  constexpr uint32_t z_wr_policy() const { return raw & 0x3u; }  // WritePolicy
  constexpr uint32_t s_wr_policy() const { return (raw >> 2) & 0x3u; }  // WritePolicy
  constexpr uint32_t htile_wr_policy() const { return (raw >> 4) & 0x3u; }  // WritePolicy
  constexpr uint32_t zpcpsd_wr_policy() const { return (raw >> 6) & 0x3u; }  // WritePolicy
  constexpr uint32_t z_rd_policy() const { return (raw >> 16) & 0x3u; }  // ReadPolicy
  constexpr uint32_t s_rd_policy() const { return (raw >> 18) & 0x3u; }  // ReadPolicy
  constexpr uint32_t htile_rd_policy() const { return (raw >> 20) & 0x3u; }  // ReadPolicy
  constexpr uint32_t z_big_page() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t s_big_page() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t z_noalloc() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t s_noalloc() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t htile_noalloc() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t zpcpsd_noalloc() const { return (raw >> 29) & 0x1u; }
};
// DB_SHADER_CONTROL: DB_SHADER_CONTROL
struct DbShaderControl {
  uint32_t raw;
  constexpr uint32_t z_export_enable() const { return raw & 0x1u; }
  constexpr uint32_t stencil_test_val_export_enable() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t stencil_op_val_export_enable() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t z_order() const { return (raw >> 4) & 0x3u; }  // ZOrder
  constexpr uint32_t kill_enable() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t coverage_to_mask_enable() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t mask_export_enable() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t exec_on_hier_fail() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t exec_on_noop() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t alpha_to_mask_disable() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t depth_before_shader() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t conservative_z_export() const { return (raw >> 13) & 0x3u; }  // ConservativeZExport
  constexpr uint32_t dual_quad_disable() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t primitive_ordered_pixel_shader() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t exec_if_overlapped() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t pops_overlap_num_samples() const { return (raw >> 20) & 0x7u; }
  constexpr uint32_t pre_shader_depth_coverage_enable() const { return (raw >> 23) & 0x1u; }
};
// DB_SRESULTS_COMPARE_STATE0: DB_SRESULTS_COMPARE_STATE0
struct DbSresultsCompareState0 {
  uint32_t raw;
  constexpr uint32_t comparefunc0() const { return raw & 0x7u; }  // CompareFrag
  constexpr uint32_t comparevalue0() const { return (raw >> 4) & 0xFFu; }
  constexpr uint32_t comparemask0() const { return (raw >> 12) & 0xFFu; }
  constexpr uint32_t enable0() const { return (raw >> 24) & 0x1u; }
};
// DB_SRESULTS_COMPARE_STATE1: DB_SRESULTS_COMPARE_STATE1
struct DbSresultsCompareState1 {
  uint32_t raw;
  constexpr uint32_t comparefunc1() const { return raw & 0x7u; }  // CompareFrag
  constexpr uint32_t comparevalue1() const { return (raw >> 4) & 0xFFu; }
  constexpr uint32_t comparemask1() const { return (raw >> 12) & 0xFFu; }
  constexpr uint32_t enable1() const { return (raw >> 24) & 0x1u; }
};
// DB_STENCILREFMASK: DB_STENCILREFMASK
struct DbStencilrefmask {
  uint32_t raw;
  constexpr uint32_t stenciltestval() const { return raw & 0xFFu; }
  constexpr uint32_t stencilmask() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t stencilwritemask() const { return (raw >> 16) & 0xFFu; }
  constexpr uint32_t stencilopval() const { return (raw >> 24) & 0xFFu; }
};
// DB_STENCILREFMASK_BF: DB_STENCILREFMASK_BF
struct DbStencilrefmaskBf {
  uint32_t raw;
  constexpr uint32_t stenciltestval_bf() const { return raw & 0xFFu; }
  constexpr uint32_t stencilmask_bf() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t stencilwritemask_bf() const { return (raw >> 16) & 0xFFu; }
  constexpr uint32_t stencilopval_bf() const { return (raw >> 24) & 0xFFu; }
};
// DB_STENCIL_CLEAR: DB_STENCIL_CLEAR
struct DbStencilClear {
  uint32_t raw;
  constexpr uint32_t clear() const { return raw & 0xFFu; }
};
// DB_STENCIL_CONTROL: DB_STENCIL_CONTROL
struct DbStencilControl {
  uint32_t raw;
  constexpr uint32_t stencilfail() const { return raw & 0xFu; }  // StencilOp
  constexpr uint32_t stencilzpass() const { return (raw >> 4) & 0xFu; }  // StencilOp
  constexpr uint32_t stencilzfail() const { return (raw >> 8) & 0xFu; }  // StencilOp
  constexpr uint32_t stencilfail_bf() const { return (raw >> 12) & 0xFu; }  // StencilOp
  constexpr uint32_t stencilzpass_bf() const { return (raw >> 16) & 0xFu; }  // StencilOp
  constexpr uint32_t stencilzfail_bf() const { return (raw >> 20) & 0xFu; }  // StencilOp
};
// DB_STENCIL_INFO: DB_STENCIL_INFO
struct DbStencilInfo {
  uint32_t raw;
  constexpr uint32_t format() const { return raw & 0x1u; }  // StencilFormat
  constexpr uint32_t sw_mode() const { return (raw >> 4) & 0x1Fu; }
  constexpr uint32_t fault_behavior() const { return (raw >> 9) & 0x3u; }  // DbPRTFaultBehavior
  constexpr uint32_t iterate_flush() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t partially_resident() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t reserved_field_1() const { return (raw >> 13) & 0x7u; }
  constexpr uint32_t iterate_256() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t allow_expclear() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t tile_stencil_disable() const { return (raw >> 29) & 0x1u; }
};
// DB_VRS_OVERRIDE_CNTL: DB_VRS_OVERRIDE_CNTL
struct DbVrsOverrideCntl {
  uint32_t raw;
  constexpr uint32_t vrs_override_rate_combiner_mode() const { return raw & 0x7u; }  // VRSCombinerMode
  constexpr uint32_t vrs_override_rate_x() const { return (raw >> 4) & 0x3u; }
  constexpr uint32_t vrs_override_rate_y() const { return (raw >> 6) & 0x3u; }
};
// DB_Z_INFO: DB_Z_INFO
struct DbZInfo {
  uint32_t raw;
  constexpr uint32_t format() const { return raw & 0x3u; }  // ZFormat
  constexpr uint32_t num_samples() const { return (raw >> 2) & 0x3u; }
  constexpr uint32_t sw_mode() const { return (raw >> 4) & 0x1Fu; }
  constexpr uint32_t fault_behavior() const { return (raw >> 9) & 0x3u; }  // DbPRTFaultBehavior
  constexpr uint32_t iterate_flush() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t partially_resident() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t reserved_field_1() const { return (raw >> 13) & 0x7u; }
  constexpr uint32_t maxmip() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t iterate_256() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t decompress_on_n_zplanes() const { return (raw >> 23) & 0xFu; }
  constexpr uint32_t allow_expclear() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t read_size() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t tile_surface_enable() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t zrange_precision() const { return (raw >> 31) & 0x1u; }
};
// DB_Z_READ_BASE_HI: DB_Z_READ_BASE_HI, DB_STENCIL_READ_BASE_HI, DB_Z_WRITE_BASE_HI, DB_STENCIL_WRITE_BASE_HI, ... (9 registers)
struct DbZReadBaseHi {
  uint32_t raw;
  constexpr uint32_t base_hi() const { return raw & 0xFFu; }
};
// GB_ADDR_CONFIG: GB_ADDR_CONFIG
struct GbAddrConfig {
  uint32_t raw;
  constexpr uint32_t num_pipes() const { return raw & 0x7u; }
  constexpr uint32_t pipe_interleave_size() const { return (raw >> 3) & 0x7u; }
  constexpr uint32_t max_compressed_frags() const { return (raw >> 6) & 0x3u; }
  constexpr uint32_t num_pkrs() const { return (raw >> 8) & 0x7u; }
  constexpr uint32_t num_shader_engines() const { return (raw >> 19) & 0x3u; }
  constexpr uint32_t num_rb_per_se() const { return (raw >> 26) & 0x3u; }
};
// GCEA_PERFCOUNTER0_CFG: GCEA_PERFCOUNTER0_CFG, GCEA_PERFCOUNTER1_CFG, GCMC_VM_L2_PERFCOUNTER0_CFG, GCMC_VM_L2_PERFCOUNTER1_CFG, ... (24 registers)
struct GceaPerfcounterCfg {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0xFFu; }
  constexpr uint32_t perf_sel_end() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t perf_mode() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t enable() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t clear() const { return (raw >> 29) & 0x1u; }
};
// GCEA_PERFCOUNTER2_MODE: GCEA_PERFCOUNTER2_MODE, GCVML2_PERFCOUNTER2_0_MODE, GCVML2_PERFCOUNTER2_1_MODE, GUS_PERFCOUNTER2_MODE
struct GceaPerfcounter2Mode {
  uint32_t raw;
  constexpr uint32_t compare_mode0() const { return raw & 0x3u; }
  constexpr uint32_t compare_mode1() const { return (raw >> 2) & 0x3u; }
  constexpr uint32_t compare_mode2() const { return (raw >> 4) & 0x3u; }
  constexpr uint32_t compare_mode3() const { return (raw >> 6) & 0x3u; }
  constexpr uint32_t compare_value0() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t compare_value1() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t compare_value2() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t compare_value3() const { return (raw >> 20) & 0xFu; }
};
// GCEA_PERFCOUNTER_HI: GCEA_PERFCOUNTER_HI, GCMC_VM_L2_PERFCOUNTER_HI, GCUTCL2_PERFCOUNTER_HI, GUS_PERFCOUNTER_HI, ... (8 registers)
struct GceaPerfcounterHi {
  uint32_t raw;
  constexpr uint32_t counter_hi() const { return raw & 0xFFFFu; }
  constexpr uint32_t compare_value() const { return (raw >> 16) & 0xFFFFu; }
};
// GCEA_PERFCOUNTER_LO: GCEA_PERFCOUNTER_LO, GCMC_VM_L2_PERFCOUNTER_LO, GCUTCL2_PERFCOUNTER_LO, GUS_PERFCOUNTER_LO, ... (8 registers)
struct GceaPerfcounterLo {
  uint32_t raw;
  constexpr uint32_t counter_lo() const { return raw; }
};
// GCEA_PERFCOUNTER_RSLT_CNTL: GCEA_PERFCOUNTER_RSLT_CNTL, GCMC_VM_L2_PERFCOUNTER_RSLT_CNTL, GCUTCL2_PERFCOUNTER_RSLT_CNTL, GUS_PERFCOUNTER_RSLT_CNTL, ... (8 registers)
struct GceaPerfcounterRsltCntl {
  uint32_t raw;
  constexpr uint32_t perf_counter_select() const { return raw & 0xFu; }
  constexpr uint32_t start_trigger() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t stop_trigger() const { return (raw >> 16) & 0xFFu; }
  constexpr uint32_t enable_any() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t clear_all() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t stop_all_on_saturate() const { return (raw >> 26) & 0x1u; }
};
// GCR_PERFCOUNTER1_SELECT: GCR_PERFCOUNTER1_SELECT
struct GcrPerfcounter1Select {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0x1FFu; }
  constexpr uint32_t perf_mode() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t cntl_mode() const { return (raw >> 28) & 0xFu; }
};
// GDS_ATOM_BASE: GDS_ATOM_BASE
struct GdsAtomBase {
  uint32_t raw;
  constexpr uint32_t base() const { return raw & 0xFFFFu; }
  constexpr uint32_t unused() const { return (raw >> 16) & 0xFFFFu; }
};
// GDS_ATOM_CNTL: GDS_ATOM_CNTL
struct GdsAtomCntl {
  uint32_t raw;
  constexpr uint32_t ainc() const { return raw & 0x3Fu; }
  constexpr uint32_t unused1() const { return (raw >> 6) & 0x3u; }
  constexpr uint32_t dmode() const { return (raw >> 8) & 0x3u; }
  constexpr uint32_t unused2() const { return (raw >> 10) & 0x3FFFFFu; }
};
// GDS_ATOM_COMPLETE: GDS_ATOM_COMPLETE
struct GdsAtomComplete {
  uint32_t raw;
  constexpr uint32_t complete() const { return raw & 0x1u; }
  constexpr uint32_t unused() const { return (raw >> 1) & 0x7FFFFFFFu; }
};
// GDS_ATOM_DST: GDS_ATOM_DST
struct GdsAtomDst {
  uint32_t raw;
  constexpr uint32_t dst() const { return raw; }
};
// GDS_ATOM_OFFSET0: GDS_ATOM_OFFSET0
struct GdsAtomOffset0 {
  uint32_t raw;
  constexpr uint32_t offset0() const { return raw & 0xFFu; }
  constexpr uint32_t unused() const { return (raw >> 8) & 0xFFFFFFu; }
};
// GDS_ATOM_OFFSET1: GDS_ATOM_OFFSET1
struct GdsAtomOffset1 {
  uint32_t raw;
  constexpr uint32_t offset1() const { return raw & 0xFFu; }
  constexpr uint32_t unused() const { return (raw >> 8) & 0xFFFFFFu; }
};
// GDS_ATOM_OP: GDS_ATOM_OP
struct GdsAtomOp {
  uint32_t raw;
  constexpr uint32_t op() const { return raw & 0xFFu; }
  constexpr uint32_t unused() const { return (raw >> 8) & 0xFFFFFFu; }
};
// GDS_ATOM_SIZE: GDS_ATOM_SIZE
struct GdsAtomSize {
  uint32_t raw;
  constexpr uint32_t size() const { return raw & 0xFFFFu; }
  constexpr uint32_t unused() const { return (raw >> 16) & 0xFFFFu; }
};
// GDS_GWS_RESOURCE: GDS_GWS_RESOURCE
struct GdsGwsResource {
  uint32_t raw;
  constexpr uint32_t flag() const { return raw & 0x1u; }
  constexpr uint32_t counter() const { return (raw >> 1) & 0xFFFu; }
  constexpr uint32_t type() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t ded() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t release_all() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t head_queue() const { return (raw >> 16) & 0x7FFu; }
  constexpr uint32_t head_valid() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t head_flag() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t halted() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t head_queue1() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t unused1() const { return (raw >> 31) & 0x1u; }
};
// GDS_GWS_RESOURCE_CNT: GDS_GWS_RESOURCE_CNT
struct GdsGwsResourceCnt {
  uint32_t raw;
  constexpr uint32_t resource_cnt() const { return raw & 0xFFFFu; }
  constexpr uint32_t unused() const { return (raw >> 16) & 0xFFFFu; }
};
// GDS_GWS_RESOURCE_CNTL: GDS_GWS_RESOURCE_CNTL
struct GdsGwsResourceCntl {
  uint32_t raw;
  constexpr uint32_t index() const { return raw & 0x3Fu; }
  constexpr uint32_t unused() const { return (raw >> 6) & 0x3FFFFFFu; }
};
// GDS_OA_ADDRESS: GDS_OA_ADDRESS
struct GdsOaAddress {
  uint32_t raw;
  constexpr uint32_t ds_address() const { return raw & 0xFFFFu; }
  constexpr uint32_t crawler_type() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t crawler() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t unused() const { return (raw >> 24) & 0x3Fu; }
  constexpr uint32_t no_alloc() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t enable() const { return (raw >> 31) & 0x1u; }
};
// GDS_OA_CNTL: GDS_OA_CNTL
struct GdsOaCntl {
  uint32_t raw;
  constexpr uint32_t index() const { return raw & 0xFu; }
  constexpr uint32_t unused() const { return (raw >> 4) & 0xFFFFFFFu; }
};
// GDS_OA_COUNTER: GDS_OA_COUNTER
struct GdsOaCounter {
  uint32_t raw;
  constexpr uint32_t space_available() const { return raw; }
};
// GDS_OA_INCDEC: GDS_OA_INCDEC
struct GdsOaIncdec {
  uint32_t raw;
  constexpr uint32_t value() const { return raw & 0x7FFFFFFFu; }
  constexpr uint32_t incdec() const { return (raw >> 31) & 0x1u; }
};
// GDS_OA_RING_SIZE: GDS_OA_RING_SIZE
struct GdsOaRingSize {
  uint32_t raw;
  constexpr uint32_t ring_size() const { return raw; }
};
// GDS_RD_ADDR: GDS_RD_ADDR
struct GdsRdAddr {
  uint32_t raw;
  constexpr uint32_t read_addr() const { return raw; }
};
// GDS_RD_BURST_ADDR: GDS_RD_BURST_ADDR
struct GdsRdBurstAddr {
  uint32_t raw;
  constexpr uint32_t burst_addr() const { return raw; }
};
// GDS_RD_BURST_COUNT: GDS_RD_BURST_COUNT
struct GdsRdBurstCount {
  uint32_t raw;
  constexpr uint32_t burst_count() const { return raw; }
};
// GDS_RD_BURST_DATA: GDS_RD_BURST_DATA
struct GdsRdBurstData {
  uint32_t raw;
  constexpr uint32_t burst_data() const { return raw; }
};
// GDS_RD_DATA: GDS_RD_DATA
struct GdsRdData {
  uint32_t raw;
  constexpr uint32_t read_data() const { return raw; }
};
// GDS_WRITE_COMPLETE: GDS_WRITE_COMPLETE
struct GdsWriteComplete {
  uint32_t raw;
  constexpr uint32_t write_complete() const { return raw; }
};
// GDS_WR_ADDR: GDS_WR_ADDR, GDS_WR_BURST_ADDR
struct GdsWrAddr {
  uint32_t raw;
  constexpr uint32_t write_addr() const { return raw; }
};
// GDS_WR_DATA: GDS_WR_DATA, GDS_WR_BURST_DATA
struct GdsWrData {
  uint32_t raw;
  constexpr uint32_t write_data() const { return raw; }
};
// GE1_PERFCOUNTER0_SELECT: GE1_PERFCOUNTER0_SELECT, GE1_PERFCOUNTER1_SELECT, GE1_PERFCOUNTER2_SELECT, GE1_PERFCOUNTER3_SELECT, ... (12 registers)
struct Ge1PerfcounterSelect {
  uint32_t raw;
  constexpr uint32_t perf_sel0() const { return raw & 0x3FFu; }
  constexpr uint32_t perf_sel1() const { return (raw >> 10) & 0x3FFu; }
  constexpr uint32_t cntr_mode() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t perf_mode0() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t perf_mode1() const { return (raw >> 28) & 0xFu; }
};
// GE1_PERFCOUNTER0_SELECT1: GE1_PERFCOUNTER0_SELECT1, GE1_PERFCOUNTER1_SELECT1, GE1_PERFCOUNTER2_SELECT1, GE1_PERFCOUNTER3_SELECT1, ... (21 registers)
struct Ge1PerfcounterSelect1 {
  uint32_t raw;
  constexpr uint32_t perf_sel2() const { return raw & 0x3FFu; }
  constexpr uint32_t perf_sel3() const { return (raw >> 10) & 0x3FFu; }
  constexpr uint32_t perf_mode2() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t perf_mode3() const { return (raw >> 28) & 0xFu; }
};
// GE_CNTL: GE_CNTL
struct GeCntl {
  uint32_t raw;
  constexpr uint32_t prim_grp_size() const { return raw & 0x1FFu; }
  constexpr uint32_t vert_grp_size() const { return (raw >> 9) & 0x1FFu; }
  constexpr uint32_t break_wave_at_eoi() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t packet_to_one_pa() const { return (raw >> 19) & 0x1u; }
};
// GE_DMA_FIRST_INDEX: GE_DMA_FIRST_INDEX
struct GeDmaFirstIndex {
  uint32_t raw;
  constexpr uint32_t first_index() const { return raw; }
};
// GE_MAX_OUTPUT_PER_SUBGROUP: GE_MAX_OUTPUT_PER_SUBGROUP
struct GeMaxOutputPerSubgroup {
  uint32_t raw;
  constexpr uint32_t max_verts_per_subgroup() const { return raw & 0x3FFu; }
};
// GE_NGG_SUBGRP_CNTL: GE_NGG_SUBGRP_CNTL
struct GeNggSubgrpCntl {
  uint32_t raw;
  constexpr uint32_t prim_amp_factor() const { return raw & 0x1FFu; }
  constexpr uint32_t thds_per_subgrp() const { return (raw >> 9) & 0x1FFu; }
};
// GE_PC_ALLOC: GE_PC_ALLOC
struct GePcAlloc {
  uint32_t raw;
  constexpr uint32_t oversub_en() const { return raw & 0x1u; }
  constexpr uint32_t num_pc_lines() const { return (raw >> 1) & 0x3FFu; }
};
// GE_STEREO_CNTL: GE_STEREO_CNTL
struct GeStereoCntl {
  uint32_t raw;
  constexpr uint32_t rt_slice() const { return raw & 0x7u; }
  constexpr uint32_t viewport() const { return (raw >> 3) & 0xFu; }
  constexpr uint32_t en_stereo() const { return (raw >> 8) & 0x1u; }
};
// GE_USER_VGPR_EN: GE_USER_VGPR_EN
struct GeUserVgprEn {
  uint32_t raw;
  constexpr uint32_t en_user_vgpr1() const { return raw & 0x1u; }
  constexpr uint32_t en_user_vgpr2() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t en_user_vgpr3() const { return (raw >> 2) & 0x1u; }
};
// GRBM_GFX_INDEX: GRBM_GFX_INDEX
struct GrbmGfxIndex {
  uint32_t raw;
  constexpr uint32_t instance_index() const { return raw & 0xFFu; }
  constexpr uint32_t sa_index() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t se_index() const { return (raw >> 16) & 0xFFu; }
  constexpr uint32_t sa_broadcast_writes() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t instance_broadcast_writes() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t se_broadcast_writes() const { return (raw >> 31) & 0x1u; }
};
// GRBM_PERFCOUNTER0_SELECT: GRBM_PERFCOUNTER0_SELECT, GRBM_PERFCOUNTER1_SELECT
struct GrbmPerfcounterSelect {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0x3Fu; }
  constexpr uint32_t db_clean_user_defined_mask() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t cb_clean_user_defined_mask() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t ta_busy_user_defined_mask() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t sx_busy_user_defined_mask() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t spi_busy_user_defined_mask() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t sc_busy_user_defined_mask() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t pa_busy_user_defined_mask() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t grbm_busy_user_defined_mask() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t db_busy_user_defined_mask() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t cb_busy_user_defined_mask() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t cp_busy_user_defined_mask() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t gds_busy_user_defined_mask() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t bci_busy_user_defined_mask() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t rlc_busy_user_defined_mask() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t tcp_busy_user_defined_mask() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t ge_busy_user_defined_mask() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t utcl2_busy_user_defined_mask() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t ea_busy_user_defined_mask() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t rmi_busy_user_defined_mask() const { return (raw >> 31) & 0x1u; }
};
// GRBM_PERFCOUNTER0_SELECT_HI: GRBM_PERFCOUNTER0_SELECT_HI, GRBM_PERFCOUNTER1_SELECT_HI
struct GrbmPerfcounterSelectHi {
  uint32_t raw;
  constexpr uint32_t utcl1_busy_user_defined_mask() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t gl2cc_busy_user_defined_mask() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t sdma_busy_user_defined_mask() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t ch_busy_user_defined_mask() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t ph_busy_user_defined_mask() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t pmm_busy_user_defined_mask() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t gus_busy_user_defined_mask() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t gl1cc_busy_user_defined_mask() const { return (raw >> 8) & 0x1u; }
};
// GRBM_SE0_PERFCOUNTER_SELECT: GRBM_SE0_PERFCOUNTER_SELECT, GRBM_SE1_PERFCOUNTER_SELECT, GRBM_SE2_PERFCOUNTER_SELECT, GRBM_SE3_PERFCOUNTER_SELECT
struct GrbmSePerfcounterSelect {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0x3Fu; }
  constexpr uint32_t db_clean_user_defined_mask() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t cb_clean_user_defined_mask() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t ta_busy_user_defined_mask() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t sx_busy_user_defined_mask() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t spi_busy_user_defined_mask() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t sc_busy_user_defined_mask() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t db_busy_user_defined_mask() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t cb_busy_user_defined_mask() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t pa_busy_user_defined_mask() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t bci_busy_user_defined_mask() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t rmi_busy_user_defined_mask() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t utcl1_busy_user_defined_mask() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t tcp_busy_user_defined_mask() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t gl1cc_busy_user_defined_mask() const { return (raw >> 25) & 0x1u; }
};
// GRBM_STATUS: GRBM_STATUS
struct GrbmStatus {
  uint32_t raw;
  constexpr uint32_t me0pipe0_cmdfifo_avail() const { return raw & 0xFu; }
  constexpr uint32_t me0pipe0_cf_rq_pending() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t me0pipe0_pf_rq_pending() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t gds_dma_rq_pending() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t db_clean() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t cb_clean() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t ta_busy() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t gds_busy() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t ge_busy_no_dma() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t sx_busy() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t ge_busy() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t spi_busy() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t bci_busy() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t sc_busy() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t pa_busy() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t db_busy() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t cp_coherency_busy() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t cp_busy() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t cb_busy() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t gui_active() const { return (raw >> 31) & 0x1u; }
};
// GRBM_STATUS2: GRBM_STATUS2
struct GrbmStatus2 {
  uint32_t raw;
  constexpr uint32_t me0pipe1_cmdfifo_avail() const { return raw & 0xFu; }
  constexpr uint32_t me0pipe1_cf_rq_pending() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t me0pipe1_pf_rq_pending() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t me1pipe0_rq_pending() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t me1pipe1_rq_pending() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t me1pipe2_rq_pending() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t me1pipe3_rq_pending() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t me2pipe0_rq_pending() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t me2pipe1_rq_pending() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t me2pipe2_rq_pending() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t me2pipe3_rq_pending() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t rlc_rq_pending() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t utcl2_busy() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t ea_busy() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t rmi_busy() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t utcl2_rq_pending() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t sdma_sch_rq_pending() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t ea_link_busy() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t sdma_busy() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t sdma0_rq_pending() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t sdma1_rq_pending() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t sdma2_rq_pending() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t sdma3_rq_pending() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t rlc_busy() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t tcp_busy() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t cpf_busy() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t cpc_busy() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t cpg_busy() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t cpaxi_busy() const { return (raw >> 31) & 0x1u; }
};
// GRBM_STATUS3: GRBM_STATUS3
struct GrbmStatus3 {
  uint32_t raw;
  constexpr uint32_t grbm_rlc_intr_credit_pending() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t grbm_utcl2_intr_credit_pending() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t grbm_cpf_intr_credit_pending() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t mespipe0_rq_pending() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t mespipe1_rq_pending() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t mespipe2_rq_pending() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t mespipe3_rq_pending() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t ph_busy() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t ch_busy() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t gl2cc_busy() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t gl1cc_busy() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t gus_link_busy() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t gus_busy() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t utcl1_busy() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t pmm_busy() const { return (raw >> 31) & 0x1u; }
};
// GRBM_STATUS_SE0: GRBM_STATUS_SE0, GRBM_STATUS_SE1, GRBM_STATUS_SE2, GRBM_STATUS_SE3
struct GrbmStatusSe {
  uint32_t raw;
  constexpr uint32_t db_clean() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t cb_clean() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t utcl1_busy() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t tcp_busy() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t gl1cc_busy() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t rmi_busy() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t bci_busy() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t pa_busy() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t ta_busy() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t sx_busy() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t spi_busy() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t sc_busy() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t db_busy() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t cb_busy() const { return (raw >> 31) & 0x1u; }
};
// IA_MULTI_VGT_PARAM: IA_MULTI_VGT_PARAM
struct IaMultiVgtParam {
  uint32_t raw;
  constexpr uint32_t primgroup_size() const { return raw & 0xFFFFu; }
  constexpr uint32_t partial_vs_wave_on() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t switch_on_eop() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t partial_es_wave_on() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t switch_on_eoi() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t wd_switch_on_eop() const { return (raw >> 20) & 0x1u; }
};
// IA_MULTI_VGT_PARAM_PIPED: IA_MULTI_VGT_PARAM_PIPED
struct IaMultiVgtParamPiped {
  uint32_t raw;
  constexpr uint32_t primgroup_size() const { return raw & 0xFFFFu; }
  constexpr uint32_t partial_vs_wave_on() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t switch_on_eop() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t partial_es_wave_on() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t switch_on_eoi() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t wd_switch_on_eop() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t en_inst_opt_basic() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t en_inst_opt_adv() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t hw_use_only() const { return (raw >> 23) & 0x1u; }
};
// PA_CL_CLIP_CNTL: PA_CL_CLIP_CNTL
struct PaClClipCntl {
  uint32_t raw;
  constexpr uint32_t ucp_ena_0() const { return raw & 0x1u; }
  constexpr uint32_t ucp_ena_1() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t ucp_ena_2() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t ucp_ena_3() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t ucp_ena_4() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t ucp_ena_5() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t ps_ucp_y_scale_neg() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t ps_ucp_mode() const { return (raw >> 14) & 0x3u; }
  constexpr uint32_t clip_disable() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t ucp_cull_only_ena() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t boundary_edge_flag_ena() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t dx_clip_space_def() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t dis_clip_err_detect() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t vtx_kill_or() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t dx_rasterization_kill() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t dx_linear_attr_clip_ena() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t vte_vport_provoke_disable() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t zclip_near_disable() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t zclip_far_disable() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t zclip_prog_near_ena() const { return (raw >> 28) & 0x1u; }
};
// PA_CL_NANINF_CNTL: PA_CL_NANINF_CNTL
struct PaClNaninfCntl {
  uint32_t raw;
  constexpr uint32_t vte_xy_inf_discard() const { return raw & 0x1u; }
  constexpr uint32_t vte_z_inf_discard() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t vte_w_inf_discard() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t vte_0xnaninf_is_0() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t vte_xy_nan_retain() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t vte_z_nan_retain() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t vte_w_nan_retain() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t vte_w_recip_nan_is_0() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t vs_xy_nan_to_inf() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t vs_xy_inf_retain() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t vs_z_nan_to_inf() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t vs_z_inf_retain() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t vs_w_nan_to_inf() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t vs_w_inf_retain() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t vs_clip_dist_inf_discard() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t vte_no_output_neg_0() const { return (raw >> 20) & 0x1u; }
};
// PA_CL_NGG_CNTL: PA_CL_NGG_CNTL
struct PaClNggCntl {
  uint32_t raw;
  constexpr uint32_t vertex_reuse_off() const { return raw & 0x1u; }
  constexpr uint32_t index_buf_edge_flag_ena() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t vertex_reuse_depth() const { return (raw >> 2) & 0xFFu; }
};
// PA_CL_UCP_0_X: PA_CL_UCP_0_X, PA_CL_UCP_0_Y, PA_CL_UCP_0_Z, PA_CL_UCP_0_W, ... (33 registers)
struct PaClUcpX {
  uint32_t raw;
  constexpr uint32_t data_register() const { return raw; }
};
// PA_CL_VPORT_XOFFSET: PA_CL_VPORT_XOFFSET, PA_CL_VPORT_XOFFSET_1, PA_CL_VPORT_XOFFSET_2, PA_CL_VPORT_XOFFSET_3, ... (16 registers)
struct PaClVportXoffset {
  uint32_t raw;
  constexpr uint32_t vport_xoffset() const { return raw; }
};
// PA_CL_VPORT_XSCALE: PA_CL_VPORT_XSCALE, PA_CL_VPORT_XSCALE_1, PA_CL_VPORT_XSCALE_2, PA_CL_VPORT_XSCALE_3, ... (16 registers)
struct PaClVportXscale {
  uint32_t raw;
  constexpr uint32_t vport_xscale() const { return raw; }
};
// PA_CL_VPORT_YOFFSET: PA_CL_VPORT_YOFFSET, PA_CL_VPORT_YOFFSET_1, PA_CL_VPORT_YOFFSET_2, PA_CL_VPORT_YOFFSET_3, ... (16 registers)
struct PaClVportYoffset {
  uint32_t raw;
  constexpr uint32_t vport_yoffset() const { return raw; }
};
// PA_CL_VPORT_YSCALE: PA_CL_VPORT_YSCALE, PA_CL_VPORT_YSCALE_1, PA_CL_VPORT_YSCALE_2, PA_CL_VPORT_YSCALE_3, ... (16 registers)
struct PaClVportYscale {
  uint32_t raw;
  constexpr uint32_t vport_yscale() const { return raw; }
};
// PA_CL_VPORT_ZOFFSET: PA_CL_VPORT_ZOFFSET, PA_CL_VPORT_ZOFFSET_1, PA_CL_VPORT_ZOFFSET_2, PA_CL_VPORT_ZOFFSET_3, ... (16 registers)
struct PaClVportZoffset {
  uint32_t raw;
  constexpr uint32_t vport_zoffset() const { return raw; }
};
// PA_CL_VPORT_ZSCALE: PA_CL_VPORT_ZSCALE, PA_CL_VPORT_ZSCALE_1, PA_CL_VPORT_ZSCALE_2, PA_CL_VPORT_ZSCALE_3, ... (16 registers)
struct PaClVportZscale {
  uint32_t raw;
  constexpr uint32_t vport_zscale() const { return raw; }
};
// PA_CL_VRS_CNTL: PA_CL_VRS_CNTL
struct PaClVrsCntl {
  uint32_t raw;
  constexpr uint32_t vertex_rate_combiner_mode() const { return raw & 0x7u; }  // VRSCombinerMode
  constexpr uint32_t primitive_rate_combiner_mode() const { return (raw >> 3) & 0x7u; }  // VRSCombinerMode
  constexpr uint32_t htile_rate_combiner_mode() const { return (raw >> 6) & 0x7u; }  // VRSCombinerMode
  constexpr uint32_t sample_iter_combiner_mode() const { return (raw >> 9) & 0x7u; }  // VRSCombinerMode
  constexpr uint32_t expose_vrs_pixels_mask() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t cmask_rate_hint_force_zero() const { return (raw >> 14) & 0x1u; }
};
// PA_CL_VS_OUT_CNTL: PA_CL_VS_OUT_CNTL
struct PaClVsOutCntl {
  uint32_t raw;
  constexpr uint32_t clip_dist_ena_0() const { return raw & 0x1u; }
  constexpr uint32_t clip_dist_ena_1() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t clip_dist_ena_2() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t clip_dist_ena_3() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t clip_dist_ena_4() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t clip_dist_ena_5() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t clip_dist_ena_6() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t clip_dist_ena_7() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t cull_dist_ena_0() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t cull_dist_ena_1() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t cull_dist_ena_2() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t cull_dist_ena_3() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t cull_dist_ena_4() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t cull_dist_ena_5() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t cull_dist_ena_6() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t cull_dist_ena_7() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t use_vtx_point_size() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t use_vtx_edge_flag() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t use_vtx_render_target_indx() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t use_vtx_viewport_indx() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t use_vtx_kill_flag() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t vs_out_misc_vec_ena() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t vs_out_ccdist0_vec_ena() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t vs_out_ccdist1_vec_ena() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t vs_out_misc_side_bus_ena() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t use_vtx_gs_cut_flag() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t use_vtx_line_width() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t use_vtx_vrs_rate() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t bypass_vtx_rate_combiner() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t bypass_prim_rate_combiner() const { return (raw >> 30) & 0x1u; }
};
// PA_CL_VTE_CNTL: PA_CL_VTE_CNTL
struct PaClVteCntl {
  uint32_t raw;
  constexpr uint32_t vport_x_scale_ena() const { return raw & 0x1u; }
  constexpr uint32_t vport_x_offset_ena() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t vport_y_scale_ena() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t vport_y_offset_ena() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t vport_z_scale_ena() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t vport_z_offset_ena() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t vtx_xy_fmt() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t vtx_z_fmt() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t vtx_w0_fmt() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t perfcounter_ref() const { return (raw >> 11) & 0x1u; }
};
// PA_SC_AA_CONFIG: PA_SC_AA_CONFIG
struct PaScAaConfig {
  uint32_t raw;
  constexpr uint32_t msaa_num_samples() const { return raw & 0x7u; }
  constexpr uint32_t aa_mask_centroid_dtmn() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t max_sample_dist() const { return (raw >> 13) & 0xFu; }
  constexpr uint32_t msaa_exposed_samples() const { return (raw >> 20) & 0x7u; }
  constexpr uint32_t detail_to_exposed_mode() const { return (raw >> 24) & 0x3u; }
  constexpr uint32_t coverage_to_shader_select() const { return (raw >> 26) & 0x3u; }  // CovToShaderSel
  constexpr uint32_t sample_coverage_encoding() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t covered_centroid_is_center() const { return (raw >> 29) & 0x1u; }
};
// PA_SC_AA_MASK_X0Y0_X1Y0: PA_SC_AA_MASK_X0Y0_X1Y0
struct PaScAaMaskX0y0X1y0 {
  uint32_t raw;
  constexpr uint32_t aa_mask_x0y0() const { return raw & 0xFFFFu; }
  constexpr uint32_t aa_mask_x1y0() const { return (raw >> 16) & 0xFFFFu; }
};
// PA_SC_AA_MASK_X0Y1_X1Y1: PA_SC_AA_MASK_X0Y1_X1Y1
struct PaScAaMaskX0y1X1y1 {
  uint32_t raw;
  constexpr uint32_t aa_mask_x0y1() const { return raw & 0xFFFFu; }
  constexpr uint32_t aa_mask_x1y1() const { return (raw >> 16) & 0xFFFFu; }
};
// PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0: PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0, PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_0, PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_0, PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_0
struct PaScAaSampleLocsPixelX0y0_0 {
  uint32_t raw;
  constexpr uint32_t s0_x() const { return raw & 0xFu; }
  constexpr uint32_t s0_y() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t s1_x() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t s1_y() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t s2_x() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t s2_y() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t s3_x() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t s3_y() const { return (raw >> 28) & 0xFu; }
};
// PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1: PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1, PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_1, PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_1, PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_1
struct PaScAaSampleLocsPixelX0y0_1 {
  uint32_t raw;
  constexpr uint32_t s4_x() const { return raw & 0xFu; }
  constexpr uint32_t s4_y() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t s5_x() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t s5_y() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t s6_x() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t s6_y() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t s7_x() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t s7_y() const { return (raw >> 28) & 0xFu; }
};
// PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2: PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2, PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_2, PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_2, PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_2
struct PaScAaSampleLocsPixelX0y0_2 {
  uint32_t raw;
  constexpr uint32_t s8_x() const { return raw & 0xFu; }
  constexpr uint32_t s8_y() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t s9_x() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t s9_y() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t s10_x() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t s10_y() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t s11_x() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t s11_y() const { return (raw >> 28) & 0xFu; }
};
// PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3: PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3, PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_3, PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_3, PA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_3
struct PaScAaSampleLocsPixelX0y0_3 {
  uint32_t raw;
  constexpr uint32_t s12_x() const { return raw & 0xFu; }
  constexpr uint32_t s12_y() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t s13_x() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t s13_y() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t s14_x() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t s14_y() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t s15_x() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t s15_y() const { return (raw >> 28) & 0xFu; }
};
// PA_SC_BINNER_CNTL_0: PA_SC_BINNER_CNTL_0
struct PaScBinnerCntl0 {
  uint32_t raw;
  constexpr uint32_t binning_mode() const { return raw & 0x3u; }  // BinningMode
  constexpr uint32_t bin_size_x() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t bin_size_y() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t bin_size_x_extend() const { return (raw >> 4) & 0x7u; }  // BinSizeExtend
  constexpr uint32_t bin_size_y_extend() const { return (raw >> 7) & 0x7u; }  // BinSizeExtend
  constexpr uint32_t context_states_per_bin() const { return (raw >> 10) & 0x7u; }
  constexpr uint32_t persistent_states_per_bin() const { return (raw >> 13) & 0x1Fu; }
  constexpr uint32_t disable_start_of_prim() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t fpovs_per_batch() const { return (raw >> 19) & 0xFFu; }
  constexpr uint32_t optimal_bin_selection() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t flush_on_binning_transition() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t bin_mapping_mode() const { return (raw >> 29) & 0x3u; }  // BinMapMode
};
// PA_SC_BINNER_CNTL_1: PA_SC_BINNER_CNTL_1
struct PaScBinnerCntl1 {
  uint32_t raw;
  constexpr uint32_t max_alloc_count() const { return raw & 0xFFFFu; }
  constexpr uint32_t max_prim_per_batch() const { return (raw >> 16) & 0xFFFFu; }
};
// PA_SC_CENTROID_PRIORITY_0: PA_SC_CENTROID_PRIORITY_0
struct PaScCentroidPriority0 {
  uint32_t raw;
  constexpr uint32_t distance_0() const { return raw & 0xFu; }
  constexpr uint32_t distance_1() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t distance_2() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t distance_3() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t distance_4() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t distance_5() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t distance_6() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t distance_7() const { return (raw >> 28) & 0xFu; }
};
// PA_SC_CENTROID_PRIORITY_1: PA_SC_CENTROID_PRIORITY_1
struct PaScCentroidPriority1 {
  uint32_t raw;
  constexpr uint32_t distance_8() const { return raw & 0xFu; }
  constexpr uint32_t distance_9() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t distance_10() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t distance_11() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t distance_12() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t distance_13() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t distance_14() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t distance_15() const { return (raw >> 28) & 0xFu; }
};
// PA_SC_CLIPRECT_0_TL: PA_SC_CLIPRECT_0_TL, PA_SC_CLIPRECT_1_TL, PA_SC_CLIPRECT_2_TL, PA_SC_CLIPRECT_3_TL
struct PaScCliprectTl {
  uint32_t raw;
  constexpr uint32_t tl_x() const { return raw & 0x7FFFu; }
  constexpr uint32_t tl_y() const { return (raw >> 16) & 0x7FFFu; }
};
// PA_SC_CLIPRECT_RULE: PA_SC_CLIPRECT_RULE
struct PaScCliprectRule {
  uint32_t raw;
  constexpr uint32_t clip_rule() const { return raw & 0xFFFFu; }  // CLIP_RULE
};
// PA_SC_CONSERVATIVE_RASTERIZATION_CNTL: PA_SC_CONSERVATIVE_RASTERIZATION_CNTL
struct PaScConservativeRasterizationCntl {
  uint32_t raw;
  constexpr uint32_t over_rast_enable() const { return raw & 0x1u; }
  constexpr uint32_t over_rast_sample_select() const { return (raw >> 1) & 0xFu; }
  constexpr uint32_t under_rast_enable() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t under_rast_sample_select() const { return (raw >> 6) & 0xFu; }
  constexpr uint32_t pbb_uncertainty_region_enable() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t zmm_tri_extent() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t zmm_tri_offset() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t override_over_rast_inner_to_normal() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t override_under_rast_inner_to_normal() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t degenerate_override_inner_to_normal_disable() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t uncertainty_region_mode() const { return (raw >> 16) & 0x3u; }  // ScUncertaintyRegionMode
  constexpr uint32_t outer_uncertainty_edgerule_override() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t inner_uncertainty_edgerule_override() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t null_squad_aa_mask_enable() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t coverage_aa_mask_enable() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t prez_aa_mask_enable() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t postz_aa_mask_enable() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t centroid_sample_override() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t uncertainty_region_mult() const { return (raw >> 25) & 0x3u; }
  constexpr uint32_t uncertainty_region_pbb_mult() const { return (raw >> 27) & 0x3u; }
};
// PA_SC_EDGERULE: PA_SC_EDGERULE
struct PaScEdgerule {
  uint32_t raw;
  constexpr uint32_t er_tri() const { return raw & 0xFu; }
  constexpr uint32_t er_point() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t er_rect() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t er_line_lr() const { return (raw >> 12) & 0x3Fu; }
  constexpr uint32_t er_line_rl() const { return (raw >> 18) & 0x3Fu; }
  constexpr uint32_t er_line_tb() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t er_line_bt() const { return (raw >> 28) & 0xFu; }
};
// PA_SC_LINE_CNTL: PA_SC_LINE_CNTL
struct PaScLineCntl {
  uint32_t raw;
  constexpr uint32_t expand_line_width() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t last_pixel() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t perpendicular_endcap_ena() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t dx10_diamond_test_ena() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t extra_dx_dy_precision() const { return (raw >> 13) & 0x1u; }
};
// PA_SC_LINE_STIPPLE: PA_SC_LINE_STIPPLE
struct PaScLineStipple {
  uint32_t raw;
  constexpr uint32_t line_pattern() const { return raw & 0xFFFFu; }
  constexpr uint32_t repeat_count() const { return (raw >> 16) & 0xFFu; }
  constexpr uint32_t pattern_bit_order() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t auto_reset_cntl() const { return (raw >> 29) & 0x3u; }
};
// PA_SC_LINE_STIPPLE_STATE: PA_SC_LINE_STIPPLE_STATE
struct PaScLineStippleState {
  uint32_t raw;
  constexpr uint32_t current_ptr() const { return raw & 0xFu; }
  constexpr uint32_t current_count() const { return (raw >> 8) & 0xFFu; }
};
// PA_SC_MODE_CNTL_0: PA_SC_MODE_CNTL_0
struct PaScModeCntl0 {
  uint32_t raw;
  constexpr uint32_t msaa_enable() const { return raw & 0x1u; }
  constexpr uint32_t vport_scissor_enable() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t line_stipple_enable() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t send_unlit_stiles_to_pkr() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t alternate_rbs_per_tile() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t coarse_tile_starts_on_even_rb() const { return (raw >> 6) & 0x1u; }
};
// PA_SC_MODE_CNTL_1: PA_SC_MODE_CNTL_1
struct PaScModeCntl1 {
  uint32_t raw;
  constexpr uint32_t walk_size() const { return raw & 0x1u; }
  constexpr uint32_t walk_alignment() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t walk_align8_prim_fits_st() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t walk_fence_enable() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t walk_fence_size() const { return (raw >> 4) & 0x7u; }
  constexpr uint32_t supertile_walk_order_enable() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t tile_walk_order_enable() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t tile_cover_disable() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t tile_cover_no_scissor() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t zmm_line_extent() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t zmm_line_offset() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t zmm_rect_extent() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t kill_pix_post_hi_z() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t kill_pix_post_detail_mask() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t ps_iter_sample() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t multi_shader_engine_prim_discard_enable() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t multi_gpu_supertile_enable() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t gpu_id_override_enable() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t gpu_id_override() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t multi_gpu_prim_discard_enable() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t force_eov_cntdwn_enable() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t force_eov_rez_enable() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t out_of_order_primitive_enable() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t out_of_order_water_mark() const { return (raw >> 28) & 0x7u; }
};
// PA_SC_NGG_MODE_CNTL: PA_SC_NGG_MODE_CNTL
struct PaScNggModeCntl {
  uint32_t raw;
  constexpr uint32_t max_deallocs_in_wave() const { return raw & 0x7FFu; }
  constexpr uint32_t max_fpovs_in_wave() const { return (raw >> 16) & 0xFFu; }
};
// PA_SC_P3D_TRAP_SCREEN_H: PA_SC_P3D_TRAP_SCREEN_H, PA_SC_HP3D_TRAP_SCREEN_H, PA_SC_TRAP_SCREEN_H
struct PaScP3dTrapScreenH {
  uint32_t raw;
  constexpr uint32_t x_coord() const { return raw & 0x3FFFu; }
};
// PA_SC_P3D_TRAP_SCREEN_HV_EN: PA_SC_P3D_TRAP_SCREEN_HV_EN, PA_SC_HP3D_TRAP_SCREEN_HV_EN, PA_SC_TRAP_SCREEN_HV_EN
struct PaScP3dTrapScreenHvEn {
  uint32_t raw;
  constexpr uint32_t enable_hv_pre_shader() const { return raw & 0x1u; }
  constexpr uint32_t force_pre_shader_all_pixels() const { return (raw >> 1) & 0x1u; }
};
// PA_SC_P3D_TRAP_SCREEN_OCCURRENCE: PA_SC_P3D_TRAP_SCREEN_OCCURRENCE, PA_SC_P3D_TRAP_SCREEN_COUNT, PA_SC_HP3D_TRAP_SCREEN_OCCURRENCE, PA_SC_HP3D_TRAP_SCREEN_COUNT, ... (7 registers)
struct PaScP3dTrapScreenOccurrence {
  uint32_t raw;
  constexpr uint32_t count() const { return raw & 0xFFFFu; }
};
// PA_SC_P3D_TRAP_SCREEN_V: PA_SC_P3D_TRAP_SCREEN_V, PA_SC_HP3D_TRAP_SCREEN_V, PA_SC_TRAP_SCREEN_V
struct PaScP3dTrapScreenV {
  uint32_t raw;
  constexpr uint32_t y_coord() const { return raw & 0x3FFFu; }
};
// PA_SC_PERFCOUNTER1_SELECT: PA_SC_PERFCOUNTER1_SELECT, PA_SC_PERFCOUNTER2_SELECT, PA_SC_PERFCOUNTER3_SELECT, PA_SC_PERFCOUNTER4_SELECT, ... (13 registers)
struct PaScPerfcounter1Select {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0x3FFu; }
};
// PA_SC_RASTER_CONFIG: PA_SC_RASTER_CONFIG
struct PaScRasterConfig {
  uint32_t raw;
  constexpr uint32_t rb_map_pkr0() const { return raw & 0x3u; }  // RbMap
  constexpr uint32_t rb_map_pkr1() const { return (raw >> 2) & 0x3u; }  // RbMap
  constexpr uint32_t rb_xsel2() const { return (raw >> 4) & 0x3u; }  // RbXsel2
  constexpr uint32_t rb_xsel() const { return (raw >> 6) & 0x1u; }  // RbXsel
  constexpr uint32_t rb_ysel() const { return (raw >> 7) & 0x1u; }  // RbYsel
  constexpr uint32_t pkr_map() const { return (raw >> 8) & 0x3u; }  // PkrMap
  constexpr uint32_t pkr_xsel() const { return (raw >> 10) & 0x3u; }  // PkrXsel
  constexpr uint32_t pkr_ysel() const { return (raw >> 12) & 0x3u; }  // PkrYsel
  constexpr uint32_t pkr_xsel2() const { return (raw >> 14) & 0x3u; }  // PkrXsel2
  constexpr uint32_t sc_map() const { return (raw >> 16) & 0x3u; }  // ScMap
  constexpr uint32_t sc_xsel() const { return (raw >> 18) & 0x3u; }  // ScXsel
  constexpr uint32_t sc_ysel() const { return (raw >> 20) & 0x3u; }  // ScYsel
  constexpr uint32_t se_map() const { return (raw >> 24) & 0x3u; }  // SeMap
  constexpr uint32_t se_xsel() const { return (raw >> 26) & 0x3u; }  // SeXsel
  constexpr uint32_t se_ysel() const { return (raw >> 28) & 0x3u; }  // SeYsel
};
// PA_SC_RASTER_CONFIG_1: PA_SC_RASTER_CONFIG_1
struct PaScRasterConfig1 {
  uint32_t raw;
  constexpr uint32_t se_pair_map() const { return raw & 0x3u; }  // SePairMap
  constexpr uint32_t se_pair_xsel() const { return (raw >> 2) & 0x3u; }  // SePairXsel
  constexpr uint32_t se_pair_ysel() const { return (raw >> 4) & 0x3u; }  // SePairYsel
};
// PA_SC_SCREEN_EXTENT_CONTROL: PA_SC_SCREEN_EXTENT_CONTROL
struct PaScScreenExtentControl {
  uint32_t raw;
  constexpr uint32_t slice_even_enable() const { return raw & 0x3u; }
  constexpr uint32_t slice_odd_enable() const { return (raw >> 2) & 0x3u; }
};
// PA_SC_SCREEN_EXTENT_MIN_0: PA_SC_SCREEN_EXTENT_MIN_0, PA_SC_SCREEN_EXTENT_MAX_0, PA_SC_SCREEN_EXTENT_MIN_1, PA_SC_SCREEN_EXTENT_MAX_1
struct PaScScreenExtentMin {
  uint32_t raw;
  constexpr uint32_t x() const { return raw & 0xFFFFu; }
  constexpr uint32_t y() const { return (raw >> 16) & 0xFFFFu; }
};
// PA_SC_SCREEN_SCISSOR_BR: PA_SC_SCREEN_SCISSOR_BR
struct PaScScreenScissorBr {
  uint32_t raw;
  constexpr uint32_t br_x() const { return raw & 0xFFFFu; }
  constexpr uint32_t br_y() const { return (raw >> 16) & 0xFFFFu; }
};
// PA_SC_SCREEN_SCISSOR_TL: PA_SC_SCREEN_SCISSOR_TL
struct PaScScreenScissorTl {
  uint32_t raw;
  constexpr uint32_t tl_x() const { return raw & 0xFFFFu; }
  constexpr uint32_t tl_y() const { return (raw >> 16) & 0xFFFFu; }
};
// PA_SC_SHADER_CONTROL: PA_SC_SHADER_CONTROL
struct PaScShaderControl {
  uint32_t raw;
  constexpr uint32_t realign_dquads_after_n_waves() const { return raw & 0x3u; }
  constexpr uint32_t load_collision_waveid() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t load_intrawave_collision() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t wave_break_region_size() const { return (raw >> 5) & 0x3u; }
};
// PA_SC_TILE_STEERING_OVERRIDE: PA_SC_TILE_STEERING_OVERRIDE
struct PaScTileSteeringOverride {
  uint32_t raw;
  constexpr uint32_t enable() const { return raw & 0x1u; }
  constexpr uint32_t num_se() const { return (raw >> 1) & 0x3u; }
  constexpr uint32_t num_rb_per_se() const { return (raw >> 5) & 0x3u; }
  constexpr uint32_t num_sc() const { return (raw >> 12) & 0x3u; }
  constexpr uint32_t num_rb_per_sc() const { return (raw >> 16) & 0x3u; }
  constexpr uint32_t num_packer_per_sc() const { return (raw >> 20) & 0x3u; }
};
// PA_SC_VPORT_ZMAX_0: PA_SC_VPORT_ZMAX_0, PA_SC_VPORT_ZMAX_1, PA_SC_VPORT_ZMAX_2, PA_SC_VPORT_ZMAX_3, ... (16 registers)
struct PaScVportZmax {
  uint32_t raw;
  constexpr uint32_t vport_zmax() const { return raw; }
};
// PA_SC_VPORT_ZMIN_0: PA_SC_VPORT_ZMIN_0, PA_SC_VPORT_ZMIN_1, PA_SC_VPORT_ZMIN_2, PA_SC_VPORT_ZMIN_3, ... (16 registers)
struct PaScVportZmin {
  uint32_t raw;
  constexpr uint32_t vport_zmin() const { return raw; }
};
// PA_SC_WINDOW_OFFSET: PA_SC_WINDOW_OFFSET
struct PaScWindowOffset {
  uint32_t raw;
  constexpr uint32_t window_x_offset() const { return raw & 0xFFFFu; }
  constexpr uint32_t window_y_offset() const { return (raw >> 16) & 0xFFFFu; }
};
// PA_SC_WINDOW_SCISSOR_BR: PA_SC_WINDOW_SCISSOR_BR, PA_SC_CLIPRECT_0_BR, PA_SC_CLIPRECT_1_BR, PA_SC_CLIPRECT_2_BR, ... (22 registers)
struct PaScWindowScissorBr {
  uint32_t raw;
  constexpr uint32_t br_x() const { return raw & 0x7FFFu; }
  constexpr uint32_t br_y() const { return (raw >> 16) & 0x7FFFu; }
};
// PA_SC_WINDOW_SCISSOR_TL: PA_SC_WINDOW_SCISSOR_TL, PA_SC_GENERIC_SCISSOR_TL, PA_SC_VPORT_SCISSOR_0_TL, PA_SC_VPORT_SCISSOR_1_TL, ... (18 registers)
struct PaScWindowScissorTl {
  uint32_t raw;
  constexpr uint32_t tl_x() const { return raw & 0x7FFFu; }
  constexpr uint32_t tl_y() const { return (raw >> 16) & 0x7FFFu; }
  constexpr uint32_t window_offset_disable() const { return (raw >> 31) & 0x1u; }
};
// PA_STATE_STEREO_X: PA_STATE_STEREO_X
struct PaStateStereoX {
  uint32_t raw;
  constexpr uint32_t stereo_x_offset() const { return raw; }
};
// PA_STEREO_CNTL: PA_STEREO_CNTL
struct PaStereoCntl {
  uint32_t raw;
  constexpr uint32_t stereo_mode() const { return (raw >> 1) & 0xFu; }
  constexpr uint32_t rt_slice_mode() const { return (raw >> 5) & 0x7u; }
  constexpr uint32_t rt_slice_offset() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t vp_id_mode() const { return (raw >> 16) & 0x7u; }
  constexpr uint32_t vp_id_offset() const { return (raw >> 19) & 0xFu; }
};
// PA_SU_HARDWARE_SCREEN_OFFSET: PA_SU_HARDWARE_SCREEN_OFFSET
struct PaSuHardwareScreenOffset {
  uint32_t raw;
  constexpr uint32_t hw_screen_offset_x() const { return raw & 0x1FFu; }
  constexpr uint32_t hw_screen_offset_y() const { return (raw >> 16) & 0x1FFu; }
};
// PA_SU_LINE_CNTL: PA_SU_LINE_CNTL
struct PaSuLineCntl {
  uint32_t raw;
  constexpr uint32_t width() const { return raw & 0xFFFFu; }
};
// PA_SU_LINE_STIPPLE_CNTL: PA_SU_LINE_STIPPLE_CNTL
struct PaSuLineStippleCntl {
  uint32_t raw;
  constexpr uint32_t line_stipple_reset() const { return raw & 0x3u; }
  constexpr uint32_t expand_full_length() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t fractional_accum() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t diamond_adjust() const { return (raw >> 4) & 0x1u; }
};
// PA_SU_LINE_STIPPLE_SCALE: PA_SU_LINE_STIPPLE_SCALE
struct PaSuLineStippleScale {
  uint32_t raw;
  constexpr uint32_t line_stipple_scale() const { return raw; }
};
// PA_SU_LINE_STIPPLE_VALUE: PA_SU_LINE_STIPPLE_VALUE
struct PaSuLineStippleValue {
  uint32_t raw;
  constexpr uint32_t line_stipple_value() const { return raw & 0xFFFFFFu; }
};
// PA_SU_OVER_RASTERIZATION_CNTL: PA_SU_OVER_RASTERIZATION_CNTL
struct PaSuOverRasterizationCntl {
  uint32_t raw;
  constexpr uint32_t discard_0_area_triangles() const { return raw & 0x1u; }
  constexpr uint32_t discard_0_area_lines() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t discard_0_area_points() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t discard_0_area_rectangles() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t use_provoking_zw() const { return (raw >> 4) & 0x1u; }
};
// PA_SU_PERFCOUNTER0_SELECT: PA_SU_PERFCOUNTER0_SELECT, PA_SU_PERFCOUNTER1_SELECT, PA_SU_PERFCOUNTER2_SELECT, PA_SU_PERFCOUNTER3_SELECT, ... (48 registers)
struct PaSuPerfcounterSelect {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0x3FFu; }
  constexpr uint32_t perf_sel1() const { return (raw >> 10) & 0x3FFu; }
  constexpr uint32_t cntr_mode() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t perf_mode1() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t perf_mode() const { return (raw >> 28) & 0xFu; }
};
// PA_SU_PERFCOUNTER0_SELECT1: PA_SU_PERFCOUNTER0_SELECT1, PA_SU_PERFCOUNTER1_SELECT1, PA_SU_PERFCOUNTER2_SELECT1, PA_SU_PERFCOUNTER3_SELECT1, ... (37 registers)
struct PaSuPerfcounterSelect1 {
  uint32_t raw;
  constexpr uint32_t perf_sel2() const { return raw & 0x3FFu; }
  constexpr uint32_t perf_sel3() const { return (raw >> 10) & 0x3FFu; }
  constexpr uint32_t perf_mode3() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t perf_mode2() const { return (raw >> 28) & 0xFu; }
};
// PA_SU_POINT_MINMAX: PA_SU_POINT_MINMAX
struct PaSuPointMinmax {
  uint32_t raw;
  constexpr uint32_t min_size() const { return raw & 0xFFFFu; }
  constexpr uint32_t max_size() const { return (raw >> 16) & 0xFFFFu; }
};
// PA_SU_POINT_SIZE: PA_SU_POINT_SIZE
struct PaSuPointSize {
  uint32_t raw;
  constexpr uint32_t height() const { return raw & 0xFFFFu; }
  constexpr uint32_t width() const { return (raw >> 16) & 0xFFFFu; }
};
// PA_SU_POLY_OFFSET_CLAMP: PA_SU_POLY_OFFSET_CLAMP
struct PaSuPolyOffsetClamp {
  uint32_t raw;
  constexpr uint32_t clamp() const { return raw; }
};
// PA_SU_POLY_OFFSET_DB_FMT_CNTL: PA_SU_POLY_OFFSET_DB_FMT_CNTL
struct PaSuPolyOffsetDbFmtCntl {
  uint32_t raw;
  constexpr uint32_t poly_offset_neg_num_db_bits() const { return raw & 0xFFu; }
  constexpr uint32_t poly_offset_db_is_float_fmt() const { return (raw >> 8) & 0x1u; }
};
// PA_SU_POLY_OFFSET_FRONT_SCALE: PA_SU_POLY_OFFSET_FRONT_SCALE, PA_SU_POLY_OFFSET_BACK_SCALE
struct PaSuPolyOffsetFrontScale {
  uint32_t raw;
  constexpr uint32_t scale() const { return raw; }
};
// PA_SU_PRIM_FILTER_CNTL: PA_SU_PRIM_FILTER_CNTL
struct PaSuPrimFilterCntl {
  uint32_t raw;
  constexpr uint32_t triangle_filter_disable() const { return raw & 0x1u; }
  constexpr uint32_t line_filter_disable() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t point_filter_disable() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t rectangle_filter_disable() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t triangle_expand_ena() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t line_expand_ena() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t point_expand_ena() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t rectangle_expand_ena() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t prim_expand_constant() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t xmax_right_exclusion() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t ymax_bottom_exclusion() const { return (raw >> 31) & 0x1u; }
};
// PA_SU_SC_MODE_CNTL: PA_SU_SC_MODE_CNTL
struct PaSuScModeCntl {
  uint32_t raw;
  constexpr uint32_t cull_front() const { return raw & 0x1u; }
  constexpr uint32_t cull_back() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t face() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t poly_mode() const { return (raw >> 3) & 0x3u; }  // PA_SU_SC_MODE_CNTL__POLY_MODE
  constexpr uint32_t polymode_front_ptype() const { return (raw >> 5) & 0x7u; }  // PA_SU_SC_MODE_CNTL__POLYMODE_FRONT_PTYPE
  constexpr uint32_t polymode_back_ptype() const { return (raw >> 8) & 0x7u; }  // PA_SU_SC_MODE_CNTL__POLYMODE_FRONT_PTYPE
  constexpr uint32_t poly_offset_front_enable() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t poly_offset_back_enable() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t poly_offset_para_enable() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t vtx_window_offset_enable() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t provoking_vtx_last() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t persp_corr_dis() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t multi_prim_ib_ena() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t right_triangle_alternate_gradient_ref() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t new_quad_decomposition() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t keep_together_enable() const { return (raw >> 24) & 0x1u; }
};
// PA_SU_SMALL_PRIM_FILTER_CNTL: PA_SU_SMALL_PRIM_FILTER_CNTL
struct PaSuSmallPrimFilterCntl {
  uint32_t raw;
  constexpr uint32_t small_prim_filter_enable() const { return raw & 0x1u; }
  constexpr uint32_t triangle_filter_disable() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t line_filter_disable() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t point_filter_disable() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t rectangle_filter_disable() const { return (raw >> 4) & 0x1u; }
};
// PA_SU_VTX_CNTL: PA_SU_VTX_CNTL
struct PaSuVtxCntl {
  uint32_t raw;
  constexpr uint32_t pix_center() const { return raw & 0x1u; }
  constexpr uint32_t round_mode() const { return (raw >> 1) & 0x3u; }  // PA_SU_VTX_CNTL__ROUND_MODE
  constexpr uint32_t quant_mode() const { return (raw >> 3) & 0x7u; }  // QUANT_MODE
};
// RLC_GPM_PERF_COUNT_0: RLC_GPM_PERF_COUNT_0, RLC_GPM_PERF_COUNT_1
struct RlcGpmPerfCount {
  uint32_t raw;
  constexpr uint32_t feature_sel() const { return raw & 0xFu; }
  constexpr uint32_t se_index() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t sa_index() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t wgp_index() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t event_sel() const { return (raw >> 16) & 0x3u; }
  constexpr uint32_t unused() const { return (raw >> 18) & 0x3u; }
  constexpr uint32_t enable() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t reserved() const { return (raw >> 21) & 0x7FFu; }
};
// RLC_GPU_IOV_PERF_CNT_CNTL: RLC_GPU_IOV_PERF_CNT_CNTL
struct RlcGpuIovPerfCntCntl {
  uint32_t raw;
  constexpr uint32_t enable() const { return raw & 0x1u; }
  constexpr uint32_t mode_select() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t reset() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t reserved() const { return (raw >> 3) & 0x1FFFFFFFu; }
};
// RLC_GPU_IOV_PERF_CNT_WR_ADDR: RLC_GPU_IOV_PERF_CNT_WR_ADDR, RLC_GPU_IOV_PERF_CNT_RD_ADDR
struct RlcGpuIovPerfCntWrAddr {
  uint32_t raw;
  constexpr uint32_t vfid() const { return raw & 0xFu; }
  constexpr uint32_t cnt_id() const { return (raw >> 4) & 0x3u; }
  constexpr uint32_t reserved() const { return (raw >> 6) & 0x3FFFFFFu; }
};
// RLC_PERFCOUNTER0_SELECT: RLC_PERFCOUNTER0_SELECT, RLC_PERFCOUNTER1_SELECT
struct RlcPerfcounterSelect {
  uint32_t raw;
  constexpr uint32_t perfcounter_select() const { return raw & 0xFFu; }
};
// RLC_PERFMON_CLK_CNTL: RLC_PERFMON_CLK_CNTL
struct RlcPerfmonClkCntl {
  uint32_t raw;
  constexpr uint32_t perfmon_clock_state() const { return raw & 0x1u; }
};
// RLC_PERFMON_CNTL: RLC_PERFMON_CNTL
struct RlcPerfmonCntl {
  uint32_t raw;
  constexpr uint32_t perfmon_state() const { return raw & 0x7u; }  // CP_PERFMON_STATE
  constexpr uint32_t perfmon_sample_enable() const { return (raw >> 10) & 0x1u; }
};
// RLC_SPM_ACCUM_CTRL: RLC_SPM_ACCUM_CTRL
struct RlcSpmAccumCtrl {
  uint32_t raw;
  constexpr uint32_t stroberesetperfmonitors() const { return raw & 0x1u; }
  constexpr uint32_t strobestartaccumulation() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t stroberearmaccum() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t stroberesetspmblock() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t strobestartspm() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t stroberearmswaaccum() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t strobestartswa() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t strobeperfmonsamplewires() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t reserved() const { return (raw >> 11) & 0x1FFFFFu; }
};
// RLC_SPM_ACCUM_CTRLRAM_ADDR: RLC_SPM_ACCUM_CTRLRAM_ADDR
struct RlcSpmAccumCtrlramAddr {
  uint32_t raw;
  constexpr uint32_t addr() const { return raw & 0x7FFu; }
  constexpr uint32_t reserved() const { return (raw >> 11) & 0x1FFFFFu; }
};
// RLC_SPM_ACCUM_CTRLRAM_ADDR_OFFSET: RLC_SPM_ACCUM_CTRLRAM_ADDR_OFFSET
struct RlcSpmAccumCtrlramAddrOffset {
  uint32_t raw;
  constexpr uint32_t global_offset() const { return raw & 0xFFu; }
  constexpr uint32_t spmwithaccum_se_offset() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t spmwithaccum_global_offset() const { return (raw >> 16) & 0xFFu; }
  constexpr uint32_t reserved() const { return (raw >> 24) & 0xFFu; }
};
// RLC_SPM_ACCUM_CTRLRAM_DATA: RLC_SPM_ACCUM_CTRLRAM_DATA
struct RlcSpmAccumCtrlramData {
  uint32_t raw;
  constexpr uint32_t data() const { return raw & 0xFFu; }
  constexpr uint32_t reserved() const { return (raw >> 8) & 0xFFFFFFu; }
};
// RLC_SPM_ACCUM_DATARAM_32BITCNTRS_REGIONS: RLC_SPM_ACCUM_DATARAM_32BITCNTRS_REGIONS
struct RlcSpmAccumDataram32bitcntrsRegions {
  uint32_t raw;
  constexpr uint32_t spp_addr_region() const { return raw & 0xFFu; }
  constexpr uint32_t swa_addr_region() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t reserved() const { return (raw >> 16) & 0xFFFFu; }
};
// RLC_SPM_ACCUM_DATARAM_ADDR: RLC_SPM_ACCUM_DATARAM_ADDR, RLC_SPM_ACCUM_SWA_DATARAM_ADDR
struct RlcSpmAccumDataramAddr {
  uint32_t raw;
  constexpr uint32_t addr() const { return raw & 0x7Fu; }
  constexpr uint32_t reserved() const { return (raw >> 7) & 0x1FFFFFFu; }
};
// RLC_SPM_ACCUM_DATARAM_DATA: RLC_SPM_ACCUM_DATARAM_DATA, RLC_SPM_ACCUM_SWA_DATARAM_DATA
struct RlcSpmAccumDataramData {
  uint32_t raw;
  constexpr uint32_t data() const { return raw; }
};
// RLC_SPM_ACCUM_DATARAM_WRCOUNT: RLC_SPM_ACCUM_DATARAM_WRCOUNT
struct RlcSpmAccumDataramWrcount {
  uint32_t raw;
  constexpr uint32_t dataramwrcount() const { return raw & 0x7FFFFu; }
  constexpr uint32_t reserved() const { return (raw >> 19) & 0x1FFFu; }
};
// RLC_SPM_ACCUM_MODE: RLC_SPM_ACCUM_MODE
struct RlcSpmAccumMode {
  uint32_t raw;
  constexpr uint32_t enableaccum() const { return raw & 0x1u; }
  constexpr uint32_t enablespmwithaccummode() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t enablesppmode() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t autoresetperfmondisable() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t swaautoresetperfmondisable() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t autoaccumen() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t swaautoaccumen() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t autospmen() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t swaautospmen() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t globals_loadoverride() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t globals_swaloadoverride() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t se0_loadoverride() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t se0_swaloadoverride() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t se1_loadoverride() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t se1_swaloadoverride() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t se2_loadoverride() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t se2_swaloadoverride() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t se3_loadoverride() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t se3_swaloadoverride() const { return (raw >> 18) & 0x1u; }
};
// RLC_SPM_ACCUM_SAMPLES_REQUESTED: RLC_SPM_ACCUM_SAMPLES_REQUESTED
struct RlcSpmAccumSamplesRequested {
  uint32_t raw;
  constexpr uint32_t samplesrequested() const { return raw & 0xFFu; }
};
// RLC_SPM_ACCUM_STATUS: RLC_SPM_ACCUM_STATUS
struct RlcSpmAccumStatus {
  uint32_t raw;
  constexpr uint32_t numbsamplescompleted() const { return raw & 0xFFu; }
  constexpr uint32_t accumdone() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t spmdone() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t accumoverflow() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t accumarmed() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t sequenceinprogress() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t finalsequenceinprogress() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t allfifosempty() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t fsmisidle() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t swaaccumdone() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t swaspmdone() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t swaaccumoverflow() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t swaaccumarmed() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t allsegsdone() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t rearmswapending() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t rearmspppending() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t reserved() const { return (raw >> 23) & 0x1FFu; }
};
// RLC_SPM_ACCUM_THRESHOLD: RLC_SPM_ACCUM_THRESHOLD
struct RlcSpmAccumThreshold {
  uint32_t raw;
  constexpr uint32_t threshold() const { return raw & 0xFFFFu; }
};
// RLC_SPM_DESER_START_SKEW: RLC_SPM_DESER_START_SKEW
struct RlcSpmDeserStartSkew {
  uint32_t raw;
  constexpr uint32_t deser_start_skew() const { return raw & 0x7Fu; }
  constexpr uint32_t reserved() const { return (raw >> 7) & 0x1FFFFFFu; }
};
// RLC_SPM_GFXCLOCK_HIGHCOUNT: RLC_SPM_GFXCLOCK_HIGHCOUNT
struct RlcSpmGfxclockHighcount {
  uint32_t raw;
  constexpr uint32_t gfxclock_highcount() const { return raw; }
};
// RLC_SPM_GFXCLOCK_LOWCOUNT: RLC_SPM_GFXCLOCK_LOWCOUNT
struct RlcSpmGfxclockLowcount {
  uint32_t raw;
  constexpr uint32_t gfxclock_lowcount() const { return raw; }
};
// RLC_SPM_GLB_SAMPLEDELAY_IND_ADDR: RLC_SPM_GLB_SAMPLEDELAY_IND_ADDR
struct RlcSpmGlbSampledelayIndAddr {
  uint32_t raw;
  constexpr uint32_t glb_sampledelay_index() const { return raw; }
};
// RLC_SPM_GLB_SAMPLEDELAY_IND_DATA: RLC_SPM_GLB_SAMPLEDELAY_IND_DATA, RLC_SPM_SE_SAMPLEDELAY_IND_DATA
struct RlcSpmGlbSampledelayIndData {
  uint32_t raw;
  constexpr uint32_t data() const { return raw & 0x7Fu; }
  constexpr uint32_t reserved() const { return (raw >> 7) & 0x1FFFFFFu; }
};
// RLC_SPM_GLOBALS_MUXSEL_SKEW: RLC_SPM_GLOBALS_MUXSEL_SKEW
struct RlcSpmGlobalsMuxselSkew {
  uint32_t raw;
  constexpr uint32_t globals_muxsel_skew() const { return raw & 0x7Fu; }
  constexpr uint32_t reserved() const { return (raw >> 7) & 0x1FFFFFFu; }
};
// RLC_SPM_GLOBALS_SAMPLE_SKEW: RLC_SPM_GLOBALS_SAMPLE_SKEW
struct RlcSpmGlobalsSampleSkew {
  uint32_t raw;
  constexpr uint32_t globals_sample_skew() const { return raw & 0x7Fu; }
  constexpr uint32_t reserved() const { return (raw >> 7) & 0x1FFFFFFu; }
};
// RLC_SPM_GLOBAL_MUXSEL_ADDR: RLC_SPM_GLOBAL_MUXSEL_ADDR
struct RlcSpmGlobalMuxselAddr {
  uint32_t raw;
  constexpr uint32_t perfmon_sel_addr() const { return raw & 0xFFu; }
  constexpr uint32_t reserved() const { return (raw >> 8) & 0xFFFFFFu; }
};
// RLC_SPM_GLOBAL_MUXSEL_ADDR_OFFSET: RLC_SPM_GLOBAL_MUXSEL_ADDR_OFFSET, RLC_SPM_SE_MUXSEL_ADDR_OFFSET
struct RlcSpmGlobalMuxselAddrOffset {
  uint32_t raw;
  constexpr uint32_t offset() const { return raw & 0xFFFFu; }
  constexpr uint32_t reserved() const { return (raw >> 16) & 0xFFFFu; }
};
// RLC_SPM_PERFMON_CNTL: RLC_SPM_PERFMON_CNTL
struct RlcSpmPerfmonCntl {
  uint32_t raw;
  constexpr uint32_t reserved1() const { return raw & 0xFFFu; }
  constexpr uint32_t perfmon_ring_mode() const { return (raw >> 12) & 0x3u; }
  constexpr uint32_t reserved() const { return (raw >> 14) & 0x3u; }
  constexpr uint32_t perfmon_sample_interval() const { return (raw >> 16) & 0xFFFFu; }
};
// RLC_SPM_PERFMON_GLB_SEGMENT_SIZE: RLC_SPM_PERFMON_GLB_SEGMENT_SIZE, RLC_SPM_PERFMON_SWA_GLB_SEGMENT_SIZE
struct RlcSpmPerfmonGlbSegmentSize {
  uint32_t raw;
  constexpr uint32_t perfmon_segment_size() const { return raw & 0xFFu; }
  constexpr uint32_t global_num_line() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t reserved() const { return (raw >> 16) & 0xFFFFu; }
};
// RLC_SPM_PERFMON_RING_BASE_HI: RLC_SPM_PERFMON_RING_BASE_HI
struct RlcSpmPerfmonRingBaseHi {
  uint32_t raw;
  constexpr uint32_t ring_base_hi() const { return raw & 0xFFFFu; }
  constexpr uint32_t reserved() const { return (raw >> 16) & 0xFFFFu; }
};
// RLC_SPM_PERFMON_RING_BASE_LO: RLC_SPM_PERFMON_RING_BASE_LO
struct RlcSpmPerfmonRingBaseLo {
  uint32_t raw;
  constexpr uint32_t ring_base_lo() const { return raw; }
};
// RLC_SPM_PERFMON_RING_SIZE: RLC_SPM_PERFMON_RING_SIZE
struct RlcSpmPerfmonRingSize {
  uint32_t raw;
  constexpr uint32_t ring_base_size() const { return raw; }
};
// RLC_SPM_PERFMON_SE3TO0_SEGMENT_SIZE: RLC_SPM_PERFMON_SE3TO0_SEGMENT_SIZE, RLC_SPM_PERFMON_SWA_SE3TO0_SEGMENT_SIZE
struct RlcSpmPerfmonSe3to0SegmentSize {
  uint32_t raw;
  constexpr uint32_t se0_num_line() const { return raw & 0xFFu; }
  constexpr uint32_t se1_num_line() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t se2_num_line() const { return (raw >> 16) & 0xFFu; }
  constexpr uint32_t se3_num_line() const { return (raw >> 24) & 0xFFu; }
};
// RLC_SPM_PERFMON_SEGMENT_SIZE: RLC_SPM_PERFMON_SEGMENT_SIZE, RLC_SPM_PERFMON_SWA_SEGMENT_SIZE
struct RlcSpmPerfmonSegmentSize {
  uint32_t raw;
  constexpr uint32_t perfmon_segment_size() const { return raw & 0xFFu; }
  constexpr uint32_t reserved1() const { return (raw >> 8) & 0x7u; }
  constexpr uint32_t global_num_line() const { return (raw >> 11) & 0x1Fu; }
  constexpr uint32_t se0_num_line() const { return (raw >> 16) & 0x1Fu; }
  constexpr uint32_t se1_num_line() const { return (raw >> 21) & 0x1Fu; }
  constexpr uint32_t se2_num_line() const { return (raw >> 26) & 0x1Fu; }
  constexpr uint32_t reserved() const { return (raw >> 31) & 0x1u; }
};
// RLC_SPM_RING_RDPTR: RLC_SPM_RING_RDPTR
struct RlcSpmRingRdptr {
  uint32_t raw;
  constexpr uint32_t perfmon_ring_rdptr() const { return raw; }
};
// RLC_SPM_RING_WRPTR: RLC_SPM_RING_WRPTR
struct RlcSpmRingWrptr {
  uint32_t raw;
  constexpr uint32_t reserved() const { return raw & 0x1Fu; }
  constexpr uint32_t perfmon_ring_wrptr() const { return (raw >> 5) & 0x7FFFFFFu; }
};
// RLC_SPM_SEGMENT_THRESHOLD: RLC_SPM_SEGMENT_THRESHOLD
struct RlcSpmSegmentThreshold {
  uint32_t raw;
  constexpr uint32_t num_segment_threshold() const { return raw & 0xFFu; }
  constexpr uint32_t reserved() const { return (raw >> 8) & 0xFFFFFFu; }
};
// RLC_SPM_SE_MUXSEL_ADDR: RLC_SPM_SE_MUXSEL_ADDR
struct RlcSpmSeMuxselAddr {
  uint32_t raw;
  constexpr uint32_t perfmon_sel_addr() const { return raw & 0x1FFu; }
  constexpr uint32_t reserved() const { return (raw >> 9) & 0x7FFFFFu; }
};
// RLC_SPM_SE_MUXSEL_DATA: RLC_SPM_SE_MUXSEL_DATA, RLC_SPM_GLOBAL_MUXSEL_DATA
struct RlcSpmSeMuxselData {
  uint32_t raw;
  constexpr uint32_t perfmon_sel_data() const { return raw; }
};
// RLC_SPM_SE_MUXSEL_SKEW: RLC_SPM_SE_MUXSEL_SKEW
struct RlcSpmSeMuxselSkew {
  uint32_t raw;
  constexpr uint32_t se_muxsel_skew() const { return raw & 0x7Fu; }
  constexpr uint32_t reserved() const { return (raw >> 7) & 0x1FFFFFFu; }
};
// RLC_SPM_SE_SAMPLEDELAY_IND_ADDR: RLC_SPM_SE_SAMPLEDELAY_IND_ADDR
struct RlcSpmSeSampledelayIndAddr {
  uint32_t raw;
  constexpr uint32_t se_sampledelay_index() const { return raw; }
};
// RLC_SPM_SE_SAMPLE_SKEW: RLC_SPM_SE_SAMPLE_SKEW
struct RlcSpmSeSampleSkew {
  uint32_t raw;
  constexpr uint32_t se_sample_skew() const { return raw & 0x7Fu; }
  constexpr uint32_t reserved() const { return (raw >> 7) & 0x1FFFFFFu; }
};
// RLC_SPM_VIRT_CTRL: RLC_SPM_VIRT_CTRL
struct RlcSpmVirtCtrl {
  uint32_t raw;
  constexpr uint32_t pausespmsamplingrequest() const { return raw & 0x1u; }
};
// RLC_SPM_VIRT_STATUS: RLC_SPM_VIRT_STATUS
struct RlcSpmVirtStatus {
  uint32_t raw;
  constexpr uint32_t spmsamplingpaused() const { return raw & 0x1u; }
};
// RMI_PERF_COUNTER_CNTL: RMI_PERF_COUNTER_CNTL
struct RmiPerfCounterCntl {
  uint32_t raw;
  constexpr uint32_t trans_based_perf_en_sel() const { return raw & 0x3u; }
  constexpr uint32_t event_based_perf_en_sel() const { return (raw >> 2) & 0x3u; }
  constexpr uint32_t tc_perf_en_sel() const { return (raw >> 4) & 0x3u; }
  constexpr uint32_t perf_event_window_mask0() const { return (raw >> 6) & 0x3u; }
  constexpr uint32_t perf_event_window_mask1() const { return (raw >> 8) & 0x3u; }
  constexpr uint32_t perf_counter_cid() const { return (raw >> 10) & 0xFu; }
  constexpr uint32_t perf_counter_vmid() const { return (raw >> 14) & 0x1Fu; }
  constexpr uint32_t perf_counter_burst_length_threshold() const { return (raw >> 19) & 0x3Fu; }
  constexpr uint32_t perf_soft_reset() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t perf_cntr_spm_sel() const { return (raw >> 26) & 0x1u; }
};
// SCRATCH_ADDR: SCRATCH_ADDR
struct ScratchAddr {
  uint32_t raw;
  constexpr uint32_t obsolete_addr() const { return raw; }
};
// SCRATCH_REG0: SCRATCH_REG0
struct ScratchReg0 {
  uint32_t raw;
  constexpr uint32_t scratch_reg0() const { return raw; }
};
// SCRATCH_REG1: SCRATCH_REG1
struct ScratchReg1 {
  uint32_t raw;
  constexpr uint32_t scratch_reg1() const { return raw; }
};
// SCRATCH_REG2: SCRATCH_REG2
struct ScratchReg2 {
  uint32_t raw;
  constexpr uint32_t scratch_reg2() const { return raw; }
};
// SCRATCH_REG3: SCRATCH_REG3
struct ScratchReg3 {
  uint32_t raw;
  constexpr uint32_t scratch_reg3() const { return raw; }
};
// SCRATCH_REG4: SCRATCH_REG4
struct ScratchReg4 {
  uint32_t raw;
  constexpr uint32_t scratch_reg4() const { return raw; }
};
// SCRATCH_REG5: SCRATCH_REG5
struct ScratchReg5 {
  uint32_t raw;
  constexpr uint32_t scratch_reg5() const { return raw; }
};
// SCRATCH_REG6: SCRATCH_REG6
struct ScratchReg6 {
  uint32_t raw;
  constexpr uint32_t scratch_reg6() const { return raw; }
};
// SCRATCH_REG7: SCRATCH_REG7
struct ScratchReg7 {
  uint32_t raw;
  constexpr uint32_t scratch_reg7() const { return raw; }
};
// SCRATCH_REG_ATOMIC: SCRATCH_REG_ATOMIC
struct ScratchRegAtomic {
  uint32_t raw;
  constexpr uint32_t immed() const { return raw & 0xFFFFFFu; }
  constexpr uint32_t id() const { return (raw >> 24) & 0x7u; }
  constexpr uint32_t reserved27() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t op() const { return (raw >> 28) & 0x7u; }
  constexpr uint32_t reserved31() const { return (raw >> 31) & 0x1u; }
};
// SCRATCH_UMSK: SCRATCH_UMSK
struct ScratchUmsk {
  uint32_t raw;
  constexpr uint32_t obsolete_umsk() const { return raw & 0xFFu; }
  constexpr uint32_t obsolete_swap() const { return (raw >> 16) & 0x3u; }
};
// SDMA0_PERFCNT_MISC_CNTL: SDMA0_PERFCNT_MISC_CNTL, SDMA1_PERFCNT_MISC_CNTL, SDMA2_PERFCNT_MISC_CNTL, SDMA3_PERFCNT_MISC_CNTL
struct SdmaPerfcntMiscCntl {
  uint32_t raw;
  constexpr uint32_t cmd_op() const { return raw & 0xFFFFu; }
};
// SPI_BARYC_CNTL: SPI_BARYC_CNTL
struct SpiBarycCntl {
  uint32_t raw;
  constexpr uint32_t persp_center_cntl() const { return raw & 0x1u; }
  constexpr uint32_t persp_centroid_cntl() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t linear_center_cntl() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t linear_centroid_cntl() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t pos_float_location() const { return (raw >> 16) & 0x3u; }
  constexpr uint32_t pos_float_ulc() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t front_face_all_bits() const { return (raw >> 24) & 0x1u; }
};
// SPI_CONFIG_CNTL: SPI_CONFIG_CNTL
struct SpiConfigCntl {
  uint32_t raw;
  constexpr uint32_t gpr_write_priority() const { return raw & 0x1FFFFFu; }
  constexpr uint32_t exp_priority_order() const { return (raw >> 21) & 0x7u; }
  constexpr uint32_t enable_sqg_top_events() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t enable_sqg_bop_events() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t force_half_rate_pc_exp() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t ttrace_stall_all() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t alloc_arb_lru_ena() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t exp_arb_lru_ena() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t ps_pkr_priority_cntl() const { return (raw >> 30) & 0x3u; }
};
// SPI_CONFIG_CNTL_REMAP: SPI_CONFIG_CNTL_REMAP, SPI_CONFIG_CNTL_1_REMAP, SPI_CONFIG_CNTL_2_REMAP, SPI_WAVE_LIMIT_CNTL_REMAP
struct SpiConfigCntlRemap {
  uint32_t raw;
  constexpr uint32_t reserved() const { return raw; }
};
// SPI_INTERP_CONTROL_0: SPI_INTERP_CONTROL_0
struct SpiInterpControl0 {
  uint32_t raw;
  constexpr uint32_t flat_shade_ena() const { return raw & 0x1u; }
  constexpr uint32_t pnt_sprite_ena() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t pnt_sprite_ovrd_x() const { return (raw >> 2) & 0x7u; }  // SPI_PNT_SPRITE_OVERRIDE
  constexpr uint32_t pnt_sprite_ovrd_y() const { return (raw >> 5) & 0x7u; }  // SPI_PNT_SPRITE_OVERRIDE
  constexpr uint32_t pnt_sprite_ovrd_z() const { return (raw >> 8) & 0x7u; }  // SPI_PNT_SPRITE_OVERRIDE
  constexpr uint32_t pnt_sprite_ovrd_w() const { return (raw >> 11) & 0x7u; }  // SPI_PNT_SPRITE_OVERRIDE
  constexpr uint32_t pnt_sprite_top_1() const { return (raw >> 14) & 0x1u; }
};
// SPI_PERFCOUNTER_BINS: SPI_PERFCOUNTER_BINS
struct SpiPerfcounterBins {
  uint32_t raw;
  constexpr uint32_t bin0_min() const { return raw & 0xFu; }
  constexpr uint32_t bin0_max() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t bin1_min() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t bin1_max() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t bin2_min() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t bin2_max() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t bin3_min() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t bin3_max() const { return (raw >> 28) & 0xFu; }
};
// SPI_PS_INPUT_CNTL_0: SPI_PS_INPUT_CNTL_0, SPI_PS_INPUT_CNTL_1, SPI_PS_INPUT_CNTL_2, SPI_PS_INPUT_CNTL_3, ... (20 registers)
struct SpiPsInputCntl {
  uint32_t raw;
  constexpr uint32_t offset() const { return raw & 0x3Fu; }
  constexpr uint32_t default_val() const { return (raw >> 8) & 0x3u; }
  constexpr uint32_t flat_shade() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t rotate_pc_ptr() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t cyl_wrap() const { return (raw >> 13) & 0xFu; }
  constexpr uint32_t pt_sprite_tex() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t dup() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t fp16_interp_mode() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t use_default_attr1() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t default_val_attr1() const { return (raw >> 21) & 0x3u; }
  constexpr uint32_t pt_sprite_tex_attr1() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t attr0_valid() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t attr1_valid() const { return (raw >> 25) & 0x1u; }
};
// SPI_PS_INPUT_CNTL_20: SPI_PS_INPUT_CNTL_20, SPI_PS_INPUT_CNTL_21, SPI_PS_INPUT_CNTL_22, SPI_PS_INPUT_CNTL_23, ... (12 registers)
struct SpiPsInputCntl20 {
  uint32_t raw;
  constexpr uint32_t offset() const { return raw & 0x3Fu; }
  constexpr uint32_t default_val() const { return (raw >> 8) & 0x3u; }
  constexpr uint32_t flat_shade() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t rotate_pc_ptr() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t dup() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t fp16_interp_mode() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t use_default_attr1() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t default_val_attr1() const { return (raw >> 21) & 0x3u; }
  constexpr uint32_t attr0_valid() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t attr1_valid() const { return (raw >> 25) & 0x1u; }
};
// SPI_PS_INPUT_ENA: SPI_PS_INPUT_ENA, SPI_PS_INPUT_ADDR
struct SpiPsInputEna {
  uint32_t raw;
  constexpr uint32_t persp_sample_ena() const { return raw & 0x1u; }
  constexpr uint32_t persp_center_ena() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t persp_centroid_ena() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t persp_pull_model_ena() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t linear_sample_ena() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t linear_center_ena() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t linear_centroid_ena() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t line_stipple_tex_ena() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t pos_x_float_ena() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t pos_y_float_ena() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t pos_z_float_ena() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t pos_w_float_ena() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t front_face_ena() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t ancillary_ena() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t sample_coverage_ena() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t pos_fixed_pt_ena() const { return (raw >> 15) & 0x1u; }
};
// SPI_PS_IN_CONTROL: SPI_PS_IN_CONTROL
struct SpiPsInControl {
  uint32_t raw;
  constexpr uint32_t num_interp() const { return raw & 0x3Fu; }
  constexpr uint32_t offchip_param_en() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t late_pc_dealloc() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t num_prim_interp() const { return (raw >> 9) & 0x1Fu; }
  constexpr uint32_t bc_optimize_disable() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t ps_w32_en() const { return (raw >> 15) & 0x1u; }
};
// SPI_SHADER_COL_FORMAT: SPI_SHADER_COL_FORMAT
struct SpiShaderColFormat {
  uint32_t raw;
  constexpr uint32_t col0_export_format() const { return raw & 0xFu; }  // SPI_SHADER_EX_FORMAT
  constexpr uint32_t col1_export_format() const { return (raw >> 4) & 0xFu; }  // SPI_SHADER_EX_FORMAT
  constexpr uint32_t col2_export_format() const { return (raw >> 8) & 0xFu; }  // SPI_SHADER_EX_FORMAT
  constexpr uint32_t col3_export_format() const { return (raw >> 12) & 0xFu; }  // SPI_SHADER_EX_FORMAT
  constexpr uint32_t col4_export_format() const { return (raw >> 16) & 0xFu; }  // SPI_SHADER_EX_FORMAT
  constexpr uint32_t col5_export_format() const { return (raw >> 20) & 0xFu; }  // SPI_SHADER_EX_FORMAT
  constexpr uint32_t col6_export_format() const { return (raw >> 24) & 0xFu; }  // SPI_SHADER_EX_FORMAT
  constexpr uint32_t col7_export_format() const { return (raw >> 28) & 0xFu; }  // SPI_SHADER_EX_FORMAT
};
// SPI_SHADER_IDX_FORMAT: SPI_SHADER_IDX_FORMAT
struct SpiShaderIdxFormat {
  uint32_t raw;
  constexpr uint32_t idx0_export_format() const { return raw & 0xFu; }  // SPI_SHADER_FORMAT
};
// SPI_SHADER_LATE_ALLOC_VS: SPI_SHADER_LATE_ALLOC_VS
struct SpiShaderLateAllocVs {
  uint32_t raw;
  constexpr uint32_t limit() const { return raw & 0x3Fu; }
};
// SPI_SHADER_PGM_CHKSUM_PS: SPI_SHADER_PGM_CHKSUM_PS, SPI_SHADER_PGM_CHKSUM_VS, SPI_SHADER_PGM_CHKSUM_GS, SPI_SHADER_PGM_CHKSUM_HS, ... (5 registers)
struct SpiShaderPgmChksumPs {
  uint32_t raw;
  constexpr uint32_t checksum() const { return raw; }
};
// SPI_SHADER_PGM_HI_PS: SPI_SHADER_PGM_HI_PS, SPI_SHADER_PGM_HI_VS, SPI_SHADER_PGM_HI_ES_GS, SPI_SHADER_PGM_HI_GS, ... (8 registers)
struct SpiShaderPgmHiPs {
  uint32_t raw;
  constexpr uint32_t mem_base() const { return raw & 0xFFu; }
};
// SPI_SHADER_PGM_LO_PS: SPI_SHADER_PGM_LO_PS, SPI_SHADER_PGM_LO_VS, SPI_SHADER_USER_DATA_ADDR_LO_GS, SPI_SHADER_USER_DATA_ADDR_HI_GS, ... (12 registers)
struct SpiShaderPgmLoPs {
  uint32_t raw;
  constexpr uint32_t mem_base() const { return raw; }
};
// SPI_SHADER_PGM_RSRC1_GS: SPI_SHADER_PGM_RSRC1_GS
struct SpiShaderPgmRsrc1Gs {
  uint32_t raw;
  constexpr uint32_t vgprs() const { return raw & 0x3Fu; }
  constexpr uint32_t sgprs() const { return (raw >> 6) & 0xFu; }
  constexpr uint32_t priority() const { return (raw >> 10) & 0x3u; }
  constexpr uint32_t float_mode() const { return (raw >> 12) & 0xFFu; }  // FLOAT_MODE
  constexpr uint32_t priv() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t dx10_clamp() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t ieee_mode() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t cu_group_enable() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t mem_ordered() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t fwd_progress() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t wgp_mode() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t gs_vgpr_comp_cnt() const { return (raw >> 29) & 0x3u; }
  constexpr uint32_t fp16_ovfl() const { return (raw >> 31) & 0x1u; }
};
// SPI_SHADER_PGM_RSRC1_HS: SPI_SHADER_PGM_RSRC1_HS
struct SpiShaderPgmRsrc1Hs {
  uint32_t raw;
  constexpr uint32_t vgprs() const { return raw & 0x3Fu; }
  constexpr uint32_t sgprs() const { return (raw >> 6) & 0xFu; }
  constexpr uint32_t priority() const { return (raw >> 10) & 0x3u; }
  constexpr uint32_t float_mode() const { return (raw >> 12) & 0xFFu; }  // FLOAT_MODE
  constexpr uint32_t priv() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t dx10_clamp() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t ieee_mode() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t mem_ordered() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t fwd_progress() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t wgp_mode() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t ls_vgpr_comp_cnt() const { return (raw >> 28) & 0x3u; }
  constexpr uint32_t fp16_ovfl() const { return (raw >> 30) & 0x1u; }
};
// SPI_SHADER_PGM_RSRC1_PS: SPI_SHADER_PGM_RSRC1_PS
struct SpiShaderPgmRsrc1Ps {
  uint32_t raw;
  constexpr uint32_t vgprs() const { return raw & 0x3Fu; }
  constexpr uint32_t sgprs() const { return (raw >> 6) & 0xFu; }
  constexpr uint32_t priority() const { return (raw >> 10) & 0x3u; }
  constexpr uint32_t float_mode() const { return (raw >> 12) & 0xFFu; }  // FLOAT_MODE
  constexpr uint32_t priv() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t dx10_clamp() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t ieee_mode() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t cu_group_disable() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t mem_ordered() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t fwd_progress() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t load_provoking_vtx() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t fp16_ovfl() const { return (raw >> 29) & 0x1u; }
};
// SPI_SHADER_PGM_RSRC1_VS: SPI_SHADER_PGM_RSRC1_VS
struct SpiShaderPgmRsrc1Vs {
  uint32_t raw;
  constexpr uint32_t vgprs() const { return raw & 0x3Fu; }
  constexpr uint32_t sgprs() const { return (raw >> 6) & 0xFu; }
  constexpr uint32_t priority() const { return (raw >> 10) & 0x3u; }
  constexpr uint32_t float_mode() const { return (raw >> 12) & 0xFFu; }  // FLOAT_MODE
  constexpr uint32_t priv() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t dx10_clamp() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t ieee_mode() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t vgpr_comp_cnt() const { return (raw >> 24) & 0x3u; }
  constexpr uint32_t cu_group_enable() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t mem_ordered() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t fwd_progress() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t fp16_ovfl() const { return (raw >> 31) & 0x1u; }
};
// SPI_SHADER_PGM_RSRC2_GS: SPI_SHADER_PGM_RSRC2_GS
struct SpiShaderPgmRsrc2Gs {
  uint32_t raw;
  constexpr uint32_t scratch_en() const { return raw & 0x1u; }
  constexpr uint32_t user_sgpr() const { return (raw >> 1) & 0x1Fu; }
  constexpr uint32_t trap_present() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t excp_en() const { return (raw >> 7) & 0x1FFu; }  // EXCP_EN
  constexpr uint32_t es_vgpr_comp_cnt() const { return (raw >> 16) & 0x3u; }
  constexpr uint32_t oc_lds_en() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t lds_size() const { return (raw >> 19) & 0xFFu; }
  constexpr uint32_t user_sgpr_msb() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t shared_vgpr_cnt() const { return (raw >> 28) & 0xFu; }
};
// SPI_SHADER_PGM_RSRC2_GS_VS: SPI_SHADER_PGM_RSRC2_GS_VS
struct SpiShaderPgmRsrc2GsVs {
  uint32_t raw;
  constexpr uint32_t scratch_en() const { return raw & 0x1u; }
  constexpr uint32_t user_sgpr() const { return (raw >> 1) & 0x1Fu; }
  constexpr uint32_t trap_present() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t excp_en() const { return (raw >> 7) & 0x1FFu; }  // EXCP_EN
  constexpr uint32_t vgpr_comp_cnt() const { return (raw >> 16) & 0x3u; }
  constexpr uint32_t oc_lds_en() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t lds_size() const { return (raw >> 19) & 0xFFu; }
  constexpr uint32_t skip_usgpr0() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t user_sgpr_msb() const { return (raw >> 28) & 0x1u; }
};
// SPI_SHADER_PGM_RSRC2_HS: SPI_SHADER_PGM_RSRC2_HS
struct SpiShaderPgmRsrc2Hs {
  uint32_t raw;
  constexpr uint32_t scratch_en() const { return raw & 0x1u; }
  constexpr uint32_t user_sgpr() const { return (raw >> 1) & 0x1Fu; }
  constexpr uint32_t trap_present() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t oc_lds_en() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t tg_size_en() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t excp_en() const { return (raw >> 9) & 0x1FFu; }  // EXCP_EN
  constexpr uint32_t lds_size() const { return (raw >> 18) & 0x1FFu; }
  constexpr uint32_t user_sgpr_msb() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t shared_vgpr_cnt() const { return (raw >> 28) & 0xFu; }
};
// SPI_SHADER_PGM_RSRC2_PS: SPI_SHADER_PGM_RSRC2_PS
struct SpiShaderPgmRsrc2Ps {
  uint32_t raw;
  constexpr uint32_t scratch_en() const { return raw & 0x1u; }
  constexpr uint32_t user_sgpr() const { return (raw >> 1) & 0x1Fu; }
  constexpr uint32_t trap_present() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t wave_cnt_en() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t extra_lds_size() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t excp_en() const { return (raw >> 16) & 0x1FFu; }  // EXCP_EN
  constexpr uint32_t load_collision_waveid() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t load_intrawave_collision() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t user_sgpr_msb() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t shared_vgpr_cnt() const { return (raw >> 28) & 0xFu; }
};
// SPI_SHADER_PGM_RSRC2_VS: SPI_SHADER_PGM_RSRC2_VS
struct SpiShaderPgmRsrc2Vs {
  uint32_t raw;
  constexpr uint32_t scratch_en() const { return raw & 0x1u; }
  constexpr uint32_t user_sgpr() const { return (raw >> 1) & 0x1Fu; }
  constexpr uint32_t trap_present() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t oc_lds_en() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t so_base0_en() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t so_base1_en() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t so_base2_en() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t so_base3_en() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t so_en() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t excp_en() const { return (raw >> 13) & 0x1FFu; }  // EXCP_EN
  constexpr uint32_t pc_base_en() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t dispatch_draw_en() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t user_sgpr_msb() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t shared_vgpr_cnt() const { return (raw >> 28) & 0xFu; }
};
// SPI_SHADER_PGM_RSRC3_GS: SPI_SHADER_PGM_RSRC3_GS
struct SpiShaderPgmRsrc3Gs {
  uint32_t raw;
  constexpr uint32_t cu_en() const { return raw & 0xFFFFu; }
  constexpr uint32_t wave_limit() const { return (raw >> 16) & 0x3Fu; }
  constexpr uint32_t lock_low_threshold() const { return (raw >> 22) & 0xFu; }
  constexpr uint32_t group_fifo_depth() const { return (raw >> 26) & 0x3Fu; }
};
// SPI_SHADER_PGM_RSRC3_HS: SPI_SHADER_PGM_RSRC3_HS
struct SpiShaderPgmRsrc3Hs {
  uint32_t raw;
  constexpr uint32_t wave_limit() const { return raw & 0x3Fu; }
  constexpr uint32_t lock_low_threshold() const { return (raw >> 6) & 0xFu; }
  constexpr uint32_t group_fifo_depth() const { return (raw >> 10) & 0x3Fu; }
  constexpr uint32_t cu_en() const { return (raw >> 16) & 0xFFFFu; }
};
// SPI_SHADER_PGM_RSRC3_PS: SPI_SHADER_PGM_RSRC3_PS, SPI_SHADER_PGM_RSRC3_VS
struct SpiShaderPgmRsrc3Ps {
  uint32_t raw;
  constexpr uint32_t cu_en() const { return raw & 0xFFFFu; }
  constexpr uint32_t wave_limit() const { return (raw >> 16) & 0x3Fu; }
  constexpr uint32_t lock_low_threshold() const { return (raw >> 22) & 0xFu; }
};
// SPI_SHADER_PGM_RSRC4_GS: SPI_SHADER_PGM_RSRC4_GS
struct SpiShaderPgmRsrc4Gs {
  uint32_t raw;
  constexpr uint32_t cu_en() const { return raw & 0xFFFFu; }
  constexpr uint32_t spi_shader_late_alloc_gs() const { return (raw >> 16) & 0x7Fu; }
};
// SPI_SHADER_PGM_RSRC4_PS: SPI_SHADER_PGM_RSRC4_PS, SPI_SHADER_PGM_RSRC4_VS, SPI_SHADER_PGM_RSRC4_HS
struct SpiShaderPgmRsrc4Ps {
  uint32_t raw;
  constexpr uint32_t cu_en() const { return raw & 0xFFFFu; }
};
// SPI_SHADER_POS_FORMAT: SPI_SHADER_POS_FORMAT
struct SpiShaderPosFormat {
  uint32_t raw;
  constexpr uint32_t pos0_export_format() const { return raw & 0xFu; }  // SPI_SHADER_FORMAT
  constexpr uint32_t pos1_export_format() const { return (raw >> 4) & 0xFu; }  // SPI_SHADER_FORMAT
  constexpr uint32_t pos2_export_format() const { return (raw >> 8) & 0xFu; }  // SPI_SHADER_FORMAT
  constexpr uint32_t pos3_export_format() const { return (raw >> 12) & 0xFu; }  // SPI_SHADER_FORMAT
  constexpr uint32_t pos4_export_format() const { return (raw >> 16) & 0xFu; }  // SPI_SHADER_FORMAT
};
// SPI_SHADER_REQ_CTRL_PS: SPI_SHADER_REQ_CTRL_PS, SPI_SHADER_REQ_CTRL_VS, SPI_SHADER_REQ_CTRL_ESGS, SPI_SHADER_REQ_CTRL_LSHS
struct SpiShaderReqCtrlPs {
  uint32_t raw;
  constexpr uint32_t soft_grouping_en() const { return raw & 0x1u; }
  constexpr uint32_t number_of_requests_per_cu() const { return (raw >> 1) & 0xFu; }
  constexpr uint32_t soft_grouping_allocation_timeout() const { return (raw >> 5) & 0xFu; }
  constexpr uint32_t hard_lock_hysteresis() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t hard_lock_low_threshold() const { return (raw >> 10) & 0x1Fu; }
  constexpr uint32_t producer_request_lockout() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t global_scanning_en() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t allocation_rate_throttling_threshold() const { return (raw >> 17) & 0x7u; }
};
// SPI_SHADER_USER_ACCUM_PS_0: SPI_SHADER_USER_ACCUM_PS_0, SPI_SHADER_USER_ACCUM_PS_1, SPI_SHADER_USER_ACCUM_PS_2, SPI_SHADER_USER_ACCUM_PS_3, ... (20 registers)
struct SpiShaderUserAccumPs {
  uint32_t raw;
  constexpr uint32_t contribution() const { return raw & 0x7Fu; }
};
// SPI_SHADER_USER_DATA_PS_0: SPI_SHADER_USER_DATA_PS_0, SPI_SHADER_USER_DATA_PS_1, SPI_SHADER_USER_DATA_PS_2, SPI_SHADER_USER_DATA_PS_3, ... (182 registers)
struct SpiShaderUserDataPs {
  uint32_t raw;
  constexpr uint32_t data() const { return raw; }
};
// SPI_SHADER_Z_FORMAT: SPI_SHADER_Z_FORMAT
struct SpiShaderZFormat {
  uint32_t raw;
  constexpr uint32_t z_export_format() const { return raw & 0xFu; }  // SPI_SHADER_EX_FORMAT
};
// SPI_VS_OUT_CONFIG: SPI_VS_OUT_CONFIG
struct SpiVsOutConfig {
  uint32_t raw;
  constexpr uint32_t vs_export_count() const { return (raw >> 1) & 0x1Fu; }
  constexpr uint32_t vs_half_pack() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t no_pc_export() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t prim_export_count() const { return (raw >> 8) & 0x1Fu; }
};
// SQC_CACHES: SQC_CACHES
struct SqcCaches {
  uint32_t raw;
  constexpr uint32_t target_inst() const { return raw & 0x1u; }
  constexpr uint32_t target_data() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t invalidate() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t complete() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t l2_wb_policy() const { return (raw >> 17) & 0x3u; }
};
// SQ_PERFCOUNTER0_SELECT: SQ_PERFCOUNTER0_SELECT, SQ_PERFCOUNTER1_SELECT, SQ_PERFCOUNTER2_SELECT, SQ_PERFCOUNTER3_SELECT, ... (16 registers)
struct SqPerfcounterSelect {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0x1FFu; }
  constexpr uint32_t spm_mode() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t perf_mode() const { return (raw >> 28) & 0xFu; }
};
// SQ_PERFCOUNTER_CTRL: SQ_PERFCOUNTER_CTRL
struct SqPerfcounterCtrl {
  uint32_t raw;
  constexpr uint32_t ps_en() const { return raw & 0x1u; }
  constexpr uint32_t vs_en() const { return (raw >> 1) & 0x1u; }  // VGT_STAGES_VS_EN
  constexpr uint32_t gs_en() const { return (raw >> 2) & 0x1u; }  // VGT_STAGES_GS_EN
  constexpr uint32_t es_en() const { return (raw >> 3) & 0x1u; }  // VGT_STAGES_ES_EN
  constexpr uint32_t hs_en() const { return (raw >> 4) & 0x1u; }  // VGT_STAGES_HS_EN
  constexpr uint32_t ls_en() const { return (raw >> 5) & 0x1u; }  // VGT_STAGES_LS_EN
  constexpr uint32_t cs_en() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t cntr_rate() const { return (raw >> 8) & 0x3u; }
  constexpr uint32_t disable_flush() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t disable_me0pipe0_perf() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t disable_me0pipe1_perf() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t disable_me1pipe0_perf() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t disable_me1pipe1_perf() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t disable_me1pipe2_perf() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t disable_me1pipe3_perf() const { return (raw >> 19) & 0x1u; }
};
// SQ_PERFCOUNTER_CTRL2: SQ_PERFCOUNTER_CTRL2
struct SqPerfcounterCtrl2 {
  uint32_t raw;
  constexpr uint32_t force_en() const { return raw & 0x1u; }
};
// SQ_THREAD_TRACE_BUF0_BASE: SQ_THREAD_TRACE_BUF0_BASE, SQ_THREAD_TRACE_BUF1_BASE
struct SqThreadTraceBufBase {
  uint32_t raw;
  constexpr uint32_t base_lo() const { return raw; }
};
// SQ_THREAD_TRACE_BUF0_SIZE: SQ_THREAD_TRACE_BUF0_SIZE, SQ_THREAD_TRACE_BUF1_SIZE
struct SqThreadTraceBufSize {
  uint32_t raw;
  constexpr uint32_t base_hi() const { return raw & 0xFu; }
  constexpr uint32_t size() const { return (raw >> 8) & 0x3FFFFFu; }
};
// SQ_THREAD_TRACE_CTRL: SQ_THREAD_TRACE_CTRL
struct SqThreadTraceCtrl {
  uint32_t raw;
  constexpr uint32_t mode() const { return raw & 0x3u; }
  constexpr uint32_t all_vmid() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t ch_perf_en() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t interrupt_en() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t double_buffer() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t hiwater() const { return (raw >> 6) & 0x7u; }
  constexpr uint32_t reg_stall_en() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t spi_stall_en() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t sq_stall_en() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t reg_drop_on_stall() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t util_timer() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t wavestart_mode() const { return (raw >> 14) & 0x3u; }
  constexpr uint32_t rt_freq() const { return (raw >> 16) & 0x3u; }
  constexpr uint32_t sync_count_markers() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t sync_count_draws() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t lowater_offset() const { return (raw >> 20) & 0x7u; }
  constexpr uint32_t auto_flush_padding_dis() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t auto_flush_mode() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t capture_all() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t draw_event_en() const { return (raw >> 31) & 0x1u; }
};
// SQ_THREAD_TRACE_DROPPED_CNTR: SQ_THREAD_TRACE_DROPPED_CNTR, SQ_THREAD_TRACE_GFX_DRAW_CNTR, SQ_THREAD_TRACE_GFX_MARKER_CNTR, SQ_THREAD_TRACE_HP3D_DRAW_CNTR, ... (5 registers)
struct SqThreadTraceDroppedCntr {
  uint32_t raw;
  constexpr uint32_t cntr() const { return raw; }
};
// SQ_THREAD_TRACE_MASK: SQ_THREAD_TRACE_MASK
struct SqThreadTraceMask {
  uint32_t raw;
  constexpr uint32_t simd_sel() const { return raw & 0x3u; }
  constexpr uint32_t wgp_sel() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t sa_sel() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t wtype_include() const { return (raw >> 10) & 0x7Fu; }
};
// SQ_THREAD_TRACE_STATUS: SQ_THREAD_TRACE_STATUS
struct SqThreadTraceStatus {
  uint32_t raw;
  constexpr uint32_t finish_pending() const { return raw & 0xFFFu; }
  constexpr uint32_t finish_done() const { return (raw >> 12) & 0xFFFu; }
  constexpr uint32_t utc_err() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t busy() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t event_cntr_overflow() const { return (raw >> 26) & 0x1u; }
  constexpr uint32_t event_cntr_stall() const { return (raw >> 27) & 0x1u; }
  constexpr uint32_t owner_vmid() const { return (raw >> 28) & 0xFu; }
};
// SQ_THREAD_TRACE_STATUS2: SQ_THREAD_TRACE_STATUS2
struct SqThreadTraceStatus2 {
  uint32_t raw;
  constexpr uint32_t buf0_full() const { return raw & 0x1u; }
  constexpr uint32_t buf1_full() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t packet_lost_buf_no_lockdown() const { return (raw >> 4) & 0x1u; }
};
// SQ_THREAD_TRACE_TOKEN_MASK: SQ_THREAD_TRACE_TOKEN_MASK
struct SqThreadTraceTokenMask {
  uint32_t raw;
  constexpr uint32_t token_exclude() const { return raw & 0x7FFu; }  // ThreadTraceTokenExclude
  constexpr uint32_t bop_events_token_include() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t reg_include() const { return (raw >> 16) & 0xFFu; }  // ThreadTraceRegInclude
  constexpr uint32_t inst_exclude() const { return (raw >> 24) & 0x3u; }
  constexpr uint32_t reg_exclude() const { return (raw >> 26) & 0x7u; }
  constexpr uint32_t reg_detail_all() const { return (raw >> 31) & 0x1u; }
};
// SQ_THREAD_TRACE_WPTR: SQ_THREAD_TRACE_WPTR
struct SqThreadTraceWptr {
  uint32_t raw;
  constexpr uint32_t offset() const { return raw & 0x1FFFFFFFu; }
  constexpr uint32_t buffer_id() const { return (raw >> 31) & 0x1u; }
};
// SX_BLEND_OPT_CONTROL: SX_BLEND_OPT_CONTROL
struct SxBlendOptControl {
  uint32_t raw;
  constexpr uint32_t mrt0_color_opt_disable() const { return raw & 0x1u; }
  constexpr uint32_t mrt0_alpha_opt_disable() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t mrt1_color_opt_disable() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t mrt1_alpha_opt_disable() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t mrt2_color_opt_disable() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t mrt2_alpha_opt_disable() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t mrt3_color_opt_disable() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t mrt3_alpha_opt_disable() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t mrt4_color_opt_disable() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t mrt4_alpha_opt_disable() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t mrt5_color_opt_disable() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t mrt5_alpha_opt_disable() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t mrt6_color_opt_disable() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t mrt6_alpha_opt_disable() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t mrt7_color_opt_disable() const { return (raw >> 28) & 0x1u; }
  constexpr uint32_t mrt7_alpha_opt_disable() const { return (raw >> 29) & 0x1u; }
  constexpr uint32_t pixen_zero_opt_disable() const { return (raw >> 31) & 0x1u; }
};
// SX_BLEND_OPT_EPSILON: SX_BLEND_OPT_EPSILON
struct SxBlendOptEpsilon {
  uint32_t raw;
  constexpr uint32_t mrt0_epsilon() const { return raw & 0xFu; }  // SX_BLEND_OPT_EPSILON__MRT0_EPSILON
  constexpr uint32_t mrt1_epsilon() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t mrt2_epsilon() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t mrt3_epsilon() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t mrt4_epsilon() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t mrt5_epsilon() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t mrt6_epsilon() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t mrt7_epsilon() const { return (raw >> 28) & 0xFu; }
};
// SX_MRT0_BLEND_OPT: SX_MRT0_BLEND_OPT, SX_MRT1_BLEND_OPT, SX_MRT2_BLEND_OPT, SX_MRT3_BLEND_OPT, ... (8 registers)
struct SxMrtBlendOpt {
  uint32_t raw;
  constexpr uint32_t color_src_opt() const { return raw & 0x7u; }  // SX_BLEND_OPT
  constexpr uint32_t color_dst_opt() const { return (raw >> 4) & 0x7u; }  // SX_BLEND_OPT
  constexpr uint32_t color_comb_fcn() const { return (raw >> 8) & 0x7u; }  // SX_OPT_COMB_FCN
  constexpr uint32_t alpha_src_opt() const { return (raw >> 16) & 0x7u; }  // SX_BLEND_OPT
  constexpr uint32_t alpha_dst_opt() const { return (raw >> 20) & 0x7u; }  // SX_BLEND_OPT
  constexpr uint32_t alpha_comb_fcn() const { return (raw >> 24) & 0x7u; }  // SX_OPT_COMB_FCN
};
// SX_PERFCOUNTER2_SELECT: SX_PERFCOUNTER2_SELECT, SX_PERFCOUNTER3_SELECT, TA_PERFCOUNTER1_SELECT, TD_PERFCOUNTER1_SELECT, ... (25 registers)
struct SxPerfcounter2Select {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0x3FFu; }
  constexpr uint32_t cntr_mode() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t perf_mode() const { return (raw >> 28) & 0xFu; }
};
// SX_PS_DOWNCONVERT: SX_PS_DOWNCONVERT
struct SxPsDownconvert {
  uint32_t raw;
  constexpr uint32_t mrt0() const { return raw & 0xFu; }  // SX_DOWNCONVERT_FORMAT
  constexpr uint32_t mrt1() const { return (raw >> 4) & 0xFu; }  // SX_DOWNCONVERT_FORMAT
  constexpr uint32_t mrt2() const { return (raw >> 8) & 0xFu; }  // SX_DOWNCONVERT_FORMAT
  constexpr uint32_t mrt3() const { return (raw >> 12) & 0xFu; }  // SX_DOWNCONVERT_FORMAT
  constexpr uint32_t mrt4() const { return (raw >> 16) & 0xFu; }  // SX_DOWNCONVERT_FORMAT
  constexpr uint32_t mrt5() const { return (raw >> 20) & 0xFu; }  // SX_DOWNCONVERT_FORMAT
  constexpr uint32_t mrt6() const { return (raw >> 24) & 0xFu; }  // SX_DOWNCONVERT_FORMAT
  constexpr uint32_t mrt7() const { return (raw >> 28) & 0xFu; }  // SX_DOWNCONVERT_FORMAT
};
// SX_PS_DOWNCONVERT_CONTROL: SX_PS_DOWNCONVERT_CONTROL
struct SxPsDownconvertControl {
  uint32_t raw;
  constexpr uint32_t mrt0_fmt_mapping_disable() const { return raw & 0x1u; }
  constexpr uint32_t mrt1_fmt_mapping_disable() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t mrt2_fmt_mapping_disable() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t mrt3_fmt_mapping_disable() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t mrt4_fmt_mapping_disable() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t mrt5_fmt_mapping_disable() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t mrt6_fmt_mapping_disable() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t mrt7_fmt_mapping_disable() const { return (raw >> 7) & 0x1u; }
};
// TA_BC_BASE_ADDR: TA_BC_BASE_ADDR, TA_CS_BC_BASE_ADDR
struct TaBcBaseAddr {
  uint32_t raw;
  constexpr uint32_t address() const { return raw; }
};
// TA_BC_BASE_ADDR_HI: TA_BC_BASE_ADDR_HI, TA_CS_BC_BASE_ADDR_HI
struct TaBcBaseAddrHi {
  uint32_t raw;
  constexpr uint32_t address() const { return raw & 0xFFu; }
};
// UTCL1_PERFCOUNTER0_SELECT: UTCL1_PERFCOUNTER0_SELECT, UTCL1_PERFCOUNTER1_SELECT
struct Utcl1PerfcounterSelect {
  uint32_t raw;
  constexpr uint32_t perf_sel() const { return raw & 0x3FFu; }
  constexpr uint32_t counter_mode() const { return (raw >> 28) & 0xFu; }
};
// VGT_DISPATCH_DRAW_INDEX: VGT_DISPATCH_DRAW_INDEX
struct VgtDispatchDrawIndex {
  uint32_t raw;
  constexpr uint32_t match_index() const { return raw; }
};
// VGT_DMA_BASE: VGT_DMA_BASE
struct VgtDmaBase {
  uint32_t raw;
  constexpr uint32_t base_addr() const { return raw; }
};
// VGT_DMA_BASE_HI: VGT_DMA_BASE_HI
struct VgtDmaBaseHi {
  uint32_t raw;
  constexpr uint32_t base_addr() const { return raw & 0xFFFFu; }
};
// VGT_DMA_INDEX_TYPE: VGT_DMA_INDEX_TYPE
struct VgtDmaIndexType {
  uint32_t raw;
  constexpr uint32_t index_type() const { return raw & 0x3u; }  // VGT_INDEX_TYPE_MODE
  constexpr uint32_t swap_mode() const { return (raw >> 2) & 0x3u; }  // VGT_DMA_SWAP_MODE
  constexpr uint32_t buf_type() const { return (raw >> 4) & 0x3u; }  // VGT_DMA_BUF_TYPE
  constexpr uint32_t rdreq_policy() const { return (raw >> 6) & 0x3u; }  // VGT_RDREQ_POLICY
  constexpr uint32_t atc() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t not_eop() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t req_path() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t mtype() const { return (raw >> 11) & 0x7u; }
  constexpr uint32_t disable_instance_packing() const { return (raw >> 14) & 0x1u; }
};
// VGT_DMA_MAX_SIZE: VGT_DMA_MAX_SIZE
struct VgtDmaMaxSize {
  uint32_t raw;
  constexpr uint32_t max_size() const { return raw; }
};
// VGT_DMA_NUM_INSTANCES: VGT_DMA_NUM_INSTANCES, VGT_NUM_INSTANCES
struct VgtDmaNumInstances {
  uint32_t raw;
  constexpr uint32_t num_instances() const { return raw; }
};
// VGT_DMA_SIZE: VGT_DMA_SIZE, VGT_NUM_INDICES
struct VgtDmaSize {
  uint32_t raw;
  constexpr uint32_t num_indices() const { return raw; }
};
// VGT_DRAW_INITIATOR: VGT_DRAW_INITIATOR
struct VgtDrawInitiator {
  uint32_t raw;
  constexpr uint32_t source_select() const { return raw & 0x3u; }  // VGT_DI_SOURCE_SELECT
  constexpr uint32_t major_mode() const { return (raw >> 2) & 0x3u; }  // VGT_DI_MAJOR_MODE_SELECT
  constexpr uint32_t sprite_en_r6xx() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t not_eop() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t use_opaque() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t reg_rt_index() const { return (raw >> 29) & 0x7u; }
};
// VGT_DRAW_PAYLOAD_CNTL: VGT_DRAW_PAYLOAD_CNTL
struct VgtDrawPayloadCntl {
  uint32_t raw;
  constexpr uint32_t en_reg_rt_index() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t en_prim_payload() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t en_draw_vp() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t en_vrs_rate() const { return (raw >> 6) & 0x1u; }
};
// VGT_ENHANCE: VGT_ENHANCE, IA_ENHANCE, WD_ENHANCE
struct VgtEnhance {
  uint32_t raw;
  constexpr uint32_t misc() const { return raw; }
};
// VGT_ESGS_RING_ITEMSIZE: VGT_ESGS_RING_ITEMSIZE, VGT_GSVS_RING_ITEMSIZE, VGT_GS_VERT_ITEMSIZE, VGT_GS_VERT_ITEMSIZE_1, ... (6 registers)
struct VgtEsgsRingItemsize {
  uint32_t raw;
  constexpr uint32_t itemsize() const { return raw & 0x7FFFu; }
};
// VGT_ESGS_RING_SIZE_UMD: VGT_ESGS_RING_SIZE_UMD, VGT_GSVS_RING_SIZE_UMD
struct VgtEsgsRingSizeUmd {
  uint32_t raw;
  constexpr uint32_t mem_size() const { return raw; }
};
// VGT_ES_PER_GS: VGT_ES_PER_GS
struct VgtEsPerGs {
  uint32_t raw;
  constexpr uint32_t es_per_gs() const { return raw & 0x7FFu; }
};
// VGT_EVENT_ADDRESS_REG: VGT_EVENT_ADDRESS_REG
struct VgtEventAddressReg {
  uint32_t raw;
  constexpr uint32_t address_low() const { return raw & 0xFFFFFFFu; }
};
// VGT_EVENT_INITIATOR: VGT_EVENT_INITIATOR, VGT_DMA_EVENT_INITIATOR
struct VgtEventInitiator {
  uint32_t raw;
  constexpr uint32_t event_type() const { return raw & 0x3Fu; }  // VGT_EVENT_TYPE
  constexpr uint32_t address_hi() const { return (raw >> 10) & 0x1FFFFu; }
  constexpr uint32_t extended_event() const { return (raw >> 27) & 0x1u; }
};
// VGT_GROUP_DECR: VGT_GROUP_DECR
struct VgtGroupDecr {
  uint32_t raw;
  constexpr uint32_t decr() const { return raw & 0xFu; }
};
// VGT_GROUP_FIRST_DECR: VGT_GROUP_FIRST_DECR
struct VgtGroupFirstDecr {
  uint32_t raw;
  constexpr uint32_t first_decr() const { return raw & 0xFu; }
};
// VGT_GROUP_PRIM_TYPE: VGT_GROUP_PRIM_TYPE
struct VgtGroupPrimType {
  uint32_t raw;
  constexpr uint32_t prim_type() const { return raw & 0x1Fu; }  // VGT_DI_PRIM_TYPE
  constexpr uint32_t retain_order() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t retain_quads() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t prim_order() const { return (raw >> 16) & 0x7u; }
};
// VGT_GROUP_VECT_0_CNTL: VGT_GROUP_VECT_0_CNTL, VGT_GROUP_VECT_1_CNTL
struct VgtGroupVectCntl {
  uint32_t raw;
  constexpr uint32_t comp_x_en() const { return raw & 0x1u; }
  constexpr uint32_t comp_y_en() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t comp_z_en() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t comp_w_en() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t stride() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t shift() const { return (raw >> 16) & 0xFFu; }
};
// VGT_GROUP_VECT_0_FMT_CNTL: VGT_GROUP_VECT_0_FMT_CNTL, VGT_GROUP_VECT_1_FMT_CNTL
struct VgtGroupVectFmtCntl {
  uint32_t raw;
  constexpr uint32_t x_conv() const { return raw & 0xFu; }
  constexpr uint32_t x_offset() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t y_conv() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t y_offset() const { return (raw >> 12) & 0xFu; }
  constexpr uint32_t z_conv() const { return (raw >> 16) & 0xFu; }
  constexpr uint32_t z_offset() const { return (raw >> 20) & 0xFu; }
  constexpr uint32_t w_conv() const { return (raw >> 24) & 0xFu; }
  constexpr uint32_t w_offset() const { return (raw >> 28) & 0xFu; }
};
// VGT_GSVS_RING_OFFSET_1: VGT_GSVS_RING_OFFSET_1, VGT_GSVS_RING_OFFSET_2, VGT_GSVS_RING_OFFSET_3
struct VgtGsvsRingOffset1 {
  uint32_t raw;
  constexpr uint32_t offset() const { return raw & 0x7FFFu; }
};
// VGT_GS_INSTANCE_CNT: VGT_GS_INSTANCE_CNT
struct VgtGsInstanceCnt {
  uint32_t raw;
  constexpr uint32_t enable() const { return raw & 0x1u; }
  constexpr uint32_t cnt() const { return (raw >> 2) & 0x7Fu; }
  constexpr uint32_t en_max_vert_out_per_gs_instance() const { return (raw >> 31) & 0x1u; }
};
// VGT_GS_MAX_VERT_OUT: VGT_GS_MAX_VERT_OUT
struct VgtGsMaxVertOut {
  uint32_t raw;
  constexpr uint32_t max_vert_out() const { return raw & 0x7FFu; }
};
// VGT_GS_MODE: VGT_GS_MODE
struct VgtGsMode {
  uint32_t raw;
  constexpr uint32_t mode() const { return raw & 0x7u; }  // VGT_GS_MODE_TYPE
  constexpr uint32_t reserved_0() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t cut_mode() const { return (raw >> 4) & 0x3u; }  // VGT_GS_CUT_MODE
  constexpr uint32_t reserved_1() const { return (raw >> 6) & 0x1Fu; }
  constexpr uint32_t gs_c_pack_en() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t reserved_2() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t es_passthru() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t compute_mode() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t fast_compute_mode() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t element_info_en() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t partial_thd_at_eoi() const { return (raw >> 17) & 0x1u; }
  constexpr uint32_t suppress_cuts() const { return (raw >> 18) & 0x1u; }
  constexpr uint32_t es_write_optimize() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t gs_write_optimize() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t onchip() const { return (raw >> 21) & 0x3u; }
};
// VGT_GS_ONCHIP_CNTL: VGT_GS_ONCHIP_CNTL
struct VgtGsOnchipCntl {
  uint32_t raw;
  constexpr uint32_t es_verts_per_subgrp() const { return raw & 0x7FFu; }
  constexpr uint32_t gs_prims_per_subgrp() const { return (raw >> 11) & 0x7FFu; }
  constexpr uint32_t gs_inst_prims_in_subgrp() const { return (raw >> 22) & 0x3FFu; }
};
// VGT_GS_OUT_PRIM_TYPE: VGT_GS_OUT_PRIM_TYPE
struct VgtGsOutPrimType {
  uint32_t raw;
  constexpr uint32_t outprim_type() const { return raw & 0x3Fu; }  // VGT_GS_OUTPRIM_TYPE
  constexpr uint32_t outprim_type_1() const { return (raw >> 8) & 0x3Fu; }  // VGT_GS_OUTPRIM_TYPE
  constexpr uint32_t outprim_type_2() const { return (raw >> 16) & 0x3Fu; }  // VGT_GS_OUTPRIM_TYPE
  constexpr uint32_t outprim_type_3() const { return (raw >> 22) & 0x3Fu; }  // VGT_GS_OUTPRIM_TYPE
  constexpr uint32_t unique_type_per_stream() const { return (raw >> 31) & 0x1u; }
};
// VGT_GS_PER_ES: VGT_GS_PER_ES
struct VgtGsPerEs {
  uint32_t raw;
  constexpr uint32_t gs_per_es() const { return raw & 0x7FFu; }
};
// VGT_GS_PER_VS: VGT_GS_PER_VS
struct VgtGsPerVs {
  uint32_t raw;
  constexpr uint32_t gs_per_vs() const { return raw & 0xFu; }
};
// VGT_HOS_CNTL: VGT_HOS_CNTL
struct VgtHosCntl {
  uint32_t raw;
  constexpr uint32_t tess_mode() const { return raw & 0x3u; }
};
// VGT_HOS_MAX_TESS_LEVEL: VGT_HOS_MAX_TESS_LEVEL
struct VgtHosMaxTessLevel {
  uint32_t raw;
  constexpr uint32_t max_tess() const { return raw; }
};
// VGT_HOS_MIN_TESS_LEVEL: VGT_HOS_MIN_TESS_LEVEL
struct VgtHosMinTessLevel {
  uint32_t raw;
  constexpr uint32_t min_tess() const { return raw; }
};
// VGT_HOS_REUSE_DEPTH: VGT_HOS_REUSE_DEPTH
struct VgtHosReuseDepth {
  uint32_t raw;
  constexpr uint32_t reuse_depth() const { return raw & 0xFFu; }
};
// VGT_HS_OFFCHIP_PARAM_UMD: VGT_HS_OFFCHIP_PARAM_UMD
struct VgtHsOffchipParamUmd {
  uint32_t raw;
  constexpr uint32_t offchip_buffering() const { return raw & 0x3FFu; }
  constexpr uint32_t offchip_granularity() const { return (raw >> 10) & 0x3u; }  // VGT_HS_OFFCHIP_PARAM__OFFCHIP_GRANULARITY
};
// VGT_INDEX_TYPE: VGT_INDEX_TYPE
struct VgtIndexType {
  uint32_t raw;
  constexpr uint32_t index_type() const { return raw & 0x3u; }  // VGT_INDEX_TYPE_MODE
  constexpr uint32_t disable_instance_packing() const { return (raw >> 14) & 0x1u; }
};
// VGT_INDX_OFFSET: VGT_INDX_OFFSET, GE_INDX_OFFSET
struct VgtIndxOffset {
  uint32_t raw;
  constexpr uint32_t indx_offset() const { return raw; }
};
// VGT_INSTANCE_BASE_ID: VGT_INSTANCE_BASE_ID
struct VgtInstanceBaseId {
  uint32_t raw;
  constexpr uint32_t instance_base_id() const { return raw; }
};
// VGT_INSTANCE_STEP_RATE_0: VGT_INSTANCE_STEP_RATE_0, VGT_INSTANCE_STEP_RATE_1
struct VgtInstanceStepRate {
  uint32_t raw;
  constexpr uint32_t step_rate() const { return raw; }
};
// VGT_LS_HS_CONFIG: VGT_LS_HS_CONFIG
struct VgtLsHsConfig {
  uint32_t raw;
  constexpr uint32_t num_patches() const { return raw & 0xFFu; }
  constexpr uint32_t hs_num_input_cp() const { return (raw >> 8) & 0x3Fu; }
  constexpr uint32_t hs_num_output_cp() const { return (raw >> 14) & 0x3Fu; }
};
// VGT_MAX_VTX_INDX: VGT_MAX_VTX_INDX, GE_MAX_VTX_INDX
struct VgtMaxVtxIndx {
  uint32_t raw;
  constexpr uint32_t max_indx() const { return raw; }
};
// VGT_MIN_VTX_INDX: VGT_MIN_VTX_INDX, GE_MIN_VTX_INDX
struct VgtMinVtxIndx {
  uint32_t raw;
  constexpr uint32_t min_indx() const { return raw; }
};
// VGT_MULTI_PRIM_IB_RESET_EN: VGT_MULTI_PRIM_IB_RESET_EN, GE_MULTI_PRIM_IB_RESET_EN
struct VgtMultiPrimIbResetEn {
  uint32_t raw;
  constexpr uint32_t reset_en() const { return raw & 0x1u; }
  constexpr uint32_t match_all_bits() const { return (raw >> 1) & 0x1u; }
};
// VGT_MULTI_PRIM_IB_RESET_INDX: VGT_MULTI_PRIM_IB_RESET_INDX
struct VgtMultiPrimIbResetIndx {
  uint32_t raw;
  constexpr uint32_t reset_indx() const { return raw; }
};
// VGT_OUTPUT_PATH_CNTL: VGT_OUTPUT_PATH_CNTL
struct VgtOutputPathCntl {
  uint32_t raw;
  constexpr uint32_t path_select() const { return raw & 0x7u; }
};
// VGT_OUT_DEALLOC_CNTL: VGT_OUT_DEALLOC_CNTL
struct VgtOutDeallocCntl {
  uint32_t raw;
  constexpr uint32_t dealloc_dist() const { return raw & 0x7Fu; }
};
// VGT_PRIMITIVEID_EN: VGT_PRIMITIVEID_EN
struct VgtPrimitiveidEn {
  uint32_t raw;
  constexpr uint32_t primitiveid_en() const { return raw & 0x1u; }
  constexpr uint32_t disable_reset_on_eoi() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t ngg_disable_provok_reuse() const { return (raw >> 2) & 0x1u; }
};
// VGT_PRIMITIVEID_RESET: VGT_PRIMITIVEID_RESET
struct VgtPrimitiveidReset {
  uint32_t raw;
  constexpr uint32_t value() const { return raw; }
};
// VGT_PRIMITIVE_TYPE: VGT_PRIMITIVE_TYPE
struct VgtPrimitiveType {
  uint32_t raw;
  constexpr uint32_t prim_type() const { return raw & 0x3Fu; }  // VGT_DI_PRIM_TYPE
};
// VGT_REUSE_OFF: VGT_REUSE_OFF
struct VgtReuseOff {
  uint32_t raw;
  constexpr uint32_t reuse_off() const { return raw & 0x1u; }
};
// VGT_SHADER_STAGES_EN: VGT_SHADER_STAGES_EN
struct VgtShaderStagesEn {
  uint32_t raw;
  constexpr uint32_t ls_en() const { return raw & 0x3u; }  // VGT_STAGES_LS_EN
  constexpr uint32_t hs_en() const { return (raw >> 2) & 0x1u; }  // VGT_STAGES_HS_EN
  constexpr uint32_t es_en() const { return (raw >> 3) & 0x3u; }  // VGT_STAGES_ES_EN
  constexpr uint32_t gs_en() const { return (raw >> 5) & 0x1u; }  // VGT_STAGES_GS_EN
  constexpr uint32_t vs_en() const { return (raw >> 6) & 0x3u; }  // VGT_STAGES_VS_EN
  constexpr uint32_t dynamic_hs() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t dispatch_draw_en() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t dis_dealloc_accum_0() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t dis_dealloc_accum_1() const { return (raw >> 11) & 0x1u; }
  constexpr uint32_t vs_wave_id_en() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t primgen_en() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t ordered_id_mode() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t max_primgrp_in_wave() const { return (raw >> 15) & 0xFu; }
  constexpr uint32_t gs_fast_launch() const { return (raw >> 19) & 0x3u; }
  constexpr uint32_t hs_w32_en() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t gs_w32_en() const { return (raw >> 22) & 0x1u; }
  constexpr uint32_t vs_w32_en() const { return (raw >> 23) & 0x1u; }
  constexpr uint32_t ngg_wave_id_en() const { return (raw >> 24) & 0x1u; }
  constexpr uint32_t primgen_passthru_en() const { return (raw >> 25) & 0x1u; }
  constexpr uint32_t primgen_passthru_no_msg() const { return (raw >> 26) & 0x1u; }
};
// VGT_STRMOUT_BUFFER_CONFIG: VGT_STRMOUT_BUFFER_CONFIG
struct VgtStrmoutBufferConfig {
  uint32_t raw;
  constexpr uint32_t stream_0_buffer_en() const { return raw & 0xFu; }
  constexpr uint32_t stream_1_buffer_en() const { return (raw >> 4) & 0xFu; }
  constexpr uint32_t stream_2_buffer_en() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t stream_3_buffer_en() const { return (raw >> 12) & 0xFu; }
};
// VGT_STRMOUT_BUFFER_OFFSET_0: VGT_STRMOUT_BUFFER_OFFSET_0, VGT_STRMOUT_BUFFER_OFFSET_1, VGT_STRMOUT_BUFFER_OFFSET_2, VGT_STRMOUT_BUFFER_OFFSET_3, ... (7 registers)
struct VgtStrmoutBufferOffset {
  uint32_t raw;
  constexpr uint32_t offset() const { return raw; }
};
// VGT_STRMOUT_CONFIG: VGT_STRMOUT_CONFIG
struct VgtStrmoutConfig {
  uint32_t raw;
  constexpr uint32_t streamout_0_en() const { return raw & 0x1u; }
  constexpr uint32_t streamout_1_en() const { return (raw >> 1) & 0x1u; }
  constexpr uint32_t streamout_2_en() const { return (raw >> 2) & 0x1u; }
  constexpr uint32_t streamout_3_en() const { return (raw >> 3) & 0x1u; }
  constexpr uint32_t rast_stream() const { return (raw >> 4) & 0x7u; }
  constexpr uint32_t en_prims_needed_cnt() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t rast_stream_mask() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t use_rast_stream_mask() const { return (raw >> 31) & 0x1u; }
};
// VGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE: VGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE
struct VgtStrmoutDrawOpaqueVertexStride {
  uint32_t raw;
  constexpr uint32_t vertex_stride() const { return raw & 0x1FFu; }
};
// VGT_STRMOUT_VTX_STRIDE_0: VGT_STRMOUT_VTX_STRIDE_0, VGT_STRMOUT_VTX_STRIDE_1, VGT_STRMOUT_VTX_STRIDE_2, VGT_STRMOUT_VTX_STRIDE_3
struct VgtStrmoutVtxStride {
  uint32_t raw;
  constexpr uint32_t stride() const { return raw & 0x3FFu; }
};
// VGT_TESS_DISTRIBUTION: VGT_TESS_DISTRIBUTION
struct VgtTessDistribution {
  uint32_t raw;
  constexpr uint32_t accum_isoline() const { return raw & 0xFFu; }
  constexpr uint32_t accum_tri() const { return (raw >> 8) & 0xFFu; }
  constexpr uint32_t accum_quad() const { return (raw >> 16) & 0xFFu; }
  constexpr uint32_t donut_split() const { return (raw >> 24) & 0x1Fu; }
  constexpr uint32_t trap_split() const { return (raw >> 29) & 0x7u; }
};
// VGT_TF_MEMORY_BASE_UMD: VGT_TF_MEMORY_BASE_UMD, WD_POS_BUF_BASE, WD_CNTL_SB_BUF_BASE, WD_INDEX_BUF_BASE
struct VgtTfMemoryBaseUmd {
  uint32_t raw;
  constexpr uint32_t base() const { return raw; }
};
// VGT_TF_PARAM: VGT_TF_PARAM
struct VgtTfParam {
  uint32_t raw;
  constexpr uint32_t type() const { return raw & 0x3u; }  // VGT_TESS_TYPE
  constexpr uint32_t partitioning() const { return (raw >> 2) & 0x7u; }  // VGT_TESS_PARTITION
  constexpr uint32_t topology() const { return (raw >> 5) & 0x7u; }  // VGT_TESS_TOPOLOGY
  constexpr uint32_t reserved_reduc_axis() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t deprecated() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t num_ds_waves_per_simd() const { return (raw >> 10) & 0xFu; }
  constexpr uint32_t disable_donuts() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t rdreq_policy() const { return (raw >> 15) & 0x3u; }  // VGT_RDREQ_POLICY
  constexpr uint32_t distribution_mode() const { return (raw >> 17) & 0x3u; }  // VGT_DIST_MODE
  constexpr uint32_t detect_one() const { return (raw >> 19) & 0x1u; }  // VGT_DETECT_ONE
  constexpr uint32_t detect_zero() const { return (raw >> 20) & 0x1u; }  // VGT_DETECT_ZERO
  constexpr uint32_t mtype() const { return (raw >> 23) & 0x7u; }
};
// VGT_TF_RING_SIZE_UMD: VGT_TF_RING_SIZE_UMD
struct VgtTfRingSizeUmd {
  uint32_t raw;
  constexpr uint32_t size() const { return raw & 0xFFFFu; }
};
// VGT_VERTEX_REUSE_BLOCK_CNTL: VGT_VERTEX_REUSE_BLOCK_CNTL
struct VgtVertexReuseBlockCntl {
  uint32_t raw;
  constexpr uint32_t vtx_reuse_depth() const { return raw & 0xFFu; }
};
// VGT_VTX_CNT_EN: VGT_VTX_CNT_EN
struct VgtVtxCntEn {
  uint32_t raw;
  constexpr uint32_t vtx_cnt_en() const { return raw & 0x1u; }
};

// The decoder of the register at dword offset kDw (the first name at an offset,
// as the register tables answer).
template <uint32_t kDw>
struct RegisterType;
template <> struct RegisterType<kGRBM_STATUS2> { using type = GrbmStatus2; };
template <> struct RegisterType<kGRBM_STATUS> { using type = GrbmStatus; };
template <> struct RegisterType<kGRBM_STATUS_SE0> { using type = GrbmStatusSe; };
template <> struct RegisterType<kGRBM_STATUS_SE1> { using type = GrbmStatusSe; };
template <> struct RegisterType<kGRBM_STATUS3> { using type = GrbmStatus3; };
template <> struct RegisterType<kGRBM_STATUS_SE2> { using type = GrbmStatusSe; };
template <> struct RegisterType<kGRBM_STATUS_SE3> { using type = GrbmStatusSe; };
template <> struct RegisterType<kCP_CPC_STATUS> { using type = CpCpcStatus; };
template <> struct RegisterType<kCP_CPC_BUSY_STAT> { using type = CpCpcBusyStat; };
template <> struct RegisterType<kCP_CPC_STALLED_STAT1> { using type = CpCpcStalledStat1; };
template <> struct RegisterType<kCP_CPF_STATUS> { using type = CpCpfStatus; };
template <> struct RegisterType<kCP_CPF_BUSY_STAT> { using type = CpCpfBusyStat; };
template <> struct RegisterType<kCP_CPF_STALLED_STAT1> { using type = CpCpfStalledStat1; };
template <> struct RegisterType<kCP_CPC_BUSY_STAT2> { using type = CpCpcBusyStat2; };
template <> struct RegisterType<kCP_CPC_GRBM_FREE_COUNT> { using type = CpCpcGrbmFreeCount; };
template <> struct RegisterType<kCP_CPC_PRIV_VIOLATION_ADDR> { using type = CpCpcPrivViolationAddr; };
template <> struct RegisterType<kCP_CPC_SCRATCH_INDEX> { using type = CpCpcScratchIndex; };
template <> struct RegisterType<kCP_CPC_SCRATCH_DATA> { using type = CpCpcScratchData; };
template <> struct RegisterType<kCP_CPF_GRBM_FREE_COUNT> { using type = CpCpfGrbmFreeCount; };
template <> struct RegisterType<kCP_CPF_BUSY_STAT2> { using type = CpCpfBusyStat2; };
template <> struct RegisterType<kCP_CPC_HALT_HYST_COUNT> { using type = CpCpcHaltHystCount; };
template <> struct RegisterType<kSQ_THREAD_TRACE_BUF0_BASE> { using type = SqThreadTraceBufBase; };
template <> struct RegisterType<kSQ_THREAD_TRACE_BUF0_SIZE> { using type = SqThreadTraceBufSize; };
template <> struct RegisterType<kSQ_THREAD_TRACE_BUF1_BASE> { using type = SqThreadTraceBufBase; };
template <> struct RegisterType<kSQ_THREAD_TRACE_BUF1_SIZE> { using type = SqThreadTraceBufSize; };
template <> struct RegisterType<kSQ_THREAD_TRACE_WPTR> { using type = SqThreadTraceWptr; };
template <> struct RegisterType<kSQ_THREAD_TRACE_MASK> { using type = SqThreadTraceMask; };
template <> struct RegisterType<kSQ_THREAD_TRACE_TOKEN_MASK> { using type = SqThreadTraceTokenMask; };
template <> struct RegisterType<kSQ_THREAD_TRACE_CTRL> { using type = SqThreadTraceCtrl; };
template <> struct RegisterType<kSQ_THREAD_TRACE_STATUS> { using type = SqThreadTraceStatus; };
template <> struct RegisterType<kSQ_THREAD_TRACE_DROPPED_CNTR> { using type = SqThreadTraceDroppedCntr; };
template <> struct RegisterType<kSQ_THREAD_TRACE_GFX_DRAW_CNTR> { using type = SqThreadTraceDroppedCntr; };
template <> struct RegisterType<kSQ_THREAD_TRACE_GFX_MARKER_CNTR> { using type = SqThreadTraceDroppedCntr; };
template <> struct RegisterType<kSQ_THREAD_TRACE_HP3D_DRAW_CNTR> { using type = SqThreadTraceDroppedCntr; };
template <> struct RegisterType<kSQ_THREAD_TRACE_HP3D_MARKER_CNTR> { using type = SqThreadTraceDroppedCntr; };
template <> struct RegisterType<kSQ_THREAD_TRACE_STATUS2> { using type = SqThreadTraceStatus2; };
template <> struct RegisterType<kSPI_CONFIG_CNTL> { using type = SpiConfigCntl; };
template <> struct RegisterType<kGB_ADDR_CONFIG> { using type = GbAddrConfig; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC4_PS> { using type = SpiShaderPgmRsrc4Ps; };
template <> struct RegisterType<kSPI_SHADER_PGM_CHKSUM_PS> { using type = SpiShaderPgmChksumPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC3_PS> { using type = SpiShaderPgmRsrc3Ps; };
template <> struct RegisterType<kSPI_SHADER_PGM_LO_PS> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_HI_PS> { using type = SpiShaderPgmHiPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC1_PS> { using type = SpiShaderPgmRsrc1Ps; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC2_PS> { using type = SpiShaderPgmRsrc2Ps; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_0> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_2> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_3> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_4> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_5> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_6> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_7> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_8> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_9> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_10> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_11> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_12> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_13> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_14> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_15> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_16> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_17> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_18> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_19> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_20> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_21> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_22> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_23> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_24> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_25> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_26> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_27> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_28> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_29> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_30> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_PS_31> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_REQ_CTRL_PS> { using type = SpiShaderReqCtrlPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_PS_0> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_PS_1> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_PS_2> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_PS_3> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC4_VS> { using type = SpiShaderPgmRsrc4Ps; };
template <> struct RegisterType<kSPI_SHADER_PGM_CHKSUM_VS> { using type = SpiShaderPgmChksumPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC3_VS> { using type = SpiShaderPgmRsrc3Ps; };
template <> struct RegisterType<kSPI_SHADER_LATE_ALLOC_VS> { using type = SpiShaderLateAllocVs; };
template <> struct RegisterType<kSPI_SHADER_PGM_LO_VS> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_HI_VS> { using type = SpiShaderPgmHiPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC1_VS> { using type = SpiShaderPgmRsrc1Vs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC2_VS> { using type = SpiShaderPgmRsrc2Vs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_0> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_2> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_3> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_4> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_5> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_6> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_7> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_8> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_9> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_10> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_11> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_12> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_13> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_14> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_15> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_16> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_17> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_18> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_19> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_20> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_21> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_22> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_23> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_24> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_25> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_26> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_27> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_28> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_29> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_30> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_VS_31> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_REQ_CTRL_VS> { using type = SpiShaderReqCtrlPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_VS_0> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_VS_1> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_VS_2> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_VS_3> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC2_GS_VS> { using type = SpiShaderPgmRsrc2GsVs; };
template <> struct RegisterType<kSPI_SHADER_PGM_CHKSUM_GS> { using type = SpiShaderPgmChksumPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC4_GS> { using type = SpiShaderPgmRsrc4Gs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_ADDR_LO_GS> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_ADDR_HI_GS> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_LO_ES_GS> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_HI_ES_GS> { using type = SpiShaderPgmHiPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC3_GS> { using type = SpiShaderPgmRsrc3Gs; };
template <> struct RegisterType<kSPI_SHADER_PGM_LO_GS> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_HI_GS> { using type = SpiShaderPgmHiPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC1_GS> { using type = SpiShaderPgmRsrc1Gs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC2_GS> { using type = SpiShaderPgmRsrc2Gs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_0> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_2> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_3> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_4> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_5> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_6> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_7> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_8> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_9> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_10> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_11> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_12> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_13> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_14> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_15> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_16> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_17> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_18> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_19> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_20> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_21> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_22> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_23> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_24> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_25> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_26> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_27> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_28> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_29> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_30> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_GS_31> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_REQ_CTRL_ESGS> { using type = SpiShaderReqCtrlPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_ESGS_0> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_ESGS_1> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_ESGS_2> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_ESGS_3> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_LO_ES> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_HI_ES> { using type = SpiShaderPgmHiPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_CHKSUM_HS> { using type = SpiShaderPgmChksumPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC4_HS> { using type = SpiShaderPgmRsrc4Ps; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_ADDR_LO_HS> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_ADDR_HI_HS> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_LO_LS_HS> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_HI_LS_HS> { using type = SpiShaderPgmHiPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC3_HS> { using type = SpiShaderPgmRsrc3Hs; };
template <> struct RegisterType<kSPI_SHADER_PGM_LO_HS> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_HI_HS> { using type = SpiShaderPgmHiPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC1_HS> { using type = SpiShaderPgmRsrc1Hs; };
template <> struct RegisterType<kSPI_SHADER_PGM_RSRC2_HS> { using type = SpiShaderPgmRsrc2Hs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_0> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_2> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_3> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_4> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_5> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_6> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_7> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_8> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_9> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_10> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_11> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_12> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_13> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_14> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_15> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_16> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_17> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_18> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_19> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_20> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_21> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_22> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_23> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_24> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_25> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_26> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_27> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_28> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_29> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_30> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_USER_DATA_HS_31> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSPI_SHADER_REQ_CTRL_LSHS> { using type = SpiShaderReqCtrlPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_LSHS_0> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_LSHS_1> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_LSHS_2> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_USER_ACCUM_LSHS_3> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_LO_LS> { using type = SpiShaderPgmLoPs; };
template <> struct RegisterType<kSPI_SHADER_PGM_HI_LS> { using type = SpiShaderPgmHiPs; };
template <> struct RegisterType<kCOMPUTE_DISPATCH_INITIATOR> { using type = ComputeDispatchInitiator; };
template <> struct RegisterType<kCOMPUTE_DIM_X> { using type = ComputeDimX; };
template <> struct RegisterType<kCOMPUTE_DIM_Y> { using type = ComputeDimX; };
template <> struct RegisterType<kCOMPUTE_DIM_Z> { using type = ComputeDimX; };
template <> struct RegisterType<kCOMPUTE_START_X> { using type = ComputeStartX; };
template <> struct RegisterType<kCOMPUTE_START_Y> { using type = ComputeStartX; };
template <> struct RegisterType<kCOMPUTE_START_Z> { using type = ComputeStartX; };
template <> struct RegisterType<kCOMPUTE_NUM_THREAD_X> { using type = ComputeNumThreadX; };
template <> struct RegisterType<kCOMPUTE_NUM_THREAD_Y> { using type = ComputeNumThreadX; };
template <> struct RegisterType<kCOMPUTE_NUM_THREAD_Z> { using type = ComputeNumThreadX; };
template <> struct RegisterType<kCOMPUTE_PIPELINESTAT_ENABLE> { using type = ComputePipelinestatEnable; };
template <> struct RegisterType<kCOMPUTE_PERFCOUNT_ENABLE> { using type = ComputePerfcountEnable; };
template <> struct RegisterType<kCOMPUTE_PGM_LO> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_PGM_HI> { using type = ComputePgmHi; };
template <> struct RegisterType<kCOMPUTE_DISPATCH_PKT_ADDR_LO> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_DISPATCH_PKT_ADDR_HI> { using type = ComputePgmHi; };
template <> struct RegisterType<kCOMPUTE_DISPATCH_SCRATCH_BASE_LO> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_DISPATCH_SCRATCH_BASE_HI> { using type = ComputePgmHi; };
template <> struct RegisterType<kCOMPUTE_PGM_RSRC1> { using type = ComputePgmRsrc1; };
template <> struct RegisterType<kCOMPUTE_PGM_RSRC2> { using type = ComputePgmRsrc2; };
template <> struct RegisterType<kCOMPUTE_VMID> { using type = ComputeVmid; };
template <> struct RegisterType<kCOMPUTE_RESOURCE_LIMITS> { using type = ComputeResourceLimits; };
template <> struct RegisterType<kCOMPUTE_DESTINATION_EN_SE0> { using type = ComputeDestinationEnSe; };
template <> struct RegisterType<kCOMPUTE_DESTINATION_EN_SE1> { using type = ComputeDestinationEnSe; };
template <> struct RegisterType<kCOMPUTE_TMPRING_SIZE> { using type = ComputeTmpringSize; };
template <> struct RegisterType<kCOMPUTE_DESTINATION_EN_SE2> { using type = ComputeDestinationEnSe; };
template <> struct RegisterType<kCOMPUTE_DESTINATION_EN_SE3> { using type = ComputeDestinationEnSe; };
template <> struct RegisterType<kCOMPUTE_RESTART_X> { using type = ComputeRestartX; };
template <> struct RegisterType<kCOMPUTE_RESTART_Y> { using type = ComputeRestartX; };
template <> struct RegisterType<kCOMPUTE_RESTART_Z> { using type = ComputeRestartX; };
template <> struct RegisterType<kCOMPUTE_THREAD_TRACE_ENABLE> { using type = ComputeThreadTraceEnable; };
template <> struct RegisterType<kCOMPUTE_MISC_RESERVED> { using type = ComputeMiscReserved; };
template <> struct RegisterType<kCOMPUTE_DISPATCH_ID> { using type = ComputeDispatchId; };
template <> struct RegisterType<kCOMPUTE_THREADGROUP_ID> { using type = ComputeThreadgroupId; };
template <> struct RegisterType<kCOMPUTE_REQ_CTRL> { using type = ComputeReqCtrl; };
template <> struct RegisterType<kCOMPUTE_USER_ACCUM_0> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kCOMPUTE_USER_ACCUM_1> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kCOMPUTE_USER_ACCUM_2> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kCOMPUTE_USER_ACCUM_3> { using type = SpiShaderUserAccumPs; };
template <> struct RegisterType<kCOMPUTE_PGM_RSRC3> { using type = ComputePgmRsrc3; };
template <> struct RegisterType<kCOMPUTE_DDID_INDEX> { using type = ComputeDdidIndex; };
template <> struct RegisterType<kCOMPUTE_SHADER_CHKSUM> { using type = SpiShaderPgmChksumPs; };
template <> struct RegisterType<kCOMPUTE_RELAUNCH> { using type = ComputeRelaunch; };
template <> struct RegisterType<kCOMPUTE_WAVE_RESTORE_ADDR_LO> { using type = ComputeWaveRestoreAddrLo; };
template <> struct RegisterType<kCOMPUTE_WAVE_RESTORE_ADDR_HI> { using type = ComputeWaveRestoreAddrHi; };
template <> struct RegisterType<kCOMPUTE_RELAUNCH2> { using type = ComputeRelaunch; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_0> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_2> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_3> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_4> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_5> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_6> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_7> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_8> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_9> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_10> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_11> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_12> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_13> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_14> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_USER_DATA_15> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_DISPATCH_TUNNEL> { using type = ComputeDispatchTunnel; };
template <> struct RegisterType<kCOMPUTE_DISPATCH_END> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCOMPUTE_NOWHERE> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSH_RESERVED_REG0> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSH_RESERVED_REG1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kDB_RENDER_CONTROL> { using type = DbRenderControl; };
template <> struct RegisterType<kDB_COUNT_CONTROL> { using type = DbCountControl; };
template <> struct RegisterType<kDB_DEPTH_VIEW> { using type = DbDepthView; };
template <> struct RegisterType<kDB_RENDER_OVERRIDE> { using type = DbRenderOverride; };
template <> struct RegisterType<kDB_RENDER_OVERRIDE2> { using type = DbRenderOverride2; };
template <> struct RegisterType<kDB_HTILE_DATA_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kDB_DEPTH_SIZE_XY> { using type = DbDepthSizeXy; };
template <> struct RegisterType<kDB_DEPTH_BOUNDS_MIN> { using type = DbDepthBoundsMin; };
template <> struct RegisterType<kDB_DEPTH_BOUNDS_MAX> { using type = DbDepthBoundsMax; };
template <> struct RegisterType<kDB_STENCIL_CLEAR> { using type = DbStencilClear; };
template <> struct RegisterType<kDB_DEPTH_CLEAR> { using type = DbDepthClear; };
template <> struct RegisterType<kPA_SC_SCREEN_SCISSOR_TL> { using type = PaScScreenScissorTl; };
template <> struct RegisterType<kPA_SC_SCREEN_SCISSOR_BR> { using type = PaScScreenScissorBr; };
template <> struct RegisterType<kDB_DFSM_CONTROL> { using type = DbDfsmControl; };
template <> struct RegisterType<kDB_RESERVED_REG_2> { using type = DbReservedReg2; };
template <> struct RegisterType<kDB_Z_INFO> { using type = DbZInfo; };
template <> struct RegisterType<kDB_STENCIL_INFO> { using type = DbStencilInfo; };
template <> struct RegisterType<kDB_Z_READ_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kDB_STENCIL_READ_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kDB_Z_WRITE_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kDB_STENCIL_WRITE_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kDB_RESERVED_REG_1> { using type = DbReservedReg1; };
template <> struct RegisterType<kDB_RESERVED_REG_3> { using type = DbReservedReg3; };
template <> struct RegisterType<kDB_VRS_OVERRIDE_CNTL> { using type = DbVrsOverrideCntl; };
template <> struct RegisterType<kDB_Z_READ_BASE_HI> { using type = DbZReadBaseHi; };
template <> struct RegisterType<kDB_STENCIL_READ_BASE_HI> { using type = DbZReadBaseHi; };
template <> struct RegisterType<kDB_Z_WRITE_BASE_HI> { using type = DbZReadBaseHi; };
template <> struct RegisterType<kDB_STENCIL_WRITE_BASE_HI> { using type = DbZReadBaseHi; };
template <> struct RegisterType<kDB_HTILE_DATA_BASE_HI> { using type = DbZReadBaseHi; };
template <> struct RegisterType<kDB_RMI_L2_CACHE_CONTROL> { using type = DbRmiL2CacheControl; };
template <> struct RegisterType<kTA_BC_BASE_ADDR> { using type = TaBcBaseAddr; };
template <> struct RegisterType<kTA_BC_BASE_ADDR_HI> { using type = TaBcBaseAddrHi; };
template <> struct RegisterType<kCOHER_DEST_BASE_HI_0> { using type = CoherDestBaseHi; };
template <> struct RegisterType<kCOHER_DEST_BASE_HI_1> { using type = CoherDestBaseHi; };
template <> struct RegisterType<kCOHER_DEST_BASE_HI_2> { using type = CoherDestBaseHi; };
template <> struct RegisterType<kCOHER_DEST_BASE_HI_3> { using type = CoherDestBaseHi; };
template <> struct RegisterType<kCOHER_DEST_BASE_2> { using type = CoherDestBase2; };
template <> struct RegisterType<kCOHER_DEST_BASE_3> { using type = CoherDestBase2; };
template <> struct RegisterType<kPA_SC_WINDOW_OFFSET> { using type = PaScWindowOffset; };
template <> struct RegisterType<kPA_SC_WINDOW_SCISSOR_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_WINDOW_SCISSOR_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_CLIPRECT_RULE> { using type = PaScCliprectRule; };
template <> struct RegisterType<kPA_SC_CLIPRECT_0_TL> { using type = PaScCliprectTl; };
template <> struct RegisterType<kPA_SC_CLIPRECT_0_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_CLIPRECT_1_TL> { using type = PaScCliprectTl; };
template <> struct RegisterType<kPA_SC_CLIPRECT_1_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_CLIPRECT_2_TL> { using type = PaScCliprectTl; };
template <> struct RegisterType<kPA_SC_CLIPRECT_2_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_CLIPRECT_3_TL> { using type = PaScCliprectTl; };
template <> struct RegisterType<kPA_SC_CLIPRECT_3_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_EDGERULE> { using type = PaScEdgerule; };
template <> struct RegisterType<kPA_SU_HARDWARE_SCREEN_OFFSET> { using type = PaSuHardwareScreenOffset; };
template <> struct RegisterType<kCB_TARGET_MASK> { using type = CbTargetMask; };
template <> struct RegisterType<kCB_SHADER_MASK> { using type = CbShaderMask; };
template <> struct RegisterType<kPA_SC_GENERIC_SCISSOR_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_GENERIC_SCISSOR_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kCOHER_DEST_BASE_0> { using type = CoherDestBase2; };
template <> struct RegisterType<kCOHER_DEST_BASE_1> { using type = CoherDestBase2; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_0_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_0_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_1_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_1_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_2_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_2_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_3_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_3_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_4_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_4_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_5_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_5_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_6_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_6_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_7_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_7_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_8_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_8_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_9_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_9_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_10_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_10_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_11_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_11_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_12_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_12_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_13_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_13_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_14_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_14_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_15_TL> { using type = PaScWindowScissorTl; };
template <> struct RegisterType<kPA_SC_VPORT_SCISSOR_15_BR> { using type = PaScWindowScissorBr; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_0> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_0> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_1> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_1> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_2> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_2> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_3> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_3> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_4> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_4> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_5> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_5> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_6> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_6> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_7> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_7> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_8> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_8> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_9> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_9> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_10> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_10> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_11> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_11> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_12> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_12> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_13> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_13> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_14> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_14> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_VPORT_ZMIN_15> { using type = PaScVportZmin; };
template <> struct RegisterType<kPA_SC_VPORT_ZMAX_15> { using type = PaScVportZmax; };
template <> struct RegisterType<kPA_SC_RASTER_CONFIG> { using type = PaScRasterConfig; };
template <> struct RegisterType<kPA_SC_RASTER_CONFIG_1> { using type = PaScRasterConfig1; };
template <> struct RegisterType<kPA_SC_SCREEN_EXTENT_CONTROL> { using type = PaScScreenExtentControl; };
template <> struct RegisterType<kPA_SC_TILE_STEERING_OVERRIDE> { using type = PaScTileSteeringOverride; };
template <> struct RegisterType<kCP_PERFMON_CNTX_CNTL> { using type = CpPerfmonCntxCntl; };
template <> struct RegisterType<kCP_PIPEID> { using type = CpPipeid; };
template <> struct RegisterType<kCP_VMID> { using type = CpVmid; };
template <> struct RegisterType<kCONTEXT_RESERVED_REG0> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCONTEXT_RESERVED_REG1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kVGT_MAX_VTX_INDX> { using type = VgtMaxVtxIndx; };
template <> struct RegisterType<kVGT_MIN_VTX_INDX> { using type = VgtMinVtxIndx; };
template <> struct RegisterType<kVGT_INDX_OFFSET> { using type = VgtIndxOffset; };
template <> struct RegisterType<kVGT_MULTI_PRIM_IB_RESET_INDX> { using type = VgtMultiPrimIbResetIndx; };
template <> struct RegisterType<kCB_RMI_GL2_CACHE_CONTROL> { using type = CbRmiGl2CacheControl; };
template <> struct RegisterType<kCB_BLEND_RED> { using type = CbBlendRed; };
template <> struct RegisterType<kCB_BLEND_GREEN> { using type = CbBlendGreen; };
template <> struct RegisterType<kCB_BLEND_BLUE> { using type = CbBlendBlue; };
template <> struct RegisterType<kCB_BLEND_ALPHA> { using type = CbBlendAlpha; };
template <> struct RegisterType<kCB_DCC_CONTROL> { using type = CbDccControl; };
template <> struct RegisterType<kCB_COVERAGE_OUT_CONTROL> { using type = CbCoverageOutControl; };
template <> struct RegisterType<kDB_STENCIL_CONTROL> { using type = DbStencilControl; };
template <> struct RegisterType<kDB_STENCILREFMASK> { using type = DbStencilrefmask; };
template <> struct RegisterType<kDB_STENCILREFMASK_BF> { using type = DbStencilrefmaskBf; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_1> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_1> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_1> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_1> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_1> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_1> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_2> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_2> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_2> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_2> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_2> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_2> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_3> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_3> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_3> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_3> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_3> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_3> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_4> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_4> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_4> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_4> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_4> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_4> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_5> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_5> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_5> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_5> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_5> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_5> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_6> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_6> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_6> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_6> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_6> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_6> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_7> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_7> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_7> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_7> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_7> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_7> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_8> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_8> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_8> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_8> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_8> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_8> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_9> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_9> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_9> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_9> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_9> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_9> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_10> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_10> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_10> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_10> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_10> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_10> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_11> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_11> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_11> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_11> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_11> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_11> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_12> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_12> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_12> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_12> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_12> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_12> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_13> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_13> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_13> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_13> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_13> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_13> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_14> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_14> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_14> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_14> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_14> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_14> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_VPORT_XSCALE_15> { using type = PaClVportXscale; };
template <> struct RegisterType<kPA_CL_VPORT_XOFFSET_15> { using type = PaClVportXoffset; };
template <> struct RegisterType<kPA_CL_VPORT_YSCALE_15> { using type = PaClVportYscale; };
template <> struct RegisterType<kPA_CL_VPORT_YOFFSET_15> { using type = PaClVportYoffset; };
template <> struct RegisterType<kPA_CL_VPORT_ZSCALE_15> { using type = PaClVportZscale; };
template <> struct RegisterType<kPA_CL_VPORT_ZOFFSET_15> { using type = PaClVportZoffset; };
template <> struct RegisterType<kPA_CL_UCP_0_X> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_0_Y> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_0_Z> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_0_W> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_1_X> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_1_Y> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_1_Z> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_1_W> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_2_X> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_2_Y> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_2_Z> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_2_W> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_3_X> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_3_Y> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_3_Z> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_3_W> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_4_X> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_4_Y> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_4_Z> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_4_W> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_5_X> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_5_Y> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_5_Z> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_UCP_5_W> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_PROG_NEAR_CLIP_Z> { using type = PaClUcpX; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_0> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_1> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_2> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_3> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_4> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_5> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_6> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_7> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_8> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_9> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_10> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_11> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_12> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_13> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_14> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_15> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_16> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_17> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_18> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_19> { using type = SpiPsInputCntl; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_20> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_21> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_22> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_23> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_24> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_25> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_26> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_27> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_28> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_29> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_30> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_PS_INPUT_CNTL_31> { using type = SpiPsInputCntl20; };
template <> struct RegisterType<kSPI_VS_OUT_CONFIG> { using type = SpiVsOutConfig; };
template <> struct RegisterType<kSPI_PS_INPUT_ENA> { using type = SpiPsInputEna; };
template <> struct RegisterType<kSPI_PS_INPUT_ADDR> { using type = SpiPsInputEna; };
template <> struct RegisterType<kSPI_INTERP_CONTROL_0> { using type = SpiInterpControl0; };
template <> struct RegisterType<kSPI_PS_IN_CONTROL> { using type = SpiPsInControl; };
template <> struct RegisterType<kSPI_BARYC_CNTL> { using type = SpiBarycCntl; };
template <> struct RegisterType<kSPI_TMPRING_SIZE> { using type = ComputeTmpringSize; };
template <> struct RegisterType<kSPI_SHADER_IDX_FORMAT> { using type = SpiShaderIdxFormat; };
template <> struct RegisterType<kSPI_SHADER_POS_FORMAT> { using type = SpiShaderPosFormat; };
template <> struct RegisterType<kSPI_SHADER_Z_FORMAT> { using type = SpiShaderZFormat; };
template <> struct RegisterType<kSPI_SHADER_COL_FORMAT> { using type = SpiShaderColFormat; };
template <> struct RegisterType<kSX_PS_DOWNCONVERT_CONTROL> { using type = SxPsDownconvertControl; };
template <> struct RegisterType<kSX_PS_DOWNCONVERT> { using type = SxPsDownconvert; };
template <> struct RegisterType<kSX_BLEND_OPT_EPSILON> { using type = SxBlendOptEpsilon; };
template <> struct RegisterType<kSX_BLEND_OPT_CONTROL> { using type = SxBlendOptControl; };
template <> struct RegisterType<kSX_MRT0_BLEND_OPT> { using type = SxMrtBlendOpt; };
template <> struct RegisterType<kSX_MRT1_BLEND_OPT> { using type = SxMrtBlendOpt; };
template <> struct RegisterType<kSX_MRT2_BLEND_OPT> { using type = SxMrtBlendOpt; };
template <> struct RegisterType<kSX_MRT3_BLEND_OPT> { using type = SxMrtBlendOpt; };
template <> struct RegisterType<kSX_MRT4_BLEND_OPT> { using type = SxMrtBlendOpt; };
template <> struct RegisterType<kSX_MRT5_BLEND_OPT> { using type = SxMrtBlendOpt; };
template <> struct RegisterType<kSX_MRT6_BLEND_OPT> { using type = SxMrtBlendOpt; };
template <> struct RegisterType<kSX_MRT7_BLEND_OPT> { using type = SxMrtBlendOpt; };
template <> struct RegisterType<kCB_BLEND0_CONTROL> { using type = CbBlendControl; };
template <> struct RegisterType<kCB_BLEND1_CONTROL> { using type = CbBlendControl; };
template <> struct RegisterType<kCB_BLEND2_CONTROL> { using type = CbBlendControl; };
template <> struct RegisterType<kCB_BLEND3_CONTROL> { using type = CbBlendControl; };
template <> struct RegisterType<kCB_BLEND4_CONTROL> { using type = CbBlendControl; };
template <> struct RegisterType<kCB_BLEND5_CONTROL> { using type = CbBlendControl; };
template <> struct RegisterType<kCB_BLEND6_CONTROL> { using type = CbBlendControl; };
template <> struct RegisterType<kCB_BLEND7_CONTROL> { using type = CbBlendControl; };
template <> struct RegisterType<kCS_COPY_STATE> { using type = CsCopyState; };
template <> struct RegisterType<kGFX_COPY_STATE> { using type = CsCopyState; };
template <> struct RegisterType<kPA_CL_POINT_X_RAD> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_POINT_Y_RAD> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_POINT_SIZE> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_POINT_CULL_RAD> { using type = PaClUcpX; };
template <> struct RegisterType<kVGT_DMA_BASE_HI> { using type = VgtDmaBaseHi; };
template <> struct RegisterType<kVGT_DMA_BASE> { using type = VgtDmaBase; };
template <> struct RegisterType<kVGT_DRAW_INITIATOR> { using type = VgtDrawInitiator; };
template <> struct RegisterType<kVGT_IMMED_DATA> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kVGT_EVENT_ADDRESS_REG> { using type = VgtEventAddressReg; };
template <> struct RegisterType<kGE_MAX_OUTPUT_PER_SUBGROUP> { using type = GeMaxOutputPerSubgroup; };
template <> struct RegisterType<kDB_DEPTH_CONTROL> { using type = DbDepthControl; };
template <> struct RegisterType<kDB_EQAA> { using type = DbEqaa; };
template <> struct RegisterType<kCB_COLOR_CONTROL> { using type = CbColorControl; };
template <> struct RegisterType<kDB_SHADER_CONTROL> { using type = DbShaderControl; };
template <> struct RegisterType<kPA_CL_CLIP_CNTL> { using type = PaClClipCntl; };
template <> struct RegisterType<kPA_SU_SC_MODE_CNTL> { using type = PaSuScModeCntl; };
template <> struct RegisterType<kPA_CL_VTE_CNTL> { using type = PaClVteCntl; };
template <> struct RegisterType<kPA_CL_VS_OUT_CNTL> { using type = PaClVsOutCntl; };
template <> struct RegisterType<kPA_CL_NANINF_CNTL> { using type = PaClNaninfCntl; };
template <> struct RegisterType<kPA_SU_LINE_STIPPLE_CNTL> { using type = PaSuLineStippleCntl; };
template <> struct RegisterType<kPA_SU_LINE_STIPPLE_SCALE> { using type = PaSuLineStippleScale; };
template <> struct RegisterType<kPA_SU_PRIM_FILTER_CNTL> { using type = PaSuPrimFilterCntl; };
template <> struct RegisterType<kPA_SU_SMALL_PRIM_FILTER_CNTL> { using type = PaSuSmallPrimFilterCntl; };
template <> struct RegisterType<kPA_CL_NGG_CNTL> { using type = PaClNggCntl; };
template <> struct RegisterType<kPA_SU_OVER_RASTERIZATION_CNTL> { using type = PaSuOverRasterizationCntl; };
template <> struct RegisterType<kPA_STEREO_CNTL> { using type = PaStereoCntl; };
template <> struct RegisterType<kPA_STATE_STEREO_X> { using type = PaStateStereoX; };
template <> struct RegisterType<kPA_CL_VRS_CNTL> { using type = PaClVrsCntl; };
template <> struct RegisterType<kPA_SU_POINT_SIZE> { using type = PaSuPointSize; };
template <> struct RegisterType<kPA_SU_POINT_MINMAX> { using type = PaSuPointMinmax; };
template <> struct RegisterType<kPA_SU_LINE_CNTL> { using type = PaSuLineCntl; };
template <> struct RegisterType<kPA_SC_LINE_STIPPLE> { using type = PaScLineStipple; };
template <> struct RegisterType<kVGT_OUTPUT_PATH_CNTL> { using type = VgtOutputPathCntl; };
template <> struct RegisterType<kVGT_HOS_CNTL> { using type = VgtHosCntl; };
template <> struct RegisterType<kVGT_HOS_MAX_TESS_LEVEL> { using type = VgtHosMaxTessLevel; };
template <> struct RegisterType<kVGT_HOS_MIN_TESS_LEVEL> { using type = VgtHosMinTessLevel; };
template <> struct RegisterType<kVGT_HOS_REUSE_DEPTH> { using type = VgtHosReuseDepth; };
template <> struct RegisterType<kVGT_GROUP_PRIM_TYPE> { using type = VgtGroupPrimType; };
template <> struct RegisterType<kVGT_GROUP_FIRST_DECR> { using type = VgtGroupFirstDecr; };
template <> struct RegisterType<kVGT_GROUP_DECR> { using type = VgtGroupDecr; };
template <> struct RegisterType<kVGT_GROUP_VECT_0_CNTL> { using type = VgtGroupVectCntl; };
template <> struct RegisterType<kVGT_GROUP_VECT_1_CNTL> { using type = VgtGroupVectCntl; };
template <> struct RegisterType<kVGT_GROUP_VECT_0_FMT_CNTL> { using type = VgtGroupVectFmtCntl; };
template <> struct RegisterType<kVGT_GROUP_VECT_1_FMT_CNTL> { using type = VgtGroupVectFmtCntl; };
template <> struct RegisterType<kVGT_GS_MODE> { using type = VgtGsMode; };
template <> struct RegisterType<kVGT_GS_ONCHIP_CNTL> { using type = VgtGsOnchipCntl; };
template <> struct RegisterType<kPA_SC_MODE_CNTL_0> { using type = PaScModeCntl0; };
template <> struct RegisterType<kPA_SC_MODE_CNTL_1> { using type = PaScModeCntl1; };
template <> struct RegisterType<kVGT_ENHANCE> { using type = VgtEnhance; };
template <> struct RegisterType<kVGT_GS_PER_ES> { using type = VgtGsPerEs; };
template <> struct RegisterType<kVGT_ES_PER_GS> { using type = VgtEsPerGs; };
template <> struct RegisterType<kVGT_GS_PER_VS> { using type = VgtGsPerVs; };
template <> struct RegisterType<kVGT_GSVS_RING_OFFSET_1> { using type = VgtGsvsRingOffset1; };
template <> struct RegisterType<kVGT_GSVS_RING_OFFSET_2> { using type = VgtGsvsRingOffset1; };
template <> struct RegisterType<kVGT_GSVS_RING_OFFSET_3> { using type = VgtGsvsRingOffset1; };
template <> struct RegisterType<kVGT_GS_OUT_PRIM_TYPE> { using type = VgtGsOutPrimType; };
template <> struct RegisterType<kIA_ENHANCE> { using type = VgtEnhance; };
template <> struct RegisterType<kVGT_DMA_SIZE> { using type = VgtDmaSize; };
template <> struct RegisterType<kVGT_DMA_MAX_SIZE> { using type = VgtDmaMaxSize; };
template <> struct RegisterType<kVGT_DMA_INDEX_TYPE> { using type = VgtDmaIndexType; };
template <> struct RegisterType<kWD_ENHANCE> { using type = VgtEnhance; };
template <> struct RegisterType<kVGT_PRIMITIVEID_EN> { using type = VgtPrimitiveidEn; };
template <> struct RegisterType<kVGT_DMA_NUM_INSTANCES> { using type = VgtDmaNumInstances; };
template <> struct RegisterType<kVGT_PRIMITIVEID_RESET> { using type = VgtPrimitiveidReset; };
template <> struct RegisterType<kVGT_EVENT_INITIATOR> { using type = VgtEventInitiator; };
template <> struct RegisterType<kVGT_MULTI_PRIM_IB_RESET_EN> { using type = VgtMultiPrimIbResetEn; };
template <> struct RegisterType<kVGT_DRAW_PAYLOAD_CNTL> { using type = VgtDrawPayloadCntl; };
template <> struct RegisterType<kVGT_INSTANCE_STEP_RATE_0> { using type = VgtInstanceStepRate; };
template <> struct RegisterType<kVGT_INSTANCE_STEP_RATE_1> { using type = VgtInstanceStepRate; };
template <> struct RegisterType<kIA_MULTI_VGT_PARAM> { using type = IaMultiVgtParam; };
template <> struct RegisterType<kVGT_ESGS_RING_ITEMSIZE> { using type = VgtEsgsRingItemsize; };
template <> struct RegisterType<kVGT_GSVS_RING_ITEMSIZE> { using type = VgtEsgsRingItemsize; };
template <> struct RegisterType<kVGT_REUSE_OFF> { using type = VgtReuseOff; };
template <> struct RegisterType<kVGT_VTX_CNT_EN> { using type = VgtVtxCntEn; };
template <> struct RegisterType<kDB_HTILE_SURFACE> { using type = DbHtileSurface; };
template <> struct RegisterType<kDB_SRESULTS_COMPARE_STATE0> { using type = DbSresultsCompareState0; };
template <> struct RegisterType<kDB_SRESULTS_COMPARE_STATE1> { using type = DbSresultsCompareState1; };
template <> struct RegisterType<kDB_PRELOAD_CONTROL> { using type = DbPreloadControl; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_SIZE_0> { using type = ComputeDimX; };
template <> struct RegisterType<kVGT_STRMOUT_VTX_STRIDE_0> { using type = VgtStrmoutVtxStride; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_OFFSET_0> { using type = VgtStrmoutBufferOffset; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_SIZE_1> { using type = ComputeDimX; };
template <> struct RegisterType<kVGT_STRMOUT_VTX_STRIDE_1> { using type = VgtStrmoutVtxStride; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_OFFSET_1> { using type = VgtStrmoutBufferOffset; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_SIZE_2> { using type = ComputeDimX; };
template <> struct RegisterType<kVGT_STRMOUT_VTX_STRIDE_2> { using type = VgtStrmoutVtxStride; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_OFFSET_2> { using type = VgtStrmoutBufferOffset; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_SIZE_3> { using type = ComputeDimX; };
template <> struct RegisterType<kVGT_STRMOUT_VTX_STRIDE_3> { using type = VgtStrmoutVtxStride; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_OFFSET_3> { using type = VgtStrmoutBufferOffset; };
template <> struct RegisterType<kVGT_STRMOUT_DRAW_OPAQUE_OFFSET> { using type = VgtStrmoutBufferOffset; };
template <> struct RegisterType<kVGT_STRMOUT_DRAW_OPAQUE_BUFFER_FILLED_SIZE> { using type = ComputeDimX; };
template <> struct RegisterType<kVGT_STRMOUT_DRAW_OPAQUE_VERTEX_STRIDE> { using type = VgtStrmoutDrawOpaqueVertexStride; };
template <> struct RegisterType<kVGT_GS_MAX_VERT_OUT> { using type = VgtGsMaxVertOut; };
template <> struct RegisterType<kGE_NGG_SUBGRP_CNTL> { using type = GeNggSubgrpCntl; };
template <> struct RegisterType<kVGT_TESS_DISTRIBUTION> { using type = VgtTessDistribution; };
template <> struct RegisterType<kVGT_SHADER_STAGES_EN> { using type = VgtShaderStagesEn; };
template <> struct RegisterType<kVGT_LS_HS_CONFIG> { using type = VgtLsHsConfig; };
template <> struct RegisterType<kVGT_GS_VERT_ITEMSIZE> { using type = VgtEsgsRingItemsize; };
template <> struct RegisterType<kVGT_GS_VERT_ITEMSIZE_1> { using type = VgtEsgsRingItemsize; };
template <> struct RegisterType<kVGT_GS_VERT_ITEMSIZE_2> { using type = VgtEsgsRingItemsize; };
template <> struct RegisterType<kVGT_GS_VERT_ITEMSIZE_3> { using type = VgtEsgsRingItemsize; };
template <> struct RegisterType<kVGT_TF_PARAM> { using type = VgtTfParam; };
template <> struct RegisterType<kDB_ALPHA_TO_MASK> { using type = DbAlphaToMask; };
template <> struct RegisterType<kVGT_DISPATCH_DRAW_INDEX> { using type = VgtDispatchDrawIndex; };
template <> struct RegisterType<kPA_SU_POLY_OFFSET_DB_FMT_CNTL> { using type = PaSuPolyOffsetDbFmtCntl; };
template <> struct RegisterType<kPA_SU_POLY_OFFSET_CLAMP> { using type = PaSuPolyOffsetClamp; };
template <> struct RegisterType<kPA_SU_POLY_OFFSET_FRONT_SCALE> { using type = PaSuPolyOffsetFrontScale; };
template <> struct RegisterType<kPA_SU_POLY_OFFSET_FRONT_OFFSET> { using type = VgtStrmoutBufferOffset; };
template <> struct RegisterType<kPA_SU_POLY_OFFSET_BACK_SCALE> { using type = PaSuPolyOffsetFrontScale; };
template <> struct RegisterType<kPA_SU_POLY_OFFSET_BACK_OFFSET> { using type = VgtStrmoutBufferOffset; };
template <> struct RegisterType<kVGT_GS_INSTANCE_CNT> { using type = VgtGsInstanceCnt; };
template <> struct RegisterType<kVGT_STRMOUT_CONFIG> { using type = VgtStrmoutConfig; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_CONFIG> { using type = VgtStrmoutBufferConfig; };
template <> struct RegisterType<kVGT_DMA_EVENT_INITIATOR> { using type = VgtEventInitiator; };
template <> struct RegisterType<kPA_SC_CENTROID_PRIORITY_0> { using type = PaScCentroidPriority0; };
template <> struct RegisterType<kPA_SC_CENTROID_PRIORITY_1> { using type = PaScCentroidPriority1; };
template <> struct RegisterType<kPA_SC_LINE_CNTL> { using type = PaScLineCntl; };
template <> struct RegisterType<kPA_SC_AA_CONFIG> { using type = PaScAaConfig; };
template <> struct RegisterType<kPA_SU_VTX_CNTL> { using type = PaSuVtxCntl; };
template <> struct RegisterType<kPA_CL_GB_VERT_CLIP_ADJ> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_GB_VERT_DISC_ADJ> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_GB_HORZ_CLIP_ADJ> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_CL_GB_HORZ_DISC_ADJ> { using type = PaClUcpX; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0> { using type = PaScAaSampleLocsPixelX0y0_0; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_1> { using type = PaScAaSampleLocsPixelX0y0_1; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_2> { using type = PaScAaSampleLocsPixelX0y0_2; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_3> { using type = PaScAaSampleLocsPixelX0y0_3; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_0> { using type = PaScAaSampleLocsPixelX0y0_0; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_1> { using type = PaScAaSampleLocsPixelX0y0_1; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_2> { using type = PaScAaSampleLocsPixelX0y0_2; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y0_3> { using type = PaScAaSampleLocsPixelX0y0_3; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_0> { using type = PaScAaSampleLocsPixelX0y0_0; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_1> { using type = PaScAaSampleLocsPixelX0y0_1; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_2> { using type = PaScAaSampleLocsPixelX0y0_2; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y1_3> { using type = PaScAaSampleLocsPixelX0y0_3; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_0> { using type = PaScAaSampleLocsPixelX0y0_0; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_1> { using type = PaScAaSampleLocsPixelX0y0_1; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_2> { using type = PaScAaSampleLocsPixelX0y0_2; };
template <> struct RegisterType<kPA_SC_AA_SAMPLE_LOCS_PIXEL_X1Y1_3> { using type = PaScAaSampleLocsPixelX0y0_3; };
template <> struct RegisterType<kPA_SC_AA_MASK_X0Y0_X1Y0> { using type = PaScAaMaskX0y0X1y0; };
template <> struct RegisterType<kPA_SC_AA_MASK_X0Y1_X1Y1> { using type = PaScAaMaskX0y1X1y1; };
template <> struct RegisterType<kPA_SC_SHADER_CONTROL> { using type = PaScShaderControl; };
template <> struct RegisterType<kPA_SC_BINNER_CNTL_0> { using type = PaScBinnerCntl0; };
template <> struct RegisterType<kPA_SC_BINNER_CNTL_1> { using type = PaScBinnerCntl1; };
template <> struct RegisterType<kPA_SC_CONSERVATIVE_RASTERIZATION_CNTL> { using type = PaScConservativeRasterizationCntl; };
template <> struct RegisterType<kPA_SC_NGG_MODE_CNTL> { using type = PaScNggModeCntl; };
template <> struct RegisterType<kVGT_VERTEX_REUSE_BLOCK_CNTL> { using type = VgtVertexReuseBlockCntl; };
template <> struct RegisterType<kVGT_OUT_DEALLOC_CNTL> { using type = VgtOutDeallocCntl; };
template <> struct RegisterType<kCB_COLOR0_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR0_PITCH> { using type = CbColorPitch; };
template <> struct RegisterType<kCB_COLOR0_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR0_VIEW> { using type = CbColorView; };
template <> struct RegisterType<kCB_COLOR0_INFO> { using type = CbColorInfo; };
template <> struct RegisterType<kCB_COLOR0_ATTRIB> { using type = CbColorAttrib; };
template <> struct RegisterType<kCB_COLOR0_DCC_CONTROL> { using type = CbColorDccControl; };
template <> struct RegisterType<kCB_COLOR0_CMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR0_CMASK_SLICE> { using type = CbColorCmaskSlice; };
template <> struct RegisterType<kCB_COLOR0_FMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR0_FMASK_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR0_CLEAR_WORD0> { using type = CbColorClearWord0; };
template <> struct RegisterType<kCB_COLOR0_CLEAR_WORD1> { using type = CbColorClearWord1; };
template <> struct RegisterType<kCB_COLOR0_DCC_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR1_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR1_PITCH> { using type = CbColorPitch; };
template <> struct RegisterType<kCB_COLOR1_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR1_VIEW> { using type = CbColorView; };
template <> struct RegisterType<kCB_COLOR1_INFO> { using type = CbColorInfo; };
template <> struct RegisterType<kCB_COLOR1_ATTRIB> { using type = CbColorAttrib; };
template <> struct RegisterType<kCB_COLOR1_DCC_CONTROL> { using type = CbColorDccControl; };
template <> struct RegisterType<kCB_COLOR1_CMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR1_CMASK_SLICE> { using type = CbColorCmaskSlice; };
template <> struct RegisterType<kCB_COLOR1_FMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR1_FMASK_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR1_CLEAR_WORD0> { using type = CbColorClearWord0; };
template <> struct RegisterType<kCB_COLOR1_CLEAR_WORD1> { using type = CbColorClearWord1; };
template <> struct RegisterType<kCB_COLOR1_DCC_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR2_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR2_PITCH> { using type = CbColorPitch; };
template <> struct RegisterType<kCB_COLOR2_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR2_VIEW> { using type = CbColorView; };
template <> struct RegisterType<kCB_COLOR2_INFO> { using type = CbColorInfo; };
template <> struct RegisterType<kCB_COLOR2_ATTRIB> { using type = CbColorAttrib; };
template <> struct RegisterType<kCB_COLOR2_DCC_CONTROL> { using type = CbColorDccControl; };
template <> struct RegisterType<kCB_COLOR2_CMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR2_CMASK_SLICE> { using type = CbColorCmaskSlice; };
template <> struct RegisterType<kCB_COLOR2_FMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR2_FMASK_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR2_CLEAR_WORD0> { using type = CbColorClearWord0; };
template <> struct RegisterType<kCB_COLOR2_CLEAR_WORD1> { using type = CbColorClearWord1; };
template <> struct RegisterType<kCB_COLOR2_DCC_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR3_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR3_PITCH> { using type = CbColorPitch; };
template <> struct RegisterType<kCB_COLOR3_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR3_VIEW> { using type = CbColorView; };
template <> struct RegisterType<kCB_COLOR3_INFO> { using type = CbColorInfo; };
template <> struct RegisterType<kCB_COLOR3_ATTRIB> { using type = CbColorAttrib; };
template <> struct RegisterType<kCB_COLOR3_DCC_CONTROL> { using type = CbColorDccControl; };
template <> struct RegisterType<kCB_COLOR3_CMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR3_CMASK_SLICE> { using type = CbColorCmaskSlice; };
template <> struct RegisterType<kCB_COLOR3_FMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR3_FMASK_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR3_CLEAR_WORD0> { using type = CbColorClearWord0; };
template <> struct RegisterType<kCB_COLOR3_CLEAR_WORD1> { using type = CbColorClearWord1; };
template <> struct RegisterType<kCB_COLOR3_DCC_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR4_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR4_PITCH> { using type = CbColorPitch; };
template <> struct RegisterType<kCB_COLOR4_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR4_VIEW> { using type = CbColorView; };
template <> struct RegisterType<kCB_COLOR4_INFO> { using type = CbColorInfo; };
template <> struct RegisterType<kCB_COLOR4_ATTRIB> { using type = CbColorAttrib; };
template <> struct RegisterType<kCB_COLOR4_DCC_CONTROL> { using type = CbColorDccControl; };
template <> struct RegisterType<kCB_COLOR4_CMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR4_CMASK_SLICE> { using type = CbColorCmaskSlice; };
template <> struct RegisterType<kCB_COLOR4_FMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR4_FMASK_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR4_CLEAR_WORD0> { using type = CbColorClearWord0; };
template <> struct RegisterType<kCB_COLOR4_CLEAR_WORD1> { using type = CbColorClearWord1; };
template <> struct RegisterType<kCB_COLOR4_DCC_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR5_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR5_PITCH> { using type = CbColorPitch; };
template <> struct RegisterType<kCB_COLOR5_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR5_VIEW> { using type = CbColorView; };
template <> struct RegisterType<kCB_COLOR5_INFO> { using type = CbColorInfo; };
template <> struct RegisterType<kCB_COLOR5_ATTRIB> { using type = CbColorAttrib; };
template <> struct RegisterType<kCB_COLOR5_DCC_CONTROL> { using type = CbColorDccControl; };
template <> struct RegisterType<kCB_COLOR5_CMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR5_CMASK_SLICE> { using type = CbColorCmaskSlice; };
template <> struct RegisterType<kCB_COLOR5_FMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR5_FMASK_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR5_CLEAR_WORD0> { using type = CbColorClearWord0; };
template <> struct RegisterType<kCB_COLOR5_CLEAR_WORD1> { using type = CbColorClearWord1; };
template <> struct RegisterType<kCB_COLOR5_DCC_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR6_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR6_PITCH> { using type = CbColorPitch; };
template <> struct RegisterType<kCB_COLOR6_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR6_VIEW> { using type = CbColorView; };
template <> struct RegisterType<kCB_COLOR6_INFO> { using type = CbColorInfo; };
template <> struct RegisterType<kCB_COLOR6_ATTRIB> { using type = CbColorAttrib; };
template <> struct RegisterType<kCB_COLOR6_DCC_CONTROL> { using type = CbColorDccControl; };
template <> struct RegisterType<kCB_COLOR6_CMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR6_CMASK_SLICE> { using type = CbColorCmaskSlice; };
template <> struct RegisterType<kCB_COLOR6_FMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR6_FMASK_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR6_CLEAR_WORD0> { using type = CbColorClearWord0; };
template <> struct RegisterType<kCB_COLOR6_CLEAR_WORD1> { using type = CbColorClearWord1; };
template <> struct RegisterType<kCB_COLOR6_DCC_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR7_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR7_PITCH> { using type = CbColorPitch; };
template <> struct RegisterType<kCB_COLOR7_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR7_VIEW> { using type = CbColorView; };
template <> struct RegisterType<kCB_COLOR7_INFO> { using type = CbColorInfo; };
template <> struct RegisterType<kCB_COLOR7_ATTRIB> { using type = CbColorAttrib; };
template <> struct RegisterType<kCB_COLOR7_DCC_CONTROL> { using type = CbColorDccControl; };
template <> struct RegisterType<kCB_COLOR7_CMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR7_CMASK_SLICE> { using type = CbColorCmaskSlice; };
template <> struct RegisterType<kCB_COLOR7_FMASK> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR7_FMASK_SLICE> { using type = CbColorSlice; };
template <> struct RegisterType<kCB_COLOR7_CLEAR_WORD0> { using type = CbColorClearWord0; };
template <> struct RegisterType<kCB_COLOR7_CLEAR_WORD1> { using type = CbColorClearWord1; };
template <> struct RegisterType<kCB_COLOR7_DCC_BASE> { using type = DbHtileDataBase; };
template <> struct RegisterType<kCB_COLOR0_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR1_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR2_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR3_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR4_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR5_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR6_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR7_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR0_CMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR1_CMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR2_CMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR3_CMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR4_CMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR5_CMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR6_CMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR7_CMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR0_FMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR1_FMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR2_FMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR3_FMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR4_FMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR5_FMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR6_FMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR7_FMASK_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR0_DCC_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR1_DCC_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR2_DCC_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR3_DCC_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR4_DCC_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR5_DCC_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR6_DCC_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR7_DCC_BASE_EXT> { using type = CbColorBaseExt; };
template <> struct RegisterType<kCB_COLOR0_ATTRIB2> { using type = CbColorAttrib2; };
template <> struct RegisterType<kCB_COLOR1_ATTRIB2> { using type = CbColorAttrib2; };
template <> struct RegisterType<kCB_COLOR2_ATTRIB2> { using type = CbColorAttrib2; };
template <> struct RegisterType<kCB_COLOR3_ATTRIB2> { using type = CbColorAttrib2; };
template <> struct RegisterType<kCB_COLOR4_ATTRIB2> { using type = CbColorAttrib2; };
template <> struct RegisterType<kCB_COLOR5_ATTRIB2> { using type = CbColorAttrib2; };
template <> struct RegisterType<kCB_COLOR6_ATTRIB2> { using type = CbColorAttrib2; };
template <> struct RegisterType<kCB_COLOR7_ATTRIB2> { using type = CbColorAttrib2; };
template <> struct RegisterType<kCB_COLOR0_ATTRIB3> { using type = CbColorAttrib3; };
template <> struct RegisterType<kCB_COLOR1_ATTRIB3> { using type = CbColorAttrib3; };
template <> struct RegisterType<kCB_COLOR2_ATTRIB3> { using type = CbColorAttrib3; };
template <> struct RegisterType<kCB_COLOR3_ATTRIB3> { using type = CbColorAttrib3; };
template <> struct RegisterType<kCB_COLOR4_ATTRIB3> { using type = CbColorAttrib3; };
template <> struct RegisterType<kCB_COLOR5_ATTRIB3> { using type = CbColorAttrib3; };
template <> struct RegisterType<kCB_COLOR6_ATTRIB3> { using type = CbColorAttrib3; };
template <> struct RegisterType<kCB_COLOR7_ATTRIB3> { using type = CbColorAttrib3; };
template <> struct RegisterType<kCP_EOP_DONE_ADDR_LO> { using type = CpEopDoneAddrLo; };
template <> struct RegisterType<kCP_EOP_DONE_ADDR_HI> { using type = CpEopDoneAddrHi; };
template <> struct RegisterType<kCP_EOP_DONE_DATA_LO> { using type = CpEopDoneDataLo; };
template <> struct RegisterType<kCP_EOP_DONE_DATA_HI> { using type = CpEopDoneDataHi; };
template <> struct RegisterType<kCP_EOP_LAST_FENCE_LO> { using type = CpEopLastFenceLo; };
template <> struct RegisterType<kCP_EOP_LAST_FENCE_HI> { using type = CpEopLastFenceHi; };
template <> struct RegisterType<kCP_STREAM_OUT_ADDR_LO> { using type = CpStreamOutAddrLo; };
template <> struct RegisterType<kCP_STREAM_OUT_ADDR_HI> { using type = CpStreamOutAddrHi; };
template <> struct RegisterType<kCP_NUM_PRIM_WRITTEN_COUNT0_LO> { using type = CpNumPrimWrittenCount0Lo; };
template <> struct RegisterType<kCP_NUM_PRIM_WRITTEN_COUNT0_HI> { using type = CpNumPrimWrittenCount0Hi; };
template <> struct RegisterType<kCP_NUM_PRIM_NEEDED_COUNT0_LO> { using type = CpNumPrimNeededCount0Lo; };
template <> struct RegisterType<kCP_NUM_PRIM_NEEDED_COUNT0_HI> { using type = CpNumPrimNeededCount0Hi; };
template <> struct RegisterType<kCP_NUM_PRIM_WRITTEN_COUNT1_LO> { using type = CpNumPrimWrittenCount1Lo; };
template <> struct RegisterType<kCP_NUM_PRIM_WRITTEN_COUNT1_HI> { using type = CpNumPrimWrittenCount1Hi; };
template <> struct RegisterType<kCP_NUM_PRIM_NEEDED_COUNT1_LO> { using type = CpNumPrimNeededCount1Lo; };
template <> struct RegisterType<kCP_NUM_PRIM_NEEDED_COUNT1_HI> { using type = CpNumPrimNeededCount1Hi; };
template <> struct RegisterType<kCP_NUM_PRIM_WRITTEN_COUNT2_LO> { using type = CpNumPrimWrittenCount2Lo; };
template <> struct RegisterType<kCP_NUM_PRIM_WRITTEN_COUNT2_HI> { using type = CpNumPrimWrittenCount2Hi; };
template <> struct RegisterType<kCP_NUM_PRIM_NEEDED_COUNT2_LO> { using type = CpNumPrimNeededCount2Lo; };
template <> struct RegisterType<kCP_NUM_PRIM_NEEDED_COUNT2_HI> { using type = CpNumPrimNeededCount2Hi; };
template <> struct RegisterType<kCP_NUM_PRIM_WRITTEN_COUNT3_LO> { using type = CpNumPrimWrittenCount3Lo; };
template <> struct RegisterType<kCP_NUM_PRIM_WRITTEN_COUNT3_HI> { using type = CpNumPrimWrittenCount3Hi; };
template <> struct RegisterType<kCP_NUM_PRIM_NEEDED_COUNT3_LO> { using type = CpNumPrimNeededCount3Lo; };
template <> struct RegisterType<kCP_NUM_PRIM_NEEDED_COUNT3_HI> { using type = CpNumPrimNeededCount3Hi; };
template <> struct RegisterType<kCP_PIPE_STATS_ADDR_LO> { using type = CpPipeStatsAddrLo; };
template <> struct RegisterType<kCP_PIPE_STATS_ADDR_HI> { using type = CpPipeStatsAddrHi; };
template <> struct RegisterType<kCP_VGT_IAVERT_COUNT_LO> { using type = CpVgtIavertCountLo; };
template <> struct RegisterType<kCP_VGT_IAVERT_COUNT_HI> { using type = CpVgtIavertCountHi; };
template <> struct RegisterType<kCP_VGT_IAPRIM_COUNT_LO> { using type = CpVgtIaprimCountLo; };
template <> struct RegisterType<kCP_VGT_IAPRIM_COUNT_HI> { using type = CpVgtIaprimCountHi; };
template <> struct RegisterType<kCP_VGT_GSPRIM_COUNT_LO> { using type = CpVgtGsprimCountLo; };
template <> struct RegisterType<kCP_VGT_GSPRIM_COUNT_HI> { using type = CpVgtGsprimCountHi; };
template <> struct RegisterType<kCP_VGT_VSINVOC_COUNT_LO> { using type = CpVgtVsinvocCountLo; };
template <> struct RegisterType<kCP_VGT_VSINVOC_COUNT_HI> { using type = CpVgtVsinvocCountHi; };
template <> struct RegisterType<kCP_VGT_GSINVOC_COUNT_LO> { using type = CpVgtGsinvocCountLo; };
template <> struct RegisterType<kCP_VGT_GSINVOC_COUNT_HI> { using type = CpVgtGsinvocCountHi; };
template <> struct RegisterType<kCP_VGT_HSINVOC_COUNT_LO> { using type = CpVgtHsinvocCountLo; };
template <> struct RegisterType<kCP_VGT_HSINVOC_COUNT_HI> { using type = CpVgtHsinvocCountHi; };
template <> struct RegisterType<kCP_VGT_DSINVOC_COUNT_LO> { using type = CpVgtDsinvocCountLo; };
template <> struct RegisterType<kCP_VGT_DSINVOC_COUNT_HI> { using type = CpVgtDsinvocCountHi; };
template <> struct RegisterType<kCP_PA_CINVOC_COUNT_LO> { using type = CpPaCinvocCountLo; };
template <> struct RegisterType<kCP_PA_CINVOC_COUNT_HI> { using type = CpPaCinvocCountHi; };
template <> struct RegisterType<kCP_PA_CPRIM_COUNT_LO> { using type = CpPaCprimCountLo; };
template <> struct RegisterType<kCP_PA_CPRIM_COUNT_HI> { using type = CpPaCprimCountHi; };
template <> struct RegisterType<kCP_SC_PSINVOC_COUNT0_LO> { using type = CpScPsinvocCount0Lo; };
template <> struct RegisterType<kCP_SC_PSINVOC_COUNT0_HI> { using type = CpScPsinvocCount0Hi; };
template <> struct RegisterType<kCP_SC_PSINVOC_COUNT1_LO> { using type = CpScPsinvocCount1Lo; };
template <> struct RegisterType<kCP_SC_PSINVOC_COUNT1_HI> { using type = CpScPsinvocCount1Lo; };
template <> struct RegisterType<kCP_VGT_CSINVOC_COUNT_LO> { using type = CpVgtCsinvocCountLo; };
template <> struct RegisterType<kCP_VGT_CSINVOC_COUNT_HI> { using type = CpVgtCsinvocCountHi; };
template <> struct RegisterType<kCP_PIPE_STATS_CONTROL> { using type = CpPipeStatsControl; };
template <> struct RegisterType<kCP_STREAM_OUT_CONTROL> { using type = CpPipeStatsControl; };
template <> struct RegisterType<kCP_STRMOUT_CNTL> { using type = CpStrmoutCntl; };
template <> struct RegisterType<kSCRATCH_REG0> { using type = ScratchReg0; };
template <> struct RegisterType<kSCRATCH_REG1> { using type = ScratchReg1; };
template <> struct RegisterType<kSCRATCH_REG2> { using type = ScratchReg2; };
template <> struct RegisterType<kSCRATCH_REG3> { using type = ScratchReg3; };
template <> struct RegisterType<kSCRATCH_REG4> { using type = ScratchReg4; };
template <> struct RegisterType<kSCRATCH_REG5> { using type = ScratchReg5; };
template <> struct RegisterType<kSCRATCH_REG6> { using type = ScratchReg6; };
template <> struct RegisterType<kSCRATCH_REG7> { using type = ScratchReg7; };
template <> struct RegisterType<kSCRATCH_REG_ATOMIC> { using type = ScratchRegAtomic; };
template <> struct RegisterType<kCP_APPEND_DDID_CNT> { using type = ComputePgmHi; };
template <> struct RegisterType<kCP_APPEND_DATA_HI> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCP_APPEND_LAST_CS_FENCE_HI> { using type = CpAppendLastCsFenceHi; };
template <> struct RegisterType<kCP_APPEND_LAST_PS_FENCE_HI> { using type = CpAppendLastCsFenceHi; };
template <> struct RegisterType<kSCRATCH_UMSK> { using type = ScratchUmsk; };
template <> struct RegisterType<kSCRATCH_ADDR> { using type = ScratchAddr; };
template <> struct RegisterType<kCP_PFP_ATOMIC_PREOP_LO> { using type = CpPfpAtomicPreopLo; };
template <> struct RegisterType<kCP_PFP_ATOMIC_PREOP_HI> { using type = CpPfpAtomicPreopHi; };
template <> struct RegisterType<kCP_PFP_GDS_ATOMIC0_PREOP_LO> { using type = CpPfpGdsAtomic0PreopLo; };
template <> struct RegisterType<kCP_PFP_GDS_ATOMIC0_PREOP_HI> { using type = CpPfpGdsAtomic0PreopHi; };
template <> struct RegisterType<kCP_PFP_GDS_ATOMIC1_PREOP_LO> { using type = CpPfpGdsAtomic1PreopLo; };
template <> struct RegisterType<kCP_PFP_GDS_ATOMIC1_PREOP_HI> { using type = CpPfpGdsAtomic1PreopHi; };
template <> struct RegisterType<kCP_APPEND_ADDR_LO> { using type = CpAppendAddrLo; };
template <> struct RegisterType<kCP_APPEND_ADDR_HI> { using type = CpAppendAddrHi; };
template <> struct RegisterType<kCP_APPEND_DATA> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCP_APPEND_LAST_CS_FENCE> { using type = CpAppendLastCsFenceHi; };
template <> struct RegisterType<kCP_APPEND_LAST_PS_FENCE> { using type = CpAppendLastCsFenceHi; };
template <> struct RegisterType<kCP_ATOMIC_PREOP_LO> { using type = CpPfpAtomicPreopLo; };
template <> struct RegisterType<kCP_ATOMIC_PREOP_HI> { using type = CpPfpAtomicPreopHi; };
template <> struct RegisterType<kCP_GDS_ATOMIC0_PREOP_LO> { using type = CpPfpGdsAtomic0PreopLo; };
template <> struct RegisterType<kCP_GDS_ATOMIC0_PREOP_HI> { using type = CpPfpGdsAtomic0PreopHi; };
template <> struct RegisterType<kCP_GDS_ATOMIC1_PREOP_LO> { using type = CpPfpGdsAtomic1PreopLo; };
template <> struct RegisterType<kCP_GDS_ATOMIC1_PREOP_HI> { using type = CpPfpGdsAtomic1PreopHi; };
template <> struct RegisterType<kCP_ME_MC_WADDR_LO> { using type = CpMeMcWaddrLo; };
template <> struct RegisterType<kCP_ME_MC_WADDR_HI> { using type = CpMeMcWaddrHi; };
template <> struct RegisterType<kCP_ME_MC_WDATA_LO> { using type = CpMeMcWdataLo; };
template <> struct RegisterType<kCP_ME_MC_WDATA_HI> { using type = CpMeMcWdataHi; };
template <> struct RegisterType<kCP_ME_MC_RADDR_LO> { using type = CpMeMcRaddrLo; };
template <> struct RegisterType<kCP_ME_MC_RADDR_HI> { using type = CpMeMcRaddrHi; };
template <> struct RegisterType<kCP_SEM_WAIT_TIMER> { using type = CpSemWaitTimer; };
template <> struct RegisterType<kCP_SIG_SEM_ADDR_LO> { using type = CpSigSemAddrLo; };
template <> struct RegisterType<kCP_SIG_SEM_ADDR_HI> { using type = CpSigSemAddrHi; };
template <> struct RegisterType<kCP_WAIT_REG_MEM_TIMEOUT> { using type = CpWaitRegMemTimeout; };
template <> struct RegisterType<kCP_WAIT_SEM_ADDR_LO> { using type = CpSigSemAddrLo; };
template <> struct RegisterType<kCP_WAIT_SEM_ADDR_HI> { using type = CpSigSemAddrHi; };
template <> struct RegisterType<kCP_DMA_PFP_CONTROL> { using type = CpDmaPfpControl; };
template <> struct RegisterType<kCP_DMA_ME_CONTROL> { using type = CpDmaPfpControl; };
template <> struct RegisterType<kCP_COHER_BASE_HI> { using type = CpCoherBaseHi; };
template <> struct RegisterType<kCP_COHER_START_DELAY> { using type = CpCoherStartDelay; };
template <> struct RegisterType<kCP_COHER_CNTL> { using type = CpCoherCntl; };
template <> struct RegisterType<kCP_COHER_SIZE> { using type = CpCoherSize; };
template <> struct RegisterType<kCP_COHER_BASE> { using type = CpCoherBase; };
template <> struct RegisterType<kCP_COHER_STATUS> { using type = CpCoherStatus; };
template <> struct RegisterType<kCP_DMA_ME_SRC_ADDR> { using type = CpDmaMeSrcAddr; };
template <> struct RegisterType<kCP_DMA_ME_SRC_ADDR_HI> { using type = CpDmaMeSrcAddrHi; };
template <> struct RegisterType<kCP_DMA_ME_DST_ADDR> { using type = CpDmaMeDstAddr; };
template <> struct RegisterType<kCP_DMA_ME_DST_ADDR_HI> { using type = CpDmaMeDstAddrHi; };
template <> struct RegisterType<kCP_DMA_ME_COMMAND> { using type = CpDmaMeCommand; };
template <> struct RegisterType<kCP_DMA_PFP_SRC_ADDR> { using type = CpDmaMeSrcAddr; };
template <> struct RegisterType<kCP_DMA_PFP_SRC_ADDR_HI> { using type = CpDmaMeSrcAddrHi; };
template <> struct RegisterType<kCP_DMA_PFP_DST_ADDR> { using type = CpDmaMeDstAddr; };
template <> struct RegisterType<kCP_DMA_PFP_DST_ADDR_HI> { using type = CpDmaMeDstAddrHi; };
template <> struct RegisterType<kCP_DMA_PFP_COMMAND> { using type = CpDmaMeCommand; };
template <> struct RegisterType<kCP_DMA_CNTL> { using type = CpDmaCntl; };
template <> struct RegisterType<kCP_DMA_READ_TAGS> { using type = CpDmaReadTags; };
template <> struct RegisterType<kCP_COHER_SIZE_HI> { using type = CpCoherSizeHi; };
template <> struct RegisterType<kCP_PFP_IB_CONTROL> { using type = CpPfpIbControl; };
template <> struct RegisterType<kCP_PFP_LOAD_CONTROL> { using type = CpPfpLoadControl; };
template <> struct RegisterType<kCP_SCRATCH_INDEX> { using type = CpCpcScratchIndex; };
template <> struct RegisterType<kCP_SCRATCH_DATA> { using type = CpCpcScratchData; };
template <> struct RegisterType<kCP_RB_OFFSET> { using type = CpRbOffset; };
template <> struct RegisterType<kCP_IB2_OFFSET> { using type = CpIb2Offset; };
template <> struct RegisterType<kCP_IB2_PREAMBLE_BEGIN> { using type = CpIb2PreambleBegin; };
template <> struct RegisterType<kCP_IB2_PREAMBLE_END> { using type = CpIb2PreambleEnd; };
template <> struct RegisterType<kCP_CE_IB1_OFFSET> { using type = CpCeIb1Offset; };
template <> struct RegisterType<kCP_CE_IB2_OFFSET> { using type = CpIb2Offset; };
template <> struct RegisterType<kCP_CE_COUNTER> { using type = CpCeCounter; };
template <> struct RegisterType<kCP_DMA_ME_CMD_ADDR_LO> { using type = CpDmaMeCmdAddrLo; };
template <> struct RegisterType<kCP_DMA_ME_CMD_ADDR_HI> { using type = CpDmaMeCmdAddrHi; };
template <> struct RegisterType<kCP_DMA_PFP_CMD_ADDR_LO> { using type = CpDmaMeCmdAddrLo; };
template <> struct RegisterType<kCP_DMA_PFP_CMD_ADDR_HI> { using type = CpDmaMeCmdAddrHi; };
template <> struct RegisterType<kCP_APPEND_CMD_ADDR_LO> { using type = CpDmaMeCmdAddrLo; };
template <> struct RegisterType<kCP_APPEND_CMD_ADDR_HI> { using type = CpDmaMeCmdAddrHi; };
template <> struct RegisterType<kUCONFIG_RESERVED_REG0> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kUCONFIG_RESERVED_REG1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCP_CE_ATOMIC_PREOP_LO> { using type = CpPfpAtomicPreopLo; };
template <> struct RegisterType<kCP_CE_ATOMIC_PREOP_HI> { using type = CpPfpAtomicPreopHi; };
template <> struct RegisterType<kCP_CE_GDS_ATOMIC0_PREOP_LO> { using type = CpPfpGdsAtomic0PreopLo; };
template <> struct RegisterType<kCP_CE_GDS_ATOMIC0_PREOP_HI> { using type = CpPfpGdsAtomic0PreopHi; };
template <> struct RegisterType<kCP_CE_GDS_ATOMIC1_PREOP_LO> { using type = CpPfpGdsAtomic1PreopLo; };
template <> struct RegisterType<kCP_CE_GDS_ATOMIC1_PREOP_HI> { using type = CpPfpGdsAtomic1PreopHi; };
template <> struct RegisterType<kCP_CE_INIT_CMD_BUFSZ> { using type = CpCeInitCmdBufsz; };
template <> struct RegisterType<kCP_CE_IB1_CMD_BUFSZ> { using type = CpCeIb1CmdBufsz; };
template <> struct RegisterType<kCP_CE_IB2_CMD_BUFSZ> { using type = CpCeIb2CmdBufsz; };
template <> struct RegisterType<kCP_IB2_CMD_BUFSZ> { using type = CpCeIb2CmdBufsz; };
template <> struct RegisterType<kCP_ST_CMD_BUFSZ> { using type = CpStCmdBufsz; };
template <> struct RegisterType<kCP_CE_INIT_BASE_LO> { using type = CpCeInitBaseLo; };
template <> struct RegisterType<kCP_CE_INIT_BASE_HI> { using type = CpCeInitBaseHi; };
template <> struct RegisterType<kCP_CE_INIT_BUFSZ> { using type = CpCeInitBufsz; };
template <> struct RegisterType<kCP_CE_IB1_BASE_LO> { using type = CpCeIb1BaseLo; };
template <> struct RegisterType<kCP_CE_IB1_BASE_HI> { using type = CpCeIb1BaseHi; };
template <> struct RegisterType<kCP_CE_IB1_BUFSZ> { using type = CpCeIb1Bufsz; };
template <> struct RegisterType<kCP_CE_IB2_BASE_LO> { using type = CpCeIb2BaseLo; };
template <> struct RegisterType<kCP_CE_IB2_BASE_HI> { using type = CpCeIb2BaseHi; };
template <> struct RegisterType<kCP_CE_IB2_BUFSZ> { using type = CpCeIb2Bufsz; };
template <> struct RegisterType<kCP_IB2_BASE_LO> { using type = CpCeIb2BaseLo; };
template <> struct RegisterType<kCP_IB2_BASE_HI> { using type = CpCeIb2BaseHi; };
template <> struct RegisterType<kCP_IB2_BUFSZ> { using type = CpCeIb2Bufsz; };
template <> struct RegisterType<kCP_ST_BASE_LO> { using type = CpStBaseLo; };
template <> struct RegisterType<kCP_ST_BASE_HI> { using type = CpStBaseHi; };
template <> struct RegisterType<kCP_ST_BUFSZ> { using type = CpStBufsz; };
template <> struct RegisterType<kCP_EOP_DONE_EVENT_CNTL> { using type = CpEopDoneEventCntl; };
template <> struct RegisterType<kCP_EOP_DONE_DATA_CNTL> { using type = CpEopDoneDataCntl; };
template <> struct RegisterType<kCP_EOP_DONE_CNTX_ID> { using type = CpEopDoneCntxId; };
template <> struct RegisterType<kCP_DB_BASE_LO> { using type = CpDbBaseLo; };
template <> struct RegisterType<kCP_DB_BASE_HI> { using type = CpDbBaseHi; };
template <> struct RegisterType<kCP_DB_BUFSZ> { using type = CpDbBufsz; };
template <> struct RegisterType<kCP_DB_CMD_BUFSZ> { using type = CpDbCmdBufsz; };
template <> struct RegisterType<kCP_CE_DB_BASE_LO> { using type = CpDbBaseLo; };
template <> struct RegisterType<kCP_CE_DB_BASE_HI> { using type = CpDbBaseHi; };
template <> struct RegisterType<kCP_CE_DB_BUFSZ> { using type = CpDbBufsz; };
template <> struct RegisterType<kCP_CE_DB_CMD_BUFSZ> { using type = CpDbCmdBufsz; };
template <> struct RegisterType<kCP_PFP_COMPLETION_STATUS> { using type = CpPfpCompletionStatus; };
template <> struct RegisterType<kCP_CE_COMPLETION_STATUS> { using type = CpPfpCompletionStatus; };
template <> struct RegisterType<kCP_PRED_NOT_VISIBLE> { using type = CpPredNotVisible; };
template <> struct RegisterType<kCP_PFP_METADATA_BASE_ADDR> { using type = CpPfpMetadataBaseAddr; };
template <> struct RegisterType<kCP_PFP_METADATA_BASE_ADDR_HI> { using type = CpEopDoneAddrHi; };
template <> struct RegisterType<kCP_CE_METADATA_BASE_ADDR> { using type = CpPfpMetadataBaseAddr; };
template <> struct RegisterType<kCP_CE_METADATA_BASE_ADDR_HI> { using type = CpEopDoneAddrHi; };
template <> struct RegisterType<kCP_DRAW_INDX_INDR_ADDR> { using type = CpPfpMetadataBaseAddr; };
template <> struct RegisterType<kCP_DRAW_INDX_INDR_ADDR_HI> { using type = CpEopDoneAddrHi; };
template <> struct RegisterType<kCP_DISPATCH_INDR_ADDR> { using type = CpPfpMetadataBaseAddr; };
template <> struct RegisterType<kCP_DISPATCH_INDR_ADDR_HI> { using type = CpEopDoneAddrHi; };
template <> struct RegisterType<kCP_INDEX_BASE_ADDR> { using type = CpPfpMetadataBaseAddr; };
template <> struct RegisterType<kCP_INDEX_BASE_ADDR_HI> { using type = CpEopDoneAddrHi; };
template <> struct RegisterType<kCP_INDEX_TYPE> { using type = CpIndexType; };
template <> struct RegisterType<kCP_GDS_BKUP_ADDR> { using type = CpPfpMetadataBaseAddr; };
template <> struct RegisterType<kCP_GDS_BKUP_ADDR_HI> { using type = CpEopDoneAddrHi; };
template <> struct RegisterType<kCP_SAMPLE_STATUS> { using type = CpSampleStatus; };
template <> struct RegisterType<kCP_ME_COHER_CNTL> { using type = CpMeCoherCntl; };
template <> struct RegisterType<kCP_ME_COHER_SIZE> { using type = CpCoherSize; };
template <> struct RegisterType<kCP_ME_COHER_SIZE_HI> { using type = CpCoherSizeHi; };
template <> struct RegisterType<kCP_ME_COHER_BASE> { using type = CpCoherBase; };
template <> struct RegisterType<kCP_ME_COHER_BASE_HI> { using type = CpCoherBaseHi; };
template <> struct RegisterType<kCP_ME_COHER_STATUS> { using type = CpMeCoherStatus; };
template <> struct RegisterType<kRLC_GPM_PERF_COUNT_0> { using type = RlcGpmPerfCount; };
template <> struct RegisterType<kRLC_GPM_PERF_COUNT_1> { using type = RlcGpmPerfCount; };
template <> struct RegisterType<kGRBM_GFX_INDEX> { using type = GrbmGfxIndex; };
template <> struct RegisterType<kVGT_ESGS_RING_SIZE_UMD> { using type = VgtEsgsRingSizeUmd; };
template <> struct RegisterType<kVGT_GSVS_RING_SIZE_UMD> { using type = VgtEsgsRingSizeUmd; };
template <> struct RegisterType<kVGT_PRIMITIVE_TYPE> { using type = VgtPrimitiveType; };
template <> struct RegisterType<kVGT_INDEX_TYPE> { using type = VgtIndexType; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_FILLED_SIZE_0> { using type = ComputeDimX; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_FILLED_SIZE_1> { using type = ComputeDimX; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_FILLED_SIZE_2> { using type = ComputeDimX; };
template <> struct RegisterType<kVGT_STRMOUT_BUFFER_FILLED_SIZE_3> { using type = ComputeDimX; };
template <> struct RegisterType<kGE_MIN_VTX_INDX> { using type = VgtMinVtxIndx; };
template <> struct RegisterType<kGE_INDX_OFFSET> { using type = VgtIndxOffset; };
template <> struct RegisterType<kGE_MULTI_PRIM_IB_RESET_EN> { using type = VgtMultiPrimIbResetEn; };
template <> struct RegisterType<kVGT_NUM_INDICES> { using type = VgtDmaSize; };
template <> struct RegisterType<kVGT_NUM_INSTANCES> { using type = VgtDmaNumInstances; };
template <> struct RegisterType<kVGT_TF_RING_SIZE_UMD> { using type = VgtTfRingSizeUmd; };
template <> struct RegisterType<kVGT_HS_OFFCHIP_PARAM_UMD> { using type = VgtHsOffchipParamUmd; };
template <> struct RegisterType<kVGT_TF_MEMORY_BASE_UMD> { using type = VgtTfMemoryBaseUmd; };
template <> struct RegisterType<kGE_DMA_FIRST_INDEX> { using type = GeDmaFirstIndex; };
template <> struct RegisterType<kWD_POS_BUF_BASE> { using type = VgtTfMemoryBaseUmd; };
template <> struct RegisterType<kWD_POS_BUF_BASE_HI> { using type = DbZReadBaseHi; };
template <> struct RegisterType<kWD_CNTL_SB_BUF_BASE> { using type = VgtTfMemoryBaseUmd; };
template <> struct RegisterType<kWD_CNTL_SB_BUF_BASE_HI> { using type = DbZReadBaseHi; };
template <> struct RegisterType<kWD_INDEX_BUF_BASE> { using type = VgtTfMemoryBaseUmd; };
template <> struct RegisterType<kWD_INDEX_BUF_BASE_HI> { using type = DbZReadBaseHi; };
template <> struct RegisterType<kIA_MULTI_VGT_PARAM_PIPED> { using type = IaMultiVgtParamPiped; };
template <> struct RegisterType<kGE_MAX_VTX_INDX> { using type = VgtMaxVtxIndx; };
template <> struct RegisterType<kVGT_INSTANCE_BASE_ID> { using type = VgtInstanceBaseId; };
template <> struct RegisterType<kGE_CNTL> { using type = GeCntl; };
template <> struct RegisterType<kGE_USER_VGPR1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGE_USER_VGPR2> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGE_USER_VGPR3> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGE_STEREO_CNTL> { using type = GeStereoCntl; };
template <> struct RegisterType<kGE_PC_ALLOC> { using type = GePcAlloc; };
template <> struct RegisterType<kVGT_TF_MEMORY_BASE_HI_UMD> { using type = DbZReadBaseHi; };
template <> struct RegisterType<kGE_USER_VGPR_EN> { using type = GeUserVgprEn; };
template <> struct RegisterType<kPA_SU_LINE_STIPPLE_VALUE> { using type = PaSuLineStippleValue; };
template <> struct RegisterType<kPA_SC_LINE_STIPPLE_STATE> { using type = PaScLineStippleState; };
template <> struct RegisterType<kPA_SC_SCREEN_EXTENT_MIN_0> { using type = PaScScreenExtentMin; };
template <> struct RegisterType<kPA_SC_SCREEN_EXTENT_MAX_0> { using type = PaScScreenExtentMin; };
template <> struct RegisterType<kPA_SC_SCREEN_EXTENT_MIN_1> { using type = PaScScreenExtentMin; };
template <> struct RegisterType<kPA_SC_SCREEN_EXTENT_MAX_1> { using type = PaScScreenExtentMin; };
template <> struct RegisterType<kPA_SC_P3D_TRAP_SCREEN_HV_EN> { using type = PaScP3dTrapScreenHvEn; };
template <> struct RegisterType<kPA_SC_P3D_TRAP_SCREEN_H> { using type = PaScP3dTrapScreenH; };
template <> struct RegisterType<kPA_SC_P3D_TRAP_SCREEN_V> { using type = PaScP3dTrapScreenV; };
template <> struct RegisterType<kPA_SC_P3D_TRAP_SCREEN_OCCURRENCE> { using type = PaScP3dTrapScreenOccurrence; };
template <> struct RegisterType<kPA_SC_P3D_TRAP_SCREEN_COUNT> { using type = PaScP3dTrapScreenOccurrence; };
template <> struct RegisterType<kPA_SC_HP3D_TRAP_SCREEN_HV_EN> { using type = PaScP3dTrapScreenHvEn; };
template <> struct RegisterType<kPA_SC_HP3D_TRAP_SCREEN_H> { using type = PaScP3dTrapScreenH; };
template <> struct RegisterType<kPA_SC_HP3D_TRAP_SCREEN_V> { using type = PaScP3dTrapScreenV; };
template <> struct RegisterType<kPA_SC_HP3D_TRAP_SCREEN_OCCURRENCE> { using type = PaScP3dTrapScreenOccurrence; };
template <> struct RegisterType<kPA_SC_HP3D_TRAP_SCREEN_COUNT> { using type = PaScP3dTrapScreenOccurrence; };
template <> struct RegisterType<kPA_SC_TRAP_SCREEN_HV_EN> { using type = PaScP3dTrapScreenHvEn; };
template <> struct RegisterType<kPA_SC_TRAP_SCREEN_H> { using type = PaScP3dTrapScreenH; };
template <> struct RegisterType<kPA_SC_TRAP_SCREEN_V> { using type = PaScP3dTrapScreenV; };
template <> struct RegisterType<kPA_SC_TRAP_SCREEN_OCCURRENCE> { using type = PaScP3dTrapScreenOccurrence; };
template <> struct RegisterType<kPA_SC_TRAP_SCREEN_COUNT> { using type = PaScP3dTrapScreenOccurrence; };
template <> struct RegisterType<kSQ_THREAD_TRACE_USERDATA_0> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSQ_THREAD_TRACE_USERDATA_1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSQ_THREAD_TRACE_USERDATA_2> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSQ_THREAD_TRACE_USERDATA_3> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSQ_THREAD_TRACE_USERDATA_4> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSQ_THREAD_TRACE_USERDATA_5> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSQ_THREAD_TRACE_USERDATA_6> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSQ_THREAD_TRACE_USERDATA_7> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kSQC_CACHES> { using type = SqcCaches; };
template <> struct RegisterType<kTA_CS_BC_BASE_ADDR> { using type = TaBcBaseAddr; };
template <> struct RegisterType<kTA_CS_BC_BASE_ADDR_HI> { using type = TaBcBaseAddrHi; };
template <> struct RegisterType<kDB_OCCLUSION_COUNT0_LOW> { using type = DbOcclusionCountLow; };
template <> struct RegisterType<kDB_OCCLUSION_COUNT0_HI> { using type = DbOcclusionCountHi; };
template <> struct RegisterType<kDB_OCCLUSION_COUNT1_LOW> { using type = DbOcclusionCountLow; };
template <> struct RegisterType<kDB_OCCLUSION_COUNT1_HI> { using type = DbOcclusionCountHi; };
template <> struct RegisterType<kDB_OCCLUSION_COUNT2_LOW> { using type = DbOcclusionCountLow; };
template <> struct RegisterType<kDB_OCCLUSION_COUNT2_HI> { using type = DbOcclusionCountHi; };
template <> struct RegisterType<kDB_OCCLUSION_COUNT3_LOW> { using type = DbOcclusionCountLow; };
template <> struct RegisterType<kDB_OCCLUSION_COUNT3_HI> { using type = DbOcclusionCountHi; };
template <> struct RegisterType<kDB_ZPASS_COUNT_LOW> { using type = DbOcclusionCountLow; };
template <> struct RegisterType<kDB_ZPASS_COUNT_HI> { using type = DbOcclusionCountHi; };
template <> struct RegisterType<kGDS_RD_ADDR> { using type = GdsRdAddr; };
template <> struct RegisterType<kGDS_RD_DATA> { using type = GdsRdData; };
template <> struct RegisterType<kGDS_RD_BURST_ADDR> { using type = GdsRdBurstAddr; };
template <> struct RegisterType<kGDS_RD_BURST_COUNT> { using type = GdsRdBurstCount; };
template <> struct RegisterType<kGDS_RD_BURST_DATA> { using type = GdsRdBurstData; };
template <> struct RegisterType<kGDS_WR_ADDR> { using type = GdsWrAddr; };
template <> struct RegisterType<kGDS_WR_DATA> { using type = GdsWrData; };
template <> struct RegisterType<kGDS_WR_BURST_ADDR> { using type = GdsWrAddr; };
template <> struct RegisterType<kGDS_WR_BURST_DATA> { using type = GdsWrData; };
template <> struct RegisterType<kGDS_WRITE_COMPLETE> { using type = GdsWriteComplete; };
template <> struct RegisterType<kGDS_ATOM_CNTL> { using type = GdsAtomCntl; };
template <> struct RegisterType<kGDS_ATOM_COMPLETE> { using type = GdsAtomComplete; };
template <> struct RegisterType<kGDS_ATOM_BASE> { using type = GdsAtomBase; };
template <> struct RegisterType<kGDS_ATOM_SIZE> { using type = GdsAtomSize; };
template <> struct RegisterType<kGDS_ATOM_OFFSET0> { using type = GdsAtomOffset0; };
template <> struct RegisterType<kGDS_ATOM_OFFSET1> { using type = GdsAtomOffset1; };
template <> struct RegisterType<kGDS_ATOM_DST> { using type = GdsAtomDst; };
template <> struct RegisterType<kGDS_ATOM_OP> { using type = GdsAtomOp; };
template <> struct RegisterType<kGDS_ATOM_SRC0> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGDS_ATOM_SRC0_U> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGDS_ATOM_SRC1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGDS_ATOM_SRC1_U> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGDS_ATOM_READ0> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGDS_ATOM_READ0_U> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGDS_ATOM_READ1> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGDS_ATOM_READ1_U> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGDS_GWS_RESOURCE_CNTL> { using type = GdsGwsResourceCntl; };
template <> struct RegisterType<kGDS_GWS_RESOURCE> { using type = GdsGwsResource; };
template <> struct RegisterType<kGDS_GWS_RESOURCE_CNT> { using type = GdsGwsResourceCnt; };
template <> struct RegisterType<kGDS_OA_CNTL> { using type = GdsOaCntl; };
template <> struct RegisterType<kGDS_OA_COUNTER> { using type = GdsOaCounter; };
template <> struct RegisterType<kGDS_OA_ADDRESS> { using type = GdsOaAddress; };
template <> struct RegisterType<kGDS_OA_INCDEC> { using type = GdsOaIncdec; };
template <> struct RegisterType<kGDS_OA_RING_SIZE> { using type = GdsOaRingSize; };
template <> struct RegisterType<kSPI_CONFIG_CNTL_REMAP> { using type = SpiConfigCntlRemap; };
template <> struct RegisterType<kSPI_CONFIG_CNTL_1_REMAP> { using type = SpiConfigCntlRemap; };
template <> struct RegisterType<kSPI_CONFIG_CNTL_2_REMAP> { using type = SpiConfigCntlRemap; };
template <> struct RegisterType<kSPI_WAVE_LIMIT_CNTL_REMAP> { using type = SpiConfigCntlRemap; };
template <> struct RegisterType<kCPG_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCPG_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCPG_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCPG_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCPC_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCPC_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCPC_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCPC_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCPF_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCPF_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCPF_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCPF_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCPF_LATENCY_STATS_DATA> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCPG_LATENCY_STATS_DATA> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kCPC_LATENCY_STATS_DATA> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kGRBM_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGRBM_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGRBM_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGRBM_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGRBM_SE0_PERFCOUNTER_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGRBM_SE0_PERFCOUNTER_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGRBM_SE1_PERFCOUNTER_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGRBM_SE1_PERFCOUNTER_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGRBM_SE2_PERFCOUNTER_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGRBM_SE2_PERFCOUNTER_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGRBM_SE3_PERFCOUNTER_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGRBM_SE3_PERFCOUNTER_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE1_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE1_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE1_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE1_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE1_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE1_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE1_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE1_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER4_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER4_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER5_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER5_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER6_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER6_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER7_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER7_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSPI_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSPI_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSPI_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSPI_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSPI_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSPI_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSPI_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSPI_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSPI_PERFCOUNTER4_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSPI_PERFCOUNTER4_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSPI_PERFCOUNTER5_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSPI_PERFCOUNTER5_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER4_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER4_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER5_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER5_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER6_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER6_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER7_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER7_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER8_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER8_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER9_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER9_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER10_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER10_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER11_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER11_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER12_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER12_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER13_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER13_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER14_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER14_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSQ_PERFCOUNTER15_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSQ_PERFCOUNTER15_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSX_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSX_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSX_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSX_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSX_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSX_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSX_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSX_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGCEA_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGCEA_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGCEA_PERFCOUNTER_LO> { using type = GceaPerfcounterLo; };
template <> struct RegisterType<kGCEA_PERFCOUNTER_HI> { using type = GceaPerfcounterHi; };
template <> struct RegisterType<kGDS_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGDS_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGDS_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGDS_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGDS_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGDS_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGDS_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGDS_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kTA_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kTA_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kTA_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kTA_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kTD_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kTD_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kTD_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kTD_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kTCP_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kTCP_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kTCP_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kTCP_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kTCP_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kTCP_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kTCP_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kTCP_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL2C_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL2C_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL2C_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL2C_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL2C_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL2C_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL2C_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL2C_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL2A_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL2A_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL2A_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL2A_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL2A_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL2A_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL2A_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL2A_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL1C_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL1C_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL1C_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL1C_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL1C_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL1C_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL1C_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL1C_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHC_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHC_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHC_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHC_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHC_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHC_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHC_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHC_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHCG_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHCG_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHCG_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHCG_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHCG_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHCG_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHCG_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHCG_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCB_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCB_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCB_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCB_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCB_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCB_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCB_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCB_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kDB_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kDB_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kDB_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kDB_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kDB_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kDB_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kDB_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kDB_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kRLC_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kRLC_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kRLC_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kRLC_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kRMI_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kRMI_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kRMI_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kRMI_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kRMI_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kRMI_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kRMI_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kRMI_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGCMC_VM_L2_PERFCOUNTER_LO> { using type = GceaPerfcounterLo; };
template <> struct RegisterType<kGCMC_VM_L2_PERFCOUNTER_HI> { using type = GceaPerfcounterHi; };
template <> struct RegisterType<kGCUTCL2_PERFCOUNTER_LO> { using type = GceaPerfcounterLo; };
template <> struct RegisterType<kGCUTCL2_PERFCOUNTER_HI> { using type = GceaPerfcounterHi; };
template <> struct RegisterType<kGCVML2_PERFCOUNTER2_0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGCVML2_PERFCOUNTER2_1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGCVML2_PERFCOUNTER2_0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGCVML2_PERFCOUNTER2_1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kUTCL1_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kUTCL1_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kUTCL1_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kUTCL1_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGCR_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGCR_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGCR_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGCR_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER4_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER4_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER5_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER5_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER6_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER6_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER7_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER7_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL1A_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL1A_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL1A_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL1A_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL1A_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL1A_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGL1A_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGL1A_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHA_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHA_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHA_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHA_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHA_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHA_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCHA_PERFCOUNTER3_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kCHA_PERFCOUNTER3_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGUS_PERFCOUNTER2_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kGUS_PERFCOUNTER2_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kGUS_PERFCOUNTER_LO> { using type = GceaPerfcounterLo; };
template <> struct RegisterType<kGUS_PERFCOUNTER_HI> { using type = GceaPerfcounterHi; };
template <> struct RegisterType<kSDMA0_PERFCNT_PERFCOUNTER_LO> { using type = GceaPerfcounterLo; };
template <> struct RegisterType<kSDMA0_PERFCNT_PERFCOUNTER_HI> { using type = GceaPerfcounterHi; };
template <> struct RegisterType<kSDMA0_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSDMA0_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSDMA0_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSDMA0_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSDMA1_PERFCNT_PERFCOUNTER_LO> { using type = GceaPerfcounterLo; };
template <> struct RegisterType<kSDMA1_PERFCNT_PERFCOUNTER_HI> { using type = GceaPerfcounterHi; };
template <> struct RegisterType<kSDMA1_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSDMA1_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSDMA1_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSDMA1_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSDMA2_PERFCNT_PERFCOUNTER_LO> { using type = GceaPerfcounterLo; };
template <> struct RegisterType<kSDMA2_PERFCNT_PERFCOUNTER_HI> { using type = GceaPerfcounterHi; };
template <> struct RegisterType<kSDMA2_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSDMA2_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSDMA2_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSDMA2_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSDMA3_PERFCNT_PERFCOUNTER_LO> { using type = GceaPerfcounterLo; };
template <> struct RegisterType<kSDMA3_PERFCNT_PERFCOUNTER_HI> { using type = GceaPerfcounterHi; };
template <> struct RegisterType<kSDMA3_PERFCOUNTER0_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSDMA3_PERFCOUNTER0_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kSDMA3_PERFCOUNTER1_LO> { using type = CpgPerfcounter1Lo; };
template <> struct RegisterType<kSDMA3_PERFCOUNTER1_HI> { using type = CpgPerfcounter1Hi; };
template <> struct RegisterType<kCPG_PERFCOUNTER1_SELECT> { using type = CpgPerfcounter1Select; };
template <> struct RegisterType<kCPG_PERFCOUNTER0_SELECT1> { using type = CpgPerfcounter0Select1; };
template <> struct RegisterType<kCPG_PERFCOUNTER0_SELECT> { using type = CpgPerfcounter1Select; };
template <> struct RegisterType<kCPC_PERFCOUNTER1_SELECT> { using type = CpgPerfcounter1Select; };
template <> struct RegisterType<kCPC_PERFCOUNTER0_SELECT1> { using type = CpgPerfcounter0Select1; };
template <> struct RegisterType<kCPF_PERFCOUNTER1_SELECT> { using type = CpgPerfcounter1Select; };
template <> struct RegisterType<kCPF_PERFCOUNTER0_SELECT1> { using type = CpgPerfcounter0Select1; };
template <> struct RegisterType<kCPF_PERFCOUNTER0_SELECT> { using type = CpgPerfcounter1Select; };
template <> struct RegisterType<kCP_PERFMON_CNTL> { using type = CpPerfmonCntl; };
template <> struct RegisterType<kCPC_PERFCOUNTER0_SELECT> { using type = CpgPerfcounter1Select; };
template <> struct RegisterType<kCPF_TC_PERF_COUNTER_WINDOW_SELECT> { using type = CpfTcPerfCounterWindowSelect; };
template <> struct RegisterType<kCPG_TC_PERF_COUNTER_WINDOW_SELECT> { using type = CpgTcPerfCounterWindowSelect; };
template <> struct RegisterType<kCPF_LATENCY_STATS_SELECT> { using type = CpfLatencyStatsSelect; };
template <> struct RegisterType<kCPG_LATENCY_STATS_SELECT> { using type = CpgLatencyStatsSelect; };
template <> struct RegisterType<kCPC_LATENCY_STATS_SELECT> { using type = CpfLatencyStatsSelect; };
template <> struct RegisterType<kCP_DRAW_OBJECT> { using type = CpDrawObject; };
template <> struct RegisterType<kCP_DRAW_OBJECT_COUNTER> { using type = PaScP3dTrapScreenOccurrence; };
template <> struct RegisterType<kCP_DRAW_WINDOW_MASK_HI> { using type = CpDrawWindowMaskHi; };
template <> struct RegisterType<kCP_DRAW_WINDOW_HI> { using type = CpDrawWindowHi; };
template <> struct RegisterType<kCP_DRAW_WINDOW_LO> { using type = CpDrawWindowLo; };
template <> struct RegisterType<kCP_DRAW_WINDOW_CNTL> { using type = CpDrawWindowCntl; };
template <> struct RegisterType<kGRBM_PERFCOUNTER0_SELECT> { using type = GrbmPerfcounterSelect; };
template <> struct RegisterType<kGRBM_PERFCOUNTER1_SELECT> { using type = GrbmPerfcounterSelect; };
template <> struct RegisterType<kGRBM_SE0_PERFCOUNTER_SELECT> { using type = GrbmSePerfcounterSelect; };
template <> struct RegisterType<kGRBM_SE1_PERFCOUNTER_SELECT> { using type = GrbmSePerfcounterSelect; };
template <> struct RegisterType<kGRBM_SE2_PERFCOUNTER_SELECT> { using type = GrbmSePerfcounterSelect; };
template <> struct RegisterType<kGRBM_SE3_PERFCOUNTER_SELECT> { using type = GrbmSePerfcounterSelect; };
template <> struct RegisterType<kGRBM_PERFCOUNTER0_SELECT_HI> { using type = GrbmPerfcounterSelectHi; };
template <> struct RegisterType<kGRBM_PERFCOUNTER1_SELECT_HI> { using type = GrbmPerfcounterSelectHi; };
template <> struct RegisterType<kGE1_PERFCOUNTER0_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE1_PERFCOUNTER0_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGE1_PERFCOUNTER1_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE1_PERFCOUNTER1_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGE1_PERFCOUNTER2_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE1_PERFCOUNTER2_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGE1_PERFCOUNTER3_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE1_PERFCOUNTER3_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER0_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER0_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER1_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER1_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER2_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER2_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER3_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE2_DIST_PERFCOUNTER3_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER0_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER0_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER1_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER1_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER2_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER2_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER3_SELECT> { using type = Ge1PerfcounterSelect; };
template <> struct RegisterType<kGE2_SE_PERFCOUNTER3_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER2_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER2_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER3_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kPA_SU_PERFCOUNTER3_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER1_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER2_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER3_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER4_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER5_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER6_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kPA_SC_PERFCOUNTER7_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kSPI_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSPI_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSPI_PERFCOUNTER2_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSPI_PERFCOUNTER3_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSPI_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSPI_PERFCOUNTER1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSPI_PERFCOUNTER2_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSPI_PERFCOUNTER3_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSPI_PERFCOUNTER4_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kSPI_PERFCOUNTER5_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kSPI_PERFCOUNTER_BINS> { using type = SpiPerfcounterBins; };
template <> struct RegisterType<kSQ_PERFCOUNTER0_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER1_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER2_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER3_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER4_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER5_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER6_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER7_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER8_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER9_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER10_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER11_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER12_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER13_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER14_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER15_SELECT> { using type = SqPerfcounterSelect; };
template <> struct RegisterType<kSQ_PERFCOUNTER_CTRL> { using type = SqPerfcounterCtrl; };
template <> struct RegisterType<kSQ_PERFCOUNTER_CTRL2> { using type = SqPerfcounterCtrl2; };
template <> struct RegisterType<kGCEA_PERFCOUNTER2_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGCEA_PERFCOUNTER2_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kGCEA_PERFCOUNTER2_MODE> { using type = GceaPerfcounter2Mode; };
template <> struct RegisterType<kGCEA_PERFCOUNTER0_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCEA_PERFCOUNTER1_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCEA_PERFCOUNTER_RSLT_CNTL> { using type = GceaPerfcounterRsltCntl; };
template <> struct RegisterType<kSX_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSX_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSX_PERFCOUNTER2_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kSX_PERFCOUNTER3_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kSX_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSX_PERFCOUNTER1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kGDS_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGDS_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGDS_PERFCOUNTER2_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGDS_PERFCOUNTER3_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGDS_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kGDS_PERFCOUNTER1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kGDS_PERFCOUNTER2_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kGDS_PERFCOUNTER3_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kTA_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kTA_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kTA_PERFCOUNTER1_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kTD_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kTD_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kTD_PERFCOUNTER1_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kTCP_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kTCP_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kTCP_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kTCP_PERFCOUNTER1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kTCP_PERFCOUNTER2_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kTCP_PERFCOUNTER3_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kGL2C_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGL2C_PERFCOUNTER0_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGL2C_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGL2C_PERFCOUNTER1_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGL2C_PERFCOUNTER2_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kGL2C_PERFCOUNTER3_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kGL2A_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGL2A_PERFCOUNTER0_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGL2A_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGL2A_PERFCOUNTER1_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGL2A_PERFCOUNTER2_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kGL2A_PERFCOUNTER3_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kGL1C_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGL1C_PERFCOUNTER0_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGL1C_PERFCOUNTER1_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kGL1C_PERFCOUNTER2_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kGL1C_PERFCOUNTER3_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kCHC_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kCHC_PERFCOUNTER0_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kCHC_PERFCOUNTER1_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kCHC_PERFCOUNTER2_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kCHC_PERFCOUNTER3_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kCHCG_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kCHCG_PERFCOUNTER0_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kCHCG_PERFCOUNTER1_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kCHCG_PERFCOUNTER2_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kCHCG_PERFCOUNTER3_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kCB_PERFCOUNTER_FILTER> { using type = CbPerfcounterFilter; };
template <> struct RegisterType<kCB_PERFCOUNTER0_SELECT> { using type = CbPerfcounter0Select; };
template <> struct RegisterType<kCB_PERFCOUNTER0_SELECT1> { using type = CbPerfcounter0Select1; };
template <> struct RegisterType<kCB_PERFCOUNTER1_SELECT> { using type = CbPerfcounter1Select; };
template <> struct RegisterType<kCB_PERFCOUNTER2_SELECT> { using type = CbPerfcounter1Select; };
template <> struct RegisterType<kCB_PERFCOUNTER3_SELECT> { using type = CbPerfcounter1Select; };
template <> struct RegisterType<kDB_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kDB_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kDB_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kDB_PERFCOUNTER1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kDB_PERFCOUNTER2_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kDB_PERFCOUNTER3_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kRLC_SPM_PERFMON_CNTL> { using type = RlcSpmPerfmonCntl; };
template <> struct RegisterType<kRLC_SPM_PERFMON_RING_BASE_LO> { using type = RlcSpmPerfmonRingBaseLo; };
template <> struct RegisterType<kRLC_SPM_PERFMON_RING_BASE_HI> { using type = RlcSpmPerfmonRingBaseHi; };
template <> struct RegisterType<kRLC_SPM_PERFMON_RING_SIZE> { using type = RlcSpmPerfmonRingSize; };
template <> struct RegisterType<kRLC_SPM_PERFMON_SEGMENT_SIZE> { using type = RlcSpmPerfmonSegmentSize; };
template <> struct RegisterType<kRLC_SPM_RING_RDPTR> { using type = RlcSpmRingRdptr; };
template <> struct RegisterType<kRLC_SPM_SEGMENT_THRESHOLD> { using type = RlcSpmSegmentThreshold; };
template <> struct RegisterType<kRLC_SPM_SE_MUXSEL_ADDR> { using type = RlcSpmSeMuxselAddr; };
template <> struct RegisterType<kRLC_SPM_SE_MUXSEL_DATA> { using type = RlcSpmSeMuxselData; };
template <> struct RegisterType<kRLC_SPM_GLOBAL_MUXSEL_ADDR> { using type = RlcSpmGlobalMuxselAddr; };
template <> struct RegisterType<kRLC_SPM_GLOBAL_MUXSEL_DATA> { using type = RlcSpmSeMuxselData; };
template <> struct RegisterType<kRLC_SPM_DESER_START_SKEW> { using type = RlcSpmDeserStartSkew; };
template <> struct RegisterType<kRLC_SPM_GLOBALS_SAMPLE_SKEW> { using type = RlcSpmGlobalsSampleSkew; };
template <> struct RegisterType<kRLC_SPM_GLOBALS_MUXSEL_SKEW> { using type = RlcSpmGlobalsMuxselSkew; };
template <> struct RegisterType<kRLC_SPM_SE_SAMPLE_SKEW> { using type = RlcSpmSeSampleSkew; };
template <> struct RegisterType<kRLC_SPM_SE_MUXSEL_SKEW> { using type = RlcSpmSeMuxselSkew; };
template <> struct RegisterType<kRLC_SPM_GLB_SAMPLEDELAY_IND_ADDR> { using type = RlcSpmGlbSampledelayIndAddr; };
template <> struct RegisterType<kRLC_SPM_GLB_SAMPLEDELAY_IND_DATA> { using type = RlcSpmGlbSampledelayIndData; };
template <> struct RegisterType<kRLC_SPM_SE_SAMPLEDELAY_IND_ADDR> { using type = RlcSpmSeSampledelayIndAddr; };
template <> struct RegisterType<kRLC_SPM_SE_SAMPLEDELAY_IND_DATA> { using type = RlcSpmGlbSampledelayIndData; };
template <> struct RegisterType<kRLC_SPM_RING_WRPTR> { using type = RlcSpmRingWrptr; };
template <> struct RegisterType<kRLC_SPM_ACCUM_DATARAM_ADDR> { using type = RlcSpmAccumDataramAddr; };
template <> struct RegisterType<kRLC_SPM_ACCUM_DATARAM_DATA> { using type = RlcSpmAccumDataramData; };
template <> struct RegisterType<kRLC_SPM_ACCUM_CTRLRAM_ADDR> { using type = RlcSpmAccumCtrlramAddr; };
template <> struct RegisterType<kRLC_SPM_ACCUM_CTRLRAM_DATA> { using type = RlcSpmAccumCtrlramData; };
template <> struct RegisterType<kRLC_SPM_ACCUM_STATUS> { using type = RlcSpmAccumStatus; };
template <> struct RegisterType<kRLC_SPM_ACCUM_CTRL> { using type = RlcSpmAccumCtrl; };
template <> struct RegisterType<kRLC_SPM_ACCUM_MODE> { using type = RlcSpmAccumMode; };
template <> struct RegisterType<kRLC_SPM_ACCUM_THRESHOLD> { using type = RlcSpmAccumThreshold; };
template <> struct RegisterType<kRLC_SPM_ACCUM_SAMPLES_REQUESTED> { using type = RlcSpmAccumSamplesRequested; };
template <> struct RegisterType<kRLC_SPM_ACCUM_DATARAM_WRCOUNT> { using type = RlcSpmAccumDataramWrcount; };
template <> struct RegisterType<kRLC_SPM_PERFMON_SE3TO0_SEGMENT_SIZE> { using type = RlcSpmPerfmonSe3to0SegmentSize; };
template <> struct RegisterType<kRLC_SPM_PERFMON_GLB_SEGMENT_SIZE> { using type = RlcSpmPerfmonGlbSegmentSize; };
template <> struct RegisterType<kRLC_SPM_VIRT_CTRL> { using type = RlcSpmVirtCtrl; };
template <> struct RegisterType<kRLC_SPM_PERFMON_SWA_SEGMENT_SIZE> { using type = RlcSpmPerfmonSegmentSize; };
template <> struct RegisterType<kRLC_SPM_VIRT_STATUS> { using type = RlcSpmVirtStatus; };
template <> struct RegisterType<kRLC_SPM_GFXCLOCK_HIGHCOUNT> { using type = RlcSpmGfxclockHighcount; };
template <> struct RegisterType<kRLC_SPM_GFXCLOCK_LOWCOUNT> { using type = RlcSpmGfxclockLowcount; };
template <> struct RegisterType<kRLC_SPM_PERFMON_SWA_SE3TO0_SEGMENT_SIZE> { using type = RlcSpmPerfmonSe3to0SegmentSize; };
template <> struct RegisterType<kRLC_SPM_GLOBAL_MUXSEL_ADDR_OFFSET> { using type = RlcSpmGlobalMuxselAddrOffset; };
template <> struct RegisterType<kRLC_SPM_SE_MUXSEL_ADDR_OFFSET> { using type = RlcSpmGlobalMuxselAddrOffset; };
template <> struct RegisterType<kRLC_SPM_ACCUM_SWA_DATARAM_ADDR> { using type = RlcSpmAccumDataramAddr; };
template <> struct RegisterType<kRLC_SPM_ACCUM_SWA_DATARAM_DATA> { using type = RlcSpmAccumDataramData; };
template <> struct RegisterType<kRLC_SPM_ACCUM_CTRLRAM_ADDR_OFFSET> { using type = RlcSpmAccumCtrlramAddrOffset; };
template <> struct RegisterType<kRLC_SPM_PERFMON_SWA_GLB_SEGMENT_SIZE> { using type = RlcSpmPerfmonGlbSegmentSize; };
template <> struct RegisterType<kRLC_SPM_ACCUM_DATARAM_32BITCNTRS_REGIONS> { using type = RlcSpmAccumDataram32bitcntrsRegions; };
template <> struct RegisterType<kRLC_PERFMON_CNTL> { using type = RlcPerfmonCntl; };
template <> struct RegisterType<kRLC_PERFCOUNTER0_SELECT> { using type = RlcPerfcounterSelect; };
template <> struct RegisterType<kRLC_PERFCOUNTER1_SELECT> { using type = RlcPerfcounterSelect; };
template <> struct RegisterType<kRLC_GPU_IOV_PERF_CNT_CNTL> { using type = RlcGpuIovPerfCntCntl; };
template <> struct RegisterType<kRLC_GPU_IOV_PERF_CNT_WR_ADDR> { using type = RlcGpuIovPerfCntWrAddr; };
template <> struct RegisterType<kRLC_GPU_IOV_PERF_CNT_WR_DATA> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kRLC_GPU_IOV_PERF_CNT_RD_ADDR> { using type = RlcGpuIovPerfCntWrAddr; };
template <> struct RegisterType<kRLC_GPU_IOV_PERF_CNT_RD_DATA> { using type = SpiShaderUserDataPs; };
template <> struct RegisterType<kRLC_PERFMON_CLK_CNTL> { using type = RlcPerfmonClkCntl; };
template <> struct RegisterType<kRMI_PERFCOUNTER0_SELECT> { using type = CbPerfcounter0Select; };
template <> struct RegisterType<kRMI_PERFCOUNTER0_SELECT1> { using type = CbPerfcounter0Select1; };
template <> struct RegisterType<kRMI_PERFCOUNTER1_SELECT> { using type = CbPerfcounter1Select; };
template <> struct RegisterType<kRMI_PERFCOUNTER2_SELECT> { using type = CbPerfcounter0Select; };
template <> struct RegisterType<kRMI_PERFCOUNTER2_SELECT1> { using type = CbPerfcounter0Select1; };
template <> struct RegisterType<kRMI_PERFCOUNTER3_SELECT> { using type = CbPerfcounter1Select; };
template <> struct RegisterType<kRMI_PERF_COUNTER_CNTL> { using type = RmiPerfCounterCntl; };
template <> struct RegisterType<kGCMC_VM_L2_PERFCOUNTER0_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCMC_VM_L2_PERFCOUNTER1_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCMC_VM_L2_PERFCOUNTER2_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCMC_VM_L2_PERFCOUNTER3_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCMC_VM_L2_PERFCOUNTER4_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCMC_VM_L2_PERFCOUNTER5_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCMC_VM_L2_PERFCOUNTER6_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCMC_VM_L2_PERFCOUNTER7_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCMC_VM_L2_PERFCOUNTER_RSLT_CNTL> { using type = GceaPerfcounterRsltCntl; };
template <> struct RegisterType<kGCUTCL2_PERFCOUNTER0_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCUTCL2_PERFCOUNTER1_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCUTCL2_PERFCOUNTER2_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCUTCL2_PERFCOUNTER3_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGCUTCL2_PERFCOUNTER_RSLT_CNTL> { using type = GceaPerfcounterRsltCntl; };
template <> struct RegisterType<kGCVML2_PERFCOUNTER2_0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGCVML2_PERFCOUNTER2_1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGCVML2_PERFCOUNTER2_0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kGCVML2_PERFCOUNTER2_1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kGCVML2_PERFCOUNTER2_0_MODE> { using type = GceaPerfcounter2Mode; };
template <> struct RegisterType<kGCVML2_PERFCOUNTER2_1_MODE> { using type = GceaPerfcounter2Mode; };
template <> struct RegisterType<kGCR_PERFCOUNTER0_SELECT> { using type = CbPerfcounter0Select; };
template <> struct RegisterType<kGCR_PERFCOUNTER0_SELECT1> { using type = CbPerfcounter0Select1; };
template <> struct RegisterType<kGCR_PERFCOUNTER1_SELECT> { using type = GcrPerfcounter1Select; };
template <> struct RegisterType<kUTCL1_PERFCOUNTER0_SELECT> { using type = Utcl1PerfcounterSelect; };
template <> struct RegisterType<kUTCL1_PERFCOUNTER1_SELECT> { using type = Utcl1PerfcounterSelect; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER2_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER3_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER4_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER5_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER6_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER7_SELECT> { using type = PaScPerfcounter1Select; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER2_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kPA_PH_PERFCOUNTER3_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kGL1A_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGL1A_PERFCOUNTER0_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kGL1A_PERFCOUNTER1_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kGL1A_PERFCOUNTER2_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kGL1A_PERFCOUNTER3_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kCHA_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kCHA_PERFCOUNTER0_SELECT1> { using type = Ge1PerfcounterSelect1; };
template <> struct RegisterType<kCHA_PERFCOUNTER1_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kCHA_PERFCOUNTER2_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kCHA_PERFCOUNTER3_SELECT> { using type = SxPerfcounter2Select; };
template <> struct RegisterType<kGUS_PERFCOUNTER2_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kGUS_PERFCOUNTER2_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kGUS_PERFCOUNTER2_MODE> { using type = GceaPerfcounter2Mode; };
template <> struct RegisterType<kGUS_PERFCOUNTER0_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGUS_PERFCOUNTER1_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kGUS_PERFCOUNTER_RSLT_CNTL> { using type = GceaPerfcounterRsltCntl; };
template <> struct RegisterType<kSDMA0_PERFCNT_PERFCOUNTER0_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kSDMA0_PERFCNT_PERFCOUNTER1_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kSDMA0_PERFCNT_PERFCOUNTER_RSLT_CNTL> { using type = GceaPerfcounterRsltCntl; };
template <> struct RegisterType<kSDMA0_PERFCNT_MISC_CNTL> { using type = SdmaPerfcntMiscCntl; };
template <> struct RegisterType<kSDMA0_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSDMA0_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSDMA0_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSDMA0_PERFCOUNTER1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSDMA1_PERFCNT_PERFCOUNTER0_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kSDMA1_PERFCNT_PERFCOUNTER1_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kSDMA1_PERFCNT_PERFCOUNTER_RSLT_CNTL> { using type = GceaPerfcounterRsltCntl; };
template <> struct RegisterType<kSDMA1_PERFCNT_MISC_CNTL> { using type = SdmaPerfcntMiscCntl; };
template <> struct RegisterType<kSDMA1_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSDMA1_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSDMA1_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSDMA1_PERFCOUNTER1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSDMA2_PERFCNT_PERFCOUNTER0_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kSDMA2_PERFCNT_PERFCOUNTER1_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kSDMA2_PERFCNT_PERFCOUNTER_RSLT_CNTL> { using type = GceaPerfcounterRsltCntl; };
template <> struct RegisterType<kSDMA2_PERFCNT_MISC_CNTL> { using type = SdmaPerfcntMiscCntl; };
template <> struct RegisterType<kSDMA2_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSDMA2_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSDMA2_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSDMA2_PERFCOUNTER1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSDMA3_PERFCNT_PERFCOUNTER0_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kSDMA3_PERFCNT_PERFCOUNTER1_CFG> { using type = GceaPerfcounterCfg; };
template <> struct RegisterType<kSDMA3_PERFCNT_PERFCOUNTER_RSLT_CNTL> { using type = GceaPerfcounterRsltCntl; };
template <> struct RegisterType<kSDMA3_PERFCNT_MISC_CNTL> { using type = SdmaPerfcntMiscCntl; };
template <> struct RegisterType<kSDMA3_PERFCOUNTER0_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSDMA3_PERFCOUNTER0_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <> struct RegisterType<kSDMA3_PERFCOUNTER1_SELECT> { using type = PaSuPerfcounterSelect; };
template <> struct RegisterType<kSDMA3_PERFCOUNTER1_SELECT1> { using type = PaSuPerfcounterSelect1; };
template <uint32_t kDw>
using RegisterTypeT = typename RegisterType<kDw>::type;

// The register at kDw as the guest left it in `state` (any type with
// uint32_t read(uint32_t dword_offset) const, e.g. RegisterState), decoded.
template <uint32_t kDw, class State>
constexpr RegisterTypeT<kDw> read_as(const State& state) {
  return RegisterTypeT<kDw>{state.read(kDw)};
}

// PM4 packet words (pkt3.json), e.g. pkt3::DmaDataWord0.
namespace pkt3 {
namespace enums {
namespace COMMAND__SAIC {
inline constexpr uint32_t kINCREMENT = 0;
inline constexpr uint32_t kNO_INCREMENT = 1;
}  // namespace COMMAND__SAIC
namespace COMMAND__SAS {
inline constexpr uint32_t kMEMORY = 0;
inline constexpr uint32_t kREGISTER = 1;
}  // namespace COMMAND__SAS
namespace CONTROL__DST_SEL_cik {
inline constexpr uint32_t kMEM_MAPPED_REGISTER = 0;
inline constexpr uint32_t kMEM_GRBM = 1;
inline constexpr uint32_t kTC_L2 = 2;
inline constexpr uint32_t kGDS = 3;
inline constexpr uint32_t kRESERVED = 4;
inline constexpr uint32_t kMEM = 5;
}  // namespace CONTROL__DST_SEL_cik
namespace CONTROL__ENGINE_SEL {
inline constexpr uint32_t kME = 0;
inline constexpr uint32_t kPFP = 1;
inline constexpr uint32_t kCE = 2;
inline constexpr uint32_t kDE = 3;
}  // namespace CONTROL__ENGINE_SEL
namespace CP_DMA_WORD1__DST_SEL_gfx9 {
inline constexpr uint32_t kDST_ADDR = 0;
inline constexpr uint32_t kGDS = 1;
inline constexpr uint32_t kNOWHERE = 2;
inline constexpr uint32_t kDST_ADDR_TC_L2 = 3;
}  // namespace CP_DMA_WORD1__DST_SEL_gfx9
namespace CP_DMA_WORD1__ENGINE {
inline constexpr uint32_t kME = 0;
inline constexpr uint32_t kPFP = 1;
}  // namespace CP_DMA_WORD1__ENGINE
namespace CP_DMA_WORD1__SRC_SEL_cik {
inline constexpr uint32_t kSRC_ADDR = 0;
inline constexpr uint32_t kGDS = 1;
inline constexpr uint32_t kDATA = 2;
inline constexpr uint32_t kSRC_ADDR_TC_L2 = 3;
}  // namespace CP_DMA_WORD1__SRC_SEL_cik
namespace GCR_GL1_RANGE {
inline constexpr uint32_t kGL1_ALL = 0;
inline constexpr uint32_t kGL1_RANGE = 2;
inline constexpr uint32_t kGL1_FIRST_LAST = 3;
}  // namespace GCR_GL1_RANGE
namespace GCR_GL2_RANGE {
inline constexpr uint32_t kGL2_ALL = 0;
inline constexpr uint32_t kGL2_VOL = 1;
inline constexpr uint32_t kGL2_RANGE = 2;
inline constexpr uint32_t kGL2_FIRST_LAST = 3;
}  // namespace GCR_GL2_RANGE
namespace GCR_GLI_INV {
inline constexpr uint32_t kGLI_NOP = 0;
inline constexpr uint32_t kGLI_ALL = 1;
inline constexpr uint32_t kGLI_RANGE = 2;
inline constexpr uint32_t kGLI_FIRST_LAST = 3;
}  // namespace GCR_GLI_INV
namespace GCR_SEQ {
inline constexpr uint32_t kSEQ_PARALLEL = 0;
inline constexpr uint32_t kSEQ_FORWARD = 1;
inline constexpr uint32_t kSEQ_REVERSE = 2;
}  // namespace GCR_SEQ
}  // namespace enums
// COMMAND_gfx9: COMMAND
struct Command {
  uint32_t raw;
  constexpr uint32_t byte_count() const { return raw & 0x3FFFFFFu; }
  constexpr uint32_t sas() const { return (raw >> 26) & 0x1u; }  // COMMAND__SAS
  constexpr uint32_t das() const { return (raw >> 27) & 0x1u; }  // COMMAND__SAS
  constexpr uint32_t saic() const { return (raw >> 28) & 0x1u; }  // COMMAND__SAIC
  constexpr uint32_t daic() const { return (raw >> 29) & 0x1u; }  // COMMAND__SAIC
  constexpr uint32_t raw_wait() const { return (raw >> 30) & 0x1u; }
  constexpr uint32_t disable_wr_confirm() const { return (raw >> 31) & 0x1u; }
};
// CONTROL_cik: CONTROL
struct Control {
  uint32_t raw;
  constexpr uint32_t dst_sel() const { return (raw >> 8) & 0xFu; }  // CONTROL__DST_SEL_cik
  constexpr uint32_t wr_one_addr() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t wr_confirm() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t engine_sel() const { return (raw >> 30) & 0x3u; }  // CONTROL__ENGINE_SEL
};
// CP_DMA_WORD0: CP_DMA_WORD0
struct CpDmaWord0 {
  uint32_t raw;
  constexpr uint32_t src_addr_lo() const { return raw; }
};
// CP_DMA_WORD1_gfx9: CP_DMA_WORD1
struct CpDmaWord1 {
  uint32_t raw;
  constexpr uint32_t src_addr_hi() const { return raw & 0xFFFFu; }
  constexpr uint32_t dst_sel() const { return (raw >> 20) & 0x3u; }  // CP_DMA_WORD1__DST_SEL_gfx9
  constexpr uint32_t engine() const { return (raw >> 27) & 0x1u; }  // CP_DMA_WORD1__ENGINE
  constexpr uint32_t src_sel() const { return (raw >> 29) & 0x3u; }  // CP_DMA_WORD1__SRC_SEL_cik
  constexpr uint32_t cp_sync() const { return (raw >> 31) & 0x1u; }
};
// CP_DMA_WORD2: CP_DMA_WORD2
struct CpDmaWord2 {
  uint32_t raw;
  constexpr uint32_t dst_addr_lo() const { return raw; }
};
// CP_DMA_WORD3: CP_DMA_WORD3
struct CpDmaWord3 {
  uint32_t raw;
  constexpr uint32_t dst_addr_hi() const { return raw & 0xFFFFu; }
};
// DMA_DATA_WORD0_gfx9: DMA_DATA_WORD0
struct DmaDataWord0 {
  uint32_t raw;
  constexpr uint32_t engine() const { return raw & 0x1u; }  // CP_DMA_WORD1__ENGINE
  constexpr uint32_t src_cache_policy() const { return (raw >> 13) & 0x3u; }
  constexpr uint32_t dst_sel() const { return (raw >> 20) & 0x3u; }  // CP_DMA_WORD1__DST_SEL_gfx9
  constexpr uint32_t dst_cache_policy() const { return (raw >> 25) & 0x3u; }
  constexpr uint32_t src_sel() const { return (raw >> 29) & 0x3u; }  // CP_DMA_WORD1__SRC_SEL_cik
  constexpr uint32_t cp_sync() const { return (raw >> 31) & 0x1u; }
};
// GCR_CNTL: GCR_CNTL
struct GcrCntl {
  uint32_t raw;
  constexpr uint32_t gli_inv() const { return raw & 0x3u; }  // GCR_GLI_INV
  constexpr uint32_t gl1_range() const { return (raw >> 2) & 0x3u; }  // GCR_GL1_RANGE
  constexpr uint32_t glm_wb() const { return (raw >> 4) & 0x1u; }
  constexpr uint32_t glm_inv() const { return (raw >> 5) & 0x1u; }
  constexpr uint32_t glk_wb() const { return (raw >> 6) & 0x1u; }
  constexpr uint32_t glk_inv() const { return (raw >> 7) & 0x1u; }
  constexpr uint32_t glv_inv() const { return (raw >> 8) & 0x1u; }
  constexpr uint32_t gl1_inv() const { return (raw >> 9) & 0x1u; }
  constexpr uint32_t gl2_us() const { return (raw >> 10) & 0x1u; }
  constexpr uint32_t gl2_range() const { return (raw >> 11) & 0x3u; }  // GCR_GL2_RANGE
  constexpr uint32_t gl2_discard() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t gl2_inv() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t gl2_wb() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t seq() const { return (raw >> 16) & 0x3u; }  // GCR_SEQ
  constexpr uint32_t range_is_pa() const { return (raw >> 18) & 0x1u; }
};
// IB_CONTROL: IB_CONTROL
struct IbControl {
  uint32_t raw;
  constexpr uint32_t ib_size() const { return raw & 0xFFFFFu; }
  constexpr uint32_t chain() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t valid() const { return (raw >> 23) & 0x1u; }
};
// RELEASE_MEM_OP: RELEASE_MEM_OP
struct ReleaseMemOp {
  uint32_t raw;
  constexpr uint32_t event_type() const { return raw & 0x3Fu; }
  constexpr uint32_t event_index() const { return (raw >> 8) & 0xFu; }
  constexpr uint32_t glm_wb() const { return (raw >> 12) & 0x1u; }
  constexpr uint32_t glm_inv() const { return (raw >> 13) & 0x1u; }
  constexpr uint32_t glv_inv() const { return (raw >> 14) & 0x1u; }
  constexpr uint32_t gl1_inv() const { return (raw >> 15) & 0x1u; }
  constexpr uint32_t gl2_us() const { return (raw >> 16) & 0x1u; }
  constexpr uint32_t gl2_range() const { return (raw >> 17) & 0x3u; }  // GCR_GL2_RANGE
  constexpr uint32_t gl2_discard() const { return (raw >> 19) & 0x1u; }
  constexpr uint32_t gl2_inv() const { return (raw >> 20) & 0x1u; }
  constexpr uint32_t gl2_wb() const { return (raw >> 21) & 0x1u; }
  constexpr uint32_t seq() const { return (raw >> 22) & 0x3u; }  // GCR_SEQ
};
}  // namespace pkt3

}  // namespace rdnavk::regs
