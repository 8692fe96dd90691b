// suite: runs a perft suite file and compares every count exactly.
#include <algorithm>
#include <ostream>

#include "cli_error.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "count_watch.hpp"
#include "input_file.hpp"
#include "suite_file.hpp"

namespace dt::cli {

int cmd_suite(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kOptionFlag, kMaxNodesFlag, {"max-depth", true}, kTimeoutFlag, kQuietFlag};
  const Args args(argv, kFlags);
  args.expect_positionals(2, 2, "suite VARIANT FILE");
  const Variant& variant = variant_arg(args.positional()[0]);
  const std::string& file = args.positional()[1];
  const auto max_nodes = args.value("max-nodes") ? parse_count(*args.value("max-nodes"), "--max-nodes") : UINT64_MAX;
  const int max_depth = args.value("max-depth") ? parse_depth(*args.value("max-depth"), "--max-depth", 1) : 64;
  const OptionValues options = option_args(args);
  if (auto resolved = resolve_options(variant.options(), options); !resolved)
    throw CliError("--option: " + resolved.error().message());

  const auto entries = parse_suite(read_input_file(file, "a suite file"), file);
  // Every position is loaded before any count is run, so a bad line fails at once.
  std::vector<std::unique_ptr<Game>> games;
  for (const auto& e : entries) {
    auto game = variant.load(e.position, options);
    if (!game) {
      const int column = e.column + std::max(game.error().column, 1) - 1;
      throw CliError(file + ":" + std::to_string(e.line) + ":" + std::to_string(column) + ": " + game.error().what);
    }
    games.push_back(std::move(*game));
  }

  // --max-nodes skips the counts the file claims to be larger (above) and bounds each count
  // that runs: one that passes it has counted more than the file claims, so it is cut off
  // as a mismatch instead of running away. The watch keeps --timeout, Ctrl-C and the
  // progress line too.
  CountLimits limits = count_limits(args);
  limits.per_count = true;
  CountWatch watch(limits);
  PerftSettings settings;
  settings.watch = &watch;
  int passed = 0, failed = 0, skipped = 0;
  for (std::size_t i = 0; i < entries.size() && !watch.stopped(); ++i) {
    for (const auto& [depth, expected] : entries[i].counts) {
      if (depth > max_depth || expected > max_nodes) {
        ++skipped;
        continue;
      }
      // The name and path come from the user: shown as one_line shows them.
      const std::string where = one_line(entries[i].name + " (" + file + ":" + std::to_string(entries[i].line) + ") depth " +
                                         std::to_string(depth));
      watch.start(one_line("suite " + entries[i].name + " depth " + std::to_string(depth)));
      const std::uint64_t got = games[i]->perft_with(depth, settings);
      if (watch.take_cut_off()) {
        ++failed;
        out << "MISMATCH " << where << ": expected " << expected << ", counted more than " << max_nodes
            << " (cut off by --max-nodes)" << std::endl;
      }
      if (watch.stopped()) break;
      if (!watch.complete) continue;  // cut off
      watch.counted(got);
      if (got == expected) {
        ++passed;
        out << "ok       " << where << ": " << got << std::endl;  // seen at once through a pipe
      } else {
        ++failed;
        out << "MISMATCH " << where << ": expected " << expected << ", got " << got << std::endl;
      }
    }
  }
  watch.clear_progress();
  out << "suite " << one_line(file) << ": " << (watch.stopped() ? "stopped early: " : "") << passed << " passed, " << failed
      << " failed, " << skipped << " skipped\n";
  watch.finish("after " + std::to_string(passed + failed) + " counts");
  return failed ? 1 : 0;
}

}  // namespace dt::cli
