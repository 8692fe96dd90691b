// libdt_mpi.so: OpenMPI behind the table of mpi_module.hpp, loaded by perft --mpi alone.
#include <mpi.h>

#include "mpi_module.hpp"

namespace {

void start(int* rank, int* size) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) MPI_Init(nullptr, nullptr);
  MPI_Comm_rank(MPI_COMM_WORLD, rank);
  MPI_Comm_size(MPI_COMM_WORLD, size);
}

void broadcast(void* data, int bytes) { MPI_Bcast(data, bytes, MPI_CHAR, 0, MPI_COMM_WORLD); }

int smallest(int value) {
  int least = value;
  MPI_Allreduce(&value, &least, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  return least;
}

void sum_to_first(const std::uint64_t* values, std::uint64_t* sums, int count) {
  MPI_Reduce(values, sums, count, MPI_UINT64_T, MPI_SUM, 0, MPI_COMM_WORLD);
}

void barrier() { MPI_Barrier(MPI_COMM_WORLD); }
void finish() { MPI_Finalize(); }

}  // namespace

extern "C" const DtMpiCalls* dt_mpi_calls() {
  static constexpr DtMpiCalls calls = {kDtMpiCallsVersion, start, broadcast, smallest, sum_to_first, barrier, finish};
  return &calls;
}
