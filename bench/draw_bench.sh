#!/usr/bin/env bash
# The emulator's cost per draw: rdnavk-gtwin's `large_draw` case (100,000 small
# triangles in one draw into a 256x256 target), its `triangles_flat` case (40
# triangles into 64x64) and its `mrt4_submissions` case (four 64x64 targets, a
# triangle a submission over 100 submissions: what attachments cost across
# submissions, issue 16 and decision record 0047) run with --repeat N natively
# on lavapipe and on RADV over rdnavk, each RUNS times: rdnavk as it runs
# (colour targets kept on the host device between draws, D47) and under
# RDNAVK_DEBUG=nokeep (every target seeded and written back around each draw).
# Prints the median wall-clock times and the ratios to native, for the whole
# process and per repetition (the difference between --repeat N and --repeat 1
# runs, which takes start-up and compilation out), and how often rdnavk seeded
# its targets from guest memory and wrote them back in the --repeat 1 runs.
#
#   bench/draw_bench.sh [-B BUILD_DIR] [-r RUNS] [-w 32|64] [CASE...]
#
# Defaults: build/, RUNS=3, waves of 64, every case; N is 11 for large_draw,
# 1001 for triangles_flat and 3 for mrt4_submissions (a repetition is its 100
# submissions). Before timing, one run of each with --out checks that the two
# targets are identical: a benchmark of a refused or wrong draw measures nothing.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build runs=3 wave=64
usage() {
  echo "usage: bench/draw_bench.sh [-B BUILD_DIR] [-r RUNS] [-w 32|64] [CASE...]" >&2
  exit 2
}
while getopts "B:r:w:h" opt; do
  case $opt in
    B) build=$OPTARG ;;
    r) runs=$OPTARG ;;
    w) wave=$OPTARG ;;
    *) usage ;;
  esac
done
[[ $runs =~ ^[0-9]+$ && $runs -ge 1 ]] || usage
[[ $wave = 32 || $wave = 64 ]] || usage
gtwin=$build/bin/rdnavk-gtwin rdnavk=$build/bin/rdnavk
for f in "$gtwin" "$rdnavk"; do
  [ -x "$f" ] || { echo "draw_bench.sh: no $f (build rdnavk and rdnavk-gtwin)" >&2; exit 2; }
done
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
work=$(mktemp -d /tmp/rdnavk-draw-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT
wave_env=()
[ "$wave" = 32 ] && wave_env=(RADV_PERFTEST=gewave32,pswave32)

seconds() {
  local t0 t1
  t0=$(date +%s.%N)
  "$@" >/dev/null || { echo "draw_bench.sh: failed: $*" >&2; exit 1; }
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f\n", b - a }'
}
median() {
  local i
  for ((i = 0; i < runs; i++)); do seconds "$@" || exit 1; done |
    sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

shift $((OPTIND - 1))
specs=()
for spec in large_draw:11 triangles_flat:1001 mrt4_submissions:3; do
  if [ $# -eq 0 ] || printf '%s\n' "$@" | grep -qx -- "${spec%%:*}"; then specs+=("$spec"); fi
done
[ ${#specs[@]} -gt 0 ] || usage
for spec in "${specs[@]}"; do
  case_name=${spec%%:*} n=${spec##*:}
  native() { "$gtwin" --device llvmpipe --case "$case_name" "$@"; }
  emulated() {
    env "${wave_env[@]}" "$rdnavk" run -q --report "$work/report.json" -- \
      "$gtwin" --device RADV --case "$case_name" "$@"
  }
  nokeep() {
    env "${wave_env[@]}" RDNAVK_DEBUG=nokeep "$rdnavk" run -q --report "$work/nokeep.json" -- \
      "$gtwin" --device RADV --case "$case_name" "$@"
  }
  native --out "$work/native.bin" || { echo "draw_bench.sh: the native run failed" >&2; exit 1; }
  emulated --out "$work/rdnavk.bin" || { echo "draw_bench.sh: the rdnavk run failed" >&2; exit 1; }
  if ! "$gtwin" --case "$case_name" --compare "$work/native.bin" "$work/rdnavk.bin" >"$work/diff"; then
    echo "draw_bench.sh: $case_name under rdnavk does not match lavapipe; nothing to time:" >&2
    cat "$work/diff" >&2
    "$root/tests/twin/refusals.sh" "$work/report.json" | sed 's/^/  refusals: /' >&2
    exit 1
  fi
  nokeep --out "$work/nokeep.bin" || { echo "draw_bench.sh: the nokeep run failed" >&2; exit 1; }
  if ! "$gtwin" --case "$case_name" --compare "$work/native.bin" "$work/nokeep.bin" >"$work/diff"; then
    echo "draw_bench.sh: $case_name under rdnavk (nokeep) does not match lavapipe" >&2
    cat "$work/diff" >&2
    exit 1
  fi
  counts() {
    python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
r = r[-1] if isinstance(r, list) else r
a = r.get("attachments", {})
print(a.get("seeded", 0), a.get("written_back", 0))' "$1"
  }
  attachments=$(counts "$work/report.json") || exit 1
  attachments_nokeep=$(counts "$work/nokeep.json") || exit 1
  native_n=$(median native --repeat "$n") || exit 1
  native_1=$(median native --repeat 1) || exit 1
  emulated_n=$(median emulated --repeat "$n") || exit 1
  emulated_1=$(median emulated --repeat 1) || exit 1
  nokeep_n=$(median nokeep --repeat "$n") || exit 1
  nokeep_1=$(median nokeep --repeat 1) || exit 1
  awk -v c="$case_name" -v n="$n" -v r="$runs" -v w="$wave" \
    -v a="$native_n" -v a1="$native_1" -v b="$emulated_n" -v b1="$emulated_1" \
    -v d="$nokeep_n" -v d1="$nokeep_1" \
    -v att="$attachments" -v attn="$attachments_nokeep" 'BEGIN {
    split(att, k, " "); split(attn, kn, " ")
    pa = (a - a1) / (n - 1); pb = (b - b1) / (n - 1); pd = (d - d1) / (n - 1)
    printf "%s, --repeat %d, median of %d runs (rdnavk: waves of %d)\n", c, n, r, w
    printf "  %-14s %9.3f s total  %9.5f s a repetition\n", "native", a, pa
    printf "  %-14s %9.3f s total  %9.5f s a repetition\n", "rdnavk", b, pb
    printf "  %-14s %9.3f s total  %9.5f s a repetition\n", "rdnavk nokeep", d, pd
    printf "  rdnavk/native: %.2fx total", b / a
    if (pa > 0 && pb > 0) printf ", %.2fx a repetition\n", pb / pa
    else printf ", a repetition: too small to tell\n"
    printf "  rdnavk nokeep/native: %.2fx total", d / a
    if (pa > 0 && pd > 0) printf ", %.2fx a repetition\n", pd / pa
    else printf ", a repetition: too small to tell\n"
    printf "  rdnavk, one repetition: targets seeded %d times, written back %d (nokeep: %d, %d)\n",
      k[1], k[2], kn[1], kn[2]
  }'
done
