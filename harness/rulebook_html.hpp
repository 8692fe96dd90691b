// The rulebook as a static offline HTML site (`deepthought rulebook`): an index page and,
// per variant, every spec clause in order with its text, seed section and ruling ids,
// and under it each position case testing it, drawn inline with its expectations and its
// pass/fail status from running it now.
#pragma once

#include <span>
#include <string>

#include "rulebook_files.hpp"

namespace dt::cli {

struct VariantBook {
  SpecFile spec;
  std::vector<PositionFile> files;  // of this variant
};

// A case's outcome, run once: its failures (none when it passes).
struct CaseRun {
  const PositionFile* file;
  const Case* c;
  std::vector<std::string> failures;  // one line each
};

std::string variant_page(const VariantBook& book, std::span<const CaseRun> runs);
// `runs[i]` are the runs of `books[i]`.
std::string index_page(std::span<const VariantBook> books, std::span<const std::vector<CaseRun>> runs);

}  // namespace dt::cli
