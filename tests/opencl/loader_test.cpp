// The loader against what clang-19 wrote: descriptors, entries, arguments.
#include <gtest/gtest.h>

#include <cstring>

#include "regs/gfx103_types.h"
#include "tests/opencl/code_object.h"
#include "tests/opencl/dispatch.h"
#include "tests/opencl/kernel_files.h"

namespace rdnavk::opencl {
namespace {

constexpr uint64_t kBase = 0x100000000ull;

struct Case {
  KernelFile k;
  int wave;
};

class EachKernel : public ::testing::TestWithParam<Case> {
 protected:
  CodeObject load(uint64_t base = kBase) {
    std::string error;
    std::vector<uint8_t> elf = read_file(kernel_object(GetParam().k.file, GetParam().wave), &error);
    auto c = load_code_object(elf, base, &error);
    EXPECT_TRUE(c) << error;
    return c ? std::move(*c) : CodeObject{};
  }
};

TEST_P(EachKernel, DescriptorMatchesTheMetadataAndTheWaveSize) {
  CodeObject c = load();
  const Kernel* k = c.find(GetParam().k.kernel);
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(c.code_object_version, 5u);
  EXPECT_EQ(k->kd.wave32(), GetParam().wave == 32);
  EXPECT_EQ(k->wavefront_size, static_cast<uint32_t>(GetParam().wave));
  EXPECT_EQ(k->kd.kernarg_size, k->kernarg_segment_size);
  // compute_pgm_rsrc2.USER_SGPR counts what the enable bits ask for.
  EXPECT_EQ(regs::ComputePgmRsrc2{k->kd.compute_pgm_rsrc2}.user_sgpr(), user_sgpr_count(k->kd));
  // LLVM always asks for the private segment buffer on GFX10 (no architected flat
  // scratch) and every kernel here has arguments.
  EXPECT_TRUE(k->kd.has(kEnableSgprPrivateSegmentBuffer));
  EXPECT_TRUE(k->kd.has(kEnableSgprKernargSegmentPtr));
  EXPECT_FALSE(k->kd.has(kEnableSgprQueuePtr));  // never under code object v5
  EXPECT_EQ(k->code_offset % 256, 0u);
  EXPECT_EQ(k->kd.compute_pgm_rsrc2 >> 15 & 0x1ff, 0u) << "GRANULATED_LDS_SIZE must be 0";
}

TEST_P(EachKernel, RelocationMakesTheEntryOffsetPositionIndependent) {
  CodeObject a = load(kBase), b = load(kBase + 0x12300);
  ASSERT_FALSE(a.image.empty());
  EXPECT_EQ(a.image, b.image);
  const Kernel* k = a.find(GetParam().k.kernel);
  ASSERT_NE(k, nullptr);
  // The descriptor was relocated (R_AMDGPU_REL64): its entry is the kernel's code,
  // which starts with an instruction, not the zeros of an unrelocated field.
  EXPECT_NE(k->kd.kernel_code_entry_byte_offset, 0);
  uint32_t first = 0;
  std::memcpy(&first, a.image.data() + k->code_offset, 4);
  EXPECT_NE(first, 0u);
}

std::vector<Case> all_cases() {
  std::vector<Case> v;
  for (const KernelFile& k : kKernelFiles)
    for (int wave : {32, 64}) v.push_back({k, wave});
  return v;
}

std::string case_name(const ::testing::TestParamInfo<Case>& p) {
  return std::string(p.param.k.file) + "_w" + std::to_string(p.param.wave);
}

INSTANTIATE_TEST_SUITE_P(Objects, EachKernel, ::testing::ValuesIn(all_cases()), case_name);

const Kernel* find(const CodeObject& c, const char* name) {
  const Kernel* k = c.find(name);
  EXPECT_NE(k, nullptr) << name;
  return k;
}

CodeObject load_file(const char* file) {
  std::string error;
  auto c = load_code_object(read_file(kernel_object(file, 32), &error), kBase, &error);
  EXPECT_TRUE(c) << error;
  return c ? std::move(*c) : CodeObject{};
}

TEST(Loader, WhatEachKernelAsksFor) {
  // LDS: 256 uints of local memory.
  CodeObject reduce = load_file("reduce");
  if (const Kernel* k = find(reduce, "reduce_sum")) {
    EXPECT_EQ(k->kd.group_segment_fixed_size, 1024u);
  }
  // Scratch: the private array, and the flat scratch base LLVM sets up with it.
  CodeObject scratch = load_file("scratch");
  if (const Kernel* k = find(scratch, "scratch_walk_kernel")) {
    EXPECT_GE(k->kd.private_segment_fixed_size, 64u * 4);
    EXPECT_TRUE(k->kd.has(kEnableSgprFlatScratchInit));
    EXPECT_EQ(regs::ComputePgmRsrc2{k->kd.compute_pgm_rsrc2}.scratch_en(), 1u);
  }
  // get_global_size reads the dispatch packet; get_global_id(1) needs the y ids.
  CodeObject grid = load_file("grid2d");
  if (const Kernel* k = find(grid, "grid2d")) {
    EXPECT_TRUE(k->kd.has(kEnableSgprDispatchPtr));
    EXPECT_EQ(regs::ComputePgmRsrc2{k->kd.compute_pgm_rsrc2}.tgid_y_en(), 1u);
    EXPECT_GE(regs::ComputePgmRsrc2{k->kd.compute_pgm_rsrc2}.tidig_comp_cnt(), 1u);
  }
}

TEST(Loader, ArgumentsExplicitThenHidden) {
  CodeObject c = load_file("integer");
  const Kernel* k = find(c, "integer_ops");
  ASSERT_NE(k, nullptr);
  std::vector<KernelArg> e = k->explicit_args();
  ASSERT_EQ(e.size(), 4u);
  EXPECT_EQ(e[0].value_kind, "global_buffer");
  EXPECT_EQ(e[3].value_kind, "by_value");
  EXPECT_EQ(e[3].size, 4u);
  bool block_count = false;
  for (const KernelArg& a : k->args)
    if (a.value_kind == "hidden_block_count_x") block_count = a.offset >= e[3].offset + 4;
  EXPECT_TRUE(block_count) << "code object v5's hidden arguments follow the explicit ones";
}

TEST(Loader, RefusesWhatIsNotAGfx1030Object) {
  std::string error;
  EXPECT_FALSE(load_code_object({}, kBase, &error));
  EXPECT_FALSE(error.empty());
  std::vector<uint8_t> junk(4096, 0x5a);
  EXPECT_FALSE(load_code_object(junk, kBase, &error));
  std::vector<uint8_t> elf = read_file(kernel_object("integer", 32), &error);
  ASSERT_FALSE(elf.empty()) << error;
  std::vector<uint8_t> cut(elf.begin(), elf.begin() + static_cast<long>(elf.size() / 2));
  EXPECT_FALSE(load_code_object(cut, kBase, &error));
  EXPECT_FALSE(load_code_object(elf, kBase + 4, &error)) << "a base that is not 256-byte aligned";
  std::vector<uint8_t> other = elf;
  other[18] ^= 1;  // e_machine
  EXPECT_FALSE(load_code_object(other, kBase, &error));
  EXPECT_NE(error.find("AMDGPU"), std::string::npos) << error;
}

}  // namespace
}  // namespace rdnavk::opencl
