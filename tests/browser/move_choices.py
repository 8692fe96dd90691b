#!/usr/bin/python3
"""The board page's choices between moves that share a piece and a cell, and its side to
move, clicked as a person would in real headless Chromium.

Usage: move_choices.py SITE_DIR DEEPTHOUGHT [SCREENSHOT_DIR]

Hitchhiker under kidnap=optional (HC-9; the rulebook case kidnap-optional-doubles-the-moves:
Colonizer d5, the abandoned black Hitchhiker e5): each kidnapping move is marked on the
cell its Colonizer lands on, beside the plain move there, and a click on e4 asks between
`d5-e4` and `d5-e4&e5`; the interpretation diff against kidnap=automatic marks each
differing move on its own cell. Hyperspace under jumps=optional (HY-11): a click on f3
asks between the Knight's move `g1-f3` and its launch `g1-f3^`. The status names the side
the position text names: Black when it is `b`, though Black has only `pass`. Exits 1 with
one line per failure; writes the kidnap choice and the diff as screenshots when
SCREENSHOT_DIR is given.
"""
import collections

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from play_page import check, cli, field, run_checks, the_browser_logged_no_error

KIDNAP = "1/1/3/5/7/4*4/2Ch3/5/3/1/H w -"
# HC-9 under kidnap=optional, worked out in the case kidnap-optional-doubles-the-moves: the
# plain moves (e5 stays blocked by the Hitchhiker left there) and the eight kidnapping
# moves, each on the cell the Colonizer lands on (the plunge to f7 likewise).
KIDNAP_MARKS = {
    "d6": ["d5-d6", "d5-d6&e5"], "e4": ["d5-e4", "d5-e4&e5"], "d4": ["d5-d4", "d5-d4&e5"],
    "c4": ["d5-c4", "d5-c4&e5"], "c5": ["d5-c5", "d5-c5&e5"], "c6": ["d5-c6", "d5-c6&e5"],
    "f7": ["d5*f7", "d5*f7&e5"], "e5": ["d5-e5&e5"],
}


def choices(page):
    return page.js("return Array.from(document.querySelectorAll('#choice button[data-move]'))"
                   ".filter(b => b.offsetParent !== null).map(b => b.dataset.move)")


def marks_by_cell(page, selector="#board g.mark"):
    found = collections.defaultdict(list)
    for cell, title in page.js(f"return Array.from(document.querySelectorAll('{selector}'))"
                               ".map(g => [g.dataset.cell, g.querySelector('title').textContent])"):
        found[cell] += title.split()
    return {cell: sorted(moves) for cell, moves in found.items()}


def load(page, variant, options, position=None):
    """The page on `variant` under `options`, at its start or at `position` pasted in."""
    query = "".join(f"&option={name}={value}" for name, value in options.items())
    page.open(variant + query)
    if position is None:
        return True
    box = page.driver.find_element(By.ID, "position")
    box.clear()
    box.send_keys(position)
    page.button("load")
    return check(page.state()["position"] == position, f"{variant}: loading {position!r} shows {page.state()['position']!r}")


def each_kidnap_is_chosen_on_its_own_cell(page, deepthought, shots):
    if not load(page, "hitchhiker", {"kidnap": "optional"}, KIDNAP):
        return
    page.click_cell("d5")
    marks = marks_by_cell(page)
    check(marks == {c: sorted(m) for c, m in KIDNAP_MARKS.items()},
          f"hitchhiker: the moves of d5 are marked {marks}, expected each on its Colonizer's cell {KIDNAP_MARKS}")
    page.click_cell("e4", "polygon.cell")
    asked = choices(page)
    if shots:
        page.js("window.scrollTo(0, 0)")
        page.driver.save_screenshot(str(shots / "kidnap-choice-e4.png"))
    check(sorted(asked) == ["d5-e4", "d5-e4&e5"] and page.state()["played"] == [],
          f"hitchhiker: a click on e4 asks {asked} and played {page.state()['played']}, expected d5-e4 or d5-e4&e5")
    # The enemy Hitchhiker's cell holds one move only, the Colonizer's own step there.
    if page.state()["played"]:
        page.button("undo")
    page.button("deselect")
    page.click_cell("d5")
    page.click_cell("e5")
    if shots:
        page.js("window.scrollTo(0, 0)")
        page.driver.save_screenshot(str(shots / "kidnap-choice-e5.png"))
    played = page.state()["played"]
    check(played == ["d5-e5&e5"], f"hitchhiker: a click on e5 played {played} and asks {choices(page)}, expected d5-e5&e5 at once")
    while page.state()["played"]:
        page.button("undo")
    page.button("deselect")
    page.click_cell("d5")
    page.click_cell("e4", "polygon.cell")
    if check("d5-e4&e5" in choices(page), "hitchhiker: no choice d5-e4&e5 on e4"):
        page.driver.find_element(By.CSS_SELECTOR, '#choice button[data-move="d5-e4&e5"]').click()
        after = field(cli(deepthought, "play", "hitchhiker", "--fen", KIDNAP, "--option", "kidnap=optional",
                          "--moves", "d5-e4&e5"), "position")
        check(page.state()["position"] == after, f"hitchhiker: after d5-e4&e5 the page shows {page.state()['position']!r}, "
                                                  f"`deepthought play` {after!r}")
        # Black's only move is pass (the case's perft 2), and the text says b.
        status = page.text("status")
        check(status.startswith("black to move") and page.state()["position"].endswith(" b -"),
              f"hitchhiker: after d5-e4&e5 (Black to move, only pass) the status says {status!r}")


def the_diff_marks_each_move_on_its_cell(page, shots):
    if not load(page, "hitchhiker", {"kidnap": "optional"}, KIDNAP):
        return
    Select(page.driver.find_element(By.CSS_SELECTOR, '#options-b select[data-option="kidnap"]')).select_by_value("automatic")
    checkbox = page.driver.find_element(By.ID, "diff-on")
    if not checkbox.is_selected():
        checkbox.click()
    page.button("deselect")
    # HC-9: under automatic the Hitchhiker is carried by every move of d5 and written
    # plainly; under optional it is written with &e5, and the plain step onto e5 is gone.
    only_a = marks_by_cell(page, '#board g.mark[data-kind="only in A"]')
    only_b = marks_by_cell(page, '#board g.mark[data-kind="only in B"]')
    want_a = {cell: [m for m in moves if "&" in m] for cell, moves in KIDNAP_MARKS.items()}
    check(only_a == want_a, f"hitchhiker: the diff marks only in A {only_a}, expected each on its own cell {want_a}")
    check(only_b == {"e5": ["d5-e5"]}, f"hitchhiker: the diff marks only in B {only_b}, expected d5-e5 on e5")
    if shots:
        page.js("window.scrollTo(0, 0)")
        page.driver.save_screenshot(str(shots / "kidnap-diff.png"))


def a_launch_or_not_is_asked(page):
    load(page, "hyperspace", {"jumps": "optional"})
    page.click_cell("g1")
    page.click_cell("f3", "polygon.cell")
    asked = choices(page)
    check(sorted(asked) == ["g1-f3", "g1-f3^"], f"hyperspace: a click on f3 asks {asked}, expected g1-f3 or its launch g1-f3^")
    if "g1-f3^" in asked:
        page.driver.find_element(By.CSS_SELECTOR, '#choice button[data-move="g1-f3^"]').click()
        check(page.state()["played"] == ["g1-f3^"], f"hyperspace: choosing g1-f3^ played {page.state()['played']}")


def the_side_to_move_is_the_texts(page):
    lone = "h/1/3/5/7/4*4/7/5/3/1/H b -"  # the case lone-hitchhikers-pass with Black to move
    if load(page, "hitchhiker", {}, lone):
        status = page.text("status")
        check(status.startswith("black to move"), f"hitchhiker: {lone!r} (b) shows {status!r}")
    page.open("ringworld")
    status = page.text("status")
    # RW-4: player 1 moves first.
    check(status.startswith("player 1 to move"), f"ringworld: the start shows {status!r}")


def main():
    run_checks(__doc__, "in the move choices", lambda site, deepthought, shots: [
        lambda page: each_kidnap_is_chosen_on_its_own_cell(page, deepthought, shots),
        lambda page: the_diff_marks_each_move_on_its_cell(page, shots),
        a_launch_or_not_is_asked, the_side_to_move_is_the_texts, the_browser_logged_no_error])


if __name__ == "__main__":
    main()
