#include "support/mirror_fen.hpp"

#include <cctype>
#include <sstream>
#include <vector>

#include "core/text.hpp"

namespace dt::test {

namespace {

char swap_case(char c) {
  const auto u = static_cast<unsigned char>(c);
  return static_cast<char>(std::isupper(u) ? std::tolower(u) : std::toupper(u));
}

std::string swapped(std::string text) {
  for (char& c : text) c = swap_case(c);
  return text;
}

}  // namespace

std::string mirror_fen(std::string_view fen) {
  std::istringstream in{std::string(fen)};
  std::string placement, side, castling, ep, halfmove, fullmove;
  in >> placement >> side >> castling >> ep >> halfmove >> fullmove;

  std::vector<std::string> ranks;
  std::istringstream rank_text(placement);
  for (std::string rank; std::getline(rank_text, rank, '/');) ranks.insert(ranks.begin(), swapped(rank));
  const std::string mirrored = dt::join(ranks, "/");

  // Swapping case turns "Kq" into "kQ"; FEN wants the rights in the order KQkq.
  std::string rights;
  for (const char right : std::string_view("KQkq"))
    if (castling != "-" && castling.find(swap_case(right)) != std::string::npos) rights += right;
  if (rights.empty()) rights.push_back('-');

  if (ep != "-") ep[1] = static_cast<char>('1' + ('8' - ep[1]));
  return mirrored + (side == "w" ? " b " : " w ") + rights + ' ' + ep + ' ' + halfmove + ' ' + fullmove;
}

}  // namespace dt::test
