// The rule text a suite's tag names, for the matrix's clause page: a tag is a clause id of
// the variant's spec (specs/VARIANT.yaml, read by the rulebook's own loader) or a ruling id
// (specs/rulings/, read by the rulings' loader), as suite files use them.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "rulebook/rulebook_files.hpp"
#include "rulebook/rulebook_rulings.hpp"

namespace dt::cli {

struct TagText {
  bool found = false;
  std::string kind;    // "clause" or "ruling"
  std::string title;   // a ruling's title; empty for a clause
  std::string text;    // the rule text
  std::string source;  // a clause's document and section; a ruling's option
  std::vector<std::string> rulings;  // the rulings a clause cites
  std::string where;   // the file and line it is written at, or, when not found, where it was looked for
};

class TagClauses {
 public:
  explicit TagClauses(std::filesystem::path root);
  // Throws CliError when the variant's spec or the rulings exist but cannot be read.
  TagText describe(const std::string& variant, const std::string& tag);

 private:
  const SpecFile* spec(const std::string& variant);
  std::filesystem::path root_;
  RulingBook rulings_;
  std::map<std::string, std::optional<SpecFile>> specs_;
};

}  // namespace dt::cli
