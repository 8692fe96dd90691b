// A toy orthodox move generator with a planted bug, and compareGenerator finding it.
import { load, compareGenerator } from "deepthought";

const dt = await load();

// The piece on `square` ("e1") of a FEN, or "" when the square is empty.
function pieceOn(fen, square) {
  const rank = fen.split(" ")[0].split("/")[8 - Number(square[1])];
  let file = 0;
  for (const c of rank) {
    if (/[1-8]/.test(c)) file += Number(c);
    else if (file++ === square.charCodeAt(0) - 97) return c;
  }
  return "";
}

// The toy: it takes the rules' moves and, as its planted bug, forgets castling (a king's
// move from e1 or e8 two files sideways).
function toyLegalMoves(fen) {
  const game = new dt.Game("orthodox", { position: fen });
  const moves = game.legalMoves();
  game.delete();
  const castles = (m) => "Kk".includes(pieceOn(fen, m.slice(0, 2)) || "-") && /^e([18])[cg]\1$/.test(m);
  return moves.filter((m) => !castles(m));
}

const found = await compareGenerator("orthodox", toyLegalMoves, { games: 20, plies: 40, seed: 1 });
console.log(found.agree ? `no difference in ${found.positions} positions` : found.text);
