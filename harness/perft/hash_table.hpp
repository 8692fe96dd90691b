// --hash MB: the transposition table of one perft or divide run, made once and kept for
// all its depths (counting/perft_table.hpp). A size beyond the memory this process can get is
// refused with one line naming --hash, before any count: the system would otherwise give
// the memory on credit and kill the process when the table fills.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "cli/args.hpp"
#include "counting/perft_table.hpp"

namespace dt::cli {

// The table --hash (common.hpp's kHashFlag) asks for, or none without --hash.
std::unique_ptr<PerftTable> hash_table(const Args& args);

// Bytes this process can still be given: the least of the system's available memory
// (/proc/meminfo MemAvailable), what is left under RLIMIT_AS and under a cgroup's memory
// limit. Nothing when none of them can be read.
std::optional<std::uint64_t> available_memory();

}  // namespace dt::cli
