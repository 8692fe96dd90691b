// The rulings as text for `deepthought ruling ID`, `help ID` and `variants VARIANT`: a
// ruling in full (its rule, option, the seed sections it settles, the spec clauses that
// cite it) or one line per ruling.
#pragma once

#include <filesystem>
#include <ostream>
#include <span>
#include <vector>

#include "rulebook_files.hpp"
#include "rulebook_rulings.hpp"

namespace dt::cli {

// The spec of every registered variant that has one under `root`, in registry order.
std::vector<SpecFile> present_specs(const std::filesystem::path& root);

// The ruling `id`; throws CliError naming the rulings' directory when it defines no such id.
const Ruling& ruling_named(const RulingBook& book, std::string_view id);

// "HC-9  Hitchhiker carrying"
void print_ruling_line(const Ruling& ruling, std::ostream& out);

// The ruling in full; `specs` give its citing clauses.
void print_ruling(const Ruling& ruling, const RulingBook& book, std::span<const SpecFile> specs, std::ostream& out);

// The rulings `spec` cites, in the rulings' order; throws CliError "FILE:LINE:COLUMN: ..."
// at the first citation of an id the book does not define.
std::vector<const Ruling*> cited_rulings(const SpecFile& spec, const RulingBook& book);

}  // namespace dt::cli
