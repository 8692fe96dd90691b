#include <exception>
#include <ostream>
#include <string>
#include <string_view>

#include "cli_error.hpp"
#include "commands.hpp"
#include "core/text.hpp"

namespace dt::cli {

namespace {

struct Entry {
  std::string_view name;
  Command command;
  std::string_view usage;
};

constexpr Entry kCommands[] = {
    {"variants", cmd_variants, "deepthought variants"},
    {"perft", cmd_perft, "deepthought perft VARIANT DEPTH [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... [--threads N] [--hash MB] [--json]\n"
              "    [--max-nodes N] [--timeout SECONDS] [--quiet]: stop with what finished (status 3); Ctrl-C: status 130"},
    {"divide", cmd_divide, "deepthought divide VARIANT DEPTH [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... [--threads N] [--hash MB] [--json]\n"
                           "  deepthought divide --perftree VARIANT DEPTH POSITION [MOVES] [--option NAME=VALUE]... [--threads N] [--hash MB]\n"
                           "    [--max-nodes N] [--timeout SECONDS] [--quiet]"},
    {"compare", cmd_compare,
     "deepthought compare VARIANT DEPTH (--engine CMD | --uci CMD) [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... "
     "[--timeout SECONDS] [--max-nodes N] [--quiet]"},
    {"speed", cmd_speed,
     "deepthought speed VARIANT [--depth N] [--runs R] [--engine CMD]... [--uci CMD]... [--fen POS] [--moves M1,M2,...] "
     "[--option NAME=VALUE]..."},
    {"record", cmd_record, "deepthought record VARIANT --seed S --plies N [--fen POS] [--option NAME=VALUE]..."},
    {"interpretations", cmd_interpretations, "deepthought interpretations VARIANT DEPTH [--fen POS] [--moves M1,M2,...] [--json]"},
    {"moves", cmd_moves, "deepthought moves VARIANT [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]..."},
    {"play", cmd_play, "deepthought play VARIANT --moves M1,M2,... [--fen POS] [--option NAME=VALUE]..."},
    {"suite", cmd_suite, "deepthought suite VARIANT FILE [--max-nodes N] [--max-depth D] [--timeout SECONDS] [--quiet] [--option NAME=VALUE]..."},
    {"check", cmd_check, "deepthought check [PATH...] [--verbose]"},
    {"coverage", cmd_coverage, "deepthought coverage [VARIANT]"},
};

void usage(std::ostream& out) {
  out << "Deep Thought: executable rulebook and perft harness\n\nusage:\n";
  for (const auto& e : kCommands) out << "  " << e.usage << '\n';
}

std::string command_names() { return join(kCommands, ", ", [](const Entry& e) { return e.name; }); }

}  // namespace

int run(std::span<const std::string> argv, std::ostream& out, std::ostream& err) {
  if (argv.empty()) {
    err << "deepthought: missing command: expected one of " << command_names() << " (deepthought --help shows usage)\n";
    return 2;
  }
  if (argv[0] == "--help" || argv[0] == "help") {
    usage(out);
    return 0;
  }
  for (const auto& e : kCommands) {
    if (argv[0] != e.name) continue;
    try {
      return e.command(argv.subspan(1), out);
    } catch (const CliStop& stop) {  // Ctrl-C or a limit, after the results that finished
      out.flush();
      err << "deepthought " << e.name << ": " << stop.what() << '\n';
      return stop.status;
    } catch (const std::exception& error) {  // CliError, or a library's (bad_alloc, filesystem)
      out.flush();
      err << "deepthought " << e.name << ": " << one_line(error.what()) << '\n';
      return 2;
    }
  }
  err << "deepthought: unknown command '" << one_line(argv[0]) << "': expected one of " << command_names() << '\n';
  return 2;
}

}  // namespace dt::cli
