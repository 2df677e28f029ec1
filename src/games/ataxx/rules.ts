import { DecodeError, type GameDefinition, type GameStatus } from '../../engine/game.js';
import type { Rng } from '../../engine/rng.js';
import { EMPTY, GREEN, OBSTACLE, YELLOW, pieceOf, type Player } from '../infection/rules.js';
import { HI_FULL, SIDE, SQUARES, anyMove, perftBits } from './bitboard.js';

/**
 * Standard Ataxx on a 7x7 board, as the Ataxx engines and their tournament
 * managers play it (FEN, move notation, passes, the fifty-move rule and
 * threefold repetition).
 *
 * Cells are numbered row by row from the top-left (rank 7 first, as FEN lists
 * them), `index = row * 7 + col`, with Infection's cell values: `x` (moves
 * first, player 0) is GREEN, `o` (player 1) is YELLOW, a gap `-` is OBSTACLE.
 */
export { EMPTY, GREEN, OBSTACLE, YELLOW };
export type { Player };

export const SIZE = SIDE;
export const START_FEN = 'x5o/7/7/7/7/7/o5x x 0 1';
/** Half-moves in a row without a clone that end the game (the fifty-move rule). */
export const FIFTY_MOVES = 100;

export interface AtaxxState {
  /** Always 7. */
  readonly size: number;
  /** 49 cells, row by row from the top (rank 7). Never mutated. */
  readonly cells: Uint8Array;
  readonly toMove: Player;
  /** Half-moves since the last clone (jumps and passes count), as FEN's fifth field. */
  readonly halfmoves: number;
  /** The move number, starting at 1, counting up after each move of `o`. */
  readonly fullmoves: number;
  /**
   * The positions (board and side to move, as {@link positionKey}) since the
   * last clone, before this one: a clone adds a piece for good, so no earlier
   * position can come back. For threefold repetition.
   */
  readonly seen: readonly string[];
}

/**
 * A clone (the piece stays, a new one appears next to it) has `from === to`,
 * since whichever piece makes it gives the same position; a jump (distance
 * 2: the piece moves) has two squares; a pass has `from === to === -1`.
 */
export interface AtaxxMove {
  readonly from: number;
  readonly to: number;
}

export const PASS: AtaxxMove = Object.freeze({ from: -1, to: -1 });
export const isPass = (move: AtaxxMove): boolean => move.from === -1 && move.to === -1;

export interface AtaxxOptions {
  /** A position to start from ({@link parseFen}); the standard start without one. */
  position?: AtaxxState;
}

const distance = (a: number, b: number): number =>
  Math.max(Math.abs(Math.floor(a / SIZE) - Math.floor(b / SIZE)), Math.abs((a % SIZE) - (b % SIZE)));

/** A square's standard name: file a-g from the left, rank 1-7 from the bottom. */
export const squareName = (index: number): string => String.fromCharCode(97 + (index % SIZE)) + String(SIZE - Math.floor(index / SIZE));

/** Reads a square name (`a1` to `g7`), or -1. */
export function parseSquare(text: string): number {
  const m = /^([a-g])([1-7])$/.exec(text);
  return m ? (SIZE - Number(m[2])) * SIZE + (m[1]!.charCodeAt(0) - 97) : -1;
}

/** Standard notation: a clone is its destination (`f3`), a jump both squares (`a1c3`), a pass `0000`. */
export function formatMove(move: AtaxxMove): string {
  if (isPass(move)) return '0000';
  return move.from === move.to ? squareName(move.to) : squareName(move.from) + squareName(move.to);
}

/** Reads {@link formatMove}'s notation; throws {@link DecodeError}. Says nothing about legality. */
export function parseMove(text: string): AtaxxMove {
  if (typeof text !== 'string') throw new DecodeError('an ataxx move must be a string');
  if (text === '0000') return PASS;
  const m = /^([a-g][1-7])?([a-g][1-7])$/.exec(text);
  if (!m) throw new DecodeError(`an ataxx move is a square (a clone, "f3"), two squares (a jump, "a1c3") or "0000" (a pass), got "${text.slice(0, 20)}"`);
  const to = parseSquare(m[2]!);
  const from = m[1] ? parseSquare(m[1]) : to;
  if (m[1] && from === to) throw new DecodeError(`"${text}" is no move: a clone is written as its square alone ("${m[2]}")`);
  if (from !== to && distance(from, to) !== 2) throw new DecodeError(`"${text}" is no jump: a jump goes exactly two squares`);
  return { from, to };
}

/** Bitboards of a state: the side to move's pieces, the other side's, the gaps. */
export function bitsOf(state: AtaxxState): [number, number, number, number, number, number] {
  const mine = pieceOf(state.toMove);
  const b = [0, 0, 0, 0, 0, 0] as [number, number, number, number, number, number];
  for (let i = 0; i < SQUARES; i++) {
    const c = state.cells[i];
    const k = c === mine ? 0 : c === OBSTACLE ? 4 : c === EMPTY ? -1 : 2;
    if (k >= 0) b[k + (i >> 5)]! |= 1 << (i & 31);
  }
  return b;
}

/** The empty squares as two halves. */
function emptyBits(b: readonly number[]): [number, number] {
  return [~(b[0]! | b[2]! | b[4]!), ~(b[1]! | b[3]! | b[5]!) & HI_FULL];
}

/** The board and side to move as text (FEN's first two fields): equal positions, equal keys. */
export function positionKey(state: AtaxxState): string {
  return formatFen(state).split(' ', 2).join(' ');
}

/** Whether `move` can be played here (ignoring whether the game is over). */
function fits(state: AtaxxState, move: AtaxxMove): boolean {
  const { cells } = state;
  if (isPass(move)) return mustPass(state);
  const { from, to } = move;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from >= SQUARES || to >= SQUARES) return false;
  if (cells[to] !== EMPTY) return false;
  const mine = pieceOf(state.toMove);
  if (from === to) {
    for (let i = 0; i < SQUARES; i++) if (cells[i] === mine && distance(i, to) === 1) return true;
    return false;
  }
  return cells[from] === mine && distance(from, to) === 2;
}

/** Whether the side to move has no move while the other has one: it must pass. */
export function mustPass(state: AtaxxState): boolean {
  const b = bitsOf(state);
  const [eLo, eHi] = emptyBits(b);
  return (b[0]! | b[1]!) !== 0 && (b[2]! | b[3]!) !== 0 && !anyMove(b[0]!, b[1]!, eLo, eHi) && anyMove(b[2]!, b[3]!, eLo, eHi);
}

/**
 * Every legal move, clones first (by destination), then jumps (by origin,
 * then destination); `[PASS]` when the side to move must pass; none when the
 * game is over.
 */
export function legalMoves(state: AtaxxState): AtaxxMove[] {
  if (status(state).over) return [];
  return movesIgnoringEnd(state);
}

function movesIgnoringEnd(state: AtaxxState): AtaxxMove[] {
  const { cells } = state;
  const mine = pieceOf(state.toMove);
  const clones: AtaxxMove[] = [];
  const jumps: AtaxxMove[] = [];
  for (let to = 0; to < SQUARES; to++) {
    if (cells[to] !== EMPTY) continue;
    for (let i = 0; i < SQUARES; i++) {
      if (cells[i] === mine && distance(i, to) === 1) {
        clones.push({ from: to, to });
        break;
      }
    }
  }
  for (let from = 0; from < SQUARES; from++) {
    if (cells[from] !== mine) continue;
    for (let to = 0; to < SQUARES; to++) if (cells[to] === EMPTY && distance(from, to) === 2) jumps.push({ from, to });
  }
  const moves = clones.concat(jumps);
  return moves.length ? moves : mustPass(state) ? [PASS] : [];
}

export function isLegal(state: AtaxxState, move: AtaxxMove): boolean {
  return fits(state, move) && !status(state).over;
}

/** The other side's pieces that a move to `to` converts: every one next to it. */
export function conversions(state: AtaxxState, move: AtaxxMove): number[] {
  if (isPass(move)) return [];
  const theirs = pieceOf((1 - state.toMove) as Player);
  const out: number[] = [];
  for (let i = 0; i < SQUARES; i++) if (state.cells[i] === theirs && distance(i, move.to) === 1) out.push(i);
  return out;
}

/** The position after a legal move. */
export function apply(state: AtaxxState, move: AtaxxMove): AtaxxState {
  const cells = state.cells.slice();
  const mine = pieceOf(state.toMove);
  const clone = !isPass(move) && move.from === move.to;
  if (!isPass(move)) {
    for (const a of conversions(state, move)) cells[a] = mine;
    if (!clone) cells[move.from] = EMPTY;
    cells[move.to] = mine;
  }
  const seen = clone ? [] : [...state.seen, positionKey(state)];
  return {
    size: SIZE,
    cells,
    toMove: (1 - state.toMove) as Player,
    halfmoves: clone ? 0 : state.halfmoves + 1,
    fullmoves: state.fullmoves + state.toMove,
    seen,
  };
}

export function count(state: AtaxxState): { green: number; yellow: number; empty: number; obstacles: number } {
  let green = 0, yellow = 0, empty = 0, obstacles = 0;
  for (const c of state.cells) {
    if (c === GREEN) green++;
    else if (c === YELLOW) yellow++;
    else if (c === EMPTY) empty++;
    else obstacles++;
  }
  return { green, yellow, empty, obstacles };
}

const byCount = (green: number, yellow: number): number[] => (green === yellow ? [] : [green > yellow ? 0 : 1]);

/**
 * The game ends, checked in this order:
 * - `no-pieces`: a side has no pieces (the other wins; neither has any: a draw);
 * - `board-full`, or `blocked` when neither side can move (empty squares
 *   walled in by gaps): more pieces wins, equal is a draw;
 * - `fifty-moves`: 100 half-moves in a row without a clone (a draw);
 * - `repetition`: the board and side to move occur for the third time (a draw).
 *
 * A side that cannot move while the other can passes: the game goes on.
 */
export function status(state: AtaxxState): GameStatus {
  const { green, yellow, empty } = count(state);
  if (!green || !yellow) return { over: true, winners: byCount(green, yellow), reason: 'no-pieces' };
  if (!empty) return { over: true, winners: byCount(green, yellow), reason: 'board-full' };
  const b = bitsOf(state);
  const [eLo, eHi] = emptyBits(b);
  if (!anyMove(b[0]!, b[1]!, eLo, eHi) && !anyMove(b[2]!, b[3]!, eLo, eHi)) return { over: true, winners: byCount(green, yellow), reason: 'blocked' };
  if (state.halfmoves >= FIFTY_MOVES) return { over: true, winners: [], reason: 'fifty-moves' };
  if (state.seen.length >= 4) {
    const key = positionKey(state);
    let times = 1;
    for (const k of state.seen) if (k === key) times++;
    if (times >= 3) return { over: true, winners: [], reason: 'repetition' };
  }
  return { over: false, toMove: state.toMove };
}

/**
 * Move sequences of `depth` plies (see {@link perftBits}), as libataxx-family
 * perft counts them: the fifty-move rule ends a line (from the half-move
 * clock on), repetitions do not.
 */
export function perft(state: AtaxxState, depth: number): number {
  const b = bitsOf(state);
  return perftBits(b[0], b[1], b[2], b[3], b[4], b[5], depth, state.halfmoves);
}

/** Ataxx FEN: ranks 7 to 1 separated by `/` (`x`, `o`, `-` a gap, digits for empty squares), side to move (`x` or `o`), half-move clock, move number. */
export function formatFen(state: AtaxxState): string {
  const rows: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    const row = Array.from(state.cells.subarray(r * SIZE, (r + 1) * SIZE), (c) => ' xo-'[c]).join('');
    rows.push(row.replace(/ +/g, (run) => String(run.length)));
  }
  return `${rows.join('/')} ${state.toMove === 0 ? 'x' : 'o'} ${state.halfmoves} ${state.fullmoves}`;
}

/** Reads Ataxx FEN (the side to move and the clocks may be left out: x, 0 and 1, as libataxx reads them); throws {@link DecodeError} saying what is wrong. */
export function parseFen(text: string): AtaxxState {
  if (typeof text !== 'string') throw new DecodeError('an Ataxx FEN must be text');
  const trimmed = text.trim();
  if (trimmed.length > 120) throw new DecodeError('an Ataxx FEN is at most 120 characters');
  const m = /^(\S+)(?:\s+([xoXObBwW])(?:\s+(\d{1,4})(?:\s+(\d{1,5}))?)?)?$/.exec(trimmed);
  if (!m) throw new DecodeError(`an Ataxx FEN is 7 ranks separated by "/", the side to move (x or o) and two counters, like "${START_FEN}"`);
  const rows = m[1]!.split('/');
  if (rows.length !== SIZE) throw new DecodeError(`an Ataxx FEN has ${SIZE} ranks, this one has ${rows.length}`);
  const cells = new Uint8Array(SQUARES);
  rows.forEach((row, r) => {
    let c = 0;
    for (const ch of row.toLowerCase()) {
      if (ch >= '1' && ch <= '7') c += Number(ch);
      else {
        const cell = 'xbow-'.indexOf(ch);
        if (cell < 0) throw new DecodeError(`rank ${SIZE - r} has "${ch}": use x, o, - (a gap) or 1-7 for that many empty squares`);
        if (c < SIZE) cells[r * SIZE + c] = [GREEN, GREEN, YELLOW, YELLOW, OBSTACLE][cell]!;
        c++;
      }
    }
    if (c !== SIZE) throw new DecodeError(`rank ${SIZE - r} has ${c} squares, it needs ${SIZE}`);
  });
  const side = (m[2] ?? 'x').toLowerCase();
  const fullmoves = Math.max(1, Number(m[4] ?? 1));
  return { size: SIZE, cells, toMove: side === 'x' || side === 'b' ? 0 : 1, halfmoves: Number(m[3] ?? 0), fullmoves, seen: [] };
}

/** The standard start, or `options.position`. */
export function setup(options: AtaxxOptions, _rng?: Rng): AtaxxState {
  options = Object.assign(Object.create(null) as AtaxxOptions, options);
  return options.position ?? parseFen(START_FEN);
}

/** What a legal Ataxx move does. */
export type AtaxxOutcome = {
  readonly kind: 'clone' | 'jump' | 'pass';
  readonly from: number;
  readonly to: number;
  readonly notation: string;
  readonly converted: readonly number[];
  readonly player: Player;
  readonly counts: { readonly green: number; readonly yellow: number };
};

export type AtaxxRefusal =
  | { readonly code: 'game-over' }
  | { readonly code: 'off-board' }
  | { readonly code: 'must-pass' }
  | { readonly code: 'cannot-pass' }
  | { readonly code: 'not-your-piece'; readonly square: number; readonly player: Player }
  | { readonly code: 'occupied'; readonly square: number }
  | { readonly code: 'gap'; readonly square: number }
  | { readonly code: 'too-far'; readonly from: number; readonly to: number };

export function outcome(state: AtaxxState, move: AtaxxMove): AtaxxOutcome {
  const converted = conversions(state, move);
  const player = state.toMove;
  const kind = isPass(move) ? 'pass' : move.from === move.to ? 'clone' : 'jump';
  const { green, yellow } = count(state);
  const gained = (kind === 'clone' ? 1 : 0) + converted.length;
  const counts = player === 0 ? { green: green + gained, yellow: yellow - converted.length } : { green: green - converted.length, yellow: yellow + gained };
  return { kind, from: move.from, to: move.to, notation: formatMove(move), converted, player, counts };
}

export function refusal(state: AtaxxState, move: AtaxxMove): AtaxxRefusal | null {
  if (isLegal(state, move)) return null;
  if (status(state).over) return { code: 'game-over' };
  if (isPass(move)) return { code: 'cannot-pass' };
  const { from, to } = move;
  if (![from, to].every((i) => Number.isInteger(i) && i >= 0 && i < SQUARES)) return { code: 'off-board' };
  if (mustPass(state)) return { code: 'must-pass' };
  if (from !== to && state.cells[from] !== pieceOf(state.toMove)) return { code: 'not-your-piece', square: from, player: state.toMove };
  if (state.cells[to] === OBSTACLE) return { code: 'gap', square: to };
  if (state.cells[to] !== EMPTY) return { code: 'occupied', square: to };
  return { code: 'too-far', from, to };
}

export const ataxx: GameDefinition<AtaxxState, AtaxxMove, AtaxxOptions, AtaxxOutcome, AtaxxRefusal> = {
  id: 'ataxx',
  version: 1,
  players: () => 2,
  setup,
  legalMoves,
  isLegal,
  apply,
  outcome,
  refusal,
  status,
  // FEN in URL-safe characters: "/" becomes "S" (never in a FEN) and each space "_".
  // The position alone (FEN, URL-safe: "/" becomes "S", each space "_"): a game restored from a save
  // replays its moves, so the positions the repetition rule counts come back with them.
  encodeState: (state) => formatFen(state).replaceAll('/', 'S').replaceAll(' ', '_'),
  decodeState: (text) => {
    if (typeof text !== 'string') throw new DecodeError('an ataxx state must be a string');
    if (!/^[xo1-7S-]+_[xo]_\d{1,4}_\d{1,5}$/.test(text)) {
      throw new DecodeError(`an ataxx state looks like "x5oS7S7S7S7S7So5x_x_0_1", got "${text.slice(0, 60)}"`);
    }
    return parseFen(text.replaceAll('S', '/').replaceAll('_', ' '));
  },
  encodeMove: formatMove,
  decodeMove: parseMove,
};
