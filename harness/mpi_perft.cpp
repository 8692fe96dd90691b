#include "mpi_perft.hpp"

#include <chrono>
#include <climits>
#include <iostream>
#include <ostream>
#include <vector>

#include "cli_error.hpp"
#include "perft_report.hpp"

#ifdef DEEPTHOUGHT_MPI
#include <mpi.h>
#endif

namespace dt::cli {

#ifdef DEEPTHOUGHT_MPI

namespace {

// The first process (by rank) whose arguments differ from process 0's, or INT_MAX when all
// agree. Every process must cut the same tree the same way: one started with another
// position, depth, option or --threads (which sets how deep the tree is cut) would add its
// share of another split, and the sum would be a wrong count with status 0. So process 0
// sends its arguments to all, and the job refuses when any process's own differ.
int first_different_process(std::span<const std::string> argv, int rank) {
  std::string mine;
  for (const auto& word : argv) mine += word + '\0';
  unsigned long long size = mine.size();
  MPI_Bcast(&size, 1, MPI_UNSIGNED_LONG_LONG, 0, MPI_COMM_WORLD);
  std::string first = rank == 0 ? mine : std::string(size, '\0');
  MPI_Bcast(first.data(), static_cast<int>(size), MPI_CHAR, 0, MPI_COMM_WORLD);
  const int differs = first == mine ? INT_MAX : rank;
  int first_differing = INT_MAX;
  MPI_Allreduce(&differs, &first_differing, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  return first_differing;
}

std::string joined(std::span<const std::string> argv) {
  std::string out;
  for (const auto& word : argv) out += (out.empty() ? "" : " ") + word;
  return out;
}

}  // namespace

int mpi_perft(const Game& game, const std::string& variant, int depth, PerftSettings settings, bool json,
              std::span<const std::string> argv, std::ostream& out) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) MPI_Init(nullptr, nullptr);
  MPI_Comm_rank(MPI_COMM_WORLD, &settings.part);
  MPI_Comm_size(MPI_COMM_WORLD, &settings.parts);
  if (const int other = first_different_process(argv, settings.part); other != INT_MAX) {
    // Process 0 alone says why, and says it before any process ends: mpirun aborts the
    // job at the first process that exits with an error, which could cut process 0 off
    // before its line was written. Every process then ends with status 2, so mpirun does too.
    if (settings.part == 0)
      std::cerr << "deepthought perft: "
                << one_line("--mpi: process " + std::to_string(other) + " of " + std::to_string(settings.parts) +
                            " was started with other arguments than process 0 (perft " + joined(argv) +
                            "): every process of the job must be given the same")
                << std::endl;
    MPI_Barrier(MPI_COMM_WORLD);
    MPI_Finalize();
    return 2;
  }
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
  return 0;
}

#else

int mpi_perft(const Game&, const std::string&, int, PerftSettings, bool, std::span<const std::string>, std::ostream&) {
  throw CliError("--mpi: this build has no MPI: configure with -DDEEPTHOUGHT_MPI=ON (Debian's libopenmpi-dev) and run under mpirun");
}

#endif

}  // namespace dt::cli
