#!/usr/bin/env bash
# Installs the Debian packages the project needs (only those missing),
# then configures and builds. Extra arguments go to cmake's configure step.
#   BUILD_DIR   build folder (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."

# The last line is for the package and its test (resources/checkpackage.cmake):
# dpkg-shlibdeps, the validators, update-mime-database and man.
packages=(cmake ninja-build g++ qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
          qt6-translations-l10n libgl-dev xvfb xauth
          dpkg-dev desktop-file-utils appstream shared-mime-info man-db)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  # Only the packages need root: the build stays the user's (a build made
  # as root could not be rebuilt, nor the window's settings kept, by them).
  as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null; then
      echo "setup: these packages are missing: ${missing[*]}" >&2
      echo "setup: install them as root (apt-get install ${missing[*]}), or install sudo" >&2
      exit 1
    fi
    as_root=(sudo)
    echo "setup: installing ${missing[*]} (sudo asks for your password)"
  else
    echo "setup: installing ${missing[*]}"
  fi
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

build_dir=${BUILD_DIR:-build}
generator=()
[ -f "$build_dir/CMakeCache.txt" ] || generator=(-G Ninja)
cmake -S . -B "$build_dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release "$@"
cmake --build "$build_dir" --parallel
