#!/usr/bin/env python3
"""Generates rdnavk's GFX10.3 opcode table from what LLVM 19 answered the probe.

Usage (from the repository root):

    python3 scripts/isa/gen_isa_tables.py [scripts/isa/gfx1030_isa.json] [--out-dir isa]

Input: scripts/isa/gfx1030_isa.json, written by build/tests/isa/isa_probe
(scripts/isa/probe.sh runs both). It holds, per encoding, the field layout and
one record per opcode number LLVM decodes: the mnemonic, the printed operands
(field, kind, width, constant type, the field values LLVM accepts), the fields
that are not printed and the values they accept, flag modifiers, the bits that
must be zero, and LLVM's MCInstrDesc properties; and the symbol tables of the
symbolic immediates.

Outputs, all committed (STYLE.md: the generator and its output):
  isa/gfx1030_enums.h    enum class Encoding and enum class Field
  isa/gfx1030_table.inc  the layouts, opcode records, operand records, value
                         sets, the opcode lookup and the symbol tables, as
                         constexpr arrays included by isa/table.cpp
  isa/gfx1030_facts.inc  per opcode, in the order of the opcode records, what
                         it reads and writes: destinations and sources among
                         the printed operands, implicit registers, lane masks,
                         LDS and memory (isa/facts.h; decision record 0019)
"""

import argparse
import json
import os
import re
import sys

OPERAND_KINDS = {'sreg': 'kSReg', 'ssrc': 'kSSrc', 'vgpr': 'kVgpr', 'vsrc': 'kVSrc',
                 'attr': 'kInterpAttr', 'param': 'kInterpParam'}
MOD_LISTS = {'op_sel': 'kOpSel', 'op_sel_hi': 'kOpSelHi', 'neg_lo': 'kNegLo', 'neg_hi': 'kNegHi'}
IMM_FORMATS = {
    'hex': 'kHex', 'dec': 'kDec', 'sdec': 'kSDec', 'b32': 'kB32', 'sb32': 'kSB32',
    'dec_nonzero': 'kDecNonzero', 'none': 'kNone', 'hwreg': 'kHwreg', 'sendmsg': 'kSendmsg',
    'waitcnt': 'kWaitcnt', 'depctr': 'kDepctr', 'version': 'kVersion',
}
CONST_TYPES = {
    'b32': 'kB32', 'i64': 'kI64', 'f64': 'kF64', 'i16': 'kI16', 'f16': 'kF16',
    'v2i16': 'kV2I16', 'v2f16': 'kV2F16', 'v2f16lo': 'kV2F16Lo',
}
PROPERTIES = {
    'branch': 'kBranch', 'conditional': 'kConditional', 'indirect': 'kIndirect',
    'call': 'kCall', 'return': 'kReturn', 'terminator': 'kTerminator', 'barrier': 'kBarrier',
    'load': 'kMayLoad', 'store': 'kMayStore',
}
# Keys of an opcode record the generator reads; anything else is an error, so
# that a new fact from the probe is not silently dropped.
RECORD_KEYS = {'op', 'name', 'llvm', 'bytes', 'properties', 'operands', 'fixed', 'flags',
               'reserved_bits', 'base_modifiers', 'wave32_only', 'wave64_only', 'format_fields',
               'all_modifiers', 'mimg', 'defs', 'tied_defs', 'implicit_uses', 'implicit_defs'}
# Per-format facts the format's own decoder handles (see isa/decode_*.cpp).
FORMAT_HANDLED = {'SMEM': {'immediate_offset'}}
# Flags the format's printer handles itself (isa/print_*.cpp): exp's compr
# repeats sources rather than modifying one.
FORMAT_FLAGS = {'EXP': {'compr'}}


def camel(name):
    return 'k' + ''.join(p[:1].upper() + p[1:] for p in re.split(r'[_\s]+', name) if p)


def cstr(s):
    return 'nullptr' if s is None else json.dumps(s)


class Sets:
    """Value sets, deduplicated: a list of [first, last] ranges each."""

    def __init__(self):
        self.index = {}
        self.ranges = []
        self.sets = []

    def add(self, ranges):
        key = json.dumps(ranges)
        if key not in self.index:
            self.index[key] = len(self.sets)
            self.sets.append((len(self.ranges), len(ranges)))
            self.ranges.extend(ranges)
        return self.index[key]


def fail(msg):
    sys.exit('gen_isa_tables: ' + msg)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('json', nargs='?', default='scripts/isa/gfx1030_isa.json')
    ap.add_argument('--out-dir', default='isa')
    args = ap.parse_args()
    with open(args.json) as f:
        data = json.load(f)

    formats = data['formats']
    encodings = list(formats.keys())
    fields = []
    for enc in encodings:
        for name in formats[enc]['fields']:
            if name not in fields:
                fields.append(name)

    sets = Sets()
    sets.add([])  # set 0: no value
    opcodes, operands, fixed, flag_mods, lookup = [], [], [], [], []
    facts = []
    alt_operands = []
    shapes = []
    layouts = []
    for enc in encodings:
        fmt = formats[enc]
        nops = 1
        for b in fmt['opcode']:
            nops <<= b[2]
        table = [0] * nops
        for rec in data.get(enc, []):
            extra = set(rec) - RECORD_KEYS - FORMAT_HANDLED.get(enc, set())
            if extra:
                fail(f'{enc} {rec["name"]}: unknown keys {sorted(extra)}')
            if any(k.endswith('_w64') for k in rec):
                fail(f'{enc} {rec["name"]}: wave64 differs at the top level')
            op_list = [operand_record(enc, rec, o, sets) for o in rec['operands']]
            for i, o in enumerate(rec['operands']):
                for form in o.get('forms', {}).values():
                    alt = operand_record(enc, rec, form, sets)
                    op_list[i] = dict(op_list[i], alt=len(alt_operands) + ALT_BASE)
                    alt_operands.append(alt)
            first_op = shared_run(operands, op_list)
            fixed_list = [(camel(f), sets.add(r)) for f, r in rec.get('fixed', {}).items()]
            for fname, ranges in rec.get('format_fields', {}).items():
                fixed_list.append((camel(fname), sets.add(ranges)))
            flag_list = []
            for fname, effect in rec.get('flags', {}).items():
                if fname in FORMAT_FLAGS.get(enc, set()):
                    continue
                flag_list += modifier_bits(enc, rec, fname, effect, fixed_list, sets)
            first_fixed = shared_run(fixed, fixed_list)
            first_flag = shared_run(flag_mods, flag_list)
            reserved = 0
            for bit in rec.get('reserved_bits', []):
                reserved |= 1 << bit
            flags = [PROPERTIES[p] for p in rec.get('properties', [])]
            base_mods = rec.get('base_modifiers', [])
            if any(m.startswith('offset0:') for m in base_mods):
                flags.append('kOffsetPair')
            if any(m.startswith('offset:swizzle(') for m in base_mods):
                flags.append('kSwizzle')
            if any(m.startswith('offset') for m in base_mods):
                flags.append('kPrintsOffset')
            if rec.get('wave32_only'):
                flags.append('kWave32Only')
            if rec.get('wave64_only'):
                flags.append('kWave64Only')
            shape = 0xffff
            if 'mimg' in rec:
                shape = len(shapes)
                shapes.append(mimg_shape(data, enc, rec))
            facts.append(instruction_facts(enc, formats[enc]['family'], rec))
            opcodes.append(dict(
                shape=shape,
                name=rec['name'], enc=enc, op=rec['op'], bytes=rec['bytes'],
                nops=len(op_list), first_op=first_op,
                nfixed=len(fixed_list), first_fixed=first_fixed,
                nflags=len(flag_list), first_flag=first_flag,
                reserved=reserved, flags=flags, llvm=rec['llvm']))
            if rec['op'] >= nops:
                fail(f'{enc}: opcode {rec["op"]} out of range')
            table[rec['op']] = len(opcodes)
        layouts.append((enc, fmt, nops, len(lookup)))
        lookup.extend(table)

    order = sorted(encodings, key=lambda e: -sum(m[2] for m in formats[e]['match']))
    families = []
    for enc in encodings:
        if formats[enc]['family'] not in families:
            families.append(formats[enc]['family'])
    write_enums(args.out_dir, encodings, fields, families)
    # Second forms of operands (SDWA sources that are SGPRs) follow the others.
    for o in operands:
        if 'alt' in o:
            o['alt'] = o['alt'] - ALT_BASE + len(operands)
    operands.extend(alt_operands)
    write_table(args.out_dir, data, encodings, fields, layouts, order, opcodes, operands, fixed,
                flag_mods, lookup, sets, shapes)
    write_facts(args.out_dir, opcodes, facts)


ALT_BASE = 1 << 20


def modifier_bits(enc, rec, fname, effects, fixed_list, sets):
    """A flag field's printed effects, as the probe saw them when toggling the
    field from its base value (prefix "1=" when that was 1), as ModifierBit
    records; an invalid toggle fixes the field at its base value instead."""
    base = 0
    if effects.startswith('1='):
        base = 1
        effects = effects[2:]
    if effects == 'form':
        fail(f'{enc} {rec["name"]}: flag {fname} changes the operands; make it a match bit')
    bits = []
    for effect in effects.split(' & '):
        bits += modifier_bit(enc, rec, fname, effect, base, fixed_list, sets)
    return bits


def modifier_bit(enc, rec, fname, effect, base, fixed_list, sets):
    field = camel(fname)
    if effect == 'invalid':
        fixed_list.append((field, sets.add([[base, base]])))
        # A flag that must be set and prints (ds_gws_*'s gds) keeps its text.
        if base == 1 and fname in rec.get('base_modifiers', []):
            return [dict(field=field, effect='kText', operand=0, list='kOpSel', index=0, count=0,
                         dflt=0, text=fname)]
        return []
    if effect in ('ignored', 'reorders'):
        return []
    m = re.fullmatch(r'op(\d+):(.*)', effect)
    if m:
        n, text = int(m.group(1)), m.group(2)
        if re.fullmatch(r'v\[\d+:\d+\]', text):
            kind = 'kWiden'
        elif text.startswith('-'):
            kind = 'kNeg'
        elif text.startswith('|'):
            kind = 'kAbs'
        elif text.startswith('sext('):
            kind = 'kSext'
        else:
            fail(f'{enc} {rec["name"]}: flag {fname} changes operand {n} to {text}')
        return [dict(field=field, effect=kind, operand=n, list='kOpSel', index=0, count=0,
                     dflt=0, text=None)]
    m = re.fullmatch(r'mod:(\S+)(?: -(\S+))?', effect)
    if not m:
        fail(f'{enc} {rec["name"]}: flag {fname}: unknown effect {effect}')
    added, removed = m.group(1), m.group(2)
    lm = re.fullmatch(r'(\w+):\[([01,]+)\]', added)
    if lm and lm.group(1) in MOD_LISTS:
        entries = lm.group(2).split(',')
        toggled = 1 - base
        # The entry that differs from the others is this field's.
        index = [i for i, e in enumerate(entries) if int(e) == toggled]
        if len(entries) > 1 and len(index) != 1:
            index = [i for i, e in enumerate(entries) if int(e) != int(entries[0])] or [0]
        # The value that prints nothing: the base's, unless the base printed the list.
        base_printed = any(x.startswith(lm.group(1) + ':') for x in rec.get('base_modifiers', []))
        dflt = 1 - base if base_printed else base
        return [dict(field=field, effect='kList', operand=0, list=MOD_LISTS[lm.group(1)],
                     index=index[0], count=len(entries), dflt=dflt, text=None)]
    if removed:
        fail(f'{enc} {rec["name"]}: flag {fname}: unexpected effect {effect}')
    if added == 'mul:2':
        return [dict(field=field, effect='kOmod', operand=0, list='kOpSel', index=0, count=0,
                     dflt=0, text=None)]
    if base != 0:
        fail(f'{enc} {rec["name"]}: flag {fname} prints {added} when cleared')
    return [dict(field=field, effect='kText', operand=0, list='kOpSel', index=0, count=0, dflt=0,
                 text=added)]


def mimg_shape(data, enc, rec):
    """The facts of LLVM's MIMG reshaping (convertMIMGInst) for one opcode and
    form: its base variant, the address dwords per (dim, a16) - those of the
    form without NSA, whose addresses count alike - whether it is a gather4,
    a BVH, and the (vdata, address) variants seen to exist, as bits
    (vdata - 1) * 16 + (address - 1)."""
    m = rec['mimg']
    base = m['base']
    addr = [0] * 16
    if not m.get('bvh', False):
        plain = [r for r in data['MIMG'] if r['op'] == rec['op']]
        if not plain:
            fail(f'{enc} {rec["name"]}: no MIMG record for its addresses')
        addr = plain[0]['mimg']['addr']
    exists = 0
    for pair in m.get('exists', []):
        vd, va = (int(x) for x in pair.split(','))
        exists |= 1 << ((vd - 1) * 16 + (va - 1))
    regs = m.get('vdata_regs', [0] * 5)
    return dict(vd=base[0], va=base[1], addr=addr, gather4=m.get('gather4', False),
                bvh=m.get('bvh', False), exists=exists, regs=regs)


def shared_run(array, items):
    """Appends `items` to `array` unless the same run is already there; returns its start."""
    if not items:
        return 0
    n = len(items)
    for i in range(len(array) - n + 1):
        if array[i:i + n] == items:
            return i
    array.extend(items)
    return len(array) - n


def operand_record(enc, rec, o, sets):
    if 'implicit' in o:
        t = o['implicit']
        return dict(field='kCount', kind='kImplicit', dw=0, dw64=0, ct='kB32', imm='kNone',
                    valid=0, valid64=0, text=t, text64=o.get('implicit_w64', t))
    kind = o['kind']
    if kind in OPERAND_KINDS:
        valid = sets.add(o['valid'])
        return dict(field=camel(o['field'].replace('_sgpr', '')), kind=OPERAND_KINDS[kind],
                    dw=o['dwords'],
                    dw64=o.get('dwords_w64', o['dwords']),
                    ct=CONST_TYPES[o.get('const', 'b32')], imm='kNone', valid=valid,
                    valid64=sets.add(o['valid_w64']) if 'valid_w64' in o else valid,
                    text=None, text64=None)
    if kind in IMM_FORMATS:
        valid = sets.add(o['valid']) if 'valid' in o else sets.add([[0, 0xffffffff]])
        return dict(field=camel(o['field']), kind='kImmediate', dw=0, dw64=0, ct='kB32',
                    imm=IMM_FORMATS[kind], valid=valid, valid64=valid, text=None, text64=None)
    fail(f'{enc} {rec["name"]}: operand of unknown kind {o}')


# LLVM's implicit registers (MCInstrDesc implicit_uses / implicit_defs) as
# isa::ImplicitRegister bits.
IMPLICIT_REGISTERS = {'SCC': 'kImplicitScc', 'VCC': 'kImplicitVcc', 'EXEC': 'kImplicitExec',
                      'M0': 'kImplicitM0', 'MODE': 'kImplicitMode',
                      'FLAT_SCR': 'kImplicitFlatScratch'}
# The families of VALU instructions, whose lane-mask operands are read and
# written bit by bit.
VALU_FAMILIES = {'VOP', 'DPP16', 'DPP8', 'SDWA', 'VOP3', 'VOP3P'}
# The families whose loads and stores reach memory through the vector memory
# path (and FLAT's, the LDS aperture too); SMEM's go through the scalar cache.
VECTOR_MEMORY_FAMILIES = {'BUFFER', 'FLAT', 'MIMG'}
# Printed operands that name no field and stand for an implicit register or
# for nothing ("off"): not counted among the MCInst's definitions.
IMPLICIT_TEXTS = {'vcc_lo', 'vcc', 'off'}
# Writes whose destination LLVM does not describe as read but that keep part or
# all of it: the conditional moves (when SCC is clear) and the bit sets (every
# other bit). The destination is also a source.
READS_DESTINATION = {'s_cmov_b32', 's_cmov_b64', 's_cmovk_i32', 's_bitset0_b32', 's_bitset0_b64',
                     's_bitset1_b32', 's_bitset1_b64'}


def implicit_bits(enc, rec, key):
    bits = []
    for r in rec.get(key, []):
        if r not in IMPLICIT_REGISTERS:
            fail(f'{enc} {rec["name"]}: unknown implicit register {r}')
        bits.append(IMPLICIT_REGISTERS[r])
    return bits


def instruction_facts(enc, family, rec):
    """What an opcode reads and writes, from LLVM's MCInstrDesc as the probe
    recorded it: printed operands by index (bit i: operand i) as destinations,
    sources and lane masks; implicit registers; LDS and memory effects."""
    num_defs = rec.get('defs', 0)
    dst = src = mask_src = mask_dst = 0
    defs_seen = 0
    valu = family in VALU_FAMILIES
    for i, o in enumerate(rec['operands']):
        if 'implicit' in o:
            if o['implicit'] in IMPLICIT_TEXTS:
                continue
            is_def = defs_seen < num_defs
            defs_seen += is_def
            if is_def:
                dst |= 1 << i
            else:
                src |= 1 << i
            continue
        if o['kind'] not in OPERAND_KINDS:
            continue  # immediates
        is_def = defs_seen < num_defs
        defs_seen += is_def
        # A lane mask is as wide as the wave: its width differs between wave32 and wave64.
        is_mask = valu and o.get('dwords_w64', o['dwords']) != o['dwords']
        if is_def:
            dst |= 1 << i
            if defs_seen - 1 in rec.get('tied_defs', []) or rec['name'] in READS_DESTINATION:
                src |= 1 << i
            if is_mask:
                mask_dst |= 1 << i
        else:
            src |= 1 << i
            if is_mask:
                mask_src |= 1 << i
    if defs_seen != num_defs:
        fail(f'{enc} {rec["name"]}: {num_defs} definitions but {defs_seen} printed operands')
    uses = implicit_bits(enc, rec, 'implicit_uses')
    defs = implicit_bits(enc, rec, 'implicit_defs')
    # VALU ops read and write VCC as a lane mask (v_cndmask_b32_e32, the carries,
    # v_div_fmas, VOPC) and EXEC as one when they write it (v_cmpx); every one
    # reads EXEC as its active lanes, which is not counted as a mask read.
    mask_uses = [b for b in uses if valu and b == 'kImplicitVcc']
    if mask_dst:
        # SDWA's VOPC names VCC by its sdst field; LLVM also lists VCC among the
        # implicit definitions of some (v_cmp_class_f32_sdwa): the operand says
        # what is written.
        defs = [b for b in defs if b != 'kImplicitVcc']
    mask_defs = [b for b in defs if valu and b in ('kImplicitVcc', 'kImplicitExec')]
    props = rec.get('properties', [])
    load, store = 'load' in props, 'store' in props
    memory = []
    if family == 'DS':
        # Lane exchanges (ds_swizzle, ds_permute, ds_bpermute) and ds_nop neither load nor store.
        memory += ['kLdsRead'] * load + ['kLdsWrite'] * store + ['kAtomic'] * (load and store)
    elif enc.endswith('_LDS'):
        # Loads from memory into LDS (buffer_load_dword ... lds).
        memory += ['kMemoryRead'] * load + ['kLdsWrite'] * load
    elif family in VECTOR_MEMORY_FAMILIES or family == 'SMEM':
        memory += ['kMemoryRead'] * load + ['kMemoryWrite'] * store + ['kAtomic'] * (load and store)
        if enc.startswith('FLAT') and (load or store):
            # A flat address may fall in the LDS aperture.
            memory += ['kLdsRead'] * load + ['kLdsWrite'] * store
        if family == 'SMEM' and (load or store):
            memory.append('kScalarMemory')
    # Elsewhere LLVM's MayLoad and MayStore order instructions around memory
    # (s_waitcnt_vscnt, s_wakeup) or describe an export: no LDS or memory access.
    return dict(dst=dst, src=src, mask_src=mask_src, mask_dst=mask_dst, uses=uses, defs=defs,
                mask_uses=mask_uses, mask_defs=mask_defs, memory=memory)


def write_facts(out_dir, opcodes, facts):
    def flags(names):
        return ' | '.join(names) if names else '0'
    L = ['// Generated by scripts/isa/gen_isa_tables.py from scripts/isa/gfx1030_isa.json.',
         '// Do not edit. Included by isa/table.cpp: one InstructionFacts per opcode record,',
         '// in the order of kOpcodes.', '',
         'constexpr InstructionFacts kFacts[] = {']
    for op, f in zip(opcodes, facts):
        L.append(f'    {{{hex(f["dst"])}, {hex(f["src"])}, {hex(f["mask_dst"])}, '
                 f'{hex(f["mask_src"])}, {flags(f["uses"])}, {flags(f["defs"])}, '
                 f'{flags(f["mask_uses"])}, {flags(f["mask_defs"])}, '
                 f'{flags(f["memory"])}}},  // {op["name"]} ({op["enc"]})')
    L.append('};')
    with open(os.path.join(out_dir, 'gfx1030_facts.inc'), 'w') as f:
        f.write('\n'.join(L) + '\n')


def write_enums(out_dir, encodings, fields, families):
    lines = [
        '// Generated by scripts/isa/gen_isa_tables.py from scripts/isa/gfx1030_isa.json.',
        '// Do not edit.',
        '#pragma once',
        '',
        '#include <cstdint>',
        '',
        'namespace rdnavk::isa {',
        '',
        '// The GFX10.3 encodings (RDNA2 ISA chapter 13), as the probe names them.',
        'enum class Encoding : uint8_t {',
    ]
    lines += [f'  k{e},' for e in encodings]
    lines += ['  kCount,', '};', '',
              '// Encodings that decode and print alike (the forms of FLAT, of MUBUF...).',
              'enum class Family : uint8_t {']
    lines += [f'  k{f},' for f in families]
    lines += ['  kCount,', '};', '', '// Every field of every encoding.', 'enum class Field : uint8_t {']
    lines += [f'  {camel(f)},' for f in fields]
    lines += ['  kCount,', '};', '', '}  // namespace rdnavk::isa', '']
    with open(os.path.join(out_dir, 'gfx1030_enums.h'), 'w') as f:
        f.write('\n'.join(lines))


def bits(b, scale=1):
    return f'{{{b[0]}, {b[1]}, {b[2]}, {scale}}}'


def write_table(out_dir, data, encodings, fields, layouts, order, opcodes, operands, fixed,
                flag_mods, lookup, sets, shapes):
    L = ['// Generated by scripts/isa/gen_isa_tables.py from scripts/isa/gfx1030_isa.json.',
         '// Do not edit. Included by isa/table.cpp.', '']
    L.append('constexpr EncodingLayout kLayouts[] = {')
    for enc, fmt, nops, first in layouts:
        match = fmt['match']
        m_bits = ', '.join(bits(m[:3]) for m in match)
        m_vals = ', '.join(f'0x{m[3]:x}u' for m in match)
        op_bits = ', '.join(bits(b) for b in fmt['opcode'])
        fb = []
        for name in fields:
            if name in fmt['fields']:
                d = fmt['fields'][name]
                scale = d[4] if len(d) > 4 else 1
                fb.append(bits(d[:3], scale))
            else:
                fb.append('{}')
        L.append(f'    {{"{enc}", Family::k{fmt["family"]}, {fmt["words"]}, {len(match)}, '
                 f'{{{m_bits}}}, {{{m_vals}}}, '
                 f'{len(fmt["opcode"])}, {{{op_bits}}}, {nops}, {first},')
        L.append('     {' + ', '.join(fb) + '}},')
    L.append('};')
    L.append('')
    L.append('constexpr Encoding kMatchOrder[] = {' +
             ', '.join(f'Encoding::k{e}' for e in order) + '};')
    L.append('')
    L.append('constexpr ValueRange kRanges[] = {')
    for r in sets.ranges:
        L.append(f'    {{{r[0]}u, {r[1]}u}},')
    L.append('};')
    L.append('constexpr ValueSetRef kValueSets[] = {')
    for first, count in sets.sets:
        L.append(f'    {{{first}, {count}}},')
    L.append('};')
    L.append('')
    L.append('constexpr OperandInfo kOperands[] = {')
    for o in operands:
        L.append(f'    {{Field::{o["field"]}, OperandKind::{o["kind"]}, {o["dw"]}, {o["dw64"]}, '
                 f'ConstType::{o["ct"]}, ImmFormat::{o["imm"]}, {o["valid"]}, {o["valid64"]}, '
                 f'{cstr(o["text"])}, {cstr(o["text64"])}, {o.get("alt", 0xffff)}}},')
    L.append('};')
    L.append('')
    L.append('constexpr FixedField kFixed[] = {')
    for fname, s in fixed:
        L.append(f'    {{Field::{fname}, {s}}},')
    L.append('    {Field::kCount, 0},')
    L.append('};')
    L.append('')
    L.append('constexpr ModifierBit kModifierBits[] = {')
    for m in flag_mods:
        L.append(f'    {{Field::{m["field"]}, ModEffect::{m["effect"]}, {m["operand"]}, '
                 f'ModList::{m["list"]}, {m["index"]}, {m["count"]}, {m["dflt"]}, '
                 f'{cstr(m["text"])}}},')
    L.append('    {Field::kCount, ModEffect::kText, 0, ModList::kOpSel, 0, 0, 0, nullptr},')
    L.append('};')
    L.append('')
    L.append('constexpr OpcodeInfo kOpcodes[] = {')
    for o in opcodes:
        flags = ' | '.join(o['flags']) if o['flags'] else '0'
        L.append(f'    {{"{o["name"]}", Encoding::k{o["enc"]}, {o["op"]}, {o["bytes"]}, '
                 f'{o["nops"]}, {o["first_op"]}, {o["nfixed"]}, {o["first_fixed"]}, '
                 f'{o["nflags"]}, {o["first_flag"]}, 0x{o["reserved"]:x}ull, {flags}, '
                 f'"{o["llvm"]}", {o["shape"]}}},')
    L.append('};')
    L.append('')
    L.append('constexpr MimgShape kMimgShapes[] = {')
    for sh in shapes:
        addr = ', '.join(str(a) for a in sh['addr'])
        regs = ', '.join(str(r) for r in sh['regs'])
        L.append(f'    {{{sh["vd"]}, {sh["va"]}, {{{addr}}}, {{{regs}}}, {str(sh["gather4"]).lower()}, '
                 f'{str(sh["bvh"]).lower()}, 0x{sh["exists"] & (2**64 - 1):x}ull, '
                 f'0x{sh["exists"] >> 64:x}ull}},')
    L.append('    {},')
    L.append('};')
    L.append('')
    L.append('// Per encoding, opcode number -> 1 + index into kOpcodes, 0 when invalid.')
    L.append('constexpr uint16_t kLookup[] = {')
    for i in range(0, len(lookup), 16):
        L.append('    ' + ', '.join(str(v) for v in lookup[i:i + 16]) + ',')
    L.append('};')
    L.append('')
    write_symbols(L, data['symbols'])
    with open(os.path.join(out_dir, 'gfx1030_table.inc'), 'w') as f:
        f.write('\n'.join(L) + '\n')


def write_symbols(L, sym):
    def names(var, values):
        L.append(f'constexpr const char* {var}[] = {{')
        for i in range(0, len(values), 4):
            L.append('    ' + ', '.join(cstr(v) for v in values[i:i + 4]) + ',')
        L.append('};')

    names('kHwregNames', sym['hwreg'])
    names('kMessageNames', sym['message'])
    names('kGsOpNames', sym['gs_op'])
    names('kSysmsgOpNames', sym['sysmsg_op'])
    names('kVersionNames', sym['version'])
    names('kVersionFlagNames', sym['version_flags'])
    names('kExpTargetNames', sym['exp_target'])
    names('kBufferFormatNames', sym['buffer_format'])
    names('kImageDimNames', sym['image_dim'])
    L.append('constexpr DepCtrField kDepCtrFields[] = {')
    for d in sym['depctr']:
        L.append(f'    {{"{d["name"]}", {d["offset"]}, {d["width"]}, {d["default"]}}},')
    L.append('};')


if __name__ == '__main__':
    main()
