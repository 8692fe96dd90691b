#include "mpi_perft.hpp"

#include <chrono>
#include <ostream>
#include <vector>

#include "cli_error.hpp"
#include "perft_report.hpp"

#ifdef DEEPTHOUGHT_MPI
#include <mpi.h>
#endif

namespace dt::cli {

#ifdef DEEPTHOUGHT_MPI

void mpi_perft(const Game& game, const std::string& variant, int depth, PerftSettings settings, bool json,
               std::ostream& out) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) MPI_Init(nullptr, nullptr);
  MPI_Comm_rank(MPI_COMM_WORLD, &settings.part);
  MPI_Comm_size(MPI_COMM_WORLD, &settings.parts);
  if (settings.part == 0 && !json) print_perft_header(out);
  for (int d = 1; d <= depth; ++d) {
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<std::uint64_t> mine;
    for (const auto& [move, nodes] : game.divide_with(d, settings)) mine.push_back(nodes);
    // Every process lists the root moves in the same order (generation is deterministic).
    std::vector<std::uint64_t> all(mine.size());
    MPI_Reduce(mine.data(), all.data(), static_cast<int>(mine.size()), MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
    if (settings.part != 0) continue;
    std::uint64_t nodes = 0;
    for (const auto n : all) nodes += n;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    print_perft_line(out, variant, d, nodes, seconds, json);
  }
  MPI_Finalize();
}

#else

void mpi_perft(const Game&, const std::string&, int, PerftSettings, bool, std::ostream&) {
  throw CliError("--mpi: this build has no MPI: configure with -DDEEPTHOUGHT_MPI=ON (Debian's libopenmpi-dev) and run under mpirun");
}

#endif

}  // namespace dt::cli
