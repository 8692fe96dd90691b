// The board page's position editor (play.html's "Edit the position"): a palette of the
// variant's pieces (as the rules list them, one row per side) and an eraser; with editing
// on, a click on a cell asks the rules for the position with that piece there
// (Game.withPiece), which the variant's own position reader reads back, and loads it as
// the page loads a typed position, so every refusal is the reader's one line. The side to
// move and the fields after the board are set the same way, and the state the text holds
// beyond its pieces by the tools of editor_state.js (a click on a cell, or a control
// beside the board), read by the same reader. A piece is also dragged: from one cell to
// another, from the palette onto a cell, or off the board to take it off. No rule of any
// variant is written here; the page's other scripts (play/) are used only through the page (its
// position box and Load button).
"use strict";

deepthought.load().then((dt) => {
  const $ = (id) => document.getElementById(id);
  const page = window.deepThought;  // main.js's read-only view, set before this runs
  let tool = null;                  // {side, letters} to put (letters "" erases), or {state} a tool of editor_state.js
  const held = { from: "", piece: "", turns: 1 };  // a state tool's first click, and the number beside it

  const variant = () => page.variants().find((v) => v.name === $("variant").value);
  const options = () =>
    Object.fromEntries(Array.from($("options").querySelectorAll("select")).map((s) => [s.dataset.option, s.value]));

  // Loads `position` as the page loads a typed one: the reader's refusal, if any, is
  // shown in the page's error line and the board stays as it was.
  function load(position) {
    $("position").value = position;
    $("load").click();
  }

  // A state tool's or control's rewrite of the position's fields, loaded through the reader.
  function rewrite(change) {
    const answer = change(page.state().position.split(/ +/));
    if (answer.error) { $("error").textContent = answer.error; return; }
    if (answer.held) { showMarks(); return; }
    load(answer.fields.join(" "));
  }

  // The piece of `from` on `to` (a drag: not a game move), both cells rewritten before
  // the rules read the result.
  function movePiece(from, to) {
    const piece = $("board").querySelector('g.piece[data-cell="' + CSS.escape(from) + '"]');
    if (!piece || from === to) return;
    const position = withGame((g) => g.withPieceMoved(from, to, Number(piece.dataset.side), piece.textContent.trim()));
    if (position !== null) load(position);
  }

  function put(cell, side, letters) {
    const position = withGame((g) => g.withPiece(cell, side, letters));
    if (position !== null) load(position);
  }

  // Asks the rules about the position shown, in a game of its own.
  function withGame(ask) {
    const game = new dt.Game(variant().name, { options: options(), position: page.state().position });
    try {
      return ask(game);
    } catch (e) {
      if (!(e instanceof dt.DeepThoughtError)) throw e;
      $("error").textContent = e.message;
      return null;
    } finally {
      game.delete();
    }
  }

  function button(text, title, act) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    if (title) b.title = title;
    b.addEventListener("click", act);
    return b;
  }

  function choose(next, pressed) {
    tool = next;
    for (const b of $("palette").querySelectorAll("button")) b.classList.toggle("chosen", b === pressed);
  }

  // One row per side of its pieces' letters, then the eraser.
  function showPalette() {
    const v = variant();
    $("palette").textContent = "";
    $("edit-side").textContent = "";
    tool = null;
    v.sides.forEach((side, index) => {
      const row = document.createElement("div");
      row.append(side + ": ");
      for (const [letters, name] of v.pieces) {
        const b = button(letters, side + " " + name, () => choose({ side: index, letters }, b));
        b.dataset.side = String(index);
        b.dataset.letters = letters;
        row.append(b);
      }
      $("palette").append(row);
      const to = button(side + " to move", "", () => {
        const position = withGame((g) => g.withSideToMove(index));
        if (position !== null) load(position);
      });
      to.dataset.side = String(index);
      $("edit-side").append(to);
    });
    const state = kEditorState[v.name] || {};
    // Pieces the text writes that are no side's (Hitchhiker's `&`), side 0 by convention.
    if (state.pieces) {
      const row = document.createElement("div");
      for (const [letters, name] of state.pieces) {
        const b = button(letters, name, () => choose({ side: 0, letters }, b));
        b.dataset.side = "0";
        b.dataset.letters = letters;
        row.append(b);
      }
      $("palette").append(row);
    }
    const eraser = button("eraser", "a click empties the cell", () => choose({ side: 0, letters: "" }, eraser));
    eraser.id = "eraser";
    $("palette").append(eraser);
    // The state beyond the pieces: a tool per kind tied to a cell, a control per other.
    $("edit-state").textContent = "";
    for (const t of state.cell || []) {
      const b = button(t.name, t.title, () => { held.from = ""; choose({ state: t }, b); showMarks(); });
      b.dataset.state = t.name;
      $("palette").append(b);
      if (t.turns) {
        const turns = document.createElement("input");
        Object.assign(turns, { type: "number", min: "0", max: String(t.turns), value: "1", title: "turns for " + t.name });
        turns.dataset.turns = t.name;
        $("palette").append(turns);
      }
    }
    for (const c of state.controls || []) {
      const b = button(c.text, "", () => rewrite((fields) => ({ fields: applyControl(fields, c) })));
      b.dataset.control = c.text;
      $("edit-state").append(b);
    }
  }

  // The state tied to cells, marked on them while editing (castling rooks, the en passant
  // square, the just-moved Sun, ...), each tool's in its own colour; the first cell of a
  // two-click tool too.
  const kMarkColours = ["#1b9e77", "#d95f02", "#7570b3"];
  function showMarks() {
    const svg = $("board").querySelector("svg");
    if (!svg) return;
    for (const m of svg.querySelectorAll(".editor-mark")) m.remove();
    if (!$("edit-on").checked) return;
    const fields = page.state().position.split(/ +/);
    ((kEditorState[variant().name] || {}).cell || []).forEach((t, i) => {
      for (const cell of t.marks(fields, held)) {
        const shape = svg.querySelector('polygon.cell[data-cell="' + CSS.escape(cell) + '"]');
        if (!shape) continue;
        const box = shape.getBBox();
        const mark = document.createElementNS("http://www.w3.org/2000/svg", "rect");
        const inset = Math.min(box.width, box.height) * 0.08;
        for (const [k, value] of Object.entries({ x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset,
                                                   height: box.height - 2 * inset, fill: "none", stroke: kMarkColours[i % 3],
                                                   "stroke-width": 4, "stroke-dasharray": "8 4", "pointer-events": "none" }))
          mark.setAttribute(k, String(value));
        mark.classList.add("editor-mark");
        mark.dataset.cell = cell;
        mark.dataset.state = t.name;
        svg.append(mark);
      }
    });
  }

  // The fields after the board (side to move, castling, transit, marks, counters: what
  // the variant's text holds), one box each, applied together through the reader.
  function showFields() {
    const fields = page.state().position.split(/ +/);
    $("edit-fields").textContent = "";
    fields.forEach((text, i) => {
      if (i === 0) return;
      const label = document.createElement("label");
      const input = document.createElement("input");
      input.value = text;
      input.dataset.field = String(i);
      input.size = Math.max(3, text.length + 1);
      label.append("field " + (i + 1) + " ", input, " ");
      $("edit-fields").append(label);
    });
    // Fields the text holds only when there is something to say (Hyperspace's
    // `| transit: ...`, say) are typed here, after the others.
    const label = document.createElement("label");
    const more = document.createElement("input");
    more.id = "edit-more";
    more.size = 16;
    more.placeholder = "more fields";
    label.append("then ", more);
    $("edit-fields").append(label);
  }

  // A rulebook case with this position and the options set: the expectations are the
  // designer's to work out (`deepthought check` wants at least one).
  function caseSkeleton() {
    const v = variant();
    const set = Object.entries(options()).filter(([name, value]) => v.options.find((o) => o.name === name).default !== value);
    const lines = [
      "# A case from the board page's editor: the position only; the expectations are yours",
      "# to work out from the rules (deepthought check wants at least one under expect).",
      "variant: " + v.name,
      "cases:",
      "  - name: edited-position",
      "    rules: []  # the clause ids the case shows",
      "    why: >",
      "      what the position shows",
      "    position: " + JSON.stringify(page.state().position),
    ];
    if (set.length) lines.push("    options: {" + set.map(([name, value]) => name + ": " + value).join(", ") + "}");
    lines.push("    expect: {}  # yours: moves, moves_from, legal, illegal, perft, position, result or error");
    return lines.join("\n") + "\n";
  }

  $("edit-on").addEventListener("change", () => {
    $("editor-tools").hidden = !$("edit-on").checked;
    $("board").classList.toggle("editing", $("edit-on").checked);
    showMarks();
  });
  // With editing on, a click on a cell is the editor's, not a move's (captured before
  // the game's handler sees it).
  $("board").addEventListener("click", (event) => {
    if (!$("edit-on").checked) return;
    const hit = event.target.closest("[data-cell]");
    event.stopPropagation();
    if (!hit) return;
    if (dragged) { dragged = false; return; }
    if (!tool) { $("error").textContent = "choose a piece, the eraser or a tool first"; return; }
    if (tool.state) {
      // The number beside the tool, as it reads at the click.
      const turns = $("palette").querySelector('input[data-turns="' + CSS.escape(tool.state.name) + '"]');
      if (turns) held.turns = Number(turns.value);
      rewrite((fields) => tool.state.click(fields, hit.dataset.cell, held));
    }
    else put(hit.dataset.cell, tool.side, tool.letters);
  }, true);

  // Dragging, by mouse events (a drag is a press, a move and a release, as a person or
  // Selenium's ActionChains makes it): a piece of the board onto another cell moves it
  // there, off the board takes it off; a piece of the palette onto a cell puts it there.
  let drag = null;       // {from, side, letters, x, y, moved}: from "" for the palette's
  let dragged = false;   // the click that ends a drag is not the editor's click too
  const ghost = document.createElement("div");
  ghost.id = "drag-ghost";
  ghost.hidden = true;
  document.body.append(ghost);
  function press(event, from, side, letters) {
    if (event.button !== 0) return;
    drag = { from, side, letters, x: event.clientX, y: event.clientY, moved: false };
    event.preventDefault();
  }
  $("board").addEventListener("mousedown", (event) => {
    if (!$("edit-on").checked) return;
    const piece = event.target.closest("g.piece");
    if (piece) press(event, piece.dataset.cell, Number(piece.dataset.side), piece.textContent.trim());
  });
  $("palette").addEventListener("mousedown", (event) => {
    const b = event.target.closest("button[data-letters]");
    if (b) press(event, "", Number(b.dataset.side), b.dataset.letters);
  });
  document.addEventListener("mousemove", (event) => {
    if (!drag) return;
    if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 5) return;
    drag.moved = true;
    ghost.textContent = drag.letters;
    ghost.hidden = false;
    ghost.style.left = event.clientX + 6 + "px";
    ghost.style.top = event.clientY + 6 + "px";
  });
  document.addEventListener("mouseup", (event) => {
    const was = drag;
    drag = null;
    ghost.hidden = true;
    if (!was || !was.moved) return;
    dragged = true;
    setTimeout(() => { dragged = false; }, 0);  // the click of this release, if any, comes first
    const under = document.elementFromPoint(event.clientX, event.clientY);
    const hit = under && under.closest("#board [data-cell]");
    if (was.from && !hit && !(under && under.closest("#board"))) put(was.from, 0, "");
    else if (was.from && hit) movePiece(was.from, hit.dataset.cell);
    else if (!was.from && hit) put(hit.dataset.cell, was.side, was.letters);
  });
  $("edit-apply").addEventListener("click", () => {
    const fields = page.state().position.split(/ +/);
    for (const input of $("edit-fields").querySelectorAll("input[data-field]")) fields[Number(input.dataset.field)] = input.value.trim();
    load([...fields, $("edit-more").value.trim()].filter((f) => f).join(" "));
  });
  $("copy-case").addEventListener("click", () => {
    $("case-yaml").value = caseSkeleton();
    $("case-yaml").hidden = false;
    $("case-yaml").select();
    if (navigator.clipboard) navigator.clipboard.writeText($("case-yaml").value).catch(() => document.execCommand("copy"));
    else document.execCommand("copy");
  });
  $("variant").addEventListener("change", showPalette);
  // The page redraws the board after every change: the fields follow the position shown.
  new MutationObserver(() => { showFields(); showMarks(); }).observe($("board"), { childList: true });
  showPalette();
  showFields();
});
