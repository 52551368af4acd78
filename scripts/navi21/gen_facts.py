#!/usr/bin/env python3
"""Writes drm/navi21_facts.cpp from scripts/navi21/navi21.json.

navi21.json is the table of what the amdgpu kernel driver answers for a Navi 21 (recorded by
scripts/navi21/record.c under Mesa's noop DRM shim, with published facts where the shim has
no answer). This script turns it into constant tables plus the lookup functions declared in
drm/navi21_facts.h, so that the facts exist once, as data, and the C++ never restates them.

Usage: python3 scripts/navi21/gen_facts.py [navi21.json] [navi21_facts.cpp]
(defaults: the paths in this repository, relative to its root or to this script).
"""

import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DEFAULT_JSON = HERE / "navi21.json"
DEFAULT_CPP = ROOT / "drm" / "navi21_facts.cpp"

# The DRM_AMDGPU_INFO query that must be answered by read_mmr_registers() rather than by a
# fixed answer (amdgpu_drm.h: AMDGPU_INFO_READ_MMR_REG).
READ_MMR_REG = 0x15
UNKNOWN_QUERY = 0xFFFFFFFF


def c_string(text):
    """A C++ string literal for plain ASCII text."""
    if any(ord(ch) > 0x7E or ord(ch) < 0x20 for ch in text):
        raise ValueError(f"non-ASCII or control character in {text!r}")
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def c_text(text, indent, width=99):
    """A C++ string literal for text, split into adjacent literals that keep lines in width."""
    room = max(20, width - len(indent) - 3)
    pieces, rest = [], text
    while len(rest) > room:
        cut = rest.rfind(" ", 0, room)
        cut = room if cut <= 0 else cut + 1
        pieces.append(rest[:cut])
        rest = rest[cut:]
    pieces.append(rest)
    return ("\n" + indent).join(c_string(p) for p in pieces)


def c_bytes(data, indent="    "):
    """The bytes as rows of a C++ array initializer, twelve to a row."""
    rows = []
    for start in range(0, len(data), 12):
        chunk = data[start:start + 12]
        rows.append(indent + ", ".join(f"0x{b:02x}" for b in chunk) + ",")
    return "\n".join(rows)


def identifier(key):
    """kAnswer<CamelCase of the key>, e.g. info/hw_ip_info/gfx/0 -> kAnswerHwIpInfoGfx0."""
    parts = key.replace("info/", "", 1).replace("/", "_").split("_")
    return "kAnswer" + "".join(p[:1].upper() + p[1:] for p in parts if p)


def comment_lines(text, width=96):
    """Wraps text into // comment lines."""
    words, lines, line = text.split(), [], "//"
    for word in words:
        if len(line) + 1 + len(word) > width and line != "//":
            lines.append(line)
            line = "//"
        line += " " + word
    lines.append(line)
    return "\n".join(lines)


def load(path):
    with open(path, encoding="ascii") as f:
        table = json.load(f)
    groups = {}
    for entry in table["entries"]:
        groups.setdefault(entry["kind"], []).append(entry)
    return table, groups


def emit_answers(entries):
    """One byte array per answered entry; returns (code, {key: identifier})."""
    code, names = [], {}
    for entry in entries:
        if entry["status"] != 0:
            continue
        data = bytes.fromhex(entry["hex"])
        name = identifier(entry["key"])
        names[entry["key"]] = name
        code.append(comment_lines(f"{entry['key']}: {entry['source']}"))
        code.append(f"alignas(8) constexpr uint8_t {name}[{len(data)}] = {{")
        code.append(c_bytes(data))
        code.append("};")
    return "\n".join(code), names


def emit_info_table(entries, names):
    rows = []
    for e in entries:
        a0, a1, a2 = e["args"]
        data = names.get(e["key"], "nullptr")
        size = len(bytes.fromhex(e["hex"])) if e["status"] == 0 else 0
        live = "true" if e["live"] else "false"
        rows.append(f"    {{{e['query']}u, {{{a0}u, {a1}u, {a2}u}}, {e['status']}, {live}, "
                    f"{data}, {size}u, {c_string(e['key'])},\n"
                    f"     {c_text(e['source'], '     ')}}},")
    return "\n".join(rows)


def emit_list(name, values):
    if not values:
        return ""
    items = [f"{v}u" for v in values]
    rows = [", ".join(items[i:i + 14]) for i in range(0, len(items), 14)]
    if len(rows) == 1:
        return f"constexpr uint32_t {name}[] = {{{rows[0]}}};\n"
    body = ",\n    ".join(rows)
    return f"constexpr uint32_t {name}[] = {{\n    {body}}};\n"


def emit_rules(rules):
    lists, rows = [], []
    for r in rules:
        stem = "".join(p.capitalize() for p in r["key"].split("/")[1].split("_"))
        first = r.get("first_arg_valid", [])
        index = r.get("index_types", [])
        first_name = f"k{stem}FirstArgs" if first else "nullptr"
        index_name = f"k{stem}IndexTypes" if index else "nullptr"
        lists.append(emit_list(f"k{stem}FirstArgs", first))
        lists.append(emit_list(f"k{stem}IndexTypes", index))
        unlisted = r["unlisted"]
        recorded = "true" if unlisted is not None else "false"
        status = unlisted if unlisted is not None else 0
        zero = "true" if r.get("second_arg_zero") else "false"
        rows.append(f"    {{{r['query']}u, {r['args_used']}, {recorded}, {status}, {zero}, "
                    f"{first_name}, {len(first)}u, {index_name}, {len(index)}u,\n"
                    f"     {c_text(r['source'], '     ')}}},")
    return "".join(lists), "\n".join(rows)


def emit_registers(regs):
    rows = []
    for r in regs:
        value = int.from_bytes(bytes.fromhex(r["hex"]), "little") if r["status"] == 0 else 0
        live = "true" if r["live"] else "false"
        rows.append(f"    {{0x{r['offset']:04x}u, 0x{value:08x}u, {live},\n"
                    f"     {c_text(r['source'], '     ')}}},")
    return "\n".join(rows)


def emit_caps(caps):
    rows = []
    for c in caps:
        rows.append(f"    {{{c['cap']}u, {c['value']}u,\n"
                    f"     {c_text(c['source'], '     ')}}},")
    return "\n".join(rows)


TEMPLATE = """\
// GENERATED FILE: do not edit by hand.
// Written by scripts/navi21/gen_facts.py from scripts/navi21/navi21.json, the table that
// scripts/navi21/record.c records under Mesa's noop DRM shim (see scripts/navi21/README.md).
// Regenerate with: python3 scripts/navi21/gen_facts.py
//
{about}
// The contract is drm/navi21_facts.h.
// The layout is the generator's, not clang-format's.
// clang-format off
#include "drm/navi21_facts.h"

#include <bit>
#include <cerrno>
#include <cstddef>

namespace rdnavk::drm::navi21 {{
namespace {{

// ---------------------------------------------------------------- DRM_AMDGPU_INFO answers

{answers}

struct InfoEntry {{
  uint32_t query;
  uint32_t args[3];  // the request words that select this answer; unread words are 0
  int32_t status;    // 0, or the negative errno the kernel fails with
  bool live;
  const uint8_t* data;
  uint32_t size;
  const char* key;
  const char* source;
}};

constexpr InfoEntry kInfo[] = {{
{info_rows}
}};

// ---------------------------------------------------------------- rules for unlisted arguments

{rule_lists}
struct RuleEntry {{
  uint32_t query;
  int args_used;              // leading request words that select an answer
  bool unlisted_is_error;     // else an unlisted selection is unrecorded
  int32_t unlisted_status;    // the kernel's errno for an unlisted selection
  bool second_arg_zero;       // the second word must be 0 (-EINVAL otherwise)
  const uint32_t* first_args; // the first word must be one of these (-EINVAL otherwise)
  uint32_t first_arg_count;
  const uint32_t* index_types;  // first words for which the third word selects
  uint32_t index_type_count;
  const char* source;
}};

constexpr RuleEntry kRules[] = {{
{rule_rows}
}};

// ---------------------------------------------------------------- READ_MMR_REG

struct RegisterEntry {{
  uint32_t dword_offset;
  uint32_t value;
  bool live;
  const char* source;
}};

constexpr RegisterEntry kRegisters[] = {{
{register_rows}
}};

constexpr uint32_t kMmrMaxCount = {mmr_max_count}u;
constexpr uint32_t kMmrMaxSe = {mmr_max_se}u;
constexpr uint32_t kMmrMaxSh = {mmr_max_sh}u;
constexpr uint32_t kMmrBroadcast = {mmr_broadcast}u;
constexpr int kMmrUnlistedStatus = {mmr_unlisted};

// ---------------------------------------------------------------- DRM core

struct CapEntry {{
  uint64_t capability;
  uint64_t value;
  const char* source;
}};

constexpr CapEntry kCaps[] = {{
{cap_rows}
}};

{version_comment}
constexpr DrmVersion kVersion = {{{v_major}, {v_minor}, {v_patch}, {v_name}, {v_date}, {v_desc}}};

{pci_comment}
constexpr PciIdentity kPci = {{0x{pci_vendor:04x}, 0x{pci_device:04x}, 0x{pci_revision:02x},
                              {pci_name}}};

static_assert(sizeof({dev_info_name}) == sizeof(drm_amdgpu_info_device),
              "the recorded DEV_INFO must be exactly the UAPI struct");
constexpr drm_amdgpu_info_device kDeviceInfo =
    std::bit_cast<drm_amdgpu_info_device>({dev_info_name});

// ---------------------------------------------------------------- lookup

bool contains(const uint32_t* list, uint32_t count, uint32_t value) {{
  for (uint32_t i = 0; i < count; ++i)
    if (list[i] == value) return true;
  return false;
}}

const RuleEntry& rule_for(uint32_t query) {{
  const RuleEntry* unknown = nullptr;
  for (const RuleEntry& rule : kRules) {{
    if (rule.query == query) return rule;
    if (rule.query == {unknown_query}u) unknown = &rule;
  }}
  return *unknown;
}}

Lookup failed(int error, const char* source) {{
  Lookup result;
  result.outcome = Outcome::kKernelError;
  result.error = error;
  result.source = source;
  return result;
}}

Lookup unrecorded(const char* source) {{
  Lookup result;
  result.source = source;
  return result;
}}

const RegisterEntry* find_register(uint32_t dword_offset) {{
  for (const RegisterEntry& reg : kRegisters)
    if (reg.dword_offset == dword_offset) return &reg;
  return nullptr;
}}

}}  // namespace

Lookup lookup_info(uint32_t query, uint32_t arg0, uint32_t arg1, uint32_t arg2) {{
  const RuleEntry& rule = rule_for(query);
  if (query == {read_mmr_reg}u) return unrecorded(rule.source);  // see read_mmr_registers()
  if (rule.first_arg_count != 0 && !contains(rule.first_args, rule.first_arg_count, arg0))
    return failed(-EINVAL, rule.source);
  if (rule.second_arg_zero && arg1 != 0) return failed(-EINVAL, rule.source);

  uint32_t key[3] = {{arg0, arg1, arg2}};
  for (int i = rule.args_used; i < 3; ++i) key[i] = 0;
  if (rule.index_type_count != 0 && !contains(rule.index_types, rule.index_type_count, arg0))
    key[2] = 0;

  for (const InfoEntry& entry : kInfo) {{
    if (entry.query != query || entry.args[0] != key[0] || entry.args[1] != key[1] ||
        entry.args[2] != key[2])
      continue;
    if (entry.status != 0) return failed(entry.status, entry.source);
    Lookup result;
    result.outcome = Outcome::kAnswered;
    result.answer = Answer{{entry.data, entry.size, entry.live}};
    result.source = entry.source;
    return result;
  }}
  if (rule.unlisted_is_error) return failed(rule.unlisted_status, rule.source);
  return unrecorded(rule.source);
}}

bool info_query(uint32_t query, uint32_t ip_type_or_fw_type, uint32_t ip_instance,
                uint32_t index, Answer* out) {{
  Lookup result = lookup_info(query, ip_type_or_fw_type, ip_instance, index);
  if (result.outcome != Outcome::kAnswered) return false;
  if (out) *out = result.answer;
  return true;
}}

int read_mmr_registers(uint32_t dword_offset, uint32_t count, uint32_t instance,
                       uint32_t* values) {{
  uint32_t se = (instance >> AMDGPU_INFO_MMR_SE_INDEX_SHIFT) & AMDGPU_INFO_MMR_SE_INDEX_MASK;
  uint32_t sh = (instance >> AMDGPU_INFO_MMR_SH_INDEX_SHIFT) & AMDGPU_INFO_MMR_SH_INDEX_MASK;
  if (se != kMmrBroadcast && se >= kMmrMaxSe) return -EINVAL;
  if (sh != kMmrBroadcast && sh >= kMmrMaxSh) return -EINVAL;
  if (count > kMmrMaxCount) return -EINVAL;
  for (uint32_t i = 0; i < count; ++i) {{
    const RegisterEntry* reg = find_register(dword_offset + i);
    if (!reg) return kMmrUnlistedStatus;
    values[i] = reg->value;
  }}
  return 0;
}}

bool read_mmr_register(uint32_t dword_offset, uint32_t se, uint32_t sh, uint32_t flags,
                       uint32_t* value) {{
  (void)flags;  // the kernel does not read the request's flags word
  if (se == 0xffffffffu) se = kMmrBroadcast;
  if (sh == 0xffffffffu) sh = kMmrBroadcast;
  if (se > kMmrBroadcast || sh > kMmrBroadcast) return false;
  uint32_t instance = (se << AMDGPU_INFO_MMR_SE_INDEX_SHIFT) |
                      (sh << AMDGPU_INFO_MMR_SH_INDEX_SHIFT);
  uint32_t read = 0;
  if (read_mmr_registers(dword_offset, 1, instance, &read) != 0) return false;
  if (value) *value = read;
  return true;
}}

bool mmr_register_is_live(uint32_t dword_offset) {{
  const RegisterEntry* reg = find_register(dword_offset);
  return reg && reg->live;
}}

const drm_amdgpu_info_device& device_info() {{ return kDeviceInfo; }}

DrmVersion drm_version() {{ return kVersion; }}

bool drm_capability(uint64_t capability, uint64_t* value) {{
  for (const CapEntry& cap : kCaps) {{
    if (cap.capability != capability) continue;
    if (value) *value = cap.value;
    return true;
  }}
  return false;
}}

PciIdentity pci_identity() {{ return kPci; }}

}}  // namespace rdnavk::drm::navi21
// clang-format on
"""


def generate(table, groups):
    info = groups["info"]
    answers, names = emit_answers(info)
    rule_lists, rule_rows = emit_rules(groups["rule"])
    mmr_rule = next(r for r in groups["rule"] if r["query"] == READ_MMR_REG)
    if not any(r["query"] == UNKNOWN_QUERY for r in groups["rule"]):
        raise ValueError("navi21.json needs a rule for unknown queries")
    (version,) = groups["version"]
    (pci,) = groups["pci"]
    dev_info = next(e for e in info if e["key"] == "info/dev_info")
    return TEMPLATE.format(
        about=comment_lines(f"{table['device']}; {table['kernel']}; firmware: "
                            f"{table['firmware']}."),
        answers=answers, info_rows=emit_info_table(info, names),
        rule_lists=rule_lists, rule_rows=rule_rows,
        register_rows=emit_registers(groups["mmr"]),
        mmr_max_count=mmr_rule["max_count"], mmr_max_se=mmr_rule["max_se"],
        mmr_max_sh=mmr_rule["max_sh"], mmr_broadcast=mmr_rule["broadcast"],
        mmr_unlisted=mmr_rule["unlisted"],
        cap_rows=emit_caps(groups["cap"]),
        version_comment=comment_lines(version["source"]),
        v_major=version["major"], v_minor=version["minor"],
        v_patch=version["patch"], v_name=c_string(version["name"]),
        v_date=c_string(version["date"]), v_desc=c_string(version["desc"]),
        pci_comment=comment_lines(pci["source"]),
        pci_vendor=pci["vendor"], pci_device=pci["device"],
        pci_revision=pci["revision"], pci_name=c_string(pci["marketing_name"]),
        dev_info_name=names[dev_info["key"]],
        unknown_query=UNKNOWN_QUERY, read_mmr_reg=READ_MMR_REG)


def main(argv):
    src = pathlib.Path(argv[1]) if len(argv) > 1 else DEFAULT_JSON
    dst = pathlib.Path(argv[2]) if len(argv) > 2 else DEFAULT_CPP
    table, groups = load(src)
    text = generate(table, groups)
    dst.write_text(text, encoding="ascii")
    print(f"wrote {dst} ({len(groups['info'])} answers, {len(groups['mmr'])} registers)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
