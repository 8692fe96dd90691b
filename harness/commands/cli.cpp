#include <algorithm>
#include <exception>
#include <new>
#include <stdexcept>
#include <ostream>
#include <string>
#include <string_view>

#include "cli/cli_error.hpp"
#include "cli/std_output.hpp"
#include "commands.hpp"
#include "core/nearest_name.hpp"
#include "core/text.hpp"
#include "rulebook/rulebook_rulings.hpp"

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
    {"variants", cmd_variants, "deepthought variants [VARIANT] [--root DIR] [--json]",
     "Lists the registered variants and the options of each; for one VARIANT, also the rulings its spec cites.",
     "deepthought variants hitchhiker"},
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
     "deepthought compare VARIANT DEPTH (--engine CMD | --uci CMD [--uci-option NAME=VALUE]...) [--fen POS] "
     "[--moves M1,M2,...] [--option NAME=VALUE]... [--timeout SECONDS] [--max-nodes N] [--quiet] [--json]",
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
     "deepthought interpretations VARIANT DEPTH [--fen POS] [--moves M1,M2,...] [--list-moves] [--json]",
     "Prints perft 1..DEPTH under each option value beside the defaults, and from which depth they differ; "
     "--list-moves: the moves legal under one and not the other, up to DEPTH - 1 moves deep.",
     "deepthought interpretations hyperspace 3"},
    {"moves", cmd_moves, "deepthought moves VARIANT [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... [--json]",
     "Lists the legal moves of a position, one a line.", "deepthought moves orthodox --fen \"k7/8/8/8/8/8/8/K7 w - - 0 1\""},
    {"play", cmd_play, "deepthought play VARIANT --moves M1,M2,... [--fen POS] [--option NAME=VALUE]... [--json]",
     "Plays moves and prints the position reached and the game result.",
     "deepthought play orthodox --moves f2f3,e7e5,g2g4,d8h4"},
    {"suite", cmd_suite,
     "deepthought suite VARIANT FILE [--engine CMD | --uci CMD [--uci-option NAME=VALUE]...] [--jobs N] [--drill-down] "
     "[--filter TAG]... [--fail-fast] [--max-nodes N] [--max-depth D] [--timeout SECONDS] [--quiet] [--json] "
     "[--junit FILE] [--option NAME=VALUE]... [--threads N] [--hash MB]",
     "Checks the perft counts of an EPD or perft suite file, each entry under its own options, counted by this program "
     "(over --threads, with one --hash table for the whole file) or by an engine (N at once with --jobs; a UCI engine is started once per job, and again after a crash or "
     "time-out; a perftree command, run once per count, gets an entry's options where it says {options}); "
     "failures are grouped by the entries' tags.",
     "deepthought suite orthodox positions/suites/standard.epd --uci /usr/games/stockfish --max-depth 3 --drill-down"},
    {"diagram", cmd_diagram,
     "deepthought diagram VARIANT [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... [--moves-of SQUARE] [--last MOVE] "
     "-o FILE.svg",
     "Draws a position in its board's real geometry as one self-contained SVG, a piece's moves marked by kind.",
     "deepthought diagram hitchhiker --moves-of e4 -o board.svg"},
    {"rulebook", cmd_rulebook, "deepthought rulebook [VARIANT...] -o DIR [--root DIR]",
     "Writes the specs and positions as an offline HTML site: every clause, its cases drawn, their status now. "
     "The rulebook is --root DIR, else the current folder or its nearest parent holding specs/ and positions/, else "
     "the one installed with the program; the first line names it.",
     "deepthought rulebook -o build/rulebook"},
    {"check", cmd_check, "deepthought check [PATH...] [--verbose] [--json] [--junit FILE] [--root DIR]",
     "Runs the YAML position files (default: the rulebook's positions/) and prints every expectation that does not "
     "hold. The rulebook is --root DIR, else the current folder or its nearest parent holding specs/ and positions/, "
     "else the one installed with the program; the first line names it.",
     "deepthought check positions/orthodox --junit report.xml"},
    {"coverage", cmd_coverage, "deepthought coverage [VARIANT] [--json] [--root DIR]",
     "Lists every spec clause with the position cases that test it, and the clause and ruling ids cited that do not "
     "exist (any makes it fail). The rulebook is --root DIR, else the current folder or its nearest parent holding "
     "specs/ and positions/, else the one installed with the program; the first line names it.",
     "deepthought coverage orthodox"},
    {"ruling", cmd_ruling, "deepthought ruling [ID...] [--root DIR]",
     "Prints a ruling of specs/rulings/ (its rule, option, the seed sections it settles, the spec clauses citing it); "
     "with no ID, every ruling's id and title. `deepthought help ID` is the same.",
     "deepthought ruling HC-9"},
};

void usage(std::ostream& out) {
  out << "Deep Thought: executable rulebook and perft harness\n\nusage:\n";
  for (const auto& e : kCommands) out << "  " << e.usage << '\n';
  out << "  deepthought --version\n\n`deepthought COMMAND --help` describes one command, `deepthought help HC-9` one ruling.\n";
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

// One line for an exception no command turned into a CliError: what ran out or failed,
// and the arguments that asked for it (the flag or file at fault is among them).
std::string library_failure(const std::exception& error, std::span<const std::string> args) {
  std::string given = "'";
  given += one_line(join(args, " "));
  given += '\'';
  if (dynamic_cast<const std::bad_alloc*>(&error) || dynamic_cast<const std::length_error*>(&error))
    return "out of memory: the system gave less memory than " + given + " needs";
  return "failed on " + given + ": " + one_line(error.what());
}

// The one-line message of what a command threw (called inside the catch); its exit status.
int report_failure(std::string_view command, std::span<const std::string> args, std::ostream& out, std::ostream& err) {
  out.flush();  // the results that finished, before the reason
  try {
    throw;
  } catch (const CliStop& stop) {  // Ctrl-C or a limit, after the results that finished
    err << "deepthought " << command << ": " << stop.what() << '\n';
    return stop.status;
  } catch (const CliErrors& errors) {  // every error found, one a line
    for (const auto& message : errors.messages) err << "deepthought " << command << ": " << one_line(message) << '\n';
    return 2;
  } catch (const CliError& error) {  // its message whole: what() would end at a NUL byte
    err << "deepthought " << command << ": " << one_line(error.message) << '\n';
    return 2;
  } catch (const std::exception& error) {  // a library's: never its bare text ("std::bad_alloc")
    err << "deepthought " << command << ": " << library_failure(error, args) << '\n';
    return 2;
  }
}

int dispatch(std::span<const std::string> argv, std::ostream& out, std::ostream& err) {
  if (argv.empty()) {
    err << "deepthought: missing command: expected one of " << command_names() << " (deepthought --help shows usage)\n";
    return 2;
  }
  if (argv[0] == "--help" || (argv[0] == "help" && argv.size() == 1)) {
    usage(out);
    return 0;
  }
  // `deepthought help CMD` is `deepthought CMD --help`; `deepthought help ID` is `deepthought ruling ID`.
  if (argv[0] == "help") {
    if (argv.size() > 2) {
      err << "deepthought help: unexpected argument '" << one_line(argv[2]) << "': usage: deepthought help [COMMAND | RULING]\n";
      return 2;
    }
    if (ruling_id_shape(argv[1])) {
      const std::string ruling[] = {"ruling", argv[1]};
      return dispatch(ruling, out, err);
    }
    const std::string with_help[] = {argv[1], "--help"};
    return dispatch(with_help, out, err);
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
    } catch (...) {
      if (out.bad()) throw;  // standard output failed: run reports that, and only that
      return report_failure(e.name, argv.subspan(1), out, err);
    }
  }
  err << "deepthought: unknown command '" << one_line(argv[0]) << "': expected one of " << command_names()
      << one_line(did_you_mean(argv[0], kCommands, [](const Entry& e) { return e.name; })) << '\n';
  return 2;
}

}  // namespace

int run(std::span<const std::string> argv, std::ostream& out, std::ostream& err) {
  // A write that fails throws where it happens, so a long count whose output is lost
  // (a full disk, a closed descriptor) stops at once instead of computing on.
  const auto mask = out.exceptions();
  int status = 2;
  try {
    out.exceptions(mask | std::ios::badbit);
    status = dispatch(argv, out, err);
    out.flush();
  } catch (...) {
    if (!out.bad()) throw;
  }
  out.exceptions(mask);
  if (!out) {
    err << "deepthought: cannot write standard output: " << write_failure(out) << '\n';
    return 2;
  }
  return status;
}

}  // namespace dt::cli
