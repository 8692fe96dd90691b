// What `check` found, case by case, and its three reports: the text lines on stdout,
// --json (one object on stdout) and --junit FILE (JUnit XML for CI servers).
#pragma once

#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "rulebook_run.hpp"

namespace dt::cli {

struct CaseOutcome {
  std::string name;
  std::string where;  // of the case's name: "FILE:LINE:COLUMN"
  std::vector<Failure> failures;  // empty: passed
};

struct FileOutcome {
  std::string path;
  std::vector<CaseOutcome> cases;
};

// The lines the text report prints for a failed case: "FILE:LINE:COLUMN: CASE: what" (the
// place of the case's name) and its diff lines indented by two spaces, each made one line.
std::vector<std::string> failure_lines(const CaseOutcome& c);

// {"root":ROOT,"cases":[{"file","name","where","status":"passed"|"failed","failures":[{"what","diff":[...]}]}],
//  "passed":N,"failed":N}, ROOT being the rulebook folder the clause ids were checked against.
void print_check_json(const std::string& root, std::span<const FileOutcome> files, std::ostream& out);

// One <testsuite> per position file, one <testcase> per case (classname = the file),
// a <failure> holding the failure_lines of each failed case.
void write_junit(std::span<const FileOutcome> files, std::ostream& out);

}  // namespace dt::cli
