// check: runs the rulebook's position files; coverage: lists, per spec clause, the cases
// that test it (positions/README.md).
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "cli/output_file.hpp"
#include "commands.hpp"
#include "core/nearest_name.hpp"
#include "rendering/json.hpp"
#include "rulebook/check_report.hpp"
#include "rulebook/rulebook_coverage.hpp"
#include "rulebook/rulebook_files.hpp"
#include "rulebook/rulebook_paths.hpp"
#include "rulebook/rulebook_rulings.hpp"
#include "rulebook/rulebook_run.hpp"
#include "rulebook/rulebook_yaml.hpp"

namespace dt::cli {

namespace {

// Where an error message of `path` points, "PATH:LINE:COLUMN: ...", as numbers to sort
// by; {0, 0} for one that names no place in the file.
std::pair<long, long> place_in(const std::string& message, const std::string& path) {
  if (message.rfind(path + ":", 0) != 0) return {0, 0};
  const char* at = message.c_str() + path.size() + 1;
  char* end = nullptr;
  const long line = std::strtol(at, &end, 10);
  if (end == at || *end != ':') return {0, 0};
  return {line, std::strtol(end + 1, nullptr, 10)};
}

// Every clause id a file cites must be defined by its variant's spec (read once per
// variant; a missing spec defines nothing).
class ClauseIds {
 public:
  explicit ClauseIds(std::filesystem::path root) : root_(std::move(root)) {}

  // Each id of `file` that its spec does not define goes to `errors`.
  void check(const PositionFile& file, std::vector<std::string>& errors) {
    const std::string_view variant = file.variant->name();
    const std::string path = shown(spec_path(root_, variant));
    if (!specs_.contains(variant))
      specs_.emplace(variant, std::filesystem::exists(path) ? load_spec_file(path, variant) : SpecFile{path, std::string(variant), {}, {}});
    const SpecFile& spec = specs_.at(variant);
    for (const auto& unknown : unknown_clauses(file, spec))
      errors.push_back(one_line(unknown.where + ": expected a clause id of " + path + ", found '" + unknown.id + "'" +
                                (spec.clauses.empty() ? " (the spec file does not exist)"
                                                      : did_you_mean(unknown.id, spec.clauses, [](const Clause& c) { return c.id.id; }))));
  }
  // The spec files read.
  std::vector<std::string> read() const {
    std::vector<std::string> out;
    for (const auto& [variant, spec] : specs_)
      if (!spec.clauses.empty()) out.push_back(spec.path);
    return out;
  }

 private:
  std::filesystem::path root_;
  std::map<std::string_view, SpecFile> specs_;
};

// The files that could be read (and their clause ids checked, when `clauses` is given);
// every error of every file goes to `errors`, file by file, in the order of the lines.
std::vector<PositionFile> read_position_files(const std::vector<std::string>& paths, ClauseIds* clauses,
                                              std::vector<std::string>& errors) {
  std::vector<PositionFile> out;
  for (const auto& path : paths) {
    for (const auto& file : yaml_files(path)) {
      std::vector<std::string> found;
      auto read = read_position_file(file, found);
      if (read && clauses) clauses->check(*read, found);
      std::stable_sort(found.begin(), found.end(),
                       [&](const std::string& a, const std::string& b) { return place_in(a, file) < place_in(b, file); });
      errors.insert(errors.end(), found.begin(), found.end());
      if (read) out.push_back(std::move(*read));
    }
  }
  return out;
}

void stop_on(std::vector<std::string> errors) {
  if (!errors.empty()) throw CliErrors(std::move(errors));
}

// The variant named, or every registered variant that has a spec file.
std::vector<const Variant*> covered_variants(const Args& args, const std::filesystem::path& root) {
  if (!args.positional().empty()) return {&variant_arg(args.positional()[0])};
  std::vector<const Variant*> out;
  for (const Variant* v : variants())
    if (std::filesystem::exists(spec_path(root, v->name()))) out.push_back(v);
  if (out.empty())
    throw CliError(shown(root / "specs") + ": expected a spec file VARIANT.yaml for one of " + variant_names() + ", found none");
  return out;
}

}  // namespace

int cmd_check(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {{"verbose", false}, {"json", false}, {"junit", true}, {"root", true}};
  const Args args(argv, kFlags);
  const bool json = args.has("json");
  if (json && args.has("verbose")) throw CliError("--verbose lists passing cases in the text report; --json lists them all");
  const Rulebook rulebook = find_rulebook(args.value("root"));
  const auto& root = rulebook.root;
  const auto paths = args.positional().empty() ? std::vector{shown(positions_dir(root))} : args.positional();
  // Every file is read and validated before any case runs, so a malformed file fails at
  // once, with every error of every file, one a line.
  std::vector<std::string> errors;
  ClauseIds clauses(root);
  const auto files = read_position_files(paths, &clauses, errors);
  stop_on(std::move(errors));
  std::vector<std::string> inputs = clauses.read();
  for (const auto& file : files) inputs.push_back(file.path);
  // A report path that is one of the files read, or where no file can be made (a temporary
  // one is made and removed here), fails at once, before the run; nothing is left there
  // while the cases run, so a Ctrl-C leaves no temporary file behind.
  const auto junit_path = args.value("junit");
  if (junit_path) {
    refuse_overwriting_input("--junit", *junit_path, inputs);
    const OutputFile probe("--junit", *junit_path);
  }

  std::vector<FileOutcome> outcomes;
  int passed = 0, failed = 0;
  if (!json) out << rulebook_line(rulebook) << '\n';
  for (const auto& file : files) {
    FileOutcome& outcome = outcomes.emplace_back(FileOutcome{file.path, {}});
    for (const auto& c : file.cases) {
      const CaseOutcome& ran = outcome.cases.emplace_back(CaseOutcome{c.name, c.where, run_case(*file.variant, c)});
      ++(ran.failures.empty() ? passed : failed);
      if (json) continue;
      if (ran.failures.empty() && args.has("verbose")) out << one_line("ok " + file.path + ": " + c.name) << '\n';
      for (const auto& line : failure_lines(ran)) out << line << '\n';
    }
  }
  if (json) print_check_json(root.string(), outcomes, out);
  else out << passed << " passed, " << failed << " failed\n";
  if (junit_path) {
    std::ostringstream report;
    write_junit(outcomes, report);
    write_output_file("--junit", *junit_path, report.str());
  }
  return failed ? 1 : 0;
}

int cmd_coverage(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {{"json", false}, {"root", true}};
  const Args args(argv, kFlags);
  args.expect_positionals(0, 1, "coverage [VARIANT] [--json] [--root DIR]");
  const bool json = args.has("json");
  const Rulebook rulebook = find_rulebook(args.value("root"));
  const auto& root = rulebook.root;
  // Every file is read and validated before anything is printed.
  std::vector<SpecFile> specs;
  for (const Variant* variant : covered_variants(args, root))
    specs.push_back(load_spec_file(shown(spec_path(root, variant->name())), variant->name()));
  std::vector<std::string> errors;
  const auto files = read_position_files({shown(positions_dir(root))}, nullptr, errors);
  stop_on(std::move(errors));
  // Every ruling id a spec cites must be defined there: none is left unchecked.
  const RulingBook rulings = load_rulings(rulings_dir(root));
  if (!json) out << rulebook_line(rulebook) << '\n';

  // --json: {"root":ROOT,"variants":[one coverage object per variant],"complete":BOOL}.
  bool complete = true;
  if (json) out << "{\"root\":" << json_string(root.string()) << ",\"variants\":[";
  for (std::size_t i = 0; i < specs.size(); ++i) {
    std::vector<PositionFile> of_variant;
    for (const auto& file : files)
      if (file.variant->name() == specs[i].variant) of_variant.push_back(file);
    const Coverage coverage = coverage_of(specs[i], of_variant, rulings);
    complete = coverage.complete() && complete;
    if (json) print_coverage_json(coverage, out << (i ? "," : ""));
    else print_coverage(coverage, rulings.dir, out);
  }
  if (json) out << "],\"complete\":" << (complete ? "true" : "false") << "}\n";
  return complete ? 0 : 1;
}

}  // namespace dt::cli
