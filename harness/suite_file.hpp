// Perft suites in the two formats engine authors use: EPD lines
// (`POSITION ;D1 20 ;D2 400`) and python-chess `.perft` blocks
// (`id NAME` / `epd POSITION` / `perft DEPTH NODES`, `#` and `%` comments, as
// python-chess's perft.py reads them). Either may tag an
// entry with the rules it exercises (spec clause ids such as `hitchhiker.carry`, ruling ids
// such as HC-9): the EPD operation `;tags TAG ...` or a block's line `tags TAG ...`.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

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
};

// Throws CliError "FILE: ..." only when the file holds no entry at all; a malformed line
// makes its entry bad (SuiteEntry::error).
std::vector<SuiteEntry> parse_suite(std::string_view text, const std::string& file);

}  // namespace dt::cli
