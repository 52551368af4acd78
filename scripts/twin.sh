#!/usr/bin/env bash
# The compute twin suite at a glance: every case of tests/twin run natively on
# lavapipe and on RADV over rdnavk (compute waves of 64, then of 32 with
# RADV_PERFTEST=cswave32), one table row per case and wave:
#   CASE  WAVE  same | differ at OFFSET (BUFFER+OFFSET) | failed (MESSAGE)
# followed by the refusal table of that run's report. Builds nothing.
#
#   scripts/twin.sh [-B BUILD_DIR] [CASE...]     (default: build/, every case)
#
# TWIN_TIMEOUT (seconds, default 600) bounds each run. Exit status: 0 when every
# run is `same`, 1 otherwise, 2 on bad usage.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build
if [ "${1:-}" = -B ]; then
  [ $# -ge 2 ] || { echo "usage: scripts/twin.sh [-B BUILD_DIR] [CASE...]" >&2; exit 2; }
  build=$(cd "$2" && pwd) || exit 2
  shift 2
fi
case "${1:-}" in -h | --help)
  sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
  ;;
esac
twin=$build/bin/rdnavk-twin
rdnavk=$build/bin/rdnavk
for f in "$twin" "$rdnavk"; do
  [ -x "$f" ] || { echo "scripts/twin.sh: no $f (build the rdnavk and rdnavk-twin targets)" >&2; exit 2; }
done
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
timeout_s=${TWIN_TIMEOUT:-600}
refusals=$root/tests/twin/refusals.sh

if [ $# -gt 0 ]; then cases=("$@"); else mapfile -t cases < <("$twin" --list); fi
work=$(mktemp -d /tmp/rdnavk-twin-XXXXXX)
trap 'rm -rf "$work"' EXIT

# The last line a failed run printed, for the table.
last_words() { tail -n 1 "$1" 2>/dev/null | cut -c1-120; }

# "differ at FILE_OFFSET (BUFFER+OFFSET)" from the first line of --compare's output.
first_difference() {
  sed -n '1s/^\([^:]*\): first difference at offset \([0-9]*\) (file offset \([0-9]*\)).*/differ at \3 (\1+\2)/p;1q' "$1"
}

row() { printf '%-18s %-6s %s\n' "$1" "$2" "$3"; }

all_same=1
row case wave result
for c in "${cases[@]}"; do
  dir=$work/$c
  mkdir -p "$dir"
  if ! timeout "$timeout_s" "$twin" --device llvmpipe --case "$c" --out "$dir/native.bin" \
    2>"$dir/native.err"; then
    row "$c" native "failed ($(last_words "$dir/native.err"))"
    all_same=0
    continue
  fi
  for wave in 64 32; do
    env=()
    [ $wave = 32 ] && env=(RADV_PERFTEST=cswave32)
    out=$dir/wave$wave.bin report=$dir/wave$wave.json
    env "${env[@]}" timeout "$timeout_s" "$rdnavk" run -q --report "$report" -- \
      "$twin" --device RADV --case "$c" --out "$out" 2>"$dir/wave$wave.err"
    rc=$?
    if [ $rc -ne 0 ]; then
      [ $rc = 124 ] && echo "timed out after ${timeout_s}s" >>"$dir/wave$wave.err"
      result="failed ($(last_words "$dir/wave$wave.err"))"
    elif "$twin" --case "$c" --compare "$dir/native.bin" "$out" >"$dir/wave$wave.diff"; then
      result=same
    else
      result=$(first_difference "$dir/wave$wave.diff")
      [ -n "$result" ] || result="failed ($(last_words "$dir/wave$wave.diff"))"
    fi
    [ "$result" = same ] || all_same=0
    row "$c" "wave$wave" "$result"
    "$refusals" "$report" | sed 's/^/      refusals: /'
  done
done
[ $all_same = 1 ]
