// EPD and .perft suite files (harness/suites/suite_file.hpp): any text parses into entries with
// a position, a place and counts in range, or an error naming the file (a malformed
// entry), or is refused with a CliError naming the file (no entry at all).
#include <string>

#include "cli/cli_error.hpp"
#include "fuzz_input.hpp"
#include "suites/suite_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using dt::fuzz::require;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // The format (EPD lines or .perft blocks) is told from the text itself.
  const std::string file = "fuzz.suite";
  try {
    for (const auto& entry : dt::cli::parse_suite(text, file)) {
      require(entry.line >= 1, "an entry has a line", entry.name);
      // A malformed entry is kept with its error, to be reported in its turn.
      if (!entry.error.empty()) {
        require(entry.error.starts_with(file + ":"), "an entry's error names the file", entry.error);
        continue;
      }
      require(!entry.position.empty(), "an entry has a position", entry.name);
      require(entry.line >= 1 && entry.column >= 1, "an entry has a place", entry.name);
      for (const auto& count : entry.counts) require(count.depth >= 1 && count.depth <= 64, "a depth is in range", entry.name);
    }
  } catch (const dt::cli::CliError& error) {
    require(std::string_view(error.what()).starts_with(file + ":"), "a suite error names the file", error.what());
  }
  return 0;
}
