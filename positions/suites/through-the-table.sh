#!/bin/sh
# Every suite kept here counted by Deep Thought through its perft table: a key or table
# fault (two positions sharing a count) shows as a failing count, since each file's counts
# were agreed without the table. Each suite runs with one table for the whole file
# (--hash MB, default 1: full at once, its counts replaced all the time) over --threads N
# (default 2). The suites: VARIANT.perft for each variant `deepthought variants` lists,
# orthodox's standard.perft and standard.epd, and with DEEP=1 the deep counts too
# (deep-VARIANT[.OPTION=VALUE].perft, under that option; hours at their deepest: give
# --max-depth or --max-nodes among the SUITE FLAGS). Builds nothing.
#
#   positions/suites/through-the-table.sh DEEPTHOUGHT [MB] [THREADS] [SUITE FLAGS...]
#   positions/suites/through-the-table.sh build/bin/deepthought 1 2
#   DEEP=1 positions/suites/through-the-table.sh build/bin/deepthought 256 2 --max-nodes 100000000
#
# One line per suite (its result and seconds); exit status 0 when all pass, 1 when one
# fails, 2 on bad input.
set -eu
usage='usage: through-the-table.sh DEEPTHOUGHT [MB] [THREADS] [SUITE FLAGS...]'
[ $# -ge 1 ] || { echo "$usage" >&2; exit 2; }
dt=$1
shift
mb=${1:-1}
[ $# -ge 1 ] && shift
threads=${1:-2}
[ $# -ge 1 ] && shift
if ! [ -x "$dt" ] || [ -d "$dt" ]; then
  echo "through-the-table.sh: '$dt' is not an executable file, expected the deepthought binary" >&2
  exit 2
fi
for n in "$mb" "$threads"; do
  case $n in '' | *[!0-9]* | 0*) echo "through-the-table.sh: expected a positive whole number, found '$n'; $usage" >&2; exit 2 ;; esac
done
here=$(cd "$(dirname "$0")" && pwd)
status=0
# run VARIANT FILE [FLAGS...]: one suite through the table, one line.
run() {
  variant=$1 file=$2
  shift 2
  start=$(date +%s)
  if "$dt" suite "$variant" "$file" --hash "$mb" --threads "$threads" --quiet "$@" >/dev/null 2>&1; then
    result=pass
  else
    result="FAIL($?)"
    status=1
  fi
  printf '%-12s %-44s %-8s %6d s\n' "$variant" "$(basename "$file")" "$result" "$(($(date +%s) - start))"
}
for variant in $("$dt" variants | awk '/^[^ ]/ { print $1 }'); do
  [ -f "$here/$variant.perft" ] && run "$variant" "$here/$variant.perft" "$@"
done
run orthodox "$here/standard.perft" "$@"
run orthodox "$here/standard.epd" "$@"
if [ "${DEEP:-0}" = 1 ]; then
  for file in "$here"/deep-*.perft; do
    name=$(basename "$file" .perft)
    name=${name#deep-}
    variant=${name%%.*}
    case $name in
      *.*) run "$variant" "$file" --option "${name#*.}" "$@" ;;
      *) run "$variant" "$file" "$@" ;;
    esac
  done
fi
exit $status
