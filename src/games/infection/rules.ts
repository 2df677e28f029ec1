import { squarePairCodec } from '../../engine/codec.js';
import { DecodeError, type GameDefinition, type GameStatus } from '../../engine/game.js';
import type { Rng } from '../../engine/rng.js';

/**
 * Infection: an Ataxx-like conversion game on a square board with obstacles.
 *
 * Cells are numbered row by row from the top-left, `index = row * size + col`.
 * Player 0 is Green, player 1 is Yellow.
 */

export const EMPTY = 0;
export const GREEN = 1;
export const YELLOW = 2;
export const OBSTACLE = 3;
export type Cell = typeof EMPTY | typeof GREEN | typeof YELLOW | typeof OBSTACLE;

export type Player = 0 | 1;
/** The piece colour of a player. */
export const pieceOf = (player: Player): typeof GREEN | typeof YELLOW => (player === 0 ? GREEN : YELLOW);

export const MIN_SIZE = 4;
export const MAX_SIZE = 9;

/**
 * - `duplicate`: to an adjacent empty square (8 directions); the piece stays and a new one appears.
 * - `jump`: two squares away in a straight or diagonal line over an empty square; the piece moves.
 * - `checker`: the same over an occupied square (which is left alone); the piece moves.
 * - `knight`: a chess knight's L; the piece moves.
 */
export type MoveKind = 'duplicate' | 'jump' | 'checker' | 'knight';
export const MOVE_KINDS: readonly MoveKind[] = ['duplicate', 'jump', 'checker', 'knight'];

export interface InfectionState {
  readonly size: number;
  /** `size * size` cells, row by row. Never mutated: moves make a new array. */
  readonly cells: Uint8Array;
  readonly toMove: Player;
  /**
   * The positions (see {@link positionKey}) since the last duplicate, before
   * this one, for the threefold repetition rule: a duplicate adds a piece for
   * good, so no earlier position can come back. Absent at the start.
   */
  readonly seen?: readonly string[];
}

export interface InfectionMove {
  readonly from: number;
  readonly to: number;
}

export interface InfectionOptions {
  /** Board side, 4..9 (default 6). */
  size?: number;
  /** Obstacles placed on random empty squares (default 5). */
  obstacles?: number;
  /** A position to start from instead ({@link parsePosition}); size and obstacles are then ignored. */
  position?: InfectionState;
}

/** Per board size: for each cell, its targets by kind (precomputed once per size). */
interface Geometry {
  /** Adjacent cells (8 directions). */
  readonly adjacent: readonly (readonly number[])[];
  /** Cells two away in a line, each with the cell between: [to, over, to, over, ...]. */
  readonly lines: readonly (readonly number[])[];
  readonly knights: readonly (readonly number[])[];
}

const geometries = new Map<number, Geometry>();

/** The neighbourhoods of every cell on a board of the given size. */
export function geometry(size: number): Geometry {
  let g = geometries.get(size);
  if (g) return g;
  const adjacent: number[][] = [];
  const lines: number[][] = [];
  const knights: number[][] = [];
  const at = (r: number, c: number): number => (r >= 0 && r < size && c >= 0 && c < size ? r * size + c : -1);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const adj: number[] = [];
      const line: number[] = [];
      const knight: number[] = [];
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          if (!dr && !dc) continue;
          const a = at(r + dr, c + dc);
          if (a >= 0) adj.push(a);
          const b = at(r + 2 * dr, c + 2 * dc);
          if (b >= 0) line.push(b, a);
        }
      }
      for (const [dr, dc] of [[-2, -1], [-2, 1], [-1, -2], [-1, 2], [1, -2], [1, 2], [2, -1], [2, 1]] as const) {
        const k = at(r + dr, c + dc);
        if (k >= 0) knight.push(k);
      }
      adjacent.push(adj);
      lines.push(line);
      knights.push(knight);
    }
  }
  g = { adjacent, lines, knights };
  geometries.set(size, g);
  return g;
}

/**
 * A square's name for people, as in chess notation and standard Ataxx: the
 * column as a letter (a = left) and the row as a number counted from the
 * bottom (1 = bottom row): square 7 of a 6x6 board (second row from the top)
 * is b5. Square indices run from the top-left, row by row.
 */
export const squareName = (index: number, size: number): string =>
  String.fromCharCode(97 + (index % size)) + String(size - Math.floor(index / size));

/** What kind of move `from -> to` is on this board, or `null` if it is no move shape at all or is blocked. */
export function moveKind(state: InfectionState, from: number, to: number): MoveKind | null {
  const { size, cells } = state;
  const n = size * size;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from >= n || to >= n) return null;
  if (cells[to] !== EMPTY) return null;
  const dr = Math.floor(to / size) - Math.floor(from / size);
  const dc = (to % size) - (from % size);
  const ar = Math.abs(dr);
  const ac = Math.abs(dc);
  if (ar <= 1 && ac <= 1) return ar + ac === 0 ? null : 'duplicate';
  if ((ar === 2 && ac === 1) || (ar === 1 && ac === 2)) return 'knight';
  const over = jumpedSquare(size, from, to);
  if (over < 0 || cells[over] === OBSTACLE) return null;
  return cells[over] === EMPTY ? 'jump' : 'checker';
}

/**
 * The square a straight or checker jump passes over, or -1 for a duplicate
 * or a knight's move (which pass over no particular square).
 */
export function jumpedSquare(size: number, from: number, to: number): number {
  const dr = Math.floor(to / size) - Math.floor(from / size);
  const dc = (to % size) - (from % size);
  // Two squares away in a straight or diagonal line: each step 2 or 0, not both 0.
  const line = (dr === 0 || Math.abs(dr) === 2) && (dc === 0 || Math.abs(dc) === 2) && (dr !== 0 || dc !== 0);
  return line ? (from + to) / 2 : -1;
}

/**
 * The opponent's pieces a move converts: every one next to the landing
 * square, except the piece a checker jump passes over, which the seed says
 * the jump neither removes nor converts ("the jumped piece is untouched").
 */
export function conversions(state: InfectionState, move: InfectionMove, player: Player = state.toMove): number[] {
  const theirs = pieceOf((1 - player) as Player);
  const over = jumpedSquare(state.size, move.from, move.to);
  return geometry(state.size).adjacent[move.to]!.filter((a) => a !== over && state.cells[a] === theirs);
}

/**
 * Every legal move of the player to move, in a fixed order: by destination;
 * for each destination the duplicate first, then the jumps by origin. A
 * duplicate to a square gives the same position whichever piece makes it,
 * so it is listed once (from the lowest-numbered piece).
 */
export function legalMoves(state: InfectionState): InfectionMove[] {
  const { size, cells } = state;
  const mine = pieceOf(state.toMove);
  const g = geometry(size);
  const out: InfectionMove[] = [];
  const n = size * size;
  for (let to = 0; to < n; to++) {
    if (cells[to] !== EMPTY) continue;
    let dup = -1;
    for (const a of g.adjacent[to]!) if (cells[a] === mine && (dup < 0 || a < dup)) dup = a;
    const jumps: number[] = [];
    const line = g.lines[to]!;
    for (let i = 0; i < line.length; i += 2) if (cells[line[i]!] === mine && cells[line[i + 1]!] !== OBSTACLE) jumps.push(line[i]!);
    for (const k of g.knights[to]!) if (cells[k] === mine) jumps.push(k);
    if (dup >= 0) out.push({ from: dup, to });
    jumps.sort((a, b) => a - b);
    for (const from of jumps) out.push({ from, to });
  }
  return out;
}

/** The legal moves of the piece on `from` (duplicates included), for showing its destinations. */
export function movesFrom(state: InfectionState, from: number): { to: number; kind: MoveKind }[] {
  if (state.cells[from] !== pieceOf(state.toMove)) return [];
  const out: { to: number; kind: MoveKind }[] = [];
  for (let to = 0; to < state.cells.length; to++) {
    const kind = moveKind(state, from, to);
    if (kind) out.push({ to, kind });
  }
  return out;
}

/** Whether the player to move has any legal move (cheaper than listing them). */
export function hasMove(state: InfectionState, player: Player = state.toMove): boolean {
  const { size, cells } = state;
  const mine = pieceOf(player);
  const g = geometry(size);
  for (let to = 0; to < cells.length; to++) {
    if (cells[to] !== EMPTY) continue;
    for (const a of g.adjacent[to]!) if (cells[a] === mine) return true;
    const line = g.lines[to]!;
    for (let i = 0; i < line.length; i += 2) if (cells[line[i]!] === mine && cells[line[i + 1]!] !== OBSTACLE) return true;
    for (const k of g.knights[to]!) if (cells[k] === mine) return true;
  }
  return false;
}

export function count(state: InfectionState): { green: number; yellow: number; empty: number; obstacles: number } {
  let green = 0, yellow = 0, empty = 0, obstacles = 0;
  for (const c of state.cells) {
    if (c === GREEN) green++;
    else if (c === YELLOW) yellow++;
    else if (c === EMPTY) empty++;
    else obstacles++;
  }
  return { green, yellow, empty, obstacles };
}

export function isLegal(state: InfectionState, move: InfectionMove): boolean {
  return (
    state.cells[move.from] === pieceOf(state.toMove) &&
    moveKind(state, move.from, move.to) !== null &&
    !status(state).over
  );
}

/**
 * The position after a legal move: the piece lands (and leaves its square
 * unless it duplicated), and the neighbours of the landing square convert
 * (see {@link conversions}: not the piece a checker jump passed over).
 */
export function apply(state: InfectionState, move: InfectionMove): InfectionState {
  const converted = conversions(state, move);
  const cells = state.cells.slice();
  const mine = pieceOf(state.toMove);
  const duplicate = moveKind(state, move.from, move.to) === 'duplicate';
  if (!duplicate) cells[move.from] = EMPTY;
  cells[move.to] = mine;
  for (const a of converted) cells[a] = mine;
  const next: InfectionState = { size: state.size, cells, toMove: (1 - state.toMove) as Player };
  return duplicate ? next : { ...next, seen: [...(state.seen ?? []), positionKey(state)] };
}

/** The board and side to move as a short string: equal positions, equal keys. */
export const positionKey = (state: InfectionState): string => String.fromCharCode(...state.cells) + state.toMove;

/** What a legal Infection move does: see {@link outcome}. */
export type InfectionOutcome = {
  /** The kind of move, as {@link moveKind} names it. */
  readonly kind: MoveKind;
  readonly from: number;
  readonly to: number;
  /** The opponent's pieces that became the mover's (see {@link conversions}), ascending. */
  readonly converted: readonly number[];
  /** Who moved: 0 Green, 1 Yellow. */
  readonly player: Player;
  /** Pieces of each colour after the move. */
  readonly counts: { readonly green: number; readonly yellow: number };
};

/**
 * Why an Infection move is refused, checked in this order (the first that applies):
 * - `game-over`: the game is over;
 * - `off-board`: `from` or `to` is not a square of the board;
 * - `not-your-piece`: `square` (the move's `from`) holds no piece of `player`, the player to move;
 * - `cannot-move`: the piece on `square` has no legal move at all;
 * - `obstacle`: `square` (the move's `to`) is an obstacle;
 * - `occupied`: `square` (the move's `to`) holds a piece;
 * - `over-obstacle`: a straight jump would pass over the obstacle on `over`;
 * - `too-far`: `to` is out of reach of `from` (three or more squares away in some direction).
 */
export type InfectionRefusal =
  | { readonly code: 'game-over' }
  | { readonly code: 'off-board' }
  | { readonly code: 'not-your-piece'; readonly square: number; readonly player: Player }
  | { readonly code: 'cannot-move'; readonly square: number }
  | { readonly code: 'obstacle'; readonly square: number }
  | { readonly code: 'occupied'; readonly square: number }
  | { readonly code: 'over-obstacle'; readonly over: number }
  | { readonly code: 'too-far'; readonly from: number; readonly to: number };

/** What a legal move does, from the position before it (callers check legality first). */
export function outcome(state: InfectionState, move: InfectionMove): InfectionOutcome {
  const kind = moveKind(state, move.from, move.to)!;
  const converted = conversions(state, move).sort((a, b) => a - b);
  const player = state.toMove;
  const { green, yellow } = count(state);
  const gained = (kind === 'duplicate' ? 1 : 0) + converted.length;
  const counts = player === 0 ? { green: green + gained, yellow: yellow - converted.length } : { green: green - converted.length, yellow: yellow + gained };
  return { kind, from: move.from, to: move.to, converted, player, counts };
}

/** Why a move is not legal here (see {@link InfectionRefusal}), or `null` when it is. */
export function refusal(state: InfectionState, move: InfectionMove): InfectionRefusal | null {
  if (isLegal(state, move)) return null;
  if (status(state).over) return { code: 'game-over' };
  const { from, to } = move;
  const n = state.size * state.size;
  if (![from, to].every((i) => Number.isInteger(i) && i >= 0 && i < n)) return { code: 'off-board' };
  if (state.cells[from] !== pieceOf(state.toMove)) return { code: 'not-your-piece', square: from, player: state.toMove };
  if (!movesFrom(state, from).length) return { code: 'cannot-move', square: from };
  if (state.cells[to] === OBSTACLE) return { code: 'obstacle', square: to };
  if (state.cells[to] !== EMPTY) return { code: 'occupied', square: to };
  const over = jumpedSquare(state.size, from, to);
  if (over >= 0 && state.cells[over] === OBSTACLE) return { code: 'over-obstacle', over };
  // Every shape within two squares is a move (a duplicate, a jump or a knight's), so this one is farther.
  return { code: 'too-far', from, to };
}

/**
 * The game ends when no empty square is left (most pieces wins, equal is a
 * draw), when the player to move has no legal move (the player who just
 * moved wins, whatever the count; a player with no pieces has no moves), or
 * when a position (board and side to move) occurs for the third time, which
 * only jumps can bring about (`repetition`: the count decides, equal is a draw).
 */
export function status(state: InfectionState): GameStatus {
  const { green, yellow, empty } = count(state);
  const byCount = green === yellow ? [] : [green > yellow ? 0 : 1];
  if (empty === 0) return { over: true, winners: byCount, reason: 'board-full' };
  if (!hasMove(state)) return { over: true, winners: [1 - state.toMove], reason: 'no-moves' };
  if (state.seen && state.seen.length >= 4) {
    const key = positionKey(state);
    let times = 1;
    for (const k of state.seen) if (k === key) times++;
    if (times >= 3) return { over: true, winners: byCount, reason: 'repetition' };
  }
  return { over: false, toMove: state.toMove };
}

/** The standard start: Green's 2x2 top-left, Yellow's 2x2 bottom-right, obstacles on random empty squares. */
export function setup(options: InfectionOptions, rng: Rng): InfectionState {
  // Own properties only: a page's Object.prototype.position is no option.
  options = Object.assign(Object.create(null) as InfectionOptions, options);
  if (options.position) return options.position;
  const size = options.size ?? 6;
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) throw new RangeError(`size must be ${MIN_SIZE}..${MAX_SIZE}, got ${size}`);
  const cells = new Uint8Array(size * size);
  // Green's block in the top-left corner; Yellow's is its mirror image through the centre.
  for (const i of [0, 1, size, size + 1]) {
    cells[i] = GREEN;
    cells[cells.length - 1 - i] = YELLOW;
  }
  const free: number[] = [];
  for (let i = 0; i < cells.length; i++) if (cells[i] === EMPTY) free.push(i);
  const obstacles = Math.min(options.obstacles ?? 5, maxObstacles(size));
  if (!Number.isInteger(obstacles) || obstacles < 0) throw new RangeError(`obstacles must be a whole number >= 0, got ${obstacles}`);
  rng.shuffle(free);
  for (let i = 0; i < obstacles; i++) cells[free[i]!] = OBSTACLE;
  return { size, cells, toMove: 0 };
}

/** The most obstacles a board of this size takes: all squares but the two starting blocks. */
export const maxObstacles = (size: number): number => size * size - 8;

/** The letter of each cell value in a position's text: Green, Yellow, obstacle (an empty square is counted instead). */
const LETTERS = ' gyx';

/**
 * A position as text: the rows from top to bottom separated by `/`, each
 * cell `g` (Green), `y` (Yellow), `x` (obstacle) or a digit 1-9 counting
 * empty squares, then a space and the side to move, `g` or `y`. The start
 * of a 6x6 game without obstacles is `gg4/gg4/6/6/4yy/4yy g`.
 */
export function formatPosition(state: InfectionState): string {
  const { size, cells } = state;
  const rows: string[] = [];
  for (let r = 0; r < size; r++) {
    // Each run of empty squares (spaces here) becomes its length.
    const row = Array.from(cells.subarray(r * size, (r + 1) * size), (cell) => LETTERS[cell]).join('');
    rows.push(row.replace(/ +/g, (run) => String(run.length)));
  }
  return `${rows.join('/')} ${state.toMove === 0 ? 'g' : 'y'}`;
}

/** Reads {@link formatPosition}'s text; throws {@link DecodeError} saying what is wrong. */
export function parsePosition(text: string): InfectionState {
  if (typeof text !== 'string') throw new DecodeError('a position must be text');
  const trimmed = text.trim();
  if (trimmed.length > 200) throw new DecodeError('a position is at most 200 characters');
  const m = /^([^\s]+)\s+([gyGY])$/.exec(trimmed);
  if (!m) throw new DecodeError('a position is rows separated by "/", a space, and the side to move (g or y), like "gg4/gg4/6/6/4yy/4yy g"');
  const rows = m[1]!.split('/');
  const size = rows.length;
  if (size < MIN_SIZE || size > MAX_SIZE) throw new DecodeError(`a position has ${MIN_SIZE} to ${MAX_SIZE} rows, this one has ${size}`);
  const cells = new Uint8Array(size * size);
  rows.forEach((row, r) => {
    let c = 0;
    for (const ch of row) {
      const lower = ch.toLowerCase();
      if (lower >= '1' && lower <= '9') c += Number(lower);
      else {
        // A row has no spaces, so only g, y and x have a cell value here.
        const cell = LETTERS.indexOf(lower);
        if (cell < 0) throw new DecodeError(`row ${r + 1} has "${ch}": use g, y, x, or 1-9 for that many empty squares`);
        if (c < size) cells[r * size + c] = cell;
        c++;
      }
    }
    if (c !== size) throw new DecodeError(`row ${r + 1} has ${c} squares, a ${size}x${size} board needs ${size}`);
  });
  return { size, cells, toMove: m[2]!.toLowerCase() === 'g' ? 0 : 1 };
}

export const infection: GameDefinition<InfectionState, InfectionMove, InfectionOptions, InfectionOutcome, InfectionRefusal> = {
  id: 'infection',
  version: 1,
  players: () => 2,
  setup,
  // None once a repetition ended the game (the other endings leave none anyway).
  legalMoves: (state) => (state.seen && state.seen.length >= 4 && status(state).over ? [] : legalMoves(state)),
  isLegal,
  apply,
  outcome,
  refusal,
  status,
  // The position text with URL-safe separators: "/" becomes "-" and the space "_". The position
  // alone: a game restored from a save replays its moves, so the positions the repetition rule counts come back with them.
  encodeState: (state) => formatPosition(state).replaceAll('/', '-').replace(' ', '_'),
  decodeState: (text) => {
    if (typeof text !== 'string') throw new DecodeError('an infection state must be a string');
    if (!/^[gyxGYX1-9-]+_[gyGY]$/.test(text)) throw new DecodeError(`infection state must look like "gg4-gg4-6-6-4yy-4yy_g", got "${text.slice(0, 60)}"`);
    return parsePosition(text.replaceAll('-', '/').replace('_', ' '));
  },
  ...squarePairCodec('infection'),
};

/**
 * Counts move sequences of `depth` plies from a position (a duplicate to a
 * square counts once, whichever piece makes it). Finished positions have no
 * moves. For testing the move generator.
 */
export function perft(state: InfectionState, depth: number): number {
  if (depth === 0) return 1;
  // A finished game (board full, or the side to move is stuck) has no legal moves.
  const moves = legalMoves(state);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) total += perft(apply(state, m), depth - 1);
  return total;
}
