// What every fuzz target shares: the input split into a registered variant (its first
// byte, an index into dt::variants(), so a new variant is fuzzed without an edit here)
// and the rest, and a check that stops the run with a message when an invariant fails.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "face/erased.hpp"

namespace dt::fuzz {

struct Input {
  const Variant& variant;
  std::string_view rest;
};

inline Input split_variant(const std::uint8_t* data, std::size_t size) {
  const auto all = variants();
  const std::size_t index = size == 0 ? 0 : data[0] % all.size();
  const auto* text = reinterpret_cast<const char*>(data);
  return {*all[index], size == 0 ? std::string_view{} : std::string_view(text + 1, size - 1)};
}

// An invariant the code under test broke: libFuzzer keeps the input as a crash.
inline void require(bool holds, const char* what, std::string_view detail = {}) {
  if (holds) return;
  std::fprintf(stderr, "invariant broken: %s: %s\n", what, std::string(detail).c_str());
  std::abort();
}

}  // namespace dt::fuzz
