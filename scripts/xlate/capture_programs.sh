#!/usr/bin/env bash
# Regenerates tests/xlate/programs/: the RDNA2 compute programs RADV compiles for
# every rdnavk-twin case, in wave64 and in wave32 (RADV_PERFTEST=cswave32), as
# data for the device-free translation test (tests/xlate/translate_all_test.cpp),
# which cannot run RADV's compiler itself.
#
#   scripts/xlate/capture_programs.sh [-B BUILD_DIR]
#
# Each case runs once under `rdnavk capture` per wave size; rdnavk-xlate-extract
# (tests/xlate/extract_programs.cpp) reads the trace back through the command
# processor and writes, per distinct program dispatched,
#   <case>.wave64.bin   the program's bytes, from its entry to the end of its last
#                       reachable instruction
#   <case>.wave64.json  its dispatch's registers: wave64 (CS_W32_EN clear),
#                       threads (COMPUTE_NUM_THREAD_X/Y/Z.NUM_THREAD_FULL),
#                       rsrc1/2/3 (COMPUTE_PGM_RSRC1/2/3)
# (<case>.wave64.N.* when a case dispatches several programs; a wave32 capture
# that RADV compiled in wave64 all the same is dropped). The files change
# when Mesa's compiler does; the test translates whatever the folder holds.
# The same for every rdnavk-gtwin case's draw into programs/draw/ (wave32 with
# RADV_PERFTEST=gewave32,pswave32):
#   <case>.wave64.ngg.*  the NGG program (SPI_SHADER_PGM_LO/HI_ES) and its
#                        registers (GS_W32_EN, RSRC1/2_GS, GE_CNTL, the
#                        primitive type, PA_SU_SC_MODE_CNTL)
#   <case>.wave64.ps.*   the pixel program and its registers (PS_W32_EN,
#                        RSRC1/2_PS, SPI_PS_INPUT_ENA/ADDR/CNTL_n, SPI_PS_IN_CONTROL,
#                        SPI_SHADER_COL_FORMAT)
# Needs a build (rdnavk, rdnavk-twin, rdnavk-gtwin, rdnavk-xlate-extract) and
# Mesa's RADV.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$root/build
while getopts "B:h" opt; do
  case $opt in
    B) build=$OPTARG ;;
    *) echo "usage: scripts/xlate/capture_programs.sh [-B BUILD_DIR]" >&2; exit 2 ;;
  esac
done
rdnavk=$build/bin/rdnavk twin=$build/bin/rdnavk-twin extract=$build/bin/rdnavk-xlate-extract
gtwin=$build/bin/rdnavk-gtwin
for f in "$rdnavk" "$twin" "$gtwin" "$extract"; do
  [ -x "$f" ] || { echo "capture_programs.sh: no $f (build it first)" >&2; exit 2; }
done
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
work=$(mktemp -d /tmp/rdnavk-xlate-capture-XXXXXX)
trap 'rm -rf "$work"' EXIT
out=$root/tests/xlate/programs
mkdir -p "$work/programs"

for case in $("$twin" --list); do
  for wave in wave64 wave32; do
    env=()
    [ "$wave" = wave32 ] && env=(RADV_PERFTEST=cswave32)
    trace=$work/$case.$wave.rdtrace
    env "${env[@]}" "$rdnavk" capture -q -o "$trace" -- \
      "$twin" --device RADV --case "$case" --out "$work/$case.$wave.out" >/dev/null
    "$extract" "$trace" "$work/programs/$case.$wave" >/dev/null
    rm -f "$trace"
  done
  # RADV compiles some cases in wave64 even under cswave32 (nonuniform_index,
  # subgroup_lanes and subgroup_reduce with Mesa 25.0): the same program twice
  # is kept once, as wave64.
  p=$work/programs/$case
  if cmp -s "$p.wave32.bin" "$p.wave64.bin" && cmp -s "$p.wave32.json" "$p.wave64.json"; then
    rm -f "$p.wave32.bin" "$p.wave32.json"
  fi
done

mkdir -p "$work/draw"
for case in $("$gtwin" --list); do
  for wave in wave64 wave32; do
    env=()
    [ "$wave" = wave32 ] && env=(RADV_PERFTEST=gewave32,pswave32)
    trace=$work/$case.$wave.rdtrace
    env "${env[@]}" "$rdnavk" capture -q -o "$trace" -- \
      "$gtwin" --device RADV --case "$case" --out "$work/$case.$wave.out" >/dev/null
    # One draw: its NGG program first, then its pixel program.
    "$extract" "$trace" "$work/draw/$case.$wave" >/dev/null
    for ext in bin json; do
      mv "$work/draw/$case.$wave.0.$ext" "$work/draw/$case.$wave.ngg.$ext"
      mv "$work/draw/$case.$wave.1.$ext" "$work/draw/$case.$wave.ps.$ext"
    done
    rm -f "$trace"
  done
done

mkdir -p "$out" "$out/draw"
rm -f "$out"/*.bin "$out"/*.json "$out"/draw/*.bin "$out"/draw/*.json
cp "$work"/programs/* "$out"/
cp "$work"/draw/* "$out"/draw/
echo "wrote $(ls "$out" | grep -c '\.bin$') programs to $out, $(ls "$out/draw" | grep -c '\.bin$') to $out/draw"
