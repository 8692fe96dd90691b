#!/bin/sh
# Writes the conformance suite of each science-fiction variant, positions/suites/VARIANT.perft,
# with tests/suite_gen (dt_suite_gen): entries from the rulebook's cases and from seeded
# random games under every option set, counts at depths 1..k up to MAX_NODES a count, each
# confirmed node by node by the independent reference generator of tests/support, tags from
# specs/suite-tags/VARIANT.yaml. The same seed and sizes give the same files (only the date
# in the header changes).
#
#   positions/suites/generate.sh [VARIANT...]        # all five when none is named
#   ENTRIES=500 SEED=1 MAX_NODES=1000000 positions/suites/generate.sh hyperspace
#
# MAX_NODES defaults to 10^6, what the committed files used (some
# minutes a variant, Ringworld's about a quarter of an hour). `dt_suite_gen VARIANT
# --confirm FILE` confirms a written file's counts again with the reference and prints
# its rate. BUILD names the build folder (build).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-$root/build}
cmake --build "$build" --target dt_suite_gen -j2 >/dev/null
variants=${*:-hyperspace hitchhiker outerspace lue ringworld}
for v in $variants; do
  "$build/bin/dt_suite_gen" "$v" "$root/positions/suites/$v.perft" --root "$root" \
    --entries "${ENTRIES:-500}" --seed "${SEED:-1}" --max-nodes "${MAX_NODES:-1000000}"
done
