#!/usr/bin/env bash
# make fuzz: runs every fuzz target of BUILD_DIR/bin for SECONDS each, from its seed
# corpus tests/fuzz/corpus/NAME/ (read only) and a working corpus BUILD_DIR/fuzz/NAME/
# (where libFuzzer adds what it finds), then prints per target the executions, the
# corpus size and the findings (crash, timeout, out-of-memory, leak inputs). A finding
# belongs in tests/fuzz/corpus/NAME/ and a regression test (docs/building.md,
# "Sanitizers and fuzzing").
# Usage: tests/fuzz/run.sh BUILD_DIR SECONDS; exit status 1 when anything was found.
set -euo pipefail
build=$1
seconds=$2
here="$(cd "$(dirname "$0")" && pwd)"
found=0
summary=()
for binary in "$build"/bin/fuzz_*; do
  name=$(basename "$binary")
  name=${name#fuzz_}
  work="$build/fuzz/$name"
  findings="$build/fuzz/findings-$name"
  rm -rf "$findings"  # this run's findings only
  mkdir -p "$work" "$findings" "$here/corpus/$name"
  log="$build/fuzz/$name.log"
  echo "fuzzing $name for $seconds s (log: $log)"
  # A single input running 10 s is a hang; 2 GB of memory is a runaway.
  "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
            -artifact_prefix="$findings/" "$work" "$here/corpus/$name" >"$log" 2>&1 || true
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  corpus=$(grep -o 'corp: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
  artifacts=$(find "$findings" -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | sort)
  count=$(printf '%s' "$artifacts" | grep -c . || true)
  summary+=("$(printf '%-10s executions %-10s corpus %-6s findings %s' "$name" "${executions:-?}" "${corpus:-?}" "$count")")
  if [ "$count" -gt 0 ]; then
    found=1
    printf '  %s\n' $artifacts
    grep -m 3 -E 'ERROR: |invariant broken|runtime error' "$log" | sed 's/^/  /' || true
  fi
done
echo
printf '%s\n' "${summary[@]}"
exit $found
