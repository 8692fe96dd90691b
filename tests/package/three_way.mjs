// The npm package's side of tests/package/three_way.py, run in a project where the package
// is installed: reads a JSON list of {variant, options, position, depth} on stdin and writes,
// for each, the package's {perft, divide: [[move, count]], legal} of that position, and first
// the variants it lists: {variants, answers}.
import { load } from "deepthought";

const dt = await load();
let input = "";
for await (const chunk of process.stdin) input += chunk;
const answers = JSON.parse(input).map(({ variant, options, position, depth }) => {
  const game = new dt.Game(variant, { options, position });
  try {
    return {
      perft: game.perft(depth),
      divide: game.divide(depth).map(({ text, count }) => [text, count]),
      legal: game.legalMoves(),
    };
  } finally {
    game.delete();
  }
});
process.stdout.write(JSON.stringify({ variants: dt.variants().map((v) => v.name), answers }));
