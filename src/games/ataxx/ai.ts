import type { Rng } from '../../engine/rng.js';
import { now, runInSlices } from '../../engine/schedule.js';
import { greedyWith, LEVELS, SLICE_MS, SOFT_FRACTION, type ThinkOptions, type ThinkReport } from '../infection/ai.js';
import type { Difficulty } from '../infection/levels.js';
import { PASS_MOVE, Search, type SearchLimits } from '../infection/search.js';
import { PASS, apply, conversions, count, legalMoves, status, type AtaxxMove, type AtaxxState } from './rules.js';

/**
 * The computer for standard Ataxx: Infection's search (alpha-beta with a
 * transposition table, in resumable slices) under Ataxx rules, and the
 * same levels. The search does not see the fifty-move rule or repetitions.
 */

/** The rules module's form of one of the search's packed moves (a clone is `from === to`). */
export function unpackAtaxxMove(m: number): AtaxxMove {
  if (m === PASS_MOVE) return PASS;
  const to = m & 0x7f;
  return m & (1 << 14) ? { from: to, to } : { from: (m >>> 7) & 0x7f, to };
}

/** A search of `state` under Ataxx rules, to run in slices ({@link Search.run}); `release()` it after. */
export function ataxxSearch(state: AtaxxState, limits: SearchLimits, rng: Rng, noise = 0): Search {
  return new Search(state, { noise }, rng, limits, now, true);
}

/** The seed's computer under Ataxx rules: the most conversions; if none, the most pieces after; ties by the RNG. */
export function greedyAtaxxMove(state: AtaxxState, rng: Rng): AtaxxMove | null {
  return greedyWith({ legalMoves, conversions, apply, count }, state, rng);
}

/** Infection's `think` for Ataxx: the level's search in slices that yield to the event loop; `null` when there is no move or it was stopped. */
export async function thinkAtaxx(state: AtaxxState, difficulty: Difficulty, options: ThinkOptions): Promise<AtaxxMove | null> {
  const { signal, rng, onReport } = options;
  if (signal?.aborted || status(state).over) return null;
  const started = now();
  if (difficulty === 'greedy') {
    const move = greedyAtaxxMove(state, rng);
    const timeMs = now() - started;
    onReport?.({ difficulty, move, score: 0, depth: 0, nodes: 0, timeMs, yields: 0, longestSliceMs: timeMs });
    return move;
  }
  const level = LEVELS[difficulty];
  if (!level) throw new RangeError(`unknown difficulty "${String(difficulty)}"`);
  const budget = options.timeBudgetMs ?? (options.maxNodes !== undefined ? Infinity : level.timeMs);
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const shallow = level.shallowChance > 0 && rng.next() < level.shallowChance;
  const search = ataxxSearch(
    state,
    {
      maxDepth: Math.min(shallow ? 1 : level.maxDepth, options.maxDepth ?? Infinity),
      maxNodes: options.maxNodes ?? Infinity,
      softDeadline: started + budget * SOFT_FRACTION,
      hardDeadline: started + budget,
    },
    rng,
    level.noise,
  );
  const ran = await runInSlices(search, started, sliceMs, signal);
  if (!ran) return null;
  const { end, yields, longestSliceMs } = ran;
  const result = search.result;
  const move = result.move < 0 ? null : unpackAtaxxMove(result.move);
  const report: ThinkReport = {
    difficulty,
    // The report's move type is Infection's: same shape.
    move,
    score: result.score,
    depth: result.depth,
    nodes: result.nodes,
    timeMs: end - started,
    yields,
    longestSliceMs,
  };
  onReport?.(report);
  return move;
}
