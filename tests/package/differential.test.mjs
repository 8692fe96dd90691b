// The examples of docs/javascript.md (usage_example.mjs, and toy_example.mjs for
// compareGenerator, web/package/differential.js), each run and its output compared with
// the one the page shows (the .out files); then compareGenerator's worked example
// (a toy generator that forgets castling): the difference it reports checked against the
// CLI, and the helper's own refusals and reports. DT_CLI is the deepthought binary.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { load, compareGenerator, DeepThoughtError } from "deepthought";

const cli = process.env.DT_CLI;
assert.ok(cli, "DT_CLI must be set");
const dt = await load();
const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const rules = (variant, options = {}) => (position) => {
  const game = new dt.Game(variant, { options, position });
  const moves = game.legalMoves();
  game.delete();
  return moves;
};

test("the API example prints what docs/javascript.md shows", () => {
  const printed = execFileSync(process.execPath, [here("usage_example.mjs")], { encoding: "utf8" });
  assert.equal(printed, readFileSync(here("usage_example.out"), "utf8"));
});

test("the worked example prints what docs/javascript.md shows", () => {
  const printed = execFileSync(process.execPath, [here("toy_example.mjs")], { encoding: "utf8" });
  assert.equal(printed, readFileSync(here("toy_example.out"), "utf8"));
});

test("the planted bug is found where castling is legal, and nowhere sooner", async () => {
  const printed = readFileSync(here("toy_example.out"), "utf8").split("\n");
  assert.equal(printed[0], "deepthought and the engine differ");
  const path = printed[1].replace(/^path: /, "").split(" ");
  const position = printed[2].replace(/^position: /, "");
  // The CLI, asked on its own, reaches the same position by that path and has the move
  // the toy forgot: the king's castling e8g8 (black to move, the king on e8, h8's rook).
  const there = JSON.parse(execFileSync(cli, ["moves", "orthodox", "--moves", path.join(","), "--json"], { encoding: "utf8" }));
  assert.equal(there.position, position);
  assert.equal(printed[3], "only deepthought: e8g8");
  assert.ok(there.moves.includes("e8g8"));
  assert.equal(printed[4], "only engine: (none)");
  assert.match(position, /^rnbqk2r\/.* b K?kq? /);
  // The same games one ply shorter meet no difference: the path is the fewest moves.
  // The toy's bug told apart by the rules' own mark of a move: its kind "castling".
  const toy = (fen) => {
    const game = new dt.Game("orthodox", { position: fen });
    const moves = game.marks().filter((m) => m.kind !== "castling").map((m) => m.text);
    game.delete();
    return moves;
  };
  const shorter = await compareGenerator("orthodox", toy, { games: 20, plies: path.length - 1, seed: 1 });
  assert.equal(shorter.agree, true);
  const again = await compareGenerator("orthodox", toy, { games: 20, plies: 40, seed: 1 });
  assert.deepEqual(again.path, path);
});

test("the rules against themselves agree, under options too, at every position the games reach", async () => {
  const hitchhiker = await compareGenerator("hitchhiker", rules("hitchhiker", { kidnap: "optional" }),
                                            { options: { kidnap: "optional" }, games: 3, plies: 10, seed: 5 });
  assert.deepEqual(hitchhiker, { agree: true, variant: "hitchhiker", games: 3, positions: 33 });
});

test("options read differently are a difference, reported in compare's words", async () => {
  // HC-11: under orbit_change=any an Orbiter changes orbit by any orthogonal step, so the
  // generator under it has moves the defaults do not (docs/conformance-kit.md's example).
  const found = await compareGenerator("hitchhiker", rules("hitchhiker", { orbit_change: "any" }), { games: 4, plies: 30, seed: 3 });
  assert.equal(found.agree, false);
  assert.deepEqual(found.onlyDeepthought, []);
  assert.ok(found.onlyEngine.length > 0);
  const lines = found.text.split("\n");
  assert.deepEqual(lines.map((l) => l.replace(/:.*/, "")), ["deepthought and the engine differ", "path", "position", "only deepthought", "only engine"]);
  assert.equal(lines[3], "only deepthought: (none)");
  assert.equal(lines[4], "only engine: " + found.onlyEngine.join(" "));
});

test("a move listed twice, an unknown move, and a generator that throws", async () => {
  const twice = await compareGenerator("orthodox", (fen) => [...rules("orthodox")(fen), "e2e4", "z9z9"], { games: 1, plies: 3 });
  assert.deepEqual(twice.path, []);
  assert.deepEqual(twice.onlyEngine, ["z9z9"]);
  assert.deepEqual(twice.listedTwice, ["e2e4"]);
  assert.match(twice.text, /\npath: \(the root position\)\n.*\nonly engine: z9z9\nlisted twice by the engine: e2e4$/s);
  await assert.rejects(compareGenerator("orthodox", () => { throw new Error("out of cheese"); }),
                       (e) => e instanceof DeepThoughtError && e.message.startsWith("myLegalMoves failed at path (the root position)") &&
                              e.message.endsWith(": out of cheese"));
  await assert.rejects(compareGenerator("orthodox", () => 42), TypeError);
  await assert.rejects(compareGenerator("orthodox", "not a function"), TypeError);
  await assert.rejects(compareGenerator("orthodox", () => [], { games: 0 }), RangeError);
  await assert.rejects(compareGenerator("no-such-variant", () => []), (e) => e.message.startsWith("unknown variant 'no-such-variant'"));
});
