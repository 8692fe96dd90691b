#!/usr/bin/env bash
# Orthodox perft speed against other perft programs in one run. Builds nothing: it times
# the peers that are installed (Debian's stockfish, fairy-stockfish) and any given by
# path. Each peer is alternated with Deep Thought, run for run, as whole processes, so
# that both see the same machine load; the median CPU time (user + system) of each gives
# nodes/s and the ratio. Every count is checked before it is timed.
#   usage: bench/compare-peers.sh [DEEPTHOUGHT] [RUNS] [KIND=PATH]...
# KIND says how the program is called and where its count is read:
#   uci       a UCI engine with `go perft` (Stockfish): the count is on `Nodes searched: N`.
#   gigantua  Gigantua's command line, PATH FEN DEPTH EXPECTED: exit status 0 when the
#             count is EXPECTED (9 when not); a `Nodes searched: N` line, when it prints
#             one, is checked too.
#   perft     any other program called as PATH FEN DEPTH: its count is the last whole
#             number it prints on standard output (`N`, `Nodes searched: N`, `Total: N`).
# e.g. bench/compare-peers.sh build/bin/deepthought 5 gigantua=/work/peers/gigantua/Gigantua/gigantua
# Output: one row per position and program with its M nodes/s; a peer's last column is
# Deep Thought's nodes/s over the peer's (above 1: Deep Thought is faster).
set -euo pipefail
dt=${1:-build/bin/deepthought}
runs=${2:-5}
shift $(($# < 2 ? $# : 2))
fail() { echo "compare-peers: $*" >&2; exit 2; }
[ -x "$dt" ] || fail "$dt not found: build first (make build)"
[ -x /usr/bin/time ] || fail "/usr/bin/time not found: apt-get install time"
[[ $runs =~ ^[1-9][0-9]*$ ]] || fail "RUNS must be a positive number, found '$runs'"

peers=()
for name in stockfish fairy-stockfish; do
  path=$(command -v "$name" || true)
  [ -z "$path" ] && [ -x "/usr/games/$name" ] && path=/usr/games/$name
  [ -n "$path" ] && peers+=("uci|$name|$path")
done
for arg in "$@"; do
  kind=${arg%%=*} path=${arg#*=}
  [ "$kind" != "$arg" ] || fail "expected KIND=PATH, found '$arg'"
  case $kind in uci | gigantua | perft) ;; *) fail "unknown peer kind '$kind' in '$arg' (expected uci, gigantua or perft)" ;; esac
  [ -x "$path" ] || fail "$path (in '$arg') is not an executable file"
  peers+=("$kind|$(basename "$path")|$path")
done
[ ${#peers[@]} -gt 0 ] || fail "no peer installed or given (apt-get install stockfish, or give KIND=PATH)"

# shellcheck source=bench/timing.sh
. "$(dirname "$0")/timing.sh"
# shellcheck source=bench/rulebook.sh
. "$(dirname "$0")/rulebook.sh"

# name|FEN|depth|count, the published counts as the rulebook holds them.
positions=(
  "start|$(entry_position orthodox start)|6|$(entry_count orthodox start 6)"
  "kiwipete|$(entry_position orthodox kiwipete)|5|$(entry_count orthodox kiwipete 5)"
)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# timed NAME COMMAND...: runs the command, its standard output to $tmp/NAME.out, and
# sets `seconds` to its CPU time. A failing command stops the script with its error.
timed() {
  local file=$tmp/$1
  shift
  # CPU seconds to the microsecond: /usr/bin/time's %U truncates to 10 ms, a tenth of
  # these counts.
  if ! seconds=$(cpu_seconds "$file.out" "$@"); then
    fail "'$*' failed (Gigantua exits 9 on a wrong count): $(cat "$file.out.err" "$file.out" | tail -n 3 | tr '\n' ' ')"
  fi
}

# run_peer KIND PATH FEN DEPTH EXPECTED: times the program's count of FEN at DEPTH (sets
# `seconds`) and checks the count.
run_peer() {
  local kind=$1 path=$2 fen=$3 depth=$4 expected=$5 count
  case $kind in
    uci)
      printf 'position fen %s\ngo perft %s\nquit\n' "$fen" "$depth" >"$tmp/uci.in"
      timed peer sh -c '"$0" < "$1"' "$path" "$tmp/uci.in"
      count=$(awk '/Nodes searched/ { print $3 }' "$tmp/peer.out")
      ;;
    gigantua)
      timed peer "$path" "$fen" "$depth" "$expected"
      count=$(awk '/Nodes searched/ { n = $3 } END { print n }' "$tmp/peer.out")
      [ -n "$count" ] || count=$expected  # exit status 0 said so
      ;;
    perft)
      timed peer "$path" "$fen" "$depth"
      count=$(grep -oE '[0-9]+' "$tmp/peer.out" | tail -n 1 || true)
      ;;
  esac
  [ "$count" = "$expected" ] || fail "$path counted '$count' at depth $depth of $fen, expected $expected"
}

# M nodes/s of NODES in SECONDS; a run too short for the clock's 10 ms stops the script.
mnps() {
  awk -v n="$1" -v s="$2" 'BEGIN { if (s <= 0) exit 1; printf "%.0f", n / s / 1e6 }' ||
    fail "a run of $1 nodes took no measurable CPU time"
}

printf '%-10s %5s %12s %-16s %10s %15s\n' position depth nodes program Mnodes/s deepthought/it
for entry in "${positions[@]}"; do
  IFS='|' read -r name fen depth nodes <<<"$entry"
  for peer in "${peers[@]}"; do
    IFS='|' read -r kind label path <<<"$peer"
    dt_times=() peer_times=()
    for ((i = 0; i < runs; i++)); do
      # `divide` counts the one depth asked, as `go perft` does; its last line is the total.
      timed dt "$dt" divide orthodox "$depth" --fen "$fen"
      dt_times+=("$seconds")
      counted=$(tail -n 1 "$tmp/dt.out")
      [ "$counted" = "$nodes" ] || fail "deepthought counted '$counted' for $name, expected $nodes"
      run_peer "$kind" "$path" "$fen" "$depth" "$nodes"
      peer_times+=("$seconds")
    done
    dt_s=$(printf '%s\n' "${dt_times[@]}" | median)
    peer_s=$(printf '%s\n' "${peer_times[@]}" | median)
    printf '%-10s %5s %12s %-16s %10s\n' "$name" "$depth" "$nodes" deepthought "$(mnps "$nodes" "$dt_s")"
    printf '%-10s %5s %12s %-16s %10s %14.2fx\n' "$name" "$depth" "$nodes" "$label" \
      "$(mnps "$nodes" "$peer_s")" "$(calc "$peer_s / $dt_s")"
  done
done

peak_kb=$(/usr/bin/time -f '%M' "$dt" perft orthodox 6 2>&1 >/dev/null | tail -n 1)
echo "deepthought peak memory, perft 6 without hash: $((peak_kb / 1024)) MB (limit 20 MB)"
