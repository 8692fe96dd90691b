#include "ruling_report.hpp"

#include <algorithm>

#include "cli/cli_error.hpp"
#include "core/text.hpp"
#include "face/erased.hpp"
#include "rulebook_paths.hpp"
#include "rulebook_yaml.hpp"

namespace dt::cli {

namespace {

constexpr std::size_t kWidth = 92;

// `text` broken into lines of at most kWidth characters (a longer word stands alone), the
// first starting with `first`, the others with `indent`.
void print_wrapped(std::string_view text, std::string_view first, std::string_view indent, std::ostream& out) {
  std::string line(first);
  bool empty = true;  // no word on the line yet
  std::size_t at = 0;
  while (at < text.size()) {
    const auto end = std::min(text.find(' ', at), text.size());
    const std::string_view word = text.substr(at, end - at);
    if (!empty && line.size() + 1 + word.size() > kWidth) {
      out << line << '\n';
      line = indent;
      empty = true;
    }
    if (!empty) line += ' ';
    line += word;
    empty = false;
    at = end + 1;
  }
  out << line << '\n';
}

}  // namespace

std::vector<SpecFile> present_specs(const std::filesystem::path& root) {
  std::vector<SpecFile> out;
  for (const Variant* v : variants())
    if (const auto path = spec_path(root, v->name()); std::filesystem::exists(path))
      out.push_back(load_spec_file(shown(path), v->name()));
  return out;
}

const Ruling& ruling_named(const RulingBook& book, std::string_view id) {
  if (const Ruling* ruling = book.find(id)) return *ruling;
  throw CliError("unknown ruling '" + one_line(std::string(id)) + "': expected a ruling id of " + book.dir +
                 " (deepthought ruling lists them)");
}

void print_ruling_line(const Ruling& ruling, std::ostream& out) { out << ruling.id.id << "  " << ruling.title << '\n'; }

void print_ruling(const Ruling& ruling, const RulingBook& book, std::span<const SpecFile> specs, std::ostream& out) {
  print_ruling_line(ruling, out);
  print_wrapped(ruling.rule, "  ", "  ", out);
  if (const auto& o = ruling.option)
    out << "  option: --option " << o->name << '=' << join(o->values, "|") << ", default " << o->default_value << '\n';
  for (const auto& s : ruling.settles) {
    const Seed& seed = *book.seed(s.seed);  // load_rulings checked every seed id
    print_wrapped(seed.title + " by " + seed.author + ", \"" + s.section + "\" (" + seed.address + ")", "  settles: ", "    ", out);
  }
  if (ruling.settles.empty()) out << "  settles: no seed section (the project's own definition)\n";
  out << "  defined at: " << ruling.id.where << '\n';
  bool cited = false;
  for (const auto& spec : specs) {
    std::vector<std::string> clauses;
    for (const auto& clause : spec.clauses)
      if (clause.cites(ruling.id.id)) clauses.push_back(clause.id.id);
    if (clauses.empty()) continue;
    print_wrapped(spec.path + ": " + join(clauses, ", "), "  cited by ", "    ", out);
    cited = true;
  }
  if (!cited) out << "  cited by no spec clause\n";
}

std::vector<const Ruling*> cited_rulings(const SpecFile& spec, const RulingBook& book) {
  for (const auto& clause : spec.clauses)
    for (const auto& r : clause.rulings)
      if (!book.find(r.id)) input_error(r.where, "expected a ruling id of " + book.dir + ", found '" + r.id + "'");
  return book.cited_by(spec);
}

}  // namespace dt::cli
