// The position editor's tools for what each variant's position text holds beyond its
// pieces: castling rights, the en passant square, Hyperspace's pieces in transit, Outer
// Space's turns in hyperspace and Nebula marks, the just-moved Hitchhiker Sun, LUE's
// sub-move, Ringworld's players in and castling Rooks. Each tool knows only where its
// state is written in the variant's text (the notation of rules/VARIANT/position_text.cpp,
// fields split at blanks) and rewrites it for a click on a cell or a control beside the
// board; whether the result is a position is the rules' to say: editor.js loads it
// through the same reader as a typed position, which shows its one line on a refusal and
// keeps the last good position. No rule of any variant is written here.
"use strict";

// The cells of a rank-written board field, FEN-style: rows from the top, each a list of
// letters ("" for an empty cell).
function rowsOf(board) {
  return board.split("/").map((row) => [...row].flatMap((c) => (/[1-9]/.test(c) ? Array(Number(c)).fill("") : [c])));
}

// An 8x8 FEN board's cell: its letter, file 0-7 and rank 1-8.
function fenSquare(rows, cell) {
  const file = cell.charCodeAt(0) - 97, rank = Number(cell.slice(1));
  return { letter: (rows[8 - rank] || [])[file] || "", file, rank };
}

const isWhite = (letter) => letter >= "A" && letter <= "Z";

// Castling in FEN: K/Q (the outermost rook on that side of the king, FR-3), or the rook's
// file letter where the text names rights by file (Chess960's Shredder/X-FEN). A click on
// a king toggles both of its side's rights, on a rook that rook's right.
function fenCastling(byFile) {
  const king = (rows, white) => {
    const rank = white ? 1 : 8;
    const file = rows[8 - rank].indexOf(white ? "K" : "k");
    return { rank, file };
  };
  // The right that names the rook on `file` of `white`'s back rank.
  const letterOf = (rows, white, file) => {
    const k = king(rows, white);
    const rook = white ? "R" : "r";
    const back = rows[8 - k.rank];
    const outer = file > k.file ? back.lastIndexOf(rook) : back.indexOf(rook);
    let letter = file > k.file ? "K" : "Q";
    if (byFile && outer !== file) letter = String.fromCharCode(65 + file);
    return white ? letter : letter.toLowerCase();
  };
  // The rook cells a castling field names, for the marks.
  const rookOf = (rows, letter) => {
    const white = isWhite(letter);
    const k = king(rows, white);
    if (k.file < 0) return null;
    const back = rows[8 - k.rank];
    const rook = white ? "R" : "r";
    const upper = letter.toUpperCase();
    const file = upper === "K" ? back.lastIndexOf(rook) : upper === "Q" ? back.indexOf(rook) : upper.charCodeAt(0) - 65;
    return file < 0 ? null : String.fromCharCode(97 + file) + k.rank;
  };
  const order = (rights) => [...rights].sort((a, b) => (isWhite(b) - isWhite(a)) || "KQ".indexOf(a.toUpperCase()) - "KQ".indexOf(b.toUpperCase()) || (a < b ? -1 : 1)).join("") || "-";
  return {
    name: "castling", title: "a click on a king toggles its side's castling rights, on a rook that rook's right", field: 2,
    click(fields, cell) {
      const rows = rowsOf(fields[0]);
      const { letter, file, rank } = fenSquare(rows, cell);
      let rights = fields[2] === "-" ? "" : fields[2];
      const white = isWhite(letter);
      if (letter.toUpperCase() === "K" && rank === (white ? 1 : 8)) {
        const own = [...rights].filter((r) => isWhite(r) === white);
        rights = own.length ? [...rights].filter((r) => isWhite(r) !== white).join("") : rights + (white ? "KQ" : "kq");
      } else if (letter.toUpperCase() === "R" && rank === (white ? 1 : 8) && king(rows, white).file >= 0) {
        const right = letterOf(rows, white, file);
        const held = [...rights].find((r) => rookOf(rows, r) === cell);
        rights = held ? rights.replace(held, "") : rights + right;
      } else {
        return { error: "castling: click a king or a rook on its back rank (" + cell + " holds " + (letter || "nothing") + ")" };
      }
      fields[2] = order(rights);
      return { fields };
    },
    marks(fields) {
      if (!fields[2] || fields[2] === "-") return [];
      const rows = rowsOf(fields[0]);
      return [...fields[2]].map((r) => rookOf(rows, r)).filter((c) => c);
    },
  };
}

// The en passant square of FEN: a click sets it, a second click clears it.
const fenEnPassant = {
  name: "en passant", title: "a click sets the en passant square (the square passed over), a second clears it", field: 3,
  click(fields, cell) {
    fields[3] = fields[3] === cell ? "-" : cell;
    return { fields };
  },
  marks: (fields) => (fields[3] && fields[3] !== "-" ? [fields[3]] : []),
};

// A field holding one cell or `-`: a click sets it, a second click clears it.
function oneCell(name, title, field) {
  return {
    name, title, field,
    click(fields, cell) {
      fields[field] = fields[field] === cell ? "-" : cell;
      return { fields };
    },
    marks: (fields) => (fields[field] && fields[field] !== "-" && !fields[field].includes(":") ? [fields[field]] : []),
  };
}

// A field listing cells with commas, or `-`: a click adds or removes one.
function cellList(name, title, field) {
  const cells = (fields) => (fields[field] && fields[field] !== "-" ? fields[field].split(",") : []);
  return {
    name, title, field,
    click(fields, cell) {
      const now = cells(fields);
      const next = now.includes(cell) ? now.filter((c) => c !== cell) : [...now, cell];
      fields[field] = next.join(",") || "-";
      return { fields };
    },
    marks: cells,
  };
}

// Hyperspace's pieces in transit (HY-12, HY-13), after the FEN as `| transit:` entries
// `OWNER PIECE > SQUARE : TURNS`: a first click takes a piece off the board, a second
// names the square it is due on, in the turns chosen beside; a click on a square a piece
// is due on (with no piece taken) ends that transit.
const hyperspaceTransit = {
  name: "transit", title: "click a piece, then the square it is due on (in the turns chosen); a click on a due square ends that transit",
  turns: 6,
  click(fields, cell, held) {
    const at = fields.indexOf("|");
    const entries = at < 0 ? [] : fields.slice(at + 2);
    const board = at < 0 ? fields : fields.slice(0, at);
    const due = entries.findIndex((e) => e.split(">")[1].split(":")[0] === cell);
    if (!held.from && due >= 0) {
      entries.splice(due, 1);
    } else if (!held.from) {
      const { letter } = fenSquare(rowsOf(board[0]), cell);
      if (!letter) return { error: "transit: click a piece first, then the square it is due on" };
      held.from = cell;
      held.piece = (isWhite(letter) ? "w" : "b") + letter.toUpperCase();
      return { held: true };
    } else {
      const from = held.from;
      const rows = rowsOf(board[0]);
      const { file, rank } = fenSquare(rows, from);
      rows[8 - rank][file] = "";
      board[0] = rows.map((row) => row.map((c) => c || "1").join("").replace(/1+/g, (ones) => String(ones.length))).join("/");
      entries.push(held.piece + ">" + cell + ":" + held.turns);
      held.from = "";
    }
    return { fields: entries.length ? [...board, "|", "transit:", ...entries] : board };
  },
  marks(fields, held) {
    return held.from ? [held.from] : [];
  },
};

// The per-variant tools: `cell` tools act on a clicked cell, `controls` are buttons
// beside the board for state no cell holds (each sets `field` to `value`, or toggles
// `letter` in it), `pieces` extra palette entries the drawing's legend does not list.
const kEditorState = {
  orthodox: { cell: [fenCastling(false), fenEnPassant] },
  chess960: { cell: [fenCastling(true), fenEnPassant] },
  hyperspace: { cell: [fenCastling(false), fenEnPassant, hyperspaceTransit] },
  // OS-11: COUNTS (field 4) gives each hyperspace piece's turns there, SQUARE:n; NEBULAE
  // (field 5) the sides whose Nebula moved on their last turn (OS-8).
  outerspace: {
    cell: [{
      name: "turns in hyperspace", title: "a click on a piece on 2a, 2b or 2c sets its turns in hyperspace to the number beside",
      turns: 255, field: 3,
      click(fields, cell, held) {
        const entries = fields[3] === "-" ? [] : fields[3].split(",");
        const next = entries.filter((e) => e.split(":")[0] !== cell);
        next.push(cell + ":" + held.turns);
        fields[3] = next.sort().join(",");
        return { fields };
      },
      marks: () => [],
    }],
    controls: [{ field: 4, toggle: "w", order: "wb", text: "White's Nebula moved last turn" }, { field: 4, toggle: "b", order: "wb", text: "Black's Nebula moved last turn" }],
  },
  // HC-10: `&`, both Hitchhikers on one restaurant; HC-8, HC-19: the just-moved Sun (field 3).
  hitchhiker: {
    cell: [oneCell("Sun just moved", "a click on the Sun of the side not to move marks it as just moved; a second clears it", 2)],
    pieces: [["&", "both Hitchhikers on one restaurant (HC-10)"]],
  },
  // LU-8: the sub-move (field 3): `only`, `1`, or `2:SQ`, SQ the first sub-move's piece;
  // the placement before the previous sub-move (field 4) or `-`.
  lue: {
    cell: [{
      name: "first sub-move's piece", title: "a click on a piece makes this the second sub-move, that piece's the first (2:SQ)", field: 2,
      click(fields, cell) {
        fields[2] = "2:" + cell;
        return { fields };
      },
      marks: (fields) => (fields[2] && fields[2].startsWith("2:") ? [fields[2].slice(2)] : []),
    }],
    controls: [
      { field: 2, value: "only", text: "sub-move: only" }, { field: 2, value: "1", text: "sub-move: 1" },
      { field: 3, value: "-", text: "previous: -" }, { field: 3, copy: 0, text: "previous: the board now" },
    ],
  },
  // RW-6, RW-8, RW-9: the players still in (field 2), the Rooks keeping castling (field 4).
  ringworld: {
    cell: [cellList("castling Rook", "a click on a Rook toggles its castling right", 3)],
    controls: [1, 2, 3].map((n) => ({ field: 1, toggle: String(n), order: "123", text: "player " + n + " in" })),
  },
};

// A control's rewrite of the fields: a value set, a letter toggled (kept in order), or
// another field copied.
function applyControl(fields, control) {
  if ("value" in control) fields[control.field] = control.value;
  else if ("copy" in control) fields[control.field] = fields[control.copy];
  else {
    const now = fields[control.field] === "-" ? "" : fields[control.field];
    const next = now.includes(control.toggle) ? now.replace(control.toggle, "") : now + control.toggle;
    fields[control.field] = [...control.order].filter((c) => next.includes(c)).join("") || "-";
  }
  return fields;
}
