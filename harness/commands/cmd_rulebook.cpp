// rulebook: the specs and positions as a static offline HTML site (rulebook_html.hpp),
// every case run now for its status.
#include <deque>
#include <filesystem>
#include <ostream>

#include "cli/cli_error.hpp"
#include "cli/common.hpp"
#include "cli/output_file.hpp"
#include "commands.hpp"
#include "core/text.hpp"
#include "rulebook/rulebook_html.hpp"
#include "rulebook/rulebook_paths.hpp"
#include "rulebook/rulebook_run.hpp"
#include "rulebook/ruling_report.hpp"

namespace dt::cli {

namespace {

std::vector<CaseRun> run_book(const VariantBook& book) {
  std::vector<CaseRun> out;
  for (const auto& file : book.files)
    for (const auto& c : file.cases) {
      CaseRun run{&file, &c, {}};
      for (const auto& f : run_case(*file.variant, c)) run.failures.push_back(f.what + (f.diff.empty() ? "" : ": " + join(f.diff, "; ")));
      out.push_back(std::move(run));
    }
  return out;
}

}  // namespace

int cmd_rulebook(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {{"o", true}, {"root", true}};
  const Args args(argv, kFlags);
  const auto dir = args.value("o");
  if (!dir) throw CliError("missing -o DIR: the directory to write the site into");
  const Rulebook rulebook = find_rulebook(args.value("root"));
  const auto& root = rulebook.root;

  std::vector<const Variant*> chosen;
  for (const auto& name : args.positional()) chosen.push_back(&variant_arg(name));
  if (chosen.empty())
    for (const Variant* v : variants())
      if (std::filesystem::exists(spec_path(root, v->name()))) chosen.push_back(v);

  // Every file is read and validated before anything is run or written.
  std::vector<PositionFile> files;
  for (const auto& path : yaml_files(shown(positions_dir(root)))) files.push_back(load_position_file(path));
  const RulingBook rulings = load_rulings(rulings_dir(root));
  std::vector<VariantBook> books;
  for (const Variant* v : chosen) {
    const std::string spec = shown(spec_path(root, v->name()));
    if (!std::filesystem::exists(spec)) throw CliError(std::string(v->name()) + ": expected its spec file " + spec);
    VariantBook book{load_spec_file(spec, v->name()), {}, {}};
    book.rulings = cited_rulings(book.spec, rulings);  // a ruling id it does not define is an error
    for (const auto& file : files)
      if (file.variant == v) book.files.push_back(file);
    books.push_back(std::move(book));
  }

  std::vector<std::vector<CaseRun>> runs;
  for (const auto& book : books) runs.push_back(run_book(book));

  std::error_code error;
  std::filesystem::create_directories(*dir, error);
  if (error) throw CliError("-o '" + *dir + "': cannot create the directory: " + error.message());
  // The site is replaced whole or not at all: every page is written beside its old one
  // first, and only when all are on the disk are they renamed into place.
  std::vector<std::string> inputs;
  for (const auto& file : files) inputs.push_back(file.path);
  for (const auto& book : books) inputs.push_back(book.spec.path);
  std::vector<std::pair<std::filesystem::path, std::string>> pages;
  int positions = 0, failing = 0;
  for (std::size_t i = 0; i < books.size(); ++i) {
    pages.emplace_back(std::filesystem::path(*dir) / (books[i].spec.variant + ".html"), variant_page(books[i], runs[i], rulings));
    for (const auto& run : runs[i]) {
      ++positions;
      failing += run.failures.empty() ? 0 : 1;
    }
  }
  pages.emplace_back(std::filesystem::path(*dir) / "index.html", index_page(books, runs, rulings));
  std::deque<OutputFile> written;
  for (const auto& [path, text] : pages) {
    refuse_overwriting_input("-o", path, inputs);
    written.emplace_back("-o", path).write(text);
  }
  for (auto& file : written) file.commit();
  out << rulebook_line(rulebook) << '\n';
  out << "wrote " << one_line(pages.back().first.string()) << " and " << books.size() << " variant pages: "
      << positions << " positions, " << failing << " failing\n";
  return 0;
}

}  // namespace dt::cli
