// The results matrix as a static offline site (`report -o DIR`), three pages that link to
// one another and to nothing outside: index.html, engines by suites with the pass rates,
// then for each suite its tags by engines; failures.html, every count that did not pass
// with its drill-down (the path, the moves only one side has, the counts at each level);
// clauses.html, the rule text of every tag.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "matrix.hpp"
#include "tag_clauses.hpp"

namespace dt::cli {

// The pages as (file name, HTML) pairs; the tags' texts come from `clauses`.
std::vector<std::pair<std::string, std::string>> matrix_pages(const Matrix& m, TagClauses& clauses);

}  // namespace dt::cli
