import { now } from '../../engine/schedule.js';
import { jumpResult, landResult, type StainedGlassMove, type StainedGlassState } from './rules.js';
import { popcount } from '../../engine/gf2.js';
import { createRng } from '../../engine/rng.js';

/**
 * The Stained Glass solver: a depth-first search for a one-tile finish, with
 * a transposition table and move ordering, under a node and time budget.
 *
 * Every hop strictly lowers the bars on the board, so every line ends; the
 * table remembers, for each position already searched to the end, the fewest
 * moves it was reached in, so a later visit is searched again only when it
 * arrives sooner (which can lower the score, moves x bars).
 */
export interface SolveOptions {
  /** Moves already made (undos count), for the score of a finish. Default 0. */
  movesSoFar?: number;
  /** Stop after this many positions. Default 2,000,000. */
  maxNodes?: number;
  /** Stop after this long (ms). Default: no time limit (use maxNodes). */
  timeBudgetMs?: number;
  /**
   * Keep searching after a one-tile finish for one with a lower score (until
   * the budget runs out or the search is complete). Default false: the first
   * one-tile finish is returned, which is what a hint needs.
   */
  improve?: boolean;
}

export interface SolveResult {
  /** The best line found from the position: a one-tile finish if one was found, else the lowest-scoring end. */
  readonly line: readonly StainedGlassMove[];
  /** How that line ends. */
  readonly finish: 'one-tile' | 'stuck';
  readonly tilesLeft: number;
  readonly barsLeft: number;
  /** (movesSoFar + line length) x bars left at its end. */
  readonly score: number;
  /**
   * `finishable`: a one-tile finish was found. `unfinishable`: the search
   * went through every line and none ends with one tile. `open`: the budget
   * ran out first.
   */
  readonly proof: 'finishable' | 'unfinishable' | 'open';
  /** Whether the search was complete, so no line scores lower than this one. */
  readonly optimal: boolean;
  readonly nodes: number;
  readonly timeMs: number;
}

const DIRS = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [dr, dc] as const)).filter(([dr, dc]) => dr || dc);
const TABLE_LIMIT = 1_000_000;
/** Positions in a restart run, times Luby's sequence. */
const RESTART_UNIT = 128;
/**
 * Random weight added to move scores after the first run: a removed tile
 * counts 128, so the shake reorders hops that remove as many tiles, rim
 * first or not (tried 64, 128, 256 on the benchmark's boards: 128 found the
 * most finishes, with the lowest median).
 */
const NOISE = 128;

/** Finds the best line from a position within the budget. */
export function solve(state: StainedGlassState, options: SolveOptions = {}): SolveResult {
  const { rows, cols } = state;
  const cells = state.cells.slice();
  const movesSoFar = options.movesSoFar ?? 0;
  const maxNodes = options.maxNodes ?? 2_000_000;
  const started = now();
  const deadline = options.timeBudgetMs === undefined ? Infinity : started + options.timeBudgetMs;
  const improve = options.improve ?? false;

  // Hops as (from, over, to) triples, precomputed for the board's shape.
  const hops: number[][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const list: number[] = [];
      for (const [dr, dc] of DIRS) {
        const tr = r + 2 * dr;
        const tc = c + 2 * dc;
        if (tr >= 0 && tr < rows && tc >= 0 && tc < cols) list.push((r + dr) * cols + c + dc, tr * cols + tc);
      }
      hops.push(list);
    }
  }
  // Tiles on the rim are the hardest to clear ("get the doubles out of the corners first"): try them first.
  const rim = Array.from({ length: rows * cols }, (_, i) => {
    const r = Math.floor(i / cols);
    const c = i % cols;
    return (r === 0 || r === rows - 1 ? 1 : 0) + (c === 0 || c === cols - 1 ? 1 : 0);
  });

  let bars = 0;
  let tiles = 0;
  for (const c of cells) {
    bars += popcount(c);
    if (c) tiles++;
  }

  // Positions searched to the end, with the fewest moves they were reached in.
  const seen = new Map<string, number>();
  const path: number[] = [];
  let best: { line: number[]; tiles: number; bars: number; score: number } | null = null;
  let nodes = 0;
  let stopped = false;
  let foundOne = false;
  // Restarts: a run gives up after `runLimit` positions and the next starts over
  // with the moves in a shaken (seeded) order, with a larger limit (Luby's
  // sequence x RESTART_UNIT). Boards with a finish usually have many, and a fresh order
  // escapes the dead subtree a run got lost in; what the table learned stays.
  const rng = createRng('stained-glass-solver');
  let runNodes = 0;
  let runLimit = Infinity;
  let restart = false;
  let noise = false;

  const key = (): string => String.fromCharCode(...cells);

  const recordEnd = (): void => {
    const score = (movesSoFar + path.length) * bars;
    const better =
      !best ||
      (tiles === 1 && best.tiles !== 1) ||
      ((tiles === 1) === (best.tiles === 1) && score < best.score);
    if (better) best = { line: [...path], tiles, bars, score };
    if (tiles === 1) foundOne = true;
  };

  /** Returns whether the position was searched to the end (not cut by a stop or a restart). */
  const search = (): boolean => {
    if (stopped || restart) return false;
    if (++nodes > maxNodes || ((nodes & 1023) === 0 && now() > deadline)) {
      stopped = true;
      return false;
    }
    if (++runNodes > runLimit) {
      restart = true;
      return false;
    }
    // Generate and order this position's hops: fewer tiles afterwards first, then rim tiles first.
    const moves: number[] = [];
    const scores: number[] = [];
    for (let from = 0; from < cells.length; from++) {
      const m = cells[from]!;
      if (!m) continue;
      const list = hops[from]!;
      for (let i = 0; i < list.length; i += 2) {
        const over = list[i]!;
        const to = list[i + 1]!;
        const o = jumpResult(m, cells[over]!);
        if (o === null) continue;
        const t = landResult(m, cells[to]!);
        if (t === null) continue;
        // Tiles removed: the mover's square always empties; the jumped tile may turn black; a landing on a tile merges.
        const removed = (o === 0 ? 1 : 0) + (cells[to] ? 1 : 0);
        moves.push(from * 256 * 256 + over * 256 + to);
        scores.push((removed * 8 + rim[from]! * 2 + rim[over]!) * 16 + (noise ? rng.int(NOISE) : 0));
      }
    }
    if (moves.length === 0) {
      recordEnd();
      return true;
    }
    const k = key();
    const depth = path.length;
    const known = seen.get(k);
    if (known !== undefined && known <= depth) return true;
    let complete = true;
    const order = moves.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
    for (const i of order) {
      const packed = moves[i]!;
      const from = Math.floor(packed / 65536);
      const over = Math.floor(packed / 256) % 256;
      const to = packed % 256;
      const m = cells[from]!;
      const o = cells[over]!;
      const t = cells[to]!;
      const o2 = jumpResult(m, o)!;
      const t2 = landResult(m, t)!;
      cells[from] = 0;
      cells[over] = o2;
      cells[to] = t2;
      const dBars = popcount(m) + popcount(o) - popcount(o2) + popcount(t) - popcount(t2);
      const dTiles = 1 + (o2 === 0 ? 1 : 0) - (t === 0 ? 1 : 0);
      bars -= dBars;
      tiles -= dTiles;
      path.push(from * 256 + to);
      if (!search()) complete = false;
      path.pop();
      bars += dBars;
      tiles += dTiles;
      cells[from] = m;
      cells[over] = o;
      cells[to] = t;
      if (stopped || restart || (foundOne && !improve)) return false;
    }
    if (complete) {
      if (seen.size >= TABLE_LIMIT) seen.clear();
      seen.set(k, depth);
    }
    return complete;
  };

  let complete = false;
  for (let run = 1; !stopped && !complete && !(foundOne && !improve); run++) {
    restart = false;
    runNodes = 0;
    runLimit = improve ? Infinity : luby(run) * RESTART_UNIT;
    noise = run > 1;
    complete = search();
  }
  complete = complete && !stopped;
  const result = best as { line: number[]; tiles: number; bars: number; score: number } | null;
  const line = (result?.line ?? []).map((p) => ({ from: Math.floor(p / 256), to: p % 256 }));
  return {
    line,
    finish: result?.tiles === 1 ? 'one-tile' : 'stuck',
    tilesLeft: result?.tiles ?? tiles,
    barsLeft: result?.bars ?? bars,
    score: result?.score ?? movesSoFar * bars,
    proof: foundOne ? 'finishable' : complete ? 'unfinishable' : 'open',
    optimal: complete,
    nodes,
    timeMs: now() - started,
  };
}

/** Luby's restart sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... */
function luby(i: number): number {
  for (let k = 1; ; k++) {
    if (i === (1 << k) - 1) return 1 << (k - 1);
    if (i < (1 << k) - 1) return luby(i - (1 << (k - 1)) + 1);
  }
}

/** The next move of the best line the solver finds from here, or `null` when no tile can move. */
export function hint(state: StainedGlassState, options: SolveOptions = {}): StainedGlassMove | null {
  return solve(state, options).line[0] ?? null;
}
