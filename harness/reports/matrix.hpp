// The results matrix of `report`: engines by suites, each cell one engine's results on one
// suite file, and within a suite the pass rate of every tag (a clause or ruling id the
// suite's entries carry). Engines and suites are in the order the result files first name
// them. A pass rate counts counts (an entry's depths), not entries: a count passes or it
// fails, errs, times out or is bad; the counts a run skipped (--max-nodes, --max-depth)
// are not counted.
#pragma once

#include <map>
#include <span>
#include <string>
#include <vector>

#include "suite_document.hpp"

namespace dt::cli {

struct Rate {
  int passed = 0, counted = 0;
  void add(bool pass) {
    passed += pass;
    ++counted;
  }
  // "39/40 97.5%": the percentage with one decimal, cut rather than rounded, so that only
  // a rate with no failure reads 100%.
  std::string text() const;
};

// The tag of the counts of untagged entries.
inline constexpr std::string_view kUntagged = "(untagged)";

struct MatrixEngine {
  std::string label;     // SuiteDocument::engine_label
  std::string protocol;  // "uci", "perftree", or empty for Deep Thought itself
};

struct MatrixSuite {
  std::string variant;
  std::string file;
  std::vector<std::string> tags;  // every tag its results carry, sorted, then kUntagged if any
};

struct MatrixCell {
  const SuiteDocument* document = nullptr;  // null: this engine was not run on this suite
  Rate rate;
  std::map<std::string, Rate> by_tag;
  std::vector<const ReportedCount*> failures;  // the counts that did not pass, in order
};

struct Matrix {
  std::vector<MatrixEngine> engines;
  std::vector<MatrixSuite> suites;
  std::vector<std::vector<MatrixCell>> cells;  // [engine][suite]
};

// Throws CliError when two files give the same engine on the same suite (which to show
// would be a guess).
Matrix build_matrix(std::span<const SuiteDocument> documents);

}  // namespace dt::cli
