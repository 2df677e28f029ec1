import { squarePairCodec } from '../../engine/codec.js';
import { DecodeError, type GameDefinition, type GameStatus } from '../../engine/game.js';
import { bits, popcount } from '../../engine/gf2.js';
import { createRng, type Rng } from '../../engine/rng.js';

/**
 * Stained Glass (3grams): colour-mixing peg solitaire.
 *
 * A colour is three bits, numbered as in the 3grams game so its daily boards
 * can be rebuilt: blue 1, red 2, yellow 4. Two bits make purple (3), green
 * (5) or orange (6), all three white (7); none is black (0), an empty square.
 * Squares are numbered row by row: `index = row * cols + col`.
 */
export const BLACK = 0;
export const BLUE = 1;
export const RED = 2;
export const PURPLE = 3;
export const YELLOW = 4;
export const GREEN = 5;
export const ORANGE = 6;
export const WHITE = 7;
export type Colour = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const COLOUR_NAMES = ['black', 'blue', 'red', 'purple', 'yellow', 'green', 'orange', 'white'] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

/** Which colours a new board uses: `primaries` (red, yellow, blue), `mixed` (those and their pairs), `full` (white too). */
export type Palette = 'primaries' | 'mixed' | 'full';
export const PALETTES: readonly Palette[] = ['primaries', 'mixed', 'full'];
export const PALETTE_COLOURS: Record<Palette, readonly Colour[]> = {
  primaries: [BLUE, RED, YELLOW],
  mixed: [BLUE, RED, PURPLE, YELLOW, GREEN, ORANGE],
  full: [BLUE, RED, PURPLE, YELLOW, GREEN, ORANGE, WHITE],
};

export const MIN_SIDE = 3;
export const MAX_SIDE = 10;

export interface StainedGlassState {
  readonly rows: number;
  readonly cols: number;
  /** `rows * cols` colours, row by row. Never mutated: moves make a new array. */
  readonly cells: Uint8Array;
}

/** A hop from `from` over the adjacent square onto `to`, two squares away in one of 8 directions. */
export interface StainedGlassMove {
  readonly from: number;
  readonly to: number;
}

export interface StainedGlassOptions {
  rows?: number;
  cols?: number;
  palette?: Palette;
  /** A day number (UTC days since 1970-01-01, see {@link dayNumber}) for the daily board; the seed's RNG is then not used. */
  day?: number;
  /** Start from these colours instead (row by row). */
  cells?: readonly Colour[];
}

const single = (c: number): boolean => c === BLUE || c === RED || c === YELLOW;

/**
 * What the square jumped over becomes when `mover` hops over it, or `null`
 * if it cannot be jumped. Black neither moves nor is jumped. The jumped
 * colour must contain the mover's and loses it; the one exception: a single
 * colour may jump any other single colour, which then turns black.
 */
export function jumpResult(mover: number, over: number): Colour | null {
  if (mover === BLACK || over === BLACK) return null;
  if ((over & mover) === mover) return (over & ~mover) as Colour;
  if (single(mover) && single(over)) return BLACK;
  return null;
}

/**
 * What the landing square becomes, or `null` if the mover cannot land there:
 * it must be black, the mover's own colour, or share no colour with the
 * mover, and becomes the union of both.
 */
export function landResult(mover: number, target: number): Colour | null {
  if (mover === BLACK) return null;
  if (target === BLACK || target === mover || (target & mover) === 0) return (target | mover) as Colour;
  return null;
}

const DIRECTIONS = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc] as const)).filter(([dr, dc]) => dr || dc);

/** The square between two squares two apart in a line, or -1 when they are not. */
export function overSquare(state: StainedGlassState, from: number, to: number): number {
  const { rows, cols } = state;
  const n = rows * cols;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from >= n || to >= n) return -1;
  const dr = Math.floor(to / cols) - Math.floor(from / cols);
  const dc = (to % cols) - (from % cols);
  if (![-2, 0, 2].includes(dr) || ![-2, 0, 2].includes(dc) || (dr === 0 && dc === 0)) return -1;
  return (from + to) / 2;
}


/** The legal hops of the tile on `from`. */
export function movesFrom(state: StainedGlassState, from: number): StainedGlassMove[] {
  const { rows, cols, cells } = state;
  const m = cells[from];
  if (m === undefined || m === BLACK) return [];
  const r = Math.floor(from / cols);
  const c = from % cols;
  const out: StainedGlassMove[] = [];
  for (const [dr, dc] of DIRECTIONS) {
    const tr = r + 2 * dr;
    const tc = c + 2 * dc;
    if (tr < 0 || tr >= rows || tc < 0 || tc >= cols) continue;
    const to = tr * cols + tc;
    const over = (r + dr) * cols + (c + dc);
    if (jumpResult(m, cells[over]!) !== null && landResult(m, cells[to]!) !== null) out.push({ from, to });
  }
  return out;
}

/** Whether `from -> to` is a legal hop. */
export function isLegal(state: StainedGlassState, move: StainedGlassMove): boolean {
  return movesFrom(state, move.from).some((m) => m.to === move.to);
}

/** Every legal hop, by origin square, then direction. */
export function legalMoves(state: StainedGlassState): StainedGlassMove[] {
  const out: StainedGlassMove[] = [];
  for (let from = 0; from < state.cells.length; from++) out.push(...movesFrom(state, from));
  return out;
}

/** The board after a legal hop: the mover's square turns black, the jumped one loses the mover's colour, the landing one gains it. */
export function apply(state: StainedGlassState, move: StainedGlassMove): StainedGlassState {
  const cells = state.cells.slice();
  const over = overSquare(state, move.from, move.to);
  const m = cells[move.from]!;
  cells[over] = jumpResult(m, cells[over]!)!;
  cells[move.to] = landResult(m, cells[move.to]!)!;
  cells[move.from] = BLACK;
  return { rows: state.rows, cols: state.cols, cells };
}

/** A square's colour before and after a move. */
export type ColourChange = { readonly before: ColourName; readonly after: ColourName };

/** What a legal hop does: see {@link outcome}. */
export type StainedGlassOutcome = {
  readonly from: number;
  /** The square jumped over. */
  readonly over: number;
  readonly to: number;
  /** The three squares' colours before and after the hop (`black` is an empty square). */
  readonly colours: { readonly from: ColourChange; readonly over: ColourChange; readonly to: ColourChange };
  /**
   * Tiles (non-black squares) left after the hop: as many as before, or one or
   * two fewer (the mover's square empties, the jumped tile may turn black, a
   * landing on black makes a tile there).
   */
  readonly tilesLeft: number;
  /** Colour bars left after the hop (see {@link barsLeft}). */
  readonly barsLeft: number;
};

/**
 * Why a hop is refused, checked in this order (the first that applies);
 * `colour` is always the mover's colour:
 * - `game-over`: no tile can move;
 * - `off-board`: `from` or `to` is not a square of the board;
 * - `empty-square`: `square` (the move's `from`) is black: no tile to move;
 * - `cannot-move`: the tile on `square` has no legal hop at all;
 * - `not-a-hop`: `to` is not two squares from `from` in a straight or diagonal line;
 * - `no-tile-between`: the square jumped over, `over`, is black;
 * - `cannot-jump`: the tile on `over` (`overColour`) does not contain the mover's colour, and the two are not both primaries;
 * - `cannot-land`: the tile on `to` (`toColour`) shares some but not all of its colours with the mover.
 */
export type StainedGlassRefusal =
  | { readonly code: 'game-over' }
  | { readonly code: 'off-board' }
  | { readonly code: 'empty-square'; readonly square: number }
  | { readonly code: 'cannot-move'; readonly square: number; readonly colour: ColourName }
  | { readonly code: 'not-a-hop'; readonly from: number; readonly to: number; readonly colour: ColourName }
  | { readonly code: 'no-tile-between'; readonly from: number; readonly over: number; readonly to: number; readonly colour: ColourName }
  | {
      readonly code: 'cannot-jump';
      readonly from: number;
      readonly over: number;
      readonly to: number;
      readonly colour: ColourName;
      readonly overColour: ColourName;
    }
  | { readonly code: 'cannot-land'; readonly from: number; readonly to: number; readonly colour: ColourName; readonly toColour: ColourName };

/** What a legal hop does, from the board before it (callers check legality first). */
export function outcome(state: StainedGlassState, move: StainedGlassMove): StainedGlassOutcome {
  const { from, to } = move;
  const over = overSquare(state, from, to);
  const mover = state.cells[from]!;
  const change = (before: number, after: number): ColourChange => ({ before: COLOUR_NAMES[before]!, after: COLOUR_NAMES[after]! });
  const overAfter = jumpResult(mover, state.cells[over]!)!;
  const toAfter = landResult(mover, state.cells[to]!)!;
  return {
    from,
    over,
    to,
    colours: { from: change(mover, BLACK), over: change(state.cells[over]!, overAfter), to: change(state.cells[to]!, toAfter) },
    // The mover's square empties, the jumped tile may turn black, a black landing square gets a tile.
    tilesLeft: tilesLeft(state) - 1 - (overAfter === BLACK ? 1 : 0) + (state.cells[to] === BLACK ? 1 : 0),
    barsLeft: barsLeft(state) - popcount(state.cells[over]!) + popcount(overAfter) - popcount(state.cells[to]!) + popcount(toAfter) - popcount(mover),
  };
}

/** Why a hop is not legal here (see {@link StainedGlassRefusal}), or `null` when it is. */
export function refusal(state: StainedGlassState, move: StainedGlassMove): StainedGlassRefusal | null {
  if (isLegal(state, move)) return null;
  if (status(state).over) return { code: 'game-over' };
  const { from, to } = move;
  const n = state.cells.length;
  if (![from, to].every((i) => Number.isInteger(i) && i >= 0 && i < n)) return { code: 'off-board' };
  const mover = state.cells[from]!;
  if (mover === BLACK) return { code: 'empty-square', square: from };
  const colour = COLOUR_NAMES[mover]!;
  if (!movesFrom(state, from).length) return { code: 'cannot-move', square: from, colour };
  const over = overSquare(state, from, to);
  if (over < 0) return { code: 'not-a-hop', from, to, colour };
  const overCell = state.cells[over]!;
  if (overCell === BLACK) return { code: 'no-tile-between', from, over, to, colour };
  if (jumpResult(mover, overCell) === null) return { code: 'cannot-jump', from, over, to, colour, overColour: COLOUR_NAMES[overCell]! };
  return { code: 'cannot-land', from, to, colour, toColour: COLOUR_NAMES[state.cells[to]!]! };
}

/** Colour bits left on the board (the 3grams "bars"). */
export function barsLeft(state: StainedGlassState): number {
  let total = 0;
  for (const c of state.cells) total += popcount(c);
  return total;
}

/** Tiles (non-black squares) left. */
export function tilesLeft(state: StainedGlassState): number {
  let total = 0;
  for (const c of state.cells) if (c !== BLACK) total++;
  return total;
}

/** The 3grams score: moves made (undos count as moves) times bars left; lower is better. */
export const score = (moves: number, bars: number): number => moves * bars;

/** Over when no tile can move: won with one tile left (the classic game), otherwise stuck. */
export function status(state: StainedGlassState): GameStatus {
  for (let from = 0; from < state.cells.length; from++) if (movesFrom(state, from).length) return { over: false, toMove: 0 };
  return tilesLeft(state) === 1 ? { over: true, winners: [0], reason: 'one-tile' } : { over: true, winners: [], reason: 'stuck' };
}

/** UTC day number of a time, as the 3grams game counts it: floor(epoch milliseconds / 86,400,000). */
export const dayNumber = (epochMs: number): number => Math.floor(epochMs / 86_400_000);

/**
 * The 3grams daily board for a day number: the colour codes 1..6 repeated in
 * order over 36 squares, Fisher-Yates-shuffled from the end with that game's
 * LCG (s = (s * 9301 + 49297) mod 233280, rand(n) = floor(s / 233280 * n),
 * seeded with the day number and stepped before each use).
 */
export function dailyCells(day: number): Colour[] {
  const items = Array.from({ length: 36 }, (_, i) => ((i % 6) + 1) as Colour);
  // Start from the day's residue: JavaScript's % keeps the sign, so a day before 1970 would step to a
  // negative s and index outside the board. Later days step to the same s as before (s * 9301 mod 233280
  // depends only on s mod 233280), so their boards do not change.
  let s = ((day % 233280) + 233280) % 233280;
  const rand = (n: number): number => {
    s = (s * 9301 + 49297) % 233280;
    return Math.floor((s / 233280) * n);
  };
  for (let i = 36; i >= 1; i--) {
    const j = rand(i);
    const t = items[i - 1]!;
    items[i - 1] = items[j]!;
    items[j] = t;
  }
  return items;
}

/**
 * A new board. The default 6x6 `mixed` daily board is exactly the 3grams
 * one; any other board has equal numbers of each palette colour (as near as
 * the size allows), shuffled by `rng` (for a daily board of another shape, by
 * an RNG seeded with the day and the shape, so `rng` is not used).
 */
export function setup(options: StainedGlassOptions, rng: Rng): StainedGlassState {
  // Own properties only: a page's Object.prototype.cells is no option.
  options = Object.assign(Object.create(null) as StainedGlassOptions, options);
  const rows = options.rows ?? 6;
  const cols = options.cols ?? 6;
  for (const [name, v] of [['rows', rows], ['cols', cols]] as const) {
    if (!Number.isInteger(v) || v < MIN_SIDE || v > MAX_SIDE) throw new RangeError(`${name} must be ${MIN_SIDE}..${MAX_SIDE}, got ${v}`);
  }
  if (options.cells) {
    if (options.cells.length !== rows * cols) throw new RangeError(`cells must have ${rows * cols} colours`);
    return { rows, cols, cells: Uint8Array.from(options.cells) };
  }
  const palette = options.palette ?? 'mixed';
  if (options.day !== undefined) {
    if (!Number.isSafeInteger(options.day)) throw new RangeError(`day must be a whole number, got ${options.day}`);
    if (rows === 6 && cols === 6 && palette === 'mixed') return { rows, cols, cells: Uint8Array.from(dailyCells(options.day)) };
    // Other shapes: the board of the day comes from the day and the shape alone, so every visitor gets it too.
    rng = createRng(`stained-glass-daily:${options.day}:${rows}x${cols}:${palette}`);
  }
  const colours = PALETTE_COLOURS[palette];
  const n = rows * cols;
  // Equal shares; the squares left over get distinct colours, chosen by the RNG.
  const extra = rng.shuffle([...colours]).slice(0, n % colours.length);
  const items: Colour[] = [];
  for (let i = 0; i < n - extra.length; i++) items.push(colours[i % colours.length]!);
  items.push(...extra);
  return { rows, cols, cells: Uint8Array.from(rng.shuffle(items)) };
}

/**
 * Text form of a board: the rows from the top separated by `/`, each square
 * a digit 0-7 (the colour code: 0 black, 1 blue, 2 red, 3 purple, 4 yellow,
 * 5 green, 6 orange, 7 white). The daily board of 2014-03-27 starts `125526/...`.
 */
export function formatBoard(state: StainedGlassState): string {
  const rows: string[] = [];
  for (let r = 0; r < state.rows; r++) rows.push(Array.from(state.cells.subarray(r * state.cols, (r + 1) * state.cols)).join(''));
  return rows.join('/');
}

/** Reads {@link formatBoard}'s text; throws {@link DecodeError} saying what is wrong. */
export function parseBoard(text: string): StainedGlassState {
  if (typeof text !== 'string') throw new DecodeError('a board must be text');
  const trimmed = text.trim();
  if (trimmed.length > 120) throw new DecodeError('a board is at most 120 characters');
  const rows = trimmed.split('/');
  if (rows.length < MIN_SIDE || rows.length > MAX_SIDE) throw new DecodeError(`a board has ${MIN_SIDE} to ${MAX_SIDE} rows, this one has ${rows.length}`);
  const cols = rows[0]!.length;
  if (cols < MIN_SIDE || cols > MAX_SIDE) throw new DecodeError(`a board has ${MIN_SIDE} to ${MAX_SIDE} columns, row 1 has ${cols}`);
  rows.forEach((row, r) => {
    if (!/^[0-7]*$/.test(row)) throw new DecodeError(`row ${r + 1} has "${row.replace(/[0-7]/g, '')[0]}": squares are colour codes 0-7`);
    if (row.length !== cols) throw new DecodeError(`row ${r + 1} has ${row.length} squares, row 1 has ${cols}`);
  });
  return { rows: rows.length, cols, cells: Uint8Array.from(rows.join(''), (ch) => Number(ch)) };
}

/** The bits (colours) of a tile, by name, e.g. purple -> ['blue', 'red']. */
export const primariesOf = (colour: number): ColourName[] => bits(colour).map((b) => COLOUR_NAMES[1 << b]!);

export const stainedGlass: GameDefinition<StainedGlassState, StainedGlassMove, StainedGlassOptions, StainedGlassOutcome, StainedGlassRefusal> = {
  id: 'stained-glass',
  version: 1,
  players: () => 1,
  setup,
  legalMoves,
  isLegal,
  apply,
  outcome,
  refusal,
  status,
  // The board text with "-" between rows (URL-safe).
  encodeState: (state) => formatBoard(state).replaceAll('/', '-'),
  decodeState: (text) => {
    if (typeof text !== 'string') throw new DecodeError('a stained-glass state must be a string');
    if (!/^[0-7-]+$/.test(text)) throw new DecodeError(`stained-glass state must be rows of colour codes 0-7 separated by "-", got "${text.slice(0, 40)}"`);
    return parseBoard(text.replaceAll('-', '/'));
  },
  ...squarePairCodec('stained-glass'),
};
