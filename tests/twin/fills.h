// How the case table fills its buffers: deterministic functions of a Prng, so
// that both runs of a twin pair see the same bytes. Float fills never produce
// denormals (a flushed input would change the result of the operation itself)
// and produce NaNs only where the shader canonicalises what it computes from them.
#pragma once

#include <cstdint>
#include <cstring>
#include <span>

#include "twin.h"

namespace twin::fill {

// Writes `v` as element `index` of an array of T in `bytes`.
template <class T>
void put(std::span<uint8_t> bytes, size_t index, T v) {
  std::memcpy(bytes.data() + index * sizeof(T), &v, sizeof(T));
}

template <class T>
size_t count(std::span<uint8_t> bytes) {
  return bytes.size() / sizeof(T);
}

void zero(std::span<uint8_t> bytes, Prng& rng);
// 0xdeadbeef words: what a shader leaves unwritten shows as such.
void sentinel(std::span<uint8_t> bytes, Prng& rng);
void random_words(std::span<uint8_t> bytes, Prng& rng);
// Random words, one in eight an edge value (0, 1, all ones, sign bit, ...).
void edgy_words(std::span<uint8_t> bytes, Prng& rng);

// Bit patterns of normal numbers with a random sign, the exponent drawn from
// [min_exp, max_exp] (unbiased) and a random mantissa.
uint32_t normal_f32(Prng& rng, int min_exp, int max_exp);
uint32_t normal_f16(Prng& rng, int min_exp, int max_exp);
uint64_t normal_f64(Prng& rng, int min_exp, int max_exp);

// Specials (zeros, infinities, NaNs, extremes, ties) mixed one in four with
// normals of exponents -80..80 (f32), -10..10 (f16, two per word), -600..600 (f64).
void pool_f32(std::span<uint8_t> bytes, Prng& rng);
void pool_f16(std::span<uint8_t> bytes, Prng& rng);
void pool_f64(std::span<uint8_t> bytes, Prng& rng);
// Normals only, for compound expressions: exponents -20..20 (f32), magnitude
// 1..32 (f16), -40..40 (f64).
void clean_f32(std::span<uint8_t> bytes, Prng& rng);
void clean_f16(std::span<uint8_t> bytes, Prng& rng);
void clean_f64(std::span<uint8_t> bytes, Prng& rng);

// Texel data for the float formats, in the ranges texel_storage.comp relies on.
void texels_rg16f(std::span<uint8_t> bytes, Prng& rng);
void texels_r32f(std::span<uint8_t> bytes, Prng& rng);
void texels_r11g11b10f(std::span<uint8_t> bytes, Prng& rng);

}  // namespace twin::fill
