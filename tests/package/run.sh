#!/usr/bin/env bash
# The Debian package as a user gets it: built by CPack from this build (make package builds
# the same from a build of its own), passed by lintian without an error, its Depends
# installable here (apt-get's simulation), then unpacked into a scratch root (dpkg -x: the
# machine's own packages, and any deepthought installed on it, are never touched) and used
# from an empty folder with nothing else: the program finds the rulebook installed with it,
# counts, checks a rulebook file, runs an installed suite; `man deepthought` renders;
# bash completes a command name, a flag and a variant; a consumer builds with the
# installed library and headers; in a build with DEEPTHOUGHT_PYTHON, /usr/bin/python3
# imports the module from the root's /usr/lib/python3/dist-packages and counts.
#   usage: tests/package/run.sh BUILD SOURCE WORK
set -euo pipefail
build=$1 source=$2 work=$3
fail() { echo "package test: $*" >&2; exit 1; }
rm -rf "$work" && mkdir -p "$work/root" "$work/empty"

# 1. The package, and lintian.
(cd "$build" && cpack -G DEB -D CPACK_OUTPUT_FILE_PREFIX="$work" >"$work/cpack.log" 2>&1) ||
  fail "cpack: $(cat "$work/cpack.log")"
version=$(sed -n '1s/^deepthought (\([^)]*\)).*/\1/p' "$source/packaging/changelog")
deb=$work/deepthought_${version}_$(dpkg --print-architecture).deb
[ -f "$deb" ] || fail "expected $deb, cpack wrote: $(ls "$work")"
lintian --fail-on error "$deb" >"$work/lintian.log" 2>&1 || fail "lintian reports errors: $(cat "$work/lintian.log")"
echo "lintian: $(grep -c '^W:' "$work/lintian.log" || true) warnings, no error"
sed -n 's/^W: /  /p' "$work/lintian.log"
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = deepthought ] || fail "Package: $(field Package)"
[ "$(field Section)" = devel ] || fail "Section: $(field Section)"
depends=$(field Depends)
for needed in libc6 libstdc++6 libyaml-cpp; do
  [[ $depends == *"$needed"* ]] || fail "Depends lacks $needed (dpkg-shlibdeps): $depends"
done
python=$(grep -q '^DEEPTHOUGHT_PYTHON:BOOL=ON$' "$build/CMakeCache.txt" && echo yes || echo no)
if [ "$python" = yes ]; then
  # The module is built for /usr/bin/python3's version X.Y and loads in it only.
  xy=$(/usr/bin/python3 -c 'import sys; print(*sys.version_info[:2], sep=".")')
  next="${xy%%.*}.$((${xy#*.} + 1))"
  [[ $depends == *"python3 (>= $xy~), python3 (<< $next)"* ]] ||
    fail "Depends lacks python3 (>= $xy~), python3 (<< $next) for the Python module: $depends"
fi
apt-get install --simulate --no-install-recommends "$deb" >"$work/apt.log" 2>&1 ||
  fail "apt-get install --simulate $deb: $(cat "$work/apt.log")"
grep -q '^Inst deepthought ' "$work/apt.log" || fail "apt-get would not install it: $(cat "$work/apt.log")"

# 2. Unpacked into a scratch root, run from an empty folder outside any checkout.
dpkg -x "$deb" "$work/root"
usr=$work/root/usr
dt=$usr/bin/deepthought
share=$usr/share/deepthought
cd "$(mktemp -d -t dt-package-XXXXXX)"
empty=$PWD
trap 'rm -rf "$empty"' EXIT
"$dt" variants | grep -q '^orthodox' || fail "deepthought variants lists no orthodox"
# Perft 3 of the orthodox start position: 8902 (Chess Programming Wiki, "Perft Results").
"$dt" perft orthodox 3 --json | grep -q '"depth":3,"nodes":8902,' || fail "perft orthodox 3 is not 8902"
out=$("$dt" check "$share/positions/orthodox/castling.yaml") || fail "check of the installed castling.yaml: $out"
[ "$(echo "$out" | head -1)" = "rulebook: $share (installed)" ] || fail "check found another rulebook: $out"
echo "$out" | grep -Eq '^[1-9][0-9]* passed, 0 failed' || fail "check of the installed castling.yaml: $out"
out=$("$dt" suite orthodox "$share/positions/suites/standard.perft" --max-nodes 20000) ||
  fail "suite of the installed standard.perft: $out"
echo "$out" | tail -1
[ "$(ls "$share/positions/suites/"*.perft | wc -l)" = "$(ls "$source/positions/suites/"*.perft | wc -l)" ] ||
  fail "the package lacks suites of positions/suites/"

# 3. The Python module, imported by Debian's python3 from the root's dist-packages (the
#    place python3 looks in under /usr) and counting perft 3 of the orthodox start position,
#    8902 (Chess Programming Wiki, "Perft Results").
dist=$usr/lib/python3/dist-packages
if [ "$python" = yes ]; then
  out=$(env -i PYTHONPATH="$dist" PYTHONDONTWRITEBYTECODE=1 /usr/bin/python3 -c '
import pathlib, sys, deepthought
assert pathlib.Path(deepthought.__file__).is_relative_to(sys.argv[1]), deepthought.__file__
print(deepthought.Game("orthodox").perft(3))' "$dist" 2>&1) || fail "import deepthought from $dist: $out"
  [ "$out" = 8902 ] || fail "the packaged module's perft 3 of orthodox is $out, not 8902"
  echo "python: /usr/lib/python3/dist-packages/deepthought imported, perft 3 = $out"
else
  [ ! -e "$dist" ] || fail "a build without DEEPTHOUGHT_PYTHON packs $dist"
  echo "python: not in this build (configure with -DDEEPTHOUGHT_PYTHON=ON to package the module)"
fi

# 4. The man page, found by name under the scratch root's man path, and free of warnings.
page=$usr/share/man/man1/deepthought.1.gz
warnings=$(man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null)
[ -z "$warnings" ] || fail "man --warnings: $warnings"
MANWIDTH=80 MANPATH=$usr/share/man man deepthought 2>/dev/null | grep -q 'deepthought - executable rulebook and perft harness' ||
  fail "man deepthought does not render its NAME line"

# 5. Completion, loaded on demand by bash-completion as for an installed command (from
#    share/bash-completion/completions of a folder of XDG_DATA_DIRS, /usr/share when installed).
completions=$(env -i HOME="$empty" TERM=dumb PATH="$usr/bin:/usr/bin:/bin" XDG_DATA_DIRS="$usr/share" \
  bash --norc --noprofile -i -c '
  . /usr/share/bash-completion/bash_completion
  __load_completion deepthought || exit 1
  complete -p deepthought
  try() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _deepthought; echo "$*: ${COMPREPLY[*]}"; }
  try deepthought pe
  try deepthought perft orthodox 3 --max-n
  try deepthought suite ortho
  try deepthought check --ju' 2>"$work/bash.log") || true
expected="complete -F _deepthought deepthought
deepthought pe: perft
deepthought perft orthodox 3 --max-n: --max-nodes
deepthought suite ortho: orthodox
deepthought check --ju: --junit"
[ "$completions" = "$expected" ] || fail "bash completion gave:
$completions
expected:
$expected
$(cat "$work/bash.log")"

# 6. The library and headers: tests/consumer builds against the unpacked /usr.
cmake -S "$source/tests/consumer" -B "$work/consumer" -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$usr" \
  -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF >"$work/consumer.log" 2>&1 &&
  cmake --build "$work/consumer" >>"$work/consumer.log" 2>&1 || fail "the consumer: $(cat "$work/consumer.log")"
[ "$("$work/consumer/perft3")" = 8902 ] || fail "the consumer's perft 3 is not 8902"
echo "package test: $(basename "$deb") passed"
