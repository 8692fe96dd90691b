#include "rulebook_coverage.hpp"

#include <algorithm>

#include "cli/cli_error.hpp"
#include "core/text.hpp"
#include "rendering/json.hpp"

namespace dt::cli {

namespace {

std::string citations_json(const std::vector<Citation>& citations) {
  std::string out = "[";
  for (const auto& c : citations) {
    if (out.size() > 1) out += ',';
    out += "{\"id\":";
    out += json_string(c.id);
    out += ",\"where\":";
    out += json_string(c.where);
    out += '}';
  }
  return out + ']';
}

}  // namespace

int Coverage::uncovered() const {
  return static_cast<int>(std::count_if(clauses.begin(), clauses.end(), [](const ClauseCoverage& c) { return c.cases.empty(); }));
}

bool Coverage::complete() const { return uncovered() == 0 && unknown_clauses.empty() && unknown_rulings.empty(); }

Coverage coverage_of(const SpecFile& spec, std::span<const PositionFile> files, const RulingBook& rulings) {
  Coverage out{spec.variant, spec.path, {}, {}, {}, {}};
  for (const auto& clause : spec.clauses) {
    ClauseCoverage row{clause.id.id, {}, {}};
    for (const auto& r : clause.rulings) row.rulings.push_back(r.id);
    for (const auto& file : files)
      for (const auto& c : file.cases)
        if (tests_clause(file, c, clause.id.id)) row.cases.push_back({file.path, c.name});
    out.clauses.push_back(std::move(row));
  }
  for (const auto& file : files)
    for (auto& unknown : unknown_clauses(file, spec)) out.unknown_clauses.push_back(std::move(unknown));
  for (const auto& clause : spec.clauses)
    for (const auto& r : clause.rulings)
      if (!rulings.find(r.id)) out.unknown_rulings.push_back(r);
  out.rulings = rulings.cited_by(spec);
  return out;
}

void print_coverage(const Coverage& coverage, std::string_view rulings_dir, std::ostream& out) {
  for (const auto& clause : coverage.clauses) {
    const std::string cited = clause.rulings.empty() ? "none" : join(clause.rulings, ", ");
    out << one_line(clause.id + "  (rulings: " + cited + ")") << '\n';
    for (const auto& c : clause.cases) out << "  " << one_line(c.file + ": " + c.name) << '\n';
    if (clause.cases.empty()) out << "  NO POSITION\n";
  }
  for (const auto& unknown : coverage.unknown_clauses)
    out << one_line("unknown clause: " + unknown.where + ": '" + unknown.id + "' is not a clause of " + coverage.spec_path)
        << '\n';
  for (const auto& r : coverage.unknown_rulings)
    out << one_line("unknown ruling: " + r.where + ": '" + r.id + "' is not a ruling of " + std::string(rulings_dir)) << '\n';
  out << "coverage " << coverage.variant << ": " << coverage.clauses.size() << " clauses, " << coverage.uncovered()
      << " without a position\n";
}

void print_coverage_json(const Coverage& coverage, std::ostream& out) {
  out << "{\"variant\":" << json_string(coverage.variant) << ",\"spec\":" << json_string(coverage.spec_path)
      << ",\"clauses\":[";
  for (std::size_t i = 0; i < coverage.clauses.size(); ++i) {
    const auto& clause = coverage.clauses[i];
    out << (i ? "," : "") << "{\"id\":" << json_string(clause.id) << ",\"rulings\":" << json_strings(clause.rulings)
        << ",\"cases\":[";
    for (std::size_t k = 0; k < clause.cases.size(); ++k)
      out << (k ? "," : "") << "{\"file\":" << json_string(clause.cases[k].file)
          << ",\"name\":" << json_string(clause.cases[k].name) << '}';
    out << "]}";
  }
  out << "],\"unknown_clauses\":" << citations_json(coverage.unknown_clauses)
      << ",\"rulings\":[";
  for (std::size_t i = 0; i < coverage.rulings.size(); ++i)
    out << (i ? "," : "") << "{\"id\":" << json_string(coverage.rulings[i]->id.id)
        << ",\"title\":" << json_string(coverage.rulings[i]->title) << '}';
  out << "],\"unknown_rulings\":" << citations_json(coverage.unknown_rulings)
      << ",\"uncovered\":" << coverage.uncovered() << ",\"complete\":" << (coverage.complete() ? "true" : "false") << '}';
}

}  // namespace dt::cli
