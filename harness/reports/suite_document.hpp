// One result file of `suite --json` (docs/reports.md, "suite") read back for `report`:
// where the counts came from (the suite file, its variant, the engine and how it names
// itself) and each count's outcome with its drill-down. The reader is strict: a file that
// is not JSON, or JSON that is not a suite's results, is a CliError naming the file and
// the member that is missing or of the wrong kind.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace dt::cli {

// One level of a drill-down's descent: the move played to reach it (empty at the root),
// the depth counted there and the two counts.
struct ReportedStep {
  std::string move;
  int depth = 0;
  std::uint64_t deepthought = 0, engine = 0;
};

// `compare --json`'s object for the first failing count of an entry (suite --drill-down).
struct ReportedDescent {
  std::vector<std::string> path;  // the moves down to where the move lists differ
  std::string position;           // the position there
  std::vector<std::string> only_deepthought, only_engine;
  std::vector<ReportedStep> trail;
};

struct ReportedCount {
  std::string name;
  int line = 0;
  std::string position;
  std::vector<std::string> tags;
  std::vector<std::pair<std::string, std::string>> options;
  int depth = 0;
  std::uint64_t expected = 0;
  std::string status;  // pass, fail, error, timeout or bad
  std::optional<std::uint64_t> got;
  std::string message;
  std::optional<ReportedDescent> descent;
};

struct SuiteDocument {
  std::string source;  // the result file, as given
  std::string summary;
  std::string file;     // the suite file the counts came from
  std::string variant;
  std::optional<std::string> engine;  // the command; none when Deep Thought counted
  std::string engine_protocol;        // "uci", "perftree"; empty for Deep Thought
  std::string engine_name;            // empty when none was given
  std::vector<ReportedCount> results;
  int skipped = 0;

  // How the matrix names the engine: its own name, else its command, else "Deep Thought".
  std::string engine_label() const;
};

// Reads `path`; throws CliError "PATH: ..." when it cannot be read, is not JSON or is not
// what `suite --json` writes.
SuiteDocument read_suite_document(const std::string& path);

}  // namespace dt::cli
