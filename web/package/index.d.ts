// TypeScript declarations of the deepthought package (web/package/): the rules of every
// Deep Thought variant, compiled from the C++ rules to WebAssembly.

/** A refusal of the rules, with their one-line message: an unknown variant or option, a
 *  position text or move they do not accept, a count past its node budget. */
export class DeepThoughtError extends Error {
  name: "DeepThoughtError" | "IllegalMoveError";
}

/** A move the position does not allow, or one written wrongly for the variant. */
export class IllegalMoveError extends DeepThoughtError {
  name: "IllegalMoveError";
  /** The move as it was given. */
  readonly move: string;
}

/** One option of a variant: its values, its default and the ruling it settles. */
export interface OptionSpec {
  name: string;
  values: string[];
  default: string;
  /** The ruling id (specs/), e.g. "HC-11". */
  ruling: string;
  summary: string;
}

export interface VariantInfo {
  /** The name a Game takes: "orthodox", "hitchhiker", ... */
  name: string;
  title: string;
  options: OptionSpec[];
  /** Each piece's letters as the board draws them, and its name. */
  pieces: [letters: string, name: string][];
  /** The sides in order, by the diagram's names. */
  sides: string[];
}

/** Option values by name; the variant's defaults for those not given. */
export type Options = Record<string, string | number | boolean>;

export interface GameResult {
  /** "ongoing", "draw by REASON" or "PLAYER wins by REASON". */
  text: string;
  over: boolean;
  kind: "ongoing" | "win" | "draw";
  /** The winner's player index (0 moves first), or null. */
  winner: number | null;
  /** "checkmate", "stalemate", ..., or null while the game goes on. */
  reason: string | null;
}

/** A legal move with its kind ("move", "capture", ...) and its origin and target cells. */
export interface MoveMark {
  text: string;
  kind: string;
  from: string;
  to: string;
}

export interface DivideEntry {
  /** The root move, in the variant's notation. */
  text: string;
  count: number;
}

export interface BudgetedDivide {
  depth: number;
  /** The number of legal moves at the root. */
  roots: number;
  /** The root moves counted whole, in notation order. */
  moves: DivideEntry[];
  total: number;
  /** False when the node budget was passed: then `moves` is not every root move. */
  complete: boolean;
  nodes: number;
  /** The node budget; 0 for none. */
  budget: number;
}

/** One root move's share of a divide. */
export interface DivideMoveCount {
  depth: number;
  /** The root move, in the variant's notation. */
  text: string;
  /** perft `depth - 1` after the move; whole only when `complete`. */
  count: number;
  /** False when the node budget was passed. */
  complete: boolean;
  nodes: number;
  /** The node budget; 0 for none. */
  budget: number;
}

export interface InterpretationDiff {
  only_a: MoveMark[];
  only_b: MoveMark[];
  perft_a: number[];
  perft_b: number[];
  complete: boolean;
  nodes: number;
  budget: number;
  svg: string;
}

export interface CountLimit {
  /** Stop past this many nodes (a DeepThoughtError); no limit when absent. */
  maxNodes?: number;
}

export interface Game {
  readonly variant: string;
  readonly options: Readonly<Options>;
  /** The legal moves in the variant's notation. */
  legalMoves(): string[];
  /** The legal moves with their marks: all, or those of the piece on `cell`. */
  marks(cell?: string): MoveMark[];
  /** Plays `move`; throws IllegalMoveError and leaves the game as it was when refused. */
  play(move: string): this;
  /** Takes back the last move and returns it; throws DeepThoughtError at the first position. */
  takeBack(): string;
  played(): string[];
  /** The position in the variant's position text (as `position` takes it). */
  position(): string;
  result(): GameResult;
  isOver(): boolean;
  /** The position with the piece `letters` of side `side` on `cell` ("" empties it), read back by the variant's reader. */
  withPiece(cell: string, side: number, letters?: string): string;
  /** The position with side `side` to move, not yet read. */
  withSideToMove(side: number): string;
  /** The position with the piece `letters` of `side` moved from `from` to `to` (the editor's drag, not a move), read back by the variant's reader. */
  withPieceMoved(from: string, to: string, side: number, letters: string): string;
  /** The side to move (by the diagram's name) as the position text names it: one name. */
  toMove(): string[];
  /** perft `depth` (1 to 20) of the position. */
  perft(depth: number, limit?: CountLimit): number;
  /** perft `depth - 1` below each legal move. */
  divide(depth: number, limit?: CountLimit): DivideEntry[];
  /** The divide within `maxNodes` (none when absent), partial when the budget is passed. */
  divideWithin(depth: number, maxNodes?: number): BudgetedDivide;
  /** perft `depth - 1` after the root move `move`, within `maxNodes` (none when absent):
   *  a divide one root move at a time; throws IllegalMoveError for a move not legal here. */
  divideMove(move: string, depth: number, maxNodes?: number): DivideMoveCount;
  /** The position under this game's options (A) and `options` (B). */
  diff(options: Options, depth: number, maxNodes?: number): InterpretationDiff;
  /** The board as SVG; the moves of the piece on `selected` marked. */
  svg(view?: { selected?: string }): string;
  /** Frees the game in the rules now rather than when it is collected. */
  delete(): void;
}

export interface GameConstructor {
  /** A game of `variant` under `options` from `position` (the start position when absent). */
  new (variant: string, init?: { options?: Options; position?: string }): Game;
}

/** The loaded rules. */
export interface DeepThought {
  variants(): VariantInfo[];
  Game: GameConstructor;
  DeepThoughtError: typeof DeepThoughtError;
  IllegalMoveError: typeof IllegalMoveError;
}

/** Loads the rules (once; later calls give the same object). */
export function load(): Promise<DeepThought>;

/** The author's generator: the legal moves of `position` (the variant's position text). */
export type LegalMovesFunction = (
  position: string,
  context: { variant: string; options: Options; moves: string[] },
) => Iterable<string> | Promise<Iterable<string>>;

export interface CompareSettings {
  options?: Options;
  /** The position the games start from; the start position when absent. */
  position?: string;
  /** How many random games (10). */
  games?: number;
  /** How many plies each game plays at most (40). */
  plies?: number;
  /** The seed of the games (1): the same seed plays the same games. */
  seed?: number;
}

export interface Agreement {
  agree: true;
  variant: string;
  games: number;
  /** The positions compared. */
  positions: number;
}

export interface Difference {
  agree: false;
  variant: string;
  /** The moves from the first position to the one that differs. */
  path: string[];
  position: string;
  onlyDeepthought: string[];
  onlyEngine: string[];
  listedTwice: string[];
  /** Which game (from 0) reached it. */
  game: number;
  positions: number;
  /** The difference in `deepthought compare`'s words. */
  text: string;
}

/** Seeded random games compared move set by move set with the rules; the first
 *  difference, with the fewest moves of those the games reach. */
export function compareGenerator(variant: string, myLegalMoves: LegalMovesFunction, settings?: CompareSettings): Promise<Agreement | Difference>;
