// Perft suites in the two formats engine authors use: EPD lines
// (`POSITION ;D1 20 ;D2 400`) and python-chess `.perft` blocks
// (`id NAME` / `epd POSITION` / `perft DEPTH NODES`, `#` and `%` comments, as
// python-chess's perft.py reads them). Either may tag an
// entry with the rules it exercises (spec clause ids such as `hitchhiker.carry`, ruling ids
// such as HC-9): the EPD operation `;tags TAG ...` or a block's line `tags TAG ...`. An
// entry names the variant's options its counts assume the same way: `;options NAME=VALUE ...`
// or `options NAME=VALUE ...` (none: the variant's defaults).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/options.hpp"

namespace dt::cli {

struct SuiteCount {
  int depth;
  std::uint64_t nodes;
};

struct SuiteEntry {
  std::string name;      // `id` of a .perft block, else "line N"
  std::string position;  // as written
  int line;              // where the position is written
  int column;            // where the position starts on that line
  std::vector<SuiteCount> counts;
  std::vector<std::string> tags;  // in the order written, each once
  // "FILE:LINE:COLUMN: what was expected" when the entry is malformed: it is reported
  // as a bad entry in its turn, and the others still run.
  std::string error;
  // The options its counts assume, in the order written, each name once; whether the
  // variant has them is checked where the entry is loaded, pointing at `options_column`.
  OptionValues options;
  int options_line = 0, options_column = 0;
};

// The options of `values` whose value is not their spec's default, in the specs' order:
// what a suite entry assumes (and its writer writes), and what an engine must be told.
OptionValues off_defaults(std::span<const OptionSpec> specs, const OptionValues& values);

// Throws CliError "FILE: ..." only when the file holds no entry at all; a malformed line
// makes its entry bad (SuiteEntry::error).
std::vector<SuiteEntry> parse_suite(std::string_view text, const std::string& file);

}  // namespace dt::cli
