# Sourced by scripts/nvidia/gtwin.sh and twin.sh on the lent NVIDIA machine, from
# the repository root: unpacks .gl/carry's loader packages into / and Debian's
# RADV into /tmp/m (once a machine), and points the loader at RADV and NVIDIA,
# rdnavk at NVIDIA. Sets C (the carry folder) and R (rdnavk).
C=$PWD/.gl/carry
M=/tmp/m
[ -d $M/usr ] || { for f in $C/debs/*.deb; do dpkg -x $f /; done; ldconfig; mkdir -p $M; tar -C $M -xJf $C/radv.tar.xz;
  sed "s#\"libvulkan_radeon.so\"#\"$M/usr/lib/x86_64-linux-gnu/libvulkan_radeon.so\"#" $M/usr/share/vulkan/icd.d/radeon_icd.json > /tmp/radv.json; }
export LD_LIBRARY_PATH=$M/usr/lib/x86_64-linux-gnu XDG_RUNTIME_DIR=/tmp
export VK_DRIVER_FILES=/tmp/radv.json:/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
export RDNAVK_DEVICE=NVIDIA
R=$C/bin/rdnavk
