// report: the results of `suite --json` runs as the results matrix, a static offline site
// (reports/matrix_html.hpp), with each tag's rule text from the rulebook.
#include <deque>
#include <filesystem>
#include <ostream>

#include "cli/args.hpp"
#include "cli/cli_error.hpp"
#include "cli/output_file.hpp"
#include "commands.hpp"
#include "reports/matrix.hpp"
#include "reports/matrix_html.hpp"
#include "reports/suite_document.hpp"
#include "reports/tag_clauses.hpp"
#include "rulebook/rulebook_paths.hpp"

namespace dt::cli {

int cmd_report(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {{"o", true}, {"root", true}};
  const Args args(argv, kFlags);
  const auto dir = args.value("o");
  if (args.positional().empty())
    throw CliError("expected RESULT.json..., the files `deepthought suite --json` wrote");
  if (!dir) throw CliError("missing -o DIR: the directory to write the matrix into");
  // Every file is read and checked, and the rule text found, before anything is written.
  std::vector<SuiteDocument> documents;
  for (const auto& path : args.positional()) documents.push_back(read_suite_document(path));
  const Matrix matrix = build_matrix(documents);
  const Rulebook rulebook = find_rulebook(args.value("root"));
  TagClauses clauses(rulebook.root);
  const auto pages = matrix_pages(matrix, clauses);

  for (const auto& page : pages) refuse_overwriting_input("-o", std::filesystem::path(*dir) / page.first, args.positional());
  std::error_code error;
  const bool existed = std::filesystem::exists(*dir, error);
  std::filesystem::create_directories(*dir, error);
  if (error) throw CliError("-o '" + one_line(*dir) + "': cannot create the directory: " + error.message());
  // The site is replaced whole or not at all, as the rulebook's is: every page is written
  // beside its old one first and renamed into place only when all are on the disk; a
  // folder made for it goes again when a page cannot be written.
  try {
    std::deque<OutputFile> written;
    for (const auto& [name, text] : pages) written.emplace_back("-o", std::filesystem::path(*dir) / name).write(text);
    for (auto& file : written) file.commit();
  } catch (const CliError&) {
    if (!existed) std::filesystem::remove(*dir, error);
    throw;
  }
  int failures = 0;
  for (const auto& row : matrix.cells)
    for (const auto& cell : row) failures += static_cast<int>(cell.failures.size());
  out << rulebook_line(rulebook) << '\n';
  out << "wrote " << one_line((std::filesystem::path(*dir) / "index.html").string()) << ": " << matrix.engines.size()
      << (matrix.engines.size() == 1 ? " engine, " : " engines, ") << matrix.suites.size()
      << (matrix.suites.size() == 1 ? " suite, " : " suites, ") << failures
      << (failures == 1 ? " count" : " counts") << " not passed\n";
  return 0;
}

}  // namespace dt::cli
