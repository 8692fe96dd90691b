#include "orthodox/bitboard.hpp"

#include <array>
#include <cstdlib>
#include <initializer_list>

#include "orthodox/magics.hpp"

namespace dt::orthodox {

namespace {

constexpr int kRookSlots = 102400;
constexpr int kBishopSlots = 5248;

// Direction order: N, E, NE, NW (ascending squares), then S, W, SW, SE (descending).
constexpr int kDirFile[8] = {0, 1, 1, -1, 0, -1, -1, 1};
constexpr int kDirRank[8] = {1, 0, 1, 1, -1, 0, -1, -1};
constexpr bool is_rook_dir(int d) { return kDirFile[d] == 0 || kDirRank[d] == 0; }

constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

constexpr Bitboard scan(const Tables& t, Square s, Bitboard occ, bool rook) {
  Bitboard attacks = 0;
  for (int d = 0; d < 8; ++d) {
    if (is_rook_dir(d) != rook) continue;
    Bitboard ray = t.ray[d][s];
    const Bitboard blockers = ray & occ;
    if (blockers) {
      const Square b = d < 4 ? std::countr_zero(blockers) : 63 - std::countl_zero(blockers);
      ray ^= t.ray[d][b];
    }
    attacks |= ray;
  }
  return attacks;
}

// Every subset of `mask`, by the carry-rippler walk (each step the next subset in
// binary order of the mask's bits).
template <class Visit>
constexpr void for_each_subset(Bitboard mask, Visit visit) {
  Bitboard occ = 0;
  do {
    visit(occ);
    occ = (occ - mask) & mask;
  } while (occ);
}

using AttackTable = std::array<Bitboard, kRookSlots + kBishopSlots>;

// The square's block of the attack table, filled from the ray scan by the same index the
// lookup computes. No attack set is empty, so a filled entry that holds another set is a
// clash of two subsets: wrong multipliers. The check runs at compile time, where reaching
// the non-constexpr std::abort is a compile error: a bad multiplier cannot build.
constexpr void fill_block(AttackTable& table, const Tables& t, Square s, const Slider& slider, std::uint32_t offset, bool rook) {
  for_each_subset(slider.mask, [&](Bitboard occ) {
    Bitboard& entry = table[offset + slider_index(slider, occ)];
    const Bitboard attacks = scan(t, s, occ, rook);
    if (entry && entry != attacks) std::abort();
    entry = attacks;
  });
}

// The board's geometry and each slider's mask, multiplier and shift; the blocks'
// addresses are set by with_blocks once the attack table exists.
constexpr Tables make_geometry() {
  Tables t{};
  for (Square s = 0; s < 64; ++s) {
    const int f = file_of(s), r = rank_of(s);
    for (int d = 0; d < 8; ++d) {
      for (int i = 1; on_board(f + i * kDirFile[d], r + i * kDirRank[d]); ++i)
        t.ray[d][s] |= bb(make_square(f + i * kDirFile[d], r + i * kDirRank[d]));
      if (on_board(f + kDirFile[d], r + kDirRank[d])) t.king[s] |= bb(make_square(f + kDirFile[d], r + kDirRank[d]));
    }
    constexpr int kKnight[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (const auto& j : kKnight)
      if (on_board(f + j[0], r + j[1])) t.knight[s] |= bb(make_square(f + j[0], r + j[1]));
    for (int df : {-1, 1}) {
      if (on_board(f + df, r + 1)) t.pawn[White][s] |= bb(make_square(f + df, r + 1));
      if (on_board(f + df, r - 1)) t.pawn[Black][s] |= bb(make_square(f + df, r - 1));
    }
  }
  for (Square s = 0; s < 64; ++s) {
    for (int d = 0; d < 8; ++d) {
      (is_rook_dir(d) ? t.rook_ray[s] : t.bishop_ray[s]) |= t.ray[d][s];
      // The relevant occupancy leaves out the last square of each ray: a piece there
      // cannot change the attack set.
      Bitboard relevant = t.ray[d][s];
      if (relevant) {
        const Square last = d < 4 ? 63 - std::countl_zero(relevant) : std::countr_zero(relevant);
        relevant ^= bb(last);
      }
      (is_rook_dir(d) ? t.rook[s] : t.bishop[s]).mask |= relevant;
      for (Bitboard r = t.ray[d][s]; r;) {
        const Square o = pop_lsb(r);
        t.between[s][o] = t.ray[d][s] & t.ray[(d + 4) % 8][o];
        t.line[s][o] = t.ray[d][s] | t.ray[(d + 4) % 8][s] | bb(s);
      }
    }
  }
  for (Square s = 0; s < 64; ++s) {
    Bitboard reach = t.king[s];
    if (s == 4 || s == 60) reach |= bb(s - 2) | bb(s + 2);  // castling (art. 3.8.2)
    const Reach r = reach_of(t, reach);
    t.king_rook_lines[s] = r.rook_lines;
    t.king_bishop_lines[s] = r.bishop_lines;
    t.king_knights[s] = r.knights;
  }
  for (const bool rook : {true, false}) {
    for (Square s = 0; s < 64; ++s) {
      Slider& slider = rook ? t.rook[s] : t.bishop[s];
      slider.shift = static_cast<std::uint32_t>(64 - std::popcount(slider.mask));
      slider.magic = rook ? kRookMagics[s] : kBishopMagics[s];
    }
  }
  return t;
}

// The offset of each square's block: one block per square, rooks then bishops, each of
// 2^(relevant bits) entries.
template <class Visit>
constexpr std::uint32_t for_each_block(const Tables& t, Visit visit) {
  std::uint32_t offset = 0;
  for (const bool rook : {true, false}) {
    for (Square s = 0; s < 64; ++s) {
      const Slider& slider = rook ? t.rook[s] : t.bishop[s];
      visit(s, slider, offset, rook);
      offset += std::uint32_t{1} << std::popcount(slider.mask);
    }
  }
  return offset;
}

constexpr void fill_attacks(AttackTable& table, const Tables& t) {
  const std::uint32_t slots = for_each_block(t, [&](Square s, const Slider& slider, std::uint32_t offset, bool rook) {
    fill_block(table, t, s, slider, offset, rook);
  });
  if (slots != table.size()) std::abort();  // the table sizes are a fixed fact of the 8x8 board
}

constexpr Tables kGeometry = make_geometry();

#ifdef __EMSCRIPTEN__
// The browser downloads the program's data with it: the table as data would be some
// 1.2 MB of the board page's 5 MB budget (make rulebook), so the page fills it as it loads.
AttackTable kSliderAttacks{};
[[maybe_unused]] const bool kSliderAttacksFilled = (fill_attacks(kSliderAttacks, kGeometry), true);
#else
constexpr AttackTable make_attacks(const Tables& t) {
  AttackTable table{};
  fill_attacks(table, t);
  return table;
}

// About 840 KB, evaluated by the compiler: filled at start-up, it cost every process CPU
// time before anything was counted, a cost a driver starting the tool for each count pays
// each time (the rules library's CMakeLists raises the compiler's constant-evaluation
// budget for this file).
constexpr AttackTable kSliderAttacks = make_attacks(kGeometry);
#endif

constexpr Tables with_blocks(Tables t) {
  for_each_block(t, [&](Square s, const Slider&, std::uint32_t offset, bool rook) {
    (rook ? t.rook[s] : t.bishop[s]).attacks = kSliderAttacks.data() + offset;
  });
  return t;
}

}  // namespace

constexpr Tables kTables = with_blocks(kGeometry);

namespace detail {
Bitboard classical_rook(Square s, Bitboard occ) { return scan(kTables, s, occ, true); }
Bitboard classical_bishop(Square s, Bitboard occ) { return scan(kTables, s, occ, false); }
}  // namespace detail

}  // namespace dt::orthodox
