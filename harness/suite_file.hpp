// Perft suites in the two formats engine authors use: EPD lines
// (`POSITION ;D1 20 ;D2 400`) and python-chess `.perft` blocks
// (`id NAME` / `epd POSITION` / `perft DEPTH NODES`, `#` comments).
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
};

// Throws CliError "FILE:LINE:COLUMN: what was expected" on malformed input.
std::vector<SuiteEntry> parse_suite(std::string_view text, const std::string& file);

}  // namespace dt::cli
