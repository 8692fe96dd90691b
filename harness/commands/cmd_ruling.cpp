// ruling: the project's rulings (specs/rulings/*.yaml), one in full or all by title.
#include <ostream>

#include "cli/args.hpp"
#include "cli/cli_error.hpp"
#include "commands.hpp"
#include "rulebook/rulebook_paths.hpp"
#include "rulebook/ruling_report.hpp"

namespace dt::cli {

int cmd_ruling(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {{"root", true}};
  const Args args(argv, kFlags);
  const auto root = find_rulebook(args.value("root")).root;
  const RulingBook book = load_rulings(rulings_dir(root));
  if (args.positional().empty()) {
    if (book.rulings.empty()) throw CliError(book.dir + ": expected the rulings (*.yaml), found none");
    for (const auto& ruling : book.rulings) print_ruling_line(ruling, out);
    return 0;
  }
  // Every id is looked up before anything is printed.
  std::vector<const Ruling*> asked;
  for (const auto& id : args.positional()) asked.push_back(&ruling_named(book, id));
  const auto specs = present_specs(root);
  for (std::size_t i = 0; i < asked.size(); ++i) print_ruling(*asked[i], book, specs, i ? out << '\n' : out);
  return 0;
}

}  // namespace dt::cli
