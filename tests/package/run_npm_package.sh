#!/usr/bin/env bash
# The npm package as a user gets it (install_npm_package.sh: `npm pack` in the WebAssembly
# build folder, installed offline into an empty scratch project), tested there under Node's
# own test runner (npm_package.test.mjs, differential.test.mjs).
#   usage: run_npm_package.sh SOURCE WEB_BUILD DEEPTHOUGHT SCRATCH
set -euo pipefail
source_dir=$1 web_build=$2 cli=$3 scratch=$4
here=$(dirname "$(readlink -f "$0")")
"$here"/install_npm_package.sh "$source_dir" "$web_build" "$scratch"
cd "$scratch"
cp "$here"/npm_package.test.mjs "$here"/differential.test.mjs "$here"/toy_example.mjs "$here"/toy_example.out \
   "$here"/usage_example.mjs "$here"/usage_example.out .
DT_SOURCE=$source_dir DT_CLI=$cli node --test --test-reporter=spec npm_package.test.mjs differential.test.mjs
