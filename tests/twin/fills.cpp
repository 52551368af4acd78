#include "fills.h"

#include <array>

namespace twin::fill {

void zero(std::span<uint8_t> bytes, Prng&) {
  std::memset(bytes.data(), 0, bytes.size());
}

void sentinel(std::span<uint8_t> bytes, Prng&) {
  for (size_t i = 0; i < count<uint32_t>(bytes); ++i) put<uint32_t>(bytes, i, 0xdeadbeefu);
}

void random_words(std::span<uint8_t> bytes, Prng& rng) {
  for (size_t i = 0; i < count<uint32_t>(bytes); ++i) put(bytes, i, rng.u32());
}

void edgy_words(std::span<uint8_t> bytes, Prng& rng) {
  static constexpr std::array<uint32_t, 8> kEdges = {
      0u, 1u, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0xfffffffeu, 0x80000001u, 0x10000u};
  for (size_t i = 0; i < count<uint32_t>(bytes); ++i)
    put(bytes, i, rng.below(8) == 0 ? kEdges[rng.below(kEdges.size())] : rng.u32());
}

uint32_t normal_f32(Prng& rng, int min_exp, int max_exp) {
  uint32_t e = static_cast<uint32_t>(min_exp + 127) + rng.below(max_exp - min_exp + 1);
  uint32_t sign = rng.u32() & 0x80000000u;  // one draw per statement: a fixed order
  return sign | e << 23 | (rng.u32() & 0x7fffffu);
}

uint32_t normal_f16(Prng& rng, int min_exp, int max_exp) {
  uint32_t e = static_cast<uint32_t>(min_exp + 15) + rng.below(max_exp - min_exp + 1);
  uint32_t sign = rng.u32() & 0x8000u;
  return sign | e << 10 | (rng.u32() & 0x3ffu);
}

uint64_t normal_f64(Prng& rng, int min_exp, int max_exp) {
  uint64_t e = static_cast<uint64_t>(min_exp + 1023) + rng.below(max_exp - min_exp + 1);
  uint64_t sign = rng.next() & (1ull << 63);
  return sign | e << 52 | (rng.next() & ((1ull << 52) - 1));
}

namespace {

constexpr std::array<uint32_t, 30> kSpecialsF32 = {
    0x00000000, 0x80000000,              // +0, -0
    0x7f800000, 0xff800000,              // +inf, -inf
    0x7fc00000, 0xffc00000, 0x7f800001,  // quiet NaNs, a signalling NaN
    0x7fc01234,                          // a NaN with a payload
    0x3f800000, 0xbf800000,              // 1, -1
    0x7f7fffff, 0xff7fffff,              // +-FLT_MAX
    0x00800000, 0x80800000, 0x00800001,  // the smallest normals
    0x3f000000, 0x3fc00000, 0xbfc00000,  // 0.5, 1.5, -1.5 (ties for roundEven)
    0x40200000, 0xc0200000,              // 2.5, -2.5
    0x4b800000, 0x4b800001,              // 2^24, 2^24 + 2
    0x3f800001, 0x3f7fffff,              // 1 + ulp, 1 - ulp/2
    0x4f000000, 0xcf000000, 0x4f800000,  // 2^31, -2^31, 2^32
    0x3e800000, 0x0c800000, 0x33800000,  // 0.25, 2^-102, 2^-24
};

constexpr std::array<uint16_t, 22> kSpecialsF16 = {
    0x0000, 0x8000, 0x7c00, 0xfc00,  // zeros, infinities
    0x7e00, 0xfe00, 0x7c01, 0x7e55,  // NaNs
    0x3c00, 0xbc00, 0x7bff, 0xfbff,  // 1, -1, +-65504
    0x0400, 0x8400,                  // the smallest normals
    0x3800, 0x3e00, 0xbe00, 0x4100,  // 0.5, 1.5, -1.5, 2.5
    0x6800, 0x6801, 0x3c01, 0x3bff,  // 2048, 2050, 1 + ulp, 1 - ulp/2
};

constexpr std::array<uint64_t, 24> kSpecialsF64 = {
    0x0000000000000000, 0x8000000000000000, 0x7ff0000000000000, 0xfff0000000000000,
    0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001, 0x7ff8000000001234,
    0x3ff0000000000000, 0xbff0000000000000, 0x7fefffffffffffff, 0xffefffffffffffff,
    0x0010000000000000, 0x8010000000000000, 0x3fe0000000000000, 0x3ff8000000000000,
    0xbff8000000000000, 0x4004000000000000, 0x4340000000000000, 0x4340000000000001,
    0x3ff0000000000001, 0x43e0000000000000, 0xc3e0000000000000, 0x47efffffe0000000,
};

}  // namespace

void pool_f32(std::span<uint8_t> bytes, Prng& rng) {
  for (size_t i = 0; i < count<uint32_t>(bytes); ++i)
    put(bytes, i,
        rng.below(4) == 0 ? kSpecialsF32[rng.below(kSpecialsF32.size())]
                          : normal_f32(rng, -80, 80));
}

void pool_f16(std::span<uint8_t> bytes, Prng& rng) {
  auto half = [&] {
    return rng.below(4) == 0 ? uint32_t{kSpecialsF16[rng.below(kSpecialsF16.size())]}
                             : normal_f16(rng, -10, 10);
  };
  for (size_t i = 0; i < count<uint32_t>(bytes); ++i) {
    uint32_t lo = half();
    put(bytes, i, lo | half() << 16);
  }
}

void pool_f64(std::span<uint8_t> bytes, Prng& rng) {
  for (size_t i = 0; i < count<uint64_t>(bytes); ++i)
    put(bytes, i,
        rng.below(4) == 0 ? kSpecialsF64[rng.below(kSpecialsF64.size())]
                          : normal_f64(rng, -600, 600));
}

void clean_f32(std::span<uint8_t> bytes, Prng& rng) {
  for (size_t i = 0; i < count<uint32_t>(bytes); ++i) put(bytes, i, normal_f32(rng, -20, 20));
}

void clean_f16(std::span<uint8_t> bytes, Prng& rng) {
  for (size_t i = 0; i < count<uint32_t>(bytes); ++i) {
    uint32_t lo = normal_f16(rng, 0, 4);
    put(bytes, i, lo | normal_f16(rng, 0, 4) << 16);
  }
}

void clean_f64(std::span<uint8_t> bytes, Prng& rng) {
  for (size_t i = 0; i < count<uint64_t>(bytes); ++i) put(bytes, i, normal_f64(rng, -40, 40));
}

// Nonzero halves below 2^14 (doubling stays finite), one in sixteen infinite; no
// NaN, whose payload a store would not keep the same everywhere.
void texels_rg16f(std::span<uint8_t> bytes, Prng& rng) {
  auto half = [&] {
    return rng.below(16) == 0 ? (rng.u32() & 0x8000u) | 0x7c00u : normal_f16(rng, -10, 13);
  };
  for (size_t i = 0; i < count<uint32_t>(bytes); ++i) {
    uint32_t lo = half();
    put(bytes, i, lo | half() << 16);
  }
}

void texels_r32f(std::span<uint8_t> bytes, Prng& rng) {
  for (size_t i = 0; i < count<uint32_t>(bytes); ++i) put(bytes, i, normal_f32(rng, -60, 60));
}

// Unsigned 11-, 11- and 10-bit floats with biased exponents 2..28, so that
// doubling and halving stay normal and finite.
void texels_r11g11b10f(std::span<uint8_t> bytes, Prng& rng) {
  auto small_float = [&](uint32_t mantissa_bits) {
    uint32_t e = 2 + rng.below(27);
    return e << mantissa_bits | (rng.u32() & ((1u << mantissa_bits) - 1));
  };
  for (size_t i = 0; i < count<uint32_t>(bytes); ++i) {
    uint32_t r = small_float(6), g = small_float(6), b = small_float(5);
    put(bytes, i, r | g << 11 | b << 22);
  }
}

}  // namespace twin::fill
