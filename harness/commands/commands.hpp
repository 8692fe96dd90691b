// The subcommands of `deepthought`. Each takes its arguments after the subcommand name,
// writes its report to `out`, and returns the exit status; usage and input errors are
// thrown as CliError and become status 2 in cli.cpp.
#pragma once

#include <iosfwd>
#include <span>
#include <string>

namespace dt::cli {

using Command = int (*)(std::span<const std::string> args, std::ostream& out);

int cmd_variants(std::span<const std::string> args, std::ostream& out);
int cmd_perft(std::span<const std::string> args, std::ostream& out);
int cmd_divide(std::span<const std::string> args, std::ostream& out);
int cmd_moves(std::span<const std::string> args, std::ostream& out);
int cmd_play(std::span<const std::string> args, std::ostream& out);
int cmd_suite(std::span<const std::string> args, std::ostream& out);
int cmd_check(std::span<const std::string> args, std::ostream& out);
int cmd_coverage(std::span<const std::string> args, std::ostream& out);
int cmd_compare(std::span<const std::string> args, std::ostream& out);
int cmd_interpretations(std::span<const std::string> args, std::ostream& out);
int cmd_record(std::span<const std::string> args, std::ostream& out);
int cmd_speed(std::span<const std::string> args, std::ostream& out);
int cmd_diagram(std::span<const std::string> args, std::ostream& out);
int cmd_rulebook(std::span<const std::string> args, std::ostream& out);
int cmd_report(std::span<const std::string> args, std::ostream& out);
int cmd_ruling(std::span<const std::string> args, std::ostream& out);

// Runs `deepthought ARGS...` (argv without the program name); returns the exit status.
int run(std::span<const std::string> argv, std::ostream& out, std::ostream& err);

}  // namespace dt::cli
