#!/bin/sh
# The published perft suites that engine authors already use, run unmodified:
# python-chess's examples/perft/random.perft, tricky.perft and chess960.perft (GPL-3.0,
# https://github.com/niklasf/python-chess, commit 9c24454d) and the classic
# perftsuite.epd (as published in thomasahle/sunfish, GPL-3.0, commit b7584020). They
# are not kept in this repository (their licence is not the project's): this script
# downloads each from its public address into a cache folder, checks its SHA-256, and
# runs `deepthought suite` over it:
#   orthodox  random.perft, perftsuite.epd
#   chess960  tricky.perft (python-chess runs it with chess960=True: its X-FEN entries
#             are Chess960 positions, which orthodox refuses by name), chess960.perft,
#             random.perft, perftsuite.epd (every orthodox position is a Chess960 one)
#
#   positions/suites/published.sh [DEEPTHOUGHT] [suite flags...]
#   positions/suites/published.sh build/bin/deepthought --max-nodes 1000000
#
# Flags are passed to every `suite` run (python-chess's perft.py defaults to
# --max-nodes 1000000). Without any, every published count runs: hours. The exit status
# is the first non-zero status of a run, after all of them.
set -u
tool=${1:-build/bin/deepthought}
[ $# -gt 0 ] && shift
cache=${DEEPTHOUGHT_SUITE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/deepthought-suites}
mkdir -p "$cache" || exit 2

pc=https://raw.githubusercontent.com/niklasf/python-chess/9c24454dcea4f8a30259d811a2f10b26e911deb4/examples/perft
sf=https://raw.githubusercontent.com/thomasahle/sunfish/b7584020cceb4bf88da9d9ff3172d85b8be300c1

fetch() {  # NAME URL SHA256
  if [ ! -f "$cache/$1" ]; then
    curl -fsSL -o "$cache/$1.part" "$2" || { echo "published.sh: cannot download $2" >&2; exit 2; }
    mv "$cache/$1.part" "$cache/$1"
  fi
  echo "$3  $cache/$1" | sha256sum -c --quiet - || { echo "published.sh: $cache/$1 is not the published file" >&2; exit 2; }
}
fetch random.perft "$pc/random.perft" 8f7aee8acaa2a988cc117befceb7c0d8d3304fa5749861d561ba95fceb1fecdd
fetch tricky.perft "$pc/tricky.perft" aab841fc3f1a3079f35f21001d5320b86c76873d27cc5d27ffd9b7d4521fe776
fetch chess960.perft "$pc/chess960.perft" c60d64d9a18a88c243a856efc4fcab9ea43c190be4420d6c972f3b72f03c50ec
fetch perftsuite.epd "$sf/perftsuite.epd" 363e5205dfff3205fc50b376fb1770f9156464456282372c8c0a0e5b45a0bf07

status=0
for run in "orthodox random.perft" "orthodox perftsuite.epd" "chess960 tricky.perft" "chess960 chess960.perft" \
           "chess960 random.perft" "chess960 perftsuite.epd"; do
  variant=${run% *}
  file=${run#* }
  "$tool" suite "$variant" "$cache/$file" --quiet "$@"
  s=$?
  [ $status -eq 0 ] && status=$s
done
exit $status
