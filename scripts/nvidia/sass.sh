#!/bin/bash
# NVIDIA's machine code for a twin case's compute pipeline, natively and through
# RADV over rdnavk, on the lent NVIDIA machine: each run keeps the driver's shader
# disk cache in a folder of its own, and each cache entry's program is
# disassembled with the CUDA toolkit's nvdisasm. What the host's compiler made of
# a module is what decides its speed there; this is how to see it.
#
# Run from the repository root on the machine, with .gl/carry prepared as for
# scripts/nvidia/twin.sh, and Debian's zstd package in .gl/carry/debs (the
# entries are zstd frames; the machine has no zstd of its own):
#   CASE=mandelbrot MODES="wave32 wave64" OUT=/dir scripts/nvidia/sass.sh
# Writes OUT/native.sass and OUT/rdnavk-MODE.sass. Extra words in RDNAVK_ENV are
# set for the rdnavk runs (to look at a build's switches).
#
# The entry's layout is the driver's and undocumented; this reads what 580.159.04
# writes: a file of zstd frames, the second holding an "NVuc" container whose
# 32-bit words at 0x20 and 0x30 are the code's size and the header's end (the code
# starts 0x18 past it), the code followed by data that nvdisasm rejects, where
# the listing is cut.
set -u
. scripts/nvidia/setup.sh
command -v zstd > /dev/null || dpkg -x "$(ls $C/debs/zstd_*.deb | head -1)" /
T=$C/bin/rdnavk-twin
CASE=${CASE:-mandelbrot}
OUT=${OUT:?set OUT to the folder for the listings}
mkdir -p "$OUT"
export __GL_SHADER_DISK_CACHE=1 __GL_SHADER_DISK_CACHE_SKIP_CLEANUP=1

# Runs the rest of the line with a fresh cache and disassembles its entries to $OUT/$1.sass.
listing() {
  local name=$1 dir=/tmp/sass-cache.$1
  shift
  rm -rf $dir
  mkdir -p $dir
  __GL_SHADER_DISK_CACHE_PATH=$dir "$@" > /dev/null 2>&1
  python3 - "$dir" "$OUT/$name" << 'PY'
import glob, re, struct, subprocess, sys
cache, out = sys.argv[1], sys.argv[2]
listings = []
for path in sorted(glob.glob(cache + '/**/*.bin', recursive=True)):
    data = open(path, 'rb').read()
    at = data.find(b'\x28\xb5\x2f\xfd', 8)
    while at >= 0:
        raw = subprocess.run(['zstd', '-d', '-c', '--no-check'], input=data[at:],
                             capture_output=True).stdout
        at = data.find(b'\x28\xb5\x2f\xfd', at + 4)
        if not raw.startswith(b'NVDANVVM'):
            continue
        size, = struct.unpack_from('<I', raw, 0x20)
        head, = struct.unpack_from('<I', raw, 0x30)
        code = raw[head + 0x18:head + 0x18 + size]
        while code:
            open(out + '.code', 'wb').write(code)
            r = subprocess.run(['nvdisasm', '-b', 'SM90', out + '.code'], capture_output=True,
                               text=True)
            if r.returncode == 0:
                listings.append(r.stdout)
                break
            bad = re.search(r'address (0x[0-9a-f]+)', r.stderr)
            if not bad or int(bad.group(1), 16) == 0:
                listings.append(r.stderr)
                break
            code = code[:int(bad.group(1), 16)]
open(out + '.sass', 'w').write('\n'.join(listings))
print(f'{out}.sass: {len(listings)} programs')
PY
  rm -f "$OUT/$name.code"
}

listing native $T --device NVIDIA --case $CASE
for m in ${MODES:-wave32 wave64}; do
  e=(RDNAVK_DEBUG=nodiskcache ${RDNAVK_ENV:-})
  [ $m = wave32 ] && e+=(RADV_PERFTEST=cswave32)
  listing rdnavk-$m env "${e[@]}" $R run -q -- $T --device RADV --case $CASE
done
