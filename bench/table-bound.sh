#!/usr/bin/env bash
# The perft table's gain against the most any table could save, variant by variant, in one run.
# For each registered variant (`deepthought variants --json`), from its start position:
#   the bound: `perft VARIANT DEPTH --stats` walks the tree ply by ply and gives, for each
#     depth, plain perft's move generations over a perfect table's (docs/performance.md,
#     "The most a table could save"); the depth measured is the first whose bound exceeds
#     2, up to MAX_DEPTH, each depth walked on its own (a walk past MAX_WALK moves
#     generated stops the search: the walk holds a ply's positions in memory);
#   the gain: the count of that depth alone (`divide`, the tree the bound is of) as whole
#     processes, plain and with --hash MB, alternated, in CPU seconds (user + system, to
#     the microsecond) net of the process's start-up (the median of five `divide VARIANT
#     1`, whose work is the start-up: every variant's tables), plain over hashed, each run
#     as many times as makes the plain runs last about 2 CPU seconds together (at most 40;
#     every hashed run starts with an empty table). The counts must be one count, or the
#     script stops with status 1.
# It prints bound, gain and gain / bound (target: at least 0.8) for each variant, or says
# that no depth up to MAX_DEPTH reaches a bound of 2. It builds nothing.
#
#   usage: bench/table-bound.sh DEEPTHOUGHT [MB] [VARIANT...]
#   e.g.   bench/table-bound.sh build/bin/deepthought 256 orthodox hitchhiker
# Timings on a shared machine are noise; CPU seconds are the least affected (other processes
# lengthen wall times, not the work done). Take them on an idle machine.
set -euo pipefail
dt=${1:?usage: bench/table-bound.sh DEEPTHOUGHT [MB] [VARIANT...]}
mb=${2:-256}
shift $(($# < 2 ? $# : 2))
[ -x "$dt" ] || { echo "table-bound: $dt is not an executable" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "table-bound: /usr/bin/time not found: apt-get install time" >&2; exit 2; }
max_depth=${MAX_DEPTH:-8}
max_walk=${MAX_WALK:-100000000}

# shellcheck source=bench/rulebook.sh
. "$(dirname "$0")/rulebook.sh"
mapfile -t order < <(registered_variants "$dt")
if [ $# -gt 0 ]; then
  for variant in "$@"; do
    printf '%s\n' "${order[@]}" | grep -qx "$variant" || { echo "table-bound: unknown variant '$variant'" >&2; exit 2; }
  done
  order=("$@")
fi

# shellcheck source=bench/timing.sh
. "$(dirname "$0")/timing.sh"
tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.out" "$tmp.out.err"' EXIT

# first_bound VARIANT: prints "DEPTH BOUND" for the first depth whose bound exceeds 2, or
# nothing. Each depth is its own walk, one deeper each time: a walk stops only at its
# depth, and the ply past the first bound above 2 can take several times the memory of all
# the plies before it. A walk past MAX_WALK moves generated (status 3) ends the search.
first_bound() {
  local depth line
  for ((depth = 1; depth <= max_depth; ++depth)); do
    line=$("$dt" perft "$1" "$depth" --stats --json --quiet --max-nodes "$max_walk" 2>/dev/null |
      sed -n 's/.*"ply":\([0-9]*\),.*"table_bound":\([0-9.]*\)}.*/\1 \2/p' | awk -v d="$depth" '$1 == d') || true
    [ -n "$line" ] || return 0
    awk '$2 > 2 { found = 1 } END { exit !found }' <<<"$line" && { echo "$line"; return 0; }
  done
}

# cpu_count VARIANT DEPTH ARGS...: sets nodes and cpu, the count's CPU seconds net of the
# start-up (`startup`, which must be set; 0 while it is being measured).
cpu_count() {
  local variant=$1 depth=$2 seconds
  shift 2
  seconds=$(cpu_seconds "$tmp.out" "$dt" divide "$variant" "$depth" "$@") ||
    { echo "table-bound: '$dt divide $variant $depth $*' failed: $(tail -n 2 "$tmp.out.err" | tr '\n' ' ')" >&2; exit 1; }
  nodes=$(tail -n 1 "$tmp.out")
  cpu=$(calc "$seconds - $startup")
}

printf '%-11s %5s %14s %8s %9s %9s %8s %12s\n' variant depth nodes bound plain-cpu hashed-cpu gain gain/bound
for variant in "${order[@]}"; do
  found=$(first_bound "$variant")
  if [ -z "$found" ]; then
    printf '%-11s %5s %14s %8s\n' "$variant" "-" "-" "<= 2 up to depth $max_depth"
    continue
  fi
  read -r depth bound <<<"$found"
  startup=0 starts=()
  for _ in 1 2 3 4 5; do cpu_count "$variant" 1; starts+=("$cpu"); done
  startup=$(printf '%s\n' "${starts[@]}" | median)
  cpu_count "$variant" "$depth"; count=$nodes
  reps=$(awk -v c="$cpu" 'BEGIN { r = int(2 / (c > 0.01 ? c : 0.01)) + 1; print (r > 40 ? 40 : r) }')
  plain=0 hashed=0
  for _ in $(seq "$reps"); do
    cpu_count "$variant" "$depth"; plain=$(calc "$plain + $cpu")
    [ "$nodes" = "$count" ] || { echo "table-bound: $variant perft $depth: $count, then $nodes plain" >&2; exit 1; }
    cpu_count "$variant" "$depth" --hash "$mb"; hashed=$(calc "$hashed + $cpu")
    [ "$nodes" = "$count" ] || { echo "table-bound: $variant perft $depth: $count plain, $nodes with --hash $mb" >&2; exit 1; }
  done
  gain=$(calc "$plain / ($hashed > 0.01 ? $hashed : 0.01)")
  printf '%-11s %5s %14s %7.3fx %9.2f %9.2f %7.2fx %12.2f\n' "$variant" "$depth" "$count" "$bound" "$plain" "$hashed" "$gain" \
    "$(calc "$gain / $bound")"
done
