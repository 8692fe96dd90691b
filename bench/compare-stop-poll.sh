#!/usr/bin/env bash
# The cost of responsive limits (target: below 1%): each StopPoll pair of one dt_bench
# run, the median nodes/s of REPS repetitions of the polled count over the unwatched one.
# The pairs run in turn, so a drift of the machine's speed touches both alike.
#   usage: bench/compare-stop-poll.sh [DT_BENCH] [REPS]
set -euo pipefail
bench=${1:-build/bin/dt_bench}
reps=${2:-9}
[ -x "$bench" ] || { echo "compare-stop-poll: $bench not found: build first (make build)" >&2; exit 2; }
json=$("$bench" --benchmark_filter='^StopPoll/' --benchmark_repetitions="$reps" --benchmark_report_aggregates_only=true \
  --benchmark_enable_random_interleaving=true --benchmark_format=json 2>/dev/null)
printf '%s\n' "$json" | awk '
  /"name":/ { name = $0; sub(/.*"name": "/, "", name); sub(/",.*/, "", name) }
  /"nodes\/s":/ && name ~ /_median$/ {
    rate = $0; sub(/.*: /, "", rate); sub(/,.*/, "", rate); sub(/_median$/, "", name)
    pair = name; sub(/\/[a-z]+$/, "", pair); kind = name; sub(/.*\//, "", kind)
    rates[pair, kind] = rate; pairs[pair] = 1
  }
  END {
    printf "%-24s %14s %14s %9s\n", "benchmark", "unwatched n/s", "polled n/s", "cost"
    for (p in pairs) {
      if (!((p, "unwatched") in rates) || !((p, "polled") in rates)) { print "compare-stop-poll: no result for " p > "/dev/stderr"; exit 1 }
      u = rates[p, "unwatched"]; w = rates[p, "polled"]
      printf "%-24s %14.0f %14.0f %8.2f%%\n", p, u, w, 100 * (1 - w / u)
    }
  }'
