#!/usr/bin/env bash
# Regenerates bench/xlate_programs.h: the compute programs RADV compiles for
# rdnavk-vk-compute and three rdnavk-twin cases, as byte arrays with the
# registers they were dispatched with, for bench/xlate_bench.cpp. Each program
# is captured under rdnavk (`rdnavk capture`), read back with `rdnavk disasm
# --submission 0 --stage cs` (every instruction reachable from the entry, with
# its offset and words) and its dispatch registers with `rdnavk pm4`.
#
#   bench/xlate_programs.sh [-B BUILD_DIR]
#
# Bytes no path reaches are filled with s_code_end, as RADV pads its programs.
# The header changes when Mesa's compiler does; the benchmark reads whatever it holds.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build
while getopts "B:h" opt; do
  case $opt in
    B) build=$OPTARG ;;
    *) echo "usage: bench/xlate_programs.sh [-B BUILD_DIR]" >&2; exit 2 ;;
  esac
done
rdnavk=$build/bin/rdnavk twin=$build/bin/rdnavk-twin vkc=$build/bin/rdnavk-vk-compute
for f in "$rdnavk" "$twin" "$vkc"; do
  [ -x "$f" ] || { echo "xlate_programs.sh: no $f" >&2; exit 2; }
done
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
work=$(mktemp -d /tmp/rdnavk-xlate-programs-XXXXXX)
trap 'rm -rf "$work"' EXIT

# name: the command whose first dispatch is captured.
programs=(vk_compute mandelbrot control_flow float64)
capture() {
  local name=$1
  if [ "$name" = vk_compute ]; then
    "$rdnavk" capture -q -o "$work/$name.rdtrace" -- "$vkc" >/dev/null
  else
    "$rdnavk" capture -q -o "$work/$name.rdtrace" -- \
      "$twin" --device RADV --case "$name" --out "$work/$name.bin"
  fi
}

# One entry of kXlatePrograms: the name, the registers of the first dispatch
# and the program's words.
entry() {
  local name=$1 trace=$work/$1.rdtrace
  "$rdnavk" pm4 "$trace" >"$work/$name.pm4"
  "$rdnavk" disasm "$trace" --submission 0 --stage cs --wave64 >"$work/$name.s"
  awk -v name="$name" '
    FNR == 1 { file++ }
    # rdnavk pm4: "VALUE   REGISTER <- ...", up to the first dispatch.
    file == 1 && !done && $2 ~ /^COMPUTE_(PGM_RSRC1|PGM_RSRC2|NUM_THREAD_[XYZ])$/ && $3 == "<-" {
      reg[$2] = $1
    }
    file == 1 && /DISPATCH_DIRECT/ { dispatch = 1 }
    file == 1 && dispatch && !done && $1 == "CS_W32_EN" { w32 = $3; done = 1 }
    # rdnavk disasm: "; program at ADDR: N instructions, B blocks, SIZE bytes".
    file == 2 && FNR == 1 { size = $(NF - 1) }
    file == 2 && match($0, /; [0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]:( [0-9A-F]+)+/) {
      n = split(substr($0, RSTART + 2, RLENGTH - 2), f, /[: ]+/)
      at = strtonum_hex(f[1]) / 4
      for (i = 2; i <= n; i++) word[at + i - 2] = f[i]
    }
    function strtonum_hex(s,   v, i, c) {
      v = 0
      for (i = 1; i <= length(s); i++) {
        c = index("0123456789abcdef", tolower(substr(s, i, 1))) - 1
        v = v * 16 + c
      }
      return v
    }
    END {
      if (!done || size == "") { print "xlate_programs.sh: " name ": no dispatch" > "/dev/stderr"; exit 1 }
      # NUM_THREAD_FULL: bits 9:0 of COMPUTE_NUM_THREAD_X/Y/Z.
      printf "    {\"%s\", %s, {%d, %d, %d}, 0x%s, 0x%s,\n",
             name, w32 == "0" ? "true" : "false", strtonum_hex(reg["COMPUTE_NUM_THREAD_X"]) % 1024,
             strtonum_hex(reg["COMPUTE_NUM_THREAD_Y"]) % 1024,
             strtonum_hex(reg["COMPUTE_NUM_THREAD_Z"]) % 1024,
             reg["COMPUTE_PGM_RSRC1"], reg["COMPUTE_PGM_RSRC2"]
      printf "     {"
      for (i = 0; i < size / 4; i++) {
        if (i % 6 == 0) printf "\n         "
        printf "0x%s,", (i in word) ? tolower(word[i]) : "bf9f0000"
        if (i % 6 != 5 && i + 1 < size / 4) printf " "
      }
      printf "\n     }},\n"
    }' "$work/$name.pm4" "$work/$name.s"
}

out=$root/bench/xlate_programs.h
{
  cat <<'EOF'
// GENERATED FILE: do not edit. Made by bench/xlate_programs.sh from captures of
// RADV's compute programs under rdnavk (rdnavk-vk-compute and the rdnavk-twin
// cases of the same names). Rerun from the repository root after a build:
//   bench/xlate_programs.sh [-B BUILD_DIR]
// Each holds the registers of the program's dispatch and its words from the
// entry to the end of its last reachable instruction.
// clang-format off
#pragma once

#include <cstdint>
#include <vector>

namespace rdnavk::bench {

struct XlateProgram {
  const char* name;
  bool wave64;               // DISPATCH_INITIATOR.CS_W32_EN clear
  uint32_t threads[3];       // COMPUTE_NUM_THREAD_X/Y/Z.NUM_THREAD_FULL
  uint32_t rsrc1, rsrc2;     // COMPUTE_PGM_RSRC1/2
  std::vector<uint32_t> words;
};

inline const XlateProgram kXlatePrograms[] = {
EOF
  for p in "${programs[@]}"; do
    capture "$p"
    entry "$p"
  done
  cat <<'EOF'
};

}  // namespace rdnavk::bench
EOF
} >"$work/programs.h"
mv "$work/programs.h" "$out"
echo "wrote $out"
