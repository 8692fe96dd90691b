// A variant's table from the features of a perft tree (features.hpp) to the spec clauses
// they exercise: specs/suite-tags/VARIANT.yaml, data beside the spec it cites, so that the
// harness stays free of variant names and a clause renamed in the spec without its table
// is refused here, by FILE:LINE:COLUMN.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "rulebook/rulebook_files.hpp"

namespace dt::suite_gen {

struct TagTable {
  std::string path;
  std::map<std::string, std::vector<std::string>, std::less<>> clauses;  // feature -> clause ids

  // The clause ids of `features`, in the spec's order, each once; `unmapped` gets the
  // features the table does not name.
  std::vector<std::string> tags(const std::set<std::string>& features, const cli::SpecFile& spec,
                                std::set<std::string>& unmapped) const;
};

// Throws CliError on a malformed table or a clause id that `spec` does not define.
TagTable load_tag_table(const std::string& path, const cli::SpecFile& spec);

}  // namespace dt::suite_gen
