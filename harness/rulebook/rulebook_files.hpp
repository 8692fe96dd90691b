// The rulebook's two kinds of file, as positions/README.md defines them: position files
// (positions/VARIANT/*.yaml, cases with expectations) and spec files (specs/VARIANT.yaml,
// the rule clauses). The loaders check the schema strictly and throw CliError
// "FILE:LINE:COLUMN: what was expected"; they do not run anything.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "face/erased.hpp"
#include "game_record.hpp"

namespace dt::cli {

// An id written in a file (a clause id, a ruling id) and where: "FILE:LINE:COLUMN".
struct Citation {
  std::string id;
  std::string where;
};

// What must hold after `play`. `error` excludes every other expectation.
struct Expect {
  std::optional<std::vector<std::string>> moves;
  std::vector<std::pair<std::string, std::vector<std::string>>> moves_from;  // square, its exact moves
  std::vector<std::string> legal;
  std::vector<std::string> illegal;
  std::vector<std::pair<int, std::uint64_t>> perft;  // depth, count
  std::optional<std::string> position;
  std::optional<std::string> result;
  std::optional<std::string> error;
};

struct Case {
  std::string name;
  std::string where;            // of the name: "FILE:LINE:COLUMN"
  std::vector<Citation> rules;  // the case's own; the file's apply too
  std::string why;
  std::optional<std::string> position;  // absent: the start position
  OptionValues options;
  std::vector<std::string> play;
  Expect expect;                     // empty when the case is a game record
  std::optional<GameRecord> record;  // a regression record, replayed ply by ply
};

struct PositionFile {
  std::string path;
  const Variant* variant;
  std::vector<Citation> rules;  // clause ids every case tests
  std::vector<Case> cases;
};

struct Clause {
  Citation id;
  std::string text;
  std::string document;
  std::string section;
  std::vector<Citation> rulings;

  bool cites(std::string_view ruling) const;
};

struct SpecFile {
  std::string path;
  std::string variant;
  std::string title;
  std::vector<Clause> clauses;

  bool defines(std::string_view id) const;
};

// Every error of the file goes to `errors` ("FILE:LINE:COLUMN: what"): a case with an
// error is left out and the next one read. Nothing when the file cannot be read far enough
// to hold cases (not YAML, no variant, no list of cases).
std::optional<PositionFile> read_position_file(const std::string& path, std::vector<std::string>& errors);
// The same, throwing CliErrors with every error of the file.
PositionFile load_position_file(const std::string& path);
// `variant` is the name the file must declare (its file name's stem).
SpecFile load_spec_file(const std::string& path, std::string_view variant);

// Clause ids cited by the file (file-level and per case) that the spec does not define.
std::vector<Citation> unknown_clauses(const PositionFile& file, const SpecFile& spec);
// Whether `clause` is tested by `c` of `file`: cited by the file or by the case.
bool tests_clause(const PositionFile& file, const Case& c, std::string_view clause);

}  // namespace dt::cli
