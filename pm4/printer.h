// Prints PM4 packets as Mesa's AMD_DEBUG=ib printer does (src/amd/common/ac_parse_ib.c,
// Mesa 25.0: ac_parse_packet3, parse_gfx_compute_ib, format_ib_output), uncoloured
// (AMD_COLOR=0): a column of raw dwords, each followed on its line by what the dword
// means: the packet's name on the header's line, the registers a SET_*_REG packet
// writes with their decoded fields (regs::describe_value), the fields of the packet
// bodies Mesa decodes. Nested IBs are bracketed and indented by four columns per
// level, as Mesa brackets the IBs it follows. Where rdnavk departs from Mesa's text
// (type-0 bodies, COPY_DATA, packets whose count is too small, truncation) the
// departure is listed in docs/pm4-differential.md. Every dword is guest data: any
// header, count or body prints as text, never a crash.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "pm4/packet.h"

namespace rdnavk::pm4 {

// Mesa's two-column layout (format_ib_output in ac_parse_ib.c): every dword read
// starts a line "%08x " at column 4 * depth, and the text of what it means follows
// on that line; a line of text that no dword starts is indented to the text column,
// 9 + 4 * depth. A nested IB's brackets sit at the text column of the outer IB.
class IbColumns {
 public:
  explicit IbColumns(std::string* out) : out_(out) {}
  void dword(uint32_t v);
  // A dword read past the end of the IB: "????????", as ac_ib_get prints it.
  void missing_dword();
  // Appends to the current line; each '\n' ends it.
  void text(std::string_view s);
  // A whole line of its own at the text column.
  void line(std::string_view s);
  // The nested IB brackets, at the given depth's text column.
  void open_nested();
  void close_nested();
  int depth() const { return depth_; }
  // Ends the chunk: what ac_parse_ib_chunk leaves after the last packet (an
  // empty line at the text column when the text ended on a new line).
  void finish();

 private:
  void end_line();
  void marker(std::string_view s);
  std::string* out_;
  int depth_ = 0;
  bool line_open_ = false;
  bool started_ = false;  // anything written since the last finish()
};

// Appends the text of a stream of packets to a string, one IB (or one chain of IBs)
// at a time. The caller cuts the packets (cut_packet, or cp's IB walker, which also
// follows nested and chained IBs); the printer keeps the layout state between them:
// the line being written and the nesting depth.
class PacketPrinter {
 public:
  explicit PacketPrinter(std::string* out) : columns_(out) {}

  // Prints one packet: its header dword and its body as cut_packet cut it (type 0,
  // 2 or 3), at nesting depth `depth` (0 for an IB the submission lists). A depth
  // below the current one closes the brackets of the nested IBs that have
  // returned; one above opens brackets.
  void packet(uint32_t header_dw, std::span<const uint32_t> body, int depth);

  // Prints a packet whose body runs past the end of its IB: `dwords` from its header
  // to the end of the IB. The missing dwords print as "????????", as Mesa prints a
  // read past the IB, followed by Mesa's "Packet ends after the end of IB.".
  void truncated_packet(std::span<const uint32_t> dwords, int depth);

  // Prints a dword that starts no packet (a type-1 header): "Unknown packet type 1".
  void bad_header(uint32_t dw, int depth);

  // Opens a nested IB below `depth`: the brackets Mesa prints around an IB that an
  // INDIRECT_BUFFER calls. Called after the INDIRECT_BUFFER packet, before the
  // callee's packets (even when it has none, or cannot be read).
  void begin_nested(int depth);

  // A line of rdnavk's own (a walk error, a note) at the text column of `depth`.
  void note(std::string_view text, int depth);

  // Ends the IB: closes the nested brackets still open, then IbColumns::finish.
  void finish();

 private:
  void go_to_depth(int depth);
  IbColumns columns_;
};

// The whole text of one IB with no IB followed (what radeonsi prints for its own
// IBs, ac_parse_ib_chunk with no address callback): packets cut in order, a
// truncated packet printed as such, a type-1 header printed and stepped over.
std::string print_ib(std::span<const uint32_t> ib);

}  // namespace rdnavk::pm4
