// The translator's coverage of the gfx1030 opcodes (xlate/coverage.h), with no
// Vulkan device: exact answers for chosen opcodes, totals that add up to the
// opcode table, and every opcode's answer against what translate_compute does
// with an instance of it.
#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>
#include <vector>

#include "isa/instruction.h"
#include "isa/table.h"
#include "tests/isa/table_encoder.h"
#include "xlate/coverage.h"
#include "xlate/translator.h"

namespace rdnavk::xlate {
namespace {

const OpcodeCoverage* find(const std::vector<EncodingCoverage>& all, const char* cls,
                           const char* name, isa::Encoding form) {
  for (const EncodingCoverage& c : all)
    if (c.name == cls)
      for (const OpcodeCoverage& o : c.opcodes)
        if (std::strcmp(o.info->name, name) == 0 && o.info->encoding == form) return &o;
  return nullptr;
}

TEST(Coverage, TotalsAreTheSumOfTheClassesAndTheWholeOpcodeTable) {
  std::vector<EncodingCoverage> all = translator_coverage();
  size_t total = 0, carried = 0;
  std::vector<std::string> names;
  for (const EncodingCoverage& c : all) {
    total += c.total();
    carried += c.carried_out();
    names.push_back(c.name);
  }
  EXPECT_EQ(total, isa::all_opcodes().size());
  EXPECT_EQ(total, 2834u);
  EXPECT_LT(carried, total);
  EXPECT_EQ(names, (std::vector<std::string>{"SOP2", "SOPK",   "SOP1",    "SOPC", "SOPP",  "SMEM",
                                             "VOP2", "VOP1",   "VOPC",    "VOP3", "VOP3P", "DPP16",
                                             "DPP8", "SDWA",   "VINTRP",  "DS",   "MUBUF", "MTBUF",
                                             "FLAT", "GLOBAL", "SCRATCH", "EXP",  "MIMG"}));
}

TEST(Coverage, ClassesGatherTheFormsOfAnEncoding) {
  EXPECT_EQ(encoding_class(isa::Encoding::kMUBUF_OFFEN_LDS), "MUBUF");
  EXPECT_EQ(encoding_class(isa::Encoding::kGLOBAL_SADDR_GLC), "GLOBAL");
  EXPECT_EQ(encoding_class(isa::Encoding::kVOP2_DPP8FI), "DPP8");
  EXPECT_EQ(encoding_class(isa::Encoding::kVOPC_SDWA), "SDWA");
  EXPECT_EQ(encoding_class(isa::Encoding::kVOP1_DPP16), "DPP16");
  EXPECT_EQ(encoding_class(isa::Encoding::kMIMG_NSA1), "MIMG");
  EXPECT_EQ(encoding_class(isa::Encoding::kVOP3P), "VOP3P");
}

TEST(Coverage, OpcodesWithHandlersAreCarriedOutAndOthersRefusedByName) {
  std::vector<EncodingCoverage> all = translator_coverage();
  const OpcodeCoverage* add = find(all, "SOP2", "s_add_u32", isa::Encoding::kSOP2);
  ASSERT_NE(add, nullptr);
  EXPECT_TRUE(add->carried_out());
  const OpcodeCoverage* mov = find(all, "DPP16", "v_mov_b32_dpp", isa::Encoding::kVOP1_DPP16);
  ASSERT_NE(mov, nullptr);
  EXPECT_TRUE(mov->carried_out());
  const OpcodeCoverage* halt = find(all, "SOPP", "s_sethalt", isa::Encoding::kSOPP);
  ASSERT_NE(halt, nullptr);
  EXPECT_EQ(halt->refusal, "instruction-s_sethalt");
  const OpcodeCoverage* sample = find(all, "MIMG", "image_sample", isa::Encoding::kMIMG);
  ASSERT_NE(sample, nullptr);
  EXPECT_TRUE(sample->carried_out());
  const OpcodeCoverage* lod = find(all, "MIMG", "image_get_lod", isa::Encoding::kMIMG);
  ASSERT_NE(lod, nullptr);
  EXPECT_TRUE(lod->carried_out());
  // Its semantics beyond one line of the RDNA2 guide are not published (D27).
  const OpcodeCoverage* msaa = find(all, "MIMG", "image_msaa_load", isa::Encoding::kMIMG);
  ASSERT_NE(msaa, nullptr);
  EXPECT_EQ(msaa->refusal, "instruction-image_msaa_load");
}

TEST(Coverage, LoadsIntoLdsAreRefusedInTheirLdsFormsOnly) {
  std::vector<EncodingCoverage> all = translator_coverage();
  const OpcodeCoverage* plain = find(all, "MUBUF", "buffer_load_dword", isa::Encoding::kMUBUF);
  const OpcodeCoverage* lds = find(all, "MUBUF", "buffer_load_dword", isa::Encoding::kMUBUF_LDS);
  ASSERT_NE(plain, nullptr);
  ASSERT_NE(lds, nullptr);
  EXPECT_TRUE(plain->carried_out());
  EXPECT_EQ(lds->refusal, "buffer-load-lds");
  const OpcodeCoverage* global =
      find(all, "GLOBAL", "global_load_dword", isa::Encoding::kGLOBAL_SADDR_LDS);
  ASSERT_NE(global, nullptr);
  EXPECT_EQ(global->refusal, "global-load-lds");
  const OpcodeCoverage* scratch =
      find(all, "SCRATCH", "scratch_load_dword", isa::Encoding::kSCRATCH_ST_LDS);
  ASSERT_NE(scratch, nullptr);
  EXPECT_EQ(scratch->refusal, "scratch-load-lds");
}

// The refusals coverage names that do not depend on the operands.
const std::set<std::string> kFormRefusals = {"lane-modifier-64-bit-source",
                                             "sdwa-64-bit-destination", "buffer-load-lds",
                                             "global-load-lds", "scratch-load-lds"};

// Each opcode with its fields zero (isa::testing::opcode_words) where that
// decodes, followed by s_endpgm: a refused opcode gets exactly the refusal
// coverage names, and a carried-out one none of the opcode-level refusals.
TEST(Coverage, EveryOpcodeAnswersAsTheTranslatorDoes) {
  size_t checked = 0;
  for (const EncodingCoverage& c : translator_coverage()) {
    for (const OpcodeCoverage& o : c.opcodes) {
      bool wave64 = (o.info->flags & isa::kWave32Only) == 0;
      isa::WaveSize wave = wave64 ? isa::WaveSize::k64 : isa::WaveSize::k32;
      std::vector<uint32_t> words = isa::testing::opcode_words(*o.info);
      std::vector<uint8_t> code(words.size() * 4);
      std::memcpy(code.data(), words.data(), code.size());
      isa::Instruction in;
      if (isa::decode(code, wave, in) != isa::DecodeStatus::kOk || in.info != o.info) continue;
      // The instruction as decoded (v_nop's SDWA form is one dword), then s_endpgm.
      code.resize(in.size);
      for (uint8_t b : {0x00, 0x00, 0x81, 0xbf}) code.push_back(b);
      ComputeKey key;
      key.wave64 = wave64;
      key.threads[0] = 64;
      key.rsrc1 = 0x3f;  // 256 VGPRs
      key.host_subgroup = 8;
      key.host_denorm_kept = 7;
      TranslateResult r = translate_compute(code, key);
      ++checked;
      SCOPED_TRACE(std::string(o.info->name) + " (" + isa::layout(o.info->encoding).name + ")");
      if (o.refusal == "sendmsg") {
        EXPECT_EQ(r.refusal.rfind("sendmsg-", 0), 0u) << r.refusal;  // and the message's number
      } else if (!o.carried_out()) {
        EXPECT_EQ(r.refusal, o.refusal) << r.detail;
      } else {
        EXPECT_NE(r.refusal.rfind("instruction-", 0), 0u) << r.refusal << " " << r.detail;
        EXPECT_EQ(kFormRefusals.count(r.refusal), 0u) << r.refusal;
      }
    }
  }
  EXPECT_EQ(checked, 2809u);
}

}  // namespace
}  // namespace rdnavk::xlate
