// The command line: the input is argv, one argument a line, run through cli::run as
// `deepthought` would, its report thrown away. Any argv ends with status 0 or 1, or
// with status 2 and a one-line error; never a crash or an escaped exception.
// Only commands that stay in this process and never write files are run, and no number
// above 3 is passed (a depth, plies, threads), so every input runs in a few milliseconds.
#include <algorithm>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "commands/commands.hpp"
#include "fuzz_input.hpp"

namespace {

// compare and speed start engines, suite and check read any path (/dev/zero never ends),
// coverage reads the whole rulebook; these are left to the normal tests.
constexpr std::string_view kRun[] = {"variants", "perft", "divide", "moves", "play", "interpretations", "record", "help", "--help"};

// A stream that keeps nothing: the report is not what is checked.
class NullBuffer : public std::streambuf {
 protected:
  int_type overflow(int_type c) override { return traits_type::not_eof(c); }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> out;
  while (!text.empty()) {
    const auto end = text.find('\n');
    out.emplace_back(text.substr(0, end));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return out;
}

// A count or depth above 3 (as `N` or `--flag=N`) could run for minutes.
bool large_number(std::string_view arg) {
  if (const auto eq = arg.find('='); eq != std::string_view::npos) arg.remove_prefix(eq + 1);
  if (arg.empty() || !std::all_of(arg.begin(), arg.end(), [](char c) { return c >= '0' && c <= '9'; })) return false;
  return arg.size() > 2 || std::stoi(std::string(arg)) > 3;
}

// An output file flag (-o, --junit): the fuzzer must not write files.
bool writes_file(std::string_view arg) {
  return arg == "-o" || arg.starts_with("-o=") || arg.starts_with("--junit") || arg.starts_with("--output");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using dt::fuzz::require;
  const auto argv = split_lines(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!argv.empty() && std::find(std::begin(kRun), std::end(kRun), argv[0]) == std::end(kRun)) return -1;
  if (std::any_of(argv.begin(), argv.end(), [](const std::string& a) { return large_number(a) || writes_file(a); })) return -1;

  NullBuffer nothing;
  std::ostream out(&nothing);
  std::ostringstream err;
  const int status = dt::cli::run(argv, out, err);
  const std::string message = err.str();
  require(status == 0 || status == 1 || status == 2, "the exit status is 0, 1 or 2", message);
  if (status == 2) {
    require(!message.empty() && message.back() == '\n', "status 2 comes with an error message", message);
    require(std::count(message.begin(), message.end(), '\n') == 1, "the error is one line", message);
  }
  return 0;
}
