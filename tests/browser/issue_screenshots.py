#!/usr/bin/python3
"""The board page's screenshots kept in docs/screenshots/ (its README lists them), taken
the same way from any built site, so that a site built from an older commit gives the
"before" pictures and this one the "after".

Usage: issue_screenshots.py SITE_DIR OUT_DIR [SUFFIX]

Writes OUT_DIR/NAME-SUFFIX.png (SUFFIX "after" unless given) for each NAME:
  kidnap-choice  Hitchhiker under kidnap=optional, the case kidnap-optional-doubles-the-moves
                 (HC-9): the Colonizer d5 selected, then a click on e4
  kidnap-diff    the same position, options B those of A but kidnap=automatic, the diff shown
                 on the board
  editor         orthodox, the editor on (where the page has one), its castling tool clicked
                 on h1 and e8: the right left (Q) outlined on its rook, a1
  layout-1400    Hitchhiker's start in a 1400x1000 window
  layout-900     the same in a 900x1000 window
Options are set with the page's own selects and positions typed into its box, which every
version of the page has. Not a test: it checks nothing (the browser tests do); it exits 2
when the page does not load.
"""
import pathlib
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from play_page import Page

KIDNAP = "1/1/3/5/7/4*4/2Ch3/5/3/1/H w -"


def shot(page, path):
    page.js("window.scrollTo(0, 0)")
    page.driver.save_screenshot(str(path))


def found(page, selector):
    return page.driver.find_elements(By.CSS_SELECTOR, selector)


def kidnap_position(page):
    page.open("hitchhiker")
    Select(page.driver.find_element(By.CSS_SELECTOR, '#options select[data-option="kidnap"]')).select_by_value("optional")
    box = page.driver.find_element(By.ID, "position")
    box.clear()
    box.send_keys(KIDNAP)
    page.button("load")


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    out = pathlib.Path(sys.argv[2])
    suffix = sys.argv[3] if len(sys.argv) == 4 else "after"
    out.mkdir(parents=True, exist_ok=True)
    page = Page(sys.argv[1])
    try:
        kidnap_position(page)
        page.click_cell("d5")
        page.click_cell("e4", "polygon.cell")
        shot(page, out / f"kidnap-choice-{suffix}.png")

        kidnap_position(page)
        # B: A's options with kidnap alone changed, so that the diff is kidnap's.
        for b in found(page, "#options-b select"):
            a = page.driver.find_element(By.CSS_SELECTOR, f'#options select[data-option="{b.get_attribute("data-option")}"]')
            Select(b).select_by_value("automatic" if b.get_attribute("data-option") == "kidnap" else a.get_attribute("value"))
        if not page.driver.find_element(By.ID, "diff-on").is_selected():
            page.button("diff-on")
        page.button("deselect")
        shot(page, out / f"kidnap-diff-{suffix}.png")

        page.driver.set_window_size(1400, 1500)
        page.open("orthodox")
        if found(page, "#edit-on"):
            page.button("edit-on")
            page.driver.find_element(By.CSS_SELECTOR, '#palette button[data-state="castling"]').click()
            page.click_cell("h1")
            page.click_cell("e8")
        shot(page, out / f"editor-{suffix}.png")

        for width in (1400, 900):
            page.driver.set_window_size(width, 1000)
            page.open("hitchhiker")
            shot(page, out / f"layout-{width}-{suffix}.png")
    finally:
        page.driver.quit()


if __name__ == "__main__":
    main()
