#include <algorithm>
#include <exception>
#include <new>
#include <stdexcept>
#include <ostream>
#include <string>
#include <string_view>

#include "cli/cli_error.hpp"
#include "cli/std_output.hpp"
#include "bash_completion.hpp"
#include "command_table.hpp"
#include "commands.hpp"
#include "man_page.hpp"
#include "core/nearest_name.hpp"
#include "core/text.hpp"
#include "rulebook/rulebook_rulings.hpp"

namespace dt::cli {

namespace {

void usage(std::ostream& out) {
  out << "Deep Thought: " << kProgramTitle << "\n\nusage:\n";
  for (const auto& e : command_table()) out << "  " << e.usage << '\n';
  out << "  deepthought --version\n\n" << kHelpHint << '\n';
}

void command_help(const CommandEntry& e, std::ostream& out) {
  out << "usage: " << e.usage << "\n\n" << e.summary << "\n\nexample:\n  " << e.example << '\n';
}

std::string command_names() { return join(command_table(), ", ", [](const CommandEntry& e) { return e.name; }); }

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

// `deepthought help --man` or `help --completion bash`.
int help_file(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
  const bool man = args[0] == "--man";
  if (!man && (args.size() < 2 || args[1] != "bash")) {
    err << "deepthought help: --completion: expected a shell, bash, found "
        << (args.size() < 2 ? std::string("nothing") : "'" + one_line(args[1]) + "'") << '\n';
    return 2;
  }
  const std::size_t used = man ? 1 : 2;
  if (args.size() > used) {
    err << "deepthought help: unexpected argument '" << one_line(args[used]) << "': usage: deepthought help "
        << (man ? "--man" : "--completion bash") << '\n';
    return 2;
  }
  if (man)
    write_man_page(out);
  else
    write_bash_completion(out);
  return 0;
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
  // `help --man` and `help --completion bash` write the man page and the completion script
  // that the install puts in place, from the tables --help prints.
  if (argv[0] == "help" && (argv[1] == "--man" || argv[1] == "--completion")) return help_file(argv.subspan(1), out, err);
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
  if (const CommandEntry* e = find_command(argv[0])) {
    if (asks_for_help(argv.subspan(1))) {
      command_help(*e, out);
      return 0;
    }
    try {
      return e->command(argv.subspan(1), out);
    } catch (...) {
      if (out.bad()) throw;  // standard output failed: run reports that, and only that
      return report_failure(e->name, argv.subspan(1), out, err);
    }
  }
  err << "deepthought: unknown command '" << one_line(argv[0]) << "': expected one of " << command_names()
      << one_line(did_you_mean(argv[0], command_table(), [](const CommandEntry& e) { return e.name; })) << '\n';
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
