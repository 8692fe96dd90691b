// A second, slow Hitchhiker Chess generator written straight from the rulings (HC-1 ...
// HC-19) on the test-side board of text_hitchhiker.hpp: no shared tables, no bitsets, a
// different orbit walk (the same-ring diagonal neighbour not yet visited) and carrying by
// "make the move, then look". Every legal move with the position it leads to, so the
// library's generator and make can both be compared against it (style.md, "Two
// generators, not one").
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace dt::test {

struct ReferenceOptions {
  bool orbit_any = false;        // HC-11 orbit_change=any
  bool kidnap_optional = false;  // HC-9 kidnap=optional
};

// Legal move text -> the position text after it (CO-1: none when the game is over; a
// lone `pass` when nothing else is legal, HC-14).
std::map<std::string, std::string> reference_moves(std::string_view position, ReferenceOptions options);

std::uint64_t reference_perft(std::string_view position, ReferenceOptions options, int depth);

}  // namespace dt::test
