#include "pm4/printer.h"

#include <array>
#include <cstdio>
#include <string>

#include "regs/registers.h"

namespace rdnavk::pm4 {

// --- IbColumns: format_ib_output's layout ---------------------------------------

namespace {
constexpr int kDwordColumns = 9;  // "%08x " is 9 characters: the text column
constexpr int kNestIndent = 4;    // per level of nesting
}  // namespace

void IbColumns::end_line() {
  if (line_open_) *out_ += '\n';
  line_open_ = false;
}

void IbColumns::dword(uint32_t v) {
  end_line();
  char buf[16];
  std::snprintf(buf, sizeof buf, "%08x ", v);
  out_->append(static_cast<size_t>(kNestIndent * depth_), ' ');
  *out_ += buf;
  line_open_ = true;
  started_ = true;
}

void IbColumns::missing_dword() {
  end_line();
  out_->append(static_cast<size_t>(kNestIndent * depth_), ' ');
  *out_ += "???????? ";
  line_open_ = true;
  started_ = true;
}

void IbColumns::text(std::string_view s) {
  while (!s.empty()) {
    if (!line_open_) {
      out_->append(static_cast<size_t>(kNestIndent * depth_ + kDwordColumns), ' ');
      line_open_ = true;
    }
    const size_t nl = s.find('\n');
    *out_ += s.substr(0, nl);
    if (nl == std::string_view::npos) break;
    *out_ += '\n';
    line_open_ = false;
    s.remove_prefix(nl + 1);
  }
  started_ = true;
}

void IbColumns::line(std::string_view s) {
  end_line();
  text(s);
  end_line();
}

void IbColumns::marker(std::string_view s) {
  line(s);
}

void IbColumns::open_nested() {
  marker("------------------ nested begin ------------------");
  ++depth_;
}

void IbColumns::close_nested() {
  if (depth_ == 0) return;
  --depth_;
  marker("------------------- nested end -------------------");
}

void IbColumns::finish() {
  // format_ib_output writes every piece between newlines as a line, the piece
  // after the last '\n' too: text that ended on a new line leaves an empty line
  // at the text column.
  if (line_open_) {
    end_line();
  } else if (started_) {
    out_->append(static_cast<size_t>(kNestIndent * depth_ + kDwordColumns), ' ');
    *out_ += '\n';
  }
  started_ = false;
}

// --- Packet bodies: ac_parse_packet3's decoders ---------------------------------

namespace {

constexpr size_t kIndentPkt = 8;  // ac_parse_ib.c INDENT_PKT

// The register spaces' first dwords (sid.h SI_CONFIG_REG_OFFSET and friends / 4).
constexpr uint32_t kConfigBase = 0x2000;
constexpr uint32_t kShBase = 0x2C00;
constexpr uint32_t kContextBase = 0xA000;
constexpr uint32_t kUconfigBase = 0xC000;

// Registers the decoders name by their sid.h constants (byte offset / 4).
constexpr uint32_t kCpCoherCntl = 0x301F0 / 4;    // R_0301F0_CP_COHER_CNTL
constexpr uint32_t kCpCoherSize = 0x301F4 / 4;    // R_0301F4_CP_COHER_SIZE
constexpr uint32_t kCpCoherSizeHi = 0x30230 / 4;  // R_030230_CP_COHER_SIZE_HI
constexpr uint32_t kCpCoherBase = 0x301F8 / 4;    // R_0301F8_CP_COHER_BASE
constexpr uint32_t kCpCoherBaseHi = 0x301E4 / 4;  // R_0301E4_CP_COHER_BASE_HI
constexpr uint32_t kVgtEventInitiator = 0x28A90 / 4;
constexpr uint32_t kVgtNumIndices = 0x30930 / 4;
constexpr uint32_t kVgtDrawInitiator = 0x287F0 / 4;
constexpr uint32_t kVgtDmaMaxSize = 0x28A78 / 4;
constexpr uint32_t kVgtDmaIndexType = 0x28A7C / 4;
constexpr uint32_t kVgtNumInstances = 0x30934 / 4;
constexpr uint32_t kComputeDispatchInitiator = 0xB800 / 4;
constexpr uint32_t kComputeDimX = 0xB804 / 4;

// print_value's width for Mesa's print_named_value(..., ~0): `bits / 4` of -1 is 0.
constexpr unsigned kNoWidth = 0;

// One packet's body as ac_parse_packet3 reads it: each get() prints the dword's
// line (ac_ib_get), and the text helpers print what Mesa prints after it. Reads
// past the body print "????????" and answer 0.
class Body {
 public:
  Body(IbColumns& col, std::span<const uint32_t> body, int count)
      : col_(col), body_(body), count_(count) {}

  int count() const { return count_; }
  size_t position() const { return cur_; }
  bool has_dword() const { return cur_ < body_.size(); }
  uint32_t peek() const { return has_dword() ? body_[cur_] : 0; }

  uint32_t get() {
    uint32_t v = 0;
    if (cur_ < body_.size()) {
      v = body_[cur_];
      col_.dword(v);
    } else {
      col_.missing_dword();
    }
    ++cur_;
    return v;
  }
  uint64_t get64() {
    const uint64_t lo = get();
    return lo | uint64_t{get()} << 32;
  }

  // print_named_value
  void named_value(const char* name, uint32_t v, unsigned bits) {
    line(std::string(name) + " <- " + regs::format_value(v, bits));
  }
  // print_string_value
  void string_value(const char* name, const char* v) { line(std::string(name) + " <- " + v); }
  // print_addr with no address callback (radeonsi's AMD_DEBUG=ib passes none)
  void address(const char* name, uint64_t a) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(a));
    line(std::string(name) + " <- " + buf);
  }
  // print_data_dword
  void data_dword(const char* comment) { line(std::string("(") + comment + ")"); }
  // ac_dump_reg of a register
  void reg(uint32_t dword_offset, uint32_t v, uint32_t field_mask = ~0u) {
    const regs::RegisterInfo* r = regs::find_register(dword_offset);
    col_.text(r ? regs::describe_value(*r, v, field_mask) : regs::describe_write(dword_offset, v));
  }
  // ac_dump_reg of a packet word (pkt3.json), named rather than keyed (registers.h).
  void word(std::string_view name, uint32_t v) {
    auto words = regs::find_packet_words(name);
    if (!words.empty()) {
      col_.text(regs::describe_value(words.front(), v));
      return;
    }
    line(std::string(name) + " <- " + regs::format_value(v, 32));
  }
  void text(std::string_view s) { col_.text(s); }

  // What ac_parse_packet3 does after the decoder: prints the dwords it left, and
  // says so when the decoder read past the packet.
  void finish() {
    while (static_cast<int64_t>(cur_) <= count_) get();
    if (static_cast<int64_t>(cur_) > int64_t{count_} + 1)
      col_.text(" !!!!! count in header too low !!!!!\n");
  }

 private:
  void line(const std::string& s) {
    col_.text(std::string(kIndentPkt, ' '));
    col_.text(s);
    col_.text("\n");
  }

  IbColumns& col_;
  std::span<const uint32_t> body_;
  int count_;  // PKT_COUNT: body dwords minus one; -1 for the header-only NOP
  size_t cur_ = 0;
};

// ac_parse_set_reg_packet: the first body dword is the offset in the space (and
// an INDEX in bits 28-31), each further one a register's value.
void set_regs(Body& b, uint32_t base) {
  const uint32_t reg_dw = b.get();
  const uint32_t index = reg_dw >> 28;
  if (index != 0) b.named_value("INDEX", index, 32);
  const uint32_t first = (reg_dw & 0xFFFF) + base;
  for (int i = 0; i < b.count(); ++i) b.reg(first + static_cast<uint32_t>(i), b.get());
}
void set_context_reg(Body& b) {
  set_regs(b, kContextBase);
}
void set_config_reg(Body& b) {
  set_regs(b, kConfigBase);
}
void set_uconfig_reg(Body& b) {
  set_regs(b, kUconfigBase);
}
void set_sh_reg(Body& b) {
  set_regs(b, kShBase);
}

// ac_parse_set_reg_pairs_packet (GFX11+): (offset, value) pairs.
void set_reg_pairs(Body& b, uint32_t base) {
  for (int i = 0; i < (b.count() + 1) / 2; ++i) {
    const uint32_t reg = b.get() + base;
    b.reg(reg, b.get());
  }
}
void set_context_reg_pairs(Body& b) {
  set_reg_pairs(b, kContextBase);
}
void set_sh_reg_pairs(Body& b) {
  set_reg_pairs(b, kShBase);
}
void set_uconfig_reg_pairs(Body& b) {
  set_reg_pairs(b, kUconfigBase);
}

// ac_parse_set_reg_pairs_packed_packet (GFX11): a count, then two offsets in one
// dword followed by their two values.
void set_reg_pairs_packed(Body& b, uint32_t base) {
  b.named_value("REG_COUNT", b.get(), 32);
  uint32_t reg0 = 0, reg1 = 0;
  for (int i = 0; i < b.count(); ++i) {
    if (i % 3 == 0) {
      const uint32_t offsets = b.get();
      reg0 = (offsets & 0xffff) + base;
      reg1 = (offsets >> 16) + base;
    } else {
      const uint32_t reg = i % 3 == 1 ? reg0 : reg1;
      b.reg(reg, b.get());
    }
  }
}
void set_context_reg_pairs_packed(Body& b) {
  set_reg_pairs_packed(b, kContextBase);
}
void set_sh_reg_pairs_packed(Body& b) {
  set_reg_pairs_packed(b, kShBase);
}

// rdnavk's own (Mesa prints the body undecoded): the register, the mask, and the
// new bits as the register's fields under the mask.
void context_reg_rmw(Body& b) {
  const uint32_t reg = (b.get() & 0xFFFF) + kContextBase;
  const uint32_t mask = b.get();
  b.named_value("MASK", mask, 32);
  b.reg(reg, b.get(), mask);
}

// The GFX10 form (ac_parse_ib.c's gfx_level >= GFX10, before GFX11).
void acquire_mem(Body& b) {
  const uint32_t cntl = b.get();
  b.reg(kCpCoherCntl, cntl, 0x7fffffff);
  b.string_value("ENGINE_SEL", cntl & 0x80000000u ? "ME" : "PFP");
  b.reg(kCpCoherSize, b.get());
  b.reg(kCpCoherSizeHi, b.get());
  b.reg(kCpCoherBase, b.get());
  b.reg(kCpCoherBaseHi, b.get());
  b.named_value("POLL_INTERVAL", b.get(), 16);
  b.word("GCR_CNTL", b.get());
}

void surface_sync(Body& b) {
  b.reg(kCpCoherCntl, b.get());
  b.reg(kCpCoherSize, b.get());
  b.reg(kCpCoherBase, b.get());
  b.named_value("POLL_INTERVAL", b.get(), 16);
}

uint32_t event_type_mask() {
  const regs::RegisterInfo* r = regs::find_register(kVgtEventInitiator);
  const regs::FieldInfo* f = r ? regs::find_field(*r, "EVENT_TYPE") : nullptr;
  return f ? f->mask() : 0x3f;
}

void event_write(Body& b) {
  const uint32_t event = b.get();
  b.reg(kVgtEventInitiator, event, event_type_mask());
  b.named_value("EVENT_INDEX", (event >> 8) & 0xf, 4);
  b.named_value("INV_L2", (event >> 20) & 0x1, 1);
  if (b.count() > 0) b.address("ADDR", b.get64());
}

// ac_sext_addr48
uint64_t sign_extend_48(uint64_t a) {
  return a & (uint64_t{1} << 47) ? a | (uint64_t{0xFFFF} << 48) : a & ~(uint64_t{0xFFFF} << 48);
}

void event_write_eop(Body& b) {
  const uint32_t event = b.get();
  b.reg(kVgtEventInitiator, event, event_type_mask());
  b.named_value("EVENT_INDEX", (event >> 8) & 0xf, 4);
  b.named_value("TCL1_VOL_ACTION_ENA", (event >> 12) & 0x1, 1);
  b.named_value("TC_VOL_ACTION_ENA", (event >> 13) & 0x1, 1);
  b.named_value("TC_WB_ACTION_ENA", (event >> 15) & 0x1, 1);
  b.named_value("TCL1_ACTION_ENA", (event >> 16) & 0x1, 1);
  b.named_value("TC_ACTION_ENA", (event >> 17) & 0x1, 1);
  const uint64_t a = b.get64();
  b.address("ADDR", sign_extend_48(a));
  b.named_value("DST_SEL", (a >> 48) & 0x3, 2);
  b.named_value("INT_SEL", (a >> 56) & 0x7, 3);
  b.named_value("DATA_SEL", static_cast<uint32_t>(a >> 61), 3);
  b.named_value("DATA_LO", b.get(), 32);
  b.named_value("DATA_HI", b.get(), 32);
}

// The GFX10 form: the event dword is pkt3.json's RELEASE_MEM_OP.
void release_mem(Body& b) {
  b.word("RELEASE_MEM_OP", b.get());
  const uint32_t sel = b.get();
  b.named_value("DST_SEL", (sel >> 16) & 0x3, 2);
  b.named_value("INT_SEL", (sel >> 24) & 0x7, 3);
  b.named_value("DATA_SEL", sel >> 29, 3);
  b.named_value("ADDRESS_LO", b.get(), 32);
  b.named_value("ADDRESS_HI", b.get(), 32);
  b.named_value("DATA_LO", b.get(), 32);
  b.named_value("DATA_HI", b.get(), 32);
  b.named_value("CTXID", b.get(), 32);
}

void wait_reg_mem(Body& b) {
  b.named_value("OP", b.get(), 32);
  b.named_value("ADDRESS_LO", b.get(), 32);
  b.named_value("ADDRESS_HI", b.get(), 32);
  b.named_value("REF", b.get(), 32);
  b.named_value("MASK", b.get(), 32);
  b.named_value("POLL_INTERVAL", b.get(), 16);
}

void draw_index_auto(Body& b) {
  b.reg(kVgtNumIndices, b.get());
  b.reg(kVgtDrawInitiator, b.get());
}

void draw_index_2(Body& b) {
  b.reg(kVgtDmaMaxSize, b.get());
  b.address("INDEX_ADDR", b.get64());
  b.reg(kVgtNumIndices, b.get());
  b.reg(kVgtDrawInitiator, b.get());
}

void draw_indirect(Body& b) {
  b.named_value("OFFSET", b.get(), 32);
  b.named_value("VERTEX_OFFSET_REG", b.get(), 32);
  b.named_value("START_INSTANCE_REG", b.get(), 32);
  b.reg(kVgtDrawInitiator, b.get());
}

void draw_indirect_multi(Body& b) {
  b.named_value("OFFSET", b.get(), 32);
  b.named_value("VERTEX_OFFSET_REG", b.get(), 32);
  b.named_value("START_INSTANCE_REG", b.get(), 32);
  const uint32_t loc = b.get();
  b.named_value("DRAW_ID_REG", loc & 0xFFFF, 16);
  b.named_value("DRAW_ID_ENABLE", loc >> 31, 1);
  b.named_value("COUNT_INDIRECT_ENABLE", (loc >> 30) & 1, 1);
  b.named_value("DRAW_COUNT", b.get(), 32);
  b.address("COUNT_ADDR", b.get64());
  b.named_value("STRIDE", b.get(), 32);
  b.reg(kVgtDrawInitiator, b.get());
}

void index_base(Body& b) {
  b.address("ADDR", b.get64());
}
void index_type(Body& b) {
  b.reg(kVgtDmaIndexType, b.get());
}
void num_instances(Body& b) {
  b.reg(kVgtNumInstances, b.get());
}

void write_data(Body& b) {
  b.word("CONTROL", b.get());
  b.address("DST_ADDR", b.get64());
  // Mesa computes the data length as an unsigned difference; a body shorter than
  // its address has none here rather than four billion.
  const int64_t data = int64_t{b.count()} + 1 - static_cast<int64_t>(b.position());
  for (int64_t i = 0; i < data; ++i) {
    b.get();
    b.data_dword("data");
  }
}

// sid.h: COPY_DATA_SRC_SEL / COPY_DATA_DST_SEL values.
constexpr uint32_t kCopyDataReg = 0;
constexpr uint32_t kCopyDataPerf = 4;
constexpr uint32_t kCopyDataImm = 5;

// One side of a COPY_DATA: a register, immediate data or an address.
void copy_data_operand(Body& b, const char* side, uint32_t sel, uint64_t v, bool count_64) {
  const std::string s(side);
  if (sel == kCopyDataReg || sel == kCopyDataPerf) {
    const uint32_t dw = static_cast<uint32_t>(v) & 0x3ffff;
    const regs::RegisterInfo* r = regs::find_register(dw);
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%05x", dw * 4);
    b.string_value((s + "_REG").c_str(), r ? r->name : buf);
  } else if (sel == kCopyDataImm && s == "SRC") {
    b.named_value("SRC_DATA_LO", static_cast<uint32_t>(v), 32);
    if (count_64) b.named_value("SRC_DATA_HI", static_cast<uint32_t>(v >> 32), 32);
  } else {
    b.address((s + "_ADDR").c_str(), v);
  }
}

// rdnavk's own (Mesa 25.0 prints the body undecoded): the control dword's fields
// as sid.h's COPY_DATA_* macros place them, then the source and the destination.
void copy_data(Body& b) {
  const uint32_t control = b.get();
  const uint32_t src_sel = control & 0xf;
  const uint32_t dst_sel = (control >> 8) & 0xf;
  const bool count_64 = (control >> 16) & 1;
  b.named_value("SRC_SEL", src_sel, 4);
  b.named_value("DST_SEL", dst_sel, 4);
  b.named_value("COUNT_SEL", count_64, 1);
  b.named_value("WR_CONFIRM", (control >> 20) & 1, 1);
  b.named_value("ENGINE_SEL", control >> 30, 2);
  copy_data_operand(b, "SRC", src_sel, b.get64(), count_64);
  copy_data_operand(b, "DST", dst_sel, b.get64(), count_64);
}

void cp_dma(Body& b) {
  b.word("CP_DMA_WORD0", b.get());
  b.word("CP_DMA_WORD1", b.get());
  b.word("CP_DMA_WORD2", b.get());
  b.word("CP_DMA_WORD3", b.get());
  b.word("COMMAND", b.get());
}

void dma_data(Body& b) {
  b.word("DMA_DATA_WORD0", b.get());
  const uint64_t src = b.get64();
  const uint64_t dst = b.get64();
  const uint32_t command = b.get();
  b.address("SRC_ADDR", src);
  b.address("DST_ADDR", dst);
  b.word("COMMAND", command);
}

// The callee is not read here: whoever walks the stream follows it (the IB
// walker) and brackets it (PacketPrinter::begin_nested), as Mesa does when it is
// given an address callback.
void indirect_buffer(Body& b) {
  b.word("IB_BASE_LO", b.get());
  b.word("IB_BASE_HI", b.get());
  b.word("IB_CONTROL", b.get());
}

void reserved_dword(Body& b) {
  b.get();
  b.data_dword("reserved");
}

// AC_IS_TRACE_POINT / AC_GET_TRACE_POINT_ID (ac_debug.h): radeonsi's trace points
// are one-dword NOPs holding 0xcafe in the high half.
bool is_trace_point(uint32_t dw) {
  return (dw & 0xcafe0000u) == 0xcafe0000u;
}

void nop(Body& b) {
  if (b.count() < 0) return;  // the header-only NOP
  if (b.count() == 0 && b.has_dword() && is_trace_point(b.peek())) {
    // With no trace ids to compare with (AMD_DEBUG=ib has none) Mesa names the
    // point and leaves the dword to the tail.
    b.text(std::string(kIndentPkt, ' ') + "Trace point ID: " + std::to_string(b.peek() & 0xffff) +
           "\n");
    return;
  }
  while (static_cast<int64_t>(b.position()) <= b.count()) {
    b.get();
    b.data_dword("unused");
  }
}

void dispatch_direct(Body& b) {
  b.reg(kComputeDimX, b.get());
  b.reg(kComputeDimX + 1, b.get());
  b.reg(kComputeDimX + 2, b.get());
  b.reg(kComputeDispatchInitiator, b.get());
}

void dispatch_indirect(Body& b) {
  if (b.count() > 1) {
    b.address("ADDR", b.get64());
  } else {
    b.named_value("DATA_OFFSET", b.get(), 32);
  }
  b.reg(kComputeDispatchInitiator, b.get());
}

void set_base(Body& b) {
  // Mesa colours "UNKNOWN" red even with AMD_COLOR=0; rdnavk prints no colour.
  b.string_value("BASE_INDEX", b.get() == 1 ? "INDIRECT_BASE" : "UNKNOWN");
  b.address("ADDR", b.get64());
}

void prime_utcl2(Body& b) {
  const uint32_t v = b.get();
  b.named_value("CACHE_PERM[rwx]", v & 0x7, 3);
  b.string_value("PRIME_MODE", v & 0x8 ? "WAIT_FOR_XACK" : "DONT_WAIT_FOR_XACK");
  b.named_value("ENGINE_SEL", v >> 30, 2);
  b.address("ADDR", b.get64());
  b.named_value("REQUESTED_PAGES", b.get(), 14);
}

void atomic_mem(Body& b) {
  const uint32_t v = b.get();
  b.named_value("ATOMIC", v & 0x7f, 7);
  b.named_value("COMMAND", (v >> 8) & 0xf, 4);
  b.named_value("CACHE_POLICY", (v >> 25) & 0x3, 2);
  b.named_value("ENGINE_SEL", v >> 30, 2);
  b.address("ADDR", b.get64());
  b.named_value("SRC_DATA_LO", b.get(), 32);
  b.named_value("SRC_DATA_HI", b.get(), 32);
  b.named_value("CMP_DATA_LO", b.get(), 32);
  b.named_value("CMP_DATA_HI", b.get(), 32);
  b.named_value("LOOP_INTERVAL", b.get() & 0x1fff, 13);
}

void index_buffer_size(Body& b) {
  b.named_value("COUNT", b.get(), 32);
}

void cond_exec(Body& b) {
  const uint32_t size = b.get() * 4;
  b.address("ADDR", b.get64());
  b.named_value("SIZE", size, 32);
}

// The GFX10.3 form (the GFX11 bits are not printed).
void dispatch_taskmesh_gfx(Body& b) {
  uint32_t v = b.get();
  b.named_value("RING_ENTRY_REG", (v >> 16) & 0xffff, 16);
  b.named_value("XYZ_DIM_REG", v & 0xffff, 16);
  v = b.get();
  b.named_value("THREAD_TRACE_MARKER_ENABLE", (v >> 31) & 0x1, 1);
  b.named_value("DI_SRC_SEL_AUTO_INDEX", b.get(), kNoWidth);
}

void dispatch_taskmesh_direct_ace(Body& b) {
  b.named_value("X_DIM", b.get(), kNoWidth);
  b.named_value("Y_DIM", b.get(), kNoWidth);
  b.named_value("Z_DIM", b.get(), kNoWidth);
  b.reg(kComputeDispatchInitiator, b.get());
  b.named_value("RING_ENTRY_REG", b.get(), 16);
}

using Decoder = void (*)(Body&);

struct DecoderEntry {
  Opcode op;
  Decoder decode;
};

// The packets whose bodies are decoded; the others print their dwords bare, as
// Mesa prints them.
constexpr DecoderEntry kDecoders[] = {
    {Opcode::kSET_CONTEXT_REG, set_context_reg},
    {Opcode::kSET_CONTEXT_REG_INDEX, set_context_reg},
    {Opcode::kSET_CONFIG_REG, set_config_reg},
    {Opcode::kSET_UCONFIG_REG, set_uconfig_reg},
    {Opcode::kSET_UCONFIG_REG_INDEX, set_uconfig_reg},
    {Opcode::kSET_SH_REG, set_sh_reg},
    {Opcode::kSET_SH_REG_INDEX, set_sh_reg},
    {Opcode::kSET_UCONFIG_REG_PAIRS, set_uconfig_reg_pairs},
    {Opcode::kSET_CONTEXT_REG_PAIRS, set_context_reg_pairs},
    {Opcode::kSET_SH_REG_PAIRS, set_sh_reg_pairs},
    {Opcode::kSET_CONTEXT_REG_PAIRS_PACKED, set_context_reg_pairs_packed},
    {Opcode::kSET_SH_REG_PAIRS_PACKED, set_sh_reg_pairs_packed},
    {Opcode::kSET_SH_REG_PAIRS_PACKED_N, set_sh_reg_pairs_packed},
    {Opcode::kCONTEXT_REG_RMW, context_reg_rmw},
    {Opcode::kACQUIRE_MEM, acquire_mem},
    {Opcode::kSURFACE_SYNC, surface_sync},
    {Opcode::kEVENT_WRITE, event_write},
    {Opcode::kEVENT_WRITE_EOP, event_write_eop},
    {Opcode::kRELEASE_MEM, release_mem},
    {Opcode::kWAIT_REG_MEM, wait_reg_mem},
    {Opcode::kDRAW_INDEX_AUTO, draw_index_auto},
    {Opcode::kDRAW_INDEX_2, draw_index_2},
    {Opcode::kDRAW_INDIRECT, draw_indirect},
    {Opcode::kDRAW_INDEX_INDIRECT, draw_indirect},
    {Opcode::kDRAW_INDIRECT_MULTI, draw_indirect_multi},
    {Opcode::kDRAW_INDEX_INDIRECT_MULTI, draw_indirect_multi},
    {Opcode::kINDEX_BASE, index_base},
    {Opcode::kINDEX_TYPE, index_type},
    {Opcode::kNUM_INSTANCES, num_instances},
    {Opcode::kWRITE_DATA, write_data},
    {Opcode::kCOPY_DATA, copy_data},
    {Opcode::kCP_DMA, cp_dma},
    {Opcode::kDMA_DATA, dma_data},
    {Opcode::kINDIRECT_BUFFER_SI, indirect_buffer},
    {Opcode::kINDIRECT_BUFFER_CONST, indirect_buffer},
    {Opcode::kINDIRECT_BUFFER, indirect_buffer},
    {Opcode::kCLEAR_STATE, reserved_dword},
    {Opcode::kINCREMENT_DE_COUNTER, reserved_dword},
    {Opcode::kPFP_SYNC_ME, reserved_dword},
    {Opcode::kNOP, nop},
    {Opcode::kDISPATCH_DIRECT, dispatch_direct},
    {Opcode::kDISPATCH_DIRECT_INTERLEAVED, dispatch_direct},
    {Opcode::kDISPATCH_INDIRECT, dispatch_indirect},
    {Opcode::kDISPATCH_INDIRECT_INTERLEAVED, dispatch_indirect},
    {Opcode::kSET_BASE, set_base},
    {Opcode::kPRIME_UTCL2, prime_utcl2},
    {Opcode::kATOMIC_MEM, atomic_mem},
    {Opcode::kINDEX_BUFFER_SIZE, index_buffer_size},
    {Opcode::kCOND_EXEC, cond_exec},
    {Opcode::kDISPATCH_TASKMESH_GFX, dispatch_taskmesh_gfx},
    {Opcode::kDISPATCH_TASKMESH_DIRECT_ACE, dispatch_taskmesh_direct_ace},
};

Decoder find_decoder(uint8_t op) {
  static const std::array<Decoder, 256> table = [] {
    std::array<Decoder, 256> t{};
    for (const DecoderEntry& e : kDecoders) t[static_cast<uint8_t>(e.op)] = e.decode;
    return t;
  }();
  return table[op];
}

// ac_parse_packet3's first line: the name, then the header's flags.
std::string type3_title(uint32_t header) {
  const uint8_t op = static_cast<uint8_t>((header >> 8) & 0xff);
  std::string s;
  if (const char* name = opcode_name(op)) {
    s = name;
  } else {
    char buf[32];
    std::snprintf(buf, sizeof buf, "UNKNOWN(0x%02X)", op);
    s = buf;
  }
  if (header & 0x2) s += "(shader_type=compute)";
  if (header & 0x1) s += "(predicated)";
  if (header & 0x4) s += "(reset_filter_cam)";
  return s + ":\n";
}

void print_type3(IbColumns& col, uint32_t header, std::span<const uint32_t> body) {
  const Header h = decode_header(header);
  col.text(type3_title(header));
  // The header-only NOP has no body (sid.h PKT3_NOP_PAD; Mesa sets its count to -1).
  Body b(col, body, h.is_header_only_nop() ? -1 : static_cast<int>(h.count));
  if (Decoder d = find_decoder(h.opcode)) d(b);
  b.finish();
}

// Mesa prints "Unknown packet type 0" for the header and reads the body as more
// headers; the command processor writes the body to consecutive registers, and
// so rdnavk prints them as those register writes.
void print_type0(IbColumns& col, uint32_t header, std::span<const uint32_t> body) {
  const Header h = decode_header(header);
  col.text("Unknown packet type 0\n");
  Body b(col, body, static_cast<int>(h.count));
  for (uint32_t i = 0; i <= h.count; ++i) b.reg(h.reg + i, b.get());
  b.finish();
}

void print_packet(IbColumns& col, uint32_t header, std::span<const uint32_t> body) {
  col.dword(header);
  switch (header >> 30) {
    case 3:
      print_type3(col, header, body);
      break;
    case 0:
      print_type0(col, header, body);
      break;
    case 2:
      col.text(header == 0x80000000u ? "NOP (type 2)\n" : "Unknown packet type 2\n");
      break;
    default:
      col.text("Unknown packet type 1\n");
      break;
  }
}

}  // namespace

// --- PacketPrinter ------------------------------------------------------------------

void PacketPrinter::go_to_depth(int depth) {
  if (depth < 0) depth = 0;
  while (columns_.depth() > depth) columns_.close_nested();
  while (columns_.depth() < depth) columns_.open_nested();
}

void PacketPrinter::packet(uint32_t header_dw, std::span<const uint32_t> body, int depth) {
  go_to_depth(depth);
  print_packet(columns_, header_dw, body);
}

void PacketPrinter::truncated_packet(std::span<const uint32_t> dwords, int depth) {
  if (dwords.empty()) return;
  go_to_depth(depth);
  print_packet(columns_, dwords[0], dwords.subspan(1));
  columns_.line("Packet ends after the end of IB.");
}

void PacketPrinter::bad_header(uint32_t dw, int depth) {
  go_to_depth(depth);
  print_packet(columns_, dw, {});
}

void PacketPrinter::begin_nested(int depth) {
  go_to_depth(depth);
  columns_.open_nested();
}

void PacketPrinter::note(std::string_view text, int depth) {
  go_to_depth(depth);
  columns_.line(text);
}

void PacketPrinter::finish() {
  go_to_depth(0);
  columns_.finish();
}

std::string print_ib(std::span<const uint32_t> ib) {
  std::string out;
  PacketPrinter printer(&out);
  uint32_t off = 0;
  while (off < ib.size()) {
    Packet p;
    const CutStatus st = cut_packet(ib, off, &p);
    if (st == CutStatus::kTruncated) {
      printer.truncated_packet(ib.subspan(off), 0);
      break;
    }
    if (st != CutStatus::kOk) {
      // A type-1 header reserves no body: Mesa reads the next dword as a header,
      // and so does this.
      printer.bad_header(ib[off], 0);
      ++off;
      continue;
    }
    printer.packet(ib[off], p.body, 0);
    off += p.header.total_dwords();
  }
  printer.finish();
  return out;
}

}  // namespace rdnavk::pm4
