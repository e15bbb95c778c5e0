#!/usr/bin/env bash
# Sums a wait log written by the end-to-end tests (GPUQ_E2E_WAIT_LOG=FILE):
# for each test, how many of its waits took longer than a tenth of their
# bound, the longest wait as a share of its bound, and any that timed out.
#   GPUQ_E2E_WAIT_LOG=/tmp/waits ctest --test-dir build -L e2e -j2
#   scripts/e2e_waits.sh /tmp/waits
set -euo pipefail
log=${1:?usage: scripts/e2e_waits.sh WAIT_LOG}
printf "%-90s %6s %6s %8s %7s\n" test waits ">10%" max timeout
awk -F'\t' '
  { n[$1]++; r = $2 / $3; if (r > 0.1) slow[$1]++; if (r > worst[$1]) worst[$1] = r;
    if ($4 != "ok") late[$1]++; total++; if (r > 0.1) all_slow++ }
  END {
    for (t in n) printf "%-90s %6d %6d %7.1f%% %7d\n", substr(t, 1, 90), n[t], slow[t], 100 * worst[t], late[t]
    printf "~all: %d waits, %d over a tenth of their bound\n", total, all_slow
  }' "$log" | sort
