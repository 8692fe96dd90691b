// The commands of `deepthought`, one row each, and what the whole program says of itself:
// `deepthought --help`, `deepthought CMD --help`, the man page deepthought(1) and the bash
// completion are all written from these tables, so a new command or flag describes itself
// in one place and none of the four can drift from the others.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"

namespace dt::cli {

struct CommandEntry {
  std::string_view name;
  Command command;
  // One line a form (`divide` has two, joined by "\n  "): `deepthought NAME`, its operands in
  // capitals, `[--flag VALUE]` optional, `(A | B)` one of, `...` repeatable.
  std::string_view usage;
  std::string_view summary;
  std::string_view example;
};

std::span<const CommandEntry> command_table();
const CommandEntry* find_command(std::string_view name);

// The heading of `deepthought --help` and the man page's NAME line.
inline constexpr std::string_view kProgramTitle = "executable rulebook and perft harness";
// The closing line of `deepthought --help`: where help on one command or ruling comes from.
inline constexpr std::string_view kHelpHint =
    "`deepthought COMMAND --help` describes one command, `deepthought help HC-9` one ruling.";

struct ExitStatus {
  std::string_view status;
  std::string_view meaning;
};
// What the exit statuses of every command mean (docs/command-line.md shows the same table).
std::span<const ExitStatus> exit_statuses();

// A usage read as a shell completion needs it: the flags (`--fen`, `-o`), each with the
// placeholder of its value (`POS`; empty for a switch such as `--json`), and the operands in
// order (`VARIANT`, `DEPTH`; `PATH...` repeats).
struct UsageFlag {
  std::string name;
  std::string value;
};
struct UsageWords {
  std::vector<UsageFlag> flags;      // every form's, each once, in order of appearance
  std::vector<std::string> operands;  // the first form's
};
UsageWords usage_words(std::string_view usage);

}  // namespace dt::cli
