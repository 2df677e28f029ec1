import { DecodeError, type GameDefinition, type GameStatus } from '../../engine/game.js';
import { bits, invert, multiply, popcount } from '../../engine/gf2.js';
import type { Rng } from '../../engine/rng.js';
import { clickMask, VARIANTS, type Variant } from './clicks.js';

export { clickMask, VARIANTS, type Variant };

/**
 * Checkbox Squares (after Alexander Bogomolny's "Checkbox Squares"): two 3x3
 * squares of check boxes. The left one is the target; a click there toggles
 * just that box. A click on the right one toggles a set of boxes given by the
 * variant. The game is won when both squares show the same pattern.
 *
 * Boxes are numbered 0..8 row by row; a pattern is a 9-bit mask, bit i set
 * when box i is checked.
 */

/** Which square a move clicks: the target on the left, the puzzle on the right. */
export type Square = 'target' | 'board';

export interface CheckboxSquaresState {
  readonly variant: Variant;
  /** The left square's pattern. */
  readonly target: number;
  /** The right square's pattern. */
  readonly board: number;
  /** Whether the left square may be changed. */
  readonly lockTarget: boolean;
}

export interface CheckboxSquaresMove {
  readonly square: Square;
  /** Box index 0..8, row by row. */
  readonly box: number;
}

/** A pattern option: a fixed mask or `random` (seeded). */
export type PatternOption = number | 'random';

export interface CheckboxSquaresOptions {
  variant?: Variant;
  target?: PatternOption;
  start?: PatternOption;
  lockTarget?: boolean;
}

export const FULL = 0b111_111_111;

/** The 9 click masks of a variant: the columns of its click matrix over GF(2). */
export function clickMatrix(variant: Variant): readonly number[] {
  return MATRICES[variant - 1] as readonly number[];
}

const MATRICES = VARIANTS.map((v) => Array.from({ length: 9 }, (_, box) => clickMask(v, box)));
const INVERSES = MATRICES.map((m) => {
  const inv = invert(m);
  if (!inv) throw new Error('checkbox-squares: a click matrix is singular');
  return inv;
});

/**
 * The unique set of right-square clicks (a 9-bit mask) that turns `board`
 * into `target` for the variant, found by Gaussian elimination over GF(2):
 * every variant's click matrix is invertible, so every pair of patterns has
 * exactly one solution set, and clicking a box twice undoes it.
 */
export function solve(variant: Variant, board: number, target: number): number {
  return multiply(INVERSES[variant - 1] as number[], (board ^ target) & FULL);
}

/** The fewest right-square clicks that still separate the two squares. */
export function clicksNeeded(state: CheckboxSquaresState): number {
  return popcount(solve(state.variant, state.board, state.target));
}

/** The box (0..8) of the right square to click next, or `null` when solved. Lowest index first. */
export function hint(state: CheckboxSquaresState): number | null {
  const solution = solve(state.variant, state.board, state.target);
  return solution ? (bits(solution)[0] as number) : null;
}

function randomPattern(rng: Rng, avoid?: number): number {
  let p = rng.int(512);
  while (p === avoid) p = rng.int(512);
  return p;
}

export function isVariant(v: unknown): v is Variant {
  return v === 1 || v === 2 || v === 3;
}

/** A variant from a number or text such as `"2"` or `" 3 "`; `undefined` for anything else. */
export function toVariant(value: unknown): Variant | undefined {
  const n = typeof value === 'string' && /^\s*[123]\s*$/.test(value) ? Number(value) : value;
  return isVariant(n) ? n : undefined;
}

/** Parses nine 0/1 characters, row by row, into a pattern; `null` if malformed. */
export function parsePattern(text: string): number | null {
  if (!/^[01]{9}$/.test(text)) return null;
  let mask = 0;
  for (let i = 0; i < 9; i++) if (text[i] === '1') mask |= 1 << i;
  return mask;
}

/** Nine 0/1 characters, row by row. */
export function formatPattern(mask: number): string {
  let out = '';
  for (let i = 0; i < 9; i++) out += (mask >>> i) & 1 ? '1' : '0';
  return out;
}

/** What a legal click does: see {@link outcome}. */
export type CheckboxSquaresOutcome = {
  /** The square clicked. */
  readonly square: Square;
  /** The box clicked, 0..8 row by row. */
  readonly box: number;
  /** Every box the click toggled, ascending: just `box` on the target, its {@link clickMask} on the board. */
  readonly toggled: readonly number[];
  /** Those of `toggled` that are checked after the click (the rest are unchecked), ascending. */
  readonly checked: readonly number[];
  /** Both patterns after the click, as {@link formatPattern} writes them. */
  readonly target: string;
  readonly board: string;
  /** The fewest right-square clicks that solve the puzzle after the click (0 when it solved it). */
  readonly clicksNeeded: number;
};

/**
 * Why a click is refused, checked in this order (the first that applies):
 * - `game-over`: the squares already match;
 * - `off-board`: the move's square is neither `target` nor `board`, or its box is not 0..8;
 * - `target-locked`: a click on the target, which is locked.
 */
export type CheckboxSquaresRefusal = { readonly code: 'game-over' } | { readonly code: 'off-board' } | { readonly code: 'target-locked' };

/** What a legal click does, from the state before it (callers check legality first). */
export function outcome(state: CheckboxSquaresState, move: CheckboxSquaresMove): CheckboxSquaresOutcome {
  const toggled = move.square === 'target' ? 1 << move.box : clickMask(state.variant, move.box);
  const after = checkboxSquares.apply(state, move);
  const pattern = move.square === 'target' ? after.target : after.board;
  return {
    square: move.square,
    box: move.box,
    toggled: bits(toggled),
    checked: bits(toggled & pattern),
    target: formatPattern(after.target),
    board: formatPattern(after.board),
    clicksNeeded: clicksNeeded(after),
  };
}

/** Why a click is not legal here (see {@link CheckboxSquaresRefusal}), or `null` when it is. */
export function refusal(state: CheckboxSquaresState, move: CheckboxSquaresMove): CheckboxSquaresRefusal | null {
  if (checkboxSquares.isLegal(state, move)) return null;
  if (state.board === state.target) return { code: 'game-over' };
  if (!Number.isInteger(move.box) || move.box < 0 || move.box > 8 || (move.square !== 'target' && move.square !== 'board')) return { code: 'off-board' };
  return { code: 'target-locked' };
}

export const checkboxSquares: GameDefinition<CheckboxSquaresState, CheckboxSquaresMove, CheckboxSquaresOptions, CheckboxSquaresOutcome, CheckboxSquaresRefusal> = {
  id: 'checkbox-squares',
  version: 1,
  players: () => 1,

  setup(options, rng) {
    const variant = options.variant ?? 1;
    if (!isVariant(variant)) throw new RangeError(`variant must be 1, 2 or 3, got ${String(variant)}`);
    const lockTarget = options.lockTarget ?? false;
    const fixed = (p: PatternOption | undefined): number | undefined =>
      typeof p === 'number' ? p & FULL : undefined;
    let target = fixed(options.target);
    let board = fixed(options.start);
    // Random patterns are drawn so that a new game never starts solved.
    if (target === undefined) target = randomPattern(rng, board);
    if (board === undefined) board = randomPattern(rng, target);
    return { variant, target, board, lockTarget };
  },

  legalMoves(state) {
    if (state.board === state.target) return [];
    const moves: CheckboxSquaresMove[] = [];
    if (!state.lockTarget) for (let box = 0; box < 9; box++) moves.push({ square: 'target', box });
    for (let box = 0; box < 9; box++) moves.push({ square: 'board', box });
    return moves;
  },

  isLegal(state, move) {
    return (
      state.board !== state.target &&
      Number.isInteger(move.box) && move.box >= 0 && move.box < 9 &&
      (move.square === 'board' || (move.square === 'target' && !state.lockTarget))
    );
  },

  apply(state, move) {
    return move.square === 'target'
      ? { ...state, target: state.target ^ (1 << move.box) }
      : { ...state, board: state.board ^ clickMask(state.variant, move.box) };
  },

  outcome,
  refusal,

  status(state): GameStatus {
    return state.board === state.target
      ? { over: true, winners: [0], reason: 'solved' }
      : { over: false, toMove: 0 };
  },

  // State: variant digit, lock flag (L locked, U unlocked), then target and
  // board as three octal digits each: "1U-123-456" without the dashes: "1U123456".
  encodeState(state) {
    const oct = (m: number): string => m.toString(8).padStart(3, '0');
    return `${state.variant}${state.lockTarget ? 'L' : 'U'}${oct(state.target)}${oct(state.board)}`;
  },

  decodeState(text) {
    if (typeof text !== 'string') throw new DecodeError('a checkbox-squares state must be a string');
    const m = /^([123])([LU])([0-7]{3})([0-7]{3})$/.exec(text);
    if (!m) {
      throw new DecodeError(
        `checkbox-squares state must be a variant 1-3, L or U, and two 3-digit octal patterns (like "1U017452"), got "${text.slice(0, 40)}"`,
      );
    }
    return {
      variant: Number(m[1]) as Variant,
      target: parseInt(m[3] as string, 8),
      board: parseInt(m[4] as string, 8),
      lockTarget: m[2] === 'L',
    };
  },

  // Move: "t" or "b" for the square, then the box digit: "b4" clicks the right square's centre.
  encodeMove(move) {
    return `${move.square === 'target' ? 't' : 'b'}${move.box}`;
  },

  decodeMove(text) {
    if (typeof text !== 'string') throw new DecodeError('a checkbox-squares move must be a string');
    const m = /^([tb])([0-8])$/.exec(text);
    if (!m) throw new DecodeError(`checkbox-squares move must be t or b and a box 0-8 (like "b4"), got "${text.slice(0, 40)}"`);
    return { square: m[1] === 't' ? 'target' : 'board', box: Number(m[2]) };
  },
};
