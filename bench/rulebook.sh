# Shell helpers shared by the comparison scripts (sourced, not run): the registered
# variants, as `deepthought variants --json` lists them, and the rulebook's deep perft
# counts (positions/suites/deep-VARIANT.perft, default options; the start position is the
# block `id start`), so that no script lists a variant or a count of its own.
deep_suites=$(cd "$(dirname "${BASH_SOURCE[0]}")/../positions/suites" && pwd)

# registered_variants DEEPTHOUGHT: the variants' names, one a line, in the registry's
# order; a variant whose deep counts the rulebook lacks is named on stderr and left out
# (nothing can be checked before it is timed).
registered_variants() {
  local variant
  for variant in $("$1" variants --json | grep -o '"name":"[^"]*","title"' | sed 's/"name":"\([^"]*\)".*/\1/'); do
    if [ -f "$deep_suites/deep-$variant.perft" ]; then echo "$variant"; else
      echo "bench: $variant left out: no deep counts in $deep_suites/deep-$variant.perft" >&2
    fi
  done
}

# entry_counts VARIANT ID: "DEPTH NODES" lines of the block `id ID` of the variant's deep counts.
entry_counts() {
  awk -v id="$2" '$1 == "id" { in_entry = ($2 == id) } in_entry && $1 == "perft" { print $2, $3 }' "$deep_suites/deep-$1.perft"
}

# entry_ids VARIANT: the ids of the variant's deep counts, in the file's order.
entry_ids() { awk '$1 == "id" { print $2 }' "$deep_suites/deep-$1.perft"; }

# deepest_entry_depth VARIANT ID MAX_NODES: the deepest depth of that block whose count is at most MAX_NODES.
deepest_entry_depth() { entry_counts "$1" "$2" | awk -v m="$3" '$2 <= m && $1 > d { d = $1 } END { print d }'; }

# entry_position VARIANT ID: the position of that block.
entry_position() { awk -v id="$2" '$1 == "id" { in_entry = ($2 == id) } in_entry && $1 == "epd" { sub(/^epd /, ""); print }' "$deep_suites/deep-$1.perft"; }

# entry_count VARIANT ID DEPTH: its count at DEPTH (empty when the rulebook has none).
entry_count() { entry_counts "$1" "$2" | awk -v d="$3" '$1 == d { print $2 }'; }

# The start position's: start_counts VARIANT, start_count VARIANT DEPTH.
start_counts() { entry_counts "$1" start; }
start_count() { entry_count "$1" start "$2"; }

# deepest_depth VARIANT MAX_NODES: the deepest depth whose count is at most MAX_NODES.
deepest_depth() { deepest_entry_depth "$1" start "$2"; }

# shallowest_depth VARIANT MIN_NODES: the shallowest depth whose count is at least
# MIN_NODES (empty when the rulebook has none that deep).
shallowest_depth() { start_counts "$1" | awk -v m="$2" '$2 >= m && (d == "" || $1 < d) { d = $1 } END { print d }'; }

# start_position_or_exit SCRIPT VARIANT: the start position of the variant's deep counts,
# or one line naming SCRIPT and status 2 when the rulebook has none (run it as
# `position=$(start_position_or_exit NAME VARIANT) || exit 2`).
start_position_or_exit() {
  local position
  [ -f "$deep_suites/deep-$2.perft" ] || { echo "$1: no $deep_suites/deep-$2.perft" >&2; return 2; }
  position=$(entry_position "$2" start)
  [ -n "$position" ] || { echo "$1: deep-$2.perft has no 'id start' block" >&2; return 2; }
  echo "$position"
}
