#!/usr/bin/python3
"""The board page's position editor and its layout, and the rulebook's compact case
diagrams, in real headless Chromium, clicked as a person would.

Usage: position_editor.py SITE_DIR DEEPTHOUGHT [SCREENSHOT_DIR]

Editor: for every variant, with editing on, a piece is taken off with the eraser (and in
Hitchhiker a piece put on the black hole, refused by its reader with its one line), the
position shown is the start with that one cell changed (worked out by hand from each
variant's start position text), and its legal moves are `deepthought moves` of it; the
second side is set to move and the status names it. In orthodox chess a black Queen put
beside eight black pawns is refused with the reader's line and the board kept, the
castling field is set through the fields (and in Hyperspace a piece in transit typed in
after them), and "Copy as case" gives a case that
`deepthought check` refuses for want of expectations as it is and passes once the
designer's perft 1 (worked out by hand: 29) is written in.

State by clicks: each variant's state beyond its pieces set with the editor's tools and
buttons (castling by a king or rook, en passant, Hyperspace's transit by two clicks,
Hitchhiker's `&` and just-moved Sun, LUE's sub-move and previous placement, Outer Space's
Nebula and hyperspace count, Ringworld's castling Rook and players in): the position shown
is the one worked out by hand from the variant's notation, its moves `deepthought moves`
of it, the cells the state names outlined, and a bad click leaves the reader's line and
the last good position; the en passant position's case skeleton passes `deepthought check`
with a perft 1 worked out by hand (30). Dragging (a press, a move and a release, by
ActionChains): a pawn e2-e4, off the board, the palette's Knight onto d4, and the king
dragged off the square its castling rights name, refused.

Layout: at 1400x1000 the Interpretations and explorer panels are beside the board and
start above the fold; at 900x1000 the board, the game's panel and the tools are stacked.
A rulebook page's case diagram is at most 320 px wide, full-size after a click and
compact again after another. Exits 1 with one line per failure; writes screenshots of
the editor and both layouts when SCREENSHOT_DIR is given.
"""
import pathlib
import subprocess
import tempfile

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from play_page import Page, arguments, check, cli, exit_on_failures, the_browser_logged_no_error

# Each variant's start position (its card) with one cell changed by hand: the cell, the
# side index and letters put ("" for the eraser), and the position expected.
EDITS = {
    "orthodox": ("e2", 0, "", "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"),
    "chess960": ("e7", 0, "", "rnbqkbnr/pppp1ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    "hyperspace": ("d7", 0, "", "rnbqkbnr/ppp1pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    # Rank 2 is the sixth rank written of seven; a2 its first cell.
    "lue": ("a2", 0, "", "weuzlf/mmmmmm/6/6/6/1MMMMM/WEUALF w only -"),
    # 1c3 is the middle of rank 3, the sixth of eight written.
    "outerspace": ("1c3", 0, "", "cpnpc/1csc1/2c2/5/5/5/1CSC1/CPNPC g1G w 2a:0,2c:0 - 0"),
    # e1 holds player 1's Dwarf, the first piece of its list.
    "ringworld": ("e1", 0, "", None),
}
# The second side of each, as the status names it, to move after its button.
SECOND = {"orthodox": "black", "chess960": "black", "hyperspace": "black", "lue": "black", "outerspace": "black",
          "hitchhiker": "black", "ringworld": "player 2"}


def refused(page, variant, cell, side, letters, words):
    """A piece put on `cell` that the reader refuses: its line names `words`, the board stays."""
    start = page.state()["position"]
    tool(page, side, letters)
    page.click_cell(cell, "polygon.cell")
    error = page.text("error")
    check(words in error and page.state()["position"] == start,
          f"{variant}: {letters} of side {side} put on {cell} gave {error!r} and position {page.state()['position']!r}")


def editor_shot(page, path):
    """The board and the editor under it in one screenshot: a window tall enough for both."""
    page.driver.set_window_size(1400, 1900)
    page.js("window.scrollTo(0, 0)")
    page.driver.save_screenshot(str(path))
    page.driver.set_window_size(1400, 1000)


def set_fields(page, values):
    """The fields after the board typed in, by index (0 = the board), and applied."""
    for index, text in values.items():
        box = page.driver.find_element(By.CSS_SELECTOR, f'#edit-fields input[data-field="{index}"]')
        box.clear()
        box.send_keys(text)
    page.button("edit-apply")


def editing(page):
    if not page.driver.find_element(By.ID, "edit-on").is_selected():
        page.button("edit-on")


def tool(page, side, letters):
    if letters:
        page.driver.find_element(By.CSS_SELECTOR, f'#palette button[data-side="{side}"][data-letters="{letters}"]').click()
    else:
        page.button("eraser")


def moves_agree(page, deepthought, variant):
    position = page.state()["position"]
    expected = sorted(cli(deepthought, "moves", variant, "--fen", position).split())
    shown = sorted(m["text"] for m in page.state()["moves"])
    check(shown == expected, f"{variant}: the edited position {position!r} shows {len(shown)} moves, "
                             f"`deepthought moves` {len(expected)}")


def every_variant_is_edited(page, deepthought, shots):
    for variant in SECOND:
        page.open(variant)
        start = page.state()["position"]
        editing(page)
        if variant == "hitchhiker":
            # HC-3: the black hole e6 holds no piece.
            refused(page, variant, "e6", 0, "M", "black hole e6")
            # HC-1, HC-15: rank 5 is b5-h5, written seventh; its first cell's Mine taken off.
            tool(page, 0, "")
            page.click_cell("b5", "polygon.cell")
            expected = "h/s/rcr/ococo/m1m1m1m/4*4/2M1M1M/OCOCO/RCR/S/H w -"
        else:
            cell, side, letters, expected = EDITS[variant]
            tool(page, side, letters)
            page.click_cell(cell, "polygon.cell")
            if expected is None:
                expected = start.replace("Dw@e1,", "", 1)
        shown = page.state()["position"]
        check(shown == expected and not page.text("error"),
              f"{variant}: the edit shows {shown!r} (error {page.text('error')!r}), expected {expected!r}")
        moves_agree(page, deepthought, variant)
        if variant == "lue":
            # LU-2: `only` is White's first turn, so Black to move alone is refused; Black's
            # turn needs its sub-move too, `1`, set with the side through the fields.
            page.driver.find_element(By.CSS_SELECTOR, '#edit-side button[data-side="1"]').click()
            check("(LU-2)" in page.text("error") and page.state()["position"] == expected,
                  f"lue: Black to move with 'only' gave {page.text('error')!r}")
            set_fields(page, {1: "b", 2: "1"})
        else:
            page.driver.find_element(By.CSS_SELECTOR, '#edit-side button[data-side="1"]').click()
        status = page.text("status")
        check(status.startswith(SECOND[variant] + " to move"), f"{variant}: after the second side's button: {status!r}")
        moves_agree(page, deepthought, variant)
        if shots and variant == "hitchhiker":
            editor_shot(page, shots / "editor-hitchhiker.png")


def orthodox_edits_and_copies_a_case(page, deepthought, shots):
    page.open("orthodox")
    editing(page)
    # A second black Queen beside eight pawns: more promoted pieces than missing pawns.
    refused(page, "orthodox", "e4", 1, "Q", "impossible material for black")
    tool(page, 0, "")
    page.click_cell("e2", "g.piece")
    set_fields(page, {2: "Kkq"})
    expected = "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w Kkq - 0 1"
    check(page.state()["position"] == expected, f"orthodox: the fields gave {page.state()['position']!r}, expected {expected!r}")
    moves_agree(page, deepthought, "orthodox")
    if shots:
        editor_shot(page, shots / "editor-orthodox.png")
    skeleton = exported_case(page, "orthodox", expected)
    as_is = checked_case(deepthought, skeleton)
    check(as_is.returncode == 2 and "expect: expected at least one of moves" in as_is.stderr,
          f"orthodox: check of the bare skeleton: {as_is.returncode} {as_is.stderr!r}")
    # The designer's part: e2 empty, White has 14 pawn moves, Nb1 2, Ng1 3 (e2 now),
    # Bf1 5 and Qd1 4 along f1-a6 and d1-h5, Ke1 1 (e2): 29.
    filled = checked_case(deepthought, skeleton, "perft: {1: 29}")
    check(filled.returncode == 0 and "1 passed, 0 failed" in filled.stdout,
          f"orthodox: check of the case with perft 1 = 29: {filled.returncode} {filled.stdout!r} {filled.stderr!r}")


def exported_case(page, variant, position):
    """The editor's case skeleton ("Copy as case"), which must hold `position`."""
    page.button("copy-case")
    skeleton = page.driver.find_element(By.ID, "case-yaml").get_attribute("value")
    check(f'position: "{position}"' in skeleton, f"{variant}: the case skeleton {skeleton!r} has not the position")
    return skeleton


def checked_case(deepthought, skeleton, expect=None):
    """`deepthought check` of the skeleton as it is, or with the designer's `expect` written in."""
    rulebook = pathlib.Path(deepthought).resolve().parent.parent.parent
    if expect:
        skeleton = skeleton.replace("    expect: {}", "    expect:\n      " + expect)
    with tempfile.TemporaryDirectory() as folder:
        case = pathlib.Path(folder) / "edited.yaml"
        case.write_text(skeleton)
        return subprocess.run([deepthought, "check", str(case), "--root", str(rulebook)], capture_output=True, text=True)


def hyperspace_transit_is_typed_in(page, deepthought):
    page.open("hyperspace")
    editing(page)
    tool(page, 0, "")
    page.click_cell("g1", "g.piece")
    more = page.driver.find_element(By.ID, "edit-more")
    more.send_keys("| transit: wN>f3:1")
    page.button("edit-apply")
    # HY-12, HY-13: the Knight of g1 due on f3 in one turn, written after the FEN.
    expected = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1 | transit: wN>f3:1"
    check(page.state()["position"] == expected and page.js("return !!document.querySelector('#board g.transit[data-cell=\"f3\"]')"),
          f"hyperspace: the transit typed in gave {page.state()['position']!r} ({page.text('error')!r}), expected {expected!r} "
          "with the Knight drawn in transit to f3")
    moves_agree(page, deepthought, "hyperspace")


def load_text(page, position):
    """A position typed into the position box and loaded, as a designer starts an edit."""
    box = page.driver.find_element(By.ID, "position")
    box.clear()
    box.send_keys(position)
    page.button("load")


def state_tool(page, name):
    page.driver.find_element(By.CSS_SELECTOR, f'#palette button[data-state="{name}"]').click()


def control(page, text):
    page.driver.find_element(By.CSS_SELECTOR, f'#edit-state button[data-control="{text}"]').click()


def marks(page, state=""):
    """The cells outlined as holding a state (only `state`'s when given)."""
    selector = f'#board .editor-mark[data-state="{state}"]' if state else "#board .editor-mark"
    return sorted(page.js(f"return Array.from(document.querySelectorAll('{selector}')).map(m => m.dataset.cell)"))


def shows(page, deepthought, variant, expected, what):
    """The position shown is `expected` with no error, and its moves are the rules'."""
    shown, error = page.state()["position"], page.text("error")
    if check(shown == expected and not error, f"{variant}: {what} shows {shown!r} (error {error!r}), expected {expected!r}"):
        moves_agree(page, deepthought, variant)


def kept(page, variant, before, words, what):
    """A refused edit: the reader's line names `words` and the position stays `before`."""
    error = page.text("error")
    check(words in error and page.state()["position"] == before,
          f"{variant}: {what} gave {error!r} and {page.state()['position']!r}, expected {words!r} and {before!r} kept")


def state_is_set_by_clicks(page, deepthought, shots):
    """Each variant's state beyond its pieces set by clicking cells and the controls beside
    the board; every expected text worked out by hand from the variant's notation."""
    start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    page.open("orthodox")
    editing(page)
    state_tool(page, "castling")
    # The h1 rook's right K goes, Black's king takes both of Black's, the h1 rook's comes back.
    page.click_cell("h1")
    shows(page, deepthought, "orthodox", start.replace("KQkq", "Qkq"), "castling: a click on h1")
    page.click_cell("e8")
    page.click_cell("h1")
    shows(page, deepthought, "orthodox", start.replace("KQkq", "KQ"), "castling: clicks on e8 and h1")
    check(marks(page) == ["a1", "h1"], f"orthodox: the castling rooks marked on {marks(page)}, expected a1 and h1")
    if shots:
        editor_shot(page, shots / "editor-castling.png")
    # A pawn on the back rank clicked: no right is a pawn's; the position stays.
    before = page.state()["position"]
    page.click_cell("e2")
    kept(page, "orthodox", before, "castling: click a king or a rook", "castling on e2")
    # 1...d5 2...d4 3.e4: White's pawn passed over e3, which Black's d4 pawn may take.
    load_text(page, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
    state_tool(page, "en passant")
    page.click_cell("e3", "polygon.cell")
    ep = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    shows(page, deepthought, "orthodox", ep, "en passant: a click on e3")
    check("d4e3" in [m["text"] for m in page.state()["moves"]],
          f"orthodox: no en passant capture among {[m['text'] for m in page.state()['moves']]}")
    case_checks(page, deepthought, "orthodox", ep,
                # Black's moves, by hand: seven pawns two each (14), d4-d3 and d4xe3 e.p. (2),
                # Nb8 a6 c6 d7 (3), Ng8 f6 h6 (2), Bc8 d7-h3 (5), Qd8 d7-d5 (3), Ke8 d7 (1): 30.
                30)

    page.open("chess960")
    editing(page)
    state_tool(page, "castling")
    page.click_cell("a1")
    shows(page, deepthought, "chess960", start.replace("KQkq", "Kkq"), "castling: a click on a1")

    # HY-12, HY-13: the g1 Knight taken off and due on f3 in one turn.
    page.open("hyperspace")
    editing(page)
    state_tool(page, "transit")
    page.click_cell("g1")
    check(marks(page, "transit") == ["g1"], f"hyperspace: the transit's first click marks {marks(page, 'transit')}, expected g1")
    page.click_cell("f3", "polygon.cell")
    shows(page, deepthought, "hyperspace", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1 | transit: wN>f3:1",
          "transit: clicks on g1 and f3")

    # HC-10: `&` is refused off a restaurant by the reader; on e11, with White's
    # Hitchhiker dragged there from e1 and Black to move (White has won, HC-13), it holds.
    page.open("hitchhiker")
    editing(page)
    before = page.state()["position"]
    tool(page, 0, "&")
    page.click_cell("e2", "polygon.cell")
    kept(page, "hitchhiker", before, "'&' (both Hitchhikers) only on a restaurant, e1 or e11, found it on e2", "& on e2")
    # HC-8, HC-19: Black's Sun e10 marked as just moved (White to move).
    state_tool(page, "Sun just moved")
    page.click_cell("e10")
    shows(page, deepthought, "hitchhiker", "h/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H w e10", "Sun just moved: e10")
    check(marks(page) == ["e10"], f"hitchhiker: the just-moved Sun marked on {marks(page)}, expected e10")
    before = page.state()["position"]
    page.click_cell("e2")
    kept(page, "hitchhiker", before, "expected the square of the black Sun that has just moved", "Sun just moved: e2")
    load_text(page, "1/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/H b -")
    drag(page, "#board g.piece[data-cell='e1']", "#board polygon.cell[data-cell='e11']")
    shows(page, deepthought, "hitchhiker", "H/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/1 b -", "a drag of e1 to e11")
    tool(page, 0, "&")
    page.click_cell("e11", "polygon.cell")
    shows(page, deepthought, "hitchhiker", "&/s/rcr/ococo/m1m1m1m/4*4/M1M1M1M/OCOCO/RCR/S/1 b -", "& on e11")

    # LU-8: the sub-move set by the controls and by a click on the first sub-move's piece.
    page.open("lue")
    editing(page)
    lue = "weuzlf/mmmmmm/6/6/6/MMMMMM/WEUALF w "
    control(page, "sub-move: 1")
    shows(page, deepthought, "lue", lue + "1 -", "sub-move 1")
    state_tool(page, "first sub-move's piece")
    page.click_cell("a2")
    shows(page, deepthought, "lue", lue + "2:a2 -", "first sub-move's piece a2")
    control(page, "previous: the board now")
    shows(page, deepthought, "lue", lue + "2:a2 weuzlf/mmmmmm/6/6/6/MMMMMM/WEUALF", "previous: the board now")

    # OS-8, OS-11: White's Nebula marked as moved; the Galaxy on 2a three turns in hyperspace.
    page.open("outerspace")
    editing(page)
    control(page, "White's Nebula moved last turn")
    shows(page, deepthought, "outerspace", "cpnpc/1csc1/2c2/5/5/2C2/1CSC1/CPNPC g1G w 2a:0,2c:0 w 0", "White's Nebula moved")
    state_tool(page, "turns in hyperspace")
    box = page.driver.find_element(By.CSS_SELECTOR, '#palette input[data-turns="turns in hyperspace"]')
    box.clear()
    box.send_keys("3")
    page.click_cell("2a")
    shows(page, deepthought, "outerspace", "cpnpc/1csc1/2c2/5/5/2C2/1CSC1/CPNPC g1G w 2a:3,2c:0 w 0", "2a three turns in")

    # RW-8: the f1 Rook's castling right taken off, the other five Rooks' marked.
    page.open("ringworld")
    editing(page)
    start = page.state()["position"]
    state_tool(page, "castling Rook")
    page.click_cell("f1")
    check(page.state()["position"] == start.replace("a6,d12,f1,l1", "a6,d12,l1") and not page.text("error"),
          f"ringworld: the f1 Rook clicked gave {page.state()['position']!r} ({page.text('error')!r})")
    check(marks(page) == sorted(["a6", "d12", "l1", "n12", "q6"]), f"ringworld: castling Rooks marked on {marks(page)}")
    moves_agree(page, deepthought, "ringworld")
    # RW-6: player 3 out while its army stands is refused (a taken-over army is its taker's).
    before = page.state()["position"]
    control(page, "player 3 in")
    kept(page, "ringworld", before, "is out but has pieces", "player 3 out")


def drag(page, source, target=None, offset=None):
    """A press on `source`, a move onto `target` (or by `offset` from where it started), a release."""
    chain = ActionChains(page.driver).click_and_hold(page.driver.find_element(By.CSS_SELECTOR, source))
    if target:
        chain = chain.move_by_offset(8, 8).move_to_element(page.driver.find_element(By.CSS_SELECTOR, target))
    else:
        chain = chain.move_by_offset(*offset)
    chain.release().perform()


def pieces_are_dragged(page, deepthought, shots):
    """Orthodox: a pawn dragged e2-e4, then off the board, a white Knight from the palette
    onto d4, and the king dragged off its castling square, which the reader refuses."""
    start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    page.open("orthodox")
    editing(page)
    drag(page, "#board g.piece[data-cell='e2']", "#board polygon.cell[data-cell='e4']")
    shows(page, deepthought, "orthodox", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", "a drag of e2 to e4")
    drag(page, "#board g.piece[data-cell='e4']", "#palette")
    shows(page, deepthought, "orthodox", start.replace("PPPPPPPP/", "PPPP1PPP/"), "a drag of e4 off the board")
    drag(page, '#palette button[data-side="0"][data-letters="N"]', "#board polygon.cell[data-cell='d4']")
    dragged = "rnbqkbnr/pppppppp/8/8/3N4/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"
    shows(page, deepthought, "orthodox", dragged, "a drag of the palette's Knight onto d4")
    if shots:
        editor_shot(page, shots / "editor-dragged.png")
    # KQ with the king on e2: a right whose king stands elsewhere.
    drag(page, "#board g.piece[data-cell='e1']", "#board polygon.cell[data-cell='e2']")
    kept(page, "orthodox", dragged, "castling", "a drag of the king e1 to e2")


def case_checks(page, deepthought, variant, position, perft1):
    """The editor's case skeleton holds `position`, and `deepthought check` passes it once
    the designer's perft 1 (worked out by hand) is written in."""
    filled = checked_case(deepthought, exported_case(page, variant, position), f"perft: {{1: {perft1}}}")
    check(filled.returncode == 0 and "1 passed, 0 failed" in filled.stdout,
          f"{variant}: check of the case with perft 1 = {perft1}: {filled.returncode} {filled.stdout!r} {filled.stderr!r}")


def rect(page, id_):
    return page.js(f"const r = document.getElementById('{id_}').getBoundingClientRect();"
                   "return {left: r.left, right: r.right, top: r.top + window.scrollY, bottom: r.bottom + window.scrollY};")


def the_layout_fits_the_window(page, shots):
    page.open("hitchhiker")
    board, diff, explorer = rect(page, "board"), rect(page, "diff"), rect(page, "explorer")
    check(diff["left"] >= board["right"] and explorer["left"] >= board["right"] and explorer["top"] < 1000,
          f"1400 px: board {board}, Interpretations {diff}, explorer {explorer}: expected both beside it, above the fold")
    if shots:
        page.driver.save_screenshot(str(shots / "layout-1400.png"))
    page.driver.set_window_size(900, 1000)
    page.open("hitchhiker")
    check(page.js("return window.innerWidth") < 1000, "the window did not narrow below 1000 px")
    board, side, tools = rect(page, "board"), rect(page, "side"), rect(page, "tools")
    check(side["top"] >= board["bottom"] and tools["top"] >= side["bottom"] and abs(side["left"] - board["left"]) < 1,
          f"900 px: board {board}, panel {side}, tools {tools}: expected them stacked")
    if shots:
        page.driver.save_screenshot(str(shots / "layout-900.png"))
    page.driver.set_window_size(1400, 1000)


def case_diagrams_open_full_size(page, site, shots):
    page.driver.get((pathlib.Path(site).resolve() / "orthodox.html").as_uri())
    width = "return document.querySelector('.case label.diagram svg.board').getBoundingClientRect().width"
    compact = page.js(width)
    page.driver.find_element(By.CSS_SELECTOR, ".case label.diagram").click()
    full = page.js(width)
    if shots:
        page.js("document.querySelector('.case label.diagram').scrollIntoView()")
        page.driver.save_screenshot(str(shots / "rulebook-case-full.png"))
    page.driver.find_element(By.CSS_SELECTOR, ".case label.diagram").click()
    again = page.js(width)
    check(compact <= 320 and full > 320 and again == compact,
          f"rulebook: a case diagram {compact} px wide, {full} after a click, {again} after another")
    if shots:
        page.driver.save_screenshot(str(shots / "rulebook-case-compact.png"))


def main():
    site, deepthought, shots = arguments(__doc__)
    page = Page(site)
    try:
        every_variant_is_edited(page, deepthought, shots)
        orthodox_edits_and_copies_a_case(page, deepthought, shots)
        hyperspace_transit_is_typed_in(page, deepthought)
        state_is_set_by_clicks(page, deepthought, shots)
        pieces_are_dragged(page, deepthought, shots)
        the_layout_fits_the_window(page, shots)
        the_browser_logged_no_error(page)
        case_diagrams_open_full_size(page, site, shots)
    finally:
        page.driver.quit()
    exit_on_failures("in the position editor and the layout")


if __name__ == "__main__":
    main()
