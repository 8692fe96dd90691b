#include "uci_dialogue.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <optional>

#include "cli/cli_error.hpp"

namespace dt::cli {

namespace {

// The UCI_Variant value of the game every UCI engine plays: one without the option (the
// original protocol's engines, Stockfish) plays only this one.
constexpr std::string_view kStandardVariant = "chess";
constexpr std::string_view kVariantOption = "UCI_Variant";
constexpr std::string_view kChess960Option = "UCI_Chess960";

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string_view trimmed(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
}

std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t start = text.find_first_not_of(" \t", at);
    if (start == std::string_view::npos) break;
    const std::size_t end = std::min(text.find_first_of(" \t", start), text.size());
    out.push_back(text.substr(start, end - start));
    at = end;
  }
  return out;
}

std::optional<std::int64_t> integer(std::string_view text) {
  std::int64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::string setoption(std::string_view name, std::string_view value) {
  return "setoption name " + std::string(name) + " value " + std::string(value) + '\n';
}

}  // namespace

bool sendable_option_name(std::string_view name) {
  const auto named = words(name);
  return std::ranges::find(named, std::string_view("value")) == named.end();
}

// `option name NAME type TYPE [default X] [min X] [max X] [var X]...`: the name may hold
// spaces (`Skill Level`), and so may a value.
void UciOffer::read(std::string_view raw) {
  constexpr std::string_view kHead = "option name ";
  const std::string_view line = trimmed(raw);
  if (constexpr std::string_view kName = "id name "; line.starts_with(kName)) {
    name_ = trimmed(line.substr(kName.size()));
    return;
  }
  const std::size_t type = line.find(" type ");
  if (!line.starts_with(kHead) || type == std::string_view::npos || type < kHead.size()) return;
  Offered option;
  option.name = trimmed(line.substr(kHead.size(), type - kHead.size()));
  std::string* value = &option.type;
  for (const std::string_view word : words(line.substr(type + 6))) {
    if (word == "var") {
      value = &option.vars.emplace_back();
    } else if (word == "default") {
      value = &option.default_value;
      option.has_default = true;
    } else if (word == "min") {
      value = &option.min;
    } else if (word == "max") {
      value = &option.max;
    } else if (word == "type") {
      value = &option.type;
    } else if (value) {
      *value += (value->empty() ? "" : " ") + std::string(word);
    }
  }
  offered_[lower(option.name)] = std::move(option);
}

// The kinds of value the UCI protocol lets an option line bound: a spin's integer from min
// to max, a combo's var (compared in any case, as Stockfish compares them), a check's true
// or false. A string or a button, a spin whose bounds are no integers and a combo that
// lists no var bound nothing.
std::string UciOffer::Offered::refuses(std::string_view value) const {
  const std::string taken = "the engine's option " + one_line(name) + " takes ";
  if (type == "spin") {
    const auto low = integer(min), high = integer(max);
    if (!low || !high) return {};
    const auto given = integer(value.starts_with('+') ? value.substr(1) : value);
    if (given && *low <= *given && *given <= *high) return {};
    return taken + "an integer from " + one_line(min) + " to " + one_line(max) + ", not " + one_line(value);
  }
  if (type == "combo" && !vars.empty()) {
    if (std::ranges::any_of(vars, [&](const std::string& var) { return lower(var) == lower(value); })) return {};
    std::string listed;
    for (const auto& var : vars) listed += one_line(var) + ", ";
    return taken + "one of " + listed + "not " + one_line(value);
  }
  if (type == "check" && value != "true" && value != "false") return taken + "true or false, not " + one_line(value);
  return {};
}

const UciOffer::Offered* UciOffer::offered(std::string_view name) const {
  const auto it = offered_.find(lower(name));
  return it == offered_.end() ? nullptr : &it->second;
}

std::string UciOffer::setup_commands(const UciSetup& setup, std::string& refusal) const {
  const Offered* variants = offered(kVariantOption);
  const Offered* chess960 = offered(kChess960Option);
  std::string why_not;  // the engine cannot play the variant
  if (variants && setup.uci_variant.empty())
    why_not = "none of its UCI_Variant values is known to be that game";
  else if (variants && std::ranges::find(variants->vars, setup.uci_variant) == variants->vars.end())
    why_not = "its UCI_Variant values do not include " + setup.uci_variant;
  else if (!variants && setup.uci_variant != kStandardVariant)
    why_not = "it has no UCI_Variant option, so it plays " + std::string(kStandardVariant) + " only";
  else if (!chess960 && setup.chess960)
    why_not = "it has no UCI_Chess960 option";
  if (!why_not.empty()) {
    refusal = "the engine does not offer the variant " + setup.variant + " (" + why_not + ")";
    return {};
  }
  for (const auto& [name, value] : setup.options) {
    const Offered* option = offered(name);
    if (!option) refusal = "the engine offers no option '" + one_line(name) + "'";
    else if (const std::string why = option->refuses(value); !why.empty())
      refusal = "--uci-option " + one_line(name) + "=" + one_line(value) + ": " + why;
    if (!refusal.empty()) return {};
  }
  std::string out;
  if (variants) out += setoption(variants->name, setup.uci_variant);
  if (chess960) out += setoption(chess960->name, setup.chess960 ? "true" : "false");
  for (const auto& [name, value] : setup.options) out += setoption(offered(name)->name, value);
  return out;
}

bool UciOffer::entry_commands(const UciOptionValues& from, const UciOptionValues& to, std::string& commands,
                              std::string& refusal) const {
  for (const auto& [name, value] : to) {
    const Offered* option = offered(name);
    const std::string why = option ? option->refuses(value) : "the engine offers no option '" + one_line(name) + "'";
    if (!why.empty()) {
      refusal = why + ", so it cannot count this entry under " + one_line(name) + "=" + one_line(value);
      return true;
    }
  }
  const auto in = [](const UciOptionValues& options, const std::string& name) {
    return std::ranges::find(options, name, &UciOptionValues::value_type::first) != options.end();
  };
  for (const auto& [name, value] : from) {
    if (in(to, name)) continue;
    const Offered* option = offered(name);
    if (!option->has_default) return false;
    commands += setoption(option->name, option->default_value);
  }
  for (const auto& pair : to)
    if (std::ranges::find(from, pair) == from.end()) commands += setoption(offered(pair.first)->name, pair.second);
  return true;
}

}  // namespace dt::cli
