#include "rulebook_board_link.hpp"

#include "core/text.hpp"
#include "json.hpp"

namespace dt::cli {

std::string url_encoded(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~') {
      out += ch;
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

namespace {

// The case's expectations as the page reads them (web/play.js, showCase).
std::string expect_json(const Expect& e, const std::optional<std::string>& last_position) {
  std::string out = "{";
  const auto field = [&](std::string_view name, const std::string& value) {
    out += (out.size() > 1 ? "," : "") + json_string(name) + ":" + value;
  };
  if (e.moves) field("moves", json_strings(*e.moves));
  if (!e.moves_from.empty()) {
    std::string list = "[";
    for (const auto& [cell, moves] : e.moves_from) list += (list.size() > 1 ? ",[" : "[") + json_string(cell) + "," + json_strings(moves) + "]";
    field("moves_from", list + "]");
  }
  if (!e.legal.empty()) field("legal", json_strings(e.legal));
  if (!e.illegal.empty()) field("illegal", json_strings(e.illegal));
  if (!e.perft.empty()) {
    std::string list = "[";
    for (const auto& [depth, count] : e.perft) list += (list.size() > 1 ? ",[" : "[") + std::to_string(depth) + "," + std::to_string(count) + "]";
    field("perft", list + "]");
  }
  if (e.position) field("position", json_string(*e.position));
  else if (last_position) field("position", json_string(*last_position));
  if (e.result) field("result", json_string(*e.result));
  if (e.error) field("error", json_string(*e.error));
  return out + "}";
}

}  // namespace

std::string board_link(std::string_view variant, const Case& c) {
  std::string out = "play.html?variant=" + url_encoded(variant);
  for (const auto& [name, value] : c.options) out += "&option=" + url_encoded(name + "=" + value);
  if (c.position) out += "&position=" + url_encoded(*c.position);
  std::vector<std::string> plies = c.play;
  std::optional<std::string> last;
  if (c.record) {
    for (const auto& ply : c.record->plies)
      if (!ply.play.empty()) plies.push_back(ply.play);
    if (!c.record->plies.empty()) last = c.record->plies.back().position;
  }
  if (!plies.empty()) out += "&play=" + url_encoded(join(plies, ","));
  out += "&case=" + url_encoded(c.name) + "&expect=" + url_encoded(expect_json(c.expect, last));
  if (c.record) out += "&ply=" + std::to_string(c.play.size());
  return out;
}

}  // namespace dt::cli
