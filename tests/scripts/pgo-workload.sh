#!/usr/bin/env bash
# bench/pgo-workload.sh, the training run and check of make pgo, at a test's size (counts of
# at most 20,000 nodes): with this tool every count agrees and every registered variant is
# run; with a tool whose Hitchhiker counts are those of another ruling (HC-11's
# orbit_change=any, whose start perft 3 is 8,321 in
# positions/suites/deep-hitchhiker.orbit_change=any.perft, against the default's 8,245)
# each Hitchhiker run fails, the others pass, and the status is 1; a bad MAX_NODES is
# refused with status 2.
#   usage: tests/scripts/pgo-workload.sh DEEPTHOUGHT WORK_DIR
set -euo pipefail
dt=$1 work=$2
script="$(dirname "$0")/../../bench/pgo-workload.sh"
rm -rf "$work" && mkdir -p "$work"
fail() { echo "pgo-workload test: $*" >&2; exit 1; }

out=$("$script" "$dt" 20000) || fail "the tool's own counts: status $?: $out"
while read -r variant; do
  grep -q "^suite $variant deep-$variant.perft .*ok$" <<<"$out" || fail "no passing suite run of $variant: $out"
done < <("$dt" variants | awk '/^[^ ]/ { print $1 }')

other=$work/deepthought-orbit-change-any
cat >"$other" <<WRAPPER
#!/bin/sh
if [ "\$1" != variants ] && [ "\$2" = hitchhiker ]; then exec "$dt" "\$@" --option orbit_change=any; fi
exec "$dt" "\$@"
WRAPPER
chmod +x "$other"
status=0
out=$("$script" "$other" 20000) || status=$?
[ "$status" -eq 1 ] || fail "Hitchhiker counts of orbit_change=any: status $status: $out"
grep -q '^perft hitchhiker 3 .*FAILED: 8321 nodes, the rulebook has 8245$' <<<"$out" || fail "no failing perft line: $out"
failed=$(grep -c 'FAILED' <<<"$out")
[ "$failed" -ge 3 ] || fail "expected every Hitchhiker run to fail: $out"
! grep 'FAILED' <<<"$out" | grep -v '^\(perft\|suite\) hitchhiker ' || fail "a run of another variant failed: $out"

status=0
err=$("$script" "$dt" 0 2>&1) || status=$?
if [ "$status" -ne 2 ] || [[ $err != "pgo-workload: MAX_NODES is '0', expected a positive whole number"* ]]; then
  fail "MAX_NODES 0: status $status, $err"
fi
echo "pgo-workload: every count agreed, a differing one failed, bad input refused"
