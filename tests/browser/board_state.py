#!/usr/bin/python3
"""The board page keeps what a designer set up, clicked as a person would in real headless
Chromium: a position and its moves survive a change of the options (replayed under the new
rules up to the first move they refuse, which is named); set B starts as A with one option
changed, also when a case sets options; the page's address holds everything on it, kept
current, and "Copy link" opened in a fresh browser restores it; the perft explorer counts
within a time budget, a root move at a time, with its progress shown.

Usage: board_state.py SITE_DIR DEEPTHOUGHT [SCREENSHOT_DIR]

Exits 1 with one line per failure; prints each variant's divide 5 time (the explorer's
default budget must hold it); writes screenshots when SCREENSHOT_DIR is given.
"""
import pathlib
import re
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from play_page import Page, check, cli, divide_lines, field, run_checks, the_browser_logged_no_error

# HC-9's case kidnap-optional-doubles-the-moves: a white Colonizer on d5 beside the
# abandoned black Hitchhiker on e5.
KIDNAP = "1/1/3/5/7/4*4/2Ch3/5/3/1/H w -"
# Under kidnap=optional all five are legal; under automatic the Colonizer's step to c4
# carries the Hitchhiker along and back (HC-9), so the fifth, a kidnap written with &e5,
# is no move there: the game stops before it.
MOVES = ["d5-c4", "pass", "c4-d5", "pass", "d5-e4&e5"]


def type_into(page, id_, text):
    box = page.driver.find_element(By.ID, id_)
    box.clear()
    box.send_keys(text)


def set_option(page, box, name, value):
    Select(page.driver.find_element(By.CSS_SELECTOR, f'#{box} select[data-option="{name}"]')).select_by_value(value)


def options_shown(page, box):
    return page.js(f"return Object.fromEntries(Array.from(document.querySelectorAll('#{box} select'))"
                   ".map(s => [s.dataset.option, s.value]))")


def wait_for_divide(page, seconds=120):
    """The explorer's count once it has ended (it runs a root move at a time)."""
    WebDriverWait(page.driver, seconds, poll_frequency=0.05).until(
        lambda d: d.execute_script("return !window.deepThought.counting()"))
    return page.js("return window.deepThought.divided()")


def a_position_survives_an_option_change(page, deepthought, shots):
    page.open("hitchhiker&option=kidnap=optional")
    type_into(page, "position", KIDNAP)
    page.button("load")
    type_into(page, "movetext", ", ".join(MOVES))
    page.button("playmoves")
    check(page.state()["played"] == MOVES, f"hitchhiker: the pasted moves played {page.state()['played']}")
    set_option(page, "options", "kidnap", "automatic")
    state = page.state()
    want = field(cli(deepthought, "play", "hitchhiker", "--fen", KIDNAP, "--moves", ",".join(MOVES[:4])), "position")
    check(state["played"] == MOVES[:4] and state["position"] == want,
          f"hitchhiker: after kidnap=automatic the page shows {state['played']} {state['position']!r}, "
          f"expected {MOVES[:4]} replayed from the loaded position, {want!r}")
    error = page.text("error")
    check("d5-e4&e5" in error and "move 5" in error,
          f"hitchhiker: the move that kidnap=automatic refuses is not named: {error!r}")
    if shots:
        page.js("window.scrollTo(0, 0)")
        page.driver.save_screenshot(str(shots / "options-replayed.png"))
    # And back: every move is legal again, the game as it was.
    set_option(page, "options", "kidnap", "optional")
    check(page.state()["played"] == MOVES[:4], f"hitchhiker: back under optional the page shows {page.state()['played']}")


def b_is_a_with_one_option_changed(page, site):
    """Opened from the rulebook, the case that sets kidnap=optional: B differs from A in one option."""
    page.driver.get((pathlib.Path(site).resolve() / "hitchhiker.html").as_uri())
    link = next((a for a in page.driver.find_elements(By.CSS_SELECTOR, "a.board")
                 if "case=kidnap-optional-doubles-the-moves" in a.get_attribute("href")), None)
    if not check(link, "hitchhiker: no link to the case kidnap-optional-doubles-the-moves"):
        return
    page.driver.execute_script("arguments[0].scrollIntoView()", link)
    link.click()
    WebDriverWait(page.driver, 30).until(lambda d: d.execute_script("return !!window.deepThought"))
    a, b = options_shown(page, "options"), options_shown(page, "options-b")
    differ = [name for name in a if a[name] != b.get(name)]
    check(a.get("kidnap") == "optional" and len(differ) == 1,
          f"hitchhiker: the case sets A {a}, B starts as {b}: {len(differ)} options differ, expected one")


def b_follows_a_until_set_by_hand(page):
    """A's option changed by hand: B moves with it, one option away, until B itself is set."""
    page.open("hitchhiker")
    set_option(page, "options", "kidnap", "optional")
    a, b = options_shown(page, "options"), options_shown(page, "options-b")
    differ = [name for name in a if a[name] != b.get(name)]
    check(len(differ) == 1 and b["kidnap"] == "optional",
          f"hitchhiker: A set to {a}, B shows {b}: {len(differ)} options differ, expected one")
    set_option(page, "options-b", "kidnap", "automatic")
    set_option(page, "options", "orbit_change", "any")
    b = options_shown(page, "options-b")
    check(b["kidnap"] == "automatic", f"hitchhiker: B set by hand, then A changed: B shows {b}, kidnap set back")


def everything_is_in_the_link(page, site, deepthought, shots):
    page.open("hitchhiker&option=kidnap=optional")
    type_into(page, "position", KIDNAP)
    page.button("load")
    set_option(page, "options-b", "orbit_change", "any")
    set_option(page, "options-b", "kidnap", "automatic")
    page.click_cell("d5")
    page.click_cell("c4", "polygon.cell")
    # Under kidnap=optional c4 is reached with or without the Hitchhiker: asked in place.
    page.driver.find_element(By.CSS_SELECTOR, '#choice button[data-move="d5-c4"]').click()
    Select(page.driver.find_element(By.ID, "divide-depth")).select_by_value("3")
    page.button("divide-run")
    first = wait_for_divide(page)["moves"][0]["text"]
    page.driver.find_element(By.CSS_SELECTOR, f'#divide-table tr[data-move="{first}"] button').click()
    wait_for_divide(page)
    before = snapshot(page)
    check(before["played"] == ["d5-c4", first] and before["crumbs"] == ["root", first],
          f"hitchhiker: set up {before['played']} with breadcrumbs {before['crumbs']}")
    # The address is kept current as the page changes.
    check(page.driver.current_url.startswith(page.url + "?") and "play=" in page.driver.current_url,
          f"hitchhiker: the address is {page.driver.current_url!r}, without the moves played")
    link = copy_link(page)
    if not link:
        return
    check(link == page.driver.current_url, f"hitchhiker: Copy link gave {link!r}, the address is {page.driver.current_url!r}")
    fresh = Page(site)
    try:
        fresh.driver.get(link)
        WebDriverWait(fresh.driver, 30).until(lambda d: d.execute_script("return !!window.deepThought"))
        wait_for_divide(fresh)
        after = snapshot(fresh)
        for key in before:
            check(after[key] == before[key], f"hitchhiker: the link restores {key} {after[key]!r}, the page had {before[key]!r}")
        if shots:
            # Tall enough to show the explorer below the board too.
            fresh.driver.set_window_size(1400, 1450)
            fresh.js("window.scrollTo(0, 0)")
            fresh.driver.save_screenshot(str(shots / "link-restored.png"))
        the_browser_logged_no_error(fresh)
    finally:
        fresh.driver.quit()
    # A case stepped back one move, the same way.
    page.driver.get((pathlib.Path(site).resolve() / "hitchhiker.html").as_uri())
    case = next((a for a in page.driver.find_elements(By.CSS_SELECTOR, "a.board")
                 if "play=" in a.get_attribute("href") and "ply=" not in a.get_attribute("href")
                 and "error=" not in a.get_attribute("href")), None)
    if not check(case, "hitchhiker: no case with moves on the rulebook page"):
        return
    page.driver.execute_script("arguments[0].scrollIntoView()", case)
    case.click()
    WebDriverWait(page.driver, 30).until(lambda d: d.execute_script("return !!window.deepThought"))
    page.button("case-back")
    before = snapshot(page)
    link = copy_link(page)
    if not link:
        return
    fresh = Page(site)
    try:
        fresh.driver.get(link)
        WebDriverWait(fresh.driver, 30).until(lambda d: d.execute_script("return !!window.deepThought"))
        after = snapshot(fresh)
        for key in before:
            check(after[key] == before[key], f"hitchhiker case: the link restores {key} {after[key]!r}, the page had {before[key]!r}")
    finally:
        fresh.driver.quit()


def the_documented_link_opens_as_described(page):
    """docs/board-page.md's example link, as typed there."""
    docs = pathlib.Path(__file__).resolve().parents[2] / "docs" / "board-page.md"
    found = re.search(r"`play\.html(\?variant=hitchhiker&[^`]+)`", docs.read_text())
    if not check(found, "docs/board-page.md has no example link to Hitchhiker"):
        return
    page.driver.get(page.url + found.group(1))
    WebDriverWait(page.driver, 30).until(lambda d: d.execute_script("return !!window.deepThought"))
    wait_for_divide(page)
    seen = snapshot(page)
    check(seen["options"] == {"orbit_change": "radial", "kidnap": "optional"}
          and seen["options_b"] == {"orbit_change": "radial", "kidnap": "automatic"}
          and seen["played"] == ["d5-c4"] and seen["crumbs"] == ["root", "d5-c4"] and seen["divide"],
          f"the example link of docs/board-page.md opens {seen}")


def a_wrong_link_field_is_named(page):
    page.open("orthodox&play=e2e4&divide=3:2")
    error = page.text("error")
    check(error.startswith("divide=3:2: expected DEPTH:PLY") and page.state()["played"] == ["e2e4"],
          f"orthodox: a link's explorer root past the moves played gives {error!r}")
    # HC-9's values are automatic and optional.
    page.open("hitchhiker&option=kidnap=sometimes&option-b=orbit=any")
    error = page.text("error")
    check("option=kidnap=sometimes: expected kidnap=automatic|optional" in error
          and "option-b=orbit=any: expected an option of hitchhiker" in error,
          f"hitchhiker: a link with an unknown option value and name gives {error!r}")
    page.driver.get(page.url + "?variant=chess1960")
    WebDriverWait(page.driver, 30).until(lambda d: d.execute_script("return !!window.deepThought"))
    check(page.text("error").startswith("variant=chess1960: expected one of orthodox, "),
          f"a link to an unknown variant gives {page.text('error')!r}")


def snapshot(page):
    """What a person sees of the page's set-up."""
    state = page.state()
    return {
        "variant": page.js("return document.getElementById('variant').value"),
        "options": options_shown(page, "options"), "options_b": options_shown(page, "options-b"),
        "position": state["position"], "played": state["played"],
        "position_box": page.driver.find_element(By.ID, "position").get_attribute("value"),
        "case": page.js("return getComputedStyle(document.getElementById('case')).display === 'none' ? '' "
                        ": document.getElementById('case-title').textContent"),
        "case_expect": page.js("return Array.from(document.querySelectorAll('#case-expect li')).map(li => [li.className, li.textContent])"),
        "crumbs": page.js("return Array.from(document.querySelectorAll('#crumbs button')).map(b => b.textContent)"),
        "divide": page.js("return Array.from(document.querySelectorAll('#divide-table tr[data-move]'))"
                          ".map(r => [r.dataset.move, r.cells[1].textContent])"),
    }


def copy_link(page):
    buttons = page.driver.find_elements(By.ID, "copy-link")
    if not check(buttons, "the page has no Copy link button"):
        return None
    buttons[0].click()
    link = page.driver.find_element(By.ID, "link").get_attribute("value")
    check(link.startswith(page.url + "?"), f"Copy link gave {link!r}")
    return link


def every_divide_5_ends_within_the_default_budget(page, deepthought, shots):
    page.open("orthodox")
    seconds = page.driver.find_elements(By.ID, "divide-seconds")
    if not check(seconds, "the explorer has no budget in seconds"):
        return
    default = float(seconds[0].get_attribute("value"))
    variants = page.js("return Array.from(document.querySelectorAll('#variant option')).map(o => o.value)")
    for variant in variants:
        page.open(variant)
        Select(page.driver.find_element(By.ID, "divide-depth")).select_by_value("5")
        began = time.monotonic()
        page.button("divide-run")
        # While it counts, the page answers and shows how far it has come.
        seen = set()
        while page.js("return window.deepThought.counting()"):
            seen.add(page.js("return document.getElementById('divide-progress').value"))
        divided = wait_for_divide(page)
        took = time.monotonic() - began
        total = sum(divide_lines(cli(deepthought, "divide", variant, "5")).values())
        check(divided and divided["complete"] and divided["total"] == total,
              f"{variant}: divide 5 within {default} s: {page.text('divide-status')!r}, the rules count {total}")
        check(took < default, f"{variant}: divide 5 took {took:.2f} s, over the default budget of {default} s")
        print(f"{variant}: divide 5, {total} nodes, {divided and divided['elapsed']:.2f} s counting, "
              f"{took:.2f} s from the click; progress seen at {len(seen)} points", flush=True)
        if variant == "hyperspace":
            check(any(0 < p < divided["roots"] for p in seen if p is not None),
                  f"hyperspace: no progress seen while counting (seen {sorted(p for p in seen if p is not None)})")
    # A budget too short for the depth: the count stops and names the root moves counted whole.
    page.open("orthodox")
    Select(page.driver.find_element(By.ID, "divide-depth")).select_by_value("6")
    type_into(page, "divide-seconds", "0.05")
    page.button("divide-run")
    divided = wait_for_divide(page)
    status = page.text("divide-status")
    counted = [m["text"] for m in divided["moves"]]
    check(not divided["complete"] and status.startswith("Stopped at the time budget of 0.05 s")
          and f"{len(counted)} of 20 root moves counted whole" in status,
          f"orthodox: a divide 6 within 0.05 s: {status!r}")
    want = divide_lines(cli(deepthought, "divide", "orthodox", "6"))
    check(all(want[m["text"]] == m["count"] for m in divided["moves"]),
          f"orthodox: the root moves counted whole within 0.05 s differ from `deepthought divide 6`: {divided['moves']}")
    if shots:
        page.js("document.getElementById('explorer').scrollIntoView()")
        page.driver.save_screenshot(str(shots / "explorer-stopped.png"))


def main():
    run_checks(__doc__, "in the board's state", lambda site, deepthought, shots: [
        lambda page: a_position_survives_an_option_change(page, deepthought, shots),
        lambda page: b_is_a_with_one_option_changed(page, site), b_follows_a_until_set_by_hand,
        lambda page: everything_is_in_the_link(page, site, deepthought, shots),
        the_documented_link_opens_as_described, a_wrong_link_field_is_named,
        lambda page: every_divide_5_ends_within_the_default_budget(page, deepthought, shots),
        the_browser_logged_no_error])


if __name__ == "__main__":
    main()
