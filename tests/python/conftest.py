"""Shared by the Python module's tests (tests/CMakeLists.txt runs them with the built package
on PYTHONPATH): where the checkout is, and the suite files' counts."""
from pathlib import Path

import pytest

SOURCE = Path(__file__).resolve().parents[2]


def read_suite(path):
    """The entries of a .perft suite file (positions/suites/README.md): dicts with `line`,
    `epd`, `options` ({name: value}) and `perft` ({depth: nodes})."""
    entries, entry = [], None
    for n, raw in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, rest = line.partition(" ")
        if key == "id":
            entry = {"line": n, "epd": None, "options": {}, "perft": {}}
            entries.append(entry)
        elif key == "epd":
            entry["epd"] = rest
        elif key == "options":
            entry["options"] = dict(o.split("=", 1) for o in rest.split())
        elif key == "perft":
            depth, nodes = rest.split()
            entry["perft"][int(depth)] = int(nodes)
    return entries


@pytest.fixture(scope="session")
def source():
    return SOURCE
