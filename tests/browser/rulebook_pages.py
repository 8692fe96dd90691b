#!/usr/bin/python3
"""Each variant's rulebook page in real headless Chromium, as a reader opens it from disk.

Usage: rulebook_pages.py SITE_DIR SCREENSHOT_DIR

For every variant page the index links to, in a 1400 x 1500 window at 100% zoom: the
page loads with no error in the browser's log, every <use> of a diagram finds the shape
it names, and the first diagram is drawn at least as large as its natural size or the
window allows once a click has opened it (case diagrams are compact, at most 320 px, until
clicked). Writes SCREENSHOT_DIR/VARIANT.png, the top of the page (its legend and its first
diagram opened). Exits 1 with one line per failure.

Needs Debian's chromium, chromium-driver and python3-selenium.
"""
import pathlib
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

# 1400 px wide, at 100% zoom: the width a large board's cell names must be read at; tall
# enough to show the legend and the first diagram.
WIDTH, HEIGHT = 1400, 1500
# A case's diagram as the page first shows it (harness/rulebook/rulebook_html.cpp).
COMPACT = 320


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    site, shots = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2])
    shots.mkdir(parents=True, exist_ok=True)
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--window-size={WIDTH},{HEIGHT}"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    failures = []
    try:
        driver.get((site / "index.html").as_uri())
        # The variant pages beside the index; the seeds' links lead to the web.
        pages = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "ul a[href$='.html']")
                 if a.get_attribute("href").startswith(site.as_uri())]
        if not pages:
            failures.append("index.html links to no variant page")
        for url in pages:
            name = url.rsplit("/", 1)[-1].removesuffix(".html")
            began = time.monotonic()
            driver.get(url)
            loaded = time.monotonic() - began
            missing = driver.execute_script(
                "return Array.from(document.querySelectorAll('use'))"
                ".map(u => u.getAttribute('href')).filter(h => !document.getElementById(h.slice(1)))")
            if missing:
                failures.append(f"{name}: {len(missing)} <use> name no shape, the first {missing[0]}")
            # The first diagram: compact (at most 320 px), and once clicked as wide as its
            # own width or the window's, never squeezed.
            size = ("const s = document.querySelector('svg.board');"
                    "return s ? [s.getBoundingClientRect().width, s.width.baseVal.value] : [0, 0]")
            compact, natural = driver.execute_script(size)
            if natural and compact > min(natural, COMPACT) + 1:
                failures.append(f"{name}: the first diagram is drawn {compact:.0f} px wide, not at most {COMPACT}")
            if natural:
                driver.execute_script("document.querySelector('svg.board').closest('label.diagram').click()")
            shown, natural = driver.execute_script(size)
            if natural and shown + 1 < min(natural, WIDTH - 60):
                failures.append(f"{name}: the first diagram opened is drawn {shown:.0f} px wide, not {natural:.0f}")
            errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
            if errors:
                failures.append(f"{name}: the browser reported {errors[0]['message']}")
            driver.save_screenshot(str(shots / f"{name}.png"))
            print(f"{name}: loaded in {loaded:.2f} s, {len(driver.find_elements(By.CSS_SELECTOR, 'svg.board'))} diagrams",
                  flush=True)
    finally:
        driver.quit()
    for f in failures:
        print("FAIL:", f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
