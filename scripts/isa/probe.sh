#!/bin/sh
# Regenerates the GFX10.3 opcode table from LLVM 19 (decision record 0011):
# builds the probe, asks LLVM about every opcode (about a minute), writes
# scripts/isa/gfx1030_isa.json, and generates isa/gfx1030_enums.h,
# isa/gfx1030_table.inc and isa/gfx1030_facts.inc (D19) from it. Run from the
# repository root after `cmake --preset default`; commit the JSON and the
# generated files together.
set -eu
cmake --build build --target isa_probe
build/tests/isa/isa_probe scripts/isa/gfx1030_isa.json
python3 scripts/isa/gen_isa_tables.py scripts/isa/gfx1030_isa.json --out-dir isa
