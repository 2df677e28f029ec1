/**
 * `<boardlets-worksheet>`'s puzzles and their answers: plain data made from
 * the games' engines and solvers (no DOM). Puzzle `i` (from 1) of a sheet
 * uses the seed `${seed}:${i}`, so the same attributes give the same sheet.
 */
import { createRng } from '../../engine/rng.js';
import { digitsOf, type States } from '../../games/checkbox-squares/algebra.js';
import { checkboxSquares, solveState, type Variant } from '../../games/checkbox-squares/rules.js';
import { overSquare, setup, type Palette, type StainedGlassMove, type StainedGlassState } from '../../games/stained-glass/rules.js';

/** The games a worksheet can print. */
export type WorksheetGame = 'checkbox-squares' | 'stained-glass-board';
export const WORKSHEET_GAMES: readonly WorksheetGame[] = ['checkbox-squares', 'stained-glass-board'];

export interface CheckboxPuzzle {
  readonly game: 'checkbox-squares';
  readonly variant: Variant;
  /** How many states each box cycles through (2: checked or not). */
  readonly states: States;
  /** Each box's state (0..states-1), row by row. */
  readonly target: readonly number[];
  readonly board: readonly number[];
  /** How often to click each box of the puzzle square (0..states-1, row by row): the fewest clicks in all. */
  readonly presses: readonly number[];
}

/** The clicks a Checkbox Squares answer takes in all. */
export const clickCount = (p: CheckboxPuzzle): number => p.presses.reduce((a, b) => a + b, 0);

export interface StainedGlassPuzzle {
  readonly game: 'stained-glass-board';
  readonly state: StainedGlassState;
  /** Whether the solver proved a one-tile finish (then `line` is one). */
  readonly proven: boolean;
  readonly line: readonly StainedGlassMove[];
}

export type Puzzle = CheckboxPuzzle | StainedGlassPuzzle;

/** The seed of puzzle `index` (from 1) of a sheet. */
export const puzzleSeed = (seed: string, index: number): string => `${seed}:${index}`;

/** A Checkbox Squares puzzle as the game deals it from the seed (always one with a solution), with its fewest-click solution. */
export function checkboxPuzzle(variant: Variant, states: States, seed: string): CheckboxPuzzle {
  const state = checkboxSquares.setup({ variant, states }, createRng(seed));
  const presses = solveState(state);
  if (!presses) throw new Error(`checkbox-squares dealt a puzzle without a solution (seed ${seed})`);
  return { game: 'checkbox-squares', variant, states, target: digitsOf(states, state.target), board: digitsOf(states, state.board), presses };
}

export interface StainedGlassShape {
  readonly rows: number;
  readonly cols: number;
  readonly palette: Palette;
}

/** How often a sheet draws new boards for a puzzle whose search proved none finishable, before printing one unproven. */
const ROUNDS = 3;

/**
 * A Stained Glass board the solver proves can end with one tile, with that
 * line, looked for in slices so the page stays responsive (the solver is
 * loaded on first use). Resolves to `null` when `signal` was aborted; after
 * {@link ROUNDS} searches without a proof, the last board, unproven.
 */
export async function stainedGlassPuzzle(shape: StainedGlassShape, seed: string, signal: AbortSignal): Promise<StainedGlassPuzzle | null> {
  // In the page's worker where there is one (base/think-client.ts).
  const { think } = await import('../../base/think-client.js');
  let last: StainedGlassState | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    if (signal.aborted) return null;
    const rng = createRng(`stained-glass:worksheet:${seed}${round ? `:${round}` : ''}`);
    const found = await think({ task: 'stained-glass-solvable', state: shape, options: { attempts: 20, totalNodes: 2_000_000 }, rng, signal }, async (o) =>
      (await import('../../games/stained-glass/solver.js')).findSolvableBoard(shape, o.rng, o),
    );
    if (!found) return null;
    if (found.proven) return { game: 'stained-glass-board', state: found.state, proven: true, line: found.line };
    last = found.state;
  }
  return { game: 'stained-glass-board', state: last ?? setup(shape, createRng(seed)), proven: false, line: [] };
}

/** A hop's three squares: where the tile starts, the square it jumps over, where it lands. */
export function hopSquares(state: StainedGlassState, move: StainedGlassMove): { from: number; over: number; to: number } {
  return { from: move.from, over: overSquare(state, move.from, move.to), to: move.to };
}
