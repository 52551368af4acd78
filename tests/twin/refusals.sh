#!/usr/bin/env bash
# Prints the refusal table of an `rdnavk run --report FILE` report (a JSON array,
# one object per process that used the GPU; drm/preload/session.cpp writes it):
# one line per refusal reason, "REASON COUNT first: WHAT", or "none". jq or python3
# reads it.
set -uo pipefail
report=$1
if [ ! -s "$report" ]; then
  echo "(no report: the program did not open the GPU)"
  exit 0
fi
if command -v jq >/dev/null; then
  lines=$(jq -r '.[] | .refusals // {} | to_entries[] |
                 "\(.key) \(.value.count) first: \(.value.first)"' "$report")
elif command -v python3 >/dev/null; then
  lines=$(python3 -c '
import json, sys
for proc in json.load(open(sys.argv[1])):
    for reason, v in (proc.get("refusals") or {}).items():
        print(reason, v.get("count", 0), "first:", v.get("first", ""))
' "$report")
else
  echo "(install jq or python3 to read $report)"
  exit 0
fi
echo "${lines:-none}"
