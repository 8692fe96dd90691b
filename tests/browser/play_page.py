#!/usr/bin/python3
"""The board page (web/play.html) as a person uses it, in real headless Chromium.

Usage: play_page.py SITE_DIR DEEPTHOUGHT [SCREENSHOT_DIR]

For every variant the page offers, opened from disk (file://): click every piece and
check that the moves marked on the board, with those offered beside it, are exactly
`deepthought moves` of the position shown; play a move by clicking its target and check
the position against `deepthought play`; take it back; set each option to another value
and check the moves against `deepthought moves --option`. Then a pasted position, a target
reached by several moves (the choice asked in place), a pasted move list and a refused
move. Then, per variant, a case opened from its rulebook page by its link (its moves
stepped through, its expectations all met), the interpretation diff of that position (the
moves marked only under A and only under B are the set differences of `deepthought moves`
under the two option sets; perft 1 is the move count) and the perft explorer (its divide
is `deepthought divide`, one level down too, and the breadcrumb leads back); once, another
engine's divide pasted with a count changed and a move left out (the explorer's time
budget and the page's link are board_state.py's). Exits 1 with one line per failure; writes screenshots (a piece's
moves marked, the diff, the explorer, a case) when SCREENSHOT_DIR is given.

Needs Debian's chromium, chromium-driver and python3-selenium (`make browser-test`
installs them as root).
"""
import collections
import pathlib
import subprocess
import sys
import time
import urllib.parse

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

    def divided(self, seconds=120):
        """The explorer's divide once its count has ended (it counts a root move at a time)."""
        WebDriverWait(self.driver, seconds, poll_frequency=0.05).until(
            lambda d: d.execute_script("return !window.deepThought.counting()"))
        return self.js("return window.deepThought.divided()")


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


def every_piece_letter_is_named(page, variant):
    """Each letter drawn on a piece of the board is named in the page's legend of pieces."""
    drawn = set(page.js("return Array.from(document.querySelectorAll('#board g.piece text')).map(t => t.textContent.trim())"))
    named = dict(page.js("return Array.from(document.querySelectorAll('#pieces li')).map(li => "
                         "[li.querySelector('code').textContent, li.textContent.slice(li.querySelector('code').textContent.length).trim()])"))
    check(drawn and drawn <= set(named) and all(named.values()),
          f"{variant}: letters on the board {sorted(drawn)}, named beside it {named}")


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


def option_flags(options):
    return [flag for name, value in options for flag in ("--option", f"{name}={value}")]


def divide_lines(output):
    """`deepthought divide`'s MOVE COUNT lines as a dict (the total line after the blank left out)."""
    out = {}
    for line in output.split("\n\n")[0].splitlines():
        move, count = line.rsplit(" ", 1)
        out[move] = int(count)
    return out


def options_change_the_moves(deepthought, variant, query):
    """Whether a case's options give the position it reaches other moves than the
    defaults do (the position as the case's options read it; one the defaults refuse
    counts as changed)."""
    options = [tuple(o.split("=", 1)) for o in query.get("option", [])]
    fen = query.get("position", [None])[0]
    plies = [m for m in query.get("play", [""])[0].split(",") if m]
    args = ["play", variant, *(["--fen", fen] if fen else []), *option_flags(options), "--moves", ",".join(plies)]
    position = field(cli(deepthought, *args), "position")
    under = [subprocess.run([deepthought, "moves", variant, "--fen", position, *flags],
                            capture_output=True, text=True, timeout=60) for flags in (option_flags(options), [])]
    return under[1].returncode != 0 or set(under[0].stdout.split()) != set(under[1].stdout.split())


def a_case_opens_on_the_board(page, deepthought, site, variant):
    """The first case of the variant's rulebook page that sets options (else its first
    case), opened by its link: the position after its moves, stepping back and forth, its
    expectations met. Returns the options the case sets."""
    page.driver.get((pathlib.Path(site).resolve() / f"{variant}.html").as_uri())
    links = page.driver.find_elements(By.CSS_SELECTOR, "a.board")
    if not check(links, f"{variant}: the rulebook page links no case to the board"):
        return []
    # A case that plays out (not a refusal, not a game record), one setting options first.
    queries = [urllib.parse.parse_qs(urllib.parse.urlsplit(a.get_attribute("href")).query) for a in links]
    fit = [i for i, q in enumerate(queries) if "ply" not in q and "error" not in q]
    if not check(fit, f"{variant}: the rulebook page links no case that plays out"):
        return []
    # Preferred: a case whose options change the moves of the position it reaches (so that
    # the diff below has marks to draw), then any case setting options, then one with moves
    # to step through.
    with_options = [i for i in fit if "option" in queries[i]]
    index = next((i for i in with_options if options_change_the_moves(deepthought, variant, queries[i])),
                 next(iter(with_options), next((i for i in fit if "play" in queries[i]), fit[0])))
    link, query = links[index], queries[index]
    options = [tuple(o.split("=", 1)) for o in query.get("option", [])]
    plies = [m for m in query.get("play", [""])[0].split(",") if m]
    anchor, why = page.js("const c = arguments[0].closest('div.case'); return [c.id, c.querySelector('p:not(.file)').textContent]", link)
    page.driver.execute_script("arguments[0].scrollIntoView()", link)
    link.click()
    WebDriverWait(page.driver, 30).until(lambda d: d.execute_script("return !!window.deepThought"))
    name = query["case"][0]
    check(page.text("case-title") == f"Case {name}", f"{variant}: the case panel shows {page.text('case-title')!r}")
    # What the case shows, as the rulebook says it, and the way back to it there.
    check(page.text("case-why") == why.strip(), f"{variant}: case {name}: the panel says {page.text('case-why')!r}, the rulebook {why!r}")
    back = page.driver.find_element(By.ID, "case-rulebook").get_attribute("href")
    check(back == (pathlib.Path(site).resolve() / f"{variant}.html").as_uri() + "#" + anchor,
          f"{variant}: case {name} leads back to {back}, not to #{anchor} of {variant}.html")
    fen = query.get("position", [None])[0]
    args = ["play", variant, *(["--fen", fen] if fen else []), *option_flags(options)]
    # With no moves, the case's own position (the rulebook's cases round-trip their text).
    want = field(cli(deepthought, *args, "--moves", ",".join(plies)), "position") if plies else fen or page.state()["position"]
    state = page.state()
    check(state["played"] == plies and state["position"] == want,
          f"{variant}: case {name} opened at {state['played']} {state['position']!r}, expected {plies} {want!r}")
    verdicts = page.js("return Array.from(document.querySelectorAll('#case-expect li')).map(li => [li.className, li.textContent])")
    check(verdicts and all(c == "pass" for c, _ in verdicts), f"{variant}: case {name}'s expectations on the page: {verdicts}")
    stepper = page.driver.find_element(By.CSS_SELECTOR, "#case .buttons").is_displayed()
    check(stepper == bool(plies), f"{variant}: case {name} with {len(plies)} moves: step buttons shown {stepper}")
    if plies:
        page.button("case-first")
        check(page.state()["played"] == [], f"{variant}: case {name}: start left {page.state()['played']}")
        page.button("case-next")
        check(page.state()["played"] == plies[:1], f"{variant}: case {name}: next played {page.state()['played']}")
        page.button("case-last")
        check(page.state()["played"] == plies, f"{variant}: case {name}: end played {page.state()['played']}")
    return options


def a_game_record_steps_ply_by_ply(page, site):
    """The first game record the rulebook links: it opens at its first ply, steps one ply
    at a time, and at its end stands on its last recorded position."""
    for variant_page in sorted(pathlib.Path(site).resolve().glob("*.html")):
        page.driver.get(variant_page.as_uri())
        records = [a for a in page.driver.find_elements(By.CSS_SELECTOR, "a.board") if "ply=" in a.get_attribute("href")]
        if records:
            break
    else:
        check(False, "no rulebook page links a game record to the board")
        return
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(records[0].get_attribute("href")).query)
    plies, first = query["play"][0].split(","), int(query["ply"][0])
    page.driver.execute_script("arguments[0].scrollIntoView()", records[0])
    records[0].click()
    WebDriverWait(page.driver, 30).until(lambda d: d.execute_script("return !!window.deepThought"))
    name = query["case"][0]
    check(page.state()["played"] == plies[:first], f"game record {name} opened at {page.state()['played']}")
    page.button("case-next")
    check(page.state()["played"] == plies[:first + 1], f"game record {name}: next played {page.state()['played']}")
    page.button("case-last")
    verdicts = page.js("return Array.from(document.querySelectorAll('#case-expect li')).map(li => li.className)")
    check(page.state()["played"] == plies and verdicts == ["pass"],
          f"game record {name}: at its end {len(page.state()['played'])} of {len(plies)} plies, expectations {verdicts}")
    print(f"game record {name}: {len(plies) - first} plies stepped", flush=True)


def the_diff_is_the_set_difference(page, deepthought, variant, options):
    """A is the case's options; B as the loop below chooses."""
    has_options = page.js("return !document.getElementById('diff-controls').hidden")
    listed = "(no options)" not in ("\n" + cli(deepthought, "variants")).split(f"\n{variant} ", 1)[1].split("\n")[1]
    check(has_options == listed, f"{variant}: the diff offers options: {has_options}, `deepthought variants`: {listed}")
    if not has_options:
        check(page.driver.find_element(By.ID, "diff-none").is_displayed(), f"{variant}: no word that it has no options")
        return None
    specs = page.js(f"return window.deepThought.variants().find(v => v.name === '{variant}').options")
    defaults = [(o["name"], o["default"]) for o in specs]
    # B: every option at its default, else A with one option at another value; the first
    # set the position loads under (one it does not load under is said so on the page).
    a = dict(defaults) | dict(options)
    candidates = [defaults] + [[(n, value if n == o["name"] else a[n]) for n, _ in defaults]
                               for o in specs for value in o["values"] if value != a[o["name"]]]
    state = page.state()
    moves_a = set(cli(deepthought, "moves", variant, "--fen", state["position"], *option_flags(options)).split())
    # Of the sets B the position loads under, the first whose moves differ from A's, so
    # that the marks are tried; the first that loads when none differs.
    chosen, refused = None, None
    for b in (c for c in candidates if dict(c) != a):
        run = subprocess.run([deepthought, "moves", variant, "--fen", state["position"], *option_flags(b)],
                             capture_output=True, text=True, timeout=60)
        if run.returncode != 0:
            refused = refused or b
        elif chosen is None or (set(chosen[1]) == moves_a and set(run.stdout.split()) != moves_a):
            chosen = (b, run.stdout.split())
    if refused:  # the page says so too
        for i, (_, value) in enumerate(refused):
            Select(page.driver.find_elements(By.CSS_SELECTOR, "#options-b select")[i]).select_by_value(value)
        check(page.js("return window.deepThought.diff()") is None and page.text("diff-out").startswith("B: the position under B:"),
              f"{variant}: B {refused} refuses the position, the page says {page.text('diff-out')!r}")
    if not check(chosen, f"{variant}: the position {state['position']!r} loads under no option set B"):
        return None
    b = chosen[0]
    for i, (_, value) in enumerate(b):
        Select(page.driver.find_elements(By.CSS_SELECTOR, "#options-b select")[i]).select_by_value(value)
    diff = page.js("return window.deepThought.diff()")
    moves_b = set(chosen[1])
    only_a, only_b = sorted(m["text"] for m in diff["only_a"]), sorted(m["text"] for m in diff["only_b"])
    check(only_a == sorted(moves_a - moves_b) and only_b == sorted(moves_b - moves_a),
          f"{variant}: A {options} against B {b}: the page has only A {only_a}, only B {only_b}; "
          f"`deepthought moves` {sorted(moves_a - moves_b)}, {sorted(moves_b - moves_a)}")
    # The rulebook has, for every variant with options, a case whose options change its
    # moves (a_case_opens_on_the_board prefers it), so the diff must draw something.
    check(only_a or only_b, f"{variant}: A {options} against B {b} at {state['position']!r}: the diff has nothing to show")
    check(diff["perft_a"][:1] == [len(moves_a)] and diff["perft_b"][:1] == [len(moves_b)],
          f"{variant}: perft 1 under A and B {diff['perft_a'][:1]} {diff['perft_b'][:1]}, moves {len(moves_a)} {len(moves_b)}")
    checkbox = page.driver.find_element(By.ID, "diff-on")
    if not checkbox.is_selected():
        checkbox.click()
    page.button("deselect")
    for kind, want in (("A", only_a), ("B", only_b)):
        marked = page.js(f"return Array.from(document.querySelectorAll('#board g.mark[data-kind=\"only in {kind}\"] title'))"
                         ".flatMap(t => t.textContent.split(' ').filter(m => m))")
        check(sorted(marked) == want, f"{variant}: the board marks {sorted(marked)} only in {kind}, expected {want}")
        if want:
            check(page.js(f"return !!document.querySelector('#board g.legend[data-kind=\"only in {kind}\"]')"),
                  f"{variant}: the board's legend does not name the marks only in {kind}")
    print(f"{variant}: diff {options or 'defaults'} against {b}: {len(only_a)} only in A, {len(only_b)} only in B", flush=True)
    return b


def the_explorer_descends(page, deepthought, variant, options, shots):
    state = page.state()
    fen = state["position"]
    Select(page.driver.find_element(By.ID, "divide-depth")).select_by_value("2")
    page.button("divide-run")
    divided = page.divided()
    want = divide_lines(cli(deepthought, "divide", variant, "2", "--fen", fen, *option_flags(options)))
    got = {m["text"]: m["count"] for m in divided["moves"]} if divided else None
    if not check(got == want and divided["complete"], f"{variant}: the explorer's divide 2 differs from `deepthought divide`"):
        return
    first = divided["moves"][0]["text"]
    page.driver.find_element(By.CSS_SELECTOR, f'#divide-table tr[data-move="{first}"] button').click()
    below = page.divided()
    want = divide_lines(cli(deepthought, "divide", variant, "1", "--fen", fen, "--moves", first, *option_flags(options)))
    check(page.state()["played"][-1:] == [first] and below["depth"] == 1 and
          {m["text"]: m["count"] for m in below["moves"]} == want,
          f"{variant}: descending {first}: divide 1 differs from `deepthought divide` or the board did not follow")
    crumbs = page.js("return Array.from(document.querySelectorAll('#crumbs button')).map(b => b.textContent)")
    check(crumbs == ["root", first], f"{variant}: breadcrumbs {crumbs}")
    if shots:
        page.js("document.getElementById('explorer').scrollIntoView()")
        page.driver.save_screenshot(str(shots / f"{variant}-explorer.png"))
    page.driver.find_element(By.CSS_SELECTOR, '#crumbs button[data-plies="0"]').click()
    check(page.state()["position"] == fen and page.divided()["depth"] == 2,
          f"{variant}: the root breadcrumb did not lead back")


def another_engines_divide_is_compared(page, deepthought, shots):
    page.open("orthodox")
    Select(page.driver.find_element(By.ID, "divide-depth")).select_by_value("3")
    page.button("divide-run")
    page.divided()
    lines = cli(deepthought, "divide", "orthodox", "3").split("\n\n")[0].splitlines()
    # Stockfish's form: a changed count, a move left out, a move that is none here.
    pasted = [l.replace(" ", ": ") for l in lines]
    move, count = lines[0].split()
    pasted[0] = f"{move}: {int(count) + 1}"
    del pasted[1]
    pasted += ["a1a5: 7", "", "Nodes searched: 8902"]
    page.driver.find_element(By.ID, "engine-divide").send_keys("\n".join(pasted))
    page.button("compare")
    rows = page.js("return Object.fromEntries(Array.from(document.querySelectorAll('#divide-table tr[data-move]'))"
                   ".map(r => [r.dataset.move, r.className]))")
    check(rows.get(move) == "differs" and rows.get(lines[1].split()[0]) == "missing" and rows.get("a1a5") == "extra"
          and sum(1 for c in rows.values() if c == "same") == len(lines) - 2,
          f"orthodox: the pasted divide's rows are marked {rows}")
    check("1 missing, 1 extra, 1 with a different count" in page.text("compare-summary"),
          f"orthodox: the comparison says {page.text('compare-summary')!r}")
    if shots:
        page.js("document.getElementById('explorer').scrollIntoView()")
        page.driver.save_screenshot(str(shots / "explorer-compared.png"))


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


def the_browser_logged_no_error(page):
    logs = [e for e in page.driver.get_log("browser") if e["level"] == "SEVERE"]
    check(not logs, f"the browser reported errors: {logs}")


def exit_on_failures(summary):
    print(f"{len(failures)} failure(s) {summary}")
    sys.exit(1 if failures else 0)


def arguments(doc):
    """SITE_DIR DEEPTHOUGHT [SCREENSHOT_DIR] from the command line, the folder made; the usage otherwise."""
    if len(sys.argv) not in (3, 4):
        sys.exit(doc)
    shots = pathlib.Path(sys.argv[3]) if len(sys.argv) == 4 else None
    if shots:
        shots.mkdir(parents=True, exist_ok=True)
    return sys.argv[1], sys.argv[2], shots


def run_checks(usage, summary, checks_of):
    """A browser test's main: SITE_DIR DEEPTHOUGHT [SCREENSHOT_DIR] from the command line,
    `checks_of(site, deepthought, shots)` each run on one page, a check that raises (a
    control missing from the page, say) counted as failed and the others run on."""
    site, deepthought, shots = arguments(usage)
    page = Page(site)
    try:
        for run in checks_of(site, deepthought, shots):
            try:
                run(page)
            except Exception as e:
                text = str(e).splitlines()[0] if str(e) else ""
                check(False, f"{getattr(run, '__name__', 'a check')} stopped: {type(e).__name__}: {text}")
    finally:
        page.driver.quit()
    exit_on_failures(summary)


def main():
    site, deepthought, shots = arguments(__doc__)
    page = Page(site)
    whole = time.monotonic()
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
            every_piece_letter_is_named(page, variant)
            start = every_piece_marks_its_moves(page, deepthought, variant)
            a_move_is_played_and_taken_back(page, deepthought, variant, start)
            every_option_reaches_the_rules(page, deepthought, variant)
            phases = [time.monotonic()]
            if shots:
                shots.mkdir(parents=True, exist_ok=True)
                page.click_cell(start["moves"][0]["from"])
                page.js("window.scrollTo(0, 0)")
                page.driver.save_screenshot(str(shots / f"{variant}.png"))
            options = a_case_opens_on_the_board(page, deepthought, site, variant)
            if shots:
                page.js("window.scrollTo(0, 0)")
                page.driver.save_screenshot(str(shots / f"{variant}-case.png"))
            phases.append(time.monotonic())
            the_diff_is_the_set_difference(page, deepthought, variant, options)
            phases.append(time.monotonic())
            if shots:
                page.js("document.getElementById('diff').scrollIntoView()")
                page.driver.save_screenshot(str(shots / f"{variant}-diff.png"))
            the_explorer_descends(page, deepthought, variant, options, shots)
            phases.append(time.monotonic())
            print(f"{variant}: board {phases[0] - began:.1f} s, case {phases[1] - phases[0]:.1f} s, "
                  f"diff {phases[2] - phases[1]:.1f} s, explorer {phases[3] - phases[2]:.1f} s", flush=True)
            print(f"{variant}: {sum(1 for _ in start['moves'])} moves checked in {time.monotonic() - began:.1f} s", flush=True)
        another_engines_divide_is_compared(page, deepthought, shots)
        a_game_record_steps_ply_by_ply(page, site)
        promotion_is_asked_in_place(page, deepthought)
        a_move_list_is_played_up_to_a_refusal(page, deepthought)
        the_browser_logged_no_error(page)
    finally:
        page.driver.quit()
    exit_on_failures(f"in {time.monotonic() - whole:.1f} s")


if __name__ == "__main__":
    main()
