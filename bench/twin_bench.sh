#!/usr/bin/env bash
# The emulator's cost on a compute-heavy kernel: the twin suite's `mandelbrot`
# case (1024x1024 invocations, up to 256 iterations of ~10 float operations) run
# with --repeat N natively on lavapipe and on RADV over rdnavk, in RUNS rounds
# that time each in turn; prints the median wall-clock times and the ratio rdnavk / native, for the whole
# process and per dispatch (the difference between --repeat N and --repeat 1 runs,
# which takes start-up, device creation and shader compilation out), and the host
# device's own time running rdnavk's work per dispatch, from the run report
# (host_busy_ms: the timestamps each of its command buffers writes).
#
#   bench/twin_bench.sh [-B BUILD_DIR] [-n N] [-r RUNS] [-c CASE] [-w 32|64]
#
# Defaults: build/, N=10, RUNS=5, CASE=mandelbrot, waves of 64. Before timing, one
# run of each with --out checks that the two outputs are identical: a benchmark
# of a refused or wrong dispatch measures nothing, so it stops there.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build n=10 runs=5 case_name=mandelbrot wave=64
usage() {
  echo "usage: bench/twin_bench.sh [-B BUILD_DIR] [-n N] [-r RUNS] [-c CASE] [-w 32|64]" >&2
  exit 2
}
while getopts "B:n:r:c:w:h" opt; do
  case $opt in
    B) build=$OPTARG ;;
    n) n=$OPTARG ;;
    r) runs=$OPTARG ;;
    c) case_name=$OPTARG ;;
    w) wave=$OPTARG ;;
    *) usage ;;
  esac
done
[[ $n =~ ^[0-9]+$ && $n -ge 2 && $runs =~ ^[0-9]+$ && $runs -ge 1 ]] || usage
[[ $wave = 32 || $wave = 64 ]] || usage
twin=$build/bin/rdnavk-twin rdnavk=$build/bin/rdnavk
for f in "$twin" "$rdnavk"; do
  [ -x "$f" ] || { echo "twin_bench.sh: no $f (build rdnavk and rdnavk-twin)" >&2; exit 2; }
done
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
work=$(mktemp -d /tmp/rdnavk-twin-bench-XXXXXX)
trap 'rm -rf "$work"' EXIT

wave_env=()
[ "$wave" = 32 ] && wave_env=(RADV_PERFTEST=cswave32)
native() { "$twin" --device llvmpipe --case "$case_name" "$@"; }
emulated() {
  env "${wave_env[@]}" "$rdnavk" run -q --report "$work/report.json" -- \
    "$twin" --device RADV --case "$case_name" "$@"
}

# The outputs must match before the times mean anything.
native --out "$work/native.bin" || { echo "twin_bench.sh: the native run failed" >&2; exit 1; }
emulated --out "$work/rdnavk.bin" || { echo "twin_bench.sh: the rdnavk run failed" >&2; exit 1; }
if ! "$twin" --case "$case_name" --compare "$work/native.bin" "$work/rdnavk.bin" >"$work/diff"; then
  echo "twin_bench.sh: $case_name under rdnavk does not match lavapipe; nothing to time:" >&2
  cat "$work/diff" >&2
  "$root/tests/twin/refusals.sh" "$work/report.json" | sed 's/^/  refusals: /' >&2
  exit 1
fi

# Seconds one command takes, wall clock.
seconds() {
  local t0 t1
  t0=$(date +%s.%N)
  "$@" >/dev/null || { echo "twin_bench.sh: failed: $*" >&2; exit 1; }
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.4f\n", b - a }'
}

# The median of a column of timings.
median_of() {
  sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# RUNS rounds, each timing the four commands one after another, so that the
# machine's drift over the runs falls on native and rdnavk alike.
: >"$work/times"
for ((i = 0; i < runs; i++)); do
  a=$(seconds native --repeat "$n") || exit 1
  a1=$(seconds native --repeat 1) || exit 1
  b=$(seconds emulated --repeat "$n") || exit 1
  cp "$work/report.json" "$work/report_n.json"
  b1=$(seconds emulated --repeat 1) || exit 1
  echo "$a $a1 $b $b1" >>"$work/times"
done
# The host device's own time running rdnavk's submissions (its timestamps, in the
# run report) per dispatch, from the last round: empty where it has none.
busy=$(python3 - "$work/report_n.json" "$work/report.json" "$n" <<'PY'
import json, sys
def busy(path):
    v = json.load(open(path))[0].get("executor", {}).get("host_busy_ms")
    return v if isinstance(v, (int, float)) else None
bn, b1 = busy(sys.argv[1]), busy(sys.argv[2])
if bn is not None and b1 is not None:
    print("%.4f" % ((bn - b1) / 1000 / (int(sys.argv[3]) - 1)))
PY
)
native_n=$(awk '{ print $1 }' "$work/times" | median_of)
native_1=$(awk '{ print $2 }' "$work/times" | median_of)
emulated_n=$(awk '{ print $3 }' "$work/times" | median_of)
emulated_1=$(awk '{ print $4 }' "$work/times" | median_of)

awk -v c="$case_name" -v n="$n" -v r="$runs" -v w="$wave" \
  -v a="$native_n" -v a1="$native_1" -v b="$emulated_n" -v b1="$emulated_1" -v busy="$busy" 'BEGIN {
  pa = (a - a1) / (n - 1); pb = (b - b1) / (n - 1)
  printf "%s, --repeat %d, median of %d runs (rdnavk: waves of %d)\n", c, n, r, w
  printf "  %-8s %9.3f s total  %9.4f s per dispatch\n", "native", a, pa
  printf "  %-8s %9.3f s total  %9.4f s per dispatch\n", "rdnavk", b, pb
  printf "  rdnavk/native: %.2fx total", b / a
  if (pa > 0 && pb > 0) printf ", %.2fx per dispatch\n", pb / pa
  else printf ", per dispatch: too small to tell (raise -n)\n"
  if (busy != "") printf "  host device busy for rdnavk: %.4f s per dispatch (its timestamps)\n", busy
}'
