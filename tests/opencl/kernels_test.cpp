// Each kernel, wave32 and wave64, at several sizes, run by the executor (exec/) on
// the host Vulkan device through the command processor, its outputs compared
// exactly with the same C (kernels/common.h) computed here. A dispatch the
// executor refuses fails with the refusal's reason.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <sstream>

#include "exec/executor.h"
#include "tests/opencl/dispatch.h"
#include "tests/opencl/kernel_files.h"
#include "tests/opencl/kernels/common.h"
#include "vk/host_device.h"

namespace rdnavk::opencl {
namespace {

namespace ref = rdnavk::opencl::ref;

// splitmix64: reproducible inputs.
class Random {
 public:
  explicit Random(uint64_t seed) : s_(seed) {}
  uint64_t next() {
    uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // A float of either sign with a biased exponent in [0, max_exp] (0: zero or
  // subnormal), so every value stays below 2^(max_exp - 126).
  float real32(uint32_t max_exp) {
    uint64_t r = next();
    uint32_t exp = static_cast<uint32_t>((r >> 32) % (max_exp + 1));
    return std::bit_cast<float>(static_cast<uint32_t>(r >> 63) << 31 | exp << 23 |
                                static_cast<uint32_t>(r & 0x7fffff));
  }
  double real64(uint64_t max_exp) {
    uint64_t r = next(), e = next() % (max_exp + 1);
    return std::bit_cast<double>((r & 0x8000000000000000ull) | e << 52 | (r & 0xfffffffffffffull));
  }

 private:
  uint64_t s_;
};

uint32_t ceil_div(uint32_t a, uint32_t b) {
  return (a + b - 1) / b;
}

Launch launch_1d(uint32_t n, uint32_t local, std::vector<uint64_t> args) {
  Launch l;
  l.local = {local, 1, 1};
  l.groups = {ceil_div(n, local), 1, 1};
  l.args = std::move(args);
  return l;
}

template <typename T>
::testing::AssertionResult same(const std::vector<T>& got, const std::vector<T>& want,
                                size_t per_item) {
  if (got.size() != want.size()) return ::testing::AssertionFailure() << "sizes differ";
  auto [g, w] = std::mismatch(got.begin(), got.end(), want.begin());
  if (g == got.end()) return ::testing::AssertionSuccess();
  size_t at = static_cast<size_t>(g - got.begin());
  std::vector<size_t> wrong(per_item, 0);  // by output: which operation is wrong
  for (size_t i = 0; i < got.size(); ++i) wrong[i % per_item] += got[i] != want[i];
  std::ostringstream m;  // one stream: AssertionResult's << does not keep std::hex
  m << "differ: first at item " << at / per_item << " output " << at % per_item << ": got 0x"
    << std::hex << static_cast<uint64_t>(*g) << ", want 0x" << static_cast<uint64_t>(*w) << std::dec
    << "; wrong values by output:";
  for (size_t o = 0; o < per_item; ++o) m << " " << wrong[o];
  m << " (of " << got.size() / per_item << " items)";
  return ::testing::AssertionFailure() << m.str();
}

class KernelTest : public ::testing::TestWithParam<int> {
 protected:
  // One host device and executor for the suite (lavapipe unless RDNAVK_DEVICE
  // names another): creating them is the slow part.
  static void SetUpTestSuite() {
    const char* wanted = std::getenv("RDNAVK_DEVICE");
    // The Khronos validation layer checks every module and call; a test fails
    // on anything it reports.
    vk::HostDeviceOptions host_options;
    host_options.validate = true;
    device_ = vk::HostDevice::create(wanted ? wanted : "", &setup_error_, host_options);
    // RDNAVK_DEBUG=spirv prints each module the executor makes, as under rdnavk run.
    const char* debug = std::getenv("RDNAVK_DEBUG");
    exec::ExecutorOptions options;
    options.dump_spirv = debug && std::string(debug).find("spirv") != std::string::npos;
    if (device_) executor_ = exec::Executor::create(*device_, options, &setup_error_);
  }
  static void TearDownTestSuite() {
    executor_.reset();  // before the device it runs on
    device_.reset();
  }
  void SetUp() override {
    ASSERT_NE(executor_, nullptr) << "no executor: " << setup_error_;
    std::string error;
    g_ = GuestMemory::create(uint64_t{1} << 30, &error);
    ASSERT_TRUE(g_) << error;
    validation_before_ = device_->validation_messages();
  }
  void TearDown() override {
    if (device_) {
      EXPECT_EQ(device_->validation_messages(), validation_before_)
          << "the validation layer reported on this test's work (stderr)";
    }
  }
  int wave() const { return GetParam(); }

  template <typename T>
  uint64_t buffer(const std::vector<T>& init) {
    uint64_t va = g_->allocate(init.size() * sizeof(T));
    g_->write(va, init);
    return va;
  }

  // Loads `file`'s object for this wave and runs `kernel` with `l`; fails naming
  // the refusal when the dispatch was refused.
  ::testing::AssertionResult run(const char* file, const char* kernel, const Launch& l) {
    std::string error;
    auto code = load_into(*g_, kernel_object(file, wave()), &error);
    if (!code) return ::testing::AssertionFailure() << error;
    const Kernel* k = code->object.find(kernel);
    if (k == nullptr) return ::testing::AssertionFailure() << "no kernel " << kernel;
    auto d = prepare_dispatch(*g_, *code, *k, l, &error);
    if (!d) return ::testing::AssertionFailure() << error;
    cp::CommandProcessor cp(cp::CpOptions{}, executor_.get());
    cp::CpReport r = run_dispatch(cp, *g_, *d);
    std::ostringstream why;
    for (const auto& [reason, o] : r.refusals)
      why << " refused: " << reason << " (" << o.first << ")";
    for (const auto& [kind, o] : r.stream_errors)
      why << " stream error: " << kind << " (" << o.first << ")";
    if (!why.str().empty() || r.dispatches != 1) return ::testing::AssertionFailure() << why.str();
    return ::testing::AssertionSuccess();
  }

  std::unique_ptr<GuestMemory> g_;
  uint64_t validation_before_ = 0;
  static std::unique_ptr<vk::HostDevice> device_;
  static std::unique_ptr<exec::Executor> executor_;
  static std::string setup_error_;
};

std::unique_ptr<vk::HostDevice> KernelTest::device_;
std::unique_ptr<exec::Executor> KernelTest::executor_;
std::string KernelTest::setup_error_;

constexpr uint64_t kSentinel64 = 0xA5A5A5A5A5A5A5A5ull;
constexpr uint32_t kSentinel32 = 0xA5A5A5A5u;

// Sizes with a partial last group: the kernels check their bounds, and the
// outputs past n must keep their sentinel.
struct Size {
  uint32_t n, local;
};
constexpr Size kSizes[] = {{1, 64}, {47, 64}, {64, 64}, {1000, 64}, {200, 48}, {129, 256}};

TEST_P(KernelTest, Integer) {
  for (Size s : kSizes) {
    SCOPED_TRACE("n " + std::to_string(s.n) + " local " + std::to_string(s.local));
    Random rnd(s.n);
    uint32_t slots = ceil_div(s.n, s.local) * s.local;
    std::vector<uint64_t> a(slots), b(slots);
    const uint64_t special[] = {0, 1, ~0ull, 1ull << 63, 0xffffffffull, 1ull << 32};
    for (uint32_t i = 0; i < slots; ++i) {
      a[i] = i < 6 ? special[i] : rnd.next();
      b[i] = i % 7 == 3 ? special[i % 6] : rnd.next();
    }
    std::vector<uint64_t> want(size_t{slots} * INTEGER_OUTPUTS, kSentinel64);
    for (uint32_t i = 0; i < s.n; ++i)
      for (int op = 0; op < INTEGER_OUTPUTS; ++op)
        want[i * INTEGER_OUTPUTS + op] = ref::integer_op(op, a[i], b[i]);
    uint64_t out = buffer(std::vector<uint64_t>(want.size(), kSentinel64));
    ASSERT_TRUE(
        run("integer", "integer_ops", launch_1d(s.n, s.local, {buffer(a), buffer(b), out, s.n})));
    EXPECT_TRUE(same(g_->read<uint64_t>(out, want.size()), want, INTEGER_OUTPUTS));
  }
}

TEST_P(KernelTest, Float) {
  for (Size s : kSizes) {
    SCOPED_TRACE("n " + std::to_string(s.n) + " local " + std::to_string(s.local));
    Random rnd(100 + s.n);
    uint32_t slots = ceil_div(s.n, s.local) * s.local;
    std::vector<float> a(slots), b(slots), c(slots);
    std::vector<int32_t> k(slots);
    std::vector<int64_t> l(slots);
    for (uint32_t i = 0; i < slots; ++i) {
      // |a|, |b| < 2^60 and |c| < 2^31: no overflow to infinity, no NaN, and every
      // conversion to an integer is in range (common.h).
      a[i] = rnd.real32(127 + 59);
      b[i] = i % 5 == 0 ? a[i] : rnd.real32(127 + 59);
      c[i] = i % 9 == 0 ? -0.0f : rnd.real32(127 + 30);
      k[i] = static_cast<int32_t>(rnd.next());
      l[i] = static_cast<int64_t>(rnd.next());
    }
    std::vector<uint32_t> want(size_t{slots} * FLOAT_OUTPUTS, kSentinel32);
    for (uint32_t i = 0; i < s.n; ++i)
      for (int op = 0; op < FLOAT_OUTPUTS; ++op)
        want[i * FLOAT_OUTPUTS + op] = ref::float_op(op, a[i], b[i], c[i], k[i], l[i]);
    uint64_t out = buffer(std::vector<uint32_t>(want.size(), kSentinel32));
    ASSERT_TRUE(run("float", "float_ops",
                    launch_1d(s.n, s.local,
                              {buffer(a), buffer(b), buffer(c), buffer(k), buffer(l), out, s.n})));
    EXPECT_TRUE(same(g_->read<uint32_t>(out, want.size()), want, FLOAT_OUTPUTS));
  }
}

TEST_P(KernelTest, Double) {
  for (Size s : kSizes) {
    SCOPED_TRACE("n " + std::to_string(s.n) + " local " + std::to_string(s.local));
    Random rnd(200 + s.n);
    uint32_t slots = ceil_div(s.n, s.local) * s.local;
    std::vector<double> a(slots), b(slots), c(slots);
    std::vector<int64_t> l(slots);
    for (uint32_t i = 0; i < slots; ++i) {
      a[i] = rnd.real64(1023 + 99);  // < 2^100: (float)a is finite
      b[i] = rnd.real64(1023 + 99);
      c[i] = rnd.real64(1023 + 62);  // < 2^63: rint(c) fits a long
      l[i] = static_cast<int64_t>(rnd.next());
    }
    std::vector<uint64_t> want(size_t{slots} * DOUBLE_OUTPUTS, kSentinel64);
    for (uint32_t i = 0; i < s.n; ++i)
      for (int op = 0; op < DOUBLE_OUTPUTS; ++op)
        want[i * DOUBLE_OUTPUTS + op] = ref::double_op(op, a[i], b[i], c[i], l[i]);
    uint64_t out = buffer(std::vector<uint64_t>(want.size(), kSentinel64));
    ASSERT_TRUE(
        run("double", "double_ops",
            launch_1d(s.n, s.local, {buffer(a), buffer(b), buffer(c), buffer(l), out, s.n})));
    EXPECT_TRUE(same(g_->read<uint64_t>(out, want.size()), want, DOUBLE_OUTPUTS));
  }
}

TEST_P(KernelTest, LoopWithDataDependentTripCount) {
  for (Size s : kSizes) {
    SCOPED_TRACE("n " + std::to_string(s.n) + " local " + std::to_string(s.local));
    Random rnd(300 + s.n);
    uint32_t slots = ceil_div(s.n, s.local) * s.local;
    std::vector<uint64_t> x(slots);
    for (uint32_t i = 0; i < slots; ++i) x[i] = i < 4 ? i * 9 : rnd.next() >> (40 + i % 20);
    std::vector<uint32_t> want(slots, kSentinel32);
    for (uint32_t i = 0; i < s.n; ++i) want[i] = ref::collatz_steps(x[i]);
    uint64_t out = buffer(std::vector<uint32_t>(slots, kSentinel32));
    ASSERT_TRUE(run("loop", "collatz", launch_1d(s.n, s.local, {buffer(x), out, s.n})));
    EXPECT_TRUE(same(g_->read<uint32_t>(out, slots), want, 1));
  }
}

TEST_P(KernelTest, LocalMemoryReduction) {
  for (uint32_t n : {256u, 1000u, 4096u}) {
    SCOPED_TRACE("n " + std::to_string(n));
    Random rnd(400 + n);
    std::vector<uint32_t> in(n);
    for (uint32_t& v : in) v = static_cast<uint32_t>(rnd.next());
    uint32_t groups = ceil_div(n, 256);
    std::vector<uint32_t> want(groups, 0);
    for (uint32_t i = 0; i < n; ++i) want[i / 256] += in[i];  // wraps as the kernel does
    uint64_t out = buffer(std::vector<uint32_t>(groups, kSentinel32));
    ASSERT_TRUE(run("reduce", "reduce_sum", launch_1d(n, 256, {buffer(in), out, n})));
    EXPECT_TRUE(same(g_->read<uint32_t>(out, groups), want, 1));
  }
}

TEST_P(KernelTest, GlobalAtomics) {
  for (Size s : {Size{1, 64}, Size{100, 64}, Size{2048, 64}, Size{333, 48}}) {
    SCOPED_TRACE("n " + std::to_string(s.n) + " local " + std::to_string(s.local));
    Random rnd(500 + s.n);
    std::vector<uint32_t> in(s.n);
    for (uint32_t& v : in) v = static_cast<uint32_t>(rnd.next());
    std::vector<uint32_t> want = {0, static_cast<uint32_t>(INT_MIN), 0, 0,
                                  static_cast<uint32_t>(INT_MAX)};
    std::vector<uint32_t> init = want;
    for (uint32_t v : in) {
      want[0] += v;
      want[1] =
          static_cast<uint32_t>(std::max(static_cast<int32_t>(want[1]), static_cast<int32_t>(v)));
      want[2] += 1;
      want[3] |= 1u << (v & 31);
      want[4] =
          static_cast<uint32_t>(std::min(static_cast<int32_t>(want[4]), static_cast<int32_t>(v)));
    }
    uint64_t acc = buffer(init);
    ASSERT_TRUE(run("atomics", "atomics", launch_1d(s.n, s.local, {buffer(in), acc, s.n})));
    EXPECT_TRUE(same(g_->read<uint32_t>(acc, want.size()), want, want.size()));
  }
}

TEST_P(KernelTest, TwoDimensionalGrid) {
  struct Grid {
    uint32_t width, height, lx, ly;
  };
  for (Grid s : {Grid{16, 8, 8, 4}, Grid{37, 19, 8, 8}, Grid{64, 3, 16, 2}, Grid{5, 70, 4, 16}}) {
    SCOPED_TRACE("grid " + std::to_string(s.width) + "x" + std::to_string(s.height));
    uint32_t gx = ceil_div(s.width, s.lx), gy = ceil_div(s.height, s.ly);
    std::vector<uint32_t> want(size_t{s.width} * s.height);
    for (uint32_t y = 0; y < s.height; ++y)
      for (uint32_t x = 0; x < s.width; ++x)
        want[y * s.width + x] =
            ref::grid2d_value(x, y, x % s.lx, y % s.ly, x / s.lx, y / s.ly, s.width);
    uint64_t out = buffer(std::vector<uint32_t>(want.size(), kSentinel32));
    uint64_t size = buffer(std::vector<uint32_t>(2, kSentinel32));
    Launch l{2, {s.lx, s.ly, 1}, {gx, gy, 1}, {out, s.width, s.height, size}};
    ASSERT_TRUE(run("grid2d", "grid2d", l));
    EXPECT_TRUE(same(g_->read<uint32_t>(out, want.size()), want, 1));
    EXPECT_EQ(g_->read<uint32_t>(size, 2), (std::vector<uint32_t>{gx * s.lx, gy * s.ly}));
  }
}

TEST_P(KernelTest, PrivateArrayInScratch) {
  // Two group sizes (one module each: the scratch addressing makes a large one):
  // a partial last group of one wave, and groups of several waves.
  for (Size s : {Size{333, 64}, Size{257, 256}}) {
    SCOPED_TRACE("n " + std::to_string(s.n) + " local " + std::to_string(s.local));
    Random rnd(600 + s.n);
    uint32_t slots = ceil_div(s.n, s.local) * s.local;
    std::vector<uint32_t> seeds(slots);
    for (uint32_t& v : seeds) v = static_cast<uint32_t>(rnd.next());
    std::vector<uint32_t> want(slots, kSentinel32);
    for (uint32_t i = 0; i < s.n; ++i) want[i] = ref::scratch_walk(seeds[i]);
    uint64_t out = buffer(std::vector<uint32_t>(slots, kSentinel32));
    ASSERT_TRUE(
        run("scratch", "scratch_walk_kernel", launch_1d(s.n, s.local, {buffer(seeds), out, s.n})));
    EXPECT_TRUE(same(g_->read<uint32_t>(out, slots), want, 1));
  }
}

std::string wave_name(const ::testing::TestParamInfo<int>& p) {
  return "wave" + std::to_string(p.param);
}

INSTANTIATE_TEST_SUITE_P(Waves, KernelTest, ::testing::Values(32, 64), wave_name);

}  // namespace
}  // namespace rdnavk::opencl
