#include "args.hpp"

#include <algorithm>

#include "cli_error.hpp"
#include "core/nearest_name.hpp"
#include "core/text.hpp"

namespace dt::cli {

namespace {

[[noreturn]] void unknown_flag(const std::string& arg, std::span<const FlagSpec> flags) {
  const std::string known = join(flags, ", ", [](const FlagSpec& f) { return f.name; }, "--");
  throw CliError("unknown flag '" + arg + "': " + (known.empty() ? "this command takes no flags" : "expected one of " + known) +
                 did_you_mean(arg, flags, [](const FlagSpec& f) { return "--" + std::string(f.name); }));
}

}  // namespace

Args::Args(std::span<const std::string> argv, std::span<const FlagSpec> flags) {
  for (std::size_t i = 0; i < argv.size(); ++i) {
    const std::string& arg = argv[i];
    // A one-letter flag may be written with one dash (`-o FILE`).
    const bool short_flag = arg.size() == 2 && arg[0] == '-' &&
                            std::any_of(flags.begin(), flags.end(), [&](const FlagSpec& f) { return f.name == arg.substr(1); });
    if (!short_flag && (arg.size() < 3 || arg.rfind("--", 0) != 0)) {
      // A flag's dash is followed by a letter (or a second dash): "-" followed by a digit
      // is a (negative) positional such as a depth, refused later, and "-/Ge@q5/..." a
      // Ringworld position whose first army is gone (divide --perftree's argument).
      const bool flag_like = arg.size() > 1 && arg[0] == '-' &&
                             ((arg[1] >= 'a' && arg[1] <= 'z') || (arg[1] >= 'A' && arg[1] <= 'Z') || arg[1] == '-');
      if (flag_like) unknown_flag(arg, flags);
      positional_.push_back(arg);
      continue;
    }
    const auto eq = arg.find('=');
    const std::size_t dashes = short_flag ? 1 : 2;
    const std::string name = arg.substr(dashes, eq == std::string::npos ? std::string::npos : eq - dashes);
    auto spec = std::find_if(flags.begin(), flags.end(), [&](const FlagSpec& f) { return f.name == name; });
    if (spec == flags.end()) unknown_flag("--" + name, flags);
    const std::string shown = arg.substr(0, dashes) + name;  // as the user wrote it: -o or --fen
    if (!spec->repeatable && has(name)) throw CliError(shown + " given twice");
    std::string value;
    if (spec->takes_value) {
      if (eq != std::string::npos) {
        value = arg.substr(eq + 1);
      } else if (i + 1 < argv.size()) {
        value = argv[++i];
      } else {
        throw CliError(shown + ": expected a value");
      }
    } else if (eq != std::string::npos) {
      throw CliError(shown + " takes no value");
    }
    flags_.emplace_back(name, value);
  }
}

bool Args::has(std::string_view flag) const {
  return std::any_of(flags_.begin(), flags_.end(), [&](const auto& f) { return f.first == flag; });
}

std::optional<std::string> Args::value(std::string_view flag) const {
  for (const auto& [name, v] : flags_)
    if (name == flag) return v;
  return std::nullopt;
}

std::vector<std::string> Args::values(std::string_view flag) const {
  std::vector<std::string> out;
  for (const auto& [name, v] : flags_)
    if (name == flag) out.push_back(v);
  return out;
}

void Args::expect_positionals(std::size_t min, std::size_t max, std::string_view usage) const {
  if (positional_.size() < min) throw CliError("missing argument: usage: " + std::string(usage));
  if (positional_.size() > max)
    throw CliError("unexpected argument '" + positional_[max] + "': usage: " + std::string(usage));
}

}  // namespace dt::cli
