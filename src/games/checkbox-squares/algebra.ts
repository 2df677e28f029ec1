import { clickMask, type Variant } from './clicks.js';
import { isStates, mod, useSolver, type States } from './states.js';

/**
 * Checkbox Squares over Z/k: each box holds a state 0..k-1 and a click adds 1
 * mod k to every box it affects (k = 2 is the classic on/off game).
 *
 * A pattern is a base-k number: digit i (the k^i place) is box i's state,
 * boxes numbered 0..8 row by row; for k = 2 it is the familiar 9-bit mask.
 *
 * Turning `board` into `target` means solving A·x ≡ need (mod k), where
 * A[box][button] = 1 when a click on `button` changes `box`, x[button] is how
 * often the button is pressed (0..k-1: pressing it k times changes nothing)
 * and need = target − board, box by box, mod k.
 *
 * - Prime k (2, 3): Gauss-Jordan elimination over the field GF(k); when the
 *   matrix is singular (variant 3 for k = 3), the free columns are tried with
 *   every value to find the fewest clicks.
 * - k = 4: Z/4 is not a field (2 has no inverse), so the solver works mod 2
 *   and lifts: write x = x0 + 2·y with x0, y in {0,1}^9; then A·x ≡ b (mod 4)
 *   exactly when A·x0 ≡ b (mod 2) and A·y ≡ (b − A·x0)/2 (mod 2). Every
 *   solution x0 of the first and y of the second gives a solution, so all
 *   solutions are found and the cheapest is kept.
 *
 * Fewest clicks: a button pressed p times costs p clicks. Ties (only possible
 * when a solution is not unique) go to the press vector that is smallest
 * reading x[0], x[1], ..., x[8] in turn (lexicographic, button 0 first).
 */

export { STATES, addToBoxes, digitsOf, isStates, needVector, patternCount, patternOf, toStates, type States } from './states.js';

const N = 9;

const ROWS = new Map<Variant, readonly (readonly number[])[]>();

function rows(variant: Variant): readonly (readonly number[])[] {
  let r = ROWS.get(variant);
  if (!r) {
    const masks = Array.from({ length: N }, (_, button) => clickMask(variant, button));
    r = Array.from({ length: N }, (_, box) => masks.map((m) => (m >>> box) & 1));
    ROWS.set(variant, r);
  }
  return r;
}

/** The 9x9 click matrix: `A[box][button]` is 1 when a click on `button` changes `box`, else 0. A fresh copy. */
export function clickMatrixRows(variant: Variant): number[][] {
  return rows(variant).map((r) => [...r]);
}

/** One row operation of the elimination. */
interface RowOp {
  readonly kind: 'swap' | 'scale' | 'eliminate' | 'back-substitute';
  /** The row changed (for a swap, one of the two). */
  readonly target: number;
  /** swap: the other row. */
  readonly other?: number;
  /** eliminate / back-substitute: the pivot row subtracted. */
  readonly source?: number;
  /** scale: the multiplier; eliminate / back-substitute: how many times the source row is subtracted. */
  readonly factor?: number;
  readonly pivot: readonly [number, number];
}

/** The elimination of one variant's matrix mod k: it depends on the matrix only, never on the right-hand side. */
interface Plan {
  readonly k: number;
  readonly ops: readonly RowOp[];
  /** The matrix after every op. */
  readonly reduced: readonly (readonly number[])[];
  /** [row, column] of each pivot, in the order found (row i holds the i-th pivot). */
  readonly pivots: readonly (readonly [number, number])[];
  /** Columns without a pivot. */
  readonly free: readonly number[];
}

function inverse(e: number, k: number): number | null {
  for (let f = 1; f < k; f++) if ((e * f) % k === 1) return f;
  return null;
}

/** Applies a row op mod k to the matrix (when given) and the right-hand side, in place. */
function applyOp(op: RowOp, k: number, m: number[][] | null, v: number[]): void {
  const t = op.target;
  if (op.kind === 'swap') {
    const o = op.other as number;
    if (m) [m[t], m[o]] = [m[o] as number[], m[t] as number[]];
    [v[t], v[o]] = [v[o] as number, v[t] as number];
  } else if (op.kind === 'scale') {
    const f = op.factor as number;
    if (m) m[t] = (m[t] as number[]).map((e) => (e * f) % k);
    v[t] = ((v[t] as number) * f) % k;
  } else {
    const s = op.source as number;
    const f = op.factor as number;
    if (m) {
      const src = m[s] as number[];
      m[t] = (m[t] as number[]).map((e, j) => mod(e - f * (src[j] as number), k));
    }
    v[t] = mod((v[t] as number) - f * (v[s] as number), k);
  }
}

const PLANS = new Map<string, Plan>();

/**
 * Gauss-Jordan elimination of the click matrix mod k: for each column in
 * turn, the first remaining row whose entry is a unit (invertible mod k:
 * non-zero for prime k, odd for k = 4) becomes the pivot row (swapped up),
 * is scaled to a leading 1, and clears the column below it ('eliminate');
 * then, last pivot first, each pivot clears its column above ('back-substitute').
 * A column without a unit entry has no pivot (a free column).
 */
function plan(variant: Variant, k: number): Plan {
  const key = `${variant}:${k}`;
  const cached = PLANS.get(key);
  if (cached) return cached;
  const m = clickMatrixRows(variant).map((r) => r.map((e) => e % k));
  const v = new Array<number>(N).fill(0);
  const ops: RowOp[] = [];
  const pivots: [number, number][] = [];
  const free: number[] = [];
  const run = (op: RowOp): void => {
    applyOp(op, k, m, v);
    ops.push(op);
  };
  let row = 0;
  for (let col = 0; col < N; col++) {
    let r = -1;
    for (let i = row; i < N && r < 0; i++) if (inverse((m[i] as number[])[col] as number, k) !== null) r = i;
    if (r < 0) {
      free.push(col);
      continue;
    }
    const pivot = [row, col] as const;
    if (r !== row) run({ kind: 'swap', target: row, other: r, pivot });
    const lead = (m[row] as number[])[col] as number;
    if (lead !== 1) run({ kind: 'scale', target: row, factor: inverse(lead, k) as number, pivot });
    for (let i = row + 1; i < N; i++) {
      const e = (m[i] as number[])[col] as number;
      if (e) run({ kind: 'eliminate', target: i, source: row, factor: e, pivot });
    }
    pivots.push([row, col]);
    row++;
  }
  for (let p = pivots.length - 1; p >= 0; p--) {
    const [pr, pc] = pivots[p] as [number, number];
    for (let i = 0; i < pr; i++) {
      const e = (m[i] as number[])[pc] as number;
      if (e) run({ kind: 'back-substitute', target: i, source: pr, factor: e, pivot: [pr, pc] });
    }
  }
  const result: Plan = { k, ops, reduced: m, pivots, free };
  PLANS.set(key, result);
  return result;
}

/** Every solution of A·x ≡ b mod a prime k, from the reduced form (none when inconsistent). */
function allSolutionsPrime(p: Plan, b: readonly number[]): number[][] {
  const k = p.k;
  const v = b.map((e) => mod(e, k));
  for (const op of p.ops) applyOp(op, k, null, v);
  for (let i = p.pivots.length; i < N; i++) if (v[i] !== 0) return [];
  const out: number[][] = [];
  const count = k ** p.free.length;
  for (let a = 0; a < count; a++) {
    const x = new Array<number>(N).fill(0);
    let rest = a;
    for (const c of p.free) {
      x[c] = rest % k;
      rest = Math.floor(rest / k);
    }
    for (const [r, c] of p.pivots) {
      const row = p.reduced[r] as readonly number[];
      let s = v[r] as number;
      for (const f of p.free) s -= (row[f] as number) * (x[f] as number);
      x[c] = mod(s, k);
    }
    out.push(x);
  }
  return out;
}

const cost = (x: readonly number[]): number => x.reduce((s, e) => s + e, 0);

/** Fewer clicks first, then lexicographically smaller (button 0 first). */
function better(a: readonly number[], b: readonly number[]): boolean {
  const ca = cost(a);
  const cb = cost(b);
  if (ca !== cb) return ca < cb;
  for (let i = 0; i < N; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return false;
}

function cheapest(xs: readonly number[][]): number[] | null {
  let best: number[] | null = null;
  for (const x of xs) if (!best || better(x, best)) best = x;
  return best;
}

/** A·x mod k. */
function times(variant: Variant, x: readonly number[], k: number): number[] {
  return rows(variant).map((r) => mod(r.reduce((s, e, j) => s + e * (x[j] as number), 0), k));
}

/** Every solution over Z/4, by solving mod 2 and lifting (see the module comment). */
function allSolutionsZ4(variant: Variant, b: readonly number[]): number[][] {
  const p2 = plan(variant, 2);
  const out: number[][] = [];
  for (const x0 of allSolutionsPrime(p2, b.map((e) => mod(e, 2)))) {
    const ax0 = times(variant, x0, 4);
    const half = b.map((e, i) => mod(e - (ax0[i] as number), 4) / 2);
    for (const y of allSolutionsPrime(p2, half)) out.push(x0.map((e, i) => e + 2 * (y[i] as number)));
  }
  return out;
}

function checkNeed(k: States, need: readonly number[]): number[] {
  if (!isStates(k)) throw new RangeError(`states must be 2, 3 or 4, got ${String(k)}`);
  if (!Array.isArray(need) || need.length !== N || !need.every((e) => Number.isInteger(e))) {
    throw new RangeError('a need vector must be 9 integers');
  }
  return need.map((e) => mod(e, k));
}

/**
 * The presses x (x[button] in 0..k-1) with A·x ≡ need (mod k) and the fewest
 * clicks Σx, ties to the lexicographically smallest x (button 0 first); `null`
 * when no presses reach it. Entries of `need` are taken mod k. The
 * elimination of each variant's matrix mod k is done once and memoised; a
 * call then costs a few dozen row operations on the need vector.
 */
export function solveMod(variant: Variant, k: States, need: readonly number[]): number[] | null {
  const b = checkNeed(k, need);
  return cheapest(k === 4 ? allSolutionsZ4(variant, b) : allSolutionsPrime(plan(variant, k), b));
}

/** Whether some presses change the board by `need` (mod k). */
export function isReachable(variant: Variant, k: States, need: readonly number[]): boolean {
  return solveMod(variant, k, need) !== null;
}

/**
 * How many of the k^9 need vectors (equivalently, from any one board, how many
 * patterns) the right square's clicks can reach: the size of A's image mod k.
 * Prime k: k^rank. k = 4: 4^9 / |kernel|, the kernel counted by the lift.
 */
export function reachableCount(variant: Variant, k: States): number {
  if (k !== 4) return k ** plan(variant, k).pivots.length;
  return 4 ** N / allSolutionsZ4(variant, new Array<number>(N).fill(0)).length;
}

/**
 * Which need vectors the clicks can make, as checks: `d` is reachable exactly
 * when `c · d ≡ 0 (mod k)` for every returned `c` (each scaled so that its
 * first non-zero entry is 1). None when every pattern is reachable, which is
 * every variant for k = 2 and k = 4 (the matrices are invertible mod 2, so
 * mod 4 too). For prime k they are the rows of the elimination's
 * multiplier matrix E (E·A is the reduced matrix) that meet A's zero rows:
 * c·A = 0, so c·A·x = 0 for any presses x. Variant 3 with k = 3 has one:
 * the eight outer boxes' total never changes mod 3 (a corner or side click
 * adds 1 to three of them, the centre to none).
 */
export function reachabilityChecks(variant: Variant, k: States): number[][] {
  if (!isStates(k)) throw new RangeError(`states must be 2, 3 or 4, got ${String(k)}`);
  if (k === 4) {
    if (plan(variant, 2).free.length) throw new Error('checkbox-squares: a click matrix is singular mod 2');
    return [];
  }
  const p = plan(variant, k);
  const e = Array.from({ length: N }, (_, i) => Array.from({ length: N }, (_, j) => (i === j ? 1 : 0)));
  const dummy = new Array<number>(N).fill(0);
  for (const op of p.ops) applyOp(op, k, e, dummy);
  return e.slice(p.pivots.length).map((c) => {
    const lead = c.find((x) => x !== 0) ?? 1;
    const f = inverse(lead, k) ?? 1;
    return c.map((x) => (x * f) % k);
  });
}

/** One step of {@link eliminationSteps}. */
export interface EliminationStep {
  readonly kind: 'start' | 'swap' | 'scale' | 'eliminate' | 'back-substitute' | 'solution' | 'unreachable';
  /** The 9x9 coefficient matrix after this step (rows: boxes/equations, columns: buttons), entries mod k. */
  readonly matrix: number[][];
  /** The right-hand side after this step. */
  readonly rhs: number[];
  /** The pivot the step works for, [row, column]; `null` on start, solution and unreachable. */
  readonly pivot: [row: number, col: number] | null;
  /** Rows this step changed (both rows of a swap). */
  readonly changedRows: number[];
  /**
   * The row operation, mod k:
   * - swap: R[target] ↔ R[other];
   * - scale: R[target] ← factor·R[target];
   * - eliminate, back-substitute: R[target] ← R[target] − factor·R[source].
   */
  readonly op?: { target: number; source?: number; factor?: number; other?: number };
  /** On the last step ('solution'): the presses, the same vector {@link solveMod} returns. */
  readonly solution?: number[];
  /**
   * On the last step: the columns without a pivot (free unknowns). The
   * solution gives them the values that make the fewest clicks; empty when
   * the matrix is invertible mod k.
   */
  readonly freeColumns?: number[];
  /** On an 'unreachable' step: the rows that read 0 = c with c ≠ 0. */
  readonly inconsistentRows?: number[];
}

/**
 * The elimination of [A | need] mod k one row operation at a time, as a
 * "show the maths" panel steps through it: 'start' (A and need), then the
 * swaps, scales and eliminations down the columns, then back-substitution
 * upwards, ending with 'solution' (carrying {@link solveMod}'s presses) or
 * 'unreachable' (exactly when solveMod returns null). For k = 4 the pivots
 * are units (1 or 3), as Z/4 needs; every variant's matrix has one in each
 * column, so the reduced matrix is the identity and the right-hand side the solution.
 */
export function eliminationSteps(variant: Variant, k: States, need: readonly number[]): EliminationStep[] {
  const b = checkNeed(k, need);
  const p = plan(variant, k);
  const m = clickMatrixRows(variant).map((r) => r.map((e) => e % k));
  const v = [...b];
  const snap = (): { matrix: number[][]; rhs: number[] } => ({ matrix: m.map((r) => [...r]), rhs: [...v] });
  const steps: EliminationStep[] = [{ kind: 'start', ...snap(), pivot: null, changedRows: [] }];
  for (const op of p.ops) {
    applyOp(op, k, m, v);
    const { kind, target, other, source, factor } = op;
    steps.push({
      kind,
      ...snap(),
      pivot: [op.pivot[0], op.pivot[1]],
      changedRows: kind === 'swap' ? [target, other as number] : [target],
      op: kind === 'swap' ? { target, other } : kind === 'scale' ? { target, factor } : { target, source, factor },
    });
  }
  const solution = solveMod(variant, k, b);
  if (solution) {
    steps.push({ kind: 'solution', ...snap(), pivot: null, changedRows: [], solution, freeColumns: [...p.free] });
  } else {
    const inconsistentRows: number[] = [];
    for (let i = p.pivots.length; i < N; i++) if (v[i] !== 0) inconsistentRows.push(i);
    steps.push({ kind: 'unreachable', ...snap(), pivot: null, changedRows: [], inconsistentRows });
  }
  return steps;
}

// The rules of 3- and 4-state games solve with this module once it is loaded (states.ts, `solveZk`).
useSolver(solveMod);
