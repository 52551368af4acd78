#include <gtest/gtest.h>

#include <vector>

#include "pm4/packet.h"

namespace rdnavk::pm4 {
namespace {

uint32_t pkt3(uint8_t op, uint32_t count) {
  return 3u << 30 | (count & 0x3fff) << 16 | op << 8;
}

TEST(Header, Type3FieldsAsSidHDefinesThem) {
  // SET_SH_REG with 2 body dwords, compute shader type bit.
  Header h = decode_header(0xC0017602u);
  EXPECT_EQ(h.type, 3);
  EXPECT_EQ(h.opcode, 0x76);
  EXPECT_EQ(h.count, 1u);
  EXPECT_TRUE(h.shader_type);
  EXPECT_FALSE(h.predicate);
  EXPECT_EQ(h.total_dwords(), 3u);
  EXPECT_STREQ(opcode_name(h.opcode), "SET_SH_REG");
  EXPECT_EQ(opcode_name(0xEE), nullptr);
}

TEST(Header, Type0AndType2) {
  Header h0 = decode_header(0x00021234u);
  EXPECT_EQ(h0.type, 0);
  EXPECT_EQ(h0.reg, 0x1234);
  EXPECT_EQ(h0.count, 2u);
  EXPECT_EQ(h0.total_dwords(), 4u);
  Header h2 = decode_header(0x80000000u);
  EXPECT_EQ(h2.type, 2);
  EXPECT_EQ(h2.total_dwords(), 1u);
}

TEST(Cut, TruncatedAndReservedAndEnd) {
  std::vector<uint32_t> s = {pkt3(0x10, 2), 0, 0};  // NOP wants 3 body dwords, has 2
  Packet p;
  EXPECT_EQ(cut_packet(s, 0, &p), CutStatus::kTruncated);
  s = {0x40000000u};
  EXPECT_EQ(cut_packet(s, 0, &p), CutStatus::kBadType);
  EXPECT_EQ(cut_packet(s, 1, &p), CutStatus::kEnd);
  s = {pkt3(0x10, 1), 7, 8};
  ASSERT_EQ(cut_packet(s, 0, &p), CutStatus::kOk);
  ASSERT_EQ(p.body.size(), 2u);
  EXPECT_EQ(p.body[1], 8u);
}

TEST(Cut, PaddingNopIsOneDword) {
  // RADV pads its IBs with 0xffff1000: NOP, count 0x3FFF, a header alone.
  std::vector<uint32_t> s = {0xffff1000u, 0xffff1000u, pkt3(0x10, 0), 5};
  Packet p;
  ASSERT_EQ(cut_packet(s, 0, &p), CutStatus::kOk);
  EXPECT_EQ(p.header.total_dwords(), 1u);
  EXPECT_TRUE(p.body.empty());
  ASSERT_EQ(cut_packet(s, 1, &p), CutStatus::kOk);
  ASSERT_EQ(cut_packet(s, 2, &p), CutStatus::kOk);
  EXPECT_EQ(p.header.total_dwords(), 2u);
}

TEST(IndirectBuffer, AddressSizeAndChain) {
  std::vector<uint32_t> s = {pkt3(0x3F, 2), 0x12345678u, 0xffff0abcu,
                             (1u << 23) | (1u << 20) | 300};
  Packet p;
  ASSERT_EQ(cut_packet(s, 0, &p), CutStatus::kOk);
  auto ib = decode_indirect_buffer(p);
  ASSERT_TRUE(ib);
  EXPECT_EQ(ib->va, 0x0abc12345678ull);
  EXPECT_EQ(ib->size_dw, 300u);
  EXPECT_TRUE(ib->chain);
}

}  // namespace
}  // namespace rdnavk::pm4
