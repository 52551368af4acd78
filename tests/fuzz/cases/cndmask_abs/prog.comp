#version 460
// gen.py seed 1017: workgroup 48x1x1, groups 2x1x1, 12 words per invocation
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 32);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4466], 4461, 64);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 16);
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 64);

layout(local_size_x = 48, local_size_y = 1, local_size_z = 1) in;

layout(std430, binding = 0) readonly buffer Din { uint din[256]; };
layout(std430, binding = 1) readonly buffer Fin { float fin[256]; };
layout(std430, binding = 2) writeonly buffer Out { uint out_words[]; };
layout(std430, binding = 3) buffer Atom { uint u[32]; int i[16]; } atom;
layout(std430, binding = 4) writeonly buffer Scatter { uint scatter[]; };
layout(std140, binding = 5) uniform Ub { uvec4 u[8]; vec4 f[4]; } ub;
layout(push_constant) uniform Pc {
  uint a; uint b; int c; float f; uvec4 v; uint arr[8];
} pc;

shared uint sh[48];
shared uint sha[16];

uint u0;
uint u1;
uint u2;
uint u3;
int i0;
float f0;
float f1;
float f2;
double d0;
double d1;
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
uint ubfe(uint x, uint o, uint n) {
  o &= 31u;
  return bitfieldExtract(x, int(o), int(n % (33u - o)));
}
int sbfe(int x, uint o, uint n) { o &= 31u; return bitfieldExtract(x, int(o), int(n % (33u - o))); }
uint ubfi(uint x, uint y, uint o, uint n) {
  o &= 31u;
  return bitfieldInsert(x, y, int(o), int(n % (33u - o)));
}
uint uclamp(uint x, uint a, uint b) { return clamp(x, min(a, b), max(a, b)); }
float fclamp(float x, float a, float b) { return clamp(x, min(a, b), max(a, b)); }
double tamed(double x) {
  uvec2 d = unpackDouble2x32(x);
  uint e = (d.y >> 20u) & 0x7ffu;
  if (e < 993u) return 0.0LF;
  if (e > 1053u) return packDouble2x32(uvec2(d.x, (d.y & 0x800fffffu) | 0x3ff00000u));
  return x;
}
double dbits(uint lo, uint hi) { return tamed(packDouble2x32(uvec2(lo, hi))); }

uint umulExtended_hi(uint a, uint b) { uint hi, lo; umulExtended(a, b, hi, lo); return hi ^ lo; }
uint uaddCarry_sum(uint a, uint b) { uint c; uint s = uaddCarry(a, b, c); return s + c * 7u; }

void emit() {
  out_words[gflat * 12u + 0u] = u0;
  out_words[gflat * 12u + 1u] = u1;
  out_words[gflat * 12u + 2u] = u2;
  out_words[gflat * 12u + 3u] = u3;
  out_words[gflat * 12u + 4u] = uint(i0);
  out_words[gflat * 12u + 5u] = floatBitsToUint(f0);
  out_words[gflat * 12u + 6u] = floatBitsToUint(f1);
  out_words[gflat * 12u + 7u] = floatBitsToUint(f2);
  out_words[gflat * 12u + 8u] = unpackDouble2x32(d0).x;
  out_words[gflat * 12u + 9u] = unpackDouble2x32(d0).y;
  out_words[gflat * 12u + 10u] = unpackDouble2x32(d1).x;
  out_words[gflat * 12u + 11u] = unpackDouble2x32(d1).y;
}

uint fn0(uint a0, float a1, int a2) {
  uint acc = (a0 - ub.u[(umulExtended_hi(a0, pc.arr[(pc.a) & 7u])) & 7u].z);
  for (uint l1 = 0u; l1 < (3040607836u & 7u); ++l1) acc = floatBitsToUint(fbits(acc));
  return (((bitfieldReverse(2466054955u) & 64u) != 0u) ? uaddCarry_sum(a0, ub.u[((acc & pc.arr[(0u) & 7u])) & 7u].x) : a0);
}

void main() {
  gflat = gl_GlobalInvocationID.x + gl_NumWorkGroups.x * 48u *
          (gl_GlobalInvocationID.y + gl_NumWorkGroups.y * 1u * gl_GlobalInvocationID.z);
  sperm = (gflat * 23u + 80u) % 96u;
  u0 = din[(gflat * 1u + 93u) % 256u];
  u1 = din[(gflat * 7u + 41u) % 256u];
  u2 = din[(gflat * 7u + 156u) % 256u];
  u3 = din[(gflat * 3u + 172u) % 256u];
  i0 = int(din[(gflat + 137u) % 256u]);
  f0 = tame(fin[(gflat * 5u + 176u) % 256u]);
  f1 = tame(fin[(gflat * 5u + 137u) % 256u]);
  f2 = tame(fin[(gflat * 5u + 239u) % 256u]);
  d0 = dbits(din[(gflat + 180u) % 256u], u0);
  d1 = dbits(din[(gflat + 101u) % 256u], u0);
  for (uint k = 0u; k < 16u; ++k) scr[k] = uclamp(u0, u2, ub.u[((0u & gl_GlobalInvocationID.x)) & 7u].z) + k;
  sh[gl_LocalInvocationIndex] = umod(uint(bitCount(gflat)), pc.v.w);
  memoryBarrierShared();
  barrier();
  u2 ^= sh[(fn0(u2, pc.f, pc.c)) % 48u];
  barrier();
  scr[(pc.arr[(gl_WorkGroupID.x) & 7u]) % 16u] = min(min(uint(pc.c), u3), (u0 & gl_GlobalInvocationID.z));
  u2 = uint(int(tamed(tamed(d0 - 1.0LF))));
  switch (din[(uint(findMSB(gl_GlobalInvocationID.z))) % 256u] % 5u) {
    case 0u:
      u0 ^= (fn0(7u, fbits(u2), int(gflat)) - gflat);
      atomicMax(atom.i[4u + (gflat & 3u)], int(uaddCarry_sum(3u, u2)));
    case 1u:
      f0 = tame(trunc(tame(ceil(tame(fin[(fn0(pc.arr[(pc.b) & 7u], pc.f, pc.c)) % 256u])))));
      scr[(u2) % 16u] = ubfi(fn0(ub.u[(umulExtended_hi(u0, scr[((din[(ub.u[(gl_LocalInvocationID.x) & 7u].y) % 256u] - pc.arr[((gl_WorkGroupID.z + pc.a)) & 7u])) % 16u])) & 7u].y, tame(fin[(scr[(gl_GlobalInvocationID.z) % 16u]) % 256u]), i0), floatBitsToUint(f1), udiv(gl_LocalInvocationIndex, pc.arr[(gl_WorkGroupID.x) & 7u]), (ub.u[((u1 << (ub.u[((din[(fn0(gl_GlobalInvocationID.y, fbits(scr[((u3 >> (2147483647u & 31u))) % 16u]), 100)) % 256u] | gl_NumWorkGroups.y)) & 7u].y & 31u))) & 7u].y | u2));
    case 2u:
      d1 = double(tame(trunc(f1)));
      f1 = fclamp(f2, tame(trunc(fbits(4294967294u))), tame(pc.f * f1));
      break;
    case 3u:
      i0 = (((i0 >= 100) && ((ub.u[(((2692790386u > pc.arr[(gl_WorkGroupID.y) & 7u]) ? u2 : u2)) & 7u].x & 4u) != 0u)) ? (i0 >> int(u0 & 31u)) : i0);
      break;
    case 4u:
      atomicMax(atom.u[28u + (4294967295u & 3u)], ((gl_WorkGroupID.x - u0) >> (scr[(floatBitsToUint(f0)) % 16u] & 31u)));
      break;
  }
  for (uint l2 = 0u; l2 < (gl_WorkGroupID.x % 3u + 1u); ++l2) {
    i0 = int(gl_NumWorkGroups.y);
  }
  for (uint l3 = 0u; l3 < 2u; ++l3) {
    atomicOr(atom.u[16u + (uaddCarry_sum(scr[(pc.v.x) % 16u], scr[(umod(scr[(ubfi(gl_LocalInvocationIndex, l3, din[(u2) % 256u], ub.u[(gl_WorkGroupID.x) & 7u].x)) % 16u], l3)) % 16u]) & 3u)], uaddCarry_sum(udiv(din[(gl_NumWorkGroups.y) % 256u], pc.v.z), u1));
    if (((sign(int(4294967294u)) + sbfe(pc.c, pc.arr[(gl_NumWorkGroups.x) & 7u], u3)) > int(u1))) {
      f1 = fclamp(step(fbits(l3), tame(fin[(uclamp(u1, gflat, ub.u[(l3) & 7u].z)) % 256u])), tame(float(d0)), f1);
      u3 = pc.arr[(4u) & 7u];
      u1 *= scr[((pc.arr[((gl_WorkGroupID.z + pc.a)) & 7u] * pc.arr[(gl_NumWorkGroups.x) & 7u])) % 16u];
    }
    sh[gl_LocalInvocationIndex] = l3;
    memoryBarrierShared();
    barrier();
    u0 ^= sh[(udiv(gl_WorkGroupID.x, din[(max(ub.u[(udiv(u0, ub.u[((uint(pc.c) + u0)) & 7u].x)) & 7u].y, scr[(uaddCarry_sum(scr[(ub.u[(uaddCarry_sum(pc.arr[(4u) & 7u], u0)) & 7u].w) % 16u], din[((gl_GlobalInvocationID.z & u1)) % 256u])) % 16u])) % 256u])) % 48u];
    barrier();
  }
  scr[(u3) % 16u] = umod(u0, (u1 ^ u2));
  u3 = (((2 * i0) <= int(pc.arr[(pc.v.y) & 7u])) ? (u3 & gl_LocalInvocationID.y) : uaddCarry_sum(gl_LocalInvocationIndex, scr[(u3) % 16u]));
  switch ((~u2) % 2u) {
    case 0u:
      if ((((ub.u[(u3) & 7u].x & 1u) != 0u) || ((ub.u[(ub.u[((true ? 1u : u0)) & 7u].w) & 7u].w & 4u) != 0u))) { emit(); return; }
    default:
      f2 = tame(abs(fclamp(tame(fin[(max(4294967295u, gl_LocalInvocationIndex)) % 256u]), pc.f, tame(ub.f[((u1 << (pc.v.z & 31u))) & 3u].w))));
      break;
  }
  scr[(umod(scr[(2654435769u) % 16u], pc.arr[((gl_WorkGroupID.z + pc.a)) & 7u])) % 16u] = (bitfieldReverse(1431655765u) * fn0(ub.u[((u2 & 1431655765u)) & 7u].z, pc.f, 2));
  emit();
}
