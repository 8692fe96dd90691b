// The rulebook as a static offline HTML site (`deepthought rulebook`): an index page and,
// per variant, every spec clause in order with its text, seed section and ruling ids,
// and under it each position case testing it, drawn inline with its expectations and its
// pass/fail status from running it now; then every ruling the spec cites, at its anchor
// (#ruling-HC-9), with its rule, option and seed sections and links to the clauses and
// cases that cite it.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "rulebook_files.hpp"
#include "rulebook_rulings.hpp"

namespace dt::cli {

struct VariantBook {
  SpecFile spec;
  std::vector<PositionFile> files;     // of this variant
  std::vector<const Ruling*> rulings;  // every one the spec cites (cited_rulings)
};

// A case's outcome, run once: its failures (none when it passes).
struct CaseRun {
  const PositionFile* file;
  const Case* c;
  std::vector<std::string> failures;  // one line each
};

// A whole page, offline: its title, its own style sheet inline, the body; nothing fetched.
std::string html_page(const std::string& title, std::string_view style, const std::string& body);
// An element id: `prefix` then `text` with every character but letters and digits as '-'
// (`clause-` and `castling.rights` give `clause-castling-rights`), as the site's anchors are.
std::string html_anchor(std::string_view prefix, const std::string& text);

// `rulings` holds the seeds the rulings settle.
std::string variant_page(const VariantBook& book, std::span<const CaseRun> runs, const RulingBook& rulings);
// `runs[i]` are the runs of `books[i]`; the seeds and the move notation come from `rulings`.
std::string index_page(std::span<const VariantBook> books, std::span<const std::vector<CaseRun>> runs, const RulingBook& rulings);

}  // namespace dt::cli
