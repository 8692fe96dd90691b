#!/bin/sh
# The published results matrix (docs/matrix/): the suites kept here run by four engines at a
# small node budget, each run's `suite --json` kept in OUT/json/, the matrix written from
# them by `deepthought report` into OUT (index.html, failures.html, clauses.html), and the
# JSON then compressed (gzip -n: the same bytes for the same results) to a twentieth of its
# size; `gunzip -k OUT/json/*.gz` gives back what `report` read.
#   Deep Thought itself                  every suite
#   Deep Thought as a perftree engine    every suite (`deepthought divide --perftree VARIANT {options}`)
#   /usr/games/stockfish (UCI)           orthodox standard.perft and standard.epd, chess960.perft
#   /usr/games/fairy-stockfish (UCI)             the same three
# The science-fiction variants' suites (VARIANT.perft) are run by the first two only: no
# other engine plays them.
#
#   positions/suites/matrix.sh DEEPTHOUGHT [OUT]        (OUT: docs/matrix)
#
# MAX_NODES (default 1000000) is every run's --max-nodes: the counts the files claim to be
# larger are skipped, so the whole takes minutes; JOBS (default 2) engine processes at once.
# The engines' commands are written into the JSON as they were run: Deep Thought's as
# `deepthought`, found on PATH from DEEPTHOUGHT's folder, so that nothing of the machine's
# paths is published. Exit status 0 when the matrix is written (failing counts are what it
# shows), 2 on bad input or a run that could not be made.
set -eu
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: matrix.sh DEEPTHOUGHT [OUT]" >&2
  exit 2
fi
if ! [ -x "$1" ] || [ -d "$1" ]; then
  echo "matrix.sh: '$1' is not an executable file, expected the deepthought binary" >&2
  exit 2
fi
bin=$(cd "$(dirname "$1")" && pwd)
[ "$(basename "$1")" = deepthought ] || { echo "matrix.sh: '$1': expected a binary named deepthought" >&2; exit 2; }
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${2:-docs/matrix}
case $out in /*) ;; *) out=$(pwd)/$out ;; esac
max_nodes=${MAX_NODES:-1000000}
jobs=${JOBS:-2}
PATH=$bin:$PATH
export PATH
cd "$root"
for engine in /usr/games/stockfish /usr/games/fairy-stockfish; do
  command -v "$engine" > /dev/null || { echo "matrix.sh: '$engine' not found (Debian's stockfish and fairy-stockfish packages)" >&2; exit 2; }
done
mkdir -p "$out/json"
rm -f "$out"/json/*.json "$out"/json/*.json.gz

n=0
# run NAME VARIANT FILE [ENGINE FLAGS...]: one suite run into OUT/json/NN-NAME-FILE.json.
run() {
  name=$1 variant=$2 file=$3
  shift 3
  n=$((n + 1))
  json=$out/json/$(printf '%02d' "$n")-$name-$(basename "$file" | tr '.' '-').json
  status=0
  deepthought suite "$variant" "positions/suites/$file" --max-nodes "$max_nodes" "$@" --json > "$json" || status=$?
  if [ "$status" -gt 1 ]; then
    echo "matrix.sh: $name on $file: exit $status" >&2
    exit 2
  fi
  printf '%-24s %s\n' "$name" "$(sed -n 's/^{"summary":"\([^"]*\)".*/\1/p' "$json")"
}

suites="orthodox:standard.perft orthodox:standard.epd chess960:chess960.perft"
for v in hitchhiker hyperspace lue outerspace ringworld; do suites="$suites $v:$v.perft"; done
for s in $suites; do
  v=${s%%:*} f=${s#*:}
  run deepthought "$v" "$f"
  run deepthought-perftree "$v" "$f" --engine "deepthought divide --perftree $v {options}" \
    --engine-name "Deep Thought" --jobs "$jobs" --drill-down
  case $v in
    orthodox | chess960)
      run stockfish "$v" "$f" --uci /usr/games/stockfish --jobs "$jobs" --drill-down
      run fairy-stockfish "$v" "$f" --uci /usr/games/fairy-stockfish --jobs "$jobs" --drill-down ;;
  esac
done
# Paths relative to the repository's root, as the pages show them.
rel=${out#"$root"/}
deepthought report "$rel"/json/*.json -o "$rel"
gzip -n -9 "$out"/json/*.json
