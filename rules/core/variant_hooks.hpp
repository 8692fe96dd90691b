// Every member a variant's Rules may add to what variant.hpp's VariantRules requires, in
// one place. Each is optional: the code that uses one asks for it with `if constexpr` on
// the concept below and has a plain path without it, which gives the same answers (the
// tests hold each variant's faster path to its plain one).
//
// | member                                 | concept          | used by                                   |
// |----------------------------------------|------------------|-------------------------------------------|
// | `static std::string full_cell(text)`   | NamesCellsShort  | face/adapter.hpp: short cell names (OS-1) |
// | `std::string repetition_key(pos)`      | HasRepetition    | face/adapter.hpp: threefold repetition    |
// | `std::size_t count(pos)`               | CountsMoves      | counting/perft.hpp: leaves counted        |
// | `void for_each_child(pos, visit)`      | VisitsChildren   | counting/perft.hpp: inner nodes           |
// | `std::uint64_t count_children(pos)`    | CountsChildren   | counting/perft.hpp: leaves' grandparents  |
// | `void key(pos, hasher)` (a template)   | KeysPositions    | counting/position_key.hpp: table keys     |
// | `const Config& config()`               | HasConfig        | counting/position_key.hpp: the game seed  |
//
// `config()` comes with core/configured.hpp's base, which a variant with options derives
// from. Everything else a variant declares alike comes from core/rules_face.hpp's
// DT_RULES_FACE, drawing and mark included: every variant can be drawn.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace dt {

// A variant that accepts a short form of some cell names (Outer Space's `c2` for `1c2`,
// OS-1) gives `static std::string full_cell(std::string_view)`; the others take the text
// as it is. Moves are not shortened: the rulings' notation writes them in full, in input
// as in output.
template <class R>
concept NamesCellsShort = requires(std::string_view cell) {
  { R::full_cell(cell) } -> std::same_as<std::string>;
};

// A variant whose positions can repeat gives a text naming what threefold repetition
// compares, and "draw by threefold repetition" is reported after a sequence of moves (CO-1).
template <class R>
concept HasRepetition = requires(const R rules, const typename R::Position& pos) {
  { rules.repetition_key(pos) } -> std::same_as<std::string>;
};

// A variant that can count its legal moves without listing them (`count`, equal to the
// length of `generate`'s list) has its perft leaves counted that way.
template <class R>
concept CountsMoves = requires(const R rules, const typename R::Position& pos) {
  { rules.count(pos) } -> std::same_as<std::size_t>;
};

// A variant that can hand each position one legal move away to `visit`, made as its
// generator finds the move and in generation order (the same children as making each
// move of `generate`'s list), has its inner perft nodes expanded that way, with no list
// in between.
template <class R>
concept VisitsChildren = requires(const R rules, const typename R::Position& pos,
                                  void (*visit)(const typename R::Position&)) {
  rules.for_each_child(pos, visit);
};

// A variant that can count the legal moves of all the children of a position at once
// (`count_children`: the sum of `count` over the positions its listed moves lead to) has
// perft's leaves' grandparents counted that way.
template <class R>
concept CountsChildren = CountsMoves<R> && requires(const R rules, const typename R::Position& pos) {
  { rules.count_children(pos) } -> std::same_as<std::uint64_t>;
};

// A variant that names the state its counts depend on, word by word, to any hasher
// (counting/position_key.hpp's KeyHasher, or a test's); without it the key hashes the
// position's bytes, which must then be trivially copyable.
template <class R, class Hasher>
concept KeysPositions = requires(const R rules, const typename R::Position& pos, Hasher& hasher) {
  rules.key(pos, hasher);
};

// A variant with options holds them as a Config (core/configured.hpp).
template <class R>
concept HasConfig = requires(const R rules) { rules.config(); };

}  // namespace dt
