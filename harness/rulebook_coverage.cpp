#include "rulebook_coverage.hpp"

#include <cctype>

#include "rulebook_yaml.hpp"


namespace dt::cli {

bool defines_ruling(std::string_view rulings, std::string_view id) {
  const std::string bold = "**" + std::string(id);
  for (auto at = rulings.find(bold); at != std::string_view::npos; at = rulings.find(bold, at + 1)) {
    const auto next = at + bold.size();
    if (next == rulings.size()) return true;
    const unsigned char c = static_cast<unsigned char>(rulings[next]);
    if (!std::isalnum(c) && c != '-' && c != '_') return true;
  }
  return false;
}

bool report_coverage(const SpecFile& spec, std::span<const PositionFile> files,
                     const std::optional<std::string>& rulings, std::string_view rulings_name, std::ostream& out) {
  bool complete = true;
  int uncovered = 0;
  for (const auto& clause : spec.clauses) {
    std::string cited;
    for (const auto& r : clause.rulings) cited += (cited.empty() ? "" : ", ") + r.id;
    out << one_line(clause.id.id + "  (rulings: " + (cited.empty() ? "none" : cited) + ")") << '\n';
    bool tested = false;
    for (const auto& file : files)
      for (const auto& c : file.cases)
        if (tests_clause(file, c, clause.id.id)) {
          out << "  " << one_line(file.path + ": " + c.name) << '\n';
          tested = true;
        }
    if (!tested) {
      out << "  NO POSITION\n";
      ++uncovered;
      complete = false;
    }
  }
  for (const auto& file : files)
    for (const auto& unknown : unknown_clauses(file, spec)) {
      out << one_line("unknown clause: " + unknown.where + ": '" + unknown.id + "' is not a clause of " + spec.path) << '\n';
      complete = false;
    }
  if (rulings) {
    for (const auto& clause : spec.clauses)
      for (const auto& r : clause.rulings)
        if (!defines_ruling(*rulings, r.id)) {
          out << one_line("unknown ruling: " + r.where + ": '" + r.id + "' is not in " + std::string(rulings_name)) << '\n';
          complete = false;
        }
  }
  out << "coverage " << spec.variant << ": " << spec.clauses.size() << " clauses, " << uncovered << " without a position\n";
  return complete;
}

}  // namespace dt::cli
