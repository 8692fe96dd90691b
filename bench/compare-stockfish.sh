#!/usr/bin/env bash
# Orthodox perft speed against Debian's Stockfish in one run: both run as whole
# processes, alternately, several times; the median wall time of each gives nodes/s
# and the ratio. Stockfish's `go perft` counts leaf moves without making them, and so
# does Deep Thought. Also reports Deep Thought's peak memory (no hash table).
#   usage: bench/compare-stockfish.sh [DEEPTHOUGHT] [RUNS]
set -euo pipefail
dt=${1:-build/bin/deepthought}
runs=${2:-5}
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$dt" ] || { echo "compare-stockfish: $dt not found: build first (make build)" >&2; exit 2; }
[ -x "$sf" ] || { echo "compare-stockfish: stockfish not found: apt-get install stockfish" >&2; exit 2; }

positions=(
  "start|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6|119060324"
  "kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5|193690690"
)

# shellcheck source=bench/timing.sh
. "$(dirname "$0")/timing.sh"

printf '%-10s %5s %12s %14s %14s %7s\n' position depth nodes "deepthought/s" "stockfish/s" ratio
for entry in "${positions[@]}"; do
  IFS='|' read -r name fen depth nodes <<<"$entry"
  dt_times=() sf_times=()
  for ((i = 0; i < runs; i++)); do
    t0=$(now)
    dt_total=$("$dt" divide orthodox "$depth" --fen "$fen" | tail -n 1)
    t1=$(now)
    sf_total=$(printf 'position fen %s\ngo perft %s\nquit\n' "$fen" "$depth" | "$sf" | awk '/Nodes searched/ {print $3}')
    t2=$(now)
    [ "$dt_total" = "$nodes" ] || { echo "compare-stockfish: deepthought counted $dt_total for $name, expected $nodes" >&2; exit 1; }
    [ "$sf_total" = "$nodes" ] || { echo "compare-stockfish: stockfish counted $sf_total for $name, expected $nodes" >&2; exit 1; }
    dt_times+=("$(calc "$t1 - $t0")")
    sf_times+=("$(calc "$t2 - $t1")")
  done
  dt_s=$(printf '%s\n' "${dt_times[@]}" | median)
  sf_s=$(printf '%s\n' "${sf_times[@]}" | median)
  printf '%-10s %5s %12s %14.0f %14.0f %6.2fx\n' "$name" "$depth" "$nodes" \
    "$(calc "$nodes / $dt_s")" "$(calc "$nodes / $sf_s")" "$(calc "$sf_s / $dt_s")"
done

if [ -x /usr/bin/time ]; then
  peak_kb=$(/usr/bin/time -f '%M' "$dt" perft orthodox 6 2>&1 >/dev/null | tail -n 1)
  echo "deepthought peak memory, perft 6 without hash: $((peak_kb / 1024)) MB (limit 20 MB)"
fi
