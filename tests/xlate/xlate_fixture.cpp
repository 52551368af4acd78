#include "tests/xlate/xlate_fixture.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include "pm4/packet.h"
#include "regs/gfx103_offsets.h"

namespace rdnavk::xlate::testing {

bool FlatGuestMemory::read(uint64_t va, std::span<uint8_t> out) const {
  if (va < kBase || va - kBase > bytes_.size() || out.size() > bytes_.size() - (va - kBase))
    return false;
  std::memcpy(out.data(), bytes_.data() + (va - kBase), out.size());
  return true;
}
bool FlatGuestMemory::write(uint64_t va, std::span<const uint8_t> in) {
  if (va < kBase || va - kBase > bytes_.size() || in.size() > bytes_.size() - (va - kBase))
    return false;
  std::memcpy(bytes_.data() + (va - kBase), in.data(), in.size());
  return true;
}

Dispatch one_group(bool wave64, uint32_t threads) {
  Dispatch d;
  d.wave64 = wave64;
  d.threads[0] = threads;
  d.user_sgprs = {static_cast<uint32_t>(XlateTest::kData),
                  static_cast<uint32_t>(XlateTest::kData >> 32)};
  return d;
}

Dispatch with_descriptor(bool wave64, const std::vector<uint32_t>& words) {
  Dispatch d = one_group(wave64, wave64 ? 64 : 32);
  d.user_sgprs.insert(d.user_sgprs.end(), {0, 0});
  d.user_sgprs.insert(d.user_sgprs.end(), words.begin(), words.end());
  return d;
}

std::string wave_masks(std::string text, bool wave64) {
  std::string out;
  for (size_t p = 0; p < text.size();) {
    size_t open = text.find('{', p);
    size_t close = open == std::string::npos ? open : text.find('}', open);
    if (close == std::string::npos) {
      out += text.substr(p);
      break;
    }
    out += text.substr(p, open - p);
    std::string name = text.substr(open + 1, close - open - 1);
    if (name == "VCC") {
      out += wave64 ? "vcc" : "vcc_lo";
    } else if (name == "EXEC") {
      out += wave64 ? "exec" : "exec_lo";
    } else if (name == "B") {
      out += wave64 ? "b64" : "b32";
    } else if (name.size() > 1 && name[0] == 'S' &&
               name.find_first_not_of("0123456789", 1) == std::string::npos) {
      unsigned n = static_cast<unsigned>(std::stoul(name.substr(1)));
      out += wave64 ? fmt::format("s[{}:{}]", n, n + 1) : fmt::format("s{}", n);
    } else {
      out += text.substr(open, close - open + 1);  // not a mask operand: kept
    }
    p = close + 1;
  }
  return out;
}

ComputeKey lavapipe_key(bool wave64, uint16_t threads) {
  ComputeKey k;
  k.wave64 = wave64;
  k.threads[0] = threads;
  k.rsrc1 = 0x3f;
  k.rsrc2 = 2u << 1;
  k.host_subgroup = 8;
  k.host_exec_bits_in_lanes = true;
  k.partial_groups = false;
  return k;
}

TranslateResult translate_for_lavapipe(const std::string& text, bool wave64, uint16_t threads,
                                       bool speculate_floats) {
  std::string error;
  std::vector<uint8_t> code = assemble(text, wave64, &error);
  EXPECT_FALSE(code.empty()) << error;
  ComputeKey k = lavapipe_key(wave64, threads);
  k.speculate_floats = speculate_floats;
  TranslateResult r = translate_compute(code, k);
  EXPECT_TRUE(r.ok) << r.refusal << " " << r.detail;
  return r;
}

std::unique_ptr<vk::HostDevice> XlateTest::host;
std::unique_ptr<exec::Executor> XlateTest::executor;

void XlateTest::SetUpTestSuite() {
  std::string error;
  // The Khronos validation layer checks every module and call the tests make
  // (the project's set-up installs it); a test fails on anything it reports.
  vk::HostDeviceOptions options;
  options.validate = true;
  host = vk::HostDevice::create("", &error, options);
  ASSERT_TRUE(host) << error;
  executor = exec::Executor::create(*host, {}, &error);
  ASSERT_TRUE(executor) << error;
}
void XlateTest::TearDownTestSuite() {
  executor.reset();
  host.reset();
}
XlateTest::ExecutorSwap::ExecutorSwap(const exec::ExecutorOptions& options) {
  std::string error;
  other_ = exec::Executor::create(*host, options, &error);
  EXPECT_TRUE(other_) << error;
  if (other_) std::swap(executor, other_);
}
XlateTest::ExecutorSwap::~ExecutorSwap() {
  if (other_) std::swap(executor, other_);
}
void XlateTest::SetUp() {
  ASSERT_TRUE(executor);
  validation_before_ = host->validation_messages();
}
void XlateTest::TearDown() {
  if (host) {
    EXPECT_EQ(host->validation_messages(), validation_before_)
        << "the validation layer reported on this test's work (stderr)";
  }
}

uint32_t pkt3(pm4::Opcode op, size_t body) {
  return 3u << 30 | static_cast<uint32_t>((body - 1) & 0x3fff) << 16 |
         static_cast<uint32_t>(op) << 8;
}

namespace {
void set_sh(std::vector<uint32_t>& ib, uint32_t reg, std::vector<uint32_t> values) {
  ib.push_back(pkt3(pm4::Opcode::kSET_SH_REG, values.size() + 1));
  ib.push_back(reg - 0x2C00);
  ib.insert(ib.end(), values.begin(), values.end());
}
}  // namespace

void XlateTest::load(const std::string& text, bool wave64, uint64_t va) {
  std::string error;
  std::vector<uint8_t> code = assemble(text, wave64, &error);
  EXPECT_FALSE(code.empty()) << error;
  std::memcpy(mem.at(va), code.data(), code.size());
}

std::vector<uint32_t> XlateTest::dispatch_packets(const Dispatch& d, uint64_t code) {
  std::vector<uint32_t> ib;
  set_sh(ib, regs::kCOMPUTE_PGM_LO,
         {static_cast<uint32_t>(code >> 8), static_cast<uint32_t>(code >> 40)});
  uint32_t rsrc2 = d.rsrc2 | static_cast<uint32_t>(d.user_sgprs.size()) << 1;
  set_sh(ib, regs::kCOMPUTE_PGM_RSRC1, {d.rsrc1, rsrc2});
  set_sh(ib, regs::kCOMPUTE_NUM_THREAD_X, {d.threads[0], d.threads[1], d.threads[2]});
  set_sh(ib, regs::kCOMPUTE_TMPRING_SIZE, {d.tmpring});
  set_sh(ib, regs::kCOMPUTE_PGM_RSRC3, {d.rsrc3});
  if (!d.user_sgprs.empty()) set_sh(ib, regs::kCOMPUTE_USER_DATA_0, d.user_sgprs);
  ib.push_back(pkt3(pm4::Opcode::kDISPATCH_DIRECT, 4));
  ib.insert(ib.end(),
            {d.groups[0], d.groups[1], d.groups[2], (d.wave64 ? 0x5u : 0x8005u) | d.initiator});
  return ib;
}

cp::CpReport XlateTest::run_ib(const std::vector<uint32_t>& ib) {
  std::memcpy(mem.at(kIb), ib.data(), ib.size() * 4);
  cp::CommandProcessor proc({}, executor.get());
  cp::Submission s;
  s.sequence = 1;
  s.ring_type = cp::RingType::kCompute;
  s.ibs = {{kIb, static_cast<uint32_t>(ib.size()), 0}};
  return proc.run(s, mem);
}

cp::CpReport XlateTest::run(const std::string& text, const Dispatch& d) {
  load(text, d.wave64);
  return run_ib(dispatch_packets(d));
}

std::string XlateTest::refusals(const cp::CpReport& r) {
  std::string out;
  for (const auto& [reason, occ] : r.refusals) out += reason + " (" + occ.first + "); ";
  return out;
}

}  // namespace rdnavk::xlate::testing
