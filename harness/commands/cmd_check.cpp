// check: runs the rulebook's position files; coverage: lists, per spec clause, the cases
// that test it (positions/README.md).
#include <filesystem>
#include <fstream>
#include <map>
#include <ostream>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "cli/output_file.hpp"
#include "commands.hpp"
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

std::vector<PositionFile> load_position_files(const std::vector<std::string>& paths) {
  std::vector<PositionFile> out;
  for (const auto& path : paths)
    for (const auto& file : yaml_files(path)) out.push_back(load_position_file(file));
  return out;
}

// Every clause id a file cites must be defined by its variant's spec (read once per variant;
// a missing spec defines nothing). Returns the paths of the spec files read.
std::vector<std::string> check_clause_ids(const std::vector<PositionFile>& files, const std::filesystem::path& root) {
  std::map<std::string_view, SpecFile> specs;
  for (const auto& file : files) {
    const std::string_view variant = file.variant->name();
    const std::string path = shown(spec_path(root, variant));
    if (!specs.contains(variant))
      specs.emplace(variant, std::filesystem::exists(path) ? load_spec_file(path, variant) : SpecFile{path, std::string(variant), {}, {}});
    const SpecFile& spec = specs.at(variant);
    if (const auto unknown = unknown_clauses(file, spec); !unknown.empty())
      input_error(unknown.front().where, "expected a clause id of " + path + ", found '" + unknown.front().id + "'" +
                                             (spec.clauses.empty() ? " (the spec file does not exist)" : ""));
  }
  std::vector<std::string> read;
  for (const auto& [variant, spec] : specs)
    if (!spec.clauses.empty()) read.push_back(spec.path);
  return read;
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
  // Every file is read and validated before any case runs, so a malformed file fails at once.
  const auto files = load_position_files(paths);
  std::vector<std::string> inputs = check_clause_ids(files, root);
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
      const CaseOutcome& ran = outcome.cases.emplace_back(CaseOutcome{c.name, run_case(*file.variant, c)});
      ++(ran.failures.empty() ? passed : failed);
      if (json) continue;
      if (ran.failures.empty() && args.has("verbose")) out << one_line("ok " + file.path + ": " + c.name) << '\n';
      for (const auto& line : failure_lines(file.path, ran)) out << line << '\n';
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
  const auto files = load_position_files({shown(positions_dir(root))});
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
