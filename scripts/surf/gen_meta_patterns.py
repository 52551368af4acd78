#!/usr/bin/env python3
"""Generates surf/gfx103_meta_patterns.inc: the GFX10.3 metadata (DCC key, HTILE
and CMASK) address patterns of Navi 21's configuration (GB_ADDR_CONFIG 0x444: 16
pipes, 16 packers, RB+), as data, from Mesa 25.0.7 addrlib's gfx10SwizzlePattern.h
(decision record 0028).

Usage (from the repository root):

    python3 scripts/surf/gen_meta_patterns.py [ADDRLIB_DIR]

ADDRLIB_DIR defaults to what scripts/surf/fetch-addrlib.sh prints. Output,
committed: surf/gfx103_meta_patterns.inc.

A meta pattern gives, for each bit of a nibble address inside a meta block (bit
0 picks the nibble of a byte), the x, y (elements; pixels for HTILE) and z
(slice) bits whose exclusive or it is. Which row addrlib reads:

- DCC (GFX10_DCC_64K_R_X_SW_PATTERN through GFX10_DCC_64K_R_X_RBPLUS_PATIDX,
  Gfx10Lib::HwlComputeDccAddrFromCoord): m_dccBaseIndex (0) + log2 of the element
  bytes; pipe-aligned adds 5 (the unaligned rows) + 4 * 5 (the "fewer than 4
  packers" groups) + (log2 16 packers - 2) * 3 * 5 + (log2 16 pipes - log2 16
  packers) * 5 = 55.
- HTILE (GFX10_HTILE_SW_PATTERN through GFX10_HTILE_RBPLUS_PATIDX,
  Gfx10Lib::HwlComputeHtileAddrFromCoord): m_htileBaseIndex + log2 samples,
  m_htileBaseIndex = 4 (unaligned rows) + 4 * 4 (log2 pipes * 4) + (4 - 1) * 3 * 4
  (Gfx10Lib::HwlInitGlobalParams, 16 packers) = 56.
- CMASK (GFX10_CMASK_SW_PATTERN through GFX10_CMASK_64K_RBPLUS_PATIDX,
  Gfx10Lib::HwlComputeCmaskAddrFromCoord, 64KB_Z_X): m_xmaskBaseIndex + log2 of
  the FMASK element bytes (GetFmaskBpp / 8), m_xmaskBaseIndex = 4 + 4 * 4 + (4 -
  1) * 3 * 4 = 56, as HTILE's. A pattern bit's X3 and Y3 are those of the 8x8
  tile a nibble covers; bit 0 picks the nibble of a byte.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_patterns import addrlib_dir, bit_masks  # noqa: E402

DCC_ALIGNED_ROW = 55
HTILE_ROW = 56
CMASK_ROW = 56


def parse_table(text, name):
    m = re.search(r'const UINT_(?:8|64) %s\[\](?:\[\d+\])? =\s*\{(.*?)\n\};' % name, text, re.S)
    if not m:
        raise SystemExit('no table %s' % name)
    return m.group(1)


def patidx(text, name):
    body = parse_table(text, name)
    return [int(v) for v in re.findall(r'^\s*(\d+),', body, re.M)]


def patterns(text, name):
    body = parse_table(text, name)
    rows = re.findall(r'\{([^{}]*)\}', body)
    return [[e.strip() for e in r.split(',') if e.strip()] for r in rows]


def entry(kind, param, bits):
    body = ', '.join('{0x%x, 0x%x, 0x%x}' % bit_masks(e)[:3] for e in bits)
    return '{%s, %d, %d, {%s}},' % (kind, param, len(bits), body)


def add_rows(out, kind, table, idx, pat, rows):
    """Appends an entry per (parameter, PATIDX row, label); returns how many."""
    for param, row, label in rows:
        p = idx[row]
        out.append('// %s: %s[%d] (PATIDX row %d)' % (label, table, p, row))
        out.append(entry(kind, param, pat[p]))
    return len(rows)


def main():
    src = os.path.join(addrlib_dir(), 'src', 'gfx10', 'gfx10SwizzlePattern.h')
    text = open(src).read()
    dcc_idx = patidx(text, 'GFX10_DCC_64K_R_X_RBPLUS_PATIDX')
    dcc_pat = patterns(text, 'GFX10_DCC_64K_R_X_SW_PATTERN')
    htile_idx = patidx(text, 'GFX10_HTILE_RBPLUS_PATIDX')
    htile_pat = patterns(text, 'GFX10_HTILE_SW_PATTERN')
    cmask_idx = patidx(text, 'GFX10_CMASK_64K_RBPLUS_PATIDX')
    cmask_pat = patterns(text, 'GFX10_CMASK_SW_PATTERN')
    for e in sum(dcc_pat + htile_pat + cmask_pat, []):
        if any(term.startswith('S') for term in e.split('^')):
            raise SystemExit('meta pattern term with a sample bit: %r' % e)
    out = [
        '// GENERATED FILE: do not edit by hand.',
        '// Written by scripts/surf/gen_meta_patterns.py from Mesa 25.0.7 addrlib\'s',
        '// src/amd/addrlib/src/gfx10/gfx10SwizzlePattern.h (the RB+ rows of 16 pipes and',
        '// 16 packers). Regenerate with: python3 scripts/surf/gen_meta_patterns.py',
        '//',
        '// One entry per (kind, parameter): DCC keys by pipe-aligned * 8 + log2 element',
        '// bytes, HTILE words by log2 samples. For each bit of the nibble address inside a',
        '// meta block, the x, y and z bits whose exclusive or it is (x, y in elements;',
        '// pixels for HTILE).',
        '// CMASK nibbles by log2 FMASK element bytes, x and y in pixels as for HTILE.',
        '// clang-format off',
    ]
    count = add_rows(out, 'MetaKind::kDcc', 'GFX10_DCC_64K_R_X_SW_PATTERN', dcc_idx, dcc_pat, [
        (aligned * 8 + elem_log2, (DCC_ALIGNED_ROW if aligned else 0) + elem_log2,
         'DCC, %s, %d-byte elements' % ('pipe-aligned' if aligned else 'unaligned', 1 << elem_log2))
        for aligned in (0, 1) for elem_log2 in range(5)])
    count += add_rows(out, 'MetaKind::kHtile', 'GFX10_HTILE_SW_PATTERN', htile_idx, htile_pat, [
        (samples_log2, HTILE_ROW + samples_log2, 'HTILE, %d sample(s)' % (1 << samples_log2))
        for samples_log2 in range(4)])
    count += add_rows(out, 'MetaKind::kCmask', 'GFX10_CMASK_SW_PATTERN', cmask_idx, cmask_pat, [
        (elem_log2, CMASK_ROW + elem_log2, 'CMASK, %d-byte FMASK elements' % (1 << elem_log2))
        for elem_log2 in range(4)])
    out.append('// clang-format on')
    here = os.path.dirname(os.path.abspath(__file__))
    dest = os.path.join(here, '..', '..', 'surf', 'gfx103_meta_patterns.inc')
    with open(dest, 'w') as f:
        f.write('\n'.join(out) + '\n')
    print('gen_meta_patterns.py: %d patterns -> surf/gfx103_meta_patterns.inc' % count)


if __name__ == '__main__':
    main()
