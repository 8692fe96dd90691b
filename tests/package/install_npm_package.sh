#!/usr/bin/env bash
# The npm package as a user gets it: built by `npm pack` in the WebAssembly build folder
# `make web` uses (configured there first if it is not yet; the Emscripten build is slow,
# so it is reused), then installed offline into SCRATCH, emptied first, as a project of its
# own (run_npm_package.sh and three_way.py test it there).
#   usage: install_npm_package.sh SOURCE WEB_BUILD SCRATCH
set -euo pipefail
source_dir=$1 web_build=$2 scratch=$3
# Debian's emscripten runs its JavaScript tools with Debian's node-acorn (the Makefile's `web`).
export NODE_PATH=/usr/share/nodejs
if [ ! -f "$web_build/CMakeCache.txt" ]; then
  emcmake cmake -S "$source_dir/web" -B "$web_build" -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$web_build" --target npm_package >/dev/null
tarballs=("$web_build"/deepthought-*.tgz)
[ ${#tarballs[@]} -eq 1 ] || { echo "install_npm_package.sh: expected one deepthought-*.tgz in $web_build, found ${#tarballs[@]}" >&2; exit 2; }
rm -rf "$scratch"
mkdir -p "$scratch"
cd "$scratch"
printf '{ "name": "scratch", "private": true }\n' > package.json
npm install --offline --no-audit --no-fund --cache "$scratch/.npm-cache" "${tarballs[0]}" >/dev/null
