#!/usr/bin/env bash
# ctest driver of the graphics twin suite (tests/gtwin/CMakeLists.txt passes the paths).
#   gtwin_test.sh list    GTWIN RDNAVK - WORKDIR CASE...  the table names exactly CASE...
#   gtwin_test.sh native  GTWIN RDNAVK CASE WORKDIR       lavapipe twice, the second into
#                                                        optimally tiled targets (--optimal):
#                                                        identical pixels
#   gtwin_test.sh wave64  GTWIN RDNAVK CASE WORKDIR       lavapipe against RADV over rdnavk,
#                                                        no refusal, pixels identical (or
#                                                        within GTWIN_TOLERANCE per channel)
#   gtwin_test.sh wave32  GTWIN RDNAVK CASE WORKDIR       the same with
#                                                        RADV_PERFTEST=gewave32,pswave32
#   gtwin_test.sh images  GTWIN RDNAVK CASE WORKDIR       `rdnavk replay --images` of the
#                                                        case's capture writes its target
#                                                        after the draw as a PNG whose
#                                                        pixels are native lavapipe's
#   gtwin_test.sh diskcache GTWIN RDNAVK CASE WORKDIR     RADV over rdnavk twice with one
#                                                        new module cache on disk: the
#                                                        first run translates and stores
#                                                        every module, the second loads
#                                                        them all and translates none;
#                                                        both runs' pixels are native's
#   gtwin_test.sh refused GTWIN RDNAVK CASE WORKDIR       RADV over rdnavk: every draw is
#                                                        refused by a named reason, and
#                                                        the report counts them all
# GTWIN_DEBUG, where set, adds its RDNAVK_DEBUG flags to the run under rdnavk
# (wave64, wave32).
# GTWIN_HOST_WIDTH, where set, is lavapipe's LP_NATIVE_VECTOR_WIDTH under rdnavk
# (its subgroups are a 32nd of it); the native run takes lavapipe's default.
# GTWIN_EXPECT_REFUSAL, with mode refused: the one reason every draw must have.
# GTWIN_REFUSED_DRAWS, with mode refused: how many of the case's draws must be
# refused (its first ones, which set it up, run), or of its packets (a query's
# reads) where its draws run.
# Under rdnavk the Khronos validation layer checks the host device (RDNAVK_DEBUG=
# validate); anything it reports fails the test.
set -uo pipefail
mode=$1 gtwin=$2 rdnavk=$3 case=$4 work=$5
shift 5
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}

if [ "$mode" = list ]; then
  want=$(printf '%s\n' "$@")
  have=$("$gtwin" --list) || exit 1
  if [ "$want" != "$have" ]; then
    echo "RDNAVK_GTWIN_CASES and RDNAVK_GTWIN_TEXTURE_CASES in tests/gtwin/CMakeLists.txt" \
      "and rdnavk-gtwin --list differ:"
    diff <(echo "$want") <(echo "$have")
    exit 1
  fi
  exit 0
fi

unset LP_NATIVE_VECTOR_WIDTH
host_env=()
[ -n "${GTWIN_HOST_WIDTH:-}" ] && host_env=(LP_NATIVE_VECTOR_WIDTH="$GTWIN_HOST_WIDTH")
dir=$work/$case.$mode${GTWIN_HOST_WIDTH:+.w$GTWIN_HOST_WIDTH}
rm -rf "$dir" && mkdir -p "$dir" || exit 1
case $mode in
  native)
    for run in a b; do
      flags=()
      [ $run = b ] && flags=(--optimal)
      "$gtwin" --device llvmpipe --case "$case" "${flags[@]}" --out "$dir/$run.bin" || {
        echo "native run of $case failed (exit $?)"
        exit 1
      }
    done
    "$gtwin" --case "$case" --compare "$dir/a.bin" "$dir/b.bin"
    ;;
  wave64 | wave32)
    "$gtwin" --device llvmpipe --case "$case" --out "$dir/native.bin" || {
      echo "native run of $case failed (exit $?)"
      exit 1
    }
    env=()
    [ "$mode" = wave32 ] && env=(RADV_PERFTEST=gewave32,pswave32)
    env "${env[@]}" "${host_env[@]}" RDNAVK_DEBUG="validate${GTWIN_DEBUG:+,$GTWIN_DEBUG}" \
      "$rdnavk" run -q \
      --report "$dir/report.json" -- \
      "$gtwin" --device RADV --case "$case" --out "$dir/rdnavk.bin" || {
      echo "$case under rdnavk ($mode) failed (exit $?); report: $dir/report.json"
      exit 1
    }
    refusals=$("$(dirname "$0")/../twin/refusals.sh" "$dir/report.json")
    if [ "$refusals" != none ]; then
      echo "refused: $refusals"
      exit 1
    fi
    validation=$(python3 -c '
import json, os, sys
procs = json.load(open(sys.argv[1]))
# Each draw takes its targets (colour, and depth/stencil where it has one) from
# guest memory or, where a draw before kept them on the host device, from there
# (D47): at least one a draw (GTWIN_UNTARGETED_DRAWS: draws with rasterisation
# killed, which have none). None is left unwritten at the end (a draw that
# reached the pages of a kept target runs again: its first seeds are dropped, so
# seeds may outnumber write-backs). GTWIN_MAX_SEEDED and
# GTWIN_MAX_WRITTEN bound the two where a case says how far keeping goes.
draws = sum(p["executor"]["draws_run"] for p in procs)
a = [p["attachments"] for p in procs]
seeded = sum(x["seeded"] for x in a)
kept = sum(x.get("kept", 0) for x in a)
written = sum(x["written_back"] for x in a)
dirty = sum(x.get("dirty", 0) for x in a)
untargeted = int(os.environ.get("GTWIN_UNTARGETED_DRAWS", "0"))
most_seeded = int(os.environ.get("GTWIN_MAX_SEEDED", "-1"))
# Writes back stay few only where the mappings of the application are guarded
# (userfaultfd); otherwise the end of each submission writes back.
guarded = all(x.get("guard") == "userfaultfd" for x in a)
most_written = int(os.environ.get("GTWIN_MAX_WRITTEN", "-1")) if guarded else -1
if (draws == 0 or seeded + kept < draws - untargeted or dirty != 0
        or (most_seeded >= 0 and seeded > most_seeded)
        or (most_written >= 0 and written > most_written)):
    sys.exit(f"draws {draws}, targets seeded {seeded}, kept {kept}, written back {written}, "
             f"left dirty {dirty}")
print(sum(p.get("host_validation_messages", 0) or 0 for p in procs))
' "$dir/report.json") || {
      echo "$validation"
      exit 1
    }
    if [ "$validation" != 0 ]; then
      echo "the validation layer reported $validation messages on the host device"
      exit 1
    fi
    "$gtwin" --case "$case" --compare "$dir/native.bin" "$dir/rdnavk.bin" \
      --tolerance "${GTWIN_TOLERANCE:-0}"
    ;;
  images)
    "$gtwin" --device llvmpipe --case "$case" --out "$dir/native.bin" || exit 1
    "$rdnavk" capture -q -o "$dir/case.rdtrace" -- \
      "$gtwin" --device RADV --case "$case" --out "$dir/captured.bin" || exit 1
    mkdir -p "$dir/images"
    "$rdnavk" replay --summary --images "$dir/images" "$dir/case.rdtrace" >"$dir/replay.log" || {
      cat "$dir/replay.log"
      exit 1
    }
    python3 - "$dir/images" "$dir/native.bin" ${GTWIN_DEPTH_IMAGE:+depth} <<'PY' || exit 1
import glob, struct, sys, zlib
def pixels(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, color = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and color == 6, "not 8-bit RGBA"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw, rows, prev, stride = zlib.decompress(idat), [], bytearray(w * 4), w * 4
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b, c = prev[i], prev[i - 4] if i >= 4 else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return b"".join(rows)
files = sorted(glob.glob(sys.argv[1] + "/*-t0.png"))
if not files:
    sys.exit("no image written")
if pixels(files[-1]) != open(sys.argv[2], "rb").read():
    sys.exit(files[-1] + ": its pixels are not native lavapipe's")
# A depth target's image: grey, the cleared far plane white and drawn depths
# nearer (darker), both there.
depth = sorted(glob.glob(sys.argv[1] + "/*-z.png"))
if len(sys.argv) > 3 and sys.argv[3] == "depth":
    if not depth:
        sys.exit("no depth image written")
    z = pixels(depth[-1])
    greys = {z[i] for i in range(0, len(z), 4)}
    if any(z[i] != z[i + 1] or z[i] != z[i + 2] or z[i + 3] != 255 for i in range(0, len(z), 4)):
        sys.exit(depth[-1] + ": not grey")
    if 255 not in greys or len(greys) < 2:
        sys.exit(depth[-1] + ": not the cleared plane and drawn depths")
print(files[-1], "equals native lavapipe's target")
PY
    ;;
  diskcache)
    "$gtwin" --device llvmpipe --case "$case" --out "$dir/native.bin" || exit 1
    for run in cold warm; do
      RDNAVK_CACHE_DIR="$dir/cache" "$rdnavk" run -q --report "$dir/$run.json" -- \
        "$gtwin" --device RADV --case "$case" --out "$dir/$run.bin" || {
        echo "$case under rdnavk ($run cache) failed (exit $?); report: $dir/$run.json"
        exit 1
      }
      "$gtwin" --case "$case" --compare "$dir/native.bin" "$dir/$run.bin" || exit 1
    done
    python3 - "$dir/cold.json" "$dir/warm.json" <<'PY'
import json, sys
def totals(path):
    t = {"translated": 0, "loaded": 0, "stored": 0, "rejected": 0, "refused": 0}
    for p in json.load(open(path)):
        e = p["executor"]
        t["translated"] += e["modules_translated"]
        t["loaded"] += e["modules_loaded"]
        t["stored"] += e["disk_cache"]["stored"]
        t["rejected"] += e["disk_cache"]["rejected"]
        t["refused"] += sum(v["count"] for v in (p.get("refusals") or {}).values())
    return t
cold, warm = totals(sys.argv[1]), totals(sys.argv[2])
print("cold", cold, "warm", warm)
if (cold["translated"] == 0 or cold["stored"] != cold["translated"] or cold["loaded"] != 0
        or warm["translated"] != 0 or warm["loaded"] != cold["translated"]
        or warm["stored"] != 0 or cold["rejected"] + warm["rejected"] != 0
        or cold["refused"] + warm["refused"] != 0):
    sys.exit("the second run must load every module the first translated and stored")
PY
    ;;
  refused)
    env "${host_env[@]}" "$rdnavk" run -q --report "$dir/report.json" -- \
      "$gtwin" --device RADV --case "$case" --out "$dir/rdnavk.bin" || {
      echo "$case under rdnavk failed (exit $?); report: $dir/report.json"
      exit 1
    }
    python3 - "$dir/report.json" "${GTWIN_EXPECT_REFUSAL:-}" "${GTWIN_REFUSED_DRAWS:-}" <<'PY'
import json, sys
draws, refused = 0, {}
for proc in json.load(open(sys.argv[1])):
    draws += proc.get("draws", 0)
    for k, v in (proc.get("refusals") or {}).items():
        refused[k] = refused.get(k, 0) + v["count"]
print(f"draws {draws}, refused {refused}")
# GTWIN_REFUSED_DRAWS: the case's draws before the refused ones set it up (a
# copy into its texture) and run; only that many, its last, must be refused.
if sys.argv[3]:
    if sum(refused.values()) != int(sys.argv[3]):
        sys.exit(f"{sys.argv[3]} draws must be refused by a named reason")
elif draws == 0 or sum(refused.values()) != draws:
    sys.exit("every draw must be refused by a named reason")
want = sys.argv[2]
if want and set(refused) != {want}:
    sys.exit(f"every draw must be refused {want}")
PY
    ;;
  *)
    echo "gtwin_test.sh: unknown mode $mode"
    exit 2
    ;;
esac
