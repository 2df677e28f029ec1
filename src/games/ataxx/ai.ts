import type { Rng } from '../../engine/rng.js';
import { now } from '../../engine/schedule.js';
import { greedyWith, thinkWith, type SearchFamily, type ThinkOptions } from '../infection/ai.js';
import type { Difficulty } from '../infection/levels.js';
import { PASS_MOVE, Search, type SearchLimits } from '../infection/search.js';
import { PASS, apply, conversions, count, legalMoves, status, type AtaxxMove, type AtaxxState } from './rules.js';

/**
 * The computer for standard Ataxx: the engine's search (src/engine/search.ts:
 * principal-variation search with a transposition table and pruning, in
 * resumable slices) over Infection's board under Ataxx rules, with Ataxx's
 * own tuned evaluation (weights.ts), and the same levels. The search does
 * not see the fifty-move rule or repetitions.
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
export function thinkAtaxx(state: AtaxxState, difficulty: Difficulty, options: ThinkOptions): Promise<AtaxxMove | null> {
  return status(state).over ? Promise.resolve(null) : thinkWith(ATAXX, state, difficulty, options);
}

const ATAXX: SearchFamily<AtaxxState, AtaxxMove> = {
  greedy: greedyAtaxxMove,
  search: (state, limits, rng, noise) => ataxxSearch(state, limits, rng, noise),
  unpack: unpackAtaxxMove,
  tableTag: 'ataxx',
};
