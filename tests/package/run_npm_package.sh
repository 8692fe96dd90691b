#!/usr/bin/env bash
# The npm package as a user gets it: built by `npm pack` in the WebAssembly build folder
# `make web` uses (configured there first if it is not yet; the Emscripten build is slow,
# so it is reused), installed offline into an empty scratch project, and tested there under
# Node's own test runner (npm_package.test.mjs, differential.test.mjs).
#   usage: run_npm_package.sh SOURCE WEB_BUILD DEEPTHOUGHT SCRATCH
set -euo pipefail
source_dir=$1 web_build=$2 cli=$3 scratch=$4
# Debian's emscripten runs its JavaScript tools with Debian's node-acorn (the Makefile's `web`).
export NODE_PATH=/usr/share/nodejs
if [ ! -f "$web_build/CMakeCache.txt" ]; then
  emcmake cmake -S "$source_dir/web" -B "$web_build" -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$web_build" --target npm_package >/dev/null
tarballs=("$web_build"/deepthought-*.tgz)
[ ${#tarballs[@]} -eq 1 ] || { echo "run_npm_package.sh: expected one deepthought-*.tgz in $web_build, found ${#tarballs[@]}" >&2; exit 2; }
rm -rf "$scratch"
mkdir -p "$scratch"
cd "$scratch"
printf '{ "name": "scratch", "private": true }\n' > package.json
npm install --offline --no-audit --no-fund --cache "$scratch/.npm-cache" "${tarballs[0]}" >/dev/null
here=$(dirname "$(readlink -f "$0")")
cp "$here"/npm_package.test.mjs "$here"/differential.test.mjs "$here"/toy_example.mjs "$here"/toy_example.out \
   "$here"/usage_example.mjs "$here"/usage_example.out .
DT_SOURCE=$source_dir DT_CLI=$cli node --test --test-reporter=spec npm_package.test.mjs differential.test.mjs
