// Which position cases test which spec clause, and what the spec and the positions cite
// that does not exist (clause ids, ruling ids).
#pragma once

#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "rulebook_files.hpp"
#include "rulebook_rulings.hpp"

namespace dt::cli {

struct CaseRef {
  std::string file;
  std::string name;
};

struct ClauseCoverage {
  std::string id;
  std::vector<std::string> rulings;  // the ruling ids the clause cites
  std::vector<CaseRef> cases;        // the cases that test it; empty: NO POSITION
};

// One variant's coverage: every clause of its spec in order, the rulings it cites, and the
// ids cited that the spec or the rulings do not define.
struct Coverage {
  std::string variant;
  std::string spec_path;
  std::vector<ClauseCoverage> clauses;
  std::vector<Citation> unknown_clauses;  // cited by a position file, not in the spec
  std::vector<const Ruling*> rulings;     // cited by the spec and defined, in the rulings' order
  std::vector<Citation> unknown_rulings;  // cited by the spec, not defined by the rulings

  int uncovered() const;
  bool complete() const;
};

// `files` are of the spec's variant. Every ruling id the spec cites is looked up in `rulings`.
Coverage coverage_of(const SpecFile& spec, std::span<const PositionFile> files, const RulingBook& rulings);

// Prints every clause with the `FILE: CASE` lines that test it (or NO POSITION), the
// unknown clause and ruling ids, and the summary line.
void print_coverage(const Coverage& coverage, std::string_view rulings_dir, std::ostream& out);

// The same as one JSON object (the shape is in docs/reports.md, "check and coverage").
void print_coverage_json(const Coverage& coverage, std::ostream& out);

}  // namespace dt::cli
