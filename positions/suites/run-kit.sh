#!/bin/sh
# The conformance kit in one command: every variant's suite kept here run against Deep
# Thought itself and against Deep Thought as a perftree-protocol engine (`deepthought
# divide --perftree VARIANT {options}`, each entry's options put in place of {options}),
# then one table: per suite its entries, nodes, the spec clauses its tags cover out of the
# spec's clauses, each run's result (pass or the failing count) and run time. Builds
# nothing: DEEPTHOUGHT is the binary to test.
#
#   positions/suites/run-kit.sh DEEPTHOUGHT [SUITE FLAGS...]
#   positions/suites/run-kit.sh build/bin/deepthought --max-nodes 20000   # a quicker pass
#
# The suites: VARIANT.perft for each variant `deepthought variants` lists that has one
# (written by generate.sh), and orthodox's standard.perft and standard.epd (published
# counts). SUITE FLAGS go to every `suite` run (--max-nodes, --max-depth, --timeout, ...);
# the engine runs use JOBS engine processes at once (--jobs, default 2). Each run's own
# output is kept in $KIT_LOG (a temporary folder unless set) for a failing suite.
# Exit status 0 when every run passes, 1 when one fails, 2 on bad input.
set -eu
if [ $# -lt 1 ]; then
  echo "usage: run-kit.sh DEEPTHOUGHT [SUITE FLAGS...]" >&2
  exit 2
fi
dt=$1
shift
if ! [ -x "$dt" ] || [ -d "$dt" ]; then
  echo "run-kit.sh: '$dt' is not an executable file, expected the deepthought binary" >&2
  exit 2
fi
case $dt in */*) dt=$(cd "$(dirname "$dt")" && pwd)/$(basename "$dt") ;; esac
here=$(cd "$(dirname "$0")" && pwd)
specs=$(cd "$here/../../specs" && pwd)
jobs=${JOBS:-2}
logs=${KIT_LOG:-$(mktemp -d)}
mkdir -p "$logs"

now() { date +%s.%N; }
# Seconds between two now()s, to a tenth.
took() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
# Entries and nodes of a suite file: `id` blocks or EPD lines; the sum of every count.
entries_of() {
  awk '/^[ \t]*[#%]/ || /^[ \t]*$/ { next }
       /^id / { n++; blocks = 1; next }
       !blocks && !/^(epd|perft|tags|options) / { n++ }
       END { print n + 0 }' "$1"
}
nodes_of() {
  awk '/^perft / { s += $3 }
       !/^[ \t]*[#%]/ && /;D[0-9]/ { k = split($0, f, ";"); for (i = 2; i <= k; i++) if (f[i] ~ /^D[0-9]/) { split(f[i], w, " "); s += w[2] } }
       END { printf "%.0f\n", s }' "$1"
}
# Clauses of specs/VARIANT.yaml named by a tag of the file, and the spec's clauses.
tagged_of() {
  spec=$specs/$1.yaml
  grep -E '^[[:space:]]+- id: ' "$spec" | sed 's/.*- id: *//' | sort -u > "$logs/clauses"
  { grep -E '^tags ' "$2" | cut -d' ' -f2- | tr ' ' '\n'
    grep -o ';tags [^;]*' "$2" | cut -d' ' -f2- | tr ' ' '\n'; } | sort -u > "$logs/tags"
  echo "$(comm -12 "$logs/clauses" "$logs/tags" | wc -l) of $(wc -l < "$logs/clauses")"
}
# One run: prints "pass TIME" or "FAIL(status) TIME".
run() {
  log=$1
  shift
  t0=$(now)
  if "$dt" suite "$@" --quiet > "$log" 2>&1; then result=pass; else result="FAIL($?)"; fi
  echo "$result $(took "$t0" "$(now)")"
}

suites=""
for v in $("$dt" variants | awk '/^[a-z]/ { print $1 }'); do
  [ -f "$here/$v.perft" ] && suites="$suites $v:$v.perft"
done
suites="$suites orthodox:standard.perft orthodox:standard.epd"

status=0
printf '%-12s %-17s %7s %11s %10s  %-9s %7s  %-9s %7s\n' variant suite entries nodes tagged itself seconds perftree seconds
for s in $suites; do
  v=${s%%:*} f=$here/${s#*:} name=${s#*:}
  own=$(run "$logs/$name.itself.log" "$v" "$f" "$@")
  engine=$(run "$logs/$name.perftree.log" "$v" "$f" --engine "'$dt' divide --perftree $v {options}" --jobs "$jobs" "$@")
  case "$own $engine" in *FAIL*) status=1 ;; esac
  printf '%-12s %-17s %7s %11s %10s  %-9s %7s  %-9s %7s\n' "$v" "$name" "$(entries_of "$f")" "$(nodes_of "$f")" \
    "$(tagged_of "$v" "$f")" ${own} ${engine}
done
[ "$status" = 0 ] || echo "run-kit.sh: a suite failed; each run's output is in $logs" >&2
[ -n "${KIT_LOG:-}" ] || [ "$status" != 0 ] || rm -rf "$logs"
exit "$status"
