#version 460
// gen.py seed 3: workgroup 16x7x1, groups 4x1x2, 9 words per invocation
#extension GL_EXT_spirv_intrinsics : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);

layout(local_size_x = 16, local_size_y = 7, local_size_z = 1) in;

layout(std430, binding = 0) readonly buffer Din { uint din[256]; };
layout(std430, binding = 1) readonly buffer Fin { float fin[256]; };
layout(std430, binding = 2) writeonly buffer Out { uint out_words[]; };
layout(std430, binding = 3) buffer Atom { uint u[32]; int i[16]; } atom;
layout(std430, binding = 4) writeonly buffer Scatter { uint scatter[]; };
layout(std140, binding = 5) uniform Ub { uvec4 u[8]; vec4 f[4]; } ub;
layout(push_constant) uniform Pc {
  uint a; uint b; int c; float f; uvec4 v; uint arr[8];
} pc;

shared uint sh[112];
shared uint sha[16];

uint u0;
uint u1;
int i0;
int i1;
float f0;
float f1;
float f2;
uint64_t w0;
uint gflat;
uint sperm;
uint scr[16];

// tame*(): every float value as +0 or a normal of moderate magnitude (gen.py)
uint tameb(uint b) {
  uint e = (b >> 23) & 0xffu;
  if (e < 97u) return 0u;
  if (e > 157u) return (b & 0x807fffffu) | 0x3f800000u;
  return b;
}
float tame(float x) { return uintBitsToFloat(tameb(floatBitsToUint(x))); }
float fbits(uint b) { return uintBitsToFloat(tameb(b)); }
uint udiv(uint a, uint b) { return a / (b == 0u ? 1u : b); }
uint umod(uint a, uint b) { return a % (b == 0u ? 1u : b); }
int sdiv(int a, int b) { return a / ((b == 0 || b == -1) ? 3 : b); }
uint ubfe(uint x, uint o, uint n) { o &= 31u; return bitfieldExtract(x, int(o), int(n % (33u - o))); }
int sbfe(int x, uint o, uint n) { o &= 31u; return bitfieldExtract(x, int(o), int(n % (33u - o))); }
uint ubfi(uint x, uint y, uint o, uint n) {
  o &= 31u;
  return bitfieldInsert(x, y, int(o), int(n % (33u - o)));
}
uint uclamp(uint x, uint a, uint b) { return clamp(x, min(a, b), max(a, b)); }
float fclamp(float x, float a, float b) { return clamp(x, min(a, b), max(a, b)); }

uint umulExtended_hi(uint a, uint b) { uint hi, lo; umulExtended(a, b, hi, lo); return hi ^ lo; }
uint uaddCarry_sum(uint a, uint b) { uint c; uint s = uaddCarry(a, b, c); return s + c * 7u; }

void emit() {
  out_words[gflat * 9u + 0u] = u0;
  out_words[gflat * 9u + 1u] = u1;
  out_words[gflat * 9u + 2u] = uint(i0);
  out_words[gflat * 9u + 3u] = uint(i1);
  out_words[gflat * 9u + 4u] = floatBitsToUint(f0);
  out_words[gflat * 9u + 5u] = floatBitsToUint(f1);
  out_words[gflat * 9u + 6u] = floatBitsToUint(f2);
  out_words[gflat * 9u + 7u] = unpackUint2x32(w0).x;
  out_words[gflat * 9u + 8u] = unpackUint2x32(w0).y;
}

uint fn0(int a0, float a1, float a2) {
  uint acc = uint((10579804601021778419ul * packUint2x32(uvec2(2u, gl_GlobalInvocationID.x))));
  if ((true && (pc.arr[(gl_WorkGroupID.y) & 7u] >= pc.b))) return acc ^ 65535u;
  return acc;
}
uint fn1(float a0) {
  uint acc = ubfi(uint(packUint2x32(uvec2(pc.arr[(pc.a) & 7u], din[(2050213500u) % 256u])) >> 28u), (7u + ub.u[(fn0(-7, pc.f, a0)) & 7u].z), (1u + 1u), (pc.v.z & gl_GlobalInvocationID.y));
  for (uint l1 = 0u; l1 < (din[(uint(pc.c)) % 256u] & 7u); ++l1) acc = l1;
  return ubfi(acc, pc.arr[(pc.v.y) & 7u], acc, ub.u[(pc.b) & 7u].z);
}
uint fn2(int a0) {
  uint acc = ((ub.u[(max(gl_LocalInvocationID.x, ub.u[((gl_LocalInvocationID.y + 3u)) & 7u].x)) & 7u].y ^ 4294967295u) ^ pc.arr[((gl_WorkGroupID.z + pc.a)) & 7u]);
  return acc;
}

void main() {
  gflat = gl_GlobalInvocationID.x + gl_NumWorkGroups.x * 16u *
          (gl_GlobalInvocationID.y + gl_NumWorkGroups.y * 7u * gl_GlobalInvocationID.z);
  sperm = (gflat * 9u + 734u) % 896u;
  u0 = din[(gflat * 3u + 235u) % 256u];
  u1 = din[(gflat * 3u + 54u) % 256u];
  i0 = int(din[(gflat + 91u) % 256u]);
  i1 = int(din[(gflat + 19u) % 256u]);
  f0 = tame(fin[(gflat * 5u + 211u) % 256u]);
  f1 = tame(fin[(gflat * 5u + 83u) % 256u]);
  f2 = tame(fin[(gflat * 5u + 249u) % 256u]);
  w0 = packUint2x32(uvec2(u0, din[(gflat + 9u) % 256u]));
  for (uint k = 0u; k < 16u; ++k) scr[k] = fn1(f0) + k;
  sh[gl_LocalInvocationIndex] = (uint(w0 >> 20u) | umod(1431655765u, din[(u1) % 256u]));
  memoryBarrierShared();
  barrier();
  u1 ^= sh[(ub.u[(fn1(tame(fin[((~ub.u[(((int(u0) > pc.c) ? u0 : gl_GlobalInvocationID.z)) & 7u].x)) % 256u]))) & 7u].y) % 112u];
  barrier();
  sh[gl_LocalInvocationIndex] = ((u1 + din[(min(u1, ub.u[(gl_GlobalInvocationID.x) & 7u].z)) % 256u]) + (-pc.v.w));
  memoryBarrierShared();
  barrier();
  u1 ^= sh[(fn0(i0, tame(fin[((ub.u[((u0 << (pc.arr[(pc.v.y) & 7u] & 31u))) & 7u].x - u0)) % 256u]), fbits(ub.u[(u1) & 7u].w))) % 112u];
  barrier();
  u0 = max(uaddCarry_sum((pc.v.w >> (ub.u[(u0) & 7u].w & 31u)), scr[(((u1 == ub.u[(((u1 < u1) ? pc.arr[(pc.b) & 7u] : ub.u[(scr[(u0) % 16u]) & 7u].y)) & 7u].x) ? u0 : 33u)) % 16u]), (((u0 & 1u) != 0u) ? (pc.arr[(pc.b) & 7u] - 1431655765u) : (scr[(uint(int(f1))) % 16u] * scr[(gl_GlobalInvocationID.z) % 16u])));
  for (uint l2 = 0u; l2 < (gl_LocalInvocationID.x % 6u); ++l2) {
    if (((gl_LocalInvocationIndex & 32u) != 0u)) break;
    for (uint l3 = 0u; l3 < (u1 & 7u); ++l3) {
      scatter[sperm * 2u + 0u] = uint(w0);
    }
    atomicXor(atom.u[0u + ((u0 + l2) & 3u)], ((u0 * ub.u[(uint(int(tame(fin[(ub.u[(uint(w0)) & 7u].z) % 256u])))) & 7u].w) & max(1431655765u, gl_NumWorkGroups.y)));
  }
  w0 = uint64_t(u0);
  switch (u0 % 2u) {
    case 0u:
      w0 = (((w0 * 1730629866789568167ul) ^ (packUint2x32(uvec2(0u, din[(scr[(pc.arr[(pc.v.y) & 7u]) % 16u]) % 256u])) ^ w0)) << ((ub.u[(ub.u[(uint(w0 >> 37u)) & 7u].w) & 7u].z >> (uclamp(gl_LocalInvocationIndex, pc.v.x, scr[(uint(bitCount(gl_GlobalInvocationID.y))) % 16u]) & 31u)) & 63u));
    case 1u:
      u1 = uclamp(uint((w0 ^ w0)), ((u1 ^ gl_GlobalInvocationID.x) + uint(w0)), (uint(int(tame(ub.f[(umod(u1, 305419896u)) & 3u].y))) + fn0(i0, f1, fbits(u1))));
      f0 = tame(ub.f[((255u << (gl_GlobalInvocationID.x & 31u))) & 3u].y);
      break;
  }
  for (uint l4 = 0u; l4 < (pc.a & 7u); ++l4) {
    w0 = (uint64_t(uint(w0)) ^ w0);
  }
  for (uint k = gl_LocalInvocationIndex; k < 16u; k += 112u) sha[k] = pc.v.x;
  memoryBarrierShared();
  barrier();
  if ((true || (tame(ub.f[(floatBitsToUint(tame(fin[(fn2(i1)) % 256u]))) & 3u].y) != tame(ub.f[(uaddCarry_sum(u1, ub.u[(din[(uint(i0)) % 256u]) & 7u].x)) & 3u].z)))) atomicAdd(sha[12u + (uaddCarry_sum(u0, din[((pc.arr[(pc.b) & 7u] * pc.b)) % 256u]) & 3u)], (gl_LocalInvocationID.y + udiv(pc.v.z, 2508880852u)));
  if (((u0 > u1) || ((u1 & 128u) != 0u))) atomicAdd(sha[12u + (uaddCarry_sum(33u, 3u) & 3u)], ((33u << (2147483647u & 31u)) + u0));
  memoryBarrierShared();
  barrier();
  u1 ^= sha[(uint(packUint2x32(uvec2(u0, scr[((scr[(uint(int(f0))) % 16u] ^ 641802284u)) % 16u])))) % 16u];
  barrier();
  scatter[sperm * 2u + 0u] = ((u0 ^ u1) ^ 2u);
  f2 = tame(tame(ub.f[(uint(int(1.5e-3))) & 3u].z) * fbits(u0));
  if ((((pc.v.w | u1) + u1) <= ub.u[(ubfe(scr[(fn2(int(u1))) % 16u], scr[((u1 | pc.a)) % 16u], 1431655765u)) & 7u].w)) {
    u1 = scr[(umulExtended_hi(ub.u[(uint(findLSB(scr[(fn2(i0)) % 16u]))) & 7u].z, gl_GlobalInvocationID.x)) % 16u];
    if ((!(u0 > u0) || ((gflat + din[(uint(bitCount(u1))) % 256u]) <= (u1 >> (u1 & 31u))))) {
      w0 = (((w0 * 8488203687384937720ul) ^ uint64_t(u0)) + ((w0 << (u0 & 63u)) ^ w0));
      if (!(true || (pc.v.w <= u0))) {
        u1 = uaddCarry_sum(2u, u1);
        i0 = findMSB(1);
        f0 = fbits(u0);
      }
      i1 = (int(u1) - i0);
    }
    i0 = i1;
  } else {
    w0 = ((packUint2x32(uvec2(u0, u0)) | (17278593501662673425ul << (33u & 63u))) >> (din[((u1 << (u1 & 31u))) % 256u] & 63u));
    if (((1.5e-3 < f0) && true)) { emit(); return; }
    w0 = 6127828058043113991ul;
  }
  for (uint l5 = 0u; l5 < (gl_LocalInvocationIndex % 5u); ++l5) {
    if ((pc.f != tame(float(gl_GlobalInvocationID.y)))) break;
    scatter[sperm * 2u + 0u] = uint(bitCount(fn0(1, 65536.0, f1)));
    if (((int(pc.arr[(gl_NumWorkGroups.x) & 7u]) == (int(scr[(umulExtended_hi(u1, 2147483648u)) % 16u]) >> int(ub.u[(umulExtended_hi(scr[(scr[(gl_LocalInvocationIndex) % 16u]) % 16u], pc.arr[(pc.a) & 7u])) & 7u].z & 31u))) || ((u1 | gflat) == uint(findMSB(int(7u)))))) {
      scatter[sperm * 2u + 0u] = (uclamp(din[(uaddCarry_sum(u0, gflat)) % 256u], uint(pc.c), u0) - pc.arr[(pc.a) & 7u]);
      scatter[sperm * 2u + 1u] = (((i1 ^ 100) < (pc.c ^ i0)) ? (1431655765u & u1) : floatBitsToUint(tame(ub.f[(u0) & 3u].w)));
    } else {
      atomicMax(atom.i[12u + (fn1(tame(ub.f[((pc.v.x | u0)) & 3u].y)) & 3u)], i1);
      u1 = ubfi(udiv(u1, (pc.arr[(gl_WorkGroupID.x) & 7u] | pc.arr[((gl_WorkGroupID.z + pc.a)) & 7u])), floatBitsToUint(3.25), uint(int(step(fbits(32u), f1))), min((u1 | l5), scr[(ub.u[((u0 - u1)) & 7u].x) % 16u]));
      u0 = (((ub.u[((u0 ^ pc.arr[(5u) & 7u])) & 7u].z | l5) >> ((gl_LocalInvocationIndex & din[((u0 ^ u0)) % 256u]) & 31u)) >> ((u1 + (56u * pc.arr[(gl_WorkGroupID.x) & 7u])) & 31u));
    }
    f2 = tame(tame(1.5e-3 + pc.f) * tame(fin[(min(ub.u[(udiv(pc.arr[(gl_WorkGroupID.x) & 7u], din[(uint(findLSB(u1))) % 256u])) & 7u].y, l5)) % 256u]));
  }
  w0 = (5650717895214080264ul / max(((w0 << (305419896u & 63u)) * (11963324392054915983ul >> (scr[((u1 >> (31u & 31u))) % 16u] & 63u))), 1ul));
  atomicAnd(atom.u[28u + ((u0 * u0) & 3u)], ((pc.arr[(gl_NumWorkGroups.x) & 7u] >> (u1 & 31u)) - (true ? pc.v.z : 305419896u)));
  emit();
}
