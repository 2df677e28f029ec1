import { DecodeError, type GameDefinition, type GameStatus } from '../../engine/game.js';
import { bits, invert, multiply, popcount } from '../../engine/gf2.js';
import type { Rng } from '../../engine/rng.js';
import { clickMask, VARIANTS, type Variant } from './clicks.js';
import { addToBoxes, digitsOf, isStates, needVector, patternCount, patternOf, solveZk, type States } from './states.js';

export { clickMask, VARIANTS, type Variant };

/**
 * Checkbox Squares (after Alexander Bogomolny's "Checkbox Squares"): two 3x3
 * squares of check boxes. The left one is the target; a click there toggles
 * just that box. A click on the right one toggles a set of boxes given by the
 * variant. The game is won when both squares show the same pattern.
 *
 * Boxes are numbered 0..8 row by row; a pattern is a 9-bit mask, bit i set
 * when box i is checked.
 *
 * With `states` k = 3 or 4, each box cycles through k states (0..k-1) and a
 * click adds 1 mod k to every box it affects; a pattern is then a base-k
 * number, digit i (the k^i place) being box i's state. For k = 2 that is
 * exactly the bit mask above. See ./algebra.ts for the solver over Z/k
 * (./states.ts says when it is loaded).
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
  /** How many states each box cycles through (2: checked or not). */
  readonly states: States;
}

export interface CheckboxSquaresMove {
  readonly square: Square;
  /** Box index 0..8, row by row. */
  readonly box: number;
}

/** A pattern option: a fixed pattern (a mask; base k for k states) or `random` (seeded). */
export type PatternOption = number | 'random';

export interface CheckboxSquaresOptions {
  variant?: Variant;
  target?: PatternOption;
  start?: PatternOption;
  lockTarget?: boolean;
  /** States per box, 2 (default), 3 or 4. */
  states?: States;
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

/** The state's number of states per box (2 for a state made without one). */
const statesOf = (state: CheckboxSquaresState): States => state.states ?? 2;

/**
 * The fewest right-square clicks (for k states, a button pressed p times
 * counts p) that still separate the two squares; -1 when the target cannot be
 * reached (see {@link unreachable}), which never happens for 2 states.
 */
export function clicksNeeded(state: CheckboxSquaresState): number {
  const k = statesOf(state);
  if (k === 2) return popcount(solve(state.variant, state.board, state.target));
  const x = solveState(state);
  return x ? x.reduce((s, e) => s + e, 0) : -1;
}

/**
 * How often to click each box of the right square (0..k-1, box 0 first) to
 * match the target with the fewest clicks (ties: see ./algebra.ts), or `null`
 * when the target cannot be reached. For 2 states it is {@link solve}'s
 * mask as 0/1 digits.
 */
export function solveState(state: CheckboxSquaresState): number[] | null {
  const k = statesOf(state);
  if (k === 2) return digitsOf(2, solve(state.variant, state.board, state.target));
  return solveZk(state.variant, k, needVector(k, state.board, state.target));
}

/**
 * Whether no clicks on the right square can make it match the left one as it
 * is now. The game is not over then: a player may still change the left
 * square if it is not locked (and a reachable target is only ever a few of
 * its clicks away), and status never claims it solved. Always false for 2
 * states (every variant's matrix is invertible mod 2, and so mod 4).
 */
export function unreachable(state: CheckboxSquaresState): boolean {
  const k = statesOf(state);
  return k !== 2 && solveZk(state.variant, k, needVector(k, state.board, state.target)) === null;
}

/**
 * The box (0..8) of the right square to click next, or `null` when solved or
 * when the target cannot be reached ({@link unreachable}). Lowest index first.
 */
export function hint(state: CheckboxSquaresState): number | null {
  if (statesOf(state) === 2) {
    const solution = solve(state.variant, state.board, state.target);
    return solution ? (bits(solution)[0] as number) : null;
  }
  const x = solveState(state);
  const box = x ? x.findIndex((e) => e > 0) : -1;
  return box < 0 ? null : box;
}

function randomPattern(rng: Rng, avoid?: number, count = 512): number {
  let p = rng.int(count);
  while (p === avoid) p = rng.int(count);
  return p;
}

/**
 * A random pattern other than `avoid` that the right square can reach from
 * `from` (`fromTarget`: a board from which the target `from` is reachable).
 */
function randomSolvable(rng: Rng, variant: Variant, k: States, from: number, fromTarget: boolean): number {
  for (;;) {
    const p = randomPattern(rng, from, patternCount(k));
    const need = fromTarget ? needVector(k, p, from) : needVector(k, from, p);
    if (solveZk(variant, k, need) !== null) return p;
  }
}

export function isVariant(v: unknown): v is Variant {
  return v === 1 || v === 2 || v === 3;
}

/** A variant from a number or text such as `"2"` or `" 3 "`; `undefined` for anything else. */
export function toVariant(value: unknown): Variant | undefined {
  const n = typeof value === 'string' && /^\s*[123]\s*$/.test(value) ? Number(value) : value;
  return isVariant(n) ? n : undefined;
}

/** Parses nine digits 0..k-1 (0/1 for k = 2), row by row, into a pattern; `null` if malformed. */
export function parsePattern(text: string, k: States = 2): number | null {
  if (k === 2) {
    if (!/^[01]{9}$/.test(text)) return null;
    let mask = 0;
    for (let i = 0; i < 9; i++) if (text[i] === '1') mask |= 1 << i;
    return mask;
  }
  if (typeof text !== 'string' || !isStates(k) || text.length !== 9) return null;
  const digits: number[] = [];
  for (let i = 0; i < 9; i++) {
    const d = text.charCodeAt(i) - 48;
    if (!(d >= 0 && d < k)) return null;
    digits.push(d);
  }
  return patternOf(k, digits);
}

/** Nine digits 0..k-1 (0/1 for k = 2), row by row. */
export function formatPattern(mask: number, k: States = 2): string {
  if (k === 2) {
    let out = '';
    for (let i = 0; i < 9; i++) out += (mask >>> i) & 1 ? '1' : '0';
    return out;
  }
  return digitsOf(k, mask).join('');
}

/** What a legal click does: see {@link outcome}. */
export type CheckboxSquaresOutcome = {
  /** The square clicked. */
  readonly square: Square;
  /** The box clicked, 0..8 row by row. */
  readonly box: number;
  /** Every box the click toggled, ascending: just `box` on the target, its {@link clickMask} on the board. */
  readonly toggled: readonly number[];
  /** Those of `toggled` that are checked after the click (the rest are unchecked), ascending. With k states: not in state 0. */
  readonly checked: readonly number[];
  /** Only with 3 or 4 states: each of `toggled`'s new state (0..k-1), in the same order. */
  readonly states?: readonly number[];
  /** Both patterns after the click, as {@link formatPattern} writes them. */
  readonly target: string;
  readonly board: string;
  /** The fewest right-square clicks that solve the puzzle after the click (0 when it solved it); -1 when unreachable. */
  readonly clicksNeeded: number;
  /** Only with 3 or 4 states, and only when no right-square clicks can match the target after the click: true. */
  readonly unreachable?: true;
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
  const k = statesOf(state);
  if (k === 2) {
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
  const digits = digitsOf(k, pattern);
  const changed = bits(toggled);
  const needed = clicksNeeded(after);
  return {
    square: move.square,
    box: move.box,
    toggled: changed,
    checked: changed.filter((b) => digits[b] !== 0),
    states: changed.map((b) => digits[b] as number),
    target: formatPattern(after.target, k),
    board: formatPattern(after.board, k),
    clicksNeeded: needed,
    ...(needed < 0 ? { unreachable: true as const } : {}),
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
    const states = options.states ?? 2;
    if (!isStates(states)) throw new RangeError(`states must be 2, 3 or 4, got ${String(states)}`);
    if (states !== 2) {
      // Patterns are base-k numbers 0..k^9-1. Random ones are drawn so that a
      // new game never starts solved and always has a solution; a page's own
      // target and start are kept even if no clicks join them (unreachable()).
      const count = patternCount(states);
      const fix = (p: PatternOption | undefined): number | undefined =>
        typeof p === 'number' && Number.isFinite(p) ? ((Math.trunc(p) % count) + count) % count : undefined;
      let target = fix(options.target);
      let board = fix(options.start);
      if (target === undefined && board === undefined) target = randomPattern(rng, undefined, count);
      if (target === undefined) target = randomSolvable(rng, variant, states, board as number, false);
      if (board === undefined) board = randomSolvable(rng, variant, states, target, true);
      return { variant, target, board, lockTarget, states };
    }
    const fixed = (p: PatternOption | undefined): number | undefined =>
      typeof p === 'number' ? p & FULL : undefined;
    let target = fixed(options.target);
    let board = fixed(options.start);
    // Random patterns are drawn so that a new game never starts solved.
    if (target === undefined) target = randomPattern(rng, board);
    if (board === undefined) board = randomPattern(rng, target);
    return { variant, target, board, lockTarget, states };
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
    const k = statesOf(state);
    return move.square === 'target'
      ? { ...state, target: addToBoxes(k, state.target, 1 << move.box) }
      : { ...state, board: addToBoxes(k, state.board, clickMask(state.variant, move.box)) };
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
  // With 3 or 4 states: variant, lock flag, "k" and the number of states, then
  // target and board as nine digits each, row by row as formatPattern writes
  // them: "2Lk3" + "012201120" + "000111222" = "2Lk3012201120000111222".
  encodeState(state) {
    const k = statesOf(state);
    const head = `${state.variant}${state.lockTarget ? 'L' : 'U'}`;
    if (k !== 2) return `${head}k${k}${formatPattern(state.target, k)}${formatPattern(state.board, k)}`;
    const oct = (m: number): string => m.toString(8).padStart(3, '0');
    return `${head}${oct(state.target)}${oct(state.board)}`;
  },

  decodeState(text) {
    if (typeof text !== 'string') throw new DecodeError('a checkbox-squares state must be a string');
    const mk = /^([123])([LU])k([34])([0-3]{9})([0-3]{9})$/.exec(text);
    if (mk) {
      const k = Number(mk[3]) as States;
      const target = parsePattern(mk[4] as string, k);
      const board = parsePattern(mk[5] as string, k);
      if (target === null || board === null) {
        throw new DecodeError(`checkbox-squares state with ${k} states has a box digit above ${k - 1}: "${text.slice(0, 40)}"`);
      }
      return { variant: Number(mk[1]) as Variant, target, board, lockTarget: mk[2] === 'L', states: k };
    }
    const m = /^([123])([LU])([0-7]{3})([0-7]{3})$/.exec(text);
    if (!m) {
      throw new DecodeError(
        `checkbox-squares state must be a variant 1-3, L or U, and two 3-digit octal patterns (like "1U017452"), or with 3 or 4 states k3/k4 and two 9-digit patterns (like "1Uk3012012012000111222"), got "${text.slice(0, 40)}"`,
      );
    }
    return {
      variant: Number(m[1]) as Variant,
      target: parseInt(m[3] as string, 8),
      board: parseInt(m[4] as string, 8),
      lockTarget: m[2] === 'L',
      states: 2,
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
