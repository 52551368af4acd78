#!/usr/bin/env bash
# The whole test suite: set up, build, run every test; then the unit tests again
# under AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-debian.sh
# Formatting first: it takes seconds and fails before the build does. xlate/ joins
# the list once it is formatted.
scripts/check-format.sh isa drm pm4 trace tools xlate exec cp surf
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp}
jobs=$(nproc)
# The addrlib oracle of tests/surf (decision record 0026), fetched once into the cache.
addrlib=$(scripts/surf/fetch-addrlib.sh)
cmake --preset default -DRDNAVK_ADDRLIB_DIR="$addrlib"
cmake --build --preset default -j "$jobs"
ctest --preset default -j "$jobs"
cmake --preset asan
cmake --build --preset asan -j "$jobs"
ctest --preset asan -j "$jobs"
