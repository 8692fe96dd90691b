#!/usr/bin/env bash
# Comments, scripts and docs state the rule or the target, not the history: a reference to
# a tracker's issue or to a work session (the word "issue" or "stop" followed by a number)
# means nothing to a reader of the code. Lists FILE:LINE of each such reference in ROOT's
# tracked files (every file under ROOT but .git and build folders when ROOT is not a git
# checkout of its own), binary files left out, and exits 1; exits 0 when there is none.
#
#   usage: tests/scripts/no_history_refs.sh [ROOT]
#
# KNOWN below lists the references still to be rewritten, each as PATH<TAB>LINE TEXT: a line
# of exactly that text in that file is let through, and nothing else is. An entry whose line
# is no longer there fails the check too, so the list shrinks as the lines are rewritten:
# delete the entry with the line. This script itself is not searched (its list holds the
# very lines it lets through).
set -euo pipefail
root=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
self=tests/scripts/no_history_refs.sh
pattern='\b([Ii]ssues?|[Ss]tops?) #?[0-9]+'

KNOWN=$(cat <<'EOF'
EOF
)

cd "$root"
# The list holds this checkout's lines; another tree (the test's planted one) has none.
[ -e "$self" ] || KNOWN=
list_files() {
  if [ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$(pwd -P)" ]; then
    git ls-files -z
  else
    find . \( -name .git -o -name 'build*' \) -prune -o -type f -print0 | sed -z 's|^\./||'
  fi
}

# PATH:LINE:TEXT of every match, the script itself left out.
matches=$(list_files | grep -zvxF "$self" | xargs -0 -r grep -d skip -HInE "$pattern" -- || true)

KNOWN=$KNOWN awk '
  BEGIN {
    n = split(ENVIRON["KNOWN"], rows, "\n")
    for (i = 1; i <= n; ++i) if (rows[i] != "") allowed[rows[i]] = 0
  }
  $0 == "" { next }
  {
    path = $0; sub(/:.*/, "", path)
    rest = substr($0, length(path) + 2)
    line = rest; sub(/:.*/, "", line)
    text = substr(rest, length(line) + 2)
    key = path "\t" text
    if (key in allowed) { allowed[key]++; next }
    printf "%s:%s: history reference (state the rule or the target instead): %s\n", path, line, text
    bad++
  }
  END {
    for (key in allowed) if (allowed[key] == 0) {
      split(key, f, "\t")
      printf "%s: listed in no_history_refs.sh as a known reference, but no such line is left; delete the entry: %s\n", f[1], f[2]
      bad++
    }
    if (bad) { printf "%d history reference(s) or stale entries\n", bad; exit 1 }
    print "no history references"
  }
' <<<"$matches"
