// suite: runs a perft suite file and compares every count exactly.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "cli_error.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "suite_file.hpp"

namespace dt::cli {

namespace {

std::string read_file(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw CliError(path + ": expected a suite file, found a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CliError(path + ": cannot open the file");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

int cmd_suite(std::span<const std::string> argv, std::ostream& out) {
  static constexpr FlagSpec kFlags[] = {kOptionFlag, {"max-nodes", true}, {"max-depth", true}};
  const Args args(argv, kFlags);
  args.expect_positionals(2, 2, "suite VARIANT FILE");
  const Variant& variant = variant_arg(args.positional()[0]);
  const std::string& file = args.positional()[1];
  const auto max_nodes = args.value("max-nodes") ? parse_count(*args.value("max-nodes"), "--max-nodes") : UINT64_MAX;
  const int max_depth = args.value("max-depth") ? parse_depth(*args.value("max-depth"), "--max-depth", 1) : 64;
  const OptionValues options = option_args(args);
  if (auto resolved = resolve_options(variant.options(), options); !resolved)
    throw CliError("--option: " + resolved.error().message());

  const auto entries = parse_suite(read_file(file), file);
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

  int passed = 0, failed = 0, skipped = 0;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    for (const auto& [depth, expected] : entries[i].counts) {
      if (depth > max_depth || expected > max_nodes) {
        ++skipped;
        continue;
      }
      const std::uint64_t got = games[i]->perft(depth);
      const std::string where = entries[i].name + " (" + file + ":" + std::to_string(entries[i].line) + ") depth " +
                                std::to_string(depth);
      if (got == expected) {
        ++passed;
        out << "ok       " << where << ": " << got << '\n';
      } else {
        ++failed;
        out << "MISMATCH " << where << ": expected " << expected << ", got " << got << '\n';
      }
    }
  }
  out << "suite " << file << ": " << passed << " passed, " << failed << " failed, " << skipped << " skipped\n";
  return failed ? 1 : 0;
}

}  // namespace dt::cli
