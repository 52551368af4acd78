#!/bin/sh
# Checks every line of the ISA golden files (tests/isa/golden/*.txt) against
# llvm-mc-19's disassembler: the expected text of a valid line must be what
# llvm-mc prints, and an invalid line must draw its "invalid instruction
# encoding" warning. Lines are "[w64] hex bytes | expected text".
set -eu
status=0
for file in tests/isa/golden/*.txt; do
  grep -v '^#' "$file" | grep -v '^$' | while IFS='|' read -r left expected; do
    attr=+wavefrontsize32
    case "$left" in w64*) attr=+wavefrontsize64; left=${left#w64} ;; esac
    bytes=$(echo $left | sed 's/\([0-9a-fA-F][0-9a-fA-F]\)/0x\1,/g; s/,$//; s/ //g')
    expected=$(echo "$expected" | sed 's/^ *//; s/ *$//')
    out=$(echo "$bytes" | llvm-mc-19 -arch=amdgcn -mcpu=gfx1030 -mattr=$attr --disassemble 2>&1)
    case "$expected" in
      error:*) # the first instruction (column 1) must be the one llvm-mc rejects
        echo "$out" | grep -q ':1:1: warning: invalid instruction encoding' ||
          { echo "$file: $left: llvm-mc-19 decodes it"; exit 1; } ;;
      *) got=$(echo "$out" | grep -v '^[[:space:]]*\.text' | grep -v 'warning\|^0x\|^ *^' |
               head -1 | sed 's/^[[:space:]]*//; s/[[:space:]]\+/ /g; s/ *$//')
        [ "$got" = "$expected" ] ||
          { echo "$file: $left: llvm-mc-19 prints '$got', the file '$expected'"; exit 1; } ;;
    esac
  done || status=1
done
[ $status -eq 0 ] && echo "check_golden: every line agrees with llvm-mc-19"
exit $status
