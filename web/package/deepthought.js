// The rules of every Deep Thought variant for JavaScript: the WebAssembly build of the C++
// rules (web/api.cpp over the type-erased registry, rules/face/erased.hpp) behind classes
// in JavaScript's idiom. No rule is written here: every answer comes from the C++ rules.
// A UMD file: CommonJS under Node (index.js, index.mjs), a global `deepthought` in a page
// that loaded deepthought-wasm.js before it with a plain <script> (play.html).
(function (root, factory) {
  if (typeof module === "object" && module.exports) module.exports = factory(require("./deepthought-wasm.js"));
  else root.deepthought = factory(root.DeepThought);
})(typeof self !== "undefined" ? self : this, function (createModule) {
  "use strict";

  // A refusal of the rules (an unknown variant or option, a position text or a move they
  // do not accept, a count past its node budget): the rules' one-line message.
  class DeepThoughtError extends Error {
    constructor(message) {
      super(message);
      this.name = "DeepThoughtError";
    }
  }

  // A move the position does not allow, or one written wrongly for the variant.
  class IllegalMoveError extends DeepThoughtError {
    constructor(message, move) {
      super(message);
      this.name = "IllegalMoveError";
      this.move = move;
    }
  }

  let loading = null;

  // The rules, once per process or page: an object with `variants()` and `Game`.
  function load() {
    if (!loading) loading = createModule().then(bind);
    return loading;
  }

  function bind(wasm) {
    // Each C function answers one JSON text; a refusal is {"error": "..."}.
    const call = (name, types, args, Refusal = DeepThoughtError, move) => {
      const answer = JSON.parse(wasm.ccall(name, "string", types, args));
      if (answer !== null && typeof answer === "object" && !Array.isArray(answer) && typeof answer.error === "string")
        throw new Refusal(answer.error, move);
      return answer;
    };
    const onGame = (name, id, ...args) => call(name, ["number", ...args.map(() => "string")], [id, ...args]);
    // Games whose object was collected without delete() are forgotten by the rules too.
    const forget = typeof FinalizationRegistry === "function"
      ? new FinalizationRegistry((id) => { try { onGame("dt_delete", id); } catch (e) { /* deleted already */ } })
      : null;

    function text(value, what) {
      if (typeof value !== "string") throw new TypeError(what + ": expected a string, found " + typeof value);
      return value;
    }

    // {NAME: VALUE} as the NAME=VALUE lines the rules read; a value may be a string,
    // number or boolean (written as text), nothing else.
    function optionLines(options) {
      if (options === undefined || options === null) return "";
      if (typeof options !== "object" || Array.isArray(options))
        throw new TypeError("options: expected an object of NAME: VALUE, found " + (Array.isArray(options) ? "an array" : typeof options));
      return Object.entries(options).map(([name, value]) => {
        if (!["string", "number", "boolean"].includes(typeof value))
          throw new TypeError("option " + name + ": expected a string, number or boolean value, found " + typeof value);
        const v = String(value);
        if (/[=\n]/.test(name) || name === "") throw new TypeError("option name '" + name + "': expected a name without '=' or a line break");
        if (v.includes("\n")) throw new TypeError("option " + name + ": expected a value without a line break");
        return name + "=" + v;
      }).join("\n");
    }

    // A count's depth and node budget as the rules read them ("0": no budget).
    function limits(depth, maxNodes) {
      if (!Number.isInteger(depth)) throw new TypeError("depth: expected a whole number, found " + String(depth));
      if (maxNodes !== undefined && maxNodes !== Infinity && !(Number.isSafeInteger(maxNodes) && maxNodes > 0))
        throw new RangeError("maxNodes: expected a whole number above 0, found " + String(maxNodes));
      return [String(depth), maxNodes === undefined || maxNodes === Infinity ? "0" : String(maxNodes)];
    }

    // A count must be exact: past 2^53 a JavaScript number is not.
    function exact(n, what) {
      if (!Number.isSafeInteger(n)) throw new DeepThoughtError(what + ": the count is past Number.MAX_SAFE_INTEGER");
      return n;
    }

    function stopped(answer, what) {
      if (!answer.complete)
        throw new DeepThoughtError(what + ": stopped at the node budget of " + answer.budget + " (" + answer.nodes + " nodes counted)");
      return answer;
    }

    class Game {
      // A game of `variant` under `options` ({NAME: VALUE}, the defaults for the rest) from
      // `position` (the variant's position text; the start position when absent).
      constructor(variant, { options = {}, position = "" } = {}) {
        text(variant, "variant");
        text(position, "position");
        this._options = Object.freeze({ ...(options ?? {}) });
        this._id = call("dt_new", ["string", "string", "string"], [variant, optionLines(options), position]).game;
        this._variant = variant;
        if (forget) forget.register(this, this._id, this);
      }

      get variant() { return this._variant; }
      get options() { return this._options; }

      _live() {
        if (this._id === null) throw new DeepThoughtError("this game was deleted");
        return this._id;
      }

      // The legal moves, in the variant's notation.
      legalMoves() { return onGame("dt_moves", this._live()); }

      // The legal moves with their kind, origin and target cells: all of them, or those of
      // the piece on `cell`.
      marks(cell = "") { return onGame("dt_marks", this._live(), text(cell, "cell")); }

      // Plays `move` (the variant's notation); an IllegalMoveError leaves the game as it was.
      play(move) {
        text(move, "move");
        call("dt_play", ["number", "string"], [this._live(), move], IllegalMoveError, move);
        return this;
      }

      // Takes back the last move played and returns it.
      takeBack() { return onGame("dt_undo", this._live()).move; }

      // The moves played since the game was made.
      played() { return this._summary().played; }

      // The position in the variant's position text (the one `position` takes).
      position() { return onGame("dt_position", this._live()).position; }

      // {text, over, kind: "ongoing" | "win" | "draw", winner: player index or null, reason}.
      result() { return this._summary().result; }

      isOver() { return this.result().over; }

      // The position editor: this game's position with the piece `letters` (as the
      // variant's `pieces` name them) of side `side` (an index into its `sides`) on
      // `cell`, or `cell` emptied when `letters` is "", read back by the variant's own
      // position reader (its refusal a DeepThoughtError). The game is left as it was.
      withPiece(cell, side, letters = "") {
        if (!Number.isInteger(side) || side < 0) throw new TypeError("side: expected a whole number from 0, found " + String(side));
        return onGame("dt_put", this._live(), text(cell, "cell"), String(side), text(letters, "letters")).position;
      }

      // This game's position with the piece `letters` of side `side` moved from `from` to
      // `to` (a piece there replaced), read back by the variant's own position reader.
      withPieceMoved(from, to, side, letters) {
        if (!Number.isInteger(side) || side < 0) throw new TypeError("side: expected a whole number from 0, found " + String(side));
        return onGame("dt_move_piece", this._live(), text(from, "from"), text(to, "to"), String(side), text(letters, "letters")).position;
      }

      // This game's position with side `side` (an index into the variant's `sides`) to
      // move, not yet read (a game made from it is).
      withSideToMove(side) {
        if (!Number.isInteger(side) || side < 0) throw new TypeError("side: expected a whole number from 0, found " + String(side));
        return onGame("dt_side", this._live(), String(side)).position;
      }

      // The side to move as the position text names it, by its name in the diagram (one
      // name; none when the text names no side).
      toMove() { return onGame("dt_movers", this._live()); }

      _summary() { return onGame("dt_game", this._live()); }

      // The number of move paths `depth` plies long; past `maxNodes` a DeepThoughtError.
      perft(depth, { maxNodes } = {}) {
        const answer = stopped(onGame("dt_perft", this._live(), ...limits(depth, maxNodes)), "perft " + depth);
        return exact(answer.total, "perft " + depth);
      }

      // perft `depth - 1` below each legal move: [{text, count}], in notation order.
      divide(depth, { maxNodes } = {}) {
        return stopped(this.divideWithin(depth, maxNodes), "divide " + depth).moves;
      }

      // The divide within `maxNodes` (no budget when absent): {depth, roots, moves:
      // [{text, count}], total, complete, nodes, budget}; when the budget is passed,
      // `complete` is false and `moves` holds the root moves counted whole.
      divideWithin(depth, maxNodes) {
        const answer = onGame("dt_divide", this._live(), ...limits(depth, maxNodes));
        for (const m of answer.moves) exact(m.count, "divide " + depth);
        exact(answer.total, "divide " + depth);
        return answer;
      }

      // One root move's share of the divide: perft `depth - 1` after `move`, within
      // `maxNodes` (no budget when absent): {depth, text, count, complete, nodes, budget};
      // `count` is whole only when `complete`. A divide counted a move at a time can show
      // its progress and stop between moves (the board page's explorer).
      divideMove(move, depth, maxNodes) {
        text(move, "move");
        const answer = call("dt_divide_move", ["number", "string", "string", "string"],
                            [this._live(), move, ...limits(depth, maxNodes)], IllegalMoveError, move);
        exact(answer.count, "divide " + depth + " of " + move);
        return answer;
      }

      // The position under this game's options (A) and under `options` (B): {only_a,
      // only_b (marks), perft_a, perft_b (perft 1..depth as far as maxNodes let both go),
      // complete, nodes, budget, svg (the board with the differing moves marked)}.
      diff(options, depth, maxNodes) {
        return onGame("dt_diff", this._live(), optionLines(options), ...limits(depth, maxNodes));
      }

      // The board as SVG, the last move shown, the moves of the piece on `selected` marked.
      svg({ selected = "" } = {}) { return onGame("dt_svg", this._live(), text(selected, "selected")).svg; }

      // Frees the game in the rules now (collection would, later).
      delete() {
        if (this._id === null) return;
        onGame("dt_delete", this._id);
        if (forget) forget.unregister(this);
        this._id = null;
      }
    }
    if (typeof Symbol.dispose === "symbol") Game.prototype[Symbol.dispose] = Game.prototype.delete;

    const list = call("dt_variants", [], []);
    return Object.freeze({
      // [{name, title, options: [{name, values, default, ruling, summary}], pieces: [[letters, name]], sides: [name]}]
      variants: () => structuredCopy(list),
      Game,
      DeepThoughtError,
      IllegalMoveError,
    });
  }

  function structuredCopy(value) { return JSON.parse(JSON.stringify(value)); }

  return { load, DeepThoughtError, IllegalMoveError };
});
