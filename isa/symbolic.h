// The symbolic immediates of the scalar encodings, printed as LLVM 19 prints
// them: s_waitcnt counters, hwreg(...), sendmsg(...), s_waitcnt_depctr fields
// and s_version codes. The names are facts probed from LLVM (the symbol tables
// of scripts/isa/gfx1030_isa.json); the rules for combining them follow LLVM's
// AMDGPUInstPrinter and AMDGPUBaseInfo (SendMsg, Hwreg, DepCtr, UCVersion).
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace rdnavk::isa {

struct DepCtrField {
  const char* name;
  uint8_t offset;
  uint8_t width;
  uint8_t default_value;
};

struct SymbolTables {
  std::span<const char* const> hwreg;          // by hwreg id (0-63); nullptr: unnamed
  std::span<const char* const> message;        // by message id (0-15)
  std::span<const char* const> gs_op;          // MSG_GS / MSG_GS_DONE operations (0-3)
  std::span<const char* const> sysmsg_op;      // MSG_SYSMSG operations (0-7)
  std::span<const char* const> version;        // s_version codes (0-255)
  std::span<const DepCtrField> depctr;         // in printing order
  std::span<const char* const> version_flags;  // bits 13, 14, 15 of s_version
  std::span<const char* const> exp_target;     // exp targets (0-63)
  std::span<const char* const> buffer_format;  // tbuffer formats (0-127)
  std::span<const char* const> image_dim;      // MIMG dims (0-7): 1D, 2D...
};

// The tables of gfx1030 (generated: isa/gfx1030_table.inc).
const SymbolTables& gfx1030_symbols();

// GFX10 s_waitcnt: vmcnt bits 3:0 and 15:14, expcnt 6:4, lgkmcnt 13:8 (RDNA2 ISA
// 4.4); counters at their maximum ("no wait") are left out unless all are.
void append_waitcnt(std::string& out, uint32_t imm16);
void append_hwreg(std::string& out, uint32_t imm16, const SymbolTables& t);
void append_sendmsg(std::string& out, uint32_t imm16, const SymbolTables& t);
void append_depctr(std::string& out, uint32_t imm16, const SymbolTables& t);
void append_version(std::string& out, uint32_t imm16, const SymbolTables& t);
// ds_swizzle_b32's offset (LLVM printSwizzle): swizzle(QUAD_PERM,...),
// swizzle(BITMASK_PERM,"..."), SWAP, REVERSE, BROADCAST, or the number.
void append_swizzle(std::string& out, uint32_t offset16);

}  // namespace rdnavk::isa
