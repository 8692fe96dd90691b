// The lines `perft` prints, shared by the one-process and the MPI runs.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string_view>

namespace dt::cli {

void print_perft_header(std::ostream& out);
// One depth: `depth nodes seconds nodes/s` in columns, or a JSON object on one line.
void print_perft_line(std::ostream& out, std::string_view variant, int depth, std::uint64_t nodes, double seconds,
                      bool json);

}  // namespace dt::cli
