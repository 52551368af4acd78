// The PM4 printer against golden text: bytes in, Mesa's AMD_DEBUG=ib text out.
// Where Mesa 25.0.7 itself printed the packet (radeonsi's own IBs for
// rdnavk-gles-triangle, AMD_DEBUG=ib AMD_COLOR=0), the golden is Mesa's text as it
// printed it; the others follow ac_parse_ib.c line by line, and where rdnavk
// departs from Mesa on purpose the test says so (docs/pm4-differential.md).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "pm4/printer.h"

namespace rdnavk::pm4 {
namespace {

uint32_t pkt3(uint8_t op, uint32_t count) {
  return 3u << 30 | (count & 0x3fff) << 16 | op << 8;
}

std::string print(const std::vector<uint32_t>& ib) {
  return print_ib(ib);
}

// SET_CONTEXT_REG of CB_COLOR0_INFO (0x28C70: offset 0x31C in the context space):
// the register, its value and every field with its enum name. Mesa printed these
// lines for radeonsi's colour buffer.
TEST(Printer, SetContextRegCbColor0Info) {
  EXPECT_EQ(print({0xc0016900, 0x0000031c, 0x00028028}),
            "c0016900 SET_CONTEXT_REG:\n"
            "0000031c \n"
            "00028028         CB_COLOR0_INFO <- 0x00028028\n"
            "                                   ENDIAN = ENDIAN_NONE\n"
            "                                   FORMAT = COLOR_8_8_8_8\n"
            "                                   LINEAR_GENERAL = 0\n"
            "                                   NUMBER_TYPE = NUMBER_UNORM\n"
            "                                   COMP_SWAP = SWAP_STD\n"
            "                                   FAST_CLEAR = 0\n"
            "                                   COMPRESSION = 0\n"
            "                                   BLEND_CLAMP = 1\n"
            "                                   BLEND_BYPASS = 0\n"
            "                                   SIMPLE_FLOAT = 1\n"
            "                                   ROUND_MODE = 0\n"
            "                                   CMASK_IS_LINEAR = 0\n"
            "                                   BLEND_OPT_DONT_RD_DST = FORCE_OPT_AUTO\n"
            "                                   BLEND_OPT_DISCARD_PIXEL = FORCE_OPT_AUTO\n"
            "                                   FMASK_COMPRESSION_DISABLE = 0\n"
            "                                   FMASK_COMPRESS_1FRAG_ONLY = 0\n"
            "                                   DCC_ENABLE = 0\n"
            "                                   CMASK_ADDR_TYPE = CMASK_ADDR_TILED\n"
            "                                   NBC_TILING = 0\n"
            "         \n");
}

// An INDEX in the offset dword prints before the registers; an offset with no
// register prints as Mesa's bare byte offset.
TEST(Printer, SetUconfigRegIndexAndUnknownRegister) {
  EXPECT_EQ(print({pkt3(0x7A, 1), 0x10000242, 0x00000004, pkt3(0x69, 1), 0x3ff, 7}),
            "c0017a00 SET_UCONFIG_REG_INDEX:\n"
            "10000242         INDEX <- 1\n"
            "00000004         VGT_PRIMITIVE_TYPE <- 4\n"
            "                                       PRIM_TYPE = DI_PT_TRILIST\n"
            "c0016900 SET_CONTEXT_REG:\n"
            "000003ff \n"
            "00000007         0x28ffc <- 0x00000007\n"
            "         \n");
}

// DMA_DATA: the word-0 fields, both addresses after all four address dwords,
// then COMMAND's fields. Mesa printed exactly this for radeonsi's shader upload.
TEST(Printer, DmaData) {
  EXPECT_EQ(
      print({0xc0055000, 0xe0300000, 0x00600000, 0xffff8000, 0x00400000, 0xffff8000, 0x400000e4}),
      "c0055000 DMA_DATA:\n"
      "e0300000         DMA_DATA_WORD0 <- 0xe0300000\n"
      "                                   ENGINE = ME\n"
      "                                   SRC_CACHE_POLICY = 0\n"
      "                                   DST_SEL = DST_ADDR_TC_L2\n"
      "                                   DST_CACHE_POLICY = 0\n"
      "                                   SRC_SEL = SRC_ADDR_TC_L2\n"
      "                                   CP_SYNC = 1\n"
      "00600000 \n"
      "ffff8000 \n"
      "00400000 \n"
      "ffff8000 \n"
      "400000e4         SRC_ADDR <- 0xffff800000600000\n"
      "                 DST_ADDR <- 0xffff800000400000\n"
      "                 COMMAND <- 0x400000e4\n"
      "                            BYTE_COUNT = 228 (0x0000e4)\n"
      "                            SAS = MEMORY\n"
      "                            DAS = MEMORY\n"
      "                            SAIC = INCREMENT\n"
      "                            DAIC = INCREMENT\n"
      "                            RAW_WAIT = 1\n"
      "                            DISABLE_WR_CONFIRM = 0\n"
      "         \n");
}

// RELEASE_MEM on GFX10: the event dword is pkt3.json's RELEASE_MEM_OP, then the
// selects and the five data dwords. Mesa printed this for radeonsi's fence.
TEST(Printer, ReleaseMem) {
  EXPECT_EQ(print({0xc0064900, 0x0040f52d, 0x23000000, 0x00200300, 0xffff8001, 0x00000001,
                   0x00000000, 0x00000000}),
            "c0064900 RELEASE_MEM:\n"
            "0040f52d         RELEASE_MEM_OP <- 0x0040f52d\n"
            "                                   EVENT_TYPE = 45 (0x2d)\n"
            "                                   EVENT_INDEX = 5\n"
            "                                   GLM_WB = 1\n"
            "                                   GLM_INV = 1\n"
            "                                   GLV_INV = 1\n"
            "                                   GL1_INV = 1\n"
            "                                   GL2_US = 0\n"
            "                                   GL2_RANGE = GL2_ALL\n"
            "                                   GL2_DISCARD = 0\n"
            "                                   GL2_INV = 0\n"
            "                                   GL2_WB = 0\n"
            "                                   SEQ = SEQ_FORWARD\n"
            "23000000         DST_SEL <- 0\n"
            "                 INT_SEL <- 3\n"
            "                 DATA_SEL <- 1\n"
            "00200300         ADDRESS_LO <- 0x00200300\n"
            "ffff8001         ADDRESS_HI <- 0xffff8001\n"
            "00000001         DATA_LO <- 1\n"
            "00000000         DATA_HI <- 0\n"
            "00000000         CTXID <- 0\n"
            "         \n");
}

// A type-0 packet: Mesa prints "Unknown packet type 0" for the header, then reads
// the body as more headers. rdnavk prints the header line as Mesa does and the
// body as the register writes the command processor makes of it (from register
// 0xA29F, VGT_DMA_INDEX_TYPE, upwards; WD_ENHANCE's one 32-bit field prints no
// field line, as in Mesa's database).
TEST(Printer, Type0WritesConsecutiveRegisters) {
  EXPECT_EQ(print({0x0001A29F, 0x00000001, 0x00000003}),
            "0001a29f Unknown packet type 0\n"
            "00000001         VGT_DMA_INDEX_TYPE <- 1\n"
            "                                       INDEX_TYPE = VGT_INDEX_32\n"
            "                                       SWAP_MODE = VGT_DMA_SWAP_NONE\n"
            "                                       BUF_TYPE = VGT_DMA_BUF_MEM\n"
            "                                       RDREQ_POLICY = VGT_POLICY_LRU\n"
            "                                       ATC = 0\n"
            "                                       NOT_EOP = 0\n"
            "                                       REQ_PATH = 0\n"
            "                                       MTYPE = 0\n"
            "                                       DISABLE_INSTANCE_PACKING = 0\n"
            "00000003         WD_ENHANCE <- 3\n"
            "         \n");
}

// Type 2: the filler Mesa names, any other type-2 dword, and a type-1 header.
TEST(Printer, Type2AndReservedHeaders) {
  EXPECT_EQ(print({0x80000000, 0x80001234, 0x40000000}),
            "80000000 NOP (type 2)\n"
            "80001234 Unknown packet type 2\n"
            "40000000 Unknown packet type 1\n"
            "         \n");
}

// An opcode no table names: UNKNOWN(0xNN), the header flags, the body bare.
TEST(Printer, UnknownOpcode) {
  EXPECT_EQ(print({pkt3(0xEE, 1) | 0x3, 0x11111111, 0x22222222}),
            "c001ee03 UNKNOWN(0xEE)(shader_type=compute)(predicated):\n"
            "11111111 \n"
            "22222222 \n");
}

// NOPs: the header-only filler, a NOP with a body ("unused"), and a trace point.
TEST(Printer, Nops) {
  EXPECT_EQ(print({0xffff1000, pkt3(0x10, 1), 0, 5, pkt3(0x10, 0), 0xcafe0007}),
            "ffff1000 NOP:\n"
            "c0011000 NOP:\n"
            "00000000         (unused)\n"
            "00000005         (unused)\n"
            "c0001000 NOP:\n"
            "                 Trace point ID: 7\n"
            "cafe0007 \n");
}

// A packet whose count runs past the IB: what there is prints, then "????????"
// for each missing dword, as Mesa prints reads past the end, and Mesa's closing
// line. Mesa prints that line after the whole IB and exits; rdnavk prints it
// under the packet, at the text column, and goes on.
TEST(Printer, TruncatedPacket) {
  EXPECT_EQ(print({pkt3(0x37, 4), 0x00100500, 0x00200200}),
            "c0043700 WRITE_DATA:\n"
            "00100500         CONTROL <- 0x00100500\n"
            "                            DST_SEL = MEM\n"
            "                            WR_ONE_ADDR = 0\n"
            "                            WR_CONFIRM = 1\n"
            "                            ENGINE_SEL = ME\n"
            "00200200 \n"
            "????????         DST_ADDR <- 0x200200\n"
            "????????         (data)\n"
            "????????         (data)\n"
            "         Packet ends after the end of IB.\n"
            "         \n");
}

// A count too small for the packet's layout: the decoder reads on ("????????",
// where Mesa would read the next packet's dwords) and says so; the next packet
// starts where the header's count says, as the command processor reads it.
TEST(Printer, CountTooLow) {
  EXPECT_EQ(print({pkt3(0x2F, 0), 2, pkt3(0x3C, 0), 0x13}),
            "c0002f00 NUM_INSTANCES:\n"
            "00000002         VGT_NUM_INSTANCES <- 2\n"
            "c0003c00 WAIT_REG_MEM:\n"
            "00000013         OP <- 19 (0x00000013)\n"
            "????????         ADDRESS_LO <- 0\n"
            "????????         ADDRESS_HI <- 0\n"
            "????????         REF <- 0\n"
            "????????         MASK <- 0\n"
            "????????         POLL_INTERVAL <- 0\n"
            "          !!!!! count in header too low !!!!!\n"
            "         \n");
}

// Nested IBs: the INDIRECT_BUFFER's words, then the callee bracketed and indented
// by four columns, as format_ib_output lays out what Mesa follows.
TEST(Printer, NestedIbBrackets) {
  std::string out;
  PacketPrinter printer(&out);
  const std::vector<uint32_t> ib = {0x00001000, 0x00000080, 0x00000002};
  printer.packet(pkt3(0x3F, 2), ib, 0);
  printer.begin_nested(0);
  printer.packet(pkt3(0x42, 0), std::vector<uint32_t>{0}, 1);
  printer.packet(0x80000000, {}, 0);
  printer.finish();
  EXPECT_EQ(out,
            "c0023f00 INDIRECT_BUFFER:\n"
            "00001000         IB_BASE_LO <- 4096 (0x00001000)\n"
            "00000080         IB_BASE_HI <- 128 (0x00000080)\n"
            "00000002         IB_CONTROL <- 2\n"
            "                               IB_SIZE = 2\n"
            "                               CHAIN = 0\n"
            "                               VALID = 0\n"
            "         ------------------ nested begin ------------------\n"
            "    c0004200 PFP_SYNC_ME:\n"
            "    00000000         (reserved)\n"
            "         ------------------- nested end -------------------\n"
            "80000000 NOP (type 2)\n"
            "         \n");
}

// Bad bytes are text: every header value, full or cut short, prints and returns.
TEST(Printer, AnyHeaderPrints) {
  for (uint32_t op = 0; op < 256; ++op) {
    for (uint32_t len : {0u, 1u, 3u, 9u}) {
      std::vector<uint32_t> ib(len + 1, 0xffffffffu);
      ib[0] = pkt3(static_cast<uint8_t>(op), 7);
      EXPECT_FALSE(print(ib).empty()) << op;
    }
  }
}

}  // namespace
}  // namespace rdnavk::pm4
