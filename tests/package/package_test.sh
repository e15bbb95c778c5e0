#!/usr/bin/env bash
# The Debian packages built from a build tree with CPack, inspected and used
# as an administrator would: their contents and control data, lintian, the
# systemd unit (systemd-analyze verify), and the programs unpacked into a
# temporary root (dpkg -x) run from there: the daemon finds its pod shim in
# /usr/libexec/gpuq, a workload runs, gpuq doctor passes.
#
#   tests/package/package_test.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
work=$(mktemp -d /tmp/gpuq-package-XXXXXX)
# Nothing of the caller's gpuq set-up may choose what runs or where it goes.
unset GPUQ_SERVER GPUQ_CONTEXT GPUQ_PROJECT GPUQ_DAEMON_BINARY GPUQ_DYNAMIC_BINARY
export XDG_CONFIG_HOME="$work/config"
daemon_pid=
cleanup() {
  [[ -n "$daemon_pid" ]] && kill "$daemon_pid" 2>/dev/null && wait "$daemon_pid" 2>/dev/null
  pkill -KILL -f "$work/" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
has_line() { grep -qxF -- "$2" <<<"$1" || fail "${3:-missing}: $2"; }

# ---- build
(cd "$build" && cpack -G DEB -B "$work/out") >"$work/cpack.log" 2>&1 ||
  { cat "$work/cpack.log" >&2; fail "cpack -G DEB"; }
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
arch=$(dpkg --print-architecture)
deb="$work/out/gpuq_${version}_${arch}.deb"
dev="$work/out/gpuq-dev_${version}_${arch}.deb"
[[ -f "$deb" && -f "$dev" ]] || fail "packages not made: $(ls "$work/out")"

# ---- contents
contents=$(dpkg-deb --contents "$deb" | awk '{print $6}')
for path in ./usr/bin/gpuq ./usr/bin/gpuq-daemon ./usr/libexec/gpuq/gpuq-pod-shim \
  ./usr/share/man/man1/gpuq.1.gz ./usr/share/man/man1/gpuq-submit.1.gz \
  ./usr/share/man/man1/gpuq-doctor.1.gz ./usr/share/bash-completion/completions/gpuq \
  ./usr/share/zsh/vendor-completions/_gpuq ./usr/share/fish/vendor_completions.d/gpuq.fish \
  ./etc/gpuq/daemon.yaml ./lib/systemd/system/gpuq-daemon.service \
  ./usr/share/doc/gpuq/copyright ./usr/share/doc/gpuq/changelog.gz \
  ./usr/share/lintian/overrides/gpuq; do
  has_line "$contents" "$path" "not in the gpuq package"
done
if [[ -x "$build/gpuq-dynamic" ]]; then
  has_line "$contents" ./usr/libexec/gpuq/gpuq-dynamic "not in the gpuq package"
fi
if grep -q '^\./usr/bin/gpuq-pod-shim$' <<<"$contents"; then fail "the pod shim is in /usr/bin"; fi
dev_contents=$(dpkg-deb --contents "$dev" | awk '{print $6}')
for path in ./usr/include/gpuq/client.h ./usr/lib/libgpuq_client.a \
  ./usr/lib/cmake/gpuq/gpuqConfig.cmake ./usr/share/doc/gpuq-dev/copyright; do
  has_line "$dev_contents" "$path" "not in the gpuq-dev package"
done

# ---- control data
dpkg-deb -e "$deb" "$work/control"
has_line "$(cat "$work/control/conffiles")" /etc/gpuq/daemon.yaml "not a conffile"
depends=$(dpkg-deb -f "$deb" Depends)
for dep in adduser procps libsqlite3-0 libmicrohttpd12 libc6; do
  [[ "$depends" == *"$dep"* ]] || fail "Depends lacks $dep (from dpkg-shlibdeps): $depends"
done
# The library talks to a daemon anywhere: installing it must not start one.
[[ "$(dpkg-deb -f "$dev" Depends)" != *"gpuq ("* ]] || fail "gpuq-dev depends on the daemon's package"
grep -q 'addgroup --system --quiet gpuq' "$work/control/postinst" || fail "postinst makes no gpuq group"
for script in postinst prerm postrm; do
  sh -n "$work/control/$script" || fail "$script is not valid sh"
done

# ---- lintian (the intended tags are overridden in the package, with why)
command -v lintian >/dev/null || fail "lintian is not installed (scripts/setup.sh installs it)"
lintian --fail-on error,warning "$deb" "$dev" >"$work/lintian.log" 2>&1 ||
  { cat "$work/lintian.log" >&2; fail "lintian"; }

# ---- unpacked into a root of its own
root="$work/root"
dpkg -x "$deb" "$root"
dpkg -x "$dev" "$root"
[[ "$("$root/usr/bin/gpuq" --version)" == *"$version"* ]] || fail "gpuq --version"

# The unit: systemd-analyze verify, with ExecStart at the unpacked daemon
# (verify checks that the program exists). It prints what it ignores.
unit="$root/lib/systemd/system/gpuq-daemon.service"
grep -qx 'ExecStart=/usr/bin/gpuq-daemon --config=/etc/gpuq/daemon.yaml' "$unit" || fail "ExecStart"
# shellcheck disable=SC2016 # $MAINPID is the unit's, not the shell's
for directive in Type=notify RestartPreventExitStatus=2 KillMode=process Delegate=yes RuntimeDirectory=gpuq \
  StateDirectory=gpuq 'ExecReload=/bin/kill -HUP $MAINPID' Restart=on-failure; do
  grep -qxF "$directive" "$unit" || fail "the unit lacks $directive"
done
mkdir -p "$work/units"
sed "s|/usr/bin/gpuq-daemon|$root/usr/bin/gpuq-daemon|" "$unit" >"$work/units/gpuq-daemon.service"
command -v systemd-analyze >/dev/null || fail "systemd-analyze is not installed (scripts/setup.sh)"
# It also prints what it finds in other units installed here: only lines
# about this one count.
verified=$(systemd-analyze verify --man=no "$work/units/gpuq-daemon.service" 2>&1) ||
  fail "systemd-analyze verify: $verified"
about_ours=$(grep -F gpuq-daemon <<<"$verified" || true)
[[ -z "$about_ours" ]] || fail "systemd-analyze verify: $about_ours"

# The conffile is valid as shipped (the socket's group is made by postinst).
config_check=$("$root/usr/bin/gpuq-daemon" --check-config --config "$root/etc/gpuq/daemon.yaml" \
  --gpus none --state-dir "$work/check-state" 2>&1) || fail "the shipped daemon.yaml: $config_check"
grep -q '^socket:$' "$root/etc/gpuq/daemon.yaml" || fail "daemon.yaml sets no socket group"
grep -q '^#   group: gpu-users$' "$root/etc/gpuq/daemon.yaml" || fail "daemon.yaml's example is not commented"
# Comments keep their semicolons (a CMake list would have split them there).
grep -qF '# its devices, and no device is in two pools; devices in no pool are not used.' \
  "$root/etc/gpuq/daemon.yaml" || fail "daemon.yaml's comments lost their semicolons"

# The unpacked daemon runs a workload, with the shim from /usr/libexec/gpuq.
printf 'devices:\n  - {model: Mock GPU, memory: 80Gi, count: 2}\n' >"$work/mock.yaml"
"$root/usr/bin/gpuq" daemon --gpus "mock:$work/mock.yaml" --state-dir "$work/state" \
  --socket "$work/gpuq.sock" 2>"$work/daemon.log" &
daemon_pid=$!
for _ in $(seq 100); do [[ -S "$work/gpuq.sock" ]] && break; sleep 0.1; done
export GPUQ_SERVER="unix://$work/gpuq.sock"
gpuq=("$root/usr/bin/gpuq")
"${gpuq[@]}" project create lab --gpu-quota 1 >/dev/null || { cat "$work/daemon.log" >&2; fail "project create"; }
"${gpuq[@]}" submit hello -p lab -q --wait-for completion -- echo hello-from-the-package >/dev/null ||
  { cat "$work/daemon.log" >&2; fail "submit --wait-for completion"; }
[[ "$("${gpuq[@]}" logs hello -p lab)" == "hello-from-the-package" ]] || fail "logs"
grep -q "pod shim: $root/usr/libexec/gpuq/gpuq-pod-shim" "$work/daemon.log" ||
  fail "the daemon did not find its shim in libexec: $(grep 'pod shim' "$work/daemon.log")"
doctor=$("${gpuq[@]}" doctor -p lab) || fail "gpuq doctor: $doctor"
grep -q '^ok    daemon   gpuq ' <<<"$doctor" || fail "gpuq doctor: $doctor"
if [[ -x "$root/usr/libexec/gpuq/gpuq-dynamic" ]]; then
  # Without HOME the static gpuq hands the command to its dynamic twin.
  twin=$(env -u HOME "${gpuq[@]}" -v version 2>&1) || fail "the dynamic twin: $twin"
  [[ "$twin" != *"cannot be run"* ]] || fail "the dynamic twin: $twin"
fi
echo "package test: $(basename "$deb") and $(basename "$dev") built, inspected and run"
