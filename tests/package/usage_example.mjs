// The package's API in a few calls: variants, a game under options, moves, play and take
// back, position, result, perft and divide, the board, and a refusal.
import { load, IllegalMoveError } from "deepthought";

const dt = await load();
console.log(dt.variants().map((v) => v.name).join(" "));

const game = new dt.Game("hitchhiker", { options: { kidnap: "optional" } });
console.log(game.legalMoves().length, "moves:", game.legalMoves().slice(0, 4).join(" "), "...");
game.play("b5-a6");
console.log(game.position(), "|", game.result().text);
console.log("taken back:", game.takeBack());
console.log("perft 3:", game.perft(3));
console.log("divide 2:", game.divide(2).slice(0, 2));
console.log(game.svg().slice(0, 4));
try {
  game.play("a1-a9");
} catch (e) {
  if (!(e instanceof IllegalMoveError)) throw e;
  console.log(`${e.name}: ${e.message}`);
}
game.delete();
