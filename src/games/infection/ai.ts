import type { Rng } from '../../engine/rng.js';
import { notThenable } from '../../engine/not-thenable.js';
import { now, runInSlices } from '../../engine/schedule.js';
import { apply, conversions, count, legalMoves, type InfectionMove, type InfectionState } from './rules.js';
import { Search, unpackMove, type SearchLimits } from './search.js';

/** The search's own move generator counting move sequences: always equal to `perft`, and faster. */
export { perftFast } from './search.js';

import type { Difficulty } from './levels.js';
export { DIFFICULTIES, HINT_NODES, type Difficulty } from './levels.js';

/** Something that says when to stop thinking (an AbortSignal fits). */
export interface StopSignal {
  readonly aborted: boolean;
}

export interface ThinkOptions {
  /**
   * All of the computer's randomness: greedy's tie-breaks; for the search
   * levels, the order in which equal moves are tried (so ties go by the RNG),
   * the evaluation noise, and easy's one-ply moves. The same seed gives the
   * same choice where the search is not cut by time (see `maxNodes`).
   */
  rng: Rng;
  /** Stops the search: `think` then resolves to `null`. */
  signal?: StopSignal;
  /**
   * Overrides the level's time budget (ms of thinking, see {@link LEVELS}).
   * `Infinity` removes the time limit: then set `maxNodes` or `maxDepth`.
   */
  timeBudgetMs?: number;
  /**
   * Stops the search after this many nodes. Given without `timeBudgetMs`, it
   * replaces the time budget, so the chosen move depends only on the position,
   * the level and the RNG: fully reproducible, on any machine (use it in tests).
   */
  maxNodes?: number;
  /** Caps the search depth in plies (the level's own cap still applies). */
  maxDepth?: number;
  /** The longest stretch of work between two yields to the event loop, in ms (default {@link SLICE_MS}). */
  sliceMs?: number;
  /** Called once, just before `think` resolves (not when it was aborted), with what it did: for benchmarks and tests. */
  onReport?: (report: ThinkReport) => void;
}

/** What one `think` call did. Times are wall-clock milliseconds. */
export interface ThinkReport {
  readonly difficulty: Difficulty;
  readonly move: InfectionMove | null;
  /** The move's score for the mover, in hundredths of a piece; a forced win is near 1,000,000, a forced loss near -1,000,000; 0 for greedy. */
  readonly score: number;
  /** The deepest completed iteration (0 for greedy, or when the first iteration was cut short). */
  readonly depth: number;
  readonly nodes: number;
  /** From the call to the resolution. */
  readonly timeMs: number;
  /** How many times the search gave the event loop a turn. */
  readonly yields: number;
  /** The longest synchronous stretch of work between two yields (the longest task `think` ran). */
  readonly longestSliceMs: number;
}

/** Default slice length: the clock is read every 64 search steps, so a slice overruns this by well under a millisecond (more while the code is still cold, or when the machine is busy). */
export const SLICE_MS = 8;

/** How a search level plays. */
export interface LevelSettings {
  /** Thinking time per move, ms: the search stops there (see also {@link LevelSettings.softFraction}). */
  readonly timeMs: number;
  /** Deepest iteration, plies. */
  readonly maxDepth: number;
  /**
   * Chance (0-1, drawn from the RNG) that a move looks only one ply ahead:
   * at its own move and not at the reply, like a player who forgets to check.
   */
  readonly shallowChance: number;
  /** Evaluation noise, up to this many hundredths of a piece either way. */
  readonly noise: number;
  /** Whether the search follows converting moves below its horizon (Infection's quiescence, see INFECTION_QUIESCENCE in search.ts). */
  readonly quiescence: boolean;
  /**
   * Fraction of the time budget after which no new iteration starts:
   * {@link SOFT_FRACTION} for `easy` and `normal`; 1 for `hard`, which
   * thinks until its time is up (see {@link HARD_SOFT_FRACTION}).
   */
  readonly softFraction: number;
}

/**
 * Fraction of the time budget after which no new iteration of deepening
 * starts: the next one would rarely finish, so most moves take under the
 * budget. With the pruning, an iteration costs about twice the one before
 * (it was four to eight times without), and one stopped by the budget still
 * counts a better root move it has proved, so a later cut-off pays.
 */
export const SOFT_FRACTION = 0.6;

/**
 * `hard`'s fraction: its time per move is fixed (none is saved for a later
 * move), so an iteration it does not start is time thrown away, while one
 * stopped by the budget has searched the previous best move deeper first and
 * still plays a root move it has proved better. With 0.6, `hard` used about
 * 84 % of its 100 ms a move in Ataxx (CPU time, 30 positions); now all of it.
 */
export const HARD_SOFT_FRACTION = 1;

/**
 * The search levels (measured by `npm run bench`, see bench/infection.mjs).
 *
 * - `easy`: two plies (its move and the reply), but on 60 % of its moves
 *   only one, with a noisy evaluation (up to ±2 pieces): it often misses the
 *   reply to its move. Stronger than greedy, which never looks at the reply,
 *   and beatable by a casual player who does.
 * - `normal`: four plies, a little noise (±0.5 piece).
 * - `hard`: as deep as 200 ms allow, exact (no noise), with all the
 *   search's pruning (see src/engine/search.ts) and, in Infection, its
 *   quiescence (easy and normal keep the strength they were measured at).
 */
export const LEVELS: Readonly<Record<Exclude<Difficulty, 'greedy'>, LevelSettings>> = {
  easy: { timeMs: 50, maxDepth: 2, shallowChance: 0.6, noise: 200, quiescence: false, softFraction: SOFT_FRACTION },
  normal: { timeMs: 100, maxDepth: 4, shallowChance: 0, noise: 50, quiescence: false, softFraction: SOFT_FRACTION },
  hard: { timeMs: 200, maxDepth: 60, shallowChance: 0, noise: 0, quiescence: true, softFraction: HARD_SOFT_FRACTION },
};

/**
 * The seed's computer: the move converting the most opponent pieces; if none
 * converts, the move leaving it the most pieces; remaining ties broken by
 * the RNG. `null` when there is no legal move.
 */
export function greedyMove(state: InfectionState, rng: Rng): InfectionMove | null {
  return greedyWith({ legalMoves, conversions, apply, count }, state, rng);
}

/** The rules {@link greedyWith} plays by: Infection's, or standard Ataxx's. */
export interface GreedyRules<S extends { readonly toMove: 0 | 1 }, M> {
  legalMoves(state: S): M[];
  conversions(state: S, move: M): readonly number[];
  apply(state: S, move: M): S;
  count(state: S): { readonly green: number; readonly yellow: number };
}

/** {@link greedyMove} under any rules of the Infection family. */
export function greedyWith<S extends { readonly toMove: 0 | 1 }, M>(rules: GreedyRules<S, M>, state: S, rng: Rng): M | null {
  const moves = rules.legalMoves(state);
  if (!moves.length) return null;
  const converted = moves.map((m) => rules.conversions(state, m).length);
  const most = Math.max(...converted);
  let best: M[];
  if (most > 0) best = moves.filter((_, i) => converted[i] === most);
  else {
    const mine = state.toMove === 0 ? 'green' : 'yellow';
    const pieces = moves.map((m) => rules.count(rules.apply(state, m))[mine]);
    const top = Math.max(...pieces);
    best = moves.filter((_, i) => pieces[i] === top);
  }
  return rng.pick(best);
}

/**
 * Chooses the computer's move without blocking the page: the search runs in
 * short slices and yields to the event loop between them. Resolves to
 * `null` when there is no legal move or `signal` was aborted.
 */
export function think(state: InfectionState, difficulty: Difficulty, options: ThinkOptions): Promise<InfectionMove | null> {
  return thinkWith(INFECTION, state, difficulty, options);
}

/** A game of the Infection family, for {@link thinkWith}: its greedy player, its search, and how the search's packed moves read. */
export interface SearchFamily<S, M extends InfectionMove> {
  greedy(state: S, rng: Rng): M | null;
  /** The level's search; `quiescence` as the level says (a game without one ignores it). */
  search(state: S, limits: SearchLimits, rng: Rng, noise: number, quiescence: boolean): Search;
  unpack(move: number): M;
  /**
   * The game's name for {@link SearchLimits.keepTable}: given, a search
   * without noise and without a node bound keeps the table of the previous
   * one of the same game and level.
   */
  readonly tableTag?: string;
}

const INFECTION: SearchFamily<InfectionState, InfectionMove> = {
  greedy: greedyMove,
  search: (state, limits, rng, noise, quiescence) => new Search(state, quiescence ? { noise } : { noise, quiescencePlies: 0 }, rng, limits, now),
  unpack: unpackMove,
  tableTag: 'infection',
};

/** {@link think} for any game of the Infection family (Infection, standard Ataxx): the same levels, budgets and slices. */
export async function thinkWith<S, M extends InfectionMove>(family: SearchFamily<S, M>, state: S, difficulty: Difficulty, options: ThinkOptions): Promise<M | null> {
  const { signal, rng, onReport } = options;
  if (signal?.aborted) return null;
  const started = now();
  if (difficulty === 'greedy') {
    const move = family.greedy(state, rng);
    const timeMs = now() - started;
    onReport?.({ difficulty, move, score: 0, depth: 0, nodes: 0, timeMs, yields: 0, longestSliceMs: timeMs });
    return notThenable(move);
  }
  const level = LEVELS[difficulty];
  if (!level) throw new RangeError(`unknown difficulty "${String(difficulty)}"`);
  const budget = options.timeBudgetMs ?? (options.maxNodes !== undefined ? Infinity : level.timeMs);
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const shallow = level.shallowChance > 0 && rng.next() < level.shallowChance;
  const search = family.search(
    state,
    {
      maxDepth: Math.min(shallow ? 1 : level.maxDepth, options.maxDepth ?? Infinity),
      maxNodes: options.maxNodes ?? Infinity,
      softDeadline: started + budget * level.softFraction,
      hardDeadline: started + budget,
      // Reproducible when bounded by nodes: every such search starts empty.
      ...(family.tableTag && level.noise === 0 && options.maxNodes === undefined ? { keepTable: `${family.tableTag}:${difficulty}` } : {}),
    },
    rng,
    level.noise,
    level.quiescence,
  );
  const ran = await runInSlices(search, started, sliceMs, signal);
  if (!ran) return null;
  const { end, yields, longestSliceMs } = ran;
  const result = search.result;
  const move = result.move < 0 ? null : family.unpack(result.move);
  onReport?.({ difficulty, move, score: result.score, depth: result.depth, nodes: result.nodes, timeMs: end - started, yields, longestSliceMs });
  return notThenable(move);
}

/** Each cell's square class (0 a corner .. 9 the centre), as the evaluation tables are indexed: for the tuning script. */
export { squareClasses } from './search.js';
