#!/usr/bin/env bash
# Regenerates tests/xlate/programs/: the RDNA2 compute programs RADV compiles for
# every rdnavk-twin case, in wave64 and in wave32 (RADV_PERFTEST=cswave32), as
# data for the device-free translation test (tests/xlate/translate_all_test.cpp),
# which cannot run RADV's compiler itself.
#
#   scripts/xlate/capture_programs.sh [-B BUILD_DIR] [CASE...]
#
# With CASEs (names rdnavk-twin --list or rdnavk-gtwin --list prints) only
# those are captured, and only their files replaced; the others stay.
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
# RADV_PERFTEST=gewave32,pswave32), each file named by the stage its JSON's
# "stage" names:
#   <case>.wave64.ngg.*  the NGG program (SPI_SHADER_PGM_LO/HI_ES) and its
#                        registers (GS_W32_EN, RSRC1/2_GS, GE_CNTL, the
#                        primitive type, PA_SU_SC_MODE_CNTL)
#   <case>.wave64.vs.*   or, for a draw without PRIMGEN_EN (RADV's transform
#                        feedback draws, decision record 0044), the legacy
#                        vertex program (SPI_SHADER_PGM_LO/HI_VS) and its
#                        registers (VS_W32_EN, RSRC1/2_VS, VGT_STRMOUT_CONFIG,
#                        VGT_STRMOUT_BUFFER_CONFIG, PA_CL_VS_OUT_CNTL,
#                        PA_SU_POINT_SIZE/MINMAX, the primitive type,
#                        PA_SU_SC_MODE_CNTL)
#   <case>.wave64.gs.*   for a legacy geometry draw (decision record 0045), the
#                        merged ES+GS program (SPI_SHADER_PGM_LO/HI_ES, wave64
#                        always) and its registers (RSRC1/2_GS,
#                        VGT_GS_INSTANCE_CNT, VGT_GS_MAX_VERT_OUT,
#                        VGT_GS_OUT_PRIM_TYPE, VGT_GS_ONCHIP_CNTL, the primitive
#                        type); its .vs.* is the copy shader, whose JSON adds
#                        out_prim_type
#   <case>.wave64.ps.*   the pixel program and its registers (PS_W32_EN,
#                        RSRC1/2_PS, SPI_PS_INPUT_ENA/ADDR/CNTL_n, SPI_PS_IN_CONTROL,
#                        SPI_SHADER_COL_FORMAT); none where rasterisation is
#                        killed (PA_CL_CLIP_CNTL.DX_RASTERIZATION_KILL)
# A case's compute dispatches (RADV's meta operations) are dropped; a second
# distinct program of one stage keeps its number (<case>.wave64.vs.N.*), and
# the test reads only the first.
# Needs a build (rdnavk, rdnavk-twin, rdnavk-gtwin, rdnavk-xlate-extract) and
# Mesa's RADV.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$root/build
while getopts "B:h" opt; do
  case $opt in
    B) build=$OPTARG ;;
    *) echo "usage: scripts/xlate/capture_programs.sh [-B BUILD_DIR] [CASE...]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
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

# The cases to capture: every one, or those named that `list` prints.
chosen() {
  if [ ${#picked[@]} -eq 0 ]; then
    "$@" --list
    return
  fi
  local all c
  all=$("$@" --list)
  for c in "${picked[@]}"; do
    if grep -qx -- "$c" <<<"$all"; then echo "$c"; fi
  done
}
picked=("$@")
every=$("$twin" --list; "$gtwin" --list)
for c in "${picked[@]}"; do
  if ! grep -qx -- "$c" <<<"$every"; then
    echo "capture_programs.sh: no case $c" >&2
    exit 2
  fi
done

for case in $(chosen "$twin"); do
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
for case in $(chosen "$gtwin"); do
  for wave in wave64 wave32; do
    env=()
    [ "$wave" = wave32 ] && env=(RADV_PERFTEST=gewave32,pswave32)
    trace=$work/$case.$wave.rdtrace
    env "${env[@]}" "$rdnavk" capture -q -o "$trace" -- \
      "$gtwin" --device RADV --case "$case" --out "$work/$case.$wave.out" >/dev/null
    # Its programs in order (a draw's vertex program, then its pixel
    # program), each renamed by its stage.
    mkdir -p "$work/extract"
    "$extract" "$trace" "$work/extract/$case.$wave" >/dev/null
    rm -f "$trace"
    for json in $(ls "$work/extract"/*.json | sort -V); do
      stage=$(sed -n 's/^ *"stage": "\(.*\)",\{0,1\}$/\1/p' "$json")
      prog=${json%.json}
      if [ -z "$stage" ]; then  # a compute dispatch
        rm -f "$prog.bin" "$json"
        continue
      fi
      name=$work/draw/$case.$wave.$stage
      if [ -e "$name.bin" ]; then
        name=$name.${prog##*.}
        echo "capture_programs.sh: $case.$wave: another $stage program, kept as $name.bin" >&2
      fi
      mv "$prog.bin" "$name.bin"
      mv "$json" "$name.json"
    done
  done
done

mkdir -p "$out" "$out/draw"
if [ ${#picked[@]} -eq 0 ]; then
  rm -f "$out"/*.bin "$out"/*.json "$out"/draw/*.bin "$out"/draw/*.json
else
  for case in "${picked[@]}"; do
    rm -f "$out/$case".*.bin "$out/$case".*.json "$out/draw/$case".*.bin "$out/draw/$case".*.json
  done
fi
cp "$work"/programs/* "$out"/ 2>/dev/null || true
cp "$work"/draw/* "$out"/draw/ 2>/dev/null || true
echo "wrote $(ls "$out" | grep -c '\.bin$') programs to $out, $(ls "$out/draw" | grep -c '\.bin$') to $out/draw"
