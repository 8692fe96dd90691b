#!/usr/bin/env bash
# Hitchhiker perft speed against orthodox perft in one run of the benchmark binary (the
# issue's target: at least half the orthodox nodes/s). Both perfts count their leaves
# without making them; each count is checked inside dt_bench before it is timed.
#   usage: bench/compare-hitchhiker.sh [DT_BENCH]
set -euo pipefail
bench=${1:-build/bin/dt_bench}
[ -x "$bench" ] || { echo "compare-hitchhiker: $bench not found: build first (make build)" >&2; exit 2; }

out=$("$bench" --benchmark_filter='^(HitchhikerPerft/start/default|OrthodoxPerft/start)/[56]' --benchmark_format=csv 2>/dev/null)
# The nodes/s column is found by its header; a benchmark that failed its count check has
# an error message and no rate, and is reported as missing.
col=$(head -n 1 <<<"$out" | tr ',' '\n' | grep -nx '"nodes/s"' | cut -d: -f1)
[ -n "$col" ] || { echo "compare-hitchhiker: no nodes/s column in the benchmark output" >&2; exit 1; }
rate() { { grep -E "^\"$1(/iterations:[0-9]+)?\"," <<<"$out" || true; } | head -n 1 | cut -d, -f"$col"; }
printf '%-6s %16s %16s %7s\n' depth "hitchhiker/s" "orthodox/s" ratio
for depth in 5 6; do
  hh=$(rate "HitchhikerPerft/start/default/$depth")
  or=$(rate "OrthodoxPerft/start/$depth")
  [ -n "$hh" ] && [ -n "$or" ] || { echo "compare-hitchhiker: depth $depth missing from the benchmark output" >&2; exit 1; }
  awk -v d="$depth" -v h="$hh" -v o="$or" 'BEGIN { printf "%-6s %16.0f %16.0f %7.2f\n", d, h, o, h / o }'
done
