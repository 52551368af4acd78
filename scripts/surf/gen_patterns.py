#!/usr/bin/env python3
"""Generates surf/gfx103_swizzle_patterns.inc: the GFX10.3 swizzle patterns of
Navi 21's configuration (GB_ADDR_CONFIG 0x444: 16 pipes, 16 packers, RB+), as
data, from Mesa 25.0.7 addrlib's gfx10SwizzlePattern.h.

Usage (from the repository root):

    python3 scripts/surf/gen_patterns.py [ADDRLIB_DIR]

ADDRLIB_DIR defaults to what scripts/surf/fetch-addrlib.sh prints. Output,
committed (STYLE.md: the generator and its output): surf/gfx103_swizzle_patterns.inc.

A pattern gives, for each address bit of a block, the coordinate bits (x, y, z
in elements and slices, s the sample) whose exclusive or it is. addrlib keeps
each pattern as five indices into four tables of bit expressions (bits 0-7,
8-11, 12-15, 16-19), one row per pipe/packer configuration and element size.
Which table a swizzle mode, resource type and fragment count use is addrlib's
Gfx10Lib::GetSwizzlePatternInfo (RB+ tables, as Navi 21 has RB+); which row is
Gfx10Lib::HwlInitGlobalParams' m_colorBaseIndex for modes with a pipe-bank xor
(16 pipes, 16 packers: 4 * 5 + (2 * 4 - 2) * 5 = 50, plus log2 of the element
bytes) and the first rows (the element size alone) for the others.
"""

import os
import re
import subprocess
import sys

# SW_MODE values (CB_COLORn_ATTRIB3.COLOR_SW_MODE; addrlib's AddrSwizzleMode).
MODES = {
    'SW_256B_S': 1, 'SW_256B_D': 2, 'SW_4KB_S': 5, 'SW_4KB_D': 6, 'SW_64KB_S': 9,
    'SW_64KB_D': 10, 'SW_64KB_S_T': 17, 'SW_64KB_D_T': 18, 'SW_4KB_S_X': 21,
    'SW_4KB_D_X': 22, 'SW_64KB_Z_X': 24, 'SW_64KB_S_X': 25, 'SW_64KB_D_X': 26,
    'SW_64KB_R_X': 27, 'SW_VAR_Z_X': 28, 'SW_VAR_R_X': 31,
}
XOR_MODES = {'SW_64KB_S_T', 'SW_64KB_D_T', 'SW_4KB_S_X', 'SW_4KB_D_X', 'SW_64KB_Z_X',
             'SW_64KB_S_X', 'SW_64KB_D_X', 'SW_64KB_R_X', 'SW_VAR_Z_X', 'SW_VAR_R_X'}
XOR_ROW_BASE = 50  # m_colorBaseIndex for 16 pipes and 16 packers

# (mode, thick 3D table?, fragments) -> addrlib table (GetSwizzlePatternInfo).
# "3d" rows are the tables a 3D resource uses where it differs from 1D/2D: the
# thick (S and D) modes; 3D Z_X, R_X and VAR modes use the 2D tables.
TABLES = {}
for name, table in [('SW_256B_S', '256_S'), ('SW_256B_D', '256_D'), ('SW_4KB_S', '4K_S'),
                    ('SW_4KB_D', '4K_D'), ('SW_4KB_S_X', '4K_S_X'), ('SW_4KB_D_X', '4K_D_X'),
                    ('SW_64KB_S', '64K_S'), ('SW_64KB_D', '64K_D'), ('SW_64KB_S_T', '64K_S_T'),
                    ('SW_64KB_D_T', '64K_D_T'), ('SW_64KB_S_X', '64K_S_X'),
                    ('SW_64KB_D_X', '64K_D_X')]:
    TABLES[(name, False, 1)] = table
for frags in (1, 2, 4, 8):
    TABLES[('SW_64KB_R_X', False, frags)] = '64K_R_X_%dxaa' % frags
    TABLES[('SW_64KB_Z_X', False, frags)] = '64K_Z_X_%dxaa' % frags
    TABLES[('SW_VAR_R_X', False, frags)] = 'VAR_R_X_%dxaa' % frags
    TABLES[('SW_VAR_Z_X', False, frags)] = 'VAR_Z_X_%dxaa' % frags
for name, table in [('SW_4KB_S', '4K_S3'), ('SW_4KB_S_X', '4K_S3_X'), ('SW_64KB_S', '64K_S3'),
                    ('SW_64KB_S_X', '64K_S3_X'), ('SW_64KB_S_T', '64K_S3_T'),
                    ('SW_64KB_D_X', '64K_D3_X')]:
    TABLES[(name, True, 1)] = table

BLOCK_BITS = {'256B': 8, '4KB': 12, '64KB': 16, 'VAR': 18}  # VAR: 16 KiB * 16 pipes


def addrlib_dir():
    if len(sys.argv) > 1:
        return sys.argv[1]
    here = os.path.dirname(os.path.abspath(__file__))
    return subprocess.check_output([os.path.join(here, 'fetch-addrlib.sh')], text=True).strip()


def parse(path):
    text = open(path).read()
    patinfo = {}
    for m in re.finditer(r'const ADDR_SW_PATINFO GFX10_SW_(\w+)_RBPLUS_PATINFO\[\] =\s*\{(.*?)\};',
                         text, re.S):
        rows = re.findall(r'\{\s*(\d+),\s*(\d+),\s*(\d+),\s*(\d+),\s*(\d+),\s*\}', m.group(2))
        patinfo[m.group(1)] = [tuple(int(v) for v in r) for r in rows]
    nibbles = {}
    for m in re.finditer(r'const UINT_64 GFX10_SW_PATTERN_NIBBLE(\w+)\[\]\[\d+\] =\s*\{(.*?)\n\};',
                         text, re.S):
        rows = re.findall(r'\{([^{}]*)\}', m.group(2))
        nibbles[m.group(1)] = [[e.strip() for e in r.split(',') if e.strip()] for r in rows]
    return patinfo, nibbles


def bit_masks(expr):
    """'Z0^X4^Y5' -> (x, y, z, s) masks."""
    masks = {'X': 0, 'Y': 0, 'Z': 0, 'S': 0}
    if expr == '0':
        return (0, 0, 0, 0)
    for term in expr.split('^'):
        m = re.fullmatch(r'([XYZS])(\d+)', term.strip())
        if not m:
            raise SystemExit('unknown pattern term %r' % term)
        masks[m.group(1)] ^= 1 << int(m.group(2))
    return (masks['X'], masks['Y'], masks['Z'], masks['S'])


def pattern(nibbles, info):
    _, n01, n2, n3, n4 = info
    exprs = nibbles['01'][n01] + nibbles['2'][n2] + nibbles['3'][n3] + nibbles['4'][n4]
    return [bit_masks(e) for e in exprs]


def main():
    src = os.path.join(addrlib_dir(), 'src', 'gfx10', 'gfx10SwizzlePattern.h')
    patinfo, nibbles = parse(src)
    out = [
        '// GENERATED FILE: do not edit by hand.',
        '// Written by scripts/surf/gen_patterns.py from Mesa 25.0.7 addrlib\'s',
        '// src/amd/addrlib/src/gfx10/gfx10SwizzlePattern.h (the RB+ tables, rows of 16 pipes',
        '// and 16 packers). Regenerate with: python3 scripts/surf/gen_patterns.py',
        '//',
        '// One entry per (SW_MODE, thick 3D, log2 fragments, log2 element bytes): for each',
        '// address bit of the block, the x, y, z (slice) and sample bits whose exclusive or',
        '// it is; x and y in elements.',
        '// clang-format off',
    ]
    count = 0
    for (name, thick, frags), table in TABLES.items():
        block = BLOCK_BITS[name.split('_')[1]]
        for elem_log2 in range(5):
            row = (XOR_ROW_BASE if name in XOR_MODES else 0) + elem_log2
            info = patinfo[table][row]
            bits = pattern(nibbles, info)[:block]
            body = ', '.join('{0x%x, 0x%x, 0x%x, 0x%x}' % b for b in bits)
            out.append('// %s%s, %d fragment(s), %d-byte elements: GFX10_SW_%s_RBPLUS_PATINFO[%d]'
                       % (name, ' (3D thick)' if thick else '', frags, 1 << elem_log2, table, row))
            out.append('{%d, %s, %d, %d, %d, {%s}},' % (MODES[name], 'true' if thick else 'false',
                                                      frags.bit_length() - 1, elem_log2, block, body))
            count += 1
    out.append('// clang-format on')
    here = os.path.dirname(os.path.abspath(__file__))
    dest = os.path.join(here, '..', '..', 'surf', 'gfx103_swizzle_patterns.inc')
    with open(dest, 'w') as f:
        f.write('\n'.join(out) + '\n')
    print('gen_patterns.py: %d patterns -> surf/gfx103_swizzle_patterns.inc' % count)


if __name__ == '__main__':
    main()
