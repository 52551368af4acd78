#!/usr/bin/env bash
# ctest driver of the graphics twin suite (tests/gtwin/CMakeLists.txt passes the paths).
#   gtwin_test.sh list    GTWIN RDNAVK - WORKDIR CASE...  the table names exactly CASE...
#   gtwin_test.sh native  GTWIN RDNAVK CASE WORKDIR       lavapipe twice: identical pixels
#   gtwin_test.sh refused GTWIN RDNAVK CASE WORKDIR       RADV over rdnavk: every draw is
#                                                        refused by a draw-* reason, and
#                                                        the report counts them all
set -uo pipefail
mode=$1 gtwin=$2 rdnavk=$3 case=$4 work=$5
shift 5
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}

if [ "$mode" = list ]; then
  want=$(printf '%s\n' "$@")
  have=$("$gtwin" --list) || exit 1
  if [ "$want" != "$have" ]; then
    echo "RDNAVK_GTWIN_CASES in tests/gtwin/CMakeLists.txt and rdnavk-gtwin --list differ:"
    diff <(echo "$want") <(echo "$have")
    exit 1
  fi
  exit 0
fi

dir=$work/$case.$mode
rm -rf "$dir" && mkdir -p "$dir" || exit 1
case $mode in
  native)
    for run in a b; do
      "$gtwin" --device llvmpipe --case "$case" --out "$dir/$run.bin" || {
        echo "native run of $case failed (exit $?)"
        exit 1
      }
    done
    "$gtwin" --case "$case" --compare "$dir/a.bin" "$dir/b.bin"
    ;;
  refused)
    "$rdnavk" run -q --report "$dir/report.json" -- \
      "$gtwin" --device RADV --case "$case" --out "$dir/rdnavk.bin" || {
      echo "$case under rdnavk failed (exit $?); report: $dir/report.json"
      exit 1
    }
    python3 - "$dir/report.json" <<'PY'
import json, sys
draws, refused = 0, {}
for proc in json.load(open(sys.argv[1])):
    draws += proc.get("draws", 0)
    for k, v in (proc.get("refusals") or {}).items():
        if k.startswith("draw-"):
            refused[k] = refused.get(k, 0) + v["count"]
print(f"draws {draws}, refused {refused}")
if draws == 0 or sum(refused.values()) != draws:
    sys.exit("every draw must be refused by a draw-* reason")
PY
    ;;
  *)
    echo "gtwin_test.sh: unknown mode $mode"
    exit 2
    ;;
esac
