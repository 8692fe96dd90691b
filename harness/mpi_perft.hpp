// perft --mpi: the tree shared out among the processes of an MPI job (mpirun -np N, on
// one machine or many); each counts its part of the cut tree (PerftSettings::part) and
// the counts are summed on process 0, which alone prints. Built only with
// -DDEEPTHOUGHT_MPI=ON (OpenMPI from Debian); otherwise --mpi is refused.
#pragma once

#include <iosfwd>
#include <string>

#include "core/erased.hpp"

namespace dt::cli {

// Prints perft 1..depth like `perft` (JSON lines when `json`) from process 0.
void mpi_perft(const Game& game, const std::string& variant, int depth, PerftSettings settings, bool json,
               std::ostream& out);

}  // namespace dt::cli
