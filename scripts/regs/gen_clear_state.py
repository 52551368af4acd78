#!/usr/bin/env python3
"""The CLEAR_STATE defaults: the context registers' values the amdgpu kernel driver
programs for every GFX10 chip, GFX10.3 included.

Source: Linux drivers/gpu/drm/amd/amdgpu/clearstate_gfx10.h (gfx10_cs_data, MIT
licence), which gfx_v10_0.c hands to the RLC as its clear-state buffer and also
writes with SET_CONTEXT_REG before its first CLEAR_STATE packet: one SECT_CONTEXT
section of extents, each (first register dword offset, count, values), holes
included (a hole is written as 0).

Two steps, from the repository root:

    # 1. header -> scripts/regs/clearstate_gfx10.json (committed)
    python3 scripts/regs/gen_clear_state.py extract path/to/clearstate_gfx10.h \\
        --commit <linux commit the header is from>
    # 2. json -> regs/clear_state.cpp (committed); every named entry is checked
    #    against the GFX10.3 register database's offsets, and where gfx103 names
    #    the register differently (the table is GFX10.1's) the comment says so
    python3 scripts/regs/gen_clear_state.py generate --db ../shared/reference/gfx103.json
"""

import argparse
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
JSON_PATH = os.path.join(HERE, 'clearstate_gfx10.json')
CPP_PATH = os.path.normpath(os.path.join(HERE, '..', '..', 'regs', 'clear_state.cpp'))
SOURCE_PATH = 'drivers/gpu/drm/amd/amdgpu/clearstate_gfx10.h'


def fail(msg):
    print('gen_clear_state.py: ' + msg, file=sys.stderr)
    sys.exit(1)


def extract(header_path, commit):
    text = open(header_path).read()
    arrays = {}
    for m in re.finditer(r'static const unsigned int (\w+)\[\] = \{(.*?)\};', text, re.S):
        values, names = [], []
        for line in m.group(2).splitlines():
            line = line.strip()
            if not line:
                continue
            e = re.fullmatch(r'(0x[0-9a-fA-F]+|\d+),\s*//\s*(\w+)', line)
            if not e:
                fail('cannot read %r in %s' % (line, m.group(1)))
            values.append(int(e.group(1), 0))
            names.append(None if e.group(2) == 'HOLE' else e.group(2))
        arrays[m.group(1)] = (values, names)
    defs = re.search(r'cs_extent_def gfx10_SECT_CONTEXT_defs\[\] = \{(.*?)\};', text, re.S)
    if not defs:
        fail('no gfx10_SECT_CONTEXT_defs in %s' % header_path)
    extents = []
    for e in re.finditer(r'\{\s*(\w+)\s*,\s*(0x[0-9a-fA-F]+|\d+)\s*,\s*(\d+)\s*\}', defs.group(1)):
        if e.group(1) == '0':
            continue  # the terminator
        values, names = arrays[e.group(1)]
        count = int(e.group(3))
        if count != len(values):  # the header's own check of the transcription
            fail('%s lists %d values, the extent says %d' % (e.group(1), len(values), count))
        extents.append({'array': e.group(1), 'first_dword': '0x%04X' % int(e.group(2), 0),
                        'entries': [['0x%08X' % v, n] for v, n in zip(values, names)]})
    doc = {
        'source': {
            'project': 'Linux (torvalds/linux)',
            'file': SOURCE_PATH,
            'commit': commit,
            'licence': 'MIT',
            'table': 'gfx10_cs_data: SECT_CONTEXT, gfx10_SECT_CONTEXT_defs',
            'used_by': 'drivers/gpu/drm/amd/amdgpu/gfx_v10_0.c for every GFX10 chip, GFX10.3 included',
        },
        'section': 'SECT_CONTEXT',
        'extents': extents,
    }
    with open(JSON_PATH, 'w') as f:
        f.write(dump_json(doc))
    print('wrote %s (%d extents, %d values)' % (JSON_PATH, len(extents),
                                                sum(len(x['entries']) for x in extents)))


def dump_json(doc):
    """JSON with one [value, name] entry per line, so the file reads like the header."""
    lines = ['{', ' "source": %s,' % json.dumps(doc['source'], indent=1).replace('\n', '\n '),
             ' "section": %s,' % json.dumps(doc['section']), ' "extents": [']
    for i, ext in enumerate(doc['extents']):
        lines.append('  {"array": %s, "first_dword": %s, "entries": [' %
                     (json.dumps(ext['array']), json.dumps(ext['first_dword'])))
        rows = ['   %s' % json.dumps(e) for e in ext['entries']]
        lines.append(',\n'.join(rows))
        lines.append('  ]}' + (',' if i + 1 < len(doc['extents']) else ''))
    lines += [' ]', '}']
    return '\n'.join(lines) + '\n'


def load_extents():
    """The committed extents as (array, first dword, values, names)."""
    doc = json.load(open(JSON_PATH))
    out = []
    for ext in doc['extents']:
        values = [int(v, 16) for v, _ in ext['entries']]
        names = [n for _, n in ext['entries']]
        out.append((ext['array'], int(ext['first_dword'], 16), values, names))
    return doc, out


def generate(db_path):
    doc, extents = load_extents()
    db = json.load(open(db_path))
    mappings = [m for m in db['register_mappings'] if 'gfx103' in m['chips']]
    by_name = {m['name']: m['map']['at'] // 4 for m in mappings}
    gfx103 = {}
    for m in mappings:  # the first name at an offset, as regs/registers.h answers
        gfx103.setdefault(m['map']['at'] // 4, m['name'])
    for _, first, _, names in extents:
        for i, name in enumerate(names):
            dw = first + i
            if name in by_name and by_name[name] != dw:
                fail('%s is at 0x%04X in the header, 0x%04X in the database' % (name, dw, by_name[name]))
    src = doc['source']
    out = ['''// GENERATED FILE: do not edit. Made by scripts/regs/gen_clear_state.py from
// scripts/regs/clearstate_gfx10.json, extracted from Linux {file}
// (commit {commit}, MIT licence): the kernel's gfx10_cs_data.
// Rerun from the repository root:
//   python3 scripts/regs/gen_clear_state.py generate --db ../shared/reference/gfx103.json
// clang-format off

#include "regs/clear_state.h"

#include <cstdint>

namespace rdnavk::regs {{
namespace {{
'''.format(file=src['file'], commit=src['commit'])]
    for array, first, values, names in extents:
        out.append('// %s: context registers from dword 0x%04X.' % (array, first))
        out.append('constexpr uint32_t k%s[] = {' % array)
        for i, (v, name) in enumerate(zip(values, names)):
            dw = first + i
            label = name or 'hole'
            here = gfx103.get(dw)
            if here and here != name:
                label += ' (gfx103: %s)' % here
            out.append('    0x%08X,  // 0x%04X %s' % (v, dw, label))
        out.append('};')
    out.append('')
    out.append('constexpr ClearStateRange kRanges[] = {')
    for array, first, _, _ in extents:
        out.append('    {0x%04Xu, k%s},' % (first, array))
    out.append('};')
    out.append('')
    out.append('}  // namespace')
    out.append('')
    out.append('std::span<const ClearStateRange> clear_state_gfx10() { return kRanges; }')
    out.append('')
    out.append('}  // namespace rdnavk::regs')
    with open(CPP_PATH, 'w') as f:
        f.write('\n'.join(out) + '\n')
    print('wrote %s' % CPP_PATH)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    sub = ap.add_subparsers(dest='cmd', required=True)
    ex = sub.add_parser('extract', help='header -> scripts/regs/clearstate_gfx10.json')
    ex.add_argument('header')
    ex.add_argument('--commit', required=True, help='the Linux commit the header is from')
    gen = sub.add_parser('generate', help='json -> regs/clear_state.cpp')
    gen.add_argument('--db', required=True,
                     help="gfx103.json: checks the named entries' offsets and names gfx103's registers")
    args = ap.parse_args()
    if args.cmd == 'extract':
        extract(args.header, args.commit)
    else:
        generate(args.db)


if __name__ == '__main__':
    main()
