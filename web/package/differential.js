// Differential testing of a move generator written in JavaScript against Deep Thought's
// rules: seeded random games, and at every position they reach the author's legal moves
// compared with the rules'. The report uses the words of `deepthought compare`
// (harness/engines/compare_descent.cpp): the path of moves, the position, the moves only
// Deep Thought has and those only the engine (the author's generator) has.
(function (root, factory) {
  if (typeof module === "object" && module.exports) module.exports = factory(require("./deepthought.js"));
  else root.deepthought.compareGenerator = factory(root.deepthought).compareGenerator;
})(typeof self !== "undefined" ? self : this, function (core) {
  "use strict";

  // splitmix32: a small generator whose sequence depends on the seed alone, the same on
  // every machine and engine, so a seed names its games for good.
  function random(seed) {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
    };
  }

  function count(value, what, min) {
    if (!Number.isSafeInteger(value) || value < min)
      throw new RangeError(what + ": expected a whole number from " + min + ", found " + String(value));
    return value;
  }

  // As compare shows a move: a name with a space or a control character is quoted.
  const shown = (m) => (/^[\x21-\x7e\u00a0-\uffff]+$/.test(m) ? m : JSON.stringify(m));
  const movesText = (moves) => (moves.length ? moves.map(shown).join(" ") : "(none)");
  const pathText = (path) => (path.length ? path.join(" ") : "(the root position)");

  function report(found) {
    const lines = ["deepthought and the engine differ", "path: " + pathText(found.path), "position: " + found.position,
      "only deepthought: " + movesText(found.onlyDeepthought), "only engine: " + movesText(found.onlyEngine)];
    if (found.listedTwice.length) lines.push("listed twice by the engine: " + movesText(found.listedTwice));
    return lines.join("\n");
  }

  // Plays `games` random games of at most `plies` plies from the start position (or
  // `position`) under `options`, all in step, ply by ply, so the first difference found
  // is one with the fewest moves of all the positions the games reach. At each position
  // `myLegalMoves(position, {variant, options, moves})` (sync or async; `moves` the path
  // from the first position) gives the author's moves. Resolves to {agree: true, games,
  // positions} or to the first difference: {agree: false, path, position, onlyDeepthought,
  // onlyEngine, listedTwice, game, positions, text}, `text` in compare's words.
  async function compareGenerator(variant, myLegalMoves, { options = {}, position = "", games = 10, plies = 40, seed = 1 } = {}) {
    if (typeof myLegalMoves !== "function") throw new TypeError("myLegalMoves: expected a function, found " + typeof myLegalMoves);
    count(games, "games", 1);
    count(plies, "plies", 0);
    count(seed, "seed", 0);
    const dt = await core.load();
    const walks = [];
    try {
      for (let g = 0; g < games; ++g)
        walks.push({ game: new dt.Game(variant, { options, position }), path: [], next: random(seed + Math.imul(g, 0x632be5ab)), done: false });
      let positions = 0;
      for (let ply = 0; ply <= plies; ++ply) {
        for (let g = 0; g < walks.length; ++g) {
          const walk = walks[g];
          if (walk.done) continue;
          const at = walk.game.position();
          const ours = walk.game.legalMoves();
          let given;
          try {
            given = await myLegalMoves(at, { variant, options, moves: walk.path.slice() });
          } catch (e) {
            throw new core.DeepThoughtError("myLegalMoves failed at path " + pathText(walk.path) + " (position " + at + "): " +
                                            (e && e.message ? e.message : String(e)));
          }
          if (given === null || typeof given !== "object" || typeof given[Symbol.iterator] !== "function")
            throw new TypeError("myLegalMoves at path " + pathText(walk.path) + ": expected an iterable of move strings, found " +
                                (given === null ? "null" : typeof given));
          const theirs = Array.from(given);
          const bad = theirs.find((m) => typeof m !== "string");
          if (bad !== undefined)
            throw new TypeError("myLegalMoves at path " + pathText(walk.path) + ": expected move strings, found " + typeof bad);
          ++positions;
          const mine = new Set(ours), seen = new Set(), twice = new Set();
          for (const m of theirs) (seen.has(m) ? twice : seen).add(m);
          const found = {
            agree: false, variant, path: walk.path.slice(), position: at,
            onlyDeepthought: ours.filter((m) => !seen.has(m)),
            onlyEngine: [...seen].filter((m) => !mine.has(m)).sort(),
            listedTwice: [...twice].sort(), game: g, positions,
          };
          if (found.onlyDeepthought.length || found.onlyEngine.length || found.listedTwice.length) {
            found.text = report(found);
            return found;
          }
          if (ply === plies || ours.length === 0) { walk.done = true; continue; }
          const move = ours[Math.floor(walk.next() * ours.length)];
          walk.game.play(move);
          walk.path.push(move);
        }
      }
      return { agree: true, variant, games, positions };
    } finally {
      for (const walk of walks) walk.game.delete();
    }
  }

  return { compareGenerator };
});
