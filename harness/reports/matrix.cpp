#include "matrix.hpp"

#include <algorithm>
#include <set>

#include "cli/cli_error.hpp"

namespace dt::cli {

std::string Rate::text() const {
  const long tenths = counted ? long(passed) * 1000 / counted : 0;
  return std::to_string(passed) + "/" + std::to_string(counted) + " " + std::to_string(tenths / 10) +
         (tenths % 10 ? "." + std::to_string(tenths % 10) : "") + "%";
}

namespace {

template <class T, class Same>
std::size_t index_of(std::vector<T>& list, const T& item, Same same) {
  const auto it = std::find_if(list.begin(), list.end(), [&](const T& other) { return same(other, item); });
  if (it != list.end()) return static_cast<std::size_t>(it - list.begin());
  list.push_back(item);
  return list.size() - 1;
}

}  // namespace

Matrix build_matrix(std::span<const SuiteDocument> documents) {
  Matrix m;
  std::vector<std::pair<std::size_t, std::size_t>> at;  // each document's engine and suite
  std::vector<std::set<std::string>> tags;
  std::vector<bool> untagged;
  for (const SuiteDocument& d : documents) {
    const std::size_t e = index_of(m.engines, MatrixEngine{d.engine_label(), d.engine_protocol},
                                   [](const MatrixEngine& a, const MatrixEngine& b) {
                                     return a.label == b.label && a.protocol == b.protocol;
                                   });
    const std::size_t s = index_of(m.suites, MatrixSuite{d.variant, d.file, {}}, [](const MatrixSuite& a, const MatrixSuite& b) {
      return a.variant == b.variant && a.file == b.file;
    });
    at.emplace_back(e, s);
    tags.resize(m.suites.size());
    untagged.resize(m.suites.size());
    for (const ReportedCount& r : d.results) {
      tags[s].insert(r.tags.begin(), r.tags.end());
      untagged[s] = untagged[s] || r.tags.empty();
    }
  }
  for (std::size_t s = 0; s < m.suites.size(); ++s) {
    m.suites[s].tags.assign(tags[s].begin(), tags[s].end());
    if (untagged[s]) m.suites[s].tags.emplace_back(kUntagged);
  }
  m.cells.assign(m.engines.size(), std::vector<MatrixCell>(m.suites.size()));
  for (std::size_t i = 0; i < documents.size(); ++i) {
    MatrixCell& cell = m.cells[at[i].first][at[i].second];
    const SuiteDocument& d = documents[i];
    if (cell.document)
      throw CliError(one_line(cell.document->source) + " and " + one_line(d.source) + " both give " +
                     one_line(d.engine_label()) + " on " + one_line(d.file) + " (" + d.variant +
                     "): expected one result file for each engine and suite");
    cell.document = &d;
    for (const ReportedCount& r : d.results) {
      const bool pass = r.status == "pass";
      cell.rate.add(pass);
      if (r.tags.empty()) cell.by_tag[std::string(kUntagged)].add(pass);
      for (const auto& tag : r.tags) cell.by_tag[tag].add(pass);
      if (!pass) cell.failures.push_back(&r);
    }
  }
  return m;
}

}  // namespace dt::cli
