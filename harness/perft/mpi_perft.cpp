#include "mpi_perft.hpp"

#include <chrono>
#include <climits>
#include <filesystem>
#include <iostream>
#include <ostream>
#include <system_error>
#include <vector>

#include "cli/cli_error.hpp"
#include "perft_report.hpp"

#ifdef DEEPTHOUGHT_MPI
#include <dlfcn.h>

#include "mpi/mpi_module.hpp"
#endif

namespace dt::cli {

#ifdef DEEPTHOUGHT_MPI

namespace {

namespace fs = std::filesystem;

// OpenMPI's calls, from the module libdt_mpi.so (mpi/mpi_module.hpp says why it is not
// linked in): beside this program (the build tree's bin/), else where the install layout
// puts it (DEEPTHOUGHT_MPI_MODULE_FROM_BIN from this program's folder). Loaded once, never
// unloaded: MPI_Finalize must be the last MPI call and the process ends soon after.
const DtMpiCalls& mpi_calls() {
  constexpr const char* kModule = "libdt_mpi.so";
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) throw CliError("--mpi: cannot find this program's own folder (/proc/self/exe) to load " + std::string(kModule));
  const fs::path places[] = {exe.parent_path() / kModule,
                             (exe.parent_path() / DEEPTHOUGHT_MPI_MODULE_FROM_BIN / kModule).lexically_normal()};
  for (const fs::path& place : places) {
    if (!fs::exists(place, ec)) continue;
    // RTLD_GLOBAL: OpenMPI opens its own components later, and they look for libmpi's
    // symbols among the global ones.
    void* module = dlopen(place.c_str(), RTLD_NOW | RTLD_GLOBAL);
    if (module == nullptr) throw CliError("--mpi: cannot load " + place.string() + ": " + one_line(dlerror()));
    const auto calls_of = reinterpret_cast<const DtMpiCalls* (*)()>(dlsym(module, kDtMpiCallsSymbol));
    const DtMpiCalls* calls = calls_of ? calls_of() : nullptr;
    if (calls == nullptr || calls->version != kDtMpiCallsVersion)
      throw CliError("--mpi: " + place.string() + " is not the MPI module of this build (expected version " +
                     std::to_string(kDtMpiCallsVersion) + " of " + kDtMpiCallsSymbol + ")");
    return *calls;
  }
  throw CliError("--mpi: the MPI module " + std::string(kModule) + " is neither beside this program nor at " +
                 places[1].string() + ": install it with the tool (cmake --install)");
}

// The first process (by rank) whose arguments differ from process 0's, or INT_MAX when all
// agree. Every process must cut the same tree the same way: one started with another
// position, depth, option or --threads (which sets how deep the tree is cut) would add its
// share of another split, and the sum would be a wrong count with status 0. So process 0
// sends its arguments to all, and the job refuses when any process's own differ.
int first_different_process(const DtMpiCalls& mpi, std::span<const std::string> argv, int rank) {
  std::string mine;
  for (const auto& word : argv) mine += word + '\0';
  int size = static_cast<int>(mine.size());
  mpi.broadcast(&size, sizeof size);
  std::string first = rank == 0 ? mine : std::string(static_cast<std::size_t>(size), '\0');
  mpi.broadcast(first.data(), size);
  return mpi.smallest(first == mine ? INT_MAX : rank);
}

std::string joined(std::span<const std::string> argv) {
  std::string out;
  for (const auto& word : argv) out += (out.empty() ? "" : " ") + word;
  return out;
}

}  // namespace

int mpi_perft(const Game& game, const std::string& variant, int depth, PerftSettings settings, bool json,
              std::span<const std::string> argv, std::ostream& out) {
  const DtMpiCalls& mpi = mpi_calls();
  mpi.start(&settings.part, &settings.parts);
  if (const int other = first_different_process(mpi, argv, settings.part); other != INT_MAX) {
    // Process 0 alone says why, and says it before any process ends: mpirun aborts the
    // job at the first process that exits with an error, which could cut process 0 off
    // before its line was written. Every process then ends with status 2, so mpirun does too.
    if (settings.part == 0)
      std::cerr << "deepthought perft: "
                << one_line("--mpi: process " + std::to_string(other) + " of " + std::to_string(settings.parts) +
                            " was started with other arguments than process 0 (perft " + joined(argv) +
                            "): every process of the job must be given the same")
                << std::endl;
    mpi.barrier();
    mpi.finish();
    return 2;
  }
  if (settings.part == 0 && !json) print_perft_header(out);
  for (int d = 1; d <= depth; ++d) {
    const auto t0 = std::chrono::steady_clock::now();
    std::vector<std::uint64_t> mine;
    for (const auto& [move, nodes] : game.divide_with(d, settings).moves) mine.push_back(nodes);
    // Every process lists the root moves in the same order (generation is deterministic).
    std::vector<std::uint64_t> all(mine.size());
    mpi.sum_to_first(mine.data(), all.data(), static_cast<int>(mine.size()));
    if (settings.part != 0) continue;
    std::uint64_t nodes = 0;
    for (const auto n : all) nodes += n;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    print_perft_line(out, variant, d, nodes, seconds, json);
  }
  mpi.finish();
  return 0;
}

#else

int mpi_perft(const Game&, const std::string&, int, PerftSettings, bool, std::span<const std::string>, std::ostream&) {
  throw CliError("--mpi: this build has no MPI: configure with -DDEEPTHOUGHT_MPI=ON (Debian's libopenmpi-dev) and run under mpirun");
}

#endif

}  // namespace dt::cli
