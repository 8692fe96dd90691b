// The few MPI calls perft --mpi makes, as a table of plain functions that the module
// libdt_mpi.so (module.cpp, built with -DDEEPTHOUGHT_MPI=ON) hands to the tool when --mpi
// asks for it (mpi_perft.cpp loads it with dlopen). Linked into the tool, OpenMPI's nine
// libraries were loaded and relocated at every start: about 12 ms of CPU time a process,
// most of the tool's start-up, paid by every count that a perftree-protocol driver (or a
// test) asks of a fresh process. The table holds plain types only, so the module and the
// tool share no C++ ABI beyond it.
#pragma once

#include <cstdint>

// Raised whenever a member is added, removed or changed; the tool refuses any other.
inline constexpr int kDtMpiCallsVersion = 1;

struct DtMpiCalls {
  int version;
  // MPI_Init unless already initialized; then this process's rank and the job's size.
  void (*start)(int* rank, int* size);
  // MPI_Bcast of `bytes` bytes at `data` from process 0.
  void (*broadcast)(void* data, int bytes);
  // MPI_Allreduce of one int with MPI_MIN: the smallest `value` of all the processes.
  int (*smallest)(int value);
  // MPI_Reduce of `count` numbers with MPI_SUM into `sums` on process 0.
  void (*sum_to_first)(const std::uint64_t* values, std::uint64_t* sums, int count);
  void (*barrier)();
  void (*finish)();
};

// The module's one exported symbol, looked up by this name.
extern "C" const DtMpiCalls* dt_mpi_calls();
inline constexpr const char* kDtMpiCallsSymbol = "dt_mpi_calls";
