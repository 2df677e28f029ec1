import type { FastBoard } from './search.js';
import { EMPTY } from './rules.js';

/**
 * The features of Kites' evaluation (two players), from the point of view of
 * the player to move, and their weights, fitted by scripts/tune/kites-texel.mjs
 * on positions from self-play games (see there how).
 *
 * The search's value of a position is what the player to move gains from
 * there on minus what the opponent gains, in hundredths of a point (see
 * `KitesGame` in search.ts), so the evaluation estimates that: a weighted sum
 * of the features below. Quiescence follows the moves that score or earn an
 * extra move right away, so the features describe what lies beyond them: the
 * configurations one or two kites short, by who gets a colour that completes
 * them first, and the parity of the moves left and of the safe moves left
 * (a safe move touches no configuration one or two short, so it gives the
 * opponent nothing: as in Dots and Boxes, who runs out of safe moves first
 * must open something).
 *
 * Colours are placed in a fixed cycle, so the colour of the next pieces is
 * known: the player to move places colour c; after a move without an extra
 * move the opponent places c+1, then the player to move c+2.
 */

/** Feature indices (see {@link kitesFeatures}). */
export const F_SCORING_OPP = 0; // live scoring configuration one short, completed by colour c+1
export const F_SCORING_MINE = 1; // ... not by c+1 but by c+2
export const F_SCORING_LATER = 2; // ... by neither
export const F_HALF_OPP = 3; // live half-wheel one short, completed by c+1
export const F_HALF_MINE = 4; // ... not by c+1 but by c+2
export const F_SCORING_TWO = 5; // live scoring configuration two short
export const F_HALF_TWO = 6; // live half-wheel two short
export const F_EMPTY_PARITY = 7; // +1 when the empty cells are odd in number, else -1
export const F_SAFE_PARITY = 8; // +1 when the safe cells are odd in number, else -1
export const F_SAFE_PARITY_LATE = 9; // the same times the share of filled cells
export const F_STAND = 10; // the best points of a move that neither scores nor earns an extra move (the previous evaluation)
export const KITES_FEATURES = 11;

/** Names of the features, in order, for the tuning script's output. */
export const KITES_FEATURE_NAMES: readonly string[] = [
  'scoringOpp',
  'scoringMine',
  'scoringLater',
  'halfOpp',
  'halfMine',
  'scoringTwo',
  'halfTwo',
  'emptyParity',
  'safeParity',
  'safeParityLate',
  'stand',
];

/** Points only: the previous evaluation (the best quiet move's points), in hundredths of a point a feature unit. */
export const POINTS_ONLY_WEIGHTS: readonly number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100];

// BEGIN TUNED (scripts/tune/kites-texel.mjs rewrites the lines up to END TUNED; last run: --games 200 --nodes 1500 --ridge 0.05 --seed kites-texel --self points)
export const KITES_WEIGHTS: readonly number[] = [-14, 7, -4, -13, 0, 0, 0, -5, 1, -3, 98];
// END TUNED

const popcount = (x: number): number => {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
};

/** Cells touching a configuration one or two short, marked with the current generation (scratch, per board size). */
const marks = new Map<number, { gen: number; mark: Uint32Array }>();

/**
 * Writes the features of `board` (the player to move's view) into `out`
 * (length {@link KITES_FEATURES}), given `stand`, the best points of a quiet
 * move (feature {@link F_STAND}).
 */
export function kitesBoardFeatures(board: FastBoard, stand: number, out: Float64Array | number[]): void {
  const { confType, confStart, confLen, confCells } = board.t;
  const cells = board.cells;
  const filled = board.filled;
  const colors = board.colors;
  const n = cells.length;
  let scratch = marks.get(n);
  if (!scratch) marks.set(n, (scratch = { gen: 0, mark: new Uint32Array(n) }));
  const gen = ++scratch.gen;
  const mark = scratch.mark;
  const c0 = board.placed % colors;
  const k1 = (c0 + 1) % colors;
  const k2 = (c0 + 2) % colors;
  let sOpp = 0;
  let sMine = 0;
  let sLater = 0;
  let hOpp = 0;
  let hMine = 0;
  let sTwo = 0;
  let hTwo = 0;
  for (let j = 0; j < confType.length; j++) {
    const len = confLen[j]!;
    const e = len - filled[j]!;
    if (e > 2 || e === 0) continue;
    const s = confStart[j]!;
    const end = confStart[j + 1]!;
    for (let k = s; k < end; k++) mark[confCells[k]!] = gen;
    const wheel = confType[j] === 0;
    const half = confType[j] === 1;
    let mask = 0;
    if (!wheel) {
      for (let k = s; k < end; k++) {
        const v = cells[confCells[k]!]!;
        if (v !== EMPTY) mask |= 1 << (v - 1);
      }
    }
    const need = len < colors ? len : colors;
    // Spoiled for good: too few different colours left to reach `need`.
    if (!wheel && popcount(mask) + e < need) continue;
    if (e === 2) {
      if (half) hTwo++;
      else sTwo++;
      continue;
    }
    const by1 = wheel || popcount(mask | (1 << k1)) === need;
    const by2 = wheel || popcount(mask | (1 << k2)) === need;
    if (half) {
      if (by1) hOpp++;
      else if (by2) hMine++;
    } else if (by1) sOpp++;
    else if (by2) sMine++;
    else sLater++;
  }
  let safe = 0;
  for (let i = 0; i < n; i++) if (cells[i] === EMPTY && mark[i] !== gen) safe++;
  const empties = board.empties;
  out[F_SCORING_OPP] = sOpp;
  out[F_SCORING_MINE] = sMine;
  out[F_SCORING_LATER] = sLater;
  out[F_HALF_OPP] = hOpp;
  out[F_HALF_MINE] = hMine;
  out[F_SCORING_TWO] = sTwo;
  out[F_HALF_TWO] = hTwo;
  out[F_EMPTY_PARITY] = empties & 1 ? 1 : -1;
  out[F_SAFE_PARITY] = safe & 1 ? 1 : -1;
  out[F_SAFE_PARITY_LATE] = (safe & 1 ? 1 : -1) * (1 - empties / n);
  out[F_STAND] = stand;
}

/** The weighted sum of features, in hundredths of a point. */
export function kitesEvalOf(features: ArrayLike<number>, weights: readonly number[]): number {
  let v = 0;
  for (let i = 0; i < KITES_FEATURES; i++) v += weights[i]! * features[i]!;
  return Math.round(v) | 0;
}
