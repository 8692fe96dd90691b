#!/usr/bin/env bash
# layers.sh names an include that runs up: in a scratch copy of the folder layout, a file
# of rules/core that includes counting/, and one of harness/cli that includes commands/,
# must each be listed, with status 1; the same tree without them passes.
set -euo pipefail
check=$1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for d in rules/core rules/counting rules/face harness/rendering harness/cli harness/perft harness/engines harness/suites \
         harness/rulebook harness/reports harness/commands; do
  mkdir -p "$scratch/$d"
done
echo '#include "../core/a.hpp"' >"$scratch/rules/counting/b.hpp"
"$check" "$scratch" >/dev/null || { echo "a tree whose includes run down was refused"; exit 1; }
echo '#include "../counting/b.hpp"' >"$scratch/rules/core/a.hpp"
echo '#include "commands/cli.hpp"' >"$scratch/harness/cli/args.hpp"
if out=$("$check" "$scratch"); then
  echo "includes running up were let through"
  exit 1
fi
grep -q "^rules/core/a.hpp:1:.*: core includes counting" <<<"$out" || { echo "missed rules/core/a.hpp: $out"; exit 1; }
grep -q "^harness/cli/args.hpp:1:.*: cli includes commands" <<<"$out" || { echo "missed harness/cli/args.hpp: $out"; exit 1; }
echo "layers.sh names both includes running up"
