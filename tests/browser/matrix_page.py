#!/usr/bin/python3
"""The results matrix (`deepthought report`) in real headless Chromium, read as a person would.

Usage: matrix_page.py DEEPTHOUGHT SCRATCH_DIR

Runs two hand-built suites (tests/data/reports/) with Deep Thought and with a perftree
engine that never generates the move e1g1 (tests/engines/drops-move.sh), writes the matrix
of the three results with `deepthought report`, opens it from disk and checks: the pass
rate in every cell of the matrix and of the tags' table against the counts worked out by
hand below; that the one red cell links to its failure, whose drill-down shows the path,
the move only Deep Thought has and the counts at the root; and that the failure's tag links
to the rule text of specs/orthodox.yaml's clause. Exits 1 with one line per failure.

Needs Debian's chromium, chromium-driver and python3-selenium.
"""
import pathlib
import shutil
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ROOT = pathlib.Path(__file__).resolve().parents[2]
CASTLING, PAWNS = "tests/data/reports/castling.epd", "tests/data/reports/pawns.epd"
FAKE = "drops e1g1"

# Worked out by hand from tests/data/reports/*.epd, whose counts are right: Deep Thought
# passes all 4 counts of castling.epd (kings D1 and D2, castle-short D1, castle-long D1) and
# is not run on pawns.epd. The fake engine misses O-O, so of castling.epd it fails
# castle-short D1 only (15 expected, 14 counted): 3 of 4; pawns.epd's one count passes.
MATRIX = {
    ("Deep Thought", CASTLING): "4/4 100%", ("Deep Thought", PAWNS): "not run",
    (FAKE, CASTLING): "3/4 75%", (FAKE, PAWNS): "1/1 100%",
}
# castling.epd's tags: king.step on kings (2 counts) and castle-short (1); castling.move and
# rook.move on castle-short and castle-long (1 each). The fake fails castle-short's count.
TAGS = {
    ("castling.move", "Deep Thought"): "2/2 100%", ("castling.move", FAKE): "1/2 50%",
    ("king.step", "Deep Thought"): "3/3 100%", ("king.step", FAKE): "2/3 66.6%",
    ("rook.move", "Deep Thought"): "2/2 100%", ("rook.move", FAKE): "1/2 50%",
}
# specs/orthodox.yaml, castling.move's text, its first words.
CLAUSE_START = "Castling is a move of the king and a rook of the same colour along the first rank"


def run(*argv, status=0):
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=120)
    if done.returncode != status:
        sys.exit(f"FAIL: {' '.join(argv)}: exit {done.returncode}, expected {status}: {done.stderr.strip()}")
    return done.stdout


def results(dt, scratch):
    fake = f"sh tests/engines/drops-move.sh '{dt}' orthodox e1g1"
    runs = [("dt.json", [CASTLING], 0), ("fake.json", [CASTLING, "--drill-down"], 1), ("fake-pawns.json", [PAWNS], 0)]
    paths = []
    for name, args, status in runs:
        engine = [] if name == "dt.json" else ["--engine", fake, "--engine-name", FAKE]
        out = run(dt, "suite", "orthodox", *args[:1], *engine, *args[1:], "--json", status=status)
        (scratch / name).write_text(out)
        paths.append(str(scratch / name))
    return paths


def table(driver, selector):
    """The table as a person reads it: {(row heading, column heading): cell text}."""
    rows = driver.find_elements(By.CSS_SELECTOR, selector + " tr")
    heads = [th.text for th in rows[0].find_elements(By.TAG_NAME, "th")]
    out = {}
    for row in rows[1:]:
        name = row.find_element(By.TAG_NAME, "th").text
        for head, cell in zip(heads[1:], row.find_elements(By.TAG_NAME, "td")):
            out[(name, head)] = cell.text
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    dt, scratch = str(pathlib.Path(sys.argv[1]).resolve()), pathlib.Path(sys.argv[2]).resolve()
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir(parents=True)
    site = scratch / "matrix"
    run(dt, "report", *results(dt, scratch), "-o", str(site))
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--window-size=1200,1000"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    failures = []
    try:
        driver.get((site / "index.html").as_uri())
        # Headings read "ENGINE (protocol)" and "FILE (variant)": the names before them.
        matrix = {(e.split(" (")[0], s.split(" (")[0]): v for (e, s), v in table(driver, "#matrix").items()}
        if matrix != MATRIX:
            failures.append(f"the matrix reads {matrix}, expected {MATRIX}")
        tags = {(t, e.split(" (")[0]): v for (t, e), v in table(driver, "#tags-0").items()}
        if tags != TAGS:
            failures.append(f"castling.epd's tags read {tags}, expected {TAGS}")
        # The red cell, followed to its failure and its drill-down.
        red = driver.find_elements(By.CSS_SELECTOR, "#matrix td.fail a")
        if len(red) != 1 or red[0].text != "3/4 75%":
            failures.append(f"expected one red cell, the fake's 3/4 75%, found {[a.text for a in red]}")
        else:
            red[0].click()
            target = driver.current_url.split("#")[-1]
            cell = driver.find_element(By.ID, target)
            found = [s.find_element(By.TAG_NAME, "h3").text for s in cell.find_elements(By.CSS_SELECTOR, "section.failure")]
            if found != ["castle-short (line 7) depth 1: fail"]:
                failures.append(f"the red cell's failures are {found}, expected castle-short (line 7) depth 1")
            failure = cell.find_element(By.CSS_SELECTOR, "section.failure")
            text = failure.text
            for want in ("Expected 15, got 14", "Path: the position itself", "Only Deep Thought's: e1g1",
                         "Only the engine's: none"):
                if want not in text:
                    failures.append(f"the failure does not say '{want}': {text!r}")
            trail = [[td.text for td in tr.find_elements(By.TAG_NAME, "td")]
                     for tr in failure.find_elements(By.CSS_SELECTOR, "table.trail tr")[1:]]
            if trail != [["(root)", "1", "15", "14"]]:
                failures.append(f"the drill-down's counts are {trail}, expected the root's 15 and 14 at depth 1")
            links = {a.text: a for a in failure.find_elements(By.CSS_SELECTOR, "a.tag")}
            if sorted(links) != ["castling.move", "king.step", "rook.move"]:
                failures.append(f"the failure's tags are {sorted(links)}")
            elif links["castling.move"].click() is None:
                section = driver.find_element(By.ID, driver.current_url.split("#")[-1])
                if not section.find_element(By.TAG_NAME, "h2").text.startswith("castling.move"):
                    failures.append(f"the tag's link leads to {section.text[:60]!r}")
                clause = section.find_element(By.CSS_SELECTOR, "p.text").text
                if not clause.startswith(CLAUSE_START):
                    failures.append(f"castling.move's rule text reads {clause[:90]!r}")
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        if errors:
            failures.append(f"the browser reported {errors[0]['message']}")
    finally:
        driver.quit()
    for f in failures:
        print("FAIL:", f)
    if not failures:
        print("the matrix, its failure, drill-down and rule text read as worked out by hand")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
