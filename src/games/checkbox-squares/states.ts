import { clickMask, type Variant } from './clicks.js';

/**
 * What the rules of Checkbox Squares over Z/k need without the solver: box
 * states, patterns as base-k numbers, and the fewest-clicks solution through
 * {@link solveZk}. The elimination solver (./algebra.ts, 1.6 KiB gzip) is
 * needed only by 3- and 4-state games, so an element loads it with the
 * `states` or `daily` attribute (or a restored 3- or 4-state game) before it
 * draws such a board, and the 2-state first paint goes without it. Loading
 * ./algebra.ts registers its solver ({@link useSolver}); the engine's entry
 * (./index.ts) loads it at once. Until then {@link solveZk} tries every press
 * vector (k^9 of them: 19,683 for 3 states, 262,144 for 4, a few
 * milliseconds), which gives the same answer by the same definition: only a
 * page's synchronous call (a 3-state game ID imported at once) ever uses it.
 */

export type States = 2 | 3 | 4;
export const STATES: readonly States[] = [2, 3, 4];

const N = 9;

export function isStates(k: unknown): k is States {
  return k === 2 || k === 3 || k === 4;
}

/** A number of states from a number or text such as `"3"`; `undefined` for anything else. */
export function toStates(value: unknown): States | undefined {
  const n = typeof value === 'string' && /^\s*[234]\s*$/.test(value) ? Number(value) : value;
  return isStates(n) ? n : undefined;
}

/** How many patterns there are: k^9. */
export function patternCount(k: States): number {
  return k ** N;
}

/** a mod k, never negative. */
export const mod = (a: number, k: number): number => ((a % k) + k) % k;

/** The nine digits (box states) of a base-k pattern, box 0 first. */
export function digitsOf(k: States, n: number): number[] {
  const out: number[] = [];
  let rest = Math.floor(n);
  for (let i = 0; i < N; i++) {
    out.push(mod(rest, k));
    rest = Math.floor(rest / k);
  }
  return out;
}

/** The base-k pattern of nine box states (box 0 first); each digit is taken mod k. */
export function patternOf(k: States, digits: readonly number[]): number {
  let n = 0;
  for (let i = N - 1; i >= 0; i--) n = n * k + mod(digits[i] ?? 0, k);
  return n;
}

/** Adds 1 mod k to every box of `mask` (a 9-bit set of boxes) in the base-k pattern. */
export function addToBoxes(k: States, pattern: number, mask: number): number {
  if (k === 2) return pattern ^ mask;
  const d = digitsOf(k, pattern);
  for (let i = 0; i < N; i++) if ((mask >>> i) & 1) d[i] = ((d[i] as number) + 1) % k;
  return patternOf(k, d);
}

/** What must change, box by box: (target − board) mod k. */
export function needVector(k: States, board: number, target: number): number[] {
  const b = digitsOf(k, board);
  return digitsOf(k, target).map((t, i) => mod(t - (b[i] as number), k));
}

/** The solver of A·x ≡ need (mod k): the fewest clicks, ties to the lexicographically smallest x (button 0 first); `null` when unreachable. */
export type SolveMod = (variant: Variant, k: States, need: readonly number[]) => number[] | null;

let solver: SolveMod | null = null;

/** Makes {@link solveZk} use `solve` (./algebra.ts's elimination). */
export function useSolver(solve: SolveMod): void {
  solver = solve;
}

/** Whether the elimination solver is registered. */
export function hasSolver(): boolean {
  return solver !== null;
}

/** The fewest-clicks presses for `need` (see {@link SolveMod}), by the registered solver, else by trying every press vector. */
export function solveZk(variant: Variant, k: States, need: readonly number[]): number[] | null {
  return (solver ?? everyPress)(variant, k, need);
}

/**
 * Every press vector x in lexicographic order (x[8] turning fastest), with
 * A·x kept up to date: raising x[j] by one adds column j (mod k), and its
 * wrap back to 0 is the k-th addition, which adds nothing. The first x of
 * the fewest clicks is the lexicographically smallest of them.
 */
export function everyPress(variant: Variant, k: States, need: readonly number[]): number[] | null {
  const want = need.map((e) => mod(e, k));
  const columns = Array.from({ length: N }, (_, button) => clickMask(variant, button));
  const x = new Array<number>(N).fill(0);
  const sum = new Array<number>(N).fill(0);
  let cost = 0;
  let best: number[] | null = null;
  let bestCost = Infinity;
  for (;;) {
    if (cost < bestCost && sum.every((e, i) => e === want[i])) {
      best = [...x];
      bestCost = cost;
    }
    let j = N - 1;
    for (; j >= 0; j--) {
      const mask = columns[j] as number;
      for (let box = 0; box < N; box++) if ((mask >>> box) & 1) sum[box] = ((sum[box] as number) + 1) % k;
      x[j] = (x[j] as number) + 1;
      cost++;
      if (x[j] !== k) break;
      x[j] = 0;
      cost -= k;
    }
    if (j < 0) return best;
  }
}
