// The PM4 printer against Mesa's own (DESIGN.md, oracles): rdnavk-gles-triangle
// runs under `rdnavk capture` with AMD_DEBUG=ib AMD_COLOR=0, so radeonsi prints
// every IB it submits to standard error with Mesa 25.0.7's printer; `rdnavk pm4`
// then prints the captured trace. For every IB radeonsi printed, the trace's IB
// with the same dwords is found and the two texts are compared: the register
// writes (name, raw value, printed value, every field and its value) and then
// every line. The only differences allowed are the ones listed below, each with
// its reason (docs/pm4-differential.md).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "trace/reader.h"

namespace rdnavk::testing {
namespace {

// --- The documented differences ------------------------------------------------

// Enum values that Mesa 25.0.7's register database (its gfx103.json, made by
// src/amd/registers/parse_kernel_headers.py) names differently from rdnavk's
// (regs/, generated from ../shared/reference/gfx103.json, an earlier Mesa's
// gfx103.json). The raw values and the field values agree; the printed text of
// these fields differs as listed: what Mesa prints, then what rdnavk prints.
struct EnumDifference {
  std::vector<std::string> fields;
  std::vector<std::pair<std::string, std::string>> texts;  // Mesa's, rdnavk's
};

std::vector<EnumDifference> documented_enum_differences() {
  std::vector<EnumDifference> d;
  // FLOAT_MODE (SPI_SHADER_PGM_RSRC1_*, COMPUTE_PGM_RSRC1), 8 bits. Mesa 25.0.7:
  // 3 FP_32_ROUND_TOWARDS_ZERO, 12 FP_16_64_ROUND_TOWARDS_ZERO, 48 FP_32_DENORMS,
  // 192 FP_16_64_DENORMS. rdnavk: 48 FP_32_DENORMS, 192 FP_64_DENORMS,
  // 240 FP_ALL_DENORMS.
  d.push_back({{"FLOAT_MODE"},
               {{"FP_32_ROUND_TOWARDS_ZERO", "3"},
                {"FP_16_64_ROUND_TOWARDS_ZERO", "12 (0x0c)"},
                {"FP_16_64_DENORMS", "FP_64_DENORMS"},
                {"240 (0xf0)", "FP_ALL_DENORMS"}}});
  // The VRS combiner modes (PA_CL_VRS_CNTL, DB_VRS_OVERRIDE_CNTL): Mesa 25.0.7
  // uses its own VRSCombinerModeSC (SC_VRS_COMB_MODE_*), rdnavk the kernel
  // headers' VRSCombinerMode (VRS_COMB_MODE_*); the values 0-4 agree.
  EnumDifference vrs;
  vrs.fields = {"VERTEX_RATE_COMBINER_MODE", "PRIMITIVE_RATE_COMBINER_MODE",
                "HTILE_RATE_COMBINER_MODE", "SAMPLE_ITER_COMBINER_MODE",
                "VRS_OVERRIDE_RATE_COMBINER_MODE"};
  for (const char* m : {"PASSTHRU", "OVERRIDE", "MIN", "MAX", "SATURATE"})
    vrs.texts.push_back({std::string("SC_VRS_COMB_MODE_") + m, std::string("VRS_COMB_MODE_") + m});
  d.push_back(vrs);
  // SX_BLEND_OPT_EPSILON.MRT0_EPSILON, 4 bits. Mesa 25.0.7 names the epsilon of
  // each format twice (0.5 and 0.75): 0 EXACT, 2/3 10BIT_FORMAT_0_5/_0_75, 6/7
  // 8BIT.., 10/11 6BIT.., 12/13 5BIT.., 14/15 4BIT..; rdnavk: 0 EXACT,
  // 1 11BIT_FORMAT, 3 10BIT_FORMAT, 6 8BIT_FORMAT, 11 6BIT_FORMAT, 13 5BIT_FORMAT,
  // 15 4BIT_FORMAT.
  d.push_back({{"MRT0_EPSILON"},
               {{"1", "11BIT_FORMAT"},
                {"10BIT_FORMAT_0_5", "2"},
                {"10BIT_FORMAT_0_75", "10BIT_FORMAT"},
                {"8BIT_FORMAT_0_5", "8BIT_FORMAT"},
                {"8BIT_FORMAT_0_75", "7"},
                {"6BIT_FORMAT_0_5", "10 (0xa)"},
                {"6BIT_FORMAT_0_75", "6BIT_FORMAT"},
                {"5BIT_FORMAT_0_5", "12 (0xc)"},
                {"5BIT_FORMAT_0_75", "5BIT_FORMAT"},
                {"4BIT_FORMAT_0_5", "14 (0xe)"},
                {"4BIT_FORMAT_0_75", "4BIT_FORMAT"}}});
  return d;
}

bool is_documented(const std::string& field, const std::string& mesa, const std::string& ours) {
  for (const EnumDifference& d : documented_enum_differences()) {
    bool field_listed = false;
    for (const std::string& f : d.fields) field_listed |= f == field;
    if (!field_listed) continue;
    for (const auto& [m, o] : d.texts)
      if (m == mesa && o == ours) return true;
  }
  return false;
}

// The other difference: radeonsi prints an IB before the winsys pads it
// (amdgpu_cs.c pads GFX and compute IBs to 8 dwords with NOPs), so the trace's IB
// is radeonsi's followed by NOP packets. Those dwords are checked to be NOPs and
// left out of the comparison.

// --- Running the programs ---------------------------------------------------------

int sh(const std::string& cmd) {
  const int st = std::system(cmd.c_str());
  return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Files of this process: ctest runs each test of the suite as its own process,
// perhaps at the same time.
std::string out(const char* name) {
  return std::string(TEST_OUTPUT_DIR) + "/" + std::to_string(getpid()) + "." + name;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  return lines;
}

// --- Reading the two texts ------------------------------------------------------------

struct IbText {
  std::string ring;   // Mesa's IP name: GFX, COMPUTE
  std::string where;  // for messages
  std::vector<std::string> lines;
  std::vector<uint32_t> dwords;    // the column of raw dwords
  std::vector<size_t> dword_line;  // the line of each dword
};

bool dword_of(const std::string& line, uint32_t* v) {
  if (line.size() < 9 || line[8] != ' ') return false;
  for (size_t i = 0; i < 8; ++i)
    if (!std::isxdigit(static_cast<unsigned char>(line[i]))) return false;
  *v = static_cast<uint32_t>(std::stoul(line.substr(0, 8), nullptr, 16));
  return true;
}

void add_line(IbText& ib, const std::string& line) {
  uint32_t v;
  if (dword_of(line, &v)) {
    ib.dwords.push_back(v);
    ib.dword_line.push_back(ib.lines.size());
  }
  ib.lines.push_back(line);
}

// Blocks between a begin and an end line. `begin` captures the IP name and, for
// rdnavk's, the IB's index in its submission.
std::vector<IbText> blocks(const std::string& text, const std::regex& begin, const std::regex& end,
                           const char* source) {
  std::vector<IbText> ibs;
  bool in = false;
  std::string submission;
  static const std::regex sub(R"(^=== submission (\d+):.*)");
  for (const std::string& l : split_lines(text)) {
    std::smatch m;
    if (std::regex_match(l, m, sub)) submission = m[1];
    if (std::regex_match(l, m, begin)) {
      in = true;
      IbText ib;
      ib.ring = m[1];
      ib.where = std::string(source) + " " + ib.ring + " IB #" + std::to_string(ibs.size());
      if (m.size() > 2) {
        ib.ring = m[2];
        ib.where = std::string(source) + " submission " + submission + " " + ib.ring + " IB " +
                   std::string(m[1]);
      }
      ibs.push_back(ib);
    } else if (in && std::regex_match(l, end)) {
      in = false;
    } else if (in) {
      add_line(ibs.back(), l);
    }
  }
  return ibs;
}

// The dwords after radeonsi's are the winsys's padding: NOP packets only.
bool only_nops(const std::vector<uint32_t>& dw, size_t from) {
  size_t i = from;
  while (i < dw.size()) {
    const uint32_t h = dw[i];
    if (h == 0xffff1000u || h == 0x80000000u) {
      i += 1;
    } else if (h >> 30 == 3 && ((h >> 8) & 0xff) == 0x10) {
      i += ((h >> 16) & 0x3fff) + 2;
    } else {
      return false;
    }
  }
  return i == dw.size();
}

// Our text of one IB without the padding, and without the empty last line (both
// texts end with one when their last packet's text ends with a new line).
std::vector<std::string> without_padding(const IbText& ours, size_t mesa_dwords) {
  std::vector<std::string> lines = ours.lines;
  if (mesa_dwords < ours.dwords.size()) lines.resize(ours.dword_line[mesa_dwords]);
  while (!lines.empty() && lines.back().find_first_not_of(' ') == std::string::npos)
    lines.pop_back();
  return lines;
}

std::vector<std::string> trimmed(std::vector<std::string> lines) {
  while (!lines.empty() && lines.back().find_first_not_of(' ') == std::string::npos)
    lines.pop_back();
  return lines;
}

// --- The register writes ------------------------------------------------------------

struct Field {
  std::string name, text;
};
struct RegWrite {
  std::string name;
  uint32_t raw = 0;
  std::string text;  // the printed value
  std::vector<Field> fields;
};

// The registers the SET_*_REG packets write, with their fields, as printed.
std::vector<RegWrite> register_writes(const std::vector<std::string>& lines) {
  static const std::regex header(R"(^[0-9a-f]{8} ([A-Z0-9_]+)(\(.*\))*:$)");
  static const std::regex reg(R"(^([0-9a-f]{8}) +([A-Za-z0-9_]+|0x[0-9a-f]+) <- (.*)$)");
  static const std::regex field(R"(^ +([A-Za-z0-9_\[\]]+) = (.*)$)");
  std::vector<RegWrite> writes;
  bool in_set = false;
  bool in_reg = false;
  for (const std::string& l : lines) {
    std::smatch m;
    if (std::regex_match(l, m, header)) {
      const std::string p = m[1];
      in_set = p.rfind("SET_", 0) == 0 && p.find("_REG") != std::string::npos;
      in_reg = false;
    } else if (in_set && std::regex_match(l, m, reg) && m[2] != "INDEX") {
      writes.push_back({m[2], static_cast<uint32_t>(std::stoul(m[1], nullptr, 16)), m[3], {}});
      in_reg = true;
    } else if (in_reg && std::regex_match(l, m, field)) {
      writes.back().fields.push_back({m[1], m[2]});
    } else {
      in_reg = false;
    }
  }
  return writes;
}

// --- The comparison ------------------------------------------------------------------

struct Tally {
  size_t register_writes = 0;
  size_t fields = 0;
  size_t lines = 0;
  std::map<std::string, size_t> documented;  // "FIELD: mesa / ours" -> times
};

void compare_registers(const IbText& mesa, const std::vector<RegWrite>& m,
                       const std::vector<RegWrite>& o, Tally& t) {
  ASSERT_EQ(m.size(), o.size()) << mesa.where << ": number of register writes";
  for (size_t i = 0; i < m.size(); ++i) {
    const std::string at = mesa.where + ", register write " + std::to_string(i) + " " + m[i].name;
    EXPECT_EQ(m[i].name, o[i].name) << at;
    EXPECT_EQ(m[i].raw, o[i].raw) << at;
    EXPECT_EQ(m[i].text, o[i].text) << at;
    ASSERT_EQ(m[i].fields.size(), o[i].fields.size()) << at;
    for (size_t f = 0; f < m[i].fields.size(); ++f) {
      const Field& mf = m[i].fields[f];
      const Field& of = o[i].fields[f];
      EXPECT_EQ(mf.name, of.name) << at;
      if (mf.text != of.text) {
        EXPECT_TRUE(is_documented(mf.name, mf.text, of.text))
            << at << "." << mf.name << ": Mesa prints " << mf.text << ", rdnavk " << of.text;
        t.documented[mf.name + ": " + mf.text + " / " + of.text]++;
      }
      t.fields++;
    }
    t.register_writes++;
  }
}

// Every line: equal, or a field line whose two texts are a documented difference.
void compare_lines(const IbText& mesa, const std::vector<std::string>& m,
                   const std::vector<std::string>& o, Tally& t) {
  static const std::regex field(R"(^( +)([A-Za-z0-9_\[\]]+) = (.*)$)");
  ASSERT_EQ(m.size(), o.size()) << mesa.where << ": number of lines";
  for (size_t i = 0; i < m.size(); ++i) {
    t.lines++;
    if (m[i] == o[i]) continue;
    std::smatch mm, om;
    const bool documented = std::regex_match(m[i], mm, field) &&
                            std::regex_match(o[i], om, field) && mm[1] == om[1] && mm[2] == om[2] &&
                            is_documented(mm[2], mm[3], om[3]);
    EXPECT_TRUE(documented) << mesa.where << ", line " << i + 1 << ":\n  Mesa:   " << m[i]
                            << "\n  rdnavk: " << o[i];
  }
}

class Pm4Diff : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    trace_ = out("pm4_diff.rdtrace");
    const std::string mesa = out("pm4_diff.radeonsi.txt");
    const std::string ours = out("pm4_diff.rdnavk.txt");
    capture_status_ =
        sh("AMD_DEBUG=ib AMD_COLOR=0 MESA_SHADER_CACHE_DISABLE=true " + std::string(RDNAVK_BINARY) +
           " capture -q -o " + trace_ + " -- " + GLES_TRIANGLE_BINARY + " >/dev/null 2>" + mesa);
    pm4_status_ = sh(std::string(RDNAVK_BINARY) + " pm4 " + trace_ + " >" + ours);
    mesa_text_ = read_file(mesa);
    our_text_ = read_file(ours);
  }
  // The files stay for reading when a test failed.
  static void TearDownTestSuite() {
    const auto* suite = ::testing::UnitTest::GetInstance()->current_test_suite();
    if (suite == nullptr || !suite->Passed()) return;
    for (const char* f : {"pm4_diff.rdtrace", "pm4_diff.radeonsi.txt", "pm4_diff.rdnavk.txt",
                          "pm4_diff.one.txt", "pm4_diff.err.txt"})
      std::remove(out(f).c_str());
  }
  static std::string trace_, mesa_text_, our_text_;
  static int capture_status_, pm4_status_;
};
std::string Pm4Diff::trace_, Pm4Diff::mesa_text_, Pm4Diff::our_text_;
int Pm4Diff::capture_status_ = -1, Pm4Diff::pm4_status_ = -1;

TEST_F(Pm4Diff, EveryIbRadeonsiPrintedMatchesRdnavksPrinter) {
  ASSERT_EQ(capture_status_, 0) << mesa_text_;
  ASSERT_EQ(pm4_status_, 0);
  const auto mesa_ibs = blocks(mesa_text_, std::regex(R"(^-+ (\w+) begin \(dw = 0\) -+$)"),
                               std::regex(R"(^-+ \w+ end \(dw = \d+\) -+$)"), "radeonsi");
  const auto our_ibs = blocks(our_text_, std::regex(R"(^-+ IB (\d+) \(.*\) begin - (\w+) -+$)"),
                              std::regex(R"(^-+ IB \d+ \(.*\) end - \w+ -+$)"), "rdnavk");
  // radeonsi prints its compute-ring shader uploads and its GFX IB: at least one
  // of each kind for this program.
  ASSERT_GE(mesa_ibs.size(), 2u) << mesa_text_.substr(0, 2000);
  Tally t;
  size_t next = 0;  // the trace's IBs are in submission order, as radeonsi printed them
  for (const IbText& m : mesa_ibs) {
    ASSERT_EQ(std::find(m.lines.begin(), m.lines.end(),
                        "---------- " + m.ring +
                            " next chunk "
                            "----------"),
              m.lines.end())
        << m.where << " spans chunks: not compared";
    size_t k = next;
    for (; k < our_ibs.size(); ++k) {
      const IbText& o = our_ibs[k];
      if (o.ring == m.ring && o.dwords.size() >= m.dwords.size() &&
          std::equal(m.dwords.begin(), m.dwords.end(), o.dwords.begin()) &&
          only_nops(o.dwords, m.dwords.size()))
        break;
    }
    ASSERT_LT(k, our_ibs.size()) << m.where << " (" << m.dwords.size()
                                 << " dwords) is in no IB of the trace";
    next = k + 1;
    const IbText& o = our_ibs[k];
    const auto mesa_lines = trimmed(m.lines);
    const auto our_lines = without_padding(o, m.dwords.size());
    compare_registers(m, register_writes(mesa_lines), register_writes(our_lines), t);
    compare_lines(m, mesa_lines, our_lines, t);
    std::printf("%s = %s: %zu dwords (+%zu padding)\n", m.where.c_str(), o.where.c_str(),
                m.dwords.size(), o.dwords.size() - m.dwords.size());
  }
  std::printf("compared %zu IBs: %zu register writes, %zu fields, %zu lines\n", mesa_ibs.size(),
              t.register_writes, t.fields, t.lines);
  for (const auto& [what, n] : t.documented)
    std::printf("documented difference, %zu times: %s\n", n, what.c_str());
  EXPECT_GT(t.register_writes, 100u);
}

TEST_F(Pm4Diff, OneSubmissionAndErrors) {
  ASSERT_EQ(pm4_status_, 0);
  const std::string one = out("pm4_diff.one.txt");
  ASSERT_EQ(sh(std::string(RDNAVK_BINARY) + " pm4 --submission 0 " + trace_ + " >" + one), 0);
  const std::string text = read_file(one);
  // The same text as the submission's part of the whole trace's.
  const size_t end = our_text_.find("=== submission 1:");
  EXPECT_EQ(text, our_text_.substr(0, end));
  // --sequence S: the submission a run report names "submission S".
  std::string error;
  auto reader = trace::TraceReader::open(trace_, &error);
  ASSERT_TRUE(reader) << error;
  const std::string by_sequence = out("pm4_diff.sequence.txt");
  ASSERT_EQ(sh(std::string(RDNAVK_BINARY) + " pm4 --sequence " +
               std::to_string(reader->submission(0).sequence) + " " + trace_ + " >" + by_sequence),
            0);
  EXPECT_EQ(read_file(by_sequence), text);
  const std::string err = out("pm4_diff.err.txt");
  EXPECT_EQ(sh(std::string(RDNAVK_BINARY) + " pm4 --sequence 0 " + trace_ + " 2>" + err), 1);
  EXPECT_NE(read_file(err).find("has sequence 0"), std::string::npos) << read_file(err);
  EXPECT_EQ(sh(std::string(RDNAVK_BINARY) + " pm4 --submission 100000 " + trace_ + " 2>" + err), 1);
  EXPECT_NE(read_file(err).find("out of range"), std::string::npos) << read_file(err);
  EXPECT_EQ(split_lines(read_file(err)).size(), 1u);
  EXPECT_EQ(sh(std::string(RDNAVK_BINARY) + " pm4 /nonexistent.rdtrace 2>" + err), 1);
  EXPECT_NE(read_file(err).find("cannot read /nonexistent.rdtrace"), std::string::npos);
  EXPECT_EQ(split_lines(read_file(err)).size(), 1u);
}

}  // namespace
}  // namespace rdnavk::testing
