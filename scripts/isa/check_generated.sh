#!/bin/sh
# Checks that the committed generated files (isa/gfx1030_enums.h,
# isa/gfx1030_table.inc, isa/gfx1030_facts.inc) are what
# scripts/isa/gen_isa_tables.py makes of the committed
# scripts/isa/gfx1030_isa.json, byte for byte. Run from the repository root.
set -eu
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
python3 scripts/isa/gen_isa_tables.py scripts/isa/gfx1030_isa.json --out-dir "$out"
status=0
for f in gfx1030_enums.h gfx1030_table.inc gfx1030_facts.inc; do
  cmp -s "$out/$f" "isa/$f" || { echo "isa/$f differs from what the generator makes"; status=1; }
done
[ $status -eq 0 ] && echo "check_generated: the generated files match the JSON"
exit $status
