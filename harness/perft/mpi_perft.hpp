// perft --mpi: the tree shared out among the processes of an MPI job (mpirun -np N, on
// one machine or many); each counts its part of the cut tree (PerftSettings::part) and
// the counts are summed on process 0, which alone prints. Built only with
// -DDEEPTHOUGHT_MPI=ON (OpenMPI from Debian), and then OpenMPI is loaded only when --mpi
// is given (mpi/mpi_module.hpp); otherwise --mpi is refused. Every process
// must be started with the same arguments (`mpirun -np 2 A : -np 1 B` with B other than A
// is refused), since they all cut the tree and count their shares the same way.
#pragma once

#include <iosfwd>
#include <span>
#include <string>

#include "face/erased.hpp"

namespace dt::cli {

// Prints perft 1..depth like `perft` (JSON lines when `json`) from process 0, and returns
// the exit status. `argv` is this process's perft arguments; when another process's differ
// from process 0's, process 0 throws CliError and the others return 2 without a word.
int mpi_perft(const Game& game, const std::string& variant, int depth, PerftSettings settings, bool json,
              std::span<const std::string> argv, std::ostream& out);

}  // namespace dt::cli
