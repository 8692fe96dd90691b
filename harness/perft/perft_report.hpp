// The lines `perft` prints, shared by the one-process and the MPI runs.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string_view>

#include "counting/perft_settings.hpp"

namespace dt::cli {

void print_perft_header(std::ostream& out);
// One depth: `depth nodes seconds nodes/s` in columns, or a JSON object on one line.
void print_perft_line(std::ostream& out, std::string_view variant, int depth, std::uint64_t nodes, double seconds,
                      bool json);

// perft --stats: one ply's nodes, distinct positions, their ratio and the bound on a
// table's gain for a perft of that depth (counting/ply_stats.hpp's table_bound).
void print_ply_stats_header(std::ostream& out);
void print_ply_stats_line(std::ostream& out, std::string_view variant, int ply, const PlyStats& stats, double bound,
                          bool json);

}  // namespace dt::cli
