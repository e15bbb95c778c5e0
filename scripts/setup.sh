#!/usr/bin/env bash
# Installs the Debian packages gpuq needs to build and test, when missing.
# Idempotent: does nothing (and needs no network) when all are present.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  libcli11-dev nlohmann-json3-dev libfmt-dev libyaml-cpp-dev doctest-dev
  libsqlite3-dev libmicrohttpd-dev nettle-dev libcurl4-openssl-dev libbenchmark-dev
  curl bash-completion clang-format-14
  python3 python3-venv
  lintian systemd   # the package test: lintian and systemd-analyze verify
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "setup: installing ${missing[*]}" >&2
sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "setup: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
