#include "utf8.hpp"

namespace dt::cli {

CodePoint decode_utf8(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(at);
  const CodePoint invalid{lead, 1, false};
  if (lead < 0x80) return {lead, 1, true};
  // The lead byte gives the length and the smallest code point that length may hold
  // (a smaller one is an overlong form, refused as Unicode section 3.9 requires).
  std::size_t length;
  char32_t value, least;
  if (lead >= 0xC2 && lead <= 0xDF) length = 2, value = lead & 0x1F, least = 0x80;
  else if (lead >= 0xE0 && lead <= 0xEF) length = 3, value = lead & 0x0F, least = 0x800;
  else if (lead >= 0xF0 && lead <= 0xF4) length = 4, value = lead & 0x07, least = 0x10000;
  else return invalid;
  if (at + length > text.size()) return invalid;
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(at + i) & 0xC0) != 0x80) return invalid;
    value = (value << 6) | (byte(at + i) & 0x3F);
  }
  if (value < least || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return invalid;
  return {value, length, true};
}

}  // namespace dt::cli
