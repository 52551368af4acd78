#!/usr/bin/env python3
"""Generates rdnavk's GFX10.3 register tables from Mesa's register database.

Usage (from the repository root):

    python3 scripts/regs/gen_regs.py ../shared/reference/gfx103.json \\
        ../shared/reference/pkt3.json [--out-dir regs]

Inputs: Mesa's src/amd/registers/gfx103.json (the registers) and pkt3.json (the
fields of PM4 packet words), both MIT-licensed. Only mappings whose "chips" list
names gfx103 are taken; a name listed for several chips with different type_refs
is taken with its gfx103 type. Registers are the mappings to "mm" (a register
offset); packet words are the mappings to "pkt3".

Outputs, all committed so that the project builds without the database:
  regs/gfx103_tables.cpp  every register (name, offset, fields, enums) and every
                          pkt3 word, as sorted constexpr arrays
  regs/gfx103_offsets.h   kNAME = dword offset, for the registers of the four
                          register spaces the SET_*_REG packets write
  regs/gfx103_types.h     one typed decoder struct per register type used in
                          those spaces, the enums' values, and RegisterType<kDw>

Aliases: when two register names share one offset, both are kept, ordered by
offset and then by their order in the database; lookup by offset answers the
first. That is the rule of Mesa's ac_find_register (its sid_tables.py sorts by
offset with Python's stable sort and the lookup scans for the first match), so
rdnavk's register names agree with AMD_DEBUG=ib's.
"""

import argparse
import json
import os
import re
import sys
from collections import defaultdict

CHIP = 'gfx103'

# The register spaces the SET_*_REG packets write, as dword ranges (Mesa sid.h:
# SI_CONFIG_REG_OFFSET 0x8000, SI_SH_REG_OFFSET 0xB000, SI_CONTEXT_REG_OFFSET
# 0x28000, CIK_UCONFIG_REG_OFFSET 0x30000 bytes; sizes as regs/register_state.h).
SPACES = [(0x2000, 0x0C00), (0x2C00, 0x0400), (0xA000, 0x0400), (0xC000, 0x4000)]

CPP_KEYWORDS = set('''alignas alignof and and_eq asm auto bitand bitor bool break case catch
char char8_t char16_t char32_t class compl concept const consteval constexpr constinit
const_cast continue co_await co_return co_yield decltype default delete do double
dynamic_cast else enum explicit export extern false float for friend goto if inline int long
mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected public
register reinterpret_cast requires return short signed sizeof static static_assert static_cast
struct switch template this thread_local throw true try typedef typeid typename union unsigned
using virtual void volatile wchar_t while xor xor_eq raw'''.split())

HEADER = '''// GENERATED FILE: do not edit. Made by scripts/regs/gen_regs.py from Mesa's
// src/amd/registers/{db} and {pkt3} (MIT licence), chip {chip}.
// Rerun from the repository root:
//   python3 scripts/regs/gen_regs.py ../shared/reference/{db} ../shared/reference/{pkt3}
// clang-format off
'''


def fail(msg):
    print('gen_regs.py: ' + msg, file=sys.stderr)
    sys.exit(1)


def in_spaces(dword):
    return any(first <= dword < first + count for first, count in SPACES)


def load_mappings(db, kind):
    """The chip's mappings of one kind ("mm": registers, "pkt3": packet words), in
    database order. A database may hold both kinds (Mesa merges them for its tables)."""
    return [m for m in db['register_mappings']
            if CHIP in m.get('chips', []) and m['map']['to'] == kind]


def field_list(db, type_ref):
    fields = db['register_types'][type_ref]['fields']
    for f in fields:
        lo, hi = f['bits']
        if not (0 <= lo <= hi < 32):
            fail('%s.%s has bits %r' % (type_ref, f['name'], f['bits']))
        if 'enum_ref' in f and f['enum_ref'] not in db['enums']:
            fail('%s.%s names missing enum %s' % (type_ref, f['name'], f['enum_ref']))
    return fields


def c_str(s):
    return '"%s"' % s


def ident(s):
    return re.sub(r'[^A-Za-z0-9_]', '_', s)


# ---------------------------------------------------------------------------
# Names of the typed decoders

def camel(words):
    out = ''
    for w in words:
        if not w:
            continue
        piece = w[0].upper() + w[1:].lower()
        if out and out[-1].isdigit() and piece[0].isdigit():
            out += '_'
        out += piece
    return out


def decoder_names(types, mappings):
    """CamelCase struct name per type name.

    A chip suffix (_gfx9, _cik, ...) is dropped where the result stays unique. A
    '0' that is an instance number is dropped (CB_COLOR0_INFO -> CbColorInfo):
    the first word that is letters + '0' or just '0' where the register named with
    '1' in its place exists and has the same type.
    """
    type_of = {m['name']: m.get('type_ref') for m in mappings}
    wanted = {}
    for t in types:
        base = re.sub(r'_(gfx\d+|cik|vi|si)$', '', t)
        words = base.split('_')
        for i, w in enumerate(words):
            if w == '0' or (len(w) > 1 and w.endswith('0') and w[:-1].isalpha()):
                sibling = '_'.join(words[:i] + [w[:-1] + '1'] + words[i + 1:])
                if type_of.get(sibling) == t:
                    words = words[:i] + ([w[:-1]] if w != '0' else []) + words[i + 1:]
                    break
        wanted[t] = camel(words)
    by_name = defaultdict(list)
    for t, n in wanted.items():
        by_name[n].append(t)
    for n, ts in by_name.items():
        if len(ts) > 1:  # ambiguous: keep every word of the database's name
            for t in ts:
                wanted[t] = camel(t.split('_'))
    if len(set(wanted.values())) != len(wanted):
        fail('decoder names are not unique')
    return wanted


def accessor(field_name):
    n = field_name.lower()
    return n + '_' if n in CPP_KEYWORDS else n


def enum_const(entry_name):
    # 'k' keeps names that start with a digit (4BIT_FORMAT) legal and keeps entry
    # names clear of the C library's macros (OVERFLOW, UNDERFLOW in <math.h>).
    return 'k' + entry_name


# ---------------------------------------------------------------------------
# gfx103_tables.cpp

def emit_tables(db, pkt3db, regs, words, args):
    out = [HEADER.format(db=os.path.basename(args.db), pkt3=os.path.basename(args.pkt3), chip=CHIP)]
    out.append('''// The facts of every {chip} register and PM4 packet word: names, offsets, fields
// (bit ranges) and enums, as sorted arrays. regs/registers.cpp is the API over them.

#include <cstdint>
#include <span>

#include "regs/registers.h"

namespace rdnavk::regs {{
namespace {{
'''.format(chip=CHIP))

    def emit_enums(database, prefix, used):
        for name in sorted(used):
            entries = database['enums'][name]['entries']
            out.append('constexpr EnumEntry k%sEnum_%s[] = {' % (prefix, ident(name)))
            out.extend('    {%s, %du},' % (c_str(e['name']), e['value']) for e in entries)
            out.append('};')
        out.append('')

    def emit_types(database, prefix, used):
        for t in sorted(used):
            rows = []
            for f in field_list(database, t):
                lo, hi = f['bits']
                if 'enum_ref' in f:
                    e = f['enum_ref']
                    n = len(database['enums'][e]['entries'])
                    rows.append('    {%s, %d, %d, k%sEnum_%s, %d, %s},' %
                                (c_str(f['name']), lo, hi, prefix, ident(e), n, c_str(e)))
                else:
                    rows.append('    {%s, %d, %d, nullptr, 0, nullptr},' % (c_str(f['name']), lo, hi))
            out.append('constexpr FieldInfo k%sType_%s[] = {' % (prefix, ident(t)))
            out.extend(rows)
            out.append('};')
        out.append('')

    reg_types = {m['type_ref'] for m in regs if 'type_ref' in m}
    reg_enums = {f['enum_ref'] for t in reg_types for f in field_list(db, t) if 'enum_ref' in f}
    out.append('// Enums, by database name; entries in database order.')
    emit_enums(db, '', reg_enums)
    out.append('// Fields of each register type, in database order (the order AMD_DEBUG=ib prints).')
    emit_types(db, '', reg_types)

    out.append('// Every register, by byte offset; registers sharing an offset keep database order.')
    out.append('constexpr RegisterInfo kRegisters[] = {')
    for m in regs:
        at = m['map']['at']
        fields = 'kType_%s' % ident(m['type_ref']) if 'type_ref' in m else '{}'
        tname = c_str(m['type_ref']) if 'type_ref' in m else 'nullptr'
        out.append('    {%s, 0x%05Xu, 0x%04Xu, %s, %s},' % (c_str(m['name']), at, at // 4, fields, tname))
    out.append('};')
    out.append('')
    order = sorted(range(len(regs)), key=lambda i: regs[i]['name'])
    out.append('// Indices into kRegisters in byte order of the names, for lookup by name.')
    out.append('constexpr uint16_t kRegistersByName[] = {')
    for i in range(0, len(order), 16):
        out.append('    ' + ' '.join('%d,' % x for x in order[i:i + 16]))
    out.append('};')
    out.append('')

    word_types = {m['type_ref'] for m in words if 'type_ref' in m}
    word_enums = {f['enum_ref'] for t in word_types for f in field_list(pkt3db, t) if 'enum_ref' in f}
    out.append('// PM4 packet words (pkt3.json).')
    emit_enums(pkt3db, 'Pkt3', word_enums)
    emit_types(pkt3db, 'Pkt3', word_types)
    out.append('// Every packet word, by name and then by Mesa\'s key.')
    out.append('constexpr PacketWordInfo kPacketWords[] = {')
    for m in sorted(words, key=lambda m: (m['name'], m['map']['at'])):
        fields = 'kPkt3Type_%s' % ident(m['type_ref']) if 'type_ref' in m else '{}'
        tname = c_str(m['type_ref']) if 'type_ref' in m else 'nullptr'
        comment = c_str(m['comment'].replace('"', "'")) if 'comment' in m else 'nullptr'
        out.append('    {%s, 0x%03Xu, %s, %s, %s},' % (c_str(m['name']), m['map']['at'], fields, tname, comment))
    out.append('};')
    out.append('')
    out.append('static_assert(std::size(kRegisters) < 0x10000, "kRegistersByName holds 16-bit indices");')
    out.append('')
    out.append('}  // namespace')
    out.append('')
    out.append('std::span<const RegisterInfo> all_registers() { return kRegisters; }')
    out.append('std::span<const PacketWordInfo> all_packet_words() { return kPacketWords; }')
    out.append('std::span<const uint16_t> detail::registers_by_name() { return kRegistersByName; }')
    out.append('')
    out.append('}  // namespace rdnavk::regs')
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------------------
# gfx103_offsets.h

def emit_offsets(regs, args):
    out = [HEADER.format(db=os.path.basename(args.db), pkt3=os.path.basename(args.pkt3), chip=CHIP)]
    out.append('''// Dword offsets (byte offset / 4, the unit of RegisterState and of the SET_*_REG
// packets' register numbers) of the {chip} registers in the config, sh, context and
// uconfig spaces, by the hardware's names. The SQ_WAVE_* registers are left out: their
// database offsets index the SQ's per-wave indirect space, not the register file.
#pragma once

#include <cstdint>

namespace rdnavk::regs {{
'''.format(chip=CHIP))
    for m in regs:
        at = m['map']['at']
        if in_spaces(at // 4):
            out.append('inline constexpr uint32_t k%s = 0x%04X;  // byte 0x%05X' % (m['name'], at // 4, at))
    out.append('')
    out.append('}  // namespace rdnavk::regs')
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------------------
# gfx103_types.h

def emit_struct(out, database, t, name, users):
    shown = ', '.join(users[:4]) + (', ... (%d registers)' % len(users) if len(users) > 4 else '')
    out.append('// %s: %s' % (t, shown))
    out.append('struct %s {' % name)
    out.append('  uint32_t raw;')
    for f in field_list(database, t):
        lo, hi = f['bits']
        mask = (1 << (hi - lo + 1)) - 1
        expr = 'raw' if lo == 0 else '(raw >> %d)' % lo
        if mask != 0xFFFFFFFF:
            expr = '%s & 0x%Xu' % (expr, mask)
        note = '  // %s' % f['enum_ref'] if 'enum_ref' in f else ''
        out.append('  constexpr uint32_t %s() const { return %s; }%s' % (accessor(f['name']), expr, note))
    out.append('};')


def emit_enum_consts(out, database, names):
    for e in sorted(names):
        entries = database['enums'][e]['entries']
        out.append('namespace %s {' % ident(e))
        for en in entries:
            out.append('inline constexpr uint32_t %s = %d;' % (enum_const(en['name']), en['value']))
        out.append('}  // namespace %s' % ident(e))


def emit_types(db, pkt3db, regs, words, args):
    out = [HEADER.format(db=os.path.basename(args.db), pkt3=os.path.basename(args.pkt3), chip=CHIP)]
    out.append('''// Typed decoders: one struct per register type of the {chip} registers in the
// config, sh, context and uconfig spaces, named from the database's type name in
// CamelCase (an instance '0' and a chip suffix dropped: CB_COLOR0_INFO -> CbColorInfo),
// holding the raw dword with one accessor per field (the field's name in lower case).
// Registers share a type where the database says they do (CB_COLOR1_INFO's type is
// CB_COLOR0_INFO's). RegisterType<kDw>::type names the decoder of a register by its
// offset constant; enums::<EnumName>::k<ENTRY> are the enums' values.
#pragma once

#include <cstdint>

#include "regs/gfx103_offsets.h"

namespace rdnavk::regs {{
'''.format(chip=CHIP))

    space_regs = [m for m in regs if in_spaces(m['map']['at'] // 4)]
    users = defaultdict(list)
    for m in space_regs:
        users[m['type_ref']].append(m['name'])
    types = sorted(users)
    names = decoder_names(types, regs)
    used_enums = {f['enum_ref'] for t in types for f in field_list(db, t) if 'enum_ref' in f}

    out.append('namespace enums {')
    emit_enum_consts(out, db, used_enums)
    out.append('}  // namespace enums')
    out.append('')
    for t in types:
        emit_struct(out, db, t, names[t], users[t])
    out.append('')
    out.append('// The decoder of the register at dword offset kDw (the first name at an offset,')
    out.append('// as the register tables answer).')
    out.append('template <uint32_t kDw>')
    out.append('struct RegisterType;')
    seen = set()
    for m in space_regs:
        dw = m['map']['at'] // 4
        if dw in seen:
            continue
        seen.add(dw)
        out.append('template <> struct RegisterType<k%s> { using type = %s; };' % (m['name'], names[m['type_ref']]))
    out.append('template <uint32_t kDw>')
    out.append('using RegisterTypeT = typename RegisterType<kDw>::type;')
    out.append('')
    out.append('// The register at kDw as the guest left it in `state` (any type with')
    out.append('// uint32_t read(uint32_t dword_offset) const, e.g. RegisterState), decoded.')
    out.append('template <uint32_t kDw, class State>')
    out.append('constexpr RegisterTypeT<kDw> read_as(const State& state) {')
    out.append('  return RegisterTypeT<kDw>{state.read(kDw)};')
    out.append('}')
    out.append('')

    # Packet words: the PM4 decoder's typed views, chip suffixes dropped.
    wtypes = sorted({m['type_ref'] for m in words if 'type_ref' in m})
    wusers = defaultdict(list)
    for m in words:
        if 'type_ref' in m:
            wusers[m['type_ref']].append(m['name'])
    wnames = decoder_names(wtypes, words)
    wenums = {f['enum_ref'] for t in wtypes for f in field_list(pkt3db, t) if 'enum_ref' in f}
    out.append('// PM4 packet words (pkt3.json), e.g. pkt3::DmaDataWord0.')
    out.append('namespace pkt3 {')
    out.append('namespace enums {')
    emit_enum_consts(out, pkt3db, wenums)
    out.append('}  // namespace enums')
    for t in wtypes:
        emit_struct(out, pkt3db, t, wnames[t], wusers[t])
    out.append('}  // namespace pkt3')
    out.append('')
    out.append('}  // namespace rdnavk::regs')
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('db', help="Mesa's gfx103.json")
    ap.add_argument('pkt3', help="Mesa's pkt3.json")
    ap.add_argument('--out-dir', default=os.path.join(os.path.dirname(__file__), '..', '..', 'regs'))
    args = ap.parse_args()

    db = json.load(open(args.db))
    pkt3db = json.load(open(args.pkt3))

    regs = load_mappings(db, 'mm')
    for m in regs:
        if 'type_ref' in m:
            field_list(db, m['type_ref'])
        if m['map']['at'] % 4:
            fail('%s is not dword aligned' % m['name'])
    seen = {}
    for m in regs:
        if m['name'] in seen:  # one name, one offset on one chip: anything else is a broken database
            fail('register %s is listed twice for %s' % (m['name'], CHIP))
        seen[m['name']] = m
    # Sorted by offset; Python's sort is stable, so names sharing an offset keep
    # database order and the first is the one lookup by offset answers.
    regs.sort(key=lambda m: m['map']['at'])
    aliases = defaultdict(list)
    for m in regs:
        aliases[m['map']['at']].append(m['name'])
    for at, names in sorted(aliases.items()):
        if len(names) > 1:
            print('note: offset 0x%05X is shared by %s; lookup answers %s' % (at, ', '.join(names), names[0]))

    words = load_mappings(pkt3db, 'pkt3')

    out_dir = os.path.normpath(args.out_dir)
    for fname, text in (('gfx103_tables.cpp', emit_tables(db, pkt3db, regs, words, args)),
                        ('gfx103_offsets.h', emit_offsets(regs, args)),
                        ('gfx103_types.h', emit_types(db, pkt3db, regs, words, args))):
        with open(os.path.join(out_dir, fname), 'w') as f:
            f.write(text)
        print('wrote %s' % os.path.join(out_dir, fname))


if __name__ == '__main__':
    main()
