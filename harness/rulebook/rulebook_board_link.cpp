#include "rulebook_board_link.hpp"

#include "core/text.hpp"

namespace dt::cli {

std::string url_encoded(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  // Kept as they are: the unreserved bytes and those a query value may hold as they are
  // (RFC 3986 pchar, but & = + which split or change a value), so a list reads
  // "e2e4,e7e5" and no escape runs into the move after it.
  static constexpr std::string_view kKept = "-._~!$'()*,;:@/";
  std::string out;
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || kKept.find(ch) != std::string_view::npos) {
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

// The case's expectations as query fields the page reads (web/play/cases.js): lists of moves
// comma-separated (no notation has a comma: the command line splits moves on it), a
// square's moves and a perft as "CELL:MOVES" and "DEPTH:COUNT", one field each.
std::string expect_query(const Expect& e, const std::optional<std::string>& last_position) {
  std::string out;
  const auto field = [&](std::string_view name, const std::string& value) { out += "&" + std::string(name) + "=" + url_encoded(value); };
  if (e.moves) field("moves", join(*e.moves, ","));
  for (const auto& [cell, moves] : e.moves_from) field("from", cell + ":" + join(moves, ","));
  if (!e.legal.empty()) field("legal", join(e.legal, ","));
  if (!e.illegal.empty()) field("illegal", join(e.illegal, ","));
  for (const auto& [depth, count] : e.perft) field("perft", std::to_string(depth) + ":" + std::to_string(count));
  if (e.position) field("after", *e.position);
  else if (last_position) field("after", *last_position);
  if (e.result) field("result", *e.result);
  if (e.error) field("error", *e.error);
  return out;
}

}  // namespace

std::string board_link(std::string_view variant, const Case& c, std::string_view back) {
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
  out += "&case=" + url_encoded(c.name) + expect_query(c.expect, last);
  if (c.record) out += "&ply=" + std::to_string(c.play.size());
  if (!c.why.empty()) out += "&why=" + url_encoded(c.why);
  if (!back.empty()) out += "&back=" + url_encoded(back);
  return out;
}

}  // namespace dt::cli
