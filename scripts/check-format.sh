#!/usr/bin/env bash
# Checks that the C++ sources are formatted as the repository's .clang-format
# says (clang-format 14, Debian 12's `clang-format` package): runs
# `clang-format --dry-run -Werror` over every .h/.cpp under the folders given
# (by default: isa drm pm4 trace tools xlate exec cp; a folder that does not exist
# is skipped) and exits 1 naming each file that is not formatted.
#
#   scripts/check-format.sh [FOLDER...]
#
# Generated files are skipped: *.inc, and any file whose first three lines say
# "do not edit" (isa/gfx1030_enums.h, drm/navi21_facts.cpp, ...); their
# generators write them. To fix a file: clang-format -i FILE.
set -euo pipefail
cd "$(dirname "$0")/.."
clang_format=${CLANG_FORMAT:-clang-format}
if ! command -v "$clang_format" >/dev/null; then
  echo "check-format.sh: $clang_format not found (scripts/setup-debian.sh installs it)" >&2
  exit 2
fi

folders=("$@")
[ ${#folders[@]} -eq 0 ] && folders=(isa drm pm4 trace tools xlate exec cp)

files=()
for d in "${folders[@]}"; do
  [ -d "$d" ] || continue
  while IFS= read -r -d '' f; do
    head -n 3 "$f" | grep -qi "do not edit" && continue
    files+=("$f")
  done < <(find "$d" -type f \( -name '*.h' -o -name '*.cpp' \) -print0 | sort -z)
done

bad=()
for f in "${files[@]}"; do
  "$clang_format" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done

if [ ${#bad[@]} -ne 0 ]; then
  echo "check-format.sh: not formatted as .clang-format says (clang-format -i FILE fixes):" >&2
  printf '  %s\n' "${bad[@]}" >&2
  exit 1
fi
echo "check-format.sh: ${#files[@]} files formatted (${folders[*]})"
