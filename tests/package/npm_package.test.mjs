// The installed npm package (web/package/) under Node's own test runner: every variant's
// start-position perft against the counts of positions/suites/ (agreed by independent
// generators, read from the files), a seeded playout of every variant compared move by
// move with the CLI, the API's refusals, and the declarations (index.d.ts) against what
// the package exports. Run by tests/package/run_npm_package.sh from a scratch folder where
// the tarball is installed; DT_SOURCE is the checkout, DT_CLI the deepthought binary.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as esm from "deepthought";

const source = process.env.DT_SOURCE, cli = process.env.DT_CLI;
assert.ok(source && cli, "DT_SOURCE and DT_CLI must be set");
const dt = await esm.load();
const names = dt.variants().map((v) => v.name);

// The largest count a test here asks of the package, to keep the test short.
const kMaxNodes = 200000;

const assignment = (o) => [o.slice(0, o.indexOf("=")), o.slice(o.indexOf("=") + 1)];

// A .perft file's entries: {id, epd, options: {NAME: VALUE}, perft: [[depth, nodes]]}, the
// options those of its name (deep-lue.chain=whole.perft) and of its `options` lines.
function entries(file) {
  const out = [];
  const named = Object.fromEntries(path.basename(file, ".perft").split(".").slice(1).map(assignment));
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [word, ...rest] = line.trim().split(/\s+/);
    if (word === "id") out.push({ id: rest.join(" "), epd: "", options: { ...named }, perft: [] });
    else if (!out.length) continue;
    else if (word === "epd") out.at(-1).epd = rest.join(" ");
    else if (word === "options") Object.assign(out.at(-1).options, Object.fromEntries(rest.map(assignment)));
    else if (word === "perft") out.at(-1).perft.push([Number(rest[0]), Number(rest[1])]);
  }
  return out;
}

const suites = path.join(source, "positions", "suites");

test("the package lists every variant the CLI lists", () => {
  const listed = JSON.parse(execFileSync(cli, ["variants", "--json"], { encoding: "utf8" }));
  assert.deepEqual(names, listed.variants.map((v) => v.name));
});

for (const name of names) {
  test(`${name}: start-position perft as positions/suites/ counts it`, (t) => {
    const files = readdirSync(suites).filter((f) => f.endsWith(".perft") && (f.startsWith(name + ".") || f.startsWith("deep-" + name + ".")));
    let checked = 0;
    for (const file of files) {
      for (const e of entries(path.join(suites, file))) {
        // The entry whose position, loaded under its options, is the start position.
        let loaded;
        try { loaded = new dt.Game(name, { options: e.options, position: e.epd }); } catch { continue; }
        const start = new dt.Game(name, { options: e.options });
        const isStart = loaded.position() === start.position();
        loaded.delete();
        if (isStart) {
          for (const [depth, nodes] of e.perft.filter(([, n]) => n <= kMaxNodes)) {
            assert.equal(start.perft(depth), nodes, `${file} ${e.id} perft ${depth}`);
            ++checked;
          }
        }
        start.delete();
      }
    }
    assert.ok(checked >= 2, `${name}: ${checked} start-position counts found in positions/suites/ (expected at least 2)`);
    t.diagnostic(`${name}: ${checked} counts checked`);
  });
}

// The CLI's answer for `variant` after `moves`, as JSON.
function cliJson(command, variant, moves) {
  return JSON.parse(execFileSync(cli, [command, variant, "--moves", moves.join(","), "--json"], { encoding: "utf8" }));
}

for (const name of names) {
  test(`${name}: a seeded playout agrees with the CLI move by move, and its divide 2`, () => {
    const game = new dt.Game(name);
    let seed = 7;
    const plies = [];
    for (let ply = 0; ply < 16 && !game.isOver(); ++ply) {
      const ours = game.legalMoves();
      if (plies.length) {  // `moves` needs at least one move
        const theirs = cliJson("moves", name, plies);
        assert.equal(game.position(), theirs.position, `${name} after ${plies.join(" ")}`);
        assert.deepEqual([...ours].sort(), [...theirs.moves].sort(), `${name} after ${plies.join(" ")}`);
        assert.equal(game.result().text, cliJson("play", name, plies).result, `${name} after ${plies.join(" ")}`);
      }
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const move = ours[seed % ours.length];
      game.play(move);
      plies.push(move);
    }
    // The divide where the playout stopped, as the CLI's.
    if (!game.isOver()) {
      const theirs = JSON.parse(execFileSync(cli, ["divide", name, "2", "--moves", plies.join(","), "--json"], { encoding: "utf8" }));
      assert.deepEqual(game.divide(2).map((d) => [d.text, d.count]).sort(), theirs.moves.map((d) => [d.move, d.nodes]).sort());
      // The same divide a root move at a time, as the board page's explorer counts it.
      for (const d of theirs.moves) {
        const one = game.divideMove(d.move, 2);
        assert.deepEqual([one.text, one.count, one.complete], [d.move, d.nodes, true], `${name}: divideMove(${d.move}, 2)`);
      }
      assert.equal(game.played().length, plies.length, `${name}: divideMove left the game as it was`);
    }
    // Every move taken back returns the game to the start.
    const start = new dt.Game(name).position();
    while (game.played().length) game.takeBack();
    assert.equal(game.position(), start);
    game.delete();
  });
}

test("divide sums to perft and names every legal move", () => {
  const game = new dt.Game("hitchhiker");
  const divided = game.divide(3);
  assert.deepEqual(divided.map((d) => d.text).sort(), game.legalMoves().sort());
  assert.equal(divided.reduce((sum, d) => sum + d.count, 0), game.perft(3));
});

test("refusals are DeepThoughtError with the CLI's one-line message, and change nothing", () => {
  const cliError = (args) => {
    try { execFileSync(cli, args, { encoding: "utf8", stdio: "pipe" }); } catch (e) { return { status: e.status, text: e.stderr.trim() }; }
    return { status: 0, text: "" };
  };
  const unknown = cliError(["perft", "no-such-variant", "1"]);
  assert.equal(unknown.status, 2);
  assert.throws(() => new dt.Game("no-such-variant"), (e) => e instanceof esm.DeepThoughtError && e.name === "DeepThoughtError" &&
    !e.message.includes("\n") && unknown.text.endsWith(e.message));
  const game = new dt.Game("orthodox");
  const before = game.position();
  assert.throws(() => game.play("e2e5"), (e) => e instanceof esm.IllegalMoveError && e instanceof Error && e.move === "e2e5" &&
    e.message.startsWith("e2e5: "));
  assert.equal(game.position(), before);
  assert.throws(() => game.takeBack(), esm.DeepThoughtError);
  assert.throws(() => new dt.Game("orthodox", { position: "not a position" }), (e) => e.message.startsWith("position: "));
  assert.throws(() => new dt.Game("hitchhiker", { options: { kidnap: "never" } }), (e) => e.message.includes("kidnap"));
  assert.throws(() => game.perft(0), (e) => e instanceof esm.DeepThoughtError && e.message.startsWith("depth '0'"));
  assert.throws(() => game.perft("2"), TypeError);
  assert.throws(() => game.perft(5, { maxNodes: 1000 }), (e) => e.message.startsWith("perft 5: stopped at the node budget of 1000"));
  const partial = game.divideWithin(4, 1000);
  assert.equal(partial.complete, false);
  assert.ok(partial.moves.length < partial.roots);
  // A root move's share is refused for a move not legal here, and stops at its budget too.
  assert.throws(() => game.divideMove("e2e5", 3), (e) => e instanceof esm.IllegalMoveError && e.move === "e2e5" &&
    e.message.startsWith("e2e5: "));
  const cut = game.divideMove("e2e4", 5, 1000);
  assert.equal(cut.complete, false);
  assert.ok(cut.nodes > 1000);
  game.delete();
  assert.throws(() => game.legalMoves(), (e) => e.message === "this game was deleted");
});

test("the position editor's steps are read back by the variant's reader and change nothing", () => {
  const game = new dt.Game("orthodox");
  const start = game.position();
  assert.deepEqual(dt.variants().find((v) => v.name === "orthodox").sides, ["white", "black"]);
  // The start with e2 emptied; then with Black to move (the side field `b`).
  assert.equal(game.withPiece("e2", 0, ""), "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
  assert.equal(game.withSideToMove(1), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
  // A second black Queen beside eight pawns: the reader's refusal, the cell named first.
  assert.throws(() => game.withPiece("e4", 1, "Q"), (e) => e instanceof esm.DeepThoughtError && e.message.startsWith("e4: ") &&
    e.message.includes("impossible material for black") && !e.message.includes("\n"));
  assert.throws(() => game.withPiece("e4", -1, "Q"), TypeError);
  // A drag: the e2 pawn on e4, both cells rewritten at once; the king off e1 refused, since
  // the rights KQ name a king on e1 (position.castling-rights-consistent).
  assert.equal(game.withPieceMoved("e2", "e4", 0, "P"), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
  assert.throws(() => game.withPieceMoved("e1", "e2", 0, "K"), (e) => e instanceof esm.DeepThoughtError && e.message.startsWith("e1-e2: "));
  assert.equal(game.position(), start);
  // RW-4: the player to move is the third field, a player's number.
  const ring = new dt.Game("ringworld");
  assert.equal(ring.withSideToMove(2).split(" ")[2], "3");
});

test("result, SVG and the CommonJS entry", () => {
  // Fool's mate: f2f3 e7e5 g2g4 d8h4 is checkmate, black wins (docs/command-line.md's play example).
  const game = new dt.Game("orthodox");
  for (const m of ["f2f3", "e7e5", "g2g4", "d8h4"]) game.play(m);
  assert.deepEqual(game.result(), { text: "black wins by checkmate", over: true, kind: "win", winner: 1, reason: "checkmate" });
  assert.deepEqual(game.legalMoves(), []);
  const svg = game.svg({ selected: "" });
  assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.ok(svg.trimEnd().endsWith("</svg>"));
  const require = createRequire(import.meta.url);
  const cjs = require("deepthought");
  assert.equal(cjs.load, esm.load);
  assert.equal(cjs.compareGenerator, esm.compareGenerator);
});

test("index.d.ts declares what the package exports, and the Game's methods", () => {
  const require = createRequire(import.meta.url);
  const dts = readFileSync(require.resolve("deepthought/package.json").replace(/package\.json$/, "index.d.ts"), "utf8");
  const declared = [...dts.matchAll(/^export (?:function|class) (\w+)/gm)].map((m) => m[1]).sort();
  const exported = Object.keys(esm).sort();
  assert.deepEqual(declared, exported);
  const body = dts.slice(dts.indexOf("export interface Game {"), dts.indexOf("export interface GameConstructor"));
  const methods = [...body.matchAll(/^  (\w+)\(/gm)].map((m) => m[1]).sort();
  const proto = Object.getOwnPropertyNames(dt.Game.prototype).filter((k) => k !== "constructor" && !k.startsWith("_"));
  const getters = proto.filter((k) => Object.getOwnPropertyDescriptor(dt.Game.prototype, k).get);
  assert.deepEqual(methods, proto.filter((k) => !getters.includes(k)).sort());
  assert.deepEqual(getters.sort(), [...body.matchAll(/^  readonly (\w+):/gm)].map((m) => m[1]).sort());
});
