#!/usr/bin/env bash
# ctest driver of the twin suite (tests/twin/CMakeLists.txt passes the paths).
#   twin_test.sh list   TWIN RDNAVK - WORKDIR CASE...   the table names exactly CASE...
#   twin_test.sh native TWIN RDNAVK CASE WORKDIR        lavapipe twice: identical outputs
#   twin_test.sh wave64 TWIN RDNAVK CASE WORKDIR        lavapipe vs RADV over rdnavk
#   twin_test.sh wave32 TWIN RDNAVK CASE WORKDIR        the same, RADV_PERFTEST=cswave32
#   twin_test.sh refused TWIN RDNAVK CASE WORKDIR       RADV over rdnavk refuses every
#                                                      dispatch $TWIN_EXPECT_REFUSAL
#   twin_test.sh hoststats TWIN RDNAVK CASE WORKDIR     --host-stats: refused by name on
#                                                      lavapipe, RADV's lines through rdnavk
#   twin_test.sh devicetime TWIN RDNAVK CASE WORKDIR    --device-time on lavapipe and on
#                                                      RADV over rdnavk: the guest's timestamps
#                                                      hold the host device's time running it
# TWIN_HOST_WIDTH, where set, is lavapipe's LP_NATIVE_VECTOR_WIDTH under rdnavk (its
# subgroups are a 32nd of it); the native run always takes lavapipe's default, so
# the bytes compared are the ones a user of lavapipe gets.
# Under rdnavk the Khronos validation layer checks the host device (RDNAVK_DEBUG=
# validate); anything it reports fails the test. TWIN_DEBUG, where set, adds its
# switches to RDNAVK_DEBUG (a variant of the run, such as ldsworkgroup).
# On a difference it prints, per output buffer, the first differing offset and the
# word there in both runs (rdnavk-twin --compare), and the run's refusals.
set -uo pipefail
mode=$1 twin=$2 rdnavk=$3 case=$4 work=$5
shift 5
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}

if [ "$mode" = list ]; then
  want=$(printf '%s\n' "$@")
  have=$("$twin" --list) || exit 1
  if [ "$want" != "$have" ]; then
    echo "RDNAVK_TWIN_CASES in tests/twin/CMakeLists.txt and rdnavk-twin --list differ:"
    diff <(echo "$want") <(echo "$have")
    exit 1
  fi
  exit 0
fi

unset LP_NATIVE_VECTOR_WIDTH
host_env=()
[ -n "${TWIN_HOST_WIDTH:-}" ] && host_env=(LP_NATIVE_VECTOR_WIDTH="$TWIN_HOST_WIDTH")
debug=validate${TWIN_DEBUG:+,$TWIN_DEBUG}
dir=$work/$case.$mode${TWIN_HOST_WIDTH:+.w$TWIN_HOST_WIDTH}${TWIN_DEBUG:+.$TWIN_DEBUG}
rm -rf "$dir" && mkdir -p "$dir" || exit 1
native() {
  "$twin" --device llvmpipe --case "$case" --out "$1" || {
    echo "native run of $case failed (exit $?)"
    exit 1
  }
}

if [ "$mode" = refused ]; then
  env "${host_env[@]}" RDNAVK_DEBUG="$debug" "$rdnavk" run -q --report "$dir/report.json" -- \
    "$twin" --device RADV --case "$case" --out "$dir/rdnavk.bin" || {
    echo "$case under rdnavk failed (exit $?); report: $dir/report.json"
    exit 1
  }
  refusals=$("$(dirname "$0")/refusals.sh" "$dir/report.json")
  echo "$refusals"
  other=$(echo "$refusals" | grep -v "^${TWIN_EXPECT_REFUSAL:?} " || true)
  if ! echo "$refusals" | grep -q "^$TWIN_EXPECT_REFUSAL "; then
    echo "expected every dispatch refused $TWIN_EXPECT_REFUSAL"
    exit 1
  fi
  if [ -n "$other" ]; then
    echo "refusals other than $TWIN_EXPECT_REFUSAL: $other"
    exit 1
  fi
  exit 0
fi

if [ "$mode" = hoststats ]; then
  # lavapipe offers no VK_KHR_pipeline_executable_properties: a named failure;
  # RADV does, one line for its one compute executable.
  out=$("$twin" --device llvmpipe --case "$case" --host-stats 2>&1)
  rc=$?
  echo "lavapipe (exit $rc): $out"
  [ $rc = 1 ] && [ "$out" = "rdnavk-twin: the device lacks VK_KHR_pipeline_executable_properties (--host-stats)" ] || exit 1
  out=$("$rdnavk" run -q -- "$twin" --device RADV --case "$case" --host-stats) || exit 1
  echo "RADV: $out"
  [ "$(echo "$out" | wc -l)" = 1 ] || { echo "not one line"; exit 1; }
  [[ $out =~ ^"compute (subgroup "(32|64)"): ".*", VGPRs "[1-9][0-9]*", " ]] || { echo "not RADV's statistics"; exit 1; }
  exit 0
fi

if [ "$mode" = devicetime ]; then
  # Eight dispatches, timed by the device's timestamps around them: on lavapipe a
  # positive figure; through RADV over rdnavk the guest's end-of-pipe timestamp
  # comes once the work before it has run, so the interval holds at least the
  # host device's own time running it (the run report's host_busy_ms).
  line=$("$twin" --device llvmpipe --case "$case" --repeat 8 --device-time) || exit 1
  echo "lavapipe: $line"
  [[ $line =~ ^"device time: "[1-9][0-9]*" ns"$ ]] || { echo "not a device time"; exit 1; }
  line=$(RDNAVK_DEBUG="$debug" "$rdnavk" run -q --report "$dir/report.json" -- \
    "$twin" --device RADV --case "$case" --repeat 8 --device-time) || exit 1
  busy=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))[0]["executor"]["host_busy_ms"])' \
    "$dir/report.json") || exit 1
  echo "rdnavk: $line; host device busy $busy ms"
  [[ $line =~ ^"device time: "([1-9][0-9]*)" ns"$ ]] || { echo "not a device time"; exit 1; }
  awk -v t="${BASH_REMATCH[1]}" -v b="$busy" 'BEGIN { exit !(t >= b * 1e6) }' || {
    echo "the guest's timestamps hold less than the host device's time running its work"
    exit 1
  }
  exit 0
fi

native "$dir/native.bin"
case $mode in
  native)
    native "$dir/again.bin"
    other=$dir/again.bin
    ;;
  wave64 | wave32)
    other=$dir/rdnavk.bin
    env=()
    [ "$mode" = wave32 ] && env=(RADV_PERFTEST=cswave32)
    env "${env[@]}" "${host_env[@]}" RDNAVK_DEBUG="$debug" "$rdnavk" run -q --report "$dir/report.json" -- \
      "$twin" --device RADV --case "$case" --out "$other"
    rc=$?
    if [ $rc -ne 0 ]; then
      echo "$case under rdnavk ($mode) failed (exit $rc); report: $dir/report.json"
      exit 1
    fi
    messages=$(grep -o '"host_validation_messages": *[0-9]*' "$dir/report.json" | grep -o '[0-9]*$')
    if [ "${messages:-missing}" != 0 ]; then
      echo "the validation layer reported ${messages:-nothing (no count in the report)} on the host device; report: $dir/report.json"
      exit 1
    fi
    ;;
  *)
    echo "twin_test.sh: unknown mode '$mode'"
    exit 2
    ;;
esac

if [ "$mode" = native ]; then
  echo "A: lavapipe, B: lavapipe again"
else
  echo "A: lavapipe, B: RADV over rdnavk ($mode${TWIN_HOST_WIDTH:+, host subgroups of $((TWIN_HOST_WIDTH / 32))})"
fi
"$twin" --case "$case" --compare "$dir/native.bin" "$other"
rc=$?
if [ $rc -ne 0 ] && [ "$mode" != native ]; then
  echo "refusals in the run report ($dir/report.json):"
  "$(dirname "$0")/refusals.sh" "$dir/report.json" | sed 's/^/  /'
fi
exit $rc
