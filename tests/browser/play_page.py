#!/usr/bin/python3
"""The board page (web/play.html) as a person uses it, in real headless Chromium.

Usage: play_page.py SITE_DIR DEEPTHOUGHT [SCREENSHOT_DIR]

For every variant the page offers, opened from disk (file://): click every piece and
check that the moves marked on the board, with those offered beside it, are exactly
`deepthought moves` of the position shown; play a move by clicking its target and check
the position against `deepthought play`; take it back; set each option to another value
and check the moves against `deepthought moves --option`. Then a pasted position, a target
reached by several moves (the choice asked in place), a pasted move list and a refused
move. Exits 1 with one line per failure; writes one screenshot per variant, a piece's
moves marked, when SCREENSHOT_DIR is given.

Needs Debian's chromium, chromium-driver and python3-selenium (`make browser-test`
installs them as root).
"""
import collections
import pathlib
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

failures = []
# The moves the board marks, as the marks' hover titles name them (a JavaScript expression).
MARKED = "Array.from(document.querySelectorAll('#board g.mark title')).flatMap(t => t.textContent.split(' ').filter(m => m))"


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what, flush=True)
    return ok


def cli(deepthought, *args):
    run = subprocess.run([deepthought, *args], capture_output=True, text=True, timeout=60)
    if run.returncode != 0:
        raise RuntimeError(f"deepthought {' '.join(args)}: {run.stderr.strip()}")
    return run.stdout


def field(output, name):
    for line in output.splitlines():
        if line.startswith(name + ": "):
            return line[len(name) + 2:]
    raise RuntimeError(f"no '{name}:' line in {output!r}")


class Page:
    def __init__(self, site):
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000"):
            options.add_argument(arg)
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.url = (pathlib.Path(site).resolve() / "play.html").as_uri()

    def open(self, variant):
        self.driver.get(f"{self.url}?variant={variant}")
        WebDriverWait(self.driver, 30).until(lambda d: d.execute_script("return !!window.deepThought"))

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def state(self):
        return self.js("return window.deepThought.state()")

    def click_cell(self, cell, kind="g.piece"):
        """A click at the middle of the piece or cell, on whatever is drawn on top there."""
        element = self.driver.find_element(By.CSS_SELECTOR, f'#board {kind}[data-cell="{cell}"]')
        ActionChains(self.driver).move_to_element(element).click().perform()

    def marked(self):
        """The moves the board marks, as its hover titles name them."""
        return self.js("return " + MARKED)

    def text(self, id_):
        return self.driver.find_element(By.ID, id_).text

    def button(self, id_):
        self.driver.find_element(By.ID, id_).click()


def every_piece_marks_its_moves(page, deepthought, variant):
    state = page.state()
    expected = collections.Counter(cli(deepthought, "moves", variant, "--fen", state["position"]).split())
    seen = collections.Counter()
    pieces = page.js("return Array.from(document.querySelectorAll('#board g.piece')).map(g => g.dataset.cell)")
    for cell in pieces:
        page.click_cell(cell)
        # A piece the selected one can move onto (Outer Space: its own side's) is asked
        # about in place: its own moves are the last choice.
        offered = page.js(f"return !!document.querySelector('#choice button[data-select=\"{cell}\"]')")
        if offered:
            page.driver.find_element(By.CSS_SELECTOR, f'#choice button[data-select="{cell}"]').click()
        marks, now = page.js("return [" + MARKED + ", window.deepThought.selected()]")
        check(now == cell, f"{variant}: clicking {cell} selected {now!r}")
        seen.update(marks)
    # Clicking the selected piece again clears its marks.
    page.click_cell(pieces[-1])
    check(page.marked() == [], f"{variant}: a second click on {pieces[-1]} left marks")
    others = page.js("return Array.from(document.querySelectorAll('#others button')).map(b => b.textContent)")
    seen.update(others)
    check(seen == expected, f"{variant}: marked moves differ from `deepthought moves`: "
                            f"only marked {sorted(seen - expected)}, only listed {sorted(expected - seen)}")
    return state


def a_move_is_played_and_taken_back(page, deepthought, variant, start):
    # The first move whose origin holds a piece and whose target is reached by it alone.
    move = next(m for m in start["moves"]
                if page.js(f"return !!document.querySelector('#board g.piece[data-cell=\"{m['from']}\"]')")
                and sum(1 for n in start["moves"] if n["from"] == m["from"] and n["to"] == m["to"]) == 1)
    page.click_cell(move["from"])
    page.click_cell(move["to"], "polygon.cell")
    # Onto a piece that can move itself, the move is the first choice of a list in place.
    listed = page.driver.find_elements(By.CSS_SELECTOR, f'#choice button[data-move="{move["text"]}"]')
    if listed:
        listed[0].click()
    after = page.state()
    want = field(cli(deepthought, "play", variant, "--fen", start["position"], "--moves", move["text"]), "position")
    check(after["played"] == [move["text"]], f"{variant}: played {after['played']}, expected [{move['text']}]")
    check(after["position"] == want, f"{variant}: after {move['text']} the page shows {after['position']!r}, "
                                     f"`deepthought play` {want!r}")
    check(page.driver.find_element(By.ID, "position").get_attribute("value") == want,
          f"{variant}: the position box does not show the position after {move['text']}")
    check(move["text"] in page.text("played"), f"{variant}: the move list does not show {move['text']}")
    page.button("undo")
    back = page.state()
    check(back["position"] == start["position"] and back["played"] == [],
          f"{variant}: take back left {back['position']!r} with {back['played']}")


def every_option_reaches_the_rules(page, deepthought, variant):
    """Each option set to a value other than its default: the legal moves are the CLI's under it."""
    selects = page.driver.find_elements(By.CSS_SELECTOR, "#options select")
    for index in range(len(selects)):
        select = Select(page.driver.find_elements(By.CSS_SELECTOR, "#options select")[index])
        name = select._el.get_attribute("data-option")
        default = select.first_selected_option.get_attribute("value")
        other = next(o.get_attribute("value") for o in select.options if o.get_attribute("value") != default)
        select.select_by_value(other)
        state = page.state()
        want = sorted(cli(deepthought, "moves", variant, "--option", f"{name}={other}").split())
        check(sorted(m["text"] for m in state["moves"]) == want,
              f"{variant}: with {name}={other} the page has {len(state['moves'])} moves, `deepthought moves` {len(want)}")
        Select(page.driver.find_elements(By.CSS_SELECTOR, "#options select")[index]).select_by_value(default)


def promotion_is_asked_in_place(page, deepthought):
    page.open("orthodox")
    fen = "k7/4P3/8/8/8/8/8/K7 w - - 0 1"
    box = page.driver.find_element(By.ID, "position")
    box.clear()
    box.send_keys(fen)
    page.button("load")
    check(page.state()["position"] == fen, f"orthodox: loading {fen!r} shows {page.state()['position']!r}")
    page.click_cell("e7")
    page.click_cell("e8", "polygon.cell")
    choices = page.js("return Array.from(document.querySelectorAll('#choice button')).map(b => b.dataset.move)")
    expected = sorted(m for m in cli(deepthought, "moves", "orthodox", "--fen", fen).split() if m.startswith("e7e8"))
    check(sorted(choices) == expected and len(expected) == 4, f"orthodox: promotion choices {choices}, expected {expected}")
    knight = next((c for c in choices if c.endswith("n")), None)
    if knight:
        page.driver.find_element(By.CSS_SELECTOR, f'#choice button[data-move="{knight}"]').click()
        want = field(cli(deepthought, "play", "orthodox", "--fen", fen, "--moves", knight), "position")
        check(page.state()["position"] == want, f"orthodox: after {knight} the page shows {page.state()['position']!r}")


def a_move_list_is_played_up_to_a_refusal(page, deepthought):
    page.open("orthodox")
    page.driver.find_element(By.ID, "movetext").send_keys("e2e4, e7e5 e1e3 d2d4")
    page.button("playmoves")
    state = page.state()
    check(state["played"] == ["e2e4", "e7e5"], f"orthodox: a pasted move list played {state['played']}")
    check("e1e3" in page.text("error"), f"orthodox: the refusal of e1e3 is not shown: {page.text('error')!r}")
    box = page.driver.find_element(By.ID, "position")
    box.clear()
    box.send_keys("not a position")
    page.button("load")
    check(page.text("error").startswith("position:") and page.state()["played"] == ["e2e4", "e7e5"],
          f"orthodox: a bad position gave {page.text('error')!r} and changed the game")


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    site, deepthought = sys.argv[1], sys.argv[2]
    shots = pathlib.Path(sys.argv[3]) if len(sys.argv) == 4 else None
    page = Page(site)
    try:
        began = time.monotonic()
        page.open("orthodox")
        print(f"loaded in {time.monotonic() - began:.2f} s", flush=True)
        variants = page.js("return Array.from(document.querySelectorAll('#variant option')).map(o => o.value)")
        listed = [line.split()[0] for line in cli(deepthought, "variants").splitlines() if line and not line[0].isspace()]
        check(variants == listed, f"the page offers {variants}, `deepthought variants` lists {listed}")
        for variant in variants:
            began = time.monotonic()
            page.open(variant)
            start = every_piece_marks_its_moves(page, deepthought, variant)
            a_move_is_played_and_taken_back(page, deepthought, variant, start)
            every_option_reaches_the_rules(page, deepthought, variant)
            if shots:
                shots.mkdir(parents=True, exist_ok=True)
                page.click_cell(start["moves"][0]["from"])
                page.js("window.scrollTo(0, 0)")
                page.driver.save_screenshot(str(shots / f"{variant}.png"))
            print(f"{variant}: {sum(1 for _ in start['moves'])} moves checked in {time.monotonic() - began:.1f} s", flush=True)
        promotion_is_asked_in_place(page, deepthought)
        a_move_list_is_played_up_to_a_refusal(page, deepthought)
        logs = [e for e in page.driver.get_log("browser") if e["level"] == "SEVERE"]
        check(not logs, f"the browser reported errors: {logs}")
    finally:
        page.driver.quit()
    print(f"{len(failures)} failure(s)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
