#include "command_table.hpp"

#include <algorithm>
#include <cctype>

namespace dt::cli {

namespace {

constexpr CommandEntry kCommands[] = {
    {"variants", cmd_variants, "deepthought variants [VARIANT] [--root DIR] [--json]",
     "Lists the registered variants and the options of each; for one VARIANT, also the rulings its spec cites.",
     "deepthought variants hitchhiker"},
    {"perft", cmd_perft,
     "deepthought perft VARIANT DEPTH [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... [--threads N] [--hash MB] "
     "[--json] [--max-nodes N] [--timeout SECONDS] [--quiet] [--mpi] [--stats]",
     "Counts the leaf nodes of the move tree for depths 1..DEPTH, with seconds and nodes/s. A limit stops it with the "
     "depths that finished (status 3), Ctrl-C too (status 130). Under mpirun, --mpi shares the tree among the "
     "processes, which must all be given the same arguments. --stats walks the tree ply by ply instead and prints, "
     "for each ply, the nodes, the distinct positions and the most a table of counts could save on a perft of that "
     "depth (one thread, no table; the positions of a ply are held in memory).",
     "deepthought perft orthodox 5 --threads 2"},
    {"divide", cmd_divide,
     "deepthought divide VARIANT DEPTH [--fen POS] [--moves M1,M2,...] [--option NAME=VALUE]... [--threads N] [--hash MB] "
     "[--json] [--max-nodes N] [--timeout SECONDS] [--quiet]\n"
     "  deepthought divide --perftree VARIANT DEPTH POSITION [MOVES] [--option NAME=VALUE]... [--threads N] [--hash MB]",
     "Prints the perft count below each legal move, a blank line and the total; stopped by a limit, the moves counted "
     "whole and no total.",
     "deepthought divide orthodox 3 --moves e2e4,e7e5"},
    {"compare", cmd_compare,
     "deepthought compare VARIANT DEPTH (--engine CMD | --uci CMD [--uci-option NAME=VALUE]... [--handshake-timeout SECONDS]) [--fen POS] "
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
     "deepthought suite VARIANT FILE [--engine CMD | --uci CMD [--uci-option NAME=VALUE]... [--handshake-timeout SECONDS]] [--jobs N] [--drill-down] "
     "[--filter TAG]... [--fail-fast] [--max-nodes N] [--max-depth D] [--timeout SECONDS] [--quiet] [--json] "
     "[--junit FILE] [--expect FILE] [--write-expect FILE] [--engine-name NAME] [--option NAME=VALUE]... [--threads N] [--hash MB]",
     "Checks the perft counts of an EPD or perft suite file, each entry under its own options, counted by this program "
     "(over --threads, with one --hash table for the whole file) or by an engine (N at once with --jobs; a UCI engine is started once per job, and again after a crash or "
     "time-out; a perftree command, run once per count, gets an entry's options where it says {options}); "
     "failures are grouped by the entries' tags; --expect FILE lists what an engine is expected to fail, each with "
     "its reason, so that only a change fails the run, and --write-expect FILE starts one; --engine-name NAME names the "
     "engine in the reports (a UCI engine's own `id name` otherwise).",
     "deepthought suite orthodox positions/suites/standard.epd --uci /usr/games/stockfish --max-depth 3 --drill-down"},
    {"report", cmd_report, "deepthought report RESULT.json... -o DIR [--root DIR]",
     "Writes the results of `suite --json` runs as the results matrix, an offline HTML site: engines by suites and, "
     "for each suite, its tags by engines, with pass rates; every count not passed with its drill-down, and each "
     "tag's rule text from the rulebook (--root DIR, else the current folder or its nearest parent holding specs/ and "
     "positions/, else the one installed with the program). The site is written whole or not at all.",
     "deepthought report stockfish.json fairy.json -o build/matrix"},
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


constexpr ExitStatus kExitStatuses[] = {
    {"0", "done: the counts printed, the positions passed, the engines agree"},
    {"1", "a difference: compare found one, suite a mismatch, engine error or time-out, check a failing case, "
          "coverage a clause without a position or an unknown id"},
    {"2", "bad input, an engine that cannot be used, or output that cannot be written"},
    {"3", "stopped by --max-nodes or --timeout, with what finished printed"},
    {"129, 130, 143", "stopped by SIGHUP, Ctrl-C (SIGINT) or SIGTERM, with what finished printed"},
};

bool is_flag(std::string_view word) { return word.size() > 1 && word[0] == '-'; }

// The words of a usage without its brackets, bars and parentheses: `[--option NAME=VALUE]...`
// gives `--option`, `NAME=VALUE` and `...`; `[PATH...]` gives `PATH...`.
std::vector<std::string> words(std::string_view usage) {
  std::vector<std::string> out;
  std::string word;
  const auto flush = [&] {
    if (!word.empty()) out.push_back(word);
    word.clear();
  };
  for (const char c : usage) {
    if (std::isspace(static_cast<unsigned char>(c)) || c == '[' || c == ']' || c == '(' || c == ')' || c == '|')
      flush();
    else
      word += c;
  }
  flush();
  return out;
}

}  // namespace

std::span<const CommandEntry> command_table() { return kCommands; }

const CommandEntry* find_command(std::string_view name) {
  const auto it = std::find_if(std::begin(kCommands), std::end(kCommands),
                               [&](const CommandEntry& e) { return e.name == name; });
  return it == std::end(kCommands) ? nullptr : it;
}

std::span<const ExitStatus> exit_statuses() { return kExitStatuses; }

UsageWords usage_words(std::string_view usage) {
  UsageWords out;
  bool first_form = true;
  while (!usage.empty()) {
    const std::size_t end = usage.find('\n');
    const std::vector<std::string> form = words(usage.substr(0, end));
    usage = end == std::string_view::npos ? std::string_view{} : usage.substr(end + 1);
    // form[0] is `deepthought`, form[1] the command's name.
    for (std::size_t i = 2; i < form.size(); ++i) {
      const std::string& word = form[i];
      if (word == "...") continue;  // a bracket's repetition: nothing to complete
      if (!is_flag(word)) {
        if (first_form) out.operands.push_back(word);
        continue;
      }
      // A flag's value is the placeholder written right after it (`--fen POS`).
      const bool takes_value = i + 1 < form.size() && !is_flag(form[i + 1]) && form[i + 1] != "...";
      const std::string value = takes_value ? form[++i] : std::string();
      if (std::none_of(out.flags.begin(), out.flags.end(), [&](const UsageFlag& f) { return f.name == word; }))
        out.flags.push_back({word, value});
    }
    first_form = false;
  }
  return out;
}

}  // namespace dt::cli
