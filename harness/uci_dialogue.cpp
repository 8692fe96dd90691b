#include "uci_dialogue.hpp"

#include <algorithm>
#include <cctype>

#include "cli_error.hpp"

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

}  // namespace

UciDialogue::UciDialogue(const UciSetup& setup, std::string commands) : setup_(setup), commands_(std::move(commands)) {}

std::string UciDialogue::awaited() const {
  switch (stage_) {
    case Stage::Uci: return "'uciok' after 'uci'";
    case Stage::Ready: return "'readyok' after 'isready'";
    default: return "'Nodes searched: N' after 'go perft'";
  }
}

// `option name NAME type TYPE [default X] [min X] [max X] [var X]...`: the name may hold
// spaces (`Skill Level`), and so may a value.
void UciDialogue::read_option(std::string_view line) {
  constexpr std::string_view kHead = "option name ";
  const std::size_t type = line.find(" type ");
  if (!line.starts_with(kHead) || type == std::string_view::npos || type < kHead.size()) return;
  Offered option{std::string(trimmed(line.substr(kHead.size(), type - kHead.size()))), {}};
  std::string* value = nullptr;
  for (const std::string_view word : words(line.substr(type + 6))) {
    if (word == "var") value = &option.vars.emplace_back();
    else if (word == "default" || word == "min" || word == "max" || word == "type") value = nullptr;
    else if (value) *value += (value->empty() ? "" : " ") + std::string(word);
  }
  offered_[lower(option.name)] = std::move(option);
}

ChildReply UciDialogue::after_uciok() {
  const auto offered = [&](std::string_view name) -> const Offered* {
    const auto it = offered_.find(lower(name));
    return it == offered_.end() ? nullptr : &it->second;
  };
  const Offered* variants = offered(kVariantOption);
  const Offered* chess960 = offered(kChess960Option);
  std::string why_not;  // the engine cannot play the variant
  if (variants && setup_.uci_variant.empty())
    why_not = "none of its UCI_Variant values is known to be that game";
  else if (variants && std::ranges::find(variants->vars, setup_.uci_variant) == variants->vars.end())
    why_not = "its UCI_Variant values do not include " + setup_.uci_variant;
  else if (!variants && setup_.uci_variant != kStandardVariant)
    why_not = "it has no UCI_Variant option, so it plays " + std::string(kStandardVariant) + " only";
  else if (!chess960 && setup_.chess960)
    why_not = "it has no UCI_Chess960 option";
  if (!why_not.empty()) refusal_ = "the engine does not offer the variant " + setup_.variant + " (" + why_not + ")";
  for (const auto& [name, value] : setup_.options)
    if (refusal_.empty() && !offered(name)) refusal_ = "the engine offers no option '" + one_line(name) + "'";
  for (const auto& [name, value] : setup_.entry_options)
    if (refusal_.empty() && !offered(name)) {
      refusal_ = "the engine offers no option '" + one_line(name) + "', so it cannot count this entry under " +
                 one_line(name) + "=" + one_line(value);
      refused_entry_ = true;
    }
  if (!refusal_.empty()) {
    stage_ = Stage::Done;
    return {"quit\n", true};
  }
  std::string out;
  const auto set = [&](std::string_view name, std::string_view value) {
    out += "setoption name " + std::string(name) + " value " + std::string(value) + '\n';
  };
  if (variants) set(variants->name, setup_.uci_variant);
  if (chess960) set(chess960->name, setup_.chess960 ? "true" : "false");
  for (const auto& [name, value] : setup_.options) set(offered(name)->name, value);
  for (const auto& [name, value] : setup_.entry_options) set(offered(name)->name, value);
  stage_ = Stage::Ready;
  return {out + "isready\n", false};
}

ChildReply UciDialogue::reply(std::string_view raw) {
  const std::string_view line = trimmed(raw);
  switch (stage_) {
    case Stage::Uci:
      if (line == "uciok") return after_uciok();
      read_option(line);
      return {};
    case Stage::Ready:
      if (line != "readyok") return {};
      stage_ = Stage::Perft;
      return {commands_, false};
    case Stage::Perft:
      answer_.append(line) += '\n';
      if (!line.starts_with("Nodes searched")) return {};
      stage_ = Stage::Done;
      return {"quit\n", true};
    case Stage::Done: break;
  }
  return {};
}

}  // namespace dt::cli
