#!/usr/bin/env python3
"""Writes one random, well-defined Vulkan GLSL compute program from a seed.

    gen.py [--avoid BUG,...] SEED DIR
        writes DIR/prog.comp, DIR/prog.spv (glslangValidator) and DIR/prog.desc (what
        rdnavk-twin --program runs it with). --avoid leaves out what triggers a known
        rdnavk bug (KNOWN_BUGS below), so that a long run finds the others.

The program is drawn from a grammar of compute features: 32-bit integer and float
arithmetic (16-bit and 64-bit types, doubles among them, by chance), comparisons
and selects, bit operations, loops with uniform and divergent trip counts, nested
divergent if/else, switch, function calls, a private array indexed by data
(scratch), shared memory between barriers, shared and buffer atomics,
storage-buffer loads and stores at computed in-range indices, push constants
(arrays only at dynamically uniform indices), a UBO, 1-3 dimensional workgroups
of 1 to 1024 invocations and several groups, and invocations that return early.
Every invocation writes its state to its own slice of `out`.

Everything it writes is defined in Vulkan, so lavapipe's bytes are the oracle:
- no race: each invocation writes its own words; stores to `scatter` go to a
  permutation of the invocations; shared words are written, then a barrier, then
  read, then a barrier; every atomic word takes one commutative operation (add,
  and, or, xor, min, max), and no atomic's returned value is used.
- barriers only at the top level of main, in uniform loops, before any return.
- push-constant arrays indexed only by constants and workgroup-uniform values.
- integer division by a nonzero divisor (never INT_MIN / -1), shift counts and
  bitfield offsets/counts in range, clamp with ordered bounds.
- every float result passes through tame(): a bit-level map to +0 or a normal of
  magnitude [2^-30, 2^31) (f16: [2^-3, 2^7); doubles: tamed()), so no operand is ever a NaN, an
  infinity, a denormal or a negative zero, no product or sum overflows or turns
  denormal (RADV flushes f32 denormals, lavapipe keeps them), and float-to-int
  conversions are in range. Only correctly rounded operations are used (no
  division, sqrt, fract, transcendental functions or fma), RoundingModeRTE and
  SignedZeroInfNanPreserve are declared, and no product reaches a sum except
  through tame()'s integer operations, so none can be contracted into an fma.
- no subgroup operation whose result depends on the subgroup size (lavapipe's is
  8, RADV's 32 or 64): only subgroupAll/Any of a workgroup-uniform condition.
"""
import argparse
import os
import random
import struct
import subprocess
import sys

NIN = 256  # words of `din` (random words) and of `fin` (clean floats)
NSCR = 16  # words of each invocation's private array
ATOM_U, ATOM_I = 32, 16  # atomic words, in groups of 4 that share one operation
NSHA = 16  # shared atomic words, in groups of 4
EDGES = [0, 1, 2, 3, 7, 31, 32, 33, 0xFF, 0xFFFF, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFF,
         0xFFFFFFFE, 0x55555555, 0x12345678, 0x9E3779B9]

# Known rdnavk bugs that --avoid can steer around: name -> what is left out.
# (tg-size-wave-id, multi-dimensional workgroups of more than one wave64, was the
# first; fixed, tests/twin local_index_2d.)
KNOWN_BUGS = {}

PRELUDE = """\
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
"""

PRELUDE16 = """\
float16_t tameh(float16_t x) {
  uint16_t b = float16BitsToUint16(x);
  uint16_t e = (b >> 10us) & 0x1fus;
  if (e < 12us) return float16_t(0.0);
  if (e > 21us) return uint16BitsToFloat16((b & 0x83ffus) | 0x3c00us);
  return x;
}
float16_t hfrom(float x) { return tameh(float16_t(clamp(x, -100.0, 100.0))); }
"""


PRELUDE64 = """\
double tamed(double x) {
  uvec2 d = unpackDouble2x32(x);
  uint e = (d.y >> 20u) & 0x7ffu;
  if (e < 993u) return 0.0LF;
  if (e > 1053u) return packDouble2x32(uvec2(d.x, (d.y & 0x800fffffu) | 0x3ff00000u));
  return x;
}
double dbits(uint lo, uint hi) { return tamed(packDouble2x32(uvec2(lo, hi))); }
"""


class Gen:
    def __init__(self, seed, avoid=()):
        self.r = random.Random(seed)
        r = self.r
        self.seed = seed
        self.avoid = set(avoid)
        self.wide = r.random() < 0.3  # uint64_t
        self.half = r.random() < 0.3  # float16_t, uint16_t
        self.double = r.random() < 0.25  # double
        self.wg = self.pick_workgroup()
        self.groups = [r.choice([1, 1, 2, 3, 4]), r.choice([1, 1, 2]), r.choice([1, 1, 2])]
        self.wgsize = self.wg[0] * self.wg[1] * self.wg[2]
        if self.wgsize >= 512:  # many waves already; keep the dispatch small
            self.groups = [min(self.groups[0], 2), 1, 1]
        self.total = self.wgsize * self.groups[0] * self.groups[1] * self.groups[2]
        self.nu, self.ni, self.nf = r.randint(2, 5), r.randint(1, 3), r.randint(1, 4)
        self.nw = r.randint(1, 2) if self.wide else 0
        self.nh = r.randint(1, 2) if self.half else 0
        self.ns = r.randint(1, 2) if self.half else 0
        self.nd = r.randint(1, 2) if self.double else 0
        self.vars = {'u': [f'u{k}' for k in range(self.nu)], 'i': [f'i{k}' for k in range(self.ni)],
                     'f': [f'f{k}' for k in range(self.nf)], 'w': [f'w{k}' for k in range(self.nw)],
                     'h': [f'h{k}' for k in range(self.nh)], 's': [f's{k}' for k in range(self.ns)],
                     'd': [f'd{k}' for k in range(self.nd)]}
        self.words = self.nu + self.ni + self.nf + 2 * self.nw + self.nh + self.ns + 2 * self.nd
        self.scatter_words = 2
        p = r.choice([1, 3, 5, 7, 11, 13, 17, 19, 23])
        while self.gcd(p, self.total) != 1:
            p += 2
        self.perm = (p, r.randrange(self.total))
        self.atom_ops_u = [r.choice(['atomicAdd', 'atomicAnd', 'atomicOr', 'atomicXor',
                                     'atomicMin', 'atomicMax']) for _ in range(ATOM_U // 4)]
        self.atom_ops_i = [r.choice(['atomicMin', 'atomicMax', 'atomicAdd'])
                           for _ in range(ATOM_I // 4)]
        self.sha_ops = [r.choice(['atomicAdd', 'atomicOr', 'atomicXor', 'atomicMin', 'atomicMax',
                                  'atomicAnd']) for _ in range(NSHA // 4)]
        self.push = self.pick_push()
        self.loop_id = 0
        self.uses_subgroup = False
        self.funcs = []  # (name, text)

    @staticmethod
    def gcd(a, b):
        while b:
            a, b = b, a % b
        return a

    def pick_workgroup(self):
        r = self.r
        dims = r.choice([1, 1, 2, 3])
        if dims == 1:
            return [r.choice([1, 7, 16, 32, 33, 48, 64, 65, 96, 100, 128, 200, 256, 512, 1024]),
                    1, 1]
        if dims == 2:
            wg = [r.choice([2, 4, 5, 8, 16]), r.choice([2, 3, 4, 7, 8]), 1]
        else:
            wg = [r.choice([2, 3, 4, 8]), r.choice([2, 3, 4]), r.choice([2, 3, 4])]
        return wg

    def pick_push(self):
        r = self.r
        a, b = r.randrange(16), r.choice(EDGES + [r.getrandbits(32)])
        c = r.randint(-1000, 1000)
        f = r.choice([0.5, 1.25, -3.0, 1000.0, 0.001953125])
        v = [r.getrandbits(32) for _ in range(4)]
        arr = [r.choice(EDGES + [r.getrandbits(32)]) for _ in range(8)]
        return struct.pack('<IIif4I8I', a, b, c, f, *v, *arr)

    # ------------------------------------------------------------------ expressions
    def const(self, t):
        r = self.r
        if t == 'u':
            return f'{r.choice(EDGES + [r.getrandbits(32), r.randrange(64)])}u'
        if t == 'i':
            return str(r.choice([0, 1, -1, 2, -7, 100, -100000, 2147483647, r.randint(-99, 99)]))
        if t == 'f':
            return r.choice(['0.0', '1.0', '-1.0', '0.5', '3.25', '-1024.0', '1.5e-3', '65536.0'])
        if t == 'w':
            return f'{r.getrandbits(64)}ul'
        if t == 'h':
            return f'float16_t({r.choice(["1.0", "-2.5", "0.75", "10.0"])})'
        if t == 'd':
            return r.choice(['0.0LF', '1.0LF', '-0.5LF', '3.0e8LF', '1.0e-7LF', '-123.25LF'])
        return f'uint16_t({r.getrandbits(16)}u)'

    def uniform_u(self):
        """A uint expression with one value across the workgroup."""
        return self.r.choice(['pc.a', 'pc.b', 'pc.v.y', 'gl_WorkGroupID.x', 'gl_WorkGroupID.y',
                              'gl_NumWorkGroups.x', '(gl_WorkGroupID.z + pc.a)',
                              f'{self.r.randrange(8)}u'])

    def leaf(self, t, ctx):
        r = self.r
        pool = self.vars[t] + [v for v, vt in ctx['locals'] if vt == t]
        if t == 'u':
            opts = ['var'] * 4 + ['const', 'builtin', 'din', 'ubo', 'push', 'pusharr']
            if ctx.get('scratch'):
                opts.append('scratch')
            if ctx['loops']:
                opts += ['loop'] * 2
            k = r.choice(opts)
            if k == 'var' and pool:
                return r.choice(pool)
            if k == 'builtin':
                return r.choice(['gl_LocalInvocationIndex', 'gl_GlobalInvocationID.x',
                                 'gl_GlobalInvocationID.y', 'gl_GlobalInvocationID.z',
                                 'gl_WorkGroupID.x', 'gl_NumWorkGroups.y', 'gl_LocalInvocationID.x',
                                 'gl_LocalInvocationID.y', 'gflat'])
            if k == 'din':
                return f'din[({self.expr("u", ctx, 1)}) % {NIN}u]'
            if k == 'ubo':
                return f'ub.u[({self.expr("u", ctx, 1)}) & 7u].{r.choice("xyzw")}'
            if k == 'push':
                return r.choice(['pc.a', 'pc.b', 'uint(pc.c)', 'pc.v.x', 'pc.v.z', 'pc.v.w'])
            if k == 'pusharr':
                return f'pc.arr[({self.uniform_u()}) & 7u]'
            if k == 'scratch':
                return f'scr[({self.expr("u", ctx, 1)}) % {NSCR}u]'
            if k == 'loop':
                return r.choice(ctx['loops'])
            return self.const('u')
        if t == 'i':
            k = r.choice(['var', 'var', 'var', 'const', 'push', 'conv'])
            if k == 'var' and pool:
                return r.choice(pool)
            if k == 'push':
                return 'pc.c'
            if k == 'conv':
                return f'int({self.leaf("u", ctx)})'
            return self.const('i')
        if t == 'f':
            k = r.choice(['var', 'var', 'var', 'const', 'fin', 'ubo', 'push', 'bits'])
            if k == 'var' and pool:
                return r.choice(pool)
            if k == 'fin':
                return f'tame(fin[({self.expr("u", ctx, 1)}) % {NIN}u])'
            if k == 'ubo':
                return f'tame(ub.f[({self.expr("u", ctx, 1)}) & 3u].{r.choice("xyzw")})'
            if k == 'push':
                return 'pc.f'
            if k == 'bits':
                return f'fbits({self.leaf("u", ctx)})'
            return self.const('f')
        if t == 'w':
            if pool and r.random() < 0.6:
                return r.choice(pool)
            if r.random() < 0.5:
                return f'packUint2x32(uvec2({self.leaf("u", ctx)}, {self.leaf("u", ctx)}))'
            return self.const('w')
        if t == 'h':
            if pool and r.random() < 0.6:
                return r.choice(pool)
            return f'hfrom({self.leaf("f", ctx)})' if r.random() < 0.6 else self.const('h')
        if t == 'd':
            if pool and r.random() < 0.6:
                return r.choice(pool)
            k = r.randrange(3)
            if k == 0:
                return f'double({self.leaf("f", ctx)})'
            if k == 1:
                return f'dbits({self.leaf("u", ctx)}, {self.leaf("u", ctx)})'
            return self.const('d')
        if pool and r.random() < 0.6:
            return r.choice(pool)
        return f'uint16_t({self.leaf("u", ctx)})' if r.random() < 0.6 else self.const('s')

    def expr(self, t, ctx, depth):
        r = self.r
        if depth <= 0 or r.random() < 0.25:
            return self.leaf(t, ctx)
        e = lambda tt=t: self.expr(tt, ctx, depth - 1)
        if t == 'u':
            k = r.randrange(16)
            if k < 5:
                return f'({e()} {r.choice(["+", "-", "*", "&", "|", "^"])} {e()})'
            if k == 5:
                return f'({e()} {r.choice(["<<", ">>"])} ({e()} & 31u))'
            if k == 6:
                return f'{r.choice(["udiv", "umod"])}({e()}, {e()})'
            if k == 7:
                return f'{r.choice(["min", "max"])}({e()}, {e()})'
            if k == 8:
                return r.choice([f'ubfe({e()}, {e()}, {e()})', f'ubfi({e()}, {e()}, {e()}, {e()})',
                                 f'uclamp({e()}, {e()}, {e()})'])
            if k == 9:
                return r.choice([f'uint(bitCount({e()}))', f'uint(findLSB({e()}))',
                                 f'uint(findMSB({e()}))', f'bitfieldReverse({e()})',
                                 f'uint(findMSB(int({e()})))', f'(~{e()})', f'(-{e()})'])
            if k == 10:
                return f'({self.cond(ctx, depth - 1)} ? {e()} : {e()})'
            if k == 11:
                return r.choice([f'uint({e("i")})', f'uint(int({e("f")}))',
                                 f'floatBitsToUint({e("f")})'])
            if k == 12 and self.funcs:
                name, params = r.choice(self.funcs)
                return f'{name}({", ".join(self.expr(p, ctx, depth - 1) for p in params)})'
            if k == 13 and self.nw:
                return r.choice([f'uint({e("w")} >> {r.randrange(64)}u)', f'uint({e("w")})'])
            if k == 13 and self.nd and r.random() < 0.5:
                return r.choice([f'unpackDouble2x32({e("d")}).{r.choice("xy")}',
                                 f'uint(int(tamed({e("d")})))'])
            if k == 14 and self.nh:
                return r.choice([f'uint(float16BitsToUint16({e("h")}))', f'uint({e("s")})',
                                 f'uint(int({e("h")}))'])
            if k == 15:
                a, b = e(), e()
                return r.choice([f'umulExtended_hi({a}, {b})', f'uaddCarry_sum({a}, {b})'])
            return e()
        if t == 'i':
            k = r.randrange(8)
            if k < 3:
                return f'({e()} {r.choice(["+", "-", "*", "&", "^"])} {e()})'
            if k == 3:
                return f'({e()} >> int({e("u")} & 31u))'
            if k == 4:
                return r.choice([f'sdiv({e()}, {e()})',
                                 f'{r.choice(["min", "max"])}({e()}, {e()})'])
            if k == 5:
                return r.choice([f'sbfe({e()}, {e("u")}, {e("u")})', f'sign({e()})',
                                 f'findMSB({e()})', f'int({e("f")})'])
            if k == 6:
                return f'({self.cond(ctx, depth - 1)} ? {e()} : {e()})'
            return f'int({e("u")})'
        if t == 'f':
            k = r.randrange(8)
            if k < 3:
                return f'tame({e()} {r.choice(["+", "-", "*"])} {e()})'
            if k == 3:
                op = r.choice(["floor", "ceil", "trunc", "roundEven", "abs", "sign", "-"])
                return f'tame({op}({e()}))'
            if k == 4:
                return r.choice([f'{r.choice(["min", "max"])}({e()}, {e()})',
                                 f'fclamp({e()}, {e()}, {e()})', f'step({e()}, {e()})'])
            if k == 5:
                return f'({self.cond(ctx, depth - 1)} ? {e()} : {e()})'
            if k == 6:
                return r.choice([f'tame(float({e("i")}))', f'tame(float({e("u")}))'])
            if self.nh and (not self.nd or r.random() < 0.5):
                return f'float({e("h")})'
            if self.nd:
                return f'tame(float({e("d")}))'
            return e()
        if t == 'd':
            k = r.randrange(6)
            if k < 3:
                return f'tamed({e()} {r.choice(["+", "-", "*"])} {e()})'
            if k == 3:
                op = r.choice(["floor", "ceil", "trunc", "roundEven", "abs", "-"])
                return f'tamed({op}({e()}))'
            if k == 4:
                return f'{r.choice(["min", "max"])}({e()}, {e()})'
            return r.choice([f'tamed(double({e("i")}))', f'double({e("f")})'])
        if t == 'w':
            k = r.randrange(5)
            if k < 2:
                return f'({e()} {r.choice(["+", "-", "*", "^", "|"])} {e()})'
            if k == 2:
                return f'({e()} {r.choice(["<<", ">>"])} ({e("u")} & 63u))'
            if k == 3:
                return f'({e()} / max({e()}, 1ul))'
            return f'uint64_t({e("u")})'
        if t == 'h':
            k = r.randrange(4)
            if k < 2:
                return f'tameh({e()} {r.choice(["+", "-", "*"])} {e()})'
            if k == 2:
                return f'{r.choice(["min", "max"])}({e()}, {e()})'
            return f'tameh({r.choice(["floor", "ceil", "abs", "-"])}({e()}))'
        k = r.randrange(4)  # uint16_t
        if k < 2:
            return f'({e()} {r.choice(["+", "-", "*", "^", "&"])} {e()})'
        if k == 2:
            return f'({e()} {r.choice(["<<", ">>"])} ({e()} & 15us))'
        return f'({e()} / max({e()}, 1us))'

    def cond(self, ctx, depth):
        r = self.r
        k = r.randrange(6)
        if k < 3:
            t = r.choice(['u', 'u', 'i', 'f'] + (['h', 'w'] if self.half and self.wide else []))
            if t == 'h' and not self.nh or t == 'w' and not self.nw:
                t = 'u'
            op = r.choice(['<', '<=', '>', '>=', '==', '!='])
            return f'({self.expr(t, ctx, depth)} {op} {self.expr(t, ctx, depth)})'
        if k == 3 and depth > 0:
            return (f'({self.cond(ctx, depth - 1)} {r.choice(["&&", "||"])} '
                    f'{self.cond(ctx, depth - 1)})')
        if k == 4:
            return f'(({self.expr("u", ctx, depth)} & {1 << r.randrange(8)}u) != 0u)'
        return f'!{self.cond(ctx, max(depth - 1, 0))}' if depth > 0 else 'true'

    # ------------------------------------------------------------------ statements
    def assign(self, ctx, ind):
        r = self.r
        t = r.choice(['u', 'u', 'u', 'i', 'f', 'f'] + ['w'] * bool(self.nw) +
                     ['h', 's'] * bool(self.nh) + ['d'] * bool(self.nd))
        target = r.choice(self.vars[t])
        if t == 'u' and r.random() < 0.3:
            return f'{ind}{target} {r.choice(["+=", "^=", "*=", "|="])} {self.expr(t, ctx, 2)};\n'
        return f'{ind}{target} = {self.expr(t, ctx, 2)};\n'

    def uniform_bound(self):
        r = self.r
        return r.choice([f'{r.randint(1, 6)}u', '(pc.a & 7u)', '(gl_WorkGroupID.x % 3u + 1u)',
                         '(pc.b & 3u)'])

    def loop_bound(self, ctx):
        r = self.r
        if ctx['uniform'] and r.random() < 0.5:
            return self.uniform_bound()
        return r.choice([f'({self.leaf("u", ctx)} & 7u)', '(gl_LocalInvocationIndex % 5u)',
                         f'({self.leaf("u", ctx)} % 6u)'])

    def block(self, ctx, ind, n):
        return ''.join(self.stmt(ctx, ind) for _ in range(n))

    def stmt(self, ctx, ind):
        r = self.r
        deep = len(ind) >= 8
        k = r.randrange(14)
        if deep or k < 5:
            return self.assign(ctx, ind)
        if k < 7:
            c = self.cond(ctx, 2)
            sub = dict(ctx, uniform=False)
            s = f'{ind}if ({c}) {{\n'
            s += self.block(sub, ind + '  ', r.randint(1, 3))
            if r.random() < 0.6:
                s += f'{ind}}} else {{\n' + self.block(sub, ind + '  ', r.randint(1, 3))
            return s + f'{ind}}}\n'
        if k == 7:
            self.loop_id += 1
            v = f'l{self.loop_id}'
            bound = self.loop_bound(ctx)
            sub = dict(ctx, loops=ctx['loops'] + [v], uniform=False)
            s = f'{ind}for (uint {v} = 0u; {v} < {bound}; ++{v}) {{\n'
            if r.random() < 0.3:
                s += f'{ind}  if ({self.cond(sub, 1)}) {r.choice(["break", "continue"])};\n'
            s += self.block(sub, ind + '  ', r.randint(1, 3))
            if ctx['final'] and r.random() < 0.2:
                s += f'{ind}  if ({self.cond(sub, 1)}) {{ emit(); return; }}\n'
            return s + f'{ind}}}\n'
        if k == 8:
            n = r.randint(2, 5)
            sub = dict(ctx, uniform=False)
            s = f'{ind}switch ({self.expr("u", ctx, 1)} % {n}u) {{\n'
            for c in range(n):
                if c == n - 1 and r.random() < 0.5:
                    s += f'{ind}  default:\n'
                else:
                    s += f'{ind}  case {c}u:\n'
                s += self.block(sub, ind + '    ', r.randint(1, 2))
                if r.random() < 0.8 or c == n - 1:
                    s += f'{ind}    break;\n'
            return s + f'{ind}}}\n'
        if k == 9:
            g = r.randrange(len(self.atom_ops_u) + len(self.atom_ops_i))
            if g < len(self.atom_ops_u):
                slot = f'{4 * g}u + ({self.expr("u", ctx, 1)} & 3u)'
                return f'{ind}{self.atom_ops_u[g]}(atom.u[{slot}], {self.expr("u", ctx, 2)});\n'
            g -= len(self.atom_ops_u)
            slot = f'{4 * g}u + ({self.expr("u", ctx, 1)} & 3u)'
            return f'{ind}{self.atom_ops_i[g]}(atom.i[{slot}], {self.expr("i", ctx, 2)});\n'
        if k == 10:
            return (f'{ind}scr[({self.expr("u", ctx, 1)}) % {NSCR}u] = {self.expr("u", ctx, 2)};\n'
                    if ctx.get('scratch') else self.assign(ctx, ind))
        if k == 11:
            j = r.randrange(self.scatter_words)
            return (f'{ind}scatter[sperm * {self.scatter_words}u + {j}u] = '
                    f'{self.expr("u", ctx, 2)};\n')
        if k == 12 and ctx['final']:
            return f'{ind}if ({self.cond(ctx, 1)}) {{ emit(); return; }}\n'
        if k == 13 and ctx['uniform'] and r.random() < 0.5:
            self.uses_subgroup = True
            u = self.uniform_u()
            t = r.choice(self.vars['u'])
            return (f'{ind}if ({r.choice(["subgroupAll", "subgroupAny"])}(({u} & '
                    f'{1 << r.randrange(4)}u) != 0u)) {t} += {self.expr("u", ctx, 1)};\n')
        return self.assign(ctx, ind)

    # ------------------------------------------------------------------ phases
    def shared_phase(self, ctx, ind):
        r = self.r
        wg = self.wgsize
        t = r.choice(self.vars['u'])
        src = f'({self.expr("u", ctx, 1)}) % {wg}u'
        return (f'{ind}sh[gl_LocalInvocationIndex] = {self.expr("u", ctx, 2)};\n'
                f'{ind}memoryBarrierShared();\n{ind}barrier();\n'
                f'{ind}{t} {r.choice(["+=", "^=", "="])} sh[{src}];\n'
                f'{ind}barrier();\n')

    def shared_atomic_phase(self, ctx, ind):
        r = self.r
        wg = self.wgsize
        lctx = dict(ctx, locals=ctx['locals'] + [('k', 'u')])
        s = (f'{ind}for (uint k = gl_LocalInvocationIndex; k < {NSHA}u; k += {wg}u) '
             f'sha[k] = {self.expr("u", lctx, 1)};\n')
        s += f'{ind}memoryBarrierShared();\n{ind}barrier();\n'
        sub = dict(ctx, uniform=False)
        for _ in range(r.randint(1, 3)):
            g = r.randrange(len(self.sha_ops))
            a = (f'{self.sha_ops[g]}(sha[{4 * g}u + ({self.expr("u", ctx, 1)} & 3u)], '
                 f'{self.expr("u", ctx, 2)});')
            if r.random() < 0.5:
                s += f'{ind}if ({self.cond(sub, 1)}) {a}\n'
            else:
                s += f'{ind}{a}\n'
        s += f'{ind}memoryBarrierShared();\n{ind}barrier();\n'
        t = r.choice(self.vars['u'])
        s += f'{ind}{t} ^= sha[({self.expr("u", ctx, 1)}) % {NSHA}u];\n{ind}barrier();\n'
        return s

    def function(self, k):
        r = self.r
        params = [r.choice(['u', 'u', 'i', 'f']) for _ in range(r.randint(1, 3))]
        names = [f'a{j}' for j in range(len(params))]
        tn = {'u': 'uint', 'i': 'int', 'f': 'float'}
        ctx = {'locals': list(zip(names, params)), 'loops': [], 'uniform': False, 'final': False,
               'scratch': False}
        # The body sees only its parameters and its own loop.
        saved = self.vars
        self.vars = {t: [] for t in saved}
        for n, t in zip(names, params):
            self.vars[t].append(n)
        body = f'  uint acc = {self.expr("u", ctx, 2)};\n'
        self.vars['u'].append('acc')
        if r.random() < 0.5:
            self.loop_id += 1
            v = f'l{self.loop_id}'
            lctx = dict(ctx, loops=[v])
            body += (f'  for (uint {v} = 0u; {v} < ({self.leaf("u", ctx)} & 7u); ++{v}) '
                     f'acc = {self.expr("u", lctx, 2)};\n')
        if r.random() < 0.4:
            body += f'  if ({self.cond(ctx, 1)}) return acc ^ {self.const("u")};\n'
        body += f'  return {self.expr("u", ctx, 2)};\n'
        self.vars = saved
        sig = ', '.join(f'{tn[t]} {n}' for n, t in zip(names, params))
        text = f'uint fn{k}({sig}) {{\n{body}}}\n'
        self.funcs.append((f'fn{k}', params))
        return text

    # ------------------------------------------------------------------ the program
    def program(self):
        r = self.r
        funcs = ''.join(self.function(k) for k in range(r.randint(0, 3)))
        ctx = {'locals': [], 'loops': [], 'uniform': True, 'final': False, 'scratch': True}
        body = ''
        for _ in range(r.randint(2, 4)):
            k = r.randrange(5)
            if k < 2:
                body += self.block(ctx, '  ', r.randint(1, 4))
            elif k == 2:
                body += self.shared_phase(ctx, '  ')
            elif k == 3:
                body += self.shared_atomic_phase(ctx, '  ')
            else:
                self.loop_id += 1
                v = f'l{self.loop_id}'
                lctx = dict(ctx, loops=[v])
                # Barriers inside: the trip count is the same for the whole group.
                body += f'  for (uint {v} = 0u; {v} < {self.uniform_bound()}; ++{v}) {{\n'
                body += self.block(lctx, '    ', r.randint(1, 3))
                if r.random() < 0.7:
                    body += self.shared_phase(lctx, '    ')
                body += '  }\n'
        fctx = dict(ctx, final=True, uniform=False)
        body += self.block(fctx, '  ', r.randint(2, 4))
        return self.text(funcs, body)

    def init(self):
        r = self.r
        ctx = {'locals': [], 'loops': [], 'uniform': True, 'final': False, 'scratch': False}
        s = ''
        for v in self.vars['u']:
            s += f'  {v} = din[(gflat * {r.choice([1, 3, 7])}u + {r.randrange(NIN)}u) % {NIN}u];\n'
        for v in self.vars['i']:
            s += f'  {v} = int(din[(gflat + {r.randrange(NIN)}u) % {NIN}u]);\n'
        for v in self.vars['f']:
            s += f'  {v} = tame(fin[(gflat * 5u + {r.randrange(NIN)}u) % {NIN}u]);\n'
        for v in self.vars['w']:
            s += f'  {v} = packUint2x32(uvec2(u0, din[(gflat + 9u) % {NIN}u]));\n'
        for v in self.vars['h']:
            s += f'  {v} = hfrom(f0);\n'
        for v in self.vars['s']:
            s += f'  {v} = uint16_t(u0 >> 7u);\n'
        for v in self.vars['d']:
            s += f'  {v} = dbits(din[(gflat + {r.randrange(NIN)}u) % {NIN}u], u0);\n'
        s += f'  for (uint k = 0u; k < {NSCR}u; ++k) scr[k] = {self.expr("u", ctx, 1)} + k;\n'
        return s

    def emit_fn(self):
        lines = []
        for v in self.vars['u']:
            lines.append(v)
        lines += [f'uint({v})' for v in self.vars['i']]
        lines += [f'floatBitsToUint({v})' for v in self.vars['f']]
        for v in self.vars['w']:
            lines += [f'unpackUint2x32({v}).x', f'unpackUint2x32({v}).y']
        lines += [f'uint(float16BitsToUint16({v}))' for v in self.vars['h']]
        lines += [f'uint({v})' for v in self.vars['s']]
        for v in self.vars['d']:
            lines += [f'unpackDouble2x32({v}).x', f'unpackDouble2x32({v}).y']
        body = ''.join(f'  out_words[gflat * {self.words}u + {k}u] = {x};\n'
                       for k, x in enumerate(lines))
        return f'void emit() {{\n{body}}}\n'

    def text(self, funcs, body):
        ext = ['#extension GL_EXT_spirv_intrinsics : require']
        modes = ['spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], '
                 'capabilities = [4466], 4461, 32);',
                 'spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], '
                 'capabilities = [4467], 4462, 32);']
        if self.nw:
            ext.append('#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require')
        if self.nh:
            ext.append('#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require')
            ext.append('#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require')
            modes += ['spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], '
                      'capabilities = [4466], 4461, 16);',
                      'spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], '
                      'capabilities = [4467], 4462, 16);',
                      'spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], '
                      'capabilities = [4467], 4462, 64);']
        if self.nd:
            # RADV wants the 16- and 64-bit rounding modes to be the same.
            modes += ['spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], '
                      'capabilities = [4466], 4461, 64);']
            if not self.nh:
                modes += ['spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], '
                          'capabilities = [4467], 4462, 16);',
                          'spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], '
                          'capabilities = [4467], 4462, 64);']
        if self.uses_subgroup:
            ext.append('#extension GL_KHR_shader_subgroup_vote : require')
        decl = {'u': 'uint', 'i': 'int', 'f': 'float', 'w': 'uint64_t',
                'h': 'float16_t', 's': 'uint16_t', 'd': 'double'}
        state = ''.join(f'{decl[t]} {v};\n' for t, vs in self.vars.items() for v in vs)
        x, y, z = self.wg
        wx, wy = x * self.groups[0], y * self.groups[1]
        p = self.perm
        return f"""#version 460
// gen.py seed {self.seed}: workgroup {x}x{y}x{z}, groups {self.groups[0]}x{self.groups[1]}x\
{self.groups[2]}, {self.words} words per invocation
{chr(10).join(ext)}
{chr(10).join(modes)}

layout(local_size_x = {x}, local_size_y = {y}, local_size_z = {z}) in;

layout(std430, binding = 0) readonly buffer Din {{ uint din[{NIN}]; }};
layout(std430, binding = 1) readonly buffer Fin {{ float fin[{NIN}]; }};
layout(std430, binding = 2) writeonly buffer Out {{ uint out_words[]; }};
layout(std430, binding = 3) buffer Atom {{ uint u[{ATOM_U}]; int i[{ATOM_I}]; }} atom;
layout(std430, binding = 4) writeonly buffer Scatter {{ uint scatter[]; }};
layout(std140, binding = 5) uniform Ub {{ uvec4 u[8]; vec4 f[4]; }} ub;
layout(push_constant) uniform Pc {{
  uint a; uint b; int c; float f; uvec4 v; uint arr[8];
}} pc;

shared uint sh[{self.wgsize}];
shared uint sha[{NSHA}];

{state}uint gflat;
uint sperm;
uint scr[{NSCR}];

{PRELUDE}{PRELUDE16 if self.nh else ''}{PRELUDE64 if self.nd else ''}
uint umulExtended_hi(uint a, uint b) {{ uint hi, lo; umulExtended(a, b, hi, lo); return hi ^ lo; }}
uint uaddCarry_sum(uint a, uint b) {{ uint c; uint s = uaddCarry(a, b, c); return s + c * 7u; }}

{self.emit_fn()}
{funcs}
void main() {{
  gflat = gl_GlobalInvocationID.x + gl_NumWorkGroups.x * {x}u *
          (gl_GlobalInvocationID.y + gl_NumWorkGroups.y * {y}u * gl_GlobalInvocationID.z);
  sperm = (gflat * {p[0]}u + {p[1]}u) % {self.total}u;
{self.init()}{body}  emit();
}}
"""

    def description(self):
        needs = ['float-modes-32']
        if self.nw:
            needs.append('int64')
        if self.nh:
            needs += ['float16', 'int16', 'float-modes-16', 'float-modes-64']
        if self.nd:
            needs += ['float64', 'float-modes-64', 'float-modes-16']
        if self.uses_subgroup:
            needs.append('subgroup')
        g = self.groups
        return (f'# gen.py seed {self.seed}\nname fuzz-{self.seed}\nspirv prog.spv\n'
                f'groups {g[0]} {g[1]} {g[2]}\nneeds {" ".join(needs)}\n'
                f'push {self.push.hex()}\n'
                f'buffer din 0 storage {NIN * 4} edgy_words in\n'
                f'buffer fin 1 storage {NIN * 4} clean_f32 in\n'
                f'buffer out 2 storage {self.total * self.words * 4} sentinel out\n'
                f'buffer atom 3 storage {(ATOM_U + ATOM_I) * 4} random_words out\n'
                f'buffer scatter 4 storage {self.total * self.scatter_words * 4} sentinel out\n'
                f'buffer ub 5 uniform {12 * 16} clean_f32 in\n')


def main():
    ap = argparse.ArgumentParser(description='writes one generated compute program')
    ap.add_argument('--avoid', default='', help='comma-separated: ' + ', '.join(KNOWN_BUGS))
    ap.add_argument('seed', type=int)
    ap.add_argument('dir')
    o = ap.parse_args()
    avoid = [a for a in o.avoid.split(',') if a]
    for a in avoid:
        if a not in KNOWN_BUGS:
            ap.error(f'no known bug named {a!r}')
    seed, out = o.seed, o.dir
    g = Gen(seed, avoid)
    text = g.program()
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, 'prog.comp'), 'w') as f:
        f.write(text)
    with open(os.path.join(out, 'prog.desc'), 'w') as f:
        f.write(g.description())
    r = subprocess.run(['glslangValidator', '-V', '--target-env', 'vulkan1.3', '--quiet', '-o',
                        os.path.join(out, 'prog.spv'), os.path.join(out, 'prog.comp')],
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f'gen.py: seed {seed}: glslangValidator failed:\n{r.stdout}{r.stderr}')


if __name__ == '__main__':
    main()
