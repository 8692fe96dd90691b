// Which position cases test which spec clause, and what the spec and the positions cite
// that does not exist (clause ids, ruling ids).
#pragma once

#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>

#include "rulebook_files.hpp"

namespace dt::cli {

// Whether `rulings` (the text of rulings.md) defines `id`: a bold "**ID" not followed by
// more of an id, so CO-1 is not found in "**CO-10".
bool defines_ruling(std::string_view rulings, std::string_view id);

// Prints every clause of `spec` in order with the `FILE: CASE` lines that test it (or
// NO POSITION), the unknown clause ids `files` cite, the unknown ruling ids the spec cites
// (when `rulings` is given), and the summary line. `files` are of the spec's variant.
// Returns whether everything is covered and known.
bool report_coverage(const SpecFile& spec, std::span<const PositionFile> files,
                     const std::optional<std::string>& rulings, std::string_view rulings_name, std::ostream& out);

}  // namespace dt::cli
