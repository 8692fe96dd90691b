// Perft suites in the two formats engine authors use: EPD lines
// (`POSITION ;D1 20 ;D2 400`) and python-chess `.perft` blocks
// (`id NAME` / `epd POSITION` / `perft DEPTH NODES`, `#` and `%` comments, as
// python-chess's perft.py reads them). An EPD line names its entry with the standard `id`
// operation (`;id "start"`, a quoted string as EPD has it) and may carry the comment
// operations `;c0 "..."` to `;c9 "..."`; an entry without an id is named "line N". Either may tag an
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
  std::string name;      // its `id` (EPD `;id "NAME"` or a block's `id NAME`), else "line N"
  int id_line = 0, id_column = 0;  // where the id is written; 0 when the entry has none
  std::string position;  // as written
  int line;              // where the position is written
  int column;            // where the position starts on that line
  std::vector<SuiteCount> counts;
  std::vector<std::string> tags;  // in the order written, each once
  std::vector<std::pair<std::string, std::string>> comments;  // EPD `c0`..`c9`, in the order written
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

// Throws CliError "FILE: ..." when the file holds no entry at all, and "FILE:LINE:COLUMN:
// ..." naming both lines when two entries have the same id (a report or an expectation
// naming it could not say which); a malformed line makes its entry bad (SuiteEntry::error).
std::vector<SuiteEntry> parse_suite(std::string_view text, const std::string& file);

}  // namespace dt::cli
