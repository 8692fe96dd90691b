#include <algorithm>
#include <exception>
#include <ostream>
#include <string>
#include <string_view>

#include "cli_error.hpp"
#include "commands.hpp"
#include "core/text.hpp"

namespace dt::cli {

namespace {

// One entry per command: everything `deepthought --help` and `deepthought CMD --help` print
// comes from here, so a new command describes itself in one place.
struct Entry {
  std::string_view name;
  Command command;
  std::string_view usage;
  std::string_view summary;
  std::string_view example;
};

constexpr Entry kCommands[] = {
    {"variants", cmd_variants, "deepthought variants", "Lists the registered variants and the options of each.",
     "deepthought variants"},
    {"perft", cmd_perft,
     "deepthought perft VARIANT DEPTH [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... [--threads N] [--hash MB] "
     "[--json] [--max-nodes N] [--timeout SECONDS] [--quiet] [--mpi]",
     "Counts the leaf nodes of the move tree for depths 1..DEPTH, with seconds and nodes/s. A limit stops it with the "
     "depths that finished (status 3), Ctrl-C too (status 130). Under mpirun, --mpi shares the tree among the "
     "processes, which must all be given the same arguments.",
     "deepthought perft orthodox 5 --threads 2"},
    {"divide", cmd_divide,
     "deepthought divide VARIANT DEPTH [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... [--threads N] [--hash MB] "
     "[--json] [--max-nodes N] [--timeout SECONDS] [--quiet]\n"
     "  deepthought divide --perftree VARIANT DEPTH POSITION [MOVES] [--option NAME=VALUE]... [--threads N] [--hash MB]",
     "Prints the perft count below each legal move, a blank line and the total; stopped by a limit, the moves counted "
     "whole and no total.",
     "deepthought divide orthodox 3 --moves e2e4,e7e5"},
    {"compare", cmd_compare,
     "deepthought compare VARIANT DEPTH (--engine CMD | --uci CMD) [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... "
     "[--timeout SECONDS] [--max-nodes N] [--quiet]",
     "Compares divide counts with another generator and descends to the first move where they disagree.",
     "deepthought compare orthodox 4 --uci /usr/games/stockfish"},
    {"speed", cmd_speed,
     "deepthought speed VARIANT [--depth N] [--runs R] [--engine CMD]... [--uci CMD]... [--fen POS] [--moves M1,M2,...] "
     "[--option NAME=VALUE]...",
     "Times perft of this program and of other generators side by side, runs taken in turn.",
     "deepthought speed orthodox --depth 5 --uci /usr/games/stockfish"},
    {"record", cmd_record, "deepthought record VARIANT --seed S --plies N [--fen POS] [--option NAME=VALUE]...",
     "Writes a seeded random game as a YAML regression record that check replays.",
     "deepthought record ringworld --seed 1 --plies 60"},
    {"interpretations", cmd_interpretations,
     "deepthought interpretations VARIANT DEPTH [--fen POS] [--moves M1,M2,...] [--json]",
     "Prints perft 1..DEPTH under each option value beside the defaults, and from which depth they differ.",
     "deepthought interpretations hyperspace 3"},
    {"moves", cmd_moves, "deepthought moves VARIANT [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... [--json]",
     "Lists the legal moves of a position, one a line.", "deepthought moves orthodox --fen \"k7/8/8/8/8/8/8/K7 w - - 0 1\""},
    {"play", cmd_play, "deepthought play VARIANT --moves M1,M2,... [--fen POS] [--option NAME=VALUE]...",
     "Plays moves and prints the position reached and the game result.",
     "deepthought play orthodox --moves f2f3,e7e5,g2g4,d8h4"},
    {"suite", cmd_suite,
     "deepthought suite VARIANT FILE [--max-nodes N] [--max-depth D] [--timeout SECONDS] [--quiet] [--option NAME=VALUE]...",
     "Checks the perft counts of an EPD or perft suite file.",
     "deepthought suite orthodox positions/suites/standard.epd --max-depth 3"},
    {"diagram", cmd_diagram,
     "deepthought diagram VARIANT [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... [--moves-of SQUARE] [--last MOVE] "
     "-o FILE.svg",
     "Draws a position in its board's real geometry as one self-contained SVG, a piece's moves marked by kind.",
     "deepthought diagram hitchhiker --moves-of e4 -o board.svg"},
    {"rulebook", cmd_rulebook, "deepthought rulebook [VARIANT...] -o DIR",
     "Writes the specs and positions as an offline HTML site: every clause, its cases drawn, their status now.",
     "deepthought rulebook -o build/rulebook"},
    {"check", cmd_check, "deepthought check [PATH...] [--verbose] [--json] [--junit FILE]",
     "Runs the YAML position files (default positions/) and prints every expectation that does not hold.",
     "deepthought check positions/orthodox --junit report.xml"},
    {"coverage", cmd_coverage, "deepthought coverage [VARIANT] [--json]",
     "Lists every spec clause with the position cases that test it, and the ids cited that do not exist.",
     "deepthought coverage orthodox"},
};

void usage(std::ostream& out) {
  out << "Deep Thought: executable rulebook and perft harness\n\nusage:\n";
  for (const auto& e : kCommands) out << "  " << e.usage << '\n';
  out << "  deepthought --version\n\n`deepthought COMMAND --help` describes one command.\n";
}

void command_help(const Entry& e, std::ostream& out) {
  out << "usage: " << e.usage << "\n\n" << e.summary << "\n\nexample:\n  " << e.example << '\n';
}

std::string command_names() { return join(kCommands, ", ", [](const Entry& e) { return e.name; }); }

// Any argument `--help` asks for the command's help instead of running it, so that it works
// before the required arguments are known (`deepthought perft --help`).
bool asks_for_help(std::span<const std::string> args) {
  return std::any_of(args.begin(), args.end(), [](const std::string& a) { return a == "--help"; });
}

}  // namespace

int run(std::span<const std::string> argv, std::ostream& out, std::ostream& err) {
  if (argv.empty()) {
    err << "deepthought: missing command: expected one of " << command_names() << " (deepthought --help shows usage)\n";
    return 2;
  }
  if (argv[0] == "--help" || (argv[0] == "help" && argv.size() == 1)) {
    usage(out);
    return 0;
  }
  // `deepthought help CMD` is `deepthought CMD --help`.
  if (argv[0] == "help") {
    if (argv.size() > 2) {
      err << "deepthought help: unexpected argument '" << one_line(argv[2]) << "': usage: deepthought help [COMMAND]\n";
      return 2;
    }
    const std::string with_help[] = {argv[1], "--help"};
    return run(with_help, out, err);
  }
  if (argv[0] == "--version") {
    out << "deepthought " << DEEPTHOUGHT_VERSION << '\n';
    return 0;
  }
  for (const auto& e : kCommands) {
    if (argv[0] != e.name) continue;
    if (asks_for_help(argv.subspan(1))) {
      command_help(e, out);
      return 0;
    }
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
