// Expectation files, in the manner of web-platform-tests' expectation files: the suite
// entries an engine is known to fail or not to support, each with its reason, so that a
// CI run goes red only on a change. An expectation names entries by their id (or "line N"),
// by a tag (a clause or ruling id; a tag names the tags below it, as --filter does) or by an
// option value they are counted under, and says how they are expected to end: `fail` (a
// count differs), `unsupported` (the engine errs on it, or refuses its options) or
// `timeout`. The file is read by rulebook/expectation_file.hpp.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/options.hpp"
#include "suite_file.hpp"

namespace dt::cli {

struct Expectation {
  enum class Kind { Entry, Tag, Option } kind;
  std::string what;  // the entry's name or "line N", the tag, or NAME=VALUE
  enum class Status { Fail, Unsupported, Timeout } status;
  std::string reason;
  std::string where;  // "FILE:LINE:COLUMN" of the expectation, for the reports
};

std::string_view status_word(Expectation::Status s);
// "entry 'line 6'", "tag 'castling.board'", "option 'castling=off'"
std::string expectation_subject(const Expectation& e);

// The entry carries `tag` or a tag below it (`castling` takes `castling.board`).
bool carries_tag(const SuiteEntry& entry, std::string_view tag);

// Whether `e` names `entry`, counted under `options` (every option, defaults included).
bool matches(const Expectation& e, const SuiteEntry& entry, const OptionValues& options);
// The first expectation of `list` (in file order) that matches `entry`, counted under
// `options` (every option, defaults included); null when none does.
const Expectation* expectation_for(const std::vector<Expectation>& list, const SuiteEntry& entry,
                                   const OptionValues& options);

// A YAML text holding `list`, read back as it was written (strings double-quoted).
std::string expectations_yaml(const std::vector<Expectation>& list, const std::string& suite_file);

}  // namespace dt::cli
