// rdnavk-twin --program's description files (program.h).
#include "program.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

namespace twin {
namespace {

class ProgramFile : public ::testing::Test {
 protected:
  // Each test its own folder: ctest runs them as processes side by side.
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    dir_ = ::testing::TempDir() + "rdnavk_program_" + info->name() + "_" +
           std::to_string(::getpid()) + "/";
    std::filesystem::create_directories(dir_);
    std::ofstream spv(dir_ + "p.spv", std::ios::binary);
    const uint32_t words[3] = {0x07230203u, 0x00010600u, 7u};
    spv.write(reinterpret_cast<const char*>(words), sizeof(words));
  }
  void TearDown() override {
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }
  std::string write(const std::string& text) {
    std::ofstream(dir_ + "p.desc") << text;
    return dir_ + "p.desc";
  }
  std::string dir_;
};

TEST_F(ProgramFile, DescribesTheCaseItemByItem) {
  Program p;
  load_program(write("# a comment\n"
                     "name fuzz-7\n"
                     "spirv p.spv\n"
                     "groups 3 2 1   # trailing comment\n"
                     "needs int64 float-modes-32\n"
                     "push 0a0bff\n"
                     "buffer din 0 storage 1024 edgy_words in\n"
                     "buffer ub 5 uniform 192 clean_f32 in\n"
                     "buffer out 2 storage 64 sentinel out\n"),
               p);
  EXPECT_EQ(p.c.name, "fuzz-7");
  ASSERT_EQ(p.c.spirv.size(), 3u);
  EXPECT_EQ(p.c.spirv[0], 0x07230203u);
  EXPECT_EQ(p.c.groups, (std::array<uint32_t, 3>{3, 2, 1}));
  EXPECT_EQ(p.c.needs, uint32_t{kNeedInt64 | kNeedFloatModes32});
  EXPECT_EQ(p.c.push, (std::vector<uint8_t>{0x0a, 0x0b, 0xff}));
  ASSERT_EQ(p.c.buffers.size(), 3u);
  EXPECT_EQ(std::string(p.c.buffers[1].name), "ub");
  EXPECT_EQ(p.c.buffers[1].binding, 5u);
  EXPECT_EQ(p.c.buffers[1].kind, Kind::UniformBuffer);
  EXPECT_EQ(p.c.buffers[1].bytes, 192u);
  EXPECT_FALSE(p.c.buffers[1].output);
  EXPECT_TRUE(p.c.buffers[2].output);
  EXPECT_EQ(p.c.buffers[2].count, 1u);
}

TEST_F(ProgramFile, NamesTheLineOfAnItemItDoesNotKnow) {
  Program p;
  std::string path = write("spirv p.spv\nbuffer out 0 storage 64 sentinel out\nthreads 64\n");
  try {
    load_program(path, p);
    FAIL() << "no error";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), path + ":3: unknown item 'threads'");
  }
}

TEST_F(ProgramFile, RefusesABufferSizeThatIsNotWholeWords) {
  Program p;
  std::string path = write("spirv p.spv\nbuffer out 0 storage 6 sentinel out\n");
  try {
    load_program(path, p);
    FAIL() << "no error";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()), path + ":2: a buffer's size is a positive multiple of 4");
  }
}

TEST_F(ProgramFile, WantsTheModule) {
  Program p;
  EXPECT_THROW(load_program(write("groups 1 1 1\n"), p), std::runtime_error);
}

}  // namespace
}  // namespace twin
